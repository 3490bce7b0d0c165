"""Every card face the board shows, in one place: ``card_art.card_face`` (a mod's picture for the card
instead where content.art has one), cached per board by (table, id, size), a few new faces a frame and the
rest as stand-ins (a plain card with the name) drawn ahead on quiet frames by a ``WarmUpQueue``; and the
hover view that shows the card pointed at large (about 300 x 430 at scale 1) beside it, never past the
board's edges.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, WarmUpQueue, cover, one_stage
from .. import card_art as ca

HOVER_SIZE = (300, 430)      # the large card at scale 1
NEW_FACES_PER_FRAME = 8      # more new faces than this in one compose: stand-ins, warmed later
STAND_IN = (46, 42, 38)


class Faces(LayeredBoard):
    """Mixin: ``_face(table, card_id, size)``, ``_note_card`` while composing, the hover view, warming."""

    def _init_faces(self) -> None:
        self._faces: dict[tuple, pygame.Surface] = {}
        self._pending: dict[tuple, Callable[[], pygame.Surface]] = {}
        self._zoomable: dict[str, tuple[str, str]] = {}
        self._new_faces = 0
        self._stand_ins = False
        self._warmer = WarmUpQueue(self._next_job, self._finish_job)
        self._sizes_seen: dict[str, set] = {}        # table -> the sizes its faces were drawn at
        self._planned: set = set()                   # (table, size) whose every card was queued
        self._waiting: set = set()                   # the faces on the table as stand-ins

    def _begin_faces(self) -> None:
        self._new_faces, self._stand_ins = 0, False
        self._zoomable = {}
        self._waiting = set()

    @property
    def showing_stand_ins(self) -> bool:
        return self._stand_ins

    # --- faces ------------------------------------------------------------------------------------------
    def _face(self, table: str, card_id: str, size: tuple[int, int], eager: bool = False) -> pygame.Surface:
        """The card's face at size; a stand-in (warmed later) once this compose drew enough new ones,
        unless eager (the hover view's one card)."""
        key = (table, str(card_id), tuple(size))
        if not eager:
            self._sizes_seen.setdefault(table, set()).add(tuple(size))
        face = self._faces.get(key)
        if face is not None:
            return face
        make = lambda: self._draw_face(table, str(card_id), tuple(size))
        if eager or self._new_faces < NEW_FACES_PER_FRAME:
            self._new_faces += 1
            face = self._faces[key] = make()
            return face
        self._pending[key] = make
        self._stand_ins = True
        self._waiting.add(key)
        return self._stand_in(table, str(card_id), tuple(size))

    def _draw_face(self, table: str, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        picture = self._override(card_id)
        if picture is not None:
            return art.finish(cover(picture, size))
        try:
            return ca.card_face(self.content, table, card_id, size)
        except Exception:          # a card the art cannot draw (a broken mod): its stand-in, named
            return self._stand_in(table, card_id, size)

    def _stand_in(self, table: str, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            surf = art.new_surface(size)
            radius = max(3, min(size) // 12)
            pygame.draw.rect(surf, STAND_IN, surf.get_rect(), border_radius=radius)
            pygame.draw.rect(surf, (120, 110, 96), surf.get_rect(), 1, border_radius=radius)
            record = (getattr(self.content, "tables", {}).get(table) or {}).get(card_id)
            name = getattr(record, "name", card_id)
            words = self._fit_text(name, 11, size[0] - 6, (220, 212, 196), bold=True, px=max(9, size[0] // 9),
                                   min_px=9)
            surf.blit(words, words.get_rect(center=(size[0] // 2, size[1] // 2)))
            return surf
        return self._cached(("stand-in", table, card_id, size), make)

    def _card_back(self, table: str, size: tuple[int, int]) -> pygame.Surface:
        try:
            return ca.card_back(table, size)
        except Exception:
            return self._stand_in(table, "", size)

    def _note_card(self, target: str, table: str, card_id: str) -> None:
        """Target's hitbox shows this card: the hover view draws it large."""
        if card_id:
            self._zoomable[target] = (table, str(card_id))

    # --- the hover view ----------------------------------------------------------------------------------
    def _hover_size(self) -> tuple[int, int]:
        w, h = HOVER_SIZE
        f = min(max(1.0, self._layout.s), (self.rect.height - 24) / h, (self.rect.width - 24) / w)
        return max(60, round(w * f)), max(86, round(h * f))

    def _draw_over_hovered(self, surface: pygame.Surface, hover: str, rect: pygame.Rect) -> None:
        shown = self._zoomable.get(hover)
        if shown is None:
            return
        table, card_id = shown
        size = self._hover_size()
        face = self._face(table, card_id, size, eager=True)
        board = self.rect.inflate(-12, -12)
        gap = 12
        spots = [pygame.Rect(rect.right + gap, rect.centery - size[1] // 2, *size),
                 pygame.Rect(rect.x - gap - size[0], rect.centery - size[1] // 2, *size),
                 pygame.Rect(rect.centerx - size[0] // 2, rect.y - gap - size[1], *size),
                 pygame.Rect(rect.centerx - size[0] // 2, rect.bottom + gap, *size)]
        spot = next((s.clamp(board) for s in spots if not s.clamp(board).colliderect(rect)), spots[0].clamp(board))
        shadow = self._shade((size[0], size[1]), (0, 0, 0, 120), max(4, size[0] // 20))
        surface.blit(shadow, (spot.x + 6, spot.y + 8))
        surface.blit(face, spot)
        pygame.draw.rect(surface, (236, 226, 204), spot.inflate(4, 4), 2, border_radius=max(4, size[0] // 20))

    # --- drawing ahead --------------------------------------------------------------------------------------
    def warm_up(self, budget_s: float) -> bool:
        """The stand-ins' faces first; then, on quiet frames, every card of the tables the table shows at
        the sizes it shows them (the Fitting about to be built, the next Location, the next Objective)."""
        if self._layout is None:
            return False
        if not self._pending:
            self._plan_faces()
        return self._warmer.run(budget_s, lambda: bool(self._pending))

    def _plan_faces(self) -> None:
        tables = getattr(self.content, "tables", {}) or {}
        for table, sizes in self._sizes_seen.items():
            for size in sizes:
                if (table, size) in self._planned or table not in ("fittings", "locations", "objectives"):
                    continue
                self._planned.add((table, size))
                for card_id in tables.get(table) or {}:
                    key = (table, str(card_id), size)
                    if key not in self._faces:
                        self._pending[key] = (lambda t=table, c=str(card_id), z=size: self._draw_face(t, c, z))

    def _next_job(self) -> Any:
        while self._pending:
            key = next((k for k in self._waiting if k in self._pending), None) or next(iter(self._pending))
            make = self._pending.pop(key)
            if key in self._faces:
                continue
            return key, one_stage(lambda k=key, m=make: self._faces.__setitem__(k, m()))
        return None

    def _finish_job(self, key: Any) -> None:
        if key in self._waiting:
            self._waiting.discard(key)
            if not self._waiting:
                self._layer_key = None      # the stand-ins' faces are ready: compose again


__all__ = ["Faces", "HOVER_SIZE"]
