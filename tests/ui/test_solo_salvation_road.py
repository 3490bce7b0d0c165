"""A whole solo game of Salvation Road, played only with real mouse clicks and key presses."""
from __future__ import annotations

import pygame
import pytest

from game.app.scenes.end import EndScene
from game.app.scenes.handoff import HandoffScene
from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene

MAX_ACTIONS = 4000


def test_whole_solo_salvation_road_game(make_app):
    app, driver = make_app()
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)
    driver.click("Salvation Road", startswith=True)
    while len(driver.scene.seats) > 1:                    # solo: one person at the table
        driver.click(driver.scene.remove_buttons[-1])
    assert driver.scene.chosen_variants() == ("solo-2",)  # the default two-pair solo setup
    driver.click("Solo: 3 pairs")                        # a variant picked by mouse
    assert driver.scene.chosen_variants() == ("solo-3",)
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("4242")
    driver.click("Start")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    assert match_scene.match.setup.variants == ("solo-3",)
    assert len(match_scene.match.view(0)["players"]) == 3
    clicks = keys = 0
    for action in range(MAX_ACTIONS):
        scene = driver.scene
        if isinstance(scene, EndScene):
            break
        assert not isinstance(scene, HandoffScene), "one person never needs a hand-off"
        assert scene is match_scene, f"unexpected screen {scene.name}"
        if not match_scene.human_may_answer:
            app.run_frames(1)
            continue
        options = match_scene.answers.options
        assert options, "a person is asked but no answers are shown"
        pick = (action * 7) % min(len(options), 9)
        if action % 2 == 0:
            driver.key(pygame.K_1 + pick)
            keys += 1
        else:
            driver.click(match_scene.answers.buttons[pick])
            clicks += 1
    else:
        pytest.fail(f"the game did not end in {MAX_ACTIONS} actions ({len(match_scene.match.answers)} answers)")
    assert match_scene.match.is_over
    assert clicks > 5 and keys > 5
    outcome = match_scene.match.outcome()
    assert outcome is not None
    assert outcome.winners == (0,) or outcome.details.get("cause"), "a loss always names its cause"
    driver.click("Back to title")
    assert driver.scene.name == "title"
