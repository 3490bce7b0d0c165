"""The Wasted Wilds board's animations, drawn each frame over the composed layer (never recomposing it):
the two dice tumbling over the map's corner ("dice_rolled": spawns and stealth tests), a survivor's
standee sliding from tile to tile ("moved"), a ring where a monster token lands ("token_placed") and a
flash over a survivor's panel when a monster comes to them or they are hurt ("monster_drawn",
"survivor_hurt"). All end within half a second at animation speed 1 (the times are multiplied by the
speed setting; at 0 nothing animates). They read only the events' data and where the layer drew things."""
from __future__ import annotations

import pygame

from ....ui.board_kit import Anim, LayeredBoard, blit_tumbling_die, ease_out, int_or
from .. import pieces

DICE_TIME = 0.45         # seconds, at animation speed 1
SETTLE = 0.7             # the dice show their rolled faces from this far into the tumble
SLIDE_TIME = 0.35
RING_TIME = 0.4
FLASH_TIME = 0.35
FLASH = {"monster_drawn": (255, 90, 60), "survivor_hurt": (230, 40, 30)}


class Animations(LayeredBoard):
    """WastedWildsBoard's animations (``self._anims``, run by the kit's LayeredBoard)."""

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        for kind, data in events:
            if kind == "dice_rolled":
                faces = [int_or(f) for f in data.get("faces") or []]
                if faces:
                    self._anims = [a for a in self._anims if a.kind != "dice"]      # a new roll replaces the last
                    self._anims.append(Anim("dice", DICE_TIME * speed, data={"faces": faces}))
            elif kind == "moved":
                src, dest = data.get("from"), data.get("to")
                if isinstance(src, str) and isinstance(dest, str) and src != dest:
                    self._anims.append(Anim("slide", SLIDE_TIME * speed, data={
                        "from": src, "to": dest, "survivor": int_or(data.get("survivor"))}))
            elif kind == "token_placed" and isinstance(data.get("cell"), str):
                self._anims.append(Anim("ring", RING_TIME * speed, data={"cell": data["cell"]}))
            elif kind in FLASH and isinstance(data.get("survivor"), int):
                self._anims = [a for a in self._anims if not (a.kind == "flash" and a.data["survivor"] == data["survivor"])]
                self._anims.append(Anim("flash", FLASH_TIME * speed, data={"survivor": data["survivor"], "what": kind}))

    # --- drawing ------------------------------------------------------------------------
    def _draw_anims(self, surface: pygame.Surface) -> None:
        if self._layout is None:
            return
        for anim in self._anims:
            if anim.kind == "dice":
                self._draw_roll(surface, anim)
            elif anim.kind == "slide":
                self._draw_slide(surface, anim)
            elif anim.kind == "ring":
                self._draw_ring(surface, anim)
            elif anim.kind == "flash":
                self._draw_flash(surface, anim)

    def _cell_on_screen(self, key: str) -> pygame.Rect | None:
        if self._map_bounds is None:
            return None
        rect = self._map_view.cell_rect(self._to_grid(key))
        return rect.move(self.rect.topleft)

    def _draw_roll(self, surface: pygame.Surface, anim: Anim) -> None:
        area = self._layout.map.move(self.rect.topleft)
        size = max(18, self._sz(34))
        p = ease_out(anim.progress)
        for i, face in enumerate(anim.data["faces"]):
            shown = face if p >= SETTLE else 1 + (i + int(anim.t * 30)) % 6
            die = pieces.spawn_die(shown, size)
            rect = pygame.Rect(area.x + self._sz(14) + i * round(size * 1.3), area.bottom - size - self._sz(26), size, size)
            blit_tumbling_die(surface, die, rect, i, p, (0, 0), 300, 70, 0.8)

    def _draw_slide(self, surface: pygame.Surface, anim: Anim) -> None:
        src, dest = self._cell_on_screen(anim.data["from"]), self._cell_on_screen(anim.data["to"])
        if src is None or dest is None:
            return
        survivors = (self._last_view or {}).get("survivors") or []
        index = anim.data["survivor"]
        char = survivors[index].get("char") if index < len(survivors) else ""
        size = max(14, min(src.width // 3, round(src.width * 0.3)))
        p = ease_out(anim.progress)
        x = src.centerx + (dest.centerx - src.centerx) * p
        y = src.centery + (dest.centery - src.centery) * p - abs(0.5 - abs(p - 0.5)) * size
        pawn = pieces.standee(char or "", size, True, (survivors[index].get("name") or "?")[:1] if index < len(survivors) else "")
        surface.blit(pawn, pawn.get_rect(center=(round(x), round(y))))

    def _draw_ring(self, surface: pygame.Surface, anim: Anim) -> None:
        cell = self._cell_on_screen(anim.data["cell"])
        if cell is None:
            return
        p = anim.progress
        radius = max(4, round(cell.width * (0.15 + 0.35 * p)))
        ring = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
        pygame.draw.circle(ring, (220, 50, 40, round(220 * (1 - p))), (radius + 2, radius + 2), radius, max(2, radius // 6))
        surface.blit(ring, ring.get_rect(center=cell.center))

    def _draw_flash(self, surface: pygame.Surface, anim: Anim) -> None:
        panels = self._layout.survivors
        index = anim.data["survivor"]
        if index >= len(panels):
            return
        rect = panels[index].move(self.rect.topleft)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = round(90 * (1 - anim.progress))
        shade.fill((*FLASH[anim.data["what"]], alpha))
        surface.blit(shade, rect)
