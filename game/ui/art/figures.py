"""Figures standing on the board: the seats' meeples.

The meeple is shared because every game seats its players the same way; a
game's own figures (Hit Z Road's zombie) live in its pieces.py.
"""

from __future__ import annotations

import functools
from typing import Sequence

import pygame

from .color import Color, _as_color, darken, lighten
from .geometry import star_points
from .palette import PALETTE
from .pen import Pen
from .surfaces import _as_side, finish, supersampled


def _meeple_parts(pen: Pen, color, grow: float) -> None:
    pen.circle(color, (0.5, 0.19), 0.145 + grow)
    pen.capsule(color, (0.17, 0.43), (0.83, 0.43), 0.095 + grow)
    pen.polygon(color, [(0.35, 0.3), (0.65, 0.3), (0.7, 0.62), (0.3, 0.62)], corner=0.04 + grow)
    pen.capsule(color, (0.4, 0.58), (0.25, 0.86), 0.1 + grow)
    pen.capsule(color, (0.6, 0.58), (0.75, 0.86), 0.1 + grow)


def meeple(size: int, color: Sequence[int], lead: bool = False) -> pygame.Surface:
    """A classic meeple in ``color`` with a dark outline; the lead survivor
    wears a yellow star."""
    return _meeple(_as_side(size), _as_color(color)[:3], bool(lead))


@functools.lru_cache(maxsize=256)
def _meeple(size: int, color: Color, lead: bool) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _meeple_parts(pen.sub(0.0, 0.02, 1.0), (0, 0, 0, 90), 0.04)  # contact shadow
        _meeple_parts(pen, PALETTE["asphalt_dark"], 0.035)
        _meeple_parts(pen, darken(color, 0.35), 0.0)
        # Body shifted up-left over its darker copy: a bevel on the lower right.
        _meeple_parts(pen.sub(-0.012, -0.015, 1.0), color, -0.02)
        pen.circle(lighten(color, 0.4), (0.45, 0.14), 0.04)
        if lead:
            star = star_points((0.5, 0.45), 0.15, 0.065)
            pen.polygon(PALETTE["asphalt_dark"], star, corner=0.025)
            pen.polygon(PALETTE["road_yellow"], star, corner=0.005)

    return finish(supersampled((size, size), draw))
