"""The library of drawn elements a Hit Z Road card scene is composed from (see compose.py).

Every element is a silhouette drawn on the roadside scene (scene.py) in the landmarks' style:
"landmark units", a Pen whose unit is the element's height, x=0.5 on its centre line and y=1 on
the ground (landmarks._landmark_pen), dark against the sunset with a few lit accents (signs,
windows, neon). Each has a layer that says when the scene draws it:

- "sky":     over the sky, before the far hills (night, storm, tornado, heat, fire glow)
- "far":     on the horizon, before the ground (canyon, volcano, crater, mountains, letters)
- "near":    beside (or across) the road, after the telephone poles: the usual main subject
- "overlay": over the finished picture, before the vignette (dust, flood water)

The twelve older landmarks (landmarks.py) are elements too. ``ELEMENTS`` maps every name to
(drawer, layer); the names are the ones a card's ``art`` field may use (effects.ART_ELEMENTS).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, NamedTuple

import pygame

from ....ui import art
from ....ui.art import Pen, darken, lighten, mix, with_alpha
from ..effects import ART_ELEMENTS
from .landmarks import _LANDMARKS, _landmark_pen, _palm

if TYPE_CHECKING:
    from .scene import _Scene


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


# --- buildings ---------------------------------------------------------------------
def _church(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.42, 2.6, spread=0.72)
    dark, lit = scene.silhouette, _lit(scene)
    pen.rect(dark, (-0.55, 0.62, 0.95, 0.39))                      # nave
    pen.polygon(dark, [(-0.6, 0.63), (-0.08, 0.42), (0.45, 0.63)])  # its roof
    pen.rect(dark, (0.32, 0.3, 0.36, 0.71))                        # bell tower
    pen.polygon(dark, [(0.28, 0.31), (0.5, -0.02), (0.72, 0.31)])  # steeple
    pen.capsule(dark, (0.5, -0.02), (0.5, -0.14), 0.012)           # the cross
    pen.capsule(dark, (0.45, -0.09), (0.55, -0.09), 0.012)
    pen.rect(mix(scene.sky_low, dark, 0.35), (0.39, 0.36, 0.22, 0.16), radius=0.1)  # belfry opening
    pen.circle(lighten(_lit(scene, 0.8), 0.1), (0.5, 0.45), 0.07)   # the bell
    pen.rect(dark, (0.48, 0.36, 0.04, 0.04))
    pen.rect(lit, (0.43, 0.7, 0.14, 0.3), radius=0.06)             # door
    for x in (-0.42, -0.2, 0.02):
        pen.rect(lit, (x, 0.7, 0.08, 0.16), radius=0.04)


def _diner(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.26, 2.3, spread=0.72)
    dark, lit = scene.silhouette, _lit(scene, 0.7)
    pen.rect(dark, (-0.6, 0.45, 1.9, 0.56), radius=0.2)              # the rounded railcar body
    pen.rect(mix(dark, scene.rim_light, 0.3), (-0.6, 0.82, 1.9, 0.05))
    _windows(pen, lit, -0.5, 1.2, 0.55, 6, 0.2, 0.2)
    pen.capsule(dark, (0.35, 0.45), (0.35, 0.2), 0.03)
    _sign(pen, (-0.05, -0.05, 0.8, 0.28), (255, 90, 110), "DINER", (255, 245, 230), frame=dark)
    _glow(pen, (255, 90, 110), (0.35, 0.09), 0.5, 50)


def _gas_station(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.2, spread=0.74)
    dark, rim = scene.silhouette, scene.rim_light
    pen.rect(dark, (-0.7, 0.05, 1.6, 0.16))                          # canopy
    pen.rect((200, 50, 40), (-0.7, 0.1, 1.6, 0.06))
    _text(pen, "GAS-N-GO", (0.1, 0.13), 0.09, (255, 235, 200))
    for x in (-0.6, 0.75):
        pen.rect(dark, (x, 0.2, 0.06, 0.8))
    for x in (-0.3, 0.25):                                           # pumps
        pen.rect(dark, (x, 0.6, 0.16, 0.41), radius=0.02)
        pen.rect(_pale(scene), (x + 0.03, 0.65, 0.1, 0.08))
    pen.line(rim, [(-0.7, 0.21), (0.9, 0.21)], 0.01)
    pen.rect(dark, (0.95, 0.45, 0.6, 0.56))                          # the shop
    pen.rect(_lit(scene), (1.05, 0.55, 0.35, 0.2))


def _school_bus(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.2, 1.9, spread=0.62)
    yellow = mix((236, 176, 30), scene.silhouette, 0.45)
    dark = scene.silhouette
    x0, x1 = -0.9 if side > 0 else -0.6, 1.6 if side > 0 else 1.9
    pen.rect(yellow, (x0, 0.3, x1 - x0, 0.6), radius=0.06)
    nose = x1 if side > 0 else x0 - 0.3
    pen.rect(yellow, (nose, 0.55, 0.3, 0.35), radius=0.05)
    _windows(pen, mix(scene.sky_low, dark, 0.5), x0 + 0.05, x1 - 0.05, 0.38, 7, 0.22, 0.18)
    pen.rect(dark, (x0, 0.64, x1 - x0 + 0.3 * (side > 0), 0.04))
    pen.rect(dark, (x0 + (0.0 if side > 0 else 0.3), 0.68, x1 - x0 + 0.0, 0.03))
    for wx in (x0 + 0.45, x1 - 0.35):
        pen.circle(darken(dark, 0.4), (wx, 0.9), 0.12)
    _text(pen, "SCHOOL BUS", ((x0 + x1) / 2, 0.57), 0.09, darken(dark, 0.3))


def _barn(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.36, 2.7, spread=0.74)
    red = mix((150, 40, 34), scene.silhouette, 0.5)
    dark, trim = scene.silhouette, _pale(scene, 0.45)
    pen.polygon(red, [(-0.2, 1.0), (-0.2, 0.45), (0.05, 0.22), (0.5, 0.08), (0.95, 0.22), (1.2, 0.45), (1.2, 1.0)])
    pen.rect(dark, (0.3, 0.6, 0.4, 0.41))
    pen.line(trim, [(0.3, 0.6), (0.7, 1.0)], 0.015)
    pen.line(trim, [(0.7, 0.6), (0.3, 1.0)], 0.015)
    pen.rect(trim, (0.4, 0.3, 0.2, 0.14))
    pen.rect(dark, (1.35, 0.2, 0.3, 0.81))                           # silo
    pen.circle(dark, (1.5, 0.2), 0.15)


def _fence(scene: _Scene, side: int) -> None:
    """A ranch fence running along the road side, posts and two rails."""
    road, canvas = scene.road, scene.canvas
    h = canvas.get_height()
    dark = scene.silhouette
    depth, prev = 1.4, None
    while depth < 12:
        u = 1 / depth
        x, y = road.edge(u, side, 1.3), road.y(u)
        top = y - h * 0.09 * u * scene.size
        art.capsule(canvas, dark, (x, y), (x, top), max(1.0, h * 0.006 * u))
        if prev is not None:
            for t in (0.2, 0.6):
                art.polyline(canvas, dark, [(prev[0], prev[1] + (prev[2] - prev[1]) * t),
                                            (x, top + (y - top) * t)], max(1.0, h * 0.004 * u))
        prev = (x, top, y)
        depth *= 1.35


def _cave(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.36, 2.7, spread=0.78)
    rock = mix((120, 70, 50), scene.silhouette, 0.55)
    pen.polygon(rock, [(-0.6, 1.0), (-0.4, 0.4), (-0.1, 0.15), (0.3, 0.02), (0.8, 0.1), (1.2, 0.35),
                       (1.5, 0.7), (1.65, 1.0)], corner=0.05)
    pen.polygon(darken(rock, 0.25), [(0.8, 0.1), (1.2, 0.35), (1.5, 0.7), (1.65, 1.0), (1.1, 1.0)])
    pen.polygon((12, 8, 10), [(0.05, 1.0), (0.12, 0.62), (0.35, 0.42), (0.62, 0.45), (0.82, 0.68), (0.9, 1.0)])
    for x in (0.15, 0.65):
        pen.capsule(scene.silhouette, (x, 0.1), (x, -0.04), 0.015)
    _sign(pen, (0.02, -0.16, 0.76, 0.13), _pale(scene, 0.5), "OUTLAW CAVE", (90, 30, 20), frame=scene.silhouette)


def _drive_in(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.38, 3.0, spread=0.8)
    dark = scene.silhouette
    for x in (-0.3, 0.5, 1.3):
        pen.rect(dark, (x - 0.04, 0.4, 0.08, 0.61))
    pen.rect(dark, (-0.5, 0.0, 2.0, 0.44))
    pen.rect(mix(scene.sky_low, (235, 235, 240), 0.65), (-0.45, 0.04, 1.9, 0.36))
    pen.polygon(mix(scene.sky_low, dark, 0.5), [(0.3, 0.4), (0.55, 0.18), (0.8, 0.4)])  # a zombie on screen
    pen.circle(mix(scene.sky_low, dark, 0.5), (0.55, 0.15), 0.06)
    for x in (-0.2, 0.4, 1.0):                                       # parked cars facing it
        _car(pen, dark, x, 1.0, 0.4)


def _pharmacy(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.4, spread=0.74)
    dark = scene.silhouette
    pen.rect(dark, (-0.5, 0.3, 1.8, 0.71))
    pen.rect(dark, (-0.55, 0.25, 1.9, 0.08))
    _windows(pen, _lit(scene, 0.5), -0.4, 1.2, 0.55, 3, 0.4, 0.3)
    pen.rect(dark, (0.35, 0.55, 0.2, 0.46))
    # the green cross sign on a bracket
    green = (60, 200, 90)
    _glow(pen, green, (0.45, 0.02), 0.3, 70)
    pen.rect(green, (0.37, -0.12, 0.16, 0.28))
    pen.rect(green, (0.31, -0.06, 0.28, 0.16))
    _sign(pen, (-0.4, 0.34, 0.6, 0.13), _pale(scene, 0.5), "PHARMACY", (40, 90, 60))


def _teepee(scene: _Scene, side: int) -> None:
    pale, dark = _pale(scene, 0.5), scene.silhouette
    for depth, frac, spread in ((3.6, 0.2, 0.95), (2.4, 0.36, 0.62)):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        pen.polygon(pale, [(0.05, 1.0), (0.5, 0.12), (0.95, 1.0)])
        pen.line(dark, [(0.5, 0.16), (0.38, -0.05)], 0.02)
        pen.line(dark, [(0.5, 0.16), (0.62, -0.05)], 0.02)
        pen.line(dark, [(0.5, 0.16), (0.5, -0.04)], 0.02)
        pen.line(mix((170, 60, 40), dark, 0.3), [(0.24, 0.62), (0.76, 0.62)], 0.05)
        pen.polygon(dark, [(0.4, 1.0), (0.5, 0.7), (0.6, 1.0)])


def _trading_post(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.4, spread=0.76)
    dark, wood = scene.silhouette, mix((110, 70, 40), scene.silhouette, 0.55)
    pen.rect(wood, (-0.5, 0.35, 1.8, 0.66))
    pen.rect(wood, (-0.5, 0.05, 1.8, 0.32))                          # false front
    _sign(pen, (-0.38, 0.1, 1.56, 0.2), _pale(scene, 0.55), "TRADING POST", (90, 40, 20))
    pen.rect(dark, (-0.6, 0.48, 2.0, 0.05))                          # porch roof
    for x in (-0.55, 0.2, 1.3):
        pen.rect(dark, (x, 0.5, 0.04, 0.5))
    pen.rect(_lit(scene, 0.5), (0.0, 0.62, 0.5, 0.2))


def _big_rig(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.24, 2.0, spread=0.64)
    dark, rim = scene.silhouette, scene.rim_light
    flip = side

    def x(v: float) -> float:
        return 0.5 + flip * (v - 0.5)

    trailer = [x(-1.1), x(1.0)]
    pen.rect(mix(dark, scene.sky_low, 0.15), (min(trailer), 0.1, 2.1, 0.7))
    pen.line(rim, [(min(trailer), 0.1), (max(trailer), 0.1)], 0.015)
    cab = sorted([x(1.05), x(1.6)])
    pen.polygon(dark, [(cab[0], 0.85), (cab[0], 0.2), (cab[1] - 0.15 if flip > 0 else cab[1], 0.2),
                       (cab[1] if flip > 0 else cab[1], 0.5), (cab[1], 0.85)] if flip > 0 else
                [(cab[0], 0.85), (cab[0], 0.5), (cab[0] + 0.15, 0.2), (cab[1], 0.2), (cab[1], 0.85)])
    pen.rect(mix(scene.sky_low, dark, 0.4), (x(1.35) - 0.1, 0.28, 0.2, 0.18))
    pen.capsule(dark, (x(1.12), 0.2), (x(1.12), -0.1), 0.03)         # exhaust stack
    for wx in (-0.9, -0.6, 0.7, 1.2, 1.45):
        pen.circle(darken(dark, 0.4), (x(wx), 0.9), 0.11)


def _ferris_wheel(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.46, 3.0, spread=0.7)
    dark, rng = scene.silhouette, scene.rng
    hub, r = (0.5, 0.45), 0.4
    pen.line(dark, [(0.15, 1.0), hub, (0.85, 1.0)], 0.025)
    pen.circle(dark, hub, r, 0.02)
    pen.circle(dark, hub, r * 0.6, 0.01)
    spin = rng.uniform(0, 30)
    bulbs = _lit(scene, 0.8)
    for i in range(10):
        a = math.radians(spin + i * 36)
        rim_pt = (hub[0] + math.cos(a) * r, hub[1] + math.sin(a) * r)
        pen.line(dark, [hub, rim_pt], 0.008)
        pen.rect(dark, (rim_pt[0] - 0.04, rim_pt[1], 0.08, 0.07), radius=0.02)
        pen.circle(bulbs, rim_pt, 0.012)
    pen.circle(dark, hub, 0.04)
    for x in (-0.5, 1.3):                                            # midway tents
        pen.polygon(mix((170, 50, 50), dark, 0.5), [(x - 0.25, 1.0), (x - 0.25, 0.85), (x, 0.7), (x + 0.25, 0.85),
                                                     (x + 0.25, 1.0)])


def _roadblock(scene: _Scene, side: int) -> None:
    """Striped barriers across the road, a police car nose-in and its light bar."""
    pen, half, _ = _across(scene, 3.2, 0.12)
    dark = scene.silhouette
    reach = half / pen.scale
    stripe = _pale(scene, 0.7)
    for x in (0.5 - reach * 0.7, 0.5 - reach * 0.1, 0.5 + reach * 0.5):
        pen.rect(dark, (x, 0.55, 0.06, 0.46))
        pen.rect(dark, (x + 0.9, 0.55, 0.06, 0.46))
        pen.rect(stripe, (x - 0.05, 0.45, 1.06, 0.18))
        for i in range(4):
            pen.polygon((200, 60, 40), [(x + i * 0.26, 0.45), (x + i * 0.26 + 0.12, 0.45),
                                        (x + i * 0.26 + 0.02, 0.63), (x + i * 0.26 - 0.1, 0.63)])
    car_x = 0.5 + side * reach * 0.95 - 1.1
    _car(pen, dark, car_x, 1.0, 2.2, window=mix(scene.sky_low, dark, 0.4))
    pen.rect((230, 40, 40), (car_x + 0.8, 0.22, 0.3, 0.1))
    pen.rect((60, 110, 255), (car_x + 1.1, 0.22, 0.3, 0.1))
    _glow(pen, (230, 40, 40), (car_x + 0.95, 0.27), 0.5, 70)
    _glow(pen, (60, 110, 255), (car_x + 1.25, 0.27), 0.5, 70)


def _patrol_car(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.1, 1.8, spread=0.56)
    dark = scene.silhouette
    pen.rect(dark, (2.2 if side > 0 else -3.2, -1.6, 2.0, 2.61))     # the patrol post hut
    pen.rect(_lit(scene), (2.6 if side > 0 else -2.8, -1.0, 1.2, 0.6))
    _car(pen, dark, -1.0, 1.0, 3.0, window=mix(scene.sky_low, dark, 0.4))
    pen.rect(_pale(scene, 0.5), (-0.5, 0.35, 2.0, 0.2))
    _text(pen, "POLICE", (0.5, 0.45), 0.18, dark)
    pen.rect((230, 40, 40), (-0.05, -0.2, 0.35, 0.12))
    pen.rect((60, 110, 255), (0.3, -0.2, 0.35, 0.12))
    _glow(pen, (230, 40, 40), (0.1, -0.14), 0.6, 70)
    _glow(pen, (60, 110, 255), (0.5, -0.14), 0.6, 70)


def _oil_derrick(scene: _Scene, side: int) -> None:
    dark = scene.silhouette
    for depth, frac, spread in ((4.2, 0.22, 1.0), (2.6, 0.46, 0.62)):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        pen.line(dark, [(0.22, 1.0), (0.5, 0.0), (0.78, 1.0)], 0.025)
        y = 0.9
        while y > 0.15:
            half = 0.28 * y
            pen.line(dark, [(0.5 - half, y), (0.5 + half, y - 0.12), (0.5 - half * 0.85, y - 0.12)], 0.01)
            y -= 0.14
        pen.rect(dark, (0.44, -0.04, 0.12, 0.06))
    pump = _landmark_pen(scene, -side, 0.14, 2.0, 0.55)               # a pumpjack nodding by the road
    pump.line(dark, [(0.3, 1.0), (0.5, 0.4), (0.7, 1.0)], 0.04)
    pump.capsule(dark, (-0.2, 0.45), (1.1, 0.3), 0.05)
    pump.polygon(dark, [(1.05, 0.2), (1.3, 0.3), (1.25, 0.6), (1.05, 0.45)])
    pump.rect(dark, (-0.3, 0.45, 0.16, 0.56))


def _whale(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.22, 2.3, spread=0.72)
    blue = mix((80, 130, 170), scene.silhouette, 0.35)
    water = mix((60, 110, 150), scene.sky_low, 0.3)
    pen.ellipse(water, (-0.9, 0.8, 2.6, 0.35))
    pen.ellipse(lighten(water, 0.2), (-0.6, 0.86, 1.4, 0.08))
    pen.polygon(blue, [(-0.6, 0.92), (-0.5, 0.45), (-0.1, 0.2), (0.6, 0.15), (1.1, 0.35), (1.3, 0.7),
                       (1.2, 0.92)], corner=0.08)                      # the head rising from the pond
    pen.line(darken(blue, 0.4), art.bezier_points((-0.4, 0.62), (0.3, 0.85), (1.0, 0.62)), 0.03)  # the smile
    pen.circle((240, 240, 235), (-0.1, 0.42), 0.06)
    pen.circle((20, 20, 30), (-0.1, 0.42), 0.03)
    pen.polygon(blue, [(1.2, 0.5), (1.55, 0.2), (1.65, 0.45), (1.35, 0.7)])  # tail fin
    for x in (-0.3, 0.2, 0.7):
        pen.rect(darken(blue, 0.3), (x, 0.62, 0.12, 0.14))             # gill-door windows


def _cow(pen: Pen, color, x: float, flip: int) -> None:
    pen.ellipse(color, (x, 0.45, 0.8, 0.35))
    head = x + (0.85 if flip > 0 else -0.1)
    pen.ellipse(color, (head - 0.1, 0.38, 0.28, 0.2))
    pen.line(color, [(head - 0.05, 0.4), (head - 0.12, 0.3)], 0.03)
    pen.line(color, [(head + 0.13, 0.4), (head + 0.2, 0.3)], 0.03)
    for lx in (0.1, 0.25, 0.55, 0.7):
        pen.capsule(color, (x + lx, 0.7), (x + lx, 1.0), 0.035)


def _cattle(scene: _Scene, side: int) -> None:
    dark = scene.silhouette
    rng = scene.rng
    for depth, frac, spread in ((3.4, 0.09, 1.0), (2.8, 0.12, 0.75), (2.2, 0.15, 0.5)):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        _cow(pen, dark, rng.uniform(-0.2, 0.2), -side)
    layer_pen = _landmark_pen(scene, side, 0.12, 2.6, 0.7)
    layer_pen.ellipse(with_alpha(mix(scene.sky_low, (200, 170, 120), 0.5), 120), (-1.5, 0.7, 3.5, 0.4))


def _buried_cars(scene: _Scene, side: int) -> None:
    dark, paint = scene.silhouette, (150, 120, 170)
    for i, (depth, frac, spread) in enumerate(((3.6, 0.16, 1.0), (3.0, 0.2, 0.8), (2.4, 0.26, 0.6))):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        color = mix(mix(paint, (220, 80, 50), i * 0.45), dark, 0.5)
        lean = (i - 1) * 0.12

        def tilt(points, lean=lean):
            return [(x + (1.0 - y) * lean, y) for x, y in points]

        pen.polygon(color, tilt([(0.3, 1.0), (0.32, 0.15), (0.45, 0.05), (0.68, 0.05), (0.72, 0.15), (0.72, 1.0)]),
                    corner=0.02)
        pen.polygon(mix(scene.sky_low, dark, 0.55), tilt([(0.38, 0.58), (0.38, 0.42), (0.66, 0.42), (0.66, 0.58)]))
        pen.line(scene.rim_light, tilt([(0.72, 0.16), (0.72, 0.98)]), 0.012)
        for x, y in tilt([(0.36, 0.15), (0.68, 0.15)]):
            pen.circle(darken(color, 0.4), (x, y), 0.05)


def _steak_sign(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.42, 2.6, spread=0.66)
    dark = scene.silhouette
    pen.capsule(dark, (0.5, 1.0), (0.5, 0.45), 0.04)
    pen.rect(dark, (-0.15, 0.42, 1.3, 0.14))
    pen.ellipse(dark, (-0.12, 0.0, 1.24, 0.45))
    pen.ellipse((170, 60, 50), (-0.08, 0.04, 1.16, 0.37))
    pen.ellipse((240, 220, 200), (0.72, 0.12, 0.2, 0.14))             # the bone
    _text(pen, "STEAK", (0.38, 0.2), 0.16, (255, 236, 200))
    _text(pen, "72 OZ FREE", (0.5, 0.49), 0.08, _lit(scene, 0.9))


def _grain_elevator(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.5, 3.0, spread=0.7)
    dark, rim = scene.silhouette, scene.rim_light
    for i in range(4):
        x = -0.2 + i * 0.26
        pen.rect(dark, (x, 0.25, 0.24, 0.76))
        pen.ellipse(dark, (x, 0.22, 0.24, 0.06))
        pen.line(rim, [(x + 0.21, 0.27), (x + 0.21, 0.98)], 0.008)
    pen.rect(dark, (0.9, 0.0, 0.28, 1.01))                           # the headhouse
    pen.polygon(dark, [(0.88, 0.01), (1.04, -0.08), (1.2, 0.01)])
    pen.line(dark, [(1.15, 0.1), (1.6, 0.8), (1.6, 1.0)], 0.02)      # the spout
    _text(pen, "CO-OP", (0.3, 0.5), 0.08, _pale(scene, 0.4))


def _neon_motel(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.2, 2.2, spread=0.74)
    dark = scene.silhouette
    pen.rect(dark, (-0.8, 0.45, 2.6, 0.56))
    pen.rect(dark, (-0.85, 0.4, 2.7, 0.07))
    for i in range(6):
        x = -0.7 + i * 0.42
        pen.rect(mix(_lit(scene, 0.8), (255, 120, 200), (i % 3) * 0.3), (x, 0.58, 0.16, 0.14))
        pen.rect(darken(dark, 0.3), (x + 0.2, 0.56, 0.12, 0.45))
    tall = _landmark_pen(scene, side, 0.42, 2.0, spread=0.5)
    tall.capsule(dark, (0.5, 1.0), (0.5, 0.3), 0.03)
    for i, (color, word) in enumerate((((255, 60, 150), "MOTEL"), ((80, 230, 255), "NEON"))):
        y = 0.02 + i * 0.16
        _glow(tall, color, (0.5, y + 0.06), 0.3, 55)
        tall.rect(dark, (0.05, y, 0.9, 0.14), radius=0.03)
        _text(tall, word, (0.5, y + 0.07), 0.12, color)


def _trailer(scene: _Scene, side: int) -> None:
    dark = scene.silhouette
    for depth, frac, spread in ((3.4, 0.1, 0.95), (2.4, 0.14, 0.6)):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        body = mix((190, 190, 180), scene.silhouette, 0.5)
        pen.rect(body, (-1.0, 0.2, 2.6, 0.7), radius=0.2)
        pen.line(darken(body, 0.2), [(-0.95, 0.5), (1.55, 0.5)], 0.04)
        pen.rect(_lit(scene, 0.6), (-0.6, 0.32, 0.3, 0.16))
        pen.rect(darken(body, 0.3), (0.4, 0.35, 0.22, 0.55))
        pen.circle(darken(dark, 0.4), (0.9, 0.95), 0.1)
        pen.line(dark, [(-1.0, 0.8), (-1.4, 0.95)], 0.04)
    weed = _landmark_pen(scene, -side, 0.06, 1.7, 0.5)               # a tumbleweed on the shoulder
    for i in range(7):
        a = math.radians(i * 51)
        weed.arc(mix(scene.silhouette, (150, 120, 80), 0.3), (0.5 + math.cos(a) * 0.1, 0.5 + math.sin(a) * 0.1),
                 0.4, i * 40, i * 40 + 200, 0.05)


def _snake(scene: _Scene, side: int) -> None:
    dark = scene.silhouette
    sign = _landmark_pen(scene, side, 0.28, 2.8, 0.9)               # a roadside snake-farm billboard
    sign.capsule(dark, (0.25, 1.0), (0.25, 0.3), 0.03)
    sign.capsule(dark, (0.95, 1.0), (0.95, 0.3), 0.03)
    board = _pale(scene, 0.55)
    sign.rect(dark, (-0.02, 0.08, 1.24, 0.44), radius=0.02)
    sign.rect(board, (0.02, 0.12, 1.16, 0.36))
    green = mix((70, 130, 60), dark, 0.3)
    wiggle = [(0.1 + k * 0.05, 0.38 + math.sin(k * 0.9) * 0.05) for k in range(14)]
    sign.line(green, wiggle, 0.05)
    sign.ellipse(green, (0.76, 0.3, 0.14, 0.09))
    sign.line((200, 40, 40), [(0.9, 0.34), (0.97, 0.33), (1.0, 0.3)], 0.012)
    _text(sign, "RATTLERS", (0.6, 0.2), 0.11, (120, 30, 20))
    pen = _landmark_pen(scene, side, 0.16, 1.7, spread=0.5)          # and a real one, coiled on the shoulder
    body = mix((150, 120, 70), dark, 0.45)
    coil = art.bezier_points((-0.6, 0.95), (0.0, 0.75), (0.4, 0.95)) + \
        art.bezier_points((0.4, 0.95), (0.9, 1.05), (0.8, 0.7))[1:] + \
        art.bezier_points((0.8, 0.7), (0.7, 0.35), (0.35, 0.35))[1:]
    for i, (a, b) in enumerate(zip(coil, coil[1:])):
        pen.capsule(body, a, b, 0.09 - i * 0.001)
    pen.ellipse(body, (0.12, 0.25, 0.3, 0.18))
    pen.line((200, 40, 40), [(0.14, 0.35), (-0.02, 0.33), (-0.08, 0.28)], 0.015)   # the tongue
    pen.circle((255, 200, 60), (0.26, 0.31), 0.025)
    for i in range(3):                                                # the rattle
        pen.circle(_pale(scene, 0.4), (-0.62 - i * 0.07, 0.93 - i * 0.04), 0.04)


def _fuel_tanks(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.24, 2.7, spread=0.78)
    olive = mix((90, 100, 60), scene.silhouette, 0.5)
    rim = scene.rim_light
    for x, w, h in ((-0.6, 0.8, 0.6), (0.3, 1.0, 0.8), (1.4, 0.7, 0.5)):
        pen.rect(olive, (x, 1.0 - h, w, h + 0.01))
        pen.ellipse(olive, (x, 0.96 - h, w, 0.1))
        pen.line(rim, [(x + w - 0.04, 1.02 - h), (x + w - 0.04, 0.98)], 0.01)
        pen.line(darken(olive, 0.3), [(x + 0.1, 1.0 - h), (x + w * 0.5, 1.0 - h * 0.3)], 0.015)  # a ladder
    _text(pen, "NO SMOKING", (0.8, 0.55), 0.1, _pale(scene, 0.45))


def _garage(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.32, 2.5, spread=0.76)
    dark = scene.silhouette
    pen.polygon(dark, [(-0.6, 1.0), (-0.6, 0.3), (0.45, 0.1), (1.5, 0.3), (1.5, 1.0)])
    for x in (-0.45, 0.55):
        pen.rect(mix(scene.sky_low, dark, 0.55), (x, 0.45, 0.8, 0.56))
        for y in (0.55, 0.68, 0.81):
            pen.line(dark, [(x, y), (x + 0.8, y)], 0.012)
    _glow(pen, (120, 200, 255), (0.15, 0.95), 0.4, 110)               # welding sparks
    for a in range(0, 180, 25):
        r = math.radians(a + 180)
        pen.line((255, 230, 150), [(0.15, 0.95), (0.15 + math.cos(r) * 0.2, 0.95 + math.sin(r) * 0.2)], 0.01)
    _sign(pen, (-0.2, 0.22, 1.3, 0.14), _pale(scene, 0.5), "WELDING", (60, 60, 80))


def _adobe(scene: _Scene, side: int) -> None:
    clay = mix((190, 110, 60), scene.silhouette, 0.6)
    for depth, frac, spread, shade in ((3.2, 0.2, 1.0, 0.2), (2.4, 0.28, 0.7, 0.0)):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        c = darken(clay, shade)
        pen.rect(c, (-0.5, 0.35, 1.2, 0.66), radius=0.05)
        pen.rect(c, (0.5, 0.1, 0.8, 0.91), radius=0.05)
        for x in (-0.4, -0.1, 0.2, 0.55, 0.9, 1.15):                  # roof beams
            pen.capsule(darken(c, 0.4), (x, 0.4 if x < 0.5 else 0.15), (x - 0.08, 0.4 if x < 0.5 else 0.15), 0.025)
        pen.rect(darken(c, 0.5), (0.1, 0.6, 0.22, 0.41), radius=0.1)
        pen.rect(_lit(scene, 0.6), (0.8, 0.3, 0.16, 0.16), radius=0.02)
        pen.polygon(c, [(0.7, 0.11), (0.7, -0.05), (0.82, -0.12), (0.98, -0.12), (1.1, -0.05), (1.1, 0.11)])
        pen.rect(darken(c, 0.5), (0.83, -0.07, 0.14, 0.12), radius=0.06)  # the bell arch
        pen.circle(_lit(scene, 0.5), (0.9, 0.01), 0.035)
        for lx in (-0.3, -0.18):                                         # a ladder to the roof
            pen.line(darken(c, 0.5), [(lx, 1.0), (lx + 0.04, 0.25)], 0.015)
        for ly in (0.4, 0.55, 0.7, 0.85):
            pen.line(darken(c, 0.5), [(-0.3 + (1 - ly) * 0.05, ly), (-0.18 + (1 - ly) * 0.05, ly)], 0.012)


def _lab_dome(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.8, spread=0.76)
    dark, white = scene.silhouette, mix(_pale(scene, 0.6), scene.silhouette, 0.7)
    pen.rect(dark, (-0.5, 0.6, 2.0, 0.41))
    pen.circle(white, (0.5, 0.62), 0.5)
    pen.arc(scene.rim_light, (0.5, 0.62), 0.5, 190, 350, 0.02)
    pen.rect(dark, (-0.05, 0.62, 1.1, 0.4))
    _windows(pen, (140, 230, 200), -0.4, 1.4, 0.72, 5, 0.14, 0.1)
    pen.line(darken(white, 0.2), [(0.15, 0.3), (0.85, 0.3)], 0.01)
    pen.capsule(dark, (1.3, 0.6), (1.3, 0.0), 0.015)                  # antenna mast
    pen.circle(dark, (1.3, 0.02), 0.07, 0.015)
    _sign(pen, (-0.35, 0.9, 0.6, 0.08), (220, 190, 40), "BIOHAZARD", (40, 30, 10))


def _checkpoint(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.22, 2.1, spread=0.55)
    dark = scene.silhouette
    pen.rect(dark, (0.2, 0.15, 0.6, 0.86))                            # the booth
    pen.rect(dark, (0.1, 0.08, 0.8, 0.1))
    pen.rect(_lit(scene, 0.7), (0.3, 0.3, 0.4, 0.25))
    _text(pen, "STOP", (0.5, 0.13), 0.08, (230, 60, 50))
    gate_end = 0.5 - side * 3.0
    pen.rect(dark, (0.5 - side * 0.45 - 0.05, 0.55, 0.1, 0.46))
    stripes = [(0.5 - side * 0.45, 0.6), (gate_end, 0.6)]
    pen.line(_pale(scene, 0.7), stripes, 0.06)
    for i in range(6):
        x = 0.5 - side * (0.6 + i * 0.45)
        pen.line((200, 50, 40), [(x, 0.6), (x - side * 0.2, 0.6)], 0.06)
    sand = mix((180, 160, 110), scene.silhouette, 0.4)
    for x in (1.0, 1.3):                                              # sandbags
        pen.ellipse(sand, (x if side < 0 else x - 1.8, 0.85, 0.35, 0.16))


def _saloon(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.34, 2.5, spread=0.76)
    wood = mix((100, 60, 36), scene.silhouette, 0.6)
    dark = scene.silhouette
    pen.rect(wood, (-0.5, 0.3, 1.6, 0.71))
    pen.polygon(wood, [(-0.5, 0.31), (-0.5, 0.05), (-0.3, 0.05), (-0.2, -0.02), (0.8, -0.02), (0.9, 0.05),
                       (1.1, 0.05), (1.1, 0.31)])                      # false front
    _sign(pen, (-0.3, 0.08, 1.2, 0.16), _pale(scene, 0.45), "SALOON", (80, 30, 15))
    pen.rect(dark, (-0.6, 0.48, 1.8, 0.04))
    pen.line(dark, [(-0.6, 0.62), (1.2, 0.62)], 0.015)                # balcony rail
    for x in (-0.55, 0.3, 1.15):
        pen.rect(dark, (x, 0.5, 0.03, 0.5))
    pen.rect(_lit(scene, 0.45), (0.1, 0.72, 0.4, 0.29))
    pen.polygon(wood, [(0.12, 0.74), (0.29, 0.77), (0.29, 0.92), (0.12, 0.89)])  # swinging doors
    pen.polygon(wood, [(0.48, 0.74), (0.31, 0.77), (0.31, 0.92), (0.48, 0.89)])


def _pawn_shop(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.4, spread=0.74)
    dark = scene.silhouette
    pen.rect(dark, (-0.5, 0.2, 1.8, 0.81))
    pen.rect(_lit(scene, 0.5), (-0.35, 0.55, 0.6, 0.3))
    pen.rect(_lit(scene, 0.5), (0.55, 0.55, 0.6, 0.3))
    for x in range(12):                                               # bars over the windows
        pen.line(dark, [(-0.35 + x * 0.14, 0.55), (-0.35 + x * 0.14, 0.85)], 0.012)
    _sign(pen, (-0.3, 0.28, 1.4, 0.18), (240, 200, 60), "PAWN", (30, 20, 10), frame=dark)
    for i, x in enumerate((0.3, 0.5, 0.7)):                            # the three balls
        pen.circle((220, 180, 70), (x, 0.05 + (i % 2) * 0.05), 0.07)
    pen.capsule(dark, (0.3, 0.05), (0.7, 0.05), 0.01)
    for x in (-0.45, 1.05):                                           # spikes and razor wire on the roof
        pen.line(dark, [(x, 0.2), (x + 0.2, 0.14), (x + 0.1, 0.1), (x + 0.25, 0.04)], 0.012)


def _stumps(scene: _Scene, side: int) -> None:
    """Petrified trunks standing and fallen: banded stone in reds and ochres, broken tops."""
    pen = _landmark_pen(scene, side, 0.2, 2.0, spread=0.5)
    dark = scene.silhouette
    bands = [mix(c, dark, 0.45) for c in ((170, 90, 70), (190, 140, 90), (140, 80, 90))]
    for x, w, top in ((0.0, 0.22, 0.35), (0.3, 0.3, 0.05), (0.7, 0.2, 0.5)):
        pen.polygon(bands[0], [(x, 1.0), (x, top + 0.06), (x + w * 0.3, top), (x + w * 0.55, top + 0.08),
                               (x + w * 0.8, top - 0.02), (x + w, top + 0.07), (x + w, 1.0)])
        y = top + 0.15
        k = 0
        while y < 0.98:
            pen.rect(bands[1 + k % 2], (x, y, w, 0.05))
            y += 0.14
            k += 1
        pen.line(darken(bands[0], 0.3), [(x + w * 0.6, top + 0.1), (x + w * 0.5, 0.9)], 0.012)
    pen.rect(bands[2], (-0.6, 0.86, 1.0, 0.14), radius=0.06)          # a fallen log
    pen.ellipse(lighten(bands[1], 0.2), (-0.66, 0.86, 0.1, 0.14))
    pen.rect(bands[0], (1.0, 0.9, 0.8, 0.1), radius=0.05)


def _overlook(scene: _Scene, side: int) -> None:
    """A railed viewpoint with a coin telescope over banded painted hills."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    for i, tint in enumerate(((190, 110, 110), (200, 150, 120), (150, 110, 140), (190, 100, 80))):
        color = mix(mix(tint, scene.sky_low, 0.15), scene.silhouette, 0.15 + i * 0.08)
        base = scene.horizon + 2 - i * height * 0.012
        pts = [(0, base)]
        for k in range(9):
            pts.append((width * k / 8, base - height * (0.05 + 0.05 * rng.random()) * (1.6 - i * 0.3)))
        pts.append((width, base))
        pygame.draw.polygon(canvas, color, pts)
    pen = _landmark_pen(scene, side, 0.2, 1.6, spread=0.5)
    dark = scene.silhouette
    pen.line(dark, [(-1.5, 0.5), (2.0, 0.5)], 0.035)
    pen.line(dark, [(-1.5, 0.72), (2.0, 0.72)], 0.025)
    for x in (-1.2, -0.6, 0.0, 0.6, 1.2, 1.8):
        pen.rect(dark, (x, 0.48, 0.05, 0.53))
    pen.capsule(dark, (0.3, 1.0), (0.3, 0.3), 0.04)                  # the telescope
    pen.capsule(dark, (0.1, 0.22), (0.55, 0.1), 0.08)


