"""The shelter: the house's picture (house.py, drawn once per size and side of the board) and what lies in
its rooms, from the view (which holds only the side in play): each space's face-down Shelter card by its
kind (or the last of the rubble; a stack's cards edge to edge under it, with their count; with everything
revealed, in a replay, what lies on its back named in blue), its Fitting (the
card's face with its name under it), its WAIT token, a Board-Up over its Hole, the fixed spaces' names, on
the back the actions printed on its spaces (a plaque with their pictogram and name while open, only the
pictogram, faint, while something covers them) and the sniper's mark on the ruined top floor, and the
Characters' standees where they stand (the Guard space by day and on guard at night, the floor's mattress,
a Bed's space; away ones at the street door; the party out scavenging stands on the Location instead).
On the New Boards: No Man's Home's Neighbourhood places with their sniper's odds and the distances over the
street; The Crossing's gap with its odds on each floor, its wrecked Fittings (the Fitting's card, grey and
cracked, with its name: what it repairs to) and its Place a New Fitting plaques.
With Companions, the pet sits in a corner of its room (the Dog by the Guard space, the Cat on the mattress);
with The Table, the Opportunity cards left under it show as card edges under its card, their count on a badge;
with Orphans of War, the children stand in the Kid's Room (on the mattress until it is built), their Happiness
as pips at their feet.
Element ids: ``space:<id>`` for every room, ``character:<i>`` for every standee, ``street:<distance>`` and
``gap:<floor>`` for the New Boards' sniper marks, ``pet`` for the pet, ``deck:opportunities`` for the Table's
badge, ``orphans`` for the children."""
from __future__ import annotations

import math

import pygame

from ....ui import art
from .. import card_art as ca
from .. import pieces
from .. import tooltips as tips
from ..tooltips.shelter import gap_tip, street_tip
from .house import hole_rect, house_picture
from .layout import CARD_RATIO, LEAST_PX as LEAST, READABLE_PX as READABLE

LABEL_FILL = (20, 18, 16, 190)
LABEL_INK = (236, 222, 196)
NAME_FILL = (28, 24, 20, 255)            # opaque: the card's own small words must not show through
COMING = (255, 206, 120)                 # a Fitting to be built here this stage
PRINT_INK = (214, 172, 96)               # the board's printed actions (the back)
SNIPER_RED = (150, 36, 30)
STACK_FILL = (226, 190, 120)
COVERED_ALPHA = 120                      # a printed action under a card or a Fitting
PET_ROOMS = {"cat": "floor_bed"}         # where a pet sits (any other, the Dog among them, by the Guard)
OPPORTUNITY_BACK = (92, 70, 44)          # the Opportunity cards' backs under the Table
TABLE_FITTING = "the-table"
KIDS_ROOM = "kids-room"                  # where the children stand (Orphans of War), else on the mattress
WRECK_INK = (236, 150, 110)              # a wrecked Fitting's name (The Crossing)
DISTANCE_NAMES = {1: "NEAR", 2: "FARTHER", 3: "FAR"}
BACK_INK = (150, 200, 255)               # a Shelter card's back, named with everything revealed (a replay)


