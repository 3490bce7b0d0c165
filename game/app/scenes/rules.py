"""Rules: each game's rules file (docs/games/<game-id>.md) rendered, wrapped and scrollable."""
from __future__ import annotations

import pygame

from ...core.paths import resource_path
from ...core.registry import all_games
from ...ui.widgets import ScrollText, TextLine, draw_panel, make_button, markdown_lines
from .base import ReadingScreen


def rules_file(game_id: str):
    return resource_path("docs", "games", game_id.replace("_", "-") + ".md")


def rules_lines(game_id: str, game_name: str) -> list[TextLine]:
    path = rules_file(game_id)
    try:
        return markdown_lines(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return [TextLine(game_name, "h1"), TextLine("There is no rules file for this game yet.", "muted")]
    except (OSError, UnicodeDecodeError) as exc:
        return [TextLine(game_name, "h1"), TextLine(f"The rules file can't be read: {exc}", "error")]


class RulesScene(ReadingScreen):
    name = "rules"
    title = "Rules"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = all_games()
        self.game_id = game_id or self.games[0].id

    def build_content(self) -> None:
        app = self.app
        self.list_rect = pygame.Rect(self.content.x, self.content.y, int(self.content.width * 0.26), self.content.height)
        self.text_rect = pygame.Rect(self.list_rect.right + app.px(20), self.content.y,
                                     self.content.right - self.list_rect.right - app.px(20), self.content.height)
        self.game_buttons = {}
        row_h = app.px(48)
        for index, info in enumerate(self.games):
            rect = pygame.Rect(self.list_rect.x + app.px(10), self.list_rect.y + app.px(10) + index * (row_h + app.px(8)),
                               self.list_rect.width - app.px(20), row_h)
            button = make_button(self.manager, rect, info.name, self._picker(info.id), class_id="@row",
                                 tooltip=info.description)
            if info.id == self.game_id:
                button.select()
            self.game_buttons[info.id] = button
        self.text = ScrollText(app.fonts)
        self.text.set_rect(self.text_rect.inflate(-app.px(48), -app.px(40)))
        name = next(info.name for info in self.games if info.id == self.game_id)
        self.text.set_lines(rules_lines(self.game_id, name))
        self.focus.set_buttons(list(self.game_buttons.values()) + [self.back_button],
                               index=list(self.game_buttons).index(self.game_id))

    def _picker(self, game_id: str):
        def pick() -> None:
            self.game_id = game_id
            self.relayout()
        return pick

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.list_rect)
        draw_panel(surface, self.text_rect)
        self.text.draw(surface)
