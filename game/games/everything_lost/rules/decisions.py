"""Every question Everything Lost asks, and the one pending at a time (`state.pending`, a dict whose
"k" names the decision; tasks keep the rest). The answer grammar is in each module's docstring."""
from __future__ import annotations

from ....core.decisions import DecisionTable
from ....core.prompt import Prompt
from .actions import Act, Claim, ClearNext, DilemmaChoice
from .dice import ActionRoll
from .fight import FIGHT_DECISIONS
from .gear import WeaponDrop
from .leveling import SkillChoice
from .ops import ChooseOption
from .start import ToolChoice
from .state import State


def pending_decision(state: State):
    ask = state.pending
    return None if ask is None else (ask["k"], ask)


DECISIONS = DecisionTable([Act(), ActionRoll(), ChooseOption(), ClearNext(), Claim(), DilemmaChoice(), WeaponDrop(),
                           SkillChoice(), ToolChoice(), *FIGHT_DECISIONS], pending=pending_decision)


def build_prompt(state: State) -> Prompt | None:
    return DECISIONS.prompt(state)


def resolve(state: State, prompt: Prompt, value: str, events: list) -> None:
    ask = state.pending
    state.pending = None
    DECISIONS.resolve(state, prompt, value, events, pending=ask)
