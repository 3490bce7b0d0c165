"""Setup, deck building, planning and the auction."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.prompt import IllegalAnswer
from game.games.hit_z_road.rules import RULES

from .helpers import answer, new_state, real_content, set_res, settle, state_hash, values


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_gives_everyone_4_of_each_and_4_survivors(players):
    st = new_state(players, content=real_content())
    assert st.resources == [[4, 4, 4]] * players
    assert st.survivors == [4] * players
    assert sorted(st.initiative) == list(range(players))
    view = RULES.view(st, 0)
    assert all(s["survivors"] == 4 and s["ammo"] == 4 for s in view["seats"])


def test_initiative_is_dealt_at_random():
    orders = {tuple(new_state(4, seed).initiative) for seed in range(30)}
    assert len(orders) > 5


def test_four_player_deck_is_16_24_24_from_the_top():
    st = new_state(4, 7, real_content())
    cards = real_content().table("cards")
    stacked = sum(st.paths, []) + st.deck              # the first round was dealt from the top
    levels = [cards[c].level for c in stacked]
    assert len(stacked) == 64
    assert levels == [1] * 16 + [2] * 24 + [3] * 24
    aside = Counter(cards[c].level for c in st.set_aside)
    assert aside == {1: 4, 2: 4, 3: 4}
    assert not set(st.set_aside) & set(st.deck)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_small_games_remove_poker_cards_first(players):
    st = new_state(players, 3, real_content())
    cards = real_content().table("cards")
    stacked = sum(st.paths, []) + st.deck
    assert len(stacked) == 48
    assert not any(cards[c].poker for c in stacked + st.set_aside)
    assert [cards[c].level for c in stacked] == [1] * 12 + [2] * 18 + [3] * 18


def test_deck_order_differs_by_seed_but_is_never_reshuffled():
    a, b = new_state(4, 1, real_content()), new_state(4, 2, real_content())
    assert a.deck != b.deck
    deck = list(a.deck)
    pass_everything = 0
    while a.phase != "over" and pass_everything < 2000:
        answer(a, RULES.prompt(a).values[-1] if RULES.prompt(a).kind == "auction" else RULES.prompt(a).values[0])
        pass_everything += 1
        assert a.deck == deck[len(deck) - len(a.deck):]      # dealt from the top, never shuffled again


def test_planning_lays_4_paths_of_2_for_4_players_and_3_for_fewer():
    st4 = new_state(4)
    assert len(st4.paths) == 4 and all(len(p) == 2 for p in st4.paths) and not set(sum(st4.paths, [])) & set(st4.deck)
    st3 = new_state(3)
    assert len(st3.paths) == 3 and not set(sum(st3.paths, [])) & set(st3.deck)
    st2 = new_state(2)
    assert len(st2.paths) == 3
    plain = [card for card in st2.cards.values() if not card.poker]
    assert len(st2.deck) + 6 + len(st2.set_aside) == len(plain)       # six of the plain cards dealt
    assert st4.phase == "auction"


# --- the auction -------------------------------------------------------------
GREEN, YELLOW, BLUE, RED = 0, 1, 2, 3


def test_rulebook_auction_example():
    st = new_state(4)
    st.initiative = [GREEN, YELLOW, BLUE, RED]
    st.invalidate()
    assert RULES.prompt(st).seat == GREEN
    answer(st, "bid:7")                 # Green
    answer(st, "bid:4")                 # Yellow
    answer(st, "pass", "pass")          # Blue, Red
    answer(st, "pass", "pass")          # Green, Yellow: all four passed in a row
    assert st.phase == "payment"
    # Green pays 7 and Yellow 4, one resource at a time (all three types are open)
    while st.phase == "payment":
        prompt = RULES.prompt(st)
        answer(st, prompt.values[0])
    assert sum(st.resources[GREEN]) == 12 - 7 and sum(st.resources[YELLOW]) == 12 - 4
    assert sum(st.resources[BLUE]) == 12 and sum(st.resources[RED]) == 12
    assert st.initiative == [GREEN, YELLOW, BLUE, RED]
    assert st.phase == "encounter"


def test_zero_bids_keep_the_previous_relative_order():
    st = new_state(4)
    st.initiative = [RED, BLUE, YELLOW, GREEN]
    st.invalidate()
    answer(st, "pass", "pass", "bid:2", "pass", "pass", "pass", "pass")
    while st.phase == "payment":
        answer(st, RULES.prompt(st).values[0])
    assert st.initiative == [YELLOW, RED, BLUE, GREEN]


def test_bid_must_be_higher_than_own_marker_and_on_a_free_space():
    st = new_state(3)
    st.initiative = [0, 1, 2]
    st.invalidate()
    answer(st, "bid:3")
    assert "bid:3" not in values(st)                     # seat 1: space 3 is taken
    assert RULES.explain_illegal(st, "bid:3") == "space 3 is taken by Ana"
    answer(st, "bid:5", "pass")
    # seat 0 again, marker on 3: 4 is free, 5 is taken, higher than 3 only
    vals = values(st)
    assert "bid:4" in vals and "bid:5" not in vals and "bid:2" not in vals and "bid:3" not in vals
    assert RULES.explain_illegal(st, "bid:2") == "a bid must be higher than your marker, which is on 3"


def test_bid_capped_at_10_and_at_total_resources():
    st = new_state(2)
    st.initiative = [0, 1]
    set_res(st, 0, 5, 5, 5)
    set_res(st, 1, 1, 1, 1)
    vals = values(st)
    assert "bid:10" in vals and "bid:11" not in vals
    assert RULES.explain_illegal(st, "bid:11") == "bid 11 is above the maximum of 10"
    answer(st, "bid:10")
    assert values(st) == ["bid:1", "bid:2", "bid:3", "pass"]
    assert RULES.explain_illegal(st, "bid:4") == "you have only 3 resources"


def test_pass_then_bid_again_later():
    st = new_state(3)
    st.initiative = [0, 1, 2]
    st.invalidate()
    answer(st, "pass", "bid:2", "pass")
    assert RULES.prompt(st).seat == 0 and "bid:3" in values(st)
    answer(st, "bid:3", "pass", "pass", "pass")
    assert st.phase == "payment"


def test_a_player_who_cannot_raise_is_passed_automatically():
    st = new_state(2)
    st.initiative = [0, 1]
    set_res(st, 1, 0, 0, 0)
    events = answer(st, "bid:1")
    assert any(e.kind == "passed" and e.data["forced"] for e in events)
    assert RULES.prompt(st).seat == 0
    answer(st, "pass")
    assert st.phase == "payment" and RULES.prompt(st).kind == "pay"


def test_payment_skips_the_prompt_when_one_type_can_pay():
    st = new_state(2)
    st.initiative = [0, 1]
    set_res(st, 0, 0, 6, 0)
    answer(st, "bid:3", "pass", "pass")
    assert st.resources[0] == [0, 3, 0]
    assert st.phase == "encounter"


def test_payment_is_a_series_of_single_choices():
    st = new_state(2)
    st.initiative = [0, 1]
    set_res(st, 0, 2, 1, 5)
    answer(st, "bid:4", "pass", "pass")
    prompt = RULES.prompt(st)
    assert prompt.kind == "pay" and prompt.values == ["pay:ammo", "pay:gas", "pay:adrenaline"]
    answer(st, "pay:gas")
    assert RULES.prompt(st).values == ["pay:ammo", "pay:adrenaline"]
    assert RULES.explain_illegal(st, "pay:gas") == "you have no Gas"
    answer(st, "pay:ammo", "pay:ammo")
    # only adrenaline is left to pay the last one: paid without asking
    assert st.resources[0] == [0, 0, 4] and st.phase == "encounter"


def test_bidding_everything_pays_everything_without_questions():
    st = new_state(2)
    st.initiative = [0, 1]
    set_res(st, 0, 2, 2, 2)
    answer(st, "bid:6", "pass")              # seat 0 cannot raise any more: passed for it
    assert st.resources[0] == [0, 0, 0]


def test_markers_go_back_to_zero_after_the_auction():
    st = new_state(2)
    st.initiative = [0, 1]
    st.invalidate()
    answer(st, "bid:1", "pass", "pass", "pay:ammo")
    assert st.bids == [0, 0]
    assert RULES.view(st, 0)["auction"]["bids"] == {"0": 0, "1": 0}


def test_illegal_bid_leaves_the_state_untouched():
    st = new_state(2)
    before = state_hash(st)
    with pytest.raises(IllegalAnswer, match="above the maximum of 10"):
        RULES.apply(st, "bid:11")
    with pytest.raises(IllegalAnswer, match="not a legal answer"):
        RULES.apply(st, "path:0")
    assert state_hash(st) == before


def test_eliminated_players_take_no_part_in_auctions():
    st = new_state(3)
    st.initiative = [0, 1, 2]
    st.eliminated[1] = True
    st.survivors[1] = 0
    st.initiative.remove(1)
    st.invalidate()
    answer(st, "pass")
    assert RULES.prompt(st).seat == 2
    answer(st, "pass")
    assert st.phase == "encounter"
    assert st.encounter_order == [0, 2]


def test_solo_has_no_auction():
    st = new_state(1)
    assert st.phase == "encounter"
    assert RULES.prompt(st).kind == "path"
    settle(st)
