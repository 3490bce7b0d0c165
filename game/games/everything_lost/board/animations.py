"""The Everything Lost board's animations, drawn each frame over the composed layer (never
recomposing it): dice tumbling where they were rolled ("dice_rolled": a fight roll in the fight
panel's lanes and your dice row, any other roll over the dice tray's holding box), the pawn sliding
on the map ("moved"), a short flash on the mob's new card spots ("mob"), over the mob when it
attacks ("mob_attack") and a red one over the health track ("bitten"). All end within half a second
at animation speed 1 (the times are multiplied by the speed setting; at 0 nothing animates).

They read only the events' data and what the layer drew from the view: while composing, the regions
keep the patches of table under the dice and the pawn (``_keep_patch``) and note where the dice lie
(``_fight_dice``, ``_tray``); the animations lay those patches back (``_lay_patch``) and draw what
moves over them.
"""
from __future__ import annotations

import pygame

from ....ui.board_kit import Anim, LayeredBoard, blit_tumbling_die, ease_out, int_or
from .. import pieces
from ..rules.state import MOB_SIZE
from .sheet import pawn_centre, zone_key

DICE_TIME = 0.45         # seconds, at animation speed 1
SETTLE = 0.7             # the dice show their rolled faces from this far into the tumble
SLIDE_TIME = 0.4         # the pawn from zone to zone
FLASH_TIME = 0.35
FLASH = {"mob": (190, 240, 150), "mob_attack": (255, 70, 50), "bitten": (255, 40, 30)}


