"""The shared palette and the seats' colours.

Plain data, no drawing: the UI theme (game/ui/theme.py) and the new-game
screen read the seats' colours from here, and every drawing module names its
colours from ``PALETTE``.  A seat is told apart by colour *and* by a letter and
a marker shape, so no screen relies on colour vision alone.
"""

from __future__ import annotations

from typing import NamedTuple

PALETTE: dict[str, tuple[int, int, int]] = {
    "asphalt": (32, 33, 36),  # main background
    "asphalt_light": (52, 54, 58),  # raised surfaces
    "asphalt_dark": (18, 18, 20),  # outlines, frames
    "road_yellow": (240, 188, 38),  # accent: road-sign yellow
    "rust": (170, 72, 38),
    "blood": (178, 28, 30),
    "horde_red": (122, 16, 20),
    "sage": (128, 150, 112),
    "zombie_skin": (122, 142, 104),
    "sky": (92, 150, 210),
    "star_blue": (38, 106, 196),
    "sand": (206, 170, 120),
    "brass": (214, 168, 72),
    "bone": (238, 230, 212),  # light ink on dark surfaces
    "paper": (246, 242, 230),  # card text boxes
    "ink": (24, 22, 20),  # dark ink on paper
    "fight_red": (176, 22, 22),
    "ok_green": (84, 170, 92),
    "stone": (118, 118, 124),
}


class PlayerColor(NamedTuple):
    """A seat colour.  ``letter`` renders in the default font (which has no
    geometric glyphs); ``shape`` is drawn by :func:`shape_marker`.  Together
    they tell seats apart without relying on colour."""

    name: str
    rgb: tuple[int, int, int]
    letter: str
    shape: str


PLAYER_COLORS: tuple[PlayerColor, ...] = (
    PlayerColor("Red", (206, 58, 48), "R", "triangle"),
    PlayerColor("Blue", (52, 112, 214), "B", "square"),
    PlayerColor("Yellow", (238, 192, 40), "Y", "circle"),
    PlayerColor("Green", (62, 162, 82), "G", "diamond"),
    PlayerColor("Purple", (146, 84, 196), "P", "star"),
    PlayerColor("Orange", (238, 124, 36), "O", "hexagon"),
    PlayerColor("White", (228, 226, 220), "W", "cross"),
    PlayerColor("Teal", (36, 176, 172), "T", "ring"),
)

MARKER_SHAPES = ("triangle", "square", "circle", "diamond", "star", "hexagon", "cross", "ring")
