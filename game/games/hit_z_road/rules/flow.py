"""Hit Z Road's flow: its phases, and the transfer task that runs inside any of them.

Each round: planning (deal the paths), auction (bid for initiative), payment (pay the bids), then
the encounter phase (each seat's path, card by card); then the next round, or the end.
"""
from __future__ import annotations

from ....core.flow import Flow
from .auction import _auction_step, _payment_step
from .encounter import _encounter_step
from .planning import _planning_step
from .transfers import _finish_forced_transfer

# a transfer is the one task: state.transfer, named by its kind, "pay" or "take"; its step finishes
# it when the seat has no choice left, else leaves the question
FLOW = Flow(phases={"planning": _planning_step, "auction": _auction_step, "payment": _payment_step,
                    "encounter": _encounter_step},
            tasks={"pay": _finish_forced_transfer, "take": _finish_forced_transfer},
            tasks_at="transfer", kind_key="kind", waiting_on="pending_choice")
