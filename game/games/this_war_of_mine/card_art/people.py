"""The twelve Characters' looks (skin, hair, beard, coat, what they wear) and their painted
head-and-shoulders portrait (the card's picture and ``portrait``); miniatures.py draws the same look as
the standee. A character id we do not know (a mod's) gets a look seeded from its id."""
from __future__ import annotations

import random
from typing import NamedTuple

import pygame

from ....ui import art
from ....ui.art import Pen, darken, lighten, mix


class Look(NamedTuple):
    skin: tuple
    hair: tuple
    style: str            # short, bald, bun, long, ponytail, scarf, beanie, cap, hood, flatcap
    beard: str            # none, stubble, full, moustache
    coat: tuple
    trousers: tuple
    extra: str            # stripes, badge, glasses, apron, flour, scarf, satchel, collar, ""
    build: float          # shoulder width (1: average)
    age: int


SKIN = {"fair": (222, 188, 160), "light": (212, 172, 138), "olive": (192, 150, 112), "tan": (176, 132, 96),
        "pale": (228, 200, 178)}
LOOKS = {
    # the New Characters and Emira (their modules' cards)
    "anja": Look(SKIN["fair"], (150, 140, 130), "cap", "none", (58, 72, 110), (50, 52, 60), "satchel", 0.95, 52),
    "branko": Look(SKIN["light"], (214, 210, 204), "flatcap", "moustache", (112, 88, 62), (60, 56, 50), "apron", 0.95, 71),
    "malik": Look(SKIN["olive"], (30, 26, 24), "short", "stubble", (206, 206, 198), (52, 56, 66), "collar", 0.95, 24),
    "ruben": Look(SKIN["tan"], (64, 54, 46), "beanie", "full", (56, 62, 54), (44, 46, 50), "", 1.2, 46),
    "zoran": Look(SKIN["light"], (180, 176, 170), "bald", "moustache", (70, 70, 86), (50, 50, 60), "collar", 1.05, 63),
    "emira": Look(SKIN["tan"], (96, 84, 76), "scarf", "none", (92, 80, 70), (60, 56, 52), "scarf", 0.9, 50),
    "tomo": Look(SKIN["light"], (52, 40, 32), "short", "stubble", (54, 66, 92), (44, 46, 54), "stripes", 1.25, 38),
    "mira": Look(SKIN["fair"], (92, 76, 64), "bun", "none", (102, 112, 122), (60, 62, 70), "badge", 1.0, 44),
    "hasan": Look(SKIN["tan"], (168, 164, 156), "flatcap", "full", (82, 88, 60), (62, 56, 44), "", 1.1, 56),
    "ilija": Look(SKIN["olive"], (70, 56, 44), "bald", "moustache", (98, 66, 44), (50, 50, 56), "collar", 1.15, 49),
    "ljuba": Look(SKIN["pale"], (226, 222, 214), "bun", "none", (92, 70, 84), (58, 52, 58), "glasses", 0.9, 68),
    "dino": Look(SKIN["light"], (84, 60, 40), "beanie", "none", (68, 94, 116), (56, 60, 68), "satchel", 0.85, 15),
    "nada": Look(SKIN["olive"], (40, 36, 34), "scarf", "none", (80, 74, 58), (52, 48, 44), "", 0.95, 61),
    "senad": Look(SKIN["light"], (46, 38, 34), "cap", "stubble", (58, 76, 96), (58, 76, 96), "collar", 1.05, 33),
    "vlado": Look(SKIN["fair"], (70, 54, 40), "hood", "stubble", (64, 64, 66), (40, 42, 48), "", 1.0, 27),
    "jasna": Look(SKIN["light"], (128, 66, 40), "ponytail", "none", (140, 112, 62), (60, 56, 54), "apron", 1.0, 40),
    "petar": Look(SKIN["fair"], (150, 146, 140), "short", "moustache", (168, 158, 138), (72, 66, 60), "flour", 1.1,
                  52),
    "danica": Look(SKIN["tan"], (36, 28, 24), "long", "none", (112, 62, 50), (48, 50, 58), "scarf", 0.9, 23),
}
STYLES = ("short", "bald", "bun", "long", "ponytail", "scarf", "beanie", "cap", "hood", "flatcap")


