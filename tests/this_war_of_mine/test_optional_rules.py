"""The core box's optional rules, each a variant: moving and dismantling Fittings (L745-746, the Chair's
one-time bonus not had again, E22), eating, treating and drinking at any time (L781, L1090, L1102), the
Location swap before and while exploring (L835, L894), Overload (L908), Hiding Findings (L918); and the
rules every game keeps: an Improvement replacing its base (L711), a lasting rule keeping its longer end."""
from __future__ import annotations

from game.games.this_war_of_mine.effects import LOCATION_SIZES
from game.games.this_war_of_mine.rules.day import place_fitting
from game.games.this_war_of_mine.rules.ops import BEHAVIOURS
from game.games.this_war_of_mine.rules.shelter import reachable
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, options, started

DAY = Driver("dusk")
SCAVENGE = Driver("night_raid")


def with_rule(rule: str, seed: int = 1, phase: str = "day") -> State:
    state = started(seed, phase=phase)
    state.options = [rule]
    return state


def empty_spaces(state: State) -> list[str]:
    spaces = content().tables["shelter"]
    return sorted(s for s in reachable(state) if spaces[s].buildable and not state.shelter[s]["card"]
                  and not state.shelter[s]["fitting"])


def test_a_fitting_moves_to_an_empty_reachable_space_by_an_action():
    state = with_rule("move_fittings")
    heap = next(s for s in sorted(reachable(state)) if state.shelter[s]["card"]
                and content().tables["shelter_cards"][state.shelter[s]["card"]].kind == "heap")
    state.shelter[heap]["card"] = None                 # three empty spaces: a choice of two to move to
    here, there = empty_spaces(state)[:2]
    state.shelter[here]["fitting"] = "camp-bed"
    state.fittings_deck.remove("camp-bed")
    DAY.run(state)
    assert f"move:{here}" in options(state) and f"dismantle:{here}" in options(state)
    DAY.answer(state, f"move:{here}")
    assert state.pending["why"] == "move_to" and there in options(state), "where to, asked as it is assigned"
    DAY.answer(state, there)
    assert not any(o.endswith(f":{there}") for o in options(state)), "the space is spoken for this stage"
    while state.stage == 1:
        DAY.answer(state, "rest")
    assert state.shelter[there]["fitting"] == "camp-bed" and state.shelter[here]["fitting"] is None


def test_a_dismantled_fitting_gives_its_cost_back_but_not_its_one_time_bonus_again():
    state = with_rule("move_fittings")
    space = empty_spaces(state)[0]
    state.storage = {"wood": 2}
    place_fitting(state, "kitchen-chair", space, 0, [])
    DAY.run(state)                               # the chair's bonus ran once, as it was built
    built_with = dict(state.storage)
    DAY.answer(state, f"dismantle:{space}")
    while state.pending and state.pending["why"] == "action":
        DAY.answer(state, "rest")
    assert state.shelter[space]["fitting"] is None and "kitchen-chair" in state.fittings_deck
    assert state.storage.get("wood", 0) == built_with.get("wood", 0) + 2, "its Wood back (L746)"
    assert "kitchen-chair" in state.stats["built_once"], "rebuilt, its bonus is not had again (E22)"


def test_without_the_rule_fittings_stay_put():
    state = started(1, phase="day")
    here = empty_spaces(state)[0]
    state.shelter[here]["fitting"] = "camp-bed"
    state.fittings_deck.remove("camp-bed")
    DAY.run(state)
    assert not any(o.startswith(("move:", "dismantle:")) for o in options(state))


def test_eating_at_any_time_in_the_day_from_the_storage():
    state = with_rule("any_time")
    state.storage = {"canned-food": 1}
    state.characters[0]["states"] = {"hunger": 3}
    DAY.run(state)
    asked = state.pending["text"]
    DAY.answer(state, "any_time")
    food = content().tables["tokens"]["canned-food"].food
    DAY.answer(state, "eat:canned-food:0")
    assert state.characters[0]["states"].get("hunger", 0) == 3 + food and not state.storage
    assert state.pending["text"] == asked, "nothing more to eat: back to the question it interrupted"


def test_treating_at_any_time_while_scavenging_uses_the_findings_pile_not_the_storage():
    state = with_rule("any_time", phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.storage = {"bandages": 1}
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "go:close")
    if state.pending["why"] == "equipment":
        SCAVENGE.answer(state, "done")
    state.findings_pile = {"meds": 1}
    SCAVENGE.answer(state, "any_time")
    assert "give:meds:0" in options(state) and not any("bandages" in o for o in options(state))
    SCAVENGE.answer(state, "give:meds:0")
    assert state.characters[0]["treatments"] == ["meds"] and state.storage == {"bandages": 1}


