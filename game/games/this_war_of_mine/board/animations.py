"""The This War of Mine board's animations, drawn each frame over the composed layer (never recomposing
it): a standee sliding, with a little hop, from where it stood to where it stands now whenever a
Character's place changes (to a Bed, the floor, out to the Location, home at Dawn; those left in the
room close up); goods tokens flying into the Storage (or the Findings Pile while scavenging) on "gained",
out of it on "lost", and in at the street door when the party comes home ("home"); the dice tumbling for
a roll (the "dice_rolled" events of one answer together, each die landing where the table draws it: beside
its combatant in a fight, beside its Guard in a night raid; over the house when the table draws no such die); the Noise marker moving up or down its gauge ("noise"). All end within about half a second
at animation speed 1 (the times are multiplied by the speed setting; at 0 nothing animates).

They read only the events' data and where the layer drew things (``_spots``, filled while composing):
under a moving standee and the Noise marker the regions keep the table as it was before they were drawn
(``_keep_patch``), so what moves is never seen twice. The slides start from the compose itself (the
standees' spots before and after), not from an event, so every way a place changes is seen.
"""
from __future__ import annotations

import math

import pygame

from ....core.prompt import ROLL_EVENT
from ....ui.board_kit import Anim, LayeredBoard, blit_tumbling_die, ease_out, int_or, lerp_rect
from .. import pieces
from .. import tooltips as tips

SLIDE_TIME = 0.45        # seconds, at animation speed 1
GOODS_TIME = 0.5
DICE_TIME = 0.5
SETTLE = 0.7             # the dice show their rolled faces from this far into the tumble
NOISE_TIME = 0.35
MOST_TOKENS = 8          # goods tokens flying at once, at most
MOST_DICE = 6            # dice tumbling at once, at most (the last ones rolled)
FACES = {"gray": ("blank", "1", "2", "script"), "yellow": ("blank", "1", "2", "hatchet"),
         "red": ("1", "2", "shotgun", "out_of_ammo"), "black": tuple(str(k) for k in range(1, 11))}


