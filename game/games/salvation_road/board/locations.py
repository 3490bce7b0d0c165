"""The location row: 3-5 location cards (face down: only the back, which never names the location),
each with its threat token on the printed track, the use / overrun marker over the ability, the
supply lying on the picture and the standees of the characters there under it. In the revealed
view (a finished game's replay) a face-down location is drawn face up with a FACE DOWN chip. Element ids:
``location:<id>``, a face-down one ``location-slot:<slot>`` and ``location:slot-<slot>``, and
``supply:<location id>:<resource>``.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, int_or
from .. import card_art as ca
from .. import tooltips as tips
from ..table_facts import as_dict, as_list
from .context import DrawContext
from .style import INK, DANGER, MUTED


def lgap_or(board) -> int:
    """How far a chip over a location card may reach past its sides (half the gap between cards)."""
    return max(4, round(12 * board._layout.s))


class LocationRow(LayeredBoard):
    """Draws the location row (see the module docstring)."""

    def _draw_locations(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        lay = self._layout
        locs = [loc for loc in as_list(ctx.view.get("locations")) if isinstance(loc, dict)]
        if not locs:
            self._put_text(layer, "No locations on the table", 18, MUTED, bold=True, box=lay.locs, center=lay.locs.center)
            return
        threat_loc = as_dict(ctx.view.get("threat_roll")).get("location")
        for loc, rect, strip in zip(locs, lay.loc_cards, lay.loc_strips):
            self._draw_location(layer, ctx, loc, rect, strip, threat_loc)

    def _draw_location(self, layer: pygame.Surface, ctx: DrawContext, loc: dict, rect: pygame.Rect, strip: pygame.Rect,
                       threat_loc: Any) -> None:
        radius = max(4, rect.width // 18)
        slot = int_or(loc.get("slot"), 0)
        face_up = bool(loc.get("face_up")) and bool(loc.get("id"))
        self._keep_patch(layer, ("loc", slot), rect.inflate(self._sz(8), self._sz(10)))
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), radius), rect.move(self._sz(4), self._sz(6)))
        if not face_up:
            layer.blit(ca.location_back(rect.size), rect)
            self._spots[f"slot:{slot}"] = pygame.Rect(rect)
            tip = tips.face_down_tip(slot)
            # the agreed id, and the rules' own spelling of it: either may be a prompt's target
            self._box(ctx, f"location:slot-{slot}", rect, tip, radius=radius)
            self._box(ctx, f"location-slot:{slot}", rect, tip, radius=radius)
            return
        lid = str(loc.get("id"))
        self._spots[f"loc:{lid}"] = pygame.Rect(rect)
        self._spots[f"slot:{slot}"] = pygame.Rect(rect)
        self._spot_patches[f"loc:{lid}"] = ("loc", slot)
        track = tips.location_track(loc)
        face = self._location_face(loc, rect.size)
        layer.blit(face, rect)
        self._spot_images[f"loc:{lid}"] = face
        self._zoomable[f"location:{lid}"] = ("location", loc, face)
        lay = ca.location_layout(rect.size, len(track), str(loc.get("name") or lid))
        here = ctx.characters_at(loc)
        tip = tips.location_tip(ctx, loc, track, here)
        if loc.get("revealed"):         # the revealed view (a finished game's replay): the table sees its back
            tip = "Face down on the table (shown because everything is revealed).\n" + tip
        self._box(ctx, f"location:{lid}", rect, tip, radius=radius)
        # threat token
        threat = loc.get("threat")
        if threat is not None and track:
            k = max(0, min(len(track) - 1, int_or(threat)))
            for j in range(k):          # passed spaces dimmed
                layer.blit(self._shade(lay.spaces[j].size, (0, 0, 0, 130), max(1, lay.spaces[j].height // 5)),
                           lay.spaces[j].move(rect.topleft))
            space = lay.spaces[k].move(rect.topleft)
            pygame.draw.rect(layer, (255, 236, 170), space.inflate(4, 4), 2, border_radius=max(2, space.height // 4))
            size = max(10, min(round(space.height * 1.25), round(space.width * 1.5)))
            mk = ca.threat_marker(size)
            layer.blit(mk, mk.get_rect(midbottom=(space.centerx, space.y + round(size * 0.55))))
        # use / overrun marker over the ability
        ab = lay.ability.move(rect.topleft)
        if loc.get("overrun"):
            marker = ab.inflate(-max(2, ab.width // 20), -max(2, ab.height // 8))
            layer.blit(ca.use_marker(marker.size, True), marker)
        elif loc.get("used"):
            # used this round: the ability box dimmed (its words stay readable) and the USED marker on
            # the picture's top-right corner, clear of the ability text
            layer.blit(self._shade(ab.size, (10, 10, 12, 80), max(2, rect.width // 40)), ab)
            pic_r = lay.picture.move(rect.topleft)
            marker = pygame.Rect(0, 0, max(30, round(pic_r.width * 0.46)), max(14, min(round(pic_r.height * 0.22),
                                                                                       self._sz(30))))
            marker.topright = (pic_r.right - max(2, pic_r.width // 30), pic_r.y + max(2, pic_r.height // 20))
            layer.blit(ca.use_marker(marker.size, False), marker)
        # the supply on the picture
        pic = lay.picture.move(rect.topleft)
        pic.height = lay.name.y + rect.y - pic.y - 1          # the name plate overlaps the picture's foot
        self._draw_supply(layer, ctx, lid, pic, as_dict(loc.get("supply")))
        # threat roll here
        if threat_loc is not None and str(threat_loc) == lid:
            pygame.draw.rect(layer, DANGER, rect.inflate(6, 6), max(2, self._sz(3)), border_radius=radius + 3)
            self._chip(layer, "THREAT ROLL", 11, DANGER, (255, 240, 230), box=rect.inflate(lgap_or(self), 0),
                       midtop=(rect.centerx, rect.y - self._sz(8)))
        if loc.get("revealed"):
            self._chip(layer, "FACE DOWN", 10, (58, 64, 86), (236, 232, 220), box=rect,
                       midtop=(rect.centerx, rect.y + self._sz(4)))
        # standees under the card
        n = len(here)
        self._draw_standees(layer, ctx, strip, here, cols=3)
        if n >= 3:
            self._chip(layer, "FULL 3/3", 9, (200, 190, 170), INK, box=rect, bottomright=(rect.right - self._sz(4),
                                                                                 lay.picture.y + rect.y + self._sz(18)))

    def _location_face(self, loc: dict, size: tuple[int, int]) -> pygame.Surface:
        lid = str(loc.get("id"))
        try:
            return ca.location_card(loc, size, self._override(lid))
        except Exception:            # a broken modded location must not take the table down
            return ca.location_card({"id": lid, "name": str(loc.get("name") or lid)}, size)

    def _draw_supply(self, layer: pygame.Surface, ctx: DrawContext, lid: str, pic: pygame.Rect, supply: dict) -> None:
        items = [(r, max(0, int_or(supply.get(r)))) for r in ca.RESOURCES]
        shown = [(r, n) for r, n in items if n > 0 or f"supply:{lid}:{r}" in self._highlights]
        cols = 2 if len(shown) > 2 and pic.width < self._sz(200) else max(1, len(shown))
        tok = max(10, min(round(pic.height * 0.3), round(pic.width / max(2, cols) * 0.62), self._sz(34)))
        if not shown:
            t = self._text("SUPPLY EMPTY", 9, (220, 210, 190), bold=True, outline=(0, 0, 0))
            if t.get_width() < pic.width - 4:
                self._place(layer, t, pic, midbottom=(pic.centerx, pic.bottom - self._sz(4)))
            return
        rows = -(-len(shown) // cols)
        cell_w = pic.width // cols
        cell_h = round(tok * 1.18)
        y0 = pic.bottom - rows * cell_h - self._sz(2)
        # a dark scrim so the tokens read over the picture
        scrim = pygame.Rect(pic.x, y0 - self._sz(3), pic.width, pic.bottom - y0 + self._sz(3))
        layer.blit(self._scrim(scrim.size), scrim)
        for i, (res, n) in enumerate(shown):
            col, row = i % cols, i // cols
            cell = pygame.Rect(pic.x + col * cell_w, y0 + row * cell_h, cell_w, cell_h)
            img = self._counted(res, n, tok, dim=n == 0)
            r = img.get_rect(center=cell.center)
            layer.blit(img, r)
            self._box(ctx, f"supply:{lid}:{res}", r.inflate(2, 2), tips.supply_tip(ctx, lid, res, n), radius=tok // 2)

    def _scrim(self, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("scrim", tuple(size)), lambda: art.vertical_gradient(
            size, [(0.0, (0, 0, 0, 0)), (0.35, (0, 0, 0, 120)), (1.0, (0, 0, 0, 170))]))


__all__ = ["LocationRow"]
