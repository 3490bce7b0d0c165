"""1,000 seeded random games over every player count and variant, with invariants after every answer."""
from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.prompt import IllegalAnswer
from game.core.rng import Rng
from game.games.salvation_road.bots import RandomBot
from game.games.salvation_road.rules import RULES

from .helpers import check_invariants, content, setup_for

GAMES = 1000
VARIANTS = {1: [(), ("solo-3",), ("solo-4",)], 2: [(), ("limited-communication",)], 3: [()],
            4: [(), ("limited-communication",)], 5: [(), ("survival",)],
            6: [("heroic",), ("survival", "limited-communication")], 7: [(), ("survival",)],
            8: [("heroic", "limited-communication"), ("survival",)]}
WRONG = ("move:9", "gather:gold", "heal:nobody:unrevealed", "die:99", "wound:nobody", "nonsense", "toll:middle")


def play_one(seed: int, players: int, variants: tuple) -> str:
    data = content()
    setup = setup_for(players, seed, variants, "random")
    match = Match(RULES, setup, data, keep_undo=False)
    bot = RandomBot(0, Rng(seed * 7 + 1))
    steps, next_check = 0, 1
    check_invariants(match.state)
    while match.pending is not None:
        prompt = match.pending
        assert prompt.options
        if steps == next_check:
            saved = RULES.state_to_json(match.state)
            again = RULES.state_from_json(json.loads(json.dumps(saved)), data)
            assert Match(RULES, setup, data, keep_undo=False, state=again).state_hash() == match.state_hash()
            assert RULES.prompt(again).values == prompt.values
            for wrong in WRONG:
                with pytest.raises(IllegalAnswer):
                    match.apply(wrong)
            assert RULES.state_to_json(match.state) == saved          # refusals changed nothing
            next_check *= 2
        match.apply(bot.choose(None, prompt))
        steps += 1
        check_invariants(match.state)
    assert match.legal_answers() == []
    with pytest.raises(IllegalAnswer):
        match.apply("end")
    replayed = Match.replay(RULES, setup, data, [a.value for a in match.answers], keep_undo=False)
    assert replayed.state_hash() == match.state_hash()
    assert replayed.outcome() == match.outcome()
    return match.outcome().details["cause"] or "won"


def test_thousand_random_games_keep_every_invariant():
    causes: dict[str, int] = {}
    for index in range(GAMES):
        players = 1 + index % 8
        options = VARIANTS[players]
        cause = play_one(index, players, options[(index // 8) % len(options)])
        causes[cause] = causes.get(cause, 0) + 1
    # random play ends by the rules, in more than one way
    assert sum(causes.values()) == GAMES and len(causes) >= 2


def test_undo_within_an_activation():
    setup = setup_for(2, 3)
    match = Match(RULES, setup, content(), keep_undo=True)
    before = match.state_hash()
    first = next(v for v in match.legal_answers() if v.startswith("activate:") or v.startswith("move:"))
    match.apply(first)
    if match.undoable_count():
        match.undo()
        assert match.state_hash() == before
