"""The Characters' miniatures (the standees): the same look as the portrait (people.py) as a chunky
painted figure on a round base, with a pale rim so it reads on the dark shelter; lying down and greyed,
with a few Zs, when asleep."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.art import Pen, darken, lighten, mix
from .people import STYLES, Look, look_of

RIM = (214, 204, 184)
HATS = {"scarf": (46, 44, 50), "beanie": (130, 62, 46), "cap": (50, 56, 70), "flatcap": (96, 84, 62)}


def figure(pen: Pen, look: Look) -> None:
    """A standing figure in a pen whose unit is the canvas height (x 0..0.6, feet at 0.9)."""
    coat, trousers, skin, hair = look.coat, look.trousers, look.skin, look.hair
    cx = 0.3
    w = min(0.24, 0.155 * look.build)
    child = look.age < 18
    hem = 0.7 if look.extra in ("apron",) or look.age > 55 else 0.64
    # legs and boots
    for side, tone in ((-1, darken(trousers, 0.25)), (1, trousers)):
        pen.capsule(tone, (cx + side * 0.06, 0.6), (cx + side * 0.065, 0.86), 0.05)
        pen.ellipse((28, 26, 24), (cx + side * 0.065 - 0.06, 0.84, 0.12, 0.06))
    # arms behind the body
    pen.capsule(darken(coat, 0.35), (cx + w * 0.9, 0.34), (cx + w + 0.03, 0.6), 0.045)
    pen.circle(darken(skin, 0.25), (cx + w + 0.03, 0.62), 0.035)
    # the coat: rounded shoulders down to a flared hem, lit from the left
    body = [(cx - w * 0.6, 0.27), (cx - w, 0.31), (cx - w * 1.05, 0.42), (cx - w * 1.1, hem),
            (cx + w * 1.1, hem), (cx + w * 1.05, 0.42), (cx + w, 0.31), (cx + w * 0.6, 0.27)]
    pen.polygon(darken(coat, 0.3), body, corner=0.02)
    pen.polygon(coat, [(cx - w * 0.6, 0.28), (cx - w * 0.95, 0.32), (cx - w * 1.0, 0.42), (cx - w * 1.05, hem - 0.01),
                       (cx + w * 0.2, hem - 0.01), (cx + w * 0.3, 0.28)], corner=0.02)
    pen.line(lighten(coat, 0.2), [(cx - w * 0.9, 0.33), (cx - w, hem - 0.03)], 0.012)
    _clothes(pen, look, cx, w, hem)
    pen.capsule(coat, (cx - w * 0.9, 0.34), (cx - w - 0.03, 0.6), 0.045)
    pen.circle(skin, (cx - w - 0.03, 0.62), 0.035)
    # the head
    r = 0.1 if not child else 0.095
    head = (cx, 0.18)
    if look.style in ("long", "ponytail"):
        pen.polygon(darken(hair, 0.1), [(cx - r * 0.95, 0.17), (cx + r * 0.95, 0.17), (cx + r, 0.33), (cx - r, 0.33)]
                    if look.style == "long" else [(cx + r * 0.5, 0.14), (cx + r * 1.3, 0.3), (cx + r * 0.8, 0.32)],
                    corner=0.02)
    if look.style == "hood":
        pen.circle(darken(coat, 0.2), head, r * 1.25)
    pen.rect(darken(skin, 0.25), (cx - 0.03, 0.24, 0.06, 0.05))
    pen.circle(darken(skin, 0.2), head, r)
    pen.circle(skin, (cx - r * 0.12, head[1] - r * 0.04), r * 0.88)
    _head_top(pen, look, cx, r, head)
    for x in (cx - r * 0.4, cx + r * 0.3):
        pen.circle((30, 26, 24), (x, 0.19), r * 0.11)
    if look.beard == "full":
        pen.polygon(mix(hair, skin, 0.15), [(cx - r * 0.8, 0.2), (cx + r * 0.8, 0.2), (cx + r * 0.5, 0.27),
                                            (cx, 0.29), (cx - r * 0.5, 0.27)], corner=0.01)
    elif look.beard == "moustache":
        pen.line(mix(hair, skin, 0.1), [(cx - r * 0.35, 0.225), (cx + r * 0.35, 0.225)], r * 0.18)
    if look.extra == "glasses":
        for x in (cx - r * 0.4, cx + r * 0.3):
            pen.circle((30, 28, 28), (x, 0.19), r * 0.2, width=r * 0.07)


def _clothes(pen: Pen, look: Look, cx: float, w: float, hem: float) -> None:
    extra = look.extra
    if extra == "apron":
        pen.rect((214, 208, 194), (cx - w * 0.65, 0.4, w * 1.3, hem - 0.39), radius=0.02)
    elif extra == "stripes":
        for side in (-1, 1):
            pen.line((206, 200, 188), [(cx + side * w * 0.95, 0.33), (cx + side * w * 1.05, hem - 0.02)], 0.014)
    elif extra == "satchel":
        pen.line((100, 76, 50), [(cx - w * 0.8, 0.3), (cx + w * 0.9, 0.56)], 0.022)
        pen.rect((100, 76, 50), (cx + w * 0.5, 0.52, 0.09, 0.08), radius=0.015)
    elif extra == "scarf":
        pen.rect((150, 130, 96), (cx - 0.08, 0.26, 0.16, 0.06), radius=0.025)
        pen.rect((130, 112, 82), (cx + 0.02, 0.3, 0.05, 0.12), radius=0.015)
    elif extra == "badge":
        pen.polygon((200, 208, 214), [(cx - 0.05, 0.28), (cx + 0.05, 0.28), (cx, 0.36)])
        pen.rect((230, 226, 214), (cx + w * 0.3, 0.38, 0.05, 0.03), radius=0.005)
    elif extra == "flour":
        for x, y in ((cx - 0.06, 0.46), (cx + 0.05, 0.52), (cx - 0.02, 0.58)):
            pen.circle(lighten(look.coat, 0.35), (x, y), 0.018)
    elif extra == "collar":
        pen.polygon(darken(look.coat, 0.3), [(cx - 0.07, 0.27), (cx, 0.33), (cx + 0.07, 0.27)])


def _head_top(pen: Pen, look: Look, cx: float, r: float, head) -> None:
    hair, style = look.hair, (look.style if look.style in STYLES else "short")
    top = HATS.get(style, look.coat if style == "hood" else hair)
    if style == "bald":
        pen.circle(hair, (cx - r * 0.9, head[1] + r * 0.05), r * 0.22)
        pen.circle(hair, (cx + r * 0.9, head[1] + r * 0.05), r * 0.22)
        return
    low = -0.1 if style in ("bun", "short", "cap", "flatcap") else 0.15
    pen.polygon(top, [(cx - r * 1.02, head[1] + r * low), (cx - r * 0.95, head[1] - r * 0.5),
                      (cx - r * 0.5, head[1] - r * 0.95), (cx + r * 0.5, head[1] - r * 0.95),
                      (cx + r * 0.95, head[1] - r * 0.5), (cx + r * 1.02, head[1] + r * low),
                      (cx + r * 0.7, head[1] - r * 0.42), (cx - r * 0.7, head[1] - r * 0.42)], corner=0.01)
    pen.line(lighten(top, 0.2), [(cx - r * 0.6, head[1] - r * 0.7), (cx, head[1] - r * 0.88)], r * 0.15)
    if style == "bun":
        pen.circle(hair, (cx, head[1] - r * 1.05), r * 0.4)
    elif style in ("cap", "flatcap"):
        pen.rect(darken(top, 0.3), (cx - r * 1.1, head[1] - r * 0.4, r * 1.9, r * 0.22), radius=0.005)
    elif style == "beanie":
        pen.rect(darken(top, 0.2), (cx - r * 1.02, head[1] - r * 0.42, r * 2.04, r * 0.3), radius=0.01)
    elif style == "scarf":
        pen.polygon(top, [(cx - r * 1.02, head[1]), (cx - r * 0.9, head[1] + r * 0.9), (cx, head[1] + r * 1.15),
                          (cx + r * 0.9, head[1] + r * 0.9), (cx + r * 1.02, head[1]), (cx + r * 0.6, head[1] + r * 0.6),
                          (cx - r * 0.6, head[1] + r * 0.6)], corner=0.01)


def _with_rim(canvas: pygame.Surface, figure_layer: pygame.Surface, rim_px: int) -> None:
    """The figure on the canvas over a pale copy of its outline, rim_px wide."""
    mask = pygame.mask.from_surface(figure_layer, 40)
    outline = mask.to_surface(setcolor=(*RIM, 150), unsetcolor=(0, 0, 0, 0))
    for dx, dy in ((-rim_px, 0), (rim_px, 0), (0, -rim_px), (0, rim_px)):
        canvas.blit(outline, (dx, dy))
    canvas.blit(figure_layer, (0, 0))


def miniature(character_id: str, size: tuple[int, int], asleep: bool) -> pygame.Surface:
    """The Character's miniature on a round base, standing, or lying greyed when asleep."""
    look = look_of(character_id)
    if asleep:
        look = look._replace(coat=mix(look.coat, (120, 120, 124), 0.6), trousers=mix(look.trousers, (110, 110, 114), 0.6),
                             skin=mix(look.skin, (150, 150, 150), 0.5), hair=mix(look.hair, (120, 120, 120), 0.5))

    def draw(canvas: pygame.Surface) -> None:
        height = canvas.get_height()
        pen = Pen(canvas, scale=height)
        pen.ellipse((0, 0, 0, 120), (0.02, 0.885, 0.56, 0.1))
        pen.ellipse((26, 26, 28), (0.02, 0.86, 0.56, 0.11))
        pen.ellipse(darken(look.coat, 0.5), (0.04, 0.86, 0.52, 0.085))
        pen.ellipse(lighten(darken(look.coat, 0.5), 0.15), (0.08, 0.865, 0.44, 0.05))
        layer = art.new_surface((round(height * 0.6), height))
        figure(Pen(layer, scale=height), look)
        rim = max(1, height // 60)
        if not asleep:
            _with_rim(canvas, layer, rim)
            return
        lying = pygame.transform.rotate(layer.subsurface((0, 0, layer.get_width(), round(height * 0.9))), 90)
        fit = canvas.get_width() * 0.98 / lying.get_width()
        lying = pygame.transform.smoothscale(lying, (round(lying.get_width() * fit), max(1, round(lying.get_height() * fit))))
        placed = art.new_surface(canvas.get_size())
        placed.blit(lying, lying.get_rect(midbottom=(canvas.get_width() // 2, round(height * 0.93))))
        _with_rim(canvas, placed, rim)
        for k, (x, y) in enumerate(((0.3, 0.56), (0.38, 0.46), (0.46, 0.36))):
            s = 0.04 + 0.014 * k
            pen.line((214, 218, 228), [(x, y), (x + s, y), (x, y + s), (x + s, y + s)], 0.014)
    return art.supersampled(size, draw, 3)


__all__ = ["figure", "miniature", "RIM"]
