"""The roadside scene behind a Hit Z Road card: sky, sun (or moon), clouds and vultures, far
hills, the card's drawn elements (elements/: its main subject big beside the road, the others
smaller across from it, weather over the sky or the whole picture; compose.py says which), the
road in one-point perspective with its telephone poles, shamblers on the asphalt, and the card
frame, all laid out from a hash of the card id so a card looks the same on every machine and
every run. A card with no elements shows the landmark its id hashes to (landmarks.py).

``_scene_stages`` draws it in stages of a few milliseconds (for card_face_job); ``_scene``
draws it at once and caches it. It is drawn at twice the card size and shrunk.
"""
from __future__ import annotations

import functools
import random
from typing import Iterator, NamedTuple

import pygame

from ....ui import art
from ....ui.art import PALETTE, Pen, darken, lighten, mix, with_alpha
from .elements import _ACROSS, ELEMENTS
from .fields import EPILOGUE_ACCENT, LEVEL_ACCENTS, _seed
from .landmarks import landmark_for
from .memo import Memo

# The scene is drawn at twice the card size and shrunk: smooth silhouettes
# without the cost of the 4x used for small icons.
SCENE_SUPERSAMPLE = 2


def _draw_frame(canvas: pygame.Surface, accent, factor: int) -> None:
    """Dark outer border with a thin accent line inside, on rounded corners."""
    width, height = canvas.get_size()
    radius = round(min(width, height) * 0.06)
    frame = round(width * 0.035)
    pygame.draw.rect(canvas, PALETTE["asphalt_dark"], canvas.get_rect(), frame, border_radius=radius)
    inner = canvas.get_rect().inflate(-frame * 2 + factor, -frame * 2 + factor)
    pygame.draw.rect(canvas, accent, inner, max(1, factor), border_radius=max(1, radius - frame))
    art.round_corners(canvas, radius)


# a fast equivalent of an art helper (every face uses it, so it is much of its cost)
@functools.lru_cache(maxsize=16)
def _vignette(size: tuple[int, int], strength: int) -> pygame.Surface:
    """What art.vignette lays over a surface of this size: the same for every card, so made once."""
    overlay = art.new_surface(size)
    art.vignette(overlay, strength=strength)
    return overlay


# Sky colours from the zenith down to the horizon: the road gets redder
# (and the cards more dangerous) with each level.  "epilogue" is the night
# after the last stretch of road.
_SKIES = {
    1: ((64, 104, 156), (150, 156, 170), (240, 180, 120)),
    2: ((62, 46, 92), (170, 92, 96), (246, 140, 64)),
    3: ((34, 8, 18), (120, 22, 28), (222, 70, 36)),
    "epilogue": ((14, 18, 44), (46, 48, 96), (150, 96, 120)),
}
_GROUNDS = {
    1: ((176, 138, 96), (120, 86, 58)),
    2: ((160, 104, 70), (96, 60, 42)),
    3: ((112, 52, 38), (52, 24, 20)),
    "epilogue": ((70, 60, 76), (30, 26, 36)),
}


class _Scene(NamedTuple):
    canvas: pygame.Surface
    rng: random.Random
    horizon: float
    sky_low: tuple
    silhouette: tuple
    rim_light: tuple
    road: "_Road"
    size: float = 1.0   # how big elements are drawn (1: as the landmarks always were)
    depth: float = 1.0  # how far back
    hero: tuple | None = None  # (scale, anchor x, y, target x, y): see _hero


class _Road:
    """A straight road in one-point perspective.  Depth ``d`` is in road
    widths from the viewer; screen position along the road is u = 1/d
    (u=1 at the bottom edge, u->0 at the horizon)."""

    def __init__(self, vanish_x: float, horizon: float, bottom_x: float, half_width: float, height: float):
        self.vanish_x, self.horizon = vanish_x, horizon
        self.bottom_x, self.half_width, self.height = bottom_x, half_width, height

    def y(self, u: float) -> float:
        return self.horizon + u * (self.height - self.horizon)

    def center(self, u: float) -> float:
        return self.vanish_x + (self.bottom_x - self.vanish_x) * u

    def edge(self, u: float, side: int, offset: float = 1.0) -> float:
        """x of a point ``offset`` half-widths from the centre on ``side``."""
        return self.center(u) + side * self.half_width * u * offset


