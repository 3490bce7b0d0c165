"""A game to watch again: its setup (seed included), every answer and the mods it was played with, in a small
checksummed file; and a cursor that steps through it answer by answer, the rules alone rebuilding each position.

A replay file is the saves' envelope with format REPLAY_FORMAT. A save can be watched too: it holds the same
setup and answers. Opening either replays every answer once, keeping a snapshot every few answers, so any
step is reached by replaying at most SNAPSHOT_EVERY answers from the nearest one; the events of the whole game
are kept, so the log is always in step with the board.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from .match import Answer, Match
from .saves import (SAVE_FORMAT, SaveError, check_match_body, checked_body, encode, read_document, save_body,
                    write_atomic)

REPLAY_FORMAT = "survival-tabletop-replay"
REPLAY_VERSION = 1
SNAPSHOT_EVERY = 32


@dataclass(frozen=True)
class Replay:
    """What a replay file (or a save) says: enough to play the game again exactly."""
    setup: Any                      # MatchSetup
    answers: tuple[Answer, ...]
    mods: tuple[str, ...]           # "mod-id@version" of every mod it was played with
    state_hash: str                 # the last position's: proves the replay plays out as it was played
    label: str = ""
    app_version: str = ""

    @property
    def game_id(self) -> str:
        return self.setup.game_id


def replay_of(match: Match, label: str = "") -> Replay:
    """The replay of a match as far as it has been played (a finished one, or one under way)."""
    return Replay(match.setup, tuple(match.answers),
                  tuple(match.content.fingerprint()) if hasattr(match.content, "fingerprint") else (),
                  match.state_hash(), label, __version__)


def write_replay(replay: Replay, path: Path) -> Path:
    body = {"game_id": replay.game_id, "label": replay.label, "saved_at": time.time(),
            "setup": replay.setup.to_json(), "mods": list(replay.mods),
            "answers": [[answer.seat, answer.value] for answer in replay.answers],
            "state_hash": replay.state_hash, "app_version": replay.app_version or __version__}
    write_atomic(path, encode(body, REPLAY_FORMAT, REPLAY_VERSION), keep_backup=False)
    return path


def read_replay(path: Path) -> Replay:
    """A replay file, or a save (watched from its start), read without trusting it: SaveError says what is wrong."""
    from .rules import MatchSetup
    document = read_document(path)
    kind = document.get("format") if isinstance(document, dict) else None
    if kind == SAVE_FORMAT:
        body = save_body(document)
        return Replay(MatchSetup.from_json(body["setup"]), _answers(body), tuple(body.get("content") or ()),
                      body["state_hash"], body.get("label", ""), str(body.get("app_version", "")))
    if kind != REPLAY_FORMAT:
        raise SaveError("this is not a Survival Tabletop replay or save")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= REPLAY_VERSION:
        newer = isinstance(version, int) and not isinstance(version, bool) and version > REPLAY_VERSION
        raise SaveError(f"the replay is format version {json.dumps(version) if not newer else version}"
                        + ("; it was written by a newer version of the app" if newer else "")
                        + f", and this app reads versions 1 to {REPLAY_VERSION}")
    body = checked_body(document, "replay")
    mods = body.get("mods", [])
    if not isinstance(mods, list) or not all(isinstance(mod, str) for mod in mods):
        raise SaveError("the replay's list of mods is damaged")
    check_match_body({**body, "snapshot": {}})      # the fields a save and a replay share, checked alike
    return Replay(MatchSetup.from_json(body["setup"]), _answers(body), tuple(mods), body["state_hash"],
                  body.get("label", ""), str(body.get("app_version", "")))


def _answers(body: dict) -> tuple[Answer, ...]:
    return tuple(Answer(seat, value) for seat, value in body["answers"])


def missing_mods(replay: Replay, content: Any) -> list[str]:
    """The mods the replay was played with that this content lacks (or has at another version)."""
    have = set(content.fingerprint()) if hasattr(content, "fingerprint") else set()
    return [mod for mod in replay.mods if mod not in have]


class ReplayCursor:
    """A replay at one step: the position after its first `step` answers, with the events that led there."""

    def __init__(self, rules, replay: Replay, content: Any) -> None:
        from .prompt import IllegalAnswer
        self.rules = rules
        self.replay = replay
        self.content = content
        self._snapshots: dict[int, dict] = {}
        self.log_lengths: list[int] = []      # the log's length after each step (index 0: before any answer)
        self.hashes: list[str] = []           # the state hash after each step
        self.progress_at: list[str] = []      # where the game stood at each step, in its words ("Round 3 of 8")
        try:
            match = Match(rules, replay.setup, content, keep_undo=False)
        except Exception as exc:
            raise SaveError(f"the replay's game can't be set up ({type(exc).__name__}: {exc})") from None
        self._note(match, 0)
        for index, (seat, value) in enumerate(replay.answers):
            if match.pending is None or match.pending.seat != seat:
                raise SaveError(f"answer {index + 1} ({value!r}) was given by seat {seat + 1}, who was not asked then")
            try:
                match.apply(value)
            except IllegalAnswer:
                raise SaveError(f"answer {index + 1} ({value!r}) is not a legal answer there: the rules or the "
                                "cards have changed since it was played") from None
            self._note(match, index + 1)
        self.log = list(match.log)
        self.plays_out = match.state_hash() == replay.state_hash
        self.finished = match.pending is None      # a game over: nothing in it is secret any more
        self.match = match
        self.step = self.steps

    def _note(self, match: Match, step: int) -> None:
        if step % SNAPSHOT_EVERY == 0:
            self._snapshots[step] = match.snapshot()
        self.log_lengths.append(len(match.log))
        self.hashes.append(match.state_hash())
        self.progress_at.append(match.progress())

    @property
    def steps(self) -> int:
        return len(self.replay.answers)

    def go(self, step: int) -> None:
        """To the position after `step` answers (clamped to the game's length)."""
        step = max(0, min(self.steps, step))
        if step == self.step:
            return
        if step < self.step or step - self.step > SNAPSHOT_EVERY:
            start = step - step % SNAPSHOT_EVERY
            state = self.rules.state_from_json(self._snapshots[start], self.content)
            self.match = Match(self.rules, self.replay.setup, self.content, keep_undo=False, state=state)
            self.match.answers = list(self.replay.answers[:start])
            self.step = start
        while self.step < step:
            self.match.apply(self.replay.answers[self.step].value)
            self.step += 1
        # the events up to here come from the first pass: a restored match starts with an empty log
        self.match.log = self.log[:self.log_lengths[self.step]]

    def given(self) -> Answer | None:
        """The answer given to the question now asked, or None at the end."""
        return self.replay.answers[self.step] if self.step < self.steps else None

    def marks(self) -> list[tuple[int, str]]:
        """Where each stretch of the game the rules name (a round, a day, a turn) begins: (step, its words)."""
        found: list[tuple[int, str]] = []
        for step, words in enumerate(self.progress_at):
            if words and (not found or found[-1][1] != words):
                found.append((step, words))
        return found
