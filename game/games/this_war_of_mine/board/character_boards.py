"""The Character boards module's look (L1654-1658): a Character's States as a small board of five tracks
instead of the five State tokens. Each track is a row: the State's icon (and its name where there is
room), then one slot per level 0-4, lit up to the level reached, the cube on that level, the black
markers each level carries (the content's ``states`` table) at the foot of its slot, and the rightmost
slot marked with the Epilogue's skull, or the Zs of Sleep for a State whose level 4 is sleep. Column heads
give the levels (with "Level" over the names where there is room; digits only, or none, when the board is
short). The track that limits the day is ringed as the token view rings its token. Element ids:
``state:<i>:<state>``, one per track, as the tokens'."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from ....ui import art
from ....ui.art import Pen, darken, lighten, mix
from .. import tooltips as tips
from ..card_art import symbols
from ..effects import STATES
from ..pieces import STATE_LEVEL

PLATE = (50, 45, 41)           # the board's printed face
PLATE_RIM = (84, 76, 68)
SLOT_ZERO = (70, 65, 60)
INK = (238, 230, 214)
MUTED = (168, 158, 144)
HEAD = (150, 140, 126)
RING = (232, 86, 60)
CUBE = (176, 204, 224)         # a cool plastic, clear of every level's warm colour
DARK = (20, 18, 18)
LEVELS = 5                     # 0-4
DIM = 0.74                     # how far a level not reached fades into the plate


@dataclass(frozen=True)
class TrackGeometry:
    """How a board of five tracks lies in an area: the board's rect, the head row's height (0: no heads),
    each row's height and the gap between rows, the label column's width and whether it holds the names,
    and each level slot's width."""
    board: pygame.Rect
    head_h: int
    row_h: int
    row_gap: int
    label_w: int
    icon: int
    names: bool
    cell_w: int

    def row(self, k: int) -> pygame.Rect:
        pad = self.row_gap
        y = self.board.y + pad + self.head_h + k * (self.row_h + self.row_gap)
        return pygame.Rect(self.board.x + pad, y, self.board.width - 2 * pad, self.row_h)

    def cell(self, row: pygame.Rect, level: int) -> pygame.Rect:
        return pygame.Rect(row.x + self.label_w + level * self.cell_w, row.y, self.cell_w, row.height)


