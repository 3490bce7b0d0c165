"""Text on the pieces: one line shrunk to fit, a paragraph that fits a box, lines drawn one under
another."""
from __future__ import annotations

import functools

import pygame

from game.ui import art
from game.ui.board_kit import art_text

from .palette import SR

txt = functools.partial(art_text, min_size=6)
"""``txt(words, size, color, bold, outline)``: one line of text, never under 6 px (an empty string
gives an empty surface)."""


def fit_line(words: str, max_width: int, start: int, minimum: int = 7, color=SR["bone"],
             bold: bool = False) -> pygame.Surface:
    """One line of text shrunk to fit, then cut with an ellipsis."""
    words = str(words)
    size = art.fit_text_size(words, max_width, start, minimum=minimum, bold=bold)
    if art.text_size(words, size, bold)[0] > max_width:
        while len(words) > 1 and art.text_size(words + "…", size, bold)[0] > max_width:
            words = words[:-1]
        words = words.rstrip() + "…"
    return txt(words, size, color, bold=bold)


def paragraph(content: str, max_width: int, max_height: int, preferred: int,
              smallest: int) -> tuple[int, list[str], int]:
    """(font size, lines, line height) of a paragraph wrapped to fit the box, from preferred down to
    smallest; at the smallest size the lines that don't fit are cut with an ellipsis."""
    for size in range(max(smallest, preferred), smallest - 1, -1):
        lines = art.wrap_text(content, size, max_width)
        lh = art.line_height(size)
        if len(lines) * lh <= max_height:
            return size, lines, lh
    lh = art.line_height(smallest)
    lines = art.wrap_text(content, smallest, max_width)
    keep = max(1, max_height // max(1, lh))
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = lines[-1].rstrip(" .,;") + "…"
    return smallest, lines, lh


def blit_lines(surface: pygame.Surface, lines: list[str], size: int, lh: int, x: int, y: int, color,
               center: int | None = None) -> int:
    """Draw lines one under another from (x, y), or centred on x = center; returns the y under them."""
    for line in lines:
        rendered = txt(line, size, color)
        if center is not None:
            surface.blit(rendered, rendered.get_rect(midtop=(center, y)))
        else:
            surface.blit(rendered, (x, y))
        y += lh
    return y


__all__ = ["txt", "fit_line", "paragraph", "blit_lines"]
