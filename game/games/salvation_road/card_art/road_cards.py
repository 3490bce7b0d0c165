"""Road cards (unexplored: the road picture and the types it needs; explored: the green side with
the obstacle and its cost), the road deck's back and Salvation's gate."""
from __future__ import annotations

import functools
import random
from typing import Mapping, NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen
from game.ui.board_kit import int_or

from ..piece_names import RESOURCES
from .palette import SR, SCENE_SUPERSAMPLE, stable_seed, card_size
from .text import txt, fit_line, put
from .frames import card_frame, name_plate


class RoadFields(NamedTuple):
    id: str
    name: str
    explored: bool
    needs: tuple
    cost: tuple          # ((resource, n), ...)


def road_fields(data: Mapping) -> RoadFields:
    explored = bool(data.get("explored"))
    cost = data.get("cost") if isinstance(data.get("cost"), Mapping) else {}
    needs = tuple(str(r) for r in (data.get("needs") or ()) if str(r) in RESOURCES)
    return RoadFields(
        id=str(data.get("id", "") or "") if explored else "",
        name=str(data.get("name", "") or "") if explored else "",
        explored=explored,
        needs=needs,
        cost=tuple((r, int_or(cost.get(r))) for r in RESOURCES if int_or(cost.get(r)) > 0) if explored else (),
    )


def road_card(data: Mapping, size: Sequence[int]) -> pygame.Surface:
    """A road card on the roadmap: unexplored (the road picture and the types of resource it
    needs) or explored (the green side: the obstacle's name and exact cost)."""
    return _road_card(road_fields(data), card_size(size, 16))


def road_back(size: Sequence[int]) -> pygame.Surface:
    """The road deck: an unexplored road with no needs showing."""
    return _road_card(RoadFields("", "", False, (), ()), card_size(size, 16))


@functools.lru_cache(maxsize=64)
def _road_picture(size: tuple[int, int], seed: int, green: bool) -> pygame.Surface:
    width, height = size
    f = SCENE_SUPERSAMPLE
    cw, ch = width * f, height * f
    rng = random.Random(seed)
    if green:
        stops = [(0.0, (40, 70, 52)), (0.5, (96, 128, 90)), (0.62, (170, 176, 130)), (1.0, (52, 70, 50))]
    else:
        stops = [(0.0, (42, 48, 58)), (0.5, (110, 108, 100)), (0.62, (198, 150, 96)), (1.0, (48, 46, 44))]
    canvas = art.vertical_gradient((cw, ch), stops)
    pen = Pen(canvas, scale=cw)
    aspect = ch / cw
    horizon = aspect * 0.58
    silhouette = (26, 40, 30) if green else (30, 28, 30)
    x = 0.0
    while x < 1.0:
        bw = rng.uniform(0.05, 0.12)
        bh = aspect * rng.uniform(0.05, 0.22)
        if abs(x + bw / 2 - 0.5) > 0.12:
            pen.polygon(silhouette, [(x, horizon), (x, horizon - bh), (x + bw * 0.5, horizon - bh * rng.uniform(0.7, 1.1)),
                                     (x + bw, horizon - bh * 0.8), (x + bw, horizon)])
        x += bw + rng.uniform(0.0, 0.03)
    ground = (62, 80, 58) if green else (70, 64, 56)
    pen.rect(ground, (0, horizon, 1, aspect - horizon))
    vx = 0.5 + rng.uniform(-0.06, 0.06)
    road = (34, 36, 38) if not green else (38, 48, 40)
    pen.polygon(road, [(vx - 0.01, horizon), (vx + 0.01, horizon), (0.86, aspect), (0.14, aspect)])
    for i in range(5):
        t0, t1 = (i + 0.2) / 5.2, (i + 0.6) / 5.2
        y0, y1 = horizon + (aspect - horizon) * t0 ** 1.5, horizon + (aspect - horizon) * t1 ** 1.5
        w0, w1 = 0.004 + 0.012 * t0, 0.004 + 0.012 * t1
        xc0 = vx + (0.5 - vx) * t0 ** 1.5
        xc1 = vx + (0.5 - vx) * t1 ** 1.5
        pen.polygon(art.PALETTE["road_yellow"] if not green else (220, 230, 170),
                    [(xc0 - w0, y0), (xc0 + w0, y0), (xc1 + w1, y1), (xc1 - w1, y1)])
    art.vignette(canvas, strength=170)
    return art.downsample(canvas, size)


