"""Mods: every mod found, switched on or off, with its problems listed file:line: field: message."""
from __future__ import annotations

import pygame
from pygame_gui.elements import UIScrollingContainer

from ...core.mods import Mod
from ...core.paths import mods_dir
from ...core.modcheck import check_mods
from ...core.problems import visible
from ...core.registry import all_games
from ...ui import art
from ...ui.theme import Colors
from ...ui.widgets import blit_text, draw_panel, ellipsize, make_button, wrap_text
from ..matches import discover_mods
from .base import MenuScreen

MAX_ERRORS_SHOWN = 6


def checked_mods(app) -> list[Mod]:
    """The mods, each also tried against its game's content so data errors show up here, not mid-game."""
    return check_mods(discover_mods(app))


def row_texts(mod: Mod, games: dict[str, str]) -> tuple[str, str]:
    """A mod's title and the line about it, as its row shows them.

    Name, version, id, game, description and folder are all the mod author's text, so control
    characters in them are shown as escapes (its problems are too, by ContentError).
    """
    version = f" {mod.manifest.version}" if mod.manifest else ""
    game = games.get(mod.game, mod.game or "unknown game")
    about = f"{mod.id} · for {game} · {mod.folder}"
    if mod.manifest and mod.manifest.description:
        about = f"{mod.manifest.description} · {about}"
    return visible(f"{mod.name}{version}"), visible(about)


class ModsScene(MenuScreen):
    name = "mods"
    title = "Mods"

    @property
    def subtitle(self) -> str:
        return f"Put mod folders in {mods_dir()}"

    def build_content(self) -> None:
        app = self.app
        self.mods = checked_mods(app)
        self.list_rect = pygame.Rect(self.content)
        row_w = self.list_rect.width - app.px(16)
        self.row_heights = [self._row_height(mod, row_w) for mod in self.mods]
        self.container = UIScrollingContainer(self.list_rect, self.manager, allow_scroll_x=False)
        self.container.set_scrollable_area_dimensions((row_w, max(1, sum(self.row_heights) + app.px(10) * len(self.mods))))
        self.toggles: dict[str, object] = {}
        top = 0
        for mod, height in zip(self.mods, self.row_heights):
            enabled = mod.enabled and mod.ok
            text = "Enabled" if enabled else ("Broken" if not mod.ok else "Disabled")
            button = make_button(self.manager, pygame.Rect(row_w - app.px(150), top + app.px(14), app.px(134), app.px(38)),
                                 text, self._toggler(mod), container=self.container, class_id="@segment",
                                 tooltip="Fix the problems listed to use this mod" if not mod.ok
                                 else "Click to switch this mod " + ("off" if enabled else "on"),
                                 enabled=mod.ok)
            if enabled:
                button.select()
            self.toggles[mod.id] = button
            top += height + app.px(10)
        self.focus.set_buttons([b for b in self.toggles.values()] + [self.back_button],
                               index=len(self.toggles))

    def _row_height(self, mod: Mod, width: int) -> int:
        app = self.app
        lines = sum(len(wrap_text(str(error), app.fonts.small(), width - app.px(80)))
                    for error in mod.errors[:MAX_ERRORS_SHOWN])
        return app.px(66) + lines * app.fonts.small().get_linesize() + (app.px(8) if mod.errors else 0)

    def _toggler(self, mod: Mod):
        def toggle() -> None:
            disabled = set(self.app.settings.disabled_mods) ^ {mod.id}
            self.app.apply_settings(self.app.settings.with_changes(disabled_mods=tuple(sorted(disabled))))
            self.relayout()
        return toggle

    def update(self, dt: float) -> bool:
        offset = self.container.scrollable_container.rect.top
        moved = offset != getattr(self, "_last_offset", offset)
        self._last_offset = offset
        return moved

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        if not self.mods:
            blit_text(surface, "No mods found. A mod is a folder with a mod.toml; see docs/modding.md.",
                      fonts.body(), Colors.TEXT_MUTED, self.content.topleft)
            return
        offset = self.container.scrollable_container.rect.top - self.container.rect.top
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        row_w = self.list_rect.width - app.px(16)
        y = self.list_rect.y + offset
        games = {info.id: info.name for info in all_games()}
        for mod, height in zip(self.mods, self.row_heights):
            row = pygame.Rect(self.list_rect.x, y, row_w, height)
            y += height + app.px(10)
            if row.bottom < self.list_rect.top or row.top > self.list_rect.bottom:
                continue
            draw_panel(surface, row, radius=app.px(8), border=(Colors.DANGER + (255,)) if not mod.ok else None)
            icon = art.icon("mods" if mod.ok else "cross", app.px(28), Colors.ACCENT if mod.ok else Colors.DANGER)
            surface.blit(icon, (row.x + app.px(16), row.y + app.px(16)))
            x = row.x + app.px(58)
            text_w = row.width - app.px(58) - app.px(170)
            title, about = row_texts(mod, games)
            blit_text(surface, ellipsize(title, fonts.get(17, bold=True), text_w),
                      fonts.get(17, bold=True), Colors.TEXT, (x, row.y + app.px(10)))
            blit_text(surface, ellipsize(about, fonts.small(), text_w), fonts.small(), Colors.TEXT_MUTED,
                      (x, row.y + app.px(36)))
            ey = row.y + app.px(62)
            for error in mod.errors[:MAX_ERRORS_SHOWN]:
                for line in wrap_text(str(error), fonts.small(), row.width - app.px(80)):
                    blit_text(surface, line, fonts.small(), Colors.DANGER, (x, ey))
                    ey += fonts.small().get_linesize()
            if len(mod.errors) > MAX_ERRORS_SHOWN:
                blit_text(surface, f"… and {len(mod.errors) - MAX_ERRORS_SHOWN} more (run check-mods for all)",
                          fonts.small(), Colors.TEXT_MUTED, (x, ey))
        surface.set_clip(clip)
