import json
import re

import pytest

from game.core import records as records_module
from game.core.jsondata import fingerprint
from game.core.match import Match
from game.core.records import (RECORDS_FORMAT, RECORDS_NAME, RECORDS_VERSION, MatchRecord, Records,
                               SeatRecord, Tally, comparisons, ordinal, record_of, statistics)
from game.core.registry import rules_for
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.saves import encode
from game.core.session import Session

HZR = "hit_z_road"


def rec(at, *seats, game=HZR, name="Hit Z Road", answers=100, rank=None, record_id=None, campaign="", replay=""):
    """A record at time `at`; each seat is (bot or None, won, score)."""
    return MatchRecord(record_id or f"{game}-{at:08d}", game, name, float(at),
                       tuple(SeatRecord(f"seat{i}", bot, won, score) for i, (bot, won, score) in enumerate(seats)),
                       ("v1",), 7, answers, "summary", rank, campaign, replay)


def solo(at, score, won=True, rank=None, answers=100):
    return rec(at, (None, won, score), answers=answers, rank=rank)


def duel(at, won, bot="heuristic", answers=100):
    return rec(at, (None, won, 5), (bot, not won, 6), answers=answers)


@pytest.fixture
def path(tmp_path):
    return tmp_path / "records" / RECORDS_NAME


def write_body(path, body, version=RECORDS_VERSION):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(encode(body, RECORDS_FORMAT, version))


def set_aside(path):
    return sorted(path.parent.glob(RECORDS_NAME + ".damaged-*"))


# --- the record and its JSON ---------------------------------------------------------------------------
def test_properties():
    record = rec(1, (None, False, 3), ("heuristic", True, 9), (None, False, 7), ("random", False, 1),
                 ("heuristic", False, 2))
    assert record.players == 5
    assert record.people == (0, 2)
    assert record.bots == ("heuristic", "random")
    assert not record.won and not record.solo
    assert record.score == 7
    assert rec(1, (None, True, 3), ("random", True, 3)).won          # a co-operative table wins together
    assert solo(1, 12).solo and solo(1, 12).score == 12
    all_bots = rec(1, ("random", True, 3), ("random", False, 1))
    assert all_bots.people == () and all_bots.score is None and not all_bots.won and not all_bots.solo
    assert not rec(1, ("random", True, 3)).solo


def test_json_round_trip():
    record = rec(1_700_000_000, (None, True, 41), ("heuristic", False, 12), rank="Good", campaign="Act I, mission 2",
                 replay="r.json")
    data = json.loads(json.dumps(record.to_json()))
    assert MatchRecord.from_json(data) == record
    del data["campaign"], data["replay"]           # written by every version, but optional to read
    assert MatchRecord.from_json(data).campaign == ""


@pytest.mark.parametrize("field, value", [
    ("id", 3), ("game_id", None), ("game_name", ["x"]), ("finished_at", "today"), ("finished_at", True),
    ("finished_at", -1), ("seats", {}), ("seats", []), ("variants", ["a", 1]), ("seed", 1.5), ("seed", True),
    ("answers", -1), ("answers", "9"), ("outcome", 0), ("rank", 3), ("campaign", None), ("replay", 1)])
def test_from_json_names_the_bad_field(field, value):
    data = rec(1, (None, True, 1)).to_json()
    data[field] = value
    with pytest.raises(ValueError, match=field):
        MatchRecord.from_json(data)


@pytest.mark.parametrize("field, value", [("name", 1), ("bot", 2), ("won", 1), ("score", True), ("score", "3")])
def test_from_json_names_the_bad_seat_field(field, value):
    data = rec(1, (None, True, 1), ("random", False, 0)).to_json()
    data["seats"][1][field] = value
    with pytest.raises(ValueError, match=re.escape(f"seats[1] {field}")):
        MatchRecord.from_json(data)


def test_from_json_refuses_missing_fields_and_non_tables():
    data = rec(1, (None, True, 1)).to_json()
    del data["seed"]
    with pytest.raises(ValueError, match="seed is missing"):
        MatchRecord.from_json(data)
    with pytest.raises(ValueError):
        MatchRecord.from_json([1, 2])


# --- the file ----------------------------------------------------------------------------------------------
def test_add_and_reload(path):
    book = Records(path)
    assert book.entries == [] and book.problem == ""
    first, second = solo(1, 20, rank="Good"), duel(2, True)
    book.add(first)
    book.add(second)
    again = Records(path)
    assert again.entries == [first, second] and again.problem == ""
    assert again.find(second.id) == second and again.find("nope") is None
    assert again.for_game(HZR) == [first, second] and again.for_game("other") == []
    document = json.loads(path.read_text("utf-8"))
    assert document["format"] == RECORDS_FORMAT and document["version"] == RECORDS_VERSION
    assert document["checksum"] == fingerprint(document["body"])
    assert [entry["id"] for entry in document["body"]["records"]] == [first.id, second.id]
    assert path.with_name(RECORDS_NAME + ".bak").exists()       # the file before the last add


