"""Hit Z Road's pieces: its dice faces, its resource tokens (Ammo, Gas, Adrenaline), its special
tokens and the zombie figure. Drawn procedurally with the shared tools of ``game.ui.art``; the
resource tokens are registered there by name (``art.resource_token("ammo", size)``), and share the
token body every game's tokens have.
"""
from __future__ import annotations

import functools
import math
from typing import Callable

import pygame

from ...ui.art import (_CLEAR, PALETTE, Pen, _as_side, arc_points, darken, draw_skull as _draw_skull,
                       draw_token as _draw_token, finish, lighten, new_surface, register_resource, shade_vertically,
                       supersampled, teardrop_points, text)

__all__ = ["DIE_FACES", "PIP_FACES", "COLORBLIND_LETTERS", "die_face", "SPECIAL_TOKENS", "special_token", "zombie",
           "RESOURCES"]


# ---------------------------------------------------------------------------
# Pictograms of the dice
# ---------------------------------------------------------------------------
def _draw_crosshair(pen: Pen, color, width: float = 0.075, dashed: bool = False, knockout=None) -> None:
    """Ring with four ticks.  ``knockout`` first paints a halo in the
    background colour so overlapping crosshairs stay separate."""
    ring_radius = 0.29
    ticks = [
        ((0.5, 0.06), (0.5, 0.34)),
        ((0.5, 0.66), (0.5, 0.94)),
        ((0.06, 0.5), (0.34, 0.5)),
        ((0.66, 0.5), (0.94, 0.5)),
    ]
    if knockout is not None:
        pen.circle(knockout, (0.5, 0.5), ring_radius + width * 1.6)
        for a, b in ticks:
            pen.line(knockout, [a, b], width * 3)
    if dashed:
        for i in range(8):
            start = i * 45 + 8
            pen.arc(color, (0.5, 0.5), ring_radius, start, start + 26, width)
        for a, b in ticks:
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            pen.line(color, [a, ((a[0] + mid[0]) / 2, (a[1] + mid[1]) / 2)], width)
            pen.line(color, [((b[0] + mid[0]) / 2, (b[1] + mid[1]) / 2), b], width)
    else:
        pen.arc(color, (0.5, 0.5), ring_radius, 0, 360, width)
        for a, b in ticks:
            pen.line(color, [a, b], width)
    pen.circle(color, (0.5, 0.5), width * 0.75)


def _draw_blood_drop(pen: Pen, fill, rim, bite_color=None) -> None:
    drop = teardrop_points((0.47, 0.1), (0.47, 0.6), 0.27)
    pen.polygon(rim, drop, corner=0.045)
    pen.polygon(fill, drop)
    # Gloss keeps the drop from reading as a flat blob.
    pen.ellipse(lighten(fill, 0.45), (0.31, 0.52, 0.07, 0.16))
    if bite_color is not None:
        # A bite taken out of the drop: one round chunk, its edge notched
        # by tooth marks.
        bite_center, bite_radius = (0.86, 0.42), 0.2
        pen.circle(bite_color, bite_center, bite_radius)
        for angle in (118, 146, 174, 202, 230):
            x = bite_center[0] + bite_radius * math.cos(math.radians(angle))
            y = bite_center[1] + bite_radius * math.sin(math.radians(angle))
            pen.circle(bite_color, (x, y), 0.045)


def _draw_tombstone(pen: Pen, stone, rim) -> None:
    shape = [(0.18, 0.92), (0.18, 0.36)] + arc_points((0.5, 0.36), 0.32, 180, 360) + [(0.82, 0.92)]
    pen.polygon(rim, shape, corner=0.04)
    pen.polygon(stone, shape)
    pen.line(lighten(stone, 0.25), arc_points((0.5, 0.37), 0.26, 200, 290), 0.04)


# ---------------------------------------------------------------------------
# Dice
# ---------------------------------------------------------------------------

