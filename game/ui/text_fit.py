"""Text that fits its box, for every game's board and card faces, and a record of what was drawn where.

Fitting (all measured with game/ui/art/typography.py, so the sizes are those ``art.text`` draws):

- ``fit_single_line``: the largest size, from a start size down to a minimum, at which words fit a
  width on one line (None when not even the minimum does);
- ``fit_or_shorten``: that size, else the minimum with the words shortened;
- ``fit_paragraph``: the largest size at which words wrapped at word boundaries (a word is never
  split) fit a box, and its lines;
- ``wrap_into``: ``fit_paragraph``, else at the minimum size the lines that fit, the last one
  ending in an ellipsis;
- ``shorten``: words cut at a word boundary (a letter boundary for one long word) with an
  ellipsis; ``with_ellipsis``: a line that ends in an ellipsis because more follows.

Recording: every text a board or a card face draws is reported with ``report(where, drawn, asked,
rect, box, size)`` (``where`` names the kind of text, e.g. "board", "card", "chip"; ``asked`` is
what the caller wanted drawn, ``drawn`` what was drawn; ``box`` is where it had to stay). Reports
cost nothing unless a ``recording()`` is active. Tests draw inside one and measure what it
collected::

    with text_fit.recording() as records:
        board.draw(surface, frame)
    assert all(r.box.contains(r.rect) for r in records)         # no text leaves its box
    assert all(r.drawn == r.asked for r in records)              # nothing was shortened

Recordings nest: each active one receives every record.
"""
from __future__ import annotations

import contextlib
import functools
from typing import Iterator, NamedTuple

import pygame

from . import art

ELLIPSIS = "…"


class TextRecord(NamedTuple):
    """One drawn text: what, where it landed and the box it had to fit."""

    where: str                             # the kind of text: "board", "card", "chip", "card name"...
    drawn: str                             # the words drawn
    asked: str                             # the words the caller wanted drawn
    rect: pygame.Rect                      # where they were drawn (in the target surface's coordinates)
    box: pygame.Rect                       # the box they had to fit
    size: int = 0                          # the font size (px), when known
    target: tuple[int, int] | None = None  # the size of the surface drawn on, when known


_RECORDERS: list[list[TextRecord]] = []


@contextlib.contextmanager
def recording() -> Iterator[list[TextRecord]]:
    """Collect a TextRecord for every text reported meanwhile (by any game's board or card faces)."""
    records: list[TextRecord] = []
    _RECORDERS.append(records)
    try:
        yield records
    finally:
        _RECORDERS.remove(records)


def report(where: str, drawn: str, asked: str, rect: pygame.Rect, box: pygame.Rect, size: int = 0,
           target: tuple[int, int] | None = None) -> None:
    """Note a drawn text for the active recordings (nothing happens without one)."""
    if _RECORDERS:
        record = TextRecord(where, str(drawn), str(asked), pygame.Rect(rect), pygame.Rect(box), int(size),
                            None if target is None else tuple(target))
        for records in _RECORDERS:
            records.append(record)


@functools.lru_cache(maxsize=4096)
def fit_single_line(words: str, max_width: float, start: int, minimum: int, bold: bool = False) -> int | None:
    """The largest size from start down to minimum at which words fit max_width on one line
    (None: not even at minimum)."""
    size = art.fit_text_size(words, max_width, start, minimum=minimum, bold=bold)
    return size if art.text_size(words, size, bold)[0] <= max_width else None


def fit_or_shorten(words: str, max_width: float, start: int, minimum: int, bold: bool = False) -> tuple[str, int]:
    """(words, size) on one line within max_width: the largest size from start down to minimum,
    else the words shortened (``shorten``) at the minimum."""
    words = str(words)
    size = art.fit_text_size(words, max_width, start, minimum=minimum, bold=bold)
    if art.text_size(words, size, bold)[0] > max_width:
        words = shorten(words, max_width, size, bold)
    return words, size


@functools.lru_cache(maxsize=4096)
def fit_paragraph(words: str, max_width: int, max_height: int, start: int, minimum: int, bold: bool = False,
                  max_lines: int = 0) -> tuple[int, tuple[str, ...]] | None:
    """(size, lines) at the largest size from start down to minimum at which words, wrapped at word
    boundaries (no word split; at most max_lines lines when given), fit the box; None when they fit
    at no size."""
    for size in range(max(minimum, int(start)), minimum - 1, -1):
        lines = art.wrap_text(words, size, max_width, bold)
        if max_lines and len(lines) > max_lines:
            continue
        height = (len(lines) - 1) * art.line_height(size, bold) + art.text_size("Hg", size, bold)[1]
        if height > max_height or any(art.text_size(line, size, bold)[0] > max_width for line in lines):
            continue
        if " ".join(lines).split() != words.split():
            continue           # wrap_text split a word: not at this size
        return size, tuple(lines)
    return None


def wrap_into(words: str, max_width: int, max_height: int, start: int, minimum: int,
              bold: bool = False) -> tuple[int, list[str], bool]:
    """(size, lines, cut): ``fit_paragraph``'s; when the words fit at no size, at minimum the lines
    that fit the height (at least one), the last ending in an ellipsis (cut: True)."""
    fitted = fit_paragraph(words, max_width, max_height, start, minimum, bold)
    if fitted is not None:
        return fitted[0], list(fitted[1]), False
    lines = art.wrap_text(words, minimum, max_width, bold)
    glyph = art.text_size("Hg", minimum, bold)[1]
    keep = max(1, (max_height - glyph) // max(1, art.line_height(minimum, bold)) + 1)
    if len(lines) <= keep:
        return minimum, lines, False
    lines = lines[:keep]
    lines[-1] = with_ellipsis(lines[-1], max_width, minimum, bold)
    return minimum, lines, True


@functools.lru_cache(maxsize=4096)
def shorten(words: str, max_width: float, size: int, bold: bool = False) -> str:
    """words cut at a word boundary (a letter boundary when one word is too long) with an ellipsis
    so they fit max_width at size; unchanged when they fit."""
    words = str(words)
    if art.text_size(words, size, bold)[0] <= max_width:
        return words
    parts = words.split()
    while len(parts) > 1:
        parts.pop()
        candidate = " ".join(parts).rstrip(" .,;:·-") + ELLIPSIS
        if art.text_size(candidate, size, bold)[0] <= max_width:
            return candidate
    word = parts[0] if parts else words
    while len(word) > 1 and art.text_size(word + ELLIPSIS, size, bold)[0] > max_width:
        word = word[:-1]
    return word.rstrip() + ELLIPSIS


def with_ellipsis(line: str, max_width: float, size: int, bold: bool = False) -> str:
    """line ending in an ellipsis (more follows), shortened at a word boundary to fit max_width."""
    return shorten(line.rstrip(" .,;") + " " + ELLIPSIS, max_width, size, bold)


__all__ = ["ELLIPSIS", "TextRecord", "recording", "report", "fit_single_line", "fit_or_shorten", "fit_paragraph",
           "wrap_into", "shorten", "with_ellipsis"]