def look_of(character_id: str) -> Look:
    if character_id in LOOKS:
        return LOOKS[character_id]
    rng = random.Random(sum((i + 1) * ord(c) for i, c in enumerate(character_id)))
    return Look(rng.choice(list(SKIN.values())), rng.choice([(52, 40, 32), (120, 90, 60), (170, 166, 160)]),
                rng.choice(STYLES), rng.choice(("none", "none", "stubble", "moustache")),
                rng.choice([(70, 80, 90), (96, 74, 56), (88, 92, 70), (100, 70, 70)]), (50, 50, 56), "",
                rng.uniform(0.9, 1.15), rng.randrange(18, 70))


# ---------------------------------------------------------------------------------------------- portrait
def draw_portrait(pen: Pen, look: Look, light=(236, 196, 120)) -> None:
    """Head and shoulders in the pen's unit square, lit from the left by a candle."""
    skin, hair, coat = look.skin, look.hair, look.coat
    shade = darken(skin, 0.22)
    w = 0.34 * look.build
    # shoulders and coat
    pen.polygon(darken(coat, 0.3), [(0.5 - w - 0.08, 1.02), (0.5 - w, 0.8), (0.5 - w * 0.55, 0.7), (0.5 + w * 0.55, 0.7),
                                    (0.5 + w, 0.8), (0.5 + w + 0.08, 1.02)], corner=0.05)
    pen.polygon(coat, [(0.5 - w - 0.05, 1.02), (0.5 - w + 0.02, 0.81), (0.5 - w * 0.5, 0.72), (0.5 + w * 0.3, 0.72),
                       (0.5 + w * 0.2, 1.02)], corner=0.04)
    if look.style == "hood":
        pen.ellipse(darken(coat, 0.25), (0.26, 0.12, 0.48, 0.66))
    if look.style in ("long", "ponytail") or (look.style == "bun" and look.age > 60):
        pen.ellipse(darken(hair, 0.15), (0.3, 0.2, 0.4, 0.52 if look.style == "long" else 0.34))
        if look.style == "long":
            pen.polygon(darken(hair, 0.15), [(0.3, 0.42), (0.7, 0.42), (0.74, 0.8), (0.26, 0.8)], corner=0.04)
    if look.style == "ponytail":
        pen.capsule(darken(hair, 0.2), (0.68, 0.34), (0.74, 0.6), 0.05)
    # neck
    pen.rect(darken(skin, 0.3), (0.44, 0.56, 0.12, 0.18), radius=0.03)
    _collar(pen, look, w)
    # the head: lit from the left, a crescent of shadow down the right cheek
    for x, tone in ((0.325, mix(skin, light, 0.15)), (0.64, darken(skin, 0.25))):
        pen.ellipse(tone, (x, 0.38, 0.045, 0.09))
    pen.ellipse(darken(skin, 0.3), (0.336, 0.2, 0.33, 0.42))
    pen.ellipse(shade, (0.34, 0.202, 0.32, 0.405))
    pen.ellipse(skin, (0.338, 0.204, 0.29, 0.398))
    pen.ellipse(mix(skin, light, 0.2), (0.36, 0.25, 0.13, 0.26))
    pen.ellipse(mix(skin, light, 0.32), (0.38, 0.28, 0.06, 0.12))
    pen.ellipse(mix(skin, (190, 90, 80), 0.06), (0.37, 0.45, 0.08, 0.06))
    _face(pen, look)
    _hair(pen, look)
    if look.extra == "glasses":
        for x in (0.43, 0.57):
            pen.circle((40, 36, 34), (x, 0.405), 0.045, width=0.012)
        pen.line((40, 36, 34), [(0.475, 0.405), (0.525, 0.405)], 0.012)


