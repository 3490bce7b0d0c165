"""Checking mods against their games, for the Mods screen and `check-mods` alike."""
from __future__ import annotations

from dataclasses import replace

from .mods import Mod
from .problems import ContentError
from .registry import all_games, rules_for


def check_mods(mods: list[Mod]) -> list[Mod]:
    """Lay the mods over their games' content, so data errors join the manifest errors.

    Disabled mods are checked too (a player should see what is wrong before
    switching one on); the mods of one game are laid on in order, as a match
    would, so a mod may build on an earlier one.
    """
    games = {info.id: info for info in all_games()}
    for mod in mods:
        if not mod.manifest or not mod.ok:
            continue
        if mod.game not in games:
            mod.errors.append(mod.manifest_error("game", f"unknown game {mod.game!r}; games: {', '.join(games)}"))
        elif not games[mod.game].startable:
            mod.errors.append(mod.manifest_error(
                "game", f"{games[mod.game].name} is not playable yet, so this mod can't be checked"))
    for game_id in sorted({mod.game for mod in mods if mod.game in games and games[mod.game].startable}):
        # copies share the original's error list, so what the trial finds lands on the mod itself
        trial = [replace(mod, enabled=True) for mod in mods if mod.game == game_id and mod.ok]
        try:
            rules_for(game_id).load_content(mods=trial)
        except ValueError as exc:   # the base content failing is our bug; say so on every mod of the game
            for mod in trial:
                mod.errors.append(ContentError(mod.shown(mod.folder), None, "", f"the base game failed to load: {exc}"))
    return mods
