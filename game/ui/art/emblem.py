"""The app's own emblem, drawn from code like every other picture: the window's icon and each system's
package icon (the build writes .ico, .icns and .png from it). A yellow warning diamond with a road running
into it, on the dark board the app is played on, and a die at its foot: a tabletop at the end of the world."""

from __future__ import annotations

import functools

import pygame

from .pen import Pen
from .surfaces import _as_side, finish, supersampled

_BOARD = (30, 32, 36)
_BOARD_EDGE = (58, 61, 66)
_SIGN = (242, 194, 48)             # the app's accent yellow
_INK = (22, 22, 22)
_BONE = (236, 229, 212)


def app_icon(size: int) -> pygame.Surface:
    """The emblem, size x size pixels with alpha; cached (copy before drawing on it)."""
    return _app_icon(_as_side(size))


@functools.lru_cache(maxsize=16)
def _app_icon(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect(_BOARD, (0.03, 0.03, 0.94, 0.94), radius=0.2)
        pen.rect(_BOARD_EDGE, (0.03, 0.03, 0.94, 0.94), radius=0.2, width=0.025)
        diamond = [(0.5, 0.09), (0.89, 0.48), (0.5, 0.87), (0.11, 0.48)]
        pen.polygon(_SIGN, diamond, corner=0.07)
        pen.line(_INK, [(0.5, 0.16), (0.82, 0.48), (0.5, 0.8), (0.18, 0.48)], 0.03, closed=True)
        # the road, narrowing to the horizon, with its centre line
        pen.polygon(_INK, [(0.36, 0.75), (0.64, 0.75), (0.53, 0.3), (0.47, 0.3)])
        for top, bottom in ((0.33, 0.4), (0.46, 0.55), (0.61, 0.72)):
            pen.capsule(_SIGN, (0.5, top), (0.5, bottom), 0.012 + 0.012 * bottom)
        # a die at the sign's foot, two pips up
        pen.rect(_INK, (0.62, 0.62, 0.3, 0.3), radius=0.07)
        pen.rect(_BONE, (0.645, 0.645, 0.25, 0.25), radius=0.055)
        for x, y in ((0.71, 0.71), (0.83, 0.83)):
            pen.circle(_INK, (x, y), 0.03)

    return finish(supersampled((size, size), draw))
