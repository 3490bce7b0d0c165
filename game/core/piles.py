"""Decks, hands and discards: the card piles every game keeps, as plain lists in its state.

A pile is a list of card ids held in the state (so it saves as JSON and
replays exactly), top card first. These functions are the moves a table
allows, done in place; randomness comes only from the generator passed in.
What a seat may see of a pile is decided here too: nobody sees a deck's
order, a hand's owner sees the hand and everyone else only its size.
"""
from __future__ import annotations

from typing import Any

from .rng import Rng


class EmptyPile(ValueError):
    """A card was asked of a pile that has none (a rules bug: the game checks before drawing)."""


def draw(pile: list[str]) -> str:
    """The top card, taken off the pile."""
    if not pile:
        raise EmptyPile("the pile is empty")
    return pile.pop(0)


def draw_from_bottom(pile: list[str]) -> str:
    if not pile:
        raise EmptyPile("the pile is empty")
    return pile.pop()


def peek(pile: list[str], count: int = 1) -> list[str]:
    """The top cards, left where they are (the seat that peeks sees them; the view still does not)."""
    return pile[:count]


def put_on_top(pile: list[str], cards: list[str]) -> None:
    """Put cards back on top, the first of them uppermost."""
    pile[:0] = cards


def put_on_bottom(pile: list[str], cards: list[str]) -> None:
    pile.extend(cards)


def shuffle_in_discards(deck: list[str], discard: list[str], rng: Rng) -> None:
    """The discards join the deck and the whole deck is shuffled; the discard pile is left empty."""
    deck.extend(discard)
    discard.clear()
    rng.shuffle(deck)


def draw_reshuffling(deck: list[str], discard: list[str], rng: Rng) -> tuple[str, bool]:
    """The top card; when the deck is empty the discards are shuffled into a new deck first.
    Returns the card and whether a shuffle happened (the game announces it)."""
    shuffled = not deck
    if shuffled:
        shuffle_in_discards(deck, discard, rng)
    return draw(deck), shuffled


def deck_view(deck: list[str]) -> dict[str, Any]:
    """What anyone may know of a face-down deck: how many cards it holds, never their order."""
    return {"count": len(deck)}


def hand_view(hand: list[str], owner: int, viewer: int | None) -> list[str] | dict[str, Any]:
    """The owner sees the cards in hand; every other seat and the spectator see only how many."""
    return list(hand) if viewer == owner else {"count": len(hand)}


def discard_view(discard: list[str]) -> list[str]:
    """A discard pile is face up: everyone may look through it."""
    return list(discard)