# a scene is only needed again when its face has left the face cache, so few are kept
def _scene(card_id: str, mood, zombies: int, horde: int, size: tuple[int, int],
           elements: tuple[str, ...] = ()) -> pygame.Surface:
    """The illustration, frame included, for a card of ``mood`` (its level, or "epilogue"),
    made of the card's elements (its art field, compose.py; none: the id-hash landmark)."""
    stages = _scene_stages(card_id, mood, zombies, horde, size, elements)
    while True:
        try:
            next(stages)
        except StopIteration as finished:
            return finished.value


_scene = Memo(_scene, maxsize=32)


class _Plan(NamedTuple):
    """Which elements go where: (name, side, size) per layer, and the telephone poles' side
    (0: no poles; None: picked when the poles are drawn, as for a far landmark before)."""

    sky: list
    far: list
    near: list
    overlay: list
    poles_side: int | None


def _plan(names: tuple[str, ...], rng: random.Random) -> _Plan:
    """Lay out a card's elements: the main subject (the first "near" or "far" one) on a side
    at full size, the other structures across the road smaller, weather on its layer."""
    side = rng.choice((-1, 1))
    plan = _Plan([], [], [], [], 0)
    main_placed = False
    for name in names:
        layer = ELEMENTS[name].layer
        if layer in ("near", "far"):
            getattr(plan, layer).append((name, side, MAIN_SIZE) if not main_placed else (name, -side, OTHER_SIZE))
            main_placed = True
        else:
            getattr(plan, layer).append((name, side, 1.0))
    plan.near.sort(key=lambda placed: placed[2] == MAIN_SIZE)  # the main subject in front
    plan.sky.sort(key=lambda placed: _SKY_ORDER.get(placed[0], 0))  # clouds before the funnel
    # the poles go where nothing stands beside the road; none if both sides are taken
    near_sides = {s for _, s, _ in plan.near}
    poles = 0 if len(near_sides) == 2 else (-side if side in near_sides or not near_sides else side)
    return plan._replace(poles_side=poles)


_SKY_ORDER = {"night": 0, "heat": 1, "storm": 2, "tornado": 3}


def _landmark_plan(card_id: str, rng: random.Random) -> _Plan:
    """A card with no elements: the landmark its id hashes to, laid out (and using the rng)
    exactly as before the element library."""
    name = landmark_for(card_id)
    side = rng.choice((-1, 1))
    if ELEMENTS[name].layer == "far":
        return _Plan([], [(name, side, 1.0)], [], [], None)
    return _Plan([], [], [(name, side, 1.0)], [], -side)


# A card's main subject stands on the horizon, big, at the end of the road: it rises into the
# sky above the name ribbon and the text box (which hide the ground on most faces). The others
# stand smaller across from it; an element with no Hero is drawn in its usual place.
MAIN_SIZE, OTHER_SIZE = 1.3, 0.9
MAIN_EXTENT, OTHER_EXTENT = 0.4, 0.24  # their height, top to ground, as a fraction of the card


def _hero(scene: _Scene, spec, side: int, extent: float, offset: float) -> tuple:
    """The transform that sets an element on the horizon ``extent`` of the card tall (or as wide
    as fits), its middle ``offset`` of the width out to ``side``: every pen the element's drawer
    asks landmarks._landmark_pen for is moved and scaled by it, so its parts stay together."""
    canvas, road = scene.canvas, scene.road
    width, height = canvas.get_size()
    u = 1 / spec.depth
    h = height * spec.height_frac
    center_x = road.edge(u, side, 1.0) + side * width * (spec.spread - 0.5) * 0.6
    unit = min(height * extent / (1.0 - spec.top), width * 0.92 / (spec.x1 - spec.x0))
    middle = (spec.x0 + spec.x1) / 2
    anchor = (center_x - h * 0.5 + middle * h, road.y(u))
    half = (spec.x1 - spec.x0) / 2 * unit
    target_x = width * (0.5 + side * offset)
    target_x = max(width * 0.04 + half, min(width * 0.96 - half, target_x)) if half < width * 0.46 else width / 2
    return (unit / h, anchor[0], anchor[1], target_x, scene.horizon + height * 0.035)


