"""The Fittings' pictures: the thing built, standing against the shelter's patched wall in the warm light
of the room (a camp bed, a tin stove, an oil-drum heater, a workbench, a rain barrel, a chair, a shelf of
books, a first-aid table, a drying rack, a still, a radio, an armchair, garden beds...; Orphans of War's
Kid Fittings: a child's bed with a rag bear, a chalk-drawn wall, a tyre swing, a puppet theatre, a bench of
mended toys, a corner heaped with blankets; Farmers and Market's seed boxes and rabbit hutch), chosen by keywords of the name; improved Fittings get the
sturdier version."""
from __future__ import annotations

import pygame

from ....ui.art import darken, lighten
from .brush import Brush
from .shelter import CANDLE, WOOD, WOOD_DARK, room

IRON = (70, 72, 76)
TIN = (150, 152, 150)
CLOTH = (120, 120, 96)

OBJECTS = (
    ("kid's room", "kids_bed"), ("chalk", "chalk"), ("swing", "swing"), ("puppet", "puppets"), ("toy", "toys"),
    ("warm corner", "blankets"), ("seed", "seedlings"), ("hutch", "hutch"), ("rabbit", "hutch"),
    ("garden", "garden"), ("camp bed", "cot"), ("bed", "bed"), ("stove", "stove"), ("range", "range"), ("ducted", "ducts"),
    ("heater", "drum"), ("metalwork", "forge"), ("gunsmith", "gunbench"), ("chemist", "chembench"),
    ("workbench", "bench"), ("bench", "bench"), ("cistern", "cistern"), ("barrel", "barrel"),
    ("armchair", "armchair"), ("chair", "chair"), ("book", "books"), ("first-aid", "aid"), ("aid", "aid"),
    ("rack", "rack"), ("still", "still"), ("radio", "radio"),
)


def object_for(name: str) -> str:
    words = name.lower()
    for key, kind in OBJECTS:
        if key in words:
            return kind
    return "bench"


def paint_fitting(size, name: str, seed: int):
    kind = object_for(name)

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        room(b)
        b.glow(CANDLE, 0.15, 0.3, 0.6, 50)
        DRAWERS[kind](b)
    return draw


def _legs(b: Brush, x0: float, x1: float, top: float, bottom: float, color=WOOD_DARK, width: float = 0.03) -> None:
    for x in (x0, x1 - width):
        b.rect(color, x, top, width, bottom - top)


def _cot(b: Brush) -> None:
    b.line(IRON, [(0.12, 0.9), (0.3, 0.62)], 0.012)
    b.line(IRON, [(0.3, 0.9), (0.12, 0.62)], 0.012)
    b.line(IRON, [(0.7, 0.9), (0.88, 0.62)], 0.012)
    b.line(IRON, [(0.88, 0.9), (0.7, 0.62)], 0.012)
    b.poly((110, 112, 86), [(0.08, 0.6), (0.92, 0.6), (0.9, 0.68), (0.1, 0.68)])
    b.poly((130, 70, 54), [(0.34, 0.54), (0.9, 0.54), (0.92, 0.66), (0.3, 0.66)])
    for k in range(4):
        b.line((150, 90, 70), [(0.4 + k * 0.14, 0.55), (0.38 + k * 0.14, 0.65)], 0.006)
    b.ellipse((200, 196, 180), 0.1, 0.5, 0.2, 0.1)


def _bed(b: Brush) -> None:
    b.rect(IRON, 0.06, 0.34, 0.03, 0.56)
    b.rect(IRON, 0.9, 0.48, 0.03, 0.42)
    for k in range(5):
        b.rect(IRON, 0.06 + k * 0.012, 0.36 + k * 0.05, 0.02, 0.02)
    b.line(IRON, [(0.06, 0.36), (0.18, 0.36), (0.18, 0.62)], 0.012)
    b.rect((190, 184, 166), 0.08, 0.58, 0.84, 0.1, 0.02)
    b.rect((90, 96, 110), 0.34, 0.56, 0.58, 0.12, 0.02)
    b.ellipse((214, 210, 196), 0.1, 0.5, 0.22, 0.12)
    b.rect(IRON, 0.06, 0.68, 0.87, 0.025)


