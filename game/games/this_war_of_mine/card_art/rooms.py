"""The rooms of the pictures: an abandoned flat's wall and floor lit by a cold window or a candle, with
the thing the card is about in it (cupboards, a wardrobe, a cellar door, a workbench, a boiler, a
child's cot, sacks, a letter on the table, a dark corridor...), chosen by keywords of the card's name;
the people the Residents are; a Visitor at the door; a Night Raid's dark room."""
from __future__ import annotations

import pygame

from ....ui.art import darken, lighten, mix
from . import figures
from .brush import Brush
from .shelter import BOARDS, CANDLE, WOOD, WOOD_DARK

WALLS = ((116, 112, 104), (104, 110, 112), (122, 108, 96), (96, 98, 92))
COLD_LIGHT = (196, 208, 220)

THINGS = (
    ("cupboard", "cupboards"), ("kitchen", "cupboards"), ("ceiling", "collapse"), ("collapse", "collapse"),
    ("wardrobe", "wardrobe"), ("cellar", "door"), ("door", "door"), ("workbench", "bench"),
    ("bathroom", "cabinet"), ("cabinet", "cabinet"), ("window", "window"), ("stair", "stairs"),
    ("landing", "stairs"), ("coat", "coat"), ("car", "car"), ("child", "cot"), ("sack", "sacks"),
    ("storeroom", "sacks"), ("radiator", "pipes"), ("pipe", "pipes"), ("letter", "letter"), ("table", "letter"),
    ("corridor", "corridor"), ("plan", "plan"), ("stock", "plan"), ("boiler", "boiler"), ("mortar", "window"),
    ("calling", "corridor"), ("sound", "corridor"), ("remembers", "letter"), ("changed", "window"),
)
THING_KINDS = ("cupboards", "collapse", "wardrobe", "door", "bench", "cabinet", "window", "stairs", "coat", "car",
               "cot", "sacks", "pipes", "letter", "corridor", "plan", "boiler")


def thing_for(name: str) -> str:
    words = name.lower()
    for key, kind in THINGS:
        if key in words:
            return kind
    return "window"


def interior(b: Brush, dark: float = 0.0) -> None:
    """A bare flat's corner: stained wallpaper, a skirting board, a floor of boards."""
    wall = b.rng.choice(WALLS)
    wall = darken(wall, dark)
    b.gradient(0, 0, 1, 0.74, lighten(wall, 0.08), darken(wall, 0.32))
    for k in range(9):                                              # faded wallpaper stripes
        b.rect(darken(wall, 0.06), k * 0.12 + 0.03, 0, 0.035, 0.72)
    for _ in range(4):
        b.ellipse(darken(wall, 0.16), b.rng.uniform(0, 0.85), b.rng.uniform(0.0, 0.5), b.rng.uniform(0.08, 0.2),
                  b.rng.uniform(0.05, 0.12))
    b.rect(darken(wall, 0.5), 0, 0.72, 1, 0.03)
    floor = darken(BOARDS, dark)
    b.gradient(0, 0.75, 1, 0.25, darken(floor, 0.05), darken(floor, 0.45))
    for k in range(9):
        x = k / 8
        b.line(darken(floor, 0.45), [(0.5 + (x - 0.5) * 0.6, 0.75), (x * 1.6 - 0.3, 1.0)], 0.003)


def paint_room(size, name: str, seed: int, night: bool = False):
    kind = thing_for(name)

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        interior(b, 0.35 if night else 0.0)
        THING_DRAWERS[kind](b)
        if night:
            b.blend(lambda l: l.rect((10, 14, 30), 0, 0, 1, 1), 90)
    return draw


