"""The Hit Z Road table: draws one seat's view into the board rectangle.

What is on the table (all read from the view, never from the state):

* top bar: the round ("Round 3 / 8") and the trip from Chicago to L.A. as
  8 mile markers, the phase, and the initiative order;
* left column: the adventure deck (back, count, next level), the card view
  (the card being resolved; a pointed card is shown there enlarged, over the
  table beside it, big enough for its text to read at 14 px or more) and the
  last event roll;
* centre: the paths as road lanes, 4 (or 3) rows of 2 cards, each with its
  route-shield number, its key tile (+2/+4) and a summary (points, zombies,
  scavenge); taken lanes are dimmed in the taker's colour, resolved cards
  stamped; to their right the auction track 0..10 with the bid markers
  (not in solo games);
* right column: one panel per seat: lead + survivor meeples, resource
  stacks, special tokens, won cards face down (the viewer sees their points),
  eliminated seats greyed with a skull;
* overlays: the fight panel while ``view["fight"]`` is set (the card, the
  zombies left, the last roll and what each die did, the fight's rules),
  the epilogue and final standings when the game is over.

Element ids (prompt option targets) with hitboxes: ``path:<i>``, ``card:<id>``,
``bid:<n>`` (0..max_bid), ``resource:<ammo|gas|adrenaline>`` and
``token:<token id>`` (of the asked seat: the prompt's seat, else the viewer),
``die:<k>`` (index into the dicts of ``fight["last_roll"]``), ``deck``. Hitboxes that only
carry a tooltip use other ids: ``seat:<s>``, ``seat:<s>:bot``, ``seat:<s>:<resource>``,
``seat:<s>:token:<id>``, ``seat:<s>:executor``, ``pile:<s>``, ``initiative:<s>``,
``epilogue:<id>``, ``eventdie:<k>``, ``horde``, ``zombies``, ``round``.
A face-down card's hitbox is its ``path:<i>``: it never names the card.
Every tooltip's words come from ``tooltips.py`` (pure text, no pygame).

Speed: everything static is composed into one cached layer, rebuilt only when
the view, highlights, prompt, settings or size change. Animations never
recompose it: the patches of table under the dice and the card slots are kept
from composition and laid over the layer while dice tumble or cards fly in. A
frame with nothing new is one blit plus the hover outline, the hover preview
and the animations.

Card faces are the slow part of a first draw (5-20 ms each). ``warm_up`` draws
them ahead in stages on quiet frames: the faces on the table at the pointed-card
(zoom) and fight sizes, and every card of the deck's next level at the table size, so a new
deal finds its faces ready. Once warm_up is in use, a face still missing when a
layer is composed shows as a plain placeholder (the card's name) and is drawn
in the next quiet frames; the layer is composed again when all are ready.

The modules, one concern each:

==================  ==================================================================
``renderer.py``     ``HitZRoadBoard``: its state, the background and base, composition
``layout.py``       where the regions lie (``layout``), ``Ctx``, shared colours
``card_faces.py``   faces, backs and epilogue faces from card_art, cached; ``warm_up``
``top_bar.py``      round, trip, phase, turn order
``left_column.py``  deck, card view, event roll
``road.py``         the lanes: shields, key tiles, cards, summaries
``auction.py``      the auction track and its bid markers
``seats.py``        the seat panels
``fight.py``        the fight panel
``game_over.py``    epilogue cards and final standings
``hover.py``        the per-frame hover outline and the pointed card, enlarged
``text_fit.py``     labels fitted to their boxes, reported to game/ui/text_fit.py
``animations.py``   tumbling dice, dealt and won cards sliding
``tooltips.py``     every hover text, from the view (no pygame)
``records.py``      card dicts, token kinds, view readers (no pygame)
==================  ==================================================================

``HitZRoadBoard`` is imported on first use (``__getattr__``), so that the pure modules
(``tooltips``, ``records``) can be imported, and tested, without pygame.
"""
from __future__ import annotations

from typing import Any

from .records import card_dict, token_kind
from .tooltips import FACE_HELP, TOKEN_HELP


def __getattr__(name: str) -> Any:
    if name == "HitZRoadBoard":
        from .renderer import HitZRoadBoard
        return HitZRoadBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["HitZRoadBoard", "card_dict", "token_kind", "FACE_HELP", "TOKEN_HELP"]
