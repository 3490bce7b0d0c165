"""The threat dice tray: the dice of the threat roll being resolved (those picked for an ammo
reroll ringed), else of the last roll, with the wound total; with no roll yet, the dice in the
box and their faces. Element ids: ``die:<k>`` (the current roll), ``lastdie:<k>``,
``dice:<colour>``, ``roll-total``.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from ..table_facts import die_fields, plural
from .context import DrawContext
from .style import INK, YELLOW, MUTED, DIM, DANGER


class DiceTray(LayeredBoard):
    """Draws the threat dice tray."""

    def _draw_tray(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.tray
        roll = ctx.roll()
        dice, wounds, stage, selected = roll.dice, roll.wounds, roll.stage, roll.selected
        pad = self._sz(12)
        title_y = area.y + self._sz(9)
        if roll.current:
            head = self._put_text(layer, "THREAT ROLL", 14, (240, 130, 110), bold=True, topleft=(area.x + pad, title_y))
            sub = self._fit_text(f"at {ctx.loc_name(roll.where)}", 11, area.width - 2 * pad, MUTED)
            layer.blit(sub, (area.x + pad, head.bottom + self._sz(2)))
        else:
            label = "LAST ROLL" + (f" · {str(roll.kind).upper()}" if roll.kind else "")
            head = self._put_text(layer, label if dice else "THREAT DICE", 14, MUTED, bold=True,
                                  topleft=(area.x + pad, title_y))
            if roll.where:
                sub = self._fit_text(f"at {ctx.loc_name(roll.where)}", 11, area.width - 2 * pad, DIM)
                layer.blit(sub, (area.x + pad, head.bottom + self._sz(2)))
        top = title_y + self._sz(40)
        box = pygame.Rect(area.x + pad, top, area.width - 2 * pad, area.bottom - top - self._sz(40))
        if not dice:
            self._draw_dice_legend(layer, ctx, pygame.Rect(area.x + pad, title_y + self._sz(26), area.width - 2 * pad,
                                                           area.bottom - title_y - self._sz(34)))
            return
        n = len(dice)
        cols = min(n, 4 if box.width < self._sz(300) else 6)
        rows = -(-n // cols)
        gap = self._sz(8)
        gap_y = gap + (self._sz(12) if selected else 0)
        size = max(14, min((box.width - gap * (cols - 1)) // cols, (box.height - gap_y * (rows - 1)) // rows,
                           self._sz(58)))
        total_w = cols * size + (cols - 1) * gap
        total_h = rows * size + (rows - 1) * gap_y
        x0 = box.centerx - total_w // 2
        y0 = box.y + (box.height - total_h) // 2
        for k, die in enumerate(dice):
            row, col = divmod(k, cols)
            dr = pygame.Rect(x0 + col * (size + gap), y0 + row * (size + gap_y), size, size)
            color, w = die_fields(die)
            self._keep_patch(layer, ("die", k), dr.inflate(self._sz(16), self._sz(16)))
            layer.blit(ca.threat_die(color, w, size, bool(self.settings.colorblind)), dr)
            self._dice_spots.append((pygame.Rect(dr), color))
            if k in selected:
                # picked for the ammo reroll: a dashed yellow ring and a circular arrow tag
                pygame.draw.rect(layer, YELLOW, dr.inflate(self._sz(8), self._sz(8)), max(2, self._sz(2)),
                                 border_radius=size // 4)
                tag = self._text("REROLL", 8, INK, bold=True)
                tr = tag.get_rect().inflate(self._sz(6), self._sz(2))
                tr.midtop = (dr.centerx, dr.bottom + self._sz(2))
                pygame.draw.rect(layer, YELLOW, tr, border_radius=tr.height // 2)
                layer.blit(tag, tag.get_rect(center=tr.center))
            self._box(ctx, f"{roll.prefix}:{k}", dr, tips.rolled_die_tip(die, k in selected), radius=size // 5)
        # total
        chip_color = DANGER if wounds else (110, 150, 110)
        words = f"{plural(wounds, 'WOUND')}" if wounds else "NO WOUNDS"
        chip = self._chip(layer, words, 12, chip_color, (255, 244, 236) if wounds else INK,
                          midbottom=(area.centerx, area.bottom - self._sz(9)))
        if stage:
            left = roll.left
            stage_words = {"rolled": "rolled", "reroll": "ammo may reroll", "pick": "pick dice to reroll",
                           "assign": f"{left} to place", "done": "resolved"}.get(stage, stage.replace("_", " "))
            t = self._text(stage_words, 10, MUTED)
            if chip.right + t.get_width() + self._sz(8) < area.right - pad:
                layer.blit(t, t.get_rect(midleft=(chip.right + self._sz(8), chip.centery)))
        self.add_hitbox("roll-total", chip, tips.roll_total_tip(wounds, roll.current))

    def _draw_dice_legend(self, layer: pygame.Surface, ctx: DrawContext, box: pygame.Rect) -> None:
        """No roll yet: the dice in the box and their faces (how many wounds each side shows)."""
        rows = ctx.dice_legend()
        gap = self._sz(5)
        label_w = max(art.text_size(f"{n} {c.upper()}", max(8, self._sz(10)), True)[0] for c, n, _ in rows) \
            + self._sz(8)
        size = max(10, min((box.width - label_w - gap * 5) // 6, (box.height - self._sz(28)) // 2 - gap, self._sz(34)))
        y = box.y + max(0, (box.height - self._sz(22) - 2 * size - gap * 2) // 3)
        cb = bool(self.settings.colorblind)
        for color, n, sides in rows:
            words = self._text(f"{n} {color.upper()}", 10, (140, 170, 220) if color == "blue" else (230, 130, 110), True)
            layer.blit(words, words.get_rect(midleft=(box.x, y + size // 2)))
            x = box.x + label_w
            for k, wounds in enumerate(sides[:6]):
                img = self._cached(("legend-die", color, wounds, size, cb), lambda c=color, w=wounds: art.fade(
                    ca.threat_die(c, w, size, cb).copy(), 170))
                layer.blit(img, (x + k * (size + gap), y))
            row = pygame.Rect(box.x, y, label_w + 6 * (size + gap), size)
            self.add_hitbox(f"dice:{color}", row, tips.dice_legend_tip(color, n, sides))
            y += size + gap * 2
        note = self._fit_text("a roll: characters there + the threat modifier", 10, box.width, DIM)
        layer.blit(note, note.get_rect(midtop=(box.centerx, y + gap)))


__all__ = ["DiceTray"]
