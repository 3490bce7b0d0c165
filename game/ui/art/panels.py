"""Framed surfaces: card backs, ribbon banners and translucent UI panels.

These are the largest surfaces the toolkit makes, so they are supersampled
only 2x (or not at all past a size cap) and their text is rendered at the
output size for crisp edges.  A game's own card backs start from
:func:`card_back`; the UI's dialogs and buttons sit on :func:`panel`.
"""

from __future__ import annotations

import functools
from typing import Sequence

import pygame

from .color import Color, _as_color, _over, darken, with_alpha
from .geometry import regular_polygon_points
from .palette import PALETTE
from .primitives import rounded_polygon
from .surfaces import (_as_size, downsample, finish, new_surface, round_corners, supersampled, vertical_gradient,
                       vignette)
from .typography import fit_text_size, text


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
