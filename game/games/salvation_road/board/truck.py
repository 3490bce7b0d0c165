"""The truck at the bottom of the compound: its picture and its cargo, one cell per resource, each
group of three lying on the 3X spot as one 3X token. Element ids: ``truck``, ``truck:<resource>``.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, int_or
from .. import card_art as ca
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, DIM


class TruckArea(LayeredBoard):
    """Draws the truck and its cargo."""

    def _draw_truck(self, layer: pygame.Surface, ctx: DrawContext, rect: pygame.Rect) -> None:
        truck = ctx.truck()
        layer.blit(art.panel(rect.size, (24, 22, 20, 215), radius=self._sz(10), border=(214, 168, 72, 90)), rect)
        inner = rect.inflate(-self._sz(12), -self._sz(10))
        label = self._put_text(layer, "THE TRUCK", 11, (226, 190, 120), bold=True, box=inner, topleft=inner.topleft)
        pic_h = min(inner.height - label.height - self._sz(4), round(inner.width * 0.42 / 1.75))
        pic = pygame.Rect(inner.x, label.bottom + self._sz(4), round(pic_h * 1.75), pic_h)
        pic.centery = max(pic.centery, (label.bottom + inner.bottom) // 2)
        layer.blit(ca.truck_token(pic.size), pic)
        self._box(ctx, "truck", pic, tips.truck_tip(truck), radius=self._sz(8))
        # the cargo: one cell per resource; each group of three lies on the 3X spot as one 3X token
        cells = pygame.Rect(pic.right + self._sz(10), inner.y, inner.right - pic.right - self._sz(10), inner.height)
        cols = 2 if cells.width < self._sz(300) else 4
        rows = 4 // cols
        cw, chh = cells.width // cols, cells.height // rows
        tok = max(10, min(chh - self._sz(6), self._sz(30)))
        for i, res in enumerate(ca.RESOURCES):
            n = max(0, int_or(truck.get(res)))
            col, row = i % cols, i // cols
            cell = pygame.Rect(cells.x + col * cw, cells.y + row * chh, cw, chh)
            groups, singles = divmod(n, 3)
            num = self._text(n, 16, BONE if n else DIM, bold=True)
            items = [True] * groups + [False] * singles or [None]
            room = cell.width - num.get_width() - self._sz(10)
            step = tok + self._sz(2)
            if len(items) > 1 and tok + step * (len(items) - 1) > room:
                step = max(3, (room - tok) // (len(items) - 1))
            x, y = cell.x, cell.centery - tok // 2
            for k, three in enumerate(items):
                if three is None:
                    img = self._cached(("faded-tok", res, tok), lambda r=res: art.fade(self._token(r, tok).copy(), 60))
                elif three:
                    img = ca.three_x_token(res, tok)
                else:
                    img = self._token(res, tok)
                layer.blit(img, (x + k * step, y))
            end = x + (len(items) - 1) * step + tok
            self._place(layer, num, cell, midleft=(end + self._sz(5), cell.centery))
            self._box(ctx, f"truck:{res}", cell.inflate(-2, -2), tips.truck_cargo_tip(res, n), radius=self._sz(6))


__all__ = ["TruckArea"]
