"""Stroke and fill primitives in pixel coordinates, on any surface.

pygame's own thick lines have square, gappy ends and its polygons have sharp
corners; these add round caps, round joins and rounded corners.  :class:`Pen`
(pen.py) calls them in unit coordinates; the games' art calls them directly.
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from .geometry import Point


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
