"""The action phase: every action, the extras, abilities, weaknesses and the rulebook's example."""
from __future__ import annotations

import pytest

from game.core.prompt import IllegalAnswer
from game.games.salvation_road import rules as R
from game.games.salvation_road.rules import state as S
from game.games.salvation_road.rules import characters
from game.games.salvation_road.rules import ops
from game.games.salvation_road.rules import threat
from game.games.salvation_road.rules import RULES

from .helpers import (answer, finals, assign_characters, check_invariants, die, held, new_state, place, prompt, set_fence,
                      set_location, set_slots, set_truck, setup_locations, settle, to_action, values,
                      wounds_of)

PAIRS = (("ines-calder", "ramona-teague"), ("sunny-vang", "nico-ferrante"))
LOCS = ("mercy-street-clinic", "pawn-and-pistol", "relay-tower")


def board(pairs=PAIRS, locs=LOCS, seed=1):
    st = new_state(len(pairs), seed)
    assign_characters(st, pairs)
    setup_locations(st, *locs)
    st.first_player = st.player_to_act = 0
    st.invalidate()
    return st


# --- move ---------------------------------------------------------------------------------
def test_move_to_a_face_down_location_turns_it_up_and_searches_for_free():
    st = board()
    st.search_deck = ["jerry-cans", "pantry"] + [s for s in st.search_deck if s not in ("jerry-cans", "pantry")]
    to_action(st, "ines-calder")
    opts = prompt(st).options
    moves = [o for o in opts if o.value.startswith("move:")]
    assert [o.value for o in moves] == ["move:0", "move:1", "move:2"]     # not the compound: already there
    assert moves[0].target == "location:slot-0" and finals(st)[moves[0].value]       # the id stays hidden
    events = answer(st, "move:0")
    loc = st.locations[0]
    assert loc["up"] and loc["threat"] == 0 and loc["supply"] == [0, 0, 0, 3]   # Jerry Cans: 3 Fuel
    assert st.characters["ines-calder"]["loc"] == 0
    assert "flipped" in [e.kind for e in events]
    assert any(e.kind == "card_drawn" and e.data["card"] == "jerry-cans" for e in events)
    assert st.characters["ines-calder"]["left"] == 1
    check_invariants(st)


def test_three_characters_at_most_except_the_compound():
    st = board()
    for cid in ("ines-calder", "ramona-teague", "sunny-vang"):
        place(st, cid, 0)
    to_action(st, "nico-ferrante")
    assert "move:0" not in values(st) and "move:1" in values(st)
    with pytest.raises(IllegalAnswer):
        RULES.apply(st, "move:0")
    place(st, "nico-ferrante", 1)
    to_action(st, "nico-ferrante")
    assert "move:compound" in values(st)


# --- gather ---------------------------------------------------------------------------------
def test_gather_takes_from_the_supply_onto_an_open_circle():
    st = board()
    place(st, "sunny-vang", 0)
    set_location(st, 0, "mercy-street-clinic", supply=(1, 0, 0, 2))
    to_action(st, "sunny-vang")
    assert {"gather:food", "gather:fuel"} <= set(values(st)) and "gather:ammo" not in values(st)
    answer(st, "gather:fuel")
    assert st.locations[0]["supply"] == [1, 0, 0, 1] and held(st, "sunny-vang") == [0, 0, 0, 1]
    check_invariants(st)


def test_gather_on_a_full_card_drops_a_different_resource_first():
    st = board()
    place(st, "sunny-vang", 0)                               # health 5
    set_slots(st, "sunny-vang", "ammo", "med", "?", "?", "?")
    set_location(st, 0, "mercy-street-clinic", supply=(0, 1, 0, 1))
    to_action(st, "sunny-vang")
    assert "gather:fuel" in values(st)
    answer(st, "gather:fuel")
    assert prompt(st).kind == "drop" and set(values(st)) == {"drop:ammo", "drop:med"}
    answer(st, "drop:med")
    assert held(st, "sunny-vang") == [0, 1, 0, 1] and st.locations[0]["supply"] == [0, 1, 1, 0]
    # only Ammo held and only Ammo there: gathering it would change nothing, so it is not offered
    set_slots(st, "sunny-vang", "ammo", "ammo", "?", "?", "?")
    set_location(st, 0, "mercy-street-clinic", supply=(0, 2, 0, 0))
    to_action(st, "sunny-vang")
    assert "gather:ammo" not in values(st)
    check_invariants(st)


