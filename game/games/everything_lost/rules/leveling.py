"""Skills (five types, two levels each), the special actions between adjacent skills, and nicknames."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option
from ....core.prompt import Prompt
from .state import SKILL_ORDER, SPECIAL_ROWS, State, _ev

SKILL_TEXT = {
    ("scavenger", 1): "one more building card in each zone", ("scavenger", 2): "two more building cards",
    ("burglar", 1): "+1 on break-in rolls", ("burglar", 2): "+2 on break-in rolls",
    ("leader", 1): "survivors' loyalty +1", ("leader", 2): "survivors never test their loyalty",
    ("soldier", 1): "use level 2 weapons", ("soldier", 2): "use level 3 weapons",
    ("scout", 1): "one more rubble card in each zone", ("scout", 2): "two more rubble cards",
}


def unlocked_specials(skills: dict) -> list[str]:
    found = []
    for (left, right), (first, second), _nickname in SPECIAL_ROWS:
        for level, action in ((1, first), (2, second)):
            if skills[left] >= level and skills[right] >= level and action not in found:
                found.append(action)
    return found


def nickname_rows(skills: dict) -> list[str]:
    """The nicknames a side mission may grant: rows whose two special actions are both unlocked."""
    return [nickname for (left, right), _actions, nickname in SPECIAL_ROWS
            if skills[left] >= 2 and skills[right] >= 2]


def learn(state: State, skill: str, events: list, cause: str) -> bool:
    if state.skills[skill] >= 2:
        return False
    state.skills[skill] += 1
    before = set(state.specials)
    for action in unlocked_specials(state.skills):
        if action not in state.specials:
            state.specials.append(action)
    _ev(events, "skill", f"New skill: {skill} {state.skills[skill]} ({SKILL_TEXT[(skill, state.skills[skill])]}).",
        cause, {"skill": skill, "level": state.skills[skill]})
    for action in state.specials:
        if action not in before:
            _ev(events, "special", f"You unlock a special action: {action}.", cause, {"action": action})
    return True


def learnable(state: State) -> list[str]:
    return [skill for skill in SKILL_ORDER if state.skills[skill] < 2]


def skill_choice_task(state: State, task: dict, events: list) -> bool:
    if not learnable(state):
        state.task_stack.pop()
        return True
    state.pending = {"k": "skill_choice"}
    return True


class SkillChoice(Decision):
    kind = "skill_choice"
    answers = frozenset({"skill"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        options = tuple(option(f"skill:{skill}", f"{skill.title()} {state.skills[skill] + 1}: "
                               f"{SKILL_TEXT[(skill, state.skills[skill] + 1)]}") for skill in learnable(state))
        return Prompt(0, "skill_choice", "Choose a new skill (the first level of a type before its second).", options)

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        state.task_stack.pop()
        learn(state, value.split(":")[1], events, "rule:level")
