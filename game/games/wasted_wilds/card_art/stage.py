"""The stage every Wasted Wilds picture is painted on: a Pen whose unit square stands centred on the
picture's bottom edge (side = the picture's shorter side), so one description serves a square tile, a
wide strip and a tall card. x runs past 0..1 to the picture's sides (``left``, ``right``) and y above 0
to its top (``top``) for what must fill the whole picture (sky, ground, a forest). The horizon is at
y = HORIZON. Small helpers paint what many scenes share: smoke, pines, boulders, windows, snow caps."""
from __future__ import annotations

import math
import random

import pygame

from ....ui import art
from ....ui.art import Pen, darken, lighten

HORIZON = 0.6


class Stage:
    def __init__(self, canvas: pygame.Surface, pal: dict, seed: int, words: str = "") -> None:
        self.canvas = canvas
        w, h = canvas.get_size()
        side = min(w, h)
        self.ox, self.oy = (w - side) / 2, h - side
        self.side = side
        self.pen = Pen(canvas, scale=side, origin=(self.ox, self.oy))
        self.left, self.right = -self.ox / side, 1 + self.ox / side
        self.top = -self.oy / side
        self.pal = pal
        self.rng = random.Random(seed)
        self.words = words
        self.snow = bool(pal.get("snow"))

    # --- translucent layers -------------------------------------------------------------------
    def ghost(self, alpha: int, draw) -> None:
        """draw(pen) on a clear layer, blended over the picture at alpha."""
        layer = art.new_surface(self.canvas.get_size())
        draw(Pen(layer, scale=self.side, origin=(self.ox, self.oy)))
        art.fade(layer, alpha)
        self.canvas.blit(layer, (0, 0))

    def glow(self, color, center, radius: float, alpha: int = 60, rings: int = 12) -> None:
        def draw(pen: Pen) -> None:
            for k in range(rings, 0, -1):
                pen.circle((*color[:3], round(255 * (1 - k / (rings + 1)) ** 2)), center,
                           radius * (0.3 + 0.7 * k / rings))
        self.ghost(alpha, draw)

    def smoke(self, x: float, y: float, puffs: int = 5, grey: int = 150, drift: float = 0.05) -> None:
        def draw(pen: Pen) -> None:
            for k in range(puffs):
                t = k / max(1, puffs - 1)
                pen.circle((grey, grey, grey + 6), (x + drift * t * 2 + 0.01 * math.sin(k * 2), y - 0.06 * k),
                           0.018 + 0.02 * t)
        self.ghost(150, draw)

    # --- shared props -------------------------------------------------------------------------
    def shadow(self, x: float, y: float, width: float, depth: float = 0.035) -> None:
        self.ghost(70, lambda pen: pen.ellipse((20, 24, 40), (x - width / 2, y - depth / 2, width, depth)))

    def pine(self, x: float, base: float, height: float) -> None:
        """A snowy pine (frozen) or a dead, forked tree (scorched)."""
        p, pal = self.pen, self.pal
        if not self.snow:
            trunk = darken(pal["wood_dark"], 0.1)
            p.line(trunk, [(x, base), (x + 0.01, base - height)], height * 0.07)
            for t, side in ((0.45, -1), (0.62, 1), (0.8, -1)):
                y = base - height * t
                p.line(trunk, [(x, y), (x + side * height * 0.22, y - height * 0.16)], height * 0.04)
            return
        leaf = pal["leaf"]
        p.rect(pal["wood_dark"], (x - height * 0.04, base - height * 0.16, height * 0.08, height * 0.16))
        for k in (2, 1, 0):
            top, bottom = base - height * (1 - 0.22 * k), base - height * (0.5 - 0.19 * k)
            half = height * (0.15 + 0.08 * k)
            drop = bottom - top
            p.polygon(darken(leaf, 0.12 * (k % 2)), [(x, top), (x + half, bottom), (x - half, bottom)])
            p.polygon(pal["ground"], [(x, top), (x + half * 0.55, top + drop * 0.55), (x + half * 0.1,
                                                                                       top + drop * 0.42),
                                      (x - half * 0.6, top + drop * 0.6)])
            p.polygon(pal["shadow"], [(x - half, bottom), (x + half, bottom), (x + half * 0.75, bottom - drop * 0.1),
                                      (x - half * 0.75, bottom - drop * 0.1)])

    def rock(self, x: float, y: float, r: float, color=None) -> None:
        colour = color or self.pal["rock"]
        jag = [(x - r, y), (x - r * 0.8, y - r * 0.6), (x - r * 0.2, y - r * 0.95), (x + r * 0.5, y - r * 0.8),
               (x + r, y - r * 0.2), (x + r * 0.9, y)]
        self.pen.polygon(darken(colour, 0.25), jag, corner=r * 0.08)
        self.pen.polygon(colour, [(x - r * 0.7, y - r * 0.55), (x - r * 0.2, y - r * 0.88),
                                  (x + r * 0.45, y - r * 0.72),
                                  (x + r * 0.1, y - r * 0.3)], corner=r * 0.05)
        if self.snow:
            self.pen.polygon(self.pal["ground"], [(x - r * 0.5, y - r * 0.78), (x - r * 0.2, y - r * 0.97),
                                                  (x + r * 0.5, y - r * 0.82), (x + r * 0.1,
                                                                                y - r * 0.7)], corner=r * 0.05)

    def window(self, x: float, y: float, w: float, h: float, lit: bool = False) -> None:
        self.pen.rect(darken(self.pal["wood_dark"], 0.3), (x - 0.006, y - 0.006, w + 0.012, h + 0.012))
        self.pen.rect((250, 206, 110) if lit else (44, 52, 70), (x, y, w, h))
        if lit:
            self.glow((255, 210, 120), (x + w / 2, y + h / 2), max(w, h) * 0.9, 70, 3)

    def roof_snow(self, points: list[tuple[float, float]], depth: float = 0.025) -> None:
        """A cap of snow along a roof edge (frozen only): points left to right along the top."""
        if not self.snow:
            return
        under = [(x + 0.004, y + depth * (0.6 + 0.4 * math.sin(i * 1.7) ** 2)) for i, (x, y) in enumerate(points)]
        self.pen.polygon(self.pal["ground"], [(points[0][0] - 0.01, points[0][1])] + points[1:-1]
                         + [(points[-1][0] + 0.01, points[-1][1])] + under[::-1], corner=0.006)

    def drift(self, x: float, y: float, width: float) -> None:
        """A bank of snow (frozen) or sand (scorched) in the foreground."""
        pal = self.pal
        self.pen.ellipse(pal["shadow"], (x - width / 2, y - 0.015, width, 0.06))
        self.pen.ellipse(pal["ground"], (x - width / 2 - 0.01, y - 0.03, width, 0.055))

    def figure(self, x: float, base: float, height: float, color, hood: bool = False) -> None:
        """A small standing figure (pilgrims, traders)."""
        p = self.pen
        p.polygon(color, [(x - height * 0.16, base), (x - height * 0.1, base - height * 0.7),
                          (x + height * 0.1, base - height * 0.7), (x + height * 0.16, base)], corner=height * 0.03)
        p.circle(lighten(color, 0.15) if not hood else color, (x, base - height * 0.8), height * 0.12)


