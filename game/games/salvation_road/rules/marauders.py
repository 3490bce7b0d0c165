"""Marauders on the fence and threat on the track."""
from __future__ import annotations

from .ending import _lose
from .state import COMPOUND, State, _ev, _lcard, _lname, _marauders_text, _modifier, _overrun


def _fence_json(state: State) -> dict:
    return {"bikes": state.fence[0], "buggies": state.fence[1]}


def _remove_marauders(state: State, n: int) -> list[int]:
    taken = [0, 0]
    for _ in range(n):
        if state.fence[1]:
            state.fence[1] -= 1
            state.marauder_pool[1] += 1
            taken[1] += 1
        elif state.fence[0]:
            state.fence[0] -= 1
            state.marauder_pool[0] += 1
            taken[0] += 1
    return taken


def _add_marauders(state: State, n: int, cause: str, ev: list) -> None:
    if n <= 0:
        return
    added = [0, 0]
    for _ in range(n):
        if state.marauder_pool[0]:
            state.marauder_pool[0] -= 1
            state.fence[0] += 1
            added[0] += 1
        elif state.marauder_pool[1]:
            state.marauder_pool[1] -= 1
            state.fence[1] += 1
            added[1] += 1
        if not state.marauder_pool[0] and not state.marauder_pool[1]:
            break
    on = state.fence[0] + state.fence[1]
    _ev(ev, "marauders", f"{_marauders_text(added[0], added[1]).capitalize()} {'joins' if sum(added) == 1 else 'join'} the fence "
        f"({on} of {state.capacity} places filled).", cause,
        {"added": {"bikes": added[0], "buggies": added[1]}, "fence": _fence_json(state)})
    if not state.marauder_pool[0] and not state.marauder_pool[1]:
        _lose(state, "compound_fell", "the compound fell", ev)


def _threat_up(state: State, k: int, n: int, at_compound: str, cause: str, ev: list) -> None:
    if k == COMPOUND:
        if at_compound == "marauder":
            _add_marauders(state, n, cause, ev)
        return
    if k is None or not state.locations[k]["up"] or _overrun(state, k):
        return
    last = len(_lcard(state, k).track) - 1
    loc = state.locations[k]
    before = loc["threat"]
    loc["threat"] = min(last, before + n)
    _ev(ev, "threat", f"The threat at {_lname(state, k)} rises to {_modifier(state, k):+d}.", cause,
        {"location": loc["id"], "threat": loc["threat"], "modifier": _modifier(state, k)})
    if loc["threat"] == last:
        _ev(ev, "overrun", f"{_lname(state, k)} is overrun: its ability is lost.", cause, {"location": loc["id"]})
