"""Monster cards (name, the creature in its set's light, health and damage, range, keywords as chips,
the BOSS banner, the tribe, the text and the set letter in the corner), the monster deck's back, and
the tribe cards with their hostility track (Allied to Enraged, the current level marked)."""
from __future__ import annotations

import functools

import pygame

from ....ui import art, text_fit
from ....ui.board_kit import cover
from .cards import range_tag
from .common import (HOSTILITY_RGB, MIN_TEXT, SET_RGB, WW, body_px, chip_rows, darken, frame, grain, lighten, line,
                     mix, name_in, paint, paragraph, plate, plate_height, seed_of, shade, stripes, tribe_rgb,
                     two_line_height)
from .creatures import creature_kind, monster_picture
from .icons import pictogram

HOSTILITY = ("allied", "trade", "wary", "angry", "irate", "enraged")
CHIP_RGB = {"all targets": (196, 60, 44), "docile": (120, 160, 110), "drain life": (140, 70, 160),
            "stampede": (170, 110, 50), "counter": (90, 120, 150), "poison": (90, 160, 60), "burn": (226, 120, 40)}


def keywords(monster) -> list[tuple[str, tuple]]:
    """The monster's keywords as (words, chip colour), in a fixed order."""
    out = []
    if monster.all_targets:
        out.append(("All targets", CHIP_RGB["all targets"]))
    if monster.docile:
        out.append(("Docile", CHIP_RGB["docile"]))
    if monster.drain_life:
        out.append(("Drain life", CHIP_RGB["drain life"]))
    if monster.stampede:
        out.append(("Stampede", CHIP_RGB["stampede"]))
    if monster.counter is not None:
        out.append((f"Counter ({monster.counter.range})", CHIP_RGB["counter"]))
    if monster.poison:
        out.append((f"Poison {monster.poison}", CHIP_RGB["poison"]))
    if monster.burn:
        out.append((f"Burn {monster.burn}", CHIP_RGB["burn"]))
    return out


def card_text(monster, tribe_name: str = "") -> str:
    """The monster's words without the leading "Boss." and tribe's name its banner and plate show."""
    text = monster.text.strip()
    names = {"boss"} if monster.boss else set()
    if tribe_name:
        names |= {tribe_name.lower(), tribe_name.lower().removeprefix("the ")}
    changed = True
    while changed:
        changed = False
        head, dot, rest = text.partition(". ")
        if dot and head.lower() in names:
            text, changed = rest.strip(), True
    return text


def _stat(s: pygame.Surface, icon: str, value: int, center, radius: int, fill) -> None:
    disc = paint((radius * 2 + 2, radius * 2 + 2), lambda c: (art.Pen(c).circle((0, 0, 0, 110), (0.5, 0.54), 0.5),
                                                              art.Pen(c).circle(darken(fill, 0.55), (0.5, 0.5), 0.48),
                                                              art.Pen(c).circle(fill, (0.5, 0.5), 0.42)))
    s.blit(disc, disc.get_rect(center=center))
    glyph = art.fade(pictogram(icon, round(radius * 1.5), (255, 255, 255)).copy(), 70)
    s.blit(glyph, glyph.get_rect(center=center))
    box = pygame.Rect(0, 0, round(radius * 1.8), round(radius * 1.7))
    box.center = center
    line(s, str(value), box, round(radius * 1.1), (252, 250, 244), bold=True, align="center", outline=darken(fill, 0.6))


def _set_corner(s: pygame.Surface, letter: str, center, radius: int) -> None:
    fill = SET_RGB.get(letter, (100, 100, 100))
    pts = [(center[0], center[1] - radius), (center[0] + radius, center[1]), (center[0], center[1] + radius),
           (center[0] - radius, center[1])]
    pygame.draw.polygon(s, darken(fill, 0.5), pts)
    inner = [(x + (center[0] - x) * 0.15, y + (center[1] - y) * 0.15) for x, y in pts]
    pygame.draw.polygon(s, fill, inner)
    box = pygame.Rect(0, 0, radius * 2, radius * 2)
    box.center = center
    line(s, letter, box, max(9, round(radius * 1.0)), (252, 250, 244), bold=True, align="center")


