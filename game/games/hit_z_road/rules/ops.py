"""The card-effect interpreter: a card's ops run from a stack of frames held in the state.

A frame is {"card", "address", "next", "repeats"}. The address finds a nested op list from the
card's top level: a flat list of (op index, branch, k) triples, where the branch names the op's
field that holds the list: "outcome" (a roll's k-th outcome), "option" (a choose's k-th option),
"repeat" (the ops a roll_count or repeat runs again), or "then"/"otherwise" (an if's branches).
A `choose`, or a "take/lose any" that needs the player, simply stops the interpreter; the answer
resumes it. Each op's behaviour is registered beside it below (BEHAVIOURS); nothing dispatches
on op names.
"""
from __future__ import annotations

from typing import Any

from ....core.decisions import Decision
from ....core.effects import OpBehaviours
from ....core.option_cache import option
from ....core.prompt import Event, Prompt
from ..effects import vocabulary
from .ending import _lose_survivors
from .state import (EVERYONE, RESOURCE_INDEX, RESOURCE_NAMES, State, _plural, _resources_text, _survivors_in_box,
                    _token_name)
from .transfers import _start_transfer


BEHAVIOURS = OpBehaviours(vocabulary)
# the branch names of addresses saved before the branch was simply the op's field name
_BRANCH_FIELDS = {"outcome": "outcomes", "option": "options", "repeat": "effects"}


def _push_effects(state: State, card_id: str, address: list, repeats: int = 1) -> None:
    state.effect_stack.append({"card": card_id, "address": address, "next": 0, "repeats": repeats})


def _ops_at(effects: tuple, address: list) -> tuple:
    """The op list an address points at, from a card's top-level effects."""
    ops = effects
    for j in range(0, len(address), 3):
        held = getattr(ops[address[j]], _BRANCH_FIELDS.get(address[j + 1], address[j + 1]))
        ops = held if held.__class__ is not tuple else held[address[j + 2]].effects
    return ops


def _option_cost(ops) -> tuple[list[int], int]:
    """What the top-level pay ops of an option demand: per resource, and 'any'."""
    need = [0, 0, 0]
    any_kind = 0
    for op in ops:
        if op.op_name == "pay":
            if op.resource == "any":
                any_kind += op.amount
            else:
                need[RESOURCE_INDEX[op.resource]] += op.amount
    return need, any_kind


def _run_effects(state: State, events: list) -> bool:
    """Run card ops until the stack is empty or an op waits for an answer; then the fight step."""
    stack = state.effect_stack
    cards = state.cards
    while stack:
        if state.pending_choice is not None or state.transfer is not None or state.encounter is None:
            return True
        frame = stack[-1]
        ops = _ops_at(cards[frame["card"]].effects, frame["address"])
        index = frame["next"]
        if index >= len(ops):
            if frame["repeats"] > 1:
                frame["repeats"] -= 1
                frame["next"] = 0
            else:
                stack.pop()
            continue
        frame["next"] = index + 1
        op = ops[index]
        BEHAVIOURS.behaviour[type(op)](op, state, events, frame["card"], frame["address"], index)
    if state.encounter is not None and state.pending_choice is None and state.transfer is None:
        state.encounter["step"] = "fight"
    return True


# --- what each op does: (op, state, events, card id, the frame's address, the op's index) ---------
def _actor(state: State) -> int:
    return state.encounter["seat"]


