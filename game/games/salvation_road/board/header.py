"""The header of the right column: the round, the first player's badge and the phase track (the four
phases of a round; "travel" and "over" as one chip). Element ids: ``round``, ``first-player``,
``phase`` (the current phase) and ``phase:<name>``.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, int_or
from .. import card_art as ca
from .. import tooltips as tips
from .context import DrawContext
from .style import BONE, INK, YELLOW, DIM, HAZARD, DANGER


class HeaderPanel(LayeredBoard):
    """Draws the header: round, first player, phase track."""

    def _draw_header(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        view, rect = ctx.view, self._layout.header
        pad = self._sz(12)
        phase = str(view.get("phase") or "")
        rnd = int_or(view.get("round"), 1)
        title = self._put_text(layer, f"ROUND {rnd}", 26, YELLOW, bold=True, box=rect.inflate(-2 * pad, 0),
                               topleft=(rect.x + pad, rect.y + self._sz(9)))
        self._box(ctx, "round", title.inflate(6, 4), tips.round_tip(rnd), glow=False)
        # first player (a player index: solo players share seat 0)
        seat = ctx.first_seat()
        if seat is not None:
            size = self._sz(24)
            badge = ca.first_player_marker(size)
            br = badge.get_rect(midright=(rect.right - pad, title.centery))
            name = self._fit_text(str(seat.get("name", "")), 13, max(20, br.left - title.right - self._sz(40)),
                                  BONE, True)
            nr = name.get_rect(midright=(br.left - self._sz(6), title.centery))
            mk = self._marker(seat, self._sz(18))
            mr = mk.get_rect(midright=(nr.left - self._sz(4), title.centery))
            if mr.left > title.right + self._sz(6):
                layer.blit(badge, br)
                self._place(layer, name, rect, topleft=nr.topleft)
                layer.blit(mk, mr)
                self._box(ctx, "first-player", mr.union(br), tips.first_player_tip(seat), glow=False)
        # the phase track
        y = title.bottom + self._sz(8)
        steps = list(tips.PHASES)
        track = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, max(14, rect.bottom - y - self._sz(10)))
        if phase in ("travel", "over"):
            chip = self._chip(layer, tips.PHASE_NAMES[phase].upper(), 14, DANGER if phase == "over" else HAZARD,
                              INK, box=rect, midleft=(track.x, track.centery))
            self._box(ctx, "phase", chip, tips.PHASE_HELP[phase], glow=False)
            return
        gap = self._sz(4)
        cell_w = (track.width - gap * (len(steps) - 1)) // len(steps)
        widest = max(art.text_size(tips.PHASE_NAMES[p].upper(), 9, True)[0] for p in steps)
        if cell_w < widest + 6:
            # too narrow for four names: the current phase as a chip, the others as pips
            if phase not in steps:
                return
            k = steps.index(phase)
            chip = self._chip(layer, f"{tips.PHASE_NAMES[phase].upper()} PHASE", 11, HAZARD, INK,
                              box=rect, midleft=(track.x, track.centery))
            self._box(ctx, "phase", chip, tips.PHASE_HELP[phase], glow=False)
            r = max(3, self._sz(5))
            x = chip.right + self._sz(10) + r
            for i, step in enumerate(steps):
                if x + r > track.right:
                    break
                color = HAZARD if i == k else ((150, 144, 130) if i < k else (70, 70, 72))
                pygame.draw.circle(layer, color, (x, track.centery), r)
                self.add_hitbox(f"phase:{step}", pygame.Rect(x - r, track.centery - r, 2 * r, 2 * r), tips.PHASE_HELP[step])
                x += 3 * r
            return
        for i, step in enumerate(steps):
            cell = pygame.Rect(track.x + i * (cell_w + gap), track.y, cell_w, track.height)
            current = step == phase
            done = phase in steps and steps.index(phase) > i
            fill = HAZARD if current else ((74, 70, 62) if done else (40, 40, 42))
            pygame.draw.rect(layer, fill, cell, border_radius=cell.height // 3)
            if current:
                pygame.draw.rect(layer, (255, 236, 180), cell, 1, border_radius=cell.height // 3)
            words = self._fit_text(tips.PHASE_NAMES[step].upper(), 11, cell.width - 4, INK if current else
                                   ((200, 194, 180) if done else DIM), True)
            self._place(layer, words, cell, center=cell.center)
            self._box(ctx, "phase" if current else f"phase:{step}", cell, tips.PHASE_HELP[step], glow=False)


__all__ = ["HeaderPanel"]
