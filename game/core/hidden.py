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
from collections import Counter
from typing import Any, Callable, Hashable, MutableSequence, Sequence

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


def deal_by_kind(groups: Sequence[Sequence[Place]], kind_of: Callable[[Any], Hashable], rng: random.Random,
                 spare: Sequence[Any] = ()) -> None:
    """Deal the cards at these places (and the spare ones, out of play) afresh, in place, by kind.

    Each card has a kind the view may tell (a road's needs, an Event's kind, a card back's level). Within
    each group the view tells how many cards of each kind lie there, not where: the kinds are first shuffled
    among the group's places, then each kind's cards (spare ones too) are dealt to that kind's places. A
    group of one place (a card whose back shows its kind) keeps its kind. Everything is put in a fixed order
    before it is shuffled (redeal), so the result depends only on the kinds each group holds and on which
    cards the places and the spare hold between them."""
    targets: dict[Hashable, list[Place]] = {}
    cards = list(spare)
    for group in groups:
        pattern = distinct(sorted((kind_of(pile[index]) for pile, index in group), key=repr))
        redeal(places_of(pattern), rng)
        for (kind, _), place in zip(pattern, group):
            targets.setdefault(kind, []).append(place)
        cards += [pile[index] for pile, index in group]
    for kind in sorted(targets, key=repr):
        pool = sorted((card for card in cards if kind_of(card) == kind), key=repr)
        redeal(places_of(pool), rng)
        for (pile, index), card in zip(targets[kind], pool):
            pile[index] = card


def distinct(items: Sequence[Hashable]) -> list[tuple[Hashable, int]]:
    """Equal items made distinct, as (item, n), for redeal (which keeps equal values together as one card):
    tokens of a kind, copies of a card."""
    seen: Counter = Counter()
    out = []
    for item in items:
        out.append((item, seen[item]))
        seen[item] += 1
    return out
