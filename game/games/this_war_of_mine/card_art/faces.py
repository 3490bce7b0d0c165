"""One card face, whatever its deck: a frame tinted by the deck, the name on a plate, the painted picture
with the card's numbers and keywords as tags across its foot and its goods (a cost, a need) in a corner,
and its words below. What each deck puts in those places is read from its record in ``cards.parts``;
``draw_face`` lays them out: the words get the room they need (the picture gives way down to a floor),
and a small face keeps the rules and leaves the story for the large one."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import cover
from . import pictures
from .cards import Parts, parts
from .common import (CIRCLE_RGB, MIN_TEXT, TW, Para, darken, frame, goods_row, lighten, line, mix, name_in, paint,
                     paper,
                     plate, seed_of, shade, stack, stack_size, tags_row, text_fit, tint)

SMALL = 200           # faces narrower than this are small: the rules, no story
TINY = 100            # and narrower than this, only the name and the picture


def draw_face(content, table: str, record, size: tuple[int, int], picture: pygame.Surface | None = None
              ) -> pygame.Surface:
    w, h = size
    small = w < SMALL
    p = parts(content, table, record)
    seed = seed_of(f"{table}:{record.id}")
    deck = tint(table)
    edge = p.edge or darken(deck, 0.35)
    card = paper((w, h), mix(TW["paper"], deck, 0.12), seed)
    if w < 40 or h < 56:
        _thumb(card, content, table, record, seed, picture)
        frame(card, edge, lighten(deck, 0.3))
        return card
    pad = max(5, round(w * 0.045))
    inner = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
    plate_rect = pygame.Rect(inner.x, inner.y, inner.width, _plate_height(p.name, inner.width, h))
    rest = pygame.Rect(inner.x, plate_rect.bottom + 2, inner.width, inner.bottom - plate_rect.bottom - 2)
    if w < TINY and table not in ("findings", "colors"):
        shown = cover(picture, rest.size) if picture is not None else pictures.picture(content, table, record,
                                                                                        rest.size, seed)
        card.blit(shown, rest)
    elif table == "findings":
        _findings_body(card, content, record, rest)
    elif table == "colors":
        _color_body(card, record, rest)
    else:
        _body(card, content, table, record, p, rest, small, seed, picture)
    plate(card, p.name, plate_rect, darken(edge, 0.05) if p.edge else darken(deck, 0.1))
    frame(card, edge, lighten(deck, 0.3))
    return card


def _thumb(card, content, table: str, record, seed: int, picture) -> None:
    """A card too small for words: its picture (a Findings card its first goods, a Colour card its disc)."""
    w, h = card.get_size()
    inner = pygame.Rect(2, 2, max(1, w - 4), max(1, h - 4))
    if table == "colors":
        _color_body(card, record, inner)
    elif table == "findings":
        goods = (record.pantry + record.furniture + record.heap)[:1]
        if goods and min(inner.size) >= 6:
            from .. import pieces
            token = pieces.token_picture(content, goods[0].item, min(inner.size))
            card.blit(token, token.get_rect(center=inner.center))
    else:
        shown = cover(picture, inner.size) if picture is not None else pictures.picture(content, table, record,
                                                                                         inner.size, seed)
        card.blit(shown, inner)


def _plate_height(name: str, width: int, h: int) -> int:
    """The name plate: one line, or two when the name cannot be read on one."""
    one = max(18, round(h * 0.095))
    start = round(one * 0.56)
    if text_fit.fit_single_line(name, width - 2 * max(3, one // 4), start, max(MIN_TEXT, start - 3), True) is None:
        return max(one, 2 * 11 + 6) if h < 300 else round(one * 1.45)
    return one


def _body(card, content, table, record, p: Parts, rest: pygame.Rect, small: bool, seed: int, picture) -> None:
    w, h = card.get_size()
    tag_h = max(MIN_TEXT + 6, round(w * (0.105 if small else 0.07)))
    base = round(h * (0.4 if small else 0.37))
    floor = round(h * (0.27 if small else 0.2))
    if table == "fate":
        base, floor = round(h * 0.2), round(h * 0.14)
    text_top_gap = (tag_h // 2 + 3) if p.tags else 4
    px = _start_px(w)
    if p.band:
        band = pygame.Rect(rest.x, rest.bottom - round(h * (0.2 if small else 0.18)), rest.width,
                           round(h * (0.2 if small else 0.18)))
        _band(card, p.band, band, small)
        rest = pygame.Rect(rest.x, rest.y, rest.width, band.y - 3 - rest.y)
    pic_h, paras = _settle(p, rest, base, floor, text_top_gap, px, small, round(h * (0.56 if small else 0.54)))
    pic_rect = pygame.Rect(rest.x, rest.y, rest.width, pic_h)
    if picture is not None:
        shown = cover(picture, pic_rect.size)
    else:
        shown = pictures.picture(content, table, record, pic_rect.size, seed)
    card.blit(shown, pic_rect)
    pygame.draw.rect(card, darken(tint(table), 0.55), pic_rect, 1)
    if p.goods:
        _goods_corner(card, content, p, pic_rect, small)
    if p.tags:
        tags_row(card, p.tags, pic_rect.centerx, pic_rect.bottom, pic_rect.width - 4, tag_h)
    box = pygame.Rect(rest.x + 1, pic_rect.bottom + text_top_gap, rest.width - 2,
                      rest.bottom - pic_rect.bottom - text_top_gap)
    stack(card, paras, box, px)


def _band(card, band_parts: tuple, band: pygame.Rect, small: bool) -> None:
    """A dark band across the card's foot: a die showing §, a title and its words (the Fate card's combat)."""
    from .. import pieces
    die, title, words = band_parts
    shade(card, band, (30, 28, 30), 220, 5)
    side = min(band.height - 8, max(16, round(band.width * (0.2 if small else 0.14))))
    card.blit(pieces.die_face(die, "script", side), (band.x + 4, band.y + 4))
    head = pygame.Rect(band.x + side + 9, band.y + 3, band.width - side - 13,
                       side + 2 if small else max(MIN_TEXT + 3, round(side * 0.5)))
    name_in(card, title.upper(), head, 11 if small else round(head.height * 0.8), TW["candle"], align="left")
    box = pygame.Rect(band.x + 5, max(head.bottom, band.y + side + 5) if small else head.bottom + 1,
                      band.width - 10, 0)
    if not small:
        box.x, box.width = head.x, head.width
    box.height = band.bottom - 3 - box.y
    stack(card, [Para(words, TW["paper"])], box, _start_px(card.get_width()) - 1)


def _start_px(w: int) -> int:
    return max(MIN_TEXT, round(min(w * 0.078, 8 + w * 0.018)))


def _settle(p: Parts, rest: pygame.Rect, base: int, floor: int, gap: int, px: int, small: bool, ceiling: int):
    """(picture height, paragraphs): the most words that fit, the picture as large as they allow. A
    small face gives up the story before the picture shrinks for it."""
    levels = sorted({level for level, _para in p.paras})
    step = max(2, base // 14)
    heights = list(range(base, floor - 1, -step)) or [base]
    keep = max(floor, round(base * 0.8))
    tiers = ((px - 1, keep), (MIN_TEXT, floor)) if small else ((px - 2, keep), (px - 3, keep), (MIN_TEXT, floor))
    for minimum, lowest_height in tiers:
        for top in reversed(levels):
            paras = [para for level, para in p.paras if level <= top]
            for height in (heights[:1] if small and top > 0 else [x for x in heights if x >= lowest_height]):
                box = pygame.Rect(0, 0, rest.width - 2, rest.height - height - gap)
                fitted = stack_size(paras, box, px, minimum) if box.height > 0 else None
                if fitted is not None:
                    return _grown(paras, rest, height, ceiling, gap, px, step, fitted), paras
    lowest = min(levels, default=0)
    return floor, [para for level, para in p.paras if level == lowest]


def _grown(paras, rest: pygame.Rect, height: int, ceiling: int, gap: int, px: int, step: int, size: int) -> int:
    """The picture taller while the words still fit at the size they were given (a card that says little
    shows more)."""
    while height + step <= ceiling:
        box = pygame.Rect(0, 0, rest.width - 2, rest.height - height - step - gap)
        if box.height <= 0 or stack_size(paras, box, px, size) is None:
            break
        height += step
    return height


def _goods_corner(card, content, p: Parts, pic: pygame.Rect, small: bool) -> None:
    """The card's goods (a cost, a need, special findings) on a dark tab in the picture's top right."""
    token = max(16, round(card.get_width() * (0.13 if small else 0.085)))
    count_w = round(token * 0.5)
    widths = [token + (count_w if g.amount > 1 else 0) for g in p.goods]
    label_w = 0 if small or not p.goods_label else min(
        pic.width // 3, 6 + art.text_size(p.goods_label, 11, True)[0])
    width = min(pic.width - 4, sum(widths) + 2 * (len(widths) - 1) + 8 + label_w)
    tab = pygame.Rect(pic.right - width - 2, pic.y + 2, width, token + 6)
    shade(card, tab, (16, 16, 18), 170, 5)
    if label_w:
        line(card, p.goods_label, pygame.Rect(tab.x + 5, tab.y, label_w - 4, tab.height), 11, TW["bone"], bold=True)
    goods_row(card, content, p.goods, pygame.Rect(tab.x + 4 + label_w, tab.y + 3, tab.width - 8 - label_w, token),
              token, center=False, label_color=TW["bone"])


def _findings_body(card, content, record, box: pygame.Rect) -> None:
    rows = (("Pantry", record.pantry), ("Furniture", record.furniture), ("Heap", record.heap))
    step = box.height // 3
    w = card.get_width()
    for k, (label, goods) in enumerate(rows):
        band = pygame.Rect(box.x, box.y + k * step + 1, box.width, step - 4)
        shade(card, band, mix(TW["paper_dark"], (70, 60, 44), 0.25 + 0.12 * k), 150, 5)
        label_h = max(MIN_TEXT + 3, round(step * 0.24)) if w >= TINY else 0
        if label_h:
            line(card, label.upper(), pygame.Rect(band.x + 5, band.y + 2, band.width - 10, label_h), label_h - 2,
                 TW["ink"], bold=True)
        token = min(band.height - label_h - 4, round(w * 0.26))
        goods_row(card, content, goods, pygame.Rect(band.x + 4, band.bottom - token - 3, band.width - 8, token), token)


def _color_body(card, record, box: pygame.Rect) -> None:
    from ....ui.art import Pen
    rgb = CIRCLE_RGB.get(record.id, (120, 120, 120))
    side = max(2, min(box.width, box.height) - 8)

    def draw(canvas):
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 100), (0.5, 0.53), 0.46)
        pen.circle(darken(rgb, 0.5), (0.5, 0.5), 0.46)
        pen.circle(rgb, (0.5, 0.5), 0.4)
        pen.circle(lighten(rgb, 0.2), (0.5, 0.5), 0.3, width=0.03)
        pen.circle(darken(rgb, 0.2), (0.5, 0.5), 0.2, width=0.02)
    disc = paint((side, side), draw)
    card.blit(disc, disc.get_rect(center=box.center))


__all__ = ["draw_face", "SMALL", "Para"]
