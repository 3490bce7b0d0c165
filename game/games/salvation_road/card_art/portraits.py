"""Characters' faces: a silhouette bust whose hair, hat and gear come from a hash of the id
(``portrait``), and the cardboard standee that stands on the table (``standee``)."""
from __future__ import annotations

import functools
import math
import random
from typing import NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten, mix

from .palette import stable_seed, card_size


_HAIR = ("short", "long", "bald", "mohawk", "beanie", "cap", "hood", "bun", "cowboy", "helmet")
_GEAR = ("none", "goggles", "bandana", "scarf", "collar", "backpack", "rifle", "gasmask")
_ACCENTS = ((196, 58, 46), (226, 160, 52), (96, 150, 90), (78, 130, 196), (200, 196, 180), (150, 96, 170))


class _Look(NamedTuple):
    hair: str
    gear: str
    accent: tuple
    head_w: float
    shoulders: float
    lean: float
    beard: bool


def _look(char_id: str) -> _Look:
    rng = random.Random(stable_seed("look:" + char_id))
    return _Look(hair=rng.choice(_HAIR), gear=rng.choice(_GEAR), accent=rng.choice(_ACCENTS),
                 head_w=rng.uniform(0.15, 0.19), shoulders=rng.uniform(0.36, 0.44),
                 lean=rng.uniform(-0.03, 0.03), beard=rng.random() < 0.3)


