"""The player board's tracks: health and willpower with their overflow, threat and the mob attack it
sets off, experience and levels, the resource tracks, the home status, bites, and death."""
from __future__ import annotations

from ....core.flow import push_task
from ....core.words import count
from .state import (LEVEL_CAP, THREAT_TOP, TRACK_TOP, XP_TO_LEVEL, State, _ev, home_top, limits)

RESOURCE_NAMES = {"antidote": "antidote", "bandages": "bandages", "materials": "building materials", "food": "food"}


def end_mission(state: State, won: bool, why: str, events: list) -> None:
    """The mission is over: won (you went home with the goals done) or lost (dead, or home overrun)."""
    if state.phase == "over":
        return
    from .ending import score_mission
    state.phase = "over"
    state.pending = None
    for task in state.task_stack:          # cards in the hand of an unfinished fight or clearing go to their piles
        if task["t"] == "fight" and task.get("card"):
            state.zombie_discard.append(task["card"])
        elif task["t"] == "clear":
            state.building_discard.extend(task["drawn"])
    state.task_stack = []
    points = score_mission(state, won)
    state.result = {"winners": [0] if won else [], "scores": [points["total"] if won else 0],
                    "summary": why, "details": {"won": won, "died": state.stats.get("died", ""), "points": points}}
    _ev(events, "mission_over", why, "rule:end", {"won": won, "score": points["total"]})


def die(state: State, why: str, events: list) -> None:
    state.stats["died"] = why
    end_mission(state, False, f"You died: {why}. The mission must be played again.", events)


def change_health(state: State, amount: int, events: list, cause: str) -> None:
    """Health moves; past 6 the rest raises willpower, below 1 the rest lowers it (both at 1: death)."""
    for _ in range(abs(amount)):
        if state.phase == "over":
            return
        if amount > 0:
            if state.health < TRACK_TOP:
                state.health += 1
            elif state.willpower < TRACK_TOP:
                state.willpower += 1
        elif state.health > 1:
            state.health -= 1
        elif state.willpower > 1:
            state.willpower -= 1
        else:
            die(state, "your health and willpower ran out", events)
            return
    if amount:
        _ev(events, "health", f"Health {amount:+d} (health {state.health}, willpower {state.willpower}).", cause,
            {"amount": amount, "rises": amount > 0})


def change_willpower(state: State, amount: int, events: list, cause: str) -> None:
    """Willpower moves (it stops at 6); below 1 the rest is taken from health."""
    for _ in range(abs(amount)):
        if state.phase == "over":
            return
        if amount > 0:
            state.willpower = min(TRACK_TOP, state.willpower + 1)
        elif state.willpower > 1:
            state.willpower -= 1
        elif state.health > 1:
            state.health -= 1
        else:
            die(state, "your health and willpower ran out", events)
            return
    if amount:
        _ev(events, "willpower", f"Willpower {amount:+d} (willpower {state.willpower}, health {state.health}).",
            cause, {"amount": amount})


def gain(state: State, resource: str, amount: int, events: list, cause: str) -> int:
    top = limits(state)[resource]
    before = state.res[resource]
    state.res[resource] = min(top, before + amount)
    got = state.res[resource] - before
    if got:
        _ev(events, "gained", f"You gain {count(got, RESOURCE_NAMES[resource], RESOURCE_NAMES[resource])}.", cause,
            {"resource": resource, "amount": got})
    elif amount:
        _ev(events, "gained", f"The {RESOURCE_NAMES[resource]} track is full.", cause,
            {"resource": resource, "amount": 0})
    return got


def lose(state: State, resource: str, amount: int, events: list, cause: str) -> int:
    lost = min(amount, state.res[resource])
    state.res[resource] -= lost
    if lost:
        _ev(events, "lost", f"You lose {count(lost, RESOURCE_NAMES[resource], RESOURCE_NAMES[resource])}.", cause,
            {"resource": resource, "amount": lost})
    return lost


def change_home(state: State, amount: int, events: list, cause: str, floor: int = 0) -> None:
    state.home = max(floor, min(home_top(state), state.home + amount))
    _ev(events, "home", f"Home status {amount:+d} (now {state.home}).", cause, {"amount": amount})
    if state.home <= 0 and state.phase != "over":
        state.stats["died"] = "the mob broke into your home"
        end_mission(state, False, "The mob broke into your home. The mission is lost and must be played again.",
                    events)


def raise_threat(state: State, amount: int, events: list, cause: str) -> None:
    """Threat up one space at a time; wanting to pass the top sets off a mob attack (once per raise)."""
    attacked = False
    for _ in range(amount):
        if state.threat < THREAT_TOP:
            state.threat += 1
        elif not attacked:
            attacked = True
    _ev(events, "threat", f"Threat +{amount} (now {state.threat}).", cause, {"amount": amount})
    if attacked:
        from .fight import start_mob_attack
        start_mob_attack(state, events)


def lower_threat(state: State, amount: int, events: list, cause: str) -> None:
    before = state.threat
    state.threat = max(0, state.threat - amount)
    if before != state.threat:
        _ev(events, "threat", f"Threat -{before - state.threat} (now {state.threat}).", cause,
            {"amount": state.threat - before})


def change_threat(state: State, amount: int, events: list, cause: str) -> None:
    if amount > 0:
        raise_threat(state, amount, events, cause)
    elif amount < 0:
        lower_threat(state, -amount, events, cause)


def gain_xp(state: State, amount: int, events: list, cause: str) -> None:
    """XP up; crossing the level border levels you up at once and the track starts again (the rest is lost)."""
    need = XP_TO_LEVEL[state.level]
    if state.xp + amount >= need:
        lost = state.xp + amount - need
        state.xp = 0
        if state.level < LEVEL_CAP:
            state.level += 1
            _ev(events, "level_up", f"Level up: you are level {state.level}"
                + (f" ({count(lost, 'XP', 'XP')} lost)." if lost else "."), cause, {"level": state.level})
            from .mob import bring_in_level
            bring_in_level(state, state.level, events)
        else:
            _ev(events, "level_up", "The XP track is full: at level 6 you still learn a skill.", cause,
                {"level": state.level})
        push_task(state.task_stack, "skill_choice", cause=cause)
    else:
        state.xp += amount
        _ev(events, "xp", f"You gain {count(amount, 'XP', 'XP')} ({state.xp} of {need}).", cause, {"amount": amount})


def bite(state: State, events: list, cause: str) -> None:
    """Bitten: a bandage on the bite is used up; an uncovered bite already there kills."""
    if state.bitten and not state.bite_covered:
        die(state, "a second bite", events)
        return
    if state.bitten and state.bite_covered:
        state.bite_covered = False
        _ev(events, "bitten", "Bitten again: the bandage on your bite is torn away.", cause, {})
        return
    state.bitten = True
    _ev(events, "bitten", "You are bitten.", cause, {})
