"""The auction: the seats bid for initiative, then pay their bids; the new turn order follows.

A bidder who cannot raise passes by rule; the auction ends when everyone has passed in a row. The
payment phase then has each seat with a bid pay it, one resource at a time (see transfers.py).
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option, option_set, remember_options
from ....core.prompt import Event, Option, Prompt
from .state import EVERYONE, MAX_BID, State, _legal_bids
from .transfers import _start_transfer


def _next_bidder(state: State) -> None:
    state.bidder = (state.bidder + 1) % len(state.initiative)


def _bid(state: State, seat: int, amount: int, events: list) -> None:
    state.bids[seat] = amount
    state.passes_in_a_row = 0
    state.passed = []
    events.append(Event("bid", f"{state.names[seat]} bids {amount}.", "rule:auction", EVERYONE,
                        {"seat": seat, "bid": amount}))
    _next_bidder(state)


def _pass(state: State, seat: int, events: list, forced: bool = False) -> None:
    state.passes_in_a_row += 1
    state.passed.append(seat)
    name = state.names[seat]
    text = f"{name} cannot raise and passes." if forced else f"{name} passes."
    events.append(Event("passed", text, "rule:auction", EVERYONE, {"seat": seat, "forced": forced}))
    _next_bidder(state)


def _end_auction(state: State, events: list) -> None:
    bids = ", ".join(f"{state.names[s]} {state.bids[s]}" for s in state.initiative)
    events.append(Event("auction_ended", f"Everyone passed in a row; the auction ends ({bids}).", "rule:auction",
                        EVERYONE, {"bids": {str(s): state.bids[s] for s in state.initiative}}))
    state.phase = "payment"
    state.bid_payers = [s for s in state.initiative if state.bids[s] > 0]


def _new_initiative(state: State, events: list) -> None:
    bids = state.bids
    state.initiative = sorted(state.initiative, key=lambda s: -bids[s])   # stable: 0-bid ties keep their order
    order = ", ".join(f"#{i + 1} {state.names[s]}" for i, s in enumerate(state.initiative))
    events.append(Event("initiative", f"New turn order: {order}.", "rule:auction", EVERYONE,
                        {"order": list(state.initiative)}))
    state.bids = [0] * state.players
    state.passed = []
    state.phase = "encounter"
    state.encounter_order, state.encounter_turn, state.encounter = list(state.initiative), 0, None


# --- the phase steps (run by the flow until a decision) -----------------------
def _auction_step(state: State, events: list) -> bool:
    if state.passes_in_a_row >= len(state.initiative):
        _end_auction(state, events)
        return True
    seat = state.initiative[state.bidder]
    bids = _legal_bids(state, seat)
    if bids:
        # the legal bids decide both whether the bidder must pass and what they may answer
        state._prompt = _auction_prompt(state, seat, bids)
        return False
    _pass(state, seat, events, forced=True)
    return True


def _payment_step(state: State, events: list) -> bool:
    if state.bid_payers:
        seat = state.bid_payers[0]
        _start_transfer(state, seat, "pay", state.bids[seat], "bid", "bid", "rule:auction")
    else:
        _new_initiative(state, events)
    return True


# --- the decision: raise or pass -------------------------------------------
_PASS_OPTION = Option("pass", "Pass", None, hint="You may still bid later if someone else bids.")


def _auction_prompt(state: State, seat: int, bids: list[int]) -> Prompt:
    key = ("auction", *bids)       # at most 2^10 distinct sets of legal bids
    options = option_set(key)
    if options is None:
        options = remember_options(key, tuple(option(f"bid:{n}", f"Bid {n}", f"bid:{n}") for n in bids)
                                   + (_PASS_OPTION,))
    mine = state.bids[seat]
    top = max(state.bids)                  # seats out of the game hold 0
    text = f"{state.names[seat]}, raise your bid or pass (your marker: {mine}, highest: {top})"
    return Prompt(seat, "auction", text, options, {"current": mine})


class Auction(Decision):
    """The bidder raises their marker to a free space they can pay for, or passes."""
    kind = "auction"
    answers = frozenset({"bid", "pass"})

    def prompt(self, state: State, pending: None) -> Prompt:
        seat = state.initiative[state.bidder]
        return _auction_prompt(state, seat, _legal_bids(state, seat))

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        if value == "pass":
            _pass(state, prompt.seat, events)
        else:
            _bid(state, prompt.seat, int(value.split(":", 1)[1]), events)

    def why_not(self, state: State, prompt: Prompt, value: str) -> str | None:
        tail = value.partition(":")[2]
        if not tail.isdigit():
            return f"{tail!r} is not a whole number"
        seat = prompt.seat
        n = int(tail)
        if n > MAX_BID:
            return f"bid {n} is above the maximum of {MAX_BID}"
        if n <= state.bids[seat]:
            return f"a bid must be higher than your marker, which is on {state.bids[seat]}"
        total = sum(state.resources[seat])
        if n > total:
            return f"you have only {total} resources"
        for other in state.initiative:
            if other != seat and state.bids[other] == n:
                return f"space {n} is taken by {state.names[other]}"
        return None

    def not_now(self, state: State, prompt: Prompt, value: str) -> str:
        return "passing is only for the auction" if value == "pass" else "there is no auction going on now"
