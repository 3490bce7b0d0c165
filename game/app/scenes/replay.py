"""A finished or saved game watched again, answer by answer: the match screen's board, question and log, with
nobody answering. Forward and back a step, to the start or the end, to the previous or next round (or day, or
turn: what the game's progress names), or played at a chosen speed; the board as one chosen seat saw it, or as
the table saw it, or, once the game is over, with everything face up (the game's revealed_view); the log in
step. Export writes the replay to a small file to share.

Keys: Left / Right a step, Up / Down a round, Home / End, Space plays or pauses, S the next seat, M mutes,
Esc closes.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame

from ...core.paths import replays_dir
from ...core.prompt import Option
from ...core.replays import Replay, ReplayCursor, write_replay
from ...core.saves import SaveError
from ...ui.theme import Colors
from ...ui.widgets import blit_text, draw_panel, ellipsize, make_button
from .match import MatchScene

PLAY_SPEEDS = (1, 2, 5, 10, 25)      # answers a second
GIVEN = "__given__"                  # the panel's one row: the answer that was given


def open_replay(app, replay: Replay, start_at: int = 0) -> "ReplayScene | None":
    """Show a replay over the screen it is opened from; None (with the reason said) when it can't be."""
    from ..matches import replay_cursor
    try:
        cursor, missing = replay_cursor(app, replay)
    except SaveError as exc:
        app.toast(f"Can't show the replay: {exc}", error=True)
        return None
    if missing:
        app.toast(f"The replay was made with mods missing here: {', '.join(missing)}.", error=not cursor.plays_out)
    scene = ReplayScene(app, cursor, start_at)
    app.stack.push(scene)
    return scene


class ReplaySeats:
    """What the match screen asks of a session, for a replay: who is asked now; nobody answers."""

    def __init__(self, cursor: ReplayCursor) -> None:
        self.cursor = cursor
        self.bots = {index: None for index, seat in enumerate(cursor.replay.setup.seats) if seat.bot is not None}

    @property
    def match(self):
        return self.cursor.match

    @property
    def seat_to_answer(self) -> int | None:
        pending = self.cursor.match.pending
        return pending.seat if pending is not None else None

    bot_to_answer = False

    def human_seats(self) -> list[int]:
        return [index for index in range(len(self.cursor.replay.setup.seats)) if index not in self.bots]

    def mark_seen(self, seat: int) -> None:
        pass


