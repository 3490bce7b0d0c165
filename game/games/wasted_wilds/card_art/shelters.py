"""The places people live on the map tiles: the van and the two camps, cabins, lodges, the clans'
longhouse, the fishing village, the motel, the chapel, the sun temple and the junk market. Each paints
on a Stage (stage.py) in its palette; snow settles on the roofs in the Frozen Wilds."""
from __future__ import annotations

import math

from ....ui import art
from ....ui.art import darken, lighten
from .stage import CREAM, RUST, STEEL, Stage, car, fire


def _van(st: Stage) -> None:
    p = st.pen
    body, base = (176, 62, 46), 0.86
    st.shadow(0.5, base, 0.8, 0.05)
    outline = [(0.12, base - 0.08), (0.12, 0.64), (0.19, 0.48), (0.86, 0.48), (0.88, 0.5), (0.88, base - 0.08)]
    p.polygon(darken(body, 0.45), outline, corner=0.02)
    p.polygon(CREAM, [(0.135, 0.62), (0.2, 0.495), (0.865, 0.495), (0.865, 0.62)], corner=0.01)
    p.polygon(body, [(0.135, 0.62), (0.865, 0.62), (0.865, base - 0.085), (0.135, base - 0.085)], corner=0.01)
    p.rect(darken(body, 0.3), (0.135, 0.62, 0.73, 0.018))
    p.polygon((60, 80, 104), [(0.15, 0.6), (0.205, 0.515), (0.29, 0.515), (0.29, 0.6)], corner=0.005)
    p.line((170, 196, 220), [(0.2, 0.59), (0.25, 0.53)], 0.006)
    for x in (0.36, 0.6):
        st.window(x, 0.525, 0.15, 0.07, lit=True)
    p.rect(darken(body, 0.35), (0.3, 0.64, 0.003, 0.13))                 # the door seam and handle
    p.rect(darken(body, 0.35), (0.31, 0.68, 0.03, 0.008))
    p.rect(darken(CREAM, 0.3), (0.88, 0.56, 0.03, 0.16), radius=0.01)    # spare wheel
    p.circle((255, 232, 150), (0.135, 0.71), 0.016)
    st.glow((255, 230, 150), (0.1, 0.72), 0.05, 80)
    p.rect((60, 60, 64), (0.11, base - 0.1, 0.03, 0.025))
    p.rect(darken(CREAM, 0.4), (0.7, 0.43, 0.025, 0.06))                 # the stove pipe
    st.smoke(0.71, 0.4, 5, 200, 0.03)
    st.roof_snow([(0.2, 0.485), (0.45, 0.48), (0.7, 0.482), (0.86, 0.485)], 0.03)
    for x in (0.28, 0.72):
        p.circle((22, 22, 24), (x, base - 0.06), 0.07)
        p.circle(STEEL, (x, base - 0.06), 0.03)
        p.circle((70, 70, 74), (x, base - 0.06), 0.012)
    st.drift(0.5, 0.92, 0.9)


def _home_camp(st: Stage) -> None:
    p = st.pen
    car(st, 0.0, 0.82, 0.36, darken(RUST, 0.1), wrecked=True)
    car(st, 0.64, 0.84, 0.38, (110, 100, 86), wrecked=True, facing=-1)
    for x, top in ((0.22, 0.46), (0.78, 0.44)):
        p.line(st.pal["wood_dark"], [(x, 0.82), (x, top)], 0.012)
    tarp = [(0.2, 0.47), (0.8, 0.45), (0.74, 0.6), (0.5, 0.56), (0.26, 0.62)]
    p.polygon((38, 84, 120), tarp, corner=0.005)
    for k in range(1, 5):
        t = k / 5
        p.line((214, 128, 50), [(0.2 + 0.6 * t, 0.47 - 0.02 * t), (0.26 + 0.48 * t,
                                                                   0.62 - 0.02 * t + 0.04 * math.sin(t * 3.1))], 0.012)
    st.ghost(90, lambda pen: pen.polygon((0, 0, 0), [(0.26, 0.62), (0.74, 0.6), (0.78, 0.82), (0.22, 0.82)]))
    for x in (0.3, 0.36):
        p.rect((94, 68, 44), (x, 0.76, 0.05, 0.05))
        p.line((60, 44, 30), [(x, 0.785), (x + 0.05, 0.785)], 0.004)
    p.rect((70, 100, 120), (0.62, 0.72, 0.06, 0.1), radius=0.01)
    fire(st, 0.5, 0.88, 0.05)


