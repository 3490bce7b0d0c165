"""Characters' faces: a lit bust with a face, hair, hat and gear, from the character's id
(``portrait``), and the cardboard standee that stands on the table (``standee``)."""
from __future__ import annotations

import functools
import math
import random
from typing import NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten, mix

from .palette import stable_seed, card_size


_HAIR = ("short", "long", "bald", "mohawk", "bun", "curly", "buzz")
_HATS = ("none", "none", "none", "beanie", "cap", "hood", "cowboy", "helmet")
_GEAR = ("none", "goggles", "bandana", "scarf", "collar", "backpack", "rifle", "gasmask")
_ACCENTS = ((196, 58, 46), (226, 160, 52), (96, 150, 90), (78, 130, 196), (200, 196, 180), (150, 96, 170))
# skin from light to deep, lit (the shadow side is mixed from it)
_SKINS = ((246, 214, 188), (236, 194, 160), (224, 176, 136), (204, 150, 108), (184, 128, 88), (156, 104, 70),
          (128, 82, 54), (98, 64, 44))
_HAIR_COLORS = {"black": (34, 30, 30), "dark": (66, 44, 32), "brown": (110, 74, 46), "auburn": (140, 66, 38),
                "blond": (206, 170, 104), "grey": (158, 156, 152), "white": (218, 214, 206)}
_CLOTHES = ((86, 92, 60), (104, 70, 46), (58, 74, 98), (78, 80, 84), (126, 66, 42), (150, 130, 92), (52, 84, 82),
            (96, 56, 64))
_EYES = ((58, 38, 26), (58, 38, 26), (40, 30, 24), (72, 96, 130), (80, 104, 70), (104, 78, 44))

# The characters of the base game, drawn as their names and flavour text tell (a mod's character gets
# a look from the hash of its id): gender ("f", "m" or "" for either), age, and any fixed pieces.
_CAST = {
    "ines-calder": dict(gender="f", age="adult", hat="helmet", gear="collar"),
    "dell-okafor": dict(gender="m", age="adult", gear="rifle", skin=(6, 7), hat="none"),
    "mags-hale": dict(gender="f", age="old", hair="bun", hat="none", gear="none"),
    "sunny-vang": dict(gender="f", age="young", skin=(1, 2, 3), hat="cap", gear="backpack"),
    "otto-brandt": dict(gender="m", age="old", beard=True, gear="goggles", hat="none"),
    "priya-sandoval": dict(gender="f", age="adult", skin=(3, 4, 5), hat="none", gear="rifle"),
    "wren-castillo": dict(gender="f", age="young", hat="hood", skin=(2, 3, 4), gear="none"),
    "ezra-kane": dict(gender="m", age="adult", gear="bandana"),
    "gus-pellman": dict(gender="m", age="adult", beard=True, hat="beanie", gear="none"),
    "lottie-marsh": dict(gender="f", age="young", hair="long", hat="none", gear="scarf"),
    "nico-ferrante": dict(gender="m", age="adult", hat="none", gear="collar"),
    "birdie-lang": dict(gender="f", age="old", hat="cowboy", gear="backpack"),
    "walt-dobrev": dict(gender="m", age="old", hair="bald", gear="scarf", hat="none"),
    "june-achterberg": dict(gender="f", age="adult", gear="gasmask", hat="none"),
    "hector-bui": dict(gender="m", age="young", skin=(1, 2, 3), hair="mohawk", hat="none", gear="collar"),
    "ramona-teague": dict(gender="f", age="adult", hair="curly", hat="none", gear="goggles"),
}


class _Look(NamedTuple):
    hair: str
    hat: str
    gear: str
    accent: tuple
    head_w: float
    shoulders: float
    lean: float
    beard: bool
    skin: tuple
    hair_color: tuple
    clothes: tuple
    eyes: tuple
    age: str
    gender: str
    part: float          # where the hair parts, -1 (left) .. 1 (right)
    brow: float          # brow tilt: a worried (+) or a stern (-) look
    mouth: float         # a smile (+) or a frown (-)


