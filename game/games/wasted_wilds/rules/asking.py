"""The one small question every part of the rules asks mid-task: pick one of these (a target, a gear
card to let go, a scavenge deck, a tile). The task under way keeps the answer in `task["chosen"]`
and runs its step again, so a saved game resumes between the question and its answer.

Answers: pick:<value>, where the values are the task's own (s:<survivor>, m:<survivor>:<slot>:<card>,
gear:<slot>, deck:<colour>, cell:<x,y>, ...)."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option
from ....core.prompt import Prompt
from .state import State

WAIT = "wait"      # a step returns this when it has asked and must run again with the answer


def ask(state: State, task: dict, why: str, options: list[tuple[str, str, str | None]], text: str,
        seat: int) -> str | None:
    """The answer to `why` if given (taken, so the next ask asks again); the only option if there is one;
    else the question is left pending and None is returned (the step then returns WAIT)."""
    chosen = task.setdefault("chosen", {})
    if why in chosen:
        return chosen.pop(why)
    if len(options) == 1:
        return options[0][0]
    if not options:
        return None
    state.pending = {"k": "pick", "why": why, "seat": seat, "text": text,
                     "options": [[value, label, target] for value, label, target in options]}
    return None


class Pick(Decision):
    kind = "pick"
    answers = frozenset({"pick"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        options = tuple(option(f"pick:{value}", label, target) for value, label, target in pending["options"])
        return Prompt(pending["seat"], "pick", pending["text"], options, {"why": pending["why"]})

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        state.task_stack[-1].setdefault("chosen", {})[pending["why"]] = value.partition(":")[2]
