"""Every text the table draws goes through here: it is fitted to the box it belongs in (shrunk,
then shortened at a word with an ellipsis, never cut by an edge), kept inside that box, and
reported through ``card_art.text.put`` (to game/ui/text_fit.py's ``recording()``) so the tests can
measure it against the box. The fitting is game/ui/text_fit.py's; what is Salvation Road's here is
the table's floor size, its scale units (``_sz``) and how far a label may shrink (to 70%).

``BoardText`` overrides the text helpers of ``LayeredBoard`` (``_put_text``, ``_fit_text``,
``_chip``, ``_stamp``) with versions that take a ``box``, and adds ``_place`` (blit an already
rendered text inside a box). No board text is under ``TEXT_FLOOR`` pixels.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui import art, text_fit
from ....ui.board_kit import LayeredBoard, art_text
from ..card_art.text import put, tag
from .style import BONE, INK

TEXT_FLOOR = 9           # the smallest text on the table, in pixels


class BoardText(LayeredBoard):
    """Text helpers that fit a box (see the module docstring)."""

    def _art_text(self, words: Any, size: int, color=BONE, bold: bool = False, outline=None) -> pygame.Surface:
        px = max(TEXT_FLOOR, int(size))
        return tag(art_text(words, px, color, bold, outline, min_size=TEXT_FLOOR), str(words), px)

    def _text(self, words: Any, size: float, color=BONE, bold: bool = False, outline=None) -> pygame.Surface:
        return self._art_text(str(words), max(TEXT_FLOOR, self._sz(size)), color, bold=bold, outline=outline)

    def _fitted(self, words: str, px: int, max_width: int, bold: bool) -> tuple[str, int]:
        """(words, size) that fit max_width: shrunk down to 70% (never under the floor), then shortened."""
        return text_fit.fit_or_shorten(str(words), max_width, max(TEXT_FLOOR, px),
                                       max(TEXT_FLOOR, round(px * 0.7)), bold)

    def _fit_text(self, words: str, size: float, max_width: int, color=BONE, bold: bool = False,
                  px: int | None = None) -> pygame.Surface:
        """Text shrunk (down to 70%, never under the floor) and then shortened to fit max_width."""
        words, px = self._fitted(words, px or max(TEXT_FLOOR, self._sz(size)), max_width, bold)
        return self._art_text(words, px, color, bold=bold)

    def _place(self, target: pygame.Surface, rendered: pygame.Surface, box: pygame.Rect | None = None,
               **anchor: Any) -> pygame.Rect:
        """Blit a rendered text anchored like get_rect(**anchor), moved inside box when it pokes out."""
        box = pygame.Rect(box) if box is not None else target.get_rect()
        rect = rendered.get_rect(**anchor)
        if rect.width <= box.width and rect.height <= box.height and not box.contains(rect):
            rect.clamp_ip(box)
            anchor = {"topleft": rect.topleft}
        return put(target, rendered, box, where="board", **anchor)

    def _put_text(self, target: pygame.Surface, words: Any, size: float, color=BONE, *,
                  bold: bool = False, outline=None, box: pygame.Rect | None = None, **anchor: Any) -> pygame.Rect:
        """Words fitted to the width of box (the whole target without one) and drawn inside it."""
        box = pygame.Rect(box) if box is not None else target.get_rect()
        words, px = self._fitted(str(words), max(TEXT_FLOOR, self._sz(size)), box.width - (4 if outline else 0), bold)
        surf = self._art_text(words, px, color, bold, outline)
        return self._place(target, surf, box, **anchor)

    def _put_lines(self, target: pygame.Surface, words: str, size: float, color, box: pygame.Rect,
                   bold: bool = False, center: bool = True) -> pygame.Rect:
        """A paragraph wrapped into box at the largest size from size down to the floor (whole words
        only); when even the floor won't hold it, the lines that fit, the last shortened. Returns the
        rect the lines cover."""
        box = pygame.Rect(box)
        px = max(TEXT_FLOOR, self._sz(size))
        px, lines, _ = text_fit.wrap_into(str(words), box.width, box.height, px, TEXT_FLOOR, bold)
        lh = art.line_height(px, bold)
        y = box.y
        covered = pygame.Rect(box.centerx, box.y, 0, 0)
        for line in lines:
            surf = self._art_text(line, px, color, bold=bold)
            anchor = {"midtop": (box.centerx, y)} if center else {"topleft": (box.x, y)}
            covered.union_ip(self._place(target, surf, box, **anchor))
            y += lh
        return covered

    def _chip(self, target: pygame.Surface, words: str, size: float, fill, color=INK,
              box: pygame.Rect | None = None, **anchor: Any) -> pygame.Rect:
        """Bold words on a rounded pill, the pill kept inside box (the whole target without one)."""
        box = pygame.Rect(box) if box is not None else target.get_rect()
        pad_x, pad_y = self._sz(size * 0.9) + 4, self._sz(size * self.CHIP_PAD_Y) + 2
        words, px = self._fitted(words, max(TEXT_FLOOR, self._sz(size)), box.width - pad_x, True)
        txt = self._art_text(words, px, color, bold=True)
        rect = txt.get_rect().inflate(pad_x, pad_y)
        setattr(rect, *next(iter(anchor.items())))
        if rect.width <= box.width and rect.height <= box.height:
            rect.clamp_ip(box)
        pygame.draw.rect(target, fill, rect, border_radius=rect.height // 2)
        put(target, txt, rect, where="board", center=rect.center)
        return rect

    def _stamp(self, words: str, color, width: int) -> pygame.Surface:
        """Words in a tilted outlined box, like a rubber stamp across a card (width: the card's);
        the stamp is never wider than the card."""
        text_frac, pad, tilt = self.STAMP

        def make() -> pygame.Surface:
            px = max(TEXT_FLOOR, round(width * text_frac))
            room = max(10, round(width * 0.86) - pad)
            while px > TEXT_FLOOR and art.text_size(words, px, True)[0] > room:
                px -= 1
            txt = self._art_text(words, px, color, bold=True)
            box = art.new_surface((txt.get_width() + pad, txt.get_height() + 8))
            pygame.draw.rect(box, (*color, 255), box.get_rect(), width=3, border_radius=6)
            put(box, txt, box.get_rect(), where="board", center=box.get_rect().center)
            return tag(pygame.transform.rotozoom(box, tilt, 1.0), words, px)
        return self._cached(("stamp", words, tuple(color), width), make)


__all__ = ["BoardText", "TEXT_FLOOR"]