def _stove(b: Brush) -> None:
    b.rect(darken(TIN, 0.3), 0.34, 0.46, 0.32, 0.42, 0.02)
    b.rect(TIN, 0.36, 0.48, 0.28, 0.38, 0.02)
    for y in (0.56, 0.66, 0.76):
        for x in (0.42, 0.5, 0.58):
            b.circle((230, 130, 50), x, y, 0.012)
    b.glow((240, 140, 60), 0.5, 0.66, 0.2, 60)
    b.rect(IRON, 0.3, 0.44, 0.4, 0.03)
    b.rect((60, 60, 64), 0.42, 0.34, 0.16, 0.1, 0.01)                          # a pot on top
    b.smoke(0.5, 0.32, 0.2, (200, 200, 200), 60)


def _range(b: Brush) -> None:
    b.rect((130, 76, 58), 0.16, 0.44, 0.68, 0.46)
    for r in range(5):
        for c in range(5):
            b.rect(darken((130, 76, 58), 0.3), 0.16 + c * 0.14 + (r % 2) * 0.07, 0.44 + r * 0.09, 0.005, 0.09)
        b.rect(darken((130, 76, 58), 0.3), 0.16, 0.44 + r * 0.09, 0.68, 0.006)
    b.rect(IRON, 0.12, 0.4, 0.76, 0.05)
    b.rect((30, 26, 24), 0.36, 0.62, 0.28, 0.16)
    b.glow((250, 150, 60), 0.5, 0.7, 0.16, 90)
    for x in (0.26, 0.6):
        b.rect((60, 60, 64), x, 0.3, 0.14, 0.1, 0.01)
    b.line(IRON, [(0.8, 0.4), (0.8, 0.0)], 0.04)


def _drum(b: Brush, ducts: bool = False) -> None:
    b.rect(darken((70, 80, 70), 0.3), 0.3, 0.4, 0.36, 0.5, 0.02)
    b.rect((70, 84, 72), 0.32, 0.42, 0.32, 0.46, 0.02)
    for y in (0.52, 0.7):
        b.rect(darken((70, 84, 72), 0.35), 0.31, y, 0.34, 0.02)
    b.rect((30, 26, 24), 0.4, 0.6, 0.16, 0.12)
    b.glow((250, 150, 60), 0.48, 0.66, 0.18, 90)
    b.line(IRON, [(0.48, 0.4), (0.48, 0.16), (1.0, 0.16)], 0.04)
    if ducts:
        b.line(TIN, [(0.0, 0.3), (0.3, 0.3), (0.34, 0.44)], 0.05)
        b.line(TIN, [(0.66, 0.56), (1.0, 0.56)], 0.05)


def _bench(b: Brush) -> None:
    b.rect((84, 66, 50), 0.06, 0.2, 0.88, 0.24)
    for k, x in enumerate((0.14, 0.26, 0.4, 0.54, 0.7, 0.82)):
        b.line(TIN if k % 2 else WOOD, [(x, 0.24), (x + 0.02, 0.4)], 0.014)
    b.rect(WOOD, 0.04, 0.5, 0.92, 0.06)
    for x in (0.1, 0.8):
        b.line(WOOD_DARK, [(x, 0.56), (x - 0.04, 0.92)], 0.02)
        b.line(WOOD_DARK, [(x + 0.1, 0.56), (x + 0.14, 0.92)], 0.02)
    b.rect(IRON, 0.64, 0.42, 0.16, 0.08)
    b.rect(IRON, 0.7, 0.38, 0.04, 0.04)


