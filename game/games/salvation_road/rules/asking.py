"""Who answers a Salvation Road question, and the base of its decisions.

Every pending decision is a dict in `state.pending_decision` with its kind under "k"; most name the
character it is about ("c"), whose player answers. The decisions themselves live with the part of
the game that asks them (action.py, ops.py, threat.py, apocalypse.py, refresh.py, characters.py).
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.prompt import Prompt
from .state import State, _at, _first_seat, _seat_of


def _ask_seat(state: State, ask: dict) -> int:
    k = ask["k"]
    if k == "activate":
        return state.players[ask["p"]]["seat"]
    if "c" in ask:
        return _seat_of(state, ask["c"])
    if k in ("reroll", "pick", "assign"):
        return _seat_of(state, _at(state, state.threat_roll["slot"])[0])
    if k == "prevent" or k == "hold":
        return _seat_of(state, ask["opts"][0])
    return _first_seat(state)


class SeatDecision(Decision):
    """A Salvation Road decision: `asks` words what it asks, for refusals while another is pending."""
    asks = ""

    def not_now(self, state: State, prompt: Prompt, value: str) -> str:
        return f"nobody is asked to {self.asks} now; this question asks: {prompt.text}"
