"""The :class:`Pen`: drawing in unit coordinates, so one description of a
pictogram serves every output size.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import pygame

from .geometry import Point, arc_points
from .primitives import capsule, polyline, rounded_polygon


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
