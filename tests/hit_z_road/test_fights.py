"""Encounters and fights with scripted dice (Rng.force)."""
from __future__ import annotations

import pytest

from game.games.hit_z_road.rules import RULES

from .helpers import answer, set_res, to_encounter, values

B = ["blank"] * 8   # filler faces


def fight_state(card="t-z2", second="t-empty", survivors=4, res=(4, 4, 4), tokens=(), players=2):
    st = to_encounter(players, paths=[[card, second], ["t-calm", "t-calm"], ["t-z1", "t-z1"]][:3],
                      initiative=list(range(players)))
    set_res(st, 0, *res, survivors=survivors)
    st.tokens[0] = list(tokens)
    st.invalidate()
    return st


def last_dice(events):
    return [e for e in events if e.kind == "dice_rolled"][-1]


# --- encounter order -------------------------------------------------------------
def test_players_take_paths_in_initiative_order_and_resolve_left_to_right():
    st = to_encounter(2, paths=[["t-gain", "t-calm"], ["t-calm", "t-gain"], ["t-z1", "t-z1"]], initiative=[1, 0])
    assert RULES.prompt(st).seat == 1
    events = answer(st, "path:0")
    kinds = [(e.kind, e.data.get("card")) for e in events if e.kind in ("scavenged", "gained", "card_resolved")]
    assert kinds == [("scavenged", "t-gain"), ("gained", None), ("card_resolved", "t-gain"),
                     ("scavenged", "t-calm"), ("card_resolved", "t-calm")]
    assert st.won_cards[1] == ["t-gain", "t-calm"]
    assert st.resources[1] == [4 + 2 + 1, 5, 5]
    prompt = RULES.prompt(st)
    assert prompt.seat == 0 and prompt.values == ["path:1", "path:2"]
    assert RULES.explain_illegal(st, "path:0") == "path 1 was taken by Bruno"


def test_cards_without_zombies_are_kept_and_score():
    st = fight_state("t-calm", "t-calm")
    answer(st, "path:0")
    assert st.won_cards[0] == ["t-calm", "t-calm"]
    assert RULES.view(st, 0)["seats"][0]["points"] == 4


# --- ranged roll ---------------------------------------------------------------
def test_ranged_roll_two_dice_per_ammo_kills_on_kill_and_bonus_only():
    st = fight_state("t-z3", survivors=4)
    answer(st, "path:0")
    assert RULES.prompt(st).kind == "fight_start"
    assert "ranged:4" in values(st) and "ranged:5" not in values(st)
    st.rng.force("kill", "casualty", "bonus", "horrible" if False else "opportunity")
    events = answer(st, "ranged:2")
    dice = last_dice(events)
    assert dice.data["faces"] == ["kill", "casualty", "bonus", "opportunity"] and dice.data["kind"] == "ranged"
    assert st.fight["zombies_left"] == 1 and st.resources[0][0] == 2
    assert st.survivors[0] == 4                       # the casualty is ignored in a ranged roll
    prompt = RULES.prompt(st)
    assert prompt.kind == "melee" and not any(v.startswith("ranged") for v in prompt.values)
    assert RULES.explain_illegal(st, "ranged:1") == "the ranged roll can only be the first roll of a fight"


def test_ranged_roll_can_win_the_fight_outright():
    st = fight_state("t-z2")
    answer(st, "path:0")
    st.rng.force("kill", "bonus")
    events = answer(st, "ranged:1")
    assert st.won_cards[0][0] == "t-z2"
    assert any(e.kind == "card_resolved" and e.data["result"] == "won" for e in events)


def test_ranged_dice_per_ammo_and_no_ranged_rules():
    st = fight_state("t-dpa")
    answer(st, "path:0")
    st.rng.force("kill", "kill")
    events = answer(st, "ranged:2")
    assert len(last_dice(events).data["faces"]) == 2
    st = fight_state("t-no-ranged")
    answer(st, "path:0")
    assert not any(v.startswith("ranged") for v in values(st))
    assert RULES.explain_illegal(st, "ranged:1") == "this fight allows no ranged roll"