def test_a_location_swapped_before_setting_out_deals_4_fewer_cards():
    state = with_rule("location_swap", phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.storage = {}
    before = dict(state.locations)
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "swap:close")
    assert state.locations != before and "swap:close" not in options(state), "once"
    events = SCAVENGE.answer(state, "go:far")
    size = content().tables["locations"][state.scene["location"]].size
    assert next(e for e in events if e.kind == "unknown").data["cards"] == LOCATION_SIZES[size] - 4


def test_a_location_swapped_while_exploring_costs_4_cards_and_never_the_one_you_are_in():
    state = with_rule("location_swap", phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.storage = {}
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "go:close")
    here = state.scene["location"]
    assert "swap:close" not in options(state)
    left = len(state.unknown)
    SCAVENGE.answer(state, "swap:far")
    assert len(state.unknown) == left - 4 and here in state.locations.values()


def test_overload_gives_one_more_weight_for_2_fatigue_only_at_fatigue_2_or_less():
    state = with_rule("overload", phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.characters[1]["states"] = {"fatigue": 3}
    state.scene = {"location": state.locations["close"], "discard": [], "met": [], "used": [], "ended": True}
    state.findings_pile = {"canned-food": 20}
    state.task_stack = [{"t": "scavenge", "stage": "choose", "chosen": {}}]
    SCAVENGE.run(state)
    room = int(state.pending["text"].split("room for ")[1].split(" ")[0])
    assert "overload:0" in options(state) and "overload:1" not in options(state)
    SCAVENGE.answer(state, "overload:0")
    assert state.characters[0]["states"]["fatigue"] == 2
    assert int(state.pending["text"].split("room for ")[1].split(" ")[0]) == room + 1
    assert "overload:0" not in options(state)


def hide_and_leave(seed: int = 1) -> State:
    state = with_rule("hide_findings", seed=seed, phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.scene = {"location": state.locations["close"], "discard": [], "met": [], "used": [], "ended": True}
    state.findings_pile = {"knife": 1}
    state.task_stack = [{"t": "scavenge", "stage": "choose", "chosen": {}}]
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "done")
    return state


def test_what_is_left_is_hidden_at_the_location_and_found_again_on_7_to_10():
    state = hide_and_leave()
    location = state.locations["close"]
    assert state.hidden == {location: {"knife": 1}}
    assert content().tables["tokens"]["knife"].count - 1 >= 0
    state.phase = "scavenging"
    state.findings_pile = {}
    state.task_stack = []
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "go:close")
    state.rng.force(6)                           # the black die: a 7
    SCAVENGE.answer(state, "done")
    assert state.findings_pile.get("knife") == 1 and not state.hidden


def test_hidden_findings_are_lost_on_1_to_6_and_with_their_location():
    state = hide_and_leave()
    state.phase = "scavenging"
    state.findings_pile, state.task_stack = {}, []
    SCAVENGE.run(state)
    SCAVENGE.answer(state, "go:close")
    state.rng.force(5)                           # a 6
    SCAVENGE.answer(state, "done")
    assert "knife" not in state.findings_pile and not state.hidden

    state = hide_and_leave(seed=2)
    from game.games.this_war_of_mine.rules.dawn import exchange_location
    exchange_location(state, "close", [])
    assert not state.hidden, "a Location leaving the game takes what was hidden there (L918)"


def test_an_improvement_replaces_its_base():
    state = started(1, phase="day")
    spaces = {k: s for k, s in content().tables["shelter"].items() if k in state.shelter}   # the board's front
    row = sorted((s for s in spaces if spaces[s].buildable), key=lambda s: (spaces[s].floor, spaces[s].column))
    base, beside = next((a, b) for a, b in zip(row, row[1:]) if spaces[a].floor == spaces[b].floor
                        and spaces[b].column == spaces[a].column + 1 and not spaces[b].hole_left)
    for s in (base, beside):
        state.shelter[s]["card"] = None
    place_fitting(state, "drum-heater", base, None, [])
    place_fitting(state, "ducted-heater", beside, None, [])
    assert state.shelter[base]["fitting"] is None and state.shelter[beside]["fitting"] == "ducted-heater"
    assert "fittings:drum-heater" in state.waste


def test_a_lasting_rule_keeps_its_longer_end():
    state = started(1)
    rule_op = next(op for card in content().tables["events"].values() for op in card.effects
                   if op.op_name == "rule" and op.until == "game")
    state.rules_on[rule_op.rule] = "game"
    shorter = type(rule_op)(rule=rule_op.rule, until="day")
    BEHAVIOURS.behaviour[type(rule_op)](shorter, state, {"cause": "test"}, 0, [])
    assert state.rules_on[rule_op.rule] == "game"
