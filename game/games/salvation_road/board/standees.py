"""The characters' standees: a cardboard figure framed in the seat's colour (with the seat's marker
in colour-blind mode), lying down when delayed, with an arrow over the active one. They stand
under the locations and in the compound's yard; their hitboxes (``character:<id>``) are added
after the cards, so a character's card is its first hitbox.
"""
from __future__ import annotations

import pygame

from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, YELLOW


class Standees(LayeredBoard):
    """Draws rows of standees."""

    def _standee_img(self, ctx: DrawContext, ch: dict, h: int, lying: bool) -> pygame.Surface:
        seat = ctx.seat_of(ch)
        rim = self._seat_color(seat).rgb if seat is not None else (200, 190, 170)
        w = max(6, round(h * 0.56))
        cid = str(ch.get("id"))
        kind = "survivor" if ch.get("kind") == "survivor" else "hero"
        img = ca.standee(cid, kind, (w, h), rim)
        if self.settings.colorblind and seat is not None:
            def make() -> pygame.Surface:
                out = img.copy()
                mk = self._marker(seat, max(8, round(w * 0.55)))
                out.blit(mk, mk.get_rect(midbottom=(w // 2, h - max(1, h // 30))))
                return out
            img = self._cached(("cb-standee", cid, w, h, rim), make)
        if lying:
            img = self._cached(("lying", cid, w, h, rim, bool(self.settings.colorblind)),
                               lambda im=img: pygame.transform.rotate(im, 90))
        return img

    def _standee_h(self) -> int:
        """One standee height for the whole table: what fits the strips under the locations."""
        strips = self._layout.loc_strips
        return max(16, min(strips[0].height - self._sz(8) if strips else self._sz(80), self._sz(110)))

    def _draw_standees(self, layer: pygame.Surface, ctx: DrawContext, area: pygame.Rect, ids: list[str], cols: int = 3) -> None:
        chars = [ctx.chars[c] for c in ids if c in ctx.chars and not ctx.chars[c].get("defeated")]
        if not chars:
            return
        n = len(chars)
        rows = 1 if n <= cols else -(-n // cols)
        per_row = -(-n // rows)
        h = min(round(area.height / rows) - self._sz(4), round(area.width / per_row / 0.62) - self._sz(2),
                self._standee_h())
        h = max(16, h)
        w = max(6, round(h * 0.56))
        active = ctx.view.get("active_character")
        for r in range(rows):
            row = chars[r * per_row:(r + 1) * per_row]
            widths = [h if ch.get("delayed") else w for ch in row]
            gap = self._sz(6)
            total = sum(widths) + gap * (len(row) - 1)
            if total > area.width:
                gap = (area.width - sum(widths)) // max(1, len(row) - 1)
                total = sum(widths) + gap * (len(row) - 1)
            x = area.centerx - total // 2
            base = area.y + (area.height - rows * h) // 2 + (r + 1) * h
            for j, (ch, width) in enumerate(zip(row, widths)):
                lying = bool(ch.get("delayed"))
                img = self._standee_img(ctx, ch, h, lying)
                rect = img.get_rect(bottomleft=(x, base))
                layer.blit(img, rect)
                if lying and rect.height >= self._sz(14):
                    t = self._fit_text("DELAYED", 8, max(10, rect.width + self._sz(8)), BONE, True)
                    bh = max(self._sz(12), t.get_height() + 2)
                    band = pygame.Rect(0, 0, max(rect.width, t.get_width() + 4), bh)
                    band.midbottom = (rect.centerx, rect.y - self._sz(2))
                    layer.blit(self._hazard_band(band.size), band)
                    self._place(layer, t, band, center=band.center)
                cid = str(ch.get("id"))
                if active is not None and str(active) == cid:
                    tip_y = rect.top - self._sz(3)
                    s = max(4, self._sz(7))
                    pygame.draw.polygon(layer, (10, 10, 10), [(rect.centerx - s, tip_y - s * 1.5 + 1),
                                                              (rect.centerx + s, tip_y - s * 1.5 + 1),
                                                              (rect.centerx, tip_y + 1)])
                    pygame.draw.polygon(layer, YELLOW, [(rect.centerx - s + 1, tip_y - s * 1.5),
                                                        (rect.centerx + s - 1, tip_y - s * 1.5),
                                                        (rect.centerx, tip_y - 1)])
                hit = pygame.Rect(rect)
                if gap < 0 and j < len(row) - 1:       # packed tight: only the part not under the next one
                    hit.width = max(4, hit.width + gap)
                ctx.standees.append((f"character:{cid}", hit, tips.character_tip(ctx, ch)))
                x += width + gap


__all__ = ["Standees"]
