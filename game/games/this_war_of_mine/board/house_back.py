"""The back of the board's house picture (L447-472): a smaller house, its top floor ruined and open to the
sky (a sniper's block across the street), the crowded cellar, the Wild Garden grown in at the left where the
wall came down, and on the right, standing apart, the lean-to at the back door, the path and the outbuilding.
Drawn once per size, as the front's (house.py), with the front's rooms, lamps, ladders and furniture."""
from __future__ import annotations

import math
import random

import pygame

from ....ui import art
from .house import (BOARDS, EARTH, ROOF_EDGE, ROOF_TILE, SKY, SLAB, SNOW, WALL_OUTER, WOOD, WOOD_DARK,
                    _floor_y, _hole, _junk, _ladder, _lamp, _partition, _props, _room, skyline)
from .layout import FLOORS, Layout

RUIN_PAPER = (78, 80, 84)
MOON = (150, 176, 214)
BRICK = (120, 64, 52)
SNIPER_BLOCK = (34, 38, 50)
GLINT = (255, 244, 206)
WEED, WEED_DRY, LEAF = (92, 104, 62), (128, 116, 70), (86, 128, 72)
TIN = (96, 100, 106)
BACK_LAMPS = {("ground", 4): "sconce", ("cellar", 1): "bulb", ("cellar", 3): "bulb", ("ground", 5): "sconce"}


def back_picture(lay: Layout, grid: dict) -> pygame.Surface:
    house = lay.house
    surf = pygame.Surface(house.size).convert() if pygame.display.get_surface() else pygame.Surface(house.size)
    rng = random.Random(1945)
    at = lambda r: r.move(-house.x, -house.y)
    rooms = {key: at(rect) for key, rect in lay.cells.items()}
    building = at(lay.building)
    bands = {floor: at(rect) for floor, rect in lay.floors.items()}
    ground_line = bands["ground"].bottom
    outside = sorted(c for (f, c), r in rooms.items() if f == "ground" and r.x >= building.right)
    wall = min((r.x - building.x for (f, _c), r in rooms.items() if f == "top"), default=4)   # the outer walls' width
    _back_sky(surf, ground_line, building, rng)
    _back_shell(surf, building, bands, rng)
    _ruined_floor(surf, {c: r for (f, c), r in rooms.items() if f == "top"}, grid, building, rng)
    for (floor, column), rect in sorted(rooms.items()):
        space = grid.get((floor, column))
        printed = getattr(getattr(space, "printed", None), "kind", None)
        if floor == "top":
            continue
        if printed == "garden":
            _garden(surf, rect, building, rng)
        elif column in outside:
            (_lean_to if column == outside[0] else _shed if column == outside[-1] else _path)(surf, rect, rng)
        else:
            _room(surf, rect, floor, column, rng)
        if floor == "cellar":
            _clutter(surf, rect, column, rng)
        if (floor, column) in BACK_LAMPS:
            _lamp(surf, rect, BACK_LAMPS[(floor, column)])
        if printed == "search":
            _boxes(surf, rect, rng)
        elif printed == "poke_about":
            _junk(surf, rect, rng)
    _back_slabs(surf, building, bands, wall, rng)
    _pipes(surf, bands["cellar"])
    for (floor, column), space in grid.items():
        rect, left = rooms.get((floor, column)), rooms.get((floor, column - 1))
        if rect is None:
            continue
        if left is not None and floor != "top" and column not in outside:
            _partition(surf, left, rect, bool(space.hole_left))
        if space.hole_left and floor != "top":
            _hole(surf, rect, floor, rng)
        _props(surf, rect, space.holds, rng)
    if outside:
        _outbuildings(surf, building, [rooms[("ground", c)] for c in outside], wall, rng)
    for (floor, column), space in grid.items():
        level = FLOORS.index(floor)
        below = grid.get((FLOORS[level + 1], column)) if level + 1 < len(FLOORS) else None
        if space.ladder and below is not None and below.ladder:
            _ladder(surf, rooms[(floor, column)], rooms[(FLOORS[level + 1], column)])
    return surf


