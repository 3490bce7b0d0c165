"""Winning and losing."""
from __future__ import annotations

from .state import State, _ev


def _lose(state: State, cause: str, summary: str, ev: list) -> None:
    if state.phase == "over":
        return
    state.phase = "over"
    state.task_stack, state.pending_decision, state.penalty_pending = [], None, False
    state.result = {"winners": [], "scores": [0] * len(state.seat_names), "summary": summary,
                 "details": {"cause": cause, "round": state.round, "won": False}}
    _ev(ev, "game_over", f"The survivors lose: {summary}.", "rule:defeat", {"won": False, "cause": cause})


def _win(state: State, ev: list) -> None:
    left = sum(state.truck)
    state.phase = "over"
    state.task_stack, state.pending_decision, state.penalty_pending = [], None, False
    summary = f"reached Salvation on round {state.round} with {left} resources to spare"
    state.result = {"winners": list(range(len(state.seat_names))), "scores": [left] * len(state.seat_names),
                 "summary": summary.capitalize(),
                 "details": {"cause": None, "round": state.round, "won": True, "resources_left": left}}
    _ev(ev, "game_over", f"The survivors {summary}!", "rule:travel", {"won": True})
