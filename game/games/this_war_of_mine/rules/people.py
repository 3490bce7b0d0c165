"""The group's Characters: who is where, their States going up and down, and what level 4 does
(Fatigue 4: asleep, and the Sleep script; any other State at 4: death and the Character's Epilogue,
L264-272; a sleeper wakes once their Fatigue is below 4 again), joining under the 4-Character limit,
leaving."""
from __future__ import annotations

from ....core.flow import push_task
from . import one_each, semi_coop
from .state import MAX_CHARACTERS, State, _ev, character_card, in_group

SLEEP_SCRIPT = "150"


def name(state: State, index: int) -> str:
    return character_card(state, state.characters[index]).name


def present(state: State) -> list[int]:
    """Those in the scene: the Scavenging party while scavenging, else everyone in the Shelter."""
    party = state.phase == "scavenging"
    return [i for i, person in enumerate(state.characters) if person["alive"] and not person["left"]
            and not person["away"] and (person["place"] == "scavenging") == party]


def reached(state: State, who: str, actor: int | None) -> list[int]:
    """The Characters an op's `who` reaches (the chosen one is asked for separately)."""
    group = [i for i, person in enumerate(state.characters) if person in in_group(state)]
    if who == "self":
        return [actor] if actor is not None and actor in group else []
    if who == "present":
        return present(state)
    if who == "all":
        return group
    if who == "guards":
        return [i for i in group if state.characters[i]["place"] == "guard"]
    if who == "party":
        return [i for i in group if state.characters[i]["place"] == "scavenging"]
    return []


def change_state(state: State, index: int, which: str, amount: int, events: list, cause: str,
                 set_to: int = -1) -> None:
    person = state.characters[index]
    if not person["alive"] or person["left"]:
        return
    if set_to < 0 and amount > 0:
        from .skills import steadied      # here: skills imports this module
        amount = steadied(state, index, which, amount, events)
    before = person["states"].get(which, 0)
    after = max(0, min(4, set_to if set_to >= 0 else before + amount))
    if after == before:
        return
    if after:
        person["states"][which] = after
    else:
        person["states"].pop(which, None)
    label = state.content.tables["states"][which].name
    if which == "fatigue" and after < 4 and person["asleep"]:
        person["asleep"] = False          # a sleeper wakes once rested below 4 (the Evening's sleep, a Nap)
    _ev(events, "state", f"{name(state, index)}'s {label} {'rises' if after > before else 'falls'} to {after}.",
        cause, {"character": index, "state": which, "level": after, "rises": after > before})
    if after == 4:
        if state.content.tables["states"][which].at_four == "sleep":
            if not person["asleep"]:
                person["asleep"] = True
                push_task(state.task_stack, "script", number=SLEEP_SCRIPT, actor=index, stage="text", chosen={})
        else:
            dies(state, index, events, f"{label} 4")


def dies(state: State, index: int, events: list, why: str) -> None:
    person = state.characters[index]
    if not person["alive"]:
        return
    person["alive"] = False
    state.stats.setdefault("died_today", []).append(index)
    state.stats.setdefault("deaths", []).append({"character": person["id"], "day": state.day, "why": why})
    _ev(events, "died", f"{name(state, index)} is dead ({why}).", "rule:death", {"character": index})
    epilogue = character_card(state, person).epilogue
    if epilogue:
        push_task(state.task_stack, "script", number=epilogue, actor=index, stage="text", chosen={})
    semi_coop.character_lost(state, index, events)
    first_loss(state, events)


def first_loss(state: State, events: list) -> None:
    """The first time a Character dies or leaves, the cards kept for after a loss (the Desperate Measures)
    are shuffled into the Narrative Actions deck."""
    if not state.stats.get("lost_someone") and state.stats.get("after_loss"):
        state.stats["lost_someone"] = True
        state.narrative_deck += state.stats.pop("after_loss")
        state.rng.shuffle(state.narrative_deck)
        _ev(events, "desperate_measures", "With someone gone, the group thinks of things it would not have "
            "thought of before.", "rule:desperate_measures", {})


def leaves(state: State, index: int, events: list) -> None:
    person = state.characters[index]
    if person["left"] or not person["alive"]:
        return
    person["left"] = True
    state.stats.setdefault("died_today", []).append(index)
    _ev(events, "left", f"{name(state, index)} leaves the group.", "rule:leave", {"character": index})
    semi_coop.character_lost(state, index, events)
    first_loss(state, events)


def can_join(state: State) -> bool:
    """Room in the group; with One Character Per Player, only while a player has no Character (L1846)."""
    if one_each.on(state):
        return one_each.seat_without_character(state) is not None
    return len(in_group(state)) < MAX_CHARACTERS


def join(state: State, card_id: str, events: list, cause: str) -> int:
    """A Character joins (the caller checked the limit): on the Guard space, no action this stage."""
    from .setup import new_person
    person = new_person(card_id, False)
    person["joined_day"], person["joined_stage"] = state.day, state.stage
    if one_each.on(state):                   # the player who has none plays them (L1848)
        person["seat"] = one_each.seat_without_character(state)
    state.characters.append(person)
    index = len(state.characters) - 1
    _ev(events, "joined", f"{name(state, index)} joins the group.", cause, {"character": index})
    semi_coop.new_character(state, index, events)
    arrival = character_card(state, person).arrival
    if arrival:
        push_task(state.task_stack, "script", number=arrival, actor=index, stage="text", chosen={})
    return index