def _draw_elements(scene: _Scene, placed: list) -> None:
    for name, side, size in placed:
        element = ELEMENTS[name]
        if size == 1.0 or element.layer != "near":
            element.draw(scene._replace(size=size), side)
        elif element.hero is not None:
            main = size == MAIN_SIZE
            hero = _hero(scene, element.hero, side, MAIN_EXTENT if main else OTHER_EXTENT, 0.2 if main else 0.3)
            element.draw(scene._replace(hero=hero), side)
        elif size == MAIN_SIZE and name in _ACROSS:
            element.draw(scene._replace(hero=(1.0, 0.0, 0.0, 0.0, 0.0)), side)
        else:
            element.draw(scene._replace(size=size), side)


def _scene_stages(card_id: str, mood, zombies: int, horde: int,
                  size: tuple[int, int], elements: tuple[str, ...] = ()) -> Iterator[None]:
    """_scene's drawing, pausing between stages of at most a few milliseconds; returns the scene."""
    factor = SCENE_SUPERSAMPLE
    width, height = size[0] * factor, size[1] * factor
    rng = random.Random(_seed(card_id))
    canvas = art.new_surface((width, height))

    top, middle, low = _SKIES[mood]
    # Small per-card shifts keep a deck from looking stamped out.
    shift = rng.randint(-10, 10)
    top, middle, low = (tuple(max(0, min(255, c + shift)) for c in color) for color in (top, middle, low))
    horizon = height * rng.uniform(0.43, 0.48)
    horizon_t = horizon / height
    canvas.blit(
        art.vertical_gradient((width, height), [(0.0, top), (horizon_t * 0.6, middle), (horizon_t, low), (1.0, low)]),
        (0, 0),
    )
    silhouette = mix(low, (14, 10, 16), 0.84)
    rim_light = mix(low, (255, 240, 200), 0.35)
    yield

    road = _Road(
        vanish_x=width * rng.uniform(0.4, 0.6),
        horizon=horizon,
        bottom_x=width * rng.uniform(0.44, 0.56),
        half_width=width * 0.44,
        height=height,
    )
    scene = _Scene(canvas, rng, horizon, low, silhouette, rim_light, road)

    _draw_sun(scene, mood)
    yield
    _draw_clouds(scene, lighten(middle, 0.25))
    _draw_birds(scene)
    yield
    plan = _plan(tuple(elements), rng) if elements else None
    if plan is not None:
        _draw_elements(scene, plan.sky)
    _draw_far_hills(scene)
    if plan is None:
        plan = _landmark_plan(card_id, rng)
    _draw_elements(scene, plan.far)
    yield

    ground_far, ground_near = _GROUNDS[mood]
    ground = art.vertical_gradient(
        (width, height - round(horizon)), [(0.0, mix(ground_far, low, 0.35)), (0.25, ground_far), (1.0, ground_near)]
    )
    canvas.blit(ground, (0, round(horizon)))
    _draw_ground_texture(scene, ground_near)
    yield
    _draw_road(scene)
    yield
    _draw_horizon_haze(scene)
    yield
    if plan.poles_side is None:
        _draw_poles(scene, rng.choice((-1, 1)))
    elif plan.poles_side:
        _draw_poles(scene, plan.poles_side)
    _draw_elements(scene, plan.near)
    yield
    _draw_road_zombies(scene, zombies, horde)
    _draw_elements(scene, plan.overlay)
    _draw_foreground(scene, ground_near)
    canvas.blit(_vignette(canvas.get_size(), 170), (0, 0))
    yield

    accent = EPILOGUE_ACCENT if mood == "epilogue" else LEVEL_ACCENTS[mood]
    _draw_frame(canvas, accent, factor)
    return art.downsample(canvas, size)


def _draw_sun(scene: _Scene, mood) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    x = width * rng.uniform(0.15, 0.85)
    radius = width * (rng.uniform(0.07, 0.1) if mood != 3 else rng.uniform(0.12, 0.16))
    y = scene.horizon - radius * rng.uniform(0.2, 1.6)
    if mood == "epilogue":
        disc, glow = (236, 232, 214), (190, 190, 230)
        y = scene.horizon * rng.uniform(0.25, 0.45)
    else:
        disc = mix(scene.sky_low, (255, 250, 220), 0.7 if mood == 1 else 0.5)
        glow = mix(scene.sky_low, (255, 240, 200), 0.5)
    layer = art.new_surface(canvas.get_size())
    for i in range(6, 0, -1):
        pygame.draw.circle(layer, with_alpha(glow, 18), (x, y), radius * (1 + i * 0.45))
        canvas.blit(layer, (0, 0))
        layer.fill((0, 0, 0, 0))
    pygame.draw.circle(canvas, disc, (x, y), radius)
    if mood == "epilogue":
        # A crescent: the moon's shadowed side in the sky colour.
        pygame.draw.circle(
            canvas, mix(scene.sky_low, (20, 20, 50), 0.5), (x + radius * 0.4, y - radius * 0.15), radius * 0.85
        )
    else:
        # Bands of haze across the low sun.
        for i in range(3):
            band_y = y + radius * (0.25 + i * 0.25)
            pygame.draw.line(
                canvas,
                mix(disc, scene.sky_low, 0.45),
                (x - radius, band_y),
                (x + radius, band_y),
                max(1, round(radius * 0.07)),
            )


