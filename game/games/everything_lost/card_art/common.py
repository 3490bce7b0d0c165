"""What every Everything Lost card is built on: the colours, the text helpers (every line fitted to its
box with game/ui/text_fit.py and reported), the card frame and the small symbols (action bullets, the
lock, bullets)."""
from __future__ import annotations


import pygame

from ....ui import art, card_text
from ....ui.card_text import frame, grain, seed_of  # noqa: F401  (the card faces' shared pieces)
from ....ui.art import Pen, darken, lighten

EL = {
    "paper": (238, 232, 214), "paper_dark": (214, 204, 180), "ink": (30, 28, 26), "pencil": (92, 92, 96),
    "board": (30, 32, 34), "board_light": (48, 51, 54), "bone": (236, 230, 212), "muted": (168, 164, 152),
    "rust": (160, 74, 40), "zombie": (96, 120, 82), "zombie_dark": (38, 48, 34), "blood": (150, 24, 24),
    "rubble": (128, 122, 112), "building": (86, 96, 110), "yellow": (232, 190, 60),
}
ACTION_RGB = {"green": (72, 150, 76), "blue": (58, 110, 190), "red": (186, 40, 34), "yellow": (222, 176, 40),
              "none": (120, 120, 120)}
MIN_TEXT = 9      # the smallest text on a card face, in px


def line(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
         align: str = "left", minimum: int = MIN_TEXT) -> pygame.Rect:
    """One line fitted into box (shrunk, then shortened), centred vertically; returns where it landed."""
    return card_text.line(target, words, box, start, color, bold, align, minimum)


def paragraph(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
              minimum: int = MIN_TEXT, align: str = "left") -> int:
    """Words wrapped into box at the largest size that fits (cut with an ellipsis at the minimum);
    returns the bottom of the last line."""
    return card_text.paragraph(target, words, box, start, color, bold, minimum, align)


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
