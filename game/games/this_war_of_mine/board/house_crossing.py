"""The Crossing's picture (a New Board, L1706-1722): two wings of one big house, the Guard's on the right
under its tiled roof, the other on the left, colder, its flat roof's parapet broken and a water tank on it;
between them the gap, a courtyard open to the sky where the sniper's block stands far behind (a glint, and
the faint line of his sight down across the yard), crossed on each floor: a plank laid between the top
floors, the ground floor's passage behind sandbags, a tunnel dug between the cellars. The wrecked Fittings'
rooms are strewn with what is left of them, and the two Place a New Fitting rooms have a trestle of tools.
Drawn once per size, as the front's (house.py), with the front's rooms, lamps, ladders and furniture; the
wrecks' cards, the plaques and the sniper's odds are the board's (shelter.py)."""
from __future__ import annotations

import random

import pygame

from ....ui import art
from .house import (BOARDS, SKY, SLAB, SNOW, WALL_OUTER, WOOD, WOOD_DARK, _floor_y, _hole, _junk, _ladder,
                    _lamp, _partition, _props, _room, skyline)
from .house_back import BRICK, MOON, SNIPER_BLOCK, TIN, _earth, _glint
from .house_no_mans_home import pitched_roof
from .layout import FLOORS, Layout

CROSS_LAMPS = {("ground", 7): "sconce", ("top", 5): "sconce", ("cellar", 5): "bulb", ("cellar", 8): "bulb",
               ("ground", 2): "sconce", ("cellar", 3): "bulb"}
SIGHT = (220, 70, 56)
SANDBAG = (150, 132, 96)


def crossing_picture(lay: Layout, grid: dict) -> pygame.Surface:
    house = lay.house
    surf = pygame.Surface(house.size).convert() if pygame.display.get_surface() else pygame.Surface(house.size)
    rng = random.Random(1947)
    at = lambda r: r.move(-house.x, -house.y)
    rooms = {key: at(rect) for key, rect in lay.cells.items()}
    wings = {area: at(rect) for area, rect in lay.wings.items()}
    gap = at(lay.crossing) if lay.crossing is not None else pygame.Rect(0, 0, 0, 0)
    bands = {floor: at(rect) for floor, rect in lay.floors.items()}
    ground_line = bands["ground"].bottom
    glint = _sky(surf, ground_line, gap, rng)
    _earth(surf, ground_line, rng)
    for area, wing in wings.items():
        pygame.draw.rect(surf, WALL_OUTER, (wing.x, wing.y, wing.width, ground_line - wing.y))
        pygame.draw.rect(surf, (82, 80, 76), (wing.x, bands["cellar"].y - 2, wing.width, bands["cellar"].height + 4))
    for (floor, column), rect in sorted(rooms.items()):
        space = grid.get((floor, column))
        _room(surf, rect, floor, column, rng)
        if getattr(space, "area", "") == "left":
            _cold(surf, rect)
        if (floor, column) in CROSS_LAMPS and space is not None and space.holds not in ("guard", "outside"):
            _lamp(surf, rect, CROSS_LAMPS[(floor, column)])
        if space is not None and space.ruined:
            _debris(surf, rect, rng)
        printed = getattr(getattr(space, "printed", None), "kind", None)
        if printed == "place_fitting":
            _trestle(surf, rect, rng)
        elif printed == "poke_about":
            _junk(surf, rect, rng)
    _slabs(surf, wings, bands)
    for (floor, column), space in grid.items():
        rect, left = rooms.get((floor, column)), rooms.get((floor, column - 1))
        if rect is None:
            continue
        neighbour = grid.get((floor, column - 1))
        if left is not None and neighbour is not None and neighbour.area == space.area:
            _partition(surf, left, rect, bool(space.hole_left))
        if space.hole_left:
            _hole(surf, rect, floor, rng)
        _props(surf, rect, space.holds, rng)
    for (floor, column), space in grid.items():
        level = FLOORS.index(floor)
        below = grid.get((FLOORS[level + 1], column)) if level + 1 < len(FLOORS) else None
        if space.ladder and below is not None and below.ladder:
            _ladder(surf, rooms[(floor, column)], rooms[(FLOORS[level + 1], column)])
    if "right" in wings:
        pitched_roof(surf, wings["right"], at(lay.roof).y, bands["top"].y, rng, chimney_at=0.7)
    if "left" in wings:
        _flat_roof(surf, wings["left"], at(lay.roof).y, bands["top"].y, rng)
    if gap.width:
        _the_gap(surf, gap, bands, glint, rng)
    return surf


