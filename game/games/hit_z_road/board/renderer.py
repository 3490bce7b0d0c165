"""HitZRoadBoard: the Hit Z Road renderer, and how it composes the table's cached layer.

The class holds the board's state (caches, the spots animations need, the warm-up plan)
and the composition: the background (cached per size), the base (background + lanes +
the printed auction board, cached per number of paths), then each region drawn by its
mixin, in this order: top bar, deck, lanes and auction (not once the game is over), seat
panels, card view, event roll, and the fight or game-over panel on top. See the package
docstring for what is on the table and the element ids.
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from .. import pieces
from ....ui import art
from ....ui.board import BoardFrame, BoardSettings
from ....ui.board_kit import LayeredBoard, WarmUpQueue, draw_cracks, shade_edges, speckle_floor
from .animations import AnimationsMixin
from .auction import AuctionMixin
from .card_faces import CardFacesMixin
from .fight import FightMixin
from .game_over import GameOverMixin
from .hover import HoverMixin
from .layout import GLOW, Ctx, Layout, layout
from .left_column import LeftColumnMixin
from .records import CardBook, card_infos, is_over, max_bid, seats_by_number
from .road import RoadMixin
from .seats import SeatsMixin
from .text_fit import TextFitMixin
from .tooltips import Tips
from .top_bar import TopBarMixin


class HitZRoadBoard(CardFacesMixin, TopBarMixin, LeftColumnMixin, RoadMixin, AuctionMixin, SeatsMixin,
                    FightMixin, GameOverMixin, HoverMixin, AnimationsMixin, TextFitMixin, LayeredBoard):
    """Renderer for Hit Z Road (see the package docstring for what it draws and its element ids).

    API: ``set_rect(rect)``, ``draw(surface, frame)`` (fills ``hitboxes``), ``hit_test(pos)``,
    ``tooltip_at(pos)``, ``target_rect(id)``, ``animate(events)``, ``update(dt)``, ``animating``,
    ``warm_up(budget_s)`` (draws planned card faces ahead; ``prepare(view)`` makes the plan).
    """

    GLOW_COLOR = GLOW
    GLOW_MARGIN = (6, 12)
    CHIP_PAD_Y = 0.45
    MARKER_LETTER_Y = 0.54
    TEXT_MIN = None
    ANIM_SEED = 66
    STAMP = (0.16, 16, 14)

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: Layout | None = None
        self._book = CardBook(content)                   # card records as card dicts, cached
        self._base: pygame.Surface | None = None       # background + roads + auction board
        self._base_key: Any = None
        self._cards: dict[tuple, pygame.Surface] = {}      # scaled faces and backs
        self._layer_preview: str | None = None
        self._card_spots: dict[str, pygame.Rect] = {}          # card id -> where it lies (board coords)
        self._slot_spots: dict[tuple[int, int], pygame.Rect] = {}   # (path, slot) -> rect
        self._slot_cards: dict[tuple[int, int], tuple[str | None, int | None]] = {}   # -> (face-up id, level)
        self._pile_spots: dict[int, pygame.Rect] = {}
        self._fight_dice: list[tuple[pygame.Rect, bool]] = []
        self._event_dice: list[pygame.Rect] = []
        self._seat_meeples: dict[int, int] = {}          # seat -> survivor meeples drawn (not the lead)
        self._legend_cache: dict[tuple, tuple[int, int, int]] = {}   # the fight's dice legend, measured
        self._last_view: dict = {}
        self._pointer: tuple[int, int] | None = None      # last position asked of hit_test
        # drawing faces ahead (warm_up): the plan, the face in progress, what the layer shows as placeholders
        self._warming = False                  # warm_up is in use: missing faces may wait for it
        self._planned_for: Any = None          # the view the plan was made for
        self._plan: list[tuple[str, tuple[int, int]]] = []     # (card id, size), most urgent first
        self._warmer = WarmUpQueue(self._next_job, self._finish_job)   # the face in progress
        self._placeholders: dict[tuple[str, tuple[int, int]], None] = {}   # in the layer, in drawing order
        self._hover_waits: tuple[str, tuple[int, int]] | None = None       # a hover preview waiting for its face
        self._table_card_size: tuple[int, int] | None = None
        self._redraw = False                   # warm_up finished something on screen

    # ------------------------------------------------------------------
    # BoardRenderer API
    # ------------------------------------------------------------------
    def on_resize(self) -> None:
        super().on_resize()
        self._base = None
        self._cards.clear()
        self._planned_for, self._plan = None, []
        self._warmer.clear()
        self._placeholders.clear()
        self._hover_waits = None
        self._table_card_size = None

    def hit_test(self, pos: tuple[int, int]) -> str | None:
        """The element at pos. A legal answer (highlighted) wins over what lies above it, so a
        click anywhere on a highlighted path picks the path even over its cards."""
        self._pointer = (int(pos[0]), int(pos[1]))
        return super().hit_test(pos)

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        view = self._frame_view(surface, frame)
        size = self.rect.size
        if self._layout is None or self._layout.size != size:
            self._layout = layout(size[0], size[1], self.settings.ui_scale)
        prompt = frame.prompt
        key = (repr(view), self._highlights, frame.viewer, prompt.seat if prompt else None,
               bool(self.settings.colorblind), size, self.settings.ui_scale)
        if self._layer is None or key != self._layer_key:
            self._compose(surface, frame, view)
            self._layer_key = key
        self._present(surface, frame)

    def update(self, dt: float) -> bool:
        redraw, self._redraw = self._redraw, False
        if not self._anims:
            return redraw
        return super().update(dt)

    # ------------------------------------------------------------------
    # Small shared pieces
    # ------------------------------------------------------------------
    def _text_width(self, words: str, px: int, bold: bool) -> int:
        # the font's own measure at px (the kit's art.text_size measures the supersampled text)
        return art.get_font(px, bold).size(words)[0]

    def _die(self, face: str, size: int, horde: bool) -> pygame.Surface:
        try:
            return pieces.die_face(face, size, horde=horde, colorblind=bool(self.settings.colorblind))
        except ValueError:
            return pieces.die_face("blank", size, horde=horde, colorblind=bool(self.settings.colorblind))

    # ------------------------------------------------------------------
    # Background and base (cached)
    # ------------------------------------------------------------------
    def _make_background(self, fmt: pygame.Surface) -> pygame.Surface:
        lay = self._layout
        w, h = lay.size
        bg = art.vertical_gradient((w, h), [(0.0, (86, 64, 44)), (0.22, (58, 47, 39)),
                                            (0.62, (36, 34, 35)), (1.0, (22, 22, 25))])
        rng = random.Random(1966)        # a fixed seed: the table looks the same every run
        speckle_floor(bg, rng, 160, (3400, 5, 20), (40, 60, 120, 6, 12, 26))     # grit and pebbles
        draw_cracks(bg, rng, 18, (h // 4, h), (34, 14), (14, 14, 16))     # hairline cracks in the asphalt
        shade_edges(bg, 150)
        radius = self._sz(14)
        for rect in (lay.left, lay.right):
            bg.blit(art.panel(rect.size, (14, 14, 17, 150), radius=radius), rect)
        bg.blit(art.panel(lay.center.size, (22, 22, 25, 190), radius=radius, border=(255, 255, 255, 22)),
                lay.center)
        bg.blit(art.panel(lay.top.size, (14, 14, 17, 175), radius=self._sz(12)), lay.top)
        out = pygame.Surface((w, h), 0, fmt)
        out.blit(bg, (0, 0))
        return out

    def _base_for(self, view: dict) -> pygame.Surface:
        """Background + road lanes + the auction board: changes only with the number of paths."""
        lanes = self._lane_rects(view)
        show_auction = not is_over(view) and not view.get("solo")
        top_bid = max_bid(view)
        key = (tuple(tuple(r) for r in lanes), show_auction, top_bid)
        if self._base is None or self._base_key != key or self._base.get_size() != self._background.get_size():
            base = self._background.copy()
            for lane in lanes:
                self._blit_road(base, lane)
            if show_auction:
                self._draw_auction_board(base, top_bid)
            self._base, self._base_key = base, key
        return self._base

    # ------------------------------------------------------------------
    # Composition of the static layer
    # ------------------------------------------------------------------
    def _compose(self, surface: pygame.Surface, frame: BoardFrame, view: dict) -> None:
        lay = self._layout
        if self._background is None or self._background.get_size() != lay.size:
            self._background = self._make_background(surface)
            self._base_key = None
        layer, outer_boxes = self._begin_layer(surface, lay.size)
        layer.blit(self._base_for(view), (0, 0))
        self._card_spots, self._slot_spots, self._slot_cards, self._pile_spots = {}, {}, {}, {}
        self._fight_dice, self._event_dice = [], []
        self._patches = {}
        self._placeholders.clear()
        asked = frame.prompt.seat if frame.prompt is not None else frame.viewer
        ctx = Ctx(view=view, frame=frame, asked=asked, tips=Tips(view, self._book, asked),
                  seats=seats_by_number(view), infos=card_infos(view))

        over = is_over(view)
        self._draw_top(layer, ctx)
        self._draw_deck(layer, ctx)
        road_from = road_to = len(self.hitboxes)
        if not over:
            solo = bool(view.get("solo"))
            self._draw_lanes(layer, ctx, lay.center if solo else lay.lanes)
            if not solo:
                self._draw_auction(layer, ctx)
            road_to = len(self.hitboxes)
        self._draw_players(layer, ctx)
        self._draw_preview_default(layer, ctx)
        self._draw_event_roll(layer, ctx)
        if over:
            self._draw_game_over(layer, ctx)
        elif isinstance(view.get("fight"), dict):
            # the fight panel covers the road and the auction: what lies under it can't be
            # clicked and doesn't glow (the fight card glows in the panel instead)
            gone = {b.target for b in self.hitboxes[road_from:road_to]}
            self.hitboxes = self.hitboxes[:road_from] + self.hitboxes[road_to:]
            ctx.glows = [g for g in ctx.glows if g[2] not in gone]
            ctx.glowed -= gone
            self._patches = {k: v for k, v in self._patches.items() if k[0] != "slot"}
            self._card_spots.clear()
            self._draw_fight(layer, ctx)
        self._end_layer(layer, ctx, outer_boxes)


__all__ = ["HitZRoadBoard"]
