"""The active cards (the buildings and rubble of the zone you are in) with the building and rubble decks
and discards beside them; the mob around the zombie deck with the mob skills as tilted cards; the
weapons. Element ids: ``card:<i>``, ``deck:buildings``, ``deck:rubble``, ``discard:<deck>``,
``deck:zombies``, ``mob:<k>``, ``mob_skill:<k>``, ``weapon:<k>``.

A face-down mob card is drawn with ``zombie_back`` and nothing else: the view holds None for it. In the
revealed view (a finished mission's replay) it is named and drawn face up in a gold rim."""
from __future__ import annotations

import pygame

from ....ui import art
from .card_view import CardView
from .. import card_art as ca
from .. import tooltips as tips
from .text import EL, line
from ..card_art.scenes import TYPE_NAMES
from ..rules.state import MOB_SIZE

HIDDEN_RIM = (222, 180, 70)      # round a mob card the revealed view shows that the survivor saw face down


class CardsRow(CardView):
    """Draws the active cards, the decks, the mob and the weapons."""

    def _face(self, key: tuple, make) -> pygame.Surface | None:
        """A card face from the caches; while too many new faces were drawn this frame, None (the
        caller draws a stand-in and warm_up draws the face on a quiet frame)."""
        if key in self._faces:
            return self._faces[key]
        if self._new_faces >= self.NEW_FACES_PER_FRAME:
            self._stand_ins = True
            self._pending[key] = make
            return None
        self._new_faces += 1
        face = make()
        self._faces[key] = face
        return face

    def _stand_in(self, layer, rect, fill) -> None:
        pygame.draw.rect(layer, fill, rect, border_radius=self._sz(6))
        pygame.draw.rect(layer, (20, 20, 20), rect, 2, border_radius=self._sz(6))

    def _active_card(self, entry: dict) -> tuple[str, object, object] | None:
        """(kind, record, side) of an active card for ``_card_face``; None when unknown."""
        if entry.get("deck") == "building":
            card = tips.card_record(self.content, "buildings", entry.get("card"))
            return None if card is None else ("building", card, "back" if entry.get("flipped") else "front")
        card = tips.card_record(self.content, "rubble", entry.get("card"))
        if card is None:
            return None
        meets = tips.card_record(self.content, "survivors", card.meets[0]) if card.meets else None
        return "rubble", card, meets.name if meets else ""

    def _active_face(self, entry: dict, size: tuple[int, int]):
        found = self._active_card(entry)
        if found is None:
            return None
        kind, card, side = found
        key = ("building", card.id, side == "back", size) if kind == "building" else ("rubble", card.id, size)
        return self._face(key, lambda: self._card_face(kind, card, side, size))

    def _card_marks(self, target: pygame.Surface, rect: pygame.Rect, marks: tuple, px: int) -> None:
        """Over an active card: the building type rolled (a chip under the picture) and the actions
        used this turn (a red tag along the bottom). marks: (flipped, type name, used action names)."""
        flipped, type_name, used = marks
        if type_name:
            # under the facade on a front, under the facade strip on a back (clear of the loot)
            y = rect.y + round(rect.height * (0.29 if flipped else 0.58))
            self._chip(target, type_name.upper(), px / self._layout.s * 0.95, (214, 200, 150),
                       midbottom=(rect.centerx, y))
        if used:
            words = "USED: " + ", ".join(used)
            tag = pygame.Rect(rect.x + 3, rect.bottom - px - 8, rect.width - 6, px + 6)
            pygame.draw.rect(target, (150, 30, 26), tag, border_radius=3)
            line(target, words, tag.inflate(-4, 0), px, EL["bone"], bold=True, align="center", minimum=min(10, px))

    def _draw_active(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        self._draw_decks(layer, ctx)
        for i, (entry, rect) in enumerate(zip(view.get("active") or [], lay.active)):
            face = self._active_face(entry, rect.size)
            layer.blit(art.panel(rect.size, (0, 0, 0, 110), self._sz(6), border=(0, 0, 0, 0)), rect.move(2, 3))
            if face is None:
                self._stand_in(layer, rect, EL["paper_dark"])
            else:
                layer.blit(face, rect)
            marks = (bool(entry.get("flipped")), TYPE_NAMES.get(entry["type"], entry["type"]) if entry.get("type") else "",
                     tuple(tips.ACTION_NAMES.get(u, u) for u in entry.get("used") or []))
            self._card_marks(layer, rect, marks, max(10, self._sz(10)))
            found = self._active_card(entry)
            if found is not None:
                self._note_card(f"card:{i}", *found, rect.size, marks)
            self._box(ctx, f"card:{i}", rect, tips.tooltip(view, f"card:{i}", self.content), radius=self._sz(6))

    def _draw_decks(self, layer, ctx) -> None:
        d, view = self._layout.decks, ctx.view
        decks, discards = view.get("decks") or {}, view.get("discards") or {}
        half = (d.height - self._sz(6)) // 2
        for k, kind in enumerate(("buildings", "rubble")):
            area = pygame.Rect(d.x, d.y + k * (half + self._sz(6)), d.width, half)
            card_h = min(area.height - self._sz(30), round(area.width / 0.68))
            card = pygame.Rect(area.x, area.y, area.width, card_h)
            n = int(decks.get(kind, 0))
            if n:
                for off in (4, 2):
                    pygame.draw.rect(layer, (20, 20, 20), card.move(off // 2, off), border_radius=4)
                layer.blit(self._cached(("deck", kind, card.size), lambda: ca.deck_back(kind, card.size)), card)
            else:
                pygame.draw.rect(layer, (70, 70, 70), card, 1, border_radius=4)
            px = max(10, self._sz(10))
            line(layer, f"{n} left", pygame.Rect(area.x, card.bottom + 1, area.width, px + 3), px, EL["bone"], bold=True,
                 align="center")
            dis = pygame.Rect(area.x, card.bottom + px + 4, area.width, px + 3)
            line(layer, f"{len(discards.get(kind) or [])} out", dis, px, EL["muted"], align="center")
            self._box(ctx, f"deck:{kind}", card, tips.tooltip(view, f"deck:{kind}", self.content))
            self._box(ctx, f"discard:{kind}", dis, tips.tooltip(view, f"discard:{kind}", self.content))

    def _draw_mob(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        layer.blit(art.panel(lay.mob.size, (26, 30, 26), self._sz(8), border=(64, 74, 60)), lay.mob)
        mob = view.get("mob") or []
        face_down = view.get("mob_face_down") or []     # only in the revealed view
        title = f"THE MOB · {len(mob)} of {MOB_SIZE}"
        drawn = line(layer, title, pygame.Rect(lay.mob.x + self._sz(8), lay.mob.y + 2, lay.mob.width // 2,
                                               self._sz(18)), self._sz(12), (180, 200, 160), bold=True)
        if any(face_down):
            key = pygame.Rect(drawn.right + self._sz(10), lay.mob.y + 2,
                              lay.mob.right - self._sz(8) - drawn.right - self._sz(10), self._sz(18))
            line(layer, "gold rim: face down to the survivor", key, self._sz(10), HIDDEN_RIM, align="right")
        deck = lay.zombie_deck
        n = int((view.get("decks") or {}).get("zombies", 0))
        if n:
            for off in (4, 2):
                pygame.draw.rect(layer, (8, 8, 8), deck.move(off // 2, off), border_radius=4)
            layer.blit(self._cached(("zback", deck.size), lambda: ca.zombie_back(deck.size)), deck)
        else:
            pygame.draw.rect(layer, (70, 80, 70), deck, 1, border_radius=4)
        self._chip(layer, str(n), 11, (200, 190, 170), center=(deck.right - self._sz(8), deck.y + self._sz(8)))
        self._box(ctx, "deck:zombies", deck, tips.tooltip(view, "deck:zombies", self.content))
        for k, rect in enumerate(lay.mob_spots):
            if k >= len(mob):
                pygame.draw.rect(layer, (60, 70, 58), rect, 1, border_radius=4)
                line(layer, str(k + 1), rect, self._sz(12), (70, 84, 66), align="center")
                continue
            card_id = mob[k]
            record = tips.card_record(self.content, "zombies", card_id) if card_id is not None else None
            if record is None:
                layer.blit(self._cached(("zback", rect.size), lambda: ca.zombie_back(rect.size)), rect)
            else:
                # the defaults bind this card: a face made later (warm_up) must not draw the loop's last one
                face = self._face(("zombie", record.id, rect.size),
                                  lambda r=record, size=rect.size: self._card_face("zombie", r, None, size))
                self._note_card(f"mob:{k}", "zombie", record, None, rect.size)
                if face is None:
                    self._stand_in(layer, rect, EL["zombie_dark"])
                else:
                    layer.blit(face, rect)
                if k < len(face_down) and face_down[k]:
                    # everything revealed (a finished mission's replay): a card the survivor saw only from
                    # the back gets a gold rim (round the card: nothing printed on it is covered)
                    pygame.draw.rect(layer, HIDDEN_RIM, rect.inflate(2, 2), 2, border_radius=5)
            self._box(ctx, f"mob:{k}", rect, tips.tooltip(view, f"mob:{k}", self.content), radius=4)
        # the mob skills: small cards lying tilted along the bottom
        area = lay.mob_skills
        skills = view.get("mob_skills") or []
        title = line(layer, "MOB SKILLS" if skills else "MOB SKILLS · none yet",
                     pygame.Rect(area.x, area.y, area.width // 2, area.height), self._sz(10), (150, 170, 140), bold=True)
        x = title.right + self._sz(8)
        w = min(round(area.height * 2.6), (area.right - x) // max(1, len(skills)) - 4) if skills else 0
        for k, card_id in enumerate(skills):
            record = tips.card_record(self.content, "zombies", card_id)
            plate = art.new_surface((max(20, w), area.height - 4))
            plate.fill((70, 30, 26))
            pygame.draw.rect(plate, (200, 170, 120), plate.get_rect(), 1)
            line(plate, (record.skill if record else "skill").title(), plate.get_rect().inflate(-4, 0), self._sz(10),
                 EL["bone"], bold=True, align="center")
            tilted = pygame.transform.rotate(plate, 5 if k % 2 else -5)
            rect = tilted.get_rect(center=(x + k * (w + 4) + w // 2, area.centery))
            layer.blit(tilted, rect)
            self._note_card(f"mob_skill:{k}", "zombie", record, None, lay.mob_spots[0].size)
            self._box(ctx, f"mob_skill:{k}", rect, tips.tooltip(view, f"mob_skill:{k}", self.content))

    def _draw_gear(self, layer: pygame.Surface, ctx) -> None:
        g, view = self._layout.gear, ctx.view
        line(layer, "WEAPONS", pygame.Rect(g.x, g.y, g.width, self._sz(16)), self._sz(11), EL["muted"], bold=True)
        weapons = view.get("weapons") or []
        top = g.y + self._sz(18)
        n = max(2, len(weapons))
        gap = self._sz(6)
        w = min((g.width - gap * (n - 1)) // n, round((g.bottom - top) * 0.72))
        h = min(g.bottom - top, round(w / 0.7))
        for k in range(n):
            rect = pygame.Rect(g.x + k * (w + gap), top, w, h)
            if k >= len(weapons):
                pygame.draw.rect(layer, (80, 80, 84), rect, 1, border_radius=4)
                continue
            held = weapons[k]
            card = tips.card_record(self.content, "weapons", held.get("id"))
            if card is None:
                continue
            up = bool(held.get("up"))
            side = card.back if up else card.front
            face = self._face(("weapon", card.id, up, rect.size),
                              lambda sd=side, u=up, size=rect.size: self._card_face("weapon", sd, u, size))
            self._note_card(f"weapon:{k}", "weapon", side, up, rect.size)
            if face is None:
                self._stand_in(layer, rect, (70, 64, 58))
            else:
                layer.blit(face, rect)
            self._box(ctx, f"weapon:{k}", rect, tips.tooltip(view, f"weapon:{k}", self.content), radius=4)


__all__ = ["CardsRow"]
