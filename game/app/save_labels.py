"""The words a save is labelled with, and what Continue reads back from them.

A save's label names the game, who plays it and where it stands, then the time:
"Salvation Road, solo, round 3, 2026-12-01 14:05" (autosaves start "Autosave: "). Kept apart
from starting and loading matches so the title screen can read labels without importing those.
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from ..core.words import count

if TYPE_CHECKING:
    from ..core.match import Match

AUTOSAVE_LABEL = "Autosave: "


def match_label(match: Match) -> str:
    """The game, who plays it and where it stands: "Salvation Road, solo, round 3"."""
    seats = match.setup.seats
    people = sum(1 for seat in seats if seat.bot is None)
    bots = len(seats) - people
    if not bots:
        who = "solo" if people == 1 else f"hot-seat, {people} players"
    elif not people:
        who = f"{count(bots, 'bot')} only"
    else:
        who = f"with {count(bots, 'bot')}" if people == 1 else f"{people} players and {count(bots, 'bot')}"
    where = match.progress()
    return ", ".join(part for part in (match.rules.info.name, who, where[:1].lower() + where[1:]) if part)


def continue_label(save_label: str) -> str:
    """What Continue names from a save's label: the game and the moment, without the date."""
    text = save_label.removeprefix(AUTOSAVE_LABEL)
    return re.sub(r", \d{4}-\d{2}-\d{2} \d{2}:\d{2}$", "", text)


def save_label(match: Match, when: datetime | None = None) -> str:
    when = when or datetime.now()
    return f"{match_label(match)}, {when:%Y-%m-%d %H:%M}"