def _window(b: Brush, x: float = 0.58, y: float = 0.12, w: float = 0.3, h: float = 0.4, boarded: bool = False,
            flash: bool = False) -> None:
    b.rect(darken(WOOD_DARK, 0.2), x - 0.015, y - 0.02, w + 0.03, h + 0.04)
    sky = ((230, 150, 90), (90, 60, 60)) if flash else ((170, 182, 196), (210, 214, 218))
    b.gradient(x, y, w, h, *sky)
    b.rect(darken(WOOD_DARK, 0.2), x + w / 2 - 0.008, y, 0.016, h)
    b.rect(darken(WOOD_DARK, 0.2), x, y + h / 2 - 0.01, w, 0.02)
    cx, cy = x + w * 0.25, y + h * 0.25                                        # a pane starred by a shot
    for k in range(6):
        end = b.ray(cx, cy, k * 1.05 + 0.3, w * 0.22)
        b.line((236, 240, 244), [(cx, cy), end], 0.004)
    if boarded:
        for k in range(3):
            yy = y + h * (0.2 + 0.3 * k)
            b.line(WOOD_DARK, [(x - 0.03, yy + 0.02), (x + w + 0.03, yy - 0.02)], 0.04)
            b.line(WOOD, [(x - 0.03, yy + 0.015), (x + w + 0.03, yy - 0.025)], 0.03)
    b.blend(lambda l: l.poly(COLD_LIGHT if not flash else (240, 170, 100),
                             [(x, y + h), (x + w, y + h), (x + w * 0.6, 1.0), (x - w * 0.8, 1.0)]), 40)


def _cupboards(b: Brush) -> None:
    for k in range(3):
        x = 0.08 + k * 0.22
        b.rect(darken((150, 140, 118), 0.3), x, 0.08, 0.2, 0.24)
        b.rect((150, 140, 118), x + 0.01, 0.09, 0.18, 0.22)
        b.circle((80, 70, 60), x + 0.16, 0.22, 0.008)
        b.rect(darken((150, 140, 118), 0.3), x, 0.46, 0.2, 0.3)
        b.rect((150, 140, 118), x + 0.01, 0.47, 0.18, 0.28)
        b.circle((80, 70, 60), x + 0.16, 0.56, 0.008)
    b.rect((170, 164, 150), 0.06, 0.43, 0.68, 0.04)
    for k in range(4):
        b.ellipse((220, 218, 210), 0.12 + k * 0.05, 0.34, 0.04, 0.09)
    b.rect((190, 180, 150), 0.78, 0.2, 0.12, 0.16)                          # the stopped calendar
    b.rect((150, 40, 36), 0.78, 0.2, 0.12, 0.03)


def _collapse(b: Brush) -> None:
    b.poly((36, 34, 34), [(0.2, 0.0), (0.75, 0.0), (0.66, 0.18), (0.28, 0.24)])
    b.blend(lambda l: l.poly((224, 226, 230), [(0.28, 0.0), (0.7, 0.0), (0.86, 0.95), (0.14, 0.95)]), 45)
    b.poly((106, 96, 86), [(0.0, 1.0), (0.05, 0.8), (0.3, 0.5), (0.56, 0.44), (0.8, 0.66), (1.0, 0.8), (1.0, 1.0)])
    for _ in range(26):
        x, y = b.rng.uniform(0.05, 0.92), b.rng.uniform(0.5, 0.95)
        c = mix((130, 80, 62), (120, 116, 110), b.rng.random())
        b.rect(c, x, y, b.rng.uniform(0.04, 0.09), 0.04)
    b.line(WOOD_DARK, [(0.1, 0.3), (0.72, 0.7)], 0.03)
    b.line(WOOD, [(0.5, 0.12), (0.9, 0.6)], 0.02)
    b.snow(12, (230, 232, 236), 0.006)


def _wardrobe(b: Brush) -> None:
    b.rect(WOOD_DARK, 0.26, 0.06, 0.42, 0.74, 0.01)
    b.rect(WOOD, 0.28, 0.09, 0.185, 0.68)
    b.rect(lighten(WOOD, 0.08), 0.475, 0.09, 0.185, 0.68)
    for x in (0.45, 0.495):
        b.circle((200, 176, 110), x, 0.44, 0.01)
    b.rect(darken(WOOD_DARK, 0.2), 0.24, 0.04, 0.46, 0.04)
    b.rect(darken(WOOD_DARK, 0.2), 0.27, 0.8, 0.06, 0.04)
    b.rect(darken(WOOD_DARK, 0.2), 0.61, 0.8, 0.06, 0.04)


