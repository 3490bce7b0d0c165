"""The title screen: Continue, New game, Load, Mods, Settings, Rules, Quit."""
from __future__ import annotations

from datetime import datetime

import pygame

from ...core.paths import saves_dir
from ...core.saves import SaveError, latest_loadable
from ...games.hit_z_road import pieces
from ...ui import art
from ...ui.theme import Colors
from ...ui.widgets import KeyboardFocus, MenuEntry, blit_text, build_menu, draw_backdrop
from ..scene import Scene


class TitleScene(Scene):
    name = "title"

    def build(self) -> None:
        app = self.app
        self.latest = latest_loadable(saves_dir())
        continue_tip = (f"{self.latest.label or self.latest.path.name}\n"
                        f"saved {datetime.fromtimestamp(self.latest.saved_at):%Y-%m-%d %H:%M}"
                        if self.latest else "No saved game yet")
        entries = [
            MenuEntry("Continue", self.continue_latest, enabled=self.latest is not None, tooltip=continue_tip,
                      primary=self.latest is not None),
            MenuEntry("New game", self.new_game, primary=self.latest is None),
            MenuEntry("Load", self.load),
            MenuEntry("Mods", self.mods),
            MenuEntry("Settings", self.settings),
            MenuEntry("Rules", self.rules),
            MenuEntry("Quit", app.quit),
        ]
        width, height = app.window_size
        self.menu_top = max(app.px(250), int(height * 0.36))
        button_h, gap = app.px(48), app.px(10)
        available = height - self.menu_top - app.px(40)
        if len(entries) * (button_h + gap) > available:   # small windows at large UI scales
            button_h = max(app.px(34), available // len(entries) - gap)
        self.buttons = build_menu(self.manager, entries, center_x=app.px(80) + app.px(150), top=self.menu_top,
                                  width=app.px(300), height=button_h, gap=gap)
        self.focus = KeyboardFocus(self.buttons)

    def resume(self) -> None:
        # a save may have appeared (or gone) while another screen was on top
        self.relayout()

    # --- actions ---------------------------------------------------------------
    def continue_latest(self) -> None:
        from .match import open_saved_match
        summary = latest_loadable(saves_dir())
        if summary is None:
            self.app.toast("There is no saved game to continue.", error=True)
            return
        try:
            open_saved_match(self.app, summary.path)
        except SaveError as exc:
            # show it where the player can see why and take the backup or another save
            from .load import LoadScene
            self.app.toast(f"Can't continue {summary.path.name}: {exc}", error=True)
            self.app.stack.push(LoadScene(self.app, {summary.path: f"It can't be loaded: {exc}."}))

    def new_game(self) -> None:
        from .new_game import NewGameScene
        self.app.stack.push(NewGameScene(self.app))

    def load(self) -> None:
        from .load import LoadScene
        self.app.stack.push(LoadScene(self.app))

    def mods(self) -> None:
        from .mods import ModsScene
        self.app.stack.push(ModsScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.stack.push(RulesScene(self.app))

    # --- frame -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.focus.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_backdrop(surface)
        width, height = surface.get_size()
        self._draw_table_art(surface)
        left = app.px(80)
        top = max(app.px(50), int(height * 0.08))
        small = app.fonts.get(20, bold=True)
        blit_text(surface, "SURVIVAL", small, Colors.ACCENT, (left + app.px(4), top))
        title_rect = blit_text(surface, "TABLETOP", app.fonts.get(64, bold=True), Colors.TEXT,
                               (left, top + small.get_linesize() - app.px(6)))
        ribbon_w, ribbon_h = app.px(460), app.px(40)
        ribbon_rect = pygame.Rect(left - app.px(20), title_rect.bottom + app.px(4), ribbon_w, ribbon_h)
        surface.blit(art.ribbon(ribbon_rect.size), ribbon_rect)
        blit_text(surface, "Board games for the end of the world", app.fonts.get(15, bold=True), Colors.TEXT,
                  (ribbon_rect.centerx, ribbon_rect.top + int(ribbon_h * 0.45)), "center")
        blit_text(surface, "Esc quits · Tab and Enter work everywhere", app.fonts.small(), Colors.TEXT_FAINT,
                  (width - app.px(24), height - app.px(34)), "bottomright")

    def update(self, dt: float) -> bool:
        # The table art takes ~50 ms to paint; the first frame goes out without it so the
        # menu is usable at once, and the art appears on the next frame.
        if self.app.frames_drawn and not self._art_ready():
            _table_art(self.app.window_size, self.app.scale)
            return True
        return False

    @property
    def busy(self) -> bool:
        return not self._art_ready()

    def _art_ready(self) -> bool:
        return (self.app.window_size, self.app.scale) in _TABLE_ART

    def _draw_table_art(self, surface: pygame.Surface) -> None:
        if not self._art_ready():
            return
        image, center = _table_art(self.app.window_size, self.app.scale)
        surface.blit(image, image.get_rect(center=center))


_TABLE_ART: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}


def _table_art(size: tuple[int, int], scale: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """A fan of card backs and a few dice: the table waiting for players (drawn once per window size)."""
    if (size, scale) in _TABLE_ART:
        return _TABLE_ART[(size, scale)]
    width, height = size
    card_w = min(round(190 * scale), int(width * 0.15))
    card_h = int(card_w * 1.4)
    canvas = pygame.Surface((card_w * 4, card_h * 2), pygame.SRCALPHA)
    middle = (canvas.get_width() // 2, int(card_h * 0.8))
    accents = (art.PALETTE["road_yellow"], art.PALETTE["sage"], art.PALETTE["rust"])
    # outer cards first so the middle one lies on top
    for index, angle in ((0, 14), (2, -14), (1, 0)):
        back = art.card_back("HIT Z ROAD", "survival", (card_w, card_h), accents[index])
        rotated = pygame.transform.rotozoom(back, angle, 1.0)
        offset = (index - 1) * int(card_w * 0.62)
        canvas.blit(rotated, rotated.get_rect(center=(middle[0] + offset, middle[1] + abs(index - 1) * round(16 * scale))))
    die = round(56 * scale)
    for index, face in enumerate(("kill", "bonus", "casualty")):
        image = pygame.transform.rotozoom(pieces.die_face(face, die, horde=index == 2), (index - 1) * 18, 1.0)
        canvas.blit(image, image.get_rect(center=(middle[0] - int(die * 1.3) + index * int(die * 1.3),
                                                  middle[1] + card_h // 2 + round(70 * scale))))
    _TABLE_ART[(size, scale)] = canvas, (int(width * 0.68), int(height * 0.52) + (canvas.get_height() // 2 - middle[1]))
    return _TABLE_ART[(size, scale)]
