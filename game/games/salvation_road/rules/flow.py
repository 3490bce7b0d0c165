"""Salvation Road's flow: its phases, and the tasks that carry work across several decisions.

A round: the action phase (each player activates characters in turn), the threat phase (threat
rolls where characters stand), the apocalypse phase (a card), then refresh; once everyone is back at
the compound the group may travel. Tasks sit on `state.task_stack`, the top one worked first.
"""
from __future__ import annotations

from ....core.flow import Flow
from .action import _action_step
from .apocalypse import _apoc_card_task, _apoc_step, _hold_task, _prevent_task
from .ops import _after_task, _drop_task, _explore_task, _ops_task, _pick_task, _sub_task, _wound_task
from .refresh import _refresh_step, _travel_step
from .threat import _threat_step


FLOW = Flow(phases={"action": _action_step, "threat": _threat_step, "apocalypse": _apoc_step,
                    "refresh": _refresh_step, "travel": _travel_step},
            tasks={"ops": _ops_task, "wound": _wound_task, "after": _after_task, "drop": _drop_task,
                   "pick": _pick_task, "explore": _explore_task, "sub": _sub_task, "apoc": _apoc_card_task,
                   "prevent": _prevent_task, "hold": _hold_task},
            tasks_at="task_stack", waiting_on="pending_decision")
