"""The pause menu over a match: Resume, Save, Load, Rules, Settings, About, Quit to title."""
from __future__ import annotations

import pygame

from ...ui.theme import Colors
from ...ui.menu import MenuColumn, MenuEntry
from ...ui.widgets import blit_text
from ..matches import save_now
from .base import OverlayScene


class PauseScene(OverlayScene):
    name = "pause"
    title = "Paused"
    card_size = (420, 540)

    def __init__(self, app, match_scene) -> None:
        super().__init__(app)
        self.match_scene = match_scene

    def build_card(self) -> None:
        app = self.app
        entries = [
            MenuEntry("Resume", self.close, primary=True),
            MenuEntry("Save", self.save, tooltip="Save this game to a new file"),
            MenuEntry("Load", self.load),
            MenuEntry("Rules", self.rules),
            MenuEntry("Settings", self.settings),
            MenuEntry("About", self.about),
            MenuEntry("Quit to title", self.quit_to_title, tooltip="The game is autosaved; Continue brings it back"),
        ]
        top = self.card.y + app.px(96)
        gap = app.px(10)
        height = min(app.px(48), (self.card.bottom - app.px(50) - top) // len(entries) - gap)
        self.menu = MenuColumn(entries, app.fonts, center_x=self.card.centerx, top=top,
                               width=self.card.width - app.px(80), height=height, gap=gap,
                               show_tip=lambda text, pos: app.show_tip(self, text, pos))
        self.buttons = self.menu.buttons
        self.focus.set_buttons(self.buttons)

    def save(self) -> None:
        try:
            path = save_now(self.match_scene.match)
        except OSError as exc:
            self.app.toast(f"Couldn't save: {exc.strerror or exc}", error=True)
            return
        self.app.toast(f"Saved as {path.name}")

    def load(self) -> None:
        from .load import LoadScene
        self.app.stack.push(LoadScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.stack.push(RulesScene(self.app, game_id=self.match_scene.info.id))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def about(self) -> None:
        from .about import AboutScene
        self.app.stack.push(AboutScene(self.app))

    def quit_to_title(self) -> None:
        self.match_scene.leave_to_title()

    def draw_card(self, surface: pygame.Surface) -> None:
        match = self.match_scene.match
        blit_text(surface, match.rules.info.name, self.app.fonts.small(), Colors.TEXT_MUTED,
                  (self.card.centerx, self.card.y + self.app.px(68)), "midtop")
        blit_text(surface, "Esc resumes", self.app.fonts.small(), Colors.TEXT_FAINT,
                  (self.card.centerx, self.card.bottom - self.app.px(14)), "midbottom")
