"""The right of the table: the clock dial with the night card and the day arrow, the tribes' hostility,
the objectives, and one panel per survivor (standee and name, health, hunger die, stealth, storage,
poison and armour, deck and hand counts, then gear, the monsters attached left to right and the status
cards: a face-down one by its deck's back, or in the replay's everything-revealed view by its name, marked
face down). Element ids: survivor:<i>, gear:<i>:<slot>, monster:<i>:<slot>, status:<i>:<k>."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ....ui import art
from .. import card_art as ca
from .. import pieces
from .layout import CARD_RATIO, PANEL_MIN_W, READABLE_PX

PANEL = (38, 42, 48)
PANEL_ACTIVE = (54, 56, 48)
INK_LIGHT = (236, 232, 222)
MUTED = (160, 166, 172)
HOSTILITY_RGB = {"allied": (70, 160, 90), "trade": (120, 170, 90), "wary": (200, 180, 80), "angry": (210, 120, 60),
                 "irate": (200, 70, 50), "enraged": (160, 30, 30)}
NAME_PX = 12               # a survivor's name, in pixels at least
TILE_NAME, TILE_DETAIL = 11, 10     # a card in play's name and its second line, in sizes at scale 1


@dataclass
class InPlay:
    """One card in play on a survivor's panel, as its tile shows it."""
    target: str
    tip: str
    name: str
    detail: str                # the second line: what it is, its health or its ammo
    fill: tuple
    edge: tuple
    short: str = ""            # health or ammo as numbers, beside the name on a one-line tile
    stunned: bool = False


