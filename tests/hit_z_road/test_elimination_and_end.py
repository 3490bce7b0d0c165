"""Elimination, the key tiles, and the end of the game (immediate wins, epilogue, ties)."""
from __future__ import annotations

import pytest

from game.games.hit_z_road import rules as R
from game.games.hit_z_road.rules import RULES

from .helpers import answer, lay_paths, new_state, pass_auction, set_res, settle, to_encounter, values

EMPTY = ["t-empty", "t-empty"]


@pytest.mark.parametrize("players,eliminated,paths,keys", [
    (4, 0, 4, [0, 0, 0, 0]),
    (4, 1, 4, [0, 0, 0, 2]),
    (4, 2, 4, [0, 0, 2, 4]),
    (3, 0, 3, [0, 0, 0]),
    (3, 1, 3, [0, 0, 2]),
    (2, 0, 3, [0, 0, 2]),
    (1, 0, 3, [0, 0, 2]),
])
def test_key_tiles(players, eliminated, paths, keys):
    assert R.key_costs(players, eliminated, paths) == keys


def test_two_players_always_have_the_plus_2_key_on_the_third_path():
    st = new_state(2)
    assert st.key_costs == [0, 0, 2]
    view = RULES.view(st, None)
    assert [p["key_cost"] for p in view["paths"]] == [0, 0, 2]


def test_four_players_keys_appear_from_the_round_after_each_elimination():
    st = to_encounter(4, paths=[["t-lose-surv3", "t-empty"], EMPTY, EMPTY, EMPTY], initiative=[0, 1, 2, 3])
    set_res(st, 0, survivors=3)
    answer(st, "path:0")
    assert st.eliminated[0]
    assert st.key_costs == [0, 0, 0, 0]                 # this round's paths keep no key
    answer(st, "path:1", "path:2", "path:3")
    assert st.round == 2 and st.key_costs == [0, 0, 0, 2]
    assert st.initiative == [1, 2, 3]
    pass_auction(st)
    lay_paths(st, [["t-lose-surv3", "t-empty"], EMPTY, EMPTY, EMPTY])
    set_res(st, 1, survivors=2)
    answer(st, "path:0", "path:1", "path:2")
    assert st.eliminated[1] and st.round == 3
    assert st.key_costs == [0, 0, 2, 4]


def test_three_players_key_on_the_third_path_after_an_elimination():
    st = to_encounter(3, paths=[["t-lose-surv3", "t-empty"], EMPTY, EMPTY], initiative=[0, 1, 2])
    set_res(st, 0, survivors=1)
    answer(st, "path:0", "path:1", "path:2")
    assert st.round == 2 and st.key_costs == [0, 0, 2]


def test_a_key_path_you_cannot_pay_is_not_offered():
    st = to_encounter(2, paths=[EMPTY, EMPTY, EMPTY], initiative=[0, 1])
    set_res(st, 0, 1, 0, 0)
    assert values(st) == ["path:0", "path:1"]
    assert RULES.explain_illegal(st, "path:2") == "path 3 costs 2 resources and you have 1"


def test_key_is_paid_one_resource_at_a_time_before_the_first_card():
    st = to_encounter(2, paths=[EMPTY, EMPTY, ["t-calm", "t-empty"]], initiative=[0, 1])
    answer(st, "path:2")
    prompt = RULES.prompt(st)
    assert prompt.kind == "pay" and st.encounter["step"] == "key"
    assert RULES.view(st, 0)["encounter"]["step"] == "key"
    answer(st, "pay:gas")
    assert st.won_cards[0] == []                        # nothing resolved yet
    answer(st, "pay:gas")
    assert st.resources[0] == [5, 3, 5] and st.won_cards[0] == ["t-calm", "t-empty"]


def test_eliminated_players_return_cards_and_tokens():
    st = to_encounter(2, paths=[["t-molotov", "t-lose-surv3"], EMPTY, EMPTY], initiative=[0, 1])
    st.won_cards[0] = ["t-z1", "t-z2"]
    set_res(st, 0, survivors=3)
    before = st.supply["molotov"]
    events = answer(st, "path:0")
    assert st.eliminated[0] and st.won_cards[0] == [] and st.tokens[0] == [] and st.resources[0] == [0, 0, 0]
    assert st.supply["molotov"] == before
    assert st.card_fates[0] == ["box", "box"]
    assert "3 won cards go back to the box" in [e for e in events if e.kind == "eliminated"][0].text


