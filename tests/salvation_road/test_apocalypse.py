"""The apocalypse phase and the wound tokens: every card type, its prevention, the rulebook's examples."""
from __future__ import annotations

from game.games.salvation_road import effects as E
from game.games.salvation_road.rules import characters
from game.games.salvation_road.rules import ops

from .helpers import (answer, finals, assign_characters, check_invariants, held, new_state, place, prompt, set_fence,
                      set_location, set_slots, set_truck, settle, setup_locations, stack_apocalypse,
                      start_apocalypse, values, wounds_of)

PAIRS = (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante"))


def board(pairs=PAIRS, players=2):
    st = new_state(players, 1)
    assign_characters(st, pairs)
    setup_locations(st, *("mercy-street-clinic", "pawn-and-pistol", "relay-tower", "old-mission",
                          "grain-co-op")[:players + 1])
    return st


def card_ids(events, kind):
    return [e.data["card"] for e in events if e.kind == kind and e.data.get("deck") == "apocalypse"
            or (kind == "card_resolved" and e.kind == kind)]


# --- drawing -------------------------------------------------------------------------------
def test_rulebook_discard_and_redraw_example():
    """A war card tops the discard pile; another war is drawn and set aside unresolved; a third war is
    drawn and, fearing the deck will run out, the players resolve it."""
    st = board()
    for cid, k in (("ines-calder", 0), ("dell-okafor", 0), ("sunny-vang", 1), ("nico-ferrante", 1)):
        place(st, cid, k)
    stack_apocalypse(st, "gate-crashers", "siege-line", "ash-fall", discard=["night-raid"])
    events = start_apocalypse(st)
    assert card_ids(events, "card_drawn") == ["gate-crashers"]
    p = prompt(st)
    assert p.kind == "apocalypse" and set(values(st)) == {"discard", "resolve"}
    # discarding draws the next card; resolving it wounds nobody at the compound and ends the round
    assert finals(st) == {"discard": True, "resolve": False}
    events = answer(st, "discard")
    assert st.apocalypse_discard == ["night-raid", "gate-crashers"]
    assert card_ids(events, "card_drawn") == ["siege-line"] and prompt(st).kind == "apocalypse"
    events = answer(st, "resolve")
    assert st.apocalypse_discard == ["night-raid", "gate-crashers", "siege-line"]
    assert [e.data["card"] for e in events if e.kind == "card_resolved"] == ["siege-line"]
    assert sum(st.fence) == 3                            # Siege Line adds 3 with 2 players
    assert st.apocalypse_deck == ["ash-fall"]


def test_a_different_type_is_resolved_without_asking():
    st = board()
    stack_apocalypse(st, "ash-fall", "dust-storm", discard=["night-raid"])
    events = start_apocalypse(st)
    assert [e.data["card"] for e in events if e.kind == "card_resolved"] == ["ash-fall"]


def test_marauders_follow_the_player_count_bikes_first_and_the_last_one_loses():
    st = board(pairs=(("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante"),
                      ("otto-brandt", "gus-pellman")), players=3)
    stack_apocalypse(st, "dust-storm", "ash-fall")       # 3 players: 3 marauders
    set_fence(st, 7, 0)                                  # 3 players: 8 bikes and 3 buggies in play
    start_apocalypse(st)
    assert st.fence == [8, 2] and st.marauder_pool == [0, 1] and st.phase != "over"
    st2 = board()
    stack_apocalypse(st2, "dust-storm", "ash-fall")      # p2: 2 marauders
    set_fence(st2, 7, 2)                                 # 2 of 11 left in the pool
    events = start_apocalypse(st2)
    assert st2.phase == "over" and st2.result["summary"] == "the compound fell"
    assert st2.result["details"]["cause"] == "compound_fell"
    assert "game_over" in [e.kind for e in events]


# --- death ----------------------------------------------------------------------------------
def test_death_spares_the_compound():
    st = board()
    place(st, "ines-calder", 0)
    place(st, "sunny-vang", 1)
    stack_apocalypse(st, "ash-fall", "dust-storm")
    start_apocalypse(st)
    assert wounds_of(st, "ines-calder") == ["?"] and wounds_of(st, "sunny-vang") == ["?"]
    assert not wounds_of(st, "dell-okafor") and not wounds_of(st, "nico-ferrante")


def test_a_death_choice_per_character():
    st = board()
    place(st, "ines-calder", 0)
    set_slots(st, "ines-calder", "fuel")
    place(st, "sunny-vang", 1)
    stack_apocalypse(st, "ambush-on-the-flats", "ash-fall")
    start_apocalypse(st)
    assert prompt(st).kind == "option" and prompt(st).context["character"] == "ines-calder"
    answer(st, "option:0")
    assert held(st, "ines-calder") == [0, 0, 0, 0] and not wounds_of(st, "ines-calder")
    # Sunny carries nothing: handing over a resource is impossible, so she takes the wound unasked
    assert wounds_of(st, "sunny-vang") == ["?"]


# --- war -------------------------------------------------------------------------------------
def test_rulebook_war_example():
    """2 players, seven of eleven marauders on the fence; Ines stands at the compound and takes a wound.
    The card adds four - the last four tokens, all buggies, would lose. She takes a second wound to hold
    one back, and the compound stands for another round."""
    st = board()
    for cid in ("dell-okafor", "sunny-vang", "nico-ferrante"):
        place(st, cid, 0)
    set_fence(st, 7, 0)
    assert st.marauder_pool == [0, 4]
    stack_apocalypse(st, "night-raid", "ash-fall")
    start_apocalypse(st)
    assert wounds_of(st, "ines-calder") == ["?"]
    assert prompt(st).kind == "hold" and set(values(st)) == {"hold:ines-calder", "done"}
    answer(st, "hold:ines-calder")
    assert wounds_of(st, "ines-calder") == ["?", "?"]
    assert st.fence == [7, 3] and st.marauder_pool == [0, 1] and st.phase != "over"
    check_invariants(st)


def test_war_without_holding_back_loses():
    st = board()
    for cid in ("dell-okafor", "sunny-vang", "nico-ferrante"):
        place(st, cid, 0)
    set_fence(st, 7, 0)
    stack_apocalypse(st, "night-raid", "ash-fall")
    start_apocalypse(st)
    answer(st, "done")
    assert st.phase == "over" and st.result["details"]["cause"] == "compound_fell"


def test_war_holds_no_more_than_the_card_adds():
    st = board()
    set_fence(st, 0, 0)
    stack_apocalypse(st, "gate-crashers", "ash-fall")    # 3 marauders with 2 players, 4 at the compound
    start_apocalypse(st)
    for cid in ("ines-calder", "dell-okafor", "sunny-vang"):
        answer(st, f"hold:{cid}")
    assert st.fence == [0, 0] and prompt(st).kind != "hold"


# --- pestilence -------------------------------------------------------------------------------
def test_rulebook_pestilence_example():
    """Ines and Dell share a location, both wounded; Dell has a Med and spends it to spare both. Sunny,
    elsewhere, has an unrevealed wound and a revealed sprained ankle and no Med. Gangrene: reveal one and
    resolve ALL revealed wounds. She reveals a sprained wrist: the ankle delays her; with no resource the
    wrist does nothing."""
    st = board()
    for cid in ("ines-calder", "dell-okafor"):
        place(st, cid, 0)
    place(st, "sunny-vang", 1)
    set_slots(st, "ines-calder", "?", "?")
    set_slots(st, "dell-okafor", "med", "?")
    set_slots(st, "sunny-vang", "?", "!sprained-ankle")
    stack_apocalypse(st, "gangrene", "ash-fall")
    start_apocalypse(st)
    p = prompt(st)
    assert p.kind == "prevent" and set(values(st)) == {"prevent:dell-okafor", "no"}
    st.rng.force("sprained-wrist")
    events = answer(st, "prevent:dell-okafor")
    assert wounds_of(st, "ines-calder") == ["?", "?"] and wounds_of(st, "dell-okafor") == ["?"]
    assert held(st, "dell-okafor") == [0, 0, 0, 0]
    assert wounds_of(st, "sunny-vang") == ["!sprained-wrist", "!sprained-ankle"]
    assert st.characters["sunny-vang"]["delayed"]
    revealed = [e for e in events if e.kind == "wound_revealed"]
    assert len(revealed) == 1 and revealed[0].reveals and revealed[0].data["wound"] == "sprained-wrist"
    check_invariants(st)


def test_pestilence_reveals_only_what_is_there():
    st = board()
    set_slots(st, "ines-calder", "?")
    stack_apocalypse(st, "plague-wind", "ash-fall")      # reveal 3
    st.rng.force("injury")
    start_apocalypse(st)
    assert wounds_of(st, "ines-calder") == ["!injury"]


# --- famine ----------------------------------------------------------------------------------
def test_rulebook_famine_example():
    """Ines and Sunny share a location, Dell is alone; Ines and Dell have Food. Hunger Moon: two wounds
    for whoever does not eat. Ines eats for both; Dell keeps his Food for the road and takes two wounds."""
    st = board()
    place(st, "ines-calder", 0)
    place(st, "sunny-vang", 0)
    place(st, "dell-okafor", 1)
    place(st, "nico-ferrante", 2)
    set_slots(st, "ines-calder", "food")
    set_slots(st, "dell-okafor", "food")
    set_slots(st, "nico-ferrante", "?", "?", "?", "?")
    stack_apocalypse(st, "hunger-moon", "ash-fall")
    start_apocalypse(st)
    assert prompt(st).context["slot"] == 0 and set(values(st)) == {"prevent:ines-calder", "no"}
    answer(st, "prevent:ines-calder")
    assert prompt(st).context["slot"] == 1
    answer(st, "no")
    assert not wounds_of(st, "ines-calder") and not wounds_of(st, "sunny-vang")
    assert wounds_of(st, "dell-okafor") == ["?", "?"] and held(st, "dell-okafor") == [1, 0, 0, 0]
    assert st.characters["nico-ferrante"]["dead"]             # nobody fed him; the pair still has Sunny
    check_invariants(st)


def test_one_food_spares_at_most_three_at_the_compound():
    st = new_state(4, 1)
    assign_characters(st, (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante"),
                           ("otto-brandt", "gus-pellman"), ("mags-hale", "walt-dobrev")))
    set_slots(st, "ines-calder", "food")
    stack_apocalypse(st, "lean-winter", "ash-fall")
    start_apocalypse(st)
    answer(st, "prevent:ines-calder")
    assert prompt(st).kind == "cover" and len(values(st)) == 7
    answer(st, "cover:mags-hale", "cover:gus-pellman")
    spared = {"ines-calder", "mags-hale", "gus-pellman"}
    for cid in st.character_order:
        assert (not wounds_of(st, cid)) == (cid in spared), cid


def test_apocalypse_cards_never_touch_the_truck():
    st = board()
    set_truck(st, food=3, fuel=4)
    set_slots(st, "ines-calder", "fuel")
    stack_apocalypse(st, "spoiled-stores", "ash-fall")
    start_apocalypse(st)
    assert st.truck == [3, 0, 0, 4]                      # truck Food cannot feed anyone, and nothing spoils
    assert held(st, "ines-calder") == [0, 0, 0, 0] and len(wounds_of(st, "ines-calder")) == 1


# --- wound tokens -------------------------------------------------------------------------------
def reveal(st, cid, wound_type):
    """Flip one unrevealed wound of cid to wound_type and resolve it."""
    st.pending_decision = None
    st.rng.force(wound_type)
    frame = {"t": "ops", "src": ["apoc", "gangrene"], "addr": [], "i": 1, "c": cid, "w": None}
    st.task_stack.append(frame)
    events: list = []
    ops.BEHAVIOURS.run(E.Reveal(1, "revealed"), st, frame, events)
    return events + settle(st)


def test_critical_wound_adds_a_wound():
    st = board()
    set_slots(st, "ines-calder", "?")
    reveal(st, "ines-calder", "critical")
    assert wounds_of(st, "ines-calder") == ["!critical", "?"]


def test_sprained_ankle_delays_or_wounds_when_already_delayed():
    st = board()
    set_slots(st, "ines-calder", "?", "?")
    reveal(st, "ines-calder", "sprained-ankle")
    assert st.characters["ines-calder"]["delayed"] and len(wounds_of(st, "ines-calder")) == 2
    reveal(st, "ines-calder", "sprained-ankle")
    assert len(wounds_of(st, "ines-calder")) == 3


def test_sprained_wrist_drops_a_resource():
    st = board()
    place(st, "ines-calder", 0)
    set_slots(st, "ines-calder", "?", "fuel")
    reveal(st, "ines-calder", "sprained-wrist")
    assert held(st, "ines-calder") == [0, 0, 0, 0] and st.locations[0]["supply"] == [0, 0, 0, 1]
    set_slots(st, "dell-okafor", "?", "fuel", "med")     # at the compound: onto the truck, chosen
    reveal(st, "dell-okafor", "sprained-wrist")
    assert prompt(st).kind == "resource" and set(values(st)) == {"res:fuel", "res:med"}
    answer(st, "res:med")
    assert st.truck[2] == 1


def test_painful_wound_raises_the_threat_or_adds_a_marauder():
    st = board()
    place(st, "ines-calder", 0)
    set_location(st, 0, "mercy-street-clinic", threat=2)
    set_slots(st, "ines-calder", "?")
    reveal(st, "ines-calder", "painful")
    assert st.locations[0]["threat"] == 3
    set_slots(st, "dell-okafor", "?")
    reveal(st, "dell-okafor", "painful")
    assert st.fence == [1, 0]


def test_flesh_wound_is_discarded_and_injury_does_nothing():
    st = board()
    set_slots(st, "ines-calder", "?", "?")
    reveal(st, "ines-calder", "flesh-wound")
    assert wounds_of(st, "ines-calder") == ["?"] and st.revealed_wound_pile == {"flesh-wound": 1}
    reveal(st, "ines-calder", "injury")
    assert wounds_of(st, "ines-calder") == ["!injury"] and not st.characters["ines-calder"]["delayed"]
    check_invariants(st)


def test_the_revealed_pile_is_reused_when_the_pool_runs_out():
    st = board()
    st.wound_pool, st.unknown_wounds, st.revealed_wound_pile = 0, {}, {"injury": 2, "critical": 1}   # (a position made by hand)
    st.pending_decision = None
    events: list = []
    assert characters._place_wound(st, "ines-calder", events, "rule:test")
    assert any(e.kind == "wound_pool" for e in events)
    assert st.revealed_wound_pile == {} and st.wound_pool == 2 and st.unknown_wounds == {"injury": 2, "critical": 1}
    assert wounds_of(st, "ines-calder") == ["?"]


# --- the shared if and repeat ops ------------------------------------------------------------------
def run_card_ops(st, cid, effects_toml):
    """Run ops (as TOML) as an apocalypse card's, acting for cid, until the next decision."""
    import copy
    import dataclasses
    import tomllib
    problems: list = []
    parsed = E.vocabulary.parse_ops(tomllib.loads(f"effects = {effects_toml}")["effects"], "effects", problems, [])
    assert problems == []
    content = copy.copy(st.content)
    card = content.tables["apocalypse"]["gangrene"]
    content.tables = {**content.tables,
                      "apocalypse": {**content.tables["apocalypse"], "gangrene": dataclasses.replace(card, effects=parsed)}}
    st.content = content
    st.pending_decision = None
    st.task_stack.append({"t": "ops", "src": ["apoc", "gangrene"], "addr": [], "i": 0, "c": cid, "w": None})
    return settle(st)


def test_if_counts_what_the_actor_carries():
    ops_toml = ('[{ op = "if", when = { count = "food", at_least = 2 }, then = [{ op = "wound", amount = 1 }], '
                'otherwise = [{ op = "marauders_add", amount = 1 }] }]')
    st = board()
    set_slots(st, "ines-calder", "food", "food")
    set_fence(st, 0, 0)
    run_card_ops(st, "ines-calder", ops_toml)
    assert wounds_of(st, "ines-calder") == ["?"] and st.fence == [0, 0]
    st = board()
    set_slots(st, "ines-calder", "food")
    set_fence(st, 0, 0)
    run_card_ops(st, "ines-calder", ops_toml)
    assert wounds_of(st, "ines-calder") == [] and sum(st.fence) == 1


def test_repeat_runs_its_ops_again():
    st = board()
    set_fence(st, 0, 0)
    run_card_ops(st, "ines-calder", '[{ op = "repeat", times = 3, effects = [{ op = "marauders_add", amount = 1 }] }]')
    assert sum(st.fence) == 3


def test_every_op_has_a_behaviour_and_the_if_counts_are_the_games():
    # the standing rules are never run: they are read once per content (state.facts)
    assert ops.BEHAVIOURS.missing() == sorted(E.PASSIVE_OPS)
    assert set(ops.QUANTITIES) == set(E.QUANTITIES)
