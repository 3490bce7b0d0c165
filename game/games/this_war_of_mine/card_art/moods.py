"""The Events', Chapters' and Fate cards' pictures: the city's skyline under the sky of the moment (shells
falling at night, a hard frost, rain, searchlights and sirens, parcels on parachutes, snipers on the
roofs, the taps run dry, a quiet dawn when the guns fall silent), chosen by keywords of the name."""
from __future__ import annotations

import math

import pygame

from ....ui.art import darken, lighten, mix
from . import figures
from .brush import Brush
from .scenes import skyline_block

MOODS = (
    ("shell", "shells"), ("offensive", "shells"), ("mortar", "shells"), ("frost", "frost"), ("winter", "frost"),
    ("rain", "rain"), ("siren", "sirens"), ("curfew", "sirens"), ("parcel", "parcels"), ("sky", "parcels"),
    ("rifle", "snipers"), ("roof", "snipers"), ("tap", "dry"), ("water", "dry"), ("price", "market"),
    ("fever", "fever"), ("child", "fever"), ("talk", "talks"), ("silent", "dawn"), ("ceasefire", "dawn"),
    ("lawless", "lawless"), ("door", "lawless"), ("siege", "siege"), ("chapter i", "siege"),
)
# a sky per mood: (top, horizon), the skyline's colour, snow or not
SKIES = {
    "shells": ((20, 18, 26), (110, 60, 44), (28, 24, 28)), "frost": ((150, 170, 190), (226, 232, 238), (120, 130, 144)),
    "rain": ((60, 66, 74), (120, 126, 132), (54, 58, 64)), "sirens": ((18, 22, 34), (62, 66, 84), (24, 26, 34)),
    "parcels": ((120, 128, 138), (196, 196, 190), (80, 84, 90)), "snipers": ((70, 60, 70), (196, 140, 100),
                                                                              (40, 36, 40)),
    "dry": ((110, 114, 120), (170, 168, 160), (84, 86, 90)), "market": ((120, 118, 114), (180, 174, 160), (84, 80, 76)),
    "fever": ((30, 26, 24), (70, 54, 40), (30, 26, 24)), "talks": ((90, 96, 110), (170, 170, 168), (70, 74, 84)),
    "dawn": ((96, 110, 140), (236, 196, 140), (70, 66, 74)), "lawless": ((24, 24, 30), (80, 60, 50), (26, 24, 28)),
    "siege": ((70, 72, 80), (160, 130, 100), (44, 42, 46)), "plain": ((100, 106, 116), (176, 176, 172), (74, 76, 82)),
}


def mood_for(name: str) -> str:
    words = name.lower()
    for key, mood in MOODS:
        if key in words:
            return mood
    return "plain"


def paint_mood(size, name: str, seed: int, mood: str | None = None):
    mood = mood or mood_for(name)

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        top, horizon, city = SKIES.get(mood, SKIES["plain"])
        if mood == "fever":
            _fever(b)
            return
        if mood == "dry":
            _dry(b)
            return
        b.sky(top, horizon, 1.0)
        BEFORE.get(mood, lambda b: None)(b)
        x = -0.04
        while x < 1.04:
            w = b.rng.uniform(0.07, 0.15)
            skyline_block(b, x, b.rng.uniform(0.36, 0.62), w, 1.0, city, broken=b.rng.random() < 0.5)
            x += w
        AFTER.get(mood, lambda b: None)(b)
    return draw


def _shells(b: Brush) -> None:
    for _ in range(3):
        x, y = b.rng.uniform(0.1, 0.9), b.rng.uniform(0.4, 0.6)
        b.glow((250, 170, 90), x, y, 0.28, 120)
        b.smoke(x, y, 0.3, (40, 34, 34), 140)
    for _ in range(4):                                                  # tracers
        x, y = b.rng.uniform(0.0, 0.6), b.rng.uniform(0.5, 0.7)
        b.line((250, 210, 140), [(x, y), (x + 0.3, y - 0.3)], 0.004)


def _shells_after(b: Brush) -> None:
    for _ in range(2):
        x = b.rng.uniform(0.1, 0.9)
        b.glow((240, 120, 50), x, 0.9, 0.16, 90)


def _frost(b: Brush) -> None:
    b.circle((246, 246, 240), 0.76, 0.2, 0.06)
    b.glow((255, 255, 250), 0.76, 0.2, 0.3, 60)


