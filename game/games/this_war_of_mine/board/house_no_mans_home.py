"""No Man's Home's picture (a New Board, L1698-1704): a small house at the left end of a street, under a
pitched roof with its chimney, and beyond its street door the Neighbourhood: the street running away to the
right past blocks of flats with their tops shot off, the sniper's tower at its far end (a glint in one
window), and the places one can go by day, each a framed scene of its own (a burnt-out car, the widow's
door, the park's last trees, the allotments, the chemist's, the tram depot), hazier the farther they lie.
Footprints in the snow run from the door along the pavement. Drawn once per size, as the front's
(house.py), with the front's rooms, lamps, ladders and furniture; the places' names and the sniper's odds
are the board's (shelter.py)."""
from __future__ import annotations

import math
import random

import pygame

from ....ui import art
from .house import (BOARDS, ROOF_EDGE, ROOF_TILE, SKY, SKYLINE, SLAB, SNOW, WALL_OUTER, WOOD, WOOD_DARK, _hole,
                    _ladder, _lamp, _partition, _props, _room, skyline, smoking_chimney)
from .house_back import BRICK, LEAF, SNIPER_BLOCK, WEED, WEED_DRY, _earth, _glint, _tree
from .layout import FLOORS, Layout

HOME_LAMPS = {("ground", 3): "sconce", ("cellar", 0): "bulb", ("top", 2): "sconce", ("ground", 1): "sconce"}
HAZE = (96, 106, 124)                 # the winter air between the house and the far places
FRAME = {1: (150, 120, 70), 2: (170, 100, 52), 3: (168, 54, 40)}    # a place's frame, by its distance
ASPHALT, KERB = (52, 54, 60), (92, 92 ,96)
SOOT, RUST = (34, 30, 30), (110, 62, 40)


def home_picture(lay: Layout, grid: dict) -> pygame.Surface:
    house = lay.house
    surf = pygame.Surface(house.size).convert() if pygame.display.get_surface() else pygame.Surface(house.size)
    rng = random.Random(1946)
    at = lambda r: r.move(-house.x, -house.y)          # board rects into the picture's coordinates
    rooms = {key: at(rect) for key, rect in lay.cells.items() if key[0] in FLOORS}
    places = {key[1]: at(rect) for key, rect in lay.cells.items() if key[0] == "street"}
    building, street = at(lay.building), at(lay.street)
    bands = {floor: at(rect) for floor, rect in lay.floors.items()}
    ground_line = bands["ground"].bottom
    _city(surf, ground_line, building, rng)
    _earth(surf, ground_line, rng)
    _street(surf, street, building, ground_line, rng)
    _shell(surf, building, bands)
    for (floor, column), rect in sorted(rooms.items()):
        _room(surf, rect, floor, column, rng)
        if (floor, column) in HOME_LAMPS and grid.get((floor, column)) is not None \
                and grid[(floor, column)].holds not in ("guard", "outside"):
            _lamp(surf, rect, HOME_LAMPS[(floor, column)])
    _slabs(surf, building, bands)
    for (floor, column), space in grid.items():
        rect, left = rooms.get((floor, column)), rooms.get((floor, column - 1))
        if rect is None:
            continue
        if left is not None:
            _partition(surf, left, rect, bool(space.hole_left))
        if space.hole_left:
            _hole(surf, rect, floor, rng)
        _props(surf, rect, space.holds, rng)
    for (floor, column), space in grid.items():
        level = FLOORS.index(floor) if floor in FLOORS else -1
        below = grid.get((FLOORS[level + 1], column)) if 0 <= level < len(FLOORS) - 1 else None
        if space.ladder and below is not None and below.ladder:
            _ladder(surf, rooms[(floor, column)], rooms[(FLOORS[level + 1], column)])
    pitched_roof(surf, building, at(lay.roof).y, bands["top"].y, rng)
    _footprints(surf, building, places, ground_line, rng)
    kinds: dict[str, int] = {}
    for column, rect in sorted(places.items()):
        space = grid.get(("street", column))
        kind = getattr(getattr(space, "printed", None), "kind", "") or "ruin"
        scene = SCENES.get(kind, [_rubble_heap])
        draw = scene[kinds.get(kind, 0) % len(scene)]
        kinds[kind] = kinds.get(kind, 0) + 1
        _place(surf, rect, draw, getattr(space, "distance", 1) or 1, rng)
    return surf


