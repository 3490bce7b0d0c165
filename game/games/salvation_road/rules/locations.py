"""Locations: arriving and driving, searching, supplies."""
from __future__ import annotations

from ....core import piles
from ..effects import RESOURCES
from .marauders import _threat_up
from .state import COMPOUND, LOCATION_LIMIT, RI, RNAME, State, _at, _cname, _drop_target, _ev, _lname, _overrun
from ....core.words import join


def _relocate(state: State, cids: list[str], dest: int, cause: str, ev: list, verb: str) -> None:
    for cid in cids:
        state.characters[cid]["loc"] = dest
    who = _cname(state, cids[0]) if len(cids) == 1 else join([_cname(state, c) for c in cids])
    face_down = dest >= 0 and not state.locations[dest]["up"]
    _ev(ev, "moved", f"{who} {verb if len(cids) == 1 else verb.rstrip('s')} to {_lname(state, dest)}.", cause,
        {"characters": list(cids), "to": "compound" if dest == COMPOUND else (state.locations[dest]["id"] if not face_down
                                                                             else None),
         "slot": dest, "how": verb})
    if face_down:
        loc = state.locations[dest]
        loc["up"] = True
        loc["threat"] = 0
        _ev(ev, "flipped", f"{_lname(state, dest)} is turned face up.", "rule:move",
            {"location": loc["id"], "slot": dest}, True)
        _search(state, cids[0], ev, raise_threat=False, first_visit=True)


def _draw_search(state: State, ev: list) -> str:
    card, shuffled = piles.draw_reshuffling(state.search_deck, state.search_discard, state.rng)
    if shuffled:
        _ev(ev, "shuffled", "The search cards are shuffled into a new deck.", "rule:search", {})
    return card


def _search(state: State, cid: str, ev: list, raise_threat: bool, first_visit: bool = False) -> None:
    k = state.characters[cid]["loc"]
    if k is None or k == COMPOUND:
        return
    was_overrun = _overrun(state, k)
    if raise_threat and not was_overrun:
        _threat_up(state, k, 1, "nothing", "rule:search", ev)
    sid = _draw_search(state, ev)
    card = state.content.tables["search"][sid]
    state.search_discard.append(sid)
    amounts = list(card.resources.amounts())
    if state.mode == "heroic":
        amounts = [1 if a else 0 for a in amounts]
    elif state.mode == "survival":
        amounts = [2 if a else 0 for a in amounts]
    lid = state.locations[k]["id"]
    cause = f"search:{sid}"
    _ev(ev, "card_drawn", f"Search card: {card.name}.", cause, {"card": sid, "deck": "search", "location": lid}, True)
    if was_overrun:
        kinds = [r for i, r in enumerate(RESOURCES) if amounts[i] and state.pool[i]]
        if len(kinds) > 1:      # the card is resolved once the one resource is chosen
            state.pending_decision = {"k": "res", "c": cid, "why": "overrun", "opts": kinds, "slot": k, "cause": cause}
            return
        if kinds:
            _add_supply(state, k, kinds[0], 1, cause, ev)
    else:
        for i, r in enumerate(RESOURCES):
            if amounts[i]:
                _add_supply(state, k, r, amounts[i], cause, ev)
    _search_card_resolved(state, sid, lid, ev)


def _search_card_resolved(state: State, sid: str, lid: str, ev: list) -> None:
    _ev(ev, "card_resolved", f"{state.content.tables['search'][sid].name} is resolved.", f"search:{sid}",
        {"card": sid, "deck": "search", "location": lid})


def _add_supply(state: State, k: int, r: str, n: int, cause: str, ev: list) -> int:
    i = RI[r]
    moved = min(n, state.pool[i])
    state.pool[i] -= moved
    _drop_target(state, k)[i] += moved
    if moved:
        _ev(ev, "supplied", f"{moved} {RNAME[r]} {'goes' if moved == 1 else 'go'} {'onto the truck' if k == COMPOUND else 'to the supply at ' + _lname(state, k)}.",
            cause, {"slot": k, "resource": r, "amount": moved})
    return moved


def _start_drive(state: State, cid: str, dest: int, cause: str, ev: list, companion: bool = True) -> None:
    k = state.characters[cid]["loc"]
    mates = [o for o in _at(state, k) if o != cid] if companion else []
    if dest != COMPOUND and len(_at(state, dest)) + 2 > LOCATION_LIMIT:
        mates = []
    if mates:
        state.pending_decision = {"k": "with", "c": cid, "dest": dest, "cause": cause, "opts": mates}
        return
    _relocate(state, [cid], dest, cause, ev, "drives")
