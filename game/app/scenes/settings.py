"""Settings: window size, fullscreen, UI scale, colour-blind-safe mode, animation speed, hand-off, sound.

Every change applies at once and is saved to config_dir()/settings.json.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from ...ui.theme import Colors
from ...ui.widgets import blit_text, blit_wrapped, draw_panel, ellipsize, make_button
from ..settings import ANIMATION_SPEEDS, HANDOFF_MODES, UI_SCALES, VOLUMES, WINDOW_SIZES
from ..app import MIN_LAYOUT
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
    Choice("handoff", "Hand-off screen", "Covers the table between two people: when one may see what the other may "
           "not, always, or never.", tuple(HANDOFF_MODES.items())),
    Choice("confirm_final", "Confirm final answers", "Ask once before an answer that rolls dice or reveals cards.",
           ((True, "On"), (False, "Off"))),
    Choice("muted", "Sound", "Dice, cards, tokens, wounds, threats, your turn, and the end of a game; M mutes "
           "during a game.", ((False, "On"), (True, "Muted"))),
    Choice("master_volume", "Volume", "Every sound.", tuple((v, f"{v}%") for v in VOLUMES)),
    Choice("effects_volume", "Table sounds", "Dice, cards, tokens, wounds and threats, as a share of the volume.",
           tuple((v, f"{v}%") for v in VOLUMES)),
)


class SettingsScene(MenuScreen):
    name = "settings"
    title = "Settings"
    subtitle = "Changes apply at once and are remembered."

    def build_content(self) -> None:
        app = self.app
        self.rows: list[tuple[Choice, pygame.Rect]] = []
        self.segments: dict[tuple[str, Any], object] = {}
        fits = self.largest_scale_that_fits()
        # the rows share the screen's height with the note on the scale, if the window is too small for it;
        # when they are too low for a line of help under the label, the help is the buttons' tooltip
        note_h = app.px(96) if app.settings.ui_scale > fits else 0
        gap = app.px(8)
        row_h = min(app.px(62), (self.content.height - note_h) // len(CHOICES) - gap)
        self.compact = row_h < app.px(58)
        button_h = min(app.px(38), row_h - app.px(6))
        label_w = self.label_width = max(app.px(380), int(self.content.width * 0.34))
        buttons = []
        for index, choice in enumerate(CHOICES):
            row = pygame.Rect(self.content.x, self.content.y + index * (row_h + gap), self.content.width, row_h)
            self.rows.append((choice, row))
            x = row.x + label_w
            current = getattr(app.settings, choice.field)
            for value, text in choice.values:
                width = max(app.px(86), app.fonts.get(15).size(text)[0] + app.px(30))
                button = make_button(self.manager, pygame.Rect(x, row.centery - button_h // 2, width, button_h), text,
                                     self._setter(choice.field, value), class_id="@segment", tooltip=choice.help)
                if value == current:
                    button.select()
                self.segments[(choice.field, value)] = button
                buttons.append(button)
                x += width + app.px(6)
        self.fit_button = None
        if app.settings.ui_scale > fits:
            _, last = self.rows[-1]
            self.fit_button = make_button(self.manager, pygame.Rect(last.right - app.px(200), last.bottom + app.px(14),
                                                                    app.px(200), app.px(38)),
                                          f"Use {fits}%", self._setter("ui_scale", fits), class_id="@small",
                                          tooltip="The largest scale this window lays the screens out at")
            buttons.append(self.fit_button)
        self.focus.set_buttons(buttons + [self.back_button], index=len(buttons))

    def largest_scale_that_fits(self) -> int:
        room = self.app.room_for_scale
        return max([scale for scale in UI_SCALES if scale / 100 <= room + 1e-9], default=UI_SCALES[0])

    def _setter(self, field: str, value: Any) -> Callable[[], None]:
        def set_value() -> None:
            if getattr(self.app.settings, field) == value:
                return
            self.app.apply_settings(self.app.settings.with_changes(**{field: value}))
            self.relayout()
        return set_value

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        if self.fit_button is not None:
            _, last = self.rows[-1]
            wanted = app.settings.ui_scale / 100
            need = (math.ceil(MIN_LAYOUT[0] * wanted), math.ceil(MIN_LAYOUT[1] * wanted))
            blit_wrapped(surface, f"{app.settings.ui_scale}% needs a window of at least {need[0]}×{need[1]}; this one "
                                  f"lays the screens out at up to {self.largest_scale_that_fits()}%, so that is what "
                                  "you see now. Choose a bigger window, fullscreen, or:", fonts.small(), Colors.ACCENT,
                         pygame.Rect(last.x + app.px(18), last.bottom + app.px(10), last.width - app.px(250), app.px(80)),
                         max_lines=3)
        for choice, row in self.rows:
            draw_panel(surface, row, radius=app.px(8))
            if self.compact:
                blit_text(surface, choice.label, fonts.get(17, bold=True), Colors.TEXT, (row.x + app.px(18), row.centery),
                          "midleft")
                continue
            blit_text(surface, choice.label, fonts.get(17, bold=True), Colors.TEXT, (row.x + app.px(18), row.y + app.px(8)))
            help_width = self.label_width - app.px(30)
            blit_text(surface, ellipsize(choice.help, fonts.get(13), help_width), fonts.get(13), Colors.TEXT_MUTED,
                      (row.x + app.px(18), row.y + app.px(34)))
