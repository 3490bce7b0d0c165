"""The wild places on the map tiles: snowfields, pine forests, frozen lakes and oases, hot springs, a
wolf den, an ice cave, rune stones, a mammoth graveyard, a mountain pass, a canyon, dunes, salt flats,
an impact crater, the great sundial and ruins (the default). Each paints on a Stage (stage.py)."""
from __future__ import annotations

import math

from ....ui import art
from ....ui.art import darken, lighten, mix
from .stage import HORIZON, Stage, cactus


def _snowfield(st: Stage) -> None:
    if st.snow:
        st.pine(0.72, 0.74, 0.12)
        st.pen.line(st.pal["wood_dark"], [(0.3, 0.8), (0.31, 0.6)], 0.014)      # a dead tree
        for a, b in (((0.305, 0.7), (0.25, 0.64)), ((0.308, 0.66), (0.36, 0.6))):
            st.pen.line(st.pal["wood_dark"], [a, b], 0.008)
        for k in range(8):                                                      # footprints to the horizon
            t = k / 8
            st.pen.ellipse(st.pal["shadow"], (0.42 + 0.1 * t + (0.015 if k % 2 else 0), 0.96 - 0.33 * t,
                                              0.02 * (1 - t * 0.6), 0.01))
    else:
        cactus(st, 0.3, 0.82, 0.2)
        st.rock(0.72, 0.8, 0.06)


def _forest(st: Stage) -> None:
    if not st.snow:
        for k in range(7):
            st.pine(st.left + (st.right - st.left) * (k + 0.5) / 7 + st.rng.uniform(-0.03, 0.03), 0.8 + 0.05 * (k % 2),
                    0.3)
        return
    rows = ((0.62, 0.16, 9), (0.72, 0.24, 7), (0.86, 0.34, 5))
    for base, height, count in rows:
        for k in range(count):
            x = st.left + (st.right - st.left) * (k + st.rng.uniform(0.2, 0.8)) / count
            st.pine(x, base + st.rng.uniform(-0.02, 0.02), height * st.rng.uniform(0.85, 1.15))


def _lake(st: Stage) -> None:
    pal, p = st.pal, st.pen
    if st.snow:
        p.ellipse(pal["water_dark"], (0.02, 0.63, 0.96, 0.3))
        p.ellipse(pal["water"], (0.04, 0.64, 0.92, 0.27))
        for _ in range(6):
            x, y = st.rng.uniform(0.15, 0.85), st.rng.uniform(0.68, 0.86)
            p.line(lighten(pal["water"], 0.5), [(x, y), (x + 0.06, y + 0.02), (x + 0.1, y - 0.01)], 0.005)
        p.ellipse((30, 50, 70), (0.56, 0.76, 0.1, 0.04))            # the fishing hole
        p.line(pal["wood_dark"], [(0.63, 0.77), (0.7, 0.66)], 0.008)
        for x in (0.1, 0.86, 0.94):
            st.pine(x, 0.66, 0.16)
        st.figure(0.7, 0.8, 0.08, (60, 56, 60))
    else:
        p.ellipse(darken(pal["ground"], 0.2), (0.12, 0.66, 0.76, 0.22))            # the cracked mud rim
        p.ellipse(pal["water_dark"], (0.22, 0.69, 0.56, 0.15))
        p.ellipse(pal["water"], (0.24, 0.7, 0.52, 0.12))
        for x, lean in ((0.2, -1), (0.78, 1), (0.86, 1)):
            _palm(st, x, 0.76, 0.3, lean)


def _palm(st: Stage, x: float, base: float, height: float, lean: int) -> None:
    p = st.pen
    top = (x + lean * height * 0.2, base - height)
    p.line(st.pal["wood"], art.bezier_points((x, base), (x, base - height * 0.6), top, 10), height * 0.06)
    for a in (-160, -120, -60, -20, 20, 200):
        r = math.radians(a)
        tip = (top[0] + math.cos(r) * height * 0.4, top[1] + math.sin(r) * height * 0.3 + height * 0.12)
        p.line(darken(st.pal["leaf"], 0.1), art.bezier_points(top, (top[0] + math.cos(r) * height * 0.25,
                                                                    top[1] - height * 0.1), tip, 8),
               height * 0.05)


