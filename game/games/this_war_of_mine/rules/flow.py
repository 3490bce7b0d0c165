"""This War of Mine's flow so far: the day's phases that are written (Morning, Day Actions, Dusk, Evening,
the Night Raid, Dawn), and the tasks that carry work across the Leader's answers. Scavenging (with its
fights and trades) comes next; until then the flow stops where it begins."""
from __future__ import annotations

from ....core.flow import Flow
from .day import action_task, again_task, day_step, new_idea_task, split_task, stage_task
from .dawn import dawn_step, fate_task, give_out_task, narrative_task, spirit_task
from .dice import reroll_task
from .dusk import dusk_step, dusk_task
from .evening import evening_step, evening_task
from .morning import morning_step
from .night import night_step, night_task
from .ops import ops_task
from .scripts import script_task
from .visitors import visitor_task

PHASES = {"morning": morning_step, "day": day_step, "dusk": dusk_step, "evening": evening_step,
          "night_raid": night_step, "dawn": dawn_step}
TASKS = {"ops": ops_task, "script": script_task, "dusk": dusk_task, "evening": evening_task, "give_out": give_out_task,
         "fate": fate_task, "spirit": spirit_task, "narrative_draw": narrative_task, "stage": stage_task,
         "action": action_task, "again": again_task, "split": split_task, "new_idea": new_idea_task,
         "visitor": visitor_task, "night": night_task, "reroll": reroll_task}

FLOW = Flow(phases=PHASES, tasks=TASKS, tasks_at="task_stack", waiting_on="pending")
