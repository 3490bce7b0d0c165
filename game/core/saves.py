"""Saves: JSON with a format version, seed, answers and a snapshot, written atomically, checksummed.

A save file is {"format": ..., "version": N, "checksum": sha256 of the body, "body": {...}}.
The previous file is kept as <name>.bak so a damaged save still leaves
something to offer. Nothing here ever unpickles or evaluates data.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from .jsondata import fingerprint

if TYPE_CHECKING:
    # the match, the rules' setup and the prompt are needed only to check or load a save: the title's
    # Continue reads this module at startup, so they are imported where they are used
    from .match import Match
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
        "hints": list(match.hints_used),
        "snapshot": match.snapshot(),
        "log": [event.to_json() for event in match.log[-500:]],
        "state_hash": match.state_hash(),
        "app_version": __version__,
    }


def encode(body: dict[str, Any], file_format: str = SAVE_FORMAT, version: int = SAVE_VERSION) -> bytes:
    """The file's bytes: the body in its envelope (format, version, checksum); campaigns use it too."""
    checksum = fingerprint(body)
    document = {"format": file_format, "version": version, "checksum": checksum, "body": body}
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


MAX_NUMBER_DIGITS = 20      # a seed is at most 48 bits; nothing in a save needs a longer number
MAX_ANSWER_LENGTH = 200


def read_body(path: Path) -> dict[str, Any]:
    """The verified body of a save, or SaveError saying what is wrong with it."""
    return save_body(read_envelope(path, SAVE_FORMAT, "save"))


def save_body(document: dict[str, Any]) -> dict[str, Any]:
    """The verified body of a save's envelope already read (read_document)."""
    _check_version(document.get("version"))
    body = checked_body(document, "save")
    _check_body(body)
    return body


def read_envelope(path: Path, file_format: str, noun: str) -> dict[str, Any]:
    """A file's envelope, read without trusting it: SaveError unless it is a Survival Tabletop `noun`."""
    document = read_document(path)
    if not isinstance(document, dict) or document.get("format") != file_format:
        raise SaveError(f"this is not a Survival Tabletop {noun}")
    return document


def checked_body(document: dict[str, Any], noun: str) -> dict[str, Any]:
    """The envelope's body once its checksum proves it untouched."""
    body = document.get("body")
    if not isinstance(body, dict):
        raise SaveError(f"the {noun} has no body")
    if fingerprint(body) != document.get("checksum"):
        raise SaveError("the checksum does not match: the file was edited or damaged")
    return body


