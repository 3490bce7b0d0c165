"""The Sewers on the board: while a party is down there, a panel over the house with the tile map as it grows
(the kit's MapView fits it to the panel), each tile a stretch of brick tunnel with its openings, its paths
and their marks (Rooms letters in squares, Corridors numbers in circles; the way-up room, on the tile where
it leads out, in yellow), the paths walked lit amber, and the party's token where it stands; beside the map,
which tile this is of the three, the Threat, and what is left of the pile and the decks. Element ids:
``sewers`` (the panel), ``sewer_tile:<n>`` (the n-th tile laid), ``sewer_mark:<n>:<mark>``,
``sewer_path:<k>`` (a path of the tile the party is on, at its far end)."""
from __future__ import annotations

import pygame

from ....ui.map_view import MapView
from ..rules.sewer_tiles import cells_of, turned_slot
from .under_way import INK, MUTED, RIM

STONE, BRICK, WATER = (58, 54, 50), (44, 40, 38), (54, 78, 84)
PATH, WALKED, LIT = (120, 112, 100), (214, 160, 86), (255, 214, 120)
ROOM_FILL, CORRIDOR_FILL, WAY_UP = (86, 76, 64), (70, 66, 60), (232, 196, 64)
TOKEN = (196, 72, 60)
SIDE_SHARE = 0.28
# where each opening lies on a tile two squares wide and one high, as fractions of its width and height
SLOT_AT = {"N0": (0.25, 0.0), "N1": (0.75, 0.0), "S0": (0.25, 1.0), "S1": (0.75, 1.0), "W": (0.0, 0.5),
           "E": (1.0, 0.5), "S": (0.14, 0.5)}
MARK_SPOTS = ((0.3, 0.32), (0.58, 0.68), (0.46, 0.3), (0.82, 0.38), (0.18, 0.7), (0.7, 0.28), (0.36, 0.7),
              (0.88, 0.7), (0.12, 0.32), (0.62, 0.5))
TILES_TO_EXIT = 3


def mark_spots(tile) -> dict[str, tuple[float, float]]:
    """Each mark of a tile at a spot of its own (the tile as it lies): in the order the paths name them."""
    marks: list[str] = []
    for path in tile.paths:
        for mark in path.steps:
            if mark not in marks:
                marks.append(mark)
    return {mark: MARK_SPOTS[k % len(MARK_SPOTS)] for k, mark in enumerate(marks)}


def way_up_mark(tile) -> str:
    ends = [path.steps[-1] for path in tile.paths if path.b == "UP" and path.steps]
    return ends[0] if ends else ""


