"""Tokens and wounds on character cards: taking, dropping, healing, delays, rests, defeat."""
from __future__ import annotations

from ....core.option_cache import option
from ....core.prompt import Prompt
from ..effects import RESOURCES
from .asking import SeatDecision, _ask_seat
from .ending import _lose
from .state import (COMPOUND, RI, RNAME, State, _cname, _drop_target, _ev, _held, _room_for, _wounds,
                    facts)
from ....core.words import a, count, join


def _take_from_char(state: State, cid: str, r: str) -> None:
    slots = state.characters[cid]["slots"]
    for idx in range(len(slots) - 1, -1, -1):
        if slots[idx] == r:
            slots[idx] = ""
            return
    raise AssertionError(f"{cid} holds no {r}")


def _discard_res(state: State, cid: str, r: str) -> None:
    _take_from_char(state, cid, r)
    state.pool[RI[r]] += 1


def _drop_res(state: State, cid: str, r: str, ev: list, cause: str) -> int:
    """Drop one r from the character (to the supply here or the truck); returns the freed circle."""
    c = state.characters[cid]
    slots = c["slots"]
    for idx in range(len(slots) - 1, -1, -1):
        if slots[idx] == r:
            slots[idx] = ""
            _drop_target(state, c["loc"])[RI[r]] += 1
            _ev(ev, "dropped", f"{_cname(state, cid)} drops {a(RNAME[r])} {'on the truck' if c['loc'] == COMPOUND else 'here'}.",
                cause, {"character": cid, "resource": r})
            return idx
    raise AssertionError(f"{cid} holds no {r}")


def _give_token(state: State, cid: str, r: str, ev: list) -> None:
    """A resource token arrives on a character (already taken from wherever it was)."""
    room = _room_for(state, cid, r)
    c = state.characters[cid]
    if room is None:     # cannot hold it: it falls where the character stands
        _drop_target(state, c["loc"])[RI[r]] += 1
        _ev(ev, "dropped", f"{_cname(state, cid)} cannot carry the {RNAME[r]}, so it is left "
            f"{'on the truck' if c['loc'] == COMPOUND else 'here'}.", "rule:carry", {"character": cid, "resource": r})
        return
    if not room:
        slots = c["slots"]
        slots[slots.index("")] = r
        return
    if len(room) == 1:
        idx = _drop_res(state, cid, room[0], ev, "rule:drop")
        c["slots"][idx] = r
        return
    state.pending_decision = {"k": "drop", "c": cid, "for": r, "opts": room}


def _place_wound(state: State, cid: str, ev: list, cause: str, drop: str | None = None) -> bool:
    """Place one unrevealed wound; False when a drop choice is needed first."""
    c = state.characters[cid]
    slots = c["slots"]
    if state.wound_pool == 0:
        if not state.revealed_wound_pile:
            return True    # every wound token is on a character: nothing to place
        for wid, n in state.revealed_wound_pile.items():
            state.unknown_wounds[wid] = state.unknown_wounds.get(wid, 0) + n
            state.wound_pool += n
        state.revealed_wound_pile = {}
        _ev(ev, "wound_pool", "The wound pool is empty: the revealed wounds are turned face down and mixed in.",
            "rule:wounds", {})
    if "" in slots:
        idx = slots.index("")
    else:
        if drop is None:
            held = _held(slots)
            kinds = [r for i, r in enumerate(RESOURCES) if held[i]]
            if len(kinds) > 1:
                return False
            drop = kinds[0]
        idx = _drop_res(state, cid, drop, ev, "rule:wound")
    slots[idx] = "?"
    state.wound_pool -= 1
    _ev(ev, "wounded", f"{_cname(state, cid)} takes a wound.", cause, {"character": cid, "slot": idx})
    if _wounds(slots) >= len(slots):
        _defeat(state, cid, ev)
    return True


def _defeat(state: State, cid: str, ev: list) -> None:
    c = state.characters[cid]
    for idx, s in enumerate(c["slots"]):
        if s == "?":
            state.wound_pool += 1
        elif s and s[0] == "!":
            state.revealed_wound_pile[s[1:]] = state.revealed_wound_pile.get(s[1:], 0) + 1
        elif s:
            _drop_target(state, c["loc"])[RI[s]] += 1
        c["slots"][idx] = ""
    c["dead"] = True
    c["delayed"] = False
    c["loc"] = None
    _ev(ev, "defeated", f"{_cname(state, cid)} is defeated.", "rule:defeat", {"character": cid})
    if state.mode in ("heroic", "survival"):
        _lose(state, "characters_lost", f"{_cname(state, cid)} was lost", ev)
        return
    mates = state.players[c["player"]]["chars"]
    if all(state.characters[m]["dead"] for m in mates):
        _lose(state, "characters_lost", " and ".join(_cname(state, m) for m in mates) + " were lost", ev)