def _forge(b: Brush) -> None:
    _bench(b)
    b.poly(IRON, [(0.16, 0.5), (0.36, 0.5), (0.32, 0.42), (0.2, 0.42)])               # the anvil
    b.rect(IRON, 0.22, 0.36, 0.14, 0.06)
    b.circle((120, 120, 124), 0.5, 0.42, 0.06)
    b.glow((250, 160, 70), 0.5, 0.42, 0.1, 80)


def _gunbench(b: Brush) -> None:
    _bench(b)
    b.line((40, 40, 44), [(0.2, 0.48), (0.6, 0.44)], 0.02)
    b.poly(WOOD_DARK, [(0.12, 0.5), (0.22, 0.46), (0.24, 0.5)])
    for x in (0.66, 0.72):
        b.rect((200, 160, 80), x, 0.45, 0.02, 0.05)


def _chembench(b: Brush) -> None:
    _bench(b)
    for k, (x, c) in enumerate(((0.18, (150, 180, 120)), (0.3, (190, 160, 100)), (0.44, (150, 170, 190)))):
        b.rect(darken(c, 0.3), x, 0.38, 0.08, 0.12, 0.01)
        b.rect(c, x + 0.01, 0.42, 0.06, 0.07)
    b.glow((120, 160, 240), 0.62, 0.46, 0.06, 90)


def _barrel(b: Brush, tank: bool = False) -> None:
    b.line(IRON, [(0.6, 0.0), (0.6, 0.3), (0.5, 0.38)], 0.03)
    color = (70, 100, 120) if not tank else (110, 114, 110)
    width = 0.34 if not tank else 0.5
    x = 0.5 - width / 2
    b.rect(darken(color, 0.3), x, 0.38, width, 0.52, 0.03)
    b.rect(color, x + 0.02, 0.4, width - 0.04, 0.48, 0.03)
    for y in (0.5, 0.74):
        b.rect(darken(color, 0.25), x, y, width, 0.02)
    b.ellipse((90, 130, 160), x + 0.02, 0.37, width - 0.04, 0.05)
    if tank:
        b.rect(IRON, 0.56, 0.8, 0.08, 0.04)
        b.rect((200, 200, 196), x + 0.04, 0.42, 0.1, 0.06)


def _armchair(b: Brush) -> None:
    fabric = (110, 62, 50)
    b.rect(darken(fabric, 0.3), 0.2, 0.3, 0.6, 0.5, 0.06)
    b.rect(fabric, 0.24, 0.32, 0.52, 0.34, 0.05)
    b.rect(darken(fabric, 0.15), 0.14, 0.52, 0.16, 0.32, 0.04)
    b.rect(darken(fabric, 0.15), 0.7, 0.52, 0.16, 0.32, 0.04)
    b.rect(lighten(fabric, 0.1), 0.28, 0.6, 0.44, 0.12, 0.03)
    b.poly((150, 140, 110), [(0.68, 0.5), (0.86, 0.52), (0.84, 0.76), (0.72, 0.7)])
    _legs(b, 0.2, 0.8, 0.84, 0.92, WOOD_DARK, 0.04)


def _chair(b: Brush) -> None:
    from .shelter import chair
    chair(b, 0.36, 0.92, 0.7)


def _books(b: Brush) -> None:
    for k in range(3):
        y = 0.34 + k * 0.2
        b.rect(WOOD, 0.1, y + 0.16, 0.8, 0.03)
        x = 0.12
        while x < 0.86:
            wdt = b.rng.uniform(0.03, 0.06)
            hh = b.rng.uniform(0.1, 0.15)
            c = b.rng.choice([(110, 60, 50), (60, 80, 70), (150, 130, 90), (70, 70, 90), (130, 110, 100)])
            b.rect(c, x, y + 0.16 - hh, wdt, hh)
            x += wdt + 0.005
    for x in (0.1, 0.86):
        b.rect((130, 76, 58), x, 0.5, 0.06, 0.4)


