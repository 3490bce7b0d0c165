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


__all__ = ["_procedural_face", "_override_face", "_layout", "_draw_name_and_text"]
