"""The fight panel (in the active cards' place while a fight or the mob attack is on): the zombie card
fought, its numbers (zombies, toughness, damage, your toughness, the roll), the bite spot, the three
lanes (hit / down / eliminated) holding the brown dice, and your dice: red first, then white, a black
one when a survivor helps (used ones greyed). Element ids: ``fight``, ``fight_card``, ``bite``,
``zombie_die:<j>`` (j: the index in fight["brown"]), ``my_die:<k>``. Also ``roll_dice``: a
"dice_rolled" event's dice for the match screen."""
from __future__ import annotations

import pygame

from ....core.words import count
from ....ui import art
from ....ui.board_kit import LayeredBoard
from .card_view import CardView
from .. import pieces
from .. import tooltips as tips
from .text import EL, line
from ..rules.state import FIGHT_ROLLS

LANES = (("hit", "HIT", (150, 40, 34)), ("down", "DOWN", (120, 100, 50)), ("eliminated", "ELIMINATED", (60, 90, 60)))


def my_dice_colours(fight: dict) -> list[str]:
    """The colours of your fight dice: red first, then white; the last black when a survivor helps
    (the view says so only if it carries the fight's "extra" list)."""
    mine = fight.get("mine") or []
    colours = ["red"] + ["white"] * max(0, len(mine) - 1)
    if fight.get("extra") and len(colours) > 1:
        colours[-1] = "black"
    return colours[:len(mine)]


