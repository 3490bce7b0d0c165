"""What every Wasted Wilds card is built on: the colours (the two campaigns, the four survivor decks,
the scavenge decks, the monster sets, the tribes and the hostility track), the text helpers (every
line fitted to its box with game/ui/text_fit.py and reported), the card frame, grain, number badges,
keyword chips and name plates."""
from __future__ import annotations

import random

import pygame

from ....ui import art, card_text, text_fit
from ....ui.card_text import grain, seed_of  # noqa: F401  (the card faces' shared pieces)
from ....ui.art import darken, lighten, mix

WW = {
    "paper": (240, 236, 224), "paper_dark": (218, 210, 192), "ink": (28, 30, 34), "muted": (104, 104, 108),
    "bone": (238, 234, 222), "pale": (196, 204, 214), "night": (22, 28, 46), "blood": (160, 28, 30),
    "gold": (236, 190, 70), "slate": (52, 58, 68), "slate_dark": (28, 32, 38), "frost": (170, 210, 236),
    "ember": (226, 122, 40), "heart": (196, 40, 48), "claw": (70, 70, 76), "eye": (60, 110, 150),
}
FROZEN = {
    "sky": [(0.0, (62, 88, 130)), (0.55, (140, 170, 204)), (1.0, (208, 224, 238))],
    "far": (124, 146, 178), "far_cap": (222, 232, 244), "hill": (204, 218, 234), "ground": (232, 240, 248),
    "shadow": (188, 206, 228), "rock": (88, 98, 116), "rock_light": (126, 138, 156), "wood": (112, 76, 50),
    "wood_dark": (74, 48, 32), "roof": (70, 52, 48), "leaf": (34, 72, 66), "water": (150, 196, 222),
    "water_dark": (88, 132, 168), "sun": (246, 248, 252), "metal": (120, 128, 140), "accent": (176, 52, 40),
    "snow": True,
}
SCORCHED = {
    "sky": [(0.0, (104, 52, 44)), (0.5, (212, 118, 62)), (1.0, (246, 198, 124))],
    "far": (158, 88, 58), "far_cap": (186, 112, 70), "hill": (206, 148, 88), "ground": (222, 176, 108),
    "shadow": (190, 138, 80), "rock": (136, 76, 48), "rock_light": (176, 104, 64), "wood": (128, 84, 50),
    "wood_dark": (82, 52, 34), "roof": (110, 60, 40), "leaf": (96, 110, 58), "water": (72, 160, 160),
    "water_dark": (40, 110, 118), "sun": (255, 236, 170), "metal": (128, 112, 100), "accent": (60, 110, 150),
    "snow": False,
}
CAMPAIGNS = {"frozen": FROZEN, "scorched": SCORCHED}
CAMPAIGN_RIM = {"frozen": ((30, 44, 66), (150, 184, 214)), "scorched": ((66, 34, 22), (214, 150, 90))}

DECK_RGB = {"driver": (210, 96, 36), "chef": (44, 134, 124), "thief": (112, 82, 166), "contractor": (214, 168, 30)}
DECK_DEFAULT = (92, 104, 120)
SCAVENGE_RGB = {"red": (184, 44, 38), "green": (58, 140, 66), "blue": (44, 98, 178)}
SCAVENGE_NAMES = {"red": "Fuel", "green": "Food", "blue": "Ammo & Gear"}
SET_RGB = {"W": (74, 118, 82), "N": (66, 98, 150), "I": (96, 150, 184), "O": (190, 98, 38)}
SET_NAMES = {"W": "Wilderness", "N": "Nordic", "I": "Ice Age", "O": "Other Survivors"}
TRIBE_RGB = {"nordic": (60, 96, 150), "scrappers": (150, 88, 46), "sun-cult": (212, 118, 28)}
HOSTILITY_RGB = {"allied": (58, 150, 82), "trade": (128, 168, 64), "wary": (222, 186, 56), "angry": (228, 130, 40),
                 "irate": (204, 70, 40), "enraged": (146, 22, 30)}
STATUS_RGB = {"cold": (70, 132, 190), "heat": (214, 112, 36), "insanity": (122, 64, 150)}
RANGE_WORDS = {"short": "Short", "mid": "Mid", "long": "Long"}
MIN_TEXT = 9      # the smallest text on a card face, in px


def body_px(width: int) -> int:
    """The starting size of a card's running text (it shrinks to fit, never under MIN_TEXT)."""
    return max(MIN_TEXT, round(min(width * 0.072, 8 + width * 0.027)))


