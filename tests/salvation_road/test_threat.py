"""The threat phase: dice, rerolls, sharing wounds, defeat; the rulebook's threat example."""
from __future__ import annotations

from game.games.salvation_road.rules import threat

from .helpers import (answer, finals, assign_characters, check_invariants, die, held, new_state, place, prompt, set_location,
                      set_slots, setup_locations, start_threat, values, wounds_of)

PAIRS = (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante"))


def board():
    st = new_state(2, 1)
    assign_characters(st, PAIRS)
    setup_locations(st, "mercy-street-clinic", "pawn-and-pistol", "relay-tower")
    return st


def first_plus_three(st, loc_id) -> int:
    return list(st.content.tables["locations"][loc_id].track).index(3)


def test_rulebook_threat_example():
    """Ines and Dell at the clinic, its token on the first +3 space: 2 + 3 = five dice, four blue and one red.
    Three wounds; Dell's Covering Fire rerolls every die showing a wound and it gets worse: four. No Ammo
    spent. Two wounds each; Ines must drop a Food into the supply for her second."""
    st = board()
    for cid in ("ines-calder", "dell-okafor"):
        place(st, cid, 0)
    set_location(st, 0, "mercy-street-clinic", threat=first_plus_three(st, "mercy-street-clinic"))
    set_slots(st, "ines-calder", "food", "food", "?", "?")
    set_slots(st, "dell-okafor", "ammo")
    st.rng.force(die("blue", 1), die("blue", 1), die("blue", 0), die("blue", 0), die("red", 1))
    events = start_threat(st)
    rolled = [e for e in events if e.kind == "dice_rolled"][0]
    assert rolled.data["colors"] == ["blue"] * 4 + ["red"] and rolled.data["faces"] == [1, 1, 0, 0, 1]
    p = prompt(st)
    assert p.kind == "reroll" and set(values(st)) == {"ability:dell-okafor", "ammo:dell-okafor", "accept"}
    st.rng.force(die("blue", 1), die("blue", 1), die("red", 2))     # dice 0, 1 and 4 are rerolled
    events = answer(st, "ability:dell-okafor")
    assert [d[1] for d in st.threat_roll["dice"]] == [1, 1, 0, 0, 2] and st.threat_roll["stage"] == "reroll"
    assert values(st) == ["ammo:dell-okafor", "accept"]           # the ability is once a round
    answer(st, "accept")                                          # they could spend the Ammo, and don't
    assert prompt(st).kind == "assign" and st.threat_roll["left"] == 4
    answer(st, "wound:dell-okafor", "wound:dell-okafor", "wound:ines-calder")
    supply_before = list(st.locations[0]["supply"])
    st.apocalypse_deck = []                                             # keep the apocalypse out of the way
    events = answer(st, "wound:ines-calder")                      # only Food held: dropped without asking
    assert wounds_of(st, "dell-okafor") == ["?", "?"]
    assert wounds_of(st, "ines-calder") == ["?", "?", "?", "?"] and held(st, "ines-calder") == [1, 0, 0, 0]
    assert st.locations[0]["supply"][0] == supply_before[0] + 1
    assert any(e.kind == "dropped" and e.data["resource"] == "food" for e in events)
    assert any(e.kind == "phase" and e.data["phase"] == "apocalypse" for e in events)


def test_dice_count_is_characters_plus_the_modifier_and_never_negative():
    st = board()
    place(st, "ines-calder", 0)
    set_location(st, 0, "mercy-street-clinic", threat=0)          # -1: one character rolls nothing
    assert threat._threat_dice_count(st, 0) == 0
    events = start_threat(st)
    assert [e.data["faces"] for e in events if e.kind == "dice_rolled"] == [[]]
    assert any(e.kind == "phase" and e.data["phase"] == "apocalypse" for e in events)
    for cid in ("dell-okafor", "sunny-vang"):
        place(st, cid, 0)
    set_location(st, 0, "mercy-street-clinic", threat=8)          # the skull: 3 + 4 = 7, only 6 dice exist
    assert threat._threat_dice_count(st, 0) == 6


def test_locations_roll_left_to_right_and_never_the_compound():
    st = board()
    place(st, "ines-calder", 2)
    place(st, "sunny-vang", 1)
    set_location(st, 1, "pawn-and-pistol", threat=3)
    set_location(st, 2, "relay-tower", threat=3)
    st.rng.force(0, 0, 0, 0, 0, 0, 0, 0)
    events = start_threat(st)
    rolls = [e.data["location"] for e in events if e.kind == "dice_rolled"]
    assert rolls == ["pawn-and-pistol", "relay-tower"]


def test_ammo_rerolls_chosen_dice_again_and_again():
    st = board()
    for cid in ("ines-calder", "sunny-vang"):
        place(st, cid, 1)
    set_location(st, 1, "pawn-and-pistol", threat=3)              # +1: three dice
    set_slots(st, "sunny-vang", "ammo", "ammo")
    st.rng.force(die("blue", 1), die("blue", 1), die("blue", 1))
    start_threat(st)
    assert set(values(st)) == {"ammo:sunny-vang", "accept"}
    answer(st, "ammo:sunny-vang")
    assert prompt(st).kind == "pick" and values(st) == ["die:0", "die:1", "die:2"]   # roll needs a die first
    answer(st, "die:0", "die:2")
    assert values(st) == ["die:1", "roll"] and finals(st)["roll"]
    st.rng.force(die("blue", 0), die("blue", 1))
    answer(st, "roll")
    assert [d[1] for d in st.threat_roll["dice"]] == [0, 1, 1]
    answer(st, "ammo:sunny-vang", "die:1", "die:2")
    st.rng.force(die("blue", 0), die("blue", 0))
    events = answer(st, "roll")
    assert [d["wounds"] for d in st.last_roll["dice"]] == [0, 0, 0] or \
        [e.data["faces"] for e in events if e.kind == "dice_rolled"][0] == [0, 0, 0]
    assert held(st, "sunny-vang") == [0, 0, 0, 0]
    assert not any(e.kind == "wounded" and e.cause == "rule:threat" for e in events)   # nothing to share
    check_invariants(st)


def test_wounds_are_shared_freely_and_a_full_card_of_wounds_defeats():
    st = board()
    for cid in ("ines-calder", "sunny-vang"):
        place(st, cid, 1)
    set_location(st, 1, "pawn-and-pistol", threat=6)              # +3: five dice
    set_slots(st, "sunny-vang", "?", "?", "?", "?")               # health 5: one more defeats
    st.rng.force(*[die("blue", 1)] * 4, die("red", 1))
    start_threat(st)                                              # nothing to reroll with: straight to sharing
    assert set(values(st)) == {"wound:ines-calder", "wound:sunny-vang"}
    events = answer(st, "wound:sunny-vang")
    assert st.characters["sunny-vang"]["dead"] and "defeated" in [e.kind for e in events]
    assert st.characters["sunny-vang"]["loc"] is None                        # its wounds go back to the pool
    assert st.wound_pool + len(wounds_of(st, "ines-calder")) == 36
    # the rest go to the only one left, without asking
    assert wounds_of(st, "ines-calder") == ["?"] * 4 or st.characters["ines-calder"]["dead"] or st.round > 1
    check_invariants(st)


def test_losing_both_characters_of_a_player_loses_the_game():
    st = board()
    st.characters["nico-ferrante"].update(dead=True, loc=None)
    place(st, "sunny-vang", 1)
    set_location(st, 1, "pawn-and-pistol", threat=6)
    set_slots(st, "sunny-vang", "?", "?", "?", "?")
    st.rng.force(*[die("blue", 1)] * 4)
    start_threat(st)
    assert st.phase == "over"
    assert st.result["summary"] == "Sunny Vang and Nico Ferrante were lost"
    assert st.result["details"]["cause"] == "characters_lost" and st.result["winners"] == []


def test_the_last_wound_shared_at_a_location_is_final_for_the_next_roll():
    st = board()
    for cid in ("ines-calder", "sunny-vang"):
        place(st, cid, 0)
    place(st, "dell-okafor", 1)
    set_location(st, 0, "mercy-street-clinic", threat=first_plus_three(st, "mercy-street-clinic"))
    set_location(st, 1, "pawn-and-pistol", threat=3)
    st.rng.force(*[die("blue", 1)] * 2, *[die("blue", 0)] * 3)     # two wounds at the clinic
    start_threat(st)
    assert prompt(st).kind == "assign" and not any(finals(st).values())
    answer(st, "wound:ines-calder")
    # the second and last wound here: the pawn shop's threat dice are rolled next
    assert all(finals(st).values())
    events = answer(st, "wound:sunny-vang")
    assert [e.data["location"] for e in events if e.kind == "dice_rolled"] == ["pawn-and-pistol"]
