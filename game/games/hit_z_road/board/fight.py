"""The Hit Z Road fight panel: laid over the road and the auction while ``view["fight"]`` is set.

Its head names who fights what, with the horde chip (red skulls, or the Executor's tamed
horde); its body shows the card, the next melee roll's dice under it, the zombies left
(crossed out as they die), the fight's rules as chips (ranged dice per Ammo, flee cost,
shotgun, melee), the last roll with what each die did, and a legend of the dice faces.
The panel is measured first so it hugs its content and the road stays visible around it.
"""
from __future__ import annotations

import pygame

from .. import pieces
from ....ui import art
from ....ui.board_kit import int_or as _int
from ....ui import text_fit
from .layout import CARD_RATIO, YELLOW, Ctx

FACE_SHORT = {"casualty": "Casualty", "blank": "Blank", "opportunity": "Opportunity", "kill": "Kill",
              "bonus": "Bonus kill", "horrible": "Horrible death"}
FACE_LEGEND = {"casualty": "1 Adrenaline or lose a survivor", "blank": "nothing happens",
               "opportunity": "1 Adrenaline: kill 1", "kill": "kill 1 zombie",
               "bonus": "kill 1; 1 Adrenaline: 1 more", "horrible": "a survivor dies"}


class FightMixin:
    """HitZRoadBoard's fight panel (in ``self._layout.center``)."""

    CAPTION_H = 60         # under a rolled die: its face and what it did (two lines), in base sizes

    def roll_dice(self, event, size: int) -> list[pygame.Surface]:
        """A roll's dice (black, then the red horde dice) for the match screen's last-roll strip."""
        colorblind = bool(self.settings.colorblind)
        black = [pieces.die_face(str(face), size, False, colorblind) for face in event.data.get("faces") or []]
        return black + [pieces.die_face(str(face), size, True, colorblind) for face in event.data.get("horde") or []]

    def _draw_fight(self, layer: pygame.Surface, ctx: Ctx) -> None:
        view, area = ctx.view, self._layout.center
        fight = view["fight"]
        layer.fill((92, 84, 84), area, special_flags=pygame.BLEND_RGB_MULT)     # dim the road behind
        avail = area.inflate(-self._sz(28), -self._sz(28))
        seat = ctx.seats.get(_int(fight.get("seat"), -1))
        cid = str(fight.get("card") or "")
        data = self._book.card(cid, ctx.infos)
        horde = _int(fight.get("horde"))
        # measure first, so the panel hugs its content and the road stays visible around it
        head_h, margin = self._sz(58), self._sz(22)
        body_w = avail.width - 2 * margin
        forecast_h = self._sz(78) if seat is not None else 0
        cw, ch = self._fight_card_size(forecast=seat is not None)
        right_w = body_w - cw - self._sz(30)
        right_h = self._fight_right_height(ctx, fight, right_w, horde)
        body_h = min(avail.height - head_h - 2 * margin, max(ch + forecast_h, right_h))
        panel = pygame.Rect(avail.x, 0, avail.width, head_h + body_h + 2 * margin)
        panel.centery = avail.centery
        radius = self._sz(16)
        layer.blit(art.panel(panel.size, (36, 24, 24, 250), radius=radius, border=(190, 30, 28, 220)), panel)
        head = pygame.Rect(panel.x, panel.y, panel.width, head_h)
        pygame.draw.rect(layer, (118, 18, 18), head, border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.line(layer, (190, 40, 34), head.bottomleft, (head.right - 1, head.bottom), 2)
        self._draw_fight_head(layer, ctx, head, seat, fight, data["name"] if data else cid)
        body = pygame.Rect(panel.x + margin, head.bottom + margin, body_w, body_h)
        card = pygame.Rect(body.x, body.y, cw, ch)
        if data is not None:
            layer.blit(self._shade(card.size, (0, 0, 0, 160), self._sz(10)), card.move(self._sz(5), self._sz(7)))
            # the card being fought is the one thing the player looks at: never a placeholder here
            layer.blit(self._face(cid, card.size, data), card)
            self._card_spots[cid] = pygame.Rect(card)
            self._box(ctx, f"card:{cid}", card, ctx.tips.card(cid), radius=self._sz(10))
        if seat is not None:
            self._draw_melee_forecast(layer, seat, fight, pygame.Rect(card.x, card.bottom + self._sz(16),
                                                                      card.width, forecast_h))
        right = pygame.Rect(card.right + self._sz(30), body.y, right_w, body.height)
        y = self._draw_fight_zombies(layer, ctx, fight, right, horde)
        y = self._draw_fight_rules(layer, fight, pygame.Rect(right.x, y, right.width, self._sz(30)))
        y = self._draw_fight_roll(layer, ctx, fight, pygame.Rect(right.x, y + self._sz(16), right.width,
                                                                 right.bottom - y - self._sz(16)))
        legend = pygame.Rect(right.x, y + self._sz(16), right.width, right.bottom - y - self._sz(16))
        if legend.height >= self._sz(70):
            self._draw_dice_legend(layer, ctx, legend, horde > 0)

    def _draw_fight_head(self, layer: pygame.Surface, ctx: Ctx, head: pygame.Rect, seat: dict | None,
                         fight: dict, card_name: str) -> None:
        """The panel's red head: who fights what, and the horde chip (skulls, or the tamed horde)."""
        horde = _int(fight.get("horde"))
        x = head.x + self._sz(18)
        if seat:
            mk = self._marker(seat, self._sz(34))
            x = layer.blit(mk, mk.get_rect(midleft=(x, head.centery))).right + self._sz(12)
        printed = _int(fight.get("printed_horde"), horde)
        if horde:
            chip_w = self._text(f"HORDE {horde}", 16, bold=True).get_width() + self._sz(22) + horde * self._sz(22)
        elif printed and fight.get("executor"):
            chip_w = self._chip_width(f"HORDE {printed} · EXECUTOR", 13)
        else:
            chip_w = 0
        title = f"FIGHT · {seat.get('name') if seat else '?'} vs {card_name}"
        self._label(layer, title, 26, pygame.Rect(x, head.y + 2, head.right - x - chip_w - self._sz(20), head.height - 4),
                    (250, 240, 228), bold=True, anchor="midleft")
        if horde:
            words = self._text(f"HORDE {horde}", 16, (252, 240, 228), bold=True)
            cr = words.get_rect().inflate(self._sz(22) + horde * self._sz(22), self._sz(12))
            cr.midright = (head.right - self._sz(18), head.centery)
            pygame.draw.rect(layer, art.PALETTE["horde_red"], cr, border_radius=cr.height // 2)
            pygame.draw.rect(layer, (240, 120, 100), cr, width=2, border_radius=cr.height // 2)
            for i in range(horde):
                sk = art.icon("skull", self._sz(18), (252, 232, 222))
                layer.blit(sk, sk.get_rect(midleft=(cr.x + self._sz(10) + i * self._sz(22), cr.centery)))
            wr = layer.blit(words, words.get_rect(midright=(cr.right - self._sz(11), cr.centery)))
            text_fit.report("chip", f"HORDE {horde}", f"HORDE {horde}", wr, cr)
            self.add_hitbox("horde", cr, ctx.tips.horde(fight))
        elif printed and fight.get("executor"):
            cr = self._chip(layer, f"HORDE {printed} · EXECUTOR", 13, YELLOW,
                            midright=(head.right - self._sz(18), head.centery))
            self.add_hitbox("horde", cr, ctx.tips.horde(fight))

    def _fight_card_size(self, forecast: bool = True) -> tuple[int, int]:
        """The card's size in the fight panel (with room for the melee forecast under it)."""
        avail = self._layout.center.inflate(-self._sz(28), -self._sz(28))
        head_h, margin = self._sz(58), self._sz(22)
        forecast_h = self._sz(78) if forecast else 0
        ch = min(round((avail.width - 2 * margin) * 0.36 / CARD_RATIO), avail.height - head_h - 2 * margin - forecast_h)
        return round(ch * CARD_RATIO), ch

    def _zombie_size(self, total: int, width: int) -> int:
        return max(self._sz(30), min(self._sz(92), width // max(1, total) + self._sz(8)))

    def _roll_metrics(self, count: int, width: int) -> tuple[int, int, int, int]:
        """(columns, cell width, die size, row height) for a fight roll of `count` dice."""
        cols = max(1, min(count, 8, width // self._sz(100)))
        cell_w = min(self._sz(132), width // cols)
        dsize = min(self._sz(78), cell_w - self._sz(22))
        return cols, cell_w, dsize, dsize + self._sz(self.CAPTION_H)

    def _legend_faces(self, ctx: Ctx, horde: bool) -> list[str]:
        dice = ctx.view.get("dice") if isinstance(ctx.view.get("dice"), dict) else {}
        faces: list[str] = []
        black = list(dice.get("black") or pieces.DIE_FACES[:5])
        red = list(dice.get("horde") or pieces.DIE_FACES) if horde else []
        for face in black + red:
            if str(face) in FACE_LEGEND and str(face) not in faces:
                faces.append(str(face))
        return faces

    def _fight_right_height(self, ctx: Ctx, fight: dict, width: int, horde: int) -> int:
        total = max(0, _int(fight.get("zombies_total")))
        h = self._sz(26) + self._zombie_size(total, width) + self._sz(14) + self._sz(30)
        roll = [d for d in (fight.get("last_roll") or []) if isinstance(d, dict)]
        h += self._sz(16) + self._sz(28)
        if roll:
            cols, _, _, row_h = self._roll_metrics(len(roll), width)
            h += ((len(roll) + cols - 1) // cols) * row_h
        faces = self._legend_faces(ctx, horde > 0)
        cols, _, row_h = self._legend_metrics(width, faces)
        rows = (len(faces) + cols - 1) // cols
        return h + self._sz(16) + self._sz(30) + rows * row_h

    def _draw_fight_zombies(self, layer: pygame.Surface, ctx: Ctx, fight: dict, right: pygame.Rect, horde: int) -> int:
        total = max(0, _int(fight.get("zombies_total")))
        left = max(0, min(total, _int(fight.get("zombies_left"))))
        head = pygame.Rect(right.x, right.y, right.width, self._sz(22))
        zr = self._label(layer, "ZOMBIES", 14, pygame.Rect(head.x, head.y, head.width // 3, head.height), (226, 170, 160),
                         bold=True, anchor="topleft")
        self._label(layer, f"{left} of {total} still standing", 14,
                    pygame.Rect(zr.right + self._sz(10), head.y, head.right - zr.right - self._sz(10), head.height),
                    (214, 204, 192), anchor="topright")
        zy = right.y + self._sz(26)
        zsize = self._zombie_size(total, right.width)
        zstep = min(zsize - self._sz(6), (right.width - zsize) // max(1, total - 1)) if total > 1 else 0
        for i in range(total):
            zr = pygame.Rect(right.x + i * zstep, zy, zsize, zsize)
            if i < left:
                layer.blit(pieces.zombie(zsize), zr)
            else:
                layer.blit(self._cached(("deadz", zsize), lambda: art.fade(pieces.zombie(zsize).copy(), 55)), zr)
                w = max(2, self._sz(4))
                pygame.draw.line(layer, (206, 42, 36), (zr.x + zsize * 0.28, zr.y + zsize * 0.3),
                                 (zr.x + zsize * 0.72, zr.y + zsize * 0.8), w)
                pygame.draw.line(layer, (206, 42, 36), (zr.x + zsize * 0.72, zr.y + zsize * 0.3),
                                 (zr.x + zsize * 0.28, zr.y + zsize * 0.8), w)
        zone = pygame.Rect(right.x, zy, right.width, zsize)
        self.add_hitbox("zombies", zone, ctx.tips.zombies(fight))
        return zone.bottom + self._sz(14)

    def _draw_fight_rules(self, layer: pygame.Surface, fight: dict, row: pygame.Rect) -> int:
        chips = []
        if fight.get("no_ranged"):
            chips.append(("NO RANGED ROLL", (156, 40, 36)))
        elif fight.get("ranged_done"):
            chips.append(("RANGED ROLL DONE", (84, 84, 88)))
        elif fight.get("melee_started"):
            chips.append(("NO RANGED ROLL NOW", (84, 84, 88)))
        else:
            chips.append((f"RANGED: {_int(fight.get('ranged_dice_per_ammo'), 2)} DICE PER AMMO", (62, 104, 66)))
        if fight.get("shotgun_loaded"):
            chips.append(("SHOTGUN LOADED +4", (96, 86, 70)))
        if fight.get("no_flee"):
            chips.append(("NO FLEEING", (156, 40, 36)))
        else:
            chips.append((f"FLEE: {_int(fight.get('flee_cost'), 2)} GAS", (66, 80, 118)))
        if fight.get("melee_started"):
            chips.append(("IN MELEE", (168, 96, 30)))
        x = row.x
        for words, color in chips:
            txt = self._text(words, 12, (246, 238, 226), bold=True)
            cr = txt.get_rect().inflate(self._sz(18), self._sz(10))
            cr.topleft = (x, row.y)
            if cr.right > row.right:
                break
            pygame.draw.rect(layer, color, cr, border_radius=cr.height // 2)
            layer.blit(txt, txt.get_rect(center=cr.center))
            text_fit.report("chip", words, words, txt.get_rect(center=cr.center), cr)
            x = cr.right + self._sz(8)
        return row.y + self._sz(30)

    def _draw_fight_roll(self, layer: pygame.Surface, ctx: Ctx, fight: dict, area: pygame.Rect) -> int:
        roll = [d for d in (fight.get("last_roll") or []) if isinstance(d, dict)]
        kind = str(fight.get("roll_kind") or ("melee" if fight.get("melee_started") else ""))
        title = {"ranged": "LAST ROLL · RANGED", "melee": "LAST ROLL · MELEE"}.get(kind, "LAST ROLL")
        self._label(layer, title if roll else "NO DICE ROLLED YET", 14,
                    pygame.Rect(area.x, area.y, area.width, self._sz(24)), (226, 170, 160), bold=True, anchor="topleft")
        y = area.y + self._sz(28)
        if not roll:
            return y
        pending = self._pending_dice(fight)
        first = min(pending, key=lambda k: list(fight.get("pending_dice") or []).index(k)
                    if k in (fight.get("pending_dice") or []) else 0) if pending else None
        cols, cell_w, dsize, row_h = self._roll_metrics(len(roll), area.width)
        rows = (len(roll) + cols - 1) // cols
        if rows * row_h > area.height - self._sz(28):          # many dice: shrink to fit
            dsize = max(self._sz(28), (area.height - self._sz(28)) // rows - self._sz(self.CAPTION_H))
            row_h = dsize + self._sz(self.CAPTION_H)
        for k, die in enumerate(roll):
            row, col = divmod(k, cols)
            cell = pygame.Rect(area.x + col * cell_w, y + row * row_h, cell_w, row_h)
            dr = pygame.Rect(0, 0, dsize, dsize)
            dr.midtop = (cell.centerx, cell.y)
            face = str(die.get("face", "blank"))
            red = bool(die.get("horde"))
            self._fight_dice.append((pygame.Rect(dr), red))
            # what lies under the die and its captions, glow margin included: laid back while it tumbles
            self._keep_patch(layer, ("fightdie", k), pygame.Rect(cell.x, cell.y - self._sz(14), cell.width,
                                                                 row_h + self._sz(14)))
            layer.blit(self._shade(dr.size, (0, 0, 0, 120), self._sz(10)), dr.move(self._sz(2), self._sz(4)))
            layer.blit(self._die(face, dsize, red), dr)
            if k in pending:
                pygame.draw.rect(layer, YELLOW if k == first else (200, 170, 90), dr.inflate(8, 8),
                                 width=2, border_radius=self._sz(12))
            outcome = str(die.get("outcome") or "")
            words = pygame.Rect(cell.x + self._sz(3), dr.bottom + self._sz(4), cell.width - self._sz(6), self._sz(16))
            self._label(layer, FACE_SHORT.get(face, face), 12, words, (240, 232, 220), bold=True, anchor="midtop",
                        min_px=8)
            if outcome:
                self._label(layer, outcome, 11, pygame.Rect(words.x, words.bottom, words.width,
                            cell.bottom - words.bottom), (198, 186, 172), anchor="midtop", min_px=8)
            self._box(ctx, f"die:{k}", dr, ctx.tips.fight_die(fight, die), radius=self._sz(10))
        return y + rows * row_h

    def _draw_melee_forecast(self, layer: pygame.Surface, seat: dict, fight: dict, rect: pygame.Rect) -> None:
        meeples = 1 + max(0, _int(seat.get("survivors")))
        red = min(_int(fight.get("horde")), meeples)
        black = meeples - red
        self._label(layer, "NEXT MELEE ROLL", 12, pygame.Rect(rect.x, rect.y, rect.width, self._sz(18)), (226, 170, 160),
                    bold=True, anchor="midtop")
        size = self._sz(26)
        dice = [False] * black + [True] * red
        gap = self._sz(4)
        size = min(size, (rect.width - gap * (len(dice) - 1)) // max(1, len(dice)))
        x = rect.centerx - (len(dice) * size + (len(dice) - 1) * gap) // 2
        y = rect.y + self._sz(20)
        for i, is_red in enumerate(dice):
            layer.blit(self._die("blank", size, is_red), (x + i * (size + gap), y))
        words = f"{black} black" + (f" + {red} red" if red else "") + f" ({meeples} in the group)"
        self._label(layer, words, 11, pygame.Rect(rect.x - self._sz(10), y + size + self._sz(4), rect.width + self._sz(20),
                    rect.bottom - y - size - self._sz(4)), (200, 190, 178), anchor="midtop", min_px=8)

    def _legend_px(self) -> tuple[int, int]:
        """The legend's (face name, meaning) text sizes."""
        return max(9, self._sz(12)), max(9, self._sz(11))

    def _legend_metrics(self, width: int, faces: list[str]) -> tuple[int, int, int]:
        """(columns, column width, row height) of the dice legend: three columns if every meaning
        fits on two lines there, else two (meanings wrapped on as many lines as they need)."""
        key = ("legend", width, tuple(faces), self._layout.s)
        if key not in self._legend_cache:
            self._legend_cache[key] = self._measure_legend(width, faces)
        return self._legend_cache[key]

    def _measure_legend(self, width: int, faces: list[str]) -> tuple[int, int, int]:
        size = self._sz(30)
        name_px, text_px = self._legend_px()
        for cols in (3, 2, 1):
            col_w = width // cols
            room = col_w - size - self._sz(16)
            names_fit = all(art.text_size(FACE_SHORT[f], name_px, True)[0] <= room for f in faces)
            lines = max((len(art.wrap_text(FACE_LEGEND[f], text_px, room)) for f in faces), default=1)
            if (lines <= 2 and names_fit) or cols == 1:
                text_h = art.line_height(name_px, True) + lines * art.line_height(text_px)
                return cols, col_w, max(size, text_h) + self._sz(8)
        raise AssertionError("unreachable")

    def _draw_dice_legend(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, horde: bool) -> None:
        faces = self._legend_faces(ctx, horde)
        pygame.draw.line(layer, (90, 44, 40), (rect.x, rect.y), (rect.right, rect.y), 1)
        self._label(layer, "THE DICE", 12, pygame.Rect(rect.x, rect.y + self._sz(6), rect.width, self._sz(20)),
                    (190, 150, 140), bold=True, anchor="topleft")
        size = self._sz(30)
        cols, col_w, row_h = self._legend_metrics(rect.width, faces)
        name_px, text_px = self._legend_px()
        y0 = rect.y + self._sz(30)
        for i, face in enumerate(faces):
            row, col = divmod(i, cols)
            x, y = rect.x + col * col_w, y0 + row * row_h
            if y + row_h - self._sz(8) > rect.bottom:
                break
            layer.blit(self._die(face, size, face == "horrible"), (x, y))
            words = pygame.Rect(x + size + self._sz(8), y, col_w - size - self._sz(16), row_h - self._sz(8))
            name_h = art.line_height(name_px, True)
            self._label(layer, FACE_SHORT[face], 12, pygame.Rect(words.x, words.y, words.width, name_h),
                        (236, 228, 216), bold=True, anchor="topleft", px=name_px, min_px=8)
            self._label_lines(layer, FACE_LEGEND[face], 11, pygame.Rect(words.x, words.y + name_h, words.width,
                              words.height - name_h), (184, 172, 160), px=text_px, min_px=8)

    @staticmethod
    def _pending_dice(fight: dict) -> set[int]:
        out = set()
        for item in fight.get("pending_dice") or []:
            if isinstance(item, dict):
                item = item.get("index", item.get("die"))
            if item is not None:
                out.add(_int(item, -1))
        return out


__all__ = ["FightMixin", "FACE_SHORT", "FACE_LEGEND"]
