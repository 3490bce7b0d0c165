"""Heart of the City on the board: its deck's count among the decks while the module is in play (with a
tooltip saying what going by the square does), and nothing of it otherwise."""
from __future__ import annotations

import pygame

from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.ui.board import BoardFrame, BoardSettings

from .board_fixtures import content, display  # noqa: F401  (fixtures)
from .support import started
from game.games.this_war_of_mine.rules import RULES

BIG = (1450, 1060)          # the match screen's board at 1920x1080


def _tips(content, options) -> dict[str, str]:
    view = RULES.view(started(options=options), 0)
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *BIG))
    board.draw(pygame.Surface(BIG), BoardFrame(view, None, 0, frozenset()))
    return {box.target: box.tooltip for box in board.hitboxes}


def test_the_heart_of_the_city_deck_shows_its_count_while_in_play(display, content):  # noqa: F811
    with_it = _tips(content, ["heart_of_the_city"])
    assert "deck:heart_of_the_city" in with_it
    assert "5 cards left" in with_it["deck:heart_of_the_city"] and "removed from the game" in with_it["deck:heart_of_the_city"]
    assert "deck:heart_of_the_city" not in _tips(content, [])
