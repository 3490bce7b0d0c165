"""The figures two modules put on the board: Farmers and Market's Farmers and Thugs at the shelter's door
(L1416), and Our Street's Soldiers, Thugs and Farmers on the Outside space or the Findings Pile (L1336-1340).
What a figure does is its module's (rules/farmers_market.py, rules/our_street.py); here is where they stand.

`state.figures` is {place: {kind: how many}} for the two places, "outside" (the Outside space: the door)
and "findings" (the Findings Pile), listing only the kinds that stand there; what does not stand on the
board is in the pool. Without a module that uses them it is empty.

A figure is placed only while one of its kind is free in the pool (L1338). Discarding one from "anywhere"
when some stand on both places asks the Leader which (L1340). Answers: which_figure outside / findings."""
from __future__ import annotations

from ..effects import FIGURE_PLACES, FigureOp, IfFigure, RemoveFigure
from .asking import GROUP, WAIT, ask
from .ops import BEHAVIOURS, _nested
from .state import State, _ev

PLACE_WORDS = {"outside": "on the Outside space", "findings": "on the Findings Pile"}


USED_BY = ("farmers_market", "our_street")


def deal(state: State, options) -> None:
    """Setup: every figure in the pool, none on the board (or no figures at all, for a game without a module
    that uses them)."""
    state.figures = {place: {} for place in FIGURE_PLACES} if set(USED_BY) & set(options) else {}


def standing(state: State, kind: str, at: str = "anywhere") -> int:
    if not state.figures:
        return 0
    places = FIGURE_PLACES if at == "anywhere" else (at,)
    return sum(state.figures[place].get(kind, 0) for place in places)


def free(state: State, kind: str) -> int:
    return state.content.tables["figures"][kind].count - standing(state, kind)


def at_door(state: State) -> list[str]:
    """The kinds with at least one figure on the Outside space."""
    return [kind for kind, n in sorted((state.figures or {}).get("outside", {}).items()) if n]


def place(state: State, kind: str, amount: int, at: str, events: list, cause: str, words: str = "") -> int:
    """Up to `amount` from the pool; how many were placed."""
    placed = min(amount, free(state, kind)) if state.figures else 0
    if placed:
        state.figures[at][kind] = state.figures[at].get(kind, 0) + placed
        _ev(events, "figure", words or f"{placed} {_named(state, kind, placed)} {PLACE_WORDS[at]}.", cause,
            {"figure": kind, "amount": placed, "at": at})
    return placed


def discard(state: State, kind: str, amount: int, at: str, events: list, cause: str) -> int:
    gone = take_off(state, kind, amount, at)
    if gone:
        _ev(events, "figure_gone", f"{gone} {_named(state, kind, gone)} gone back to the pool from "
            f"{PLACE_WORDS[at][3:]}.", cause, {"figure": kind, "amount": gone, "at": at})
    return gone


def element(kind: str, at: str) -> str:
    """The board's element for the figures of a kind at a place."""
    return f"figure:{kind}" if at == "outside" else f"figure:{at}:{kind}"


def take_off(state: State, kind: str, amount: int, at: str) -> int:
    """Up to `amount` back to the pool, without a word; how many went."""
    gone = min(amount, standing(state, kind, at))
    if gone:
        state.figures[at][kind] -= gone
        if not state.figures[at][kind]:
            del state.figures[at][kind]
    return gone


def _named(state: State, kind: str, n: int) -> str:
    record = state.content.tables["figures"][kind]
    return record.name + ("s" if n > 1 else "")


@BEHAVIOURS.runs("figure")
def _figure(op: FigureOp, state, task, index, events):
    if not place(state, op.kind, op.amount, op.at, events, task["cause"]):
        _nested(state, task, [index, "otherwise"])


@BEHAVIOURS.runs("remove_figure")
def _remove_figure(op: RemoveFigure, state, task, index, events):
    if op.at != "anywhere":
        discard(state, op.kind, op.amount, op.at, events, task["cause"])
        return None
    left = op.amount - task.get(f"discarded{index}", 0)
    while left > 0:
        places = [at for at in FIGURE_PLACES if standing(state, op.kind, at)]
        if not places:
            break
        if len(places) > 1:
            options = [(at, f"The {_named(state, op.kind, 1)} {PLACE_WORDS[at]}", element(op.kind, at))
                       for at in places]
            picked = ask(state, task, f"which_figure{index}", options,
                         f"Which {_named(state, op.kind, 1)} goes back to the pool?", decides=GROUP)
            if picked is None:
                return WAIT
        else:
            picked = places[0]
        discard(state, op.kind, 1, picked, events, task["cause"])
        left -= 1
        task[f"discarded{index}"] = op.amount - left
    task.pop(f"discarded{index}", None)
    return None


@BEHAVIOURS.runs("if_figure")
def _if_figure(op: IfFigure, state, task, index, events):
    _nested(state, task, [index, "then" if standing(state, op.kind, op.at) >= op.at_least else "otherwise"])
