"""What the board renderers' tests share: drawing one frame, reading pixels, checking hitboxes,
lending a board quiet frames (warm_up)."""
from __future__ import annotations

import time

import pygame
import pytest

from game.ui.board import BoardFrame, BoardRenderer, BoardSettings

# the app's window sizes and the UI scales the boards are checked at
WINDOWS = [(1280, 720), (1920, 1080)]
SCALES = [1.0, 1.5, 2.0]


@pytest.fixture(scope="module", autouse=True)
def display():
    """pygame's display and fonts for a board test module's drawing (imported there, it applies to it)."""
    pygame.display.init()
    pygame.font.init()
    yield


def content_fixture(load_content):
    """A module fixture `content`: the game's content, with a display for the drawing that follows."""
    @pytest.fixture(scope="module")
    def content():
        pygame.display.init()
        pygame.font.init()
        return load_content()
    return content


def render_board(board_class: type[BoardRenderer], content, view, viewer, highlights=frozenset(), *,
                 size=(1920, 1080), rect=None, settings=None, hover=None, prompt=None, board=None):
    """Draw one frame on a fresh surface; returns (board, surface)."""
    surface = pygame.Surface(size)
    board = board or board_class(content, settings or BoardSettings())
    board.set_rect(pygame.Rect(rect) if rect else surface.get_rect())
    board.draw(surface, BoardFrame(view, prompt, viewer, frozenset(highlights), hover))
    return board, surface


def warm_until_done(board: BoardRenderer, budget_s: float, limit: int = 5000) -> list[float]:
    """Call board.warm_up(budget_s) as quiet frames do until it has nothing left; how long each call took."""
    times = []
    for _ in range(limit):
        start = time.perf_counter()
        more = board.warm_up(budget_s)
        times.append(time.perf_counter() - start)
        if not more:
            return times
    raise AssertionError("warm_up never finished")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def assert_targets_clickable(board: BoardRenderer, targets) -> None:
    """Every target has a hitbox, and a click at its centre maps back to it."""
    for target in targets:
        rect = board.target_rect(target)
        assert rect is not None, f"no hitbox for {target}"
        assert rect.width > 0 and rect.height > 0, target
        assert board.hit_test(rect.center) == target, f"centre of {target} maps to {board.hit_test(rect.center)}"
