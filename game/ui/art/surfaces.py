"""Making and finishing surfaces, supersampling, and whole-surface effects.

Every drawing function here works on a SRCALPHA surface and keeps its exact
size.  pygame.draw does not anti-alias filled shapes, so shapes are drawn on a
canvas ``SUPERSAMPLE`` times larger and shrunk with ``smoothscale`` (an area
average): :func:`supersampled` is that step.  The size-argument checks live
here too because they guard what size of surface gets made.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

# How much larger than the output the shapes are drawn before smoothscale.
SUPERSAMPLE = 4


def _as_size(size: Sequence[int] | int, name: str = "size") -> tuple[int, int]:
    """A size argument as a hashable (width, height), so lists and tuples share
    one cache entry; an empty size fails here, not deep inside pygame."""
    if isinstance(size, int):
        size = (size, size)
    width, height = (int(v) for v in size)
    if width < 1 or height < 1:
        raise ValueError(f"{name} must be at least 1x1, got {size!r}")
    return width, height


def _as_side(size: int) -> int:
    """A square's side as an int, checked like :func:`_as_size`."""
    size = int(size)
    if size < 1:
        raise ValueError(f"size must be at least 1, got {size}")
    return size


def new_surface(size: Sequence[int]) -> pygame.Surface:
    """A fully transparent SRCALPHA surface."""
    surface = pygame.Surface((int(size[0]), int(size[1])), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    return surface


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format for fast blits, but only when a
    display mode exists: convert_alpha() raises without one (tests, tools)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def downsample(surface: pygame.Surface, size: Sequence[int]) -> pygame.Surface:
    """Shrink a supersampled canvas to its output size with area averaging."""
    size = (int(size[0]), int(size[1]))
    if surface.get_size() == size:
        return surface
    return pygame.transform.smoothscale(surface, size)


def supersampled(
    size: Sequence[int], draw: Callable[[pygame.Surface], None], factor: int = SUPERSAMPLE
) -> pygame.Surface:
    """Run ``draw`` on a canvas ``factor`` times larger, then shrink it."""
    width, height = int(size[0]), int(size[1])
    canvas = new_surface((width * factor, height * factor))
    draw(canvas)
    return downsample(canvas, (width, height))


# ---------------------------------------------------------------------------
# Whole-surface effects (in place, or a new surface of the given size)
# ---------------------------------------------------------------------------


def fade(surface: pygame.Surface, alpha: int) -> pygame.Surface:
    """Multiply a surface's per-pixel alpha by alpha/255, in place."""
    if alpha < 255:
        surface.fill((255, 255, 255, max(0, alpha)), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def vertical_gradient(size: Sequence[int], stops: Sequence[tuple[float, Sequence[int]]]) -> pygame.Surface:
    """A surface filled top to bottom through colour ``stops`` [(position 0..1,
    colour), ...], linear between stops.  Built as one column and stretched, which
    is fast: the stops are prepared once and walked down with the rows."""
    width, height = int(size[0]), int(size[1])
    stops = sorted(stops, key=lambda stop: stop[0])
    rgba = [(position, tuple(color) + (255,) * (4 - len(color))) for position, color in stops]
    first_position, first = rgba[0]
    last = rgba[-1][1]
    # (end position, start position, span, start colour, colour change) per segment
    segments = [(pos_b, pos_a, max(1e-9, pos_b - pos_a), col_a, tuple(b - a for a, b in zip(col_a, col_b)))
                for (pos_a, col_a), (pos_b, col_b) in zip(rgba, rgba[1:])]
    column = pygame.Surface((1, height), pygame.SRCALPHA)
    denominator = max(1, height - 1)
    k = 0
    for y in range(height):
        position = y / denominator
        if position <= first_position:
            column.set_at((0, y), first)
            continue
        while k < len(segments) and position > segments[k][0]:
            k += 1
        if k == len(segments):
            column.set_at((0, y), last)
            continue
        _, pos_a, span, (r, g, b, a), (dr, dg, db, da) = segments[k]
        t = max(0.0, min(1.0, (position - pos_a) / span))
        column.set_at((0, y), (int(round(r + dr * t)), int(round(g + dg * t)), int(round(b + db * t)),
                               int(round(a + da * t))))
    return pygame.transform.scale(column, (width, height))


def shade_vertically(surface: pygame.Surface, top: float, bottom: float) -> None:
    """Multiply RGB by a factor going from ``top`` to ``bottom`` down the
    surface: a cheap sense of light from above.  Alpha is untouched and
    transparent pixels stay black, so smoothscale adds no light fringes."""
    low = tuple(int(255 * max(0.0, min(1.0, f))) for f in (top, bottom))
    gradient = vertical_gradient(surface.get_size(), [(0.0, (low[0],) * 3), (1.0, (low[1],) * 3)])
    surface.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def round_corners(canvas: pygame.Surface, radius: int) -> None:
    """Clear everything outside a rounded rectangle (cards have round corners)."""
    mask = new_surface(canvas.get_size())
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, radius))
    canvas.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def vignette(surface: pygame.Surface, strength: int = 140) -> None:
    """Darken towards the edges.  Computed on a tiny grid and smoothly scaled
    up: per-pixel Python loops over a card would be far too slow."""
    grid_w, grid_h = 24, 32
    small = pygame.Surface((grid_w, grid_h), pygame.SRCALPHA)
    for y in range(grid_h):
        for x in range(grid_w):
            dx = (x + 0.5) / grid_w * 2 - 1
            dy = (y + 0.5) / grid_h * 2 - 1
            distance = min(1.0, math.sqrt(dx * dx + dy * dy) / math.sqrt(2))
            small.set_at((x, y), (0, 0, 0, int(strength * distance**2.2)))
    surface.blit(pygame.transform.smoothscale(small, surface.get_size()), (0, 0))
