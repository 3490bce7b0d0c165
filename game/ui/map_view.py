"""A growing map seen through a window: a grid of cells in world units, a view transform (zoom and pan),
and the input that moves it. Game-independent: Everything Lost's hand-drawn town sheet uses it, and a
later game's tile map (This War of Mine's sewers) can too.

World units: cell (col, row) covers ``col * CELL .. (col + 1) * CELL`` across and ``row * CELL ..`` down
(row 0 at the top; a game whose rows count upwards maps its names onto these itself). The transform
maps a world point w to the screen point ``viewport.topleft + (w - origin) * zoom``.

What a game does with it:

* ``set_viewport(rect)`` whenever its window on the board moves or resizes;
* ``fit(cells)`` on the first show and again while the player has not moved the view themselves
  (``user_moved``), so a map that grows stays in sight; ``0`` fits again;
* ``draw(surface, cells, draw_cell, draw_blank)``: the blank paper for every grid cell in sight, then
  ``draw_cell(surface, rect, key, data)`` for each drawn cell, clipped to the viewport;
* ``handle_event(event, pos)``: the mouse wheel zooms at the pointer, a right or middle drag pans,
  ``+`` / ``-`` zoom at the centre and ``0`` fits; True when the view changed (redraw);
* ``cell_at(pos)`` and ``cell_rect(key)`` for hit testing.

The zoom is clamped (from "the whole grid fits" down to a few cells across) and so is the pan (the
grid never leaves the window entirely: at least half a cell stays in sight).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable, Iterable

import pygame

CELL = 100.0                    # world units per cell
Key = tuple[int, int]           # (col, row), row 0 at the top


class MapView:
    """The view transform of a cols x rows grid shown in a viewport (see the module docstring)."""

    WHEEL_STEP = 1.15           # zoom factor per wheel notch
    KEY_STEP = 1.25             # zoom factor per +/- press

    def __init__(self, cols: int, rows: int, min_cells_across: float = 1.5, fit_margin: float = 0.06) -> None:
        self.cols, self.rows = int(cols), int(rows)
        self.min_cells_across = float(min_cells_across)
        self.fit_margin = float(fit_margin)
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.zoom = 1.0                          # screen px per world unit
        self.origin = (0.0, 0.0)                 # the world point at the viewport's top-left
        self.user_moved = False                  # the player zoomed or panned: stop fitting by itself
        self._fit_cells: tuple[Key, ...] = ()
        self._drag_from: tuple[int, int] | None = None

    # --- the transform ---------------------------------------------------------
    @property
    def world_size(self) -> tuple[float, float]:
        return self.cols * CELL, self.rows * CELL

    @property
    def transform(self) -> tuple:
        """A hashable summary (for a cache key): the viewport, zoom and origin."""
        return (tuple(self.viewport), round(self.zoom, 5), round(self.origin[0], 3), round(self.origin[1], 3))

    def min_zoom(self) -> float:
        """The whole grid fits the viewport."""
        ww, wh = self.world_size
        vw, vh = max(1, self.viewport.width), max(1, self.viewport.height)
        return min(vw / ww, vh / wh)

    def max_zoom(self) -> float:
        """A few cells (min_cells_across) fill the viewport's shorter side."""
        vw, vh = max(1, self.viewport.width), max(1, self.viewport.height)
        return max(self.min_zoom(), min(vw, vh) / (CELL * self.min_cells_across))

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return (self.viewport.x + (wx - self.origin[0]) * self.zoom,
                self.viewport.y + (wy - self.origin[1]) * self.zoom)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (self.origin[0] + (sx - self.viewport.x) / self.zoom,
                self.origin[1] + (sy - self.viewport.y) / self.zoom)

    def cell_rect(self, key: Key) -> pygame.Rect:
        """Where cell (col, row) lies on screen (edges rounded so neighbours share them)."""
        col, row = key
        x0, y0 = self.to_screen(col * CELL, row * CELL)
        x1, y1 = self.to_screen((col + 1) * CELL, (row + 1) * CELL)
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    def cell_at(self, pos: tuple[int, int]) -> Key | None:
        """The grid cell under a screen point (None: outside the viewport or the grid)."""
        if not self.viewport.collidepoint(pos):
            return None
        wx, wy = self.to_world(*pos)
        col, row = math.floor(wx / CELL), math.floor(wy / CELL)
        if 0 <= col < self.cols and 0 <= row < self.rows:
            return col, row
        return None

    def visible_cells(self) -> list[Key]:
        """The grid cells at least partly inside the viewport."""
        x0, y0 = self.to_world(self.viewport.left, self.viewport.top)
        x1, y1 = self.to_world(self.viewport.right, self.viewport.bottom)
        cols = range(max(0, math.floor(x0 / CELL)), min(self.cols, math.ceil(x1 / CELL)))
        rows = range(max(0, math.floor(y0 / CELL)), min(self.rows, math.ceil(y1 / CELL)))
        return [(c, r) for r in rows for c in cols]

    # --- moving the view ----------------------------------------------------------
    def set_viewport(self, rect: pygame.Rect) -> None:
        """A new window on the board: refit unless the player moved the view, else keep it clamped."""
        rect = pygame.Rect(rect)
        if rect == self.viewport:
            return
        self.viewport = rect
        if not self.user_moved:
            self.fit(self._fit_cells)
        else:
            self.clamp()

    def fit(self, cells: Iterable[Key] = (), user: bool = False) -> None:
        """Zoom and centre on these cells (none: the whole grid), with a small margin. user=True
        (the 0 key) also hands the view back to auto-fitting."""
        cells = tuple(cells)
        self._fit_cells = cells
        if user:
            self.user_moved = False
        if self.viewport.width <= 0 or self.viewport.height <= 0:
            return
        if cells:
            c0, c1 = min(c for c, _ in cells), max(c for c, _ in cells) + 1
            r0, r1 = min(r for _, r in cells), max(r for _, r in cells) + 1
        else:
            c0, r0, c1, r1 = 0, 0, self.cols, self.rows
        w, h = (c1 - c0) * CELL, (r1 - r0) * CELL
        margin = 1 + 2 * self.fit_margin
        self.zoom = min(self.viewport.width / (w * margin), self.viewport.height / (h * margin))
        self.zoom = max(self.min_zoom(), min(self.max_zoom(), self.zoom))
        cx, cy = (c0 + c1) * CELL / 2, (r0 + r1) * CELL / 2
        self.origin = (cx - self.viewport.width / (2 * self.zoom), cy - self.viewport.height / (2 * self.zoom))
        self.clamp()

    def auto_fit(self, cells: Iterable[Key]) -> None:
        """Fit these cells, unless the player has moved the view (then only remember them for ``0``)."""
        cells = tuple(sorted(cells))
        if self.user_moved:
            self._fit_cells = cells
        elif cells != self._fit_cells or self.zoom <= 0:
            self.fit(cells)

    def zoom_at(self, pos: tuple[float, float], factor: float) -> bool:
        """Zoom by factor keeping the world point under pos where it is; True if anything changed."""
        new = max(self.min_zoom(), min(self.max_zoom(), self.zoom * factor))
        if abs(new - self.zoom) < 1e-9:
            return False
        wx, wy = self.to_world(*pos)
        self.zoom = new
        self.origin = (wx - (pos[0] - self.viewport.x) / new, wy - (pos[1] - self.viewport.y) / new)
        self.clamp()
        self.user_moved = True
        return True

    def pan(self, dx: float, dy: float) -> bool:
        """Move the map by (dx, dy) screen pixels (the map follows the pointer); True if it moved."""
        before = self.origin
        self.origin = (self.origin[0] - dx / self.zoom, self.origin[1] - dy / self.zoom)
        self.clamp()
        moved = self.origin != before
        self.user_moved = self.user_moved or moved
        return moved

    def clamp(self) -> None:
        """Keep the zoom within its limits and the grid in sight: when the grid is narrower than the
        window it is centred, else its edge never comes further in than half a cell."""
        self.zoom = max(self.min_zoom(), min(self.max_zoom(), self.zoom))
        vw, vh = self.viewport.width / self.zoom, self.viewport.height / self.zoom
        ww, wh = self.world_size
        slack = CELL / 2

        def axis(o: float, view: float, world: float) -> float:
            if view >= world:
                return (world - view) / 2
            return max(-slack, min(world - view + slack, o))
        self.origin = (axis(self.origin[0], vw, ww), axis(self.origin[1], vh, wh))

    # --- input ------------------------------------------------------------------
    def handle_event(self, event: Any, pos: tuple[int, int] | None = None) -> bool:
        """Wheel zooms at the pointer, right / middle drag pans, + - 0 zoom and fit; True when the view
        changed or the event was the map's (a drag starting). pos: the pointer (wheel events carry none)."""
        pos = pos if pos is not None else getattr(event, "pos", None)
        inside = pos is not None and self.viewport.collidepoint(pos)
        kind = getattr(event, "type", None)
        if kind == pygame.MOUSEWHEEL and inside:
            steps = getattr(event, "y", 0)
            return self.zoom_at(pos, self.WHEEL_STEP ** steps) if steps else False
        if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) in (2, 3) and inside:
            self._drag_from = tuple(pos)
            return True
        if kind == pygame.MOUSEMOTION and self._drag_from is not None:
            dx, dy = pos[0] - self._drag_from[0], pos[1] - self._drag_from[1]
            self._drag_from = tuple(pos)
            self.pan(dx, dy)
            return True
        if kind == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) in (2, 3) and self._drag_from is not None:
            self._drag_from = None
            return True
        if kind == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            centre = self.viewport.center
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                return self.zoom_at(centre, self.KEY_STEP) or True
            if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                return self.zoom_at(centre, 1 / self.KEY_STEP) or True
            if key in (pygame.K_0, pygame.K_KP_0):
                self.fit(self._fit_cells, user=True)
                return True
        return False

    @property
    def dragging(self) -> bool:
        return self._drag_from is not None

    # --- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, cells: dict[Key, Any],
             draw_cell: Callable[[pygame.Surface, pygame.Rect, Key, Any], None],
             draw_blank: Callable[[pygame.Surface, pygame.Rect, Key], None] | None = None) -> list[tuple[Key, pygame.Rect]]:
        """Draw the cells in sight, clipped to the viewport: draw_blank for every grid cell without
        data, draw_cell for those with; returns (key, screen rect clipped to the viewport) of every
        grid cell in sight, for hitboxes."""
        out: list[tuple[Key, pygame.Rect]] = []
        old_clip = surface.get_clip()
        surface.set_clip(self.viewport.clip(old_clip) if old_clip else self.viewport)
        try:
            for key in self.visible_cells():
                rect = self.cell_rect(key)
                if key in cells:
                    draw_cell(surface, rect, key, cells[key])
                elif draw_blank is not None:
                    draw_blank(surface, rect, key)
                shown = rect.clip(self.viewport)
                if shown.width > 0 and shown.height > 0:
                    out.append((key, shown))
        finally:
            surface.set_clip(old_clip)
        return out


def cache_key(data: Any) -> Hashable:
    """A hashable stand-in for a cell's data (dicts and lists of plain values), for caching its picture."""
    if isinstance(data, dict):
        return tuple(sorted((k, cache_key(v)) for k, v in data.items()))
    if isinstance(data, (list, tuple)):
        return tuple(cache_key(v) for v in data)
    return data


__all__ = ["MapView", "CELL", "cache_key"]
