"""The refresh phase and the trip to Salvation: markers, the first player, travel, roads, tolls."""
from __future__ import annotations

import pytest

from .helpers import (answer, assign_characters, check_invariants, held, new_state, place, prompt, set_slots,
                      set_truck, settle, setup_locations, stack_apocalypse, values)

PAIRS = (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante"))


def board(players=2, variants=()):
    st = new_state(players, 1, variants)
    if players == 2:
        assign_characters(st, PAIRS)
    setup_locations(st, *("mercy-street-clinic", "pawn-and-pistol", "relay-tower", "old-mission",
                          "grain-co-op")[:st.setup_players + 1])
    return st


def refresh(st) -> list:
    st.phase, st.pending_decision, st.task_stack, st.active_character, st.end_ability_queue = "refresh", None, [], None, None
    st.refresh = {"stage": "triggers"}
    return settle(st)


def test_refresh_clears_the_markers_and_passes_the_first_player_left():
    st = board(3)
    place(st, st.character_order[0], 0)
    for cid in st.character_order:
        st.characters[cid].update(activated=True, transfer=True, food=True, fuel=True, ability=True, left=0)
    st.locations[0].update(up=True, used=True)
    st.first_player = 2
    events = refresh(st)
    assert st.round == 2 and st.first_player == 0 and st.phase == "action"
    assert [e.data["round"] for e in events if e.kind == "round_end"] == [1]
    for cid in st.character_order:
        c = st.characters[cid]
        assert not (c["activated"] or c["transfer"] or c["food"] or c["fuel"] or c["ability"])
    assert not st.locations[0]["used"]
    assert prompt(st).seat == st.players[0]["seat"]


@pytest.mark.parametrize("pairs", [2, 3, 4])
def test_solo_passes_the_marker_to_the_right_pair_by_pair(pairs):
    # Alternate Player Counts, Solo Play: it starts with the leftmost "player" and passes "to the right
    # one 'player'"; the board lays the pairs out left to right, Pair 1 first
    st = board(1, (f"solo-{pairs}",))
    holders = [st.first_player]
    for _ in range(pairs):
        place(st, st.character_order[0], 0)
        refresh(st)
        holders.append(st.first_player)
    assert holders == list(range(pairs)) + [0]


def test_travel_is_offered_only_when_everyone_alive_is_home():
    st = board()
    place(st, "ines-calder", 0)
    refresh(st)
    assert st.phase == "action"                          # not offered
    st2 = board()
    st2.characters["nico-ferrante"].update(dead=True, loc=None)   # the fallen need not come home
    refresh(st2)
    p = prompt(st2)
    assert p.kind == "travel" and set(values(st2)) == {"travel", "stay"}
    assert p.seat == st2.players[st2.first_player]["seat"]
    answer(st2, "stay")
    assert st2.phase == "action" and st2.round == 2


def test_after_the_last_card_they_must_travel_or_lose():
    st = board()
    place(st, "ines-calder", 0)
    stack_apocalypse(st)
    refresh(st)
    assert st.phase == "over" and st.result["summary"] == "the apocalypse deck ran out"
    assert st.result["details"]["cause"] == "deck_ran_out"
    st2 = board()
    stack_apocalypse(st2)
    events = refresh(st2)
    assert "travel" in [e.kind for e in events]          # no question: they go


def test_rulebook_travel_example():
    """Two survivors at the compound with 10 Fuel, 3 Food, 4 Ammo and 1 Med. Road 1 is explored (3 Fuel,
    2 Ammo); road 2 was never explored (2 Food, 3 Fuel); road 3 was never scouted and comes from the
    bottom of the deck (1 Med, 4 Fuel). 1 Food and 2 Ammo are left; the one toll asks 1 Ammo or 2 Food:
    only the Ammo can pay. In a 2-player game one toll is all: they win."""
    st = board()
    st.characters["dell-okafor"].update(dead=True, loc=None)
    st.characters["nico-ferrante"].update(dead=True, loc=None)
    set_truck(st, food=2, ammo=4, fuel=8)
    set_slots(st, "ines-calder", "fuel", "fuel", "med")   # carried resources go onto the truck first
    set_slots(st, "sunny-vang", "food")
    rest = [r for r in st.road_deck + [x[0] for x in st.roadmap]
            if r not in ("toll-bridge-gang", "washed-out-pass", "glowing-crater")]
    st.roadmap = [["toll-bridge-gang", True], ["washed-out-pass", False]]
    st.road_deck = rest + ["glowing-crater"]
    st.search_deck = [s for s in st.search_deck if s != "jerry-cans"]
    st.search_discard = ["jerry-cans"]
    order = ["jerry-cans"] + sorted(s for s in st.search_deck)
    st.rng.force(order)                                  # the toll shuffle puts Jerry Cans on top
    refresh(st)
    assert prompt(st).kind == "travel"
    events = answer(st, "travel")
    paid = [(e.data["road"], e.data["paid"]) for e in events if e.kind == "road_paid"]
    assert paid == [("toll-bridge-gang", {"food": 0, "ammo": 2, "med": 0, "fuel": 3}),
                    ("washed-out-pass", {"food": 2, "ammo": 0, "med": 0, "fuel": 3}),
                    ("glowing-crater", {"food": 0, "ammo": 0, "med": 1, "fuel": 4})]
    assert [e.data["index"] for e in events if e.kind == "explored"] == [1, 2]
    assert [e.data["side"] for e in events if e.kind == "toll_paid"] == ["left"]   # 1 Ammo, unasked
    assert st.phase == "over" and st.result["winners"] == [0, 1]
    assert st.truck == [1, 1, 0, 0] and st.result["scores"] == [2, 2]
    check_invariants(st)


def _to_gate(st, truck, toll_card):
    st.roadmap = [[r, True] for r in ("toll-bridge-gang", "washed-out-pass", "glowing-crater")]
    st.road_deck = [r for r in st.road_deck if r not in ("toll-bridge-gang", "washed-out-pass", "glowing-crater")]
    set_truck(st, food=2 + truck[0], ammo=2 + truck[1], med=1 + truck[2], fuel=10 + truck[3])
    items = st.search_deck + st.search_discard
    st.rng.force([toll_card] + sorted(x for x in items if x != toll_card))


def test_a_toll_with_two_payable_sides_is_a_choice():
    st = board()
    _to_gate(st, (2, 1, 0, 0), "jerry-cans")              # 1 Ammo or 2 Food
    refresh(st)
    answer(st, "travel")
    assert prompt(st).kind == "toll" and set(values(st)) == {"toll:left", "toll:right"}
    answer(st, "toll:right")
    assert st.phase == "over" and st.result["winners"] and st.truck == [0, 1, 0, 0]


def test_turned_away_at_the_gate_and_unpaid_roads_lose():
    st = board()
    _to_gate(st, (0, 0, 0, 0), "jerry-cans")
    refresh(st)
    answer(st, "travel")
    assert st.phase == "over" and st.result["summary"] == "turned away at Salvation's gate"
    assert st.result["details"]["cause"] == "toll_unpaid"
    st2 = board()
    _to_gate(st2, (0, 0, -1, 0), "jerry-cans")
    refresh(st2)
    answer(st2, "travel")
    assert st2.result["summary"] == "could not pay road Glowing Crater"
    assert st2.result["details"]["cause"] == "road_unpaid"


def test_three_and_four_players_pay_more_tolls():
    st = board(4)
    assert st.tolls == st.content.tables["setups"]["p4"].tolls > 1


def test_truck_resources_cannot_pay_for_actions():
    st = board()
    set_truck(st, ammo=3, med=3, food=3, fuel=3)
    set_slots(st, "ines-calder", "?")
    from .helpers import set_fence, to_action
    set_fence(st, 3, 0)
    to_action(st, "ines-calder")
    vals = values(st)
    assert "shoot" not in vals and "food" not in vals and not any(v.startswith(("heal:", "drive:")) for v in vals)
    assert held(st, "ines-calder") == [0, 0, 0, 0]
