"""Starting, loading and saving matches for the app (no drawing here).

Every scene that begins or resumes a match goes through these functions, so
mods, content and bots are set up the same way from New game, Load,
Continue, Rematch and the smoke test.
"""
from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.match import Match
from ..core.mods import Mod, discover
from ..core.paths import mods_dir, saves_dir
from ..core.registry import rules_for
from ..core.rules import MatchSetup
from ..core.saves import AUTOSAVE_NAME, load_match, save_match
from ..core.session import Session

if TYPE_CHECKING:
    from .app import App


def discover_mods(app: "App") -> list[Mod]:
    """The mods in the user's mod folder and any --mods folders, with the player's enable choices."""
    return discover([mods_dir(), *app.mod_folders], set(app.settings.disabled_mods))


def load_content(rules, mods: list[Mod]) -> Any:
    """The game's content with its enabled mods laid over it (the core skips and reports broken mods)."""
    return rules.load_content(mods=[mod for mod in mods if mod.game == rules.info.id])


def new_session(app: "App", setup: MatchSetup) -> Session:
    rules = rules_for(setup.game_id)
    content = load_content(rules, discover_mods(app))
    return Session(Match(rules, setup, content))


def load_session(app: "App", path: Path) -> Session:
    mods = discover_mods(app)
    match = load_match(path, lambda rules: load_content(rules, mods))
    return Session(match)


def random_seed() -> int:
    import os
    return (int.from_bytes(os.urandom(6), "big") ^ time.time_ns()) & 0xFFFF_FFFF_FFFF


def save_label(match: Match, when: datetime | None = None) -> str:
    when = when or datetime.now()
    where = match.progress()
    return f"{match.rules.info.name}{' — ' + where if where else ''}, {when:%Y-%m-%d %H:%M}"


def save_now(match: Match) -> Path:
    when = datetime.now()
    path = saves_dir() / f"save-{when:%Y%m%d-%H%M%S}.json"
    if path.exists():   # two saves in one second: keep both
        path = path.with_name(f"save-{when:%Y%m%d-%H%M%S}-{when.microsecond:06d}.json")
    return save_match(match, path, save_label(match, when))


def autosave(match: Match) -> Path | None:
    """Autosave unless the match is over (a finished game isn't worth continuing)."""
    if match.is_over:
        return None
    return save_match(match, saves_dir() / AUTOSAVE_NAME, "Autosave: " + save_label(match))
