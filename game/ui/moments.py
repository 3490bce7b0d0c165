"""What just happened, held up to be seen: the last roll of the dice, and the big moments.

The match screen keeps the latest roll a seat may see in a strip of its side panel until a newer
roll replaces it, so dice rolled by the answer that ended a fight (or a turn) are still there to
read; the hand-off screen shows it too. A headline (a game's big moment, such as an apocalypse
card) is held up over the board for a few seconds with what followed from it, and bots wait for
it. Neither knows any game's rules: they read events, and the board draws the dice.
"""
from __future__ import annotations

from typing import Iterable, Sequence

import pygame

from ..core.prompt import ROLL_EVENT, Event, matches
from .theme import Colors, FontBook
from .widgets import blit_text, draw_panel, ellipsize, wrap_text

HEADLINE_S = 3.2            # seconds a headline stays up at normal speed
ROLL_HOLD_S = 1.1           # seconds bots wait after a roll at normal speed, so it can be seen
HEADLINE_LINES = 6          # the headline and what followed from it, at most this many lines


def latest_roll(events: Sequence[Event]) -> Event | None:
    for event in reversed(events):
        if event.kind == ROLL_EVENT:
            return event
    return None


def has_roll(events: Iterable[Event]) -> bool:
    return any(event.kind == ROLL_EVENT for event in events)


def headline(events: Sequence[Event], patterns: tuple[tuple[str, dict], ...]) -> list[Event]:
    """The first big moment among one answer's events and what followed it (the wounds a card
    dealt, say), or [] when there was none."""
    for index, event in enumerate(events):
        if matches(event, patterns):
            return list(events[index:index + HEADLINE_LINES])
    return []


def draw_roll_strip(surface: pygame.Surface, rect: pygame.Rect, fonts: FontBook, roll: Event | None,
                    dice: list[pygame.Surface]) -> None:
    """The last roll: the dice as the board draws them, and the roll's words beside or under them."""
    scale = fonts.scale
    heading = fonts.get(13, bold=True)
    blit_text(surface, "LAST ROLL", heading, Colors.TEXT_MUTED, (rect.x, rect.y))
    if roll is None:
        blit_text(surface, "No dice rolled yet", fonts.small(), Colors.TEXT_MUTED,
                  (rect.x + heading.size("LAST ROLL")[0] + round(10 * scale), rect.y))
        return
    top = rect.y + heading.get_linesize() + round(2 * scale)
    x = rect.x
    gap = round(4 * scale)
    shown = 0
    for die in dice:
        if x + die.get_width() > rect.right:
            break
        surface.blit(die, (x, top))
        x += die.get_width() + gap
        shown += 1
    if shown < len(dice):
        blit_text(surface, f"+{len(dice) - shown}", fonts.small(), Colors.TEXT, (x, top))
    font = fonts.small()
    words_top = top + (dice[0].get_height() + gap if dice else 0)
    room = max(1, (rect.bottom - words_top) // font.get_linesize())
    lines = wrap_text(roll.text, font, rect.width)
    if len(lines) > room:
        lines = lines[:room - 1] + [ellipsize(" ".join(lines[room - 1:]), font, rect.width)]
    for index, line in enumerate(lines):
        blit_text(surface, line, font, Colors.TEXT, (rect.x, words_top + index * font.get_linesize()))


def headline_box(board: pygame.Rect, fonts: FontBook, events: Sequence[Event]) -> tuple[pygame.Rect, list]:
    """Where a headline goes over the board (its lower middle) and its wrapped lines, each with its style."""
    scale = fonts.scale
    width = min(board.width - round(40 * scale), round(620 * scale))
    pad = round(16 * scale)
    title_font, body_font = fonts.get(20, bold=True), fonts.body()
    lines: list[tuple[str, pygame.font.Font, bool]] = []
    for index, event in enumerate(events):
        font = title_font if index == 0 else body_font
        lines += [(line, font, index == 0) for line in wrap_text(event.text, font, width - 2 * pad)]
    height = sum(font.get_linesize() for _, font, _ in lines) + 2 * pad
    box = pygame.Rect(0, 0, width, min(height, board.height - round(40 * scale)))
    box.midbottom = (board.centerx, board.bottom - round(24 * scale))
    return box, lines


def draw_headline(surface: pygame.Surface, board: pygame.Rect, fonts: FontBook, events: Sequence[Event]) -> pygame.Rect:
    box, lines = headline_box(board, fonts, events)
    pad = round(16 * fonts.scale)
    draw_panel(surface, box, raised=True, radius=round(12 * fonts.scale), border=Colors.ACCENT + (255,))
    y = box.y + pad
    for line, font, is_title in lines:
        if y + font.get_linesize() > box.bottom - pad // 2:
            break
        blit_text(surface, line, font, Colors.ACCENT if is_title else Colors.TEXT, (box.x + pad, y))
        y += font.get_linesize()
    return box
