"""The character cards along the bottom (up to 8): the printed card from ``card_art``, the seat's tab
and marker, where the character is, tokens in the health circles, and markers for acted, delayed,
defeated and the acting (or commanded) character. Element ids: ``character:<id>``,
``slot:<character id>:<index>``.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, int_or
from .. import card_art as ca
from .. import tooltips as tips
from ..table_facts import as_list, health_of, plural
from .context import DrawContext
from .style import BONE, INK, YELLOW, DIM, HAZARD
from .text_fit import TEXT_FLOOR


class CharacterRow(LayeredBoard):
    """Draws the character cards (see the module docstring)."""

    def _draw_characters(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        chars = [c for c in as_list(ctx.view.get("characters")) if isinstance(c, dict)]
        if not chars:
            self._put_text(layer, "No characters", 18, DIM, bold=True, center=self._layout.chars.center)
            return
        for ch, rect in zip(chars, self._layout.char_cards):
            self._draw_character(layer, ctx, ch, rect)

    def _char_face(self, ch: dict, size: tuple[int, int]) -> pygame.Surface:
        cid = str(ch.get("id"))
        data = dict(ch)
        slots = as_list(ch.get("slots"))
        if slots:
            data["health"] = len(slots)
        try:
            return ca.character_card(data, size, self._override(cid))
        except Exception:
            return ca.character_card({"id": cid, "name": str(ch.get("name") or cid), "health": data.get("health")}, size)

    def _draw_character(self, layer: pygame.Surface, ctx: DrawContext, ch: dict, rect: pygame.Rect) -> None:
        cid = str(ch.get("id"))
        seat = ctx.seat_of(ch)
        pc = self._seat_color(seat)
        slots = as_list(ch.get("slots"))
        health = health_of(ch)
        radius = max(4, min(rect.width, rect.height) // 14)
        active = ctx.is_active(cid)
        defeated = bool(ch.get("defeated"))
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), radius), rect.move(self._sz(3), self._sz(5)))
        face = self._char_face(ch, rect.size)
        layer.blit(face, rect)
        self._zoomable[f"character:{cid}"] = ("character", ch, face)
        lay = ca.character_layout(rect.size, health)
        self._box(ctx, f"character:{cid}", rect, tips.character_tip(ctx, ch), radius=radius)
        # the seat: a coloured tab on the left edge with its marker
        tab = pygame.Rect(rect.x - self._sz(3), rect.y + radius, max(4, self._sz(6)), rect.height - 2 * radius)
        pygame.draw.rect(layer, (10, 10, 10), tab.inflate(2, 2), border_radius=tab.width)
        pygame.draw.rect(layer, pc.rgb, tab, border_radius=tab.width)
        info_r = lay.info.move(rect.topleft)
        badge = lay.badge.move(rect.topleft)
        mk = self._marker(seat, max(10, min(badge.height, self._sz(24))), dim=defeated)
        layer.blit(mk, mk.get_rect(center=badge.center))
        # where the character is: a small chip right of the kind tag
        where = ch.get("location")
        where_name = "Compound" if where == "compound" else (ctx.loc_name(where) if where else "")
        tag_r = lay.tag.move(rect.topleft)
        room = info_r.right - tag_r.right - self._sz(6)
        px = max(TEXT_FLOOR, min(self._sz(10), tag_r.height - 2))
        room_w = room - self._sz(10)
        if where_name and art.text_size(where_name.upper(), px, True)[0] > room_w:
            where_name = where_name.replace("Chapel of ", "").replace("Old ", "").split(" ")[0]   # its first word
        if where_name and not defeated and art.text_size(where_name.upper(), px, True)[0] <= room_w:
            words = self._fit_text(where_name.upper(), 9, room_w, BONE, True, px=px)
            wr = words.get_rect().inflate(self._sz(10), 0)
            wr.height = max(tag_r.height, words.get_height())
            wr.midright = (info_r.right, tag_r.centery)
            pygame.draw.rect(layer, (14, 14, 16), wr, border_radius=wr.height // 2)
            pygame.draw.rect(layer, (90, 86, 76), wr, 1, border_radius=wr.height // 2)
            self._place(layer, words, wr, center=wr.center)
        # tokens in the health circles
        for i, circle in enumerate(lay.circles):
            cr = circle.move(rect.topleft)
            content = slots[i] if i < len(slots) else None
            if isinstance(content, dict) and content.get("wound") is not None:
                wound = str(content.get("wound"))
                img = ca.wound_token(wound if wound in ca.WOUND_TYPES else "unrevealed", cr.width,
                                     bool(self.settings.colorblind))
                layer.blit(img, cr)
            elif isinstance(content, dict) and content.get("resource") is not None:
                tok = self._token(str(content.get("resource")), max(6, round(cr.width * 0.9)))
                layer.blit(tok, tok.get_rect(center=cr.center))
            self._box(ctx, f"slot:{cid}:{i}", cr, tips.health_circle_tip(ch, i, content), radius=cr.width // 2)
        # markers
        portrait = lay.portrait.move(rect.topleft)
        if ch.get("delayed") and not defeated:
            t = self._fit_text("DELAYED", 10, portrait.width, BONE, True)
            bh = max(12, portrait.height // 4, t.get_height() + 2)
            band = pygame.Rect(portrait.x - 2, portrait.bottom - bh, max(portrait.width + 4, t.get_width() + 4), bh)
            layer.blit(self._hazard_band(band.size), band)
            self._place(layer, t, band, center=band.center)
        if ch.get("activated") and not defeated:
            layer.blit(self._shade(rect.size, (0, 0, 0, 90), radius), rect)
            size = max(14, min(portrait.width // 2, self._sz(44)))
            am = ca.activation_marker(size)
            layer.blit(am, am.get_rect(center=(portrait.right - size // 4, portrait.y + size // 2)))
        if defeated:
            layer.blit(self._grey(rect, layer), rect)
            stamp = self._stamp("DEFEATED", (220, 200, 190), rect.width)
            self._place(layer, stamp, rect, center=(rect.centerx, rect.y + round(rect.height * 0.38)))
        commanded = ctx.view.get("commanded_character") is not None and \
            str(ctx.view.get("commanded_character")) == cid
        if active or commanded:
            pygame.draw.rect(layer, YELLOW if active else HAZARD, rect.inflate(6, 6), max(2, self._sz(3)),
                             border_radius=radius + 3)
            left = max(0, int_or(ch.get("actions_left")))
            words = f"ACTING · {plural(left, 'ACTION')} LEFT" if active and not commanded else "COMMANDED: 1 ACTION"
            chip = self._chip(layer, words, 10, YELLOW if active else HAZARD, INK, box=self._layout.main,
                              midtop=(rect.centerx, rect.y - self._sz(9)))
            if active:
                self._draw_used_row(layer, ch, (chip.right + self._sz(4), chip.centery))

    def _draw_used_row(self, layer: pygame.Surface, ch: dict, at: tuple[int, int]) -> None:
        """Free transfer / food / fuel once per round: shown bright while still available."""
        size = max(10, self._sz(18))
        x, cy = at
        for key, res in (("used_transfer", None), ("used_food", "food"), ("used_fuel", "fuel")):
            used = bool(ch.get(key))
            if res:
                img = self._token(res, size)
            else:
                img = self._cached(("xfer", size), lambda: self._transfer_icon(size))
            if used:
                img = self._cached(("used-icon", key, size), lambda im=img: art.fade(im.copy(), 70))
            r = layer.blit(img, img.get_rect(midleft=(x, cy)))
            if used:
                pygame.draw.line(layer, (230, 80, 60), (r.x + 2, r.bottom - 2), (r.right - 2, r.y + 2), 2)
            x = r.right + self._sz(3)

    def _transfer_icon(self, size: int) -> pygame.Surface:
        def draw(canvas: pygame.Surface) -> None:
            pen = art.Pen(canvas)
            pen.circle((20, 20, 22), (0.5, 0.5), 0.48)
            pen.circle((200, 196, 180), (0.5, 0.5), 0.42)
            c = (30, 30, 32)
            pen.line(c, [(0.22, 0.38), (0.76, 0.38)], 0.08)
            pen.polygon(c, [(0.7, 0.26), (0.84, 0.38), (0.7, 0.5)])
            pen.line(c, [(0.78, 0.62), (0.24, 0.62)], 0.08)
            pen.polygon(c, [(0.3, 0.5), (0.16, 0.62), (0.3, 0.74)])
        return art.supersampled((size, size), draw)

    def _grey(self, rect: pygame.Rect, layer: pygame.Surface) -> pygame.Surface:
        """The card as it lies on the layer now, in grey and darkened (not cached: it's per card)."""
        sub = layer.subsurface(rect.clip(layer.get_rect())).copy()
        grey = pygame.transform.grayscale(sub)
        grey.fill((120, 120, 120), special_flags=pygame.BLEND_RGB_MULT)
        return grey


__all__ = ["CharacterRow"]
