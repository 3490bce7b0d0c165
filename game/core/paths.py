"""Where files live: bundled resources (also inside a PyInstaller build) and the user's folders."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "SurvivalTabletop"


def resource_root() -> Path:
    """The folder holding data/ and art/: the source checkout, or the frozen app's bundle."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def _user_dir(kind: str) -> Path:
    # Tests and portable installs point everything at one folder.
    override = os.environ.get("SURVIVAL_TABLETOP_HOME")
    if override:
        return Path(override) / kind
    import platformdirs
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / kind


def saves_dir() -> Path:
    return _user_dir("saves")


def mods_dir() -> Path:
    return _user_dir("mods")


def bug_reports_dir() -> Path:
    return _user_dir("bug-reports")


def records_dir() -> Path:
    return _user_dir("records")


def replays_dir() -> Path:
    """Where the replays a player exports go, to share or keep."""
    return _user_dir("replays")


def config_dir() -> Path:
    return _user_dir("config")


def cache_dir() -> Path:
    """What the app makes for itself and can make again (the synthesised sounds): safe to delete. Its own
    override lets the tests, each with a home of its own, share one cache."""
    override = os.environ.get("SURVIVAL_TABLETOP_CACHE")
    if override:
        return Path(override)
    override = os.environ.get("SURVIVAL_TABLETOP_HOME")
    if override:
        return Path(override) / "cache"
    import platformdirs
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
