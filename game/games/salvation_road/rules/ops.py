"""Salvation Road's op interpreter: what each op does, and the tasks and decisions ops lead to.

Each op's behaviour is registered beside it (BEHAVIOURS); `_ops_task` runs a frame's ops one at a
time, and an op that needs a person leaves a pending decision (those questions are in op_choices.py).
"""
from __future__ import annotations

from typing import Any

from ....core import piles
from ....core.effects import OpBehaviours
from ..effects import RESOURCES, vocabulary
from .characters import _delay, _discard_res, _drop_res, _give_token, _heal, _place_wound, _rest, _reveal
from .frames import _cause, _push_ops, _source_ops
from .locations import _add_supply, _search
from .marauders import _add_marauders, _fence_json, _remove_marauders, _threat_up
from .state import (RI, RNAME, State, _ability, _at, _char_ability_ok, _cname, _destinations, _ev, _held, _lname,
                    _marauders_text, _modifier, _overrun, _res_text, _wounds)
from .threat import _reroll
from ....core.words import a, count


BEHAVIOURS = OpBehaviours(vocabulary)


def _ops_task(state: State, task: dict, ev: list) -> bool:
    """An ability's, card's or wound's ops, one op per step."""
    ops = _source_ops(state, task["src"], task["addr"])
    cid = task["c"]
    if task["i"] >= len(ops) or state.characters[cid]["dead"]:
        state.task_stack.pop()
        return True
    op = ops[task["i"]]
    task["i"] += 1
    BEHAVIOURS.behaviour[type(op)](op, state, task, ev)
    return True


def _wound_task(state: State, task: dict, ev: list) -> bool:
    """Wounds placed one at a time; a full card asks what to drop."""
    cid = task["c"]
    if task["n"] <= 0 or state.characters[cid]["dead"]:
        state.task_stack.pop()
        return True
    if _place_wound(state, cid, ev, task["cause"]):
        task["n"] -= 1
    else:
        held = _held(state.characters[cid]["slots"])
        state.pending_decision = {"k": "drop", "c": cid, "for": "wound",
                  "opts": [r for i, r in enumerate(RESOURCES) if held[i]]}
    return True


def _after_task(state: State, task: dict, ev: list) -> bool:
    """An ability that follows an action (after_action)."""
    state.task_stack.pop()
    cid = task["c"]
    ab = _ability(state, cid)
    if _char_ability_ok(state, cid, ab):
        if ab.once_per_round:
            state.characters[cid]["ability"] = True
        _ev(ev, "ability", f"{_cname(state, cid)} uses {ab.name}.", f"ability:{cid}", {"character": cid})
        _push_ops(state, "char", cid, cid)
    return True


def _drop_task(state: State, task: dict, ev: list) -> bool:
    """A drop op: the player picks each resource to drop (or the only kind left goes)."""
    cid = task["c"]
    held = _held(state.characters[cid]["slots"])
    kinds = [r for i, r in enumerate(RESOURCES) if held[i]]
    if task["n"] <= 0 or not kinds or state.characters[cid]["dead"]:
        state.task_stack.pop()
        return True
    if len(kinds) == 1:
        _drop_res(state, cid, kinds[0], ev, task["cause"])
        task["n"] -= 1
        return True
    state.pending_decision = {"k": "res", "c": cid, "why": "drop", "opts": kinds, "cause": task["cause"]}
    return True


def _pick_task(state: State, task: dict, ev: list) -> bool:
    """Gain any / discard any: one resource at a time."""
    cid = task["c"]
    if task["n"] <= 0 or state.characters[cid]["dead"]:
        state.task_stack.pop()
        return True
    if task["why"] == "gain":
        only = task.get("only")
        kinds = [r for i, r in enumerate(RESOURCES) if state.pool[i] and (only is None or r == only)]
    else:
        held = _held(state.characters[cid]["slots"])
        kinds = [r for i, r in enumerate(RESOURCES) if held[i]]
    if not kinds:
        state.task_stack.pop()
        return True
    if len(kinds) == 1:
        task["n"] -= 1
        _pick_resource(state, task, kinds[0], ev)
        return True
    state.pending_decision = {"k": "res", "c": cid, "why": task["why"], "opts": kinds, "cause": task["cause"]}
    return True


def _explore_task(state: State, task: dict, ev: list) -> bool:
    """Explore ops: the player picks each road (or the only one left is explored)."""
    unexplored = [i for i, (rid, done) in enumerate(state.roadmap) if not done]
    if task["n"] <= 0 or not unexplored:
        state.task_stack.pop()
        return True
    if len(unexplored) == 1:
        task["n"] -= 1
        _explore(state, unexplored[0], task["cause"], ev)
        return True
    state.pending_decision = {"k": "road", "c": task["c"], "opts": unexplored, "cause": task["cause"]}
    return True


