"""The end of a playthrough (L423-433): SURVIVE is met when at least one of the three starting
Characters is alive in the Shelter with Hunger, Misery, Wounds and Illness each at 2 or lower (Fatigue
is ignored); the final score (ours, A13): each living Character 10, +5 for each of those four States at
0, +10 for a starting Character, and half the value of the tokens left in the Storage. With Orphans of War
the children must still be with you, and their Happiness adds to the score (rules/orphans.py); in a
scenario, its goal must have been met (rules/scenarios.py), and its epilogue is read after the Characters'."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import hidden_objectives, orphans, scenarios, semi_coop
from .goods import value
from .state import RESOURCES, State, _ev, character_card, in_group

SURVIVE_STATES = ("hunger", "misery", "wounds", "illness")
NO_GUARD_SCRIPT = "333"


def survive_met(state: State) -> bool:
    return any(person["starting"] and not person["away"]
               and all(person["states"].get(s, 0) <= 2 for s in SURVIVE_STATES) for person in in_group(state))


def final_score(state: State) -> int:
    people = sum(10 + 5 * sum(person["states"].get(s, 0) == 0 for s in SURVIVE_STATES) + 10 * person["starting"]
                 for person in in_group(state))
    storage = sum(value(state, item) * n for item, n in state.storage.items() if item not in RESOURCES)
    return people + storage // 2 + orphans.score(state)


def read_epilogues(state: State, won: bool, cause: str) -> None:
    """Every Character alive and with the group has their Epilogue read, in the order they joined; then the
    playthrough ends (the task below them)."""
    push_task(state.task_stack, "the_end", won=won, cause=cause)
    if orphans.epilogue(state):                    # the children's last page comes after every Character's
        push_task(state.task_stack, "script", number=orphans.epilogue(state), actor=None, stage="text", chosen={})
    scenarios.close_story(state)                   # and a scenario's after theirs, knowing who lived
    for index in reversed([i for i, person in enumerate(state.characters) if person in in_group(state)]):
        epilogue = character_card(state, state.characters[index]).epilogue
        if epilogue:
            push_task(state.task_stack, "script", number=epilogue, actor=index, stage="text", chosen={})


def the_end_task(state: State, task: dict, events: list) -> bool:
    finish_task(state.task_stack, task)
    end_playthrough(state, task["won"], events, task["cause"])
    return True


def end_playthrough(state: State, won: bool, events: list, cause: str) -> None:
    if semi_coop.on(state):
        return _end_each_alone(state, won, events, cause)
    won = won and survive_met(state) and orphans.kept(state) and scenarios.goal_met(state)
    score = final_score(state)
    seats = list(range(len(state.seat_names)))
    summary = (f"The war is over and you lived to see it: {score} points." if won else
               f"The war goes on without you: {score} points.")
    details = {"won": won, "day": state.day, "score": score, "alive": [person["id"] for person in in_group(state)]}
    if not won:
        details["cause"] = _cause(state, cause)
    fulfilled = [seat for seat in seats if hidden_objectives.bonus(state, seat)]
    if fulfilled:
        summary += " Hidden Objectives fulfilled: " + ", ".join(state.seat_names[seat] for seat in fulfilled) + "."
        details["hidden_objectives"] = fulfilled
    state.result = {"winners": seats if won else [], "summary": summary, "details": details,
                    "scores": [score + hidden_objectives.bonus(state, seat) for seat in seats]}
    state.phase = "over"
    _ev(events, "playthrough_over", summary, cause, {"won": won, "score": score})


def _cause(state: State, cause: str) -> str:
    return ("every Character died" if not in_group(state) else
            "the children were lost" if not orphans.kept(state) else
            "the story's goal was not met" if not scenarios.goal_met(state) else
            "nobody was on guard" if cause == f"script:{NO_GUARD_SCRIPT}" else "no starting Character fit to SURVIVE")


def _end_each_alone(state: State, war_over: bool, events: list, cause: str) -> None:
    """Semi-Coop: every Role is shown, and each player wins whose Character lived and whose Role is met; a
    shelter overrun (nobody on guard) or emptied is lost for all (rules/semi_coop.py)."""
    semi_coop.reveal_all(state, events)
    winners = semi_coop.winners(state) if war_over and in_group(state) else []
    score = final_score(state)
    names = ", ".join(state.seat_names[seat] for seat in winners)
    summary = (f"The war is over. {names} {'wins' if len(winners) == 1 else 'win'}: {score} points." if winners else
               f"The war is over and nobody won: {score} points." if war_over and in_group(state) else
               f"The war goes on without you: {score} points.")
    details = {"won": bool(winners), "day": state.day, "score": score, "winners": winners,
               "alive": [person["id"] for person in in_group(state)],
               "roles": {seat: held["card"] for seat, held in sorted(state.roles.items())}}
    if not winners:
        details["cause"] = _cause(state, cause) if not (war_over and in_group(state)) else "no Role met"
    state.result = {"winners": winners, "summary": summary, "details": details,
                    "scores": [score for _seat in state.seat_names]}
    state.phase = "over"
    _ev(events, "playthrough_over", summary, cause, {"won": bool(winners), "score": score})
