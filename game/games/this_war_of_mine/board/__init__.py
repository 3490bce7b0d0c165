"""This War of Mine's board: the day track, the shelter as a cut-away house with the Characters where they
stand, the Characters' panels, the Storage and the Findings Pile, the Locations and the scene while
scavenging, the Objective and what is in force, and what is in hand (a fight, a night raid, a trade,
choosing findings) as a panel over the house. See table.py for how the regions are put together, and each
region's module for what it draws and its element ids; every tooltip's words come from
game.games.this_war_of_mine.tooltips."""
from __future__ import annotations

from .table import ThisWarOfMineBoard

__all__ = ["ThisWarOfMineBoard"]