def campaign_of(tile) -> str:
    """The campaign a tile belongs to: the Scorched Wasteland's ids start "sw-" (and its start is the Camp)."""
    return "scorched" if tile.id.startswith("sw-") or tile.id == "camp" else "frozen"


def deck_rgb(deck_id: str):
    return DECK_RGB.get(deck_id, DECK_DEFAULT)


def tribe_rgb(tribe_id: str):
    if tribe_id in TRIBE_RGB:
        return TRIBE_RGB[tribe_id]
    rng = random.Random(seed_of(tribe_id))
    return (rng.randrange(60, 200), rng.randrange(60, 160), rng.randrange(40, 160))


def ink_on(fill) -> tuple[int, int, int]:
    """Dark or light ink, whichever reads better on fill."""
    return WW["ink"] if sum(fill[:3]) > 440 else WW["bone"]


def two_lines(words: str, width: int, start: int, bold: bool = True) -> bool:
    """Whether words need two lines: they do not fit width on one even at the minimum size."""
    return text_fit.fit_single_line(str(words), width, max(MIN_TEXT, start), MIN_TEXT, bold) is None


def two_line_height(bold: bool = True) -> int:
    return art.line_height(MIN_TEXT, bold) + art.text_size("Hg", MIN_TEXT, bold)[1] + 2


def name_in(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, align: str = "center") -> None:
    """A name on one line, or wrapped onto two at the minimum size when one line cannot hold it."""
    if two_lines(words, box.width, start):
        paragraph(target, words, box, MIN_TEXT, color, bold=True, align="center" if align == "center" else "left",
                  middle=True)
    else:
        line(target, words, box, start, color, bold=True, align=align)