def _look(char_id: str) -> _Look:
    rng = random.Random(stable_seed("look:" + char_id))
    cast = _CAST.get(char_id, {})
    gender = cast.get("gender") or rng.choice(("f", "m"))
    age = cast.get("age") or rng.choice(("young", "adult", "adult", "old"))
    hairs = ("long", "long", "bun", "short", "curly") if gender == "f" else ("short", "short", "buzz", "bald",
                                                                              "mohawk", "curly")
    hair = cast.get("hair") or rng.choice(hairs)
    if age == "old" and hair == "mohawk":
        hair = "short"
    skin_index = rng.choice(cast.get("skin", range(len(_SKINS))))
    if age == "old":
        hair_color = rng.choice(("grey", "grey", "white"))
    elif skin_index >= 5:
        hair_color = rng.choice(("black", "black", "dark"))
    else:
        hair_color = rng.choice(("black", "dark", "brown", "brown", "auburn", "blond"))
    beard = cast["beard"] if "beard" in cast else (gender == "m" and age != "young" and rng.random() < 0.4)
    return _Look(hair=hair, hat=cast.get("hat") or rng.choice(_HATS), gear=cast.get("gear") or rng.choice(_GEAR),
                 accent=rng.choice(_ACCENTS), head_w=rng.uniform(0.155, 0.18), shoulders=rng.uniform(0.36, 0.44),
                 lean=rng.uniform(-0.025, 0.025), beard=beard, skin=_SKINS[skin_index],
                 hair_color=_HAIR_COLORS[hair_color], clothes=rng.choice(_CLOTHES), eyes=rng.choice(_EYES),
                 age=age, gender=gender, part=rng.uniform(-1, 1), brow=rng.uniform(-1, 1),
                 mouth=rng.uniform(-0.6, 1.0))


def _ell(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, steps: int = 18) -> list:
    """Points along an ellipse; degrees, 0 = east, growing clockwise on screen (180..360 is the top)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / steps)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / steps))) for i in range(steps + 1)]


class _Paint:
    """The colour of each part of the bust: one colour for a silhouette (the rim light, the outline),
    or the character's skin, hair and clothes."""

    def __init__(self, look: _Look | None, mono=None) -> None:
        self.mono = mono
        if look is None:
            return
        shade = look.skin
        self.skin = shade
        self.skin_dark = mix(shade, (40, 20, 24), 0.28)
        self.hair = look.hair_color
        self.hair_dark = mix(look.hair_color, (10, 8, 8), 0.35)
        self.clothes = look.clothes
        self.clothes_dark = darken(look.clothes, 0.3)
        self.hat = mix(look.accent, look.clothes, 0.55) if look.hat in ("beanie", "cap") else \
            ((150, 38, 30) if look.hat == "helmet" and look.gear != "rifle" else
             ((120, 84, 50) if look.hat == "cowboy" else look.clothes))
        self.hood = mix(look.clothes, (20, 20, 24), 0.15)
        self.gear = (44, 40, 36)
        self.pack = mix(look.accent, (60, 56, 44), 0.6)

    def __call__(self, part: str):
        if self.mono is not None:
            return self.mono
        return getattr(self, part)


