"""What This War of Mine's board tests share: pygame's display and fonts for the module (imported, the fixture
applies to the importing module), the content, the board's boxes as drawn for a state, and the Day questions of
a match the Leader bot plays."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.bots import LeaderBot
from game.games.this_war_of_mine.rules import RULES
from tests.board_helpers import display  # noqa: F401  (the fixture)




@pytest.fixture(scope="module")
def content():
    return RULES.base_content()


BIG = (1450, 1060)          # the match screen's board at 1920x1080
SMALL = (930, 700)          # and at 1280x720


def board_boxes(content, state, size=BIG, seat: int = 0) -> dict:
    """Each target's first hitbox on the board drawn for `seat`'s view of the state."""
    return {target: found[0] for target, found in every_box(content, state, size, seat).items()}


def every_box(content, state, size=BIG, seat: int = 0) -> dict:
    """Each target's hitboxes, in the order drawn (a Character has one on their panel and one on their standee)."""
    from game.games.this_war_of_mine.board import ThisWarOfMineBoard
    from game.ui.board import BoardFrame, BoardSettings
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *size))
    board.draw(pygame.Surface(size), BoardFrame(RULES.view(state, seat), None, 0, frozenset()))
    found: dict = {}
    for box in board.hitboxes:
        found.setdefault(box.target, []).append(box)
    return found


def day_prompts(content, variants: tuple, days: int, seed: int = 3) -> list[tuple[dict, object]]:
    """(view, prompt) at every Day-phase question of a match two Leader bots play, up to `days` days."""
    setup = MatchSetup("this_war_of_mine", (Seat("Ana"), Seat("Ben")), seed, variants)
    match = Match(RULES, setup, content, keep_undo=False)
    bots = [LeaderBot(0, Rng(1)), LeaderBot(1, Rng(2))]
    out = []
    while match.pending is not None:
        prompt = match.pending
        view = match.view(prompt.seat)
        if view["day"] > days:
            break
        if view["phase"] == "day":
            out.append((view, prompt))
        match.apply(bots[prompt.seat].choose(view, prompt))
    return out


def play_to_end(match: Match, seed: int, most: int = 5000) -> Match:
    """Two Leader bots answer until the playthrough ends."""
    bots = [LeaderBot(seat, Rng(seat + seed)) for seat in range(len(match.setup.seats))]
    for _ in range(most):
        if match.pending is None:
            break
        prompt = match.pending
        match.apply(bots[prompt.seat].choose(match.view(prompt.seat), prompt))
    return match
