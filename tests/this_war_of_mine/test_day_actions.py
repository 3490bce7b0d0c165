"""Day Actions (L649-746): moving in the shelter (obstacles, Holes, ladders), the stages and who is
available, costs paid on assignment, building (improvements beside their base), Poke About, the Shelter
cards (Rubble with a Shovel or two, Bars, a Closed Door's Lockpick roll), a Bed's nap, and "for each"."""
from __future__ import annotations

from game.games.this_war_of_mine.rules.shelter import reachable
from game.games.this_war_of_mine.rules.state import State

from .support import Driver, content, options as values, started

DAY = Driver("dusk")
run, answer = DAY.run, DAY.answer


def at_day(seed: int = 1) -> State:
    return started(seed, phase="day")


def card_at(state: State, kind: str) -> str:
    """A reachable space holding a Shelter card of this kind."""
    cards = content().tables["shelter_cards"]
    return next(space for space in sorted(reachable(state))
                if state.shelter[space]["card"] and cards[state.shelter[space]["card"]].kind == kind)


def test_obstacles_hide_what_lies_beyond_them_until_cleared():
    state = at_day()
    spaces = content().tables["shelter"]
    open_spaces = reachable(state)
    guard = next(s for s, space in spaces.items() if space.holds == "guard")
    assert guard in open_spaces and any(spaces[s].floor != spaces[guard].floor for s in open_spaces), "ladders"
    hidden = set(spaces) - open_spaces
    assert hidden, "something lies behind an obstacle at the start (L707)"
    door = card_at(state, "closed_door")
    state.shelter[door]["card"] = None
    assert reachable(state) > open_spaces or door in open_spaces


def test_a_hole_blocks_moving_sideways_even_boarded_up():
    state = at_day()
    spaces = {k: s for k, s in content().tables["shelter"].items() if k in state.shelter}   # the board's front
    for space in state.shelter.values():
        space["card"] = None
    everything = reachable(state)
    assert everything == set(spaces), "with every card cleared, ladders reach every part of the shelter"
    holed = next(s for s, space in spaces.items() if space.hole_left)
    state.shelter[holed]["board_up"] = True
    assert reachable(state) == everything


def test_each_available_character_is_asked_once_a_stage_and_three_stages_lead_to_dusk():
    state = at_day()
    run(state)
    asked = 0
    while state.phase == "day" and state.pending:
        assert state.pending["why"] == "action"
        answer(state, "rest")
        asked += 1
    assert asked == 9 and state.phase == "dusk"


def test_a_black_marker_takes_the_third_stage_away():
    state = at_day()
    state.characters[0]["states"]["wounds"] = 2                 # one marker
    run(state)
    per_stage = []
    while state.phase == "day" and state.pending:
        per_stage.append((state.stage, state.pending["options"][0][1]))
        answer(state, "rest")
    assert sum(1 for stage, _ in per_stage if stage == 3) == 2


def test_a_fittings_cost_is_paid_on_assignment_and_it_stands_after():
    state = at_day()
    state.storage = {"wood": 2, "components": 1}
    run(state)
    build = next(v for v in values(state) if v.startswith("build:camp-bed:"))
    answer(state, build)
    assert state.storage == {}, "paid at once"
    assert not any(v.startswith("build:") for v in values(state)), "nothing left to pay with"
    answer(state, "rest")
    answer(state, "rest")
    space = build.split(":")[2]
    assert state.shelter[space]["fitting"] == "camp-bed" and "camp-bed" not in state.fittings_deck


def test_an_improvement_goes_beside_its_base():
    state = at_day()
    spaces = content().tables["shelter"]
    for spot in state.shelter.values():
        spot["card"] = None                               # every Shelter card dealt with: room to build
    open_spaces = reachable(state)
    def free(space):
        return space in open_spaces and state.shelter[space]["card"] is None and spaces[space].buildable
    base = next(s for s in sorted(open_spaces) if free(s) and any(
        free(t) for t in spaces if spaces[t].floor == spaces[s].floor and abs(spaces[t].column - spaces[s].column) == 1))
    state.shelter[base]["fitting"] = "tin-stove"
    state.fittings_deck.append("brick-range")
    state.storage = {"wood": 2, "components": 3, "mechanical-part": 1}
    run(state)
    targets = [v.split(":")[2] for v in values(state) if v.startswith("build:brick-range:")]
    assert targets and all(spaces[t].floor == spaces[base].floor and abs(spaces[t].column - spaces[base].column) == 1
                           for t in targets)


