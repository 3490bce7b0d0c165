"""The survivors' cards: instants and gear (tinted per deck: the Driver orange, the Chef teal, the
Thief violet, the Contractor hi-vis yellow), each deck's back, and the character cards (the survivor
side with health, stealth and the innate; the starving side with the starving stealth and the hunger
track to the skull)."""
from __future__ import annotations

import functools
import re

import pygame

from ....ui import art, text_fit
from ....ui.board_kit import cover
from .common import (FROZEN, MIN_TEXT, RANGE_WORDS, WW, badge, body_px, darken, deck_rgb, frame, give_way, grain,
                     ink_on, lighten, line, mix, name_in, paint, paragraph, plate, plate_height, seed_of, stripes)
from .icons import medallion, pictogram
from .people import bust
from .stage import Stage

EMBLEM_WORDS = (   # (words in the name, then tags, then words in the text) -> pictogram
    (("hook", "grappling"), "hook"), (("binoculars",), "binoculars"), (("cloak", "smoke", "slip", "vanish"), "mask"),
    (("boot",), "boot"), (("helmet", "hat", "apron"), "shield"), (("star", "caltrop"), "star"),
    (("cooler", "lunch", "lunchbox", "snack", "stew", "food", "leftover", "pantry", "helping"), "food_tin"),
    (("nitrous", "adrenaline", "rush"), "bolt"), (("van", "car", "floor it", "handbrake", "beams"), "car"),
    (("stove", "pan"), "pot"), (("ammo", "flares", "nails"), "bullets"), (("gun",), "gun"),
    (("knife", "cleaver", "stiletto", "carve", "cuts"), "knife"), (("sledgehammer", "hammer", "smash", "swing",
                                                                    "crowbar",
                                                                   "iron"), "hammer"),
    (("plywood", "board", "barricade"), "planks"), (("aid", "bandage", "painkillers", "tea", "herbs", "antidote"),
                                                    "cross"),
)
TAG_EMBLEMS = (("vehicle", "car"), ("ranged", "gun"), ("blade", "knife"), ("heavy", "hammer"), ("armour", "shield"),
               ("medical", "cross"), ("food", "food_tin"), ("tool", "wrench"), ("fuel",
                                                                                "fuel_can"), ("weapon", "hammer"))
TEXT_EMBLEMS = (("move up", "boot"), ("move 1", "boot"), ("stun", "star"), ("poison", "drop"), ("barricade", "planks"),
                ("scavenge", "bag"), ("bullets", "bullets"), ("draw", "cards"), ("heal",
                                                                                 "cross"), ("hunger", "food_tin"),
                ("token", "eye"), ("damage", "knife"), ("action", "bolt"))


def emblem_for(card) -> str:
    """The pictogram a survivor card's art band shows, from its name, tags and text."""
    name = card.name.lower()
    for keys, icon in EMBLEM_WORDS:
        if any(re.search(r"\b" + re.escape(k) + r"(s|es)?\b", name) for k in keys):
            return icon
    for tag, icon in TAG_EMBLEMS:
        if tag in card.tags:
            return icon
    text = card.text.lower()
    for key, icon in TEXT_EMBLEMS:
        if key in text:
            return icon
    return "bolt" if card.kind == "instant" else "cog"


def _kind_badge(s: pygame.Surface, card, center, radius: int, colour) -> None:
    """The instant bolt, or the gear cog with the storage cost in it."""
    d = radius * 2
    if card.kind == "gear":
        cog = pictogram("cog", d, darken(colour, 0.55))
        s.blit(cog, cog.get_rect(center=center))
        inner = pictogram("cog", round(d * 0.84), lighten(colour, 0.55))
        s.blit(inner, inner.get_rect(center=center))
        box = pygame.Rect(0, 0, round(d * 0.6), round(d * 0.6))
        box.center = center
        line(s, str(card.storage), box, round(radius * 1.0), WW["ink"], bold=True, align="center")
    else:
        disc = medallion("bolt", d, darken(colour, 0.45), (252, 214, 80))
        s.blit(disc, disc.get_rect(center=center))