def _spring(st: Stage) -> None:
    pal, p = st.pal, st.pen
    for x in (0.16, 0.3, 0.7, 0.86, 0.5):
        st.rock(x, 0.8 + 0.04 * (x == 0.5), 0.07)
    p.ellipse(darken(pal["rock"], 0.2), (0.16, 0.7, 0.68, 0.2))
    p.ellipse((70, 150, 170), (0.19, 0.72, 0.62, 0.16))
    p.ellipse((120, 196, 206), (0.26, 0.74, 0.4, 0.08))
    st.smoke(0.34, 0.68, 6, 236, 0.02)
    st.smoke(0.56, 0.7, 6, 236, -0.02)
    st.smoke(0.46, 0.66, 5, 240, 0.01)


def _den(st: Stage) -> None:
    pal, p = st.pal, st.pen
    p.polygon(darken(pal["rock"], 0.1), [(0.06, 0.86), (0.2, 0.56), (0.42, 0.46), (0.66, 0.5), (0.88, 0.62),
                                         (0.96, 0.86)],
              corner=0.02)
    p.polygon(pal["rock_light"], [(0.2, 0.58), (0.42, 0.48), (0.6, 0.52), (0.4, 0.56)])
    st.roof_snow([(0.16, 0.6), (0.3, 0.5), (0.42, 0.46), (0.66, 0.5), (0.88, 0.62)], 0.04)
    p.ellipse((14, 14, 18), (0.34, 0.64, 0.32, 0.24))
    p.rect((14, 14, 18), (0.34, 0.76, 0.32, 0.1))
    for x in (0.44, 0.52):
        p.circle((250, 210, 80), (x, 0.73), 0.011)
    for x in (0.58, 0.64):
        p.circle((250, 210, 80), (x, 0.77), 0.008)
    for x, y in ((0.22, 0.9), (0.76, 0.92)):         # gnawed bones
        p.line((230, 224, 206), [(x, y), (x + 0.08, y - 0.02)], 0.012)
        p.circle((230, 224, 206), (x, y), 0.012)
        p.circle((230, 224, 206), (x + 0.08, y - 0.02), 0.012)


def _cave(st: Stage) -> None:
    pal, p = st.pal, st.pen
    wall = mix(pal["rock"], (150, 190, 220), 0.45) if st.snow else pal["rock"]
    p.polygon(darken(wall, 0.15), [(st.left - 0.1, 0.9), (st.left - 0.1, 0.3), (0.2, 0.24), (0.5, 0.18), (0.8, 0.26),
                                   (st.right + 0.1, 0.3), (st.right + 0.1, 0.9)])
    p.polygon(wall, [(0.05, 0.4), (0.3, 0.26), (0.55, 0.24), (0.35, 0.36)])
    p.polygon(lighten(wall, 0.15), [(0.62, 0.3), (0.86, 0.32), (0.96, 0.46), (0.74, 0.4)])
    p.ellipse((10, 14, 22), (0.24, 0.46, 0.52, 0.5))
    p.rect((10, 14, 22), (0.24, 0.7, 0.52, 0.2))
    if st.snow:
        for k in range(9):
            x = 0.27 + k * 0.055
            p.polygon((214, 236, 250), [(x - 0.018, 0.5 + 0.02 * (k in (0, 8))), (x + 0.018,
                                                                                  0.5 + 0.02 * (k in (0, 8))),
                                        (x, 0.56 + 0.05 * (k % 3))])
        st.glow((150, 210, 255), (0.5, 0.78), 0.14, 60)
    p.rect(pal["ground"], (st.left - 0.1, 0.88, st.right - st.left + 0.2, 0.2))
    st.drift(0.2, 0.9, 0.3)
    st.drift(0.84, 0.92, 0.3)


