"""The shelter's picture: a cut-away house in a winter city, drawn once per table size (the board keeps it
as its background). Cold outside: a night sky over a ruined skyline, snow, a broken roof. Warm inside: each
room lit by a candle, the top floor's faded paper, the ground floor's ochre, the cellar's bare concrete
under the earth. The floors between the storeys, the ladders through their hatches, the doorways between
the rooms, the Holes (a floor broken through at a room's left edge) and the fixed spaces' furniture (the
Guard's chair and lamp, the Storage's shelves, the street door, the New Idea desk, the Poke About junk, the
mattress on the floor) are all part of it; what changes (cards, Fittings, tokens, people) is drawn over it.
"""
from __future__ import annotations

import math
import random

import pygame

from ....ui import art
from .layout import FLOORS, Layout

SKY = [(0.0, (18, 24, 38)), (0.7, (44, 54, 72)), (1.0, (70, 78, 92))]
SKYLINE = (24, 28, 38)
ROOF_TILE, ROOF_EDGE = (78, 44, 38), (46, 28, 26)
SNOW = (226, 232, 240)
WALL_OUTER = (112, 100, 88)
WALL_DARK = (52, 44, 38)
PAPER = {"top": (86, 84, 82), "ground": (112, 84, 56), "cellar": (64, 60, 56)}
SLAB, BOARDS = (78, 74, 70), (98, 70, 46)
EARTH, STONE = (56, 42, 32), (84, 72, 60)
WOOD, WOOD_DARK = (130, 92, 56), (78, 54, 34)
CANDLE = (255, 196, 120)
# the lights the group keeps burning: a candle on a sconce, or a bare bulb on a flex in the cellar
LAMPS = {("top", 7): "sconce", ("ground", 1): "sconce", ("ground", 6): "sconce", ("ground", 8): "sconce",
         ("cellar", 2): "bulb", ("cellar", 6): "bulb", ("top", 3): "sconce"}
COLD_LIGHT = (120, 160, 210)


def house_picture(lay: Layout, grid: dict) -> pygame.Surface:
    """The house at lay.house's size; grid: (floor, column) -> the shelter space record there (of the board's
    side in play: the back's is a picture of its own)."""
    side = next((getattr(space, "side", "front") for space in grid.values()), "front")
    if side == "back":
        from .house_back import back_picture    # here, not above: it draws with this module's rooms
        return back_picture(lay, grid)
    if side == "no_mans_home":                  # the New Boards (L1686-1722), each a picture of its own
        from .house_no_mans_home import home_picture
        return home_picture(lay, grid)
    if side == "the_crossing":
        from .house_crossing import crossing_picture
        return crossing_picture(lay, grid)
    house = lay.house
    surf = pygame.Surface(house.size).convert() if pygame.display.get_surface() else pygame.Surface(house.size)
    rng = random.Random(1944)
    at = lambda r: r.move(-house.x, -house.y)          # board rects into the picture's coordinates
    _sky(surf, at(lay.roof), rng)
    rooms = {key: at(rect) for key, rect in lay.cells.items()}
    floors = {name: at(rect) for name, rect in lay.floors.items()}
    _walls(surf, floors, rng)
    for (floor, column), rect in rooms.items():
        _room(surf, rect, floor, column, rng)
        if (floor, column) in LAMPS and grid.get((floor, column)) is not None \
                and grid[(floor, column)].holds not in ("new_idea", "guard", "outside"):
            _lamp(surf, rect, LAMPS[(floor, column)])
    _slabs(surf, floors, rng)
    _roof(surf, at(lay.roof), floors["top"], rng)
    for (floor, column), space in grid.items():
        rect = rooms.get((floor, column))
        if rect is None:
            continue
        left = rooms.get((floor, column - 1))
        if left is not None:
            _partition(surf, left, rect, bool(space.hole_left))
        if space.hole_left:
            _hole(surf, rect, floor, rng)
        _props(surf, rect, space.holds, rng)
    for (floor, column), space in grid.items():
        level = FLOORS.index(floor)
        if space.ladder and level + 1 < len(FLOORS):
            below = grid.get((FLOORS[level + 1], column))
            if below is not None and below.ladder:
                _ladder(surf, rooms[(floor, column)], rooms[(FLOORS[level + 1], column)])
    return surf


