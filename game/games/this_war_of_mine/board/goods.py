"""The Storage (the resources first, Wood and Components with their x5 markers, then the goods tokens by
colour) and, while the party is out, the Findings Pile under it with its weight against the party's
Inventory. Each kind is its token with its count (and its name when the column has room for it). Element
ids: ``storage`` and ``findings`` (the headings), ``storage:<item>``, ``findings:<item>``."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import pieces
from .. import tooltips as tips
from .layout import READABLE_PX

PANEL = (32, 31, 30)
RIM = (74, 66, 58)
INK = (236, 228, 212)
MUTED = (160, 150, 136)
HEAVY = (214, 96, 70)
COLOUR_ORDER = {"resource": 0, "green": 1, "red": 2, "yellow": 3, "gray": 4}


class GoodsArea:
    def _draw_goods(self, layer: pygame.Surface, ctx) -> None:
        area, view = self._layout.goods, ctx.view
        layer.blit(art.panel(area.size, PANEL, self._sz(8), border=RIM), area)
        inner = area.inflate(-2 * max(4, self._sz(8)), -2 * max(4, self._sz(6)))
        out = tips.phase_now(view) == "scavenging" or bool(view.get("findings_pile"))
        if out:
            # the two piles share the height by what each needs to list its goods by name; when both can't,
            # the Findings Pile (what the party is choosing from) is listed whole and the Storage gets the rest
            head = self._px(11) + 12          # the heading, its gap and the gap between the piles
            need = [head + max(1, len(self._pile_items(view, where))) * (READABLE_PX + 6)
                    for where in ("storage", "findings")]
            if sum(need) + 4 <= inner.height:
                share = need[0] / sum(need)
            else:
                share = 1 - need[1] / inner.height
            split = inner.y + round(inner.height * min(0.7, max(0.3, share)))
            self._draw_pile(layer, ctx, "storage", pygame.Rect(inner.x, inner.y, inner.width, split - inner.y))
            self._draw_pile(layer, ctx, "findings", pygame.Rect(inner.x, split + 4, inner.width, inner.bottom - split - 4))
        else:
            self._draw_pile(layer, ctx, "storage", inner)

    def _pile_items(self, view: dict, where: str) -> list[tuple[str, int, int]]:
        """(item, count, x5 markers) in the order the region lists them."""
        pile = view.get("storage" if where == "storage" else "findings_pile") or {}
        x5 = (view.get("storage_x5") or {}) if where == "storage" else {}
        items = {item for item, n in pile.items() if n} | {item for item, n in x5.items() if n}

        def order(item: str):
            token = tips.record(self.content, "tokens", item)
            colour = token.color if token is not None else "resource"
            rank = tips.RESOURCES.index(item) if item in tips.RESOURCES else 0
            return COLOUR_ORDER.get(colour, 5), rank, tips.goods_name(self.content, item)
        return [(item, int(pile.get(item, 0)), int(x5.get(item, 0))) for item in sorted(items, key=order)]

    def _draw_pile(self, layer: pygame.Surface, ctx, where: str, area: pygame.Rect) -> None:
        view = ctx.view
        title = "Storage" if where == "storage" else "Findings Pile"
        head = self._line(layer, title.upper(), 11, INK, area.width, bold=True, topleft=(area.x, area.y))
        note = self._pile_note(view, where)
        if note:
            words, heavy = note
            self._line(layer, words, 10, HEAVY if heavy else MUTED, area.right - head.right - 6, least=10,
                       midright=(area.right, head.centery))
        self._lit_box(ctx, where, head.union(pygame.Rect(area.x, area.y, area.width, head.height)))
        body = pygame.Rect(area.x, head.bottom + 4, area.width, area.bottom - head.bottom - 4)
        items = self._pile_items(view, where)
        self._spots.setdefault("pile", {})[where] = pygame.Rect(body)
        if not items:
            self._line(layer, "empty", 11, MUTED, body.width, topleft=(body.x, body.y))
            return
        self._lay_out_items(layer, ctx, where, items, body)

    def _pile_note(self, view: dict, where: str) -> tuple[str, bool] | None:
        if where == "storage":
            value = sum(tips.goods_value(self.content, item) * n for item, n in (view.get("storage") or {}).items())
            return (f"value {value}", False) if value else None
        weight = sum(tips.goods_weight(self.content, item) * n for item, n in (view.get("findings_pile") or {}).items())
        room = sum(getattr(tips.record(self.content, "characters", p.get("id")), "inventory", 0)
                   for p in view.get("characters") or [] if p.get("place") == "scavenging" and p.get("alive", True))
        return (f"weight {weight}/{room}", weight > room) if room else (f"weight {weight}", False)

    def _lay_out_items(self, layer: pygame.Surface, ctx, where: str, items: list, body: pygame.Rect) -> None:
        """Rows of token, count and name in as many columns as the longest name allows, at the table's text
        size or, if they fit only so, at READABLE_PX; else tokens and counts only, in as many columns as
        fit, the tokens shrinking to fit them all."""
        names = [tips.goods_name(self.content, item) for item, _n, _x5 in items]
        named = False
        for px in dict.fromkeys((self._px(11), READABLE_PX)):
            token = max(12, min(px + 10, self._sz(24)))
            need = token + 3 + self._text_width("×99", px, True) + 3 + max(self._text_width(w, px, False) for w in names) + 6
            cols = max(1, min(2, body.width // need))
            # the rows close up (down to a little more than their text) before the names are left out
            row_h = max(px + 6, min(self._sz(26), body.height // max(1, -(-len(items) // cols))))
            rows = max(1, body.height // row_h)
            if len(items) <= cols * rows:
                named = True
                break
        base = px / self._layout.s                 # the _line size that draws at px
        if not named:
            cell_w = max(44, self._sz(54))
            cols = max(1, body.width // cell_w)
            rows = -(-len(items) // cols)
            row_h = max(14, min(self._sz(26), body.height // max(1, rows)))
            base = 11
        col_w = body.width // cols
        token = max(12, min(row_h - 4, self._sz(24)))
        spots = self._spots.setdefault("goods", {})
        for k, (item, n, x5) in enumerate(items):
            r, c = (k % rows, k // rows) if named else divmod(k, cols)
            cell = pygame.Rect(body.x + c * col_w, body.y + r * row_h, col_w - 3, row_h - 2)
            if cell.bottom > body.bottom + 1:
                break
            icon = pygame.Rect(cell.x, cell.centery - token // 2, token, token)
            layer.blit(pieces.token_picture(self.content, item, token), icon)
            spots[(where, item)] = pygame.Rect(icon)
            x = icon.right + 3
            count = f"×{n}" if n or not x5 else ""
            if count:
                x = self._line(layer, count, base, INK, cell.right - x, bold=True, midleft=(x, cell.centery)).right + 3
            if x5:
                marker_s = max(10, token - 4)
                for _ in range(min(x5, 3)):
                    if x + marker_s > cell.right:
                        break
                    layer.blit(pieces.marker("x5", marker_s), (x, cell.centery - marker_s // 2))
                    x += marker_s + 1
                if x5 > 3:
                    x = self._line(layer, f"+{x5 - 3}", 10, INK, cell.right - x, least=10, midleft=(x, cell.centery)).right
                x += 3
            if named and cell.right - x > 24:
                self._line(layer, names[k], base, MUTED, cell.right - x, midleft=(x, cell.centery))
            self._lit_box(ctx, f"{where}:{item}", cell, radius=4)


__all__ = ["GoodsArea"]
