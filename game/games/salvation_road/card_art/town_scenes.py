"""The town scene on a location card's picture: a smoggy sky, a far skyline and one landmark
building picked by keywords in the location's id or name (``landmark_for``)."""
from __future__ import annotations

import functools
import math
import random
from typing import NamedTuple

import pygame

from game.ui import art
from game.ui.art import Pen, mix

from .palette import SR, SCENE_SUPERSAMPLE, stable_seed


_LANDMARK_KEYS = (
    ("hospital", ("hospital", "clinic", "medic", "infirm", "mercy")),
    ("gas_station", ("gas", "fuel", "petrol", "truck stop", "pump", "garage", "service")),
    ("mission", ("mission", "adobe", "hacienda", "pueblo")),
    ("church", ("church", "chapel", "cathedral", "saint", "temple")),
    ("lookout", ("lookout", "ranger", "ridge", "watch", "fire tower", "outpost", "camp")),
    ("radio_tower", ("radio", "satellite", "antenna", "relay", "signal", "broadcast", "observ", "krld")),
    ("scrapyard", ("scrap", "junk", "salvage", "wreck", "auto", "yard", "dump")),
    ("factory", ("factory", "plant", "mill", "refinery", "works", "foundry", "power")),
    ("market", ("market", "mall", "store", "shop", "grocer", "super", "mart", "diner", "bakery", "food", "pawn",
                "pistol", "gun")),
    ("school", ("school", "college", "university", "library", "academy", "museum")),
    ("police", ("police", "sheriff", "precinct", "armory", "army", "barracks", "military", "prison", "jail",
                "bunker")),
    ("farm", ("farm", "ranch", "silo", "barn", "orchard", "greenhouse", "field", "garden", "grain", "co-op")),
    ("water_tower", ("water", "reservoir", "dam", "pump house")),
    ("motel", ("motel", "hotel", "inn", "lodge", "apartment", "tenement", "block")),
    ("bridge", ("bridge", "overpass", "highway", "freeway", "tunnel", "rail", "depot", "train")),
)


def landmark_for(loc_id: str, name: str = "") -> str:
    """Which building a location's picture shows: by keywords in its id or name, else a hash."""
    words = f"{loc_id} {name}".lower().replace("_", " ").replace("-", " ")
    for landmark, keys in _LANDMARK_KEYS:
        if any(key in words for key in keys):
            return landmark
    order = [k for k, _ in _LANDMARK_KEYS]
    return order[stable_seed(loc_id or name) % len(order)]


class _Town(NamedTuple):
    canvas: pygame.Surface
    pen: Pen              # x 0..1 across the picture, y 0..aspect down
    aspect: float         # height / width
    ground: float         # y of the ground line (pen units)
    rng: random.Random
    dark: tuple           # building silhouette colour
    mid: tuple
    light: tuple          # lit edge
    glow: tuple           # window glow


