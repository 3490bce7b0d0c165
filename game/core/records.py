"""Records: every finished match, kept in one file in the user data folder's records/, and the numbers a
Records screen and the end screen show about them.

The file is a save-style envelope (saves.encode: format, version, checksum, body {"records": [...]}),
written atomically with the previous file kept as .bak. Reading never raises: a damaged file is reported
in `Records.problem` and set aside under a new name (nothing is lost), and the app goes on with no
records; one bad entry in a good file is dropped and counted. Pure Python, no drawing.
"""
from __future__ import annotations

import math
import os
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .paths import records_dir
from .saves import SaveError, checked_body, encode, read_envelope, write_atomic
from .words import count, join, plural

if TYPE_CHECKING:
    from .match import Match

RECORDS_FORMAT = "survival-tabletop-records"
RECORDS_VERSION = 1
RECORDS_NAME = "records.json"

# file version -> the function lifting a body of that version to the next one; reading applies them in turn
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


@dataclass(frozen=True)
class SeatRecord:
    name: str
    bot: str | None        # the bot kind, or None for a person
    won: bool
    score: int
    hints: int = 0         # hints the seat asked for (records written before hints have none)


@dataclass(frozen=True)
class MatchRecord:
    id: str
    game_id: str
    game_name: str
    finished_at: float     # epoch seconds
    seats: tuple[SeatRecord, ...]
    variants: tuple[str, ...]
    seed: int
    answers: int           # the game's length in answers
    outcome: str           # the outcome's summary, in words
    rank: str | None       # a solo game's rank, else None
    campaign: str = ""     # the campaign and mission it was part of, in words
    replay: str = ""       # the file name of its replay, beside records.json

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(index for index, seat in enumerate(self.seats) if seat.bot is None)

    @property
    def bots(self) -> tuple[str, ...]:
        return tuple(sorted({seat.bot for seat in self.seats if seat.bot is not None}))

    @property
    def won(self) -> bool:
        """A person won (in a co-operative game the whole table wins, the people with it)."""
        return any(seat.won for seat in self.seats if seat.bot is None)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1 and self.seats[0].bot is None

    @property
    def hints(self) -> int:
        """Hints the people at the table asked for."""
        return sum(seat.hints for seat in self.seats if seat.bot is None)

    @property
    def score(self) -> int | None:
        """The best person's score; None when only bots sat."""
        return max((seat.score for seat in self.seats if seat.bot is None), default=None)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "game_id": self.game_id, "game_name": self.game_name,
                "finished_at": self.finished_at,
                "seats": [{"name": s.name, "bot": s.bot, "won": s.won, "score": s.score, "hints": s.hints}
                          for s in self.seats],
                "variants": list(self.variants), "seed": self.seed, "answers": self.answers,
                "outcome": self.outcome, "rank": self.rank, "campaign": self.campaign, "replay": self.replay}

    @classmethod
    def from_json(cls, data: Any) -> "MatchRecord":
        """A record from its JSON, every field's type checked: ValueError naming the field otherwise."""
        if not isinstance(data, dict):
            raise ValueError("the record is not a table of fields")
        seats = _field(data, "seats", list, "a list")
        if not 1 <= len(seats) <= 16:
            raise ValueError(f"the record's seats are {len(seats)}, not 1 to 16")
        finished_at = data.get("finished_at")
        if isinstance(finished_at, bool) or not isinstance(finished_at, (int, float)) \
                or not math.isfinite(finished_at) or not 0 <= finished_at < 2**40:
            raise ValueError("the record's finished_at is not a time")
        variants = _field(data, "variants", list, "a list")
        if not all(isinstance(variant, str) for variant in variants):
            raise ValueError("the record's variants are not all text")
        rank = data.get("rank")
        if rank is not None and not isinstance(rank, str):
            raise ValueError("the record's rank is neither text nor null")
        answers = _field(data, "answers", int, "a whole number")
        if answers < 0:
            raise ValueError("the record's answers are fewer than none")
        return cls(_field(data, "id", str, "text"), _field(data, "game_id", str, "text"),
                   _field(data, "game_name", str, "text"), float(finished_at),
                   tuple(_seat_from(seat, index) for index, seat in enumerate(seats)), tuple(variants),
                   _field(data, "seed", int, "a whole number"), answers, _field(data, "outcome", str, "text"),
                   rank, _field(data, "campaign", str, "text", ""), _field(data, "replay", str, "text", ""))


_MISSING = object()


def _field(data: dict, key: str, kind: type, words: str, default: Any = _MISSING, where: str = "record's") -> Any:
    value = data.get(key, default)
    if value is _MISSING:
        raise ValueError(f"the {where} {key} is missing")
    # bool is an int to Python, never to a record
    if isinstance(value, bool) is not (kind is bool) or not isinstance(value, kind):
        raise ValueError(f"the {where} {key} is not {words}")
    return value


