"""The hand this seat may see, and the scavenge tray.

The hand shown is the active survivor's when this seat plays them, else the seat's own first survivor's;
another seat's hand is never in the view, so the board can't show it (its size is in the survivor's
panel). The one view with hands and no viewer is the replay's everything-revealed view (the rules'
revealed_view): there every survivor's hand is shown, the area shared out among them. Survivor cards come
first, then the scavenge cards held. Element ids: hand:<k>, supply:<k> (the active survivor's),
hand-of-<i>:<k>, supply-of-<i>:<k> (another survivor's), deck:<colour> (a scavenge deck), deck:monsters,
tokens (the monster tokens in the box)."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import pieces
from ..card_art.common import SCAVENGE_NAMES
from .layout import CARD_RATIO, READABLE_PX

MUTED = (160, 166, 172)
INK_LIGHT = (236, 232, 222)
TRAY_TEXT = 10             # the tray's words (a deck's name, how many are left), in sizes at scale 1
# The tray shows a band of each deck's back, BACK_BAND of the card's height from BACK_BAND_TOP down: its
# pictogram, above the ribbon the back prints its name on (where card_art puts it), which is too small to
# read at the tray's size; the tray writes the name under the picture instead.
BACK_BAND = 0.7
BACK_BAND_TOP = {"scavenge_back": 0.0, "monster_back": 0.04}


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
        shown = self._revealed_hands(view, viewer)
        if len(shown) > 1:
            self._draw_hands(layer, ctx, shown, area)
            return
        index = self._shown_survivor(view, viewer)
        if index is None:
            self._put_text(layer, "The hands are hidden from you.", self._readable(12), MUTED, center=area.center)
            return
        self._draw_one_hand(layer, ctx, index, area)

    @staticmethod
    def _revealed_hands(view: dict, viewer: int | None) -> list[int]:
        """Every survivor whose hand the view holds, when no seat is looking (the revealed view: the table's
        own view holds none); a seat's view shows one hand, as before."""
        if viewer is not None:
            return []
        return [i for i, s in enumerate(view.get("survivors") or []) if s.get("hand") is not None]

    def _draw_hands(self, layer: pygame.Surface, ctx, shown: list[int], area: pygame.Rect) -> None:
        """Several hands in the area: in the grid of sections (side by side, stacked, or two by two) where
        each card shows the most of itself, each section on its own darker panel."""
        gap = self._sz(4)
        inner = area.inflate(-2 * gap, -2 * gap)
        survivors = ctx.view.get("survivors") or []
        most = max(1, max(len(survivors[i].get("hand") or []) + len(survivors[i].get("supplies") or [])
                          for i in shown))
        head = self._text_height(self._px(11), True) + 5
        best = None
        n = len(shown)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            w = (inner.width - gap * (cols - 1)) // cols
            h = (inner.height - gap * (rows - 1)) // rows
            card_h = h - head - self._sz(6)
            card_w = round(card_h * CARD_RATIO)
            room = w - 2 * self._sz(8) - card_w
            step = card_w if most == 1 else min(card_w + self._sz(6), room // (most - 1))
            score = max(0, min(step, card_w)) * max(0, card_h)
            if best is None or score > best[0]:
                best = (score, cols, rows, w, h)
        _, cols, rows, w, h = best
        for k, index in enumerate(shown):
            r, c = divmod(k, cols)
            section = pygame.Rect(inner.x + c * (w + gap), inner.y + r * (h + gap), w, h)
            pygame.draw.rect(layer, (26, 23, 22), section, border_radius=self._sz(6))
            self._draw_one_hand(layer, ctx, index, section)

    def _draw_one_hand(self, layer: pygame.Surface, ctx, index: int, area: pygame.Rect) -> None:
        """Survivor `index`'s hand in area: their name over their cards, overlapping when they must."""
        view = ctx.view
        survivor = view["survivors"][index]
        char = self.content.tables["characters"].get(survivor.get("char") or "")
        title = f"{survivor.get('name')}'s hand" + (f" ({char.name})" if char else "")
        head = self._fit_text(title, 11, area.width - 2 * self._sz(8), (230, 214, 170), bold=True,
                              min_px=READABLE_PX)
        layer.blit(head, (area.x + self._sz(8), area.y + 3))
        cards = [("hand", k, self.content.tables["survivor_cards"].get(card_id))
                 for k, card_id in enumerate(survivor.get("hand") or [])]
        cards += [("supply", k, self.content.tables["scavenge"].get(card_id))
                  for k, card_id in enumerate(survivor.get("supplies") or [])]
        cards = [c for c in cards if c[2] is not None]
        inner = pygame.Rect(area.x + self._sz(8), area.y + head.get_height() + 5, area.width - 2 * self._sz(8),
                            area.bottom - head.get_height() - 5 - self._sz(6) - area.y)
        if not cards:
            self._put_text(layer, "No cards in hand.", self._readable(11), MUTED, center=inner.center)
            return
        h = inner.height
        w = min(round(h * CARD_RATIO), inner.width)
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
        """The scavenge decks, the monster deck and the monster tokens in the box, spread along the tray:
        each a picture (the top of the deck's back, a heap of tokens) over its name and how many are left,
        in readable words never cut: the pictures get smaller rather than the words."""
        lay, view = self._layout, ctx.view
        area = lay.tray
        pygame.draw.rect(layer, (28, 30, 34), area, border_radius=self._sz(6))
        decks = view.get("decks") or {}
        slots = [(f"deck:{colour}", "scavenge_back", colour, SCAVENGE_NAMES[colour],
                  decks.get(f"scavenge_{colour}", 0), f"the {colour} scavenge deck ({SCAVENGE_NAMES[colour]})")
                 for colour in ("red", "green", "blue")]
        slots += [("deck:monsters", "monster_back", "monsters", "Monsters", decks.get("monsters", 0),
                   "the monster deck"),
                  ("tokens", None, None, "Tokens", view.get("tokens", 0), "monster tokens in the box")]
        px, pad, gap = self._px(TRAY_TEXT), self._sz(6), max(8, self._sz(10))
        words_h = 2 + self._text_height(px, True) + self._text_height(px, False)
        names_w = [self._text_width(name, px, True) for _, _, _, name, _, _ in slots]
        # the pictures as tall as the tray leaves them, then narrower until the row fits with a gap between
        # the slots, each as wide as its picture or its name
        picture_h = area.height - 2 * pad - words_h
        width = round(picture_h * CARD_RATIO / BACK_BAND)
        while width > 12 and sum(max(width, w) for w in names_w) + gap * (len(slots) + 1) > area.width:
            width -= 1
        picture_h = min(picture_h, round(width / CARD_RATIO * BACK_BAND))
        slots_w = [max(width, w) for w in names_w]
        space = (area.width - sum(slots_w)) / (len(slots) + 1)
        top = area.y + (area.height - picture_h - words_h) // 2
        x = area.x + space
        for (target, kind, deck, name, left, tip), slot_w in zip(slots, slots_w):
            picture = pygame.Rect(0, top, width, picture_h)
            picture.centerx = round(x + slot_w / 2)
            if kind is None:
                layer.blit(self._token_heap(picture.size), picture)
            else:
                back = self._face(kind, deck, (width, round(width / CARD_RATIO)))
                band = pygame.Rect(0, round(back.get_height() * BACK_BAND_TOP[kind]), width, picture_h)
                layer.blit(back, picture, band)
            y = picture.bottom + 2
            for words, color, bold in ((name, INK_LIGHT, True), (f"{left} left", MUTED, False)):
                line = self._fit_text(words, TRAY_TEXT, slot_w, color, bold=bold, min_px=READABLE_PX)
                y = layer.blit(line, line.get_rect(midtop=(picture.centerx, y))).bottom
            self._box(ctx, target, picture, f"{tip}: {left} left", radius=self._sz(6), glow=kind is not None)
            x += slot_w + space

    def _token_heap(self, size: tuple[int, int]) -> pygame.Surface:
        """Three monster tokens heaped up: the tray's picture of the tokens in the box."""
        def make() -> pygame.Surface:
            w, h = size
            token = pieces.monster_token(round(min(w, h) * 0.55))
            heap = pygame.Surface(size, pygame.SRCALPHA)
            for cx, cy in ((0.3, 0.64), (0.7, 0.64), (0.5, 0.38)):        # two on the table, one on top
                heap.blit(token, token.get_rect(center=(round(w * cx), round(h * cy))))
            return heap
        return self._cached(("token heap", tuple(size)), make)
