"""The Hit Z Road table's road: the paths as lanes of asphalt, one row per path.

Each lane carries its route shield (the path number), its key tile (+2/+4) when it has one,
its two cards (face up, or backs that never name the card) and a summary of what it holds
(points, zombies and the worst horde, scavenge). A taken lane is tinted in the taker's colour
and tagged; resolved cards are stamped KEPT / FLED / DISCARDED; the card being resolved is
outlined with its step. The asphalt of the lanes is part of the cached base (``_blit_road``).
"""
from __future__ import annotations

import random

import pygame

from .. import pieces
from ....ui import art
from ....ui.board_kit import art_text as _art_text, asphalt_band, int_or as _int
from .layout import BONE, CARD_RATIO, INK, MUTED, YELLOW, Ctx
from ....ui import text_fit
from .records import RESOURCES, is_over

STEP_NAMES = {"path": "Choosing", "key": "Key tile", "scavenge": "Scavenge", "event": "Event", "fight": "Fight"}
FATE_STAMPS = {"won": "KEPT", "box": "FLED", "discard": "DISCARDED"}


class RoadMixin:
    """HitZRoadBoard's road lanes (in ``self._layout.lanes``, or the whole centre when solo)."""

    def _lane_rects(self, view: dict) -> list[pygame.Rect]:
        """Where the lanes lie: one row per path (at least 3 rows' worth of height each)."""
        count = len([p for p in (view.get("paths") or []) if isinstance(p, dict)])
        if not count or is_over(view):
            return []
        area = self._layout.center if view.get("solo") else self._layout.lanes
        gap = self._sz(10)
        inner = area.inflate(-2 * self._sz(8), -2 * self._sz(8))
        rows = max(count, 3)
        h = (inner.height - gap * (rows - 1)) // rows
        return [pygame.Rect(inner.x, inner.y + i * (h + gap), inner.width, h) for i in range(count)]

    def _draw_lanes(self, layer: pygame.Surface, ctx: Ctx, area: pygame.Rect) -> None:
        paths = [p for p in (ctx.view.get("paths") or []) if isinstance(p, dict)]
        if not paths:
            msg = "The road ahead is still dark" if ctx.view.get("phase") == "planning" else "No paths on the table"
            self._label(layer, msg, 20, area.inflate(-self._sz(20), -self._sz(20)), MUTED, bold=True)
            return
        enc = ctx.view.get("encounter") if isinstance(ctx.view.get("encounter"), dict) else None
        for rect, path in zip(self._lane_rects(ctx.view), paths):
            self._draw_lane(layer, ctx, rect, path, enc)

    def _draw_lane(self, layer: pygame.Surface, ctx: Ctx, lane: pygame.Rect, path: dict, enc: dict | None) -> None:
        index = _int(path.get("index"), 0)
        target = f"path:{index}"
        taken = path.get("taken_by")
        taker = ctx.seats.get(_int(taken, -99)) if taken is not None else None
        key_cost = _int(path.get("key_cost"), 0)
        active = enc is not None and enc.get("path") is not None and _int(enc.get("path"), -1) == index
        self._box(ctx, target, lane, ctx.tips.lane(path), radius=self._sz(12))
        # the route shield with the path number, the key tile under it
        shield_h = min(round(lane.height * 0.44), self._sz(78))
        shield = pygame.Rect(lane.x + self._sz(14), 0, round(shield_h * 0.92), shield_h)
        shield.centery = lane.centery - (round(lane.height * 0.12) if key_cost else 0)
        layer.blit(self._shield(index + 1, shield.size), shield)
        if key_cost:
            key_rect = pygame.Rect(0, 0, round(shield.width * 1.15), round(shield_h * 0.46))
            key_rect.midtop = (shield.centerx, shield.bottom + self._sz(6))
            layer.blit(self._key_tile(key_cost, key_rect.size), key_rect)
            self.add_hitbox(target, key_rect, ctx.tips.key_tile(key_cost))
        # the two cards, as big as the lane allows
        left = max(shield.right, shield.centerx + round(shield.width * 0.58)) + self._sz(20)
        summary_w = self._sz(150)
        ch = lane.height - 2 * self._sz(9)
        gap = max(self._sz(30), round(ch * CARD_RATIO * 0.2))
        cw = min(round(ch * CARD_RATIO), (lane.right - left - summary_w - gap - self._sz(30)) // 2)
        if cw < round(ch * CARD_RATIO * 0.6):       # a narrow road: the cards first, no summary
            summary_w = 0
            gap = max(self._sz(16), min(gap, (lane.right - left) // 8))
            cw = min(round(ch * CARD_RATIO), (lane.right - left - gap - self._sz(12)) // 2)
        cw = max(12, cw)
        ch = min(ch, round(cw / CARD_RATIO))
        cards = [c for c in (path.get("cards") or []) if isinstance(c, dict)][:2]
        rects = []
        for slot, card in enumerate(cards):
            rect = pygame.Rect(left + slot * (cw + gap), lane.centery - ch // 2, cw, ch)
            rects.append(rect)
            if slot == 1:
                self._road_arrow(layer, rects[0].right, rect.left, lane.centery)
            current = active and enc.get("card_index") is not None and _int(enc.get("card_index"), -1) == slot
            self._draw_table_card(layer, ctx, rect, card, index, slot, taker, current,
                                  enc.get("step") if (enc and current) else None)
        sx = (rects[-1].right if rects else left) + self._sz(28)
        self._draw_lane_summary(layer, ctx, pygame.Rect(sx, lane.y, lane.right - sx - self._sz(12), lane.height),
                                cards)
        if taker is not None:
            self._draw_taken(layer, lane, taker)
        if active:
            pygame.draw.rect(layer, YELLOW, lane, width=max(2, self._sz(2)), border_radius=self._sz(12))

    def _draw_taken(self, layer: pygame.Surface, lane: pygame.Rect, taker: dict) -> None:
        """A taken lane: tinted in the taker's colour, a stripe on its left, a tag bottom right."""
        pc = self._seat_color(taker)
        layer.blit(self._shade(lane.size, (*pc.rgb, 34), self._sz(12)), lane)
        pygame.draw.rect(layer, pc.rgb, pygame.Rect(lane.x, lane.y + self._sz(6), self._sz(6),
                                                    lane.height - self._sz(12)), border_radius=self._sz(3))
        tag = self._text(f"TAKEN BY {str(taker.get('name', '')).upper()}", 12, INK, bold=True)
        tag_rect = tag.get_rect().inflate(self._sz(44), self._sz(10))
        tag_rect.bottomright = (lane.right - self._sz(14), lane.bottom - self._sz(10))
        pygame.draw.rect(layer, pc.rgb, tag_rect, border_radius=tag_rect.height // 2)
        mk = self._marker(taker, tag_rect.height - 4)
        layer.blit(mk, mk.get_rect(midleft=(tag_rect.x + 2, tag_rect.centery)))
        tr = layer.blit(tag, tag.get_rect(midright=(tag_rect.right - self._sz(10), tag_rect.centery)))
        text_fit.report("chip", "TAKEN BY", "TAKEN BY", tr, lane)

    def _blit_road(self, layer: pygame.Surface, lane: pygame.Rect) -> None:
        def make() -> pygame.Surface:
            w, h = lane.size
            r = self._sz(12)
            rng = random.Random(w * 31 + h)
            surf = asphalt_band((w, h), r, (12, 12, 14, 230), (44, 44, 48, 255),
                                [(0.0, (255, 255, 255, 16)), (0.45, (255, 255, 255, 0)), (1.0, (0, 0, 0, 50))],
                                rng, (900, 30, 80, 4))          # aggregate in the tarmac
            edge, inset = max(2, self._sz(3)), self._sz(9)
            for y in (inset, h - inset - 1):
                pygame.draw.line(surf, (216, 210, 196, 140), (r, y), (w - r, y), edge)
            dash, gap = self._sz(28), self._sz(22)
            for x in range(r + self._sz(8), w - r, dash + gap):
                pygame.draw.line(surf, (*YELLOW, 130), (x, h // 2), (min(w - r, x + dash), h // 2), self._sz(5))
            return surf
        layer.blit(self._cached(("road", lane.size), make), lane)

    def _road_arrow(self, layer: pygame.Surface, x0: int, x1: int, y: int) -> None:
        cx = (x0 + x1) // 2
        r = max(5, min((x1 - x0) // 2 - 3, self._sz(12)))
        pts = [(cx - r * 0.7, y - r), (cx + r * 0.8, y), (cx - r * 0.7, y + r)]
        pygame.draw.polygon(layer, (8, 8, 10), [(px + 1, py + 2) for px, py in pts])
        pygame.draw.polygon(layer, YELLOW, pts)

    def _shield(self, number: int, size: tuple[int, int]) -> pygame.Surface:
        """A US-route style shield carrying the path number."""
        def outline(pen: art.Pen, color, grow: float) -> None:
            g = grow
            pen.polygon(color, [(0.07 - g, 0.05 - g), (0.5, 0.12 - g), (0.93 + g, 0.05 - g), (0.99 + g, 0.36),
                                (0.87 + g, 0.7), (0.5, 0.97 + g), (0.13 - g, 0.7), (0.01 - g, 0.36)], corner=0.05)

        def make() -> pygame.Surface:
            def draw(canvas: pygame.Surface) -> None:
                pen = art.Pen(canvas)
                outline(pen.sub(0.0, 0.03, 1.0), (0, 0, 0, 120), 0.0)
                outline(pen, (18, 18, 20), 0.0)
                outline(pen, (238, 232, 216), -0.045)
                outline(pen, (18, 18, 20), -0.08)
                pen.rect((18, 18, 20), (0.1, 0.1, 0.8, 0.16))
            surf = art.supersampled(size, draw)
            lbl = _art_text("PATH", max(7, round(size[1] * 0.13)), (238, 232, 216), bold=True)
            r = surf.blit(lbl, lbl.get_rect(center=(size[0] // 2, round(size[1] * 0.2))))
            text_fit.report("shield", "PATH", "PATH", r, surf.get_rect())
            num = _art_text(str(number), max(10, round(size[1] * 0.5)), (238, 232, 216), bold=True)
            r = surf.blit(num, num.get_rect(center=(size[0] // 2, round(size[1] * 0.56))))
            text_fit.report("shield", str(number), str(number), r, surf.get_rect())
            return surf
        return self._cached(("shield", number, size), make)

    def _key_tile(self, cost: int, size: tuple[int, int]) -> pygame.Surface:
        """The contaminated-area key tile: a key shape in hazard orange (+2) or red (+4)."""
        def make() -> pygame.Surface:
            color = (226, 126, 34) if cost <= 2 else (196, 48, 40)
            w, h = size
            surf = art.new_surface(size)
            big = art.new_surface((w * 3, h * 3))
            bw, bh = big.get_size()
            dark = (18, 18, 20)
            ring_r = bh * 0.48
            cx, cy = ring_r + 2, bh / 2
            pygame.draw.circle(big, dark, (cx, cy), ring_r)
            pygame.draw.rect(big, dark, pygame.Rect(cx, cy - bh * 0.3, bw - cx - 2, bh * 0.6), border_radius=round(bh * 0.12))
            pygame.draw.circle(big, color, (cx, cy), ring_r - bh * 0.08)
            pygame.draw.rect(big, color, pygame.Rect(cx, cy - bh * 0.22, bw - cx - bh * 0.1, bh * 0.44),
                             border_radius=round(bh * 0.08))
            for i in range(2):            # the bit's teeth
                tx = bw - bh * (0.35 + i * 0.38)
                pygame.draw.rect(big, dark, pygame.Rect(tx, cy + bh * 0.22 - 1, bh * 0.2, bh * 0.24))
                pygame.draw.rect(big, color, pygame.Rect(tx + bh * 0.05, cy + bh * 0.2, bh * 0.1, bh * 0.2))
            pygame.draw.circle(big, dark, (cx, cy), ring_r * 0.34)
            surf.blit(pygame.transform.smoothscale(big, size), (0, 0))
            lbl = _art_text(f"+{cost}", max(8, round(h * 0.5)), (252, 248, 236), bold=True, outline=dark)
            surf.blit(lbl, lbl.get_rect(center=(round(w * 0.62), round(h * 0.47))))
            return surf
        return self._cached(("key", cost, size), make)

    def _draw_table_card(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, card: dict, path: int,
                         slot: int, taker: dict | None, current: bool, step: str | None) -> None:
        cid = card.get("id")
        face_up = bool(card.get("face_up")) and bool(cid)
        level = _int(card.get("level"), 0) or None
        fate = card.get("fate")
        self._slot_spots[(path, slot)] = pygame.Rect(rect)
        self._slot_cards[(path, slot)] = (str(cid) if face_up else None, level)
        radius = self._sz(8)
        self._keep_patch(layer, ("slot", path, slot), rect.inflate(self._sz(10), self._sz(14)))
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), radius), rect.move(self._sz(3), self._sz(5)))
        self._table_card_size = rect.size
        if face_up:
            data = self._book.card(str(cid), ctx.infos)
            layer.blit(self._face_or_placeholder(str(cid), rect.size, data), rect)
            self._card_spots[str(cid)] = pygame.Rect(rect)
            self._box(ctx, f"card:{cid}", rect, ctx.tips.card(str(cid)), radius=radius)
        else:
            layer.blit(self._back(level, rect.size), rect)
            # a face-down card never names itself: its hitbox is the path's
            self.add_hitbox(f"path:{path}", rect, ctx.tips.face_down(level))
        if taker is not None or fate:
            layer.blit(self._shade(rect.size, (10, 10, 12, 130 if fate else 110), radius), rect)
        if fate in FATE_STAMPS:
            color = self._seat_color(taker).rgb if (fate == "won" and taker) else (200, 196, 186)
            stamp = self._stamp(FATE_STAMPS[fate], color, rect.width)
            layer.blit(stamp, stamp.get_rect(center=rect.center))
        if current:
            pygame.draw.rect(layer, YELLOW, rect.inflate(8, 8), width=max(3, self._sz(3)), border_radius=radius + 3)
            if step:
                self._chip(layer, STEP_NAMES.get(step, str(step)).upper(), 12, YELLOW,
                           midtop=(rect.centerx, rect.bottom - self._sz(8)))

    def _draw_lane_summary(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, cards: list[dict]) -> None:
        """What the path holds in total: points, zombies (and the worst horde), scavenge."""
        if rect.width < self._sz(70):
            return
        known = [d for d in (self._book.card(str(c["id"]), ctx.infos) for c in cards
                             if c.get("id") and c.get("face_up")) if d is not None]
        unknown = len(cards) - len(known)
        pad = self._sz(12)
        if not known and unknown:
            q = self._text("?", 26, (170, 164, 150), bold=True)
            fd = self._text("face down", 13, MUTED)
            sheet = pygame.Rect(rect.x - pad, 0, q.get_width() + fd.get_width() + 3 * pad, q.get_height() + pad)
            sheet.centery = rect.centery
            layer.blit(art.panel(sheet.size, (20, 20, 23, 225), radius=self._sz(10)), sheet)
            layer.blit(q, q.get_rect(midleft=(sheet.x + pad, sheet.centery)))
            r = layer.blit(fd, fd.get_rect(midleft=(sheet.x + 2 * pad + q.get_width(), sheet.centery)))
            text_fit.report("summary", "face down", "face down", r, rect.inflate(2 * pad, 0))
            return
        more = "+?" if unknown else ""
        ico = self._sz(26)
        line = ico + self._sz(8)
        gap = self._sz(6)
        horde = max([c["horde"] for c in known] + [0])
        points = self._text(f"{sum(c['points'] for c in known)}{more}", 21, BONE, bold=True)
        zombies = self._text(f"{sum(c['zombies'] for c in known)}{more}", 21, BONE, bold=True)
        label1 = self._text("points", 11, MUTED)
        label2 = None if horde else self._text("zombies", 11, MUTED)
        scav = [(res, self._text(f"+{n}", 15, (222, 216, 202), bold=True))
                for res in RESOURCES if (n := sum(c["scavenge"][res] for c in known)) > 0]
        tok = self._sz(22)
        widths = [ico + gap + points.get_width() + gap + label1.get_width(),
                  ico + gap + zombies.get_width() + gap + (label2.get_width() if label2 else self._sz(70)),
                  sum(tok + self._sz(3) + t.get_width() + self._sz(9) for _, t in scav)]
        room = rect.width
        width = min(room, max(widths) + 2 * pad)
        if max(widths) + 2 * pad > room:          # narrow: drop the words, keep the numbers
            label1 = label2 = None
        sheet = pygame.Rect(rect.x - pad, 0, width, 3 * line + self._sz(12))
        sheet.centery = rect.centery
        layer.blit(art.panel(sheet.size, (20, 20, 23, 225), radius=self._sz(10)), sheet)
        x, y = sheet.x + pad, sheet.y + self._sz(6)
        layer.blit(art.icon("star", ico, YELLOW), (x, y))
        r = layer.blit(points, points.get_rect(midleft=(x + ico + gap, y + ico // 2)))
        text_fit.report("summary", "points", "points", r, sheet)
        if label1:
            r = layer.blit(label1, label1.get_rect(midleft=(r.right + gap, y + ico // 2 + 1)))
            text_fit.report("summary", "points", "points", r, sheet)
        y += line
        layer.blit(pieces.zombie(ico + self._sz(4)), (x - self._sz(2), y - self._sz(3)))
        r = layer.blit(zombies, zombies.get_rect(midleft=(x + ico + gap, y + ico // 2)))
        text_fit.report("summary", "zombies", "zombies", r, sheet)
        if horde:
            self._chip(layer, f"HORDE {horde}", 10, art.PALETTE["horde_red"], (250, 232, 224),
                       midleft=(r.right + gap, y + ico // 2))
        elif label2:
            r2 = layer.blit(label2, label2.get_rect(midleft=(r.right + gap, y + ico // 2 + 1)))
            text_fit.report("summary", "zombies", "zombies", r2, sheet)
        y += line
        tx = x
        for res, t in scav:
            if tx + tok > sheet.right:
                break
            token = art.resource_token(res, tok)
            layer.blit(token, token.get_rect(midleft=(tx, y + ico // 2)))
            r = layer.blit(t, t.get_rect(midleft=(tx + tok + self._sz(3), y + ico // 2)))
            text_fit.report("summary", "scavenge", "scavenge", r, sheet)
            tx = r.right + self._sz(9)


__all__ = ["RoadMixin", "STEP_NAMES", "FATE_STAMPS"]
