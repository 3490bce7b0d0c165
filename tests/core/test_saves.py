import json
import os

import pytest

from game.core import saves
from game.core.match import Match
from game.core.rules import MatchSetup, Seat

from .toy_game import TOY

SETUP = MatchSetup("toy", (Seat("Ana"), Seat("Ben")), seed=5)


@pytest.fixture
def played() -> Match:
    match = Match(TOY, SETUP, None)
    for value in ("stake:2", "roll", "bank", "stake:1", "roll"):
        if value in match.legal_answers():
            match.apply(value)
    return match


def write(match: Match, path):
    saves.write_atomic(path, saves.encode(saves.match_body(match, "test")))


def test_body_round_trips(tmp_path, played):
    path = tmp_path / "a.json"
    write(played, path)
    body = saves.read_body(path)
    assert body["seed"] == 5
    assert [tuple(a) for a in body["answers"]] == [(a.seat, a.value) for a in played.answers]
    restored = TOY.state_from_json(body["snapshot"], None)
    assert TOY.state_to_json(restored) == played.snapshot()
    assert body["state_hash"] == played.state_hash()
    assert body["log"][0]["kind"] == played.log[0].kind


def test_save_is_json_with_version_and_checksum(tmp_path, played):
    path = tmp_path / "a.json"
    write(played, path)
    document = json.loads(path.read_text())
    assert document["format"] == saves.SAVE_FORMAT and document["version"] == saves.SAVE_VERSION
    assert len(document["checksum"]) == 64


def test_truncated_save_is_reported(tmp_path, played):
    path = tmp_path / "a.json"
    write(played, path)
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    with pytest.raises(saves.SaveError, match="cut short or damaged"):
        saves.read_body(path)
    summary = saves.summarize(path)
    assert not summary.ok and "cut short" in summary.reason


def test_bit_flipped_save_fails_its_checksum(tmp_path, played):
    path = tmp_path / "a.json"
    write(played, path)
    raw = bytearray(path.read_bytes())
    position = raw.index(b'"pot":') + 6
    raw[position] = ord("9") if raw[position] != ord("9") else ord("8")
    path.write_bytes(bytes(raw))
    with pytest.raises(saves.SaveError, match="checksum"):
        saves.read_body(path)


@pytest.mark.parametrize("content,reason", [
    (b"", "empty"),
    (b"\xff\xfe\x00garbage", "not text"),
    (b'{"format": "something-else"}', "not a Survival Tabletop save"),
    (b'{"format": "survival-tabletop-save", "version": 99, "body": {}}', "version 99"),
    (b"[1, 2, 3]", "not a Survival Tabletop save"),
])
def test_damaged_saves_are_reported_never_crash(tmp_path, content, reason):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    summary = saves.summarize(path)
    assert not summary.ok and reason in summary.reason


def test_second_save_keeps_the_first_as_backup(tmp_path):
    match = Match(TOY, SETUP, None)
    path = tmp_path / "a.json"
    write(match, path)
    first = path.read_bytes()
    match.apply("stake:1")
    write(match, path)
    assert saves.backup_of(path).read_bytes() == first
    assert saves.summarize(path).has_backup


def test_interrupted_write_leaves_old_file_intact(tmp_path, played, monkeypatch):
    path = tmp_path / "a.json"
    write(played, path)
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("disk unplugged")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        write(played, path)
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_list_saves_newest_first_with_damaged_ones(tmp_path, played):
    write(played, tmp_path / "one.json")
    (tmp_path / "broken.json").write_text("{")
    listed = saves.list_saves(tmp_path)
    assert {s.path.name for s in listed} == {"one.json", "broken.json"}
    assert saves.latest_loadable(tmp_path).path.name == "one.json"