def read_document(path: Path) -> Any:
    """A file's JSON, read without trusting it: SaveError when it is missing, too big, not text or not JSON."""
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
        return json.loads(raw.decode("utf-8"), parse_int=_bounded_int, parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise SaveError("the file is not text (damaged or not a save)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"the file is cut short or damaged (JSON error at line {exc.lineno}, "
                        f"column {exc.colno})") from None
    except RecursionError:
        raise SaveError("the file is nested far deeper than any save (damaged or not a save)") from None


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise SaveError(f"the file holds a {len(text)}-digit number, longer than any save has")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise SaveError(f"the file holds {name}, which is not a number any save has")


def _check_version(version: Any) -> None:
    if isinstance(version, bool) or not isinstance(version, int):
        shown = json.dumps(version) if isinstance(version, (str, bool, type(None))) else "not a number"
        raise SaveError(f"the save's format version is {shown}, not a whole number")
    if version < 1:
        raise SaveError(f"the save's format version is {version}; versions start at 1")
    if version > SAVE_VERSION:
        raise SaveError(f"the save is format version {version}, written by a newer version of the app; "
                        f"this app reads versions up to {SAVE_VERSION}")


def check_match_body(body: Any) -> None:
    """SaveError unless this is a well-formed match body (what a save file or a campaign file holds)."""
    if not isinstance(body, dict):
        raise SaveError("the saved match has no body")
    _check_body(body)


def _check_body(body: dict[str, Any]) -> None:
    """The envelope of a save: the fields every save has, with the types the loader relies on."""
    for key, kind, words in (("game_id", str, "text"), ("setup", dict, "a table"), ("answers", list, "a list"),
                             ("snapshot", dict, "a table"), ("state_hash", str, "text")):
        if key not in body:
            raise SaveError(f"the save is missing its {key}")
        if not isinstance(body[key], kind):
            raise SaveError(f"the save's {key} is not {words}")
    saved_at = body.get("saved_at", 0)
    if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not 0 <= saved_at < 2**40:
        raise SaveError("the save's time (saved_at) is not a time")
    if not isinstance(body.get("label", ""), str):
        raise SaveError("the save's label is not text")
    setup = _setup_from(body["setup"])
    if setup.game_id != body["game_id"]:
        raise SaveError(f"the save says it is {body['game_id']!r} but was set up for {setup.game_id!r}")
    for index, answer in enumerate(body["answers"]):
        if (not isinstance(answer, list) or len(answer) != 2 or isinstance(answer[0], bool)
                or not isinstance(answer[0], int) or not isinstance(answer[1], str)):
            raise SaveError(f"move {index + 1} in the save is not a seat and an answer")
        if not 0 <= answer[0] < setup.players:
            raise SaveError(f"move {index + 1} is by seat {answer[0] + 1}, in a {setup.players}-seat game")
        if len(answer[1]) > MAX_ANSWER_LENGTH:
            raise SaveError(f"move {index + 1} is {len(answer[1])} characters long, longer than any answer")


def _setup_from(data: dict[str, Any]) -> MatchSetup:
    from .rules import MatchSetup
    seats = data.get("seats")
    valid = (isinstance(data.get("game_id"), str) and isinstance(seats, list) and 1 <= len(seats) <= 16
             and all(isinstance(seat, dict) and isinstance(seat.get("name"), str)
                     and type(seat.get("color", 0)) is int and 0 <= seat.get("color", 0) < 100
                     and (seat.get("bot") is None or isinstance(seat.get("bot"), str)) for seat in seats)
             and type(data.get("seed")) is int and 0 <= data["seed"] < 2**63
             and isinstance(data.get("variants", []), list)
             and all(isinstance(variant, str) for variant in data.get("variants", []))
             and isinstance(data.get("forced", []), list) and len(data.get("forced", [])) <= 1000)
    if not valid:
        raise SaveError("the save's setup (game, seats, seed, variants) is damaged")
    return MatchSetup.from_json(data)


def summarize(path: Path) -> SaveSummary:
    """One row of the Load list: cheap checks only (the full check runs when the save is opened)."""
    try:
        has_backup = backup_of(path).exists()
        body = read_body(path)
    except SaveError as exc:
        return SaveSummary(path, False, str(exc), has_backup=has_backup)
    except Exception as exc:   # whatever a damaged file does, the title and Load screens must open
        return SaveSummary(path, False, f"the file can't be read ({type(exc).__name__})")
    return SaveSummary(path, True, "", body["game_id"], body.get("label", ""),
                       float(body.get("saved_at", 0)), len(body["answers"]), has_backup)


def list_saves(folder: Path) -> list[SaveSummary]:
    """Every save in the folder, newest first; damaged ones included with their reason."""
    try:
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return []
    return sorted((summarize(path) for path in paths), key=_recency, reverse=True)


def _recency(summary: SaveSummary) -> float:
    if summary.saved_at:
        return summary.saved_at
    try:
        return summary.path.stat().st_mtime
    except OSError:
        return 0.0


def latest_loadable(folder: Path) -> SaveSummary | None:
    return next((summary for summary in list_saves(folder) if summary.ok), None)


def load_match(path: Path, content_loader=None) -> Match:
    """Rebuild a match from a save, trusting nothing in it until it is proved.

    content_loader(rules) gives the content to play on (mods included). The
    snapshot is brought forward to the game's current state version and
    checked against the game's own description of its state, then the
    answers are replayed from the seed: the match loaded is the
    replayed one, and it must reach the saved state exactly, so an edited
    save is refused rather than played on.
    """
    return match_from_body(read_body(path), content_loader)


def match_from_body(body: dict[str, Any], content_loader=None) -> Match:
    """load_match for a body already read and verified (a save's, or the one a campaign file holds)."""
    from .registry import rules_for
    from .rules import MatchSetup
    setup = MatchSetup.from_json(body["setup"])
    try:
        rules = rules_for(setup.game_id)
    except KeyError:
        raise SaveError(f"the save is for a game this app doesn't have ({setup.game_id!r})") from None
    if not rules.info.min_players <= setup.players <= rules.info.max_players:
        raise SaveError(f"the save has {setup.players} seats; {rules.info.name} takes "
                        f"{rules.info.min_players}-{rules.info.max_players}")
    unknown_bots = sorted({seat.bot for seat in setup.seats if seat.bot is not None} - set(rules.bots))
    if unknown_bots:
        raise SaveError(f"the save names a bot this app doesn't have ({unknown_bots[0]!r})")
    content = content_loader(rules) if content_loader else rules.load_content()
    snapshot = _migrated(rules, body["snapshot"])
    check = getattr(rules, "saved_state_problems", None)
    problems = check(snapshot, content) if check else []
    if problems:
        from .statecheck import in_words     # here: the title's Continue reads saves, and checks no state
        raise SaveError(f"the saved game is damaged: {in_words(problems)}")
    if fingerprint(body["snapshot"]) != body["state_hash"]:
        raise SaveError("the saved game does not match its own fingerprint (state_hash): it was edited")
    match = _replay(rules, setup, content, body["answers"])
    if match.state_hash() != fingerprint(snapshot):
        raise SaveError("replaying the save's moves does not reach its saved game"
                        + _content_difference(body, content) + _version_difference(body))
    match.keep_undo = True
    match.restart_undo_here()
    hints = body.get("hints")       # saves before hints have none: nobody had asked for one
    if isinstance(hints, list) and len(hints) == setup.players \
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1_000_000 for n in hints):
        match.hints_used = list(hints)
    return match


def _migrated(rules, snapshot: dict[str, Any]) -> dict[str, Any]:
    """The saved state brought forward to this version of the game's state, when it is older."""
    migrate = getattr(rules, "migrate_state", None)
    if migrate is None:
        return snapshot
    try:
        return migrate(snapshot)
    except ValueError as exc:
        raise SaveError(str(exc)) from None
    except Exception as exc:   # a migration meeting data it did not expect: this save's problem
        raise SaveError(f"the saved game can't be brought forward ({type(exc).__name__}: {exc})") from None


def _version_difference(body: dict[str, Any]) -> str:
    made_by = body.get("app_version")
    if made_by != __version__:
        return f" (it was made by {'version ' + str(made_by) if made_by else 'an earlier version'} of the app)"
    return ""


def _replay(rules, setup: MatchSetup, content: Any, answers: list[list]) -> Match:
    from .match import Match
    from .prompt import IllegalAnswer
    try:
        match = Match(rules, setup, content, keep_undo=False)
    except Exception as exc:
        raise SaveError(f"the save's game can't be set up again ({type(exc).__name__}: {exc})") from None
    for index, (seat, value) in enumerate(answers):
        move = f"move {index + 1} ({value!r})"
        if match.pending is None:
            raise SaveError(f"{move} comes after the game had ended")
        if match.pending.seat != seat:
            raise SaveError(f"{move} is recorded for seat {seat + 1}, but seat {match.pending.seat + 1} "
                            "was to answer")
        try:
            match.apply(value)
        except IllegalAnswer:
            raise SaveError(f"{move} is not a legal answer at that point in the game") from None
        except Exception as exc:   # a rules bug met on replay: report it as this save's problem, not a crash
            raise SaveError(f"replaying {move} failed ({type(exc).__name__}: {exc})") from None
    return match


def _content_difference(body: dict[str, Any], content: Any) -> str:
    saved = body.get("content")
    now = content.fingerprint() if hasattr(content, "fingerprint") else []
    if isinstance(saved, list) and saved != now:
        def named(mods):
            return ", ".join(str(mod) for mod in mods) or "no mods"
        return f" (it was made with {named(saved)}; now the game has {named(now)})"
    return ""
