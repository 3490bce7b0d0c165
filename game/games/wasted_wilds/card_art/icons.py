"""The pictograms on Wasted Wilds cards, in unit coordinates through the shared Pen: scavenge goods
(fuel can, food tin, bullets, bandage, blanket...), card symbols (instant bolt, gear cog, ranges),
stats (heart, eye, claw, skull), the clock's events (snowflake, sun, moon, banner) and the emblems
the survivor cards show. ``pictogram(name, size, color)`` is cached and shared: ``.copy()`` first."""
from __future__ import annotations

import functools
import math

import pygame

from ....ui import art
from ....ui.art import Pen, darken, lighten

_C = art._CLEAR


def _rot(points, center, degrees):
    a = math.radians(degrees)
    cx, cy = center
    return [(cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a), cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a))
            for x, y in points]


def _box(x, y, w, h):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def _fuel_can(p: Pen, c) -> None:
    p.polygon(darken(c, 0.35), [(0.2, 0.3), (0.62, 0.3), (0.8, 0.44), (0.8, 0.9), (0.2, 0.9)], corner=0.05)
    p.polygon(c, [(0.23, 0.33), (0.6, 0.33), (0.76, 0.46), (0.76, 0.86), (0.23, 0.86)], corner=0.03)
    p.line(darken(c, 0.3), [(0.32, 0.45), (0.66, 0.78)], 0.05)
    p.line(darken(c, 0.3), [(0.66, 0.45), (0.32, 0.78)], 0.05)
    p.rect(darken(c, 0.35), (0.22, 0.13, 0.34, 0.14), radius=0.05)
    p.rect(_C, (0.28, 0.17, 0.22, 0.06), radius=0.03)
    p.capsule(darken(c, 0.35), (0.7, 0.34), (0.82, 0.16), 0.045)


def _food_tin(p: Pen, c) -> None:
    p.rect(darken(c, 0.35), (0.2, 0.26, 0.6, 0.62), radius=0.06)
    p.rect(c, (0.23, 0.3, 0.54, 0.55), radius=0.04)
    p.rect(lighten(c, 0.45), (0.23, 0.44, 0.54, 0.2))
    p.circle(darken(c, 0.2), (0.5, 0.54), 0.07)
    p.ellipse(lighten(c, 0.3), (0.2, 0.18, 0.6, 0.16))
    p.ellipse(darken(c, 0.2), (0.26, 0.21, 0.48, 0.1))
    p.arc(darken(c, 0.45), (0.5, 0.26), 0.09, 200, 340, 0.035)


def _one_bullet(p: Pen, c, x: float, w: float = 0.2) -> None:
    p.rect(darken(c, 0.3), (x, 0.42, w, 0.46), radius=0.03)
    p.polygon(lighten(c, 0.2), [(x, 0.44), (x + w * 0.15, 0.22), (x + w / 2, 0.1), (x + w * 0.85, 0.22), (x + w, 0.44)],
              corner=0.02)
    p.rect(c, (x + w * 0.15, 0.46, w * 0.3, 0.38), radius=0.02)
    p.rect(darken(c, 0.45), (x - 0.01, 0.8, w + 0.02, 0.08), radius=0.02)


def _bullets(p: Pen, c) -> None:
    for x in (0.13, 0.4, 0.67):
        _one_bullet(p, c, x)


def _bullet(p: Pen, c) -> None:
    _one_bullet(p, c, 0.34, 0.32)


def _drop(p: Pen, c) -> None:
    p.polygon(darken(c, 0.35), art.teardrop_points((0.5, 0.06), (0.5, 0.6), 0.32))
    p.polygon(c, art.teardrop_points((0.5, 0.12), (0.5, 0.6), 0.27))
    p.circle(lighten(c, 0.5), (0.4, 0.62), 0.07)