def _frost_after(b: Brush) -> None:
    b.rect((232, 236, 240), 0, 0.86, 1, 0.14)
    b.snow(90, (246, 248, 250), 0.008)
    for k in range(10):                                                   # icicles off the frame's top
        x = k / 9
        b.poly((220, 232, 240), [(x - 0.02, 0.0), (x + 0.02, 0.0), (x, 0.06 + (k % 3) * 0.03)])


def _rain(b: Brush) -> None:
    for _ in range(3):
        b.ellipse((50, 54, 62), b.rng.uniform(-0.2, 0.8), b.rng.uniform(-0.1, 0.15), 0.5, 0.2)


def _rain_after(b: Brush) -> None:
    def streaks(l: Brush) -> None:
        for _ in range(110):
            x, y = l.rng.random(), l.rng.random()
            l.line((200, 206, 214), [(x, y), (x - 0.02, y + 0.08)], 0.003)
    b.blend(streaks, 150)


def _sirens(b: Brush) -> None:
    for angle in (-1.2, -1.8, -2.2):
        def beam(l: Brush, a=angle) -> None:
            x0, y0 = 0.5 + math.cos(a) * 0.05, 1.0
            l.poly((220, 228, 236), [(x0, y0), (x0 + math.cos(a - 0.05) * 1.4, y0 + math.sin(a - 0.05) * 1.4),
                                     (x0 + math.cos(a + 0.05) * 1.4, y0 + math.sin(a + 0.05) * 1.4)])
        b.blend(beam, 55)


def _sirens_after(b: Brush) -> None:
    b.line((30, 30, 34), [(0.82, 1.0), (0.82, 0.3)], 0.012)
    b.poly((40, 40, 46), [(0.78, 0.3), (0.86, 0.28), (0.9, 0.22), (0.74, 0.22)])
    for r in (0.06, 0.1):
        b.circle((150, 40, 32), 0.82, 0.25, r, 0.005)


def _parcels(b: Brush) -> None:
    for _ in range(4):
        x, y = b.rng.uniform(0.1, 0.9), b.rng.uniform(0.1, 0.4)
        b.ellipse((220, 214, 196), x - 0.07, y, 0.14, 0.07)
        b.rect((200, 194, 176), x - 0.07, y + 0.03, 0.14, 0.02)
        for dx in (-0.06, 0.0, 0.06):
            b.line((90, 90, 90), [(x + dx, y + 0.05), (x, y + 0.15)], 0.002)
        b.rect((120, 100, 70), x - 0.02, y + 0.15, 0.04, 0.05)


def _snipers_after(b: Brush) -> None:
    for x, y in ((0.22, 0.46), (0.7, 0.4)):
        figures.person(b, x, y + 0.06, 0.14, color=(20, 18, 20), gear=("helmet", "rifle"))
    b.glow((250, 220, 170), 0.74, 0.36, 0.05, 120)


def _market_after(b: Brush) -> None:
    b.rect((110, 70, 50), 0.16, 0.66, 0.68, 0.06)
    b.rect((70, 56, 44), 0.18, 0.72, 0.64, 0.2)
    for k in range(6):
        b.poly((190, 176, 140) if k % 2 else (130, 54, 40), [(0.16 + k * 0.113, 0.66), (0.27 + k * 0.113, 0.66),
                                                            (0.24 + k * 0.113, 0.6), (0.19 + k * 0.113, 0.6)])
    b.rect((214, 206, 184), 0.4, 0.76, 0.2, 0.1)
    b.line((150, 40, 36), [(0.43, 0.84), (0.57, 0.78)], 0.01)


def _talks(b: Brush) -> None:
    b.blend(lambda l: l.rect((240, 230, 200), 0, 0.5, 1, 0.5), 40)


def _talks_after(b: Brush) -> None:
    b.rect((70, 58, 46), 0.34, 0.7, 0.32, 0.22, 0.02)                        # a radio on the sill
    b.rect((200, 180, 130), 0.38, 0.74, 0.14, 0.08)
    b.circle((40, 36, 34), 0.58, 0.8, 0.04)
    b.line((40, 36, 34), [(0.62, 0.7), (0.74, 0.5)], 0.006)


def _dawn(b: Brush) -> None:
    b.circle((250, 224, 170), 0.5, 0.66, 0.12)
    b.glow((255, 220, 160), 0.5, 0.66, 0.6, 80)