def _stones(st: Stage) -> None:
    pal, p = st.pal, st.pen
    stone = mix(pal["rock"], (120, 120, 124), 0.4)
    for x, base, h, w in ((0.14, 0.76, 0.2, 0.08), (0.34, 0.72, 0.28, 0.1), (0.58, 0.71, 0.3, 0.11),
                          (0.82, 0.77, 0.22, 0.09)):
        st.shadow(x, base, w * 1.6)
        p.polygon(darken(stone, 0.25), [(x - w / 2, base), (x - w * 0.45, base - h * 0.85), (x - w * 0.1, base - h),
                                        (x + w * 0.45, base - h * 0.9), (x + w / 2, base)], corner=0.01)
        p.polygon(stone, [(x - w * 0.38, base - 0.01), (x - w * 0.35, base - h * 0.82), (x, base - h * 0.94),
                          (x + w * 0.1, base - 0.01)])
        glow = (120, 210, 230) if st.snow else (250, 200, 90)
        cy = base - h * 0.55
        p.line(glow, [(x, cy - h * 0.18), (x, cy + h * 0.18)], 0.008)
        p.line(glow, [(x, cy - h * 0.05), (x + w * 0.22, cy - h * 0.16)], 0.008)
        p.line(glow, [(x, cy + h * 0.05), (x - w * 0.22, cy + h * 0.12)], 0.008)
        st.roof_snow([(x - w * 0.45, base - h * 0.85), (x - w * 0.1, base - h), (x + w * 0.45, base - h * 0.9)], 0.02)
    p.polygon(darken(stone, 0.2), [(0.4, 0.9), (0.44, 0.84), (0.68, 0.83), (0.7, 0.9)], corner=0.01)


def _bones(st: Stage) -> None:
    p = st.pen
    bone, dark = (236, 230, 212), (170, 160, 140)
    for k in range(5):                                   # a ribcage rising from the snow
        x = 0.46 + k * 0.085
        h = 0.26 - 0.03 * abs(k - 1.5)
        p.line(dark, art.bezier_points((x, 0.78), (x - 0.06, 0.78 - h), (x + 0.05, 0.78 - h * 1.1), 10), 0.02)
        p.line(bone, art.bezier_points((x - 0.005, 0.78), (x - 0.065, 0.78 - h), (x + 0.045, 0.78 - h * 1.1), 10),
               0.014)
    p.line(dark, [(0.44, 0.62), (0.86, 0.6)], 0.025)
    p.ellipse(dark, (0.12, 0.62, 0.22, 0.16))             # the skull and its tusks
    p.ellipse(bone, (0.13, 0.62, 0.2, 0.14))
    p.circle((40, 36, 34), (0.19, 0.67), 0.022)
    for side in (0, 1):
        p.line(bone, art.bezier_points((0.2 + 0.08 * side, 0.74), (0.18 + 0.1 * side, 0.92), (0.04 + 0.16 * side, 0.84),
                                       14),
               0.022)
    st.drift(0.62, 0.8, 0.5)
    st.drift(0.2, 0.88, 0.3)


