"""The idle loop draws every change, widgets included, without any input to wake it."""
from __future__ import annotations

import time

from game.app import app as app_module
from game.app.scenes.end import EndScene

from .test_app import start_dash


def _screen_shows(app, button) -> bool:
    """Whether the window's pixels at the button are the button's own (not what lies under it)."""
    surface, image = app.surface, button.image
    rect = button.rect
    points = [(rect.x + dx, rect.y + dy) for dx in (6, rect.width // 2, rect.width - 8)
              for dy in (6, rect.height - 7)]
    return all(surface.get_at(point)[:3] == image.get_at((point[0] - rect.x, point[1] - rect.y))[:3]
               for point in points)


def test_game_over_buttons_are_drawn_without_any_input(make_app, standin_game, monkeypatch):
    app, driver = make_app(animation_speed="fast")
    start_dash(driver, people=0)
    # nobody touches anything: the last input is long ago, so the loop draws only what changed
    monkeypatch.setattr(app_module, "ACTIVE_AFTER_INPUT_S", 0.0)
    app._last_input = time.monotonic() - 60
    assert driver.run_until(lambda: isinstance(driver.scene, EndScene), 6000, dt=0.05)
    end = driver.scene
    drawn = app.frames_drawn
    app.run_frames(30, dt=0.05)
    assert app.frames_drawn > drawn or not app.dirty
    assert _screen_shows(app, end.rematch_button) and _screen_shows(app, end.title_button), \
        "the Game over buttons are on screen with no mouse move"


def test_the_board_under_the_pause_menu_is_whole_after_a_settings_change(make_app):
    from game.app.matches import new_session
    from game.app.scenes.match import MatchScene
    from game.app.scenes.pause import PauseScene
    from game.core.rules import MatchSetup, Seat
    app, driver = make_app()
    scene = MatchScene(app, new_session(app, MatchSetup("hit_z_road", (Seat("Ana", 0, None), Seat("Ben", 1, "random")),
                                                        7, ())))
    app.stack.push(scene)
    app.run_frames(60)
    app.stack.push(PauseScene(app, scene))
    app.apply_settings(app.settings.with_changes(window_size=(1600, 900)))    # every face is redrawn at a new size
    app.run_frames(2)
    for _ in range(600):
        if not scene.board._placeholders:
            break
        app.run_frames(1)
    assert not scene.board._placeholders, "no blank stand-in card stays on screen under the menu"
    assert isinstance(driver.scene, PauseScene)
