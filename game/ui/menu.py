"""The title's and the pause menu's column of large buttons, drawn by us.

These are the first widgets a player sees; drawing them ourselves (in the
theme's colours, read from the same theme file pygame_gui uses) lets the
title's first frame go out before pygame_gui is even imported. They work like
pygame_gui buttons: hover, press-and-release to click, a disabled look, a
tooltip, and the keyboard highlight of widgets.KeyboardFocus (select/unselect).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from . import art
from .theme import FontBook, theme_source
from .widgets import button_pressed, ellipsize

STATES = ("normal", "hovered", "selected", "active", "disabled")


@dataclass
class MenuEntry:
    text: str
    command: Callable[[], None]
    enabled: bool = True
    tooltip: str | None = None
    primary: bool = False


@dataclass(frozen=True)
class ButtonLook:
    font_size: int
    bold: bool
    radius: int
    border: int
    colours: dict          # "<state>_bg", "<state>_border", "<state>_text" -> "#rrggbb[aa]"

    def colour(self, state: str, part: str) -> pygame.Color:
        return pygame.Color(self.colours.get(f"{state}_{part}") or self.colours[f"normal_{part}"])


def theme_look(object_id: str) -> ButtonLook:
    """A button's look from the theme file: the object's block over `button` over `defaults`, as pygame_gui does."""
    theme = theme_source()
    colours: dict = {}
    font: dict = {}
    misc: dict = {}
    for name in ("defaults", "button", object_id):
        block = theme.get(name, {})
        colours.update(block.get("colours", {}))
        font.update(block.get("font", {}))
        misc.update(block.get("misc", {}))
    return ButtonLook(int(font.get("size", 16)), font.get("bold") == "1", int(misc.get("shape_corner_radius", 6)),
                      int(misc.get("border_width", 1)), colours)


class MenuButton:
    def __init__(self, rect: pygame.Rect, entry: MenuEntry, look: ButtonLook, fonts: FontBook) -> None:
        self.rect = rect
        self.text = entry.text
        self.command = entry.command
        self.tooltip = entry.tooltip
        self.is_enabled = entry.enabled
        self.look = look
        self.fonts = fonts
        self.hovered = False
        self.held = False
        self.is_selected = False
        self._images: dict[str, pygame.Surface] = {}

    # the part of pygame_gui's UIButton that KeyboardFocus and the driver use
    def select(self) -> None:
        self.is_selected = True

    def unselect(self) -> None:
        self.is_selected = False

    def alive(self) -> bool:
        return True

    def enable(self) -> None:
        self.is_enabled = True

    def disable(self) -> None:
        self.is_enabled = False
        self.held = False

    def press(self) -> None:
        if self.is_enabled:
            button_pressed()
            self.command()

    @property
    def state(self) -> str:
        if not self.is_enabled:
            return "disabled"
        if self.held and self.hovered:
            return "active"
        if self.is_selected:
            return "selected"
        return "hovered" if self.hovered else "normal"

    def image(self) -> pygame.Surface:
        state = self.state
        image = self._images.get(state)
        if image is None:
            image = self._images[state] = self._draw(state)
        return image

    def _draw(self, state: str) -> pygame.Surface:
        look, scale = self.look, self.fonts.scale
        radius, border = round(look.radius * scale), max(1, round(look.border * scale))

        def shape(canvas: pygame.Surface) -> None:
            factor = canvas.get_width() // self.rect.width
            outer = canvas.get_rect()
            pygame.draw.rect(canvas, look.colour(state, "border"), outer, border_radius=radius * factor)
            pygame.draw.rect(canvas, look.colour(state, "bg"), outer.inflate(-2 * border * factor, -2 * border * factor),
                             border_radius=max(0, (radius - border) * factor))

        image = art.supersampled(self.rect.size, shape, factor=2)
        font = self.fonts.get(look.font_size, bold=look.bold)
        text = ellipsize(self.text, font, self.rect.width - 2 * round(14 * scale))
        label = font.render(text, True, look.colour(state, "text"))
        image.blit(label, label.get_rect(center=(self.rect.width // 2, self.rect.height // 2)))
        return image


class MenuColumn:
    """A column of MenuButtons; the scene passes it input and draws it (App does both for Scene.menu)."""

    def __init__(self, entries: Sequence[MenuEntry], fonts: FontBook, *, center_x: int, top: int, width: int,
                 height: int, gap: int, show_tip: Callable[[str, tuple[int, int]], None] | None = None) -> None:
        looks = {name: theme_look(name) for name in ("#menu", "#primary")}
        self.buttons: list[MenuButton] = []
        for index, entry in enumerate(entries):
            rect = pygame.Rect(0, 0, width, height)
            rect.midtop = (center_x, top + index * (height + gap))
            self.buttons.append(MenuButton(rect, entry, looks["#primary" if entry.primary else "#menu"], fonts))
        self.show_tip = show_tip
        if pygame.mouse.get_focused():
            self._hover(pygame.mouse.get_pos())

    def button_at(self, pos: tuple[int, int]) -> MenuButton | None:
        return next((button for button in self.buttons if button.rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Pointer input; True when it was on a button (a click runs the button's command)."""
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event.pos) is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = self._hover(event.pos)
            if button is not None and button.is_enabled:
                button.held = True
            return button is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed = next((button for button in self.buttons if button.held), None)
            for button in self.buttons:
                button.held = False
            if pressed is not None and pressed.rect.collidepoint(event.pos) and pressed.is_enabled:
                pressed.press()
                return True
            return pressed is not None
        return False

    def _hover(self, pos: tuple[int, int]) -> MenuButton | None:
        under = self.button_at(pos)
        for button in self.buttons:
            button.hovered = button is under
        if self.show_tip is not None:
            self.show_tip(under.tooltip if under is not None and under.tooltip else "", pos)
        return under

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            surface.blit(button.image(), button.rect)
