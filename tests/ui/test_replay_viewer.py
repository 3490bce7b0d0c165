"""The replay viewer through the real screens by real events: a game played to its end, watched again from the
end screen step by step with every position's state and board view the same as when it was played; the keys
and buttons that move through it; a seat's view and the table's; export, and a save watched from Load; the end
screen recording the game with its replay; and `python -m game replay FILE --png`."""
from __future__ import annotations

import pygame

from game.app.matches import new_session, recorded_replay
from game.app.scenes.end import EndScene
from game.app.scenes.match import MatchScene
from game.app.scenes.replay import PLAY_SPEEDS, ReplayScene
from game.core.jsondata import fingerprint
from game.core.replays import read_replay
from game.core.rules import MatchSetup, Seat


def _played_to_the_end(app, driver, seats, seed: int):
    scene = MatchScene(app, new_session(app, MatchSetup("hit_z_road", seats, seed, ())))
    app.stack.push(scene)
    seen = [(scene.match.state_hash(), fingerprint(scene.match.view(None)))]
    after_answer = scene._after_answer

    def noted(events, by_bot=False):
        seen.append((scene.match.state_hash(), fingerprint(scene.match.view(None))))
        after_answer(events, by_bot)
    scene._after_answer = noted
    driver.run_until(lambda: isinstance(driver.scene, EndScene), 20_000)
    assert isinstance(driver.scene, EndScene), driver.scene.name
    return scene.match, seen


def test_a_finished_game_watched_again_is_the_game_played_at_every_step(make_app):
    app, driver = make_app()
    match, seen = _played_to_the_end(app, driver, (Seat("Ana", 0, "heuristic"), Seat("Bo", 1, "random")), 21)
    assert len(seen) == len(match.answers) + 1
    driver.click("Watch it again")
    viewer = driver.scene
    assert isinstance(viewer, ReplayScene) and viewer.cursor.step == 0 and viewer.viewer is None
    for step in range(len(match.answers) + 1):
        assert (viewer.match.state_hash(), fingerprint(viewer.current_view())) == seen[step], f"step {step}"
        if step < len(match.answers):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
            app.run_frames(1)
    assert viewer.cursor.step == viewer.cursor.steps and viewer.prompt is None
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, EndScene), "closing the replay goes back where it was opened from"


def test_the_keys_and_buttons_move_through_the_game_and_change_whose_view_it_is(make_app):
    app, driver = make_app()
    match, _seen = _played_to_the_end(app, driver, (Seat("Ana", 0, "heuristic"), Seat("Bo", 1, "heuristic")), 4)
    driver.click("Watch it again")
    viewer = driver.scene
    driver.key(pygame.K_END)
    assert viewer.cursor.step == viewer.cursor.steps
    driver.key(pygame.K_LEFT)
    assert viewer.cursor.step == viewer.cursor.steps - 1 and viewer.cursor.given() == match.answers[-1]
    assert viewer.answers.options[0].label.startswith("Answered: "), "the answer given is shown, not offered"
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_DOWN)
    second_round = viewer.cursor.step
    assert second_round > 0 and viewer.match.progress() == "Round 2 of 8"
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_UP)
    assert viewer.cursor.step == second_round
    driver.click(">")
    assert viewer.cursor.step == second_round + 1
    driver.click("<")
    driver.click("|<")
    assert viewer.cursor.step == 0
    driver.click("View: The table")
    assert viewer.revealing and driver.has_button("View: Everything"), "the game is over: nothing is secret"
    assert viewer.current_view() == match.rules.revealed_view(viewer.match.state)
    assert len(viewer._seen_events()) == len(viewer.match.log), "every seat's events in the log"
    driver.key(pygame.K_s)
    assert viewer.viewer == 0 and not viewer.revealing and driver.has_button("View: Ana")
    assert viewer.current_view() == match.rules.view(viewer.match.state, 0), "the board shows Ana's view"
    driver.key(pygame.K_s)
    assert viewer.viewer == 1
    driver.key(pygame.K_s)
    assert viewer.viewer is None and not viewer.revealing and driver.has_button("View: The table")
    driver.click("Play")
    assert viewer.playing and driver.has_button("Pause")
    app.run_frames(10, dt=0.25)
    assert viewer.cursor.step >= 4, f"{PLAY_SPEEDS[viewer.speed_index]} answers a second"
    driver.key(pygame.K_SPACE)
    paused_at = viewer.cursor.step
    app.run_frames(10, dt=0.25)
    assert not viewer.playing and viewer.cursor.step == paused_at


def test_the_end_screen_records_the_game_with_its_replay_and_export_writes_one(make_app):
    app, driver = make_app()
    match, _seen = _played_to_the_end(app, driver, (Seat("Ana", 0, "heuristic"), Seat("Bo", 1, "random")), 8)
    record = app.records.entries[-1]
    assert record.game_id == "hit_z_road" and record.answers == len(match.answers)
    assert read_replay(recorded_replay(record)).answers == tuple(match.answers)
    driver.click("Watch it again")
    path = driver.scene.export()
    assert path is not None and read_replay(path).answers == tuple(match.answers)
    driver.click("Export")
    assert any("Replay exported to" in toast for toast in app.toasts)


def test_a_save_is_watched_from_the_load_screen(make_app):
    from game.app.matches import save_now
    app, driver = make_app()
    scene = MatchScene(app, new_session(app, MatchSetup("hit_z_road", (Seat("Ana", 0, "random"), Seat("Bo", 1, "random")),
                                                        6, ())))
    app.stack.push(scene)
    driver.run_until(lambda: len(scene.match.answers) >= 30, 2000)
    save_now(scene.match)
    answers = list(scene.match.answers)
    scene.leave_to_title()
    driver.click("Load")
    watch = next(iter(driver.scene.watch_buttons.values()))
    driver.click(watch)
    viewer = driver.scene
    assert isinstance(viewer, ReplayScene) and viewer.cursor.step == 0
    assert list(viewer.cursor.replay.answers) == answers[:viewer.cursor.steps] and viewer.cursor.plays_out
    assert (None, True) not in viewer.view_choices(), "a game under way keeps its secrets"


def test_the_command_line_draws_one_position_to_a_picture(make_app, tmp_path):
    from game.__main__ import main
    app, driver = make_app()
    match, _seen = _played_to_the_end(app, driver, (Seat("Ana", 0, "heuristic"), Seat("Bo", 1, "random")), 8)
    replay_path = recorded_replay(app.records.entries[-1])
    picture = tmp_path / "position.png"
    assert main(["replay", str(replay_path), "--step", "25", "--seat", "Bo", "--png", str(picture),
                 "--size", "1600x900"]) == 0
    assert pygame.image.load(str(picture)).get_size() == (1600, 900)
    assert main(["replay", str(replay_path), "--seat", "7", "--png", str(picture)]) == 1, "no seat 7"
    assert main(["replay", str(tmp_path / "missing.json"), "--png", str(picture)]) == 1
