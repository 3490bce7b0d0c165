"""The badges on a Hit Z Road card face: resource tokens with their counts, the points star,
the zombie hand (red for a horde) and its horde skulls, the poker mini-card and the level
diamonds. Each is cached by what it shows and its size."""
from __future__ import annotations

import functools

import pygame

from ....ui import art
from ....ui.art import PALETTE, Pen, darken, lighten
from .fields import LEVEL_ACCENTS


@functools.lru_cache(maxsize=128)
def _counted_token(kind: str, count: int, token_size: int) -> pygame.Surface:
    """A resource token with its count in a dark bubble at the lower right."""
    bubble = round(token_size * 0.58)
    number = art.text(str(count), round(bubble * 0.8), PALETTE["bone"])
    bubble_w = max(bubble, number.get_width() + bubble // 3)
    size = (token_size + bubble_w // 2 + 1, token_size + bubble // 3 + 1)
    result = art.new_surface(size)
    result.blit(art.resource_token(kind, token_size), (0, 0))
    bubble_rect = pygame.Rect(size[0] - bubble_w, size[1] - bubble, bubble_w, bubble)
    result.blit(art.panel(bubble_rect.size, (16, 16, 18, 240), bubble // 2, border=(255, 255, 255, 90)), bubble_rect)
    result.blit(number, number.get_rect(center=bubble_rect.center))
    return result


@functools.lru_cache(maxsize=64)
def _points_star(points: int, size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        star = art.star_points((0.5, 0.53), 0.44, 0.25)
        pen.sub(0.0, 0.03, 1.0).polygon((0, 0, 0, 120), star, corner=0.05)
        pen.polygon((250, 250, 250), star, corner=0.045)
        pen.polygon(darken(PALETTE["star_blue"], 0.4), star, corner=0.022)
        pen.polygon(PALETTE["star_blue"], art.star_points((0.5, 0.53), 0.41, 0.235), corner=0.012)
        pen.polygon(lighten(PALETTE["star_blue"], 0.25), art.star_points((0.49, 0.51), 0.3, 0.17), corner=0.01)

    star = art.supersampled((size, size), draw)
    number = art.text(str(points), round(size * 0.42), (255, 255, 255), outline=darken(PALETTE["star_blue"], 0.55))
    star.blit(number, number.get_rect(center=(size // 2, round(size * 0.56))))
    return star


def _draw_zombie_hand(pen: Pen, color, grow: float) -> None:
    """A rotting hand reaching up out of a ragged sleeve (unit box)."""
    pen.rect(color, (0.28 - grow, 0.4 - grow, 0.44 + 2 * grow, 0.38 + 2 * grow), radius=0.12 + grow)
    fingers = (
        (0.34, (0.27, 0.16), 0.055),
        (0.45, (0.42, 0.06), 0.058),
        (0.56, (0.58, 0.08), 0.056),
        (0.66, (0.74, 0.2), 0.05),
    )
    for base_x, tip, radius in fingers:
        knuckle = (base_x + (tip[0] - base_x) * 0.55, 0.46 - (0.46 - tip[1]) * 0.6)
        pen.capsule(color, (base_x, 0.48), knuckle, radius + grow)
        pen.capsule(color, knuckle, tip, radius * 0.85 + grow)
    pen.capsule(color, (0.32, 0.66), (0.14, 0.44), 0.06 + grow)
    pen.polygon(
        color,
        [
            (0.26 - grow, 0.74),
            (0.74 + grow, 0.74),
            (0.78 + grow, 0.98 + grow),
            (0.66, 0.92),
            (0.58, 0.99 + grow),
            (0.48, 0.92),
            (0.38, 0.99 + grow),
            (0.28, 0.93),
            (0.22 - grow, 0.98 + grow),
        ],
    )


@functools.lru_cache(maxsize=64)
def _zombie_hand(zombies: int, horde: int, size: int) -> pygame.Surface:
    skin = (170, 36, 32) if horde else PALETTE["zombie_skin"]
    sleeve = (70, 24, 20) if horde else (78, 74, 66)
    outline = (20, 14, 12)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_zombie_hand(pen.sub(0.0, 0.03, 1.0), (0, 0, 0, 120), 0.05)
        _draw_zombie_hand(pen, outline, 0.04)
        _draw_zombie_hand(pen, darken(skin, 0.2), 0.0)
        _draw_zombie_hand(pen.sub(-0.008, -0.012, 1.0), skin, -0.018)
        # The sleeve over the wrist, and a few rot spots.
        sleeve_shape = [
            (0.24, 0.76),
            (0.76, 0.76),
            (0.8, 0.98),
            (0.66, 0.92),
            (0.58, 0.99),
            (0.48, 0.92),
            (0.38, 0.99),
            (0.28, 0.93),
            (0.2, 0.98),
        ]
        pen.polygon(outline, sleeve_shape, corner=0.02)
        pen.polygon(sleeve, sleeve_shape)
        for spot in ((0.3, 0.5), (0.66, 0.45)):
            pen.circle(darken(skin, 0.3), spot, 0.025)

    hand = art.supersampled((size, size), draw)
    number = art.text(str(zombies), round(size * 0.36), (255, 255, 255), outline=outline)
    hand.blit(number, number.get_rect(center=(round(size * 0.5), round(size * 0.58))))
    return hand


def _draw_solid_skull(pen: Pen, bone, dark) -> None:
    pen.circle(bone, (0.5, 0.42), 0.34)
    pen.rect(bone, (0.28, 0.5, 0.44, 0.34), radius=0.1)
    pen.circle(dark, (0.37, 0.46), 0.1)
    pen.circle(dark, (0.63, 0.46), 0.1)
    pen.polygon(dark, [(0.5, 0.58), (0.44, 0.7), (0.56, 0.7)])
    for x in (0.42, 0.58):
        pen.line(dark, [(x, 0.76), (x, 0.86)], 0.05)


@functools.lru_cache(maxsize=16)
def _horde_skulls(horde: int, size: int) -> pygame.Surface:
    """1-3 small skulls on a dark red pill: the horde strength."""
    skull_size = size
    gap = max(1, size // 8)
    width = horde * skull_size + (horde + 1) * gap
    height = skull_size + gap * 2
    # Copy: panels are shared cache entries and we draw on this one.
    pill = art.panel((width, height), (60, 8, 10, 230), height // 2, border=(255, 120, 100, 120)).copy()

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_solid_skull(pen.sub(0.04, 0.06, 0.88), PALETTE["bone"], (60, 8, 10))

    skull = art.supersampled((skull_size, skull_size), draw)
    for i in range(horde):
        pill.blit(skull, (gap + i * (skull_size + gap), gap))
    return pill


@functools.lru_cache(maxsize=32)
def _poker_card(symbol: str, width: int) -> pygame.Surface:
    """A tiny playing card with the poker letter and a spade."""
    height = round(width * 1.36)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas, scale=canvas.get_width())
        h = height / width
        pen.rect((0, 0, 0, 120), (0.06, 0.08, 0.9, h - 0.09), radius=0.14)
        pen.rect((30, 26, 22), (0.02, 0.02, 0.92, h - 0.08), radius=0.14)
        pen.rect(PALETTE["paper"], (0.08, 0.08, 0.8, h - 0.2), radius=0.1)
        spade = pen.sub(0.28, h * 0.52, 0.4)
        spade.polygon(PALETTE["ink"], [(0.5, 0.05), (0.92, 0.52), (0.5, 0.62), (0.08, 0.52)], corner=0.04)
        spade.circle(PALETTE["ink"], (0.3, 0.58), 0.22)
        spade.circle(PALETTE["ink"], (0.7, 0.58), 0.22)
        spade.polygon(PALETTE["ink"], [(0.5, 0.6), (0.66, 0.98), (0.34, 0.98)])

    card = art.supersampled((width, height), draw)
    letter = art.text(symbol, round(width * 0.5), PALETTE["ink"])
    card.blit(letter, letter.get_rect(center=(round(width * 0.48), round(height * 0.3))))
    return card


@functools.lru_cache(maxsize=32)
def _level_diamonds(level: int, size: int) -> pygame.Surface:
    """Three road-sign diamonds, ``level`` of them lit: the card's level."""
    gap = max(1, size // 4)
    width = size * 3 + gap * 2
    accent = LEVEL_ACCENTS[level]

    def draw(canvas: pygame.Surface) -> None:
        scale = canvas.get_height() / size
        for i in range(3):
            center = (((size + gap) * i + size / 2) * scale, size * scale / 2)
            pygame.draw.polygon(
                canvas, PALETTE["asphalt_dark"], art.regular_polygon_points(center, size * scale * 0.5, 4)
            )
            pygame.draw.polygon(
                canvas,
                accent if i < level else (70, 70, 74),
                art.regular_polygon_points(center, size * scale * 0.33, 4),
            )

    return art.supersampled((width, size), draw)


__all__ = ["_counted_token", "_points_star", "_zombie_hand", "_horde_skulls", "_poker_card", "_level_diamonds"]
