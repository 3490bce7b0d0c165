"""The card view: a card pointed at on the table is shown large beside it, so its words read.

The table's cards are small (at a 1280x720 window their text is 9 to 11 px), so hovering an active
card (``card:<i>``), a known mob card (``mob:<k>``; a face-down one never), a mob skill, a weapon or
the zombie card fought shows that card drawn again by its own face function (``card_art``) at about
2.2 times its size on the table (at least 300 px on its long side), never past the board's edges,
placed beside the card pointed at so it does not cover it, on a soft shadow with a light rim.

While composing, each region notes what a hitbox shows (``_note_card``: the kind, the content
record, the side and the size on the table, and what the board draws over it in play); the picture
is made once per (card, side, size) and kept in ``_misc`` (dropped on resize), so a steady hover
costs one blit.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .. import card_art as ca

VIEW_SCALE = 2.2          # the card view's size, in sizes on the table
VIEW_MIN_LONG = 300       # ... but at least this many px on its long side


class CardView(LayeredBoard):
    """The hover card view (see the module docstring). The regions call ``_note_card`` while composing
    and ``_card_face(kind, record, side, size)`` for every face, on the table and in the view."""

    _zoomable: dict

    def _note_card(self, target: str, kind: str, record: Any, side: Any, size: tuple[int, int],
                   marks: tuple = ()) -> None:
        """Target's hitbox shows this card (marks: what the board draws over it, see ``_card_marks``)."""
        if record is not None:
            self._zoomable[target] = (kind, record, side, tuple(size), tuple(marks))

    def _card_face(self, kind: str, record: Any, side: Any, size: tuple[int, int]) -> pygame.Surface:
        """The one drawing of each card: kind "building" (side "front" or "back"), "rubble" (side: the
        name of who goes there), "zombie", "weapon" (record: the weapon side; side: upgraded)."""
        if kind == "building":
            face = ca.building_back if side == "back" else ca.building_front
            return face(record, size, self._override(record.id))
        if kind == "rubble":
            return ca.rubble_front(record, size, side or "", self._override(record.id))
        if kind == "zombie":
            return ca.zombie_face(record, size, self._override(record.id))
        return ca.weapon_face(record, size, bool(side))

    def _card_marks(self, target: pygame.Surface, rect: pygame.Rect, marks: tuple, px: int) -> None:
        """What the board draws over an active card in play (the rolled type, the actions used); the
        regions that have marks implement it."""

    # --- the view -----------------------------------------------------------------------
    def card_view_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """How big a card lying at this size is shown: VIEW_SCALE times (at least VIEW_MIN_LONG px on
        its long side), shrunk to fit the board with its shadow."""
        w, h = size
        f = max(VIEW_SCALE, VIEW_MIN_LONG / max(1, max(w, h)))
        room_w, room_h = self.rect.width - 2 * self._view_margin(), self.rect.height - 2 * self._view_margin()
        f = min(f, room_w / max(1, w), room_h / max(1, h))
        return max(1, round(w * f)), max(1, round(h * f))

    def _view_margin(self) -> int:
        return max(6, self._sz(10))

    def _card_view(self, target: str, at: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect] | None:
        """(picture, screen rect of the card itself) for target pointed at (at: its screen rect); None
        when target shows no card (a face-down mob card, a deck, a track...)."""
        entry = (getattr(self, "_zoomable", None) or {}).get(target)
        if entry is None:
            return None
        kind, record, side, size, marks = entry
        big = self.card_view_size(size)
        key = ("card-view", kind, getattr(record, "id", None) or getattr(record, "name", ""), side, big, marks)
        picture = self._misc.get(key)
        if picture is None:
            picture = self._card_view_picture(kind, record, side, size, big, marks)
            self._misc[key] = picture
        return picture, self._card_view_spot(big, at)

    def _card_view_picture(self, kind: str, record: Any, side: Any, size: tuple[int, int],
                           big: tuple[int, int], marks: tuple) -> pygame.Surface:
        """The card at big on its soft shadow, with a light rim; the card lies at (margin, margin)."""
        m = self._view_margin()
        w, h = big
        out = art.new_surface((w + 2 * m, h + 2 * m))
        # a soft shadow: a dark card shape blurred by scaling it down and up, a little below
        small = art.new_surface((max(4, (w + 2 * m) // 8), max(4, (h + 2 * m) // 8)))
        inner = pygame.Rect(0, 0, max(1, w // 8), max(1, h // 8))
        inner.center = (small.get_width() // 2, small.get_height() // 2 + max(1, m // 10))
        pygame.draw.rect(small, (0, 0, 0, 190), inner, border_radius=2)
        out.blit(pygame.transform.smoothscale(pygame.transform.smoothscale(small, (small.get_width() * 2,
                                                                                   small.get_height() * 2)),
                                              out.get_size()), (0, m // 3))
        face = self._card_face(kind, record, side, big)
        out.blit(face, (m, m))
        if marks:
            self._card_marks(out, pygame.Rect(m, m, w, h), marks, max(10, round(h * 0.045)))
        radius = max(3, round(min(w, h) * 0.06))
        pygame.draw.rect(out, (236, 228, 208), pygame.Rect(m, m, w, h).inflate(4, 4), 2, border_radius=radius + 2)
        return art.finish(out)

    def _card_view_spot(self, big: tuple[int, int], at: pygame.Rect) -> pygame.Rect:
        """Where the card view's card lies on screen: beside the card pointed at (right, left, above,
        below: the first that fits the board without covering it), else where it covers least."""
        m = self._view_margin()
        board = self.rect.inflate(-2 * m, -2 * m)
        w, h = big
        gap = max(6, self._sz(10))
        spots = [pygame.Rect(at.right + gap, at.centery - h // 2, w, h),
                 pygame.Rect(at.x - gap - w, at.centery - h // 2, w, h),
                 pygame.Rect(at.centerx - w // 2, at.y - gap - h, w, h),
                 pygame.Rect(at.centerx - w // 2, at.bottom + gap, w, h)]
        clamped = [spot.clamp(board) for spot in spots]
        for spot in clamped:
            if not spot.colliderect(at):
                return spot

        def covered(spot: pygame.Rect) -> int:
            clip = spot.clip(at)
            return clip.width * clip.height
        return min(clamped, key=covered)

    def _draw_over_hovered(self, surface: pygame.Surface, hover: str, rect: pygame.Rect) -> None:
        view = self._card_view(hover, rect)
        if view is not None:
            picture, spot = view
            m = self._view_margin()
            surface.blit(picture, (spot.x - m, spot.y - m))


__all__ = ["CardView", "VIEW_SCALE", "VIEW_MIN_LONG"]