CREAM, RUST, STEEL = (232, 222, 196), (150, 72, 40), (132, 140, 150)


def car(st: Stage, x: float, base: float, length: float, colour, wrecked: bool = False, facing: int = 1) -> None:
    """A car in profile from x (its rear) to x + length."""
    p = st.pen
    L, h = length, length * 0.36
    f = (lambda t: x + t * L) if facing > 0 else (lambda t: x + (1 - t) * L)
    body = [(f(0.0), base - h * 0.28), (f(0.02), base - h * 0.62), (f(0.24), base - h * 0.66), (f(0.36), base - h),
            (f(0.7), base - h), (f(0.82), base - h * 0.62), (f(1.0), base - h * 0.55), (f(1.0), base - h * 0.28)]
    p.polygon(darken(colour, 0.3), body, corner=L * 0.02)
    p.polygon(colour, [(px, py + h * 0.06) for px, py in body[1:-1]], corner=L * 0.01)
    glass = (30, 30, 34) if wrecked else (120, 150, 180)
    p.polygon(glass, [(f(0.3), base - h * 0.62), (f(0.39), base - h * 0.92), (f(0.52), base - h * 0.92),
                      (f(0.52), base - h * 0.62)])
    p.polygon(glass, [(f(0.56), base - h * 0.62), (f(0.56), base - h * 0.92), (f(0.68), base - h * 0.92),
                      (f(0.77), base - h * 0.62)])
    for t in (0.2, 0.8):
        p.circle((24, 24, 26), (f(t), base - h * 0.26), h * 0.28)
        if not wrecked:
            p.circle(STEEL, (f(t), base - h * 0.26), h * 0.11)
    if wrecked:
        for _ in range(4):
            p.circle(darken(RUST, 0.3), (f(st.rng.uniform(0.1, 0.9)), base - h * st.rng.uniform(0.35, 0.6)), h * 0.07)
    st.roof_snow([(f(0.36), base - h), (f(0.53), base - h * 1.01), (f(0.7), base - h)], h * 0.16)


def fire(st: Stage, x: float, base: float, size: float) -> None:
    p = st.pen
    st.glow((255, 170, 70), (x, base - size * 0.4), size * 2.2, 110)
    for a in (-30, 30):
        r = math.radians(a)
        p.line(st.pal["wood_dark"], [(x - math.cos(r) * size, base), (x + math.cos(r) * size, base - size * 0.3)],
               size * 0.18)
    p.polygon((232, 96, 30), art.teardrop_points((x, base - size * 1.6), (x, base - size * 0.45), size * 0.5))
    p.polygon((252, 200, 80), art.teardrop_points((x, base - size * 1.0), (x, base - size * 0.35), size * 0.28))
    st.smoke(x, base - size * 1.8, 5, 170, 0.03)


def cactus(st: Stage, x: float, base: float, height: float) -> None:
    green = st.pal["leaf"]
    p = st.pen
    p.capsule(green, (x, base), (x, base - height), height * 0.09)
    p.line(green, [(x - 0.002, base - height * 0.45), (x - height * 0.28, base - height * 0.45),
                   (x - height * 0.28, base - height * 0.75)], height * 0.13)
    p.line(green, [(x, base - height * 0.6), (x + height * 0.24, base - height * 0.6),
                   (x + height * 0.24, base - height * 0.85)], height * 0.12)
    p.line(lighten(green, 0.2), [(x - height * 0.03, base - height * 0.1), (x - height * 0.03, base - height * 0.95)],
           height * 0.03)



__all__ = ["Stage", "HORIZON", "car", "fire", "cactus", "CREAM", "RUST", "STEEL"]
