"""A six-sided die with pips, in any colours: the body, a darker rim, a sheen, and the pips of a face
(0: blank). The games name their own dice colours and call this."""
from __future__ import annotations

import functools

import pygame

from .color import darken, lighten, mix
from .pen import Pen
from .surfaces import supersampled

PIPS = {1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)], 3: [(0.3, 0.3), (0.5, 0.5), (0.7, 0.7)],
        4: [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)],
        5: [(0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)],
        6: [(0.3, 0.28), (0.7, 0.28), (0.3, 0.5), (0.7, 0.5), (0.3, 0.72), (0.7, 0.72)]}


@functools.lru_cache(maxsize=512)
def pip_die(body: tuple, pip: tuple, face: int, size: int, dim: bool = False) -> pygame.Surface:
    """A die of these colours showing face (0: blank); dim: greyed (a die used up)."""
    size = max(8, int(size))
    if dim:
        body, pip = mix(body, (90, 90, 90), 0.55), mix(pip, (90, 90, 90), 0.55)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((0, 0, 0, 120), (0.05, 0.09, 0.92, 0.9), radius=0.2)
        pen.rect(darken(body, 0.35), (0.03, 0.03, 0.92, 0.92), radius=0.2)
        pen.rect(body, (0.05, 0.04, 0.88, 0.86), radius=0.18)
        pen.rect(lighten(body, 0.12), (0.12, 0.08, 0.74, 0.2), radius=0.1)
        for x, y in PIPS.get(int(face), []):
            pen.circle(pip, (x - 0.01, y - 0.02), 0.085)
    return supersampled((size, size), draw)
