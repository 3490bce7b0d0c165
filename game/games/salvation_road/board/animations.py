"""The per-frame overlays on the composed layer: the hover outline and the short animations of
events (dice tumbling in the tray, cards sliding from their decks, cards turning over). Each
animation lays the kept patch of table back under what moves and draws on top; the layer is
never recomposed for it. All are over within half a second.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import Anim, LayeredBoard, blit_tumbling_die, ease_out, int_or, lerp_rect
from .. import card_art as ca
from .style import APOC_RATIO

DICE_TIME = 0.42         # seconds at animation speed 1
SLIDE_TIME = 0.34
STAGGER = 0.04
MAX_STAGGER = 0.12       # slides end by SLIDE_TIME + MAX_STAGGER = 0.46 s


class Animations(LayeredBoard):
    """Starts the animations of events and draws them, and the hover outline, each frame."""

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        """Short animations (all over within 0.5 s; none at animation speed 0):
        "dice_rolled": the dice in the tray tumble; "card_drawn": an apocalypse card slides from its
        deck to the card being resolved, a search card slides from its deck onto the location (or the
        gate, for a toll); "flipped": a location card turns face up; "scouted": a road card slides
        from the road deck to its slot; "explored": a road card turns to its green side."""
        slides = 0
        for kind, data in events:
            if kind == "dice_rolled" or kind in ("threat_roll", "roll"):
                if data.get("faces") == []:
                    continue
                self._anims = [a for a in self._anims if a.kind != "dice"]
                self._anims.append(Anim("dice", DICE_TIME * speed))
                continue
            spec = self._anim_spec(kind, data)
            if spec is None:
                continue
            delay = min(MAX_STAGGER, STAGGER * slides) * speed
            slides += 1
            self._anims.append(Anim("slide", SLIDE_TIME * speed, delay, data=spec))
        for anim in self._anims:      # never longer than half a second, whatever the speed setting
            if anim.delay + anim.duration > 0.5:
                scale = 0.5 / (anim.delay + anim.duration)
                anim.delay *= scale
                anim.duration *= scale

    def _anim_spec(self, kind: str, data: dict) -> dict | None:
        """What a card event animates: a slide or a flip between kept spots (None: nothing)."""
        if kind == "card_drawn":
            deck = str(data.get("deck") or "")
            if deck == "apocalypse" and "apoc_current" in self._spot_images:
                return {"mode": "slide", "src": "apoc_deck", "dest": "apoc_current", "cover": True}
            if deck == "search":
                dest = f"loc:{data.get('location')}"
                return {"mode": "slide", "src": "search_deck", "dest": dest, "cover": False} if dest in self._spots \
                    else None
            if deck == "toll" and "gate" in self._spots:
                return {"mode": "slide", "src": "search_deck", "dest": "gate", "cover": False}
            return None
        if kind == "flipped":
            dest = f"loc:{data.get('location')}"
            if dest not in self._spot_images and data.get("slot") is not None:
                dest = f"slot:{int_or(data.get('slot'))}"
            return {"mode": "flip", "dest": dest, "back": "location"} if dest in self._spot_images else None
        if kind == "scouted" and data.get("index") is not None:
            dest = f"road:{int_or(data.get('index'))}"
            return {"mode": "slide", "src": "road_deck", "dest": dest, "cover": True} if dest in self._spot_images \
                else None
        if kind == "explored" and data.get("index") is not None:
            dest = f"road:{int_or(data.get('index'))}"
            return {"mode": "flip", "dest": dest, "back": "road"} if dest in self._spot_images else None
        return None

    def _draw_over_hovered(self, surface: pygame.Surface, hover: str, rect: pygame.Rect) -> None:
        view = self._card_view(hover, rect)
        if view is not None:
            image, where = view
            surface.blit(image, where)

    # the card view: a card whose words are small on the table, shown large while pointed at
    CARD_VIEW_MIN_PX = 9          # a face with smaller text (or shortened text) gets the card view

    def needs_card_view(self, target: str) -> bool:
        """Whether pointing at target shows the card view: its face has text under 9 px or text
        that had to be shortened."""
        entry = self._zoomable.get(target)
        if entry is None:
            return False
        info = ca.face_info(entry[2])
        return info is None or info.smallest < self.CARD_VIEW_MIN_PX or info.shortened

    def card_view_size(self, kind: str) -> tuple[int, int]:
        """How big the card view of a kind of card is on this board."""
        bw, bh = self.rect.size
        if kind == "character":
            h = max(120, min(round(bh * 0.44), round(bw * 0.62 / 2.0), 340))
            return round(h * 2.0), h
        ratio = 0.64 if kind == "location" else APOC_RATIO
        h = max(160, min(round(bh * 0.8), round(bw * 0.46 / ratio), 620))
        return round(h * ratio), h

    def _card_view(self, target: str, at: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect] | None:
        """(image, screen rect) of the card view of target, placed beside the card pointed at (at),
        inside the board; None when the card reads well as it lies."""
        if not self.needs_card_view(target):
            return None
        kind, data, face = self._zoomable[target]
        size = self.card_view_size(kind)
        key = ("card-view", target, id(face), size)
        image = self._misc.get(key)
        if image is None:
            image = self._card_view_image(kind, data, size)
            self._misc[key] = image
        board = self.rect
        w, h = image.get_size()
        gap = self._sz(14)
        spots = [pygame.Rect(at.right + gap, at.centery - h // 2, w, h), pygame.Rect(at.x - gap - w, at.centery - h // 2, w, h),
                 pygame.Rect(at.centerx - w // 2, at.y - gap - h, w, h), pygame.Rect(at.centerx - w // 2, at.bottom + gap, w, h)]
        for spot in spots:
            spot.clamp_ip(board)
            if not spot.colliderect(at):
                return image, spot
        spot = spots[0].clamp(board)
        return image, spot

    def _card_view_image(self, kind: str, data: dict, size: tuple[int, int]) -> pygame.Surface:
        """The printed card at size, on a dark mat with a light rim."""
        if kind == "character":
            card = self._char_face(data, size)
        elif kind == "location":
            card = self._location_face(data, size)
        else:
            card = self._apoc_face(data, size)
        m = self._sz(6)
        out = art.new_surface((size[0] + 2 * m, size[1] + 2 * m))
        pygame.draw.rect(out, (0, 0, 0, 200), out.get_rect(), border_radius=m * 2)
        pygame.draw.rect(out, (250, 236, 190), out.get_rect(), 2, border_radius=m * 2)
        out.blit(card, (m, m))
        return art.finish(out)

    def _draw_anims(self, surface: pygame.Surface) -> None:
        ox, oy = self.rect.topleft
        for anim in self._anims:
            if anim.kind == "dice":
                for k in range(len(self._dice_spots)):
                    self._lay_patch(surface, ("die", k))
                p = anim.progress
                for i, (rect, color) in enumerate(self._dice_spots):
                    face = self._anim_rng.randrange(4)
                    die = ca.threat_die(color, face, rect.width, bool(self.settings.colorblind))
                    blit_tumbling_die(surface, die, rect, i, p, (ox, oy), 280, 50, 0.45)
            else:
                self._draw_slide(surface, anim, ox, oy)

    def _draw_slide(self, surface: pygame.Surface, anim: Anim, ox: int, oy: int) -> None:
        spec = anim.data
        dest = self._spots.get(spec["dest"])
        if dest is None:
            return
        if spec.get("mode") == "flip" or spec.get("cover"):
            key = self._patch_key(spec["dest"])
            if key is not None:
                self._lay_patch(surface, key)          # the card has not landed / turned yet
        front = self._spot_images.get(spec["dest"])
        if spec.get("mode") == "flip":
            back = self._spot_backs.get(spec["dest"]) or ca.location_back(dest.size)
            p = anim.progress
            pic = back if p < 0.5 else (front or back)
            w = max(1, round(dest.width * abs(1 - 2 * p)))
            if anim.t <= anim.delay:
                pic, w = back, dest.width
            scaled = pygame.transform.scale(pic, (w, dest.height))
            surface.blit(scaled, scaled.get_rect(center=dest.move(ox, oy).center))
            return
        if anim.t <= anim.delay:
            return
        src = self._spots.get(spec["src"])
        if src is None:
            return
        p = ease_out(anim.progress)
        if spec.get("cover"):
            rect = lerp_rect(src, dest, p)
            pic = front if (front is not None and p > 0.55) else self._spot_images.get(spec["src"])
        else:
            # a search card flies onto the location at its own size and fades as it lands
            end = pygame.Rect(src)
            end.center = dest.center
            rect = lerp_rect(src, end, p)
            pic = self._spot_images.get(spec["src"])
            if pic is not None and p > 0.7:
                pic = art.fade(pic.copy(), round(255 * (1 - p) / 0.3))
        if pic is None:
            return
        if pic.get_size() != rect.size:
            pic = pygame.transform.scale(pic, rect.size)
        surface.blit(pic, rect.move(ox, oy))

    def _patch_key(self, dest_name: str) -> tuple | None:
        if dest_name in self._spot_patches:
            return self._spot_patches[dest_name]
        if dest_name == "apoc_current":
            return ("apoc_current",)
        if dest_name.startswith("road:"):
            return ("road", int_or(dest_name[5:]))
        if dest_name.startswith("slot:"):
            return ("loc", int_or(dest_name[5:]))
        return None


__all__ = ["Animations"]