def _revival_tent(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.6, spread=0.76)
    canvas_c = _pale(scene, 0.5)
    stripe = mix((170, 50, 50), scene.silhouette, 0.35)
    pen.polygon(canvas_c, [(-0.7, 1.0), (-0.7, 0.55), (0.5, 0.05), (1.7, 0.55), (1.7, 1.0)])
    for i in range(5):
        x0 = -0.7 + i * 0.6
        pen.polygon(stripe, [(x0, 0.55), (x0 + 0.3, 0.55), (0.5 + (x0 + 0.15 - 0.5) * 0.1, 0.08)])
    pen.polygon(_lit(scene, 0.7), [(0.25, 1.0), (0.5, 0.55), (0.75, 1.0)])   # lit doorway
    pen.capsule(scene.silhouette, (0.5, 0.05), (0.5, -0.15), 0.015)
    pen.polygon(stripe, [(0.5, -0.15), (0.7, -0.1), (0.5, -0.05)])
    _sign(pen, (1.75, 0.6, 0.5, 0.14), _pale(scene, 0.6), "REPENT", (120, 20, 20))


def _freight_train(scene: _Scene, side: int) -> None:
    """A train stopped on a track crossing the picture behind the road end."""
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    u = 1 / 4.5 if scene.size == 1.0 else 1 / 30.0
    y = road.y(u)
    dark = scene.silhouette
    car_h = height * (0.07 if scene.size == 1.0 else 0.15)
    pygame.draw.rect(canvas, darken(dark, 0.2), pygame.Rect(0, y - height * 0.004, width, height * 0.008))
    colors = [(120, 60, 40), (80, 90, 110), (140, 110, 50), (90, 60, 60)]
    x = -width * 0.05 if side > 0 else width * 0.02
    loco_first = side < 0
    for i in range(7):
        car_w = car_h * 2.0
        color = mix(colors[i % 4], dark, 0.5)
        top = y - car_h * 1.1
        if (i == 0 and loco_first) or (i == 6 and not loco_first):
            pygame.draw.rect(canvas, dark, pygame.Rect(x, top - car_h * 0.1, car_w, car_h * 1.1), border_radius=3)
            pygame.draw.rect(canvas, _lit(scene), pygame.Rect(x + car_w * 0.1, top + car_h * 0.05,
                                                              car_w * 0.2, car_h * 0.25))
        else:
            pygame.draw.rect(canvas, color, pygame.Rect(x, top, car_w * 0.96, car_h))
            pygame.draw.line(canvas, darken(color, 0.3), (x + car_w * 0.48, top), (x + car_w * 0.48, top + car_h),
                             max(1, round(width * 0.004)))
        for wx in (0.15, 0.8):
            pygame.draw.circle(canvas, darken(dark, 0.4), (x + car_w * wx, y - car_h * 0.08), car_h * 0.12)
        x += car_w
    # the crossing sign by the road
    pen = _landmark_pen(scene, side, 0.18, 2.2, 0.55)
    pen.capsule(dark, (0.5, 1.0), (0.5, 0.1), 0.025)
    pen.line(_pale(scene, 0.65), [(0.25, 0.0), (0.75, 0.3)], 0.06)
    pen.line(_pale(scene, 0.65), [(0.75, 0.0), (0.25, 0.3)], 0.06)
    pen.circle((230, 40, 40), (0.35, 0.42), 0.06)
    pen.circle((230, 40, 40), (0.65, 0.42), 0.06)


