"""The goods pictograms, in unit coordinates on a Pen (0..1 across a square): one drawing per token id
and resource, and a clean stand-in for each sort of goods (food, drink, weapon, medicine, tool, part,
ammo) for ids we have no drawing for (a mod's). Shared by the tokens (pieces.py) and the cards."""
from __future__ import annotations

import math

from ....ui.art import Pen, darken, lighten

SOOT = (34, 32, 30)
STEEL = (120, 124, 128)
STEEL_DARK = (70, 72, 76)
TIN = (168, 170, 168)
RUST = (146, 74, 44)
WOOD = (138, 98, 60)
WOOD_DARK = (88, 60, 36)
PAPER = (226, 218, 196)
BRASS = (192, 150, 70)
COPPER = (168, 96, 56)
GLASS = (150, 176, 180)
AMBER = (176, 116, 44)
LEAF = (88, 118, 64)
CLOTH = (232, 228, 216)
BLOOD = (150, 30, 26)
COLD = (96, 136, 172)


def sort_of(record) -> str:
    """The sort of goods a record is, for the pictogram of an id we have no drawing for."""
    if record is None:
        return "part"
    if not hasattr(record, "color"):
        return "resource"
    if getattr(record, "weapon", "none") not in ("none", ""):
        return "weapon"
    if getattr(record, "ammo", False):
        return "ammo"
    if getattr(record, "food", 0) or getattr(record, "edible", False):
        return "food"
    if getattr(record, "fatigue", 0) or getattr(record, "misery", 0):
        return "drink"
    if getattr(record, "treats", ""):
        return "medicine"
    if getattr(record, "tool", ""):
        return "tool"
    return {"green": "food", "red": "weapon", "yellow": "medicine"}.get(getattr(record, "color", ""), "part")


# ---------------------------------------------------------------------------------------------- food & drink
def can(pen: Pen) -> None:
    pen.rect(STEEL_DARK, (0.2, 0.18, 0.6, 0.68), radius=0.08)
    pen.rect(TIN, (0.23, 0.2, 0.54, 0.62), radius=0.06)
    pen.rect((84, 104, 70), (0.23, 0.36, 0.54, 0.3))
    pen.rect(PAPER, (0.36, 0.42, 0.28, 0.18), radius=0.03)
    for y in (0.3, 0.72):
        pen.line(STEEL_DARK, [(0.24, y), (0.76, y)], 0.025)
    pen.ellipse(STEEL_DARK, (0.2, 0.12, 0.6, 0.14))
    pen.ellipse(lighten(TIN, 0.3), (0.23, 0.135, 0.54, 0.1))
    pen.circle(STEEL_DARK, (0.6, 0.18), 0.035, width=0.015)


def raw_meat(pen: Pen) -> None:
    pen.polygon((110, 36, 34), [(0.16, 0.5), (0.3, 0.26), (0.6, 0.2), (0.84, 0.36), (0.82, 0.64), (0.56, 0.8),
                                (0.26, 0.74)], corner=0.06)
    pen.polygon((170, 74, 66), [(0.22, 0.5), (0.34, 0.3), (0.6, 0.26), (0.78, 0.38), (0.76, 0.6), (0.54, 0.72),
                                (0.3, 0.68)], corner=0.05)
    pen.line((226, 196, 180), [(0.36, 0.44), (0.5, 0.4), (0.66, 0.48)], 0.05)
    pen.circle(CLOTH, (0.46, 0.54), 0.07)
    pen.circle((200, 190, 176), (0.46, 0.54), 0.035)


