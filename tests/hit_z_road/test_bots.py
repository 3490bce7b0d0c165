"""The bots: registered, legal, quick, and the heuristic one beats random play."""
from __future__ import annotations


import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.session import Session
from game.core.search import SEARCH_KINDS
from game.games.hit_z_road.bots import HeuristicBot, RandomBot
from game.games.hit_z_road.rules import RULES

from .helpers import real_content, setup_for


def test_bots_are_registered():
    assert {kind: RULES.bots[kind] for kind in ("random", "heuristic")} == {"random": RandomBot,
                                                                           "heuristic": HeuristicBot}
    assert set(RULES.bots) == {"random", "heuristic", *SEARCH_KINDS}
    assert set(RULES.info.bot_kinds) | set(RULES.info.search_bot_kinds) == set(RULES.bots)
    assert RULES.info.hidden_information and (RULES.info.min_players, RULES.info.max_players) == (1, 4)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_heuristic_bots_play_whole_games_with_legal_answers(players):
    content = real_content()
    for seed in range(2):
        match = Match(RULES, setup_for(players, 300 + seed, "heuristic"), content, keep_undo=False)
        bots = [HeuristicBot(seat, Rng(seed * 5 + seat)) for seat in range(players)]
        while match.pending is not None:
            prompt = match.pending
            view = match.view(prompt.seat)
            value = bots[prompt.seat].choose(view, prompt)
            match.apply(value)          # raises on an illegal answer
        assert match.outcome() is not None


def test_heuristic_bot_beats_random_bots():
    content = real_content()
    wins = 0
    games = 12
    for seed in range(games):
        players = 2 if seed % 2 else 4
        kinds = ["random"] * players
        hero = seed % players
        kinds[hero] = "heuristic"
        setup = setup_for(players, 900 + seed)
        setup = type(setup)(setup.game_id, tuple(type(s)(s.name, s.color, kinds[i]) for i, s in enumerate(setup.seats)),
                            setup.seed)
        session = Session(Match(RULES, setup, content, keep_undo=False))
        session.play_bots_to_end()
        if hero in session.match.outcome().winners:
            wins += 1
    assert wins >= games * 0.75


def test_random_bot_is_uniform_and_legal():
    content = real_content()
    match = Match(RULES, setup_for(3, 4), content, keep_undo=False)
    bot = RandomBot(0, Rng(1))
    seen = set()
    prompt = match.pending
    for _ in range(200):
        seen.add(bot.choose(None, prompt))
    assert seen == set(prompt.values)