class Animations(LayeredBoard):
    """ThisWarOfMineBoard's animations (``self._anims``, run by the kit's LayeredBoard)."""

    def _init_animations(self) -> None:
        self._spots: dict = {}
        self._was: dict | None = None          # the standees' spots of the last compose, and its layout

    # --- starting --------------------------------------------------------------------------------------------
    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        before = self._last_view or {}
        flying = 0
        rolled: list[tuple[str, str]] = []
        for kind, data in events:
            if kind in ("gained", "lost") and isinstance(data.get("item"), str):
                where = "findings" if tips.phase_now(before) == "scavenging" else "storage"
                for _ in range(max(1, min(3, int_or(data.get("amount"), 1)))):
                    if flying >= MOST_TOKENS:
                        break
                    self._anims.append(Anim("goods", GOODS_TIME * speed, delay=0.06 * flying * speed,
                                            data={"item": data["item"], "where": where, "in": kind == "gained"}))
                    flying += 1
            elif kind == "home" and isinstance(data.get("goods"), dict):
                for item in sorted(data["goods"]):       # the party's findings carried in at the street door
                    if flying < MOST_TOKENS:
                        self._anims.append(Anim("goods", GOODS_TIME * speed, delay=0.06 * flying * speed,
                                                data={"item": item, "where": "storage", "in": True, "door": True}))
                        flying += 1
            elif kind == ROLL_EVENT:
                rolled += pieces.roll_dice(data)
            elif kind == "noise" and "noise" in data:
                old, new = int_or(before.get("noise"), 1), int_or(data.get("noise"), 1)
                if old != new:
                    self._anims = [a for a in self._anims if a.kind != "noise"]
                    self._anims.append(Anim("noise", NOISE_TIME * speed, data={"from": old, "to": new}))
        if rolled:                          # one answer's dice tumble together; a new roll replaces the last
            self._anims = [a for a in self._anims if a.kind != "dice"]
            self._anims.append(Anim("dice", DICE_TIME * speed, data={"dice": rolled[-MOST_DICE:]}))

    def _start_slides(self, was: dict, now: dict, people: list) -> None:
        """A slide for each Character drawn somewhere else than in the last compose (same layout)."""
        speed = float(self.settings.animation_speed or 0)
        if speed <= 0:
            return
        for i, (key, rect) in now.items():
            old = was.get(i)
            if old is None or old[1] == rect or not 0 <= i < len(people):
                continue
            self._anims = [a for a in self._anims if not (a.kind == "slide" and a.data["who"] == i)]
            self._anims.append(Anim("slide", SLIDE_TIME * speed, data={
                "who": i, "from": pygame.Rect(old[1]), "to": pygame.Rect(rect), "key": key,
                "id": people[i].get("id"), "asleep": self._lying(people[i])}))

    # --- drawing --------------------------------------------------------------------------------------------
    def _draw_anims(self, surface: pygame.Surface) -> None:
        if self._layout is None:
            return
        slides = [a for a in self._anims if a.kind == "slide"]
        if slides:
            self._draw_slides(surface, slides)
        for anim in self._anims:
            if anim.kind == "goods":
                self._draw_goods_flight(surface, anim)
            elif anim.kind == "dice":
                self._draw_roll(surface, anim)
            elif anim.kind == "noise":
                self._draw_noise_move(surface, anim)

    def _draw_slides(self, surface: pygame.Surface, slides: list[Anim]) -> None:
        """The rooms a moving standee arrives in are laid back as they were before their standees were drawn,
        those standing still there drawn again, then each moving one hops from its old spot to its new."""
        ox, oy = self.rect.topleft
        moving = {a.data["who"] for a in slides}
        keys = {a.data["key"] for a in slides}
        standing = self._spots.get("standee", {})
        people = (self._last_view or {}).get("characters") or []
        for key in keys:
            self._lay_patch(surface, key)
            for i, (where, rect) in standing.items():
                if where == key and i not in moving and 0 <= i < len(people):
                    figure = pieces.standee(people[i].get("id"), rect.height, self._lying(people[i]))
                    surface.blit(figure, figure.get_rect(midbottom=rect.move(ox, oy).midbottom))
        for anim in slides:
            p = ease_out(anim.progress)
            at = lerp_rect(anim.data["from"], anim.data["to"], p).move(ox, oy)
            hop = math.sin(math.pi * p)
            figure = pieces.standee(anim.data["id"], at.height, anim.data["asleep"])
            surface.blit(figure, figure.get_rect(midbottom=(at.centerx, at.bottom - round(hop * at.height * 0.35))))

    def _goods_ends(self, anim: Anim) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(from, to) of a flying token in board coordinates: into its pile's spot from the middle of the house
        (from the street door when the party comes home, from the Location while scavenging), or out of its
        spot up and away."""
        pile = self._spots.get("pile", {}).get(anim.data["where"])
        spot = self._spots.get("goods", {}).get((anim.data["where"], anim.data["item"]))
        if pile is None:
            return None
        size = spot.width if spot is not None else max(14, self._sz(24))
        home = spot if spot is not None else pygame.Rect(pile.x, pile.y, size, size)
        lay = self._layout
        door = next((lay.cells.get((s.floor, s.column)) for s in self._grid.values() if s.holds == "outside"), None)
        if anim.data.get("door") and door is not None:
            far = pygame.Rect(door.centerx - size // 2, door.centery - size // 2, size, size)
        else:
            source = lay.cards if anim.data["where"] == "findings" else lay.house
            far = pygame.Rect(source.centerx - size // 2, source.y + source.height // 3, size, size)
        return (far, home) if anim.data["in"] else (home, home.move(0, -self._sz(60)))

    def _draw_goods_flight(self, surface: pygame.Surface, anim: Anim) -> None:
        if anim.t < anim.delay:
            return
        ends = self._goods_ends(anim)
        if ends is None:
            return
        p = ease_out(anim.progress)
        at = lerp_rect(ends[0], ends[1], p).move(self.rect.topleft)
        lift = math.sin(math.pi * p) * self._sz(30) if anim.data["in"] else 0
        token = pieces.token_picture(self.content, anim.data["item"], max(8, at.width))
        if not anim.data["in"]:
            token = token.copy()
            token.set_alpha(round(255 * (1 - p)))
        surface.blit(token, (at.x, at.y - round(lift)))

    def _roll_rects(self, dice: list[tuple[str, str]]) -> list[tuple[pygame.Rect, tuple | None] | None]:
        """Where each die lands, in board coordinates: on the table's die with its face (the last rolled on
        the last drawn, so a re-rolled die lands on the face that stood), with the key of the table kept
        under it; a die the table does not draw lands in a row over the house while the table draws no dice,
        else is not shown (None)."""
        free = list(self._spots.get("dice") or [])
        rects: list = [None] * len(dice)
        for n in range(len(dice) - 1, -1, -1):
            k = next((k for k in range(len(free) - 1, -1, -1) if free[k][0] == dice[n]), None)
            if k is not None:
                _face, rect, key = free.pop(k)
                rects[n] = (rect, key)
        if self._spots.get("dice"):
            return rects
        size = max(20, self._sz(44))
        house = self._layout.house
        total = len(dice) * size + (len(dice) - 1) * 8
        x0 = house.centerx - total // 2
        return [(pygame.Rect(x0 + k * (size + 8), house.y + self._layout.roof.height + self._sz(10), size, size), None)
                for k in range(len(dice))]

    def _draw_roll(self, surface: pygame.Surface, anim: Anim) -> None:
        dice = anim.data["dice"]
        spots = self._roll_rects(dice)
        for spot in spots:
            if spot is not None and spot[1] is not None:
                self._lay_patch(surface, spot[1])        # the die the table shows, until the tumble settles
        p = ease_out(anim.progress)
        for i, ((die, face), spot) in enumerate(zip(dice, spots)):
            if spot is None:
                continue
            rect = spot[0]
            faces = FACES.get(die, FACES["gray"])
            shown = face if p >= SETTLE else faces[(i + int(anim.t * 24)) % len(faces)]
            blit_tumbling_die(surface, pieces.die_face(die, shown, rect.width), rect, i, p, self.rect.topleft,
                              320, 60, 0.7)

    def _draw_noise_move(self, surface: pygame.Surface, anim: Anim) -> None:
        spots = self._spots.get("noise") or {}
        start, end = spots.get(anim.data["from"]), spots.get(anim.data["to"])
        if start is None or end is None:
            return
        self._lay_patch(surface, ("noise",))
        at = lerp_rect(start, end, ease_out(anim.progress)).move(self.rect.topleft)
        surface.blit(pieces.marker("noise", at.width), at)


__all__ = ["Animations", "SLIDE_TIME", "GOODS_TIME", "DICE_TIME", "NOISE_TIME"]
