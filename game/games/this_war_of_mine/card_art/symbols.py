"""The game's symbols, in unit coordinates on a Pen: the combat dice's faces (strike marks, the hatchet,
the shotgun, Out of Ammo, §), the five States' icons, and the markers (Noise, Cold, Board-Up, WAIT, the
Leader's flag-bearer, a flag token, x5, the Objective counter). Shared by pieces.py and the cards."""
from __future__ import annotations

import math

from ....ui.art import Pen, darken, lighten
from . import pictograms as pg

BONE = (232, 226, 210)
INK = (26, 24, 22)
CANDLE = (222, 184, 92)


# ---------------------------------------------------------------------------------------------- dice
def strike(pen: Pen, color, x: float, lean: float = 0.0) -> None:
    """One hit mark: a tapering slash, like a cut."""
    pen.polygon(color, [(x + 0.13 + lean, 0.1), (x + 0.2 + lean, 0.14), (x - 0.08, 0.92), (x - 0.12, 0.88)],
                corner=0.01)


def die_mark(pen: Pen, face: str, ink, die: str) -> None:
    """A combat die's face in the pen's unit square: a number as that many strike marks."""
    mark = (150, 26, 22) if die != "red" else BONE
    if face.isdigit():
        count = int(face)
        for k in range(count):
            strike(pen, mark, 0.5 + (k - (count - 1) / 2) * 0.3)
    elif face == "hatchet":
        pg.hatchet(pen)
    elif face == "shotgun":
        pg.shotgun(pen, (40, 38, 40))
    elif face == "out_of_ammo":
        pen.rect(darken(pg.BRASS, 0.45), (0.38, 0.36, 0.24, 0.5), radius=0.03)
        pen.rect(lighten(pg.BRASS, 0.1), (0.41, 0.39, 0.18, 0.44), radius=0.02)
        pen.rect(darken(pg.BRASS, 0.45), (0.34, 0.78, 0.32, 0.1), radius=0.02)
        pen.line(ink, [(0.18, 0.18), (0.82, 0.82)], 0.09)
        pen.line(ink, [(0.82, 0.18), (0.18, 0.82)], 0.09)
    elif face in ("script", "§"):
        book_mark(pen, ink)


def book_mark(pen: Pen, ink) -> None:
    """The § icon's open book (the § itself is lettered over it)."""
    pen.polygon(darken(BONE, 0.3), [(0.06, 0.2), (0.5, 0.3), (0.94, 0.2), (0.94, 0.84), (0.5, 0.92), (0.06, 0.84)],
                corner=0.03)
    pen.polygon(BONE, [(0.1, 0.24), (0.48, 0.33), (0.48, 0.86), (0.1, 0.79)])
    pen.polygon(BONE, [(0.52, 0.33), (0.9, 0.24), (0.9, 0.79), (0.52, 0.86)])


# ---------------------------------------------------------------------------------------------- states
def state_icon(pen: Pen, state_name: str, ink, fill) -> None:
    """A State's icon in ink on fill (the cuts are drawn in fill): fatigue a moon with Zs, hunger an
    empty bowl, illness a thermometer, misery a broken heart, wounds a drop of blood with a cut."""
    if state_name == "fatigue":
        pen.circle(ink, (0.42, 0.55), 0.3)
        pen.circle(fill, (0.56, 0.45), 0.26)
        for x, y, s in ((0.62, 0.2, 0.14), (0.8, 0.42, 0.1)):
            pen.line(ink, [(x, y), (x + s, y), (x, y + s), (x + s, y + s)], 0.04)
    elif state_name == "hunger":
        pen.polygon(ink, [(0.08, 0.46), (0.92, 0.46), (0.8, 0.76), (0.6, 0.86), (0.4, 0.86), (0.2, 0.76)],
                    corner=0.03)
        pen.rect(ink, (0.34, 0.86, 0.32, 0.06), radius=0.02)
        pen.capsule(ink, (0.62, 0.4), (0.86, 0.08), 0.035)
        pen.ellipse(ink, (0.78, 0.02, 0.14, 0.16))
    elif state_name == "illness":
        pen.capsule(ink, (0.5, 0.14), (0.5, 0.62), 0.1)
        pen.circle(ink, (0.5, 0.76), 0.16)
        pen.capsule(BONE, (0.5, 0.2), (0.5, 0.62), 0.045)
        pen.circle(BONE, (0.5, 0.76), 0.1)
        pen.capsule((170, 40, 32), (0.5, 0.42), (0.5, 0.7), 0.03)
        pen.circle((170, 40, 32), (0.5, 0.76), 0.07)
        for y in (0.26, 0.36, 0.46):
            pen.line(ink, [(0.64, y), (0.76, y)], 0.035)
    elif state_name == "misery":
        heart = [(0.5, 0.9)] + [(0.5 + 0.42 * math.sin(t) ** 3,
                                 0.5 - 0.34 * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t)
                                               - math.cos(4 * t)) / 16) for t in [k * math.pi / 20
                                                                                  for k in range(1, 40)]]
        pen.polygon(ink, heart)
        pen.line(fill, [(0.5, 0.26), (0.42, 0.44), (0.56, 0.56), (0.46, 0.74), (0.5, 0.9)], 0.06)
    elif state_name == "wounds":
        pen.polygon(ink, [(0.5, 0.06), (0.76, 0.5), (0.78, 0.64), (0.7, 0.8), (0.5, 0.9), (0.3, 0.8), (0.22, 0.64),
                          (0.24, 0.5)], corner=0.04)
        pen.line(fill, [(0.34, 0.66), (0.66, 0.5)], 0.06)
    else:
        pen.circle(ink, (0.5, 0.5), 0.3, width=0.08)


