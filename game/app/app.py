"""The application: window, UI managers, the scene stack and the main loop.

The loop runs at 60 fps only while something moves (an animation, a bot
about to answer, the mouse just moved so hover effects and tooltips play);
otherwise it sleeps and looks for input 20 times a second, drawing nothing,
so an idle window costs next to no CPU. (pygame.event.wait(timeout) would
be the obvious tool, but pygame-ce implements it by polling every
millisecond: ~4% CPU measured here, against ~0.3% for a 50 ms sleep.)
Drawing happens only when something changed.
"""
from __future__ import annotations

import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any, NamedTuple

import pygame

from ..ui.sound.player import SoundPlayer
from ..ui.theme import Colors, FontBook
from ..ui.widgets import on_every_press
from .scene import Scene, SceneStack
from .settings import Settings, load_settings, save_settings

ACTIVE_FPS = 60
# after the last input keep full rate this long, so hover highlights and tooltips appear
ACTIVE_AFTER_INPUT_S = 2.0
IDLE_POLL_S = 0.05
# after a longer quiet spell look for input less often: the first event then waits at most this long
DEEP_IDLE_AFTER_S = 10.0
DEEP_IDLE_POLL_S = 0.12
TOAST_SECONDS = 3.0
SETTLE_FRAMES = 3             # frames drawn after a scene change, for its widgets' first updates
WINDOW_TITLE = "Survival Tabletop"
MIN_LAYOUT = (1024, 576)      # the smallest window, in layout pixels, every screen lays out in


class HoverTip(NamedTuple):
    scene: Scene
    text: str
    pos: tuple[int, int]
    avoid: Any = None        # a rect it must not cover where there is room (the answer list)


