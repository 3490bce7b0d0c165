"""The backs of the decks (each its tint, a worn emblem and the deck's name) and the face-down Shelter
cards as the board shows them: the thing in the way (furniture, a heap of junk, fallen bricks, iron bars,
a locked door), or its remnants once searched."""
from __future__ import annotations

import pygame

from ....ui.art import Pen
from . import symbols
from .brush import Brush
from .common import DECK_NAMES, TW, darken, frame, grain, lighten, line, mix, name_in, paint, seed_of, tint

EMBLEMS = {"characters": "person", "fittings": "gear", "locations": "house", "events": "moon", "chapters": "book",
           "objectives": "flag", "narrative_actions": "candle", "night_raids": "door", "fate": "snow",
           "visitors": "door", "residents": "person", "exploration": "house", "findings": "box", "colors": "circle"}


def draw_back(table: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    deck = tint(table)
    seed = seed_of(f"back:{table}")

    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        b.sky(lighten(deck, 0.08), darken(deck, 0.45))
        for k in range(9):                                  # a faint weave of diagonal lines
            x = -0.4 + k * 0.2
            b.line(lighten(deck, 0.06), [(x, 0.0), (x + 0.7, 1.0)], 0.004)
        b.circle(darken(deck, 0.3), 0.5, 0.46, 0.3)
        b.circle(lighten(deck, 0.12), 0.5, 0.46, 0.3, 0.01)
        b.circle(lighten(deck, 0.05), 0.5, 0.46, 0.25, 0.004)
        side = 0.36
        emblem(Pen(canvas, canvas.get_width() * side, (canvas.get_width() * (0.5 - side / 2),
                                                         canvas.get_height() * 0.46 - canvas.get_width() * side / 2)),
               EMBLEMS.get(table, "circle"), mix(TW["paper"], deck, 0.3))
    surf = paint(size, draw)
    grain(surf, seed, 60, (6, 18))
    words = DECK_NAMES.get(table, table.replace("_", " ").title())
    line(surf, words.upper(), pygame.Rect(8, round(h * 0.8), w - 16, round(h * 0.09)), round(h * 0.07),
         mix(TW["paper"], deck, 0.2), bold=True, align="center")
    frame(surf, darken(deck, 0.5), lighten(deck, 0.25))
    return surf


def emblem(pen: Pen, kind: str, color) -> None:
    """A deck's emblem in unit coordinates."""
    if kind == "person":
        pen.circle(color, (0.5, 0.3), 0.16)
        pen.polygon(color, [(0.2, 0.95), (0.26, 0.6), (0.5, 0.5), (0.74, 0.6), (0.8, 0.95)], corner=0.05)
    elif kind == "gear":
        from .pictograms import gear
        gear(pen, color)
    elif kind == "house":
        pen.polygon(color, [(0.12, 0.5), (0.5, 0.14), (0.88, 0.5), (0.8, 0.5), (0.8, 0.9), (0.2, 0.9), (0.2, 0.5)])
        pen.rect(darken(color, 0.5), (0.42, 0.62, 0.16, 0.28))
        pen.polygon(darken(color, 0.5), [(0.6, 0.26), (0.7, 0.36), (0.64, 0.4)])
    elif kind == "moon":
        pen.circle(color, (0.5, 0.5), 0.36)
        pen.circle(darken(color, 0.55), (0.64, 0.4), 0.3)
    elif kind == "book":
        symbols.book_mark(pen, color)
    elif kind == "flag":
        pen.line(color, [(0.3, 0.92), (0.3, 0.1)], 0.06)
        pen.polygon(color, [(0.33, 0.12), (0.82, 0.26), (0.33, 0.44)])
    elif kind == "candle":
        pen.rect(color, (0.4, 0.42, 0.2, 0.46), radius=0.03)
        pen.polygon(TW["candle"], [(0.5, 0.12), (0.58, 0.3), (0.5, 0.38), (0.42, 0.3)], corner=0.02)
    elif kind == "door":
        pen.rect(color, (0.26, 0.1, 0.48, 0.82), radius=0.03)
        pen.rect(darken(color, 0.5), (0.32, 0.16, 0.36, 0.7), radius=0.02)
        pen.circle(color, (0.6, 0.52), 0.04)
    elif kind == "snow":
        symbols.snowflake(pen, color, (0.5, 0.5), 0.4)
    elif kind == "box":
        pen.polygon(color, [(0.12, 0.36), (0.5, 0.2), (0.88, 0.36), (0.88, 0.76), (0.5, 0.92), (0.12, 0.76)])
        pen.line(darken(color, 0.5), [(0.12, 0.36), (0.5, 0.52), (0.88, 0.36)], 0.03)
        pen.line(darken(color, 0.5), [(0.5, 0.52), (0.5, 0.92)], 0.03)
    else:
        pen.circle(color, (0.5, 0.5), 0.36, width=0.08)


# ---------------------------------------------------------------------------------------------- shelter cards
SHELTER_KINDS = ("furniture", "heap", "rubble", "bars", "closed_door")
SHELTER_WORDS = {"furniture": "Furniture", "heap": "Heap", "rubble": "Rubble", "bars": "Bars",
                 "closed_door": "Closed Door"}


def draw_shelter(kind: str, remnants: bool, size: tuple[int, int]) -> pygame.Surface:
    from . import shelter
    w, h = size
    seed = seed_of(f"shelter:{kind}:{remnants}")
    words = SHELTER_WORDS.get(kind, kind.replace("_", " ").title())
    if remnants:
        words = ("Door" if kind == "closed_door" else words) + " Remnants"
    band_h = max(14, round(h * 0.22)) if h >= 48 else 0
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((24, 22, 22, 255))
    surf.blit(paint((w, h - band_h), shelter.paint(kind, remnants, seed)), (0, 0))
    if band_h:
        band = pygame.Rect(0, h - band_h, w, band_h)
        name_in(surf, words, band.inflate(-10, -2), round(band_h * 0.6), TW["bone"])
    frame(surf, (30, 28, 26), (120, 116, 108))
    return surf


__all__ = ["draw_back", "draw_shelter", "emblem", "EMBLEMS", "SHELTER_KINDS", "SHELTER_WORDS"]