def _face(pen: Pen, look: Look) -> None:
    skin = look.skin
    dark = (36, 28, 26)
    brow = darken(look.hair, 0.2) if look.style != "bald" else darken(skin, 0.45)
    for x in (0.43, 0.57):
        pen.ellipse((236, 230, 220), (x - 0.026, 0.392, 0.052, 0.026))
        pen.circle(dark, (x + 0.004, 0.405), 0.012)
        pen.line(brow, [(x - 0.035, 0.37 - (0.006 if x < 0.5 else 0)), (x + 0.03, 0.365)], 0.014)
        if look.age >= 45:
            pen.line(darken(skin, 0.16), [(x - 0.02, 0.43), (x + 0.02, 0.432)], 0.006)
    pen.polygon(darken(skin, 0.2), [(0.5, 0.41), (0.52, 0.48), (0.49, 0.49)])
    pen.line(darken(skin, 0.28), [(0.485, 0.494), (0.52, 0.49)], 0.01)
    mouth = mix(darken(skin, 0.35), (120, 50, 46), 0.3)
    pen.line(mouth, [(0.46, 0.53), (0.5, 0.535), (0.54, 0.528)], 0.012)
    if look.age >= 55:
        pen.line(darken(skin, 0.14), [(0.44, 0.34), (0.56, 0.34)], 0.006)
    beard = mix(look.hair, darken(skin, 0.4), 0.2)
    if look.beard == "full":
        pen.polygon(beard, [(0.36, 0.44), (0.4, 0.56), (0.46, 0.62), (0.5, 0.63), (0.54, 0.62), (0.6, 0.56),
                            (0.64, 0.44), (0.62, 0.56), (0.56, 0.51), (0.44, 0.51), (0.38, 0.56)], corner=0.02)
        pen.polygon(beard, [(0.38, 0.52), (0.62, 0.52), (0.6, 0.6), (0.5, 0.66), (0.4, 0.6)], corner=0.03)
        pen.line(darken(beard, 0.4), [(0.47, 0.545), (0.53, 0.545)], 0.01)
    elif look.beard == "moustache":
        pen.polygon(beard, [(0.44, 0.515), (0.5, 0.5), (0.56, 0.515), (0.57, 0.54), (0.5, 0.525), (0.43, 0.54)],
                    corner=0.008)
    elif look.beard == "stubble":
        layer = art.new_surface(pen.surface.get_size())
        Pen(layer, pen.scale, pen.origin).polygon((*darken(look.hair, 0.1)[:3], 70),
                                                  [(0.36, 0.46), (0.4, 0.56), (0.5, 0.62), (0.6, 0.56), (0.64, 0.46),
                                                   (0.58, 0.5), (0.5, 0.5), (0.42, 0.5)], corner=0.02)
        pen.surface.blit(layer, (0, 0))


