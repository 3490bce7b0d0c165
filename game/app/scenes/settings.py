"""Settings: window size, fullscreen, UI scale, colour-blind-safe mode, animation speed, hand-off.

Every change applies at once and is saved to config_dir()/settings.json.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from ...ui.theme import Colors
from ...ui.widgets import blit_text, draw_panel, ellipsize, make_button
from ..settings import ANIMATION_SPEEDS, HANDOFF_MODES, UI_SCALES, WINDOW_SIZES
from .base import MenuScreen


@dataclass(frozen=True)
class Choice:
    field: str
    label: str
    help: str
    values: tuple[tuple[Any, str], ...]    # (value, button text)


CHOICES = (
    Choice("window_size", "Window size", "The size of the window when not fullscreen.",
           tuple((size, f"{size[0]}×{size[1]}") for size in WINDOW_SIZES)),
    Choice("fullscreen", "Fullscreen", "Use the whole screen.", ((False, "Off"), (True, "On"))),
    Choice("ui_scale", "Text and UI scale", "Bigger text and buttons.", tuple((s, f"{s}%") for s in UI_SCALES)),
    Choice("colorblind", "Colour-blind-safe", "Every colour-coded thing also gets a letter or shape.",
           ((False, "Off"), (True, "On"))),
    Choice("animation_speed", "Animation speed", "Dice, cards and bots; Instant skips every animation.",
           tuple((key, key.capitalize()) for key in ANIMATION_SPEEDS)),
    Choice("handoff", "Hand-off screen", "Covers the table between two people: when cards are hidden, or always.",
           tuple(HANDOFF_MODES.items())),
)


class SettingsScene(MenuScreen):
    name = "settings"
    title = "Settings"
    subtitle = "Changes apply at once and are remembered."

    def build_content(self) -> None:
        app = self.app
        self.rows: list[tuple[Choice, pygame.Rect]] = []
        self.segments: dict[tuple[str, Any], object] = {}
        row_h = app.px(62)
        label_w = self.label_width = max(app.px(380), int(self.content.width * 0.34))
        buttons = []
        for index, choice in enumerate(CHOICES):
            row = pygame.Rect(self.content.x, self.content.y + index * (row_h + app.px(8)), self.content.width, row_h)
            self.rows.append((choice, row))
            x = row.x + label_w
            current = getattr(app.settings, choice.field)
            for value, text in choice.values:
                width = max(app.px(86), app.fonts.get(15).size(text)[0] + app.px(30))
                button = make_button(self.manager, pygame.Rect(x, row.centery - app.px(19), width, app.px(38)), text,
                                     self._setter(choice.field, value), class_id="@segment")
                if value == current:
                    button.select()
                self.segments[(choice.field, value)] = button
                buttons.append(button)
                x += width + app.px(6)
        self.focus.set_buttons(buttons + [self.back_button], index=len(buttons))

    def _setter(self, field: str, value: Any) -> Callable[[], None]:
        def set_value() -> None:
            if getattr(self.app.settings, field) == value:
                return
            self.app.apply_settings(self.app.settings.with_changes(**{field: value}))
            self.relayout()
        return set_value

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        if app.scale < app.settings.scale:
            _, last = self.rows[-1]
            blit_text(surface, f"This window has room for {round(app.scale * 100)}%: a bigger window or "
                               f"fullscreen shows {app.settings.ui_scale}%.", fonts.small(), Colors.ACCENT,
                      (last.x + app.px(18), last.bottom + app.px(14)))
        for choice, row in self.rows:
            draw_panel(surface, row, radius=app.px(8))
            blit_text(surface, choice.label, fonts.get(17, bold=True), Colors.TEXT, (row.x + app.px(18), row.y + app.px(8)))
            help_width = self.label_width - app.px(30)
            blit_text(surface, ellipsize(choice.help, fonts.get(13), help_width), fonts.get(13), Colors.TEXT_MUTED,
                      (row.x + app.px(18), row.y + app.px(34)))