def _bandage(p: Pen, c) -> None:
    strip = _box(0.1, 0.36, 0.8, 0.28)
    for angle in (-40, 40):
        p.polygon(darken(c, 0.3), _rot(strip, (0.5, 0.5), angle), corner=0.08)
        p.polygon(c, _rot(_box(0.13, 0.39, 0.74, 0.22), (0.5, 0.5), angle), corner=0.06)
    p.rect(lighten(c, 0.5), (0.38, 0.38, 0.24, 0.24), radius=0.04)
    for dx, dy in ((0.44, 0.44), (0.56, 0.44), (0.44, 0.56), (0.56, 0.56)):
        p.circle(darken(c, 0.2), (dx, dy), 0.02)


def _blanket(p: Pen, c) -> None:
    p.rect(darken(c, 0.4), (0.1, 0.26, 0.82, 0.58), radius=0.1)
    p.rect(c, (0.12, 0.28, 0.78, 0.54), radius=0.09)
    for x in (0.32, 0.6):
        p.rect(lighten(c, 0.35), (x, 0.28, 0.07, 0.54))
    for y in (0.38, 0.66):
        p.rect(lighten(c, 0.35), (0.12, y, 0.78, 0.06))
    p.line(darken(c, 0.4), [(0.12, 0.56), (0.82, 0.56)], 0.035)
    p.arc(darken(c, 0.4), (0.82, 0.66), 0.1, -90, 90, 0.035)
    for y in (0.34, 0.46, 0.58, 0.7):
        p.line(darken(c, 0.3), [(0.12, y), (0.03, y + 0.02)], 0.025)


def _pills(p: Pen, c) -> None:
    p.rect(darken(c, 0.35), (0.28, 0.1, 0.44, 0.16), radius=0.04)
    p.rect(c, (0.24, 0.26, 0.52, 0.64), radius=0.08)
    p.rect(lighten(c, 0.55), (0.3, 0.42, 0.4, 0.32), radius=0.03)
    p.rect(darken(c, 0.3), (0.46, 0.46, 0.08, 0.24))
    p.rect(darken(c, 0.3), (0.38, 0.54, 0.24, 0.08))


def _flame(p: Pen, c) -> None:
    p.polygon(darken(c, 0.2), art.teardrop_points((0.5, 0.04), (0.5, 0.62), 0.3))
    p.polygon(lighten(c, 0.25), art.teardrop_points((0.54, 0.3), (0.5, 0.7), 0.19))
    p.polygon(lighten(c, 0.65), art.teardrop_points((0.5, 0.5), (0.5, 0.76), 0.1))


def _compass(p: Pen, c) -> None:
    p.circle(darken(c, 0.4), (0.5, 0.5), 0.42)
    p.circle(lighten(c, 0.6), (0.5, 0.5), 0.35)
    p.polygon((196, 40, 36), [(0.5, 0.18), (0.58, 0.5), (0.42, 0.5)])
    p.polygon(darken(c, 0.3), [(0.5, 0.82), (0.58, 0.5), (0.42, 0.5)])
    p.circle(darken(c, 0.5), (0.5, 0.5), 0.05)


def _bolt(p: Pen, c) -> None:
    p.polygon(c, [(0.58, 0.06), (0.22, 0.56), (0.46, 0.56), (0.38, 0.94), (0.78, 0.4), (0.53, 0.4)], corner=0.02)


def _cog(p: Pen, c) -> None:
    for i in range(8):
        a = math.radians(i * 45)
        p.polygon(c, [(0.5 + 0.3 * math.cos(a - 0.3), 0.5 + 0.3 * math.sin(a - 0.3)),
                      (0.5 + 0.46 * math.cos(a - 0.2), 0.5 + 0.46 * math.sin(a - 0.2)),
                      (0.5 + 0.46 * math.cos(a + 0.2), 0.5 + 0.46 * math.sin(a + 0.2)),
                      (0.5 + 0.3 * math.cos(a + 0.3), 0.5 + 0.3 * math.sin(a + 0.3))], corner=0.02)
    p.circle(c, (0.5, 0.5), 0.36)


