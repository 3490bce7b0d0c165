"""The shelter: the house's picture (house.py, drawn once per size) and what lies in its rooms, from the
view: each space's face-down Shelter card by its kind (or the last of the rubble), its Fitting (the card's
face with its name under it), its WAIT token, a Board-Up over its Hole, the fixed spaces' names, and the
Characters' standees where they stand (the Guard space by day and on guard at night, the floor's mattress,
a Bed's space; away ones at the street door; the party out scavenging stands on the Location instead).
Element ids: ``space:<id>`` for every room, ``character:<i>`` for every standee."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import card_art as ca
from .. import pieces
from .. import tooltips as tips
from .house import hole_rect, house_picture
from .layout import CARD_RATIO

LABEL_FILL = (20, 18, 16, 190)
LABEL_INK = (236, 222, 196)
NAME_FILL = (28, 24, 20, 255)            # opaque: the card's own small words must not show through
COMING = (255, 206, 120)                 # a Fitting to be built here this stage


class ShelterArea:
    def _draw_shelter(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        if self._background is None:
            self._background = house_picture(lay, self._grid)
        layer.blit(self._background, lay.house)
        shelter = view.get("shelter") or {}
        spaces = (getattr(self.content, "tables", {}) or {}).get("shelter") or {}
        standees = []
        for space_id, space in spaces.items():
            rect = lay.cells.get((space.floor, space.column))
            spot = shelter.get(space_id)
            if rect is None or spot is None:
                continue
            who = tips.standing_on(view, space_id, space, self.content)
            foot = self._draw_room(layer, ctx, space_id, space, spot, rect)
            people = view.get("characters") or []
            if any(self._lying(people[i]) for i in who):
                foot = None                      # a sleeper lies at the foot of their Bed, on the floor
            standees.append((space_id, rect, who, foot))
        for space_id, rect, who, foot in standees:       # people in front of every card
            self._draw_standees(layer, ctx, rect, who, space_id, foot)

    # --- one room --------------------------------------------------------------------------------------------
    def _draw_room(self, layer: pygame.Surface, ctx, space_id: str, space, spot: dict,
                   rect: pygame.Rect) -> tuple[int, int] | None:
        """One room's card, tokens and hitbox; returns where someone at its card stands (on the card, just
        above the name at a face-down card's foot), None for a room without a card (they stand on its floor)."""
        fixed = tips.FIXED.get(space.holds)
        card = self._card_spot(rect)
        foot = None
        if fixed is not None:
            self._room_label(layer, fixed[0].upper(), rect)
        elif spot.get("fitting"):
            self._draw_fitting(layer, ctx, space_id, spot["fitting"], rect, card)
            foot = (card.centerx, rect.bottom - 2)
        elif spot.get("kind"):
            plate = self._draw_shelter_card(layer, spot["kind"], bool(spot.get("remnants")), rect, card)
            foot = (card.centerx, plate.y + 2)
        coming = tips.fitting_coming(ctx.view, space_id)
        if coming and fixed is None:
            self._draw_fitting_coming(layer, *coming, rect, card)
            foot = (card.centerx, rect.bottom - 2)
        if space.hole_left and spot.get("board_up"):
            self._draw_board_up(layer, rect)
        if spot.get("wait"):
            size = max(16, min(self._sz(30), rect.width // 3))
            layer.blit(pieces.marker("wait", size), (rect.right - size - 3, rect.bottom - size - 4))
        self._lit_box(ctx, f"space:{space_id}", rect, radius=4)
        return foot

    def _room_label(self, layer: pygame.Surface, words: str, rect: pygame.Rect) -> None:
        """A fixed space's name on a dark plate at the top of the room (on two lines if it must)."""
        px = self._px(11)
        lines = self._name_lines(words, rect.width - 8, px)
        step = art.line_height(px, True)
        width = max(self._text_width(line, px, True) for line in lines)
        plate = pygame.Rect(0, 0, width + 8, step * len(lines) + 2)
        plate.midtop = (rect.centerx, rect.y + 3)
        layer.blit(self._shade(plate.size, LABEL_FILL, 3), plate)
        for k, line in enumerate(lines):
            text = self._art_text(line, px, LABEL_INK, bold=True)
            layer.blit(text, text.get_rect(midtop=(plate.centerx, plate.y + 1 + k * step)))

    def _draw_shelter_card(self, layer: pygame.Surface, kind: str, remnants: bool, rect: pygame.Rect,
                           card: pygame.Rect) -> pygame.Rect:
        """The face-down card leaning on the back wall, a little left of the middle (a ladder may stand at
        the room's right); the card's own picture names its kind."""
        try:
            face = ca.shelter_card(kind, remnants, card.size)
        except Exception:
            face = self._stand_in("shelter_cards", tips.KIND_NAMES.get(kind, kind), card.size)
        shadow = self._shade(card.size, (0, 0, 0, 90), max(2, card.width // 10))
        layer.blit(shadow, card.move(2, 3))
        layer.blit(face, card)
        words = "Remnants" if remnants else tips.KIND_NAMES.get(kind, kind)
        return self._card_plate(layer, words, card, rect, top=False)

    def _card_plate(self, layer: pygame.Surface, words: str, card: pygame.Rect, rect: pygame.Rect, top: bool,
                    ink=LABEL_INK, least: int | None = None) -> pygame.Rect:
        """A card's name on a dark plate across its head or foot (in lines broken at each newline, else at a
        space if it must), in text the table can read (a small card's own name, 10 px or less, is too small
        to): the plate covers the card's own name band (a face's name plate at the head, about a fifth of
        it; a face-down Shelter card's band at the foot, 22%), wider when the words need it (and the text
        smaller, down to `least`, when one word is wider than the plate can be)."""
        px = self._px(11)
        given = words.split("\n")             # lines the caller broke itself, each cut to fit
        width = min(rect.width - 4, max(card.width, max(self._text_width(w, px, True) for w in given) + 8))
        while least is not None and px > least and any(self._text_width(w, px, True) > width - 4
                                                      for w in words.split()):
            px -= 1                          # a word wider than the plate: smaller, down to `least`, then cut
        lines = self._name_lines(words, width - 4, px) if len(given) == 1 else \
            [self._cut(w, width - 4, px) for w in given]
        step = art.line_height(px, True)
        band = round(card.height * (0.27 if top else 0.22)) + 2
        plate = pygame.Rect(0, 0, width, max(len(lines) * step + 3, band))
        plate.centerx = card.centerx
        if top:
            plate.y = card.y
        else:
            plate.bottom = card.bottom
        plate.clamp_ip(rect)
        layer.blit(self._shade(plate.size, NAME_FILL, 3), plate)
        y = plate.centery - (len(lines) * step) // 2
        for k, line in enumerate(lines):
            text = self._art_text(line, px, ink, bold=True)
            layer.blit(text, text.get_rect(midtop=(plate.centerx, y + k * step)))
        return plate

    def _draw_fitting(self, layer: pygame.Surface, ctx, space_id: str, fitting_id: str, rect: pygame.Rect,
                      card: pygame.Rect) -> None:
        """The Fitting's card standing in the room like a Shelter card, its name on a plate across the card's
        head (the card's own words are read in the hover view; its foot is where a sleeper lies)."""
        fitting = tips.record(self.content, "fittings", fitting_id)
        name = fitting.name if fitting is not None else fitting_id
        layer.blit(self._shade(card.size, (0, 0, 0, 90), max(2, card.width // 10)), card.move(2, 3))
        layer.blit(self._face("fittings", fitting_id, card.size), card)
        self._note_card(f"space:{space_id}", "fittings", fitting_id)
        self._card_plate(layer, name, card, rect, top=True)

    def _draw_fitting_coming(self, layer: pygame.Surface, fitting_id: str, how: str, rect: pygame.Rect,
                             card: pygame.Rect) -> None:
        """A Fitting to be built (or moved) here this stage: its card faded in a dashed outline, its name
        and "to build" (or "to move here") on the plate."""
        fitting = tips.record(self.content, "fittings", fitting_id)
        name = fitting.name if fitting is not None else fitting_id
        ghost = self._face("fittings", fitting_id, card.size).copy()
        ghost.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
        layer.blit(ghost, card)
        dash = max(4, card.width // 8)
        for x in range(card.x, card.right, 2 * dash):
            for y in (card.y, card.bottom - 2):
                pygame.draw.line(layer, COMING, (x, y), (min(card.right - 1, x + dash), y), 2)
        for y in range(card.y, card.bottom, 2 * dash):
            for x in (card.x, card.right - 2):
                pygame.draw.line(layer, COMING, (x, y), (x, min(card.bottom - 1, y + dash)), 2)
        self._card_plate(layer, f"{name}\n{'to build' if how == 'build' else 'moving here'}", card, rect, top=True,
                         ink=COMING)

    def _card_spot(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a card stands in a room: on its floor, a little left of the middle (a ladder may stand at
        the room's right)."""
        room = rect.inflate(-max(6, rect.width // 8), -max(6, rect.height // 10))
        h = min(room.height, round(room.width / CARD_RATIO))
        card = pygame.Rect(0, 0, max(12, round(h * CARD_RATIO)), max(16, h))
        card.midbottom = (rect.centerx - rect.width // 14, room.bottom)
        return card

    def _name_lines(self, name: str, width: int, px: int) -> list[str]:
        """A name on one line, else two (broken at a space), each cut to fit."""
        if self._text_width(name, px, True) <= width or " " not in name:
            return [name if self._text_width(name, px, True) <= width else self._cut(name, width, px)]
        words = name.split()
        best = min(range(1, len(words)), key=lambda k: max(self._text_width(" ".join(words[:k]), px, True),
                                                          self._text_width(" ".join(words[k:]), px, True)))
        return [self._cut(" ".join(words[:best]), width, px), self._cut(" ".join(words[best:]), width, px)]

    def _cut(self, words: str, width: int, px: int) -> str:
        if self._text_width(words, px, True) <= width:
            return words
        while len(words) > 1 and self._text_width(words + "…", px, True) > width:
            words = words[:-1]
        return words.rstrip() + "…"

    def _draw_board_up(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        """The Board-Up nailed over the Hole at the room's left edge."""
        hole = hole_rect(rect)
        size = max(14, round(max(hole.width, hole.height) * 1.05))
        icon = pieces.marker("board_up", size)
        layer.blit(icon, icon.get_rect(center=hole.center))

    # --- people ------------------------------------------------------------------------------------------------
    def _standee_height(self, rect: pygame.Rect) -> int:
        return max(20, round(rect.height * 0.58))

    def _standee_spots(self, rect: pygame.Rect, count: int, foot: tuple[int, int] | None = None) -> list[pygame.Rect]:
        """Where count standees stand in a room: side by side along its floor, overlapping if they must;
        at a card, a little smaller, side by side on it with their feet at `foot`."""
        h = self._standee_height(rect)
        if foot is not None:
            h = max(20, min(round(h * 0.9), foot[1] - rect.y - 2))
        w = max(6, round(h * 0.6))
        room = rect.width - 6
        step = w + 2 if count * (w + 2) <= room else (room - w) / max(1, count - 1)
        total = w + step * (count - 1)
        centre, bottom = foot if foot is not None else (rect.centerx, rect.bottom - 2)
        x0 = min(max(rect.x + 3, centre - total / 2), rect.right - 3 - total)
        return [pygame.Rect(round(x0 + k * step), bottom - h, w, h) for k in range(count)]

    def _lying(self, person: dict) -> bool:
        """Asleep (Fatigue 4), or sleeping the night on the floor or in a Bed."""
        place = str(person.get("place") or "")
        return bool(person.get("asleep")) or place == "floor" or place.startswith("bed:")

    def _draw_standees(self, layer: pygame.Surface, ctx, rect: pygame.Rect, who: list[int], where: str,
                       foot: tuple[int, int] | None = None) -> None:
        people = ctx.view.get("characters") or []
        spots = self._standee_spots(rect, len(who), foot)
        self._keep_patch(layer, ("standees", where), rect)
        for i, spot in zip(who, spots):
            person = people[i]
            figure = pieces.standee(person.get("id"), spot.height, self._lying(person))
            at = figure.get_rect(midbottom=spot.midbottom)
            layer.blit(figure, at)
            if self._hidden is None:          # (under an open panel nobody is seen to move)
                self._spots.setdefault("standee", {})[i] = (("standees", where), pygame.Rect(at))
            self._lit_box(ctx, f"character:{i}", at, radius=4)


__all__ = ["ShelterArea"]
