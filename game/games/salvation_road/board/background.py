"""The table under everything, drawn once per layout: a concrete floor with slab joints, rust and
cracks, the asphalt roadmap band, the compound's hazard-striped yard and the dark panels of the
other regions. ``_background_stages`` draws it in stages so ``warm_up`` can spread it over
quiet frames.
"""
from __future__ import annotations

import random
from typing import Iterator

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, asphalt_band, draw_cracks, shade_edges, speckle_floor
from .. import card_art as ca
from .style import YELLOW, HAZARD, RUST


class Background(LayeredBoard):
    """Draws the table's background (see the module docstring)."""

    def _make_background(self, fmt: pygame.Surface) -> pygame.Surface:
        made: list[pygame.Surface] = []
        for _ in self._background_stages(fmt, made):
            pass
        return made[0]

    def _background_stages(self, fmt: pygame.Surface, made: list) -> Iterator[None]:
        """_make_background in stages (for warm_up): the finished background is appended to made."""
        lay = self._layout
        w, h = lay.size
        bg = art.vertical_gradient((w, h), [(0.0, (70, 68, 62)), (0.35, (54, 53, 50)), (1.0, (28, 28, 28))])
        rng = random.Random(1987)            # fixed: the table looks the same every run
        speckle_floor(bg, rng, 192, (4200, 5, 18), (26, 70, 130, 4, 10, 24))
        yield
        # slab joints of a concrete floor
        slab = max(120, round(300 * lay.s))
        for x in range(slab // 2, w, slab):
            pygame.draw.line(bg, (24, 24, 24), (x, 0), (x, h), 2)
            pygame.draw.line(bg, (92, 90, 84), (x + 2, 0), (x + 2, h), 1)
        for y in range(slab // 3, h, slab):
            pygame.draw.line(bg, (24, 24, 24), (0, y), (w, y), 2)
            pygame.draw.line(bg, (92, 90, 84), (0, y + 2), (w, y + 2), 1)
        # rust stains and cracks
        for _ in range(10):
            cx, cy = rng.randrange(w), rng.randrange(h)
            r = rng.randrange(30, 90)
            blot = art.new_surface((r * 2, r * 2))
            pygame.draw.ellipse(blot, (*RUST, 22), blot.get_rect())
            pygame.draw.ellipse(blot, (*ca.SR["rust_dark"], 20), blot.get_rect().inflate(-r // 2, -r // 3))
            bg.blit(blot, (cx - r, cy - r))
        draw_cracks(bg, rng, 16, (0, h), (30, 18), (18, 18, 18))
        shade_edges(bg, 140)
        yield
        radius = self._sz(14)
        # the bands: road strip, compound yard, location row, character row, the right column
        bg.blit(self._road_strip(), lay.road)
        yield
        bg.blit(self._yard(), lay.compound)
        yield
        bg.blit(art.panel(lay.locs.size, (20, 20, 22, 120), radius=radius, border=(255, 255, 255, 18)), lay.locs)
        bg.blit(art.panel(lay.chars.size, (18, 18, 20, 150), radius=radius, border=(255, 255, 255, 18)), lay.chars)
        for rect in (lay.header, lay.apoc, lay.search, lay.tray, lay.pools) + ((lay.talk,) if lay.talk else ()):
            bg.blit(art.panel(rect.size, (16, 16, 18, 200), radius=self._sz(12)), rect)
        out = pygame.Surface((w, h), 0, fmt)
        out.blit(bg, (0, 0))
        made.append(out)

    def _road_strip(self) -> pygame.Surface:
        """The roadmap band: cracked asphalt with a faded centre line running to Salvation."""
        lay = self._layout
        w, h = lay.road.size
        r = self._sz(14)
        rng = random.Random(w * 7 + h)
        surf = asphalt_band((w, h), r, (10, 10, 12, 235), (40, 40, 42, 255),
                            [(0.0, (255, 255, 255, 14)), (0.5, (255, 255, 255, 0)), (1.0, (0, 0, 0, 60))],
                            rng, (700, 26, 78, 3))
        for _ in range(max(3, w // 160)):
            x, y = rng.randrange(w), rng.randrange(h)
            pts = [(x, y)]
            for _ in range(5):
                x += rng.randrange(-24, 25)
                y += rng.randrange(-10, 11)
                pts.append((x, y))
            pygame.draw.lines(surf, (16, 16, 16, 255), False, pts, 1)
        dash, gap = self._sz(30), self._sz(24)
        y = h // 2
        for x in range(r + self._sz(10), w - r, dash + gap):
            if rng.random() < 0.18:       # worn away
                continue
            pygame.draw.line(surf, (*YELLOW, 90), (x, y), (min(w - r, x + dash), y), max(2, self._sz(5)))
        edge = max(1, self._sz(2))
        for yy in (self._sz(7), h - self._sz(7)):
            pygame.draw.line(surf, (210, 204, 190, 70), (r, yy), (w - r, yy), edge)
        return surf

    def _yard(self) -> pygame.Surface:
        """The compound's printed area: a concrete yard with hazard-striped edges."""
        lay = self._layout
        w, h = lay.compound.size
        surf = art.new_surface((w, h))
        r = self._sz(14)
        base = art.vertical_gradient((w, h), [(0.0, (66, 64, 58, 255)), (1.0, (40, 39, 37, 255))])
        rng = random.Random(5)
        for _ in range(w * h // 260):
            v = rng.choice((0, 255))
            base.set_at((rng.randrange(w), rng.randrange(h)), (v, v, v, 30))
        mask = art.new_surface((w, h))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(base, (0, 0))
        # hazard stripes along the top edge
        stripe_h = max(4, self._sz(8))
        band = art.new_surface((w - 2 * r, stripe_h))
        step = stripe_h * 2
        band.fill((20, 20, 20, 255))
        for off in range(-stripe_h, band.get_width() + stripe_h, step * 2):
            pygame.draw.polygon(band, (*HAZARD, 170), [(off, stripe_h), (off + step, stripe_h), (off + step + stripe_h, 0),
                                                       (off + stripe_h, 0)])
        surf.blit(band, (r, 2))
        pygame.draw.rect(surf, (12, 12, 12, 255), surf.get_rect(), 2, border_radius=r)
        return surf


__all__ = ["Background"]
