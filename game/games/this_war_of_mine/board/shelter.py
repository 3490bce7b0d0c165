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
            self._draw_room(layer, ctx, space_id, space, spot, rect)
            standees.append((space_id, space, rect))
        for space_id, space, rect in standees:       # people in front of every card
            self._draw_standees(layer, ctx, rect, tips.standing_on(view, space_id, space), space_id)

    # --- one room --------------------------------------------------------------------------------------------
    def _draw_room(self, layer: pygame.Surface, ctx, space_id: str, space, spot: dict, rect: pygame.Rect) -> None:
        fixed = tips.FIXED.get(space.holds)
        if fixed is not None:
            self._room_label(layer, fixed[0].upper(), rect)
        elif spot.get("fitting"):
            self._draw_fitting(layer, ctx, space_id, spot["fitting"], rect)
        elif spot.get("kind"):
            self._draw_shelter_card(layer, spot["kind"], bool(spot.get("remnants")), rect)
        if space.hole_left and spot.get("board_up"):
            self._draw_board_up(layer, rect)
        if spot.get("wait"):
            size = max(16, min(self._sz(30), rect.width // 3))
            layer.blit(pieces.marker("wait", size), (rect.right - size - 3, rect.bottom - size - 4))
        self._lit_box(ctx, f"space:{space_id}", rect, radius=4)

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

    def _draw_shelter_card(self, layer: pygame.Surface, kind: str, remnants: bool, rect: pygame.Rect) -> None:
        """The face-down card leaning on the back wall, a little left of the middle (a ladder may stand at
        the room's right); the card's own picture names its kind."""
        room = rect.inflate(-max(6, rect.width // 8), -max(6, rect.height // 10))
        h = min(room.height, round(room.width / CARD_RATIO))
        card = pygame.Rect(0, 0, max(12, round(h * CARD_RATIO)), max(16, h))
        card.midbottom = (rect.centerx - rect.width // 14, room.bottom)
        try:
            face = ca.shelter_card(kind, remnants, card.size)
        except Exception:
            face = self._stand_in("shelter_cards", tips.KIND_NAMES.get(kind, kind), card.size)
        shadow = self._shade(card.size, (0, 0, 0, 90), max(2, card.width // 10))
        layer.blit(shadow, card.move(2, 3))
        layer.blit(face, card)
        words = "Remnants" if remnants else tips.KIND_NAMES.get(kind, kind)
        self._card_plate(layer, words, card, rect, top=False)

    def _card_plate(self, layer: pygame.Surface, words: str, card: pygame.Rect, rect: pygame.Rect, top: bool) -> None:
        """A card's name on a dark plate across its head or foot, in text the table can read (a small
        card's own name, 10 px or less, is too small to): the plate covers the card's own name band (a
        face's name plate at the head, about a fifth of it; a face-down Shelter card's band at the foot,
        22%), wider when the words need it."""
        px = self._px(11)
        width = min(rect.width - 4, max(card.width, self._text_width(words, px, True) + 8))
        lines = self._name_lines(words, width - 4, px)
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
            text = self._art_text(line, px, LABEL_INK, bold=True)
            layer.blit(text, text.get_rect(midtop=(plate.centerx, y + k * step)))

    def _draw_fitting(self, layer: pygame.Surface, ctx, space_id: str, fitting_id: str, rect: pygame.Rect) -> None:
        """The Fitting's card standing in the room like a Shelter card, its name on a plate across the card's
        head (the card's own words are read in the hover view; its foot is where a sleeper lies)."""
        fitting = tips.record(self.content, "fittings", fitting_id)
        name = fitting.name if fitting is not None else fitting_id
        room = rect.inflate(-max(6, rect.width // 8), -max(6, rect.height // 10))
        h = min(room.height, round(room.width / CARD_RATIO))
        card = pygame.Rect(0, 0, max(12, round(h * CARD_RATIO)), max(16, h))
        card.midbottom = (rect.centerx - rect.width // 14, room.bottom)
        layer.blit(self._shade(card.size, (0, 0, 0, 90), max(2, card.width // 10)), card.move(2, 3))
        layer.blit(self._face("fittings", fitting_id, card.size), card)
        self._note_card(f"space:{space_id}", "fittings", fitting_id)
        self._card_plate(layer, name, card, rect, top=True)

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

    def _standee_spots(self, rect: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where count standees stand in a room: side by side along its floor, overlapping if they must."""
        h = self._standee_height(rect)
        w = max(6, round(h * 0.6))
        room = rect.width - 6
        step = w + 2 if count * (w + 2) <= room else (room - w) / max(1, count - 1)
        total = w + step * (count - 1)
        x0 = rect.centerx - total / 2
        return [pygame.Rect(round(x0 + k * step), rect.bottom - h - 2, w, h) for k in range(count)]

    def _lying(self, person: dict) -> bool:
        """Asleep (Fatigue 4), or sleeping the night on the floor or in a Bed."""
        place = str(person.get("place") or "")
        return bool(person.get("asleep")) or place == "floor" or place.startswith("bed:")

    def _draw_standees(self, layer: pygame.Surface, ctx, rect: pygame.Rect, who: list[int], where: str) -> None:
        people = ctx.view.get("characters") or []
        spots = self._standee_spots(rect, len(who))
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
