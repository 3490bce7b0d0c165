"""The games this app knows: the entries of game/games (no plugin discovery), and the planned ones."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .rules import GameInfo, GameRules


@dataclass(frozen=True, slots=True)
class GameEntry:
    """Where a built game's pieces live, as "module:attribute" paths, imported only when needed
    (the board draws with pygame, so the rules core never imports it)."""

    rules: str
    board: str


def load_attribute(path: str) -> Any:
    module, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module), attribute)


def game_entries() -> dict[str, GameEntry]:
    """The entry of every built game, by its folder name (which is its id)."""
    from ..games import BUILT
    return {name: importlib.import_module(f"game.games.{name}").ENTRY for name in BUILT}

# Games whose rules are not written yet are still listed, so players see what is coming (none today).
_PLANNED: tuple[GameInfo, ...] = ()


def planned_games() -> tuple[GameInfo, ...]:
    """The games to come, named and described only (nothing of them is imported)."""
    return _PLANNED


def _built_rules() -> dict[str, GameRules]:
    rules = [load_attribute(entry.rules) for entry in game_entries().values()]
    return {game.info.id: game for game in rules}


_rules_cache: dict[str, GameRules] | None = None


def built_rules() -> dict[str, GameRules]:
    global _rules_cache
    if _rules_cache is None:
        _rules_cache = _built_rules()
    return _rules_cache


def all_games() -> list[GameInfo]:
    """Every game, in the order the New game screen lists them."""
    built = [rules.info for rules in built_rules().values()]
    return built + [info for info in _PLANNED if info.id not in {b.id for b in built}]


def rules_for(game_id: str) -> GameRules:
    try:
        return built_rules()[game_id]
    except KeyError:
        known = ", ".join(info.id for info in all_games())
        raise KeyError(f"no playable game {game_id!r}; games: {known}") from None


def game_ids() -> list[str]:
    return [info.id for info in all_games()]