# --- search and overrun ---------------------------------------------------------------------------
def test_search_raises_the_threat_and_adds_the_card():
    st = board()
    place(st, "ines-calder", 0)
    set_location(st, 0, "pawn-and-pistol", threat=0)
    st.search_deck = ["glovebox"] + [s for s in st.search_deck if s != "glovebox"]
    to_action(st, "ines-calder")
    answer(st, "search")
    assert st.locations[0]["threat"] == 1 and st.locations[0]["supply"] == [0, 1, 0, 1]
    assert st.search_discard[-1] == "glovebox"
    check_invariants(st)


def test_searches_reshuffle_the_discards_when_the_deck_is_empty():
    st = board()
    place(st, "ines-calder", 0)
    set_location(st, 0, "pawn-and-pistol")
    st.search_discard, st.search_deck = st.search_deck, []
    to_action(st, "ines-calder")
    answer(st, "search")
    assert len(st.search_deck) == 11 and len(st.search_discard) == 1


def test_an_overrun_location_loses_its_ability_and_yields_one_chosen_resource():
    st = board()
    place(st, "ines-calder", 0)
    track = st.content.tables["locations"]["pawn-and-pistol"].track
    set_location(st, 0, "pawn-and-pistol", threat=len(track) - 2)
    st.search_deck = ["glovebox", "bug-out-bag"] + [s for s in st.search_deck if s not in ("glovebox", "bug-out-bag")]
    to_action(st, "ines-calder")
    assert "site:pawn-and-pistol" in values(st)
    events = answer(st, "search")                     # reaches the skull: full yield this time
    assert S._overrun(st, 0) and any(e.kind == "overrun" for e in events)
    assert st.locations[0]["supply"] == [0, 1, 0, 1]
    assert "site:pawn-and-pistol" not in values(st)
    answer(st, "search")                              # overrun: the token stays, one resource of our choice
    assert st.locations[0]["threat"] == len(track) - 1
    assert prompt(st).kind == "resource" and set(values(st)) == {"res:food", "res:med", "res:fuel"}
    answer(st, "res:med")
    assert st.locations[0]["supply"] == [0, 1, 1, 1]
    check_invariants(st)


# --- heal -------------------------------------------------------------------------------------
def test_heal_three_unrevealed_or_one_revealed_on_any_character_here():
    st = board()
    for cid in ("sunny-vang", "ines-calder"):
        place(st, cid, 0)
    place(st, "nico-ferrante", 1)
    set_slots(st, "sunny-vang", "med", "med")
    set_slots(st, "ines-calder", "?", "?", "?", "?", "!injury")
    set_slots(st, "nico-ferrante", "?")
    to_action(st, "sunny-vang")
    heals = [v for v in values(st) if v.startswith("heal:")]
    assert set(heals) == {"heal:ines-calder:unrevealed", "heal:ines-calder:injury"}   # nobody elsewhere
    answer(st, "heal:ines-calder:unrevealed")
    assert wounds_of(st, "ines-calder") == ["?", "!injury"] and held(st, "sunny-vang") == [0, 0, 1, 0]
    answer(st, "heal:ines-calder:injury")
    assert wounds_of(st, "ines-calder") == ["?"] and st.revealed_wound_pile == {"injury": 1}
    check_invariants(st)


# --- transfer -----------------------------------------------------------------------------------
def test_transfer_once_a_round_to_a_character_here():
    st = board()
    for cid in ("sunny-vang", "ines-calder"):
        place(st, cid, 0)
    set_slots(st, "sunny-vang", "fuel", "food")
    to_action(st, "sunny-vang")
    assert "give:fuel:ines-calder" in values(st) and not any(v.startswith("truck") for v in values(st))
    answer(st, "give:fuel:ines-calder")
    assert held(st, "ines-calder") == [0, 0, 0, 1]
    assert not any(v.startswith("give:") for v in values(st))       # once a round
    assert st.characters["sunny-vang"]["left"] == 2                     # free


