"""Sky and weather over a card scene (see the package docstring): night, storm, tornado, heat
shimmer and fire glow, and the overlays drawn over the finished picture (dust, flood water)."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .....ui import art
from .....ui.art import Pen, darken, lighten, mix, with_alpha
from ..landmarks import _landmark_pen
from .kit import _car, _text

if TYPE_CHECKING:
    from ..scene import _Scene


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