def test_last_player_with_survivors_wins_at_the_end_of_the_encounter_phase():
    st = to_encounter(3, paths=[["t-lose-surv3", "t-empty"], ["t-lose-surv3", "t-empty"], ["t-calm", "t-z1"]],
                      initiative=[0, 1, 2])
    set_res(st, 0, survivors=1)
    set_res(st, 1, survivors=1)
    answer(st, "path:0", "path:1")
    assert st.phase == "encounter"               # seat 2 still plays its path
    assert RULES.prompt(st).seat == 2
    answer(st, "path:2")
    st.rng.force("kill", *["blank"] * 4)
    answer(st, "fight")
    assert st.phase == "over"
    outcome = RULES.outcome(st)
    assert outcome.winners == (2,) and "last" in outcome.summary
    assert RULES.prompt(st) is None


def test_nobody_wins_when_everyone_is_eliminated():
    st = to_encounter(2, paths=[["t-lose-surv3", "t-empty"], ["t-lose-surv3", "t-empty"], EMPTY], initiative=[0, 1])
    set_res(st, 0, survivors=1)
    set_res(st, 1, survivors=2)
    answer(st, "path:0", "path:1")
    outcome = RULES.outcome(st)
    assert st.phase == "over" and outcome.winners == () and "Nobody" in outcome.summary


# --- the end of round 8 --------------------------------------------------------
def last_round(players=2):
    st = new_state(players)
    st.round = 8
    st.initiative = list(range(players))
    st.invalidate()
    pass_auction(st)
    lay_paths(st, [EMPTY] * (4 if players == 4 else 3))
    return st


def finish(st):
    while st.phase != "over":
        answer(st, RULES.prompt(st).values[0])
    return RULES.outcome(st)


def test_game_ends_after_round_8_with_card_points_and_epilogues():
    st = last_round(2)
    st.won_cards[0] = ["t-z3", "t-z1"]          # 2 + 1
    st.won_cards[1] = ["t-h2"]                  # 4
    set_res(st, 0, 5, 2, 2, survivors=3)  # most ammo
    set_res(st, 1, 1, 2, 3, survivors=4)  # most adrenaline and survivors; gas tied
    outcome = finish(st)
    assert outcome.scores == (3 + 3, 4 + 3 + 3)
    assert outcome.winners == (1,)
    winners = {e["resource"]: e["winner"] for e in RULES.view(st, None)["epilogue"]}
    assert winners == {"ammo": 0, "gas": None, "adrenaline": 1, "survivors": 1}
    assert outcome.details["card_points"] == [3, 4]


def test_points_tie_broken_by_survivors():
    st = last_round(2)
    st.won_cards[0] = ["t-z3"]
    st.won_cards[1] = ["t-z3"]
    set_res(st, 0, 3, 3, 3, survivors=2)
    set_res(st, 1, 3, 3, 3, survivors=3)   # wins the survivors epilogue too
    outcome = finish(st)
    assert outcome.winners == (1,)
    st = last_round(3)
    st.won_cards = [["t-z3"], ["t-z3"], ["t-h2"]]
    for seat in range(3):
        set_res(st, seat, 3, 3, 3, survivors=2)
    st.survivors = [2, 3, 3]
    st.won_cards[2] = ["t-z3"]
    outcome = finish(st)
    # 0 and 1 and 2 all have 2 points; no epilogue (ties everywhere except survivors: 1 and 2 tie)
    assert outcome.scores == (2, 2, 2)
    assert outcome.winners == (1, 2) and "share" in outcome.summary


def test_eliminated_players_do_not_compete_for_epilogues():
    st = last_round(3)
    st.eliminated[2] = True
    st.survivors[2] = 0
    st.initiative.remove(2)
    set_res(st, 0, 1, 1, 1, survivors=1)
    set_res(st, 1, 0, 0, 0, survivors=1)
    settle(st)
    outcome = finish(st)
    assert outcome.scores[0] == 9 and outcome.winners == (0,)


def test_a_prompt_exists_exactly_until_the_game_is_over():
    st = last_round(2)
    outcome = finish(st)
    assert RULES.prompt(st) is None and outcome is not None
    with pytest.raises(Exception, match="game is over"):
        RULES.apply(st, "pass")
