"""The flow of a game: the one driver that runs a game on from an answer to its next decision.

A game declares its phases and the kinds of task its task stack can hold, each with a step:

    FLOW = Flow(phases={"auction": auction_step, "encounter": encounter_step, ...},
                tasks={"wound": wound_step, "ops": ops_step, ...},
                tasks_at="task_stack", waiting_on="pending_decision")

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


def push_task(stack: list, kind: str, **fields: Any) -> dict:
    """Put a task on a stack; `kind` is stored under "t", the key Flow reads a task's kind from."""
    task = {"t": kind, **fields}
    stack.append(task)
    return task


def finish_task(stack: list, task: dict) -> None:
    """Take a finished task off its stack, wherever it lies: what it set going before it finished
    (pushed above it) stays, to run next."""
    for k in range(len(stack) - 1, -1, -1):
        if stack[k] is task:
            del stack[k]
            return
    raise ValueError("the task is not on the stack")


class Flow:
    """Runs a game until its next decision: the task under way first, then the current phase's step.

    phases:     phase name -> step(state, events)
    tasks:      task kind -> step(state, task, events)
    tasks_at:   the state field holding the tasks: a list (a stack, its last task worked first) or a
                single task dict; None or empty when there is none
    kind_key:   the key of a task dict naming its kind
    waiting_on: the state field that holds a pending decision (None when nothing is pending); the
                flow stops while it is set. Steps may also stop the flow by returning False.
    The fields are named rather than read through functions because this loop runs several times
    for every answer of every game: plain attribute reads keep it cheap."""

    def __init__(self, phases: Mapping[str, PhaseStep], *, tasks: Mapping[str, TaskStep] | None = None,
                 tasks_at: str | None = None, kind_key: str = "t", waiting_on: str | None = None,
                 phase_field: str = "phase", over_phase: str = "over") -> None:
        self.phases = dict(phases)
        self.tasks = dict(tasks or {})
        self.tasks_at = tasks_at
        self.kind_key = kind_key
        self.waiting_on = waiting_on
        self.phase_field = phase_field
        self.over_phase = over_phase
        self._settings = (self.phases, self.tasks, kind_key, tasks_at, waiting_on, phase_field, over_phase)

    def run(self, state: Any, events: list) -> None:
        phases, tasks, kind_key, tasks_at, waiting_on, phase_field, over = self._settings
        for _ in range(STEP_LIMIT):
            phase = getattr(state, phase_field)
            if phase == over or (waiting_on is not None and getattr(state, waiting_on) is not None):
                return
            held = getattr(state, tasks_at) if tasks_at is not None else None
            if held:
                task = held[-1] if held.__class__ is list else held
                step = tasks.get(task[kind_key])
                if step is None:
                    raise FlowError(f"no step for a task of kind {task[kind_key]!r}")
                if not step(state, task, events):
                    return
                continue
            step = phases.get(phase)
            if step is None:
                raise FlowError(f"no step for the phase {phase!r}")
            if not step(state, events):
                return
        raise FlowError(f"the rules took {STEP_LIMIT} steps without reaching a decision (phase {phase!r})")
