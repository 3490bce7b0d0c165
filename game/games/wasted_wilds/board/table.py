"""The Wasted Wilds board itself: ``WastedWildsBoard`` puts the table's regions together.

Each region is a mixin from its own module (``map_area``: the tiles through a MapView; ``panels``: the
clock, night, tribes, objectives and the survivors; ``hand``: the hand and the scavenge tray; ``faces``:
every card face and the hover view; ``animations``: what moves over the composed table). All are ``LayeredBoard``s (game/ui/board_kit.py): the table is
composed into one layer whenever the view, the highlights, the layout or the map's view transform change."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ....ui import art
from ....ui.board import BoardFrame, BoardSettings
from ....ui.board_kit import LayeredBoard
from .. import pieces
from .animations import Animations
from .faces import Faces
from .hand import HandArea
from .layout import Layout, lay_out_table
from .map_area import MapArea
from .panels import Panels

TABLE = (22, 25, 28)


@dataclass
class DrawContext:
    view: dict
    glows: list = field(default_factory=list)
    glowed: set = field(default_factory=set)


class WastedWildsBoard(Animations, MapArea, Panels, HandArea, Faces, LayeredBoard):
    """Renderer for Wasted Wilds (see the module docstrings for what each region draws and its ids)."""

    GLOW_COLOR = (255, 210, 90)
    GLOW_MARGIN = (5, 10)
    TEXT_MIN = 9

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: Layout | None = None
        self._layout_key: Any = None
        self._last_view: dict | None = None
        self._init_faces()
        self._init_map()

    def on_resize(self) -> None:
        super().on_resize()
        self._layout_key = None
        self._faces.clear()

    def roll_dice(self, event, size: int) -> list[pygame.Surface]:
        faces = (getattr(event, "data", None) or {}).get("faces") or []
        return [pieces.spawn_die(int(f), size) for f in faces]

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        view = self._frame_view(surface, frame)
        lkey = self._lay_out(view)
        key = (repr(view), self._highlights, frame.viewer, lkey, self._map_view.transform, self._map_view.user_moved)
        if self._layer is None or key != self._layer_key:
            self._compose(surface, view, frame.viewer)
            self._layer_key = (repr(view), self._highlights, frame.viewer, lkey, self._map_view.transform,
                               self._map_view.user_moved)
        self._present(surface, frame)

    def _lay_out(self, view: dict) -> tuple:
        n = len(view.get("survivors") or [])
        lkey = (self.rect.size, self.settings.ui_scale, n)
        if self._layout is None or self._layout_key != lkey:
            self._layout = lay_out_table(self.rect.width, self.rect.height, self.settings.ui_scale, n)
            self._layout_key = lkey
        return lkey

    def _compose(self, surface: pygame.Surface, view: dict, viewer: int | None) -> None:
        lay = self._layout
        layer, outer = self._begin_layer(surface, lay.size)
        layer.fill(TABLE)
        self._zoomable = {}
        ctx = DrawContext(view)
        self._draw_map(layer, ctx)
        self._draw_top(layer, ctx)
        self._draw_survivors(layer, ctx)
        self._draw_hand(layer, ctx, viewer)
        self._draw_tray(layer, ctx)
        if view.get("phase") == "over" and view.get("result"):
            self._draw_outcome(layer, ctx)
        self._end_layer(layer, ctx, outer)

    def _draw_outcome(self, layer: pygame.Surface, ctx) -> None:
        result = ctx.view["result"]
        won = bool((result.get("details") or {}).get("won"))
        area = self._layout.map
        box = pygame.Rect(0, 0, round(area.width * 0.8), self._sz(110))
        box.center = area.center
        layer.blit(art.panel(box.size, (24, 40, 30) if won else (52, 22, 20), self._sz(10),
                             border=(150, 200, 150) if won else (200, 90, 80)), box)
        self._put_text(layer, "MISSION WON" if won else "MISSION LOST", 22, (250, 240, 210), bold=True,
                       midtop=(box.centerx, box.y + self._sz(12)))
        words = self._fit_text(result.get("summary", ""), 12, box.width - self._sz(20), (230, 226, 214))
        layer.blit(words, words.get_rect(midtop=(box.centerx, box.y + self._sz(52))))