def _door(b: Brush, light: bool = True) -> None:
    b.rect(darken(WOOD_DARK, 0.25), 0.32, 0.06, 0.36, 0.7)
    b.rect((86, 66, 50), 0.345, 0.08, 0.31, 0.67)
    for y, hh in ((0.12, 0.24), (0.42, 0.28)):
        b.rect(darken((86, 66, 50), 0.18), 0.38, y, 0.24, hh)
    b.circle((180, 156, 100), 0.62, 0.45, 0.014)
    if light:
        b.blend(lambda l: l.rect(CANDLE, 0.345, 0.745, 0.31, 0.012), 200)
        b.blend(lambda l: l.poly(CANDLE, [(0.345, 0.76), (0.655, 0.76), (0.8, 0.9), (0.2, 0.9)]), 40)


def _bench(b: Brush) -> None:
    b.rect((70, 64, 56), 0.1, 0.08, 0.8, 0.32)                                  # the tool board
    for k, x in enumerate((0.18, 0.3, 0.44, 0.58, 0.72)):
        b.line((150, 150, 150) if k % 2 else WOOD, [(x, 0.14), (x + 0.02, 0.32)], 0.016)
    b.rect(WOOD_DARK, 0.06, 0.46, 0.88, 0.06)
    b.rect(WOOD, 0.06, 0.44, 0.88, 0.04)
    for x in (0.1, 0.84):
        b.rect(WOOD_DARK, x, 0.5, 0.05, 0.3)
    b.rect((80, 84, 90), 0.62, 0.36, 0.14, 0.08)                                # a vice
    b.rect((60, 60, 64), 0.2, 0.4, 0.16, 0.04)


def _cabinet(b: Brush) -> None:
    b.rect((210, 212, 206), 0.06, 0.0, 0.88, 0.74)
    for k in range(8):
        b.line((180, 184, 180), [(0.06 + k * 0.11, 0.0), (0.06 + k * 0.11, 0.74)], 0.003)
    b.rect((150, 160, 166), 0.34, 0.1, 0.32, 0.28)
    b.rect((196, 208, 214), 0.36, 0.12, 0.28, 0.24)
    b.line((240, 244, 246), [(0.4, 0.3), (0.5, 0.16)], 0.01)
    b.ellipse((226, 228, 224), 0.32, 0.48, 0.36, 0.12)
    b.rect((226, 228, 224), 0.44, 0.56, 0.12, 0.2)
    b.line((120, 126, 130), [(0.5, 0.46), (0.5, 0.42), (0.56, 0.42)], 0.012)


def _stairs(b: Brush) -> None:
    for k in range(7):
        y = 0.9 - k * 0.1
        b.rect(darken((120, 116, 108), 0.05 * k), 0.1 + k * 0.08, y, 0.9, 0.1)
        b.rect(lighten((120, 116, 108), 0.1), 0.1 + k * 0.08, y, 0.9, 0.015)
    b.line((60, 60, 64), [(0.08, 0.7), (0.6, 0.1)], 0.012)
    for _ in range(16):
        x, y = b.rng.uniform(0.1, 0.7), b.rng.uniform(0.55, 0.95)
        b.rect(mix((130, 80, 62), (110, 106, 100), b.rng.random()), x, y, 0.06, 0.035)


def _coat(b: Brush) -> None:
    b.rect(WOOD_DARK, 0.2, 0.1, 0.6, 0.03)
    b.poly((70, 76, 70), [(0.42, 0.14), (0.58, 0.14), (0.66, 0.64), (0.34, 0.64)])
    b.poly(darken((70, 76, 70), 0.2), [(0.5, 0.16), (0.58, 0.14), (0.6, 0.62), (0.5, 0.64)])
    for y in (0.28, 0.38, 0.48):
        b.circle((40, 40, 40), 0.48, y, 0.008)
    b.poly((96, 80, 60), [(0.2, 0.86), (0.34, 0.8), (0.5, 0.84), (0.7, 0.8), (0.84, 0.88), (0.2, 0.92)])