def _snowflake(p: Pen, c) -> None:
    for i in range(6):
        a = math.radians(i * 60 - 90)
        tip = (0.5 + 0.44 * math.cos(a), 0.5 + 0.44 * math.sin(a))
        p.line(c, [(0.5, 0.5), tip], 0.075)
        for t, length in ((0.5, 0.15), (0.78, 0.1)):
            base = (0.5 + 0.44 * t * math.cos(a), 0.5 + 0.44 * t * math.sin(a))
            for side in (-1, 1):
                b = a + side * math.radians(50)
                p.line(c, [base, (base[0] + length * math.cos(b), base[1] + length * math.sin(b))], 0.06)
    p.circle(c, (0.5, 0.5), 0.08)


def _sun(p: Pen, c) -> None:
    for i in range(12):
        a = math.radians(i * 30)
        half = math.radians(9)
        p.polygon(darken(c, 0.08), [(0.5 + 0.28 * math.cos(a - half), 0.5 + 0.28 * math.sin(a - half)),
                                    (0.5 + 0.48 * math.cos(a), 0.5 + 0.48 * math.sin(a)),
                                    (0.5 + 0.28 * math.cos(a + half), 0.5 + 0.28 * math.sin(a + half))])
    p.circle(darken(c, 0.15), (0.5, 0.5), 0.28)
    p.circle(c, (0.5, 0.5), 0.24)
    p.circle(lighten(c, 0.4), (0.44, 0.44), 0.09)


def _moon(p: Pen, c) -> None:
    p.circle(c, (0.5, 0.5), 0.4)
    p.circle(_C, (0.66, 0.38), 0.34)
    p.circle(darken(c, 0.15), (0.3, 0.6), 0.05)
    p.circle(darken(c, 0.15), (0.38, 0.76), 0.035)


def _banner(p: Pen, c) -> None:
    p.line(darken(c, 0.55), [(0.24, 0.06), (0.24, 0.94)], 0.07)
    p.circle(darken(c, 0.55), (0.24, 0.06), 0.06)
    p.polygon(darken(c, 0.3), [(0.27, 0.12), (0.84, 0.12), (0.84, 0.66), (0.56, 0.54), (0.27, 0.66)])
    p.polygon(c, [(0.3, 0.15), (0.81, 0.15), (0.81, 0.6), (0.56, 0.49), (0.3, 0.6)])
    p.circle(lighten(c, 0.45), (0.555, 0.33), 0.09)


def _roof(p: Pen, c) -> None:
    p.rect(c, (0.62, 0.12, 0.12, 0.26))
    p.line(c, [(0.08, 0.56), (0.5, 0.16), (0.92, 0.56)], 0.14)
    p.rect(c, (0.22, 0.56, 0.56, 0.34), radius=0.03)
    p.rect(_C, (0.42, 0.66, 0.16, 0.24), radius=0.02)


def _heart(p: Pen, c) -> None:
    p.circle(c, (0.32, 0.36), 0.22)
    p.circle(c, (0.68, 0.36), 0.22)
    p.polygon(c, [(0.12, 0.44), (0.5, 0.9), (0.88, 0.44), (0.5, 0.36)], corner=0.03)
    p.circle(lighten(c, 0.45), (0.28, 0.3), 0.07)


def _eye(p: Pen, c) -> None:
    outline = art.bezier_points((0.06, 0.5), (0.5, 0.06), (0.94,
                                                           0.5)) + art.bezier_points((0.94, 0.5), (0.5, 0.94),
                                                                                     (0.06, 0.5))[1:]
    p.polygon(c, outline)
    p.polygon(lighten(c, 0.7), art.bezier_points((0.14, 0.5), (0.5, 0.16), (0.86, 0.5))
              + art.bezier_points((0.86, 0.5), (0.5, 0.84), (0.14, 0.5))[1:])
    p.circle(c, (0.5, 0.5), 0.16)
    p.circle(darken(c, 0.6), (0.5, 0.5), 0.08)
    p.circle((255, 255, 255), (0.46, 0.46), 0.03)


def _claw(p: Pen, c) -> None:
    for k, x in enumerate((0.22, 0.46, 0.7)):
        pts = art.bezier_points((x, 0.12 + 0.04 * (k == 1)), (x + 0.2, 0.45), (x - 0.02, 0.9), 10)
        for (ax, ay), (bx, by) in zip(pts, pts[1:]):
            t = ay
            p.capsule(c, (ax, ay), (bx, by), 0.02 + 0.05 * math.sin(math.pi * min(1, max(0, (t - 0.1) / 0.8))))