def _pass(st: Stage) -> None:
    pal, p = st.pal, st.pen
    rock = pal["rock"]
    left = [(st.left - 0.1, 0.95), (st.left - 0.1, 0.12), (0.06, 0.08), (0.14, 0.02), (0.2, 0.12), (0.28, 0.3),
            (0.34, 0.36), (0.4, 0.56), (0.44, 0.66), (0.34, 0.95)]
    right = [(st.right + 0.1, 0.95), (st.right + 0.1, 0.1), (0.92, 0.06), (0.82, -0.02), (0.76, 0.14), (0.7, 0.24),
             (0.64, 0.42), (0.58, 0.56), (0.56, 0.66), (0.7, 0.95)]
    p.polygon(darken(rock, 0.15), left)
    p.polygon(rock, right)
    p.polygon(lighten(rock, 0.12), [(0.82, -0.02), (0.76, 0.14), (0.7, 0.24), (0.66, 0.36), (0.78, 0.2)])
    p.polygon(pal["ground"], [(st.left - 0.1, 0.12), (0.06, 0.08), (0.14, 0.02), (0.2, 0.12), (0.24, 0.22),
                              (0.17, 0.18),
                              (0.12, 0.26), (0.05, 0.2), (st.left - 0.1, 0.28)])
    p.polygon(pal["ground"], [(st.right + 0.1, 0.1), (0.92, 0.06), (0.82, -0.02), (0.76, 0.14), (0.8, 0.16),
                              (0.86, 0.1),
                              (0.9, 0.2), (st.right + 0.1, 0.24)])
    for k in range(4):
        p.line(darken(rock, 0.3), [(0.1 + k * 0.06, 0.3 + k * 0.1), (0.16 + k * 0.06, 0.5 + k * 0.1)], 0.006)
    p.polygon(pal["ground"], [(0.3, 1.0), (0.44, 0.64), (0.56, 0.64), (0.74, 1.0)])
    p.line(pal["shadow"], [(0.5, 0.66), (0.47, 0.8), (0.55, 1.0)], 0.014)
    if st.snow:                                       # loose snow sliding off the right-hand slope
        def slide(pen: art.Pen) -> None:
            for k in range(16):
                pen.circle((250, 252, 255), (0.8 - 0.018 * k + st.rng.uniform(-0.02, 0.02), 0.08 + 0.028 * k),
                           0.025 + 0.003 * k)
        st.ghost(210, slide)


def _canyon(st: Stage) -> None:
    pal, p = st.pal, st.pen
    for side in (-1, 1):
        outer = st.left - 0.1 if side < 0 else st.right + 0.1
        edge = [(0.3 + 0.04 * math.sin(k * 1.9) + 0.02 * k, 0.04 + k * 0.11) for k in range(9)]
        if side > 0:
            edge = [(1 - x + 0.02 * math.cos(k), y) for k, (x, y) in enumerate(edge)]
        wall = [(outer, 0.0)] + edge + [(outer, 1.0)]
        p.polygon(darken(pal["rock"], 0.12 if side > 0 else 0.0), wall)
        for k, (x, y) in enumerate(edge[:-1]):
            colour = lighten(pal["rock"], 0.12) if k % 2 else darken(pal["rock"], 0.22)
            p.line(colour, [(outer, y + 0.04), (x + side * 0.01, y + 0.05)], 0.012)
        p.line(lighten(pal["rock"], 0.25), edge, 0.008)
    p.polygon(pal["ground"], [(0.38, 1.0), (0.46, 0.7), (0.54, 0.7), (0.62, 1.0)])
    for x, y in ((0.44, 0.9), (0.56, 0.82), (0.5, 0.74)):
        st.rock(x, y, 0.025)


def _dunes(st: Stage) -> None:
    pal, p = st.pal, st.pen
    for k, (y, colour) in enumerate(((0.66, pal["hill"]), (0.76, lighten(pal["ground"], 0.1)), (0.88, pal["ground"]))):
        x0 = st.left - 0.1
        crest = [(x0, y + 0.06)] + art.bezier_points((x0, y + 0.06), (0.3 + 0.2 * k, y - 0.16),
                                                     (st.right + 0.1, y + 0.04), 24)
        p.polygon(colour, crest + [(st.right + 0.1, 1.1), (x0, 1.1)])
        p.line(darken(colour, 0.12), art.bezier_points((x0, y + 0.06), (0.3 + 0.2 * k, y - 0.16),
                                                       (st.right + 0.1, y + 0.04), 24),
               0.006)
    st.pen.line((236, 230, 212), [(0.7, 0.9), (0.78, 0.88)], 0.01)