def _aid(b: Brush) -> None:
    b.rect((180, 176, 166), 0.12, 0.5, 0.76, 0.06)
    _legs(b, 0.14, 0.86, 0.56, 0.92, WOOD_DARK, 0.03)
    b.ellipse((214, 216, 212), 0.2, 0.42, 0.2, 0.1)
    b.rect((226, 222, 212), 0.46, 0.36, 0.14, 0.14, 0.01)
    b.rect((150, 40, 32), 0.515, 0.38, 0.03, 0.1)
    b.rect((150, 40, 32), 0.48, 0.415, 0.1, 0.03)
    b.rect((230, 230, 222), 0.66, 0.42, 0.1, 0.08, 0.01)
    b.line(IRON, [(0.82, 0.5), (0.82, 0.16), (0.7, 0.12)], 0.012)                 # the lamp
    b.glow((250, 230, 180), 0.7, 0.16, 0.2, 100)


def _rack(b: Brush) -> None:
    for y in (0.2, 0.36):
        b.line((200, 196, 180), [(0.04, y), (0.96, y + 0.02)], 0.005)
        for k in range(6):
            x = 0.1 + k * 0.15
            b.line((70, 60, 40), [(x, y), (x, y + 0.06)], 0.004)
            b.poly((90, 116, 64), [(x - 0.04, y + 0.06), (x + 0.04, y + 0.06), (x, y + 0.18)])
    b.rect(WOOD_DARK, 0.2, 0.7, 0.6, 0.04)
    b.glow((240, 150, 70), 0.5, 0.82, 0.2, 60)


def _still(b: Brush) -> None:
    b.rect((150, 154, 156), 0.14, 0.42, 0.26, 0.36, 0.06)
    b.rect(darken((150, 154, 156), 0.3), 0.14, 0.4, 0.26, 0.04)
    b.line((180, 110, 60), [(0.27, 0.4), (0.27, 0.3), (0.56, 0.3), (0.58, 0.46)], 0.012)
    for k in range(4):
        b.ellipse((180, 110, 60), 0.52, 0.46 + k * 0.05, 0.14, 0.04)
    b.rect((90, 100, 110), 0.48, 0.5, 0.22, 0.34, 0.02)
    b.rect((196, 150, 80), 0.76, 0.7, 0.1, 0.16, 0.02)
    b.glow((240, 140, 60), 0.27, 0.84, 0.14, 70)


def _radio(b: Brush) -> None:
    b.rect(WOOD_DARK, 0.1, 0.66, 0.8, 0.05)
    b.rect((94, 70, 50), 0.24, 0.36, 0.52, 0.3, 0.03)
    b.rect((200, 176, 120), 0.3, 0.42, 0.26, 0.12)
    b.line((60, 40, 30), [(0.33, 0.48), (0.53, 0.48)], 0.004)
    b.circle((40, 34, 30), 0.64, 0.5, 0.05)
    b.circle((150, 130, 90), 0.64, 0.5, 0.02)
    b.line((40, 40, 44), [(0.7, 0.36), (0.86, 0.06)], 0.006)
    b.glow((250, 210, 130), 0.43, 0.48, 0.14, 70)


def _garden(b: Brush) -> None:
    b.blend(lambda l: l.poly((230, 232, 236), [(0.3, 0.0), (0.7, 0.0), (0.9, 0.8), (0.1, 0.8)]), 45)
    for k, x in enumerate((0.06, 0.52)):
        b.rect(WOOD_DARK, x, 0.62, 0.42, 0.24)
        b.rect((70, 52, 40), x + 0.02, 0.6, 0.38, 0.06)
        for j in range(4):
            px = x + 0.06 + j * 0.1
            b.line((80, 110, 60), [(px, 0.62), (px, 0.5)], 0.008)
            b.poly((96, 130, 70), [(px, 0.52), (px + 0.05, 0.46), (px + 0.01, 0.56)])
            b.poly((80, 116, 60), [(px, 0.54), (px - 0.05, 0.48), (px - 0.01, 0.58)])


