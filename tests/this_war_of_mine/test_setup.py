"""This War of Mine's setup in the rulebook's order (L474-561), and the action limits of black markers
(L673-681, with the rulebook's Emilia example, E5)."""
from __future__ import annotations

import pytest

from game.games.this_war_of_mine.rules.setup import new_person
from game.games.this_war_of_mine.rules.state import DIFFICULTY_EVENTS, STARTING_STORAGE, black_markers, stages_open

from .support import content, started as _started


def started(seed: int = 1, difficulty: str = "normal", seats: int = 2):
    return _started(seed, seats=seats, difficulty=difficulty)


@pytest.mark.parametrize("difficulty", sorted(DIFFICULTY_EVENTS))
def test_the_events_deck_is_built_from_the_bottom_up(difficulty):
    state = started(difficulty=difficulty)
    deck, events = state.events_deck, content().tables["events"]
    before_two, before_three = DIFFICULTY_EVENTS[difficulty]
    assert deck[0] == "chapter-1" and deck[1 + before_two] == "chapter-2"
    assert deck[2 + before_two + before_three] == "chapter-3"
    assert all(events[card_id].kind == "event" for card_id in deck[1:1 + before_two])
    assert all(events[card_id].kind == "event" for card_id in deck[2 + before_two:2 + before_two + before_three])
    assert sorted(events[card_id].kind for card_id in deck[3 + before_two + before_three:]) == [
        "ceasefire", "ending", "ending"]
    assert len(state.waste) == 12 - before_two - before_three, "the Events left out go to the Waste bag"


def test_hard_and_hardcore_lengthen_chapters_one_and_two():
    assert [sum(DIFFICULTY_EVENTS[d]) for d in ("normal", "hard", "hardcore")] == [7, 9, 11]


def test_the_ending_events_are_shuffled_at_the_bottom():
    orders = {tuple(started(seed).events_deck[-3:]) for seed in range(12)}
    assert len(orders) > 1


def test_three_locations_lie_on_close_distant_and_far_and_the_rest_form_the_deck():
    state = started()
    assert set(state.locations) == {"close", "distant", "far"}
    assert len(set(state.locations.values())) == 3
    assert len(state.locations_deck) == len(content().tables["locations"]) - 3


def test_the_red_corner_cards_are_set_aside():
    state = started()
    residents, raids = content().tables["residents"], content().tables["night_raids"]
    assert all(residents[c].crime_wave for c in state.residents_aside) and len(state.residents_aside) == 5
    assert not any(residents[c].crime_wave for c in state.residents_deck)
    assert all(raids[c].crime_wave for c in state.night_raids_aside) and len(state.night_raids_aside) == 5
    assert len(state.night_raids_deck) == 5, "the base game starts with only 5 Night Raid cards (A28)"


def test_fittings_and_ideas_start_apart():
    state = started()
    fittings = content().tables["fittings"]
    assert all(fittings[c].deck == "fittings" for c in state.fittings_deck)
    assert all(fittings[c].deck == "ideas" for c in state.ideas_deck)


def test_each_shelter_card_lies_on_a_space_of_its_name_and_they_are_shuffled_among_them():
    spaces, cards = content().tables["shelter"], content().tables["shelter_cards"]
    layouts = set()
    for seed in range(6):
        shelter = started(seed).shelter
        placed = {space: spot["card"] for space, spot in shelter.items() if spot["card"]}
        assert len(placed) == 19
        assert all(cards[card].kind == spaces[space].holds for space, card in placed.items())
        layouts.add(tuple(sorted(placed.items())))
    assert len(layouts) > 1


def test_the_starting_storage():
    assert started().storage == STARTING_STORAGE == {"lockpick": 1, "shovel": 1, "raw-food": 3, "components": 4,
                                                     "wood": 4, "water": 2}


def test_the_first_red_bordered_and_the_first_two_black_bordered_characters_start_hungry_on_guard():
    for seed in range(8):
        state = started(seed)
        cards = content().tables["characters"]
        borders = sorted(cards[p["id"]].border for p in state.characters)
        assert borders == ["black", "black", "red"]
        assert all(p["states"] == {"hunger": 2} and p["place"] == "guard" and p["starting"] for p in state.characters)
        assert len(state.characters_deck) == 9 and not set(state.characters_deck) & {p["id"] for p in state.characters}


def test_the_leader_is_one_of_the_players():
    assert {started(seed, seats=3).leader for seed in range(20)} == {0, 1, 2}


def test_e5_black_markers_never_add_up():
    # Emilia: four State tokens, one without a marker and three with one: stages 1 and 2 only (L681)
    state = started()
    person = new_person(next(iter(content().tables["characters"])), False)
    person["states"] = {"hunger": 1, "fatigue": 2, "wounds": 2, "illness": 2}
    assert black_markers(state, person) == 1 and stages_open(state, person) == 2
    assert stages_open(state, new_person(person["id"], True)) == 3, "Hunger 2 leaves all three stages"
    person["states"] = {"fatigue": 4}
    assert stages_open(state, person) == 0