def _car(b: Brush) -> None:
    b.gradient(0, 0, 1, 0.6, (150, 156, 164), (196, 198, 200))
    b.rect((110, 104, 96), 0, 0.1, 0.22, 0.6)
    b.rect((110, 104, 96), 0.78, 0.04, 0.22, 0.66)
    b.rect((216, 220, 224), 0, 0.66, 1, 0.34)
    b.poly((84, 88, 84), [(0.16, 0.78), (0.2, 0.62), (0.34, 0.5), (0.64, 0.5), (0.76, 0.62), (0.86, 0.66),
                          (0.86, 0.8), (0.16, 0.8)])
    b.poly((40, 44, 48), [(0.36, 0.53), (0.62, 0.53), (0.7, 0.62), (0.3, 0.62)])
    for x in (0.3, 0.74):
        b.circle((24, 24, 26), x, 0.8, 0.05)
    b.rect((230, 234, 238), 0.34, 0.48, 0.3, 0.025)                                # snow on the roof


def _cot(b: Brush) -> None:
    _window(b, 0.62, 0.1, 0.26, 0.34)
    b.rect((170, 150, 120), 0.1, 0.5, 0.5, 0.22)
    for k in range(9):
        b.line((130, 110, 86), [(0.12 + k * 0.055, 0.4), (0.12 + k * 0.055, 0.72)], 0.008)
    b.line((130, 110, 86), [(0.1, 0.4), (0.6, 0.4)], 0.014)
    b.circle((150, 110, 70), 0.72, 0.8, 0.05)                                      # a teddy bear
    b.circle((150, 110, 70), 0.72, 0.73, 0.035)
    for dx in (-0.03, 0.03):
        b.circle((150, 110, 70), 0.72 + dx, 0.705, 0.014)


def _sacks(b: Brush) -> None:
    b.rect(WOOD_DARK, 0.04, 0.2, 0.92, 0.03)
    b.rect(WOOD_DARK, 0.04, 0.44, 0.92, 0.03)
    for k in range(5):
        x = 0.08 + k * 0.17
        b.rect((130, 120, 100), x, 0.1 + (k % 2) * 0.02, 0.1, 0.1)
    for x, y in ((0.14, 0.6), (0.4, 0.62), (0.64, 0.58), (0.28, 0.72), (0.54, 0.74)):
        b.ellipse(darken((170, 150, 110), 0.25), x, y, 0.22, 0.2)
        b.ellipse((170, 150, 110), x + 0.01, y, 0.2, 0.18)
        b.line(darken((170, 150, 110), 0.4), [(x + 0.08, y + 0.02), (x + 0.12, y + 0.02)], 0.012)


def _pipes(b: Brush) -> None:
    b.rect((90, 92, 96), 0.14, 0.42, 0.56, 0.3)
    for k in range(10):
        b.rect((120, 124, 128), 0.16 + k * 0.053, 0.44, 0.035, 0.26, 0.01)
    b.line((80, 82, 86), [(0.72, 0.5), (0.86, 0.5), (0.86, 0.0)], 0.03)
    b.line((80, 82, 86), [(0.0, 0.2), (1.0, 0.2)], 0.025)
    b.line((150, 80, 50), [(0.3, 0.2), (0.34, 0.2)], 0.03)


def _letter(b: Brush) -> None:
    b.poly(WOOD_DARK, [(0.04, 0.62), (0.96, 0.62), (1.0, 0.78), (0.0, 0.78)])
    b.poly(WOOD, [(0.06, 0.6), (0.94, 0.6), (0.98, 0.74), (0.02, 0.74)])
    b.rect(WOOD_DARK, 0.1, 0.74, 0.04, 0.24)
    b.rect(WOOD_DARK, 0.86, 0.74, 0.04, 0.24)
    b.poly((226, 220, 200), [(0.36, 0.62), (0.6, 0.6), (0.62, 0.7), (0.38, 0.72)])
    for k in range(3):
        b.line((120, 110, 100), [(0.4, 0.64 + k * 0.02), (0.57, 0.625 + k * 0.02)], 0.004)
    b.rect((220, 214, 196), 0.74, 0.48, 0.04, 0.12)                                # a candle
    b.glow(CANDLE, 0.76, 0.44, 0.3, 70)
    b.ellipse((250, 220, 150), 0.748, 0.42, 0.024, 0.05)


