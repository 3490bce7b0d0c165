"""Farmers and Market on the board: the figures at the shelter's door, standing in the Outside space's
room beside its door (the Farmers, then the Thugs), and the Market as a panel over the house while a
Character is at the stalls: the Tolerance, each stall's ware with its price (2 off once haggled down) and
what it sells, and while a ware is being paid for, how much has been handed over and what is left in the
Storage to pay with. Element ids: ``figure:<kind>``, ``market``, ``ware:<id>``, ``market:mine:<item>``."""
from __future__ import annotations

import pygame

from .. import pieces
from .. import tooltips as tips
from .under_way import GOOD, MUTED, RESOURCE_IDS, RIM

MOST_AT_DOOR = 5


class MarketPanel:
    # --- the figures at the door ------------------------------------------------------------------------------------
    def _draw_door(self, layer: pygame.Surface, ctx, shelter: dict, spaces: dict) -> None:
        door = (ctx.view.get("figures") or {}).get("outside") or {}
        figures = [kind for kind, n in sorted(door.items()) for _ in range(n)]
        door = next((k for k in shelter if k in spaces and spaces[k].holds == "outside"), None)
        rect = self._layout.cells.get((spaces[door].floor, spaces[door].column)) if door else None
        if not figures or rect is None:
            return
        h = max(18, round(rect.height * 0.5))
        w = round(h * 0.6)
        step = min(w, (rect.width - 6 - w) // max(1, len(figures) - 1)) if len(figures) > 1 else w
        x = rect.right - 3 - w - step * (min(len(figures), MOST_AT_DOOR) - 1)
        drawn: dict[str, pygame.Rect] = {}
        for kind in figures[:MOST_AT_DOOR]:
            at = pygame.Rect(x, rect.bottom - 2 - h, w, h)
            layer.blit(pieces.door_figure(kind, h), at)
            drawn[kind] = drawn[kind].union(at) if kind in drawn else at
            x += step
        for kind, box in drawn.items():
            self._lit_box(ctx, f"figure:{kind}", box, radius=4)

    # --- the Market ---------------------------------------------------------------------------------------------------
    def _draw_market(self, layer: pygame.Surface, ctx, market: dict) -> None:
        view = ctx.view
        who = tips.character_name(view, market.get("who"), self.content) if market.get("who") is not None else ""
        tolerance = view.get("tolerance") or 0
        body = self._overlay(layer, ctx, "THE MARKET", f"{who} at the stalls · Tolerance {tolerance} of 5", "market")
        wares = (getattr(self.content, "tables", {}) or {}).get("wares") or {}
        buying, paid = market.get("buying"), market.get("paid") or {}
        bar_h = self._px(12) + 8
        bar = pygame.Rect(body.x, body.y, body.width, bar_h)
        if buying in wares:
            price = self._ware_price(market, wares, buying)
            given = sum(tips.goods_value(self.content, k) * n for k, n in paid.items())
            self._progress(layer, bar, given, price, f"The {wares[buying].name}: {given} of {price} handed over",
                           GOOD if given >= price else RIM)
        else:
            self._progress(layer, bar, 0, 1, "One deal a visit: buy, haggle or steal", RIM)
        stalls = [w for w in market.get("stalls") or [] if w in wares]
        cols = pygame.Rect(body.x, bar.bottom + 6, body.width, body.bottom - bar.bottom - 6)
        gap = max(6, self._sz(10))
        count = len(stalls) + (1 if buying in wares else 0)
        w = (cols.width - gap * max(0, count - 1)) // max(1, count)
        for k, ware in enumerate(stalls):
            box = pygame.Rect(cols.x + k * (w + gap), cols.y, w, cols.height)
            self._draw_stall(layer, ctx, box, wares[ware], self._ware_price(market, wares, ware), ware == buying)
        if buying in wares:
            mine = {k: n - paid.get(k, 0) for k, n in (view.get("storage") or {}).items()
                    if k not in RESOURCE_IDS and n - paid.get(k, 0) > 0 and tips.goods_value(self.content, k)}
            box = pygame.Rect(cols.x + len(stalls) * (w + gap), cols.y, cols.right - cols.x - len(stalls) * (w + gap),
                              cols.height)
            self._item_list(layer, ctx, box, "TO PAY WITH", mine, "market:mine", "value")
        if not stalls:
            self._line(layer, "no stall left", 12, MUTED, cols.width, center=cols.center)

    def _draw_stall(self, layer: pygame.Surface, ctx, box: pygame.Rect, card, price: int, buying: bool) -> None:
        """A stall: its name and price over what it sells (a row a kind), then the ware's own words; hovered,
        its card shows large."""
        goods = {g.item: g.amount for g in card.goods}
        rows = max(1, len(goods))
        listed = pygame.Rect(box.x, box.y, box.width,
                             min(box.height, self._px(11) + 10 + 2 * max(3, self._sz(6)) + rows * self._sz(36)))
        self._item_list(layer, ctx, listed, f"{card.name} · {price}", goods, f"ware:{card.id}:goods", "value")
        pad = max(4, self._sz(8))
        words = pygame.Rect(box.x + pad, listed.bottom + pad, box.width - 2 * pad, box.bottom - listed.bottom - 2 * pad)
        if words.height > self._px(11) * 2:
            lines = max(1, words.height // max(1, self._px(11) + 4))
            self._lines(layer, card.text, 11, MUTED, words.width, lines, topleft=words.topleft, least=10)
        pygame.draw.rect(layer, GOOD if buying else (74, 66, 58), box, 2 if buying else 1,
                         border_radius=max(4, self._sz(8)))
        self._note_card(f"ware:{card.id}", "wares", card.id)
        self._lit_box(ctx, f"ware:{card.id}", box, radius=max(4, self._sz(8)))

    @staticmethod
    def _ware_price(market: dict, wares: dict, ware: str) -> int:
        return max(0, wares[ware].price - (market.get("haggled") or {}).get(ware, 0))
