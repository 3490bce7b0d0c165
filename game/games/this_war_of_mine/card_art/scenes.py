"""The Locations' pictures: a street of the besieged city in winter (a low grey sky, a far skyline of
broken blocks, snow and rubble), with the place itself in front, chosen by keywords of its name
(a school, a hospital, a supermarket...) or, for a name we do not know, a ruined house seeded by its id."""
from __future__ import annotations

import pygame

from ....ui.art import darken, lighten, mix
from .brush import Brush

SKY = ((112, 118, 126), (176, 176, 172))
NIGHT = ((26, 30, 40), (70, 72, 80))
STONE = (118, 112, 104)
BRICK = (122, 78, 62)
CONCRETE = (136, 134, 128)
SNOW = (224, 228, 232)
DARK = (40, 40, 44)
CANDLE = (230, 188, 104)

KEYWORDS = (
    ("kiosk", "kiosk"), ("tram stop", "kiosk"), ("bakery", "shop"), ("pharmacy", "pharmacy"),
    ("repair", "shop"), ("radio", "shop"), ("allotment", "allotments"), ("garden", "allotments"),
    ("school", "school"), ("hospital", "hospital"), ("clinic", "hospital"), ("tower", "tower"),
    ("block", "tower"), ("unfinished", "crane"), ("depot", "depot"), ("station", "station"),
    ("parish", "church"), ("church", "church"), ("brewery", "factory"), ("factory", "factory"),
    ("supermarket", "supermarket"), ("market", "supermarket"), ("barracks", "barracks"), ("hotel", "hotel"),
    ("house", "house"),
)
LANDMARKS = ("kiosk", "shop", "pharmacy", "allotments", "school", "hospital", "tower", "crane", "depot", "station",
             "church", "factory", "supermarket", "barracks", "hotel", "house")


def landmark_for(name: str, item_id: str = "") -> str:
    """The place a Location's picture shows, by a keyword of its name (a house when none matches)."""
    words = f"{name} {item_id}".lower().replace("-", " ")
    for key, kind in KEYWORDS:
        if key in words:
            return kind
    return "house"


def paint_location(size: tuple[int, int], name: str, item_id: str, seed: int, night: bool = False):
    """A Location's picture at size (a draw function for supersampling)."""
    kind = landmark_for(name, item_id)

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        street(b, night)
        LANDMARK_DRAWERS[kind](b)
        foreground(b)
    return draw


def street(b: Brush, night: bool = False) -> None:
    top, bottom = NIGHT if night else SKY
    b.sky(top, bottom, 0.8)
    far = mix(bottom, (70, 74, 82), 0.45)
    x = -0.05
    while x < 1.05:                                           # the far skyline: blocks, some bitten off
        w = b.rng.uniform(0.08, 0.16)
        top_y = b.rng.uniform(0.24, 0.46)
        skyline_block(b, x, top_y, w, 0.8, far, broken=b.rng.random() < 0.45)
        x += w + b.rng.uniform(-0.01, 0.02)
    if b.rng.random() < 0.8:
        b.smoke(b.rng.uniform(0.1, 0.9), 0.4, 0.34, (60, 58, 58), 120)
    b.rect(mix(far, (40, 40, 44), 0.3), 0, 0.66, 1, 0.2)
    b.gradient(0, 0.78, 1, 0.22, (196, 200, 204), (232, 234, 236))   # the snowy street


def skyline_block(b: Brush, x: float, top: float, w: float, ground: float, color, broken: bool) -> None:
    points = [(x, ground), (x, top)]
    if broken:
        for k in range(1, 5):
            points.append((x + w * k / 5, top + b.rng.uniform(0.02, 0.12)))
    points += [(x + w, top + (b.rng.uniform(0.0, 0.06) if broken else 0)), (x + w, ground)]
    b.poly(color, points)
    for r in range(int((ground - top) / 0.07)):
        for c in range(max(1, int(w / 0.035))):
            if b.rng.random() < 0.5:
                b.rect(darken(color, 0.18), x + 0.01 + c * 0.035, top + 0.06 + r * 0.07, 0.014, 0.03)