def _rail_yard(scene: _Scene, side: int) -> None:
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    dark = scene.silhouette
    for depth in (2.6, 3.4, 4.6):                                     # tracks fanning across
        y = road.y(1 / depth)
        pygame.draw.line(canvas, darken(dark, 0.2), (0, y), (width, y), max(1, round(height * 0.006 / depth * 3)))
    _freight_train(scene, side)
    pen = _landmark_pen(scene, -side, 0.4, 3.0, 0.7)                  # a signal gantry
    pen.line(dark, [(-0.6, 1.0), (-0.6, 0.1), (1.6, 0.1), (1.6, 1.0)], 0.03)
    for x in (-0.2, 0.5, 1.2):
        pen.rect(dark, (x - 0.07, 0.12, 0.14, 0.22), radius=0.03)
        pen.circle((230, 60, 40) if x < 1 else (60, 230, 90), (x, 0.2), 0.04)


def _street_sign(scene: _Scene, side: int) -> None:
    dark = scene.silhouette
    corner = _landmark_pen(scene, side, 0.34, 3.2, 1.1)               # the corner building behind
    corner.rect(mix(dark, scene.sky_low, 0.15), (0.0, 0.1, 1.3, 0.91))
    _windows(corner, _lit(scene, 0.5), 0.05, 1.25, 0.25, 3, 0.2, 0.14)
    _windows(corner, _lit(scene, 0.5), 0.05, 1.25, 0.55, 3, 0.2, 0.14)
    pen = _landmark_pen(scene, side, 0.36, 1.8, spread=0.46)
    pen.capsule(dark, (0.5, 1.0), (0.5, 0.05), 0.022)
    green = mix((40, 120, 60), dark, 0.25)
    _sign(pen, (0.05, 0.02, 0.9, 0.12), green, "2ND ST", (240, 240, 230))
    _sign(pen, (0.15, 0.17, 0.7, 0.12), green, "ROUTE 66", (240, 240, 230))
    pen.rect(dark, (0.46, 0.45, 0.08, 0.12))                          # the traffic light box
    pen.rect(dark, (0.35, 0.4, 0.3, 0.26), radius=0.04)
    pen.circle((255, 80, 60), (0.5, 0.47), 0.035)
    pen.circle(darken(dark, 0.3), (0.5, 0.58), 0.035)


