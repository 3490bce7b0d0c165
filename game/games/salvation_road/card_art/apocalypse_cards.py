"""Apocalypse card faces and the apocalypse deck's back, and the search deck's back."""
from __future__ import annotations

import functools
import random
from typing import Mapping, NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten, mix
from game.ui.text_fit import fit_paragraph

from ..piece_names import APOCALYPSE_TYPES
from .palette import SR, APOCALYPSE_COLORS, stable_seed, card_size
from .text import fit_line, paragraph, blit_lines, put, face, keep_face
from .frames import card_frame, concrete, back_label
from .pictograms import apocalypse_icon
from .tokens import marauder_token


class ApocalypseFields(NamedTuple):
    id: str
    type: str
    name: str
    text: str
    marauders: str


def apocalypse_fields(data: Mapping) -> ApocalypseFields:
    kind = str(data.get("type", "") or "")
    marauders = data.get("marauders")
    if isinstance(marauders, Mapping):
        marauders = " / ".join(str(v) for v in marauders.values())
    elif isinstance(marauders, (list, tuple)):
        marauders = " / ".join(str(v) for v in marauders)
    elif isinstance(marauders, int) or (isinstance(marauders, str) and marauders.isdigit()):
        marauders = f"+{int(marauders)} MARAUDER" + ("" if int(marauders) == 1 else "S")
    return ApocalypseFields(
        id=str(data.get("id", "") or ""),
        type=kind if kind in APOCALYPSE_TYPES else "death",
        name=str(data.get("name", "") or ""),
        text=str(data.get("text", "") or ""),
        marauders="" if marauders in (None, "") else str(marauders),
    )


def apocalypse_card(data: Mapping, size: Sequence[int], colorblind: bool = False) -> pygame.Surface:
    """An apocalypse card face: its type band (colour and glyph), name, effect text and, when
    the data has it, the marauder reinforcement."""
    return _apocalypse_card(apocalypse_fields(data), card_size(size, 16), bool(colorblind))


