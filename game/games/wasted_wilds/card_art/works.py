"""The works and the wreckage on the map tiles: the gas station, fuel tanks, the factory, the water
tower, the grain silo, the radio mast, bunkers, the crashed plane, the scrapyard and the scrap fort,
the drive-in, the burnt-out highway and the pilgrims' road. Each paints on a Stage (stage.py)."""
from __future__ import annotations

import math

from ....ui import art
from ....ui.art import darken, lighten, mix
from .stage import CREAM, HORIZON, RUST, Stage, car


def _gas_station(st: Stage) -> None:
    p = st.pen
    p.rect((120, 122, 126), (st.left - 0.1, 0.8, st.right - st.left + 0.2, 0.06))
    p.rect(mix(CREAM, (180, 180, 176), 0.4), (0.58, 0.52, 0.36, 0.3))
    p.rect((56, 58, 62), (0.58, 0.5, 0.36, 0.03))
    st.window(0.62, 0.6, 0.14, 0.1, lit=True)
    p.rect((40, 42, 48), (0.8, 0.62, 0.07, 0.2))
    st.roof_snow([(0.58, 0.5), (0.76, 0.5), (0.94, 0.5)], 0.025)
    for x in (0.14, 0.5):
        p.rect((210, 210, 206), (x - 0.015, 0.47, 0.03, 0.35))
    p.rect((180, 36, 30), (0.06, 0.41, 0.52, 0.07), radius=0.01)
    p.rect(CREAM, (0.06, 0.46, 0.52, 0.015))
    st.roof_snow([(0.06, 0.41), (0.32, 0.41), (0.58, 0.41)], 0.03)
    for x in (0.24, 0.38):
        p.rect((200, 50, 40), (x, 0.64, 0.07, 0.16), radius=0.01)
        p.rect((230, 230, 226), (x + 0.012, 0.67, 0.046, 0.04))
        p.line((30, 30, 30), [(x + 0.07, 0.7), (x + 0.09, 0.74), (x + 0.085, 0.8)], 0.006)
    p.rect((70, 70, 74), (0.97, 0.3, 0.015, 0.52))
    p.rect((180, 36, 30), (0.92, 0.24, 0.11, 0.09), radius=0.01)
    p.rect(CREAM, (0.935, 0.26, 0.08, 0.02))
    p.rect(CREAM, (0.935, 0.29, 0.06, 0.015))


def _tanks(st: Stage) -> None:
    p = st.pen
    skin = (196, 190, 176) if st.snow else (200, 150, 100)
    for x, w, h in ((0.06, 0.26, 0.3), (0.38, 0.32, 0.38), (0.74, 0.22, 0.24)):
        base = 0.84
        st.shadow(x + w / 2, base, w * 1.2)
        p.rect(darken(skin, 0.3), (x, base - h, w, h), radius=0.01)
        p.rect(skin, (x + 0.01, base - h, w * 0.55, h))
        p.ellipse(lighten(skin, 0.2), (x, base - h - 0.03, w, 0.06))
        for k in (0.3, 0.65):
            p.rect(darken(skin, 0.2), (x, base - h * k, w, 0.008))
        p.rect((60, 60, 64), (x + w * 0.78, base - h, 0.01, h))
        p.rect((180, 40, 34), (x + w * 0.2, base - h * 0.55, w * 0.3, h * 0.12))
        st.roof_snow([(x, base - h - 0.005), (x + w / 2, base - h - 0.03), (x + w, base - h - 0.005)], 0.02)
    p.line((90, 90, 96), [(0.3, 0.8), (0.4, 0.8)], 0.018)
    p.line((90, 90, 96), [(0.68, 0.78), (0.76, 0.78)], 0.018)


