"""Markers on the table: the truck, the threat token, the use / overrun marker, the activation and
first-player markers and the 3X token of the truck's cargo."""
from __future__ import annotations

import functools
from typing import Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten

from .palette import SR, card_size, piece_side
from .text import txt, put


def truck_token(size: Sequence[int]) -> pygame.Surface:
    """The truck: a battered pickup with a plated cab and a loaded flatbed, side view."""
    return _truck_token(card_size(size, 8))


@functools.lru_cache(maxsize=16)
def _truck_token(size: tuple[int, int]) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        pen = Pen(canvas, scale=w)
        a = h / w
        paint = (150, 60, 36)
        dark = (24, 20, 18)
        ground = a * 0.86
        pen.ellipse((0, 0, 0, 90), (0.04, ground - a * 0.06, 0.92, a * 0.14))
        # flatbed
        pen.rect(dark, (0.04, ground - a * 0.52, 0.56, a * 0.3), radius=0.02)
        pen.rect(darken(paint, 0.15), (0.055, ground - a * 0.5, 0.53, a * 0.26), radius=0.015)
        for x in (0.15, 0.28, 0.41, 0.54):
            pen.line(darken(paint, 0.45), [(x, ground - a * 0.5), (x, ground - a * 0.25)], 0.008)
        # cab
        cab = [(0.58, ground - a * 0.22), (0.58, ground - a * 0.8), (0.76, ground - a * 0.8),
               (0.86, ground - a * 0.5), (0.97, ground - a * 0.46), (0.97, ground - a * 0.22)]
        pen.polygon(dark, cab, corner=0.025)
        pen.polygon(paint, [(0.6, ground - a * 0.24), (0.6, ground - a * 0.76), (0.75, ground - a * 0.76),
                            (0.84, ground - a * 0.48), (0.95, ground - a * 0.44), (0.95, ground - a * 0.24)],
                    corner=0.012)
        pen.polygon((40, 60, 70), [(0.63, ground - a * 0.52), (0.63, ground - a * 0.72), (0.73, ground - a * 0.72),
                                   (0.8, ground - a * 0.52)], corner=0.008)
        pen.rect(dark, (0.64, ground - a * 0.62, 0.1, a * 0.03))            # armour slit
        pen.rect(art.PALETTE["road_yellow"], (0.93, ground - a * 0.42, 0.03, a * 0.06), radius=0.005)
        pen.rect(dark, (0.02, ground - a * 0.3, 0.97, a * 0.1), radius=0.02)   # chassis
        pen.line(lighten(paint, 0.35), [(0.6, ground - a * 0.76), (0.75, ground - a * 0.76)], 0.006)
        for x in (0.2, 0.8):
            pen.circle(dark, (x, ground - a * 0.14), a * 0.18)
            pen.circle((80, 80, 84), (x, ground - a * 0.14), a * 0.08)
            pen.circle(dark, (x, ground - a * 0.14), a * 0.03)

    return art.finish(art.supersampled(size, draw, 3))


def threat_marker(size: int) -> pygame.Surface:
    """The threat token on a location's track: a hazard-orange cylinder with a warning mark."""
    return _threat_marker(piece_side(size))


