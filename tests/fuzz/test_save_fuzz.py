"""Seeded fuzzing of saves for every built game: cut, flipped and hand-edited files.

Each damaged save must either be refused with a SaveError (a reason in words)
or load intact, as the very game that was saved, and play on for 200 random
answers. Anything else (another exception, a game that loads changed) fails.
The quick sample runs in the normal suite; `--long` or SURVIVAL_FUZZ_LONG=1
runs thousands of cases.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core import saves
from game.core.saves import SaveError

from tests.core.save_helpers import GAMES, load, played_match, play_random, write_save

QUICK, LONG = 100, 3000          # cases per game and kind of damage
DEEP = json.loads("[" * 40 + "]" * 40)
NASTY_VALUES = (None, True, False, 0, -1, 1, 2**31, 2**63, -(2**63), 10**19, 1.5, "", "x", "x" * 5000, [], {},
                [None], {"": None}, DEEP, "\u202e\x1b[2J", "../../etc/passwd", "0", "pass", [0, "pass"])


def _places(value, path=()):
    """Every place in a JSON value, as a path of keys and indexes."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _places(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _places(item, path + (index,))


def _at(value, path):
    for key in path:
        value = value[key]
    return value


def mutate(body: dict, rng: random.Random) -> str:
    """Change one place in the body as a careless or hostile editor might; says what it did."""
    # pick a field first, so the long log does not take most of the edits
    field = rng.choice(sorted(body))
    path = rng.choice(list(_places(body[field], (field,))))
    parent, key = _at(body, path[:-1]), path[-1]
    current = parent[key]
    move = rng.choice(("replace", "replace", "nudge", "delete", "duplicate", "swap"))
    if move == "nudge" and isinstance(current, int) and not isinstance(current, bool):
        parent[key] = current + rng.choice((-1, 1, 7, -current - 1))
    elif move == "delete":
        del parent[key]
    elif move == "duplicate" and isinstance(parent, list):
        parent.insert(key, json.loads(json.dumps(current)))
    elif move == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[key], parent[other] = parent[other], parent[key]
    else:
        move = "replace"
        parent[key] = json.loads(json.dumps(rng.choice(NASTY_VALUES)))
    return f"{move} at {'/'.join(map(str, path))}"


def _outcome_of(path, game_id, expected_hash, what: str) -> str:
    """'refused' or 'intact' (after playing on); anything else raises with what was done."""
    try:
        match = load(path, game_id)
    except SaveError as refused:
        assert str(refused), what
        return "refused"
    except Exception as error:    # pragma: no cover - this is the failure the suite looks for
        raise AssertionError(f"{what}: {type(error).__name__}: {error}") from error
    assert match.state_hash() == expected_hash, f"{what}: loaded a game that is not the one saved"
    play_random(match, 200, seed=len(match.answers))
    return "intact"


@pytest.fixture(scope="module", params=GAMES)
def saved(request, tmp_path_factory):
    game_id = request.param
    match = played_match(game_id, seed=11, answers=80)
    folder = tmp_path_factory.mktemp(game_id)
    path = write_save(match, folder / "original.json")
    return game_id, match.state_hash(), path.read_bytes(), folder


def test_cut_short_saves(saved, long_run):
    game_id, expected, raw, folder = saved
    rng = random.Random(1)
    cuts = sorted({rng.randrange(len(raw)) for _ in range(LONG if long_run else QUICK)})
    results = Counter()
    for cut in cuts:
        path = folder / "cut.json"
        path.write_bytes(raw[:cut])
        assert not saves.summarize(path).ok
        results[_outcome_of(path, game_id, expected, f"cut at byte {cut}")] += 1
    print(f"{game_id} cut short: {dict(results)}")
    assert results == {"refused": len(cuts)}


def test_bit_flipped_saves(saved, long_run):
    game_id, expected, raw, folder = saved
    rng = random.Random(2)
    results = Counter()
    for case in range(LONG if long_run else QUICK):
        damaged = bytearray(raw)
        for _ in range(rng.choice((1, 1, 2, 8))):
            damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
        path = folder / "flipped.json"
        path.write_bytes(bytes(damaged))
        saves.summarize(path)
        results[_outcome_of(path, game_id, expected, f"flip case {case}")] += 1
    print(f"{game_id} bit flips: {dict(results)}")
    assert results["refused"] >= 1 and set(results) <= {"refused", "intact"}


def test_hand_edited_saves_with_a_fresh_checksum(saved, long_run):
    game_id, expected, raw, folder = saved
    original = json.loads(raw)["body"]
    rng = random.Random(3)
    results = Counter()
    for case in range(LONG if long_run else QUICK * 2):
        body = json.loads(json.dumps(original))
        what = "; ".join(mutate(body, rng) for _ in range(rng.choice((1, 1, 1, 2, 3))))
        path = folder / "edited.json"
        path.write_bytes(saves.encode(body))
        saves.summarize(path)
        results[_outcome_of(path, game_id, expected, f"case {case}: {what}")] += 1
    print(f"{game_id} hand edits: {dict(results)}")
    # most edits are caught; edits to the label, the log or the time load as the same game
    assert results["refused"] > results["intact"] >= 1, results
