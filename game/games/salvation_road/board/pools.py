"""The supply pools at the foot of the right column: each resource's pool and the wound pool.
Element ids: ``pool:<resource>``, ``wounds``.
"""
from __future__ import annotations

import pygame

from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, MUTED


class PoolsPanel(LayeredBoard):
    """Draws the supply pools."""

    def _draw_pools(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.pools
        pad = self._sz(12)
        self._put_text(layer, "SUPPLY POOLS", 10, MUTED, bold=True, box=area.inflate(-2 * pad, 0), topleft=(area.x + pad, area.y + self._sz(7)))
        row = pygame.Rect(area.x + pad, area.y + self._sz(22), area.width - 2 * pad, area.height - self._sz(28))
        items = ctx.pools()
        cw = row.width // len(items)
        tok = max(10, min(row.height - 2, round(cw * 0.55), self._sz(30)))
        for i, (kind, n) in enumerate(items):
            cell = pygame.Rect(row.x + i * cw, row.y, cw, row.height)
            if kind == "wound":
                img = ca.wound_token("unrevealed", tok)
                target = "wounds"
            else:
                img = self._token(kind, tok)
                target = f"pool:{kind}"
            r = layer.blit(img, img.get_rect(midleft=(cell.x, cell.centery)))
            if n is not None:
                num = self._fit_text(n, 12, max(10, cell.right - r.right - self._sz(2)), BONE, bold=True)
                self._place(layer, num, cell.union(r), midleft=(r.right + self._sz(2), cell.centery))
            self.add_hitbox(target, cell, tips.pool_tip(kind, n))


__all__ = ["PoolsPanel"]