class Panels:
    # --- the clock, the night and the tribes ------------------------------------------------------
    def _draw_top(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        mission = self.content.tables["missions"].get(view.get("mission", ""))
        steps = self.content.tables["clock"]["clock"].steps
        used = {"exposure": bool(mission and mission.exposure), "night": bool(mission and mission.day_night),
                "day": bool(mission and mission.day_night), "tribes": bool(view.get("tribes"))}
        exposure = "heat" if mission is not None and mission.exposure == "heat" else "cold"
        decks = view.get("decks") or {}
        piles = []
        if mission is not None and mission.exposure:
            piles.append(f"{mission.exposure} exposure {decks.get('status_' + mission.exposure, 0)}")
        if used["night"]:
            piles.append(f"day/night {decks.get('day_night', 0)}")
        # the clock board's decks, by how many cards are left in them, under the dial: one line if it fits
        if piles and self._text_width(" · ".join(piles), self._px(9), False) <= lay.clock.width:
            piles = [" · ".join(piles)]
        lines = [self._fit_text(words, 9, lay.clock.width, (170, 176, 184), min_px=READABLE_PX) for words in piles]
        dial_h = lay.clock.height - sum(line.get_height() for line in lines)
        dial = ca.clock_dial((lay.clock.width, dial_h), steps, int(view.get("clock", 0)),
                             {k for k, v in used.items() if v}, exposure)
        layer.blit(dial, lay.clock)
        self._box(ctx, "clock", lay.clock, self._clock_tip(view, steps), glow=False)
        y = lay.clock.y + dial_h
        for line in lines:
            layer.blit(line, line.get_rect(midtop=(lay.clock.centerx, y)))
            y += line.get_height()
        night = view.get("night")
        records = self.content.tables["day_night"]
        if night and night in records:
            layer.blit(self._face("night", records[night], lay.night.size), lay.night)
            self._note_card("night", "night", records[night])
            self._box(ctx, "night", lay.night, f"Tonight: {records[night].name}", glow=False)
        elif used["night"]:
            pygame.draw.rect(layer, (50, 56, 66), lay.night, 1, border_radius=self._sz(6))
            self._put_text(layer, "no night yet", self._readable(10), MUTED, center=lay.night.center)
        if used["day"]:
            size, way = self._readable(10), self._arrow_word(view.get("day_arrow") or "none")
            words = f"next day: {way}"
            if self._chip_size(words, size)[0] > lay.tribes.width:       # a narrow column: the short form
                words = f"day: {way}"
            chip = self._chip(layer, words, size, (230, 190, 90), bottomleft=(lay.tribes.x, lay.tribes.bottom))
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
            self._put_text(layer, "No tribes", self._readable(10), MUTED, midleft=(area.x, area.centery))
            return
        room = area.height - self._chip_size("day", self._readable(10))[1] - 2      # the day chip sits below
        px = self._px(10)
        names = {t: getattr(self.content.tables["tribes"].get(t), "name", t) for t in tribes}
        # "name: level" on one line, or when the column is too narrow for that the level under the name
        one_line = all(self._text_width(f"{names[t]}: {level}", px, True) <= area.width for t, level in tribes.items())
        lines = [[f"{names[t]}: {level}"] if one_line else [f"{names[t]}:", level] for t, level in tribes.items()]
        line_h = self._text_height(px, True)
        row_h = min(self._sz(34) + (0 if one_line else line_h), room // max(1, len(tribes)))
        levels = ("allied", "trade", "wary", "angry", "irate", "enraged")
        for k, (tribe_id, level) in enumerate(tribes.items()):
            row = pygame.Rect(area.x, area.y + k * row_h, area.width, row_h - 2)
            cells_y = row.y
            for words in lines[k]:
                layer.blit(self._fit_text(words, 10, row.width, HOSTILITY_RGB.get(level, INK_LIGHT), bold=True,
                                          min_px=READABLE_PX), (row.x, cells_y))
                cells_y += line_h
            cells_y += 1
            cell_w = min(self._sz(26), row.width // len(levels))
            for n, word in enumerate(levels):
                cell = pygame.Rect(row.x + n * cell_w, cells_y, cell_w - 2, max(6, row.bottom - cells_y))
                lit = word == level
                pygame.draw.rect(layer, HOSTILITY_RGB[word] if lit else art.mix(HOSTILITY_RGB[word], PANEL, 0.65),
                                 cell, border_radius=3)
                if lit:
                    pygame.draw.rect(layer, (250, 246, 230), cell, 2, border_radius=3)
            self._box(ctx, f"tribe:{tribe_id}", row, f"{names[tribe_id]} is {level} "
                      "(allied, trade, wary, angry, irate, enraged)", glow=False)

    def _draw_objectives(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        mission = self.content.tables["missions"].get(view.get("mission", ""))
        area = lay.objectives
        pygame.draw.rect(layer, (30, 34, 38), area, border_radius=self._sz(6))
        if mission is None:
            return
        title = self._fit_text(mission.name, 12, area.width - self._sz(12), (238, 214, 150), bold=True, min_px=NAME_PX)
        layer.blit(title, (area.x + self._sz(6), area.y + 2))
        y = area.y + 2 + title.get_height()
        progress = view.get("objectives") or []
        for k, objective in enumerate(mission.objectives):
            done, needed = progress[k] if k < len(progress) else (0, objective.amount)
            mark = "done" if done >= needed else f"{done}/{needed}"
            words = self._fit_text(f"{mark}  {objective.text}", 10, area.width - self._sz(12),
                                   (150, 210, 150) if done >= needed else INK_LIGHT, min_px=READABLE_PX)
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
        starving = survivor.get("starve", -1) >= 0
        pad = self._sz(6)
        card = self._character_card(area, pad) if char is not None else None
        if card is not None:         # the character card itself on the left (hover to read it large)
            layer.blit(self._face("character", char, card.size, starving), card)
            self._note_card(f"character:{i}", "character", char, starving)
            self._box(ctx, f"character:{i}", card, self._survivor_tip(survivor, char), glow=False)
            area = pygame.Rect(card.right + pad, area.y, area.right - card.right - pad, area.height)
        # the standee, and right of it the name over the numbers
        head = max(self._sz(22), min(self._sz(30), area.height // 3))
        top = area.y + pad // 2
        layer.blit(pieces.standee(survivor.get("char") or "", head, active, (survivor.get("name") or "?")[:1]),
                   (area.x + pad, top))
        name = f"{survivor.get('name') or 'Survivor'} · {char.name if char else 'picking...'}"
        if not survivor.get("alive", True):
            name += f" · out ({survivor.get('out')})"
        x = area.x + pad + head + 4
        text = self._fit_text(name, 12, area.right - pad - x, INK_LIGHT if survivor.get("alive", True) else MUTED,
                              bold=True, min_px=NAME_PX)
        layer.blit(text, (x, top))
        self._box(ctx, f"survivor:{i}", pygame.Rect(area.x, area.y, area.width, head + pad // 2),
                  self._survivor_tip(survivor, char))
        if char is None:
            return
        self._note_card(f"survivor:{i}", "character", char, starving)
        bottom = self._draw_numbers(layer, ctx, i, survivor, char,
                                    pygame.Rect(x, top + text.get_height() + 1, area.right - pad - x, 0),
                                    area.x + pad, top + head)
        # the cards in play: gear, then monsters, then status cards, as small tiles
        row_top = max(bottom, top + head) + 3
        row = pygame.Rect(area.x + pad, row_top, area.width - 2 * pad, area.bottom - row_top - pad // 2)
        if row.height >= 14:
            self._draw_in_play(layer, ctx, i, survivor, row)

    def _character_card(self, area: pygame.Rect, pad: int) -> pygame.Rect | None:
        """Where the character card goes on the panel's left: as tall as the panel, but leaving the numbers
        and tiles the width they need; None when that is too small to read (the name's hover shows it)."""
        text_w = round(PANEL_MIN_W * max(1.0, self._layout.s))
        w = min(round((area.height - 2 * pad) * CARD_RATIO), area.width - text_w - 2 * pad)
        h = round(w / CARD_RATIO)
        if h < self._sz(140):
            return None
        return pygame.Rect(area.x + pad, area.y + pad, w, h)

    def _draw_numbers(self, layer, ctx, i: int, survivor: dict, char, start: pygame.Rect, left: int,
                      beside_until: int) -> int:
        """The hunger die, the chips (health, stealth, storage, poison, armour) and the counts (deck,
        discard, hand), flowing in rows from start's top left: beside the standee until beside_until, then
        from `left`. Returns the bottom of the last row."""
        size = self._readable(9)
        storage = survivor.get("storage", [0, 4])
        chips = [(f"health {survivor.get('health', 0)}/{char.health}", (196, 60, 56)),
                 (f"stealth {survivor.get('stealth', char.stealth)}", (90, 110, 140)),
                 (f"gear {storage[0]}/{storage[1]}", (110, 100, 80))]
        if survivor.get("poison"):
            chips.append((f"poison {survivor['poison']}", (90, 150, 60)))
        if survivor.get("armour"):
            chips.append((f"armour {survivor['armour']}", (120, 130, 150)))
        chip_h = self._chip_size("0", size)[1]
        counts = (f"deck {survivor.get('deck', 0)} · discard {len(survivor.get('discard') or [])} · "
                  f"hand {survivor.get('hand_size', 0) + survivor.get('supplies_size', 0)}")
        die = pieces.hunger_die(int(survivor.get("hunger", 1)), chip_h, survivor.get("starve", -1) >= 0)
        x, y, row_x, row_h = start.x, start.y, start.x, chip_h

        def place(width: int) -> tuple[int, int]:
            """The top left of the next piece this wide: on this row if it fits, else on the next."""
            nonlocal x, y, row_x
            if x > row_x and x + width > start.right:
                y += row_h + 2
                x = row_x = start.x if y < beside_until else left
            at = (x, y)
            x += width + 3
            return at

        at = place(die.get_width())
        layer.blit(die, at)
        self._box(ctx, f"hunger:{i}", pygame.Rect(at, die.get_size()),
                  "Hunger (6: starving)" if survivor.get("starve", -1) < 0 else "Starving!", glow=False)
        for words, fill in chips:
            at = place(self._chip_size(words, size)[0])
            self._chip(layer, words, size, fill, INK_LIGHT, topleft=at)
        at = place(min(self._text_width(counts, self._px(9), False), start.right - left))
        words = self._fit_text(counts, 9, start.right - at[0], MUTED, min_px=READABLE_PX)
        layer.blit(words, (at[0], at[1] + (row_h - words.get_height()) // 2))
        return y + row_h

    def _draw_in_play(self, layer: pygame.Surface, ctx, i: int, survivor: dict, row: pygame.Rect) -> None:
        tiles = self._in_play_tiles(i, survivor)
        if not tiles:
            self._put_text(layer, "nothing in play", self._readable(9), MUTED, midleft=(row.x, row.y + self._sz(10)))
            return
        name_px, detail_px = self._px(TILE_NAME), self._px(TILE_DETAIL)
        two_h = self._text_height(name_px, True) + self._text_height(detail_px, False) + 5
        one_h = self._text_height(name_px, True) + 6
        gap, n = 3, len(tiles)
        least_w, most_w = max(84, self._sz(84)), max(130, self._sz(150))
        most_cols = max(1, (row.width + gap) // (least_w + gap))
        # two lines (the name, then health or ammo) when they all fit so, else names only; squeezed at worst
        for h in (two_h, one_h):
            rows = (row.height + gap) // (h + gap)
            if rows and n <= rows * most_cols:
                break
        else:
            h, rows = min(one_h, row.height), max(1, (row.height + gap) // (one_h + gap))
        per_row = min(n, max(-(-n // rows), most_cols))
        w = min(most_w, (row.width - gap * (per_row - 1)) // per_row)
        for k, tile in enumerate(tiles):
            r, c = divmod(k, per_row)
            rect = pygame.Rect(row.x + c * (w + gap), row.y + r * (h + gap), w, h)
            self._draw_tile(layer, ctx, tile, rect, h >= two_h)

    def _in_play_tiles(self, i: int, survivor: dict) -> list[InPlay]:
        """The survivor's gear, monsters and status cards as tiles (each also noted for the hover view)."""
        tiles = []
        for slot, held in enumerate(survivor.get("gear") or []):
            table = "scavenge" if held.get("src") == "g" else "survivor_cards"
            record = self.content.tables[table].get(held.get("card"))
            if record is None:
                continue
            target = f"gear:{i}:{slot}"
            ammo = ""
            if getattr(record, "ammo", 0):
                ammo = f"{held.get('ammo', 0)} {getattr(record, 'ammo_kind', '')}".strip()
            self._note_card(target, "survivor_card" if table == "survivor_cards" else "scavenge", record,
                            record.deck if table == "survivor_cards" else None)
            tiles.append(InPlay(target, f"{record.name}: {record.text}", record.name, ammo or "gear",
                                (44, 52, 44) if table == "survivor_cards" else (72, 30, 24), (120, 140, 110), ammo))
        for slot, entry in enumerate(survivor.get("monsters") or []):
            record = self.content.tables["monsters"].get(entry.get("card"))
            if record is None:
                continue
            target = f"monster:{i}:{slot}"
            left = record.health - int(entry.get("damage", 0))
            self._note_card(target, "monster", record, record.tribe or None)
            tiles.append(InPlay(target, f"{record.name}: {left} health left, deals {record.damage}",
                                ("BOSS " if record.boss else "") + record.name,
                                f"{left}/{record.health} hp, {record.damage} dmg", (70, 26, 24), (170, 60, 50),
                                f"{left}/{record.health}", bool(entry.get("stunned"))))
        decks = self.content.tables["status_decks"]
        for k, status in enumerate(survivor.get("status") or []):
            target = f"status:{i}:{k}"
            deck = decks.get(status.get("deck"))
            detail = deck.name if deck else "status"
            if status.get("card"):            # face up, or face down in the revealed view (so marked)
                card = self.content.tables["status_cards"].get(status["card"])
                name, text = (card.name, card.text) if card else ("?", "")
                self._note_card(target, "status", card, status.get("deck"))
            else:
                name, text = (deck.back_name if deck else "status"), (deck.back_text if deck else "")
                self._note_card(target, "status_back", status.get("deck"))
            down = bool(status.get("card")) and not status.get("up")
            tiles.append(InPlay(target, f"{name}{' (face down)' if down else ''}: {text}", name,
                                f"face down: {detail}" if down else detail, (40, 56, 80),
                                (150, 160, 200) if down else (110, 150, 200)))
        return tiles

    def _draw_tile(self, layer, ctx, tile: InPlay, rect: pygame.Rect, two_lines: bool) -> None:
        """A card in play: its name, and on a taller tile under it what it is (a monster's health, a weapon's
        ammo), on a one-line tile those numbers at its right; a stunned monster's stars at the far right.
        (The health says what a damage token would.)"""
        pygame.draw.rect(layer, tile.fill, rect, border_radius=4)
        pygame.draw.rect(layer, tile.edge, rect, 1, border_radius=4)
        right = rect.right - 3
        mark = min(rect.height - 4, self._sz(22))
        if tile.stunned:
            stars = pieces.stunned_mark(mark)
            right = layer.blit(stars, stars.get_rect(midright=(right, rect.centery))).x - 1
        if not two_lines and tile.short:
            short = self._fit_text(tile.short, TILE_DETAIL, rect.width // 2, MUTED, min_px=READABLE_PX)
            right = layer.blit(short, short.get_rect(midright=(right, rect.centery))).x - 3
        name = self._fit_text(tile.name, TILE_NAME, right - rect.x - 3, INK_LIGHT, bold=True, min_px=READABLE_PX)
        if two_lines:
            layer.blit(name, (rect.x + 3, rect.y + 2))
            detail = self._fit_text(tile.detail, TILE_DETAIL, right - rect.x - 3, MUTED, min_px=READABLE_PX)
            layer.blit(detail, (rect.x + 3, rect.y + 2 + name.get_height()))
        else:
            layer.blit(name, name.get_rect(midleft=(rect.x + 3, rect.centery)))
        self._box(ctx, tile.target, rect, tile.tip, radius=4)

    def _survivor_tip(self, survivor: dict, char) -> str:
        if char is None:
            return survivor.get("name") or ""
        innate = f"{char.innate.name}: {char.innate.text}"
        return f"{char.name}: {char.title}. {innate}" + (" (lost while starving)" if survivor.get("starve", -1) >= 0 else "")

    # --- readable text (the hand, the tray and the map's hint use these too) -----------------------------
    def _px(self, base: float, least: int = READABLE_PX) -> int:
        """A text size in pixels: base at the table's scale, never under `least` (small windows); the size
        the kit's _fit_text(words, base, ..., min_px=least) starts at."""
        return max(least, self._sz(base))

    def _readable(self, base: float, least: int = READABLE_PX) -> float:
        """The size to give the kit's helpers that take one (_chip, _put_text) for text of _px(base) pixels."""
        return max(base, least / self._layout.s)

    def _text_height(self, px: int, bold: bool) -> int:
        return self._art_text("Ag", px, bold=bold).get_height()