def _factory(st: Stage) -> None:
    p = st.pen
    brick = (140, 70, 52) if st.snow else (150, 96, 62)
    for x, top in ((0.68, 0.16), (0.84, 0.24)):
        p.rect(darken(brick, 0.2), (x, top, 0.07, 0.6))
        p.rect((40, 36, 36), (x - 0.005, top, 0.08, 0.025))
        st.smoke(x + 0.035, top - 0.03, 6, 110, 0.05)
    p.rect(brick, (0.06, 0.52, 0.78, 0.32))
    teeth = 4
    for k in range(teeth):
        x0 = 0.06 + k * 0.78 / teeth
        x1 = x0 + 0.78 / teeth
        p.polygon(darken(brick, 0.35), [(x0, 0.52), (x0, 0.4), (x1, 0.52)])
        p.polygon((150, 180, 200), [(x0 + 0.005, 0.43), (x0 + 0.018, 0.43), (x0 + 0.018, 0.51), (x0 + 0.005, 0.51)])
        st.roof_snow([(x0, 0.4), (x0 + 0.1, 0.46), (x1, 0.52)], 0.02)
    for k in range(6):
        st.window(0.1 + k * 0.12, 0.58, 0.07, 0.07, lit=(k == 2))
    p.rect((60, 64, 70), (0.38, 0.7, 0.16, 0.14))
    for k in range(5):
        p.line((80, 84, 90), [(0.38, 0.72 + k * 0.025), (0.54, 0.72 + k * 0.025)], 0.004)


def _water_tower(st: Stage) -> None:
    p = st.pen
    metal = (120, 150, 160) if not st.snow else (150, 160, 170)
    for xb, xt in ((0.3, 0.38), (0.7, 0.62), (0.42, 0.45), (0.58, 0.55)):
        p.line((70, 70, 76), [(xb, 0.86), (xt, 0.42)], 0.014)
    for y in (0.56, 0.7):
        p.line((90, 90, 96), [(0.34, y), (0.66, y + 0.08)], 0.007)
        p.line((90, 90, 96), [(0.66, y), (0.34, y + 0.08)], 0.007)
    p.rect(darken(metal, 0.3), (0.28, 0.22, 0.44, 0.22), radius=0.02)
    p.rect(metal, (0.3, 0.22, 0.26, 0.22))
    p.ellipse(darken(metal, 0.3), (0.28, 0.4, 0.44, 0.06))
    p.polygon(darken(metal, 0.35), [(0.26, 0.23), (0.5, 0.12), (0.74, 0.23)])
    p.rect(darken(RUST, 0.1), (0.36, 0.3, 0.28, 0.02))
    p.line((60, 60, 64), [(0.76, 0.44), (0.76, 0.86)], 0.006)


def _plane(st: Stage) -> None:
    p = st.pen
    skin = (200, 204, 208)
    st.shadow(0.45, 0.82, 0.8, 0.06)
    p.polygon(darken(skin, 0.25), [(0.36, 0.76), (0.14, 0.92), (0.3, 0.93), (0.52, 0.76)])          # a wing in the snow
    p.capsule(darken(skin, 0.3), (0.1, 0.72), (0.56, 0.64), 0.07)
    p.capsule(skin, (0.1, 0.71), (0.56, 0.63), 0.06)
    p.polygon((40, 50, 60), [(0.06, 0.71), (0.1, 0.67), (0.14, 0.67), (0.12, 0.72)])
    for k in range(6):
        p.circle((60, 70, 84), (0.2 + k * 0.06, 0.685 - k * 0.011), 0.012)
    p.rect((160, 40, 36), (0.12, 0.73, 0.42, 0.012))
    p.polygon((30, 30, 32), [(0.56, 0.56), (0.6, 0.6), (0.57, 0.66), (0.61, 0.71), (0.56, 0.72)])
    p.capsule(darken(skin, 0.3), (0.68, 0.66), (0.92, 0.72), 0.05)                               # the torn-off tail
    p.capsule(skin, (0.68, 0.655), (0.92, 0.715), 0.042)
    p.polygon(darken(skin, 0.15), [(0.84, 0.68), (0.94, 0.48), (0.98, 0.5), (0.94, 0.7)])
    p.polygon((160, 40, 36), [(0.9, 0.56), (0.95, 0.5), (0.97, 0.51), (0.94, 0.6)])
    for x, y in ((0.62, 0.86), (0.74, 0.9), (0.5, 0.94)):
        p.polygon(darken(skin, 0.35), [(x, y), (x + 0.04, y - 0.02), (x + 0.05, y + 0.01)])
    st.smoke(0.6, 0.56, 7, 90, 0.06)
    st.drift(0.3, 0.8, 0.4)


