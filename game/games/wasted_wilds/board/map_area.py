"""The map of tiles through a MapView window: face-up tiles with their faces, face-down ones with the
campaign's back (or, in the replay's everything-revealed view, which names the tile under each, with its
face dimmed and marked face down), the open places a tile (or the Van) may be laid on while the map is
built, monster tokens, barricades, what an eliminated survivor left, and the survivors' standees. The
table under each token and under each tile's row of standees is kept (``_keep_patch``) for the animations
to hide one still sliding there.

Cells are the rules' "x,y" (y to the north); the MapView grid is the map's bounding box with one open
place all round, row 0 at the top. Element ids: cell:<x,y> (a tile or an open place), survivor:<i>."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.map_view import MapView
from .. import pieces
from .layout import READABLE_PX

TABLE_FELT = (30, 36, 40)
ZOOM_HINT = "wheel: zoom · right-drag: pan · 0: fit"


def bounds(keys) -> tuple[int, int, int, int]:
    xs = [int(k.split(",")[0]) for k in keys] or [0]
    ys = [int(k.split(",")[1]) for k in keys] or [0]
    return min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1


def tile_rect(cell: pygame.Rect) -> pygame.Rect:
    """A tile within its grid cell: a hair of felt shows between tiles."""
    return cell.inflate(-max(2, cell.width // 40), -max(2, cell.height // 40))


def token_spot(tile: pygame.Rect, k: int) -> pygame.Rect:
    """Where a tile's k-th monster token lies: along its top edge from the right corner, each overlapping the last."""
    size = max(10, tile.width // 5)
    return pygame.Rect(tile.right - size - 3 - k * (size * 3 // 4), tile.y + 3, size, size)


def standee_spot(tile: pygame.Rect, n: int) -> pygame.Rect:
    """Where the n-th survivor on a tile stands: across its middle from the left, above the name plate, each
    overlapping the last."""
    size = max(14, min(tile.width // 3, round(tile.width * 0.3)))
    return pygame.Rect(tile.x + 4 + n * (size * 3 // 4), tile.y + round(tile.height * 0.5) - size // 2, size, size)


def standing(survivors: list) -> dict[str, list[int]]:
    """The survivors alive on each tile ("x,y"), in their order (the order the map draws their standees)."""
    here: dict[str, list[int]] = {}
    for i, survivor in enumerate(survivors):
        if survivor.get("alive") and survivor.get("pos"):
            here.setdefault(survivor["pos"], []).append(i)
    return here


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
        for key in [key for key in self._patches if key[0] in ("token", "standees")]:
            del self._patches[key]          # kept again below for the pieces in sight now
        campaign = self._campaign()
        here = standing(view.get("survivors") or [])

        def draw_cell(surface, rect, grid, data):
            key, place = data
            inner = tile_rect(rect)
            record = self.content.tables["tiles"].get(place["tile"]) if place.get("tile") else None
            if record is not None:        # face up, or face down in the revealed view
                surface.blit(self._face("tile", record, inner.size), inner)
                self._note_card(f"cell:{key}", "tile", record)
                if not place.get("up"):
                    self._mark_face_down(surface, inner)
            elif not place.get("up"):
                surface.blit(self._face("tile_back", campaign, inner.size), inner)
            self._draw_cell_pieces(ctx, surface, inner, key, place, here.get(key, []), view)
            self._box(ctx, f"cell:{key}", inner, self._cell_tip(key, place), radius=self._sz(6))

        def draw_blank(surface, rect, grid):
            key = self._to_key(grid)
            if f"cell:{key}" in self._highlights:
                inner = rect.inflate(-rect.width // 10, -rect.height // 10)
                pygame.draw.rect(surface, (80, 96, 108), inner, max(2, self._sz(2)), border_radius=self._sz(8))
                self._box(ctx, f"cell:{key}", inner, f"Lay it here ({key})", radius=self._sz(8))

        mv.draw(layer, cells, draw_cell, draw_blank)
        self._draw_map_hint(layer, area)

    def _draw_map_hint(self, layer: pygame.Surface, area: pygame.Rect) -> None:
        """How to zoom and pan, one quiet line in the map's bottom right corner, readable over the tiles
        (on a dark strip) and cut only when the map is narrower than it."""
        hint = self._fit_text(ZOOM_HINT, 10, area.width - self._sz(16), (160, 168, 176), min_px=READABLE_PX)
        strip = pygame.Rect((0, 0), (hint.get_width() + self._sz(8), hint.get_height()))
        strip.bottomright = (area.right - self._sz(4), area.bottom - self._sz(4))
        layer.blit(self._shade(strip.size, (18, 22, 26, 190), strip.height // 2), strip)
        layer.blit(hint, hint.get_rect(center=strip.center))

    def _draw_cell_pieces(self, ctx, surface, rect, key, place, people, view) -> None:
        side = rect.width
        token = token_spot(rect, 0).width
        for k in range(int(place.get("tokens") or 0)):
            spot = token_spot(rect, k)
            # what lies under it, for the animations to hide a token that is still sliding here
            self._keep_patch(surface, ("token", key, k), spot.clip(self._map_view.viewport))
            surface.blit(pieces.monster_token(token), spot)
        if place.get("barricade"):
            surface.blit(pieces.barricade(token + 4), (rect.x + 3, rect.y + 3))
        if place.get("dropped"):
            mark = self._chip_surface(f"{len(place['dropped'])} left here", max(9, side // 12))
            surface.blit(mark, mark.get_rect(midtop=(rect.centerx, rect.y + token + 6)))
        if people:         # what lies under the standees, for the animations to hide one still sliding here
            row = standee_spot(rect, 0).union(standee_spot(rect, len(people) - 1))
            self._keep_patch(surface, ("standees", key), row.clip(rect).clip(self._map_view.viewport))
        for n, i in enumerate(people):
            spot = standee_spot(rect, n)
            surface.blit(self._standee(view, i, spot.width), spot)
            self._box(ctx, f"survivor:{i}", spot, view["survivors"][i].get("name") or "", glow=True)

    @staticmethod
    def _standee(view: dict, i: int, size: int) -> pygame.Surface:
        """Survivor i's standee as the map shows it: ringed while it is their turn, their initial on it."""
        survivor = view["survivors"][i]
        active = i == view.get("active") and view.get("phase") == "play"
        return pieces.standee(survivor.get("char") or "", size, active, (survivor.get("name") or "?")[:1])

    def _chip_surface(self, words: str, px: int) -> pygame.Surface:
        text = self._art_text(words, px, (250, 244, 232), bold=True)
        chip = art.new_surface((text.get_width() + 10, text.get_height() + 4))
        pygame.draw.rect(chip, (20, 20, 24, 210), chip.get_rect(), border_radius=chip.get_height() // 2)
        chip.blit(text, (5, 2))
        return chip

    def _mark_face_down(self, surface: pygame.Surface, tile: pygame.Rect) -> None:
        """A face-down tile drawn face up (the revealed view): dimmed and edged, and "face down" over its
        picture where the words fit the tile (no token or standee stands on a face-down tile to be hidden by
        them; the tile's tooltip says it too)."""
        surface.blit(self._shade(tile.size, (10, 12, 16, 110), self._sz(6)), tile)
        pygame.draw.rect(surface, (150, 160, 200), tile, max(1, self._sz(2)), border_radius=self._sz(6))
        mark = self._chip_surface("face down", max(READABLE_PX, tile.width // 12))
        if mark.get_width() <= tile.width - 4:
            surface.blit(mark, mark.get_rect(center=(tile.centerx, tile.y + round(tile.height * 0.36))))

    def _cell_tip(self, key: str, place: dict) -> str:
        if place.get("tile"):
            record = self.content.tables["tiles"].get(place["tile"])
            name = record.name if record else place["tile"]
            extra = f"; {place['tokens']} monster tokens" if place.get("tokens") else ""
            return f"{name}{extra}" if place.get("up") else f"A face-down tile: {name}{extra}"
        return "A face-down tile"

    def _campaign(self) -> str:
        mission = self.content.tables["missions"].get((self._last_view or {}).get("mission", ""))
        return mission.campaign if mission is not None else "frozen"

    # --- the map's input (the match screen passes wheel, right/middle drag and + - 0 here) ----------
    def handle_event(self, event) -> bool:
        return self._map_input(self._map_view, event)
