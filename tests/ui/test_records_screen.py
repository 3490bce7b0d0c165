"""The Records screen, driven with real events: one game at a time chosen by its button (or the keys), its summary
from the records' statistics (games by bots alone left out, and said so), a chart drawn once and not again on
an idle frame, the games newest first with a Watch button that opens the replay viewer, and every bad file
(a replay deleted or damaged, a damaged records file) said in words, never a crash."""
from __future__ import annotations

import pygame
import pytest

from game.app.matches import new_session, record_finished, recorded_replay
from game.app.scenes.records import NO_RECORDS, RecordsScene
from game.app.scenes.replay import ReplayScene
from game.core.paths import records_dir
from game.core.records import RECORDS_NAME, MatchRecord, Records, SeatRecord
from game.core.registry import all_games
from game.core.rules import MatchSetup, Seat

HZR, TWOM = "hit_z_road", "this_war_of_mine"
DAY = 86_400
BASE = 1_699_963_200.0      # noon (UTC) on 14 Nov 2023: the same day in any time zone


def rec(at, *seats, game=HZR, name="Hit Z Road", answers=50, rank=None, record_id=None):
    """A record at day `at`; each seat is (bot or None, won, score)."""
    return MatchRecord(record_id or f"{game}-{at}", game, name, BASE + at * DAY,
                       tuple(SeatRecord(f"seat{i}", bot, won, score) for i, (bot, won, score) in enumerate(seats)),
                       (), 7, answers, f"the outcome of game {at}", rank)


def write_records(*records):
    """The records file as an earlier run left it (written before the app first reads it)."""
    kept = Records()
    for record in records:
        kept.add(record)


def two_games():
    write_records(
        rec(1, (None, True, 14), rank="Good", answers=40),
        rec(2, (None, False, 0), answers=90),
        rec(3, (None, True, 20), rank="Call Me Daryl"),
        rec(4, (None, True, 5), ("heuristic", False, 3)),
        rec(5, (None, False, 0), ("heuristic", True, 8)),
        rec(6, ("random", True, 4), ("random", False, 0)),           # bots alone: recorded, not counted
        rec(7, ("heuristic", False, 0), ("random", True, 2)),
        rec(8, (None, False, 55), game=TWOM, name="This War of Mine", answers=300),
        rec(9, (None, False, 71), game=TWOM, name="This War of Mine", answers=250))


def open_records(driver) -> RecordsScene:
    driver.click("Records")
    scene = driver.scene
    assert isinstance(scene, RecordsScene), scene.name
    return scene


def finished_bot_game(app):
    """A real match played to its end by bots, recorded as the end screen does: its replay written."""
    session = new_session(app, MatchSetup(HZR, (Seat("Bot Ana", 0, "random"), Seat("Bot Ben", 1, "random")), 3, ()))
    session.play_bots_to_end()
    record, _phrases = record_finished(app, session.match)
    assert recorded_replay(record).is_file()
    return record


def test_with_no_records_a_friendly_line_and_every_game_to_choose(make_app):
    app, driver = make_app()
    scene = open_records(driver)
    app.run_frames(5)
    assert scene.summary_lines() == [NO_RECORDS]
    assert scene.game_id == all_games()[0].id, "no records: the first game"
    for info in all_games():
        assert driver.has_button(info.name)
    driver.click(all_games()[1].name)
    assert driver.scene.game_id == all_games()[1].id and driver.scene.summary_lines() == [NO_RECORDS]
    assert not app.records.problem
    driver.click("Back")
    assert driver.scene.name == "title"


def test_the_game_buttons_switch_the_summary_and_bots_alone_are_mentioned_not_counted(make_app):
    two_games()
    app, driver = make_app()
    scene = open_records(driver)
    assert scene.game_id == TWOM, "it opens on the game played most recently"
    assert scene.summary_lines()[0] == "2 played, 0 won (0%)"
    assert "2 games, 0 won (0%)" in scene.summary_lines() and "Best 71, 23 Nov 2023" in scene.summary_lines()
    driver.click("Hit Z Road")
    scene = driver.scene
    assert scene.game_id == HZR and scene.stats.played == 5 and scene.stats.won == 3
    lines = scene.summary_lines()
    assert lines[:2] == ["5 played, 3 won (60%)", "Streak: 0 now, best 2"]
    assert "1 player: 3 played, 2 won (67%)" in lines and "2 players: 2 played, 1 won (50%)" in lines
    assert "Heuristic: 2 played, 1 won (50%)" in lines, "the bots at a person's table, not the bots' own games"
    assert "Average score 11.3" in lines and "Best 20 (Call Me Daryl), 17 Nov 2023" in lines
    assert "Ranks: Call Me Daryl ×1, Good ×1" in lines
    assert "Longest: 90 answers, 16 Nov 2023" in lines and "Shortest: 40 answers, 15 Nov 2023" in lines
    assert lines[-1] == "2 games played by bots alone are not counted"
    assert [record.id for record in scene.games][:2] == [f"{HZR}-7", f"{HZR}-6"], "the list, newest first"
    assert len(scene.games) == 7, "bots alone are listed all the same"


