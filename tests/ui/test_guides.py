"""Learn to play: each built game's guided first game, played to its end by real clicks and keys."""
from __future__ import annotations

import pygame
import pytest

from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene
from game.core.guides import load_guide
from game.core.registry import built_rules

GUIDED = [game_id for game_id in sorted(built_rules()) if load_guide(game_id)[0] is not None]


def _key(app, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _open_guide(driver, game_id: str) -> MatchScene:
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)
    driver.click(built_rules()[game_id].info.name, startswith=True)
    driver.click("Learn to play")
    scene = driver.app.stack.find(MatchScene)
    assert scene is not None and scene.guide is not None, driver.app.toasts
    return scene


def _answer_as_the_bot_would(app, scene: MatchScene) -> None:
    """The person's answer, given by keys: Down to the answer the game's bot suggests, then Enter."""
    wanted = scene.session.suggestion()
    values = [option.value for option in scene.answers.options]
    for _ in range(len(values)):
        current = scene.answers.focus.current
        if current is scene.answers.button_for(wanted):
            break
        _key(app, pygame.K_DOWN)
    assert scene.answers.focus.current is scene.answers.button_for(wanted), (wanted, values)
    _key(app, pygame.K_RETURN)


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guide_plays_to_its_end_by_real_events(make_app, game_id):
    app, driver = make_app(animation_speed="fast")
    scene = _open_guide(driver, game_id)
    guide = scene.guide
    steps = len(guide.run.guide.steps)
    shown = []
    for _ in range(4000):
        app.run_frames(1, dt=0.05)
        if guide.over and guide.outro_shown:
            break
        if guide.active:
            if not guide.outro_showing:
                shown.append(guide.run.index)
                target = guide.run.step.point_at
                assert target == "" or guide.target_rect(guide.run.step) is not None or target.startswith(
                    ("die:", "zombies")), f"step {guide.run.index} points at {target!r}, not on screen"
            assert guide.got_it_button is not None and guide.box.colliderect(scene.board_rect)
            driver.click(guide.got_it_button)
        elif scene.confirming is not None:          # "this can't be undone": Enter on Yes
            _key(app, pygame.K_RETURN)
        elif scene.human_may_answer and scene.hinting is None:
            _answer_as_the_bot_would(app, scene)
        if scene.match.is_over:
            break
    assert shown == list(range(steps)), f"shown {shown} of {steps} steps"
    assert guide.over and not guide.run.skipped and not guide.active
    assert not scene.match.is_over or guide.run.finished


def test_the_guide_can_be_skipped_at_once_and_the_game_goes_on(make_app):
    app, driver = make_app(animation_speed="fast")
    scene = _open_guide(driver, GUIDED[0])
    app.run_frames(2)
    assert scene.guide.active and scene.guide.skip_button is not None
    driver.click(scene.guide.skip_button)
    assert scene.guide.over and scene.guide.run.skipped and not scene.guide.active
    app.run_frames(20, dt=0.05)
    assert not scene.guide.active and not scene.guide.outro_shown      # no closing words for a skipped guide
