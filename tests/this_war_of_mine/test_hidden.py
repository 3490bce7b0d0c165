"""This War of Mine's sample_hidden: the searching bot's draws of what the table could be, from one seat's view."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.search import InformationSet, SearchBot
from game.core.session import Session
from game.games.this_war_of_mine.rules import RULES
from tests.kit.positions import bot_positions

from .support import content

# the player counts, modes and modules that lay out other hidden things: the base war; Short Mode (its own
# Events deck, red-corner cards set aside at random); One Character Per Player with Semi-Coop (offers, ballots,
# Roles, Conflicts); Hidden Objectives with the Table, the Sewers and Tactics (their decks); Orphans of War,
# Farmers and Market and Heart of the City (theirs); a Scenario (its own Events); the board's back (Shelter
# cards left in the box)
GAMES = [(2, 31, ()), (1, 32, ("short_mode",)), (4, 33, ("one_each", "semi_coop")),
         (2, 34, ("one_each", "hidden_objectives", "the_table", "sewers", "tactics")),
         (3, 35, ("orphans_of_war", "farmers_market", "heart_of_the_city")), (2, 36, ("last_winter",)),
         (2, 37, ("back_of_board", "hard"))]


def positions(players: int, seed: int, variants=(), every: int = 9, limit: int = 10**6):
    """States along a war of the Leader bots, every few answers (up to `limit`), each with the seat asked there."""
    setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{i}", i, "leader") for i in range(players)), seed,
                       RULES.info.resolve_variants(tuple(variants), players))
    yield from bot_positions(Session(Match(RULES, setup, content(), keep_undo=False)), every, limit)


def hidden_cards(state) -> dict:
    """What the sampler may deal afresh, as multisets: whatever the deal, every pool keeps its cards."""
    pools = {deck: Counter(getattr(state, deck)) for deck in (
        "locations_deck", "findings_deck", "visitors_deck", "fate_deck", "narrative_deck", "colors_deck",
        "opportunities", "heart_deck")}
    pools["events"] = Counter(state.events_deck + [entry.partition(":")[2] for entry in state.waste
                                                     if entry.startswith("events:")])
    pools["waste"] = Counter(entry for entry in state.waste if not entry.startswith("events:"))
    pools["exploration"] = Counter(state.exploration_deck + state.unknown)
    pools["residents"] = Counter(state.residents_deck + state.residents_aside)
    pools["raids"] = Counter(state.night_raids_deck + state.night_raids_aside)
    for name, owner in (("orphans", state.orphans), ("market", state.market), ("sewers", state.sewers),
                        ("tactics", state.tactics)):
        for key in ("deck", "wares", "tiles", "rooms", "corridors", "cover"):
            pools[f"{name}.{key}"] = Counter((owner or {}).get(key, []))
    return pools


def shelter_kinds(state) -> dict:
    cards = state.content.tables["shelter_cards"]
    return {space: (cards[spot["card"]].kind if spot["card"] else None,
                    [cards[card].kind for card in spot.get("under", [])]) for space, spot in state.shelter.items()}


@pytest.mark.parametrize("players, seed, variants", GAMES)
def test_a_sample_shows_the_seat_what_it_saw_and_depends_on_nothing_it_did_not(players, seed, variants):
    for state, seat in positions(players, seed, variants, every=23, limit=500):
        before = RULES.state_to_json(state)
        sample = RULES.sample_hidden(state, seat, random.Random(7))
        assert RULES.state_to_json(state) == before                       # the real state is untouched
        assert RULES.view(sample, seat) == RULES.view(state, seat)
        assert RULES.prompt(sample).values == RULES.prompt(state).values
        assert RULES.prompt(sample).text == RULES.prompt(state).text
        assert sample.rng.to_json() != state.rng.to_json()                 # the dice to come are unknown too
        assert hidden_cards(sample) == hidden_cards(state)
        assert shelter_kinds(sample) == shelter_kinds(state)
        # the Chapter cards stay where they lie
        assert [c if c.startswith("chapter-") else None for c in sample.events_deck] == \
            [c if c.startswith("chapter-") else None for c in state.events_deck]
        assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
        other = RULES.sample_hidden(state, seat, random.Random(1))         # the same view, other hidden cards
        assert RULES.view(other, seat) == RULES.view(state, seat)
        # equal views give equal draws: nothing of the hidden cards' places, nor of the generator, leaks
        assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                == RULES.state_to_json(sample))


def test_the_hidden_parts_really_are_dealt_afresh():
    state, seat = next(positions(2, 41, ("one_each", "hidden_objectives", "the_table", "sewers", "tactics")))
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(6)]
    for part in ("events_deck", "locations_deck", "exploration_deck", "residents_deck", "night_raids_deck",
                 "findings_deck", "visitors_deck", "fate_deck", "narrative_deck", "characters_deck", "opportunities"):
        assert len({tuple(getattr(sample, part)) for sample in samples}) > 1, part
    for part, key in (("sewers", "tiles"), ("sewers", "rooms"), ("sewers", "corridors"), ("tactics", "rooms"),
                      ("tactics", "cover")):
        assert len({tuple(getattr(sample, part)[key]) for sample in samples}) > 1, (part, key)
    assert all(sample.sewers["tiles"][0] == state.sewers["tiles"][0] for sample in samples)   # the Starting Zone
    assert len({tuple(spot["card"] for spot in sample.shelter.values()) for sample in samples}) > 1
    # the other players' Characters on offer, and their secret objectives; the seat's own stay
    offers = next(task for task in state.task_stack if task["t"] == "pick_characters")["offers"]
    drawn = [next(t for t in sample.task_stack if t["t"] == "pick_characters")["offers"] for sample in samples]
    assert all(offer[str(seat)] == offers[str(seat)] for offer in drawn)
    assert len({tuple(offer[str(1 - seat)]) for offer in drawn}) > 1
    assert all(s.secret_objectives[str(seat)] == state.secret_objectives[str(seat)] for s in samples)
    assert len({s.secret_objectives[str(1 - seat)]["card"] for s in samples}) > 1
    # the Events left out at setup are dealt with the deck's: some samples bring one of them into the war
    left = [entry for entry in state.waste if entry.startswith("events:")]
    assert len({tuple(entry for entry in sample.waste if entry.startswith("events:")) for sample in samples}) > 1
    assert all(len([e for e in sample.waste if e.startswith("events:")]) == len(left) for sample in samples)


def test_semi_coop_deals_the_others_roles_conflicts_and_ballots():
    seen_roles = seen_conflicts = seen_votes = 0
    for state, seat in positions(4, 43, ("one_each", "semi_coop"), every=5, limit=400):
        samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(4)]
        others = [owner for owner, held in state.roles.items() if owner != str(seat) and not held["revealed"]]
        if others:
            seen_roles += len({tuple(s.roles[o]["card"] for o in others) for s in samples}) > 1
            seen_conflicts += len({tuple(s.conflicts[o]["card"] for o in sorted(s.conflicts) if o != str(seat))
                                   for s in samples}) > 1
            roles = state.content.tables["roles"]
            assert all(roles[s.roles[o]["card"]].reveal != "now" for s in samples for o in others)
        for sample in samples:
            assert sample.roles.get(str(seat)) == state.roles.get(str(seat))
            assert sample.conflicts.get(str(seat)) == state.conflicts.get(str(seat))
        ballots = [task["votes"] for task in state.task_stack if task.get("votes")]
        if ballots and any(len(b) > 1 for votes in ballots for b in votes.values()):
            drawn = {repr([t.get("votes") for t in s.task_stack]) for s in samples}
            seen_votes += len(drawn) > 1
    assert seen_roles and seen_conflicts and seen_votes


def test_samples_play_on_with_every_state_check():
    """From samples along several wars, the Leader bots play on (a few hundred answers, or to the end), the
    state's shape and its cross-checks passing after every answer."""
    rng = random.Random(2)
    for players, seed, variants in [(2, 51, ()), (1, 52, ("short_mode",)), (4, 53, ("one_each", "semi_coop")),
                                    (2, 54, ("one_each", "hidden_objectives", "the_table", "sewers", "tactics")),
                                    (3, 55, ("orphans_of_war", "farmers_market", "heart_of_the_city"))]:
        for state, seat in positions(players, seed, variants, every=90, limit=600):
            sample = RULES.sample_hidden(state, seat, rng)
            bots = {s: RULES.bots["leader"](s, Rng(s)) for s in range(players)}
            for _ in range(250):
                assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
                prompt = RULES.prompt(sample)
                if prompt is None:
                    assert RULES.outcome(sample) is not None
                    break
                answer = bots[prompt.seat].choose(RULES.view(sample, prompt.seat), prompt)
                assert answer in prompt.values
                RULES.apply(sample, answer)


def test_the_searching_bot_chooses_alike_when_only_what_it_cannot_see_differs():
    chosen = 0
    for state, seat in positions(2, 14, every=7):
        prompt = RULES.prompt(state)
        if len(prompt.options) < 2 or state.day < 2:
            continue
        other = RULES.sample_hidden(state, seat, random.Random(99))
        answers = []
        for table in (state, other):
            bot = SearchBot(seat, Rng(5), iterations=40)
            answers.append(bot.choose(InformationSet(RULES, table, seat, 2), RULES.prompt(table)))
        assert answers[0] == answers[1]
        chosen += 1
        if chosen == 3:
            break
    assert chosen == 3


def test_the_search_bots_are_offered_but_not_played_through_whole_wars():
    from game.core.search import SEARCH_KINDS
    assert set(SEARCH_KINDS) <= set(RULES.bots)
    assert not set(SEARCH_KINDS) & set(RULES.info.bot_kinds)
    assert RULES.search_policy in RULES.info.bot_kinds
    value = RULES.search_value(next(positions(3, 5))[0])
    assert len(value) == 3 and all(0.0 <= v <= 1.0 for v in value) and len(set(value)) == 1
