"""Map tiles: the face (the painted place, its name plate, the spawn number, the indoor roof, the
scavenge icons and, where there is room, the trigger and the tile's text) and the face-down back
(only the campaign's pattern). The van and the camp are tiles too: ``van_face`` is ``tile_face``."""
from __future__ import annotations

import functools
import math
import random

import pygame

from ....ui import art, text_fit
from ....ui.board_kit import cover
from .common import (CAMPAIGN_RIM, MIN_TEXT, SCAVENGE_RGB, WW, badge, campaign_of, chip, darken, frame, grain, lighten,
                     mix, name_in, paint, paragraph, plate, plate_height, seed_of, shade)
from .icons import medallion, pictogram
from .scenes import landscape, scene_for

TEXT_FROM = 160       # below this width a tile shows its name and numbers, not its text
TRIGGER_WORDS = {"reveal": "Reveal", "enter": "Enter", "stop": "Stop", "end": "End", "action": "Action",
                 "test": "Test", "exposure": "Exposure"}
TRIGGER_RGB = {"reveal": (70, 120, 170), "enter": (190, 120, 40), "stop": (180, 50, 40), "end": (110, 80, 150),
               "action": (60, 140, 80), "test": (150, 110, 60), "exposure": (60, 150, 190)}
PANEL = {"frozen": (232, 238, 244), "scorched": (242, 228, 202)}
PLATE = {"frozen": (42, 62, 92), "scorched": (112, 52, 30)}


def tile_text(tile) -> str:
    """The tile's words without a leading "Reveal:" (the trigger chip says it)."""
    text = tile.text.strip()
    head, sep, rest = text.partition(":")
    if sep and tile.trigger != "none" and head.lower().startswith(tile.trigger) and len(head) <= 20:
        rest = rest.strip()
        return rest[:1].upper() + rest[1:]
    return text


def _spawn_badge(s: pygame.Surface, spawn: int, center, radius: int) -> None:
    hot = spawn in (6, 8)
    badge(s, str(spawn), center, radius, (246, 240, 226), (170, 30, 26) if hot else WW["ink"])


