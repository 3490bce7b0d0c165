"""Outline points for the shapes the art is built from (stars, polygons, arcs,
curves, drops).

Pure maths with no pygame: the same functions serve the pixel-space
primitives and :class:`~game.ui.art.pen.Pen`'s unit coordinates, since a
point list does not care what its units are.
"""

from __future__ import annotations

import math

Point = tuple[float, float]


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
