"""States and what level 4 does, the box's supply, and losing the most valuable goods first (the Night
Raid example's discards, E15, L1054)."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import goods
from game.games.this_war_of_mine.rules.ending import final_score, survive_met
from game.games.this_war_of_mine.rules.people import change_state
from game.games.this_war_of_mine.rules.state import stages_open

from .support import Driver, content, started

READ = Driver("morning")


def test_states_stay_within_0_and_4_and_no_token_is_level_0():
    state = started()
    events: list = []
    change_state(state, 0, "misery", -3, events, "test")
    assert "misery" not in state.characters[0]["states"]
    change_state(state, 0, "hunger", -5, events, "test")
    assert state.characters[0]["states"] == {}


def test_fatigue_4_puts_a_character_to_sleep_and_reads_the_sleep_script():
    state = started()
    events: list = []
    change_state(state, 0, "fatigue", 6, events, "test")
    person = state.characters[0]
    assert person["states"]["fatigue"] == 4 and person["asleep"] and person["alive"]
    assert state.task_stack[-1]["t"] == "script" and state.task_stack[-1]["number"] == "150"
    assert stages_open(state, person) == 0
    change_state(state, 0, "fatigue", -2, events, "test")
    assert not person["asleep"], "rested below 4, they wake"


def test_any_other_state_at_4_kills_and_reads_that_characters_epilogue():
    state = started()
    events: list = []
    change_state(state, 1, "wounds", 4, events, "test")
    person = state.characters[1]
    assert not person["alive"] and any(e.kind == "died" for e in events)
    epilogue = content().tables["characters"][person["id"]].epilogue
    assert state.task_stack[-1]["number"] == epilogue
    events += READ.run(state)
    assert state.stats["died_today"] == [1]


def test_nothing_comes_from_an_empty_box():
    state = started()
    events: list = []
    box = content().tables["tokens"]["lockpick"].count
    assert goods.add(state, "storage", "lockpick", 10, events, "test") == box - 1, "one is in the Storage already"
    assert goods.in_box(state, "lockpick") == 0
    assert goods.add(state, "storage", "lockpick", 1, events, "test") == 0


def test_the_most_valuable_go_first_and_resources_last():
    # the Looters example: Meds (10), Bandages (10) and a Shovel in the Storage, 2 Damage left: Meds and
    # Bandages go, the Shovel stays (L1054)
    state = started()
    state.storage = {"meds": 1, "bandages": 1, "shovel": 1, "wood": 2}
    events: list = []
    assert goods.lose_most_valuable(state, 2, "", events, "test") == 2
    assert state.storage == {"shovel": 1, "wood": 2}
    state.storage = {"meds": 1, "bandages": 1, "shovel": 1}
    assert goods.lose_most_valuable(state, 4, "", events, "test") == 3 and state.storage == {}, \
        "4 Damage with only 3 items: all three go"


def test_a_colour_first_takes_every_token_of_that_colour_before_any_other():
    state = started()
    state.storage = {"meds": 1, "raw-food": 2, "coffee": 1}
    events: list = []
    goods.lose_most_valuable(state, 3, "green", events, "test")
    assert state.storage == {"meds": 1}


def test_survive_needs_a_starting_character_at_2_or_lower_in_four_states_fatigue_ignored():
    state = started()
    for person in state.characters:
        person["states"] = {"hunger": 3}
    assert not survive_met(state)
    state.characters[2]["states"] = {"hunger": 2, "misery": 2, "wounds": 2, "illness": 2, "fatigue": 4}
    assert survive_met(state)
    state.characters[2]["starting"] = False
    assert not survive_met(state), "only the three starting Characters count"


def test_the_final_score_counts_the_living_their_health_and_half_the_storage():
    state = started()
    state.characters = state.characters[:1]
    state.characters[0]["states"] = {}
    state.storage = {"meds": 1, "wood": 5}
    assert final_score(state) == 10 + 4 * 5 + 10 + 5
