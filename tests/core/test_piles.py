"""The pile moves every game shares, and what a seat may see of each kind of pile."""
from __future__ import annotations

import pytest

from game.core import piles
from game.core.rng import Rng


def test_draw_peek_and_put_back_work_on_the_top_card_first():
    deck = ["a", "b", "c", "d"]
    assert piles.peek(deck, 2) == ["a", "b"] and deck == ["a", "b", "c", "d"]
    assert piles.draw(deck) == "a"
    assert piles.draw_from_bottom(deck) == "d"
    piles.put_on_top(deck, ["x", "y"])
    piles.put_on_bottom(deck, ["z"])
    assert deck == ["x", "y", "b", "c", "z"]


def test_an_empty_pile_refuses_to_be_drawn_from():
    with pytest.raises(piles.EmptyPile):
        piles.draw([])
    with pytest.raises(piles.EmptyPile):
        piles.draw_from_bottom([])


def test_an_empty_deck_takes_back_its_discards_shuffled_and_says_so():
    deck, discard = [], ["a", "b", "c", "d", "e"]
    card, shuffled = piles.draw_reshuffling(deck, discard, Rng(4))
    assert shuffled and discard == [] and sorted(deck + [card]) == ["a", "b", "c", "d", "e"]
    again, again_deck = Rng(4), ["a", "b", "c", "d", "e"]
    again.shuffle(again_deck)
    assert [card] + deck == again_deck, "the shuffle is the seeded generator's, so a replay deals the same"
    card, shuffled = piles.draw_reshuffling(deck, discard, Rng(4))
    assert not shuffled


def test_views_show_a_hand_to_its_owner_only_and_no_deck_order_to_anyone():
    hand = ["knife", "rope"]
    assert piles.hand_view(hand, owner=1, viewer=1) == ["knife", "rope"]
    assert piles.hand_view(hand, owner=1, viewer=0) == {"count": 2}
    assert piles.hand_view(hand, owner=1, viewer=None) == {"count": 2}
    assert piles.deck_view(["a", "b", "c"]) == {"count": 3}
    assert piles.discard_view(["a"]) == ["a"]