def _bust(pen: Pen, look: _Look, color, grow: float = 0.0) -> None:
    """The silhouette of a head and shoulders (hair, hats and gear are part of it)."""
    g = grow
    cx = 0.5 + look.lean
    hw, hh = look.head_w, look.head_w * 1.22
    hy = 0.42
    sh = look.shoulders
    # shoulders and chest
    pen.polygon(color, [(0.5 - sh - g, 1.02), (0.5 - sh + 0.02 - g, 0.84), (0.5 - sh * 0.55, 0.73 - g),
                        (0.5 + sh * 0.55, 0.73 - g), (0.5 + sh - 0.02 + g, 0.84), (0.5 + sh + g, 1.02)],
                corner=0.05)
    pen.capsule(color, (cx, hy + 0.1), (0.5, 0.76), 0.075 + g)            # neck
    if look.hair == "hood":
        pen.ellipse(color, (cx - hw * 1.45 - g, hy - hh * 1.15 - g, hw * 2.9 + 2 * g, hh * 2.5 + 2 * g))
        pen.polygon(color, [(cx - hw * 1.5 - g, hy + 0.02), (cx + hw * 1.5 + g, hy + 0.02),
                            (0.5 + sh * 0.6, 0.78), (0.5 - sh * 0.6, 0.78)])
    if look.hair == "long":
        pen.polygon(color, [(cx - hw * 1.15 - g, hy - 0.04), (cx + hw * 1.15 + g, hy - 0.04),
                            (cx + hw * 1.3 + g, hy + 0.3 + g), (cx - hw * 1.3 - g, hy + 0.3 + g)], corner=0.04)
    if look.hair == "bun":
        pen.circle(color, (cx + hw * 0.2, hy - hh * 1.05), 0.07 + g)
    pen.ellipse(color, (cx - hw - g, hy - hh - g, hw * 2 + 2 * g, hh * 2 + 2 * g))   # head
    # jaw towards the viewer's right
    pen.polygon(color, [(cx - hw * 0.7, hy + hh * 0.5), (cx + hw * 0.95 + g, hy + hh * 0.3),
                        (cx + hw * 0.3, hy + hh + g), (cx - hw * 0.4, hy + hh * 0.95 + g)], corner=0.02)
    if look.beard:
        pen.ellipse(color, (cx - hw * 0.85 - g, hy + hh * 0.25 - g, hw * 1.8 + 2 * g, hh * 1.0 + 2 * g))
    if look.hair == "short":
        pen.ellipse(color, (cx - hw * 1.08 - g, hy - hh * 1.12 - g, hw * 2.16 + 2 * g, hh * 1.3 + 2 * g))
    elif look.hair == "mohawk":
        for i in range(5):
            t = i / 4
            x = cx - hw * 0.55 + t * hw * 1.1
            pen.polygon(color, [(x - 0.03 - g, hy - hh * 0.8), (x + 0.03 + g, hy - hh * 0.8),
                                (x + 0.01, hy - hh * 1.45 - g - 0.02 * math.sin(t * math.pi))])
    elif look.hair == "beanie":
        pen.ellipse(color, (cx - hw * 1.1 - g, hy - hh * 1.3 - g, hw * 2.2 + 2 * g, hh * 1.25 + 2 * g))
        pen.rect(color, (cx - hw * 1.15 - g, hy - hh * 0.55 - g, hw * 2.3 + 2 * g, hh * 0.32 + 2 * g),
                 radius=0.02)
        pen.circle(color, (cx, hy - hh * 1.32), 0.035 + g)
    elif look.hair == "cap":
        pen.ellipse(color, (cx - hw * 1.05 - g, hy - hh * 1.15 - g, hw * 2.1 + 2 * g, hh * 1.1 + 2 * g))
        pen.polygon(color, [(cx - hw * 0.2, hy - hh * 0.55 - g), (cx + hw * 1.9 + g, hy - hh * 0.45),
                            (cx + hw * 1.7 + g, hy - hh * 0.3 + g), (cx - hw * 0.2, hy - hh * 0.35 + g)],
                    corner=0.01)
    elif look.hair == "cowboy":
        pen.ellipse(color, (cx - hw * 2.0 - g, hy - hh * 0.72 - g, hw * 4.0 + 2 * g, hh * 0.4 + 2 * g))
        pen.polygon(color, [(cx - hw * 0.9 - g, hy - hh * 0.55), (cx - hw * 0.75 - g, hy - hh * 1.45 - g),
                            (cx, hy - hh * 1.3 - g), (cx + hw * 0.75 + g, hy - hh * 1.45 - g),
                            (cx + hw * 0.9 + g, hy - hh * 0.55)], corner=0.02)
    elif look.hair == "helmet":
        pen.polygon(color, art.arc_points((cx, hy - hh * 0.35), hw * 1.3 + g, 180, 360)
                    + [(cx + hw * 1.55 + g, hy - hh * 0.3), (cx - hw * 1.55 - g, hy - hh * 0.3)])
    if look.gear == "backpack":
        pen.rect(color, (0.5 - sh - 0.02 - g, 0.78 - g, 0.12 + 2 * g, 0.3), radius=0.03)
        pen.capsule(color, (0.5 - sh * 0.5, 0.76), (0.5 - sh * 0.6, 0.64 - g), 0.03 + g)
    elif look.gear == "rifle":
        pen.capsule(color, (0.5 + sh * 0.35, 1.0), (0.5 + sh * 0.95, 0.4), 0.025 + g)
        pen.capsule(color, (0.5 + sh * 0.82, 0.55), (0.5 + sh * 0.9, 0.47), 0.04 + g)


