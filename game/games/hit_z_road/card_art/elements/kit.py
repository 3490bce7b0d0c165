"""The kit every drawn element is made with (the element modules and the registry in
``__init__`` import it): ``Hero`` and ``Element``, the registry's entry types, and the shared
drawing bits (sign lettering at a ladder of font sizes, lit windows and sun-bleached paint, sign
boards, rows of windows, a gabled house, a sedan, a soft glow, and ``_across``, the pen for
something spanning the road)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple

import pygame

from .....ui import art
from .....ui.art import Pen, darken, mix, with_alpha

if TYPE_CHECKING:
    from ..scene import _Scene


class Hero(NamedTuple):
    """How a "near" element is set on the horizon as a card's main subject (scene._hero): its
    extent in its own units (top y, left and right x) and where its main pen stands by default
    (height fraction, depth and spread as passed to landmarks._landmark_pen)."""

    top: float
    x0: float
    x1: float
    height_frac: float
    depth: float
    spread: float


class Element(NamedTuple):
    draw: Callable[["_Scene", int], None]
    layer: str  # "sky", "far", "near" or "overlay"
    hero: Hero | None = None  # None: drawn where it always is (the road itself, the sky)


# --- shared bits -------------------------------------------------------------------
# Sign lettering comes in these pixel sizes only: art.get_font keeps a small cache shared with the
# whole UI, and a font per exact size (each card size, each element) would flush it.
_FONT_LADDER = (5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 21, 24, 28, 32, 37, 43, 50, 58, 68, 80)


def _font_size(pixels: float) -> int:
    return min(_FONT_LADDER, key=lambda size: abs(size - pixels))


def _text(pen: Pen, message: str, center: tuple[float, float], height: float, color, bold: bool = False) -> None:
    """A word on a sign, ``height`` units tall, centred on ``center``."""
    rendered = art.get_font(_font_size(pen.len(height)), bold=bold).render(message, True, color[:3])
    cx, cy = pen.pt(*center)
    pen.surface.blit(rendered, rendered.get_rect(center=(round(cx), round(cy))))


def _lit(scene: _Scene, amount: float = 0.6):
    """A lit window or bulb, warm against the dusk."""
    return mix(scene.sky_low, (255, 220, 140), amount)


def _pale(scene: _Scene, amount: float = 0.55):
    """Sun-bleached paint: a sign board or a white wall catching the last light."""
    return mix(scene.sky_low, (232, 222, 200), amount)


def _sign(pen: Pen, box, board, text: str, ink, frame=None) -> None:
    """A sign board with a word on it (the word is what makes the building read)."""
    x, y, w, h = box
    if frame is not None:
        pen.rect(frame, (x - 0.02, y - 0.02, w + 0.04, h + 0.04), radius=0.02)
    pen.rect(board, box, radius=0.015)
    _text(pen, text, (x + w / 2, y + h / 2), h * 0.8, ink)


def _windows(pen: Pen, color, x0: float, x1: float, y: float, count: int, w: float = 0.08, h: float = 0.1) -> None:
    step = (x1 - x0) / max(1, count)
    for i in range(count):
        pen.rect(color, (x0 + step * (i + 0.5) - w / 2, y, w, h))


def _house(pen: Pen, dark, x: float, width: float, wall: float, roof: float, window=None) -> None:
    """A gabled house: wall from y=1-wall, roof peak ``roof`` above it."""
    top = 1.0 - wall
    pen.rect(dark, (x, top, width, wall + 0.01))
    pen.polygon(dark, [(x - width * 0.08, top + 0.01), (x + width / 2, top - roof), (x + width * 1.08, top + 0.01)])
    if window is not None:
        pen.rect(window, (x + width * 0.2, top + wall * 0.3, width * 0.2, wall * 0.25))
        pen.rect(window, (x + width * 0.6, top + wall * 0.3, width * 0.2, wall * 0.25))


def _car(pen: Pen, dark, x: float, y: float, length: float, tilt: float = 0.0, window=None) -> None:
    """A sedan in profile, wheels on y, ``length`` long, nose at x + length."""
    h = length * 0.32

    def p(px: float, py: float):
        return (x + px * length, y - py * h + (px - 0.5) * tilt * length)

    pen.polygon(dark, [p(0, 0.25), p(0.02, 0.65), p(0.25, 0.7), p(0.36, 1.05), p(0.72, 1.05), p(0.84, 0.68),
                       p(1.0, 0.6), p(1.0, 0.25)], corner=0.01)
    if window is not None:
        pen.polygon(window, [p(0.4, 0.95), p(0.68, 0.95), p(0.76, 0.7), p(0.33, 0.7)])
    for wx in (0.2, 0.8):
        pen.circle(darken(dark, 0.4), p(wx, 0.2), h * 0.3)


def _glow(pen: Pen, color, center, radius: float, alpha: int = 60) -> None:
    """A soft halo (a small layer, not a full-canvas one)."""
    r = max(1, round(pen.len(radius)))
    layer = art.new_surface((r * 2, r * 2))
    for i in range(3, 0, -1):
        pygame.draw.circle(layer, with_alpha(color, alpha // i), (r, r), r * i / 3)
    cx, cy = pen.pt(*center)
    pen.surface.blit(layer, (cx - r, cy - r))


def _across(scene: _Scene, depth: float, height_frac: float) -> tuple[Pen, float, float]:
    """A pen for something spanning the road at ``depth``: unit = height_frac of the canvas,
    origin on the road centre at ground level. Returns (pen, half road width, ground y) in pixels."""
    road, canvas = scene.road, scene.canvas
    if scene.hero is not None:  # a main subject: stood on the horizon, spanning the card
        width, height = canvas.get_size()
        unit = height * height_frac * 2.2 * scene.size
        cx, gy = road.vanish_x, scene.horizon + height * 0.035
        return Pen(canvas, scale=unit, origin=(cx - unit * 0.5, gy - unit)), width * 0.4, gy
    u = 1 / (depth * scene.depth)
    unit = canvas.get_height() * height_frac * scene.size
    cx, gy = road.center(u), road.y(u)
    return Pen(canvas, scale=unit, origin=(cx - unit * 0.5, gy - unit)), road.half_width * u, gy
