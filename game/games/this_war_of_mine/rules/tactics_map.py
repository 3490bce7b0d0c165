"""The Tactics Map's geometry (tactics_maps.toml): which side a Location's size plays on, the passages out of a
space, how far every space lies from another (along the passages, as the Enemies are heard), where a move of
an action may go (a ladder ends it, and cannot be run), and the whole-set check of both sides."""
from __future__ import annotations

from collections import deque

SIDES = 2
TOKENS_IN_BOX = 9
EXITS_PER_SIDE = 2


def side_for(content, size: str):
    """The side that fits a Location of this size (L1537): A for Medium or Large, B for Small."""
    maps = content.tables["tactics_maps"]
    return next((m for m in maps.values() if size in m.sizes), next(iter(maps.values())))


def spaces_of(board) -> dict:
    return {space.id: space for space in board.spaces}


def passages_from(board, space: str) -> list[tuple[str, str]]:
    """(the space at the other end, the passage's special kind) for every passage out of `space`."""
    out = []
    for passage in board.passages:
        if passage.a == space:
            out.append((passage.b, passage.kind))
        elif passage.b == space:
            out.append((passage.a, passage.kind))
    return out


def distances(board, start: str) -> dict[str, int]:
    """How many passages away every space lies from `start`."""
    far = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there, _kind in passages_from(board, here):
            if there not in far:
                far[there] = far[here] + 1
                queue.append(there)
    return far


def at_distance(board, start: str, distance: int) -> list[str]:
    """The spaces exactly `distance` away, or, if none lie that far, the farthest there are (never `start`)."""
    far = distances(board, start)
    exact = sorted(s for s, d in far.items() if d == distance)
    if exact:
        return exact
    reach = max((d for s, d in far.items() if 0 < d < distance), default=0)
    return sorted(s for s, d in far.items() if d == reach and reach)


def steps_open(board, here: str, running: bool) -> list[tuple[str, str]]:
    """The passages a moving group may take from `here`: all, but no ladder while running."""
    return [(there, kind) for there, kind in passages_from(board, here) if not (running and kind == "ladder")]


def shortest_path(board, start: str, goal: str) -> list[str]:
    """The spaces passed from `start` to `goal`, both included (the first found of the shortest)."""
    back = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            break
        for there, _kind in passages_from(board, here):
            if there not in back:
                back[there] = here
                queue.append(there)
    if goal not in back:
        return []
    path = [goal]
    while back[path[-1]] is not None:
        path.append(back[path[-1]])
    return list(reversed(path))


def problems(content) -> list[tuple[str, str, str, str]]:
    """Each side: passages between its own spaces, connected, the black die's ten results as start spaces once
    each, two exits, Tactics tokens within the box's nine, a Hiding Space's dots only on a green space; and
    the cards: both decks, the two Action cards with all six actions, the Noise and the Alarm card."""
    from ..effects_tactics import SPECIAL_PASSAGES, SPECIAL_SPACES, TACTICS_ACTIONS
    out: list[tuple[str, str, str, str]] = []
    maps = content.table("tactics_maps")
    for map_id, board in maps.items():
        spaces = spaces_of(board)
        for k, passage in enumerate(board.passages):
            for end in (passage.a, passage.b):
                if end not in spaces:
                    out.append(("tactics_maps", map_id, f"passages[{k}]", f"{end!r} is no space of this side"))
        if spaces and len(distances(board, next(iter(spaces)))) != len(spaces):
            out.append(("tactics_maps", map_id, "passages", "every space is reached by the passages"))
        starts = sorted(n for space in board.spaces for n in space.starts)
        if starts != list(range(1, 11)):
            out.append(("tactics_maps", map_id, "spaces.starts", "each black-die result 1-10 starts on one space"))
        if sum(space.exit for space in board.spaces) != EXITS_PER_SIDE:
            out.append(("tactics_maps", map_id, "spaces.exit", f"a side has {EXITS_PER_SIDE} exits (L1626)"))
        if sum(space.tokens for space in board.spaces) > TOKENS_IN_BOX:
            out.append(("tactics_maps", map_id, "spaces.tokens", f"the box has {TOKENS_IN_BOX} Tactics tokens"))
        for space in board.spaces:
            if (space.dots > 0) != (space.colour == "green"):
                out.append(("tactics_maps", map_id, f"spaces.{space.id}.dots",
                            "a green space is a Hiding Space, with its dots; no other space has dots"))
    if maps and len(maps) != SIDES:
        out.append(("tactics_maps", "", "id", "the Tactics Map has two sides"))
    for size in ("small", "medium", "large"):
        if maps and sum(size in board.sizes for board in maps.values()) != 1:
            out.append(("tactics_maps", "", "sizes", f"one side for a {size} Location"))
    cards = content.table("tactics_cards")
    if maps or cards:
        kinds = [card.kind for card in cards.values()]
        for kind, want in (("noise", 1), ("alarm", 1), ("actions", 2), ("special", 2)):
            if kinds.count(kind) != want:
                out.append(("tactics_cards", "", "kind", f"{want} {kind} card{'s' if want > 1 else ''}, not {kinds.count(kind)}"))
        for kind in ("rooms", "hiding_open"):
            if not kinds.count(kind):
                out.append(("tactics_cards", "", "kind", f"the {kind} deck has no cards"))
        actions = sorted(a.id for card in cards.values() for a in card.actions)
        if actions != sorted(TACTICS_ACTIONS):
            out.append(("tactics_cards", "", "actions", f"the Action cards carry each of {', '.join(TACTICS_ACTIONS)} once"))
        specials = sorted(s.id for card in cards.values() for s in card.specials)
        if specials != sorted(SPECIAL_PASSAGES + SPECIAL_SPACES):
            out.append(("tactics_cards", "", "specials", "the Special cards explain every special passage and space once"))
    return out