def _draw_clouds(scene: _Scene, color) -> None:
    canvas, rng = scene.canvas, scene.rng
    width = canvas.get_width()
    layer = art.new_surface(canvas.get_size())
    for _ in range(rng.randint(3, 6)):
        y = scene.horizon * rng.uniform(0.12, 0.8)
        x = width * rng.uniform(-0.1, 0.9)
        length = width * rng.uniform(0.2, 0.5)
        thickness = scene.horizon * rng.uniform(0.012, 0.03)
        art.capsule(layer, with_alpha(color, rng.randint(50, 100)), (x, y), (x + length, y), thickness)
        art.capsule(
            layer,
            with_alpha(color, rng.randint(40, 80)),
            (x + length * 0.2, y - thickness * 1.4),
            (x + length * 0.7, y - thickness * 1.4),
            thickness * 0.8,
        )
    canvas.blit(layer, (0, 0))


def _draw_birds(scene: _Scene) -> None:
    """Vultures circling: a classic sign that something died nearby."""
    canvas, rng = scene.canvas, scene.rng
    width = canvas.get_width()
    span = width * 0.025
    for _ in range(rng.randint(0, 3)):
        x, y = width * rng.uniform(0.25, 0.75), scene.horizon * rng.uniform(0.25, 0.6)
        s = span * rng.uniform(0.7, 1.3)
        wing = (
            art.bezier_points((x - s, y - s * 0.2), (x - s * 0.5, y - s * 0.6), (x, y))
            + art.bezier_points((x, y), (x + s * 0.5, y - s * 0.6), (x + s, y - s * 0.2))[1:]
        )
        art.polyline(canvas, scene.silhouette, wing, max(1.5, s * 0.18))


def _draw_far_hills(scene: _Scene) -> None:
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    for layer_index, (tint, peak) in enumerate(((0.3, 0.07), (0.5, 0.04))):
        color = mix(scene.sky_low, scene.silhouette, tint)
        points = [(0, scene.horizon + 2)]
        x, level = 0.0, rng.uniform(0.2, 1.0)
        while x <= width:
            points.append((x, scene.horizon - height * peak * level))
            x += width * rng.uniform(0.04, 0.1)
            level = max(0.05, min(1.0, level + rng.uniform(-0.45, 0.45)))
        points.append((width, scene.horizon - height * peak * level))
        points.append((width, scene.horizon + 2))
        pygame.draw.polygon(canvas, color, points)


def _draw_ground_texture(scene: _Scene, ground_near) -> None:
    """Scrub and pebbles that shrink with distance, for a sense of depth."""
    canvas, rng, road = scene.canvas, scene.rng, scene.road
    width, height = canvas.get_size()
    dark = darken(ground_near, 0.35)
    for _ in range(60):
        u = rng.uniform(0.05, 1.0) ** 1.5
        side = rng.choice((-1, 1))
        x = road.edge(u, side, rng.uniform(1.15, 4.0))
        if not -10 < x < width + 10:
            continue
        y = road.y(u)
        size = max(1.0, height * 0.012 * u)
        pygame.draw.ellipse(canvas, dark, pygame.Rect(x - size * 1.5, y - size * 0.4, size * 3, size * 0.8))


def _road_quad(road: _Road, u0: float, u1: float, offset0: float, offset1: float) -> list:
    """A strip on the road between depths u0..u1, across offsets (half-widths)."""
    return [
        (road.center(u0) + road.half_width * u0 * offset0, road.y(u0)),
        (road.center(u0) + road.half_width * u0 * offset1, road.y(u0)),
        (road.center(u1) + road.half_width * u1 * offset1, road.y(u1)),
        (road.center(u1) + road.half_width * u1 * offset0, road.y(u1)),
    ]