def _mine_headframe(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.44, 2.8, spread=0.7)
    dark = scene.silhouette
    pen.line(dark, [(0.2, 1.0), (0.42, 0.08)], 0.03)
    pen.line(dark, [(0.8, 1.0), (0.58, 0.08)], 0.03)
    pen.line(dark, [(0.95, 1.0), (0.5, 0.1)], 0.025)                  # the back brace
    for y in (0.3, 0.55, 0.8):
        x = 0.2 + (1.0 - y) * 0.24
        pen.line(dark, [(x, y), (1 - x, y)], 0.015)
    pen.circle(dark, (0.5, 0.08), 0.1, 0.02)                          # the sheave wheel
    pen.circle(dark, (0.5, 0.08), 0.02)
    pen.line(dark, [(0.5, 0.1), (0.5, 0.9)], 0.006)
    pen.rect(dark, (-0.7, 0.65, 0.7, 0.36))                            # hoist house
    pen.polygon(dark, [(-0.75, 0.66), (-0.35, 0.5), (0.05, 0.66)])
    pen.rect(mix((110, 70, 40), dark, 0.5), (1.0, 0.9, 0.4, 0.1))      # ore cart
    pen.circle(darken(dark, 0.3), (1.08, 1.0), 0.04)
    pen.circle(darken(dark, 0.3), (1.32, 1.0), 0.04)


def _bottle_tree(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.42, 2.4, spread=0.64)
    dark = scene.silhouette
    glass = [(60, 140, 230), (60, 200, 120), (230, 120, 60), (150, 220, 240)]
    pen.capsule(dark, (0.5, 1.0), (0.5, 0.15), 0.025)
    for i, y in enumerate((0.2, 0.35, 0.5, 0.65)):
        for s in (-1, 1):
            reach = 0.28 - i * 0.03
            tip = (0.5 + s * reach, y - 0.1)
            pen.line(dark, [(0.5, y), tip], 0.012)
            pen.rect(mix(glass[(i + (s > 0)) % 4], scene.sky_low, 0.25), (tip[0] - 0.025, tip[1] - 0.1, 0.05, 0.1),
                     radius=0.015)
    pen.rect(mix(glass[0], scene.sky_low, 0.25), (0.475, 0.02, 0.05, 0.12), radius=0.015)
    second = _landmark_pen(scene, side, 0.26, 3.6, 0.95)
    second.capsule(dark, (0.5, 1.0), (0.5, 0.2), 0.03)
    for s in (-1, 1):
        second.line(dark, [(0.5, 0.4), (0.5 + s * 0.25, 0.25)], 0.02)
        second.rect(mix(glass[2], scene.sky_low, 0.3), (0.5 + s * 0.25 - 0.03, 0.13, 0.06, 0.12))


def _car_pileup(scene: _Scene, side: int) -> None:
    """Cars piled across the lanes ahead, one on its roof."""
    pen, half, _ = _across(scene, 3.0, 0.07)
    dark = scene.silhouette
    reach = half / pen.scale
    rng = scene.rng
    colors = [(140, 50, 40), (70, 80, 110), (150, 140, 120), (60, 90, 60)]
    for i in range(5):
        x = 0.5 - reach * 1.1 + i * reach * 0.5 + rng.uniform(-0.3, 0.3)
        tilt = rng.uniform(-0.15, 0.15)
        _car(pen, mix(colors[i % 4], dark, 0.55), x, 1.0, 2.4, tilt, window=mix(scene.sky_low, dark, 0.4))
    _car(pen, mix(colors[1], dark, 0.6), 0.5 - reach * 0.3, 0.28, 2.2, 0.3)  # stacked on top
    layer = art.new_surface(pen.surface.get_size())
    smoke = Pen(layer, pen.scale, pen.origin)
    for i in range(8):
        smoke.circle(with_alpha(mix(dark, scene.sky_low, 0.45), 80 - i * 8), (0.7 + i * 0.2, -0.2 - i * 0.6),
                     0.4 + i * 0.2)
    pen.surface.blit(layer, (0, 0))


def _helicopter(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.22, 2.4, spread=0.7)
    dark = scene.silhouette
    olive = mix((80, 90, 60), dark, 0.55)
    pen.ellipse(olive, (-0.4, 0.35, 1.0, 0.45))
    pen.polygon(olive, [(0.5, 0.45), (1.6, 0.5), (1.6, 0.58), (0.5, 0.68)])
    pen.polygon(olive, [(1.5, 0.5), (1.7, 0.3), (1.75, 0.55)])
    pen.ellipse(mix(scene.sky_low, dark, 0.3), (-0.35, 0.42, 0.35, 0.2))
    pen.capsule(dark, (0.1, 0.35), (0.1, 0.22), 0.03)
    pen.line(dark, [(-0.9, 0.2), (1.1, 0.24)], 0.025)                 # the rotor
    pen.line(dark, [(-0.3, 0.8), (-0.3, 0.92)], 0.02)
    pen.line(dark, [(0.4, 0.8), (0.4, 0.92)], 0.02)
    pen.line(dark, [(-0.5, 0.92), (0.7, 0.92)], 0.025)
    pad = _landmark_pen(scene, side, 0.22, 2.2, 0.66)                  # the pad, the H and a beacon
    pad.ellipse(_pale(scene, 0.4), (-0.5, 0.94, 1.6, 0.12))
    _glow(pen, (255, 200, 80), (1.9, 0.85), 0.4, 80)
    pen.capsule(dark, (1.9, 1.0), (1.9, 0.85), 0.02)
    sand = mix((180, 160, 110), dark, 0.4)
    pen.ellipse(sand, (-1.4, 0.82, 0.5, 0.2))
    pen.ellipse(sand, (-1.2, 0.7, 0.4, 0.16))