def _bust(pen: Pen, look: _Look, color, grow: float = 0.0, face=None) -> None:
    """The head and shoulders with hair, hat and gear. ``color`` is one colour (a silhouette: the rim
    light, the outline) or a ``_Paint``; ``face(pen)`` draws the face once the head is down."""
    paint = color if isinstance(color, _Paint) else _Paint(None, color)
    g = grow
    cx = 0.5 + look.lean
    hw, hh = look.head_w, look.head_w * 1.22
    hy = 0.42
    sh = look.shoulders
    if look.hat == "hood":
        pen.ellipse(paint("hood"), (cx - hw * 1.45 - g, hy - hh * 1.15 - g, hw * 2.9 + 2 * g, hh * 2.5 + 2 * g))
    if look.hair == "long":
        pen.polygon(paint("hair_dark"), [(cx - hw * 1.12 - g, hy - hh * 0.3), (cx + hw * 1.12 + g, hy - hh * 0.3),
                                         (cx + hw * 1.3 + g, hy + hh * 1.45 + g), (cx + hw * 0.5, hy + hh * 1.6 + g),
                                         (cx - hw * 0.5, hy + hh * 1.6 + g), (cx - hw * 1.3 - g, hy + hh * 1.45 + g)],
                    corner=0.04)
    if look.hair == "bun" and look.hat not in ("hood", "helmet", "cowboy"):
        pen.circle(paint("hair"), (cx + hw * 0.15, hy - hh * 1.02), 0.065 + g)
    if look.gear == "backpack":     # the pack rises behind the shoulders
        pen.rect(paint("pack"), (0.5 - sh * 0.95 - g, 0.64 - g, sh * 1.9 + 2 * g, 0.4), radius=0.05)
    # shoulders and chest
    pen.polygon(paint("clothes"), [(0.5 - sh - g, 1.02), (0.5 - sh + 0.02 - g, 0.84), (0.5 - sh * 0.55, 0.73 - g),
                                   (0.5 + sh * 0.55, 0.73 - g), (0.5 + sh - 0.02 + g, 0.84), (0.5 + sh + g, 1.02)],
                corner=0.05)
    if look.hat == "hood":      # the hood falls onto the shoulders
        pen.polygon(paint("hood"), [(cx - hw * 1.45 - g, hy + 0.02), (cx + hw * 1.45 + g, hy + 0.02),
                                    (0.5 + sh * 0.62 + g, 0.8), (0.5 - sh * 0.62 - g, 0.8)], corner=0.03)
    pen.capsule(paint("skin_dark"), (cx, hy + 0.1), (0.5, 0.76), 0.07 + g)            # neck
    if paint.mono is None:      # the collar's opening
        pen.polygon(paint("clothes_dark"), [(0.5 - 0.085, 0.74), (0.5 + 0.085, 0.74), (0.5, 0.84)], corner=0.01)
    # ears, head and jaw
    for side in (-1, 1):
        pen.ellipse(paint("skin_dark"), (cx + side * hw * 0.98 - hw * 0.2 - g, hy - hh * 0.12 - g,
                                         hw * 0.4 + 2 * g, hh * 0.45 + 2 * g))
    pen.ellipse(paint("skin"), (cx - hw - g, hy - hh - g, hw * 2 + 2 * g, hh * 2 + 2 * g))
    pen.polygon(paint("skin"), [(cx - hw * 0.92 - g, hy + hh * 0.2), (cx + hw * 0.92 + g, hy + hh * 0.2),
                                (cx + hw * 0.45, hy + hh * 1.0 + g), (cx - hw * 0.45, hy + hh * 1.0 + g)],
                corner=0.03)
    if paint.mono is None and face is not None:
        face(pen, "eyes")
    # hair over the forehead
    hair = paint("hair")
    if look.hair in ("short", "long", "bun", "curly"):
        top = _ell(cx, hy - g * 0.5, hw * 1.07 + g, hh * 1.07 + g, 165 if look.hair != "short" else 172,
                   375 if look.hair != "short" else 368)
        p = look.part
        fringe = [(cx + hw * 0.92, hy - hh * 0.12), (cx + hw * (0.35 + 0.2 * p), hy - hh * (0.5 + 0.08 * p)),
                  (cx + hw * 0.25 * p, hy - hh * 0.62), (cx - hw * (0.45 - 0.2 * p), hy - hh * (0.5 - 0.08 * p)),
                  (cx - hw * 0.92, hy - hh * 0.12)]
        pen.polygon(hair, top + fringe, corner=0.01)
        if look.hair == "curly":
            for i in range(9):
                a = 170 + i * 25
                pen.circle(hair, (cx + hw * 1.0 * math.cos(math.radians(a)),
                                  hy - hh * 0.05 + hh * 0.98 * math.sin(math.radians(a))), hw * 0.32 + g)
    elif look.hair == "buzz":
        pen.polygon(paint("hair_dark") if paint.mono is None else hair,
                    _ell(cx, hy, hw * 1.02 + g, hh * 1.03 + g, 178, 362)
                    + [(cx + hw * 0.9, hy - hh * 0.3), (cx, hy - hh * 0.55), (cx - hw * 0.9, hy - hh * 0.3)])
    elif look.hair == "mohawk":
        for i in range(5):
            t = i / 4
            x = cx - hw * 0.45 + t * hw * 0.9
            pen.polygon(hair, [(x - 0.028 - g, hy - hh * 0.7), (x + 0.028 + g, hy - hh * 0.7),
                               (x + 0.012, hy - hh * 1.42 - g - 0.02 * math.sin(t * math.pi))])
    if look.beard:
        pen.polygon(hair, _ell(cx, hy + hh * 0.05, hw * 1.0 + g, hh * 1.08 + g, 0, 180, 14)
                    + [(cx - hw * 0.9, hy + hh * 0.05), (cx - hw * 0.55, hy + hh * 0.5),
                       (cx - hw * 0.2, hy + hh * 0.46), (cx, hy + hh * 0.5), (cx + hw * 0.2, hy + hh * 0.46),
                       (cx + hw * 0.55, hy + hh * 0.5), (cx + hw * 0.9, hy + hh * 0.05)], corner=0.01)
    if paint.mono is None and face is not None:
        face(pen, "mouth")
    # headwear
    hat = paint("hat")
    if look.hat == "beanie":
        pen.polygon(hat, _ell(cx, hy - hh * 0.35, hw * 1.1 + g, hh * 0.95 + g, 180, 360)
                    + [(cx + hw * 1.1 + g, hy - hh * 0.35)], corner=0.02)
        pen.rect(paint("hat") if paint.mono is not None else darken(hat, 0.2),
                 (cx - hw * 1.15 - g, hy - hh * 0.6 - g, hw * 2.3 + 2 * g, hh * 0.32 + 2 * g), radius=0.02)
        pen.circle(hat, (cx, hy - hh * 1.32), 0.035 + g)
    elif look.hat == "cap":
        pen.polygon(hat, _ell(cx, hy - hh * 0.4, hw * 1.06 + g, hh * 0.72 + g, 180, 360), corner=0.01)
        pen.polygon(paint("hat") if paint.mono is not None else darken(hat, 0.25),
                    [(cx - hw * 0.2, hy - hh * 0.55 - g), (cx + hw * 1.9 + g, hy - hh * 0.45),
                     (cx + hw * 1.7 + g, hy - hh * 0.3 + g), (cx - hw * 0.2, hy - hh * 0.35 + g)], corner=0.01)
    elif look.hat == "cowboy":
        pen.ellipse(hat, (cx - hw * 2.0 - g, hy - hh * 0.72 - g, hw * 4.0 + 2 * g, hh * 0.4 + 2 * g))
        pen.polygon(hat, [(cx - hw * 0.9 - g, hy - hh * 0.55), (cx - hw * 0.75 - g, hy - hh * 1.45 - g),
                          (cx, hy - hh * 1.3 - g), (cx + hw * 0.75 + g, hy - hh * 1.45 - g),
                          (cx + hw * 0.9 + g, hy - hh * 0.55)], corner=0.02)
        if paint.mono is None:
            pen.rect(darken(hat, 0.45), (cx - hw * 0.86, hy - hh * 0.78, hw * 1.72, hh * 0.16))
    elif look.hat == "helmet":
        pen.polygon(hat, art.arc_points((cx, hy - hh * 0.35), hw * 1.3 + g, 180, 360)
                    + [(cx + hw * 1.55 + g, hy - hh * 0.3), (cx - hw * 1.55 - g, hy - hh * 0.3)])
        if paint.mono is None:
            pen.line(lighten(hat, 0.3), art.arc_points((cx, hy - hh * 0.35), hw * 0.95, 200, 260), 0.012)
            pen.rect(darken(hat, 0.3), (cx - hw * 1.55, hy - hh * 0.38, hw * 3.1, hh * 0.1))
    if look.gear == "backpack":     # the straps over the chest (the pack itself is behind)
        for x0, x1 in ((0.5 - sh * 0.52, 0.5 - sh * 0.42), (0.5 + sh * 0.52, 0.5 + sh * 0.42)):
            pen.capsule(paint("gear"), (x0, 0.745), (x1, 1.02), 0.022 + g)
    elif look.gear == "rifle":
        pen.capsule(paint("gear"), (0.5 + sh * 0.35, 1.0), (0.5 + sh * 0.95, 0.4), 0.025 + g)
        pen.capsule(paint("gear"), (0.5 + sh * 0.82, 0.55), (0.5 + sh * 0.9, 0.47), 0.04 + g)


