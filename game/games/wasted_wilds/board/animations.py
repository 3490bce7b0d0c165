"""The Wasted Wilds board's animations, drawn each frame over the composed layer (never recomposing it):
the two dice tumbling over the map's corner ("dice_rolled": spawns and stealth tests), a survivor's
standee sliding from tile to tile ("moved"), a monster token lifted and slid one tile, each token its
own ("token_moved": at Day and when tokens are pulled), a ring where a monster token lands
("token_placed") and a flash over a survivor's panel when a monster comes to them or they are hurt
("monster_drawn", "survivor_hurt"). All end within half a second at animation speed 1 (the times are
multiplied by the speed setting; at 0 nothing animates). They read only the events' data and where the
layer drew things; a token or a standee still sliding is hidden where the layer already shows it landed,
under the patch of table the map kept there (``_keep_patch``), so it is never seen twice, and it lands on
the very spot the map draws it on (map_area's ``token_spot`` and ``standee_spot``)."""
from __future__ import annotations

import math
from collections import Counter

import pygame

from ....ui.board_kit import Anim, LayeredBoard, blit_tumbling_die, ease_out, int_or, lerp_rect
from .. import pieces
from .map_area import standee_spot, standing, tile_rect, token_spot

DICE_TIME = 0.45         # seconds, at animation speed 1
SETTLE = 0.7             # the dice show their rolled faces from this far into the tumble
SLIDE_TIME = 0.35
TOKEN_TIME = 0.35
TOKEN_LIFT = 0.3         # a sliding token grows by this much of its size at the top of its hop
RING_TIME = 0.4
FLASH_TIME = 0.35
FLASH = {"monster_drawn": (255, 90, 60), "survivor_hurt": (230, 40, 30)}