def _camp(st: Stage) -> None:
    p, pal = st.pen, st.pal
    for x in range(9):                                              # a stake palisade at the back
        xx = st.left + 0.02 + x * 0.05
        p.polygon(pal["wood"], [(xx, 0.76), (xx, 0.56), (xx + 0.02, 0.52), (xx + 0.04, 0.56), (xx + 0.04, 0.76)])
    for x, w, colour in ((0.2, 0.3, (120, 110, 80)), (0.62, 0.34, (96, 80, 70))):
        st.shadow(x + w / 2, 0.82, w * 1.1)
        p.polygon(darken(colour, 0.3), [(x, 0.82), (x + w / 2, 0.5), (x + w, 0.82)])
        p.polygon(colour, [(x + 0.02, 0.82), (x + w / 2, 0.52), (x + w * 0.62, 0.82)])
        p.polygon((24, 20, 18), [(x + w * 0.42, 0.82), (x + w / 2, 0.66), (x + w * 0.58, 0.82)])
        st.roof_snow([(x + 0.01, 0.8), (x + w / 2, 0.5), (x + w - 0.01, 0.8)], 0.02)
    p.line(pal["wood_dark"], [(0.9, 0.86), (0.9, 0.36)], 0.01)
    p.polygon((150, 30, 30), [(0.9, 0.37), (0.99, 0.4), (0.9, 0.44)])
    fire(st, 0.55, 0.92, 0.045)


def _hut(st: Stage, x: float, base: float, w: float, h: float, wall, lit: bool) -> None:
    p = st.pen
    st.shadow(x + w / 2, base, w * 1.3)
    p.rect(wall, (x, base - h, w, h))
    p.polygon(darken(st.pal["roof"], 0.1), [(x - w * 0.12, base - h), (x + w / 2, base - h * 1.75),
                                            (x + w * 1.12, base - h)])
    st.roof_snow([(x - w * 0.12, base - h), (x + w / 2, base - h * 1.75), (x + w * 1.12, base - h)], h * 0.2)
    p.rect((30, 26, 24), (x + w * 0.2, base - h * 0.6, w * 0.22, h * 0.6))
    st.window(x + w * 0.58, base - h * 0.7, w * 0.24, h * 0.26, lit)


def _village(st: Stage) -> None:
    p, pal = st.pen, st.pal
    p.rect(pal["water_dark"], (st.left - 0.1, 0.84, st.right - st.left + 0.2, 0.3))
    p.rect(pal["water"], (st.left - 0.1, 0.86, st.right - st.left + 0.2, 0.02))
    _hut(st, 0.06, 0.78, 0.2, 0.12, pal["wood"], True)
    _hut(st, 0.4, 0.72, 0.16, 0.1, darken(pal["wood"], 0.1), False)
    _hut(st, 0.72, 0.8, 0.22, 0.13, pal["wood"], True)
    st.smoke(0.16, 0.6, 5, 190, 0.03)
    for x in (0.32, 0.6):                                 # the drying rack with its fish
        p.line(pal["wood_dark"], [(x, 0.8), (x, 0.68)], 0.008)
    p.line(pal["wood_dark"], [(0.3, 0.69), (0.62, 0.69)], 0.008)
    for k in range(6):
        p.polygon((150, 150, 160), [(0.35 + k * 0.045, 0.69), (0.335 + k * 0.045, 0.74), (0.365 + k * 0.045, 0.74)])
    p.polygon(darken(pal["wood"], 0.2), [(0.36, 0.86), (0.64, 0.86), (0.6, 0.9), (0.4, 0.9)])


