"""Why an action is refused: the words for an answer to the action question that is not on its list.

The action menu (action.py) offers only what the rules allow; these reasons say, for anything else
a player, a bot, a test or a hand-edited replay sends, which rule stands in the way.
"""
from __future__ import annotations

from .state import (COMPOUND, LOCATION_LIMIT, RI, RNAME, State, _ability, _at, _char_ability_ok, _cname, _held, _lcard,
                    _lname, _passive, _room_for, _site_ok)
from ....core.words import a

# answers that spend one of the activation's actions (the rest are free extras or the end)
_ACTIONS = frozenset({"recover", "move", "gather", "search", "heal", "fight", "shoot", "rest"})
# the action names a character's standing rules may forbid, by answer
_FORBIDDEN_AS = {"give": "transfer", "truck": "transfer", "take": "transfer"}


def why_not_action(state: State, cid: str, sub: bool, value: str) -> str | None:
    """The rule that refuses this answer to the character's action question, or None if none is known."""
    head, _, tail = value.partition(":")
    c = state.characters[cid]
    name = _cname(state, cid)
    k = c["loc"]
    rule = _FORBIDDEN_AS.get(head, head)
    if rule in _passive(state, cid)["cannot"]:
        return f"{name} never takes the {rule} action"
    if head in _ACTIONS:
        if not sub and c["left"] <= 0:
            return f"{name} has no action left (eat a Food for one more, or end the activation)"
        if c["delayed"] and head != "recover":
            return f"{name} is delayed: the only action is to recover"
        if head == "recover" and not c["delayed"]:
            return f"{name} is not delayed"
    reason = _REASONS.get(head)
    return reason(state, cid, k, tail, name) if reason else None


def _where(state: State, tail: str) -> int | None:
    if tail == "compound":
        return COMPOUND
    return int(tail) if tail.isdigit() and int(tail) < len(state.locations) else None


def _move(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    dest = _where(state, tail)
    if dest is None:
        return f"there is no location {tail!r} (locations 0 to {len(state.locations) - 1}, or compound)"
    if dest == k:
        return f"{name} is already at {_lname(state, dest)}"
    if dest != COMPOUND and len(_at(state, dest)) >= LOCATION_LIMIT:
        return f"{_lname(state, dest)} is full ({LOCATION_LIMIT} characters)"
    return None


def _drive(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    c = state.characters[cid]
    if c["fuel"]:
        return f"{name} has already spent a Fuel this round"
    if "fuel" not in c["slots"]:
        return f"{name} carries no Fuel"
    return _move(state, cid, k, tail, name)


def _gather(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    if k == COMPOUND:
        return "there is nothing to gather at the compound"
    if tail not in RI:
        return f"{tail!r} is not a resource (food, ammo, med or fuel)"
    if not state.locations[k]["supply"][RI[tail]]:
        return f"there is no {RNAME[tail]} in the supply at {_lname(state, k)}"
    if _room_for(state, cid, tail) is None:
        return f"{name} has no room for {a(RNAME[tail])}"
    return None


def _search(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    return "there is nothing to search at the compound" if k == COMPOUND else None


def _heal(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    if not _held(state.characters[cid]["slots"])[RI["med"]]:
        return f"{name} carries no Med"
    target = tail.partition(":")[0]
    if target not in _at(state, k):
        return f"{target!r} is not a character at {_lname(state, k)}"
    return f"{_cname(state, target)} has no such wound to heal"


def _at_the_compound(state: State, cid: str, k: int, tail: str, name: str, head: str) -> str | None:
    if k != COMPOUND:
        return f"{name} can {head} only at the compound"
    return None


def _fight(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    return _at_the_compound(state, cid, k, tail, name, "fight") or (
        "there is no marauder on the fence" if not state.fence[0] + state.fence[1] else None)


def _shoot(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    return _at_the_compound(state, cid, k, tail, name, "shoot") or (
        "there is no marauder on the fence" if not state.fence[0] + state.fence[1] else
        f"{name} carries no Ammo" if "ammo" not in state.characters[cid]["slots"] else None)


def _rest(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    return _at_the_compound(state, cid, k, tail, name, "rest") or (
        f"{name} has no unrevealed wound to rest off" if "?" not in state.characters[cid]["slots"] else None)


def _food(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    c = state.characters[cid]
    if c["food"]:
        return f"{name} has already eaten a Food this round"
    return f"{name} carries no Food" if "food" not in c["slots"] else None


def _ability_use(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    ab = _ability(state, cid)
    if tail != cid:
        return f"only the active character's own ability can be used here, not {tail!r}'s"
    if ab.trigger not in ("action", "free"):
        return f"{ab.name} is not used as an action (it works {ab.trigger.replace('_', ' ')})"
    if not _char_ability_ok(state, cid, ab):
        return f"{ab.name} can't be used now (once a round, or not where {name} stands)"
    return None


def _site(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    if k == COMPOUND or state.locations[k]["id"] != tail:
        return f"{name} is not at that location"
    if not _site_ok(state, k):
        return f"{_lname(state, k)}'s ability is used, overrun or face down"
    ab = _lcard(state, k).ability
    return f"{ab.name} is not used as an action" if ab.trigger not in ("action", "free") else None


def _transfer(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    if state.characters[cid]["transfer"]:
        return f"{name} has made the free transfer this round already"
    return None


def _truck(state: State, cid: str, k: int, tail: str, name: str) -> str | None:
    if k != COMPOUND:
        return "the truck is at the compound"
    return _transfer(state, cid, k, tail, name)


_REASONS = {"move": _move, "drive": _drive, "gather": _gather, "search": _search, "heal": _heal, "fight": _fight,
            "shoot": _shoot, "rest": _rest, "food": _food, "ability": _ability_use, "site": _site,
            "give": _transfer, "truck": _truck, "take": _truck}