def _corridor(b: Brush) -> None:
    b.rect((20, 20, 22), 0, 0, 1, 1)
    wall = (84, 82, 78)
    b.poly(wall, [(0.0, 0.0), (0.4, 0.3), (0.4, 0.62), (0.0, 1.0)])
    b.poly(darken(wall, 0.2), [(1.0, 0.0), (0.6, 0.3), (0.6, 0.62), (1.0, 1.0)])
    b.poly(darken(wall, 0.4), [(0.0, 0.0), (1.0, 0.0), (0.6, 0.3), (0.4, 0.3)])
    b.poly(BOARDS, [(0.0, 1.0), (1.0, 1.0), (0.6, 0.62), (0.4, 0.62)])
    b.rect((30, 28, 28), 0.4, 0.3, 0.2, 0.32)
    for x0, x1 in ((0.1, 0.2), (0.8, 0.9)):
        b.poly(darken(WOOD_DARK, 0.3), [(x0, 0.2), (x1, 0.27), (x1, 0.76), (x0, 0.86)])
    b.blend(lambda l: l.poly((240, 230, 190), [(0.42, 0.62), (0.58, 0.62), (0.8, 1.0), (0.2, 1.0)]), 30)


def _plan(b: Brush) -> None:
    b.poly(WOOD, [(0.0, 0.3), (1.0, 0.3), (1.0, 1.0), (0.0, 1.0)])
    b.poly((212, 204, 180), [(0.14, 0.12), (0.86, 0.16), (0.82, 0.92), (0.1, 0.86)])
    ink = (70, 80, 100)
    for k in range(5):
        b.line(ink, [(0.2, 0.24 + k * 0.13), (0.78, 0.27 + k * 0.13)], 0.004)
    for k in range(4):
        b.line(ink, [(0.24 + k * 0.16, 0.2), (0.2 + k * 0.16, 0.84)], 0.004)
    b.rect(ink, 0.38, 0.4, 0.14, 0.12)
    b.line((150, 40, 36), [(0.62, 0.56), (0.7, 0.66)], 0.01)
    b.line((150, 40, 36), [(0.7, 0.56), (0.62, 0.66)], 0.01)


def _boiler(b: Brush) -> None:
    b.rect((80, 70, 64), 0.3, 0.14, 0.4, 0.62, 0.04)
    b.rect((104, 92, 84), 0.32, 0.16, 0.18, 0.58, 0.03)
    b.circle((40, 38, 36), 0.5, 0.5, 0.06)
    b.circle((200, 120, 60), 0.5, 0.5, 0.035)
    b.line((70, 72, 76), [(0.5, 0.14), (0.5, 0.0)], 0.04)
    b.line((70, 72, 76), [(0.7, 0.3), (1.0, 0.3)], 0.03)
    b.circle((200, 200, 196), 0.62, 0.26, 0.03)
    b.rect((30, 28, 28), 0.74, 0.42, 0.18, 0.34)                                  # the gap behind it


THING_DRAWERS = {
    "cupboards": _cupboards, "collapse": _collapse, "wardrobe": _wardrobe, "door": _door, "bench": _bench,
    "cabinet": _cabinet, "window": lambda b: _window(b, 0.34, 0.1, 0.34, 0.44), "stairs": _stairs, "coat": _coat,
    "car": _car, "cot": _cot, "sacks": _sacks, "pipes": _pipes, "letter": _letter, "corridor": _corridor,
    "plan": _plan, "boiler": _boiler,
}
THING_DRAWERS["boarded"] = lambda b: _window(b, 0.3, 0.1, 0.4, 0.46, boarded=True)
THING_DRAWERS["mortars"] = lambda b: _window(b, 0.3, 0.1, 0.4, 0.46, flash=True)
THINGS = (("boarded", "boarded"), ("mortar", "mortars")) + THINGS


# ---------------------------------------------------------------------------------------------- people
PEOPLE = (
    ("family", ("family",)), ("watch", ("guard",)), ("caretaker", ("old",)), ("fever", ("sick",)),
    ("dog", ("dog",)), ("uniform", ("soldier", "soldier")), ("scavenger", ("sack", "sack")),
    ("hatchet", ("hatchet",)), ("squatter", ("hood", "hood", "child")), ("gang", ("hood", "pistol", "hood")),
    ("toll", ("hood", "hatchet")), ("trench", ("soldier", "soldier", "soldier")), ("pistol", ("pistol",)),
    ("copper", ("sack", "hood")),
)


