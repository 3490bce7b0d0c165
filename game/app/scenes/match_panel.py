"""The match screen's side panel and board frame: where the panel's parts go (the question, the
reader for a prompt's body, the answers, the last roll, the log) and how the screen is drawn.

A mixin of MatchScene (game/app/scenes/match.py), which holds the match and decides what is
shown; nothing here changes the match.
"""
from __future__ import annotations

import sys

import pygame

from ...ui.board import BoardFrame
from ...ui.moments import draw_headline, draw_roll_strip
from ...ui.theme import Colors, seat_style
from ...ui.widgets import (blit_text, blit_wrapped, draw_panel, ellipsize, markdown_lines, seat_badge, status_icon,
                           status_items, status_label, wrap_text)


class MatchPanel:
    """Layout and drawing of MatchScene's side panel and board (see the module docstring)."""

    # --- the reader: a prompt's body -------------------------------------------------------
    def reader_text(self) -> str:
        """The body shown in the reader: the pending prompt's, once it is this screen's person's to read."""
        prompt = self.prompt
        if prompt is None or not prompt.body.strip() or prompt.seat != self.viewer:
            return ""
        return prompt.body

    @property
    def reader_shown(self) -> bool:
        return self.reader_rect.height > 0

    def _prompt_text(self) -> tuple[str, tuple[int, int, int]]:
        """The words under the heading (the question, or the panel's own notice) and their colour."""
        prompt = self.prompt
        if self.notice:
            return self.notice, Colors.ACCENT
        if prompt is not None and self.hint is not None:
            return f"{prompt.text}\nHint: {self.hint.reason}", Colors.TEXT
        if prompt is not None and self.filter_target is not None:
            return f"{prompt.text}\nSeveral answers use that spot; pick one:", Colors.TEXT
        return (prompt.text if prompt is not None else ""), Colors.TEXT

    def _prompt_text_box(self) -> pygame.Rect:
        rect = self.prompt_rect
        return pygame.Rect(rect.x, rect.y + self.px(32), rect.width, rect.height - self.px(32))

    def _layout_reader(self) -> None:
        """Give the reader its first share of the question area; a new body starts at the top.

        With a body the area starts right under the question's words (the key hint is left
        out then), so the reading gets what room there is.
        """
        body = self.reader_text()
        self._set_log_rect(self.reading_log_rect if body else self.full_log_rect)
        full = self._question_area_above(self.log_rect)
        if not body:
            self.question_area = pygame.Rect(full)
            self.reader_rect = pygame.Rect(full.x, full.y, full.width, 0)
            self._reader_body = None
            self._set_answers_rect(pygame.Rect(full))
            return
        font, box = self.fonts.body(), self._prompt_text_box()
        lines = min(len(wrap_text(self._prompt_text()[0], font, box.width)), box.height // font.get_linesize())
        top = min(full.top, box.top + lines * font.get_linesize() + self.px(8))
        self.question_area = pygame.Rect(full.x, top, full.width, full.bottom - top)
        area = self.question_area
        if body != self._reader_body or self._reader_key != self._shown_prompt_key[:3]:
            self.reader.set_lines(markdown_lines(body))
            self.reader.offset = 0
        self._reader_body = body
        self._reader_key = self._shown_prompt_key[:3]
        # a first guess (the answers' height is known once they are shown): at most 55% of the area
        self._place_reader(int(area.height * 0.55))

    def _question_area_above(self, log_rect: pygame.Rect) -> pygame.Rect:
        """The room between the question and the last roll, which stands over the log's heading."""
        top = self.prompt_rect.bottom + self.px(6)
        bottom = self._roll_rect(log_rect).top - self.px(10)
        return pygame.Rect(self.inner.x, top, self.inner.width, max(self.px(90), bottom - top))

    def _roll_rect(self, log_rect: pygame.Rect | None = None) -> pygame.Rect:
        log_rect = log_rect or self.log_rect
        return pygame.Rect(self.inner.x, log_rect.top - self.px(36) - self.roll_h, self.inner.width, self.roll_h)

    def _set_log_rect(self, rect: pygame.Rect) -> None:
        if rect != self.log_rect:
            self.log_rect = pygame.Rect(rect)
            self.log.set_rect(rect)
            self.log.scroll_to_bottom()

    def _fit_reader_to_answers(self) -> None:
        """With few answers the reader may use the room they leave; with many it keeps 55% (or less)."""
        if not self.reader_shown:
            return
        area, gap = self.question_area, self.px(10)
        wanted = area.height - gap - self.answers.content_height
        self._place_reader(max(int(area.height * 0.55), wanted))

    def _place_reader(self, limit: int) -> None:
        area, gap, pad = self.question_area, self.px(10), self.px(10)
        min_answers = min(area.height // 2, self.px(90))
        self.reader.set_rect(pygame.Rect(area.x + pad, area.y + pad, area.width - 2 * pad, 10 ** 6))
        natural = self.reader.content.get_height() + 2 * pad
        height = max(self.px(60), min(natural, limit, area.height - gap - min_answers))
        self.reader_rect = pygame.Rect(area.x, area.y, area.width, height)
        text_rect = self.reader_rect.inflate(-2 * pad, -2 * pad)
        if natural > height:   # it overflows: keep a strip at the bottom for the "more below" cue
            text_rect.height -= self.px(16)
        self.reader.set_rect(text_rect)
        self.reader.scroll(0)   # keep the offset within the new height
        self._set_answers_rect(pygame.Rect(area.x, self.reader_rect.bottom + gap, area.width,
                                           area.bottom - self.reader_rect.bottom - gap))

    def _set_answers_rect(self, rect: pygame.Rect) -> None:
        if rect != self.answers_rect:
            self.answers_rect = rect
            self.answers.set_rect(rect)

    _reader_key = None


    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._draw_board(surface)
        self._draw_side(surface)
        if self.guide is not None:
            self.guide.draw(surface)

    def _draw_board(self, surface: pygame.Surface) -> None:
        prompt = self.prompt
        frame = BoardFrame(view=self.current_view(), prompt=prompt if prompt and prompt.seat == self.viewer else None,
                           viewer=self.viewer, highlights=self.highlights(), hover=self.hover_target)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        try:
            self.board.draw(surface, frame)
            self.board_error = ""
        except Exception as exc:  # a drawing bug must not end the match; say so and keep the game playable
            if not self.board_error:
                print(f"board drawing failed: {exc!r}", file=sys.stderr)
            self.board_error = f"The board couldn't be drawn ({exc.__class__.__name__}: {exc})."
            draw_panel(surface, self.board_rect)
            blit_wrapped(surface, self.board_error, self.fonts.body(), Colors.DANGER,
                         self.board_rect.inflate(-self.px(40), -self.px(40)))
        finally:
            surface.set_clip(clip)
        if self.headline:
            draw_headline(surface, self.board_rect, self.fonts, self.headline)

    def _draw_side(self, surface: pygame.Surface) -> None:
        fonts = self.fonts
        draw_panel(surface, self.side)
        inner = self.inner
        round_text = self.match.progress()
        title = blit_text(surface, ellipsize(self.info.name, fonts.get(18, bold=True), self.hint_button.rect.left - inner.x - self.px(8)),
                          fonts.get(18, bold=True), Colors.TEXT, (inner.x, inner.top - self.px(2)))
        blit_text(surface, round_text, fonts.small(), Colors.TEXT_MUTED, (inner.x, title.bottom - self.px(2)))
        self._draw_status(surface)
        self._draw_prompt(surface)
        if self.reader_shown:
            self._draw_reader(surface)
        draw_roll_strip(surface, self._roll_rect(), fonts, self.last_roll, self._roll_dice)
        heading = fonts.get(15, bold=True)
        log_heading_y = self.log_rect.top - self.px(28)
        pygame.draw.line(surface, Colors.PANEL_BORDER, (inner.x, log_heading_y - self.px(4)),
                         (inner.right, log_heading_y - self.px(4)))
        blit_text(surface, "LOG" + ("" if self.viewer is None else f" · as {self._seat_name(self.viewer)} sees it"),
                  heading, Colors.TEXT_MUTED, (inner.x, log_heading_y))
        self.log.draw(surface)

    def _seat_name(self, seat: int) -> str:
        return self.match.setup.seats[seat].name

    def _draw_status(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.fonts
        view_seats = self.current_view().get("seats") or []
        asked = self.session.seat_to_answer
        self.status_tips = []
        row_h = self.px(28)
        badge = self.px(20)
        for index, seat in enumerate(self.match.setup.seats):
            row = pygame.Rect(self.status_rect.x, self.status_rect.y + index * row_h, self.status_rect.width, row_h - self.px(3))
            if index == asked:
                pygame.draw.rect(surface, Colors.PANEL_RAISED, row, border_radius=self.px(5))
                pygame.draw.rect(surface, Colors.ACCENT, (row.x, row.y, self.px(4), row.height), border_radius=2)
            badge_rect = pygame.Rect(row.x + self.px(8), row.centery - badge // 2, badge, badge)
            surface.blit(seat_badge(seat.color, badge, app.settings.colorblind), badge_rect)
            style = seat_style(seat.color)
            self.status_tips.append((badge_rect, f"{seat.name}: {style.name} ({style.letter}, {style.shape})"))
            name_font = fonts.get(15, bold=index == asked)
            label = seat.name + (" (bot)" if seat.bot else "")
            name_rect = blit_text(surface, ellipsize(label, name_font, int(row.width * 0.42)), name_font,
                                  Colors.ACCENT if index == asked else Colors.TEXT,
                                  (badge_rect.right + self.px(8), row.centery), "midleft")
            seat_view = view_seats[index] if index < len(view_seats) and isinstance(view_seats[index], dict) else {}
            self._draw_status_items(surface, status_items(seat_view), name_rect.right + self.px(10), row)

    def _draw_status_items(self, surface: pygame.Surface, items, x: int, row: pygame.Rect) -> None:
        font = self.fonts.small()
        icon_size = self.px(15)
        right = row.right - self.px(4)
        # right-aligned, so every seat's counters line up in columns
        for key, value in reversed(items):
            label = status_label(key)
            icon = status_icon(key, icon_size)
            text = font.render(value if icon else f"{label} {value}", True, Colors.TEXT)
            width = text.get_width() + (icon_size + self.px(3) if icon else 0)
            if right - width < x:
                break
            left = right - width
            if icon:
                surface.blit(icon, icon.get_rect(midleft=(left, row.centery)))
            surface.blit(text, text.get_rect(midright=(right, row.centery)))
            self.status_tips.append((pygame.Rect(left, row.y, width, row.height), f"{label.capitalize()}: {value}"))
            right = left - self.px(12)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.fonts
        rect = self.prompt_rect
        prompt = self.prompt
        pygame.draw.line(surface, Colors.PANEL_BORDER, (rect.x, rect.top - self.px(7)), (rect.right, rect.top - self.px(7)))
        if prompt is None:
            blit_text(surface, "The game is over.", fonts.heading(), Colors.ACCENT, rect.topleft)
            return
        seat = self.match.setup.seats[prompt.seat]
        badge = self.px(22)
        surface.blit(seat_badge(seat.color, badge, app.settings.colorblind), (rect.x, rect.y + self.px(2)))
        heading = self._prompt_heading(seat)
        heading_font = fonts.get(19, bold=True)
        blit_text(surface, ellipsize(heading, heading_font, rect.width - badge - self.px(10)), heading_font,
                  Colors.ACCENT, (rect.x + badge + self.px(10), rect.y))
        body = self._prompt_text_box()
        text, color = self._prompt_text()
        lines = wrap_text(text, fonts.body(), body.width)
        max_lines = body.height // fonts.body().get_linesize()
        blit_wrapped(surface, text, fonts.body(), color, body, max_lines=max_lines)
        if self.human_may_answer and not self.confirming and len(lines) <= max_lines - 1 and not self.reader_shown:
            if self.answers.by_value:
                typed = f" ({self.answers.typed})" if self.answers.typed else ""
                hint = f"Type a number{typed}, then Enter · U undo"
            else:
                hint = "Click an answer or a lit spot · number keys · U undo · B bot" \
                    + (" · H hint" if self.hints_offered else "")
            blit_text(surface, ellipsize(hint, fonts.get(12), body.width), fonts.get(12), Colors.TEXT_FAINT,
                      (body.x, body.bottom), "bottomleft")


    def _prompt_heading(self, seat) -> str:
        """Whose question it is, over the question."""
        if self.human_may_answer:
            return f"{seat.name}, your move"
        if self.prompt.seat in self.session.bots:
            return f"{seat.name} (bot) is deciding…"
        return f"Waiting for {seat.name}"

    def _draw_reader(self, surface: pygame.Surface) -> None:
        """The prompt's body on a raised panel, with the scroll bar and a "more below" cue when it overflows."""
        rect = self.reader_rect
        draw_panel(surface, rect, raised=True, radius=self.px(8), border=Colors.PANEL_BORDER + (255,))
        clip = surface.get_clip()
        surface.set_clip(rect)
        try:
            self.reader.draw(surface)
        finally:
            surface.set_clip(clip)
        if self.reader.max_offset > 0:
            font = self.fonts.get(12, bold=True)
            more = self.reader.offset < self.reader.max_offset
            text = "more below · wheel / PgDn" if more else "the end · PgUp goes back"
            color = Colors.ACCENT if more else Colors.TEXT_MUTED
            cue = font.render(text, True, color)
            box = cue.get_rect(bottomright=(rect.right - self.px(12), rect.bottom - self.px(5)))
            surface.blit(cue, box)
            size, x, y = self.px(5), box.left - self.px(10), box.centery   # a small arrow: down, or up at the end
            tip = size if more else -size
            pygame.draw.polygon(surface, color, [(x - size, y - tip // 2), (x + size, y - tip // 2), (x, y + tip // 2 + tip // 4)])
