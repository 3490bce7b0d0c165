"""Where everything lies on the This War of Mine table, from the board's size, the ui scale and the number
of Characters. Pure arithmetic on rectangles:

* top, the full width: the day track (the day and Chapter, the seven phases with the current one lit,
  the Action stage, the Leader);
* below it, most of the width: the shelter, a cut-away house (sky and roof, the top floor, the ground
  floor, the cellar under the earth), one cell per space of the board's side in play: the front's 3 x 9
  grid, the back's smaller house (see ``_back_cells``), No Man's Home's small house with the Neighbourhood
  beside it (``_home_cells``) or The Crossing's two wings across their gap (``_crossing_cells``); beside it,
  the Cold and Noise gauges. What is in hand (a fight, a night raid, a trade, choosing findings) opens as a
  panel over it;
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
    building: pygame.Rect = None       # the house's own walls, top floor to cellar (the back: less than the house)
    street: pygame.Rect = None         # No Man's Home: the Neighbourhood beside the house
    crossing: pygame.Rect = None       # The Crossing: the gap between its wings, sky to cellar
    wings: dict = field(default_factory=dict)      # The Crossing: area ("left"/"right") -> its wing's walls
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


FRONT_SHAPE = frozenset((floor, c) for floor in FLOORS for c in range(COLUMNS))


def lay_out_table(width: int, height: int, ui_scale: float, n_characters: int,
                  shape: frozenset | None = None, grid: dict | None = None) -> Layout:
    """shape: the (floor, column) of every space of the board's side in play (None: the front's 3 x 9); grid:
    (floor, column) -> the space record there, which a New Board needs (its side, distances and areas)."""
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
    bands, y = {}, rooms.y
    for floor in FLOORS:
        if floor == "cellar":
            y += earth
        bands[floor] = (y, band_h)
        y += band_h + slab
    shape = FRONT_SHAPE if shape is None else frozenset(shape)
    side = next((getattr(space, "side", "front") for space in (grid or {}).values()), "front")
    street = crossing = None
    wings: dict = {}
    if side == "no_mans_home":
        cells, building, street = _home_cells(rooms, bands, grid, wall, roof)
        floors = {floor: _union([r for (f, _c), r in cells.items() if f == floor]) for floor in FLOORS}
    elif side == "the_crossing":
        cells, wings, crossing = _crossing_cells(rooms, bands, grid, wall, roof)
        building = _union(list(wings.values()))
        floors = {floor: _union([r for (f, _c), r in cells.items() if f == floor]) for floor in FLOORS}
    elif shape == FRONT_SHAPE:
        cells = _front_cells(rooms, bands)
        floors = {floor: pygame.Rect(rooms.x, y, rooms.width, h) for floor, (y, h) in bands.items()}
        building = pygame.Rect(house.x, rooms.y, house.width, bands["cellar"][0] + band_h - rooms.y)
    else:
        cells, building = _back_cells(rooms, bands, shape, wall)
        floors = {floor: _union([r for (f, _c), r in cells.items() if f == floor]) for floor in FLOORS}
    overlay = house.inflate(-2 * max(gap, round(house.width * 0.04)), -2 * gap)
    overlay.y = roof.y + gap

    below = pygame.Rect(inner.x, house.bottom + gap, inner.width, inner.bottom - house.bottom - gap)
    goods_w = max(150, round(below.width * 0.2))
    cards_w = max(230, round(below.width * 0.3))
    people = pygame.Rect(below.x, below.y, below.width - goods_w - cards_w - 2 * gap, below.height)
    goods = pygame.Rect(people.right + gap, below.y, goods_w, below.height)
    cards = pygame.Rect(goods.right + gap, below.y, below.right - goods.right - gap, below.height)
    return Layout((width, height), s, pad, gap, track, house, roof, floors, cells, building, street, crossing, wings,
                  gauges, overlay, people, panel_grid(people, max(1, n_characters), gap), goods, cards)


def _front_cells(rooms: pygame.Rect, bands: dict) -> dict:
    """Nine rooms a floor, side by side across the whole house."""
    cell_w = rooms.width / COLUMNS
    cells = {}
    for floor, (y, h) in bands.items():
        for c in range(COLUMNS):
            x0, x1 = round(rooms.x + c * cell_w), round(rooms.x + (c + 1) * cell_w)
            cells[(floor, c)] = pygame.Rect(x0, y, x1 - x0, h)
    return cells


GARDEN_REACH = 0.45        # how far the ground floor's first room reaches out past the house's wall, in rooms


def _back_cells(rooms: pygame.Rect, bands: dict, shape: frozenset, wall: int) -> tuple[dict, pygame.Rect]:
    """The back's rooms: the house is the columns found on every floor; the ground floor's first room (the
    Wild Garden) reaches out past its left wall; the ground floor's columns beyond its right wall stand
    apart, a wall's width between each (the lean-to at the back door, the path, the outbuilding). Rooms a
    little wider than the front's, the whole spread across the house's area. Returns (cells, the house's
    own walls)."""
    columns = {floor: sorted(c for f, c in shape if f == floor) for floor in FLOORS}
    inside = sorted(set.intersection(*(set(cs) for cs in columns.values() if cs)))
    beyond = [c for c in columns["ground"] if c > inside[-1]]
    walls = 2 + len(beyond)                          # the house's two, and one beyond each room outside it
    cell_w = (rooms.width - walls * wall) / (len(inside) + len(beyond) + GARDEN_REACH)
    x0 = rooms.x + GARDEN_REACH * cell_w + wall      # the house's first room
    xs = {c: x0 + (c - inside[0]) * cell_w for c in inside}
    x = x0 + len(inside) * cell_w + wall
    for c in beyond:
        xs[c] = x
        x += cell_w + wall
    cells = {}
    for floor, cs in columns.items():
        y, h = bands[floor]
        for c in cs:
            left = xs[c] - (GARDEN_REACH * cell_w + wall if floor == "ground" and c == inside[0] else 0)
            cells[(floor, c)] = pygame.Rect(round(left), y, round(xs[c] + cell_w) - round(left), h)
    top = bands["top"][0]
    cellar_y, cellar_h = bands["cellar"]
    left, right = round(x0 - wall), round(x0 + len(inside) * cell_w + wall)
    building = pygame.Rect(left, top, right - left, cellar_y + cellar_h - top)
    return cells, building


HOME_COLUMNS = 5          # No Man's Home's house: its rooms as wide as the front's, the rest is the street
STREET_GAP = 0.22          # between the house's wall and the Neighbourhood, in rooms
GAP_ROOMS = 0.5            # The Crossing's gap between its wings, in rooms


def _home_cells(rooms: pygame.Rect, bands: dict, grid: dict, wall: int,
                roof: pygame.Rect) -> tuple[dict, pygame.Rect, pygame.Rect]:
    """No Man's Home: the house's rooms at the left, as wide as the front's; beside it, past a strip of yard,
    the Neighbourhood: one column for each distance (nearest first), its places shared out down the column,
    from the top floor's band to the ground's (the cellar's band is the earth under the street). Returns
    (cells, the house's walls, the Neighbourhood)."""
    cell_w = rooms.width / COLUMNS
    house_cols = sorted({c for (f, c) in grid if f in FLOORS})
    x0 = rooms.x
    cells = {}
    for floor in FLOORS:
        y, h = bands[floor]
        for c in house_cols:
            if (floor, c) in grid:
                left = round(x0 + (c - house_cols[0]) * cell_w)
                cells[(floor, c)] = pygame.Rect(left, y, round(x0 + (c - house_cols[0] + 1) * cell_w) - left, h)
    top, cellar_y, cellar_h = bands["top"][0], *bands["cellar"]
    right = round(x0 + len(house_cols) * cell_w)
    building = pygame.Rect(x0 - wall, top, right + wall - (x0 - wall), cellar_y + cellar_h - top)
    street = pygame.Rect(building.right + round(STREET_GAP * cell_w), roof.y, 0, 0)
    street.width, street.height = rooms.right + wall - street.x, bands["ground"][0] + bands["ground"][1] - roof.y
    places = sorted(((space.distance, c) for (f, c), space in grid.items() if f == "street"))
    distances = sorted({d for d, _c in places})
    gutter = max(3, round(cell_w * 0.06))
    col_w = (street.width - gutter * (len(distances) - 1)) / max(1, len(distances))
    y0, y1 = top, bands["ground"][0] + bands["ground"][1]
    for k, distance in enumerate(distances):
        here = [c for d, c in places if d == distance]
        x = round(street.x + k * (col_w + gutter))
        w = round(street.x + k * (col_w + gutter) + col_w) - x
        row_h = (y1 - y0 - gutter * (len(here) - 1)) / len(here)
        for j, c in enumerate(here):
            y = round(y0 + j * (row_h + gutter))
            cells[("street", c)] = pygame.Rect(x, y, w, round(y0 + j * (row_h + gutter) + row_h) - y)
    return cells, building, street


def _crossing_cells(rooms: pygame.Rect, bands: dict, grid: dict, wall: int,
                    roof: pygame.Rect) -> tuple[dict, dict, pygame.Rect]:
    """The Crossing: its two wings side by side, each in its own walls, with the gap between them (half a
    room wide, open from the sky to the cellar's floor). Returns (cells, area -> the wing's walls, the gap)."""
    columns = {area: sorted({c for (f, c), space in grid.items() if space.area == area}) for area in ("left", "right")}
    count = sum(len(cs) for cs in columns.values())
    cell_w = (rooms.width - 2 * wall) / (count + GAP_ROOMS)
    top, cellar_y, cellar_h = bands["top"][0], *bands["cellar"]
    cells, wings = {}, {}
    x = float(rooms.x)
    gap = None
    for k, area in enumerate(("left", "right")):
        if k:
            gap = pygame.Rect(round(x) + wall, roof.y, round(GAP_ROOMS * cell_w), cellar_y + cellar_h - roof.y)
            x += 2 * wall + GAP_ROOMS * cell_w
        start = x
        for c in columns[area]:
            for floor in FLOORS:
                if (floor, c) in grid:
                    y, h = bands[floor]
                    cells[(floor, c)] = pygame.Rect(round(x), y, round(x + cell_w) - round(x), h)
            x += cell_w
        wings[area] = pygame.Rect(round(start) - wall, top, round(x) - round(start) + 2 * wall, cellar_y + cellar_h - top)
    return cells, wings, gap


def _union(rects: list) -> pygame.Rect:
    out = pygame.Rect(rects[0]) if rects else pygame.Rect(0, 0, 0, 0)
    for rect in rects[1:]:
        out.union_ip(rect)
    return out


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


__all__ = ["Layout", "lay_out_table", "panel_grid", "FLOORS", "COLUMNS", "FRONT_SHAPE", "READABLE_PX", "LEAST_PX", "CARD_RATIO"]
