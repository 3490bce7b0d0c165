"""Where everything lies on the Wasted Wilds table, from the board's size, the ui scale and the number of
survivors. Pure arithmetic on rectangles:

* left, most of the table: the map of tiles (a MapView window: zoom and pan);
* left below: the hand of the survivor whose cards this seat may see (survivor cards, then scavenge cards);
* right, top: the clock dial, the night card and the day arrow, the tribes' hostility, the objectives;
* right, middle: one panel per survivor (health, hunger, stealth, storage, gear, monsters attached,
  status cards, deck and hand counts);
* right, bottom: the scavenge tray (red, green, blue) and the monster deck with the token supply.

``Layout.s`` is the scale every region multiplies its sizes by (``LayeredBoard._sz``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....ui.board_kit import table_scale

CARD_RATIO = 0.7           # hand cards: width / height


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    pad: int
    gap: int
    map: pygame.Rect
    hand: pygame.Rect
    clock: pygame.Rect
    night: pygame.Rect
    tribes: pygame.Rect
    objectives: pygame.Rect
    survivors: list = field(default_factory=list)     # one panel rect per survivor
    tray: pygame.Rect = None


def lay_out_table(width: int, height: int, ui_scale: float, n_survivors: int) -> Layout:
    s = table_scale(width, height, ui_scale)
    pad = max(4, round(6 * s))
    gap = max(4, round(8 * s))
    inner = pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad)
    left_w = round(inner.width * 0.56)
    hand_h = max(96, round(inner.height * 0.25))
    map_rect = pygame.Rect(inner.x, inner.y, left_w, inner.height - hand_h - gap)
    hand = pygame.Rect(inner.x, map_rect.bottom + gap, left_w, hand_h)

    right = pygame.Rect(map_rect.right + gap, inner.y, inner.right - map_rect.right - gap, inner.height)
    top_h = max(90, round(right.height * 0.2))
    clock = pygame.Rect(right.x, right.y, top_h, top_h)
    night = pygame.Rect(clock.right + gap, right.y, round(top_h * 0.72), top_h)
    tribes = pygame.Rect(night.right + gap, right.y, right.right - night.right - gap, top_h)
    objectives_h = max(40, round(46 * s))
    objectives = pygame.Rect(right.x, clock.bottom + gap // 2, right.width, objectives_h)
    tray_h = max(64, round(right.height * 0.15))
    tray = pygame.Rect(right.x, right.bottom - tray_h, right.width, tray_h)
    body = pygame.Rect(right.x, objectives.bottom + gap // 2, right.width, tray.y - gap // 2 - objectives.bottom - gap // 2)
    n = max(1, n_survivors)
    panel_h = (body.height - gap * (n - 1)) // n
    panels = [pygame.Rect(body.x, body.y + k * (panel_h + gap), body.width, panel_h) for k in range(n)]
    return Layout((width, height), s, pad, gap, map_rect, hand, clock, night, tribes, objectives, panels, tray)
