"""Location cards: the face (``location_card``; the town picture comes from ``town_scenes``), where
its parts lie (``location_layout``), the recon badge and the back every location shares."""
from __future__ import annotations

import functools
import math
import random
from typing import Mapping, NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, lighten, mix
from game.ui.board_kit import cover, int_or

from .palette import SR, stable_seed, card_size, piece_side
from .text import txt, fit_line, paragraph, blit_lines, put, face, keep_face
from ..table_facts import track_label
from .frames import card_frame, concrete, name_plate, drop_shadow
from .pictograms import binoculars
from .town_scenes import location_scene


class LocationLayout(NamedTuple):
    picture: pygame.Rect       # the location supply lies here
    name: pygame.Rect
    track: pygame.Rect
    spaces: list               # one rect per threat track space
    ability: pygame.Rect       # the use / overrun markers cover this


class LocationFields(NamedTuple):
    id: str
    name: str
    recon: bool
    track: tuple
    ability_name: str
    ability_text: str


def location_fields(data: Mapping) -> LocationFields:
    ability = data.get("ability") if isinstance(data.get("ability"), Mapping) else {}
    track = data.get("track") if isinstance(data.get("track"), (list, tuple)) else ()
    return LocationFields(
        id=str(data.get("id", "") or ""),
        name=str(data.get("name", "") or data.get("id", "") or "?"),
        recon=bool(data.get("recon")),
        track=tuple(int_or(v) for v in track),
        ability_name=str(ability.get("name", "") or ""),
        ability_text=str(ability.get("text", "") or ""),
    )


def _name_lines(name: str, plate: pygame.Rect) -> tuple[int, list[str], int]:
    """The location's name on its plate: (font size, lines, room), two lines when one won't do."""
    room = plate.width - round(plate.height * 1.1)
    name = name.upper()
    size_px = art.fit_text_size(name, room, max(8, round(plate.height * 0.46)), minimum=7, bold=True)
    if art.text_size(name, size_px, True)[0] > room and " " in name:
        return 7, art.wrap_text(name, 7, room, bold=True)[:2], room
    return size_px, [name], room


