"""What every card is built on: the soot frame with rust rivets, the concrete slab, the stamped
metal name plate, a card back's label and a drop shadow."""
from __future__ import annotations

import random

import pygame

from game.ui import art
from game.ui.art import darken, lighten

from .palette import SR
from .text import txt, put


def card_frame(canvas: pygame.Surface, accent, factor: int = 1, radius_frac: float = 0.055,
           rivets: bool = True) -> None:
    """A soot border with a thin accent line inside and four rust rivets."""
    width, height = canvas.get_size()
    radius = max(2, round(min(width, height) * radius_frac))
    border = max(2 * factor, round(min(width, height) * 0.035))
    pygame.draw.rect(canvas, SR["soot"], canvas.get_rect(), border, border_radius=radius)
    inner = canvas.get_rect().inflate(-border * 2 + factor, -border * 2 + factor)
    pygame.draw.rect(canvas, accent, inner, max(1, factor), border_radius=max(1, radius - border))
    if rivets:
        r = max(1.5 * factor, min(width, height) * 0.022)
        inset = border + r * 1.9
        for cx, cy in ((inset, inset), (width - inset, inset), (inset, height - inset),
                       (width - inset, height - inset)):
            pygame.draw.circle(canvas, SR["rust_dark"], (cx, cy + r * 0.25), r * 1.15)
            pygame.draw.circle(canvas, SR["rust_light"], (cx, cy), r)
            pygame.draw.circle(canvas, lighten(SR["rust_light"], 0.4), (cx - r * 0.3, cy - r * 0.3), r * 0.35)
    art.round_corners(canvas, radius)


def concrete(size: tuple[int, int], top, bottom, seed: int, stains: bool = True) -> pygame.Surface:
    """A concrete slab: gradient, speckle, a few cracks and rust stains."""
    width, height = size
    surf = art.vertical_gradient(size, [(0.0, top), (1.0, bottom)])
    rng = random.Random(seed)
    speck = art.new_surface(size)
    for _ in range(width * height // 60):
        v = rng.choice((0, 0, 255))
        speck.set_at((rng.randrange(width), rng.randrange(height)), (v, v, v, rng.randrange(8, 26)))
    surf.blit(speck, (0, 0))
    if stains:
        for _ in range(max(1, width * height // 30000)):
            cx, cy = rng.randrange(width), rng.randrange(height)
            r = rng.randrange(max(3, min(width, height) // 14), max(4, min(width, height) // 6))
            blot = art.new_surface((r * 2, r * 3))
            pygame.draw.ellipse(blot, (*SR["rust"], 26), blot.get_rect())
            pygame.draw.ellipse(blot, (*SR["rust_dark"], 24), blot.get_rect().inflate(-r, -r))
            surf.blit(blot, (cx - r, cy - r))
    for _ in range(max(1, width // 90)):
        x, y = rng.randrange(width), rng.randrange(height)
        pts = [(x, y)]
        for _ in range(rng.randrange(3, 7)):
            x += rng.randrange(-width // 10 - 1, width // 10 + 2)
            y += rng.randrange(-height // 14 - 1, height // 14 + 2)
            pts.append((x, y))
        pygame.draw.lines(surf, (0, 0, 0, 70), False, pts, 1)
    return surf


def back_label(surface: pygame.Surface, words: str, center_y: int, fill, edge, color=SR["bone"]) -> pygame.Rect | None:
    """A name plate on a card back; nothing at all when the word can't be read at this size."""
    width, height = surface.get_size()
    start = max(8, round(width * 0.12))
    size = art.fit_text_size(words, width * 0.74, start, minimum=7, bold=True)
    if art.text_size(words, size, True)[0] > width * 0.74:
        return None
    label = txt(words, size, color, True)
    plate = name_plate((round(width * 0.86), label.get_height() + max(4, height // 30)), fill, edge)
    pr = plate.get_rect(center=(width // 2, center_y))
    surface.blit(plate, pr)
    put(surface, label, pr, center=pr.center)
    return pr


def name_plate(size: tuple[int, int], fill, edge, radius: int | None = None) -> pygame.Surface:
    """A stamped metal name plate with a lighter rim and two screws."""
    width, height = size
    radius = max(2, round(height * 0.22)) if radius is None else radius

    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        f = w / width
        rect = canvas.get_rect()
        pygame.draw.rect(canvas, (0, 0, 0, 140), rect.move(0, round(2 * f)), border_radius=round(radius * f))
        pygame.draw.rect(canvas, edge, rect, border_radius=round(radius * f))
        inner = rect.inflate(-round(3 * f), -round(3 * f))
        pygame.draw.rect(canvas, fill, inner, border_radius=round(max(1, radius - 1) * f))
        top = pygame.Rect(inner.x, inner.y, inner.width, max(1, inner.height // 3))
        pygame.draw.rect(canvas, lighten(fill, 0.08), top, border_top_left_radius=round(radius * f),
                         border_top_right_radius=round(radius * f))
        sr = max(1.0, h * 0.09)
        for x in (inner.x + sr * 2.4, inner.right - sr * 2.4):
            pygame.draw.circle(canvas, darken(edge, 0.3), (x, h / 2), sr)
            pygame.draw.line(canvas, darken(edge, 0.6), (x - sr * 0.7, h / 2), (x + sr * 0.7, h / 2),
                             max(1, round(f)))

    return art.supersampled(size, draw, 2)


def drop_shadow(size: tuple[int, int], radius: int, alpha: int = 120) -> pygame.Surface:
    return art.panel(size, (0, 0, 0, alpha), radius, border=(0, 0, 0, 0))


__all__ = ["card_frame", "concrete", "back_label", "name_plate", "drop_shadow"]
