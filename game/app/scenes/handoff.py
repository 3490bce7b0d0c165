"""Hot-seat hand-off: cover the table while the screen passes to the next person.

Shown between two people when one of them may see something the other may not (or always, or
never, as the player chose: see match.handoff_needed). It is one screen, the same every time: whose
turn it is, and what happened since that person last looked that everyone at the table may know
(so the result the last player just caused is there). The next person's own secrets wait for
their view, behind the button.
"""
from __future__ import annotations

import pygame

from ...ui.theme import Colors
from ...ui.widgets import (KeyboardFocus, ScrollText, blit_text, draw_backdrop, draw_panel, event_lines,
                           make_button, seat_badge)
from ..scene import Scene

ACCEPT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandoffScene(Scene):
    name = "handoff"
    transparent = False     # opaque: nothing of the previous player's view may show through

    def __init__(self, app, match_scene, seat: int) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.seat = seat
        self.seat_info = match_scene.match.setup.seats[seat]
        # public events only: everyone at the table can read this screen
        since = match_scene.session.seen_upto.get(seat, 0)
        self.away = [event for event in match_scene.match.log[since:] if event.seats is None]

    def build(self) -> None:
        app = self.app
        width, height = app.window_size
        card_w = min(app.px(640), width - app.px(40))
        card_h = min(app.px(480) if self.away else app.px(300), height - app.px(40))
        self.card = pygame.Rect(0, 0, card_w, card_h)
        self.card.center = (width // 2, height // 2)
        button = make_button(self.manager, pygame.Rect(0, 0, min(app.px(380), card_w - app.px(60)), app.px(50)),
                             f"I'm {self.seat_info.name}: show my view", self.ready, object_id="#primary",
                             tooltip="Enter or Space")
        button.rect.midbottom = (self.card.centerx, self.card.bottom - app.px(24))
        button.set_position(button.rect.topleft)
        self.ready_button = button
        self.focus = KeyboardFocus([button])
        self.summary_top = self.card.y + app.px(150)
        self.away_view = ScrollText(app.fonts)
        self.away_view.set_rect(pygame.Rect(self.card.x + app.px(32), self.summary_top + app.px(28),
                                            self.card.width - app.px(64),
                                            max(app.px(40), button.rect.top - app.px(16) - self.summary_top - app.px(28))))
        self.away_view.set_lines(event_lines(self.away), stick_to_bottom=True)
        self.away_view.scroll_to_bottom()       # the latest (what the last player just did) in view

    def ready(self, key: int | None = None) -> None:
        self.match_scene.show_seat(self.seat, dismissed_by=key)  # first: popping wakes the match
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in ACCEPT_KEYS:
            self.ready(event.key)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.match_scene.open_pause()
            return True
        if self.away and self.away_view.handle_event(event, keys=True):
            self.app.request_redraw()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        draw_backdrop(surface)
        draw_panel(surface, self.card, raised=True, radius=app.px(14), border=Colors.ACCENT + (255,))
        badge = app.px(44)
        surface.blit(seat_badge(self.seat_info.color, badge, app.settings.colorblind),
                     (self.card.centerx - badge // 2, self.card.y + app.px(22)))
        blit_text(surface, f"Pass to {self.seat_info.name}", fonts.get(32, bold=True), Colors.TEXT,
                  (self.card.centerx, self.card.y + app.px(72)), "midtop")
        blit_text(surface, f"{self.seat_info.name}: press Enter when ready. Others, no peeking.", fonts.body(),
                  Colors.TEXT_MUTED, (self.card.centerx, self.card.y + app.px(116)), "midtop")
        if not self.away:
            return
        blit_text(surface, "Since your last look (the latest last)", fonts.get(15, bold=True), Colors.ACCENT, (self.card.x + app.px(32), self.summary_top))
        self.away_view.draw(surface)