def _face(look: _Look, paint: _Paint):
    """Eyes, brows, nose and mouth (and the lines of age) on the head ``_bust`` has drawn."""
    def draw(pen: Pen, stage: str) -> None:
        cx = 0.5 + look.lean
        hw, hh = look.head_w, look.head_w * 1.22
        hy = 0.42
        skin, dark = paint.skin, paint.skin_dark
        if stage == "mouth":
            if look.gear not in ("bandana", "gasmask"):
                my = hy + hh * 0.64
                lips = mix(dark, (150, 60, 60), 0.4 if look.gender == "f" else 0.15)
                if look.beard:
                    lips = darken(lips, 0.25)
                curve = look.mouth * hh * 0.06
                pen.line(lips, [(cx - hw * 0.3, my - curve), (cx, my + curve * 0.3), (cx + hw * 0.3, my - curve)],
                         0.014)
            return
        # the shadow side of the face, away from the light on the left: a crescent down the right
        pen.polygon(mix(skin, dark, 0.5), _ell(cx, hy, hw, hh, -75, 75, 12)
                    + _ell(cx + hw * 0.25, hy + hh * 0.05, hw * 0.72, hh * 0.9, 70, -70, 12), corner=0.01)
        # cheeks
        pen.circle(mix(skin, (200, 90, 80), 0.05), (cx - hw * 0.5, hy + hh * 0.38), hw * 0.24)
        eye_y = hy + hh * 0.02
        covered = look.gear == "gasmask" or (look.gear == "goggles" and look.hat in _HATS_OVER_GOGGLES)
        brow_w = 0.022 if look.gender == "m" else 0.016
        for side in (-1, 1):
            ex = cx + side * hw * 0.42
            if not covered:
                pen.ellipse((240, 236, 226), (ex - hw * 0.24, eye_y - hh * 0.1, hw * 0.48, hh * 0.2))
                pen.circle(look.eyes, (ex + hw * 0.03, eye_y), hw * 0.14)
                pen.circle((14, 10, 10), (ex + hw * 0.03, eye_y), hw * 0.07)
                pen.circle((255, 255, 255), (ex - hw * 0.03, eye_y - hh * 0.04), hw * 0.035)
                # the upper lid
                pen.line(darken(dark, 0.35), [(ex - hw * 0.26, eye_y - hh * 0.01), (ex, eye_y - hh * 0.1),
                                              (ex + hw * 0.26, eye_y - hh * 0.02)], 0.009)
            # brows: worried (+) rise towards the middle, stern (-) fall
            tilt = look.brow * hh * 0.08 * side
            inner, outer = ex - side * hw * 0.22, ex + side * hw * 0.28
            pen.line(paint.hair_dark if look.hair_color != _HAIR_COLORS["white"] else darken(paint.hair, 0.35),
                     [(inner, eye_y - hh * 0.26 - tilt), ((inner + outer) / 2, eye_y - hh * 0.32),
                      (outer, eye_y - hh * 0.25 + tilt * 0.5)], brow_w)
        # nose: its shadow on the right and the tip
        pen.line(dark, [(cx + hw * 0.06, eye_y + hh * 0.05), (cx + hw * 0.16, hy + hh * 0.36),
                        (cx + hw * 0.04, hy + hh * 0.44)], 0.011)
        pen.ellipse(lighten(skin, 0.12), (cx - hw * 0.12, hy + hh * 0.3, hw * 0.22, hh * 0.12))
        if look.age == "old":
            lines = darken(dark, 0.12)
            pen.line(lines, [(cx - hw * 0.35, hy - hh * 0.55), (cx + hw * 0.35, hy - hh * 0.57)], 0.006)
            pen.line(lines, [(cx - hw * 0.25, hy - hh * 0.45), (cx + hw * 0.25, hy - hh * 0.46)], 0.006)
            for side in (-1, 1):
                pen.line(lines, [(cx + side * hw * 0.28, hy + hh * 0.38), (cx + side * hw * 0.4, hy + hh * 0.62)],
                         0.007)
    return draw


