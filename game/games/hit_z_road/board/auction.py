"""The Hit Z Road table's auction track: spaces 0..max_bid in a column beside the road, 0 at
the bottom, with the seats' bid markers (not in solo games, nor once the game is over).

The printed board is part of the cached base (``_draw_auction_board``); the markers, the
bidder's pointer, PASS marks and the spaces' hitboxes are composed into the layer.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import int_or as _int
from ....ui import text_fit
from .layout import YELLOW, Ctx
from .records import auction_of, auction_occupants, max_bid as _max_bid


class AuctionMixin:
    """HitZRoadBoard's auction track (in ``self._layout.auction``)."""

    def _auction_spaces(self, max_bid: int) -> list[pygame.Rect]:
        """The rects of spaces 0..max_bid, 0 at the bottom."""
        area = self._layout.auction
        track = pygame.Rect(area.x + self._sz(8), area.y + self._sz(48), area.width - self._sz(16),
                            area.height - self._sz(56))
        n = max_bid + 1
        gap = self._sz(5)
        sh = (track.height - gap * (n - 1)) / n
        return [pygame.Rect(track.x, round(track.bottom - (b + 1) * sh - b * gap), track.width, round(sh))
                for b in range(n)]

    def _auction_number(self, b: int, height: int) -> pygame.Surface:
        return self._text(b, min(24, max(12, height * 0.5 / self._layout.s)), (236, 222, 186), bold=True)

    def _draw_auction_board(self, base: pygame.Surface, max_bid: int) -> None:
        """The printed auction board (no markers): part of the cached base."""
        area = self._layout.auction
        base.blit(art.panel(area.size, (34, 30, 26, 240), radius=self._sz(12), border=(214, 168, 72, 110)), area)
        self._label(base, "AUCTION", 14, pygame.Rect(area.x + 2, area.y + self._sz(8), area.width - 4, self._sz(20)),
                    art.PALETTE["brass"], bold=True, anchor="midtop")
        self._label(base, "bid to go first", 10, pygame.Rect(area.x + 2, area.y + self._sz(28), area.width - 4,
                    self._sz(18)), (160, 150, 134), anchor="midtop", min_px=8)
        for b, rect in enumerate(self._auction_spaces(max_bid)):
            fill = (52, 62, 50) if b == 0 else art.mix((70, 60, 46), (110, 56, 36), b / max_bid)
            pygame.draw.rect(base, (10, 10, 12), rect.move(0, 2), border_radius=self._sz(7))
            pygame.draw.rect(base, fill, rect, border_radius=self._sz(7))
            pygame.draw.rect(base, art.lighten(fill, 0.25), rect, width=1, border_radius=self._sz(7))
            num = self._auction_number(b, rect.height)
            nr = base.blit(num, num.get_rect(midleft=(rect.x + self._sz(8), rect.centery)))
            text_fit.report("board", str(b), str(b), nr, rect)

    def _draw_auction(self, layer: pygame.Surface, ctx: Ctx) -> None:
        """Bid markers and the spaces' hitboxes (the board itself is in the cached base)."""
        view = ctx.view
        auction = auction_of(view)
        passed = {_int(p, -1) for p in (auction.get("passed") or [])}
        phase = view.get("phase")
        current = _int(auction.get("current"), -99) if phase == "auction" and auction.get("current") is not None else None
        occupants = auction_occupants(view, ctx.seats)
        for b, rect in enumerate(self._auction_spaces(_max_bid(view))):
            who = occupants.get(b, [])
            self._box(ctx, f"bid:{b}", rect, ctx.tips.bid(b, who), radius=self._sz(7))
            if not who:
                continue
            size = max(10, min(rect.height - self._sz(8), self._sz(34)))
            num_right = rect.x + self._sz(8) + self._auction_number(b, rect.height).get_width()
            room = rect.right - self._sz(6) - (num_right + self._sz(6))
            step = min(size + 2, (room - size) // max(1, len(who) - 1)) if len(who) > 1 else 0
            x = rect.right - self._sz(6) - size - step * (len(who) - 1)
            for i, seat in enumerate(who):
                seat_no = _int(seat.get("seat"), -1)
                gone = phase == "auction" and seat_no in passed
                mr = pygame.Rect(x + i * step, rect.centery - size // 2, size, size)
                layer.blit(self._marker(seat, size, dim=gone), mr)
                if current is not None and seat_no == current:
                    pygame.draw.circle(layer, YELLOW, mr.center, size // 2 + 3, 2)
                    tip_x = mr.left - self._sz(4)
                    pygame.draw.polygon(layer, YELLOW, [(tip_x, mr.centery), (tip_x - self._sz(8), mr.centery - self._sz(6)),
                                                        (tip_x - self._sz(8), mr.centery + self._sz(6))])
                if gone:
                    self._draw_pass(layer, rect, mr, num_right)

    def _draw_pass(self, layer: pygame.Surface, slot: pygame.Rect, marker: pygame.Rect, num_right: int) -> None:
        """PASS over a passed seat's (dimmed) marker, as large as the slot's room right of its
        number allows (centred on the marker, kept inside the slot)."""
        box = pygame.Rect(num_right + self._sz(4), slot.y + 1, slot.right - 2 - num_right - self._sz(4), slot.height - 2)
        outline = (10, 10, 10)
        start = max(9, self._sz(11))
        px = 7
        for size in range(start, 6, -1):
            w, h = art.text_size("PASS", size, True)
            rim = 2 * max(1, round(size / 12))
            if w + rim <= box.width and h + rim <= box.height:
                px = size
                break
        surf = art.text("PASS", px, (250, 240, 220), bold=True, outline=outline)
        rect = surf.get_rect(center=marker.center)
        rect.clamp_ip(box)
        layer.blit(surf, rect)
        text_fit.report("pass", "PASS", "PASS", rect, box, px)


__all__ = ["AuctionMixin"]
