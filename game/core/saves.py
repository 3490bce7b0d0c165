"""Saves: JSON with a format version, seed, answers and a snapshot, written atomically, checksummed.

A save file is {"format": ..., "version": N, "checksum": sha256 of the body, "body": {...}}.
The previous file is kept as <name>.bak so a damaged save still leaves
something to offer. Nothing here ever unpickles or evaluates data.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .match import Answer, Match, canonical_json
from .prompt import Event
from .rules import MatchSetup

SAVE_FORMAT = "survival-tabletop-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
MAX_SAVE_BYTES = 64 * 1024 * 1024


class SaveError(ValueError):
    """A save that can't be used, with the reason in words."""


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    ok: bool
    reason: str            # why it can't be loaded, when not ok
    game_id: str = ""
    label: str = ""
    saved_at: float = 0.0
    answers: int = 0
    has_backup: bool = False

    @property
    def backup_path(self) -> Path:
        return backup_of(self.path)


def backup_of(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def match_body(match: Match, label: str = "") -> dict[str, Any]:
    return {
        "game_id": match.setup.game_id,
        "label": label,
        "saved_at": time.time(),
        "setup": match.setup.to_json(),
        "seed": match.setup.seed,
        "content": match.content.fingerprint() if hasattr(match.content, "fingerprint") else [],
        "answers": [[a.seat, a.value] for a in match.answers],
        "snapshot": match.snapshot(),
        "log": [event.to_json() for event in match.log[-500:]],
        "state_hash": match.state_hash(),
    }


def encode(body: dict[str, Any]) -> bytes:
    checksum = hashlib.sha256(canonical_json(body).encode()).hexdigest()
    document = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "checksum": checksum, "body": body}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


def write_atomic(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Write to a temp file, flush and fsync it, keep the old file as .bak, then rename over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            os.replace(path, backup_of(path))
        os.replace(temporary, path)
        _fsync_folder(path.parent)
    finally:
        if temporary.exists():
            temporary.unlink()


def _fsync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows can't open folders; its rename is already durable enough
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def save_match(match: Match, path: Path, label: str = "") -> Path:
    write_atomic(path, encode(match_body(match, label)))
    return path


def read_body(path: Path) -> dict[str, Any]:
    """The verified body of a save, or SaveError saying what is wrong with it."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"the file is {size} bytes, larger than any save")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError("the file is missing") from None
    except OSError as exc:
        raise SaveError(f"the file can't be read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise SaveError("the file is empty")
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError("the file is not text (damaged or not a save)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"the file is cut short or damaged (JSON error at line {exc.lineno}, column {exc.colno})") from None
    if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
        raise SaveError("this is not a Survival Tabletop save")
    version = document.get("version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise SaveError(f"the save is format version {version}; this app reads up to {SAVE_VERSION}")
    body = document.get("body")
    if not isinstance(body, dict):
        raise SaveError("the save has no body")
    if hashlib.sha256(canonical_json(body).encode()).hexdigest() != document.get("checksum"):
        raise SaveError("the checksum does not match: the file was edited or damaged")
    for key, kind in (("game_id", str), ("setup", dict), ("answers", list), ("snapshot", dict)):
        if not isinstance(body.get(key), kind):
            raise SaveError(f"the save is missing its {key}")
    return body


def summarize(path: Path) -> SaveSummary:
    has_backup = backup_of(path).exists()
    try:
        body = read_body(path)
    except SaveError as exc:
        return SaveSummary(path, False, str(exc), has_backup=has_backup)
    return SaveSummary(path, True, "", body["game_id"], str(body.get("label", "")),
                       float(body.get("saved_at", 0.0)), len(body["answers"]), has_backup)


def list_saves(folder: Path) -> list[SaveSummary]:
    """Every save in the folder, newest first; damaged ones included with their reason."""
    if not folder.is_dir():
        return []
    summaries = [summarize(path) for path in folder.glob("*.json")]
    return sorted(summaries, key=lambda s: (s.saved_at or s.path.stat().st_mtime), reverse=True)


def latest_loadable(folder: Path) -> SaveSummary | None:
    return next((summary for summary in list_saves(folder) if summary.ok), None)


def load_match(path: Path, content_loader=None, *, verify_replay: bool = False) -> Match:
    """Rebuild a match from a save: the snapshot is the state; the answers are its history.

    content_loader(rules) gives the content to play on (mods included);
    verify_replay replays the answers from the seed and checks it reaches
    the same state, which proves the save and this app's rules agree.
    """
    from .registry import rules_for

    body = read_body(path)
    try:
        setup = MatchSetup.from_json(body["setup"])
        rules = rules_for(setup.game_id)
        content = content_loader(rules) if content_loader else rules.load_content()
        state = rules.state_from_json(body["snapshot"], content)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"the save's contents don't fit this game: {exc}") from None
    match = Match(rules, setup, content, state=state)
    match.answers = [Answer(int(seat), str(value)) for seat, value in body["answers"]]
    try:
        match.log = [Event.from_json(item) for item in body.get("log", [])]
    except (KeyError, TypeError, AttributeError):
        match.log = []   # the log is a convenience; a save without a readable one still plays
    if verify_replay:
        replayed = Match.replay(rules, setup, content, [a.value for a in match.answers], keep_undo=False)
        if replayed.state_hash() != match.state_hash():
            raise SaveError("replaying the save's answers does not reach its saved state")
    match.restart_undo_here()
    return match