_HATS_OVER_GOGGLES = ("cap", "cowboy", "helmet", "beanie")


def _bust_details(pen: Pen, look: _Look, rim, glint) -> None:
    """Coloured gear on the bust: goggles, bandana, scarf, collar, mask."""
    cx = 0.5 + look.lean
    hw, hh = look.head_w, look.head_w * 1.22
    hy = 0.42
    sh = look.shoulders
    accent = look.accent
    if look.gear == "goggles":
        y = hy - hh * 0.55 if look.hat not in _HATS_OVER_GOGGLES else hy + hh * 0.02
        pen.line((30, 28, 26), [(cx - hw * 1.05, y), (cx + hw * 1.05, y)], 0.03)
        for dx in (-0.42, 0.42):
            pen.circle(darken(accent, 0.5), (cx + hw * dx, y), hw * 0.42)
            pen.circle(glint, (cx + hw * dx, y), hw * 0.28)
            pen.circle((255, 255, 255, 200), (cx + hw * dx - hw * 0.1, y - hw * 0.1), hw * 0.08)
    elif look.gear == "bandana":
        pen.polygon(accent, [(cx - hw * 1.02, hy + hh * 0.18), (cx + hw * 1.02, hy + hh * 0.14),
                             (cx + hw * 0.5, hy + hh * 1.15), (cx - hw * 0.2, hy + hh * 1.3)], corner=0.015)
        pen.line(darken(accent, 0.35), [(cx - hw * 0.6, hy + hh * 0.5), (cx + hw * 0.6, hy + hh * 0.47)], 0.012)
        pen.line(lighten(accent, 0.25), [(cx - hw * 0.9, hy + hh * 0.22), (cx + hw * 0.9, hy + hh * 0.18)], 0.008)
    elif look.gear == "scarf":
        pen.capsule(accent, (cx - hw * 0.9, hy + hh * 1.05), (cx + hw * 0.9, hy + hh * 1.0), 0.05)
        pen.polygon(accent, [(cx + hw * 0.3, hy + hh * 1.05), (cx + hw * 0.9, hy + hh * 1.05),
                             (cx + hw * 1.1, 0.98), (cx + hw * 0.55, 0.98)], corner=0.01)
    elif look.gear == "collar":
        pen.polygon(accent, [(0.5 - sh * 0.55, 0.74), (0.5 - 0.02, 0.86), (0.5 - sh * 0.35, 0.9)], corner=0.01)
        pen.polygon(accent, [(0.5 + sh * 0.55, 0.74), (0.5 + 0.02, 0.86), (0.5 + sh * 0.35, 0.9)], corner=0.01)
    elif look.gear == "gasmask":
        rubber = (46, 50, 46)
        pen.polygon(rubber, _ell(cx, hy + hh * 0.2, hw * 0.9, hh * 0.85, 170, 370, 16)
                    + [(cx + hw * 0.45, hy + hh * 0.95), (cx - hw * 0.45, hy + hh * 0.95)], corner=0.03)
        pen.line((30, 30, 30), [(cx - hw * 0.95, hy - hh * 0.1), (cx - hw * 1.05, hy - hh * 0.5)], 0.02)
        pen.line((30, 30, 30), [(cx + hw * 0.95, hy - hh * 0.1), (cx + hw * 1.05, hy - hh * 0.5)], 0.02)
        for dx in (-0.42, 0.42):
            pen.circle(darken(accent, 0.4), (cx + hw * dx, hy + hh * 0.02), hw * 0.3)
            pen.circle(glint, (cx + hw * dx, hy + hh * 0.02), hw * 0.22)
            pen.circle((255, 255, 255, 190), (cx + hw * dx - hw * 0.07, hy - hh * 0.05), hw * 0.06)
        pen.circle(darken(accent, 0.3), (cx + hw * 0.05, hy + hh * 0.72), hw * 0.38)
        pen.circle(darken(accent, 0.6), (cx + hw * 0.05, hy + hh * 0.72), hw * 0.2)
    if look.hat in ("beanie", "cap"):
        pen.rect(accent, (cx - hw * 1.12, hy - hh * 0.57, hw * 2.24, hh * 0.14), radius=0.01)


