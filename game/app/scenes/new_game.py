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
from .variants import VariantPage, VariantsScene, variant_pages

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
        self._guides: dict[str, object] = {}      # game id -> its guide (or None), read once
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
        # each game's row with a description of two lines under it where the list has room, else one, else
        # none (the button's tooltip has it), and the buttons themselves a little lower if need be
        room = self.list_rect.height - app.px(56)
        line_h = app.fonts.get(13).get_linesize()
        row_h = app.px(42)
        for lines in (2, 1, 0):
            self.description_lines = lines
            if len(self.games) * (row_h + app.px(12) + lines * line_h) <= room:
                break
        row_h = min(row_h, room // len(self.games) - app.px(12) - self.description_lines * line_h)
        self.row_step = row_h + app.px(12) + self.description_lines * line_h
        label_font = app.fonts.get(16)
        label_room = self.list_rect.width - app.px(24) - app.px(32)
        self.game_buttons = []
        for index, info in enumerate(self.games):
            rect = pygame.Rect(self.list_rect.x + app.px(12), self.list_rect.y + app.px(48) + index * self.row_step,
                               self.list_rect.width - app.px(24), row_h)
            text = f"{info.name} · {players_text(info)}" if info.startable else f"{info.name} — coming later"
            if label_font.size(text)[0] > label_room:     # the name alone; the line under it says the rest
                text = info.name
            tip = f"{info.description}\n{players_text(info)}" + ("" if info.startable else "\nNot playable yet.")
            button = make_button(self.manager, rect, text, self._game_picker(info), class_id="@row", tooltip=tip,
                                 enabled=info.startable)
            if info.id == self.game.id:
                button.select()
            self.game_buttons.append(button)
        self._build_detail()
        start_rect = pygame.Rect(self.content.right - app.px(220), self.footer_y, app.px(220), app.px(46))
        self.campaign_button = None
        if self.game.campaign:    # a campaign game: the campaign first, one mission on its own beside it
            self.campaign_button = make_button(self.manager, start_rect, "Start a campaign", self.start_campaign,
                                               object_id="#primary",
                                               tooltip="The missions chapter by chapter, your survivor carried on")
            start_rect = start_rect.move(-app.px(236), 0)
        self.start_button = make_button(self.manager, start_rect, "One mission" if self.game.campaign else "Start",
                                        self.start, object_id=None if self.game.campaign else "#primary",
                                        tooltip="The mission, level and skills chosen in the variants"
                                        if self.game.campaign else None)
        self.learn_button = None
        if self.guide is not None:          # a guided first game: the person answers, the guide explains
            learn_rect = pygame.Rect(self.start_button.rect.left - app.px(16) - app.px(180), self.footer_y,
                                     app.px(180), app.px(46))
            self.learn_button = make_button(self.manager, learn_rect, "Learn to play", self.learn_to_play,
                                            tooltip=f"{self.guide.title}: a short guided game, each step explained "
                                                    "as it comes; you answer every question yourself")
        starts = ([self.campaign_button] if self.campaign_button else []) + [self.start_button] \
            + ([self.learn_button] if self.learn_button else [])   # focus: the first
        self.focus.set_buttons([b for b in self.game_buttons if b.is_enabled] + self.detail_buttons
                               + starts + [self.back_button],
                               index=len([b for b in self.game_buttons if b.is_enabled]) + len(self.detail_buttons))

    def _build_detail(self) -> None:
        app = self.app
        rect = self.detail_rect
        x = rect.x + app.px(20)
        inner_w = rect.width - app.px(40)
        # a short panel (a large scale): the game's line of description goes (its tooltip has it), and
        # the variants and the seed share one band
        self.compact = rect.height < app.px(470)
        y = rect.y + (app.px(64) if self.compact else app.px(104))   # below the name (and description)
        self.seats_top = y
        # the seats' rows share what the panel has left above the variants and the seed: in one column
        # where they fit, else in two (many seats at a large scale)
        below = app.px(36 + 12 + 30 + 42 + 42 + 8) if self.compact else app.px(36 + 22 + 30 + 48 + 30 + 38 + 16)
        seat_room = rect.bottom - below - (y + app.px(30))
        row_gap = app.px(8)
        count = max(1, len(self.seats))
        columns = 1 if count * (app.px(36) + row_gap) <= seat_room else 2
        per_column = -(-count // columns)
        row_h = max(app.px(28), min(app.px(40), seat_room // per_column - row_gap))
        column_gap = app.px(16)
        column_w = (inner_w - column_gap * (columns - 1)) // columns
        self.name_entries: list[UITextEntryLine] = []
        self.detail_buttons = []
        self.kind_buttons = []      # per seat: person / bot kind
        self.remove_buttons = []    # per seat: take the seat away
        self.seat_rows: list[pygame.Rect] = []
        badge_w = app.px(40) if columns == 1 else app.px(34)
        remove_w = min(app.px(40), row_h + app.px(4))
        color_w = min(app.px(130), int(column_w * (0.2 if columns == 1 else 0.22)))
        kind_w = min(app.px(170), int(column_w * (0.27 if columns == 1 else 0.34)))
        name_w = column_w - badge_w - color_w - kind_w - remove_w - app.px(24)
        if name_w < app.px(60):      # a narrow column: the buttons give up room for the name
            squeeze = (app.px(60) - name_w) / max(1, color_w + kind_w)
            color_w, kind_w = int(color_w * (1 - squeeze)), int(kind_w * (1 - squeeze))
            name_w = column_w - badge_w - color_w - kind_w - remove_w - app.px(24)
        kind_font = app.fonts.get(14)
        for index, seat in enumerate(self.seats):
            column, place = divmod(index, per_column)
            row = pygame.Rect(x + column * (column_w + column_gap), y + app.px(30) + place * (row_h + row_gap),
                              column_w, row_h)
            self.seat_rows.append(row)
            cx = row.x + badge_w
            entry = UITextEntryLine(pygame.Rect(cx, row.y, name_w, row_h), self.manager, initial_text=seat.name)
            entry.set_text_length_limit(MAX_NAME)
            self.name_entries.append(entry)
            cx += name_w + app.px(8)
            style = seat_style(seat.color)
            color_text = style.name if kind_font.size(style.name)[0] <= color_w - app.px(12) else style.letter
            color_button = make_button(self.manager, pygame.Rect(cx, row.y, color_w, row_h), color_text,
                                       self._color_cycler(index), class_id="@small",
                                       tooltip="Seat colour: click for the next free colour")
            cx += color_w + app.px(8)
            kind = "Person" if seat.bot is None else f"Bot: {seat.bot}"
            for shorter in ((seat.bot or "").capitalize(), "Bot"):    # a narrow button (the tooltip says which)
                if seat.bot is None or kind_font.size(kind)[0] <= kind_w - app.px(16):
                    break
                kind = shorter
            kind_button = make_button(self.manager, pygame.Rect(cx, row.y, kind_w, row_h), kind,
                                      self._kind_cycler(index), class_id="@small",
                                      tooltip="Who plays this seat: a person at this computer, or a bot"
                                      + ("" if seat.bot is None else f" (now the {seat.bot} bot)"))
            if not self.game.bot_kinds:
                kind_button.disable()
            self.kind_buttons.append(kind_button)
            cx += kind_w + app.px(8)
            remove = make_button(self.manager, pygame.Rect(cx, row.y, remove_w, row_h), "×", self._remover(index),
                                 class_id="@small", tooltip="Remove this seat",
                                 enabled=len(self.seats) > self.game.min_players)
            self.remove_buttons.append(remove)
            self.detail_buttons += [color_button, kind_button, remove]
        y = max(row.bottom for row in self.seat_rows) + row_gap if self.seat_rows else y + app.px(30)
        add = make_button(self.manager, pygame.Rect(x + badge_w, y, app.px(160), app.px(36)), "+ Add seat",
                          self.add_seat, class_id="@small",
                          enabled=len(self.seats) < self.game.max_players,
                          tooltip=f"Up to {self.game.max_players} seats")
        self.detail_buttons.append(add)
        y = add.rect.bottom + (app.px(12) if self.compact else app.px(22))
        self.variants_top = y
        self.variant_buttons = []
        variants = self._variants_for_count()
        inline = [variant for variant in variants if not variant.section]
        vx = x
        for variant in inline:
            width = app.fonts.get(15).size(variant.name)[0] + app.px(36)
            if vx + width > rect.right - app.px(20) and vx > x:
                vx, y = x, y + app.px(42)
            button = make_button(self.manager, pygame.Rect(vx, y + app.px(30), width, app.px(36)), variant.name,
                                 self._variant_toggler(variant.id), class_id="@segment",
                                 tooltip=variant.description)
            if variant.id in self.chosen_variants():
                button.select()
            self.variant_buttons.append(button)
            vx += width + app.px(8)
        self.page_buttons = []
        for page in variant_pages(variants):     # too many to show here: screens of their own, by section
            listed = [variant for variant in variants if variant.section in page.sections]
            on = [variant.name for variant in listed if variant.id in self.chosen_variants() and not variant.default]
            if page.alternatives:
                label = f"{page.sections[0]}: {on[0] if on else 'none'}…"
            else:
                label = f"{', '.join(page.sections)}… ({len(on)} on)"
            width = app.fonts.get(15).size(label)[0] + app.px(36)
            if vx + width > rect.right - app.px(20) and vx > x:
                vx, y = x, y + app.px(42)
            button = make_button(self.manager, pygame.Rect(vx, y + app.px(30), width, app.px(36)), label,
                                 self._page_opener(page), class_id="@segment",
                                 tooltip="On: " + ", ".join(on) if on else "None on yet")
            self.page_buttons.append(button)
            self.variant_buttons.append(button)
            vx += width + app.px(8)
        self.detail_buttons += self.variant_buttons
        y += app.px(30) + (app.px(48) if variants else app.px(26))
        if self.compact:      # on the "+ Add seat" line, at its right, its name beside it
            self.seed_x = rect.right - app.px(20) - app.px(240) - app.px(70)
            self.seed_top = add.rect.centery
            entry_rect = pygame.Rect(self.seed_x + app.px(70), add.rect.centery - app.px(19), app.px(240), app.px(38))
        else:
            self.seed_x, self.seed_top = x, y
            entry_rect = pygame.Rect(x, y + app.px(30), app.px(240), app.px(38))
        self.seed_entry = UITextEntryLine(entry_rect, self.manager, initial_text=self.seed_text,
                                          placeholder_text="(random)")
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
            kinds = [None, *self.game.bot_kinds, *self.game.search_bot_kinds]
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

    def toggle_variant(self, variant_id: str) -> str | None:
        """Click a variant: on, off, or the one of its group; refused (with the reason, also returned)
        where the rules say it doesn't go with what is chosen, or while it is still locked on this computer."""
        variant = next(v for v in self.game.variants if v.id == variant_id)
        locked = self.app.progress.locked(self.game.id, variant)
        if locked and variant_id not in set(self.chosen_variants()) | self.variants:
            self.app.toast(locked, error=True)
            return locked
        self.variants, refused = self.game.toggled(set(self.chosen_variants()) | self.variants, variant_id,
                                                   len(self.seats))
        if refused is not None:
            self.app.toast(refused, error=True)
        return refused

    def _variant_toggler(self, variant_id: str):
        def toggle() -> None:
            self.toggle_variant(variant_id)
            self._rebuild()
        return toggle

    def resume(self) -> None:
        self._rebuild()      # back from the variants screen: its choices on the buttons here

    def _page_opener(self, page: VariantPage):
        def open_page() -> None:
            self._read_entries()
            self.app.stack.push(VariantsScene(self.app, self, page))
        return open_page

    def set_all_seats(self, bot: str | None) -> None:
        """Make every seat a person (None) or the given bot kind (used by the smoke test's "all bots" setup)."""
        self._read_entries()
        for seat in self.seats:
            seat.bot = bot
        self._rebuild()

    def start(self) -> None:
        from .match import MatchScene
        setup = self.setup()
        refused = self.game.refusal(setup.variants, setup.players) or \
            self.app.progress.refusal(self.game, setup.variants)
        if refused is not None:     # the player count changed under the variants: say so, start nothing
            self.app.toast(f"Can't start {self.game.name}: {refused}", error=True)
            return
        try:
            session = new_session(self.app, setup)
            scene = MatchScene(self.app, session)
        except (BoardUnavailable, ContentLoadError, KeyError, ValueError) as exc:
            self.app.toast(f"Can't start {self.game.name}: {exc}", error=True)
            return
        from .title import TitleScene
        self.app.stack.reset(TitleScene(self.app))
        self.app.stack.push(scene)

    @property
    def guide(self):
        """The chosen game's Learn to play guide, if it has one (a broken guide file is told once, and left out)."""
        if self.game.id not in self._guides:
            from ...core.guides import load_guide
            guide, problems = load_guide(self.game.id)
            if problems:
                self.app.toast(f"The {self.game.name} guide can't be used: {problems[0]}", error=True)
            self._guides[self.game.id] = guide
        return self._guides[self.game.id]

    def learn_to_play(self) -> None:
        from ...core.guides import guided_setup
        from .match import MatchScene
        guide = self.guide
        try:
            session = new_session(self.app, guided_setup(guide, self.game))
            scene = MatchScene(self.app, session, guide=guide)
        except (BoardUnavailable, ContentLoadError, KeyError, ValueError) as exc:
            self.app.toast(f"Can't start the guide: {exc}", error=True)
            return
        from .title import TitleScene
        self.app.stack.reset(TitleScene(self.app))
        self.app.stack.push(scene)

    def start_campaign(self) -> None:
        from ..campaigns import start_campaign
        from .campaign import CampaignScene
        setup = self.setup()
        standalone = {"mission", "level", "difficulty"}     # a campaign plays its missions in order
        variants = [v.id for v in self.game.variants if v.id in setup.variants and v.group not in standalone]
        try:
            path = start_campaign(self.game.id, [seat.to_json() for seat in setup.seats], setup.seed, variants)
            scene = CampaignScene(self.app, path)
        except (OSError, ValueError, KeyError) as exc:
            self.app.toast(f"Can't start a campaign: {exc}", error=True)
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
            chosen = info.id == self.game.id
            if chosen:     # its own mark: the button's highlight is the keyboard focus's, and moves with it
                pygame.draw.rect(surface, Colors.ACCENT, pygame.Rect(self.list_rect.x + app.px(3), button.rect.y,
                                                                     app.px(5), button.rect.height),
                                 border_radius=app.px(2))
            if not self.description_lines:
                continue
            line = f"{players_text(info)} · {info.description}"
            if not info.startable:
                line = "Coming later · " + line
            blit_wrapped(surface, line, fonts.get(13), Colors.ACCENT if chosen else Colors.TEXT_MUTED,
                         pygame.Rect(button.rect.x + app.px(4), button.rect.bottom + app.px(4),
                                     button.rect.width - app.px(8), self.description_lines * fonts.get(13).get_linesize()),
                         max_lines=self.description_lines)
        rect = self.detail_rect
        x = rect.x + app.px(20)
        info = self.game
        name_rect = blit_text(surface, info.name, fonts.get(26, bold=True), Colors.TEXT, (x, rect.y + app.px(12)))
        solo = info.max_players == 1
        tags = [players_text(info)] + (["solo"] if solo else ["co-op"] if info.cooperative else []) + \
               (["campaign"] if info.campaign else []) + \
               (["hidden cards: hand-off between players"] if info.hidden_information and not solo else [])
        room = rect.right - app.px(20) - (name_rect.right + app.px(14))
        if fonts.small().size(" · ".join(tags))[0] > room and tags[-1].startswith("hidden cards"):
            tags[-1] = "hidden cards"               # a long name: the short tag (its meaning is in the handbook)
        while len(tags) > 1 and fonts.small().size(" · ".join(tags))[0] > room:
            tags.pop()
        blit_text(surface, " · ".join(tags), fonts.small(), Colors.TEXT_MUTED,
                  (name_rect.right + app.px(14), name_rect.centery), "midleft")
        if not self.compact:
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
        blit_text(surface, "Seed", fonts.heading(), Colors.ACCENT, (self.seed_x, self.seed_top),
                  "midleft" if self.compact else "topleft")
        if not self.compact:     # compact: the field's "(random)" is hint enough
            hint = "Same seed and answers, same game. Empty: random."
            blit_text(surface, ellipsize(hint, fonts.small(), rect.right - x - app.px(276)), fonts.small(),
                      Colors.TEXT_MUTED, (x + app.px(256), self.seed_top + app.px(49)), "midleft")