class SewersPanel:
    def _sewer_trip(self, view: dict) -> dict | None:
        return (view.get("sewers") or {}).get("trip")

    def _draw_sewers(self, layer: pygame.Surface, ctx, trip: dict) -> None:
        tiles = (getattr(self.content, "tables", {}) or {}).get("sewer_tiles") or {}
        laid = [piece for piece in trip.get("laid") or [] if piece["tile"] in tiles]
        if not laid:
            return
        sewers = ctx.view.get("sewers") or {}
        beyond = len(laid) - 1
        body = self._overlay(layer, ctx, "THE SEWERS", f"tile {beyond} of {TILES_TO_EXIT} laid" if beyond else
                             "the Starting Zone", "sewers")
        side_w = max(self._sz(150), round(body.width * SIDE_SHARE))
        map_box = pygame.Rect(body.x, body.y, body.width - side_w - self._sz(10), body.height)
        self._draw_sewer_map(layer, ctx, map_box, trip, laid, tiles)
        side = pygame.Rect(map_box.right + self._sz(10), body.y, side_w, body.height)
        self._draw_sewer_side(layer, side, trip, sewers, laid, tiles)

    def _draw_sewer_map(self, layer, ctx, box: pygame.Rect, trip: dict, laid: list, tiles: dict) -> None:
        cells = [cell for piece in laid for cell in cells_of(piece["at"])]
        left, top = min(c for c, _r in cells), min(r for _c, r in cells)
        cols, rows = max(c for c, _r in cells) - left + 1, max(r for _c, r in cells) - top + 1
        view = MapView(cols, rows, min_cells_across=2.4, fit_margin=0.04)
        view.set_viewport(box)
        view.fit([(c - left, r - top) for c, r in cells])
        pygame.draw.rect(layer, (20, 18, 18), box, border_radius=max(4, self._sz(8)))
        clip = layer.get_clip()
        layer.set_clip(box)
        for n, piece in enumerate(laid):
            c, r = piece["at"]
            rect = view.cell_rect((c - left, r - top)).union(view.cell_rect((c + 1 - left, r - top)))
            self._draw_tile(layer, ctx, rect, n, piece, tiles[piece["tile"]], trip, up=(n == len(laid) - 1
                                                                                        and n >= TILES_TO_EXIT))
        layer.set_clip(clip)

    def _draw_tile(self, layer, ctx, rect: pygame.Rect, n: int, piece: dict, tile, trip: dict, up: bool) -> None:
        turned = piece["turned"]
        inset = rect.inflate(-max(4, rect.height // 10), -max(4, rect.height // 10))
        pygame.draw.rect(layer, STONE, inset, border_radius=max(3, rect.height // 14))
        for y in range(inset.y + 6, inset.bottom, max(6, inset.height // 7)):       # courses of brick
            pygame.draw.line(layer, BRICK, (inset.x + 3, y), (inset.right - 3, y), 1)
        water = pygame.Rect(inset.x + 4, inset.centery - inset.height // 16, inset.width - 8, max(3, inset.height // 8))
        pygame.draw.rect(layer, WATER, water, border_radius=3)

        def point(at: tuple[float, float]) -> tuple[int, int]:
            x, y = (1 - at[0], 1 - at[1]) if turned else at
            return round(inset.x + x * inset.width), round(inset.y + y * inset.height)
        spots = mark_spots(tile)
        walked = {(w[1], w[2]) for w in trip.get("walked") or [] if w[0] == n}
        current = trip.get("path") if trip.get("on") == n else None
        for opening in tile.openings:                                    # the gaps in the tile's wall
            x, y = point(SLOT_AT[opening])
            pygame.draw.circle(layer, (16, 14, 14), (x, y), max(4, inset.height // 9))
        for k, path in enumerate(tile.paths):
            if path.b == "UP" and not up:
                continue
            ends = [turned_slot(path.a, turned), turned_slot(path.b, turned)]
            lit = tuple(ends) in walked or tuple(reversed(ends)) in walked
            on_now = current is not None and current.get("k") == k
            colour = LIT if on_now else WALKED if lit else PATH
            pts = [point(SLOT_AT[path.a])] + [point(spots[m]) for m in path.steps]
            if path.b != "UP":
                pts.append(point(SLOT_AT[path.b]))
            pygame.draw.lines(layer, colour, False, pts, 3 if (lit or on_now) else 2)
            if trip.get("on") == n and trip.get("path") is None:
                far = pts[-1]
                hit = pygame.Rect(0, 0, max(14, inset.height // 5), max(14, inset.height // 5))
                hit.center = far
                self._lit_box(ctx, f"sewer_path:{k}", hit, tooltip=self._path_tip(tile, path), radius=4)
        bright = way_up_mark(tile) if up else ""
        size = max(12, inset.height // 5)
        for mark, at in spots.items():
            x, y = point(at)
            box = pygame.Rect(0, 0, size, size)
            box.center = (x, y)
            if mark.isalpha():
                pygame.draw.rect(layer, WAY_UP if mark == bright else ROOM_FILL, box, border_radius=3)
            else:
                pygame.draw.circle(layer, CORRIDOR_FILL, (x, y), size // 2)
            if mark.isalpha():
                pygame.draw.rect(layer, (20, 18, 18), box, 1, border_radius=3)
            self._line(layer, mark, 10, (30, 24, 16) if mark == bright else INK, size, bold=True, least=9,
                       center=(x, y))
            kind = "Room" if mark.isalpha() else "Corridor"
            self._lit_box(ctx, f"sewer_mark:{n}:{mark}", box, tooltip=f"{kind} {mark} of {tile.name}: passing it, "
                          f"the top card of the {kind}s deck is drawn and its entry {mark} read."
                          + (" The way up, to a Location." if mark == bright else ""), radius=3)
        if tile.start:
            x, y = point(SLOT_AT["S"])
            pygame.draw.rect(layer, ROOM_FILL, (x - size // 2, y - size // 2, size, size), border_radius=3)
            self._line(layer, "S", 10, INK, size, bold=True, least=9, center=(x, y))
        if trip.get("on") == n:
            self._draw_party_token(layer, trip, point, spots, size)
        self._lit_box(ctx, f"sewer_tile:{n}", inset, tooltip=f"{tile.name}, the "
                      + ("Starting Zone" if tile.start else f"tile laid {n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}")
                      + (", turned end for end" if turned else "") + ".", radius=4)

    @staticmethod
    def _path_tip(tile, path) -> str:
        marks = ", ".join(path.steps) or "no marks"
        return f"A way across {tile.name}: {marks}."

    def _draw_party_token(self, layer, trip: dict, point, spots: dict, size: int) -> None:
        path = trip.get("path")
        if path and trip.get("step"):
            done = path["steps"][:trip["step"]]
            at = point(spots[done[-1]]) if done[-1] in spots else point(SLOT_AT.get(trip.get("from"), (0.5, 0.5)))
        else:
            frm = trip.get("from")
            at = point(SLOT_AT.get(frm if frm == "S" else turned_back(frm, trip), (0.5, 0.5)))
        pygame.draw.circle(layer, (0, 0, 0), (at[0] + 2, at[1] + 2), size // 2 + 2)
        pygame.draw.circle(layer, TOKEN, at, size // 2 + 2)
        pygame.draw.circle(layer, INK, at, size // 2 + 2, 2)

    def _draw_sewer_side(self, layer, side: pygame.Rect, trip: dict, sewers: dict, laid: list, tiles: dict) -> None:
        here = tiles[laid[trip.get("on", 0)]["tile"]]
        lines = [(here.name, INK, True)]
        beyond = len(laid) - 1
        lines.append((f"The way up is on tile {TILES_TO_EXIT}" if beyond < TILES_TO_EXIT else
                      "The way up is here: the yellow room", MUTED, False))
        if trip.get("threat"):
            lines.append((f"Threat {trip['threat']}: Thugs down here", (220, 120, 100), True))
        lines.append((f"Tiles in the pile: {sewers.get('tiles_left', 0)}", MUTED, False))
        lines.append((f"Rooms deck: {sewers.get('rooms_left', 0)} cards", MUTED, False))
        lines.append((f"Corridors deck: {sewers.get('corridors_left', 0)} cards", MUTED, False))
        y = side.y
        for words, colour, bold in lines:
            drawn = self._lines(layer, words, 12 if bold else 11, colour, side.width, 2, bold=bold, topleft=(side.x, y))
            y = drawn.bottom + max(4, self._sz(8))
        pygame.draw.rect(layer, RIM, pygame.Rect(side.x, side.y, side.width, y - side.y).inflate(8, 8), 1,
                         border_radius=max(4, self._sz(8)))


def turned_back(slot: str, trip: dict) -> str:
    """The entry slot on the map, as the tile lies (the token is drawn in the tile's own frame)."""
    piece = trip["laid"][trip["on"]]
    return turned_slot(slot, piece["turned"])