def test_transfer_to_a_full_receiver_drops_a_different_resource():
    st = board()
    for cid in ("sunny-vang", "ines-calder"):
        place(st, cid, 0)
    set_slots(st, "sunny-vang", "fuel")
    set_slots(st, "ines-calder", "food", "ammo", "?", "?", "?")
    to_action(st, "sunny-vang")
    answer(st, "give:fuel:ines-calder", "drop:ammo")
    assert held(st, "ines-calder") == [1, 0, 0, 1] and st.locations[0]["supply"] == [0, 1, 0, 0]
    check_invariants(st)


def test_at_the_compound_load_many_onto_the_truck_or_take_one():
    st = board()
    set_slots(st, "ines-calder", "fuel", "fuel", "food", "ammo")
    set_truck(st, food=1, med=2)
    to_action(st, "ines-calder")
    vals = values(st)
    assert {"truck:all", "truck:fuel", "truck:food", "truck:ammo", "take:food", "take:med"} <= set(vals)
    answer(st, "truck:fuel")
    assert prompt(st).kind == "truck"
    answer(st, "truck:fuel", "truck:food", "done")
    assert st.truck == [2, 0, 2, 2] and held(st, "ines-calder") == [0, 1, 0, 0]
    assert not any(v.startswith(("truck", "take")) for v in values(st))   # the transfer is used
    st2 = board()
    set_truck(st2, med=2)
    to_action(st2, "ines-calder")
    answer(st2, "take:med")
    assert st2.truck[2] == 1 and held(st2, "ines-calder") == [0, 0, 1, 0]
    assert not any(v.startswith(("truck", "take")) for v in values(st2))
    check_invariants(st)
    check_invariants(st2)


def test_truck_all_loads_everything():
    st = board()
    set_slots(st, "ines-calder", "fuel", "food", "ammo")
    to_action(st, "ines-calder")
    answer(st, "truck:all")
    assert held(st, "ines-calder") == [0, 0, 0, 0] and prompt(st).kind == "action"


# --- delay and recover ----------------------------------------------------------------------------
def test_a_delayed_character_must_recover_first():
    st = board()
    st.characters["ines-calder"]["delayed"] = True
    set_slots(st, "ines-calder", "food")
    to_action(st, "ines-calder")
    acts = [v for v in values(st) if not v.startswith(("truck", "take", "give", "food", "drive", "end"))]
    assert acts == ["recover"]
    answer(st, "recover")
    assert not st.characters["ines-calder"]["delayed"] and any(v.startswith("move:") for v in values(st))


def test_delayed_again_is_a_wound():
    st = board()
    st.characters["ines-calder"]["delayed"] = True
    events: list = []
    st.pending_decision = None
    characters._delay(st, "ines-calder", events, "rule:test")
    settle(st)
    assert st.characters["ines-calder"]["delayed"] and wounds_of(st, "ines-calder") == ["?"]


# --- compound actions ------------------------------------------------------------------------
def test_fight_takes_buggies_first_and_costs_red_dice_of_wounds():
    st = board()
    set_fence(st, 2, 1)
    to_action(st, "ines-calder")                      # a hero: one red die
    st.rng.force(die("red", 2))
    answer(st, "fight")
    assert st.fence == [2, 0] and st.marauder_pool[1] == 4
    assert wounds_of(st, "ines-calder") == ["?", "?"]
    to_action(st, "ramona-teague")                    # a survivor: two red dice
    st.rng.force(die("red", 1), die("red", 0))
    events = answer(st, "fight")
    assert st.fence == [1, 0] and wounds_of(st, "ramona-teague") == ["?"]
    rolled = [e for e in events if e.kind == "dice_rolled"][0]
    assert rolled.data["faces"] == [1, 0] and rolled.data["colors"] == ["red", "red"]
    check_invariants(st)


def test_shoot_spends_an_ammo_for_three_marauders_buggies_first():
    st = board()
    set_fence(st, 5, 1)
    set_slots(st, "ines-calder", "ammo")
    to_action(st, "ines-calder")
    answer(st, "shoot")
    assert st.fence == [3, 0] and held(st, "ines-calder") == [0, 0, 0, 0] and st.pool[1] == 15


