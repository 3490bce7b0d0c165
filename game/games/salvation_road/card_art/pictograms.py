"""Small pictograms drawn in unit coordinates with a Pen: the apocalypse types' glyphs (skull,
rifles and fire, empty bowl, biohazard; ``apocalypse_icon``) and the recon binoculars."""
from __future__ import annotations

import functools
import math

import pygame

from game.ui import art
from game.ui.art import Pen

from ..piece_names import APOCALYPSE_LETTERS
from .palette import SR, CLEAR, piece_side
from .text import txt, put


def _skull(pen: Pen, bone, dark) -> None:
    pen.circle(bone, (0.5, 0.42), 0.33)
    pen.rect(bone, (0.29, 0.5, 0.42, 0.33), radius=0.09)
    pen.polygon(dark, [(0.27, 0.43), (0.45, 0.45), (0.43, 0.59), (0.31, 0.57)], corner=0.03)
    pen.polygon(dark, [(0.73, 0.43), (0.55, 0.45), (0.57, 0.59), (0.69, 0.57)], corner=0.03)
    pen.polygon(dark, [(0.5, 0.6), (0.45, 0.7), (0.55, 0.7)], corner=0.01)
    for x in (0.41, 0.5, 0.59):
        pen.line(dark, [(x, 0.75), (x, 0.84)], 0.035)


def _flame(pen: Pen, outer, inner) -> None:
    body = (art.bezier_points((0.5, 0.06), (0.82, 0.4), (0.76, 0.66))
            + art.bezier_points((0.76, 0.66), (0.72, 0.92), (0.5, 0.94))[1:]
            + art.bezier_points((0.5, 0.94), (0.22, 0.92), (0.22, 0.64))[1:]
            + art.bezier_points((0.22, 0.64), (0.24, 0.46), (0.36, 0.36))[1:]
            + art.bezier_points((0.36, 0.36), (0.38, 0.54), (0.46, 0.52))[1:]
            + art.bezier_points((0.46, 0.52), (0.4, 0.28), (0.5, 0.06))[1:])
    pen.polygon(outer, body)
    core = art.teardrop_points((0.5, 0.46), (0.5, 0.74), 0.15)
    pen.polygon(inner, core)


def _crossed_rifles(pen: Pen, color) -> None:
    for flip in (1, -1):
        a = (0.5 - 0.36 * flip, 0.84)
        b = (0.5 + 0.34 * flip, 0.16)
        pen.capsule(color, a, b, 0.045)
        # stock
        sx, sy = 0.5 - 0.3 * flip, 0.74
        pen.polygon(color, [(sx - 0.1 * flip, sy + 0.02), (sx + 0.02 * flip, sy - 0.08),
                            (sx + 0.1 * flip, sy + 0.04), (sx - 0.04 * flip, sy + 0.16)], corner=0.02)


def _bowl(pen: Pen, color, dark) -> None:
    # an empty bowl with a cracked rim and a spoon: famine
    pen.polygon(color, [(0.12, 0.5)] + art.arc_points((0.5, 0.5), 0.38, 180, 0) + [(0.88, 0.5)])
    pen.polygon(color, art.arc_points((0.5, 0.5), 0.38, 0, 180), corner=0.02)
    pen.rect(color, (0.36, 0.84, 0.28, 0.06), radius=0.02)
    pen.ellipse(dark, (0.16, 0.44, 0.68, 0.12))
    pen.line(dark, [(0.56, 0.5), (0.62, 0.62), (0.58, 0.7)], 0.03)
    pen.capsule(color, (0.62, 0.46), (0.86, 0.14), 0.035)
    pen.ellipse(color, (0.8, 0.06, 0.12, 0.14))


def _biohazard(pen: Pen, color, knock) -> None:
    for i in range(3):
        angle = math.radians(-90 + i * 120)
        cx, cy = 0.5 + 0.2 * math.cos(angle), 0.54 + 0.2 * math.sin(angle)
        pen.circle(color, (cx, cy), 0.2)
        ix, iy = 0.5 + 0.27 * math.cos(angle), 0.54 + 0.27 * math.sin(angle)
        pen.circle(knock, (ix, iy), 0.13)
    pen.circle(knock, (0.5, 0.54), 0.11)
    pen.circle(color, (0.5, 0.54), 0.28, width=0.05)
    pen.circle(knock, (0.5, 0.54), 0.06)
    for i in range(3):
        angle = math.radians(-30 + i * 120)
        pen.line(knock, [(0.5 + 0.08 * math.cos(angle), 0.54 + 0.08 * math.sin(angle)),
                         (0.5 + 0.42 * math.cos(angle), 0.54 + 0.42 * math.sin(angle))], 0.05)


def _draw_apocalypse_glyph(pen: Pen, kind: str, color, dark) -> None:
    if kind == "death":
        _skull(pen.sub(0.06, 0.04, 0.88), color, dark)
    elif kind == "war":
        _crossed_rifles(pen.sub(0.02, 0.06, 0.96), color)
        _flame(pen.sub(0.3, 0.02, 0.4), color, dark)
    elif kind == "famine":
        _bowl(pen.sub(0.04, 0.06, 0.92), color, dark)
    elif kind == "pestilence":
        _biohazard(pen.sub(0.02, 0.0, 0.96), color, CLEAR if dark is None else dark)
    else:
        pen.circle(color, (0.5, 0.5), 0.3, width=0.08)


def apocalypse_icon(kind: str, size: int, color=None, colorblind: bool = False) -> pygame.Surface:
    """The type glyph of an apocalypse card: skull (death), crossed rifles and fire (war),
    empty bowl (famine), biohazard (pestilence); each a different shape."""
    return _apocalypse_icon(str(kind), piece_side(size), tuple(color) if color else None, bool(colorblind))


@functools.lru_cache(maxsize=128)
def _apocalypse_icon(kind: str, size: int, color, colorblind: bool) -> pygame.Surface:
    fill = color or SR["bone"]

    def draw(canvas: pygame.Surface) -> None:
        layer = art.new_surface(canvas.get_size())
        _draw_apocalypse_glyph(Pen(layer), kind, fill, CLEAR)
        shadow = layer.copy()
        shadow.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
        canvas.blit(shadow, (0, round(canvas.get_height() * 0.03)))
        canvas.blit(layer, (0, 0))

    surf = art.supersampled((size, size), draw)
    if colorblind and kind in APOCALYPSE_LETTERS:
        letter = txt(APOCALYPSE_LETTERS[kind], max(7, round(size * 0.34)), art.PALETTE["road_yellow"],
                      bold=True, outline=(0, 0, 0))
        put(surf, letter, surf.get_rect().inflate(2, 2).move(1, 1), bottomright=(size + 1, size + 1))
    return art.finish(surf)


def binoculars(pen: Pen, color) -> None:
    for x in (0.3, 0.7):
        pen.circle(color, (x, 0.62), 0.2)
        pen.rect(color, (x - 0.14, 0.3, 0.28, 0.3), radius=0.06)
    pen.rect(color, (0.42, 0.4, 0.16, 0.14), radius=0.03)
    for x in (0.3, 0.7):
        pen.circle(CLEAR, (x, 0.62), 0.1)


__all__ = ["apocalypse_icon", "binoculars"]
