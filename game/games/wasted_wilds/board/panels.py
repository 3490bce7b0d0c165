"""The right of the table: the clock dial with the night card and the day arrow, the tribes' hostility,
the objectives, and one panel per survivor (standee and name, health, hunger die, stealth, storage,
poison and armour, deck and hand counts, then gear, the monsters attached left to right and the status
cards). Element ids: survivor:<i>, gear:<i>:<slot>, monster:<i>:<slot>, status:<i>:<k>."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import card_art as ca
from .. import pieces

PANEL = (38, 42, 48)
PANEL_ACTIVE = (54, 56, 48)
INK_LIGHT = (236, 232, 222)
MUTED = (160, 166, 172)
HOSTILITY_RGB = {"allied": (70, 160, 90), "trade": (120, 170, 90), "wary": (200, 180, 80), "angry": (210, 120, 60),
                 "irate": (200, 70, 50), "enraged": (160, 30, 30)}


class Panels:
    # --- the clock, the night and the tribes ------------------------------------------------------
    def _draw_top(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        mission = self.content.tables["missions"].get(view.get("mission", ""))
        steps = self.content.tables["clock"]["clock"].steps
        used = {"exposure": bool(mission and mission.exposure), "night": bool(mission and mission.day_night),
                "day": bool(mission and mission.day_night), "tribes": bool(view.get("tribes"))}
        exposure = "heat" if mission is not None and mission.exposure == "heat" else "cold"
        dial = ca.clock_dial(lay.clock.size, steps, int(view.get("clock", 0)), {k for k, v in used.items() if v},
                             exposure)
        layer.blit(dial, lay.clock)
        self._box(ctx, "clock", lay.clock, self._clock_tip(view, steps), glow=False)
        decks = view.get("decks") or {}
        piles = []
        if mission is not None and mission.exposure:
            piles.append(f"{mission.exposure} exposure {decks.get('status_' + mission.exposure, 0)}")
        if used["night"]:
            piles.append(f"day/night {decks.get('day_night', 0)}")
        if piles:          # the clock board's decks, by how many cards are left in them
            words = self._fit_text(" · ".join(piles), 9, lay.clock.width + lay.night.width, (170, 176, 184))
            layer.blit(words, (lay.clock.x, lay.clock.bottom - words.get_height()))
        night = view.get("night")
        records = self.content.tables["day_night"]
        if night and night in records:
            layer.blit(self._face("night", records[night], lay.night.size), lay.night)
            self._note_card("night", "night", records[night])
            self._box(ctx, "night", lay.night, f"Tonight: {records[night].name}", glow=False)
        elif used["night"]:
            pygame.draw.rect(layer, (50, 56, 66), lay.night, 1, border_radius=self._sz(6))
            self._put_text(layer, "no night yet", 10, MUTED, center=lay.night.center)
        if used["day"]:
            arrow = view.get("day_arrow") or "none"
            chip = self._chip(layer, f"next day: {self._arrow_word(arrow)}", 10, (230, 190, 90),
                              bottomleft=(lay.tribes.x, lay.tribes.bottom))
            self._box(ctx, "day", chip, "At Day the monster tokens move this way (the day/night deck's top card)",
                      glow=False)
        self._draw_tribes(layer, ctx)
        self._draw_objectives(layer, ctx)

    @staticmethod
    def _arrow_word(arrow: str) -> str:
        return {"N": "north", "E": "east", "S": "south", "W": "west"}.get(arrow, "no arrow")

    def _clock_tip(self, view: dict, steps) -> str:
        here = int(view.get("clock", 0))
        ahead = []
        for k in range(1, len(steps) + 1):
            event = steps[(here + k) % len(steps)]
            if event:
                ahead.append(f"{event} in {k}")
        return "The clock: " + ", ".join(ahead[:4])

    def _draw_tribes(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        tribes = view.get("tribes") or {}
        area = lay.tribes
        if not tribes:
            self._put_text(layer, "No tribes in this mission", 10, MUTED, midleft=(area.x, area.centery))
            return
        room = area.height - self._sz(20)          # the day chip sits below
        row_h = min(self._sz(34), room // max(1, len(tribes)))
        levels = ("allied", "trade", "wary", "angry", "irate", "enraged")
        for k, (tribe_id, level) in enumerate(tribes.items()):
            row = pygame.Rect(area.x, area.y + k * row_h, area.width, row_h - 2)
            record = self.content.tables["tribes"].get(tribe_id)
            name = self._fit_text(f"{record.name if record else tribe_id}: {level}", 10, row.width,
                                  HOSTILITY_RGB.get(level, INK_LIGHT), bold=True)
            layer.blit(name, (row.x, row.y))
            cells_y = row.y + name.get_height() + 1
            cell_w = min(self._sz(26), row.width // len(levels))
            for n, word in enumerate(levels):
                cell = pygame.Rect(row.x + n * cell_w, cells_y, cell_w - 2, max(6, row.bottom - cells_y))
                lit = word == level
                pygame.draw.rect(layer, HOSTILITY_RGB[word] if lit else art.mix(HOSTILITY_RGB[word], PANEL, 0.65),
                                 cell, border_radius=3)
                if lit:
                    pygame.draw.rect(layer, (250, 246, 230), cell, 2, border_radius=3)
            self._box(ctx, f"tribe:{tribe_id}", row, f"{record.name if record else tribe_id} is {level} "
                      "(allied, trade, wary, angry, irate, enraged)", glow=False)

    def _draw_objectives(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        mission = self.content.tables["missions"].get(view.get("mission", ""))
        area = lay.objectives
        pygame.draw.rect(layer, (30, 34, 38), area, border_radius=self._sz(6))
        if mission is None:
            return
        title = self._fit_text(f"{mission.name}", 12, area.width - self._sz(12), (238, 214, 150), bold=True)
        layer.blit(title, (area.x + self._sz(6), area.y + 2))
        y = area.y + 2 + title.get_height()
        progress = view.get("objectives") or []
        for k, objective in enumerate(mission.objectives):
            done, needed = progress[k] if k < len(progress) else (0, objective.amount)
            mark = "done" if done >= needed else f"{done}/{needed}"
            words = self._fit_text(f"{mark}  {objective.text}", 10, area.width - self._sz(12),
                                   (150, 210, 150) if done >= needed else INK_LIGHT)
            if y + words.get_height() > area.bottom:
                break
            layer.blit(words, (area.x + self._sz(6), y))
            y += words.get_height()

    # --- the survivors ---------------------------------------------------------------------------------
    def _draw_survivors(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        survivors = view.get("survivors") or []
        for i, survivor in enumerate(survivors):
            if i < len(lay.survivors):
                self._draw_survivor(layer, ctx, i, survivor, lay.survivors[i])

    def _draw_survivor(self, layer: pygame.Surface, ctx, i: int, survivor: dict, area: pygame.Rect) -> None:
        view = ctx.view
        active = i == view.get("active") and view.get("phase") == "play"
        pygame.draw.rect(layer, PANEL_ACTIVE if active else PANEL, area, border_radius=self._sz(6))
        if active:
            pygame.draw.rect(layer, (230, 196, 96), area, 2, border_radius=self._sz(6))
        char = self.content.tables["characters"].get(survivor.get("char") or "")
        pad = self._sz(6)
        if char is not None and area.height >= self._sz(150):
            # room enough: the character card itself on the left (hover to read it large)
            card_h = area.height - 2 * pad
            card = pygame.Rect(area.x + pad, area.y + pad, round(card_h * 0.7), card_h)
            layer.blit(self._face("character", char, card.size, survivor.get("starve", -1) >= 0), card)
            self._note_card(f"character:{i}", "character", char, survivor.get("starve", -1) >= 0)
            self._box(ctx, f"character:{i}", card, self._survivor_tip(survivor, char), glow=False)
            area = pygame.Rect(card.right + pad, area.y, area.right - card.right - pad, area.height)
        head_h = max(self._sz(22), min(self._sz(30), area.height // 3))
        standee = pieces.standee(survivor.get("char") or "", head_h, active, (survivor.get("name") or "?")[:1])
        layer.blit(standee, (area.x + pad, area.y + pad // 2))
        name = f"{survivor.get('name') or 'Survivor'} · {char.name if char else 'picking...'}"
        if not survivor.get("alive", True):
            name += f" · out ({survivor.get('out')})"
        text = self._fit_text(name, 12, area.width // 2, INK_LIGHT if survivor.get("alive", True) else MUTED, bold=True)
        layer.blit(text, (area.x + pad + head_h + 4, area.y + pad // 2))
        self._box(ctx, f"survivor:{i}", pygame.Rect(area.x, area.y, area.width, head_h + pad // 2),
                  self._survivor_tip(survivor, char))
        if char is not None:
            self._note_card(f"survivor:{i}", "character", char, survivor.get("starve", -1) >= 0)
        if char is None:
            return
        # the numbers, right of the name
        x = area.x + pad + head_h + 4
        y = area.y + pad // 2 + text.get_height()
        chips = [(f"health {survivor.get('health', 0)}/{char.health}", (196, 60, 56)),
                 (f"stealth {survivor.get('stealth', char.stealth)}", (90, 110, 140)),
                 (f"gear {survivor.get('storage', [0, 4])[0]}/{survivor.get('storage', [0, 4])[1]}", (110, 100, 80)),
                 (f"deck {survivor.get('deck', 0)}", (80, 86, 96)),
                 (f"discard {len(survivor.get('discard') or [])}", (80, 86, 96)),
                 (f"hand {survivor.get('hand_size', 0) + survivor.get('supplies_size', 0)}", (80, 86, 96))]
        if survivor.get("poison"):
            chips.append((f"poison {survivor['poison']}", (90, 150, 60)))
        if survivor.get("armour"):
            chips.append((f"armour {survivor['armour']}", (120, 130, 150)))
        die = pieces.hunger_die(int(survivor.get("hunger", 1)), self._sz(18), survivor.get("starve", -1) >= 0)
        layer.blit(die, (x, y))
        self._box(ctx, f"hunger:{i}", pygame.Rect(x, y, die.get_width(), die.get_height()),
                  "Hunger (6: starving)" if survivor.get("starve", -1) < 0 else "Starving!", glow=False)
        cx, cy = x + die.get_width() + 4, y + die.get_height() // 2
        bottom = y + die.get_height()
        for words, fill in chips:          # a row of chips, wrapping under the die when the panel is narrow
            width = self._text_width(words, max(8, self._sz(9)), True) + self._sz(9 * 0.9) + 4
            if cx + width > area.right - pad and cx > x + die.get_width() + 4:
                cx, cy = x, bottom + self._sz(9)
            rect = self._chip(layer, words, 9, fill, INK_LIGHT, midleft=(cx, cy))
            cx = rect.right + 3
            bottom = max(bottom, rect.bottom)
        # the cards in play: gear, then monsters, then status cards, as small tiles
        top = max(bottom, area.y + head_h) + 3
        row = pygame.Rect(area.x + pad, top, area.width - 2 * pad, area.bottom - top - pad // 2)
        if row.height < 14:
            return
        self._draw_in_play(layer, ctx, i, survivor, row)

    def _draw_in_play(self, layer: pygame.Surface, ctx, i: int, survivor: dict, row: pygame.Rect) -> None:
        items = []
        for slot, held in enumerate(survivor.get("gear") or []):
            table = "scavenge" if held.get("src") == "g" else "survivor_cards"
            record = self.content.tables[table].get(held.get("card"))
            if record is not None:
                items.append(("gear", slot, record, held, table))
        for slot, entry in enumerate(survivor.get("monsters") or []):
            record = self.content.tables["monsters"].get(entry.get("card"))
            if record is not None:
                items.append(("monster", slot, record, entry, "monsters"))
        for k, status in enumerate(survivor.get("status") or []):
            items.append(("status", k, status, status, "status"))
        if not items:
            self._put_text(layer, "nothing in play", 9, MUTED, midleft=(row.x, row.centery))
            return
        gap = 3
        h = min(row.height, self._sz(46))
        w = max(self._sz(64), min(self._sz(104), round(h * 2.1)))
        per_row = max(1, (row.width + gap) // (w + gap))
        rows = max(1, (row.height + gap) // (h + gap))
        if len(items) > per_row * rows:          # more than fits: narrower tiles on every row
            per_row = -(-len(items) // rows)
            w = max(self._sz(40), (row.width - gap * (per_row - 1)) // per_row)
        for n, (kind, slot, record, data, table) in enumerate(items):
            r, c = divmod(n, per_row)
            if r >= rows:
                break
            rect = pygame.Rect(row.x + c * (w + gap), row.y + r * (h + gap), w, h)
            self._draw_mini(layer, ctx, i, kind, slot, record, data, table, rect)

    def _draw_mini(self, layer, ctx, i, kind, slot, record, data, table, rect) -> None:
        px = max(9, min(self._sz(11), rect.height // 4))
        if kind == "monster":
            fill, edge = (70, 26, 24), (170, 60, 50)
            left = record.health - int(data.get("damage", 0))
            lines = [record.name, f"{left}/{record.health} health, {record.damage} dmg"]
            if record.boss:
                lines[0] = "BOSS " + lines[0]
            target, tip = f"monster:{i}:{slot}", f"{record.name}: {left} health left, deals {record.damage}"
            self._note_card(target, "monster", record, record.tribe or None)
        elif kind == "gear":
            fill, edge = (44, 52, 44) if table == "survivor_cards" else (72, 30, 24), (120, 140, 110)
            ammo = f" · {data.get('ammo', 0)} {getattr(record, 'ammo_kind', '')}" if getattr(record, "ammo", 0) else ""
            lines = [record.name, f"gear{ammo}"]
            target, tip = f"gear:{i}:{slot}", f"{record.name}: {record.text}"
            self._note_card(target, "survivor_card" if table == "survivor_cards" else "scavenge", record,
                            record.deck if table == "survivor_cards" else None)
        else:
            decks = self.content.tables["status_decks"]
            deck = decks.get(data.get("deck"))
            if data.get("up") and data.get("card"):
                card = self.content.tables["status_cards"].get(data["card"])
                name, text = (card.name, card.text) if card else ("?", "")
                self._note_card(f"status:{i}:{slot}", "status", card, data.get("deck"))
            else:
                name, text = (deck.back_name if deck else "status"), (deck.back_text if deck else "")
                self._note_card(f"status:{i}:{slot}", "status_back", data.get("deck"))
            fill, edge = (40, 56, 80), (110, 150, 200)
            lines = [name, "status"]
            target, tip = f"status:{i}:{slot}", f"{name}: {text}"
        pygame.draw.rect(layer, fill, rect, border_radius=4)
        pygame.draw.rect(layer, edge, rect, 1, border_radius=4)
        y = rect.y + 2
        for k, words in enumerate(lines):
            surf = self._fit_text(words, px, rect.width - 6, INK_LIGHT if k == 0 else MUTED, bold=k == 0,
                                  px=px if k == 0 else max(9, px - 1))
            if y + surf.get_height() > rect.bottom:
                break
            layer.blit(surf, (rect.x + 3, y))
            y += surf.get_height()
        if kind == "monster" and data.get("stunned"):
            mark = pieces.stunned_mark(max(10, rect.height // 3))
            layer.blit(mark, mark.get_rect(bottomright=rect.bottomright))
        if kind == "monster" and data.get("damage"):
            token = pieces.damage_token(int(data["damage"]), max(12, rect.height // 3))
            layer.blit(token, token.get_rect(bottomleft=(rect.x + 2, rect.bottom - 2)))
        self._box(ctx, target, rect, tip, radius=4)

    def _survivor_tip(self, survivor: dict, char) -> str:
        if char is None:
            return survivor.get("name") or ""
        innate = f"{char.innate.name}: {char.innate.text}"
        return f"{char.name}: {char.title}. {innate}" + (" (lost while starving)" if survivor.get("starve", -1) >= 0 else "")
