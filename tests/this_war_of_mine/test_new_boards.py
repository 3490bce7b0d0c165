"""The New Boards (L1686-1722): No Man's Home and The Crossing laid at setup (only that board, its "2x Rubble"
and "4x Heap" stacks, the unused Rubble out of the game, one Fittings deck); No Man's Home's Neighbourhood (its
places offered through the street door, the sniper's odds growing with the distance, a death there losing what
was brought home, shut on a day nobody may go Outside); The Crossing's gap (a roll when an action changes
wing in the Day Actions, both ways, none for a first action or in the same wing, areas forgotten outside the
Day Actions, a shot that kills means nothing is done), its wrecks (Repair the Fitting builds exactly that
Fitting for half its cost, and nothing else stands there) and its Place a New Fitting spaces; and a whole
Leader-played game on each board to its end. The layouts, odds and places are ours: shelter.toml."""
from __future__ import annotations

import dataclasses

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine import content_check, effects
from game.games.this_war_of_mine.bots import LeaderBot
from game.games.this_war_of_mine.rules import RULES, day
from game.games.this_war_of_mine.rules.shelter import SIDES, reachable

from .support import Driver, content, options, started

DAY = Driver("dusk")
HOME, CROSSING = "no_mans_home", "the_crossing"


def laid(variant: str, seed: int = 1):
    state = started(seed, phase="day", options=[variant])
    DAY.run(state)                                   # the first Character is asked their first action
    return state


def asked(state) -> int:
    return state.task_stack[-1]["who"][0]


def first_acts(state, action: str, *rolls: int) -> list:
    """The first Character asked takes `action`, the others rest; the black die then shows `rolls`."""
    events = DAY.answer(state, action)
    state.rng.force(*(roll - 1 for roll in rolls))
    while state.pending and "rest" in options(state) and state.stage == 1:
        events += DAY.answer(state, "rest")
    assert state.rng.forced_pending == 0, "every forced roll was rolled"
    return events


def rolls(events, cause: str) -> list[int]:
    return [e.data["result"] for e in events if e.kind == "dice_rolled" and e.cause == cause]


# --- setup ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", [HOME, CROSSING])
def test_setup_lays_only_that_board_with_its_stacks_and_one_fittings_deck(variant):
    state = started(1, options=[variant])
    spaces, cards = content().tables["shelter"], content().tables["shelter_cards"]
    assert SIDES[variant] == variant
    assert state.shelter and all(spaces[s].side == variant for s in state.shelter)
    assert {s for s, space in spaces.items() if space.side == variant} == set(state.shelter)
    stacks = {spaces[s].holds: [spot["card"], *spot.get("under", [])] for s, spot in state.shelter.items()
              if spaces[s].stack > 1}
    assert len(stacks["heap"]) == 4 and all(cards[k].kind == "heap" for k in stacks["heap"]), "4x Heap"
    assert len(stacks["rubble"]) == 2 and all(cards[k].kind == "rubble" for k in stacks["rubble"]), "2x Rubble"
    on_board = [k for spot in state.shelter.values() for k in [spot["card"], *spot.get("under", [])] if k]
    rubble = [k for k, card in cards.items() if card.kind == "rubble"]
    assert sum(k in on_board for k in rubble) == 2, "the unused Rubble is out of the game (L1696)"
    assert not any(k in " ".join(state.waste) for k in rubble)
    core = [k for k, f in content().tables["fittings"].items() if not f.module]
    assert state.ideas_deck == [] and sorted(state.fittings_deck) == sorted(core), "no Ideas space (L1692)"


def test_the_whole_set_check_reads_every_board_and_knows_the_new_boards_rules():
    table = content().tables["shelter"]
    assert content_check._board_problems(content()) == []
    wreck = dataclasses.replace(table["cross-top-1"], ruined="metalwork-bench")          # an Improvement
    street = dataclasses.replace(table["home-street-0"], distance=0)
    found = content_check._new_board_problems(content(), CROSSING, {"a": wreck, "b": street})
    assert {problem[2] for problem in found} == {"ruined", "distance", "area"}


