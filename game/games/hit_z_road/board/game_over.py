"""The end of a Hit Z Road game, laid over the centre once the game is over: the title and
the outcome's summary, the epilogue cards with who scored each (or why nobody did), and the
final standings, winners first."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import int_or as _int
from .layout import CARD_RATIO, INK, MUTED, YELLOW, Ctx
from .records import epilogue_entries, epilogue_unscored


class GameOverMixin:
    """HitZRoadBoard's game-over panel (in ``self._layout.center``)."""

    def _draw_game_over(self, layer: pygame.Surface, ctx: Ctx) -> None:
        view, area = ctx.view, self._layout.center
        panel = area.inflate(-self._sz(24), -self._sz(24))
        layer.blit(art.panel(panel.size, (30, 28, 30, 244), radius=self._sz(16), border=(214, 168, 72, 170)), panel)
        outcome = view.get("outcome") if isinstance(view.get("outcome"), dict) else {}
        winners = [_int(w, -1) for w in (outcome.get("winners") or [])]
        summary = str(outcome.get("summary") or "")
        if not summary:
            summary = (" and ".join(str(ctx.seats.get(w, {}).get("name", w)) for w in winners) + " won.") \
                if winners else "There is no winner."
        lines = art.wrap_text(summary, max(8, self._sz(18)), panel.width - self._sz(60))[:3]
        epis = epilogue_entries(view)
        ctx.epilogue_unscored = epilogue_unscored(view, ctx.seats)
        # measure: title, summary, epilogue row, standings; then centre the block
        row_h = self._sz(40)
        standings_h = row_h * max(1, len(ctx.seats))
        head_h = self._sz(48) + len(lines) * self._sz(24) + self._sz(20)
        ch = cw = 0
        per_row = len(epis)
        gap, row_gap = self._sz(36), self._sz(60)
        if epis:
            room = panel.height - self._sz(48) - head_h - self._sz(28) - standings_h
            best = None
            for rows in (1, 2):          # one row, or two when the panel is narrow and tall
                per = -(-len(epis) // rows)
                w = min(round((panel.width - self._sz(80) - gap * (per - 1)) / per), self._sz(250))
                w = min(w, round((room - row_gap * rows) / rows * CARD_RATIO))
                if best is None or w > best[0] * 1.15:
                    best = (w, rows, per)
            cw, rows, per_row = best
            cw = max(self._sz(56), cw)
            ch = round(cw / CARD_RATIO)
        rows_n = -(-len(epis) // max(1, per_row)) if epis else 0
        block = head_h + ((self._sz(28) + rows_n * (ch + row_gap)) if epis else 0) + standings_h
        y = panel.y + max(self._sz(20), (panel.height - block) // 2)
        title = "THE ROAD ENDS IN L.A." if winners or view.get("solo") else "NOBODY MADE IT TO L.A."
        inner = panel.inflate(-self._sz(30), 0)
        y = self._label(layer, title, 32, pygame.Rect(inner.x, y, inner.width, self._sz(40)), YELLOW, bold=True,
                        anchor="midtop").bottom + self._sz(8)
        for line in lines:
            y = self._put_text(layer, line, 18, (232, 224, 208), box=inner, midtop=(panel.centerx, y)).bottom + self._sz(2)
        y += self._sz(20)
        if epis:
            heading = ("EPILOGUE · NOT USED IN A SOLO GAME" if ctx.epilogue_unscored and view.get("solo") else
                       "EPILOGUE · NOT SCORED: ONLY ONE GROUP WAS LEFT" if ctx.epilogue_unscored
                       else "EPILOGUE · 3 POINTS EACH, A TIE SCORES FOR NOBODY")
            self._label(layer, heading, 13, pygame.Rect(inner.x, y, inner.width, self._sz(24)), MUTED, bold=True,
                        anchor="midtop")
            y += self._sz(28)
            for start in range(0, len(epis), per_row):
                row = epis[start:start + per_row]
                x = panel.centerx - (len(row) * cw + (len(row) - 1) * gap) // 2
                for entry in row:
                    self._draw_epilogue_card(layer, ctx, pygame.Rect(x, y, cw, ch), entry)
                    x += cw + gap
                y += ch + row_gap
        self._draw_standings(layer, ctx, pygame.Rect(panel.x, y, panel.width, panel.bottom - y - self._sz(12)),
                             outcome, winners, row_h)

    def _draw_epilogue_card(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect, entry: dict) -> None:
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), self._sz(10)), rect.move(self._sz(4), self._sz(6)))
        layer.blit(self._epilogue_face(entry, rect.size), rect)
        winner = entry.get("winner")
        wseat = ctx.seats.get(_int(winner, -99)) if winner is not None else None
        tag = pygame.Rect(0, 0, rect.width, self._sz(30))
        tag.midtop = (rect.centerx, rect.bottom + self._sz(10))
        if wseat:
            pc = self._seat_color(wseat)
            pygame.draw.rect(layer, pc.rgb, tag, border_radius=tag.height // 2)
            mk = self._marker(wseat, tag.height - 4)
            layer.blit(mk, mk.get_rect(midleft=(tag.x + 2, tag.centery)))
            self._label(layer, f"{wseat.get('name')} +{_int(entry.get('points'), 3)}", 14,
                        pygame.Rect(tag.x + tag.height, tag.y, tag.width - tag.height - self._sz(6), tag.height), INK,
                        bold=True, may_shorten=True)
        else:
            pygame.draw.rect(layer, (70, 68, 66), tag, border_radius=tag.height // 2)
            if ctx.epilogue_unscored:
                self._label(layer, "NOT SCORED", 13, tag.inflate(-self._sz(8), 0), (206, 200, 190), bold=True)
            else:
                self._label(layer, "TIE · NOBODY", 13, tag.inflate(-self._sz(8), 0), (206, 200, 190), bold=True)
        self._box(ctx, f"epilogue:{entry.get('id')}", rect, ctx.tips.epilogue(entry, ctx.epilogue_unscored),
                  glow=False)

    def _draw_standings(self, layer: pygame.Surface, ctx: Ctx, area: pygame.Rect, outcome: dict,
                        winners: list[int], row_h: int) -> None:
        scores = outcome.get("scores")
        rows = []
        for seat_no, seat in ctx.seats.items():
            score = seat.get("points")
            if isinstance(scores, (list, tuple)) and 0 <= seat_no < len(scores):
                score = scores[seat_no]
            rows.append((seat_no, seat, score))
        rows.sort(key=lambda r: (r[0] not in winners, bool(r[1].get("eliminated")), -_int(r[2], -1)))
        row_h = max(self._sz(22), min(row_h, area.height // max(1, len(rows))))
        width = min(area.width - self._sz(80), self._sz(640))
        x = area.centerx - width // 2
        y = area.y
        for rank, (seat_no, seat, score) in enumerate(rows, 1):
            rr = pygame.Rect(x, y, width, row_h - self._sz(5))
            if rr.bottom > area.bottom:
                break
            win = seat_no in winners
            out = bool(seat.get("eliminated"))
            pygame.draw.rect(layer, (72, 60, 28) if win else (42, 42, 46), rr, border_radius=self._sz(8))
            if win:
                pygame.draw.rect(layer, YELLOW, rr, width=1, border_radius=self._sz(8))
            mk = self._marker(seat, rr.height - 6, dim=out)
            layer.blit(mk, mk.get_rect(midleft=(rr.x + self._sz(8), rr.centery)))
            color = YELLOW if win else ((146, 142, 136) if out else (238, 232, 218))
            words = "eliminated" if out else (f"{score} points" if score is not None else "")
            if win:
                words = "WINNER · " + words
            name_x = rr.x + self._sz(16) + mk.get_width()
            right = pygame.Rect(rr.centerx, rr.y, rr.right - self._sz(14) - rr.centerx, rr.height)
            self._label(layer, f"{rank}. {seat.get('name')}", 18, pygame.Rect(name_x, rr.y, right.x - name_x - self._sz(8),
                        rr.height), color, bold=True, anchor="midleft", may_shorten=True)
            self._label(layer, words, 17, right, color, bold=win, anchor="midright")
            y += row_h


__all__ = ["GameOverMixin"]
