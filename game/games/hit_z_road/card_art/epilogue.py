"""The Hit Z Road epilogue card face: the night scene, an EPILOGUE ribbon, the points star,
the rewarded resource (or the survivors) on a halo, and the name and text."""
from __future__ import annotations

import functools

import pygame

from ....ui import art
from ....ui.art import PALETTE, with_alpha
from .badges import _points_star
from .faces import _draw_name_and_text, _layout
from .fields import EPILOGUE_ACCENT, CardFields, EpilogueFields
from .scene import _scene

# Meeples shown on the "survivors" epilogue.
SURVIVOR_COLORS = (art.PLAYER_COLORS[1].rgb, art.PLAYER_COLORS[3].rgb, art.PLAYER_COLORS[0].rgb)


@functools.lru_cache(maxsize=64)
def _epilogue_face(fields: EpilogueFields, size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surface = _scene(fields.id, "epilogue", 0, 0, size, fields.art).copy()
    layout = _layout(size)
    margin = layout.margin

    # "EPILOGUE" ribbon across the top.
    ribbon_rect = pygame.Rect(0, 0, round(width * 0.7), max(12, round(height * 0.075)))
    ribbon_rect.midtop = (width // 2 - round(width * 0.06), margin)
    surface.blit(art.ribbon(ribbon_rect.size, PALETTE["asphalt_dark"], EPILOGUE_ACCENT), ribbon_rect)
    label = art.text("EPILOGUE", round(ribbon_rect.height * 0.52), EPILOGUE_ACCENT)
    surface.blit(label, label.get_rect(center=(ribbon_rect.centerx, ribbon_rect.y + round(ribbon_rect.height * 0.45))))

    if fields.points:
        star = _points_star(fields.points, layout.star)
        surface.blit(star, (width - margin - layout.star + round(width * 0.025), margin - round(width * 0.03)))

    # The text goes on its own layer first so the emblem can be sized to the
    # room left between the top ribbon and the name, then sit under the text.
    text_layer = art.new_surface(size)
    text_fields = CardFields(fields.id, fields.name, 1, 0, 0, 0, "", 0, 0, 0, "event", fields.text)
    text_top = _draw_name_and_text(text_layer, text_fields, layout, accent=EPILOGUE_ACCENT)
    room_top = ribbon_rect.bottom + round(height * 0.01)
    emblem_size = max(8, min(round(width * 0.36), text_top - room_top))
    emblem_center = (width // 2, (room_top + text_top) // 2)

    # The resource this ending rewards, big, on a halo.
    halo = art.new_surface((emblem_size * 2, emblem_size * 2))
    for i in range(8, 0, -1):
        pygame.draw.circle(
            halo, with_alpha(EPILOGUE_ACCENT, 14), (emblem_size, emblem_size), emblem_size * (0.45 + i * 0.07)
        )
    surface.blit(halo, halo.get_rect(center=emblem_center))
    if fields.resource in art.RESOURCE_SHAPES:
        emblem = art.resource_token(fields.resource, emblem_size)
        surface.blit(emblem, emblem.get_rect(center=emblem_center))
    elif fields.resource == "survivors":
        small = round(emblem_size * 0.8)
        for dx, color in ((-0.3, SURVIVOR_COLORS[0]), (0.3, SURVIVOR_COLORS[1]), (0.0, SURVIVOR_COLORS[2])):
            figure = art.meeple(small, color, lead=dx == 0.0)
            surface.blit(figure, figure.get_rect(center=(emblem_center[0] + round(dx * emblem_size), emblem_center[1])))

    surface.blit(text_layer, (0, 0))
    return art.finish(surface)


__all__ = ["_epilogue_face"]
