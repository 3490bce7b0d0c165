"""The Shelter cards' pictures: a bare room of the half-ruined house (peeling plaster, a cold window's
light, bare boards) with what is in the way in front of it; its remnants side shows the same thing
searched and broken up."""
from __future__ import annotations

import pygame

from ....ui.art import darken, lighten, mix
from .brush import Brush

PLASTER = (128, 122, 112)
BOARDS = (92, 72, 56)
WOOD = (116, 82, 54)
WOOD_DARK = (70, 48, 32)
IRON = (58, 60, 64)
BRICK = (130, 76, 58)
CANDLE = (230, 188, 104)


def paint(kind: str, remnants: bool, seed: int):
    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        room(b)
        DRAWERS.get(kind, _heap)(b, remnants)
        b.blend(lambda layer: layer.rect((10, 10, 14), 0, 0, 1, 1), 40 if not remnants else 20)
    return draw


def room(b: Brush) -> None:
    b.gradient(0, 0, 1, 0.72, lighten(PLASTER, 0.05), darken(PLASTER, 0.3))
    for _ in range(5):                                           # plaster fallen off, bricks showing
        x, y = b.rng.uniform(0.05, 0.85), b.rng.uniform(0.05, 0.5)
        b.ellipse(darken(PLASTER, 0.18), x, y, b.rng.uniform(0.06, 0.14), b.rng.uniform(0.05, 0.1))
    b.rect(darken(PLASTER, 0.4), 0, 0.68, 1, 0.04)
    b.gradient(0, 0.72, 1, 0.28, darken(BOARDS, 0.1), darken(BOARDS, 0.4))
    for k in range(7):
        x = k / 6
        b.line(darken(BOARDS, 0.45), [(0.5 + (x - 0.5) * 0.5, 0.72), (x * 1.4 - 0.2, 1.0)], 0.004)


def _furniture(b: Brush, remnants: bool) -> None:
    if not remnants:
        b.rect(WOOD_DARK, 0.14, 0.12, 0.38, 0.74, 0.01)                # the wardrobe
        b.rect(WOOD, 0.16, 0.14, 0.165, 0.66)
        b.rect(WOOD, 0.335, 0.14, 0.165, 0.66)
        b.rect(lighten(WOOD, 0.15), 0.18, 0.16, 0.02, 0.6)
        for x in (0.31, 0.355):
            b.circle((196, 170, 110), x, 0.48, 0.01)
        b.rect(WOOD_DARK, 0.12, 0.1, 0.42, 0.04)
        chair(b, 0.6, 0.86, 0.46)
        chair(b, 0.8, 0.9, 0.44, turned=True)
    else:
        for k in range(6):                                               # planks and a broken chair
            x, y = b.rng.uniform(0.1, 0.7), b.rng.uniform(0.74, 0.9)
            b.line(WOOD if k % 2 else WOOD_DARK, [(x, y), (x + b.rng.uniform(0.14, 0.3), y + b.rng.uniform(-0.06, 0.06))],
                   0.022)
        b.rect(WOOD_DARK, 0.16, 0.34, 0.3, 0.5, 0.01)
        b.rect((34, 28, 24), 0.18, 0.36, 0.26, 0.46)
        b.line(WOOD, [(0.18, 0.36), (0.08, 0.5)], 0.018)
        chair(b, 0.66, 0.9, 0.42, turned=True, broken=True)


