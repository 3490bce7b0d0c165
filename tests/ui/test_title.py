"""The title screen's picture of the collection: drawn by the games' own art, after the first
frame, never over a menu button, at 1280x720 and 1920x1080."""
from __future__ import annotations

import pygame
import pytest

from game.app.scenes import title as title_module
from game.app.scenes.title import TitleScene
from game.core import registry


def surface_colours(surface: pygame.Surface, rect: pygame.Rect, step: int = 3) -> set:
    return {tuple(surface.get_at((x, y)))[:3] for y in range(rect.top, rect.bottom, step)
            for x in range(rect.left, rect.right, step)}


@pytest.mark.parametrize("size,ui_scale", [((1280, 720), 100), ((1920, 1080), 100), ((1920, 1080), 150)])
def test_the_collection_is_drawn_without_touching_the_menu(make_app, size, ui_scale):
    title_module._TABLE_ART.clear()
    app, driver = make_app(window_size=size, ui_scale=ui_scale)
    scene = driver.scene
    assert isinstance(scene, TitleScene) and app.window_size == size
    app.run_frames(2)
    picture = scene.art_rect()
    assert picture is not None, "the picture is drawn once the first frame is out"
    assert picture.width > size[0] * 0.35 and picture.height > size[1] * 0.4
    assert app.surface.get_rect().contains(picture)
    for button in scene.buttons:
        assert not picture.colliderect(button.rect), f"the picture covers {button.text!r}"
    # it really lands on screen: many colours where the backdrop alone has a few
    app.draw()
    assert len(surface_colours(app.surface, picture)) > 400


def test_the_first_frame_goes_out_before_the_picture(make_app):
    title_module._TABLE_ART.clear()
    from game.app.app import App
    from game.app.settings import Settings
    app = App(settings=Settings(animation_speed="instant"))
    scene = TitleScene(app)
    app.stack.reset(scene)
    app.run_frames(1)
    assert app.frames_drawn == 1 and scene.art_rect() is None and scene.busy
    app.run_frames(1)
    assert scene.art_rect() is not None and not scene.busy
    app.running = False


def test_every_game_of_the_collection_is_in_the_picture(make_app, monkeypatch):
    """The built games draw their own pieces; each planned game (if any is left) gets a sealed box with its name."""
    title_module._TABLE_ART.clear()
    drawn = {"hzr": 0, "sr_character": [], "sr_standee": [], "boxes": []}
    from game.games.hit_z_road import pieces
    from game.games.salvation_road import card_art as ca

    real_die, real_card, real_standee, real_box = (pieces.die_face, ca.character_card, ca.standee,
                                                   title_module._sealed_box)

    def die_face(*args, **kwargs):
        drawn["hzr"] += 1
        return real_die(*args, **kwargs)

    def character_card(data, size, *args):
        drawn["sr_character"].append(data["id"])
        return real_card(data, size, *args)

    def standee(char_id, *args):
        drawn["sr_standee"].append(char_id)
        return real_standee(char_id, *args)

    def sealed_box(name, *args):
        drawn["boxes"].append(name)
        return real_box(name, *args)

    monkeypatch.setattr(pieces, "die_face", die_face)
    monkeypatch.setattr(ca, "character_card", character_card)
    monkeypatch.setattr(ca, "standee", standee)
    monkeypatch.setattr(title_module, "_sealed_box", sealed_box)
    app, driver = make_app()
    assert driver.scene.art_rect() is not None
    assert drawn["hzr"] == 3
    assert drawn["sr_character"] == ["ines-calder"] and drawn["sr_standee"]
    planned = [info.name for info in registry.all_games() if not info.startable]
    assert drawn["boxes"] == planned


def test_a_long_continue_label_keeps_the_picture_off_the_menu(make_app, standin_game):
    from .test_app import start_dash
    import pygame
    app, driver = make_app()
    start_dash(driver, people=1)
    driver.key(pygame.K_ESCAPE)
    driver.click("Quit to title")            # leaves an autosave: Continue names the game and the moment
    scene = driver.scene
    assert isinstance(scene, TitleScene) and scene.buttons[0].text.startswith("Continue: Dice Dash")
    app.run_frames(5)
    picture = scene.art_rect()
    assert picture is not None
    for button in scene.buttons:        # at least 40 px of the table between the menu and the picture
        assert not picture.colliderect(button.rect.inflate(app.px(80), 8)), f"the picture crowds {button.text!r}"
