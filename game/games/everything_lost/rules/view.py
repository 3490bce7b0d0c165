"""What the survivor may see: everything on the board and the sheet, but never a deck's order, a
face-down zombie card of the mob, or the side-mission deck.

With ``reveal`` (``revealed_view``, the replay of a finished mission, where nothing is secret any more)
the face-down mob cards are named too ("mob" holds every card's id) and "mob_face_down" says which of
them the survivor could not see (the board marks those); the decks stay counts, as their order is
nothing the table shows. Without it the view has no "mob_face_down" key at all."""
from __future__ import annotations

from ....core.jsondata import copy_json
from .state import State, limits


def view(state: State, seat: int | None, reveal: bool = False) -> dict:
    task = state.task_stack[-1] if state.task_stack else None
    fight = None
    if task is not None and task["t"] in ("fight", "mob_attack"):
        fight = {key: copy_json(task[key]) for key in ("t", "stage", "card", "zombies", "tough", "damage", "you",
                                                       "rolls", "brown", "bite", "mine", "used", "dice", "extra")
                 if key in task}
    shown = {
        "mission": state.mission, "chapter": state.chapter, "nightmare": state.nightmare, "phase": state.phase,
        "level": state.level, "xp": state.xp, "threat": state.threat, "willpower": state.willpower,
        "health": state.health, "home": state.home, "res": dict(state.res), "limits": dict(limits(state)),
        "bitten": state.bitten, "bite_covered": state.bite_covered, "skills": dict(state.skills),
        "specials": list(state.specials), "nickname": state.nickname, "hand": state.hand, "held": state.held,
        "weapons": copy_json(state.weapons), "survivors": copy_json(state.survivors),
        "active": copy_json(state.active), "meetings": list(state.meetings), "zones": copy_json(state.zones),
        "pos": state.pos, "mob": [entry["card"] if entry["known"] or reveal else None for entry in state.mob],
        "mob_skills": list(state.mob_skills), "side_missions": copy_json(state.side_missions),
        "search_track": state.search_track, "stats": copy_json(state.stats), "fight": fight,
        "decks": {"buildings": len(state.building_deck), "rubble": len(state.rubble_deck),
                  "zombies": len(state.zombie_deck), "side_missions": len(state.side_deck)},
        "discards": {"buildings": list(state.building_discard), "rubble": list(state.rubble_discard),
                     "zombies": list(state.zombie_discard)},
        "result": copy_json(state.result),
    }
    if reveal:
        shown["mob_face_down"] = [not entry["known"] for entry in state.mob]
    return shown