def _cabin(st: Stage) -> None:
    p, pal = st.pen, st.pal
    wall, base = pal["wood"], 0.84
    st.shadow(0.5, base, 0.7)
    p.rect((60, 56, 56), (0.64, 0.34, 0.07, 0.18))
    st.smoke(0.675, 0.31, 6, 200, 0.04)
    p.rect(wall, (0.22, 0.56, 0.56, 0.28))
    for k in range(7):
        y = 0.57 + k * 0.04
        p.line(darken(wall, 0.3), [(0.22, y), (0.78, y)], 0.005)
        p.circle(lighten(wall, 0.15), (0.22, y + 0.02), 0.014)
        p.circle(lighten(wall, 0.15), (0.78, y + 0.02), 0.014)
    p.polygon(pal["roof"], [(0.15, 0.58), (0.5, 0.34), (0.85, 0.58)], corner=0.01)
    st.roof_snow([(0.14, 0.58), (0.32, 0.46), (0.5, 0.335), (0.68, 0.46), (0.86, 0.58)], 0.05)
    p.rect((40, 28, 20), (0.3, 0.66, 0.1, 0.18))
    st.window(0.52, 0.64, 0.14, 0.09, lit=True)
    p.rect(darken(wall, 0.4), (0.585, 0.64, 0.01, 0.09))
    st.drift(0.34, 0.88, 0.6)
    st.drift(0.8, 0.9, 0.4)


def _lodge(st: Stage) -> None:
    p, pal = st.pen, st.pal
    wall, base = pal["wood"], 0.84
    words = st.words
    if "ski" in words:                                  # a run down the hill behind
        p.polygon(lighten(pal["hill"], 0.1), [(st.left - 0.1, 0.62), (st.left + 0.1, 0.22), (0.36, 0.62)])
        p.line(pal["shadow"], [(st.left + 0.12, 0.28), (0.06, 0.4), (0.16, 0.5)], 0.008)
    if "ranger" in words or "station" in words:         # a lookout and a flag
        p.line(pal["wood_dark"], [(0.86, 0.84), (0.86, 0.3)], 0.01)
        p.polygon((40, 100, 60), [(0.86, 0.31), (0.98, 0.34), (0.86, 0.38)])
    st.shadow(0.5, base, 0.8)
    p.rect(darken(wall, 0.1), (0.18, 0.6, 0.64, 0.24))
    p.polygon(darken(pal["roof"], 0.1), [(0.1, 0.66), (0.5, 0.22), (0.9, 0.66)], corner=0.01)
    p.polygon(lighten(wall, 0.1), [(0.22, 0.66), (0.5, 0.33), (0.78, 0.66)])
    p.polygon((250, 206, 110), [(0.34, 0.64), (0.5, 0.44), (0.66, 0.64)])
    st.glow((255, 210, 120), (0.5, 0.58), 0.12, 70)
    for x in (0.42, 0.5, 0.58):
        p.line(darken(wall, 0.35), [(x, 0.64), (x, 0.5 + abs(x - 0.5) * 1.2)], 0.006)
    p.line(darken(wall, 0.35), [(0.37, 0.6), (0.63, 0.6)], 0.006)
    st.roof_snow([(0.09, 0.665), (0.3, 0.44), (0.5, 0.215), (0.7, 0.44), (0.91, 0.665)], 0.05)
    p.rect(darken(wall, 0.4), (0.14, 0.76, 0.72, 0.025))
    p.rect((40, 28, 20), (0.45, 0.7, 0.1, 0.14))
    if "hunting" in words:                              # antlers over the door
        for side in (-1, 1):
            p.line((230, 220, 200), [(0.5, 0.69), (0.5 + side * 0.06, 0.65), (0.5 + side * 0.08, 0.6)], 0.008)
            p.line((230, 220, 200), [(0.5 + side * 0.045, 0.66), (0.5 + side * 0.04, 0.62)], 0.006)
    if "ski" in words:
        for dx in (0.0, 0.025):
            p.line((200, 50, 40), [(0.84 + dx, 0.84), (0.88 + dx, 0.66)], 0.007)
    st.drift(0.3, 0.9, 0.5)


