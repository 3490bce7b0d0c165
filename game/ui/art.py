"""Procedural, game-independent art drawn with pygame-ce.

We never ship a publisher's art, so every die, token, figure, icon and card
back is drawn from code.  This module holds what every game shares: the palette,
the drawing tools (``Pen``, supersampling, text), the line icons, card backs,
ribbons and panels, the seats' markers and meeples, and the body every token has.
A game's own pieces live in its folder (``game/games/<game>/pieces.py``: Hit Z
Road's dice faces, special tokens and zombie; each game's resource pictograms),
and its resource tokens are registered here by name (``register_resource``) and
drawn with ``resource_token(name, size)``.  Rules for everything drawn here:

* Each public drawing function returns a ``pygame.Surface`` with per-pixel
  alpha (SRCALPHA) of exactly the requested size.
* Results are cached by their arguments, so callers may ask again every frame.
  The cached surface is shared: treat it as read-only and ``.copy()`` it
  before drawing on it.
* Only ``pygame.display.init()`` and ``pygame.font.init()`` are needed: no
  window has to exist (surfaces are converted only once a display mode is set).

pygame.draw does not anti-alias filled shapes, so shapes are drawn on a canvas
``SUPERSAMPLE`` times larger and shrunk with ``smoothscale`` (an area average),
which gives clean edges at any size.  Shapes are described in *unit
coordinates* (0..1 across the canvas) through ``Pen``, so one description
serves every output size.
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Iterator, Mapping
from typing import Callable, Iterable, NamedTuple, Sequence

import pygame

Color = tuple[int, ...]
Point = tuple[float, float]

# How much larger than the output the shapes are drawn before smoothscale.
SUPERSAMPLE = 4

# ---------------------------------------------------------------------------
# Palette
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, int, int]] = {
    "asphalt": (32, 33, 36),  # main background
    "asphalt_light": (52, 54, 58),  # raised surfaces
    "asphalt_dark": (18, 18, 20),  # outlines, frames
    "road_yellow": (240, 188, 38),  # accent: road-sign yellow
    "rust": (170, 72, 38),
    "blood": (178, 28, 30),
    "horde_red": (122, 16, 20),
    "sage": (128, 150, 112),
    "zombie_skin": (122, 142, 104),
    "sky": (92, 150, 210),
    "star_blue": (38, 106, 196),
    "sand": (206, 170, 120),
    "brass": (214, 168, 72),
    "bone": (238, 230, 212),  # light ink on dark surfaces
    "paper": (246, 242, 230),  # card text boxes
    "ink": (24, 22, 20),  # dark ink on paper
    "fight_red": (176, 22, 22),
    "ok_green": (84, 170, 92),
    "stone": (118, 118, 124),
}


class PlayerColor(NamedTuple):
    """A seat colour.  ``letter`` renders in the default font (which has no
    geometric glyphs); ``shape`` is drawn by :func:`shape_marker`.  Together
    they tell seats apart without relying on colour."""

    name: str
    rgb: tuple[int, int, int]
    letter: str
    shape: str


PLAYER_COLORS: tuple[PlayerColor, ...] = (
    PlayerColor("Red", (206, 58, 48), "R", "triangle"),
    PlayerColor("Blue", (52, 112, 214), "B", "square"),
    PlayerColor("Yellow", (238, 192, 40), "Y", "circle"),
    PlayerColor("Green", (62, 162, 82), "G", "diamond"),
    PlayerColor("Purple", (146, 84, 196), "P", "star"),
    PlayerColor("Orange", (238, 124, 36), "O", "hexagon"),
    PlayerColor("White", (228, 226, 220), "W", "cross"),
    PlayerColor("Teal", (36, 176, 172), "T", "ring"),
)

MARKER_SHAPES = ("triangle", "square", "circle", "diamond", "star", "hexagon", "cross", "ring")

# ---------------------------------------------------------------------------
# Colour helpers
# ---------------------------------------------------------------------------


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, ...]:
    """Linear blend from colour ``a`` (t=0) to ``b`` (t=1), channel-wise."""
    t = max(0.0, min(1.0, t))
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def lighten(color: Sequence[int], amount: float) -> tuple[int, ...]:
    return mix(color[:3], (255, 255, 255), amount) + tuple(color[3:])


def darken(color: Sequence[int], amount: float) -> tuple[int, ...]:
    return mix(color[:3], (0, 0, 0), amount) + tuple(color[3:])


def with_alpha(color: Sequence[int], alpha: int) -> tuple[int, int, int, int]:
    return (color[0], color[1], color[2], alpha)


def _over(top: Sequence[int], bottom: Sequence[int]) -> tuple[int, int, int, int]:
    """Porter-Duff 'over' of two RGBA colours.  pygame.draw writes pixels
    without blending, so a translucent border must be pre-composited."""
    top = tuple(top) + (255,) * (4 - len(top))
    bottom = tuple(bottom) + (255,) * (4 - len(bottom))
    ta, ba = top[3] / 255, bottom[3] / 255
    out_a = ta + ba * (1 - ta)
    if out_a <= 0:
        return (0, 0, 0, 0)
    rgb = tuple(int(round((t * ta + b * ba * (1 - ta)) / out_a)) for t, b in zip(top[:3], bottom[:3]))
    return rgb + (int(round(out_a * 255)),)


def _as_color(color: Sequence[int]) -> tuple[int, ...]:
    color = tuple(int(c) for c in color)
    if len(color) not in (3, 4):
        raise ValueError(f"colour must have 3 or 4 channels, got {color!r}")
    return color


def _as_size(size: Sequence[int] | int, name: str = "size") -> tuple[int, int]:
    if isinstance(size, int):
        size = (size, size)
    width, height = (int(v) for v in size)
    if width < 1 or height < 1:
        raise ValueError(f"{name} must be at least 1x1, got {size!r}")
    return width, height


def _as_side(size: int) -> int:
    size = int(size)
    if size < 1:
        raise ValueError(f"size must be at least 1, got {size}")
    return size


# ---------------------------------------------------------------------------
# Surfaces and drawing primitives (also used by the per-game art modules)
# ---------------------------------------------------------------------------


def new_surface(size: Sequence[int]) -> pygame.Surface:
    """A fully transparent SRCALPHA surface."""
    surface = pygame.Surface((int(size[0]), int(size[1])), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    return surface


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format for fast blits, but only when a
    display mode exists: convert_alpha() raises without one (tests, tools)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def downsample(surface: pygame.Surface, size: Sequence[int]) -> pygame.Surface:
    """Shrink a supersampled canvas to its output size with area averaging."""
    size = (int(size[0]), int(size[1]))
    if surface.get_size() == size:
        return surface
    return pygame.transform.smoothscale(surface, size)


def fade(surface: pygame.Surface, alpha: int) -> pygame.Surface:
    """Multiply a surface's per-pixel alpha by alpha/255, in place."""
    if alpha < 255:
        surface.fill((255, 255, 255, max(0, alpha)), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def vertical_gradient(size: Sequence[int], stops: Sequence[tuple[float, Sequence[int]]]) -> pygame.Surface:
    """A surface filled top to bottom through colour ``stops`` [(position 0..1,
    colour), ...], linear between stops.  Built as one column and stretched, which
    is fast: the stops are prepared once and walked down with the rows."""
    width, height = int(size[0]), int(size[1])
    stops = sorted(stops, key=lambda stop: stop[0])
    rgba = [(position, tuple(color) + (255,) * (4 - len(color))) for position, color in stops]
    first_position, first = rgba[0]
    last = rgba[-1][1]
    # (end position, start position, span, start colour, colour change) per segment
    segments = [(pos_b, pos_a, max(1e-9, pos_b - pos_a), col_a, tuple(b - a for a, b in zip(col_a, col_b)))
                for (pos_a, col_a), (pos_b, col_b) in zip(rgba, rgba[1:])]
    column = pygame.Surface((1, height), pygame.SRCALPHA)
    denominator = max(1, height - 1)
    k = 0
    for y in range(height):
        position = y / denominator
        if position <= first_position:
            column.set_at((0, y), first)
            continue
        while k < len(segments) and position > segments[k][0]:
            k += 1
        if k == len(segments):
            column.set_at((0, y), last)
            continue
        _, pos_a, span, (r, g, b, a), (dr, dg, db, da) = segments[k]
        t = max(0.0, min(1.0, (position - pos_a) / span))
        column.set_at((0, y), (int(round(r + dr * t)), int(round(g + dg * t)), int(round(b + db * t)),
                               int(round(a + da * t))))
    return pygame.transform.scale(column, (width, height))


def shade_vertically(surface: pygame.Surface, top: float, bottom: float) -> None:
    """Multiply RGB by a factor going from ``top`` to ``bottom`` down the
    surface: a cheap sense of light from above.  Alpha is untouched and
    transparent pixels stay black, so smoothscale adds no light fringes."""
    low = tuple(int(255 * max(0.0, min(1.0, f))) for f in (top, bottom))
    gradient = vertical_gradient(surface.get_size(), [(0.0, (low[0],) * 3), (1.0, (low[1],) * 3)])
    surface.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def star_points(center: Point, outer: float, inner: float, points: int = 5, rotation: float = -90.0) -> list[Point]:
    cx, cy = center
    result = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(rotation + i * 180.0 / points)
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def regular_polygon_points(center: Point, radius: float, sides: int, rotation: float = -90.0) -> list[Point]:
    cx, cy = center
    return [
        (
            cx + radius * math.cos(math.radians(rotation + i * 360.0 / sides)),
            cy + radius * math.sin(math.radians(rotation + i * 360.0 / sides)),
        )
        for i in range(sides)
    ]


def arc_points(center: Point, radius: float, start_deg: float, end_deg: float, steps: int | None = None) -> list[Point]:
    """Points along a circle arc; angles in degrees, 0 = east, growing clockwise
    on screen (y points down)."""
    if steps is None:
        steps = max(4, int(abs(end_deg - start_deg) / 6))
    cx, cy = center
    return [
        (
            cx + radius * math.cos(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
            cy + radius * math.sin(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def bezier_points(p0: Point, p1: Point, p2: Point, steps: int = 16) -> list[Point]:
    """Quadratic Bezier from p0 to p2 pulled towards control point p1."""
    result = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        result.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return result


def teardrop_points(tip: Point, center: Point, radius: float, steps: int = 28) -> list[Point]:
    """Outline of a drop: a circle with the two tangent lines meeting at tip."""
    dx, dy = tip[0] - center[0], tip[1] - center[1]
    distance = math.hypot(dx, dy)
    to_tip = math.degrees(math.atan2(dy, dx))
    spread = math.degrees(math.acos(min(1.0, radius / distance)))
    return [tip] + arc_points(center, radius, to_tip + spread, to_tip + 360 - spread, steps)


def capsule(surface: pygame.Surface, color: Sequence[int], a: Point, b: Point, radius: float) -> None:
    """A thick line with round caps (pygame's own thick lines have square,
    gappy ends)."""
    if radius <= 0:
        return
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    if length > 1e-6:
        nx, ny = -(by - ay) / length * radius, (bx - ax) / length * radius
        pygame.draw.polygon(
            surface, color, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
        )
    pygame.draw.circle(surface, color, (ax, ay), radius)
    if length > 1e-6:
        pygame.draw.circle(surface, color, (bx, by), radius)


def polyline(
    surface: pygame.Surface, color: Sequence[int], points: Sequence[Point], width: float, closed: bool = False
) -> None:
    """Stroke through points with round joins and caps."""
    points = list(points)
    if closed and points:
        points.append(points[0])
    for a, b in zip(points, points[1:]):
        capsule(surface, color, a, b, width / 2)
    if len(points) == 1:
        pygame.draw.circle(surface, color, points[0], width / 2)


def rounded_polygon(surface: pygame.Surface, color: Sequence[int], points: Sequence[Point], corner: float) -> None:
    """Filled polygon whose corners are rounded by ``corner`` (it grows the
    shape by that much, so pass points already inset when size matters)."""
    pygame.draw.polygon(surface, color, points)
    if corner > 0:
        polyline(surface, color, points, corner * 2, closed=True)


class Pen:
    """Draws on a (supersampled) surface in unit coordinates.

    ``Pen(surface)`` maps (0, 0)..(1, 1) onto the whole surface width (square
    canvases) so a pictogram is described once for every output size.
    ``pen.sub(x, y, size)`` returns a pen for a smaller square inside it.
    """

    def __init__(self, surface: pygame.Surface, scale: float | None = None, origin: Point = (0.0, 0.0)):
        self.surface = surface
        self.scale = float(scale if scale is not None else surface.get_width())
        self.origin = origin

    def sub(self, x: float, y: float, size: float) -> "Pen":
        ox, oy = self.pt(x, y)
        return Pen(self.surface, self.scale * size, (ox, oy))

    def pt(self, x: float, y: float) -> Point:
        return (self.origin[0] + x * self.scale, self.origin[1] + y * self.scale)

    def pts(self, points: Iterable[Point]) -> list[Point]:
        return [self.pt(x, y) for x, y in points]

    def len(self, value: float) -> float:
        return value * self.scale

    def rect(self, color, box: Sequence[float], radius: float = 0.0, width: float = 0.0) -> None:
        x, y = self.pt(box[0], box[1])
        rect = pygame.Rect(round(x), round(y), round(self.len(box[2])), round(self.len(box[3])))
        stroke = 0 if width <= 0 else max(1, round(self.len(width)))
        pygame.draw.rect(self.surface, color, rect, stroke, border_radius=max(0, round(self.len(radius))))

    def circle(self, color, center: Point, radius: float, width: float = 0.0) -> None:
        stroke = 0 if width <= 0 else max(1, round(self.len(width)))
        if self.len(radius) > 0:
            pygame.draw.circle(self.surface, color, self.pt(*center), self.len(radius), stroke)

    def ellipse(self, color, box: Sequence[float], width: float = 0.0) -> None:
        x, y = self.pt(box[0], box[1])
        rect = pygame.Rect(round(x), round(y), round(self.len(box[2])), round(self.len(box[3])))
        stroke = 0 if width <= 0 else max(1, round(self.len(width)))
        pygame.draw.ellipse(self.surface, color, rect, stroke)

    def polygon(self, color, points: Sequence[Point], corner: float = 0.0) -> None:
        rounded_polygon(self.surface, color, self.pts(points), self.len(corner))

    def capsule(self, color, a: Point, b: Point, radius: float) -> None:
        capsule(self.surface, color, self.pt(*a), self.pt(*b), self.len(radius))

    def line(self, color, points: Sequence[Point], width: float, closed: bool = False) -> None:
        polyline(self.surface, color, self.pts(points), self.len(width), closed)

    def arc(self, color, center: Point, radius: float, start_deg: float, end_deg: float, width: float) -> None:
        self.line(color, arc_points(center, radius, start_deg, end_deg), width)


def supersampled(
    size: Sequence[int], draw: Callable[[pygame.Surface], None], factor: int = SUPERSAMPLE
) -> pygame.Surface:
    """Run ``draw`` on a canvas ``factor`` times larger, then shrink it."""
    width, height = int(size[0]), int(size[1])
    canvas = new_surface((width * factor, height * factor))
    draw(canvas)
    return downsample(canvas, (width, height))


# ---------------------------------------------------------------------------
# Text
# ---------------------------------------------------------------------------

# pygame bundles one font (FreeSans Bold).  Loading it by path means the size
# argument is the real pixel size; Font(None, n) quietly scales it by ~0.69.
_BUNDLED_FONT = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())

# Below this pixel size, glyphs hinted onto the pixel grid get uneven spacing
# ("T HE DA MNED"), so small text is rendered 3x larger and shrunk instead.
_SMALL_TEXT = 20
_TEXT_SUPERSAMPLE = 3


@functools.lru_cache(maxsize=128)
def get_font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels.  Shared: don't change its style."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = _BUNDLED_FONT if os.path.exists(_BUNDLED_FONT) else None
    font = pygame.font.Font(path, max(1, int(size)))
    font.set_bold(bool(bold))
    font.set_italic(bool(italic))
    return font


def _text_factor(size: int) -> int:
    return _TEXT_SUPERSAMPLE if size < _SMALL_TEXT else 1


def text_size(content: str, size: int, bold: bool = False, italic: bool = False) -> tuple[int, int]:
    """The size :func:`text` will render ``content`` at (without outline)."""
    factor = _text_factor(size)
    width = get_font(size * factor, bold, italic).size(content)[0]
    return -(-width // factor), -(-_rendered_height(size * factor, bold, italic) // factor)


@functools.lru_cache(maxsize=128)
def _rendered_height(size: int, bold: bool, italic: bool) -> int:
    # SDL_ttf renders every line at one height per font, a little more than
    # Font.size() reports, so measure it once from a real render.
    return get_font(size, bold, italic).render("Hg", True, (0, 0, 0)).get_height()


def line_height(size: int, bold: bool = False, italic: bool = False) -> int:
    """Distance between baselines for paragraphs of :func:`text` lines."""
    factor = _text_factor(size)
    return -(-get_font(size * factor, bold, italic).get_linesize() // factor)


def wrap_text(words_text: str, size: int, max_width: int, bold: bool = False, italic: bool = False) -> list[str]:
    """Greedy word wrap to ``max_width`` pixels; words too long for one line
    are split.  Explicit newlines start new lines."""

    def fits(candidate: str) -> bool:
        return text_size(candidate, size, bold, italic)[0] <= max_width

    lines: list[str] = []
    for paragraph in str(words_text).split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if fits(candidate):
                current = candidate
                continue
            if current:
                lines.append(current)
            while not fits(word) and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and not fits(word[:cut]):
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return lines


def fit_text_size(
    content: str, max_width: float, start: int, minimum: int = 6, bold: bool = False, italic: bool = False
) -> int:
    """The largest size from ``start`` down to ``minimum`` that fits one line."""
    size = max(minimum, int(start))
    while size > minimum and text_size(content, size, bold, italic)[0] > max_width:
        size -= 1
    return size


def text(
    surface_text: str,
    size: int,
    color: Sequence[int] = PALETTE["bone"],
    bold: bool = False,
    italic: bool = False,
    outline: Sequence[int] | None = None,
) -> pygame.Surface:
    """Anti-aliased text in the bundled font (which is a bold face already;
    ``bold`` thickens it further).  ``outline`` adds a rim in that colour so
    numbers stay legible over illustrations."""
    return _text(
        str(surface_text),
        _as_side(size),
        _as_color(color),
        bool(bold),
        bool(italic),
        None if outline is None else _as_color(outline),
    )


@functools.lru_cache(maxsize=2048)
def _text(content: str, size: int, color: Color, bold: bool, italic: bool, outline: Color | None) -> pygame.Surface:
    if not content:
        # SDL renders "" as a zero-width surface that the downsampling can't take
        return finish(new_surface((1, _rendered_height(size, bold, italic))))
    factor = _text_factor(size)
    font = get_font(size * factor, bold, italic)
    rendered = font.render(content, True, color[:3])
    if outline is None:
        result = new_surface(rendered.get_size())
        result.blit(rendered, (0, 0))
    else:
        thickness = max(1, round(size / 12)) * factor
        rim = font.render(content, True, outline[:3])
        width, height = rendered.get_size()
        result = new_surface((width + thickness * 2, height + thickness * 2))
        for dx in range(-thickness, thickness + 1):
            for dy in range(-thickness, thickness + 1):
                if dx * dx + dy * dy <= thickness * thickness + 1:
                    result.blit(rim, (thickness + dx, thickness + dy))
        result.blit(rendered, (thickness, thickness))
    if factor > 1:
        width, height = result.get_size()
        result = downsample(result, (max(1, -(-width // factor)), max(1, -(-height // factor))))
    if len(color) == 4:
        fade(result, color[3])
    return finish(result)


# ---------------------------------------------------------------------------
# Pictograms shared by dice, tokens and icons (unit coordinates)
# ---------------------------------------------------------------------------

_CLEAR = (0, 0, 0, 0)


def _draw_skull(pen: Pen, bone, dark, with_jaw_lines: bool = True) -> None:
    pen.circle(bone, (0.5, 0.42), 0.32)
    pen.rect(bone, (0.3, 0.52, 0.4, 0.3), radius=0.08)
    # Eye sockets slant slightly inward: reads as a skull, not a smiley.
    pen.polygon(dark, [(0.27, 0.44), (0.45, 0.46), (0.43, 0.6), (0.31, 0.58)], corner=0.03)
    pen.polygon(dark, [(0.73, 0.44), (0.55, 0.46), (0.57, 0.6), (0.69, 0.58)], corner=0.03)
    pen.polygon(dark, [(0.5, 0.6), (0.45, 0.7), (0.55, 0.7)], corner=0.01)
    if with_jaw_lines:
        for x in (0.41, 0.5, 0.59):
            pen.line(dark, [(x, 0.74), (x, 0.83)], 0.035)


# ---------------------------------------------------------------------------
# Token bodies (shared by the games' tokens and the seats' markers)
# ---------------------------------------------------------------------------

def _draw_token_shape(pen: Pen, shape: str, color, grow: float) -> None:
    """Token outline shapes, all fitting the 0.06..0.94 box; ``grow``
    enlarges (or with a negative value shrinks) the shape for rims/bevels."""
    if shape == "circle":
        pen.circle(color, (0.5, 0.5), 0.42 + grow)
    elif shape == "ring":
        pen.circle(color, (0.5, 0.5), 0.42 + grow)
    elif shape == "square":
        pen.rect(color, (0.12 - grow, 0.12 - grow, 0.76 + 2 * grow, 0.76 + 2 * grow), radius=max(0.0, 0.12 + grow))
    elif shape == "diamond":
        corner = 0.07
        pen.polygon(color, regular_polygon_points((0.5, 0.5), 0.44 - corner * 1.41 + grow * 1.41, 4), corner=corner)
    elif shape == "hexagon":
        corner = 0.05
        pen.polygon(
            color,
            regular_polygon_points((0.5, 0.5), 0.43 - corner * 1.15 + grow * 1.15, 6, rotation=-90),
            corner=corner,
        )
    elif shape == "triangle":
        corner = 0.07
        pen.polygon(color, regular_polygon_points((0.5, 0.6), 0.44 - corner * 2 + grow * 2, 3), corner=corner)
    elif shape == "cross":
        arm = 0.15 + grow
        pen.rect(color, (0.5 - arm, 0.08 - grow, arm * 2, 0.84 + 2 * grow), radius=max(0.0, 0.06 + grow))
        pen.rect(color, (0.08 - grow, 0.5 - arm, 0.84 + 2 * grow, arm * 2), radius=max(0.0, 0.06 + grow))
    elif shape == "star":
        pen.polygon(color, star_points((0.5, 0.54), 0.44 + grow * 1.6, 0.2 + grow * 1.2), corner=0.02)
    else:
        raise ValueError(f"unknown shape {shape!r}")


def _draw_token(pen: Pen, shape: str, body, rim=None) -> None:
    """Drop shadow, dark rim, body with a bevel: the common token look."""
    rim = rim or darken(body, 0.6)
    shadow = pen.sub(0.0, 0.025, 1.0)
    _draw_token_shape(shadow, shape, (0, 0, 0, 110), 0.035)
    _draw_token_shape(pen, shape, rim, 0.035)
    _draw_token_shape(pen, shape, lighten(body, 0.28), 0.0)
    _draw_token_shape(pen.sub(0.0, 0.012, 1.0), shape, darken(body, 0.18), -0.025)
    _draw_token_shape(pen, shape, body, -0.035)


# ---------------------------------------------------------------------------
# Resource tokens (each game names its resources in its own pieces module)
# ---------------------------------------------------------------------------

# Each resource has its own outline shape as well as colour, so they can be
# told apart without colour vision. A game registers its resources from its own
# folder (game/games/<game>/pieces.py: register_resource); a token is looked up
# by name, and the games' pieces are loaded the first time one is asked for.


class _Resource(NamedTuple):
    shape: str
    body: Color
    rim: Color | None
    pictogram: Callable[["Pen"], None]


_RESOURCES: dict[str, _Resource] = {}
_pieces_loaded = False


def _load_pieces() -> None:
    """Import every built game's pieces module (game/games/<game>/pieces.py), which registers them."""
    global _pieces_loaded
    if _pieces_loaded:
        return
    _pieces_loaded = True
    import importlib

    from game.games import BUILT
    for game_id in BUILT:
        try:
            importlib.import_module(f"game.games.{game_id}.pieces")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.games.{game_id}.pieces":
                raise


def register_resource(kind: str, shape: str, body: Sequence[int], pictogram: Callable[["Pen"], None],
                      rim: Sequence[int] | None = None) -> None:
    """Name a resource token: its outline shape (one _draw_token_shape knows), body colour, rim
    colour (None: the body darkened) and the pictogram drawn on it (unit coordinates)."""
    _RESOURCES[str(kind)] = _Resource(str(shape), _as_color(body), _as_color(rim) if rim is not None else None,
                                      pictogram)
    _resource_token.cache_clear()


class _ResourceShapes(Mapping):
    """The registered resources' names and outline shapes, in registration order."""

    def __getitem__(self, kind: str) -> str:
        _load_pieces()
        return _RESOURCES[kind].shape

    def __iter__(self) -> Iterator[str]:
        _load_pieces()
        return iter(list(_RESOURCES))

    def __len__(self) -> int:
        _load_pieces()
        return len(_RESOURCES)

    def __contains__(self, kind: object) -> bool:
        _load_pieces()
        return kind in _RESOURCES

    def __repr__(self) -> str:
        return repr(dict(self.items()))


RESOURCE_SHAPES: Mapping[str, str] = _ResourceShapes()


def resource_token(kind: str, size: int) -> pygame.Surface:
    """A resource token by name ("ammo", "food", ...: whatever the games register)."""
    kind = str(kind)
    if kind not in RESOURCE_SHAPES:
        raise ValueError(f"unknown resource {kind!r}")
    return _resource_token(kind, _as_side(size))


@functools.lru_cache(maxsize=256)
def _resource_token(kind: str, size: int) -> pygame.Surface:
    res = _RESOURCES[kind]

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_token(pen, res.shape, res.body, rim=res.rim)
        res.pictogram(pen)

    return finish(supersampled((size, size), draw))


# The shared token body, for the games' own tokens.
draw_token = _draw_token
draw_token_shape = _draw_token_shape
draw_skull = _draw_skull


def shape_marker(shape: str, size: int, color: Sequence[int] = PALETTE["bone"]) -> pygame.Surface:
    """A seat's colour-blind shape (see PlayerColor.shape) as a small badge."""
    shape = str(shape)
    if shape not in MARKER_SHAPES:
        raise ValueError(f"unknown marker shape {shape!r}")
    return _shape_marker(shape, _as_side(size), _as_color(color))


@functools.lru_cache(maxsize=128)
def _shape_marker(shape: str, size: int, color: Color) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _draw_token_shape(pen, shape, PALETTE["asphalt_dark"], 0.04)
        _draw_token_shape(pen, shape, color, 0.0)
        if shape == "ring":
            pen.circle(PALETTE["asphalt_dark"], (0.5, 0.5), 0.22)

    return finish(supersampled((size, size), draw))


# ---------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------


def _meeple_parts(pen: Pen, color, grow: float) -> None:
    pen.circle(color, (0.5, 0.19), 0.145 + grow)
    pen.capsule(color, (0.17, 0.43), (0.83, 0.43), 0.095 + grow)
    pen.polygon(color, [(0.35, 0.3), (0.65, 0.3), (0.7, 0.62), (0.3, 0.62)], corner=0.04 + grow)
    pen.capsule(color, (0.4, 0.58), (0.25, 0.86), 0.1 + grow)
    pen.capsule(color, (0.6, 0.58), (0.75, 0.86), 0.1 + grow)


def meeple(size: int, color: Sequence[int], lead: bool = False) -> pygame.Surface:
    """A classic meeple in ``color`` with a dark outline; the lead survivor
    wears a yellow star."""
    return _meeple(_as_side(size), _as_color(color)[:3], bool(lead))


@functools.lru_cache(maxsize=256)
def _meeple(size: int, color: Color, lead: bool) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        _meeple_parts(pen.sub(0.0, 0.02, 1.0), (0, 0, 0, 90), 0.04)  # contact shadow
        _meeple_parts(pen, PALETTE["asphalt_dark"], 0.035)
        _meeple_parts(pen, darken(color, 0.35), 0.0)
        # Body shifted up-left over its darker copy: a bevel on the lower right.
        _meeple_parts(pen.sub(-0.012, -0.015, 1.0), color, -0.02)
        pen.circle(lighten(color, 0.4), (0.45, 0.14), 0.04)
        if lead:
            star = star_points((0.5, 0.45), 0.15, 0.065)
            pen.polygon(PALETTE["asphalt_dark"], star, corner=0.025)
            pen.polygon(PALETTE["road_yellow"], star, corner=0.005)

    return finish(supersampled((size, size), draw))


# ---------------------------------------------------------------------------
# Line icons
# ---------------------------------------------------------------------------

ICON_NAMES = (
    "star",
    "skull",
    "hand",
    "dice",
    "undo",
    "save",
    "load",
    "settings",
    "rules",
    "mods",
    "quit",
    "play",
    "pause",
    "bot",
    "human",
    "key",
    "flag",
    "arrow_right",
    "check",
    "cross",
    "eye",
    "eye_off",
)

_STROKE = 0.085


def icon(name: str, size: int, color: Sequence[int] = (230, 225, 210)) -> pygame.Surface:
    """A line icon for UI buttons; see ICON_NAMES."""
    name = str(name)
    if name not in _ICON_DRAWERS:
        raise ValueError(f"unknown icon {name!r}")
    return _icon(name, _as_side(size), _as_color(color))


@functools.lru_cache(maxsize=512)
def _icon(name: str, size: int, color: Color) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        _ICON_DRAWERS[name](Pen(canvas), color)

    return finish(supersampled((size, size), draw))


def _icon_star(pen: Pen, c) -> None:
    pen.line(c, star_points((0.5, 0.54), 0.4, 0.17), _STROKE, closed=True)


def _icon_skull(pen: Pen, c) -> None:
    _draw_skull(pen.sub(0.02, 0.02, 0.96), c, _CLEAR)


def _icon_hand(pen: Pen, c) -> None:
    # A solid open palm: at icon sizes outlined fingers turn to mush.
    pen.rect(c, (0.27, 0.42, 0.44, 0.42), radius=0.14)
    for x, top in ((0.33, 0.24), (0.44, 0.12), (0.56, 0.14), (0.67, 0.25)):
        pen.capsule(c, (x, 0.55), (x, top), 0.055)
    pen.capsule(c, (0.32, 0.7), (0.13, 0.47), 0.06)
    for x in (0.385, 0.5, 0.615):
        pen.line(_CLEAR, [(x, 0.2), (x, 0.44)], 0.02)


def _icon_dice(pen: Pen, c) -> None:
    pen.rect(c, (0.14, 0.14, 0.72, 0.72), radius=0.16, width=_STROKE)
    for x, y in ((0.34, 0.34), (0.66, 0.34), (0.5, 0.5), (0.34, 0.66), (0.66, 0.66)):
        pen.circle(c, (x, y), 0.065)


def _icon_undo(pen: Pen, c) -> None:
    path = [(0.2, 0.4), (0.6, 0.4)] + arc_points((0.6, 0.58), 0.18, -90, 90) + [(0.36, 0.76)]
    pen.line(c, path, _STROKE)
    pen.line(c, [(0.36, 0.24), (0.2, 0.4), (0.36, 0.56)], _STROKE)


def _icon_save(pen: Pen, c) -> None:
    pen.line(c, [(0.16, 0.16), (0.7, 0.16), (0.84, 0.3), (0.84, 0.84), (0.16, 0.84)], _STROKE, closed=True)
    pen.line(c, [(0.32, 0.17), (0.32, 0.36), (0.62, 0.36), (0.62, 0.17)], _STROKE)
    pen.rect(c, (0.29, 0.54, 0.42, 0.3), radius=0.03, width=_STROKE)


def _icon_load(pen: Pen, c) -> None:
    pen.line(c, [(0.12, 0.8), (0.12, 0.22), (0.38, 0.22), (0.46, 0.32), (0.8, 0.32), (0.8, 0.44)], _STROKE)
    pen.line(c, [(0.12, 0.8), (0.24, 0.46), (0.92, 0.46), (0.8, 0.8)], _STROKE, closed=True)


def _icon_settings(pen: Pen, c) -> None:
    for i in range(8):
        angle = math.radians(i * 45)
        inner, outer, half = 0.26, 0.43, math.radians(11)
        pen.polygon(
            c,
            [
                (0.5 + inner * math.cos(angle - half * 1.4), 0.5 + inner * math.sin(angle - half * 1.4)),
                (0.5 + outer * math.cos(angle - half), 0.5 + outer * math.sin(angle - half)),
                (0.5 + outer * math.cos(angle + half), 0.5 + outer * math.sin(angle + half)),
                (0.5 + inner * math.cos(angle + half * 1.4), 0.5 + inner * math.sin(angle + half * 1.4)),
            ],
            corner=0.02,
        )
    pen.circle(c, (0.5, 0.5), 0.32)
    pen.circle(_CLEAR, (0.5, 0.5), 0.32 - _STROKE)
    pen.circle(c, (0.5, 0.5), 0.12, width=_STROKE)


def _icon_rules(pen: Pen, c) -> None:
    pen.line(c, [(0.5, 0.3), (0.3, 0.22), (0.1, 0.24), (0.1, 0.76), (0.3, 0.74), (0.5, 0.82)], _STROKE)
    pen.line(c, [(0.5, 0.3), (0.7, 0.22), (0.9, 0.24), (0.9, 0.76), (0.7, 0.74), (0.5, 0.82)], _STROKE)
    pen.line(c, [(0.5, 0.3), (0.5, 0.8)], _STROKE)
    for y in (0.42, 0.56):
        pen.line(c, [(0.22, y - 0.02), (0.38, y)], _STROKE * 0.6)
        pen.line(c, [(0.62, y), (0.78, y - 0.02)], _STROKE * 0.6)


def _icon_mods(pen: Pen, c) -> None:
    # A solid puzzle piece (knobs top and right, sockets left and bottom):
    # at icon sizes an outlined piece turns into a tangle of arcs.
    pen.rect(c, (0.16, 0.3, 0.54, 0.54), radius=0.06)
    pen.circle(c, (0.43, 0.2), 0.11)
    pen.circle(c, (0.8, 0.57), 0.11)
    pen.circle(_CLEAR, (0.16, 0.57), 0.1)
    pen.circle(_CLEAR, (0.43, 0.84), 0.1)


def _icon_quit(pen: Pen, c) -> None:
    pen.arc(c, (0.5, 0.54), 0.32, -55, 235, _STROKE)
    pen.line(c, [(0.5, 0.12), (0.5, 0.5)], _STROKE)


def _icon_play(pen: Pen, c) -> None:
    pen.polygon(c, [(0.32, 0.22), (0.78, 0.5), (0.32, 0.78)], corner=0.05)


def _icon_pause(pen: Pen, c) -> None:
    pen.capsule(c, (0.35, 0.24), (0.35, 0.76), 0.075)
    pen.capsule(c, (0.65, 0.24), (0.65, 0.76), 0.075)


def _icon_bot(pen: Pen, c) -> None:
    pen.rect(c, (0.18, 0.34, 0.64, 0.46), radius=0.12, width=_STROKE)
    pen.circle(c, (0.38, 0.56), 0.065)
    pen.circle(c, (0.62, 0.56), 0.065)
    pen.line(c, [(0.5, 0.34), (0.5, 0.2)], _STROKE)
    pen.circle(c, (0.5, 0.15), 0.06)
    pen.line(c, [(0.1, 0.5), (0.1, 0.64)], _STROKE)
    pen.line(c, [(0.9, 0.5), (0.9, 0.64)], _STROKE)
    pen.line(c, [(0.4, 0.69), (0.6, 0.69)], _STROKE * 0.7)


def _icon_human(pen: Pen, c) -> None:
    pen.circle(c, (0.5, 0.31), 0.15, width=_STROKE)
    pen.line(c, arc_points((0.5, 0.88), 0.32, 180, 360), _STROKE)
    pen.line(c, [(0.18, 0.88), (0.82, 0.88)], _STROKE)


def _icon_key(pen: Pen, c) -> None:
    pen.circle(c, (0.28, 0.5), 0.16, width=_STROKE)
    pen.line(c, [(0.44, 0.5), (0.88, 0.5)], _STROKE)
    pen.line(c, [(0.72, 0.5), (0.72, 0.66)], _STROKE)
    pen.line(c, [(0.84, 0.5), (0.84, 0.62)], _STROKE)


def _icon_flag(pen: Pen, c) -> None:
    pen.line(c, [(0.24, 0.12), (0.24, 0.9)], _STROKE)
    wave = (
        bezier_points((0.24, 0.18), (0.42, 0.08), (0.56, 0.2))
        + bezier_points((0.56, 0.2), (0.7, 0.3), (0.82, 0.18))[1:]
        + [(0.82, 0.52)]
        + bezier_points((0.82, 0.52), (0.7, 0.64), (0.56, 0.54))[1:]
        + bezier_points((0.56, 0.54), (0.42, 0.44), (0.24, 0.54))[1:]
    )
    pen.line(c, wave, _STROKE)


def _icon_arrow_right(pen: Pen, c) -> None:
    pen.line(c, [(0.14, 0.5), (0.82, 0.5)], _STROKE)
    pen.line(c, [(0.56, 0.24), (0.84, 0.5), (0.56, 0.76)], _STROKE)


def _icon_check(pen: Pen, c) -> None:
    pen.line(c, [(0.16, 0.52), (0.4, 0.76), (0.86, 0.26)], _STROKE * 1.2)


def _icon_cross(pen: Pen, c) -> None:
    pen.line(c, [(0.22, 0.22), (0.78, 0.78)], _STROKE * 1.2)
    pen.line(c, [(0.78, 0.22), (0.22, 0.78)], _STROKE * 1.2)


def _eye_outline() -> list[Point]:
    return (
        bezier_points((0.08, 0.5), (0.5, 0.08), (0.92, 0.5)) + bezier_points((0.92, 0.5), (0.5, 0.92), (0.08, 0.5))[1:]
    )


def _icon_eye(pen: Pen, c) -> None:
    pen.line(c, _eye_outline(), _STROKE, closed=True)
    pen.circle(c, (0.5, 0.5), 0.13)
    pen.circle(_CLEAR, (0.46, 0.46), 0.035)


def _icon_eye_off(pen: Pen, c) -> None:
    _icon_eye(pen, c)
    # Clear a gap around the slash so it reads as crossing the eye.
    pen.line(_CLEAR, [(0.16, 0.84), (0.84, 0.16)], _STROKE * 3)
    pen.line(c, [(0.16, 0.84), (0.84, 0.16)], _STROKE)


_ICON_DRAWERS: dict[str, Callable[[Pen, Color], None]] = {
    "star": _icon_star,
    "skull": _icon_skull,
    "hand": _icon_hand,
    "dice": _icon_dice,
    "undo": _icon_undo,
    "save": _icon_save,
    "load": _icon_load,
    "settings": _icon_settings,
    "rules": _icon_rules,
    "mods": _icon_mods,
    "quit": _icon_quit,
    "play": _icon_play,
    "pause": _icon_pause,
    "bot": _icon_bot,
    "human": _icon_human,
    "key": _icon_key,
    "flag": _icon_flag,
    "arrow_right": _icon_arrow_right,
    "check": _icon_check,
    "cross": _icon_cross,
    "eye": _icon_eye,
    "eye_off": _icon_eye_off,
}

# ---------------------------------------------------------------------------
# Card backs and panels
# ---------------------------------------------------------------------------


def card_back(title: str, subtitle: str, size: Sequence[int], accent: Sequence[int]) -> pygame.Surface:
    """A finished card back: rounded frame, hazard-stripe pattern, a road-sign
    emblem and the title on a banner."""
    return _card_back(str(title), str(subtitle), _as_size(size), _as_color(accent)[:3])


@functools.lru_cache(maxsize=64)
def _card_back(title: str, subtitle: str, size: tuple[int, int], accent: Color) -> pygame.Surface:
    width, height = size
    factor = 2  # card-sized canvases are large already; 2x is smooth enough
    big_w, big_h = width * factor, height * factor
    unit = min(big_w, big_h)
    canvas = new_surface((big_w, big_h))
    radius = round(unit * 0.06)

    base = vertical_gradient((big_w, big_h), [(0.0, (44, 45, 50)), (1.0, (22, 22, 25))])
    # Diagonal hazard stripes, faint, clipped later by the rounded mask.
    stripes = new_surface((big_w, big_h))
    step = max(6, round(unit * 0.09))
    for offset in range(-big_h, big_w + big_h, step * 2):
        pygame.draw.polygon(
            stripes,
            with_alpha(accent, 26),
            [(offset, 0), (offset + step, 0), (offset + step - big_h, big_h), (offset - big_h, big_h)],
        )
    base.blit(stripes, (0, 0))
    vignette(base, strength=150)
    canvas.blit(base, (0, 0))

    border = round(unit * 0.045)
    pygame.draw.rect(canvas, PALETTE["asphalt_dark"], canvas.get_rect(), border, border_radius=radius)
    inner = canvas.get_rect().inflate(-border * 2.4, -border * 2.4)
    pygame.draw.rect(canvas, accent, inner, max(2, round(unit * 0.014)), border_radius=round(radius * 0.6))
    inner2 = inner.inflate(-unit * 0.05, -unit * 0.05)
    pygame.draw.rect(
        canvas, darken(accent, 0.35), inner2, max(1, round(unit * 0.006)), border_radius=round(radius * 0.4)
    )
    for corner in (inner2.topleft, inner2.topright, inner2.bottomleft, inner2.bottomright):
        pygame.draw.polygon(canvas, accent, regular_polygon_points(corner, unit * 0.035, 4))
        pygame.draw.polygon(canvas, PALETTE["asphalt_dark"], regular_polygon_points(corner, unit * 0.015, 4))

    # Road-sign emblem: a yellow diamond with a road running to the horizon.
    center = (big_w / 2, big_h * 0.42)
    sign_radius = unit * 0.36
    pygame.draw.polygon(
        canvas,
        (0, 0, 0, 160),
        regular_polygon_points((center[0], center[1] + unit * 0.02), sign_radius + unit * 0.02, 4),
    )
    rounded_polygon(
        canvas, PALETTE["asphalt_dark"], regular_polygon_points(center, sign_radius - unit * 0.02, 4), unit * 0.035
    )
    rounded_polygon(canvas, accent, regular_polygon_points(center, sign_radius - unit * 0.05, 4), unit * 0.025)
    sign = regular_polygon_points(center, sign_radius - unit * 0.1, 4)
    pygame.draw.polygon(canvas, PALETTE["asphalt_dark"], sign, max(2, round(unit * 0.012)))
    road_top, road_bottom = center[1] - sign_radius * 0.45, center[1] + sign_radius * 0.62
    road = [
        (center[0] - unit * 0.008, road_top),
        (center[0] + unit * 0.008, road_top),
        (center[0] + sign_radius * 0.36, road_bottom),
        (center[0] - sign_radius * 0.36, road_bottom),
    ]
    pygame.draw.polygon(canvas, PALETTE["asphalt_dark"], road)
    for i in range(4):
        t0, t1 = (i + 0.25) / 4.3, (i + 0.65) / 4.3
        y0, y1 = road_top + (road_bottom - road_top) * t0**1.6, road_top + (road_bottom - road_top) * t1**1.6
        half0, half1 = unit * 0.004 * (1 + t0 * 3), unit * 0.004 * (1 + t1 * 3)
        pygame.draw.polygon(
            canvas,
            accent,
            [(center[0] - half0, y0), (center[0] + half0, y0), (center[0] + half1, y1), (center[0] - half1, y1)],
        )

    round_corners(canvas, radius)
    surface = downsample(canvas, size)

    # Title banner with text rendered at the output size for crisp edges.
    banner_h = max(10, round(min(width, height) * 0.17))
    banner = pygame.Rect(0, 0, round(width * 0.94), banner_h)
    banner.center = (width // 2, round(height * 0.72))
    surface.blit(ribbon(banner.size, PALETTE["asphalt_dark"], accent), banner)
    title_size = fit_text_size(title.upper(), banner.width * 0.7, round(banner_h * 0.55))
    title_surface = text(title.upper(), title_size, PALETTE["bone"])
    surface.blit(title_surface, title_surface.get_rect(center=(banner.centerx, banner.y + round(banner_h * 0.45))))
    if subtitle:
        sub_size = fit_text_size(subtitle.upper(), width * 0.7, round(min(width, height) * 0.075))
        sub_surface = text(subtitle.upper(), sub_size, accent)
        surface.blit(sub_surface, sub_surface.get_rect(midtop=(width // 2, banner.bottom + round(height * 0.03))))
    return finish(surface)


def ribbon(
    size: Sequence[int], fill: Sequence[int] = PALETTE["asphalt_dark"], edge: Sequence[int] = PALETTE["road_yellow"]
) -> pygame.Surface:
    """A ribbon banner with folded, notched tails filling ``size``; the flat
    middle (for a title) is the central 76% of the width."""
    return _ribbon(_as_size(size), _as_color(fill), _as_color(edge))


@functools.lru_cache(maxsize=128)
def _ribbon(size: tuple[int, int], fill: Color, edge: Color) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        width, height = canvas.get_size()
        tail = width * 0.12
        band_top, band_bottom = height * 0.08, height * 0.82
        notch = tail * 0.45
        tail_color, fold_color = darken(edge, 0.45), darken(edge, 0.7)
        tail_top, tail_bottom = height * 0.26, height
        fold_width = tail * 0.45
        for side in (-1, 1):
            outer = 0 if side < 0 else width
            band_edge = tail if side < 0 else width - tail
            inward = -side
            pygame.draw.polygon(
                canvas,
                tail_color,
                [
                    (outer, tail_top),
                    (band_edge, tail_top),
                    (band_edge, tail_bottom),
                    (outer, tail_bottom),
                    (outer + inward * notch, (tail_top + tail_bottom) / 2),
                ],
            )
            # The dark fold where the band turns back into the tail.
            pygame.draw.polygon(
                canvas,
                fold_color,
                [(band_edge, band_bottom), (band_edge + inward * fold_width, band_bottom), (band_edge, tail_bottom)],
            )
        band = pygame.Rect(round(tail), round(band_top), round(width - tail * 2), round(band_bottom - band_top))
        pygame.draw.rect(canvas, edge, band, border_radius=max(1, round(height * 0.06)))
        border = max(1, round(height * 0.07))
        pygame.draw.rect(
            canvas, fill, band.inflate(-border * 2, -border * 2), border_radius=max(1, round(height * 0.04))
        )

    return finish(supersampled(size, draw))


def round_corners(canvas: pygame.Surface, radius: int) -> None:
    """Clear everything outside a rounded rectangle (cards have round corners)."""
    mask = new_surface(canvas.get_size())
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, radius))
    canvas.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def vignette(surface: pygame.Surface, strength: int = 140) -> None:
    """Darken towards the edges.  Computed on a tiny grid and smoothly scaled
    up: per-pixel Python loops over a card would be far too slow."""
    grid_w, grid_h = 24, 32
    small = pygame.Surface((grid_w, grid_h), pygame.SRCALPHA)
    for y in range(grid_h):
        for x in range(grid_w):
            dx = (x + 0.5) / grid_w * 2 - 1
            dy = (y + 0.5) / grid_h * 2 - 1
            distance = min(1.0, math.sqrt(dx * dx + dy * dy) / math.sqrt(2))
            small.set_at((x, y), (0, 0, 0, int(strength * distance**2.2)))
    surface.blit(pygame.transform.smoothscale(small, surface.get_size()), (0, 0))


# Early callers used the private name; keep it working.
_vignette = vignette


def panel(
    size: Sequence[int], color: Sequence[int] = (26, 27, 31, 224), radius: int = 12, border: Sequence[int] | None = None
) -> pygame.Surface:
    """A rounded, translucent UI panel.  ``border`` is an RGBA colour composited
    over the fill; None picks a subtle light rim, (0, 0, 0, 0) means none."""
    color = _as_color(color)
    border = None if border is None else _as_color(border)
    return _panel(_as_size(size), color, max(0, int(radius)), border)


@functools.lru_cache(maxsize=256)
def _panel(size: tuple[int, int], color: Color, radius: int, border: Color | None) -> pygame.Surface:
    fill = color + (255,) * (4 - len(color))
    border = border if border is not None else (255, 255, 255, 38)
    rim = _over(border, fill)
    glint = _over((255, 255, 255, 18), fill)
    # Big panels are smooth enough at 2x; the cap keeps memory sane.
    factor = 2 if size[0] * size[1] <= 1_500_000 else 1

    def draw(canvas: pygame.Surface) -> None:
        rect = canvas.get_rect()
        r = radius * factor
        pygame.draw.rect(canvas, rim, rect, border_radius=r)
        inner = rect.inflate(-2 * factor, -2 * factor)
        pygame.draw.rect(canvas, fill, inner, border_radius=max(0, r - factor))
        # A faint lighter band at the top: light falling on the panel's lip.
        top = pygame.Rect(inner.x, inner.y, inner.width, max(1, min(inner.height // 3, 10 * factor)))
        pygame.draw.rect(
            canvas, glint, top, border_top_left_radius=max(0, r - factor), border_top_right_radius=max(0, r - factor)
        )

    return finish(supersampled(size, draw, factor))
