"""What Salvation Road's pieces are called: the kinds of resource, wound, apocalypse card, marauder
and threat die, and the names the table shows for them.

Plain data with no pygame, so both the drawing (``card_art``, ``board``) and the pure tooltip
text (``tooltips``) read the same names; ``card_art`` re-exports every one of them.
"""
from __future__ import annotations

RESOURCES = ("food", "ammo", "med", "fuel")
RESOURCE_NAMES = {"food": "Food", "ammo": "Ammo", "med": "Med", "fuel": "Fuel"}
WOUND_TYPES = ("critical", "sprained_ankle", "sprained_wrist", "painful", "flesh_wound", "injury")
WOUND_NAMES = {"unrevealed": "Unrevealed wound", "critical": "Critical wound", "sprained_ankle": "Sprained ankle",
               "sprained_wrist": "Sprained wrist", "painful": "Painful wound", "flesh_wound": "Flesh wound",
               "injury": "Injury"}
WOUND_LETTERS = {"critical": "C", "sprained_ankle": "A", "sprained_wrist": "W", "painful": "P",
                 "flesh_wound": "F", "injury": "I"}
APOCALYPSE_TYPES = ("death", "war", "famine", "pestilence")
APOCALYPSE_LETTERS = {"death": "D", "war": "W", "famine": "F", "pestilence": "P"}
MARAUDERS = ("bike", "buggy")
DIE_COLORS = ("blue", "red")

__all__ = ["RESOURCES", "RESOURCE_NAMES", "WOUND_TYPES", "WOUND_NAMES", "WOUND_LETTERS", "APOCALYPSE_TYPES",
           "APOCALYPSE_LETTERS", "MARAUDERS", "DIE_COLORS"]
