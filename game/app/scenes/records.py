"""Records: every game finished on this computer, one game at a time. Buttons across the top choose the game;
under them its summary (wins, rates by table, solo scores and ranks, streaks, lengths), a chart of its scores
or its win rate over time, and the list of its games, newest first, each with its replay to watch.

The numbers come from game.core.records.statistics; this screen only words and draws them. The chart is
drawn once to a Surface, again only when the game shown or the size changes, so an idle screen costs nothing.
"""
from __future__ import annotations

from datetime import datetime
from functools import partial
from itertools import product

import pygame
import pygame.gfxdraw
from pygame_gui.elements import UIScrollingContainer

from ...core.records import GameStatistics, MatchRecord, Tally, statistics
from ...core.registry import all_games
from ...core.saves import SaveError
from ...core.words import count, plural
from ...ui import art
from ...ui.theme import Colors
from ...ui.widgets import blit_text, blit_wrapped, draw_panel, ellipsize, make_button, wrap_text
from ..matches import recorded_replay
from .base import MenuScreen

NO_RECORDS = "No games finished on this computer yet. Every game you finish is kept here, with its replay."
NO_CHART = "Play a few games to see a chart here"
GRID = art.mix(Colors.PANEL, Colors.PANEL_BORDER, 0.55)     # faint: the lines are a guide, not the picture


def day(at: float) -> str:
    when = datetime.fromtimestamp(at)
    return f"{when.day}\u00a0{when:%b}\u00a0{when.year}"    # not %-d: Windows has none; no-break spaces: one word


def rate(tally: Tally) -> str:
    return f"{tally.played} played, {tally.won} won ({round(tally.rate * 100)}%)"


def seats_text(record: MatchRecord) -> str:
    return ", ".join(seat.name + (f" ({seat.bot})" if seat.bot else "") for seat in record.seats)


def game_choices(records: list[MatchRecord]) -> list[tuple[str, str]]:
    """(id, name) of every built game, then of any game only the records know (a game since removed)."""
    choices = {info.id: info.name for info in all_games()}
    for record in records:
        choices.setdefault(record.game_id, record.game_name)
    return list(choices.items())


def summary_sections(stats: GameStatistics) -> list[tuple[str, list[str]]]:
    """The summary's sections under its row of figures: (heading, lines), those with nothing to say left out."""
    sections = []
    if set(stats.by_players) - {1}:        # only solo games: the Solo section says it all
        sections.append(("By players", [f"{n} {plural('player', n)}: {rate(t)}" for n, t in stats.by_players.items()]))
    if stats.by_bot:
        sections.append(("With bots at the table",
                         [f"{kind.capitalize()}: {rate(t)}" for kind, t in stats.by_bot.items()]))
    if stats.solo_games:
        best, solo = stats.best_solo, stats.by_players[1]
        lines = [f"{count(stats.solo_games, 'game')}, {solo.won} won ({round(solo.rate * 100)}%)"]
        if best.score:          # a game that scores (every solo score 0 is a game that doesn't)
            lines += [f"Average score {stats.average_solo:.1f}", f"Best {best.score}"
                      + (f" ({best.rank})" if best.rank else "") + f", {day(best.finished_at)}"]
        ranks = sorted(stats.ranks.items(), key=lambda item: (-item[1], item[0]))
        if ranks:
            # no-break spaces: a line may wrap between ranks, never inside one
            lines.append("Ranks: " + ", ".join(f"{name} ×{times}".replace(" ", "\u00a0") for name, times in ranks))
        sections.append(("Solo", lines))
    ends = [("Longest: ", stats.longest), ("Shortest: ", stats.shortest)] if stats.played > 1 else \
        [("", stats.longest)] if stats.played else []      # one game is neither the longest nor the shortest
    if ends:
        sections.append(("Length", [f"{words}{count(record.answers, 'answer')}, {day(record.finished_at)}"
                                    for words, record in ends]))
    return sections


