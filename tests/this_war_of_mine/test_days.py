"""Whole days played by random legal answers, the game's invariants checked after every answer: States
stay within 0-4, never more than 4 Characters, no goods beyond the box's supply, at most 3 WAIT tokens,
and a question waits exactly while the playthrough goes on. Random play often puts nobody on guard and
ends on the first night; the rest play on for days, through fights, trades and the book. Then again with
every optional rule on."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.this_war_of_mine.effects import MAX_CHARACTERS, WAIT_TOKENS
from game.games.this_war_of_mine.rules import goods
from game.games.this_war_of_mine.rules.state import RESOURCES, State, in_group

from .support import Driver, content, options, started

PLAY = Driver()
TOKENS = content().tables["tokens"]


def invariants(state: State) -> None:
    from game.games.this_war_of_mine.rules import RULES
    assert RULES.saved_state_problems(RULES.state_to_json(state), content()) == []
    for person in state.characters:
        assert all(0 < level <= 4 for level in person["states"].values()), person
    assert len(in_group(state)) <= MAX_CHARACTERS
    for item in list(TOKENS) + [r for r in RESOURCES if r != "wood" and r != "components"]:
        assert goods.in_play(state, item) <= goods.box_count(state, item), item
    assert sum(spot["wait"] for spot in state.shelter.values()) <= WAIT_TOKENS
    assert (state.pending is not None) == (state.phase != "over")


def play(seed: int, answers: int = 2000, rules=()) -> State:
    state = started(seed)
    state.options = list(rules)
    pick = Rng(seed + 1000)
    PLAY.run(state)
    invariants(state)
    for _ in range(answers):
        if state.phase == "over":
            break
        PLAY.answer(state, pick.choice(options(state)))
        invariants(state)
    return state


def test_random_days_keep_every_invariant():
    days = []
    for seed in range(24):
        days.append(play(seed).day)
    assert max(days) >= 3, days
    assert sum(day >= 2 for day in days) >= 5, days     # random play often sets no Guard and ends on Day 1


def test_random_days_with_every_optional_rule_keep_every_invariant():
    from game.games.this_war_of_mine.rules import OPTIONAL_RULES
    every = [rule_id for rule_id, _name, _text in OPTIONAL_RULES]
    days = [play(seed, rules=every).day for seed in range(100, 124)]
    assert max(days) >= 3, days
