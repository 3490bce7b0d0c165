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
from ..core.paths import mods_dir, saves_dir
from ..core.registry import rules_for
from ..core.rules import MatchSetup
from ..core.saves import AUTOSAVE_NAME, backup_of, load_match, save_match
from ..core.session import Session
from .save_labels import AUTOSAVE_LABEL, save_label

if TYPE_CHECKING:
    from ..core.mods import Mod
    from .app import App


def discover_mods(app: "App") -> list[Mod]:
    """The mods in the user's mod folder and any --mods folders, with the player's enable choices."""
    from ..core.mods import discover      # here: the title screen reads this module, and needs no mods
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


def replay_cursor(app: "App", replay) -> tuple[Any, list[str]]:
    """A replay ready to step through, on this app's content, and the mods it was made with that are missing
    here (it may then play out differently, and the viewer says so); SaveError when it can't be replayed."""
    from ..core.replays import ReplayCursor, missing_mods
    from ..core.saves import SaveError
    try:
        rules = rules_for(replay.game_id)
    except KeyError:
        raise SaveError(f"the replay is of a game this app doesn't have ({replay.game_id!r})") from None
    content = load_content(rules, discover_mods(app))
    return ReplayCursor(rules, replay, content), missing_mods(replay, content)


def record_finished(app: "App", match: Match, campaign: str = "") -> tuple[Any, list[str]]:
    """Note a finished match in the records, its replay beside them, and say how it compares with the earlier
    games: (the record, the end screen's phrases). A replay that can't be written leaves the record without
    one; a records file that can't be written is said by a toast. Never raises for the disk's sake."""
    from dataclasses import replace

    from ..core.paths import records_dir
    from ..core.records import comparisons, record_of
    from ..core.replays import replay_of, write_replay
    record = record_of(match, campaign=campaign)
    name = f"{record.id}.json"
    try:
        write_replay(replay_of(match, label=record.outcome), records_dir() / REPLAYS_FOLDER / name)
        record = replace(record, replay=name)
    except OSError as exc:
        app.toast(f"The game's replay could not be kept: {exc.strerror or exc}", error=True)
    records = app.records
    problem = records.problem
    records.add(record)
    if records.problem and records.problem != problem:
        app.toast(records.problem, error=True)
    return record, comparisons(records.entries, record)


def recorded_replay(record) -> Path | None:
    """Where a record's replay is kept, when it has one."""
    from ..core.paths import records_dir
    return records_dir() / REPLAYS_FOLDER / record.replay if record.replay else None


REPLAYS_FOLDER = "replays"      # in records/: one replay per recorded match, named by the record's id


def random_seed() -> int:
    import os
    return (int.from_bytes(os.urandom(6), "big") ^ time.time_ns()) & 0xFFFF_FFFF_FFFF


def save_now(match: Match) -> Path:
    when = datetime.now()
    path = saves_dir() / f"save-{when:%Y%m%d-%H%M%S}.json"
    if path.exists():   # two saves in one second: keep both
        path = path.with_name(f"save-{when:%Y%m%d-%H%M%S}-{when.microsecond:06d}.json")
    return save_match(match, path, save_label(match, when))


AUTOSAVE_PREFIX = "autosave"
AUTOSAVES_KEPT = 5            # the latest few matches' autosaves; older ones are pruned


def is_autosave(path: Path) -> bool:
    return path.name.startswith(AUTOSAVE_PREFIX) and path.suffix == ".json"


def new_autosave_name(match: Match) -> str:
    """A file of its own for this match's autosaves, so starting another game never overwrites it."""
    when = datetime.now()
    return f"{AUTOSAVE_PREFIX}-{match.rules.info.id}-{when:%Y%m%d-%H%M%S}-{when.microsecond // 1000:03d}.json"


def autosave(match: Match, name: str = AUTOSAVE_NAME) -> Path | None:
    """Autosave unless the match is over (a finished game isn't worth continuing), then prune the
    autosaves of older matches beyond the latest AUTOSAVES_KEPT."""
    if match.is_over:
        return None
    path = save_match(match, saves_dir() / name, AUTOSAVE_LABEL + save_label(match))
    prune_autosaves(keep=path)
    if match.setup.carry:       # a campaign's mission: its campaign file holds it too
        from .campaigns import keep_in_step
        keep_in_step(match)
    return path


def prune_autosaves(keep: Path | None = None) -> None:
    try:
        autosaves = [path for path in saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json") if path != keep]
        autosaves.sort(key=lambda path: path.stat().st_mtime, reverse=True)
    except OSError:
        return
    for path in autosaves[AUTOSAVES_KEPT - (keep is not None):]:
        for stale in (path, backup_of(path)):
            try:
                stale.unlink(missing_ok=True)
            except OSError:
                pass       # a file we can't remove costs only disk space


def remove_autosave(name: str) -> None:
    """The match is finished: its autosave is nothing to continue."""
    try:
        (saves_dir() / name).unlink(missing_ok=True)
    except OSError:
        pass
