"""The Salvation Road board itself: ``SalvationRoadBoard`` puts the table's regions together.

Each region of the table is drawn by a mixin from its own module (header, roadmap, compound,
truck, locations, standees, characters, decks, dice tray, pools, talk, outcome), on top of the
background and with the small pieces they share; drawing ahead (``warm_up``) and the animations
live in their own mixins too. All of them are ``LayeredBoard``s (game/ui/board_kit.py), so they
draw with its helpers (``_sz``, ``_text``, ``_chip``, ``_box``, ``_cached``...). This module keeps
what ties them together: the state of the renderer, when to lay out and when to compose the
layer, and the order the regions are drawn in.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui.board import BoardFrame, BoardSettings
from ....ui.board_kit import LayeredBoard, WarmUpQueue, int_or
from ..table_facts import as_list
from .animations import Animations
from .background import Background
from .characters import CharacterRow
from .compound import CompoundArea
from .context import DrawContext
from .decks import DeckPanels
from .dice_tray import DiceTray
from .header import HeaderPanel
from .layout import Layout, lay_out_table
from .locations import LocationRow
from .outcome import OutcomePanel
from .pools import PoolsPanel
from .roadmap import RoadmapBand
from .small_pieces import SmallPieces
from .standees import Standees
from .style import GLOW
from .talk import TalkPanel
from .text_fit import BoardText
from .truck import TruckArea
from .warm_up import WarmUp


class SalvationRoadBoard(HeaderPanel, RoadmapBand, CompoundArea, TruckArea, LocationRow, Standees, CharacterRow,
                         DeckPanels, DiceTray, PoolsPanel, TalkPanel, OutcomePanel, Background, SmallPieces, WarmUp,
                         Animations, BoardText, LayeredBoard):
    """Renderer for Salvation Road (see the package docstring for what it draws and its element ids).

    API: ``set_rect(rect)``, ``draw(surface, frame)`` (fills ``hitboxes``), ``hit_test(pos)`` (a
    highlighted element wins over what lies above it), ``tooltip_at(pos)``, ``target_rect(id)``,
    ``animate(events)``, ``update(dt)``, ``animating``, ``prepare(view)`` and ``warm_up(budget_s)``.
    """

    GLOW_COLOR = GLOW
    GLOW_MARGIN = (5, 11)
    CHIP_PAD_Y = 0.4
    MARKER_LETTER_Y = 0.56
    TEXT_MIN = 6
    ANIM_SEED = 2024
    STAMP = (0.09, 18, 8)

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: Layout | None = None
        self._layout_key: Any = None
        self._background_key: Any = None
        self._dice_spots: list[tuple[pygame.Rect, str]] = []
        self._spots: dict[str, pygame.Rect] = {}    # named places for slides (decks, cards)
        self._spot_images: dict[str, pygame.Surface] = {}
        self._spot_patches: dict[str, tuple] = {}   # spot -> the kept patch of table under it
        self._spot_backs: dict[str, pygame.Surface] = {}   # spot -> what it showed before turning
        self._setup_players = 2
        self._zoomable: dict[str, tuple] = {}   # card hitbox id -> (kind, data, face drawn): the hover card view
        self._legend_faces: dict[str, list[int]] = {}   # the dice legend as drawn: colour -> faces
        # drawing ahead (warm_up): the plan for the last view, most urgent first
        self._last_view: dict | None = None
        self._planned_for: Any = None
        self._plan: list[tuple[tuple, Any]] = []          # (key, how to draw it)
        self._warmed: set[tuple] = set()                   # keys drawn ahead (the caches hold them)
        self._warmer = WarmUpQueue(self._next_job, self._finish_job)

    # ------------------------------------------------------------------
    # BoardRenderer API
    # ------------------------------------------------------------------
    def on_resize(self) -> None:
        super().on_resize()
        self._layout_key = None
        self._planned_for, self._plan = None, []
        self._warmed.clear()
        self._warmer.clear()

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        view = self._frame_view(surface, frame)
        lkey = self._lay_out(view)
        prompt = frame.prompt
        key = (repr(view), self._highlights, frame.viewer, prompt.seat if prompt else None,
               bool(self.settings.colorblind), lkey)
        if self._layer is None or key != self._layer_key:
            self._compose(surface, view)
            self._layer_key = key
        self._present(surface, frame)

    def _lay_out(self, view: dict) -> tuple:
        """The layout for this view (made again when the counts of cards or the size change); its key."""
        size = self.rect.size
        n_chars = len([c for c in as_list(view.get("characters")) if isinstance(c, dict)])
        n_locs = len([loc for loc in as_list(view.get("locations")) if isinstance(loc, dict)])
        talk = bool(as_list(view.get("talk_groups")))
        lkey = (size, self.settings.ui_scale, n_chars, n_locs, talk)
        if self._layout is None or self._layout_key != lkey:
            self._layout = lay_out_table(size[0], size[1], self.settings.ui_scale, n_chars, n_locs, talk)
            self._layout_key = lkey
        return lkey

    def _compose(self, surface: pygame.Surface, view: dict) -> None:
        """Draw the whole table into the layer: every region, then the standees' hitboxes and the glows."""
        lay = self._layout
        bkey = (lay.size, self._layout_key)
        if self._background is None or self._background_key != bkey:
            self._background = self._make_background(surface)
            self._background_key = bkey
        layer, outer = self._begin_layer(surface, lay.size)
        layer.blit(self._background, (0, 0))
        self._patches = {}
        self._dice_spots = []
        self._spots = {}
        self._spot_images = {}
        self._spot_patches = {}
        self._spot_backs = {}
        self._zoomable = {}
        self._legend_faces = {}
        self._setup_players = max(2, min(4, int_or(view.get("setup_players"), 2)))
        ctx = DrawContext.read(view)
        self._draw_header(layer, ctx)
        self._draw_roadmap(layer, ctx)
        self._draw_compound(layer, ctx)
        self._draw_locations(layer, ctx)
        self._draw_characters(layer, ctx)
        # standees after the cards: a character's first hitbox (target_rect) is its card
        for target, rect, tip in ctx.standees:
            self.add_hitbox(target, rect, tip)
            if target in self._highlights:          # the standee glows as well as the card
                ctx.glows.append((pygame.Rect(rect), self._sz(6), target))
        self._draw_apocalypse(layer, ctx)
        self._draw_search(layer, ctx)
        self._draw_tray(layer, ctx)
        self._draw_pools(layer, ctx)
        if lay.talk is not None:
            self._draw_talk(layer, ctx)
        if ctx.outcome() is not None:
            self._draw_outcome(layer, ctx)
        self._end_layer(layer, ctx, outer)


__all__ = ["SalvationRoadBoard"]
