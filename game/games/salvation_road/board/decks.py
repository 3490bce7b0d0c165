"""The decks of the right column: the apocalypse deck, the card being resolved (or the last drawn),
the discard spread by type, and the search deck. Element ids: ``apocalypse`` (the deck and the
card being resolved), ``discard:<type>``, ``discard:last``, ``search``.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, INK, YELLOW, MUTED, APOC_RATIO


class DeckPanels(LayeredBoard):
    """Draws the apocalypse and search decks."""

    def _draw_apocalypse(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.apoc
        deck_n, discard, current, top_type = ctx.apocalypse()
        pad = self._sz(12)
        self._put_text(layer, "APOCALYPSE", 14, (236, 150, 120), bold=True, box=area.inflate(-2 * pad, 0), topleft=(area.x + pad, area.y + self._sz(9)))
        spread_h = max(self._sz(78), 52)
        cards = pygame.Rect(area.x + pad, area.y + self._sz(34), area.width - 2 * pad,
                            area.height - self._sz(34) - spread_h - self._sz(10))
        # deck (left) and the card being resolved (right, bigger)
        cur_h = cards.height
        cur_w = round(cur_h * APOC_RATIO)
        deck_w = min(round(cards.width * 0.36), round((cards.height - self._sz(24)) * APOC_RATIO))
        if cur_w + deck_w + self._sz(14) > cards.width:
            cur_w = cards.width - deck_w - self._sz(14)
            cur_h = round(cur_w / APOC_RATIO)
        deck_w, cur_w = max(16, deck_w), max(16, cur_w)
        deck_h, cur_h = max(22, round(deck_w / APOC_RATIO)), max(22, cur_h)
        deck = pygame.Rect(cards.x, cards.y + self._sz(6), deck_w, deck_h)
        cur = pygame.Rect(cards.right - cur_w, cards.y, cur_w, cur_h)
        self._spots["apoc_deck"] = pygame.Rect(deck)
        self._stack(layer, deck, ca.apocalypse_back(deck.size), deck_n)
        self._spot_images["apoc_deck"] = ca.apocalypse_back(deck.size)
        words = "LAST CARD!" if deck_n == 1 else ("EMPTY: TRAVEL!" if deck_n == 0 else f"{deck_n} LEFT")
        self._put_text(layer, words, 10, (236, 120, 90) if deck_n <= 1 else MUTED, bold=True,
                       box=pygame.Rect(area.x + 2, deck.y, cur.x - area.x - 4, area.bottom - deck.y), midtop=(deck.centerx, deck.bottom + self._sz(5)))
        self._box(ctx, "apocalypse", deck, tips.apocalypse_deck_tip(deck_n, top_type), radius=self._sz(8))
        if current:
            self._keep_patch(layer, ("apoc_current",), cur.inflate(self._sz(6), self._sz(8)))
            layer.blit(self._shade(cur.size, (0, 0, 0, 160), self._sz(8)), cur.move(self._sz(4), self._sz(5)))
            face = self._apoc_face(current, cur.size)
            layer.blit(face, cur)
            self._spots["apoc_current"] = pygame.Rect(cur)
            self._spot_images["apoc_current"] = face
            self._put_text(layer, "RESOLVING", 10, (250, 200, 120), bold=True, box=area,
                           midbottom=(cur.centerx, cur.y - 1))
            self._box(ctx, "apocalypse", cur, tips.apocalypse_card_tip(current), radius=self._sz(8))
            self._zoomable["apocalypse"] = ("apocalypse", current, face)
        else:
            self._spots["apoc_current"] = pygame.Rect(cur)
            self._empty_slot(layer, cur, "NO CARD DRAWN", "")
            if discard:
                last = discard[-1]
                mini = cur.inflate(-round(cur.width * 0.3), -round(cur.height * 0.3))
                face = self._apoc_face(last, mini.size)
                layer.blit(face, mini)
                layer.blit(self._shade(mini.size, (0, 0, 0, 80), self._sz(6)), mini)
                self._put_text(layer, "LAST DRAWN", 10, MUTED, bold=True, box=cur,
                               midbottom=(cur.centerx, mini.y - self._sz(3)))
                self._zoomable["discard:last"] = ("apocalypse", last, face)
                self.add_hitbox("discard:last", mini, "Last drawn: " + tips.apocalypse_card_tip(last))
        # the discard spread by type
        spread = pygame.Rect(area.x + pad, area.bottom - spread_h - self._sz(8), area.width - 2 * pad, spread_h)
        self._draw_discard_spread(layer, ctx, spread, discard, top_type)

    def _apoc_face(self, card: dict, size: tuple[int, int]) -> pygame.Surface:
        data = dict(card)
        try:
            record = self.content.table("apocalypse").get(str(card.get("id"))) if self.content is not None else None
        except Exception:
            record = None
        if record is not None:
            for key in ("text", "name", "type"):
                if data.get(key) in (None, "") and isinstance(getattr(record, key, None), str):
                    data[key] = getattr(record, key)
            chart = getattr(record, "marauders", None)
            if data.get("marauders") is None and hasattr(chart, "for_players"):
                try:
                    data["marauders"] = int(chart.for_players(self._setup_players))
                except Exception:
                    pass
        return ca.apocalypse_card(data, size, bool(self.settings.colorblind))

    def _draw_discard_spread(self, layer: pygame.Surface, ctx: DrawContext, rect: pygame.Rect, discard: list[dict],
                             top_type: Any) -> None:
        self._put_text(layer, "DISCARD BY TYPE", 10, MUTED, bold=True, box=rect, topleft=(rect.x, rect.y))
        cells = pygame.Rect(rect.x, rect.y + self._sz(16), rect.width, rect.height - self._sz(16))
        gap = self._sz(6)
        cw = (cells.width - 3 * gap) // 4
        for i, kind in enumerate(ca.APOCALYPSE_TYPES):
            cards = [d for d in discard if str(d.get("type")) == kind]
            cell = pygame.Rect(cells.x + i * (cw + gap), cells.y, cw, cells.height)
            color = ca.APOCALYPSE_COLORS[kind]
            n = len(cards)
            fill = art.mix(color, (24, 24, 26), 0.25 if n else 0.78)
            pygame.draw.rect(layer, (8, 8, 8), cell.move(0, 2), border_radius=self._sz(6))
            pygame.draw.rect(layer, fill, cell, border_radius=self._sz(6))
            # fanned card edges, one per card drawn
            for k in range(min(n, 6)):
                y = cell.y + self._sz(3) + k * max(2, self._sz(4))
                pygame.draw.line(layer, art.lighten(fill, 0.35), (cell.x + self._sz(5), y), (cell.right - self._sz(5), y), 1)
            ico = ca.apocalypse_icon(kind, max(10, min(cell.width - self._sz(18), cell.height - self._sz(22))),
                                     (240, 232, 214) if n else (110, 106, 100), bool(self.settings.colorblind))
            layer.blit(ico, ico.get_rect(midtop=(cell.centerx, cell.y + self._sz(4))))
            num = self._fit_text(f"×{n}", 12, cell.width - 2, BONE if n else MUTED, bold=True)
            self._place(layer, num, cell, midbottom=(cell.centerx, cell.bottom - self._sz(2)))
            is_top = top_type is not None and str(top_type) == kind and n
            if is_top:
                pygame.draw.rect(layer, YELLOW, cell, max(2, self._sz(2)), border_radius=self._sz(6))
                self._chip(layer, "TOP", 8, YELLOW, INK, box=pygame.Rect(cell.x, cell.y - self._sz(10), cell.width,
                                                                         cell.height + self._sz(10)),
                           midtop=(cell.centerx, cell.y - self._sz(7)))
            self._box(ctx, f"discard:{kind}", cell, tips.discard_tip(kind, cards, bool(is_top)), glow=False)

    def _draw_search(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.search
        deck_n, disc = ctx.search()
        pad = self._sz(12)
        ch = max(22, area.height - self._sz(16))
        cw = max(16, round(ch * APOC_RATIO))
        deck = pygame.Rect(area.x + pad, area.y + self._sz(8), cw, ch)
        self._spots["search_deck"] = pygame.Rect(deck)
        self._spot_images["search_deck"] = ca.search_back(deck.size)
        self._stack(layer, deck, ca.search_back(deck.size), deck_n)
        x = deck.right + self._sz(12) + min(5, (deck_n + 3) // 4) * max(1, self._sz(2))
        words_box = pygame.Rect(x, area.y, area.right - self._sz(8) - x, area.height)
        t = self._put_text(layer, "SEARCH DECK", 13, BONE, bold=True, box=words_box, topleft=(x, area.y + self._sz(10)))
        line = self._put_text(layer, f"{deck_n} in the deck · {disc} discarded", 11, MUTED, box=words_box,
                              topleft=(x, t.bottom + self._sz(3)))
        if line.bottom + self._sz(2) + art.text_size("Hg", max(9, self._sz(10)))[1] <= area.bottom - self._sz(2):
            self._put_text(layer, "reshuffled when it runs out", 10, MUTED, box=words_box,
                           topleft=(x, line.bottom + self._sz(2)))
        self._box(ctx, "search", pygame.Rect(area.x, area.y, area.width, area.height),
                  f"Search deck: {deck_n} cards, {disc} in the discard. A search (and the first visit to a location) "
                  "draws one and adds the resources it shows to the location supply; at Salvation's gate they set "
                  "the toll.", glow=False)


__all__ = ["DeckPanels"]
