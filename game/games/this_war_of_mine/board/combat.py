"""The two panels of a fight over the house: the fight itself (the fighters with their weapons and Wounds
facing the Enemy tokens with their Prowess, weapons and Wounds, and this round's dice beside each
combatant, the ones still to roll as blanks with a question mark) and the night raid (the card, the Guards
with their weapons and the faces each kept beside them, the die being rolled now, then the Damage and
Wounds, the cut and what is left). Every die drawn is noted in ``_spots["dice"]`` with the table under it
kept, so a roll tumbles where it lands. Element ids: ``fight``, ``enemy:<k>``, ``character:<i>``,
``raid``, ``last_roll``."""
from __future__ import annotations

import pygame

from .. import pieces
from .. import tooltips as tips
from .layout import CARD_RATIO

INK = (238, 230, 214)
MUTED = (164, 154, 140)
GOLD = (226, 182, 92)
GOOD, BAD = (120, 184, 110), (214, 96, 70)
RIM = (214, 160, 86)
WEAPON_DIE = {"none": "gray", "knife": "yellow", "hatchet": "yellow", "pistol": "red", "shotgun": "red",
              "assault_rifle": "red"}
FIGHT_STAGES = {"arm": "taking up weapons", "flee": "fight on, or flee?", "stopped": "trying to stop it",
                "backstab": "fleeing", "choose_dice": "rolling", "resolve": "the blows land"}


