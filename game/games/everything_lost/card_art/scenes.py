"""The pictures on the cards, painted with flat shapes: a facade for each building type, a rubble heap,
a zombie silhouette. Each takes a size and a stable seed and returns an opaque picture."""
from __future__ import annotations

import functools
import random

import pygame

from ....ui import art
from ....ui.art import darken

SKY = [(0.0, (70, 64, 70)), (0.6, (150, 112, 84)), (1.0, (182, 140, 98))]
TYPE_COLOURS = {"supermarket": (176, 70, 48), "hospital": (208, 208, 198), "diy": (196, 128, 42),
                "police": (52, 78, 126), "church": (150, 140, 124), "school": (150, 72, 52)}
TYPE_NAMES = {"supermarket": "Supermarket", "hospital": "Hospital", "diy": "DIY store", "police": "Police",
              "church": "Church", "school": "School"}


def _windows(s: pygame.Surface, rng: random.Random, area: pygame.Rect, cols: int, rows: int, lit=(230, 190, 110)) -> None:
    gw, gh = area.width / cols, area.height / rows
    for r in range(rows):
        for c in range(cols):
            win = pygame.Rect(round(area.x + c * gw + gw * 0.2), round(area.y + r * gh + gh * 0.2),
                              max(2, round(gw * 0.6)), max(2, round(gh * 0.55)))
            colour = lit if rng.random() < 0.15 else (38, 40, 46) if rng.random() < 0.8 else (20, 20, 22)
            pygame.draw.rect(s, colour, win)
            if rng.random() < 0.25:       # a boarded window
                pygame.draw.line(s, (120, 90, 60), win.topleft, win.bottomright, max(1, win.width // 4))


@functools.lru_cache(maxsize=256)
def facade(kind: str, size: tuple[int, int], seed: int) -> pygame.Surface:
    """A ruined street front of this building type under a smoky dusk sky."""
    w, h = size
    s = art.vertical_gradient(size, SKY)
    rng = random.Random(seed)
    ground = round(h * 0.84)
    for _ in range(3):         # far smoke and ruins
        x = rng.randrange(w)
        pygame.draw.rect(s, (80, 70, 72), (x, round(h * 0.35) + rng.randrange(h // 6), rng.randrange(w // 8, w // 4), h))
    wall = TYPE_COLOURS.get(kind, (120, 120, 120))
    body = pygame.Rect(round(w * 0.1), round(h * 0.32), round(w * 0.8), ground - round(h * 0.32))
    if kind == "church":
        body = pygame.Rect(round(w * 0.18), round(h * 0.45), round(w * 0.64), ground - round(h * 0.45))
        spire = pygame.Rect(round(w * 0.42), round(h * 0.18), round(w * 0.16), body.y - round(h * 0.18) + 2)
        pygame.draw.rect(s, darken(wall, 0.1), spire)
        pygame.draw.polygon(s, darken(wall, 0.35), [(spire.x - 2, spire.y), (spire.centerx, round(h * 0.04)),
                                                    (spire.right + 2, spire.y)])
        pygame.draw.polygon(s, darken(wall, 0.3), [(body.x - 4, body.y), (body.centerx, body.y - round(h * 0.1)),
                                                   (body.right + 4, body.y)])
    elif kind == "hospital":
        body = pygame.Rect(round(w * 0.12), round(h * 0.2), round(w * 0.76), ground - round(h * 0.2))
    pygame.draw.rect(s, wall, body)
    pygame.draw.rect(s, darken(wall, 0.4), body, max(1, w // 80))
    for _ in range(w * h // 300):      # grime on the wall
        x, y = rng.randrange(body.left, body.right), rng.randrange(body.top, body.bottom)
        s.set_at((x, y), darken(wall, rng.uniform(0.1, 0.3)))
    door = pygame.Rect(0, 0, round(body.width * 0.22), round(body.height * 0.42))
    door.midbottom = (body.centerx, ground)
    if kind == "supermarket":
        awning = pygame.Rect(body.x - 2, body.y + round(body.height * 0.3), body.width + 4, round(body.height * 0.12))
        for k in range(8):
            colour = (214, 210, 196) if k % 2 else (166, 40, 34)
            pygame.draw.rect(s, colour, (awning.x + k * awning.width // 8, awning.y, awning.width // 8 + 1, awning.height))
        glass = pygame.Rect(body.x + body.width // 12, awning.bottom + 2, body.width * 10 // 12, ground - awning.bottom - 2)
        pygame.draw.rect(s, (50, 60, 66), glass)
        pygame.draw.line(s, (200, 210, 214), (glass.x + 3, glass.y + 3), (glass.centerx, glass.bottom - 3), 1)
        sign = pygame.Rect(body.x + body.width // 6, body.y + body.height // 12, body.width * 2 // 3, body.height // 7)
        pygame.draw.rect(s, (232, 196, 80), sign)
        door = None
    elif kind == "hospital":
        _windows(s, rng, pygame.Rect(body.x, body.y + body.height // 5, body.width, body.height // 2), 4, 3)
        cross = max(3, body.width // 7)
        cx, cy = body.centerx, body.y + body.height // 9
        pygame.draw.rect(s, (190, 30, 30), (cx - cross // 2, cy - cross, cross, cross * 2))
        pygame.draw.rect(s, (190, 30, 30), (cx - cross, cy - cross // 2, cross * 2, cross))
    elif kind == "diy":
        teeth = 4
        for k in range(teeth):
            x0 = body.x + k * body.width // teeth
            pygame.draw.polygon(s, darken(wall, 0.25), [(x0, body.y), (x0 + body.width // teeth, body.y - h // 10),
                                                        (x0 + body.width // teeth, body.y)])
        pygame.draw.rect(s, (80, 76, 70), (body.x + body.width // 10, body.y + body.height // 3, body.width * 8 // 10,
                                           ground - body.y - body.height // 3))
        for k in range(6):
            y = body.y + body.height // 3 + k * (ground - body.y - body.height // 3) // 6
            pygame.draw.line(s, (60, 58, 54), (body.x + body.width // 10, y), (body.x + body.width * 9 // 10, y), 1)
        door = None
    elif kind == "police":
        _windows(s, rng, pygame.Rect(body.x, body.y + body.height // 6, body.width, body.height // 2), 4, 2)
        pygame.draw.rect(s, (30, 40, 70), (body.x, body.y, body.width, body.height // 8))
        pygame.draw.circle(s, (70, 140, 240), (body.centerx, body.y - h // 40), max(2, w // 26))
    elif kind == "church":
        win = pygame.Rect(0, 0, body.width // 4, body.height // 2)
        win.midtop = (body.centerx, body.y + body.height // 10)
        pygame.draw.ellipse(s, (120, 60, 90), (win.x, win.y, win.width, win.width))
        pygame.draw.rect(s, (120, 60, 90), (win.x, win.y + win.width // 2, win.width, win.height - win.width // 2))
        door = pygame.Rect(0, 0, body.width // 5, body.height // 3)
        door.midbottom = (body.centerx, ground)
    elif kind == "school":
        for y in range(body.y + 3, body.bottom, max(3, h // 40)):      # brick courses
            pygame.draw.line(s, darken(wall, 0.2), (body.x, y), (body.right - 1, y), 1)
        _windows(s, rng, pygame.Rect(body.x, body.y + body.height // 4, body.width, body.height // 2), 5, 2)
        pygame.draw.circle(s, (230, 226, 210), (body.centerx, body.y + body.height // 8), max(3, body.width // 12))
        pole = (body.right + 3, body.y - h // 8)
        pygame.draw.line(s, (60, 60, 60), pole, (pole[0], ground), 1)
        pygame.draw.rect(s, (160, 50, 40), (pole[0], pole[1], max(3, w // 12), max(2, h // 20)))
    if door is not None:
        pygame.draw.rect(s, (36, 28, 24), door)
        pygame.draw.line(s, (130, 100, 70), door.topleft, (door.right, door.centery), max(1, door.width // 6))
    pygame.draw.rect(s, (58, 56, 54), (0, ground, w, h - ground))
    for _ in range(6):         # debris on the pavement
        x = rng.randrange(w)
        pygame.draw.rect(s, (84, 80, 76), (x, ground + rng.randrange(max(1, h - ground)), rng.randrange(2, 6), 2))
    return s


@functools.lru_cache(maxsize=128)
def rubble_heap(size: tuple[int, int], seed: int) -> pygame.Surface:
    """A heap of broken concrete, planks and a wheel under a grey sky."""
    w, h = size
    s = art.vertical_gradient(size, [(0.0, (88, 88, 92)), (1.0, (148, 140, 128))])
    rng = random.Random(seed)
    for _ in range(22):
        cx, cy = rng.randrange(w), rng.randrange(h // 2, h)
        bw, bh = rng.randrange(max(3, w // 10), max(4, w // 4)), rng.randrange(max(2, h // 12), max(3, h // 5))
        grey = rng.randrange(90, 160)
        pts = [(cx - bw // 2, cy + bh // 2), (cx - bw // 3, cy - bh // 2), (cx + bw // 2, cy - bh // 3),
               (cx + bw // 2 + rng.randrange(3), cy + bh // 2)]
        pygame.draw.polygon(s, (grey, grey - 4, grey - 10), pts)
        pygame.draw.polygon(s, (grey - 40, grey - 44, grey - 50), pts, 1)
    for _ in range(4):
        x, y = rng.randrange(w), rng.randrange(h // 2, h)
        pygame.draw.line(s, (120, 84, 52), (x, y), (x + rng.randrange(-w // 3, w // 3), y - rng.randrange(h // 5)),
                         max(2, w // 40))
    wheel = (rng.randrange(w // 5, w * 4 // 5), round(h * 0.72))
    pygame.draw.circle(s, (24, 24, 26), wheel, max(3, w // 12))
    pygame.draw.circle(s, (120, 120, 124), wheel, max(1, w // 30))
    return s


@functools.lru_cache(maxsize=64)
def zombie_figure(size: tuple[int, int], seed: int, skin=(112, 136, 96)) -> pygame.Surface:
    """A shambling silhouette, arms out, on a dark alley (transparent corners come from the card)."""
    w, h = size
    s = art.vertical_gradient(size, [(0.0, (36, 44, 34)), (1.0, (14, 18, 14))])
    rng = random.Random(seed)
    tilt = rng.uniform(-0.06, 0.06)

    def draw(canvas: pygame.Surface) -> None:
        pen = art.Pen(canvas, scale=canvas.get_width())
        k = canvas.get_height() / canvas.get_width()
        cloth = (rng.randrange(40, 90), rng.randrange(40, 70), rng.randrange(40, 80))
        pen.polygon(cloth, [(0.3 + tilt, 0.36 * k), (0.7 + tilt, 0.36 * k), (0.74, 1.0 * k), (0.26, 1.0 * k)], corner=0.04)
        pen.capsule(skin, (0.34 + tilt, 0.42 * k), (0.02 + tilt, 0.5 * k), 0.06)
        pen.capsule(skin, (0.66 + tilt, 0.42 * k), (0.98 + tilt, 0.46 * k), 0.06)
        pen.circle(skin, (0.52 + tilt * 2, 0.24 * k), 0.15)
        pen.circle((200, 40, 30), (0.46 + tilt * 2, 0.22 * k), 0.025)
        pen.circle((200, 40, 30), (0.58 + tilt * 2, 0.22 * k), 0.025)
        pen.rect((40, 20, 20), (0.46 + tilt * 2, 0.3 * k, 0.12, 0.03))
    s.blit(art.supersampled(size, draw), (0, 0))
    return s


__all__ = ["facade", "rubble_heap", "zombie_figure", "TYPE_COLOURS", "TYPE_NAMES"]
