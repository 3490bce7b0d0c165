"""Land forms and big works on the horizon of a card scene (see the package docstring): canyon,
volcano, mountains, crater, cave, oasis, overlook, bridges, the gateway arch, the pier, the
interchange and the concrete channel, the hillside letters."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .....ui import art
from .....ui.art import Pen, darken, lighten, mix, with_alpha
from ..landmarks import _landmark_pen, _palm
from .kit import _font_size, _glow, _lit, _pale, _sign

if TYPE_CHECKING:
    from ..scene import _Scene


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


def _oasis(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.16, 2.4, spread=0.72)
    water = mix((70, 150, 170), scene.sky_low, 0.3)
    pen.ellipse(water, (-1.2, 0.8, 3.2, 0.4))
    pen.ellipse(lighten(water, 0.25), (-0.8, 0.88, 1.6, 0.06))
    rng = scene.rng
    for depth, frac, spread in ((3.0, 0.3, 0.95), (2.3, 0.4, 0.68)):
        _palm(_landmark_pen(scene, side, frac, depth, spread), scene.silhouette,
              rng.uniform(0.06, 0.16) * -side, rng)
