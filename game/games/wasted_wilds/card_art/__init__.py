"""Maximum Apocalypse: Wasted Wilds' cards, drawn from code: the map tiles with a painted place for each
(snowfields, pine forests, frozen lakes, cabins, factories, gas stations in the Frozen Wilds' blues and
whites; dunes, salt flats, temples, scrapyards in the Scorched Wasteland's ochre and rust) and their
face-down backs, the survivors' instants and gear (tinted per deck) and deck backs, the character cards
(survivor and starving sides), monster cards with a creature by kind and the monster back, scavenge and
status cards with their backs, the day/night card's two sides, the tribe cards with their hostility
track and the round clock board.

``common`` holds the colours, the text helpers (every line fitted and reported through
game/ui/text_fit.py, never under 9 px; a name too long for one line takes two) and the frame; ``icons``
the pictograms; ``stage`` the painting stage and the props scenes share; ``scenes`` picks and paints a
tile's place (``wilds``, ``shelters``, ``works``); ``creatures`` and ``people`` the monsters and the
survivors' portraits; ``tiles``, ``cards``, ``supplies``, ``monsters`` and ``clock`` the faces. Every
face is cached by its content record and size (records are frozen dataclasses, so hashable) and the
surfaces are shared: ``.copy()`` before drawing on one. A ``picture`` (a mod's PNG) replaces the
painted picture and the words stay.
"""
from __future__ import annotations

from .cards import character_face, emblem_for, survivor_card_back, survivor_card_face
from .clock import clock_dial, day_face, night_face
from .common import CAMPAIGNS, DECK_RGB, SCAVENGE_RGB, SET_RGB, WW, campaign_of
from .creatures import creature_kind
from .monsters import monster_back, monster_face, tribe_card
from .scenes import SCENE_KINDS, scene_for
from .supplies import scavenge_back, scavenge_face, status_back, status_face
from .tiles import tile_back, tile_face, van_face

__all__ = ["tile_face", "van_face", "tile_back", "survivor_card_face", "survivor_card_back", "character_face",
           "monster_face", "monster_back", "scavenge_face", "scavenge_back", "status_face", "status_back", "day_face",
           "night_face", "tribe_card", "clock_dial", "scene_for", "creature_kind", "emblem_for", "campaign_of",
           "SCENE_KINDS", "WW", "CAMPAIGNS", "DECK_RGB", "SCAVENGE_RGB", "SET_RGB"]
