"""What every This War of Mine card is built on: the palette (ash, soot, faded paper, rust, cold blue,
candle yellow; red only for danger), each deck's tint, the text helpers (every line fitted to its box
with game/ui/text_fit.py, never under MIN_TEXT, and reported), the frame, plates, badges, chips and a
row of goods."""
from __future__ import annotations

import functools

import pygame

from ....ui import art, card_text, text_fit
from ....ui.art import Pen, darken, lighten, mix
from ....ui.card_text import grain, seed_of  # noqa: F401  (the faces' shared pieces)

TW = {
    "paper": (222, 214, 194), "paper_dark": (196, 186, 162), "ink": (30, 28, 26), "muted": (96, 90, 82),
    "soot": (24, 23, 22), "ash": (120, 118, 114), "ash_light": (168, 164, 156), "rust": (140, 70, 42),
    "cold": (92, 118, 142), "cold_dark": (46, 60, 76), "candle": (222, 184, 92), "danger": (158, 30, 26),
    "bone": (234, 228, 212), "olive": (96, 104, 70),
}
# each deck's frame colour: muted, told apart by hue and value
TINT = {
    "characters": (70, 64, 58), "fittings": (86, 98, 72), "locations": (88, 84, 78), "events": (60, 70, 86),
    "chapters": (50, 46, 44), "objectives": (120, 98, 54), "narrative_actions": (92, 72, 90),
    "night_raids": (38, 38, 46), "fate": (64, 58, 74), "visitors": (104, 86, 64), "residents": (112, 68, 52),
    "exploration": (78, 92, 100), "findings": (96, 90, 70), "colors": (80, 80, 80),
}
BORDER = {"red": (128, 34, 28), "black": (22, 22, 24)}
DECK_NAMES = {
    "characters": "Character", "fittings": "Fitting", "locations": "Location", "events": "Event",
    "chapters": "Chapter", "objectives": "Objective", "narrative_actions": "Narrative Action",
    "night_raids": "Night Raid", "fate": "Fate", "visitors": "Visitor", "residents": "Residents",
    "exploration": "Exploration", "findings": "Findings", "colors": "Colour",
}
CIRCLE_RGB = {"red": (150, 44, 36), "green": (80, 110, 66), "blue": (62, 92, 132), "yellow": (204, 164, 64),
              "white": (220, 216, 206)}
MIN_TEXT = 9      # the smallest text on a card face, in px


def tint(table: str):
    return TINT.get(table, (84, 80, 76))


def body_px(width: int) -> int:
    """The starting size of a card's running text (it shrinks to fit, never under MIN_TEXT)."""
    return max(MIN_TEXT, round(min(width * 0.07, 7 + width * 0.022)))


def ink_on(fill) -> tuple[int, int, int]:
    return TW["ink"] if sum(fill[:3]) > 420 else TW["bone"]


def line(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
         align: str = "left", outline=None) -> pygame.Rect:
    """One line fitted into box: no taller than the box, shrunk then shortened to its width."""
    rim = 2 * max(1, round(start / 12)) if outline is not None else 0
    while start > MIN_TEXT and art.text_size("Hg", start, bold)[1] + rim > box.height:
        start -= 1
    return card_text.line(target, words, box, start, color, bold, align, MIN_TEXT, outline)


def paragraph(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
              align: str = "left", middle: bool = False) -> int:
    return card_text.paragraph(target, words, box, start, color, bold, MIN_TEXT, align, middle)


class Para:
    """One paragraph of a card's words: its text, colour and style, and the gap above it."""
    __slots__ = ("text", "color", "italic", "gap")

    def __init__(self, text: str, color, italic: bool = False, gap: float = 0.35):
        self.text, self.color, self.italic, self.gap = str(text), color, italic, gap


def _wrapped(para: Para, size: int, width: int) -> list[str] | None:
    """The paragraph's lines at size, or None when wrapping would split a word."""
    lines = art.wrap_text(para.text, size, width, False, para.italic)
    if " ".join(lines).split() != para.text.split():
        return None
    return lines


