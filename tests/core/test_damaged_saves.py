"""Damaged and hand-edited saves: listed with their reason, refused in words, never loaded corrupted."""
from __future__ import annotations

import json

import pytest

from game.core import saves
from game.core.saves import SaveError

from .save_helpers import GAMES, load, played_match, play_random, rewrite_body, write_save


def envelope(body: object, version: object = saves.SAVE_VERSION) -> bytes:
    return json.dumps({"format": saves.SAVE_FORMAT, "version": version, "checksum": "0" * 64,
                       "body": body}).encode()


# --- 1. damaged files never stop the Load list or Continue ----------------------------------------
DAMAGED_FILES = {
    "deep-nesting.json": b"[" * 100_000,
    "deep-object.json": b'{"a":' * 50_000,
    "long-number.json": b'{"format": "survival-tabletop-save", "version": ' + b"7" * 5000 + b"}",
    "long-number-deep-inside.json": envelope({"n": 10**4000}),
    "nan.json": b'{"format": "survival-tabletop-save", "version": NaN}',
    "not-utf8.json": b"\xff\xfe\xfd",
    "a-list.json": b"[1, 2, 3]",
}


@pytest.mark.parametrize("name", sorted(DAMAGED_FILES))
def test_damaged_file_is_listed_with_its_reason(tmp_path, name):
    (tmp_path / name).write_bytes(DAMAGED_FILES[name])
    listed = saves.list_saves(tmp_path)
    assert [summary.path.name for summary in listed] == [name]
    assert not listed[0].ok and listed[0].reason
    assert saves.latest_loadable(tmp_path) is None


@pytest.mark.parametrize("saved_at", ["yesterday", None, True, [], -5, 1e300, float("inf")])
def test_a_save_time_that_is_not_a_time_is_damage(tmp_path, saved_at):
    match = played_match(GAMES[0], answers=5)
    path = write_save(match, tmp_path / "a.json")
    if saved_at == float("inf"):
        path.write_bytes(path.read_bytes().replace(b'"saved_at":', b'"saved_at":Infinity,"x":', 1))
    else:
        rewrite_body(path, lambda body: body.__setitem__("saved_at", saved_at))
    summary = saves.summarize(path)
    assert not summary.ok
    good = write_save(match, tmp_path / "b.json")
    assert saves.latest_loadable(tmp_path).path == good     # Continue skips the damaged one


def test_every_damaged_file_together_still_lists_the_good_save(tmp_path):
    for name, raw in DAMAGED_FILES.items():
        (tmp_path / name).write_bytes(raw)
    good = write_save(played_match(GAMES[0], answers=5), tmp_path / "good.json")
    listed = saves.list_saves(tmp_path)
    assert len(listed) == len(DAMAGED_FILES) + 1
    assert saves.latest_loadable(tmp_path).path == good


# --- 3. format versions -------------------------------------------------------------------------------
@pytest.mark.parametrize("version,reason", [
    (0, "versions start at 1"),
    (-1, "versions start at 1"),
    (True, "is true, not a whole number"),
    ("1", 'is "1", not a whole number'),
    (None, "is null, not a whole number"),
    (1.5, "not a whole number"),
    (99, "written by a newer version of the app; this app reads versions up to 1"),
])
def test_format_version_is_refused_with_a_clear_reason(tmp_path, version, reason):
    path = tmp_path / "v.json"
    path.write_bytes(envelope({}, version))
    with pytest.raises(SaveError) as refused:
        saves.read_body(path)
    assert reason in str(refused.value)
    assert "format version 1; this app reads up to 1" not in str(refused.value)


# --- 2. edited saves with a fresh checksum ------------------------------------------------------------
def _set(path_in_body: str, value):
    def edit(body):
        target = body
        keys = path_in_body.split("/")
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        target[int(last) if isinstance(target, list) else last] = value
    return edit


EDITS = {
    "answers are not pairs": (_set("answers", [["0", "x"]]), "not a seat and an answer"),
    "an answer is a number": (_set("answers/0", [0, 7]), "not a seat and an answer"),
    "a seat that isn't there": (_set("answers/0", [7, "pass"]), "by seat 8, in a"),
    "answers a table": (_set("answers", {"0": "x"}), "answers is not a list"),
    "snapshot a list": (_set("snapshot", []), "snapshot is not a table"),
    "state hash missing a value": (_set("state_hash", 5), "state_hash is not text"),
    "unknown game": (lambda body: (body.__setitem__("game_id", "chess"), body["setup"].__setitem__("game_id", "chess")),
                     "a game this app doesn't have"),
    "too many seats": (lambda body: body["setup"]["seats"].extend([{"name": "X", "color": 0, "bot": None}] * 12),
                       "seats"),
    "a seed that is text": (_set("setup/seed", "five"), "setup (game, seats, seed, variants) is damaged"),
    "an unknown bot": (lambda body: body["setup"]["seats"][0].__setitem__("bot", "skynet"), "bot"),
    "an illegal move": (lambda body: body["answers"][-1].__setitem__(1, "no-such-answer"), "not a legal answer"),
    "a move too many": (lambda body: body["answers"].append(list(body["answers"][-1])), "move"),
    "a move removed": (lambda body: body["answers"].pop(), "does not reach its saved game"),
}

