"""A survivor's numbers as they stand: health left, stealth, storage, armour, actions; each the printed
number changed by whatever passive effects are in play (gear, status cards, the night, the innate)."""
from __future__ import annotations

from .state import ACTIONS, STORAGE, State, character, gear_card, outdoors


def health_left(state: State, index: int) -> int:
    survivor = state.survivors[index]
    return character(state, survivor).health - survivor["damage"]


def starving(state: State, index: int) -> bool:
    return state.survivors[index]["starve"] >= 0


def _modifiers(state: State, index: int):
    """Every Modifiers record applying to this survivor now."""
    survivor = state.survivors[index]
    found = []
    for held in survivor["gear"]:
        passive = getattr(gear_card(state, held), "passive", None)
        if passive is not None:
            found.append(passive)
    decks = state.content.tables["status_decks"]
    for status in survivor["status"]:
        if status["up"]:
            record = state.content.tables["status_cards"][status["card"]].modifiers
        else:
            record = decks[status["deck"]].back_modifiers
        if record is not None:
            found.append(record)
    if state.night:
        record = state.content.tables["day_night"][state.night].modifiers
        if record is not None:
            found.append(record)
    innate = character(state, survivor).innate
    if innate.passive is not None and not starving(state, index):
        found.append(innate.passive)
    out = outdoors(state, index)
    return [m for m in found if not m.outdoors or out]


def total(state: State, index: int, name: str) -> int:
    return sum(getattr(m, name) for m in _modifiers(state, index))


def stealth(state: State, index: int) -> int:
    survivor = state.survivors[index]
    printed = character(state, survivor)
    base = printed.starving.stealth if starving(state, index) else printed.stealth
    return base + total(state, index, "stealth")


def storage_limit(state: State, index: int) -> int:
    return max(0, STORAGE + total(state, index, "storage"))


def storage_used(state: State, index: int) -> int:
    return sum(gear_card(state, held).storage if held.get("src") != "g" else 1
               for held in state.survivors[index]["gear"])


def armour(state: State, index: int) -> int:
    return state.survivors[index]["armour"] + total(state, index, "armour")


def actions_per_turn(state: State, index: int) -> int:
    return max(1, ACTIONS + total(state, index, "actions"))