def _sub_task(state: State, task: dict, ev: list) -> bool:
    """A commanded character's one action."""
    state.task_stack.pop()
    cid = task["c"]
    if not state.characters[cid]["dead"]:
        state.pending_decision = {"k": "action", "c": cid, "sub": True}
    return True


def _pick_resource(state: State, task: dict, r: str, ev: list) -> None:
    cid = task["c"]
    if task["why"] == "gain":
        state.pool[RI[r]] -= 1
        _ev(ev, "gained", f"{_cname(state, cid)} takes {a(RNAME[r])} from the pool.", task["cause"],
            {"character": cid, "resource": r})
        _give_token(state, cid, r, ev)
    else:
        _discard_res(state, cid, r)
        _ev(ev, "discarded", f"{_cname(state, cid)} discards {a(RNAME[r])}.", task["cause"],
            {"character": cid, "resource": r})


def _choose_options(state: State, op, cid: str) -> list[int]:
    """The options of a choose the actor can take: top-level discards must be payable."""
    held = _held(state.characters[cid]["slots"])
    out = []
    for k, option in enumerate(op.options):
        need = [0, 0, 0, 0]
        anyn = 0
        for sub in option.effects:
            if sub.op_name == "discard":
                if sub.resource == "any":
                    anyn += sub.amount
                else:
                    need[RI[sub.resource]] += sub.amount
        if all(h >= n for h, n in zip(held, need)) and sum(held) - sum(need) >= anyn:
            out.append(k)
    return out


# quantities the shared `if` op may test, counted for the acting character (its location, the fence)
QUANTITIES = {
    **{r: (lambda r: lambda state, cid: state.characters[cid]["slots"].count(r))(r) for r in RESOURCES},
    "resources": lambda state, cid: sum(_held(state.characters[cid]["slots"])),
    "wounds": lambda state, cid: _wounds(state.characters[cid]["slots"]),
    "characters_here": lambda state, cid: len(_at(state, state.characters[cid]["loc"])),
    "marauders": lambda state, cid: state.fence[0] + state.fence[1],
}


@BEHAVIOURS.runs("if")
def _run_if(op: Any, state: State, frame: dict, ev: list) -> None:
    branch = "then" if op.when.holds(QUANTITIES[op.when.count](state, frame["c"])) else "otherwise"
    if getattr(op, branch):
        _push_ops(state, frame["src"][0], frame["src"][1], frame["c"], frame["w"],
                  frame["addr"] + [[frame["i"] - 1, branch]])


@BEHAVIOURS.runs("repeat")
def _run_repeat(op: Any, state: State, frame: dict, ev: list) -> None:
    for _ in range(op.times if op.effects else 0):
        _push_ops(state, frame["src"][0], frame["src"][1], frame["c"], frame["w"],
                  frame["addr"] + [[frame["i"] - 1, "effects"]])


# --- what each op does: (op, state, the task frame running it, events) -----------
def _one_at_a_time(state: State, frame: dict, kind: str, amount: int, **more: Any) -> None:
    """Hand an op's amount to a task that deals with it one unit at a time (asking where needed)."""
    state.task_stack.append({"t": kind, "c": frame["c"], "n": amount, "cause": _cause(frame["src"]), **more})


@BEHAVIOURS.runs("gain")
def _run_gain(op: Any, state: State, frame: dict, ev: list) -> None:
    if op.resource == "any":
        _one_at_a_time(state, frame, "pick", op.amount, why="gain")
    else:
        _one_at_a_time(state, frame, "pick", op.amount, why="gain", only=op.resource)


