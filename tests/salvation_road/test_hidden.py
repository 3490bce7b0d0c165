"""Salvation Road's sample_hidden: the searching bot's draws of what the table could be, from one seat's view."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.search import InformationSet, SearchBot
from game.core.session import Session
from game.games.salvation_road.rules import RULES
from tests.kit.positions import bot_positions

from .helpers import check_invariants, content

# the player counts and variants that lay out a different table (the number of locations and roads, the
# characters dealt, the search cards' worth); limited communication changes only who may talk
GAMES = [(2, 31, ()), (4, 32, ("limited-communication",)), (1, 33, ("solo-3",)), (6, 34, ("survival",)),
         (5, 35, ("heroic",))]


def positions(players: int, seed: int, variants=(), every: int = 9):
    """States along a game of the team bots, every few answers, each with the seat asked there."""
    setup = MatchSetup("salvation_road", tuple(Seat(f"P{i}", i, "cooperative") for i in range(players)), seed,
                       tuple(variants))
    yield from bot_positions(Session(Match(RULES, setup, content(), keep_undo=False)), every)


def hidden_cards(state) -> dict:
    """Everything the sampler may deal afresh, as multisets (what must be kept whatever the deal)."""
    return {"apocalypse": sorted(state.apocalypse_deck + state.apocalypse_set_aside),
            "search": sorted(state.search_deck + state.search_discard),
            "roads": sorted(state.road_deck + [rid for rid, explored in state.roadmap if not explored]),
            "wounds": Counter(state.unknown_wounds) + Counter(state.revealed_wound_pile)}


@pytest.mark.parametrize("players, seed, variants", GAMES)
def test_a_sample_shows_the_seat_what_it_saw_and_depends_on_nothing_it_did_not(players, seed, variants):
    for state, seat in positions(players, seed, variants):
        before = RULES.state_to_json(state)
        sample = RULES.sample_hidden(state, seat, random.Random(7))
        assert RULES.state_to_json(state) == before                       # the real state is untouched
        assert RULES.view(sample, seat) == RULES.view(state, seat)
        assert RULES.prompt(sample).values == RULES.prompt(state).values
        assert sample.rng.to_json() != state.rng.to_json()                 # the dice to come are unknown too
        assert hidden_cards(sample) == hidden_cards(state)
        assert sum(sample.unknown_wounds.values()) == sum(state.unknown_wounds.values())
        other = RULES.sample_hidden(state, seat, random.Random(1))         # the same view, other hidden cards
        assert RULES.view(other, seat) == RULES.view(state, seat)
        # equal views give equal draws: nothing of the hidden cards' places, nor of the generator, leaks
        assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                == RULES.state_to_json(sample))


def rearranged(state):
    """The same table as far as anyone can see, its hidden cards lying elsewhere, another generator."""
    other = RULES.state_from_json(RULES.state_to_json(state), state.content)
    locations = state.content.tables["locations"]
    other.apocalypse_deck.reverse()
    if other.apocalypse_deck:
        deck, aside = other.apocalypse_deck, other.apocalypse_set_aside
        deck[0], aside[0] = aside[0], deck[0]
    cards = other.search_deck + other.search_discard
    cards = cards[1:] + cards[:1]
    other.search_deck, other.search_discard = cards[:len(other.search_deck)], cards[len(other.search_deck):]
    other.road_deck[1:] = other.road_deck[:0:-1]
    in_play = {loc["id"] for loc in other.locations}
    for loc in other.locations:
        if not loc["up"]:
            loc["id"] = next(lid for lid in sorted(locations)
                             if lid not in in_play and locations[lid].recon == locations[loc["id"]].recon)
            break
    unknown, pile = other.unknown_wounds, other.revealed_wound_pile
    swap = next(((a, b) for a in sorted(unknown) for b in sorted(pile) if a != b), None)
    if swap:
        a, b = swap
        unknown[a] -= 1
        pile[b] -= 1
        unknown[b] = unknown.get(b, 0) + 1
        pile[a] = pile.get(a, 0) + 1
        other.unknown_wounds = {w: n for w, n in unknown.items() if n}
        other.revealed_wound_pile = {w: n for w, n in pile.items() if n}
    other.rng = Rng(12345)
    other.invalidate()
    return other


@pytest.mark.parametrize("players, seed", [(2, 44), (4, 45)])
def test_draws_do_not_depend_on_where_the_hidden_cards_lie(players, seed):
    moved = 0
    for state, seat in positions(players, seed, every=11):
        if (state.pending_decision or {}).get("k") == "peek":
            continue
        other = rearranged(state)
        assert RULES.view(other, seat) == RULES.view(state, seat)
        moved += RULES.state_to_json(other) != RULES.state_to_json(state)
        assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                == RULES.state_to_json(RULES.sample_hidden(state, seat, random.Random(7))))
    assert moved > 5


def test_the_hidden_parts_really_are_dealt_afresh():
    state, seat = next(positions(2, 41))
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(5)]
    for part in ("apocalypse_deck", "search_deck", "road_deck", "apocalypse_set_aside"):
        assert len({tuple(getattr(sample, part)) for sample in samples}) > 1, part
    down = [k for k, loc in enumerate(state.locations) if not loc["up"]]
    assert down and len({tuple(sample.locations[k]["id"] for k in down) for sample in samples}) > 1
    # what the view doesn't tell is redrawn too: which face-down slot holds the recon location, and what
    # the road cards under the deck's top need
    locations, roads = content().tables["locations"], content().tables["roads"]
    assert len({tuple(locations[sample.locations[k]["id"]].recon for k in down) for sample in samples}) > 1
    assert len({tuple(roads[rid].needs for rid in sample.road_deck[1:]) for sample in samples}) > 1
    # the types of the face-down wounds and of the revealed ones discarded (a count in the view)
    state, seat = next((state, seat) for state, seat in positions(2, 41, every=3) if state.revealed_wound_pile)
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(5)]
    assert len({tuple(sorted(sample.revealed_wound_pile.items())) for sample in samples}) > 1
    assert len({tuple(sorted(sample.unknown_wounds.items())) for sample in samples}) > 1


def test_only_what_the_view_leaves_open_is_redrawn():
    locations, roads = content().tables["locations"], content().tables["roads"]
    for state, seat in positions(4, 42, every=15):
        sample = RULES.sample_hidden(state, seat, random.Random(3))
        # face-up locations and explored roads stay; one recon location is in play, wherever it lies
        for real, drawn in zip(state.locations, sample.locations):
            assert drawn["id"] == real["id"] if real["up"] else not drawn["up"]
        assert len({loc["id"] for loc in sample.locations}) == len(sample.locations)
        assert (sum(locations[loc["id"]].recon for loc in sample.locations)
                == sum(locations[loc["id"]].recon for loc in state.locations))
        # a road's unexplored side is shown on the roadmap and atop the deck: it is kept there
        for (rid, explored), (drawn, _) in zip(state.roadmap, sample.roadmap):
            assert drawn == rid if explored else roads[drawn].needs == roads[rid].needs
        if state.road_deck:
            assert roads[sample.road_deck[0]].needs == roads[state.road_deck[0]].needs
        # face-up piles and the cards being resolved stay
        assert sample.apocalypse_discard == state.apocalypse_discard
        assert sample.apocalypse == state.apocalypse and sample.travel == state.travel
        assert sample.characters == state.characters


def test_the_cards_a_pending_peek_shows_stay_on_top():
    state, seat = next(positions(2, 43))
    cid = state.character_order[0]
    top = state.apocalypse_deck[:3]
    state.pending_decision = {"k": "peek", "c": cid, "cards": list(top), "cause": "location:krld-radio-booth"}
    state.invalidate()
    seat = RULES.prompt(state).seat
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(4)]
    assert all(sample.apocalypse_deck[:3] == top for sample in samples)
    assert len({tuple(sample.apocalypse_deck[3:]) for sample in samples}) > 1
    RULES.apply(samples[0], "bottom:1")
    assert samples[0].apocalypse_deck[-1] == top[1]


def test_samples_play_on_to_the_end():
    rng = random.Random(2)
    for players, seed, variants in [(2, 51, ()), (4, 52, ("limited-communication",)), (1, 53, ("solo-4",)),
                                    (7, 54, ("survival",))]:
        for state, seat in positions(players, seed, variants, every=20):
            sample = RULES.sample_hidden(state, seat, rng)
            assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
            check_invariants(sample)
            bots = {s: RULES.bots["cooperative"](s, Rng(s)) for s in range(players)}
            for _ in range(3000):
                prompt = RULES.prompt(sample)
                if prompt is None:
                    break
                RULES.apply(sample, bots[prompt.seat].choose(RULES.view(sample, prompt.seat), prompt))
                check_invariants(sample)
            assert RULES.outcome(sample) is not None
            assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)


def test_the_searching_bot_chooses_alike_when_only_what_it_cannot_see_differs():
    chosen = 0
    for state, seat in positions(2, 14, every=7):
        prompt = RULES.prompt(state)
        if len(prompt.options) < 2 or state.round < 6:      # late in the game: short playouts, a quick test
            continue
        other = RULES.sample_hidden(state, seat, random.Random(99))
        answers = []
        for table in (state, other):
            bot = SearchBot(seat, Rng(5), iterations=60)
            answers.append(bot.choose(InformationSet(RULES, table, seat, 2), RULES.prompt(table)))
        assert answers[0] == answers[1]
        chosen += 1
        if chosen == 3:
            break
    assert chosen == 3