def chair(b: Brush, x: float, floor: float, height: float, turned: bool = False, broken: bool = False) -> None:
    """A wooden kitchen chair standing on floor, height tall (of the picture's height), x its left edge,
    seen a little from the side: facing us, or turned (its back seen edge-on at the right)."""
    a = b.h / b.w
    seat_w, depth = height * a * 0.42, height * a * 0.16
    seat_y = floor - height * 0.48
    post, leg = height * a * 0.05, height * a * 0.045
    for lx in (x + depth, x + seat_w + depth):                       # the back legs, behind the seat
        b.line(WOOD_DARK, [(lx, seat_y - height * 0.03), (lx, floor - height * 0.06)], leg)
    b.poly(darken(WOOD, 0.15), [(x, seat_y), (x + depth, seat_y - height * 0.06),
                                (x + seat_w + depth, seat_y - height * 0.06), (x + seat_w, seat_y)])
    b.rect(WOOD, x, seat_y, seat_w, height * 0.05)
    for k, lx in enumerate((x + height * a * 0.02, x + seat_w - height * a * 0.02)):
        bottom = seat_y + height * 0.22 if broken and k == 1 else floor
        b.line(WOOD, [(lx, seat_y + height * 0.04), (lx, bottom)], post)
    b.line(darken(WOOD, 0.2), [(x + height * a * 0.02, floor - height * 0.16),
                               (x + seat_w - height * a * 0.02, floor - height * 0.16)], height * a * 0.025)
    top = seat_y - height * 0.5
    if turned:                                                       # the back edge-on, over the right
        bx = x + seat_w + depth
        b.line(WOOD, [(bx, seat_y - height * 0.05), (bx, top)], post)
        for k in range(2):
            b.rect(lighten(WOOD, 0.1), bx - post * 0.6, seat_y - height * (0.46 - k * 0.16), post * 1.2,
                   height * 0.07)
    else:                                                            # two posts and two slats
        bx = x + depth
        for px in (bx, bx + seat_w):
            b.line(WOOD, [(px, seat_y - height * 0.05), (px, top)], post)
        for k in range(2):
            b.rect(lighten(WOOD, 0.1), bx, seat_y - height * (0.46 - k * 0.16), seat_w, height * 0.07)
    b.line((200, 190, 160), [(x + height * a * 0.01, seat_y + height * 0.12),
                             (x + height * a * 0.05, seat_y + height * 0.16)], height * a * 0.015)  # a mended leg


def _heap(b: Brush, remnants: bool) -> None:
    scale = 0.5 if remnants else 1.0
    base, top = 0.92, 0.92 - 0.52 * scale
    b.poly((62, 58, 54), [(0.08, base), (0.3, top + 0.1), (0.52, top), (0.74, top + 0.08), (0.94, base)])
    colors = [(150, 140, 120), (96, 84, 70), (120, 112, 100), (160, 120, 80), (70, 76, 84), (180, 170, 150)]
    for k in range(int(30 * scale) + 6):                                 # junk: boxes, rags, tins, a wheel
        x = b.rng.uniform(0.14, 0.82)
        y = b.rng.uniform(top + 0.06, base - 0.04)
        c = b.rng.choice(colors)
        shape = b.rng.random()
        if shape < 0.4:
            b.rect(c, x, y, b.rng.uniform(0.05, 0.12), b.rng.uniform(0.04, 0.08))
        elif shape < 0.7:
            b.circle(c, x, y, b.rng.uniform(0.02, 0.04))
        else:
            b.line(c, [(x, y), (x + b.rng.uniform(-0.12, 0.12), y + b.rng.uniform(-0.08, 0.04))], 0.012)
    if not remnants:
        b.circle((40, 40, 42), 0.62, top + 0.18, 0.07, 0.012)
        b.line((40, 40, 42), [(0.62, top + 0.1), (0.62, top + 0.26)], 0.006)


