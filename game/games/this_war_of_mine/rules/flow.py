"""This War of Mine's flow: the day's seven phases (Morning, Day Actions, Dusk, Evening, Scavenging, the
Night Raid, Dawn), and the tasks that carry work across the Leader's answers (fights and trades among
them)."""
from __future__ import annotations

from ....core.flow import Flow
from .day import action_task, again_task, day_step, new_idea_task, split_task, stage_task
from .combat import combat_task
from .dawn import dawn_step, fate_task, give_out_task, narrative_task, spirit_task
from .dice import reroll_task
from .dusk import dusk_step, dusk_task
from .ending import the_end_task
from .evening import evening_step, evening_task
from .morning import morning_step
from .narrative import play_task, window_task
from .night import night_step, night_task
from .ops import combat_test_task, ops_task
from .scavenging import (encounter_task, exploration_task, noise_cost_task, private_look_task, returns_task, scavenge_task,
                         scavenging_step)
from .scripts import script_task
from .semi_coop import pick_roles_task
from .setup import pet_setup_task, table_setup_task
from .one_each import leader_vote_task, pick_characters_task
from .orphans import setup_task as orphans_setup_task
from .farmers_market import farm_setup_task, market_task
from .sewers import sewers_task
from .tactics import tactics_task
from .tactics_fights import fight_task, mark_task, test_task
from .short_mode import short_setup_task
from .skills import dawn_skills_task, gardener_task
from .trade import trade_task
from .visitors import visitor_task

def _played(name: str, step):
    """A phase's step notes that phase as the one being played: a step moves `phase` on as soon as it has
    queued its work, while the table (the view's `phase_now`) is still in that phase until the work is done."""
    def run(state, events: list) -> bool:
        state.stats["playing"] = name
        return step(state, events)
    return run


PHASES = {name: _played(name, step) for name, step in {
    "morning": morning_step, "day": day_step, "dusk": dusk_step, "evening": evening_step,
    "scavenging": scavenging_step, "night_raid": night_step, "dawn": dawn_step}.items()}
TASKS = {"ops": ops_task, "script": script_task, "dusk": dusk_task, "evening": evening_task, "give_out": give_out_task,
         "fate": fate_task, "spirit": spirit_task, "narrative_draw": narrative_task, "stage": stage_task,
         "action": action_task, "again": again_task, "split": split_task, "new_idea": new_idea_task,
         "visitor": visitor_task, "night": night_task, "reroll": reroll_task,
         "scavenge": scavenge_task, "exploration": exploration_task, "encounter": encounter_task,
         "returns": returns_task, "noise_cost": noise_cost_task, "trade": trade_task,
         "combat": combat_task, "combat_test": combat_test_task, "narrative_play": play_task,
         "window": window_task, "dawn_skills": dawn_skills_task, "the_end": the_end_task, "gardener": gardener_task, "private_look": private_look_task,
         "short_setup": short_setup_task, "pick_characters": pick_characters_task, "leader_vote": leader_vote_task,
         "pet_setup": pet_setup_task, "table_setup": table_setup_task,
         "pick_roles": pick_roles_task, "orphans_setup": orphans_setup_task,
         "farm_setup": farm_setup_task, "market": market_task, "sewers": sewers_task,
         "tactics": tactics_task, "tactics_test": test_task, "tactics_mark": mark_task, "tactics_fight": fight_task}

FLOW = Flow(phases=PHASES, tasks=TASKS, tasks_at="task_stack", waiting_on="pending")
