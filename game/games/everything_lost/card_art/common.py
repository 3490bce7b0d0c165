"""What every Everything Lost card is built on: the colours, the text helpers (every line fitted to its
box with game/ui/text_fit.py and reported), the card frame and the small symbols (action bullets, the
lock, bullets)."""
from __future__ import annotations

import random

import pygame

from ....ui import art, text_fit
from ....ui.art import Pen, darken, lighten
from ....ui.board_kit import art_text

EL = {
    "paper": (238, 232, 214), "paper_dark": (214, 204, 180), "ink": (30, 28, 26), "pencil": (92, 92, 96),
    "board": (30, 32, 34), "board_light": (48, 51, 54), "bone": (236, 230, 212), "muted": (168, 164, 152),
    "rust": (160, 74, 40), "zombie": (96, 120, 82), "zombie_dark": (38, 48, 34), "blood": (150, 24, 24),
    "rubble": (128, 122, 112), "building": (86, 96, 110), "yellow": (232, 190, 60),
}
ACTION_RGB = {"green": (72, 150, 76), "blue": (58, 110, 190), "red": (186, 40, 34), "yellow": (222, 176, 40),
              "none": (120, 120, 120)}
MIN_TEXT = 9      # the smallest text on a card face, in px


def seed_of(words: str) -> int:
    """A stable seed from a card id (never Python's salted hash)."""
    return sum((i + 1) * ord(ch) for i, ch in enumerate(str(words))) % 100_003


def line(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
         align: str = "left", minimum: int = MIN_TEXT) -> pygame.Rect:
    """One line fitted into box (shrunk, then shortened), centred vertically; returns where it landed."""
    asked = str(words)
    drawn, size = text_fit.fit_or_shorten(asked, box.width, max(minimum, start), minimum, bold)
    surf = art_text(drawn, size, color, bold, min_size=minimum)
    anchor = {"left": "midleft", "center": "center", "right": "midright"}[align]
    rect = surf.get_rect(**{anchor: getattr(box, anchor)})
    target.blit(surf, rect)
    text_fit.report("card", drawn, asked, rect, box, size, target.get_size())
    return rect


def paragraph(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
              minimum: int = MIN_TEXT, align: str = "left") -> int:
    """Words wrapped into box at the largest size that fits (cut with an ellipsis at the minimum);
    returns the bottom of the last line."""
    asked = str(words)
    if not asked.strip() or box.width < 8 or box.height < 6:
        return box.y
    size, lines, _cut = text_fit.wrap_into(asked, box.width, box.height, max(minimum, start), minimum, bold)
    y = box.y
    step = art.line_height(size, bold)
    for text in lines:
        surf = art_text(text, size, color, bold, min_size=minimum)
        rect = surf.get_rect(topleft=(box.x, y)) if align == "left" else surf.get_rect(midtop=(box.centerx, y))
        target.blit(surf, rect)
        text_fit.report("card", text, text, rect, box, size, target.get_size())
        y += step
    return y


def frame(surface: pygame.Surface, edge, inner, radius_frac: float = 0.06) -> None:
    """A card's rim: a dark edge, a thin inner line, round corners."""
    w, h = surface.get_size()
    radius = max(3, round(min(w, h) * radius_frac))
    border = max(2, round(min(w, h) * 0.03))
    pygame.draw.rect(surface, edge, surface.get_rect(), border, border_radius=radius)
    pygame.draw.rect(surface, inner, surface.get_rect().inflate(-2 * border, -2 * border), 1,
                     border_radius=max(1, radius - border))
    art.round_corners(surface, radius)


def grain(surface: pygame.Surface, seed: int, amount: int = 90, alpha: tuple[int, int] = (4, 14)) -> None:
    """Paper or grime speckle (stable per card)."""
    rng = random.Random(seed)
    w, h = surface.get_size()
    specks = art.new_surface((w, h))        # blended on top: set_at on the card itself would punch holes
    for _ in range(w * h // amount):
        v = rng.choice((0, 0, 255))
        specks.set_at((rng.randrange(w), rng.randrange(h)), (v, v, v, rng.randrange(*alpha)))
    surface.blit(specks, (0, 0))


def action_bullet(size: int, colour: str, locked: bool) -> pygame.Surface:
    """The symbol in front of a printed action: a coloured disc with an arrow; a padlock when locked."""
    rgb = ACTION_RGB.get(colour, ACTION_RGB["none"])

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle(darken(rgb, 0.4), (0.5, 0.5), 0.48)
        pen.circle(rgb, (0.5, 0.5), 0.42)
        if locked:
            pen.arc((30, 28, 26), (0.5, 0.42), 0.15, 180, 360, 0.07)
            pen.rect((30, 28, 26), (0.3, 0.42, 0.4, 0.3), radius=0.05)
        else:
            pen.polygon((250, 248, 240), [(0.34, 0.3), (0.72, 0.5), (0.34, 0.7)], corner=0.04)
    return art.supersampled((max(8, size), max(8, size)), draw)


def bullet_icon(size: int) -> pygame.Surface:
    """A bullet symbol: brass case, copper tip."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((150, 110, 40), (0.36, 0.42, 0.28, 0.5), radius=0.04)
        pen.polygon((196, 110, 60), [(0.36, 0.44), (0.5, 0.06), (0.64, 0.44)], corner=0.05)
        pen.rect((220, 180, 90), (0.4, 0.46, 0.08, 0.42), radius=0.02)
    return art.supersampled((max(6, size), max(6, size)), draw)


def badge(surface: pygame.Surface, words: str, center: tuple[int, int], radius: int, fill, color=(250, 248, 240)) -> pygame.Rect:
    """A round number badge (a break-in target, a toughness)."""
    pygame.draw.circle(surface, darken(fill, 0.45), center, radius)
    pygame.draw.circle(surface, fill, center, max(1, radius - max(1, radius // 6)))
    box = pygame.Rect(0, 0, radius * 2 - 2, radius * 2 - 2)
    box.center = center
    return line(surface, words, box, round(radius * 1.05), color, bold=True, align="center", minimum=7)


__all__ = ["EL", "ACTION_RGB", "MIN_TEXT", "seed_of", "line", "paragraph", "frame", "grain", "action_bullet",
           "bullet_icon", "badge", "lighten", "darken"]