@BEHAVIOURS.runs("gain")
def _gain(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    seat = _actor(state)
    if op.resource == "any":
        _start_transfer(state, seat, "take", op.amount, "card", "op", f"card:{cid}")
        return
    state.resources[seat][RESOURCE_INDEX[op.resource]] += op.amount
    events.append(Event("gained", f"{state.names[seat]} gains {op.amount} {RESOURCE_NAMES[op.resource]}.",
                        f"card:{cid}", EVERYONE, {"seat": seat, "resource": op.resource, "amount": op.amount}))


@BEHAVIOURS.runs("lose", "pay")
def _lose_or_pay(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    seat = _actor(state)
    have = state.resources[seat]
    if op.resource == "any":
        amount = min(op.amount, have[0] + have[1] + have[2])
        if amount:
            _start_transfer(state, seat, "pay", amount, "card", "op", f"card:{cid}")
        return
    i = RESOURCE_INDEX[op.resource]
    n = min(op.amount, have[i])
    have[i] -= n
    verb = "pays" if op.op_name == "pay" else "loses"
    events.append(Event("lost", f"{state.names[seat]} {verb} {n} {RESOURCE_NAMES[op.resource]}.", f"card:{cid}",
                        EVERYONE, {"seat": seat, "resource": op.resource, "amount": n}))


@BEHAVIOURS.runs("gain_survivor")
def _gain_survivor(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    seat = _actor(state)
    who = state.names[seat]
    n = min(op.amount, _survivors_in_box(state))
    state.survivors[seat] += n
    if n == op.amount:
        text = f"{who} gains {_plural(n, 'survivor')}."
    elif n:
        text = f"{who} gains {_plural(n, 'survivor')} (no more are left in the box)."
    else:
        text = f"No survivor is left in the box to join {who}."
    events.append(Event("survivor_gained", text, f"card:{cid}", EVERYONE, {"seat": seat, "amount": n}))


@BEHAVIOURS.runs("lose_survivor")
def _lose_survivor(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    _lose_survivors(state, _actor(state), op.amount, events, f"card:{cid}", state.cards[cid].name)


@BEHAVIOURS.runs("roll")
def _roll(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    seat = _actor(state)
    face = state.rng.roll(state.black_die)
    state.last_event_roll = [face]
    events.append(Event("dice_rolled", f"{state.names[seat]} rolls a die for {state.cards[cid].name}: {face}.",
                        f"card:{cid}", EVERYONE, {"faces": [face], "horde": [], "kind": "event", "seat": seat}))
    for k, outcome in enumerate(op.outcomes):
        if face in outcome.faces:
            if outcome.effects:
                _push_effects(state, cid, address + [index, "outcome", k])
            break


@BEHAVIOURS.runs("roll_count")
def _roll_count(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    seat = _actor(state)
    roll, black = state.rng.roll, state.black_die
    faces = [roll(black) for _ in range(op.dice)]
    state.last_event_roll = faces
    count = faces.count(op.face)
    events.append(Event("dice_rolled", f"{state.names[seat]} rolls {op.dice} dice for {state.cards[cid].name}: "
                        f"{', '.join(faces)} ({count} × {op.face}).", f"card:{cid}", EVERYONE,
                        {"faces": faces, "horde": [], "kind": "event", "seat": seat}))
    if count and op.effects:
        _push_effects(state, cid, address + [index, "repeat", 0], count)


@BEHAVIOURS.runs("choose")
def _choose(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.pending_choice = {"card": cid, "address": list(address), "op": index}


@BEHAVIOURS.runs("gain_token")
def _gain_token(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    seat = _actor(state)
    token = op.token
    token_name = _token_name(state, token)
    if state.supply.get(token, 0) > 0:
        state.supply[token] -= 1
        state.tokens[seat].append(token)
        events.append(Event("token_gained", f"{state.names[seat]} takes the {token_name} token.", f"card:{cid}",
                            EVERYONE, {"seat": seat, "token": token}))
    else:
        events.append(Event("token_gained", f"No {token_name} token is left in the supply.", f"card:{cid}",
                            EVERYONE, {"seat": seat, "token": token, "none_left": True}))


@BEHAVIOURS.runs("executor")
def _executor(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["executor"] = True


# quantities the shared `if` op may test, counted for the seat whose card it is
QUANTITIES = {
    "ammo": lambda state, seat: state.resources[seat][0],
    "gas": lambda state, seat: state.resources[seat][1],
    "adrenaline": lambda state, seat: state.resources[seat][2],
    "resources": lambda state, seat: sum(state.resources[seat]),
    "survivors": lambda state, seat: state.survivors[seat],
    "tokens": lambda state, seat: len(state.tokens[seat]),
    "cards_won": lambda state, seat: len(state.won_cards[seat]),
}


@BEHAVIOURS.runs("if")
def _if(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    branch = "then" if op.when.holds(QUANTITIES[op.when.count](state, _actor(state))) else "otherwise"
    if getattr(op, branch):
        _push_effects(state, cid, address + [index, branch, 0])


@BEHAVIOURS.runs("repeat")
def _repeat(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    if op.effects:
        _push_effects(state, cid, address + [index, "repeat", 0], op.times)


# red text: these shape the card's coming fight (kept in the encounter's fight_rules)
@BEHAVIOURS.runs("no_ranged")
def _no_ranged(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["fight_rules"]["no_ranged"] = True


@BEHAVIOURS.runs("no_flee")
def _no_flee(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["fight_rules"]["no_flee"] = True


@BEHAVIOURS.runs("extra_zombies")
def _extra_zombies(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["fight_rules"]["extra_zombies"] += op.amount


@BEHAVIOURS.runs("set_horde")
def _set_horde(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["fight_rules"]["horde"] = op.strength


@BEHAVIOURS.runs("ranged_dice_per_ammo")
def _ranged_dice_per_ammo(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["fight_rules"]["ranged_dice_per_ammo"] = op.dice


@BEHAVIOURS.runs("flee_cost")
def _flee_cost(op: Any, state: State, events: list, cid: str, address: list, index: int) -> None:
    state.encounter["fight_rules"]["flee_cost"] = op.gas


def _affordable_options(state: State, seat: int, op: Any) -> list[int]:
    have = state.resources[seat]
    total = have[0] + have[1] + have[2]
    affordable = []
    for k, offered in enumerate(op.options):
        need, any_kind = _option_cost(offered.effects)
        if need[0] <= have[0] and need[1] <= have[1] and need[2] <= have[2] and any_kind <= total - sum(need):
            affordable.append(k)
    return affordable or list(range(len(op.options)))   # nothing affordable: every option, and pay acts as lose


def _pending_choice_op(state: State) -> Any:
    choice = state.pending_choice
    return _ops_at(state.cards[choice["card"]].effects, choice["address"])[choice["op"]]


# --- the decision: a card's choose -----------------------------------------
class CardChoice(Decision):
    """A card's `choose`: the seat picks one of the options it can pay for (all of them if none)."""
    kind = "choose"
    answers = frozenset({"option"})

    def prompt(self, state: State, pending: None) -> Prompt:
        seat = state.encounter["seat"]
        cid = state.pending_choice["card"]
        op = _pending_choice_op(state)
        options = tuple(option(f"option:{k}", op.options[k].label, f"card:{cid}")
                        for k in _affordable_options(state, seat, op))
        return Prompt(seat, "choose", f"{state.names[seat]}, {state.cards[cid].name}: choose one", options,
                      {"card": cid})

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        choice = state.pending_choice
        k = int(value.split(":", 1)[1])
        cid = choice["card"]
        chosen = _pending_choice_op(state).options[k]
        state.pending_choice = None
        events.append(Event("chose", f"{state.names[prompt.seat]} chooses: {chosen.label}.", f"card:{cid}", EVERYONE,
                            {"seat": prompt.seat, "card": cid, "option": k}))
        if chosen.effects:
            _push_effects(state, cid, choice["address"] + [choice["op"], "option", k])

    def why_not(self, state: State, prompt: Prompt, value: str) -> str:
        tail = value.partition(":")[2]
        op = _pending_choice_op(state)
        if not tail.isdigit() or int(tail) >= len(op.options):
            return f"this card has options option:0 to option:{len(op.options) - 1}"
        need, any_kind = _option_cost(op.options[int(tail)].effects)
        return (f"you cannot pay for that option ({_resources_text(need)}"
                f"{f' and {any_kind} of any' if any_kind else ''})")

    def not_now(self, state: State, prompt: Prompt, value: str) -> str:
        return "no card is asking you to choose"
