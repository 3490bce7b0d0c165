"""This War of Mine's small pieces, drawn from code: the goods tokens, the combat dice and the black d10,
the State tokens, the Characters' standees, a pet (Companions), the Enemy tokens, the Tactics token, the markers (Noise,
Cold, Board-Up, WAIT, the Leader, a flag, x5, the Objective counter) and a roll's dice. Each returns an
SRCALPHA surface of the size asked, cached by its arguments and shared: ``.copy()`` it before drawing on it."""
from __future__ import annotations

import functools

import pygame

from ...ui import art
from ...ui.art import Pen, darken, lighten
from .card_art import miniatures, pictograms, symbols

INK = (26, 24, 22)
BONE = (232, 226, 210)
BLOOD = (150, 26, 24)
# a token's rim by its colour group (the box's green, red, yellow and gray tokens; resources blue-grey)
RIM = {"green": (92, 118, 70), "red": (148, 52, 42), "yellow": (196, 160, 64), "gray": (118, 118, 116),
       "blue": (74, 104, 134), "resource": (86, 96, 110)}
CARDBOARD = (204, 192, 166)
DIE_BODY = {"gray": ((150, 150, 146), INK), "yellow": ((210, 172, 70), INK), "red": ((150, 36, 30), BONE),
            "black": ((30, 30, 32), BONE)}
STATE_LEVEL = {1: (196, 182, 120), 2: (206, 142, 64), 3: (184, 86, 44), 4: (150, 24, 22)}
STATES = ("fatigue", "hunger", "illness", "misery", "wounds")
MARKERS = ("noise", "cold", "board_up", "wait", "leader", "flag", "x5", "objective_counter")


def _side(size) -> int:
    return max(1, int(size))


# ------------------------------------------------------------------------------------------------- goods
def _goods_record(content, token_id: str):
    tables = getattr(content, "tables", {}) or {}
    return tables.get("tokens", {}).get(token_id) or tables.get("resources", {}).get(token_id)


def token_picture(content, token_id: str, size: int) -> pygame.Surface:
    """A round cardboard token for any goods id (a tokens.toml id or water / wood / components): the
    rim in the token's colour group, its pictogram in the middle. Cached; shared (``.copy()`` first)."""
    record = _goods_record(content, str(token_id))
    color = getattr(record, "color", None) or ("resource" if record is not None else "gray")
    return _token(str(token_id), color, _token_sort(record), _side(size))


def _token_sort(record) -> str:
    """What a token is, for the pictogram of an id we have no drawing for."""
    return pictograms.sort_of(record)


@functools.lru_cache(maxsize=512)
def _token(token_id: str, color: str, sort: str, size: int) -> pygame.Surface:
    rim = RIM.get(color, RIM["gray"])

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 110), (0.5, 0.53), 0.47)
        pen.circle(darken(rim, 0.45), (0.5, 0.5), 0.47)
        pen.circle(rim, (0.5, 0.5), 0.445)
        pen.circle(lighten(rim, 0.22), (0.5, 0.48), 0.43, width=0.02)
        pen.circle(darken(CARDBOARD, 0.25), (0.5, 0.5), 0.355)
        pen.circle(CARDBOARD, (0.5, 0.5), 0.34)
        pictograms.goods(pen.sub(0.17, 0.17, 0.66), token_id, sort)
    return art.finish(art.supersampled((size, size), draw, 3))


def _pictogram_for_resource(kind: str):
    return lambda pen: pictograms.goods(pen.sub(0.2, 0.2, 0.6), kind, "resource")


def register_resources() -> None:
    """Name Water, Wood and Components for ``art.resource_token`` (their own outlines and colours)."""
    art.register_resource("water", "drop", (96, 126, 150), _pictogram_for_resource("water"), rim=(40, 56, 72))
    art.register_resource("wood", "pentagon", (150, 112, 74), _pictogram_for_resource("wood"), rim=(72, 50, 32))
    art.register_resource("components", "octagon", (128, 130, 128), _pictogram_for_resource("components"),
                          rim=(58, 60, 62))


register_resources()


# ------------------------------------------------------------------------------------------------- dice
def die_face(die: str, face: str, size: int) -> pygame.Surface:
    """A combat die ("gray", "yellow", "red") showing a face of dice.toml ("blank", "1", "2", "hatchet",
    "shotgun", "out_of_ammo", "script"/"§"), or the black d10 showing "1".."10". Numbers on combat dice
    are strike marks, on the black die digits. Cached; shared (``.copy()`` first)."""
    return _die(str(die), str(face), _side(size))


