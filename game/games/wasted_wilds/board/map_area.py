"""The map of tiles through a MapView window: face-up tiles with their faces, face-down ones with the
campaign's back, the open places a tile (or the Van) may be laid on while the map is built, monster
tokens, barricades, what an eliminated survivor left, and the survivors' standees.

Cells are the rules' "x,y" (y to the north); the MapView grid is the map's bounding box with one open
place all round, row 0 at the top. Element ids: cell:<x,y> (a tile or an open place), survivor:<i>."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.map_view import MapView
from .. import pieces

TABLE_FELT = (30, 36, 40)


def bounds(keys) -> tuple[int, int, int, int]:
    xs = [int(k.split(",")[0]) for k in keys] or [0]
    ys = [int(k.split(",")[1]) for k in keys] or [0]
    return min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1


class MapArea:
    def _init_map(self) -> None:
        self._map_view = MapView(3, 3, min_cells_across=1.6)
        self._map_bounds: tuple | None = None

    def _map_grid(self, view: dict) -> tuple[int, int, int, int]:
        """Keep the MapView's grid the map's bounding box (made again when the map grows)."""
        box = bounds(view.get("map") or {})
        if box != self._map_bounds:
            x0, y0, x1, y1 = box
            self._map_view = MapView(x1 - x0 + 1, y1 - y0 + 1, min_cells_across=1.6)   # fits the grown map
            self._map_bounds = box
        return box

    def _to_grid(self, key: str) -> tuple[int, int]:
        x0, y0, x1, y1 = self._map_bounds
        x, y = (int(v) for v in key.split(","))
        return x - x0, y1 - y

    def _to_key(self, grid: tuple[int, int]) -> str:
        x0, y0, x1, y1 = self._map_bounds
        return f"{grid[0] + x0},{y1 - grid[1]}"

    def _draw_map(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        area = lay.map
        layer.blit(art.panel(area.size, TABLE_FELT, self._sz(8), border=(60, 70, 78)), area)
        self._map_grid(view)
        places = view.get("map") or {}
        mv = self._map_view
        mv.set_viewport(area.inflate(-self._sz(6), -self._sz(6)))
        mv.auto_fit([self._to_grid(k) for k in places] or [(1, 1)])
        cells = {self._to_grid(k): (k, place) for k, place in places.items()}
        campaign = self._campaign()
        survivors = view.get("survivors") or []
        here: dict[str, list[int]] = {}
        for i, survivor in enumerate(survivors):
            if survivor.get("alive") and survivor.get("pos"):
                here.setdefault(survivor["pos"], []).append(i)

        def draw_cell(surface, rect, grid, data):
            key, place = data
            inner = rect.inflate(-max(2, rect.width // 40), -max(2, rect.height // 40))
            if place.get("up") and place.get("tile"):
                record = self.content.tables["tiles"].get(place["tile"])
                if record is not None:
                    surface.blit(self._face("tile", record, inner.size), inner)
                    self._note_card(f"cell:{key}", "tile", record)
            else:
                surface.blit(self._face("tile_back", campaign, inner.size), inner)
            self._draw_cell_pieces(ctx, surface, inner, key, place, here.get(key, []), survivors, view)
            self._box(ctx, f"cell:{key}", inner, self._cell_tip(key, place), radius=self._sz(6))

        def draw_blank(surface, rect, grid):
            key = self._to_key(grid)
            if f"cell:{key}" in self._highlights:
                inner = rect.inflate(-rect.width // 10, -rect.height // 10)
                pygame.draw.rect(surface, (80, 96, 108), inner, max(2, self._sz(2)), border_radius=self._sz(8))
                self._box(ctx, f"cell:{key}", inner, f"Lay it here ({key})", radius=self._sz(8))

        mv.draw(layer, cells, draw_cell, draw_blank)
        hint = self._text("wheel: zoom · right-drag: pan · 0: fit", 10, (150, 160, 168))
        layer.blit(hint, hint.get_rect(bottomright=(area.right - self._sz(8), area.bottom - self._sz(4))))

    def _draw_cell_pieces(self, ctx, surface, rect, key, place, people, survivors, view) -> None:
        side = rect.width
        token = max(10, side // 5)
        tokens = int(place.get("tokens") or 0)
        for k in range(tokens):
            spot = (rect.right - token - 3 - k * (token * 3 // 4), rect.y + 3)
            surface.blit(pieces.monster_token(token), spot)
        if place.get("barricade"):
            surface.blit(pieces.barricade(token + 4), (rect.x + 3, rect.y + 3))
        if place.get("dropped"):
            mark = self._chip_surface(f"{len(place['dropped'])} left here", max(9, side // 12))
            surface.blit(mark, mark.get_rect(midtop=(rect.centerx, rect.y + token + 6)))
        size = max(14, min(side // 3, round(side * 0.3)))
        for n, i in enumerate(people):
            survivor = survivors[i]
            active = i == view.get("active") and view.get("phase") == "play"
            letter = (survivor.get("name") or "?")[:1]
            pawn = pieces.standee(survivor.get("char") or "", size, active, letter)
            spot = pygame.Rect(rect.x + 4 + n * (size * 3 // 4), rect.y + round(rect.height * 0.5) - size // 2,
                               size, size)             # above the name plate
            surface.blit(pawn, spot)
            self._box(ctx, f"survivor:{i}", spot, survivor.get("name") or "", glow=True)

    def _chip_surface(self, words: str, px: int) -> pygame.Surface:
        text = self._art_text(words, px, (250, 244, 232), bold=True)
        chip = art.new_surface((text.get_width() + 10, text.get_height() + 4))
        pygame.draw.rect(chip, (20, 20, 24, 210), chip.get_rect(), border_radius=chip.get_height() // 2)
        chip.blit(text, (5, 2))
        return chip

    def _cell_tip(self, key: str, place: dict) -> str:
        if place.get("up") and place.get("tile"):
            record = self.content.tables["tiles"].get(place["tile"])
            name = record.name if record else place["tile"]
            extra = f"; {place['tokens']} monster tokens" if place.get("tokens") else ""
            return f"{name}{extra}"
        return "A face-down tile"

    def _campaign(self) -> str:
        mission = self.content.tables["missions"].get((self._last_view or {}).get("mission", ""))
        return mission.campaign if mission is not None else "frozen"

    # --- the map's input (the match screen passes wheel, right/middle drag and + - 0 here) ----------
    def handle_event(self, event) -> bool:
        return self._map_input(self._map_view, event)
