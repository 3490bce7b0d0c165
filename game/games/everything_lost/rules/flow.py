"""Everything Lost's flow: one phase (play: the survivor acts until the mission ends) and the tasks that
carry work across decisions (op lists, rolls, moves, fights, the mob attack, clearing, dilemmas)."""
from __future__ import annotations

from ....core.flow import Flow
from .actions import clear_task, dilemma_task, play_step
from .dice import roll_task
from .fight import fight_task, mob_attack_task
from .leveling import skill_choice_task
from .ops import ops_task
from .start import tool_choice_task
from .town import move_task

FLOW = Flow(phases={"play": play_step},
            tasks={"ops": ops_task, "roll": roll_task, "move": move_task, "fight": fight_task,
                   "mob_attack": mob_attack_task, "clear": clear_task, "dilemma": dilemma_task,
                   "skill_choice": skill_choice_task, "tool_choice": tool_choice_task},
            tasks_at="task_stack", waiting_on="pending")
