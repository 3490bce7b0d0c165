"""The end of a match: who won, the scores, and Back to title / Rematch."""
from __future__ import annotations

from dataclasses import replace

import pygame

from ...ui.theme import Colors
from ...ui.widgets import blit_text, blit_wrapped, ellipsize, make_button, seat_badge
from ..matches import new_session, random_seed
from .base import OverlayScene


class EndScene(OverlayScene):
    name = "end"
    title = "Game over"
    card_size = (560, 560)

    def __init__(self, app, match_scene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.match = match_scene.match
        self.outcome = self.match.outcome()
        self.campaign_path = None
        self.campaign_problem = ""
        from ..campaigns import campaign_of, record_end
        if campaign_of(self.match) is not None:
            try:
                self.campaign_path = record_end(self.match)
            except Exception as exc:      # the campaign file is damaged or gone: say so, lose nothing else
                self.campaign_problem = f"The campaign file could not be updated: {exc}"
        self._note_progress(app)
        self._note_record(app)
        self._sting(app)

    def _note_record(self, app) -> None:
        """The match goes in the records, with its replay; how it compares is said on the card."""
        from ..campaigns import campaign_of
        from ..matches import record_finished
        self.comparisons: list[str] = []
        try:
            _record, self.comparisons = record_finished(app, self.match, campaign_of(self.match) or "")
        except Exception as exc:       # the records are a courtesy: the end of the game is shown whatever happens
            app.toast(f"The game could not be recorded: {exc}", error=True)

    def _sting(self, app) -> None:
        """A win or a loss, heard: the people's, or when only bots played, the table's."""
        seats = self.match.setup.seats
        winners = self.outcome.winners if self.outcome is not None else ()
        people = [index for index, seat in enumerate(seats) if seat.is_human]
        won = any(index in winners for index in people) if people else bool(winners)
        app.sound.play("win" if won else "lose")

    def _note_progress(self, app) -> None:
        """A first win here may open a locked variant (game/app/progress.py): say which."""
        try:
            news = app.progress.record_end(self.match)
        except OSError as exc:
            app.toast(f"Your progress could not be saved: {exc}", error=True)
            return
        info = self.match.rules.info
        opened = [v.name for v in info.variants if v.unlocked_by] if news else []
        if opened:
            app.toast(f"Opened for {info.name}: {', '.join(opened)} (on New game).")

    def build(self) -> None:
        # tall enough for the summary and one row per seat, no more
        self.card_size = (560, 120 + 90 + 40 * len(self.match.setup.seats) + 110 + 48 + (50 if self.comparisons else 0))
        super().build()

    def build_card(self) -> None:
        app = self.app
        width = (self.card.width - app.px(72)) // 2
        y = self.card.bottom - app.px(74)
        self.title_button = make_button(self.manager, pygame.Rect(self.card.x + app.px(28), y, width, app.px(48)),
                                        "Back to title", self.back_to_title, object_id="#menu")
        right = pygame.Rect(self.card.right - app.px(28) - width, y, width, app.px(48))
        if self.campaign_path is not None:
            self.rematch_button = make_button(self.manager, right, "Back to the campaign", self.to_campaign,
                                              object_id="#primary", tooltip="The next chapter, or this mission again")
        else:
            self.rematch_button = make_button(self.manager, right, "Rematch", self.rematch, object_id="#primary",
                                              tooltip="Same seats and variants, a new seed",
                                              enabled=not self.campaign_problem)
        watch_w = app.px(220)
        self.watch_button = make_button(self.manager, pygame.Rect(self.card.centerx - watch_w // 2,
                                                                  y - app.px(48), watch_w, app.px(38)),
                                        "Watch it again", self.watch, class_id="@small",
                                        tooltip="Step through the game from its start, answer by answer")
        self.focus.set_buttons([self.rematch_button, self.title_button, self.watch_button])

    def close(self) -> None:   # Esc: look at the final table and go back to the title
        self.back_to_title()

    def watch(self) -> None:
        from ...core.replays import replay_of
        from .replay import open_replay
        open_replay(self.app, replay_of(self.match))

    def back_to_title(self) -> None:
        from .title import TitleScene
        self.app.stack.reset(TitleScene(self.app))

    def to_campaign(self) -> None:
        from .campaign import CampaignScene
        from .title import TitleScene
        try:
            scene = CampaignScene(self.app, self.campaign_path)
        except Exception as exc:
            self.app.toast(f"Can't open the campaign: {exc}", error=True)
            return
        self.app.stack.reset(TitleScene(self.app))
        self.app.stack.push(scene)

    def rematch(self) -> None:
        from .match import MatchScene
        from .title import TitleScene
        setup = replace(self.match.setup, seed=random_seed())
        try:
            scene = MatchScene(self.app, new_session(self.app, setup))
        except Exception as exc:  # content or board trouble: stay here and say why
            self.app.toast(f"Can't start a rematch: {exc}", error=True)
            return
        self.app.stack.reset(TitleScene(self.app))
        self.app.stack.push(scene)

    def winners_text(self) -> str:
        if self.outcome is None:
            return "The game ended."
        seats = self.match.setup.seats
        names = [seats[i].name for i in self.outcome.winners]
        if not names:
            return "Nobody made it."
        if len(names) == 1:
            return f"{names[0]} wins!"
        return " and ".join([", ".join(names[:-1]), names[-1]]) + " win!"

    def draw_card(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        card = self.card
        blit_text(surface, self.winners_text(), fonts.get(24, bold=True), Colors.ACCENT,
                  (card.centerx, card.y + app.px(76)), "midtop")
        y = card.y + app.px(120)
        summary = " ".join(part for part in (self.outcome.summary if self.outcome else "", self.campaign_problem) if part)
        if summary:
            y += blit_wrapped(surface, summary, fonts.body(), Colors.TEXT_MUTED,
                              pygame.Rect(card.x + app.px(36), y, card.width - app.px(72), app.px(70)), max_lines=3)
        if self.comparisons:
            y += app.px(6) + blit_wrapped(surface, " ".join(self.comparisons), fonts.get(15, bold=True), Colors.ACCENT,
                                          pygame.Rect(card.x + app.px(36), y + app.px(6), card.width - app.px(72),
                                                      app.px(44)), max_lines=2)
        y += app.px(14)
        seats = self.match.setup.seats
        scores = self.outcome.scores if self.outcome else ()
        order = sorted(range(len(seats)), key=lambda i: -(scores[i] if i < len(scores) else 0))
        row_h = app.px(40)
        badge = app.px(26)
        for place, index in enumerate(order):
            row = pygame.Rect(card.x + app.px(36), y + place * row_h, card.width - app.px(72), row_h - app.px(6))
            if row.bottom > self.watch_button.rect.top - app.px(10):
                break
            winner = self.outcome is not None and index in self.outcome.winners
            pygame.draw.rect(surface, Colors.PANEL if not winner else (61, 55, 32), row, border_radius=app.px(6))
            surface.blit(seat_badge(seats[index].color, badge, app.settings.colorblind),
                         (row.x + app.px(10), row.centery - badge // 2))
            font = fonts.get(17, bold=winner)
            blit_text(surface, ellipsize(f"{place + 1}. {seats[index].name}", font, row.width - app.px(160)), font,
                      Colors.TEXT, (row.x + badge + app.px(22), row.centery), "midleft")
            if index < len(scores):
                blit_text(surface, f"{scores[index]}", fonts.get(20, bold=True),
                          Colors.ACCENT if winner else Colors.TEXT, (row.right - app.px(14), row.centery), "midright")