# --- flee -----------------------------------------------------------------------
def test_flee_costs_2_gas_and_sends_the_card_to_the_box():
    st = fight_state("t-z3")
    answer(st, "path:0")
    events = answer(st, "flee")
    assert st.resources[0][1] == 2
    assert "t-z3" not in st.won_cards[0] and st.card_fates[0][0] == "box"
    assert any(e.kind == "card_resolved" and e.data["result"] == "fled" for e in events)
    assert st.won_cards[0] == ["t-empty"]            # the path goes on with the second card


def test_flee_between_melee_rolls_but_not_with_dice_pending():
    st = fight_state("t-z8")
    answer(st, "path:0")
    st.rng.force("casualty", *B[:4])
    answer(st, "fight")
    assert RULES.prompt(st).kind == "die"
    assert "flee" not in values(st)
    assert RULES.explain_illegal(st, "flee") == "first decide what happens with the dice just rolled"
    answer(st, "adrenaline:casualty")
    assert "flee" in values(st)


def test_flee_needs_the_gas_and_respects_no_flee_and_flee_cost():
    st = fight_state("t-z3", res=(4, 1, 4))
    answer(st, "path:0")
    assert "flee" not in values(st)
    assert RULES.explain_illegal(st, "flee") == "fleeing costs 2 Gas and you have 1"
    st = fight_state("t-no-flee")
    answer(st, "path:0")
    assert "flee" not in values(st)
    assert RULES.explain_illegal(st, "flee") == "this fight forbids fleeing"
    st = fight_state("t-flee-cost", res=(4, 3, 4))
    answer(st, "path:0")
    assert "flee" not in values(st)
    set_res(st, 0, gas=4)
    answer(st, "flee")
    assert st.resources[0][1] == 0


# --- melee faces --------------------------------------------------------------
def test_melee_rolls_one_die_per_meeple_lead_included():
    st = fight_state("t-z8", survivors=2)
    answer(st, "path:0")
    st.rng.force("blank", "blank", "blank")
    events = answer(st, "fight")
    assert len(last_dice(events).data["faces"]) == 3        # 2 survivors + the lead


def test_kill_face_kills_and_blank_does_nothing():
    st = fight_state("t-z3")
    answer(st, "path:0")
    st.rng.force("kill", "blank", "blank", "blank", "kill")
    answer(st, "fight")
    assert st.fight["zombies_left"] == 1
    assert [d["outcome"] for d in st.fight["last_roll"]] == ["killed a zombie", "dodged", "dodged", "dodged",
                                                            "killed a zombie"]
    st.rng.force("kill", *B[:4])
    answer(st, "roll")
    assert st.won_cards[0][0] == "t-z3"


def test_casualty_spend_adrenaline_or_lose_a_survivor():
    st = fight_state("t-z8")
    answer(st, "path:0")
    st.rng.force("casualty", "casualty", *B[:3])
    answer(st, "fight")
    prompt = RULES.prompt(st)
    assert prompt.kind == "die" and prompt.values == ["adrenaline:casualty", "lose-survivor"]
    assert st.fight["pending_dice"] == [0, 1]
    answer(st, "adrenaline:casualty")
    assert st.resources[0][2] == 3 and st.survivors[0] == 4
    answer(st, "lose-survivor")
    assert st.survivors[0] == 3
    assert RULES.prompt(st).kind == "melee"


def test_casualty_without_adrenaline_costs_a_survivor_automatically():
    st = fight_state("t-z8", res=(4, 4, 0))
    answer(st, "path:0")
    st.rng.force("casualty", *B[:4])
    answer(st, "fight")
    assert st.survivors[0] == 3
    assert RULES.prompt(st).kind == "melee"


