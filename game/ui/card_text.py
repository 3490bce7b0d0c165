"""What every game's card faces are built on, whatever their palette: a stable seed per card, one line or
a paragraph of words fitted to a box (shrunk, then shortened or cut, never under the game's minimum, and
reported to game/ui/text_fit.py), the card's rim and its grain. A game's card_art names its own
colours and minimum and calls these."""
from __future__ import annotations

import random

import pygame

from . import art, text_fit
from .board_kit import art_text


def seed_of(words: str) -> int:
    """A stable seed from a card id (never Python's salted hash)."""
    return sum((i + 1) * ord(ch) for i, ch in enumerate(str(words))) % 100_003


def line(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
         align: str = "left", minimum: int = 9, outline=None) -> pygame.Rect:
    """One line fitted into box (shrunk, then shortened), centred vertically; returns where it landed."""
    asked = str(words)
    room = box.width - (2 * max(1, round(start / 12)) if outline is not None else 0)
    drawn, size = text_fit.fit_or_shorten(asked, room, max(minimum, start), minimum, bold)
    surf = art_text(drawn, size, color, bold, outline=outline, min_size=minimum)
    anchor = {"left": "midleft", "center": "center", "right": "midright"}[align]
    rect = surf.get_rect(**{anchor: getattr(box, anchor)})
    target.blit(surf, rect)
    text_fit.report("card", drawn, asked, rect, box, size, target.get_size())
    return rect


def paragraph(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
              minimum: int = 9, align: str = "left", middle: bool = False) -> int:
    """Words wrapped into box at the largest size that fits (cut with an ellipsis at the minimum);
    returns the bottom of the last line. middle: centred vertically in the box."""
    asked = str(words)
    if not asked.strip() or box.width < 8 or box.height < art.text_size("Hg", minimum, bold)[1]:
        return box.y
    size, lines, _cut = text_fit.wrap_into(asked, box.width, box.height, max(minimum, start), minimum, bold)
    step = art.line_height(size, bold)
    y = box.y
    if middle:
        used = (len(lines) - 1) * step + art.text_size("Hg", size, bold)[1]
        y = box.y + max(0, (box.height - used) // 2)
    for text in lines:
        surf = art_text(text, size, color, bold, min_size=minimum)
        rect = surf.get_rect(topleft=(box.x, y)) if align == "left" else surf.get_rect(midtop=(box.centerx, y))
        target.blit(surf, rect)
        text_fit.report("card", text, text, rect, box, size, target.get_size())
        y += step
    return y


def frame(surface: pygame.Surface, edge, inner, radius_frac: float = 0.06, border_frac: float = 0.03) -> None:
    """A card's rim: a dark edge, a thin inner line, round corners."""
    w, h = surface.get_size()
    radius = max(3, round(min(w, h) * radius_frac))
    border = max(2, round(min(w, h) * border_frac))
    pygame.draw.rect(surface, edge, surface.get_rect(), border, border_radius=radius)
    pygame.draw.rect(surface, inner, surface.get_rect().inflate(-2 * border, -2 * border), 1,
                     border_radius=max(1, radius - border))
    art.round_corners(surface, radius)


def grain(surface: pygame.Surface, seed: int, amount: int = 90, alpha: tuple[int, int] = (4, 14)) -> None:
    """Paper, frost or grime speckle (stable per card)."""
    rng = random.Random(seed)
    w, h = surface.get_size()
    specks = art.new_surface((w, h))        # blended on top: set_at on the card itself would punch holes
    for _ in range(w * h // amount):
        v = rng.choice((0, 0, 255))
        specks.set_at((rng.randrange(w), rng.randrange(h)), (v, v, v, rng.randrange(*alpha)))
    surface.blit(specks, (0, 0))
