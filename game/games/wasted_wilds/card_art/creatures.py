"""The monsters' pictures: a creature painted by kind (wolf, bear, boar, adder, elk, crows, bats, big
cat, wolverine, mammoth, rhino, glyptodon, hound, and people: clan warriors, raiders, cultists, the
draugr) against the light of its set (W wilderness dusk, N fjord, I glacier, O scorched wasteland).
``creature_kind(monster)`` picks the kind and the people's gear from keywords."""
from __future__ import annotations

import functools
import math
import re

import pygame

from ....ui import art
from ....ui.art import darken, lighten, mix
from .common import FROZEN, SCORCHED, paint, seed_of
from .people import PEOPLE, person
from .stage import Stage

SET_SKIES = {
    "W": [(0.0, (28, 40, 58)), (0.6, (76, 104, 120)), (1.0, (150, 170, 176))],
    "N": [(0.0, (26, 34, 60)), (0.6, (70, 92, 140)), (1.0, (150, 166, 196))],
    "I": [(0.0, (40, 70, 96)), (0.6, (120, 170, 200)), (1.0, (206, 230, 240))],
    "O": [(0.0, (70, 30, 26)), (0.6, (190, 96, 50)), (1.0, (240, 180, 110))],
}
BEASTS = (
    (("mammoth",), "mammoth"), (("rhino",), "rhino"), (("glyptodon", "tortoise", "armadillo", "turtle"), "shell"),
    (("sabre", "saber", "lynx", "cat", "tiger", "lion", "puma", "panther"), "cat"),
    (("hyena", "hound", "dog", "jackal"), "hound"), (("wolverine", "badger", "glutton"), "wolverine"),
    (("wolf", "pack"), "wolf"), (("bear",), "bear"), (("boar", "pig", "hog"), "boar"),
    (("adder", "snake", "viper", "serpent"), "snake"), (("elk", "moose", "deer", "reindeer", "stag"), "elk"),
    (("crow", "raven", "bird", "vulture", "eagle"), "birds"), (("bat",), "bats"),
)


def creature_kind(monster) -> str:
    """The picture's kind: a beast by name, else one of the people (by tribe or name), else a beast."""
    words = f"{monster.id} {monster.name}".lower().replace("-", " ")
    for keys, kind in BEASTS:
        if any(re.search(r"\b" + key, words) for key in keys):
            return kind
    if getattr(monster, "tribe", "") or any(re.search(r"\b" + key, words) for key in PEOPLE):
        return "person"
    return "beast"


# --- the beasts ----------------------------------------------------------------------------------------
def _legs(p, colour, xs, top, base, radius) -> None:
    for k, x in enumerate(xs):
        lean = 0.02 if k % 2 else -0.01
        p.capsule(colour if k % 2 == 0 else darken(colour, 0.25), (x, top), (x + lean, base), radius)


def _eye(p, x, y, r, colour=(250, 200, 70)) -> None:
    p.circle(colour, (x, y), r)
    p.circle((30, 20, 10), (x - r * 0.2, y), r * 0.45)


