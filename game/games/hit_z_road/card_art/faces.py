"""Composing a Hit Z Road card face: the roadside scene (scene.py) under the name ribbon, the
text box (rules text, or a flavour line) and the corner badges (badges.py); or a modder's
picture in the card frame with the same badges over it."""
from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from ....ui import art
from ....ui.art import PALETTE, with_alpha
from ....ui.board_kit import cover
from .badges import _counted_token, _horde_skulls, _level_diamonds, _points_star, _poker_card, _zombie_hand
from .fields import LEVEL_ACCENTS, RESOURCES, CardFields
from ....ui import text_fit as _fit
from .memo import memo
from .scene import _draw_frame, _scene


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


@memo(maxsize=512)
def _procedural_face(fields: CardFields, size: tuple[int, int]) -> pygame.Surface:
    surface = _scene(fields.id, fields.level, fields.zombies, fields.horde, size, fields.art).copy()
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
    canvas.blit(cover(override, inner.size), inner)
    _draw_frame(canvas, LEVEL_ACCENTS[fields.level], factor=1)
    _draw_corner_badges(canvas, fields, _layout(size))
    return art.finish(canvas)


def _blank_card(size: tuple[int, int]) -> pygame.Surface:
    surface = art.new_surface(size)
    radius = round(min(size) * 0.06)
    pygame.draw.rect(surface, PALETTE["asphalt_dark"], surface.get_rect(), border_radius=radius)
    return surface


def _body_font_sizes(width: int) -> tuple[int, int]:
    """Preferred and smallest body text sizes for a card this wide (never under 9 px)."""
    return max(9, round(width * 0.072)), max(9, round(width * 0.056))


def _fit_paragraph(
    content: str, max_width: int, max_height: int, preferred: int, smallest: int, italic: bool = False
) -> tuple[int, list[str], int] | None:
    """Largest font size (preferred..smallest) at which the text, wrapped at word boundaries,
    fits the box whole; (size, lines, line height), or None when it fits at no size (the
    card then shows no text: the card view carries it)."""
    for size in range(preferred, smallest - 1, -1):
        lines = art.wrap_text(content, size, max_width, italic=italic)
        line_height = art.line_height(size, italic=italic)
        if len(lines) * line_height > max_height or " ".join(lines).split() != content.split():
            continue            # too tall, or a word had to be split
        if all(art.text_size(line, size, italic=italic)[0] <= max_width for line in lines):
            return size, lines, line_height
    return None


