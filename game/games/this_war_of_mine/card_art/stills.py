"""Still lifes for the Narrative Actions and Objectives: a few things on a scarred table by candlelight
(a hatchet, a pistol, tins and bread, meds and bandages, a guitar, a letter...), the goods drawn large
with their token pictograms; and which picture each of those cards gets, by keywords of its name."""
from __future__ import annotations

import pygame

from ....ui.art import Pen, darken
from . import pictograms
from .brush import Brush
from .shelter import CANDLE, WOOD, WOOD_DARK

# keyword -> what the picture is: ("still", goods ids), ("room", a rooms keyword), ("street", a scenes keyword),
# ("mood", a moods mood), ("people", a residents keyword)
SUBJECTS = (
    ("blow", ("still", ("hatchet",))), ("streets", ("room", "corridor")), ("second wind", ("still", ("coffee", "sugar"))),
    ("footsteps", ("mood", "lawless")), ("pantry", ("still", ("canned-food", "vegetable"))),
    ("boiler", ("room", "boiler")), ("steady hand", ("still", ("pistol", "ammo"))),
    ("letter", ("room", "letter")), ("song", ("still", ("guitar",))), ("brace", ("room", "boarded")),
    ("pot", ("still", ("raw-food", "vegetable"))), ("market", ("mood", "market")),
    ("stairwell", ("still", ("canned-food", "raw-food"))), ("well", ("still", ("water",))),
    ("church", ("street", "church")), ("spring", ("still", ("water", "herb"))),
    ("hungry", ("still", ("raw-food", "canned-food",
                                                                                 "vegetable"))),
    ("clinic", ("still", ("meds", "bandages"))), ("seal", ("room", "boarded")), ("place to live", ("street", "house")),
    ("fever", ("still", ("herbal-meds", "meds"))), ("each other", ("people", "family")), ("survive", ("mood", "dawn")),
)


def subject_for(name: str, item_id: str = "") -> tuple[str, object]:
    words = f"{name} {item_id}".lower().replace("-", " ")
    for key, subject in SUBJECTS:
        if key in words:
            return subject
    return ("still", ())


def paint_still(size, items: tuple, seed: int):
    def draw(canvas: pygame.Surface) -> None:
        b = Brush(canvas, seed)
        b.gradient(0, 0, 1, 0.7, (58, 52, 46), (30, 28, 26))
        b.glow(CANDLE, 0.82, 0.36, 0.7, 90)
        b.poly(WOOD_DARK, [(0.0, 0.66), (1.0, 0.62), (1.0, 1.0), (0.0, 1.0)])
        b.poly(WOOD, [(0.0, 0.68), (1.0, 0.64), (1.0, 0.7), (0.0, 0.74)])
        for _ in range(6):                                                    # scars in the table
            x, y = b.rng.uniform(0.05, 0.9), b.rng.uniform(0.76, 0.96)
            b.line(darken(WOOD_DARK, 0.3), [(x, y), (x + b.rng.uniform(0.05, 0.15), y + 0.01)], 0.004)
        b.rect((220, 212, 190), 0.84, 0.42, 0.04, 0.24)                       # the candle
        b.ellipse((250, 222, 150), 0.845, 0.34, 0.03, 0.08)
        w, h = canvas.get_size()
        shown = list(items)[:3] or ["book"]
        side = min(h * 0.62, w * (0.46 if len(shown) == 1 else 0.34))
        for k, item in enumerate(shown):
            cx = w * (0.42 + (k - (len(shown) - 1) / 2) * 0.28)
            top = h * 0.78 - side
            shadow = pygame.Rect(round(cx - side * 0.4), round(h * 0.74), round(side * 0.8), round(side * 0.16))
            layer = pygame.Surface(shadow.size, pygame.SRCALPHA)
            pygame.draw.ellipse(layer, (0, 0, 0, 90), layer.get_rect())
            canvas.blit(layer, shadow)
            pictograms.goods(Pen(canvas, side, (cx - side / 2, top)), item, "part")
    return draw


__all__ = ["subject_for", "paint_still", "SUBJECTS"]