class App:
    def __init__(self, *, mod_folders: list[Path] | None = None, settings: Settings | None = None,
                 size: tuple[int, int] | None = None) -> None:
        SoundPlayer.pre_init()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 40)
        loaded, problem = load_settings() if settings is None else (settings, None)
        self.settings = loaded
        self.sound = SoundPlayer(loaded)       # opened after the first frame (step)
        on_every_press(lambda: self.sound.play("click"))
        self.mod_folders = list(mod_folders or [])
        self.window_size = size or self.settings.window_size
        self.surface = self._open_window()
        self.fonts = FontBook(self.scale)
        self._managers: dict = {}
        self.stack = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.dirty = True
        self._last_input = time.monotonic()
        self._toasts: list[tuple[str, float, bool]] = []   # text, time shown until, is_error
        self.hover_tip: HoverTip | None = None     # the tooltip of what the mouse rests on, in the top scene
        self.frames_drawn = 0
        self._settle_frames = 0
        self._bare_crash = None            # set when even the error screen failed: draw plain text only
        if problem:
            self.toast(problem, error=True)
        self._records = None
        from .progress import Progress
        self.progress = Progress()            # what unlocks a variant (game/app/progress.py)
        if self.progress.problem:
            self.toast(self.progress.problem, error=True)

    @property
    def records(self):
        """Every finished match (game/core/records.py), read when first needed, not at startup."""
        if self._records is None:
            from ..core.records import Records
            self._records = Records()
            if self._records.problem:
                self.toast(self._records.problem, error=True)
        return self._records

    # --- window and UI managers -----------------------------------------
    def _open_window(self) -> pygame.Surface:
        from ..ui.art import app_icon
        pygame.display.set_caption(WINDOW_TITLE)
        pygame.display.set_icon(app_icon(64))      # before the mode is set: some systems take it only then
        flags = pygame.FULLSCREEN if self.settings.fullscreen else 0
        size = (0, 0) if self.settings.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy" else self.window_size
        surface = pygame.display.set_mode(size, flags)
        self.window_size = surface.get_size()
        return surface

    @property
    def scale(self) -> float:
        """The UI scale in use: the player's choice, as far as the window has room for it."""
        return min(self.settings.scale, self.room_for_scale)

    @property
    def room_for_scale(self) -> float:
        """The largest UI scale this window can lay the screens out at.

        Every screen lays itself out in a window of at least MIN_LAYOUT (1024x576) layout pixels, so
        a window has room for its size over that: 1280x720 fits 125%, 1600x900 150%, 1920x1080
        187%, and 200% wants 2048x1152. A smaller window never goes below 100%.
        """
        width, height = self.window_size
        return max(1.0, min(width / MIN_LAYOUT[0], height / MIN_LAYOUT[1]))

    def px(self, value: float) -> int:
        """A length in layout pixels at the current UI scale."""
        return round(value * self.scale)

    def manager_at(self, depth: int):
        """The UIManager for this level of the scene stack (made on first use, then reused)."""
        manager = self._managers.get(depth)
        if manager is None:
            manager = self._managers[depth] = self._new_manager()
        return manager

    def _new_manager(self):
        import pygame_gui  # imported here: the title's first frame needs it anyway, tests that don't draw don't

        from ..ui.theme import fonts_to_preload, gui_theme
        theme = gui_theme(self.scale)
        manager = pygame_gui.UIManager(self.window_size, theme, enable_live_theme_updates=False)
        manager.preload_fonts(fonts_to_preload(theme))
        return manager

    # --- settings ---------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        """Store new settings; rebuild the window and every scene's widgets when the layout changes."""
        old, old_scale = self.settings, self.scale
        self.settings = self.sound.settings = settings
        save_settings(settings)
        window_changed = old.window_size != settings.window_size or old.fullscreen != settings.fullscreen
        if window_changed:
            self.window_size = settings.window_size
            self.surface = self._open_window()
        if window_changed or self.scale != old_scale:
            self.hover_tip = None
            self.fonts = FontBook(self.scale)
            for scene in self.stack:
                scene.drop_widgets()
            self._managers = {}
            for scene in self.stack:
                scene.build()
        for scene in self.stack:
            settings_changed = getattr(scene, "settings_changed", None)
            if settings_changed:
                settings_changed()
        self.request_redraw()

    # --- messages ---------------------------------------------------------
    def toast(self, text: str, *, error: bool = False) -> None:
        """A short message at the bottom of the window ("Saved", "Mod disabled")."""
        self._toasts.append((text, time.monotonic() + TOAST_SECONDS, error))
        self._toasts = self._toasts[-3:]
        self.request_redraw()

    def clear_toasts(self) -> None:
        self._toasts = []
        self.request_redraw()

    @property
    def toasts(self) -> list[str]:
        return [text for text, _, _ in self._toasts]

    def request_redraw(self) -> None:
        self.dirty = True

    def scene_changed(self) -> None:
        """A scene came or went: its widgets are new (see widgets_changed). A tooltip belongs to what was
        hovered on the screen it was shown on: it goes."""
        self.widgets_changed()
        self.hover_tip = None

    def widgets_changed(self) -> None:
        """New widgets build their looks over their first updates, so draw a few frames more (an idle
        window would otherwise show them half-made, or where they were, until the mouse moves)."""
        self.dirty = True
        self._settle_frames = SETTLE_FRAMES

    def show_tip(self, scene: Scene, text: str, pos: tuple[int, int], avoid=None) -> bool:
        """Show (or with empty text hide) the scene's hover tooltip; True when that changes the screen."""
        tip = HoverTip(scene, text, pos, avoid) if text else None
        if tip == self.hover_tip:
            return False
        self.hover_tip = tip
        self.dirty = True
        return True

    def quit(self) -> None:
        for scene in reversed(self.stack.scenes):
            scene.on_quit()
        self.running = False

    # --- the loop -----------------------------------------------------------
    def run(self, first_scene: Scene, above: tuple[Scene, ...] = ()) -> None:
        """The main loop, from first_scene (with any scenes opened over it, such as a replay from the command
        line) until the app quits."""
        self.guarded("opening the first screen", self.stack.reset, first_scene)
        for scene in above:
            self.guarded("opening a screen", self.stack.push, scene)
        while self.running:
            if self._active():
                dt = self.clock.tick(ACTIVE_FPS) / 1000
                events = pygame.event.get()
            else:
                quiet_for = time.monotonic() - self._last_input
                time.sleep(DEEP_IDLE_POLL_S if quiet_for > DEEP_IDLE_AFTER_S else IDLE_POLL_S)
                events = pygame.event.get()
                dt = self.clock.tick() / 1000
            self.step(events, dt)
        self.shutdown()

    def run_frames(self, count: int = 1, dt: float = 1 / ACTIVE_FPS) -> None:
        """Run frames without waiting (tests and the smoke test drive the app with this)."""
        for _ in range(count):
            if not self.running:
                return
            self.step(pygame.event.get(), dt)

    def pump(self) -> None:
        self.run_frames(1)

    def _active(self) -> bool:
        top = self.stack.top
        return (self.dirty or self._settle_frames > 0 or (top is not None and top.busy) or bool(self._toasts)
                or time.monotonic() - self._last_input < ACTIVE_AFTER_INPUT_S)

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        if self._bare_crash is not None:
            self._bare_crash_step(events)
            return
        if self.frames_drawn and not self.sound.started:    # the first frame is out: startup is not slowed
            self.guarded("starting the sound", self.sound.start)
        for event in events:
            self.guarded("handling input", self._dispatch, event)
            if not self.running:
                return
        top = self.stack.top
        if top is None:
            self.running = False
            return
        self.guarded("updating the screen", self._update, top, dt)
        settling = self._settle_frames > 0
        if self.dirty or settling or time.monotonic() - self._last_input < ACTIVE_AFTER_INPUT_S:
            # widgets may change look on hover without any event of ours; redraw while input is recent
            self.guarded("drawing", self.draw)
            if settling:
                self._settle_frames -= 1

    def _update(self, top: Scene, dt: float) -> None:
        if top.widgets is not None:
            top.widgets.update(dt)
        if top.update(dt):
            self.dirty = True
        pushed = self.stack.top
        if pushed is not top and pushed is not None and pushed.widgets is not None:
            pushed.widgets.update(0)     # a scene pushed just now: its widgets are ready to draw
        for scene in self.stack.visible()[:-1]:
            if scene.update_covered(dt):
                self.dirty = True
        self._expire_toasts()

    # --- errors nobody expected ------------------------------------------------
    def guarded(self, doing: str, action, *args) -> None:
        """Run one part of a frame; an unexpected error shows the error screen instead of closing the app."""
        try:
            action(*args)
        except Exception as error:
            self.crashed(error, doing)

    def crashed(self, error: BaseException, doing: str) -> None:
        from .crash import CrashReport
        report = CrashReport.capture(error, list(self.stack.scenes), doing)
        traceback.print_exception(type(error), error, error.__traceback__, file=sys.stderr)
        if self.stack.top is not None and self.stack.top.name == "error":
            self._fall_back_to_plain_text(report)       # the error screen itself failed
            return
        try:
            from .scenes.error import ErrorScene
            try:
                # the scenes below are dropped without their quit handlers: the match's autosave stays
                # as it was, since the state at the moment of the error may be what is broken
                self.stack.reset(ErrorScene(self, report))
            except Exception:
                self.stack.scenes.clear()
                self.stack.reset(ErrorScene(self, report))
            self.request_redraw()
        except Exception:
            self._fall_back_to_plain_text(report)

    def _fall_back_to_plain_text(self, report) -> None:
        self._bare_crash = report
        self.dirty = True
        try:
            report.write()
        except Exception:
            pass

    def _bare_crash_step(self, events: list[pygame.event.Event]) -> None:
        """The last resort: a plain message drawn with pygame alone, and Esc or closing the window quits."""
        for event in events:
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                self.running = False
                return
        if not self.dirty:
            return
        self.dirty = False
        try:
            font = pygame.font.Font(None, 28)
            self.surface.fill((20, 20, 24))
            lines = ["Survival Tabletop hit an error it could not recover from.", self._bare_crash.summary[:120],
                     f"A bug report was saved to {self._bare_crash.saved_to}" if self._bare_crash.saved_to
                     else "A bug report could not be saved.", "Press Esc to quit."]
            for index, line in enumerate(lines):
                self.surface.blit(font.render(line, True, (235, 225, 210)), (40, 40 + index * 36))
            pygame.display.flip()
        except Exception:
            self.running = False

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                          pygame.KEYUP, pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.WINDOWEXPOSED,
                          pygame.WINDOWRESIZED, pygame.WINDOWFOCUSGAINED, pygame.VIDEOEXPOSE):
            self._last_input = time.monotonic()
            self.dirty = True
        if event.type == pygame.QUIT:
            self.quit()
            return
        top = self.stack.top
        if top is None:
            return
        consumed = top.widgets.process_events(event) if top.widgets is not None else False
        if not consumed and top.menu is not None:
            consumed = top.menu.handle_event(event)
        if not consumed and self.stack.top is top:
            top.handle_event(event)

    def _expire_toasts(self) -> None:
        now = time.monotonic()
        kept = [toast for toast in self._toasts if toast[1] > now]
        if len(kept) != len(self._toasts):
            self._toasts = kept
            self.dirty = True

    def draw(self) -> None:
        self.surface.fill(Colors.BACKGROUND)
        for scene in self.stack.visible():
            scene.draw(self.surface)
            if scene.menu is not None:
                scene.menu.draw(self.surface)
            if scene.widgets is not None:
                scene.widgets.draw_ui(self.surface)
        self._draw_hover_tip()
        self._draw_toasts()
        pygame.display.flip()
        self.dirty = False
        self.frames_drawn += 1

    def _draw_hover_tip(self) -> None:
        tip = self.hover_tip
        if tip is None or tip.scene is not self.stack.top:
            return
        from ..ui.widgets import draw_tooltip
        draw_tooltip(self.surface, self.fonts, tip.text, tip.pos, tip.avoid)

    def _draw_toasts(self) -> None:
        if not self._toasts:
            return
        from ..ui.widgets import draw_toast
        bottom = self.window_size[1] - self.px(24)
        for text, _, error in reversed(self._toasts):
            rect = draw_toast(self.surface, self.fonts, text, bottom, error=error)
            bottom = rect.top - self.px(8)

    def screenshot(self, path: Path) -> None:
        self.draw()
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))

    def shutdown(self) -> None:
        pygame.display.quit()

