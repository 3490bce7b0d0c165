"""Every UI scale step really enlarges text and controls, each screen laid out at its size; where
the window is too small for the scale chosen, it uses the largest that fits and Settings says so."""
from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextEntryLine

from game.app.scenes.new_game import NewGameScene
from game.app.scenes.settings import SettingsScene


def _widgets(scene) -> list[tuple[object, pygame.Rect]]:
    """The buttons and text fields on screen, each with the part of it that shows (a scrolling list
    shows only what lies in its view)."""
    shown = [(button, pygame.Rect(button.rect)) for button in (scene.menu.buttons if scene.menu else [])]
    sprites = scene.widgets.ui_group.sprites() if scene.widgets is not None else []
    views = {sprite.scrollable_container: sprite.rect for sprite in sprites if isinstance(sprite, UIScrollingContainer)}
    for sprite in sprites:
        if isinstance(sprite, (UIButton, UITextEntryLine)) and sprite.visible and sprite.alive():
            view = views.get(sprite.ui_container)
            rect = sprite.rect.clip(view) if view is not None else pygame.Rect(sprite.rect)
            if rect.width and rect.height:
                shown.append((sprite, rect))
    return shown


def _assert_laid_out(app, scene):
    window = app.surface.get_rect()
    widgets = _widgets(scene)
    assert widgets
    for widget, rect in widgets:
        assert window.contains(rect), f"{scene.name}: {getattr(widget, 'text', '')!r} at {rect}"
    for index, (one, one_rect) in enumerate(widgets):
        for other, other_rect in widgets[index + 1:]:
            assert not one_rect.colliderect(other_rect), \
                f"{scene.name}: {getattr(one, 'text', '')!r} overlaps {getattr(other, 'text', '')!r}"


@pytest.mark.parametrize("size, room", [((1280, 720), 1.25), ((1600, 900), 1.5625), ((1920, 1080), 1.875)])
def test_the_window_says_how_large_a_scale_it_lays_out(make_app, size, room):
    app, driver = make_app(window_size=size, ui_scale=200)
    assert app.room_for_scale == pytest.approx(room)
    assert app.scale == pytest.approx(room), "the largest scale that fits is the one in use"


def test_a_larger_scale_really_enlarges_text_and_buttons(make_app):
    sizes = {}
    for scale in (100, 150):
        app, driver = make_app(window_size=(1920, 1080), ui_scale=scale)
        back = None
        driver.click("Settings")
        back = driver.button("Back")
        sizes[scale] = (back.font.size("Back")[1], back.rect.height)
    assert sizes[150][0] > sizes[100][0] * 1.3, "the Back button's words grow with the scale"
    assert sizes[150][1] > sizes[100][1] * 1.3


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_menu_screen_fits_at_the_largest_scale(make_app, size):
    app, driver = make_app(window_size=size, ui_scale=200)
    _assert_laid_out(app, driver.scene)
    driver.click("New game")
    _assert_laid_out(app, driver.scene)
    driver.click("Salvation Road", startswith=True)
    while len(driver.scene.seats) < 8:
        driver.click("+ Add seat")
    assert isinstance(driver.scene, NewGameScene)
    _assert_laid_out(app, driver.scene)
    driver.click("Back")
    for name in ("Settings", "Load", "Mods", "Rules", "Records", "About"):
        driver.click(name)
        _assert_laid_out(app, driver.scene)
        driver.click("Back")


def test_settings_say_when_the_window_is_too_small_and_offer_what_fits(make_app):
    app, driver = make_app(window_size=(1280, 720), ui_scale=200)
    driver.click("Settings")
    scene = driver.scene
    assert isinstance(scene, SettingsScene) and scene.largest_scale_that_fits() == 125
    driver.click("Use 125%")
    assert app.settings.ui_scale == 125 and app.scale == pytest.approx(1.25)
    assert not driver.has_button("Use 125%"), "nothing to offer once the scale fits"


@pytest.mark.parametrize("game_id, players", [("hit_z_road", 4), ("salvation_road", 4)])
def test_the_match_screen_keeps_room_for_answers_at_the_largest_scale(make_app, game_id, players):
    from game.app.matches import new_session
    from game.app.scenes.match import MatchScene
    from game.core.rules import MatchSetup, Seat
    app, driver = make_app(window_size=(1920, 1080), ui_scale=200)
    seats = tuple(Seat(f"P{i + 1}", i, None if i == 0 else "random") for i in range(players))
    scene = MatchScene(app, new_session(app, MatchSetup(game_id, seats, 4, ())))
    app.stack.push(scene)
    app.run_frames(3)
    assert scene.scale > 1.25, "the large scale really is larger"
    assert scene.full_question_area.height >= 4 * scene.px(46) - scene.px(6), "three answers and a pinned one"
    assert scene.side.bottom <= app.window_size[1] and scene.log_rect.height >= scene.px(100)
    _assert_laid_out(app, scene)
