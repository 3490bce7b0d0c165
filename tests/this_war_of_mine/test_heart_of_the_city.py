"""Heart of the City (L1384-1400): after Scavenging, before Choose Findings, the party may go by the square;
one card of its five is drawn, its script read, and the card removed; with none left the square asks
nothing. Only with the three Chapters: refused with Short Mode."""
from __future__ import annotations

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.bots import LeaderBot
from game.games.this_war_of_mine.rules import INFO, RULES

from .support import content, started

MODULE = "heart_of_the_city"


def to_the_square(seed: int = 1) -> Match:
    """A two-player war played by the Leader bot until the party is asked about the square."""
    game = Match(RULES, MatchSetup("this_war_of_mine", (Seat("A", 0), Seat("B", 1)), seed, (MODULE,)), content(),
                 keep_undo=False)
    bot = LeaderBot(0, Rng(seed))
    for _ in range(4000):
        if game.pending.context["why"] == "heart_visit":
            return game
        game.apply(bot.choose(game.view(game.pending.seat), game.pending))
    raise AssertionError("never at the square")


def test_it_is_a_story_module_refused_with_short_mode():
    variant = next(v for v in INFO.variants if v.id == MODULE)
    assert variant.section == "Story modules"
    assert "Short Mode" in INFO.refusal((MODULE, "short_mode"), 2) and INFO.refusal((MODULE,), 2) is None


def test_its_five_cards_are_shuffled_into_their_own_deck():
    assert sorted(started(options=[MODULE]).heart_deck) == sorted(content().tables["heart_of_the_city"])
    assert started().heart_deck == []


def test_the_visit_comes_after_exploring_and_before_choosing_and_draws_one_card_for_good():
    game = to_the_square()
    state = game.state
    assert state.phase == "scavenging" and not any(t["t"] == "scavenge" and "carried" in t for t in state.task_stack)
    top = state.heart_deck[0]
    script = content().tables["heart_of_the_city"][top].script
    events = game.apply("pick:visit")
    assert any(e.kind == "heart_of_the_city" for e in events)
    assert top not in state.heart_deck and f"{MODULE}:{top}" in state.waste and len(state.heart_deck) == 4
    assert script in state.stats["scripts_read"], "its script read"
    assert game.view(0)["decks"][MODULE] == 4
    assert RULES.saved_state_problems(game.snapshot(), content()) == []


def test_going_straight_home_draws_nothing():
    game = to_the_square()
    deck = list(game.state.heart_deck)
    game.apply("pick:home")
    assert game.state.heart_deck == deck
    assert game.pending.context["why"] != "heart_visit"


def test_with_the_deck_spent_the_square_asks_nothing():
    game = to_the_square()
    state = game.state
    state.waste += [f"{MODULE}:{card}" for card in state.heart_deck[1:]]
    state.heart_deck = state.heart_deck[:1]
    game.apply("pick:visit")
    bot = LeaderBot(0, Rng(2))
    for _ in range(3000):
        if state.phase == "over":
            break
        assert game.pending.context["why"] != "heart_visit", "no card left: no visit"
        game.apply(bot.choose(game.view(game.pending.seat), game.pending))


def test_going_by_the_square_can_t_be_undone_it_shows_a_card():
    game = to_the_square()
    assert "pick:visit" in game.final_answers()
