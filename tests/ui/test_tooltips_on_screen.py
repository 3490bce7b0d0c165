"""Tooltips live only while their element is hovered on the screen on top, inside the window,
clear of the answer list."""
from __future__ import annotations

import pygame

from game.app.scenes.pause import PauseScene
from game.ui.widgets import tooltip_box

from .test_app import start_dash


def _hover(app, pos, seconds: float = 0.6) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(int(seconds * 60) + 1)


def test_a_board_tooltip_shows_after_a_rest_and_goes_with_the_screen(make_app, standin_game):
    app, driver = make_app()
    scene = start_dash(driver, people=1)
    driver.run_until(lambda: scene.human_may_answer)
    wall = scene.board.target_rect("wall")
    _hover(app, wall.center)
    assert app.hover_tip is not None and app.hover_tip.text == "The wall" and app.hover_tip.scene is scene
    driver.key(pygame.K_ESCAPE)                              # the pause menu covers the match
    assert isinstance(driver.scene, PauseScene)
    assert app.hover_tip is None, "a tooltip never follows the player onto another screen"
    driver.click("Resume")
    assert app.hover_tip is None or app.hover_tip.scene is scene


def _wall_tip_shown(make_app):
    app, driver = make_app()
    scene = start_dash(driver, people=1)
    driver.run_until(lambda: scene.human_may_answer)
    _hover(app, scene.board.target_rect("wall").center)
    assert app.hover_tip is not None
    return app, driver


def test_a_tooltip_goes_when_the_table_changes(make_app, standin_game):
    app, driver = _wall_tip_shown(make_app)
    driver.key(pygame.K_1)                                   # an answer: what was hovered may say something else now
    assert app.hover_tip is None


def test_a_tooltip_goes_with_a_resize(make_app, standin_game):
    app, driver = _wall_tip_shown(make_app)
    app.apply_settings(app.settings.with_changes(window_size=(1600, 900)))
    assert app.hover_tip is None


def test_tooltip_box_stays_inside_off_the_pointer_and_clear_of_the_answers():
    bounds = pygame.Rect(0, 0, 1280, 720)
    answers = pygame.Rect(900, 200, 360, 300)
    for pos in [(10, 10), (1270, 10), (880, 400), (1270, 710), (640, 360), (5, 715), (895, 205)]:
        box = tooltip_box((320, 90), pos, bounds, answers)
        assert bounds.contains(box), (pos, box)
        assert not box.collidepoint(pos), (pos, box)
        if pos[0] < answers.left:
            assert not box.colliderect(answers), (pos, box)


def test_the_drawn_tooltip_is_clear_of_the_answer_list(make_app, standin_game):
    app, driver = make_app()
    scene = start_dash(driver, people=1)
    driver.run_until(lambda: scene.human_may_answer)
    # a board spot right by the side panel: the tip must open away from the answers
    die = scene.board.target_rect("die")
    _hover(app, (die.right - 2, die.centery))
    tip = app.hover_tip
    assert tip is not None
    from game.ui.widgets import draw_tooltip
    box = draw_tooltip(app.surface, app.fonts, tip.text, tip.pos, tip.avoid)
    assert app.surface.get_rect().contains(box)
    assert not box.colliderect(scene.answers_rect)
