"""What This War of Mine's rules tests share while the game is being built: the content, a playthrough
just set up, a war the bot plays to its end, and a driver that runs the rules' own flow up to the phases not written yet (they stop it),
answering the Leader's questions through the one Pick decision (an answer must be one offered)."""
from __future__ import annotations

from functools import lru_cache

from game.core import content as content_module
from game.core.flow import Flow
from game.core.rng import Rng
from game.core.rules_base import fresh_state
from game.games.this_war_of_mine.effects import CONTENT_SPEC
from game.games.this_war_of_mine.rules.asking import LeaderPick
from game.games.this_war_of_mine.rules.flow import PHASES, TASKS
from game.games.this_war_of_mine.rules.setup import set_up
from game.games.this_war_of_mine.rules.state import State

PICK = LeaderPick()


@lru_cache(maxsize=None)
def content():
    return content_module.load_content(CONTENT_SPEC)


def started(seed: int = 1, phase: str = "morning", seats: int = 2, difficulty: str = "normal", options=()) -> State:
    """A playthrough just set up; `options` are the variants chosen beside the difficulty (modes, modules)."""
    state = fresh_state(State, content(), Rng(seed))
    set_up(state, [f"P{k + 1}" for k in range(seats)], difficulty, options)
    state.phase = phase
    return state


class Driver:
    """The flow with the named phases stopping it (those not written yet, or where a test ends)."""

    def __init__(self, *stops: str) -> None:
        stop = {name: (lambda state, events: False) for name in (*stops, "over")}
        self.flow = Flow(phases={**PHASES, **stop}, tasks=TASKS, tasks_at="task_stack", waiting_on="pending")

    def run(self, state: State) -> list:
        events: list = []
        self.flow.run(state, events)
        return events

    def answer(self, state: State, value: str) -> list:
        assert value in options(state), (value, state.pending["options"])
        events: list = []
        pending, state.pending = state.pending, None
        PICK.resolve(state, pending, PICK.prompt(state, pending), f"pick:{value}", events)
        self.flow.run(state, events)
        return events

    def answer_all(self, state: State, choose=lambda values: values[0], limit: int = 200) -> list:
        events: list = []
        for _ in range(limit):
            if state.pending is None:
                return events
            events += self.answer(state, choose(options(state)))
        raise AssertionError("too many questions")


def options(state: State) -> list[str]:
    return [o[0] for o in state.pending["options"]]


def bot_war(seed: int, variants: tuple[str, ...], after_each=lambda game, events: None):
    """A two-player war played to its end by the Leader bot, `after_each(game, events)` after every answer;
    the saved state checked at the end. Returns the match."""
    from game.core.match import Match
    from game.core.rules import MatchSetup, Seat
    from game.games.this_war_of_mine.bots import LeaderBot
    from game.games.this_war_of_mine.rules import RULES
    game = Match(RULES, MatchSetup("this_war_of_mine", (Seat("A", 0), Seat("B", 1)), seed, variants), content(),
                 keep_undo=False)
    bot = LeaderBot(0, Rng(seed))
    for _ in range(20000):
        if game.state.phase == "over":
            break
        after_each(game, game.apply(bot.choose(game.view(game.pending.seat), game.pending)))
    assert game.state.phase == "over"
    assert RULES.saved_state_problems(game.snapshot(), content()) == []
    return game