# --- No Man's Home: the Neighbourhood ---------------------------------------------------------------------------
def test_the_neighbourhood_is_open_through_the_street_door_from_the_start():
    state = laid(HOME)
    street = sorted(s for s, space in content().tables["shelter"].items() if space.floor == "street")
    assert len(street) == 6 and set(street) <= reachable(state)
    offered = dict((v, label) for v, label, _t in state.pending["options"])
    for space in street:
        distance = content().tables["shelter"][space].distance
        assert f"printed:{space}" in offered
        assert f"Shot at on {day.risk_words(distance)}" in offered[f"printed:{space}"]
        assert len(offered[f"printed:{space}"]) <= day.LABEL_MOST
    assert sorted(content().tables["shelter"][s].distance for s in street) == [1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize("space, distance", [("home-street-0", 1), ("home-street-2", 2), ("home-street-4", 3)])
def test_the_sniper_fires_coming_home_on_one_to_the_distance(space, distance):
    for shot, wounded in ((distance, 1), (distance + 1, 0)):
        state = laid(HOME)
        who = asked(state)
        events = first_acts(state, f"printed:{space}", 5, shot)          # the place's own roll, then the sniper
        assert rolls(events, "rule:neighbourhood") == [shot]
        assert state.characters[who]["states"].get("wounds", 0) == wounded, (space, shot)


def test_the_neighbourhood_s_gains_reach_the_storage_and_a_death_there_loses_them():
    state = laid(HOME)
    who = asked(state)
    before = state.storage.get("components", 0)
    first_acts(state, "printed:home-street-0", 5, 2)                  # the car: 3 Components; the shot misses
    assert state.storage.get("components", 0) == before + 3
    state = laid(HOME)
    who = asked(state)
    state.characters[who]["states"]["wounds"] = 3
    before = dict(state.storage)
    events = first_acts(state, "printed:home-street-0", 9, 1)         # 3 Components and a Mechanical Part; hit
    assert not state.characters[who]["alive"]
    assert state.storage == before, "what they carried home is lost (L1702)"
    assert any(e.kind == "carried_lost" for e in events)


def test_the_neighbourhood_is_shut_on_a_day_nobody_may_go_outside():
    state = started(1, phase="day", options=[HOME])
    state.rules_on["no_outside"] = "day"
    DAY.run(state)
    assert not any(v.startswith("printed:home-street") or v == "outside" for v in options(state))


def test_a_neighbour_trades():
    state = laid(HOME)
    state.storage["jewelry"] = 1
    DAY.answer(state, "printed:home-street-1")
    while "rest" in options(state):
        DAY.answer(state, "rest")
    assert any(v.startswith("want:") for v in options(state)), "the widow's trade, no commission"


# --- The Crossing: the gap -------------------------------------------------------------------------------------
def crossing(area: str | None = None, wounds: int = 0, seed: int = 1):
    """The Crossing with its wings joined (the ground floor's door gone), the first Character asked last in
    `area` (None: not yet in a wing today)."""
    state = started(seed, phase="day", options=[CROSSING])
    state.shelter["cross-ground-4"]["card"] = None
    DAY.run(state)
    who = asked(state)
    if area:
        state.characters[who]["area"] = area
    if wounds:
        state.characters[who]["states"]["wounds"] = wounds
    state.pending = None                             # asked again, from where they stand now
    DAY.run(state)
    return state, who


def test_the_left_wing_is_shut_off_at_the_start():
    state = laid(CROSSING)
    left = {s for s, space in content().tables["shelter"].items() if space.side == CROSSING and space.area == "left"}
    assert not left & reachable(state)
    state, _who = crossing()
    assert "cross-top-0" in reachable(state) and "card:cross-top-0" in options(state)


def test_a_first_action_of_the_day_may_be_taken_in_either_wing_without_a_roll():
    state, who = crossing()
    events = first_acts(state, "card:cross-top-0")
    assert rolls(events, "rule:crossing") == []
    assert state.characters[who]["area"] == "left"


@pytest.mark.parametrize("start, action", [("right", "card:cross-top-0"), ("left", "card:cross-top-5")])
def test_an_action_in_the_other_wing_rolls_for_the_sniper_both_ways(start, action):
    for roll, wounds in ((2, 1), (3, 0)):
        state, who = crossing(start)
        label = dict((v, lab) for v, lab, _t in state.pending["options"])[action]
        assert "across the gap" in label
        events = first_acts(state, action, roll)
        assert rolls(events, "rule:crossing") == [roll]
        assert state.characters[who]["states"].get("wounds", 0) == wounds
        assert state.characters[who]["area"] != start


def test_both_pairs_of_hands_at_the_rubble_cross_the_gap():
    state, who = crossing("left")
    DAY.answer(state, "card:cross-top-4")
    helper = asked(state)
    state.characters[helper]["area"] = "left"
    state.pending = None
    DAY.run(state)
    events = DAY.answer(state, "card:cross-top-4")
    state.rng.force(4, 5)                            # a 5 and a 6: both across unhurt
    while state.pending and "rest" in options(state) and state.stage == 1:
        events += DAY.answer(state, "rest")
    assert rolls(events, "rule:crossing") == [5, 6]
    assert state.characters[who]["area"] == state.characters[helper]["area"] == "right"
    assert state.shelter["cross-top-4"]["remnants"], "cleared together, once"


def test_no_roll_in_the_same_wing_nor_for_resting():
    state, who = crossing("right")
    events = first_acts(state, "card:cross-top-5")
    assert rolls(events, "rule:crossing") == [] and state.characters[who]["area"] == "right"
    state, who = crossing("left")
    assert rolls(first_acts(state, "rest"), "rule:crossing") == []


def test_a_shot_that_kills_on_the_way_across_means_nothing_is_done():
    state, who = crossing("right", wounds=3)
    card = state.shelter["cross-top-0"]["card"]
    first_acts(state, "card:cross-top-0", 1)
    assert not state.characters[who]["alive"]
    assert state.shelter["cross-top-0"]["card"] == card, "the Furniture was never searched"


def test_the_wings_are_forgotten_before_and_after_the_day_actions():
    state, who = crossing("left")
    first_acts(state, "card:cross-top-0")
    assert state.characters[who]["area"] == "left"
    while state.phase == "day" or state.pending:
        if state.pending is None:
            DAY.run(state)
            continue
        DAY.answer(state, "rest" if "rest" in options(state) else options(state)[0])
    assert all("area" not in person for person in state.characters), "free to move again (L1714)"


# --- The Crossing: wrecks and Place a New Fitting ---------------------------------------------------------------
def test_repair_builds_exactly_the_wrecks_fitting_for_half_its_cost():
    state = started(1, phase="day", options=[CROSSING])
    state.storage.update({"electrical-part": 1, "components": 4})
    DAY.run(state)
    offered = dict((v, label) for v, label, _t in state.pending["options"])
    assert "repair:cross-cellar-6" in offered
    assert "Electrical Part" in offered["repair:cross-cellar-6"]
    assert not any(v.startswith("build:") and v.split(":")[2] == "cross-cellar-6" for v in offered), \
        "nothing else is built on a wreck (L1720)"
    first_acts(state, "repair:cross-cellar-6")
    assert state.shelter["cross-cellar-6"]["fitting"] == "shortwave-radio"
    assert "shortwave-radio" not in state.fittings_deck
    assert state.storage.get("electrical-part", 0) == 0 and state.storage["components"] == 3


def test_no_repair_without_its_card_or_its_half_cost_and_a_repaired_fitting_stays():
    state = started(1, phase="day", options=[CROSSING])
    state.storage["electrical-part"] = 1
    state.fittings_deck.remove("shortwave-radio")
    DAY.run(state)
    assert "repair:cross-cellar-6" not in options(state)
    state = started(1, phase="day", options=[CROSSING, "move_fittings"])
    state.storage.pop("electrical-part", None)
    DAY.run(state)
    assert "repair:cross-cellar-6" not in options(state)
    state = started(1, phase="day", options=[CROSSING, "move_fittings"])
    state.shelter["cross-cellar-6"]["fitting"] = "shortwave-radio"
    DAY.run(state)
    assert not any(v in options(state) for v in ("move:cross-cellar-6", "dismantle:cross-cellar-6"))


def test_place_a_new_fitting_builds_on_the_left_wing_without_crossing():
    state, who = crossing()
    builds = [v for v in options(state) if v.startswith("build:")]
    spaces = content().tables["shelter"]
    left = [v for v in builds if spaces[v.split(":")[2]].area == "left"]
    assert left and all(v.split(":")[3] in ("cross-top-2", "cross-ground-1") for v in left)
    assert all(len(v.split(":")) == 3 for v in builds if spaces[v.split(":")[2]].area == "right")
    assert not any(v.startswith("printed:") for v in options(state)), "the space is no action of its own"
    fitting_id, target, there = left[0].split(":")[1:]
    events = first_acts(state, left[0])
    assert rolls(events, "rule:crossing") == []
    assert state.shelter[target]["fitting"] == fitting_id and state.characters[who]["area"] == "left"


def test_a_build_on_the_left_from_the_right_wing_crosses_the_gap():
    state, who = crossing("right")
    spaces = content().tables["shelter"]
    build = next(v for v in options(state) if v.startswith("build:") and spaces[v.split(":")[2]].area == "left")
    assert len(build.split(":")) == 3, "put together at the Fittings deck, on the Guard's side"
    assert rolls(first_acts(state, build, 7), "rule:crossing") == [7]
    assert state.characters[who]["area"] == "left"


# --- whole games ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", [HOME, CROSSING])
def test_a_whole_leader_played_game_on_each_new_board(variant):
    setup = MatchSetup("this_war_of_mine", (Seat("Ana"), Seat("Ben")), 5, ("normal", variant))
    match = Match(RULES, setup, RULES.base_content(), keep_undo=False)
    bots = [LeaderBot(0, Rng(1)), LeaderBot(1, Rng(2))]
    kinds = set()
    for _ in range(5000):
        if match.pending is None:
            break
        prompt = match.pending
        answer = bots[prompt.seat].choose(match.view(prompt.seat), prompt)
        kinds.add(answer.partition(":")[2].split(":")[0])
        match.apply(answer)
    assert match.pending is None and match.state.phase == "over" and match.state.result
    assert ("printed" if variant == HOME else "repair") in kinds, "the bot uses what the board offers"
