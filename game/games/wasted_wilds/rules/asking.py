"""The one small question every part of the rules asks mid-task: pick one of these (a target, a gear
card to let go, a scavenge deck, a tile). The shared mechanism is game/core/asking.py.

Answers: pick:<value>, where the values are the task's own (s:<survivor>, m:<survivor>:<slot>:<card>,
gear:<slot>, deck:<colour>, cell:<x,y>, ...)."""
from __future__ import annotations

from ....core.asking import WAIT, Pick, ask  # noqa: F401  (the rules' modules import them from here)
