"""The map tiles' pictures: a landscape for each kind of place, in the campaign's light (the Frozen
Wilds in cold blues and whites under falling snow, the Scorched Wasteland in ochre and rust under a
low sun). ``scene_for(tile)`` picks the kind from keywords in the tile's id and name; ``landscape``
paints it: the sky and the land here, the place itself in wilds.py, shelters.py or works.py."""
from __future__ import annotations

import functools
import re

import pygame

from ....ui import art
from ....ui.art import mix
from .common import CAMPAIGNS, paint
from .stage import HORIZON, Stage, cactus
from .shelters import SHELTERS
from .wilds import WILD
from .works import WORKS

# (keywords, kind): the first whose keyword starts a word of the tile's id or name wins
KEYWORDS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("gas", "petrol", "filling"), "gas_station"),
    (("fuel", "tank", "refinery"), "tanks"),
    (("factory", "mill", "plant", "works", "foundry"), "factory"),
    (("water tower", "watertower"), "water_tower"),
    (("oasis", "lake", "pond", "reservoir", "fjord"), "lake"),
    (("spring", "geyser", "bath"), "spring"),
    (("village", "hamlet", "harbour", "harbor", "port"), "village"),
    (("cabin", "hut", "shack", "cottage"), "cabin"),
    (("motel", "hotel", "diner"), "motel"),
    (("lodge", "ranger", "chalet", "hostel"), "lodge"),
    (("longhouse", "mead", "hall"), "longhouse"),
    (("den", "lair", "nest", "burrow"), "den"),
    (("cave", "grotto", "mine", "tunnel"), "cave"),
    (("forest", "wood", "pine", "grove", "taiga", "thicket"), "forest"),
    (("rune", "stone", "menhir", "henge", "cairn"), "stones"),
    (("bone", "graveyard", "skeleton", "boneyard"), "bones"),
    (("plane", "crash", "helicopter", "airstrip"), "plane"),
    (("pass", "avalanche", "mountain", "peak", "ridge", "cliff", "glacier"), "pass"),
    (("canyon", "gorge", "ravine", "gully", "mesa"), "canyon"),
    (("bunker", "depot", "armory", "armoury", "military", "fallout", "shelter"), "bunker"),
    (("silo", "granary", "barn", "farm"), "silo"),
    (("mast", "antenna", "radio", "tower", "pylon"), "mast"),
    (("fort", "stockade", "gate", "wall"), "fort"),
    (("scrap", "junkyard", "dump", "salvage"), "scrapyard"),
    (("market", "bazaar", "stall", "junk", "trading"), "market"),
    (("temple", "shrine", "altar", "pyramid", "ziggurat"), "temple"),
    (("chapel", "church", "bell", "monastery"), "chapel"),
    (("sundial", "dial", "obelisk"), "sundial"),
    (("crater", "impact", "pit"), "crater"),
    (("pilgrim", "procession", "caravan"), "pilgrims"),
    (("drive-in", "drive in", "cinema", "theatre", "theater", "screen"), "drive_in"),
    (("highway", "road", "street", "bridge", "freeway", "interstate"), "highway"),
    (("camp", "tent", "bivouac", "outpost"), "camp"),
    (("dune", "sand", "erg"), "dunes"),
    (("salt", "flat", "pan"), "salt"),
    (("tundra", "snowfield", "field", "plain", "steppe", "ice", "snow"), "snowfield"),
    (("desert", "waste", "barren"), "dunes"),
)
DEFAULT_SCENE = "ruins"


def _words_of(tile) -> str:
    return f"{tile.id} {tile.name}".lower().replace("-", " ").replace("_", " ")


def scene_for(tile) -> str:
    """The kind of picture for a tile: the van or camp for the start tiles, else by keyword."""
    words = _words_of(tile)
    if getattr(tile, "van", False):
        return "van" if re.search(r"\bvan", words) else "home_camp"
    for keys, kind in KEYWORDS:
        if any(re.search(r"\b" + re.escape(key), words) for key in keys):
            return kind
    return DEFAULT_SCENE


def _sky(canvas: pygame.Surface, st: Stage) -> None:
    w, h = canvas.get_size()
    horizon = (st.oy + HORIZON * st.side) / h
    stops = [(0.0, st.pal["sky"][0][1]), (horizon * 0.55, st.pal["sky"][1][1]), (horizon, st.pal["sky"][2][1]),
             (1.0, st.pal["sky"][2][1])]
    canvas.blit(art.vertical_gradient((w, h), stops), (0, 0))


def _ridge(st: Stage, base: float, low: float, high: float, step: float, color, caps=None) -> None:
    rng = st.rng
    x = st.left - 0.05
    pts = [(x, base)]
    while x < st.right + 0.1:
        pts.append((x, rng.uniform(low, high)))
        x += step * rng.uniform(0.7, 1.3)
    pts.append((x, base))
    st.pen.polygon(color, pts)
    if caps:
        for (ax, ay), (px, py), (bx, by) in zip(pts, pts[1:], pts[2:]):
            if py < ay and py < by and py < (low + high) / 2 + 0.02:
                t = 0.32
                st.pen.polygon(caps, [(px, py), (px + (bx - px) * t, py + (by - py) * t),
                                      (px + (bx - px) * t * 0.4, py + (by - py) * t * 0.7),
                                      (px + (ax - px) * t * 0.3, py + (ay - py) * t * 0.9),
                                      (px + (ax - px) * t, py + (ay - py) * t)])


