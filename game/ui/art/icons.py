"""Line icons for UI buttons, looked up by name (see ``ICON_NAMES``).

Each icon is a drawer in unit coordinates sharing one line weight
(``_STROKE`` and multiples of it), so the set reads as one family at every
button size.  ``ICON_NAMES`` is taken from
the drawer table, so a new icon is added in one place.
"""

from __future__ import annotations

import functools
import math
from typing import Callable, Sequence

import pygame

from .color import _CLEAR, Color, _as_color
from .geometry import Point, arc_points, bezier_points, star_points
from .pen import Pen
from .surfaces import _as_side, finish, supersampled
from .tokens import draw_skull

# Line weight as a fraction of the icon's side, shared so the icons match.
_STROKE = 0.085


def icon(name: str, size: int, color: Sequence[int] = (230, 225, 210)) -> pygame.Surface:
    """A line icon for UI buttons; see ICON_NAMES."""
    name = str(name)
    if name not in _ICON_DRAWERS:
        raise ValueError(f"unknown icon {name!r}")
    return _icon(name, _as_side(size), _as_color(color))


@functools.lru_cache(maxsize=512)
def _icon(name: str, size: int, color: Color) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        _ICON_DRAWERS[name](Pen(canvas), color)

    return finish(supersampled((size, size), draw))


def _icon_star(pen: Pen, c) -> None:
    pen.line(c, star_points((0.5, 0.54), 0.4, 0.17), _STROKE, closed=True)


def _icon_skull(pen: Pen, c) -> None:
    draw_skull(pen.sub(0.02, 0.02, 0.96), c, _CLEAR)


def _icon_hand(pen: Pen, c) -> None:
    # A solid open palm: at icon sizes outlined fingers turn to mush.
    pen.rect(c, (0.27, 0.42, 0.44, 0.42), radius=0.14)
    for x, top in ((0.33, 0.24), (0.44, 0.12), (0.56, 0.14), (0.67, 0.25)):
        pen.capsule(c, (x, 0.55), (x, top), 0.055)
    pen.capsule(c, (0.32, 0.7), (0.13, 0.47), 0.06)
    for x in (0.385, 0.5, 0.615):
        pen.line(_CLEAR, [(x, 0.2), (x, 0.44)], 0.02)


def _icon_dice(pen: Pen, c) -> None:
    pen.rect(c, (0.14, 0.14, 0.72, 0.72), radius=0.16, width=_STROKE)
    for x, y in ((0.34, 0.34), (0.66, 0.34), (0.5, 0.5), (0.34, 0.66), (0.66, 0.66)):
        pen.circle(c, (x, y), 0.065)


def _icon_undo(pen: Pen, c) -> None:
    path = [(0.2, 0.4), (0.6, 0.4)] + arc_points((0.6, 0.58), 0.18, -90, 90) + [(0.36, 0.76)]
    pen.line(c, path, _STROKE)
    pen.line(c, [(0.36, 0.24), (0.2, 0.4), (0.36, 0.56)], _STROKE)


def _icon_save(pen: Pen, c) -> None:
    pen.line(c, [(0.16, 0.16), (0.7, 0.16), (0.84, 0.3), (0.84, 0.84), (0.16, 0.84)], _STROKE, closed=True)
    pen.line(c, [(0.32, 0.17), (0.32, 0.36), (0.62, 0.36), (0.62, 0.17)], _STROKE)
    pen.rect(c, (0.29, 0.54, 0.42, 0.3), radius=0.03, width=_STROKE)


def _icon_load(pen: Pen, c) -> None:
    pen.line(c, [(0.12, 0.8), (0.12, 0.22), (0.38, 0.22), (0.46, 0.32), (0.8, 0.32), (0.8, 0.44)], _STROKE)
    pen.line(c, [(0.12, 0.8), (0.24, 0.46), (0.92, 0.46), (0.8, 0.8)], _STROKE, closed=True)


def _icon_settings(pen: Pen, c) -> None:
    for i in range(8):
        angle = math.radians(i * 45)
        inner, outer, half = 0.26, 0.43, math.radians(11)
        pen.polygon(
            c,
            [
                (0.5 + inner * math.cos(angle - half * 1.4), 0.5 + inner * math.sin(angle - half * 1.4)),
                (0.5 + outer * math.cos(angle - half), 0.5 + outer * math.sin(angle - half)),
                (0.5 + outer * math.cos(angle + half), 0.5 + outer * math.sin(angle + half)),
                (0.5 + inner * math.cos(angle + half * 1.4), 0.5 + inner * math.sin(angle + half * 1.4)),
            ],
            corner=0.02,
        )
    pen.circle(c, (0.5, 0.5), 0.32)
    pen.circle(_CLEAR, (0.5, 0.5), 0.32 - _STROKE)
    pen.circle(c, (0.5, 0.5), 0.12, width=_STROKE)


def _icon_rules(pen: Pen, c) -> None:
    pen.line(c, [(0.5, 0.3), (0.3, 0.22), (0.1, 0.24), (0.1, 0.76), (0.3, 0.74), (0.5, 0.82)], _STROKE)
    pen.line(c, [(0.5, 0.3), (0.7, 0.22), (0.9, 0.24), (0.9, 0.76), (0.7, 0.74), (0.5, 0.82)], _STROKE)
    pen.line(c, [(0.5, 0.3), (0.5, 0.8)], _STROKE)
    for y in (0.42, 0.56):
        pen.line(c, [(0.22, y - 0.02), (0.38, y)], _STROKE * 0.6)
        pen.line(c, [(0.62, y), (0.78, y - 0.02)], _STROKE * 0.6)


