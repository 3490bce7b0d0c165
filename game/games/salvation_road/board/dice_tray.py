"""The threat dice tray: the dice of the threat roll being resolved (those picked for an ammo
reroll ringed), else of the last roll, with the wound total; with no roll yet, the dice in the
box and their faces. Element ids: ``die:<k>`` (the current roll), ``lastdie:<k>``,
``dice:<colour>``, ``roll-total``.
"""
from __future__ import annotations

from collections import Counter

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .. import card_art as ca
from .. import tooltips as tips
from ..table_facts import die_fields, plural
from .context import DrawContext
from .style import BONE, INK, YELLOW, MUTED, DANGER
from .text_fit import TEXT_FLOOR


class DiceTray(LayeredBoard):
    """Draws the threat dice tray."""

    def roll_dice(self, event, size: int) -> list[pygame.Surface]:
        """A roll's dice (blue and red threat dice showing their wounds) for the match screen's last-roll strip."""
        faces = event.data.get("faces") or []
        colors = event.data.get("colors") or ["red"] * len(faces)
        colorblind = bool(self.settings.colorblind)
        return [ca.threat_die(color, face, size, colorblind) for face, color in zip(faces, colors)]

    def _draw_tray(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.tray
        roll = ctx.roll()
        dice, wounds, stage, selected = roll.dice, roll.wounds, roll.stage, roll.selected
        pad = self._sz(12)
        title_y = area.y + self._sz(9)
        if roll.current:
            head = self._put_text(layer, "THREAT ROLL", 14, (240, 130, 110), bold=True, box=area.inflate(-2 * pad, 0),
                                  topleft=(area.x + pad, title_y))
            sub = self._fit_text(f"at {ctx.loc_name(roll.where)}", 11, area.width - 2 * pad, MUTED)
            self._place(layer, sub, area, topleft=(area.x + pad, head.bottom + self._sz(2)))
        else:
            label = "LAST ROLL" + (f" · {str(roll.kind).upper()}" if roll.kind else "")
            head = self._put_text(layer, label if dice else "THREAT DICE", 14, MUTED, bold=True,
                                  box=area.inflate(-2 * pad, 0), topleft=(area.x + pad, title_y))
            if roll.where:
                sub = self._fit_text(f"at {ctx.loc_name(roll.where)}", 11, area.width - 2 * pad, MUTED)
                self._place(layer, sub, area, topleft=(area.x + pad, head.bottom + self._sz(2)))
        top = title_y + self._sz(40)
        box = pygame.Rect(area.x + pad, top, area.width - 2 * pad, area.bottom - top - self._sz(40))
        if not dice:
            legend_y = head.bottom + self._sz(6)
            self._draw_dice_legend(layer, ctx, pygame.Rect(area.x + pad, legend_y, area.width - 2 * pad,
                                                           area.bottom - legend_y - self._sz(8)))
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
                self._chip(layer, "REROLL", 8, YELLOW, INK, box=area, midtop=(dr.centerx, dr.bottom + self._sz(2)))
            self._box(ctx, f"{roll.prefix}:{k}", dr, tips.rolled_die_tip(die, k in selected), radius=size // 5)
        # total
        chip_color = DANGER if wounds else (110, 150, 110)
        words = f"{plural(wounds, 'WOUND')}" if wounds else "NO WOUNDS"
        chip = self._chip(layer, words, 12, chip_color, (255, 244, 236) if wounds else INK, box=area,
                          midbottom=(area.centerx, area.bottom - self._sz(9)))
        if stage:
            left = roll.left
            stage_words = {"rolled": "rolled", "reroll": "ammo may reroll", "pick": "pick dice to reroll",
                           "assign": f"{left} to place", "done": "resolved"}.get(stage, stage.replace("_", " "))
            t = self._text(stage_words, 10, MUTED)
            if chip.right + t.get_width() + self._sz(8) < area.right - pad:
                self._place(layer, t, area, midleft=(chip.right + self._sz(8), chip.centery))
        self.add_hitbox("roll-total", chip, tips.roll_total_tip(wounds, roll.current))

    def _legend_rows(self, ctx: DrawContext) -> list[tuple[str, int, list[int]]]:
        """The dice in the box with their faces: the view's when it has them, else the board's
        content's dice table; a colour neither has is left out of the legend (never made-up faces)."""
        view_dice = ctx.view.get("dice") if isinstance(ctx.view.get("dice"), dict) else {}
        real = real_dice(self.content)
        rows = []
        for color, n, sides in ctx.dice_legend():
            if not view_dice.get(color):
                if color not in real:
                    continue
                n, sides = real[color]
            rows.append((color, n, list(sides)))
        return rows

    def _draw_dice_legend(self, layer: pygame.Surface, ctx: DrawContext, box: pygame.Rect) -> None:
        """No roll yet: the dice in the box and their real faces, each face once with how many
        sides show it ("0 ×4  1 ×2"), and a caption wrapped to fit (only the caption when no faces
        are known)."""
        rows = self._legend_rows(ctx)
        cb = bool(self.settings.colorblind)
        gap = self._sz(5)
        label_px = max(TEXT_FLOOR, self._sz(11))
        count_px = max(TEXT_FLOOR, self._sz(11))
        label_w = max((art.text_size(f"{n} {c.upper()}", label_px, True)[0] for c, n, _ in rows),
                      default=0) + self._sz(8)
        groups = [sorted(Counter(sides).items()) for _, _, sides in rows]
        count_w = max((art.text_size(f"×{k}", count_px, True)[0] for g in groups for _, k in g), default=0) + gap
        most = max((len(g) for g in groups), default=1)
        caption_h = 2 * art.line_height(TEXT_FLOOR) + gap
        label_h = art.text_size("Hg", label_px, True)[1]
        # the label beside the dice when the tray is wide, else above them (bigger dice)
        beside = max(10, min((box.width - label_w - most * (count_w + gap)) // max(1, most),
                             (box.height - caption_h - gap * 3) // 2, self._sz(30)))
        above = max(10, min((box.width - most * (count_w + gap)) // max(1, most),
                            (box.height - caption_h - gap * 3) // 2 - label_h, self._sz(30)))
        stacked = above > beside * 1.3
        size = above if stacked else beside
        y = box.y + gap
        for (color, n, sides), group in zip(rows, groups):
            label_color = (150, 180, 230) if color == "blue" else (236, 140, 120)
            if stacked:
                lr = self._put_text(layer, f"{n} {color.upper()} DICE", 11, label_color, bold=True,
                                    box=pygame.Rect(box.x, y, box.width, label_h + 2), topleft=(box.x, y))
                y = lr.bottom + self._sz(2)
                x = box.x
            else:
                row = pygame.Rect(box.x, y, box.width, size)
                self._put_text(layer, f"{n} {color.upper()}", 11, label_color, bold=True, box=row,
                               midleft=(box.x, y + size // 2))
                x = box.x + label_w
            row = pygame.Rect(box.x, y, box.width, size)
            x0 = x
            for wounds, k in group:
                img = self._cached(("legend-die", color, wounds, size, cb), lambda c=color, w=wounds: art.fade(
                    ca.threat_die(c, w, size, cb).copy(), 200))
                layer.blit(img, (x, y))
                num = self._art_text(f"×{k}", count_px, BONE, bold=True)
                self._place(layer, num, row, midleft=(x + size + self._sz(2), y + size // 2))
                x += size + count_w + gap
            self._legend_faces[color] = [w for w, k in group for _ in range(k)]
            self.add_hitbox(f"dice:{color}", pygame.Rect(box.x, y, max(x, x0) - box.x, size),
                            tips.dice_legend_tip(color, n, sides))
            y += size + gap * 2
        caption = pygame.Rect(box.x, y, box.width, max(1, box.bottom - y))
        self._put_lines(layer, "Dice rolled: characters there + the threat modifier", 10, MUTED, caption)


def real_dice(content) -> dict[str, tuple[int, list[int]]]:
    """colour -> (how many, faces) from the content's dice table (empty without one)."""
    out: dict[str, tuple[int, list[int]]] = {}
    try:
        table = content.table("dice") if content is not None else None
    except Exception:
        table = None
    if table:
        for color in ("blue", "red"):
            record = table.get(color) if hasattr(table, "get") else None
            if record is not None and getattr(record, "faces", None):
                out[color] = (int(getattr(record, "count", 0) or 0), [int(f) for f in record.faces])
    return out


__all__ = ["DiceTray"]