def _flanks(st: Stage) -> None:
    """Fill the margins of a wide picture (beyond the stage's square) with trees or rocks."""
    for side, start, end in ((-1, st.left, -0.02), (1, 1.02, st.right)):
        if end - start < 0.08:
            continue
        x = start + 0.04
        while x < end:
            base = st.rng.uniform(0.66, 0.8)
            if st.snow:
                st.pine(x, base, st.rng.uniform(0.14, 0.26))
            elif st.rng.random() < 0.5:
                st.rock(x, base, st.rng.uniform(0.03, 0.06))
            else:
                cactus(st, x, base, st.rng.uniform(0.1, 0.16))
            x += st.rng.uniform(0.09, 0.2)


def _frozen_backdrop(st: Stage) -> None:
    pal, p = st.pal, st.pen
    sx = st.rng.uniform(0.2, 0.8)
    st.glow(pal["sun"], (sx, 0.18), 0.16, 90)
    p.circle(pal["sun"], (sx, 0.18), 0.045)
    _ridge(st, HORIZON + 0.02, 0.3, 0.46, 0.16, pal["far"], pal["far_cap"])
    _ridge(st, HORIZON + 0.02, 0.47, 0.54, 0.22, mix(pal["far"], pal["hill"], 0.55))
    p.rect(pal["ground"], (st.left - 0.1, HORIZON - 0.01, st.right - st.left + 0.2, 1.2))
    for _ in range(7):
        x, y = st.rng.uniform(st.left, st.right), st.rng.uniform(HORIZON + 0.05, 0.98)
        st.drift(x, y, st.rng.uniform(0.15, 0.35))


def _scorched_backdrop(st: Stage) -> None:
    pal, p = st.pal, st.pen
    sx = st.rng.uniform(0.2, 0.8)
    st.glow(pal["sun"], (sx, 0.32), 0.24, 110)
    p.circle(pal["sun"], (sx, 0.32), 0.09)
    x = st.left - 0.1
    while x < st.right:            # mesas: flat tops on the horizon
        width = st.rng.uniform(0.14, 0.3)
        top = st.rng.uniform(0.42, 0.52)
        if st.rng.random() < 0.6:
            p.polygon(pal["far"], [(x, HORIZON + 0.01), (x + 0.03, top), (x + width - 0.03, top),
                                   (x + width, HORIZON + 0.01)])
            p.rect(pal["far_cap"], (x + 0.03, top, width - 0.06, 0.012))
        x += width + st.rng.uniform(0.05, 0.2)
    _ridge(st, HORIZON + 0.02, 0.53, 0.57, 0.3, mix(pal["far"], pal["hill"], 0.6))
    p.rect(pal["ground"], (st.left - 0.1, HORIZON - 0.005, st.right - st.left + 0.2, 1.2))
    for _ in range(9):              # wind lines in the sand
        x, y = st.rng.uniform(st.left, st.right), st.rng.uniform(HORIZON + 0.04, 0.98)
        p.line(pal["shadow"], art.bezier_points((x, y), (x + 0.08, y - 0.02), (x + 0.18, y), 8), 0.006)


def _snowfall(st: Stage) -> None:
    def draw(pen: art.Pen) -> None:
        for _ in range(70):
            pen.circle((255, 255, 255), (st.rng.uniform(st.left, st.right), st.rng.uniform(st.top, 1.0)),
                       st.rng.uniform(0.003, 0.008))
    st.ghost(200, draw)


SCENES = {**WILD, **SHELTERS, **WORKS}
SCENE_KINDS = tuple(SCENES)


@functools.lru_cache(maxsize=128)
def landscape(kind: str, campaign: str, size: tuple[int, int], seed: int, words: str = "") -> pygame.Surface:
    """A painted place of this kind in the campaign's light (an opaque picture of exactly size)."""
    pal = CAMPAIGNS.get(campaign, CAMPAIGNS["frozen"])
    drawer = SCENES.get(kind, SCENES[DEFAULT_SCENE])

    def draw(canvas: pygame.Surface) -> None:
        st = Stage(canvas, pal, seed, words)
        _sky(canvas, st)
        (_frozen_backdrop if st.snow else _scorched_backdrop)(st)
        if kind not in ("forest", "canyon", "pass", "cave", "fort", "dunes"):
            _flanks(st)
        drawer(st)
        if st.snow:
            _snowfall(st)
    return paint(size, draw)


__all__ = ["landscape", "scene_for", "SCENES", "SCENE_KINDS", "KEYWORDS", "DEFAULT_SCENE"]