def _dawn_after(b: Brush) -> None:
    b.line((40, 36, 36), [(0.22, 0.6), (0.22, 0.3)], 0.008)
    b.poly((236, 234, 226), [(0.225, 0.3), (0.36, 0.34), (0.225, 0.4)])      # a white flag


def _lawless_after(b: Brush) -> None:
    b.rect((40, 38, 40), 0, 0.86, 1, 0.14)
    for k, x in enumerate((0.3, 0.44, 0.6)):
        figures.person(b, x, 0.98, 0.34, color=(14, 14, 16), gear=("hood", "torch" if k == 1 else "sack"))


def _siege(b: Brush) -> None:
    for x in (0.2, 0.6, 0.84):
        b.smoke(x, 0.6, 0.5, (50, 48, 48), 150)


def _fever(b: Brush) -> None:
    b.gradient(0, 0, 1, 1, (44, 36, 30), (20, 18, 16))
    b.glow((240, 190, 110), 0.78, 0.4, 0.6, 110)
    b.rect((220, 214, 196), 0.76, 0.36, 0.04, 0.16)
    b.ellipse((252, 224, 150), 0.765, 0.3, 0.03, 0.06)
    b.rect((150, 140, 120), 0.06, 0.6, 0.66, 0.2, 0.02)
    b.ellipse((200, 196, 184), 0.1, 0.52, 0.2, 0.14)
    b.circle((214, 180, 150), 0.2, 0.56, 0.05)
    b.ellipse((120, 96, 80), 0.24, 0.56, 0.46, 0.14)
    b.rect((80, 60, 44), 0.04, 0.8, 0.7, 0.06)


def _dry(b: Brush) -> None:
    b.gradient(0, 0, 1, 1, (120, 122, 124), (70, 70, 72))
    for k in range(6):
        b.rect((134, 136, 136), 0.0, k * 0.17, 1.0, 0.008)
    b.line((130, 134, 140), [(0.2, 0.3), (0.56, 0.3), (0.56, 0.42)], 0.05)
    b.rect((150, 154, 160), 0.5, 0.2, 0.12, 0.05, 0.01)
    b.rect((150, 154, 160), 0.54, 0.14, 0.04, 0.08)
    b.poly((150, 180, 210), [(0.56, 0.5), (0.575, 0.54), (0.56, 0.56), (0.545, 0.54)])
    b.ellipse((60, 62, 66), 0.36, 0.8, 0.4, 0.1)
    b.ellipse((110, 112, 116), 0.38, 0.8, 0.36, 0.07)


BEFORE = {"shells": _shells, "frost": _frost, "rain": _rain, "sirens": _sirens, "parcels": _parcels,
          "talks": _talks, "dawn": _dawn, "siege": _siege}
AFTER = {"shells": _shells_after, "frost": _frost_after, "rain": _rain_after, "sirens": _sirens_after,
         "snipers": _snipers_after, "market": _market_after, "talks": _talks_after, "dawn": _dawn_after,
         "lawless": _lawless_after}
MOOD_KINDS = tuple(SKIES)


def paint_fate(size, number: int, seed: int):
    """A Fate card: the window at the night's end, the candle burnt down, the sky a little different each."""
    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        t = (number % 7) / 6
        b.sky(mix((24, 26, 40), (80, 86, 110), t), mix((70, 60, 60), (210, 170, 130), t), 1.0)
        x = -0.04
        while x < 1.04:
            w = b.rng.uniform(0.06, 0.14)
            skyline_block(b, x, b.rng.uniform(0.5, 0.74), w, 1.0, (30, 28, 32), broken=b.rng.random() < 0.5)
            x += w
        b.circle(lighten((220, 220, 210), 0.1), 0.2 + 0.6 * t, 0.22, 0.05)
        b.rect((40, 30, 24), 0, 0, 0.06, 1)
        b.rect((40, 30, 24), 0.94, 0, 0.06, 1)
        b.rect((40, 30, 24), 0, 0.46, 1, 0.05)
        b.rect((40, 30, 24), 0.48, 0, 0.04, 1)
        b.rect(darken((60, 44, 32), 0.2), 0, 0.9, 1, 0.1)
    return draw


__all__ = ["mood_for", "paint_mood", "paint_fate", "MOODS", "MOOD_KINDS"]
