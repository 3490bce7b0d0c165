"""Salvation Road pieces, drawn from code: cards, tokens, dice, standees.

Everything here is our own procedural art in a ruined-town / compound palette
(rust, concrete, smog-amber skies), a different mood from Hit Z Road's desert
road. Public functions return SRCALPHA surfaces of exactly the requested size,
cached by their arguments: the surfaces are shared, so ``.copy()`` before
drawing on one.

* ``character_card(data, size)`` and ``character_layout(size, health)``: the
  printed character card (portrait, name in blue for heroes / red for
  survivors, ability, empty health circles); the board lays tokens into the
  circles the layout names.
* ``portrait(char_id, kind, size)`` and ``standee(char_id, kind, size, rim)``.
* ``location_card(data, size)``, ``location_layout(size, track_len)`` and
  ``location_back(size)``: a face-down location never reaches this module
  with its id or name (``location_back`` takes none).
* ``road_card(data, size)`` (unexplored: the road picture and the needed
  types; explored: the green side with the exact cost) and ``road_back``.
* ``apocalypse_card(data, size)``, ``apocalypse_back(size)``,
  ``apocalypse_icon(kind, size)``; ``search_back(size)``.
* ``wound_token(kind, size, colorblind)``: "unrevealed" (black, a red claw
  wound) or a revealed type (WOUND_TYPES).
* ``marauder_token(kind, size)``: "bike" or "buggy".
* ``threat_die(color, wounds, size, colorblind)``: blue / red, 0-3 wounds.
* ``truck_token(size)``, ``threat_marker(size)``, ``use_marker(size, overrun)``,
  ``activation_marker(size)``, ``first_player_marker(size)``, ``three_x_token(kind, size)``,
  ``salvation_gate(size)``.

The package holds one family of pieces per module: ``palette`` (the colours, size checks and
stable seeds), ``text``, ``frames`` (frame, concrete slab, name plate: what every card is built
on), ``pictograms``, ``portraits`` (busts and standees), ``character_cards``, ``location_cards``
with ``town_scenes`` (the pictures), ``road_cards`` (with Salvation's gate), ``apocalypse_cards``
(with the search deck's back), ``tokens`` (wounds, marauders, dice) and ``markers``. Import the
pieces from here; the names of the pieces (``RESOURCES``, ``WOUND_TYPES``...) come from
``game.games.salvation_road.piece_names`` and are re-exported.
"""
from __future__ import annotations

from game.ui.board_kit import cover

from ..piece_names import (APOCALYPSE_LETTERS, APOCALYPSE_TYPES, DIE_COLORS, MARAUDERS, RESOURCE_NAMES, RESOURCES,
                           WOUND_LETTERS, WOUND_NAMES, WOUND_TYPES)
from .apocalypse_cards import apocalypse_back, apocalypse_card, apocalypse_fields, search_back
from .character_cards import character_card, character_fields, character_layout
from .location_cards import location_back, location_card, location_fields, location_layout, recon_badge, track_label
from .markers import activation_marker, first_player_marker, three_x_token, threat_marker, truck_token, use_marker
from .palette import APOCALYPSE_COLORS, SR
from .pictograms import apocalypse_icon
from .portraits import portrait, standee
from .road_cards import road_back, road_card, road_fields, salvation_gate
from .tokens import marauder_token, threat_die, wound_token
from .town_scenes import landmark_for
from .text import face_info

override_cover = cover     # the shared card-cover helper (game/ui/board_kit.py), under its old name here

__all__ = [
    "RESOURCES", "RESOURCE_NAMES", "WOUND_TYPES", "WOUND_NAMES", "WOUND_LETTERS", "APOCALYPSE_TYPES",
    "APOCALYPSE_LETTERS", "APOCALYPSE_COLORS", "MARAUDERS", "DIE_COLORS", "SR",
    "character_card", "character_layout", "character_fields", "portrait", "standee",
    "location_card", "location_layout", "track_label", "location_fields", "location_back", "landmark_for", "recon_badge",
    "road_card", "road_back", "road_fields", "salvation_gate",
    "apocalypse_card", "apocalypse_back", "apocalypse_icon", "apocalypse_fields", "search_back",
    "wound_token", "marauder_token", "threat_die", "truck_token", "threat_marker", "use_marker",
    "activation_marker", "first_player_marker", "three_x_token", "override_cover", "face_info",
]
