"""People and animals in the pictures, as dark painted silhouettes on a Brush: a grown-up or a child,
with what marks them (a helmet and rifle, a hood, a hatchet, a pistol, a sack, a pram, a priest's
collar, a camera), and a dog."""
from __future__ import annotations

from ....ui.art import darken, lighten
from .brush import Brush

SILHOUETTE = (34, 32, 34)


def person(b: Brush, x: float, ground: float, height: float, color=SILHOUETTE, gear: tuple = (),
           facing: int = 1, rim=None) -> None:
    """A standing figure ``height`` of the picture's height tall, feet on ``ground``, centred on x."""
    aspect = b.h / b.w
    hw = height * aspect * 0.13                      # half the shoulders' width, in widths
    head_r = height * aspect * 0.064
    top = ground - height
    neck = top + height * 0.15
    hip = top + height * 0.54
    coat = "long" if "coat" in gear or "priest" in gear else "short"
    hem = hip + (height * 0.2 if coat == "long" else 0.03 * height)
    if "sack" in gear:
        sack = lighten(color, 0.12)                    # slung over the back shoulder
        sx = x - facing * hw * 1.1
        b.ellipse(sack, sx - hw * 0.75, neck - height * 0.06, hw * 1.5, height * 0.26)
        b.ellipse(sack, sx - hw * 0.55 - facing * hw * 0.3, neck + height * 0.08, hw * 1.1, height * 0.2)
        b.line(darken(color, 0.1), [(x + facing * hw * 0.6, neck + height * 0.02), (sx, neck + height * 0.02)],
               hw * 0.25)
    # legs
    for side in (-1, 1):
        b.line(darken(color, 0.12), [(x + side * hw * 0.38, hip), (x + side * hw * 0.5, ground - height * 0.03)],
               hw * 0.5)
        b.ellipse(darken(color, 0.2), x + side * hw * 0.5 - hw * 0.32 + facing * hw * 0.12, ground - height * 0.045,
                  hw * 0.72, height * 0.045)
    # body: rounded shoulders, the coat widening to its hem
    flare = 1.2 if coat == "long" else 0.95
    b.poly(color, [(x - hw * 0.45, neck), (x - hw * 0.9, neck + height * 0.02), (x - hw * 1.05, neck + height * 0.07),
                   (x - hw * 1.0, hip - height * 0.1), (x - hw * flare, hem), (x + hw * flare, hem),
                   (x + hw * 1.0, hip - height * 0.1), (x + hw * 1.05, neck + height * 0.07),
                   (x + hw * 0.9, neck + height * 0.02), (x + hw * 0.45, neck)])
    for side in (-1, 1):                               # arms
        hand = (x + side * hw * 1.12, hip + height * 0.03)
        if side == facing and any(g in gear for g in ("rifle", "pistol", "hatchet", "torch", "camera")):
            hand = (x + side * hw * 1.7, neck + height * 0.22)
        b.line(darken(color, 0.06), [(x + side * hw * 0.9, neck + height * 0.06), hand], hw * 0.42)
        b.circle(darken(color, 0.06), hand[0], hand[1], hw * 0.2)
        if side == facing:
            _held(b, gear, hand, height, facing)
    # head
    b.line(color, [(x, neck - height * 0.04), (x, neck + height * 0.02)], hw * 0.42)
    b.ellipse(color, x - head_r, top + height * 0.005, head_r * 2, height * 0.135)
    if "helmet" in gear:
        b.ellipse(darken(color, 0.15), x - head_r * 1.3, top - height * 0.01, head_r * 2.6, height * 0.1)
        b.rect(darken(color, 0.15), x - head_r * 1.45, top + height * 0.045, head_r * 2.9, height * 0.018)
    elif "hood" in gear:
        b.ellipse(color, x - head_r * 1.25, top - height * 0.01, head_r * 2.5, height * 0.2)
    elif "hat" in gear:
        b.rect(darken(color, 0.2), x - head_r * 1.6, top + height * 0.03, head_r * 3.2, height * 0.02)
        b.rect(darken(color, 0.2), x - head_r * 0.95, top - height * 0.025, head_r * 1.9, height * 0.06)
    elif "scarf" in gear:
        b.ellipse(darken(color, 0.1), x - head_r * 1.2, top, head_r * 2.4, height * 0.21)
    if "priest" in gear:
        b.rect((220, 218, 210), x - hw * 0.2, neck - height * 0.005, hw * 0.4, height * 0.02)
    if rim:                                             # candlelight catching a cheek
        b.circle(rim, x - facing * head_r * 0.55, top + height * 0.1, head_r * 0.3)