def _motel(st: Stage) -> None:
    p = st.pen
    wall = (214, 190, 160) if not st.snow else (200, 196, 188)
    st.shadow(0.42, 0.84, 0.8)
    p.rect(wall, (0.04, 0.6, 0.74, 0.24))
    p.rect(darken(wall, 0.45), (0.02, 0.56, 0.78, 0.05))
    st.roof_snow([(0.02, 0.56), (0.4, 0.56), (0.8, 0.56)], 0.025)
    for k in range(5):
        x = 0.08 + k * 0.14
        p.rect((70, 110, 120) if k % 2 else (150, 70, 50), (x, 0.68, 0.06, 0.16))
        st.window(x + 0.07, 0.68, 0.04, 0.05, lit=(k == 3))
    p.rect((60, 60, 64), (0.88, 0.3, 0.018, 0.54))
    sign = [(0.8, 0.18), (1.0, 0.18), (1.04, 0.25), (1.0, 0.32), (0.8, 0.32)]
    p.polygon((40, 120, 110), sign, corner=0.01)
    p.polygon((236, 90, 70), [(x, y) for x, y in art.star_points((0.9, 0.25), 0.04, 0.018)])
    for k in range(6):
        p.circle((255, 226, 140), (0.81 + k * 0.035, 0.34), 0.007)
    st.glow((255, 120, 90), (0.9, 0.25), 0.12, 60)
    car(st, 0.46, 0.92, 0.28, (70, 96, 140))


def _longhouse(st: Stage) -> None:
    p, pal = st.pen, st.pal
    wall, base = darken(pal["wood"], 0.05), 0.84
    st.shadow(0.5, base, 0.95)
    p.rect(wall, (0.08, 0.62, 0.84, 0.22))
    for k in range(14):
        p.line(darken(wall, 0.3), [(0.1 + k * 0.06, 0.62), (0.1 + k * 0.06, 0.84)], 0.004)
    roof = [(0.02, 0.66)] + art.bezier_points((0.02, 0.66), (0.5, 0.3), (0.98, 0.66), 20)[1:]
    p.polygon(darken(pal["roof"], 0.05), roof, corner=0.01)
    st.roof_snow(art.bezier_points((0.02, 0.66), (0.5, 0.3), (0.98, 0.66), 12), 0.035)
    for side in (-1, 1):                                 # the carved beasts on the gables
        x = 0.5 + side * 0.46
        p.line(pal["wood_dark"], art.bezier_points((x, 0.66), (x + side * 0.05, 0.56), (x + side * 0.01, 0.5), 8),
               0.014)
        p.circle(pal["wood_dark"], (x + side * 0.015, 0.5), 0.016)
    p.rect((30, 24, 20), (0.45, 0.7, 0.1, 0.14))
    for x, colour in ((0.18, (170, 40, 36)), (0.32, (40, 80, 140)), (0.68, (210, 170, 60)), (0.82, (170, 40, 36))):
        p.circle(darken(colour, 0.4), (x, 0.73), 0.045)
        p.circle(colour, (x, 0.73), 0.038)
        p.circle((200, 200, 190), (x, 0.73), 0.012)
    st.smoke(0.5, 0.44, 5, 190, 0.03)


def _chapel(st: Stage) -> None:
    p, pal = st.pen, st.pal
    wall = (226, 204, 170) if not st.snow else lighten(pal["wood"], 0.1)
    st.shadow(0.5, 0.84, 0.6)
    p.rect(wall, (0.26, 0.58, 0.4, 0.26))
    p.polygon(pal["roof"], [(0.22, 0.6), (0.46, 0.44), (0.7, 0.6)])
    st.roof_snow([(0.22, 0.6), (0.46, 0.44), (0.7, 0.6)], 0.03)
    p.rect(darken(wall, 0.08), (0.62, 0.34, 0.14, 0.5))
    p.polygon(pal["roof"], [(0.6, 0.35), (0.69, 0.24), (0.78, 0.35)])
    st.roof_snow([(0.6, 0.35), (0.69, 0.24), (0.78, 0.35)], 0.02)
    p.ellipse((40, 34, 30), (0.65, 0.38, 0.08, 0.1))
    p.rect((40, 34, 30), (0.65, 0.43, 0.08, 0.04))
    p.polygon((210, 170, 60), [(0.675, 0.46), (0.69, 0.4), (0.705, 0.46)])
    p.ellipse((70, 44, 30), (0.4, 0.68, 0.1, 0.08))
    p.rect((70, 44, 30), (0.4, 0.72, 0.1, 0.12))
    if "truce" in st.words:
        p.line(pal["wood_dark"], [(0.14, 0.86), (0.14, 0.44)], 0.008)
        p.polygon((246, 244, 236), [(0.14, 0.45), (0.24, 0.47), (0.22, 0.5), (0.24, 0.53), (0.14, 0.54)])