def test_poke_about_finds_wood_and_components_by_the_black_die():
    state = at_day()
    state.storage = {}
    run(state)
    answer(state, "poke_about")
    answer(state, "rest")
    state.rng.force(8)                                          # a 9: three
    answer(state, "rest")
    assert state.pending["why"] == "split" and values(state) == ["0", "1", "2", "3"]
    answer(state, "1")
    assert state.storage == {"wood": 1, "components": 2}


def test_a_closed_door_opens_on_4_to_10_and_the_lockpick_is_used_up():
    state = at_day()
    door = card_at(state, "closed_door")
    state.storage = {"lockpick": 1}
    run(state)
    answer(state, f"card:{door}")
    assert f"card:{door}" not in values(state), "one action a card"
    answer(state, "rest")
    state.rng.force(2)                                          # a 3: the lock holds
    answer(state, "rest")
    assert state.shelter[door]["card"] and state.storage == {"lockpick": 1}
    while state.stage == 1 and state.pending:
        answer(state, "rest")
    answer(state, f"card:{door}")
    answer(state, "rest")
    state.rng.force(5)                                          # a 6: it opens
    answer(state, "rest")
    assert state.shelter[door]["card"] is None and "lockpick" not in state.storage


def test_rubble_wants_a_shovel_or_two_characters_and_clears_in_two_goes():
    state = at_day()
    rubble = card_at(state, "rubble")
    state.storage = {}
    run(state)
    answer(state, f"card:{rubble}")
    answer(state, f"card:{rubble}")                             # a second pair of hands
    assert f"card:{rubble}" not in values(state)
    answer(state, "rest")
    assert state.shelter[rubble]["remnants"] and state.shelter[rubble]["card"]
    state.storage = {"shovel": 1}
    answer(state, f"card:{rubble}")                             # stage 2: one Character with the Shovel
    answer(state, "rest")
    answer(state, "rest")
    assert state.shelter[rubble]["card"] is None


def test_a_sleeper_may_nap_in_a_bed_and_wakes_rested():
    state = at_day()
    bed = next(s for s in sorted(reachable(state)) if state.shelter[s]["card"] is None
               and content().tables["shelter"][s].buildable)
    state.shelter[bed]["fitting"] = "camp-bed"
    sleeper = state.characters[0]
    sleeper["states"]["fatigue"], sleeper["asleep"] = 4, True
    run(state)
    assert set(values(state)) == {"rest", f"nap:{bed}"}, "asleep: only the nap"
    answer(state, f"nap:{bed}")
    answer(state, "rest")
    answer(state, "rest")
    assert sleeper["states"]["fatigue"] == 2 and not sleeper["asleep"]


def test_for_each_may_be_paid_again_in_the_same_action():
    state = at_day()
    rack_space = next(s for s in sorted(reachable(state)) if state.shelter[s]["card"] is None
                      and content().tables["shelter"][s].buildable)
    state.shelter[rack_space]["fitting"] = "drying-rack"
    state.storage = {"herb": 2, "wood": 2}
    run(state)
    answer(state, f"use:{rack_space}:0")
    answer(state, "rest")
    answer(state, "rest")
    assert state.pending["why"] == "again"
    answer(state, "again")
    assert state.storage.get("herbal-meds") == 2 and "herb" not in state.storage


def test_a_wait_action_is_not_offered_once_the_box_s_three_wait_tokens_are_out():
    from game.games.this_war_of_mine.rules.day import options_for
    state = at_day()
    empty = [s for s, spot in state.shelter.items() if not spot["card"] and not spot["fitting"]
             and content().tables["shelter"][s].buildable and s in reachable(state)]
    barrels = ["gutter-barrel", "garden-beds"]
    for space, fitting in zip(empty, barrels):
        state.shelter[space]["fitting"] = fitting
    open_spaces = [s for s in empty[:2]]
    given = lambda taken: [v for v, _l, _t in options_for(state, 0, {"given": taken, "tools": []})]  # noqa: E731
    assert all(any(v.startswith(f"use:{s}:") for v in given({})) for s in open_spaces)
    for spot in list(state.shelter.values())[:3]:         # three tokens on Fittings elsewhere
        spot["wait"] = True
    assert not any(v.startswith(tuple(f"use:{s}:" for s in open_spaces)) for v in given({}))
    for spot in list(state.shelter.values())[:3]:
        spot["wait"] = False
    state.shelter[open_spaces[0]]["wait"] = False
    for spot in list(state.shelter.values())[3:5]:
        spot["wait"] = True                                # two out: one left, spoken for by another's action
    k = next(int(v.rpartition(":")[2]) for v in given({}) if v.startswith(f"use:{open_spaces[0]}:"))
    assert not any(v.startswith(f"use:{open_spaces[1]}:") for v in given({"1": f"use:{open_spaces[0]}:{k}"}))
