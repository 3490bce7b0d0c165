"""Scavenging (L811-988) as far as it is written: the Location and the equipment, the Noise and the
Unknown deck by the Location's size, exploring card by card with each option's time and Noise paid,
Map cards, a Location's option, ending early, Findings with the Special Findings roll, an encounter,
and Choose Findings by weight (the rulebook's example, E10, L924)."""
from __future__ import annotations

from game.games.this_war_of_mine.effects import LOCATION_SIZES
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, options, started

SCAVENGE = Driver("night_raid")
run, answer = SCAVENGE.run, SCAVENGE.answer


def sent(seed: int = 1, who: tuple[int, ...] = (0, 1)) -> State:
    state = started(seed, phase="scavenging")
    for i in who:
        state.characters[i]["place"] = "scavenging"
    return state


def exploring(seed: int = 1, top: str | None = None, slot: str = "close") -> State:
    """The party at the Location in `slot`, nothing taken along, `top` on the Unknown deck."""
    state = sent(seed)
    state.storage = {}
    run(state)
    answer(state, f"go:{slot}")
    if top:
        state.unknown.remove(top) if top in state.unknown else state.exploration_deck.remove(top)
        state.unknown.insert(0, top)
    return state


def test_nobody_sent_means_no_scavenging():
    state = started(phase="scavenging")
    run(state)
    assert state.phase == "night_raid" and state.pending is None


def test_the_party_takes_its_equipment_and_the_unknown_deck_is_dealt_by_the_locations_size():
    state = sent()
    state.storage = {"knife": 1, "water": 2}
    run(state)
    assert state.pending["why"] == "location"
    answer(state, "go:far")
    assert options(state) == ["take:knife", "done"], "tokens only; Water is a resource"
    events = answer(state, "take:knife")
    size = content().tables["locations"][state.scene["location"]].size
    assert state.findings_pile.get("knife") == 1
    assert next(e for e in events if e.kind == "unknown").data["cards"] == LOCATION_SIZES[size]


def test_an_options_time_is_paid_from_the_unknown_deck_and_each_option_is_used_once():
    state = exploring(top="kitchen-cupboards")
    left = len(state.unknown)
    answer(state, "draw")
    assert options(state) == ["option:0", "option:1"]
    state.rng.force(0)                                      # the Special Findings roll: a 1, nothing more
    answer(state, "option:0")
    assert len(state.unknown) == left - 1 - 2, "drawn, then 2 returned"
    assert state.findings_pile, "the Pantry row"
    assert state.scene["discard"] == ["kitchen-cupboards"]


def test_noise_raised_and_rolled_for_can_bring_an_encounter():
    state = exploring(top="kitchen-cupboards")
    now = next(k for k, r in content().tables["residents"].items() if r.kind == "now" and not r.crime_wave)
    state.residents_deck.remove(now)
    state.residents_deck.insert(0, now)
    answer(state, "draw")
    state.rng.force(0)                                      # a 1 against Noise 2: heard
    events = answer(state, "option:1")
    assert any(e.kind == "encounter" for e in events) and any(e.kind == "residents" for e in events)
    assert state.noise == 1, "set back to 1 by the encounter"


def test_a_map_card_that_matches_goes_to_the_slot_and_one_that_doesnt_is_replaced():
    tables = content().tables
    state = exploring()
    location = tables["locations"][state.scene["location"]]
    maps = [k for k, c in tables["exploration"].items() if c.kind == "map"]
    matching = [k for k in maps if tables["exploration"][k].matches in location.properties]
    other = next(k for k in maps if k not in matching)
    state.unknown.remove(other) if other in state.unknown else state.exploration_deck.remove(other)
    state.unknown.insert(0, other)
    deck = len(state.exploration_deck)
    events = answer(state, "draw")
    assert other in state.scene["discard"] and other not in state.slot
    assert len(state.exploration_deck) == deck - 1 or any(e.kind == "exploration" for e in events[1:])


def test_ending_early_needs_an_or_end_card_on_the_discard():
    state = exploring(top="boarded-window")
    assert "end" not in options(state)
    answer(state, "draw")
    answer(state, "option:0")
    assert "end" in options(state)
    answer(state, "end")
    assert state.pending["why"] == "carry"


def test_a_locations_option_returns_its_cards_then_reads_its_script():
    tables = content().tables
    state = sent()
    slot = next((s for s, loc in state.locations.items() if tables["locations"][loc].option), None)
    if slot is None:
        loc = next(k for k, l in tables["locations"].items() if l.option)
        state.locations["close"], slot = loc, "close"
    state.storage = {}
    run(state)
    answer(state, f"go:{slot}")
    location = tables["locations"][state.locations[slot]]
    left = len(state.unknown)
    events = answer(state, "location")
    assert len(state.unknown) == left - location.option.returns
    assert any(e.kind == "script" and e.data["number"] == location.option.script for e in events)