DIE_FACES = ("casualty", "blank", "opportunity", "kill", "bonus", "horrible")
PIP_FACES = ("1", "2", "3", "4", "5", "6")
COLORBLIND_LETTERS = {**dict(zip(DIE_FACES, "C-OKBH")), **{pip: pip for pip in PIP_FACES}}   # the corner letters

_PIP_LAYOUT = {
    "1": [(0.5, 0.5)],
    "2": [(0.29, 0.29), (0.71, 0.71)],
    "3": [(0.29, 0.29), (0.5, 0.5), (0.71, 0.71)],
    "4": [(0.29, 0.29), (0.71, 0.29), (0.29, 0.71), (0.71, 0.71)],
    "5": [(0.29, 0.29), (0.71, 0.29), (0.5, 0.5), (0.29, 0.71), (0.71, 0.71)],
    "6": [(0.29, 0.27), (0.71, 0.27), (0.29, 0.5), (0.71, 0.5), (0.29, 0.73), (0.71, 0.73)],
}


def die_face(face: str, size: int, horde: bool = False, colorblind: bool = False) -> pygame.Surface:
    """A rounded die showing ``face`` (one of DIE_FACES or "1".."6").

    Black body for normal dice, deep red for horde dice.  ``colorblind`` adds
    the face's letter (COLORBLIND_LETTERS) in the top-left corner.
    """
    face = str(face)
    if face not in DIE_FACES and face not in PIP_FACES:
        raise ValueError(f"unknown die face {face!r}")
    return _die_face(face, _as_side(size), bool(horde), bool(colorblind))


@functools.lru_cache(maxsize=512)
def _die_face(face: str, size: int, horde: bool, colorblind: bool) -> pygame.Surface:
    body = PALETTE["horde_red"] if horde else (40, 40, 44)
    rim = (58, 6, 8) if horde else (10, 10, 12)
    bone = PALETTE["bone"]

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect(rim, (0.02, 0.02, 0.96, 0.96), radius=0.21)
        # A lighter lip showing above the face sells the rounded plastic.
        pen.rect(lighten(body, 0.22), (0.06, 0.05, 0.88, 0.86), radius=0.18)
        pen.rect(body, (0.06, 0.065, 0.88, 0.855), radius=0.18)
        shade_vertically(canvas, 1.0, 0.74)
        # Pictograms go on their own layer so knockouts can cut cleanly
        # through them, and shrink when a corner letter needs the room.
        layer = new_surface(canvas.get_size())
        layer_pen = Pen(layer)
        art = layer_pen.sub(0.11, 0.11, 0.78) if not colorblind else layer_pen.sub(0.17, 0.17, 0.72)
        _draw_die_pictogram(art, face, body, bone)
        canvas.blit(layer, (0, 0))

    surface = supersampled((size, size), draw)
    if colorblind:
        letter = text(COLORBLIND_LETTERS[face], max(6, round(size * 0.24)), PALETTE["road_yellow"], bold=True)
        surface.blit(letter, (round(size * 0.12), round(size * 0.09)))
    return finish(surface)


def _draw_die_pictogram(pen: Pen, face: str, body, bone) -> None:
    if face in PIP_FACES:
        radius = 0.13 if face == "1" else 0.09
        for x, y in _PIP_LAYOUT[face]:
            pen.circle(bone, (x, y), radius)
    elif face == "casualty":
        _draw_blood_drop(pen, (214, 34, 34), bone, bite_color=_CLEAR)
    elif face == "opportunity":
        _draw_crosshair(pen, PALETTE["road_yellow"], width=0.08, dashed=True)
    elif face == "kill":
        _draw_crosshair(pen, bone, width=0.085)
    elif face == "bonus":
        _draw_crosshair(pen.sub(0.0, 0.0, 0.64), bone, width=0.12)
        _draw_crosshair(pen.sub(0.36, 0.36, 0.64), bone, width=0.12, knockout=_CLEAR)
    elif face == "horrible":
        _draw_tombstone(pen.sub(0.05, 0.0, 0.9), PALETTE["stone"], (20, 20, 22))
        _draw_skull(pen.sub(0.2, 0.3, 0.62), bone, (30, 8, 10))
    # "blank" shows nothing on purpose.