def vegetable(pen: Pen) -> None:
    """A cabbage beside a carrot."""
    pen.polygon((150, 84, 36), [(0.56, 0.36), (0.7, 0.3), (0.9, 0.84), (0.84, 0.88)], corner=0.03)
    pen.polygon((196, 116, 52), [(0.58, 0.37), (0.68, 0.33), (0.87, 0.83), (0.84, 0.85)], corner=0.02)
    for y in (0.48, 0.6, 0.72):
        pen.line((150, 84, 36), [(0.64 + (y - 0.4) * 0.35, y), (0.7 + (y - 0.4) * 0.35, y - 0.02)], 0.015)
    pen.polygon(LEAF, [(0.6, 0.34), (0.56, 0.14), (0.64, 0.3)], corner=0.02)
    pen.polygon(lighten(LEAF, 0.2), [(0.63, 0.33), (0.74, 0.12), (0.68, 0.32)], corner=0.02)
    pen.circle(darken(LEAF, 0.35), (0.4, 0.58), 0.28)
    pen.circle((128, 156, 96), (0.4, 0.58), 0.25)
    pen.circle((160, 186, 124), (0.42, 0.56), 0.16)
    pen.circle((186, 206, 150), (0.44, 0.54), 0.08)
    for start_deg in (200, 250, 300):
        pen.arc(darken(LEAF, 0.1), (0.4, 0.58), 0.2, start_deg, start_deg + 60, 0.018)
    pen.line(darken(LEAF, 0.15), [(0.4, 0.82), (0.42, 0.56), (0.5, 0.4)], 0.018)


def bottle(pen: Pen, liquid=GLASS, label=PAPER, cross: bool = False) -> None:
    pen.rect(darken(liquid, 0.45), (0.32, 0.32, 0.36, 0.56), radius=0.08)
    pen.polygon(darken(liquid, 0.45), [(0.42, 0.1), (0.58, 0.1), (0.58, 0.26), (0.68, 0.36), (0.32, 0.36),
                                       (0.42, 0.26)])
    pen.rect(liquid, (0.35, 0.38, 0.3, 0.47), radius=0.06)
    pen.rect(lighten(liquid, 0.35), (0.38, 0.4, 0.05, 0.4), radius=0.02)
    pen.rect(WOOD_DARK, (0.43, 0.06, 0.14, 0.08), radius=0.02)
    pen.rect(label, (0.35, 0.52, 0.3, 0.18))
    if cross:
        pen.rect(RUST, (0.475, 0.545, 0.05, 0.13))
        pen.rect(RUST, (0.435, 0.585, 0.13, 0.05))
    else:
        pen.line(darken(label, 0.4), [(0.4, 0.6), (0.6, 0.6)], 0.03)


def jug(pen: Pen) -> None:
    pen.ellipse(darken(AMBER, 0.5), (0.16, 0.3, 0.68, 0.6))
    pen.rect(darken(AMBER, 0.5), (0.4, 0.14, 0.2, 0.22), radius=0.03)
    pen.ellipse(AMBER, (0.2, 0.34, 0.6, 0.52))
    pen.ellipse(lighten(AMBER, 0.3), (0.28, 0.4, 0.14, 0.22))
    pen.arc(darken(AMBER, 0.5), (0.7, 0.36), 0.12, -90, 60, 0.05)
    pen.rect(WOOD, (0.42, 0.08, 0.16, 0.09), radius=0.02)
    pen.rect(PAPER, (0.34, 0.54, 0.32, 0.14), radius=0.02)


def cigarette(pen: Pen) -> None:
    pen.capsule(darken(CLOTH, 0.35), (0.16, 0.74), (0.78, 0.42), 0.075)
    pen.capsule(CLOTH, (0.16, 0.73), (0.78, 0.41), 0.06)
    pen.capsule(AMBER, (0.16, 0.73), (0.3, 0.66), 0.06)
    pen.circle((196, 92, 40), (0.8, 0.4), 0.05)
    pen.circle(SOOT, (0.82, 0.39), 0.025)
    pen.line((150, 150, 150), [(0.82, 0.32), (0.76, 0.24), (0.84, 0.16), (0.78, 0.08)], 0.03)


def coffee(pen: Pen) -> None:
    pen.polygon(SOOT, [(0.2, 0.4), (0.72, 0.4), (0.68, 0.82), (0.24, 0.82)], corner=0.03)
    pen.polygon((214, 204, 186), [(0.23, 0.42), (0.69, 0.42), (0.65, 0.79), (0.27, 0.79)], corner=0.02)
    pen.arc(SOOT, (0.72, 0.58), 0.1, -80, 80, 0.05)
    pen.ellipse((86, 54, 34), (0.25, 0.42, 0.42, 0.08))
    for x in (0.34, 0.46, 0.58):
        pen.line((130, 130, 130), [(x, 0.34), (x + 0.04, 0.26), (x - 0.01, 0.18), (x + 0.03, 0.1)], 0.03)


