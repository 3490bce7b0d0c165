"""Scavenge cards (red fuel, green food, blue ammo and gear: a coloured frame, the kind, the name, a
pictogram and the text) and their deck backs; status cards (cold exposure under frost, heat exposure
under the sun, insanity in a violet spiral) and their backs (an exposure deck's back is itself a card:
its back_name and back_text, e.g. Frostnip)."""
from __future__ import annotations

import functools
import math

import pygame

from ....ui import art
from ....ui.board_kit import cover
from .common import (SCAVENGE_NAMES, SCAVENGE_RGB, STATUS_RGB, WW, body_px, darken, frame, give_way, grain, lighten,
                     line, mix, paint, paragraph, plate, plate_height, seed_of, shade, stripes)
from .icons import pictogram

SCAVENGE_ICONS = (   # keywords in the id, name and tags -> pictogram, first match wins
    (("fuel", "jerry", "gas", "diesel", "petrol"), "fuel_can"), (("blanket",), "blanket"),
    (("ammo", "bullet", "ammunition", "shell", "round"), "bullets"), (("bandage", "kit", "gauze"), "bandage"),
    (("pill", "sedative", "antivenom", "medicine"), "pills"), (("flare", "lighter", "warmer", "match"), "flame"),
    (("atlas", "compass", "map"), "compass"), (("energy", "shot", "coffee"), "bolt"),
    (("food", "bean", "jerky", "cracker", "fish", "mix", "ration", "stew", "honey", "tin", "can"), "food_tin"),
)
DECK_ICONS = {"red": "fuel_can", "green": "food_tin", "blue": "bullets"}


def scavenge_icon(card) -> str:
    words = " ".join((card.id, card.name, *card.tags)).lower()
    if card.kind == "fuel":
        return "fuel_can"
    for keys, icon in SCAVENGE_ICONS:
        if any(k in words for k in keys):
            return icon
    return DECK_ICONS.get(card.deck, "bag")


def _roundel(s: pygame.Surface, icon: str, center, d: int, fill, glyph=None) -> None:
    def draw(canvas: pygame.Surface) -> None:
        pen = art.Pen(canvas)
        pen.circle((0, 0, 0, 90), (0.5, 0.53), 0.5)
        pen.circle(darken(fill, 0.45), (0.5, 0.5), 0.48)
        pen.circle(lighten(fill, 0.75), (0.5, 0.5), 0.43)
        pen.circle(lighten(fill, 0.9), (0.5, 0.45), 0.33)
    disc = paint((d, d), draw)
    s.blit(disc, disc.get_rect(center=center))
    pic = pictogram(icon, round(d * 0.62), glyph)
    s.blit(pic, pic.get_rect(center=center))