def paint_people(size, name: str, seed: int):
    """Residents: the people met, in a dim room or on a stair."""
    words = name.lower()
    cast = next((who for key, who in PEOPLE if key in words), ("hood",))

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        interior(b, 0.25)
        if "wardrobe" in words:
            _wardrobe(b)
        elif "stair" in words or "landing" in words or "toll" in words:
            _stairs(b)
        else:
            _window(b, 0.62, 0.12, 0.26, 0.36)
        b.glow(CANDLE, 0.2, 0.5, 0.4, 50)
        _cast(b, cast)
    return draw


def _cast(b: Brush, cast: tuple) -> None:
    n = len(cast) if cast != ("family",) else 4
    rim = (200, 170, 110)
    if cast == ("dog",):
        figures.dog(b, 0.45, 0.94, 0.36)
        return
    if cast == ("sick",):
        b.rect((170, 164, 150), 0.14, 0.66, 0.6, 0.14, 0.02)
        b.ellipse((110, 100, 90), 0.18, 0.6, 0.5, 0.12)
        b.circle((200, 176, 150), 0.2, 0.62, 0.04)
        figures.person(b, 0.82, 0.96, 0.6, rim=rim, facing=-1)
        return
    for k in range(n):
        x = 0.5 + (k - (n - 1) / 2) * (0.22 if n > 1 else 0)
        kind = cast[k] if cast != ("family",) else ("old", "coat", "child", "child")[k]
        height = 0.44 if kind == "child" else 0.66
        gear = {"soldier": ("helmet", "rifle"), "hood": ("hood",), "pistol": ("pistol", "hat"),
                "hatchet": ("hatchet", "hood"), "sack": ("sack", "hat"), "old": ("coat", "hat"),
                "guard": ("rifle", "hat"), "coat": ("coat", "scarf"), "child": ()}.get(kind, ())
        figures.person(b, x, 0.95, height, gear=gear, facing=1 if x <= 0.5 else -1, rim=rim)


# ---------------------------------------------------------------------------------------------- visitors
VISITOR_GEAR = (("pram", ("pram",)), ("soldier", ("helmet",)), ("priest", ("priest", "coat")),
                ("thief", ("hood",)), ("water", ("coat", "scarf")), ("reporter", ("camera", "coat")),
                ("girl", ("child",)), ("begging", ("coat", "scarf")), ("letter", ("hat",)),
                ("curfew", ("hood",)), ("queue", ("scarf", "coat")), ("next door", ("scarf",)))


def paint_visitor(size, name: str, seed: int):
    """A Visitor: the door opened on the snowy street and who stands in it."""
    words = name.lower()
    gear = next((g for key, g in VISITOR_GEAR if key in words), ("coat",))

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        interior(b, 0.3)
        b.rect((24, 22, 22), 0.3, 0.06, 0.4, 0.72)
        b.gradient(0.32, 0.08, 0.36, 0.68, (150, 160, 172), (214, 218, 222))       # the street beyond
        for bx, top, bw in ((0.32, 0.26, 0.1), (0.56, 0.34, 0.12)):
            b.poly((116, 116, 118), [(bx, 0.6), (bx, top), (bx + bw * 0.4, top + 0.04), (bx + bw, top - 0.02),
                                     (bx + bw, 0.6)])
            b.windows(bx, top + 0.04, bw, 0.5 - top, 2, 3, (80, 80, 84), None, broken=0.3, lit_share=0)
        b.rect((200, 204, 210), 0.32, 0.6, 0.36, 0.16)
        b.snow(30, (236, 240, 244), 0.005)
        b.poly((86, 66, 50), [(0.7, 0.06), (0.86, 0.0), (0.86, 0.88), (0.7, 0.78)])   # the door, open
        b.circle((180, 156, 100), 0.74, 0.44, 0.012)
        if "child" in gear:
            figures.child(b, 0.5, 0.78, 0.42)
        else:
            figures.person(b, 0.5, 0.8, 0.66, gear=gear)
        if "pram" in gear:
            figures.pram(b, 0.36, 0.8, 0.3)
        if "water" in words:
            for x in (0.36, 0.62):
                b.rect((70, 90, 110), x, 0.66, 0.07, 0.12, 0.01)
        b.blend(lambda l: l.poly((220, 228, 236), [(0.32, 0.78), (0.68, 0.78), (0.9, 1.0), (0.1, 1.0)]), 40)
        if seed % 2:                                     # the door hinged on the other side
            canvas.blit(pygame.transform.flip(canvas, True, False), (0, 0))
    return draw


