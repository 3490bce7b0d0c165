"""The landmarks of the Hit Z Road roadside scenes: billboard, motel sign, gas pump, water
tower, mesa, cactus, bridge, palm trees, city skyline, wrecked car, windmill, radio tower.

Each draws a silhouette in "landmark units": a Pen whose unit is the landmark's height,
with x=0.5 on its centre line and y=1 on the ground. ``landmark_for`` says which one a
card's scene shows (from the card id's stable seed).
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Callable

import pygame

from ....ui import art
from ....ui.art import Pen, darken, mix, with_alpha
from .fields import _seed

if TYPE_CHECKING:
    from .scene import _Scene


def _landmark_pen(scene: _Scene, side: int, height_frac: float, depth: float, spread: float = 0.62) -> Pen:
    road, canvas = scene.road, scene.canvas
    size, push = getattr(scene, "size", 1.0), getattr(scene, "depth", 1.0)
    u = 1 / (depth * push)
    height = canvas.get_height() * height_frac * size
    center_x = road.edge(u, side, 1.0) + side * canvas.get_width() * (spread - 0.5) * 0.6
    if size != 1.0:  # a card's composed element (not an old id-hash landmark): keep it on the card
        width = canvas.get_width()
        center_x = max(width * 0.2, min(width * 0.8, center_x))
    base_y = road.y(u)
    origin = (center_x - height * 0.5, base_y - height)
    hero = getattr(scene, "hero", None)
    if hero is not None:  # a card's main subject, moved and scaled as a whole (scene._hero)
        k, ax, ay, tx, ty = hero
        return Pen(canvas, scale=height * k, origin=(tx + k * (origin[0] - ax), ty + k * (origin[1] - ay)))
    return Pen(canvas, scale=height, origin=origin)


def _faded_text(pen: Pen, message: str, center: tuple[float, float], height: float, color) -> None:
    size = max(4, round(pen.len(height)))
    rendered = art.get_font(size).render(message, True, color[:3])
    cx, cy = pen.pt(*center)
    pen.surface.blit(rendered, rendered.get_rect(center=(round(cx), round(cy))))


_BILLBOARD_SLOGANS = (
    "LAST GAS 80 MI",
    "EAT HERE",
    "FRESH PIE",
    "DRIVE SAFE",
    "ROADSIDE ZOO",
    "SUNSET RANCH",
    "CASINO 12 MI",
    "WELCOME",
    "STAY ALIVE",
)


def _landmark_billboard(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.2, 2.6)
    dark, rng = scene.silhouette, scene.rng
    for x in (0.05, 0.45, 0.85):
        pen.capsule(dark, (x, 1.0), (x, 0.4), 0.025)
    pen.line(dark, [(0.05, 0.9), (0.45, 0.62), (0.85, 0.9)], 0.015)
    pen.rect(dark, (-0.25, 0.08, 1.4, 0.42), radius=0.02)
    poster = mix(scene.sky_low, (226, 214, 186), 0.55)
    pen.rect(poster, (-0.21, 0.12, 1.32, 0.34))
    pen.rect(mix(poster, (170, 50, 40), 0.6), (-0.21, 0.12, 1.32, 0.1))
    _faded_text(pen, rng.choice(_BILLBOARD_SLOGANS), (0.45, 0.32), 0.13, mix(poster, (40, 30, 30), 0.75))
    # A torn corner of the poster flapping in the wind.
    pen.polygon(dark, [(0.9, 0.12), (1.11, 0.12), (1.11, 0.3), (1.02, 0.26)])
    pen.line(dark, [(-0.25, 0.55), (1.15, 0.55)], 0.02)


def _landmark_motel_sign(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.3, spread=0.58)
    dark, rng = scene.silhouette, scene.rng
    pen.capsule(dark, (0.5, 1.0), (0.5, 0.2), 0.035)
    pen.rect(dark, (0.1, 0.0, 0.8, 0.34), radius=0.05)
    neon = (255, 80, 90)
    glow = art.new_surface(pen.surface.get_size())
    glow_pen = Pen(glow, pen.scale, pen.origin)
    glow_pen.rect(with_alpha(neon, 60), (0.13, 0.03, 0.74, 0.28), radius=0.04)
    pen.surface.blit(glow, (0, 0))
    _faded_text(pen, "MOTEL", (0.5, 0.17), 0.17, neon)
    arrow = [(0.05, 0.38), (0.8, 0.38), (0.98, 0.47), (0.8, 0.56), (0.05, 0.56)]
    pen.polygon(dark, arrow, corner=0.02)
    bulb = (255, 214, 120)
    for i in range(8):
        if rng.random() < 0.75:  # some bulbs are dead
            pen.circle(bulb, (0.12 + i * 0.095, 0.47), 0.02)
    _faded_text(pen, rng.choice(("VACANCY", "NO VACANCY", "OPEN")), (0.5, 0.64), 0.07, (140, 240, 150))


def _landmark_gas_pump(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 1.9, spread=0.55)
    dark, rim = scene.silhouette, scene.rim_light
    body = [(0.28, 1.0), (0.28, 0.3), (0.34, 0.24), (0.66, 0.24), (0.72, 0.3), (0.72, 1.0)]
    pen.polygon(dark, body, corner=0.02)
    pen.line(rim, [(0.72, 0.3), (0.72, 0.98)], 0.012)
    pen.circle(dark, (0.5, 0.13), 0.14)
    pen.circle(mix(scene.sky_low, (255, 240, 210), 0.5), (0.5, 0.13), 0.11)  # the glass globe
    _faded_text(pen, "GAS", (0.5, 0.13), 0.09, (180, 40, 30))
    pen.circle(mix(scene.sky_low, (240, 230, 200), 0.3), (0.5, 0.44), 0.1)  # the meter dial
    pen.line(dark, [(0.5, 0.44), (0.56, 0.39)], 0.015)
    pen.rect(mix(scene.sky_low, dark, 0.6), (0.36, 0.6, 0.28, 0.1))
    hose = (
        art.bezier_points((0.72, 0.5), (0.98, 0.62), (0.86, 0.94))
        + art.bezier_points((0.86, 0.94), (0.8, 1.0), (0.76, 0.8))[1:]
    )
    pen.line(dark, hose, 0.03)
    pen.rect(dark, (0.72, 0.72, 0.1, 0.12), radius=0.02)


def _landmark_water_tower(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 3.2)
    dark, rim = scene.silhouette, scene.rim_light
    for top, bottom in (
        ((0.26, 0.46), (0.12, 1.0)),
        ((0.74, 0.46), (0.88, 1.0)),
        ((0.42, 0.46), (0.38, 1.0)),
        ((0.58, 0.46), (0.62, 1.0)),
    ):
        pen.line(dark, [top, bottom], 0.025)
    for y0, y1 in ((0.5, 0.74), (0.74, 0.98)):
        pen.line(dark, [(0.24 - (y0 - 0.46) * 0.25, y0), (0.86 - (1 - y1) * 0.25, y1)], 0.012)
        pen.line(dark, [(0.76 + (y0 - 0.46) * 0.25, y0), (0.14 + (1 - y1) * 0.25, y1)], 0.012)
    pen.rect(dark, (0.18, 0.16, 0.64, 0.3), radius=0.03)
    pen.polygon(dark, [(0.14, 0.18), (0.5, 0.0), (0.86, 0.18)], corner=0.01)
    pen.line(dark, [(0.1, 0.46), (0.9, 0.46)], 0.02)
    pen.line(rim, [(0.8, 0.18), (0.8, 0.44)], 0.012)
    _faded_text(
        pen,
        scene.rng.choice(("DRY CREEK", "PARADISE", "HOPE", "RED ROCK")),
        (0.5, 0.31),
        0.08,
        mix(dark, scene.sky_low, 0.35),
    )


def _landmark_mesa(scene: _Scene, side: int) -> None:
    """A flat-topped butte on the horizon: sheer cliffs over scree slopes."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    rock = mix((156, 80, 50), scene.sky_low, 0.35)
    horizon = scene.horizon + 1

    def butte(center: float, half: float, rise: float, color) -> None:
        top, foot = horizon - rise, horizon - rise * 0.3
        outline = [(center - half * 1.6, horizon), (center - half * 1.08, foot), (center - half, top + rise * 0.04)]
        x = center - half * 0.92
        while x < center + half * 0.9:
            outline.append((x, top + rng.uniform(-0.02, 0.04) * rise))
            x += half * rng.uniform(0.12, 0.25)
        outline += [(center + half, top + rise * 0.05), (center + half * 1.08, foot), (center + half * 1.6, horizon)]
        pygame.draw.polygon(canvas, color, outline)
        # The cliff face turned away from the light, and its scree below.
        shade = [
            (center + half * 0.72, top + rise * 0.03),
            (center + half, top + rise * 0.05),
            (center + half * 1.08, foot),
            (center + half * 1.6, horizon),
            (center + half * 0.95, horizon),
            (center + half * 0.8, foot),
        ]
        pygame.draw.polygon(canvas, darken(color, 0.28), shade)
        for i in range(1, 4):
            y = top + (foot - top) * i / 4
            pygame.draw.line(
                canvas,
                darken(color, 0.15),
                (center - half * 0.98, y),
                (center + half * 0.74, y),
                max(1, round(height * 0.003)),
            )

    center = width * (0.5 + side * rng.uniform(0.2, 0.3))
    half = width * rng.uniform(0.12, 0.16)
    butte(center - side * half * 2.6, half * 0.4, height * 0.06, mix(rock, scene.sky_low, 0.35))
    butte(center, half, height * rng.uniform(0.15, 0.19), rock)


