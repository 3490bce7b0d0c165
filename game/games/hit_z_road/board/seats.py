"""The Hit Z Road table's right column: one panel per seat.

A panel shows the seat's initiative tile, name, BOT / YOU tags and status chip (bidding,
fighting, on the road, winner...); its lead survivor and survivors as meeples; its
resource stacks; its special tokens (and the Executor card); and its won cards face down
(the viewer's own show their points). An eliminated seat is greyed with a skull. A solo
game adds the solo road's rules under the one panel.

A seat's resources and tokens are answers only for the asked seat (``resource:<r>``,
``token:<id>``); other seats' carry ``seat:<s>:...`` ids that only hold a tooltip.
"""
from __future__ import annotations

import pygame

from .. import pieces
from ....ui import art
from ....ui.board_kit import art_text as _art_text, int_or as _int
from .layout import BONE, CARD_RATIO, INK, MUTED, YELLOW, Ctx
from .records import RESOURCES, auction_of, token_kind
from ....ui import text_fit
from .tooltips import EXECUTOR_HELP, pile_points


class SeatsMixin:
    """HitZRoadBoard's seat panels (in ``self._layout.right``)."""

    def _draw_players(self, layer: pygame.Surface, ctx: Ctx) -> None:
        area = self._layout.right
        seats = list(ctx.seats.values())
        if not seats:
            return
        gap = self._sz(10)
        inner = area.inflate(-2 * self._sz(8), -2 * self._sz(8))
        n = len(seats)
        ph = min((inner.height - gap * (n - 1)) // n, round(inner.width * 0.62))
        order = {_int(s, -1): i for i, s in enumerate(ctx.view.get("initiative") or [])}
        active = self._active_seat(ctx)
        self._seat_meeples = {}
        for i, seat in enumerate(seats):
            rect = pygame.Rect(inner.x, inner.y + i * (ph + gap), inner.width, ph)
            self._draw_player(layer, ctx, rect, seat, order.get(_int(seat.get("seat"), -1)), active)
        if ctx.view.get("solo") and n == 1:
            y = inner.y + ph + gap * 2
            box = pygame.Rect(inner.x, y, inner.width, min(inner.bottom - y, self._sz(230)))
            if box.height > self._sz(120):
                self._draw_solo_notes(layer, box)

    def _active_seat(self, ctx: Ctx) -> int | None:
        view = ctx.view
        for key in ("fight", "encounter"):
            part = view.get(key)
            if isinstance(part, dict) and part.get("seat") is not None:
                return _int(part.get("seat"))
        auction = view.get("auction")
        if view.get("phase") == "auction" and isinstance(auction, dict) and auction.get("current") is not None:
            return _int(auction.get("current"))
        return ctx.frame.prompt.seat if ctx.frame.prompt is not None else None

    def _draw_player(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, seat: dict,
                     init_pos: int | None, active: int | None) -> None:
        seat_no = _int(seat.get("seat"), -1)
        pc = self._seat_color(seat)
        elim = bool(seat.get("eliminated"))
        u = rect.height / 236            # this panel's own scale
        px = lambda v: max(1, round(v * u))   # noqa: E731
        radius = self._sz(12)
        layer.blit(art.panel(rect.size, (32, 32, 36, 244) if not elim else (24, 24, 26, 240), radius=radius,
                             border=(*pc.rgb, 150) if not elim else (110, 110, 110, 70)), rect)
        strip = pygame.Rect(rect.x, rect.y, px(9), rect.height)
        pygame.draw.rect(layer, pc.rgb if not elim else (78, 78, 78), strip,
                         border_top_left_radius=radius, border_bottom_left_radius=radius)
        if active == seat_no and not elim:
            pygame.draw.rect(layer, YELLOW, rect.inflate(4, 4), width=2, border_radius=radius + 1)
        self._box(ctx, f"seat:{seat_no}", rect, ctx.tips.seat(seat), glow=False)
        head = pygame.Rect(strip.right + px(10), rect.y + px(8), rect.right - strip.right - px(20), px(34))
        self._draw_seat_header(layer, ctx, head, seat, init_pos, u)
        body = pygame.Rect(head.x, head.bottom + px(8), head.width, rect.bottom - head.bottom - px(16))
        if elim:
            sk = art.icon("skull", min(body.height, px(96)), (150, 146, 138))
            sr = layer.blit(sk, sk.get_rect(midleft=(body.x + px(20), body.centery)))
            words = pygame.Rect(sr.right + px(18), body.y, body.right - sr.right - px(18), body.height // 2)
            self._label(layer, "ELIMINATED", 20, words, (206, 196, 186), bold=True, anchor="bottomleft",
                        px=max(10, px(20)))
            self._label(layer, "no survivors left", 12, pygame.Rect(words.x, body.centery + px(6), words.width,
                        body.bottom - body.centery - px(6)), (140, 136, 128), anchor="topleft", px=max(8, px(12)))
            return
        pile_w = round(body.width * 0.22)
        rows = pygame.Rect(body.x, body.y, body.width - pile_w - px(12), body.height)
        pile = pygame.Rect(rows.right + px(12), body.y, pile_w, body.height)
        h1, h2 = round(rows.height * 0.40), round(rows.height * 0.33)
        self._draw_meeples(layer, pygame.Rect(rows.x, rows.y, rows.width, h1), seat, pc, u)
        self._draw_resources(layer, ctx, pygame.Rect(rows.x, rows.y + h1 + px(4), rows.width, h2), seat, u)
        self._draw_tokens(layer, ctx, pygame.Rect(rows.x, rows.y + h1 + h2 + px(8), rows.width,
                                                  rows.height - h1 - h2 - px(8)), seat, u)
        self._draw_pile(layer, ctx, pile, seat, u)

    def _draw_seat_header(self, layer: pygame.Surface, ctx: Ctx, head: pygame.Rect, seat: dict,
                          init_pos: int | None, u: float) -> None:
        """A panel's header: initiative tile, (colour-blind marker,) name, BOT / YOU tags, status chip."""
        seat_no = _int(seat.get("seat"), -1)
        pc = self._seat_color(seat)
        elim = bool(seat.get("eliminated"))
        px = lambda v: max(1, round(v * u))   # noqa: E731
        x = head.x
        if init_pos is not None and not elim:
            tile = pygame.Rect(x, 0, px(28), px(28))
            tile.centery = head.centery
            pygame.draw.rect(layer, (232, 224, 204), tile, border_radius=px(6))
            pygame.draw.rect(layer, (120, 110, 90), tile, width=1, border_radius=px(6))
            self._label(layer, init_pos + 1, 18, tile.inflate(-2, -2), INK, bold=True, px=max(9, px(18)))
            self._box(ctx, f"initiative:{seat_no}", tile, ctx.tips.initiative_tile(seat, init_pos), glow=False)
            x = tile.right + px(9)
        if self.settings.colorblind:
            mk = art.shape_marker(pc.shape, max(10, px(22)), pc.rgb)
            layer.blit(mk, mk.get_rect(midleft=(x, head.centery)))
            x += mk.get_width() + px(7)
        status = self._seat_status(ctx, seat)
        status_surf = _art_text(status[0], max(8, px(13)), INK, bold=True) if status else None
        tags = (px(44) if seat.get("bot") else 0) + (px(44) if ctx.frame.viewer is not None and seat_no == ctx.frame.viewer else 0)
        reserve = (status_surf.get_width() + px(24) if status_surf else 0) + tags + px(8)
        name_box = pygame.Rect(x, head.y, max(px(30), head.right - reserve - x), head.height)
        nr = self._label(layer, str(seat.get("name", f"Seat {seat_no}")), 24, name_box,
                         (246, 240, 228) if not elim else (160, 160, 160), bold=True, anchor="midleft",
                         may_shorten=True, px=max(10, px(24)))
        tx = nr.right + px(8)
        if seat.get("bot"):
            tag = _art_text("BOT", max(8, px(11)), (200, 194, 180), bold=True)
            tr = tag.get_rect(midleft=(tx, head.centery)).inflate(px(10), px(4))
            tr.x = tx
            pygame.draw.rect(layer, (70, 70, 76), tr, border_radius=tr.height // 2)
            layer.blit(tag, tag.get_rect(center=tr.center))
            text_fit.report("chip", "BOT", "BOT", tag.get_rect(center=tr.center), tr)
            self.add_hitbox(f"seat:{seat_no}:bot", tr, ctx.tips.bot(seat))
            tx = tr.right + px(6)
        if ctx.frame.viewer is not None and seat_no == ctx.frame.viewer:
            tag = _art_text("YOU", max(8, px(11)), INK, bold=True)
            tr = tag.get_rect().inflate(px(10), px(4))
            tr.midleft = (tx, head.centery)
            pygame.draw.rect(layer, pc.rgb, tr, border_radius=tr.height // 2)
            layer.blit(tag, tag.get_rect(center=tr.center))
            text_fit.report("chip", "YOU", "YOU", tr, head.inflate(0, px(8)))
        if status:
            sr = status_surf.get_rect().inflate(px(16), px(8))
            sr.midright = (head.right, head.centery)
            pygame.draw.rect(layer, status[1], sr, border_radius=sr.height // 2)
            layer.blit(status_surf, status_surf.get_rect(center=sr.center))
            text_fit.report("chip", status[0], status[0], status_surf.get_rect(center=sr.center), head.inflate(0, px(8)))

    def _seat_status(self, ctx: Ctx, seat: dict) -> tuple[str, tuple] | None:
        view = ctx.view
        seat_no = _int(seat.get("seat"), -1)
        if seat.get("eliminated"):
            return ("OUT", (156, 64, 58))
        outcome = view.get("outcome") if isinstance(view.get("outcome"), dict) else None
        if outcome:
            if seat_no in [_int(w, -1) for w in (outcome.get("winners") or [])]:
                return ("WINNER", YELLOW)
            return None
        fight = view.get("fight")
        if isinstance(fight, dict) and _int(fight.get("seat"), -2) == seat_no:
            return ("FIGHTING", (222, 96, 74))
        enc = view.get("encounter")
        if isinstance(enc, dict) and _int(enc.get("seat"), -2) == seat_no:
            return ("ON THE ROAD", YELLOW)
        auction = auction_of(view)
        if view.get("phase") == "payment":
            owed = _int((auction.get("owed") or {}).get(str(seat_no)), 0)
            if owed:
                return (f"PAYS {owed}", (226, 170, 70))
        if view.get("phase") == "auction":
            if auction.get("current") is not None and _int(auction.get("current"), -2) == seat_no:
                return ("BIDDING", YELLOW)
            bid = _int((auction.get("bids") or {}).get(str(seat_no)), 0)
            if seat_no in [_int(p, -1) for p in (auction.get("passed") or [])]:
                return (f"PASSED · {bid}" if bid else "PASSED", (156, 150, 140))
            if bid:
                return (f"BID {bid}", (206, 194, 160))
        for path in view.get("paths") or []:
            if isinstance(path, dict) and path.get("taken_by") is not None and _int(path.get("taken_by"), -2) == seat_no:
                return (f"PATH {_int(path.get('index')) + 1}", (150, 174, 140))
        return None


    MEEPLE_CAP = 8           # more survivors than this: this many meeples, the number says the rest

    def _draw_meeples(self, layer: pygame.Surface, rect: pygame.Rect, seat: dict, pc: art.PlayerColor,
                      u: float) -> None:
        """The lead survivor, then one meeple per survivor (overlapping, smaller if need be; at
        most MEEPLE_CAP), then the count ("1 + n survivors")."""
        surv = max(0, _int(seat.get("survivors")))
        lead = rect.height
        layer.blit(art.meeple(lead, pc.rgb, lead=True), (rect.x - round(4 * u), rect.y))
        count_w = max(art.text_size(f"1 + {surv}", max(10, round(24 * u)), True)[0],
                      art.text_size("survivors", max(8, round(12 * u)))[0]) + round(8 * u)
        x = rect.x + lead - round(4 * u)
        room = rect.right - count_w - x
        shown = min(surv, self.MEEPLE_CAP)
        small = round(lead * 0.76)
        step = round(small * 0.6)
        if shown > 1:
            # overlap more, then shrink, so that every survivor is drawn
            while small > lead * 0.4 and small + (shown - 1) * max(round(small * 0.3), 1) > room:
                small -= 1
            step = max(1, min(round(small * 0.6), (room - small) // (shown - 1)))
        for i in range(shown):
            layer.blit(art.meeple(small, (214, 204, 180)), (x + i * step, rect.bottom - small))
        self._seat_meeples[_int(seat.get("seat"), -1)] = shown
        tx = x + (step * (shown - 1) + small + round(8 * u) if shown else round(6 * u))
        words = pygame.Rect(tx, rect.y, max(1, rect.right - tx), rect.height)
        r = self._label(layer, f"1 + {surv}", 24, pygame.Rect(words.x, words.y, words.width, words.height * 6 // 10),
                        (246, 240, 228), bold=True, anchor="bottomleft", px=max(10, round(24 * u)))
        self._label(layer, "survivors", 12, pygame.Rect(words.x, r.bottom, words.width, rect.bottom - r.bottom), MUTED,
                    anchor="topleft", px=max(8, round(12 * u)), min_px=8)

    def _draw_resources(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, seat: dict, u: float) -> None:
        seat_no = _int(seat.get("seat"), -1)
        asked = ctx.asked is not None and seat_no == _int(ctx.asked, -2)
        tok = min(rect.height - round(10 * u), round(42 * u))
        off = max(2, round(4 * u))
        cell_w = (rect.width - round(8 * u) * 2) // 3
        for i, res in enumerate(RESOURCES):
            n = max(0, _int(seat.get(res)))
            cell = pygame.Rect(rect.x + i * (cell_w + round(8 * u)), rect.y, cell_w, rect.height)
            layers = max(1, min(n, 4))
            base_y = cell.centery - tok // 2 + off * (layers - 1) // 2
            if n == 0:
                faded = self._cached(("faded", res, tok), lambda: art.fade(art.resource_token(res, tok).copy(), 70))
                layer.blit(faded, (cell.x, base_y))
            else:
                for k in range(layers):
                    layer.blit(art.resource_token(res, tok), (cell.x, base_y - k * off))
            nx = cell.x + tok + round(8 * u)
            self._label(layer, n, 24, pygame.Rect(nx, cell.y, cell.right - nx, cell.height),
                        (246, 240, 228) if n else MUTED, bold=True, anchor="midleft", px=max(10, round(24 * u)))
            self._box(ctx, f"resource:{res}" if asked else f"seat:{seat_no}:{res}",
                      cell.inflate(round(6 * u), 0), ctx.tips.resource(seat, res), radius=self._sz(8))

    def _draw_tokens(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, seat: dict, u: float) -> None:
        seat_no = _int(seat.get("seat"), -1)
        asked = ctx.asked is not None and seat_no == _int(ctx.asked, -2)
        tokens = [t for t in (seat.get("tokens") or []) if t is not None]
        size = max(12, min(rect.height - 2, round(36 * u)))
        x = rect.x
        if not tokens and not seat.get("executor_card"):
            self._label(layer, "no special tokens", 12, rect, MUTED, anchor="midleft",
                        px=max(8, round(12 * u)))
            return
        for tid in tokens:
            if x + size > rect.right:
                break
            kind = token_kind(str(tid))
            tr = pygame.Rect(x, rect.centery - size // 2, size, size)
            if kind:
                layer.blit(pieces.special_token(kind, size), tr)
            else:
                pygame.draw.circle(layer, (120, 110, 90), tr.center, size // 2)
            self._box(ctx, f"token:{tid}" if asked else f"seat:{seat_no}:token:{tid}", tr,
                      ctx.tips.token(str(tid)), radius=size // 2)
            x += size + round(6 * u)
        if seat.get("executor_card") and x + size <= rect.right + size:
            er = pygame.Rect(x + round(4 * u), rect.centery - size // 2, round(size * 1.5), size)
            pygame.draw.rect(layer, (226, 182, 62), er, border_radius=round(5 * u))
            pygame.draw.rect(layer, (60, 44, 10), er, width=1, border_radius=round(5 * u))
            self._label(layer, "EXEC", 12, er.inflate(-2, -2), INK, bold=True, px=max(8, round(size * 0.34)), min_px=6)
            self.add_hitbox(f"seat:{seat_no}:executor", er, EXECUTOR_HELP)

    def _draw_pile(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, seat: dict, u: float) -> None:
        seat_no = _int(seat.get("seat"), -1)
        count = max(0, _int(seat.get("won_count"), 0))
        outcome = ctx.view.get("outcome") if isinstance(ctx.view.get("outcome"), dict) else None
        label_h = round(26 * u)
        ch = min(rect.height - label_h, round(rect.width / CARD_RATIO))
        card = pygame.Rect(0, 0, round(ch * CARD_RATIO), ch)
        card.midtop = (rect.centerx, rect.y)
        self._pile_spots[seat_no] = pygame.Rect(card)
        radius = max(3, round(7 * u))
        if count == 0:
            pygame.draw.rect(layer, (74, 70, 64), card, width=1, border_radius=radius)
        else:
            for i in range(min(3, count) - 1, 0, -1):
                layer.blit(self._back(None, card.size), card.move(i * 2, -i * 2))
                layer.blit(self._shade(card.size, (0, 0, 0, 90), radius), card.move(i * 2, -i * 2))
            layer.blit(self._back(None, card.size), card)
        if count:
            badge_r = max(8, round(15 * u))
            bc = (card.right - round(2 * u), card.top + round(4 * u))
            pygame.draw.circle(layer, (12, 12, 14), bc, badge_r + 2)
            pygame.draw.circle(layer, (236, 228, 208), bc, badge_r)
            disc = pygame.Rect(0, 0, badge_r * 2, badge_r * 2)
            disc.center = bc
            self._label(layer, count, 12, disc.inflate(-2, -2), INK, bold=True, px=max(8, round(badge_r * 1.15)),
                        min_px=7)
        else:
            self._label(layer, "no cards won yet", 11, card.inflate(-round(8 * u), -round(8 * u)), MUTED,
                        px=max(8, round(11 * u)), min_px=8)
        points = pile_points(ctx.view, seat, seat_no)
        own = isinstance(seat.get("won_cards"), list)
        label_y = card.bottom + round(4 * u)
        if points is not None and (own or outcome):
            star = art.icon("star", max(9, round(17 * u)), YELLOW)
            t = _art_text(str(points), max(9, round(18 * u)), YELLOW, bold=True)
            w = star.get_width() + round(4 * u) + t.get_width()
            sx = card.centerx - w // 2
            layer.blit(star, (sx, label_y))
            tr = layer.blit(t, (sx + star.get_width() + round(4 * u), label_y + (star.get_height() - t.get_height()) // 2))
            text_fit.report("board", str(points), str(points), tr, rect.inflate(round(8 * u), round(8 * u)))
        else:
            self._label(layer, "won", 12, pygame.Rect(rect.x, label_y, rect.width, rect.bottom - label_y), MUTED,
                        anchor="midtop", px=max(8, round(12 * u)), min_px=8)
        self._box(ctx, f"pile:{seat_no}", card.inflate(6, 6), ctx.tips.pile(seat), glow=False)

    def _draw_solo_notes(self, layer: pygame.Surface, box: pygame.Rect) -> None:
        layer.blit(art.panel(box.size, (30, 30, 34, 210), radius=self._sz(12)), box)
        x, y = box.x + self._sz(16), box.y + self._sz(14)
        inner = box.inflate(-2 * self._sz(16), 0)
        y = self._label(layer, "THE SOLO ROAD", 14, pygame.Rect(x, y, inner.width, self._sz(22)), YELLOW, bold=True,
                        anchor="topleft").bottom + self._sz(8)
        notes = [("Path 1", "both cards face down: take any 2 resources, then flip them."),
                 ("Path 2", "left card face up: resolve it as usual."),
                 ("Path 3", "face up: pay 2 resources before you start."),
                 ("Goal", "survive 8 rounds. +1 point per full set of survivor, Ammo, Gas, Adrenaline.")]
        head_w = max(art.text_size(h, max(8, self._sz(13)), True)[0] for h, _ in notes) + self._sz(10)
        per = (box.bottom - self._sz(6) - y) // len(notes)
        for head, words in notes:
            self._label(layer, head, 13, pygame.Rect(x, y, head_w, per), BONE, bold=True, anchor="topleft")
            self._label_lines(layer, words, 13, pygame.Rect(x + head_w, y, inner.right - x - head_w, per - self._sz(4)),
                              (196, 190, 176), min_px=8)
            y += per


__all__ = ["SeatsMixin"]
