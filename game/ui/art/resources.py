"""Resource tokens: the registry each game fills, and the tokens drawn from it.

Each resource has its own outline shape as well as colour, so they can be
told apart without colour vision.  A game registers its resources from its own
folder (game/games/<game>/pieces.py: :func:`register_resource`); a token is
looked up by name, and the games' pieces are imported the first time one is
asked for, so the shared UI never has to import a game and nothing here has to
know which games exist.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from typing import Callable, NamedTuple, Sequence

import pygame

from .color import Color, _as_color
from .pen import Pen
from .surfaces import _as_side, finish, supersampled
from .tokens import draw_token


class _Resource(NamedTuple):
    shape: str
    body: Color
    rim: Color | None
    pictogram: Callable[["Pen"], None]


_RESOURCES: dict[str, _Resource] = {}
_pieces_loaded = False


def _load_pieces() -> None:
    """Import every built game's pieces module (game/games/<game>/pieces.py), which registers them."""
    global _pieces_loaded
    if _pieces_loaded:
        return
    _pieces_loaded = True
    # Imported here, not at the top: the games import this package, and the
    # game list is only needed once a token is first asked for.  PyInstaller
    # sees these modules through installer.spec's collect_submodules("game.games").
    import importlib

    from game.games import BUILT
    for game_id in BUILT:
        try:
            importlib.import_module(f"game.games.{game_id}.pieces")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.games.{game_id}.pieces":
                raise


def register_resource(kind: str, shape: str, body: Sequence[int], pictogram: Callable[["Pen"], None],
                      rim: Sequence[int] | None = None) -> None:
    """Name a resource token: its outline shape (one draw_token_shape knows), body colour, rim
    colour (None: the body darkened) and the pictogram drawn on it (unit coordinates)."""
    _RESOURCES[str(kind)] = _Resource(str(shape), _as_color(body), _as_color(rim) if rim is not None else None,
                                      pictogram)
    _resource_token.cache_clear()


class _ResourceShapes(Mapping):
    """The registered resources' names and outline shapes, in registration order."""

    def __getitem__(self, kind: str) -> str:
        _load_pieces()
        return _RESOURCES[kind].shape

    def __iter__(self) -> Iterator[str]:
        _load_pieces()
        return iter(list(_RESOURCES))

    def __len__(self) -> int:
        _load_pieces()
        return len(_RESOURCES)

    def __contains__(self, kind: object) -> bool:
        _load_pieces()
        return kind in _RESOURCES

    def __repr__(self) -> str:
        return repr(dict(self.items()))


RESOURCE_SHAPES: Mapping[str, str] = _ResourceShapes()


def resource_token(kind: str, size: int) -> pygame.Surface:
    """A resource token by name ("ammo", "food", ...: whatever the games register)."""
    kind = str(kind)
    if kind not in RESOURCE_SHAPES:
        raise ValueError(f"unknown resource {kind!r}")
    return _resource_token(kind, _as_side(size))


@functools.lru_cache(maxsize=256)
def _resource_token(kind: str, size: int) -> pygame.Surface:
    res = _RESOURCES[kind]

    def draw(canvas: pygame.Surface) -> None:
        pen = Pen(canvas)
        draw_token(pen, res.shape, res.body, rim=res.rim)
        res.pictogram(pen)

    return finish(supersampled((size, size), draw))
