"""The parts of the day written so far: Morning (chapters, Objectives, Events, L575-647), Dusk (water and
food, L748-785) and Evening (the night's tasks and the no-guard Epilogue, L787-809)."""
from __future__ import annotations

import pytest

from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, options, started as _started

DAY = Driver("day", "scavenging")


def started(seed: int = 1) -> State:
    return _started(seed)


def run(state: State) -> list:
    return DAY.run(state)


def answer(state: State, value: str) -> list:
    return DAY.answer(state, value)


def answer_all(state: State, choose=lambda values: values[0]) -> list:
    return DAY.answer_all(state, choose)


# --- Morning -----------------------------------------------------------------------------------------------
def test_day_one_opens_chapter_one_which_deals_the_objectives_and_draws_no_event():
    state = started()
    events = run(state)
    answer_all(state)
    assert [e.kind for e in events].count("chapter") == 1 and not any(e.kind == "event" for e in events)
    objectives = content().tables["objectives"]
    assert len(state.objectives_deck) == 3 and objectives[state.objectives_deck[-1]].final
    assert not any(objectives[k].final for k in state.objectives_deck[:2])
    assert state.objective_counter == 0 and state.phase == "day" and state.chapter == 1


def _to_chapter_two(state: State) -> None:
    run(state)
    answer_all(state)
    state.events_deck = state.events_deck[state.events_deck.index("chapter-2"):]
    state.phase = "morning"


@pytest.mark.parametrize("filled", [True, False])
def test_chapter_two_resolves_the_objective_then_an_event_follows_at_once(filled):
    state = started()
    _to_chapter_two(state)
    objectives = content().tables["objectives"]
    counter = next(k for k, card in objectives.items() if card.takes and card.counter)
    state.objectives_deck[0] = counter
    state.objective_counter = objectives[counter].counter if filled else 0
    before = [p["states"].get("misery", 0) for p in state.characters]
    events = run(state)
    events += answer_all(state)
    resolved = next(e for e in events if e.kind == "objective_resolved")
    assert resolved.data == {"card": counter, "met": filled}
    assert [e.kind for e in events].index("chapter") < [e.kind for e in events].index("event"), "then an Event"
    assert state.objectives_deck[0] != counter and state.chapter == 2
    if not filled and any(op.op_name == "state" and op.state == "misery" and op.who == "all"
                          for op in objectives[counter].penalty):
        assert all(p["states"].get("misery", 0) > b for p, b in zip(state.characters, before) if p["alive"])


def test_an_event_adds_its_cold_up_to_six_and_is_removed():
    state = started()
    _to_chapter_two(state)
    events_table = content().tables["events"]
    cold_one = max(events_table, key=lambda k: events_table[k].cold)
    state.events_deck = [cold_one]
    state.cold = 5
    state.stats["events_drawn"] = 3
    run(state)
    answer_all(state)
    assert state.cold == 6 and (f"events:{cold_one}" in state.waste or cold_one in state.events_up)


def test_a_first_event_safe_card_drawn_first_gives_only_its_cold():
    state = started()
    _to_chapter_two(state)
    safe = next(k for k, card in content().tables["events"].items() if card.first_event_safe)
    state.events_deck, state.cold, state.stats["events_drawn"] = [safe], 0, 0
    storage = dict(state.storage)
    run(state)
    assert not state.task_stack and state.pending is None and state.storage == storage
    assert state.cold == content().tables["events"][safe].cold


# --- Dusk ---------------------------------------------------------------------------------------------------
def _at_dusk(state: State) -> None:
    state.phase = "dusk"
    run(state)


def test_dusk_drinking_takes_water_and_going_without_rolls_hunger_or_misery():
    state = started()
    state.storage = {"water": 1, "raw-food": 3}
    _at_dusk(state)
    answer(state, "yes")                                  # the first drinks the last Water
    assert "water" not in state.storage
    answer(state, "raw-food")
    state.rng.force(2)                                    # the second goes without: a 3, Hunger +1
    answer(state, "done")
    second = state.characters[1]
    assert second["states"]["hunger"] == 3
    answer(state, "raw-food")
    state.rng.force(7)                                    # the third goes without: an 8, Misery +1
    answer(state, "done")
    assert second["states"]["hunger"] == 2
    assert state.characters[2]["states"].get("misery") == 1


@pytest.mark.parametrize("food,change", [("canned-food", -2), ("raw-food", -1), ("vegetable", 0)])
def test_each_food_changes_hunger_by_its_value_and_nothing_eaten_adds_one(food, change):
    state = started()
    state.storage = {"water": 3, food: 1}
    _at_dusk(state)
    answer(state, "yes")
    answer(state, food)
    assert state.characters[0]["states"].get("hunger", 0) == 2 + change
    answer(state, "yes")                                  # the second drinks; nothing is left to eat
    assert state.characters[1]["states"]["hunger"] == 3, "nothing eaten: Hunger +1"


def test_a_character_away_misses_dusk():
    state = started()
    state.characters[0]["away"] = True
    state.storage = {}
    state.rng.force(0, 0)
    _at_dusk(state)
    answer_all(state)
    assert state.characters[0]["states"] == {"hunger": 2}


# --- Evening -------------------------------------------------------------------------------------------------
def _at_evening(state: State) -> None:
    state.phase = "evening"
    run(state)


def test_no_one_on_guard_reads_the_no_guard_epilogue_and_ends_the_playthrough():
    state = started()
    _at_evening(state)
    answer_all(state, choose=lambda options: "floor")
    assert state.phase == "over" and state.result["winners"] == []


def test_at_most_three_scavenge_and_each_task_changes_fatigue():
    state = started()
    state.characters[2]["states"]["fatigue"] = 3
    _at_evening(state)
    answer(state, "guard")
    answer(state, "scavenge")
    assert "scavenge" in [o[0] for o in state.pending["options"]]
    answer(state, "floor")
    assert [p["place"] for p in state.characters] == ["guard", "scavenging", "floor"]
    assert [p["states"].get("fatigue", 0) for p in state.characters] == [1, 1, 1]
    assert state.phase == "scavenging"


def test_a_sleeper_may_only_sleep():
    state = started()
    state.characters[0]["asleep"] = True
    state.characters[0]["states"]["fatigue"] = 4
    _at_evening(state)
    assert state.task_stack[-1]["taken"] == {"0": "floor"}, "with no Bed, the floor is all a sleeper may do"
    answer(state, "guard")
    answer(state, "guard")
    assert not state.characters[0]["asleep"] and state.characters[0]["states"]["fatigue"] == 2


def test_a_curfew_keeps_everyone_home():
    state = started()
    state.rules_on["no_scavenging"] = "day"
    _at_evening(state)
    assert "scavenge" not in options(state)
