"""Short Mode (L1724-1781): only the setup changes. The Events deck, the Objectives, the shelter half cleared
with five free Fittings, the starting States and Storage by the black die (the rulebook's table, E26), the
Storage, the Cold, the early Crime Wave and the final choice; and the mode refused with Hard and Hardcore."""
from __future__ import annotations

import pytest

from game.games.this_war_of_mine.rules import INFO
from game.games.this_war_of_mine.rules import short_mode
from game.games.this_war_of_mine.rules.shelter import reachable

from .support import Driver, content, options, started

SETUP = Driver("morning")      # runs Short Mode's setup task, stops at the first Morning

# The rulebook's table (L1755-1764), written out here apart from our data file so that each is checked
# against the other.
TABLE = {
    1: ({"hunger": 1, "misery": 1}, {"broken-guitar": 1}),
    2: ({"hunger": 1, "misery": 1}, {"book": 2}),
    3: ({"fatigue": 1, "hunger": 1}, {"mechanical-part": 2, "electrical-part": 2}),
    4: ({"fatigue": 1, "misery": 1}, {"coffee": 1, "jewelry": 1}),
    5: ({"hunger": 2, "misery": 1}, {"cigarette": 1, "sawblade": 1}),
    6: ({"fatigue": 1, "hunger": 1, "misery": 2}, {"broken-pistol": 1, "moonshine": 1}),
    7: ({"misery": 1, "wounds": 1}, {"broken-shotgun": 1, "alcohol": 1}),
    8: ({"hunger": 1, "illness": 1}, {"knife": 1, "vegetable": 1}),
    9: ({"wounds": 2}, {"shotgun": 1, "ammo": 1, "raw-food": 1}),
    10: ({"illness": 2}, {"hatchet": 1, "canned-food": 1}),
}


def short(seed: int = 1, seats: int = 1):
    return started(seed, seats=seats, options=["short_mode"])


@pytest.mark.parametrize("roll", sorted(TABLE))
def test_e26_each_black_die_result_gives_its_states_and_its_storage_goods(roll):
    state = started(1)
    state.storage, state.characters = {}, state.characters[:1]
    state.rng.force(roll - 1)
    short_mode.starting_states(state, [])
    want_states, want_goods = TABLE[roll]
    assert state.characters[0]["states"] == want_states, "the table's States replace the core game's Hunger 2"
    assert state.storage == want_goods


def test_a_token_the_box_has_run_out_of_is_made_up_by_another_of_the_same_value():
    state = started(1)
    box = content().tables["tokens"]["broken-guitar"].count
    state.storage, state.characters = {"broken-guitar": box}, state.characters[:1]
    state.rng.force(0)
    short_mode.starting_states(state, [])
    worth = content().tables["tokens"]["broken-guitar"].value
    extra = {k: v for k, v in state.storage.items() if k != "broken-guitar"}
    assert sum(extra.values()) == 1 and all(content().tables["tokens"][k].value == worth for k in extra)


def test_the_events_deck_is_four_events_over_chapter_three_over_ceasefire_and_one_more_ending():
    for seed in range(5):
        state = short(seed)
        events = content().tables["events"]
        deck = state.events_deck
        assert len(deck) == 7 and deck[4] == "chapter-3" and "chapter-1" not in deck and "chapter-2" not in deck
        assert all(events[k].kind == "event" for k in deck[:4])
        assert sorted(events[k].kind for k in deck[5:]) == ["ceasefire", "ending"]


def test_one_chapter_objective_lies_face_up_over_survive_and_the_rest_are_removed():
    state = short()
    objectives = content().tables["objectives"]
    assert len(state.objectives_deck) == 2 and objectives[state.objectives_deck[1]].final
    assert not objectives[state.objectives_deck[0]].final
    core = [k for k, card in objectives.items() if not card.module]
    assert sum(k.startswith("objectives:") for k in state.waste) == len(core) - 2


