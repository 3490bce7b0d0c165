"""The error screen: what went wrong, that the autosave is kept, and a bug report to save."""
from __future__ import annotations

import pygame

from ...ui.theme import Colors
from ...ui.widgets import blit_text, blit_wrapped, draw_panel, make_button
from ..crash import CrashReport
from .base import MenuScreen


class ErrorScene(MenuScreen):
    name = "error"
    title = "Something went wrong"
    subtitle = "The game hit an error it did not expect. Nothing you did caused it."
    back_label = "Back to title"

    def __init__(self, app, report: CrashReport) -> None:
        super().__init__(app)
        self.report = report

    def build_content(self) -> None:
        app = self.app
        button_w, button_h = app.px(230), app.px(46)
        right = self.content.right
        self.quit_button = make_button(self.manager, pygame.Rect(right - app.px(160), self.footer_y, app.px(160),
                                                                 button_h), "Quit", app.quit)
        self.report_button = make_button(
            self.manager, pygame.Rect(self.quit_button.relative_rect.left - button_w - app.px(12), self.footer_y,
                                      button_w, button_h),
            "Save a bug report", self.save_report, object_id="#primary",
            tooltip="Writes what happened, the app version and the game so far to your user data folder")
        self.back_button.set_text(self.back_label)
        self.focus.set_buttons([self.report_button, self.back_button, self.quit_button])

    def back(self) -> None:
        from .title import TitleScene
        self.app.stack.reset(TitleScene(self.app))

    def save_report(self) -> None:
        try:
            path = self.report.write()
        except OSError as exc:
            self.app.toast(f"Could not write the bug report: {exc.strerror or exc}", error=True)
            return
        self.app.toast(f"Bug report saved: {path}")
        self.app.request_redraw()

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        panel = self.content.inflate(0, -app.px(10))
        draw_panel(surface, panel, radius=app.px(10), border=Colors.DANGER + (255,))
        inner = panel.inflate(-app.px(48), -app.px(40))
        y = inner.top
        y += blit_wrapped(surface, self.report.summary, fonts.get(18, bold=True), Colors.DANGER,
                          pygame.Rect(inner.x, y, inner.width, 0), max_lines=3) + app.px(14)
        kept = ("Your game was not lost: it is autosaved at the end of every round, and Continue on the title "
                "screen resumes the latest autosave." if self.report.match is not None else
                "No game was being played, so nothing is lost.")
        y += blit_wrapped(surface, kept, fonts.body(), Colors.TEXT, pygame.Rect(inner.x, y, inner.width, 0)) + app.px(10)
        where = (f"Bug report saved to {self.report.saved_to}" if self.report.saved_to else
                 "Saving a bug report writes the details below, the app version and the game so far, "
                 "so the problem can be found and fixed.")
        y += blit_wrapped(surface, where, fonts.small(), Colors.TEXT_MUTED if not self.report.saved_to else Colors.ACCENT,
                          pygame.Rect(inner.x, y, inner.width, 0)) + app.px(16)
        blit_text(surface, f"Screens: {self.report.where}", fonts.small(), Colors.TEXT_MUTED, (inner.x, y))
        y += fonts.small().get_linesize() + app.px(6)
        tail = self.report.details.strip().splitlines()
        line_h = fonts.small().get_linesize()
        room = max(0, (inner.bottom - y) // line_h)
        for line in tail[-room:] if room else []:
            blit_text(surface, line[:160], fonts.small(), Colors.TEXT_MUTED, (inner.x, y))
            y += line_h
