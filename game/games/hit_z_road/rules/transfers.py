"""Resources paid or taken one at a time: a bid, a key tile, solo path 1's free resources, a card.

A transfer is a task held in `state.transfer`; the flow finishes it on its own once the seat has no
choice left (everything is paid, or only one kind of resource can pay), and asks otherwise.
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.prompt import Event, Option, Prompt
from ..effects import RESOURCES
from .planning import _reveal_path
from .state import EVERYONE, RESOURCE_INDEX, RESOURCE_NAMES, State, _resources_text


def _start_transfer(state: State, seat: int, kind: str, amount: int, reason: str, on_done: str,
                    cause: str) -> None:
    """A payment ("pay") or a gain ("take") of `amount` resources of the seat's choosing.

    reason ("bid" | "key" | "solo" | "card") words the prompt and the event;
    on_done ("bid" | "key" | "op") says what the finished transfer unblocks;
    moved counts what was paid or taken so far, per resource.
    """
    state.transfer = {"seat": seat, "kind": kind, "remaining": amount, "reason": reason, "on_done": on_done,
                      "moved": [0, 0, 0], "cause": cause}


def _finish_forced_transfer(state: State, transfer: dict, events: list) -> bool:
    """Finish the transfer when the seat has no choice left (done, or one way to pay); True if it did."""
    if transfer["remaining"] <= 0:
        _finish_transfer(state, transfer, events)
        return True
    if transfer["kind"] == "take":
        return False
    have = state.resources[transfer["seat"]]
    total = have[0] + have[1] + have[2]
    if total == 0:
        _finish_transfer(state, transfer, events)
        return True
    kinds_held = (have[0] > 0) + (have[1] > 0) + (have[2] > 0)
    if total <= transfer["remaining"] or kinds_held == 1:
        moved = transfer["moved"]
        remaining = transfer["remaining"]
        for i in range(3):
            n = min(have[i], remaining)
            have[i] -= n
            moved[i] += n
            remaining -= n
        transfer["remaining"] = remaining
        _finish_transfer(state, transfer, events)
        return True
    return False


def _transfer_purpose(state: State, transfer: dict) -> str:
    reason = transfer["reason"]
    if reason == "bid":
        return "the bid"
    if reason == "key":
        return f"the key of path {state.encounter['path'] + 1}" if state.encounter else "the key"
    if reason == "solo":
        return "the face-down path"
    return "the card"


def _finish_transfer(state: State, transfer: dict, events: list) -> None:
    moved = transfer["moved"]
    if moved[0] or moved[1] or moved[2]:
        seat = transfer["seat"]
        # one event per transfer, once it is complete
        if transfer["kind"] == "take":
            events.append(Event("gained", f"{state.names[seat]} takes {_resources_text(moved)}.",
                                transfer["cause"], EVERYONE,
                                {"seat": seat, "gained": dict(zip(RESOURCES, moved))}))
        else:
            events.append(Event("paid", f"{state.names[seat]} pays {_resources_text(moved)} for "
                                f"{_transfer_purpose(state, transfer)}.", transfer["cause"], EVERYONE,
                                {"seat": seat, "paid": dict(zip(RESOURCES, moved)), "reason": transfer["reason"]}))
    state.transfer = None
    on_done = transfer["on_done"]
    if on_done == "bid":
        state.bid_payers.pop(0)
    elif on_done == "key":
        _reveal_path(state, events)
        state.encounter["step"] = "scavenge"


# --- the decision: which resource next ----------------------------------------
_TAKE_OPTIONS = tuple(Option(f"take:{r}", f"Take 1 {RESOURCE_NAMES[r]}", f"resource:{r}") for r in RESOURCES)
# by the mask of the resources a seat holds (1 ammo, 2 gas, 4 adrenaline)
_PAY_OPTIONS = tuple(tuple(Option(f"pay:{r}", f"Pay 1 {RESOURCE_NAMES[r]}", f"resource:{r}")
                           for bit, r in enumerate(RESOURCES) if held >> bit & 1) for held in range(8))
_TRANSFER_ANSWERS = {f"{kind}:{r}": RESOURCE_INDEX[r] for kind in ("pay", "take") for r in RESOURCES}


class Transfer(Decision):
    """Pay or take the next resource of a transfer."""
    kind = "transfer"
    prompt_kinds = ("pay", "take")
    answers = frozenset({"pay", "take"})

    def prompt(self, state: State, transfer: dict) -> Prompt:
        seat = transfer["seat"]
        remaining = transfer["remaining"]
        who = state.names[seat]
        context = {"left": remaining, "reason": transfer["reason"]}
        if transfer["kind"] == "take":
            text = (f"{who}, take 1 free resource before the cards are turned over ({remaining} to take)"
                    if transfer["reason"] == "solo" else f"{who}, take 1 resource of your choice ({remaining} to take)")
            return Prompt(seat, "take", text, _TAKE_OPTIONS, context)
        have = state.resources[seat]
        held = (have[0] > 0) + 2 * (have[1] > 0) + 4 * (have[2] > 0)
        text = f"{who}, pay 1 resource toward {_transfer_purpose(state, transfer)} ({remaining} left to pay)"
        return Prompt(seat, "pay", text, _PAY_OPTIONS[held], context)

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        transfer = state.transfer
        i = _TRANSFER_ANSWERS[value]
        state.resources[prompt.seat][i] += -1 if transfer["kind"] == "pay" else 1
        transfer["moved"][i] += 1
        transfer["remaining"] -= 1

    def why_not(self, state: State, prompt: Prompt, value: str) -> str:
        head, _, tail = value.partition(":")
        if tail not in RESOURCE_INDEX:
            return f"{tail!r} is not a resource (ammo, gas or adrenaline)"
        if head == "pay" and prompt.kind == "pay" and state.resources[prompt.seat][RESOURCE_INDEX[tail]] == 0:
            return f"you have no {RESOURCE_NAMES[tail]}"
        return f"nothing is to be {'paid' if head == 'pay' else 'taken'} now"

    not_now = why_not