def _wolf(st: Stage, fur=(104, 108, 118), belly=(170, 172, 176), sloped=False, spots=False, plates=False) -> None:
    p = st.pen
    tail_top = 0.58 if sloped else 0.54
    p.line(darken(fur, 0.2), art.bezier_points((0.78, tail_top), (0.92, 0.6), (0.94, 0.76), 12), 0.06)
    _legs(p, fur, (0.36, 0.44, 0.68, 0.76), 0.62, 0.9, 0.03)
    back = 0.5 if not sloped else 0.46
    body = [(0.3, back + 0.04), (0.42, back), (0.62, back + 0.02 + (0.05 if sloped else 0)),
            (0.8, 0.54 + (0.04 if sloped else 0)),
            (0.82, 0.64), (0.66, 0.7), (0.4, 0.7), (0.3, 0.66)]
    p.polygon(fur, body, corner=0.04)
    p.polygon(belly, [(0.38, 0.66), (0.66, 0.66), (0.62, 0.7), (0.42, 0.7)], corner=0.02)
    p.polygon(fur, [(0.3, 0.5), (0.36, 0.44), (0.4, 0.62), (0.28, 0.66)], corner=0.02)
    head = [(0.06, 0.54), (0.12, 0.48), (0.2, 0.42), (0.3, 0.42), (0.36, 0.5), (0.3, 0.58), (0.18, 0.6), (0.08, 0.58)]
    p.polygon(lighten(fur, 0.08), head, corner=0.02)
    p.polygon(darken(fur, 0.2), [(0.22, 0.43), (0.24, 0.32), (0.29, 0.42)])
    p.polygon(darken(fur, 0.3), [(0.27, 0.43), (0.31, 0.33), (0.33, 0.45)])
    p.polygon((236, 232, 222), [(0.08, 0.57), (0.1, 0.6), (0.12, 0.57), (0.14, 0.6), (0.16, 0.57)])
    p.circle((20, 20, 22), (0.065, 0.54), 0.014)
    _eye(p, 0.2, 0.48, 0.014)
    if spots:
        for x, y in ((0.46, 0.56), (0.54, 0.6), (0.6, 0.55), (0.7, 0.6), (0.5, 0.64)):
            p.circle(darken(fur, 0.35), (x, y), 0.018)
    if plates:
        for x in (0.44, 0.56, 0.68):
            p.rect((150, 80, 44), (x, 0.5 + (0.02 if x > 0.5 else 0), 0.1, 0.07), radius=0.01)
            p.circle((200, 200, 200), (x + 0.02, 0.54 + (0.02 if x > 0.5 else 0)), 0.006)
        for k in range(4):
            p.polygon((190, 190, 196), [(0.3 + k * 0.02, 0.52 + k * 0.02), (0.27 + k * 0.02, 0.48 + k * 0.02),
                                        (0.32 + k * 0.02, 0.5 + k * 0.02)])


def _bear(st: Stage, fur=(88, 62, 44), small=False) -> None:
    p = st.pen
    if small:                                  # a wolverine: low, stocky, a pale band and a bushy tail
        p.line(darken(fur, 0.2), art.bezier_points((0.8, 0.62), (0.94, 0.6), (0.94, 0.74), 10), 0.07)
        _legs(p, fur, (0.34, 0.42, 0.68, 0.76), 0.7, 0.9, 0.04)
        p.polygon(fur, [(0.24, 0.62), (0.34, 0.54), (0.6, 0.52), (0.82, 0.58), (0.84, 0.74), (0.3, 0.76)], corner=0.05)
        p.line((200, 170, 120), art.bezier_points((0.34, 0.6), (0.58, 0.52), (0.82, 0.64), 12), 0.03)
        p.polygon(darken(fur, 0.1), [(0.1, 0.66), (0.18, 0.58), (0.3, 0.58), (0.34, 0.68), (0.22, 0.74), (0.12, 0.72)],
                  corner=0.03)
        p.circle(darken(fur, 0.2), (0.26, 0.57), 0.025)
        _eye(p, 0.19, 0.64, 0.012)
        p.polygon((240, 236, 226), [(0.12, 0.71), (0.14, 0.74), (0.16, 0.71), (0.18, 0.74)])
        return
    _legs(p, fur, (0.3, 0.42, 0.66, 0.78), 0.66, 0.92, 0.055)
    body = [(0.2, 0.58), (0.3, 0.42), (0.42, 0.34), (0.56, 0.38), (0.76, 0.42), (0.88, 0.54), (0.86, 0.72),
            (0.24, 0.74)]
    p.polygon(fur, body, corner=0.06)
    p.polygon(lighten(fur, 0.12), [(0.34, 0.42), (0.44, 0.35), (0.56, 0.39), (0.46, 0.42)], corner=0.02)
    head = [(0.04, 0.62), (0.08, 0.56), (0.16, 0.5), (0.28, 0.5), (0.32, 0.6), (0.26, 0.7), (0.12, 0.7), (0.05, 0.67)]
    p.polygon(lighten(fur, 0.05), head, corner=0.03)
    p.circle(darken(fur, 0.15), (0.22, 0.49), 0.03)
    p.circle(darken(fur, 0.15), (0.29, 0.52), 0.026)
    p.polygon(mix(fur, (200, 170, 130), 0.35), [(0.04, 0.62), (0.1, 0.6), (0.12, 0.66), (0.05, 0.67)], corner=0.01)
    p.circle((20, 20, 22), (0.045, 0.62), 0.016)
    _eye(p, 0.16, 0.57, 0.013)
    p.polygon((240, 236, 226), [(0.06, 0.68), (0.08, 0.71), (0.1, 0.68), (0.12, 0.71), (0.14, 0.68)])
    for x in (0.28, 0.42, 0.66, 0.78):
        for k in range(3):
            p.line((230, 226, 214), [(x - 0.02 + k * 0.018, 0.91), (x - 0.03 + k * 0.018, 0.94)], 0.006)


