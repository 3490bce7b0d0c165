"""The shelter board: where a Character can get to from the Guard space (L693-711). They move freely
along a floor and up and down at ladders (a ladder joins two floors where both spaces have one); a
Closed Door, Bars, Rubble or Rubble Remnants can be reached and worked on but blocks the way beyond;
a Hole blocks moving sideways across it, boarded up or not. Fittings never block."""
from __future__ import annotations

from collections import deque
from typing import Callable

from .state import State

FLOORS = ("top", "ground", "cellar")
OBSTACLES = ("rubble", "bars", "closed_door")


def _grid(state: State) -> dict[tuple[str, int], str]:
    return {(space.floor, space.column): space_id for space_id, space in state.content.tables["shelter"].items()}


def blocks(state: State, space_id: str) -> bool:
    card = state.shelter[space_id]["card"]
    return card is not None and state.content.tables["shelter_cards"][card].kind in OBSTACLES


def reachable(state: State) -> set[str]:
    """Every space a Character can reach (obstacles included, what lies beyond them not)."""
    return walk(state.content.tables["shelter"], lambda space_id: blocks(state, space_id))


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
        for nxt in steps:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def free_to_build(state: State, space_id: str) -> bool:
    spot, space = state.shelter[space_id], state.content.tables["shelter"][space_id]
    return space.buildable and spot["card"] is None and spot["fitting"] is None


def beside(state: State, space_id: str) -> list[str]:
    """The spaces horizontally next to this one (where its improvement may go, L711)."""
    space = state.content.tables["shelter"][space_id]
    grid = _grid(state)
    return [grid[(space.floor, c)] for c in (space.column - 1, space.column + 1) if (space.floor, c) in grid]
