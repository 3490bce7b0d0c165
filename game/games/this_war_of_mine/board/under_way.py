"""What is in hand (the view's ``under_way``), as a panel over the house while it lasts: the fight or the
night raid (combat.py draws those), the Market (market.py), the Tactics map (tactics.py) or the Sewers'
map (sewers.py) while nothing else is in hand, the trade (their pool, the deal with what is wanted and
offered and their sums, your side, the commission and how much is paid) or choosing findings (what is left on the pile
and what is carried, each with its weight, and a bar of the weight against the party's Inventory). A
script being read gets a chip over the sky (its words are in the match screen's reader). At the end, the
outcome panel. Element ids (besides combat.py's): ``trade``, ``trade:<pool|want|give|mine>:<item>``,
``choosing``, ``carry:<left|carried>:<item>``, ``script``, ``outcome``."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import pieces
from .. import tooltips as tips

OVERLAY = (26, 23, 22, 252)
RIM = (214, 160, 86)
INK = (238, 230, 214)
MUTED = (164, 154, 140)
GOOD = (120, 184, 110)
RESOURCE_IDS = ("water", "wood", "components")


class UnderWay:
    PANELS = ("fight", "trade", "raid", "choosing", "market")     # what opens a panel over the house, first first

    def _panel_open(self, view: dict) -> bool:
        under = view.get("under_way") or {}
        return (any(under.get(kind) for kind in self.PANELS) or self._sewer_trip(view) is not None
                or self._tactics_run(view) is not None)

    def _draw_under_way(self, layer: pygame.Surface, ctx) -> None:
        under = ctx.view.get("under_way") or {}
        for kind, draw in (("fight", self._draw_fight), ("trade", self._draw_trade), ("raid", self._draw_raid),
                           ("choosing", self._draw_choosing), ("market", self._draw_market)):
            if under.get(kind):
                draw(layer, ctx, under[kind])
                break
        else:                                            # a map while nothing else is in hand
            run, trip = self._tactics_run(ctx.view), self._sewer_trip(ctx.view)
            if run is not None:
                self._draw_tactics(layer, ctx, run)
            elif trip is not None:
                self._draw_sewers(layer, ctx, trip)
        if under.get("script"):
            opened = self._panel_open(ctx.view)
            self._draw_script_chip(layer, ctx, under["script"], opened)

    def _overlay(self, layer: pygame.Surface, ctx, title: str, subtitle: str, target: str) -> pygame.Rect:
        """The panel over the house with its title; returns the body's rect."""
        box = self._layout.overlay
        layer.blit(self._shade(self._layout.house.size, (0, 0, 0, 110)), self._layout.house)
        layer.blit(art.panel(box.size, OVERLAY, self._sz(12), border=(*RIM, 255)), box)
        pad = max(6, self._sz(12))
        head = self._line(layer, title, 15, RIM, box.width // 2, bold=True, least=13, topleft=(box.x + pad, box.y + pad - 2))
        if subtitle:
            self._line(layer, subtitle, 11, MUTED, box.right - head.right - 2 * pad, midleft=(head.right + pad, head.centery))
        self._lit_box(ctx, target, box, radius=self._sz(12))      # the whole panel: nothing under it shows through
        return pygame.Rect(box.x + pad, head.bottom + max(4, self._sz(8)), box.width - 2 * pad,
                           box.bottom - head.bottom - max(4, self._sz(8)) - pad)

    def _cause_name(self, cause: str) -> str:
        table, _, card_id = str(cause or "").partition(":")
        table = {"visitor": "visitors", "location": "locations"}.get(table, table)
        record = tips.record(self.content, table, card_id)
        return getattr(record, "name", "") if record is not None else ""

    # --- what the panels share ----------------------------------------------------------------------------------
    def _frame(self, layer: pygame.Surface, rect: pygame.Rect, fill, edge) -> None:
        radius = max(4, self._sz(8))
        pygame.draw.rect(layer, fill, rect, border_radius=radius)
        pygame.draw.rect(layer, edge, rect, 1, border_radius=radius)

    def _stack(self, top: int, bottom: int, count: int, most: int) -> tuple[int, int]:
        """(first y, row height) of count rows of at most `most` px, centred between top and bottom."""
        row_h = min((bottom - top) // max(1, count), most)
        return top + max(0, (bottom - top - row_h * count) // 2), row_h

    # --- the trade -------------------------------------------------------------------------------------------------------
    def _draw_trade(self, layer: pygame.Surface, ctx, trade: dict) -> None:
        view = ctx.view
        commission, paid = int(trade.get("commission") or 0), int(trade.get("paid") or 0)
        who = self._cause_name(trade.get("cause"))
        body = self._overlay(layer, ctx, "TRADE", who, "trade")
        bar_h = self._px(12) + 8
        bar = pygame.Rect(body.x, body.y, body.width, bar_h)
        self._progress(layer, bar, paid, commission, f"Commission {commission}: {paid} paid" if commission else
                       "No commission", GOOD if paid >= commission else RIM)
        cols = pygame.Rect(body.x, bar.bottom + 6, body.width, body.bottom - bar.bottom - 6)
        gap = max(6, self._sz(10))
        w = (cols.width - 2 * gap) // 3
        pool = {k: v for k, v in (trade.get("pool") or {}).items() if v}
        want, give = trade.get("want") or {}, trade.get("give") or {}
        here = view.get("findings_pile") if tips.phase_now(view) == "scavenging" else view.get("storage")
        mine = {k: n - give.get(k, 0) for k, n in (here or {}).items() if k not in RESOURCE_IDS and n - give.get(k, 0) > 0}
        theirs = pygame.Rect(cols.x, cols.y, w, cols.height)
        deal = pygame.Rect(theirs.right + gap, cols.y, w, cols.height)
        yours = pygame.Rect(deal.right + gap, cols.y, cols.right - deal.right - gap, cols.height)
        self._item_list(layer, ctx, theirs, "THEIRS", {k: n - want.get(k, 0) for k, n in pool.items()}, "trade:pool", "value")
        self._item_list(layer, ctx, yours, "YOURS", mine, "trade:mine", "value")
        half = (deal.height - gap) // 2
        want_v, give_v = int(trade.get("want_value") or 0), int(trade.get("give_value") or 0)
        self._item_list(layer, ctx, pygame.Rect(deal.x, deal.y, deal.width, half), f"WANTED · {want_v}", want,
                        "trade:want", "value")
        self._item_list(layer, ctx, pygame.Rect(deal.x, deal.y + half + gap, deal.width, half - self._px(11) - 4),
                        f"OFFERED · {give_v}", give, "trade:give", "value")
        ok = bool(want) and give_v >= want_v
        verdict = ("a fair deal" if ok else f"{want_v - give_v} short") if want else "pick what you want"
        self._line(layer, verdict, 11, GOOD if ok else MUTED, deal.width, bold=ok, bottomleft=(deal.x, deal.bottom))

    def _progress(self, layer: pygame.Surface, bar: pygame.Rect, value: int, top: int, words: str, fill) -> None:
        pygame.draw.rect(layer, (44, 42, 40), bar, border_radius=bar.height // 2)
        if top > 0 and value > 0:
            done = bar.copy()
            done.width = max(bar.height, round(bar.width * min(1.0, value / top)))
            pygame.draw.rect(layer, fill, done, border_radius=bar.height // 2)
        pygame.draw.rect(layer, (110, 100, 90), bar, 1, border_radius=bar.height // 2)
        self._line(layer, words, 12, INK, bar.width - 12, bold=True, center=bar.center)

    def _item_list(self, layer: pygame.Surface, ctx, box: pygame.Rect, title: str, items: dict, prefix: str,
                   number: str) -> None:
        """On a framed column: a heading, then one row per kind: token, count, name and its value (or weight)."""
        self._frame(layer, box, (34, 31, 29), (74, 66, 58))
        box = box.inflate(-2 * max(4, self._sz(8)), -2 * max(3, self._sz(6)))
        head = self._line(layer, title, 11, RIM, box.width, bold=True, topleft=box.topleft)
        rows = [(item, n) for item, n in sorted(items.items(), key=lambda kv: tips.goods_name(self.content, kv[0])) if n > 0]
        if not rows:
            self._line(layer, "nothing", 11, MUTED, box.width, topleft=(box.x, head.bottom + 3))
            return
        row_h = max(self._px(11) + 6, min(self._sz(36), (box.bottom - head.bottom - 3) // len(rows)))
        token = max(12, min(row_h - 4, self._sz(30)))
        y = head.bottom + 3
        for k, (item, n) in enumerate(rows):
            if y + row_h > box.bottom + 2:
                self._line(layer, f"+{len(rows) - k} more", 10, MUTED, box.width, least=10, topright=(box.right, y - row_h))
                break
            cell = pygame.Rect(box.x, y, box.width, row_h - 2)
            layer.blit(pieces.token_picture(self.content, item, token), (cell.x, cell.centery - token // 2))
            x = cell.x + token + 4
            x = self._line(layer, f"×{n}", 11, INK, 40, bold=True, midleft=(x, cell.centery)).right + 4
            figure = (tips.goods_value(self.content, item) if number == "value" else tips.goods_weight(self.content, item))
            tag = f"{'v' if number == 'value' else 'w'}{figure}"
            tag_w = self._text_width(tag, self._px(11), True) + 4
            self._line(layer, tips.goods_name(self.content, item), 11, MUTED, cell.right - x - tag_w - 2,
                       midleft=(x, cell.centery))
            self._line(layer, tag, 11, (226, 190, 110) if number == "value" else INK, tag_w, bold=True,
                       midright=(cell.right, cell.centery))
            self._lit_box(ctx, f"{prefix}:{item}", cell, radius=4)
            y += row_h

    # --- choosing findings -----------------------------------------------------------------------------------------------
    def _draw_choosing(self, layer: pygame.Surface, ctx, choosing: dict) -> None:
        weight, room = int(choosing.get("weight") or 0), int(choosing.get("inventory") or 0)
        body = self._overlay(layer, ctx, "CHOOSE FINDINGS", "what the party carries home", "choosing")
        bar_h = self._px(12) + 8
        bar = pygame.Rect(body.x, body.y, body.width, bar_h)
        self._progress(layer, bar, weight, room, f"Weight {weight} of {room} (Inventory)", GOOD if weight < room else RIM)
        cols = pygame.Rect(body.x, bar.bottom + 6, body.width, body.bottom - bar.bottom - 6)
        gap = max(8, self._sz(16))
        w = (cols.width - gap) // 2
        self._item_list(layer, ctx, pygame.Rect(cols.x, cols.y, w, cols.height), "ON THE PILE (left behind unless carried)",
                        choosing.get("left") or {}, "carry:left", "weight")
        self._item_list(layer, ctx, pygame.Rect(cols.x + w + gap, cols.y, cols.width - w - gap, cols.height),
                        "CARRIED HOME", choosing.get("carried") or {}, "carry:carried", "weight")

    # --- the script and the outcome ------------------------------------------------------------------------------------
    def _draw_script_chip(self, layer: pygame.Surface, ctx, script: dict, opened: bool) -> None:
        """Over the sky; with a panel open, at the panel's top right corner."""
        roof, box = self._layout.roof, self._layout.overlay
        words = f"Reading script {script.get('number')}"
        if script.get("title"):
            words += f": {script['title']}"
        words = self._cut(words, roof.width // 3, self._px(11))
        if opened:
            anchor = {"topright": (box.right - max(6, self._sz(12)), box.y + max(4, self._sz(8)))}
        else:
            anchor = {"midtop": (roof.centerx, roof.y + max(3, self._sz(6)))}
        rect = self._chip(layer, words, self._readable(11), (232, 214, 170), (30, 22, 14), **anchor)
        self._lit_box(ctx, "script", rect, radius=rect.height // 2)

    def _draw_outcome(self, layer: pygame.Surface, ctx) -> None:
        """The end: who lived to see it (their portraits, the dead greyed), the summary and the score."""
        view = ctx.view
        result = view.get("result") or {}
        details = result.get("details") or {}
        won = bool(details.get("won"))
        house = self._layout.house
        people = [p for p in view.get("characters") or [] if not p.get("left")]
        side = max(40, min(self._sz(84), house.height // 4))
        box = pygame.Rect(0, 0, round(house.width * 0.72), 0)
        box.height = self._px(22, 15) + self._px(13) + self._px(12) + side + self._px(11) + self._sz(70)
        box.center = house.center
        layer.blit(self._shade(house.size, (0, 0, 0, 140)), house)
        layer.blit(art.panel(box.size, (22, 34, 28, 250) if won else (40, 24, 22, 250), self._sz(12),
                             border=(150, 200, 150) if won else (200, 110, 90)), box)
        title = "YOU LIVED TO SEE THE CEASEFIRE" if won else "THE END OF THE STORY"
        top = self._line(layer, title, 22, (250, 240, 214), box.width - 20, bold=True, least=15,
                         midtop=(box.centerx, box.y + self._sz(14)))
        line = self._line(layer, result.get("summary", ""), 13, INK, box.width - 20, least=11,
                          midtop=(box.centerx, top.bottom + self._sz(6)))
        gap = max(6, self._sz(14))
        total = len(people) * side + (len(people) - 1) * gap
        x, y = box.centerx - total // 2, line.bottom + self._sz(12)
        alive_ids = set(details.get("alive") or [])
        for person in people:
            alive = person.get("id") in alive_ids
            layer.blit(self._portrait(person.get("id"), side, alive), (x, y))
            pygame.draw.rect(layer, (200, 190, 170) if alive else (90, 80, 74), (x - 1, y - 1, side + 2, side + 2), 1)
            name = getattr(tips.record(self.content, "characters", person.get("id")), "name", person.get("id"))
            self._line(layer, name if alive else f"{name} (dead)", 11, INK if alive else MUTED, side + gap,
                       midtop=(x + side // 2, y + side + 3))
            x += side + gap
        words = f"Day {details.get('day', view.get('day'))} · score {details.get('score', 0)}"
        self._line(layer, words, 12, MUTED, box.width - 20, midbottom=(box.centerx, box.bottom - self._sz(10)))
        self._lit_box(ctx, "outcome", box, radius=self._sz(12))


__all__ = ["UnderWay"]