def _houses(scene: _Scene, side: int) -> None:
    dark = scene.silhouette
    rng = scene.rng
    for depth, frac, spread in ((3.6, 0.14, 1.05), (2.9, 0.18, 0.82), (2.2, 0.24, 0.6)):
        pen = _landmark_pen(scene, side, frac, depth, spread)
        _house(pen, mix(dark, scene.sky_low, 0.1 * rng.random()), -0.3, 1.2, 0.5, 0.32, window=_lit(scene, 0.55))
        pen.rect(darken(dark, 0.2), (0.95, 0.65, 0.5, 0.36))            # garage
    mail = _landmark_pen(scene, side, 0.08, 1.6, 0.45)
    mail.capsule(dark, (0.5, 1.0), (0.5, 0.4), 0.04)
    mail.rect(dark, (0.3, 0.2, 0.5, 0.24), radius=0.1)


def _parade_float(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.34, 2.5, spread=0.74)
    dark = scene.silhouette
    petals = [(230, 90, 140), (250, 200, 70), (120, 180, 240), (240, 130, 60)]
    pen.rect(mix((200, 80, 120), dark, 0.5), (-0.6, 0.7, 1.8, 0.22), radius=0.05)  # the skirt
    for i in range(9):
        pen.circle(mix(petals[i % 4], dark, 0.4), (-0.55 + i * 0.21, 0.7), 0.08)
    pen.ellipse(mix((240, 200, 90), dark, 0.45), (-0.3, 0.0, 0.9, 0.72))   # a giant wilted sunflower
    pen.circle(mix((120, 70, 30), dark, 0.5), (0.15, 0.36), 0.16)
    pen.polygon(mix((240, 210, 200), dark, 0.4), [(0.7, 0.72), (0.75, 0.2), (1.05, 0.1), (1.15, 0.72)])  # a swan
    pen.circle(mix((240, 210, 200), dark, 0.4), (1.0, 0.1), 0.08)
    for wx in (-0.4, 1.0):
        pen.circle(darken(dark, 0.4), (wx, 0.94), 0.07)
    torn = _landmark_pen(scene, side, 0.2, 3.4, 0.98)                   # another one behind, toppled
    torn.polygon(mix(petals[2], dark, 0.5), [(-0.4, 1.0), (-0.2, 0.4), (0.6, 0.2), (1.2, 0.6), (1.3, 1.0)],
                 corner=0.05)


def _observatory(scene: _Scene, side: int) -> None:
    canvas = scene.canvas
    width, height = canvas.get_size()
    dark = scene.silhouette
    hill_c = mix(scene.silhouette, scene.sky_low, 0.2)
    cx = width * (0.5 + side * 0.28)
    top = scene.horizon - height * 0.1 * scene.size
    pygame.draw.polygon(canvas, hill_c, [(cx - width * 0.45, scene.horizon + 2), (cx - width * 0.12, top),
                                         (cx + width * 0.12, top), (cx + width * 0.45, scene.horizon + 2)])
    unit = height * 0.16 * scene.size
    pen = Pen(canvas, scale=unit, origin=(cx - unit * 0.5, top - unit))
    white = mix(_pale(scene, 0.6), dark, 0.72)
    pen.rect(white, (-0.4, 0.6, 1.8, 0.41))
    pen.circle(white, (0.5, 0.6), 0.42)
    pen.arc(scene.rim_light, (0.5, 0.6), 0.42, 190, 350, 0.02)
    pen.rect(dark, (0.45, 0.18, 0.1, 0.42))                            # the open slit
    pen.capsule(dark, (0.5, 0.4), (0.8, 0.05), 0.04)                   # the telescope inside
    for x in (-0.3, 1.3):
        pen.circle(white, (x, 0.62), 0.16)
    _windows(pen, _lit(scene, 0.6), -0.35, 1.35, 0.74, 5, 0.08, 0.12)


def _film_studio(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.32, 2.8, spread=0.78)
    dark = scene.silhouette
    hangar = mix(dark, scene.sky_low, 0.12)
    pen.rect(hangar, (-0.6, 0.35, 2.0, 0.66))
    pen.polygon(hangar, [(-0.62, 0.36), (0.4, 0.14), (1.42, 0.36)])
    _text(pen, "STAGE 9", (0.4, 0.5), 0.12, _pale(scene, 0.5))
    pen.rect(mix(scene.sky_low, dark, 0.55), (0.1, 0.62, 0.6, 0.39))
    cam = _landmark_pen(scene, -side, 0.2, 2.0, 0.55)                  # the old movie camera on legs
    cam.line(dark, [(0.2, 1.0), (0.5, 0.5), (0.8, 1.0)], 0.025)
    cam.line(dark, [(0.5, 0.5), (0.5, 1.0)], 0.02)
    cam.rect(dark, (0.25, 0.32, 0.55, 0.2), radius=0.03)
    cam.circle(dark, (0.35, 0.22), 0.11)
    cam.circle(dark, (0.65, 0.22), 0.11)
    cam.polygon(dark, [(0.8, 0.37), (1.0, 0.3), (1.0, 0.52), (0.8, 0.46)])
    for lamp_x in (1.6,):
        pen.line(dark, [(lamp_x, 1.0), (lamp_x, 0.2)], 0.02)
        pen.polygon(dark, [(lamp_x - 0.1, 0.1), (lamp_x + 0.1, 0.1), (lamp_x + 0.14, 0.3), (lamp_x - 0.14, 0.3)])
        _glow(pen, (255, 240, 200), (lamp_x, 0.32), 0.3, 70)


def _star_sidewalk(scene: _Scene, side: int) -> None:
    """Brass-edged pink stars set into the sidewalk beside the road."""
    road, canvas = scene.road, scene.canvas
    height = canvas.get_height()
    walk = mix((170, 150, 140), scene.sky_low, 0.25)
    pygame.draw.polygon(canvas, walk, [(road.edge(1.0, side, 1.12), road.y(1.0)),
                                       (road.edge(1.0, side, 2.6), road.y(1.0)),
                                       (road.edge(0.02, side, 2.6), road.y(0.02)),
                                       (road.edge(0.02, side, 1.12), road.y(0.02))])
    pink, brass = mix((220, 120, 130), scene.sky_low, 0.2), (220, 180, 80)
    depth = 1.15
    while depth < 9:
        u = 1 / depth
        cx, cy = road.edge(u, side, 1.85), road.y(u)
        r = height * 0.05 * u
        pts = []
        for k in range(10):
            a = math.radians(-90 + k * 36)
            rr = r if k % 2 == 0 else r * 0.45
            pts.append((cx + math.cos(a) * rr * 1.6, cy + math.sin(a) * rr * 0.5))
        pygame.draw.polygon(canvas, brass, pts)
        pygame.draw.polygon(canvas, pink, [((x - cx) * 0.8 + cx, (y - cy) * 0.8 + cy) for x, y in pts])
        depth *= 1.4
    pen = _landmark_pen(scene, side, 0.4, 3.0, 1.0)                    # a theatre front behind it
    dark = scene.silhouette
    pen.rect(dark, (-0.2, 0.2, 1.4, 0.81))
    pen.rect(dark, (0.2, 0.05, 0.6, 0.16))
    pen.rect(_lit(scene, 0.8), (0.0, 0.42, 1.0, 0.1))
    star = [(0.5 + math.cos(math.radians(-90 + k * 36)) * (0.22 if k % 2 == 0 else 0.09),
             0.02 + math.sin(math.radians(-90 + k * 36)) * (0.22 if k % 2 == 0 else 0.09)) for k in range(10)]
    _glow(pen, (255, 200, 120), (0.5, 0.02), 0.4, 60)
    pen.polygon((250, 200, 90), star)
    pen.polygon(mix((220, 120, 130), (250, 200, 90), 0.2), [(0.5 + (x - 0.5) * 0.7, 0.02 + (y - 0.02) * 0.7) for x, y in star])


def _hillside_letters(scene: _Scene, side: int) -> None:
    canvas = scene.canvas
    width, height = canvas.get_size()
    hill = mix(scene.silhouette, scene.sky_low, 0.3)
    rise = height * 0.2 * scene.size
    pts = [(0, scene.horizon + 2), (0, scene.horizon - rise * 0.5), (width * 0.3, scene.horizon - rise),
           (width * 0.6, scene.horizon - rise * 0.85), (width, scene.horizon - rise * 0.3), (width, scene.horizon + 2)]
    pygame.draw.polygon(canvas, hill, pts)
    letters = "HOLLYZOOD"
    white = mix((240, 240, 232), scene.sky_low, 0.2)
    font = art.get_font(_font_size(width * 0.1), bold=True)
    step = width * 0.86 / len(letters)
    for i, ch in enumerate(letters):
        glyph = font.render(ch, True, white)
        x = width * 0.07 + step * (i + 0.5) - glyph.get_width() / 2
        y = scene.horizon - rise * (0.6 + 0.15 * math.sin(i * 0.5)) - glyph.get_height() * 0.5
        canvas.blit(glyph, (x, y))


def _mansion(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.34, 2.8, spread=0.8)
    dark, lit = scene.silhouette, _lit(scene, 0.75)
    pen.rect(dark, (-0.6, 0.4, 2.2, 0.61))
    pen.rect(dark, (0.2, 0.15, 0.8, 0.3))
    pen.polygon(dark, [(0.15, 0.16), (0.6, -0.05), (1.05, 0.16)])
    for x in (-0.5, 1.2):
        pen.polygon(dark, [(x - 0.05, 0.41), (x + 0.15, 0.28), (x + 0.35, 0.41)])
    _windows(pen, lit, -0.55, 1.55, 0.5, 7, 0.14, 0.14)
    _windows(pen, lit, 0.25, 0.95, 0.22, 3, 0.12, 0.12)
    pen.rect(mix((60, 140, 200), scene.sky_low, 0.3), (-0.9, 0.95, 1.0, 0.06))  # the pool
    _glow(pen, (255, 120, 220), (0.6, 0.6), 0.6, 45)                   # party lights
    for i in range(6):
        pen.circle(((255, 80, 160), (80, 220, 255), (255, 230, 90))[i % 3], (-0.4 + i * 0.36, 0.38), 0.025)


def _interchange(scene: _Scene, side: int) -> None:
    """Stacked flyover ramps on pillars across the road."""
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    dark = scene.silhouette
    for level, (depth, clear) in enumerate(((2.8, 0.25), (3.4, 0.45), (4.4, 0.6), (5.6, 0.72))):
        u = 1 / depth
        gy = road.y(u)
        deck_y = gy - height * clear * u * 2.6 * scene.size
        thick = height * 0.03 * u * 2
        color = mix(dark, scene.sky_low, level * 0.12)
        sweep = (1 if level % 2 else -1) * height * 0.05
        pts = art.bezier_points((0, deck_y + sweep), (width * 0.5, deck_y - sweep), (width, deck_y + sweep), 16)
        art.polyline(canvas, color, pts, thick)
        for k in range(1, 5):
            px = width * k / 5 + (level * width * 0.05)
            py = pts[min(len(pts) - 1, round(px / width * 15))][1]
            if abs(px - road.center(u)) > road.half_width * u * 0.9:
                pygame.draw.rect(canvas, color, pygame.Rect(px - thick * 0.3, py, thick * 0.6, gy - py))
        art.polyline(canvas, scene.rim_light, [(x, y - thick * 0.5) for x, y in pts], max(1.0, height * 0.002))


def _concrete_channel(scene: _Scene, side: int) -> None:
    """The road runs down a concrete river channel: sloped grey walls, a trickle in the middle."""
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    concrete = mix((160, 156, 150), scene.sky_low, 0.3)
    for s in (-1, 1):
        pygame.draw.polygon(canvas, darken(concrete, 0.15 if s == side else 0.0), [
            (road.edge(1.0, s, 1.05), road.y(1.0)), (road.edge(0.0, s, 1.0), road.y(0.0)),
            (road.vanish_x + s * width * 0.35, scene.horizon - height * 0.02),
            (width if s > 0 else 0, road.y(0.55) - height * 0.2),
            (width if s > 0 else 0, road.y(1.0))])
        for k in range(6):
            u = 1 / (1.2 + k * 0.9)
            x0, y0 = road.edge(u, s, 1.1), road.y(u)
            x1 = width if s > 0 else 0
            art.polyline(canvas, darken(concrete, 0.3), [(x0, y0), (x1, y0 - (abs(x1 - x0)) * 0.55)],
                         max(1.0, height * 0.003))
    water = mix((90, 140, 160), scene.sky_low, 0.4)
    pygame.draw.polygon(canvas, water, [(road.edge(1.0, -1, 0.12), road.y(1.0)), (road.edge(0.0, 1, 0.1), road.y(0.0)),
                                        (road.edge(1.0, 1, 0.12), road.y(1.0))])