def test_default_path_is_in_the_records_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SURVIVAL_TABLETOP_HOME", str(tmp_path / "home"))
    book = Records()
    book.add(solo(1, 3))
    assert (tmp_path / "home" / "records" / RECORDS_NAME).exists()


def test_an_edited_byte_is_caught_and_the_file_set_aside(path):
    book = Records(path)
    book.add(solo(1, 20))
    book.add(solo(2, 37))
    raw = path.read_bytes()
    path.write_bytes(raw.replace(b'"score":37', b'"score":99'))
    damaged = Records(path)
    assert damaged.entries == []
    assert "checksum" in damaged.problem and "set aside" in damaged.problem
    aside = set_aside(path)
    assert len(aside) == 1 and aside[0].name in damaged.problem
    assert b'"score":99' in aside[0].read_bytes()           # nothing is lost
    assert not path.exists()
    fresh = solo(3, 5)
    damaged.add(fresh)
    assert Records(path).entries == [fresh] and Records(path).problem == ""


@pytest.mark.parametrize("content", [b'{"format":"survival-tabletop-records","version":1,"checksum":"ab',
                                     b"not json at all", b"\xff\xfe\x00", b"", b'["a list"]',
                                     b'{"format":"survival-tabletop-save","version":1}'])
def test_an_unreadable_file_is_reported_not_raised(path, content):
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    book = Records(path)
    assert book.entries == [] and book.problem
    assert len(set_aside(path)) == 1


def test_two_files_set_aside_in_one_second_keep_both(path):
    for _ in range(2):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"garbage")
        Records(path)
    assert len(set_aside(path)) == 2


def test_one_bad_entry_is_dropped_and_counted(path):
    good = [solo(1, 10).to_json(), solo(3, 30).to_json()]
    bad = solo(2, 20).to_json()
    bad["answers"] = "many"
    write_body(path, {"records": [good[0], bad, good[1], "not a record"]})
    book = Records(path)
    assert [entry.score for entry in book.entries] == [10, 30]
    assert book.problem.startswith("2 records") and "were dropped" in book.problem and "answers" in book.problem
    assert path.exists() and not set_aside(path)


def test_records_that_are_not_a_list(path):
    write_body(path, {"records": {"a": 1}})
    book = Records(path)
    assert book.entries == [] and "not a list" in book.problem and set_aside(path)


def test_a_newer_version_is_refused(path):
    write_body(path, {"records": [solo(1, 10).to_json()]}, version=RECORDS_VERSION + 1)
    book = Records(path)
    assert book.entries == []
    assert "written by a newer version of the app" in book.problem
    assert set_aside(path)


def test_migrations_are_applied_in_a_loop(path, monkeypatch):
    old = solo(1, 10).to_json()
    del old["game_name"]
    write_body(path, {"games": [old]}, version=1)         # how a version 1 body would have looked

    def lift(body):
        return {"records": [dict(entry, game_name="Hit Z Road") for entry in body["games"]]}

    monkeypatch.setattr(records_module, "RECORDS_VERSION", 2)
    monkeypatch.setattr(records_module, "MIGRATIONS", {1: lift})
    book = Records(path)
    assert book.problem == "" and [entry.game_name for entry in book.entries] == ["Hit Z Road"]
    book.add(solo(2, 12))
    assert json.loads(path.read_text("utf-8"))["version"] == 2
    assert len(Records(path).entries) == 2


def test_a_missing_or_failing_migration_is_reported(path, monkeypatch):
    write_body(path, {"records": []}, version=1)
    monkeypatch.setattr(records_module, "RECORDS_VERSION", 3)
    monkeypatch.setattr(records_module, "MIGRATIONS", {1: lambda body: body})
    assert "can't bring format version 2 forward" in Records(path).problem
    write_body(path, {"records": []}, version=1)
    monkeypatch.setattr(records_module, "MIGRATIONS", {1: lambda body: body["nope"], 2: lambda body: body})
    assert "KeyError" in Records(path).problem


def test_a_failed_write_is_reported(tmp_path):
    (tmp_path / "blocker").write_text("a file where the folder should be")
    book = Records(tmp_path / "blocker" / RECORDS_NAME)
    book.add(solo(1, 3))
    assert book.entries == [solo(1, 3)] and "could not be written" in book.problem