RAIDERS = (("gang", 4, ("hood", "pistol")), ("uniform", 3, ("helmet", "rifle")), ("prowler", 2, ("hood", "sack")),
           ("neighbour", 2, ("scarf", "sack")), ("scrap", 3, ("hood", "hatchet")), ("medicine", 2, ("hood", "torch")),
           ("fist", 1, ("hat", "hatchet")))


def paint_raid(size, name: str, seed: int):
    """A Night Raid: the shelter at night, moonlight through a broken window, the intruders against it."""
    words = name.lower()

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        interior(b, 0.5)
        b.blend(lambda l: l.rect((14, 18, 40), 0, 0, 1, 1), 110)
        if "fire" in words:
            _raid_fire(b)
        elif "still" in words:
            _window(b, 0.36, 0.12, 0.3, 0.4)
            b.circle((226, 230, 236), 0.58, 0.22, 0.035)
            b.blend(lambda l: l.rect((10, 12, 30), 0, 0, 1, 1), 40)
            figures.person(b, 0.24, 0.97, 0.56, color=(40, 40, 46), gear=("rifle", "hat"), facing=1)
            b.glow(CANDLE, 0.86, 0.8, 0.16, 60)
        elif "watcher" in words:
            _window(b, 0.2, 0.08, 0.6, 0.6)
            b.rect((40, 42, 54), 0.26, 0.2, 0.48, 0.46)
            b.rect((14, 14, 20), 0.42, 0.34, 0.16, 0.3)
            figures.person(b, 0.5, 0.64, 0.26, color=(6, 6, 8))
            b.circle((240, 190, 110), 0.52, 0.44, 0.006)
        else:
            _window(b, 0.54, 0.08, 0.34, 0.46)
            b.blend(lambda l: l.poly((150, 170, 210), [(0.54, 0.54), (0.88, 0.54), (0.7, 1.0), (0.1, 1.0)]), 60)
            count, gear = next(((n, g) for key, n, g in RAIDERS if key in words), (2, ("hood",)))
            if "fist" in words:
                _door(b, light=False)
                for k in range(3):
                    b.line((200, 200, 210), [(0.3 - k * 0.03, 0.3 + k * 0.08), (0.26 - k * 0.03, 0.32 + k * 0.08)],
                           0.006)
            for k in range(count if "fist" not in words else 0):
                x = 0.62 - k * 0.17 + (0.05 if k % 2 else 0)
                figures.person(b, x, 0.98 - 0.02 * (k % 2), 0.62 - 0.05 * k, color=(10, 10, 14),
                               gear=gear if k == 0 else ("hood", "sack"), facing=-1)
    return draw


def _raid_fire(b: Brush) -> None:
    _window(b, 0.56, 0.1, 0.3, 0.38, flash=True)
    b.glow((240, 130, 50), 0.3, 0.86, 0.7, 120)
    for k in range(7):
        x = 0.02 + k * 0.085
        tall = 0.28 + (k % 3) * 0.08
        b.poly((200, 80, 36), [(x, 1.0), (x + 0.03, 1.0 - tall * 0.6), (x + 0.055, 1.0 - tall), (x + 0.08, 1.0 - tall * 0.5),
                               (x + 0.11, 1.0)])
        b.poly((240, 160, 70), [(x + 0.025, 1.0), (x + 0.05, 1.0 - tall * 0.6), (x + 0.085, 1.0)])
        b.poly((252, 220, 140), [(x + 0.04, 1.0), (x + 0.055, 1.0 - tall * 0.3), (x + 0.07, 1.0)])
    b.smoke(0.3, 0.5, 0.5, (30, 26, 26), 170)


__all__ = ["thing_for", "interior", "paint_room", "paint_people", "paint_visitor", "paint_raid", "THING_DRAWERS",
           "THING_KINDS"]