def _bust_details(pen: Pen, look: _Look, rim, glint) -> None:
    """Coloured accents on the silhouette: goggles, bandana, scarf, collar, mask."""
    cx = 0.5 + look.lean
    hw, hh = look.head_w, look.head_w * 1.22
    hy = 0.42
    sh = look.shoulders
    accent = look.accent
    if look.gear == "goggles":
        y = hy - hh * 0.55 if look.hair not in ("cap", "cowboy", "helmet", "beanie") else hy - hh * 0.05
        pen.line(darken(accent, 0.45), [(cx - hw * 1.05, y), (cx + hw * 1.05, y)], 0.03)
        for dx in (-0.42, 0.42):
            pen.circle(darken(accent, 0.5), (cx + hw * dx, y), hw * 0.42)
            pen.circle(glint, (cx + hw * dx, y), hw * 0.28)
            pen.circle((255, 255, 255, 200), (cx + hw * dx - hw * 0.1, y - hw * 0.1), hw * 0.08)
    elif look.gear == "bandana":
        pen.polygon(accent, [(cx - hw * 1.0, hy + hh * 0.1), (cx + hw * 1.0, hy + hh * 0.05),
                             (cx + hw * 0.5, hy + hh * 1.15), (cx - hw * 0.2, hy + hh * 1.3)], corner=0.015)
        pen.line(darken(accent, 0.35), [(cx - hw * 0.6, hy + hh * 0.45), (cx + hw * 0.6, hy + hh * 0.42)], 0.012)
    elif look.gear == "scarf":
        pen.capsule(accent, (cx - hw * 0.9, hy + hh * 0.95), (cx + hw * 0.9, hy + hh * 0.9), 0.05)
        pen.polygon(accent, [(cx + hw * 0.3, hy + hh * 0.95), (cx + hw * 0.9, hy + hh * 0.95),
                             (cx + hw * 1.1, 0.98), (cx + hw * 0.55, 0.98)], corner=0.01)
    elif look.gear == "collar":
        pen.polygon(accent, [(0.5 - sh * 0.55, 0.74), (0.5 - 0.02, 0.86), (0.5 - sh * 0.35, 0.9)], corner=0.01)
        pen.polygon(accent, [(0.5 + sh * 0.55, 0.74), (0.5 + 0.02, 0.86), (0.5 + sh * 0.35, 0.9)], corner=0.01)
    elif look.gear == "gasmask":
        pen.ellipse(darken(accent, 0.55), (cx - hw * 0.8, hy - hh * 0.25, hw * 1.6, hh * 0.55))
        for dx in (-0.38, 0.38):
            pen.circle(glint, (cx + hw * dx, hy - hh * 0.02), hw * 0.24)
        pen.circle(darken(accent, 0.3), (cx + hw * 0.1, hy + hh * 0.62), hw * 0.38)
        pen.circle(darken(accent, 0.6), (cx + hw * 0.1, hy + hh * 0.62), hw * 0.2)
    if look.hair in ("beanie", "cap") and look.gear not in ("gasmask",):
        pen.rect(accent, (cx - hw * 1.12, hy - hh * 0.52, hw * 2.24, hh * 0.22), radius=0.01)


def portrait(char_id: str, kind: str, size: Sequence[int]) -> pygame.Surface:
    """A character's portrait: a silhouette bust against the sky, hero (cool dusk) or survivor
    (rust haze), its hair, hat and gear picked from a hash of the id."""
    return cached_portrait(str(char_id), "survivor" if kind == "survivor" else "hero", card_size(size, 4))


