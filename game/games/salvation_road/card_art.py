"""Salvation Road pieces, drawn from code: cards, tokens, dice, standees.

Everything here is our own procedural art in a ruined-town / compound palette
(rust, concrete, smog-amber skies), a different mood from Hit Z Road's desert
road. Public functions return SRCALPHA surfaces of exactly the requested size,
cached by their arguments: the surfaces are shared, so ``.copy()`` before
drawing on one.

* ``character_card(data, size)`` and ``character_layout(size, health)``: the
  printed character card (portrait, name in blue for heroes / red for
  survivors, ability, empty health circles); the board lays tokens into the
  circles the layout names.
* ``portrait(char_id, kind, size)`` and ``standee(char_id, kind, size, rim)``.
* ``location_card(data, size)``, ``location_layout(size, track_len)`` and
  ``location_back(size)``: a face-down location never reaches this module
  with its id or name (``location_back`` takes none).
* ``road_card(data, size)`` (unexplored: the road picture and the needed
  types; explored: the green side with the exact cost) and ``road_back``.
* ``apocalypse_card(data, size)``, ``apocalypse_back(size)``,
  ``apocalypse_icon(kind, size)``; ``search_back(size)``.
* ``wound_token(kind, size, colorblind)``: "unrevealed" (black, a red claw
  wound) or a revealed type (WOUND_TYPES).
* ``marauder_token(kind, size)``: "bike" or "buggy".
* ``threat_die(color, wounds, size, colorblind)``: blue / red, 0-3 wounds.
* ``truck_token(size)``, ``threat_marker(size)``, ``use_marker(size, overrun)``,
  ``activation_marker(size)``, ``first_player_marker(size)``,
  ``salvation_gate(size)``.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
from typing import Mapping, NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten, mix, with_alpha
from game.ui.board_kit import cover

RESOURCES = ("food", "ammo", "med", "fuel")
RESOURCE_NAMES = {"food": "Food", "ammo": "Ammo", "med": "Med", "fuel": "Fuel"}
WOUND_TYPES = ("critical", "sprained_ankle", "sprained_wrist", "painful", "flesh_wound", "injury")
WOUND_NAMES = {"unrevealed": "Unrevealed wound", "critical": "Critical wound", "sprained_ankle": "Sprained ankle",
               "sprained_wrist": "Sprained wrist", "painful": "Painful wound", "flesh_wound": "Flesh wound",
               "injury": "Injury"}
WOUND_LETTERS = {"critical": "C", "sprained_ankle": "A", "sprained_wrist": "W", "painful": "P",
                 "flesh_wound": "F", "injury": "I"}
APOCALYPSE_TYPES = ("death", "war", "famine", "pestilence")
APOCALYPSE_LETTERS = {"death": "D", "war": "W", "famine": "F", "pestilence": "P"}
MARAUDERS = ("bike", "buggy")
DIE_COLORS = ("blue", "red")

# The ruined-town palette.
SR = {
    "concrete": (124, 122, 114),
    "concrete_light": (168, 164, 150),
    "concrete_dark": (62, 61, 58),
    "soot": (22, 22, 22),
    "rust": (160, 78, 38),
    "rust_light": (210, 124, 64),
    "rust_dark": (92, 44, 26),
    "hazard": (232, 164, 46),
    "moss": (110, 126, 80),
    "hero": (110, 172, 236),
    "survivor": (236, 98, 76),
    "explored": (70, 134, 80),
    "paper": (230, 224, 206),
    "ink": (30, 28, 26),
    "blood": (172, 30, 30),
    "steel": (88, 106, 120),
    "bone": (238, 230, 212),
}
APOCALYPSE_COLORS = {
    "death": (54, 52, 58),
    "war": (158, 36, 30),
    "famine": (196, 140, 44),
    "pestilence": (92, 128, 50),
}
DIE_BODIES = {"blue": (44, 92, 170), "red": (168, 34, 30)}

SCENE_SUPERSAMPLE = 2
_CLEAR = (0, 0, 0, 0)


def _seed(key: str) -> int:
    # hash() is salted per process; a digest keeps the art stable everywhere.
    return int.from_bytes(hashlib.sha256(str(key).encode("utf-8")).digest()[:8], "big")


def _size(size: Sequence[int], minimum: int = 8) -> tuple[int, int]:
    width, height = (int(v) for v in size)
    if width < minimum or height < minimum:
        raise ValueError(f"size must be at least {minimum}x{minimum}, got {size!r}")
    return width, height


def _side(size: int) -> int:
    size = int(size)
    if size < 4:
        raise ValueError(f"size must be at least 4, got {size}")
    return size


def _int(value, default: int = 0) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _txt(words: str, size: int, color=SR["bone"], bold: bool = False, italic: bool = False,
         outline=None) -> pygame.Surface:
    words = str(words)
    if not words.strip():
        return art.new_surface((1, max(1, int(size))))
    return art.text(words, max(6, int(size)), color, bold=bold, italic=italic, outline=outline)


def _fit_line(words: str, max_width: int, start: int, minimum: int = 7, color=SR["bone"],
              bold: bool = False) -> pygame.Surface:
    """One line of text shrunk to fit, then cut with an ellipsis."""
    words = str(words)
    size = art.fit_text_size(words, max_width, start, minimum=minimum, bold=bold)
    if art.text_size(words, size, bold)[0] > max_width:
        while len(words) > 1 and art.text_size(words + "…", size, bold)[0] > max_width:
            words = words[:-1]
        words = words.rstrip() + "…"
    return _txt(words, size, color, bold=bold)


def _paragraph(content: str, max_width: int, max_height: int, preferred: int, smallest: int,
               italic: bool = False) -> tuple[int, list[str], int]:
    for size in range(max(smallest, preferred), smallest - 1, -1):
        lines = art.wrap_text(content, size, max_width, italic=italic)
        lh = art.line_height(size, italic=italic)
        if len(lines) * lh <= max_height:
            return size, lines, lh
    lh = art.line_height(smallest, italic=italic)
    lines = art.wrap_text(content, smallest, max_width, italic=italic)
    keep = max(1, max_height // max(1, lh))
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = lines[-1].rstrip(" .,;") + "…"
    return smallest, lines, lh


def _blit_lines(surface: pygame.Surface, lines: list[str], size: int, lh: int, x: int, y: int, color,
                center: int | None = None, italic: bool = False) -> int:
    for line in lines:
        rendered = _txt(line, size, color, italic=italic)
        if center is not None:
            surface.blit(rendered, rendered.get_rect(midtop=(center, y)))
        else:
            surface.blit(rendered, (x, y))
        y += lh
    return y


# ---------------------------------------------------------------------------
# Frames and plates
# ---------------------------------------------------------------------------


def _frame(canvas: pygame.Surface, accent, factor: int = 1, radius_frac: float = 0.055,
           rivets: bool = True) -> None:
    """A soot border with a thin accent line inside and four rust rivets."""
    width, height = canvas.get_size()
    radius = max(2, round(min(width, height) * radius_frac))
    border = max(2 * factor, round(min(width, height) * 0.035))
    pygame.draw.rect(canvas, SR["soot"], canvas.get_rect(), border, border_radius=radius)
    inner = canvas.get_rect().inflate(-border * 2 + factor, -border * 2 + factor)
    pygame.draw.rect(canvas, accent, inner, max(1, factor), border_radius=max(1, radius - border))
    if rivets:
        r = max(1.5 * factor, min(width, height) * 0.022)
        inset = border + r * 1.9
        for cx, cy in ((inset, inset), (width - inset, inset), (inset, height - inset),
                       (width - inset, height - inset)):
            pygame.draw.circle(canvas, SR["rust_dark"], (cx, cy + r * 0.25), r * 1.15)
            pygame.draw.circle(canvas, SR["rust_light"], (cx, cy), r)
            pygame.draw.circle(canvas, lighten(SR["rust_light"], 0.4), (cx - r * 0.3, cy - r * 0.3), r * 0.35)
    art.round_corners(canvas, radius)


def _concrete(size: tuple[int, int], top, bottom, seed: int, stains: bool = True) -> pygame.Surface:
    """A concrete slab: gradient, speckle, a few cracks and rust stains."""
    width, height = size
    surf = art.vertical_gradient(size, [(0.0, top), (1.0, bottom)])
    rng = random.Random(seed)
    speck = art.new_surface(size)
    for _ in range(width * height // 60):
        v = rng.choice((0, 0, 255))
        speck.set_at((rng.randrange(width), rng.randrange(height)), (v, v, v, rng.randrange(8, 26)))
    surf.blit(speck, (0, 0))
    if stains:
        for _ in range(max(1, width * height // 30000)):
            cx, cy = rng.randrange(width), rng.randrange(height)
            r = rng.randrange(max(3, min(width, height) // 14), max(4, min(width, height) // 6))
            blot = art.new_surface((r * 2, r * 3))
            pygame.draw.ellipse(blot, (*SR["rust"], 26), blot.get_rect())
            pygame.draw.ellipse(blot, (*SR["rust_dark"], 24), blot.get_rect().inflate(-r, -r))
            surf.blit(blot, (cx - r, cy - r))
    for _ in range(max(1, width // 90)):
        x, y = rng.randrange(width), rng.randrange(height)
        pts = [(x, y)]
        for _ in range(rng.randrange(3, 7)):
            x += rng.randrange(-width // 10 - 1, width // 10 + 2)
            y += rng.randrange(-height // 14 - 1, height // 14 + 2)
            pts.append((x, y))
        pygame.draw.lines(surf, (0, 0, 0, 70), False, pts, 1)
    return surf


def _back_label(surface: pygame.Surface, words: str, center_y: int, fill, edge, color=SR["bone"]) -> pygame.Rect | None:
    """A name plate on a card back; nothing at all when the word can't be read at this size."""
    width, height = surface.get_size()
    start = max(8, round(width * 0.12))
    size = art.fit_text_size(words, width * 0.74, start, minimum=7, bold=True)
    if art.text_size(words, size, True)[0] > width * 0.74:
        return None
    label = _txt(words, size, color, True)
    plate = _plate((round(width * 0.86), label.get_height() + max(4, height // 30)), fill, edge)
    pr = plate.get_rect(center=(width // 2, center_y))
    surface.blit(plate, pr)
    surface.blit(label, label.get_rect(center=pr.center))
    return pr


def _plate(size: tuple[int, int], fill, edge, radius: int | None = None) -> pygame.Surface:
    """A stamped metal name plate with a lighter rim and two screws."""
    width, height = size
    radius = max(2, round(height * 0.22)) if radius is None else radius

    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        f = w / width
        rect = canvas.get_rect()
        pygame.draw.rect(canvas, (0, 0, 0, 140), rect.move(0, round(2 * f)), border_radius=round(radius * f))
        pygame.draw.rect(canvas, edge, rect, border_radius=round(radius * f))
        inner = rect.inflate(-round(3 * f), -round(3 * f))
        pygame.draw.rect(canvas, fill, inner, border_radius=round(max(1, radius - 1) * f))
        top = pygame.Rect(inner.x, inner.y, inner.width, max(1, inner.height // 3))
        pygame.draw.rect(canvas, lighten(fill, 0.08), top, border_top_left_radius=round(radius * f),
                         border_top_right_radius=round(radius * f))
        sr = max(1.0, h * 0.09)
        for x in (inner.x + sr * 2.4, inner.right - sr * 2.4):
            pygame.draw.circle(canvas, darken(edge, 0.3), (x, h / 2), sr)
            pygame.draw.line(canvas, darken(edge, 0.6), (x - sr * 0.7, h / 2), (x + sr * 0.7, h / 2),
                             max(1, round(f)))

    return art.supersampled(size, draw, 2)


def _drop_shadow(size: tuple[int, int], radius: int, alpha: int = 120) -> pygame.Surface:
    return art.panel(size, (0, 0, 0, alpha), radius, border=(0, 0, 0, 0))


# ---------------------------------------------------------------------------
# Small pictograms (unit coordinates)
# ---------------------------------------------------------------------------


def _skull(pen: Pen, bone, dark) -> None:
    pen.circle(bone, (0.5, 0.42), 0.33)
    pen.rect(bone, (0.29, 0.5, 0.42, 0.33), radius=0.09)
    pen.polygon(dark, [(0.27, 0.43), (0.45, 0.45), (0.43, 0.59), (0.31, 0.57)], corner=0.03)
    pen.polygon(dark, [(0.73, 0.43), (0.55, 0.45), (0.57, 0.59), (0.69, 0.57)], corner=0.03)
    pen.polygon(dark, [(0.5, 0.6), (0.45, 0.7), (0.55, 0.7)], corner=0.01)
    for x in (0.41, 0.5, 0.59):
        pen.line(dark, [(x, 0.75), (x, 0.84)], 0.035)


def _flame(pen: Pen, outer, inner) -> None:
    body = (art.bezier_points((0.5, 0.06), (0.82, 0.4), (0.76, 0.66))
            + art.bezier_points((0.76, 0.66), (0.72, 0.92), (0.5, 0.94))[1:]
            + art.bezier_points((0.5, 0.94), (0.22, 0.92), (0.22, 0.64))[1:]
            + art.bezier_points((0.22, 0.64), (0.24, 0.46), (0.36, 0.36))[1:]
            + art.bezier_points((0.36, 0.36), (0.38, 0.54), (0.46, 0.52))[1:]
            + art.bezier_points((0.46, 0.52), (0.4, 0.28), (0.5, 0.06))[1:])
    pen.polygon(outer, body)
    core = art.teardrop_points((0.5, 0.46), (0.5, 0.74), 0.15)
    pen.polygon(inner, core)


def _crossed_rifles(pen: Pen, color) -> None:
    for flip in (1, -1):
        a = (0.5 - 0.36 * flip, 0.84)
        b = (0.5 + 0.34 * flip, 0.16)
        pen.capsule(color, a, b, 0.045)
        # stock
        sx, sy = 0.5 - 0.3 * flip, 0.74
        pen.polygon(color, [(sx - 0.1 * flip, sy + 0.02), (sx + 0.02 * flip, sy - 0.08),
                            (sx + 0.1 * flip, sy + 0.04), (sx - 0.04 * flip, sy + 0.16)], corner=0.02)


def _bowl(pen: Pen, color, dark) -> None:
    # an empty bowl with a cracked rim and a spoon: famine
    pen.polygon(color, [(0.12, 0.5)] + art.arc_points((0.5, 0.5), 0.38, 180, 0)[::-1][::-1] + [(0.88, 0.5)])
    pen.polygon(color, art.arc_points((0.5, 0.5), 0.38, 0, 180), corner=0.02)
    pen.rect(color, (0.36, 0.84, 0.28, 0.06), radius=0.02)
    pen.ellipse(dark, (0.16, 0.44, 0.68, 0.12))
    pen.line(dark, [(0.56, 0.5), (0.62, 0.62), (0.58, 0.7)], 0.03)
    pen.capsule(color, (0.62, 0.46), (0.86, 0.14), 0.035)
    pen.ellipse(color, (0.8, 0.06, 0.12, 0.14))


def _biohazard(pen: Pen, color, knock) -> None:
    for i in range(3):
        angle = math.radians(-90 + i * 120)
        cx, cy = 0.5 + 0.2 * math.cos(angle), 0.54 + 0.2 * math.sin(angle)
        pen.circle(color, (cx, cy), 0.2)
        ix, iy = 0.5 + 0.27 * math.cos(angle), 0.54 + 0.27 * math.sin(angle)
        pen.circle(knock, (ix, iy), 0.13)
    pen.circle(knock, (0.5, 0.54), 0.11)
    pen.circle(color, (0.5, 0.54), 0.28, width=0.05)
    pen.circle(knock, (0.5, 0.54), 0.06)
    for i in range(3):
        angle = math.radians(-30 + i * 120)
        pen.line(knock, [(0.5 + 0.08 * math.cos(angle), 0.54 + 0.08 * math.sin(angle)),
                         (0.5 + 0.42 * math.cos(angle), 0.54 + 0.42 * math.sin(angle))], 0.05)


def _draw_apocalypse_glyph(pen: Pen, kind: str, color, dark) -> None:
    if kind == "death":
        _skull(pen.sub(0.06, 0.04, 0.88), color, dark)
    elif kind == "war":
        _crossed_rifles(pen.sub(0.02, 0.06, 0.96), color)
        _flame(pen.sub(0.3, 0.02, 0.4), color, dark)
    elif kind == "famine":
        _bowl(pen.sub(0.04, 0.06, 0.92), color, dark)
    elif kind == "pestilence":
        _biohazard(pen.sub(0.02, 0.0, 0.96), color, _CLEAR if dark is None else dark)
    else:
        pen.circle(color, (0.5, 0.5), 0.3, width=0.08)


def apocalypse_icon(kind: str, size: int, color=None, colorblind: bool = False) -> pygame.Surface:
    """The type glyph of an apocalypse card: skull (death), crossed rifles and fire (war),
    empty bowl (famine), biohazard (pestilence); each a different shape."""
    return _apocalypse_icon(str(kind), _side(size), tuple(color) if color else None, bool(colorblind))


@functools.lru_cache(maxsize=128)
def _apocalypse_icon(kind: str, size: int, color, colorblind: bool) -> pygame.Surface:
    fill = color or SR["bone"]

    def draw(canvas: pygame.Surface) -> None:
        layer = art.new_surface(canvas.get_size())
        _draw_apocalypse_glyph(Pen(layer), kind, fill, _CLEAR)
        shadow = layer.copy()
        shadow.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
        canvas.blit(shadow, (0, round(canvas.get_height() * 0.03)))
        canvas.blit(layer, (0, 0))

    surf = art.supersampled((size, size), draw)
    if colorblind and kind in APOCALYPSE_LETTERS:
        letter = _txt(APOCALYPSE_LETTERS[kind], max(7, round(size * 0.34)), art.PALETTE["road_yellow"],
                      bold=True, outline=(0, 0, 0))
        surf.blit(letter, letter.get_rect(bottomright=(size + 1, size + 1)))
    return art.finish(surf)


def _binoculars(pen: Pen, color) -> None:
    for x in (0.3, 0.7):
        pen.circle(color, (x, 0.62), 0.2)
        pen.rect(color, (x - 0.14, 0.3, 0.28, 0.3), radius=0.06)
    pen.rect(color, (0.42, 0.4, 0.16, 0.14), radius=0.03)
    for x in (0.3, 0.7):
        pen.circle(_CLEAR, (x, 0.62), 0.1)


# ---------------------------------------------------------------------------
# Portraits and standees
# ---------------------------------------------------------------------------

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
    rng = random.Random(_seed("look:" + char_id))
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
    return _portrait(str(char_id), "survivor" if kind == "survivor" else "hero", _size(size, 4))


@functools.lru_cache(maxsize=256)
def _portrait(char_id: str, kind: str, size: tuple[int, int]) -> pygame.Surface:
    look = _look(char_id)
    rng = random.Random(_seed("bg:" + char_id))
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
    return _standee(str(char_id), "survivor" if kind == "survivor" else "hero", _size(size, 6),
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
    pic.blit(_portrait(char_id, kind, (inner.width, inner.height)), inner)
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


# ---------------------------------------------------------------------------
# Character cards
# ---------------------------------------------------------------------------


class CharacterLayout(NamedTuple):
    portrait: pygame.Rect
    name: pygame.Rect         # the name line (right of the portrait)
    info: pygame.Rect         # kind tag + ability, under the name
    circles: list             # one rect per health circle
    strip: pygame.Rect        # the dark strip holding the circles
    tag: pygame.Rect          # the HERO / SURVIVOR tag (inside info)
    badge: pygame.Rect        # the top-right corner left free for the seat's marker


class CharacterFields(NamedTuple):
    id: str
    name: str
    kind: str
    health: int
    ability_name: str
    ability_text: str


def character_fields(data: Mapping) -> CharacterFields:
    ability = data.get("ability") if isinstance(data.get("ability"), Mapping) else {}
    return CharacterFields(
        id=str(data.get("id", "") or ""),
        name=str(data.get("name", "") or data.get("id", "") or "?"),
        kind="survivor" if data.get("kind") == "survivor" else "hero",
        health=max(1, min(9, _int(data.get("health"), len(data.get("slots") or ()) or 5))),
        ability_name=str(ability.get("name", "") or ""),
        ability_text=str(ability.get("text", "") or ""),
    )


def character_layout(size: Sequence[int], health: int) -> CharacterLayout:
    """Where the parts of a character card lie, for the board to draw into. A wide card puts the
    name beside the portrait; a narrower one runs the name across the top."""
    width, height = _size(size)
    health = max(1, int(health))
    m = max(3, round(min(width * 0.035, height * 0.065)))
    wide = width >= height * 1.75
    strip_h = max(14, round(height * (0.34 if wide else 0.3)))
    strip = pygame.Rect(m, height - m - strip_h, width - 2 * m, strip_h)
    gap = max(2, round(strip.width * 0.012))
    d = min(strip_h - 2 * max(2, round(strip_h * 0.1)), (strip.width - gap * (health + 1)) // health)
    d = max(6, d)
    total = health * d + (health - 1) * gap
    x0 = strip.centerx - total // 2
    circles = [pygame.Rect(x0 + i * (d + gap), strip.centery - d // 2, d, d) for i in range(health)]
    if wide:
        ph = strip.top - m - round(m * 0.6)
        pw = min(round(ph * 0.92), round(width * 0.34))
        portrait_rect = pygame.Rect(m + round(m * 0.4), m, pw, ph)
        tx = portrait_rect.right + m
        name_h = max(10, round(ph * 0.3))
        badge = pygame.Rect(width - m - name_h, m, name_h, name_h)
        name = pygame.Rect(tx, m, badge.x - tx - max(2, m // 2), name_h)
        info = pygame.Rect(tx, name.bottom, width - tx - m, portrait_rect.bottom - name.bottom)
    else:
        name_h = max(10, round(height * 0.13))
        badge = pygame.Rect(width - m - name_h, m, name_h, name_h)
        name = pygame.Rect(m + round(m * 0.4), m, badge.x - m - max(2, m // 2) - round(m * 0.4), name_h)
        top = name.bottom + max(2, m // 2)
        ph = strip.top - top - round(m * 0.6)
        pw = min(round(ph * 0.9), round(width * 0.36))
        portrait_rect = pygame.Rect(m + round(m * 0.4), top, pw, ph)
        tx = portrait_rect.right + m
        info = pygame.Rect(tx, top, width - tx - m, ph)
    tag_size = max(7, min(round(info.height * 0.15), round(name_h * 0.5))) if info.height > 20 else 7
    tag_w, tag_h = art.text_size("SURVIVOR", tag_size, True)
    tag = pygame.Rect(info.x, info.y + max(1, round(info.height * 0.03)), tag_w + max(6, tag_size),
                      tag_h + max(2, tag_size // 3))
    return CharacterLayout(portrait_rect, name, info, circles, strip, tag, badge)


def character_card(data: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> pygame.Surface:
    """The printed character card: frame, portrait, name (blue for a hero, red for a survivor),
    the kind, the ability and its health circles, all empty. ``override`` replaces the portrait."""
    fields = character_fields(data)
    return _character_card(fields, _size(size, 24), override)


@functools.lru_cache(maxsize=64)
def _character_card(fields: CharacterFields, size: tuple[int, int], override) -> pygame.Surface:
    width, height = size
    lay = character_layout(size, fields.health)
    hero = fields.kind == "hero"
    accent = SR["hero"] if hero else SR["survivor"]
    top = (50, 54, 60) if hero else (60, 50, 46)
    surf = _concrete(size, top, (28, 28, 30), _seed("card:" + fields.id), stains=not hero)
    # portrait in a bevelled window
    pr = lay.portrait
    pygame.draw.rect(surf, (0, 0, 0), pr.inflate(4, 4), border_radius=max(2, pr.width // 14))
    pic = override_cover(override, pr.size) if override is not None else _portrait(fields.id, fields.kind, pr.size)
    win = pic.copy()
    art.round_corners(win, max(2, pr.width // 16))
    surf.blit(win, pr)
    pygame.draw.rect(surf, darken(accent, 0.35), pr.inflate(2, 2), 1, border_radius=max(2, pr.width // 14))
    # name, coloured by kind
    nr = lay.name
    name = _fit_line(fields.name.upper(), nr.width, max(9, round(nr.height * 0.78)), 8, lighten(accent, 0.1), True)
    surf.blit(name, name.get_rect(midleft=(nr.x, nr.centery)))
    # kind tag + ability
    ir = lay.info
    tag_size = max(7, min(round(ir.height * 0.15), round(nr.height * 0.5))) if ir.height > 20 else 7
    tag = _txt("HERO" if hero else "SURVIVOR", tag_size, SR["ink"], bold=True)
    tr = tag.get_rect().inflate(max(6, tag_size), max(2, tag_size // 3))
    tr.topleft = lay.tag.topleft
    pygame.draw.rect(surf, accent, tr, border_radius=tr.height // 2)
    surf.blit(tag, tag.get_rect(center=tr.center))
    y = tr.bottom + max(2, round(ir.height * 0.06))
    room = ir.bottom - y
    if fields.ability_name and room >= 9:
        label = _fit_line(fields.ability_name, ir.width, max(8, round(min(ir.height * 0.2, height * 0.08,
                                                                          nr.height * 0.62))), 7,
                          art.PALETTE["road_yellow"], True)
        surf.blit(label, (ir.x, y))
        y += label.get_height()
        room = ir.bottom - y
        if fields.ability_text and room >= 10:
            size_px, lines, lh = _paragraph(fields.ability_text, ir.width, room,
                                            max(8, round(min(height * 0.065, nr.height * 0.5))), 7)
            _blit_lines(surf, lines, size_px, lh, ir.x, y, (206, 200, 186))
    # the health strip with empty circles
    strip = lay.strip
    pygame.draw.rect(surf, (14, 14, 16), strip, border_radius=strip.height // 3)
    pygame.draw.rect(surf, (60, 60, 64), strip, 1, border_radius=strip.height // 3)
    for rect in lay.circles:
        surf.blit(_health_circle(rect.width, hero), rect)
    canvas = surf
    _frame(canvas, accent, 1)
    return art.finish(canvas)


@functools.lru_cache(maxsize=64)
def _health_circle(d: int, hero: bool) -> pygame.Surface:
    tint = SR["hero"] if hero else SR["survivor"]

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((6, 6, 8), (0.5, 0.5), 0.49)
        pen.circle(mix(tint, (40, 40, 44), 0.55), (0.5, 0.5), 0.47)
        pen.circle((30, 30, 34), (0.5, 0.52), 0.4)
        # a small heart in the empty circle
        heart = pen.sub(0.32, 0.33, 0.36)
        col = mix(tint, (60, 60, 64), 0.55)
        heart.circle(col, (0.3, 0.35), 0.22)
        heart.circle(col, (0.7, 0.35), 0.22)
        heart.polygon(col, [(0.1, 0.45), (0.9, 0.45), (0.5, 0.92)], corner=0.02)

    return art.finish(art.supersampled((d, d), draw))


override_cover = cover     # the shared card-cover helper (game/ui/board_kit.py)


# ---------------------------------------------------------------------------
# Location cards
# ---------------------------------------------------------------------------


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
        track=tuple(_int(v) for v in track),
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
    width, height = _size(size)
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


def track_label(modifier: int) -> str:
    """How a threat track space prints its modifier: "+2", "0", "-1"."""
    modifier = _int(modifier)
    return f"+{modifier}" if modifier > 0 else str(modifier)


def location_card(data: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> pygame.Surface:
    """A face-up location card: the town picture (the supply lies on it), the name plate, the
    printed threat track (modifiers, a skull on the last space), the ability box; a recon
    location carries binoculars top-left."""
    return _location_card(location_fields(data), _size(size, 24), override)


@functools.lru_cache(maxsize=48)
def _location_card(fields: LocationFields, size: tuple[int, int], override) -> pygame.Surface:
    width, height = size
    track = fields.track or (0, 1, 1, 2, 2, 3)
    lay = location_layout(size, len(track), fields.name)
    surf = _concrete(size, (92, 90, 84), (48, 47, 45), _seed("loc:" + fields.id))
    pr = lay.picture
    pic = override_cover(override, pr.size) if override is not None else _location_scene(fields.id, fields.name, pr.size)
    win = pic.copy()
    art.round_corners(win, max(2, width // 30))
    pygame.draw.rect(surf, (0, 0, 0), pr.inflate(4, 4), border_radius=max(2, width // 28))
    surf.blit(win, pr)
    # name plate: one line, or two on a narrow card (the plate grows up over the picture)
    plate_rect = lay.name
    size_px, lines, room = _name_lines(fields.name, pygame.Rect(plate_rect.x, 0, plate_rect.width,
                                                                 max(12, round(height * 0.085))))
    surf.blit(_plate(plate_rect.size, (40, 38, 36), SR["rust"]), plate_rect)
    if len(lines) == 1:
        label = _fit_line(lines[0], room, size_px, 7, SR["bone"], True)
        surf.blit(label, label.get_rect(center=plate_rect.center))
    else:
        lh = art.line_height(size_px)
        y = plate_rect.centery - lh * len(lines) // 2
        for line in lines:
            label = _fit_line(line, room, size_px, 7, SR["bone"], True)
            surf.blit(label, label.get_rect(midtop=(plate_rect.centerx, y)))
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
            num = _txt(track_label(mod), max(7, min(round(rect.height * 0.55), round(rect.width * 0.5))), SR["bone"], True)
            surf.blit(num, num.get_rect(center=rect.center))
    # ability
    ab = lay.ability
    if ab.height > 8:
        box = art.panel(ab.size, (*SR["paper"], 244), max(2, width // 40), border=(70, 60, 50, 255))
        surf.blit(box, ab)
        pad = max(2, round(width * 0.03))
        y = ab.y + pad
        if fields.ability_name:
            head = _fit_line(fields.ability_name, ab.width - 2 * pad, max(8, round(width * 0.075)), 7, SR["rust_dark"], True)
            surf.blit(head, head.get_rect(midtop=(ab.centerx, y)))
            y += head.get_height()
        room = ab.bottom - pad - y
        if fields.ability_text and room >= 8:
            size_px, lines, lh = _paragraph(fields.ability_text, ab.width - 2 * pad, room,
                                            max(8, round(width * 0.064)), 7)
            _blit_lines(surf, lines, size_px, lh, 0, y, SR["ink"], center=ab.centerx)
    _frame(surf, SR["rust"] if not fields.recon else SR["hazard"], 1)
    if fields.recon:
        badge = recon_badge(max(10, round(width * 0.17)))
        surf.blit(badge, (round(width * 0.03), round(width * 0.03)))
    return art.finish(surf)


def recon_badge(size: int) -> pygame.Surface:
    """The recon symbol: binoculars on a hazard-yellow diamond."""
    return _recon_badge(_side(size))


@functools.lru_cache(maxsize=32)
def _recon_badge(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.polygon((0, 0, 0, 140), art.regular_polygon_points((0.5, 0.53), 0.47, 4), corner=0.04)
        pen.polygon(SR["soot"], art.regular_polygon_points((0.5, 0.5), 0.47, 4), corner=0.04)
        pen.polygon(SR["hazard"], art.regular_polygon_points((0.5, 0.5), 0.4, 4), corner=0.03)
        layer = art.new_surface(canvas.get_size())
        _binoculars(Pen(layer).sub(0.27, 0.26, 0.46), SR["soot"])
        canvas.blit(layer, (0, 0))

    return art.finish(art.supersampled((size, size), draw))


def location_back(size: Sequence[int]) -> pygame.Surface:
    """The back of every location card: a street map with a pin; it names nothing."""
    return _location_back(_size(size, 16))


@functools.lru_cache(maxsize=32)
def _location_back(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surf = _concrete(size, (84, 88, 80), (44, 46, 43), 4242)
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
    surf.blit(_drop_shadow(paper.size, max(2, pw // 40)), paper.move(0, max(2, height // 80)))
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
    label = _fit_line("LOCATION", width * 0.76, max(8, round(width * 0.115)), 7, SR["bone"], True)
    plate = _plate((round(width * 0.84), label.get_height() + max(4, height // 28)), (34, 32, 30), SR["rust"])
    pr = plate.get_rect(midtop=(width // 2, paper.bottom + max(3, height // 30)))
    surf.blit(plate, pr)
    surf.blit(label, label.get_rect(center=pr.center))
    q = _txt("UNEXPLORED", max(7, round(width * 0.065)), SR["hazard"], True)
    if q.get_width() < width - 2 * m:
        surf.blit(q, q.get_rect(midtop=(width // 2, pr.bottom + max(2, height // 40))))
    _frame(surf, (120, 116, 100), 1)
    return art.finish(surf)


# --- the town scene on a location's picture -----------------------------------

_LANDMARK_KEYS = (
    ("hospital", ("hospital", "clinic", "medic", "infirm", "mercy")),
    ("gas_station", ("gas", "fuel", "petrol", "truck stop", "pump", "garage", "service")),
    ("mission", ("mission", "adobe", "hacienda", "pueblo")),
    ("church", ("church", "chapel", "cathedral", "saint", "temple")),
    ("lookout", ("lookout", "ranger", "ridge", "watch", "fire tower", "outpost", "camp")),
    ("radio_tower", ("radio", "satellite", "antenna", "relay", "signal", "broadcast", "observ", "krld")),
    ("scrapyard", ("scrap", "junk", "salvage", "wreck", "auto", "yard", "dump")),
    ("factory", ("factory", "plant", "mill", "refinery", "works", "foundry", "power")),
    ("market", ("market", "mall", "store", "shop", "grocer", "super", "mart", "diner", "bakery", "food", "pawn",
                "pistol", "gun")),
    ("school", ("school", "college", "university", "library", "academy", "museum")),
    ("police", ("police", "sheriff", "precinct", "armory", "army", "barracks", "military", "prison", "jail",
                "bunker")),
    ("farm", ("farm", "ranch", "silo", "barn", "orchard", "greenhouse", "field", "garden", "grain", "co-op")),
    ("water_tower", ("water", "reservoir", "dam", "pump house")),
    ("motel", ("motel", "hotel", "inn", "lodge", "apartment", "tenement", "block")),
    ("bridge", ("bridge", "overpass", "highway", "freeway", "tunnel", "rail", "depot", "train")),
)


def landmark_for(loc_id: str, name: str = "") -> str:
    """Which building a location's picture shows: by keywords in its id or name, else a hash."""
    words = f"{loc_id} {name}".lower().replace("_", " ").replace("-", " ")
    for landmark, keys in _LANDMARK_KEYS:
        if any(key in words for key in keys):
            return landmark
    order = [k for k, _ in _LANDMARK_KEYS]
    return order[_seed(loc_id or name) % len(order)]


class _Town(NamedTuple):
    canvas: pygame.Surface
    pen: Pen              # x 0..1 across the picture, y 0..aspect down
    aspect: float         # height / width
    ground: float         # y of the ground line (pen units)
    rng: random.Random
    dark: tuple           # building silhouette colour
    mid: tuple
    light: tuple          # lit edge
    glow: tuple           # window glow


@functools.lru_cache(maxsize=48)
def _location_scene(loc_id: str, name: str, size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    factor = SCENE_SUPERSAMPLE
    cw, ch = width * factor, height * factor
    rng = random.Random(_seed("scene:" + loc_id + name))
    shift = rng.randint(-12, 12)
    top = (48 + shift // 2, 58 + shift // 3, 60)
    mid = (118 + shift, 116, 98)
    low = (206, 156 + shift // 2, 96)
    aspect = ch / cw
    ground = aspect * rng.uniform(0.7, 0.76)
    canvas = art.vertical_gradient((cw, ch), [(0.0, top), (ground / aspect * 0.55, mid), (ground / aspect, low),
                                              (1.0, low)])
    pen = Pen(canvas, scale=cw)
    # a pale sun behind the smog
    sx, sy = rng.uniform(0.15, 0.85), ground * rng.uniform(0.45, 0.7)
    for r, a in ((0.16, 30), (0.1, 50), (0.055, 160)):
        pen.circle((255, 226, 170, a), (sx, sy), r)
    # smoke plumes
    for _ in range(rng.randint(1, 2)):
        x = rng.uniform(0.05, 0.95)
        y = ground * 0.9
        for i in range(8):
            pen.circle((40, 40, 44, 34), (x + i * 0.03 + rng.uniform(-0.01, 0.01), y - i * ground * 0.1),
                       0.03 + i * 0.012)
    # far skyline
    far = mix(low, (40, 40, 48), 0.55)
    x = -0.02
    while x < 1.02:
        bw = rng.uniform(0.05, 0.12)
        bh = ground * rng.uniform(0.18, 0.5)
        t = ground - bh
        pts = [(x, ground), (x, t)]
        if rng.random() < 0.55:
            pts += [(x + bw * 0.35, t + bh * 0.25), (x + bw * 0.6, t + bh * 0.05)]
        pts += [(x + bw, t + bh * rng.uniform(0.0, 0.35)), (x + bw, ground)]
        pen.polygon(far, pts)
        x += bw + rng.uniform(0.0, 0.03)
    dark = mix(low, (16, 14, 16), 0.86)
    town = _Town(canvas, pen, aspect, ground, rng, dark, mix(low, (30, 28, 30), 0.7), mix(low, (255, 220, 170), 0.2),
                 (250, 190, 90))
    _LANDMARKS[landmark_for(loc_id, name)](town)
    # the ground: cracked concrete and rubble
    g = art.vertical_gradient((cw, ch - round(ground * cw)), [(0.0, mix(low, (60, 56, 50), 0.7)),
                                                                (1.0, (34, 32, 30))])
    canvas.blit(g, (0, round(ground * cw)))
    for _ in range(14):
        rx = rng.uniform(0, 1)
        ry = rng.uniform(ground + 0.01, aspect)
        r = rng.uniform(0.008, 0.03) * (0.5 + (ry - ground) / max(0.01, aspect - ground))
        pen.polygon(mix((70, 66, 60), SR["rust"], rng.random() * 0.5),
                    art.regular_polygon_points((rx, ry), r, rng.randint(4, 6), rotation=rng.uniform(0, 90)))
    for _ in range(3):
        x0 = rng.uniform(0, 1)
        y0 = rng.uniform(ground + 0.02, aspect)
        pen.line((20, 20, 20, 120), [(x0, y0), (x0 + rng.uniform(-0.1, 0.1), y0 + rng.uniform(-0.02, 0.03)),
                                      (x0 + rng.uniform(-0.2, 0.2), y0 + rng.uniform(-0.02, 0.04))], 0.004)
    # a fence in the foreground on one side
    side = rng.choice((0, 1))
    fx0 = 0.0 if side == 0 else 0.62
    fy = aspect * 0.93
    for i in range(6):
        x = fx0 + i * 0.075
        pen.line((26, 24, 22), [(x, fy), (x + 0.005, fy - aspect * 0.2)], 0.008)
    for k in range(4):
        y = fy - aspect * 0.04 * (k + 1)
        pen.line((60, 58, 54, 200), [(fx0, y), (fx0 + 0.38, y - 0.01)], 0.003)
    art.vignette(canvas, strength=160)
    return art.finish(art.downsample(canvas, size))


def _windows(town: _Town, x: float, y: float, w: float, h: float, cols: int, rows: int, lit: float = 0.15) -> None:
    pen, rng = town.pen, town.rng
    cw, rh = w / cols, h / rows
    for r in range(rows):
        for c in range(cols):
            wx, wy = x + c * cw + cw * 0.22, y + r * rh + rh * 0.22
            roll = rng.random()
            color = town.glow if roll < lit else ((10, 10, 12) if roll < 0.75 else mix(town.dark, (90, 90, 90), 0.2))
            pen.rect(color, (wx, wy, cw * 0.56, rh * 0.52))


def _broken_top(town: _Town, x: float, top: float, w: float, depth: float) -> list:
    rng = town.rng
    pts = [(x, top)]
    n = rng.randint(3, 6)
    for i in range(1, n):
        pts.append((x + w * i / n, top + rng.uniform(0, depth)))
    pts.append((x + w, top + rng.uniform(0, depth * 0.4)))
    return pts


def _block(town: _Town, x: float, w: float, h: float, broken: bool = True) -> float:
    """A building block standing on the ground; returns its top y."""
    g = town.ground
    top = g - h
    pts = [(x, g)] + (_broken_top(town, x, top, w, h * 0.18) if broken else [(x, top), (x + w, top)]) + [(x + w, g)]
    town.pen.polygon(town.dark, pts)
    town.pen.line(town.light, [(x, g), (x, top)], 0.004)
    return top


def _lm_hospital(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.2, 0.6, g * 0.62
    top = _block(town, x, w, h)
    _windows(town, x + 0.02, top + h * 0.22, w - 0.04, h * 0.7, 8, 4)
    # the faded red cross on the roof sign
    cx, cy, s = x + w * 0.5, top + h * 0.02 - 0.06, 0.05
    pen.rect(town.dark, (cx - s * 1.3, cy - s * 1.3, s * 2.6, s * 2.6))
    pen.rect((176, 40, 36), (cx - s * 0.35, cy - s, s * 0.7, s * 2))
    pen.rect((176, 40, 36), (cx - s, cy - s * 0.35, s * 2, s * 0.7))
    pen.rect(town.dark, (x - 0.12, g - h * 0.35, 0.14, h * 0.35))        # ambulance bay
    pen.rect((10, 10, 12), (x - 0.1, g - h * 0.24, 0.1, h * 0.24))


def _lm_gas_station(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x = 0.18
    roof = g - g * 0.38
    pen.rect(town.dark, (x, roof, 0.56, 0.035))
    pen.rect(SR["rust"], (x, roof + 0.03, 0.56, 0.01))
    for px in (x + 0.05, x + 0.48):
        pen.rect(town.dark, (px, roof, 0.02, g - roof))
    for px in (x + 0.18, x + 0.33):
        pen.rect(town.dark, (px, g - g * 0.16, 0.05, g * 0.16))
        pen.rect(town.glow, (px + 0.012, g - g * 0.13, 0.026, g * 0.035))
    pen.rect(town.dark, (0.78, g - g * 0.28, 0.18, g * 0.28))            # kiosk
    _windows(town, 0.79, g - g * 0.24, 0.16, g * 0.12, 3, 1, 0.3)
    pen.rect(town.dark, (0.08, g - g * 0.82, 0.015, g * 0.82))            # the price sign
    pen.rect(town.dark, (0.02, g - g * 0.82, 0.13, 0.1))
    pen.rect(SR["hazard"], (0.03, g - g * 0.82 + 0.015, 0.11, 0.03))


def _lm_church(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.3, 0.42, g * 0.36
    pen.polygon(town.dark, [(x, g), (x, g - h), (x + w / 2, g - h - 0.12), (x + w, g - h), (x + w, g)])
    sx = x - 0.08
    pen.rect(town.dark, (sx, g - g * 0.62, 0.1, g * 0.62))
    pen.polygon(town.dark, [(sx - 0.01, g - g * 0.62), (sx + 0.05, g - g * 0.62 - 0.16),
                            (sx + 0.11, g - g * 0.62)])
    cy = g - g * 0.62 - 0.2
    pen.line(town.dark, [(sx + 0.05, cy), (sx + 0.05, cy + 0.05)], 0.008)
    pen.line(town.dark, [(sx + 0.032, cy + 0.018), (sx + 0.068, cy + 0.018)], 0.008)
    pen.circle(town.glow, (x + w / 2, g - h * 0.55), 0.035)
    pen.circle(town.dark, (x + w / 2, g - h * 0.55), 0.02)
    pen.polygon(town.mid, [(x + w * 0.7, g - h), (x + w, g - h), (x + w, g - h * 0.6)])   # a hole in the roof


def _lm_radio_tower(town: _Town) -> None:
    pen, g = town.pen, town.ground
    cx, top = 0.6, g * 0.08
    base = 0.08
    pen.line(town.dark, [(cx - base, g), (cx, top), (cx + base, g)], 0.01)
    steps = 9
    for i in range(steps):
        t0, t1 = i / steps, (i + 1) / steps
        y0, y1 = g - (g - top) * t0, g - (g - top) * t1
        w0, w1 = base * (1 - t0), base * (1 - t1)
        pen.line(town.dark, [(cx - w0, y0), (cx + w1, y1)], 0.004)
        pen.line(town.dark, [(cx + w0, y0), (cx - w1, y1)], 0.004)
    pen.circle((240, 60, 40), (cx, top), 0.012)
    pen.circle((240, 60, 40, 70), (cx, top), 0.03)
    # a dish on a hut
    pen.rect(town.dark, (0.14, g - g * 0.2, 0.22, g * 0.2))
    pen.polygon(town.dark, art.arc_points((0.25, g - g * 0.3), 0.09, 110, 290) + [(0.25, g - g * 0.3)])
    pen.line(town.dark, [(0.25, g - g * 0.3), (0.25, g - g * 0.2)], 0.01)


def _lm_scrapyard(town: _Town) -> None:
    pen, g, rng = town.pen, town.ground, town.rng
    for i in range(4):
        x = 0.06 + i * 0.16
        rows = rng.randint(2, 4)
        for r in range(rows):
            w = rng.uniform(0.12, 0.16)
            y = g - (r + 1) * 0.05
            pen.rect(mix(town.dark, SR["rust"], rng.uniform(0.1, 0.4)), (x + rng.uniform(-0.01, 0.01), y, w, 0.045),
                     radius=0.008)
    # crane with a hook
    pen.line(town.dark, [(0.78, g), (0.78, g * 0.25)], 0.016)
    pen.line(town.dark, [(0.62, g * 0.3), (0.98, g * 0.22)], 0.012)
    pen.line(town.dark, [(0.66, g * 0.29), (0.66, g * 0.55)], 0.003)
    pen.circle(town.dark, (0.66, g * 0.57), 0.02, width=0.006)


def _lm_factory(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.12, 0.62, g * 0.3
    pts = [(x, g)]
    for i in range(5):
        bx = x + i * w / 5
        pts += [(bx, g - h), (bx + w / 5, g - h - 0.06)]
    pts += [(x + w, g - h), (x + w, g)]
    pen.polygon(town.dark, pts)
    for sx, sh in ((0.78, 0.72), (0.88, 0.6)):
        pen.rect(town.dark, (sx, g - g * sh, 0.05, g * sh))
        pen.rect(SR["rust"], (sx, g - g * sh + 0.02, 0.05, 0.012))
    _windows(town, x + 0.02, g - h * 0.7, w - 0.04, h * 0.4, 10, 1, 0.1)


def _lm_market(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.1, 0.8, g * 0.32
    top = _block(town, x, w, h, broken=False)
    pen.rect(town.dark, (x + w * 0.25, top - 0.07, w * 0.5, 0.08))       # the sign board
    for i in range(6):
        pen.rect(town.mid if i % 2 else (150, 40, 34), (x + w * 0.28 + i * w * 0.075, top - 0.055, w * 0.06, 0.05))
    for i in range(6):                                                  # storefront glass
        pen.rect((12, 12, 14), (x + 0.03 + i * w / 6.3, g - h * 0.55, w / 7.5, h * 0.5))
    pen.polygon(town.mid, [(x + w * 0.55, g - h * 0.55), (x + w * 0.62, g - h * 0.2), (x + w * 0.6, g - h * 0.55)])
    for i in range(3):                                                  # abandoned carts
        cx = 0.2 + i * 0.22
        pen.rect(town.dark, (cx, g - 0.03, 0.05, 0.025))


def _lm_school(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.08, 0.84, g * 0.26
    top = _block(town, x, w, h)
    _windows(town, x + 0.02, top + h * 0.25, w - 0.04, h * 0.5, 12, 1)
    pen.polygon(town.dark, [(0.42, top + 0.01), (0.5, top - 0.09), (0.58, top + 0.01)])
    pen.circle(town.light, (0.5, top - 0.03), 0.025)
    pen.circle(town.dark, (0.5, top - 0.03), 0.018)
    pen.line(town.dark, [(0.9, g), (0.9, g * 0.3)], 0.006)                # flagpole
    pen.polygon(SR["rust"], [(0.9, g * 0.3), (0.97, g * 0.33), (0.9, g * 0.37)])


def _lm_police(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.22, 0.5, g * 0.4
    top = _block(town, x, w, h)
    _windows(town, x + 0.02, top + h * 0.2, w - 0.04, h * 0.45, 6, 2)
    pen.rect(town.dark, (0.76, g * 0.2, 0.08, g * 0.8))                  # watchtower
    pen.rect(town.dark, (0.72, g * 0.14, 0.16, 0.06))
    pen.circle(town.glow, (0.8, g * 0.17), 0.014)
    for i in range(6):                                                  # sandbags
        pen.ellipse(town.mid, (0.04 + i * 0.05, g - 0.035, 0.06, 0.035))
        pen.ellipse(town.mid, (0.065 + i * 0.05, g - 0.06, 0.06, 0.035))


def _lm_farm(town: _Town) -> None:
    pen, g = town.pen, town.ground
    pen.polygon(town.dark, [(0.18, g), (0.18, g - g * 0.26), (0.34, g - g * 0.42), (0.5, g - g * 0.26), (0.5, g)])
    pen.rect((12, 12, 14), (0.29, g - g * 0.16, 0.1, g * 0.16))
    pen.rect(town.dark, (0.56, g - g * 0.58, 0.1, g * 0.58))
    pen.polygon(town.dark, art.arc_points((0.61, g - g * 0.58), 0.05, 180, 360))
    pen.line(town.dark, [(0.8, g), (0.8, g * 0.5)], 0.006)               # windmill
    for k in range(4):
        a = math.radians(20 + k * 90)
        pen.line(town.dark, [(0.8, g * 0.5), (0.8 + 0.07 * math.cos(a), g * 0.5 + 0.07 * math.sin(a))], 0.01)


def _lm_water_tower(town: _Town) -> None:
    pen, g = town.pen, town.ground
    cx, ty = 0.55, g * 0.28
    for dx in (-0.08, -0.03, 0.03, 0.08):
        pen.line(town.dark, [(cx + dx * 0.6, ty + 0.08), (cx + dx, g)], 0.008)
    pen.line(town.dark, [(cx - 0.08, g * 0.7), (cx + 0.08, g * 0.6)], 0.004)
    pen.line(town.dark, [(cx + 0.08, g * 0.7), (cx - 0.08, g * 0.6)], 0.004)
    pen.rect(town.dark, (cx - 0.11, ty - 0.04, 0.22, 0.13), radius=0.03)
    pen.polygon(town.dark, [(cx - 0.12, ty - 0.035), (cx, ty - 0.1), (cx + 0.12, ty - 0.035)])
    pen.rect(SR["rust"], (cx - 0.11, ty + 0.03, 0.22, 0.012))
    _block(town, 0.05, 0.2, g * 0.22)


def _lm_motel(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.08, 0.62, g * 0.24
    top = _block(town, x, w, h, broken=False)
    _windows(town, x + 0.02, top + h * 0.15, w - 0.04, h * 0.75, 8, 2, 0.25)
    pen.line(town.dark, [(0.84, g), (0.84, g * 0.35)], 0.01)
    pen.rect(town.dark, (0.76, g * 0.25, 0.18, 0.12), radius=0.01)
    for i in range(3):
        pen.rect(town.glow if i != 1 else (60, 40, 30), (0.78 + i * 0.055, g * 0.25 + 0.03, 0.04, 0.05))


def _lm_bridge(town: _Town) -> None:
    pen, g = town.pen, town.ground
    deck = g * 0.5
    pen.rect(town.dark, (-0.02, deck, 0.5, 0.05))
    pen.polygon(town.dark, [(0.6, deck + 0.01), (1.02, deck - 0.02), (1.02, deck + 0.04), (0.64, deck + 0.05)])
    for px in (0.1, 0.34, 0.78):
        pen.rect(town.dark, (px, deck, 0.05, g - deck))
    for i in range(5):                                                  # rubble of the fallen span
        pen.polygon(town.mid, art.regular_polygon_points((0.52 + i * 0.02, g - 0.02), 0.03, 5, rotation=i * 20))
    pen.rect((140, 50, 36), (0.2, deck - 0.035, 0.08, 0.035), radius=0.008)   # a stranded car


def _lm_mission(town: _Town) -> None:
    pen, g = town.pen, town.ground
    x, w, h = 0.16, 0.56, g * 0.34
    gable = [(x, g), (x, g - h), (x + w * 0.2, g - h), (x + w * 0.26, g - h - 0.05)] + \
        art.arc_points((x + w * 0.5, g - h - 0.06), w * 0.22, 200, 340) + \
        [(x + w * 0.74, g - h - 0.05), (x + w * 0.8, g - h), (x + w, g - h), (x + w, g)]
    pen.polygon(town.dark, gable)
    for bx in (x + w * 0.42, x + w * 0.58):                             # bell openings
        pen.polygon(town.glow if bx < x + w * 0.5 else (14, 12, 12),
                    [(bx - 0.025, g - h + 0.02)] + art.arc_points((bx, g - h + 0.02), 0.025, 180, 360)
                    + [(bx + 0.025, g - h + 0.07), (bx - 0.025, g - h + 0.07)])
    pen.polygon((12, 10, 10), [(x + w * 0.42, g)] + art.arc_points((x + w * 0.5, g - h * 0.45), w * 0.08, 180, 360)
                + [(x + w * 0.58, g)])
    pen.rect(town.dark, (x + w, g - h * 0.55, 0.2, h * 0.55))            # a low wall and a cactus
    pen.capsule(town.dark, (0.88, g), (0.88, g - 0.14), 0.018)
    pen.capsule(town.dark, (0.88, g - 0.07), (0.92, g - 0.1), 0.012)
    pen.capsule(town.dark, (0.92, g - 0.1), (0.92, g - 0.15), 0.012)


def _lm_lookout(town: _Town) -> None:
    pen, g, rng = town.pen, town.ground, town.rng
    # a ridge behind, a stilted lookout cabin on it
    ridge = [(-0.02, g)] + [(x / 10, g - 0.08 - 0.1 * math.sin(x / 10 * math.pi) - rng.uniform(0, 0.02))
                            for x in range(11)] + [(1.02, g)]
    pen.polygon(town.mid, ridge)
    cx, top = 0.62, g * 0.3
    base = g - 0.16
    for dx in (-0.06, 0.06):
        pen.line(town.dark, [(cx + dx * 0.5, top + 0.08), (cx + dx, base)], 0.008)
    pen.line(town.dark, [(cx - 0.05, base - 0.05), (cx + 0.05, top + 0.12)], 0.004)
    pen.line(town.dark, [(cx + 0.05, base - 0.05), (cx - 0.05, top + 0.12)], 0.004)
    pen.rect(town.dark, (cx - 0.07, top, 0.14, 0.09))
    pen.polygon(town.dark, [(cx - 0.09, top + 0.005), (cx, top - 0.05), (cx + 0.09, top + 0.005)])
    pen.rect(town.glow, (cx - 0.045, top + 0.025, 0.09, 0.03))
    for tx in (0.12, 0.2, 0.3, 0.86):                                    # dead pines
        h = rng.uniform(0.1, 0.18)
        pen.polygon(town.dark, [(tx - 0.03, g - 0.06), (tx, g - 0.06 - h), (tx + 0.03, g - 0.06)])


_LANDMARKS = {
    "mission": _lm_mission,
    "lookout": _lm_lookout,
    "hospital": _lm_hospital,
    "gas_station": _lm_gas_station,
    "church": _lm_church,
    "radio_tower": _lm_radio_tower,
    "scrapyard": _lm_scrapyard,
    "factory": _lm_factory,
    "market": _lm_market,
    "school": _lm_school,
    "police": _lm_police,
    "farm": _lm_farm,
    "water_tower": _lm_water_tower,
    "motel": _lm_motel,
    "bridge": _lm_bridge,
}


# ---------------------------------------------------------------------------
# Road cards, the Salvation gate
# ---------------------------------------------------------------------------


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
        cost=tuple((r, _int(cost.get(r))) for r in RESOURCES if _int(cost.get(r)) > 0) if explored else (),
    )


def road_card(data: Mapping, size: Sequence[int]) -> pygame.Surface:
    """A road card on the roadmap: unexplored (the road picture and the types of resource it
    needs) or explored (the green side: the obstacle's name and exact cost)."""
    return _road_card(road_fields(data), _size(size, 16))


def road_back(size: Sequence[int]) -> pygame.Surface:
    """The road deck: an unexplored road with no needs showing."""
    return _road_card(RoadFields("", "", False, (), ()), _size(size, 16))


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
    surf = _road_picture(size, _seed("road:" + fields.id) if fields.id else 1234, green).copy()
    unit = min(width, height)
    if green:
        # name plate top, cost row bottom
        plate_h = max(10, round(height * 0.22))
        pr = pygame.Rect(round(width * 0.05), round(height * 0.07), round(width * 0.9), plate_h)
        surf.blit(_plate(pr.size, (30, 52, 36), (130, 190, 120)), pr)
        label = _fit_line((fields.name or "Explored").upper(), pr.width - round(plate_h * 0.7),
                          max(7, round(plate_h * 0.56)), 6, SR["bone"], True)
        surf.blit(label, label.get_rect(center=pr.center))
        _cost_row(surf, [(r, n) for r, n in fields.cost], height, width, counts=True)
    else:
        if fields.needs:
            _cost_row(surf, [(r, None) for r in fields.needs], height, width, counts=False)
        banner = _txt("UNEXPLORED", max(7, round(unit * 0.14)), (236, 226, 200), True, outline=(20, 18, 16))
        if banner.get_width() > width * 0.86:
            banner = pygame.transform.smoothscale(banner, (round(width * 0.86), banner.get_height()))
        surf.blit(banner, banner.get_rect(midtop=(width // 2, round(height * 0.06))))
    _frame(surf, (130, 190, 120) if green else (170, 150, 110), 1, rivets=False)
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
        num = _txt(str(n), number_size, SR["bone"], True) if counts and n is not None else None
        parts.append((tok, num))
    gap = max(2, round(strip_h * 0.18))
    total = sum(t.get_width() + (n.get_width() + 2 if n else 0) for t, n in parts) + gap * (len(parts) - 1)
    if not counts:
        q = _txt("?", number_size, SR["hazard"], True)
        total += q.get_width() + gap
    scale = min(1.0, (strip.width - 6) / max(1, total))
    x = strip.centerx - round(total * scale) // 2
    for tok, num in parts:
        if scale < 1.0:
            tok = pygame.transform.smoothscale(tok, (max(4, round(tok.get_width() * scale)),) * 2)
        surf.blit(tok, tok.get_rect(midleft=(x, strip.centery)))
        x += tok.get_width() + 1
        if num is not None:
            surf.blit(num, num.get_rect(midleft=(x, strip.centery)))
            x += num.get_width() + 1
        x += round(gap * scale)
    if not counts:
        surf.blit(q, q.get_rect(midleft=(x, strip.centery)))


def salvation_gate(size: Sequence[int]) -> pygame.Surface:
    """Salvation's gate: a walled town with two watchtowers and a lit gate, end of the road."""
    return _salvation_gate(_size(size, 16))


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
    _frame(surf, (236, 196, 110), 1, rivets=False)
    return art.finish(surf)


# ---------------------------------------------------------------------------
# Apocalypse cards, the search deck
# ---------------------------------------------------------------------------


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
    return _apocalypse_card(apocalypse_fields(data), _size(size, 16), bool(colorblind))


@functools.lru_cache(maxsize=64)
def _apocalypse_card(fields: ApocalypseFields, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    width, height = size
    color = APOCALYPSE_COLORS[fields.type]
    surf = _concrete(size, mix(color, (40, 38, 36), 0.55), (22, 20, 20), _seed("apoc:" + fields.id))
    m = max(3, round(width * 0.06))
    band_h = max(12, round(height * 0.3))
    band = pygame.Rect(m, m, width - 2 * m, band_h)
    stripe = art.vertical_gradient(band.size, [(0.0, lighten(color, 0.12)), (1.0, darken(color, 0.3))])
    stripe_r = stripe.copy()
    art.round_corners(stripe_r, max(2, width // 30))
    surf.blit(stripe_r, band)
    ico = apocalypse_icon(fields.type, max(8, round(band_h * 0.7)), SR["bone"], colorblind)
    surf.blit(ico, ico.get_rect(center=(band.centerx, band.y + round(band_h * 0.42))))
    kind = _txt(fields.type.upper(), max(7, round(band_h * 0.16)), SR["bone"], True, outline=(0, 0, 0))
    surf.blit(kind, kind.get_rect(midbottom=(band.centerx, band.bottom - 1)))
    y = band.bottom + max(2, round(height * 0.02))
    if fields.name:
        name = _fit_line(fields.name.upper(), width - 2 * m, max(8, round(width * 0.1)), 7, SR["bone"], True)
        surf.blit(name, name.get_rect(midtop=(width // 2, y)))
        y += name.get_height() + max(1, round(height * 0.01))
    box = pygame.Rect(m, y, width - 2 * m, height - m - y)
    if fields.marauders:
        mh = max(10, round(height * 0.085))
        box.height -= mh + max(2, height // 60)
        words = fields.marauders if "MARAUDER" in fields.marauders else f"{fields.marauders} MARAUDERS"
        row = _fit_line(words, width - 2 * m - mh, round(mh * 0.8), 6, SR["bone"], True)
        tok = marauder_token("bike", mh)
        total = tok.get_width() + 3 + row.get_width()
        x = width // 2 - total // 2
        surf.blit(tok, (x, height - m - mh))
        surf.blit(row, row.get_rect(midleft=(x + tok.get_width() + 3, height - m - mh // 2)))
    if box.height > 12 and fields.text:
        surf.blit(art.panel(box.size, (*SR["paper"], 240), max(2, width // 40), border=(60, 50, 40, 255)), box)
        pad = max(2, round(width * 0.04))
        size_px, lines, lh = _paragraph(fields.text, box.width - 2 * pad, box.height - 2 * pad,
                                        max(8, round(width * 0.075)), 6)
        _blit_lines(surf, lines, size_px, lh, 0, box.y + pad, SR["ink"], center=box.centerx)
    _frame(surf, color, 1)
    return art.finish(surf)


def apocalypse_back(size: Sequence[int]) -> pygame.Surface:
    """The apocalypse deck's back: a mushroom cloud over a broken skyline."""
    return _apocalypse_back(_size(size, 16))


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
    _back_label(surf, "APOCALYPSE", round(height * 0.86), (30, 12, 10), (190, 70, 40), (250, 226, 196))
    _frame(surf, (190, 70, 40), 1)
    return art.finish(surf)


def search_back(size: Sequence[int]) -> pygame.Surface:
    """The search deck's back: a supply crate under a flashlight beam."""
    return _search_back(_size(size, 16))


@functools.lru_cache(maxsize=16)
def _search_back(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surf = _concrete(size, (70, 76, 70), (34, 36, 34), 31337)

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
    _back_label(surf, "SEARCH", round(height * 0.82), (30, 34, 30), (150, 160, 120))
    _frame(surf, (150, 160, 120), 1)
    return art.finish(surf)


# ---------------------------------------------------------------------------
# Tokens
# ---------------------------------------------------------------------------


def wound_token(kind: str, size: int, colorblind: bool = False) -> pygame.Surface:
    """A wound token. "unrevealed": the black side with a red claw wound, the same for every
    token. A revealed type: a bone disc with a dark red rim and the injury's pictogram."""
    kind = str(kind)
    if kind != "unrevealed" and kind not in WOUND_TYPES:
        kind = "injury"
    return _wound_token(kind, _side(size), bool(colorblind) and kind != "unrevealed")


@functools.lru_cache(maxsize=128)
def _wound_token(kind: str, size: int, colorblind: bool) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 110), (0.5, 0.53), 0.47)
        if kind == "unrevealed":
            pen.circle((70, 12, 12), (0.5, 0.5), 0.47)
            pen.circle((16, 14, 16), (0.5, 0.5), 0.42)
            pen.circle((30, 28, 30), (0.48, 0.46), 0.36)
            pen.circle((16, 14, 16), (0.5, 0.5), 0.34)
            for i, dx in enumerate((-0.14, 0.0, 0.14)):
                a, b = (0.32 + dx, 0.28 + abs(dx) * 0.3), (0.6 + dx, 0.74 - abs(dx) * 0.3)
                pen.capsule((120, 10, 12), a, b, 0.05)
                pen.capsule((214, 36, 30), (a[0] + 0.01, a[1] + 0.01), b, 0.032)
            return
        pen.circle((110, 20, 20), (0.5, 0.5), 0.47)
        pen.circle(SR["bone"], (0.5, 0.5), 0.41)
        pen.circle(darken(SR["bone"], 0.08), (0.5, 0.54), 0.36)
        pen.circle(SR["bone"], (0.5, 0.5), 0.35)
        art_pen = pen.sub(0.18, 0.18, 0.64) if not colorblind else pen.sub(0.24, 0.24, 0.56)
        _WOUND_PICTOGRAMS[kind](art_pen)

    surf = art.supersampled((size, size), draw)
    if colorblind:
        letter = _txt(WOUND_LETTERS[kind], max(6, round(size * 0.28)), SR["bone"], True)
        badge = letter.get_rect().inflate(max(2, size // 10), 0)
        badge.topleft = (0, 0)
        pygame.draw.rect(surf, (110, 20, 20), badge, border_radius=badge.height // 2)
        surf.blit(letter, letter.get_rect(center=badge.center))
    return art.finish(surf)


_WRED = (178, 26, 26)
_WDARK = (60, 16, 14)


def _wp_critical(pen: Pen) -> None:
    # two drops: this wound brings another
    pen.polygon(_WDARK, art.teardrop_points((0.66, 0.06), (0.66, 0.38), 0.16))
    pen.polygon(_WRED, art.teardrop_points((0.4, 0.2), (0.4, 0.62), 0.26))
    pen.ellipse(lighten(_WRED, 0.45), (0.28, 0.55, 0.07, 0.14))
    pen.line(SR["bone"], [(0.54, 0.5), (0.54, 0.5)], 0.0)
    pen.rect(_WDARK, (0.78, 0.54, 0.06, 0.3), radius=0.02)       # a plus: one more
    pen.rect(_WDARK, (0.66, 0.66, 0.3, 0.06), radius=0.02)


def _wp_boot(pen: Pen, color) -> None:
    pen.polygon(color, [(0.3, 0.06), (0.56, 0.06), (0.58, 0.56), (0.9, 0.68), (0.92, 0.86), (0.26, 0.86)], corner=0.04)
    pen.rect(darken(color, 0.4), (0.24, 0.86, 0.7, 0.07), radius=0.02)


def _wp_zigzag(pen: Pen, color, at: tuple[float, float]) -> None:
    x, y = at
    pen.line(color, [(x - 0.18, y), (x - 0.08, y - 0.1), (x + 0.0, y + 0.06), (x + 0.08, y - 0.1), (x + 0.18, y)], 0.06)


def _wp_sprained_ankle(pen: Pen) -> None:
    _wp_boot(pen, (70, 52, 40))
    _wp_zigzag(pen, _WRED, (0.46, 0.58))


def _wp_sprained_wrist(pen: Pen) -> None:
    hand = (70, 52, 40)
    pen.rect(hand, (0.28, 0.36, 0.42, 0.36), radius=0.12)
    for x, top in ((0.33, 0.12), (0.44, 0.04), (0.55, 0.06), (0.66, 0.16)):
        pen.capsule(hand, (x, 0.45), (x, top), 0.05)
    pen.capsule(hand, (0.32, 0.6), (0.14, 0.4), 0.055)
    pen.rect(hand, (0.36, 0.7, 0.26, 0.24), radius=0.03)
    _wp_zigzag(pen, _WRED, (0.49, 0.78))


def _wp_painful(pen: Pen) -> None:
    pen.polygon(_WRED, art.star_points((0.5, 0.5), 0.48, 0.22, points=8, rotation=-90), corner=0.01)
    pen.polygon((250, 200, 80), [(0.54, 0.18), (0.36, 0.54), (0.5, 0.54), (0.44, 0.84), (0.66, 0.44), (0.52, 0.44),
                                 (0.6, 0.18)], corner=0.01)


def _wp_flesh_wound(pen: Pen) -> None:
    # a sticking plaster across a scratch: it was nothing
    pen.line(_WRED, [(0.14, 0.3), (0.86, 0.72)], 0.05)
    body = [(0.12, 0.68), (0.68, 0.12), (0.88, 0.32), (0.32, 0.88)]
    pen.polygon((150, 110, 80), body, corner=0.12)
    pen.polygon((214, 176, 140), [(0.36, 0.44), (0.44, 0.36), (0.64, 0.56), (0.56, 0.64)], corner=0.03)
    for dx, dy in ((0.0, 0.0), (0.05, 0.05), (-0.05, -0.05), (0.05, -0.05), (-0.05, 0.05)):
        pen.circle((150, 110, 80), (0.5 + dx, 0.5 + dy), 0.012)


def _wp_injury(pen: Pen) -> None:
    # a stitched gash
    pen.line(_WDARK, [(0.14, 0.62), (0.38, 0.46), (0.62, 0.52), (0.86, 0.34)], 0.11)
    pen.line(_WRED, [(0.14, 0.62), (0.38, 0.46), (0.62, 0.52), (0.86, 0.34)], 0.06)
    for x, y in ((0.26, 0.54), (0.5, 0.49), (0.74, 0.43)):
        pen.line((30, 24, 22), [(x - 0.05, y - 0.12), (x + 0.05, y + 0.12)], 0.03)


_WOUND_PICTOGRAMS = {
    "critical": _wp_critical,
    "sprained_ankle": _wp_sprained_ankle,
    "sprained_wrist": _wp_sprained_wrist,
    "painful": _wp_painful,
    "flesh_wound": _wp_flesh_wound,
    "injury": _wp_injury,
}


def marauder_token(kind: str, size: int) -> pygame.Surface:
    """A marauder token: "bike" (a round rust token with a motorbike) or "buggy" (a hexagonal
    blood-red token with a roll-caged dune buggy): shape and picture differ, not just colour."""
    kind = "buggy" if str(kind) == "buggy" else "bike"
    return _marauder_token(kind, _side(size))


@functools.lru_cache(maxsize=64)
def _marauder_token(kind: str, size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        if kind == "bike":
            body = (150, 82, 40)
            pen.circle((0, 0, 0, 110), (0.5, 0.54), 0.47)
            pen.circle((30, 18, 12), (0.5, 0.5), 0.47)
            pen.circle(lighten(body, 0.2), (0.5, 0.5), 0.42)
            pen.circle(body, (0.5, 0.53), 0.4)
            ink = (24, 16, 12)
            for x in (0.27, 0.73):
                pen.circle(ink, (x, 0.64), 0.13)
                pen.circle(body, (x, 0.64), 0.07)
            pen.line(ink, [(0.27, 0.64), (0.44, 0.46), (0.62, 0.46), (0.73, 0.64)], 0.05)
            pen.line(ink, [(0.62, 0.46), (0.68, 0.3), (0.76, 0.3)], 0.04)
            pen.circle(ink, (0.48, 0.24), 0.07)                      # the rider
            pen.line(ink, [(0.48, 0.3), (0.5, 0.46)], 0.07)
            pen.line(ink, [(0.5, 0.34), (0.66, 0.32)], 0.04)
        else:
            body = (120, 26, 22)
            hexagon = art.regular_polygon_points((0.5, 0.5), 0.47, 6, rotation=0)
            pen.polygon((0, 0, 0, 110), [(x, y + 0.03) for x, y in hexagon], corner=0.03)
            pen.polygon((26, 8, 8), hexagon, corner=0.03)
            pen.polygon(lighten(body, 0.2), art.regular_polygon_points((0.5, 0.5), 0.42, 6, rotation=0), corner=0.02)
            pen.polygon(body, art.regular_polygon_points((0.5, 0.53), 0.39, 6, rotation=0), corner=0.02)
            ink = (20, 10, 8)
            pen.polygon(ink, [(0.16, 0.6), (0.22, 0.46), (0.78, 0.46), (0.86, 0.6)], corner=0.02)
            pen.line(ink, [(0.3, 0.46), (0.38, 0.26), (0.64, 0.26), (0.72, 0.46)], 0.04)   # roll cage
            pen.line(ink, [(0.5, 0.26), (0.5, 0.46)], 0.03)
            for x in (0.26, 0.74):
                pen.circle(ink, (x, 0.66), 0.13)
                pen.circle(lighten(body, 0.1), (x, 0.66), 0.05)

    return art.finish(art.supersampled((size, size), draw))


def threat_die(color: str, wounds: int, size: int, colorblind: bool = False) -> pygame.Surface:
    """A threat die showing 0-3 wounds (bone blood drops); blue or red body. ``colorblind`` adds
    the body's letter (B / R) and the count in the corners."""
    color = "red" if str(color) == "red" else "blue"
    return _threat_die(color, max(0, min(3, _int(wounds))), _side(size), bool(colorblind))


_DROP_LAYOUT = {
    0: [],
    1: [(0.5, 0.5)],
    2: [(0.32, 0.32), (0.68, 0.68)],
    3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
}


@functools.lru_cache(maxsize=128)
def _threat_die(color: str, wounds: int, size: int, colorblind: bool) -> pygame.Surface:
    body = DIE_BODIES[color]
    rim = darken(body, 0.6)

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.rect((0, 0, 0, 120), (0.03, 0.06, 0.95, 0.94), radius=0.2)
        pen.rect(rim, (0.02, 0.02, 0.96, 0.96), radius=0.21)
        pen.rect(lighten(body, 0.25), (0.06, 0.05, 0.88, 0.86), radius=0.18)
        pen.rect(body, (0.06, 0.07, 0.88, 0.85), radius=0.18)
        art.shade_vertically(canvas, 1.0, 0.78)
        layer = art.new_surface(canvas.get_size())
        lp = Pen(layer)
        face = lp.sub(0.1, 0.1, 0.8) if not colorblind else lp.sub(0.16, 0.16, 0.74)
        if wounds == 0:
            face.circle(with_alpha(lighten(body, 0.3), 200), (0.5, 0.5), 0.1, width=0.04)
        r = 0.15 if wounds == 1 else 0.12
        for x, y in _DROP_LAYOUT[wounds]:
            drop = art.teardrop_points((x, y - r * 1.9), (x, y + r * 0.3), r)
            face.polygon(darken(body, 0.55), [(px + 0.015, py + 0.02) for px, py in drop])
            face.polygon(SR["bone"], drop)
            face.ellipse((214, 40, 36), (x - r * 0.5, y - r * 0.1, r * 0.7, r * 0.6))
        canvas.blit(layer, (0, 0))

    surf = art.supersampled((size, size), draw)
    if colorblind:
        # the free corners: the drops run from top-left to bottom-right
        letter = _txt("R" if color == "red" else "B", max(6, round(size * 0.24)), art.PALETTE["road_yellow"], True)
        surf.blit(letter, letter.get_rect(topright=(round(size * 0.89), round(size * 0.07))))
        count = _txt(str(wounds), max(6, round(size * 0.24)), SR["bone"], True)
        surf.blit(count, count.get_rect(bottomleft=(round(size * 0.12), round(size * 0.93))))
    return art.finish(surf)


def truck_token(size: Sequence[int]) -> pygame.Surface:
    """The truck: a battered pickup with a plated cab and a loaded flatbed, side view."""
    return _truck_token(_size(size, 8))


@functools.lru_cache(maxsize=16)
def _truck_token(size: tuple[int, int]) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        pen = Pen(canvas, scale=w)
        a = h / w
        paint = (150, 60, 36)
        dark = (24, 20, 18)
        ground = a * 0.86
        pen.ellipse((0, 0, 0, 90), (0.04, ground - a * 0.06, 0.92, a * 0.14))
        # flatbed
        pen.rect(dark, (0.04, ground - a * 0.52, 0.56, a * 0.3), radius=0.02)
        pen.rect(darken(paint, 0.15), (0.055, ground - a * 0.5, 0.53, a * 0.26), radius=0.015)
        for x in (0.15, 0.28, 0.41, 0.54):
            pen.line(darken(paint, 0.45), [(x, ground - a * 0.5), (x, ground - a * 0.25)], 0.008)
        # cab
        cab = [(0.58, ground - a * 0.22), (0.58, ground - a * 0.8), (0.76, ground - a * 0.8),
               (0.86, ground - a * 0.5), (0.97, ground - a * 0.46), (0.97, ground - a * 0.22)]
        pen.polygon(dark, cab, corner=0.025)
        pen.polygon(paint, [(0.6, ground - a * 0.24), (0.6, ground - a * 0.76), (0.75, ground - a * 0.76),
                            (0.84, ground - a * 0.48), (0.95, ground - a * 0.44), (0.95, ground - a * 0.24)],
                    corner=0.012)
        pen.polygon((40, 60, 70), [(0.63, ground - a * 0.52), (0.63, ground - a * 0.72), (0.73, ground - a * 0.72),
                                   (0.8, ground - a * 0.52)], corner=0.008)
        pen.rect(dark, (0.64, ground - a * 0.62, 0.1, a * 0.03))            # armour slit
        pen.rect(art.PALETTE["road_yellow"], (0.93, ground - a * 0.42, 0.03, a * 0.06), radius=0.005)
        pen.rect(dark, (0.02, ground - a * 0.3, 0.97, a * 0.1), radius=0.02)   # chassis
        pen.line(lighten(paint, 0.35), [(0.6, ground - a * 0.76), (0.75, ground - a * 0.76)], 0.006)
        for x in (0.2, 0.8):
            pen.circle(dark, (x, ground - a * 0.14), a * 0.18)
            pen.circle((80, 80, 84), (x, ground - a * 0.14), a * 0.08)
            pen.circle(dark, (x, ground - a * 0.14), a * 0.03)

    return art.finish(art.supersampled(size, draw, 3))


def threat_marker(size: int) -> pygame.Surface:
    """The threat token on a location's track: a hazard-orange cylinder with a warning mark."""
    return _threat_marker(_side(size))


@functools.lru_cache(maxsize=32)
def _threat_marker(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.ellipse((0, 0, 0, 140), (0.08, 0.42, 0.88, 0.5))
        pen.rect((120, 60, 10), (0.1, 0.32, 0.8, 0.34))
        pen.ellipse((120, 60, 10), (0.1, 0.48, 0.8, 0.36))
        pen.ellipse((252, 176, 50), (0.1, 0.14, 0.8, 0.38))
        pen.ellipse((230, 140, 30), (0.16, 0.18, 0.68, 0.3))
        pen.polygon((30, 20, 10), [(0.5, 0.2), (0.62, 0.42), (0.38, 0.42)], corner=0.01)
        pen.polygon((252, 176, 50), [(0.5, 0.26), (0.57, 0.39), (0.43, 0.39)])
        pen.rect((30, 20, 10), (0.485, 0.28, 0.03, 0.065))

    return art.finish(art.supersampled((size, size), draw))


def use_marker(size: Sequence[int], overrun: bool = False) -> pygame.Surface:
    """The location use marker laid over the ability: "USED" (grey side) or, flipped, "OVERRUN"
    (red, with a skull): the ability is gone for the rest of the game."""
    return _use_marker(_size(size, 8), bool(overrun))


@functools.lru_cache(maxsize=32)
def _use_marker(size: tuple[int, int], overrun: bool) -> pygame.Surface:
    width, height = size
    fill = (128, 22, 20) if overrun else (70, 70, 72)
    edge = (230, 90, 70) if overrun else (170, 170, 170)
    surf = art.new_surface(size)

    def draw(canvas: pygame.Surface) -> None:
        w, h = canvas.get_size()
        rect = canvas.get_rect()
        rr = round(min(w, h) * 0.2)
        pygame.draw.rect(canvas, (0, 0, 0, 150), rect.move(0, max(1, h // 30)), border_radius=rr)
        pygame.draw.rect(canvas, edge, rect.inflate(-2, -2), border_radius=rr)
        pygame.draw.rect(canvas, fill, rect.inflate(-max(4, w // 40), -max(4, w // 40)), border_radius=rr)
        step = max(6, w // 9)
        stripes = art.new_surface((w, h))
        for off in range(-h, w + h, step * 2):
            pygame.draw.polygon(stripes, (255, 255, 255, 16 if not overrun else 22),
                                [(off, 0), (off + step, 0), (off + step - h, h), (off - h, h)])
        canvas.blit(stripes, (0, 0))

    surf.blit(art.supersampled(size, draw, 2), (0, 0))
    words = "OVERRUN" if overrun else "USED"
    fs = max(7, min(round(height * 0.36), round(width * 0.16)))
    room = width * 0.84 - (fs * 1.3 if overrun else 0)
    fs = max(6, art.fit_text_size(words, room, fs, minimum=6, bold=True))
    label = _txt(words, fs, (250, 236, 220), True, outline=(0, 0, 0))
    if overrun:
        sk = art.icon("skull", max(7, round(fs * 1.2)), (250, 236, 220))
        total = sk.get_width() + 3 + label.get_width()
        x = width // 2 - total // 2
        surf.blit(sk, sk.get_rect(midleft=(x, height // 2)))
        surf.blit(label, label.get_rect(midleft=(x + sk.get_width() + 3, height // 2)))
    else:
        surf.blit(label, label.get_rect(center=(width // 2, height // 2)))
    return art.finish(surf)


def activation_marker(size: int) -> pygame.Surface:
    """The activation marker laid on a character who has acted: a steel disc with a check."""
    return _activation_marker(_side(size))


@functools.lru_cache(maxsize=32)
def _activation_marker(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 130), (0.5, 0.54), 0.47)
        pen.circle((20, 22, 24), (0.5, 0.5), 0.47)
        pen.circle((150, 160, 166), (0.5, 0.5), 0.42)
        pen.circle((96, 108, 116), (0.5, 0.53), 0.38)
        pen.line((240, 240, 232), [(0.28, 0.52), (0.44, 0.68), (0.74, 0.34)], 0.09)

    return art.finish(art.supersampled((size, size), draw))


def first_player_marker(size: int) -> pygame.Surface:
    """The first player marker: a brass star badge."""
    return _first_player_marker(_side(size))


@functools.lru_cache(maxsize=16)
def _first_player_marker(size: int) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((0, 0, 0, 130), (0.5, 0.54), 0.47)
        pen.circle((40, 30, 10), (0.5, 0.5), 0.47)
        pen.circle((214, 168, 72), (0.5, 0.5), 0.42)
        pen.polygon((60, 40, 10), art.star_points((0.5, 0.53), 0.32, 0.14), corner=0.02)
        pen.polygon((250, 220, 130), art.star_points((0.5, 0.51), 0.27, 0.12), corner=0.01)

    return art.finish(art.supersampled((size, size), draw))


def three_x_token(kind: str, size: int) -> pygame.Surface:
    """A resource token standing for three on the truck's 3X spot: the token with a 3X stamp."""
    return _three_x_token(str(kind), _side(size))


@functools.lru_cache(maxsize=32)
def _three_x_token(kind: str, size: int) -> pygame.Surface:
    surf = art.resource_token(kind, size).copy() if kind in art.RESOURCE_SHAPES else art.new_surface((size, size))
    badge_h = max(7, round(size * 0.42))
    label = _txt("3X", max(6, round(badge_h * 0.78)), SR["ink"], True)
    br = label.get_rect().inflate(max(3, badge_h // 3), 1)
    br.height = badge_h
    br.bottomright = (size, size)
    pygame.draw.rect(surf, (20, 20, 20), br.inflate(2, 2), border_radius=badge_h // 2)
    pygame.draw.rect(surf, art.PALETTE["road_yellow"], br, border_radius=badge_h // 2)
    surf.blit(label, label.get_rect(center=br.center))
    return art.finish(surf)


__all__ = [
    "RESOURCES", "RESOURCE_NAMES", "WOUND_TYPES", "WOUND_NAMES", "WOUND_LETTERS", "APOCALYPSE_TYPES",
    "APOCALYPSE_LETTERS", "APOCALYPSE_COLORS", "MARAUDERS", "DIE_COLORS", "SR",
    "character_card", "character_layout", "character_fields", "portrait", "standee",
    "location_card", "location_layout", "track_label", "location_fields", "location_back", "landmark_for", "recon_badge",
    "road_card", "road_back", "road_fields", "salvation_gate",
    "apocalypse_card", "apocalypse_back", "apocalypse_icon", "apocalypse_fields", "search_back",
    "wound_token", "marauder_token", "threat_die", "truck_token", "threat_marker", "use_marker",
    "activation_marker", "first_player_marker", "three_x_token", "override_cover",
]