def _hair(pen: Pen, look: Look) -> None:
    hair, style = look.hair, look.style
    lit = lighten(hair, 0.18)
    if style == "short":
        pen.polygon(hair, [(0.34, 0.36), (0.35, 0.26), (0.42, 0.19), (0.52, 0.18), (0.61, 0.21), (0.66, 0.3),
                           (0.66, 0.37), (0.62, 0.3), (0.52, 0.27), (0.42, 0.28)], corner=0.02)
        pen.line(lit, [(0.4, 0.23), (0.5, 0.205)], 0.015)
    elif style == "bald":
        pen.polygon(hair, [(0.335, 0.4), (0.34, 0.32), (0.37, 0.36)], corner=0.01)
        pen.polygon(hair, [(0.665, 0.4), (0.66, 0.32), (0.63, 0.36)], corner=0.01)
        pen.ellipse(lighten(look.skin, 0.15), (0.42, 0.22, 0.1, 0.05))
    elif style == "bun":
        pen.circle(hair, (0.5, 0.17), 0.07)
        pen.polygon(hair, [(0.34, 0.38), (0.36, 0.26), (0.44, 0.2), (0.56, 0.2), (0.64, 0.26), (0.66, 0.38),
                           (0.6, 0.28), (0.5, 0.26), (0.4, 0.28)], corner=0.02)
        pen.line(lit, [(0.42, 0.23), (0.52, 0.215)], 0.012)
    elif style in ("long", "ponytail"):
        pen.polygon(hair, [(0.33, 0.44), (0.34, 0.27), (0.42, 0.19), (0.56, 0.19), (0.65, 0.26), (0.67, 0.44),
                           (0.62, 0.3), (0.5, 0.25), (0.44, 0.3), (0.38, 0.34)], corner=0.02)
        pen.line(lit, [(0.42, 0.23), (0.5, 0.21)], 0.012)
    elif style == "scarf":
        cloth = (46, 44, 50)
        pen.polygon(cloth, [(0.3, 0.5), (0.31, 0.27), (0.4, 0.16), (0.6, 0.16), (0.69, 0.27), (0.7, 0.5),
                            (0.66, 0.62), (0.62, 0.5), (0.6, 0.3), (0.5, 0.26), (0.4, 0.3), (0.38, 0.5), (0.34, 0.62)],
                    corner=0.02)
        pen.polygon(cloth, [(0.36, 0.6), (0.64, 0.6), (0.62, 0.74), (0.5, 0.78), (0.38, 0.74)], corner=0.03)
        pen.line(lighten(cloth, 0.2), [(0.4, 0.2), (0.56, 0.19)], 0.012)
    elif style == "beanie":
        wool = (130, 62, 46)
        pen.polygon(wool, [(0.33, 0.34), (0.35, 0.22), (0.44, 0.14), (0.56, 0.14), (0.65, 0.22), (0.67, 0.34)],
                    corner=0.03)
        pen.rect(darken(wool, 0.2), (0.32, 0.3, 0.36, 0.07), radius=0.02)
        for x in (0.38, 0.44, 0.5, 0.56, 0.62):
            pen.line(darken(wool, 0.35), [(x, 0.31), (x, 0.36)], 0.008)
        pen.polygon(hair, [(0.34, 0.37), (0.4, 0.37), (0.36, 0.42)])
    elif style in ("cap", "flatcap"):
        cloth = (50, 56, 70) if style == "cap" else (96, 84, 62)
        pen.polygon(hair, [(0.335, 0.42), (0.34, 0.32), (0.38, 0.36)], corner=0.01)
        pen.polygon(hair, [(0.665, 0.42), (0.66, 0.32), (0.62, 0.36)], corner=0.01)
        pen.polygon(cloth, [(0.32, 0.33), (0.35, 0.22), (0.45, 0.16), (0.6, 0.17), (0.68, 0.25), (0.69, 0.33)],
                    corner=0.03)
        pen.polygon(darken(cloth, 0.3), [(0.3, 0.33), (0.66, 0.33), (0.62, 0.37), (0.32, 0.37)], corner=0.01)
    elif style == "hood":
        cloth = look.coat
        pen.polygon(cloth, [(0.3, 0.62), (0.28, 0.34), (0.36, 0.16), (0.5, 0.11), (0.64, 0.16), (0.72, 0.34),
                            (0.7, 0.62), (0.64, 0.48), (0.64, 0.3), (0.5, 0.22), (0.36, 0.3), (0.36, 0.48)],
                    corner=0.02)
        pen.line(lighten(cloth, 0.15), [(0.34, 0.26), (0.44, 0.16)], 0.014)
        pen.polygon(hair, [(0.37, 0.34), (0.44, 0.27), (0.58, 0.27), (0.63, 0.33), (0.5, 0.31)], corner=0.01)