def _skull(p: Pen, c) -> None:
    art.draw_skull(p, c, _C)


def _spiral(p: Pen, c) -> None:
    pts = []
    for i in range(80):
        t = i / 79
        a = t * math.pi * 5.2
        r = 0.04 + 0.38 * t
        pts.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    p.line(c, pts, 0.07)


def _knife(p: Pen, c) -> None:
    p.polygon(lighten(c, 0.3), _rot([(0.1, 0.5), (0.62, 0.42), (0.62, 0.56), (0.2, 0.56)], (0.5, 0.5), -35),
              corner=0.02)
    p.polygon(darken(c, 0.35), _rot(_box(0.6, 0.4, 0.3, 0.18), (0.5, 0.5), -35), corner=0.05)
    p.polygon(darken(c, 0.5), _rot(_box(0.59, 0.36, 0.04, 0.26), (0.5, 0.5), -35))


def _hammer(p: Pen, c) -> None:
    p.polygon(darken(c, 0.3), _rot(_box(0.45, 0.3, 0.1, 0.64), (0.5, 0.5), 35), corner=0.03)
    p.polygon(c, _rot(_box(0.24, 0.14, 0.52, 0.2), (0.5, 0.5), 35), corner=0.04)


def _gun(p: Pen, c) -> None:
    p.rect(c, (0.08, 0.3, 0.8, 0.16), radius=0.03)
    p.rect(darken(c, 0.3), (0.08, 0.26, 0.12, 0.06))
    p.polygon(darken(c, 0.25), [(0.56, 0.44), (0.86, 0.44), (0.8, 0.86), (0.6, 0.86)], corner=0.04)
    p.arc(c, (0.48, 0.5), 0.1, 0, 180, 0.045)


def _car(p: Pen, c) -> None:
    p.polygon(c, [(0.04, 0.7), (0.06, 0.52), (0.28, 0.46), (0.38, 0.28), (0.7, 0.28), (0.82, 0.46), (0.96, 0.52),
                  (0.96, 0.7)], corner=0.04)
    p.polygon(lighten(c, 0.55), [(0.42, 0.34), (0.54, 0.34), (0.54, 0.46), (0.35, 0.46)], corner=0.01)
    p.polygon(lighten(c, 0.55), [(0.58, 0.34), (0.68, 0.34), (0.76, 0.46), (0.58, 0.46)], corner=0.01)
    for x in (0.26, 0.76):
        p.circle(darken(c, 0.6), (x, 0.72), 0.12)
        p.circle(lighten(c, 0.3), (x, 0.72), 0.05)


def _cross(p: Pen, c) -> None:
    p.rect(c, (0.36, 0.12, 0.28, 0.76), radius=0.05)
    p.rect(c, (0.12, 0.36, 0.76, 0.28), radius=0.05)


def _shield(p: Pen, c) -> None:
    outline = [(0.16, 0.14), (0.84, 0.14), (0.84, 0.46)] + art.bezier_points((0.84, 0.46), (0.82, 0.8),
                                                                             (0.5, 0.94))[1:] \
        + art.bezier_points((0.5, 0.94), (0.18, 0.8), (0.16, 0.46))[1:]
    p.polygon(darken(c, 0.35), outline, corner=0.03)
    p.polygon(c, [(x * 0.84 + 0.08, y * 0.84 + 0.07) for x, y in outline])
    p.line(lighten(c, 0.35), [(0.5, 0.24), (0.5, 0.78)], 0.06)
    p.line(lighten(c, 0.35), [(0.28, 0.42), (0.72, 0.42)], 0.06)


def _wrench(p: Pen, c) -> None:
    p.polygon(c, _rot(_box(0.44, 0.28, 0.12, 0.6), (0.5, 0.5), 40), corner=0.04)
    center = _rot([(0.5, 0.24)], (0.5, 0.5), 40)[0]
    p.circle(c, center, 0.18)
    tip = _rot([(0.5, 0.1)], (0.5, 0.5), 40)[0]
    p.circle(_C, tip, 0.1)


