"""The app's look: UI colours, fonts, spacing, and the pygame_gui theme scaled to the UI scale.

Colours for the chrome (panels, text, accents) live here; colours of game
pieces and seats come from game.ui.art (PLAYER_COLORS), so a seat is the
same colour, letter and shape on the board and in the side panel.
"""
from __future__ import annotations

import copy
import importlib.util
import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

import pygame

from ..core.paths import resource_path
from .art import PLAYER_COLORS, PlayerColor

THEME_FILE = ("art", "ui", "theme.json")


class Colors:
    """Dark asphalt with road-sign yellow accents."""

    BACKGROUND = (22, 24, 27)
    BACKGROUND_LINE = (30, 33, 37)
    PANEL = (33, 36, 40)
    PANEL_RAISED = (42, 46, 51)
    PANEL_BORDER = (64, 69, 76)
    TEXT = (236, 232, 220)
    TEXT_MUTED = (160, 157, 148)
    TEXT_FAINT = (148, 150, 154)     # the faintest text still reads: 4.5:1 on PANEL_RAISED (a test checks)
    ACCENT = (242, 194, 48)
    ACCENT_DARK = (120, 96, 24)
    DANGER = (238, 120, 112)
    GOOD = (120, 196, 110)
    OVERLAY = (8, 9, 10, 190)
    HAZARD_DARK = (26, 26, 26)


def seat_style(index: int) -> PlayerColor:
    """The colour, letter and shape of a seat's colour index (the same on board and panels)."""
    return PLAYER_COLORS[index % len(PLAYER_COLORS)]


def seat_color(index: int) -> tuple[int, int, int]:
    return seat_style(index).rgb


# --- fonts -------------------------------------------------------------
def _font_file(bold: bool, italic: bool) -> str:
    style = ("Bold" if bold else "") + ("Italic" if italic else "")
    return f"NotoSans-{style or 'Regular'}.ttf"


@lru_cache(maxsize=None)
def _font_path(bold: bool, italic: bool) -> str:
    # pygame_gui ships Noto Sans; using the same files keeps our text and its widgets alike. The
    # package is found without importing it (resources.files would), so the title needs no pygame_gui.
    spec = importlib.util.find_spec("pygame_gui")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder, "data", _font_file(bold, italic))
        if path.is_file():
            return str(path)
    return str(resources.files("pygame_gui.data").joinpath(_font_file(bold, italic)))


class FontBook:
    """Fonts at the current UI scale, cached by (size, style)."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
        pixel_size = max(8, round(size * self.scale))
        key = (pixel_size, bold, italic)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(_font_path(bold, italic), pixel_size)
            self._cache[key] = font
        return font

    # the handful of text styles every scene uses
    def body(self) -> pygame.font.Font:
        return self.get(16)

    def small(self) -> pygame.font.Font:
        return self.get(14)

    def heading(self) -> pygame.font.Font:
        return self.get(22, bold=True)

    def title(self) -> pygame.font.Font:
        return self.get(40, bold=True)


# --- pygame_gui theme ----------------------------------------------------
def theme_path() -> Path:
    return resource_path(*THEME_FILE)


@lru_cache(maxsize=1)
def theme_source() -> dict:
    with open(theme_path(), encoding="utf-8") as handle:
        return json.load(handle)


def gui_theme(scale: float) -> dict:
    """The theme file with every font size multiplied by the UI scale."""
    theme = copy.deepcopy(theme_source())
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font and "size" in font:
            font["size"] = str(max(8, round(int(font["size"]) * scale)))
    return theme


def fonts_to_preload(theme: dict) -> list[dict]:
    """Bold variants of the theme's regular fonts, so pygame_gui doesn't warn when a label asks for one."""
    wanted = set()
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font and font.get("bold") != "1":   # bold theme fonts are loaded by the theme itself
            wanted.add((int(font.get("size", 16)), "bold"))
    return [{"name": "noto_sans", "point_size": size, "style": style} for size, style in sorted(wanted)]