def _seat_from(data: Any, index: int) -> SeatRecord:
    where = f"record's seats[{index}]"
    if not isinstance(data, dict):
        raise ValueError(f"the {where} is not a table of fields")
    bot = data.get("bot")
    if bot is not None and not isinstance(bot, str):
        raise ValueError(f"the {where} bot is neither text nor null")
    return SeatRecord(_field(data, "name", str, "text", where=where), bot,
                      _field(data, "won", bool, "true or false", where=where),
                      _field(data, "score", int, "a whole number", where=where),
                      _hints(_field(data, "hints", int, "a whole number", 0, where=where), where))


def _hints(hints: int, where: str) -> int:
    if hints < 0:
        raise ValueError(f"the {where} hints are fewer than none")
    return hints


def record_of(match: Match, *, finished_at: float | None = None, campaign: str = "", replay: str = "") -> MatchRecord:
    """The record of a finished match; ValueError if it is not over."""
    outcome = match.outcome()
    if not match.is_over or outcome is None:
        raise ValueError("only a finished match can be recorded")
    finished_at = time.time() if finished_at is None else finished_at
    setup = match.setup
    winners = set(outcome.winners)
    scores = list(outcome.scores)
    hints = getattr(match, "hints_used", None) or [0] * setup.players
    seats = tuple(SeatRecord(seat.name, seat.bot, index in winners, int(scores[index]) if index < len(scores) else 0,
                             int(hints[index]))
                  for index, seat in enumerate(setup.seats))
    rank = outcome.details.get("rank") if isinstance(outcome.details, dict) else None
    # UTC, so ids sort by time even across a change to or from summer time
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(finished_at))
    return MatchRecord(f"{setup.game_id}-{stamp}-{os.urandom(3).hex()}", setup.game_id, match.rules.info.name,
                       float(finished_at), seats, tuple(setup.variants), setup.seed, len(match.answers),
                       outcome.summary, None if rank is None else str(rank), campaign, replay)