def _bunker(st: Stage) -> None:
    p = st.pen
    words, concrete = st.words, (150, 150, 146) if st.snow else (170, 150, 126)
    st.shadow(0.5, 0.84, 0.8)
    p.polygon(darken(concrete, 0.2), [(0.16, 0.84), (0.22, 0.54), (0.78, 0.54), (0.84, 0.84)])
    p.polygon(concrete, [(0.2, 0.84), (0.25, 0.57), (0.75, 0.57), (0.8, 0.84)])
    st.roof_snow([(0.22, 0.54), (0.5, 0.535), (0.78, 0.54)], 0.03)
    p.rect((50, 54, 56), (0.4, 0.66, 0.2, 0.18))
    for k in range(5):
        p.polygon((230, 190, 40) if k % 2 else (30, 30, 30), [(0.4 + k * 0.04, 0.84), (0.44 + k * 0.04, 0.84),
                                                             (0.44 + k * 0.04, 0.86), (0.4 + k * 0.04, 0.86)])
    if "fallout" in words or "shelter" in words:
        p.circle((230, 190, 40), (0.5, 0.61), 0.035)
        for a in (-90, 30, 150):
            p.polygon((30, 30, 30), [(0.5, 0.61)] + art.arc_points((0.5, 0.61), 0.03, a - 30, a + 30, 6))
        p.circle((230, 190, 40), (0.5, 0.61), 0.008)
    else:
        for x, y in ((0.06, 0.84), (0.06, 0.76), (0.15, 0.84), (0.86, 0.84)):   # ammo crates
            p.rect((96, 104, 70), (x, y - 0.08, 0.09, 0.08), radius=0.005)
            p.rect((70, 76, 50), (x, y - 0.05, 0.09, 0.01))
        p.line((60, 60, 64), [(0.9, 0.76), (0.9, 0.4)], 0.008)
        p.polygon((70, 90, 60), [(0.9, 0.41), (0.99, 0.44), (0.9, 0.47)])
    for k in range(6):                                                        # sandbags
        p.ellipse((160, 150, 120) if not st.snow else (170, 166, 150), (0.22 + k * 0.08, 0.86, 0.09, 0.04))


def _silo(st: Stage) -> None:
    p = st.pen
    metal = (176, 180, 184)
    st.shadow(0.5, 0.84, 0.85)
    p.rect(darken(metal, 0.2), (0.54, 0.22, 0.22, 0.62))
    p.rect(metal, (0.56, 0.22, 0.1, 0.62))
    p.ellipse(lighten(metal, 0.15), (0.54, 0.14, 0.22, 0.16))
    for k in range(6):
        p.rect(darken(metal, 0.3), (0.54, 0.3 + k * 0.09, 0.22, 0.006))
    p.line((60, 60, 64), [(0.72, 0.26), (0.72, 0.84)], 0.005)
    st.roof_snow([(0.54, 0.2), (0.65, 0.135), (0.76, 0.2)], 0.03)
    red = (150, 44, 36)
    p.polygon(red, [(0.1, 0.84), (0.1, 0.6), (0.18, 0.5), (0.3, 0.46), (0.42, 0.5), (0.5, 0.6), (0.5, 0.84)])
    p.polygon(darken(red, 0.4), [(0.08, 0.61), (0.18, 0.49), (0.3, 0.44), (0.42, 0.49), (0.52, 0.61), (0.5, 0.62),
                                 (0.42, 0.52), (0.3, 0.48), (0.18, 0.52), (0.1, 0.62)])
    st.roof_snow([(0.08, 0.61), (0.18, 0.49), (0.3, 0.44), (0.42, 0.49), (0.52, 0.61)], 0.03)
    p.rect(CREAM, (0.22, 0.64, 0.16, 0.2))
    p.rect(red, (0.235, 0.655, 0.13, 0.17))
    p.line(CREAM, [(0.235, 0.655), (0.365, 0.825)], 0.01)
    p.line(CREAM, [(0.365, 0.655), (0.235, 0.825)], 0.01)


