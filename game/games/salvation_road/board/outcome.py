"""The outcome panel over the table once the game is over: won or lost, the summary and a few facts
(round, characters alive, roads, marauders on the fence). Element id: ``outcome``.
"""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard, int_or
from .. import card_art as ca
from ..table_facts import as_dict, as_list, outcome_summary, plural, won
from .context import DrawContext
from .style import MUTED


class OutcomePanel(LayeredBoard):
    """Draws the outcome panel."""

    def _draw_outcome(self, layer: pygame.Surface, ctx: DrawContext) -> None:
        lay, view = self._layout, ctx.view
        outcome = ctx.outcome() or {}
        happy = won(outcome)
        layer.fill((104, 98, 94), lay.main, special_flags=pygame.BLEND_RGB_MULT)
        edge = (236, 196, 110) if happy else (206, 64, 52)
        summary = outcome_summary(outcome)
        chars = list(ctx.chars.values())
        alive = [c for c in chars if not c.get("defeated")]
        comp = as_dict(view.get("compound"))
        fence = as_dict(comp.get("fence"))
        on_fence = int_or(fence.get("bikes")) + int_or(fence.get("buggies"))
        roads = [r for r in as_list(view.get("roadmap")) if isinstance(r, dict)]
        notes = [f"Round {int_or(view.get('round'), 1)}",
                 f"{len(alive)} of {len(chars)} characters alive",
                 f"{plural(len(roads), 'road')} on the map",
                 f"{on_fence}/{max(1, int_or(comp.get('capacity'), on_fence or 1))} marauders on the fence"]
        width = min(lay.main.width - self._sz(60), self._sz(820))
        emblem = self._sz(150)
        text_w = width - emblem - self._sz(70)
        title = "SALVATION! THE GATES OPEN" if happy else "THE ROAD ENDS HERE"
        t = self._fit_text(title, 32, text_w, edge, True)
        size = max(9, self._sz(17))
        lines = art.wrap_text(summary, size, text_w)[:4]
        fact_size = max(8, self._sz(13))
        height = (self._sz(28) + t.get_height() + self._sz(12) + len(lines) * art.line_height(size)
                  + self._sz(14) + 2 * (art.line_height(fact_size) + self._sz(4)) + self._sz(26))
        height = max(height, emblem + self._sz(44))
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (lay.main.centerx, lay.mid.centery)
        layer.blit(self._shade(panel.size, (0, 0, 0, 140), self._sz(16)), panel.move(self._sz(6), self._sz(9)))
        layer.blit(art.panel(panel.size, (26, 24, 24, 248), radius=self._sz(16), border=(*edge, 230)), panel)
        er = pygame.Rect(panel.x + self._sz(24), 0, emblem, round(emblem * 0.86))
        er.centery = panel.centery
        if happy:
            layer.blit(ca.salvation_gate(er.size), er)
        else:
            sk = art.icon("skull", min(er.width, er.height), (206, 64, 52))
            layer.blit(sk, sk.get_rect(center=er.center))
        x = er.right + self._sz(28)
        y = panel.y + self._sz(24)
        y = self._place(layer, t, panel, topleft=(x, y)).bottom + self._sz(12)
        for line in lines:
            surf = self._art_text(line, size, (232, 224, 208))
            self._place(layer, surf, panel, topleft=(x, y))
            y += art.line_height(size)
        y += self._sz(14)
        col_w = text_w // 2
        for i, fact in enumerate(notes):
            fx = x + (i % 2) * col_w
            fy = y + (i // 2) * (art.line_height(fact_size) + self._sz(4))
            pygame.draw.circle(layer, edge, (fx + self._sz(4), fy + art.line_height(fact_size) // 2), max(2, self._sz(3)))
            fact_t = self._fit_text(fact, fact_size / self._layout.s, col_w - self._sz(16), MUTED, bold=True,
                                    px=fact_size)
            self._place(layer, fact_t, panel, topleft=(fx + self._sz(14), fy))
        self.add_hitbox("outcome", panel, summary)


__all__ = ["OutcomePanel"]