class ReplayScene(MatchScene):
    name = "replay"

    def __init__(self, app, cursor: ReplayCursor, start_at: int = 0, viewer: int | None | str = "the person") -> None:
        """viewer: a seat, None for the table's view, "everything" (a game over only), or "the person": the one
        person's seat if one sat, else the table's."""
        self.cursor = cursor
        cursor.go(start_at)
        super().__init__(app, ReplaySeats(cursor), autosave_name="")
        people = self.session.human_seats()
        if viewer == "the person":
            viewer = people[0] if len(people) == 1 else None
        self.revealing = False       # everything face up: only once the game is over (revealed_view)
        if viewer == "everything":
            viewer, self.revealing = None, (None, True) in self.view_choices()
        self.viewer = viewer
        self.playing = False
        self.speed_index = 1
        self.play_timer = 0.0
        self.ended = True              # nothing to finish, autosave or hand over

    # --- what the match screen asks ----------------------------------------------------------
    @property
    def human_may_answer(self) -> bool:
        return False

    def _check_turn(self) -> None:
        pass

    def on_quit(self) -> None:
        pass

    def open_pause(self) -> None:
        self.close()

    def close(self) -> None:
        self.app.stack.pop()

    def _prompt_heading(self, seat) -> str:
        return f"{seat.name} was asked" if self.cursor.given() is not None else ""

    def _panel_options(self) -> list[Option]:
        given = self.cursor.given()
        prompt = self.prompt
        if given is None or prompt is None:
            return []
        chosen = prompt.option(given.value)
        label = chosen.label if chosen is not None else given.value
        return [Option(GIVEN, f"Answered: {label}", hint="The answer given here; Right shows what followed.")]

    def current_view(self) -> dict:
        key = (self.cursor.step, self.viewer, self.revealing)
        if key != self._view_key:
            self._view_key = key
            self._view = self.match.rules.revealed_view(self.match.state) if self.revealing else \
                self.match.view(self.viewer)
        return self._view

    def _seen_events(self) -> list:
        return list(self.match.log) if self.revealing else super()._seen_events()

    def view_choices(self) -> list[tuple[int | None, bool]]:
        """Whose view the board can show: each seat's, the table's, and once the game is over (when the game
        can say it) everything."""
        choices = [(seat, False) for seat in range(len(self.match.setup.seats))] + [(None, False)]
        if self.cursor.finished and hasattr(self.match.rules, "revealed_view"):
            choices.append((None, True))
        return choices

    @property
    def busy(self) -> bool:
        return self.playing or self.board.animating or self.board.showing_stand_ins

    # --- moving through the game ---------------------------------------------------------------
    def go(self, step: int, *, heard: bool = False) -> None:
        before = self.cursor.step
        self.cursor.go(step)
        self.match = self.cursor.match
        if self.cursor.step == before:
            return
        if heard and self.cursor.step == before + 1:       # played forward: seen and heard as it happened
            events = self.match.log[self.cursor.log_lengths[before]:]
            visible = [event for event in events if event.visible_to(self.viewer)]
            if self.speed > 0:
                self.board.animate(visible)
            self.app.sound.play_events(visible, getattr(self.match.rules, "sound_events", ()))
        self._shown_prompt_key = None
        self.refresh()

    def step_by(self, count: int) -> None:
        self.go(self.cursor.step + count, heard=count == 1)

    def to_mark(self, direction: int) -> None:
        """To the start of the next (1) or this or the previous (-1) round, day or turn."""
        starts = [step for step, _words in self.cursor.marks()]
        now = self.cursor.step
        if direction > 0:
            self.go(next((step for step in starts if step > now), self.cursor.steps))
        else:
            self.go(next((step for step in reversed(starts) if step < now), 0))

    def toggle_play(self) -> None:
        if not self.playing and self.cursor.step >= self.cursor.steps:
            self.go(0)
        self.playing = not self.playing
        self.play_timer = 0.0
        self._sync_controls()

    def cycle_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(PLAY_SPEEDS)
        self._sync_controls()

    def cycle_seat(self) -> None:
        """The next seat's view, then the table's (what every seat may know), then everything."""
        choices = self.view_choices()
        now = (self.viewer, self.revealing)
        self.viewer, self.revealing = choices[(choices.index(now) + 1) % len(choices)] if now in choices else choices[0]
        self._view_key = None
        self._shown_prompt_key = None
        self._log_length = -1
        self.refresh()
        self._sync_controls()

    def export(self) -> Path | None:
        replay: Replay = self.cursor.replay
        when = datetime.now()
        path = replays_dir() / f"{replay.game_id}-{when:%Y%m%d-%H%M%S}.replay.json"
        try:
            write_replay(replay, path)
        except OSError as exc:
            self.app.toast(f"The replay could not be written: {exc.strerror or exc}", error=True)
            return None
        self.app.toast(f"Replay exported to {path}")
        return path

    # --- the screen ----------------------------------------------------------------------
    def build(self) -> None:
        super().build()
        for button in (self.undo_button, self.bot_button, self.hint_button):
            button.hide()
        self.menu_button.set_text("Close")
        self.menu_button.set_tooltip("Back to where you came from (Esc)")
        strip_h = self.px(46)
        self.board_rect.height -= strip_h + self.px(8)
        self.board.set_rect(self.board_rect)
        self.strip = pygame.Rect(self.board_rect.x, self.board_rect.bottom + self.px(8), self.board_rect.width, strip_h)
        row_y, button_h = self.strip.y + self.px(6), strip_h - self.px(12)
        x = self.strip.x + self.px(8)
        self.controls: dict[str, object] = {}
        for key, text, action, tip, width in (
                ("start", "|<", lambda: self.go(0), "The start (Home)", 44),
                ("round_back", "<<", lambda: self.to_mark(-1), "The start of this or the last round (Up)", 44),
                ("back", "<", lambda: self.step_by(-1), "One answer back (Left)", 40),
                ("play", "Play", self.toggle_play, "Play or pause (Space)", 70),
                ("next", ">", lambda: self.step_by(1), "One answer on (Right)", 40),
                ("round_next", ">>", lambda: self.to_mark(1), "The next round (Down)", 44),
                ("end", ">|", lambda: self.go(self.cursor.steps), "The end (End)", 44)):
            self.controls[key] = make_button(self.manager, pygame.Rect(x, row_y, self.px(width), button_h), text, action,
                                             class_id="@small", tooltip=tip)
            x += self.px(width) + self.px(4)
        right = self.strip.right - self.px(8)
        for key, action, tip, width in (("export", self.export, "Write this replay to a file to share", 76),
                                        ("seat", self.cycle_seat, "Whose view the board shows (S)", 150),
                                        ("speed", self.cycle_speed, "How fast Play goes", 76)):
            right -= self.px(width)
            self.controls[key] = make_button(self.manager, pygame.Rect(right, row_y, self.px(width), button_h), "",
                                             action, class_id="@small", tooltip=tip)
            right -= self.px(6)
        self.step_text_rect = pygame.Rect(x + self.px(8), self.strip.y, right - x - self.px(8), strip_h)
        self._sync_controls()

    def _sync_controls(self) -> None:
        controls = getattr(self, "controls", None)
        if not controls:
            return
        controls["play"].set_text("Pause" if self.playing else "Play")
        controls["speed"].set_text(f"{PLAY_SPEEDS[self.speed_index]}/s")
        name = "Everything" if self.revealing else "The table" if self.viewer is None else \
            self.match.setup.seats[self.viewer].name
        controls["seat"].set_text(ellipsize(f"View: {name}", self.fonts.get(14), self.px(136)))
        controls["export"].set_text("Export")

    def update(self, dt: float) -> bool:
        redraw = self.board.update(dt)
        if self.app.stack.top is not self:
            return redraw
        if self._needs_relayout:
            self.relayout()
            return True
        if self.playing:
            self.play_timer += dt
            every = 1 / PLAY_SPEEDS[self.speed_index]
            while self.play_timer >= every and self.playing:
                self.play_timer -= every
                self.step_by(1)
                if self.cursor.step >= self.cursor.steps:
                    self.playing = False
                    self._sync_controls()
            redraw = True
        redraw |= self._update_hover(dt)
        if not redraw:
            redraw = self.board.warm_up(0.008)
        return redraw

    def _handle_key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_LEFT: lambda: self.step_by(-1), pygame.K_RIGHT: lambda: self.step_by(1),
                 pygame.K_UP: lambda: self.to_mark(-1), pygame.K_DOWN: lambda: self.to_mark(1),
                 pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.cursor.steps),
                 pygame.K_SPACE: self.toggle_play, pygame.K_s: self.cycle_seat, pygame.K_m: self.toggle_mute,
                 pygame.K_ESCAPE: self.close}
        action = moves.get(event.key)
        if action is not None:
            action()
            return True
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return (self.reader if self.reader_shown else self.log).handle_event(event, keys=True)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_panel(surface, self.strip)
        text = f"Answer {self.cursor.step} of {self.cursor.steps}"     # the round is under the game's name
        if not self.cursor.plays_out:
            text += " · plays out differently now"
        font = self.fonts.get(15, bold=True)
        blit_text(surface, ellipsize(text, font, self.step_text_rect.width), font,
                  Colors.TEXT if self.cursor.plays_out else Colors.DANGER,
                  (self.step_text_rect.x, self.step_text_rect.centery), "midleft")