@functools.lru_cache(maxsize=96)
def _road_card(fields: RoadFields, size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    green = fields.explored
    surf = _road_picture(size, stable_seed("road:" + fields.id) if fields.id else 1234, green).copy()
    unit = min(width, height)
    if green:
        # name plate top, cost row bottom
        plate_h = max(10, round(height * 0.22))
        pr = pygame.Rect(round(width * 0.05), round(height * 0.07), round(width * 0.9), plate_h)
        surf.blit(name_plate(pr.size, (30, 52, 36), (130, 190, 120)), pr)
        label = fit_line((fields.name or "Explored").upper(), pr.width - round(plate_h * 0.7),
                          max(7, round(plate_h * 0.56)), 6, SR["bone"], True)
        put(surf, label, pr, center=pr.center)
        _cost_row(surf, [(r, n) for r, n in fields.cost], height, width, counts=True)
    else:
        if fields.needs:
            _cost_row(surf, [(r, None) for r in fields.needs], height, width, counts=False)
        banner = fit_line("UNEXPLORED", round(width * 0.86), max(7, round(unit * 0.14)), 6, (236, 226, 200), True,
                          outline=(20, 18, 16))
        put(surf, banner, surf.get_rect(), midtop=(width // 2, round(height * 0.06)))
    card_frame(surf, (130, 190, 120) if green else (170, 150, 110), 1, rivets=False)
    return art.finish(surf)


def _cost_row(surf: pygame.Surface, items: list, height: int, width: int, counts: bool) -> None:
    if not items:
        return
    strip_h = max(10, round(height * 0.34))
    strip = pygame.Rect(round(width * 0.05), height - strip_h - round(height * 0.07), round(width * 0.9), strip_h)
    surf.blit(art.panel(strip.size, (12, 14, 14, 210), strip_h // 3, border=(255, 255, 255, 40)), strip)
    token = max(8, round(strip_h * 0.72))
    number_size = max(7, round(strip_h * 0.62))
    parts = []
    for res, n in items:
        tok = art.resource_token(res, token)
        num = txt(str(n), number_size, SR["bone"], True) if counts and n is not None else None
        parts.append((tok, num))
    gap = max(2, round(strip_h * 0.18))
    total = sum(t.get_width() + (n.get_width() + 2 if n else 0) for t, n in parts) + gap * (len(parts) - 1)
    if not counts:
        q = txt("?", number_size, SR["hazard"], True)
        total += q.get_width() + gap
    scale = min(1.0, (strip.width - 6) / max(1, total))
    x = strip.centerx - round(total * scale) // 2
    for tok, num in parts:
        if scale < 1.0:
            tok = pygame.transform.smoothscale(tok, (max(4, round(tok.get_width() * scale)),) * 2)
        surf.blit(tok, tok.get_rect(midleft=(x, strip.centery)))
        x += tok.get_width() + 1
        if num is not None:
            put(surf, num, strip, midleft=(x, strip.centery))
            x += num.get_width() + 1
        x += round(gap * scale)
    if not counts:
        put(surf, q, strip, midleft=(x, strip.centery))


def salvation_gate(size: Sequence[int]) -> pygame.Surface:
    """Salvation's gate: a walled town with two watchtowers and a lit gate, end of the road."""
    return _salvation_gate(card_size(size, 16))


@functools.lru_cache(maxsize=16)
def _salvation_gate(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    f = 3
    cw, ch = width * f, height * f
    canvas = art.vertical_gradient((cw, ch), [(0.0, (38, 44, 62)), (0.55, (150, 120, 110)), (0.72, (238, 190, 120)),
                                              (1.0, (60, 50, 44))])
    pen = Pen(canvas, scale=cw)
    a = ch / cw
    g = a * 0.8
    pen.circle((255, 236, 190, 70), (0.5, g * 0.72), 0.3)
    pen.circle((255, 236, 190, 110), (0.5, g * 0.78), 0.16)
    wall = (34, 30, 32)
    pen.rect(wall, (0.0, g - a * 0.32, 1.0, a * 0.32))
    for i in range(12):                                                  # crenellations
        pen.rect(wall, (i / 11.0 - 0.02, g - a * 0.37, 0.045, a * 0.06))
    for tx in (0.14, 0.86):
        pen.rect(wall, (tx - 0.09, g - a * 0.6, 0.18, a * 0.6))
        pen.polygon(wall, [(tx - 0.12, g - a * 0.6), (tx, g - a * 0.76), (tx + 0.12, g - a * 0.6)])
        pen.rect((250, 200, 110), (tx - 0.03, g - a * 0.5, 0.06, a * 0.06))
    pen.polygon((18, 16, 18), art.arc_points((0.5, g - a * 0.14), 0.16, 180, 360) + [(0.66, g), (0.34, g)])
    pen.polygon((255, 214, 140), art.arc_points((0.5, g - a * 0.14), 0.11, 180, 360) + [(0.61, g), (0.39, g)])
    pen.rect((60, 50, 44), (0, g, 1, a - g))
    pen.polygon((34, 34, 36), [(0.42, g), (0.58, g), (0.8, a), (0.2, a)])
    art.vignette(canvas, strength=140)
    surf = art.downsample(canvas, size)
    card_frame(surf, (236, 196, 110), 1, rivets=False)
    return art.finish(surf)


__all__ = ["RoadFields", "road_fields", "road_card", "road_back", "salvation_gate"]
