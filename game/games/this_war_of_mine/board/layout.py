"""Where everything lies on the This War of Mine table, from the board's size, the ui scale and the number
of Characters. Pure arithmetic on rectangles:

* top, the full width: the day track (the day and Chapter, the seven phases with the current one lit,
  the Action stage, the Leader);
* below it, most of the width: the shelter, a cut-away house (sky and roof, the top floor, the ground
  floor, the cellar under the earth), one cell per space on a 3 x 9 grid; beside it, the Cold and Noise
  gauges. What is in hand (a fight, a night raid, a trade, choosing findings) opens as a panel over it;
* bottom left: one panel per Character (side by side, two rows from three on);
* bottom middle: the Storage (and the Findings Pile while scavenging);
* bottom right: the Location slots (the Location being explored and the Exploration slot while
  scavenging), the Objective, what is in force, the decks.

``Layout.s`` is the scale every region multiplies its sizes by (``LayeredBoard._sz``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....ui.board_kit import table_scale

FLOORS = ("top", "ground", "cellar")
COLUMNS = 9
READABLE_PX = 11           # the table's smallest text that must be read, in pixels (at 1280x720 too)
LEAST_PX = 9               # never smaller than this
CARD_RATIO = 0.7           # a card's width / height


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    pad: int
    gap: int
    track: pygame.Rect                 # the day track
    house: pygame.Rect                 # the whole cut-away house, sky to cellar floor
    roof: pygame.Rect                  # the sky and the roof above the top floor
    floors: dict = field(default_factory=dict)     # floor -> its band of rooms
    cells: dict = field(default_factory=dict)      # (floor, column) -> a room's rect
    gauges: pygame.Rect = None         # Cold and Noise, beside the house
    overlay: pygame.Rect = None        # what is in hand, over the house
    people: pygame.Rect = None
    panels: list = field(default_factory=list)     # one per Character
    goods: pygame.Rect = None          # the Storage and the Findings Pile
    cards: pygame.Rect = None          # Locations, Objective, in force, decks

    def regions(self) -> dict[str, pygame.Rect]:
        """The table's regions that must not overlap (the overlay lies over the house on purpose)."""
        out = {"track": self.track, "house": self.house, "gauges": self.gauges, "goods": self.goods,
               "cards": self.cards}
        out.update({f"panel:{k}": rect for k, rect in enumerate(self.panels)})
        return out


def lay_out_table(width: int, height: int, ui_scale: float, n_characters: int) -> Layout:
    s = table_scale(width, height, ui_scale)
    pad = max(4, round(6 * s))
    gap = max(4, round(8 * s))
    inner = pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad)

    track = pygame.Rect(inner.x, inner.y, inner.width, max(36, round(46 * s)))
    gauges_w = max(64, round(80 * s))
    house_h = round((inner.height - track.height) * 0.53)
    house = pygame.Rect(inner.x, track.bottom + gap, inner.width - gauges_w - gap, house_h)
    gauges = pygame.Rect(house.right + gap, house.y, gauges_w, house.height)
    roof_h = max(36, round(house.height * 0.16))
    roof = pygame.Rect(house.x, house.y, house.width, roof_h)
    wall = max(4, round(house.width * 0.012))        # the outer walls, left and right
    slab = max(3, round(7 * s))                      # the floors between the storeys
    rooms = pygame.Rect(house.x + wall, roof.bottom, house.width - 2 * wall, house.bottom - roof.bottom - slab)
    # the cellar lies under the earth line: a little taller band of earth above it
    earth = max(4, round(10 * s))
    band_h = (rooms.height - 2 * slab - earth) // 3
    floors, cells = {}, {}
    y = rooms.y
    for k, floor in enumerate(FLOORS):
        if floor == "cellar":
            y += earth
        floors[floor] = pygame.Rect(rooms.x, y, rooms.width, band_h)
        cell_w = rooms.width / COLUMNS
        for c in range(COLUMNS):
            x0, x1 = round(rooms.x + c * cell_w), round(rooms.x + (c + 1) * cell_w)
            cells[(floor, c)] = pygame.Rect(x0, y, x1 - x0, band_h)
        y += band_h + slab
    overlay = house.inflate(-2 * max(gap, round(house.width * 0.04)), -2 * gap)
    overlay.y = roof.y + gap

    below = pygame.Rect(inner.x, house.bottom + gap, inner.width, inner.bottom - house.bottom - gap)
    goods_w = max(150, round(below.width * 0.2))
    cards_w = max(230, round(below.width * 0.3))
    people = pygame.Rect(below.x, below.y, below.width - goods_w - cards_w - 2 * gap, below.height)
    goods = pygame.Rect(people.right + gap, below.y, goods_w, below.height)
    cards = pygame.Rect(goods.right + gap, below.y, below.right - goods.right - gap, below.height)
    return Layout((width, height), s, pad, gap, track, house, roof, floors, cells, gauges, overlay, people,
                  panel_grid(people, max(1, n_characters), gap), goods, cards)


def panel_grid(body: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    """n Character panels: side by side up to two, in two rows from three on (a last row with fewer
    panels shares out the whole width)."""
    cols = 1 if n == 1 else 2
    rows = -(-n // cols)
    panel_h = (body.height - gap * (rows - 1)) // rows
    panels = []
    for k in range(n):
        r, c = divmod(k, cols)
        in_row = min(cols, n - r * cols)
        panel_w = (body.width - gap * (in_row - 1)) // in_row
        panels.append(pygame.Rect(body.x + c * (panel_w + gap), body.y + r * (panel_h + gap), panel_w, panel_h))
    return panels


__all__ = ["Layout", "lay_out_table", "panel_grid", "FLOORS", "COLUMNS", "READABLE_PX", "LEAST_PX", "CARD_RATIO"]