def _draw_road(scene: _Scene) -> None:
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    width, height = canvas.get_size()
    asphalt_far = mix(PALETTE["asphalt_light"], scene.sky_low, 0.35)
    shoulder = mix((120, 100, 80), scene.sky_low, 0.2)
    pygame.draw.polygon(canvas, darken(shoulder, 0.3), _road_quad(road, 0.0, 1.0, -1.12, 1.12))
    # The road itself, lighter towards the horizon (aerial perspective).
    road_layer = art.new_surface((width, height))
    pygame.draw.polygon(road_layer, (255, 255, 255), _road_quad(road, 0.0, 1.0, -1.0, 1.0))
    gradient = art.vertical_gradient(
        (width, height), [(0.0, asphalt_far), (road.horizon / height, asphalt_far), (1.0, PALETTE["asphalt"])]
    )
    road_layer.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(road_layer, (0, 0))

    # Patches and cracks on the near asphalt.
    for _ in range(rng.randint(2, 5)):
        u = rng.uniform(0.45, 0.95)
        offset = rng.uniform(-0.8, 0.6)
        patch = _road_quad(road, u, u + rng.uniform(0.03, 0.08), offset, offset + rng.uniform(0.15, 0.35))
        pygame.draw.polygon(canvas, darken(PALETTE["asphalt"], 0.25), patch)
    for _ in range(rng.randint(2, 4)):
        u = rng.uniform(0.5, 0.95)
        x, y = road.edge(u, 1, rng.uniform(-0.9, 0.9)), road.y(u)
        points = [(x, y)]
        for _ in range(4):
            x += rng.uniform(-1, 1) * width * 0.03
            y += rng.uniform(0.2, 1) * height * 0.015
            points.append((x, y))
        art.polyline(canvas, darken(PALETTE["asphalt"], 0.5), points, max(1.0, width * 0.004))

    edge_color = mix((222, 218, 206), scene.sky_low, 0.2)
    for side in (-1, 1):
        pygame.draw.polygon(canvas, edge_color, _road_quad(road, 0.0, 1.0, side * 0.9, side * 0.94))
    # Centre dashes: evenly spaced in depth, so they bunch up towards the horizon.
    dash_color = mix(PALETTE["road_yellow"], scene.sky_low, 0.15)
    depth = 1.0 + scene.rng.uniform(0.0, 1.2)
    while depth < 60:
        u0, u1 = 1 / (depth + 0.9), 1 / depth
        pygame.draw.polygon(canvas, dash_color, _road_quad(road, u0, u1, -0.025, 0.025))
        depth += 2.0


def _draw_horizon_haze(scene: _Scene) -> None:
    canvas = scene.canvas
    width, height = canvas.get_size()
    band = round(height * 0.12)
    haze = art.vertical_gradient(
        (width, band * 2),
        [
            (0.0, with_alpha(scene.sky_low, 0)),
            (0.5, with_alpha(scene.sky_low, 150)),
            (1.0, with_alpha(scene.sky_low, 0)),
        ],
    )
    canvas.blit(haze, (0, round(scene.horizon) - band))


def _draw_poles(scene: _Scene, side: int) -> None:
    """Telephone poles marching along one side, wires sagging between them."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    height = canvas.get_height()
    color = scene.silhouette
    pole_height = height * 0.9
    tops = []
    depth = 1.3 + rng.uniform(0.0, 0.8)
    lean_index = rng.randint(1, 4)
    for index in range(8):
        u = 1 / depth
        x, y = road.edge(u, side, 1.5), road.y(u)
        top_y = y - pole_height * u
        lean = side * pole_height * u * 0.12 if index == lean_index else 0.0
        top = (x + lean, top_y)
        art.capsule(canvas, color, (x, y), top, max(1.0, height * 0.012 * u))
        arm = pole_height * u * 0.14
        art.capsule(
            canvas,
            color,
            (top[0] - arm, top[1] + arm * 0.5),
            (top[0] + arm, top[1] + arm * 0.5),
            max(0.8, height * 0.006 * u),
        )
        tops.append((top, arm))
        depth *= 1.7
    for wire_offset in (-1, 1):
        for (a, arm_a), (b, arm_b) in zip(tops, tops[1:]):
            start = (a[0] + wire_offset * arm_a * 0.8, a[1] + arm_a * 0.45)
            end = (b[0] + wire_offset * arm_b * 0.8, b[1] + arm_b * 0.45)
            sag = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 + abs(start[0] - end[0]) * 0.12)
            art.polyline(canvas, color, art.bezier_points(start, sag, end, 12), max(1.0, height * 0.0025))


def _zombie_figure(pen: Pen, color, facing: int) -> None:
    """A shambler's silhouette facing right (1) or left (-1), feet at y=1."""

    def x(value: float) -> float:
        return 0.5 + facing * (value - 0.5)

    pen.capsule(color, (x(0.46), 0.6), (x(0.4), 0.98), 0.06)
    pen.capsule(color, (x(0.52), 0.6), (x(0.62), 0.8), 0.06)
    pen.capsule(color, (x(0.62), 0.8), (x(0.58), 0.98), 0.055)
    pen.capsule(color, (x(0.48), 0.62), (x(0.56), 0.32), 0.11)
    pen.circle(color, (x(0.66), 0.22), 0.085)
    pen.capsule(color, (x(0.56), 0.36), (x(0.86), 0.44), 0.04)
    pen.capsule(color, (x(0.52), 0.4), (x(0.84), 0.52), 0.04)


