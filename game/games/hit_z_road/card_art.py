"""Hit Z Road card faces and backs, drawn from card data (docs/modding.md (Hit Z Road reference)).

A face follows the physical card anatomy: resources top-left, points in a
blue star top-right, the zombie count in a hand badge bottom-right (red with
skulls for a horde), the poker symbol bottom-left, level diamonds between
them, the name on a ribbon and the card text in a box above the bottom strip.

Behind it is a roadside scene picked and laid out from a hash of the card id,
so a card always looks the same on every machine and every run.  All results
are cached by the card's id, the fields that are drawn, and the size; the
cached surfaces are shared and must not be drawn on.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
from collections import OrderedDict
from typing import Callable, Iterator, Mapping, NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import PALETTE, Pen, darken, lighten, mix, with_alpha
from game.ui.board_kit import cover

RESOURCES = ("ammo", "gas", "adrenaline")
LEVEL_ACCENTS = {1: PALETTE["road_yellow"], 2: (234, 128, 40), 3: (206, 46, 40)}
EPILOGUE_ACCENT = PALETTE["sky"]
ROMAN = {1: "I", 2: "II", 3: "III"}
# Meeples shown on the "survivors" epilogue.
SURVIVOR_COLORS = (art.PLAYER_COLORS[1].rgb, art.PLAYER_COLORS[3].rgb, art.PLAYER_COLORS[0].rgb)

# The scene is drawn at twice the card size and shrunk: smooth silhouettes
# without the cost of the 4x used for small icons.
SCENE_SUPERSAMPLE = 2


class CardFields(NamedTuple):
    """The drawn fields of an adventure card, hashable for the caches."""

    id: str
    name: str
    level: int
    points: int
    zombies: int
    horde: int
    poker: str
    ammo: int
    gas: int
    adrenaline: int
    kind: str
    text: str


class EpilogueFields(NamedTuple):
    id: str
    name: str
    resource: str
    points: int
    text: str


def _int(value, low: int, high: int, default: int = 0) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return max(low, min(high, number))


def card_fields(card: Mapping) -> CardFields:
    """Read a card dict leniently: a modder's half-finished card should still
    draw, so missing or odd values fall back to harmless defaults."""
    scavenge = card.get("scavenge") or {}
    return CardFields(
        id=str(card.get("id", "")),
        name=str(card.get("name", "")),
        level=_int(card.get("level", 1), 1, 3, 1),
        points=_int(card.get("points", 0), 0, 99),
        zombies=_int(card.get("zombies", 0), 0, 99),
        horde=_int(card.get("horde", 0), 0, 3),
        poker=str(card.get("poker", "") or "").upper()[:1],
        ammo=_int(scavenge.get("ammo", 0), 0, 99),
        gas=_int(scavenge.get("gas", 0), 0, 99),
        adrenaline=_int(scavenge.get("adrenaline", 0), 0, 99),
        kind=str(card.get("kind", "none") or "none"),
        text=str(card.get("text", "") or ""),
    )


def _size(size: Sequence[int]) -> tuple[int, int]:
    width, height = (int(v) for v in size)
    if width < 8 or height < 8:
        raise ValueError(f"card size must be at least 8x8, got {size!r}")
    return width, height


def _seed(card_id: str) -> int:
    # Python's hash() is salted per process; a digest keeps the art stable
    # between runs and machines.
    return int.from_bytes(hashlib.sha256(card_id.encode("utf-8")).digest()[:8], "big")


# ---------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------


def card_face(card: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> pygame.Surface:
    """The face of an adventure card.

    ``override`` is a modder's picture (art/hit_z_road/<id>.png): it is scaled
    to fill the card frame, and the rules-relevant corner badges (resources,
    points, zombies, poker symbol) are still drawn over it so the numbers the
    game uses are always the ones shown.
    """
    fields = card_fields(card)
    size = _size(size)
    if override is not None:
        return _override_face(fields, size, override)
    return _procedural_face(fields, size)


def card_face_job(card: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> Iterator[None]:
    """card_face's work in stages of a few milliseconds (a whole face takes 5-20 ms), so a
    board can draw faces ahead of time within a frame budget: iterate it, stopping between
    stages as you like; once it is exhausted card_face(card, size, override) returns at once."""
    fields = card_fields(card)
    size = _size(size)
    if override is not None:
        yield
        _override_face(fields, size, override)
        return
    if _procedural_face.get(fields, size) is not None:
        return
    key = (fields.id, fields.level, fields.zombies, fields.horde, size)
    if _scene.get(*key) is None:
        scene = yield from _scene_stages(*key)
        _scene.put(key, scene)
        yield
    _procedural_face(fields, size)


def card_back(level: int, size: Sequence[int]) -> pygame.Surface:
    """The back of the level 1, 2 or 3 adventure deck."""
    level = _int(level, 1, 3, 1)
    return art.card_back("Hit Z Road", f"Level {ROMAN[level]}", _size(size), LEVEL_ACCENTS[level])


def epilogue_face(card: Mapping, size: Sequence[int]) -> pygame.Surface:
    """The face of an epilogue card (id, name, resource, points, text)."""
    fields = EpilogueFields(
        id=str(card.get("id", "")),
        name=str(card.get("name", "")),
        resource=str(card.get("resource", "")),
        points=_int(card.get("points", 0), 0, 99),
        text=str(card.get("text", "") or ""),
    )
    return _epilogue_face(fields, _size(size))


# ---------------------------------------------------------------------------
# Face composition
# ---------------------------------------------------------------------------


class _Memo:
    """functools.lru_cache for one function (cache_clear included), plus get and put, so a face
    can be drawn ahead of time in stages (card_face_job) and handed to the cache."""

    def __init__(self, function: Callable, maxsize: int) -> None:
        self.function = function
        self.maxsize = maxsize
        self._cache: OrderedDict = OrderedDict()
        functools.update_wrapper(self, function)

    def __call__(self, *args):
        value = self.get(*args)
        if value is None:
            value = self.function(*args)
            self.put(args, value)
        return value

    def get(self, *args):
        value = self._cache.get(args)
        if value is not None:
            self._cache.move_to_end(args)
        return value

    def put(self, args: tuple, value) -> None:
        self._cache[args] = value
        self._cache.move_to_end(args)
        while len(self._cache) > self.maxsize:
            self._cache.popitem(last=False)

    def cache_clear(self) -> None:
        self._cache.clear()


def _memo(maxsize: int) -> Callable[[Callable], _Memo]:
    return lambda function: _Memo(function, maxsize)


class _Layout(NamedTuple):
    margin: int
    star: int
    token: int
    badge: int
    bottom_strip_top: int


def _layout(size: tuple[int, int]) -> _Layout:
    width, height = size
    margin = round(width * 0.06)
    badge = round(width * 0.24)
    return _Layout(
        margin=margin,
        star=round(width * 0.23),
        token=round(width * 0.15),
        badge=badge,
        bottom_strip_top=height - margin - badge,
    )


@_memo(maxsize=512)
def _procedural_face(fields: CardFields, size: tuple[int, int]) -> pygame.Surface:
    surface = _scene(fields.id, fields.level, fields.zombies, fields.horde, size).copy()
    layout = _layout(size)
    _draw_name_and_text(surface, fields, layout)
    _draw_corner_badges(surface, fields, layout)
    return art.finish(surface)


@functools.lru_cache(maxsize=128)
def _override_face(fields: CardFields, size: tuple[int, int], override: pygame.Surface) -> pygame.Surface:
    # Surfaces hash by identity, so each distinct override picture gets its
    # own cache entry (and the cache keeps it alive while it is in use).
    width, height = size
    canvas = _blank_card(size)
    frame = round(width * 0.035)
    inner = pygame.Rect(frame, frame, width - frame * 2, height - frame * 2)
    canvas.blit(_cover(override, inner.size), inner)
    _draw_frame(canvas, LEVEL_ACCENTS[fields.level], factor=1)
    _draw_corner_badges(canvas, fields, _layout(size))
    return art.finish(canvas)


_cover = cover     # the shared card-cover helper (game/ui/board_kit.py)


def _blank_card(size: tuple[int, int]) -> pygame.Surface:
    surface = art.new_surface(size)
    radius = round(min(size) * 0.06)
    pygame.draw.rect(surface, PALETTE["asphalt_dark"], surface.get_rect(), border_radius=radius)
    return surface


def _draw_frame(canvas: pygame.Surface, accent, factor: int) -> None:
    """Dark outer border with a thin accent line inside, on rounded corners."""
    width, height = canvas.get_size()
    radius = round(min(width, height) * 0.06)
    frame = round(width * 0.035)
    pygame.draw.rect(canvas, PALETTE["asphalt_dark"], canvas.get_rect(), frame, border_radius=radius)
    inner = canvas.get_rect().inflate(-frame * 2 + factor, -frame * 2 + factor)
    pygame.draw.rect(canvas, accent, inner, max(1, factor), border_radius=max(1, radius - frame))
    art.round_corners(canvas, radius)


def _body_font_sizes(width: int) -> tuple[int, int]:
    """Preferred and smallest body text sizes for a card this wide."""
    return max(9, round(width * 0.072)), max(8, round(width * 0.056))


def _fit_paragraph(
    content: str, max_width: int, max_height: int, preferred: int, smallest: int, italic: bool = False
) -> tuple[int, list[str], int]:
    """Largest font size (preferred..smallest) whose wrapped text fits;
    returns (size, lines, line height)."""
    for size in range(preferred, smallest - 1, -1):
        lines = art.wrap_text(content, size, max_width, italic=italic)
        line_height = art.line_height(size, italic=italic)
        if len(lines) * line_height <= max_height:
            return size, lines, line_height
    size = smallest
    line_height = art.line_height(size, italic=italic)
    lines = art.wrap_text(content, size, max_width, italic=italic)
    return size, lines[: max(1, max_height // line_height)], line_height


def _draw_name_and_text(surface: pygame.Surface, fields: CardFields, layout: _Layout, accent=None) -> int:
    """Draw the name ribbon and the text box (or flavour line) above the
    bottom strip; returns the y where they begin, so the art above is free."""
    width, height = surface.get_size()
    margin = layout.margin
    box_bottom = layout.bottom_strip_top - round(height * 0.012)
    box_width = width - margin * 2
    padding = max(3, round(width * 0.035))
    preferred, smallest = _body_font_sizes(width)
    max_box_height = round(height * 0.44)
    banner_height = max(12, round(height * 0.085))

    box_top = box_bottom
    if fields.text and fields.kind in ("event", "fight"):
        size, lines, line_height = _fit_paragraph(
            fields.text, box_width - padding * 2, max_box_height - padding * 2, preferred, smallest
        )
        # Room for the ribbon overlapping the box's top edge.
        box_height = len(lines) * line_height + padding * 2 + banner_height // 3
        box_top = box_bottom - box_height
        is_fight = fields.kind == "fight"
        ink = PALETTE["fight_red"] if is_fight else PALETTE["ink"]
        border = PALETTE["fight_red"] if is_fight else (60, 52, 44)
        box = art.panel(
            (box_width, box_height),
            with_alpha(PALETTE["paper"], 250),
            round(width * 0.03),
            border=with_alpha(border, 255),
        )
        surface.blit(_drop_shadow(box.get_size(), round(width * 0.03)), (margin, box_top + max(1, width // 90)))
        surface.blit(box, (margin, box_top))
        y = box_bottom - padding - len(lines) * line_height
        for line in lines:
            rendered = art.text(line, size, ink)
            surface.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
            y += line_height
    elif fields.text:
        # Cards without effects carry a flavour line instead of a rules box.
        size, lines, line_height = _fit_paragraph(
            fields.text, box_width - padding * 2, round(height * 0.2), preferred - 1, smallest, italic=True
        )
        box_height = len(lines) * line_height + padding + banner_height // 3
        box_top = box_bottom - box_height
        strip = art.panel((box_width, box_height), (14, 14, 16, 170), round(width * 0.03), border=(0, 0, 0, 0))
        surface.blit(strip, (margin, box_top))
        y = box_bottom - padding // 2 - len(lines) * line_height
        for line in lines:
            rendered = art.text(line, size, PALETTE["bone"], italic=True)
            surface.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
            y += line_height

    if not fields.name:
        return box_top
    banner_rect = pygame.Rect(0, 0, width - round(margin * 0.6), banner_height)
    banner_rect.midbottom = (width // 2, box_top + banner_height // 3 + 1)
    _draw_name_banner(surface, fields.name, banner_rect, accent or LEVEL_ACCENTS[fields.level])
    return banner_rect.top


def _drop_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    return art.panel(size, (0, 0, 0, 110), radius, border=(0, 0, 0, 0))


def _draw_name_banner(surface: pygame.Surface, name: str, rect: pygame.Rect, accent) -> None:
    surface.blit(art.ribbon(rect.size, PALETTE["asphalt_dark"], accent), rect)
    label = name.upper()
    usable = rect.width * 0.72
    size = art.fit_text_size(label, usable, round(rect.height * 0.56), minimum=7)
    rendered = art.text(label, size, PALETTE["bone"])
    surface.blit(rendered, rendered.get_rect(center=(rect.centerx, rect.y + round(rect.height * 0.45))))


def _draw_corner_badges(surface: pygame.Surface, fields: CardFields, layout: _Layout) -> None:
    width, height = surface.get_size()
    margin = layout.margin

    # Resources, top-left: a row of tokens, each with its count in a bubble.
    x = margin - round(width * 0.02)
    for kind in RESOURCES:
        count = getattr(fields, kind)
        if count:
            counted = _counted_token(kind, count, layout.token)
            surface.blit(counted, (x, margin - round(width * 0.02)))
            x += counted.get_width() + max(1, round(width * 0.01))

    if fields.points:
        star = _points_star(fields.points, layout.star)
        surface.blit(star, (width - margin - layout.star + round(width * 0.025), margin - round(width * 0.03)))

    # Bottom strip: poker card left, zombie hand right (horde skulls beside
    # it), level diamonds centred in whatever room is left between them.
    free_left, free_right = margin, width - margin
    if fields.zombies:
        hand = _zombie_hand(fields.zombies, fields.horde, layout.badge)
        hand_pos = (width - margin - layout.badge + round(width * 0.02), layout.bottom_strip_top + round(width * 0.01))
        surface.blit(hand, hand_pos)
        free_right = hand_pos[0] + round(layout.badge * 0.15)
        if fields.horde:
            skulls = _horde_skulls(fields.horde, round(layout.badge * 0.3))
            skulls_rect = skulls.get_rect(midright=(free_right, hand_pos[1] + round(layout.badge * 0.62)))
            surface.blit(skulls, skulls_rect)
            free_right = skulls_rect.left

    if fields.poker:
        mini = _poker_card(fields.poker, round(width * 0.15))
        mini_pos = (margin - round(width * 0.01), height - margin - mini.get_height() + round(width * 0.015))
        surface.blit(mini, mini_pos)
        free_left = mini_pos[0] + mini.get_width()

    diamonds = _level_diamonds(fields.level, round(width * 0.055))
    center_x = width // 2
    room = diamonds.get_width() // 2 + max(2, width // 60)
    if not free_left + room <= center_x <= free_right - room:
        center_x = (free_left + free_right) // 2
    surface.blit(diamonds, diamonds.get_rect(center=(center_x, height - margin - round(width * 0.05))))


# ---------------------------------------------------------------------------
# Badges
# ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=128)
def _counted_token(kind: str, count: int, token_size: int) -> pygame.Surface:
    """A resource token with its count in a dark bubble at the lower right."""
    bubble = round(token_size * 0.58)
    number = art.text(str(count), round(bubble * 0.8), PALETTE["bone"])
    bubble_w = max(bubble, number.get_width() + bubble // 3)
    size = (token_size + bubble_w // 2 + 1, token_size + bubble // 3 + 1)
    result = art.new_surface(size)
    result.blit(art.resource_token(kind, token_size), (0, 0))
    bubble_rect = pygame.Rect(size[0] - bubble_w, size[1] - bubble, bubble_w, bubble)
    result.blit(art.panel(bubble_rect.size, (16, 16, 18, 240), bubble // 2, border=(255, 255, 255, 90)), bubble_rect)
    result.blit(number, number.get_rect(center=bubble_rect.center))
    return result


@functools.lru_cache(maxsize=64)
def _points_star(points: int, size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        star = art.star_points((0.5, 0.53), 0.44, 0.25)
        pen.sub(0.0, 0.03, 1.0).polygon((0, 0, 0, 120), star, corner=0.05)
        pen.polygon((250, 250, 250), star, corner=0.045)
        pen.polygon(darken(PALETTE["star_blue"], 0.4), star, corner=0.022)
        pen.polygon(PALETTE["star_blue"], art.star_points((0.5, 0.53), 0.41, 0.235), corner=0.012)
        pen.polygon(lighten(PALETTE["star_blue"], 0.25), art.star_points((0.49, 0.51), 0.3, 0.17), corner=0.01)

    star = art.supersampled((size, size), draw)
    number = art.text(str(points), round(size * 0.42), (255, 255, 255), outline=darken(PALETTE["star_blue"], 0.55))
    star.blit(number, number.get_rect(center=(size // 2, round(size * 0.56))))
    return star


def _draw_zombie_hand(pen: Pen, color, grow: float) -> None:
    """A rotting hand reaching up out of a ragged sleeve (unit box)."""
    pen.rect(color, (0.28 - grow, 0.4 - grow, 0.44 + 2 * grow, 0.38 + 2 * grow), radius=0.12 + grow)
    fingers = (
        (0.34, (0.27, 0.16), 0.055),
        (0.45, (0.42, 0.06), 0.058),
        (0.56, (0.58, 0.08), 0.056),
        (0.66, (0.74, 0.2), 0.05),
    )
    for base_x, tip, radius in fingers:
        knuckle = (base_x + (tip[0] - base_x) * 0.55, 0.46 - (0.46 - tip[1]) * 0.6)
        pen.capsule(color, (base_x, 0.48), knuckle, radius + grow)
        pen.capsule(color, knuckle, tip, radius * 0.85 + grow)
    pen.capsule(color, (0.32, 0.66), (0.14, 0.44), 0.06 + grow)
    pen.polygon(
        color,
        [
            (0.26 - grow, 0.74),
            (0.74 + grow, 0.74),
            (0.78 + grow, 0.98 + grow),
            (0.66, 0.92),
            (0.58, 0.99 + grow),
            (0.48, 0.92),
            (0.38, 0.99 + grow),
            (0.28, 0.93),
            (0.22 - grow, 0.98 + grow),
        ],
    )


@functools.lru_cache(maxsize=64)
def _zombie_hand(zombies: int, horde: int, size: int) -> pygame.Surface:
    skin = (170, 36, 32) if horde else PALETTE["zombie_skin"]
    sleeve = (70, 24, 20) if horde else (78, 74, 66)
    outline = (20, 14, 12)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_zombie_hand(pen.sub(0.0, 0.03, 1.0), (0, 0, 0, 120), 0.05)
        _draw_zombie_hand(pen, outline, 0.04)
        _draw_zombie_hand(pen, darken(skin, 0.2), 0.0)
        _draw_zombie_hand(pen.sub(-0.008, -0.012, 1.0), skin, -0.018)
        # The sleeve over the wrist, and a few rot spots.
        sleeve_shape = [
            (0.24, 0.76),
            (0.76, 0.76),
            (0.8, 0.98),
            (0.66, 0.92),
            (0.58, 0.99),
            (0.48, 0.92),
            (0.38, 0.99),
            (0.28, 0.93),
            (0.2, 0.98),
        ]
        pen.polygon(outline, sleeve_shape, corner=0.02)
        pen.polygon(sleeve, sleeve_shape)
        for spot in ((0.3, 0.5), (0.66, 0.45)):
            pen.circle(darken(skin, 0.3), spot, 0.025)

    hand = art.supersampled((size, size), draw)
    number = art.text(str(zombies), round(size * 0.36), (255, 255, 255), outline=outline)
    hand.blit(number, number.get_rect(center=(round(size * 0.5), round(size * 0.58))))
    return hand


def _draw_solid_skull(pen: Pen, bone, dark) -> None:
    pen.circle(bone, (0.5, 0.42), 0.34)
    pen.rect(bone, (0.28, 0.5, 0.44, 0.34), radius=0.1)
    pen.circle(dark, (0.37, 0.46), 0.1)
    pen.circle(dark, (0.63, 0.46), 0.1)
    pen.polygon(dark, [(0.5, 0.58), (0.44, 0.7), (0.56, 0.7)])
    for x in (0.42, 0.58):
        pen.line(dark, [(x, 0.76), (x, 0.86)], 0.05)


@functools.lru_cache(maxsize=16)
def _horde_skulls(horde: int, size: int) -> pygame.Surface:
    """1-3 small skulls on a dark red pill: the horde strength."""
    skull_size = size
    gap = max(1, size // 8)
    width = horde * skull_size + (horde + 1) * gap
    height = skull_size + gap * 2
    # Copy: panels are shared cache entries and we draw on this one.
    pill = art.panel((width, height), (60, 8, 10, 230), height // 2, border=(255, 120, 100, 120)).copy()

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_solid_skull(pen.sub(0.04, 0.06, 0.88), PALETTE["bone"], (60, 8, 10))

    skull = art.supersampled((skull_size, skull_size), draw)
    for i in range(horde):
        pill.blit(skull, (gap + i * (skull_size + gap), gap))
    return pill


@functools.lru_cache(maxsize=32)
def _poker_card(symbol: str, width: int) -> pygame.Surface:
    """A tiny playing card with the poker letter and a spade."""
    height = round(width * 1.36)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas, scale=canvas.get_width())
        h = height / width
        pen.rect((0, 0, 0, 120), (0.06, 0.08, 0.9, h - 0.09), radius=0.14)
        pen.rect((30, 26, 22), (0.02, 0.02, 0.92, h - 0.08), radius=0.14)
        pen.rect(PALETTE["paper"], (0.08, 0.08, 0.8, h - 0.2), radius=0.1)
        spade = pen.sub(0.28, h * 0.52, 0.4)
        spade.polygon(PALETTE["ink"], [(0.5, 0.05), (0.92, 0.52), (0.5, 0.62), (0.08, 0.52)], corner=0.04)
        spade.circle(PALETTE["ink"], (0.3, 0.58), 0.22)
        spade.circle(PALETTE["ink"], (0.7, 0.58), 0.22)
        spade.polygon(PALETTE["ink"], [(0.5, 0.6), (0.66, 0.98), (0.34, 0.98)])

    card = art.supersampled((width, height), draw)
    letter = art.text(symbol, round(width * 0.5), PALETTE["ink"])
    card.blit(letter, letter.get_rect(center=(round(width * 0.48), round(height * 0.3))))
    return card


@functools.lru_cache(maxsize=32)
def _level_diamonds(level: int, size: int) -> pygame.Surface:
    """Three road-sign diamonds, ``level`` of them lit: the card's level."""
    gap = max(1, size // 4)
    width = size * 3 + gap * 2
    accent = LEVEL_ACCENTS[level]

    def draw(canvas: pygame.Surface) -> None:
        scale = canvas.get_height() / size
        for i in range(3):
            center = (((size + gap) * i + size / 2) * scale, size * scale / 2)
            pygame.draw.polygon(
                canvas, PALETTE["asphalt_dark"], art.regular_polygon_points(center, size * scale * 0.5, 4)
            )
            pygame.draw.polygon(
                canvas,
                accent if i < level else (70, 70, 74),
                art.regular_polygon_points(center, size * scale * 0.33, 4),
            )

    return art.supersampled((width, size), draw)


# ---------------------------------------------------------------------------
# A fast equivalent of an art helper (every face uses it, so it is much of its cost)
# ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=16)
def _vignette(size: tuple[int, int], strength: int) -> pygame.Surface:
    """What art.vignette lays over a surface of this size: the same for every card, so made once."""
    overlay = art.new_surface(size)
    art.vignette(overlay, strength=strength)
    return overlay


# ---------------------------------------------------------------------------
# Roadside scene
# ---------------------------------------------------------------------------

# Sky colours from the zenith down to the horizon: the road gets redder
# (and the cards more dangerous) with each level.  "epilogue" is the night
# after the last stretch of road.
_SKIES = {
    1: ((64, 104, 156), (150, 156, 170), (240, 180, 120)),
    2: ((62, 46, 92), (170, 92, 96), (246, 140, 64)),
    3: ((34, 8, 18), (120, 22, 28), (222, 70, 36)),
    "epilogue": ((14, 18, 44), (46, 48, 96), (150, 96, 120)),
}
_GROUNDS = {
    1: ((176, 138, 96), (120, 86, 58)),
    2: ((160, 104, 70), (96, 60, 42)),
    3: ((112, 52, 38), (52, 24, 20)),
    "epilogue": ((70, 60, 76), (30, 26, 36)),
}


class _Scene(NamedTuple):
    canvas: pygame.Surface
    rng: random.Random
    horizon: float
    sky_low: tuple
    silhouette: tuple
    rim_light: tuple
    road: "_Road"


class _Road:
    """A straight road in one-point perspective.  Depth ``d`` is in road
    widths from the viewer; screen position along the road is u = 1/d
    (u=1 at the bottom edge, u->0 at the horizon)."""

    def __init__(self, vanish_x: float, horizon: float, bottom_x: float, half_width: float, height: float):
        self.vanish_x, self.horizon = vanish_x, horizon
        self.bottom_x, self.half_width, self.height = bottom_x, half_width, height

    def y(self, u: float) -> float:
        return self.horizon + u * (self.height - self.horizon)

    def center(self, u: float) -> float:
        return self.vanish_x + (self.bottom_x - self.vanish_x) * u

    def edge(self, u: float, side: int, offset: float = 1.0) -> float:
        """x of a point ``offset`` half-widths from the centre on ``side``."""
        return self.center(u) + side * self.half_width * u * offset


# a scene is only needed again when its face has left the face cache, so few are kept
@_memo(maxsize=32)
def _scene(card_id: str, mood, zombies: int, horde: int, size: tuple[int, int]) -> pygame.Surface:
    """The illustration, frame included, for a card of ``mood`` (its level,
    or "epilogue")."""
    stages = _scene_stages(card_id, mood, zombies, horde, size)
    while True:
        try:
            next(stages)
        except StopIteration as finished:
            return finished.value


def _scene_stages(card_id: str, mood, zombies: int, horde: int,
                  size: tuple[int, int]) -> Iterator[None]:
    """_scene's drawing, pausing between stages of at most a few milliseconds; returns the scene."""
    factor = SCENE_SUPERSAMPLE
    width, height = size[0] * factor, size[1] * factor
    rng = random.Random(_seed(card_id))
    canvas = art.new_surface((width, height))

    top, middle, low = _SKIES[mood]
    # Small per-card shifts keep a deck from looking stamped out.
    shift = rng.randint(-10, 10)
    top, middle, low = (tuple(max(0, min(255, c + shift)) for c in color) for color in (top, middle, low))
    horizon = height * rng.uniform(0.43, 0.48)
    horizon_t = horizon / height
    canvas.blit(
        art.vertical_gradient((width, height), [(0.0, top), (horizon_t * 0.6, middle), (horizon_t, low), (1.0, low)]),
        (0, 0),
    )
    silhouette = mix(low, (14, 10, 16), 0.84)
    rim_light = mix(low, (255, 240, 200), 0.35)
    yield

    road = _Road(
        vanish_x=width * rng.uniform(0.4, 0.6),
        horizon=horizon,
        bottom_x=width * rng.uniform(0.44, 0.56),
        half_width=width * 0.44,
        height=height,
    )
    scene = _Scene(canvas, rng, horizon, low, silhouette, rim_light, road)

    _draw_sun(scene, mood)
    yield
    _draw_clouds(scene, lighten(middle, 0.25))
    _draw_birds(scene)
    yield
    _draw_far_hills(scene)

    landmark_name = _LANDMARK_ORDER[_seed(card_id) % len(_LANDMARK_ORDER)]
    landmark, is_far = _LANDMARKS[landmark_name]
    landmark_side = rng.choice((-1, 1))
    if is_far:
        landmark(scene, landmark_side)
    yield

    ground_far, ground_near = _GROUNDS[mood]
    ground = art.vertical_gradient(
        (width, height - round(horizon)), [(0.0, mix(ground_far, low, 0.35)), (0.25, ground_far), (1.0, ground_near)]
    )
    canvas.blit(ground, (0, round(horizon)))
    _draw_ground_texture(scene, ground_near)
    yield
    _draw_road(scene)
    yield
    _draw_horizon_haze(scene)
    yield
    _draw_poles(scene, -landmark_side if not is_far else rng.choice((-1, 1)))
    if not is_far:
        landmark(scene, landmark_side)
    yield
    _draw_road_zombies(scene, zombies, horde)
    _draw_foreground(scene, ground_near)
    canvas.blit(_vignette(canvas.get_size(), 170), (0, 0))
    yield

    accent = EPILOGUE_ACCENT if mood == "epilogue" else LEVEL_ACCENTS[mood]
    _draw_frame(canvas, accent, factor)
    return art.downsample(canvas, size)


def _draw_sun(scene: _Scene, mood) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    x = width * rng.uniform(0.15, 0.85)
    radius = width * (rng.uniform(0.07, 0.1) if mood != 3 else rng.uniform(0.12, 0.16))
    y = scene.horizon - radius * rng.uniform(0.2, 1.6)
    if mood == "epilogue":
        disc, glow = (236, 232, 214), (190, 190, 230)
        y = scene.horizon * rng.uniform(0.25, 0.45)
    else:
        disc = mix(scene.sky_low, (255, 250, 220), 0.7 if mood == 1 else 0.5)
        glow = mix(scene.sky_low, (255, 240, 200), 0.5)
    layer = art.new_surface(canvas.get_size())
    for i in range(6, 0, -1):
        pygame.draw.circle(layer, with_alpha(glow, 18), (x, y), radius * (1 + i * 0.45))
        canvas.blit(layer, (0, 0))
        layer.fill((0, 0, 0, 0))
    pygame.draw.circle(canvas, disc, (x, y), radius)
    if mood == "epilogue":
        # A crescent: the moon's shadowed side in the sky colour.
        pygame.draw.circle(
            canvas, mix(scene.sky_low, (20, 20, 50), 0.5), (x + radius * 0.4, y - radius * 0.15), radius * 0.85
        )
    else:
        # Bands of haze across the low sun.
        for i in range(3):
            band_y = y + radius * (0.25 + i * 0.25)
            pygame.draw.line(
                canvas,
                mix(disc, scene.sky_low, 0.45),
                (x - radius, band_y),
                (x + radius, band_y),
                max(1, round(radius * 0.07)),
            )


def _draw_clouds(scene: _Scene, color) -> None:
    canvas, rng = scene.canvas, scene.rng
    width = canvas.get_width()
    layer = art.new_surface(canvas.get_size())
    for _ in range(rng.randint(3, 6)):
        y = scene.horizon * rng.uniform(0.12, 0.8)
        x = width * rng.uniform(-0.1, 0.9)
        length = width * rng.uniform(0.2, 0.5)
        thickness = scene.horizon * rng.uniform(0.012, 0.03)
        art.capsule(layer, with_alpha(color, rng.randint(50, 100)), (x, y), (x + length, y), thickness)
        art.capsule(
            layer,
            with_alpha(color, rng.randint(40, 80)),
            (x + length * 0.2, y - thickness * 1.4),
            (x + length * 0.7, y - thickness * 1.4),
            thickness * 0.8,
        )
    canvas.blit(layer, (0, 0))


def _draw_birds(scene: _Scene) -> None:
    """Vultures circling: a classic sign that something died nearby."""
    canvas, rng = scene.canvas, scene.rng
    width = canvas.get_width()
    span = width * 0.025
    for _ in range(rng.randint(0, 3)):
        x, y = width * rng.uniform(0.25, 0.75), scene.horizon * rng.uniform(0.25, 0.6)
        s = span * rng.uniform(0.7, 1.3)
        wing = (
            art.bezier_points((x - s, y - s * 0.2), (x - s * 0.5, y - s * 0.6), (x, y))
            + art.bezier_points((x, y), (x + s * 0.5, y - s * 0.6), (x + s, y - s * 0.2))[1:]
        )
        art.polyline(canvas, scene.silhouette, wing, max(1.5, s * 0.18))


def _draw_far_hills(scene: _Scene) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    for layer_index, (tint, peak) in enumerate(((0.3, 0.07), (0.5, 0.04))):
        color = mix(scene.sky_low, scene.silhouette, tint)
        points = [(0, scene.horizon + 2)]
        x, level = 0.0, rng.uniform(0.2, 1.0)
        while x <= width:
            points.append((x, scene.horizon - height * peak * level))
            x += width * rng.uniform(0.04, 0.1)
            level = max(0.05, min(1.0, level + rng.uniform(-0.45, 0.45)))
        points.append((width, scene.horizon - height * peak * level))
        points.append((width, scene.horizon + 2))
        pygame.draw.polygon(canvas, color, points)


def _draw_ground_texture(scene: _Scene, ground_near) -> None:
    """Scrub and pebbles that shrink with distance, for a sense of depth."""
    canvas, rng, road = scene.canvas, scene.rng, scene.road
    width, height = canvas.get_size()
    dark = darken(ground_near, 0.35)
    for _ in range(60):
        u = rng.uniform(0.05, 1.0) ** 1.5
        side = rng.choice((-1, 1))
        x = road.edge(u, side, rng.uniform(1.15, 4.0))
        if not -10 < x < width + 10:
            continue
        y = road.y(u)
        size = max(1.0, height * 0.012 * u)
        pygame.draw.ellipse(canvas, dark, pygame.Rect(x - size * 1.5, y - size * 0.4, size * 3, size * 0.8))


def _road_quad(road: _Road, u0: float, u1: float, offset0: float, offset1: float) -> list:
    """A strip on the road between depths u0..u1, across offsets (half-widths)."""
    return [
        (road.center(u0) + road.half_width * u0 * offset0, road.y(u0)),
        (road.center(u0) + road.half_width * u0 * offset1, road.y(u0)),
        (road.center(u1) + road.half_width * u1 * offset1, road.y(u1)),
        (road.center(u1) + road.half_width * u1 * offset0, road.y(u1)),
    ]


def _draw_road(scene: _Scene) -> None:
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    width, height = canvas.get_size()
    asphalt_far = mix(PALETTE["asphalt_light"], scene.sky_low, 0.35)
    shoulder = mix((120, 100, 80), scene.sky_low, 0.2)
    pygame.draw.polygon(canvas, darken(shoulder, 0.3), _road_quad(road, 0.0, 1.0, -1.12, 1.12))
    # The road itself, lighter towards the horizon (aerial perspective).
    road_layer = art.new_surface((width, height))
    pygame.draw.polygon(road_layer, (255, 255, 255), _road_quad(road, 0.0, 1.0, -1.0, 1.0))
    gradient = art.vertical_gradient(
        (width, height), [(0.0, asphalt_far), (road.horizon / height, asphalt_far), (1.0, PALETTE["asphalt"])]
    )
    road_layer.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(road_layer, (0, 0))

    # Patches and cracks on the near asphalt.
    for _ in range(rng.randint(2, 5)):
        u = rng.uniform(0.45, 0.95)
        offset = rng.uniform(-0.8, 0.6)
        patch = _road_quad(road, u, u + rng.uniform(0.03, 0.08), offset, offset + rng.uniform(0.15, 0.35))
        pygame.draw.polygon(canvas, darken(PALETTE["asphalt"], 0.25), patch)
    for _ in range(rng.randint(2, 4)):
        u = rng.uniform(0.5, 0.95)
        x, y = road.edge(u, 1, rng.uniform(-0.9, 0.9)), road.y(u)
        points = [(x, y)]
        for _ in range(4):
            x += rng.uniform(-1, 1) * width * 0.03
            y += rng.uniform(0.2, 1) * height * 0.015
            points.append((x, y))
        art.polyline(canvas, darken(PALETTE["asphalt"], 0.5), points, max(1.0, width * 0.004))

    edge_color = mix((222, 218, 206), scene.sky_low, 0.2)
    for side in (-1, 1):
        pygame.draw.polygon(canvas, edge_color, _road_quad(road, 0.0, 1.0, side * 0.9, side * 0.94))
    # Centre dashes: evenly spaced in depth, so they bunch up towards the horizon.
    dash_color = mix(PALETTE["road_yellow"], scene.sky_low, 0.15)
    depth = 1.0 + scene.rng.uniform(0.0, 1.2)
    while depth < 60:
        u0, u1 = 1 / (depth + 0.9), 1 / depth
        pygame.draw.polygon(canvas, dash_color, _road_quad(road, u0, u1, -0.025, 0.025))
        depth += 2.0


def _draw_horizon_haze(scene: _Scene) -> None:
    canvas = scene.canvas
    width, height = canvas.get_size()
    band = round(height * 0.12)
    haze = art.vertical_gradient(
        (width, band * 2),
        [
            (0.0, with_alpha(scene.sky_low, 0)),
            (0.5, with_alpha(scene.sky_low, 150)),
            (1.0, with_alpha(scene.sky_low, 0)),
        ],
    )
    canvas.blit(haze, (0, round(scene.horizon) - band))


def _draw_poles(scene: _Scene, side: int) -> None:
    """Telephone poles marching along one side, wires sagging between them."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    height = canvas.get_height()
    color = scene.silhouette
    pole_height = height * 0.9
    tops = []
    depth = 1.3 + rng.uniform(0.0, 0.8)
    lean_index = rng.randint(1, 4)
    for index in range(8):
        u = 1 / depth
        x, y = road.edge(u, side, 1.5), road.y(u)
        top_y = y - pole_height * u
        lean = side * pole_height * u * 0.12 if index == lean_index else 0.0
        top = (x + lean, top_y)
        art.capsule(canvas, color, (x, y), top, max(1.0, height * 0.012 * u))
        arm = pole_height * u * 0.14
        art.capsule(
            canvas,
            color,
            (top[0] - arm, top[1] + arm * 0.5),
            (top[0] + arm, top[1] + arm * 0.5),
            max(0.8, height * 0.006 * u),
        )
        tops.append((top, arm))
        depth *= 1.7
    for wire_offset in (-1, 1):
        for (a, arm_a), (b, arm_b) in zip(tops, tops[1:]):
            start = (a[0] + wire_offset * arm_a * 0.8, a[1] + arm_a * 0.45)
            end = (b[0] + wire_offset * arm_b * 0.8, b[1] + arm_b * 0.45)
            sag = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 + abs(start[0] - end[0]) * 0.12)
            art.polyline(canvas, color, art.bezier_points(start, sag, end, 12), max(1.0, height * 0.0025))


def _zombie_figure(pen: Pen, color, facing: int) -> None:
    """A shambler's silhouette facing right (1) or left (-1), feet at y=1."""

    def x(value: float) -> float:
        return 0.5 + facing * (value - 0.5)

    pen.capsule(color, (x(0.46), 0.6), (x(0.4), 0.98), 0.06)
    pen.capsule(color, (x(0.52), 0.6), (x(0.62), 0.8), 0.06)
    pen.capsule(color, (x(0.62), 0.8), (x(0.58), 0.98), 0.055)
    pen.capsule(color, (x(0.48), 0.62), (x(0.56), 0.32), 0.11)
    pen.circle(color, (x(0.66), 0.22), 0.085)
    pen.capsule(color, (x(0.56), 0.36), (x(0.86), 0.44), 0.04)
    pen.capsule(color, (x(0.52), 0.4), (x(0.84), 0.52), 0.04)


def _draw_road_zombies(scene: _Scene, zombies: int, horde: int) -> None:
    """Shamblers on the road ahead, one per zombie (capped), their eyes
    glowing red for a horde."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    height = canvas.get_height()

    def footprint(depth: float, offset: float) -> tuple[float, float, float]:
        u = 1 / depth
        return road.edge(u, 1, offset), road.y(u), height * 0.5 * u

    figures: list[tuple[float, float, int]] = []
    for _ in range(min(zombies, 7)):
        # A few tries to keep figures from piling into one blob on screen.
        # Same-coloured silhouettes merge, so they need side-by-side room.
        for _attempt in range(20):
            depth, offset = rng.uniform(3.0, 8.0), rng.uniform(-1.3, 1.3)
            x, _y, size = footprint(depth, offset)
            if all(
                abs(x - other_x) > (size + other_size) * 0.3
                for other_x, _oy, other_size in (footprint(d, o) for d, o, _ in figures)
            ):
                break
        figures.append((depth, offset, rng.choice((-1, 1))))
    for depth, offset, facing in sorted(figures, reverse=True):
        u = 1 / depth
        foot_x, foot_y = road.edge(u, 1, offset), road.y(u)
        figure_height = height * 0.5 * u
        shadow = pygame.Rect(0, 0, figure_height * 0.5, figure_height * 0.08)
        shadow.center = (foot_x, foot_y)
        layer = art.new_surface(shadow.inflate(4, 4).size)
        pygame.draw.ellipse(layer, (0, 0, 0, 90), layer.get_rect().inflate(-4, -4))
        canvas.blit(layer, shadow.inflate(4, 4))
        pen = Pen(canvas, scale=figure_height, origin=(foot_x - figure_height * 0.5, foot_y - figure_height))
        _zombie_figure(pen, scene.silhouette, facing)
        eye = (255, 60, 30) if horde else mix(scene.sky_low, (255, 230, 160), 0.4)
        pen.circle(eye, (0.5 + facing * 0.19, 0.21), 0.022)


def _draw_foreground(scene: _Scene, ground_near) -> None:
    """Dark rocks and dry grass in the bottom corners frame the picture."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    dark = darken(ground_near, 0.55)
    for side in (-1, 1):
        base_x = 0 if side < 0 else width
        for _ in range(rng.randint(1, 3)):
            x = base_x - side * width * rng.uniform(0.0, 0.12)
            radius = width * rng.uniform(0.04, 0.08)
            pygame.draw.ellipse(canvas, dark, pygame.Rect(x - radius, height - radius * 0.9, radius * 2, radius * 1.3))
        for _ in range(rng.randint(3, 6)):
            x = base_x - side * width * rng.uniform(0.03, 0.2)
            y = height * rng.uniform(0.9, 0.97)
            blade = height * rng.uniform(0.03, 0.06)
            tip = (x + rng.uniform(-0.4, 0.4) * blade, y - blade)
            art.polyline(canvas, dark, [(x, y), tip], max(1.0, width * 0.006))


# --- Landmarks -------------------------------------------------------------
# Each draws a silhouette in "landmark units": a Pen whose unit is the
# landmark's height, with x=0.5 on its centre line and y=1 on the ground.


def _landmark_pen(scene: _Scene, side: int, height_frac: float, depth: float, spread: float = 0.62) -> Pen:
    road, canvas = scene.road, scene.canvas
    u = 1 / depth
    height = canvas.get_height() * height_frac
    center_x = road.edge(u, side, 1.0) + side * canvas.get_width() * (spread - 0.5) * 0.6
    base_y = road.y(u)
    return Pen(canvas, scale=height, origin=(center_x - height * 0.5, base_y - height))


def _faded_text(pen: Pen, message: str, center: tuple[float, float], height: float, color) -> None:
    size = max(4, round(pen.len(height)))
    rendered = art.get_font(size).render(message, True, color[:3])
    cx, cy = pen.pt(*center)
    pen.surface.blit(rendered, rendered.get_rect(center=(round(cx), round(cy))))


_BILLBOARD_SLOGANS = (
    "LAST GAS 80 MI",
    "EAT HERE",
    "FRESH PIE",
    "DRIVE SAFE",
    "ROADSIDE ZOO",
    "SUNSET RANCH",
    "CASINO 12 MI",
    "WELCOME",
    "STAY ALIVE",
)


def _landmark_billboard(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.2, 2.6)
    dark, rng = scene.silhouette, scene.rng
    for x in (0.05, 0.45, 0.85):
        pen.capsule(dark, (x, 1.0), (x, 0.4), 0.025)
    pen.line(dark, [(0.05, 0.9), (0.45, 0.62), (0.85, 0.9)], 0.015)
    pen.rect(dark, (-0.25, 0.08, 1.4, 0.42), radius=0.02)
    poster = mix(scene.sky_low, (226, 214, 186), 0.55)
    pen.rect(poster, (-0.21, 0.12, 1.32, 0.34))
    pen.rect(mix(poster, (170, 50, 40), 0.6), (-0.21, 0.12, 1.32, 0.1))
    _faded_text(pen, rng.choice(_BILLBOARD_SLOGANS), (0.45, 0.32), 0.13, mix(poster, (40, 30, 30), 0.75))
    # A torn corner of the poster flapping in the wind.
    pen.polygon(dark, [(0.9, 0.12), (1.11, 0.12), (1.11, 0.3), (1.02, 0.26)])
    pen.line(dark, [(-0.25, 0.55), (1.15, 0.55)], 0.02)


def _landmark_motel_sign(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 2.3, spread=0.58)
    dark, rng = scene.silhouette, scene.rng
    pen.capsule(dark, (0.5, 1.0), (0.5, 0.2), 0.035)
    pen.rect(dark, (0.1, 0.0, 0.8, 0.34), radius=0.05)
    neon = (255, 80, 90)
    glow = art.new_surface(pen.surface.get_size())
    glow_pen = Pen(glow, pen.scale, pen.origin)
    glow_pen.rect(with_alpha(neon, 60), (0.13, 0.03, 0.74, 0.28), radius=0.04)
    pen.surface.blit(glow, (0, 0))
    _faded_text(pen, "MOTEL", (0.5, 0.17), 0.17, neon)
    arrow = [(0.05, 0.38), (0.8, 0.38), (0.98, 0.47), (0.8, 0.56), (0.05, 0.56)]
    pen.polygon(dark, arrow, corner=0.02)
    bulb = (255, 214, 120)
    for i in range(8):
        if rng.random() < 0.75:  # some bulbs are dead
            pen.circle(bulb, (0.12 + i * 0.095, 0.47), 0.02)
    _faded_text(pen, rng.choice(("VACANCY", "NO VACANCY", "OPEN")), (0.5, 0.64), 0.07, (140, 240, 150))


def _landmark_gas_pump(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 1.9, spread=0.55)
    dark, rim = scene.silhouette, scene.rim_light
    body = [(0.28, 1.0), (0.28, 0.3), (0.34, 0.24), (0.66, 0.24), (0.72, 0.3), (0.72, 1.0)]
    pen.polygon(dark, body, corner=0.02)
    pen.line(rim, [(0.72, 0.3), (0.72, 0.98)], 0.012)
    pen.circle(dark, (0.5, 0.13), 0.14)
    pen.circle(mix(scene.sky_low, (255, 240, 210), 0.5), (0.5, 0.13), 0.11)  # the glass globe
    _faded_text(pen, "GAS", (0.5, 0.13), 0.09, (180, 40, 30))
    pen.circle(mix(scene.sky_low, (240, 230, 200), 0.3), (0.5, 0.44), 0.1)  # the meter dial
    pen.line(dark, [(0.5, 0.44), (0.56, 0.39)], 0.015)
    pen.rect(mix(scene.sky_low, dark, 0.6), (0.36, 0.6, 0.28, 0.1))
    hose = (
        art.bezier_points((0.72, 0.5), (0.98, 0.62), (0.86, 0.94))
        + art.bezier_points((0.86, 0.94), (0.8, 1.0), (0.76, 0.8))[1:]
    )
    pen.line(dark, hose, 0.03)
    pen.rect(dark, (0.72, 0.72, 0.1, 0.12), radius=0.02)


def _landmark_water_tower(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.3, 3.2)
    dark, rim = scene.silhouette, scene.rim_light
    for top, bottom in (
        ((0.26, 0.46), (0.12, 1.0)),
        ((0.74, 0.46), (0.88, 1.0)),
        ((0.42, 0.46), (0.38, 1.0)),
        ((0.58, 0.46), (0.62, 1.0)),
    ):
        pen.line(dark, [top, bottom], 0.025)
    for y0, y1 in ((0.5, 0.74), (0.74, 0.98)):
        pen.line(dark, [(0.24 - (y0 - 0.46) * 0.25, y0), (0.86 - (1 - y1) * 0.25, y1)], 0.012)
        pen.line(dark, [(0.76 + (y0 - 0.46) * 0.25, y0), (0.14 + (1 - y1) * 0.25, y1)], 0.012)
    pen.rect(dark, (0.18, 0.16, 0.64, 0.3), radius=0.03)
    pen.polygon(dark, [(0.14, 0.18), (0.5, 0.0), (0.86, 0.18)], corner=0.01)
    pen.line(dark, [(0.1, 0.46), (0.9, 0.46)], 0.02)
    pen.line(rim, [(0.8, 0.18), (0.8, 0.44)], 0.012)
    _faded_text(
        pen,
        scene.rng.choice(("DRY CREEK", "PARADISE", "HOPE", "RED ROCK")),
        (0.5, 0.31),
        0.08,
        mix(dark, scene.sky_low, 0.35),
    )


def _landmark_mesa(scene: _Scene, side: int) -> None:
    """A flat-topped butte on the horizon: sheer cliffs over scree slopes."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    rock = mix((156, 80, 50), scene.sky_low, 0.35)
    horizon = scene.horizon + 1

    def butte(center: float, half: float, rise: float, color) -> None:
        top, foot = horizon - rise, horizon - rise * 0.3
        outline = [(center - half * 1.6, horizon), (center - half * 1.08, foot), (center - half, top + rise * 0.04)]
        x = center - half * 0.92
        while x < center + half * 0.9:
            outline.append((x, top + rng.uniform(-0.02, 0.04) * rise))
            x += half * rng.uniform(0.12, 0.25)
        outline += [(center + half, top + rise * 0.05), (center + half * 1.08, foot), (center + half * 1.6, horizon)]
        pygame.draw.polygon(canvas, color, outline)
        # The cliff face turned away from the light, and its scree below.
        shade = [
            (center + half * 0.72, top + rise * 0.03),
            (center + half, top + rise * 0.05),
            (center + half * 1.08, foot),
            (center + half * 1.6, horizon),
            (center + half * 0.95, horizon),
            (center + half * 0.8, foot),
        ]
        pygame.draw.polygon(canvas, darken(color, 0.28), shade)
        for i in range(1, 4):
            y = top + (foot - top) * i / 4
            pygame.draw.line(
                canvas,
                darken(color, 0.15),
                (center - half * 0.98, y),
                (center + half * 0.74, y),
                max(1, round(height * 0.003)),
            )

    center = width * (0.5 + side * rng.uniform(0.2, 0.3))
    half = width * rng.uniform(0.12, 0.16)
    butte(center - side * half * 2.6, half * 0.4, height * 0.06, mix(rock, scene.sky_low, 0.35))
    butte(center, half, height * rng.uniform(0.15, 0.19), rock)


def _saguaro(pen: Pen, color, rim, flip: int) -> None:
    def x(value: float) -> float:
        return 0.5 + flip * (value - 0.5)

    pen.capsule(color, (x(0.5), 1.0), (x(0.5), 0.08), 0.085)
    pen.capsule(color, (x(0.5), 0.58), (x(0.27), 0.58), 0.06)
    pen.capsule(color, (x(0.27), 0.58), (x(0.27), 0.3), 0.06)
    pen.capsule(color, (x(0.5), 0.46), (x(0.72), 0.46), 0.055)
    pen.capsule(color, (x(0.72), 0.46), (x(0.72), 0.2), 0.055)
    pen.line(rim, [(x(0.55), 0.12), (x(0.55), 0.96)], 0.012)


def _landmark_cactus(scene: _Scene, side: int) -> None:
    dark = mix((36, 58, 34), scene.silhouette, 0.5)
    far = mix(dark, scene.sky_low, 0.3)
    for depth, height_frac, spread in ((5.0, 0.1, 0.95), (3.5, 0.14, 0.7)):
        _saguaro(_landmark_pen(scene, side, height_frac, depth, spread), far, far, scene.rng.choice((-1, 1)))
    _saguaro(_landmark_pen(scene, side, 0.36, 1.8, spread=0.4), dark, scene.rim_light, -side)


def _landmark_bridge(scene: _Scene, side: int) -> None:
    """A collapsed overpass across the road."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    width, height = canvas.get_size()
    dark = scene.silhouette
    u = 1 / rng.uniform(2.6, 3.4)
    ground_y = road.y(u)
    clearance = height * 0.55 * u
    deck = height * 0.2 * u
    deck_top = ground_y - clearance - deck
    for s in (-1, 1):
        x = road.edge(u, s, 1.25)
        pygame.draw.rect(canvas, dark, pygame.Rect(x - deck * 0.45, deck_top, deck * 0.9, clearance + deck))
    gap_center = road.center(u) + road.half_width * u * rng.uniform(-0.3, 0.3)
    gap = road.half_width * u * 0.5
    jag = deck * 0.6
    left = [
        (0, deck_top),
        (gap_center - gap, deck_top),
        (gap_center - gap + jag * 0.4, deck_top + deck * 0.5),
        (gap_center - gap - jag * 0.3, deck_top + deck),
        (0, deck_top + deck),
    ]
    right = [
        (width, deck_top),
        (gap_center + gap, deck_top),
        (gap_center + gap - jag * 0.5, deck_top + deck * 0.4),
        (gap_center + gap + jag * 0.2, deck_top + deck),
        (width, deck_top + deck),
    ]
    for part in (left, right):
        pygame.draw.polygon(canvas, dark, part)
    pygame.draw.line(
        canvas, scene.rim_light, (0, deck_top), (gap_center - gap, deck_top), max(1, round(height * 0.003))
    )
    # Guard rail, bent rebar and the slab that fell onto the road.
    rail_y = deck_top - deck * 0.35
    for x0, x1 in ((0, gap_center - gap), (gap_center + gap, width)):
        pygame.draw.line(canvas, dark, (x0, rail_y), (x1, rail_y), max(1, round(deck * 0.12)))
        x = x0
        while x < x1:
            pygame.draw.line(canvas, dark, (x, rail_y), (x, deck_top), max(1, round(deck * 0.08)))
            x += deck * 0.9
    for i in range(4):
        start = (gap_center - gap + i * deck * 0.1, deck_top + deck * (0.3 + i * 0.15))
        art.polyline(
            canvas, dark, [start, (start[0] + deck * 0.4, start[1] + deck * (0.5 + i * 0.2))], max(1.0, deck * 0.05)
        )
    slab = [
        (gap_center - gap * 1.1, ground_y),
        (gap_center - gap * 0.8, ground_y - deck * 1.3),
        (gap_center + gap * 0.9, ground_y - deck * 0.5),
        (gap_center + gap * 1.2, ground_y),
    ]
    pygame.draw.polygon(canvas, dark, slab)


def _palm(pen: Pen, color, lean: float, rng: random.Random) -> None:
    base, top = (0.5, 1.0), (0.5 + lean, 0.12)
    control = (0.5 + lean * 0.1, 0.5)
    trunk = art.bezier_points(base, control, top, 12)
    for i, (a, b) in enumerate(zip(trunk, trunk[1:])):
        pen.capsule(color, a, b, 0.035 - i * 0.0014)
    for angle in (-170, -140, -110, -70, -40, -10, 20, 160):
        angle += rng.uniform(-10, 10)
        reach = rng.uniform(0.26, 0.36)
        tip = (
            top[0] + math.cos(math.radians(angle)) * reach,
            top[1] + math.sin(math.radians(angle)) * reach * 0.5 + 0.14,
        )
        middle = ((top[0] + tip[0]) / 2, min(top[1], tip[1]) - 0.05)
        frond = art.bezier_points(top, middle, tip, 10)
        for i, (a, b) in enumerate(zip(frond, frond[1:])):
            pen.capsule(color, a, b, 0.028 * (1 - i / 11))
    for dx in (-0.03, 0.02):
        pen.circle(color, (top[0] + dx, top[1] + 0.04), 0.025)


def _landmark_palm_trees(scene: _Scene, side: int) -> None:
    rng = scene.rng
    for depth, height_frac, spread in ((2.8, 0.3, 0.5), (2.2, 0.38, 0.72), (3.6, 0.24, 0.95)):
        _palm(
            _landmark_pen(scene, side, height_frac, depth, spread),
            scene.silhouette,
            rng.uniform(0.06, 0.16) * rng.choice((-1, 1)),
            rng,
        )


def _landmark_city_skyline(scene: _Scene, side: int) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    color = mix(scene.silhouette, scene.sky_low, 0.25)
    windows = mix(scene.sky_low, (255, 220, 140), 0.6)
    x = width * rng.uniform(0.05, 0.2)
    end = width * rng.uniform(0.8, 0.95)
    smoke_sources = []
    while x < end:
        building_w = width * rng.uniform(0.04, 0.09)
        building_h = height * rng.uniform(0.06, 0.2)
        top = scene.horizon - building_h
        if rng.random() < 0.3:
            # Broken top: the building took a hit.
            pygame.draw.polygon(
                canvas,
                color,
                [
                    (x, scene.horizon + 1),
                    (x, top + building_h * 0.2),
                    (x + building_w * 0.4, top),
                    (x + building_w * 0.6, top + building_h * 0.25),
                    (x + building_w, top + building_h * 0.1),
                    (x + building_w, scene.horizon + 1),
                ],
            )
            smoke_sources.append((x + building_w * 0.5, top))
        else:
            pygame.draw.rect(canvas, color, pygame.Rect(x, top, building_w, building_h + 2))
            if rng.random() < 0.3:
                pygame.draw.line(
                    canvas,
                    color,
                    (x + building_w / 2, top),
                    (x + building_w / 2, top - building_h * 0.25),
                    max(1, round(width * 0.004)),
                )
        for _ in range(rng.randint(0, 3)):
            wx = x + building_w * rng.uniform(0.15, 0.75)
            wy = top + building_h * rng.uniform(0.2, 0.8)
            pygame.draw.rect(canvas, windows, pygame.Rect(wx, wy, max(1, width * 0.008), max(1, height * 0.008)))
        x += building_w * rng.uniform(0.9, 1.1)
    layer = art.new_surface(canvas.get_size())
    for sx, sy in smoke_sources[:2]:
        for i in range(10):
            radius = width * (0.015 + i * 0.006)
            pygame.draw.circle(
                layer,
                with_alpha(mix(scene.silhouette, scene.sky_low, 0.5), 70 - i * 5),
                (sx + i * width * 0.012, sy - i * height * 0.02),
                radius,
            )
    canvas.blit(layer, (0, 0))


def _landmark_wrecked_car(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.14, 2.2, spread=0.42)
    dark, rim = scene.silhouette, scene.rim_light
    body = [(-0.4, 0.86), (-0.38, 0.55), (0.0, 0.5), (0.2, 0.2), (0.85, 0.18), (1.1, 0.48), (1.45, 0.55), (1.48, 0.86)]
    rotated = [(x, y + (x - 0.5) * 0.1 * side) for x, y in body]
    pen.polygon(dark, rotated, corner=0.04)
    pen.polygon(
        mix(scene.sky_low, dark, 0.7),
        [(0.3, 0.3 + -0.02 * side), (0.8, 0.28 + 0.03 * side), (0.95, 0.48 + 0.045 * side), (0.25, 0.5 - 0.025 * side)],
    )
    pen.line(rim, [(rotated[3][0], rotated[3][1]), (rotated[4][0], rotated[4][1])], 0.03)
    pen.circle(darken(dark, 0.4), (0.0, 0.9 - 0.05 * side), 0.16)
    pen.circle(darken(dark, 0.4), (1.1, 0.9 + 0.06 * side), 0.16)
    layer = art.new_surface(pen.surface.get_size())
    smoke = Pen(layer, pen.scale, pen.origin)
    for i in range(9):
        smoke.circle(
            with_alpha(mix(dark, scene.sky_low, 0.45), 90 - i * 8), (1.2 + i * 0.08, 0.35 - i * 0.22), 0.12 + i * 0.05
        )
    pen.surface.blit(layer, (0, 0))


def _landmark_windmill(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.34, 2.8)
    dark, rng = scene.silhouette, scene.rng
    pen.line(dark, [(0.3, 1.0), (0.46, 0.24)], 0.022)
    pen.line(dark, [(0.7, 1.0), (0.54, 0.24)], 0.022)
    for y in (0.45, 0.65, 0.85):
        left = 0.3 + (1.0 - y) * 0.21
        pen.line(dark, [(left, y), (1 - left, y)], 0.012)
    pen.line(dark, [(0.33, 0.85), (0.64, 0.45)], 0.01)
    pen.line(dark, [(0.67, 0.85), (0.36, 0.45)], 0.01)
    hub = (0.5, 0.2)
    spin = rng.uniform(0, 20)
    for i in range(16):
        angle = math.radians(spin + i * 22.5)
        inner = (hub[0] + math.cos(angle) * 0.05, hub[1] + math.sin(angle) * 0.05)
        outer = (hub[0] + math.cos(angle) * 0.19, hub[1] + math.sin(angle) * 0.19)
        pen.line(dark, [inner, outer], 0.028)
    pen.arc(dark, hub, 0.19, 0, 360, 0.012)
    pen.circle(dark, hub, 0.04)
    pen.polygon(dark, [(0.52, 0.18), (0.85, 0.14), (0.85, 0.27), (0.52, 0.22)])


def _landmark_radio_tower(scene: _Scene, side: int) -> None:
    pen = _landmark_pen(scene, side, 0.48, 3.4, spread=0.7)
    dark = scene.silhouette
    pen.line(dark, [(0.46, 1.0), (0.5, 0.0)], 0.016)
    pen.line(dark, [(0.54, 1.0), (0.5, 0.0)], 0.016)
    y, flip = 0.95, 1
    points = []
    while y > 0.05:
        half = 0.04 * y
        points.append((0.5 + flip * half, y))
        flip = -flip
        y -= 0.05
    pen.line(dark, points, 0.006)
    for anchor_x in (0.05, 0.95):
        pen.line(dark, [(0.5, 0.15), (anchor_x, 1.0)], 0.004)
        pen.line(dark, [(0.5, 0.5), (anchor_x + (0.5 - anchor_x) * 0.4, 1.0)], 0.004)
    layer = art.new_surface(pen.surface.get_size())
    glow = Pen(layer, pen.scale, pen.origin)
    glow.circle((255, 60, 40, 70), (0.5, 0.0), 0.05)
    pen.surface.blit(layer, (0, 0))
    pen.circle((255, 70, 50), (0.5, 0.0), 0.016)


# name -> (drawer, drawn on the horizon before the ground?)
_LANDMARKS: dict[str, tuple[Callable[[_Scene, int], None], bool]] = {
    "billboard": (_landmark_billboard, False),
    "motel_sign": (_landmark_motel_sign, False),
    "gas_pump": (_landmark_gas_pump, False),
    "water_tower": (_landmark_water_tower, False),
    "mesa": (_landmark_mesa, True),
    "cactus": (_landmark_cactus, False),
    "bridge": (_landmark_bridge, False),
    "palm_trees": (_landmark_palm_trees, False),
    "city_skyline": (_landmark_city_skyline, True),
    "wrecked_car": (_landmark_wrecked_car, False),
    "windmill": (_landmark_windmill, False),
    "radio_tower": (_landmark_radio_tower, False),
}
_LANDMARK_ORDER = tuple(_LANDMARKS)
LANDMARK_NAMES = _LANDMARK_ORDER


def landmark_for(card_id: str) -> str:
    """Which landmark a card id's scene shows (stable across runs)."""
    return _LANDMARK_ORDER[_seed(str(card_id)) % len(_LANDMARK_ORDER)]


# ---------------------------------------------------------------------------
# Epilogue cards
# ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=64)
def _epilogue_face(fields: EpilogueFields, size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surface = _scene(fields.id, "epilogue", 0, 0, size).copy()
    layout = _layout(size)
    margin = layout.margin

    # "EPILOGUE" ribbon across the top.
    ribbon_rect = pygame.Rect(0, 0, round(width * 0.7), max(12, round(height * 0.075)))
    ribbon_rect.midtop = (width // 2 - round(width * 0.06), margin)
    surface.blit(art.ribbon(ribbon_rect.size, PALETTE["asphalt_dark"], EPILOGUE_ACCENT), ribbon_rect)
    label = art.text("EPILOGUE", round(ribbon_rect.height * 0.52), EPILOGUE_ACCENT)
    surface.blit(label, label.get_rect(center=(ribbon_rect.centerx, ribbon_rect.y + round(ribbon_rect.height * 0.45))))

    if fields.points:
        star = _points_star(fields.points, layout.star)
        surface.blit(star, (width - margin - layout.star + round(width * 0.025), margin - round(width * 0.03)))

    # The text goes on its own layer first so the emblem can be sized to the
    # room left between the top ribbon and the name, then sit under the text.
    text_layer = art.new_surface(size)
    text_fields = CardFields(fields.id, fields.name, 1, 0, 0, 0, "", 0, 0, 0, "event", fields.text)
    text_top = _draw_name_and_text(text_layer, text_fields, layout, accent=EPILOGUE_ACCENT)
    room_top = ribbon_rect.bottom + round(height * 0.01)
    emblem_size = max(8, min(round(width * 0.36), text_top - room_top))
    emblem_center = (width // 2, (room_top + text_top) // 2)

    # The resource this ending rewards, big, on a halo.
    halo = art.new_surface((emblem_size * 2, emblem_size * 2))
    for i in range(8, 0, -1):
        pygame.draw.circle(
            halo, with_alpha(EPILOGUE_ACCENT, 14), (emblem_size, emblem_size), emblem_size * (0.45 + i * 0.07)
        )
    surface.blit(halo, halo.get_rect(center=emblem_center))
    if fields.resource in art.RESOURCE_SHAPES:
        emblem = art.resource_token(fields.resource, emblem_size)
        surface.blit(emblem, emblem.get_rect(center=emblem_center))
    elif fields.resource == "survivors":
        small = round(emblem_size * 0.8)
        for dx, color in ((-0.3, SURVIVOR_COLORS[0]), (0.3, SURVIVOR_COLORS[1]), (0.0, SURVIVOR_COLORS[2])):
            figure = art.meeple(small, color, lead=dx == 0.0)
            surface.blit(figure, figure.get_rect(center=(emblem_center[0] + round(dx * emblem_size), emblem_center[1])))

    surface.blit(text_layer, (0, 0))
    return art.finish(surface)