# ---------------------------------------------------------------------------------------------- card stats
def stat_icon(pen: Pen, kind: str, color) -> None:
    """A small icon for a number on a card: prowess (a fist), empathy (a heart), inventory (a
    rucksack), cold (a snowflake), damage (a sack carried off), wounds (a drop), enemies (a figure),
    track (a counter), spirit (a candle), chapter (a book)."""
    if kind == "prowess":
        pen.rect(color, (0.2, 0.3, 0.56, 0.46), radius=0.12)
        pen.rect(color, (0.3, 0.7, 0.36, 0.22), radius=0.05)
        for x in (0.34, 0.48, 0.62):
            pen.line(darken(color, 0.45), [(x, 0.32), (x, 0.5)], 0.035)
        pen.polygon(color, [(0.16, 0.46), (0.3, 0.36), (0.36, 0.56), (0.2, 0.64)], corner=0.05)
    elif kind == "empathy":
        heart = [(0.5 + 0.44 * math.sin(t) ** 3,
                  0.48 - 0.36 * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) / 16)
                 for t in [k * math.tau / 40 for k in range(40)]]
        pen.polygon(color, heart)
    elif kind == "inventory":
        pen.rect(color, (0.2, 0.3, 0.6, 0.62), radius=0.14)
        pen.arc(color, (0.5, 0.3), 0.14, 180, 360, 0.07)
        pen.rect(darken(color, 0.45), (0.3, 0.54, 0.4, 0.22), radius=0.05)
        pen.rect(color, (0.33, 0.57, 0.34, 0.16), radius=0.04)
    elif kind == "cold":
        snowflake(pen, color, (0.5, 0.5), 0.42)
    elif kind == "damage":
        pen.polygon(color, [(0.3, 0.2), (0.7, 0.2), (0.62, 0.34), (0.84, 0.7), (0.74, 0.9), (0.26, 0.9),
                            (0.16, 0.7), (0.38, 0.34)], corner=0.05)
        pen.line(darken(color, 0.45), [(0.34, 0.32), (0.66, 0.32)], 0.05)
    elif kind == "wounds":
        pen.polygon(color, [(0.5, 0.06), (0.76, 0.5), (0.78, 0.64), (0.7, 0.8), (0.5, 0.9), (0.3, 0.8),
                            (0.22, 0.64), (0.24, 0.5)], corner=0.04)
    elif kind == "enemies":
        pen.circle(color, (0.5, 0.26), 0.16)
        pen.polygon(color, [(0.18, 0.94), (0.24, 0.56), (0.5, 0.46), (0.76, 0.56), (0.82, 0.94)], corner=0.05)
    elif kind == "track":
        for k in range(3):
            pen.rect(color, (0.1 + k * 0.28, 0.36, 0.22, 0.3), radius=0.04, width=0.06 if k else 0)
    elif kind == "spirit":
        pen.rect(color, (0.38, 0.44, 0.24, 0.46), radius=0.04)
        pen.polygon(color, [(0.5, 0.06), (0.62, 0.28), (0.5, 0.38), (0.38, 0.28)], corner=0.03)
    elif kind == "chapter":
        book_mark(pen, color)
    else:
        pen.circle(color, (0.5, 0.5), 0.3)


# ---------------------------------------------------------------------------------------------- markers
def _disc(pen: Pen, body, rim=None) -> None:
    rim = rim or darken(body, 0.5)
    pen.circle((0, 0, 0, 110), (0.5, 0.53), 0.46)
    pen.circle(rim, (0.5, 0.5), 0.46)
    pen.circle(body, (0.5, 0.5), 0.41)
    pen.circle(lighten(body, 0.15), (0.5, 0.48), 0.41, width=0.02)


def _square(pen: Pen, body) -> None:
    pen.rect((0, 0, 0, 110), (0.06, 0.09, 0.88, 0.88), radius=0.12)
    pen.rect(darken(body, 0.5), (0.05, 0.05, 0.9, 0.9), radius=0.12)
    pen.rect(body, (0.09, 0.09, 0.82, 0.82), radius=0.09)


