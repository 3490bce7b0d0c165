"""Hot-seat hand-off: cover the table while the screen passes to the next person.

Shown only between two people, and only when the game hides things from
some players (or the player asked for it always). After "ready" it lists
what happened since that person last answered, as far as they may know.
"""
from __future__ import annotations

import pygame

from ...ui.theme import Colors
from ...ui.widgets import (KeyboardFocus, ScrollText, blit_text, draw_backdrop, draw_panel, event_lines,
                           make_button, seat_badge)
from ..scene import Scene


class HandoffScene(Scene):
    name = "handoff"
    transparent = False     # opaque: nothing of the previous player's view may show through

    def __init__(self, app, match_scene, seat: int) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.seat = seat
        self.seat_info = match_scene.match.setup.seats[seat]
        self.away = match_scene.session.away_summary(seat)
        self.step = "pass"      # "pass", then "away" when something happened meanwhile

    def build(self) -> None:
        app = self.app
        width, height = app.window_size
        card_w = min(app.px(620), width - app.px(40))
        card_h = min(app.px(300) if self.step == "pass" else app.px(520), height - app.px(40))
        self.card = pygame.Rect(0, 0, card_w, card_h)
        self.card.center = (width // 2, height // 2)
        label = f"I'm {self.seat_info.name}: show my view" if self.step == "pass" else "Continue"
        button = make_button(self.manager, pygame.Rect(0, 0, min(app.px(360), card_w - app.px(60)), app.px(50)),
                             label, self.ready, object_id="#primary",
                             tooltip="Enter" if self.step == "pass" else "Enter: back to the table")
        button.rect.midbottom = (self.card.centerx, self.card.bottom - app.px(28))
        button.set_position(button.rect.topleft)
        self.ready_button = button
        self.focus = KeyboardFocus([button])
        self.away_view = ScrollText(app.fonts)
        self.away_view.set_rect(pygame.Rect(self.card.x + app.px(32), self.card.y + app.px(96),
                                            self.card.width - app.px(64), button.rect.top - app.px(20) - self.card.y - app.px(96)))
        self.away_view.set_lines(event_lines(self.away))

    def ready(self) -> None:
        if self.step == "pass" and self.away:
            self.step = "away"
            self.relayout()
            return
        self.match_scene.show_seat(self.seat)   # first: popping wakes the match, which checks whose view is shown
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.match_scene.open_pause()
            return True
        if self.step == "away" and self.away_view.handle_event(event, keys=True):
            self.app.request_redraw()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        draw_backdrop(surface)
        draw_panel(surface, self.card, raised=True, radius=app.px(14), border=Colors.ACCENT + (255,))
        badge = app.px(44)
        if self.step == "pass":
            surface.blit(seat_badge(self.seat_info.color, badge, app.settings.colorblind),
                         (self.card.centerx - badge // 2, self.card.y + app.px(26)))
            blit_text(surface, f"Pass to {self.seat_info.name}", fonts.get(34, bold=True), Colors.TEXT,
                      (self.card.centerx, self.card.y + app.px(80)), "midtop")
            blit_text(surface, f"{self.seat_info.name}: press Enter when ready. Others, no peeking.", fonts.body(),
                      Colors.TEXT_MUTED, (self.card.centerx, self.card.y + app.px(136)), "midtop")
        else:
            surface.blit(seat_badge(self.seat_info.color, badge, app.settings.colorblind),
                         (self.card.x + app.px(30), self.card.y + app.px(26)))
            blit_text(surface, "While you were away", fonts.get(28, bold=True), Colors.TEXT,
                      (self.card.x + app.px(30) + badge + app.px(14), self.card.y + app.px(30)))
            self.away_view.draw(surface)
