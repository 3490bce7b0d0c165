"""Goods: tokens and the three resources, counted by id in the Storage and on the Findings Pile, and
the box's supply (an item the box has run out of can't be found or bought, L339-349). The Storage x5
keeps Wood and Components five to a marker."""
from __future__ import annotations

from .state import RESOURCES, State, _ev


def box_count(state: State, item: str) -> int:
    table = state.content.tables["resources"] if item in RESOURCES else state.content.tables["tokens"]
    return table[item].count


def in_play(state: State, item: str) -> int:
    on_cards = sum(person["treatments"].count(item) for person in state.characters)
    hidden = sum(pile.get(item, 0) for pile in state.hidden.values())
    consumed = sum(held["tokens"].get(item, 0) for held in state.roles.values())    # on a Semi-Coop Role card
    return (state.storage.get(item, 0) + state.findings_pile.get(item, 0) + on_cards + hidden + consumed
            + 5 * state.storage_x5.get(item, 0))


def in_box(state: State, item: str) -> int:
    return max(0, box_count(state, item) - in_play(state, item))


def pile(state: State, where: str) -> dict:
    """The Storage or the Findings Pile; `here` is the pile of the scene."""
    if where == "here":
        where = "findings" if state.phase == "scavenging" else "storage"
    return state.findings_pile if where == "findings" else state.storage


def unload_findings(state: State) -> dict:
    """The party home: everything on the Findings Pile into the Storage; returns what it was."""
    brought = state.findings_pile
    for item, n in sorted(brought.items()):
        state.storage[item] = state.storage.get(item, 0) + n
    state.findings_pile = {}
    return brought


def label(state: State, item: str) -> str:
    table = state.content.tables["resources"] if item in RESOURCES else state.content.tables["tokens"]
    return table[item].name


def add(state: State, where: str, item: str, amount: int, events: list, cause: str) -> int:
    """As many as the box still holds; returns how many came."""
    got = min(amount, in_box(state, item))
    if got:
        target = pile(state, where)
        target[item] = target.get(item, 0) + got
        _ev(events, "gained", f"+{got} {label(state, item)}.", cause, {"item": item, "amount": got})
    return got


def remove(state: State, where: str, item: str, amount: int, events: list, cause: str) -> int:
    source = pile(state, where)
    lost = min(amount, source.get(item, 0))
    if lost:
        source[item] -= lost
        if not source[item]:
            del source[item]
        _ev(events, "lost", f"-{lost} {label(state, item)}.", cause, {"item": item, "amount": lost})
    return lost


def holds(state: State, where: str, goods) -> bool:
    source = pile(state, where)
    return all(source.get(g.item, 0) >= g.amount for g in goods)


def value(state: State, item: str) -> int:
    return 0 if item in RESOURCES else state.content.tables["tokens"][item].value


def lose_most_valuable(state: State, amount: int, color: str, events: list, cause: str, spare=()) -> int:
    """Discard `amount` goods from the Storage, `color` first when named, else the most valuable first;
    resources (value 0) last. `spare` are the Guards' weapons, which are safe (L1004)."""
    tokens = state.content.tables["tokens"]
    safe = list(spare)
    lost = 0
    while lost < amount:
        held = [item for item, n in state.storage.items() if n - safe.count(item) > 0]
        if not held:
            break
        def order(item):
            first = bool(color) and item not in RESOURCES and tokens[item].color == color
            return (not first, -value(state, item), item)
        remove(state, "storage", min(held, key=order), 1, events, cause)
        lost += 1
    return lost
