"""Our Street on the board: its four cards as signboards along the roof line, in their order, each with the
figures its text speaks of drawn small beside its name; and at the end of the row the Findings Pile's
sign, "the way out tonight", with the figures standing on it (those on the Outside space stand at the
door, market.py). Hovered, a sign shows its card's words. Element ids: ``street:<card>``, ``way_out``,
``figure:findings:<kind>``."""
from __future__ import annotations

import pygame

from .. import pieces
from .under_way import RIM

SIGN = (30, 27, 26, 222)
SIGN_INK = (236, 226, 204)
WAY_OUT_RIM = (170, 120, 80)
FROM, TO = 0.28, 0.995          # the share of the roof's width the signs take (clear of the chimney)
MOST_ON_PILE = 6


class StreetStrip:
    def _draw_street(self, layer: pygame.Surface, ctx) -> None:
        view = ctx.view
        cards = [c for c in view.get("street") or [] if c in self._street_cards()]
        if not cards:
            return
        roof = self._layout.roof
        gap = max(4, self._sz(8))
        left, right = roof.x + round(roof.width * FROM), roof.x + round(roof.width * TO)
        count = len(cards) + 1
        w = (right - left - gap * (count - 1)) // count
        h = min(roof.height - 6, self._px(11) * 2 + 12)
        y = roof.y + (roof.height - h) // 2
        table = self._street_cards()
        for k, card_id in enumerate(cards):
            box = pygame.Rect(left + k * (w + gap), y, w, h)
            self._sign(layer, box, f"{table[card_id].order}. {table[card_id].name}", RIM)
            self._lit_box(ctx, f"street:{card_id}", box, radius=4)
        way = pygame.Rect(left + len(cards) * (w + gap), y, right - left - len(cards) * (w + gap), h)
        pile = ((view.get("figures") or {}).get("findings") or {})
        standing = [kind for kind, n in sorted(pile.items()) for _ in range(n)]
        words = "The way out tonight" if standing else "The way out: clear"
        self._sign(layer, way, words, WAY_OUT_RIM, figures=len(standing))
        self._lit_box(ctx, "way_out", way, radius=4)
        self._draw_pile_figures(layer, ctx, way, standing)

    def _street_cards(self) -> dict:
        return (getattr(self.content, "tables", {}) or {}).get("street") or {}

    def _sign(self, layer: pygame.Surface, box: pygame.Rect, words: str, rim, figures: int = 0) -> None:
        """A dark signboard with its words on one line (or two), room kept at the right for `figures`."""
        sign = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(sign, SIGN, sign.get_rect(), border_radius=4)
        pygame.draw.rect(sign, rim, sign.get_rect(), 1, border_radius=4)
        layer.blit(sign, box)
        room = box.width - 8 - (self._figure_w(box) * (min(figures, MOST_ON_PILE) + 1) if figures else 0)
        self._lines(layer, words, 11, SIGN_INK, max(8, room), 2, bold=True, topleft=(box.x + 4, box.y + 4), least=9)

    def _figure_w(self, box: pygame.Rect) -> int:
        return max(6, round((box.height - 4) * 0.6 * 0.7))

    def _draw_pile_figures(self, layer: pygame.Surface, ctx, way: pygame.Rect, standing: list) -> None:
        if not standing:
            return
        h = way.height - 4
        step = self._figure_w(way)
        x = way.right - 4 - step * min(len(standing), MOST_ON_PILE) - round(h * 0.6 - step)
        drawn: dict[str, pygame.Rect] = {}
        for kind in standing[:MOST_ON_PILE]:
            at = pygame.Rect(x, way.bottom - 2 - h, round(h * 0.6), h)
            layer.blit(pieces.door_figure(kind, h), at)
            drawn[kind] = drawn[kind].union(at) if kind in drawn else at
            x += step
        for kind, box in drawn.items():
            self._lit_box(ctx, f"figure:findings:{kind}", box, radius=4)
