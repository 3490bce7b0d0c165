"""New game: pick a game, set up the seats (name, colour, person or bot), variants and seed."""
from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame_gui.elements import UITextEntryLine

from ...core.problems import ContentLoadError
from ...core.registry import all_games
from ...core.rules import GameInfo, MatchSetup, Seat
from ...ui.art import PLAYER_COLORS
from ...ui.theme import Colors, seat_style
from ...ui.widgets import blit_text, blit_wrapped, draw_panel, ellipsize, make_button, seat_badge
from ..boards import BoardUnavailable
from ..matches import new_session, random_seed
from .base import MenuScreen

DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
MAX_NAME = 16


@dataclass
class SeatDraft:
    name: str
    color: int
    bot: str | None     # None: a person plays this seat


def players_text(info: GameInfo) -> str:
    if info.min_players == info.max_players:
        return f"{info.min_players} player" + ("s" if info.min_players > 1 else "")
    return f"{info.min_players}–{info.max_players} players"


class NewGameScene(MenuScreen):
    name = "new_game"
    title = "New game"
    subtitle = "Choose a game, who sits at the table, and how to play."

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = all_games()
        startable = [info for info in self.games if info.startable]
        self.game: GameInfo = startable[0] if startable else self.games[0]
        self.seats: list[SeatDraft] = []
        self.variants: set[str] = set()
        self.seed_text = ""
        self._reset_seats()

    # --- the draft -----------------------------------------------------------------
    def _reset_seats(self) -> None:
        info = self.game
        count = max(info.min_players, min(2, info.max_players))
        bot = info.bot_kinds[0] if info.bot_kinds else None
        self.seats = [SeatDraft(DEFAULT_NAMES[i], i, None if i == 0 else bot) for i in range(count)]
        self.variants = set()

    def _variants_for_count(self):
        return self.game.variants_for(len(self.seats))

    def chosen_variants(self) -> tuple[str, ...]:
        """What the match will play with: groups resolved, defaults filled in."""
        return self.game.resolve_variants(sorted(self.variants), len(self.seats))

    def setup(self) -> MatchSetup:
        """The match the screen describes now (names taken from the text fields)."""
        self._read_entries()
        seed = int(self.seed_text) if self.seed_text.strip().isdigit() else random_seed()
        seats = tuple(Seat(s.name.strip() or DEFAULT_NAMES[i], s.color, s.bot) for i, s in enumerate(self.seats))
        return MatchSetup(self.game.id, seats, seed, self.chosen_variants())

    def _read_entries(self) -> None:
        for seat, entry in zip(self.seats, getattr(self, "name_entries", [])):
            seat.name = entry.get_text()[:MAX_NAME]
        if getattr(self, "seed_entry", None) is not None:
            self.seed_text = self.seed_entry.get_text()

    # --- widgets -------------------------------------------------------------------
    def build_content(self) -> None:
        app = self.app
        area = self.content
        gap = app.px(24)
        self.list_rect = pygame.Rect(area.x, area.y, int(area.width * 0.36), area.height)
        self.detail_rect = pygame.Rect(self.list_rect.right + gap, area.y, area.right - self.list_rect.right - gap,
                                       area.height)
        row_h = app.px(42)
        self.row_step = row_h + app.px(30)      # room for the one-line description under each game
        self.game_buttons = []
        for index, info in enumerate(self.games):
            rect = pygame.Rect(self.list_rect.x + app.px(12), self.list_rect.y + app.px(48) + index * self.row_step,
                               self.list_rect.width - app.px(24), row_h)
            text = f"{info.name} · {players_text(info)}" if info.startable else f"{info.name} — coming later"
            tip = f"{info.description}\n{players_text(info)}" + ("" if info.startable else "\nNot playable yet.")
            button = make_button(self.manager, rect, text, self._game_picker(info), class_id="@row", tooltip=tip,
                                 enabled=info.startable)
            if info.id == self.game.id:
                button.select()
            self.game_buttons.append(button)
        self._build_detail()
        self.start_button = make_button(self.manager, pygame.Rect(self.content.right - app.px(220), self.footer_y,
                                                                   app.px(220), app.px(46)),
                                        "Start", self.start, object_id="#primary")
        self.focus.set_buttons([b for b in self.game_buttons if b.is_enabled] + self.detail_buttons
                               + [self.start_button, self.back_button],
                               index=len([b for b in self.game_buttons if b.is_enabled]) + len(self.detail_buttons))

    def _build_detail(self) -> None:
        app = self.app
        rect = self.detail_rect
        x = rect.x + app.px(20)
        inner_w = rect.width - app.px(40)
        y = rect.y + app.px(104)    # below the game's name and description, drawn in draw_content
        self.seats_top = y
        row_h, row_gap = app.px(40), app.px(8)
        self.name_entries: list[UITextEntryLine] = []
        self.detail_buttons = []
        self.kind_buttons = []      # per seat: person / bot kind
        self.remove_buttons = []    # per seat: take the seat away
        self.seat_rows: list[pygame.Rect] = []
        badge_w = app.px(40)
        color_w, kind_w, remove_w = app.px(130), app.px(170), app.px(40)
        name_w = max(app.px(120), inner_w - badge_w - color_w - kind_w - remove_w - app.px(24))
        for index, seat in enumerate(self.seats):
            row = pygame.Rect(x, y + app.px(30) + index * (row_h + row_gap), inner_w, row_h)
            self.seat_rows.append(row)
            cx = row.x + badge_w
            entry = UITextEntryLine(pygame.Rect(cx, row.y, name_w, row_h), self.manager, initial_text=seat.name)
            entry.set_text_length_limit(MAX_NAME)
            self.name_entries.append(entry)
            cx += name_w + app.px(8)
            style = seat_style(seat.color)
            color_button = make_button(self.manager, pygame.Rect(cx, row.y, color_w, row_h), style.name,
                                       self._color_cycler(index), class_id="@small",
                                       tooltip="Seat colour: click for the next free colour")
            cx += color_w + app.px(8)
            kind_button = make_button(self.manager, pygame.Rect(cx, row.y, kind_w, row_h),
                                      "Person" if seat.bot is None else f"Bot: {seat.bot}", self._kind_cycler(index),
                                      class_id="@small",
                                      tooltip="Who plays this seat: a person at this computer, or a bot")
            if not self.game.bot_kinds:
                kind_button.disable()
            self.kind_buttons.append(kind_button)
            cx += kind_w + app.px(8)
            remove = make_button(self.manager, pygame.Rect(cx, row.y, remove_w, row_h), "×", self._remover(index),
                                 class_id="@small", tooltip="Remove this seat",
                                 enabled=len(self.seats) > self.game.min_players)
            self.remove_buttons.append(remove)
            self.detail_buttons += [color_button, kind_button, remove]
        y = self.seat_rows[-1].bottom + row_gap if self.seat_rows else y + app.px(30)
        add = make_button(self.manager, pygame.Rect(x + badge_w, y, app.px(160), app.px(36)), "+ Add seat",
                          self.add_seat, class_id="@small",
                          enabled=len(self.seats) < self.game.max_players,
                          tooltip=f"Up to {self.game.max_players} seats")
        self.detail_buttons.append(add)
        y = add.rect.bottom + app.px(22)
        self.variants_top = y
        self.variant_buttons = []
        variants = self._variants_for_count()
        vx = x
        for variant in variants:
            width = app.fonts.get(15).size(variant.name)[0] + app.px(36)
            if vx + width > rect.right - app.px(20):
                vx, y = x, y + app.px(42)
            button = make_button(self.manager, pygame.Rect(vx, y + app.px(30), width, app.px(36)), variant.name,
                                 self._variant_toggler(variant.id), class_id="@segment",
                                 tooltip=variant.description)
            if variant.id in self.chosen_variants():
                button.select()
            self.variant_buttons.append(button)
            vx += width + app.px(8)
        self.detail_buttons += self.variant_buttons
        y += app.px(30) + (app.px(48) if variants else app.px(26))
        self.seed_top = y
        self.seed_entry = UITextEntryLine(pygame.Rect(x, y + app.px(30), app.px(240), app.px(38)), self.manager,
                                          initial_text=self.seed_text, placeholder_text="(random)")
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(15)

    def _rebuild(self) -> None:
        self._read_entries()
        self.relayout()

    # --- actions -------------------------------------------------------------------
    def _game_picker(self, info: GameInfo):
        def pick() -> None:
            if info.id != self.game.id:
                self.game = info
                self._reset_seats()
                self._rebuild()
        return pick

    def _color_cycler(self, index: int):
        def cycle() -> None:
            self._read_entries()
            taken = {s.color for i, s in enumerate(self.seats) if i != index}
            color = self.seats[index].color
            for _ in range(len(PLAYER_COLORS)):
                color = (color + 1) % len(PLAYER_COLORS)
                if color not in taken:
                    break
            self.seats[index].color = color
            self._rebuild()
        return cycle

    def _kind_cycler(self, index: int):
        def cycle() -> None:
            kinds = [None, *self.game.bot_kinds]
            seat = self.seats[index]
            seat.bot = kinds[(kinds.index(seat.bot) + 1) % len(kinds)] if seat.bot in kinds else None
            self._rebuild()
        return cycle

    def _remover(self, index: int):
        def remove() -> None:
            self._read_entries()
            if len(self.seats) > self.game.min_players:
                del self.seats[index]
                self._rebuild()
        return remove

    def add_seat(self) -> None:
        self._read_entries()
        if len(self.seats) >= self.game.max_players:
            return
        used = {s.color for s in self.seats}
        color = next(c for c in range(len(PLAYER_COLORS)) if c not in used)
        names = [n for n in DEFAULT_NAMES if n not in {s.name for s in self.seats}] or ["Player"]
        bot = self.game.bot_kinds[0] if self.game.bot_kinds else None
        self.seats.append(SeatDraft(names[0], color, bot))
        self._rebuild()

    def _variant_toggler(self, variant_id: str):
        def toggle() -> None:
            group = next((v.group for v in self.game.variants if v.id == variant_id), None)
            if group is None:
                self.variants ^= {variant_id}
            else:   # alternatives: picking one puts the others in its group down
                members = {v.id for v in self.game.variants if v.group == group}
                self.variants = (self.variants - members) | {variant_id}
            self._rebuild()
        return toggle

    def set_all_seats(self, bot: str | None) -> None:
        """Make every seat a person (None) or the given bot kind (used by the smoke test's "all bots" setup)."""
        self._read_entries()
        for seat in self.seats:
            seat.bot = bot
        self._rebuild()

    def start(self) -> None:
        from .match import MatchScene
        setup = self.setup()
        try:
            session = new_session(self.app, setup)
            scene = MatchScene(self.app, session)
        except (BoardUnavailable, ContentLoadError, KeyError, ValueError) as exc:
            self.app.toast(f"Can't start {self.game.name}: {exc}", error=True)
            return
        from .title import TitleScene
        self.app.stack.reset(TitleScene(self.app))
        self.app.stack.push(scene)

    # --- frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        typing = any(entry.is_focused for entry in self.name_entries + [self.seed_entry])
        if typing and event.type == pygame.KEYDOWN and event.key not in (pygame.K_TAB, pygame.K_ESCAPE,
                                                                          pygame.K_RETURN):
            return False
        if typing and event.type == pygame.KEYDOWN:
            for entry in self.name_entries + [self.seed_entry]:
                entry.unfocus()
            if event.key == pygame.K_RETURN:
                return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        draw_panel(surface, self.list_rect)
        draw_panel(surface, self.detail_rect)
        blit_text(surface, "Game", fonts.heading(), Colors.ACCENT, (self.list_rect.x + app.px(16), self.list_rect.y + app.px(10)))
        for info, button in zip(self.games, self.game_buttons):
            line = info.description if info.startable else f"{players_text(info)} · {info.description}"
            blit_text(surface, ellipsize(line, fonts.get(13), button.rect.width - app.px(8)), fonts.get(13),
                      Colors.TEXT_MUTED if info.startable else Colors.TEXT_FAINT,
                      (button.rect.x + app.px(4), button.rect.bottom + app.px(4)))
        rect = self.detail_rect
        x = rect.x + app.px(20)
        info = self.game
        name_rect = blit_text(surface, info.name, fonts.get(26, bold=True), Colors.TEXT, (x, rect.y + app.px(12)))
        tags = [players_text(info)] + (["co-op"] if info.cooperative else []) + \
               (["hidden cards: hand-off between players"] if info.hidden_information else [])
        blit_text(surface, " · ".join(tags), fonts.small(), Colors.TEXT_MUTED,
                  (name_rect.right + app.px(14), name_rect.centery), "midleft")
        blit_wrapped(surface, info.description, fonts.body(), Colors.TEXT,
                     pygame.Rect(x, name_rect.bottom + app.px(4), rect.width - app.px(40), app.px(50)), max_lines=2)
        blit_text(surface, "Seats", fonts.heading(), Colors.ACCENT, (x, self.seats_top))
        badge = app.px(28)
        for seat, row in zip(self.seats, self.seat_rows):
            surface.blit(seat_badge(seat.color, badge, app.settings.colorblind),
                         (row.x + app.px(2), row.centery - badge // 2))
        variants = self._variants_for_count()
        blit_text(surface, "Variants", fonts.heading(), Colors.ACCENT, (x, self.variants_top))
        if not variants:
            blit_text(surface, "None for this game and player count.", fonts.small(), Colors.TEXT_MUTED,
                      (x, self.variants_top + app.px(34)))
        blit_text(surface, "Seed", fonts.heading(), Colors.ACCENT, (x, self.seed_top))
        hint = "Same seed and answers, same game. Empty: random."
        blit_text(surface, ellipsize(hint, fonts.small(), rect.right - x - app.px(276)), fonts.small(),
                  Colors.TEXT_MUTED, (x + app.px(256), self.seed_top + app.px(49)), "midleft")
