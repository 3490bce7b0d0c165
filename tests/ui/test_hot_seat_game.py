"""A whole two-person hot-seat game of Hit Z Road, played only with real mouse clicks and key presses."""
from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from game.app.scenes.end import EndScene
from game.app.scenes.handoff import HandoffScene
from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene

MAX_ACTIONS = 3000


def test_whole_hot_seat_hit_z_road_game(make_app):
    app, driver = make_app()
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)
    driver.click("Hit Z Road", startswith=True)
    while driver.scene.seats[1].bot is not None:          # seat 2: a person too
        driver.click(driver.scene.kind_buttons[1])
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("20240607")
    driver.click("Start")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    handoffs = clicks = keys = 0
    for action in range(MAX_ACTIONS):
        scene = driver.scene
        if isinstance(scene, EndScene):
            break
        if isinstance(scene, HandoffScene):
            handoffs += 1
            driver.key(pygame.K_RETURN)
            app.run_frames(20)       # a press right after the hand-off is taken for a slip
            continue
        assert scene is match_scene, f"unexpected screen {scene.name}"
        if not match_scene.human_may_answer:
            app.run_frames(1)
            continue
        options = match_scene.answers.options
        assert options, "a person is asked but no answers are shown"
        # alternate: a number key for the first nine answers, a click on the button otherwise
        pick = action % min(len(options), 9)
        if action % 2 == 0:
            driver.key(pygame.K_1 + pick)
            keys += 1
        else:
            driver.click(match_scene.answers.buttons[pick])
            clicks += 1
    else:
        pytest.fail(f"the game did not end in {MAX_ACTIONS} actions ({len(match_scene.match.answers)} answers)")
    assert match_scene.match.is_over
    assert handoffs >= 2 and clicks > 5 and keys > 5
    outcome = match_scene.match.outcome()
    assert outcome is not None and len(outcome.scores) == 2
    driver.click("Back to title")
    assert driver.scene.name == "title"


def test_smoke_test_command_passes(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "SURVIVAL_TABLETOP_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-m", "game", "--smoke-test"], capture_output=True, text=True,
                            env=env, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout
