"""The board's text helpers: card_art.common's ``line`` and ``paragraph`` (fitted to their boxes and
reported through game/ui/text_fit.py), never under BOARD_MIN px on the table (the card faces keep
their own minimum; the hover card view shows them large)."""
from __future__ import annotations

import pygame

from ..card_art import common

BOARD_MIN = 10      # the smallest text the board itself draws, in px
EL = common.EL


def line(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
         align: str = "left", minimum: int = BOARD_MIN) -> pygame.Rect:
    minimum = max(BOARD_MIN, minimum)
    return common.line(target, words, box, max(minimum, int(start)), color, bold, align, minimum)


def paragraph(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
              minimum: int = BOARD_MIN, align: str = "left") -> int:
    minimum = max(BOARD_MIN, minimum)
    return common.paragraph(target, words, box, max(minimum, int(start)), color, bold, minimum, align)


__all__ = ["BOARD_MIN", "EL", "line", "paragraph"]
