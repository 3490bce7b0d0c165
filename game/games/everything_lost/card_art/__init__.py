"""Everything Lost's cards, drawn from code in a dusk-and-ash palette of its own: building cards with a
painted facade by building type (supermarket, hospital, DIY store, police, church, school), rubble
cards with their heap, landscape zombie cards and the zombie back, the deck backs and the weapon cards.

``common`` holds the colours, text helpers (fitted and reported through game/ui/text_fit.py) and the
card frame; ``scenes`` the pictures; ``cards`` the faces. Every face is cached by its content record and
size (records are frozen dataclasses, so hashable), and the surfaces are shared: ``.copy()`` first.
A face-down zombie card is ``zombie_back(size)``, which takes no card at all.
"""
from __future__ import annotations

from .cards import (building_back, building_front, deck_back, rubble_front, weapon_face, zombie_back,
                    zombie_face)
from .common import ACTION_RGB, EL
from .scenes import TYPE_COLOURS, TYPE_NAMES, facade

__all__ = ["building_front", "building_back", "rubble_front", "zombie_face", "zombie_back", "deck_back",
           "weapon_face", "facade", "EL", "ACTION_RGB", "TYPE_NAMES", "TYPE_COLOURS"]