def _light(layer: pygame.Surface) -> None:
    """Light from the upper left across the figure: the right and the bottom fall into shade."""
    w, h = layer.get_size()
    shade = pygame.Surface((2, 2))
    shade.set_at((0, 0), (255, 255, 255))
    shade.set_at((1, 0), (200, 196, 204))
    shade.set_at((0, 1), (214, 210, 218))
    shade.set_at((1, 1), (150, 146, 160))
    shade = pygame.transform.smoothscale(pygame.transform.smoothscale(shade, (4, 4)), (w, h)).convert_alpha() \
        if pygame.display.get_surface() is not None else pygame.transform.smoothscale(shade, (w, h))
    layer.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def portrait(char_id: str, kind: str, size: Sequence[int]) -> pygame.Surface:
    """A character's portrait: a bust with a face (skin, eyes, brows, nose, mouth, hair) against the
    sky, hero (cool dusk) or survivor (rust haze). The base game's characters look as their names and
    flavour tell (``_CAST``); the rest of the look (and a mod character's whole look) comes from a hash
    of the id, so a character looks the same everywhere."""
    return cached_portrait(str(char_id), "survivor" if kind == "survivor" else "hero", card_size(size, 4))


@functools.lru_cache(maxsize=256)
def cached_portrait(char_id: str, kind: str, size: tuple[int, int]) -> pygame.Surface:
    """``portrait`` once its arguments are checked (a card or standee draws its window with it)."""
    look = _look(char_id)
    rng = random.Random(stable_seed("bg:" + char_id))
    if kind == "hero":
        stops = [(0.0, (30, 48, 74)), (0.55, (84, 112, 136)), (1.0, (168, 150, 118))]
        rim = (186, 214, 240)
    else:
        stops = [(0.0, (58, 26, 22)), (0.55, (136, 70, 44)), (1.0, (212, 150, 92))]
        rim = (250, 196, 150)
    width, height = size
    factor = 3 if max(size) < 140 else 2
    cw, ch = width * factor, height * factor

    canvas = art.vertical_gradient((cw, ch), stops)
    # a ruined skyline low behind the figure
    sky = art.new_surface((cw, ch))
    x = 0
    base = ch * 0.78
    far = mix(stops[1][1], (10, 10, 14), 0.45)
    while x < cw:
        bw = rng.uniform(0.08, 0.2) * cw
        bh = rng.uniform(0.1, 0.34) * ch
        top = base - bh
        pts = [(x, ch), (x, top)]
        if rng.random() < 0.5:   # a broken top
            pts += [(x + bw * 0.3, top + bh * 0.2), (x + bw * 0.55, top - bh * 0.05)]
        pts += [(x + bw, top + bh * rng.uniform(0.0, 0.3)), (x + bw, ch)]
        pygame.draw.polygon(sky, (*far, 190), pts)
        x += bw + rng.uniform(0.0, 0.04) * cw
    canvas.blit(sky, (0, 0))
    # figure: square pen centred, anchored to the bottom
    side = min(cw * (1.0 if ch <= cw * 1.1 else 1.45), ch)
    layer = art.new_surface((cw, ch))
    pen = Pen(layer, scale=side, origin=((cw - side) / 2, ch - side * 1.0 + side * 0.02))
    paint = _Paint(look)
    _bust(pen.sub(-0.014, -0.006, 1.0), look, rim, grow=0.006)     # rim light on the left
    _bust(pen, look, (16, 14, 16), grow=0.007)                      # the ink outline
    figure = art.new_surface((cw, ch))
    fpen = Pen(figure, scale=pen.scale, origin=pen.origin)
    _bust(fpen, look, paint, face=_face(look, paint))
    _bust_details(fpen, look, rim, mix(look.accent, (255, 230, 160), 0.5))
    _light(figure)
    layer.blit(figure, (0, 0))
    canvas.blit(layer, (0, 0))
    art.vignette(canvas, strength=120)
    return art.finish(art.downsample(canvas, size))