@functools.lru_cache(maxsize=64)
def _apocalypse_card(fields: ApocalypseFields, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    with face() as info:
        return keep_face(_draw_apocalypse_card(fields, size, colorblind), info)


def _draw_apocalypse_card(fields: ApocalypseFields, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    width, height = size
    color = APOCALYPSE_COLORS[fields.type]
    surf = concrete(size, mix(color, (40, 38, 36), 0.55), (22, 20, 20), stable_seed("apoc:" + fields.id))
    m = max(3, round(width * 0.06))
    band_h = max(12, round(height * 0.3))
    band = pygame.Rect(m, m, width - 2 * m, band_h)
    stripe = art.vertical_gradient(band.size, [(0.0, lighten(color, 0.12)), (1.0, darken(color, 0.3))])
    art.round_corners(stripe, max(2, width // 30))
    surf.blit(stripe, band)
    ico = apocalypse_icon(fields.type, max(8, round(band_h * 0.7)), SR["bone"], colorblind)
    surf.blit(ico, ico.get_rect(center=(band.centerx, band.y + round(band_h * 0.42))))
    kind = fit_line(fields.type.upper(), band.width - 4, max(7, round(band_h * 0.16)), 6, SR["bone"], True,
                    outline=(0, 0, 0))
    put(surf, kind, band, midbottom=(band.centerx, band.bottom - 1))
    y = band.bottom + max(2, round(height * 0.02))
    if fields.name:
        # the name: one line, else two (a long name is never cut while two lines hold it)
        room = pygame.Rect(m, y, width - 2 * m, round(height * 0.2))
        start = max(8, round(width * 0.1))
        fitted = fit_paragraph(fields.name.upper(), room.width, art.text_size("Hg", start, True)[1], start,
                               max(7, round(start * 0.8)), True, max_lines=1) \
            or fit_paragraph(fields.name.upper(), room.width, room.height, max(7, round(start * 0.8)), 7, True,
                             max_lines=2)
        if fitted is not None:
            size_px, lines = fitted
            lh = art.line_height(size_px, True)
            y = blit_lines(surf, lines, size_px, lh, 0, y, SR["bone"], center=width // 2, box=room, bold=True)
            y += art.text_size("Hg", size_px, True)[1] - lh
        else:
            name = fit_line(fields.name.upper(), room.width, 7, 7, SR["bone"], True)
            y = put(surf, name, room, midtop=(width // 2, y)).bottom
        y += max(1, round(height * 0.01))
    box = pygame.Rect(m, y, width - 2 * m, height - m - y)
    if fields.marauders:
        mh = max(10, round(height * 0.085))
        box.height -= mh + max(2, height // 60)
        words = fields.marauders if "MARAUDER" in fields.marauders else f"{fields.marauders} MARAUDERS"
        tok = marauder_token("bike", mh)
        row = fit_line(words, width - 2 * m - tok.get_width() - 3, round(mh * 0.8), 6, SR["bone"], True)
        total = tok.get_width() + 3 + row.get_width()
        x = max(m, width // 2 - total // 2)
        surf.blit(tok, (x, height - m - mh))
        put(surf, row, pygame.Rect(m, height - m - mh - 2, width - 2 * m, mh + 4),
            midleft=(x + tok.get_width() + 3, height - m - mh // 2))
    if box.height > 12 and fields.text:
        surf.blit(art.panel(box.size, (*SR["paper"], 240), max(2, width // 40), border=(60, 50, 40, 255)), box)
        pad = max(2, round(width * 0.04))
        size_px, lines, lh = paragraph(fields.text, box.width - 2 * pad, box.height - 2 * pad,
                                        max(8, round(width * 0.075)), 6)
        blit_lines(surf, lines, size_px, lh, 0, box.y + pad, SR["ink"], center=box.centerx, box=box)
    card_frame(surf, color, 1)
    return art.finish(surf)


def apocalypse_back(size: Sequence[int]) -> pygame.Surface:
    """The apocalypse deck's back: a mushroom cloud over a broken skyline."""
    return _apocalypse_back(card_size(size, 16))


@functools.lru_cache(maxsize=32)
def _apocalypse_back(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    f = 2
    cw, ch = width * f, height * f
    canvas = art.vertical_gradient((cw, ch), [(0.0, (30, 10, 10)), (0.55, (120, 34, 24)), (0.75, (220, 110, 50)),
                                              (1.0, (26, 14, 12))])
    pen = Pen(canvas, scale=cw)
    a = ch / cw
    g = a * 0.74
    # the cloud: stem and cap
    pen.polygon((40, 20, 18), [(0.42, g), (0.45, g - a * 0.3), (0.55, g - a * 0.3), (0.58, g)], corner=0.02)
    for cx, cy, r in ((0.5, g - a * 0.42, 0.22), (0.32, g - a * 0.38, 0.14), (0.68, g - a * 0.38, 0.14),
                      (0.5, g - a * 0.3, 0.12)):
        pen.circle((56, 24, 20), (cx, cy), r)
    pen.circle((250, 170, 80, 120), (0.5, g - a * 0.44), 0.1)
    rng = random.Random(9)
    x = 0.0
    while x < 1.0:
        bw = rng.uniform(0.06, 0.14)
        bh = a * rng.uniform(0.05, 0.16)
        pen.polygon((16, 10, 10), [(x, g), (x, g - bh), (x + bw * 0.6, g - bh * 1.1), (x + bw, g - bh * 0.7), (x + bw, g)])
        x += bw
    pen.rect((16, 10, 10), (0, g, 1, a - g))
    art.vignette(canvas, strength=150)
    surf = art.downsample(canvas, size)
    back_label(surf, "APOCALYPSE", round(height * 0.86), (30, 12, 10), (190, 70, 40), (250, 226, 196))
    card_frame(surf, (190, 70, 40), 1)
    return art.finish(surf)


def search_back(size: Sequence[int]) -> pygame.Surface:
    """The search deck's back: a supply crate under a flashlight beam."""
    return _search_back(card_size(size, 16))


@functools.lru_cache(maxsize=16)
def _search_back(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surf = concrete(size, (70, 76, 70), (34, 36, 34), 31337)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas, scale=canvas.get_width())
        a = canvas.get_height() / canvas.get_width()
        pen.polygon((255, 240, 190, 50), [(0.5, a * 0.02), (0.1, a * 0.62), (0.9, a * 0.62)])
        crate = (0.2, a * 0.36, 0.6, a * 0.3)
        pen.rect((0, 0, 0, 120), (crate[0] + 0.02, crate[1] + 0.02, crate[2], crate[3]), radius=0.02)
        pen.rect((120, 86, 50), crate, radius=0.02)
        pen.rect((90, 62, 34), crate, radius=0.02, width=0.03)
        pen.line((90, 62, 34), [(crate[0], crate[1]), (crate[0] + crate[2], crate[1] + crate[3])], 0.03)
        pen.line((90, 62, 34), [(crate[0] + crate[2], crate[1]), (crate[0], crate[1] + crate[3])], 0.03)
        pen.rect(SR["hazard"], (0.4, a * 0.46, 0.2, a * 0.1), radius=0.01)

    surf.blit(art.supersampled(size, draw, 2), (0, 0))
    back_label(surf, "SEARCH", round(height * 0.82), (30, 34, 30), (150, 160, 120))
    card_frame(surf, (150, 160, 120), 1)
    return art.finish(surf)


__all__ = ["ApocalypseFields", "apocalypse_fields", "apocalypse_card", "apocalypse_back", "search_back"]