def _draw_road_zombies(scene: _Scene, zombies: int, horde: int) -> None:
    """Shamblers on the road ahead, one per zombie (capped), their eyes
    glowing red for a horde."""
    canvas, road, rng = scene.canvas, scene.road, scene.rng
    height = canvas.get_height()

    def footprint(depth: float, offset: float) -> tuple[float, float, float]:
        u = 1 / depth
        return road.edge(u, 1, offset), road.y(u), height * 0.5 * u

    figures: list[tuple[float, float, int]] = []
    for _ in range(min(zombies, 7)):
        # A few tries to keep figures from piling into one blob on screen.
        # Same-coloured silhouettes merge, so they need side-by-side room.
        for _attempt in range(20):
            depth, offset = rng.uniform(3.0, 8.0), rng.uniform(-1.3, 1.3)
            x, _y, size = footprint(depth, offset)
            if all(
                abs(x - other_x) > (size + other_size) * 0.3
                for other_x, _oy, other_size in (footprint(d, o) for d, o, _ in figures)
            ):
                break
        figures.append((depth, offset, rng.choice((-1, 1))))
    for depth, offset, facing in sorted(figures, reverse=True):
        u = 1 / depth
        foot_x, foot_y = road.edge(u, 1, offset), road.y(u)
        figure_height = height * 0.5 * u
        shadow = pygame.Rect(0, 0, figure_height * 0.5, figure_height * 0.08)
        shadow.center = (foot_x, foot_y)
        layer = art.new_surface(shadow.inflate(4, 4).size)
        pygame.draw.ellipse(layer, (0, 0, 0, 90), layer.get_rect().inflate(-4, -4))
        canvas.blit(layer, shadow.inflate(4, 4))
        pen = Pen(canvas, scale=figure_height, origin=(foot_x - figure_height * 0.5, foot_y - figure_height))
        _zombie_figure(pen, scene.silhouette, facing)
        eye = (255, 60, 30) if horde else mix(scene.sky_low, (255, 230, 160), 0.4)
        pen.circle(eye, (0.5 + facing * 0.19, 0.21), 0.022)


def _draw_foreground(scene: _Scene, ground_near) -> None:
    """Dark rocks and dry grass in the bottom corners frame the picture."""
    canvas, rng = scene.canvas, scene.rng
    width, height = canvas.get_size()
    dark = darken(ground_near, 0.55)
    for side in (-1, 1):
        base_x = 0 if side < 0 else width
        for _ in range(rng.randint(1, 3)):
            x = base_x - side * width * rng.uniform(0.0, 0.12)
            radius = width * rng.uniform(0.04, 0.08)
            pygame.draw.ellipse(canvas, dark, pygame.Rect(x - radius, height - radius * 0.9, radius * 2, radius * 1.3))
        for _ in range(rng.randint(3, 6)):
            x = base_x - side * width * rng.uniform(0.03, 0.2)
            y = height * rng.uniform(0.9, 0.97)
            blade = height * rng.uniform(0.03, 0.06)
            tip = (x + rng.uniform(-0.4, 0.4) * blade, y - blade)
            art.polyline(canvas, dark, [(x, y), tip], max(1.0, width * 0.006))


__all__ = ["_scene", "_scene_stages", "_draw_frame", "_Scene", "_Road"]
