"""The Sewers map's arithmetic: a tile is two squares wide and one high, its `at` the left square's (col,
row), rows counting down. Openings (sewer_tiles.toml): N0 and N1 along the top, S0 and S1 along the bottom,
W and E at the ends. Turned end for end, N0 and S1 change places, N1 and S0, W and E. A tile's paths are
given as it lies; on the map each end is where the tile's turn puts it ("S", the Starting Zone's room, and
"UP", the way out, are no openings and never move)."""
from __future__ import annotations

TURNED = {"N0": "S1", "S1": "N0", "N1": "S0", "S0": "N1", "E": "W", "W": "E"}
# leaving by an opening: where the next tile's left square lies, from this tile's, and its opening that meets it
ACROSS = {"E": ((2, 0), "W"), "W": ((-2, 0), "E"), "N0": ((0, -1), "S0"), "N1": ((0, -1), "S1"),
          "S0": ((0, 1), "N0"), "S1": ((0, 1), "N1")}


def turned_slot(slot: str, turned: bool) -> str:
    return TURNED.get(slot, slot) if turned else slot


def cells_of(at) -> list[tuple[int, int]]:
    return [(at[0], at[1]), (at[0] + 1, at[1])]


def neighbour(at, exit_slot: str) -> tuple[list[int], str]:
    """Where the tile laid against this exit lies, and the opening of it that must meet the exit."""
    (dx, dy), entry = ACROSS[exit_slot]
    return [at[0] + dx, at[1] + dy], entry


def entry_for(tile, turned: bool, entry: str) -> str | None:
    """The tile's opening on the map that meets `entry`, if it has one lying that way round."""
    return entry if any(turned_slot(o, turned) == entry for o in tile.openings) else None


def paths_from(tile, turned: bool, start: str, up: bool) -> list[tuple[int, list[str], str]]:
    """The paths leading on from `start` (an opening on the map, or "S"): (index, steps in walking order, the
    far end on the map). On the tile where the way out is (`up`) only the paths up; elsewhere none up."""
    out = []
    for k, path in enumerate(tile.paths):
        a, b = turned_slot(path.a, turned), turned_slot(path.b, turned)
        if a == start:
            steps, end = list(path.steps), b
        elif b == start and a != "S":
            steps, end = list(reversed(path.steps)), a
        else:
            continue
        if (end == "UP") == up:
            out.append((k, steps, end))
    return out
