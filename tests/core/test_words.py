"""The shared English helpers (game/core/words.py): plurals, articles, lists."""
from __future__ import annotations

import pytest

from game.core.words import a, article, count, join, plural


@pytest.mark.parametrize("n, word, expected", [
    (1, "die", "1 die"), (2, "die", "2 dice"), (0, "die", "0 dice"), (1, "chosen die", "1 chosen die"),
    (3, "chosen die", "3 chosen dice"), (1, "wound", "1 wound"), (2, "wound", "2 wounds"),
    (2, "buggy", "2 buggies"), (1, "buggy", "1 buggy"), (2, "day", "2 days"), (2, "box", "2 boxes"),
    (2, "match", "2 matches"), (2, "unrevealed wound", "2 unrevealed wounds"), (2, "person", "2 people"),
])
def test_count_puts_the_noun_in_the_right_number(n, word, expected):
    assert count(n, word) == expected


def test_count_takes_an_explicit_plural_and_leaves_mass_nouns_alone():
    assert count(2, "Food", uninflected=True) == "2 Food"
    assert count(2, "cactus", "cacti") == "2 cacti"
    assert count(1, "cactus", "cacti") == "1 cactus"


def test_plural_keeps_capitals_and_singular_for_one():
    assert plural("Die") == "Dice"
    assert plural("die", 1) == "die"
    assert plural("") == ""


@pytest.mark.parametrize("word, expected", [
    ("Ammo", "an Ammo"), ("Med", "a Med"), ("Food", "a Food"), ("Fuel", "a Fuel"), ("apple", "an apple"),
    ("unrevealed wound", "an unrevealed wound"), ("Injury", "an Injury"), ("hour", "an hour"),
    ("unit", "a unit"), ("one-way road", "a one-way road"), ("European car", "a European car"),
    ("8", "an 8"), ("11", "an 11"), ("5", "a 5"), ("Sprained ankle", "a Sprained ankle"),
])
def test_a_picks_the_article_by_sound(word, expected):
    assert a(word) == expected
    assert article(word) == expected.split()[0]


def test_join_lists_in_plain_english():
    assert join([]) == ""
    assert join([], "nobody") == "nobody"
    assert join(["Ana"]) == "Ana"
    assert join(["Ana", "Bo"]) == "Ana and Bo"
    assert join(iter(["Ana", "Bo", "Cy"])) == "Ana, Bo and Cy"
    assert join(["Ana", "Bo"], conjunction="or") == "Ana or Bo"