def _draw_name_and_text(surface: pygame.Surface, fields: CardFields, layout: _Layout, accent=None) -> int:
    """Draw the name ribbon and the text box (or flavour line) above the
    bottom strip; returns the y where they begin, so the art above is free.

    Text that fits at no size from the preferred down to the smallest (9 px at least) is left
    off whole (a small card shows its name and badges; the card view shows the rest)."""
    width, height = surface.get_size()
    margin = layout.margin
    box_bottom = layout.bottom_strip_top - round(height * 0.012)
    box_width = width - margin * 2
    padding = max(3, round(width * 0.035))
    preferred, smallest = _body_font_sizes(width)
    max_box_height = round(height * 0.44)
    name = _fit_name(fields.name, width - round(margin * 0.6), max(12, round(height * 0.085))) if fields.name else None
    banner_height = name[2] if name else max(12, round(height * 0.085))

    box_top = box_bottom
    fit = None
    if fields.text and fields.kind in ("event", "fight"):
        fit = _fit_paragraph(
            fields.text, box_width - padding * 2, max_box_height - padding * 2 - banner_height // 3,
            preferred, smallest
        )
    elif fields.text:
        fit = _fit_paragraph(
            fields.text, box_width - padding * 2, round(height * 0.2), max(smallest, preferred - 1), smallest,
            italic=True
        )
    if fit is not None and fields.kind in ("event", "fight"):
        size, lines, line_height = fit
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
        inner = pygame.Rect(margin + padding, box_top + banner_height // 3, box_width - padding * 2,
                            box_height - banner_height // 3 - padding)
        y = box_bottom - padding - len(lines) * line_height
        for line in lines:
            rendered = art.text(line, size, ink)
            rect = surface.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
            _fit.report("card text", line, line, rect, inner, size)
            y += line_height
        _fit.report("card text whole", " ".join(lines), " ".join(fields.text.split()), inner, inner)
    elif fit is not None:
        # Cards without effects carry a flavour line instead of a rules box.
        size, lines, line_height = fit
        box_height = len(lines) * line_height + padding + banner_height // 3
        box_top = box_bottom - box_height
        strip = art.panel((box_width, box_height), (14, 14, 16, 170), round(width * 0.03), border=(0, 0, 0, 0))
        surface.blit(strip, (margin, box_top))
        inner = pygame.Rect(margin + padding, box_top + banner_height // 3, box_width - padding * 2,
                            box_height - banner_height // 3)
        y = box_bottom - padding // 2 - len(lines) * line_height
        for line in lines:
            rendered = art.text(line, size, PALETTE["bone"], italic=True)
            rect = surface.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
            _fit.report("card text", line, line, rect, inner, size)
            y += line_height
        _fit.report("card text whole", " ".join(lines), " ".join(fields.text.split()), inner, inner)

    if not name:
        return box_top
    banner_rect = pygame.Rect(0, 0, width - round(margin * 0.6), banner_height)
    banner_rect.midbottom = (width // 2, box_top + banner_height // 3 + 1)
    _draw_name_banner(surface, name, banner_rect, accent or LEVEL_ACCENTS[fields.level])
    return banner_rect.top


_NAME_MIN = 9          # the smallest card name, in pixels
_BAND = 0.74           # the share of a ribbon's height its flat band has (art.ribbon: 8%..82%)


def _name_band(ribbon_width: int) -> int:
    """How wide the name may run on a ribbon: its flat middle, or on a small card (where the
    ribbon is narrow) over the tails too."""
    return int(ribbon_width * (0.72 if ribbon_width >= 110 else 0.9))


def _fit_name(name: str, ribbon_width: int, base_height: int) -> tuple[int, list[str], int] | None:
    """The name on the ribbon: (size, lines, ribbon height). One line at 56% of the ribbon's
    height, shrunk to fit the ribbon's flat middle; under 9 px, two (or three) lines at 9 px
    or more and a taller ribbon; on a card too small even for that, the largest size from 8 px
    down to 7 at which it fits on up to three lines; None (no ribbon) on a card smaller still."""
    label = name.upper()
    usable = _name_band(ribbon_width)
    start = max(_NAME_MIN, round(base_height * 0.56))

    def attempt(size: int, rows: int) -> tuple[int, list[str], int] | None:
        lines = art.wrap_text(label, size, usable)
        if len(lines) > rows or " ".join(lines).split() != label.split():
            return None
        if any(art.text_size(line, size)[0] > usable for line in lines):
            return None
        step = max(art.line_height(size), art.text_size(label, size)[1]) if len(lines) > 1 else \
            art.text_size(label, size)[1]
        return size, lines, max(base_height, -(-len(lines) * step * 100 // round(_BAND * 100)) + 2)

    for rows, sizes in ((1, range(start, _NAME_MIN - 1, -1)), (2, range(start, _NAME_MIN - 1, -1)),
                        (3, range(_NAME_MIN, _NAME_MIN - 1, -1)), (3, range(_NAME_MIN - 1, 6, -1))):
        for size in sizes:
            found = attempt(size, rows)
            if found is not None:
                return found
    return None


def _drop_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    return art.panel(size, (0, 0, 0, 110), radius, border=(0, 0, 0, 0))


def _draw_name_banner(surface: pygame.Surface, name: tuple[int, list[str], int], rect: pygame.Rect, accent) -> None:
    """The ribbon and the name on it (name: _fit_name's size, lines and ribbon height)."""
    surface.blit(art.ribbon(rect.size, PALETTE["asphalt_dark"], accent), rect)
    size, lines, _height = name
    band = pygame.Rect(0, rect.y + round(rect.height * 0.08), _name_band(rect.width), round(rect.height * _BAND))
    band.centerx = rect.centerx
    step = max(art.line_height(size), art.text_size(lines[0], size)[1]) if len(lines) > 1 else \
        art.text_size(lines[0], size)[1]
    y = band.centery - (step * len(lines)) // 2
    for line in lines:
        rendered = art.text(line, size, PALETTE["bone"])
        rect_line = rendered.get_rect(midtop=(band.centerx, y))
        rect_line.clamp_ip(band)
        surface.blit(rendered, rect_line)
        _fit.report("card name", line, line, rect_line, band, size)
        y += step
    _fit.report("card name whole", " ".join(lines), " ".join(lines), band, band)


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


__all__ = ["_procedural_face", "_override_face", "_layout", "_draw_name_and_text"]