def _pier(scene: _Scene, side: int) -> None:
    """The ocean at the end of the road and a pier on pilings running out into it."""
    canvas = scene.canvas
    width, height = canvas.get_size()
    sea = mix((50, 90, 130), scene.sky_low, 0.35)
    sea_top = scene.horizon - height * 0.004
    pygame.draw.rect(canvas, sea, pygame.Rect(0, sea_top, width, height * 0.05))
    for k in range(4):
        y = sea_top + height * (0.008 + k * 0.011)
        pygame.draw.line(canvas, lighten(sea, 0.25), (width * 0.1 * k, y), (width * (0.5 + 0.1 * k), y),
                         max(1, round(height * 0.002)))
    dark = scene.silhouette
    deck_y = scene.horizon - height * 0.06 * scene.size
    x0 = width * (0.5 + side * 0.02)
    x1 = width * (0.5 + side * 0.55)
    pygame.draw.line(canvas, dark, (x0, deck_y), (x1, deck_y), max(2, round(height * 0.012)))
    for i in range(10):
        px = x0 + (x1 - x0) * i / 9
        pygame.draw.line(canvas, dark, (px, deck_y), (px, sea_top + height * 0.045), max(1, round(height * 0.006)))
    pygame.draw.line(canvas, dark, (x0, deck_y - height * 0.02), (x1, deck_y - height * 0.02),
                     max(1, round(height * 0.003)))
    unit = height * 0.2 * scene.size
    pen = Pen(canvas, scale=unit, origin=(x1 - unit * 0.5 - side * unit * 0.3, deck_y - unit))
    pen.rect(dark, (0.0, 0.45, 1.0, 0.56))                              # the bait shop at the end
    pen.polygon(dark, [(-0.08, 0.46), (0.5, 0.12), (1.08, 0.46)])
    pen.rect(_lit(scene, 0.6), (0.15, 0.6, 0.25, 0.18))
    pen.rect(_lit(scene, 0.6), (0.6, 0.6, 0.25, 0.18))
    gate = Pen(canvas, scale=unit, origin=(x0 - unit * 0.5, deck_y - unit))   # the arch over its start
    gate.capsule(dark, (0.0, 1.0), (0.0, 0.25), 0.04)
    gate.capsule(dark, (1.0, 1.0), (1.0, 0.25), 0.04)
    gate.line(dark, art.bezier_points((0.0, 0.3), (0.5, -0.05), (1.0, 0.3), 10), 0.06)
    _sign(gate, (0.1, 0.3, 0.8, 0.16), _pale(scene, 0.55), "END OF TRAIL", (60, 40, 30))


def _prison(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.4, 2.8, spread=0.74)
    dark = scene.silhouette
    wall = mix((140, 130, 120), dark, 0.6)
    pen.rect(wall, (-0.8, 0.6, 2.4, 0.41))
    pen.line(dark, [(-0.8, 0.58), (1.6, 0.58)], 0.015)
    for i in range(16):                                               # razor wire coils
        pen.circle(dark, (-0.75 + i * 0.15, 0.55), 0.04, 0.008)
    pen.rect(dark, (0.35, 0.05, 0.3, 0.96))                           # the guard tower
    pen.rect(dark, (0.25, 0.0, 0.5, 0.2))
    pen.polygon(dark, [(0.2, 0.01), (0.5, -0.12), (0.8, 0.01)])
    pen.rect(_lit(scene, 0.7), (0.3, 0.05, 0.4, 0.09))
    beam = art.new_surface(pen.surface.get_size())                     # the searchlight sweeping
    bp = Pen(beam, pen.scale, pen.origin)
    bp.polygon(with_alpha(_lit(scene, 0.9), 60), [(0.5, 0.09), (-1.2 * side + 0.5, -0.3), (-1.2 * side + 0.5, 0.2)])
    pen.surface.blit(beam, (0, 0))
    _windows(pen, dark, -0.7, 1.5, 0.72, 8, 0.04, 0.14)


def _mural(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.36, 2.3, spread=0.76)
    dark = scene.silhouette
    brick = mix((140, 70, 50), dark, 0.5)
    pen.rect(brick, (-0.7, 0.05, 2.2, 0.96))
    paint = [(230, 80, 90), (250, 190, 60), (70, 170, 220), (120, 200, 100)]
    for i, c in enumerate(paint):                                     # colourful painted bands and a big sun
        pen.polygon(mix(c, dark, 0.3), [(-0.65, 0.5 + i * 0.12), (1.45, 0.3 + i * 0.12), (1.45, 0.42 + i * 0.12),
                                        (-0.65, 0.62 + i * 0.12)])
    pen.circle(mix(paint[1], dark, 0.25), (0.1, 0.35), 0.2)
    pen.circle(mix(paint[0], dark, 0.3), (0.1, 0.35), 0.12)
    pen.rect(dark, (1.2, 0.05, 0.06, 0.96))                            # a drainpipe and a fire escape
    pen.line(dark, [(0.6, 0.2), (1.1, 0.2), (1.1, 0.24), (0.6, 0.24)], 0.015)
    pen.line(dark, [(0.65, 0.24), (0.95, 0.55)], 0.012)


def _capitol(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.42, 3.0, spread=0.78)
    dark = scene.silhouette
    stone = mix(_pale(scene, 0.5), dark, 0.62)
    pen.rect(stone, (-0.6, 0.55, 2.2, 0.36))
    for x in range(9):                                                 # the columns
        pen.rect(darken(stone, 0.3), (-0.5 + x * 0.24, 0.62, 0.06, 0.28))
    pen.polygon(stone, [(-0.1, 0.56), (0.5, 0.42), (1.1, 0.56)])
    pen.rect(stone, (0.2, 0.3, 0.6, 0.26))
    pen.circle(stone, (0.5, 0.3), 0.28)
    pen.rect(stone, (0.46, -0.08, 0.08, 0.12))
    _windows(pen, _lit(scene, 0.6), 0.25, 0.75, 0.38, 3, 0.06, 0.1)
    pen.rect(mix(scene.sky_low, stone, 0.55), (0.3, 0.2, 0.4, 0.03))
    for i in range(4):                                                 # the steps
        pen.rect(darken(stone, 0.1 + i * 0.05), (-0.7 - i * 0.05, 0.9 + i * 0.028, 2.4 + i * 0.1, 0.03))


def _road_sign(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.32, 1.9, spread=0.44)
    dark = scene.silhouette
    pen.capsule(dark, (0.35, 1.0), (0.35, 0.2), 0.025)
    pen.capsule(dark, (0.65, 1.0), (0.65, 0.2), 0.025)
    white = mix((240, 238, 228), scene.sky_low, 0.2)
    shield = [(0.15, 0.02), (0.85, 0.02), (0.85, 0.3), (0.5, 0.5), (0.15, 0.3)]
    pen.polygon(dark, [(x + (0.5 - x) * -0.08, y - 0.015) for x, y in shield])
    pen.polygon(white, shield)
    _text(pen, "MILE", (0.5, 0.12), 0.1, (30, 30, 30))
    _text(pen, "0", (0.5, 0.28), 0.18, (30, 30, 30))
    _sign(pen, (0.1, 0.55, 0.8, 0.1), mix((40, 110, 60), dark, 0.2), "BEGIN", (240, 240, 230))


def _truss_bridge(scene: _Scene, side: int) -> None:
    """A steel truss bridge the road runs onto, its frame bent out of true."""
    canvas, road = scene.canvas, scene.road
    height = canvas.get_height()
    dark = scene.silhouette
    near_u, far_u = 1 / 2.0, 1 / 6.0
    rise = 0.45 if scene.size == 1.0 else 1.2
    for s in (-1, 1):
        bottom = [(road.edge(u, s, 1.05), road.y(u)) for u in (near_u, far_u)]
        tops = []
        for k in range(7):
            u = near_u + (far_u - near_u) * k / 6
            lean = (1 if k in (2, 3) else 0) * s * height * 0.02 * u
            x, y = road.edge(u, s, 1.05), road.y(u)
            top = (x + lean, y - height * rise * u)
            art.capsule(canvas, dark, (x, y), top, max(1.0, height * 0.008 * u))
            tops.append((top, (x, y)))
        art.polyline(canvas, dark, [t for t, _ in tops], max(1.0, height * 0.01 * near_u))
        art.polyline(canvas, dark, bottom, max(1.0, height * 0.01 * near_u))
        for (t0, b0), (t1, b1) in zip(tops, tops[1:]):
            art.polyline(canvas, dark, [b0, t1], max(1.0, height * 0.005 * near_u))
    for k in range(1, 6):                                               # cross beams overhead
        u = near_u + (far_u - near_u) * k / 6
        y = road.y(u) - height * rise * u
        art.polyline(canvas, dark, [(road.edge(u, -1, 1.05), y), (road.edge(u, 1, 1.05), y + height * 0.01 * u)],
                     max(1.0, height * 0.006 * u))


def _gateway_arch(scene: _Scene, side: int) -> None:
    """A huge steel arch straddling the road, the city behind it."""
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    steel = mix((200, 200, 210), scene.sky_low, 0.45)
    u = 1 / 4.0
    foot_y = road.y(u)
    span = width * 0.38 * scene.size
    rise = height * 0.42 * scene.size
    cx = road.center(u)
    outer, inner = [], []
    for k in range(33):
        t = -1 + 2 * k / 32
        outer.append((cx + t * span, foot_y - rise * (1 - t * t) ** 0.8 * 1.0))
        inner.append((cx + t * span * 0.85, foot_y - rise * 0.93 * (1 - t * t) ** 0.8))
    pygame.draw.polygon(canvas, steel, outer + inner[::-1])
    art.polyline(canvas, darken(steel, 0.3), inner, max(1.0, width * 0.003))


def _arch_bridge(scene: _Scene, side: int) -> None:
    """A river across the way ahead and a steel arch bridge spanning it, the road running onto it."""
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    u = 1 / 5.0
    deck_y = road.y(u) - height * 0.02
    water = mix((60, 100, 130), scene.sky_low, 0.35)
    pygame.draw.rect(canvas, water, pygame.Rect(0, scene.horizon - 1, width, deck_y - scene.horizon + height * 0.02))
    dark = scene.silhouette
    pygame.draw.rect(canvas, dark, pygame.Rect(0, deck_y - height * 0.008, width, height * 0.016))
    for s, cx in ((-1, width * 0.2), (1, width * 0.8)):
        span, rise = width * 0.28, height * 0.13 * scene.size
        arch = [(cx + t * span, deck_y - rise * (1 - t * t)) for t in [k / 12 - 1 for k in range(25)]]
        art.polyline(canvas, dark, arch, max(2.0, height * 0.008))
        for x, y in arch[2:-2:2]:
            pygame.draw.line(canvas, dark, (x, y), (x, deck_y), max(1, round(height * 0.003)))
    art.polyline(canvas, scene.rim_light, [(0, deck_y - height * 0.008), (width, deck_y - height * 0.008)],
                 max(1.0, height * 0.002))


def _tram(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.14, 1.9, spread=0.6)
    dark = scene.silhouette
    stripe = (210, 70, 60)
    _sign(pen, (-0.9, -0.1, 1.6, 0.16), (240, 200, 70), "STUDIO TOURS", (60, 30, 20), frame=dark)
    for x in (-0.6, 0.5):
        pen.capsule(dark, (x, 0.06), (x, 0.12), 0.015)
    for i in range(2):
        x = -1.2 + i * 1.25
        pen.rect(dark, (x, 0.1, 1.15, 0.08), radius=0.03)              # the canopy
        pen.rect(mix(stripe, dark, 0.35), (x, 0.16, 1.15, 0.06))
        for px in (x + 0.05, x + 1.05):
            pen.rect(dark, (px, 0.2, 0.05, 0.45))
        pen.rect(mix(_pale(scene, 0.55), dark, 0.5), (x, 0.6, 1.15, 0.25), radius=0.03)
        for k in range(3):                                             # passengers (not all alive)
            pen.circle(dark, (x + 0.25 + k * 0.32, 0.52), 0.07)
        for wx in (x + 0.2, x + 0.95):
            pen.circle(darken(dark, 0.4), (wx, 0.9), 0.1)
    pen.line(dark, [(-0.05, 0.75), (0.05, 0.75)], 0.03)


