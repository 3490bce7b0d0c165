"""One simulation over every registered game, every player count and variant it declares.

Bots play whole games; after every answer the state must pass the game's own
saved-state check (its shapes, ranges, ids and conserved totals: the
invariants a game declares once, for its loader and its tests alike), a
legal answer must exist exactly while the game runs, and at steps 2^k the
state must survive a JSON round trip with the same hash and question. Each
finished game must replay to the same state. A new game gets all of this by
being registered; tests/test_bot_determinism.py adds bot determinism under
two hash seeds for every game.
"""
from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.registry import built_rules
from game.core.rules import MatchSetup, Seat
from game.core.session import Session

from .replay_fixture import configurations

GAMES_PER_SETUP = 3


def setups():
    for game_id, rules in sorted(built_rules().items()):
        for players, variants, _ in configurations(rules):
            yield pytest.param(game_id, players, variants, id=f"{game_id}-{players}-{'+'.join(variants) or 'plain'}")


def play_checked(rules, content, setup: MatchSetup) -> Match:
    session = Session(Match(rules, setup, content, keep_undo=False))
    game = session.match
    next_round_trip = 1
    while True:
        problems = rules.saved_state_problems(rules.state_to_json(game.state), content)
        assert not problems, f"after {len(game.answers)} answers: {problems}"
        over = game.pending is None
        assert over == (game.outcome() is not None), "a question exists exactly while the game runs"
        if over:
            return game
        values = game.pending.values
        assert values and len(set(values)) == len(values), f"the answers are missing or repeat: {values}"
        if len(game.answers) == next_round_trip:
            copy = rules.state_from_json(json.loads(json.dumps(rules.state_to_json(game.state))), content)
            again = Match(rules, setup, content, keep_undo=False, state=copy)
            assert again.state_hash() == game.state_hash() and again.pending.values == values
            next_round_trip *= 2
        session.step_bot()


@pytest.mark.parametrize("game_id, players, variants", list(setups()))
def test_bots_play_every_setup_with_every_invariant(game_id, players, variants):
    rules = built_rules()[game_id]
    content = rules.load_content()
    for seed in range(GAMES_PER_SETUP):
        bot = rules.info.bot_kinds[seed % len(rules.info.bot_kinds)]
        setup = MatchSetup(game_id, tuple(Seat(f"P{i + 1}", i, bot) for i in range(players)), seed,
                           rules.info.resolve_variants(variants, players))
        game = play_checked(rules, content, setup)
        replayed = Match.replay(rules, setup, content, [a.value for a in game.answers], keep_undo=False)
        assert replayed.state_hash() == game.state_hash() and replayed.outcome() == game.outcome()


def test_every_built_game_can_be_checked_here():
    for rules in built_rules().values():
        assert getattr(rules, "state_shape", None) is not None, f"{rules.info.id} declares no state shape"
        assert "random" in rules.bots and rules.info.bot_kinds, rules.info.id


def test_every_game_names_its_progress_and_its_autosave_points():
    for game_id, rules in built_rules().items():
        setup = MatchSetup(game_id, tuple(Seat(f"P{i + 1}", i, "random") for i in range(rules.info.min_players)), 1)
        session = Session(Match(rules, setup, rules.load_content(), keep_undo=False))
        assert session.match.progress(), f"{game_id} says nothing of where a match stands"
        autosaves = 0
        while session.match.pending is not None:
            autosaves += session.match.is_autosave_point(session.step_bot())
        assert autosaves >= 1, f"{game_id}: a whole game passed no autosave point"
        assert session.match.progress() == "Game over"


def test_simulate_counts_every_drawn_card_as_resolved_in_every_game():
    """A card drawn is a card resolved, in every game's words (card_drawn, then card_resolved), so the
    per-card statistics of `simulate` mean the same for every game."""
    from game.cli_tools import simulate
    for game_id, rules in built_rules().items():
        kind = rules.info.bot_kinds[0]
        players = max(rules.info.min_players, min(2, rules.info.max_players))
        report = simulate(game_id, players, [kind] * players, games=20, seed=1, variants=())
        never = sorted(card for card, counts in report["cards"].items() if counts["drawn"] >= 5 and not counts["resolved"])
        assert not never, f"{game_id}: drawn but never resolved: {never}"
