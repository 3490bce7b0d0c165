"""Load: every campaign, then every save, newest first; damaged ones show why, and offer their backup
when there is one."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pygame
from pygame_gui.elements import UIScrollingContainer

from ...core.campaign import CampaignSummary, list_campaigns
from ...core.paths import saves_dir
from ...core.registry import all_games
from ...core.saves import SaveError, SaveSummary, backup_of, list_saves
from ...ui import art
from ...ui.theme import Colors
from ...ui.widgets import blit_text, draw_panel, ellipsize, make_button
from .base import MenuScreen


class LoadScene(MenuScreen):
    """The list reads each save's envelope only; the full check (the game's state shape and a replay
    of every answer) runs when a save is opened, and a save that fails it is shown here as damaged."""

    name = "load"
    title = "Load a game"
    subtitle = "Campaigns, then saves and autosaves, newest first."

    def __init__(self, app, failed: dict | None = None) -> None:
        super().__init__(app)
        self.failed: dict = dict(failed or {})     # path -> why opening it failed, this visit

    def build_content(self) -> None:
        app = self.app
        self.saves: list[SaveSummary | CampaignSummary] = list_campaigns() + [
            replace(summary, ok=False, reason=self.failed[summary.path]) if summary.path in self.failed else summary
            for summary in list_saves(saves_dir())]
        self.game_names = {info.id: info.name for info in all_games()}
        self.row_h = app.px(74)
        self.gap = app.px(10)
        self.list_rect = self.content.inflate(0, 0)
        self.container = UIScrollingContainer(self.list_rect, self.manager, allow_scroll_x=False)
        row_w = self.list_rect.width - app.px(16)
        self.container.set_scrollable_area_dimensions((row_w, max(1, len(self.saves) * (self.row_h + self.gap))))
        self.load_buttons: dict[str, object] = {}
        self.backup_buttons: dict[str, object] = {}
        self.watch_buttons: dict[str, object] = {}
        buttons = []
        button_w, button_h = app.px(150), app.px(40)
        for index, summary in enumerate(self.saves):
            top = index * (self.row_h + self.gap) + (self.row_h - button_h) // 2
            is_campaign = isinstance(summary, CampaignSummary)
            load = make_button(self.manager, pygame.Rect(row_w - button_w - app.px(16), top, button_w, button_h),
                               "Open" if is_campaign else "Load",
                               (self._campaign_opener if is_campaign else self._loader)(summary.path),
                               container=self.container,
                               object_id="#primary" if summary.ok else None, enabled=summary.ok,
                               tooltip=None if summary.ok else f"Can't load: {summary.reason}")
            self.load_buttons[summary.path.name] = load
            buttons.append(load)
            if not summary.ok and summary.has_backup:
                backup_path = backup_of(summary.path)
                backup = make_button(self.manager, pygame.Rect(load.relative_rect.left - button_w - app.px(10), top,
                                                               button_w, button_h),
                                     "Load backup", (self._campaign_opener if is_campaign else self._loader)(backup_path),
                                     container=self.container,
                                     tooltip="Load the previous version of this file (kept as .bak)")
                self.backup_buttons[summary.path.name] = backup
                buttons.insert(-1, backup)
            elif summary.ok and not is_campaign:
                watch = make_button(self.manager, pygame.Rect(load.relative_rect.left - button_w - app.px(10), top,
                                                              button_w, button_h),
                                    "Watch", self._watcher(summary.path), container=self.container,
                                    tooltip="Step through this game from its start, answer by answer")
                self.watch_buttons[summary.path.name] = watch
                buttons.insert(-1, watch)
        self.focus.set_buttons(buttons + [self.back_button])

    def _loader(self, path):
        def load() -> None:
            from .match import open_saved_match
            try:
                open_saved_match(self.app, path)
            except SaveError as exc:
                self.app.toast(f"Can't load {path.name}: {exc}", error=True)
                row = next((s.path for s in self.saves if path in (s.path, s.backup_path)), path)
                why = f"{'Its backup' if row != path else 'It'} can't be loaded: {exc}."
                self.failed[row] = f"{self.failed[row]} {why}" if row in self.failed else why
                self.relayout()
        return load

    def _watcher(self, path):
        def watch() -> None:
            from ...core.replays import read_replay
            from .replay import open_replay
            try:
                replay = read_replay(path)
            except SaveError as exc:
                self.app.toast(f"Can't watch {path.name}: {exc}", error=True)
                return
            open_replay(self.app, replay)
        return watch

    def _campaign_opener(self, path):
        def open_campaign() -> None:
            from .campaign import CampaignScene
            try:
                scene = CampaignScene(self.app, path)
            except SaveError as exc:
                self.app.toast(f"Can't open {path.name}: {exc}", error=True)
                return
            self.app.stack.push(scene)
        return open_campaign

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        if not self.saves:
            blit_text(surface, "No saved games yet. Games are autosaved at the end of every round.", fonts.body(),
                      Colors.TEXT_MUTED, self.content.topleft)
            return
        offset = self.container.scrollable_container.rect.top - self.container.rect.top
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        row_w = self.list_rect.width - app.px(16)
        for index, summary in enumerate(self.saves):
            row = pygame.Rect(self.list_rect.x, self.list_rect.y + offset + index * (self.row_h + self.gap), row_w, self.row_h)
            if row.bottom < self.list_rect.top or row.top > self.list_rect.bottom:
                continue
            draw_panel(surface, row, radius=app.px(8),
                       border=(Colors.DANGER + (255,)) if not summary.ok else None)
            icon = art.icon("save" if summary.ok else "cross", app.px(28), Colors.ACCENT if summary.ok else Colors.DANGER)
            surface.blit(icon, icon.get_rect(midleft=(row.x + app.px(16), row.centery)))
            text_x = row.x + app.px(58)
            text_w = row.width - app.px(58) - app.px(360)
            if summary.ok and isinstance(summary, CampaignSummary):
                title = summary.label or self.game_names.get(summary.game_id, summary.game_id)
                state = "won" if summary.finished else "a mission in progress" if summary.in_progress else \
                    "between missions"
                details = (f"Campaign · {summary.missions} missions played · {state} · "
                           f"{datetime.fromtimestamp(summary.saved_at):%Y-%m-%d %H:%M} · {summary.path.name}")
                detail_color = Colors.TEXT_MUTED
            elif summary.ok:
                title = summary.label or self.game_names.get(summary.game_id, summary.game_id)
                details = (f"{self.game_names.get(summary.game_id, summary.game_id)} · "
                           f"{datetime.fromtimestamp(summary.saved_at):%Y-%m-%d %H:%M} · {summary.answers} moves · "
                           f"{summary.path.name}")
                detail_color = Colors.TEXT_MUTED
            else:
                title = f"{summary.path.name} is damaged"
                details = summary.reason + (" A backup exists." if summary.has_backup else "")
                detail_color = Colors.DANGER
            font = fonts.get(17, bold=True)
            blit_text(surface, ellipsize(title, font, text_w), font, Colors.TEXT, (text_x, row.y + app.px(12)))
            blit_text(surface, ellipsize(details, fonts.small(), text_w), fonts.small(), detail_color,
                      (text_x, row.y + app.px(42)))
        surface.set_clip(clip)

    def update(self, dt: float) -> bool:
        # the rows are drawn by us under pygame_gui's scrolled buttons: redraw while it scrolls
        offset = self.container.scrollable_container.rect.top
        moved = offset != getattr(self, "_last_offset", offset)
        self._last_offset = offset
        return moved
