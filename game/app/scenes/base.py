"""The frame every menu screen shares: backdrop, heading, a Back button, keyboard focus."""
from __future__ import annotations

import pygame

from ...ui.theme import Colors
from ...ui.widgets import (KeyboardFocus, blit_text, draw_backdrop, draw_dim, draw_panel, draw_screen_title,
                           make_button)
from ..scene import Scene


class MenuScreen(Scene):
    title = ""
    subtitle = ""
    back_label = "Back"

    def build(self) -> None:
        app = self.app
        width, height = app.window_size
        self.margin = app.px(48)
        self.content = pygame.Rect(self.margin, app.px(118), width - 2 * self.margin,
                                   height - app.px(118) - app.px(96))
        self.footer_y = height - app.px(78)
        self.focus = KeyboardFocus()
        self.back_button = make_button(self.manager, pygame.Rect(self.margin, self.footer_y, app.px(160), app.px(46)),
                                       self.back_label, self.back)
        self.build_content()

    def build_content(self) -> None:
        """Subclasses create their widgets inside self.content."""

    def back(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.focus.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_screen_title(surface, self.app.fonts, self.title, self.subtitle)
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Subclasses draw what isn't a widget."""


class ReadingScreen(MenuScreen):
    """A menu screen with words to read in self.text (a ScrollText): the wheel and the keys scroll them."""

    subtitle = "Scroll with the wheel, arrows or Page Up / Page Down."

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.text.handle_event(event, keys=True):
            self.app.request_redraw()
            return True
        return super().handle_event(event)


class OverlayScene(Scene):
    """A card in the middle of the screen over the dimmed scene below (pause, end of game)."""

    transparent = True
    title = ""
    card_size = (440, 520)

    def build(self) -> None:
        app = self.app
        width, height = app.window_size
        card_w, card_h = (min(app.px(size), limit - app.px(40)) for size, limit in zip(self.card_size, (width, height)))
        self.card = pygame.Rect(0, 0, card_w, card_h)
        self.card.center = (width // 2, height // 2)
        self.focus = KeyboardFocus()
        self.build_card()

    def build_card(self) -> None:
        """Subclasses create their widgets inside self.card."""

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return self.focus.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        draw_panel(surface, self.card, raised=True, radius=self.app.px(14), border=Colors.ACCENT_DARK + (255,))
        stripe = pygame.Rect(self.card.x, self.card.y, self.card.width, self.app.px(8))
        pygame.draw.rect(surface, Colors.ACCENT, stripe, border_top_left_radius=self.app.px(14),
                         border_top_right_radius=self.app.px(14))
        blit_text(surface, self.title, self.app.fonts.get(30, bold=True), Colors.TEXT,
                  (self.card.centerx, self.card.y + self.app.px(26)), "midtop")
        self.draw_card(surface)

    def draw_card(self, surface: pygame.Surface) -> None:
        """Subclasses draw what isn't a widget on the card."""