def _stack_height(blocks: list[list[str]], paras: list[Para], size: int) -> int:
    step = art.line_height(size)
    glyph = art.text_size("Hg", size)[1]
    height = 0
    for k, (lines, para) in enumerate(zip(blocks, paras)):
        if k:
            height += step - glyph + round(para.gap * size)
        height += (len(lines) - 1) * step + glyph
    return height


def stack_size(paras: list[Para], box: pygame.Rect, start: int, minimum: int = MIN_TEXT) -> int | None:
    """The largest size from start down to minimum at which the paragraphs, stacked, fit the box."""
    paras = [p for p in paras if p.text.strip()]
    minimum = max(MIN_TEXT, minimum)
    for size in range(max(minimum, start), minimum - 1, -1):
        blocks = [_wrapped(p, size, box.width) for p in paras]
        if any(b is None for b in blocks):
            continue
        if _stack_height(blocks, paras, size) <= box.height:
            return size
    return None


def stack(target: pygame.Surface, paras: list[Para], box: pygame.Rect, start: int, middle: bool = False) -> int:
    """Paragraphs stacked in box at the largest size at which all fit (at MIN_TEXT, what does not fit is
    cut with an ellipsis); every line reported. Returns the bottom of the last line."""
    paras = [p for p in paras if p.text.strip()]
    if not paras or box.height < art.text_size("Hg", MIN_TEXT)[1] or box.width < 12:
        return box.y
    size = stack_size(paras, box, start)
    cut = size is None
    size = size or MIN_TEXT
    step = art.line_height(size)
    glyph = art.text_size("Hg", size)[1]
    blocks = [_wrapped(p, size, box.width) or art.wrap_text(p.text, size, box.width, False, p.italic) for p in paras]
    y = box.y
    if middle and not cut:
        y += max(0, (box.height - _stack_height(blocks, paras, size)) // 2)
    for k, (lines, para) in enumerate(zip(blocks, paras)):
        if k:
            y += round(para.gap * size)
        for j, words in enumerate(lines):
            if y + glyph > box.bottom:
                return y
            last_room = y + step + glyph > box.bottom
            more = j < len(lines) - 1 or k < len(paras) - 1
            drawn = words
            if last_room and more:
                drawn = text_fit.with_ellipsis(words, box.width, size, para.italic)
            surf = art.text(drawn, size, para.color, italic=para.italic)
            rect = surf.get_rect(topleft=(box.x, y))
            target.blit(surf, rect)
            text_fit.report("card", drawn, words, rect, box, size, target.get_size())
            y += step
            if last_room and more:
                return y
    return y - step + glyph


def fits(words: str, box: pygame.Rect, start: int, bold: bool = False) -> bool:
    """Whether words fit the box whole (at some size from start down to the minimum)."""
    return text_fit.fit_paragraph(str(words), box.width, box.height, max(MIN_TEXT, start), MIN_TEXT, bold) is not None


def name_in(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, align: str = "center") -> None:
    """A name on one line, or on two when one cannot hold it and two can (words never split)."""
    one = text_fit.fit_single_line(str(words), box.width, max(MIN_TEXT, start), max(MIN_TEXT, round(start * 0.72)),
                                   True)
    two = None
    if one is None and box.height >= 2 * art.line_height(MIN_TEXT, True):
        two = text_fit.fit_paragraph(str(words), box.width, box.height, max(MIN_TEXT, round(start * 0.8)), MIN_TEXT,
                                     True, max_lines=2)
    if two is not None:
        paragraph(target, words, box, two[0], color, bold=True, align="center" if align == "center" else "left",
                  middle=True)
    else:
        line(target, words, box, start, color, bold=True, align=align)


def paint(size: tuple[int, int], draw) -> pygame.Surface:
    """Supersampled drawing, finer for small pictures."""
    factor = 3 if max(size) < 220 else 2
    return art.supersampled(size, draw, factor)


def shade(surface: pygame.Surface, rect: pygame.Rect, color, alpha: int, radius: int = 0) -> None:
    layer = art.new_surface(rect.size)
    pygame.draw.rect(layer, (*color[:3], alpha), layer.get_rect(), border_radius=radius)
    surface.blit(layer, rect)


def paper(size: tuple[int, int], base=None, seed: int = 0) -> pygame.Surface:
    """Faded paper: a soft top-to-bottom tone, grain and a few stains."""
    base = base or TW["paper"]
    surf = art.vertical_gradient(size, [(0.0, lighten(base, 0.06)), (1.0, darken(base, 0.1))])
    grain(surf, seed, 70, (6, 20))
    return surf


def frame(surface: pygame.Surface, edge, inner) -> None:
    card_text.frame(surface, edge, inner, 0.055, border_frac=0.034)


def plate(surface: pygame.Surface, words: str, rect: pygame.Rect, fill, color=None) -> None:
    """A name plate: a dark bar with a worn lip and the name fitted in it."""
    radius = max(2, rect.height // 5)
    pygame.draw.rect(surface, darken(fill, 0.5), rect, border_radius=radius)
    inner = rect.inflate(-2, -2)
    pygame.draw.rect(surface, fill, inner, border_radius=max(1, radius - 1))
    pygame.draw.line(surface, lighten(fill, 0.2), (inner.x + radius, inner.y + 1), (inner.right - radius, inner.y + 1))
    pad = max(3, rect.height // 4)
    name_in(surface, words, rect.inflate(-2 * pad, -2), round(rect.height * 0.56), color or ink_on(fill))


def badge(surface: pygame.Surface, words: str, center: tuple[int, int], radius: int, fill,
          color=None, square: bool = False) -> None:
    """A round (or square) number badge with a dark rim."""
    radius = max(6, radius)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        if square:
            pen.rect((0, 0, 0, 90), (0.04, 0.08, 0.92, 0.9), radius=0.2)
            pen.rect(darken(fill, 0.5), (0.02, 0.02, 0.94, 0.94), radius=0.2)
            pen.rect(fill, (0.09, 0.09, 0.8, 0.8), radius=0.14)
        else:
            pen.circle((0, 0, 0, 90), (0.5, 0.53), 0.49)
            pen.circle(darken(fill, 0.5), (0.5, 0.5), 0.47)
            pen.circle(lighten(fill, 0.2), (0.5, 0.5), 0.4)
            pen.circle(fill, (0.5, 0.53), 0.37)
    disc = paint((radius * 2, radius * 2), draw)
    surface.blit(disc, disc.get_rect(center=center))
    box = pygame.Rect(0, 0, round(radius * 1.5), round(radius * 1.5))
    box.center = center
    line(surface, words, box, round(radius * 1.05), color or ink_on(fill), bold=True, align="center")


def chip(surface: pygame.Surface | None, words: str, topleft: tuple[int, int], height: int, fill, max_right: int,
         color=None) -> pygame.Rect | None:
    """A small keyword chip; None (nothing drawn) when it would pass max_right."""
    px = max(MIN_TEXT, round(height * 0.68))
    width = art.text_size(words, px, True)[0] + height
    rect = pygame.Rect(topleft[0], topleft[1], width, height)
    if rect.right > max_right:
        return None
    if surface is not None:
        pygame.draw.rect(surface, darken(fill, 0.45), rect, border_radius=height // 2)
        pygame.draw.rect(surface, fill, rect.inflate(-2, -2), border_radius=max(1, height // 2 - 1))
        line(surface, words, rect.inflate(-4, 0), px, color or ink_on(fill), bold=True, align="center")
    return rect


def chips(surface: pygame.Surface, words: list[tuple[str, tuple]], box: pygame.Rect, height: int,
          center: bool = False) -> int:
    """Chips in a row (those that fit); returns their bottom."""
    gap = max(2, height // 5)
    placed, x = [], box.x
    for text, fill in words:
        rect = chip(None, text, (x, box.y), height, fill, box.right)
        if rect is None:
            continue
        placed.append((text, fill, rect))
        x = rect.right + gap
    shift = (box.right - (x - gap)) // 2 if center and placed else 0
    for text, fill, rect in placed:
        chip(surface, text, (rect.x + shift, rect.y), height, fill, box.right + shift)
    return box.y + height if placed else box.y


def _tag_width(icon: str, words: str, height: int) -> int:
    px = max(MIN_TEXT, round(height * 0.66))
    room = round(height * 0.86) if icon else round(height * 0.4)
    return room + art.text_size(words, px, True)[0] + round(height * 0.42)


@functools.lru_cache(maxsize=512)
def _tag_icon(icon: str, side: int, color) -> pygame.Surface:
    from .symbols import stat_icon
    return paint((side, side), lambda canvas: stat_icon(Pen(canvas), icon, color))


def tag(surface: pygame.Surface, icon: str, words: str, topleft: tuple[int, int], height: int, fill) -> pygame.Rect:
    """A pill with an icon (a symbols.stat_icon kind, or "") and its words: a number on a card, a keyword."""
    width = _tag_width(icon, words, height)
    rect = pygame.Rect(topleft[0], topleft[1], width, height)
    shadow = rect.move(0, max(1, height // 10))
    shade(surface, shadow, (0, 0, 0), 90, height // 2)
    pygame.draw.rect(surface, darken(fill, 0.5), rect, border_radius=height // 2)
    pygame.draw.rect(surface, fill, rect.inflate(-2, -2), border_radius=max(1, height // 2 - 1))
    ink = ink_on(fill)
    x = rect.x + round(height * 0.22)
    if icon:
        side = round(height * 0.64)
        surface.blit(_tag_icon(icon, side, ink), (x, rect.y + (height - side) // 2))
        x += round(height * 0.72)
    else:
        x += round(height * 0.1)
    box = pygame.Rect(x, rect.y, rect.right - x - round(height * 0.2), height)
    line(surface, words, box, max(MIN_TEXT, round(height * 0.66)), ink, bold=True, align="center")
    return rect


def tags_row(surface: pygame.Surface, tags, center_x: int, center_y: int, max_width: int, height: int) -> int:
    """As many tags (icon, words, fill) as fit max_width, centred on a line; returns how many were drawn."""
    gap = max(2, height // 4)
    chosen, total = [], 0
    for icon, words, fill in tags:
        width = _tag_width(icon, words, height)
        if total + width + (gap if chosen else 0) > max_width:
            continue
        chosen.append((icon, words, fill, width))
        total += width + (gap if len(chosen) > 1 else 0)
    x = center_x - total // 2
    for icon, words, fill, width in chosen:
        tag(surface, icon, words, (x, center_y - height // 2), height, fill)
        x += width + gap
    return len(chosen)


def goods_words(goods) -> str:
    """Goods as words: "2 Wood, 1 Components"."""
    return ", ".join(f"{g.amount} {g.item.replace('-', ' ').title()}" for g in goods)


def goods_row(surface: pygame.Surface, content, goods, box: pygame.Rect, token: int, center: bool = True,
              label_color=None) -> int:
    """A row of goods tokens, each with its count when more than one; returns the row's right edge."""
    from .. import pieces
    gap = max(1, token // 8)
    counted = [(g.item, g.amount) for g in goods]
    widths = [token + (round(token * 0.55) if n > 1 else 0) for _item, n in counted]
    total = sum(widths) + gap * max(0, len(widths) - 1)
    while total > box.width and token > 10:
        token -= 1
        widths = [token + (round(token * 0.55) if n > 1 else 0) for _item, n in counted]
        total = sum(widths) + gap * max(0, len(widths) - 1)
    x = box.x + (max(0, box.width - total) // 2 if center else 0)
    y = box.centery - token // 2
    for (item, n), width in zip(counted, widths):
        if x + width > box.right:
            break
        surface.blit(pieces.token_picture(content, item, token), (x, y))
        count_box = pygame.Rect(x + token, box.y, width - token, box.height)
        if n > 1 and count_box.width >= art.text_size(f"{n}", MIN_TEXT, True)[0] and count_box.height >= MIN_TEXT:
            line(surface, f"{n}", count_box, round(token * 0.6), label_color or TW["ink"], bold=True, align="center")
        x += width + gap
    return x


__all__ = ["TW", "TINT", "BORDER", "DECK_NAMES", "CIRCLE_RGB", "MIN_TEXT", "tint", "body_px", "ink_on", "line",
           "paragraph", "Para", "stack", "stack_size", "tag", "tags_row", "fits", "name_in", "paint", "shade", "paper", "frame", "plate", "badge", "chip", "chips",
           "goods_words", "goods_row", "grain", "seed_of", "darken", "lighten", "mix"]
