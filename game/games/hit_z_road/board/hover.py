"""What the Hit Z Road board draws over the cached layer when the pointer moves: the hover
outline, and the hovered card (or epilogue card) in the left column's card view.

Hovering a path over one of its cards previews that card: a highlighted path wins the hit
test over its cards, but the card is what the player wants to read.
"""
from __future__ import annotations

import pygame

from ....ui.board import BoardFrame


class HoverMixin:
    """HitZRoadBoard's per-frame hover (``self._pointer`` is the last position hit-tested)."""

    def _draw_hover(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        hover = frame.hover
        if not hover:
            return
        rect = self._hover_rect(hover)
        if rect is None:
            return
        if hover not in self._highlights:
            self._hover_outline(surface, rect)
        # the card to preview: the hovered one, or the card under the pointer inside a hovered
        # path (a highlighted path wins the hit test over its cards, but the card is what to read)
        cid = hover[5:] if hover.startswith("card:") else None
        if cid is None and self._pointer is not None and rect.collidepoint(self._pointer):
            cid = next((b.target[5:] for b in reversed(self.hitboxes)
                        if b.target.startswith("card:") and b.rect.collidepoint(self._pointer)), None)
        if hover.startswith("epilogue:"):
            entry = next((e for e in (self._last_view.get("epilogue") or [])
                          if isinstance(e, dict) and str(e.get("id")) == hover[9:]), None)
            if entry is not None:
                surface.blit(self._epilogue_face(entry, self._layout.preview.size),
                             self._layout.preview.move(*self.rect.topleft))
            return
        if cid and cid != self._layer_preview:
            preview = self._layout.preview
            face = self._cards.get(("face", cid, preview.size))
            data = self._book.card(cid) if face is None else None
            if face is None and data is not None:
                if self._warming:         # show its name now; warm_up draws the face next
                    self._hover_waits = (cid, preview.size)
                    self._planned_for = None
                    face = self._plain_face(data["name"], preview.size)
                else:
                    face = self._face(cid, preview.size)
            if face is not None:
                surface.blit(face, preview.move(*self.rect.topleft))


__all__ = ["HoverMixin"]