def sugar(pen: Pen) -> None:
    for x, y in ((0.22, 0.52), (0.5, 0.52), (0.36, 0.26)):
        pen.rect((150, 146, 136), (x, y, 0.28, 0.28), radius=0.03)
        pen.rect((246, 244, 236), (x + 0.02, y + 0.02, 0.24, 0.24), radius=0.02)
        pen.rect((226, 222, 212), (x + 0.02, y + 0.16, 0.24, 0.1), radius=0.02)


# ---------------------------------------------------------------------------------------------- weapons
def pistol(pen: Pen, body=STEEL_DARK) -> None:
    pen.polygon(body, [(0.14, 0.3), (0.84, 0.3), (0.84, 0.46), (0.5, 0.46), (0.46, 0.5), (0.44, 0.84),
                       (0.24, 0.84), (0.28, 0.46), (0.14, 0.46)], corner=0.03)
    pen.rect(lighten(body, 0.3), (0.16, 0.32, 0.66, 0.04))
    pen.polygon(WOOD_DARK, [(0.3, 0.5), (0.42, 0.5), (0.41, 0.8), (0.27, 0.8)], corner=0.02)
    pen.arc(body, (0.5, 0.52), 0.08, 0, 180, 0.03)


def shotgun(pen: Pen, body=STEEL_DARK) -> None:
    pen.capsule(body, (0.1, 0.66), (0.9, 0.24), 0.04)
    pen.capsule(lighten(body, 0.25), (0.2, 0.6), (0.9, 0.23), 0.015)
    pen.polygon(WOOD, [(0.06, 0.84), (0.3, 0.62), (0.38, 0.68), (0.16, 0.92)], corner=0.03)
    pen.polygon(WOOD, [(0.42, 0.52), (0.58, 0.44), (0.6, 0.5), (0.44, 0.58)], corner=0.02)


def rifle(pen: Pen, body=STEEL_DARK) -> None:
    pen.capsule(body, (0.08, 0.56), (0.92, 0.34), 0.035)
    pen.polygon(body, [(0.3, 0.5), (0.62, 0.42), (0.64, 0.54), (0.32, 0.62)], corner=0.02)
    pen.polygon(WOOD, [(0.04, 0.7), (0.3, 0.52), (0.32, 0.62), (0.1, 0.8)], corner=0.03)
    pen.polygon(body, [(0.48, 0.56), (0.58, 0.53), (0.64, 0.76), (0.56, 0.8)], corner=0.03)
    pen.polygon(WOOD_DARK, [(0.36, 0.6), (0.42, 0.58), (0.42, 0.74), (0.36, 0.74)], corner=0.02)


def hatchet(pen: Pen) -> None:
    pen.capsule(WOOD_DARK, (0.3, 0.9), (0.56, 0.16), 0.06)
    pen.capsule(WOOD, (0.3, 0.88), (0.55, 0.18), 0.04)
    pen.polygon(STEEL_DARK, [(0.42, 0.16), (0.66, 0.12), (0.86, 0.2), (0.86, 0.46), (0.66, 0.36), (0.5, 0.34)],
                corner=0.02)
    pen.polygon(TIN, [(0.7, 0.18), (0.84, 0.22), (0.84, 0.42), (0.72, 0.34)], corner=0.01)


def knife(pen: Pen) -> None:
    pen.polygon(STEEL_DARK, [(0.14, 0.84), (0.56, 0.42), (0.66, 0.5), (0.26, 0.88)], corner=0.02)
    pen.polygon(TIN, [(0.5, 0.48), (0.86, 0.12), (0.8, 0.34), (0.6, 0.56)], corner=0.01)
    pen.line(STEEL_DARK, [(0.5, 0.48), (0.84, 0.15)], 0.02)
    pen.capsule(SOOT, (0.48, 0.4), (0.66, 0.58), 0.035)
    for t in (0.3, 0.5):
        pen.circle(BRASS, (0.14 + (0.56 - 0.14) * t + 0.04, 0.84 - 0.42 * t + 0.01), 0.02)


def weapon_part(pen: Pen) -> None:
    points = [(0.18 + 0.055 * k, 0.3 if k % 2 else 0.56) for k in range(11)]
    pen.line(STEEL_DARK, points, 0.045)
    pen.rect(STEEL_DARK, (0.2, 0.64, 0.6, 0.16), radius=0.03)
    pen.rect(TIN, (0.23, 0.67, 0.54, 0.06), radius=0.02)
    pen.circle(SOOT, (0.7, 0.72), 0.03)