def _tribe_name(monster, tribe) -> str:
    return getattr(tribe, "name", "") or (monster.tribe.replace("-", " ").title() if monster.tribe else "")


def _below(monster, w: int, h: int, tribe_name: str, pic_bottom: int) -> dict:
    """Where everything under the picture goes (the stats, range, tribe, chips and the text box)."""
    m = max(3, round(w * 0.045))
    r = max(11, round(w * 0.09))
    px = max(9, round(w * 0.06))
    cy = pic_bottom - r // 3
    row = pygame.Rect(m + 2 * r + 8, pic_bottom + 2, w - 2 * m - 4 * r - 16, max(12, round(px * 1.4)))
    y = max(row.bottom, cy + r) + 2
    banner = max(11, round(px * 1.3))
    tribe_box = flag = None
    if tribe_name:
        tribe_box = pygame.Rect(m + 2, y, w - 2 * m - 4, max(12, round(px * 1.4)))
        flag = text_fit.fit_single_line(tribe_name, tribe_box.width - 2 * banner, px, MIN_TEXT, True) is not None
        if not flag:
            tribe_box.height = max(tribe_box.height, two_line_height())
        y = tribe_box.bottom + 1
    chips = keywords(monster)
    chip_h = max(13, round(px * 1.35))
    chip_box = pygame.Rect(m + 2, y + 1, w - 2 * m - 4, round(px * 3.4))
    if chips:
        y = chip_rows(None, chips, chip_box, chip_h) + 3
    corner = max(9, round(w * 0.06))
    roomy = w >= 200
    box = pygame.Rect(m, y, w - 2 * m, h - m - y - (2 * corner + 2 if roomy else 2))
    inner = box.inflate(-max(6, w // 25), -max(4, w // 40))
    if not roomy:                # keep the set's corner clear of the words
        inner.width -= 2 * corner - 2
    return dict(m=m, r=r, px=px, cy=cy, row=row, banner=banner, tribe_box=tribe_box, flag=flag, chips=chips,
                chip_box=chip_box, chip_h=chip_h, corner=corner, roomy=roomy, box=box, inner=inner)


def _picture_height(monster, w: int, h: int, tribe_name: str, top: int) -> int:
    """The picture's height: its usual share of the card, less when the words would not fit otherwise."""
    share = 0.3 if w < 140 else 0.34 if w < 200 else 0.4
    text = card_text(monster, tribe_name)
    start = body_px(w)
    while share > 0.2:
        spot = _below(monster, w, h, tribe_name, top + round(h * share))["inner"]
        if spot.height > 0 and text_fit.fit_paragraph(text, spot.width, spot.height, start, MIN_TEXT) is not None:
            break
        share -= 0.03
    return round(h * share)


@functools.lru_cache(maxsize=128)
def monster_face(monster, size: tuple[int, int], tribe=None, picture: pygame.Surface | None = None) -> pygame.Surface:
    """A monster card. `tribe`: its Tribe record (for the tribe's name); `picture`: a mod's art."""
    w, h = size
    colour = SET_RGB.get(monster.set, (100, 100, 100))
    dark = mix(WW["slate_dark"], colour, 0.3)
    s = art.vertical_gradient(size, [(0.0, lighten(dark, 0.1)), (1.0, darken(dark, 0.3))])
    grain(s, seed_of(monster.id), 60, (6, 18))
    m = max(3, round(w * 0.045))
    ph = plate_height(monster.name, w - 2 * m, max(17, round(h * 0.1)))
    head = pygame.Rect(m, m, w - 2 * m, ph)
    plate(s, monster.name, head, (206, 160, 50) if monster.boss else darken(colour, 0.15),
          WW["ink"] if monster.boss else (250, 248, 240))
    tribe_name = _tribe_name(monster, tribe)
    pic = pygame.Rect(m, head.bottom + 2, w - 2 * m, _picture_height(monster, w, h, tribe_name, head.bottom + 2))
    if picture is not None:
        s.blit(cover(picture, pic.size), pic)
    else:
        words = f"{monster.id} {monster.name} {monster.tribe}".lower().replace("-", " ")
        s.blit(monster_picture(creature_kind(monster), pic.size, monster.set, seed_of(monster.id), words, monster.boss),
               pic)
    pygame.draw.rect(s, darken(colour, 0.5), pic, 1)
    if monster.boss:
        rb = pygame.Rect(0, 0, round(pic.width * 0.56), max(14, round(h * 0.07)))
        rb.midtop = (pic.centerx, pic.y + 2)
        s.blit(art.ribbon(rb.size, (130, 20, 24), (236, 190, 70)), rb)
        line(s, "BOSS", pygame.Rect(rb.x + rb.width // 8, rb.y, rb.width * 3 // 4, round(rb.height * 0.82)),
             round(rb.height * 0.6), (252, 236, 190), bold=True, align="center")
    at = _below(monster, w, h, tribe_name, pic.bottom)
    r, px = at["r"], at["px"]
    _stat(s, "heart", monster.health, (pic.x + r + 3, at["cy"]), r, WW["heart"])
    _stat(s, "claw", monster.damage, (pic.right - r - 3, at["cy"]), r, (70, 66, 72))
    range_tag(s, monster.range, at["row"], px, WW["pale"])
    if tribe_name:
        tb, ink = at["tribe_box"], lighten(tribe_rgb(monster.tribe), 0.55)
        if at["flag"]:
            banner = pictogram("banner", at["banner"], tribe_rgb(monster.tribe))
            used = line(s, tribe_name, tb.inflate(-2 * at["banner"], 0), px, ink, bold=True, align="center")
            s.blit(banner, banner.get_rect(midright=(used.x - 2, tb.centery)))
        else:
            name_in(s, tribe_name, tb, px, ink)
    if at["chips"]:
        chip_rows(s, at["chips"], at["chip_box"], at["chip_h"])
    box, corner = at["box"], at["corner"]
    if box.height >= 12:
        shade(s, box, (10, 10, 14), 120, max(3, w // 40))
        paragraph(s, card_text(monster, tribe_name), at["inner"], body_px(w), WW["bone"])
    _set_corner(s, monster.set, (w - m - corner - 1, h - m - corner), corner)
    if at["roomy"]:
        set_word = {"W": "Wilderness", "N": "Nordic", "I": "Ice Age", "O": "Other"}.get(monster.set, monster.set)
        line(s, set_word, pygame.Rect(m + 2, h - m - 2 * corner, w - 2 * m - 2 * corner - 8, 2 * corner),
             max(9, px - 1), mix(colour, WW["bone"], 0.5), bold=True, align="right")
    frame(s, darken(colour, 0.65), lighten(colour, 0.3))
    return s


@functools.lru_cache(maxsize=16)
def monster_back(size: tuple[int, int]) -> pygame.Surface:
    """The monster deck's back: three claw rakes through the dark, "Monsters"."""
    w, h = size
    s = art.vertical_gradient(size, [(0.0, (48, 30, 34)), (1.0, (16, 12, 14))])
    stripes(s, s.get_rect(), (255, 255, 255), 10, max(4, w // 12))
    art.vignette(s, 150)
    d = round(min(w, h) * 0.8)
    rake = pictogram("claw", d, (150, 26, 30))
    s.blit(rake, rake.get_rect(center=(w // 2 + 2, round(h * 0.42) + 3)))
    rake = pictogram("claw", d, (200, 40, 40))
    s.blit(rake, rake.get_rect(center=(w // 2, round(h * 0.42))))
    ph = max(15, round(h * 0.1))
    bar = pygame.Rect(round(w * 0.08), round(h * 0.74), round(w * 0.84), ph)
    s.blit(art.ribbon(bar.size, (30, 16, 18), (170, 40, 40)), bar)
    line(s, "MONSTERS", pygame.Rect(bar.x + bar.width // 8, bar.y, bar.width * 3 // 4, round(ph * 0.82)),
         round(ph * 0.58),
         (246, 230, 220), bold=True, align="center")
    frame(s, (10, 6, 8), (120, 50, 50))
    return s


@functools.lru_cache(maxsize=64)
def tribe_card(tribe, size: tuple[int, int], hostility: str) -> pygame.Surface:
    """A tribe's card: its banner and name, the hostility track with the current level marked, and its
    text where there is room."""
    w, h = size
    colour = tribe_rgb(tribe.id)
    s = art.vertical_gradient(size, [(0.0, mix(colour, (30, 30, 34), 0.45)), (1.0, mix(colour, (12, 12, 14), 0.75))])
    grain(s, seed_of(tribe.id), 60, (6, 18))
    m = max(3, round(w * 0.045))
    ph = plate_height(tribe.name, w - 2 * m, max(17, round(h * 0.1)))
    head = pygame.Rect(m, m, w - 2 * m, ph)
    plate(s, tribe.name, head, colour, (250, 248, 240))
    flag = round(min(w * 0.34, h * 0.2))
    y = head.bottom + 3
    banner = pictogram("banner", flag, colour)
    s.blit(banner, banner.get_rect(midtop=(w // 2, y)))
    y += flag + 2
    text_room = h >= 300 and tribe.text
    text_h = round(h * 0.22) if text_room else 0
    track = pygame.Rect(m + 2, y, w - 2 * m - 4, h - y - m - text_h - 3)
    level = hostility if hostility in HOSTILITY else "angry"
    step = track.height / len(HOSTILITY)
    for k, name in enumerate(HOSTILITY):
        current = name == level
        fill = HOSTILITY_RGB[name]
        rect = pygame.Rect(track.x, round(track.y + k * step) + 1, track.width, max(11, round(step) - 2))
        if not current:
            rect = rect.inflate(-round(track.width * 0.12), -max(0, round(step * 0.14)))
            pygame.draw.rect(s, mix(fill, (30, 30, 34), 0.55), rect, border_radius=rect.height // 2)
            line(s, name.title(), rect.inflate(-rect.height, 0), max(9, round(rect.height * 0.6)),
                 mix(fill, WW["bone"], 0.5),
                 align="center")
        else:
            pygame.draw.rect(s, (250, 246, 236), rect.inflate(4, 4), border_radius=(rect.height + 4) // 2)
            pygame.draw.rect(s, fill, rect, border_radius=rect.height // 2)
            arrow = rect.height // 2
            for side in (-1, 1):
                tip = rect.left + arrow // 2 if side < 0 else rect.right - arrow // 2
                back = tip - side * arrow
                pygame.draw.polygon(s, (250, 246, 236), [(back, rect.centery - arrow // 2), (tip, rect.centery),
                                                         (back, rect.centery + arrow // 2)])
            line(s, name.upper(), rect.inflate(-3 * arrow, 0), max(9, round(rect.height * 0.66)),
                 WW["ink"] if sum(fill) > 400 else (252, 250, 244), bold=True, align="center")
    if text_room:
        box = pygame.Rect(m, h - m - text_h, w - 2 * m, text_h)
        shade(s, box, (10, 10, 14), 110, max(3, w // 40))
        paragraph(s, tribe.text, box.inflate(-max(6, w // 25), -max(4, w // 40)), body_px(w), WW["bone"])
    frame(s, darken(colour, 0.6), lighten(colour, 0.3))
    return s


__all__ = ["monster_face", "monster_back", "tribe_card", "keywords", "card_text", "HOSTILITY"]
