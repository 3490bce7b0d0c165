"""Every question Wasted Wilds asks, and the one pending at a time (`state.pending`, a dict whose "k"
names the decision; tasks keep the rest). The answer grammar is in each module's docstring."""
from __future__ import annotations

from ....core.decisions import DecisionTable
from ....core.prompt import Prompt
from .actions import Act
from .asking import Pick
from .setup import LayoutChoice, PlaceTile, SurvivorChoice
from .state import State


def pending_decision(state: State):
    ask = state.pending
    return None if ask is None else (ask["k"], ask)


DECISIONS = DecisionTable([SurvivorChoice(), LayoutChoice(), PlaceTile(), Act(), Pick()], pending=pending_decision)


def build_prompt(state: State) -> Prompt | None:
    return DECISIONS.prompt(state)


def resolve(state: State, prompt: Prompt, value: str, events: list) -> None:
    ask = state.pending
    state.pending = None
    DECISIONS.resolve(state, prompt, value, events, pending=ask)