def shell(pen: Pen) -> None:
    for x in (0.3, 0.54):
        pen.rect(darken(RUST, 0.4), (x, 0.16, 0.18, 0.54), radius=0.04)
        pen.rect(RUST, (x + 0.02, 0.18, 0.14, 0.5), radius=0.03)
        pen.rect(BRASS, (x - 0.01, 0.66, 0.2, 0.18), radius=0.02)
        pen.rect(lighten(BRASS, 0.3), (x + 0.01, 0.68, 0.05, 0.14))


def ammo(pen: Pen) -> None:
    for k, x in enumerate((0.24, 0.42, 0.6)):
        y = 0.2 + (k % 2) * 0.05
        pen.rect(darken(BRASS, 0.4), (x, y + 0.2, 0.16, 0.52), radius=0.02)
        pen.rect(BRASS, (x + 0.02, y + 0.22, 0.12, 0.48), radius=0.02)
        pen.polygon(COPPER, [(x + 0.01, y + 0.22), (x + 0.15, y + 0.22), (x + 0.08, y)], corner=0.02)


def broken(pen: Pen, draw_whole) -> None:
    """Broken gear: the thing with a jagged break across it, greyed."""
    draw_whole(pen)
    pen.polygon((204, 192, 166), [(0.44, 0.0), (0.56, 0.0), (0.5, 0.3), (0.6, 0.5), (0.5, 0.72), (0.56, 1.0),
                                  (0.46, 1.0), (0.4, 0.72), (0.48, 0.5), (0.38, 0.3)])
    pen.line(RUST, [(0.47, 0.06), (0.41, 0.3), (0.51, 0.5), (0.43, 0.72), (0.48, 0.94)], 0.025)


# ---------------------------------------------------------------------------------------------- medicine
def meds(pen: Pen) -> None:
    pen.rect(darken(CLOTH, 0.4), (0.22, 0.26, 0.5, 0.6), radius=0.06)
    pen.rect(CLOTH, (0.25, 0.3, 0.44, 0.53), radius=0.05)
    pen.rect(STEEL, (0.2, 0.16, 0.54, 0.14), radius=0.03)
    pen.rect(RUST, (0.43, 0.44, 0.08, 0.26))
    pen.rect(RUST, (0.34, 0.53, 0.26, 0.08))
    pen.capsule(darken(PAPER, 0.3), (0.7, 0.8), (0.86, 0.68), 0.06)
    pen.capsule((214, 196, 120), (0.7, 0.8), (0.78, 0.74), 0.05)
    pen.capsule(CLOTH, (0.78, 0.74), (0.86, 0.68), 0.05)


def bandages(pen: Pen) -> None:
    pen.polygon(darken(CLOTH, 0.3), [(0.5, 0.62), (0.9, 0.76), (0.86, 0.9), (0.46, 0.78)], corner=0.02)
    pen.polygon(CLOTH, [(0.5, 0.64), (0.88, 0.78), (0.85, 0.87), (0.47, 0.75)])
    pen.circle(darken(CLOTH, 0.35), (0.42, 0.46), 0.3)
    pen.circle(CLOTH, (0.42, 0.46), 0.27)
    for r in (0.2, 0.13):
        pen.circle(darken(CLOTH, 0.18), (0.42, 0.46), r, width=0.015)
    pen.circle(darken(CLOTH, 0.45), (0.42, 0.46), 0.07)


def herbal(pen: Pen) -> None:
    bottle(pen, (112, 78, 46), (200, 212, 170))
    pen.polygon(LEAF, [(0.42, 0.66), (0.5, 0.54), (0.58, 0.66), (0.5, 0.7)], corner=0.01)


def chems(pen: Pen) -> None:
    pen.polygon(darken(GLASS, 0.5), [(0.4, 0.1), (0.6, 0.1), (0.6, 0.38), (0.84, 0.84), (0.16, 0.84), (0.4, 0.38)],
                corner=0.04)
    pen.polygon(GLASS, [(0.44, 0.14), (0.56, 0.14), (0.56, 0.4), (0.78, 0.8), (0.22, 0.8), (0.44, 0.4)])
    pen.polygon((130, 150, 80), [(0.34, 0.58), (0.66, 0.58), (0.78, 0.8), (0.22, 0.8)])
    for x, y in ((0.44, 0.68), (0.56, 0.72), (0.5, 0.64)):
        pen.circle(lighten((130, 150, 80), 0.4), (x, y), 0.02)