def _boar(st: Stage, fur=(84, 66, 56)) -> None:
    p = st.pen
    _legs(p, fur, (0.36, 0.44, 0.66, 0.74), 0.68, 0.9, 0.028)
    p.polygon(fur, [(0.26, 0.6), (0.36, 0.48), (0.56, 0.46), (0.78, 0.52), (0.84, 0.66), (0.72, 0.74), (0.34, 0.74)],
              corner=0.05)
    for k in range(9):
        x = 0.34 + k * 0.05
        y = 0.48 + 0.05 * abs(k - 3) / 4
        p.polygon(darken(fur, 0.35), [(x - 0.02, y + 0.02), (x + 0.005, y - 0.05), (x + 0.025, y + 0.02)])
    head = [(0.06, 0.6), (0.14, 0.54), (0.28, 0.52), (0.34, 0.62), (0.28, 0.72), (0.1, 0.7)]
    p.polygon(lighten(fur, 0.06), head, corner=0.03)
    p.ellipse(mix(fur, (200, 150, 140), 0.4), (0.035, 0.6, 0.05, 0.09))
    p.polygon(darken(fur, 0.2), [(0.24, 0.53), (0.28, 0.44), (0.3, 0.55)])
    for dx in (0.0, 0.03):
        p.line((240, 234, 216), art.bezier_points((0.11 + dx, 0.68), (0.08 + dx, 0.62), (0.1 + dx, 0.57), 8), 0.012)
    _eye(p, 0.2, 0.58, 0.012, (230, 80, 40))
    p.line(darken(fur, 0.2), [(0.84, 0.58), (0.9, 0.56), (0.9, 0.62)], 0.01)


def _snake(st: Stage, skin=(110, 104, 70)) -> None:
    p = st.pen
    path = art.bezier_points((0.9, 0.9), (0.7, 0.72), (0.5, 0.86),
                             20) + art.bezier_points((0.5, 0.86), (0.22, 0.96), (0.3, 0.7), 20)[1:] \
        + art.bezier_points((0.3, 0.7), (0.38, 0.5), (0.24, 0.42), 16)[1:]
    for k, (a, b) in enumerate(zip(path, path[1:])):
        t = k / len(path)
        radius = 0.012 + 0.04 * math.sin(math.pi * min(1.0, t * 1.1 + 0.05))
        p.capsule(skin, a, b, radius)
    for k in range(0, len(path) - 6, 4):
        p.polygon(darken(skin, 0.45), art.regular_polygon_points(path[k], 0.018, 4))
    head = [(0.1, 0.38), (0.18, 0.34), (0.28, 0.38), (0.28, 0.44), (0.18, 0.46), (0.1, 0.43)]
    p.polygon(lighten(skin, 0.05), head, corner=0.02)
    p.line((200, 40, 40), [(0.1, 0.41), (0.04, 0.41), (0.02, 0.39)], 0.006)
    p.line((200, 40, 40), [(0.04, 0.41), (0.02, 0.43)], 0.006)
    _eye(p, 0.19, 0.39, 0.012, (240, 200, 60))