def test_storage_cold_fittings_and_the_early_crime_wave():
    state = short()
    for item, n in short_mode.STORAGE.items():
        assert state.storage.get(item, 0) >= n
    assert "water" not in state.storage, "no Water: the core game's 2 Water and 3 Raw Food are not given"
    assert state.cold == short_mode.COLD
    assert state.ideas_deck == [] and any(content().tables["fittings"][k].deck == "ideas" for k in state.fittings_deck)
    raids, residents = content().tables["night_raids"], content().tables["residents"]
    assert sum(raids[k].crime_wave for k in state.night_raids_deck) == short_mode.CRIME_WAVE
    assert sum(residents[k].crime_wave for k in state.residents_deck) == short_mode.CRIME_WAVE
    assert len(state.night_raids_aside) == sum(c.crime_wave for c in raids.values() if not c.module) - short_mode.CRIME_WAVE


def test_the_leader_removes_three_red_then_three_blue_shelter_cards():
    state = short()
    SETUP.run(state)
    cards = content().tables["shelter_cards"]
    before = sum(1 for spot in state.shelter.values() if spot["card"])
    for colour in (short_mode.RED, short_mode.BLUE):
        for _ in range(short_mode.REMOVED):
            offered = options(state)
            assert offered and all(cards[state.shelter[s]["card"]].kind in colour for s in offered)
            SETUP.answer(state, offered[-1])
    assert sum(1 for spot in state.shelter.values() if spot["card"]) == before - 6


def test_two_random_green_fittings_then_three_of_the_leaders_choice_stand_free_where_one_can_reach():
    state = short()
    SETUP.run(state)
    for _ in range(6):
        SETUP.answer(state, options(state)[0])
    drawn = list(state.task_stack[-1]["random"])
    fittings = content().tables["fittings"]
    assert len(drawn) == 2 and all(fittings[k].deck == "fittings" for k in drawn)
    storage = dict(state.storage)
    for k in range(5):
        offered = options(state)
        if k < 2:
            assert {v.split("|")[0] for v in offered} == {drawn[k]}
        else:       # any Fitting of either corner
            assert any(fittings[v.split("|")[0]].deck == "ideas" for v in offered)
        assert all(v.split("|")[1] in reachable(state) for v in offered)
        SETUP.answer(state, offered[0])
    built = [spot["fitting"] for spot in state.shelter.values() if spot["fitting"]]
    assert len(built) == 5 and set(drawn) <= set(built)
    assert state.storage == storage, "the five cost nothing"
    assert set(options(state)) == {"water", "tokens", "board_up", "cold"}, "then the final choice"


def _to_final_choice(seed: int = 1):
    state = short(seed)
    SETUP.run(state)
    for _ in range(11):
        SETUP.answer(state, options(state)[0])
    assert set(options(state)) == {"water", "tokens", "board_up", "cold"}
    return state


@pytest.mark.parametrize("choice", ["water", "cold", "board_up", "tokens"])
def test_the_final_choice(choice):
    state = _to_final_choice()
    storage, cold = dict(state.storage), state.cold
    SETUP.answer(state, choice)
    if choice == "water":
        assert state.storage["water"] == storage.get("water", 0) + 2
    elif choice == "cold":
        assert state.cold == cold - 2
    elif choice == "board_up":
        holes = options(state)
        SETUP.answer(state, holes[-1])
        assert state.shelter[holes[-1]]["board_up"]
    else:
        tokens = content().tables["tokens"]
        taken = 0
        while state.task_stack:
            offered = [v for v in options(state) if v != "done"]
            assert all(0 < tokens[v].value <= 10 - taken for v in offered)
            if not offered:
                SETUP.answer(state, "done")
                break
            pick = max(offered, key=lambda v: tokens[v].value)
            taken += tokens[pick].value
            SETUP.answer(state, pick)
        assert 0 < taken <= 10
    assert not state.task_stack and state.pending is None, "setup is over: the first Morning comes next"


def test_short_mode_is_refused_with_hard_and_hardcore():
    for difficulty in ("hard", "hardcore"):
        refused = INFO.refusal(["short_mode", difficulty], 2)
        assert refused and "Short Mode" in refused and "Chapters I and II" in refused
    assert INFO.refusal(["short_mode", "normal"], 2) is None
