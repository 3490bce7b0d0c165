"""The Hit Z Road table's left column: the adventure deck (back, count, next level), the large
card view (the card being resolved, else a "point at a card" placeholder; the hover preview
is drawn over it every frame, see hover.py) and the last event roll."""
from __future__ import annotations

import pygame

from .. import card_art
from ....ui import art
from ....ui.board_kit import int_or as _int
from .layout import BONE, MUTED, YELLOW, Ctx
from .records import resolved_card


class LeftColumnMixin:
    """HitZRoadBoard's left column (draws into ``self._layout.deck``, ``.preview`` and
    ``.event_dice``)."""

    def _draw_deck(self, layer: pygame.Surface, ctx: Ctx) -> None:
        lay = self._layout
        deck = ctx.view.get("deck") if isinstance(ctx.view.get("deck"), dict) else {}
        count = max(0, _int(deck.get("count"), 0))
        level = deck.get("next_level")
        self._label(layer, "ADVENTURE DECK", 13, pygame.Rect(lay.left.x + lay.pad, lay.left.y + self._sz(8),
                    lay.left.width - 2 * lay.pad, lay.deck.y - lay.left.y - self._sz(10)), MUTED, bold=True)
        rect = pygame.Rect(lay.deck)
        depth = min(6, (count + 7) // 8)
        off = max(1, self._sz(2))
        if count <= 0:
            pygame.draw.rect(layer, (70, 66, 62), rect, width=2, border_radius=self._sz(10))
            self._label(layer, "EMPTY", 14, rect.inflate(-4, -4), (120, 116, 110), bold=True)
        else:
            edge = self._shade(rect.size, (20, 20, 22, 255), self._sz(8))
            for i in range(depth, 0, -1):
                layer.blit(edge, rect.move(i * off, i * off))
                pygame.draw.rect(layer, (120, 112, 98), rect.move(i * off, i * off), width=1,
                                 border_radius=self._sz(8))
            layer.blit(self._back(_int(level, 1) or 1, rect.size), rect)
        x = rect.right + depth * off + self._sz(16)
        side = pygame.Rect(x, rect.y, lay.left.right - lay.pad - x, rect.height)
        big = self._label(layer, count, 36, pygame.Rect(x, rect.y + self._sz(4), side.width, self._sz(40)), BONE,
                          bold=True, anchor="topleft")
        self._label(layer, "cards left", 12, pygame.Rect(x, big.bottom, side.width, rect.centery + self._sz(10) - big.bottom),
                    MUTED, anchor="topleft")
        if level:
            accent = card_art.LEVEL_ACCENTS.get(_int(level), YELLOW)
            narrow = self._chip_width(f"LEVEL {level}", 11) > side.width     # no room: "NEXT LEVEL" over "2"
            self._label(layer, "NEXT LEVEL" if narrow else "NEXT", 11,
                        pygame.Rect(x, rect.centery + self._sz(4), side.width, self._sz(26)), MUTED, bold=True,
                        anchor="bottomleft", min_px=8)
            self._chip(layer, str(level) if narrow else f"LEVEL {level}", 13, accent, max_width=side.width,
                       topleft=(x, rect.centery + self._sz(34)))
        self._box(ctx, "deck", rect.union(pygame.Rect(x, rect.y, self._sz(60), rect.height)), ctx.tips.deck(),
                  radius=self._sz(10))

    def _draw_preview_default(self, layer: pygame.Surface, ctx: Ctx) -> None:
        """The card view as composed: the card being resolved, or the placeholder."""
        rect = self._layout.preview
        lay = self._layout
        self._label(layer, "CARD VIEW", 12, pygame.Rect(lay.left.x + lay.pad, rect.y - self._sz(26), lay.left.width - 2 * lay.pad,
                                                      self._sz(20)), MUTED, bold=True, anchor="midbottom")
        cid = resolved_card(ctx.view)
        data = self._book.card(cid, ctx.infos) if cid else None
        self._layer_preview = cid if data is not None else None
        if data is not None:
            layer.blit(self._shade(rect.size, (0, 0, 0, 140), self._sz(10)), rect.move(self._sz(4), self._sz(6)))
            layer.blit(self._face_or_placeholder(cid, rect.size, data), rect)
            self._card_spots.setdefault(cid, pygame.Rect(rect))
            self.add_hitbox(f"card:{cid}", rect, ctx.tips.card(cid))
        else:
            layer.blit(self._placeholder(rect.size), rect)

    def _placeholder(self, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            surf = art.new_surface(size)
            r = surf.get_rect()
            pygame.draw.rect(surf, (255, 255, 255, 10), r, border_radius=self._sz(12))
            dash = self._sz(10)
            for x in range(self._sz(12), r.width - self._sz(12), dash * 2):
                for y in (1, r.height - 2):
                    pygame.draw.line(surf, (255, 255, 255, 46), (x, y), (x + dash, y), 2)
            for y in range(self._sz(12), r.height - self._sz(12), dash * 2):
                for x in (1, r.width - 2):
                    pygame.draw.line(surf, (255, 255, 255, 46), (x, y), (x, y + dash), 2)
            ic = art.icon("eye", self._sz(40), (120, 116, 108))
            surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery - self._sz(16))))
            words = pygame.Rect(self._sz(8), r.centery + self._sz(8), r.width - 2 * self._sz(8), self._sz(40))
            self._label(surf, "Point at a card to read it", 13, words, (130, 126, 116), anchor="midtop",
                        where="placeholder")
            return surf
        return self._cached(("placeholder", size), make)

    def _draw_event_roll(self, layer: pygame.Surface, ctx: Ctx) -> None:
        roll = ctx.view.get("last_event_roll")
        if not isinstance(roll, list) or not roll:
            return
        rect = self._layout.event_dice
        self._label(layer, "EVENT ROLL", 12, pygame.Rect(rect.x, rect.y, rect.width, self._sz(20)), MUTED, bold=True,
                    anchor="midtop")
        size = min(self._sz(46), rect.height - self._sz(24), (rect.width - self._sz(6) * (len(roll) - 1)) // len(roll))
        gap = self._sz(6)
        x = rect.centerx - (len(roll) * size + (len(roll) - 1) * gap) // 2
        for k, face in enumerate(roll):
            dr = pygame.Rect(x + k * (size + gap), rect.bottom - size, size, size)
            self._event_dice.append(dr)
            self._keep_patch(layer, ("eventdie", k), dr.inflate(self._sz(6), self._sz(6)))
            layer.blit(self._die(str(face), size, False), dr)
            self.add_hitbox(f"eventdie:{k}", dr, ctx.tips.event_die(str(face)))


__all__ = ["LeftColumnMixin"]
