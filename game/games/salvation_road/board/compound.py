"""The compound, left of the location row: its title and fence count, the marauder pool, the fence
ring with one socket per marauder (bikes first, then buggies; the last socket carries a skull),
the characters at home standing in the yard, and the truck under it (``truck`` module).
Element ids: ``compound``, ``marauder-pool``, ``fence`` (the ring's four bands, not the yard).
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, INK, MUTED, DIM, DANGER


class CompoundArea(LayeredBoard):
    """Draws the compound: pool, fence ring, the yard's standees, then the truck."""

    def _draw_compound(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.compound
        bikes, buggies, pool_bikes, pool_buggies, capacity, here = ctx.compound()
        on_fence = bikes + buggies
        self._box(ctx, "compound", area, tips.compound_tip(ctx, here), radius=self._sz(14))
        pad = self._sz(10)
        title = self._put_text(layer, "THE COMPOUND", 15, BONE, bold=True, box=area.inflate(-2 * pad, 0),
                               topleft=(area.x + pad, area.y + self._sz(14)))
        danger = buggies > 0
        status = f"{on_fence}/{capacity} ON THE FENCE"
        chip = self._text(status, 11, INK, bold=True)
        if title.right + chip.get_width() + self._sz(26) < area.right:
            self._chip(layer, status, 11, DANGER if danger else (196, 186, 160), INK if not danger else (255, 240, 230),
                       box=area, midright=(area.right - pad, title.centery))
        # the marauder pool: a row under the title ("to the left of the fence" on the printed board)
        pool_h = max(self._sz(30), 18)
        pool_rect = pygame.Rect(area.x + pad, title.bottom + self._sz(6), area.width - 2 * pad, pool_h)
        self._draw_marauder_pool(layer, ctx, pool_rect, pool_bikes, pool_buggies)
        body = pygame.Rect(area.x + pad, pool_rect.bottom + self._sz(6), area.width - 2 * pad,
                           area.bottom - pool_rect.bottom - self._sz(6) - pad)
        truck_h = max(self._sz(78), min(round(body.height * 0.36), self._sz(150)))
        fence_rect = pygame.Rect(body.x, body.y, body.width, body.height - truck_h - self._sz(8))
        truck_rect = pygame.Rect(body.x, fence_rect.bottom + self._sz(8), body.width, truck_h)
        self._draw_fence(layer, ctx, fence_rect, capacity, bikes, buggies)
        # standees in the yard
        inset = self._fence_inset(fence_rect)
        yard = fence_rect.inflate(-2 * inset, -2 * inset)
        self._draw_standees(layer, ctx, yard, here, cols=4)
        if not [c for c in here if c in ctx.chars]:
            self._put_text(layer, "nobody home", 11, MUTED, box=yard, center=yard.center)
        self._draw_truck(layer, ctx, truck_rect)

    def _fence_inset(self, rect: pygame.Rect) -> int:
        return max(self._sz(16), min(rect.width, rect.height) // 6)

    def _fence_slots(self, rect: pygame.Rect, capacity: int) -> tuple[list[tuple[int, int]], int]:
        """Socket centres evenly around the fence ring (clockwise from the top-left) and their size."""
        inset = self._fence_inset(rect) // 2
        ring = rect.inflate(-inset, -inset)
        perim = 2 * (ring.width + ring.height)
        step = perim / capacity
        size = max(10, min(round(step * 0.86), self._fence_inset(rect) + self._sz(4), self._sz(40)))
        points = []
        for k in range(capacity):
            d = (k + 0.5) * step
            if d < ring.width:
                p = (ring.x + d, ring.y)
            elif d < ring.width + ring.height:
                p = (ring.right, ring.y + d - ring.width)
            elif d < 2 * ring.width + ring.height:
                p = (ring.right - (d - ring.width - ring.height), ring.bottom)
            else:
                p = (ring.x, ring.bottom - (d - 2 * ring.width - ring.height))
            points.append((round(p[0]), round(p[1])))
        return points, size

    def _draw_fence(self, layer: pygame.Surface, ctx: DrawContext, rect: pygame.Rect, capacity: int, bikes: int,
                    buggies: int) -> None:
        danger = buggies > 0
        inset = self._fence_inset(rect) // 2
        ring = rect.inflate(-inset, -inset)
        layer.blit(self._fence_ring(ring.size, danger), ring)
        points, size = self._fence_slots(rect, capacity)
        for k, (px, py) in enumerate(points):
            r = pygame.Rect(0, 0, size, size)
            r.center = (px, py)
            if k < bikes:
                layer.blit(ca.marauder_token("bike", size), r)
            elif k < bikes + buggies:
                layer.blit(ca.marauder_token("buggy", size), r)
            else:
                layer.blit(self._socket(size, k == capacity - 1), r)
        tip = tips.fence_tip(capacity, bikes, buggies)
        # the ring's four bands (not the yard inside, where the standees stand); the top band first,
        # so target_rect("fence") is a band whose centre is the fence
        outer = ring.inflate(size, size)
        band = size
        bands = [pygame.Rect(outer.x, outer.y, outer.width, band),
                 pygame.Rect(outer.x, outer.bottom - band, outer.width, band),
                 pygame.Rect(outer.x, outer.y + band, band, outer.height - 2 * band),
                 pygame.Rect(outer.right - band, outer.y + band, band, outer.height - 2 * band)]
        for r in bands:
            self.add_hitbox("fence", r, tip)
        if "fence" in self._highlights and "fence" not in ctx.glowed:
            ctx.glowed.add("fence")
            ctx.glows.append((ring.inflate(size // 2, size // 2), self._sz(12), "fence"))

    def _fence_ring(self, size: tuple[int, int], danger: bool) -> pygame.Surface:
        def make() -> pygame.Surface:
            w, h = size
            surf = art.new_surface(size)
            r = max(6, min(w, h) // 8)
            post = (36, 34, 32)
            wire = (150, 150, 146, 120) if not danger else (220, 110, 90, 150)
            # chain-link: a diamond mesh inside the ring line, clipped to a band
            band = max(6, self._sz(12))
            mesh = art.new_surface(size)
            step = max(5, self._sz(8))
            for off in range(-h, w + h, step):
                pygame.draw.line(mesh, wire, (off, 0), (off + h, h), 1)
                pygame.draw.line(mesh, wire, (off + h, 0), (off, h), 1)
            mask = art.new_surface(size)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), band, border_radius=r)
            mesh.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(mesh, (0, 0))
            pygame.draw.rect(surf, (20, 20, 20, 220), surf.get_rect(), max(2, self._sz(3)), border_radius=r)
            inner = surf.get_rect().inflate(-2 * band, -2 * band)
            pygame.draw.rect(surf, (20, 20, 20, 220), inner, max(1, self._sz(2)), border_radius=max(2, r - band))
            if danger:
                pygame.draw.rect(surf, (*DANGER, 200), surf.get_rect(), max(1, self._sz(2)), border_radius=r)
            # posts
            for x in range(r, w - r, max(12, self._sz(34))):
                for y in (0, h - band):
                    pygame.draw.rect(surf, post, (x, y, max(2, self._sz(4)), band))
            for y in range(r, h - r, max(12, self._sz(34))):
                for x in (0, w - band):
                    pygame.draw.rect(surf, post, (x, y, band, max(2, self._sz(4))))
            return surf
        return self._cached(("fence", tuple(size), danger), make)

    def _socket(self, size: int, last: bool) -> pygame.Surface:
        def make() -> pygame.Surface:
            def draw(canvas: pygame.Surface) -> None:
                pen = art.Pen(canvas)
                pen.circle((10, 10, 10, 200), (0.5, 0.5), 0.42)
                pen.circle((70, 68, 62, 230) if not last else (110, 30, 26, 230), (0.5, 0.5), 0.42, width=0.06)
                if last:
                    sk = pygame.transform.smoothscale(art.icon("skull", 64, (170, 60, 50)),
                                                      (round(canvas.get_width() * 0.5),) * 2)
                    canvas.blit(sk, sk.get_rect(center=canvas.get_rect().center))
            return art.supersampled((size, size), draw)
        return self._cached(("socket", size, last), make)

    def _draw_marauder_pool(self, layer: pygame.Surface, ctx: DrawContext, rect: pygame.Rect, bikes: int,
                            buggies: int) -> None:
        label = self._put_text(layer, "POOL", 10, MUTED, bold=True, box=rect, midleft=(rect.x, rect.centery))
        size = max(12, min(rect.height - 2, self._sz(28)))
        x = label.right + self._sz(8)
        for kind, n, word in (("bike", bikes, "BIKES"), ("buggy", buggies, "BUGGIES")):
            img = self._counted_marauder(kind, n, size)
            r = layer.blit(img, img.get_rect(midleft=(x, rect.centery)))
            t = self._fit_text(word, 9, max(10, rect.right - r.right - self._sz(3)), MUTED if n else DIM, bold=True)
            tr = self._place(layer, t, rect, midleft=(r.right + self._sz(3), rect.centery))
            x = tr.right + self._sz(12)
        hit = pygame.Rect(rect.x, rect.y, min(rect.width, x - rect.x), rect.height)
        self._box(ctx, "marauder-pool", hit, tips.marauder_pool_tip(bikes, buggies), glow=False)

    def _counted_marauder(self, kind: str, n: int, size: int) -> pygame.Surface:
        """A marauder token with how many are left in the pool (faded when none)."""
        def make() -> pygame.Surface:
            tok = ca.marauder_token(kind, size)
            return self._with_count(tok if n else art.fade(tok.copy(), 80), n, size, max(9, round(size * 0.58)))
        return self._cached(("counted-marauder", kind, n, size), make)


__all__ = ["CompoundArea"]