# ---------------------------------------------------------------------------
# Resource tokens
# ---------------------------------------------------------------------------
def _pictogram_ammo(pen: Pen) -> None:
    brass, copper, dark = PALETTE["brass"], (196, 110, 64), (24, 20, 16)
    for x in (0.37, 0.63):
        bullet = pen.sub(x - 0.5, 0.0, 1.0)
        bullet.polygon(
            dark, [(0.41, 0.46), (0.41, 0.36)] + arc_points((0.5, 0.36), 0.09, 180, 360) + [(0.59, 0.46)], corner=0.03
        )
        bullet.rect(dark, (0.39, 0.44, 0.22, 0.34), radius=0.03)
        bullet.polygon(copper, [(0.42, 0.46), (0.42, 0.37)] + arc_points((0.5, 0.37), 0.08, 180, 360) + [(0.58, 0.46)])
        bullet.rect(brass, (0.415, 0.46, 0.17, 0.28), radius=0.015)
        bullet.rect(darken(brass, 0.25), (0.4, 0.7, 0.2, 0.05), radius=0.01)
        bullet.line(lighten(brass, 0.5), [(0.45, 0.49), (0.45, 0.68)], 0.025)


def _pictogram_gas(pen: Pen) -> None:
    can, dark, light = PALETTE["bone"], (70, 12, 10), (255, 255, 255)
    body = [(0.3, 0.34), (0.5, 0.26), (0.7, 0.26), (0.7, 0.78), (0.3, 0.78)]
    pen.polygon(dark, body, corner=0.06)
    pen.polygon(can, body, corner=0.035)
    pen.rect(dark, (0.52, 0.3, 0.12, 0.07), radius=0.02)  # handle hole
    pen.capsule(can, (0.28, 0.3), (0.22, 0.2), 0.045)  # spout
    pen.line(dark, [(0.36, 0.46), (0.63, 0.72)], 0.045)  # embossed X
    pen.line(dark, [(0.63, 0.46), (0.36, 0.72)], 0.045)
    pen.line(light, [(0.33, 0.42), (0.33, 0.72)], 0.02)


def _pictogram_adrenaline(pen: Pen) -> None:
    glass, dark, juice = PALETTE["bone"], (16, 48, 24), PALETTE["road_yellow"]
    syringe = [(0.3, 0.62), (0.6, 0.32)]
    pen.capsule(dark, *syringe, 0.1)
    pen.capsule(glass, *syringe, 0.07)
    pen.capsule(juice, (0.33, 0.59), (0.47, 0.45), 0.045)
    pen.line(glass, [(0.28, 0.64), (0.2, 0.72)], 0.035)  # needle
    pen.line(dark, [(0.64, 0.28), (0.73, 0.19)], 0.06)  # plunger
    pen.line(glass, [(0.64, 0.28), (0.73, 0.19)], 0.035)
    pen.line(glass, [(0.66, 0.14), (0.78, 0.26)], 0.05)
    bolt = [(0.66, 0.5), (0.56, 0.66), (0.63, 0.66), (0.57, 0.82), (0.74, 0.6), (0.66, 0.6), (0.72, 0.5)]
    pen.polygon(dark, bolt, corner=0.03)
    pen.polygon(juice, bolt)


RESOURCES = ("ammo", "gas", "adrenaline")
register_resource("ammo", "circle", (46, 48, 54), _pictogram_ammo, rim=PALETTE["brass"])
register_resource("gas", "square", (196, 44, 38), _pictogram_gas)
register_resource("adrenaline", "diamond", (58, 160, 84), _pictogram_adrenaline)


