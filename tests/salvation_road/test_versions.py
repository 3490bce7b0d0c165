"""The 5-8 player versions: search yields, the Old Mission's bonus, and losing any character."""
from __future__ import annotations

import pytest

from .helpers import (answer, die, new_state, place, set_location, set_slots, start_threat, to_action, values)


@pytest.mark.parametrize("variant,expected", [(("heroic",), [0, 1, 0, 1]), (("survival",), [0, 2, 0, 2])])
def test_search_cards_add_one_or_two_of_each_type(variant, expected):
    st = new_state(6, 2, variant)
    cid = st.character_order[0]
    place(st, cid, 0)
    set_location(st, 0, "pawn-and-pistol")
    st.search_deck = ["farm-shed"] + [s for s in st.search_deck if s != "farm-shed"]   # 1 Ammo, 2 Fuel
    to_action(st, cid)
    answer(st, "search")
    supply = st.locations[0]["supply"]
    # a hero's after-search ability may add one more of a chosen type
    assert supply[1] >= expected[1] and supply[3] >= expected[3] and supply[1] + supply[3] <= sum(expected) + 1


def test_first_visits_follow_the_same_rule():
    st = new_state(5, 3, ("survival",))
    cid = st.character_order[0]
    st.search_deck = ["jerry-cans"] + [s for s in st.search_deck if s != "jerry-cans"]   # 3 Fuel
    to_action(st, cid)
    answer(st, "move:0")
    assert st.locations[0]["supply"] == [0, 0, 0, 2]


def test_the_overrun_rule_is_unchanged():
    st = new_state(6, 2, ("survival",))
    cid = st.character_order[0]
    place(st, cid, 0)
    track = st.content.tables["locations"]["pawn-and-pistol"].track
    set_location(st, 0, "pawn-and-pistol", threat=len(track) - 1)
    st.search_deck = ["farm-shed"] + [s for s in st.search_deck if s != "farm-shed"]
    to_action(st, cid)
    answer(st, "search", "res:fuel")
    assert st.locations[0]["supply"] == [0, 0, 0, 1]


@pytest.mark.parametrize("variant,food,med", [(("heroic",), 2, 1), (("survival",), 3, 2), ((), 2, 1)])
def test_old_mission_adds_one_more_of_each_in_survival(variant, food, med):
    players = 6 if variant else 2
    st = new_state(players, 4, variant)
    cid = st.character_order[0]
    place(st, cid, 0)
    set_location(st, 0, "old-mission")
    to_action(st, cid)
    answer(st, "site:old-mission", "option:0")
    assert st.locations[0]["supply"] == [food, 0, med, 0]


@pytest.mark.parametrize("variant", [("heroic",), ("survival",)])
def test_any_character_lost_loses(variant):
    st = new_state(7, 5, variant)
    assert len(st.players[0]["chars"]) == 2
    cid = st.character_order[-1]
    place(st, cid, 0)
    set_location(st, 0, "pawn-and-pistol", threat=6)
    health = len(st.characters[cid]["slots"])
    set_slots(st, cid, *["?"] * (health - 1))
    st.rng.force(*[die("blue", 1)] * 4)
    start_threat(st)
    if st.phase != "over":                           # a hero may still reroll; take the wounds
        answer(st, "accept")
    assert st.phase == "over" and st.result["details"]["cause"] == "characters_lost"
    assert st.result["summary"].endswith("was lost")


def test_the_double_seat_activates_one_character_at_a_time():
    st = new_state(5, 1)
    p0 = st.players[0]
    st.first_player = st.player_to_act = 0
    st.pending_decision, st.active_character = None, None
    from .helpers import settle
    settle(st)
    assert set(values(st)) == {f"activate:{c}" for c in p0["chars"]}