def _rubble(b: Brush, remnants: bool) -> None:
    if not remnants:
        b.poly((40, 36, 34), [(0.3, 0.0), (0.7, 0.0), (0.64, 0.2), (0.36, 0.24)])      # a hole in the ceiling
        b.blend(lambda l: l.poly((220, 220, 224), [(0.36, 0.0), (0.64, 0.0), (0.8, 0.9), (0.2, 0.9)]), 50)
    if remnants:                                     # cleared: the bricks stacked against the wall, dust
        for row in range(4):
            for k in range(5 - row):
                x = 0.5 + k * 0.09 + row * 0.045
                y = 0.88 - row * 0.055
                c = mix(BRICK, (96, 88, 82), ((k + row) % 3) * 0.2)
                b.rect(darken(c, 0.35), x, y, 0.088, 0.055)
                b.rect(c, x + 0.004, y + 0.005, 0.078, 0.04)
        b.blend(lambda l: l.ellipse((150, 140, 130), 0.05, 0.84, 0.5, 0.1), 90)
        b.line(WOOD_DARK, [(0.08, 0.92), (0.44, 0.86)], 0.03)
        return
    count, top = 40, 0.36
    b.poly((96, 84, 74), [(0.0, 1.0), (0.0, 0.8), (0.3, top + 0.08), (0.6, top), (1.0, 0.76), (1.0, 1.0)])
    for _ in range(count):
        x = b.rng.uniform(0.02, 0.92)
        y = b.rng.uniform(top + 0.04, 0.96)
        c = mix(BRICK, (90, 84, 80), b.rng.random() * 0.6)
        wdt = b.rng.uniform(0.06, 0.1)
        b.rect(darken(c, 0.35), x, y, wdt, 0.05)
        b.rect(c, x + 0.004, y + 0.004, wdt - 0.01, 0.035)
    b.line(WOOD_DARK, [(0.1, 0.6), (0.7, 0.3)], 0.03)


def _bars(b: Brush, remnants: bool) -> None:
    b.rect((60, 62, 68), 0.18, 0.1, 0.64, 0.62)                         # an opening into the dark
    b.gradient(0.2, 0.12, 0.6, 0.58, (26, 28, 34), (54, 56, 60))
    b.rect(IRON, 0.16, 0.1, 0.68, 0.05)
    b.rect(IRON, 0.16, 0.68, 0.68, 0.05)
    for k in range(7):
        x = 0.22 + k * 0.09
        if remnants and k in (2, 3, 4):
            b.line(IRON, [(x, 0.12), (x + (k - 3) * 0.04, 0.3)], 0.016)
            b.line(IRON, [(x, 0.7), (x - (k - 3) * 0.05, 0.56)], 0.016)
            continue
        b.line(darken(IRON, 0.4), [(x + 0.008, 0.12), (x + 0.008, 0.7)], 0.018)
        b.line(IRON, [(x, 0.12), (x, 0.7)], 0.016)
        b.line(lighten(IRON, 0.3), [(x - 0.004, 0.14), (x - 0.004, 0.68)], 0.004)
    b.rect(IRON, 0.16, 0.38, 0.68, 0.03)
    if remnants:
        b.line((150, 74, 44), [(0.3, 0.86), (0.52, 0.8)], 0.02)                      # a sawn-off bar


def _door(b: Brush, remnants: bool) -> None:
    b.rect(darken(PLASTER, 0.45), 0.26, 0.08, 0.48, 0.66)
    if not remnants:
        b.rect((84, 64, 50), 0.29, 0.1, 0.42, 0.62)
        b.rect(darken((84, 64, 50), 0.2), 0.33, 0.14, 0.34, 0.22)
        b.rect(darken((84, 64, 50), 0.2), 0.33, 0.42, 0.34, 0.26)
        b.circle((170, 150, 100), 0.64, 0.42, 0.014)
        b.line(IRON, [(0.6, 0.42), (0.68, 0.42)], 0.01)                               # hasp and padlock
        b.rect((120, 110, 90), 0.6, 0.44, 0.07, 0.06, 0.01)
        b.circle((120, 110, 90), 0.635, 0.44, 0.022, 0.008)
        b.circle((40, 36, 34), 0.635, 0.47, 0.006)
    else:
        b.rect((22, 20, 22), 0.29, 0.1, 0.42, 0.62)
        b.glow(CANDLE, 0.5, 0.5, 0.2, 40)
        b.poly((84, 64, 50), [(0.29, 0.1), (0.4, 0.14), (0.4, 0.68), (0.29, 0.72)])
        for k in range(5):
            x = b.rng.uniform(0.3, 0.8)
            b.line((84, 64, 50), [(x, 0.84 + k * 0.02), (x + 0.12, 0.82 + k * 0.02)], 0.014)


DRAWERS = {"furniture": _furniture, "heap": _heap, "rubble": _rubble, "bars": _bars, "closed_door": _door}

__all__ = ["paint", "room", "DRAWERS"]
