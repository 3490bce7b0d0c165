"""What the Hit Z Road board draws over the cached layer when the pointer moves: the hover
outline, and the hovered card (or epilogue card) in the card view.

The card view in the left column is about as small as a table card, so a pointed card is shown
larger (``Layout.zoom``, big enough for 14 px text): laid over the table from the left column,
beside the pointed card rather than over it, inside the board.

Hovering a path over one of its cards previews that card: a highlighted path wins the hit
test over its cards, but the card is what the player wants to read.
"""
from __future__ import annotations

import pygame



class HoverMixin:
    """HitZRoadBoard's per-frame hover (``self._pointer`` is the last position hit-tested)."""

    def _zoom_rect(self, avoid: pygame.Rect | None) -> pygame.Rect:
        """Where the pointed card is shown (board coordinates): over the card view, grown from
        the left column; moved beside ``avoid`` (the pointed card) when it would cover it."""
        lay = self._layout
        board = pygame.Rect((0, 0), lay.size).inflate(-2 * lay.pad, -2 * lay.pad)
        rect = pygame.Rect((0, 0), lay.zoom)
        if rect.size == lay.preview.size:
            return pygame.Rect(lay.preview)
        rect.midtop = (lay.preview.centerx, lay.preview.y)
        rect.left = max(rect.left, lay.left.x)
        rect.clamp_ip(board)
        if avoid is not None and rect.colliderect(avoid):
            right = rect.copy()
            right.left = avoid.right + lay.pad
            left = rect.copy()
            left.right = avoid.left - lay.pad
            for option in (right, left):
                if board.contains(option):
                    return option
            right.clamp_ip(board)
            return right
        return rect

    def _show_zoomed(self, surface: pygame.Surface, face: pygame.Surface, avoid: pygame.Rect | None) -> None:
        rect = self._zoom_rect(avoid)
        ox, oy = self.rect.topleft
        screen = rect.move(ox, oy)
        if rect.size != self._layout.preview.size:
            surface.blit(self._shade(rect.size, (0, 0, 0, 150), self._sz(12)), screen.move(self._sz(6), self._sz(8)))
        surface.blit(face, screen)
        if rect.size != self._layout.preview.size:
            pygame.draw.rect(surface, (236, 228, 208), screen.inflate(4, 4), width=2, border_radius=self._sz(10))

    def _draw_over_hovered(self, surface: pygame.Surface, hover: str, rect: pygame.Rect) -> None:
        # the card to preview: the hovered one, or the card under the pointer inside a hovered
        # path (a highlighted path wins the hit test over its cards, but the card is what to read)
        cid = hover[5:] if hover.startswith("card:") else None
        card_rect = rect if cid else None
        if cid is None and self._pointer is not None and rect.collidepoint(self._pointer):
            box = next((b for b in reversed(self.hitboxes)
                        if b.target.startswith("card:") and b.rect.collidepoint(self._pointer)), None)
            if box is not None:
                cid, card_rect = box.target[5:], box.rect
        avoid = card_rect.move(-self.rect.x, -self.rect.y) if card_rect is not None else None
        zoom = self._layout.zoom
        if hover.startswith("epilogue:"):
            entry = next((e for e in (self._last_view.get("epilogue") or [])
                          if isinstance(e, dict) and str(e.get("id")) == hover[9:]), None)
            if entry is not None:
                self._show_zoomed(surface, self._epilogue_face(entry, zoom), rect.move(-self.rect.x, -self.rect.y))
            return
        if cid and (cid != self._layer_preview or zoom != self._layout.preview.size):
            face = self._cards.get(("face", cid, zoom))
            data = self._book.card(cid) if face is None else None
            if face is None and data is not None:
                if self._warming:         # show its name now; warm_up draws the face next
                    self._hover_waits = (cid, zoom)
                    self._planned_for = None
                    face = self._plain_face(data["name"], zoom)
                else:
                    face = self._face(cid, zoom)
            if face is not None:
                self._show_zoomed(surface, face, avoid)


__all__ = ["HoverMixin"]
