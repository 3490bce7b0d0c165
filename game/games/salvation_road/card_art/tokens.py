"""The pieces that lie on cards: wound tokens (the unrevealed side is the same for every token),
marauder tokens (bike, buggy) and the threat dice."""
from __future__ import annotations

import functools

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten, with_alpha
from game.ui.board_kit import int_or

from ..piece_names import WOUND_TYPES, WOUND_LETTERS
from .palette import SR, DIE_BODIES, piece_side
from .text import txt, put


def wound_token(kind: str, size: int, colorblind: bool = False) -> pygame.Surface:
    """A wound token. "unrevealed": the black side with a red claw wound, the same for every
    token. A revealed type: a bone disc with a dark red rim and the injury's pictogram."""
    kind = str(kind)
    if kind != "unrevealed" and kind not in WOUND_TYPES:
        kind = "injury"
    return _wound_token(kind, piece_side(size), bool(colorblind) and kind != "unrevealed")


@functools.lru_cache(maxsize=128)
def _wound_token(kind: str, size: int, colorblind: bool) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 110), (0.5, 0.53), 0.47)
        if kind == "unrevealed":
            pen.circle((70, 12, 12), (0.5, 0.5), 0.47)
            pen.circle((16, 14, 16), (0.5, 0.5), 0.42)
            pen.circle((30, 28, 30), (0.48, 0.46), 0.36)
            pen.circle((16, 14, 16), (0.5, 0.5), 0.34)
            for i, dx in enumerate((-0.14, 0.0, 0.14)):
                a, b = (0.32 + dx, 0.28 + abs(dx) * 0.3), (0.6 + dx, 0.74 - abs(dx) * 0.3)
                pen.capsule((120, 10, 12), a, b, 0.05)
                pen.capsule((214, 36, 30), (a[0] + 0.01, a[1] + 0.01), b, 0.032)
            return
        pen.circle((110, 20, 20), (0.5, 0.5), 0.47)
        pen.circle(SR["bone"], (0.5, 0.5), 0.41)
        pen.circle(darken(SR["bone"], 0.08), (0.5, 0.54), 0.36)
        pen.circle(SR["bone"], (0.5, 0.5), 0.35)
        art_pen = pen.sub(0.18, 0.18, 0.64) if not colorblind else pen.sub(0.24, 0.24, 0.56)
        _WOUND_PICTOGRAMS[kind](art_pen)

    surf = art.supersampled((size, size), draw)
    if colorblind:
        letter = txt(WOUND_LETTERS[kind], max(6, round(size * 0.28)), SR["bone"], True)
        badge = letter.get_rect().inflate(max(2, size // 10), 0)
        badge.topleft = (0, 0)
        pygame.draw.rect(surf, (110, 20, 20), badge, border_radius=badge.height // 2)
        put(surf, letter, surf.get_rect(), center=badge.center)
    return art.finish(surf)


_WRED = (178, 26, 26)
_WDARK = (60, 16, 14)


def _wp_critical(pen: Pen) -> None:
    # two drops: this wound brings another
    pen.polygon(_WDARK, art.teardrop_points((0.66, 0.06), (0.66, 0.38), 0.16))
    pen.polygon(_WRED, art.teardrop_points((0.4, 0.2), (0.4, 0.62), 0.26))
    pen.ellipse(lighten(_WRED, 0.45), (0.28, 0.55, 0.07, 0.14))
    pen.rect(_WDARK, (0.78, 0.54, 0.06, 0.3), radius=0.02)       # a plus: one more
    pen.rect(_WDARK, (0.66, 0.66, 0.3, 0.06), radius=0.02)


def _wp_boot(pen: Pen, color) -> None:
    pen.polygon(color, [(0.3, 0.06), (0.56, 0.06), (0.58, 0.56), (0.9, 0.68), (0.92, 0.86), (0.26, 0.86)], corner=0.04)
    pen.rect(darken(color, 0.4), (0.24, 0.86, 0.7, 0.07), radius=0.02)


def _wp_zigzag(pen: Pen, color, at: tuple[float, float]) -> None:
    x, y = at
    pen.line(color, [(x - 0.18, y), (x - 0.08, y - 0.1), (x + 0.0, y + 0.06), (x + 0.08, y - 0.1), (x + 0.18, y)], 0.06)


def _wp_sprained_ankle(pen: Pen) -> None:
    _wp_boot(pen, (70, 52, 40))
    _wp_zigzag(pen, _WRED, (0.46, 0.58))


def _wp_sprained_wrist(pen: Pen) -> None:
    hand = (70, 52, 40)
    pen.rect(hand, (0.28, 0.36, 0.42, 0.36), radius=0.12)
    for x, top in ((0.33, 0.12), (0.44, 0.04), (0.55, 0.06), (0.66, 0.16)):
        pen.capsule(hand, (x, 0.45), (x, top), 0.05)
    pen.capsule(hand, (0.32, 0.6), (0.14, 0.4), 0.055)
    pen.rect(hand, (0.36, 0.7, 0.26, 0.24), radius=0.03)
    _wp_zigzag(pen, _WRED, (0.49, 0.78))


def _wp_painful(pen: Pen) -> None:
    pen.polygon(_WRED, art.star_points((0.5, 0.5), 0.48, 0.22, points=8, rotation=-90), corner=0.01)
    pen.polygon((250, 200, 80), [(0.54, 0.18), (0.36, 0.54), (0.5, 0.54), (0.44, 0.84), (0.66, 0.44), (0.52, 0.44),
                                 (0.6, 0.18)], corner=0.01)


def _wp_flesh_wound(pen: Pen) -> None:
    # a sticking plaster across a scratch: it was nothing
    pen.line(_WRED, [(0.14, 0.3), (0.86, 0.72)], 0.05)
    body = [(0.12, 0.68), (0.68, 0.12), (0.88, 0.32), (0.32, 0.88)]
    pen.polygon((150, 110, 80), body, corner=0.12)
    pen.polygon((214, 176, 140), [(0.36, 0.44), (0.44, 0.36), (0.64, 0.56), (0.56, 0.64)], corner=0.03)
    for dx, dy in ((0.0, 0.0), (0.05, 0.05), (-0.05, -0.05), (0.05, -0.05), (-0.05, 0.05)):
        pen.circle((150, 110, 80), (0.5 + dx, 0.5 + dy), 0.012)


def _wp_injury(pen: Pen) -> None:
    # a stitched gash
    pen.line(_WDARK, [(0.14, 0.62), (0.38, 0.46), (0.62, 0.52), (0.86, 0.34)], 0.11)
    pen.line(_WRED, [(0.14, 0.62), (0.38, 0.46), (0.62, 0.52), (0.86, 0.34)], 0.06)
    for x, y in ((0.26, 0.54), (0.5, 0.49), (0.74, 0.43)):
        pen.line((30, 24, 22), [(x - 0.05, y - 0.12), (x + 0.05, y + 0.12)], 0.03)


_WOUND_PICTOGRAMS = {
    "critical": _wp_critical,
    "sprained_ankle": _wp_sprained_ankle,
    "sprained_wrist": _wp_sprained_wrist,
    "painful": _wp_painful,
    "flesh_wound": _wp_flesh_wound,
    "injury": _wp_injury,
}


def marauder_token(kind: str, size: int) -> pygame.Surface:
    """A marauder token: "bike" (a round rust token with a motorbike) or "buggy" (a hexagonal
    blood-red token with a roll-caged dune buggy): shape and picture differ, not just colour."""
    kind = "buggy" if str(kind) == "buggy" else "bike"
    return _marauder_token(kind, piece_side(size))


@functools.lru_cache(maxsize=64)
def _marauder_token(kind: str, size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        if kind == "bike":
            body = (150, 82, 40)
            pen.circle((0, 0, 0, 110), (0.5, 0.54), 0.47)
            pen.circle((30, 18, 12), (0.5, 0.5), 0.47)
            pen.circle(lighten(body, 0.2), (0.5, 0.5), 0.42)
            pen.circle(body, (0.5, 0.53), 0.4)
            ink = (24, 16, 12)
            for x in (0.27, 0.73):
                pen.circle(ink, (x, 0.64), 0.13)
                pen.circle(body, (x, 0.64), 0.07)
            pen.line(ink, [(0.27, 0.64), (0.44, 0.46), (0.62, 0.46), (0.73, 0.64)], 0.05)
            pen.line(ink, [(0.62, 0.46), (0.68, 0.3), (0.76, 0.3)], 0.04)
            pen.circle(ink, (0.48, 0.24), 0.07)                      # the rider
            pen.line(ink, [(0.48, 0.3), (0.5, 0.46)], 0.07)
            pen.line(ink, [(0.5, 0.34), (0.66, 0.32)], 0.04)
        else:
            body = (120, 26, 22)
            hexagon = art.regular_polygon_points((0.5, 0.5), 0.47, 6, rotation=0)
            pen.polygon((0, 0, 0, 110), [(x, y + 0.03) for x, y in hexagon], corner=0.03)
            pen.polygon((26, 8, 8), hexagon, corner=0.03)
            pen.polygon(lighten(body, 0.2), art.regular_polygon_points((0.5, 0.5), 0.42, 6, rotation=0), corner=0.02)
            pen.polygon(body, art.regular_polygon_points((0.5, 0.53), 0.39, 6, rotation=0), corner=0.02)
            ink = (20, 10, 8)
            pen.polygon(ink, [(0.16, 0.6), (0.22, 0.46), (0.78, 0.46), (0.86, 0.6)], corner=0.02)
            pen.line(ink, [(0.3, 0.46), (0.38, 0.26), (0.64, 0.26), (0.72, 0.46)], 0.04)   # roll cage
            pen.line(ink, [(0.5, 0.26), (0.5, 0.46)], 0.03)
            for x in (0.26, 0.74):
                pen.circle(ink, (x, 0.66), 0.13)
                pen.circle(lighten(body, 0.1), (x, 0.66), 0.05)

    return art.finish(art.supersampled((size, size), draw))


def threat_die(color: str, wounds: int, size: int, colorblind: bool = False) -> pygame.Surface:
    """A threat die showing 0-3 wounds (bone blood drops); blue or red body. ``colorblind`` adds
    the body's letter (B / R) and the count in the corners."""
    color = "red" if str(color) == "red" else "blue"
    return _threat_die(color, max(0, min(3, int_or(wounds))), piece_side(size), bool(colorblind))


_DROP_LAYOUT = {
    0: [],
    1: [(0.5, 0.5)],
    2: [(0.32, 0.32), (0.68, 0.68)],
    3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
}


@functools.lru_cache(maxsize=128)
def _threat_die(color: str, wounds: int, size: int, colorblind: bool) -> pygame.Surface:
    body = DIE_BODIES[color]
    rim = darken(body, 0.6)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((0, 0, 0, 120), (0.03, 0.06, 0.95, 0.94), radius=0.2)
        pen.rect(rim, (0.02, 0.02, 0.96, 0.96), radius=0.21)
        pen.rect(lighten(body, 0.25), (0.06, 0.05, 0.88, 0.86), radius=0.18)
        pen.rect(body, (0.06, 0.07, 0.88, 0.85), radius=0.18)
        art.shade_vertically(canvas, 1.0, 0.78)
        layer = art.new_surface(canvas.get_size())
        lp = Pen(layer)
        face = lp.sub(0.1, 0.1, 0.8) if not colorblind else lp.sub(0.16, 0.16, 0.74)
        if wounds == 0:
            face.circle(with_alpha(lighten(body, 0.3), 200), (0.5, 0.5), 0.1, width=0.04)
        r = 0.15 if wounds == 1 else 0.12
        for x, y in _DROP_LAYOUT[wounds]:
            drop = art.teardrop_points((x, y - r * 1.9), (x, y + r * 0.3), r)
            face.polygon(darken(body, 0.55), [(px + 0.015, py + 0.02) for px, py in drop])
            face.polygon(SR["bone"], drop)
            face.ellipse((214, 40, 36), (x - r * 0.5, y - r * 0.1, r * 0.7, r * 0.6))
        canvas.blit(layer, (0, 0))

    surf = art.supersampled((size, size), draw)
    if colorblind:
        # the free corners: the drops run from top-left to bottom-right
        letter = txt("R" if color == "red" else "B", max(6, round(size * 0.24)), art.PALETTE["road_yellow"], True)
        put(surf, letter, surf.get_rect(), topright=(round(size * 0.89), round(size * 0.07)))
        count = txt(str(wounds), max(6, round(size * 0.24)), SR["bone"], True)
        put(surf, count, surf.get_rect(), bottomleft=(round(size * 0.12), round(size * 0.93)))
    return art.finish(surf)


__all__ = ["wound_token", "marauder_token", "threat_die"]