# --- from a real match -------------------------------------------------------------------------------------
def play(seats, seed, person_bot=None):
    rules = rules_for(HZR)
    match = Match(rules, MatchSetup(HZR, seats, seed, ()), rules.load_content(mods=[]), keep_undo=False)
    session = Session(match, bot_overrides={0: person_bot} if person_bot else None)
    while not match.is_over:
        if session.bot_to_answer:
            session.step_bot()
        else:
            session.answer(match.legal_answers()[0])
    return match


def test_record_of_a_finished_match():
    match = play((Seat("Ana", 0, None), Seat("b", 1, "random")), 7)
    outcome = match.outcome()
    record = record_of(match, finished_at=1_700_000_000.5, replay="replay.json")
    assert re.fullmatch(r"hit_z_road-20231114-221320-[0-9a-f]{6}", record.id)
    assert (record.game_id, record.game_name, record.seed, record.variants) == (HZR, "Hit Z Road", 7, ())
    assert [(seat.name, seat.bot) for seat in record.seats] == [("Ana", None), ("b", "random")]
    assert [seat.won for seat in record.seats] == [index in outcome.winners for index in range(2)]
    assert [seat.score for seat in record.seats] == list(outcome.scores)
    assert record.answers == len(match.answers) and record.outcome == outcome.summary
    assert record.rank is None and record.replay == "replay.json" and record.finished_at == 1_700_000_000.5
    assert MatchRecord.from_json(json.loads(json.dumps(record.to_json()))) == record
    assert record_of(match).id != record_of(match).id           # the random tail keeps ids apart


def test_record_of_a_solo_match_keeps_its_rank():
    from game.games.hit_z_road.bots import HeuristicBot
    match = play((Seat("Ana", 0, None),), 1, person_bot=HeuristicBot(0, Rng(1)))
    record = record_of(match, campaign="")
    assert record.solo and record.rank == match.outcome().details["rank"] and record.rank
    assert record.score == match.outcome().scores[0]


def test_record_of_an_unfinished_match_is_refused():
    rules = rules_for(HZR)
    match = Match(rules, MatchSetup(HZR, (Seat("Ana"), Seat("b", 1, "random")), 3), rules.load_content(mods=[]))
    with pytest.raises(ValueError, match="finished"):
        record_of(match)


# --- statistics --------------------------------------------------------------------------------------------
HISTORY = [
    solo(1, 20, rank="Good", answers=50),
    duel(2, True, answers=300),
    rec(3, ("random", True, 9), ("heuristic", False, 2), answers=900),      # bots alone: not counted
    solo(4, 37, rank="Very Good", answers=60),
    rec(5, (None, False, 4), ("random", True, 8), ("heuristic", False, 1), answers=200),
    solo(6, 37, rank="Very Good", answers=40),
    rec(7, (None, True, 3), ("random", True, 3), answers=150),              # co-operative: the table won
    rec(8, (None, True, 99), game="this_war_of_mine", name="This War of Mine"),
    duel(9, True, bot="random", answers=40),
]


def test_statistics():
    stats = statistics(HISTORY, HZR)
    assert (stats.game_id, stats.played, stats.won) == (HZR, 7, 6)
    assert stats.by_players == {1: Tally(3, 3), 2: Tally(3, 3), 3: Tally(1, 0)}
    assert stats.by_bot == {"heuristic": Tally(2, 1), "random": Tally(3, 2)}
    assert stats.solo_games == 3
    assert stats.best_solo is HISTORY[3]                       # 37 twice: the earlier one
    assert stats.average_solo == pytest.approx((20 + 37 + 37) / 3)
    assert stats.ranks == {"Good": 1, "Very Good": 2}
    assert (stats.current_streak, stats.best_streak) == (3, 3)
    assert stats.longest is HISTORY[1]                         # the all-bot game's 900 does not count
    assert stats.shortest is HISTORY[5]                        # 40 twice: the earlier one
    assert [point[0] for point in stats.series] == [1, 2, 4, 5, 6, 7, 9]
    assert stats.series[0] == (1.0, 20.0, True) and stats.series[3] == (5.0, 4.0, False)


def test_streaks_broken_by_a_loss():
    games = [duel(1, True), duel(2, True), duel(3, True), duel(4, False), duel(5, True)]
    stats = statistics(games, HZR)
    assert (stats.current_streak, stats.best_streak) == (1, 3)
    assert statistics(games + [duel(6, False)], HZR).current_streak == 0