@functools.lru_cache(maxsize=256)
def cached_portrait(char_id: str, kind: str, size: tuple[int, int]) -> pygame.Surface:
    """``portrait`` once its arguments are checked (a card or standee draws its window with it)."""
    look = _look(char_id)
    rng = random.Random(stable_seed("bg:" + char_id))
    if kind == "hero":
        stops = [(0.0, (30, 48, 74)), (0.55, (84, 112, 136)), (1.0, (168, 150, 118))]
        rim = (186, 214, 240)
    else:
        stops = [(0.0, (58, 26, 22)), (0.55, (136, 70, 44)), (1.0, (212, 150, 92))]
        rim = (250, 196, 150)
    width, height = size
    factor = 3 if max(size) < 140 else 2
    cw, ch = width * factor, height * factor

    canvas = art.vertical_gradient((cw, ch), stops)
    # a ruined skyline low behind the figure
    sky = art.new_surface((cw, ch))
    x = 0
    base = ch * 0.78
    far = mix(stops[1][1], (10, 10, 14), 0.45)
    while x < cw:
        bw = rng.uniform(0.08, 0.2) * cw
        bh = rng.uniform(0.1, 0.34) * ch
        top = base - bh
        pts = [(x, ch), (x, top)]
        if rng.random() < 0.5:   # a broken top
            pts += [(x + bw * 0.3, top + bh * 0.2), (x + bw * 0.55, top - bh * 0.05)]
        pts += [(x + bw, top + bh * rng.uniform(0.0, 0.3)), (x + bw, ch)]
        pygame.draw.polygon(sky, (*far, 190), pts)
        x += bw + rng.uniform(0.0, 0.04) * cw
    canvas.blit(sky, (0, 0))
    # figure: square pen centred, anchored to the bottom
    side = min(cw * (1.0 if ch <= cw * 1.1 else 1.45), ch)
    layer = art.new_surface((cw, ch))
    pen = Pen(layer, scale=side, origin=((cw - side) / 2, ch - side * 1.0 + side * 0.02))
    _bust(pen.sub(-0.012, -0.006, 1.0), look, rim)                  # rim light on the left
    _bust(pen, look, (16, 16, 20))
    _bust_details(pen, look, rim, mix(look.accent, (255, 230, 160), 0.5))
    canvas.blit(layer, (0, 0))
    art.vignette(canvas, strength=120)
    return art.finish(art.downsample(canvas, size))


def standee(char_id: str, kind: str, size: Sequence[int], rim: Sequence[int]) -> pygame.Surface:
    """A cardboard standee: the portrait on an upright card with a rounded top, framed in the
    seat's colour, in a black plastic base."""
    return _standee(str(char_id), "survivor" if kind == "survivor" else "hero", card_size(size, 6),
                    tuple(int(c) for c in rim[:3]))


@functools.lru_cache(maxsize=256)
def _standee(char_id: str, kind: str, size: tuple[int, int], rim: tuple) -> pygame.Surface:
    width, height = size
    base_h = max(3, round(height * 0.14))
    card_h = height - base_h + max(1, base_h // 3)
    surf = art.new_surface(size)
    card = pygame.Rect(0, 0, width, card_h)
    radius = max(3, width // 2)
    # the card: rim, then the portrait clipped to a round-topped shape
    shape = art.new_surface(card.size)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_top_left_radius=radius,
                     border_top_right_radius=radius, border_radius=max(1, width // 10))
    border = max(2, round(width * 0.09))
    inner = shape.get_rect().inflate(-border * 2, -border * 2)
    pic = art.new_surface(card.size)
    pic.blit(cached_portrait(char_id, kind, (inner.width, inner.height)), inner)
    mask = art.new_surface(card.size)
    pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_top_left_radius=max(1, radius - border),
                     border_top_right_radius=max(1, radius - border))
    pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    frame = shape.copy()
    frame.fill((*rim, 255), special_flags=pygame.BLEND_RGBA_MULT)
    edge = shape.copy()
    edge.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(edge, (0, 1))
    surf.blit(frame, (0, 0))
    surf.blit(pic, (0, 0))
    # a lighter glint along the left edge of the frame
    pygame.draw.line(surf, lighten(rim, 0.45), (max(1, border // 2), radius), (max(1, border // 2), card_h - radius // 2),
                     max(1, border // 3))
    # the base
    base = pygame.Rect(0, height - base_h, width, base_h)

    def draw_base(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        pygame.draw.ellipse(canvas, (0, 0, 0, 120), pygame.Rect(0, h * 0.3, w, h * 0.7))
        pygame.draw.rect(canvas, (20, 20, 22), pygame.Rect(w * 0.04, 0, w * 0.92, h * 0.82),
                         border_radius=round(h * 0.3))
        pygame.draw.rect(canvas, (58, 58, 62), pygame.Rect(w * 0.08, h * 0.06, w * 0.84, h * 0.24),
                         border_radius=round(h * 0.12))

    surf.blit(art.supersampled(base.size, draw_base, 3), base)
    return art.finish(surf)


__all__ = ["portrait", "cached_portrait", "standee"]