@functools.lru_cache(maxsize=32)
def _threat_marker(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.ellipse((0, 0, 0, 140), (0.08, 0.42, 0.88, 0.5))
        pen.rect((120, 60, 10), (0.1, 0.32, 0.8, 0.34))
        pen.ellipse((120, 60, 10), (0.1, 0.48, 0.8, 0.36))
        pen.ellipse((252, 176, 50), (0.1, 0.14, 0.8, 0.38))
        pen.ellipse((230, 140, 30), (0.16, 0.18, 0.68, 0.3))
        pen.polygon((30, 20, 10), [(0.5, 0.2), (0.62, 0.42), (0.38, 0.42)], corner=0.01)
        pen.polygon((252, 176, 50), [(0.5, 0.26), (0.57, 0.39), (0.43, 0.39)])
        pen.rect((30, 20, 10), (0.485, 0.28, 0.03, 0.065))

    return art.finish(art.supersampled((size, size), draw))


def use_marker(size: Sequence[int], overrun: bool = False) -> pygame.Surface:
    """The location use marker laid over the ability: "USED" (grey side) or, flipped, "OVERRUN"
    (red, with a skull): the ability is gone for the rest of the game."""
    return _use_marker(card_size(size, 8), bool(overrun))


@functools.lru_cache(maxsize=32)
def _use_marker(size: tuple[int, int], overrun: bool) -> pygame.Surface:
    width, height = size
    fill = (128, 22, 20) if overrun else (70, 70, 72)
    edge = (230, 90, 70) if overrun else (170, 170, 170)
    surf = art.new_surface(size)

    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        rect = canvas.get_rect()
        rr = round(min(w, h) * 0.2)
        pygame.draw.rect(canvas, (0, 0, 0, 150), rect.move(0, max(1, h // 30)), border_radius=rr)
        pygame.draw.rect(canvas, edge, rect.inflate(-2, -2), border_radius=rr)
        pygame.draw.rect(canvas, fill, rect.inflate(-max(4, w // 40), -max(4, w // 40)), border_radius=rr)
        step = max(6, w // 9)
        stripes = art.new_surface((w, h))
        for off in range(-h, w + h, step * 2):
            pygame.draw.polygon(stripes, (255, 255, 255, 16 if not overrun else 22),
                                [(off, 0), (off + step, 0), (off + step - h, h), (off - h, h)])
        canvas.blit(stripes, (0, 0))

    surf.blit(art.supersampled(size, draw, 2), (0, 0))
    words = "OVERRUN" if overrun else "USED"
    fs = max(7, min(round(height * 0.36), round(width * 0.16)))
    room = width * 0.84 - (fs * 1.3 if overrun else 0)
    fs = max(6, art.fit_text_size(words, room, fs, minimum=6, bold=True))
    label = txt(words, fs, (250, 236, 220), True, outline=(0, 0, 0))
    if overrun:
        sk = art.icon("skull", max(7, round(fs * 1.2)), (250, 236, 220))
        total = sk.get_width() + 3 + label.get_width()
        x = width // 2 - total // 2
        surf.blit(sk, sk.get_rect(midleft=(x, height // 2)))
        put(surf, label, surf.get_rect(), midleft=(x + sk.get_width() + 3, height // 2))
    else:
        put(surf, label, surf.get_rect(), center=(width // 2, height // 2))
    return art.finish(surf)


def activation_marker(size: int) -> pygame.Surface:
    """The activation marker laid on a character who has acted: a steel disc with a check."""
    return _activation_marker(piece_side(size))


@functools.lru_cache(maxsize=32)
def _activation_marker(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 130), (0.5, 0.54), 0.47)
        pen.circle((20, 22, 24), (0.5, 0.5), 0.47)
        pen.circle((150, 160, 166), (0.5, 0.5), 0.42)
        pen.circle((96, 108, 116), (0.5, 0.53), 0.38)
        pen.line((240, 240, 232), [(0.28, 0.52), (0.44, 0.68), (0.74, 0.34)], 0.09)

    return art.finish(art.supersampled((size, size), draw))


def first_player_marker(size: int) -> pygame.Surface:
    """The first player marker: a brass star badge."""
    return _first_player_marker(piece_side(size))


@functools.lru_cache(maxsize=16)
def _first_player_marker(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 130), (0.5, 0.54), 0.47)
        pen.circle((40, 30, 10), (0.5, 0.5), 0.47)
        pen.circle((214, 168, 72), (0.5, 0.5), 0.42)
        pen.polygon((60, 40, 10), art.star_points((0.5, 0.53), 0.32, 0.14), corner=0.02)
        pen.polygon((250, 220, 130), art.star_points((0.5, 0.51), 0.27, 0.12), corner=0.01)

    return art.finish(art.supersampled((size, size), draw))


def three_x_token(kind: str, size: int) -> pygame.Surface:
    """A resource token standing for three on the truck's 3X spot: the token with a 3X stamp."""
    return _three_x_token(str(kind), piece_side(size))


@functools.lru_cache(maxsize=32)
def _three_x_token(kind: str, size: int) -> pygame.Surface:
    surf = art.resource_token(kind, size).copy() if kind in art.RESOURCE_SHAPES else art.new_surface((size, size))
    badge_h = max(7, round(size * 0.42))
    label = txt("3X", max(6, round(badge_h * 0.78)), SR["ink"], True)
    br = label.get_rect().inflate(max(3, badge_h // 3), 1)
    br.height = badge_h
    br.bottomright = (size, size)
    pygame.draw.rect(surf, (20, 20, 20), br.inflate(2, 2), border_radius=badge_h // 2)
    pygame.draw.rect(surf, art.PALETTE["road_yellow"], br, border_radius=badge_h // 2)
    put(surf, label, surf.get_rect(), center=br.center)
    return art.finish(surf)


__all__ = ["truck_token", "threat_marker", "use_marker", "activation_marker", "first_player_marker",
           "three_x_token"]