GAME_EDITS = {
    "hit_z_road": {
        "a huge resource count": (_set("snapshot/resources/0/1", 2**63), "resources[0][1]"),
        "resources as text": (_set("snapshot/resources/0", "lots"), "resources[0]"),
        "an unknown card": (_set("snapshot/deck/0", "no-such-card"), "not a known cards id"),
        "an unknown token": (_set("snapshot/supply", {"laser": 1}), "not a known tokens id"),
        "a phase that doesn't exist": (_set("snapshot/phase", "brunch"), "phase"),
        "more tokens than the box": (_set("snapshot/supply/molotov", 40), "tokens in play"),
        "a missing field": (lambda body: body["snapshot"].pop("deck"), "deck: is missing"),
        "a one-point nudge": (lambda body: body["snapshot"]["resources"][0].__setitem__(
            0, body["snapshot"]["resources"][0][0] + 1), "fingerprint"),
    },
    "salvation_road": {
        "a huge food count": (_set("snapshot/pool/0", 2**63), "pool[0]"),
        "an unknown character": (_set("snapshot/character_order/0", "nobody"), "not a known characters id"),
        "an unknown road": (_set("snapshot/road_deck/0", "the-moon"), "not a known roads id"),
        "a resource from nowhere": (lambda body: body["snapshot"]["pool"].__setitem__(
            1, body["snapshot"]["pool"][1] + 1), "ammo tokens are in play"),
        "wounds as numbers": (_set("snapshot/wound_pool", "many"), "wound_pool"),
        "a wrong-typed flag": (_set("snapshot/limited_communication", "no"), "limited_communication"),
    },
}


def _cases():
    for game_id in GAMES:
        for name, (edit, reason) in {**EDITS, **GAME_EDITS.get(game_id, {})}.items():
            yield pytest.param(game_id, edit, reason, id=f"{game_id}: {name}")


@pytest.mark.parametrize("game_id,edit,reason", list(_cases()))
def test_edited_save_is_refused_with_its_reason(tmp_path, game_id, edit, reason):
    path = write_save(played_match(game_id), tmp_path / "edited.json")
    rewrite_body(path, edit)
    with pytest.raises(SaveError) as refused:
        load(path, game_id)
    assert reason in str(refused.value)


def test_every_built_game_declares_its_state_shape():
    from game.core.registry import built_rules
    for rules in built_rules().values():
        assert getattr(rules, "state_shape", None) is not None, rules.info.id


@pytest.mark.parametrize("game_id", GAMES)
def test_editing_only_the_label_or_log_still_loads_and_plays(tmp_path, game_id):
    match = played_match(game_id)
    path = write_save(match, tmp_path / "a.json")
    rewrite_body(path, lambda body: (body.__setitem__("label", "renamed"), body.__setitem__("log", "gone")))
    loaded = load(path, game_id)
    assert loaded.state_hash() == match.state_hash()
    assert [a.value for a in loaded.answers] == [a.value for a in match.answers]
    play_random(loaded, 200)


@pytest.mark.parametrize("game_id", GAMES)
def test_loaded_match_is_the_replayed_one_with_its_whole_log(tmp_path, game_id):
    match = played_match(game_id, answers=60)
    loaded = load(write_save(match, tmp_path / "a.json"), game_id)
    assert loaded.state_hash() == match.state_hash()
    assert [event.text for event in loaded.log] == [event.text for event in match.log]
    assert loaded.undoable_count() == 0


def test_a_save_made_with_other_mods_says_so(tmp_path):
    game_id = GAMES[0]
    match = played_match(game_id)
    path = write_save(match, tmp_path / "a.json")
    rewrite_body(path, lambda body: (body.__setitem__("content", ["desert-detour@1.0"]),
                                     body["answers"].pop()))
    with pytest.raises(SaveError, match="made with desert-detour@1.0; now the game has no mods"):
        load(path, game_id)
