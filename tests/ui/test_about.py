"""The About screen from the title and from the pause menu: the version, the credits, every library's licence
read from what is installed, and where each of the player's folders is."""
from __future__ import annotations

import pygame

from game import __version__
from game.app.matches import new_session
from game.app.scenes.about import DEPENDENCIES, AboutScene, data_folders, dependency_licences
from game.app.scenes.match import MatchScene
from game.app.scenes.pause import PauseScene
from game.core.paths import records_dir, saves_dir
from game.core.rules import MatchSetup, Seat


def _words(scene: AboutScene) -> str:
    return "\n".join(line.text for line in scene.text.lines)


def test_about_from_the_title_says_the_version_the_licences_and_the_folders(make_app, home):
    app, driver = make_app()
    driver.click("About")
    scene = driver.scene
    assert isinstance(scene, AboutScene)
    words = _words(scene)
    assert f"Survival Tabletop {__version__}" in words and "MIT licence" in words and "Martin Wallace" in words
    licences = dependency_licences()
    assert [name for name, _version, _licence in licences] == list(DEPENDENCIES)
    assert all(licence != "unknown" and f"{name} {version}: {licence}" in words for name, version, licence in licences)
    assert str(saves_dir()) in words and str(records_dir()) in words and str(home) in words
    assert len(data_folders()) == 8
    driver.key(pygame.K_PAGEDOWN)
    assert scene.text.offset > 0, "it scrolls"
    driver.click("Back")
    assert driver.scene.name == "title"


def test_about_from_the_pause_menu_goes_back_to_it(make_app):
    app, driver = make_app()
    scene = MatchScene(app, new_session(app, MatchSetup("hit_z_road", (Seat("Ana", 0, None), Seat("Bo", 1, None)), 2, ())))
    app.stack.push(scene)
    app.run_frames(2)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, PauseScene)
    driver.click("About")
    assert isinstance(driver.scene, AboutScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, PauseScene)