class ShelterArea:
    def _draw_shelter(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        if self._background is None:
            key = (tuple(lay.house), lay.s, frozenset(self._grid))
            if key not in self._houses:
                self._houses[key] = house_picture(lay, self._grid)
            self._background = self._houses[key]
        layer.blit(self._background, lay.house)
        shelter = view.get("shelter") or {}
        spaces = (getattr(self.content, "tables", {}) or {}).get("shelter") or {}
        standees = []
        for space_id, spot in shelter.items():          # the view holds only the side in play
            space = spaces.get(space_id)
            rect = lay.cells.get((space.floor, space.column)) if space is not None else None
            if rect is None:
                continue
            who = tips.standing_on(view, space_id, space, self.content)
            foot = self._draw_room(layer, ctx, space_id, space, spot, rect)
            people = view.get("characters") or []
            if any(self._lying(people[i]) for i in who):
                foot = None                      # a sleeper lies at the foot of their Bed, on the floor
            standees.append((space_id, rect, who, foot))
        self._draw_new_board_marks(layer, ctx)
        pet = self._pet_spot(view, shelter, spaces)
        kids = self._children_spot(view, shelter, spaces)
        for space_id, rect, who, foot in standees:       # people in front of every card
            for corner in (pet, kids):
                if corner is not None and space_id == corner[0] and foot is None:
                    if corner[2].x <= rect.x + 4:        # room for the pet, at the left ...
                        rect = pygame.Rect(corner[2].right, rect.y, rect.right - corner[2].right, rect.height)
                    else:                                # ... and for the children, at the right
                        rect = pygame.Rect(rect.x, rect.y, corner[2].x - rect.x, rect.height)
            self._draw_standees(layer, ctx, rect, who, space_id, foot)
        if pet is not None:
            self._draw_pet(layer, ctx, str(view["pet"]), pet[2])
        if kids is not None:
            self._draw_children(layer, ctx, view["orphans"], kids[2])
        self._draw_door(layer, ctx, shelter, spaces)             # the figures at the door (market.py)
        self._draw_street(layer, ctx)                            # Our Street's signs (street.py)

    # --- one room --------------------------------------------------------------------------------------------
    def _draw_room(self, layer: pygame.Surface, ctx, space_id: str, space, spot: dict,
                   rect: pygame.Rect) -> tuple[int, int] | None:
        """One room's card, tokens and hitbox; returns where someone at its card stands (on the card, just
        above the name at a face-down card's foot), None for a room without a card (they stand on its floor)."""
        fixed = tips.FIXED.get(space.holds)
        card = self._card_spot(rect)
        foot = None
        coming = tips.fitting_coming(ctx.view, space_id, self.content)
        printed = getattr(space, "printed", None)
        street = bool(getattr(space, "distance", 0))        # a Neighbourhood place: its odds are its mark
        if printed is not None:
            covered = bool(spot.get("kind") or spot.get("fitting") or coming)
            self._draw_plaque(layer, printed.kind, printed.name, rect, covered, street)
        if fixed is not None:
            self._room_label(layer, fixed[0].upper(), rect)
        elif spot.get("fitting"):
            self._draw_fitting(layer, ctx, space_id, spot["fitting"], rect, card)
            foot = (card.centerx, rect.bottom - 2)
        elif spot.get("kind"):
            plate = self._draw_shelter_card(layer, spot["kind"], bool(spot.get("remnants")), rect, card,
                                            int(spot.get("stack") or 1), spot.get("card"))
            foot = (card.centerx, plate.y + 2)
        elif getattr(space, "ruined", "") and not coming:
            self._draw_wreck(layer, space_id, space.ruined, rect, card)
            foot = (card.centerx, rect.bottom - 2)
        if coming and fixed is None:
            self._draw_fitting_coming(layer, *coming, rect, card)
            foot = (card.centerx, rect.bottom - 2)
        if printed is not None and covered:
            self._draw_plaque(layer, printed.kind, printed.name, rect, covered, street)
        if street:
            self._draw_risk_badge(layer, rect, space.distance)
        if getattr(space, "sniper", False):
            self._draw_sniper_mark(layer, rect, low=bool(spot.get("fitting") or coming))
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
                           card: pygame.Rect, stack: int = 1, revealed: str | None = None) -> pygame.Rect:
        """The face-down card leaning on the back wall, a little left of the middle (a ladder may stand at
        the room's right); the card's own picture names its kind. A stack's other cards show as edges
        behind it, their count on a badge at its corner. With everything revealed (the replay of a war that
        is over: the view names the card), its plate names what lies on its back, in the back's blue."""
        try:
            face = ca.shelter_card(kind, remnants, card.size)
        except Exception:
            face = self._stand_in("shelter_cards", tips.KIND_NAMES.get(kind, kind), card.size)
        radius = max(2, card.width // 10)
        shadow = self._shade(card.size, (0, 0, 0, 90), radius)
        step = max(2, card.width // 24)
        rise = max(0, min(step, (card.y - rect.y - 1) // 3))   # (never above the room)
        for k in range(min(stack - 1, 3), 0, -1):          # the cards under it, edge on edge behind
            under = card.move(k * step, -k * rise)
            layer.blit(shadow, under.move(1, 2))
            pygame.draw.rect(layer, (58, 60, 66), under, border_radius=radius)
            pygame.draw.rect(layer, (138, 140, 146), under, 1, border_radius=radius)
        layer.blit(shadow, card.move(2, 3))
        layer.blit(face, card)
        words = "Remnants" if remnants else tips.KIND_NAMES.get(kind, kind)
        back = tips.shelter_back_name(revealed, self.content) if revealed and not remnants else ""
        plate = self._card_plate(layer, back or words, card, rect, top=False, ink=BACK_INK if back else LABEL_INK,
                                 least=LEAST if back else None)
        if stack > 1:
            self._stack_badge(layer, stack, card, rect)
        return plate

    def _stack_badge(self, layer: pygame.Surface, stack: int, card: pygame.Rect, rect: pygame.Rect) -> None:
        """How many cards the stack holds ("x6") on a badge over the top card's corner."""
        words = f"x{stack}"
        size = self._readable(12)
        w, h = self._chip_size(words, size)
        badge = pygame.Rect(0, 0, w, h)
        badge.center = (min(card.right, rect.right - w // 2 - 2), card.y + h // 2 + 2)
        badge.clamp_ip(rect)
        pygame.draw.rect(layer, (0, 0, 0), badge.inflate(2, 2), border_radius=badge.height // 2)
        self._chip(layer, words, size, STACK_FILL, (30, 24, 18), center=badge.center)

    # --- the back's printed actions and its sniper --------------------------------------------------------
    def _draw_plaque(self, layer: pygame.Surface, kind: str, name: str, rect: pygame.Rect, covered: bool,
                     street: bool) -> None:
        """A printed action's plaque (_draw_printed); a Neighbourhood place's, without the pictogram: its
        sniper's mark says what it is."""
        if street:
            self._draw_printed(layer, kind, name, rect, covered, icon=False)
        else:
            self._draw_printed(layer, kind, name, rect, covered)

    def _draw_printed(self, layer: pygame.Surface, kind: str, name: str, rect: pygame.Rect, covered: bool,
                      icon: bool = True) -> None:
        """An action printed on the board: while open, a plaque at the top of the room with its pictogram
        and its name (without the pictogram when asked, or when the name needs the room); while a card or a
        Fitting covers it, only the pictogram, faint, at the room's right."""
        px = self._px(11)
        disc = max(14, art.line_height(px, True) + 4) if icon else 0
        if covered:
            icon = self._printed_icon(kind, disc, COVERED_ALPHA)
            layer.blit(icon, (rect.right - disc - 3, rect.y + round(rect.height * 0.3)))
            return
        lines = self._name_lines(name.upper(), rect.width - disc - 14, px)
        if icon and any(line.endswith("…") for line in lines):      # the name first: the pictogram makes way
            icon, disc = False, 0
            lines = self._name_lines(name.upper(), rect.width - 10, px)
        while px > LEAST and any(line.endswith("…") for line in lines):     # then smaller, to the least
            px -= 1
            lines = self._name_lines(name.upper(), rect.width - disc - (14 if icon else 10), px)
        step = art.line_height(px, True)
        text_w = max(self._text_width(line, px, True) for line in lines)
        plate = pygame.Rect(0, 0, disc + text_w + (12 if icon else 8), max(disc + 2, step * len(lines) + 2))
        plate.midtop = (rect.centerx, rect.y + 3)
        plate.clamp_ip(rect)
        layer.blit(self._shade(plate.size, LABEL_FILL, 3), plate)
        pygame.draw.rect(layer, art.darken(PRINT_INK, 0.2), plate, 1, border_radius=3)
        if icon:
            layer.blit(self._printed_icon(kind, disc, 255), (plate.x + 2, plate.centery - disc // 2))
        top = plate.centery - (step * len(lines)) // 2
        for k, line in enumerate(lines):
            text = self._art_text(line, px, PRINT_INK, bold=True)
            if icon:
                layer.blit(text, text.get_rect(midleft=(plate.x + disc + 6, top + k * step + step // 2)))
            else:
                layer.blit(text, text.get_rect(center=(plate.centerx, top + k * step + step // 2)))

    def _printed_icon(self, kind: str, size: int, alpha: int) -> pygame.Surface:
        """A printed action's pictogram in an amber disc: a cog and a plank (Poke About: Wood and
        Components), a magnifying glass (the Search), a sprout (the Wild Garden); on the New Boards a door
        ajar (a neighbour), a broken wall (a ruin) and a hammer over a plank (Place a New Fitting)."""
        def make() -> pygame.Surface:
            def draw(canvas: pygame.Surface) -> None:
                pen = art.Pen(canvas)
                ink = (36, 26, 18)
                pen.circle(PRINT_INK, (0.5, 0.5), 0.48)
                pen.circle(art.darken(PRINT_INK, 0.35), (0.5, 0.5), 0.48, width=0.05)
                if kind == "search":
                    pen.circle(ink, (0.44, 0.42), 0.19, width=0.08)
                    pen.capsule(ink, (0.58, 0.57), (0.74, 0.74), 0.06)
                elif kind in NEW_KINDS:
                    NEW_KINDS[kind](pen, ink)
                elif kind == "garden":
                    pen.line(ink, [(0.5, 0.8), (0.5, 0.42)], 0.07)
                    pen.polygon(ink, [(0.5, 0.5), (0.28, 0.32), (0.22, 0.46), (0.36, 0.56)])
                    pen.polygon(ink, [(0.5, 0.42), (0.7, 0.22), (0.8, 0.36), (0.64, 0.48)])
                    pen.line(ink, [(0.3, 0.8), (0.7, 0.8)], 0.06)
                else:
                    pen.capsule(ink, (0.2, 0.72), (0.62, 0.3), 0.07)       # a plank
                    pen.circle(ink, (0.6, 0.58), 0.16)                   # a cog
                    for k in range(8):
                        a = k * 3.14159 / 4
                        pen.capsule(ink, (0.6, 0.58), (0.6 + 0.22 * math.cos(a), 0.58 + 0.22 * math.sin(a)), 0.045)
                    pen.circle(PRINT_INK, (0.6, 0.58), 0.06)
            surf = art.supersampled((size, size), draw)
            return art.fade(surf, alpha)
        return self._cached(("printed", kind, size, alpha), make)

    def _draw_sniper_mark(self, layer: pygame.Surface, rect: pygame.Rect, low: bool) -> None:
        """The ruined top floor's warning: a sniper's sights on a red disc in the room's upper left corner
        (a Hole lies lower down that edge, a ladder at the right), or its lower left one when a Fitting's
        name lies across the top."""
        size = max(13, min(self._sz(19), rect.width // 6))
        layer.blit(self._sights(size), (rect.x + 3, rect.bottom - size - 5 if low else rect.y + 3))

    def _sights(self, size: int) -> pygame.Surface:
        """A sniper's sights on a red disc: every sniper's mark on every board."""
        def make() -> pygame.Surface:
            def draw(canvas: pygame.Surface) -> None:
                pen = art.Pen(canvas)
                pen.circle((20, 12, 10), (0.5, 0.5), 0.5)
                pen.circle(SNIPER_RED, (0.5, 0.5), 0.45)
                pen.circle((250, 236, 220), (0.5, 0.5), 0.25, width=0.07)
                for a, b in (((0.5, 0.1), (0.5, 0.36)), ((0.5, 0.64), (0.5, 0.9)), ((0.1, 0.5), (0.36, 0.5)),
                             ((0.64, 0.5), (0.9, 0.5))):
                    pen.line((250, 236, 220), [a, b], 0.07)
                pen.circle((250, 236, 220), (0.5, 0.5), 0.05)
            return art.supersampled((size, size), draw)
        return self._cached(("sniper", size), make)

    # --- the New Boards' marks (L1686-1722) -----------------------------------------------------------------
    def _draw_risk_badge(self, layer: pygame.Surface, rect: pygame.Rect, distance: int) -> None:
        """A Neighbourhood place's odds at its foot: the sights and the faces that hit ("1", "1-2", "1-3")."""
        words = "1" if distance == 1 else f"1-{distance}"
        size = self._readable(11)
        w, h = self._chip_size(words, size)
        sights = max(14, h + 2)
        badge = pygame.Rect(0, 0, sights + w + 2, sights)
        badge.bottomright = (rect.right - 4, rect.bottom - 4)
        pygame.draw.rect(layer, (12, 10, 10), badge.inflate(4, 2), border_radius=sights // 2)
        layer.blit(self._sights(sights), badge.topleft)
        self._chip(layer, words, size, (236, 206, 170), (60, 16, 12), midleft=(badge.x + sights + 1, badge.centery))

    def _draw_new_board_marks(self, layer: pygame.Surface, ctx) -> None:
        """Over the street, each distance's name and odds; in The Crossing's gap, the sights on each floor
        where the way crosses it, with the odds (each a hitbox with its words)."""
        lay = self._layout
        if lay.street is not None:
            columns: dict[int, pygame.Rect] = {}
            for (floor, _c), rect in lay.cells.items():
                space = self._grid.get((floor, _c))
                if floor == "street" and space is not None:
                    columns[space.distance] = columns[space.distance].union(rect) if space.distance in columns else rect
            band = pygame.Rect(lay.street.x, lay.roof.y, lay.street.width, lay.floors["top"].y - lay.roof.y)
            for distance, column in sorted(columns.items()):
                head = pygame.Rect(column.x, band.y + 3, column.width, band.height - 8)
                self._distance_head(layer, head, distance)
                self._lit_box(ctx, f"street:{distance}", head, street_tip(distance), radius=4)
        if lay.crossing is not None:
            gap = lay.crossing
            size = max(14, min(self._sz(24), gap.width - 6))
            for floor, band in lay.floors.items():
                mark = pygame.Rect(0, 0, size, size)
                mark.center = (gap.centerx, band.y + band.height // 3)
                pygame.draw.circle(layer, (12, 10, 10), mark.center, size // 2 + 2)
                layer.blit(self._sights(size), mark)
                words = self._chip_size("1-2", self._readable(10))
                chip = pygame.Rect(0, 0, *words)
                chip.midtop = (gap.centerx, mark.bottom + 2)
                self._chip(layer, "1-2", self._readable(10), (236, 206, 170), (60, 16, 12), center=chip.center)
                self._lit_box(ctx, f"gap:{floor}", mark.union(chip), gap_tip(floor), radius=size // 2)

    def _distance_head(self, layer: pygame.Surface, head: pygame.Rect, distance: int) -> None:
        """A distance's name over its column of places, and the faces that hit there, on a dark plate."""
        px = self._px(11)
        step = art.line_height(px, True)
        odds = "shot on a 1" if distance == 1 else f"shot on 1-{distance}"
        plate = pygame.Rect(0, 0, head.width, min(head.height, 2 * step + 4))
        plate.midbottom = head.midbottom
        layer.blit(self._shade(plate.size, LABEL_FILL, 4), plate)
        pygame.draw.rect(layer, art.mix(SNIPER_RED, PRINT_INK, 0.25 * (3 - distance)), plate, 1, border_radius=4)
        sights = max(12, step)
        name = self._art_text(DISTANCE_NAMES.get(distance, f"{distance}"), px, LABEL_INK, bold=True)
        row = pygame.Rect(0, 0, sights + 4 + name.get_width(), step)
        row.midtop = (plate.centerx, plate.y + 2)
        layer.blit(self._sights(sights), (row.x, row.centery - sights // 2))
        layer.blit(name, name.get_rect(midleft=(row.x + sights + 4, row.centery)))
        self._line(layer, odds, 10, (236, 206, 170), plate.width - 6, least=READABLE,
                   midtop=(plate.centerx, row.bottom))

    def _draw_wreck(self, layer: pygame.Surface, space_id: str, fitting_id: str, rect: pygame.Rect,
                    card: pygame.Rect) -> None:
        """A wrecked Fitting (The Crossing, L1720): its card lying grey, cracked and tilted in the room, and
        on the plate across its head the Fitting it repairs to."""
        fitting = tips.record(self.content, "fittings", fitting_id)
        name = fitting.name if fitting is not None else fitting_id

        def make() -> pygame.Surface:
            face = pygame.transform.grayscale(self._face("fittings", fitting_id, card.size))
            face.fill((150, 140, 134, 255), special_flags=pygame.BLEND_RGBA_MULT)
            w, h = face.get_size()
            for a, b, c in (((0.18, 0.0), (0.42, 0.46), (0.3, 1.0)), ((0.82, 0.1), (0.6, 0.5), (0.78, 0.84))):
                points = [(a[0] * w, a[1] * h), (b[0] * w, b[1] * h), (c[0] * w, c[1] * h)]
                pygame.draw.lines(face, (24, 20, 18), False, points, max(2, w // 26))
                pygame.draw.lines(face, (200, 190, 180), False, [(x + 1, y) for x, y in points], 1)
            return pygame.transform.rotate(face, -7)
        wreck = self._cached(("wreck", fitting_id, card.size), make)
        at = wreck.get_rect(midbottom=card.midbottom)
        at.clamp_ip(rect)
        layer.blit(self._shade(card.size, (0, 0, 0, 90), max(2, card.width // 10)), card.move(2, 3))
        layer.blit(wreck, at)
        self._note_card(f"space:{space_id}", "fittings", fitting_id)
        self._card_plate(layer, name, card, rect, top=True, ink=WRECK_INK)
        size = self._readable(10)
        self._chip(layer, "WRECK", size, (150, 60, 40), (250, 230, 210),
                   midbottom=(card.centerx, min(rect.bottom - 3, card.bottom - 2)))

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
        left = int((ctx.view.get("decks") or {}).get("opportunities") or 0) if fitting_id == TABLE_FITTING else 0
        if left:
            self._draw_opportunities(layer, left, card, rect)
        layer.blit(self._face("fittings", fitting_id, card.size), card)
        self._note_card(f"space:{space_id}", "fittings", fitting_id)
        self._card_plate(layer, name, card, rect, top=True)
        if left:
            self._opportunity_badge(layer, ctx, left, card, rect)

    # --- the modules: a pet (Companions), the Opportunity cards under the Table ------------------------------
    def _pet_spot(self, view: dict, shelter: dict, spaces: dict) -> tuple[str, pygame.Rect, pygame.Rect] | None:
        """Where the pet sits: its room's id and rect, and its own place in the room's lower left corner (the
        room's standees stand to the right of it)."""
        pet = view.get("pet")
        holds = PET_ROOMS.get(str(pet), "guard")
        space_id = next((k for k in shelter if k in spaces and spaces[k].holds == holds), None) if pet else None
        rect = self._layout.cells.get((spaces[space_id].floor, spaces[space_id].column)) if space_id else None
        if rect is None:
            return None
        size = max(16, round(rect.height * 0.34))
        return space_id, rect, pygame.Rect(rect.x + 3, rect.bottom - 1 - size, size, size)

    def _children_spot(self, view: dict, shelter: dict, spaces: dict) -> tuple[str, pygame.Rect, pygame.Rect] | None:
        """Where the children stand: the Kid's Room's id and rect (the mattress's before it is built), and their
        place in the room's lower right corner."""
        kids = view.get("orphans") or {}
        if not kids or kids.get("lost"):
            return None
        space_id = next((k for k, spot in shelter.items() if spot.get("fitting") == KIDS_ROOM and k in spaces), None)
        space_id = space_id or next((k for k in shelter if k in spaces and spaces[k].holds == "floor_bed"), None)
        rect = self._layout.cells.get((spaces[space_id].floor, spaces[space_id].column)) if space_id else None
        if rect is None:
            return None
        size = max(18, round(rect.height * 0.56))
        return space_id, rect, pygame.Rect(rect.right - 3 - size, rect.bottom - 1 - size, size, size)

    def _draw_children(self, layer: pygame.Surface, ctx, kids: dict, at: pygame.Rect) -> None:
        record = ((getattr(self.content, "tables", {}) or {}).get("orphans") or {}).get(kids.get("card"))
        most = record.happiness_max if record is not None else 0
        layer.blit(pieces.children_figure(str(kids.get("card")), at.height, kids.get("happiness", 0), most), at)
        self._lit_box(ctx, "orphans", at, radius=4)

    def _draw_pet(self, layer: pygame.Surface, ctx, pet: str, at: pygame.Rect) -> None:
        layer.blit(pieces.pet_figure(pet, at.height), at)
        self._lit_box(ctx, "pet", at, radius=4)

    def _draw_opportunities(self, layer: pygame.Surface, left: int, card: pygame.Rect, rect: pygame.Rect) -> None:
        """The Opportunity cards under the Table: their edges behind its card, one for each, up to three."""
        radius = max(2, card.width // 10)
        step = max(2, card.width // 24)
        rise = max(0, min(step, (card.y - rect.y - 1) // 3))
        for k in range(min(left, 3), 0, -1):
            under = card.move(k * step, -k * rise)
            pygame.draw.rect(layer, OPPORTUNITY_BACK, under, border_radius=radius)
            pygame.draw.rect(layer, art.lighten(OPPORTUNITY_BACK, 0.35), under, 1, border_radius=radius)

    def _opportunity_badge(self, layer: pygame.Surface, ctx, left: int, card: pygame.Rect, rect: pygame.Rect) -> None:
        """How many Opportunity cards are left under the Table, on a badge at its card's lower right corner."""
        words = f"{left} left"
        size = self._readable(11)
        w, h = self._chip_size(words, size)
        badge = pygame.Rect(0, 0, w, h)
        badge.center = (min(card.right, rect.right - w // 2 - 2), card.bottom - h // 2 - 2)
        badge.clamp_ip(rect)
        pygame.draw.rect(layer, (0, 0, 0), badge.inflate(2, 2), border_radius=badge.height // 2)
        self._chip(layer, words, size, art.lighten(OPPORTUNITY_BACK, 0.55), (30, 24, 18), center=badge.center)
        self._lit_box(ctx, "deck:opportunities", badge, radius=badge.height // 2)

    def _draw_fitting_coming(self, layer: pygame.Surface, fitting_id: str, how: str, rect: pygame.Rect,
                             card: pygame.Rect) -> None:
        """A Fitting to be built, repaired (a wreck, The Crossing) or moved here this stage: its card faded in
        a dashed outline, its name and "to build" (or "to repair", "moving here") on the plate."""
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
        how = {"build": "to build", "repair": "to repair"}.get(how, "moving here")
        self._card_plate(layer, f"{name}\n{how}", card, rect, top=True, ink=COMING)

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


def _neighbour(pen, ink) -> None:
    """A door ajar with someone in it (a neighbour to trade or talk with)."""
    pen.polygon(ink, [(0.3, 0.82), (0.3, 0.2), (0.62, 0.2), (0.62, 0.82)])
    pen.polygon(PRINT_INK, [(0.36, 0.78), (0.36, 0.26), (0.56, 0.26), (0.56, 0.78)])
    pen.circle(ink, (0.46, 0.38), 0.06)
    pen.polygon(ink, [(0.4, 0.78), (0.42, 0.48), (0.5, 0.48), (0.52, 0.78)])
    pen.polygon(ink, [(0.62, 0.2), (0.76, 0.28), (0.76, 0.78), (0.62, 0.82)])


def _ruin(pen, ink) -> None:
    """A broken wall, its bricks fallen at its foot (a ruin to strip)."""
    pen.polygon(ink, [(0.22, 0.8), (0.22, 0.28), (0.36, 0.22), (0.46, 0.38), (0.58, 0.3), (0.66, 0.46), (0.66, 0.8)])
    for x, y in ((0.7, 0.72), (0.76, 0.64), (0.82, 0.74)):
        pen.polygon(ink, [(x - 0.05, y), (x + 0.05, y), (x + 0.05, y + 0.06), (x - 0.05, y + 0.06)])
    pen.line(PRINT_INK, [(0.22, 0.52), (0.66, 0.52)], 0.035)
    pen.line(PRINT_INK, [(0.44, 0.52), (0.44, 0.8)], 0.035)


def _place_fitting(pen, ink) -> None:
    """A hammer over a plank (a Fitting put together here)."""
    pen.capsule(ink, (0.18, 0.76), (0.82, 0.76), 0.06)
    pen.capsule(ink, (0.32, 0.66), (0.66, 0.28), 0.05)
    pen.polygon(ink, [(0.54, 0.2), (0.78, 0.44), (0.7, 0.52), (0.46, 0.28)])


NEW_KINDS = {"neighbour": _neighbour, "ruin": _ruin, "place_fitting": _place_fitting}


__all__ = ["ShelterArea"]
