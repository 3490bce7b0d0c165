"""Buildings a card scene stands beside the road (see the package docstring): churches, diners,
gas stations, barns, motels, shops, houses, domes and halls, the state capitol."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .....ui import art
from .....ui.art import Pen, darken, lighten, mix, with_alpha
from ..landmarks import _landmark_pen
from .kit import _car, _glow, _house, _lit, _pale, _sign, _text, _windows

if TYPE_CHECKING:
    from ..scene import _Scene


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