def range_tag(s: pygame.Surface, rng: str, box: pygame.Rect, px: int, color, suffix: str = " range") -> pygame.Rect:
    """The range as a small icon and a word ("Mid range"; the word alone when "range" will not fit,
    the icon alone when nothing fits). No range printed ("none"): nothing drawn."""
    if rng not in RANGE_WORDS:
        return pygame.Rect(box.x, box.y, 0, box.height)
    icon = pictogram(f"range_{rng}", box.height, color)
    s.blit(icon, icon.get_rect(midleft=(box.x, box.centery)))
    room = pygame.Rect(box.x + box.height + 2, box.y, box.width - box.height - 2, box.height)
    for words in (RANGE_WORDS[rng] + suffix, RANGE_WORDS[rng]):
        if text_fit.fit_single_line(words, room.width, px, MIN_TEXT, True) is not None:
            return line(s, words, room, px, color, bold=True).union(icon.get_rect(midleft=(box.x, box.centery)))
    return icon.get_rect(midleft=(box.x, box.centery))


def _ammo_row(s: pygame.Surface, card, x: int, bottom: int, size: int, right: int) -> None:
    kind = "bullet" if card.ammo_kind == "bullets" else "drop"
    colour = (214, 168, 72) if kind == "bullet" else (206, 70, 40)
    step = max(4, size * 2 // 3)
    if card.ammo <= 5 and x + step * card.ammo + size // 3 <= right:
        for k in range(card.ammo):
            s.blit(pictogram(kind, size, colour), (x + k * step, bottom - size))
        return
    s.blit(pictogram(kind, size, colour), (x, bottom - size))
    line(s, f"x{card.ammo}", pygame.Rect(x + size, bottom - size, right - x - size, size), round(size * 0.7),
         (250, 248, 240),
         bold=True, outline=(30, 30, 30))


@functools.lru_cache(maxsize=256)
def survivor_card_face(card, size: tuple[int, int], character=None,
                       picture: pygame.Surface | None = None) -> pygame.Surface:
    """An instant or a gear card: kind symbol (gear: with its storage cost), name, an art band with its
    emblem and starting ammo, range, text. `picture`: a mod's art for the band."""
    w, h = size
    colour = deck_rgb(card.deck)
    s = art.new_surface(size)
    s.fill(mix(WW["paper"], colour, 0.12))
    grain(s, seed_of(card.id))
    m = max(3, round(w * 0.045))
    base_h = max(17, round(h * 0.1))
    r = round(base_h * 0.62)
    head_h = plate_height(card.name, w - 2 * m - 2 * r - 6, base_h)
    head = pygame.Rect(m, m, w - 2 * m, head_h)
    px = max(9, round(w * 0.07))
    info_h = max(12, round(px * 1.35))
    footer = character is not None and h >= 250
    bottom = h - m - (max(12, round(px * 1.3)) if footer else 0)
    room = bottom - head.bottom - 11 - info_h - max(4, w // 40)
    band_h = give_way(card.text, w - 2 * m - max(6, w // 25), room, round(h * 0.28), round(h * 0.16), body_px(w),
                      ceiling=round(h * 0.36))
    band = pygame.Rect(m, head.bottom + 2, w - 2 * m, band_h)
    if picture is not None:
        s.blit(cover(picture, band.size), band)
    else:
        s.blit(art.vertical_gradient(band.size, [(0.0, lighten(colour, 0.2)), (1.0, darken(colour, 0.35))]), band)
        stripes(s, band, (255, 255, 255), 22, max(4, band.height // 6))
        size_e = round(band.height * 0.74)
        spot = art.new_surface(band.size)
        for k in range(8, 0, -1):
            pygame.draw.circle(spot, (255, 255, 255, round(70 * (1 - k / 9) ** 2)), (band.width // 2, band.height // 2),
                               round(band.height * (0.2 + 0.05 * k)))
        s.blit(spot, band)
        shadow = art.fade(pictogram(emblem_for(card), size_e, (0, 0, 0)).copy(), 90)
        s.blit(shadow, shadow.get_rect(center=(band.centerx + 2, band.centery + 3)))
        icon = pictogram(emblem_for(card), size_e, (250, 246, 236))
        s.blit(icon, icon.get_rect(center=band.center))
    pygame.draw.rect(s, darken(colour, 0.5), band, 1)
    plate(s, "", head, colour)
    _kind_badge(s, card, (head.x + r, head.centery), r, colour)
    name_box = pygame.Rect(head.x + 2 * r + 3, head.y, head.right - head.x - 2 * r - 6, head.height)
    name_in(s, card.name, name_box, round(base_h * 0.6), ink_on(colour))
    if card.ammo:
        tok = max(12, round(band.height * 0.3))
        _ammo_row(s, card, band.x + 3, band.bottom - 3, tok, band.right - 3)
    info = pygame.Rect(m + 2, band.bottom + 3, w - 2 * m - 4, info_h)
    kind = "Gear" if card.kind == "gear" else "Instant"
    if card.kind == "gear" and card.health:
        kind += f" · {card.health} health"
    kind_w = min(info.width // 2, art.text_size(kind, px, True)[0] + 2)
    line(s, kind, pygame.Rect(info.right - kind_w, info.y, kind_w, info.height), px, WW["muted"], bold=True,
         align="right")
    range_tag(s, card.range, pygame.Rect(info.x, info.y, info.width - kind_w - 4, info.height), px,
              darken(colour, 0.45))
    box = pygame.Rect(m, info.bottom + 2, w - 2 * m, bottom - info.bottom - 4)
    pygame.draw.rect(s, (250, 248, 242), box, border_radius=max(3, w // 40))
    pygame.draw.rect(s, mix(colour, WW["paper"], 0.5), box, 1, border_radius=max(3, w // 40))
    paragraph(s, card.text, box.inflate(-max(6, w // 25), -max(4, w // 40)), body_px(w), WW["ink"])
    if footer:
        line(s, character.name, pygame.Rect(m, bottom, w - 2 * m, h - m - bottom), max(9, px - 2), darken(colour, 0.35),
             bold=True, align="center")
    frame(s, darken(colour, 0.55), lighten(colour, 0.35))
    return s


def _portrait(who: str, size: tuple[int, int], colour, starving: bool = False) -> pygame.Surface:
    return _portrait_cached(who, size, tuple(colour), starving)


@functools.lru_cache(maxsize=64)
def _portrait_cached(who: str, size: tuple[int, int], colour, starving: bool) -> pygame.Surface:
    def draw(canvas: pygame.Surface) -> None:
        cw, ch = canvas.get_size()
        top, low = (lighten(colour, 0.25), darken(colour, 0.35)) if not starving else ((120, 60, 50), (40, 20, 20))
        canvas.blit(art.vertical_gradient((cw, ch), [(0.0, top), (1.0, low)]), (0, 0))
        st = Stage(canvas, FROZEN, seed_of(who))
        st.glow((255, 255, 255), (0.5, 0.42), 0.45, 50)
        bust(st, who, colour)
    pic = paint(size, draw)
    if starving:
        grey = pygame.transform.grayscale(pic)
        grey.fill((255, 190, 170, 255), special_flags=pygame.BLEND_RGBA_MULT)
        pic = grey
    return pic


@functools.lru_cache(maxsize=32)
def survivor_card_back(character_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a survivor's deck: their colour, their portrait in a roundel, "Survivor"."""
    w, h = size
    colour = deck_rgb(character_id)
    s = art.vertical_gradient(size, [(0.0, darken(colour, 0.1)), (1.0, darken(colour, 0.6))])
    stripes(s, s.get_rect(), (255, 255, 255), 18, max(4, w // 14))
    art.vignette(s, 120)
    d = round(min(w, h * 0.62) * 0.78)
    center = (w // 2, round(h * 0.42))
    ring = paint((d + 8, d + 8), lambda c: (art.Pen(c).circle(darken(colour, 0.6), (0.5, 0.5), 0.5),
                                            art.Pen(c).circle(lighten(colour, 0.45), (0.5, 0.5), 0.47)))
    s.blit(ring, ring.get_rect(center=center))
    face = _portrait(character_id, (d, d), colour).copy()
    mask = art.new_surface((d, d))
    pygame.draw.circle(mask, (255, 255, 255, 255), (d // 2, d // 2), d // 2 - 1)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(face, face.get_rect(center=center))
    ph = max(15, round(h * 0.1))
    bar = pygame.Rect(round(w * 0.04), round(h * 0.76), round(w * 0.92), ph)
    s.blit(art.ribbon(bar.size, darken(colour, 0.55), lighten(colour, 0.3)), bar)
    line(s, character_id.replace("-", " ").upper(), pygame.Rect(bar.x + round(bar.width * 0.11), bar.y,
                                                                 round(bar.width * 0.78), round(ph * 0.82)),
         round(ph * 0.58), (250, 246, 236), bold=True, align="center")
    line(s, "SURVIVOR DECK", pygame.Rect(4, bar.bottom + 2, w - 8, max(11, round(h * 0.06))), max(9, round(h * 0.045)),
         lighten(colour, 0.55), bold=True, align="center")
    frame(s, darken(colour, 0.7), lighten(colour, 0.3))
    return s


def _stat(s: pygame.Surface, icon: str, value: int, center, radius: int, fill, label: str, px: int,
          label_color) -> None:
    glyph = pictogram(icon, round(radius * 2.4), darken(fill, 0.5))
    s.blit(glyph, glyph.get_rect(center=(center[0], center[1] + 1)))
    glyph = pictogram(icon, round(radius * 2.2), fill)
    s.blit(glyph, glyph.get_rect(center=center))
    box = pygame.Rect(0, 0, round(radius * 1.9), round(radius * 1.6))
    box.center = (center[0], center[1] - (radius // 10 if icon == "heart" else 0))
    line(s, str(value), box, round(radius * 1.0), (252, 250, 244), bold=True, align="center", outline=darken(fill, 0.6))
    if label:
        box = pygame.Rect(center[0] - radius * 2, center[1] + radius + 1, radius * 4, px + 3)
        box.clamp_ip(s.get_rect().inflate(-max(8, s.get_width() // 20), 0))
        line(s, label, box, px, label_color, bold=True, align="center")


@functools.lru_cache(maxsize=32)
def character_face(character, size: tuple[int, int], starving: bool = False,
                   picture: pygame.Surface | None = None) -> pygame.Surface:
    """A character card. Survivor side: name, title, portrait, health and stealth, the innate (name,
    range, text). Starving side: the starving stealth, the hunger track (damage per step, then the
    skull) and the innate lost. `picture`: a mod's portrait."""
    w, h = size
    colour = deck_rgb(character.id)
    dark = mix(WW["slate_dark"], colour, 0.25) if not starving else (44, 22, 20)
    s = art.vertical_gradient(size, [(0.0, lighten(dark, 0.12)), (1.0, dark)])
    grain(s, seed_of(character.id), 60, (6, 20))
    m = max(3, round(w * 0.045))
    ph = plate_height(character.name, w - 2 * m, max(17, round(h * 0.1)))
    head = pygame.Rect(m, m, w - 2 * m, ph)
    plate(s, character.name, head, colour if not starving else (150, 40, 34))
    px = max(9, round(w * 0.06))
    if starving:
        title = pygame.Rect(m + 2, head.bottom + 1, w - 2 * m - 4, max(12, round(px * 1.5)))
        line(s, "STARVING", title, px + 2, (255, 150, 120), bold=True, align="center")
    else:
        title = pygame.Rect(m + 2, head.bottom + 2, w - 2 * m - 4, 0)
        for lines in (2, 3):              # a long title takes a third line rather than an ellipsis
            size_for = px if lines == 2 else MIN_TEXT
            title.height = (lines - 1) * art.line_height(size_for) + art.text_size("Hg", size_for)[1] + 1
            if text_fit.fit_paragraph(character.title, title.width, title.height, px, MIN_TEXT) is not None:
                break
        paragraph(s, character.title, title, px, WW["pale"], align="center", middle=True)
    r = max(10, round(w * 0.085))
    label_px = max(9, round(w * 0.045))
    labels = h >= 300
    base = round(h * (0.25 if h < 200 else 0.3 if h < 260 else 0.36))
    if starving or character.innate is None:
        pic_h = base
    else:
        room = h - m - (title.bottom + 2 - r // 2 + r + (label_px + 5 if labels else 3)) - max(4, w // 40) \
            - max(11, round(px * 1.4)) - 2
        pic_h = give_way(character.innate.text, w - 2 * m - max(6, w // 25), room, base, round(h * 0.16), body_px(w))
    pic = pygame.Rect(m, title.bottom + 2, w - 2 * m, pic_h)
    s.blit(cover(picture, pic.size) if picture is not None else _portrait(character.id, pic.size, colour, starving),
           pic)
    pygame.draw.rect(s, darken(colour, 0.5), pic, 1)
    cy = pic.bottom - r // 2
    if not starving:
        _stat(s, "heart", character.health, (pic.x + r + 4, cy), r, WW["heart"], "HEALTH" if labels else "", label_px,
              WW["pale"])
    stealth = character.starving.stealth if starving and character.starving else character.stealth
    _stat(s, "eye", stealth, (pic.right - r - 4, cy), r, WW["eye"] if not starving else (150, 60, 50),
          "STEALTH" if labels else "", label_px, WW["pale"])
    top = cy + r + (label_px + 5 if labels else 3)
    box = pygame.Rect(m, top, w - 2 * m, h - m - top)
    if box.height < 14:
        frame(s, darken(colour, 0.6), lighten(colour, 0.25))
        return s
    pygame.draw.rect(s, (248, 244, 234) if not starving else (70, 40, 34), box, border_radius=max(3, w // 40))
    inner = box.inflate(-max(6, w // 25), -max(4, w // 40))
    innate = character.innate
    if not starving:
        hh = max(11, round(px * 1.4))
        head_box = pygame.Rect(inner.x, inner.y, inner.width, hh)
        words = f"{innate.name}" if innate else ""
        name_w = art.text_size(words, MIN_TEXT, True)[0] + 4
        range_w = max(hh, min(inner.width // 3, round(px * 4.2), inner.width - name_w))
        line(s, words, pygame.Rect(head_box.x, head_box.y, head_box.width - range_w, hh), px + 1, darken(colour, 0.5),
             bold=True)
        if innate:
            range_tag(s, innate.range, pygame.Rect(head_box.right - range_w, head_box.y, range_w, hh), max(9, px - 1),
                      WW["muted"], suffix="")
            paragraph(s, innate.text, pygame.Rect(inner.x, head_box.bottom + 2, inner.width,
                                                  inner.bottom - head_box.bottom - 2),
                      body_px(w), WW["ink"])
    else:
        _hunger_track(s, character, inner, px)
    frame(s, darken(colour, 0.6) if not starving else (20, 8, 8), lighten(colour,
                                                                          0.25) if not starving else (150, 60, 50))
    return s


def _hunger_track(s: pygame.Surface, character, box: pygame.Rect, px: int) -> None:
    """The steps of hunger damage in a row (wrapping), ending in the skull; then the innate lost."""
    track = tuple(character.starving.track) if character.starving else ()
    y = line(s, "HUNGER TRACK", pygame.Rect(box.x, box.y, box.width, max(11, round(px * 1.3))), px, (255, 190, 160),
             bold=True).bottom + 2
    steps = len(track) + 1
    per_row = steps if box.width / steps >= 17 else (steps + 1) // 2
    d = max(15, min(round(box.width / per_row) - 3, round(box.height * 0.32), 40))
    gap = max(2, (box.width - per_row * d) // max(1, per_row - 1)) if per_row > 1 else 0
    gap = min(gap, d // 2)
    total = per_row * d + (per_row - 1) * gap
    x0 = box.x + (box.width - total) // 2
    for k in range(steps):
        row, col = divmod(k, per_row)
        cx = x0 + col * (d + gap) + d // 2
        cy = y + row * (d + 3) + d // 2
        if col < per_row - 1 and k < steps - 1:
            pygame.draw.line(s, (150, 80, 70), (cx + d // 2, cy), (cx + d // 2 + gap, cy), max(1, d // 10))
        if k < len(track):
            badge(s, str(track[k]), (cx, cy), d // 2, (160, 40, 34))
        else:
            pygame.draw.circle(s, (20, 12, 12), (cx, cy), d // 2)
            skull = pictogram("skull", round(d * 0.8), (236, 230, 214))
            s.blit(skull, skull.get_rect(center=(cx, cy)))
    rows = (steps + per_row - 1) // per_row
    y += rows * (d + 3) + 2
    if character.innate and y + px + 2 <= box.bottom:
        paragraph(s, f"Lost while starving: {character.innate.name}", pygame.Rect(box.x, y, box.width, box.bottom - y),
                  max(9, px - 1), (196, 156, 146), align="center", middle=True)


__all__ = ["survivor_card_face", "survivor_card_back", "character_face", "emblem_for", "range_tag"]