class Records:
    """The records file: read once, appended to, written atomically; a damaged file is reported in `problem`
    and set aside (renamed to records.json.damaged-<timestamp>, so nothing is lost), and the app goes on with
    no records; one bad entry in an otherwise good file is dropped and counted in `problem`, the rest kept."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or records_dir() / RECORDS_NAME
        self.entries: list[MatchRecord] = []      # oldest first
        self.problem = ""
        self._read()

    def _read(self) -> None:
        if not self.path.exists():
            return
        try:
            raw = self._body()["records"]
            if not isinstance(raw, list):
                raise SaveError("its records are not a list")
        except SaveError as exc:
            self._set_aside(str(exc))
            return
        dropped = []
        for entry in raw:
            try:
                self.entries.append(MatchRecord.from_json(entry))
            except ValueError as exc:
                dropped.append(str(exc))
        if dropped:
            self.problem = (f"{count(len(dropped), 'record')} in your records file could not be read and "
                            f"{plural('was', len(dropped))} dropped ({dropped[0]}).")

    def _body(self) -> dict[str, Any]:
        """The file's body at this app's version: SaveError when it can't be had."""
        document = read_envelope(self.path, RECORDS_FORMAT, "records file")
        version = document.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise SaveError("its format version is not a whole number from 1 up")
        if version > RECORDS_VERSION:
            raise SaveError(f"it is format version {version}, written by a newer version of the app; "
                            f"this app reads versions up to {RECORDS_VERSION}")
        body = checked_body(document, "records file")
        while version < RECORDS_VERSION:
            lift = MIGRATIONS.get(version)
            if lift is None:
                raise SaveError(f"this app can't bring format version {version} forward")
            try:
                body = lift(body)
            except Exception as exc:    # a migration meeting data it did not expect: this file's problem
                raise SaveError(f"it can't be brought forward from version {version} "
                                f"({type(exc).__name__}: {exc})") from None
            version += 1
        if not isinstance(body, dict) or "records" not in body:
            raise SaveError("it holds no records")
        return body

    def _set_aside(self, reason: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        extra = 1
        while aside.exists():          # two in one second: neither may overwrite the other
            aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{extra}")
            extra += 1
        try:
            os.replace(self.path, aside)
        except OSError as exc:
            self.problem = (f"Your records file ({self.path.name}) could not be read ({reason}), "
                            f"nor set aside ({exc.strerror or exc}).")
            return
        self.problem = f"Your records file could not be read ({reason}); it was set aside as {aside.name}."

    def add(self, record: MatchRecord) -> None:
        """Append the record and write the whole file; a failed write is reported in `problem`, not raised
        (the end screen must open), and the record is kept for this run."""
        self.entries.append(record)
        body = {"records": [entry.to_json() for entry in self.entries]}
        try:
            write_atomic(self.path, encode(body, RECORDS_FORMAT, RECORDS_VERSION), keep_backup=True)
        except OSError as exc:
            self.problem = f"Your records could not be written ({exc.strerror or exc})."

    def for_game(self, game_id: str) -> list[MatchRecord]:
        return [entry for entry in self.entries if entry.game_id == game_id]

    def find(self, record_id: str) -> MatchRecord | None:
        return next((entry for entry in self.entries if entry.id == record_id), None)


# --- statistics --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Tally:
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class GameStatistics:
    game_id: str
    played: int
    won: int
    by_players: dict[int, Tally]        # player count -> tally
    by_bot: dict[str, Tally]            # bot kind -> the games a person played with that kind at the table
    solo_games: int
    best_solo: MatchRecord | None       # the highest solo score (ties: the earliest)
    average_solo: float | None
    ranks: dict[str, int]               # solo rank -> times reached
    current_streak: int                 # wins in a row up to the latest game
    best_streak: int
    longest: MatchRecord | None         # most answers (ties: the earliest)
    shortest: MatchRecord | None        # fewest answers (ties: the earliest)
    series: tuple[tuple[float, float | None, bool], ...]   # (finished_at, score, won), oldest first


def _counted(records: Sequence[MatchRecord], game_id: str) -> list[MatchRecord]:
    return [record for record in records if record.game_id == game_id and record.people]


def _tallies(pairs: list[tuple[Any, bool]]) -> dict:
    played, won = Counter(key for key, _ in pairs), Counter(key for key, win in pairs if win)
    return {key: Tally(played[key], won[key]) for key in sorted(played)}


def _streaks(records: list[MatchRecord]) -> tuple[int, int]:
    current = best = 0
    for record in records:
        current = current + 1 if record.won else 0
        best = max(best, current)
    return current, best


def statistics(records: Sequence[MatchRecord], game_id: str) -> GameStatistics:
    """One game's numbers from the records (oldest first). Only games with at least one person at the table
    count: games played by bots alone are recorded, but they are nobody's wins or losses."""
    games = _counted(records, game_id)
    solo = [record for record in games if record.solo]
    # max and min keep the first of equals, so ties go to the earliest game
    best_solo = max(solo, key=lambda record: record.score, default=None)
    streak_now, streak_best = _streaks(games)
    return GameStatistics(
        game_id, len(games), sum(record.won for record in games),
        _tallies([(record.players, record.won) for record in games]),
        _tallies([(kind, record.won) for record in games for kind in record.bots]),
        len(solo), best_solo, sum(record.score for record in solo) / len(solo) if solo else None,
        dict(Counter(record.rank for record in solo if record.rank is not None)),
        streak_now, streak_best,
        max(games, key=lambda record: record.answers, default=None),
        min(games, key=lambda record: record.answers, default=None),
        tuple((record.finished_at, None if record.score is None else float(record.score), record.won)
              for record in games))


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """"first" ... "tenth" in words, then "11th", "21st", "22nd", "113th"."""
    if 1 <= n <= len(_ORDINALS):
        return _ORDINALS[n - 1]
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


MAX_COMPARISONS = 3


def comparisons(records: Sequence[MatchRecord], latest: MatchRecord) -> list[str]:
    """What the end screen says about the latest result against the earlier games of the same game: at most
    three short phrases, the most notable first; nothing for a game played by bots alone. `latest` is
    expected in records (as the last); only the records before it are compared with."""
    if not latest.people:
        return []
    position = next((index for index in range(len(records) - 1, -1, -1) if records[index].id == latest.id),
                    len(records))
    earlier = _counted(records[:position], latest.game_id)
    if not earlier:
        return [f"Your first game of {latest.game_name}."]
    phrases = []
    earlier_solo = [record.score for record in earlier if record.solo]
    if latest.solo and earlier_solo and latest.score > max(earlier_solo):
        phrases.append(f"Your best solo score yet ({latest.score}, beating {max(earlier_solo)}).")
    wins = [record for record in earlier if record.won]
    if latest.won:
        streak = _streaks(earlier + [latest])[0]
        if not wins:
            phrases.append(f"Your first win at {latest.game_name}.")
        elif streak >= 2:
            phrases.append(f"Your {ordinal(streak)} win in a row.")
        # a first win overall is a first at this table too: said once, above
        if wins and not any(record.players == latest.players for record in wins):
            phrases.append("Your first solo win." if latest.solo else f"Your first win at {latest.players} players.")
        new_kinds = [kind for kind in latest.bots if wins and not any(kind in record.bots for record in wins)]
        if new_kinds:
            # the record does not say whether the bots were rivals or partners, so the words fit both
            phrases.append(f"Your first win at a table with the {join(new_kinds)} {plural('bot', len(new_kinds))}.")
    if latest.answers > max(record.answers for record in earlier):
        phrases.append(f"Your longest game of {latest.game_name} ({count(latest.answers, 'answer')}).")
    return phrases[:MAX_COMPARISONS]
