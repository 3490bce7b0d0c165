"""Every card face the board shows, in one place: which card_art function draws which kind, with a mod's
picture (content.art, by id) in place of the painted one, cached per board by (kind, id, size); and the
hover view that draws the hovered card large beside it."""
from __future__ import annotations

from typing import Any

import pygame

from .. import card_art as ca

KINDS = ("tile", "tile_back", "survivor_card", "character", "monster", "scavenge", "status", "day", "night")


class Faces:
    """Mixin for the board: ``_face(kind, record_or_id, size)`` and the hover card view."""

    HOVER_WIDTH = 300            # the large card's width at scale 1

    def _init_faces(self) -> None:
        self._faces: dict[tuple, pygame.Surface] = {}
        self._zoomable: dict[str, tuple] = {}          # hitbox id -> (kind, record, extra) shown large on hover

    def _face(self, kind: str, record: Any, size: tuple[int, int], extra: Any = None) -> pygame.Surface:
        key = (kind, getattr(record, "id", record), tuple(size), extra)
        face = self._faces.get(key)
        if face is None:
            face = self._faces[key] = self._draw_face(kind, record, tuple(size), extra)
        return face

    def _draw_face(self, kind: str, record: Any, size: tuple[int, int], extra: Any) -> pygame.Surface:
        """extra: the character id (a survivor card), the status deck id (a status card), the tribe id (a
        monster); each drawn with its record."""
        tables = self.content.tables
        picture = self._override(record.id) if hasattr(record, "id") else None
        if kind == "tile":
            return (ca.van_face if record.van else ca.tile_face)(record, size, picture)
        if kind == "tile_back":
            return ca.tile_back(size, record)
        if kind == "survivor_card":
            return ca.survivor_card_face(record, size, tables["characters"].get(extra or ""), picture)
        if kind == "card_back":
            return ca.survivor_card_back(record, size)
        if kind == "character":
            return ca.character_face(record, size, bool(extra))
        if kind == "monster":
            return ca.monster_face(record, size, tables["tribes"].get(extra or ""), picture)
        if kind == "monster_back":
            return ca.monster_back(size)
        if kind == "scavenge":
            return ca.scavenge_face(record, size, picture)
        if kind == "scavenge_back":
            return ca.scavenge_back(record, size)
        if kind == "status":
            return ca.status_face(record, size, tables["status_decks"].get(extra or ""))
        if kind == "status_back":
            return ca.status_back(tables["status_decks"][record], size)
        if kind == "day":
            return ca.day_face(record, size)
        if kind == "night":
            return ca.night_face(record, size)
        raise KeyError(kind)

    def _note_card(self, target: str, kind: str, record: Any, extra: Any = None) -> None:
        if record is not None:
            self._zoomable[target] = (kind, record, extra)

    def _draw_over_hovered(self, surface: pygame.Surface, hover: str, rect: pygame.Rect) -> None:
        shown = self._zoomable.get(hover)
        if shown is None:
            return
        kind, record, extra = shown
        width = self._sz(self.HOVER_WIDTH)
        ratio = 1.0 if kind in ("tile",) else 1.4
        size = (width, round(width * ratio))
        face = self._face(kind, record, size, extra)
        board = self.rect
        x = rect.right + 12 if rect.right + 12 + size[0] <= board.right else rect.x - 12 - size[0]
        x = max(board.x, min(x, board.right - size[0]))
        y = max(board.y, min(rect.centery - size[1] // 2, board.bottom - size[1]))
        shadow = pygame.Surface(size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 110))
        surface.blit(shadow, (x + 6, y + 8))
        surface.blit(face, (x, y))