class Animations(LayeredBoard):
    """WastedWildsBoard's animations (``self._anims``, run by the kit's LayeredBoard)."""

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        self._start_token_slides([(data.get("from"), data.get("to")) for kind, data in events
                                  if kind == "token_moved"], speed)
        for kind, data in events:
            if kind == "dice_rolled":
                faces = [int_or(f) for f in data.get("faces") or []]
                if faces:
                    self._anims = [a for a in self._anims if a.kind != "dice"]      # a new roll replaces the last
                    self._anims.append(Anim("dice", DICE_TIME * speed, data={"faces": faces}))
            elif kind == "moved":
                src, dest, who = data.get("from"), data.get("to"), int_or(data.get("survivor"), -1)
                if isinstance(src, str) and isinstance(dest, str) and src != dest and who >= 0:
                    # moved again before the last slide ended: one standee, so only the newest slide runs
                    self._anims = [a for a in self._anims if not (a.kind == "slide" and a.data["survivor"] == who)]
                    self._anims.append(Anim("slide", SLIDE_TIME * speed,
                                            data={"from": src, "to": dest, "survivor": who}))
            elif kind == "token_placed" and isinstance(data.get("cell"), str):
                self._anims.append(Anim("ring", RING_TIME * speed, data={"cell": data["cell"]}))
            elif kind in FLASH and isinstance(data.get("survivor"), int):
                self._anims = [a for a in self._anims if not (a.kind == "flash" and a.data["survivor"] == data["survivor"])]
                self._anims.append(Anim("flash", FLASH_TIME * speed, data={"survivor": data["survivor"], "what": kind}))

    def _start_token_slides(self, moves: list[tuple], speed: float) -> None:
        """One slide per token moved, all at once. The view already shows where they ended, so each notes
        how many tokens left its tile after it and how many landed on its destination after it: the spots
        it stood on and lands on are counted back from the tiles' tokens now."""
        moves = [(src, dest) for src, dest in moves if isinstance(src, str) and isinstance(dest, str) and src != dest]
        leaving, landing = Counter(src for src, _ in moves), Counter(dest for _, dest in moves)
        for src, dest in moves:
            leaving[src] -= 1
            landing[dest] -= 1
            self._anims.append(Anim("token", TOKEN_TIME * speed, data={
                "from": src, "to": dest, "left_after": leaving[src], "landed_after": landing[dest]}))

    # --- drawing ------------------------------------------------------------------------
    def _draw_anims(self, surface: pygame.Surface) -> None:
        if self._layout is None:
            return
        tokens = [anim for anim in self._anims if anim.kind == "token"]
        if tokens:
            self._draw_token_slides(surface, tokens)
        standees = [anim for anim in self._anims if anim.kind == "slide"]
        if standees:
            self._draw_standee_slides(surface, standees)
        for anim in self._anims:
            if anim.kind == "dice":
                self._draw_roll(surface, anim)
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

    def _draw_standee_slides(self, surface: pygame.Surface, anims: list[Anim]) -> None:
        """The survivors on their way, clipped to the map; the layer already shows them where they went.
        Each tile someone left or reached gets the table kept under its row of standees laid back, and
        those who stay on it are drawn moving up from where they stood (someone left the row or joined it)
        to where the map shows them. Then each survivor moving hops from their spot on the tile they left
        to the spot the map shows them on: the first frame is the table as it was, the last as it is."""
        if self._map_bounds is None:
            return
        view = self._last_view or {}
        places, now = view.get("map") or {}, standing(view.get("survivors") or [])
        anims = [anim for anim in anims if anim.data["from"] in places and anim.data["to"] in places
                 and anim.data["survivor"] in now.get(anim.data["to"], [])]
        before = {key: list(row) for key, row in now.items()}
        touched: dict[str, float] = {}          # each tile left or reached: the progress of its slides
        for anim in anims:
            who, src, dest = anim.data["survivor"], anim.data["from"], anim.data["to"]
            before[dest].remove(who)
            before.setdefault(src, []).append(who)
            for key in (src, dest):
                touched[key] = max(touched.get(key, 0.0), anim.progress)
        for row in before.values():
            row.sort()                          # the map's order

        def spot(key: str, row: list[int], who: int) -> pygame.Rect:
            return standee_spot(tile_rect(self._cell_on_screen(key)), row.index(who))
        moving = {anim.data["survivor"] for anim in anims}
        clip = surface.get_clip()
        surface.set_clip(self._map_view.viewport.move(self.rect.topleft).clip(clip))
        for key, progress in touched.items():
            self._lay_patch(surface, ("standees", key))
            for who in now.get(key, []):
                if who not in moving:
                    at = lerp_rect(spot(key, before[key], who), spot(key, now[key], who), ease_out(progress))
                    surface.blit(self._standee(view, who, at.width), at)
        for anim in anims:
            who = anim.data["survivor"]
            p = ease_out(anim.progress)
            hop = math.sin(math.pi * p)          # up, and back down onto the spot it lands on
            at = lerp_rect(spot(anim.data["from"], before[anim.data["from"]], who),
                           spot(anim.data["to"], now[anim.data["to"]], who), p)
            if hop > 0.1:
                shadow = self._hop_shadow(round(at.width * hop * 0.8))
                surface.blit(shadow, shadow.get_rect(center=(at.centerx, at.bottom - at.height // 8)))
            surface.blit(self._standee(view, who, at.width), at.move(0, -round(hop * at.height * 0.4)))
        surface.set_clip(clip)

    def _draw_token_slides(self, surface: pygame.Surface, anims: list[Anim]) -> None:
        """First the tokens that have not landed are hidden where the layer shows them (the topmost first:
        each patch holds the tokens under it), then each is drawn lifted on its way, clipped to the map."""
        if self._map_bounds is None:
            return
        places = (self._last_view or {}).get("map") or {}
        slides = []
        for anim in anims:
            src, dest = anim.data["from"], anim.data["to"]
            if src not in places or dest not in places:
                continue
            stood = int(places[src].get("tokens") or 0) + anim.data["left_after"]
            landed = int(places[dest].get("tokens") or 0) - 1 - anim.data["landed_after"]
            start = token_spot(tile_rect(self._cell_on_screen(src)), stood)
            end = token_spot(tile_rect(self._cell_on_screen(dest)), max(0, landed))
            slides.append((anim, start, end, landed))
        clip = surface.get_clip()
        surface.set_clip(self._map_view.viewport.move(self.rect.topleft).clip(clip))
        for anim, _, _, landed in sorted(slides, key=lambda slide: (slide[0].data["to"], -slide[3])):
            if landed >= 0:
                self._lay_patch(surface, ("token", anim.data["to"], landed))
        for anim, start, end, _ in slides:
            p = ease_out(anim.progress)
            hop = math.sin(math.pi * p)          # up, and back down onto the spot it lands on
            at = lerp_rect(start, end, p)        # its size too: neighbouring tiles may differ by a pixel
            if hop > 0.1:
                shadow = self._hop_shadow(round(at.width * hop))
                surface.blit(shadow, shadow.get_rect(center=(at.centerx, at.centery + at.height // 8)))
            token = pieces.monster_token(round(at.width * (1 + TOKEN_LIFT * hop)))
            surface.blit(token, token.get_rect(center=(at.centerx, round(at.centery - hop * at.height * 0.4))))
        surface.set_clip(clip)

    def _hop_shadow(self, width: int) -> pygame.Surface:
        """The soft shadow under a hopping piece (as wide as the hop is high, so it is gone when the piece lands)."""
        def make() -> pygame.Surface:
            shadow = pygame.Surface((width, max(1, width * 2 // 3)), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
            return shadow
        return self._cached(("hop shadow", width), make)

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