def _back_sky(surf: pygame.Surface, ground_line: int, building: pygame.Rect, rng: random.Random) -> None:
    """The night down to the ground: the far city's broken skyline, and across the street on the right the
    tall block a sniper keeps (one window glints), falling snow; the earth under the ground."""
    w, h = surf.get_size()
    surf.blit(art.vertical_gradient((w, ground_line), SKY), (0, 0))
    skyline(surf, ground_line, rng, ground_line // 5, ground_line * 11 // 20, lit=(300, 0.1))
    # the sniper's block: nearer, taller, its top floors shot away, its windows black
    bx, bw = building.right + round((w - building.right) * 0.52), max(30, round((w - building.right) * 0.24))
    top = round(h * 0.05)
    outline = [(bx, ground_line), (bx, top + bw // 5), (bx + bw // 4, top + bw // 8), (bx + bw * 2 // 5, top + bw // 3),
               (bx + bw * 3 // 5, top), (bx + bw * 4 // 5, top + bw // 4), (bx + bw, top + bw // 6), (bx + bw, ground_line)]
    pygame.draw.polygon(surf, SNIPER_BLOCK, outline)
    pygame.draw.lines(surf, art.lighten(SNIPER_BLOCK, 0.25), False, outline[1:-1], 1)
    win_w, win_h = max(3, bw // 9), max(4, bw // 7)
    glint = None
    for row, wy in enumerate(range(top + bw // 2, ground_line - win_h - 4, win_h * 2)):
        for col, wx in enumerate(range(bx + win_w, bx + bw - win_w, win_w * 2)):
            pygame.draw.rect(surf, (14, 16, 22), (wx, wy, win_w, win_h))
            if row == 1 and col == 2:
                glint = (wx + win_w // 2, wy + win_h // 2)
    if glint is not None:
        _glint(surf, glint, max(4, bw // 10))
    snow = art.new_surface((w, ground_line))
    for _ in range(w * ground_line // 190):
        pygame.draw.circle(snow, (*SNOW, rng.randrange(70, 200)), (rng.randrange(w), rng.randrange(ground_line)),
                           rng.choice((1, 1, 1, 2)))
    surf.blit(snow, (0, 0))
    _earth(surf, ground_line, rng)


def _earth(surf: pygame.Surface, ground_line: int, rng: random.Random) -> None:
    """The earth under the ground line: frozen hard at the top, darker going down, its layers, stones."""
    w, h = surf.get_size()
    deep = h - ground_line
    surf.blit(art.vertical_gradient((w, deep), [(0.0, (70, 54, 42)), (0.12, EARTH), (1.0, (34, 26, 20))]), (0, ground_line))
    for k in range(3):
        y0 = ground_line + deep * (0.28 + 0.24 * k)
        points = [(x, y0 + math.sin(x / (31 + 9 * k) + k) * deep * 0.03) for x in range(0, w + 12, 12)]
        pygame.draw.lines(surf, (44, 34, 26), False, points, 2)
    for _ in range(w * deep // 900):
        x, y = rng.randrange(w), rng.randrange(ground_line + 4, h)
        rw, rh = rng.randrange(4, 12), rng.randrange(3, 7)
        c = rng.randrange(64, 86)
        pygame.draw.ellipse(surf, (c, c - 8, c - 16), (x, y, rw, rh))
        pygame.draw.ellipse(surf, (c - 22, c - 28, c - 32), (x, y, rw, rh), 1)
    for _ in range(w * deep // 260):
        c = rng.randrange(58, 74)
        pygame.draw.circle(surf, (c, c - 10, c - 18), (rng.randrange(w), rng.randrange(ground_line, h)), 1)


def _glint(surf: pygame.Surface, at: tuple[int, int], r: int) -> None:
    """A rifle's scope catching the light: a soft halo, a white point and four thin rays."""
    halo = art.new_surface((6 * r, 6 * r))
    for k in range(6, 0, -1):
        pygame.draw.circle(halo, (*GLINT, 8 + (6 - k) * 9), (3 * r, 3 * r), round(k * r / 2))
    surf.blit(halo, halo.get_rect(center=at))
    for dx, dy in ((1, 0), (0, 1)):
        pygame.draw.line(surf, GLINT, (at[0] - dx * 2 * r, at[1] - dy * 2 * r), (at[0] + dx * 2 * r, at[1] + dy * 2 * r), 1)
    pygame.draw.circle(surf, (255, 255, 255), at, max(2, r // 2))


def _back_shell(surf: pygame.Surface, building: pygame.Rect, bands: dict, rng: random.Random) -> None:
    """The house's walls behind the ground floor and the cellar (the top floor is drawn as ruins)."""
    ground = bands["ground"]
    pygame.draw.rect(surf, WALL_OUTER, (building.x, bands["top"].bottom, building.width, ground.bottom - bands["top"].bottom))
    cellar = bands["cellar"]
    pygame.draw.rect(surf, (82, 80, 76), (building.x, cellar.y - 2, building.width, cellar.height + 4))


def _ragged_top(building: pygame.Rect, band: pygame.Rect, holes: list[int], rng: random.Random) -> list[tuple[int, int]]:
    """What is left standing of the top floor's walls: a broken line across it, the left gable higher, the
    walls with a Hole in them still standing near full height."""
    step = max(4, band.width // 60)
    points = []
    for x in range(building.x, building.right + step, step):
        x = min(x, building.right)
        t = (x - building.x) / max(1, building.width)
        low = band.height * (0.3 + 0.28 * abs(math.sin(t * 7.3 + 1.1)) + rng.uniform(-0.04, 0.06))
        if t < 0.1:
            low = band.height * (-0.32 + 3.6 * t) + rng.uniform(-2, 2)         # the gable's stump
        if t > 0.8:
            low = band.height * 0.1 + rng.uniform(-2, 2)            # under what is left of the roof
        if any(abs(x - hx) <= step * 1.5 for hx in holes):
            low = band.height * 0.06 + rng.uniform(-2, 2)
        points.append((x, band.y + round(low)))
    return points


def _ruined_floor(surf: pygame.Surface, rooms: dict, grid: dict, building: pygame.Rect, rng: random.Random) -> None:
    """The top floor: cold rooms with their paper peeling, the walls broken off against the sky, the roof
    gone but for a few charred rafters; snow drifted on the boards; its inner walls stand to what is left."""
    if not rooms:
        return
    band = pygame.Rect(building.x, min(r.y for r in rooms.values()), building.width, next(iter(rooms.values())).height)
    layer = art.new_surface(surf.get_size())
    pygame.draw.rect(layer, WALL_OUTER, (building.x, band.y - band.height, building.width, 2 * band.height))
    for y in range(band.y - band.height, band.y, max(4, band.height // 22)):      # the gable's courses of brick
        pygame.draw.line(layer, art.darken(WALL_OUTER, 0.14), (building.x, y), (building.right, y), 1)
    for column, rect in sorted(rooms.items()):
        tone = art.mix(RUIN_PAPER, (0, 0, 0), 0.07 * (column % 3))
        room = art.new_surface(rect.size)
        room.fill((*tone, 255))
        stripe = max(4, rect.width // 12)                      # the paper's faded stripes, torn in strips
        for x in range(0, rect.width, 2 * stripe):
            torn = round(rect.height * rng.uniform(0.35, 0.75))
            pygame.draw.rect(room, (*art.lighten(tone, 0.06), 255), (x, torn, stripe, rect.height - torn))
            pygame.draw.line(room, (*art.darken(tone, 0.2), 255), (x, torn), (x + stripe, torn + rng.randrange(-3, 4)), 1)
        for _ in range(3):
            stain = art.new_surface((rect.width // 4, rect.height // 5))
            pygame.draw.ellipse(stain, (40, 36, 30, 50), stain.get_rect())
            room.blit(stain, (rng.randrange(0, rect.width * 3 // 4), rng.randrange(rect.height // 3, rect.height * 3 // 4)))
        cold = art.new_surface(rect.size)                       # moonlight through the open roof
        cold.fill((*MOON, 26))
        room.blit(cold, (0, 0))
        art.shade_vertically(room, 1.0, 0.7)
        layer.blit(room, rect)
        left = rooms.get(column - 1)
        space = grid.get(("top", column))
        if left is not None:
            _partition(layer, left, rect, bool(space is not None and space.hole_left))
        if space is not None and space.hole_left:
            _hole(layer, rect, "top", rng)
    holes = [rect.x for column, rect in rooms.items() if getattr(grid.get(("top", column)), "hole_left", False)]
    edge = _ragged_top(building, band, holes, rng)
    cut = [(building.x - 2, 0)] + edge + [(building.right + 2, edge[-1][1]), (building.right + 2, 0)]
    pygame.draw.polygon(layer, (0, 0, 0, 0), cut)
    pygame.draw.lines(layer, BRICK, False, edge, max(2, band.height // 40))
    for x, y in edge[::2]:                                      # bricks loose along the break, snow on them
        pygame.draw.rect(layer, art.darken(BRICK, rng.uniform(0, 0.3)), (x - 2, y, max(3, band.width // 90), 3))
        pygame.draw.line(layer, SNOW, (x - 2, y - 1), (x + 3, y - 1), 1)
    surf.blit(layer, (0, 0))
    _roof_left(surf, building, band, rng)
    for rect in rooms.values():                                 # snow blown in along the floor
        drift = art.new_surface((rect.width, max(4, rect.height // 9)))
        for _ in range(6):
            dw = rng.randrange(rect.width // 5, rect.width // 2)
            pygame.draw.ellipse(drift, (*SNOW, 150), (rng.randrange(0, rect.width - dw), rng.randrange(0, drift.get_height() // 2),
                                                      dw, drift.get_height()))
        surf.blit(drift, (rect.x, rect.bottom - drift.get_height()))


def _roof_left(surf: pygame.Surface, building: pygame.Rect, band: pygame.Rect, rng: random.Random) -> None:
    """What is left of the roof: a stretch of its right slope over the last room, broken off towards the
    ridge, its charred rafters standing out past the broken tiles, snow along it."""
    eave = (building.right + max(4, building.width // 60), band.y + 2)
    ridge = (building.centerx, max(2, band.y - round(band.height * 0.62)))
    thick = max(6, band.height // 6)

    def slope(t: float) -> tuple[float, float]:
        return eave[0] + (ridge[0] - eave[0]) * t, eave[1] + (ridge[1] - eave[1]) * t
    broken = 0.46
    lw = max(2, band.height // 22)
    for k in range(3):                                        # rafters past the break
        t0 = broken - 0.04 + 0.05 * k
        t1 = broken + rng.uniform(0.08, 0.16)
        a, b = slope(t0), slope(t1)
        pygame.draw.line(surf, (60, 44, 34), (a[0], a[1] + thick * 0.6), (b[0], b[1] + thick * 0.6 + k * 2), lw)
        pygame.draw.line(surf, SNOW, (a[0], a[1] + thick * 0.6 - lw // 2 - 1), (b[0], b[1] + thick * 0.6 - lw // 2 + k * 2 - 1), 1)
    upper = [slope(t * broken / 10) for t in range(11)]
    jag = [(upper[-1][0] + rng.randrange(-3, 4), upper[-1][1] + thick * f) for f in (0.3, 0.55, 0.8)]
    lower = [(x, y + thick) for x, y in upper[::-1]]
    outline = upper + jag + lower
    pygame.draw.polygon(surf, ROOF_TILE, outline)
    for f in (0.33, 0.66):
        pygame.draw.line(surf, ROOF_EDGE, (upper[0][0], upper[0][1] + thick * f), (upper[-1][0], upper[-1][1] + thick * f), 1)
    for t in range(1, 10):
        x, y = slope(t * broken / 10)
        pygame.draw.line(surf, ROOF_EDGE, (x, y + (t % 2) * thick / 3), (x, y + (t % 2 + 1) * thick / 3), 1)
    pygame.draw.polygon(surf, ROOF_EDGE, outline, 1)
    pygame.draw.lines(surf, SNOW, False, [(x, y - 1) for x, y in upper], 3)


def _garden(surf: pygame.Surface, rect: pygame.Rect, building: pygame.Rect, rng: random.Random) -> None:
    """The Wild Garden, where the back wall came down: the night over a picket fence, weeds standing out of
    the snow, a few cabbages someone once planted; the broken wall's bricks on its right."""
    yard = art.vertical_gradient(rect.size, [(0.0, (40, 50, 68)), (1.0, (74, 82, 96))])
    surf.blit(yard, rect)
    u = rect.width / 30
    fence_top, foot = rect.y + round(rect.height * 0.42), rect.bottom - max(3, rect.height // 12)
    for x in range(rect.x + 2, rect.right, max(5, round(2.4 * u))):          # a picket fence, some pickets gone
        if rng.random() < 0.2:
            continue
        top = fence_top + rng.randrange(0, max(1, rect.height // 12))
        pygame.draw.rect(surf, (58, 50, 44), (x, top, max(2, round(u)), foot - top))
        pygame.draw.polygon(surf, (58, 50, 44), [(x, top), (x + max(2, round(u)) / 2, top - max(2, round(u))), (x + max(2, round(u)), top)])
    pygame.draw.line(surf, (50, 42, 38), (rect.x, fence_top + rect.height // 8), (rect.right, fence_top + rect.height // 8), max(1, round(0.6 * u)))
    pygame.draw.rect(surf, (70, 58, 46), (rect.x, foot, rect.width, rect.bottom - foot))
    pygame.draw.rect(surf, SNOW, (rect.x, foot - 2, rect.width, 3))
    for _ in range(round(rect.width / 2.5)):                                   # weeds
        x = rect.x + rng.randrange(0, rect.width)
        tall = rng.uniform(0.08, 0.3) * rect.height
        bend = rng.uniform(-0.35, 0.35) * tall
        pygame.draw.line(surf, rng.choice((WEED, WEED_DRY, art.darken(WEED, 0.3))), (x, foot), (x + bend, foot - tall), 1)
    for k in range(3):                                                          # cabbages
        cx = rect.x + round(rect.width * (0.18 + 0.3 * k)) + rng.randrange(-3, 4)
        r = max(4, round(rect.height * rng.uniform(0.06, 0.08)))
        pygame.draw.circle(surf, art.darken(LEAF, 0.35), (cx, foot - r + 2), r + 1)
        pygame.draw.circle(surf, LEAF, (cx, foot - r + 1), r)
        pygame.draw.circle(surf, art.lighten(LEAF, 0.25), (cx, foot - r), max(2, r // 2))
        pygame.draw.arc(surf, SNOW, (cx - r, foot - 2 * r + 1, 2 * r, 2 * r), 0.6, 2.5, 1)
    wall = max(4, building.width // 60)                         # the broken wall's edge, bricks at its foot
    edge = [(building.x + wall, rect.y)]
    for k in range(1, 7):
        edge.append((building.x + rng.randrange(-wall, wall + 1), rect.y + round(rect.height * 0.5 * k / 6)))
    edge.append((building.x - wall, rect.y))
    pygame.draw.polygon(surf, WALL_OUTER, [(building.x - wall, rect.y)] + edge[1:-1] + [(building.x + wall * 2, rect.y)])
    pygame.draw.lines(surf, BRICK, False, edge[:-1], 2)
    for k in range(6):
        pygame.draw.rect(surf, art.darken(BRICK, rng.uniform(0, 0.3)),
                         (building.x + rng.randrange(-3 * wall, 3 * wall), foot - rng.randrange(2, 6), max(4, wall), max(2, wall // 2)))


def _lean_to(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """The lean-to at the back door: a narrow brick room under a tin roof."""
    room = pygame.Surface(rect.size)
    room.fill((96, 74, 58))
    bh = max(5, rect.height // 12)
    for row, y in enumerate(range(0, rect.height, bh)):
        pygame.draw.line(room, (76, 56, 44), (0, y), (rect.width, y), 1)
        for x in range((row % 2) * bh, rect.width, 2 * bh):
            pygame.draw.line(room, (76, 56, 44), (x, y), (x, y + bh), 1)
    art.shade_vertically(room, 0.55, 0.95)
    surf.blit(room, rect)


def _path(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """The path across the yard to the outbuilding: flagstones in the snow, a low wall broken along it."""
    wall_top = rect.y + round(rect.height * 0.55)
    foot = rect.bottom - max(3, rect.height // 12)
    ragged = [(rect.x, foot)] + [(x, wall_top + rng.randrange(0, max(2, rect.height // 6)))
                                 for x in range(rect.x, rect.right + 1, max(4, rect.width // 10))] + [(rect.right, foot)]
    pygame.draw.polygon(surf, art.darken(WALL_OUTER, 0.3), ragged)
    for y in range(wall_top + 4, foot, max(4, rect.height // 16)):
        pygame.draw.line(surf, art.darken(WALL_OUTER, 0.45), (rect.x, y), (rect.right, y), 1)
    pygame.draw.lines(surf, SNOW, False, ragged[1:-1], 2)
    pygame.draw.rect(surf, (70, 58, 46), (rect.x, foot, rect.width, rect.bottom - foot))
    pygame.draw.rect(surf, SNOW, (rect.x, foot - 2, rect.width, 4))
    for k in range(4):
        x = rect.x + round(rect.width * (0.06 + 0.24 * k))
        pygame.draw.ellipse(surf, (120, 122, 126), (x, foot - 1, max(8, rect.width // 6), 4))


def _shed(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """Inside the outbuilding: plank walls, a small window of cold light, tools hung on nails."""
    room = pygame.Surface(rect.size)
    room.fill((88, 64, 44))
    step = max(6, rect.width // 9)
    for x in range(0, rect.width, step):
        pygame.draw.line(room, (66, 46, 32), (x, 0), (x, rect.height), 1)
    win = pygame.Rect(round(rect.width * 0.62), round(rect.height * 0.18), max(8, rect.width // 5), max(8, rect.height // 6))
    room.blit(art.vertical_gradient(win.size, [(0.0, (60, 74, 96)), (1.0, (120, 140, 166))]), win)
    pygame.draw.rect(room, WOOD_DARK, win, 2)
    pygame.draw.line(room, WOOD_DARK, (win.centerx, win.y), (win.centerx, win.bottom), 1)
    u = rect.width / 20
    pygame.draw.line(room, (150, 150, 156), (round(2 * u), round(rect.height * 0.2)), (round(2 * u), round(rect.height * 0.48)), 2)
    pygame.draw.rect(room, WOOD, (round(1.2 * u), round(rect.height * 0.46), round(1.6 * u), round(rect.height * 0.1)))
    pygame.draw.circle(room, (140, 120, 80), (round(4.5 * u), round(rect.height * 0.3)), max(3, round(1.4 * u)), 2)
    art.shade_vertically(room, 0.6, 0.9)
    surf.blit(room, rect)


def _outbuildings(surf: pygame.Surface, building: pygame.Rect, rooms: list[pygame.Rect], wall: int,
                  rng: random.Random) -> None:
    """What stands outside the house on the ground floor's right: the lean-to's tin roof against the house
    and its end wall (a doorway out), and the outbuilding apart across the path: its own walls, a door, a
    pitched roof under snow. The ground line runs under them all."""
    lean, shed = rooms[0], rooms[-1]
    if len(rooms) > 2:                                          # a dead tree by the path, its roots in the earth
        path = rooms[1]
        _tree(surf, (path.x + round(path.width * 0.78), path.bottom), round(path.height * 1.25), rng)
    sheet = max(4, lean.height // 14)
    low, high = lean.y - sheet, lean.y - round(lean.height * 0.34)
    far = lean.right + wall + max(3, wall // 2)
    pygame.draw.polygon(surf, (96, 74, 58), [(building.right, high + sheet), (lean.right + wall, low + sheet),
                                             (lean.right + wall, lean.y), (building.right, lean.y)])
    roof = [(building.right - 1, high), (far, low), (far, low + sheet), (building.right - 1, high + sheet)]
    pygame.draw.polygon(surf, TIN, roof)
    for k in range(1, 9):                                       # the sheet's corrugations
        t = k / 9
        x = building.right + (far - building.right) * t
        y = high + (low - high) * t
        pygame.draw.line(surf, art.darken(TIN, 0.3), (x, y + 1), (x, y + sheet - 1), 1)
    pygame.draw.line(surf, art.darken(TIN, 0.45), roof[3], roof[2], 1)
    pygame.draw.line(surf, SNOW, (roof[0][0], roof[0][1] - 1), (roof[1][0], roof[1][1] - 1), 3)
    _doorway(surf, pygame.Rect(lean.right, low + sheet, wall, lean.bottom - low - sheet), WALL_OUTER)
    _doorway(surf, pygame.Rect(building.right - wall, lean.y, wall, lean.height), WALL_OUTER)
    for x0 in (shed.x - wall, shed.right):                      # the outbuilding's plank walls, the door on the path's side
        _doorway(surf, pygame.Rect(x0, shed.y - 2, wall, shed.height + 2), WOOD_DARK, open_way=x0 < shed.x)
    eave = max(4, wall)
    apex = (shed.centerx, shed.y - round(shed.height * 0.42))
    pitch = [(shed.x - wall - eave, shed.y + 1), apex, (shed.right + wall + eave, shed.y + 1)]
    pygame.draw.polygon(surf, (58, 50, 48), pitch)
    pygame.draw.polygon(surf, (40, 34, 32), pitch, 2)
    for k in range(1, 4):
        t = k / 4
        pygame.draw.line(surf, (48, 40, 38), (pitch[0][0] + (apex[0] - pitch[0][0]) * t, shed.y + (apex[1] - shed.y) * t),
                         (pitch[2][0] - (pitch[2][0] - apex[0]) * t, shed.y + (apex[1] - shed.y) * t), 1)
    pygame.draw.lines(surf, SNOW, False, [(pitch[0][0] + 2, shed.y - 2), (apex[0], apex[1] - 2), (pitch[2][0] - 2, shed.y - 2)], 3)
    line = lean.bottom
    for x in range(building.right, surf.get_width()):             # snow heaped along the ground outside
        pygame.draw.line(surf, SNOW, (x, line - rng.randrange(0, 3)), (x, line + 1), 1)


def _tree(surf: pygame.Surface, foot: tuple[int, int], tall: int, rng: random.Random) -> None:
    """A bare tree, snow along its boughs, and its roots spread in the frozen earth."""
    bark = (62, 50, 44)

    def bough(at: tuple[float, float], angle: float, length: float, width: float, depth: int) -> None:
        end = (at[0] + math.cos(angle) * length, at[1] - math.sin(angle) * length)
        pygame.draw.line(surf, bark, at, end, max(1, round(width)))
        if width >= 2.5 and abs(math.cos(angle)) > 0.2:
            pygame.draw.line(surf, SNOW, (at[0], at[1] - width / 2), (end[0], end[1] - width / 2), 1)
        if depth > 0:
            for turn in (-0.45, 0.4):
                bough(end, angle + turn + rng.uniform(-0.15, 0.15), length * rng.uniform(0.6, 0.75), width * 0.62, depth - 1)
    bough(foot, math.pi / 2 + 0.05, tall * 0.4, max(4, tall / 11), 4)
    for angle in (-0.3, -1.2, -2.0, -2.8):                      # roots
        end = (foot[0] + math.cos(angle) * tall * 0.22, foot[1] - math.sin(angle) * tall * 0.12)
        pygame.draw.line(surf, (48, 36, 28), (foot[0], foot[1] + 2), end, max(2, round(tall / 28)))


def _doorway(surf: pygame.Surface, wall: pygame.Rect, color, open_way: bool = True) -> None:
    """A wall seen end on, with a doorway through it (a lintel over the way) or none."""
    if not open_way:
        pygame.draw.rect(surf, color, wall)
        pygame.draw.line(surf, art.lighten(color, 0.15), wall.topleft, wall.bottomleft, 1)
        return
    lintel = max(4, wall.height // 4)
    pygame.draw.rect(surf, color, (wall.x, wall.y, wall.width, lintel))
    pygame.draw.rect(surf, (30, 26, 24), (wall.x, wall.y + lintel, wall.width, wall.height - lintel))
    pygame.draw.line(surf, art.lighten(color, 0.2), (wall.x, wall.y + lintel), (wall.right - 1, wall.y + lintel), 1)


def _back_slabs(surf: pygame.Surface, building: pygame.Rect, bands: dict, wall: int, rng: random.Random) -> None:
    """The house's floors (the top floor's boards bare to the sky), the outer walls' ends, and the ground
    line outside under the garden and the yard."""
    thick = max(3, bands["ground"].y - bands["top"].bottom)
    for name in FLOORS:
        y = bands[name].bottom
        pygame.draw.rect(surf, SLAB, (building.x, y, building.width, thick))
        pygame.draw.line(surf, BOARDS, (building.x, y), (building.right, y), 2)
        pygame.draw.line(surf, art.darken(SLAB, 0.35), (building.x, y + thick - 1), (building.right, y + thick - 1), 1)
    for x in (building.x, building.right - wall):                 # the outer walls round the ground floor and the cellar
        pygame.draw.rect(surf, art.darken(WALL_OUTER, 0.1), (x, bands["top"].bottom, wall, bands["cellar"].bottom - bands["top"].bottom))
    pygame.draw.rect(surf, SNOW, (0, bands["ground"].bottom - 2, building.x, 3))
    for x in range(0, building.x):
        pygame.draw.line(surf, SNOW, (x, bands["ground"].bottom - 2 - rng.randrange(0, 3)), (x, bands["ground"].bottom), 1)


def _pipes(surf: pygame.Surface, cellar: pygame.Rect) -> None:
    """Two pipes along the cellar's ceiling, on brackets."""
    r = max(2, cellar.height // 40)
    for k, color in enumerate(((92, 86, 80), (110, 70, 56))):
        y = cellar.y + 3 + k * (3 * r + 1)
        pygame.draw.line(surf, color, (cellar.x, y), (cellar.right, y), 2 * r)
        pygame.draw.line(surf, art.lighten(color, 0.25), (cellar.x, y - r + 1), (cellar.right, y - r + 1), 1)
        for x in range(cellar.x + 10, cellar.right, max(30, cellar.width // 9)):
            pygame.draw.rect(surf, (50, 48, 46), (x, cellar.y, 2, y - cellar.y + r))


def _clutter(surf: pygame.Surface, rect: pygame.Rect, column: int, rng: random.Random) -> None:
    """The cellar is full: crates stacked in a corner, a barrel, sacks slumped against the wall."""
    u = rect.width / 20
    fy = _floor_y(rect)
    left = column % 2 == 0
    x = rect.x + round(1.2 * u) if left else rect.right - round(7 * u)
    for k in range(2 + column % 2):
        box = pygame.Rect(x + (k % 2) * round(u), fy - round((k + 1) * 3.4 * u), round(4.6 * u), round(3.4 * u))
        pygame.draw.rect(surf, art.darken(WOOD, 0.15 + 0.1 * k), box)
        pygame.draw.rect(surf, WOOD_DARK, box, 1)
        pygame.draw.line(surf, WOOD_DARK, box.topleft, box.bottomright, 1)
    barrel = pygame.Rect(rect.right - round(5 * u) if left else rect.x + round(1.5 * u), fy - round(4.5 * u), round(3.2 * u), round(4.5 * u))
    pygame.draw.rect(surf, (72, 74, 78), barrel, border_radius=max(1, round(0.8 * u)))
    for t in (0.25, 0.75):
        pygame.draw.line(surf, (48, 50, 54), (barrel.x, barrel.y + barrel.height * t), (barrel.right - 1, barrel.y + barrel.height * t), 1)
    sack = pygame.Rect(0, 0, round(4 * u), round(2.6 * u))
    sack.midbottom = (barrel.centerx + (-round(3 * u) if left else round(3 * u)), fy)
    pygame.draw.ellipse(surf, (120, 106, 80), sack)


def _boxes(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """Boxes nobody has opened, taped and stacked in the middle of the room."""
    u = rect.width / 20
    fy = _floor_y(rect)
    for k, (dx, w, h) in enumerate(((6, 6, 4), (12, 5, 5), (8, 5, 3.5))):
        base = fy if k < 2 else fy - round(4 * u)
        box = pygame.Rect(rect.x + round(dx * u), base - round(h * u), round(w * u), round(h * u))
        pygame.draw.rect(surf, (150, 118, 78), box)
        pygame.draw.rect(surf, (104, 80, 52), box, 1)
        pygame.draw.line(surf, (200, 180, 140), (box.centerx, box.y), (box.centerx, box.bottom - 1), 1)
