"""Text on the Salvation Road pieces: ``txt`` (one line at a size, tagged with its words), ``put``
(the one function every text on the cards and the board is blitted through), one line shrunk to
fit (``fit_line``), a paragraph that fits a box (``paragraph``) and lines drawn one under another.

``put(target, rendered, box, **anchor)`` blits a rendered text anchored like ``get_rect(**anchor)``
and reports it (words, pixel size, the rect it landed in, the box it must stay inside) through
game/ui/text_fit.py, so a test's ``text_fit.recording()`` measures every text against its box.
Card faces also note, per face (``face()``), the smallest text size they used and whether any text
had to be shortened, so the board knows which cards need the large "card view" on hover
(``face_info(surface)``). The fitting itself is game/ui/text_fit.py's.
"""
from __future__ import annotations

import contextlib
import weakref
from dataclasses import dataclass
from typing import Iterator

import pygame

from game.ui import art, text_fit
from game.ui.board_kit import art_text

from .palette import SR

_TAGS: "weakref.WeakKeyDictionary[pygame.Surface, tuple[str, int]]" = weakref.WeakKeyDictionary()
_FACES: "weakref.WeakKeyDictionary[pygame.Surface, FaceInfo]" = weakref.WeakKeyDictionary()
_FACE_STACK: list["FaceInfo"] = []


@dataclass
class FaceInfo:
    smallest: int = 99       # the smallest text size on the face
    shortened: bool = False  # some text was cut (with an ellipsis) to fit


def tag(surface: pygame.Surface, words: str, px: int) -> pygame.Surface:
    """Remember which words at which size a rendered text surface shows."""
    try:
        _TAGS[surface] = (str(words), int(px))
    except TypeError:
        pass
    return surface


def txt(words, size, color=SR["bone"], bold: bool = False, outline=None) -> pygame.Surface:
    """One line of text, never under 6 px (an empty string gives an empty surface)."""
    px = max(6, int(size))
    return tag(art_text(words, px, color, bold, outline, min_size=6), str(words), px)


def note_shortened() -> None:
    if _FACE_STACK:
        _FACE_STACK[-1].shortened = True


def put(target: pygame.Surface, rendered: pygame.Surface, box: pygame.Rect | None = None, where: str = "card",
        **anchor) -> pygame.Rect:
    """Blit a rendered text anchored like ``rendered.get_rect(**anchor)`` (a bare ``pos=(x, y)`` is
    its top-left) and report it; ``box`` is where it must stay (default: the whole target)."""
    if "pos" in anchor:
        rect = rendered.get_rect(topleft=anchor.pop("pos"))
    else:
        rect = rendered.get_rect(**anchor)
    target.blit(rendered, rect)
    words, px = _TAGS.get(rendered, ("", 0))
    if words.strip():
        if _FACE_STACK and where == "card":
            _FACE_STACK[-1].smallest = min(_FACE_STACK[-1].smallest, px)
        text_fit.report(where, words, words, rect, box if box is not None else target.get_rect(), px,
                        target.get_size())
    return rect


@contextlib.contextmanager
def face() -> Iterator[FaceInfo]:
    """Collect the smallest text size of a card face being drawn (see ``keep_face``)."""
    info = FaceInfo()
    _FACE_STACK.append(info)
    try:
        yield info
    finally:
        _FACE_STACK.pop()


def keep_face(surface: pygame.Surface, info: FaceInfo) -> pygame.Surface:
    try:
        _FACES[surface] = info
    except TypeError:
        pass
    return surface


def face_info(surface: pygame.Surface) -> FaceInfo | None:
    """How small the text on this card face is (None: not a card face drawn here)."""
    return _FACES.get(surface)


def fit_line(words: str, max_width: int, start: int, minimum: int = 7, color=SR["bone"],
             bold: bool = False, outline=None) -> pygame.Surface:
    """One line of text shrunk to fit, then shortened with an ellipsis (a deliberate cut: the full
    words are in the tooltip and the card view)."""
    drawn, size = text_fit.fit_or_shorten(str(words), max_width, start, minimum, bold)
    if drawn != str(words):
        note_shortened()
    return txt(drawn, size, color, bold=bold, outline=outline)


def paragraph(content: str, max_width: int, max_height: int, preferred: int,
              smallest: int, bold: bool = False) -> tuple[int, list[str], int]:
    """(font size, lines, line height) of a paragraph wrapped to fit the box, from preferred down to
    smallest; at the smallest size the lines that don't fit are dropped and the last kept one ends
    with an ellipsis (the full text is in the tooltip and the card view)."""
    size, lines, cut = text_fit.wrap_into(content, max_width, max_height, preferred, smallest, bold)
    if cut:
        note_shortened()
    return size, lines, art.line_height(size, bold)


def blit_lines(surface: pygame.Surface, lines: list[str], size: int, lh: int, x: int, y: int, color,
               center: int | None = None, box: pygame.Rect | None = None, bold: bool = False) -> int:
    """Draw lines one under another from (x, y), or centred on x = center; returns the y under them."""
    for line in lines:
        rendered = txt(line, size, color, bold=bold)
        if center is not None:
            put(surface, rendered, box, midtop=(center, y))
        else:
            put(surface, rendered, box, topleft=(x, y))
        y += lh
    return y


__all__ = ["txt", "tag", "put", "face", "keep_face", "face_info", "FaceInfo", "fit_line", "paragraph", "blit_lines",
           "note_shortened"]