def test_rest_removes_a_red_die_of_unrevealed_wounds():
    st = board()
    set_slots(st, "ines-calder", "?", "?", "!injury")
    to_action(st, "ines-calder")
    st.rng.force(die("red", 3))
    answer(st, "rest")
    assert wounds_of(st, "ines-calder") == ["!injury"]    # revealed wounds stay
    to_action(st, "ines-calder")
    assert "rest" not in values(st)                       # nothing left to rest off


def test_compound_actions_only_at_the_compound():
    st = board()
    set_fence(st, 3, 0)
    set_slots(st, "ines-calder", "ammo", "?")
    place(st, "ines-calder", 0)
    to_action(st, "ines-calder")
    assert not {"fight", "shoot", "rest"} & set(values(st))


# --- extras: food and fuel --------------------------------------------------------------------------
def test_food_buys_one_extra_action_once_a_round():
    st = board()
    set_slots(st, "ines-calder", "food", "food")
    to_action(st, "ines-calder")
    answer(st, "food")
    assert st.characters["ines-calder"]["left"] == 3 and "food" not in values(st)
    assert held(st, "ines-calder") == [1, 0, 0, 0]


def test_fuel_drives_with_one_companion_and_is_not_a_move():
    st = board()
    for cid in ("ramona-teague", "sunny-vang", "nico-ferrante"):
        place(st, cid, 1)
    set_location(st, 0, "mercy-street-clinic")
    set_slots(st, "ramona-teague", "fuel")
    st.characters["sunny-vang"]["delayed"] = True
    to_action(st, "ramona-teague")
    answer(st, "drive:0")
    assert prompt(st).kind == "with"
    assert set(values(st)) == {"with:sunny-vang", "with:nico-ferrante", "alone"}
    answer(st, "with:sunny-vang")
    assert st.characters["ramona-teague"]["loc"] == 0 == st.characters["sunny-vang"]["loc"]
    assert st.characters["sunny-vang"]["delayed"]              # driven, still delayed
    assert st.locations[0]["threat"] == 0                      # Jumpy works on moves, not drives
    assert st.characters["ramona-teague"]["left"] == 2 and st.pool[3] == 15
    assert not any(v.startswith("drive:") for v in values(st))


# --- locations: abilities, recon --------------------------------------------------------------------
def test_a_location_ability_is_used_once_a_round():
    st = board()
    for cid in ("ines-calder", "sunny-vang"):
        place(st, cid, 1)
    set_location(st, 1, "pawn-and-pistol")
    to_action(st, "ines-calder")
    answer(st, "site:pawn-and-pistol")
    assert held(st, "ines-calder") == [0, 1, 0, 0] and st.locations[1]["used"]
    to_action(st, "sunny-vang")
    assert "site:pawn-and-pistol" not in values(st)


def test_end_of_activation_ability_is_offered_when_the_activation_ends():
    st = board(locs=("bluebird-truck-stop", "pawn-and-pistol", "ridge-lookout"))
    place(st, "sunny-vang", 0)
    to_action(st, "sunny-vang")
    answer(st, "end")
    assert prompt(st).kind == "end_ability"
    answer(st, "use")
    assert st.locations[0]["supply"] == [0, 0, 0, 1] and st.locations[0]["used"]


def test_scout_draws_from_the_bottom_up_to_players_plus_one_and_explore_flips():
    st = board(locs=("mercy-street-clinic", "pawn-and-pistol", "ridge-lookout"))
    place(st, "sunny-vang", 2)
    bottom = st.road_deck[-1]
    to_action(st, "sunny-vang")
    answer(st, "end", "use")
    assert prompt(st).kind == "option"
    answer(st, "option:0")                                # scout
    assert st.roadmap[-1] == [bottom, False] and len(st.roadmap) == 2
    st.roadmap.append([st.road_deck.pop(), False])        # now 3 = players + 1
    events: list = []
    ops._scout(st, 1, "rule:test", events)
    assert len(st.roadmap) == 3 and events[0].text == "No more roads can be scouted."
    st.pending_decision = None
    st.task_stack.append({"t": "explore", "c": "sunny-vang", "n": 1, "cause": "rule:test"})
    settle(st)
    assert prompt(st).kind == "road" and values(st) == ["road:0", "road:1", "road:2"]
    answer(st, "road:1")
    assert st.roadmap[1][1] is True