def test_statistics_of_nothing():
    stats = statistics([rec(1, ("random", True, 1))], HZR)
    assert (stats.played, stats.won, stats.solo_games, stats.current_streak, stats.best_streak) == (0, 0, 0, 0, 0)
    assert stats.best_solo is stats.average_solo is stats.longest is stats.shortest is None
    assert stats.by_players == {} and stats.ranks == {} and stats.series == ()
    assert Tally(0, 0).rate == 0.0 and Tally(4, 1).rate == 0.25


# --- comparisons -------------------------------------------------------------------------------------------
def said(earlier, latest):
    return comparisons(list(earlier) + [latest], latest)


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 10, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "first", "second", "third", "tenth", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]


def test_first_game():
    assert said([], solo(1, 5)) == ["Your first game of Hit Z Road."]
    # bots alone and other games came before: still the person's first of this one
    earlier = [rec(1, ("random", True, 1)), rec(2, (None, True, 9), game="other", name="Other")]
    assert said(earlier, solo(3, 5)) == ["Your first game of Hit Z Road."]


def test_nothing_for_bots_alone():
    assert said([solo(1, 5)], rec(2, ("random", True, 3), answers=999)) == []


def test_best_solo_score():
    assert said([solo(1, 37, answers=500), solo(2, 30, answers=500)], solo(3, 41)) == [
        "Your best solo score yet (41, beating 37).", "Your third win in a row."]
    assert said([solo(1, 41, answers=500)], solo(2, 41, won=False)) == []           # a tie beats nothing
    # only a solo game can be beaten: a duel's score is no solo score
    assert said([duel(1, False, answers=500)], solo(2, 41, won=False)) == []


def test_win_streak_and_firsts():
    assert said([duel(1, True, answers=500), duel(2, True, answers=500)], duel(3, True)) == [
        "Your third win in a row."]
    eleven = [duel(at, True, answers=500) for at in range(10)]
    assert said(eleven, duel(11, True)) == ["Your 11th win in a row."]
    assert said([duel(1, False, answers=500)], duel(2, True)) == ["Your first win at Hit Z Road."]
    assert said([duel(1, True, answers=500), duel(2, False, answers=500)], duel(3, True)) == []


def test_first_win_at_a_player_count():
    four = rec(3, (None, True, 5), ("random", False, 1), ("random", False, 1), ("random", False, 1))
    assert said([duel(1, True, bot="random", answers=500), duel(2, False, answers=500)], four) == [
        "Your first win at 4 players."]
    assert said([duel(1, True, answers=500), solo(2, 9, won=False, answers=500)], solo(3, 6)) == [
        "Your first solo win."]


def test_first_win_with_a_bot_kind():
    assert said([duel(1, True, bot="random", answers=500), duel(2, False, answers=500)], duel(3, True)) == [
        "Your first win at a table with the heuristic bot."]
    both = rec(3, (None, True, 5), ("random", False, 1), ("heuristic", False, 1))
    partners = [rec(1, (None, True, 5), ("leader", True, 1), ("leader", True, 1), answers=500),
                rec(2, (None, False, 5), ("x", False, 1), ("y", False, 1), answers=500)]
    assert said(partners, both) == ["Your first win at a table with the heuristic and random bots."]


def test_longest_game():
    assert said([duel(1, False, answers=100)], duel(2, False, answers=412)) == [
        "Your longest game of Hit Z Road (412 answers)."]
    assert said([duel(1, False, answers=412)], duel(2, False, answers=412)) == []


def test_at_most_three_most_notable_first():
    earlier = [solo(1, 30, won=False, answers=10), duel(2, True, bot="random", answers=10)]
    latest = rec(3, (None, True, 50), answers=20)        # four things to say: the longest game goes unsaid
    assert said(earlier, latest) == ["Your best solo score yet (50, beating 30).", "Your second win in a row.",
                                     "Your first solo win."]
    latest = rec(3, (None, True, 50), ("heuristic", False, 1), ("random", False, 1), answers=20)
    assert said(earlier[1:], latest) == ["Your second win in a row.", "Your first win at 3 players.",
                                         "Your first win at a table with the heuristic bot."]


def test_only_the_records_before_the_latest_are_compared():
    latest = duel(2, True, answers=412)
    later = duel(3, True, answers=999)
    assert comparisons([duel(1, False, answers=100), latest, later], latest) == [
        "Your first win at Hit Z Road.", "Your longest game of Hit Z Road (412 answers)."]
    assert comparisons([duel(1, False, answers=100)], latest) == [               # not yet added: all are earlier
        "Your first win at Hit Z Road.", "Your longest game of Hit Z Road (412 answers)."]
