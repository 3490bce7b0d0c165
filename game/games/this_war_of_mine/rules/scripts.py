"""Reading the book of scripts: a script's text is read out (an event the script reader shows), its
effects run, then its choices are offered to the Leader (those whose goods or flag are at hand; making
a choice passes the Leader on, L244), or its `next` is read, or play resumes where it was.

A script being read is a task ("script": its number, the Character at the centre, and how far it is),
so a saved game resumes in the middle of a story."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import goods
from .asking import GROUP, ask, pass_leader
from .ops import run_ops
from .state import State, _ev


def read_script(state: State, number: str, actor: int | None) -> None:
    push_task(state.task_stack, "script", number=number, actor=actor, stage="text", chosen={})


def script_task(state: State, task: dict, events: list) -> bool:
    script = state.content.tables["scripts"][task["number"]]
    if task["stage"] == "text":
        task["stage"] = "after"
        state.stats.setdefault("scripts_read", {})
        state.stats["scripts_read"][task["number"]] = state.stats["scripts_read"].get(task["number"], 0) + 1
        heading = f"**{script.title}** ({task['number']})" if script.title else f"**{task['number']}**"
        state.story.append(f"{heading}\n\n{script.text}")
        _ev(events, "script", script.text, f"script:{task['number']}",
            {"number": task["number"], "title": script.title, "actor": task["actor"]})
        run_ops(state, ["scripts", task["number"], "effects"], task["actor"], f"script:{task['number']}")
        return True
    if state.phase == "over":
        finish_task(state.task_stack, task)
        return True
    open_choices = [(str(k), choice.label, None) for k, choice in enumerate(script.choices)
                    if goods.holds(state, "here", choice.needs) and (not choice.flag or choice.flag in state.flags)
                    and not (choice.unless and choice.unless in state.flags)]
    if open_choices:
        picked = ask(state, task, "choice", open_choices, script.title or f"Script {task['number']}", decides=GROUP)
        if picked is None:
            return False
        finish_task(state.task_stack, task)
        choice = script.choices[int(picked)]
        _ev(events, "choice", choice.label, f"script:{task['number']}", {"number": task["number"], "goto": choice.goto})
        if len(open_choices) > 1:
            pass_leader(state)
        read_script(state, choice.goto, task["actor"])
        return True
    finish_task(state.task_stack, task)
    if script.next:
        read_script(state, script.next, task["actor"])
    return True
