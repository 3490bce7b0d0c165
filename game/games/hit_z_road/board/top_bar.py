"""The Hit Z Road table's top bar: the round, the trip from Chicago to L.A. as one mile marker
per round, the phase chip, and the initiative order (not in solo games)."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import int_or as _int
from .layout import BONE, INK, MUTED, YELLOW, Ctx

PHASE_NAMES = {"planning": "Planning", "auction": "Auction", "payment": "Payment",
               "encounter": "Encounter", "over": "Game over"}


class TopBarMixin:
    """HitZRoadBoard's top bar (draws into ``self._layout.top``)."""

    def _draw_top(self, layer: pygame.Surface, ctx: Ctx) -> None:
        lay, view = self._layout, ctx.view
        top = lay.top
        rnd, rounds = _int(view.get("round"), 1), max(1, _int(view.get("rounds"), 8))
        over = view.get("phase") == "over"
        r = self._put_text(layer, f"ROUND {rnd} / {rounds}", 24, YELLOW, bold=True,
                           midleft=(top.x + self._sz(16), top.centery))
        # the trip: Chicago -> L.A., one mile marker per round
        trip_w = min(round(top.width * 0.3), self._sz(430))
        trip = pygame.Rect(r.right + self._sz(22), top.y, trip_w, top.height)
        west = self._put_text(layer, "CHICAGO", 11, MUTED, bold=True, midleft=(trip.x, trip.centery))
        east = self._put_text(layer, "L.A.", 11, MUTED, bold=True, midright=(trip.right, trip.centery))
        road_l, road_r = west.right + self._sz(16), east.left - self._sz(16)
        y = trip.centery
        pygame.draw.line(layer, (10, 10, 12), (road_l - self._sz(8), y), (road_r + self._sz(8), y), self._sz(10))
        for x in range(road_l, road_r, self._sz(12)):
            pygame.draw.line(layer, (120, 100, 40), (x, y), (x + self._sz(5), y), 1)
        step = (road_r - road_l) / max(1, rounds - 1)
        for i in range(rounds):
            cx = round(road_l + step * i)
            current = i + 1 == rnd and not over
            done = i + 1 < rnd or over
            rad = self._sz(10) if current else self._sz(6)
            color = YELLOW if current else ((168, 156, 130) if done else (74, 74, 78))
            pygame.draw.circle(layer, (8, 8, 10), (cx, y), rad + 2)
            pygame.draw.circle(layer, color, (cx, y), rad)
            if current:
                self._put_text(layer, i + 1, 12, INK, bold=True, center=(cx, y + 1))
        self._box(ctx, "round", trip, ctx.tips.round(), glow=False)
        label = PHASE_NAMES.get(str(view.get("phase")), str(view.get("phase") or "").title())
        if view.get("solo"):
            label = f"Solo · {label}"
        chip = self._chip(layer, label.upper(), 14, YELLOW, midleft=(trip.right + self._sz(22), top.centery))
        self._draw_turn_order(layer, ctx, chip)

    def _draw_turn_order(self, layer: pygame.Surface, ctx: Ctx, chip: pygame.Rect) -> None:
        """The initiative order, on the right of the bar (right of the phase chip)."""
        view, top = ctx.view, self._layout.top
        order = [_int(o, -1) for o in (view.get("initiative") or [])]
        order = [o for o in order if o in ctx.seats]
        if not order or view.get("solo"):
            return
        name_w = [min(self._sz(120), art.text_size(str(ctx.seats[o].get("name", f"Seat {o}")), max(8, self._sz(14)),
                                                  True)[0]) for o in order]
        h = self._sz(30)
        widths = [h + n + self._sz(14) + (self._sz(14) if self.settings.colorblind else 0) for n in name_w]
        gap = self._sz(6)
        x = top.right - self._sz(14) - sum(widths) - gap * (len(widths) - 1)
        label = self._text("TURN ORDER", 11, MUTED, bold=True)
        if x - label.get_width() - self._sz(10) > chip.right + self._sz(10):
            layer.blit(label, label.get_rect(midright=(x - self._sz(10), top.centery)))
        for pos, (seat_no, name_width, width) in enumerate(zip(order, name_w, widths), 1):
            seat = ctx.seats[seat_no]
            pc = self._seat_color(seat)
            rect = pygame.Rect(x, top.centery - h // 2, width, h)
            pygame.draw.rect(layer, (40, 40, 44), rect, border_radius=h // 2)
            pygame.draw.rect(layer, pc.rgb, rect, width=2, border_radius=h // 2)
            disc = pygame.Rect(rect.x + 3, rect.y + 3, h - 6, h - 6)
            pygame.draw.circle(layer, pc.rgb, disc.center, disc.width // 2)
            self._put_text(layer, pos, 14, INK, bold=True, center=disc.center)
            nr = self._label(layer, str(seat.get("name", f"Seat {seat_no}")), 14,
                             pygame.Rect(disc.right + self._sz(6), rect.y, name_width + 1, rect.height), BONE, bold=True,
                             anchor="midleft", may_shorten=True, min_px=max(8, self._sz(14)))
            if self.settings.colorblind:
                mk = art.shape_marker(pc.shape, self._sz(13), pc.rgb)
                layer.blit(mk, mk.get_rect(midleft=(nr.right + self._sz(4), rect.centery)))
            self._box(ctx, f"initiative:{seat_no}", rect, ctx.tips.initiative(seat, pos), glow=False)
            x += width + gap


__all__ = ["TopBarMixin", "PHASE_NAMES"]
