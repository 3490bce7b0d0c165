"""The Everything Lost board itself: ``EverythingLostBoard`` puts the table's regions together.

Each region is a mixin from its own module (``player_board``: the tracks and dice; ``sheet``: the
mission, the map and the skills; ``cards_row``: active cards, decks, the mob, the weapons; ``fight``:
the fight panel and the outcome). All are ``LayeredBoard``s (game/ui/board_kit.py). This module keeps
what ties them together: when to lay out and compose the layer, the map's view transform (a
``MapView`` whose zoom and pan are part of the layer's key), the map's input, and drawing card faces
ahead (a few new faces a frame, the rest as stand-ins warmed on quiet frames).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ....ui.board import BoardFrame, BoardSettings
from ....ui.board_kit import LayeredBoard, WarmUpQueue, one_stage
from ....ui.map_view import MapView
from .. import card_art as ca
from ..rules.state import COLUMNS, ROWS
from .animations import Animations
from .cards_row import CardsRow
from .fight import FightPanel, OutcomePanel
from .layout import Layout, lay_out_table
from .player_board import PlayerBoardArea
from .sheet import PlayerSheet

TABLE = (26, 24, 22)


@dataclass
class DrawContext:
    view: dict
    glows: list = field(default_factory=list)
    glowed: set = field(default_factory=set)


class EverythingLostBoard(Animations, PlayerBoardArea, PlayerSheet, CardsRow, FightPanel, OutcomePanel, LayeredBoard):
    """Renderer for Everything Lost (see the package docstring for what it draws and its element ids)."""

    GLOW_COLOR = (255, 210, 80)
    GLOW_MARGIN = (5, 10)
    TEXT_MIN = 10
    ANIM_SEED = 4004
    NEW_FACES_PER_FRAME = 6        # more new card faces than this in one frame: stand-ins, warmed later

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: Layout | None = None
        self._layout_key: Any = None
        self._map_view = MapView(len(COLUMNS), ROWS)
        self._faces: dict[tuple, Any] = {}
        self._pending: dict[tuple, Callable] = {}
        self._new_faces = 0
        self._stand_ins = False
        self._last_view: dict | None = None
        self._warmer = WarmUpQueue(self._next_job, self._finish_job)
        self._zoomable: dict[str, tuple] = {}
        self._fight_dice: list[tuple] = []     # (patch kind, index, rect, colour, face, dim) in the fight panel
        self._tray: dict[str, tuple] = {}      # "dice:hand" / "dice:held" -> (strip rect, die size, count)

    # --- BoardRenderer API ------------------------------------------------------
    def on_resize(self) -> None:
        super().on_resize()
        self._layout_key = None
        self._faces.clear()
        self._pending.clear()
        self._warmer.clear()

    @property
    def showing_stand_ins(self) -> bool:
        return self._stand_ins

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        view = self._frame_view(surface, frame)
        lkey = self._lay_out(view)
        self._map_view.set_viewport(self._layout.map)
        key = (repr(view), self._highlights, frame.viewer, bool(self.settings.colorblind), lkey,
               self._map_view.transform, self._map_view.user_moved)
        if self._layer is None or key != self._layer_key:
            self._compose(surface, view)
            self._layer_key = (repr(view), self._highlights, frame.viewer, bool(self.settings.colorblind), lkey,
                               self._map_view.transform, self._map_view.user_moved)
        self._present(surface, frame)

    def _lay_out(self, view: dict) -> tuple:
        n_active = len([e for e in view.get("active") or [] if isinstance(e, dict)])
        lkey = (self.rect.size, self.settings.ui_scale, n_active)
        if self._layout is None or self._layout_key != lkey:
            self._layout = lay_out_table(self.rect.width, self.rect.height, self.settings.ui_scale, n_active)
            self._layout_key = lkey
        return lkey

    def _compose(self, surface: pygame.Surface, view: dict) -> None:
        lay = self._layout
        layer, outer = self._begin_layer(surface, lay.size)
        layer.fill(TABLE)
        self._new_faces, self._stand_ins = 0, False
        self._zoomable = {}                 # hitbox id -> the card it shows: the hover card view
        self._patches.clear()               # the table under what animates, kept again below
        self._fight_dice, self._tray = [], {}
        ctx = DrawContext(view)
        self._draw_player_board(layer, ctx)
        self._draw_sheet(layer, ctx)
        if view.get("fight"):
            self._draw_fight(layer, ctx)
        else:
            self._draw_active(layer, ctx)
        self._draw_mob(layer, ctx)
        self._draw_gear(layer, ctx)
        if view.get("phase") == "over" and view.get("result"):
            self._draw_outcome(layer, ctx)
        self._end_layer(layer, ctx, outer)

    # --- the map's input (the match screen passes wheel, right/middle drag and + - 0 here) ---------
    def handle_event(self, event: Any) -> bool:
        return self._map_input(self._map_view, event)

    # --- drawing ahead ---------------------------------------------------------------
    def warm_up(self, budget_s: float) -> bool:
        """Draw the faces shown as stand-ins first, then every building and rubble face at the active
        cards' size (the next zone's cards are some of them; which ones is hidden)."""
        if self._layout is None:
            return False
        if not self._pending:
            self._plan_faces()
        return self._warmer.run(budget_s, lambda: bool(self._pending))

    def _plan_faces(self) -> None:
        if getattr(self, "_planned", None) == self._layout_key or not self._layout.active:
            return
        self._planned = self._layout_key
        size = self._layout.active[0].size
        tables = getattr(self.content, "tables", {}) or {}
        for card in (tables.get("buildings") or {}).values():
            key = ("building", card.id, False, size)
            if key not in self._faces:
                self._pending[key] = (lambda c=card: ca.building_front(c, size, self._override(c.id)))
        for card in (tables.get("rubble") or {}).values():
            key = ("rubble", card.id, size)
            if key not in self._faces:
                meets = (tables.get("survivors") or {}).get(card.meets[0]) if card.meets else None
                self._pending[key] = (lambda c=card, m=meets: ca.rubble_front(c, size, m.name if m else "",
                                                                               self._override(c.id)))

    def _next_job(self):
        while self._pending:
            key, make = next(iter(self._pending.items()))
            del self._pending[key]
            if key in self._faces:
                continue
            return key, one_stage(lambda: self._faces.__setitem__(key, make()))
        return None

    def _finish_job(self, key) -> None:
        if self._stand_ins:
            self._layer_key = None          # a stand-in's face is ready: compose again


__all__ = ["EverythingLostBoard", "DrawContext"]