def herb(pen: Pen) -> None:
    pen.line(darken(LEAF, 0.3), [(0.5, 0.9), (0.5, 0.5), (0.46, 0.14)], 0.04)
    for k, (x, y, side) in enumerate(((0.5, 0.72, -1), (0.5, 0.6, 1), (0.49, 0.46, -1), (0.48, 0.34, 1),
                                      (0.47, 0.22, -1))):
        tip = (x + side * (0.28 - k * 0.03), y - 0.1)
        leaf = LEAF if k % 2 else lighten(LEAF, 0.15)
        pen.polygon(leaf, [(x, y), ((x + tip[0]) / 2, y - 0.1), tip, ((x + tip[0]) / 2, y + 0.02)], corner=0.02)


# ---------------------------------------------------------------------------------------------- tools & parts
def sawblade(pen: Pen) -> None:
    teeth = []
    for k in range(32):
        angle = math.tau * k / 32
        r = 0.4 if k % 2 == 0 else 0.33
        teeth.append((0.5 + r * math.cos(angle), 0.5 + r * math.sin(angle)))
    pen.polygon(STEEL_DARK, teeth)
    pen.circle(TIN, (0.5, 0.5), 0.3)
    pen.circle(lighten(TIN, 0.25), (0.44, 0.44), 0.14)
    pen.circle(STEEL_DARK, (0.5, 0.5), 0.08)
    pen.circle((204, 192, 166), (0.5, 0.5), 0.045)


def shovel(pen: Pen) -> None:
    pen.capsule(WOOD_DARK, (0.28, 0.24), (0.62, 0.62), 0.045)
    pen.capsule(WOOD, (0.28, 0.24), (0.62, 0.62), 0.03)
    pen.line(SOOT, [(0.14, 0.24), (0.26, 0.1), (0.36, 0.2), (0.22, 0.34), (0.14, 0.24)], 0.04)
    pen.polygon(STEEL_DARK, [(0.56, 0.6), (0.68, 0.5), (0.9, 0.72), (0.84, 0.9), (0.66, 0.84)], corner=0.04)
    pen.polygon(TIN, [(0.6, 0.6), (0.68, 0.54), (0.86, 0.72), (0.82, 0.85), (0.68, 0.8)], corner=0.03)


def lockpick(pen: Pen) -> None:
    pen.circle(STEEL_DARK, (0.28, 0.3), 0.14, width=0.04)
    for (x0, y0), (x1, y1), hook in (((0.34, 0.38), (0.84, 0.66), -1), ((0.3, 0.42), (0.72, 0.86), 1)):
        pen.line(STEEL_DARK, [(x0, y0), (x1, y1)], 0.04)
        pen.line(STEEL_DARK, [(x1, y1), (x1 + 0.04, y1 + hook * 0.06)], 0.035)
    pen.polygon(SOOT, [(0.32, 0.36), (0.46, 0.42), (0.42, 0.5), (0.3, 0.46)], corner=0.02)


def guitar(pen: Pen, snapped: bool = False) -> None:
    body = (150, 92, 48)
    pen.circle(darken(body, 0.4), (0.38, 0.66), 0.24)
    pen.circle(darken(body, 0.4), (0.54, 0.48), 0.18)
    pen.circle(body, (0.38, 0.66), 0.21)
    pen.circle(body, (0.54, 0.48), 0.15)
    pen.circle(SOOT, (0.44, 0.6), 0.07)
    if snapped:
        pen.capsule(WOOD_DARK, (0.6, 0.4), (0.7, 0.3), 0.04)
        pen.capsule(WOOD_DARK, (0.76, 0.2), (0.88, 0.14), 0.04)
        pen.line(TIN, [(0.7, 0.3), (0.76, 0.26), (0.74, 0.2)], 0.012)
    else:
        pen.capsule(WOOD_DARK, (0.6, 0.4), (0.86, 0.14), 0.04)
        pen.rect(SOOT, (0.82, 0.06, 0.1, 0.1), radius=0.02)
    pen.line(TIN, [(0.3, 0.74), (0.6 if snapped else 0.86, 0.42 if snapped else 0.14)], 0.01)


