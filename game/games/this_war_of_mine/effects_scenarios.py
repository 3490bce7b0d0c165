"""This War of Mine's schema for Scenario mode (L443, script 905; the core box's double-sided Scenario Sheet,
L186; the ten Wartime Stories, L1902-1930): one record per side of a Scenario Sheet. A scenario is played
instead of the campaign: its sheet fixes the setup (who is in the shelter, the Storage, the Cold, how many
Events come before the end), names the goal card to be met at Chapter III, and the scripts that open and
close its story. Its own cards are ordinary cards of their decks whose `module` names the scenario's id, in
play only with it; its words are a chapter of the book of scripts. effects.py takes the table into the
game's tables; import it from there, as the rest of the schema. The one op scenarios add moves the current
Objective's counter from a script."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.effects import Ops, bounds, max_length, ref
from .effects_base import Goods, vocabulary


@vocabulary.op("objective_progress")
@dataclass(frozen=True, slots=True)
class ObjectiveProgress:
    """Move the current Objective's counter token `amount` spaces (back, if negative), within its track: a
    script's way of counting towards a goal (a scenario's, mostly). With no counter Objective, nothing."""
    amount: int = field(default=1, metadata=bounds(-6, 6))


@dataclass(frozen=True, slots=True)
class Scenario:
    """One side of a Scenario Sheet. `id` is also the New game choice's id and the `module` its own cards
    name. `characters` are in the shelter from the start in place of the usual draw (empty: the usual
    draw); `storage` is the starting Storage in place of the usual (empty: the usual). The Events deck is
    Chapter I, then the scenario's own Events shuffled with `events` of the core deck's (Hard and Hardcore
    add theirs), then Chapter III over Ceasefire and one other Ending Event. Chapter I deals `objective`
    over SURVIVE; Chapter III resolves it, and the war is won only if it was met and SURVIVE is too. The
    `opening` script is read before the first Morning, the `epilogue` after the Characters' Epilogues."""
    id: str = field(metadata={"pattern": r"[a-z][a-z0-9_]{0,31}", "max_length": 32})   # a variant's id
    name: str = field(metadata=max_length(40))
    box: Literal["core", "wartime_stories"]
    text: str = field(metadata=max_length(600))
    setup: str = field(metadata=max_length(800))
    goal: str = field(metadata=max_length(400))
    objective: str = field(metadata=ref("objectives"))
    characters: tuple[str, ...] = field(default=(), metadata=ref("characters"))
    storage: tuple[Goods, ...] = ()
    cold: int = field(default=0, metadata=bounds(0, 6))
    events: int = field(default=5, metadata=bounds(0, 12))
    opening: str = field(default="", metadata=ref("scripts"))
    epilogue: str = field(default="", metadata=ref("scripts"))
    morning: Ops = Ops()
    dawn: Ops = Ops()
