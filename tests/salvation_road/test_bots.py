"""The bots: they see only the view, answer legally, fast, and the co-operative one can win."""
from __future__ import annotations


from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.core.session import Session
from game.games.salvation_road.bots import CooperativeBot, RandomBot
from game.games.salvation_road.rules import RULES

from .helpers import content


def play(players: int, seed: int, kinds, variants=()):
    setup = MatchSetup("salvation_road", tuple(Seat(f"b{i}", i, kinds[i % len(kinds)]) for i in range(players)),
                       seed, variants)
    session = Session(Match(RULES, setup, content(), keep_undo=False))
    while session.bot_to_answer:
        value = session.bot_choice()
        assert value in session.match.legal_answers()
        session.answer(value)
    return session.match.outcome()


def test_cooperative_bots_play_every_player_count_quickly():
    for players, variants in ((1, ()), (2, ()), (3, ("limited-communication",)), (4, ()), (5, ()),
                              (6, ("survival",)), (8, ())):
        assert play(players, 40 + players, ["cooperative"], variants) is not None


def test_bots_mix_and_never_claim_a_broken_rule():
    assert play(4, 5, ["cooperative", "random"], ("limited-communication",)) is not None


def test_the_cooperative_team_wins_some_games():
    wins = sum(bool(play(2, seed, ["cooperative"]).winners) for seed in range(30))
    assert 1 <= wins <= 25


def test_bots_read_only_the_view():
    class Spy(CooperativeBot):
        def choose(self, view, prompt):
            assert isinstance(view, dict) and view["game"] == "salvation_road"
            return super().choose(view, prompt)
    setup = MatchSetup("salvation_road", tuple(Seat(f"b{i}", i, "cooperative") for i in range(2)), 8)
    match = Match(RULES, setup, content(), keep_undo=False)
    session = Session(match, {0: Spy(0, None), 1: Spy(1, None)})
    session.play_bots_to_end()
    assert match.is_over


def test_random_bot_owns_up_to_a_broken_rule_only_now_and_then():
    from collections import Counter

    from game.core.prompt import Option, Prompt
    from game.core.rng import Rng
    bot = RandomBot(0, Rng(1))
    prompt = Prompt(0, "action", "x", (Option("a", "a"), Option("b", "b"), Option("penalty", "p")))
    picks = Counter(bot.choose(None, prompt) for _ in range(2000))
    assert set(picks) == {"a", "b", "penalty"} and picks["penalty"] < 200


def test_the_penalty_answer_comes_last_so_the_random_bot_looks_only_there():
    """RandomBot.rare_comes_last: with it the bot draws exactly as a scan of every answer would."""
    assert RandomBot.rare_comes_last and set(RandomBot.rare) == {"penalty"}
    seen = 0
    for seed in range(20):
        setup = MatchSetup("salvation_road", tuple(Seat(f"b{i}", i, "random") for i in range(3)), seed,
                           ("limited-communication",))
        session = Session(Match(RULES, setup, content(), keep_undo=False))
        while session.bot_to_answer:
            values = session.match.legal_answers()
            if "penalty" in values:
                seen += 1
                assert values.index("penalty") == len(values) - 1
            session.answer(session.bot_choice())
    assert seen > 50
