"""A brush for pictures that are not square: coordinates as fractions of the canvas's width (x) and
height (y), sizes as fractions of its width. Scenes, rooms and moods paint with it."""
from __future__ import annotations

import math
import random

import pygame

from ....ui import art
from ....ui.art import darken, lighten, mix


class Brush:
    def __init__(self, canvas: pygame.Surface, seed: int = 0):
        self.canvas = canvas
        self.w, self.h = canvas.get_size()
        self.rng = random.Random(seed)

    def xy(self, x: float, y: float) -> tuple[float, float]:
        return x * self.w, y * self.h

    def poly(self, color, points) -> None:
        pygame.draw.polygon(self.canvas, color, [self.xy(x, y) for x, y in points])

    def rect(self, color, x: float, y: float, w: float, h: float, radius: float = 0.0) -> None:
        rect = pygame.Rect(round(x * self.w), round(y * self.h), max(1, round(w * self.w)), max(1, round(h * self.h)))
        pygame.draw.rect(self.canvas, color, rect, border_radius=round(radius * self.w))

    def circle(self, color, x: float, y: float, r: float, width: float = 0.0) -> None:
        pygame.draw.circle(self.canvas, color, self.xy(x, y), max(1.0, r * self.w),
                           0 if width <= 0 else max(1, round(width * self.w)))

    def ellipse(self, color, x: float, y: float, w: float, h: float) -> None:
        pygame.draw.ellipse(self.canvas, color, pygame.Rect(round(x * self.w), round(y * self.h),
                                                            max(1, round(w * self.w)), max(1, round(h * self.h))))

    def line(self, color, points, width: float) -> None:
        art.polyline(self.canvas, color, [self.xy(x, y) for x, y in points], max(1.0, width * self.w))

    def blend(self, draw, alpha: int) -> None:
        """Something drawn see-through (smoke, glow, mist): draw(brush) on a layer blended at alpha."""
        layer = art.new_surface((self.w, self.h))
        draw(Brush(layer, self.rng.randrange(1 << 30)))
        art.fade(layer, alpha)
        self.canvas.blit(layer, (0, 0))

    def sky(self, top, bottom, horizon: float = 1.0) -> None:
        gradient = art.vertical_gradient((1, 64), [(0.0, top), (1.0, bottom)])
        self.canvas.blit(pygame.transform.smoothscale(gradient, (self.w, max(1, round(self.h * horizon)))), (0, 0))

    def gradient(self, x: float, y: float, w: float, h: float, top, bottom) -> None:
        size = (max(1, round(w * self.w)), max(1, round(h * self.h)))
        strip = pygame.transform.smoothscale(art.vertical_gradient((1, 64), [(0.0, top), (1.0, bottom)]), size)
        self.canvas.blit(strip, (round(x * self.w), round(y * self.h)))

    def glow(self, color, x: float, y: float, r: float, strength: int = 60, rings: int = 7) -> None:
        layer = art.new_surface((self.w, self.h))
        step = max(1, strength // rings)
        for k in range(rings, 0, -1):
            pygame.draw.circle(layer, (*color[:3], step), self.xy(x, y), r * self.w * k / rings)
        self.canvas.blit(layer, (0, 0))

    def smoke(self, x: float, y: float, height: float, color=(70, 68, 66), alpha: int = 150) -> None:
        """A column of smoke drifting right as it rises."""
        def puffs(b: "Brush") -> None:
            for k in range(14):
                t = k / 13
                b.circle(mix(color, (150, 148, 146), t * 0.6), x + t * t * 0.16 + b.rng.uniform(-0.01, 0.01),
                         y - t * height, 0.025 + t * 0.06)
        self.blend(puffs, alpha)

    def snow(self, count: int, color=(236, 240, 244), big: float = 0.006) -> None:
        for _ in range(count):
            self.circle(color, self.rng.random(), self.rng.random(), self.rng.uniform(big * 0.4, big))

    def rubble(self, y: float, color, count: int = 14, spread: float = 1.0, x0: float = 0.0) -> None:
        for _ in range(count):
            x = x0 + self.rng.random() * spread
            s = self.rng.uniform(0.015, 0.05)
            shade = self.rng.uniform(-0.25, 0.15)
            fill = lighten(color, shade) if shade > 0 else darken(color, -shade)
            self.poly(fill, [(x, y), (x + s, y - s * 0.6 * self.w / self.h), (x + 2 * s, y)])

    def windows(self, x: float, y: float, w: float, h: float, cols: int, rows: int, dark, lit=None,
                broken: float = 0.3, lit_share: float = 0.1) -> None:
        """A grid of windows: most dark, some broken (jagged), a few lit by a candle."""
        cw, ch = w / cols, h / rows
        for r in range(rows):
            for c in range(cols):
                wx, wy = x + c * cw + cw * 0.22, y + r * ch + ch * 0.2
                ww, wh = cw * 0.56, ch * 0.58
                roll = self.rng.random()
                if lit is not None and roll < lit_share:
                    self.rect(lit, wx, wy, ww, wh)
                elif roll < lit_share + broken:
                    self.rect(darken(dark, 0.5), wx, wy, ww, wh)
                    self.poly(mix(dark, (255, 255, 255), 0.12), [(wx, wy), (wx + ww, wy), (wx + ww * 0.4, wy + wh * 0.5)])
                else:
                    self.rect(dark, wx, wy, ww, wh)

    def jagged_top(self, x: float, y: float, w: float, depth: float, fill, teeth: int = 7) -> None:
        """A broken roof line: a jagged bite out of a building's top, painted in the sky behind it."""
        points = [(x, y - 0.002)]
        for k in range(teeth + 1):
            points.append((x + w * k / teeth, y + self.rng.uniform(0, depth)))
        points.append((x + w, y - 0.002))
        self.poly(fill, points)

    def ray(self, x: float, y: float, angle: float, length: float) -> tuple[float, float]:
        return x + math.cos(angle) * length, y + math.sin(angle) * length * self.w / self.h


__all__ = ["Brush"]
