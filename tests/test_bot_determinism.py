"""A seed replays the same game on every run: no game or bot may depend on Python's hash order."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game.core.registry import built_rules

PLAY = """
import sys
from game.core.match import Match
from game.core.registry import rules_for
from game.core.rules import MatchSetup, Seat
from game.core.session import Session
rules = rules_for(sys.argv[1])
content = rules.load_content()
for kind in rules.info.bot_kinds:
    for seed in range(12):
        seats = tuple(Seat(f"{kind} {i}", i, kind) for i in range(2))
        session = Session(Match(rules, MatchSetup(rules.info.id, seats, seed), content, keep_undo=False))
        session.play_bots_to_end()
        print(kind, seed, session.match.state_hash())
"""


@pytest.mark.parametrize("game_id", sorted(built_rules()))
def test_bot_games_are_the_same_under_different_hash_seeds(game_id):
    runs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        result = subprocess.run([sys.executable, "-c", PLAY, game_id], capture_output=True, text=True, env=env,
                                check=True, timeout=300)
        runs.append(result.stdout)
    assert runs[0] == runs[1]
    assert runs[0].count("\n") == 12 * len(built_rules()[game_id].info.bot_kinds)
