"""Colour arithmetic on plain RGB(A) tuples, and the colour-argument check.

Kept apart from pygame on purpose: these are pure functions on tuples, shared
by every drawing module and by the games' own art.
"""

from __future__ import annotations

from typing import Sequence

Color = tuple[int, ...]

# Drawing in this colour clears pixels: pygame.draw writes without blending,
# so it is how a shape knocks holes out of what is beneath it.
_CLEAR = (0, 0, 0, 0)


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, ...]:
    """Linear blend from colour ``a`` (t=0) to ``b`` (t=1), channel-wise."""
    t = max(0.0, min(1.0, t))
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def lighten(color: Sequence[int], amount: float) -> tuple[int, ...]:
    return mix(color[:3], (255, 255, 255), amount) + tuple(color[3:])


def darken(color: Sequence[int], amount: float) -> tuple[int, ...]:
    return mix(color[:3], (0, 0, 0), amount) + tuple(color[3:])


def with_alpha(color: Sequence[int], alpha: int) -> tuple[int, int, int, int]:
    return (color[0], color[1], color[2], alpha)


def _over(top: Sequence[int], bottom: Sequence[int]) -> tuple[int, int, int, int]:
    """Porter-Duff 'over' of two RGBA colours.  pygame.draw writes pixels
    without blending, so a translucent border must be pre-composited."""
    top = tuple(top) + (255,) * (4 - len(top))
    bottom = tuple(bottom) + (255,) * (4 - len(bottom))
    ta, ba = top[3] / 255, bottom[3] / 255
    out_a = ta + ba * (1 - ta)
    if out_a <= 0:
        return (0, 0, 0, 0)
    rgb = tuple(int(round((t * ta + b * ba * (1 - ta)) / out_a)) for t, b in zip(top[:3], bottom[:3]))
    return rgb + (int(round(out_a * 255)),)


def _as_color(color: Sequence[int]) -> tuple[int, ...]:
    """A colour argument as a hashable tuple of ints, so lists and tuples share
    one cache entry; a malformed colour fails here, not inside pygame."""
    color = tuple(int(c) for c in color)
    if len(color) not in (3, 4):
        raise ValueError(f"colour must have 3 or 4 channels, got {color!r}")
    return color


def relative_luminance(color: Sequence[int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 black .. 1 white)."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(channel) for channel in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG 2 contrast ratio between two colours, 1 (none) .. 21 (black on white); text wants 4.5."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)

