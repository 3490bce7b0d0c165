"""Rng draws exactly what random.Random's public methods would, so saves and replays never depend on a shortcut."""
from __future__ import annotations

import random

from game.core.rng import Rng


def test_below_and_choice_draw_what_randrange_draws():
    rng, reference = Rng(1234), random.Random(Rng(1234).seed)
    sizes = [1, 2, 3, 6, 7, 10, 52, 1000, 2**40]
    for n in sizes * 200:
        assert rng.below(n) == reference.randrange(n)
    faces = ("casualty", "blank", "opportunity", "kill", "bonus", "horrible")
    for _ in range(500):
        assert rng.roll(faces) == faces[reference.randrange(len(faces))]
