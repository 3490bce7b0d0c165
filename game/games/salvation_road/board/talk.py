"""The limited-communication panel (when that variant is on): one pill of seat markers per group of
players who may talk together. Element id: ``talk`` (the heading and each group).
"""
from __future__ import annotations

import pygame

from ....ui.board_kit import LayeredBoard
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, MUTED, HAZARD


class TalkPanel(LayeredBoard):
    """Draws the talk groups."""

    def _draw_talk(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        area = self._layout.talk
        pad = self._sz(12)
        head = self._put_text(layer, "LIMITED COMMUNICATION", 11, HAZARD, bold=True, box=area.inflate(-2 * pad, 0),
                              topleft=(area.x + pad, area.y + self._sz(7)))
        note = self._fit_text("Talk only with players sharing a location:", 10, area.width - 2 * pad, MUTED)
        self._place(layer, note, area, topleft=(area.x + pad, head.bottom + self._sz(2)))
        y = head.bottom + self._sz(4) + note.get_height() + self._sz(4)
        size = max(12, self._sz(22))
        x = area.x + pad
        line_h = size + self._sz(8)
        for group in ctx.talk_groups():
            seats = [ctx.seats.get(s) for s in group]
            names = ctx.seat_names(group)
            label = self._text(" · ".join(names), 10, BONE, bold=True)
            width = len(group) * size + (len(group) - 1) * self._sz(10) + self._sz(16)
            if width + label.get_width() + self._sz(6) <= area.width - 2 * pad:
                width += label.get_width() + self._sz(6)
            else:
                label = None
            if x + width > area.right - pad:
                x = area.x + pad
                y += line_h
            if y + size > area.bottom - self._sz(4):
                break
            pill = pygame.Rect(x, y, width, size + self._sz(4))
            alone = len(group) == 1
            pygame.draw.rect(layer, (40, 40, 44) if alone else (70, 58, 30), pill, border_radius=pill.height // 2)
            pygame.draw.rect(layer, (90, 90, 90) if alone else HAZARD, pill, 1, border_radius=pill.height // 2)
            cx = pill.x + self._sz(8)
            for k, seat in enumerate(seats):
                mk = self._marker(seat, size, dim=alone)
                r = layer.blit(mk, mk.get_rect(midleft=(cx, pill.centery)))
                if k < len(seats) - 1:
                    pygame.draw.line(layer, HAZARD, (r.right, pill.centery), (r.right + self._sz(10), pill.centery), 2)
                cx = r.right + self._sz(10)
            if label is not None:
                self._place(layer, label, pill, midleft=(cx - self._sz(4), pill.centery))
            self.add_hitbox("talk", pill, tips.talk_group_tip(names))
            x = pill.right + self._sz(6)
        self.add_hitbox("talk", pygame.Rect(area.x, area.y, area.width, head.height + note.get_height() + 8),
                        tips.TALK_HELP)


__all__ = ["TalkPanel"]