# --- outside ------------------------------------------------------------------------------------------------
def skyline(surf: pygame.Surface, ground: int, rng: random.Random, low: int, high: int, *, peak: int = 4,
            lit: tuple[int, float] | None = None, narrow: int = 40, wide: int = 14, spacing: int = 6) -> None:
    """A ruined city along `ground`: blocks of flats `low`..`high` tall, their tops broken (the middle dips by
    up to 1/`peak` of the block), a few windows lit where someone still lives (`lit`: one try each so many
    square pixels, each with that chance); each board's picture draws its own with these."""
    w = surf.get_width()
    x = 0
    while x < w:
        bw = rng.randrange(max(8, w // narrow), max(12, w // wide))
        bh = rng.randrange(low, max(low + 1, high))
        top = ground - bh
        pts = [(x, ground), (x, top + rng.randrange(0, 4)), (x + bw // 2, top + rng.randrange(0, bh // peak + 1)),
               (x + bw, top + rng.randrange(0, 6)), (x + bw, ground)]
        pygame.draw.polygon(surf, SKYLINE, pts)
        if lit is not None:
            for _ in range(bw * bh // lit[0]):
                if rng.random() < lit[1]:
                    wx, wy = x + rng.randrange(2, max(3, bw - 2)), top + rng.randrange(4, max(5, bh))
                    pygame.draw.rect(surf, (150, 110, 60), (wx, wy, 2, 2))
        x += bw + rng.randrange(0, spacing)


def _sky(surf: pygame.Surface, band: pygame.Rect, rng: random.Random) -> None:
    w, h = surf.get_size()
    surf.blit(art.vertical_gradient((w, band.height), SKY), band.topleft)
    # a ruined skyline: blocks of flats, one broken off, a chimney, a crane
    skyline(surf, band.bottom, rng, band.height // 4, band.height * 3 // 4, peak=3, lit=(260, 0.12))
    # smoke from somewhere across the river
    sx = int(w * 0.78)
    for k in range(9):
        r = 3 + k * 2
        smoke = art.new_surface((2 * r, 2 * r))
        pygame.draw.circle(smoke, (60, 64, 74, 60), (r, r), r)
        surf.blit(smoke, (sx + k * 4 - r, band.bottom - band.height * k // 10 - r))
    snow = art.new_surface((w, band.height))
    for _ in range(w * band.height // 90):
        pygame.draw.circle(snow, (*SNOW, rng.randrange(90, 220)), (rng.randrange(w), rng.randrange(band.height)),
                           rng.choice((1, 1, 1, 2)))
    surf.blit(snow, band.topleft)


def smoking_chimney(surf: pygame.Surface, chimney: pygame.Rect, puffs: int = 7, drift: int = 5) -> None:
    """A brick chimney, snow on its top, smoke drifting up and away (someone is keeping warm)."""
    pygame.draw.rect(surf, (92, 58, 48), chimney)
    for y in range(chimney.y + 3, chimney.bottom, 4):
        pygame.draw.line(surf, (70, 42, 36), (chimney.x, y), (chimney.right - 1, y), 1)
    pygame.draw.rect(surf, SNOW, (chimney.x - 1, chimney.y - 2, chimney.width + 2, 3))
    for k in range(puffs):
        r = 2 + k * 2
        puff = art.new_surface((2 * r, 2 * r))
        pygame.draw.circle(puff, (150, 150, 160, 70 - k * (56 // puffs)), (r, r), r)
        surf.blit(puff, (chimney.centerx + k * drift - r, chimney.y - 4 - k * 5 - r))


def _roof(surf: pygame.Surface, band: pygame.Rect, top_floor: pygame.Rect, rng: random.Random) -> None:
    """A pitched tiled roof over the top floor: a chimney with its smoke, a shell hole open to the sky
    with the rafters across it, snow lying along the slopes and the chimney's top."""
    w = surf.get_width()
    base = top_floor.y
    ridge = band.y + round(band.height * 0.2)
    eaves = base - max(4, round(band.height * 0.22))
    mid = w * 0.5

    def roof_y(x: float) -> float:
        return ridge + (eaves - ridge) * min(1.0, abs(x - mid) / mid)
    outline = [(-2, eaves), (mid, ridge), (w + 2, eaves), (w + 2, base), (-2, base)]
    # the chimney first: the roof's slope runs over its foot
    cx, cw = round(w * 0.24), max(8, round(w * 0.022))
    smoking_chimney(surf, pygame.Rect(cx, band.y + round(band.height * 0.06), cw, round(roof_y(cx) - band.y)))
    pygame.draw.polygon(surf, ROOF_TILE, outline)
    courses = 6
    for k in range(1, courses + 1):           # tile courses with staggered joints
        t = k / courses
        y = ridge + (eaves - ridge) * t
        half = t * mid
        pygame.draw.line(surf, ROOF_EDGE, (mid - half, y), (mid + half, y), 1)
        y0 = ridge + (eaves - ridge) * (k - 1) / courses
        step = max(8, w // 60)
        for x in range(int(mid - half) + (k % 2) * step // 2, int(mid + half), step):
            if roof_y(x) <= y0 + 1:
                pygame.draw.line(surf, ROOF_EDGE, (x, max(y0, roof_y(x))), (x, y), 1)
    pygame.draw.rect(surf, ROOF_TILE, (0, eaves, w, base - eaves))
    for y in range(eaves + 3, base, 4):
        pygame.draw.line(surf, ROOF_EDGE, (0, y), (w, y), 1)
    # the shell hole
    gx0, gx1 = int(w * 0.6), int(w * 0.73)
    gap = [(gx0 + (gx1 - gx0) * k / 8, roof_y(gx0 + (gx1 - gx0) * k / 8) + 1 + rng.randrange(0, 3)) for k in range(9)]
    gap += [(gx0 + (gx1 - gx0) * (1 - k / 8), base - 3 - rng.randrange(0, max(2, (base - eaves) // 2))) for k in range(9)]
    sky = art.vertical_gradient((w, band.height), SKY)
    mask = art.new_surface((w, band.height))
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x, y - band.y) for x, y in gap])
    sky.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(sky, band.topleft)
    for k in range(4):
        x = gx0 + (gx1 - gx0) * (k + 0.5) / 4
        pygame.draw.line(surf, WOOD_DARK, (x - 5, roof_y(x) + 2), (x + 5, base - 1), max(2, w // 400))
    pygame.draw.polygon(surf, ROOF_EDGE, gap, 1)
    # snow along the slopes: a ragged white band under the ridge line, heavier towards the eaves
    for side in (-1, 1):
        upper, lower = [], []
        for k in range(25):
            t = k / 24
            x = mid + side * t * (mid + 2)
            if gx0 <= x <= gx1:
                continue
            y = roof_y(x)
            upper.append((x, y - 1))
            lower.append((x, y + 2 + t * band.height * 0.08 + rng.random() * 2))
        if len(upper) > 1:
            pygame.draw.polygon(surf, SNOW, upper + lower[::-1])
    pygame.draw.line(surf, (36, 24, 22), (0, base - 1), (w, base - 1), 2)


# --- inside -----------------------------------------------------------------------------------------------------
def _walls(surf: pygame.Surface, floors: dict, rng: random.Random) -> None:
    """The outer walls at both ends and behind the slabs, and the earth round the cellar."""
    w, h = surf.get_size()
    top = floors["top"].y
    ground_bottom = floors["ground"].bottom
    pygame.draw.rect(surf, WALL_OUTER, (0, top, w, ground_bottom - top))
    pygame.draw.rect(surf, EARTH, (0, ground_bottom, w, h - ground_bottom))
    for _ in range(w * (h - ground_bottom) // 120):
        c = rng.randrange(70, 100)
        pygame.draw.circle(surf, (c, c - 12, c - 22), (rng.randrange(w), rng.randrange(ground_bottom, h)),
                           rng.randrange(1, 3))
    cellar = floors["cellar"]
    pygame.draw.rect(surf, (82, 80, 76), (0, cellar.y - 2, w, cellar.height + 4))
    # snow heaped against the foot of the house, outside the walls
    for x0 in (0, w - floors["ground"].x):
        for k in range(floors["ground"].x + 1):
            pygame.draw.line(surf, SNOW, (x0 + k, ground_bottom - 2 - rng.randrange(0, 3)), (x0 + k, ground_bottom), 1)


def _room(surf: pygame.Surface, rect: pygame.Rect, floor: str, column: int, rng: random.Random) -> None:
    base = PAPER[floor]
    tone = art.mix(base, (0, 0, 0), 0.08 * ((column * 7 + len(floor)) % 3))
    room = pygame.Surface(rect.size).convert() if pygame.display.get_surface() else pygame.Surface(rect.size)
    room.fill(tone)
    if floor == "ground":                  # striped wallpaper
        for x in range(0, rect.width, max(4, rect.width // 14)):
            pygame.draw.line(room, art.darken(tone, 0.12), (x, 0), (x, rect.height), 1)
    elif floor == "cellar":                # bare blocks
        bh = max(6, rect.height // 9)
        for row, y in enumerate(range(0, rect.height, bh)):
            pygame.draw.line(room, art.darken(tone, 0.18), (0, y), (rect.width, y), 1)
            for x in range((row % 2) * bh, rect.width, 2 * bh):
                pygame.draw.line(room, art.darken(tone, 0.18), (x, y), (x, y + bh), 1)
    else:                                  # faded paper, stained and peeling
        for _ in range(3):
            stain = art.new_surface((rect.width // 2, rect.height // 3))
            pygame.draw.ellipse(stain, (40, 36, 30, 40), stain.get_rect())
            room.blit(stain, (rng.randrange(-rect.width // 4, rect.width // 2), rng.randrange(0, rect.height // 2)))
    # candlelight: warm at the floor's middle, dark in the upper corners
    glow = art.new_surface(rect.size)
    cx, cy = rect.width // 2, round(rect.height * 0.78)
    for k in range(10, 0, -1):
        r = round(max(rect.width, rect.height) * 0.75 * k / 10)
        pygame.draw.circle(glow, (*CANDLE, round(34 * (1 - k / 11))), (cx, cy), r)
    room.blit(glow, (0, 0))
    art.shade_vertically(room, 0.62 if floor != "cellar" else 0.5, 1.0)
    # a skirting board
    pygame.draw.rect(room, art.darken(BOARDS, 0.25), (0, rect.height - max(2, rect.height // 30), rect.width, 3))
    surf.blit(room, rect)


def _lamp(surf: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """A light in a room's upper left corner with its warm pool round it."""
    u = rect.width / 20
    if kind == "bulb":
        at = (rect.x + round(3 * u), rect.y + round(rect.height * 0.28))
        pygame.draw.line(surf, (30, 28, 26), (at[0], rect.y), at, 1)
    else:
        at = (rect.x + round(2.6 * u), rect.y + round(rect.height * 0.3))
    glow = art.new_surface((round(16 * u), round(16 * u)))
    for k in range(8, 0, -1):
        pygame.draw.circle(glow, (*CANDLE, 10 + (8 - k) * 7), glow.get_rect().center, round(k * u))
    surf.blit(glow, glow.get_rect(center=at))
    if kind == "bulb":
        pygame.draw.circle(surf, (255, 236, 180), at, max(2, round(0.7 * u)))
    else:
        pygame.draw.rect(surf, (70, 56, 40), (at[0] - round(u), at[1] + round(1.6 * u), round(2 * u), max(2, round(0.5 * u))))
        pygame.draw.rect(surf, (236, 228, 210), (at[0] - round(0.35 * u), at[1] + round(0.3 * u), max(2, round(0.7 * u)),
                                                 round(1.4 * u)))
        pygame.draw.circle(surf, (255, 230, 160), (at[0], at[1]), max(1, round(0.4 * u)))


def _slabs(surf: pygame.Surface, floors: dict, rng: random.Random) -> None:
    """The floors under each storey: boards on a concrete slab, beam ends along it."""
    w = surf.get_width()
    thick = max(3, floors["ground"].y - floors["top"].bottom)
    for name in FLOORS:
        band = floors[name]
        y = band.bottom
        pygame.draw.rect(surf, SLAB, (band.x, y, band.width, thick))
        pygame.draw.line(surf, BOARDS, (band.x, y), (band.right, y), 2)
        pygame.draw.line(surf, art.darken(SLAB, 0.35), (band.x, y + thick - 1), (band.right, y + thick - 1), 1)
        for x in range(band.x + 6, band.right, max(12, w // 30)):
            pygame.draw.rect(surf, art.darken(SLAB, 0.2), (x, y + 2, 3, max(1, thick - 3)))


def _partition(surf: pygame.Surface, left: pygame.Rect, right: pygame.Rect, hole: bool) -> None:
    """The wall between two rooms: a lintel over a doorway (the way through), or, at a Hole, the whole
    wall standing (the way is shut) with the Hole blown through it."""
    x = right.x
    thick = max(2, right.width // 28)
    if hole:
        wall = max(4, right.width // 12)
        pygame.draw.rect(surf, art.darken(WALL_OUTER, 0.25), (x - wall // 2, right.y, wall, right.height))
        pygame.draw.line(surf, art.lighten(WALL_OUTER, 0.1), (x - wall // 2, right.y), (x - wall // 2, right.bottom), 1)
        return
    lintel = max(4, right.height // 4)
    pygame.draw.rect(surf, WALL_DARK, (x - thick // 2, right.y, thick, lintel))
    pygame.draw.line(surf, art.lighten(WALL_DARK, 0.3), (x - thick // 2, right.y + lintel), (x + thick // 2, right.y + lintel), 1)
    post = max(1, thick // 2)
    pygame.draw.rect(surf, art.darken(WALL_DARK, 0.2), (x - post // 2, right.y + lintel, post, right.height - lintel))


def hole_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where the Hole at a room's left edge is (the board lays a Board-Up over it)."""
    w, h = max(10, round(rect.width * 0.3)), max(12, round(rect.height * 0.42))
    return pygame.Rect(rect.x - w // 2, rect.y + round(rect.height * 0.3), w, h)


def _hole(surf: pygame.Surface, rect: pygame.Rect, floor: str, rng: random.Random) -> None:
    """A Hole blown through the wall at the room's left edge: ragged, dark, the cold night light coming
    through it, broken bricks round its edge and fallen at its foot."""
    box = hole_rect(rect)
    cx, cy = box.center
    points = []
    for k in range(14):
        a = 2 * math.pi * k / 14
        r = 0.5 + rng.uniform(-0.16, 0.12)
        points.append((cx + math.cos(a) * box.width * r, cy + math.sin(a) * box.height * r))
    pygame.draw.polygon(surf, (120, 64, 52), [(x + (x - cx) * 0.18, y + (y - cy) * 0.12) for x, y in points])
    pygame.draw.polygon(surf, (12, 14, 20), points)
    light = art.new_surface(box.size)
    for k in range(6, 0, -1):
        pygame.draw.ellipse(light, (*COLD_LIGHT, 22 + (6 - k) * 12),
                            pygame.Rect(0, 0, box.width * k // 8, box.height * k // 8).move(
                                box.width // 2 - box.width * k // 16, box.height // 2 - box.height * k // 16))
    mask = art.new_surface(box.size)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in points])
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(light, box)
    for k in range(5):                     # bricks fallen on the floor below it
        bx = box.x + rng.randrange(0, box.width)
        by = rect.bottom - rng.randrange(3, max(4, rect.height // 10))
        pygame.draw.rect(surf, (130, 66, 52), (bx, by, max(3, rect.width // 22), max(2, rect.width // 40)))


def _ladder(surf: pygame.Surface, upper: pygame.Rect, lower: pygame.Rect) -> None:
    """A ladder standing on the lower floor, up through a hatch into the room above."""
    lw = max(10, upper.width // 7)
    x = upper.right - lw - max(3, upper.width // 16)
    top = upper.bottom - round(upper.height * 0.42)
    bottom = lower.bottom - 2
    hatch = pygame.Rect(x - 3, upper.bottom - 1, lw + 6, lower.y - upper.bottom + 2)
    pygame.draw.rect(surf, (20, 18, 16), hatch)
    rail = max(2, lw // 6)
    for rx in (x, x + lw - rail):
        pygame.draw.rect(surf, WOOD_DARK, (rx + 1, top + 1, rail, bottom - top))
        pygame.draw.rect(surf, WOOD, (rx, top, rail, bottom - top))
    step = max(6, lw * 2 // 3)
    for y in range(top + step // 2, bottom, step):
        pygame.draw.line(surf, WOOD, (x + rail, y), (x + lw - rail, y), max(1, rail - 1))


# --- the fixed spaces' furniture ----------------------------------------------------------------------------------
def _props(surf: pygame.Surface, rect: pygame.Rect, holds: str, rng: random.Random) -> None:
    draw = {"guard": _guard_post, "storage": _shelves, "outside": _street_door, "new_idea": _desk,
            "poke_about": _junk, "floor_bed": _mattress}.get(holds)
    if draw is not None:
        draw(surf, rect, rng)


def _floor_y(rect: pygame.Rect) -> int:
    return rect.bottom - max(2, rect.height // 30)


def _guard_post(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A chair by the trapdoor and an oil lamp on a crate."""
    fy = _floor_y(rect)
    u = rect.width / 20
    crate = pygame.Rect(rect.x + round(2 * u), fy - round(4 * u), round(4 * u), round(4 * u))
    pygame.draw.rect(surf, WOOD_DARK, crate)
    pygame.draw.rect(surf, WOOD, crate, 1)
    lamp = (crate.centerx, crate.y - round(1.6 * u))
    glow = art.new_surface((round(12 * u), round(12 * u)))
    for k in range(6, 0, -1):
        pygame.draw.circle(glow, (*CANDLE, 18 + (6 - k) * 8), glow.get_rect().center, round(k * u))
    surf.blit(glow, glow.get_rect(center=lamp))
    pygame.draw.ellipse(surf, (250, 220, 150), (lamp[0] - round(0.8 * u), lamp[1] - round(1.2 * u), round(1.6 * u), round(2 * u)))
    pygame.draw.rect(surf, (60, 50, 40), (lamp[0] - round(u), lamp[1] + round(0.7 * u), round(2 * u), round(0.8 * u)))


def _shelves(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """Shelves along the back wall, with jars and boxes, a crate on the floor."""
    u = rect.width / 20
    x0, x1 = rect.x + round(2 * u), rect.right - round(2 * u)
    for k in range(3):
        y = rect.y + round(rect.height * (0.38 + 0.17 * k))
        pygame.draw.line(surf, WOOD, (x0, y), (x1, y), max(2, round(0.6 * u)))
        x = x0 + 2
        while x < x1 - round(2 * u):
            bw = round(rng.uniform(1.2, 2.6) * u)
            bh = round(rng.uniform(1.5, 3.2) * u)
            color = rng.choice(((120, 100, 70), (90, 110, 100), (140, 120, 90), (100, 80, 60)))
            pygame.draw.rect(surf, color, (x, y - bh, bw, bh))
            x += bw + round(rng.uniform(0.3, 1.5) * u)
    for x in (x0, x1 - 2):
        pygame.draw.line(surf, WOOD_DARK, (x, rect.y + round(rect.height * 0.3)), (x, _floor_y(rect)), 2)


def _street_door(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """The street door standing ajar, snow light and a drift spilling in."""
    u = rect.width / 20
    frame = pygame.Rect(rect.x + round(4 * u), rect.y + round(rect.height * 0.22), round(9 * u), 0)
    frame.height = _floor_y(rect) - frame.y
    street = art.vertical_gradient(frame.size, [(0.0, (70, 84, 104)), (1.0, (150, 164, 182))])
    surf.blit(street, frame)
    pygame.draw.rect(surf, (200, 210, 224), (frame.x, frame.bottom - round(1.5 * u), frame.width, round(1.5 * u)))
    door = [(frame.right, frame.y), (frame.right + round(3 * u), frame.y + round(1.2 * u)),
            (frame.right + round(3 * u), frame.bottom + round(0.6 * u)), (frame.right, frame.bottom)]
    pygame.draw.polygon(surf, WOOD_DARK, door)
    pygame.draw.rect(surf, WALL_DARK, frame.inflate(4, 2), 2)
    spill = art.new_surface((round(12 * u), round(3 * u)))
    pygame.draw.ellipse(spill, (*SNOW, 120), spill.get_rect())
    surf.blit(spill, (frame.x - round(u), frame.bottom - round(1.5 * u)))


def _desk(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A small desk with paper and a candle."""
    u = rect.width / 20
    fy = _floor_y(rect)
    top = pygame.Rect(rect.x + round(2 * u), fy - round(6 * u), round(9 * u), round(u))
    pygame.draw.rect(surf, WOOD, top)
    for x in (top.x + 1, top.right - 3):
        pygame.draw.line(surf, WOOD_DARK, (x, top.bottom), (x, fy), 2)
    pygame.draw.polygon(surf, (230, 224, 204), [(top.x + round(u), top.y), (top.x + round(5 * u), top.y - round(0.6 * u)),
                                               (top.x + round(5.5 * u), top.y), (top.x + round(u), top.y + 1)])
    flame = (top.right - round(2 * u), top.y - round(2.4 * u))
    pygame.draw.rect(surf, (236, 228, 210), (flame[0] - round(0.4 * u), flame[1] + round(0.6 * u), round(0.8 * u), round(1.8 * u)))
    glow = art.new_surface((round(10 * u), round(10 * u)))
    for k in range(5, 0, -1):
        pygame.draw.circle(glow, (*CANDLE, 20 + (5 - k) * 10), glow.get_rect().center, round(k * u))
    surf.blit(glow, glow.get_rect(center=flame))
    pygame.draw.circle(surf, (255, 230, 160), flame, max(1, round(0.45 * u)))


def _junk(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A heap of odds and ends to poke about in: planks, pipes, a bucket, a crowbar."""
    u = rect.width / 20
    fy = _floor_y(rect)
    for _ in range(9):
        x = rect.x + round(rng.uniform(2, 10) * u)
        y = fy - round(rng.uniform(0, 3) * u)
        angle = rng.uniform(-0.6, 0.6)
        length = rng.uniform(3, 7) * u
        color = rng.choice((WOOD, WOOD_DARK, (110, 110, 114), (90, 80, 70)))
        pygame.draw.line(surf, color, (x, y), (x + length * math.cos(angle), y - length * abs(math.sin(angle))), 2)
    pygame.draw.line(surf, (150, 40, 30), (rect.x + round(9 * u), fy), (rect.x + round(12 * u), fy - round(6 * u)), 2)


def _mattress(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A thin mattress on the boards, a blanket thrown over it."""
    u = rect.width / 20
    fy = _floor_y(rect)
    bed = pygame.Rect(rect.x + round(1.5 * u), fy - round(2 * u), round(14 * u), round(2 * u))
    pygame.draw.rect(surf, (150, 140, 120), bed, border_radius=max(1, round(0.8 * u)))
    pygame.draw.rect(surf, (96, 60, 50), (bed.x + round(5 * u), bed.y - round(0.4 * u), round(9 * u), bed.height + 1),
                     border_radius=max(1, round(0.6 * u)))
    pygame.draw.ellipse(surf, (200, 194, 176), (bed.x + round(0.6 * u), bed.y - round(0.6 * u), round(3.5 * u), round(1.8 * u)))


__all__ = ["house_picture", "hole_rect"]
