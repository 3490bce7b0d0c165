"""The card faces: building fronts and backs, rubble, zombie cards (landscape) and the zombie back,
the deck backs and the weapon cards. Each takes the content record and a pixel size, returns an
SRCALPHA surface of that size, cached by (card id, size); the board draws what changes in play (used
actions, the rolled building type) on top."""
from __future__ import annotations

import functools

import pygame

from ....ui import art
from ....ui.board_kit import cover

from ..tooltips import ACTION_NAMES, SPECIALS
from .common import (ACTION_RGB, EL, action_bullet, badge, bullet_icon, darken, frame, grain, lighten, line,
                     paragraph, seed_of)
from .scenes import TYPE_NAMES, facade, rubble_heap, zombie_figure


def _name_plate(s: pygame.Surface, name: str, rect: pygame.Rect, fill, color=EL["bone"]) -> None:
    pygame.draw.rect(s, fill, rect, border_radius=max(2, rect.height // 5))
    pygame.draw.rect(s, darken(fill, 0.4), rect, 1, border_radius=max(2, rect.height // 5))
    line(s, name, rect.inflate(-rect.height // 2, 0), round(rect.height * 0.68), color, bold=True, align="center")


def _action_rows(s: pygame.Surface, rows: list[tuple[str, str, bool, bool]], box: pygame.Rect, px: int) -> int:
    """Printed actions, one a row: (words, colour, locked, faded). Returns the bottom."""
    y = box.y
    step = max(px + 5, round(px * 1.45))
    for words, colour, locked, faded in rows:
        if y + step > box.bottom + 2:
            break
        icon = action_bullet(step - 3, colour, locked)
        if faded:
            icon = art.fade(icon, 110)
        s.blit(icon, (box.x, y + 1))
        line(s, words, pygame.Rect(box.x + step + 1, y, box.width - step - 1, step), px,
             EL["muted"] if faded else EL["ink"], bold=not faded)
        y += step
    return y


@functools.lru_cache(maxsize=256)
def building_front(card, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """Name, the hint, the facade with the break-in target and bullets, the actions (special ones
    locked; those printed for after the break in faded). `picture`: a mod's art for the facade."""
    w, h = size
    s = art.new_surface(size)
    s.fill(EL["paper"])
    grain(s, seed_of(card.id))
    m = max(3, w // 22)
    plate = pygame.Rect(m, m, w - 2 * m, max(12, round(h * 0.1)))
    _name_plate(s, card.name, plate, EL["building"])
    hint_box = pygame.Rect(m + 1, plate.bottom + 2, w - 2 * m - 2, max(10, round(h * 0.12)))
    paragraph(s, card.hint, hint_box, round(w * 0.085), (70, 60, 50))
    pic = pygame.Rect(m, hint_box.bottom + 1, w - 2 * m, round(h * 0.34))
    s.blit(cover(picture, pic.size) if picture is not None else
           facade(card.types[0] if card.types else "supermarket", pic.size, seed_of(card.id)), pic)
    r = max(7, round(w * 0.095))
    badge(s, f"{card.break_in}+", (pic.right - r - 2, pic.y + r + 2), r, ACTION_RGB["green"])
    for k in range(card.bullets):
        s.blit(bullet_icon(round(r * 1.4)), (pic.x + 2 + k * round(r * 1.1), pic.y + 2))
    px = max(9, round(w * 0.082))
    rows = [(f"Break in {card.break_in}+", "green", False, False)]
    for action in card.actions:
        rows.append((ACTION_NAMES.get(action.action, action.action), action.colour, action.action in SPECIALS,
                     action.after_flip))
    _action_rows(s, rows, pygame.Rect(m + 1, pic.bottom + 3, w - 2 * m - 2, h - pic.bottom - m - 3), px)
    frame(s, (40, 44, 52), (150, 156, 168))
    return s


@functools.lru_cache(maxsize=256)
def building_back(card, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """Broken into: the name, the two loots to scavenge one of, and the actions open now."""
    w, h = size
    s = art.new_surface(size)
    s.fill(EL["paper_dark"])
    grain(s, seed_of(card.id) + 1)
    m = max(3, w // 22)
    plate = pygame.Rect(m, m, w - 2 * m, max(12, round(h * 0.1)))
    _name_plate(s, card.name, plate, darken(EL["building"], 0.3))
    pic = pygame.Rect(m, plate.bottom + 2, w - 2 * m, round(h * 0.16))
    strip = cover(picture, (pic.width, round(h * 0.34))) if picture is not None else \
        facade(card.types[0] if card.types else "supermarket", (pic.width, round(h * 0.34)), seed_of(card.id))
    s.blit(strip, pic, area=pygame.Rect(0, strip.get_height() - pic.height, pic.width, pic.height))
    px = max(9, round(w * 0.08))
    y = line(s, "SCAVENGE ONE:", pygame.Rect(m + 1, pic.bottom + 2, w - 2 * m, px + 4), px, EL["ink"], bold=True).bottom
    loot_h = round(h * 0.19)
    for loot in card.loot[:2]:
        box = pygame.Rect(m, y + 2, w - 2 * m, loot_h)
        pygame.draw.rect(s, EL["paper"], box, border_radius=3)
        pygame.draw.rect(s, (150, 140, 120), box, 1, border_radius=3)
        paragraph(s, loot.label, box.inflate(-6, -4), px, EL["ink"])
        y = box.bottom
    rows = [(ACTION_NAMES.get(a.action, a.action), a.colour, a.action in SPECIALS, False)
            for a in card.actions if a.after_flip]
    _action_rows(s, rows, pygame.Rect(m + 1, y + 4, w - 2 * m - 2, h - y - m - 4), px)
    frame(s, (40, 44, 52), (150, 156, 168))
    return s


@functools.lru_cache(maxsize=256)
def rubble_front(card, size: tuple[int, int], meets_name: str = "",
                 picture: pygame.Surface | None = None) -> pygame.Surface:
    """Rubble: name, the heap, strip, opportunity with its hint, a special action, bullets, who goes there."""
    w, h = size
    s = art.new_surface(size)
    s.fill((222, 216, 204))
    grain(s, seed_of(card.id))
    m = max(3, w // 22)
    plate = pygame.Rect(m, m, w - 2 * m, max(12, round(h * 0.1)))
    _name_plate(s, card.name, plate, EL["rubble"], EL["ink"])
    pic = pygame.Rect(m, plate.bottom + 2, w - 2 * m, round(h * 0.3))
    s.blit(cover(picture, pic.size) if picture is not None else rubble_heap(pic.size, seed_of(card.id)), pic)
    r = max(7, round(w * 0.095))
    for k in range(card.bullets):
        s.blit(bullet_icon(round(r * 1.4)), (pic.x + 2 + k * round(r * 1.1), pic.y + 2))
    px = max(9, round(w * 0.082))
    rows = []
    if card.strip:
        rows.append(("Strip", "yellow", False, False))
    rows.append(("Opportunity", "blue", False, False))
    box = pygame.Rect(m + 1, pic.bottom + 3, w - 2 * m - 2, h - pic.bottom - m - 3)
    y = _action_rows(s, rows, box, px)
    y = paragraph(s, card.hint, pygame.Rect(box.x + 4, y, box.width - 4, round(px * 2.6)), px, (70, 60, 50))
    extra = [(ACTION_NAMES.get(a.action, a.action), a.colour, a.action in SPECIALS, a.after_flip) for a in card.actions]
    y = _action_rows(s, extra, pygame.Rect(box.x, y + 2, box.width, box.bottom - y - 2), px)
    if meets_name:
        line(s, f"Who goes there: {meets_name}", pygame.Rect(box.x, box.bottom - px - 4, box.width, px + 4), px,
             (120, 40, 30), bold=True)
    frame(s, (60, 56, 50), (170, 160, 146))
    return s


@functools.lru_cache(maxsize=128)
def zombie_face(card, size: tuple[int, int], picture: pygame.Surface | None = None) -> pygame.Surface:
    """A zombie card, landscape: the figure on the left; name, level and XP, toughness and damage; with
    room (the hover card view) also the mob skill it brings when it escapes and its flavour."""
    w, h = size
    s = art.new_surface(size)
    s.fill(EL["zombie_dark"])
    m = max(2, h // 16)
    roomy = h >= 120
    if not roomy:
        # a mob spot: the name across the whole card, then a narrow figure beside the level and the badges
        px = max(9, round(h * 0.2))
        name = line(s, card.name, pygame.Rect(m + 2, m, w - 2 * m - 4, round(h * 0.3)), px + 1, EL["bone"], bold=True)
        fig = pygame.Rect(m, name.bottom + 1, round(w * 0.22), h - name.bottom - 1 - m)
        x = fig.right + m + 1
        tw = w - x - m
        line(s, f"Level {card.level} · {card.xp} XP", pygame.Rect(x, fig.y, tw, round(h * 0.26)), px - 1,
             (190, 200, 170))
        r = max(6, round(h * 0.17))
    else:
        fig = pygame.Rect(m, m, round(w * 0.3), h - 2 * m)
        x = fig.right + m + 1
        tw = w - x - m
        px = max(10, round(h * 0.085))
        y = line(s, card.name, pygame.Rect(x, m, tw, round(h * 0.17)), round(h * 0.13), EL["bone"], bold=True).bottom
        y = line(s, f"Level {card.level} · {card.xp} XP" + (" · bites" if getattr(card, "bites", False) else ""),
                 pygame.Rect(x, y + 1, tw, round(px * 1.5)), px, (190, 200, 170)).bottom
        r = max(10, round(h * 0.1))
        skill = getattr(card, "skill", "")
        if skill:
            y = line(s, f"Mob skill: {str(skill).title()}", pygame.Rect(x, y + 2, tw, round(px * 1.5)), px,
                     EL["yellow"], bold=True).bottom
        flavor = getattr(card, "flavor", "")
        if flavor:
            paragraph(s, flavor, pygame.Rect(x, y + 3, tw, h - m - 2 * r - 6 - (y + 3)), px, (170, 180, 150))
    s.blit(cover(picture, fig.size) if picture is not None else zombie_figure(fig.size, seed_of(card.id)), fig)
    cy = h - m - r - 1
    badge(s, str(card.toughness), (x + r, cy), r, (80, 80, 90))
    badge(s, str(card.damage), (x + 3 * r + 4, cy), r, EL["blood"])
    legend = pygame.Rect(x + 4 * r + 8, cy - r, w - (x + 4 * r + 8) - m, 2 * r)
    if legend.width > r * 2:
        line(s, "toughness · damage" if roomy else "tough · dmg", legend, px if roomy else px - 2, (170, 180, 150))
    frame(s, (14, 18, 12), (110, 130, 90))
    return s


@functools.lru_cache(maxsize=32)
def zombie_back(size: tuple[int, int]) -> pygame.Surface:
    """The zombie side down: a bloody hand print on black-green (never names a card)."""
    w, h = size
    s = art.vertical_gradient(size, [(0.0, (34, 40, 30)), (1.0, (16, 18, 14))])
    def draw(canvas: pygame.Surface) -> None:
        pen = art.Pen(canvas, scale=canvas.get_height())
        k = canvas.get_width() / canvas.get_height()
        cx = k / 2
        pen.circle((120, 20, 20), (cx, 0.6), 0.2)
        for i, (dx, top) in enumerate(((-0.2, 0.32), (-0.08, 0.18), (0.05, 0.16), (0.17, 0.24), (0.26, 0.5))):
            pen.capsule((120, 20, 20), (cx + dx * 0.7, 0.5), (cx + dx, top), 0.05)
    s.blit(art.supersampled(size, draw), (0, 0))
    line(s, "ZOMBIES", pygame.Rect(2, h - max(11, h // 4) - 2, w - 4, max(11, h // 4)), max(9, h // 5), (200, 190, 170),
         bold=True, align="center")
    frame(s, (10, 12, 8), (80, 90, 70))
    return s


@functools.lru_cache(maxsize=32)
def deck_back(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """A deck's back: buildings (six little facades) or rubble."""
    w, h = size
    s = art.new_surface(size)
    if kind == "buildings":
        s.blit(facade("school", size, 7), (0, 0))
        words, fill = "BUILDINGS", EL["building"]
    else:
        s.blit(rubble_heap(size, 11), (0, 0))
        words, fill = "RUBBLE", EL["rubble"]
    plate = pygame.Rect(3, h // 2 - max(7, h // 9), w - 6, max(14, h // 5))
    _name_plate(s, words, plate, fill, EL["bone"])
    frame(s, (30, 30, 30), (160, 160, 160))
    return s


@functools.lru_cache(maxsize=64)
def weapon_face(side, size: tuple[int, int], upgraded: bool) -> pygame.Surface:
    """A weapon card side: name, kind and level, its text."""
    w, h = size
    s = art.new_surface(size)
    s.fill((70, 64, 58) if side.kind == "melee" else (58, 64, 76))
    grain(s, seed_of(side.name), 30)
    m = max(3, w // 20)
    px = max(10, round(w * 0.085))
    plate = pygame.Rect(m, m, w - 2 * m, max(12, round(px * 1.7)))
    _name_plate(s, side.name, plate, EL["rust"] if upgraded else (40, 40, 44))
    info = f"{side.kind.title()} · level {side.level}" + (" · upgraded" if upgraded else "")
    y = line(s, info, pygame.Rect(m, plate.bottom + 2, w - 2 * m, px + 4), px, EL["yellow"], bold=True).bottom
    paragraph(s, side.text, pygame.Rect(m + 1, y + 3, w - 2 * m - 2, h - y - m - 4), px, EL["bone"])
    frame(s, (20, 20, 20), lighten((70, 64, 58), 0.3))
    return s


__all__ = ["building_front", "building_back", "rubble_front", "zombie_face", "zombie_back", "deck_back",
           "weapon_face", "TYPE_NAMES"]
