"""Things by (or on) the road in a card scene (see the package docstring): vehicles (school bus,
big rig, patrol car, trains, tram, helicopter), signs, animals, wrecks and roadside attractions."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .....ui import art
from .....ui.art import Pen, darken, lighten, mix, with_alpha
from ..landmarks import _landmark_pen
from .kit import _across, _car, _glow, _lit, _pale, _sign, _text, _windows

if TYPE_CHECKING:
    from ..scene import _Scene


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