# --- Orphans of War's Kid Fittings --------------------------------------------------------------------------------
CHALK = (226, 224, 214)
RAG = (150, 112, 80)


def _bear(b: Brush, x: float, y: float, s: float) -> None:
    """A rag bear sitting, its middle at (x, y), `s` its height."""
    b.ellipse(RAG, x - s * 0.3, y - s * 0.1, s * 0.6, s * 0.55)
    b.circle(RAG, x, y - s * 0.25, s * 0.22)
    for dx in (-0.16, 0.16):
        b.circle(darken(RAG, 0.2), x + dx * s, y - s * 0.42, s * 0.08)
    b.circle((30, 24, 20), x - s * 0.07, y - s * 0.27, s * 0.03)
    b.circle((30, 24, 20), x + s * 0.07, y - s * 0.27, s * 0.03)
    b.rect((170, 60, 50), x - s * 0.06, y - s * 0.06, s * 0.12, s * 0.08)       # a patch, sewn on


def _kids_bed(b: Brush) -> None:
    for k, (x, y) in enumerate(((0.14, 0.18), (0.5, 0.14), (0.72, 0.24))):      # drawings pinned to the wall
        b.rect((232, 226, 204), x, y, 0.16, 0.14)
        b.circle((220, 170, 60), x + 0.05, y + 0.05, 0.025)
        b.line((70, 110, 160) if k % 2 else (170, 60, 50), [(x + 0.02, y + 0.12), (x + 0.08, y + 0.08), (x + 0.14, y + 0.12)], 0.01)
    b.rect(WOOD_DARK, 0.1, 0.5, 0.04, 0.4)
    b.rect(WOOD_DARK, 0.84, 0.58, 0.04, 0.32)
    b.rect((196, 190, 172), 0.12, 0.64, 0.74, 0.1, 0.02)                           # a short mattress
    b.rect((150, 70, 66), 0.36, 0.62, 0.5, 0.12, 0.02)                              # a red blanket
    for k in range(3):
        b.line((186, 110, 96), [(0.42 + k * 0.14, 0.63), (0.4 + k * 0.14, 0.73)], 0.008)
    b.ellipse((222, 216, 200), 0.14, 0.56, 0.18, 0.1)
    b.rect(WOOD, 0.1, 0.74, 0.78, 0.04)
    _bear(b, 0.26, 0.58, 0.16)