# --- heroes ------------------------------------------------------------------------------------------
def test_field_dressing_heals_without_a_med():
    st = board(pairs=(("mags-hale", "ramona-teague"), ("sunny-vang", "nico-ferrante")))
    place(st, "mags-hale", 0)
    place(st, "nico-ferrante", 0)
    set_slots(st, "nico-ferrante", "?", "?", "?")
    to_action(st, "mags-hale")
    answer(st, "ability:mags-hale")
    assert wounds_of(st, "nico-ferrante") == ["?"]         # only one wounded here: no need to ask
    assert "ability:mags-hale" not in values(st)          # once a round


def test_keen_eye_adds_a_resource_after_a_search():
    st = board()
    place(st, "sunny-vang", 0)
    set_location(st, 0, "pawn-and-pistol")
    st.search_deck = ["jerry-cans"] + [s for s in st.search_deck if s != "jerry-cans"]
    to_action(st, "sunny-vang")
    answer(st, "search")
    assert prompt(st).kind == "resource"
    answer(st, "res:med")
    assert st.locations[0]["supply"] == [0, 0, 1, 3]
    st.search_deck = ["jerry-cans"] + [s for s in st.search_deck if s != "jerry-cans"]
    answer(st, "search")                                  # once a round
    assert st.locations[0]["supply"] == [0, 0, 1, 6]


def test_hotwire_drives_for_free():
    st = board(pairs=(("otto-brandt", "ramona-teague"), ("sunny-vang", "nico-ferrante")))
    to_action(st, "otto-brandt")
    answer(st, "ability:otto-brandt")
    assert prompt(st).kind == "destination"
    answer(st, "dest:2")
    assert prompt(st).kind == "with"
    answer(st, "with:nico-ferrante")
    assert st.characters["otto-brandt"]["loc"] == 2 == st.characters["nico-ferrante"]["loc"]
    assert st.characters["otto-brandt"]["left"] == 2 and st.locations[2]["up"]


def test_overwatch_only_at_the_compound():
    st = board(pairs=(("priya-sandoval", "ramona-teague"), ("sunny-vang", "nico-ferrante")))
    set_fence(st, 3, 1)
    to_action(st, "priya-sandoval")
    answer(st, "ability:priya-sandoval")
    assert st.fence == [2, 0] and st.characters["priya-sandoval"]["left"] == 1
    place(st, "priya-sandoval", 0)
    st.characters["priya-sandoval"]["ability"] = False
    to_action(st, "priya-sandoval")
    assert "ability:priya-sandoval" not in values(st)


def test_long_sight_scouts_or_explores_from_anywhere():
    st = board(pairs=(("wren-castillo", "ramona-teague"), ("sunny-vang", "nico-ferrante")))
    to_action(st, "wren-castillo")
    answer(st, "ability:wren-castillo", "option:1")
    assert st.roadmap[0][1] is True


def test_cover_tracks_lowers_the_threat_at_a_location():
    st = board(pairs=(("ezra-kane", "ramona-teague"), ("sunny-vang", "nico-ferrante")))
    to_action(st, "ezra-kane")
    assert "ability:ezra-kane" not in values(st)          # not at the compound
    place(st, "ezra-kane", 0)
    set_location(st, 0, "pawn-and-pistol", threat=3)
    to_action(st, "ezra-kane")
    answer(st, "ability:ezra-kane")
    assert st.locations[0]["threat"] == 2


# --- survivors' weaknesses ---------------------------------------------------------------------------
def test_gun_shy_cannot_fight_or_shoot():
    st = board(pairs=(("ines-calder", "gus-pellman"), ("sunny-vang", "nico-ferrante")))
    set_fence(st, 3, 0)
    set_slots(st, "gus-pellman", "ammo")
    to_action(st, "gus-pellman")
    assert not {"fight", "shoot"} & set(values(st))