def _icon_mods(pen: Pen, c) -> None:
    # A solid puzzle piece (knobs top and right, sockets left and bottom):
    # at icon sizes an outlined piece turns into a tangle of arcs.
    pen.rect(c, (0.16, 0.3, 0.54, 0.54), radius=0.06)
    pen.circle(c, (0.43, 0.2), 0.11)
    pen.circle(c, (0.8, 0.57), 0.11)
    pen.circle(_CLEAR, (0.16, 0.57), 0.1)
    pen.circle(_CLEAR, (0.43, 0.84), 0.1)


def _icon_quit(pen: Pen, c) -> None:
    pen.arc(c, (0.5, 0.54), 0.32, -55, 235, _STROKE)
    pen.line(c, [(0.5, 0.12), (0.5, 0.5)], _STROKE)


def _icon_play(pen: Pen, c) -> None:
    pen.polygon(c, [(0.32, 0.22), (0.78, 0.5), (0.32, 0.78)], corner=0.05)


def _icon_pause(pen: Pen, c) -> None:
    pen.capsule(c, (0.35, 0.24), (0.35, 0.76), 0.075)
    pen.capsule(c, (0.65, 0.24), (0.65, 0.76), 0.075)


def _icon_bot(pen: Pen, c) -> None:
    pen.rect(c, (0.18, 0.34, 0.64, 0.46), radius=0.12, width=_STROKE)
    pen.circle(c, (0.38, 0.56), 0.065)
    pen.circle(c, (0.62, 0.56), 0.065)
    pen.line(c, [(0.5, 0.34), (0.5, 0.2)], _STROKE)
    pen.circle(c, (0.5, 0.15), 0.06)
    pen.line(c, [(0.1, 0.5), (0.1, 0.64)], _STROKE)
    pen.line(c, [(0.9, 0.5), (0.9, 0.64)], _STROKE)
    pen.line(c, [(0.4, 0.69), (0.6, 0.69)], _STROKE * 0.7)


def _icon_human(pen: Pen, c) -> None:
    pen.circle(c, (0.5, 0.31), 0.15, width=_STROKE)
    pen.line(c, arc_points((0.5, 0.88), 0.32, 180, 360), _STROKE)
    pen.line(c, [(0.18, 0.88), (0.82, 0.88)], _STROKE)


def _icon_key(pen: Pen, c) -> None:
    pen.circle(c, (0.28, 0.5), 0.16, width=_STROKE)
    pen.line(c, [(0.44, 0.5), (0.88, 0.5)], _STROKE)
    pen.line(c, [(0.72, 0.5), (0.72, 0.66)], _STROKE)
    pen.line(c, [(0.84, 0.5), (0.84, 0.62)], _STROKE)


def _icon_flag(pen: Pen, c) -> None:
    pen.line(c, [(0.24, 0.12), (0.24, 0.9)], _STROKE)
    wave = (
        bezier_points((0.24, 0.18), (0.42, 0.08), (0.56, 0.2))
        + bezier_points((0.56, 0.2), (0.7, 0.3), (0.82, 0.18))[1:]
        + [(0.82, 0.52)]
        + bezier_points((0.82, 0.52), (0.7, 0.64), (0.56, 0.54))[1:]
        + bezier_points((0.56, 0.54), (0.42, 0.44), (0.24, 0.54))[1:]
    )
    pen.line(c, wave, _STROKE)


def _icon_arrow_right(pen: Pen, c) -> None:
    pen.line(c, [(0.14, 0.5), (0.82, 0.5)], _STROKE)
    pen.line(c, [(0.56, 0.24), (0.84, 0.5), (0.56, 0.76)], _STROKE)


def _icon_check(pen: Pen, c) -> None:
    pen.line(c, [(0.16, 0.52), (0.4, 0.76), (0.86, 0.26)], _STROKE * 1.2)


def _icon_cross(pen: Pen, c) -> None:
    pen.line(c, [(0.22, 0.22), (0.78, 0.78)], _STROKE * 1.2)
    pen.line(c, [(0.78, 0.22), (0.22, 0.78)], _STROKE * 1.2)


def _eye_outline() -> list[Point]:
    return (
        bezier_points((0.08, 0.5), (0.5, 0.08), (0.92, 0.5)) + bezier_points((0.92, 0.5), (0.5, 0.92), (0.08, 0.5))[1:]
    )


def _icon_eye(pen: Pen, c) -> None:
    pen.line(c, _eye_outline(), _STROKE, closed=True)
    pen.circle(c, (0.5, 0.5), 0.13)
    pen.circle(_CLEAR, (0.46, 0.46), 0.035)


def _icon_eye_off(pen: Pen, c) -> None:
    _icon_eye(pen, c)
    # Clear a gap around the slash so it reads as crossing the eye.
    pen.line(_CLEAR, [(0.16, 0.84), (0.84, 0.16)], _STROKE * 3)
    pen.line(c, [(0.16, 0.84), (0.84, 0.16)], _STROKE)


_ICON_DRAWERS: dict[str, Callable[[Pen, Color], None]] = {
    "star": _icon_star,
    "skull": _icon_skull,
    "hand": _icon_hand,
    "dice": _icon_dice,
    "undo": _icon_undo,
    "save": _icon_save,
    "load": _icon_load,
    "settings": _icon_settings,
    "rules": _icon_rules,
    "mods": _icon_mods,
    "quit": _icon_quit,
    "play": _icon_play,
    "pause": _icon_pause,
    "bot": _icon_bot,
    "human": _icon_human,
    "key": _icon_key,
    "flag": _icon_flag,
    "arrow_right": _icon_arrow_right,
    "check": _icon_check,
    "cross": _icon_cross,
    "eye": _icon_eye,
    "eye_off": _icon_eye_off,
}

ICON_NAMES: tuple[str, ...] = tuple(_ICON_DRAWERS)
