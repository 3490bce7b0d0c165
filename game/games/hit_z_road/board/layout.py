"""Where the Hit Z Road table's regions lie, what one composition knows, and the colours and
proportions every region shares.

``layout(width, height, ui_scale)`` cuts the board rectangle into the top bar, the left
column (deck, card preview, event dice), the centre (the road lanes beside the auction
track) and the right column (the seat panels). Every region module draws into these rects.
``Ctx`` is what one composition of the layer carries from region to region.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import pygame

from ....ui import art
from ....ui.board import BoardFrame
from .tooltips import Tips

GLOW = (255, 214, 74)
BONE = art.PALETTE["bone"]
INK = art.PALETTE["ink"]
YELLOW = art.PALETTE["road_yellow"]
MUTED = (176, 166, 148)

CARD_RATIO = 0.714       # width / height of an adventure card


@dataclass
class Layout:
    """The regions' rects in board coordinates, and the scale ``s`` every size is multiplied by."""
    size: tuple[int, int]
    s: float
    pad: int
    top: pygame.Rect
    left: pygame.Rect
    center: pygame.Rect
    right: pygame.Rect
    deck: pygame.Rect
    preview: pygame.Rect
    event_dice: pygame.Rect
    lanes: pygame.Rect            # lanes beside the auction track
    auction: pygame.Rect
    zoom: tuple[int, int] = (0, 0)   # the card view's size while a card is pointed at (see zoom_size)


def layout(width: int, height: int, ui_scale: float) -> Layout:
    """Cut a board of this size into its regions (ui_scale: the player's text and piece scale)."""
    s = max(0.45, min(width / 1600, height / 940)) * max(0.6, min(1.6, ui_scale or 1.0))
    pad = max(5, round(12 * s))
    top = pygame.Rect(pad, pad, width - 2 * pad, round(50 * s))
    body_y = top.bottom + pad
    body_h = height - body_y - pad
    left_w = max(150, round(width * 0.16))
    right_w = max(230, round(width * 0.235))
    left = pygame.Rect(pad, body_y, left_w, body_h)
    right = pygame.Rect(width - pad - right_w, body_y, right_w, body_h)
    center = pygame.Rect(left.right + pad, body_y, right.left - left.right - 2 * pad, body_h)
    auction_w = max(74, round(112 * s))
    auction = pygame.Rect(center.right - auction_w, center.y, auction_w, center.height)
    lanes = pygame.Rect(center.x, center.y, auction.x - pad - center.x, center.height)
    # left column: deck at the top, card preview in the middle, event dice at the bottom
    inner_w = left.width - 2 * pad
    deck_h = min(round(left.height * 0.27), round(inner_w * 0.56 / CARD_RATIO))
    deck = pygame.Rect(left.x + pad + round(6 * s), left.y + round(36 * s), round(deck_h * CARD_RATIO), deck_h)
    dice_h = round(78 * s)
    event_dice = pygame.Rect(left.x + pad, left.bottom - pad - dice_h, inner_w, dice_h)
    avail_top = deck.bottom + round(52 * s)
    avail_h = event_dice.top - round(14 * s) - avail_top
    prev_h = max(40, min(avail_h, round(inner_w / CARD_RATIO)))
    preview = pygame.Rect(0, 0, round(prev_h * CARD_RATIO), prev_h)
    preview.midtop = (left.centerx, avail_top)
    return Layout((width, height), s, pad, top, left, center, right, deck, preview, event_dice, lanes, auction,
                  zoom_size(height, pad, s, preview.size))


ZOOM_WIDTH = 260      # a card this wide draws its text at 14 px or more (card_art: 5.6% of the width)


def zoom_size(height: int, pad: int, s: float, preview: tuple[int, int]) -> tuple[int, int]:
    """The pointed card's size in the card view: at least ZOOM_WIDTH wide (and growing with the
    scale), at most the board's height; never smaller than the card view's own rect."""
    w = max(ZOOM_WIDTH, round(300 * s), preview[0])
    h = round(w / CARD_RATIO)
    if h > height - 2 * pad:
        h = height - 2 * pad
        w = round(h * CARD_RATIO)
    return (w, h) if w >= preview[0] else preview


@dataclass
class Ctx:
    """What one composition knows: the view, the frame, the seats by number, the cards' info,
    the tooltips (``tips``), and the glowing answers collected so far (for the kit's _box)."""
    view: dict
    frame: BoardFrame
    asked: int | None
    tips: Tips | None = None
    seats: dict = field(default_factory=dict)
    infos: dict = field(default_factory=dict)     # card id -> "info" dict from the view
    glows: list = field(default_factory=list)
    glowed: set = field(default_factory=set)
    epilogue_unscored: bool = False