def _elk(st: Stage, fur=(112, 84, 58), giant=False) -> None:
    p = st.pen
    _legs(p, fur, (0.42, 0.5, 0.7, 0.78), 0.62, 0.94, 0.022)
    p.polygon(fur, [(0.36, 0.54), (0.44, 0.46), (0.66, 0.48), (0.84, 0.5), (0.86, 0.6), (0.74, 0.66), (0.42, 0.66)],
              corner=0.04)
    p.polygon(darken(fur, 0.2), [(0.34, 0.56), (0.3, 0.42), (0.24, 0.34), (0.3, 0.3), (0.42, 0.44), (0.46, 0.56)],
              corner=0.02)
    p.polygon(darken(fur, 0.35), [(0.34, 0.5), (0.32, 0.62), (0.38, 0.6)])
    p.polygon(lighten(fur, 0.05), [(0.1, 0.42), (0.14, 0.34), (0.24, 0.3), (0.3, 0.34), (0.28, 0.42), (0.18, 0.46),
                                   (0.1, 0.46)], corner=0.02)
    p.circle((30, 24, 20), (0.11, 0.43), 0.012)
    _eye(p, 0.22, 0.35, 0.011, (240, 220, 160))
    bone = (226, 214, 188)
    spread = 1.3 if giant else 1.0
    for side in (-1, 1):
        root = (0.26 + side * 0.015, 0.3)
        tip = (0.26 + side * 0.2 * spread, 0.12)
        p.line(bone, [root, (root[0] + side * 0.06 * spread, 0.2), tip], 0.016)
        palm = [(root[0] + side * 0.05 * spread, 0.22), (tip[0], tip[1] + 0.02), (tip[0] + side * 0.02, 0.2)]
        p.polygon(bone, palm, corner=0.01)
        for k in range(4):
            base = (root[0] + side * (0.07 + 0.035 * k) * spread, 0.2 - 0.02 * k)
            p.line(bone, [base, (base[0] + side * 0.01, base[1] - 0.07)], 0.01)


def _birds(st: Stage, colour=(26, 26, 32)) -> None:
    p = st.pen
    for x, y, s in ((0.2, 0.24, 0.05), (0.42, 0.14, 0.035), (0.72, 0.22, 0.045), (0.6, 0.34, 0.03), (0.86, 0.12, 0.03)):
        p.line(colour, art.bezier_points((x - s * 2, y - s * 0.2), (x - s, y - s * 0.9), (x, y), 8)
               + art.bezier_points((x, y), (x + s, y - s * 0.9), (x + s * 2, y - s * 0.2), 8)[1:], s * 0.35)
    p.line((60, 44, 34), [(0.1, 0.94), (0.3, 0.62), (0.6, 0.56), (0.9, 0.6)], 0.03)
    p.ellipse(colour, (0.38, 0.4, 0.2, 0.14))
    p.polygon(colour, [(0.55, 0.44), (0.7, 0.5), (0.68, 0.54), (0.54, 0.52)])
    p.circle(colour, (0.38, 0.42), 0.05)
    p.polygon((60, 56, 50), [(0.34, 0.41), (0.26, 0.44), (0.34, 0.45)])
    _eye(p, 0.37, 0.41, 0.01, (230, 60, 40))
    p.line(colour, [(0.46, 0.53), (0.46, 0.58)], 0.008)


def _bats(st: Stage, colour=(30, 24, 34)) -> None:
    p = st.pen
    st.glow((240, 236, 220), (0.62, 0.26), 0.2, 80)
    p.circle((236, 232, 214), (0.62, 0.26), 0.12)
    for x, y, s in ((0.5, 0.5, 0.12), (0.24, 0.3, 0.07), (0.8, 0.56, 0.08), (0.36, 0.7, 0.06), (0.72, 0.2, 0.05),
                    (0.16, 0.56, 0.05)):
        wing = []
        for side in (-1, 1):
            wing = [(x, y), (x + side * s * 0.4, y - s * 0.5), (x + side * s, y - s * 0.3),
                    (x + side * s * 1.2, y + s * 0.1),
                    (x + side * s * 0.85, y + 0.0), (x + side * s * 0.7, y + s * 0.2), (x + side * s * 0.45,
                                                                                        y + s * 0.05),
                    (x + side * s * 0.25, y + s * 0.25)]
            p.polygon(colour, wing)
        p.ellipse(colour, (x - s * 0.15, y - s * 0.2, s * 0.3, s * 0.5))
        p.polygon(colour, [(x - s * 0.12, y - s * 0.1), (x - s * 0.1, y - s * 0.35), (x, y - s * 0.15),
                           (x + s * 0.1, y - s * 0.35),
                           (x + s * 0.12, y - s * 0.1)])
        p.circle((240, 60, 50), (x - s * 0.05, y - s * 0.05), s * 0.04)
        p.circle((240, 60, 50), (x + s * 0.05, y - s * 0.05), s * 0.04)