def _mast(st: Stage) -> None:
    p = st.pen
    steel = (170, 60, 50)
    p.rect((110, 110, 116), (0.62, 0.76, 0.18, 0.1))
    st.roof_snow([(0.62, 0.76), (0.71, 0.755), (0.8, 0.76)], 0.02)
    for x in (0.1, 0.9):
        p.line((80, 80, 86), [(0.5, 0.3), (x, 0.86)], 0.003)
    legs = ((0.4, 0.86), (0.6, 0.86))
    p.line(steel, [legs[0], (0.49, 0.06)], 0.012)
    p.line(steel, [legs[1], (0.51, 0.06)], 0.012)
    for k in range(9):
        t0, t1 = k / 9, (k + 1) / 9
        l0, r0 = 0.4 + 0.09 * t0, 0.6 - 0.09 * t0
        l1, r1 = 0.4 + 0.09 * t1, 0.6 - 0.09 * t1
        y0, y1 = 0.86 - 0.8 * t0, 0.86 - 0.8 * t1
        p.line(CREAM if k % 2 else steel, [(l0, y0), (r1, y1)], 0.005)
        p.line(CREAM if k % 2 else steel, [(r0, y0), (l1, y1)], 0.005)
    p.rect((200, 200, 204), (0.52, 0.24, 0.05, 0.06), radius=0.01)
    p.circle((255, 70, 60), (0.5, 0.05), 0.014)
    st.glow((255, 60, 50), (0.5, 0.05), 0.06, 90)


def _fort(st: Stage) -> None:
    p, pal = st.pen, st.pal
    colours = ((140, 76, 44), (120, 120, 112), (160, 110, 60), (100, 96, 90), (150, 66, 40))
    x, k = st.left - 0.05, 0
    while x < st.right:
        w = st.rng.uniform(0.08, 0.14)
        top = 0.5 + st.rng.uniform(-0.04, 0.05)
        if not 0.38 < x + w / 2 < 0.62:
            colour = colours[k % len(colours)]
            p.polygon(darken(colour, 0.3), [(x, 0.84), (x, top + 0.01), (x + w, top - 0.01), (x + w, 0.84)])
            p.polygon(colour, [(x + 0.008, 0.84), (x + 0.008, top + 0.02), (x + w - 0.008, top), (x + w - 0.008, 0.84)])
            for r in range(3):
                p.circle(darken(colour, 0.45), (x + 0.02 + r * (w - 0.04) / 2, top + 0.03), 0.005)
            p.polygon((70, 66, 64), [(x + w * 0.3, top), (x + w * 0.4, top - 0.06), (x + w * 0.5, top)])
        x += w
        k += 1
    p.rect((40, 34, 30), (0.4, 0.56, 0.2, 0.28))
    for k in range(4):
        p.line((110, 100, 90), [(0.42 + k * 0.05, 0.56), (0.42 + k * 0.05, 0.84)], 0.008)
    p.line((110, 100, 90), [(0.4, 0.68), (0.6, 0.68)], 0.01)
    p.rect((100, 80, 60), (0.36, 0.5, 0.28, 0.06))
    for xx in (0.37, 0.63):
        p.line(pal["wood_dark"], [(xx, 0.5), (xx, 0.3)], 0.01)
    p.polygon((90, 70, 50), [(0.34, 0.32), (0.5, 0.24), (0.66, 0.32)])
    st.roof_snow([(0.34, 0.32), (0.5, 0.24), (0.66, 0.32)], 0.02)


def _scrapyard(st: Stage) -> None:
    p = st.pen
    p.line((210, 160, 40), [(0.78, 0.86), (0.78, 0.18)], 0.03)                    # the crane
    p.line((210, 160, 40), [(0.78, 0.2), (0.36, 0.26)], 0.02)
    p.line((40, 40, 40), [(0.44, 0.25), (0.44, 0.44)], 0.004)
    p.ellipse((60, 60, 64), (0.4, 0.44, 0.08, 0.03))
    p.rect((180, 130, 40), (0.74, 0.6, 0.1, 0.08))
    for cx, w, h, colour in ((0.2, 0.46, 0.22, (110, 90, 80)), (0.56, 0.4, 0.16, (120, 110, 100)),
                             (0.86, 0.3, 0.12, (100, 80, 70))):
        heap = [(cx - w / 2, 0.86), (cx - w * 0.3, 0.86 - h * 0.7), (cx - w * 0.1, 0.86 - h),
                (cx + w * 0.15, 0.86 - h * 0.9),
                (cx + w * 0.35, 0.86 - h * 0.5), (cx + w / 2, 0.86)]
        p.polygon(darken(colour, 0.2), heap)
        for _ in range(7):
            x, y = st.rng.uniform(cx - w * 0.35, cx + w * 0.35), st.rng.uniform(0.86 - h * 0.7, 0.84)
            kind = st.rng.randrange(3)
            if kind == 0:
                p.circle((30, 30, 32), (x, y), 0.022)
                p.circle((80, 80, 84), (x, y), 0.008)
            elif kind == 1:
                p.line((150, 150, 156), [(x - 0.04, y), (x + 0.04, y - 0.02)], 0.008)
            else:
                p.rect(mix(RUST, (120, 140, 160), st.rng.random()), (x - 0.03, y - 0.02, 0.06, 0.04))
        st.roof_snow(heap[1:-1], 0.02)
    car(st, 0.3, 0.94, 0.3, RUST, wrecked=True, facing=-1)