def test_e10_the_party_carries_what_its_inventory_allows():
    # two Characters with Inventory 9 between them: Raw Food, Canned Food and a Pistol (1 each), Ammo (0),
    # and 3 Water, 2 Wood and 1 Component from the supply make 9 (L924)
    cards = content().tables["characters"]
    a = next(k for k, c in sorted(cards.items()) if c.inventory == 4)
    b = next(k for k, c in sorted(cards.items()) if c.inventory == 5)
    state = exploring()
    for person, card_id in zip(state.characters, (a, b)):
        person["id"] = card_id
    state.findings_pile = {"raw-food": 1, "canned-food": 1, "pistol": 1, "ammo": 1}
    state.unknown, state.pending, state.scene["ended"] = [], None, True
    run(state)
    for item in ("raw-food", "canned-food", "pistol", "ammo", "water", "water", "water", "wood", "wood"):
        answer(state, f"carry:{item}")
    answer(state, "carry:components")
    assert state.pending is None, "full: nothing more to carry, so no question"
    assert state.findings_pile == {"raw-food": 1, "canned-food": 1, "pistol": 1, "ammo": 1, "water": 3, "wood": 2,
                                   "components": 1}
    assert state.unknown == [] and state.slot == []


def at_location(rule: str, seed: int = 1) -> State:
    """The party sent to a Location with this special rule (put in the Close slot)."""
    state = sent(seed)
    state.locations["close"] = next(k for k, loc in sorted(content().tables["locations"].items()) if loc.rule == rule)
    state.storage = {}
    return state


def test_a_noisy_location_starts_the_noise_at_3():
    state = at_location("noisy")
    run(state)
    answer(state, "go:close")
    assert state.noise == 3


def test_a_sniper_covering_a_location_may_wound_someone_on_arrival():
    state = at_location("snipers")
    run(state)
    state.rng.force(0, 0)                                  # fate picks the first; the die shows 1
    answer(state, "go:close")
    assert sum(p["states"].get("wounds", 0) for p in state.characters) == 1


def test_snipers_in_the_city_hit_one_of_the_party_at_most_and_then_leave():
    state = sent()
    snipers = next(k for k, e in content().tables["events"].items()
                   if any(op.op_name == "rule" and op.rule == "snipers" for op in e.effects))
    state.events_up.append(snipers)
    state.rules_on["snipers"] = "game"
    state.storage = {}
    run(state)
    state.rng.force(0)                                     # the first of the party is hit at once
    answer(state, "go:close")
    assert sum(p["states"].get("wounds", 0) for p in state.characters) == 1
    assert "snipers" not in state.rules_on and snipers not in state.events_up


def test_a_flooded_location_tires_the_party_as_it_leaves_and_rationing_lets_one_water_home():
    state = at_location("flooded")
    state.rules_on["water_rationing"] = "chapter"
    run(state)
    answer(state, "go:close")
    state.unknown, state.pending, state.scene["ended"] = [], None, True
    run(state)
    answer(state, "carry:water")
    assert "carry:water" not in options(state)
    answer(state, "done")
    assert all(p["states"].get("fatigue", 0) == 1 for p in state.characters[:2])


def test_e13_with_the_family_hiding_here_taking_from_a_private_card_weighs_on_the_party():
    family = next(k for k, r in content().tables["residents"].items() if r.kind == "slot" and r.on_private)
    state = exploring(top="kitchen-cupboards")
    state.slot.append(family)
    answer(state, "draw")
    before = dict(state.findings_pile)
    answer(state, "option:0")
    assert state.pending["why"] == "private", "what was found is seen before it is taken (L964)"
    assert state.findings_pile != before
    state.rng.force(0)                                      # the Empathy roll: a 1
    answer(state, "take")
    assert all(p["states"].get("misery", 0) == 1 for p in state.characters[:2])


def test_what_a_private_card_held_may_be_left_and_then_it_costs_nothing():
    family = next(k for k, r in content().tables["residents"].items() if r.kind == "slot" and r.on_private)
    state = exploring(top="kitchen-cupboards")
    state.slot.append(family)
    answer(state, "draw")
    before = dict(state.findings_pile)
    answer(state, "option:0")
    answer(state, "leave")
    assert state.findings_pile == before
    assert all(p["states"].get("misery", 0) == 0 for p in state.characters[:2])