def _cat(st: Stage, fur=(168, 140, 100), lynx=True) -> None:
    p = st.pen
    if lynx:
        p.line(darken(fur, 0.3), [(0.8, 0.54), (0.86, 0.5)], 0.03)
    else:
        p.line(darken(fur, 0.1), art.bezier_points((0.8, 0.56), (0.96, 0.62), (0.92, 0.8), 12), 0.025)
    _legs(p, fur, (0.34, 0.42, 0.7, 0.78), 0.62, 0.92, 0.03)
    p.polygon(fur, [(0.28, 0.56), (0.36, 0.5), (0.6, 0.54), (0.8, 0.5), (0.84, 0.62), (0.7, 0.68), (0.36, 0.68)],
              corner=0.05)
    for x in (0.46, 0.54, 0.62, 0.7):
        p.line(darken(fur, 0.3), [(x, 0.55), (x - 0.02, 0.62)], 0.01)
    head = [(0.08, 0.5), (0.12, 0.44), (0.22, 0.4), (0.32, 0.44), (0.34, 0.54), (0.26, 0.6), (0.14, 0.6), (0.08, 0.56)]
    p.polygon(lighten(fur, 0.06), head, corner=0.03)
    for x in (0.16, 0.28):
        p.polygon(darken(fur, 0.2), [(x - 0.03, 0.44), (x, 0.34), (x + 0.03, 0.43)])
        if lynx:
            p.line((30, 26, 24), [(x, 0.35), (x + 0.005, 0.3)], 0.008)
    if lynx:
        p.polygon(lighten(fur, 0.35), [(0.1, 0.56), (0.14, 0.62), (0.2, 0.62), (0.16, 0.56)])
    else:
        for dx in (0.0, 0.05):
            p.polygon((246, 242, 230), [(0.12 + dx, 0.57), (0.14 + dx, 0.68), (0.155 + dx, 0.57)])
    p.circle((30, 26, 24), (0.085, 0.52), 0.012)
    _eye(p, 0.16, 0.48, 0.013, (200, 230, 90))
    _eye(p, 0.26, 0.48, 0.013, (200, 230, 90))


def _mammoth(st: Stage, fur=(110, 74, 50)) -> None:
    p = st.pen
    _legs(p, fur, (0.38, 0.5, 0.74, 0.86), 0.7, 0.95, 0.055)
    body = [(0.22, 0.5), (0.26, 0.3), (0.36, 0.18), (0.5, 0.2), (0.66, 0.26), (0.9, 0.34), (0.96, 0.5), (0.94, 0.72),
            (0.3, 0.74)]
    p.polygon(fur, body, corner=0.05)
    for k in range(16):
        x = 0.28 + k * 0.043
        p.polygon(darken(fur, 0.15 * (k % 2)), [(x - 0.02, 0.7), (x + 0.015, 0.82 - 0.02 * (k % 3)), (x + 0.035, 0.7)])
    p.polygon(lighten(fur, 0.12), [(0.3, 0.28), (0.38, 0.2), (0.5, 0.22), (0.42, 0.3)], corner=0.02)
    p.polygon(darken(fur, 0.1), [(0.18, 0.4), (0.26, 0.3), (0.32, 0.5), (0.24, 0.56)])
    trunk = art.bezier_points((0.22, 0.46), (0.1, 0.6), (0.14, 0.82),
                              14) + art.bezier_points((0.14, 0.82), (0.15, 0.9), (0.1, 0.9), 6)[1:]
    for k, (a, b) in enumerate(zip(trunk, trunk[1:])):
        p.capsule(darken(fur, 0.05), a, b, 0.045 - 0.025 * k / len(trunk))
    ivory = (240, 230, 206)
    for dx, w in ((0.0, 0.02), (0.04, 0.016)):
        p.line(ivory, art.bezier_points((0.26 + dx, 0.56), (0.16 + dx, 0.8), (0.02 + dx, 0.6), 16), w)
    _eye(p, 0.27, 0.4, 0.012, (230, 190, 90))