def block(b: Brush, x: float, top: float, w: float, ground: float, color, broken: float = 0.0,
          cols: int = 4, rows: int = 3, lit: float = 0.06) -> None:
    """A building's front: its wall (bitten off on top when broken > 0), windows, a shadowed side."""
    points = [(x, ground), (x, top + (b.rng.uniform(0, broken) if broken else 0))]
    if broken:
        for k in range(1, 6):
            points.append((x + w * k / 6, top + b.rng.uniform(0, broken)))
    points += [(x + w, top + (b.rng.uniform(0, broken) if broken else 0)), (x + w, ground)]
    b.poly(darken(color, 0.35), [(px + 0.012, py) for px, py in points])
    b.poly(color, points)
    b.windows(x + 0.01, top + (broken * 0.9 if broken else 0.02), w - 0.02,
              (ground - top) * 0.7 - (broken * 0.9 if broken else 0), cols, rows, darken(color, 0.55), CANDLE,
              broken=0.35, lit_share=lit)
    b.line(lighten(color, 0.12), [(x, top + 0.01 + (broken if broken else 0)), (x, ground)], 0.004)


def foreground(b: Brush) -> None:
    b.rubble(0.88, STONE, 10, 0.36, 0.0)
    b.rubble(0.94, BRICK, 8, 0.3, 0.66)
    b.line((60, 58, 56), [(0.0, 0.985), (1.0, 0.97)], 0.006)
    b.snow(28, (240, 242, 246), 0.005)


# ---------------------------------------------------------------------------------------------- landmarks
def _kiosk(b: Brush) -> None:
    b.rect(darken((96, 64, 54), 0.2), 0.56, 0.62, 0.42, 0.2, 0.02)          # the burnt tram
    b.windows(0.58, 0.63, 0.38, 0.09, 5, 1, (34, 30, 30), None, broken=0.6, lit_share=0)
    b.rect((58, 40, 34), 0.56, 0.8, 0.42, 0.03)
    for x in (0.62, 0.9):
        b.circle(DARK, x, 0.84, 0.025)
    b.line(DARK, [(0.5, 0.2), (1.0, 0.16)], 0.004)
    b.rect((92, 108, 96), 0.14, 0.48, 0.3, 0.36)                            # the kiosk
    b.poly((70, 84, 74), [(0.12, 0.5), (0.29, 0.4), (0.46, 0.5)])
    b.rect((30, 32, 32), 0.18, 0.56, 0.22, 0.14)
    b.poly((150, 150, 140), [(0.18, 0.56), (0.4, 0.56), (0.36, 0.62), (0.22, 0.6)])
    b.rect((196, 182, 150), 0.2, 0.72, 0.18, 0.05)


def _shop(b: Brush) -> None:
    block(b, 0.08, 0.3, 0.84, 0.84, BRICK, broken=0.06, cols=5, rows=2)
    b.rect((50, 44, 40), 0.14, 0.62, 0.72, 0.22)
    b.poly((120, 46, 40), [(0.12, 0.58), (0.88, 0.58), (0.84, 0.66), (0.16, 0.66)])
    for k in range(6):
        b.poly((196, 186, 164), [(0.16 + k * 0.12, 0.58), (0.22 + k * 0.12, 0.58), (0.2 + k * 0.115, 0.66),
                                 (0.16 + k * 0.115, 0.66)])
    b.rect((206, 196, 170), 0.3, 0.5, 0.4, 0.06)
    b.rect((30, 28, 28), 0.44, 0.68, 0.14, 0.16)
    b.rect(mix(CANDLE, (40, 40, 40), 0.5), 0.2, 0.7, 0.18, 0.08)


def _pharmacy(b: Brush) -> None:
    _shop(b)
    b.rect((236, 232, 220), 0.76, 0.34, 0.12, 0.12, 0.01)
    b.rect((84, 130, 84), 0.805, 0.35, 0.03, 0.1)
    b.rect((84, 130, 84), 0.77, 0.385, 0.11, 0.03)


