"""Time: the day/night card's two sides (Day: a big red arrow the monster tokens move along, or a
lone sun when they stay; Night: the moon, the card's name and its text) and the round clock board
(its steps around the rim, each event with its sign, quiet steps as dots, the hand on the current
step, events the mission does not use faded)."""
from __future__ import annotations

import functools
import math
import random

import pygame

from ....ui import art
from ....ui.art import Pen
from ....ui.board_kit import cover
from .common import WW, body_px, frame, line, paint, paragraph, plate, plate_height, seed_of, shade
from .icons import medallion, pictogram

ARROW_DEGREES = {"N": 0, "E": 90, "S": 180, "W": 270}
ARROW_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
EVENT_RGB = {"exposure": (60, 130, 196), "night": (40, 50, 110), "tribes": (170, 50, 40), "day": (226, 170, 40)}
EVENT_NAMES = {"exposure": "Exposure", "night": "Night", "tribes": "Tribes", "day": "Day"}


def _rotate(points, degrees: float, center=(0.5, 0.5)):
    a = math.radians(degrees)
    cx, cy = center
    return [(cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a), cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a))
            for x, y in points]


@functools.lru_cache(maxsize=64)
def day_face(card, size: tuple[int, int]) -> pygame.Surface:
    """The day side: where the monster tokens move (a red arrow up, right, down or left for N, E, S, W),
    or a sun with no arrow when they stay."""
    w, h = size
    s = art.vertical_gradient(size, [(0.0, (92, 152, 210)), (0.7, (190, 218, 236)), (1.0, (236, 232, 214))])
    m = max(3, round(w * 0.045))
    ph = max(17, round(h * 0.1))
    plate(s, "DAY", pygame.Rect(m, m, w - 2 * m, ph), (230, 176, 50), WW["ink"])
    d = min(w - 2 * m, round(h * 0.66))
    center = (w // 2, m + ph + 4 + d // 2)
    arrow = card.arrow if card.arrow in ARROW_DEGREES else ""

    def dial(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        if not arrow:
            pen.circle((255, 250, 220, 120), (0.5, 0.5), 0.46)
            return
        pen.circle((255, 255, 255, 150), (0.5, 0.5), 0.47)
        pen.circle((120, 150, 180), (0.5, 0.5), 0.47, width=0.012)
        for k in range(16):
            a = math.radians(k * 22.5)
            r0 = 0.41 if k % 4 else 0.37
            pen.line((110, 130, 150), [(0.5 + r0 * math.cos(a), 0.5 + r0 * math.sin(a)),
                                       (0.5 + 0.45 * math.cos(a), 0.5 + 0.45 * math.sin(a))], 0.01)

    def pointer(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        shape = [(0.5, 0.1), (0.76, 0.42), (0.6, 0.42), (0.6, 0.86), (0.4, 0.86), (0.4, 0.42), (0.24, 0.42)]
        turned = _rotate(shape, ARROW_DEGREES[arrow])
        pen.polygon((0, 0, 0, 70), [(x + 0.015, y + 0.02) for x, y in turned], corner=0.02)
        pen.polygon((120, 14, 16), turned, corner=0.025)
        pen.polygon((206, 34, 30), _rotate([(0.5, 0.14), (0.71, 0.4), (0.57, 0.4), (0.57, 0.83), (0.43, 0.83),
                                            (0.43, 0.4),
                                            (0.29, 0.4)], ARROW_DEGREES[arrow]), corner=0.01)
    corner = (center[0] - d // 2, center[1] - d // 2)
    s.blit(paint((d, d), dial), corner)
    if not arrow:
        sun = pictogram("sun", round(d * 0.8), (250, 200, 60))
        s.blit(sun, sun.get_rect(center=center))
    else:
        if d >= 110:            # the compass letters, under the arrow
            px = max(9, round(d * 0.08))
            for letter, deg in ARROW_DEGREES.items():
                a = math.radians(deg - 90)
                c = (center[0] + round(d * 0.33 * math.cos(a)), center[1] + round(d * 0.33 * math.sin(a)))
                line(s, letter, pygame.Rect(c[0] - px, c[1] - px, 2 * px, 2 * px), px, (70, 90, 110), bold=True,
                     align="center")
        s.blit(paint((d, d), pointer), corner)
    caption = f"Tokens move {ARROW_WORDS[arrow]}" if arrow else "Tokens stay put"
    px = max(9, round(w * 0.07))
    box = pygame.Rect(m, center[1] + d // 2 + 2, w - 2 * m, h - m - (center[1] + d // 2 + 2))
    line(s, caption, box, px, (40, 50, 60), bold=True, align="center")
    frame(s, (40, 70, 110), (250, 250, 250))
    return s


@functools.lru_cache(maxsize=64)
def night_face(card, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """The night side: the moon over the dark, the card's name and its text."""
    w, h = size
    s = art.vertical_gradient(size, [(0.0, (10, 14, 34)), (0.6, (30, 40, 80)), (1.0, (50, 60, 96))])
    rng = random.Random(seed_of(card.id))
    for _ in range(w * h // 260):
        v = rng.randrange(150, 256)
        s.set_at((rng.randrange(w), rng.randrange(round(h * 0.6))), (v, v, min(255, v + 20)))
    m = max(3, round(w * 0.045))
    ph = plate_height(card.name, w - 2 * m, max(17, round(h * 0.1)))
    top = line(s, "NIGHT", pygame.Rect(m, m, w - 2 * m, max(11, round(h * 0.08))), max(9, round(h * 0.055)),
               (170, 180, 220),
               bold=True, align="center").bottom
    head = pygame.Rect(m, top + 2, w - 2 * m, ph)
    d = round(min(w * 0.5, h * 0.28))
    center = (w // 2, head.bottom + 6 + d // 2)
    if picture is not None:
        pic = pygame.Rect(m, head.bottom + 3, w - 2 * m, d + 6)
        s.blit(cover(picture, pic.size), pic)
    else:
        glow = art.new_surface((d * 2, d * 2))
        for k in range(12, 0, -1):
            pygame.draw.circle(glow, (200, 210, 255, round(90 * (1 - k / 13) ** 2)), (d, d),
                               round(d * (0.35 + 0.055 * k)))
        s.blit(glow, glow.get_rect(center=center))
        moon = pictogram("moon", d, (240, 236, 210))
        s.blit(moon, moon.get_rect(center=center))
    plate(s, card.name, head, (44, 56, 104), (236, 236, 250))
    box = pygame.Rect(m, center[1] + d // 2 + 6, w - 2 * m, h - m - (center[1] + d // 2 + 6))
    shade(s, box, (4, 6, 20), 140, max(3, w // 40))
    paragraph(s, card.text, box.inflate(-max(6, w // 25), -max(4, w // 40)), body_px(w), (230, 232, 244), middle=True)
    frame(s, (6, 8, 20), (110, 120, 170))
    return s


def event_icon(event: str, exposure: str = "cold") -> tuple[str, tuple]:
    if event == "exposure":
        return ("sun", (214, 112, 36)) if exposure == "heat" else ("snowflake", EVENT_RGB["exposure"])
    return {"night": "moon", "tribes": "banner", "day": "sun"}.get(event, "star"), EVENT_RGB.get(event, (110, 110, 110))


def clock_dial(size, steps, position: int, active_events, exposure: str = "cold") -> pygame.Surface:
    """The clock board: `steps` (the Clock record's steps: an event or "" each) around the rim from the
    top, clockwise; the hand on step `position`; events not in `active_events` faded. `exposure`:
    "cold" (a snowflake) or "heat" (a sun) for the exposure step."""
    return _clock_dial((int(size[0]), int(size[1])), tuple(steps), int(position) % max(1, len(steps)),
                       frozenset(active_events), str(exposure))


@functools.lru_cache(maxsize=64)
def _clock_dial(size: tuple[int, int], steps: tuple, position: int, active: frozenset, exposure: str) -> pygame.Surface:
    w, h = size
    side = min(w, h)
    n = max(1, len(steps))
    angle = lambda k: math.radians(-90 + 360 * k / n)       # noqa: E731

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 110), (0.5, 0.515), 0.49)
        pen.circle((70, 46, 30), (0.5, 0.5), 0.485)
        pen.circle((120, 82, 50), (0.5, 0.5), 0.465)
        pen.circle((96, 64, 38), (0.5, 0.5), 0.45, width=0.006)
        pen.circle((24, 30, 48), (0.5, 0.5), 0.39)
        pen.circle((38, 48, 74), (0.5, 0.5), 0.37)
        for k in range(n):                         # dividers between the steps
            a = angle(k + 0.5)
            pen.line((80, 96, 130), [(0.5 + 0.2 * math.cos(a), 0.5 + 0.2 * math.sin(a)),
                                     (0.5 + 0.37 * math.cos(a), 0.5 + 0.37 * math.sin(a))], 0.006)
        a = math.radians(-90 + 360 * position / n)
        pen.circle((255, 220, 120, 90), (0.5 + 0.28 * math.cos(a), 0.5 + 0.28 * math.sin(a)), 0.1)
    s = art.new_surface(size)
    dial = paint((side, side), draw)
    ox, oy = (w - side) // 2, (h - side) // 2
    s.blit(dial, (ox, oy))
    cx, cy = ox + side / 2, oy + side / 2
    icon = max(12, round(side * 0.15))
    for k, event in enumerate(steps):
        a = angle(k)
        x, y = cx + side * 0.28 * math.cos(a), cy + side * 0.28 * math.sin(a)
        if not event:
            r = max(2, round(side * 0.018))
            pygame.draw.circle(s, (150, 160, 190), (round(x), round(y)), r)
            continue
        name, fill = event_icon(event, exposure)
        disc = medallion(name, icon, fill)
        if event not in active:
            disc = art.fade(disc.copy(), 70)
        s.blit(disc, disc.get_rect(center=(round(x), round(y))))
        if side >= 260:                            # the event's name on the wooden rim
            rx, ry = cx + side * 0.43 * math.cos(a), cy + side * 0.43 * math.sin(a)
            px = max(9, round(side * 0.035))
            box = pygame.Rect(0, 0, round(side * 0.2), px + 4)
            box.center = (round(rx), round(ry))
            line(s, EVENT_NAMES.get(event, event.title()).upper(), box, px,
                 (250, 236, 200) if event in active else (170, 140, 110), bold=True, align="center")

    def hand(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        a = math.radians(-90 + 360 * position / n)
        tip = (0.5 + 0.19 * math.cos(a), 0.5 + 0.19 * math.sin(a))
        tail = (0.5 - 0.06 * math.cos(a), 0.5 - 0.06 * math.sin(a))
        nx, ny = -math.sin(a) * 0.028, math.cos(a) * 0.028
        pts = [tail, (0.5 + nx, 0.5 + ny), tip, (0.5 - nx, 0.5 - ny)]
        pen.polygon((0, 0, 0, 120), [(x + 0.006, y + 0.01) for x, y in pts], corner=0.006)
        pen.polygon((150, 110, 40), pts, corner=0.006)
        pen.polygon((236, 196, 90), [tail, (0.5 + nx * 0.5, 0.5 + ny * 0.5), tip], corner=0.003)
        pen.circle((60, 44, 30), (0.5, 0.5), 0.045)
        pen.circle((220, 180, 80), (0.5, 0.5), 0.032)
        pen.circle((120, 90, 40), (0.5, 0.5), 0.012)
    s.blit(paint((side, side), hand), (ox, oy))
    return s


__all__ = ["day_face", "night_face", "clock_dial", "event_icon"]