def _boot(p: Pen, c) -> None:
    p.polygon(c, [(0.3, 0.1), (0.56, 0.1), (0.56, 0.56), (0.88, 0.66), (0.9, 0.86), (0.26, 0.86)], corner=0.05)
    p.rect(darken(c, 0.4), (0.24, 0.82, 0.68, 0.08), radius=0.03)
    for y in (0.26, 0.38, 0.5):
        p.line(lighten(c, 0.4), [(0.38, y), (0.5, y)], 0.035)


def _mask(p: Pen, c) -> None:
    p.polygon(c, [(0.06, 0.36), (0.94, 0.36), (0.9, 0.62), (0.6, 0.66), (0.5, 0.56), (0.4, 0.66), (0.1, 0.62)],
              corner=0.05)
    p.ellipse(_C, (0.2, 0.42, 0.2, 0.12))
    p.ellipse(_C, (0.6, 0.42, 0.2, 0.12))


def _cards(p: Pen, c) -> None:
    p.polygon(darken(c, 0.3), _rot(_box(0.2, 0.18, 0.44, 0.62), (0.42, 0.5), -12), corner=0.05)
    p.polygon(c, _rot(_box(0.36, 0.2, 0.44, 0.62), (0.58, 0.5), 10), corner=0.05)
    p.polygon(darken(c, 0.25), _rot(_box(0.43, 0.3, 0.3, 0.42), (0.58, 0.5), 10), corner=0.02)


def _pot(p: Pen, c) -> None:
    p.rect(c, (0.16, 0.38, 0.68, 0.46), radius=0.1)
    p.rect(darken(c, 0.3), (0.1, 0.34, 0.8, 0.1), radius=0.04)
    p.capsule(darken(c, 0.3), (0.04, 0.46), (0.16, 0.46), 0.04)
    p.capsule(darken(c, 0.3), (0.84, 0.46), (0.96, 0.46), 0.04)
    for x in (0.36, 0.5, 0.64):
        p.line(lighten(c, 0.3), art.bezier_points((x, 0.3), (x + 0.06, 0.2), (x, 0.08), 8), 0.035)


def _planks(p: Pen, c) -> None:
    for angle in (-18, 18):
        p.polygon(darken(c, 0.3), _rot(_box(0.06, 0.4, 0.88, 0.2), (0.5, 0.5), angle), corner=0.02)
        p.polygon(c, _rot(_box(0.08, 0.42, 0.84, 0.16), (0.5, 0.5), angle))
    for x in (0.2, 0.8):
        p.circle(darken(c, 0.55), (x, 0.5), 0.035)


def _star(p: Pen, c) -> None:
    p.polygon(c, art.star_points((0.5, 0.54), 0.44, 0.2), corner=0.03)


def _hook(p: Pen, c) -> None:
    p.line(c, [(0.5, 0.06), (0.5, 0.62)], 0.08)
    for side in (-1, 1):
        p.line(c, art.bezier_points((0.5, 0.62), (0.5 + side * 0.36, 0.8), (0.5 + side * 0.34, 0.4), 10), 0.08)
    p.circle(c, (0.5, 0.08), 0.07)


def _binoculars(p: Pen, c) -> None:
    for x in (0.3, 0.7):
        p.rect(c, (x - 0.16, 0.3, 0.32, 0.46), radius=0.1)
        p.circle(lighten(c, 0.5), (x, 0.68), 0.1)
    p.rect(darken(c, 0.3), (0.42, 0.38, 0.16, 0.14))


def _backpack(p: Pen, c) -> None:
    p.arc(darken(c, 0.3), (0.5, 0.26), 0.12, 180, 360, 0.06)
    p.rect(c, (0.2, 0.24, 0.6, 0.66), radius=0.14)
    p.rect(darken(c, 0.25), (0.3, 0.56, 0.4, 0.24), radius=0.05)
    p.line(darken(c, 0.4), [(0.3, 0.6), (0.7, 0.6)], 0.03)