def standee(char_id: str, kind: str, size: Sequence[int], rim: Sequence[int]) -> pygame.Surface:
    """A cardboard standee: the portrait on an upright card with a rounded top, framed in the
    seat's colour, in a black plastic base."""
    return _standee(str(char_id), "survivor" if kind == "survivor" else "hero", card_size(size, 6),
                    tuple(int(c) for c in rim[:3]))


@functools.lru_cache(maxsize=256)
def _standee(char_id: str, kind: str, size: tuple[int, int], rim: tuple) -> pygame.Surface:
    width, height = size
    base_h = max(3, round(height * 0.14))
    card_h = height - base_h + max(1, base_h // 3)
    surf = art.new_surface(size)
    card = pygame.Rect(0, 0, width, card_h)
    radius = max(3, width // 2)
    # the card: rim, then the portrait clipped to a round-topped shape
    shape = art.new_surface(card.size)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_top_left_radius=radius,
                     border_top_right_radius=radius, border_radius=max(1, width // 10))
    border = max(2, round(width * 0.09))
    inner = shape.get_rect().inflate(-border * 2, -border * 2)
    pic = art.new_surface(card.size)
    pic.blit(cached_portrait(char_id, kind, (inner.width, inner.height)), inner)
    mask = art.new_surface(card.size)
    pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_top_left_radius=max(1, radius - border),
                     border_top_right_radius=max(1, radius - border))
    pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    frame = shape.copy()
    frame.fill((*rim, 255), special_flags=pygame.BLEND_RGBA_MULT)
    edge = shape.copy()
    edge.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(edge, (0, 1))
    surf.blit(frame, (0, 0))
    surf.blit(pic, (0, 0))
    # a lighter glint along the left edge of the frame
    pygame.draw.line(surf, lighten(rim, 0.45), (max(1, border // 2), radius), (max(1, border // 2), card_h - radius // 2),
                     max(1, border // 3))
    # the base
    base = pygame.Rect(0, height - base_h, width, base_h)

    def draw_base(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        pygame.draw.ellipse(canvas, (0, 0, 0, 120), pygame.Rect(0, h * 0.3, w, h * 0.7))
        pygame.draw.rect(canvas, (20, 20, 22), pygame.Rect(w * 0.04, 0, w * 0.92, h * 0.82),
                         border_radius=round(h * 0.3))
        pygame.draw.rect(canvas, (58, 58, 62), pygame.Rect(w * 0.08, h * 0.06, w * 0.84, h * 0.24),
                         border_radius=round(h * 0.12))

    surf.blit(art.supersampled(base.size, draw_base, 3), base)
    return art.finish(surf)


__all__ = ["portrait", "cached_portrait", "standee"]