def _allotments(b: Brush) -> None:
    b.gradient(0, 0.6, 1, 0.12, (120, 130, 138), (150, 160, 166))           # the river
    for k in range(6):
        b.line((190, 198, 204), [(0.06 + k * 0.16, 0.64 + (k % 2) * 0.03), (0.14 + k * 0.16, 0.64 + (k % 2) * 0.03)],
               0.004)
    b.rect((216, 220, 222), 0, 0.7, 1, 0.16)
    for x, h in ((0.14, 0.16), (0.62, 0.2)):                                 # sheds
        b.rect((92, 76, 60), x, 0.72 - h + 0.04, 0.2, h)
        b.poly((64, 56, 50), [(x - 0.02, 0.76 - h), (x + 0.1, 0.7 - h), (x + 0.22, 0.76 - h)])
        b.rect((40, 34, 30), x + 0.07, 0.7 - h * 0.4, 0.06, h * 0.45)
    for k in range(12):                                                       # fence posts and beds
        x = 0.02 + k * 0.085
        b.line((70, 58, 46), [(x, 0.86), (x, 0.76)], 0.008)
    b.line((70, 58, 46), [(0.0, 0.79), (1.0, 0.79)], 0.005)
    for k in range(3):
        b.ellipse((120, 100, 80), 0.1 + k * 0.3, 0.88, 0.22, 0.05)
    b.line((60, 56, 50), [(0.9, 0.86), (0.92, 0.5), (0.86, 0.4)], 0.008)      # a bare tree
    b.line((60, 56, 50), [(0.92, 0.6), (0.98, 0.48)], 0.005)


def _school(b: Brush) -> None:
    block(b, 0.04, 0.36, 0.92, 0.84, (156, 136, 110), broken=0.08, cols=7, rows=2, lit=0.0)
    b.poly((150, 128, 100), [(0.38, 0.38), (0.5, 0.24), (0.62, 0.38)])
    b.circle((226, 222, 210), 0.5, 0.33, 0.035)
    b.line(DARK, [(0.5, 0.33), (0.5, 0.31)], 0.004)
    b.line(DARK, [(0.5, 0.33), (0.515, 0.335)], 0.004)
    b.rect((44, 38, 34), 0.44, 0.66, 0.12, 0.18)
    b.circle((60, 56, 52), 0.78, 0.44, 0.07)                                 # a shell hole
    b.circle((30, 28, 28), 0.78, 0.44, 0.05)
    for k in range(5):
        b.line((48, 48, 50), [(0.0 + k * 0.05, 0.86), (0.0 + k * 0.05, 0.74)], 0.004)
    b.line((48, 48, 50), [(0.0, 0.76), (0.22, 0.76)], 0.004)


def _hospital(b: Brush) -> None:
    block(b, 0.18, 0.26, 0.64, 0.84, (184, 180, 170), broken=0.05, cols=5, rows=4, lit=0.1)
    b.rect((236, 234, 228), 0.44, 0.3, 0.12, 0.12)
    b.rect((150, 36, 30), 0.485, 0.31, 0.03, 0.1)
    b.rect((150, 36, 30), 0.45, 0.345, 0.1, 0.03)
    for x in (0.0, 0.78):                                                     # field tents
        b.poly((110, 114, 84), [(x, 0.86), (x + 0.11, 0.66), (x + 0.22, 0.86)])
        b.poly((74, 78, 58), [(x + 0.08, 0.86), (x + 0.11, 0.74), (x + 0.14, 0.86)])


def _tower(b: Brush) -> None:
    block(b, 0.28, 0.08, 0.44, 0.84, CONCRETE, broken=0.1, cols=4, rows=9, lit=0.08)
    block(b, 0.0, 0.5, 0.22, 0.84, STONE, broken=0.04, cols=2, rows=2)
    b.poly(darken(CONCRETE, 0.45), [(0.5, 0.4), (0.62, 0.34), (0.66, 0.5), (0.54, 0.56)])   # a gaping wound
    b.smoke(0.56, 0.3, 0.3, (54, 52, 52), 140)