def _chalk(b: Brush) -> None:
    b.rect((40, 48, 44), 0.08, 0.16, 0.84, 0.56, 0.02)                              # a wall painted dark
    b.circle(CHALK, 0.24, 0.3, 0.06, 0.01)                                          # a sun
    for k in range(6):
        b.line(CHALK, [(0.24 + 0.1 * ((k % 3) - 1), 0.2 + 0.08 * (k // 3)), (0.24, 0.3)], 0.006)
    b.poly(CHALK, [(0.5, 0.44), (0.6, 0.34), (0.7, 0.44)])                          # a house
    b.rect((40, 48, 44), 0.52, 0.44, 0.16, 0.12)
    b.line(CHALK, [(0.52, 0.44), (0.52, 0.56), (0.68, 0.56), (0.68, 0.44)], 0.008)
    for k, ch in enumerate((0.16, 0.24, 0.32, 0.4)):                                # letters, wobbling
        b.line(CHALK, [(ch, 0.62), (ch + 0.03, 0.56), (ch + 0.06, 0.62)], 0.008)
    b.rect(WOOD, 0.08, 0.72, 0.84, 0.03)
    for x in (0.7, 0.76, 0.8):
        b.rect(CHALK, x, 0.69, 0.04, 0.03)


def _swing(b: Brush) -> None:
    b.rect(WOOD_DARK, 0.06, 0.1, 0.88, 0.05)                                        # a beam
    for x in (0.38, 0.62):
        b.line((170, 150, 110), [(x, 0.15), (x - 0.04 if x < 0.5 else x + 0.04, 0.62)], 0.012)
    b.ellipse((34, 32, 32), 0.3, 0.58, 0.4, 0.2)                                    # the tyre
    b.ellipse((70, 62, 56), 0.38, 0.62, 0.24, 0.1)
    b.ellipse((52, 40, 32), 0.28, 0.86, 0.44, 0.05)                                 # its shadow on the boards


def _puppets(b: Brush) -> None:
    b.rect(WOOD, 0.16, 0.2, 0.68, 0.66)                                             # a crate stood on end
    b.rect((40, 30, 28), 0.24, 0.28, 0.52, 0.3)
    b.poly((150, 40, 44), [(0.24, 0.28), (0.4, 0.28), (0.3, 0.58), (0.24, 0.58)])   # curtains drawn back
    b.poly((150, 40, 44), [(0.76, 0.28), (0.6, 0.28), (0.7, 0.58), (0.76, 0.58)])
    for x, c in ((0.44, (220, 180, 70)), (0.56, (90, 130, 170))):                   # two sock puppets
        b.rect(c, x - 0.04, 0.44, 0.08, 0.14, 0.03)
        b.circle((20, 20, 20), x, 0.47, 0.012)
    b.rect(WOOD_DARK, 0.16, 0.58, 0.68, 0.05)


def _toys(b: Brush) -> None:
    b.rect(WOOD, 0.08, 0.58, 0.84, 0.06)
    _legs(b, 0.12, 0.88, 0.64, 0.92)
    _bear(b, 0.24, 0.5, 0.16)
    b.rect((170, 60, 50), 0.4, 0.46, 0.16, 0.1, 0.01)                              # a tin lorry
    for x in (0.43, 0.53):
        b.circle(IRON, x, 0.57, 0.022)
    b.circle((70, 120, 170), 0.7, 0.52, 0.06)                                       # a ball, patched
    b.line(CHALK, [(0.66, 0.48), (0.74, 0.56)], 0.008)
    b.rect((150, 150, 140), 0.78, 0.44, 0.04, 0.12)                                 # a glue pot and brush


def _blankets(b: Brush) -> None:
    b.glow((255, 150, 70), 0.78, 0.7, 0.3, 70)
    b.rect(IRON, 0.72, 0.56, 0.14, 0.32, 0.02)                                      # a little stove
    b.rect((230, 120, 50), 0.76, 0.7, 0.06, 0.06)
    for k, c in enumerate(((120, 60, 60), (80, 96, 120), (150, 130, 80), (96, 110, 80))):
        b.ellipse(c, 0.08 + k * 0.04, 0.6 + k * 0.05, 0.56 - k * 0.06, 0.16)          # blankets heaped up
    _bear(b, 0.4, 0.62, 0.12)


# --- Farmers and Market's farm Fittings --------------------------------------------------------------------------
SOIL = (70, 50, 36)
LEAF = (96, 140, 62)


def _seedlings(b: Brush) -> None:
    for k, y in enumerate((0.34, 0.6)):                                         # two shelves under the window
        b.rect(WOOD, 0.1, y + 0.14, 0.8, 0.035)
        for j in range(3):
            x = 0.14 + j * 0.25
            b.rect(WOOD_DARK, x, y + 0.06, 0.2, 0.08)                           # a seed box
            b.rect(SOIL, x + 0.01, y + 0.05, 0.18, 0.03)
            for n in range(4):                                                  # shoots, some taller
                sx = x + 0.03 + n * 0.045
                tall = 0.05 + 0.03 * ((n + j + k) % 2)
                b.line(LEAF, [(sx, y + 0.05), (sx, y + 0.05 - tall)], 0.008)
                b.ellipse(lighten(LEAF, 0.15), sx - 0.014, y + 0.04 - tall, 0.028, 0.018)
    _legs(b, 0.1, 0.9, 0.78, 0.92)


def _hutch(b: Brush) -> None:
    b.rect(WOOD, 0.12, 0.36, 0.76, 0.4)                                         # the hutch on its legs
    b.rect((40, 34, 30), 0.16, 0.4, 0.42, 0.32)
    for k in range(6):                                                          # its wire front
        b.line((150, 150, 144), [(0.16 + k * 0.08, 0.4), (0.16 + k * 0.08, 0.72)], 0.005)
    b.rect(WOOD_DARK, 0.62, 0.4, 0.22, 0.32)                                    # the closed end, for sleeping
    b.poly(WOOD_DARK, [(0.08, 0.36), (0.92, 0.36), (0.86, 0.3), (0.14, 0.3)])  # its roof
    for x, c in ((0.28, (200, 196, 186)), (0.44, (150, 120, 92))):             # two rabbits
        b.ellipse(c, x - 0.07, 0.6, 0.14, 0.1)
        b.circle(c, x + 0.05, 0.6, 0.04)
        b.ellipse(c, x + 0.04, 0.5, 0.025, 0.08)
    _legs(b, 0.14, 0.86, 0.76, 0.92)
    b.ellipse((120, 160, 70), 0.3, 0.84, 0.12, 0.05)                            # greens on the floor


def paint_stall(size, items: list[tuple[str, str]], seed: int):
    """A Market stall (Farmers and Market's Wares): a striped awning over a trestle table under a grey sky,
    what it sells laid out on the cloth, up to three of its goods (id, sort) drawn as their pictograms."""
    from ....ui.art import Pen
    from .pictograms import goods
    w, h = size
    stripes = ((150, 60, 52), (214, 200, 170)) if seed % 2 else ((70, 100, 120), (214, 200, 170))

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        b.rect((126, 128, 130), 0.0, 0.0, 1.0, 1.0)                              # a grey sky over the square
        b.rect((92, 88, 84), 0.0, 0.5, 1.0, 0.5)                                 # the cobbles
        for k in range(8):                                                       # the awning
            b.poly(stripes[k % 2], [(k / 8, 0.08), ((k + 1) / 8, 0.08), ((k + 1) / 8, 0.26), (k / 8, 0.3)])
        for x in (0.06, 0.92):
            b.rect(WOOD_DARK, x, 0.08, 0.025, 0.6)
        b.rect((190, 176, 150), 0.04, 0.62, 0.92, 0.06)                          # the table and its cloth
        b.rect((160, 146, 122), 0.06, 0.68, 0.88, 0.2)
        pen = Pen(canvas)
        shown = items[:3]
        side = min(0.26, 0.8 / max(1, len(shown)))
        for k, (item, sort) in enumerate(shown):                                 # the goods, set out on the table
            x = 0.5 - side * len(shown) / 2 + k * side
            goods(pen.sub(x, (0.62 - side * 0.95) * h / w, side), item, sort)
    return draw


DRAWERS = {
    "seedlings": _seedlings, "hutch": _hutch,
    "kids_bed": _kids_bed, "chalk": _chalk, "swing": _swing, "puppets": _puppets, "toys": _toys,
    "blankets": _blankets,
    "cot": _cot, "bed": _bed, "stove": _stove, "range": _range, "ducts": lambda b: _drum(b, True), "drum": _drum,
    "forge": _forge, "gunbench": _gunbench, "chembench": _chembench, "bench": _bench,
    "cistern": lambda b: _barrel(b, True), "barrel": _barrel, "armchair": _armchair, "chair": _chair,
    "books": _books, "aid": _aid, "rack": _rack, "still": _still, "radio": _radio, "garden": _garden,
}
OBJECT_KINDS = tuple(DRAWERS)

__all__ = ["object_for", "paint_fitting", "paint_stall", "DRAWERS", "OBJECT_KINDS"]