# ---------------------------------------------------------------------------
# Special tokens
# ---------------------------------------------------------------------------
SPECIAL_TOKENS = ("school_bus", "molotov", "first_aid", "shotgun")


def special_token(kind: str, size: int) -> pygame.Surface:
    """A round special token: "school_bus", "molotov", "first_aid", "shotgun"."""
    kind = str(kind)
    if kind not in SPECIAL_TOKENS:
        raise ValueError(f"unknown special token {kind!r}")
    return _special_token(kind, _as_side(size))


_SPECIAL_BODIES = {
    "school_bus": (44, 62, 92),
    "molotov": (96, 30, 26),
    "first_aid": (42, 140, 82),
    "shotgun": (92, 84, 74),
}


@functools.lru_cache(maxsize=128)
def _special_token(kind: str, size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_token(pen, "circle", _SPECIAL_BODIES[kind], rim=(20, 20, 22))
        # A thin inner ring marks these as special, not resources.
        pen.circle(PALETTE["road_yellow"], (0.5, 0.5), 0.355, width=0.02)
        _SPECIAL_PICTOGRAMS[kind](pen)

    return finish(supersampled((size, size), draw))


def _pictogram_school_bus(pen: Pen) -> None:
    yellow, dark, glass = (246, 190, 30), (22, 20, 18), (150, 200, 230)
    body = [(0.17, 0.62), (0.17, 0.38), (0.2, 0.34), (0.72, 0.34), (0.8, 0.44), (0.84, 0.46), (0.84, 0.62)]
    pen.polygon(dark, body, corner=0.05)
    pen.polygon(yellow, body, corner=0.025)
    for x in (0.22, 0.34, 0.46, 0.58):
        pen.rect(glass, (x, 0.39, 0.09, 0.08), radius=0.01)
    pen.polygon(glass, [(0.7, 0.39), (0.74, 0.39), (0.79, 0.46), (0.7, 0.46)])
    pen.line(dark, [(0.18, 0.53), (0.83, 0.53)], 0.025)
    for x in (0.3, 0.7):
        pen.circle(dark, (x, 0.64), 0.075)
        pen.circle((150, 150, 150), (x, 0.64), 0.03)


def _pictogram_molotov(pen: Pen) -> None:
    glass, dark, rag, flame, core = (96, 150, 80), (20, 18, 14), (220, 200, 160), (246, 120, 30), (255, 220, 90)
    bottle = [(0.4, 0.82), (0.4, 0.5), (0.46, 0.42), (0.46, 0.3), (0.54, 0.3), (0.54, 0.42), (0.6, 0.5), (0.6, 0.82)]
    pen.polygon(dark, bottle, corner=0.05)
    pen.polygon(glass, bottle, corner=0.02)
    pen.rect((200, 120, 40), (0.41, 0.62, 0.18, 0.18), radius=0.02)  # the fuel inside
    pen.line(lighten(glass, 0.5), [(0.44, 0.54), (0.44, 0.76)], 0.025)
    pen.polygon(rag, [(0.46, 0.3), (0.54, 0.3), (0.6, 0.22), (0.5, 0.24)], corner=0.015)
    fire = teardrop_points((0.6, 0.04), (0.57, 0.19), 0.08)
    pen.polygon(flame, fire, corner=0.01)
    pen.polygon(core, teardrop_points((0.59, 0.1), (0.57, 0.2), 0.04))


def _pictogram_first_aid(pen: Pen) -> None:
    white, dark, green = (248, 248, 244), (20, 40, 28), (42, 140, 82)
    pen.rect(dark, (0.34, 0.22, 0.32, 0.16), radius=0.05, width=0.045)  # handle
    pen.rect(dark, (0.18, 0.3, 0.64, 0.46), radius=0.07)
    pen.rect(white, (0.205, 0.325, 0.59, 0.41), radius=0.05)
    pen.rect(green, (0.45, 0.38, 0.1, 0.3), radius=0.015)
    pen.rect(green, (0.35, 0.48, 0.3, 0.1), radius=0.015)


def _pictogram_shotgun(pen: Pen) -> None:
    steel, wood, dark = (200, 204, 210), (150, 92, 48), (20, 18, 16)
    # Drawn diagonally so the long gun fits the round token.
    stock = [(0.14, 0.78), (0.2, 0.86), (0.42, 0.62), (0.4, 0.56), (0.34, 0.58)]
    pen.polygon(dark, stock, corner=0.04)
    pen.polygon(wood, stock, corner=0.015)
    pen.capsule(dark, (0.38, 0.6), (0.84, 0.18), 0.06)
    pen.capsule(steel, (0.4, 0.58), (0.83, 0.19), 0.035)
    pen.line(darken(steel, 0.4), [(0.42, 0.6), (0.84, 0.22)], 0.012)
    pen.capsule(wood, (0.5, 0.52), (0.6, 0.43), 0.035)  # fore-end
    pen.line(dark, [(0.42, 0.62), (0.46, 0.68)], 0.025)  # trigger guard


_SPECIAL_PICTOGRAMS: dict[str, Callable[[Pen], None]] = {
    "school_bus": _pictogram_school_bus,
    "molotov": _pictogram_molotov,
    "first_aid": _pictogram_first_aid,
    "shotgun": _pictogram_shotgun,
}


# ---------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------
def zombie(size: int) -> pygame.Surface:
    """A hunched, shambling green-grey figure facing right."""
    return _zombie(_as_side(size))


def _zombie_parts(pen: Pen, grow: float, skin, shirt, pants) -> None:
    pen.capsule(pants, (0.42, 0.6), (0.33, 0.93), 0.07 + grow)  # back leg
    pen.capsule(pants, (0.5, 0.6), (0.62, 0.77), 0.07 + grow)  # front thigh
    pen.capsule(pants, (0.62, 0.77), (0.58, 0.93), 0.065 + grow)  # shin, bent knee
    pen.capsule(skin, (0.5, 0.42), (0.88, 0.5), 0.05 + grow)  # far arm
    pen.capsule(shirt, (0.44, 0.62), (0.55, 0.36), 0.14 + grow)  # hunched torso
    pen.circle(skin, (0.67, 0.27), 0.115 + grow)  # head thrust forward
    pen.capsule(skin, (0.56, 0.44), (0.9, 0.58), 0.05 + grow)  # near arm


@functools.lru_cache(maxsize=64)
def _zombie(size: int) -> pygame.Surface:
    skin, shirt, pants = PALETTE["zombie_skin"], (92, 86, 74), (58, 62, 74)
    outline = (18, 22, 16)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.ellipse((0, 0, 0, 90), (0.24, 0.9, 0.5, 0.08))
        _zombie_parts(pen, 0.035, outline, outline, outline)
        _zombie_parts(pen, 0.0, darken(skin, 0.25), darken(shirt, 0.25), darken(pants, 0.25))
        _zombie_parts(pen.sub(-0.01, -0.012, 1.0), -0.018, skin, shirt, pants)
        # A blood stain and a ripped sleeve: it has had a bad week.
        pen.circle((120, 30, 26), (0.52, 0.44), 0.045)
        pen.circle((120, 30, 26), (0.47, 0.5), 0.025)
        # Hands hang limp: small claws at the end of each arm.
        for hand in ((0.9, 0.58), (0.88, 0.5)):
            for dy in (-0.025, 0.0, 0.025):
                pen.line(outline, [hand, (hand[0] + 0.05, hand[1] + dy + 0.03)], 0.018)
        pen.circle((236, 64, 40), (0.72, 0.25), 0.025)  # eye
        pen.line(outline, [(0.68, 0.33), (0.75, 0.32)], 0.02)  # mouth
        pen.line(darken(skin, 0.35), [(0.6, 0.19), (0.64, 0.23)], 0.015)  # scar

    return finish(supersampled((size, size), draw))
