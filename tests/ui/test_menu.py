"""The title's and the pause menu's self-drawn buttons work as pygame_gui's do: hover, a click is a
press and a release on the same button, a disabled button does nothing, the tooltip follows the
pointer, the keyboard highlight shows and Enter presses; and the title needs no pygame_gui at all."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pygame

from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.title import TitleScene


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def mouse_to(app, pos):
    pygame.mouse.set_pos(pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)


def test_hovering_a_button_lights_it_and_shows_its_tooltip(make_app):
    app, driver = make_app()
    scene = driver.scene
    load = driver.button("Load")
    before = app.surface.get_at(load.rect.move(6, 0).midleft)
    mouse_to(app, load.rect.center)
    assert load.hovered and load.state == "hovered"
    assert app.surface.get_at(load.rect.move(6, 0).midleft) != before, "the hovered look is drawn"
    continue_button = scene.buttons[0]
    mouse_to(app, continue_button.rect.center)
    assert app.hover_tip is not None and app.hover_tip.text == "No saved game yet"
    mouse_to(app, (5, 5))
    assert app.hover_tip is None and not any(button.hovered for button in scene.buttons)


def test_a_click_is_a_press_and_a_release_on_the_same_button(make_app):
    app, driver = make_app()
    new_game, load = driver.button("New game"), driver.button("Load")
    mouse_to(app, new_game.rect.center)
    post(pygame.MOUSEBUTTONDOWN, pos=new_game.rect.center, button=1)
    app.run_frames(1)
    assert new_game.state == "active", "held down, it looks pressed"
    mouse_to(app, load.rect.center)
    post(pygame.MOUSEBUTTONUP, pos=load.rect.center, button=1)
    app.run_frames(2)
    assert isinstance(driver.scene, TitleScene), "released elsewhere, nothing happens"
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)


def test_a_disabled_button_does_nothing(make_app):
    app, driver = make_app()
    continue_button = driver.scene.buttons[0]
    assert not continue_button.is_enabled and continue_button.state == "disabled"
    post(pygame.MOUSEBUTTONDOWN, pos=continue_button.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=continue_button.rect.center, button=1)
    app.run_frames(2)
    assert isinstance(driver.scene, TitleScene)


def test_the_keyboard_highlight_shows_and_enter_presses(make_app):
    app, driver = make_app()
    scene = driver.scene
    mouse_to(app, (5, 5))
    first = next(button for button in scene.buttons if button.is_enabled)
    assert first.state == "selected", "the first usable button starts highlighted"
    driver.key(pygame.K_DOWN)
    load = driver.button("Load")
    assert load.state == "selected" and first.state == "normal"
    lit = app.surface.get_at(load.rect.move(1, 0).midleft)
    assert lit[:3] == (0xf2, 0xc2, 0x30), "the highlight has the theme's selected border"
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "load"


def test_the_pause_menu_is_the_same_menu(make_app):
    from game.app.matches import new_session
    from game.app.scenes.match import MatchScene
    from game.core.rules import MatchSetup, Seat
    app, driver = make_app()
    setup = MatchSetup("hit_z_road", (Seat("Ana", 0), Seat("Ben", 1, "random")), seed=3)
    app.stack.reset(MatchScene(app, new_session(app, setup)))
    app.run_frames(3)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, PauseScene)
    save = driver.button("Save")
    mouse_to(app, save.rect.center)
    assert app.hover_tip is not None and app.hover_tip.text == "Save this game to a new file"
    driver.click("Resume")
    assert driver.scene.name == "match"


def test_the_title_frame_needs_no_pygame_gui():
    """What keeps startup quick: the first title frame is drawn before pygame_gui is imported."""
    code = textwrap.dedent("""
        import sys
        from game.app.app import App
        from game.app.scenes.title import TitleScene
        app = App()
        app.stack.reset(TitleScene(app))
        app.run_frames(1)
        print("pygame_gui" in sys.modules)
    """)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    result = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip().splitlines()[-1] == "False"
