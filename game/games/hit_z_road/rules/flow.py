"""Hit Z Road's flow: its phases, and the transfer task that runs inside any of them.

Each round: planning (deal the paths), auction (bid for initiative), payment (pay the bids), then
the encounter phase (each seat's path, card by card); then the next round, or the end.
"""
from __future__ import annotations

from ....core.flow import Flow
from .auction import _auction_step, _payment_step
from .encounter import _encounter_step
from .planning import _planning_step
from .transfers import _transfer_task_step


def _transfer_under_way(state) -> dict | None:
    return state.transfer


def _transfer_kind(task: dict) -> str:
    return "transfer"


def _choice_pending(state) -> bool:
    return state.pending_choice is not None


FLOW = Flow(phases={"planning": _planning_step, "auction": _auction_step, "payment": _payment_step,
                    "encounter": _encounter_step},
            tasks={"transfer": _transfer_task_step}, current_task=_transfer_under_way, task_kind=_transfer_kind,
            waiting=_choice_pending)