# --- the city and the street -------------------------------------------------------------------------------
def _city(surf: pygame.Surface, ground_line: int, building: pygame.Rect, rng: random.Random) -> None:
    """The night down to the ground line: the far city's broken skyline, nearer blocks of flats along the
    street with their tops shot off, and at the street's far end the tall tower a sniper keeps; snow."""
    w, h = surf.get_size()
    surf.blit(art.vertical_gradient((w, ground_line), SKY), (0, 0))
    skyline(surf, ground_line, rng, ground_line // 6, ground_line // 2, narrow=44, wide=16, spacing=5)
    # the blocks along the street, beyond the house: nearer, so larger and a little lighter
    x = building.right + max(6, w // 80)
    near = art.lighten(SKYLINE, 0.12)
    while x < w * 0.86:
        bw = rng.randrange(max(20, w // 16), max(28, w // 9))
        top = round(ground_line * rng.uniform(0.18, 0.42))
        ragged = [(x, ground_line), (x, top + rng.randrange(0, 8))]
        for k in range(1, 5):
            ragged.append((x + bw * k // 5, top + rng.randrange(-4, max(-3, bw // 4))))
        ragged += [(x + bw, top + rng.randrange(0, 10)), (x + bw, ground_line)]
        pygame.draw.polygon(surf, near, ragged)
        for wy in range(top + 12, ground_line - 8, max(8, ground_line // 14)):
            for wx in range(x + 4, x + bw - 6, max(7, bw // 5)):
                lit = rng.random() < 0.05
                pygame.draw.rect(surf, (160, 118, 64) if lit else art.darken(near, 0.35), (wx, wy, 3, 4))
        x += bw + rng.randrange(4, 18)
    # the sniper's tower at the end of the street
    tw = max(26, w // 24)
    tx = w - tw - max(4, w // 90)
    top = round(ground_line * 0.04)
    tower = [(tx, ground_line), (tx, top + tw // 3), (tx + tw // 3, top + tw // 6), (tx + tw // 2, top),
             (tx + tw * 3 // 4, top + tw // 4), (tx + tw, top + tw // 5), (tx + tw, ground_line)]
    pygame.draw.polygon(surf, SNIPER_BLOCK, tower)
    pygame.draw.lines(surf, art.lighten(SNIPER_BLOCK, 0.25), False, tower[1:-1], 1)
    win_w, win_h = max(3, tw // 7), max(4, tw // 6)
    for row, wy in enumerate(range(top + tw // 2, ground_line - win_h - 6, win_h * 2)):
        for col, wx in enumerate(range(tx + win_w, tx + tw - win_w, win_w * 2)):
            pygame.draw.rect(surf, (14, 16, 22), (wx, wy, win_w, win_h))
            if row == 2 and col == 1:
                _glint(surf, (wx + win_w // 2, wy + win_h // 2), max(4, tw // 9))
    snow = art.new_surface((w, ground_line))
    for _ in range(w * ground_line // 170):
        pygame.draw.circle(snow, (*SNOW, rng.randrange(70, 200)), (rng.randrange(w), rng.randrange(ground_line)),
                           rng.choice((1, 1, 1, 2)))
    surf.blit(snow, (0, 0))


def _street(surf: pygame.Surface, street: pygame.Rect, building: pygame.Rect, ground_line: int,
            rng: random.Random) -> None:
    """The street at the foot of the places: the pavement from the street door, the kerb, the road with a
    tram's rails in it and the snow lying along it all."""
    w = surf.get_width()
    pave = max(4, street.height // 40)
    pygame.draw.rect(surf, KERB, (building.right, ground_line - pave, w - building.right, pave))
    road = pygame.Rect(building.right, ground_line, w - building.right, max(6, street.height // 16))
    pygame.draw.rect(surf, ASPHALT, road)
    for k in (0.35, 0.7):
        y = road.y + round(road.height * k)
        pygame.draw.line(surf, (120, 120, 126), (road.x, y), (road.right, y), 1)
    for x in range(building.right, w):
        pygame.draw.line(surf, SNOW, (x, ground_line - pave - rng.randrange(0, 3)), (x, ground_line - pave + 1), 1)
    # under the street: the old brick sewer, and a water main along it
    h = surf.get_height()
    r = max(10, min((h - road.bottom) // 3, street.width // 9))
    centre = (street.x + street.width * 2 // 5, road.bottom + (h - road.bottom) // 2)
    pygame.draw.circle(surf, (96, 58, 46), centre, r + max(3, r // 4))
    for k in range(16):
        a = 2 * math.pi * k / 16
        pygame.draw.line(surf, (70, 40, 32), centre, (centre[0] + math.cos(a) * (r + r // 4), centre[1] + math.sin(a) * (r + r // 4)), 1)
    pygame.draw.circle(surf, (16, 14, 14), centre, r)
    pygame.draw.ellipse(surf, (40, 52, 60), (centre[0] - r + 3, centre[1] + r // 3, 2 * r - 6, r // 2))
    pipe_y = centre[1] - r // 2
    pygame.draw.line(surf, (78, 80, 84), (street.x, pipe_y), (centre[0] - r - r // 4 - 2, pipe_y), max(3, r // 4))
    pygame.draw.line(surf, (78, 80, 84), (centre[0] + r + r // 4 + 2, pipe_y), (w, pipe_y), max(3, r // 4))
    pygame.draw.line(surf, (110, 112, 116), (street.x, pipe_y - r // 8), (w, pipe_y - r // 8), 1)


def _shell(surf: pygame.Surface, building: pygame.Rect, bands: dict) -> None:
    ground, top, cellar = bands["ground"], bands["top"], bands["cellar"]
    pygame.draw.rect(surf, WALL_OUTER, (building.x, top.y, building.width, ground.bottom - top.y))
    pygame.draw.rect(surf, (82, 80, 76), (building.x, cellar.y - 2, building.width, cellar.height + 4))


def _slabs(surf: pygame.Surface, building: pygame.Rect, bands: dict) -> None:
    """The floors under each storey, the outer walls' ends, the snow heaped at the house's foot."""
    thick = max(3, bands["ground"].y - bands["top"].bottom)
    for name in FLOORS:
        y = bands[name].bottom
        pygame.draw.rect(surf, SLAB, (building.x, y, building.width, thick))
        pygame.draw.line(surf, BOARDS, (building.x, y), (building.right, y), 2)
        pygame.draw.line(surf, art.darken(SLAB, 0.35), (building.x, y + thick - 1), (building.right, y + thick - 1), 1)
    wall = max(4, bands["top"].x - building.x)
    for x in (building.x, building.right - wall):
        pygame.draw.rect(surf, art.darken(WALL_OUTER, 0.1), (x, bands["top"].y, wall, bands["cellar"].bottom - bands["top"].y))
        for y in range(bands["top"].y + 3, bands["ground"].bottom, 5):
            pygame.draw.line(surf, art.darken(WALL_OUTER, 0.25), (x, y), (x + wall - 1, y), 1)


def pitched_roof(surf: pygame.Surface, building: pygame.Rect, sky_top: int, base: int, rng: random.Random,
                 chimney_at: float = 0.25) -> None:
    """A pitched, tiled roof over `building` only (the front's spans the whole house): a chimney and its
    smoke, a few tiles blown off showing the battens, snow along both slopes."""
    x0, x1 = building.x - max(3, building.width // 60), building.right + max(3, building.width // 60)
    mid = (x0 + x1) / 2
    ridge = sky_top + round((base - sky_top) * 0.14)
    eaves = base - max(4, round((base - sky_top) * 0.2))

    def roof_y(x: float) -> float:
        return ridge + (eaves - ridge) * min(1.0, abs(x - mid) / max(1.0, mid - x0))
    cx, cw = round(x0 + (x1 - x0) * chimney_at), max(8, round((x1 - x0) * 0.045))
    smoking_chimney(surf, pygame.Rect(cx, sky_top + round((base - sky_top) * 0.04), cw, round(roof_y(cx) - sky_top)),
                    puffs=6, drift=4)
    outline = [(x0, eaves), (mid, ridge), (x1, eaves), (x1, base), (x0, base)]
    pygame.draw.polygon(surf, ROOF_TILE, outline)
    courses = 5
    for k in range(1, courses + 1):
        t = k / courses
        y = ridge + (eaves - ridge) * t
        half = t * (mid - x0)
        pygame.draw.line(surf, ROOF_EDGE, (mid - half, y), (mid + half, y), 1)
        y0 = ridge + (eaves - ridge) * (k - 1) / courses
        step = max(7, (x1 - x0) // 26)
        for x in range(int(mid - half) + (k % 2) * step // 2, int(mid + half), step):
            if roof_y(x) <= y0 + 1:
                pygame.draw.line(surf, ROOF_EDGE, (x, max(y0, roof_y(x))), (x, y), 1)
    pygame.draw.rect(surf, ROOF_TILE, (x0, eaves, x1 - x0, base - eaves))
    for y in range(eaves + 3, base, 4):
        pygame.draw.line(surf, ROOF_EDGE, (x0, y), (x1, y), 1)
    gx = mid + (x1 - mid) * 0.45                          # tiles blown off: the battens show
    gap = pygame.Rect(round(gx), round(roof_y(gx) + 3), max(8, (x1 - x0) // 12), max(4, (eaves - ridge) // 3))
    pygame.draw.rect(surf, (40, 30, 28), gap)
    for y in range(gap.y + 2, gap.bottom, 3):
        pygame.draw.line(surf, WOOD_DARK, (gap.x, y), (gap.right - 1, y), 1)
    for side in (-1, 1):
        upper, lower = [], []
        for k in range(17):
            t = k / 16
            x = mid + side * t * (mid - x0)
            y = roof_y(x)
            upper.append((x, y - 1))
            lower.append((x, y + 2 + t * (eaves - ridge) * 0.12 + rng.random() * 2))
        pygame.draw.polygon(surf, SNOW, upper + lower[::-1])
    pygame.draw.line(surf, (36, 24, 22), (x0, base - 1), (x1, base - 1), 2)


def _footprints(surf: pygame.Surface, building: pygame.Rect, places: dict, ground_line: int,
                rng: random.Random) -> None:
    """Footprints in the snow on the pavement, from the street door to the farthest place and back."""
    if not places:
        return
    far = max(rect.right for rect in places.values())
    y = ground_line - 2
    for k, x in enumerate(range(building.right + 4, far, max(6, (far - building.right) // 40))):
        dy = -2 if k % 2 else 0
        pygame.draw.ellipse(surf, (150, 160, 176), (x, y + dy - 1, 4, 2))


# --- the places ------------------------------------------------------------------------------------------------
def _place(surf: pygame.Surface, rect: pygame.Rect, draw, distance: int, rng: random.Random) -> None:
    """One place of the Neighbourhood: its own small scene in a frame, hazier and with a redder frame the
    farther it lies (the sniper's odds grow with it)."""
    scene = pygame.Surface(rect.size)
    scene.blit(art.vertical_gradient(rect.size, [(0.0, (30, 38, 56)), (0.62, (64, 72, 90)), (1.0, (86, 92, 104))]), (0, 0))
    local = scene.get_rect()
    foot = local.bottom - max(4, round(local.height * 0.16))
    pygame.draw.rect(scene, (70, 60, 52), (0, foot, local.width, local.height - foot))
    pygame.draw.rect(scene, SNOW, (0, foot - 2, local.width, 3))
    draw(scene, local, foot, rng)
    for _ in range(local.width * local.height // 220):
        pygame.draw.circle(scene, (*SNOW, 255), (rng.randrange(local.width), rng.randrange(foot)), 1)
    haze = art.new_surface(rect.size)
    haze.fill((*HAZE, 18 + 26 * (distance - 1)))
    scene.blit(haze, (0, 0))
    art.shade_vertically(scene, 0.85, 1.0)
    surf.blit(scene, rect)
    edge = FRAME.get(distance, FRAME[3])
    pygame.draw.rect(surf, (18, 16, 16), rect.inflate(4, 4), 3, border_radius=5)
    pygame.draw.rect(surf, edge, rect.inflate(2, 2), 2, border_radius=4)


def _burnt_car(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """A car burnt to its frame at the kerb: no glass, no tyres, soot and rust, snow on its roof."""
    u = r.width / 20
    body = [(2 * u, foot - 1.2 * u), (2.4 * u, foot - 4.2 * u), (6 * u, foot - 4.6 * u), (8 * u, foot - 7.6 * u),
            (13.4 * u, foot - 7.6 * u), (15.6 * u, foot - 4.6 * u), (18 * u, foot - 4.2 * u), (18.2 * u, foot - 1.2 * u)]
    pygame.draw.polygon(s, RUST, body)
    pygame.draw.polygon(s, SOOT, [(x, y + 0.6 * u) for x, y in body[1:-1]] + [(17 * u, foot - 1.6 * u), (3 * u, foot - 1.6 * u)])
    for wx0, wx1 in ((8.6 * u, 10.6 * u), (11.2 * u, 13.1 * u)):
        pygame.draw.polygon(s, (20, 20, 26), [(wx0, foot - 4.8 * u), (wx0 + 0.5 * u, foot - 7 * u), (wx1, foot - 7 * u), (wx1 + 0.6 * u, foot - 4.8 * u)])
    for cx in (5 * u, 15 * u):
        pygame.draw.circle(s, (24, 22, 22), (round(cx), round(foot - 1.2 * u)), round(1.7 * u))
        pygame.draw.circle(s, (70, 66, 64), (round(cx), round(foot - 1.2 * u)), round(0.8 * u), 1)
    pygame.draw.line(s, SNOW, (8.2 * u, foot - 7.8 * u), (13.2 * u, foot - 7.8 * u), max(2, round(0.6 * u)))
    for k in range(5):                                         # soot stains on the snow under it
        pygame.draw.ellipse(s, (50, 46, 44), (rng.uniform(2, 16) * u, foot - 0.6 * u, 2.5 * u, 0.8 * u))


def _widow_door(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """The house next door: its brick front, the door, a lit window upstairs with a balcony of herb tins."""
    u = r.width / 20
    wall = pygame.Rect(round(1.5 * u), round(r.height * 0.06), round(17 * u), foot - round(r.height * 0.06))
    pygame.draw.rect(s, (104, 70, 58), wall)
    bh = max(4, r.height // 22)
    for row, y in enumerate(range(wall.y, wall.bottom, bh)):
        pygame.draw.line(s, (84, 54, 44), (wall.x, y), (wall.right, y), 1)
        for x in range(wall.x + (row % 2) * bh, wall.right, 2 * bh):
            pygame.draw.line(s, (84, 54, 44), (x, y), (x, y + bh), 1)
    door = pygame.Rect(round(3.5 * u), foot - round(r.height * 0.36), round(4.4 * u), round(r.height * 0.36))
    pygame.draw.rect(s, WOOD_DARK, door)
    pygame.draw.rect(s, (40, 28, 20), door, 1)
    pygame.draw.circle(s, (200, 170, 90), (door.right - round(0.9 * u), door.centery), max(1, round(0.35 * u)))
    win = pygame.Rect(round(10.5 * u), round(r.height * 0.2), round(5.5 * u), round(r.height * 0.22))
    glow = art.new_surface(win.inflate(round(4 * u), round(4 * u)).size)
    pygame.draw.ellipse(glow, (255, 196, 120, 60), glow.get_rect())
    s.blit(glow, glow.get_rect(center=win.center))
    pygame.draw.rect(s, (238, 190, 112), win)
    pygame.draw.line(s, WOOD_DARK, win.midtop, win.midbottom, 1)
    pygame.draw.rect(s, WOOD_DARK, win, 1)
    rail = pygame.Rect(win.x - round(u), win.bottom, win.width + round(2 * u), max(3, round(0.7 * u)))
    pygame.draw.rect(s, (60, 62, 66), rail)
    for k in range(4):                                         # herb tins on the balcony
        tx = rail.x + round((0.6 + k * 1.8) * u)
        pygame.draw.rect(s, (140, 140, 146), (tx, rail.y - round(1.2 * u), round(1.2 * u), round(1.2 * u)))
        pygame.draw.circle(s, LEAF, (tx + round(0.6 * u), rail.y - round(1.5 * u)), max(2, round(0.7 * u)))
    pygame.draw.rect(s, SNOW, (door.x - 2, door.y - 2, door.width + 4, 2))


def _last_trees(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """The park: stumps in the snow where the trees were cut for firewood, one bare tree still standing."""
    u = r.width / 20
    _tree(s, (round(13 * u), foot), round(r.height * 0.74), rng)
    for k in range(5):
        x = round((1.5 + k * 2.6) * u) if k < 4 else round(17.5 * u)
        sw = round(rng.uniform(1.6, 2.4) * u)
        sh = round(rng.uniform(0.8, 1.6) * u)
        pygame.draw.rect(s, (86, 62, 44), (x, foot - sh, sw, sh))
        pygame.draw.ellipse(s, (170, 140, 100), (x, foot - sh - round(0.4 * u), sw, round(0.8 * u)))
        pygame.draw.ellipse(s, (120, 90, 62), (x, foot - sh - round(0.4 * u), sw, round(0.8 * u)), 1)
    pygame.draw.line(s, (70, 52, 40), (2 * u, foot - 0.3 * u), (8 * u, foot - 1.2 * u), max(2, round(0.8 * u)))   # a felled log


def _allotments(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """The allotments: a wire fence, a tool shed, the plots' rows with a few cabbages out of the snow."""
    u = r.width / 20
    shed = pygame.Rect(round(13.5 * u), foot - round(r.height * 0.4), round(5 * u), round(r.height * 0.4))
    pygame.draw.rect(s, (86, 66, 48), shed)
    pygame.draw.polygon(s, (60, 50, 46), [(shed.x - 3, shed.y), (shed.centerx, shed.y - round(2 * u)), (shed.right + 3, shed.y)])
    pygame.draw.line(s, SNOW, (shed.x - 2, shed.y - 1), (shed.centerx, shed.y - round(2 * u) - 1), 2)
    pygame.draw.rect(s, (40, 30, 24), (shed.x + round(1.4 * u), shed.y + round(1.6 * u), round(2 * u), shed.height - round(1.6 * u)))
    top = foot - round(r.height * 0.3)
    for x in range(round(u), round(13 * u), max(4, round(1.8 * u))):
        pygame.draw.line(s, (70, 70, 74), (x, top), (x, foot), 1)
    for y in (top, top + (foot - top) // 2):
        pygame.draw.line(s, (90, 90, 96), (round(u), y), (round(13 * u), y), 1)
    for k in range(4):
        cx = round((2.4 + k * 2.8) * u)
        rr = max(3, round(r.height * 0.05))
        pygame.draw.circle(s, art.darken(LEAF, 0.35), (cx, foot - rr + 2), rr + 1)
        pygame.draw.circle(s, LEAF, (cx, foot - rr + 1), rr)
        pygame.draw.arc(s, SNOW, (cx - rr, foot - 2 * rr + 1, 2 * rr, 2 * rr), 0.6, 2.5, 1)
    for _ in range(round(r.width / 4)):
        x = rng.randrange(0, r.width)
        pygame.draw.line(s, rng.choice((WEED, WEED_DRY)), (x, foot), (x + rng.randrange(-2, 3), foot - rng.randrange(2, max(3, r.height // 10))), 1)


def _chemists(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """The chemist's on the corner: its shop front, the shutter half down over broken glass, the green
    cross still on its bracket."""
    u = r.width / 20
    front = pygame.Rect(round(1.5 * u), round(r.height * 0.1), round(17 * u), foot - round(r.height * 0.1))
    pygame.draw.rect(s, (88, 92, 90), front)
    sign = pygame.Rect(front.x + round(u), front.y + round(0.8 * u), front.width - round(2 * u), round(r.height * 0.12))
    pygame.draw.rect(s, (40, 60, 52), sign)
    pygame.draw.rect(s, (24, 34, 30), sign, 1)
    window = pygame.Rect(front.x + round(1.5 * u), sign.bottom + round(u), front.width - round(3 * u), foot - sign.bottom - round(u))
    pygame.draw.rect(s, (18, 20, 24), window)
    shutter = pygame.Rect(window.x, window.y, window.width, window.height * 5 // 9)
    pygame.draw.rect(s, (120, 122, 126), shutter)
    for y in range(shutter.y + 2, shutter.bottom, max(3, round(0.7 * u))):
        pygame.draw.line(s, (90, 92, 96), (shutter.x, y), (shutter.right - 1, y), 1)
    for _ in range(6):                                            # the broken glass under it, glinting
        x = rng.randrange(window.x, window.right)
        pygame.draw.line(s, (170, 190, 210), (x, foot - 1), (x + rng.randrange(-3, 4), foot - rng.randrange(2, 6)), 1)
    cross_at = (front.right - round(1.2 * u), front.y + round(r.height * 0.32))
    pygame.draw.line(s, (50, 50, 54), (front.right, cross_at[1]), cross_at, 2)
    arm = max(3, round(1.4 * u))
    pygame.draw.rect(s, (70, 170, 100), (cross_at[0] - arm // 3, cross_at[1] - arm, max(2, arm * 2 // 3), 2 * arm))
    pygame.draw.rect(s, (70, 170, 100), (cross_at[0] - arm, cross_at[1] - arm // 3, 2 * arm, max(2, arm * 2 // 3)))


def _tram_depot(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """The tram depot: a tram that will never run again under the depot's broken arch, one window lit."""
    u = r.width / 20
    arch = pygame.Rect(round(0.5 * u), round(r.height * 0.08), round(19 * u), foot - round(r.height * 0.08))
    pygame.draw.rect(s, (70, 66, 64), arch)
    pygame.draw.rect(s, (40, 38, 40), arch.inflate(-round(3 * u), -round(2 * u)).move(0, round(u)))
    pygame.draw.arc(s, (96, 92, 88), arch.inflate(-round(2 * u), round(r.height * 0.1)), 0, math.pi, max(2, round(0.8 * u)))
    tram = pygame.Rect(round(2.4 * u), foot - round(r.height * 0.42), round(15 * u), round(r.height * 0.36))
    pygame.draw.rect(s, (150, 60, 48), tram, border_radius=max(2, round(1.2 * u)))
    pygame.draw.rect(s, (210, 190, 150), (tram.x, tram.y + tram.height * 2 // 3, tram.width, max(2, tram.height // 8)))
    for k in range(5):
        win = pygame.Rect(tram.x + round((0.8 + k * 2.8) * u), tram.y + round(0.9 * u), round(2 * u), round(tram.height * 0.38))
        pygame.draw.rect(s, (238, 190, 112) if k == 3 else (26, 28, 34), win)
    pygame.draw.line(s, (30, 30, 34), (tram.centerx, tram.y), (tram.centerx + round(2 * u), tram.y - round(2.4 * u)), 1)
    pygame.draw.line(s, (30, 30, 34), (tram.centerx + round(2 * u), tram.y - round(2.4 * u)), (tram.centerx + round(4 * u), tram.y - round(2.4 * u)), 1)
    for cx in (tram.x + round(3 * u), tram.right - round(3 * u)):
        pygame.draw.circle(s, (24, 22, 22), (cx, tram.bottom), max(2, round(0.9 * u)))
    pygame.draw.line(s, (130, 130, 136), (0, foot - 1), (r.width, foot - 1), 1)
    pygame.draw.line(s, SNOW, (tram.x + 2, tram.y - 1), (tram.right - 2, tram.y - 1), 2)


def _rubble_heap(s: pygame.Surface, r: pygame.Rect, foot: int, rng: random.Random) -> None:
    """Any other place: a house fallen into the street, bricks and beams under the snow."""
    u = r.width / 20
    pygame.draw.polygon(s, (90, 70, 60), [(u, foot), (6 * u, foot - r.height * 0.34), (11 * u, foot - r.height * 0.22),
                                          (16 * u, foot - r.height * 0.4), (19 * u, foot)])
    for _ in range(12):
        pygame.draw.rect(s, art.darken(BRICK, rng.uniform(0, 0.3)), (rng.uniform(2, 17) * u, foot - rng.uniform(1, r.height * 0.3 / u) * u,
                                                                    1.4 * u, 0.7 * u))
    pygame.draw.line(s, WOOD, (5 * u, foot - r.height * 0.1), (14 * u, foot - r.height * 0.36), max(2, round(0.8 * u)))


# the scenes of each kind of place, one after the other along the street (a mod's other places: a fallen house)
SCENES = {"ruin": [_burnt_car, _last_trees], "neighbour": [_widow_door, _tram_depot], "garden": [_allotments],
          "search": [_chemists]}


__all__ = ["home_picture", "pitched_roof"]