def _held(b: Brush, gear: tuple, hand, height: float, facing: int) -> None:
    hx, hy = hand
    aspect = b.h / b.w
    if "rifle" in gear:
        b.line((24, 24, 26), [(hx - facing * height * aspect * 0.2, hy + height * 0.12),
                              (hx + facing * height * aspect * 0.22, hy - height * 0.16)], height * aspect * 0.03)
    elif "pistol" in gear:
        b.line((24, 24, 26), [(hx, hy), (hx + facing * height * aspect * 0.1, hy - height * 0.01)],
               height * aspect * 0.035)
    elif "hatchet" in gear:
        b.line((90, 64, 40), [(hx, hy + height * 0.04), (hx + facing * height * aspect * 0.04, hy - height * 0.16)],
               height * aspect * 0.025)
        b.poly((150, 150, 150), [(hx + facing * height * aspect * 0.03, hy - height * 0.17),
                                 (hx + facing * height * aspect * 0.13, hy - height * 0.2),
                                 (hx + facing * height * aspect * 0.12, hy - height * 0.1),
                                 (hx + facing * height * aspect * 0.04, hy - height * 0.12)])
    elif "torch" in gear:
        b.blend(lambda l: l.poly((240, 224, 170), [(hx, hy), (hx + facing * 0.5, hy - 0.16), (hx + facing * 0.5,
                                                                                             hy + 0.2)]), 70)
        b.circle((250, 236, 190), hx, hy, height * aspect * 0.025)
    elif "camera" in gear:
        b.rect((30, 30, 32), hx - height * aspect * 0.04, hy - height * 0.03, height * aspect * 0.08, height * 0.05)
        b.circle((120, 130, 140), hx, hy - height * 0.005, height * aspect * 0.015)


def child(b: Brush, x: float, ground: float, height: float, color=SILHOUETTE, rim=None) -> None:
    person(b, x, ground, height, color, ("coat",), rim=rim)


def pram(b: Brush, x: float, ground: float, size: float, color=(40, 40, 44)) -> None:
    aspect = b.h / b.w
    r = size * aspect * 0.12
    b.poly(color, [(x - size * aspect * 0.3, ground - size * 0.5), (x + size * aspect * 0.3, ground - size * 0.5),
                   (x + size * aspect * 0.22, ground - size * 0.22), (x - size * aspect * 0.25, ground - size * 0.22)])
    b.ellipse(lighten(color, 0.3), x - size * aspect * 0.3, ground - size * 0.62, size * aspect * 0.5, size * 0.2)
    b.line(color, [(x + size * aspect * 0.3, ground - size * 0.5), (x + size * aspect * 0.45, ground - size * 0.75)],
           size * aspect * 0.03)
    for dx in (-0.18, 0.16):
        b.circle(darken(color, 0.3), x + size * aspect * dx, ground - r, r, r * 0.35)


def dog(b: Brush, x: float, ground: float, size: float, color=(52, 44, 38)) -> None:
    a = b.h / b.w
    body_y = ground - size * 0.55
    b.ellipse(color, x - size * a * 0.35, body_y - size * 0.14, size * a * 0.7, size * 0.3)
    for dx in (-0.28, -0.16, 0.16, 0.26):
        b.line(color, [(x + size * a * dx, body_y), (x + size * a * dx, ground)], size * a * 0.06)
    b.circle(color, x + size * a * 0.42, body_y - size * 0.2, size * a * 0.14)
    b.poly(color, [(x + size * a * 0.5, body_y - size * 0.24), (x + size * a * 0.68, body_y - size * 0.16),
                   (x + size * a * 0.52, body_y - size * 0.1)])
    b.poly(darken(color, 0.3), [(x + size * a * 0.34, body_y - size * 0.3), (x + size * a * 0.4, body_y - size * 0.44),
                                (x + size * a * 0.44, body_y - size * 0.3)])
    b.line(color, [(x - size * a * 0.34, body_y - size * 0.05), (x - size * a * 0.52, body_y - size * 0.28)],
           size * a * 0.05)


__all__ = ["person", "child", "pram", "dog", "SILHOUETTE"]