def snowflake(pen: Pen, color, center=(0.5, 0.5), radius: float = 0.3) -> None:
    cx, cy = center
    for k in range(6):
        angle = math.tau * k / 6
        tip = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        pen.line(color, [center, tip], radius * 0.16)
        for t, arm in ((0.55, 0.32),):
            bx, by = cx + radius * t * math.cos(angle), cy + radius * t * math.sin(angle)
            for turn in (-0.9, 0.9):
                pen.line(color, [(bx, by), (bx + radius * arm * math.cos(angle + turn),
                                            by + radius * arm * math.sin(angle + turn))], radius * 0.13)


def sound(pen: Pen, color) -> None:
    """Noise: a mouth of sound waves."""
    pen.polygon(color, [(0.2, 0.4), (0.32, 0.4), (0.46, 0.26), (0.46, 0.74), (0.32, 0.6), (0.2, 0.6)], corner=0.02)
    for r in (0.14, 0.24, 0.34):
        pen.arc(color, (0.46, 0.5), r, -50, 50, 0.05)


def hourglass(pen: Pen, color) -> None:
    pen.rect(color, (0.3, 0.16, 0.4, 0.06), radius=0.02)
    pen.rect(color, (0.3, 0.7, 0.4, 0.06), radius=0.02)
    pen.line(color, [(0.34, 0.22), (0.5, 0.46), (0.66, 0.22)], 0.04)
    pen.line(color, [(0.34, 0.7), (0.5, 0.46), (0.66, 0.7)], 0.04)
    pen.polygon(CANDLE, [(0.42, 0.66), (0.58, 0.66), (0.5, 0.54)])


def flag_bearer(pen: Pen) -> None:
    """The Leader: a small figure with a pale flag on a pole, on a round base."""
    pen.ellipse((0, 0, 0, 120), (0.18, 0.8, 0.64, 0.16))
    pen.ellipse((40, 38, 36), (0.18, 0.76, 0.64, 0.16))
    pen.ellipse((70, 66, 60), (0.2, 0.75, 0.6, 0.12))
    pen.line((60, 48, 36), [(0.64, 0.8), (0.64, 0.06)], 0.04)
    pen.polygon(CANDLE, [(0.66, 0.08), (0.92, 0.16), (0.66, 0.3)], corner=0.01)
    pen.polygon((48, 46, 44), [(0.36, 0.8), (0.4, 0.5), (0.3, 0.42), (0.36, 0.3), (0.5, 0.3), (0.62, 0.44),
                               (0.58, 0.5), (0.54, 0.8)], corner=0.03)
    pen.circle((48, 46, 44), (0.44, 0.22), 0.08)


def marker(pen: Pen, kind: str) -> None:
    """A marker's drawing (pieces.py letters WAIT and x5 over theirs)."""
    if kind == "noise":
        _disc(pen, (150, 54, 40))
        sound(pen, BONE)
    elif kind == "cold":
        _disc(pen, (78, 110, 140))
        snowflake(pen, (226, 236, 244))
    elif kind == "board_up":
        _square(pen, (70, 62, 54))
        for (x0, y0), (x1, y1) in (((0.16, 0.32), (0.84, 0.32)), ((0.16, 0.62), (0.84, 0.62)),
                                   ((0.2, 0.8), (0.8, 0.18))):
            pen.capsule(pg.WOOD_DARK, (x0, y0), (x1, y1), 0.085)
            pen.capsule(pg.WOOD, (x0, y0 - 0.01), (x1, y1 - 0.01), 0.065)
        for x, y in ((0.22, 0.32), (0.78, 0.32), (0.22, 0.62), (0.78, 0.62)):
            pen.circle(pg.SOOT, (x, y), 0.025)
    elif kind == "wait":
        _disc(pen, (52, 50, 48))
        hourglass(pen.sub(0.22, 0.08, 0.56), BONE)
    elif kind == "leader":
        flag_bearer(pen)
    elif kind == "flag":
        _square(pen, (214, 204, 180))
        for k, y in enumerate((0.32, 0.46, 0.6)):
            points = [(0.2 + 0.06 * j, y + (0.02 if j % 2 else -0.02)) for j in range(11 - 3 * (k == 2))]
            pen.line((70, 66, 64), points, 0.025)
    elif kind == "x5":
        _disc(pen, (176, 170, 156))
    elif kind == "objective_counter":
        _disc(pen, CANDLE, (110, 84, 34))
        pen.circle((110, 84, 34), (0.5, 0.5), 0.24, width=0.05)
        pen.circle((110, 84, 34), (0.5, 0.5), 0.09)
    else:
        _disc(pen, (110, 108, 104))


__all__ = ["die_mark", "state_icon", "stat_icon", "marker", "snowflake", "sound", "hourglass", "flag_bearer", "strike",
           "book_mark"]