@functools.lru_cache(maxsize=128)
def scavenge_face(card, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """A scavenge card: its deck's colour around it, "Fuel" or "Instant" and the name, a pictogram, the text."""
    w, h = size
    colour = SCAVENGE_RGB.get(card.deck, (110, 110, 110))
    s = art.new_surface(size)
    s.fill(colour)
    stripes(s, s.get_rect(), (255, 255, 255), 20, max(4, w // 16))
    m = max(5, round(w * 0.06))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(s, mix(WW["paper"], colour, 0.08), inner, border_radius=max(3, w // 30))
    panel = s.subsurface(inner)
    grain(panel, seed_of(card.id))
    px = max(9, round(w * 0.065))
    kind = "FUEL" if card.kind == "fuel" else "INSTANT"
    top = line(s, kind, pygame.Rect(inner.x + 4, inner.y + 2, inner.width - 8, max(11, round(px * 1.3))), px,
               darken(colour, 0.3), bold=True, align="center").bottom
    ph = plate_height(card.name, inner.width - 6, max(16, round(h * 0.09)))
    name = pygame.Rect(inner.x + 3, top + 1, inner.width - 6, ph)
    plate(s, card.name, name, colour)
    quick = max(13, round(w * 0.08))       # the quick reference: the deck's colour and letter in the corner
    corner = pygame.Rect(w - m - quick - 1, h - m - quick - 1, quick, quick)
    text = card.text
    for prefix in ("Instant. ", "Fuel. "):
        if text.startswith(prefix):
            text = text[len(prefix):]
    pic_h = give_way(text, inner.width - 10, corner.y - name.bottom - 13, round(h * 0.32), round(h * 0.18), body_px(w),
                     ceiling=round(h * 0.4))
    pic = pygame.Rect(inner.x + 3, name.bottom + 3, inner.width - 6, pic_h)
    if picture is not None:
        s.blit(cover(picture, pic.size), pic)
    else:
        s.blit(art.vertical_gradient(pic.size, [(0.0, lighten(colour, 0.6)), (1.0, lighten(colour, 0.25))]), pic)
        _roundel(s, scavenge_icon(card), pic.center, round(pic.height * 0.9), colour)
    pygame.draw.rect(s, darken(colour, 0.3), pic, 1)
    box = pygame.Rect(inner.x + 5, pic.bottom + 4, inner.width - 10, corner.y - pic.bottom - 6)
    paragraph(s, text, box, body_px(w), WW["ink"])
    pygame.draw.rect(s, colour, corner, border_radius=max(2, quick // 4))
    line(s, card.deck[:1].upper(), corner.inflate(0, 6), max(9, round(quick * 0.7)), (250, 248, 240), bold=True,
         align="center")
    frame(s, darken(colour, 0.5), lighten(colour, 0.4))
    return s


@functools.lru_cache(maxsize=16)
def scavenge_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """A scavenge deck's back: its colour, its pictogram, its name."""
    w, h = size
    colour = SCAVENGE_RGB.get(deck, (110, 110, 110))
    s = art.vertical_gradient(size, [(0.0, lighten(colour, 0.1)), (1.0, darken(colour, 0.45))])
    stripes(s, s.get_rect(), (255, 255, 255), 24, max(4, w // 14))
    art.vignette(s, 110)
    d = round(min(w, h) * 0.62)
    _roundel(s, DECK_ICONS.get(deck, "bag"), (w // 2, round(h * 0.4)), d, colour)
    ph = max(15, round(h * 0.1))
    bar = pygame.Rect(round(w * 0.04), round(h * 0.7), round(w * 0.92), ph)
    s.blit(art.ribbon(bar.size, darken(colour, 0.55), lighten(colour, 0.35)), bar)
    line(s, SCAVENGE_NAMES.get(deck, deck.title()).upper(), pygame.Rect(bar.x + round(bar.width * 0.11), bar.y,
                                                                         round(bar.width * 0.78), round(ph * 0.82)),
         round(ph * 0.58), (250, 246, 236), bold=True, align="center")
    line(s, "SCAVENGE", pygame.Rect(4, bar.bottom + 3, w - 8, max(11, round(h * 0.06))), max(9, round(h * 0.05)),
         lighten(colour, 0.6), bold=True, align="center")
    frame(s, darken(colour, 0.65), lighten(colour, 0.35))
    return s


# --- status cards --------------------------------------------------------------------------------------
def _status_kind(deck_id: str, deck=None) -> str:
    if deck_id in STATUS_RGB:
        return deck_id
    if deck is not None and getattr(deck, "kind", "") == "insanity":
        return "insanity"
    words = f"{deck_id} {getattr(deck, 'name', '')}".lower()
    return "heat" if any(k in words for k in ("heat", "sun", "burn", "scorch")) else \
        "insanity" if any(k in words for k in ("insan", "mad", "mind")) else "cold"


STATUS_ICON = {"cold": "snowflake", "heat": "sun", "insanity": "spiral"}
STATUS_GLYPH = {"cold": (232, 244, 252), "heat": (252, 210, 90), "insanity": (210, 170, 240)}
STATUS_NAMES = {"cold": "Cold Exposure", "heat": "Heat Exposure", "insanity": "Insanity"}


def _status_ground(size: tuple[int, int], kind: str, seed: int) -> pygame.Surface:
    """The card's field: frost crystals, a low burning sun, or a spiral of madness."""
    colour = STATUS_RGB[kind]

    def draw(canvas: pygame.Surface) -> None:
        cw, ch = canvas.get_size()
        canvas.blit(art.vertical_gradient((cw, ch), [(0.0, lighten(colour, 0.25)), (1.0, darken(colour, 0.45))]),
                    (0, 0))
        layer = art.new_surface((cw, ch))        # drawn opaque, then blended: pygame.draw does not blend
        pen = art.Pen(layer, scale=min(cw, ch))
        k = ch / cw if cw <= ch else 1.0
        if kind == "cold":
            for x, y, r in ((0.0, 0.0, 0.36), (1.0, 0.1, 0.3), (0.05, k, 0.3), (0.95, k * 0.95, 0.4),
                            (0.5, k * 0.55, 0.2)):
                for i in range(6):
                    a = math.radians(i * 60 + 15)
                    pen.line((255, 255, 255), [(x, y), (x + r * math.cos(a), y + r * math.sin(a))], 0.012)
                    for t in (0.45, 0.7):
                        bx, by = x + r * t * math.cos(a), y + r * t * math.sin(a)
                        for side in (-1, 1):
                            b = a + side * 0.8
                            pen.line((255, 255, 255), [(bx, by), (bx + r * 0.22 * math.cos(b),
                                                                  by + r * 0.22 * math.sin(b))], 0.008)
        elif kind == "heat":
            for i in range(16):
                a = math.radians(i * 22.5)
                pen.polygon((255, 220, 120), [(0.5, k * 0.3), (0.5 + 1.4 * math.cos(a - 0.08),
                                                               k * 0.3 + 1.4 * math.sin(a - 0.08)),
                                                  (0.5 + 1.4 * math.cos(a + 0.08), k * 0.3 + 1.4 * math.sin(a + 0.08))])
        else:
            pts = [(0.5 + (0.02 + 0.7 * t / 140) * math.cos(t * 0.16),
                    k * 0.4 + (0.02 + 0.7 * t / 140) * math.sin(t * 0.16))
                   for t in range(140)]
            pen.line((255, 255, 255), pts, 0.05)
        canvas.blit(art.fade(layer, {"cold": 60, "heat": 45, "insanity": 40}[kind]), (0, 0))
    return paint(size, draw)


@functools.lru_cache(maxsize=128)
def status_face(card, size: tuple[int, int], deck=None, picture: pygame.Surface | None = None) -> pygame.Surface:
    """A status card face up: its deck, its name, the deck's sign (frost, sun, spiral) and its text."""
    w, h = size
    kind = _status_kind(card.deck, deck)
    colour = STATUS_RGB[kind]
    s = art.new_surface(size)
    s.blit(cover(picture, size) if picture is not None else _status_ground(size, kind, seed_of(card.id)), (0, 0))
    m = max(4, round(w * 0.05))
    px = max(9, round(w * 0.06))
    deck_name = getattr(deck, "name", "") or STATUS_NAMES[kind]
    top = line(s, deck_name.upper(), pygame.Rect(m, m, w - 2 * m, max(11, round(px * 1.4))), px, (250, 248, 240),
               bold=True,
               align="center", outline=darken(colour, 0.6)).bottom
    ph = plate_height(card.name, w - 2 * m, max(16, round(h * 0.1)))
    plate(s, card.name, pygame.Rect(m, top + 2, w - 2 * m, ph), darken(colour, 0.35), (250, 248, 240))
    d = round(min(w * 0.5, h * 0.3))
    center = (w // 2, top + ph + 6 + d // 2)
    glow = art.new_surface((d * 2, d * 2))
    for k in range(10, 0, -1):
        pygame.draw.circle(glow, (255, 255, 255, round(60 * (1 - k / 11) ** 2)), (d, d), round(d * (0.3 + 0.07 * k)))
    s.blit(glow, glow.get_rect(center=center))
    sign = pictogram(STATUS_ICON[kind], d, STATUS_GLYPH[kind])
    s.blit(sign, sign.get_rect(center=center))
    box = pygame.Rect(m, center[1] + d // 2 + 6, w - 2 * m, h - m - (center[1] + d // 2 + 6))
    shade(s, box, (250, 248, 242), 235, max(3, w // 30))
    paragraph(s, card.text, box.inflate(-max(6, w // 25), -max(4, w // 40)), body_px(w), WW["ink"], middle=True)
    frame(s, darken(colour, 0.6), lighten(colour, 0.45))
    return s


@functools.lru_cache(maxsize=16)
def status_back(deck, size: tuple[int, int]) -> pygame.Surface:
    """A status deck's back. An exposure deck's back is a card of its own (a face-down exposure card acts
    as it): its back_name and back_text; a deck without one (insanity) shows only its name and sign."""
    w, h = size
    kind = _status_kind(deck.id, deck)
    colour = STATUS_RGB[kind]
    s = _status_ground(size, kind, seed_of(deck.id) + 1).copy()
    art.vignette(s, 130)
    m = max(4, round(w * 0.05))
    px = max(9, round(w * 0.06))
    top = line(s, deck.name.upper(), pygame.Rect(m, m + 2, w - 2 * m, max(11, round(px * 1.5))), px + 1,
               (250, 248, 240),
               bold=True, align="center", outline=darken(colour, 0.6)).bottom
    d = round(min(w * 0.62, h * 0.38))
    center = (w // 2, top + 6 + d // 2)
    ring = paint((d + 6, d + 6), lambda c: (art.Pen(c).circle(darken(colour, 0.55), (0.5, 0.5), 0.5),
                                            art.Pen(c).circle(lighten(colour, 0.35), (0.5, 0.5), 0.46, width=0.03)))
    s.blit(ring, ring.get_rect(center=center))
    sign = pictogram(STATUS_ICON[kind], round(d * 0.72), STATUS_GLYPH[kind])
    s.blit(sign, sign.get_rect(center=center))
    y = center[1] + d // 2 + 6
    if deck.back_name:
        ph = plate_height(deck.back_name, w - 2 * m, max(16, round(h * 0.1)))
        plate(s, deck.back_name, pygame.Rect(m, y, w - 2 * m, ph), darken(colour, 0.35), (250, 248, 240))
        box = pygame.Rect(m, y + ph + 4, w - 2 * m, h - m - (y + ph + 4))
        if deck.back_text and box.height > 12:
            shade(s, box, (250, 248, 242), 230, max(3, w // 30))
            paragraph(s, deck.back_text, box.inflate(-max(6, w // 25), -max(4, w // 40)), body_px(w) + 2, WW["ink"],
                      align="center", middle=True)
    frame(s, darken(colour, 0.65), lighten(colour, 0.4))
    return s


__all__ = ["scavenge_face", "scavenge_back", "status_face", "status_back", "scavenge_icon"]
