"""The combat dice (ours, data/this_war_of_mine/dice.toml): which die a weapon rolls, what a face is worth,
and a roll with Prowess re-rolls (up to Prowess times; the last roll stands, L1046). A red die costs 1
Ammo a roll, paid before it is rolled (A18); Out of Ammo and blank count nothing, § nothing outside a
fight (L2103).

Answers (pick:<value>): keep / reroll."""
from __future__ import annotations

from ....core.flow import finish_task
from ....core.prompt import ROLL_EVENT

from .asking import GROUP, ask
from .state import State, _ev

WEAPON_DIE = {"none": "gray", "knife": "yellow", "hatchet": "yellow", "pistol": "red", "shotgun": "red",
              "assault_rifle": "red"}
INSTANT = {"hatchet": "hatchet", "shotgun": "shotgun"}     # the face that kills (or turns a raid away) with it


def weapon_of(state: State, token: str | None) -> str:
    return state.content.tables["tokens"][token].weapon if token else "none"


def roll_die(state: State, die: str, events: list, why: str, cause: str) -> str:
    faces = state.content.tables["dice"][die].faces
    face = faces[state.rng.below(len(faces))]
    state.last_roll = {"die": die, "face": face, "why": why}
    _ev(events, ROLL_EVENT, f"{why}: the {state.content.tables['dice'][die].name.lower()} shows {face}.", cause,
        {"die": die, "face": face})
    return face


def icons(face: str) -> int:
    return int(face) if face.isdigit() else 0


def reroll_task(state: State, task: dict, events: list) -> bool:
    """A roll a Character may take again up to their Prowess; `task["face"]` ends as the one that stands."""
    if task.get("face") is None:
        task["face"] = roll_die(state, task["die"], events, task["why"], task["cause"])
    if task["left"] <= 0:
        return _done(state, task)
    picked = ask(state, task, "reroll", [("keep", f"Keep {task['face']}", None),
                                         ("reroll", f"Roll again ({task['left']} left)", None)],
                 f"{task['why']}: {task['face']}. Roll again?", decides=task.get("who", GROUP))
    if picked is None:
        return False
    if picked == "keep":
        return _done(state, task)
    task["left"] -= 1
    task["face"] = roll_die(state, task["die"], events, task["why"], task["cause"])
    return True


def _done(state: State, task: dict) -> bool:
    finish_task(state.task_stack, task)
    state.task_stack[-1].setdefault("faces", []).append(task["face"])
    return True
