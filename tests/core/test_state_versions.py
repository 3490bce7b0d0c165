"""Saves written by every state version a game has shipped still load (tests/saves/), and migrations chain."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import saves
from game.core.registry import built_rules
from game.core.rules_base import GameRulesBase, StateVersionError

SAVES = Path(__file__).resolve().parents[1] / "saves"
KEPT = sorted(SAVES.glob("*-state-v*.json"))


@pytest.mark.parametrize("path", KEPT, ids=[path.stem for path in KEPT])
def test_a_save_of_every_kept_state_version_loads_and_plays_on(path):
    from .save_helpers import play_random
    match = saves.load_match(path)
    assert match.snapshot()["version"] == match.rules.state_version
    play_random(match, 100)


def test_every_game_keeps_a_save_of_its_current_state_version():
    """Bumping a game's state version means adding a migration and a save of the new version here."""
    kept = {(m.group(1), int(m.group(2))) for m in (re.fullmatch(r"(.+)-state-v(\d+)", p.stem) for p in KEPT)}
    for game_id, rules in built_rules().items():
        assert (game_id, rules.state_version) in kept, f"tests/saves/{game_id}-state-v{rules.state_version}.json"
        for version in range(min(v for g, v in kept if g == game_id), rules.state_version):
            assert version in rules.migrations, f"{game_id}: no migration from state version {version}"


class Versioned(GameRulesBase):
    """A game at state version 3 whose saves have renamed a field twice."""

    class info:
        name = "Versioned"

    state_version = 3
    migrations = {
        1: lambda data: {**{k: v for k, v in data.items() if k != "hp"}, "health": data["hp"]},
        2: lambda data: {**{k: v for k, v in data.items() if k != "health"}, "life": data["health"]},
    }


def test_migrations_bring_a_state_forward_one_version_at_a_time():
    rules = Versioned()
    assert rules.migrate_state({"version": 1, "hp": 4}) == {"version": 3, "life": 4}
    assert rules.migrate_state({"version": 2, "health": 5}) == {"version": 3, "life": 5}
    original = {"version": 3, "life": 6}
    assert rules.migrate_state(original) == original and rules.migrate_state(original) is not original


@pytest.mark.parametrize("version,reason", [(4, "from a newer version of Versioned"), (0, "too old"),
                                            (None, "no state version"), (True, "no state version")])
def test_a_state_version_that_cant_be_brought_forward_says_why(version, reason):
    with pytest.raises(StateVersionError, match=reason):
        Versioned().migrate_state({"version": version})
