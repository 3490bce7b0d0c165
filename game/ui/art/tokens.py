"""The token body every token shares, the seats' shape markers made from it,
and the skull pictogram that dice, tokens and icons share.

A game's own tokens (game/games/<game>/pieces.py) draw on this body with
:func:`draw_token`, so every token on every board has the same look.
"""

from __future__ import annotations

import functools
from typing import Sequence

import pygame

from .color import Color, _as_color, darken, lighten
from .geometry import regular_polygon_points, star_points, teardrop_points
from .palette import MARKER_SHAPES, PALETTE
from .pen import Pen
from .surfaces import _as_side, finish, supersampled


def draw_skull(pen: Pen, bone, dark, with_jaw_lines: bool = True) -> None:
    """A skull in ``bone`` with ``dark`` sockets (pass _CLEAR to punch them out)."""
    pen.circle(bone, (0.5, 0.42), 0.32)
    pen.rect(bone, (0.3, 0.52, 0.4, 0.3), radius=0.08)
    # Eye sockets slant slightly inward: reads as a skull, not a smiley.
    pen.polygon(dark, [(0.27, 0.44), (0.45, 0.46), (0.43, 0.6), (0.31, 0.58)], corner=0.03)
    pen.polygon(dark, [(0.73, 0.44), (0.55, 0.46), (0.57, 0.6), (0.69, 0.58)], corner=0.03)
    pen.polygon(dark, [(0.5, 0.6), (0.45, 0.7), (0.55, 0.7)], corner=0.01)
    if with_jaw_lines:
        for x in (0.41, 0.5, 0.59):
            pen.line(dark, [(x, 0.74), (x, 0.83)], 0.035)


def draw_token_shape(pen: Pen, shape: str, color, grow: float) -> None:
    """Token outline shapes, all fitting the 0.06..0.94 box; ``grow``
    enlarges (or with a negative value shrinks) the shape for rims/bevels."""
    if shape in ("circle", "ring"):  # the ring's hole is the marker's business
        pen.circle(color, (0.5, 0.5), 0.42 + grow)
    elif shape == "square":
        pen.rect(color, (0.12 - grow, 0.12 - grow, 0.76 + 2 * grow, 0.76 + 2 * grow), radius=max(0.0, 0.12 + grow))
    elif shape == "diamond":
        corner = 0.07
        pen.polygon(color, regular_polygon_points((0.5, 0.5), 0.44 - corner * 1.41 + grow * 1.41, 4), corner=corner)
    elif shape == "hexagon":
        corner = 0.05
        pen.polygon(
            color,
            regular_polygon_points((0.5, 0.5), 0.43 - corner * 1.15 + grow * 1.15, 6, rotation=-90),
            corner=corner,
        )
    elif shape == "triangle":
        corner = 0.07
        pen.polygon(color, regular_polygon_points((0.5, 0.6), 0.44 - corner * 2 + grow * 2, 3), corner=corner)
    elif shape == "cross":
        arm = 0.15 + grow
        pen.rect(color, (0.5 - arm, 0.08 - grow, arm * 2, 0.84 + 2 * grow), radius=max(0.0, 0.06 + grow))
        pen.rect(color, (0.08 - grow, 0.5 - arm, 0.84 + 2 * grow, arm * 2), radius=max(0.0, 0.06 + grow))
    elif shape == "star":
        pen.polygon(color, star_points((0.5, 0.54), 0.44 + grow * 1.6, 0.2 + grow * 1.2), corner=0.02)
    elif shape in ("pentagon", "octagon"):
        sides, corner = (5, 0.06) if shape == "pentagon" else (8, 0.04)
        pen.polygon(color, regular_polygon_points((0.5, 0.52 if sides == 5 else 0.5), 0.44 - corner + grow,
                                                  sides, rotation=-90 if sides == 5 else 22.5), corner=corner)
    elif shape == "drop":
        pen.polygon(color, teardrop_points((0.5, 0.06 - grow), (0.5, 0.62), 0.32 + grow), corner=0.02)
    else:
        raise ValueError(f"unknown shape {shape!r}")


def draw_token(pen: Pen, shape: str, body, rim=None) -> None:
    """Drop shadow, dark rim, body with a bevel: the common token look."""
    rim = rim or darken(body, 0.6)
    shadow = pen.sub(0.0, 0.025, 1.0)
    draw_token_shape(shadow, shape, (0, 0, 0, 110), 0.035)
    draw_token_shape(pen, shape, rim, 0.035)
    draw_token_shape(pen, shape, lighten(body, 0.28), 0.0)
    draw_token_shape(pen.sub(0.0, 0.012, 1.0), shape, darken(body, 0.18), -0.025)
    draw_token_shape(pen, shape, body, -0.035)


def shape_marker(shape: str, size: int, color: Sequence[int] = PALETTE["bone"]) -> pygame.Surface:
    """A seat's colour-blind shape (see PlayerColor.shape) as a small badge."""
    shape = str(shape)
    if shape not in MARKER_SHAPES:
        raise ValueError(f"unknown marker shape {shape!r}")
    return _shape_marker(shape, _as_side(size), _as_color(color))


@functools.lru_cache(maxsize=128)
def _shape_marker(shape: str, size: int, color: Color) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        draw_token_shape(pen, shape, PALETTE["asphalt_dark"], 0.04)
        draw_token_shape(pen, shape, color, 0.0)
        if shape == "ring":
            pen.circle(PALETTE["asphalt_dark"], (0.5, 0.5), 0.22)

    return finish(supersampled((size, size), draw))