def _reveal(state: State, cid: str, amount: int, ev: list, cause: str) -> list[int]:
    """Flip up to `amount` unrevealed wounds; their types are drawn from the unknown tokens."""
    slots = state.characters[cid]["slots"]
    flipped = []
    for idx, s in enumerate(slots):
        if len(flipped) >= amount:
            break
        if s == "?":
            types = [wid for wid, n in sorted(state.unknown_wounds.items()) for _ in range(n)]
            wid = state.rng.choice(types)
            state.unknown_wounds[wid] -= 1
            if not state.unknown_wounds[wid]:
                del state.unknown_wounds[wid]
            slots[idx] = "!" + wid
            flipped.append(idx)
            wname = state.content.tables["wounds"][wid].name
            _ev(ev, "wound_revealed", f"{_cname(state, cid)} reveals {a(wname)}.", cause,
                {"character": cid, "wound": wid, "slot": idx}, True)
    return flipped


def _heal(state: State, cid: str, unrevealed: int, revealed: int, which: str | None, cause: str, ev: list) -> None:
    slots = state.characters[cid]["slots"]
    removed_u = removed_r = 0
    for idx in range(len(slots) - 1, -1, -1):
        if removed_u < unrevealed and slots[idx] == "?":
            slots[idx] = ""
            state.wound_pool += 1
            removed_u += 1
    for idx in range(len(slots)):
        s = slots[idx]
        if removed_r < revealed and s and s[0] == "!" and (which is None or s[1:] == which):
            slots[idx] = ""
            state.revealed_wound_pile[s[1:]] = state.revealed_wound_pile.get(s[1:], 0) + 1
            removed_r += 1
    parts = []
    if removed_u:
        parts.append(count(removed_u, "unrevealed wound"))
    if removed_r:
        parts.append(count(removed_r, "revealed wound"))
    _ev(ev, "healed", f"{_cname(state, cid)} loses {join(parts, 'no wounds')}.", cause,
        {"character": cid, "unrevealed": removed_u, "revealed": removed_r})


def _delay(state: State, cid: str, ev: list, cause: str) -> None:
    c = state.characters[cid]
    if c["delayed"]:
        _ev(ev, "delayed", f"{_cname(state, cid)} is already delayed and takes a wound instead.", cause,
            {"character": cid, "again": True})
        state.task_stack.append({"t": "wound", "c": cid, "n": 1, "cause": cause})
    else:
        c["delayed"] = True
        _ev(ev, "delayed", f"{_cname(state, cid)} is delayed.", cause, {"character": cid, "again": False})


def _rest(state: State, cid: str, dice: int, cause: str, ev: list) -> None:
    faces = _roll(state, ["red"] * dice)
    state.last_roll = {"kind": "rest", "dice": [{"color": "red", "wounds": f} for f in faces]}
    _ev(ev, "dice_rolled", f"{_cname(state, cid)} rests and rolls {count(dice, 'red die')}: {', '.join(map(str, faces))}, so "
        f"{count(sum(faces), 'unrevealed wound')} can heal.", cause,
        {"kind": "rest", "faces": faces, "colors": ["red"] * dice, "character": cid}, True)
    if sum(faces):
        _heal(state, cid, sum(faces), 0, None, cause, ev)


def _roll(state: State, colors: list[str]) -> list[int]:
    f = facts(state.content)
    return [state.rng.roll(f.blue if color == "blue" else f.red) for color in colors]


# --- the decisions ---------------------------------------------------------------
class DropToMakeRoom(SeatDecision):
    """A full character card: which resource to drop to make room for a wound or a new resource."""
    kind = "drop"
    answers = frozenset({"drop"})
    asks = "drop a resource"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        what = "the wound" if ask["for"] == "wound" else f"the {RNAME[ask['for']]}"
        opts = tuple(option(f"drop:{r}", f"Drop {a(RNAME[r])}", f"slot:{cid}:{state.characters[cid]['slots'].index(r)}")
                     for r in ask["opts"])
        return Prompt(seat, "drop", f"{_cname(state, cid)}'s card is full: choose a resource to drop to make room for {what}.", opts,
                      {"character": cid})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        cid = ask["c"]
        if ask["for"] == "wound":
            task = state.task_stack[-1]
            task["n"] -= 1
            _place_wound(state, cid, ev, task["cause"], drop=tail)
        else:
            idx = _drop_res(state, cid, tail, ev, "rule:drop")
            state.characters[cid]["slots"][idx] = ask["for"]
