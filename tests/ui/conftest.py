"""Headless UI tests: the dummy video driver and a throwaway home folder, set before pygame loads."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test gets its own saves, mods and settings folders."""
    monkeypatch.setenv("SURVIVAL_TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def standin_game(monkeypatch):
    """Register the stand-in Dice Dash game and its board (next to whatever games are built)."""
    from game.app import boards
    from game.core import registry

    from .standin_game import RULES, DashBoard

    try:
        built = dict(registry.built_rules())
    except ImportError:   # the real games' rules may not be importable yet
        built = {}
    built = {RULES.info.id: RULES, **built}
    monkeypatch.setattr(registry, "_rules_cache", built)
    monkeypatch.setitem(boards._LOADERS, RULES.info.id, lambda: DashBoard)
    return RULES


@pytest.fixture
def make_app():
    """make_app(**settings) -> (app, driver) on the title screen, 1280x720, animations instant unless asked."""
    from game.app.app import App
    from game.app.driver import Driver
    from game.app.scenes.title import TitleScene
    from game.app.settings import Settings

    apps = []

    def make(**changes):
        changes.setdefault("animation_speed", "instant")
        app = App(settings=Settings(**changes))
        app.stack.reset(TitleScene(app))
        app.run_frames(2)
        apps.append(app)
        return app, Driver(app)

    yield make
    for app in apps:
        app.running = False