@functools.lru_cache(maxsize=512)
def _die(die: str, face: str, size: int) -> pygame.Surface:
    body, ink = DIE_BODY.get(die, DIE_BODY["gray"])

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        if die == "black":
            pen.polygon((0, 0, 0, 120), [(0.5, 0.06), (0.94, 0.4), (0.78, 0.96), (0.22, 0.96), (0.06, 0.4)], 0.06)
            pen.polygon(darken(body, 0.5), [(0.5, 0.03), (0.94, 0.37), (0.78, 0.93), (0.22, 0.93), (0.06, 0.37)],
                        0.06)
            pen.polygon(body, [(0.5, 0.07), (0.9, 0.38), (0.75, 0.89), (0.25, 0.89), (0.1, 0.38)], 0.05)
            pen.polygon(lighten(body, 0.12), [(0.5, 0.07), (0.9, 0.38), (0.5, 0.3), (0.1, 0.38)], 0.03)
            return
        pen.rect((0, 0, 0, 120), (0.06, 0.09, 0.9, 0.88), radius=0.18)
        pen.rect(darken(body, 0.45), (0.04, 0.04, 0.9, 0.9), radius=0.18)
        pen.rect(lighten(body, 0.15), (0.06, 0.05, 0.86, 0.85), radius=0.16)
        pen.rect(body, (0.08, 0.08, 0.82, 0.8), radius=0.15)
        symbols.die_mark(pen.sub(0.14, 0.13, 0.7), face, ink, die)
    surf = art.supersampled((size, size), draw, 3)
    if die == "black":
        words = art.text(face, max(7, round(size * (0.34 if len(face) > 1 else 0.42))), BONE, bold=True)
        surf.blit(words, words.get_rect(center=(size // 2, round(size * 0.55))))
    elif face in ("script", "§"):
        words = art.text("§", max(7, round(size * 0.46)), INK, bold=True)
        surf.blit(words, words.get_rect(center=(size // 2, round(size * 0.54))))
    return art.finish(surf)


# ------------------------------------------------------------------------------------------------- states
def state_token(state_name: str, level: int, size: int, markers: int = 0) -> pygame.Surface:
    """A square State token (fatigue, hunger, illness, misery, wounds) at level 1-4: its icon on the
    level's colour (4: deadly red), and ``markers`` small black markers along its lower edge. Cached;
    shared (``.copy()`` first)."""
    return _state(str(state_name), max(1, min(4, int(level))), _side(size), max(0, int(markers)))


@functools.lru_cache(maxsize=512)
def _state(state_name: str, level: int, size: int, markers: int) -> pygame.Surface:
    fill = STATE_LEVEL[level]
    ink = BONE if level >= 3 else INK

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((0, 0, 0, 110), (0.05, 0.08, 0.9, 0.9), radius=0.12)
        pen.rect(darken(fill, 0.5), (0.04, 0.04, 0.92, 0.92), radius=0.12)
        pen.rect(fill, (0.07, 0.07, 0.86, 0.86), radius=0.1)
        pen.rect(lighten(fill, 0.16), (0.07, 0.07, 0.86, 0.2), radius=0.1)
        pen.rect(fill, (0.07, 0.17, 0.86, 0.12))
        symbols.state_icon(pen.sub(0.16, 0.1, 0.62), state_name, ink, fill)
        for k in range(level):                    # the level as notches on the right edge
            pen.rect(ink, (0.8, 0.16 + k * 0.13, 0.08, 0.08), radius=0.02)
        for k in range(min(markers, 4)):
            pen.circle(BONE, (0.2 + k * 0.2, 0.84), 0.075)
            pen.circle((14, 14, 16), (0.2 + k * 0.2, 0.84), 0.06)
    return art.finish(art.supersampled((size, size), draw, 3))


# ------------------------------------------------------------------------------------------------- standees
def standee(character_id: str, size: int, asleep: bool = False) -> pygame.Surface:
    """A Character's miniature on a round base: height ``size``, width about 0.6 of it; greyed and lying
    down when asleep. Cached; shared (``.copy()`` first)."""
    return _standee(str(character_id), _side(size), bool(asleep))


@functools.lru_cache(maxsize=256)
def _standee(character_id: str, size: int, asleep: bool) -> pygame.Surface:
    width = max(1, round(size * 0.6))
    return art.finish(miniatures.miniature(character_id, (width, size), asleep))


# ------------------------------------------------------------------------------------------------- pets
PET_COATS = {"dog": ((146, 104, 62), (92, 62, 36)), "cat": ((112, 104, 96), (200, 122, 52))}


def pet_figure(pet: str, size: int) -> pygame.Surface:
    """A pet's miniature sitting on the floor, side on, facing right (Companions): the Dog, a mongrel with a
    torn ear and a red collar; the Cat, a tortoiseshell, tail curled round her feet; any other pet as the
    Dog. ``size`` is its height (and width). Cached; shared (``.copy()`` first)."""
    return _pet(str(pet), _side(size))


@functools.lru_cache(maxsize=64)
def _pet(pet: str, size: int) -> pygame.Surface:
    coat, patch = PET_COATS.get(pet, PET_COATS["dog"])
    dark = darken(coat, 0.45)

    def dog(pen: Pen) -> None:
        pen.capsule(dark, (0.24, 0.66), (0.07, 0.5), 0.04)                    # the tail, up
        pen.ellipse(coat, (0.16, 0.48, 0.5, 0.34))                            # the body
        pen.circle(darken(coat, 0.12), (0.3, 0.72), 0.15)                     # the haunch
        pen.capsule(coat, (0.3, 0.84), (0.46, 0.88), 0.045)                   # a hind paw
        for x in (0.56, 0.66):                                                # the front legs
            pen.capsule(darken(coat, 0.08), (x, 0.56), (x + 0.02, 0.88), 0.05)
        pen.capsule(coat, (0.56, 0.62), (0.68, 0.34), 0.12)                   # chest and neck
        pen.line((168, 36, 30), [(0.58, 0.44), (0.76, 0.4)], 0.04)            # the collar
        pen.circle(coat, (0.7, 0.28), 0.13)                                   # the head
        pen.capsule(lighten(coat, 0.12), (0.74, 0.32), (0.9, 0.35), 0.06)     # the muzzle
        pen.circle(INK, (0.93, 0.34), 0.03)                                   # the nose
        pen.circle(INK, (0.75, 0.25), 0.022)                                  # an eye
        pen.polygon(dark, [(0.6, 0.2), (0.66, 0.15), (0.66, 0.36), (0.58, 0.34)], 0.02)   # a floppy ear
        pen.polygon(dark, [(0.68, 0.16), (0.74, 0.05), (0.77, 0.17)], 0.01)   # the torn one, standing

    def cat(pen: Pen) -> None:
        pen.capsule(dark, (0.3, 0.9), (0.1, 0.86), 0.045)                     # the tail round her feet
        pen.capsule(dark, (0.1, 0.86), (0.08, 0.7), 0.045)
        pen.ellipse(coat, (0.22, 0.4, 0.42, 0.52))                            # the body
        pen.ellipse(patch, (0.28, 0.5, 0.16, 0.2))                            # tortoiseshell patches
        pen.ellipse(INK, (0.4, 0.66, 0.14, 0.14))
        for x in (0.52, 0.6):                                                 # the front legs
            pen.capsule(lighten(coat, 0.06), (x, 0.6), (x, 0.9), 0.045)
        pen.circle(coat, (0.58, 0.32), 0.15)                                  # the head
        pen.ellipse(patch, (0.5, 0.2, 0.12, 0.1))
        pen.polygon(coat, [(0.45, 0.26), (0.47, 0.06), (0.58, 0.2)], 0.01)    # the ears
        pen.polygon(coat, [(0.6, 0.19), (0.7, 0.05), (0.72, 0.26)], 0.01)
        pen.polygon(dark, [(0.48, 0.22), (0.49, 0.11), (0.55, 0.2)])
        for x in (0.56, 0.66):                                                # green eyes
            pen.circle((150, 196, 80), (x, 0.31), 0.03)
            pen.circle(INK, (x, 0.31), 0.012)
        pen.circle((196, 120, 120), (0.62, 0.37), 0.02)                       # the nose
        for dy in (-0.02, 0.02):                                              # whiskers
            pen.line(BONE, [(0.66, 0.38 + dy), (0.82, 0.36 + dy * 3)], 0.008)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.ellipse((0, 0, 0, 90), (0.08, 0.84, 0.86, 0.14))                  # its shadow on the floor
        (cat if pet == "cat" else dog)(pen)
    return art.finish(art.supersampled((size, size), draw, 3))


# ------------------------------------------------------------------------------------------------- children
CHILD_CLOTHES = {"boy": [((70, 96, 128), (60, 48, 40))], "girl": [((150, 62, 58), (118, 74, 40))],
                 "kids": [((96, 112, 70), (74, 54, 38)), ((176, 128, 54), (150, 96, 48))]}
SKIN = (226, 184, 150)


def children_figure(card: str, size: int, happiness: int = 0, most: int = 0) -> pygame.Surface:
    """The Orphans' miniatures (Orphans of War): one child, or a brother and sister side by side, smaller than
    a Character's standee, in a coat too big and a knitted hat, each on a round base; under them the
    Happiness track as pips, lit up to ``happiness`` of ``most``. ``size`` is its height and width. Cached; shared (``.copy()`` first)."""
    return _children(str(card), _side(size), max(0, int(happiness)), max(0, int(most)))


@functools.lru_cache(maxsize=64)
def _children(card: str, size: int, happiness: int, most: int) -> pygame.Surface:
    clothes = CHILD_CLOTHES.get(card, CHILD_CLOTHES["boy"])

    def child(pen: Pen, x: float, coat: tuple, hair: tuple, tall: float) -> None:
        top = 0.78 - tall
        pen.ellipse((0, 0, 0, 90), (x - 0.16, 0.74, 0.32, 0.08))                   # the base
        pen.ellipse(darken(coat, 0.55), (x - 0.15, 0.72, 0.3, 0.07))
        for dx in (-0.05, 0.05):                                                   # legs and boots
            pen.capsule((52, 48, 46), (x + dx, top + tall * 0.62), (x + dx, 0.73), 0.035)
        pen.polygon(coat, [(x - 0.1, top + tall * 0.3), (x + 0.1, top + tall * 0.3), (x + 0.14, top + tall * 0.72),
                           (x - 0.14, top + tall * 0.72)], 0.02)                   # a coat too big for them
        pen.line(darken(coat, 0.3), [(x, top + tall * 0.34), (x, top + tall * 0.7)], 0.012)
        for side in (-1, 1):                                                       # arms, hands in sleeves
            pen.capsule(darken(coat, 0.12), (x + side * 0.1, top + tall * 0.34), (x + side * 0.13, top + tall * 0.6), 0.035)
        pen.circle(SKIN, (x, top + tall * 0.2), tall * 0.16)                       # the head
        pen.ellipse(hair, (x - tall * 0.17, top + tall * 0.02, tall * 0.34, tall * 0.14))   # a knitted hat
        pen.circle(lighten(hair, 0.3), (x, top), 0.025)                            # its bobble
        pen.circle(INK, (x - tall * 0.05, top + tall * 0.21), 0.012)
        pen.circle(INK, (x + tall * 0.05, top + tall * 0.21), 0.012)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        if len(clothes) == 1:
            child(pen, 0.5, *clothes[0], 0.6)
        else:                                      # the older sister a head taller, her brother beside her
            child(pen, 0.32, *clothes[1], 0.62)
            child(pen, 0.68, *clothes[0], 0.5)
        if most:                                   # the Happiness track
            step = min(0.12, 0.9 / most)
            left = 0.5 - step * (most - 1) / 2
            for k in range(most):
                lit = k < happiness
                pen.circle((20, 18, 16), (left + k * step, 0.9), step * 0.46)
                pen.circle((232, 178, 72) if lit else (70, 62, 54), (left + k * step, 0.9), step * 0.34)
    return art.finish(art.supersampled((size, size), draw, 3))


# ------------------------------------------------------------------------------------------------- figures
def door_figure(kind: str, size: int) -> pygame.Surface:
    """A figure at the door or on the Findings Pile (Farmers and Market, Our Street), standing on a round base:
    the Farmer in a flat cap and a brown waistcoat with a basket on his arm; the Thug bare-headed in a black
    leather jacket, a length of pipe in his hand; the Soldier in an olive greatcoat and a helmet, his rifle
    slung (any other kind as the Farmer). ``size`` is its height (width about 0.6 of it). Cached;
    shared (``.copy()`` first)."""
    return _door_figure(str(kind), _side(size))


@functools.lru_cache(maxsize=32)
def _door_figure(kind: str, size: int) -> pygame.Surface:
    thug, soldier = kind == "thug", kind == "soldier"
    coat = (34, 32, 34) if thug else (84, 92, 58) if soldier else (112, 78, 48)
    legs = (44, 46, 56) if thug else (62, 68, 44) if soldier else (88, 80, 60)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)                                   # width 0.6 of the height: y runs to about 1.66
        pen.ellipse((0, 0, 0, 90), (0.06, 1.52, 0.88, 0.12))
        pen.ellipse(darken(coat, 0.5), (0.1, 1.5, 0.8, 0.1))
        for x in (0.36, 0.62):
            pen.capsule(legs, (x, 0.98), (x, 1.5), 0.08)
        pen.polygon(coat, [(0.2, 0.5), (0.8, 0.5), (0.86, 1.04), (0.14, 1.04)], 0.04)
        pen.capsule(darken(coat, 0.12), (0.18, 0.56), (0.1, 0.98), 0.07)
        pen.capsule(darken(coat, 0.12), (0.82, 0.56), (0.9, 0.98), 0.07)
        pen.circle(SKIN, (0.5, 0.34), 0.17)
        if soldier:
            pen.line((58, 44, 34), [(0.16, 0.5), (0.84, 1.0)], 0.035)                 # the rifle's sling
            pen.line((46, 42, 40), [(0.9, 0.3), (0.76, 1.02)], 0.06)                  # the rifle, muzzle up
            pen.ellipse((70, 78, 48), (0.26, 0.12, 0.48, 0.2))                       # the helmet
            pen.ellipse((60, 66, 40), (0.22, 0.24, 0.56, 0.06))                      # and its rim
            pen.circle(INK, (0.45, 0.36), 0.02)
            pen.circle(INK, (0.56, 0.36), 0.02)
        elif thug:
            pen.line((120, 120, 126), [(0.92, 0.7), (0.98, 1.22)], 0.045)           # the pipe
            pen.circle(darken(SKIN, 0.2), (0.5, 0.22), 0.12)                       # a shaved head
            pen.line(INK, [(0.4, 0.32), (0.47, 0.34)], 0.02)                       # a scowl
            pen.line(INK, [(0.53, 0.34), (0.6, 0.32)], 0.02)
        else:
            pen.ellipse((84, 70, 52), (0.26, 0.14, 0.5, 0.14))                     # the flat cap and its peak
            pen.ellipse((70, 58, 44), (0.44, 0.22, 0.4, 0.07))
            pen.circle(INK, (0.45, 0.35), 0.02)
            pen.circle(INK, (0.56, 0.35), 0.02)
            pen.ellipse((176, 140, 84), (0.02, 0.86, 0.36, 0.22))                  # the basket
            pen.ellipse((120, 160, 70), (0.06, 0.82, 0.12, 0.08))                  # greens in it
            pen.ellipse((196, 80, 60), (0.18, 0.8, 0.1, 0.08))
    return art.finish(art.supersampled((max(1, round(size * 0.6)), size), draw, 3))


# ------------------------------------------------------------------------------------------------- enemies
def enemy_token(prowess: int, weapon: str | None, size: int, hurt: int = 0, alive: bool = True) -> pygame.Surface:
    """An Enemy: a dark round token with its Prowess (0-2) as pips, its weapon's glyph, up to 3 wound
    slashes, and a red cross once dead. Cached; shared (``.copy()`` first)."""
    return _enemy(max(0, min(3, int(prowess))), str(weapon or "none"), _side(size), max(0, min(3, int(hurt))),
                  bool(alive))


@functools.lru_cache(maxsize=512)
def _enemy(prowess: int, weapon: str, size: int, hurt: int, alive: bool) -> pygame.Surface:

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 120), (0.5, 0.53), 0.47)
        pen.circle((12, 12, 14), (0.5, 0.5), 0.47)
        pen.circle((58, 34, 30), (0.5, 0.5), 0.43)
        pen.circle((40, 30, 30), (0.5, 0.5), 0.38)
        # a hooded head and shoulders
        pen.ellipse((20, 18, 18), (0.26, 0.5, 0.48, 0.36))
        pen.circle((20, 18, 18), (0.5, 0.4), 0.14)
        pen.circle((150, 40, 30), (0.45, 0.4), 0.022)
        pen.circle((150, 40, 30), (0.55, 0.4), 0.022)
        if weapon not in ("none", ""):
            pictograms.goods(pen.sub(0.52, 0.5, 0.34), weapon.replace("_", "-"), "weapon")
        for k in range(prowess):
            x = 0.5 + (k - (prowess - 1) / 2) * 0.13
            pen.circle((214, 176, 80), (x, 0.17), 0.045)
        for k in range(hurt):
            x = 0.22 + k * 0.09
            pen.line((190, 40, 32), [(x, 0.6), (x + 0.07, 0.42)], 0.035)
        if not alive:
            pen.line((170, 26, 24), [(0.2, 0.2), (0.8, 0.8)], 0.07)
            pen.line((170, 26, 24), [(0.8, 0.2), (0.2, 0.8)], 0.07)
    return art.finish(art.supersampled((size, size), draw, 3))


# ------------------------------------------------------------------------------------------------- Tactics
def tactics_token(size: int) -> pygame.Surface:
    """A Tactics token: a brass disc stamped with a compass rose, the sign of a plan. Cached; shared."""
    return _tactics_token(_side(size))


@functools.lru_cache(maxsize=32)
def _tactics_token(size: int) -> pygame.Surface:

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 110), (0.5, 0.54), 0.46)
        pen.circle((120, 92, 40), (0.5, 0.5), 0.46)
        pen.circle((206, 166, 80), (0.5, 0.5), 0.4)
        pen.circle((150, 114, 50), (0.5, 0.5), 0.4, 0.03)
        for tip, side in (((0.5, 0.14), (0.06, 0.0)), ((0.5, 0.86), (0.06, 0.0)), ((0.14, 0.5), (0.0, 0.06)),
                          ((0.86, 0.5), (0.0, 0.06))):
            pen.polygon((92, 66, 30), [tip, (0.5 + side[0], 0.5 + side[1]), (0.5 - side[0], 0.5 - side[1])])
        pen.circle(lighten((206, 166, 80), 0.3), (0.5, 0.5), 0.07)
    return art.finish(art.supersampled((size, size), draw, 3))


# ------------------------------------------------------------------------------------------------- markers
def marker(kind: str, size: int) -> pygame.Surface:
    """A marker: "noise", "cold", "board_up", "wait", "leader" (the First Player's flag-bearer), "flag"
    (a blank token to write on), "x5" (the Storage x5), "objective_counter". Cached; shared (``.copy()``)."""
    return _marker(str(kind), _side(size))


@functools.lru_cache(maxsize=256)
def _marker(kind: str, size: int) -> pygame.Surface:

    def draw(canvas: pygame.Surface) -> None:
        symbols.marker(Pen(canvas), kind)
    surf = art.supersampled((size, size), draw, 3)
    words = {"wait": "WAIT", "x5": "x5"}.get(kind)
    if words:
        px = max(7, round(size * (0.26 if kind == "wait" else 0.36)))
        label = art.text(words, px, INK if kind == "x5" else BONE, bold=True)
        surf.blit(label, label.get_rect(center=(size // 2, round(size * (0.68 if kind == "wait" else 0.5)))))
    return art.finish(surf)


# ------------------------------------------------------------------------------------------------- rolls
def roll_faces(event_data: dict, size: int) -> list[pygame.Surface]:
    """The dice of a roll event's data drawn with ``die_face``: {"die", "face"} (a combat die), {"die":
    "black", "result"} (the d10), or lists {"faces", "colors"/"dice"}. The surfaces are shared."""
    return [die_face(die, face, size) for die, face in roll_dice(event_data)]


def roll_dice(event_data: dict) -> list[tuple[str, str]]:
    """(die, face) for each die of a roll event's data."""
    data = event_data or {}
    if "faces" in data and isinstance(data["faces"], (list, tuple)):
        colors = data.get("colors") or data.get("dice") or [data.get("die", "gray")] * len(data["faces"])
        if isinstance(colors, str):
            colors = [colors] * len(data["faces"])
        return [(str(c), _face_word(f)) for c, f in zip(colors, data["faces"])]
    if isinstance(data.get("dice"), (list, tuple)):
        return [(str(d.get("die", "gray")), _face_word(d.get("face", d.get("result", "blank"))))
                for d in data["dice"] if isinstance(d, dict)]
    if "die" in data:
        return [(str(data["die"]), _face_word(data.get("face", data.get("result", "blank"))))]
    return []


def _face_word(face) -> str:
    return "script" if face == "§" else str(face)


__all__ = ["token_picture", "die_face", "state_token", "standee", "pet_figure", "enemy_token", "tactics_token", "marker",
           "roll_faces", "roll_dice", "register_resources", "STATES", "MARKERS", "RIM"]
