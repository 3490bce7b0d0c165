"""The flow of a game: the one driver that runs a game on from an answer to its next decision.

A game declares its phases and the kinds of task its task stack can hold, each with a step:

    FLOW = Flow(phases={"auction": auction_step, "encounter": encounter_step, ...},
                tasks={"wound": wound_step, "ops": ops_step, ...},
                current_task=top_of("task_stack"),
                waiting=lambda state: state.pending_decision is not None)

`Flow.run(state, events)` loops: it stops once the game is over or a decision is pending; otherwise
it runs the task the game is in the middle of, if any, else the current phase's step. A step does a
little of the work and returns True to go on, or False when it has left a decision for a seat.

Work that spans several decisions (an op list, a payment made one resource at a time, a fight)
lives as tasks: plain JSON dicts in a list in the state, the top one being worked on. A task never
holds a Python object or a position in code, so a game saved between any two answers resumes
exactly where it stopped, and replays and undo need nothing else. This is boardgame.io's idea of
phases with moves and stages, kept to what a state machine with one pending question needs.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

PhaseStep = Callable[[Any, list], bool]
TaskStep = Callable[[Any, dict, list], bool]

# A game that steps this many times without reaching a decision is stuck in a loop: say so
# instead of hanging the app.
STEP_LIMIT = 100_000


class FlowError(RuntimeError):
    """The rules reached a phase or task they have no step for, or never reached a decision."""


def top_of(field: str) -> Callable[[Any], dict | None]:
    """The task on top of the state's stack named `field` (a list of task dicts), or None."""
    def top(state: Any) -> dict | None:
        stack = getattr(state, field)
        return stack[-1] if stack else None
    top.__name__ = f"top_of_{field}"
    return top


def push_task(stack: list, kind: str, **fields: Any) -> dict:
    """Put a task on a stack; `kind` is stored under "t", the key Flow reads a task's kind from."""
    task = {"t": kind, **fields}
    stack.append(task)
    return task


def _task_kind(task: dict) -> str:
    return task["t"]


def _never(state: Any) -> bool:
    return False


def _no_task(state: Any) -> None:
    return None


class Flow:
    """Runs a game until its next decision: the pending task first, then the current phase's step."""

    def __init__(self, phases: Mapping[str, PhaseStep], *, tasks: Mapping[str, TaskStep] | None = None,
                 current_task: Callable[[Any], dict | None] = _no_task,
                 task_kind: Callable[[dict], str] = _task_kind,
                 waiting: Callable[[Any], bool] = _never,
                 phase_field: str = "phase", over_phase: str = "over") -> None:
        self.phases = dict(phases)
        self.tasks = dict(tasks or {})
        self.current_task = current_task
        self.task_kind = task_kind
        self.waiting = waiting
        self.phase_field = phase_field
        self.over_phase = over_phase

    def run(self, state: Any, events: list) -> None:
        phases, tasks = self.phases, self.tasks
        current_task, task_kind, waiting = self.current_task, self.task_kind, self.waiting
        phase_field, over = self.phase_field, self.over_phase
        for _ in range(STEP_LIMIT):
            phase = getattr(state, phase_field)
            if phase == over or waiting(state):
                return
            task = current_task(state)
            if task is not None:
                step = tasks.get(task_kind(task))
                if step is None:
                    raise FlowError(f"no step for a task of kind {task_kind(task)!r}")
                if not step(state, task, events):
                    return
                continue
            step = phases.get(phase)
            if step is None:
                raise FlowError(f"no step for the phase {phase!r}")
            if not step(state, events):
                return
        raise FlowError(f"the rules took {STEP_LIMIT} steps without reaching a decision (phase {phase!r})")
