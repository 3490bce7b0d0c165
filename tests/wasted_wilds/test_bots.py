"""The survivor bot's judgement, each on a table set by hand: it talks to a tribe the mission wants
friendly before it fights the tribe's monster, weighs a tile's choice by what each side costs, walks
round a known hazard, and goes looking for an objective's tile while it is still face down."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.wasted_wilds.bot_reading import ops_cost
from game.games.wasted_wilds.bots import SurvivorBot
from game.games.wasted_wilds.rules import RULES

from .support import attach, content, equip, faces, prompt, run, table

QUIET = faces(1, 1)        # a spawn roll of 2: no tile in these tests has it


def _at_act(state):
    state.rng.force(*QUIET)
    run(state)
    assert prompt(state).kind == "act"


def _choice(state, seat: int = 0) -> str:
    return SurvivorBot(seat, Rng(1)).choose(RULES.view(state, seat), prompt(state))


def _first_move(state, seat: int = 0) -> str:
    """The bot plays on (equipping what it drew, say) until it moves."""
    bot = SurvivorBot(seat, Rng(1))
    for _ in range(8):
        chosen = bot.choose(RULES.view(state, seat), prompt(state))
        if chosen.startswith("move:"):
            return chosen
        RULES.apply(state, chosen)
    raise AssertionError("the bot never moved")


def test_it_parlays_with_a_tribe_the_mission_wants_friendly_instead_of_killing_its_monster():
    state = table("frozen-2", tiles=[("0,0", "van", True), ("1,0", "tundra", True)], positions=("0,0", "1,0"))
    attach(state, 0, "elgr")
    equip(state, 0, "knife")
    _at_act(state)
    assert any(v.startswith("use:") for v in prompt(state).values), "it could attack the Elgr"
    assert _choice(state).startswith("parlay:nordic:")


def test_a_tiles_choice_is_weighed_by_what_each_side_costs():
    record = content().tables["tiles"]["avalanche-pass"]
    wait, hurry = record.effects[0].options
    me = {"gear": [], "damage": 0, "status": []}
    assert ops_cost(wait.effects, me, actions_left=0) < ops_cost(hurry.effects, me, actions_left=0), \
        "with no action left, stopping costs nothing"
    assert ops_cost(hurry.effects, me, actions_left=3) < ops_cost(wait.effects, me, actions_left=3), \
        "with three actions left, 2 damage is cheaper than losing them"


def test_it_walks_round_a_known_hazard_to_reach_its_goal():
    # two ways from 0,0 to the Radio Mast at 1,2: through the Bandit Camp's snares (north, the way a plain
    # breadth-first search tries first) or over the Tundra (east)
    tiles = [("0,0", "van", True), ("0,1", "bandit-camp", True), ("0,2", "tundra", True), ("1,0", "tundra", True),
             ("1,1", "tundra", True), ("1,2", "radio-mast", True)]
    state = table("frozen-3", characters=("chef",), tiles=tiles, positions=("0,0",))
    state.objectives[1]["stored"] = 4                 # only "everyone on the Radio Mast" is left
    _at_act(state)
    assert _first_move(state) == "move:E"


def test_it_looks_for_an_objectives_tile_while_it_is_face_down():
    tiles = [("0,0", "van", True), ("1,0", "gas-station", True), ("0,1", "radio-mast", False)]
    state = table("frozen-3", characters=("chef",), tiles=tiles, positions=("1,0",))
    state.objectives[1]["stored"] = 4
    state.map["1,0"]["scavenged"] = True
    _at_act(state)
    assert _first_move(state) == "move:W", "toward the one face-down tile, the only place the mast can be"
