"""Replays: a game's setup, answers and mods in a small checksummed file, and a cursor that rebuilds any position
by the rules alone, forward and back, with the log in step."""
from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.registry import rules_for
from game.core.replays import (REPLAY_VERSION, SNAPSHOT_EVERY, ReplayCursor, missing_mods, read_replay, replay_of,
                               write_replay)
from game.core.rules import MatchSetup, Seat
from game.core.saves import SaveError, save_match
from game.core.session import Session


def _played(game_id: str, players: int, seed: int, *, keep_hashes: bool = False):
    rules = rules_for(game_id)
    content = rules.load_content(mods=[])
    kind = rules.info.bot_kinds[0]
    session = Session(Match(rules, MatchSetup(game_id, tuple(Seat(f"P{i + 1}", i, kind) for i in range(players)),
                                              seed, ()), content, keep_undo=False))
    hashes = [session.match.state_hash()]
    while session.bot_to_answer:
        session.step_bot()
        if keep_hashes:
            hashes.append(session.match.state_hash())
    return rules, content, session.match, hashes


@pytest.mark.parametrize("game_id, players", [("hit_z_road", 3), ("salvation_road", 2), ("everything_lost", 1),
                                              ("wasted_wilds", 2), ("this_war_of_mine", 2)])
def test_every_position_of_a_replay_is_the_one_played(game_id, players):
    rules, content, match, hashes = _played(game_id, players, 11, keep_hashes=True)
    cursor = ReplayCursor(rules, replay_of(match), content)
    assert cursor.plays_out and cursor.steps == len(match.answers) == len(hashes) - 1
    assert cursor.hashes == hashes
    for step in (0, 1, SNAPSHOT_EVERY + 3, cursor.steps // 2, cursor.steps, 5, cursor.steps - 1):
        step = min(step, cursor.steps)
        cursor.go(step)
        assert cursor.match.state_hash() == hashes[step], f"step {step}"
        assert cursor.match.log == match.log[:cursor.log_lengths[step]], "the log in step with the board"
        given = cursor.given()
        assert (given is None) == (step == cursor.steps) and (given is None or given == match.answers[step])


def test_the_marks_are_where_the_rounds_begin():
    rules, content, match, _ = _played("hit_z_road", 2, 3)
    cursor = ReplayCursor(rules, replay_of(match), content)
    marks = cursor.marks()
    assert marks[0] == (0, "Round 1 of 8") and [words for _, words in marks[:3]] == \
        ["Round 1 of 8", "Round 2 of 8", "Round 3 of 8"]
    assert all(a < b for (a, _), (b, _) in zip(marks, marks[1:]))


def test_a_replay_file_round_trips_and_a_save_is_watched_from_its_start(tmp_path):
    rules, content, match, _ = _played("salvation_road", 3, 5)
    path = write_replay(replay_of(match, label="a long road"), tmp_path / "game.replay.json")
    replay = read_replay(path)
    assert replay.answers == tuple(match.answers) and replay.setup == match.setup and replay.label == "a long road"
    assert path.stat().st_size < 20_000, "a small file: the setup and the answers, no states"
    save = save_match(match, tmp_path / "save.json", "saved")
    from_save = read_replay(save)
    assert from_save.answers == replay.answers and from_save.state_hash == replay.state_hash
    assert ReplayCursor(rules, from_save, content).plays_out


def test_a_damaged_replay_is_refused_with_the_reason(tmp_path):
    rules, content, match, _ = _played("hit_z_road", 2, 9)
    path = write_replay(replay_of(match), tmp_path / "r.json")
    document = json.loads(path.read_text())
    document["body"]["answers"][3][1] = "not an answer"
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="checksum"):
        read_replay(path)
    document["version"] = REPLAY_VERSION + 1
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="newer version of the app"):
        read_replay(path)
    (tmp_path / "other.json").write_text('{"format": "something else"}')
    with pytest.raises(SaveError, match="not a Survival Tabletop replay or save"):
        read_replay(tmp_path / "other.json")
    (tmp_path / "cut.json").write_bytes(path.read_bytes()[:200])
    with pytest.raises(SaveError, match="cut short or damaged"):
        read_replay(tmp_path / "cut.json")


def test_an_answer_the_rules_no_longer_take_is_said_not_raised(tmp_path):
    from dataclasses import replace
    from game.core.match import Answer
    rules, content, match, _ = _played("hit_z_road", 2, 9)
    replay = replay_of(match)
    broken = replace(replay, answers=replay.answers[:4] + (Answer(replay.answers[4].seat, "no such answer"),))
    with pytest.raises(SaveError, match="answer 5 .* is not a legal answer there"):
        ReplayCursor(rules, broken, content)


def test_the_mods_a_replay_needs_are_named_when_missing():
    rules, content, match, _ = _played("hit_z_road", 2, 9)
    from dataclasses import replace
    replay = replace(replay_of(match), mods=("desert-detour@1.0",))
    assert missing_mods(replay, content) == ["desert-detour@1.0"]
    assert missing_mods(replay_of(match), content) == []
