"""The roadmap band along the top: the road deck (its top card's needs showing), the road cards left
to right (unexplored: what they need; explored: the green side with the cost), empty slots up to
the target with numbered markers, and Salvation's gate with the toll. In the revealed view (a finished
game's replay) an unexplored road shows its green side with an UNEXPLORED chip. Element ids: ``road-deck``,
``road:<index>``, ``toll``.
"""
from __future__ import annotations

import pygame

from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from ..table_facts import as_list
from .context import DrawContext
from .style import INK, YELLOW, MUTED, ROAD_RATIO


class RoadmapBand(LayeredBoard):
    """Draws the roadmap band (see the module docstring)."""

    def _draw_roadmap(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        band = self._layout.road
        roadmap, target, slots, deck_n, top, toll = ctx.roadmap()
        pad = self._sz(12)
        label_h = self._sz(20)
        ch = band.height - 2 * pad - label_h
        cw = round(ch * ROAD_RATIO)
        gate_w = round(ch * 1.15)
        gap = self._sz(18)
        avail = band.width - 2 * pad
        need = (slots + 1) * cw + gate_w + (slots + 1) * gap + self._sz(24)
        if need > avail:
            scale = avail / need
            cw, ch, gate_w = round(cw * scale), round(ch * scale), round(gate_w * scale)
            gap = max(3, round(gap * scale))
        cw, ch, gate_w = max(23, cw), max(16, ch), max(16, gate_w)
        y = band.y + pad + label_h + ((band.height - 2 * pad - label_h) - ch) // 2
        # the road deck, at the far left; its top card's unexplored side shows what it needs
        deck = pygame.Rect(band.x + pad, y, cw, ch)
        deck_face = ca.road_card({"explored": False, "needs": top}, deck.size) if top else ca.road_back(deck.size)
        self._spots["road_deck"] = pygame.Rect(deck)
        self._spot_images["road_deck"] = ca.road_back(deck.size)
        self._stack(layer, deck, deck_face, deck_n)
        self._put_text(layer, "ROAD DECK", 11, MUTED, bold=True, box=pygame.Rect(band.x, band.y, deck.right + gap - band.x,
                                                                               band.height),
                       midbottom=(deck.centerx, deck.y - self._sz(4)))
        self._count_badge(layer, deck_n, (deck.right - self._sz(2), deck.y + self._sz(4)))
        self._box(ctx, "road-deck", deck, tips.road_deck_tip(deck_n, top), glow=False)
        # the gate, at the far right
        gate = pygame.Rect(band.right - pad - gate_w, y, gate_w, ch)
        self._spots["gate"] = pygame.Rect(gate)
        # the road cards spread between them
        x0 = deck.right + gap + self._sz(14)
        room = gate.x - gap - x0
        step = cw + gap
        if slots * step - gap < room:
            step = min(cw + gap * 3, (room + gap) // slots)
        scouted = len(roadmap)
        head = f"ROAD TO SALVATION · {scouted} OF {target} SCOUTED"
        self._put_text(layer, head, 12, (214, 206, 186), bold=True,
                       box=pygame.Rect(x0, band.y, gate.x - gap - x0, band.height), bottomleft=(x0, y - self._sz(4)))
        marker_r = max(6, self._sz(10))
        for i in range(slots):
            rect = pygame.Rect(x0 + i * step, y, cw, ch)
            self._spots[f"road:{i}"] = pygame.Rect(rect)
            self._spot_patches[f"road:{i}"] = ("road", i)
            if i < len(roadmap):
                road = roadmap[i]
                self._keep_patch(layer, ("road", i), rect.inflate(self._sz(8), self._sz(10)))
                layer.blit(self._shade(rect.size, (0, 0, 0, 150), self._sz(8)), rect.move(self._sz(3), self._sz(4)))
                face = ca.road_card(road, rect.size)
                layer.blit(face, rect)
                self._spot_images[f"road:{i}"] = face
                self._spot_backs[f"road:{i}"] = ca.road_card({"explored": False, "needs": as_list(road.get("needs"))},
                                                             rect.size)
                tip = tips.road_tip(i, road)
                if road.get("revealed"):    # the revealed view: the table sees its unexplored side
                    # on the card's foot, clear of the cost it shows
                    self._chip(layer, "UNEXPLORED", 8, (58, 64, 86), (236, 232, 220),
                               box=rect.inflate(self._sz(8), self._sz(24)), center=(rect.centerx, rect.bottom))
                    tip = "Unexplored on the table (its hidden side shown because everything is revealed).\n" + tip
            else:
                self._keep_patch(layer, ("road", i), rect.inflate(self._sz(8), self._sz(10)))
                self._empty_slot(layer, rect, "NOT SCOUTED", "?")
                tip = tips.road_tip(i, None)
            self._box(ctx, f"road:{i}", rect, tip, radius=self._sz(8))
            if i < target:
                # the target count: numbered markers up to players + 1
                mc = (rect.x + marker_r - 2, rect.bottom + 1 - marker_r)
                pygame.draw.circle(layer, (12, 12, 12), mc, marker_r + 1)
                pygame.draw.circle(layer, YELLOW if i < scouted else (96, 92, 80), mc, marker_r)
                self._put_text(layer, i + 1, max(8, marker_r * 1.2 / self._layout.s), INK, bold=True,
                               box=pygame.Rect(mc[0] - marker_r - 1, mc[1] - marker_r - 1, 2 * marker_r + 3,
                                               2 * marker_r + 3), center=(mc[0], mc[1] + 1))
            nxt = gate.x if i == slots - 1 else rect.x + step
            self._arrow(layer, (rect.right + nxt) // 2, rect.centery, max(4, min((nxt - rect.right) // 2 - 1,
                                                                                 self._sz(8))))
        self._arrow(layer, (deck.right + x0) // 2, deck.centery, max(4, min((x0 - deck.right) // 2 - 1, self._sz(8))))
        layer.blit(self._shade(gate.size, (0, 0, 0, 150), self._sz(8)), gate.move(self._sz(3), self._sz(4)))
        layer.blit(ca.salvation_gate(gate.size), gate)
        self._put_text(layer, "SALVATION", 12, (250, 222, 150), bold=True,
                       box=pygame.Rect(gate.x - gap, band.y, band.right - gate.x + gap, band.height),
                       midbottom=(gate.centerx, gate.y - self._sz(4)))
        chip = self._chip(layer, f"TOLL ×{toll}", 12, (236, 196, 110), INK, box=gate,
                          midbottom=(gate.centerx, gate.bottom - self._sz(5)))
        self._box(ctx, "toll", gate.union(chip), tips.toll_tip(toll), glow=False)


__all__ = ["RoadmapBand"]