class FightPanel(CardView):
    """Draws the fight in the active cards' row."""

    def roll_dice(self, event, size: int) -> list[pygame.Surface]:
        data = getattr(event, "data", None) or {}
        faces = data.get("faces") or []
        colours = data.get("colors") or ["white"] * len(faces)
        return [pieces.die(str(c), int(f), size) for f, c in zip(faces, colours)]

    def _draw_fight(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        fight = view.get("fight") or {}
        area = lay.decks.union(lay.cards)
        layer.blit(art.panel(area.size, (44, 18, 16), self._sz(8), border=(150, 50, 40)), area)
        pad = self._sz(8)
        inner = area.inflate(-2 * pad, -2 * pad)
        record = tips.card_record(self.content, "zombies", fight.get("card")) if fight.get("t") == "fight" else None
        head = "MOB ATTACK" if fight.get("t") == "mob_attack" else f"FIGHT · {record.name if record else 'zombies'}"
        rolls = int(fight.get("rolls", 0))
        head += f" · roll {rolls} of {FIGHT_ROLLS}" if rolls else f" · {fight.get('stage', '')}"
        hrect = pygame.Rect(inner.x, inner.y, inner.width, self._sz(20))
        line(layer, head.upper(), hrect, self._sz(14), (250, 200, 180), bold=True)
        self._box(ctx, "fight", hrect, tips.tooltip(view, "fight", self.content))
        body = pygame.Rect(inner.x, hrect.bottom + self._sz(4), inner.width, inner.bottom - hrect.bottom - self._sz(4))
        left = pygame.Rect(body.x, body.y, round(body.width * 0.3), body.height)
        # the zombie card and its numbers
        card_w = left.width
        card_h = round(card_w / 1.58)
        crect = pygame.Rect(left.x, left.y, card_w, card_h)
        if record is not None:
            face = self._face(("zombie", record.id, crect.size), lambda: self._card_face("zombie", record, None, crect.size))
            self._note_card("fight_card", "zombie", record, None, crect.size)
            if face is not None:
                layer.blit(face, crect)
            self._box(ctx, "fight_card", crect, tips.tooltip(view, "fight_card", self.content), radius=4)
        else:
            crect.height = 0
        px = max(10, self._sz(11))
        facts = [count(fight.get('zombies', 0), "zombie")]
        if fight.get("tough") is not None:
            facts.append(f"toughness {fight.get('tough')}")
        if fight.get("damage") is not None:
            facts.append(f"damage {fight.get('damage')}")
        if fight.get("you") is not None:
            facts.append(f"your toughness {fight.get('you')}")
        y = crect.bottom + self._sz(4)
        for fact in facts:
            line(layer, fact, pygame.Rect(left.x, y, left.width, px + 4), px, EL["bone"])
            y += px + 4
        # the bite spot
        bite = fight.get("bite") or []
        brect = pygame.Rect(left.x, y + 2, left.width, max(px + 8, left.bottom - y - 2))
        pygame.draw.rect(layer, (70, 20, 20), brect, border_radius=4)
        line(layer, "BITE", pygame.Rect(brect.x + 4, brect.y, left.width // 3, min(brect.height, px + 8)), px, EL["bone"], bold=True)
        ds = min(brect.height - 4, self._sz(24))
        for k, v in enumerate(bite):
            layer.blit(pieces.die("brown", int(v), ds), (brect.x + left.width // 3 + k * (ds + 2), brect.y + 2))
        self._box(ctx, "bite", brect, tips.tooltip(view, "bite", self.content))
        # the lanes
        right = pygame.Rect(left.right + pad, body.y, body.right - left.right - pad, body.height)
        mine_h = max(self._sz(30), round(right.height * 0.26))
        lanes = pygame.Rect(right.x, right.y, right.width, right.height - mine_h - self._sz(4))
        lw = (lanes.width - 2 * self._sz(4)) // 3
        brown = fight.get("brown") or []
        die_size = max(14, min(self._sz(40), (lw - self._sz(12)) // 2))
        for li, (lane, title, fill) in enumerate(LANES):
            rect = pygame.Rect(lanes.x + li * (lw + self._sz(4)), lanes.y, lw, lanes.height)
            pygame.draw.rect(layer, art.darken(fill, 0.5), rect, border_radius=5)
            pygame.draw.rect(layer, fill, rect, 1, border_radius=5)
            line(layer, title, pygame.Rect(rect.x, rect.y + 2, rect.width, px + 4), px, EL["bone"], bold=True, align="center")
            in_lane = [j for j, b in enumerate(brown) if b.get("lane") == lane]
            for n, j in enumerate(in_lane):
                col, row = n % 2, n // 2
                dr = pygame.Rect(rect.x + self._sz(4) + col * (die_size + self._sz(4)),
                                 rect.y + px + self._sz(10) + row * (die_size + self._sz(4)), die_size, die_size)
                self._keep_patch(layer, ("zdie", j), dr)          # the animations tumble the dice here
                self._fight_dice.append(("zdie", j, dr, "brown", int(brown[j].get("v", 0)), lane == "eliminated"))
                layer.blit(pieces.die("brown", int(brown[j].get("v", 0)), die_size, dim=lane == "eliminated"), dr)
                self._box(ctx, f"zombie_die:{j}", dr, tips.tooltip(view, f"zombie_die:{j}", self.content),
                          radius=die_size // 5)
        # your dice
        mrect = pygame.Rect(right.x, lanes.bottom + self._sz(4), right.width, mine_h)
        pygame.draw.rect(layer, (30, 30, 32), mrect, border_radius=5)
        mine, used = fight.get("mine") or [], fight.get("used") or []
        line(layer, "YOUR DICE" if mine else "YOUR DICE · not rolled yet",
             pygame.Rect(mrect.x + 4, mrect.y, right.width // 3, mrect.height), px, EL["muted"], bold=True)
        ms = max(12, min(mrect.height - 6, self._sz(36)))
        x = mrect.x + right.width // 3
        for k, (v, colour) in enumerate(zip(mine, my_dice_colours(fight))):
            dr = pygame.Rect(x + k * (ms + 4), mrect.centery - ms // 2, ms, ms)
            dim = bool(used[k]) if k < len(used) else False
            self._keep_patch(layer, ("mydie", k), dr)
            self._fight_dice.append(("mydie", k, dr, colour, int(v), dim))
            layer.blit(pieces.die(colour, int(v), ms, dim=dim), dr)
            self._box(ctx, f"my_die:{k}", dr, tips.tooltip(view, f"my_die:{k}", self.content), radius=ms // 5)


class OutcomePanel(LayeredBoard):
    """The mission's end: the summary, the score's parts, the total and the rank."""

    def _draw_outcome(self, layer: pygame.Surface, ctx) -> None:
        view = ctx.view
        result = view.get("result") or {}
        points = ((result.get("details") or {}).get("points") or {})
        parts = points.get("parts") or {}
        w, h = layer.get_size()
        rect = pygame.Rect(0, 0, min(w - 40, self._sz(560)), min(h - 40, self._sz(120) + self._sz(20) * (len(parts) // 2 + 2)))
        rect.center = (w // 2, h // 2)
        layer.blit(self._shade((w, h), (0, 0, 0, 120)), (0, 0))
        layer.blit(art.panel(rect.size, (28, 26, 24), self._sz(10), border=(200, 170, 110)), rect)
        pad = self._sz(14)
        won = (result.get("details") or {}).get("won")
        y = rect.y + pad
        t = line(layer, "MISSION WON" if won else "MISSION LOST", pygame.Rect(rect.x + pad, y, rect.width - 2 * pad,
                 self._sz(26)), self._sz(22), (240, 200, 90) if won else (230, 110, 90), bold=True, align="center")
        from .text import paragraph
        y = paragraph(layer, str(result.get("summary", "")), pygame.Rect(rect.x + pad, t.bottom + 4, rect.width - 2 * pad,
                      self._sz(36)), self._sz(13), EL["bone"], align="center")
        items = list(parts.items())
        col_w = (rect.width - 2 * pad) // 2
        rh = self._sz(20)
        y += self._sz(6)
        for n, (name, value) in enumerate(items):
            cx = rect.x + pad + (n % 2) * col_w
            cy = y + (n // 2) * rh
            line(layer, str(name).capitalize(), pygame.Rect(cx, cy, col_w - self._sz(50), rh), self._sz(12), EL["muted"])
            line(layer, str(value), pygame.Rect(cx + col_w - self._sz(50), cy, self._sz(40), rh), self._sz(12), EL["bone"],
                 bold=True, align="right")
        y += ((len(items) + 1) // 2) * rh + self._sz(6)
        total = f"TOTAL {points.get('total', 0)} · {points.get('rank', '')}"
        line(layer, total, pygame.Rect(rect.x + pad, min(y, rect.bottom - pad - self._sz(24)), rect.width - 2 * pad,
             self._sz(24)), self._sz(18), (240, 200, 90), bold=True, align="center")
        self._box(ctx, "outcome", rect, tips.tooltip(view, "outcome", self.content), glow=False)


__all__ = ["FightPanel", "OutcomePanel", "my_dice_colours"]