def _crane(b: Brush) -> None:
    block(b, 0.14, 0.3, 0.4, 0.84, (150, 146, 138), broken=0.0, cols=3, rows=6, lit=0.0)
    for k in range(7):                                                          # open floors
        b.rect((60, 60, 62), 0.15, 0.33 + k * 0.075, 0.38, 0.012)
    b.line((150, 96, 46), [(0.72, 0.86), (0.72, 0.12)], 0.012)                  # the crane
    b.line((150, 96, 46), [(0.3, 0.14), (0.98, 0.14)], 0.01)
    b.line((150, 96, 46), [(0.72, 0.12), (0.4, 0.14)], 0.004)
    b.line(DARK, [(0.4, 0.14), (0.4, 0.4)], 0.003)
    b.rect(DARK, 0.38, 0.4, 0.04, 0.03)


def _depot(b: Brush) -> None:
    b.rect((104, 84, 70), 0.04, 0.4, 0.92, 0.44)
    b.poly((80, 66, 58), [(0.02, 0.42), (0.5, 0.3), (0.98, 0.42)])
    for k in range(3):
        x = 0.1 + k * 0.3
        b.rect((36, 32, 30), x, 0.56, 0.2, 0.28)
        b.ellipse((36, 32, 30), x, 0.5, 0.2, 0.12)
    b.rect((94, 68, 58), 0.38, 0.7, 0.34, 0.14, 0.02)
    b.windows(0.4, 0.72, 0.3, 0.06, 4, 1, (30, 28, 28), None, broken=0.5, lit_share=0)


def _station(b: Brush) -> None:
    b.rect((140, 130, 114), 0.06, 0.38, 0.88, 0.46)
    b.ellipse((150, 140, 122), 0.2, 0.22, 0.6, 0.36)
    b.ellipse((60, 62, 66), 0.28, 0.3, 0.44, 0.3)
    for k in range(5):
        b.line((150, 140, 122), [(0.3 + k * 0.1, 0.32), (0.3 + k * 0.1, 0.6)], 0.006)
    b.rect((140, 130, 114), 0.2, 0.5, 0.6, 0.1)
    b.circle((226, 222, 210), 0.5, 0.44, 0.04)
    b.line(DARK, [(0.5, 0.44), (0.5, 0.41)], 0.004)
    for k in range(4):
        b.rect((40, 38, 36), 0.12 + k * 0.22, 0.64, 0.1, 0.2)


def _church(b: Brush) -> None:
    b.rect((150, 140, 126), 0.2, 0.46, 0.56, 0.38)
    b.poly((120, 108, 96), [(0.18, 0.48), (0.48, 0.3), (0.78, 0.48)])
    b.rect((144, 132, 118), 0.7, 0.18, 0.14, 0.66)
    b.poly((100, 88, 80), [(0.69, 0.2), (0.77, 0.06), (0.85, 0.2)])
    b.ellipse((40, 36, 34), 0.74, 0.26, 0.06, 0.08)
    b.rect((44, 38, 34), 0.42, 0.62, 0.12, 0.22)
    b.ellipse((44, 38, 34), 0.42, 0.58, 0.12, 0.08)
    b.circle(mix(CANDLE, (80, 60, 40), 0.3), 0.48, 0.42, 0.04)


def _factory(b: Brush) -> None:
    b.rect((112, 86, 70), 0.0, 0.5, 1.0, 0.34)
    for k in range(5):
        x = k * 0.2
        b.poly((86, 70, 62), [(x, 0.5), (x + 0.14, 0.38), (x + 0.2, 0.5)])
        b.rect((150, 156, 158), x + 0.12, 0.4, 0.02, 0.1)
    for x, h in ((0.72, 0.5), (0.86, 0.38)):
        b.poly((98, 70, 56), [(x, 0.5), (x + 0.01, 0.5 - h), (x + 0.05, 0.5 - h), (x + 0.06, 0.5)])
    b.smoke(0.75, 0.02, 0.0, (60, 58, 58), 0)
    b.windows(0.04, 0.56, 0.92, 0.14, 8, 1, (40, 34, 32), CANDLE, broken=0.4, lit_share=0.05)
    b.rect((44, 40, 38), 0.4, 0.7, 0.2, 0.14)


