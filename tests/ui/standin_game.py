"""A tiny stand-in game with everything the shell must handle, for UI tests.

"Dice Dash": each round every seat, in turn, may take cover (free, undoable)
and then rolls (final). Each seat has a secret stash only it may see
(hidden information). Two options share one board target so the panel's
"several answers for this spot" filtering is exercised. Three rounds.
Round 1's prompts carry a long body (the match screen's reader) and "Duck
low" has a label too long for one line (answer labels wrap).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.prompt import Event, Option, Prompt
from game.core.rng import Rng
from game.core.rules import GameInfo, MatchSetup, Outcome, Variant
from game.ui.board import BoardRenderer, BoardFrame

ROUNDS = 3
LONG_LABEL = "Duck low behind the broken wall: spend your cover for the round, the die waits on the dashboard"
BODY = """# The road out of town

The dashboard rattles. **Round 1** begins at the edge of the old quarry, where the
tarmac gives way to gravel and the wind carries grit into every seam of the car.

Nobody speaks. The map on the passenger seat is folded along the wrong creases,
and someone has circled a gas station that burned down years ago.

## What you know

- The die decides how far you get before the dust comes down.
- Cover keeps you safe for a while, but it costs you the moment.
- Your stash is yours alone: keep it quiet.

The engine coughs twice and settles. Ahead, the road bends out of sight behind a
row of leaning pylons, their wires long gone for scrap.

Somewhere behind you a dog barks, then stops. You count to ten, then to twenty,
and still nothing follows. It is time to decide.

Last paragraph: **the end of the reading**, well below the first screenful."""


@dataclass
class DashState:
    rng: Rng
    players: int
    round: int = 1
    seat: int = 0
    took_cover: bool = False
    scores: list[int] = field(default_factory=list)
    stash: list[int] = field(default_factory=list)


class DashBot:
    def __init__(self, seat: int, rng: Rng) -> None:
        self.rng = rng

    def choose(self, view: dict, prompt: Prompt) -> str:
        return prompt.options[self.rng.below(len(prompt.options))].value


class DashRules:
    info = GameInfo("dice_dash", "Dice Dash", 1, 4, "A stand-in race for testing the app.",
                    variants=(Variant("long", "Long road", "One more round.", (2, 4)),),
                    bot_kinds=("random",), hidden_information=True)
    bots = {"random": DashBot}
    autosave_events = frozenset({"round_end"})

    def progress(self, state: DashState) -> str:
        return f"Round {state.round}"

    def load_content(self, mods=None):
        return None

    def new_state(self, setup: MatchSetup, content, rng: Rng) -> DashState:
        return DashState(rng, setup.players, scores=[0] * setup.players,
                         stash=[rng.below(6) for _ in range(setup.players)])

    def prompt(self, state: DashState) -> Prompt | None:
        if state.round > ROUNDS:
            return None
        options = [Option("roll", "Roll the die", target="die", hint="Add the roll to your score.")]
        if not state.took_cover:
            options.insert(0, Option("cover", "Take cover", target="wall", hint="Safe for now."))
            options.insert(1, Option("cover-low", LONG_LABEL, target="wall"))
        return Prompt(state.seat, "turn", f"Round {state.round}: roll when ready.", tuple(options),
                      body=BODY if state.round == 1 else "")

    def apply(self, state: DashState, value: str) -> list[Event]:
        if value.startswith("cover"):
            state.took_cover = True
            return [Event("cover", f"Seat {state.seat + 1} takes cover.", "rule:cover")]
        roll = 1 + state.rng.below(6)
        state.scores[state.seat] += roll
        events = [Event("roll", f"Seat {state.seat + 1} rolls {roll}.", "rule:roll", data={"faces": [roll]}),
                  Event("secret", f"Your stash is {state.stash[state.seat]}.", "rule:stash", seats=(state.seat,))]
        state.took_cover = False
        state.seat += 1
        if state.seat == state.players:
            state.seat = 0
            events.append(Event("round_end", f"Round {state.round} ends.", "rule:round"))
            state.round += 1
        return events

    def view(self, state: DashState, seat: int | None) -> dict:
        return {"round": state.round,
                "seats": [{"name": f"Seat {i + 1}", "points": state.scores[i],
                           "stash": state.stash[i] if seat == i else "?"} for i in range(state.players)]}

    def outcome(self, state: DashState) -> Outcome | None:
        if state.round <= ROUNDS:
            return None
        best = max(state.scores)
        return Outcome(tuple(i for i, s in enumerate(state.scores) if s == best), tuple(state.scores),
                       "The fastest dice win.")

    def state_to_json(self, state: DashState) -> dict:
        return {"rng": state.rng.to_json(), "players": state.players, "round": state.round,
                "seat": state.seat, "took_cover": state.took_cover, "scores": state.scores, "stash": state.stash}

    def state_from_json(self, data: dict, content) -> DashState:
        return DashState(Rng.from_json(data["rng"]), data["players"], data["round"], data["seat"], data["took_cover"],
                         list(data["scores"]), list(data["stash"]))


RULES = DashRules()


class DashBoard(BoardRenderer):
    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        pygame.draw.rect(surface, (40, 44, 40), self.rect)
        for index, target in enumerate(("wall", "die")):
            box = pygame.Rect(self.rect.x + 40 + index * 200, self.rect.y + 80, 160, 120)
            color = (240, 200, 60) if target in frame.highlights else (90, 90, 90)
            pygame.draw.rect(surface, color, box, 4)
            self.add_hitbox(target, box, f"The {target}")