def _temple(st: Stage) -> None:
    p = st.pen
    stone = (196, 150, 100) if not st.snow else (170, 170, 176)
    st.glow((255, 200, 90), (0.5, 0.2), 0.2, 120)
    p.circle((246, 196, 80), (0.5, 0.2), 0.07)
    for k in range(12):
        a = math.radians(k * 30)
        p.line((246, 196, 80), [(0.5 + 0.09 * math.cos(a), 0.2 + 0.09 * math.sin(a)), (0.5 + 0.13 * math.cos(a),
                                                                                       0.2 + 0.13 * math.sin(a))], 0.01)
    for k in range(4):
        w, h = 0.84 - k * 0.18, 0.09
        y = 0.84 - (k + 1) * h
        p.rect(darken(stone, 0.15 + 0.05 * (k % 2)), (0.5 - w / 2, y, w, h))
        p.rect(lighten(stone, 0.1), (0.5 - w / 2, y, w, 0.012))
    p.rect((60, 36, 26), (0.45, 0.4, 0.1, 0.08))
    p.polygon(lighten(stone, 0.1), [(0.44, 0.84), (0.46, 0.48), (0.54, 0.48), (0.56, 0.84)])
    for k in range(9):
        y = 0.5 + k * 0.038
        p.line(darken(stone, 0.25), [(0.455 - k * 0.002, y), (0.545 + k * 0.002, y)], 0.004)
    for x in (0.1, 0.9):
        p.rect((70, 60, 56), (x - 0.012, 0.74, 0.024, 0.1))
        p.ellipse((70, 60, 56), (x - 0.04, 0.72, 0.08, 0.03))
        fire(st, x, 0.73, 0.03)


def _market(st: Stage) -> None:
    p, pal = st.pen, st.pal
    p.line((90, 80, 70), art.bezier_points((st.left, 0.4), (0.5, 0.5), (st.right, 0.4), 16), 0.004)
    for k in range(12):
        t = k / 11
        x = st.left + (st.right - st.left) * t
        y = 0.4 + 0.1 * 4 * t * (1 - t) * 0.5 + 0.002
        p.polygon(((200, 60, 40), (230, 190, 60), (50, 110, 150))[k % 3], [(x - 0.015, y), (x + 0.015, y),
                                                                           (x, y + 0.035)])
    stalls = ((0.04, ((180, 50, 40), CREAM)), (0.36, ((40, 110, 140), CREAM)), (0.68, ((200, 140, 40), (120, 60, 40))))
    for x, colours in stalls:
        w = 0.28
        for xx in (x + 0.02, x + w - 0.02):
            p.line(pal["wood_dark"], [(xx, 0.84), (xx, 0.56)], 0.008)
        for s in range(5):
            p.polygon(colours[s % 2], [(x + s * w / 5, 0.54), (x + (s + 1) * w / 5, 0.54),
                                       (x + (s + 1) * w / 5 + 0.01, 0.62),
                                       (x + s * w / 5 + 0.01, 0.62)])
        p.rect(pal["wood"], (x + 0.01, 0.72, w - 0.02, 0.04))
        for g in range(4):
            p.circle(((210, 120, 40), (120, 150, 60), (160, 160, 170), (200, 60, 50))[g], (x + 0.05 + g * 0.06, 0.71),
                     0.016)
        st.figure(x + w * 0.55, 0.84, 0.1, (90, 70, 60), hood=True)


SHELTERS = {"van": _van, "home_camp": _home_camp, "camp": _camp, "village": _village, "cabin": _cabin, "lodge": _lodge,
            "motel": _motel, "longhouse": _longhouse, "chapel": _chapel, "temple": _temple, "market": _market}

__all__ = ["SHELTERS"]
