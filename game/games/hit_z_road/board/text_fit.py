"""Hit Z Road's fitted labels: how the table fits a text into its box, in its own scale units.

Every label the table draws with a known box goes through ``TextFitMixin._label`` (one line:
shrunk to fit, wrapped onto two lines when the box is tall enough, shortened with an ellipsis
only where the caller allows it, e.g. a player's name) or ``_label_lines`` (a paragraph wrapped
into a box: shrunk, then whole lines dropped at a word boundary only if the caller allows it).
Texts drawn at an anchor without a box (``_put_text``) are reported with the region of the table
they lie in as their box.

The fitting and the record of what was drawn where are game/ui/text_fit.py's: everything drawn
here (and by the card faces) is reported to its ``recording()``, which the tests use to check that
no text leaves its box and that no text was shortened where a full one was due. What is Hit Z
Road's here: the smallest label size, the regions of its layout, and placing a wrapped block at
an anchor of its box.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui import art
from ....ui.text_fit import fit_paragraph, fit_single_line, report, shorten, wrap_into

BONE = art.PALETTE["bone"]


class TextFitMixin:
    """HitZRoadBoard's fitted labels (needs LayeredBoard's ``_sz``, ``_art_text`` and ``_layout``)."""

    LABEL_MIN = 9          # the smallest label size, in pixels

    def _label(self, target: pygame.Surface, words: Any, size: float, box: pygame.Rect, color=BONE, *,
               bold: bool = False, outline=None, anchor: str = "center", may_shorten: bool = False,
               min_px: int | None = None, where: str = "board", px: int | None = None) -> pygame.Rect:
        """words on one line inside box, placed at box's ``anchor`` point (a Rect attribute):
        at the base size scaled, shrunk as needed; then on two lines if the box is tall enough;
        then shortened (may_shorten) or shrunk further. Returns the drawn rect."""
        words = str(words)
        box = pygame.Rect(box)
        start = max(8, px if px is not None else self._sz(size))
        least = min(start, min_px or self.LABEL_MIN)
        pad_w = box.width - (2 * max(1, round(start / 12)) if outline is not None else 0)
        px = fit_single_line(words, pad_w, start, least, bold)
        if px is None and not may_shorten and len(words.split()) > 1:
            fit = fit_paragraph(words, pad_w, box.height, start, least, bold)
            if fit is not None:
                return self._label_block(target, fit[1], fit[0], box, color, bold, outline, anchor, words, where)
        drawn = words
        if px is None:
            if may_shorten:
                px = least
                drawn = shorten(words, pad_w, px, bold)
            else:
                fit = fit_paragraph(words, pad_w, box.height, least - 1, 6, bold) if len(words.split()) > 1 else None
                if fit is not None:
                    return self._label_block(target, fit[1], fit[0], box, color, bold, outline, anchor, words, where)
                px = fit_single_line(words, pad_w, least, 6, bold) or 6
        surf = art.text(drawn, px, color, bold=bold, outline=outline) if drawn.strip() else \
            art.new_surface((1, max(1, px)))
        rect = surf.get_rect()
        setattr(rect, anchor, getattr(box, anchor))
        target.blit(surf, rect)
        report(where, drawn, words, rect, box, px)
        return rect

    def _label_block(self, target: pygame.Surface, lines: list[str], px: int, box: pygame.Rect, color,
                     bold: bool, outline, anchor: str, asked: str, where: str) -> pygame.Rect:
        step = art.line_height(px, bold)
        block = pygame.Rect(0, 0, max(art.text_size(line, px, bold)[0] for line in lines), step * len(lines))
        setattr(block, anchor, getattr(box, anchor))
        block.clamp_ip(box)
        y = block.y
        for line in lines:
            surf = art.text(line, px, color, bold=bold, outline=outline)
            rect = surf.get_rect(top=y)
            if anchor in ("topleft", "midleft", "bottomleft"):
                rect.left = block.left
            elif anchor in ("topright", "midright", "bottomright"):
                rect.right = block.right
            else:
                rect.centerx = block.centerx
            target.blit(surf, rect)
            y += step
        report(where, " ".join(lines), " ".join(asked.split()), block, box, px)
        return block

    def _label_lines(self, target: pygame.Surface, words: Any, size: float, box: pygame.Rect, color=BONE, *,
                     bold: bool = False, anchor: str = "topleft", min_px: int | None = None,
                     where: str = "board", px: int | None = None) -> pygame.Rect:
        """A paragraph wrapped into box at the largest size from the base size down; if it fits at
        no size, at the smallest with the lines that fit (the last one ending in an ellipsis)."""
        words = " ".join(str(words).split())
        box = pygame.Rect(box)
        start = max(8, px if px is not None else self._sz(size))
        least = min(start, min_px or self.LABEL_MIN)
        px, lines, _ = wrap_into(words, box.width, box.height, start, least, bold)
        return self._label_block(target, lines, px, box, color, bold, None, anchor, words, where)

    # --- the kit's text helpers, reporting what they draw -------------------
    def _region_of(self, point: tuple[int, int]) -> pygame.Rect:
        lay = self._layout
        for rect in (lay.top, lay.left, lay.right, lay.center):
            if rect.collidepoint(point):
                return rect
        return pygame.Rect((0, 0), lay.size)

    def _put_text(self, target: pygame.Surface, words: Any, size: float, color=BONE, *,
                  bold: bool = False, outline=None, box: pygame.Rect | None = None, **anchor: Any) -> pygame.Rect:
        """The kit's _put_text, reported with its box (given, else the region it lies in)."""
        surf = self._text(words, size, color, bold, outline)
        rect = surf.get_rect(**anchor)
        target.blit(surf, rect)
        report("board", str(words), str(words), rect, box if box is not None else self._region_of(rect.center))
        return rect

    def _chip(self, target: pygame.Surface, words: str, size: float, fill, color=None, *,
              max_width: int | None = None, **anchor: Any) -> pygame.Rect:
        """The kit's chip, its text made smaller (not under 8 px) until the chip is at most
        max_width wide; reported with its region of the table as its box."""
        color = color if color is not None else art.PALETTE["ink"]
        if max_width is not None:
            while size > 1 and self._sz(size) > 8 and self._chip_width(words, size) > max_width:
                size -= 0.5
        rect = super()._chip(target, words, size, fill, color, **anchor)
        report("chip", str(words), str(words), rect, self._region_of(rect.center), max(8, self._sz(size)))
        return rect

    def _chip_width(self, words: str, size: float) -> int:
        return art.text_size(str(words), max(8, self._sz(size)), True)[0] + self._sz(size * 0.9) + 4


__all__ = ["TextFitMixin"]
