"""Everything Lost's sample_hidden: the searching bot's draws of what the town could hold, from the survivor's view."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.search import InformationSet, SearchBot
from game.core.session import Session
from game.games.everything_lost.rules import RULES
from tests.kit.positions import bot_positions

from .support import content

# what changes what is hidden: the chapter (the "who goes there" rubble cards are in the deck from chapter 2),
# the starting level (which zombies are in the deck and which in the box), the nightmare side (a longer fight
# for the same cards), the skills table (how many building and rubble cards each zone deals)
GAMES = [(31, ("mission-m1a",)), (32, ("mission-m2b", "nightmare")), (33, ("mission-m3b", "level-3")),
         (34, ("mission-m4b", "level-4", "skills-expert")), (35, ("mission-m3a", "level-2", "skills-hard"))]


def positions(seed: int, variants=(), every: int = 3, bot: str = "survivor"):
    """States along a mission of the survivor bot, every few answers, each with the seat asked there."""
    setup = MatchSetup("everything_lost", (Seat("Me", 0, bot),), seed,
                       RULES.info.resolve_variants(tuple(variants), 1))
    yield from bot_positions(Session(Match(RULES, setup, content(), keep_undo=False)), every)


def copied(state):
    return RULES.state_from_json(RULES.state_to_json(state), state.content)


def with_cards_face_up(state, n: int = 2):
    """A copy in which some cards of the zombie deck went back zombie side up (as after a clean escape)."""
    other = copied(state)
    other.zombies_up = list(other.zombie_deck[1:1 + n])
    other.invalidate()
    return other


def face_down_mob(state) -> list[str]:
    return [entry["card"] for entry in state.mob if not entry["known"]]


def hidden_cards(state) -> dict:
    """Everything the sampler may deal afresh, as multisets (what must be kept whatever the deal)."""
    up = set(state.zombies_up)
    return {"buildings": sorted(state.building_deck), "rubble": sorted(state.rubble_deck),
            "side_missions": sorted(state.side_deck),
            "zombies": sorted(state.zombie_deck + face_down_mob(state)),
            "face_up_in_deck": sorted(card for card in state.zombie_deck if card in up)}


def assert_sample_keeps_the_view(state, seat, sample):
    assert RULES.view(sample, seat) == RULES.view(state, seat)
    assert RULES.prompt(sample) == RULES.prompt(state)
    assert sample.rng.to_json() != state.rng.to_json()                 # the dice to come are unknown too
    assert hidden_cards(sample) == hidden_cards(state)
    assert not set(face_down_mob(sample)) & set(sample.zombies_up)     # a face-up card joins the mob known
    assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)


@pytest.mark.parametrize("seed, variants", GAMES)
def test_a_sample_shows_the_survivor_what_they_saw_and_depends_on_nothing_they_did_not(seed, variants):
    seen = 0
    for real, seat in positions(seed, variants):
        for state in (real, with_cards_face_up(real)):
            before = RULES.state_to_json(state)
            sample = RULES.sample_hidden(state, seat, random.Random(7))
            assert RULES.state_to_json(state) == before                   # the real state is untouched
            assert_sample_keeps_the_view(state, seat, sample)
            other = RULES.sample_hidden(state, seat, random.Random(1))     # the same view, other hidden cards
            assert_sample_keeps_the_view(state, seat, other)
            # equal views give equal draws: nothing of the hidden cards' places, nor of the generator, leaks
            assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                    == RULES.state_to_json(sample))
            seen += 1
    assert seen > 10


def rearranged(state):
    """The same table as far as the survivor can see, the hidden cards lying elsewhere, another generator."""
    other = copied(state)
    for deck in (other.building_deck, other.rubble_deck, other.side_deck):
        deck.reverse()
    up = set(other.zombies_up)
    deck = other.zombie_deck
    down = [k for k, card in enumerate(deck) if card not in up]
    mob = [entry for entry in other.mob if not entry["known"]]
    if down and mob:                                  # a face-down mob card trades places with one in the deck
        deck[down[-1]], mob[0]["card"] = mob[0]["card"], deck[down[-1]]
    deck.reverse()                                    # and the face-up ones lie elsewhere in the deck
    other.rng = Rng(12345)
    other.invalidate()
    return other


@pytest.mark.parametrize("seed, variants", GAMES[:3])
def test_draws_do_not_depend_on_where_the_hidden_cards_lie(seed, variants):
    moved = traded = 0
    for real, seat in positions(seed, variants, every=4):
        for state in (real, with_cards_face_up(real, 3)):
            other = rearranged(state)
            assert RULES.view(other, seat) == RULES.view(state, seat)
            moved += RULES.state_to_json(other) != RULES.state_to_json(state)
            traded += face_down_mob(other) != face_down_mob(state)
            assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                    == RULES.state_to_json(RULES.sample_hidden(state, seat, random.Random(7))))
    assert moved > 5 and traded > 3


def test_the_hidden_parts_really_are_dealt_afresh():
    state, seat = next((s, seat) for s, seat in positions(33, GAMES[2][1], every=1) if len(face_down_mob(s)) >= 2)
    state = with_cards_face_up(state, 3)
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(6)]
    for part in ("building_deck", "rubble_deck", "side_deck", "zombie_deck"):
        assert len({tuple(getattr(sample, part)) for sample in samples}) > 1, part
    assert len({tuple(face_down_mob(sample)) for sample in samples}) > 1
    # which places of the deck hold the cards that went back face up is drawn too, and they stay in the deck
    up = set(state.zombies_up)
    assert len({tuple(card in up for card in sample.zombie_deck) for sample in samples}) > 1
    assert all(up <= set(sample.zombie_deck) for sample in samples)


def test_only_what_the_view_leaves_open_is_redrawn():
    for state, seat in positions(34, GAMES[3][1], every=5):
        sample = RULES.sample_hidden(state, seat, random.Random(3))
        for name in ("building_discard", "rubble_discard", "zombie_discard", "zombie_box", "zombies_up",
                     "weapon_deck", "mob_skills", "active", "task_stack", "side_missions", "weapons"):
            assert getattr(sample, name) == getattr(state, name), name
        for real, drawn in zip(state.mob, sample.mob):
            assert drawn["known"] == real["known"]
            if real["known"]:
                assert drawn["card"] == real["card"]


def test_samples_play_on_to_the_end():
    rng = random.Random(2)
    played = 0
    for seed, variants in GAMES:
        for bot in ("survivor", "random"):
            for real, seat in positions(seed + 10, variants, every=6, bot=bot):
                for state in (real, with_cards_face_up(real)):
                    sample = RULES.sample_hidden(state, seat, rng)
                    bot_here = RULES.bots[bot](0, Rng(rng.getrandbits(32)))
                    for _ in range(3000):
                        problems = RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
                        assert not problems, problems
                        prompt = RULES.prompt(sample)
                        assert (prompt is None) == (RULES.outcome(sample) is not None)
                        if prompt is None:
                            break
                        values = prompt.values
                        assert values and len(set(values)) == len(values)
                        RULES.apply(sample, bot_here.choose(RULES.view(sample, prompt.seat), prompt))
                    assert RULES.outcome(sample) is not None
                    played += 1
    assert played > 50


def test_the_searching_bot_chooses_alike_when_only_what_it_cannot_see_differs():
    chosen = 0
    for seed, variants in GAMES[:3]:
        for real, seat in positions(seed, variants, every=5):
            prompt = RULES.prompt(real)
            if len(prompt.options) < 2:
                continue
            for state in (real, with_cards_face_up(real)):
                other = RULES.sample_hidden(state, seat, random.Random(99))
                answers = []
                for table in (state, other):
                    bot = SearchBot(seat, Rng(5), iterations=40)
                    answers.append(bot.choose(InformationSet(RULES, table, seat, 1), RULES.prompt(table)))
                assert answers[0] == answers[1]
                chosen += 1
            if chosen >= 4 * (GAMES.index((seed, variants)) + 1):
                break
    assert chosen >= 10