def _bag(p: Pen, c) -> None:
    p.polygon(c, [(0.26, 0.34), (0.74, 0.34), (0.86, 0.88), (0.14, 0.88)], corner=0.06)
    p.arc(darken(c, 0.3), (0.5, 0.34), 0.16, 180, 360, 0.06)
    p.rect(darken(c, 0.25), (0.2, 0.52, 0.6, 0.08))


def _range(p: Pen, c, arcs: int) -> None:
    p.circle(c, (0.22, 0.5), 0.12)
    for k in range(3):
        colour = c if k < arcs else (c[0], c[1], c[2], 70)
        p.arc(colour, (0.22, 0.5), 0.26 + 0.2 * k, -50, 50, 0.09)


_DRAWERS = {
    "fuel_can": _fuel_can, "food_tin": _food_tin, "bullets": _bullets, "bullet": _bullet, "drop": _drop,
    "bandage": _bandage, "blanket": _blanket, "pills": _pills, "flame": _flame, "compass": _compass, "bolt": _bolt,
    "cog": _cog, "snowflake": _snowflake, "sun": _sun, "moon": _moon, "banner": _banner, "roof": _roof,
    "heart": _heart, "eye": _eye, "claw": _claw, "skull": _skull, "spiral": _spiral, "knife": _knife,
    "hammer": _hammer, "gun": _gun, "car": _car, "cross": _cross, "shield": _shield, "wrench": _wrench,
    "boot": _boot, "mask": _mask, "cards": _cards, "pot": _pot, "planks": _planks, "star": _star, "hook": _hook,
    "binoculars": _binoculars, "backpack": _backpack, "bag": _bag,
    "range_short": lambda p, c: _range(p, c, 1), "range_mid": lambda p, c: _range(p, c, 2),
    "range_long": lambda p, c: _range(p, c, 3),
}
NATURAL = {"fuel_can": (196, 48, 40), "food_tin": (70, 150, 78), "bullets": (214, 168, 72), "bullet": (214, 168, 72),
           "drop": (200, 60, 40), "bandage": (226, 196, 160), "blanket": (176, 60, 52), "pills": (236, 236, 230),
           "flame": (236, 120, 40), "compass": (160, 140, 110), "sun": (250, 204, 70), "moon": (236, 232, 206),
           "snowflake": (226, 240, 252), "heart": (200, 40, 48), "eye": (70, 120, 170), "claw": (236, 232, 222),
           "cross": (206, 40, 40), "spiral": (190, 140, 230)}
PICTOGRAMS = tuple(_DRAWERS)


def pictogram(name: str, size: int, color=None) -> pygame.Surface:
    """A pictogram by name (see PICTOGRAMS) in color (its natural colours when None)."""
    if name not in _DRAWERS:
        raise ValueError(f"unknown pictogram {name!r}")
    colour = tuple(color) if color is not None else NATURAL.get(name, (236, 232, 222))
    return _pictogram(name, max(4, int(size)), colour)


@functools.lru_cache(maxsize=1024)
def _pictogram(name: str, size: int, color) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        _DRAWERS[name](Pen(canvas), color)
    return art.supersampled((size, size), draw, 4)


def medallion(name: str, size: int, fill, glyph=(250, 248, 240)) -> pygame.Surface:
    """A pictogram on a round coloured badge (a tile's scavenge icons, an event on the clock)."""
    return _medallion(name, max(6, int(size)), tuple(fill), tuple(glyph))


@functools.lru_cache(maxsize=512)
def _medallion(name: str, size: int, fill, glyph) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 100), (0.5, 0.54), 0.48)
        pen.circle(darken(fill, 0.5), (0.5, 0.5), 0.47)
        pen.circle(fill, (0.5, 0.5), 0.41)
        pen.arc(lighten(fill, 0.3), (0.5, 0.5), 0.36, 200, 300, 0.05)
    out = art.supersampled((size, size), draw, 4)
    inner = round(size * 0.62)
    out.blit(pictogram(name, inner, glyph), ((size - inner) // 2, (size - inner) // 2))
    return out


__all__ = ["pictogram", "medallion", "PICTOGRAMS", "NATURAL"]
