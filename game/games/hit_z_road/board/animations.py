"""The Hit Z Road board's animations: dice tumbling where they were rolled ("dice_rolled"),
cards sliding from the deck into their slots ("card_drawn") and from the table to the
winner's pile ("card_won"). All end within 0.54 s at animation speed 1.

They never recompose the layer: the patches of table kept under the dice and the card slots
while composing (``_keep_patch``) are laid back first, then what moves is drawn over them.
"""
from __future__ import annotations

import pygame

from .. import pieces
from ....ui.board_kit import Anim, blit_tumbling_die, ease_out, int_or as _int, lerp_rect

DICE_TIME = 0.4          # seconds, at animation speed 1
SLIDE_TIME = 0.32
STAGGER = 0.03
MAX_STAGGER = 0.22       # slides end by SLIDE_TIME + MAX_STAGGER = 0.54 s


class AnimationsMixin:
    """HitZRoadBoard's animations (``self._anims``, run by the kit's LayeredBoard)."""

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        """Dice tumble for "dice_rolled"; cards slide from the deck for "card_drawn" and
        to the winner's pile for "card_won". Instant (nothing) at animation speed 0."""
        dealt = 0
        for kind, data in events:
            if kind in ("dice_rolled", "roll", "dice") or "roll" in kind:
                roll_kind = str(data.get("kind", ""))
                target = "fight" if roll_kind in ("ranged", "melee") or "fight" in kind else "event"
                self._anims = [a for a in self._anims if not (a.kind == "dice" and a.data["target"] == target)]
                self._anims.append(Anim("dice", DICE_TIME * speed, data={"target": target}))
            elif kind in ("card_drawn", "deal", "card_dealt"):
                path, slot = data.get("path"), data.get("slot")
                if path is None or slot is None:
                    continue
                delay = min(MAX_STAGGER, STAGGER * dealt) * speed
                dealt += 1
                self._anims.append(Anim("slide", SLIDE_TIME * speed, delay, data={
                    "deal": (_int(path), _int(slot)), "face_up": bool(data.get("face_up", True))}))
            elif kind in ("card_won", "card_kept", "won"):
                card, seat = data.get("card"), data.get("seat")
                if not isinstance(card, str) or seat is None:
                    continue
                src = self._card_spots.get(card)
                if src is not None:
                    self._anims.append(Anim("slide", SLIDE_TIME * speed, data={
                        "card": card, "to_pile": _int(seat), "src": pygame.Rect(src)}))

    def _draw_anims(self, surface: pygame.Surface) -> None:
        ox, oy = self.rect.topleft
        for anim in self._anims:
            if anim.kind == "dice":
                fight = anim.data["target"] == "fight"
                spots = self._fight_dice if fight else [(r, False) for r in self._event_dice]
                for k in range(len(spots)):
                    self._lay_patch(surface, ("fightdie" if fight else "eventdie", k))
                p = anim.progress
                for i, (rect, red) in enumerate(spots):
                    faces = pieces.DIE_FACES if red else pieces.DIE_FACES[:5]
                    die = self._die(faces[self._anim_rng.randrange(len(faces))], rect.width, red)
                    blit_tumbling_die(surface, die, rect, i, p, (ox, oy), 300, 60, 0.5)
            else:
                self._draw_slide(surface, anim, ox, oy)

    def _draw_slide(self, surface: pygame.Surface, anim: Anim, ox: int, oy: int) -> None:
        p = ease_out(anim.progress)
        if "deal" in anim.data:
            dest = self._slot_spots.get(tuple(anim.data["deal"]))
            if dest is None:
                return
            self._lay_patch(surface, ("slot",) + tuple(anim.data["deal"]))    # not landed yet
            src = pygame.Rect(self._layout.deck)
            if anim.t <= anim.delay:
                return
            rect = lerp_rect(src, dest, p)
            cid, level = self._slot_cards.get(tuple(anim.data["deal"]), (None, None))
            face = (self._cards.get(("face", cid, dest.size)) if self._warming else self._face(cid, dest.size)) \
                if (cid and p > 0.6) else None
            img = face if face is not None else self._back(level, dest.size)
            surface.blit(pygame.transform.scale(img, rect.size) if rect.size != img.get_size() else img,
                         rect.move(ox, oy))
            return
        src, dest = anim.data.get("src"), self._pile_spots.get(anim.data.get("to_pile"))
        if src is None or dest is None:
            return
        rect = lerp_rect(src, dest, p)
        img = self._face(anim.data["card"], src.size) if p < 0.5 else self._back(None, src.size)
        surface.blit(pygame.transform.scale(img, rect.size) if rect.size != src.size else img,
                     rect.move(ox, oy))


__all__ = ["AnimationsMixin"]
