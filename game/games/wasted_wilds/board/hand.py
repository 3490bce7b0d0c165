"""The hand this seat may see, and the scavenge tray.

The hand shown is the active survivor's when this seat plays them, else the seat's own first survivor's;
another seat's hand is never in the view, so the board can't show it (its size is in the survivor's
panel). Survivor cards come first, then the scavenge cards held. Element ids: hand:<k>, supply:<k>,
deck:<colour> (a scavenge deck), deck:monsters."""
from __future__ import annotations

import pygame

from ....ui import art
from .layout import CARD_RATIO

MUTED = (160, 166, 172)
INK_LIGHT = (236, 232, 222)
DECK_RGB = {"red": (170, 50, 40), "green": (60, 140, 70), "blue": (50, 90, 170)}


class HandArea:
    def _shown_survivor(self, view: dict, viewer: int | None) -> int | None:
        survivors = view.get("survivors") or []
        active = view.get("active")
        if isinstance(active, int) and active < len(survivors) and survivors[active].get("hand") is not None:
            return active
        return next((i for i, s in enumerate(survivors) if s.get("hand") is not None and s.get("alive", True)), None)

    def _draw_hand(self, layer: pygame.Surface, ctx, viewer: int | None) -> None:
        lay, view = self._layout, ctx.view
        area = lay.hand
        layer.blit(art.panel(area.size, (34, 30, 28), self._sz(8), border=(70, 62, 56)), area)
        index = self._shown_survivor(view, viewer)
        if index is None:
            self._put_text(layer, "The hands are hidden from you.", 12, MUTED, center=area.center)
            return
        survivor = view["survivors"][index]
        char = self.content.tables["characters"].get(survivor.get("char") or "")
        title = f"{survivor.get('name')}'s hand" + (f" ({char.name})" if char else "")
        head = self._text(title, 11, (230, 214, 170), bold=True)
        layer.blit(head, (area.x + self._sz(8), area.y + 3))
        cards = [("hand", k, self.content.tables["survivor_cards"].get(card_id))
                 for k, card_id in enumerate(survivor.get("hand") or [])]
        cards += [("supply", k, self.content.tables["scavenge"].get(card_id))
                  for k, card_id in enumerate(survivor.get("supplies") or [])]
        cards = [c for c in cards if c[2] is not None]
        inner = pygame.Rect(area.x + self._sz(8), area.y + head.get_height() + 5, area.width - 2 * self._sz(8),
                            area.bottom - head.get_height() - 5 - self._sz(6) - area.y)
        if not cards:
            self._put_text(layer, "No cards in hand.", 11, MUTED, center=inner.center)
            return
        h = inner.height
        w = round(h * CARD_RATIO)
        step = min(w + self._sz(6), (inner.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
        active_hand = index == view.get("active")
        for n, (where, k, record) in enumerate(cards):
            rect = pygame.Rect(inner.x + n * step, inner.y, w, h)
            kind = "survivor_card" if where == "hand" else "scavenge"
            face = self._face(kind, record, rect.size, survivor.get("char") if where == "hand" else None)
            layer.blit(face, rect)
            target = f"{where}:{k}" if active_hand else f"{where}-of-{index}:{k}"
            shown = rect if n == len(cards) - 1 or step >= w else pygame.Rect(rect.x, rect.y, step, h)
            self._box(ctx, target, shown, f"{record.name}: {record.text}", radius=self._sz(6))
            self._note_card(target, kind, record, survivor.get("char") if where == "hand" else None)

    def _draw_tray(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        area = lay.tray
        pygame.draw.rect(layer, (28, 30, 34), area, border_radius=self._sz(6))
        decks = view.get("decks") or {}
        slots = [("red", decks.get("scavenge_red", 0)), ("green", decks.get("scavenge_green", 0)),
                 ("blue", decks.get("scavenge_blue", 0)), ("monsters", decks.get("monsters", 0))]
        gap = self._sz(6)
        h = area.height - 2 * gap - self._sz(14)
        w = min(round(h * CARD_RATIO), (area.width - gap * 6) // 5)
        for n, (deck, left) in enumerate(slots):
            rect = pygame.Rect(area.x + gap + n * (w + gap), area.y + gap, w, h)
            kind = "monster_back" if deck == "monsters" else "scavenge_back"
            layer.blit(self._face(kind, deck, rect.size), rect)
            label = self._text(f"{left} left", 9, INK_LIGHT)
            layer.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
            name = "monster deck" if deck == "monsters" else f"the {deck} scavenge deck"
            self._box(ctx, f"deck:{deck}", rect, f"{name}: {left} cards", radius=self._sz(6))
        tokens = self._text(f"tokens in the box: {view.get('tokens', 0)}", 10, MUTED)
        x = area.x + gap + 4 * (w + gap)
        layer.blit(tokens, (x, area.centery - tokens.get_height() // 2))
