"""The Salvation Road table: draws one seat's view of the co-op game into the board rectangle.

What is on the table (all read from the view, never from the state):

* top: the roadmap: the road deck on the left, the road cards left to right
  (unexplored: the types they need; explored: the green side with the cost),
  empty slots up to the target count (players + 1) with numbered markers, and
  the gate of Salvation with the toll (how many search cards to pay);
* middle: the compound on the left (the fence ring with one socket per
  marauder, bikes then buggies, the marauder pool beside it, the yard with the
  standees of characters at home, the truck with its cargo and its 3X spot),
  then the location row: 3-5 location cards (face down: the back only), each
  with its threat token on the printed track, its supply lying on the
  picture, the use / overrun marker over the ability, and the standees of the
  characters there under it (delayed ones lying down);
* bottom: the character cards (up to 8): name, hero / survivor, portrait,
  ability, the health circles holding resource or wound tokens, markers for
  acted, delayed, defeated and the active character;
* right column: the round and phase, the first player, the apocalypse deck,
  the card being resolved and the discard spread by type, the search deck,
  the threat dice tray (the current threat roll, else the last roll), the
  supply pools, and the limited-communication talk groups when that variant
  is on;
* the outcome panel when the game is over.

Element ids (prompt option targets) with hitboxes: ``character:<id>`` (card
first, then its standee), ``location:<id>`` (a face-down location is
``location-slot:<slot>`` and, as the rules spell it, ``location:slot-<slot>``:
it never names itself), ``compound``, ``truck``, ``truck:<resource>``,
``supply:<location id>:<resource>``, ``slot:<character id>:<index>`` (a
health circle), ``die:<k>`` (dice of the current threat roll),
``road:<index>`` (scouted cards and the empty slots up to the target),
``fence`` (the ring's four bands, not the yard), ``apocalypse`` (the deck and
the card being resolved). Hitboxes that only carry a tooltip: ``round``,
``phase``, ``phase:<name>``, ``first-player``, ``road-deck``, ``toll``,
``marauder-pool``, ``discard:<type>``, ``discard:last``, ``search``,
``lastdie:<k>``, ``dice:<color>``, ``roll-total``,
``pool:<resource>``, ``wounds``, ``talk``, ``outcome``. An unrevealed
wound's tooltip never names a type. ``hit_test`` prefers a highlighted
element over whatever is drawn on top of it (a supply token on a location
the prompt asks for, a standee in the compound when the fence is asked for).

Speed: everything is composed into one cached layer, rebuilt only when the
view, highlights, prompt seat, viewer, settings or size change; the
background (table, band panels, the road strip, the compound yard) is cached
per layout. A steady frame is one blit plus the hover outline. Animations lay
the kept patches of table back under the dice / the card spot and draw on
top, never recomposing the layer.

Where it lives: ``table.SalvationRoadBoard`` puts together one mixin per region of the table
(``header``, ``roadmap``, ``compound``, ``truck``, ``locations``, ``standees``, ``characters``,
``decks``, ``dice_tray``, ``pools``, ``talk``, ``outcome``), the ``background`` and the
``small_pieces`` they share, drawing ahead (``warm_up``) and the ``animations``; ``layout``
places the regions and ``style`` holds the table's colours. What the board reads from the view
comes from ``game.games.salvation_road.table_facts`` and every tooltip's words from
``game.games.salvation_road.tooltips`` (pure, no pygame: ``tooltips.tooltip(view, element_id)``).
The pieces themselves (cards, tokens, dice) are drawn by ``game.games.salvation_road.card_art``.
"""
from __future__ import annotations

from ..tooltips import APOCALYPSE_HELP, RESOURCE_HELP, UNREVEALED_HELP, WOUND_HELP, die_tip, wound_tip
from .table import SalvationRoadBoard

__all__ = ["SalvationRoadBoard", "die_tip", "wound_tip", "WOUND_HELP", "RESOURCE_HELP", "APOCALYPSE_HELP",
           "UNREVEALED_HELP"]