# --- land forms and sky --------------------------------------------------------------
def _canyon(scene: _Scene, side: int) -> None:
    """Layered canyon walls stepping down on both sides of the horizon and a deep gorge."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    rock = mix((170, 80, 50), scene.silhouette, 0.35)
    gorge = mix(scene.silhouette, scene.sky_low, 0.15)
    pygame.draw.rect(canvas, gorge, pygame.Rect(0, scene.horizon - height * 0.01, width, height * 0.03))
    for s in (-1, 1):
        x = width * 0.5 + s * width * 0.08
        for step in range(4):
            top = scene.horizon - height * (0.06 + step * 0.07) * scene.size
            x_out = width * 0.5 + s * width * (0.12 + step * 0.12)
            color = mix(rock, scene.silhouette, step * 0.12) if s == side else darken(rock, 0.2 + step * 0.08)
            pts = [(x, scene.horizon + 2), (x + s * width * 0.03, top), (x_out, top - height * 0.01 * rng.random()),
                   (width if s > 0 else 0, top), (width if s > 0 else 0, scene.horizon + 2)]
            pygame.draw.polygon(canvas, color, pts)
            pygame.draw.line(canvas, lighten(color, 0.15), (x + s * width * 0.03, top), (x_out, top),
                             max(1, round(height * 0.003)))
            x = x_out


def _volcano(scene: _Scene, side: int) -> None:
    canvas = scene.canvas
    width, height = canvas.get_size()
    cone = mix((70, 50, 50), scene.sky_low, 0.3)
    cx = width * (0.5 + side * 0.22)
    rise = height * 0.22 * scene.size
    top = scene.horizon - rise
    pts = [(cx - width * 0.5, scene.horizon + 2), (cx - width * 0.09, top + rise * 0.05), (cx - width * 0.05, top),
           (cx + width * 0.05, top), (cx + width * 0.09, top + rise * 0.05), (cx + width * 0.5, scene.horizon + 2)]
    pygame.draw.polygon(canvas, cone, pts)
    pygame.draw.polygon(canvas, darken(cone, 0.25), [pts[3], pts[4], pts[5], (cx + width * 0.1, scene.horizon + 2)])
    for k in range(5):                                                   # lava-scar gullies
        x = cx + width * (-0.06 + k * 0.03)
        pygame.draw.line(canvas, darken(cone, 0.35), (x, top + rise * 0.1), (x + (x - cx) * 2.5, scene.horizon),
                         max(1, round(width * 0.004)))
    layer = art.new_surface((round(width * 0.3), round(rise)))
    for i in range(8):
        pygame.draw.circle(layer, with_alpha(mix(cone, scene.sky_low, 0.5), 70 - i * 7),
                           (layer.get_width() * (0.5 + i * 0.04), rise * (0.95 - i * 0.11)), width * (0.03 + i * 0.01))
    canvas.blit(layer, (cx - layer.get_width() * 0.5, top - rise * 0.95))


def _mountains(scene: _Scene, side: int) -> None:
    """Snow-capped peaks close behind a road that winds down towards the viewer."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    for layer_index, (tint, peak) in enumerate(((0.35, 0.3), (0.6, 0.2))):
        color = mix(scene.sky_low, scene.silhouette, tint)
        x, pts = -width * 0.1, [(0, scene.horizon + 2)]
        up = True
        while x < width * 1.1:
            y = scene.horizon - height * peak * scene.size * (rng.uniform(0.6, 1.0) if up else rng.uniform(0.2, 0.45))
            pts.append((x, y))
            x += width * rng.uniform(0.12, 0.2)
            up = not up
        pts.append((width, scene.horizon + 2))
        pygame.draw.polygon(canvas, color, pts)
        if layer_index == 0:
            snow_c = mix((240, 240, 250), scene.sky_low, 0.35)
            for (px, py), (nx, ny) in zip(pts[1:-1], pts[2:-1]):
                if py < ny:
                    d = height * 0.035
                    pygame.draw.polygon(canvas, snow_c, [(px, py), (px + d * 0.9, py + d), (px + d * 0.3, py + d * 0.8),
                                                         (px - d * 0.3, py + d * 0.9), (px - d * 0.9, py + d)])
    sign = _landmark_pen(scene, side, 0.18, 1.9, 0.46)
    dark = scene.silhouette
    sign.capsule(dark, (0.5, 1.0), (0.5, 0.3), 0.025)
    sign.polygon((230, 190, 40), [(0.5, -0.05), (0.85, 0.3), (0.5, 0.65), (0.15, 0.3)])
    sign.polygon((30, 30, 30), [(0.3, 0.42), (0.7, 0.18), (0.7, 0.42)])   # the steep-grade truck-on-slope mark


def _crater(scene: _Scene, side: int) -> None:
    canvas = scene.canvas
    width, height = canvas.get_size()
    rim = mix((150, 90, 60), scene.silhouette, 0.45)
    cx = width * (0.5 + side * 0.2)
    rise = height * 0.1 * scene.size
    pts = [(cx - width * 0.55, scene.horizon + 2), (cx - width * 0.3, scene.horizon - rise),
           (cx + width * 0.3, scene.horizon - rise * 1.1), (cx + width * 0.55, scene.horizon + 2)]
    pygame.draw.polygon(canvas, rim, pts)
    bowl = pygame.Rect(0, 0, width * 0.5, rise * 1.2)
    bowl.center = (round(cx), round(scene.horizon - rise * 0.45))
    pygame.draw.ellipse(canvas, darken(rim, 0.45), bowl)
    glow = mix((120, 255, 120), scene.sky_low, 0.4)
    pen = Pen(canvas, scale=rise, origin=(cx - rise * 0.5, scene.horizon - rise))
    _glow(pen, glow, (0.5, 0.5), 1.2, 70)
    smoke = art.new_surface((round(width * 0.4), round(scene.horizon)))   # smoke still rising from it
    for i in range(9):
        pygame.draw.circle(smoke, with_alpha(mix(scene.silhouette, scene.sky_low, 0.4), 110 - i * 9),
                           (smoke.get_width() * (0.5 + i * 0.03), smoke.get_height() * (0.95 - i * 0.1)),
                           width * (0.03 + i * 0.012))
    canvas.blit(smoke, (cx - smoke.get_width() / 2, scene.horizon - rise - smoke.get_height() * 0.95))


def _night(scene: _Scene, side: int) -> None:
    canvas, rng = scene.canvas, scene.rng
    width = canvas.get_width()
    shade = art.new_surface((width, round(scene.horizon)))
    shade.fill((10, 12, 40, 150))
    canvas.blit(shade, (0, 0))
    for _ in range(40):
        x, y = rng.uniform(0, width), rng.uniform(0, scene.horizon * 0.85) ** 1.0
        pygame.draw.circle(canvas, (240, 240, 255), (x, y), rng.choice((1, 1, 1.5, 2)))
    pen = Pen(canvas, scale=width * 0.1, origin=(width * (0.5 - side * 0.3), scene.horizon * 0.15))
    pen.circle((236, 232, 214), (0.0, 0.0), 0.45)
    pen.circle(mix((10, 12, 40), scene.sky_low, 0.3), (0.18, -0.06), 0.38)


def _storm(scene: _Scene, side: int) -> None:
    canvas, rng = scene.canvas, scene.rng
    width = canvas.get_width()
    cloud = mix(scene.silhouette, scene.sky_low, 0.35)
    layer = art.new_surface((width, round(scene.horizon)))
    for i in range(14):
        x = width * i / 13
        pygame.draw.circle(layer, with_alpha(cloud, 210), (x, scene.horizon * rng.uniform(0.05, 0.25)),
                           width * rng.uniform(0.1, 0.16))
    canvas.blit(layer, (0, 0))
    x, y = width * (0.5 - side * 0.3), scene.horizon * 0.25
    bolt = [(x, y)]
    while y < scene.horizon * 0.95:
        x += width * rng.uniform(-0.05, 0.05)
        y += scene.horizon * rng.uniform(0.08, 0.15)
        bolt.append((x, y))
    art.polyline(canvas, (255, 250, 220), bolt, max(1.0, width * 0.006))


def _tornado(scene: _Scene, side: int) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    color = mix(scene.silhouette, scene.sky_low, 0.15)
    base_x = width * (0.5 + side * 0.2)
    top_y = scene.horizon * 0.12
    layer = art.new_surface((width, round(scene.horizon) + 4))
    steps = 26
    for k in range(steps):
        t = k / (steps - 1)
        y = top_y + (scene.horizon - top_y) * t
        x = base_x + math.sin(t * 3.2) * width * 0.05 * (1 - t) + side * width * 0.06 * (1 - t) ** 2
        half = width * (0.035 + 0.26 * (1 - t) ** 2.2)
        pygame.draw.ellipse(layer, with_alpha(color, 235), pygame.Rect(x - half, y - height * 0.015, half * 2,
                                                                       height * 0.03))
    for _ in range(12):                                                  # debris whirling at its foot
        dx, dy = rng.uniform(-0.1, 0.1) * width, rng.uniform(-0.12, 0.0) * height
        pygame.draw.rect(layer, with_alpha(scene.silhouette, 230),
                         pygame.Rect(base_x + dx, scene.horizon + dy, width * 0.008, width * 0.005))
    canvas.blit(layer, (0, 0))


def _heat(scene: _Scene, side: int) -> None:
    """A huge white sun and heat shimmer rising off the land."""
    canvas = scene.canvas
    width, height = canvas.get_size()
    cx, cy = width * (0.5 + side * 0.15), scene.horizon * 0.45
    layer = art.new_surface(canvas.get_size())
    for i in range(5, 0, -1):
        pygame.draw.circle(layer, (255, 240, 200, 26), (cx, cy), width * 0.12 * (1 + i * 0.35))
    canvas.blit(layer, (0, 0))
    pygame.draw.circle(canvas, (255, 250, 235), (cx, cy), width * 0.12)
    wave_c = with_alpha(mix(scene.sky_low, (255, 250, 230), 0.5), 110)
    wave = art.new_surface((width, round(height * 0.08)))
    for row in range(5):
        y = wave.get_height() * (0.15 + row * 0.17)
        pts = [(x, y + math.sin(x / width * 40 + row) * height * 0.004) for x in range(0, width + 8, 8)]
        art.polyline(wave, wave_c, pts, max(1.0, height * 0.003))
    canvas.blit(wave, (0, scene.horizon - height * 0.06))


def _fire(scene: _Scene, side: int) -> None:
    """A burning forest ridge: pine silhouettes against flames, smoke and a red glow."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    glow = art.vertical_gradient((width, round(scene.horizon * 0.6)),
                                 [(0.0, (255, 90, 20, 0)), (1.0, (255, 110, 30, 170))])
    canvas.blit(glow, (0, scene.horizon * 0.4 + 2))
    flame_c, core = (255, 120, 30), (255, 210, 90)
    tree_c = scene.silhouette
    x = -width * 0.02
    while x < width * 1.02:
        h = height * rng.uniform(0.12, 0.24) * scene.size
        base = scene.horizon + 2
        if rng.random() < 0.7:
            pygame.draw.polygon(canvas, flame_c, [(x - h * 0.3, base), (x + rng.uniform(-0.1, 0.1) * h, base - h * 1.3),
                                                  (x + h * 0.3, base)])
            pygame.draw.polygon(canvas, core, [(x - h * 0.12, base), (x, base - h * 0.7), (x + h * 0.12, base)])
        pygame.draw.polygon(canvas, tree_c, [(x - h * 0.22, base), (x, base - h), (x + h * 0.22, base)])
        x += width * rng.uniform(0.03, 0.07)
    layer = art.new_surface((width, round(scene.horizon)))
    for i in range(10):
        pygame.draw.circle(layer, with_alpha(mix(scene.silhouette, (120, 60, 50), 0.5), 90),
                           (width * (0.2 + i * 0.07), scene.horizon * (0.7 - i * 0.06)), width * (0.06 + i * 0.012))
    canvas.blit(layer, (0, 0))


def _dust(scene: _Scene, side: int) -> None:
    """A wall of dust rolling over the land and a brown haze over everything."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    dust = mix((190, 140, 90), scene.sky_low, 0.3)
    haze = art.vertical_gradient((width, height), [(0.0, with_alpha(dust, 60)), (0.4, with_alpha(dust, 130)),
                                                   (0.6, with_alpha(dust, 100)), (1.0, with_alpha(dust, 40))])
    canvas.blit(haze, (0, 0))
    layer = art.new_surface((width, round(scene.horizon * 0.8)))
    for i in range(16):
        pygame.draw.circle(layer, with_alpha(darken(dust, 0.15), 170),
                           (width * i / 15, layer.get_height() * rng.uniform(0.55, 0.8)), width * rng.uniform(0.08, 0.14))
    canvas.blit(layer, (0, scene.horizon * 0.35))


