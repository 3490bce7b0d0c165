"""Survivors: meeting them, recruiting (5+ or 1 food, once each, one per claimed building), loyalty."""
from __future__ import annotations

from .dice import roll_black
from .state import State, _ev, survivor_kind

NAMES = ("Mara", "Joss", "Ade", "Lin", "Pim", "Rosa", "Teo", "Nell", "Bram", "Ivy", "Oskar", "Sade")


def room_for_survivors(state: State) -> int:
    claimed = state.claims_before + sum(1 for zone in state.zones.values() if zone["claimed"])
    return claimed - len(state.survivors)


def recruit(state: State, kind: str, events: list, cause: str) -> None:
    used = {person["name"] for person in state.survivors}
    name = next((n for n in NAMES if n not in used), f"Survivor {len(state.survivors) + 1}")
    state.survivors.append({"kind": kind, "name": name})
    _ev(events, "recruited", f"{name} the {survivor_kind(state, kind).name} joins you.", cause, {"survivor": kind})


def loyalty_test(state: State, events: list, cause: str) -> None:
    if state.skills["leader"] >= 2:
        _ev(events, "loyalty", "Your people trust you: no loyalty test.", cause, {})
        return
    kept = []
    for person in state.survivors:
        loyalty = survivor_kind(state, person["kind"]).loyalty + state.skills["leader"]
        face = roll_black(state, events, f"{person['name']}'s loyalty", cause)
        if face <= loyalty:
            kept.append(person)
        else:
            _ev(events, "left", f"{person['name']} slips away in the night.", cause, {"survivor": person["kind"]})
    state.survivors = kept
