"""Wasted Wilds' board: the map of tiles, the clock and the tribes, the survivors' panels, the hand and
the scavenge tray (see table.py), and `map_picture`, a finished mission's map for the campaign screen."""
from __future__ import annotations

import pygame

from .table import WastedWildsBoard

__all__ = ["WastedWildsBoard", "map_picture"]


def map_picture(map_data: dict, size: tuple[int, int]) -> pygame.Surface | None:
    """A finished mission's map drawn small: each tile as a square, face up ones lighter."""
    cells = (map_data or {}).get("map") or {}
    if not cells:
        return None
    xs = [int(k.split(",")[0]) for k in cells]
    ys = [int(k.split(",")[1]) for k in cells]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    side = max(2, min(size[0] // cols, size[1] // rows))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((26, 30, 34))
    ox = (size[0] - cols * side) // 2
    oy = (size[1] - rows * side) // 2
    for key, place in cells.items():
        x, y = (int(v) for v in key.split(","))
        rect = pygame.Rect(ox + (x - min(xs)) * side, oy + (max(ys) - y) * side, side - 1, side - 1)
        fill = (190, 200, 208) if place.get("up") else (70, 80, 90)
        pygame.draw.rect(surf, fill, rect, border_radius=max(1, side // 8))
        if place.get("tokens"):
            pygame.draw.circle(surf, (170, 40, 34), rect.center, max(2, side // 5))
    return surf