def _flood(scene: _Scene, side: int) -> None:
    """Brown flood water over the road, ripples and debris in it."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    width, height = canvas.get_size()
    water_c = mix((120, 100, 70), scene.sky_low, 0.3)
    top = road.y(1 / 3.0)
    layer = art.vertical_gradient((width, round(height - top)), [(0.0, with_alpha(water_c, 215)),
                                                                (1.0, with_alpha(darken(water_c, 0.2), 235))])
    canvas.blit(layer, (0, top))
    shine = lighten(water_c, 0.3)
    for _ in range(14):
        y = rng.uniform(top + 4, height)
        x = rng.uniform(0, width)
        length = width * rng.uniform(0.05, 0.15) * (y - top) / (height - top)
        pygame.draw.line(canvas, shine, (x, y), (x + length, y), max(1, round(height * 0.003)))
    pen = _landmark_pen(scene, side, 0.12, 2.4, 0.6)                    # a car roof and a sign sticking out
    _car(pen, scene.silhouette, -0.6, 1.15, 1.8, 0.0, window=mix(scene.sky_low, scene.silhouette, 0.4))
    sign = _landmark_pen(scene, -side, 0.26, 2.0, 0.5)
    sign.capsule(scene.silhouette, (0.5, 1.0), (0.5, 0.3), 0.025)
    sign.polygon((230, 190, 40), [(0.5, 0.0), (0.82, 0.32), (0.5, 0.64), (0.18, 0.32)])
    _text(sign, "FLOOD", (0.5, 0.32), 0.1, (30, 30, 30))


def _oasis(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.16, 2.4, spread=0.72)
    water = mix((70, 150, 170), scene.sky_low, 0.3)
    pen.ellipse(water, (-1.2, 0.8, 3.2, 0.4))
    pen.ellipse(lighten(water, 0.25), (-0.8, 0.88, 1.6, 0.06))
    rng = scene.rng
    for depth, frac, spread in ((3.0, 0.3, 0.95), (2.3, 0.4, 0.68)):
        _palm(_landmark_pen(scene, side, frac, depth, spread), scene.silhouette,
              rng.uniform(0.06, 0.16) * -side, rng)


# name -> element; the older landmarks keep their own drawers
_NEW: dict[str, Element] = {
    "church": Element(_church, "near"),
    "diner": Element(_diner, "near"),
    "gas_station": Element(_gas_station, "near"),
    "school_bus": Element(_school_bus, "near"),
    "barn": Element(_barn, "near"),
    "fence": Element(_fence, "near"),
    "cave": Element(_cave, "near"),
    "drive_in": Element(_drive_in, "near"),
    "pharmacy": Element(_pharmacy, "near"),
    "teepee": Element(_teepee, "near"),
    "trading_post": Element(_trading_post, "near"),
    "big_rig": Element(_big_rig, "near"),
    "ferris_wheel": Element(_ferris_wheel, "near"),
    "roadblock": Element(_roadblock, "near"),
    "patrol_car": Element(_patrol_car, "near"),
    "oil_derrick": Element(_oil_derrick, "near"),
    "whale": Element(_whale, "near"),
    "cattle": Element(_cattle, "near"),
    "buried_cars": Element(_buried_cars, "near"),
    "steak_sign": Element(_steak_sign, "near"),
    "grain_elevator": Element(_grain_elevator, "near"),
    "neon_motel": Element(_neon_motel, "near"),
    "trailer": Element(_trailer, "near"),
    "snake": Element(_snake, "near"),
    "fuel_tanks": Element(_fuel_tanks, "near"),
    "garage": Element(_garage, "near"),
    "adobe": Element(_adobe, "near"),
    "lab_dome": Element(_lab_dome, "near"),
    "checkpoint": Element(_checkpoint, "near"),
    "saloon": Element(_saloon, "near"),
    "pawn_shop": Element(_pawn_shop, "near"),
    "stumps": Element(_stumps, "near"),
    "overlook": Element(_overlook, "near"),
    "revival_tent": Element(_revival_tent, "near"),
    "freight_train": Element(_freight_train, "near"),
    "rail_yard": Element(_rail_yard, "near"),
    "street_sign": Element(_street_sign, "near"),
    "mine_headframe": Element(_mine_headframe, "near"),
    "bottle_tree": Element(_bottle_tree, "near"),
    "car_pileup": Element(_car_pileup, "near"),
    "helicopter": Element(_helicopter, "near"),
    "houses": Element(_houses, "near"),
    "parade_float": Element(_parade_float, "near"),
    "film_studio": Element(_film_studio, "near"),
    "star_sidewalk": Element(_star_sidewalk, "near"),
    "mansion": Element(_mansion, "near"),
    "interchange": Element(_interchange, "near"),
    "concrete_channel": Element(_concrete_channel, "near"),
    "prison": Element(_prison, "near"),
    "mural": Element(_mural, "near"),
    "capitol": Element(_capitol, "near"),
    "road_sign": Element(_road_sign, "near"),
    "truss_bridge": Element(_truss_bridge, "near"),
    "oasis": Element(_oasis, "near"),
    "tram": Element(_tram, "near"),
    "arch_bridge": Element(_arch_bridge, "far"),
    "gateway_arch": Element(_gateway_arch, "far"),
    "observatory": Element(_observatory, "far"),
    "hillside_letters": Element(_hillside_letters, "far"),
    "pier": Element(_pier, "far"),
    "canyon": Element(_canyon, "far"),
    "volcano": Element(_volcano, "far"),
    "mountains": Element(_mountains, "far"),
    "crater": Element(_crater, "far"),
    "night": Element(_night, "sky"),
    "storm": Element(_storm, "sky"),
    "tornado": Element(_tornado, "sky"),
    "heat": Element(_heat, "sky"),
    "fire": Element(_fire, "far"),
    "dust": Element(_dust, "overlay"),
    "flood": Element(_flood, "overlay"),
}

# how each near element stands as a main subject (Hero: top, x0, x1, height_frac, depth, spread)
_HEROES: dict[str, Hero] = {
    "church": Hero(-0.14, -0.6, 0.72, 0.42, 2.6, 0.72),
    "diner": Hero(-0.07, -0.6, 1.3, 0.26, 2.3, 0.72),
    "gas_station": Hero(0.05, -0.7, 1.55, 0.3, 2.2, 0.74),
    "school_bus": Hero(0.3, 0.2, 1.9, 0.2, 1.9, 0.62),
    "barn": Hero(0.05, -0.2, 1.65, 0.36, 2.7, 0.74),
    "cave": Hero(-0.15, -0.6, 1.65, 0.36, 2.7, 0.78),
    "drive_in": Hero(0.0, -0.5, 1.5, 0.38, 3.0, 0.8),
    "pharmacy": Hero(-0.12, -0.55, 1.35, 0.3, 2.4, 0.74),
    "teepee": Hero(-0.05, 0.0, 1.0, 0.36, 2.4, 0.62),
    "trading_post": Hero(0.05, -0.6, 1.4, 0.3, 2.4, 0.76),
    "big_rig": Hero(-0.1, -1.1, 1.6, 0.24, 2.0, 0.64),
    "ferris_wheel": Hero(0.03, 0.05, 0.95, 0.46, 3.0, 0.7),
    "patrol_car": Hero(-0.3, -1.0, 2.0, 0.1, 1.8, 0.56),
    "oil_derrick": Hero(-0.04, 0.2, 0.8, 0.46, 2.6, 0.62),
    "whale": Hero(0.15, -0.9, 1.7, 0.22, 2.3, 0.72),
    "cattle": Hero(0.3, -1.2, 1.0, 0.15, 2.2, 0.5),
    "buried_cars": Hero(0.05, -0.6, 1.2, 0.26, 2.4, 0.6),
    "steak_sign": Hero(0.0, -0.15, 1.15, 0.42, 2.6, 0.66),
    "grain_elevator": Hero(-0.08, -0.2, 1.6, 0.5, 3.0, 0.7),
    "neon_motel": Hero(0.02, 0.18, 0.82, 0.42, 2.0, 0.5),
    "trailer": Hero(0.2, -1.4, 1.6, 0.14, 2.4, 0.6),
    "snake": Hero(0.1, 0.0, 1.2, 0.28, 2.8, 0.9),
    "fuel_tanks": Hero(0.15, -0.6, 2.1, 0.24, 2.7, 0.78),
    "garage": Hero(0.1, -0.6, 1.5, 0.32, 2.5, 0.76),
    "adobe": Hero(-0.12, -0.5, 1.3, 0.28, 2.4, 0.7),
    "lab_dome": Hero(0.0, -0.5, 1.5, 0.3, 2.8, 0.76),
    "checkpoint": Hero(0.08, 0.1, 0.9, 0.22, 2.1, 0.55),
    "saloon": Hero(-0.02, -0.6, 1.2, 0.34, 2.5, 0.76),
    "pawn_shop": Hero(-0.02, -0.5, 1.3, 0.3, 2.4, 0.74),
    "stumps": Hero(0.2, 0.1, 0.9, 0.2, 2.0, 0.5),
    "revival_tent": Hero(-0.15, -0.7, 2.25, 0.3, 2.6, 0.76),
    "rail_yard": Hero(0.1, -0.6, 1.6, 0.4, 3.0, 0.7),
    "street_sign": Hero(0.02, 0.05, 0.95, 0.36, 1.8, 0.46),
    "mine_headframe": Hero(-0.02, -0.75, 1.4, 0.44, 2.8, 0.7),
    "bottle_tree": Hero(0.0, 0.2, 0.8, 0.42, 2.4, 0.64),
    "helicopter": Hero(0.2, -0.9, 1.9, 0.22, 2.4, 0.7),
    "houses": Hero(0.15, -0.4, 1.45, 0.24, 2.2, 0.6),
    "parade_float": Hero(0.0, -0.6, 1.2, 0.34, 2.5, 0.74),
    "film_studio": Hero(0.14, -0.6, 1.7, 0.32, 2.8, 0.78),
    "star_sidewalk": Hero(-0.2, -0.2, 1.2, 0.4, 3.0, 1.0),
    "mansion": Hero(-0.05, -0.9, 1.6, 0.34, 2.8, 0.8),
    "prison": Hero(-0.12, -0.8, 1.6, 0.4, 2.8, 0.74),
    "mural": Hero(0.05, -0.7, 1.5, 0.36, 2.3, 0.76),
    "capitol": Hero(-0.08, -0.75, 1.75, 0.42, 3.0, 0.78),
    "road_sign": Hero(0.0, 0.1, 0.9, 0.32, 1.9, 0.44),
    "tram": Hero(-0.1, -1.2, 1.3, 0.14, 1.9, 0.6),
    "oasis": Hero(0.0, -0.3, 1.3, 0.4, 2.3, 0.68),
    "billboard": Hero(0.08, -0.25, 1.15, 0.2, 2.6, 0.62),
    "motel_sign": Hero(0.0, 0.05, 0.98, 0.3, 2.3, 0.58),
    "gas_pump": Hero(-0.01, 0.28, 0.98, 0.3, 1.9, 0.55),
    "water_tower": Hero(0.0, 0.1, 0.9, 0.3, 3.2, 0.62),
    "cactus": Hero(0.05, 0.2, 0.8, 0.36, 1.8, 0.4),
    "palm_trees": Hero(0.0, 0.1, 0.9, 0.38, 2.2, 0.72),
    "wrecked_car": Hero(-0.3, -0.4, 1.5, 0.14, 2.2, 0.42),
    "windmill": Hero(0.0, 0.3, 0.85, 0.34, 2.8, 0.62),
    "radio_tower": Hero(-0.05, 0.05, 0.95, 0.48, 3.4, 0.7),
}
# across the road: a main subject there uses _across's horizon placement
_ACROSS = ("roadblock", "car_pileup")

ELEMENTS: dict[str, Element] = {
    name: element._replace(hero=_HEROES.get(name)) if element.layer == "near" else element
    for name, element in {
        **{name: Element(draw, "far" if is_far else "near") for name, (draw, is_far) in _LANDMARKS.items()},
        **_NEW,
    }.items()
}
if set(ELEMENTS) != set(ART_ELEMENTS):  # the content schema and the drawings must agree
    raise RuntimeError(f"card art elements out of step with effects.ART_ELEMENTS: "
                       f"{sorted(set(ELEMENTS) ^ set(ART_ELEMENTS))}")

__all__ = ["ELEMENTS", "Element", "Hero"]
