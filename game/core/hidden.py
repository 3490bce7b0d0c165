"""Drawing afresh what a seat can't see: the tools each game's `sample_hidden` is made of.

A searching bot (core/search.py) plays out many games that could be the one in front of it. Each
comes from the game's `sample_hidden(state, seat, rng)`: a copy of the state in which everything the
seat's view hides (deck orders, face-down cards, other seats' hands, the dice still to fall) is
dealt again at random. The copy must be the same whatever the hidden parts were: two states whose
views for the seat are equal give equal copies for equal generators, so the search can't learn what
it was not shown. These functions make that easy to get right.
"""
from __future__ import annotations

import random
from typing import Any, Hashable, MutableSequence, Sequence

from .rng import Rng

Place = tuple[MutableSequence[Any], int]   # a list in the state and an index in it: where one hidden card lies


def redeal(places: Sequence[Place], rng: random.Random) -> None:
    """Deal the cards at these places afresh among them, in place.

    The cards are pooled and put in a fixed order before they are shuffled, so the result depends
    only on which cards the places hold between them, never on where each one was. A card that lies
    at two places (a won card both in its winner's pile and on the road it came from) stays one
    card: both places get the same new card. Call once per pool of cards that could swap places
    (one per deck, per level, per kind of tile).
    """
    groups: dict[Hashable, list[Place]] = {}
    for place in places:
        groups.setdefault(place[0][place[1]], []).append(place)
    pool = sorted(groups, key=repr)
    rng.shuffle(pool)
    for new, spots in zip(pool, groups.values()):
        for pile, index in spots:
            pile[index] = new


def places_of(pile: MutableSequence[Any]) -> list[Place]:
    """Every place in a pile (a deck, a hand): all of it is hidden."""
    return [(pile, index) for index in range(len(pile))]


def fresh_generator(rng: random.Random) -> Rng:
    """A new game generator for a sampled state: the dice still to fall are as unknown as the deck.
    (The real generator's state would tell a search every future roll.)"""
    return Rng(rng.getrandbits(48))
