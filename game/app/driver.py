"""Drive the app with real input events: the smoke test, the screenshot script and UI tests use this.

Clicks are posted as real MOUSEMOTION / MOUSEBUTTONDOWN / MOUSEBUTTONUP
events at a widget's centre and keys as KEYDOWN / KEYUP, then the app runs
frames, so everything goes through the same code a person's input does.
"""
from __future__ import annotations

from typing import Callable

import pygame
from pygame_gui.elements import UIButton, UIScrollingContainer

from ..ui.menu import MenuButton
from .app import App


class DriverError(AssertionError):
    """The screen isn't in the state the script expected; the message says what was there instead."""


class Driver:
    def __init__(self, app: App, frames_per_action: int = 3) -> None:
        self.app = app
        self.frames_per_action = frames_per_action

    # --- looking -----------------------------------------------------------------
    @property
    def scene(self):
        return self.app.stack.top

    def buttons(self) -> list[UIButton | MenuButton]:
        """The top scene's buttons: its menu's, then its pygame_gui ones."""
        scene = self.scene
        found: list = list(scene.menu.buttons) if scene.menu is not None else []
        if scene.widgets is not None:
            found += [sprite for sprite in scene.widgets.ui_group.sprites() if isinstance(sprite, UIButton)
                      and sprite.visible and sprite.alive()]
        return found

    def button(self, text: str, *, startswith: bool = False) -> UIButton | MenuButton:
        for button in self.buttons():
            if button.text == text or (startswith and button.text.startswith(text)):
                return button
        shown = ", ".join(repr(b.text) for b in self.buttons())
        raise DriverError(f"no button {text!r} on the {self.scene.name} screen; buttons: {shown}")

    def has_button(self, text: str) -> bool:
        return any(button.text == text for button in self.buttons())

    # --- acting ------------------------------------------------------------------
    def click(self, target: UIButton | MenuButton | str | tuple[int, int], *, startswith: bool = False) -> None:
        if isinstance(target, str):
            target = self.button(target, startswith=startswith)
        if isinstance(target, (UIButton, MenuButton)):
            if not target.is_enabled:
                raise DriverError(f"button {target.text!r} is disabled")
            if isinstance(target, UIButton):
                self._scroll_into_view(target)
            pos = target.rect.center
        else:
            pos = target
        pygame.mouse.set_pos(pos)     # the pointer is where the click is, for the widgets' hover too
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.app.run_frames(self.frames_per_action)

    def key(self, key: int, *, mod: int = 0, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.app.run_frames(self.frames_per_action)

    def type_text(self, text: str) -> None:
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        self.app.run_frames(self.frames_per_action)

    def run_until(self, done: Callable[[], bool], max_frames: int = 5000, dt: float = 1 / 60) -> bool:
        for _ in range(max_frames):
            if done():
                return True
            self.app.run_frames(1, dt)
        return done()

    def _scroll_into_view(self, button: UIButton) -> None:
        """Scroll the list holding the button so its centre can be clicked."""
        for sprite in self.scene.manager.ui_group.sprites():  # a UIButton's scene has its manager
            if isinstance(sprite, UIScrollingContainer) and button.ui_container is sprite.scrollable_container:
                view = sprite.rect
                if view.collidepoint(button.rect.center):
                    return
                bar = getattr(sprite, "vert_scroll_bar", None)
                if bar is None:
                    return
                total = sprite.scrollable_container.rect.height
                wanted = max(0, min(button.relative_rect.top - view.height / 3, total - view.height))
                bar.set_scroll_from_start_percentage(wanted / max(1, total))
                self.app.run_frames(2)
                return