def book(pen: Pen) -> None:
    pen.polygon(darken((96, 60, 50), 0.3), [(0.2, 0.2), (0.74, 0.14), (0.82, 0.78), (0.28, 0.86)], corner=0.03)
    pen.polygon((112, 64, 50), [(0.22, 0.22), (0.72, 0.17), (0.79, 0.74), (0.28, 0.8)], corner=0.02)
    pen.polygon(PAPER, [(0.28, 0.8), (0.79, 0.74), (0.8, 0.8), (0.3, 0.86)])
    pen.polygon(BRASS, [(0.36, 0.34), (0.62, 0.31), (0.63, 0.37), (0.37, 0.4)])


def electrical(pen: Pen) -> None:
    pen.circle(darken(GLASS, 0.4), (0.5, 0.38), 0.26)
    pen.circle(lighten(GLASS, 0.2), (0.5, 0.38), 0.23)
    pen.line(BRASS, [(0.42, 0.56), (0.44, 0.36), (0.5, 0.44), (0.56, 0.36), (0.58, 0.56)], 0.025)
    pen.rect(STEEL_DARK, (0.38, 0.6, 0.24, 0.2), radius=0.03)
    for y in (0.65, 0.72):
        pen.line(TIN, [(0.39, y), (0.61, y)], 0.02)
    pen.polygon(SOOT, [(0.44, 0.8), (0.56, 0.8), (0.5, 0.88)])


