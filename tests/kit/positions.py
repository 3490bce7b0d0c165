"""Positions along a bot game, for the tests of each game's sample_hidden (tests/<game>/test_hidden.py)."""
from __future__ import annotations

from typing import Any, Iterator

from game.core.session import Session


def bot_positions(session: Session, every: int, limit: int = 10**6) -> Iterator[tuple[Any, int]]:
    """The state every `every` answers while bots play on (up to `limit` answers), with the seat asked there.
    The state is the live one: it moves on once the caller asks for the next position."""
    count = 0
    while session.bot_to_answer and count < limit:
        if count % every == 0:
            yield session.match.state, session.seat_to_answer
        session.step_bot()
        count += 1
