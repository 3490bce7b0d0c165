"""The setup's own question: the starting tool (two tools drawn at random, keep one)."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option
from ....core.prompt import Prompt
from .state import State, _ev


def tool_choice_task(state: State, task: dict, events: list) -> bool:
    if not task["offer"]:
        tools = sorted(wid for wid in state.weapon_deck if state.content.tables["weapons"][wid].tool)
        state.rng.shuffle(tools)
        task["offer"] = tools[:2]
        _ev(events, "tools", "From the toolbox at home you pull out two tools.", "rule:setup",
            {"tools": task["offer"]}, reveals=True)
    if len(task["offer"]) <= 1:
        state.task_stack.pop()
        if task["offer"]:
            _take(state, task["offer"][0], events)
        return True
    state.pending = {"k": "tool_choice"}
    return True


def _take(state: State, tool: str, events: list) -> None:
    state.weapon_deck.remove(tool)
    state.weapons.append({"id": tool, "up": False})
    _ev(events, "weapon", f"You take the {state.content.tables['weapons'][tool].front.name}.", "rule:setup",
        {"weapon": tool})


class ToolChoice(Decision):
    kind = "tool_choice"
    answers = frozenset({"tool"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        weapons = state.content.tables["weapons"]
        return Prompt(0, "tool_choice", "Which tool do you take with you?", tuple(
            option(f"tool:{tool}", f"{weapons[tool].front.name}: {weapons[tool].front.text}") for tool in task["offer"]))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        state.task_stack.pop()
        _take(state, value.split(":")[1], events)
