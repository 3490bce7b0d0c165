"""Refused answers say which rule stands in the way, and change nothing."""
from __future__ import annotations

import pytest

from game.core.prompt import IllegalAnswer
from game.games.salvation_road.rules import RULES

from .helpers import assign_characters, new_state, place, set_fence, set_location, set_slots, setup_locations, \
    state_hash, to_action

PAIRS = (("ines-calder", "ramona-teague"), ("sunny-vang", "nico-ferrante"))


def board():
    st = new_state(2, 1)
    assign_characters(st, PAIRS)
    setup_locations(st, "mercy-street-clinic", "pawn-and-pistol", "relay-tower")
    st.first_player = st.player_to_act = 0
    to_action(st, "ines-calder")
    return st


def refusal(st, value) -> str:
    before = state_hash(st)
    with pytest.raises(IllegalAnswer) as info:
        RULES.apply(st, value)
    assert state_hash(st) == before
    return str(info.value)


def test_moves_are_refused_for_a_full_location_an_unknown_one_and_staying_put():
    st = board()
    for other in ("ramona-teague", "sunny-vang", "nico-ferrante"):
        place(st, other, 1)
    assert "is full (3 characters)" in refusal(st, "move:1")
    assert "there is no location '9'" in refusal(st, "move:9")
    assert "is already at the compound" in refusal(st, "move:compound")


def test_compound_actions_are_refused_away_from_it_and_with_nothing_to_do():
    st = board()
    set_fence(st, 0, 0)
    assert "there is no marauder on the fence" in refusal(st, "fight")
    set_fence(st, 1, 0)
    set_slots(st, "ines-calder")
    assert "carries no Ammo" in refusal(st, "shoot")
    assert "no unrevealed wound to rest off" in refusal(st, "rest")
    assert "there is nothing to search at the compound" in refusal(st, "search")
    assert "nothing to gather at the compound" in refusal(st, "gather:food")
    place(st, "ines-calder", 0)
    assert "can fight only at the compound" in refusal(st, "fight")


def test_gathering_is_refused_for_an_empty_supply():
    st = board()
    set_location(st, 0, "mercy-street-clinic", supply=(0, 0, 1, 0))
    place(st, "ines-calder", 0)
    assert "there is no Food in the supply at" in refusal(st, "gather:food")
    assert "'gold' is not a resource" in refusal(st, "gather:gold")


def test_extras_say_what_is_missing_and_a_spent_activation_says_so():
    st = board()
    set_slots(st, "ines-calder")
    assert "carries no Food" in refusal(st, "food")
    assert "carries no Fuel" in refusal(st, "drive:0")
    assert "carries no Med" in refusal(st, "heal:ines-calder:unrevealed")
    st.characters["ines-calder"]["left"] = 0
    st.characters["ines-calder"]["food"] = True
    st.invalidate()
    assert "has no action left" in refusal(st, "move:0")
    assert "has already eaten a Food this round" in refusal(st, "food")


def test_another_questions_answer_names_the_question_asked():
    st = board()
    assert "nobody is asked to pick dice to reroll now" in refusal(st, "die:0")


def test_activating_names_whose_characters_and_who_has_had_a_turn():
    st = new_state(2, 1)
    assign_characters(st, PAIRS)
    setup_locations(st, "mercy-street-clinic", "pawn-and-pistol", "relay-tower")
    st.first_player = st.player_to_act = 0
    st.phase, st.active_character, st.pending_decision = "action", None, {"k": "activate", "p": 0}
    st.characters["ines-calder"]["activated"] = True
    st.invalidate()
    assert "has already been activated this round" in refusal(st, "activate:ines-calder")
    assert "is not one of" in refusal(st, "activate:sunny-vang")
