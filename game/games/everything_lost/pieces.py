"""Everything Lost's small pieces, drawn from code: the four dice colours (white for you, red for the
free fight die, brown for zombies, black for checks and helpers), the black chip, the home cube, the
bite and the bandage over it, and the pawn. Each returns an SRCALPHA surface of the size asked,
cached by its arguments (shared: ``.copy()`` before drawing on one)."""
from __future__ import annotations

import functools

import pygame

from ...ui import art
from ...ui.art import Pen, darken, lighten

DIE_BODY = {"white": (236, 232, 222), "red": (184, 34, 30), "brown": (122, 78, 44), "black": (30, 30, 32)}
DIE_PIP = {"white": (28, 26, 24), "red": (246, 240, 228), "brown": (240, 222, 190), "black": (240, 236, 226)}


def die(color: str, face: int, size: int, dim: bool = False) -> pygame.Surface:
    """A die of this colour showing face (0: blank, not rolled yet); dim: used up (greyed)."""
    return art.pip_die(DIE_BODY.get(color, DIE_BODY["white"]), DIE_PIP.get(color, DIE_PIP["white"]), int(face),
                       int(size), dim)


@functools.lru_cache(maxsize=64)
def chip(size: int) -> pygame.Surface:
    """The black chip: a track's marker and the one on the bitten spot."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 130), (0.52, 0.56), 0.44)
        pen.circle((12, 12, 14), (0.5, 0.5), 0.44)
        pen.circle((54, 54, 58), (0.5, 0.5), 0.36, width=0.05)
        pen.circle((90, 90, 96), (0.38, 0.36), 0.08)
    return art.supersampled((max(6, size), max(6, size)), draw)


@functools.lru_cache(maxsize=64)
def cube(size: int, color=(214, 168, 72)) -> pygame.Surface:
    """The wooden cube on the home status track."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((0, 0, 0, 120), (0.12, 0.16, 0.8, 0.8), radius=0.1)
        pen.rect(darken(color, 0.3), (0.08, 0.08, 0.8, 0.8), radius=0.1)
        pen.rect(color, (0.08, 0.08, 0.72, 0.72), radius=0.08)
        pen.rect(lighten(color, 0.3), (0.14, 0.12, 0.5, 0.14), radius=0.05)
    return art.supersampled((max(6, size), max(6, size)), draw)


@functools.lru_cache(maxsize=64)
def bite(size: int, covered: bool) -> pygame.Surface:
    """A bite: two arcs of tooth marks; covered: a white bandage strapped over it."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((120, 30, 30), (0.5, 0.5), 0.42)
        pen.circle((160, 40, 36), (0.5, 0.5), 0.34)
        for k in range(6):
            x = 0.25 + k * 0.1
            pen.ellipse((60, 8, 8), (x - 0.035, 0.32 + abs(k - 2.5) * 0.025, 0.07, 0.1))
            pen.ellipse((60, 8, 8), (x - 0.035, 0.58 - abs(k - 2.5) * 0.025, 0.07, 0.1))
        if covered:
            pen.polygon((0, 0, 0, 90), [(0.08, 0.4), (0.92, 0.26), (0.96, 0.56), (0.12, 0.7)], corner=0.03)
            pen.polygon((244, 242, 236), [(0.05, 0.36), (0.9, 0.22), (0.94, 0.52), (0.09, 0.66)], corner=0.03)
            pen.rect((214, 206, 196), (0.4, 0.32, 0.22, 0.24), radius=0.03)
            for k in range(4):
                pen.circle((190, 184, 176), (0.18 + k * 0.2, 0.46 - k * 0.03), 0.015)
    return art.supersampled((max(8, size), max(8, size)), draw)


@functools.lru_cache(maxsize=32)
def pawn(size: int, color=(196, 40, 36)) -> pygame.Surface:
    """The pawn on the map: a round head over a bell-shaped body."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.ellipse((0, 0, 0, 90), (0.18, 0.82, 0.64, 0.14))
        pen.polygon(darken(color, 0.35), [(0.24, 0.9), (0.34, 0.46), (0.66, 0.46), (0.76, 0.9)], corner=0.06)
        pen.polygon(color, [(0.28, 0.86), (0.37, 0.48), (0.63, 0.48), (0.72, 0.86)], corner=0.05)
        pen.circle(darken(color, 0.35), (0.5, 0.3), 0.19)
        pen.circle(color, (0.5, 0.29), 0.16)
        pen.circle(lighten(color, 0.45), (0.45, 0.24), 0.05)
    return art.supersampled((max(8, size), max(8, size)), draw)


__all__ = ["die", "chip", "cube", "bite", "pawn", "DIE_BODY", "DIE_PIP"]
