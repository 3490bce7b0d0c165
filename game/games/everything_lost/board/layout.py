"""Where everything lies on the Everything Lost table, from the board's size, the ui scale and the
number of active cards. Pure arithmetic on rectangles:

* top, the full width: the player board (dark): the four tracks (XP, threat, willpower, health), the
  bitten spot, the resource tracks, the home status and the dice (in front of you, the holding box);
* left below: the player sheet (paper): the mission, the hand-drawn town map (a MapView window), the
  level, the skills and special actions, the nickname, survivors, people met and side missions;
* right below: the active cards with the building and rubble decks beside them (a fight puts the
  fight panel in their place), then the mob around the zombie deck with the mob skills, and the
  weapons.

``Layout.s`` is the scale every region multiplies its sizes by (``LayeredBoard._sz``).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ....ui.board_kit import table_scale

CARD_RATIO = 0.66          # active cards: width / height
MOB_RATIO = 1.58           # zombie cards lie landscape: width / height


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    pad: int
    gap: int
    board: pygame.Rect         # the dark player board
    tracks: pygame.Rect
    bitten: pygame.Rect
    resources: pygame.Rect
    home: pygame.Rect
    dice: pygame.Rect
    sheet: pygame.Rect         # the paper
    sheet_head: pygame.Rect
    map: pygame.Rect
    sheet_notes: pygame.Rect
    cards: pygame.Rect         # the active cards' row (the fight panel in a fight)
    decks: pygame.Rect         # building and rubble decks beside it
    active: list               # one rect per active card
    mob: pygame.Rect
    mob_spots: list            # 5 spots around the zombie deck
    zombie_deck: pygame.Rect
    mob_skills: pygame.Rect
    gear: pygame.Rect          # weapons


def lay_out_table(width: int, height: int, ui_scale: float, n_active: int) -> Layout:
    s = table_scale(width, height, ui_scale)
    pad = max(4, round(6 * s))
    gap = max(4, round(8 * s))
    inner = pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad)

    board_h = max(120, min(round(height * 0.235), round(190 * s)))
    board = pygame.Rect(inner.x, inner.y, inner.width, board_h)
    b = board.inflate(-2 * gap, -2 * gap)
    tracks = pygame.Rect(b.x, b.y, round(b.width * 0.38), b.height)
    bitten = pygame.Rect(tracks.right + gap, b.y, round(b.width * 0.075), b.height)
    resources = pygame.Rect(bitten.right + gap, b.y, round(b.width * 0.24), b.height)
    home = pygame.Rect(resources.right + gap, b.y, round(b.width * 0.075), b.height)
    dice = pygame.Rect(home.right + gap, b.y, b.right - home.right - gap, b.height)

    below = pygame.Rect(inner.x, board.bottom + gap, inner.width, inner.bottom - board.bottom - gap)
    sheet = pygame.Rect(below.x, below.y, round(below.width * 0.4), below.height)
    head_h = max(34, round(52 * s))
    notes_h = max(120, round(sheet.height * 0.36))
    sheet_head = pygame.Rect(sheet.x + gap, sheet.y + gap // 2, sheet.width - 2 * gap, head_h)
    map_rect = pygame.Rect(sheet.x + gap, sheet_head.bottom + 2, sheet.width - 2 * gap,
                           sheet.bottom - sheet_head.bottom - notes_h - 4)
    sheet_notes = pygame.Rect(sheet.x + gap, map_rect.bottom + 4, sheet.width - 2 * gap, sheet.bottom - map_rect.bottom - 4 - gap // 2)

    right = pygame.Rect(sheet.right + gap, below.y, below.right - sheet.right - gap, below.height)
    cards_h = round(right.height * 0.54)
    row = pygame.Rect(right.x, right.y, right.width, cards_h)
    decks_w = max(44, round(row.height * 0.3))
    decks = pygame.Rect(row.x, row.y, decks_w, row.height)
    cards = pygame.Rect(decks.right + gap, row.y, row.right - decks.right - gap, row.height)
    n = max(1, n_active)
    cgap = max(3, round(6 * s))
    card_h = cards.height
    card_w = min(round(card_h * CARD_RATIO), (cards.width - cgap * (n - 1)) // n)
    if card_w < card_h * CARD_RATIO * 0.82:          # many cards: shorter ones, still readable
        card_h = min(card_h, round(card_w / CARD_RATIO * 1.15))
    x0 = cards.x
    active = [pygame.Rect(x0 + i * (card_w + cgap), cards.y + (cards.height - card_h) // 2, card_w, card_h)
              for i in range(n)]

    lower = pygame.Rect(right.x, row.bottom + gap, right.width, right.bottom - row.bottom - gap)
    mob = pygame.Rect(lower.x, lower.y, round(lower.width * 0.6), lower.height)
    gear = pygame.Rect(mob.right + gap, lower.y, lower.right - mob.right - gap, lower.height)
    skills_h = max(22, round(mob.height * 0.2))
    grid = pygame.Rect(mob.x + gap, mob.y + max(14, round(20 * s)), mob.width - 2 * gap,
                       mob.height - skills_h - max(14, round(20 * s)) - gap)
    mgap = max(3, round(5 * s))
    spot_w = min((grid.width - 2 * mgap) // 3, round((grid.height - mgap) / 2 * MOB_RATIO))
    spot_h = round(spot_w / MOB_RATIO)
    gx = grid.x + (grid.width - (3 * spot_w + 2 * mgap)) // 2
    gy = grid.y + max(0, (grid.height - (2 * spot_h + mgap)) // 2)
    cell = lambda c, r: pygame.Rect(gx + c * (spot_w + mgap), gy + r * (spot_h + mgap), spot_w, spot_h)
    zombie_deck = cell(1, 0)
    mob_spots = [cell(0, 0), cell(2, 0), cell(0, 1), cell(1, 1), cell(2, 1)]
    mob_skills = pygame.Rect(mob.x + gap, mob.bottom - skills_h - gap // 2, mob.width - 2 * gap, skills_h)
    return Layout((width, height), s, pad, gap, board, tracks, bitten, resources, home, dice, sheet, sheet_head,
                  map_rect, sheet_notes, cards, decks, active, mob, mob_spots, zombie_deck, mob_skills, gear)


__all__ = ["Layout", "lay_out_table", "CARD_RATIO", "MOB_RATIO"]
