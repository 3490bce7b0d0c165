"""Where everything lies on the Wasted Wilds table, from the board's size, the ui scale and the number of
survivors. Pure arithmetic on rectangles:

* left, most of the table: the map of tiles (a MapView window: zoom and pan);
* left below: the hand of the survivor whose cards this seat may see (survivor cards, then scavenge cards);
* right, top: the clock dial, the night card and the day arrow, the tribes' hostility, the objectives;
* right, middle: one panel per survivor (health, hunger, stealth, storage, gear, monsters attached,
  status cards, deck and hand counts): one or two stacked, three or four two abreast (a 2x2 grid, the
  third alone on the second row), the map giving up width for them if it must;
* right, bottom: the scavenge tray (red, green, blue) and the monster deck with the token supply.

``Layout.s`` is the scale every region multiplies its sizes by (``LayeredBoard._sz``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....ui.board_kit import table_scale

CARD_RATIO = 0.7           # hand cards: width / height
READABLE_PX = 11           # the panels' smallest text, in pixels (the scale alone makes 7-9 px at 1280x720)
MAP_SHARE = 0.56           # of the table's width, when the panels need no more room
LEAST_MAP_SHARE = 0.4      # the map never gets narrower than this, whatever the panels need
PANEL_MIN_W = 220          # a survivor panel's least width at scale 1: its chips and two columns of tiles


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


def panel_columns(n_survivors: int) -> int:
    """Survivor panels side by side: stacked four would be too short to read."""
    return 2 if n_survivors >= 3 else 1


def lay_out_table(width: int, height: int, ui_scale: float, n_survivors: int) -> Layout:
    s = table_scale(width, height, ui_scale)
    pad = max(4, round(6 * s))
    gap = max(4, round(8 * s))
    n = max(1, n_survivors)
    cols = panel_columns(n)
    inner = pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad)
    # below scale 1 the panels' text stops shrinking (READABLE_PX), so neither may their width
    panels_w = cols * round(PANEL_MIN_W * max(1.0, s)) + (cols - 1) * gap
    left_w = max(round(inner.width * LEAST_MAP_SHARE),
                 min(round(inner.width * MAP_SHARE), inner.width - gap - panels_w))
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
    return Layout((width, height), s, pad, gap, map_rect, hand, clock, night, tribes, objectives,
                  panel_grid(body, n, cols, gap), tray)


def panel_grid(body: pygame.Rect, n: int, cols: int, gap: int) -> list[pygame.Rect]:
    """n panels in rows of `cols` filling body; a last row with fewer panels shares out the whole width."""
    rows = -(-n // cols)
    panel_h = (body.height - gap * (rows - 1)) // rows
    panels = []
    for k in range(n):
        r, c = divmod(k, cols)
        in_row = min(cols, n - r * cols)
        panel_w = (body.width - gap * (in_row - 1)) // in_row
        panels.append(pygame.Rect(body.x + c * (panel_w + gap), body.y + r * (panel_h + gap), panel_w, panel_h))
    return panels