def test_opportunity_kill_spends_adrenaline_or_not():
    st = fight_state("t-z3")
    answer(st, "path:0")
    st.rng.force("opportunity", "opportunity", *B[:3])
    answer(st, "fight")
    assert values(st) == ["adrenaline:opportunity", "skip"]
    answer(st, "adrenaline:opportunity")
    assert st.fight["zombies_left"] == 2 and st.resources[0][2] == 3
    answer(st, "skip")
    assert st.fight["zombies_left"] == 2 and st.resources[0][2] == 3


def test_opportunity_without_adrenaline_is_passed_over():
    st = fight_state("t-z3", res=(4, 4, 0))
    answer(st, "path:0")
    st.rng.force("opportunity", *B[:4])
    answer(st, "fight")
    assert RULES.prompt(st).kind == "melee" and st.fight["zombies_left"] == 3


def test_bonus_kill_kills_and_may_buy_another():
    st = fight_state("t-z3")
    answer(st, "path:0")
    st.rng.force("bonus", *B[:4])
    answer(st, "fight")
    assert st.fight["zombies_left"] == 2
    assert values(st) == ["adrenaline:bonus", "skip"]
    answer(st, "adrenaline:bonus")
    assert st.fight["zombies_left"] == 1 and st.resources[0][2] == 3


def test_no_adrenaline_question_once_the_last_zombie_fell():
    st = fight_state("t-z1")
    answer(st, "path:0")
    st.rng.force("bonus", "opportunity", *B[:3])
    answer(st, "fight")
    assert st.won_cards[0][0] == "t-z1" and st.resources[0][2] == 4


def test_casualties_still_count_when_the_last_zombie_falls():
    st = fight_state("t-z1", res=(4, 4, 0))
    answer(st, "path:0")
    st.rng.force("kill", "casualty", *B[:3])
    answer(st, "fight")
    assert st.won_cards[0][0] == "t-z1" and st.survivors[0] == 3


def test_melee_goes_on_until_one_side_is_gone():
    st = fight_state("t-z8", survivors=1, res=(0, 0, 0))
    answer(st, "path:0")
    assert values(st) == ["fight"]
    st.rng.force("blank", "blank")
    answer(st, "fight")
    assert values(st) == ["roll"]
    st.rng.force("casualty", "kill")
    events = answer(st, "roll")
    assert st.eliminated[0]
    assert any(e.kind == "eliminated" for e in events)


# --- hordes -----------------------------------------------------------------------
@pytest.mark.parametrize("card,strength", [("t-h1", 1), ("t-h2", 2), ("t-h3", 3)])
def test_horde_swaps_black_dice_for_red(card, strength):
    st = fight_state(card, survivors=4)
    answer(st, "path:0")
    st.rng.force(*["blank"] * 5)
    events = answer(st, "fight")
    dice = last_dice(events)
    assert len(dice.data["faces"]) == 5 - strength and len(dice.data["horde"]) == strength
    assert [d["horde"] for d in st.fight["last_roll"]] == [False] * (5 - strength) + [True] * strength


def test_never_more_dice_than_meeples_against_a_horde():
    st = fight_state("t-h3", survivors=1)
    answer(st, "path:0")
    st.rng.force("blank", "blank")
    events = answer(st, "fight")
    dice = last_dice(events)
    assert dice.data["faces"] == [] and len(dice.data["horde"]) == 2


def test_set_horde_fight_rule():
    st = fight_state("t-set-horde")
    answer(st, "path:0")
    assert st.fight["horde"] == 2
    st.rng.force(*["blank"] * 5)
    assert len(last_dice(answer(st, "fight")).data["horde"]) == 2


def test_horrible_death_kills_a_survivor_outright():
    st = fight_state("t-h1")
    answer(st, "path:0")
    st.rng.force(*B[:4], "horrible")
    events = answer(st, "fight")
    assert st.survivors[0] == 3 and st.resources[0][2] == 4
    assert any(e.kind == "survivor_lost" for e in events)


