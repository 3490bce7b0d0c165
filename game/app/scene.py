"""Scenes and the stack that holds them.

Each level of the stack has its own pygame_gui UIManager, so an overlay's
widgets are drawn above (and take input before) everything below it, and a
scene's widgets are built once and left alone while a scene covers it. A
scene gets its manager when it first asks for one: the title and the pause
menu draw their own menu (Scene.menu, see ui/menu.py) and need none.
Only the top scene receives input and updates; drawing goes from the topmost
opaque scene upwards through any transparent overlays.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    import pygame_gui

    from ..ui.menu import MenuColumn
    from .app import App


class Scene:
    transparent = False     # an overlay: the scenes below stay visible (dimmed by the overlay)
    name = "scene"          # for the smoke test's log and test failures

    def __init__(self, app: "App") -> None:
        self.app = app
        self.depth = 0                  # the scene's level in the stack, set when it is pushed
        self._manager: "pygame_gui.UIManager | None" = None
        self.menu: "MenuColumn | None" = None    # a self-drawn menu: the app gives it input and draws it

    @property
    def manager(self) -> "pygame_gui.UIManager":
        """This level's pygame_gui manager, made the first time the scene asks for it."""
        if self._manager is None:
            self._manager = self.app.manager_at(self.depth)
            self._manager.clear_and_reset()     # whatever a scene that left without notice put there
        return self._manager

    @property
    def widgets(self) -> "pygame_gui.UIManager | None":
        """The manager if the scene has asked for one (what the app updates, feeds and draws), else None."""
        return self._manager

    def drop_widgets(self) -> None:
        """Clear the scene's pygame_gui widgets and its menu, and let go of the manager."""
        if self._manager is not None:
            self._manager.clear_and_reset()
            self._manager = None
        self.menu = None

    # --- life cycle -----------------------------------------------------
    def on_enter(self) -> None:
        """Pushed onto the stack: build the widgets."""
        self.build()

    def build(self) -> None:
        """Create this scene's widgets for the current window size and UI scale."""

    def relayout(self) -> None:
        """The window size or UI scale changed: throw the widgets away and build them again."""
        self.drop_widgets()
        self.build()

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def exit(self) -> None:
        """Popped off the stack (its widgets are cleared by the stack)."""

    def on_quit(self) -> None:
        """The app is closing (window closed); last chance to autosave."""

    # --- frame ----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Input the widgets didn't consume; True when handled."""
        return False

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True when the screen needs drawing again."""
        return False

    def update_covered(self, dt: float) -> bool:
        """Seen under an overlay (the pause menu): quiet work that keeps what shows through whole;
        True when the screen needs drawing again."""
        return False

    @property
    def busy(self) -> bool:
        """True while the scene moves on its own (animations, bots thinking): keeps the loop at full rate."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what isn't a widget. Must never change game state."""


class SceneStack:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self):
        return iter(self.scenes)

    def push(self, scene: Scene) -> Scene:
        if self.top is not None:
            self.top.pause()
        self._enter(scene)
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self._leave()
        if self.top is not None:
            self.top.resume()
        self.app.scene_changed()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for another without waking the one below."""
        if self.scenes:
            self._leave()
        self._enter(scene)
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start again from this scene (e.g. back to the title)."""
        while self.scenes:
            self._leave()
        self._enter(scene)
        return scene

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The topmost opaque scene and every overlay above it, bottom first."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[index].transparent:
                start = index
                break
        return self.scenes[start:]

    def _enter(self, scene: Scene) -> None:
        scene.depth = len(self.scenes)
        self.scenes.append(scene)
        scene.on_enter()
        self.app.scene_changed()

    def _leave(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        scene.drop_widgets()
        return scene
