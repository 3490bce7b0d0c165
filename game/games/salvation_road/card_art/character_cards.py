"""The printed character card (``character_card``) and where its parts lie (``character_layout``),
so the board can lay tokens in the health circles."""
from __future__ import annotations

import functools
from typing import Mapping, NamedTuple, Sequence

import pygame

from game.ui import art
from game.ui.art import Pen, darken, lighten, mix
from game.ui.board_kit import cover, int_or

from .palette import SR, stable_seed, card_size
from .text import txt, fit_line, paragraph, blit_lines, put, face, keep_face
from .frames import card_frame, concrete
from .portraits import cached_portrait


class CharacterLayout(NamedTuple):
    portrait: pygame.Rect
    name: pygame.Rect         # the name line (right of the portrait)
    info: pygame.Rect         # kind tag + ability, under the name
    circles: list             # one rect per health circle
    strip: pygame.Rect        # the dark strip holding the circles
    tag: pygame.Rect          # the HERO / SURVIVOR tag (inside info)
    badge: pygame.Rect        # the top-right corner left free for the seat's marker


class CharacterFields(NamedTuple):
    id: str
    name: str
    kind: str
    health: int
    ability_name: str
    ability_text: str


def character_fields(data: Mapping) -> CharacterFields:
    ability = data.get("ability") if isinstance(data.get("ability"), Mapping) else {}
    return CharacterFields(
        id=str(data.get("id", "") or ""),
        name=str(data.get("name", "") or data.get("id", "") or "?"),
        kind="survivor" if data.get("kind") == "survivor" else "hero",
        health=max(1, min(9, int_or(data.get("health"), len(data.get("slots") or ()) or 5))),
        ability_name=str(ability.get("name", "") or ""),
        ability_text=str(ability.get("text", "") or ""),
    )


