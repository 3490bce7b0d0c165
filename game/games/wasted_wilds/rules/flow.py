"""Wasted Wilds' flow: setup (survivors, then the map), then play (one survivor's turn after another,
`turn.play_step`), and the tasks that carry work across decisions."""
from __future__ import annotations

from ....core.flow import Flow
from .activation import activation_task, allied_task, attack_task, stampede_task
from .actions import swap_task, trade_task
from .cards import equip_task, supply_task
from .clock import clock_event_task, who_draws_task
from .moving import enter_task, free_move_task, tile_test_task
from .ops import ops_task
from .turn import play_step, poison_task


def _waiting(state, events) -> bool:
    return False        # setup's questions are asked by the decisions themselves


FLOW = Flow(phases={"choose": _waiting, "map": _waiting, "play": play_step},
            tasks={"ops": ops_task, "equip": equip_task, "supply": supply_task, "enter": enter_task,
                   "free_move": free_move_task, "tile_test": tile_test_task, "clock_event": clock_event_task,
                   "who_draws": who_draws_task, "activation": activation_task, "attack": attack_task,
                   "allied": allied_task, "stampede": stampede_task, "poison": poison_task, "trade": trade_task,
                   "swap": swap_task},
            tasks_at="task_stack", waiting_on="pending")