class CombatPanels:
    # --- dice beside a combatant ---------------------------------------------------------------------------
    def _dice_size(self, rect: pygame.Rect) -> int:
        return max(18, min(rect.height - 2 * max(3, self._sz(6)), self._sz(48)))

    def _dice_width(self, count: int, size: int) -> int:
        return count * size + max(0, count - 1) * max(3, self._sz(5)) if count else 0

    def _draw_dice(self, layer: pygame.Surface, ctx, dice: list[tuple[str, str | None]], rect: pygame.Rect,
                   right: bool) -> pygame.Rect:
        """dice (die, face; None: still to roll) in a row against rect's right (or left) edge, centred on
        its height; each faced die noted for the tumble with the table under it kept. Returns the row."""
        size = self._dice_size(rect)
        gap = max(3, self._sz(5))
        width = self._dice_width(len(dice), size)
        x = rect.right - max(3, self._sz(6)) - width if right else rect.x + max(3, self._sz(6))
        row = pygame.Rect(x, rect.centery - size // 2, width, size)
        spots = self._spots.setdefault("dice", [])
        for k, (die, face) in enumerate(dice):
            at = pygame.Rect(x + k * (size + gap), row.y, size, size)
            if face is None:
                layer.blit(self._die_to_roll(die, size), at)
                continue
            key = ("die", len(spots))
            self._keep_patch(layer, key, at.inflate(size // 2, size // 2))
            spots.append(((die, str(face)), pygame.Rect(at), key))
            layer.blit(pieces.die_face(die, str(face), size), at)
        return row

    def _die_to_roll(self, die: str, size: int) -> pygame.Surface:
        """A die not rolled yet this round: its blank face faded, a question mark on it."""
        def make() -> pygame.Surface:
            surf = pieces.die_face(die, "blank" if die != "red" else "1", size).copy()
            surf.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
            mark = self._art_text("?", max(10, size // 2), INK, bold=True)
            surf.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
            return surf
        return self._cached(("die to roll", die, size), make)

    # --- the fight -----------------------------------------------------------------------------------------------
    def _draw_fight(self, layer: pygame.Surface, ctx, fight: dict) -> None:
        view = ctx.view
        stage = FIGHT_STAGES.get(fight.get("stage"), "")
        sub = " · ".join(w for w in (self._cause_name(fight.get("cause")), stage) if w)
        body = self._overlay(layer, ctx, "COMBAT", sub, "fight")
        middle_w = max(self._sz(70), 48)
        enemies = list(fight.get("enemies") or [])
        cols = 1 if len(enemies) <= 3 else 2
        share = 0.5 if cols == 1 else 0.4            # two columns of Enemies: more of the width to them
        left = pygame.Rect(body.x, body.y, round((body.width - middle_w) * share), body.height)
        right = pygame.Rect(left.right + middle_w, body.y, body.right - left.right - middle_w, body.height)
        head = self._line(layer, "YOUR PEOPLE", 11, MUTED, left.width, bold=True, topleft=left.topleft)
        self._line(layer, "ENEMIES", 11, MUTED, right.width, bold=True, topright=right.topright)
        people = view.get("characters") or []
        fighters = [i for i in fight.get("fighters") or [] if 0 <= i < len(people)]
        y, row_h = self._stack(head.bottom + 6, body.bottom, len(fighters), self._sz(136))
        for k, i in enumerate(fighters):
            rect = pygame.Rect(left.x, y + k * row_h, left.width, row_h - max(4, self._sz(6)))
            rolls = [(r.get("die", "gray"), r.get("face")) for r in tips.fight_rolls(view, "c", i)]
            self._fighter(layer, ctx, i, people[i], (fight.get("gear") or {}).get(str(i)) or {}, rect, rolls)
        per_col = -(-max(1, len(enemies)) // cols)
        y, eh = self._stack(head.bottom + 6, body.bottom, per_col, self._sz(136))
        ew = right.width // cols
        for k, foe in enumerate(enemies):
            r, c = divmod(k, cols)
            rect = pygame.Rect(right.x + c * ew + (4 if c else 0), y + r * eh, ew - 4, eh - max(4, self._sz(6)))
            rolls = [(r.get("die", "gray"), r.get("face")) for r in tips.fight_rolls(view, "e", k)]
            self._enemy(layer, ctx, k, foe, rect, rolls)
        self._line(layer, "vs", 22, RIM, middle_w, bold=True, least=15, center=(left.right + middle_w // 2, body.centery))

    def _pips(self, layer: pygame.Surface, at: tuple[int, int], filled: int, count: int, color, right: bool = False) -> None:
        """count small squares, `filled` of them red: a combatant's Wounds."""
        size = max(6, self._sz(9))
        x, y = at
        for k in range(count):
            rect = pygame.Rect((x - (count - k) * (size + 3)) if right else (x + k * (size + 3)), y, size, size)
            pygame.draw.rect(layer, color if k < filled else (60, 56, 52), rect, border_radius=2)
            pygame.draw.rect(layer, (120, 110, 100), rect, 1, border_radius=2)

    def _fighter(self, layer: pygame.Surface, ctx, i: int, person: dict, gear: dict, rect: pygame.Rect,
                 rolls: list | None = None, note: str = "") -> None:
        """A Character in a fight or on guard: portrait, name, Prowess and Wounds, weapons; their dice at the
        right (facing the Enemies), a note beside them (the die being rolled)."""
        alive = person.get("alive", True)
        self._frame(layer, rect, (44, 38, 34) if alive else (34, 32, 32), (110, 96, 80))
        pad = max(3, self._sz(6))
        side = max(18, min(rect.height - 2 * pad, self._sz(96)))
        portrait = pygame.Rect(rect.x + pad, rect.centery - side // 2, side, side)
        layer.blit(self._portrait(person.get("id"), side, alive), portrait)
        dice = self._draw_dice(layer, ctx, rolls, rect, right=True) if rolls else pygame.Rect(rect.right - pad, rect.y, 0, 0)
        x = portrait.right + pad + 2
        if note and rolls:
            words = self._line(layer, note, 11, GOLD, max(20, (dice.x - x) // 3), bold=True,
                               midright=(dice.x - pad, dice.centery))
            dice = dice.union(words)
        room = dice.x - pad - x
        card = tips.record(self.content, "characters", person.get("id"))
        name = getattr(card, "name", person.get("id"))
        wounds = int((person.get("states") or {}).get("wounds", 0))
        pip = max(6, self._sz(9))
        held = [item for item in (gear.get("melee"), gear.get("firearm")) if item]
        size = max(14, min(self._sz(26), rect.height // 4))
        step = self._px(11) + 1
        height = self._px(13, 12) + 2 * step + (size + 2 if gear else 0)
        y = max(rect.y + pad // 2, rect.centery - height // 2)
        top = self._line(layer, name, 13, INK, room, bold=True, least=12, topleft=(x, y))
        line = self._line(layer, "dead" if not alive else f"Prowess {getattr(card, 'prowess', 0)}", 11,
                          BAD if not alive else MUTED, room, topleft=(x, top.bottom))
        if alive:              # Wounds as pips, or as a number where the dice leave no room for them
            fits = x + self._text_width("Wounds", self._px(11), False) + 5 + 4 * (pip + 3) <= dice.x
            line = self._line(layer, "Wounds" if fits else f"Wounds {wounds}", 11, BAD if wounds and not fits
                              else MUTED, room, topleft=(x, line.bottom))
            if fits:
                self._pips(layer, (line.right + 5, line.centery - pip // 2), wounds, 4, BAD)
        gx = x
        for item in held:
            if gx + size > dice.x - pad:
                break
            layer.blit(pieces.token_picture(self.content, item, size), (gx, line.bottom + 2))
            gx += size + 3
        words = ", ".join(tips.goods_name(self.content, item) for item in held) or ("bare hands" if gear else "")
        if words and self._text_width(words, self._px(11), False) <= dice.x - pad - gx - 2:
            self._line(layer, words, 11, INK, dice.x - pad - gx, midleft=(gx + 2, line.bottom + 2 + size // 2))
        self._lit_box(ctx, f"character:{i}", rect, radius=max(4, self._sz(8)))

    def _enemy(self, layer: pygame.Surface, ctx, k: int, foe: dict, rect: pygame.Rect, rolls: list) -> None:
        """An Enemy: its dice at the left (facing the fighters), then its name, Prowess, weapon and Wounds on
        short lines, its token at the right."""
        alive = foe.get("alive", True)
        self._frame(layer, rect, (52, 30, 28) if alive else (34, 30, 30), (140, 70, 60))
        pad = max(3, self._sz(6))
        side = max(18, min(rect.height - 2 * pad, self._sz(96), round(rect.width * 0.32)))
        token = pygame.Rect(rect.right - pad - side, rect.centery - side // 2, side, side)
        layer.blit(pieces.enemy_token(int(foe.get("prowess", 0)), foe.get("weapon") or "none", side,
                                      int(foe.get("hurt", 0)), bool(alive)), token)
        dice = self._draw_dice(layer, ctx, rolls, rect, right=False) if rolls else pygame.Rect(rect.x + pad, rect.y, 0, 0)
        x = token.x - pad - 2
        room = x - dice.right - pad
        weapon = tips.WEAPON_NAMES.get(foe.get("weapon"), foe.get("weapon"))
        hurt = int(foe.get("hurt", 0))
        stage = tips.ENEMY_STAGES[3] if not alive else tips.ENEMY_STAGES[min(2, hurt)]
        step = self._px(11) + 1
        y = rect.centery - (self._px(13, 12) + 3 * step) // 2
        top = self._line(layer, f"Enemy {k + 1}", 13, INK if alive else MUTED, room, bold=True, least=12,
                         topright=(x, y))
        line = self._line(layer, f"Prowess {foe.get('prowess', 0)}", 11, MUTED, room, topright=(x, top.bottom))
        line = self._line(layer, weapon[:1].upper() + weapon[1:], 11, MUTED, room, topright=(x, line.bottom))
        word = self._line(layer, stage, 11, BAD if (hurt or not alive) else GOOD, room, topright=(x, line.bottom + 1))
        if alive and word.x - 5 - 3 * (max(6, self._sz(9)) + 3) > dice.right:
            self._pips(layer, (word.x - 5, word.centery - max(6, self._sz(9)) // 2), hurt, 3, BAD, right=True)
        self._lit_box(ctx, f"enemy:{k}", rect, radius=max(4, self._sz(8)))

    # --- the night raid ----------------------------------------------------------------------------------------------
    def _draw_raid(self, layer: pygame.Surface, ctx, raid: dict) -> None:
        view = ctx.view
        more = int(raid.get("cards_left") or 0)
        sub = f"{more} more card{'s' if more != 1 else ''} tonight" if more else ""
        body = self._overlay(layer, ctx, "NIGHT RAID", sub, "raid")
        cw = min(round(body.height * CARD_RATIO), body.width // 3)
        card = pygame.Rect(body.x, body.y, cw, round(cw / CARD_RATIO))
        record = tips.record(self.content, "night_raids", raid.get("card"))
        if record is not None:
            layer.blit(self._face("night_raids", record.id, card.size), card)
            self._note_card("raid", "night_raids", record.id)
        else:
            layer.blit(self._card_back("night_raids", card.size), card)
        x = card.right + max(8, self._sz(16))
        right = pygame.Rect(x, body.y, body.right - x, body.height)
        tally_h = self._px(11) + self._px(20, 16) + max(10, self._sz(16))
        tally = pygame.Rect(right.x, right.bottom - tally_h, right.width, tally_h)
        head = self._line(layer, "ON GUARD", 11, MUTED, right.width, bold=True, topleft=right.topleft)
        self._draw_guards(layer, ctx, raid, pygame.Rect(right.x, head.bottom + 4, right.width,
                                                        tally.y - head.bottom - 4 - max(6, self._sz(10))))
        self._draw_raid_tally(layer, view, raid, record, tally)

    def _raid_die(self, raid: dict, guard: int, face: str) -> str:
        """The die a Guard's kept face lies on: the faces only one die has, else their weapon's."""
        if face == "hatchet":
            return "yellow"
        if face in ("shotgun", "out_of_ammo"):
            return "red"
        token = (raid.get("armed") or {}).get(str(guard))
        weapon = getattr(tips.record(self.content, "tokens", token), "weapon", "none") if token else "none"
        return WEAPON_DIE.get(weapon, "gray")

    def _draw_guards(self, layer: pygame.Surface, ctx, raid: dict, box: pygame.Rect) -> None:
        """A row per Guard with the faces they kept beside them, and the die rolled now (keep it or roll
        again) on the one rolling."""
        view = ctx.view
        people = view.get("characters") or []
        guards = [i for i in raid.get("guards") or [] if 0 <= i < len(people)]
        if not guards:
            self._line(layer, "Nobody on guard.", 12, BAD, box.width, topleft=box.topleft)
            return
        kept: dict[int, list] = {}
        for i, face in tips.raid_faces(view):
            kept.setdefault(i, []).append((self._raid_die(raid, i, face), face))
        rolled_by = list(raid.get("rolled_by") or [])
        rolling = rolled_by[len(raid.get("faces") or [])] if raid.get("part") == "roll" and \
            len(rolled_by) > len(raid.get("faces") or []) else None
        roll = view.get("last_roll") or {}
        armed = raid.get("armed") or {}
        y, row_h = self._stack(box.y, box.bottom, len(guards), self._sz(84))
        for k, i in enumerate(guards):
            rect = pygame.Rect(box.x, y + k * row_h, box.width, row_h - max(4, self._sz(6)))
            dice = list(kept.get(i, []))
            note = ""
            if i == rolling and roll.get("die") in WEAPON_DIE.values() and roll.get("face") is not None:
                dice.append((roll["die"], str(roll["face"])))
                note = "rolled now"
            item = armed.get(str(i))
            self._fighter(layer, ctx, i, people[i], {"melee": item} if str(i) in armed else {}, rect, dice, note)
            if note:
                self._lit_box(ctx, "last_roll", self._spots["dice"][-1][1], radius=6)

    def _draw_raid_tally(self, layer: pygame.Surface, view: dict, raid: dict, record, box: pygame.Rect) -> None:
        """Damage and Wounds as the card has them (once the cut is split, what is left of them to deal), the
        Board-Ups, and the cut (the dice's icons and the Board-Ups): framed numbers across the panel's foot."""
        tally = tips.raid_tally(view)
        ups = sum(1 for spot in (view.get("shelter") or {}).values() if spot.get("board_up"))
        damage = getattr(record, "damage", None)
        wounds = getattr(record, "wounds", None)
        split = "damage_left" in tally
        cells = [("DAMAGE LEFT" if split else "DAMAGE", damage, tally.get("damage_left")),
                 ("WOUNDS LEFT" if split else "WOUNDS", wounds, tally.get("wounds_left")),
                 ("BOARD-UPS", ups, None), ("CUT", tally.get("cut"), None)]
        gap = max(4, self._sz(8))
        w = (box.width - gap * (len(cells) - 1)) // len(cells)
        for k, (label, number, left) in enumerate(cells):
            cell = pygame.Rect(box.x + k * (w + gap), box.y, w, box.height)
            self._frame(layer, cell, (36, 32, 30), (96, 84, 70))
            top = self._line(layer, label, 10, MUTED, cell.width - 6, bold=True, least=10,
                             midtop=(cell.centerx, cell.y + max(3, self._sz(5))))
            centre = (cell.centerx, top.bottom + 1 + self._px(20, 16) // 2 + 1)
            if number is None:
                self._line(layer, "…" if label == "CUT" else "–", 20, MUTED, cell.width - 6, bold=True, least=16,
                           center=centre)
            elif left is None:
                self._line(layer, str(number), 20, GOLD if label == "CUT" else INK, cell.width - 6, bold=True,
                           least=16, center=centre)
            else:
                self._left_of(layer, int(left), int(number), centre)

    def _left_of(self, layer: pygame.Surface, left: int, printed: int, centre: tuple[int, int]) -> None:
        """What is still to be dealt, large (green once nothing is), and "of" what the card deals."""
        now = self._art_text(str(left), self._px(20, 16), GOOD if left == 0 else INK, bold=True)
        of = self._art_text(f"of {printed}", self._px(11), MUTED)
        width = now.get_width() + 4 + of.get_width()
        x = centre[0] - width // 2
        at = layer.blit(now, now.get_rect(midleft=(x, centre[1])))
        layer.blit(of, of.get_rect(bottomleft=(at.right + 4, at.bottom - max(1, at.height // 8))))


__all__ = ["CombatPanels", "WEAPON_DIE"]
