"""Evening (L787-809): each Character in the Shelter takes one task for the night: a Bed (one Character
a Bed Fitting: Fatigue to 0), the Floor (Fatigue -2), Guard duty (Fatigue +1) or Scavenging (at most 3,
Fatigue +1). A sleeping Character may only sleep (L278). With nobody on guard, the no-guard Epilogue,
script 333, is read (A30: also when nobody is able to guard). A Fatigue reaching 4 by the task is
resolved after the task (L805): the Character still guards or scavenges tonight.

Answers (pick:<value>): bed:<space>, floor, guard, scavenge."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import semi_coop
from .asking import ask
from .ending import NO_GUARD_SCRIPT
from .people import change_state, name
from .scripts import read_script
from .skills import skill_of, sleeps_rough
from .state import SCAVENGERS, State, _ev

FATIGUE = {"floor": -2, "guard": 1, "scavenge": 1}


def beds(state: State) -> list[str]:
    fittings = state.content.tables["fittings"]
    return [space for space, spot in sorted(state.shelter.items()) if spot["fitting"] and fittings[spot["fitting"]].bed]


def evening_step(state: State, events: list) -> bool:
    at_home = [i for i, p in enumerate(state.characters) if p["alive"] and not p["left"] and not p["away"]]
    push_task(state.task_stack, "evening", who=at_home, taken={}, chosen={})
    state.phase = "scavenging"
    return True


def evening_task(state: State, task: dict, events: list) -> bool:
    if task["who"]:
        index = task["who"][0]
        person = state.characters[index]
        who = name(state, index)
        taken = task["taken"]
        options = [(f"bed:{space}", f"{who} sleeps in the {state.content.tables['fittings'][state.shelter[space]['fitting']].name}",
                    f"space:{space}") for space in beds(state) if f"bed:{space}" not in taken.values()]
        options.append(("floor", f"{who} sleeps on the floor", f"character:{index}"))
        if not person["asleep"]:
            options.append(("guard", f"{who} keeps guard", f"character:{index}"))
            if sum(1 for t in taken.values() if t == "scavenge") < SCAVENGERS and "no_scavenging" not in state.rules_on:
                options.append(("scavenge", f"{who} goes scavenging", f"character:{index}"))
        refused = semi_coop.refused(state, index, task)
        options = [o for o in options if o[0].partition(":")[0] not in refused] or options
        picked = ask(state, task, "night_task", options, f"Evening: what does {who} do tonight?", decides=index)
        if picked is None:
            return False
        taken[str(index)] = picked
        task["who"].pop(0)
        return True
    finish_task(state.task_stack, task)
    settle_evening(state, task["taken"], events)
    return True


def settle_evening(state: State, taken: dict, events: list) -> None:
    for key, job in sorted(taken.items(), key=lambda item: int(item[0])):
        index = int(key)
        person = state.characters[index]
        person["place"] = {"floor": "floor", "guard": "guard", "scavenge": "scavenging"}.get(job, job)
        _ev(events, "night_task", f"{name(state, index)}: {job.split(':')[0]}.", "rule:evening",
            {"character": index, "task": job})
    for key, job in sorted(taken.items(), key=lambda item: int(item[0])):
        index = int(key)
        if job.startswith("bed:"):
            change_state(state, index, "fatigue", 0, events, "rule:evening", set_to=0)
        elif not (job == "guard" and skill_of(state, index, "night_owl")):
            change_state(state, index, "fatigue", FATIGUE[job] - (sleeps_rough(state, index) if job == "floor" else 0),
                         events, "rule:evening")
    if "guard" not in taken.values():
        read_script(state, NO_GUARD_SCRIPT, None)