@functools.lru_cache(maxsize=48)
def location_scene(loc_id: str, name: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture of a location card: sky, smoke, far skyline, its landmark, rubble and a fence."""
    width, height = size
    factor = SCENE_SUPERSAMPLE
    cw, ch = width * factor, height * factor
    rng = random.Random(stable_seed("scene:" + loc_id + name))
    shift = rng.randint(-12, 12)
    top = (48 + shift // 2, 58 + shift // 3, 60)
    mid = (118 + shift, 116, 98)
    low = (206, 156 + shift // 2, 96)
    aspect = ch / cw
    ground = aspect * rng.uniform(0.7, 0.76)
    canvas = art.vertical_gradient((cw, ch), [(0.0, top), (ground / aspect * 0.55, mid), (ground / aspect, low),
                                              (1.0, low)])
    pen = Pen(canvas, scale=cw)
    # a pale sun behind the smog
    sx, sy = rng.uniform(0.15, 0.85), ground * rng.uniform(0.45, 0.7)
    for r, a in ((0.16, 30), (0.1, 50), (0.055, 160)):
        pen.circle((255, 226, 170, a), (sx, sy), r)
    # smoke plumes
    for _ in range(rng.randint(1, 2)):
        x = rng.uniform(0.05, 0.95)
        y = ground * 0.9
        for i in range(8):
            pen.circle((40, 40, 44, 34), (x + i * 0.03 + rng.uniform(-0.01, 0.01), y - i * ground * 0.1),
                       0.03 + i * 0.012)
    # far skyline
    far = mix(low, (40, 40, 48), 0.55)
    x = -0.02
    while x < 1.02:
        bw = rng.uniform(0.05, 0.12)
        bh = ground * rng.uniform(0.18, 0.5)
        t = ground - bh
        pts = [(x, ground), (x, t)]
        if rng.random() < 0.55:
            pts += [(x + bw * 0.35, t + bh * 0.25), (x + bw * 0.6, t + bh * 0.05)]
        pts += [(x + bw, t + bh * rng.uniform(0.0, 0.35)), (x + bw, ground)]
        pen.polygon(far, pts)
        x += bw + rng.uniform(0.0, 0.03)
    dark = mix(low, (16, 14, 16), 0.86)
    town = _Town(canvas, pen, aspect, ground, rng, dark, mix(low, (30, 28, 30), 0.7), mix(low, (255, 220, 170), 0.2),
                 (250, 190, 90))
    _LANDMARKS[landmark_for(loc_id, name)](town)
    # the ground: cracked concrete and rubble
    g = art.vertical_gradient((cw, ch - round(ground * cw)), [(0.0, mix(low, (60, 56, 50), 0.7)),
                                                                (1.0, (34, 32, 30))])
    canvas.blit(g, (0, round(ground * cw)))
    for _ in range(14):
        rx = rng.uniform(0, 1)
        ry = rng.uniform(ground + 0.01, aspect)
        r = rng.uniform(0.008, 0.03) * (0.5 + (ry - ground) / max(0.01, aspect - ground))
        pen.polygon(mix((70, 66, 60), SR["rust"], rng.random() * 0.5),
                    art.regular_polygon_points((rx, ry), r, rng.randint(4, 6), rotation=rng.uniform(0, 90)))
    for _ in range(3):
        x0 = rng.uniform(0, 1)
        y0 = rng.uniform(ground + 0.02, aspect)
        pen.line((20, 20, 20, 120), [(x0, y0), (x0 + rng.uniform(-0.1, 0.1), y0 + rng.uniform(-0.02, 0.03)),
                                      (x0 + rng.uniform(-0.2, 0.2), y0 + rng.uniform(-0.02, 0.04))], 0.004)
    # a fence in the foreground on one side
    side = rng.choice((0, 1))
    fx0 = 0.0 if side == 0 else 0.62
    fy = aspect * 0.93
    for i in range(6):
        x = fx0 + i * 0.075
        pen.line((26, 24, 22), [(x, fy), (x + 0.005, fy - aspect * 0.2)], 0.008)
    for k in range(4):
        y = fy - aspect * 0.04 * (k + 1)
        pen.line((60, 58, 54, 200), [(fx0, y), (fx0 + 0.38, y - 0.01)], 0.003)
    art.vignette(canvas, strength=160)
    return art.finish(art.downsample(canvas, size))


def _windows(town: _Town, x: float, y: float, w: float, h: float, cols: int, rows: int, lit: float = 0.15) -> None:
    pen, rng = town.pen, town.rng
    cw, rh = w / cols, h / rows
    for r in range(rows):
        for c in range(cols):
            wx, wy = x + c * cw + cw * 0.22, y + r * rh + rh * 0.22
            roll = rng.random()
            color = town.glow if roll < lit else ((10, 10, 12) if roll < 0.75 else mix(town.dark, (90, 90, 90), 0.2))
            pen.rect(color, (wx, wy, cw * 0.56, rh * 0.52))


def _broken_top(town: _Town, x: float, top: float, w: float, depth: float) -> list:
    rng = town.rng
    pts = [(x, top)]
    n = rng.randint(3, 6)
    for i in range(1, n):
        pts.append((x + w * i / n, top + rng.uniform(0, depth)))
    pts.append((x + w, top + rng.uniform(0, depth * 0.4)))
    return pts


def _block(town: _Town, x: float, w: float, h: float, broken: bool = True) -> float:
    """A building block standing on the ground; returns its top y."""
    g = town.ground
    top = g - h
    pts = [(x, g)] + (_broken_top(town, x, top, w, h * 0.18) if broken else [(x, top), (x + w, top)]) + [(x + w, g)]
    town.pen.polygon(town.dark, pts)
    town.pen.line(town.light, [(x, g), (x, top)], 0.004)
    return top


def _lm_hospital(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.2, 0.6, g * 0.62
    top = _block(town, x, w, h)
    _windows(town, x + 0.02, top + h * 0.22, w - 0.04, h * 0.7, 8, 4)
    # the faded red cross on the roof sign
    cx, cy, s = x + w * 0.5, top + h * 0.02 - 0.06, 0.05
    pen.rect(town.dark, (cx - s * 1.3, cy - s * 1.3, s * 2.6, s * 2.6))
    pen.rect((176, 40, 36), (cx - s * 0.35, cy - s, s * 0.7, s * 2))
    pen.rect((176, 40, 36), (cx - s, cy - s * 0.35, s * 2, s * 0.7))
    pen.rect(town.dark, (x - 0.12, g - h * 0.35, 0.14, h * 0.35))        # ambulance bay
    pen.rect((10, 10, 12), (x - 0.1, g - h * 0.24, 0.1, h * 0.24))


def _lm_gas_station(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x = 0.18
    roof = g - g * 0.38
    pen.rect(town.dark, (x, roof, 0.56, 0.035))
    pen.rect(SR["rust"], (x, roof + 0.03, 0.56, 0.01))
    for px in (x + 0.05, x + 0.48):
        pen.rect(town.dark, (px, roof, 0.02, g - roof))
    for px in (x + 0.18, x + 0.33):
        pen.rect(town.dark, (px, g - g * 0.16, 0.05, g * 0.16))
        pen.rect(town.glow, (px + 0.012, g - g * 0.13, 0.026, g * 0.035))
    pen.rect(town.dark, (0.78, g - g * 0.28, 0.18, g * 0.28))            # kiosk
    _windows(town, 0.79, g - g * 0.24, 0.16, g * 0.12, 3, 1, 0.3)
    pen.rect(town.dark, (0.08, g - g * 0.82, 0.015, g * 0.82))            # the price sign
    pen.rect(town.dark, (0.02, g - g * 0.82, 0.13, 0.1))
    pen.rect(SR["hazard"], (0.03, g - g * 0.82 + 0.015, 0.11, 0.03))


def _lm_church(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.3, 0.42, g * 0.36
    pen.polygon(town.dark, [(x, g), (x, g - h), (x + w / 2, g - h - 0.12), (x + w, g - h), (x + w, g)])
    sx = x - 0.08
    pen.rect(town.dark, (sx, g - g * 0.62, 0.1, g * 0.62))
    pen.polygon(town.dark, [(sx - 0.01, g - g * 0.62), (sx + 0.05, g - g * 0.62 - 0.16),
                            (sx + 0.11, g - g * 0.62)])
    cy = g - g * 0.62 - 0.2
    pen.line(town.dark, [(sx + 0.05, cy), (sx + 0.05, cy + 0.05)], 0.008)
    pen.line(town.dark, [(sx + 0.032, cy + 0.018), (sx + 0.068, cy + 0.018)], 0.008)
    pen.circle(town.glow, (x + w / 2, g - h * 0.55), 0.035)
    pen.circle(town.dark, (x + w / 2, g - h * 0.55), 0.02)
    pen.polygon(town.mid, [(x + w * 0.7, g - h), (x + w, g - h), (x + w, g - h * 0.6)])   # a hole in the roof


def _lm_radio_tower(town: _Town) -> None:
    pen, g = town.pen, town.ground
    cx, top = 0.6, g * 0.08
    base = 0.08
    pen.line(town.dark, [(cx - base, g), (cx, top), (cx + base, g)], 0.01)
    steps = 9
    for i in range(steps):
        t0, t1 = i / steps, (i + 1) / steps
        y0, y1 = g - (g - top) * t0, g - (g - top) * t1
        w0, w1 = base * (1 - t0), base * (1 - t1)
        pen.line(town.dark, [(cx - w0, y0), (cx + w1, y1)], 0.004)
        pen.line(town.dark, [(cx + w0, y0), (cx - w1, y1)], 0.004)
    pen.circle((240, 60, 40), (cx, top), 0.012)
    pen.circle((240, 60, 40, 70), (cx, top), 0.03)
    # a dish on a hut
    pen.rect(town.dark, (0.14, g - g * 0.2, 0.22, g * 0.2))
    pen.polygon(town.dark, art.arc_points((0.25, g - g * 0.3), 0.09, 110, 290) + [(0.25, g - g * 0.3)])
    pen.line(town.dark, [(0.25, g - g * 0.3), (0.25, g - g * 0.2)], 0.01)


def _lm_scrapyard(town: _Town) -> None:
    pen, g, rng = town.pen, town.ground, town.rng
    for i in range(4):
        x = 0.06 + i * 0.16
        rows = rng.randint(2, 4)
        for r in range(rows):
            w = rng.uniform(0.12, 0.16)
            y = g - (r + 1) * 0.05
            pen.rect(mix(town.dark, SR["rust"], rng.uniform(0.1, 0.4)), (x + rng.uniform(-0.01, 0.01), y, w, 0.045),
                     radius=0.008)
    # crane with a hook
    pen.line(town.dark, [(0.78, g), (0.78, g * 0.25)], 0.016)
    pen.line(town.dark, [(0.62, g * 0.3), (0.98, g * 0.22)], 0.012)
    pen.line(town.dark, [(0.66, g * 0.29), (0.66, g * 0.55)], 0.003)
    pen.circle(town.dark, (0.66, g * 0.57), 0.02, width=0.006)


def _lm_factory(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.12, 0.62, g * 0.3
    pts = [(x, g)]
    for i in range(5):
        bx = x + i * w / 5
        pts += [(bx, g - h), (bx + w / 5, g - h - 0.06)]
    pts += [(x + w, g - h), (x + w, g)]
    pen.polygon(town.dark, pts)
    for sx, sh in ((0.78, 0.72), (0.88, 0.6)):
        pen.rect(town.dark, (sx, g - g * sh, 0.05, g * sh))
        pen.rect(SR["rust"], (sx, g - g * sh + 0.02, 0.05, 0.012))
    _windows(town, x + 0.02, g - h * 0.7, w - 0.04, h * 0.4, 10, 1, 0.1)


def _lm_market(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.1, 0.8, g * 0.32
    top = _block(town, x, w, h, broken=False)
    pen.rect(town.dark, (x + w * 0.25, top - 0.07, w * 0.5, 0.08))       # the sign board
    for i in range(6):
        pen.rect(town.mid if i % 2 else (150, 40, 34), (x + w * 0.28 + i * w * 0.075, top - 0.055, w * 0.06, 0.05))
    for i in range(6):                                                  # storefront glass
        pen.rect((12, 12, 14), (x + 0.03 + i * w / 6.3, g - h * 0.55, w / 7.5, h * 0.5))
    pen.polygon(town.mid, [(x + w * 0.55, g - h * 0.55), (x + w * 0.62, g - h * 0.2), (x + w * 0.6, g - h * 0.55)])
    for i in range(3):                                                  # abandoned carts
        cx = 0.2 + i * 0.22
        pen.rect(town.dark, (cx, g - 0.03, 0.05, 0.025))


def _lm_school(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.08, 0.84, g * 0.26
    top = _block(town, x, w, h)
    _windows(town, x + 0.02, top + h * 0.25, w - 0.04, h * 0.5, 12, 1)
    pen.polygon(town.dark, [(0.42, top + 0.01), (0.5, top - 0.09), (0.58, top + 0.01)])
    pen.circle(town.light, (0.5, top - 0.03), 0.025)
    pen.circle(town.dark, (0.5, top - 0.03), 0.018)
    pen.line(town.dark, [(0.9, g), (0.9, g * 0.3)], 0.006)                # flagpole
    pen.polygon(SR["rust"], [(0.9, g * 0.3), (0.97, g * 0.33), (0.9, g * 0.37)])


def _lm_police(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.22, 0.5, g * 0.4
    top = _block(town, x, w, h)
    _windows(town, x + 0.02, top + h * 0.2, w - 0.04, h * 0.45, 6, 2)
    pen.rect(town.dark, (0.76, g * 0.2, 0.08, g * 0.8))                  # watchtower
    pen.rect(town.dark, (0.72, g * 0.14, 0.16, 0.06))
    pen.circle(town.glow, (0.8, g * 0.17), 0.014)
    for i in range(6):                                                  # sandbags
        pen.ellipse(town.mid, (0.04 + i * 0.05, g - 0.035, 0.06, 0.035))
        pen.ellipse(town.mid, (0.065 + i * 0.05, g - 0.06, 0.06, 0.035))


def _lm_farm(town: _Town) -> None:
    pen, g = town.pen, town.ground
    pen.polygon(town.dark, [(0.18, g), (0.18, g - g * 0.26), (0.34, g - g * 0.42), (0.5, g - g * 0.26), (0.5, g)])
    pen.rect((12, 12, 14), (0.29, g - g * 0.16, 0.1, g * 0.16))
    pen.rect(town.dark, (0.56, g - g * 0.58, 0.1, g * 0.58))
    pen.polygon(town.dark, art.arc_points((0.61, g - g * 0.58), 0.05, 180, 360))
    pen.line(town.dark, [(0.8, g), (0.8, g * 0.5)], 0.006)               # windmill
    for k in range(4):
        a = math.radians(20 + k * 90)
        pen.line(town.dark, [(0.8, g * 0.5), (0.8 + 0.07 * math.cos(a), g * 0.5 + 0.07 * math.sin(a))], 0.01)


def _lm_water_tower(town: _Town) -> None:
    pen, g = town.pen, town.ground
    cx, ty = 0.55, g * 0.28
    for dx in (-0.08, -0.03, 0.03, 0.08):
        pen.line(town.dark, [(cx + dx * 0.6, ty + 0.08), (cx + dx, g)], 0.008)
    pen.line(town.dark, [(cx - 0.08, g * 0.7), (cx + 0.08, g * 0.6)], 0.004)
    pen.line(town.dark, [(cx + 0.08, g * 0.7), (cx - 0.08, g * 0.6)], 0.004)
    pen.rect(town.dark, (cx - 0.11, ty - 0.04, 0.22, 0.13), radius=0.03)
    pen.polygon(town.dark, [(cx - 0.12, ty - 0.035), (cx, ty - 0.1), (cx + 0.12, ty - 0.035)])
    pen.rect(SR["rust"], (cx - 0.11, ty + 0.03, 0.22, 0.012))
    _block(town, 0.05, 0.2, g * 0.22)


def _lm_motel(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.08, 0.62, g * 0.24
    top = _block(town, x, w, h, broken=False)
    _windows(town, x + 0.02, top + h * 0.15, w - 0.04, h * 0.75, 8, 2, 0.25)
    pen.line(town.dark, [(0.84, g), (0.84, g * 0.35)], 0.01)
    pen.rect(town.dark, (0.76, g * 0.25, 0.18, 0.12), radius=0.01)
    for i in range(3):
        pen.rect(town.glow if i != 1 else (60, 40, 30), (0.78 + i * 0.055, g * 0.25 + 0.03, 0.04, 0.05))


def _lm_bridge(town: _Town) -> None:
    pen, g = town.pen, town.ground
    deck = g * 0.5
    pen.rect(town.dark, (-0.02, deck, 0.5, 0.05))
    pen.polygon(town.dark, [(0.6, deck + 0.01), (1.02, deck - 0.02), (1.02, deck + 0.04), (0.64, deck + 0.05)])
    for px in (0.1, 0.34, 0.78):
        pen.rect(town.dark, (px, deck, 0.05, g - deck))
    for i in range(5):                                                  # rubble of the fallen span
        pen.polygon(town.mid, art.regular_polygon_points((0.52 + i * 0.02, g - 0.02), 0.03, 5, rotation=i * 20))
    pen.rect((140, 50, 36), (0.2, deck - 0.035, 0.08, 0.035), radius=0.008)   # a stranded car


def _lm_mission(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.16, 0.56, g * 0.34
    gable = [(x, g), (x, g - h), (x + w * 0.2, g - h), (x + w * 0.26, g - h - 0.05)] + \
        art.arc_points((x + w * 0.5, g - h - 0.06), w * 0.22, 200, 340) + \
        [(x + w * 0.74, g - h - 0.05), (x + w * 0.8, g - h), (x + w, g - h), (x + w, g)]
    pen.polygon(town.dark, gable)
    for bx in (x + w * 0.42, x + w * 0.58):                             # bell openings
        pen.polygon(town.glow if bx < x + w * 0.5 else (14, 12, 12),
                    [(bx - 0.025, g - h + 0.02)] + art.arc_points((bx, g - h + 0.02), 0.025, 180, 360)
                    + [(bx + 0.025, g - h + 0.07), (bx - 0.025, g - h + 0.07)])
    pen.polygon((12, 10, 10), [(x + w * 0.42, g)] + art.arc_points((x + w * 0.5, g - h * 0.45), w * 0.08, 180, 360)
                + [(x + w * 0.58, g)])
    pen.rect(town.dark, (x + w, g - h * 0.55, 0.2, h * 0.55))            # a low wall and a cactus
    pen.capsule(town.dark, (0.88, g), (0.88, g - 0.14), 0.018)
    pen.capsule(town.dark, (0.88, g - 0.07), (0.92, g - 0.1), 0.012)
    pen.capsule(town.dark, (0.92, g - 0.1), (0.92, g - 0.15), 0.012)


def _lm_lookout(town: _Town) -> None:
    pen, g, rng = town.pen, town.ground, town.rng
    # a ridge behind, a stilted lookout cabin on it
    ridge = [(-0.02, g)] + [(x / 10, g - 0.08 - 0.1 * math.sin(x / 10 * math.pi) - rng.uniform(0, 0.02))
                            for x in range(11)] + [(1.02, g)]
    pen.polygon(town.mid, ridge)
    cx, top = 0.62, g * 0.3
    base = g - 0.16
    for dx in (-0.06, 0.06):
        pen.line(town.dark, [(cx + dx * 0.5, top + 0.08), (cx + dx, base)], 0.008)
    pen.line(town.dark, [(cx - 0.05, base - 0.05), (cx + 0.05, top + 0.12)], 0.004)
    pen.line(town.dark, [(cx + 0.05, base - 0.05), (cx - 0.05, top + 0.12)], 0.004)
    pen.rect(town.dark, (cx - 0.07, top, 0.14, 0.09))
    pen.polygon(town.dark, [(cx - 0.09, top + 0.005), (cx, top - 0.05), (cx + 0.09, top + 0.005)])
    pen.rect(town.glow, (cx - 0.045, top + 0.025, 0.09, 0.03))
    for tx in (0.12, 0.2, 0.3, 0.86):                                    # dead pines
        h = rng.uniform(0.1, 0.18)
        pen.polygon(town.dark, [(tx - 0.03, g - 0.06), (tx, g - 0.06 - h), (tx + 0.03, g - 0.06)])


_LANDMARKS = {
    "mission": _lm_mission,
    "lookout": _lm_lookout,
    "hospital": _lm_hospital,
    "gas_station": _lm_gas_station,
    "church": _lm_church,
    "radio_tower": _lm_radio_tower,
    "scrapyard": _lm_scrapyard,
    "factory": _lm_factory,
    "market": _lm_market,
    "school": _lm_school,
    "police": _lm_police,
    "farm": _lm_farm,
    "water_tower": _lm_water_tower,
    "motel": _lm_motel,
    "bridge": _lm_bridge,
}


__all__ = ["landmark_for", "location_scene"]
