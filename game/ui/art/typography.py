"""Text in the bundled font: the font cache, measuring, wrapping and rendering.

Measuring and rendering share one rule (small sizes are drawn 3x larger and
shrunk), so :func:`text_size` and :func:`wrap_text` match what :func:`text`
produces to the pixel.  This module holds the only font cache.
"""

from __future__ import annotations

import functools
import os
from typing import Sequence

import pygame

from .color import Color, _as_color
from .palette import PALETTE
from .surfaces import _as_side, downsample, fade, finish, new_surface

# pygame bundles one font (FreeSans Bold).  Loading it by path means the size
# argument is the real pixel size; Font(None, n) quietly scales it by ~0.69.
_BUNDLED_FONT = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())

# Below this pixel size, glyphs hinted onto the pixel grid get uneven spacing
# ("T HE DA MNED"), so small text is rendered 3x larger and shrunk instead.
_SMALL_TEXT = 20
_TEXT_SUPERSAMPLE = 3


@functools.lru_cache(maxsize=128)
def get_font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels.  Shared: don't change its style."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = _BUNDLED_FONT if os.path.exists(_BUNDLED_FONT) else None
    font = pygame.font.Font(path, max(1, int(size)))
    font.set_bold(bool(bold))
    font.set_italic(bool(italic))
    return font


def _text_factor(size: int) -> int:
    return _TEXT_SUPERSAMPLE if size < _SMALL_TEXT else 1


def text_size(content: str, size: int, bold: bool = False, italic: bool = False) -> tuple[int, int]:
    """The size :func:`text` will render ``content`` at (without outline)."""
    factor = _text_factor(size)
    width = get_font(size * factor, bold, italic).size(content)[0]
    return -(-width // factor), -(-_rendered_height(size * factor, bold, italic) // factor)


@functools.lru_cache(maxsize=128)
def _rendered_height(size: int, bold: bool, italic: bool) -> int:
    # SDL_ttf renders every line at one height per font, a little more than
    # Font.size() reports, so measure it once from a real render.
    return get_font(size, bold, italic).render("Hg", True, (0, 0, 0)).get_height()


def line_height(size: int, bold: bool = False, italic: bool = False) -> int:
    """Distance between baselines for paragraphs of :func:`text` lines."""
    factor = _text_factor(size)
    return -(-get_font(size * factor, bold, italic).get_linesize() // factor)


def wrap_text(words_text: str, size: int, max_width: int, bold: bool = False, italic: bool = False) -> list[str]:
    """Greedy word wrap to ``max_width`` pixels; words too long for one line
    are split.  Explicit newlines start new lines."""

    def fits(candidate: str) -> bool:
        return text_size(candidate, size, bold, italic)[0] <= max_width

    lines: list[str] = []
    for paragraph in str(words_text).split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if fits(candidate):
                current = candidate
                continue
            if current:
                lines.append(current)
            while not fits(word) and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and not fits(word[:cut]):
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return lines


def fit_text_size(
    content: str, max_width: float, start: int, minimum: int = 6, bold: bool = False, italic: bool = False
) -> int:
    """The largest size from ``start`` down to ``minimum`` that fits one line."""
    size = max(minimum, int(start))
    while size > minimum and text_size(content, size, bold, italic)[0] > max_width:
        size -= 1
    return size


def text(
    surface_text: str,
    size: int,
    color: Sequence[int] = PALETTE["bone"],
    bold: bool = False,
    italic: bool = False,
    outline: Sequence[int] | None = None,
) -> pygame.Surface:
    """Anti-aliased text in the bundled font (which is a bold face already;
    ``bold`` thickens it further).  ``outline`` adds a rim in that colour so
    numbers stay legible over illustrations."""
    return _text(
        str(surface_text),
        _as_side(size),
        _as_color(color),
        bool(bold),
        bool(italic),
        None if outline is None else _as_color(outline),
    )


@functools.lru_cache(maxsize=2048)
def _text(content: str, size: int, color: Color, bold: bool, italic: bool, outline: Color | None) -> pygame.Surface:
    if not content:
        # SDL renders "" as a zero-width surface that the downsampling can't take
        return finish(new_surface((1, _rendered_height(size, bold, italic))))
    factor = _text_factor(size)
    font = get_font(size * factor, bold, italic)
    rendered = font.render(content, True, color[:3])
    if outline is None:
        result = new_surface(rendered.get_size())
        result.blit(rendered, (0, 0))
    else:
        thickness = max(1, round(size / 12)) * factor
        rim = font.render(content, True, outline[:3])
        width, height = rendered.get_size()
        result = new_surface((width + thickness * 2, height + thickness * 2))
        for dx in range(-thickness, thickness + 1):
            for dy in range(-thickness, thickness + 1):
                if dx * dx + dy * dy <= thickness * thickness + 1:
                    result.blit(rim, (thickness + dx, thickness + dy))
        result.blit(rendered, (thickness, thickness))
    if factor > 1:
        width, height = result.get_size()
        result = downsample(result, (max(1, -(-width // factor)), max(1, -(-height // factor))))
    if len(color) == 4:
        fade(result, color[3])
    return finish(result)