def test_first_aid_cancels_a_horrible_death_or_a_casualty():
    st = fight_state("t-h1", tokens=("first_aid", "first_aid"))
    answer(st, "path:0")
    st.rng.force("casualty", *B[:3], "horrible")
    answer(st, "fight")
    assert values(st) == ["first-aid", "lose-survivor"]       # the horrible death comes first
    answer(st, "first-aid")
    assert values(st) == ["adrenaline:casualty", "first-aid", "lose-survivor"]
    answer(st, "first-aid")
    assert st.survivors[0] == 4 and st.tokens[0] == [] and st.resources[0][2] == 4


def test_executor_with_the_school_bus_fights_hordes_as_ordinary_zombies():
    st = fight_state("t-h3", tokens=("school_bus",))
    st.executor_card[0] = True
    answer(st, "path:0")
    assert st.fight["horde"] == 0 and st.fight["printed_horde"] == 3
    st.rng.force(*["blank"] * 5)
    dice = last_dice(answer(st, "fight"))
    assert len(dice.data["faces"]) == 5 and dice.data["horde"] == []


def test_executor_card_alone_or_bus_alone_does_nothing():
    for bus, card in ((True, False), (False, True)):
        st = fight_state("t-h2", tokens=("school_bus",) if bus else ())
        st.executor_card[0] = card
        answer(st, "path:0")
        assert st.fight["horde"] == 2


def test_winning_the_executor_card_keeps_it_face_up():
    st = fight_state("t-executor")
    answer(st, "path:0")
    assert st.executor_card[0]
    view = RULES.view(st, 1)
    assert view["seats"][0]["executor_card"] is True and view["seats"][0]["won_cards"] is None


# --- special tokens ---------------------------------------------------------------
def test_molotov_before_melee_kills_the_whole_group():
    st = fight_state("t-z8", tokens=("molotov",))
    answer(st, "path:0")
    assert "molotov" in values(st)
    events = answer(st, "molotov")
    assert st.won_cards[0][0] == "t-z8" and st.tokens[0] == []
    assert any(e.cause == "token:molotov" for e in events)


def test_molotov_during_melee():
    st = fight_state("t-z8", tokens=("molotov",))
    answer(st, "path:0")
    st.rng.force(*B[:5])
    answer(st, "fight")
    assert "molotov" in values(st)
    answer(st, "molotov")
    assert st.won_cards[0][0] == "t-z8"


def test_molotov_before_red_text_ignores_it():
    st = fight_state("t-fight-gain", tokens=("molotov",))
    answer(st, "path:0")
    prompt = RULES.prompt(st)
    assert prompt.kind == "red_text" and prompt.values == ["molotov", "continue"]
    answer(st, "molotov")
    assert st.won_cards[0][0] == "t-fight-gain" and st.resources[0][0] == 4     # the red text's +1 Ammo never happened
    st = fight_state("t-fight-gain", tokens=("molotov",))
    answer(st, "path:0", "continue")
    assert st.resources[0][0] == 5 and "flee" not in values(st) and "molotov" in values(st)


def test_shotgun_adds_4_free_dice_to_the_ranged_roll():
    st = fight_state("t-z8", tokens=("shotgun",))
    answer(st, "path:0")
    answer(st, "shotgun")
    assert st.tokens[0] == [] and "ranged:0" in values(st)
    st.rng.force(*["blank"] * 6)
    dice = last_dice(answer(st, "ranged:1"))
    assert len(dice.data["faces"]) == 6 and st.resources[0][0] == 3


def test_shotgun_only_when_a_ranged_roll_is_allowed():
    st = fight_state("t-no-ranged", tokens=("shotgun",))
    answer(st, "path:0")
    assert "shotgun" not in values(st)


def test_fight_rule_extra_zombies():
    st = fight_state("t-extra")
    answer(st, "path:0")
    assert st.fight["zombies_total"] == 3


def test_lead_survivor_reading_losing_the_last_survivor_eliminates():
    st = fight_state("t-z8", survivors=1, res=(0, 0, 1))
    answer(st, "path:0")
    st.rng.force("casualty", "blank")
    answer(st, "fight")
    answer(st, "lose-survivor")
    assert st.eliminated[0] and st.survivors[0] == 0
    assert RULES.prompt(st).seat == 1