def _salt(st: Stage) -> None:
    p = st.pen
    p.rect((236, 230, 218), (st.left - 0.1, HORIZON + 0.01, st.right - st.left + 0.2, 0.6))
    y, row = HORIZON + 0.03, 0
    while y < 1.05:
        size = 0.02 + (y - HORIZON) * 0.28
        x = st.left - (row % 2) * size * 0.9
        while x < st.right + size:
            hexagon = [(x + size * math.cos(math.radians(a)), y + size * 0.32 * math.sin(math.radians(a)))
                       for a in range(0, 360, 60)]
            p.polygon((200, 190, 174), hexagon)
            p.polygon((240, 236, 226), [(x + (hx - x) * 0.86, y + (hy - y) * 0.8) for hx, hy in hexagon])
            x += size * 1.8
        y += size * 0.3
        row += 1
    st.glow((255, 250, 230), (0.5, HORIZON + 0.06), 0.3, 80)
    st.rock(0.78, 0.8, 0.03, (230, 226, 214))
    p.line((236, 230, 212), [(0.22, 0.86), (0.3, 0.84)], 0.012)


def _crater(st: Stage) -> None:
    pal, p = st.pal, st.pen
    p.ellipse(lighten(pal["ground"], 0.12), (0.02, 0.64, 0.96, 0.3))
    p.ellipse(darken(pal["ground"], 0.35), (0.08, 0.66, 0.84, 0.24))
    p.ellipse(darken(pal["ground"], 0.2), (0.14, 0.72, 0.72, 0.16))
    p.ellipse(darken(pal["rock"], 0.3), (0.4, 0.75, 0.18, 0.06))
    for x, y in ((0.06, 0.8), (0.9, 0.78), (0.3, 0.95), (0.76, 0.95)):
        st.rock(x, y, 0.03)
    st.smoke(0.5, 0.74, 6, 120, 0.03)


def _sundial(st: Stage) -> None:
    pal, p = st.pal, st.pen
    stone = lighten(pal["rock_light"], 0.3)
    p.ellipse(darken(stone, 0.35), (0.06, 0.7, 0.88, 0.22))
    p.ellipse(stone, (0.08, 0.69, 0.84, 0.2))
    for k in range(12):
        a = math.radians(k * 30)
        p.line(darken(stone, 0.35), [(0.5 + 0.3 * math.cos(a), 0.79 + 0.07 * math.sin(a)),
                                     (0.5 + 0.38 * math.cos(a), 0.79 + 0.085 * math.sin(a))], 0.01)
    p.polygon(darken(pal["rock"], 0.4), [(0.5, 0.79), (0.86, 0.86), (0.82, 0.9)])              # the long shadow
    p.polygon(darken(stone, 0.2), [(0.46, 0.8), (0.54, 0.8), (0.5, 0.44)])
    p.polygon(stone, [(0.47, 0.79), (0.5, 0.79), (0.5, 0.48)])


def _ruins(st: Stage) -> None:
    pal, p = st.pal, st.pen
    wall = mix(pal["rock_light"], (160, 150, 140), 0.5)
    for x, w, h in ((0.1, 0.22, 0.3), (0.4, 0.16, 0.42), (0.66, 0.24, 0.24)):
        base = 0.82
        jag = [(x, base), (x, base - h), (x + w * 0.3, base - h + 0.03), (x + w * 0.55, base - h * 0.7),
               (x + w * 0.8, base - h * 0.8), (x + w, base - h * 0.5), (x + w, base)]
        p.polygon(darken(wall, 0.2), jag)
        p.rect((40, 40, 46), (x + w * 0.3, base - h * 0.6, w * 0.3, h * 0.3))
        st.roof_snow(jag[1:-1], 0.02)
    for _ in range(8):
        st.rock(st.rng.uniform(0.05, 0.95), st.rng.uniform(0.84, 0.96), st.rng.uniform(0.02, 0.04), wall)


WILD = {"snowfield": _snowfield, "forest": _forest, "lake": _lake, "spring": _spring, "den": _den, "cave": _cave,
        "stones": _stones, "bones": _bones, "pass": _pass, "canyon": _canyon, "dunes": _dunes, "salt": _salt,
        "crater": _crater, "sundial": _sundial, "ruins": _ruins}

__all__ = ["WILD"]