class CharacterBoards:
    """Mixin for PeopleArea: ``_tracks_geometry`` (how a board fits an area) and ``_draw_state_tracks``."""

    def _tracks_geometry(self, area: pygame.Rect) -> TrackGeometry:
        px = self._px(10)
        text_h = art.text_size("0", px, True)[1]
        gap = max(1, self._sz(2))
        least_row, most_row = self._least_track_row(), self._sz(30)
        head_h = text_h
        if (area.height - head_h - 2 * gap) // LEVELS - gap < max(12, self._sz(12)):
            head_h = 0                                  # too short for heads: the slots say it alone
        row_h = max(least_row, min(most_row, (area.height - head_h - 2 * gap) // LEVELS - gap))
        icon = max(9, min(row_h - 2, self._sz(20)))
        inner_w = area.width - 2 * gap
        name_w = max(art.text_size(self._state_name(name), px)[0] for name in STATES)
        names = (inner_w - icon - name_w - 10) // LEVELS >= max(18, self._sz(28))
        label_w = icon + 4 + (name_w + 6 if names else 0)
        cell_w = max(10, min(self._sz(46), round(row_h * 2.4), (inner_w - label_w) // LEVELS))
        width = label_w + LEVELS * cell_w + 2 * gap
        height = head_h + LEVELS * (row_h + gap) + gap
        board = pygame.Rect(0, 0, min(width, area.width), height)
        board.midtop = (area.centerx, area.y)
        return TrackGeometry(board, head_h, row_h, gap, label_w, icon, names, cell_w)

    def _least_track_row(self) -> int:
        return max(11, self._sz(12))

    def _tracks_fit(self, area: pygame.Rect) -> bool:
        """Whether the five tracks can be read in area (each row at least _least_track_row high)."""
        return self._tracks_geometry(area).board.height <= area.height

    def _draw_state_tracks(self, layer: pygame.Surface, ctx, i: int, person: dict, area: pygame.Rect) -> pygame.Rect:
        """The five tracks in area (the board centred at its top); returns the board's rect."""
        geo = self._tracks_geometry(area)
        radius = max(3, self._sz(5))
        pygame.draw.rect(layer, PLATE, geo.board, border_radius=radius)
        pygame.draw.rect(layer, PLATE_RIM, geo.board, 1, border_radius=radius)
        if geo.head_h:
            self._draw_level_heads(layer, geo)
        states = person.get("states") or {}
        limit = tips.limiting_state(person, self.content) if person.get("alive", True) else None
        for k, name in enumerate(STATES):
            row = geo.row(k)
            level = max(0, min(4, int(states.get(name, 0))))
            self._draw_state_track(layer, geo, row, name, level)
            if name == limit:
                pygame.draw.rect(layer, RING, row.inflate(4, 2 + geo.row_gap), 2, border_radius=max(3, row.height // 3))
            self._lit_box(ctx, f"state:{i}:{name}", row, radius=max(3, row.height // 3))
        return geo.board

    def _draw_level_heads(self, layer: pygame.Surface, geo: TrackGeometry) -> None:
        px = self._px(10)
        row = geo.row(0)
        cy = geo.board.y + geo.row_gap + geo.head_h // 2
        if geo.names:
            words = self._art_text("Level", px, HEAD)
            layer.blit(words, words.get_rect(midright=(row.x + geo.label_w - 6, cy)))
        for level in range(LEVELS):
            cell = geo.cell(row, level)
            digit = self._art_text(str(level), px, RING if level == 4 else HEAD, bold=True)
            layer.blit(digit, digit.get_rect(center=(cell.centerx, cy)))

    def _draw_state_track(self, layer: pygame.Surface, geo: TrackGeometry, row: pygame.Rect, name: str,
                          level: int) -> None:
        icon = state_glyph(name, geo.icon, INK if level else MUTED, PLATE)
        layer.blit(icon, icon.get_rect(midleft=(row.x + 2, row.centery)))
        if geo.names:
            words = self._art_text(self._state_name(name), self._px(10), INK if level else MUTED)
            layer.blit(words, words.get_rect(midleft=(row.x + geo.icon + 6, row.centery)))
        state = tips.record(self.content, "states", name)
        carried = ([int(m) for m in getattr(state, "markers", None) or ()] + [0] * 4)[:4]   # levels 1-4
        end = "sleep" if getattr(state, "at_four", "") == "sleep" else "epilogue"
        inset = max(1, geo.row_gap)
        for lv in range(LEVELS):
            cell = geo.cell(row, lv).inflate(-inset, 0)
            slot = level_slot(lv, lv <= level and lv > 0, cell.size, end if lv == 4 else "",
                              carried[lv - 1] if lv else 0)
            layer.blit(slot, cell)
        cell = geo.cell(row, level).inflate(-inset, 0)
        (x, y, w, h), _dots, _r = slot_parts(cell.width, cell.height, carried[level - 1] if level else 0)
        cube = cube_piece(max(7, round(min(geo.cell_w, geo.row_h) * (0.7 if geo.row_h >= 18 else 0.8))))
        layer.blit(cube, cube.get_rect(center=(cell.x + round(x + w / 2), cell.y + round(y + h / 2))))

    def _state_name(self, name: str) -> str:
        return getattr(tips.record(self.content, "states", name), "name", None) or name.title()


# ------------------------------------------------------------------------------------------------ pieces
@functools.lru_cache(maxsize=128)
def state_glyph(name: str, size: int, ink: tuple, fill: tuple) -> pygame.Surface:
    """A State's icon with no token round it (cuts drawn in fill)."""
    def draw(canvas: pygame.Surface) -> None:
        symbols.state_icon(Pen(canvas), name, ink, fill)
    return art.finish(art.supersampled((size, size), draw, 3))


def slot_parts(w: int, h: int, markers: int) -> tuple[tuple[float, float, float, float], list, float]:
    """Where a slot of w x h holds its picture (the cube, the end mark) and its markers: the picture's box,
    the markers' centres and their radius. A tall slot lines its markers up along its foot, a short one
    stacks them down its right edge."""
    if not markers:
        return (0.0, 0.0, float(w), float(h)), [], 0.0
    if h >= 18:
        r = max(1.8, min(h * 0.12, w / (2.8 * markers + 1.6)))
        step, y = r * 2.5, h - r * 1.45
        x0 = w - r * 1.5 - (markers - 1) * step
        return (0.0, 0.0, float(w), h - r * 2.4), [(x0 + m * step, y) for m in range(markers)], r
    r = max(1.5, min(w * 0.1, (h - 2) / (2.5 * markers)))
    step = r * 2.4
    y0 = h / 2 - (markers - 1) * step / 2
    x = w - r * 1.5
    return (0.0, 0.0, w - r * 2.6, float(h)), [(x, y0 + m * step) for m in range(markers)], r


@functools.lru_cache(maxsize=256)
def level_slot(level: int, reached: bool, size: tuple, end: str, markers: int) -> pygame.Surface:
    """One level's printed slot: the level's colour (faded when not reached), the black markers it carries
    (slot_parts), and at level 4 its end mark (the Epilogue's skull, or the Zs of sleep)."""
    w, h = size
    color = SLOT_ZERO if level == 0 else STATE_LEVEL[level]
    fill = lighten(color, 0.06) if reached or level == 0 else mix(color, PLATE, DIM)
    box, dots, r = slot_parts(w, h, markers)

    def draw(canvas: pygame.Surface) -> None:
        k = canvas.get_width() / w
        rect = pygame.Rect(0, 0, canvas.get_width(), canvas.get_height())
        radius = round(min(w, h) * 0.22 * k)
        pygame.draw.rect(canvas, darken(fill, 0.45), rect, border_radius=radius)
        pygame.draw.rect(canvas, fill, rect.inflate(-round(2 * k), -round(2 * k)), border_radius=radius)
        if reached:
            top = pygame.Rect(rect.x + round(k), rect.y + round(k), rect.width - round(2 * k), round(h * 0.28 * k))
            pygame.draw.rect(canvas, lighten(fill, 0.14), top, border_top_left_radius=radius,
                             border_top_right_radius=radius)
        if end:
            side = min(box[2], box[3]) * 0.84 * k
            cx, cy = (box[0] + box[2] / 2) * k, (box[1] + box[3] / 2) * k
            mark = Pen(canvas, side, (cx - side / 2, cy - side / 2))
            ink = (240, 230, 210) if reached else mix((240, 230, 210), fill, 0.4)
            if end == "sleep":
                _sleep_mark(mark, ink)
            else:
                art.draw_skull(mark, ink, darken(fill, 0.4), with_jaw_lines=side >= 14 * k)
        for x, y in dots:
            pygame.draw.circle(canvas, (232, 226, 210), (x * k, y * k), r * k)
            pygame.draw.circle(canvas, (14, 14, 16), (x * k, y * k), r * 0.72 * k)
    return art.finish(art.supersampled((w, h), draw, 3))


def _sleep_mark(pen: Pen, ink) -> None:
    """Sleep: a large Z and a small one, rising."""
    for x, y, side, width in ((0.1, 0.42, 0.46, 0.11), (0.62, 0.12, 0.28, 0.08)):
        pen.line(ink, [(x, y), (x + side, y), (x, y + side), (x + side, y + side)], width)


@functools.lru_cache(maxsize=32)
def cube_piece(size: int) -> pygame.Surface:
    """The plastic cube that marks a track's level, seen a little from above: a lit top, two shaded sides."""
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        top = [(0.5, 0.06), (0.92, 0.26), (0.5, 0.46), (0.08, 0.26)]
        left = [(0.08, 0.26), (0.5, 0.46), (0.5, 0.96), (0.08, 0.76)]
        right = [(0.5, 0.46), (0.92, 0.26), (0.92, 0.76), (0.5, 0.96)]
        outline = [(0.5, 0.0), (0.98, 0.23), (0.98, 0.79), (0.5, 1.0), (0.02, 0.79), (0.02, 0.23)]
        pen.polygon(DARK, outline, corner=0.06)
        pen.polygon(lighten(CUBE, 0.3), top, corner=0.02)
        pen.polygon(CUBE, left, corner=0.02)
        pen.polygon(darken(CUBE, 0.3), right, corner=0.02)
    return art.finish(art.supersampled((size, size), draw, 4))


__all__ = ["CharacterBoards", "TrackGeometry", "state_glyph", "slot_parts", "level_slot", "cube_piece"]