def _sky(surf: pygame.Surface, ground_line: int, gap: pygame.Rect, rng: random.Random) -> tuple[int, int]:
    """The night over the city, and the sniper's block far behind the gap, seen through it and over the
    roofs; returns where the glint of his scope is."""
    w, h = surf.get_size()
    surf.blit(art.vertical_gradient((w, ground_line), SKY), (0, 0))
    skyline(surf, ground_line, rng, ground_line // 5, ground_line // 2)
    # the sniper's block, far off behind the gap: hazy, its top shot away, one window glinting
    far = art.mix(SNIPER_BLOCK, SKY[1][1], 0.3)
    bw = max(18, round(gap.width * 0.7))
    bx, top = gap.centerx - bw // 2 + bw // 6, round(h * 0.02)
    outline = [(bx, ground_line), (bx, top + bw // 2), (bx + bw // 3, top + bw // 4), (bx + bw // 2, top),
               (bx + bw * 4 // 5, top + bw // 3), (bx + bw, top + bw // 5), (bx + bw, ground_line)]
    pygame.draw.polygon(surf, far, outline)
    pygame.draw.lines(surf, art.lighten(far, 0.2), False, outline[1:-1], 1)
    win = max(2, bw // 7)
    for wy in range(top + bw, ground_line, 3 * win):
        for wx in (bx + win, bx + bw - 2 * win):
            pygame.draw.rect(surf, art.darken(far, 0.4), (wx, wy, win, win + 1))
    glint = (bx + win + win // 2, top + bw + 3 * win + win // 2)
    _glint(surf, glint, max(3, bw // 9))
    snow = art.new_surface((w, ground_line))
    for _ in range(w * ground_line // 190):
        pygame.draw.circle(snow, (*SNOW, rng.randrange(70, 200)), (rng.randrange(w), rng.randrange(ground_line)),
                           rng.choice((1, 1, 1, 2)))
    surf.blit(snow, (0, 0))
    return glint


def _cold(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The left wing nobody has lived in since the shelling: its rooms colder, bluer, in the moonlight."""
    cold = art.new_surface(rect.size)
    cold.fill((*MOON, 34))
    surf.blit(cold, rect)


def _slabs(surf: pygame.Surface, wings: dict, bands: dict) -> None:
    """Each wing's floors and its outer walls, the snow heaped at their feet."""
    thick = max(3, bands["ground"].y - bands["top"].bottom)
    for wing in wings.values():
        wall = max(4, round(thick * 1.3))
        for name in FLOORS:
            y = bands[name].bottom
            pygame.draw.rect(surf, SLAB, (wing.x, y, wing.width, thick))
            pygame.draw.line(surf, BOARDS, (wing.x, y), (wing.right, y), 2)
            pygame.draw.line(surf, art.darken(SLAB, 0.35), (wing.x, y + thick - 1), (wing.right, y + thick - 1), 1)
        cells_left = min(r.x for r in (bands["top"],))
        wall = max(4, min(wall, max(4, (bands["top"].x - wing.x) if cells_left > wing.x else wall)))
        for x in (wing.x, wing.right - wall):
            pygame.draw.rect(surf, art.darken(WALL_OUTER, 0.1), (x, bands["top"].y, wall, bands["cellar"].bottom - bands["top"].y))
            for y in range(bands["top"].y + 3, bands["ground"].bottom, 5):
                pygame.draw.line(surf, art.darken(WALL_OUTER, 0.25), (x, y), (x + wall - 1, y), 1)
        line = bands["ground"].bottom
        pygame.draw.rect(surf, SNOW, (wing.x - 3, line - 2, 3, 3))
        pygame.draw.rect(surf, SNOW, (wing.right, line - 2, 3, 3))


def _flat_roof(surf: pygame.Surface, wing: pygame.Rect, sky_top: int, base: int, rng: random.Random) -> None:
    """The left wing's flat roof: a low parapet broken in places, a tin water tank on legs, snow on it all."""
    parapet = max(6, (base - sky_top) // 3)
    top = base - parapet
    edge, x = [], wing.x - 2
    while x < wing.right + 2:                                 # the parapet's top, broken down in stretches
        step = rng.randrange(max(6, wing.width // 18), max(10, wing.width // 8))
        low = rng.random() < 0.3
        drop = rng.randrange(parapet // 3, max(parapet // 3 + 1, parapet * 2 // 3)) if low else rng.randrange(0, 2)
        edge += [(x, top + drop), (min(wing.right + 2, x + step), top + drop)]
        x += step
    outline = edge + [(wing.right + 2, base), (wing.x - 2, base)]
    pygame.draw.polygon(surf, art.darken(WALL_OUTER, 0.05), outline)
    for y in range(top + 3, base, 4):
        pygame.draw.line(surf, art.darken(WALL_OUTER, 0.22), (wing.x, y), (wing.right, y), 1)
    pygame.draw.lines(surf, BRICK, False, edge, 1)
    pygame.draw.lines(surf, SNOW, False, [(px, py - 1) for px, py in edge], 2)
    base = top                                                # the tank stands on the roof, behind the parapet
    tank = pygame.Rect(0, 0, max(14, wing.width // 8), max(10, (base - sky_top) // 3))
    tank.midbottom = (wing.x + wing.width * 2 // 3, base - max(4, (base - sky_top) // 6))
    for leg in (tank.x + 2, tank.right - 4):
        pygame.draw.line(surf, (50, 52, 56), (leg, tank.bottom), (leg, base), 2)
    pygame.draw.rect(surf, TIN, tank, border_radius=3)
    for k in range(1, 4):
        y = tank.y + tank.height * k // 4
        pygame.draw.line(surf, art.darken(TIN, 0.3), (tank.x, y), (tank.right - 1, y), 1)
    pygame.draw.rect(surf, SNOW, (tank.x, tank.y - 2, tank.width, 3))


def _the_gap(surf: pygame.Surface, gap: pygame.Rect, bands: dict, glint: tuple[int, int], rng: random.Random) -> None:
    """The courtyard between the wings and the three ways across it: a plank between the top floors, the
    ground floor's passage behind sandbags, a tunnel between the cellars; the sniper's faint line of sight
    down across it."""
    ground_line = bands["ground"].bottom
    # the courtyard's far wall, low, across the back of the gap: the block rises behind it
    back = pygame.Rect(gap.x, bands["top"].y + bands["top"].height * 2 // 3, gap.width, 0)
    back.height = ground_line - back.y
    pygame.draw.rect(surf, art.darken(WALL_OUTER, 0.45), back)
    course = max(4, back.height // 16)
    for row, y in enumerate(range(back.y, back.bottom, course)):
        pygame.draw.line(surf, art.darken(WALL_OUTER, 0.6), (back.x, y), (back.right, y), 1)
        for x in range(back.x + (row % 2) * course, back.right, 2 * course):
            pygame.draw.line(surf, art.darken(WALL_OUTER, 0.6), (x, y), (x, y + course), 1)
    pygame.draw.line(surf, SNOW, (back.x, back.y - 1), (back.right, back.y - 1), 2)
    pygame.draw.rect(surf, (60, 52, 46), (gap.x, ground_line - 3, gap.width, 3))
    for x in range(gap.x, gap.right):
        pygame.draw.line(surf, SNOW, (x, ground_line - 4 - rng.randrange(0, 3)), (x, ground_line - 2), 1)
    # the top floors: a plank, snow along it, a rope for a hand-rail
    y = bands["top"].bottom
    thick = max(3, (bands["ground"].y - bands["top"].bottom))
    pygame.draw.rect(surf, WOOD, (gap.x - 2, y - 1, gap.width + 4, thick))
    pygame.draw.line(surf, WOOD_DARK, (gap.x - 2, y + thick - 1), (gap.right + 2, y + thick - 1), 1)
    pygame.draw.line(surf, SNOW, (gap.x, y - 2), (gap.right, y - 2), 1)
    pygame.draw.lines(surf, (150, 130, 100), False, [(gap.x, y - thick * 4), (gap.centerx, y - thick * 3),
                                                     (gap.right, y - thick * 4)], 1)
    # the ground floor: sandbags along the passage
    bag_w, bag_h = max(6, gap.width // 4), max(4, bands["ground"].height // 12)
    for row in range(3):
        for k in range(-1, gap.width // bag_w + 1):
            bx = gap.x + k * bag_w + (row % 2) * bag_w // 2
            by = ground_line - 3 - (row + 1) * bag_h
            rect = pygame.Rect(bx, by, bag_w - 1, bag_h)
            if rect.right <= gap.x or rect.x >= gap.right:
                continue
            rect = rect.clip(gap)
            pygame.draw.ellipse(surf, SANDBAG, rect)
            pygame.draw.ellipse(surf, art.darken(SANDBAG, 0.3), rect, 1)
    # the cellars: a tunnel, shored up with timber
    cellar = bands["cellar"]
    bore = pygame.Rect(gap.x - 2, cellar.bottom - round(cellar.height * 0.62), gap.width + 4, round(cellar.height * 0.62))
    pygame.draw.rect(surf, (22, 18, 16), bore, border_top_left_radius=bore.height // 3, border_top_right_radius=bore.height // 3)
    for x in (gap.x + 2, gap.right - 5):
        pygame.draw.rect(surf, WOOD_DARK, (x, bore.y + 3, 3, bore.height - 3))
    pygame.draw.rect(surf, WOOD_DARK, (gap.x, bore.y + 2, gap.width, 3))
    # the sniper's line of sight, faint, from his window down across the yard
    end = (gap.centerx + gap.width // 3, ground_line - bag_h * 3)
    steps = 18
    for k in range(0, steps, 2):
        a = (glint[0] + (end[0] - glint[0]) * k / steps, glint[1] + (end[1] - glint[1]) * k / steps)
        b = (glint[0] + (end[0] - glint[0]) * (k + 1) / steps, glint[1] + (end[1] - glint[1]) * (k + 1) / steps)
        pygame.draw.line(surf, art.mix(SIGHT, SKY[1][1], 0.35), a, b, 1)


def _debris(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """What a wrecked Fitting leaves on the floor: splintered boards, a bent frame, screws and springs."""
    u = rect.width / 20
    fy = _floor_y(rect)
    for _ in range(6):
        x = rect.x + rng.uniform(1, 17) * u
        length = rng.uniform(2.5, 6) * u
        lift = rng.uniform(0, 2.2) * u
        pygame.draw.line(surf, rng.choice((WOOD, WOOD_DARK, (96, 96, 100))), (x, fy - 1), (x + length, fy - 1 - lift), 2)
    for _ in range(8):
        pygame.draw.circle(surf, (140, 140, 146), (round(rect.x + rng.uniform(1, 19) * u), fy - rng.randrange(1, 3)), 1)


def _trestle(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A trestle of tools where a Fitting is put together: a plank on two horses, a saw and a hammer."""
    u = rect.width / 20
    fy = _floor_y(rect)
    top = pygame.Rect(rect.x + round(10.5 * u), fy - round(5 * u), round(8 * u), max(2, round(0.8 * u)))
    pygame.draw.rect(surf, WOOD, top)
    for x in (top.x + round(u), top.right - round(2 * u)):
        pygame.draw.line(surf, WOOD_DARK, (x, top.bottom), (x - round(u), fy), 2)
        pygame.draw.line(surf, WOOD_DARK, (x + round(u), top.bottom), (x + round(2 * u), fy), 2)
    pygame.draw.polygon(surf, (170, 170, 176), [(top.x + round(u), top.y), (top.x + round(5 * u), top.y - round(u)),
                                                (top.x + round(5 * u), top.y)])
    pygame.draw.line(surf, (90, 60, 40), (top.right - round(3 * u), top.y - 1), (top.right - round(u), top.y - round(2 * u)), 2)
    pygame.draw.rect(surf, (110, 110, 116), (top.right - round(1.6 * u), top.y - round(2.6 * u), round(1.6 * u), round(0.9 * u)))


__all__ = ["crossing_picture"]