def _saguaro(pen: Pen, color, rim, flip: int) -> None:
    def x(value: float) -> float:
        return 0.5 + flip * (value - 0.5)

    pen.capsule(color, (x(0.5), 1.0), (x(0.5), 0.08), 0.085)
    pen.capsule(color, (x(0.5), 0.58), (x(0.27), 0.58), 0.06)
    pen.capsule(color, (x(0.27), 0.58), (x(0.27), 0.3), 0.06)
    pen.capsule(color, (x(0.5), 0.46), (x(0.72), 0.46), 0.055)
    pen.capsule(color, (x(0.72), 0.46), (x(0.72), 0.2), 0.055)
    pen.line(rim, [(x(0.55), 0.12), (x(0.55), 0.96)], 0.012)


def _landmark_cactus(scene: _Scene, side: int) -> None:
    dark = mix((36, 58, 34), scene.silhouette, 0.5)
    far = mix(dark, scene.sky_low, 0.3)
    for depth, height_frac, spread in ((5.0, 0.1, 0.95), (3.5, 0.14, 0.7)):
        _saguaro(_landmark_pen(scene, side, height_frac, depth, spread), far, far, scene.rng.choice((-1, 1)))
    _saguaro(_landmark_pen(scene, side, 0.36, 1.8, spread=0.4), dark, scene.rim_light, -side)