def test_careless_hands_takes_a_wound_on_every_search():
    st = board()
    place(st, "nico-ferrante", 0)
    set_location(st, 0, "pawn-and-pistol")
    to_action(st, "nico-ferrante")
    answer(st, "search", "search")
    assert wounds_of(st, "nico-ferrante") == ["?", "?"]


def test_light_pack_carries_at_most_two():
    st = board(pairs=(("ines-calder", "birdie-lang"), ("sunny-vang", "nico-ferrante")))
    place(st, "birdie-lang", 0)
    set_slots(st, "birdie-lang", "food", "fuel")
    set_location(st, 0, "pawn-and-pistol", supply=(0, 1, 0, 1))
    to_action(st, "birdie-lang")
    answer(st, "gather:ammo")                             # room by swapping, never a third
    assert prompt(st).kind == "drop"
    answer(st, "drop:food")
    assert sorted(held(st, "birdie-lang")) == [0, 0, 1, 1] and sum(held(st, "birdie-lang")) == 2


def test_carsick_and_squeamish():
    st = board(pairs=(("ines-calder", "walt-dobrev"), ("sunny-vang", "june-achterberg")))
    set_slots(st, "walt-dobrev", "fuel", "med", "?")
    set_slots(st, "june-achterberg", "med", "?")
    to_action(st, "walt-dobrev")
    assert not any(v.startswith("drive:") for v in values(st)) and "heal:walt-dobrev:unrevealed" in values(st)
    to_action(st, "june-achterberg")
    assert not any(v.startswith("heal:") for v in values(st))


def test_loud_adds_a_threat_die():
    st = board(pairs=(("ines-calder", "lottie-marsh"), ("sunny-vang", "nico-ferrante")))
    place(st, "lottie-marsh", 0)
    set_location(st, 0, "pawn-and-pistol", threat=1)      # modifier 0
    assert threat._threat_dice_count(st, 0) == 2


def test_jumpy_raises_the_threat_where_she_moves():
    st = board()
    set_location(st, 1, "pawn-and-pistol", threat=1)
    to_action(st, "ramona-teague")
    answer(st, "move:1")
    assert st.locations[1]["threat"] == 2


def test_bottomless_hurts_without_a_food_in_his_pocket():
    st = board(pairs=(("ines-calder", "hector-bui"), ("sunny-vang", "nico-ferrante")))
    place(st, "ines-calder", 0)
    set_slots(st, "hector-bui", "food")
    st.phase, st.pending_decision, st.task_stack = "refresh", None, []
    st.refresh = {"stage": "triggers"}
    settle(st)
    assert held(st, "hector-bui") == [1, 0, 0, 0] and not wounds_of(st, "hector-bui")
    set_slots(st, "hector-bui")
    st.phase, st.pending_decision, st.task_stack = "refresh", None, []
    st.refresh = {"stage": "triggers"}
    settle(st)
    assert wounds_of(st, "hector-bui") == ["?"]


# --- turn order ----------------------------------------------------------------------------------
def test_players_activate_in_turn_and_are_skipped_when_out_of_characters():
    st = board(pairs=(("ines-calder", "ramona-teague"), ("sunny-vang", "nico-ferrante"),
                      ("dell-okafor", "gus-pellman")),
               locs=("mercy-street-clinic", "pawn-and-pistol", "relay-tower", "old-mission"))
    st.first_player = st.player_to_act = 1
    st.pending_decision = None
    settle(st)
    assert prompt(st).kind == "activate" and prompt(st).seat == 1
    answer(st, "activate:sunny-vang", "end")
    assert prompt(st).seat == 2
    answer(st, "activate:gus-pellman", "end")
    assert prompt(st).seat == 0
    answer(st, "activate:ines-calder", "end")
    # player 1 has one character left: activated without asking
    assert prompt(st).kind == "action" and prompt(st).context["character"] == "nico-ferrante"
    answer(st, "end")
    st.characters["ines-calder"]["activated"] = True
    assert prompt(st).context["character"] == "dell-okafor"
    answer(st, "end")
    assert prompt(st).context["character"] == "ramona-teague"   # player 1 is out: skipped
    answer(st, "end")
    assert st.phase != "action"