def _pilgrims(st: Stage) -> None:
    p, pal = st.pen, st.pal
    p.polygon(darken(pal["ground"], 0.12), [(0.2, 1.0), (0.47, HORIZON + 0.01), (0.53, HORIZON + 0.01), (0.8, 1.0)])
    for k in range(9):
        t = k / 8
        scale = 0.04 + 0.12 * t
        x = 0.5 + (0.05 if k % 2 else -0.05) * t + 0.01 * math.sin(k)
        y = HORIZON + 0.03 + 0.34 * t ** 1.3
        st.figure(x, y, scale, (150, 60, 40) if k % 3 else (220, 180, 120), hood=True)
        if k in (3, 7):
            p.line((80, 50, 30), [(x + scale * 0.25, y), (x + scale * 0.25, y - scale * 1.6)], scale * 0.06)
            p.circle((246, 196, 80), (x + scale * 0.25, y - scale * 1.6), scale * 0.18)
    st.ghost(70, lambda pen: pen.ellipse(pal["ground"], (0.3, 0.7, 0.4, 0.12)))


def _drive_in(st: Stage) -> None:
    p = st.pen
    for x in (0.16, 0.84):
        p.line((70, 70, 76), [(x, 0.62), (x, 0.4)], 0.014)
    p.rect((90, 90, 96), (0.06, 0.14, 0.88, 0.3), radius=0.01)
    p.rect((232, 230, 220), (0.08, 0.16, 0.84, 0.26))
    st.glow((255, 255, 240), (0.5, 0.3), 0.3, 40)
    for k in range(3):
        p.rect(darken((232, 230, 220), 0.1 + 0.05 * k), (0.08 + k * 0.3, 0.16, 0.02, 0.26))
    for row, (base, length) in enumerate(((0.74, 0.16), (0.84, 0.2), (0.96, 0.24))):
        for k in range(3 + (row < 2)):
            x = 0.02 + k * (length + 0.06) + (0.05 if row % 2 else 0)
            car(st, x, base, length, ((120, 60, 40), (80, 90, 100), (140, 110, 60))[(k + row) % 3], wrecked=True)
            p.line((60, 60, 64), [(x + length + 0.02, base), (x + length + 0.02, base - 0.07)], 0.004)


def _highway(st: Stage) -> None:
    p = st.pen
    asphalt = (70, 68, 66) if not st.snow else (120, 124, 132)
    p.polygon(asphalt, [(0.04, 1.0), (0.46, HORIZON + 0.01), (0.54, HORIZON + 0.01), (0.96, 1.0)])
    for k in range(7):
        t0, t1 = (k + 0.2) / 7, (k + 0.6) / 7
        y0, y1 = HORIZON + 0.4 * t0 ** 1.7, HORIZON + 0.4 * t1 ** 1.7
        w0, w1 = 0.003 + 0.01 * t0, 0.003 + 0.01 * t1
        p.polygon((230, 200, 80), [(0.5 - w0, y0), (0.5 + w0, y0), (0.5 + w1, y1), (0.5 - w1, y1)])
    p.line((150, 150, 150), [(0.0, 0.96), (0.44, HORIZON + 0.02)], 0.006)
    car(st, 0.1, 0.82, 0.3, (50, 40, 36), wrecked=True)
    car(st, 0.56, 0.94, 0.36, darken(RUST, 0.2), wrecked=True, facing=-1)
    car(st, 0.52, 0.7, 0.16, (60, 50, 44), wrecked=True)
    st.smoke(0.26, 0.72, 7, 60, 0.05)
    st.smoke(0.74, 0.84, 7, 70, -0.04)


WORKS = {"gas_station": _gas_station, "tanks": _tanks, "factory": _factory, "water_tower": _water_tower,
         "plane": _plane, "bunker": _bunker, "silo": _silo, "mast": _mast, "fort": _fort, "scrapyard": _scrapyard,
         "pilgrims": _pilgrims, "drive_in": _drive_in, "highway": _highway}

__all__ = ["WORKS"]
