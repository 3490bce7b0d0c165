"""The map of tiles: laid face down in a suggested layout, a random legal one, or one tile at a time
(every tile beside another), with the Van/Camp on an open place beside the map; tiles turned up
(their Reveal effect); the Van driven to another open place with everyone on it."""
from __future__ import annotations

from .state import STEP, State, _ev, cell, mission, name_of, tile, van_cell, xy


def new_place(tile_id: str, up: bool) -> dict:
    return {"tile": tile_id, "up": up, "tokens": 0, "barricade": False, "scavenged": False, "dropped": []}


def open_beside(cells) -> list[str]:
    """Empty places orthogonally beside the given cells, in a stable order."""
    taken = set(cells)
    found = set()
    for key in taken:
        x, y = xy(key)
        for dx, dy in STEP.values():
            other = cell(x + dx, y + dy)
            if other not in taken:
                found.add(other)
    return sorted(found, key=lambda k: (xy(k)[1], xy(k)[0]))


def lay_tile(state: State, key: str) -> None:
    """The next shuffled tile goes face down at `key`."""
    state.map[key] = new_place(state.setup_tiles.pop(0), False)


def lay_van(state: State, key: str, events: list) -> None:
    state.map[key] = new_place(mission(state).van, True)
    for survivor in state.survivors:
        survivor["pos"] = key
    _ev(events, "map_built", f"The map is laid: {len(state.map) - 1} tiles face down, the "
        f"{tile(state, mission(state).van).name} at its edge.", "rule:setup", {"cells": sorted(state.map)})


def lay_layout(state: State, cells: list[list[int]], van: list[int], events: list) -> None:
    for x, y in cells:
        lay_tile(state, cell(x, y))
    lay_van(state, cell(*van), events)


def lay_random(state: State, events: list) -> None:
    """A random legal map: each tile beside one already laid, the Van beside the finished map."""
    lay_tile(state, cell(0, 0))
    while state.setup_tiles:
        places = open_beside(state.map)
        lay_tile(state, places[state.rng.below(len(places))])
    places = open_beside(state.map)
    lay_van(state, places[state.rng.below(len(places))], events)


def reveal_tile(state: State, key: str, actor: int, events: list, cause: str) -> None:
    place = state.map[key]
    if place["up"]:
        return
    place["up"] = True
    record = tile(state, place["tile"])
    _ev(events, "tile_revealed", f"{name_of(state, actor)} turns up the {record.name}"
        + (f" (spawn {record.spawn})" if record.spawn else "") + (f": {record.text}" if record.text else "."),
        cause, {"cell": key, "tile": place["tile"]}, reveals=True)
    state.stats["revealed"] = state.stats.get("revealed", 0) + 1
    if record.trigger == "reveal":
        from .ops import run_ops
        run_ops(state, ["tiles", record.id, "effects"], actor, "short", f"tile:{record.id}")


def van_places(state: State) -> list[str]:
    """Where the Van may be driven: any open place beside a tile of the map but the Van itself."""
    here = van_cell(state)
    others = [key for key in state.map if key != here]
    return [key for key in open_beside(others) if key != here]


def move_van(state: State, key: str, events: list, cause: str) -> None:
    here = van_cell(state)
    state.map[key] = state.map.pop(here)
    for survivor in state.survivors:          # the eliminated too: what they left stays with the tile
        if survivor["pos"] == here:
            survivor["pos"] = key
    _ev(events, "van_moved", f"The Van drives to {key}, everyone aboard.", cause, {"from": here, "to": key})
