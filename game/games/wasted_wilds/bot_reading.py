"""What the survivor bot reads off the table and the printed cards: what a list of ops would cost it,
what stepping onto a known tile costs, the cheapest path over the map, how far each tile is, how likely
Exposure is before its next turn, and what each printed choice runs. Public knowledge only."""
from __future__ import annotations

import heapq
import math
from collections import deque

from ...core.effects import walk_ops
from .rules.state import STEP, beside

def damage_of(ops) -> int:
    """The damage an op list deals to monsters (a choose counts its best option)."""
    best = 0
    for op, _depth in walk_ops(ops):
        if op.op_name == "damage" and op.who in ("monster", "monsters", "target", "targets"):
            best = max(best, op.amount + (6 * op.per if op.count else 0))
    return best


def has_op(ops, name: str, **fields) -> bool:
    return any(op.op_name == name and all(getattr(op, k, None) == v for k, v in fields.items())
               for op, _d in walk_ops(ops))


def feeds(ops) -> int:
    return max([-op.amount for op, _d in walk_ops(ops) if op.op_name == "hunger" and op.amount < 0] or [0])


def heals(ops) -> int:
    return max([op.amount for op, _d in walk_ops(ops) if op.op_name == "heal"] or [0])


TOKEN_COST = 3.0         # walking onto a monster token: a stealth test, or a monster card
HIDDEN_COST = 0.5        # a face-down tile may hold anything


def ops_cost(ops, me: dict, actions_left: int = 2) -> float:
    """What running these ops on yourself is worth avoiding, in rough health points (negative: a gain).
    A choose counts its cheapest option; a condition counts half its outcome."""
    total = 0.0
    for op in ops:
        name = op.op_name
        if name == "choose":
            total += min((ops_cost(option.effects, me, actions_left) for option in op.options), default=0.0)
        elif name == "if":
            total += 0.5 * ops_cost(op.then, me, actions_left) + 0.5 * ops_cost(op.otherwise, me, actions_left)
        elif name == "damage":
            total += op.amount if op.who == "self" else -0.8 * op.amount
        elif name == "discard_gear":
            total += 3.0 if me["gear"] else 0.5
        elif name == "end_turn":
            total += 1.5 * actions_left
        elif name == "draw_monster":
            total += 6.0 * op.amount
        elif name == "hunger":
            total += 2.0 * op.amount
        elif name == "heal":
            total -= min(op.amount, me["damage"])
        elif name in ("scavenge", "draw"):
            total -= 1.5 * op.amount
        elif name == "burn":
            total += 0.4 * op.amount
        elif name == "hostility":
            total += 3.0 * op.amount
        elif name == "clear_status":
            total -= 3.0 * len(me["status"])
        elif name == "exposure":
            total += 5.0
    return total


def tile_cost(record, me: dict) -> float:
    """The expected price of stepping onto a known tile, from its printed trigger (a stealth test is
    taken as passed half the time)."""
    if record.trigger in ("enter", "stop"):
        return max(0.0, ops_cost(record.effects, me))
    if record.trigger == "test":
        return max(0.0, 0.5 * ops_cost(record.fail, me) + 0.5 * ops_cost(record.success, me))
    return 0.0


def path_step(view: dict, start: str, goals: set[str], tiles=None, me=None) -> str | None:
    """The first step (a direction) of the cheapest path over the map's tiles to any goal cell: each
    step costs 1, plus, when `tiles` is given, what the tile stepped onto is known to cost."""
    if start in goals:
        return None
    cells = view["map"]
    best = {start: 0.0}
    first: dict[str, str | None] = {start: None}
    queue = [(0.0, start)]
    while queue:
        cost, here = heapq.heappop(queue)
        if cost > best.get(here, 1e9):
            continue
        if here in goals:
            return first[here]
        for direction in STEP:
            nxt = beside(here, direction)
            place = cells.get(nxt)
            if place is None:
                continue
            step = 1.0
            if tiles is not None:
                step += TOKEN_COST * place["tokens"]
                step += tile_cost(tiles[place["tile"]], me) if place["up"] and place["tile"] else HIDDEN_COST
            if cost + step < best.get(nxt, 1e9):
                best[nxt] = cost + step
                first[nxt] = direction if here == start else first[here]
                heapq.heappush(queue, (cost + step, nxt))
    return None


def distances(view: dict, start: str) -> dict[str, int]:
    """How many moves each cell of the map is from `start`."""
    cells = view["map"]
    far = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for direction in STEP:
            nxt = beside(here, direction)
            if nxt in cells and nxt not in far:
                far[nxt] = far[here] + 1
                queue.append(nxt)
    return far


def exposure_chance(view: dict, content) -> float:
    """How likely Exposure is reached before the active survivor acts again: the clock turns at the start
    of each of the next turns (theirs included), one step, or four on a 7 (1 in 6)."""
    steps = content.tables["clock"]["clock"].steps
    ahead = next((k for k in range(1, len(steps) + 1) if steps[(view["clock"] + k) % len(steps)] == "exposure"),
                 None)
    if ahead is None:
        return 0.0
    turns = sum(1 for s in view["survivors"] if s["alive"])
    chance = 0.0
    for sevens in range(turns + 1):
        if turns + 3 * sevens >= ahead:
            chance += math.comb(turns, sevens) * (1 / 6) ** sevens * (5 / 6) ** (turns - sevens)
    return chance


_CHOICES: dict[int, tuple[object, dict]] = {}


def _ops_fields(record):
    for name in getattr(record, "__slots__", ()):
        value = getattr(record, name)
        if isinstance(value, tuple) and value and hasattr(value[0], "op_name"):
            yield value
        elif hasattr(value, "__slots__") and not isinstance(value, (str, tuple)):
            yield from _ops_fields(value)


def choices(content) -> dict[tuple[str, ...], list]:
    """Every printed choose, by its options' labels: what each option runs."""
    cached = _CHOICES.get(id(content))
    if cached is None or cached[0] is not content:
        found = {}
        for table in content.tables.values():
            for record in table.values():
                for ops in _ops_fields(record):
                    for op, _depth in walk_ops(ops):
                        if op.op_name == "choose":
                            found.setdefault(tuple(o.label for o in op.options), [o.effects for o in op.options])
        cached = _CHOICES[id(content)] = (content, found)
    return cached[1]