def character_layout(size: Sequence[int], health: int) -> CharacterLayout:
    """Where the parts of a character card lie, for the board to draw into. A wide card puts the
    name beside the portrait; a narrower one runs the name across the top."""
    width, height = card_size(size)
    health = max(1, int(health))
    m = max(3, round(min(width * 0.035, height * 0.065)))
    wide = width >= height * 1.75
    strip_h = max(14, round(height * (0.34 if wide else 0.3)))
    strip = pygame.Rect(m, height - m - strip_h, width - 2 * m, strip_h)
    gap = max(2, round(strip.width * 0.012))
    d = min(strip_h - 2 * max(2, round(strip_h * 0.1)), (strip.width - gap * (health + 1)) // health)
    d = max(6, d)
    total = health * d + (health - 1) * gap
    x0 = strip.centerx - total // 2
    circles = [pygame.Rect(x0 + i * (d + gap), strip.centery - d // 2, d, d) for i in range(health)]
    if wide:
        ph = strip.top - m - round(m * 0.6)
        pw = min(round(ph * 0.92), round(width * 0.34))
        portrait_rect = pygame.Rect(m + round(m * 0.4), m, pw, ph)
        tx = portrait_rect.right + m
        name_h = max(10, round(ph * 0.3))
        badge = pygame.Rect(width - m - name_h, m, name_h, name_h)
        name = pygame.Rect(tx, m, badge.x - tx - max(2, m // 2), name_h)
        info = pygame.Rect(tx, name.bottom, width - tx - m, portrait_rect.bottom - name.bottom)
    else:
        name_h = max(10, round(height * 0.13))
        badge = pygame.Rect(width - m - name_h, m, name_h, name_h)
        name = pygame.Rect(m + round(m * 0.4), m, badge.x - m - max(2, m // 2) - round(m * 0.4), name_h)
        top = name.bottom + max(2, m // 2)
        ph = strip.top - top - round(m * 0.6)
        pw = min(round(ph * 0.9), round(width * 0.36))
        portrait_rect = pygame.Rect(m + round(m * 0.4), top, pw, ph)
        tx = portrait_rect.right + m
        info = pygame.Rect(tx, top, width - tx - m, ph)
    tag_size = max(7, min(round(info.height * 0.15), round(name_h * 0.5))) if info.height > 20 else 7
    tag_w, tag_h = art.text_size("SURVIVOR", tag_size, True)
    tag = pygame.Rect(info.x, info.y + max(1, round(info.height * 0.03)), tag_w + max(6, tag_size),
                      tag_h + max(2, tag_size // 3))
    return CharacterLayout(portrait_rect, name, info, circles, strip, tag, badge)


def character_card(data: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> pygame.Surface:
    """The printed character card: frame, portrait, name (blue for a hero, red for a survivor),
    the kind, the ability and its health circles, all empty. ``override`` replaces the portrait."""
    fields = character_fields(data)
    return _character_card(fields, card_size(size, 24), override)


@functools.lru_cache(maxsize=64)
def _character_card(fields: CharacterFields, size: tuple[int, int], override) -> pygame.Surface:
    with face() as info:
        return keep_face(_draw_character_card(fields, size, override), info)


def _draw_character_card(fields: CharacterFields, size: tuple[int, int], override) -> pygame.Surface:
    width, height = size
    lay = character_layout(size, fields.health)
    hero = fields.kind == "hero"
    accent = SR["hero"] if hero else SR["survivor"]
    top = (50, 54, 60) if hero else (60, 50, 46)
    surf = concrete(size, top, (28, 28, 30), stable_seed("card:" + fields.id), stains=not hero)
    # portrait in a bevelled window
    pr = lay.portrait
    pygame.draw.rect(surf, (0, 0, 0), pr.inflate(4, 4), border_radius=max(2, pr.width // 14))
    pic = cover(override, pr.size) if override is not None else cached_portrait(fields.id, fields.kind, pr.size)
    win = pic.copy()
    art.round_corners(win, max(2, pr.width // 16))
    surf.blit(win, pr)
    pygame.draw.rect(surf, darken(accent, 0.35), pr.inflate(2, 2), 1, border_radius=max(2, pr.width // 14))
    # name, coloured by kind
    nr = lay.name
    name = fit_line(fields.name.upper(), nr.width, max(9, round(nr.height * 0.78)), 7, lighten(accent, 0.1), True)
    name_box = nr.inflate(0, 2 * lay.portrait.x).clip(surf.get_rect())
    put(surf, name, name_box, midleft=(nr.x, nr.centery))
    # kind tag + ability
    ir = lay.info
    tag_size = max(7, min(round(ir.height * 0.15), round(nr.height * 0.5))) if ir.height > 20 else 7
    tag = txt("HERO" if hero else "SURVIVOR", tag_size, SR["ink"], bold=True)
    tr = tag.get_rect().inflate(max(6, tag_size), max(2, tag_size // 3))
    tr.topleft = lay.tag.topleft
    pygame.draw.rect(surf, accent, tr, border_radius=tr.height // 2)
    put(surf, tag, tr, center=tr.center)
    y = tr.bottom + max(2, round(ir.height * 0.06))
    room = ir.bottom - y
    if fields.ability_name and room >= 9:
        label = fit_line(fields.ability_name, ir.width, max(8, round(min(ir.height * 0.2, height * 0.08,
                                                                          nr.height * 0.62))), 7,
                          art.PALETTE["road_yellow"], True)
        put(surf, label, ir, topleft=(ir.x, y))
        y += label.get_height()
        room = ir.bottom - y
        if fields.ability_text and room >= 10:
            size_px, lines, lh = paragraph(fields.ability_text, ir.width, room,
                                            max(8, round(min(height * 0.065, nr.height * 0.5))), 7)
            blit_lines(surf, lines, size_px, lh, ir.x, y, (206, 200, 186), box=ir)
    # the health strip with empty circles
    strip = lay.strip
    pygame.draw.rect(surf, (14, 14, 16), strip, border_radius=strip.height // 3)
    pygame.draw.rect(surf, (60, 60, 64), strip, 1, border_radius=strip.height // 3)
    for rect in lay.circles:
        surf.blit(_health_circle(rect.width, hero), rect)
    canvas = surf
    card_frame(canvas, accent, 1)
    return art.finish(canvas)


@functools.lru_cache(maxsize=64)
def _health_circle(d: int, hero: bool) -> pygame.Surface:
    tint = SR["hero"] if hero else SR["survivor"]

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        pen.circle((6, 6, 8), (0.5, 0.5), 0.49)
        pen.circle(mix(tint, (40, 40, 44), 0.55), (0.5, 0.5), 0.47)
        pen.circle((30, 30, 34), (0.5, 0.52), 0.4)
        # a small heart in the empty circle
        heart = pen.sub(0.32, 0.33, 0.36)
        col = mix(tint, (60, 60, 64), 0.55)
        heart.circle(col, (0.3, 0.35), 0.22)
        heart.circle(col, (0.7, 0.35), 0.22)
        heart.polygon(col, [(0.1, 0.45), (0.9, 0.45), (0.5, 0.92)], corner=0.02)

    return art.finish(art.supersampled((d, d), draw))


__all__ = ["CharacterLayout", "CharacterFields", "character_fields", "character_layout", "character_card"]