def _landmark_bridge(scene: _Scene, side: int) -> None:
    """A collapsed overpass across the road."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    width, height = canvas.get_size()
    dark = scene.silhouette
    u = 1 / rng.uniform(2.6, 3.4)
    ground_y = road.y(u)
    clearance = height * 0.55 * u * (1.0 if getattr(scene, "size", 1.0) == 1.0 else 1.9)
    deck = height * 0.2 * u
    deck_top = ground_y - clearance - deck
    for s in (-1, 1):
        x = road.edge(u, s, 1.25)
        pygame.draw.rect(canvas, dark, pygame.Rect(x - deck * 0.45, deck_top, deck * 0.9, clearance + deck))
    gap_center = road.center(u) + road.half_width * u * rng.uniform(-0.3, 0.3)
    gap = road.half_width * u * 0.5
    jag = deck * 0.6
    left = [
        (0, deck_top),
        (gap_center - gap, deck_top),
        (gap_center - gap + jag * 0.4, deck_top + deck * 0.5),
        (gap_center - gap - jag * 0.3, deck_top + deck),
        (0, deck_top + deck),
    ]
    right = [
        (width, deck_top),
        (gap_center + gap, deck_top),
        (gap_center + gap - jag * 0.5, deck_top + deck * 0.4),
        (gap_center + gap + jag * 0.2, deck_top + deck),
        (width, deck_top + deck),
    ]
    for part in (left, right):
        pygame.draw.polygon(canvas, dark, part)
    pygame.draw.line(
        canvas, scene.rim_light, (0, deck_top), (gap_center - gap, deck_top), max(1, round(height * 0.003))
    )
    # Guard rail, bent rebar and the slab that fell onto the road.
    rail_y = deck_top - deck * 0.35
    for x0, x1 in ((0, gap_center - gap), (gap_center + gap, width)):
        pygame.draw.line(canvas, dark, (x0, rail_y), (x1, rail_y), max(1, round(deck * 0.12)))
        x = x0
        while x < x1:
            pygame.draw.line(canvas, dark, (x, rail_y), (x, deck_top), max(1, round(deck * 0.08)))
            x += deck * 0.9
    for i in range(4):
        start = (gap_center - gap + i * deck * 0.1, deck_top + deck * (0.3 + i * 0.15))
        art.polyline(
            canvas, dark, [start, (start[0] + deck * 0.4, start[1] + deck * (0.5 + i * 0.2))], max(1.0, deck * 0.05)
        )
    slab = [
        (gap_center - gap * 1.1, ground_y),
        (gap_center - gap * 0.8, ground_y - deck * 1.3),
        (gap_center + gap * 0.9, ground_y - deck * 0.5),
        (gap_center + gap * 1.2, ground_y),
    ]
    pygame.draw.polygon(canvas, dark, slab)


def _palm(pen: Pen, color, lean: float, rng: random.Random) -> None:
    base, top = (0.5, 1.0), (0.5 + lean, 0.12)
    control = (0.5 + lean * 0.1, 0.5)
    trunk = art.bezier_points(base, control, top, 12)
    for i, (a, b) in enumerate(zip(trunk, trunk[1:])):
        pen.capsule(color, a, b, 0.035 - i * 0.0014)
    for angle in (-170, -140, -110, -70, -40, -10, 20, 160):
        angle += rng.uniform(-10, 10)
        reach = rng.uniform(0.26, 0.36)
        tip = (
            top[0] + math.cos(math.radians(angle)) * reach,
            top[1] + math.sin(math.radians(angle)) * reach * 0.5 + 0.14,
        )
        middle = ((top[0] + tip[0]) / 2, min(top[1], tip[1]) - 0.05)
        frond = art.bezier_points(top, middle, tip, 10)
        for i, (a, b) in enumerate(zip(frond, frond[1:])):
            pen.capsule(color, a, b, 0.028 * (1 - i / 11))
    for dx in (-0.03, 0.02):
        pen.circle(color, (top[0] + dx, top[1] + 0.04), 0.025)


def _landmark_palm_trees(scene: _Scene, side: int) -> None:
    rng = scene.rng
    for depth, height_frac, spread in ((2.8, 0.3, 0.5), (2.2, 0.38, 0.72), (3.6, 0.24, 0.95)):
        _palm(
            _landmark_pen(scene, side, height_frac, depth, spread),
            scene.silhouette,
            rng.uniform(0.06, 0.16) * rng.choice((-1, 1)),
            rng,
        )


def _landmark_city_skyline(scene: _Scene, side: int) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    color = mix(scene.silhouette, scene.sky_low, 0.25)
    windows = mix(scene.sky_low, (255, 220, 140), 0.6)
    x = width * rng.uniform(0.05, 0.2)
    end = width * rng.uniform(0.8, 0.95)
    smoke_sources = []
    while x < end:
        building_w = width * rng.uniform(0.04, 0.09)
        building_h = height * rng.uniform(0.06, 0.2)
        top = scene.horizon - building_h
        if rng.random() < 0.3:
            # Broken top: the building took a hit.
            pygame.draw.polygon(
                canvas,
                color,
                [
                    (x, scene.horizon + 1),
                    (x, top + building_h * 0.2),
                    (x + building_w * 0.4, top),
                    (x + building_w * 0.6, top + building_h * 0.25),
                    (x + building_w, top + building_h * 0.1),
                    (x + building_w, scene.horizon + 1),
                ],
            )
            smoke_sources.append((x + building_w * 0.5, top))
        else:
            pygame.draw.rect(canvas, color, pygame.Rect(x, top, building_w, building_h + 2))
            if rng.random() < 0.3:
                pygame.draw.line(
                    canvas,
                    color,
                    (x + building_w / 2, top),
                    (x + building_w / 2, top - building_h * 0.25),
                    max(1, round(width * 0.004)),
                )
        for _ in range(rng.randint(0, 3)):
            wx = x + building_w * rng.uniform(0.15, 0.75)
            wy = top + building_h * rng.uniform(0.2, 0.8)
            pygame.draw.rect(canvas, windows, pygame.Rect(wx, wy, max(1, width * 0.008), max(1, height * 0.008)))
        x += building_w * rng.uniform(0.9, 1.1)
    layer = art.new_surface(canvas.get_size())
    for sx, sy in smoke_sources[:2]:
        for i in range(10):
            radius = width * (0.015 + i * 0.006)
            pygame.draw.circle(
                layer,
                with_alpha(mix(scene.silhouette, scene.sky_low, 0.5), 70 - i * 5),
                (sx + i * width * 0.012, sy - i * height * 0.02),
                radius,
            )
    canvas.blit(layer, (0, 0))


def _landmark_wrecked_car(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.14, 2.2, spread=0.42)
    dark, rim = scene.silhouette, scene.rim_light
    body = [(-0.4, 0.86), (-0.38, 0.55), (0.0, 0.5), (0.2, 0.2), (0.85, 0.18), (1.1, 0.48), (1.45, 0.55), (1.48, 0.86)]
    rotated = [(x, y + (x - 0.5) * 0.1 * side) for x, y in body]
    pen.polygon(dark, rotated, corner=0.04)
    pen.polygon(
        mix(scene.sky_low, dark, 0.7),
        [(0.3, 0.3 + -0.02 * side), (0.8, 0.28 + 0.03 * side), (0.95, 0.48 + 0.045 * side), (0.25, 0.5 - 0.025 * side)],
    )
    pen.line(rim, [(rotated[3][0], rotated[3][1]), (rotated[4][0], rotated[4][1])], 0.03)
    pen.circle(darken(dark, 0.4), (0.0, 0.9 - 0.05 * side), 0.16)
    pen.circle(darken(dark, 0.4), (1.1, 0.9 + 0.06 * side), 0.16)
    layer = art.new_surface(pen.surface.get_size())
    smoke = Pen(layer, pen.scale, pen.origin)
    for i in range(9):
        smoke.circle(
            with_alpha(mix(dark, scene.sky_low, 0.45), 90 - i * 8), (1.2 + i * 0.08, 0.35 - i * 0.22), 0.12 + i * 0.05
        )
    pen.surface.blit(layer, (0, 0))


def _landmark_windmill(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.34, 2.8)
    dark, rng = scene.silhouette, scene.rng
    pen.line(dark, [(0.3, 1.0), (0.46, 0.24)], 0.022)
    pen.line(dark, [(0.7, 1.0), (0.54, 0.24)], 0.022)
    for y in (0.45, 0.65, 0.85):
        left = 0.3 + (1.0 - y) * 0.21
        pen.line(dark, [(left, y), (1 - left, y)], 0.012)
    pen.line(dark, [(0.33, 0.85), (0.64, 0.45)], 0.01)
    pen.line(dark, [(0.67, 0.85), (0.36, 0.45)], 0.01)
    hub = (0.5, 0.2)
    spin = rng.uniform(0, 20)
    for i in range(16):
        angle = math.radians(spin + i * 22.5)
        inner = (hub[0] + math.cos(angle) * 0.05, hub[1] + math.sin(angle) * 0.05)
        outer = (hub[0] + math.cos(angle) * 0.19, hub[1] + math.sin(angle) * 0.19)
        pen.line(dark, [inner, outer], 0.028)
    pen.arc(dark, hub, 0.19, 0, 360, 0.012)
    pen.circle(dark, hub, 0.04)
    pen.polygon(dark, [(0.52, 0.18), (0.85, 0.14), (0.85, 0.27), (0.52, 0.22)])


def _landmark_radio_tower(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.48, 3.4, spread=0.7)
    dark = scene.silhouette
    pen.line(dark, [(0.46, 1.0), (0.5, 0.0)], 0.016)
    pen.line(dark, [(0.54, 1.0), (0.5, 0.0)], 0.016)
    y, flip = 0.95, 1
    points = []
    while y > 0.05:
        half = 0.04 * y
        points.append((0.5 + flip * half, y))
        flip = -flip
        y -= 0.05
    pen.line(dark, points, 0.006)
    for anchor_x in (0.05, 0.95):
        pen.line(dark, [(0.5, 0.15), (anchor_x, 1.0)], 0.004)
        pen.line(dark, [(0.5, 0.5), (anchor_x + (0.5 - anchor_x) * 0.4, 1.0)], 0.004)
    layer = art.new_surface(pen.surface.get_size())
    glow = Pen(layer, pen.scale, pen.origin)
    glow.circle((255, 60, 40, 70), (0.5, 0.0), 0.05)
    pen.surface.blit(layer, (0, 0))
    pen.circle((255, 70, 50), (0.5, 0.0), 0.016)


# name -> (drawer, drawn on the horizon before the ground?)
_LANDMARKS: dict[str, tuple[Callable[[_Scene, int], None], bool]] = {
    "billboard": (_landmark_billboard, False),
    "motel_sign": (_landmark_motel_sign, False),
    "gas_pump": (_landmark_gas_pump, False),
    "water_tower": (_landmark_water_tower, False),
    "mesa": (_landmark_mesa, True),
    "cactus": (_landmark_cactus, False),
    "bridge": (_landmark_bridge, False),
    "palm_trees": (_landmark_palm_trees, False),
    "city_skyline": (_landmark_city_skyline, True),
    "wrecked_car": (_landmark_wrecked_car, False),
    "windmill": (_landmark_windmill, False),
    "radio_tower": (_landmark_radio_tower, False),
}
_LANDMARK_ORDER = tuple(_LANDMARKS)
LANDMARK_NAMES = _LANDMARK_ORDER


def landmark_for(card_id: str) -> str:
    """Which landmark a card id's scene shows (stable across runs)."""
    return _LANDMARK_ORDER[_seed(str(card_id)) % len(_LANDMARK_ORDER)]


__all__ = ["LANDMARK_NAMES", "landmark_for", "_LANDMARKS"]