def location_layout(size: Sequence[int], track_len: int, name: str = "") -> LocationLayout:
    """Where a location card's parts lie. Pass the name: a long one on a narrow card takes a
    two-line plate that reaches up over the picture's foot."""
    width, height = card_size(size)
    m = max(3, round(width * 0.055))
    pic_h = round(height * 0.43)
    picture = pygame.Rect(m, m, width - 2 * m, pic_h)
    name_text = name
    name_h = max(12, round(height * 0.085))
    name = pygame.Rect(round(m * 0.6), picture.bottom - name_h // 3, width - round(m * 1.2), name_h)
    track_h = max(12, round(height * 0.1))
    track = pygame.Rect(m, name.bottom + max(2, round(height * 0.02)), width - 2 * m, track_h)
    n = max(1, int(track_len))
    gap = max(1, round(track.width * 0.015))
    sw = (track.width - gap * (n - 1)) / n
    spaces = [pygame.Rect(round(track.x + i * (sw + gap)), track.y, max(3, round(sw)), track.height) for i in range(n)]
    ability = pygame.Rect(m, track.bottom + max(2, round(height * 0.025)), width - 2 * m, 0)
    ability.height = height - m - ability.y
    plate = name
    if name_text:
        _, lines, _ = _name_lines(name_text, plate)
        extra = art.line_height(7) * len(lines) + 4 - plate.height if len(lines) > 1 else 0
        if extra > 0:
            plate = pygame.Rect(plate.x, plate.y - extra, plate.width, plate.height + extra)
    return LocationLayout(picture, plate, track, spaces, ability)


def location_card(data: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> pygame.Surface:
    """A face-up location card: the town picture (the supply lies on it), the name plate, the
    printed threat track (modifiers, a skull on the last space), the ability box; a recon
    location carries binoculars top-left."""
    return _location_card(location_fields(data), card_size(size, 24), override)


@functools.lru_cache(maxsize=48)
def _location_card(fields: LocationFields, size: tuple[int, int], override) -> pygame.Surface:
    with face() as info:
        return keep_face(_draw_location_card(fields, size, override), info)


def _draw_location_card(fields: LocationFields, size: tuple[int, int], override) -> pygame.Surface:
    width, height = size
    track = fields.track or (0, 1, 1, 2, 2, 3)
    lay = location_layout(size, len(track), fields.name)
    surf = concrete(size, (92, 90, 84), (48, 47, 45), stable_seed("loc:" + fields.id))
    pr = lay.picture
    pic = cover(override, pr.size) if override is not None else location_scene(fields.id, fields.name, pr.size)
    win = pic.copy()
    art.round_corners(win, max(2, width // 30))
    pygame.draw.rect(surf, (0, 0, 0), pr.inflate(4, 4), border_radius=max(2, width // 28))
    surf.blit(win, pr)
    # name plate: one line, or two on a narrow card (the plate grows up over the picture)
    plate_rect = lay.name
    size_px, lines, room = _name_lines(fields.name, pygame.Rect(plate_rect.x, 0, plate_rect.width,
                                                                 max(12, round(height * 0.085))))
    surf.blit(name_plate(plate_rect.size, (40, 38, 36), SR["rust"]), plate_rect)
    if len(lines) == 1:
        label = fit_line(lines[0], room, size_px, 7, SR["bone"], True)
        put(surf, label, plate_rect, center=plate_rect.center)
    else:
        lh = art.line_height(size_px)
        y = plate_rect.centery - lh * len(lines) // 2
        for line in lines:
            label = fit_line(line, room, size_px, 7, SR["bone"], True)
            put(surf, label, plate_rect, midtop=(plate_rect.centerx, y))
            y += lh
    # threat track
    tr = lay.track
    pygame.draw.rect(surf, (18, 18, 20), tr.inflate(4, 4), border_radius=max(2, tr.height // 4))
    n = len(lay.spaces)
    for i, (rect, mod) in enumerate(zip(lay.spaces, track)):
        last = i == n - 1
        heat = i / max(1, n - 1)
        fill = (150, 28, 26) if last else mix((88, 84, 70), (176, 96, 40), heat)
        pygame.draw.rect(surf, fill, rect, border_radius=max(1, rect.height // 5))
        pygame.draw.rect(surf, lighten(fill, 0.25), rect, 1, border_radius=max(1, rect.height // 5))
        if last:
            sk = art.icon("skull", max(6, min(rect.width, rect.height) - 2), SR["bone"])
            surf.blit(sk, sk.get_rect(center=rect.center))
        else:
            num = fit_line(track_label(mod), rect.width - 1, max(7, min(round(rect.height * 0.55),
                                                                        round(rect.width * 0.5))), 6, SR["bone"], True)
            put(surf, num, rect, center=rect.center)
    # ability
    ab = lay.ability
    if ab.height > 8:
        box = art.panel(ab.size, (*SR["paper"], 244), max(2, width // 40), border=(70, 60, 50, 255))
        surf.blit(box, ab)
        pad = max(2, round(width * 0.03))
        y = ab.y + pad
        if fields.ability_name:
            head = fit_line(fields.ability_name, ab.width - 2 * pad, max(8, round(width * 0.075)), 7, SR["rust_dark"], True)
            put(surf, head, ab, midtop=(ab.centerx, y))
            y += head.get_height()
        room = ab.bottom - pad - y
        if fields.ability_text and room >= 8:
            size_px, lines, lh = paragraph(fields.ability_text, ab.width - 2 * pad, room,
                                            max(8, round(width * 0.064)), 7)
            blit_lines(surf, lines, size_px, lh, 0, y, SR["ink"], center=ab.centerx, box=ab)
    card_frame(surf, SR["rust"] if not fields.recon else SR["hazard"], 1)
    if fields.recon:
        badge = recon_badge(max(10, round(width * 0.17)))
        surf.blit(badge, (round(width * 0.03), round(width * 0.03)))
    return art.finish(surf)


def recon_badge(size: int) -> pygame.Surface:
    """The recon symbol: binoculars on a hazard-yellow diamond."""
    return _recon_badge(piece_side(size))


@functools.lru_cache(maxsize=32)
def _recon_badge(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.polygon((0, 0, 0, 140), art.regular_polygon_points((0.5, 0.53), 0.47, 4), corner=0.04)
        pen.polygon(SR["soot"], art.regular_polygon_points((0.5, 0.5), 0.47, 4), corner=0.04)
        pen.polygon(SR["hazard"], art.regular_polygon_points((0.5, 0.5), 0.4, 4), corner=0.03)
        layer = art.new_surface(canvas.get_size())
        binoculars(Pen(layer).sub(0.27, 0.26, 0.46), SR["soot"])
        canvas.blit(layer, (0, 0))

    return art.finish(art.supersampled((size, size), draw))


def location_back(size: Sequence[int]) -> pygame.Surface:
    """The back of every location card: a street map with a pin; it names nothing."""
    return _location_back(card_size(size, 16))


@functools.lru_cache(maxsize=32)
def _location_back(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surf = concrete(size, (84, 88, 80), (44, 46, 43), 4242)
    rng = random.Random(77)
    m = max(4, round(width * 0.07))
    paper = pygame.Rect(m, m, width - 2 * m, round(height * 0.66))
    # a folded street map of the town: blocks, streets, a river, the route home in red
    chart = art.new_surface(paper.size)
    chart.fill((214, 206, 180, 255))
    pw, ph = paper.size
    step = max(8, pw // 6)
    for bx in range(-step // 2, pw, step):
        for by in range(-step // 2, ph, step):
            if rng.random() < 0.8:
                block = pygame.Rect(bx + 3, by + 3, step - 6 + rng.randrange(-2, 3), step - 6 + rng.randrange(-2, 3))
                shade = rng.choice(((190, 180, 150), (176, 168, 140), (168, 178, 140), (196, 170, 140)))
                pygame.draw.rect(chart, shade, block)
    river = [(0, ph * 0.72)] + [(pw * t / 6, ph * (0.72 - 0.14 * math.sin(t))) for t in range(1, 7)]
    pygame.draw.lines(chart, (120, 150, 170), False, river, max(3, pw // 22))
    route = [(pw * 0.1, ph * 0.9), (pw * 0.1, ph * 0.5), (pw * 0.45, ph * 0.5), (pw * 0.45, ph * 0.25),
             (pw * 0.72, ph * 0.25)]
    for a_pt, b_pt in zip(route, route[1:]):
        length = math.hypot(b_pt[0] - a_pt[0], b_pt[1] - a_pt[1])
        dash = max(3, pw // 30)
        for k in range(0, int(length), dash * 2):
            t0, t1 = k / length, min(1.0, (k + dash) / length)
            pygame.draw.line(chart, (180, 40, 34), (a_pt[0] + (b_pt[0] - a_pt[0]) * t0, a_pt[1] + (b_pt[1] - a_pt[1]) * t0),
                             (a_pt[0] + (b_pt[0] - a_pt[0]) * t1, a_pt[1] + (b_pt[1] - a_pt[1]) * t1), max(2, pw // 60))
    for x in (pw // 3, 2 * pw // 3):                                     # fold creases
        pygame.draw.line(chart, (150, 140, 118), (x, 0), (x, ph), 1)
        pygame.draw.line(chart, (236, 230, 206), (x + 1, 0), (x + 1, ph), 1)
    pygame.draw.line(chart, (150, 140, 118), (0, ph // 2), (pw, ph // 2), 1)
    shade = art.vertical_gradient(paper.size, [(0.0, (255, 255, 255, 0)), (1.0, (60, 40, 20, 90))])
    chart.blit(shade, (0, 0))
    art.round_corners(chart, max(2, pw // 40))
    surf.blit(drop_shadow(paper.size, max(2, pw // 40)), paper.move(0, max(2, height // 80)))
    surf.blit(chart, paper)
    pin_size = round(min(paper.width, paper.height) * 0.5)

    def draw_pin(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        drop = art.teardrop_points((0.5, 0.95), (0.5, 0.4), 0.3)
        pen.polygon((0, 0, 0, 110), [(x + 0.03, y + 0.03) for x, y in drop])
        pen.polygon(SR["soot"], drop, corner=0.03)
        pen.polygon(SR["rust_light"], art.teardrop_points((0.5, 0.9), (0.5, 0.4), 0.25))
        pen.circle(SR["soot"], (0.5, 0.4), 0.1)

    pin = art.supersampled((pin_size, pin_size), draw_pin)
    surf.blit(pin, pin.get_rect(midbottom=(paper.x + round(paper.width * 0.72), paper.y + round(paper.height * 0.3)
                                           + round(pin_size * 0.55))))
    label = fit_line("LOCATION", width * 0.76, max(8, round(width * 0.115)), 7, SR["bone"], True)
    plate = name_plate((round(width * 0.84), label.get_height() + max(4, height // 28)), (34, 32, 30), SR["rust"])
    pr = plate.get_rect(midtop=(width // 2, paper.bottom + max(3, height // 30)))
    surf.blit(plate, pr)
    put(surf, label, pr, center=pr.center)
    q = txt("UNEXPLORED", max(7, round(width * 0.065)), SR["hazard"], True)
    if q.get_width() < width - 2 * m:
        put(surf, q, pygame.Rect(m, 0, width - 2 * m, height), midtop=(width // 2, pr.bottom + max(2, height // 40)))
    card_frame(surf, (120, 116, 100), 1)
    return art.finish(surf)


__all__ = ["LocationLayout", "LocationFields", "location_fields", "location_layout", "track_label", "location_card",
           "recon_badge", "location_back"]