def give_way(text: str, width: int, room: int, base: int, floor: int, start: int, ceiling: int = 0) -> int:
    """A picture's height: base, or less (down to floor) while text would not fit the room the picture
    shares with it (room: the text's height were there no picture) at any size down to the minimum;
    or more (up to ceiling) while the text still fits at its starting size."""
    step = max(2, base // 12)
    height = base
    while height > floor and text_fit.fit_paragraph(str(text), width, room - height, start, MIN_TEXT) is None:
        height -= step
    if height == base:
        while height + step <= ceiling and text_fit.fit_paragraph(str(text), width, room - height - step - start,
                                                                 start, start) is not None:
            height += step
    return max(floor, height)


def frame(surface: pygame.Surface, edge, inner, radius_frac: float = 0.06) -> None:
    """A card's rim (Wasted Wilds' a shade thinner than the shared default)."""
    card_text.frame(surface, edge, inner, radius_frac, border_frac=0.028)


def line(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
         align: str = "left", minimum: int = MIN_TEXT, outline=None) -> pygame.Rect:
    return card_text.line(target, words, box, start, color, bold, align, minimum, outline)


def paragraph(target: pygame.Surface, words: str, box: pygame.Rect, start: int, color, bold: bool = False,
              minimum: int = MIN_TEXT, align: str = "left", middle: bool = False) -> int:
    return card_text.paragraph(target, words, box, start, color, bold, minimum, align, middle)


def shade(surface: pygame.Surface, rect: pygame.Rect, color, alpha: int, radius: int = 0) -> None:
    """A translucent panel blended over what is drawn (pygame.draw alone would not blend)."""
    layer = art.new_surface(rect.size)
    pygame.draw.rect(layer, (*color[:3], alpha), layer.get_rect(), border_radius=radius)
    surface.blit(layer, rect)


def paint(size: tuple[int, int], draw) -> pygame.Surface:
    """Supersampled drawing, finer for small pictures (large ones are smooth at 2x)."""
    factor = 3 if max(size) < 220 else 2
    return art.supersampled(size, draw, factor)


def badge(surface: pygame.Surface, words: str, center: tuple[int, int], radius: int, fill,
          color=(250, 248, 240)) -> pygame.Rect:
    """A round number badge (a spawn number, a health) with a dark rim and a highlight."""
    radius = max(6, radius)

    def draw(canvas: pygame.Surface) -> None:
        pen = art.Pen(canvas)
        pen.circle((0, 0, 0, 90), (0.5, 0.53), 0.49)
        pen.circle(darken(fill, 0.5), (0.5, 0.5), 0.47)
        pen.circle(lighten(fill, 0.25), (0.5, 0.5), 0.4)
        pen.circle(fill, (0.5, 0.53), 0.37)
    disc = paint((radius * 2, radius * 2), draw)
    surface.blit(disc, disc.get_rect(center=center))
    box = pygame.Rect(0, 0, round(radius * 1.7), round(radius * 1.7))
    box.center = center
    return line(surface, words, box, round(radius * 1.05), color, bold=True, align="center")


def plate(surface: pygame.Surface, words: str, rect: pygame.Rect, fill, color=None,
          align: str = "center") -> pygame.Rect:
    """A name plate: a rounded bar with a lighter lip and the name fitted in it."""
    radius = max(2, rect.height // 4)
    pygame.draw.rect(surface, darken(fill, 0.45), rect, border_radius=radius)
    inner = rect.inflate(-2, -2)
    pygame.draw.rect(surface, fill, inner, border_radius=max(1, radius - 1))
    lip = pygame.Rect(inner.x + 2, inner.y + 1, inner.width - 4, max(1, inner.height // 3))
    pygame.draw.rect(surface, lighten(fill, 0.18), lip, border_radius=max(1, radius - 2))
    if not words:
        return rect
    pad = _plate_pad(rect.height)
    name_in(surface, words, rect.inflate(-2 * pad, 0), round(rect.height * 0.62), color or ink_on(fill), align)
    return rect


def _plate_pad(height: int) -> int:
    return max(3, min(height, 20) // 3)


def plate_height(words: str, width: int, height: int, room: int = 0) -> int:
    """A plate's height for words: height, or taller when they need two lines (room: width taken by
    an icon inside the plate)."""
    if words and two_lines(words, width - room - 2 * _plate_pad(height), round(height * 0.62)):
        return max(height, two_line_height() + 6)
    return height


def chip(surface: pygame.Surface | None, words: str, topleft: tuple[int, int], height: int, fill, max_right: int,
         color=None) -> pygame.Rect | None:
    """A small keyword chip; None (nothing drawn) when it would pass max_right. surface None: only
    where it would go."""
    px = max(MIN_TEXT, round(height * 0.7))
    width = art.text_size(words, px, True)[0] + height
    rect = pygame.Rect(topleft[0], topleft[1], width, height)
    if rect.right > max_right:
        return None
    if surface is None:
        return rect
    pygame.draw.rect(surface, darken(fill, 0.4), rect, border_radius=height // 2)
    pygame.draw.rect(surface, fill, rect.inflate(-2, -2), border_radius=max(1, height // 2 - 1))
    line(surface, words, rect, px, color or ink_on(fill), bold=True, align="center")
    return rect


def chip_rows(surface: pygame.Surface | None, words: list[tuple[str, tuple]], box: pygame.Rect, height: int) -> int:
    """Chips flowed left to right, wrapping onto new rows while the box has room; returns the bottom
    (surface None: measures without drawing)."""
    x, y, bottom = box.x, box.y, box.y
    gap = max(2, height // 5)
    for text, fill in words:
        rect = chip(surface, text, (x, y), height, fill, box.right)
        if rect is None and x > box.x and y + 2 * height + gap <= box.bottom:
            x, y = box.x, y + height + gap
            rect = chip(surface, text, (x, y), height, fill, box.right)
        if rect is None:
            continue
        x, bottom = rect.right + gap, rect.bottom
    return bottom


def stripes(surface: pygame.Surface, rect: pygame.Rect, color, alpha: int, step: int) -> None:
    """Faint diagonal stripes over rect (a card back's weave)."""
    layer = art.new_surface(rect.size)
    w, h = rect.size
    step = max(3, step)
    for x in range(-h, w + h, step * 2):
        pygame.draw.polygon(layer, (*color[:3], alpha), [(x, 0), (x + step, 0), (x + step - h, h), (x - h, h)])
    surface.blit(layer, rect)


__all__ = ["WW", "FROZEN", "SCORCHED", "CAMPAIGNS", "CAMPAIGN_RIM", "DECK_RGB", "DECK_DEFAULT", "SCAVENGE_RGB",
           "SCAVENGE_NAMES", "SET_RGB", "SET_NAMES", "TRIBE_RGB", "HOSTILITY_RGB", "STATUS_RGB", "RANGE_WORDS",
           "MIN_TEXT", "body_px", "give_way", "two_lines", "two_line_height", "name_in", "plate_height", "seed_of",
           "campaign_of", "deck_rgb", "tribe_rgb", "ink_on", "line", "paragraph", "frame", "grain", "shade", "paint",
           "badge", "plate", "chip", "chip_rows", "stripes", "lighten", "darken", "mix"]
