"""What is in hand (the view's ``under_way``), as a panel over the house while it lasts: the fight (the
fighters with their weapons and Wounds facing the Enemy tokens with their Prowess, weapons and Wounds, the
last die between them), the night raid (the card, the Guards and their weapons, the faces rolled, the
Board-Ups), the trade (their pool, the deal with what is wanted and offered and their sums, your side, the
commission and how much is paid) or choosing findings (what is left on the pile and what is carried, each
with its weight, and a bar of the weight against the party's Inventory). A script being read gets a chip
over the sky (its words are in the match screen's reader). At the end, the outcome panel. Element ids:
``fight``, ``enemy:<k>``, ``character:<i>``, ``raid``, ``trade``, ``trade:<pool|want|give|mine>:<item>``,
``choosing``, ``carry:<left|carried>:<item>``, ``script``, ``last_roll``, ``outcome``."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import pieces
from .. import tooltips as tips
from .layout import CARD_RATIO

OVERLAY = (26, 23, 22, 252)
RIM = (214, 160, 86)
INK = (238, 230, 214)
MUTED = (164, 154, 140)
GOOD, BAD = (120, 184, 110), (214, 96, 70)
WEAPON_DIE = {"none": "gray", "knife": "yellow", "hatchet": "yellow", "pistol": "red", "shotgun": "red",
              "assault_rifle": "red"}
FIGHT_STAGES = {"arm": "Taking up weapons", "flee": "Fight on, or flee?", "stopped": "Trying to stop it",
                "backstab": "Fleeing", "choose_dice": "Rolling", "resolve": "The blows land"}
RESOURCE_IDS = ("water", "wood", "components")


class UnderWay:
    PANELS = ("fight", "trade", "raid", "choosing")     # what opens a panel over the house, first first

    def _panel_open(self, view: dict) -> bool:
        under = view.get("under_way") or {}
        return any(under.get(kind) for kind in self.PANELS)

    def _draw_under_way(self, layer: pygame.Surface, ctx) -> None:
        under = ctx.view.get("under_way") or {}
        for kind, draw in (("fight", self._draw_fight), ("trade", self._draw_trade), ("raid", self._draw_raid),
                           ("choosing", self._draw_choosing)):
            if under.get(kind):
                draw(layer, ctx, under[kind])
                break
        if under.get("script"):
            opened = any(under.get(k) for k in ("fight", "trade", "raid", "choosing"))
            self._draw_script_chip(layer, ctx, under["script"], opened)

    def _overlay(self, layer: pygame.Surface, ctx, title: str, subtitle: str, target: str) -> pygame.Rect:
        """The panel over the house with its title; returns the body's rect."""
        box = self._layout.overlay
        layer.blit(self._shade(self._layout.house.size, (0, 0, 0, 110)), self._layout.house)
        layer.blit(art.panel(box.size, OVERLAY, self._sz(12), border=(*RIM, 255)), box)
        pad = max(6, self._sz(12))
        head = self._line(layer, title, 15, RIM, box.width // 2, bold=True, least=13, topleft=(box.x + pad, box.y + pad - 2))
        if subtitle:
            self._line(layer, subtitle, 11, MUTED, box.right - head.right - 2 * pad, midleft=(head.right + pad, head.centery))
        self._lit_box(ctx, target, box, radius=self._sz(12))      # the whole panel: nothing under it shows through
        return pygame.Rect(box.x + pad, head.bottom + max(4, self._sz(8)), box.width - 2 * pad,
                           box.bottom - head.bottom - max(4, self._sz(8)) - pad)

    def _cause_name(self, cause: str) -> str:
        table, _, card_id = str(cause or "").partition(":")
        table = {"visitor": "visitors", "location": "locations"}.get(table, table)
        record = tips.record(self.content, table, card_id)
        return getattr(record, "name", "") if record is not None else ""

    # --- the fight -----------------------------------------------------------------------------------------------
    def _frame(self, layer: pygame.Surface, rect: pygame.Rect, fill, edge) -> None:
        radius = max(4, self._sz(8))
        pygame.draw.rect(layer, fill, rect, border_radius=radius)
        pygame.draw.rect(layer, edge, rect, 1, border_radius=radius)

    def _stack(self, top: int, bottom: int, count: int, most: int) -> tuple[int, int]:
        """(first y, row height) of count rows of at most `most` px, centred between top and bottom."""
        row_h = min((bottom - top) // max(1, count), most)
        return top + max(0, (bottom - top - row_h * count) // 2), row_h

    def _draw_fight(self, layer: pygame.Surface, ctx, fight: dict) -> None:
        view = ctx.view
        sub = " · ".join(w for w in (self._cause_name(fight.get("cause")), FIGHT_STAGES.get(fight.get("stage"), "")) if w)
        body = self._overlay(layer, ctx, "COMBAT", sub, "fight")
        middle_w = max(self._sz(100), 70)
        left = pygame.Rect(body.x, body.y, (body.width - middle_w) // 2, body.height)
        right = pygame.Rect(left.right + middle_w, body.y, body.right - left.right - middle_w, body.height)
        middle = pygame.Rect(left.right, body.y, middle_w, body.height)
        head = self._line(layer, "YOUR PEOPLE", 11, MUTED, left.width, bold=True, topleft=left.topleft)
        self._line(layer, "ENEMIES", 11, MUTED, right.width, bold=True, topright=right.topright)
        fighters = [i for i in fight.get("fighters") or [] if 0 <= i < len(view.get("characters") or [])]
        people = view.get("characters") or []
        y, row_h = self._stack(head.bottom + 6, body.bottom, len(fighters), self._sz(100))
        for k, i in enumerate(fighters):
            rect = pygame.Rect(left.x, y + k * row_h, left.width, row_h - max(4, self._sz(6)))
            self._fighter(layer, ctx, i, people[i], (fight.get("gear") or {}).get(str(i)) or {}, rect)
        enemies = list(fight.get("enemies") or [])
        cols = 1 if len(enemies) <= 3 else 2
        per_col = -(-max(1, len(enemies)) // cols)
        y, eh = self._stack(head.bottom + 6, body.bottom, per_col, self._sz(100))
        ew = right.width // cols
        for k, foe in enumerate(enemies):
            r, c = divmod(k, cols)
            rect = pygame.Rect(right.x + c * ew + (4 if c else 0), y + r * eh, ew - 4, eh - max(4, self._sz(6)))
            self._enemy(layer, ctx, k, foe, rect)
        self._line(layer, "vs", 22, RIM, middle.width, bold=True, least=15, center=(middle.centerx, middle.y + middle.height // 3))
        self._draw_last_roll(layer, ctx, middle)

    def _pips(self, layer: pygame.Surface, at: tuple[int, int], filled: int, count: int, color, right: bool = False) -> None:
        """count small squares, `filled` of them red: a combatant's Wounds."""
        size = max(6, self._sz(9))
        x, y = at
        for k in range(count):
            rect = pygame.Rect((x - (count - k) * (size + 3)) if right else (x + k * (size + 3)), y, size, size)
            pygame.draw.rect(layer, color if k < filled else (60, 56, 52), rect, border_radius=2)
            pygame.draw.rect(layer, (120, 110, 100), rect, 1, border_radius=2)

    def _fighter(self, layer: pygame.Surface, ctx, i: int, person: dict, gear: dict, rect: pygame.Rect) -> None:
        alive = person.get("alive", True)
        self._frame(layer, rect, (44, 38, 34) if alive else (34, 32, 32), (110, 96, 80))
        pad = max(3, self._sz(6))
        side = max(18, min(rect.height - 2 * pad, self._sz(80)))
        portrait = pygame.Rect(rect.x + pad, rect.centery - side // 2, side, side)
        layer.blit(self._portrait(person.get("id"), side, alive), portrait)
        x = portrait.right + pad + 2
        room = rect.right - pad - x
        card = tips.record(self.content, "characters", person.get("id"))
        name = getattr(card, "name", person.get("id"))
        top = self._line(layer, name, 13, INK, room, bold=True, topleft=(x, portrait.y))
        wounds = int((person.get("states") or {}).get("wounds", 0))
        status = "dead" if not alive else f"Prowess {getattr(card, 'prowess', 0)} · Wounds"
        line = self._line(layer, status, 11, BAD if not alive else MUTED, room, topleft=(x, top.bottom))
        if alive:
            self._pips(layer, (line.right + 5, line.centery - max(6, self._sz(9)) // 2), wounds, 4, BAD)
        held = [item for item in (gear.get("melee"), gear.get("firearm")) if item]
        size = max(14, min(self._sz(26), portrait.bottom - line.bottom - 2))
        gx = x
        for item in held:
            layer.blit(pieces.token_picture(self.content, item, size), (gx, line.bottom + 2))
            gx += size + 3
        words = ", ".join(tips.goods_name(self.content, item) for item in held) or ("bare hands" if gear else "")
        if words and gx < rect.right - 20:
            self._line(layer, words, 11, INK, rect.right - pad - gx, midleft=(gx + 2, line.bottom + 2 + size // 2))
        self._lit_box(ctx, f"character:{i}", rect, radius=max(4, self._sz(8)))

    def _enemy(self, layer: pygame.Surface, ctx, k: int, foe: dict, rect: pygame.Rect) -> None:
        alive = foe.get("alive", True)
        self._frame(layer, rect, (52, 30, 28) if alive else (34, 30, 30), (140, 70, 60))
        pad = max(3, self._sz(6))
        side = max(18, min(rect.height - 2 * pad, self._sz(80)))
        token = pygame.Rect(rect.right - pad - side, rect.centery - side // 2, side, side)
        layer.blit(pieces.enemy_token(int(foe.get("prowess", 0)), foe.get("weapon") or "none", side,
                                      int(foe.get("hurt", 0)), bool(alive)), token)
        x = token.x - pad - 2
        room = x - rect.x - pad
        top = self._line(layer, f"Enemy {k + 1}", 13, INK if alive else MUTED, room, bold=True, topright=(x, token.y))
        weapon = tips.WEAPON_NAMES.get(foe.get("weapon"), foe.get("weapon"))
        line = self._line(layer, f"Prowess {foe.get('prowess', 0)} · {weapon}", 11, MUTED, room, topright=(x, top.bottom))
        hurt = int(foe.get("hurt", 0))
        stage = tips.ENEMY_STAGES[3] if not alive else tips.ENEMY_STAGES[min(2, hurt)]
        word = self._line(layer, stage, 11, BAD if (hurt or not alive) else GOOD, room, topright=(x, line.bottom + 2))
        if alive:
            self._pips(layer, (word.x - 5, word.centery - max(6, self._sz(9)) // 2), hurt, 3, BAD, right=True)
        self._lit_box(ctx, f"enemy:{k}", rect, radius=max(4, self._sz(8)))

    def _draw_last_roll(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> None:
        roll = ctx.view.get("last_roll") or {}
        faces = pieces.roll_dice(roll) if roll else []
        if not faces:
            return
        size = max(20, min(box.width - 10, self._sz(48)))
        die, face = faces[0]
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (box.centerx, box.y + box.height * 2 // 3)
        self._keep_patch(layer, ("roll",), rect.inflate(size, size))
        self._spots["roll"] = [rect]
        layer.blit(pieces.die_face(die, face, size), rect)
        self._line(layer, "last roll", 10, MUTED, box.width, least=10, midtop=(rect.centerx, rect.bottom + 2))
        self._lit_box(ctx, "last_roll", rect, radius=6)

    # --- the night raid ----------------------------------------------------------------------------------------------
    def _draw_raid(self, layer: pygame.Surface, ctx, raid: dict) -> None:
        view = ctx.view
        more = int(raid.get("cards_left") or 0)
        sub = f"{more} more card{'s' if more != 1 else ''} tonight" if more else ""
        body = self._overlay(layer, ctx, "NIGHT RAID", sub, "raid")
        ch = body.height
        cw = min(round(ch * CARD_RATIO), body.width // 3)
        card = pygame.Rect(body.x, body.y, cw, round(cw / CARD_RATIO))
        record = tips.record(self.content, "night_raids", raid.get("card"))
        if record is not None:
            layer.blit(self._face("night_raids", record.id, card.size), card)
            self._note_card("raid", "night_raids", record.id)
        else:
            layer.blit(self._card_back("night_raids", card.size), card)
        x = card.right + max(8, self._sz(16))
        right = pygame.Rect(x, body.y, body.right - x, body.height)
        ups = sum(1 for spot in (view.get("shelter") or {}).values() if spot.get("board_up"))
        words = (f"Damage {record.damage} · Wounds {record.wounds} · less {tips.plural(ups, 'Board-Up')} and the dice"
                 if record is not None else "The Guards take up their weapons.")
        head = self._line(layer, words, 12, INK, right.width, bold=True, topleft=right.topleft)
        guards = list(raid.get("guards") or [])
        people = view.get("characters") or []
        armed = raid.get("armed") or {}
        dice_h = max(24, self._sz(52)) + self._px(10) + 6
        rows = max(1, len(guards))
        row_h = min((right.bottom - head.bottom - 6 - dice_h) // rows, self._sz(70))
        for k, i in enumerate(guards):
            if 0 <= i < len(people):
                rect = pygame.Rect(right.x, head.bottom + 6 + k * row_h, right.width, row_h - 4)
                item = armed.get(str(i)) or people[i].get("weapon")
                self._fighter(layer, ctx, i, people[i], {"melee": item} if str(i) in armed else {}, rect)
        if not guards:
            self._line(layer, "Nobody on guard.", 12, BAD, right.width, topleft=(right.x, head.bottom + 6))
        self._draw_raid_dice(layer, ctx, raid, guards, pygame.Rect(right.x, right.bottom - dice_h, right.width, dice_h))

    def _draw_raid_dice(self, layer: pygame.Surface, ctx, raid: dict, guards: list, box: pygame.Rect) -> None:
        """The faces the Guards kept, in the order they rolled (each on its weapon's die), then, while the
        Guards roll, the last die thrown (kept or thrown again): where the next roll tumbles to."""
        faces = [str(f) for f in raid.get("faces") or []]
        size = max(20, min(self._sz(52), box.height - self._px(10) - 6))
        self._line(layer, "ROLLED", 11, MUTED, box.width, bold=True, topleft=box.topleft)
        x, y = box.x, box.y + self._px(11) + 4
        armed = raid.get("armed") or {}
        for k, face in enumerate(faces):
            weapon_token = armed.get(str(guards[k])) if k < len(guards) else ""
            weapon = getattr(tips.record(self.content, "tokens", weapon_token), "weapon", "none") if weapon_token else "none"
            die = "yellow" if face == "hatchet" else "red" if face in ("shotgun", "out_of_ammo") else WEAPON_DIE.get(weapon, "gray")
            layer.blit(pieces.die_face(die, face, size), (x, y))
            x += size + 6
        slot = pygame.Rect(x, y, size, size)
        if raid.get("part") == "roll":
            self._keep_patch(layer, ("roll",), slot.inflate(size, size))
            self._spots["roll"] = [slot]
            roll = ctx.view.get("last_roll") or {}
            dice = pieces.roll_dice(roll) if roll.get("die") in WEAPON_DIE.values() else []
            if dice:
                layer.blit(pieces.die_face(dice[0][0], dice[0][1], size), slot)
                self._line(layer, "last roll", 10, MUTED, size + 20, least=10, midtop=(slot.centerx, slot.bottom + 2))
                self._lit_box(ctx, "last_roll", slot, radius=6)
        elif not faces:
            self._line(layer, "no dice yet", 11, MUTED, box.width, topleft=(box.x, y))

    # --- the trade -------------------------------------------------------------------------------------------------------
    def _draw_trade(self, layer: pygame.Surface, ctx, trade: dict) -> None:
        view = ctx.view
        commission, paid = int(trade.get("commission") or 0), int(trade.get("paid") or 0)
        who = self._cause_name(trade.get("cause"))
        body = self._overlay(layer, ctx, "TRADE", who, "trade")
        bar_h = self._px(12) + 8
        bar = pygame.Rect(body.x, body.y, body.width, bar_h)
        self._progress(layer, bar, paid, commission, f"Commission {commission}: {paid} paid" if commission else
                       "No commission", GOOD if paid >= commission else RIM)
        cols = pygame.Rect(body.x, bar.bottom + 6, body.width, body.bottom - bar.bottom - 6)
        gap = max(6, self._sz(10))
        w = (cols.width - 2 * gap) // 3
        pool = {k: v for k, v in (trade.get("pool") or {}).items() if v}
        want, give = trade.get("want") or {}, trade.get("give") or {}
        here = view.get("findings_pile") if view.get("phase") == "scavenging" else view.get("storage")
        mine = {k: n - give.get(k, 0) for k, n in (here or {}).items() if k not in RESOURCE_IDS and n - give.get(k, 0) > 0}
        theirs = pygame.Rect(cols.x, cols.y, w, cols.height)
        deal = pygame.Rect(theirs.right + gap, cols.y, w, cols.height)
        yours = pygame.Rect(deal.right + gap, cols.y, cols.right - deal.right - gap, cols.height)
        self._item_list(layer, ctx, theirs, "THEIRS", {k: n - want.get(k, 0) for k, n in pool.items()}, "trade:pool", "value")
        self._item_list(layer, ctx, yours, "YOURS", mine, "trade:mine", "value")
        half = (deal.height - gap) // 2
        want_v, give_v = int(trade.get("want_value") or 0), int(trade.get("give_value") or 0)
        self._item_list(layer, ctx, pygame.Rect(deal.x, deal.y, deal.width, half), f"WANTED · {want_v}", want,
                        "trade:want", "value")
        self._item_list(layer, ctx, pygame.Rect(deal.x, deal.y + half + gap, deal.width, half - self._px(11) - 4),
                        f"OFFERED · {give_v}", give, "trade:give", "value")
        ok = bool(want) and give_v >= want_v
        verdict = ("a fair deal" if ok else f"{want_v - give_v} short") if want else "pick what you want"
        self._line(layer, verdict, 11, GOOD if ok else MUTED, deal.width, bold=ok, bottomleft=(deal.x, deal.bottom))

    def _progress(self, layer: pygame.Surface, bar: pygame.Rect, value: int, top: int, words: str, fill) -> None:
        pygame.draw.rect(layer, (44, 42, 40), bar, border_radius=bar.height // 2)
        if top > 0 and value > 0:
            done = bar.copy()
            done.width = max(bar.height, round(bar.width * min(1.0, value / top)))
            pygame.draw.rect(layer, fill, done, border_radius=bar.height // 2)
        pygame.draw.rect(layer, (110, 100, 90), bar, 1, border_radius=bar.height // 2)
        self._line(layer, words, 12, INK, bar.width - 12, bold=True, center=bar.center)

    def _item_list(self, layer: pygame.Surface, ctx, box: pygame.Rect, title: str, items: dict, prefix: str,
                   number: str) -> None:
        """On a framed column: a heading, then one row per kind: token, count, name and its value (or weight)."""
        self._frame(layer, box, (34, 31, 29), (74, 66, 58))
        box = box.inflate(-2 * max(4, self._sz(8)), -2 * max(3, self._sz(6)))
        head = self._line(layer, title, 11, RIM, box.width, bold=True, topleft=box.topleft)
        rows = [(item, n) for item, n in sorted(items.items(), key=lambda kv: tips.goods_name(self.content, kv[0])) if n > 0]
        if not rows:
            self._line(layer, "nothing", 11, MUTED, box.width, topleft=(box.x, head.bottom + 3))
            return
        row_h = max(self._px(11) + 6, min(self._sz(36), (box.bottom - head.bottom - 3) // len(rows)))
        token = max(12, min(row_h - 4, self._sz(30)))
        y = head.bottom + 3
        for k, (item, n) in enumerate(rows):
            if y + row_h > box.bottom + 2:
                self._line(layer, f"+{len(rows) - k} more", 10, MUTED, box.width, least=10, topright=(box.right, y - row_h))
                break
            cell = pygame.Rect(box.x, y, box.width, row_h - 2)
            layer.blit(pieces.token_picture(self.content, item, token), (cell.x, cell.centery - token // 2))
            x = cell.x + token + 4
            x = self._line(layer, f"×{n}", 11, INK, 40, bold=True, midleft=(x, cell.centery)).right + 4
            figure = (tips.goods_value(self.content, item) if number == "value" else tips.goods_weight(self.content, item))
            tag = f"{'v' if number == 'value' else 'w'}{figure}"
            tag_w = self._text_width(tag, self._px(11), True) + 4
            self._line(layer, tips.goods_name(self.content, item), 11, MUTED, cell.right - x - tag_w - 2,
                       midleft=(x, cell.centery))
            self._line(layer, tag, 11, (226, 190, 110) if number == "value" else INK, tag_w, bold=True,
                       midright=(cell.right, cell.centery))
            self._lit_box(ctx, f"{prefix}:{item}", cell, radius=4)
            y += row_h

    # --- choosing findings -----------------------------------------------------------------------------------------------
    def _draw_choosing(self, layer: pygame.Surface, ctx, choosing: dict) -> None:
        weight, room = int(choosing.get("weight") or 0), int(choosing.get("inventory") or 0)
        body = self._overlay(layer, ctx, "CHOOSE FINDINGS", "what the party carries home", "choosing")
        bar_h = self._px(12) + 8
        bar = pygame.Rect(body.x, body.y, body.width, bar_h)
        self._progress(layer, bar, weight, room, f"Weight {weight} of {room} (Inventory)", GOOD if weight < room else RIM)
        cols = pygame.Rect(body.x, bar.bottom + 6, body.width, body.bottom - bar.bottom - 6)
        gap = max(8, self._sz(16))
        w = (cols.width - gap) // 2
        self._item_list(layer, ctx, pygame.Rect(cols.x, cols.y, w, cols.height), "ON THE PILE (left behind unless carried)",
                        choosing.get("left") or {}, "carry:left", "weight")
        self._item_list(layer, ctx, pygame.Rect(cols.x + w + gap, cols.y, cols.width - w - gap, cols.height),
                        "CARRIED HOME", choosing.get("carried") or {}, "carry:carried", "weight")

    # --- the script and the outcome ------------------------------------------------------------------------------------
    def _draw_script_chip(self, layer: pygame.Surface, ctx, script: dict, opened: bool) -> None:
        """Over the sky; with a panel open, at the panel's top right corner."""
        roof, box = self._layout.roof, self._layout.overlay
        words = f"Reading script {script.get('number')}"
        if script.get("title"):
            words += f": {script['title']}"
        words = self._cut(words, roof.width // 3, self._px(11))
        if opened:
            anchor = {"topright": (box.right - max(6, self._sz(12)), box.y + max(4, self._sz(8)))}
        else:
            anchor = {"midtop": (roof.centerx, roof.y + max(3, self._sz(6)))}
        rect = self._chip(layer, words, self._readable(11), (232, 214, 170), (30, 22, 14), **anchor)
        self._lit_box(ctx, "script", rect, radius=rect.height // 2)

    def _draw_outcome(self, layer: pygame.Surface, ctx) -> None:
        """The end: who lived to see it (their portraits, the dead greyed), the summary and the score."""
        view = ctx.view
        result = view.get("result") or {}
        details = result.get("details") or {}
        won = bool(details.get("won"))
        house = self._layout.house
        people = [p for p in view.get("characters") or [] if not p.get("left")]
        side = max(40, min(self._sz(84), house.height // 4))
        box = pygame.Rect(0, 0, round(house.width * 0.72), 0)
        box.height = self._px(22, 15) + self._px(13) + self._px(12) + side + self._px(11) + self._sz(70)
        box.center = house.center
        layer.blit(self._shade(house.size, (0, 0, 0, 140)), house)
        layer.blit(art.panel(box.size, (22, 34, 28, 250) if won else (40, 24, 22, 250), self._sz(12),
                             border=(150, 200, 150) if won else (200, 110, 90)), box)
        title = "YOU LIVED TO SEE THE CEASEFIRE" if won else "THE END OF THE STORY"
        top = self._line(layer, title, 22, (250, 240, 214), box.width - 20, bold=True, least=15,
                         midtop=(box.centerx, box.y + self._sz(14)))
        line = self._line(layer, result.get("summary", ""), 13, INK, box.width - 20, least=11,
                          midtop=(box.centerx, top.bottom + self._sz(6)))
        gap = max(6, self._sz(14))
        total = len(people) * side + (len(people) - 1) * gap
        x, y = box.centerx - total // 2, line.bottom + self._sz(12)
        alive_ids = set(details.get("alive") or [])
        for person in people:
            alive = person.get("id") in alive_ids
            layer.blit(self._portrait(person.get("id"), side, alive), (x, y))
            pygame.draw.rect(layer, (200, 190, 170) if alive else (90, 80, 74), (x - 1, y - 1, side + 2, side + 2), 1)
            name = getattr(tips.record(self.content, "characters", person.get("id")), "name", person.get("id"))
            self._line(layer, name if alive else f"{name} (dead)", 11, INK if alive else MUTED, side + gap,
                       midtop=(x + side // 2, y + side + 3))
            x += side + gap
        words = f"Day {details.get('day', view.get('day'))} · score {details.get('score', 0)}"
        self._line(layer, words, 12, MUTED, box.width - 20, midbottom=(box.centerx, box.bottom - self._sz(10)))
        self._lit_box(ctx, "outcome", box, radius=self._sz(12))


__all__ = ["UnderWay"]
