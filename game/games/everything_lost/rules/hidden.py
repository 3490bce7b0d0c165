"""What the survivor can't see in Everything Lost, drawn afresh for the searching bot (core/search.py).

The view (view.py) shows the whole board and sheet, the discard piles face up, and of each deck only
its count. Hidden, each pool dealt on its own because its cards only ever trade places among themselves
(each deck has its own back, and a card never leaves its deck's piles):

- The building deck's order (its discard pile is face up; the cards on the table and the rooms of a
  clearing under way were seen).
- The rubble deck's order (likewise; the "who goes there" cards are in it only from chapter 2 on, and
  are never in a box: they are simply out of this chapter's game).
- The side-mission deck's order (the missions taken are on the sheet).
- The zombie cards face down: the zombie deck's order and the mob's face-down cards, one pool (a
  face-down mob card was the deck's top when it joined). Cards that went back into the deck zombie side
  up (`zombies_up`: after a clean escape, or the mob's known cards at a level-up) the survivor saw go
  back, and they join the mob face up, so they stay in the deck: which places of the deck hold them is
  drawn afresh, and a face-down mob card is always one of the others.
- The dice still to fall: the generator is a fresh one.

Kept as they are, as nothing about them is hidden: the zombies left in the box (exactly those of a
level above the survivor's, which the view shows), the weapon deck (every weapon not carried, taken
by name), `zombies_up` itself (what the survivor saw go back face up), and the rooms a clearing has
opened so far (seen; they go to the face-up discards when it ends).
"""
from __future__ import annotations

import random

from ....core.hidden import fresh_generator, places_of, redeal
from .state import State


def sample_hidden(rules, state: State, seat: int, rng: random.Random) -> State:
    data = rules.state_to_json(state)
    for deck in ("building_deck", "rubble_deck", "side_deck"):
        redeal(places_of(data[deck]), rng)
    _deal_zombies(data, rng)
    sampled = rules.state_from_json(data, state.content)
    sampled.rng = fresh_generator(rng)
    return sampled


def _deal_zombies(data: dict, rng: random.Random) -> None:
    """The zombie deck and the mob's face-down cards, in place: first which deck places hold the cards
    that went back face up (from their number only), then the face-up ones among those places and the
    rest among the other deck places and the face-down mob cards."""
    deck = data["zombie_deck"]
    up = set(data["zombies_up"])
    face_up = [card for card in deck if card in up]
    face_down = [card for card in deck if card not in up] + [entry["card"] for entry in data["mob"]
                                                             if not entry["known"]]
    pattern = [True] * len(face_up) + [False] * (len(deck) - len(face_up))
    rng.shuffle(pattern)
    redeal(places_of(face_up), rng)
    redeal(places_of(face_down), rng)
    ups, downs = iter(face_up), iter(face_down)
    deck[:] = [next(ups) if is_up else next(downs) for is_up in pattern]
    for entry in data["mob"]:
        if not entry["known"]:
            entry["card"] = next(downs)