def _rhino(st: Stage, fur=(104, 90, 78)) -> None:
    p = st.pen
    _legs(p, fur, (0.36, 0.46, 0.72, 0.82), 0.7, 0.93, 0.05)
    p.polygon(fur, [(0.22, 0.56), (0.32, 0.4), (0.5, 0.36), (0.76, 0.4), (0.9, 0.5), (0.9, 0.72), (0.3, 0.76)],
              corner=0.06)
    for k in range(12):
        x = 0.3 + k * 0.05
        p.polygon(darken(fur, 0.2), [(x - 0.02, 0.72), (x, 0.8), (x + 0.02, 0.72)])
    p.polygon(lighten(fur, 0.05), [(0.04, 0.66), (0.1, 0.54), (0.26, 0.5), (0.32, 0.62), (0.24, 0.74), (0.08, 0.74)],
              corner=0.03)
    p.polygon((226, 214, 190), [(0.06, 0.6), (0.02, 0.38), (0.14, 0.56)], corner=0.005)
    p.polygon((210, 198, 174), [(0.15, 0.54), (0.16, 0.44), (0.21, 0.53)], corner=0.005)
    p.polygon(darken(fur, 0.2), [(0.26, 0.52), (0.28, 0.44), (0.31, 0.53)])
    _eye(p, 0.2, 0.6, 0.011, (230, 120, 60))


def _shell(st: Stage, shell=(120, 100, 70)) -> None:
    p = st.pen
    _legs(p, darken(shell, 0.2), (0.3, 0.42, 0.62, 0.74), 0.74, 0.92, 0.05)
    p.line(darken(shell, 0.25), [(0.8, 0.74), (0.94, 0.66)], 0.04)
    p.circle(darken(shell, 0.3), (0.95, 0.65), 0.045)
    for a in range(0, 360, 60):
        r = math.radians(a)
        p.polygon((220, 210, 186), [(0.95 + 0.035 * math.cos(r - 0.3), 0.65 + 0.035 * math.sin(r - 0.3)),
                                    (0.95 + 0.07 * math.cos(r), 0.65 + 0.07 * math.sin(r)),
                                    (0.95 + 0.035 * math.cos(r + 0.3), 0.65 + 0.035 * math.sin(r + 0.3))])
    dome = art.arc_points((0.52, 0.78), 0.34, 180, 360, 30)
    p.polygon(darken(shell, 0.3), dome + [(0.86, 0.8), (0.18, 0.8)])
    p.polygon(shell, [(x, y + 0.02) for x, y in art.arc_points((0.52, 0.78), 0.31, 180, 360, 30)])
    for row in range(3):
        y = 0.5 + row * 0.1
        for k in range(7 - row):
            x = 0.26 + row * 0.05 + k * 0.085
            if (x - 0.52) ** 2 + ((y - 0.78) * 1.0) ** 2 < 0.29 ** 2:
                p.polygon(lighten(shell, 0.2), art.regular_polygon_points((x, y), 0.035, 6, rotation=0))
    p.polygon(darken(shell, 0.1), [(0.08, 0.72), (0.14, 0.66), (0.22, 0.68), (0.22, 0.78), (0.1, 0.78)], corner=0.02)
    _eye(p, 0.13, 0.7, 0.01, (230, 200, 90))


def _beast(st: Stage) -> None:
    """The default: something big and hunched, mostly eyes and teeth."""
    p = st.pen
    fur = (50, 46, 54)
    _legs(p, fur, (0.3, 0.4, 0.64, 0.74), 0.66, 0.92, 0.045)
    p.polygon(fur, [(0.18, 0.6), (0.3, 0.36), (0.5, 0.3), (0.76, 0.4), (0.86, 0.6), (0.8, 0.74), (0.22, 0.74)],
              corner=0.06)
    p.polygon(lighten(fur, 0.08), [(0.08, 0.62), (0.16, 0.5), (0.32, 0.5), (0.34, 0.66), (0.14, 0.72)], corner=0.03)
    for x in (0.16, 0.24):
        _eye(p, x, 0.57, 0.016, (250, 80, 40))
    for k in range(5):
        p.polygon((240, 236, 226), [(0.1 + k * 0.04, 0.68), (0.12 + k * 0.04, 0.73), (0.14 + k * 0.04, 0.68)])


