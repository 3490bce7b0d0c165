"""The one small question a task asks in the middle of its work (pick one of these: a target, a card to
let go, whether to pay), for the games whose rules run as tasks on a stack (game/core/flow.py).

`ask` leaves the question pending in `state.pending` and returns None (the task's step then stops and
runs again later); the answer, `pick:<value>`, is kept in the asking task's "chosen" under the question's
name, so the step finds it when it runs again, and a game saved between the question and its answer
resumes exactly there. A question with one option is answered by itself."""
from __future__ import annotations

from typing import Any

from .decisions import Decision
from .option_cache import option
from .prompt import Prompt

WAIT = "wait"      # what an op's behaviour returns when it has asked and must run again with the answer


def ask(state: Any, task: dict, why: str, options: list[tuple[str, str, str | None]], text: str,
        seat: int, answer_alone: bool = True) -> str | None:
    """The answer to `why` if given (taken, so the next ask asks again); the only option if there is one
    (unless not `answer_alone`: an answer that interrupts the question must reach the game's decision);
    else the question is left pending for `seat` and None is returned."""
    chosen = task.setdefault("chosen", {})
    if why in chosen:
        return chosen.pop(why)
    if len(options) == 1 and answer_alone:
        return options[0][0]
    if not options:
        return None
    state.pending = {"k": "pick", "why": why, "seat": seat, "text": text,
                     "options": [[value, label, target] for value, label, target in options]}
    return None


class Pick(Decision):
    """The pending question as a prompt (its options' values prefixed "pick:"), and the answer given back to
    the task that asked (the top of the task stack)."""
    kind = "pick"
    answers = frozenset({"pick"})

    def prompt(self, state: Any, pending: dict) -> Prompt:
        options = tuple(option(f"pick:{value}", label, target) for value, label, target in pending["options"])
        return Prompt(pending["seat"], "pick", pending["text"], options, {"why": pending["why"]},
                      body=pending.get("body", ""))

    def resolve(self, state: Any, pending: dict | None, prompt: Prompt, value: str, events: list) -> None:
        """The answer goes to the asking task; the question is no longer pending. It reads the question's
        name from the prompt, since a rules base that skips its layers passes no pending (rules_base)."""
        state.pending = None
        state.task_stack[-1].setdefault("chosen", {})[prompt.context["why"]] = value.partition(":")[2]