class Animations(LayeredBoard):
    """EverythingLostBoard's animations (``self._anims``, run by the kit's LayeredBoard)."""

    _fight_dice: list
    _tray: dict

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        """Dice tumble for "dice_rolled" (in the fight panel for a fight roll, over the dice tray
        otherwise); the pawn slides for "moved"; the mob's new spots flash for "mob", the mob for
        "mob_attack", the health track for "bitten". Nothing at animation speed 0."""
        for kind, data in events:
            if kind == "dice_rolled":
                faces = [int_or(f) for f in data.get("faces") or []]
                if not faces:
                    continue
                colors = [str(c) for c in data.get("colors") or []]
                colors = (colors + ["white"] * len(faces))[:len(faces)]
                target = "fight" if data.get("fight") else "tray"
                self._anims = [a for a in self._anims if a.kind != "dice"]       # a new roll replaces the last
                self._anims.append(Anim("dice", DICE_TIME * speed, data={
                    "target": target, "faces": faces, "colors": colors, "paid": bool(data.get("action"))}))
            elif kind == "moved":
                src, dest = data.get("from"), data.get("to")
                if isinstance(src, str) and isinstance(dest, str) and src != dest:
                    self._anims = [a for a in self._anims if a.kind != "pawn"]
                    self._anims.append(Anim("pawn", SLIDE_TIME * speed, data={"from": src, "to": dest}))
            elif kind == "mob":
                size, amount = int_or(data.get("size")), int_or(data.get("amount"))
                spots = [k for k in range(max(0, size - amount), min(size, MOB_SIZE))]
                if spots:
                    self._anims.append(Anim("flash", FLASH_TIME * speed, data={"what": "mob", "spots": spots}))
            elif kind == "mob_attack":
                self._anims.append(Anim("flash", FLASH_TIME * speed, data={"what": "mob_attack"}))
            elif kind == "bitten":
                self._anims.append(Anim("flash", FLASH_TIME * speed, data={"what": "bitten"}))

    # --- drawing ------------------------------------------------------------------------
    def _draw_anims(self, surface: pygame.Surface) -> None:
        if self._layout is None:
            return
        for anim in self._anims:
            if anim.kind == "dice":
                if anim.data["target"] == "fight" and self._fight_dice:
                    self._draw_fight_roll(surface, anim)
                else:
                    self._draw_tray_roll(surface, anim)
            elif anim.kind == "pawn":
                self._draw_pawn(surface, anim)
            elif anim.kind == "flash":
                self._draw_flash(surface, anim)

    def _tumble(self, surface: pygame.Surface, dice: list[tuple[pygame.Rect, str, int, bool]], p: float) -> None:
        """Dice (rect, colour, face, dim) tumbling into their rects at progress p: random faces,
        the rolled ones once they settle."""
        offset = self.rect.topleft
        for i, (rect, colour, face, dim) in enumerate(dice):
            shown = face if p >= SETTLE else self._anim_rng.randrange(1, 7)
            die = pieces.die(colour, shown, rect.width, dim=dim and p >= SETTLE)
            blit_tumbling_die(surface, die, rect, i, p, offset, 300, 60, 0.5)

    def _draw_fight_roll(self, surface: pygame.Surface, anim: Anim) -> None:
        """The dice just rolled in the fight panel: your dice still in play (a re-roll throws only
        those), and the zombie dice whose faces the event lists, in order (the ones eliminated
        before the roll lie still)."""
        brown_faces = [f for f, c in zip(anim.data["faces"], anim.data["colors"]) if c == "brown"]
        mine = [d for d in self._fight_dice if d[0] == "mydie" and not d[5]]
        browns = sorted((d for d in self._fight_dice if d[0] == "zdie"), key=lambda d: d[1])
        rolled, k = [], 0
        for face in brown_faces:
            while k < len(browns) and browns[k][4] != face:
                k += 1
            if k >= len(browns):
                break
            rolled.append(browns[k])
            k += 1
        dice = mine + rolled
        for kind, index, *_ in dice:
            self._lay_patch(surface, (kind, index))
        self._tumble(surface, [(rect, colour, face, dim) for _, _, rect, colour, face, dim in dice], anim.progress)

    def _draw_tray_roll(self, surface: pygame.Surface, anim: Anim) -> None:
        """Any other roll tumbles in the holding box: the dice rolled first, then the held dice that
        were not part of it (an action's white dice were paid into the box before they rolled)."""
        held = self._tray.get("dice:held")
        if held is None:
            return
        strip, size, count = held
        faces, colors = anim.data["faces"], anim.data["colors"]
        rest = max(0, count - (sum(1 for c in colors if c == "white") if anim.data["paid"] else 0))
        total = len(faces) + rest
        size = max(8, min(size, (strip.width - 4) // max(1, total) - 4))
        self._lay_patch(surface, ("tray", "dice:held"))
        ox, oy = self.rect.topleft
        rects = [pygame.Rect(strip.x + 2 + k * (size + 4), strip.y + 1, size, size) for k in range(total)]
        for rect in rects[len(faces):]:
            surface.blit(pieces.die("white", 3, size, dim=True), rect.move(ox, oy))
        p = anim.progress
        self._tumble(surface, [(rect, colour, face, False) for rect, colour, face in zip(rects, colors, faces)], p)

    def _draw_pawn(self, surface: pygame.Surface, anim: Anim) -> None:
        """The pawn sliding from the old zone's cell to the new one's, inside the map's window."""
        try:
            src = self._map_view.cell_rect(zone_key(anim.data["from"]))
            dest = self._map_view.cell_rect(zone_key(anim.data["to"]))
        except (KeyError, ValueError, IndexError, TypeError):
            return
        self._lay_patch(surface, ("pawn",))             # not arrived yet
        p = ease_out(anim.progress)
        (x0, y0), (x1, y1) = pawn_centre(src), pawn_centre(dest)
        ox, oy = self.rect.topleft
        pawn = pieces.pawn(max(12, dest.width // 3))
        at = pawn.get_rect(center=(round(x0 + (x1 - x0) * p) + ox, round(y0 + (y1 - y0) * p) + oy))
        clip = surface.get_clip()
        surface.set_clip(self._layout.map.move(ox, oy).clip(clip))
        surface.blit(pawn, at)
        surface.set_clip(clip)

    def _draw_flash(self, surface: pygame.Surface, anim: Anim) -> None:
        """A bright wash over the spots, fading out."""
        what = anim.data["what"]
        lay = self._layout
        if what == "mob":
            rects = [lay.mob_spots[k] for k in anim.data["spots"] if k < len(lay.mob_spots)]
        elif what == "mob_attack":
            rects = [lay.mob]
        else:
            rects = [b.rect for b in self._layer_boxes if b.target in ("track:health", "bitten")]
        fade = 1 - anim.progress
        if fade <= 0:
            return
        color = FLASH[what]
        ox, oy = self.rect.topleft
        for rect in rects:
            wash = self._cached(("flash", rect.size, color), lambda r=rect: self._flash_picture(r.size, color))
            wash.set_alpha(round(255 * fade))
            surface.blit(wash, rect.move(ox, oy))

    def _flash_picture(self, size: tuple[int, int], color) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, self._sz(5))
        pygame.draw.rect(surf, (*color, 110), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (*color, 230), surf.get_rect(), max(2, self._sz(3)), border_radius=radius)
        return surf


__all__ = ["Animations", "DICE_TIME", "SLIDE_TIME", "FLASH_TIME"]
