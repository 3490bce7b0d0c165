"""Damaged saves never keep the title from opening; an unexpected error shows the error screen."""
from __future__ import annotations

import json

import pygame

from game.app.scenes.error import ErrorScene
from game.app.scenes.load import LoadScene
from game.app.scenes.match import MatchScene
from game.app.scenes.title import TitleScene
from game.core import saves
from game.core.paths import bug_reports_dir, saves_dir

from .test_app import start_dash

DAMAGED = {
    "nested.json": b"[" * 100_000,
    "long-number.json": b'{"format": "survival-tabletop-save", "version": ' + b"9" * 5000 + b"}",
    "bad-time.json": None,      # a real save whose saved_at is text, with a fresh checksum
    "null-time.json": None,
}


def _write_damaged_saves(match) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name, raw in DAMAGED.items():
        if raw is not None:
            (folder / name).write_bytes(raw)
            continue
        body = saves.match_body(match, "edited")
        body["saved_at"] = "last tuesday" if name == "bad-time.json" else None
        (folder / name).write_bytes(saves.encode(body))


def test_title_opens_over_a_saves_folder_of_damaged_files(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    _write_damaged_saves(match_scene.match)
    driver.key(pygame.K_ESCAPE)
    driver.click("Save")
    good = next(saves_dir().glob("save-*.json"))
    for autosave in saves_dir().glob("autosave*.json"):
        autosave.unlink()
    app.stack.reset(TitleScene(app))
    app.run_frames(2)
    assert isinstance(driver.scene, TitleScene)
    assert driver.scene.latest.path == good, "Continue skips the damaged files"
    driver.click("Load")
    listed = {summary.path.name: summary for summary in driver.scene.saves}
    for name in DAMAGED:
        assert not listed[name].ok and listed[name].reason, name
        assert not driver.scene.load_buttons[name].is_enabled
    assert listed[good.name].ok


def test_an_edited_save_is_refused_on_opening_and_marked_on_the_load_list(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    driver.key(pygame.K_1)
    driver.key(pygame.K_ESCAPE)
    driver.click("Save")
    path = next(saves_dir().glob("save-*.json"))
    document = json.loads(path.read_text())
    document["body"]["answers"][0][1] = "no-such-answer"
    path.write_bytes(saves.encode(document["body"]))
    driver.click("Quit to title")
    for autosave in saves_dir().glob("autosave*.json"):
        autosave.unlink()
    app.stack.reset(TitleScene(app))
    app.run_frames(2)
    driver.click("Continue", startswith=True)          # the envelope is fine, so Continue offers it; opening checks it all
    scene = driver.scene
    assert isinstance(scene, LoadScene), "a save that fails its check is shown on the Load screen"
    row = next(summary for summary in scene.saves if summary.path == path)
    assert not row.ok and "not a legal answer" in row.reason
    assert any("not a legal answer" in toast for toast in app.toasts)


def test_an_unexpected_error_shows_the_error_screen_keeps_the_autosave_and_saves_a_report(
        make_app, standin_game, monkeypatch):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    driver.key(pygame.K_ESCAPE)
    driver.click("Quit to title")          # leaves an autosave of the match
    autosave_path = saves_dir() / match_scene.autosave_name
    autosave = autosave_path.read_bytes()
    driver.click("Continue", startswith=True)
    match_scene = driver.app.stack.find(MatchScene)

    def broken_draw(surface):
        raise RuntimeError("the board fell off the table")

    monkeypatch.setattr(match_scene, "draw", broken_draw)
    app.request_redraw()
    app.run_frames(2)
    assert isinstance(driver.scene, ErrorScene)
    assert "RuntimeError while drawing: the board fell off the table" in driver.scene.report.summary
    assert app.running
    assert autosave_path.read_bytes() == autosave, "the autosave is kept as it was"
    driver.click("Save a bug report")
    reports = sorted(bug_reports_dir().glob("bug-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text()
    assert "the board fell off the table" in text and "app version:" in text and "Traceback" in text
    saved_match = reports[0].with_name(reports[0].stem + "-save.json")
    assert saves.read_body(saved_match)["game_id"] == match_scene.match.setup.game_id
    assert any(str(reports[0]) in toast for toast in app.toasts)
    driver.click("Back to title")
    assert isinstance(driver.scene, TitleScene)
    driver.click("Continue", startswith=True)
    assert driver.app.stack.find(MatchScene).match.state_hash() == match_scene.match.state_hash()


def test_an_error_in_a_button_and_then_in_the_error_screen_never_closes_the_app(make_app, monkeypatch):
    app, driver = make_app()
    from game.app.scenes.settings import SettingsScene
    monkeypatch.setattr(SettingsScene, "build_content", lambda self: 1 / 0)
    driver.click("Settings")
    assert isinstance(driver.scene, ErrorScene)
    assert "ZeroDivisionError while handling input" in driver.scene.report.summary
    monkeypatch.setattr(ErrorScene, "draw", lambda self, surface: [][1])
    app.request_redraw()
    app.run_frames(2)
    assert app.running and app._bare_crash is not None, "a plain-text message is the last resort"
    assert list(bug_reports_dir().glob("bug-*.txt")), "the last resort writes its report at once"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    assert not app.running
