"""The shelter board: where a Character can get to from the Guard space (L693-711). They move freely
along a floor and up and down at ladders (a ladder joins two floors where both spaces have one); a
Closed Door, Bars, Rubble or Rubble Remnants can be reached and worked on but blocks the way beyond;
a Hole blocks moving sideways across it, boarded up or not. Fittings never block.

The New Boards (L1686-1722): No Man's Home's Neighbourhood (the "street") is reached through the street
door, the Outside space; The Crossing's two wings (`area`) are one walk, and `action_areas` says which wings
an action takes a Character to, for the sniper over the gap (rules/day.py)."""
from __future__ import annotations

from collections import deque
from typing import Callable

from .state import State

FLOORS = ("top", "ground", "cellar")
OBSTACLES = ("rubble", "bars", "closed_door")
# the variants that lay another board than the core box's front, and the `side` of its spaces
SIDES = {"back_of_board": "back", "no_mans_home": "no_mans_home", "the_crossing": "the_crossing"}
STREET = "street"          # the floor of No Man's Home's Neighbourhood, outside the house


def board(state: State) -> dict:
    """The spaces of the board's side in play (the shelter table holds both sides)."""
    table = state.content.tables["shelter"]
    return {space_id: table[space_id] for space_id in state.shelter}


def side_of(options) -> str:
    """The board's side a playthrough is laid on: the variant chosen in the "board" group, else the front."""
    return next((side for variant, side in SIDES.items() if variant in options), "front")


def _grid(state: State) -> dict[tuple[str, int], str]:
    return {(space.floor, space.column): space_id for space_id, space in board(state).items()}


def blocks(state: State, space_id: str) -> bool:
    card = state.shelter[space_id]["card"]
    return card is not None and state.content.tables["shelter_cards"][card].kind in OBSTACLES


def reachable(state: State) -> set[str]:
    """Every space a Character can reach (obstacles included, what lies beyond them not)."""
    return walk(board(state), lambda space_id: blocks(state, space_id))


def walk(spaces: dict, blocked: Callable[[str], bool]) -> set[str]:
    """The spaces reached from the Guard space over the board `spaces` (the shelter table), where
    `blocked(space)` says a space may be stood on but not passed. Pure: the bot walks it too, from the view."""
    grid = {(space.floor, space.column): space_id for space_id, space in spaces.items()}
    start = next(space_id for space_id, space in spaces.items() if space.holds == "guard")
    seen, queue = {start}, deque([start])
    while queue:
        here = queue.popleft()
        if here != start and blocked(here):
            continue                       # you may stand at an obstacle, not pass it
        space = spaces[here]
        steps = []
        left, right = grid.get((space.floor, space.column - 1)), grid.get((space.floor, space.column + 1))
        if left and not space.hole_left:
            steps.append(left)
        if right and not spaces[right].hole_left:
            steps.append(right)
        if space.ladder:
            level = FLOORS.index(space.floor)
            for other in (level - 1, level + 1):
                if 0 <= other < len(FLOORS):
                    linked = grid.get((FLOORS[other], space.column))
                    if linked and spaces[linked].ladder:
                        steps.append(linked)
        if space.holds == "outside":       # out of the street door into the Neighbourhood
            steps += [space_id for space_id, other in spaces.items() if other.floor == STREET]
        for nxt in steps:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def printed_open(state: State, space_id: str) -> bool:
    """A space's printed action may be used: it has one, and no card or Fitting covers it (L463)."""
    spot = state.shelter[space_id]
    return (state.content.tables["shelter"][space_id].printed is not None and spot["card"] is None
            and spot["fitting"] is None)


def clear_card(state: State, space_id: str) -> str:
    """The top Shelter card leaves its space; the next of a stack, if any, becomes the top. Returns it."""
    spot = state.shelter[space_id]
    card_id = spot["card"]
    under = spot.get("under") or []
    spot.update(card=under.pop(0) if under else None, remnants=False)
    if "under" in spot and not under:
        del spot["under"]
    return card_id


def free_to_build(state: State, space_id: str) -> bool:
    """Empty and buildable; a wreck (The Crossing) takes only its own Fitting, repaired (L1720)."""
    spot, space = state.shelter[space_id], state.content.tables["shelter"][space_id]
    return space.buildable and spot["card"] is None and spot["fitting"] is None and not space.ruined


def wrecked(state: State, space_id: str) -> bool:
    """A wreck still lies here: a ruined Fitting's space with nothing built on it (a repaired one stays)."""
    return bool(state.content.tables["shelter"][space_id].ruined) and state.shelter[space_id]["fitting"] is None


def has_areas(spaces: dict) -> bool:
    return any(space.area for space in spaces.values())


def action_areas(spaces: dict, action: str) -> list[str]:
    """The wings of The Crossing an action takes its Character to, in order (none on a board without wings).
    A Fitting is put together at the Fittings deck, on the Guard's side, then carried to its space, unless a
    Place a New Fitting space is named (build:<fitting>:<space>:<there>, L1722); a move goes from the
    Fitting's space to the one it is moved to; a fixed space's action is done at that space. Pure: the bot
    reads it from the view too."""
    if not has_areas(spaces):
        return []
    kind, _, rest = action.partition(":")
    parts = rest.split(":")
    guard = next(space.area for space in spaces.values() if space.holds == "guard")
    if kind == "build":
        return [spaces[parts[2]].area] if len(parts) > 2 else [guard, spaces[parts[1]].area]
    if kind == "move":
        return [spaces[parts[0]].area, spaces[parts[1]].area] if len(parts) > 1 else [spaces[parts[0]].area]
    if kind in ("card", "use", "nap", "printed", "dismantle", "repair"):
        return [spaces[parts[0]].area]
    if kind in ("outside", "poke_about"):
        return [space.area for space in spaces.values() if space.holds == kind][:1]
    return []


def crossings(here: str, areas: list[str]) -> tuple[int, str]:
    """How many times the gap is crossed going through `areas` from `here` ("" before the Character's first
    action of the day: they may stand in either wing, L1714), and the wing they end in."""
    count = 0
    for area in areas:
        if here and area != here:
            count += 1
        here = area
    return count, here


def beside(state: State, space_id: str) -> list[str]:
    """The spaces horizontally next to this one (where its improvement may go, L711)."""
    space = state.content.tables["shelter"][space_id]
    grid = _grid(state)
    return [grid[(space.floor, c)] for c in (space.column - 1, space.column + 1) if (space.floor, c) in grid]
