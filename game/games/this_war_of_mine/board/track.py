"""The day track across the top of the table (the day and the Chapter, the seven phases with the one now
lit and those done dimmed, the Action stage's three pips, the Leader's marker with their name) and the
gauges beside the house: the Cold (0 to COLD_LIMIT, with the three Board-Ups under it) and the Noise
(NOISE_RANGE, lit up to where the marker stands). Element ids: ``day``, ``phase:<name>``, ``stage``,
``leader``, ``cold``, ``noise``."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import pieces
from .. import tooltips as tips
from ..effects import BOARD_UPS, COLD_LIMIT, NOISE_RANGE
from .layout import READABLE_PX

PANEL = (30, 29, 30)
RIM = (70, 64, 58)
INK = (236, 228, 212)
MUTED = (150, 142, 130)
LIT = (236, 170, 80)
DONE = (78, 70, 60)
COLD = (150, 190, 228)
NOISE_LOW, NOISE_HIGH = (120, 160, 90), (210, 70, 50)


class TrackArea:
    # --- the day track ------------------------------------------------------------------------------------
    def _draw_track(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        area = lay.track
        layer.blit(art.panel(area.size, PANEL, self._sz(8), border=RIM), area)
        pad = self._sz(10)
        # the day and the Chapter
        day_w = max(self._sz(140), 112)
        day = pygame.Rect(area.x + pad, area.y, day_w, area.height)
        title_px = self._px(18, 14)
        words = f"Day {view.get('day', 1)}"
        top = self._line(layer, words, 18, INK, day.width, bold=True, least=14,
                         topleft=(day.x, area.y + max(2, (area.height - title_px - self._px(11)) // 2 - 2)))
        chapter = "The war is over" if tips.phase_now(view) == "over" else tips.story_name(view, self.content)
        self._line(layer, chapter, 11, MUTED, day.width, topleft=(day.x, top.bottom - 1))
        self._lit_box(ctx, "day", day)
        # the Leader and the stage, at the right
        right = area.right - pad
        marker_s = min(area.height - 8, self._sz(30))
        leader = f"Leader: {tips.leader_name(view)}"
        leader_w = self._text_width(leader, self._px(12), True) + marker_s + 6
        lrect = pygame.Rect(right - leader_w, area.y, leader_w, area.height)
        layer.blit(pieces.marker("leader", marker_s), (lrect.x, area.centery - marker_s // 2))
        self._line(layer, leader, 12, INK, leader_w - marker_s - 6, bold=True,
                   midleft=(lrect.x + marker_s + 6, area.centery))
        self._lit_box(ctx, "leader", lrect)
        stage_rect = self._draw_stage(layer, ctx, lrect.x - max(6, self._sz(12)))
        # the seven phases between them
        chain = pygame.Rect(day.right + pad // 2, area.y + self._sz(6), stage_rect.x - day.right - pad,
                            area.height - 2 * self._sz(6))
        self._draw_phases(layer, ctx, chain)

    def _draw_stage(self, layer: pygame.Surface, ctx, right: int) -> pygame.Rect:
        view, area = ctx.view, self._layout.track
        stage = int(view.get("stage") or 0) if tips.phase_now(view) == "day" else 0
        pip = max(8, self._sz(11))
        width = 3 * pip + 2 * max(3, self._sz(5)) + 4
        rect = pygame.Rect(right - width, area.y, width, area.height)
        for k in range(3):
            centre = (rect.x + 2 + pip // 2 + k * (pip + max(3, self._sz(5))), area.centery)
            if stage and k < stage:
                pygame.draw.circle(layer, LIT if k == stage - 1 else art.darken(LIT, 0.35), centre, pip // 2)
            pygame.draw.circle(layer, MUTED, centre, pip // 2, 1)
        self._lit_box(ctx, "stage", rect)
        return rect

    def _draw_phases(self, layer: pygame.Surface, ctx, chain: pygame.Rect) -> None:
        now = tips.phase_now(ctx.view)
        order = list(tips.PHASES)
        at = order.index(now) if now in order else (len(order) if now == "over" else -1)
        gap = max(2, self._sz(3))
        px = self._px(11)
        needs = [self._text_width(tips.PHASE_NAMES[p], px, True) + 10 for p in order]
        spare = (chain.width - gap * (len(order) - 1) - sum(needs)) / len(order)
        x = float(chain.x)
        for k, phase in enumerate(order):
            w = needs[k] + spare
            rect = pygame.Rect(round(x), chain.y, round(w), chain.height)
            x += w + gap
            lit, done = k == at, k < at
            fill = LIT if lit else (DONE if done else (44, 42, 42))
            pygame.draw.rect(layer, fill, rect, border_radius=rect.height // 2)
            if not lit:
                pygame.draw.rect(layer, (84, 78, 70), rect, 1, border_radius=rect.height // 2)
            color = (30, 22, 14) if lit else (MUTED if done else INK)
            self._line(layer, tips.PHASE_NAMES[phase], 11, color, rect.width - 4, bold=lit, least=10,
                       center=rect.center)
            self._lit_box(ctx, f"phase:{phase}", rect, radius=rect.height // 2)

    # --- the gauges ------------------------------------------------------------------------------------------
    def _draw_gauges(self, layer: pygame.Surface, ctx) -> None:
        area = self._layout.gauges
        layer.blit(art.panel(area.size, PANEL, self._sz(8), border=RIM), area)
        inner = area.inflate(-self._sz(8), -self._sz(8))
        split = inner.y + round(inner.height * 0.5)
        self._draw_cold(layer, ctx, pygame.Rect(inner.x, inner.y, inner.width, split - inner.y))
        self._draw_noise(layer, ctx, pygame.Rect(inner.x, split + self._sz(6), inner.width,
                                                  inner.bottom - split - self._sz(6)))

    def _gauge(self, layer: pygame.Surface, area: pygame.Rect, label: str, values: list[int], at: int,
               colours: list, marker: str) -> pygame.Rect:
        """A column of numbered boxes, the lowest value at the bottom, lit up to `at`, its marker beside the
        one at `at` (the table under the markers' column is kept for the animations, and where the marker
        stands at each value, in ``_spots[marker]``). Returns the boxes' rect."""
        head = self._line(layer, label, 11, INK, area.width, bold=True, midtop=(area.centerx, area.y))
        boxes = pygame.Rect(area.x, head.bottom + 3, area.width, area.bottom - head.bottom - 3)
        n = len(values)
        step = boxes.height / n
        box_w = max(16, round(area.width * 0.46))
        marker_s = max(12, min(round(step * 1.15), area.width - box_w - 4))
        spots = self._spots.setdefault(marker, {})
        for k, value in enumerate(values):
            y0 = round(boxes.bottom - (k + 1) * step)
            rect = pygame.Rect(boxes.x + 2, y0 + 1, box_w, max(6, round(step) - 2))
            lit = value <= at
            fill = colours[k] if lit else (40, 40, 44)
            pygame.draw.rect(layer, fill, rect, border_radius=3)
            pygame.draw.rect(layer, (96, 92, 90), rect, 1, border_radius=3)
            if rect.height >= 9:
                ink = (24, 22, 20) if lit else MUTED
                self._line(layer, str(value), 10, ink, rect.width - 2, bold=value == at, least=9, center=rect.center)
            spots[value] = pygame.Rect(rect.right + 2, rect.centery - marker_s // 2, marker_s, marker_s)
        self._keep_patch(layer, (marker,), pygame.Rect(boxes.x + box_w + 2, boxes.y - marker_s // 2,
                                                       boxes.width - box_w - 2, boxes.height + marker_s))
        icon = pieces.marker(marker, marker_s)
        layer.blit(icon, spots[at])
        return boxes

    def _draw_cold(self, layer: pygame.Surface, ctx, area: pygame.Rect) -> None:
        view = ctx.view
        cold = max(0, min(COLD_LIMIT, int(view.get("cold") or 0)))
        ups = sum(1 for spot in (view.get("shelter") or {}).values() if spot.get("board_up"))
        up_s = max(12, min(self._sz(20), (area.width - 4) // BOARD_UPS - 2))
        label_h = self._px(10, 10) + 1
        gauge = pygame.Rect(area.x, area.y, area.width, area.height - up_s - label_h - 6)
        values = list(range(0, COLD_LIMIT + 1))
        colours = [art.mix((200, 220, 240), COLD, k / max(1, COLD_LIMIT)) for k in values]
        self._gauge(layer, gauge, "Cold", values, cold, colours, "cold")
        self._line(layer, "Board-Ups", 10, INK if ups else MUTED, area.width, least=10,
                   midbottom=(area.centerx, area.bottom - up_s - 2))
        row = pygame.Rect(area.x, area.bottom - up_s, area.width, up_s)
        x = row.centerx - (BOARD_UPS * up_s + (BOARD_UPS - 1) * 2) // 2
        for k in range(BOARD_UPS):
            icon = pieces.marker("board_up", up_s) if k < ups else self._dimmed("board_up", up_s)
            if k >= ups:
                pygame.draw.rect(layer, (90, 84, 78), (x + k * (up_s + 2), row.y, up_s, up_s), 1, border_radius=3)
            layer.blit(icon, (x + k * (up_s + 2), row.y))
        self._lit_box(ctx, "cold", area)

    def _draw_noise(self, layer: pygame.Surface, ctx, area: pygame.Rect) -> None:
        low, high = NOISE_RANGE
        noise = max(low, min(high, int(ctx.view.get("noise") or low)))
        values = list(range(low, high + 1))
        colours = [art.mix(NOISE_LOW, NOISE_HIGH, k / max(1, len(values) - 1)) for k in range(len(values))]
        self._gauge(layer, area, "Noise", values, noise, colours, "noise")
        self._lit_box(ctx, "noise", area)

    def _dimmed(self, kind: str, size: int) -> pygame.Surface:
        """A marker faded: one not on the table (a Board-Up still in the box)."""
        def make() -> pygame.Surface:
            surf = pieces.marker(kind, size).copy()
            surf.fill((110, 110, 110, 110), special_flags=pygame.BLEND_RGBA_MULT)
            return surf
        return self._cached(("dimmed", kind, size), make)


__all__ = ["TrackArea", "READABLE_PX"]