def _supermarket(b: Brush) -> None:
    b.rect((160, 156, 146), 0.02, 0.46, 0.96, 0.38)
    b.rect((118, 60, 46), 0.02, 0.46, 0.96, 0.07)
    for k in range(7):
        b.rect((210, 204, 190), 0.12 + k * 0.11, 0.475, 0.06, 0.03)
    b.rect((46, 50, 54), 0.06, 0.58, 0.88, 0.2)
    b.windows(0.06, 0.58, 0.88, 0.2, 6, 1, (30, 34, 38), None, broken=0.6, lit_share=0)
    for k in range(3):                                                       # abandoned trolleys
        x = 0.1 + k * 0.32
        b.line((120, 122, 124), [(x, 0.82), (x + 0.1, 0.82), (x + 0.12, 0.76), (x - 0.01, 0.76)], 0.004)
    b.poly((150, 146, 136), [(0.62, 0.46), (0.82, 0.46), (0.7, 0.6)])


def _barracks(b: Brush) -> None:
    block(b, 0.2, 0.4, 0.7, 0.84, (104, 108, 88), broken=0.0, cols=6, rows=2, lit=0.04)
    b.rect((120, 116, 104), 0.0, 0.66, 1.0, 0.2)                               # the wall
    b.line((60, 60, 60), [(0.0, 0.64), (1.0, 0.64)], 0.003)
    for k in range(20):
        x = k * 0.05
        b.line((60, 60, 60), [(x, 0.62), (x + 0.025, 0.665)], 0.003)
        b.line((60, 60, 60), [(x + 0.025, 0.62), (x, 0.665)], 0.003)
    b.rect((84, 78, 66), 0.06, 0.3, 0.03, 0.36)                                # the watchtower
    b.rect((84, 78, 66), 0.16, 0.3, 0.03, 0.36)
    b.rect((70, 64, 56), 0.03, 0.24, 0.19, 0.08)
    b.poly((56, 52, 46), [(0.02, 0.25), (0.125, 0.18), (0.23, 0.25)])


def _hotel(b: Brush) -> None:
    block(b, 0.16, 0.12, 0.68, 0.84, (168, 158, 138), broken=0.06, cols=5, rows=7, lit=0.12)
    for k, x in enumerate((0.27, 0.35, 0.43, 0.51, 0.59, 0.67)):               # the sign's letters, some fallen
        if k != 3:
            b.rect((180, 150, 80), x, 0.05 + (0.02 if k == 4 else 0), 0.05, 0.05)
    b.rect((50, 44, 40), 0.4, 0.68, 0.2, 0.16)
    b.poly((120, 40, 36), [(0.36, 0.66), (0.64, 0.66), (0.6, 0.7), (0.4, 0.7)])


def _house(b: Brush) -> None:
    color = b.rng.choice((STONE, BRICK, (150, 136, 112)))
    block(b, 0.14, 0.34, 0.6, 0.84, color, broken=0.12, cols=3, rows=3, lit=0.15)
    b.poly(darken(color, 0.3), [(0.12, 0.36), (0.3, 0.22), (0.5, 0.3), (0.62, 0.26), (0.76, 0.36)])
    b.rect((40, 34, 30), 0.38, 0.68, 0.1, 0.16)
    for k in range(4):                                                     # boards over a window
        b.line((120, 92, 60), [(0.2, 0.44 + k * 0.03), (0.34, 0.46 + k * 0.03)], 0.008)
    block(b, 0.78, 0.46, 0.22, 0.84, darken(color, 0.12), broken=0.1, cols=2, rows=2)


LANDMARK_DRAWERS = {
    "kiosk": _kiosk, "shop": _shop, "pharmacy": _pharmacy, "allotments": _allotments, "school": _school,
    "hospital": _hospital, "tower": _tower, "crane": _crane, "depot": _depot, "station": _station,
    "church": _church, "factory": _factory, "supermarket": _supermarket, "barracks": _barracks, "hotel": _hotel,
    "house": _house,
}

__all__ = ["landmark_for", "paint_location", "street", "block", "foreground", "LANDMARKS", "LANDMARK_DRAWERS"]