def test_each_character_gets_two_actions():
    st = board()
    to_action(st, "ines-calder")
    answer(st, "move:1", "move:2")
    assert st.active_character is None or st.active_character != "ines-calder"
    assert st.characters["ines-calder"]["activated"]


# --- the rulebook's example action phase, with our own characters ---------------------------------
def test_rulebook_action_phase_example():
    """Player 1: Ines (like Carl, Rally Call) at the clinic, Ramona at the compound. Player 2: Sunny at the
    clinic too, Nico (delayed) at the Relay Tower (like the Satellite Station: scout for a wound)."""
    st = board(locs=("mercy-street-clinic", "pawn-and-pistol", "relay-tower"))
    place(st, "ines-calder", 0)
    place(st, "sunny-vang", 0)
    place(st, "nico-ferrante", 2)
    set_location(st, 0, "mercy-street-clinic", supply=(0, 0, 0, 1))
    set_location(st, 2, "relay-tower")
    st.characters["nico-ferrante"]["delayed"] = True
    set_slots(st, "nico-ferrante", "food", "food", "fuel", "fuel", "ammo")
    set_fence(st, 2, 1)
    st.first_player = st.player_to_act = 0
    st.pending_decision = None
    settle(st)
    assert prompt(st).seat == 0 and set(values(st)) == {"activate:ines-calder", "activate:ramona-teague"}
    answer(st, "activate:ines-calder")
    answer(st, "gather:fuel")                       # first action
    answer(st, "give:fuel:sunny-vang")              # the free transfer
    assert held(st, "sunny-vang") == [0, 0, 0, 1]
    answer(st, "ability:ines-calder")               # second action: Rally Call moves...
    answer(st, "dest:2")
    # ...and Nico, the only other character there, takes an action: delayed, he must recover
    p = prompt(st)
    assert p.kind == "action" and p.context == {"character": "nico-ferrante", "sub": True} and p.seat == 1
    assert [v for v in values(st) if v != "end"] == ["recover"]
    answer(st, "recover")
    assert not st.characters["nico-ferrante"]["delayed"]
    # Ines has no action left and nothing free to do: player 2's turn
    assert st.characters["ines-calder"]["activated"]
    assert prompt(st).seat == 1 and prompt(st).kind == "activate"
    answer(st, "activate:nico-ferrante")
    bottom = st.road_deck[-1]
    answer(st, "site:relay-tower", "option:0")      # scout, taking a wound
    assert wounds_of(st, "nico-ferrante") == ["?"]
    assert st.roadmap[-1] == [bottom, False]
    answer(st, "drive:compound", "with:ines-calder")   # a drive: Rally Call does not trigger
    assert st.characters["nico-ferrante"]["loc"] == R.COMPOUND == st.characters["ines-calder"]["loc"]
    answer(st, "truck:food", "truck:food", "truck:fuel", "done")
    assert st.truck == [3, 0, 0, 1]
    answer(st, "shoot")                             # the buggy first, then two bikes
    assert st.fence == [0, 0]
    # player 1 again: Ramona is the only one left, so she is activated
    assert prompt(st).context["character"] == "ramona-teague"
    check_invariants(st)


# --- what cannot be taken back ------------------------------------------------------------------
def test_the_rounds_last_action_is_final_unless_something_free_is_left_to_do():
    st = board()
    place(st, "ines-calder", 0)
    set_location(st, 1, "pawn-and-pistol")
    for cid in st.character_order:
        st.characters[cid]["activated"] = cid != "ines-calder"
    to_action(st, "ines-calder")
    st.characters["ines-calder"]["left"] = 1
    set_slots(st, "ines-calder", "food")
    assert not finals(st)["move:1"]                 # the Food can still be eaten: the activation goes on
    set_slots(st, "ines-calder")
    assert finals(st)["move:1"]                     # nothing left to do: the threat phase comes next
    events = answer(st, "move:1")
    assert st.round == 2 and any(e.reveals for e in events)      # the apocalypse card was drawn