class RecordsScene(MenuScreen):
    name = "records"
    title = "Records"
    subtitle = "Every game finished on this computer: results, scores, streaks and replays."

    def __init__(self, app) -> None:
        super().__init__(app)
        entries = app.records.entries
        latest = max(entries, key=lambda record: record.finished_at, default=None)
        self.game_id = latest.game_id if latest else game_choices(entries)[0][0]
        self.chart_renders = 0          # how often the chart was drawn afresh (a test keeps this honest)
        self._chart: pygame.Surface | None = None
        self._chart_key = None

    # --- what is shown -------------------------------------------------------------------------------------
    def _take_stock(self) -> None:
        entries = self.app.records.entries
        self.choices = game_choices(entries)
        self.games = [record for record in reversed(entries) if record.game_id == self.game_id]   # newest first
        self.stats = statistics(entries, self.game_id)
        self.bots_alone = sum(1 for record in self.games if not record.people)
        name = dict(self.choices)[self.game_id]
        self.message = NO_RECORDS if not entries else None if self.games else \
            f"No games of {name} finished on this computer yet."

    def figures(self) -> list[tuple[str, str]]:
        stats = self.stats
        return [(str(stats.played), "played"), (str(stats.won), "won"), (f"{round(stats.won * 100 / stats.played)}%"
                if stats.played else "–", "win rate"), (str(stats.current_streak), "wins in a row"),
                (str(stats.best_streak), "best streak")]

    def note(self) -> str:
        n = self.bots_alone
        return f"{count(n, 'game')} played by bots alone {'is' if n == 1 else 'are'} not counted" if n else ""

    def summary_lines(self) -> list[str]:
        """The summary's words: the row of figures as its sentences, then every section's lines and the note
        (with plain spaces for the no-break ones that keep a date or a rank on one line)."""
        if self.message:
            return [self.message]
        stats = self.stats
        lines = [rate(Tally(stats.played, stats.won)), f"Streak: {stats.current_streak} now, best {stats.best_streak}"]
        lines += [line for _heading, section in summary_sections(stats) for line in section]
        return [line.replace("\u00a0", " ") for line in lines + ([self.note()] if self.note() else [])]

    # --- widgets -------------------------------------------------------------------------------------------
    def build_content(self) -> None:
        app, area = self.app, self.content
        self._take_stock()
        self.game_buttons = self._build_tabs(pygame.Rect(area.x, area.y, area.width, app.px(38)))
        body = pygame.Rect(area.x, area.y + app.px(50), area.width, area.bottom - area.y - app.px(50))
        self.body_rect, self.watch_buttons, self.summary_ops = body, {}, []
        if not self.message:
            gap = app.px(16)
            summary_w = int(body.width * 0.42)
            self.summary_ops, needed = self._lay_summary(pygame.Rect(body.x, body.y, summary_w, 0))
            # the summary's height, or more where the window is tall (the chart reads better less flat)
            top_h = max(app.px(200), min(max(needed, int(body.height * 0.4)), int(body.height * 0.62)))
            self.summary_rect = pygame.Rect(body.x, body.y, summary_w, top_h)
            if self.note():         # the note at the foot of a taller panel, apart from the numbers it is about
                text, font, color, (x, y) = self.summary_ops[-1]
                foot = self.summary_rect.bottom - app.px(10) - font.get_linesize()
                self.summary_ops[-1] = (text, font, color, (x, max(y, foot)))
            self.chart_rect = pygame.Rect(self.summary_rect.right + gap, body.y,
                                          body.right - self.summary_rect.right - gap, top_h)
            self.list_rect = pygame.Rect(body.x, self.summary_rect.bottom + gap, body.width,
                                         body.bottom - self.summary_rect.bottom - gap)
            self._build_list()
        chosen = [game_id for game_id, _name in self.choices].index(self.game_id)
        # the chosen game's button starts highlighted; its own mark (drawn) stays when the keys move on
        self.focus.set_buttons(self.game_buttons + list(self.watch_buttons.values()) + [self.back_button], chosen)

    def _build_tabs(self, row: pygame.Rect) -> list:
        """One segmented button per game, each as wide as its name, the room left shared out evenly; when the
        names don't all fit, each is given its share and cut short with its whole name in the tooltip."""
        app, font, gap, pad = self.app, self.app.fonts.get(15), self.app.px(8), self.app.px(36)
        room = row.width - gap * (len(self.choices) - 1)
        wanted = [font.size(name)[0] + pad for _id, name in self.choices]
        widths = [room * w // sum(wanted) for w in wanted] if sum(wanted) > room else \
            [w + (room - sum(wanted)) // len(wanted) for w in wanted]
        buttons, x = [], row.x
        for (game_id, name), width in zip(self.choices, widths):
            played = sum(1 for record in self.app.records.entries if record.game_id == game_id)
            tip = f"{name}: {count(played, 'game')} recorded" if played else f"{name}: no games recorded yet"
            buttons.append(make_button(self.manager, pygame.Rect(x, row.y, width, row.height),
                                       ellipsize(name, font, width - app.px(18)), partial(self._pick, game_id),
                                       class_id="@segment", tooltip=tip))
            x += width + gap
        return buttons

    def _pick(self, game_id: str) -> None:
        self.game_id = game_id
        self.relayout()

    def _build_list(self) -> None:
        app = self.app
        self.row_h, self.row_gap = app.px(60), app.px(8)
        self.container = UIScrollingContainer(self.list_rect, self.manager, allow_scroll_x=False)
        row_w = self.list_rect.width - app.px(16)
        self.container.set_scrollable_area_dimensions((row_w, len(self.games) * (self.row_h + self.row_gap)))
        button_w, button_h = app.px(110), app.px(36)
        for index, record in enumerate(self.games):
            path = recorded_replay(record)
            if path is None or not path.is_file():     # a missing file is said on the row instead
                continue
            top = index * (self.row_h + self.row_gap) + (self.row_h - button_h) // 2
            self.watch_buttons[record.id] = make_button(
                self.manager, pygame.Rect(row_w - button_w - app.px(12), top, button_w, button_h), "Watch",
                self._watcher(record), container=self.container, tooltip="Step through this game, answer by answer")

    def _watcher(self, record: MatchRecord):
        def watch() -> None:
            from ...core.replays import read_replay
            from .replay import open_replay
            try:
                replay = read_replay(recorded_replay(record))   # checked again: it may be gone since the list was made
            except SaveError as exc:
                self.app.toast(f"Can't watch this game: {exc}", error=True)
                return
            open_replay(self.app, replay)
        return watch

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = super().handle_event(event)
        if used and event.type == pygame.KEYDOWN and self.focus.current in self.watch_buttons.values():
            self._scroll_to(self.focus.current)   # the keys' highlight may be on a row scrolled out of sight
        return used

    def _scroll_to(self, button) -> None:
        view, bar = self.container.rect, getattr(self.container, "vert_scroll_bar", None)
        if bar is None or view.contains(button.rect):
            return
        total = self.container.scrollable_container.rect.height
        wanted = max(0, min(button.relative_rect.top - view.height // 3, total - view.height))
        bar.set_scroll_from_start_percentage(wanted / max(1, total))

    def update(self, dt: float) -> bool:
        # the rows are drawn by us under pygame_gui's scrolled buttons: redraw while they scroll
        offset = None if self.message else self.container.scrollable_container.rect.top
        moved = offset != getattr(self, "_last_offset", offset)
        self._last_offset = offset
        return moved

    # --- drawing -------------------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        chosen = self.game_buttons[[game_id for game_id, _name in self.choices].index(self.game_id)].rect
        pygame.draw.rect(surface, Colors.ACCENT, (chosen.x + app.px(6), chosen.bottom + app.px(4),
                                                  chosen.width - app.px(12), app.px(3)), border_radius=app.px(2))
        if self.app.records.problem:
            self._draw_problem(surface)
        if self.message:
            draw_panel(surface, self.body_rect)
            icon = art.icon("flag", app.px(40), Colors.ACCENT)
            surface.blit(icon, icon.get_rect(midbottom=(self.body_rect.centerx, self.body_rect.centery - app.px(8))))
            blit_text(surface, ellipsize(self.message, app.fonts.body(), self.body_rect.width - app.px(40)),
                      app.fonts.body(), Colors.TEXT_MUTED, (self.body_rect.centerx, self.body_rect.centery), "midtop")
            return
        draw_panel(surface, self.summary_rect)
        clip = surface.get_clip()
        surface.set_clip(self.summary_rect.inflate(-app.px(8), -app.px(8)))
        for text, font, color, pos in self.summary_ops:
            blit_text(surface, text, font, color, pos)
        surface.set_clip(clip)
        surface.blit(self.chart(), self.chart_rect)
        self._draw_rows(surface)

    def _draw_problem(self, surface: pygame.Surface) -> None:
        app, font = self.app, self.app.fonts.small()
        left = self.back_button.rect.right + app.px(24)
        width = self.content.right - left - app.px(32)
        icon = art.icon("cross", app.px(20), Colors.DANGER)
        surface.blit(icon, (left, self.footer_y + app.px(2)))
        blit_wrapped(surface, self.app.records.problem, font, Colors.DANGER,
                     pygame.Rect(left + app.px(28), self.footer_y, width, app.px(60)), max_lines=2)

    def _lay_summary(self, rect: pygame.Rect) -> tuple[list, int]:
        """What the summary draws, as (text, font, colour, position) from rect's top, and the height it needs:
        a row of figures, then the sections in two columns, then the note. Laid out once per build."""
        app, fonts = self.app, self.app.fonts
        inner = rect.inflate(-app.px(32), 0)
        x, y = inner.x, rect.y + app.px(12)
        figure_font, label_font = fonts.get(24, bold=True), fonts.get(12)
        heading, line_font = fonts.get(13, bold=True), fonts.get(13)
        ops = []
        figures = self.figures()
        step = inner.width // len(figures)
        for k, (figure, label) in enumerate(figures):
            ops.append((figure, figure_font, Colors.ACCENT if label == "win rate" else Colors.TEXT, (x + k * step, y)))
            ops.append((ellipsize(label, label_font, step - app.px(6)), label_font, Colors.TEXT_MUTED,
                        (x + k * step, y + figure_font.get_linesize() - app.px(2))))
        y += figure_font.get_linesize() + label_font.get_linesize() + app.px(10)
        col_gap = app.px(16)
        col_w = (inner.width - col_gap) // 2
        laid = [(name, [part for line in lines for part in wrap_text(line, line_font, col_w)])
                for name, lines in summary_sections(self.stats)]
        heights = [heading.get_linesize() + len(parts) * line_font.get_linesize() + app.px(8) for _name, parts in laid]
        # each section to the column that keeps the taller one least (four sections at most: every way is
        # tried), in reading order where ways are as good
        sides = min(product((0, 1), repeat=len(laid)), key=lambda sides: (
            max(sum(h for h, side in zip(heights, sides) if side == column) for column in (0, 1)), sides))
        bottom = y
        for column in (0, 1):
            cx, cy = x + column * (col_w + col_gap), y
            for (name, parts), side in zip(laid, sides):
                if side != column:
                    continue
                ops.append((name, heading, Colors.ACCENT, (cx, cy)))
                cy += heading.get_linesize()
                for line in parts:
                    ops.append((line, line_font, Colors.TEXT, (cx, cy)))
                    cy += line_font.get_linesize()
                cy += app.px(8)
            bottom = max(bottom, cy)
        if self.note():
            ops.append((ellipsize(self.note(), line_font, inner.width), line_font, Colors.TEXT_FAINT, (x, bottom)))
            bottom += line_font.get_linesize()
        return ops, bottom - rect.y + app.px(10)

    def chart(self) -> pygame.Surface:
        """The chart, drawn afresh only when the game or the size changed since it was last drawn."""
        key = (self.game_id, self.chart_rect.size, self.app.scale, len(self.games))
        if self._chart is None or key != self._chart_key:
            self._chart, self._chart_key = self._render_chart(self.chart_rect.size), key
            self.chart_renders += 1
        return self._chart

    def _render_chart(self, size: tuple[int, int]) -> pygame.Surface:
        fonts, px = self.app.fonts, self.app.px
        surface = pygame.Surface(size, pygame.SRCALPHA)
        draw_panel(surface, surface.get_rect())
        # drawn on an opaque canvas of the panel's colour, clear of its rounded corners: anti-aliased edges
        # blend with it, where on the see-through surface they would punch holes
        inset = px(12)
        canvas = pygame.Surface((size[0] - 2 * inset, size[1] - 2 * inset))
        canvas.fill(Colors.PANEL)
        width, height = canvas.get_size()
        series = self.stats.series
        scored = any(score for _at, score, _won in series)
        title = "Score in each game" if scored else "Win rate over the games"
        head = blit_text(canvas, title, fonts.get(14, bold=True), Colors.ACCENT, (px(6), px(2)))
        if len(series) < 2:
            blit_text(canvas, NO_CHART, fonts.body(), Colors.TEXT_MUTED, (width // 2, height // 2), "center")
            surface.blit(canvas, (inset, inset))
            return surface
        if scored:
            values = [score for _at, score, _won in series]
        else:       # the share of the games won so far, after each game
            wins = 0
            values = [100 * (wins := wins + won) / (k + 1) for k, (_at, _score, won) in enumerate(series)]
        ticks, label_font = axis(values, scored), fonts.get(12)
        low, high = ticks[0], ticks[-1]
        labels = [f"{v:g}" if scored else f"{round(v)}%" for v in ticks]
        left, top = px(6) + max(label_font.size(text)[0] for text in labels) + px(10), head.bottom + px(14)
        plot = pygame.Rect(left, top, width - px(10) - left, height - px(10) - label_font.get_linesize() - top)
        y_of = lambda value: plot.bottom - (value - low) * plot.height / (high - low)   # noqa: E731
        for value, text in zip(ticks, labels):
            pygame.draw.line(canvas, GRID, (plot.left, y_of(value)), (plot.right, y_of(value)))
            blit_text(canvas, text, label_font, Colors.TEXT_FAINT, (plot.left - px(8), y_of(value)), "midright")
        points = [(plot.left + k * plot.width / (len(values) - 1), y_of(v)) for k, v in enumerate(values)]
        shade = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)   # a soft fill under the line: its shape at a glance
        pygame.draw.polygon(shade, Colors.ACCENT + (34,), [plot.bottomleft, *points, plot.bottomright])
        canvas.blit(shade, (0, 0))
        pygame.draw.lines(canvas, Colors.ACCENT, False, points, max(2, px(2)))
        pygame.draw.aalines(canvas, Colors.ACCENT, False, points)
        radius = max(2, min(px(5), int(plot.width / len(points) / 2.6)))
        for (x, y), (_at, _score, won) in zip(points, series):
            _marker(canvas, round(x), round(y), radius, won)
        right = plot.right
        for text, won in (("lost", False), ("won", True)):         # the legend, right to left
            label = blit_text(canvas, text, label_font, Colors.TEXT_MUTED, (right, head.centery), "midright")
            _marker(canvas, label.left - px(10), head.centery, px(4), won)     # a dot of a size to read
            right = label.left - px(28)
        below = plot.bottom + px(4)
        blit_text(canvas, day(series[0][0]), label_font, Colors.TEXT_FAINT, (plot.left, below))
        blit_text(canvas, count(len(series), "game"), label_font, Colors.TEXT_FAINT, (plot.centerx, below), "midtop")
        blit_text(canvas, day(series[-1][0]), label_font, Colors.TEXT_FAINT, (plot.right, below), "topright")
        surface.blit(canvas, (inset, inset))
        return surface

    def _draw_rows(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        offset = self.container.scrollable_container.rect.top - self.container.rect.top
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        row_w = self.list_rect.width - app.px(16)
        bold, small = fonts.get(15, bold=True), fonts.small()
        for index, record in enumerate(self.games):
            row = pygame.Rect(self.list_rect.x, self.list_rect.y + offset + index * (self.row_h + self.row_gap),
                              row_w, self.row_h)
            if row.bottom < self.list_rect.top or row.top > self.list_rect.bottom:
                continue
            draw_panel(surface, row, radius=app.px(8))
            line1, line2 = row.y + app.px(9), row.y + app.px(32)
            people = bool(record.people)
            mark, color, verdict = ("check", Colors.GOOD, "Won") if record.won else \
                ("cross", Colors.DANGER, "Lost") if people else ("bot", Colors.TEXT_FAINT, "Bots alone")
            icon = art.icon(mark, app.px(24), color)
            surface.blit(icon, icon.get_rect(midleft=(row.x + app.px(14), row.centery)))
            x = row.x + app.px(50)
            blit_text(surface, day(record.finished_at), bold, Colors.TEXT, (x, line1))
            when = f"{datetime.fromtimestamp(record.finished_at):%H:%M} · {count(record.answers, 'answer')}"
            if record.hints:
                when += f" · {count(record.hints, 'hint')}"
            blit_text(surface, when, small, Colors.TEXT_MUTED, (x, line2))
            x += app.px(150)
            blit_text(surface, verdict, bold, color, (x, line1))
            detail = record.rank or (f"Score {record.score}" if people and record.score else "")
            blit_text(surface, ellipsize(detail, small, app.px(140)), small,
                      Colors.ACCENT if record.rank else Colors.TEXT_MUTED, (x, line2))
            x += app.px(150)
            watch = self.watch_buttons.get(record.id)
            right = (watch.rect.left if watch else row.right - app.px(122)) - app.px(16)
            if not watch and record.replay:
                blit_text(surface, "replay missing", small, Colors.TEXT_FAINT, (row.right - app.px(16), row.centery),
                          "midright")
            blit_text(surface, ellipsize(seats_text(record), small, right - x), small, Colors.TEXT,
                      (x, line1 + app.px(1)))
            outcome = f"{record.campaign} · {record.outcome}" if record.campaign else record.outcome
            blit_text(surface, ellipsize(outcome, small, right - x), small, Colors.TEXT_MUTED, (x, line2))
        surface.set_clip(clip)


def _marker(surface: pygame.Surface, x: int, y: int, radius: int, won: bool) -> None:
    """A game's dot: filled for a win, hollow for a loss (told apart without colour too)."""
    pygame.gfxdraw.filled_circle(surface, x, y, radius, Colors.ACCENT if won else Colors.PANEL)
    pygame.gfxdraw.aacircle(surface, x, y, radius, Colors.ACCENT if won else Colors.TEXT_MUTED)


def axis(values: list[float], scored: bool) -> list[float]:
    """The chart's marks up its side: 0 to 100% for a win rate; for scores, from 0 (or below, for negative ones)
    to a round number past the top, a round step apart."""
    if not scored:
        return [0.0, 25.0, 50.0, 75.0, 100.0]
    low, high = min(0.0, min(values)), max(1.0, max(values))
    step = next(size * 10 ** power for power in range(12) for size in (1, 2, 5)
                if (high - low) / (size * 10 ** power) <= 4)
    low, high = (low // step) * step, -(-high // step) * step
    return [low + k * step for k in range(round((high - low) / step) + 1)]