def _scavenge_row(s: pygame.Surface, tile, x: int, y: int, size: int, right: int) -> None:
    icons = {"red": "fuel_can", "green": "food_tin", "blue": "bullets"}
    for deck in tile.scavenge:
        if x + size > right:
            return
        s.blit(medallion(icons.get(deck, "bag"), size, SCAVENGE_RGB.get(deck, (120, 120, 120))), (x, y))
        x += size - max(1, size // 8)
    if tile.free_scavenge and tile.scavenge:
        chip(s, "FREE", (x + 2, y + size // 2 - max(6, size * 5 // 11)), max(12, size * 10 // 11), (250, 226, 110),
             right, WW["ink"])


def _picture_share(tile, text: str, w: int, h: int, m: int) -> float:
    """How much of a large tile's height the picture takes: as much as leaves the text room at a
    comfortable size (0.36 to 0.64 of the tile)."""
    if not text:
        return 0.8
    unit = min(w, h)
    want = max(MIN_TEXT, round(unit * 0.048))
    pad = max(3, m)
    width = w - 2 * m - 2 * pad
    below = round(unit * 0.06) + (max(12, round(unit * 0.075)) + 3 if tile.trigger != "none" else 0) + 2 * m + pad + 6
    for share in (0.64, 0.6, 0.56, 0.52, 0.48):
        if text_fit.fit_paragraph(text, width, round(h * (1 - share)) - below, want, want) is not None:
            return share
    for share in (0.48, 0.44, 0.4):          # a small tile: the picture gives way before the words are cut
        if text_fit.fit_paragraph(text, width, round(h * (1 - share)) - below, want, MIN_TEXT) is not None:
            return share
    return 0.36


@functools.lru_cache(maxsize=256)
def tile_face(tile, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """A map tile face up. Small (under TEXT_FROM wide): the picture fills it; larger: the picture on top
    and the trigger and text below. `picture`: a mod's art for the painted place."""
    w, h = size
    campaign = campaign_of(tile)
    s = art.new_surface(size)
    s.fill(PANEL[campaign])
    grain(s, seed_of(tile.id))
    m = max(2, round(min(w, h) * 0.028))
    roomy = w >= TEXT_FROM and h >= TEXT_FROM
    text = tile_text(tile)
    pic = pygame.Rect(m, m, w - 2 * m, (h - 2 * m) if not roomy else round(h * _picture_share(tile, text, w, h, m)))
    s.blit(cover(picture, pic.size) if picture is not None else
           landscape(scene_for(tile), campaign, pic.size, seed_of(tile.id), f"{tile.id} {tile.name}".lower()), pic)
    unit = min(w, h)
    base_h = max(15, round(unit * 0.12))
    roof_w = round(base_h * 0.9) if tile.indoor else 0
    plate_h = plate_height(tile.name, pic.width - 2 * m, base_h, roof_w)
    bar = pygame.Rect(pic.x + m, pic.bottom - plate_h - m, pic.width - 2 * m, plate_h)
    if roomy:                   # straddling the picture's edge, so the place shows
        bar.centery = pic.bottom
    shade(s, bar.inflate(4, 4).move(0, 2), (0, 0, 0), 70, plate_h // 3)
    roof = tile.indoor
    name_box = bar.copy()
    plate(s, "", bar, PLATE[campaign])
    if roof:
        icon = pictogram("roof", round(base_h * 0.8), (246, 226, 160))
        s.blit(icon, icon.get_rect(midleft=(bar.x + max(3, base_h // 4), bar.centery)))
        name_box.x += roof_w
        name_box.width -= roof_w
    name_in(s, tile.name, name_box.inflate(-2 * max(3, min(plate_h, 20) // 3), 0), round(base_h * 0.64),
            (246, 242, 232))
    r = max(9, round(unit * 0.085))
    if tile.spawn:
        _spawn_badge(s, tile.spawn, (pic.right - r - m, pic.y + r + m), r)
    icon_size = max(18, round(unit * 0.145))
    _scavenge_row(s, tile, pic.x + m, pic.y + m, icon_size, pic.right - 2 * r - 2 * m)
    if tile.trigger != "none":
        chip_h = max(12, round(unit * 0.075))
        word = TRIGGER_WORDS.get(tile.trigger, tile.trigger.title()).upper()
        fill = TRIGGER_RGB.get(tile.trigger, (90, 90, 90))
        if roomy and text:
            at = (m + max(3, m), bar.bottom + max(3, m))
        else:
            at = (bar.x, bar.y - chip_h - 2)
        placed = chip(s, word, at, chip_h, fill, w - m, (250, 248, 240))
        if roomy and text and placed is not None:
            px = max(9, round(unit * 0.05))
            box = pygame.Rect(m + max(3, m), placed.bottom + 3, w - 2 * m - 2 * max(3, m),
                              h - placed.bottom - 3 - 2 * m)
            paragraph(s, text, box, px, WW["ink"])
    elif roomy and text:
        px = max(9, round(unit * 0.05))
        box = pygame.Rect(m + max(3, m), bar.bottom + max(4, m), w - 2 * m - 2 * max(3, m), h - bar.bottom - 3 * m - 2)
        paragraph(s, text, box, px, (60, 60, 64))
    edge, inner = CAMPAIGN_RIM[campaign]
    frame(s, edge, inner, 0.04)
    return s


def van_face(tile, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """The Van or the Camp: a tile like any other (its picture is the van or the camp)."""
    return tile_face(tile, size, picture)


@functools.lru_cache(maxsize=16)
def tile_back(size: tuple[int, int], campaign: str) -> pygame.Surface:
    """A tile face down: the campaign's pattern and emblem, nothing about the tile."""
    w, h = size
    scorched = campaign == "scorched"
    base = (150, 80, 44) if scorched else (44, 74, 116)
    rng = random.Random(7 if scorched else 3)

    def draw(canvas: pygame.Surface) -> None:
        cw, ch = canvas.get_size()
        canvas.blit(art.vertical_gradient((cw, ch), [(0.0, lighten(base, 0.12)), (1.0, darken(base, 0.25))]), (0, 0))
        pen = art.Pen(canvas, scale=min(cw, ch))
        unit = min(cw, ch)
        if scorched:            # cracked earth: a jittered grid of dry plates
            cells = 6
            pts = {(i, j): ((i + rng.uniform(-0.3, 0.3) * (0 < i < cells)) / cells * cw / unit,
                            (j + rng.uniform(-0.3, 0.3) * (0 < j < cells)) / cells * ch / unit)
                   for i in range(cells + 1) for j in range(cells + 1)}
            for i in range(cells):
                for j in range(cells):
                    quad = [pts[i, j], pts[i + 1, j], pts[i + 1, j + 1], pts[i, j + 1]]
                    c = sum(x for x, _ in quad) / 4, sum(y for _, y in quad) / 4
                    inner = [(c[0] + (x - c[0]) * 0.86, c[1] + (y - c[1]) * 0.86) for x, y in quad]
                    pen.polygon(mix(base, (200, 120, 70), rng.uniform(0.1, 0.4)), inner, corner=0.01)
        else:                    # a lattice of frost crystals
            for j in range(5):
                for i in range(5):
                    x, y = (i + 0.5 + 0.5 * (j % 2)) / 5 * cw / unit, (j + 0.5) / 5 * ch / unit
                    for k in range(6):
                        a = math.radians(k * 60 + 90)
                        pen.line(lighten(base, 0.18), [(x, y), (x + 0.07 * math.cos(a), y + 0.07 * math.sin(a))], 0.012)
        pen.circle(darken(base, 0.45), (cw / unit / 2, ch / unit / 2), 0.25)
        pen.circle(lighten(base, 0.3), (cw / unit / 2, ch / unit / 2), 0.23, width=0.012)
        pen.circle(darken(base, 0.2), (cw / unit / 2, ch / unit / 2), 0.215)
    s = paint(size, draw)
    emblem = pictogram("sun" if scorched else "snowflake", round(min(w, h) * 0.34),
                       (250, 206, 90) if scorched else (220, 236, 250))
    s.blit(emblem, emblem.get_rect(center=(w // 2, h // 2)))
    frame(s, *CAMPAIGN_RIM["scorched" if scorched else "frozen"], 0.04)
    return s


__all__ = ["tile_face", "van_face", "tile_back", "tile_text", "TEXT_FROM"]
