"""Learn to play's callouts over the match screen (core/guides.py says what a guide is).

A step on show is a box of words beside what it points at (a board element, or a part of the panel),
a ring round that, and two buttons: Got it, and Skip the guide. The person answers the questions
themselves; answering also moves the guide on. When the last step is read, the guide's closing words
show once, and the match goes on as any other.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..core.guides import Guide, GuideRun, GuideStep
from ..ui.theme import Colors
from ..ui.widgets import blit_text, blit_wrapped, draw_panel, ellipsize, make_button, wrap_text

if TYPE_CHECKING:
    from .scenes.match import MatchScene

BOX_WIDTH = 380         # at scale 1


class GuideOverlay:
    def __init__(self, scene: "MatchScene", guide: Guide) -> None:
        self.scene = scene
        self.run = GuideRun(guide)
        self.outro_shown = False
        self.outro_showing = False
        self.got_it_button = None
        self.skip_button = None
        self.box = pygame.Rect(0, 0, 0, 0)       # where the box and its buttons are (moved together)
        self._lines: list[str] = []
        self._followed: tuple = ()

    # --- where the guide stands ------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.run.step is not None or self.outro_showing

    @property
    def over(self) -> bool:
        return self.run.finished and not self.outro_showing

    def _text(self) -> tuple[str, str]:
        """(heading, words) of what is on show."""
        if self.outro_showing:
            return self.run.guide.title, self.run.guide.outro
        return f"Learn to play · {self.run.index + 1} of {len(self.run.guide.steps)}", self.run.step.text

    def follow(self) -> bool:
        """Keep the box beside what it points at, which the board places only as it draws (and moves as the
        table changes): the box and its buttons move with it. True when they moved."""
        if not self.active:
            return False
        key = (self._text(), tuple(self.target_rect(self.run.step) or ()) if not self.outro_showing else ())
        if key == self._followed:
            return False
        self._followed = key
        box = self._layout()[0]
        if box == self.box:
            return False
        self.rebuild()
        return True

    def update(self, events=()) -> bool:
        """Look for the next step's moment: the start, the question asked of the person, or one of `events`
        (an answer's, handed over as it is given: a moment is never missed between frames); True when what is
        on show changed."""
        scene = self.scene
        if self.run.finished:
            if not self.run.skipped and not self.outro_shown:
                self.outro_shown = self.outro_showing = True
                self.rebuild()
                return True
            return False
        prompt = scene.prompt if scene.human_may_answer else None
        if self.run.look(prompt, events):
            self.rebuild()
            return True
        return False

    def answered(self, events, by_person: bool) -> None:
        """An answer was given: a step on show has been acted on, if the person gave it; then its events
        may bring the next step."""
        if by_person and self.run.step is not None:
            self.run.done()
            self._kill_buttons()
        self.update(events)

    def got_it(self) -> None:
        if self.outro_showing:
            self.outro_showing = False
        else:
            self.run.done()
        self._kill_buttons()
        self.update()
        self.scene.app.request_redraw()

    def skip(self) -> None:
        self.run.skip()
        self.outro_showing = False
        self._kill_buttons()
        self.scene.app.toast("Guide skipped: the game goes on as any other.")
        self.scene.app.request_redraw()

    # --- drawing -----------------------------------------------------------------------------------------
    def target_rect(self, step: GuideStep | None) -> pygame.Rect | None:
        if step is None or not step.point_at:
            return None
        scene = self.scene
        panel = {"answers": scene.answers_rect, "question": scene.prompt_rect, "log": scene.log_rect,
                 "roll": scene._roll_rect(),
                 "seats": scene.status_rect, "hint": scene.hint_button.rect, "bot": scene.bot_button.rect,
                 "undo": scene.undo_button.rect, "menu": scene.menu_button.rect}
        if step.point_at in panel:
            return pygame.Rect(panel[step.point_at])
        return scene.board.target_rect(step.point_at)

    def _place(self, height: int) -> pygame.Rect:
        """The box: beside what it points at, on the board, never over it; at the board's foot otherwise."""
        scene = self.scene
        board = scene.board_rect
        width = min(scene.px(BOX_WIDTH), board.width - scene.px(24))
        box = pygame.Rect(0, 0, width, height)
        target = self.target_rect(self.run.step)
        margin = scene.px(14)
        if target is None:
            box.midbottom = (board.centerx, board.bottom - margin)
            return box
        if not board.colliderect(target):          # a part of the panel: at the board's edge beside it
            box.midright = (board.right - margin, target.centery)
            box.clamp_ip(board.inflate(-margin, -margin))
            return box
        for place in ("below", "above", "left", "right"):
            if place == "below":
                box.midtop = (target.centerx, target.bottom + margin)
            elif place == "above":
                box.midbottom = (target.centerx, target.top - margin)
            elif place == "left":
                box.midright = (target.left - margin, target.centery)
            else:
                box.midleft = (target.right + margin, target.centery)
            box.clamp_ip(board.inflate(-margin, -margin))
            if not box.colliderect(target):
                return box
        box.midbottom = (board.centerx, board.bottom - margin)
        return box

    def _layout(self) -> tuple[pygame.Rect, list[str], int]:
        scene = self.scene
        heading, words = self._text()
        font = scene.fonts.body()
        pad = scene.px(14)
        width = min(scene.px(BOX_WIDTH), scene.board_rect.width - scene.px(24))
        lines = wrap_text(words, font, width - 2 * pad)
        button_h = scene.px(34)
        height = pad + scene.px(24) + len(lines) * font.get_linesize() + scene.px(10) + button_h + pad
        return self._place(height), lines, button_h

    def rebuild(self) -> None:
        """(Re)make the buttons for what is on show (after a step comes up, or the screen was laid out anew)."""
        self._kill_buttons()
        if not self.active:
            return
        scene = self.scene
        self.box, self._lines, button_h = self._layout()
        pad = scene.px(14)
        y = self.box.bottom - pad - button_h
        got_w = scene.px(110)
        self.got_it_button = make_button(scene.manager, pygame.Rect(self.box.right - pad - got_w, y, got_w, button_h),
                                         "Got it", self.got_it, object_id="#primary",
                                         tooltip="On to the next step (answering the question does too)")
        scene.app.widgets_changed()
        if not self.outro_showing:
            skip_w = scene.px(150)
            self.skip_button = make_button(scene.manager, pygame.Rect(self.box.x + pad, y, skip_w, button_h),
                                           "Skip the guide", self.skip, class_id="@small",
                                           tooltip="Leave the guide; the game goes on as any other")

    def _kill_buttons(self) -> None:
        for button in (self.got_it_button, self.skip_button):
            if button is not None:
                button.kill()
        self.got_it_button = self.skip_button = None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        scene = self.scene
        box, lines = self.box, self._lines     # the buttons' box: follow() moves both when the target moves
        target = None if self.outro_showing else self.target_rect(self.run.step)
        if target is not None:
            ring = target.inflate(scene.px(10), scene.px(10))
            pygame.draw.rect(surface, Colors.ACCENT, ring, width=max(2, scene.px(3)), border_radius=scene.px(8))
            pygame.draw.line(surface, Colors.ACCENT, _nearest_edge(box, ring.center), _nearest_edge(ring, box.center),
                             max(2, scene.px(3)))
        draw_panel(surface, box)
        pygame.draw.rect(surface, Colors.ACCENT, box, width=max(1, scene.px(2)), border_radius=scene.px(8))
        pad = scene.px(14)
        heading, _ = self._text()
        heading_font = scene.fonts.get(15, bold=True)
        blit_text(surface, ellipsize(heading, heading_font, box.width - 2 * pad), heading_font, Colors.ACCENT,
                  (box.x + pad, box.y + pad))
        body = pygame.Rect(box.x + pad, box.y + pad + scene.px(24), box.width - 2 * pad,
                           len(lines) * scene.fonts.body().get_linesize())
        blit_wrapped(surface, "\n".join(lines), scene.fonts.body(), Colors.TEXT, body)


def _nearest_edge(rect: pygame.Rect, toward: tuple[int, int]) -> tuple[int, int]:
    """The point of rect's edge nearest to a point outside it (where the pointer line leaves the box)."""
    x = min(max(toward[0], rect.left), rect.right)
    y = min(max(toward[1], rect.top), rect.bottom)
    return x, y
