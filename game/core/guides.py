"""Learn to play: a short guided game per built game, written as data (data/guides/<game>.toml).

A guide is a match with a fixed seed (and, where the opening needs it, the setup's draws forced through
the generator's test hook, Rng.force) in which the person at seat 0 answers every question themselves,
and a list of steps: each says a sentence or two, points at a board element (or a part of the panel),
and shows when its moment comes, in order. A step's moment is the start, the person being asked a
question of some kind, or an event of some kind the person may see. The person goes on with "Got it"
or by answering; they may skip the rest at any time. Pure Python: the match screen draws it.

    [guide]
    title = "Learn to play Hit Z Road"
    seed = 12
    seats = ["You", "Ben"]          # seat 0 is the person; the others are the game's first bot kind
    variants = []
    force = []                      # the setup's draws, if the seed alone doesn't give the opening wanted
    outro = "..."                   # said when the last step is done

    [[steps]]
    when = "start"                  # or "prompt:<kind>" or "event:<kind>"
    point_at = "deck"               # a board element's id, or one of PANEL_ELEMENTS; "" for none
    text = "..."
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from .paths import resource_path
from .problems import ContentError, Problem
from .prompt import Event, Prompt
from .tomlfile import read_toml

if TYPE_CHECKING:
    from .rules import MatchSetup

PANEL_ELEMENTS = ("answers", "question", "log", "roll", "seats", "hint", "bot", "undo", "menu")
WHEN_KINDS = ("start", "prompt", "event")
MAX_STEPS = 60
MAX_TEXT = 400


@dataclass(frozen=True, slots=True)
class GuideStep:
    when: str            # "start", or "prompt" / "event"
    kind: str            # the prompt's or the event's kind ("" for "start")
    point_at: str        # "" for none
    text: str


@dataclass(frozen=True, slots=True)
class Guide:
    game_id: str
    title: str
    seed: int
    seats: tuple[str, ...]
    variants: tuple[str, ...]
    force: tuple[Any, ...]
    steps: tuple[GuideStep, ...]
    outro: str


def guide_path(game_id: str) -> Path:
    return resource_path("data", "guides", f"{game_id}.toml")


def load_guide(game_id: str, path: Path | None = None) -> tuple[Guide | None, list[ContentError]]:
    """The game's guide, or None and every problem with its file, line and field (no guide: none, no problem)."""
    path = path or guide_path(game_id)
    if not path.exists():
        return None, []
    shown = f"data/guides/{path.name}"
    document, errors = read_toml(path, shown)
    if document is None:
        return None, errors
    problems: list[Problem] = []
    guide = _guide_from(game_id, document.data, problems)
    if problems:
        return None, [document.error(problem) for problem in problems]
    return guide, []


def _text(data: dict, key: str, where: str, problems: list[Problem], required: bool = True) -> str:
    value = data.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value.strip()) or len(value) > MAX_TEXT * 2:
        problems.append(Problem(f"{where}{key}", f"needs text (at most {MAX_TEXT * 2} characters)"))
        return ""
    return value.strip()


def _guide_from(game_id: str, data: dict, problems: list[Problem]) -> Guide | None:
    head = data.get("guide")
    if not isinstance(head, dict):
        problems.append(Problem("guide", "a [guide] table is needed"))
        return None
    seed = head.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**48:
        problems.append(Problem("guide.seed", "needs a whole number from 0"))
        seed = 0
    seats = head.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 8 or not all(isinstance(s, str) and s for s in seats):
        problems.append(Problem("guide.seats", "needs a list of 1 to 8 seat names (the person's first)"))
        seats = ["You"]
    variants = head.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        problems.append(Problem("guide.variants", "needs a list of variant ids"))
        variants = []
    force = head.get("force", [])
    if not isinstance(force, list):
        problems.append(Problem("guide.force", "needs a list of the setup's draws"))
        force = []
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= MAX_STEPS:
        problems.append(Problem("steps", f"needs 1 to {MAX_STEPS} [[steps]]"))
        raw_steps = []
    steps = []
    for index, raw in enumerate(raw_steps):
        where = f"steps[{index}]."
        if not isinstance(raw, dict):
            problems.append(Problem(f"steps[{index}]", "a step is a table"))
            continue
        when = raw.get("when")
        head_kind, _, kind = when.partition(":") if isinstance(when, str) else ("", "", "")
        if head_kind not in WHEN_KINDS or (head_kind == "start") != (kind == ""):
            problems.append(Problem(f"{where}when", 'is "start", "prompt:<kind>" or "event:<kind>"'))
        point_at = raw.get("point_at", "")
        if not isinstance(point_at, str):
            problems.append(Problem(f"{where}point_at", "names a board element or a panel part, or is empty"))
            point_at = ""
        text = _text(raw, "text", where, problems)
        if len(text) > MAX_TEXT:
            problems.append(Problem(f"{where}text", f"is {len(text)} characters; a step says at most {MAX_TEXT}"))
        steps.append(GuideStep(head_kind, kind, point_at, text))
    return Guide(game_id, _text(head, "title", "guide.", problems), seed, tuple(seats), tuple(variants),
                 tuple(force), tuple(steps), _text(head, "outro", "guide.", problems))


class GuideRun:
    """Where a guided game stands: the step on show (None between moments), and how far it has come."""

    def __init__(self, guide: Guide, seat: int = 0) -> None:
        self.guide = guide
        self.seat = seat
        self.index = 0                   # the next step to show, or the one showing
        self.showing = False
        self.skipped = False
        self._backlog: list[Event] = []       # events of the last answer after the one a step came up on

    @property
    def finished(self) -> bool:
        return self.skipped or self.index >= len(self.guide.steps)

    @property
    def step(self) -> GuideStep | None:
        return self.guide.steps[self.index] if self.showing and not self.finished else None

    def look(self, prompt: Prompt | None, events: Sequence[Event] = ()) -> bool:
        """Show the next step if its moment is now: the start, the question asked of the person, or one of
        the events just seen. True when a step came up."""
        if self.showing or self.finished:
            return False
        events, self._backlog = [*self._backlog, *events], []
        step = self.guide.steps[self.index]
        if step.when == "start":
            self.showing = True
        elif step.when == "prompt":
            self.showing = prompt is not None and prompt.seat == self.seat and prompt.kind == step.kind
        else:
            for index, event in enumerate(events):
                if event.kind == step.kind and event.visible_to(self.seat):
                    self.showing = True
                    events = events[index + 1:]      # one answer's events may bring several steps in turn
                    break
            else:
                events = []
        if self.showing:
            self._backlog = events
        return self.showing

    def done(self) -> None:
        """The step on show is read ("Got it", or the person answered)."""
        if self.showing:
            self.showing = False
            self.index += 1

    def skip(self) -> None:
        self.skipped = True
        self.showing = False


def guided_setup(guide: Guide, info) -> "MatchSetup":
    """The guided game's setup: the person at seat 0, the game's first bot kind at the others."""
    from .rules import MatchSetup, Seat
    bot = info.bot_kinds[0] if info.bot_kinds else None
    seats = tuple(Seat(name, index, None if index == 0 else bot) for index, name in enumerate(guide.seats))
    return MatchSetup(guide.game_id, seats, guide.seed, info.resolve_variants(guide.variants, len(seats)),
                      forced=guide.force)
