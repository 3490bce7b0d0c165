"""What every game's rules provide to the core, and the static facts about a game."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from .prompt import Event, Prompt
from .rng import Rng


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    name: str
    description: str
    players: tuple[int, int] | None = None  # the player counts it applies to; None = all
    group: str | None = None      # variants sharing a group are alternatives: one at most is chosen
    default: bool = False         # chosen when nothing else in its group is

    def applies_to(self, players: int) -> bool:
        return self.players is None or self.players[0] <= players <= self.players[1]


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    description: str
    variants: tuple[Variant, ...] = ()
    bot_kinds: tuple[str, ...] = ()   # the first is the one offered by default
    hidden_information: bool = False
    cooperative: bool = False
    startable: bool = True
    campaign: bool = False        # missions played in order (its rules give a `campaign`: core/campaign.py)

    def variants_for(self, players: int) -> list[Variant]:
        return [variant for variant in self.variants if variant.applies_to(players)]

    def resolve_variants(self, chosen: tuple[str, ...] | set[str] | list[str], players: int) -> tuple[str, ...]:
        """The variants a match really plays with: only those for this player count, one per
        group (the last one named wins), and each group's default when none of it was chosen."""
        available = {variant.id: variant for variant in self.variants_for(players)}
        picked: dict[str | None, list[str]] = {}
        for variant_id in chosen:
            variant = available.get(variant_id)
            if variant is None:
                continue
            if variant.group is None:
                picked.setdefault(None, []).append(variant_id)
            else:
                picked[variant.group] = [variant_id]
        for variant in available.values():
            if variant.group is not None and variant.default and variant.group not in picked:
                picked[variant.group] = [variant.id]
        result = {variant_id for ids in picked.values() for variant_id in ids}
        return tuple(variant.id for variant in available.values() if variant.id in result)


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    color: int = 0            # index into the UI's seat palette
    bot: str | None = None    # None for a human, else a bot kind

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict:
        return {"name": self.name, "color": self.color, "bot": self.bot}

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        return cls(str(data["name"]), int(data.get("color", 0)), data.get("bot"))


@dataclass(frozen=True, slots=True)
class MatchSetup:
    game_id: str
    seats: tuple[Seat, ...]
    seed: int
    variants: tuple[str, ...] = ()
    # a campaign game's mission within its campaign: which mission, and what the missions before carried
    # into it, as the game's own plain data (see core/campaign.py); None for a match on its own
    carry: dict | None = field(default=None, hash=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_json(self) -> dict:
        data = {"game_id": self.game_id, "seats": [s.to_json() for s in self.seats],
                "seed": self.seed, "variants": list(self.variants)}
        if self.carry is not None:
            data["carry"] = self.carry
        return data

    @classmethod
    def from_json(cls, data: dict) -> "MatchSetup":
        carry = data.get("carry")
        return cls(str(data["game_id"]), tuple(Seat.from_json(s) for s in data["seats"]),
                   int(data["seed"]), tuple(data.get("variants", ())), dict(carry) if isinstance(carry, dict) else None)


@dataclass(frozen=True, slots=True)
class Outcome:
    winners: tuple[int, ...]          # empty: nobody won
    scores: tuple[int, ...]           # one per seat
    summary: str                      # in words, for the end screen
    details: dict[str, Any] = field(default_factory=dict)


class Bot(Protocol):
    # optional: reads_view = False for a bot that answers from the prompt alone (it is then given None)
    def choose(self, view: dict, prompt: Prompt) -> str: ...


BotFactory = Callable[[int, Rng], Bot]   # (seat, the bot's own generator) -> bot


class GameRules(Protocol):
    """The contract of a game's rules module (pure Python, no pygame).

    The state is the game's own object; it must carry its generator as
    `state.rng` and mutate only inside `apply`.
    """

    info: GameInfo
    bots: dict[str, BotFactory]

    def new_state(self, setup: MatchSetup, content: Any, rng: Rng) -> Any: ...
    # optional: def opening_events(self, state) -> list[Event]: what setup did, for the log
    def prompt(self, state: Any) -> Prompt | None: ...
    def apply(self, state: Any, value: str) -> list[Event]: ...
    # optional: def apply_legal(self, state, prompt, value) -> list[Event]: apply for a caller that has
    # already found value among prompt's options (Match does, on every answer)
    def view(self, state: Any, seat: int | None) -> dict: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def state_to_json(self, state: Any) -> dict: ...
    def state_from_json(self, data: dict, content: Any) -> Any: ...
    # optional: decline_answers: frozenset of answers (or their heads before ":") that decline or end
    # something, such as "pass"; the match screen keeps them in view below the other answers
    # optional: headline_events: tuple of (event kind, data it must have) patterns (see prompt.matches)
    # for the big moments, such as an apocalypse card: the match screen holds them up to be read
    # optional: autosave_events: frozenset of event kinds after which the app autosaves (a round,
    # a mission or a day ends); def progress(self, state) -> str: where the match stands, in words
    # ("Round 3 of 8", "Day 4"), for the match screen and the save's label
    # optional: def saved_state_problems(self, data, content) -> list[str]: what is wrong with a
    # snapshot read from a save, in words (see core/statecheck.py); checked before it is trusted
    def load_content(self, mods: Any = None) -> Any: ...