def _wolf_by_name(st: Stage) -> None:
    if "dire" in st.words:
        _wolf(st, (58, 58, 66), (110, 110, 118))
    elif "leader" in st.words:
        _wolf(st, (132, 132, 140), (226, 226, 230))
    else:
        _wolf(st)


BEAST_DRAWERS = {
    "wolf": _wolf_by_name, "hound": lambda st: _wolf(st, (150, 120, 84), (190, 170, 130), sloped=True, spots=True,
                                                     plates="junk" in st.words or "scrap" in st.words),
    "bear": lambda st: _bear(st, (92, 84, 80) if "cave" in st.words else (88, 62, 44)),
    "wolverine": lambda st: _bear(st, (70, 50, 40), small=True), "boar": _boar, "snake": _snake,
    "elk": lambda st: _elk(st, (128, 100, 70) if "giant" in st.words else (112, 84, 58), giant="giant" in st.words),
    "birds": _birds, "bats": _bats,
    "cat": lambda st: _cat(st, (196, 160, 96) if "lynx" not in st.words else (168, 140, 100), lynx="lynx" in st.words),
    "mammoth": _mammoth, "rhino": _rhino, "shell": _shell, "beast": _beast,
}


def _backdrop(canvas: pygame.Surface, st: Stage, set_letter: str) -> None:
    w, h = canvas.get_size()
    canvas.blit(art.vertical_gradient((w, h), SET_SKIES.get(set_letter, SET_SKIES["W"])), (0, 0))
    p = st.pen
    if set_letter == "O":
        p.rect(darken(SCORCHED["ground"], 0.2), (st.left - 0.1, 0.8, st.right - st.left + 0.2, 0.5))
        for x in (st.left + 0.05, 0.7):
            p.polygon(darken(SCORCHED["far"], 0.2), [(x, 0.82), (x + 0.04, 0.62), (x + 0.26, 0.62), (x + 0.3, 0.82)])
    else:
        far = {"W": (50, 70, 82), "N": (52, 66, 100), "I": (150, 180, 204)}[set_letter if set_letter in "NI" else "W"]
        pts, x = [(st.left - 0.1, 0.84)], st.left - 0.1
        while x < st.right + 0.1:
            pts.append((x, st.rng.uniform(0.5, 0.68) if set_letter != "W" else st.rng.uniform(0.56, 0.7)))
            x += 0.1
        p.polygon(far, pts + [(x, 0.84)])
        if set_letter == "W":
            for k in range(12):
                xx = st.left + (st.right - st.left) * k / 11
                hh = st.rng.uniform(0.14, 0.26)
                p.polygon(darken(far, 0.25), [(xx, 0.82 - hh), (xx + 0.05, 0.84), (xx - 0.05, 0.84)])
        p.rect(mix(FROZEN["ground"], far, 0.35), (st.left - 0.1, 0.82, st.right - st.left + 0.2, 0.5))
    st.glow((255, 240, 210) if set_letter != "O" else (255, 210, 140), (0.5, 0.55), 0.42, 70)
    st.shadow(0.5, 0.93, 0.8, 0.05)


@functools.lru_cache(maxsize=128)
def monster_picture(kind: str, size: tuple[int, int], set_letter: str, seed: int, words: str = "",
                    boss: bool = False) -> pygame.Surface:
    """The monster's picture: its set's light and the creature (or person) standing in it."""
    pal = SCORCHED if set_letter == "O" else FROZEN

    def draw(canvas: pygame.Surface) -> None:
        st = Stage(canvas, pal, seed, words)
        _backdrop(canvas, st, set_letter)
        if boss:
            st.glow((255, 200, 90), (0.5, 0.5), 0.5, 110)
        if kind == "person":
            person(st, words, boss)
        else:
            BEAST_DRAWERS.get(kind, _beast)(st)
    return paint(size, draw)


__all__ = ["creature_kind", "monster_picture", "BEAST_DRAWERS", "SET_SKIES", "seed_of"]
