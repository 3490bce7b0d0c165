"""The This War of Mine board itself: ``ThisWarOfMineBoard`` puts the table's regions together.

Each region is a mixin from its own module (``track``: the day track and the Cold and Noise gauges;
``shelter``: the house and what is in its rooms; ``people``: the Characters' panels; ``goods``: the
Storage and the Findings Pile; ``cards``: the Locations, the scene while scavenging, the Objective, what
is in force and the decks; ``under_way``: the panel over the house for what is in hand (the trade,
choosing findings; ``sewers`` and ``tactics`` draw their maps there), the script chip and the outcome; ``combat``: the fight's and the night raid's panels;
``faces``: every card face and the hover card view; ``animations``: what moves over the composed table).
All are ``LayeredBoard``s (game/ui/board_kit.py): the table is composed into one layer whenever the view,
the highlights or the layout change, and a steady frame is one blit.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ....core.prompt import ROLL_EVENT
from ....ui import art, text_fit
from ....ui.board import BoardFrame, BoardSettings
from ....ui.board_kit import LayeredBoard
from .. import pieces
from .. import tooltips as tips
from .animations import Animations
from .cards import CardsArea
from .combat import CombatPanels
from .faces import Faces
from .goods import GoodsArea
from .layout import LEAST_PX, READABLE_PX, Layout, lay_out_table
from .market import MarketPanel
from .sewers import SewersPanel
from .tactics import TacticsPanel
from .street import StreetStrip
from .people import PeopleArea
from .shelter import ShelterArea
from .track import TrackArea
from .under_way import UnderWay

TABLE = (17, 17, 20)


@dataclass
class DrawContext:
    view: dict
    glows: list = field(default_factory=list)
    glowed: set = field(default_factory=set)


class ThisWarOfMineBoard(Animations, TrackArea, ShelterArea, PeopleArea, GoodsArea, CardsArea, UnderWay,
                         MarketPanel, StreetStrip, SewersPanel, TacticsPanel, CombatPanels, Faces, LayeredBoard):
    """Renderer for This War of Mine (see the module docstrings for what each region draws and its ids)."""

    GLOW_COLOR = (255, 200, 96)
    GLOW_MARGIN = (5, 10)
    TEXT_MIN = LEAST_PX
    ANIM_SEED = 1993

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: Layout | None = None
        self._layout_key: Any = None
        self._last_view: dict | None = None
        self._grid: dict = {}               # (floor, column) -> the space there, of the board's side in play
        self._houses: dict = {}             # the house's pictures, by size and side
        self._init_faces()
        self._init_animations()
        self._was_layout: Any = None
        self._hidden: pygame.Rect | None = None

    def on_resize(self) -> None:
        super().on_resize()
        self._layout_key = None
        self._houses.clear()
        self._faces.clear()
        self._pending.clear()
        self._warmer.clear()
        self._sizes_seen.clear()
        self._planned.clear()
        self._waiting.clear()

    def roll_dice(self, event, size: int) -> list[pygame.Surface]:
        """A roll's dice for the side panel: {die, face} (a combat die) or {die: "black", result}."""
        if getattr(event, "kind", ROLL_EVENT) != ROLL_EVENT:
            return []
        return pieces.roll_faces(getattr(event, "data", None) or {}, size)

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        view = self._frame_view(surface, frame)
        lkey = self._lay_out(view)
        key = (repr(view), self._highlights, frame.viewer, lkey, bool(self.settings.colorblind))
        if self._layer is None or key != self._layer_key:
            was = dict(self._spots.get("standee", {})) if self._was_layout == lkey else {}
            self._compose(surface, view)
            self._layer_key, self._was_layout = key, lkey
            if was:
                self._start_slides(was, self._spots.get("standee", {}), view.get("characters") or [])
        self._present(surface, frame)

    def _lay_out(self, view: dict) -> tuple:
        n = len(self._shown_people(view))
        shape = self._board_side(view)
        side = next((getattr(space, "side", "front") for space in self._grid.values()), "front")
        lkey = (self.rect.size, self.settings.ui_scale, n, shape, side)
        if self._layout is None or self._layout_key != lkey:
            self._layout = lay_out_table(self.rect.width, self.rect.height, self.settings.ui_scale, n, shape,
                                         self._grid)
            self._layout_key = lkey
            self._background = None           # the house's picture (shelter.py keeps one per size and side)
        return lkey

    def _board_side(self, view: dict) -> frozenset:
        """The board's side in play, as the (floor, column) of its spaces: the view holds only that side's
        spaces (the content's shelter table holds both; without a shelter in the view, the front)."""
        table = (getattr(self.content, "tables", {}) or {}).get("shelter") or {}
        shown = [table[space_id] for space_id in (view.get("shelter") or {}) if space_id in table]
        spaces = shown or [space for space in table.values() if getattr(space, "side", "front") == "front"]
        self._grid = {(space.floor, space.column): space for space in spaces}
        return frozenset(self._grid)

    def _compose(self, surface: pygame.Surface, view: dict) -> None:
        lay = self._layout
        layer, outer = self._begin_layer(surface, lay.size)
        layer.fill(TABLE)
        self._begin_faces()
        self._patches.clear()               # the table under what animates, kept again below
        self._spots.clear()
        ctx = DrawContext(view)
        over = tips.phase_now(view) == "over" and bool(view.get("result"))
        self._draw_track(layer, ctx)
        self._draw_gauges(layer, ctx)
        # under an open panel the house is only a dim picture: nothing of it to point at or to light
        self._hidden = lay.house if over or self._panel_open(view) else None
        self._draw_shelter(layer, ctx)
        self._hidden = None
        self._draw_people(layer, ctx)
        self._draw_goods(layer, ctx)
        self._draw_cards(layer, ctx)
        self._draw_under_way(layer, ctx)
        if over:
            self._draw_outcome(layer, ctx)
        self._end_layer(layer, ctx, outer)

    # --- what every region shares ------------------------------------------------------------------------
    def _shown_people(self, view: dict) -> list[int]:
        """The Characters with a panel: all but those who left the group (the dead keep theirs)."""
        return [i for i, person in enumerate(view.get("characters") or []) if not person.get("left")]

    def _readable(self, base: float, least: int = READABLE_PX) -> float:
        """The size to give the kit's helpers that take one (_chip, _put_text) for text of _px(base) pixels."""
        return max(base, least / self._layout.s)

    def _px(self, base: float, least: int = READABLE_PX) -> int:
        """A text size in pixels: base at the table's scale, never under `least`."""
        return max(least, self._sz(base))

    def _line(self, target: pygame.Surface, words: str, base: float, color, width: int, bold: bool = False,
              least: int = READABLE_PX, **anchor: Any) -> pygame.Rect:
        """One line of words fitted to width, placed by one Rect anchor: from base at the table's scale (never
        under READABLE_PX) shrunk down to `least` if it must, then cut with an ellipsis."""
        surf = self._fit_text(str(words), base, max(8, width), color, bold=bold, px=max(self._px(base), least),
                              min_px=least)
        rect = surf.get_rect(**anchor)
        target.blit(surf, rect)
        return rect

    def _lines(self, target: pygame.Surface, words: str, base: float, color, width: int, max_lines: int,
               bold: bool = False, topleft: tuple[int, int] = (0, 0), centred: bool = False,
               least: int | None = None) -> pygame.Rect:
        """Words wrapped at word boundaries into at most max_lines lines of _px(base) pixels (smaller, down
        to `least`, if they must be; else the last line cut with an ellipsis), from topleft (each line
        centred in width when centred); returns the rect they cover."""
        px = self._px(base)
        height = (max_lines - 1) * art.line_height(px, bold) + art.text_size("Hg", px, bold)[1]
        px, lines, _cut = text_fit.wrap_into(str(words), max(8, width), height, px, min(px, least or px), bold)
        step = art.line_height(px, bold)
        covered = pygame.Rect(topleft, (0, 0))
        for k, line in enumerate(lines[:max_lines]):
            surf = self._art_text(line, px, color, bold=bold)
            x = topleft[0] + (width - surf.get_width()) // 2 if centred else topleft[0]
            covered.union_ip(target.blit(surf, (x, topleft[1] + k * step)))
        return covered

    def _lit_box(self, ctx, target: str, rect: pygame.Rect, tooltip: str | None = None,
                 radius: int | None = None) -> None:
        """A hitbox with its tooltip (the tooltips', unless given); a legal answer glows on every place it
        is drawn (a Character's panel and their standee)."""
        if self._hidden is not None and self._hidden.contains(rect):
            return
        if tooltip is None:
            tooltip = tips.tooltip(ctx.view, target, self.content)
        self.add_hitbox(target, rect, tooltip)
        if target in self._highlights:
            ctx.glowed.add(target)
            ctx.glows.append((pygame.Rect(rect), radius, target))


__all__ = ["ThisWarOfMineBoard", "DrawContext", "TABLE"]
