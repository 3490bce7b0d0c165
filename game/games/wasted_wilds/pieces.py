"""Wasted Wilds' small pieces, drawn from code: the spawn dice, the monster token, the barricade, the
survivors' standees (each character its colour), the hunger die and the stunned mark. Each returns an
SRCALPHA surface of the size asked, cached by its arguments (shared: ``.copy()`` first)."""
from __future__ import annotations

import functools

import pygame

from ...ui import art
from ...ui.art import Pen, darken

CHARACTER_RGB = {"driver": (214, 120, 48), "chef": (206, 62, 62), "thief": (120, 92, 196), "contractor": (66, 150, 88)}
SPAWN_DIE = ((44, 46, 52), (236, 232, 222))
HUNGER_DIE = ((226, 196, 120), (60, 40, 24))


def character_rgb(char_id: str | None) -> tuple[int, int, int]:
    return CHARACTER_RGB.get(char_id or "", (150, 150, 160))


def spawn_die(face: int, size: int) -> pygame.Surface:
    return art.pip_die(*SPAWN_DIE, int(face), int(size))


@functools.lru_cache(maxsize=128)
def hunger_die(value: int, size: int, starving: bool = False) -> pygame.Surface:
    """The hunger die: its number on a wheat-coloured die; red once starving."""
    size = max(10, int(size))
    body = (186, 44, 36) if starving else HUNGER_DIE[0]

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((0, 0, 0, 120), (0.05, 0.09, 0.92, 0.9), radius=0.2)
        pen.rect(darken(body, 0.35), (0.03, 0.03, 0.92, 0.92), radius=0.2)
        pen.rect(body, (0.05, 0.04, 0.88, 0.86), radius=0.18)
    surf = art.supersampled((size, size), draw)
    words = art.text(str(value), max(8, round(size * 0.62)), (250, 244, 230) if starving else HUNGER_DIE[1], bold=True)
    surf.blit(words, words.get_rect(center=(size // 2, size // 2 - 1)))
    return surf


@functools.lru_cache(maxsize=64)
def monster_token(size: int) -> pygame.Surface:
    """A monster token: a dark red disc with three claw marks."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 130), (0.52, 0.56), 0.45)
        pen.circle((70, 14, 14), (0.5, 0.5), 0.45)
        pen.circle((150, 32, 28), (0.5, 0.5), 0.38)
        for dx in (-0.14, 0.0, 0.14):
            pen.polygon((246, 226, 210), [(0.44 + dx, 0.26), (0.5 + dx, 0.26), (0.46 + dx, 0.74), (0.4 + dx, 0.74)])
    return art.supersampled((max(8, size), max(8, size)), draw)


@functools.lru_cache(maxsize=64)
def barricade(size: int) -> pygame.Surface:
    """Two crossed planks with nails."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        wood, dark = (168, 120, 70), (96, 62, 34)
        for (x0, y0), (x1, y1) in (((0.14, 0.24), (0.86, 0.7)), ((0.14, 0.7), (0.86, 0.24))):
            pen.capsule(dark, (x0, y0 + 0.03), (x1, y1 + 0.03), 0.11)
            pen.capsule(wood, (x0, y0), (x1, y1), 0.1)
        for x, y in ((0.22, 0.29), (0.78, 0.29), (0.22, 0.66), (0.78, 0.66)):
            pen.circle((60, 60, 64), (x, y), 0.035)
    return art.supersampled((max(8, size), max(8, size)), draw)


@functools.lru_cache(maxsize=64)
def standee(char_id: str, size: int, active: bool = False, letter: str = "") -> pygame.Surface:
    """A survivor's standee: a meeple in the character's colour on a round base (ringed when it is their turn)."""
    size = max(10, int(size))
    rgb = character_rgb(char_id)
    surf = art.new_surface((size, size))
    if active:
        pygame.draw.circle(surf, (255, 226, 120), (size // 2, size // 2), size // 2, max(2, size // 12))
    body = art.meeple(round(size * 0.78), rgb)
    surf.blit(body, body.get_rect(center=(size // 2, size // 2)))
    if letter:
        mark = art.text(letter, max(8, round(size * 0.34)), (250, 246, 236), bold=True)
        surf.blit(mark, mark.get_rect(center=(size // 2, round(size * 0.6))))
    return surf


@functools.lru_cache(maxsize=32)
def stunned_mark(size: int) -> pygame.Surface:
    """Little stars over a stunned monster."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        for x, y, r in ((0.25, 0.45, 0.18), (0.55, 0.3, 0.14), (0.78, 0.55, 0.12)):
            pen.polygon((255, 226, 90), art.star_points((x, y), r, r * 0.45, 5))
    return art.supersampled((max(8, size), max(8, size)), draw)
