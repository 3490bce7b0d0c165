"""Dusk (L748-785): every Character in the Shelter, sleepers included, should drink 1 Water and eat.
The Leader may withhold either (L775). Without Water: the black die, 1-5 Hunger +1, 6-10 Misery +1.
Food: each token eaten changes Hunger by its `food` (Canned -2, Raw -1, a Vegetable 0); eating nothing
raises Hunger by 1. A Character away (L1981) is not at Dusk.

With Orphans of War, the children eat first (rules/orphans.py). With Companions, the food question also offers the pet (L783-785): it leaves the game, its Raw Food goes into
the Storage, and its card reads 351 (the black die against each Character's Empathy); the question is then
asked again, with the Raw Food there to eat.

Answers (pick:<value>): water yes/no; food <token id>, eat_pet or done; kids_food (rules/orphans.py)."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import goods, one_each, orphans, semi_coop, sewers
from .asking import ask
from .ops import eat_pet, roll_black
from .people import change_state, name
from .skills import at_home_awake
from .state import State, _ev


EAT_PET = "eat_pet"


def dusk_step(state: State, events: list) -> bool:
    sewers.come_home(state, events)              # the party from the Sewers is back (L1448)
    push_task(state.task_stack, "dusk", who=[i for i, p in enumerate(state.characters)
                                              if p["alive"] and not p["left"] and not p["away"]],
              drank=False, ate=0, chosen={})
    semi_coop.dusk_takes(state, events)           # the Roles' compulsions, before anyone eats
    state.phase = "evening"
    return True


def _foods(state: State) -> list[str]:
    tokens = state.content.tables["tokens"]
    return sorted((item for item, n in state.storage.items() if n and item in tokens
                   and (tokens[item].food or tokens[item].edible)), key=lambda item: (tokens[item].food, item))


def dusk_task(state: State, task: dict, events: list) -> bool:
    if orphans.hungry(state, task):                  # the little ones first (rules/orphans.py)
        return orphans.feed(state, task, events, _foods(state))
    if not task["who"]:
        finish_task(state.task_stack, task)
        return True
    index = task["who"][0]
    if not state.characters[index]["alive"]:            # thirst, or a meal before, was the end of them
        task["who"].pop(0)
        task["drank"], task["ate"] = False, 0
        return True
    who = name(state, index)
    if not task["drank"]:
        if state.storage.get("water"):
            picked = ask(state, task, "water", [("yes", f"{who} drinks 1 Water", f"character:{index}"),
                                                ("no", f"{who} goes without", f"character:{index}")],
                         f"Dusk: does {who} drink?", decides=index)
            if picked is None:
                return False
        else:
            picked = "no"
        task["drank"] = True
        if picked == "yes":
            goods.remove(state, "storage", "water", 1, events, "rule:dusk")
        else:
            thirst(state, index, events)
        return True
    tokens = state.content.tables["tokens"]
    foods = _foods(state)
    if one_each.on(state) and not state.characters[index]["states"].get("hunger"):
        foods = []                            # nothing is wasted on the fed (L1826)
    pet = state.pet
    if foods or pet:
        options = [(item, f"{who} eats {tokens[item].name} (Hunger {tokens[item].food:+d})", f"character:{index}")
                   for item in foods]
        if pet:
            record = state.content.tables["companions"][pet]
            options.append((EAT_PET, f"Kill {record.name} for food ({record.raw_food} Raw Food into the Storage)",
                            "pet"))
        options.append(("done", f"{who} eats nothing more" if task["ate"] else f"{who} eats nothing",
                        f"character:{index}"))
        picked = ask(state, task, "food", options, f"Dusk: what does {who} eat?", decides=index)
        if picked is None:
            return False
        if picked == EAT_PET:
            eat_pet(state, index, events, "rule:eating_a_pet")
            return True
        if picked != "done":
            goods.remove(state, "storage", picked, 1, events, "rule:dusk")
            task["ate"] += 1
            food = tokens[picked].food
            cook, better = at_home_awake(state, "cook")
            if picked == "raw-food" and cook is not None and not task.get("cooked"):
                task["cooked"] = True             # once each Dusk, the cook makes Raw Food go further
                food -= better
                _ev(events, "cooked", f"{name(state, cook)} makes something of it.", "skill:cook", {"character": cook})
            if food:
                change_state(state, index, "hunger", food, events, "rule:dusk")
            return True
    if not task["ate"]:
        change_state(state, index, "hunger", 1, events, "rule:dusk")
    task["who"].pop(0)
    task["drank"], task["ate"] = False, 0
    return True


def thirst(state: State, index: int, events: list) -> None:
    result = roll_black(state, events, f"{name(state, index)} has no Water", "rule:dusk")
    change_state(state, index, "hunger" if result <= 5 else "misery", 1, events, "rule:dusk")
    _ev(events, "thirst", f"Thirst: {'Hunger' if result <= 5 else 'Misery'} +1.", "rule:dusk",
        {"character": index, "roll": result})
