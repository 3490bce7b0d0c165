"""Where everything lies on the Salvation Road table, from the board's size, the ui scale and the
counts that change the arrangement (characters, locations, whether the talk panel is on).

``lay_out_table`` is pure arithmetic on rectangles: the roadmap band on top, the compound and
the location row in the middle, the character cards at the bottom, the right column (header,
apocalypse, search, dice tray, pools, talk). ``Layout.s`` is the scale every region multiplies
its sizes by (``LayeredBoard._sz``).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .style import APOC_RATIO, LOC_RATIO


@dataclass
class Layout:
    """The rectangles of one table size, in board coordinates (0, 0 at the board's top-left)."""

    size: tuple[int, int]
    s: float
    pad: int
    gap: int
    main: pygame.Rect
    right: pygame.Rect
    road: pygame.Rect
    mid: pygame.Rect
    chars: pygame.Rect
    compound: pygame.Rect
    locs: pygame.Rect
    loc_cards: list            # one rect per location slot
    loc_strips: list           # where its standees stand
    char_cards: list           # one rect per character
    # right column
    header: pygame.Rect
    apoc: pygame.Rect
    search: pygame.Rect
    tray: pygame.Rect
    pools: pygame.Rect
    talk: pygame.Rect | None


def lay_out_table(width: int, height: int, ui_scale: float, n_chars: int, n_locs: int, talk: bool) -> Layout:
    """The layout of a width x height board for this many characters and locations (talk: leave
    room for the limited-communication panel)."""
    s = max(0.42, min(width / 1600, height / 1000)) * max(0.6, min(1.6, ui_scale or 1.0))
    s = min(s, max(0.42, min(width / 1250, height / 800)))      # a big ui scale can't burst the board
    pad = max(4, round(10 * s))
    gap = max(4, round(12 * s))
    right_w = max(150, min(round(width * 0.2), round(360 * max(1.0, s))))
    right = pygame.Rect(width - pad - right_w, pad, right_w, height - 2 * pad)
    main = pygame.Rect(pad, pad, right.x - 2 * pad, height - 2 * pad)
    road_h = max(64, min(round(height * 0.15), round(176 * s)))
    road = pygame.Rect(main.x, main.y, main.width, road_h)
    avail = main.height - road_h - 2 * pad

    # characters: one row up to 4, else two; four on a narrow board make a 2 x 2 block of wide cards
    n_chars = max(1, n_chars)
    rows = 1 if n_chars < 4 or (n_chars == 4 and main.width >= main.height * 1.3) else 2
    cols = -(-n_chars // rows)
    cgap = max(4, round(10 * s))
    card_w = (main.width - cgap * (cols - 1)) // cols
    char_h = max(56, min(round(card_w / 1.75), round(avail * 0.46 / rows), round(250 * s)))
    card_w = min(card_w, round(char_h * 2.5))

    # locations beside the compound
    n_locs = max(3, n_locs)
    compound_w = max(150, min(round(main.width * 0.27), round(470 * s)))
    lgap = max(4, round(12 * s))
    locs_w = main.width - compound_w - gap
    loc_w = min((locs_w - lgap * (n_locs - 1)) // n_locs, round(290 * s))
    strip_h = max(30, min(round(loc_w * 0.46), round(110 * s)))
    mid_h = avail - rows * char_h - (rows - 1) * cgap
    loc_h = mid_h - strip_h
    tallest = round(loc_w / 0.52)
    if loc_h > tallest:
        # too much room for the locations: give the characters taller cards
        spare = loc_h - tallest
        grow = min(spare // rows, max(0, round(card_w / 1.3) - char_h))
        char_h += grow
        mid_h -= grow * rows
        loc_h = mid_h - strip_h
        if loc_h > tallest:
            extra = loc_h - tallest
            strip_h = min(strip_h + extra // 2, round(loc_w * 0.7))
            loc_h = min(tallest, mid_h - strip_h)
    if loc_h * LOC_RATIO < loc_w:
        loc_w = max(40, round(loc_h * LOC_RATIO) if loc_h * LOC_RATIO < loc_w * 0.8 else loc_w)
    mid = pygame.Rect(main.x, road.bottom + pad, main.width, mid_h)
    chars_rect = pygame.Rect(main.x, mid.bottom + pad, main.width, main.bottom - mid.bottom - pad)
    compound = pygame.Rect(main.x, mid.y, compound_w, mid.height)
    locs = pygame.Rect(compound.right + gap, mid.y, main.right - compound.right - gap, mid.height)
    row_w = n_locs * loc_w + (n_locs - 1) * lgap
    x0 = locs.x + (locs.width - row_w) // 2
    block = loc_h + strip_h
    y0 = locs.y + max(0, (locs.height - block) // 2)
    loc_cards = [pygame.Rect(x0 + i * (loc_w + lgap), y0, loc_w, loc_h) for i in range(n_locs)]
    loc_strips = [pygame.Rect(r.x - lgap // 2 + 1, r.bottom, r.width + lgap - 2, strip_h) for r in loc_cards]

    char_cards = []
    for r in range(rows):
        in_row = cols if r < rows - 1 else n_chars - cols * (rows - 1)
        row_w = in_row * card_w + (in_row - 1) * cgap
        x = chars_rect.x + (chars_rect.width - (cols * card_w + (cols - 1) * cgap)) // 2
        if in_row < cols:
            x = chars_rect.x + (chars_rect.width - row_w) // 2
        total_h = rows * char_h + (rows - 1) * cgap
        y = chars_rect.y + max(0, (chars_rect.height - total_h) // 2) + r * (char_h + cgap)
        for c in range(in_row):
            char_cards.append(pygame.Rect(x + c * (card_w + cgap), y, card_w, char_h))

    # the right column, top to bottom
    header_h = max(58, round(96 * s))
    talk_h = max(60, round(118 * s)) if talk else 0
    pools_h = max(46, round(82 * s))
    search_h = max(48, round(84 * s))
    rest = right.height - header_h - talk_h - pools_h - search_h - pad * (4 + (1 if talk else 0))
    # the apocalypse section is as tall as its cards need (the card being resolved takes ~58% of
    # the column's width), the dice tray gets the rest
    inner_w = right.width - 2 * max(4, round(12 * s))
    cur_h = round(inner_w * 0.58 / APOC_RATIO)
    spread_h = max(round(78 * s), 52)
    apoc_h = max(150, min(round(rest * 0.66), round(34 * s) + cur_h + round(18 * s) + spread_h + round(8 * s)))
    tray_h = rest - apoc_h
    y = right.y
    header = pygame.Rect(right.x, y, right.width, header_h)
    y = header.bottom + pad
    apoc = pygame.Rect(right.x, y, right.width, apoc_h)
    y = apoc.bottom + pad
    search = pygame.Rect(right.x, y, right.width, search_h)
    y = search.bottom + pad
    tray = pygame.Rect(right.x, y, right.width, tray_h)
    y = tray.bottom + pad
    pools = pygame.Rect(right.x, y, right.width, pools_h)
    y = pools.bottom + pad
    talk_rect = pygame.Rect(right.x, y, right.width, right.bottom - y) if talk else None
    return Layout((width, height), s, pad, gap, main, right, road, mid, chars_rect, compound, locs, loc_cards,
                   loc_strips, char_cards, header, apoc, search, tray, pools, talk_rect)


__all__ = ["Layout", "lay_out_table"]