def test_a_game_only_the_records_know_gets_a_button_of_its_own(make_app):
    write_records(rec(1, (None, True, 3), game="gone_game", name="A Game Since Removed"))
    app, driver = make_app()
    scene = open_records(driver)
    assert scene.game_id == "gone_game" and driver.has_button("A Game Since Removed")
    assert scene.summary_lines()[0] == "1 played, 1 won (100%)"
    app.run_frames(2)
    assert scene.chart_renders == 1, "one game: a line of words where the chart goes"


def test_the_chart_is_drawn_once_not_again_on_an_idle_frame(make_app):
    two_games()
    app, driver = make_app()
    scene = open_records(driver)
    app.run_frames(5)
    assert scene.chart_renders == 1
    assert scene.chart().get_size() == scene.chart_rect.size
    drawn = app.frames_drawn
    app.request_redraw()
    app.run_frames(5)
    assert app.frames_drawn > drawn and scene.chart_renders == 1, "drawn again from its cached picture"
    assert scene.update(1 / 60) is False, "nothing moves on its own: the idle loop sleeps"
    driver.click("Hit Z Road")
    assert driver.scene is scene and scene.chart_renders == 2, "another game: drawn afresh, once"
    app.request_redraw()
    app.run_frames(5)
    assert scene.chart_renders == 2


def test_watch_opens_the_replay_of_a_real_game_and_esc_comes_back(make_app):
    app, driver = make_app()
    record = finished_bot_game(app)
    scene = open_records(driver)
    assert scene.game_id == HZR and scene.summary_lines()[-1] == "1 game played by bots alone is not counted"
    driver.click(scene.watch_buttons[record.id])
    assert isinstance(driver.scene, ReplayScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is scene and driver.has_button("Watch")


@pytest.mark.parametrize("harm", ["deleted", "damaged"])
def test_a_replay_deleted_or_damaged_is_a_toast_and_the_screen_stays(make_app, harm):
    app, driver = make_app()
    record = finished_bot_game(app)
    scene = open_records(driver)
    path = recorded_replay(record)
    if harm == "deleted":
        path.unlink()
    else:
        path.write_text("{ not a replay")
    app.clear_toasts()
    driver.click(scene.watch_buttons[record.id])
    assert driver.scene is scene
    assert app.toasts and app.toasts[-1].startswith("Can't watch this game:"), app.toasts
    app.run_frames(3)
    # built again (another game and back), a deleted replay has no button at all
    driver.click("Salvation Road")
    driver.click("Hit Z Road")
    assert driver.has_button("Watch") is (harm == "damaged")


def test_a_damaged_records_file_is_said_on_the_screen(make_app):
    records_dir().mkdir(parents=True, exist_ok=True)
    (records_dir() / RECORDS_NAME).write_text("{ garbage")
    app, driver = make_app()
    scene = open_records(driver)
    app.clear_toasts()           # the app's own toast of the problem: gone, so only the screen's words are red
    app.run_frames(3)
    assert "could not be read" in app.records.problem and "set aside" in app.records.problem
    assert scene.summary_lines() == [NO_RECORDS]
    # the words are on screen, in the danger colour, beside the Back button
    left = scene.back_button.rect.right
    footer = pygame.Rect(left, scene.footer_y, app.window_size[0] - left, scene.back_button.rect.height)
    red = sum(1 for x in range(footer.left, footer.right, 2) for y in range(footer.top, footer.bottom, 2)
              if sum(abs(a - b) for a, b in zip(app.surface.get_at((x, y))[:3], (238, 120, 112))) < 40)
    assert red > 20


def test_the_keys_move_among_the_game_buttons_and_enter_chooses(make_app):
    two_games()
    app, driver = make_app()
    scene = open_records(driver)
    ids = [game_id for game_id, _name in scene.choices]
    assert scene.focus.current is scene.game_buttons[ids.index(TWOM)], "the keys start on the game shown"
    driver.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    chosen = ids[ids.index(TWOM) - 1]
    assert scene.focus.current is scene.game_buttons[ids.index(chosen)]
    driver.key(pygame.K_RETURN)
    assert driver.scene.game_id == chosen
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)
    assert driver.scene.game_id == ids[ids.index(chosen) - 2]
