"""Hit Z Road's sample_hidden: the searching bot's draws of what the table could be, from one seat's view."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.search import InformationSet, SearchBot
from game.core.session import Session
from game.games.hit_z_road.rules import RULES
from tests.kit.positions import bot_positions

from .helpers import real_content


def positions(players: int, seed: int, every: int = 9):
    """States along a bot game (solo included), every few answers, each with the seat asked there."""
    content = real_content()
    setup = MatchSetup("hit_z_road", tuple(Seat(f"P{i}", i, "heuristic") for i in range(players)), seed)
    yield from bot_positions(Session(Match(RULES, setup, content, keep_undo=False)), every)


def as_json(state) -> dict:
    data = RULES.state_to_json(state)
    data.pop("rng")
    return data


@pytest.mark.parametrize("players, seed", [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_a_sample_shows_the_seat_what_it_saw_and_depends_on_nothing_it_did_not(players, seed):
    for state, seat in positions(players, seed):
        before = RULES.state_to_json(state)
        sample = RULES.sample_hidden(state, seat, random.Random(7))
        assert RULES.state_to_json(state) == before                       # the real state is untouched
        assert RULES.view(sample, seat) == RULES.view(state, seat)
        assert sample.rng.to_json() != state.rng.to_json()                 # the dice to come are unknown too
        other = RULES.sample_hidden(state, seat, random.Random(1))         # the same view, other hidden cards
        assert RULES.view(other, seat) == RULES.view(state, seat)
        assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                == RULES.state_to_json(sample))


def test_the_hidden_cards_really_are_dealt_afresh_and_only_within_their_level():
    state, seat = next(positions(2, 8))
    cards = state.cards
    decks = {tuple(RULES.sample_hidden(state, seat, random.Random(n)).deck) for n in range(5)}
    assert len(decks) == 5
    for deck in decks:
        assert [cards[c].level for c in deck] == [cards[c].level for c in state.deck]
    sample = RULES.sample_hidden(state, seat, random.Random(3))
    assert sorted(sample.deck + sample.set_aside) == sorted(state.deck + state.set_aside)


def test_another_seats_won_cards_are_hidden_and_redrawn_but_mine_are_kept():
    for state, seat in positions(3, 11, every=5):
        theirs = [s for s in range(state.players) if s != seat and state.won_cards[s]]
        if state.won_cards[seat] and theirs and state.phase != "over":
            break
    else:
        pytest.fail("no position where two seats had won cards")
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(6)]
    assert all(sample.won_cards[seat] == state.won_cards[seat] for sample in samples)
    assert len({tuple(sample.won_cards[theirs[0]]) for sample in samples}) > 1


def test_samples_play_on_to_the_end():
    rng = random.Random(2)
    for players, seed in [(1, 21), (2, 22), (4, 23)]:
        for state, seat in positions(players, seed, every=25):
            sample = RULES.sample_hidden(state, seat, rng)
            bots = {s: RULES.bots["heuristic"](s, Rng(s)) for s in range(players)}
            for _ in range(2000):
                prompt = RULES.prompt(sample)
                if prompt is None:
                    break
                RULES.apply(sample, bots[prompt.seat].choose(RULES.view(sample, prompt.seat), prompt))
            assert RULES.outcome(sample) is not None


def test_the_searching_bot_chooses_alike_when_only_what_it_cannot_see_differs():
    chosen = 0
    for state, seat in positions(2, 14, every=7):
        prompt = RULES.prompt(state)
        if len(prompt.options) < 2:
            continue
        other = RULES.sample_hidden(state, seat, random.Random(99))
        answers = []
        for table in (state, other):
            bot = SearchBot(seat, Rng(5), iterations=40)
            answers.append(bot.choose(InformationSet(RULES, table, seat, state.players), RULES.prompt(table)))
        assert answers[0] == answers[1]
        chosen += 1
        if chosen == 4:
            break
    assert chosen == 4