def _collar(pen: Pen, look: Look, w: float) -> None:
    coat = look.coat
    if look.extra == "stripes":
        for dx in (-1, 1):
            pen.line((200, 196, 184), [(0.5 + dx * (w * 0.55), 0.74), (0.5 + dx * (w + 0.02), 0.86)], 0.025)
        pen.polygon(darken(coat, 0.2), [(0.42, 0.7), (0.58, 0.7), (0.5, 0.8)])
    elif look.extra == "badge":
        pen.polygon((196, 206, 214), [(0.42, 0.7), (0.58, 0.7), (0.5, 0.84)])
        pen.rect((226, 222, 210), (0.58, 0.82, 0.1, 0.05), radius=0.01)
    elif look.extra == "apron":
        pen.rect((214, 208, 194), (0.4, 0.8, 0.2, 0.24), radius=0.02)
        pen.line((214, 208, 194), [(0.42, 0.8), (0.46, 0.7)], 0.02)
        pen.line((214, 208, 194), [(0.58, 0.8), (0.54, 0.7)], 0.02)
    elif look.extra == "scarf":
        wool = (140, 120, 88)
        pen.polygon(darken(wool, 0.2), [(0.38, 0.66), (0.62, 0.66), (0.66, 0.74), (0.6, 0.8), (0.4, 0.8),
                                        (0.34, 0.74)], corner=0.03)
        pen.polygon(wool, [(0.4, 0.67), (0.6, 0.67), (0.62, 0.73), (0.58, 0.77), (0.42, 0.77), (0.38, 0.73)],
                    corner=0.02)
        pen.polygon(darken(wool, 0.1), [(0.52, 0.74), (0.6, 0.75), (0.63, 0.98), (0.53, 0.98)], corner=0.01)
    elif look.extra == "satchel":
        pen.line((92, 70, 46), [(0.5 - w * 0.6, 0.74), (0.5 + w * 0.8, 1.0)], 0.035)
    elif look.extra == "collar":
        pen.polygon(darken(coat, 0.28), [(0.4, 0.7), (0.48, 0.7), (0.46, 0.82)])
        pen.polygon(darken(coat, 0.28), [(0.6, 0.7), (0.52, 0.7), (0.54, 0.82)])
    elif look.extra == "flour":
        for x, y in ((0.38, 0.86), (0.6, 0.8), (0.66, 0.92), (0.44, 0.95)):
            pen.circle(lighten(coat, 0.35), (x, y), 0.02)
    else:
        pen.polygon(darken(coat, 0.25), [(0.42, 0.7), (0.58, 0.7), (0.5, 0.78)])


def portrait_surface(character_id: str, size: int) -> pygame.Surface:
    """A square portrait: the person close up before a dim wall, a candle's glow behind one shoulder."""
    look = look_of(character_id)
    seed = sum(ord(c) for c in character_id)
    wall = mix((64, 66, 70), (92, 80, 66), (seed % 5) / 5)

    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        canvas.blit(art.vertical_gradient((w, h), [(0.0, lighten(wall, 0.12)), (1.0, darken(wall, 0.4))]), (0, 0))
        back = Pen(canvas)
        for k in range(4):                                       # the wallpaper's faded stripes
            back.rect(darken(wall, 0.035), (0.08 + k * 0.26, 0.0, 0.08, 1.0))
        glow = art.new_surface((w, h))
        gp = Pen(glow)
        for k in range(6):
            gp.circle((236, 190, 110, 14), (0.12, 0.4), 0.12 + 0.07 * k)
        canvas.blit(glow, (0, 0))
        zoom = 1.3
        pen = Pen(canvas, w * zoom, (-w * (zoom - 1) / 2, -w * 0.1))
        draw_portrait(pen, look)
    surf = art.supersampled((size, size), draw, 3 if size < 200 else 2)
    art.vignette(surf, 150)
    return surf


__all__ = ["Look", "LOOKS", "STYLES", "SKIN", "look_of", "draw_portrait", "portrait_surface"]
