"""Which board renderer draws which game: each built game's entry names its board (game/games)."""
from __future__ import annotations

from typing import Callable

from ..core.registry import game_entries, load_attribute
from ..ui.board import BoardRenderer


class BoardUnavailable(RuntimeError):
    """The game has rules but no renderer can be loaded; the message says why, in words."""


def _loader(path: str) -> Callable[[], type[BoardRenderer]]:
    return lambda: load_attribute(path)


# game id -> a loader that imports the renderer class only when a match needs it,
# so one game's missing or broken board never stops the others (or the title screen).
_LOADERS: dict[str, Callable[[], type[BoardRenderer]]] = {
    game_id: _loader(entry.board) for game_id, entry in game_entries().items()}


def register_board(game_id: str, renderer: type[BoardRenderer]) -> None:
    """Add or replace a renderer (tests use this for stand-in games)."""
    _LOADERS[game_id] = lambda: renderer


def board_class_for(game_id: str) -> type[BoardRenderer]:
    loader = _LOADERS.get(game_id)
    if loader is None:
        raise BoardUnavailable(f"No board is drawn for {game_id!r} yet.")
    try:
        return loader()
    except ImportError as exc:
        raise BoardUnavailable(f"The board for {game_id!r} can't be loaded: {exc}") from exc
