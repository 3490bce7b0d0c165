"""Small pieces several regions of the table draw: resource tokens (with a count bubble), deck
stacks with a count badge, dashed empty slots, road arrows and the hazard-striped band of a
delayed character.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .style import BONE, INK, YELLOW, HAZARD, MUTED


class SmallPieces(LayeredBoard):
    """Cached small pieces shared by the regions."""

    def _token(self, res: str, size: int) -> pygame.Surface:
        if res in art.RESOURCE_SHAPES:
            return art.resource_token(res, max(4, size))
        return self._cached(("unknown-token", size), lambda: self._unknown_token(size))

    def _unknown_token(self, size: int) -> pygame.Surface:
        surf = art.new_surface((size, size))
        pygame.draw.circle(surf, (120, 116, 100), (size // 2, size // 2), size // 2)
        q = self._art_text("?", max(7, size // 2), INK, bold=True)
        self._place(surf, q, surf.get_rect().inflate(4, 4), center=(size // 2, size // 2))
        return surf

    def _counted(self, res: str, n: int, size: int, dim: bool = False) -> pygame.Surface:
        """A resource token with its count in a dark bubble at its lower right (dim: faded)."""
        def make() -> pygame.Surface:
            tok = self._token(res, size)
            return self._with_count(art.fade(tok.copy(), 90) if dim else tok, n, size, max(9, round(size * 0.56)))
        return self._cached(("counted", res, n, size, dim), make)

    def _with_count(self, piece: pygame.Surface, n: int, size: int, bubble: int) -> pygame.Surface:
        """A piece of size x size with the number n in a dark bubble (bubble px high) at its lower right."""
        num = self._art_text(str(n), max(7, round(bubble * 0.78)), BONE, bold=True)
        bw = max(bubble, num.get_width() + bubble // 3)
        out = art.new_surface((size + bw // 2 + 1, size + bubble // 4 + 1))
        out.blit(piece, (0, 0))
        br = pygame.Rect(out.get_width() - bw, out.get_height() - bubble, bw, bubble)
        out.blit(art.panel(br.size, (16, 16, 18, 240), bubble // 2, border=(255, 255, 255, 90)), br)
        self._place(out, num, br.inflate(2, 2), center=br.center)
        return out

    def _arrow(self, layer: pygame.Surface, cx: int, cy: int, r: int) -> None:
        pts = [(cx - r * 0.6, cy - r), (cx + r * 0.7, cy), (cx - r * 0.6, cy + r)]
        pygame.draw.polygon(layer, (8, 8, 10), [(px + 1, py + 2) for px, py in pts])
        pygame.draw.polygon(layer, YELLOW, pts)

    def _empty_slot(self, layer: pygame.Surface, rect: pygame.Rect, words: str, mark: str) -> None:
        def make() -> pygame.Surface:
            surf = art.new_surface(rect.size)
            r = surf.get_rect()
            pygame.draw.rect(surf, (255, 255, 255, 12), r, border_radius=self._sz(8))
            dash = max(4, self._sz(9))
            for x in range(self._sz(8), r.width - self._sz(8), dash * 2):
                for y in (1, r.height - 2):
                    pygame.draw.line(surf, (255, 255, 255, 60), (x, y), (min(r.width - 4, x + dash), y), 2)
            for y in range(self._sz(8), r.height - self._sz(8), dash * 2):
                for x in (1, r.width - 2):
                    pygame.draw.line(surf, (255, 255, 255, 60), (x, y), (x, min(r.height - 4, y + dash)), 2)
            if mark:
                q = self._art_text(mark, max(9, round(r.height * 0.36)), MUTED, bold=True)
                self._place(surf, q, r, center=(r.centerx, r.centery - round(r.height * 0.08)))
            px = max(9, min(round(r.height * 0.12), self._sz(11)))
            if words and art.text_size(words, px, True)[0] <= r.width - 6:
                t = self._art_text(words, px, MUTED, bold=True)
                if mark:
                    self._place(surf, t, r, midtop=(r.centerx, r.centery + round(r.height * 0.16)))
                else:
                    self._place(surf, t, r, center=r.center)
            return surf
        layer.blit(self._cached(("empty", rect.size, words, mark), make), rect)

    def _stack(self, layer: pygame.Surface, rect: pygame.Rect, face: pygame.Surface, count: int) -> None:
        """A deck: a few card edges under the top card, or an empty outline."""
        radius = max(3, rect.width // 14)
        if count <= 0:
            pygame.draw.rect(layer, (80, 76, 70), rect, 2, border_radius=radius)
            self._put_text(layer, "EMPTY", 11, MUTED, bold=True, box=rect.inflate(self._sz(8), 0), center=rect.center)
            return
        depth = min(5, (count + 3) // 4)
        off = max(1, self._sz(2))
        edge = self._shade(rect.size, (18, 18, 20, 255), radius)
        for i in range(depth, 0, -1):
            layer.blit(edge, rect.move(i * off, i * off))
            pygame.draw.rect(layer, (110, 104, 92), rect.move(i * off, i * off), 1, border_radius=radius)
        layer.blit(face, rect)

    def _count_badge(self, layer: pygame.Surface, n: int, center: tuple[int, int], color=(236, 228, 208)) -> pygame.Rect:
        r = max(8, self._sz(13))
        words = self._art_text(str(n), max(8, round(r * 1.15)), INK, bold=True)
        rect = pygame.Rect(0, 0, max(2 * r, words.get_width() + r), 2 * r)
        rect.center = center
        pygame.draw.rect(layer, (12, 12, 14), rect.inflate(4, 4), border_radius=r + 2)
        pygame.draw.rect(layer, color, rect, border_radius=r)
        self._place(layer, words, rect.inflate(2, 4), center=(rect.centerx, rect.centery + 1))
        return rect

    def _hazard_band(self, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            w, h = size
            surf = art.new_surface(size)
            surf.fill((20, 20, 20, 230))
            step = max(4, h // 2)
            for off in range(-h, w + h, step * 2):
                pygame.draw.polygon(surf, (*HAZARD, 230), [(off, h), (off + step, h), (off + step + h, 0), (off + h, 0)])
            dark = art.new_surface(size)
            dark.fill((0, 0, 0, 110))
            surf.blit(dark, (0, 0))
            return surf
        return self._cached(("hazard", tuple(size)), make)


__all__ = ["SmallPieces"]