@BEHAVIOURS.runs("add_supply")
def _run_add_supply(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    amount = op.amount + (op.survival_bonus if state.mode == "survival" else 0)
    if op.resource == "any":
        kinds = [r for i, r in enumerate(RESOURCES) if state.pool[i]]
        if len(kinds) > 1:
            state.pending_decision = {"k": "res", "c": cid, "why": "supply", "opts": kinds, "n": amount, "cause": cause}
        elif kinds:
            _add_supply(state, k, kinds[0], amount, cause, ev)
        return
    _add_supply(state, k, op.resource, amount, cause, ev)


@BEHAVIOURS.runs("discard")
def _run_discard(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    cause = _cause(frame["src"])
    if op.resource == "any":
        _one_at_a_time(state, frame, "pick", op.amount, why="discard")
        return
    n = min(op.amount, c["slots"].count(op.resource))
    for _ in range(n):
        _discard_res(state, cid, op.resource)
    if n:
        _ev(ev, "discarded", f"{_cname(state, cid)} discards {n} {RNAME[op.resource]}.", cause,
            {"character": cid, "resource": op.resource, "amount": n})


@BEHAVIOURS.runs("drop", "wound", "explore")
def _run_per_unit(op: Any, state: State, frame: dict, ev: list) -> None:
    # each has a task of its own name: drop asks which resource, wound places each wound, explore
    # asks which road
    _one_at_a_time(state, frame, op.op_name, op.amount)


@BEHAVIOURS.runs("heal")
def _run_heal(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    if op.target == "self":
        _heal_choice(state, cid, cid, op.unrevealed, op.revealed, cause, ev)
        return
    targets = [o for o in _at(state, k) if _wounds(state.characters[o]["slots"])]
    if len(targets) == 1:
        _heal_choice(state, cid, targets[0], op.unrevealed, op.revealed, cause, ev)
    elif targets:
        state.pending_decision = {"k": "char", "c": cid, "why": "heal", "opts": targets, "cause": cause,
                  "u": op.unrevealed, "r": op.revealed}


@BEHAVIOURS.runs("reveal")
def _run_reveal(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    cause = _cause(frame["src"])
    flipped = _reveal(state, cid, op.amount, ev, cause)
    if op.resolve == "none":
        return
    slots = c["slots"]
    if op.resolve == "all":
        todo = [idx for idx, s in enumerate(slots) if s and s[0] == "!"]
    else:
        todo = flipped
    for idx in reversed(todo):
        _push_ops(state, "wound", slots[idx][1:], cid, wslot=idx)


@BEHAVIOURS.runs("delay")
def _run_delay(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    cause = _cause(frame["src"])
    _delay(state, cid, ev, cause)


@BEHAVIOURS.runs("threat_up")
def _run_threat_up(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    _threat_up(state, k, op.amount, op.at_compound, cause, ev)


@BEHAVIOURS.runs("threat_down")
def _run_threat_down(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    if k is not None and k >= 0 and not _overrun(state, k) and state.locations[k]["threat"] > 0:
        state.locations[k]["threat"] = max(0, state.locations[k]["threat"] - op.amount)
        _ev(ev, "threat", f"The threat at {_lname(state, k)} falls to {_modifier(state, k):+d}.", cause,
            {"location": state.locations[k]["id"], "threat": state.locations[k]["threat"], "modifier": _modifier(state, k)})


@BEHAVIOURS.runs("marauders_add")
def _run_marauders_add(op: Any, state: State, frame: dict, ev: list) -> None:
    cause = _cause(frame["src"])
    _add_marauders(state, op.amount, cause, ev)


@BEHAVIOURS.runs("marauders_remove")
def _run_marauders_remove(op: Any, state: State, frame: dict, ev: list) -> None:
    cause = _cause(frame["src"])
    taken = _remove_marauders(state, op.amount)
    _ev(ev, "marauders", f"{_marauders_text(taken[0], taken[1]).capitalize()} {'leaves' if sum(taken) == 1 else 'leave'} the fence.", cause,
        {"removed": {"bikes": taken[0], "buggies": taken[1]}, "fence": _fence_json(state)})


@BEHAVIOURS.runs("scout")
def _run_scout(op: Any, state: State, frame: dict, ev: list) -> None:
    cause = _cause(frame["src"])
    _scout(state, op.amount, cause, ev)


@BEHAVIOURS.runs("free_search")
def _run_free_search(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    _search(state, cid, ev, raise_threat=False)


@BEHAVIOURS.runs("extra_action")
def _run_extra_action(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    cause = _cause(frame["src"])
    c["left"] += op.amount
    _ev(ev, "extra_action", f"{_cname(state, cid)} gains {count(op.amount, 'action')}.", cause,
        {"character": cid, "amount": op.amount})


@BEHAVIOURS.runs("command")
def _run_command(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    others = [o for o in _at(state, k) if o != cid]
    if len(others) == 1:
        state.task_stack.append({"t": "sub", "c": others[0]})
        _ev(ev, "command", f"{_cname(state, cid)} gives {_cname(state, others[0])} an action.", cause,
            {"character": cid, "target": others[0]})
    elif others:
        state.pending_decision = {"k": "char", "c": cid, "why": "command", "opts": others, "cause": cause}


@BEHAVIOURS.runs("move", "drive")
def _run_move(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    dests = _destinations(state, k, 1)
    if dests:
        state.pending_decision = {"k": "dest", "c": cid, "why": op.op_name, "opts": dests, "cause": cause,
                  "companion": bool(op.op_name == "drive" and op.companion)}


@BEHAVIOURS.runs("rest")
def _run_rest(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    cause = _cause(frame["src"])
    _rest(state, cid, op.dice, cause, ev)


@BEHAVIOURS.runs("peek_apocalypse")
def _run_peek_apocalypse(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    cause = _cause(frame["src"])
    top = piles.peek(state.apocalypse_deck, op.count)
    if not top:
        return
    cards = state.content.tables["apocalypse"]
    _ev(ev, "peeked", "The top of the apocalypse deck: " + ", ".join(cards[x].name for x in top) + ".", cause,
        {"cards": list(top)}, True)
    if op.may_bottom and len(state.apocalypse_deck) > 1:
        state.pending_decision = {"k": "peek", "c": cid, "cards": list(top), "cause": cause}


@BEHAVIOURS.runs("reroll_threat")
def _run_reroll_threat(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    th = state.threat_roll
    if th is None or th.get("slot") != k or th["stage"] != "reroll":
        return
    if op.which == "choose":
        th["stage"] = "pick"
        th["sel"] = []
        return
    picks = [i for i, d in enumerate(th["dice"]) if op.which == "all" or d[1] > 0]
    _reroll(state, picks, cause, ev)


@BEHAVIOURS.runs("discard_wound")
def _run_discard_wound(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    cause = _cause(frame["src"])
    idx = frame["w"]
    slots = c["slots"]
    if idx is not None and slots[idx] and slots[idx][0] == "!":
        wid = slots[idx][1:]
        slots[idx] = ""
        state.revealed_wound_pile[wid] = state.revealed_wound_pile.get(wid, 0) + 1
        _ev(ev, "wound_discarded", f"{_cname(state, cid)} discards the {state.content.tables['wounds'][wid].name}.",
            cause, {"character": cid, "wound": wid})


@BEHAVIOURS.runs("if_lacking")
def _run_if_lacking(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    c = state.characters[cid]
    if c["slots"].count(op.resource) < op.amount and op.effects:
        _push_ops(state, frame["src"][0], frame["src"][1], cid, frame["w"], frame["addr"] + [[frame["i"] - 1, -1]])


@BEHAVIOURS.runs("choose")
def _run_choose(op: Any, state: State, frame: dict, ev: list) -> None:
    cid = frame["c"]
    allowed = _choose_options(state, op, cid)
    if not allowed:
        return
    op_index = frame["i"] - 1
    if len(allowed) == 1:
        _push_ops(state, frame["src"][0], frame["src"][1], cid, frame["w"], frame["addr"] + [[op_index, allowed[0]]])
        return
    state.pending_decision = {"k": "option", "c": cid, "opts": allowed, "frame": len(state.task_stack) - 1, "op": op_index}


def _heal_choice(state: State, actor: str, target: str, u: int, r: int, cause: str, ev: list) -> None:
    slots = state.characters[target]["slots"]
    choices = []
    if u and "?" in slots:
        choices.append("unrevealed")
    if r:
        choices.extend(sorted({s[1:] for s in slots if s and s[0] == "!"}))
    if not choices:
        return
    if len(choices) == 1:
        _apply_heal(state, target, choices[0], u, r, cause, ev)
        return
    state.pending_decision = {"k": "healwhat", "c": actor, "t": target, "opts": choices, "u": u, "r": r, "cause": cause}


def _apply_heal(state: State, target: str, choice: str, u: int, r: int, cause: str, ev: list) -> None:
    if choice == "unrevealed":
        _heal(state, target, u, 0, None, cause, ev)
    else:
        _heal(state, target, 0, r, choice, cause, ev)


def _scout(state: State, amount: int, cause: str, ev: list) -> None:
    roads = state.content.tables["roads"]
    for _ in range(amount):
        if len(state.roadmap) >= state.road_target or not state.road_deck:
            _ev(ev, "scouted", "No more roads can be scouted.", cause, {"roadmap": len(state.roadmap)})
            return
        rid = piles.draw_from_bottom(state.road_deck)
        state.roadmap.append([rid, False])
        needs = ", ".join(RNAME[r] for r in roads[rid].needs)
        _ev(ev, "scouted", f"A road is scouted: it needs {needs}.", cause,
            {"index": len(state.roadmap) - 1, "needs": list(roads[rid].needs)})


def _explore(state: State, index: int, cause: str, ev: list) -> None:
    rid = state.roadmap[index][0]
    state.roadmap[index][1] = True
    road = state.content.tables["roads"][rid]
    _ev(ev, "explored", f"Road {index + 1} explored: {road.name}, {_res_text(road.cost.amounts())}.", cause,
        {"index": index, "road": rid}, True)
