"""The match screen: the game's board, the pending question with its answers, players and log.

The screen never decides anything about the rules: it shows match.view(seat)
and match.pending, and sends the chosen option's value to Session.answer.
Bots answer from update() with a short pacing delay; people answer by
clicking an answer, clicking a highlighted board element, or the keyboard.
Where the side panel's parts go and the drawing are in match_panel.py.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

from ...core.guides import Guide
from ...core.hints import Hint
from ...core.prompt import Event, IllegalAnswer, Option, Prompt
from ...core.session import Session
from ...ui.answer_list import AnswerList
from ...ui.board import BoardSettings
from ...ui.moments import HEADLINE_S, ROLL_HOLD_S, has_roll, headline, latest_roll
from ...ui.theme import FontBook
from ...ui.widgets import ScrollText, event_lines, make_button
from ..boards import board_class_for
from ..matches import autosave, is_autosave, load_session, new_autosave_name, remove_autosave
from ..scene import Scene
from ..guide_overlay import GuideOverlay
from ..thinking import Thinking, thinks
from .match_panel import MatchPanel

BOARD_ZOOM_KEYS = frozenset({pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS,
                             pygame.K_0, pygame.K_KP_0})   # the board's map zoom keys, while the pointer is over it
ANSWER_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, *range(pygame.K_0, pygame.K_9 + 1),
                         pygame.K_KP0, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5,
                         pygame.K_KP6, pygame.K_KP7, pygame.K_KP8, pygame.K_KP9})
BOT_PAUSE_S = 0.55            # at "normal" speed: long enough to see what a bot did
MAX_ANIMATION_WAIT_S = 0.5    # bots wait for an animation at most this long; people never wait
HOVER_TIP_DELAY_S = 0.35
INSTANT_BOT_BUDGET_S = 0.012  # with instant animation, bots answer in bursts of this much time per frame
BOARD_WARM_UP_S = 0.008       # a quiet frame lends the board this long to draw ahead (card faces)

# pseudo answers the panel adds around the game's own options
SHOW_ALL = "__show_all__"
CONFIRM = "__confirm__"
CANCEL = "__cancel__"
FINAL_WARNING = "This rolls dice or reveals cards, so it can't be taken back."
FINAL_WARNING_UNDO = "This rolls dice or reveals cards: it can't be taken back, nor can your earlier answers this turn."
STOP_ASKING = "__stop_asking__"
KEY_GRACE_S = 0.3             # after the screen changes hands, keys pressed this soon were meant for the last screen


def open_saved_match(app, path: Path) -> "MatchScene":
    """Load a save and show it above a fresh title screen (so quitting the match returns there)."""
    from .title import TitleScene
    session = load_session(app, path)
    # an autosave goes on being this match's autosave; a save loaded by hand starts a match of its own
    scene = MatchScene(app, session, autosave_name=path.name if is_autosave(path) else None)
    app.stack.reset(TitleScene(app))
    app.stack.push(scene)
    return scene


def handoff_needed(session: Session, shown: int | None, seat: int, setting: str) -> bool:
    """Whether the screen passing from the view of `shown` (None: nobody's yet) to `seat` needs a
    cover screen: when one of them may see something the other may not (a hand, a kept card), or
    always or never as the player chose. With one person at the screen there is nobody to hide from."""
    if setting == "never" or len(session.human_seats()) < 2:
        return False
    if setting == "always":
        return True
    match = session.match
    return match.view(shown) != match.view(seat)


class MatchScene(MatchPanel, Scene):
    name = "match"

    def __init__(self, app, session: Session, autosave_name: str | None = None, guide: "Guide | None" = None) -> None:
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.autosave_name = autosave_name or new_autosave_name(self.match)
        self.info = self.match.rules.info
        self.board = board_class_for(self.info.id)(self.match.content, self._board_settings())
        humans = session.human_seats()
        # the seat whose view is on screen: the person asked now, or the last one who was
        self.shown_seat: int | None = None
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.filter_target: str | None = None
        self.confirming: Option | None = None
        self._swallowed_key: int | None = None     # the key that dismissed the hand-off, until it is let go
        self._key_grace = 0.0                       # seconds before answer keys count again
        self._mouse_moved = False
        self.notice = ""
        self.bot_timer = 0.0
        self.thinking: Thinking | None = None      # a searching bot's answer being worked out on its thread
        self.hinting: Thinking | None = None       # a hint being worked out (H), on its thread
        self.hint: Hint | None = None              # the hint shown for the question now asked
        self.guide = GuideOverlay(self, guide) if guide is not None else None     # Learn to play's callouts
        self.bot_hold = 0.0            # seconds bots wait so a roll they made can be seen
        self.headline: list[Event] = []    # a big moment held up over the board, and what followed it
        self.headline_left = 0.0
        self.last_roll: Event | None = None
        self._roll_dice: list[pygame.Surface] = []
        self.since_animation = 0.0
        self.ended = False
        self.hover_target: str | None = None
        self.hover_pos: tuple[int, int] | None = None
        self.hover_since = 0.0
        self.board_error = ""
        self._view_key = None
        self._view: dict = {}
        self._shown_prompt_key = None
        self._log_length = -1
        self.status_tips: list[tuple[pygame.Rect, str]] = []
        self._asked_last = session.seat_to_answer   # a person asked after someone else hears that it is their turn

    # --- settings -------------------------------------------------------------------
    def _board_settings(self) -> BoardSettings:
        s = self.app.settings
        # the board gets the same (possibly reduced) scale as the side panel, see _fit_scale
        scale = getattr(self, "scale", self.app.scale)
        return BoardSettings(colorblind=s.colorblind, animation_speed=s.animation_factor, ui_scale=scale)

    def settings_changed(self) -> None:
        self.board.settings = self._board_settings()
        self.board.on_resize()
        self._log_length = -1

    @property
    def speed(self) -> float:
        return self.app.settings.animation_factor

    # --- layout ---------------------------------------------------------------------
    def _fit_scale(self) -> float:
        """The UI scale, reduced when the side panel's column would not fit the window's height."""
        players = len(self.match.setup.seats)
        # at 100%: header, seats, question, three answers and a pinned one, the last roll, the log
        needed = 46 + players * 28 + 18 + 124 + 4 * 46 + 40 + 94 + 100 + 44
        return max(0.75, min(self.app.scale, self.app.window_size[1] / needed))

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def build(self) -> None:
        app = self.app
        self.scale = self._fit_scale()
        self.fonts = app.fonts if self.scale == app.scale else FontBook(self.scale)
        self.board.settings = self._board_settings()
        self.board.on_resize()
        width, height = app.window_size
        pad = self.px(10)
        side_w = min(max(self.px(340), int(width * 0.3)), self.px(440), int(width * 0.42))
        self.side = pygame.Rect(width - side_w - pad, pad, side_w, height - 2 * pad)
        self.board_rect = pygame.Rect(pad, pad, self.side.left - 2 * pad, height - 2 * pad)
        self.board.set_rect(self.board_rect)
        inner = self.side.inflate(-self.px(28), -self.px(24))
        self.inner = inner
        button_h = self.px(34)
        # three small buttons at the top right, the game's name and where it stands left of them
        menu_w, undo_w, bot_w, hint_w, gap = self.px(62), self.px(58), self.px(46), self.px(50), self.px(5)
        self.menu_button = make_button(self.manager, pygame.Rect(inner.right - menu_w, inner.top, menu_w, button_h),
                                       "Menu", self.open_pause, class_id="@small", tooltip="Pause menu (Esc)")
        self.undo_button = make_button(self.manager, pygame.Rect(self.menu_button.rect.left - gap - undo_w, inner.top,
                                                                 undo_w, button_h),
                                       "Undo", self.undo, class_id="@small")
        self.bot_button = make_button(self.manager, pygame.Rect(self.undo_button.rect.left - gap - bot_w, inner.top,
                                                                bot_w, button_h),
                                      "Bot", self.bot_answers, class_id="@small",
                                      tooltip="Let the bot take this turn: it answers this question for you (B)")
        self.hint_button = make_button(self.manager, pygame.Rect(self.bot_button.rect.left - gap - hint_w, inner.top,
                                                                 hint_w, button_h),
                                       "Hint", self.ask_hint, class_id="@small",
                                       tooltip="What would the searching bot answer, and why? It only shows you; "
                                               "you answer (H)")
        players = len(self.match.setup.seats)
        self.status_rect = pygame.Rect(inner.x, inner.top + button_h + self.px(12), inner.width,
                                       players * self.px(28) + self.px(4))
        self.prompt_rect = pygame.Rect(inner.x, self.status_rect.bottom + self.px(14), inner.width, self.px(118))
        self._show_roll(latest_roll(self.match.events_for(self.viewer)))
        self.roll_h = self._roll_strip_height()
        self._needs_relayout = False
        # the log takes about a quarter of the column, but never the room of three answers and a pinned one
        answers_room = self.px(6 + 4 * 46 + 10 + 94 + 36)
        log_h = max(self.px(100), min(int(inner.height * 0.27) - self.roll_h // 2,
                                      inner.bottom - self.prompt_rect.bottom - answers_room))
        self.log_rect = pygame.Rect(inner.x, inner.bottom - log_h, inner.width, log_h)
        self.full_log_rect = pygame.Rect(self.log_rect)
        # while a body is read, the log gives up to a third of its height to the reader
        reading_log_h = min(log_h, max(self.px(100), log_h * 2 // 3))
        self.reading_log_rect = pygame.Rect(inner.x, inner.bottom - reading_log_h, inner.width, reading_log_h)
        answers_top = self.prompt_rect.bottom + self.px(6)
        # the room between the question and the log: all the answers', unless the prompt has a body to read
        self.full_question_area = self._question_area_above(self.full_log_rect)
        self.question_area = pygame.Rect(self.full_question_area)
        self.answers_rect = pygame.Rect(self.question_area)
        self.reader_rect = pygame.Rect(inner.x, answers_top, inner.width, 0)
        self.answers = AnswerList(self.manager, self.answers_rect, self.fonts, self.choose)
        self.reader = ScrollText(self.fonts)
        self._reader_body: str | None = None
        self.log = ScrollText(self.fonts)
        self.log.set_rect(self.log_rect)
        self._shown_prompt_key = None
        self._log_length = -1
        self.refresh()
        if self.guide is not None:
            self.guide.rebuild()

    def on_enter(self) -> None:
        super().on_enter()
        self._check_turn()

    def resume(self) -> None:
        self._shown_prompt_key = None
        self.refresh()
        self._check_turn()

    # --- who is asked, who is watching ---------------------------------------------------
    @property
    def prompt(self) -> Prompt | None:
        return self.match.pending

    def _asked_human(self) -> int | None:
        seat = self.session.seat_to_answer
        return seat if seat is not None and seat not in self.session.bots else None

    @property
    def human_may_answer(self) -> bool:
        seat = self._asked_human()
        return seat is not None and seat == self.shown_seat

    def _check_turn(self) -> None:
        """A person is asked: show their view, behind a hand-off screen when the screen changes hands."""
        if self.app.stack.top is not self or self.ended:
            return
        seat = self._asked_human()
        if seat is None or seat == self.shown_seat:
            return
        if handoff_needed(self.session, self.shown_seat, seat, self.app.settings.handoff):
            from .handoff import HandoffScene
            self.app.stack.push(HandoffScene(self.app, self, seat))
        else:
            self.show_seat(seat)

    def show_seat(self, seat: int, dismissed_by: int | None = None) -> None:
        """The screen now belongs to this person (called directly or when the hand-off is accepted,
        with the key that accepted it: that press must not also answer here)."""
        if dismissed_by is not None or (self.shown_seat is not None and seat != self.shown_seat):
            self._key_grace = KEY_GRACE_S     # the screen changed hands: a quick second press was meant for before
        self._swallowed_key = dismissed_by
        self.shown_seat = seat
        self.viewer = seat
        self.session.mark_seen(seat)
        self._shown_prompt_key = None
        self.refresh()

    # --- answering -----------------------------------------------------------------
    def choose(self, option: Option) -> None:
        """An answer picked in the panel (click, Enter, number key) or on the board."""
        if self.hinting is not None:        # its thread reads the table: the answer waits for the hint
            self.app.toast("A hint is being worked out: a moment, then answer.")
            return
        if option.value == SHOW_ALL:
            self.filter_target = None
            self._shown_prompt_key = None
            self.refresh()
            return
        if option.value == CANCEL:
            self.confirming = None
            self.notice = ""
            self._shown_prompt_key = None
            self.refresh()
            return
        if option.value in (CONFIRM, STOP_ASKING):
            if option.value == STOP_ASKING:
                self.app.apply_settings(self.app.settings.with_changes(confirm_final=False))
                self.app.toast("Final answers are no longer confirmed (Settings turns it back on).")
            option, self.confirming = self.confirming, None
            self.notice = ""
            self.answer(option.value)
            return
        if not self.human_may_answer:
            return
        if option.value in self._final_answers() and self.app.settings.confirm_final:
            # every time, unless the player turned it off: say what committing this answer costs
            self.confirming = option
            self.notice = FINAL_WARNING_UNDO if self.match.undoable_count() > 0 else FINAL_WARNING
            self._shown_prompt_key = None
            self.refresh()
            return
        self.answer(option.value)

    def bot_answers(self) -> None:
        """The person hands this one question to the game's own bot (it sees only their view)."""
        if not self.human_may_answer or self.confirming is not None or not self.info.bot_kinds:
            return
        self.answer(self.session.suggestion())

    @property
    def hints_offered(self) -> bool:
        return hasattr(self.match.rules, "sample_hidden")

    def ask_hint(self) -> None:
        """Work out a hint for the person asked, on a thread; it is shown when ready, and answers nothing."""
        if not self.hints_offered:
            self.app.toast(f"{self.info.name} has no searching bot yet, so no hints.", error=True)
            return
        if not self.human_may_answer or self.confirming is not None or self.hinting is not None:
            return
        self.hint = None
        self.hinting = Thinking(self.session, self.session.hint)
        self.app.toast("Looking for a hint...")

    def _show_hint(self) -> bool:
        """A hint worked out: light its answer in the list and on the board, its reason under the question."""
        if self.hinting is None or not self.hinting.done:
            return False
        hint, self.hinting = self.hinting.answer(), None
        if self.human_may_answer:
            self.hint = hint
            self._shown_prompt_key = None
            self.refresh()
            self.answers.focus_value(hint.value)
        return True

    def answer(self, value: str) -> None:
        seat = self.session.seat_to_answer
        try:
            events = self.session.answer(value)
        except IllegalAnswer as exc:   # a stale click; the prompt changed under it
            self.app.toast(str(exc), error=True)
            return
        self.viewer = seat if seat not in self.session.bots else self.viewer
        self._after_answer(events)

    def _after_answer(self, events: list[Event], by_bot: bool = False) -> None:
        self.hint = None
        if self.guide is not None:
            self.guide.answered(events, by_person=not by_bot)
        self._hold_up(events, by_bot)
        self._sound(events)
        if self.speed > 0:
            self.board.animate(events)
        self.since_animation = 0.0
        self.filter_target = None
        self.confirming = None
        self.notice = ""
        if self.match.is_autosave_point(events):
            self._autosave()
        self.refresh()
        if self.match.is_over:
            return
        self._check_turn()

    def _sound(self, events: list[Event]) -> None:
        """What the table sounds like after an answer: the events this screen's viewer may see, and a chime
        when the question passes to a person from someone else."""
        sound = self.app.sound
        sound.play_events([event for event in events if event.visible_to(self.viewer)],
                          getattr(self.match.rules, "sound_events", ()))
        asked = self.session.seat_to_answer
        if asked is not None and asked != self._asked_last and asked not in self.session.bots:
            sound.play("your_turn")
        self._asked_last = asked

    def toggle_mute(self) -> None:
        muted = not self.app.settings.muted
        self.app.apply_settings(self.app.settings.with_changes(muted=muted))
        self.app.toast("Sound muted (M turns it back on)." if muted else "Sound on.")

    def click_target(self, target: str) -> bool:
        """A click on a board element: answer with it, or narrow the panel when several answers share it."""
        prompt = self.prompt
        if prompt is None or not self.human_may_answer or self.confirming:
            return False
        matching = [option for option in prompt.options if option.target == target]
        if not matching:
            return False
        if len(matching) == 1:
            self.choose(matching[0])
        else:
            self.filter_target = target
            self._shown_prompt_key = None
            self.refresh()
        return True

    def undo_blocked_reason(self) -> str:
        """Why Undo can't be used now, or "" when it can."""
        if self.match.is_over:
            return "The game is over."
        if self._asked_human() is None:
            return "Undo is for people: a bot is answering now."
        if self.hinting is not None:
            return "A hint is being worked out: a moment."
        if self.match.undoable_count() == 0:
            return "Nothing to undo: dice were rolled, cards were revealed or another player answered since."
        return ""

    def undo(self) -> None:
        if self.undo_blocked_reason():
            return
        self.session.undo()
        self.confirming = None
        self.filter_target = None
        self.notice = ""
        self._shown_prompt_key = None
        self.refresh()
        self.app.toast("Answer taken back.")

    # --- menus and saving ------------------------------------------------------------
    def open_pause(self) -> None:
        from .pause import PauseScene
        self.app.stack.push(PauseScene(self.app, self))

    def _autosave(self) -> None:
        try:
            autosave(self.match, self.autosave_name)
        except OSError as exc:
            self.app.toast(f"Autosave failed: {exc.strerror or exc}", error=True)

    def on_quit(self) -> None:
        if not self.ended:
            self._autosave()

    def leave_to_title(self) -> None:
        from .title import TitleScene
        if not self.ended:
            self._autosave()
        self.app.stack.reset(TitleScene(self.app))

    def _finish(self) -> None:
        from .end import EndScene
        self.ended = True
        remove_autosave(self.autosave_name)     # a finished game is not something to continue
        self.app.stack.push(EndScene(self.app, self))

    # --- panel contents ------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the answer buttons, undo button and log in line with the match."""
        prompt = self.prompt
        key = (len(self.match.answers), id(prompt), self.shown_seat, self.filter_target,
               self.confirming.value if self.confirming else None)
        if key != self._shown_prompt_key:
            if self._shown_prompt_key is None or key[:3] != self._shown_prompt_key[:3]:
                self._forget_hover()
            self._shown_prompt_key = key
            self._layout_reader()
            self.answers.show(self._panel_options(), enabled=self.human_may_answer, final=self._final_answers(),
                              pinned=self._pinned_answers())
            self._fit_reader_to_answers()
        if self.human_may_answer and self.info.bot_kinds:
            self.bot_button.enable()
        else:
            self.bot_button.disable()
        if self.human_may_answer and self.hints_offered and self.hinting is None:
            self.hint_button.enable()
        else:
            self.hint_button.disable()
        reason = self.undo_blocked_reason()
        if reason:
            self.undo_button.disable()
        else:
            self.undo_button.enable()
        self.undo_button.set_tooltip(reason or "Take back your last answer (U)")
        if len(self.match.log) != self._log_length or self._log_viewer != self.viewer:
            self._log_length = len(self.match.log)
            self._log_viewer = self.viewer
            seen = self._seen_events()
            self.log.set_lines(event_lines(seen), stick_to_bottom=True)
            self.log.scroll_to_bottom()
            self._show_roll(latest_roll(seen))
        self.app.request_redraw()

    _log_viewer: int | None = None

    def _seen_events(self) -> list[Event]:
        """The log as this screen's viewer may read it."""
        return self.match.events_for(self.viewer)

    def _roll_strip_height(self) -> int:
        """The last roll's strip: its heading alone until dice are rolled, then room for dice and words."""
        return self.px(94) if self.last_roll is not None else self.px(22)

    def _show_roll(self, roll: Event | None) -> None:
        """The last roll this screen's viewer may see, with its dice as the board draws them."""
        if roll is self.last_roll:
            return
        self.last_roll = roll
        if getattr(self, "roll_h", None) is not None and self._roll_strip_height() != self.roll_h:
            self._needs_relayout = True      # the first roll: the strip grows, once per match
        try:
            self._roll_dice = self.board.roll_dice(roll, self.px(24)) if roll is not None else []
        except Exception as exc:   # a drawing bug costs the pictures, not the match: the words remain
            print(f"drawing the dice failed: {exc!r}", file=sys.stderr)
            self._roll_dice = []

    def _hold_up(self, events: list[Event], by_bot: bool) -> None:
        """Give what an answer caused time to be seen: a big moment over the board, a bot's dice."""
        if self.speed <= 0:
            return
        visible = [event for event in events if event.visible_to(self.viewer)]
        moment = headline(visible, getattr(self.match.rules, "headline_events", ()))
        if moment:
            self.headline, self.headline_left = moment, HEADLINE_S * self.speed
        if by_bot and has_roll(visible):
            self.bot_hold = max(self.bot_hold, ROLL_HOLD_S * self.speed)

    def _panel_options(self) -> list[Option]:
        prompt = self.prompt
        if prompt is None or not self.human_may_answer:
            return []
        if self.confirming is not None:
            return [Option(CONFIRM, f"Yes: {self.confirming.label}", hint=self.notice),
                    Option(STOP_ASKING, "Yes, and stop asking me",
                           hint="Answers that can't be undone are given at once from now on (Settings turns "
                                "the question back on)."),
                    Option(CANCEL, "Not yet: go back", hint="Nothing is given; choose again.")]
        if self.filter_target is not None:
            narrowed = [o for o in prompt.options if o.target == self.filter_target]
            return narrowed + [Option(SHOW_ALL, "Show all answers")]
        return list(prompt.options)

    def _pinned_answers(self) -> frozenset[str]:
        """The answers kept in view below the others: the game's declines, and the panel's own way back."""
        return frozenset(getattr(self.match.rules, "decline_answers", frozenset())) | {CANCEL, SHOW_ALL}

    def _final_answers(self) -> frozenset[str]:
        """The answers shown with the dice icon: those the match finds can't be undone (and Confirm)."""
        if self.confirming is not None:
            return frozenset({CONFIRM, STOP_ASKING})
        if self.prompt is None or not self.human_may_answer:
            return frozenset()
        return self.match.final_answers()

    def highlights(self) -> frozenset[str]:
        prompt = self.prompt
        if prompt is None or not self.human_may_answer or self.confirming:
            return frozenset()
        if self.hint is not None and self.hint.target:         # a hint lights its own answer's spot alone
            return frozenset({self.hint.target})
        return frozenset(option.target for option in prompt.options if option.target)

    def current_view(self) -> dict:
        key = (len(self.match.answers), len(self.match.log), self.viewer, self.match.undoable_count())
        if key != self._view_key:
            self._view_key = key
            self._view = self.match.view(self.viewer)
        return self._view

    # --- frame ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.board.animating or (self.session.bot_to_answer and not self.ended) or self.hinting is not None or \
            (self.match.is_over and not self.ended) or self.headline_left > 0 or self.board.showing_stand_ins

    def update(self, dt: float) -> bool:
        redraw = self.board.update(dt)
        self.since_animation += dt
        self._key_grace = max(0.0, self._key_grace - dt)
        self.bot_hold = max(0.0, self.bot_hold - dt)
        if self.headline_left > 0:
            self.headline_left -= dt
            if self.headline_left <= 0:
                self.headline, self.headline_left = [], 0.0
                redraw = True
        if self.app.stack.top is not self:
            return redraw
        if self._needs_relayout:
            self.relayout()
            return True
        if self.match.is_over:
            if not self.ended and (not self.board.animating or self.since_animation >= MAX_ANIMATION_WAIT_S * 2):
                self._finish()
            return True
        redraw |= self._show_hint()
        if self.guide is not None:
            redraw |= self.guide.update() | self.guide.follow()
        if self.session.bot_to_answer:
            redraw |= self._step_bots(dt)
        else:
            self._check_turn()
        redraw |= self._update_hover(dt)
        if self._mouse_moved:         # only a moving mouse takes the focus (a resting one leaves the keys theirs)
            self._mouse_moved = False
            redraw |= self.answers.follow_mouse()
        if not redraw or self.board.showing_stand_ins:
            # quiet frames draw ahead; a stand-in on screen is finished on the busiest frames too
            redraw |= self.board.warm_up(BOARD_WARM_UP_S) and self.board.showing_stand_ins
        return redraw

    def update_covered(self, dt: float) -> bool:
        # under the pause menu after a settings change the board's card faces are redrawn at the new
        # size: finish them in quiet frames, or the blank stand-ins would show through the menu
        return self.board.warm_up(BOARD_WARM_UP_S)

    def _step_bots(self, dt: float) -> bool:
        if self.guide is not None and self.guide.active:
            return False            # the table waits while the person reads the guide's step
        if self.speed <= 0:
            # instant: let bots answer for a few milliseconds per frame, so the screen still updates
            deadline = time.perf_counter() + INSTANT_BOT_BUDGET_S
            answered = False
            while self.session.bot_to_answer and time.perf_counter() < deadline:
                if not self._bot_answers():
                    break
                answered = True
                if self.app.stack.top is not self:
                    break
            return answered
        self.bot_timer += dt
        waiting_for_animation = self.board.animating and self.since_animation < MAX_ANIMATION_WAIT_S
        if self.thinking is None and (self.bot_timer < BOT_PAUSE_S * self.speed or waiting_for_animation
                                      or self.bot_hold > 0 or self.headline_left > 0):
            return False
        self.bot_timer = 0.0
        return self._bot_answers()

    def _bot_answers(self) -> bool:
        """The bot asked gives its answer: at once, or, for a bot that thinks for a while, when its thread
        has it (until then False, and the window goes on drawing and taking events)."""
        if not thinks(self.session.bots[self.session.seat_to_answer]):
            self._after_answer(self.session.step_bot(), by_bot=True)
            return True
        if self.thinking is None:
            self.thinking = Thinking(self.session)
            self.notice = f"{self.match.setup.seats[self.session.seat_to_answer].name} is thinking..."
            return True
        if not self.thinking.done:
            return False
        value, self.thinking = self.thinking.answer(), None
        self.notice = ""
        self._after_answer(self.session.answer(value), by_bot=True)
        return True

    def _update_hover(self, dt: float) -> bool:
        if self.hover_pos is None:
            return False
        self.hover_since += dt
        tip = ""
        if self.hover_since >= HOVER_TIP_DELAY_S:
            tip = self.board.tooltip_at(self.hover_pos) if self.board_rect.collidepoint(self.hover_pos) else ""
            if not tip:
                tip = next((text for rect, text in self.status_tips if rect.collidepoint(self.hover_pos)), "")
        # never over the question and its answers, where the player is about to click
        avoid = self.prompt_rect.union(self.answers_rect)
        return self.app.show_tip(self, tip, self.hover_pos, avoid)

    def _forget_hover(self) -> None:
        """The table changed (another seat's view, a new answer): a tip shown now would be about what was."""
        self.hover_since = 0.0
        self.app.show_tip(self, "", (0, 0))

    def _board_takes(self, event: pygame.event.Event) -> bool:
        """Wheel, right / middle drag and + - 0 over the board go to the board first (a zoomable map)."""
        pos = getattr(event, "pos", None) or self.hover_pos or pygame.mouse.get_pos()
        over = self.board_rect.collidepoint(pos)
        if event.type == pygame.MOUSEWHEEL and over or \
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button in (2, 3) and over or \
                event.type == pygame.MOUSEMOTION and any(getattr(event, "buttons", (0, 0, 0))[1:3]):
            if self.board.handle_event(event):
                self.app.request_redraw()
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) \
                and self._board_takes(event):
            return True
        if event.type == pygame.KEYUP and event.key == self._swallowed_key:
            self._swallowed_key = None
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == self._swallowed_key or (event.key in ANSWER_KEYS and self._key_grace > 0):
                return True      # the press (or its repeat) that passed the screen on answers nothing here
            return self._handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self._mouse_moved = True
            self.hover_pos = event.pos
            self.hover_since = 0.0
            target = self.board.hit_test(event.pos) if self.board_rect.collidepoint(event.pos) else None
            if target != self.hover_target:
                self.hover_target = target
                self.app.request_redraw()
            self.app.show_tip(self, "", event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board_rect.collidepoint(event.pos):
            if self.headline:          # a click puts the headline down (and answers nothing)
                self.headline, self.headline_left = [], 0.0
                self.app.request_redraw()
                return True
            target = self.board.hit_test(event.pos)
            return bool(target) and target in self.highlights() and self.click_target(target)
        if event.type == pygame.MOUSEWHEEL:
            pos = self.hover_pos or pygame.mouse.get_pos()
            if self.reader_shown and self.reader.handle_event(event, pos=pos):
                return True
            return self.log.handle_event(event, pos=pos)
        return False

    def _handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in BOARD_ZOOM_KEYS and self.hover_pos is not None and self.board_rect.collidepoint(self.hover_pos) \
                and self.board.handle_event(event):
            self.app.request_redraw()
            return True
        if event.key == pygame.K_ESCAPE:
            if self.confirming is not None:
                self.choose(Option(CANCEL, ""))
            elif self.filter_target is not None:
                self.choose(Option(SHOW_ALL, ""))
            else:
                self.open_pause()
            return True
        if event.key == pygame.K_b:
            self.bot_answers()
            return True
        if event.key == pygame.K_h:
            self.ask_hint()
            return True
        if event.key == pygame.K_m:
            self.toggle_mute()
            return True
        if event.key == pygame.K_u:
            if self.undo_blocked_reason():
                self.app.toast(self.undo_blocked_reason(), error=True)
            else:
                self.undo()
            return True
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            # the reader, when a body is shown, else the log
            return (self.reader if self.reader_shown else self.log).handle_event(event, keys=True)
        return self.answers.handle_key(event)