def gear(pen: Pen, color=STEEL_DARK, center=(0.5, 0.5), radius=0.36) -> None:
    cx, cy = center
    points = []
    for k in range(40):
        angle = math.tau * k / 40
        r = radius if (k // 2) % 2 == 0 else radius * 0.8
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    pen.polygon(color, points)
    pen.circle(lighten(color, 0.3), center, radius * 0.6)
    pen.circle(color, center, radius * 0.45)
    pen.circle((204, 192, 166), center, radius * 0.22)


def jewelry(pen: Pen) -> None:
    pen.arc(BRASS, (0.5, 0.3), 0.3, 20, 160, 0.025)
    pen.circle(darken(BRASS, 0.4), (0.5, 0.62), 0.22)
    pen.circle(BRASS, (0.5, 0.62), 0.2)
    pen.circle((204, 192, 166), (0.5, 0.62), 0.13)
    pen.polygon((110, 60, 96), [(0.5, 0.34), (0.6, 0.44), (0.5, 0.52), (0.4, 0.44)], corner=0.01)
    pen.polygon(lighten((110, 60, 96), 0.4), [(0.5, 0.36), (0.55, 0.42), (0.5, 0.44)])


def filter_can(pen: Pen) -> None:
    pen.rect(darken((96, 104, 84), 0.4), (0.24, 0.24, 0.52, 0.6), radius=0.1)
    pen.rect((96, 104, 84), (0.27, 0.27, 0.46, 0.54), radius=0.08)
    for y in (0.42, 0.54, 0.66):
        for x in (0.38, 0.5, 0.62):
            pen.circle(SOOT, (x, y), 0.025)
    pen.rect(STEEL_DARK, (0.38, 0.12, 0.24, 0.14), radius=0.02)
    for y in (0.15, 0.2):
        pen.line(TIN, [(0.39, y), (0.61, y)], 0.015)


# ---------------------------------------------------------------------------------------------- resources
def water(pen: Pen) -> None:
    pen.polygon(darken(COLD, 0.4), [(0.5, 0.06), (0.78, 0.5), (0.8, 0.62), (0.74, 0.78), (0.6, 0.88),
                                    (0.4, 0.88), (0.26, 0.78), (0.2, 0.62), (0.22, 0.5)], corner=0.04)
    pen.polygon(COLD, [(0.5, 0.12), (0.74, 0.52), (0.75, 0.62), (0.7, 0.75), (0.58, 0.83), (0.42, 0.83),
                       (0.3, 0.75), (0.25, 0.62), (0.26, 0.52)], corner=0.03)
    pen.arc(lighten(COLD, 0.5), (0.5, 0.62), 0.17, 150, 220, 0.05)


def wood(pen: Pen) -> None:
    for k, (y, x0, x1) in enumerate(((0.64, 0.12, 0.82), (0.4, 0.2, 0.9), (0.64, 0.4, 0.92))):
        if k == 2:
            continue
        pen.rect(WOOD_DARK, (x0, y - 0.11, x1 - x0, 0.22), radius=0.1)
        pen.rect(WOOD, (x0 + 0.02, y - 0.09, x1 - x0 - 0.04, 0.15), radius=0.07)
        pen.circle((196, 160, 110), (x1 - 0.1, y), 0.1)
        pen.circle(WOOD, (x1 - 0.1, y), 0.06, width=0.015)
        pen.line(WOOD_DARK, [(x0 + 0.08, y - 0.02), (x1 - 0.28, y - 0.04)], 0.015)


def components(pen: Pen) -> None:
    gear(pen, STEEL_DARK, (0.38, 0.4), 0.26)
    pen.polygon(darken(TIN, 0.4), [(0.62, 0.58), (0.78, 0.58), (0.86, 0.72), (0.78, 0.86), (0.62, 0.86),
                                   (0.54, 0.72)])
    pen.polygon(TIN, [(0.64, 0.61), (0.76, 0.61), (0.82, 0.72), (0.76, 0.83), (0.64, 0.83), (0.58, 0.72)])
    pen.circle(darken(TIN, 0.4), (0.7, 0.72), 0.05)
    pen.capsule(STEEL_DARK, (0.16, 0.82), (0.44, 0.7), 0.035)
    pen.rect(STEEL_DARK, (0.12, 0.76, 0.08, 0.14), radius=0.02)


def crate(pen: Pen) -> None:
    """Goods we have no drawing for: a small wooden crate."""
    pen.rect(WOOD_DARK, (0.16, 0.26, 0.68, 0.56), radius=0.04)
    pen.rect(WOOD, (0.2, 0.3, 0.6, 0.48), radius=0.02)
    for y in (0.44, 0.6):
        pen.line(WOOD_DARK, [(0.2, y), (0.8, y)], 0.02)
    pen.line(WOOD_DARK, [(0.22, 0.32), (0.78, 0.76)], 0.05)
    for x, y in ((0.24, 0.34), (0.76, 0.34), (0.24, 0.74), (0.76, 0.74)):
        pen.circle(SOOT, (x, y), 0.02)


# ---------------------------------------------------------------------------------------------- the lookup
DRAWINGS = {
    "canned-food": can, "raw-food": raw_meat, "vegetable": vegetable,
    "alcohol": lambda pen: bottle(pen, GLASS, PAPER, cross=True), "moonshine": jug, "cigarette": cigarette,
    "coffee": coffee, "sugar": sugar,
    "assault-rifle": rifle, "shotgun": shotgun, "pistol": pistol, "hatchet": hatchet, "knife": knife,
    "broken-assault-rifle": lambda pen: broken(pen, lambda p: rifle(p, (104, 98, 92))),
    "broken-pistol": lambda pen: broken(pen, lambda p: pistol(p, (104, 98, 92))),
    "broken-shotgun": lambda pen: broken(pen, lambda p: shotgun(p, (104, 98, 92))),
    "weapon-part": weapon_part, "shell": shell, "ammo": ammo,
    "meds": meds, "bandages": bandages, "herbal-meds": herbal, "chems": chems, "herb": herb,
    "sawblade": sawblade, "shovel": shovel, "lockpick": lockpick, "guitar": guitar,
    "broken-guitar": lambda pen: guitar(pen, snapped=True), "book": book, "electrical-part": electrical,
    "mechanical-part": gear, "jewelry": jewelry, "filter": filter_can,
    "water": water, "wood": wood, "components": components,
    # weapons by the Enemies' weapon names
    "assault_rifle": rifle, "none": lambda pen: None,
}
BY_SORT = {"food": can, "drink": bottle, "weapon": knife, "ammo": ammo, "medicine": meds, "tool": shovel,
           "part": crate, "resource": components}


def goods(pen: Pen, item: str, sort: str = "part") -> None:
    """Draw the pictogram of a goods id (or its sort's stand-in) in the pen's unit square."""
    DRAWINGS.get(item, BY_SORT.get(sort, crate))(pen)


__all__ = ["goods", "sort_of", "DRAWINGS", "BY_SORT", "gear", "pistol", "shotgun", "hatchet", "knife", "rifle",
           "water", "wood", "components"]
