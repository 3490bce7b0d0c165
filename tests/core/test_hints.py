"""Hints: the one line of words from the search's numbers, and the count kept in saves and records."""
from __future__ import annotations

from game.core import saves
from game.core.hints import reason_for, short_label
from game.core.match import Match
from game.core.prompt import Option, Prompt
from game.core.rules import MatchSetup, Seat
from game.core.search import AnswerStats
from game.games.hit_z_road.rules import RULES

PROMPT = Prompt(0, "path", "Which path?", (Option("path:0", "Take the first path"), Option("path:1", "Take the second"),
                                          Option("pass", "Stay put")))


def test_the_reason_names_the_chosen_answers_rate_and_the_next_best():
    stats = [AnswerStats("path:0", 120, 0.64), AnswerStats("path:1", 50, 0.52), AnswerStats("pass", 10, 0.2)]
    assert reason_for(PROMPT, stats, "path:0", "path:0", team=False) == (
        "You win 64% of the 120 games played out after it; the next best, Take the second, 52%.")
    assert reason_for(PROMPT, stats, "path:0", None, team=True).startswith("The team wins 64%")


def test_a_rival_is_named_briefly_the_chosen_answer_being_lit_in_full():
    assert short_label("Path 3: Bunny Farm Stop + Police Roadblock (pay 2 resources)") == "Path 3"
    assert short_label("Bid 4") == "Bid 4"
    assert short_label("Search the ruined pharmacy for medicine and bandages") == "Search the ruined pharmacy for…"


def test_a_kept_answer_says_why_a_better_looking_one_was_not_trusted():
    stats = [AnswerStats("path:0", 150, 0.55), AnswerStats("path:1", 6, 0.67)]
    line = reason_for(PROMPT, stats, "path:0", "path:0", team=False)
    assert line.endswith("Take the second did 67% in only 6, too few to be sure it is better.")


def test_without_numbers_it_still_says_something_true():
    only = Prompt(0, "ok", "Go on?", (Option("ok", "Go on"),))
    assert reason_for(only, [], "ok", None, team=False) == "Go on: it is the only answer."
    assert "the game's own bot would answer so" in reason_for(PROMPT, [], "pass", "pass", team=False)


def test_hints_used_are_kept_in_a_save_and_an_older_save_has_none(tmp_path):
    setup = MatchSetup("hit_z_road", (Seat("Ana"), Seat("Ben", 1, "heuristic")), 3)
    match = Match(RULES, setup, RULES.load_content())
    match.apply(match.legal_answers()[0])
    match.hints_used = [2, 0]
    path = tmp_path / "a.json"
    body = saves.match_body(match, "hinted")
    saves.write_atomic(path, saves.encode(body))
    assert saves.load_match(path).hints_used == [2, 0]
    del body["hints"]
    saves.write_atomic(path, saves.encode(body))
    assert saves.load_match(path).hints_used == [0, 0]
    body["hints"] = [1, "lots"]                     # a hand-edited count is not believed, and harms nothing
    saves.write_atomic(path, saves.encode(body))
    assert saves.load_match(path).hints_used == [0, 0]
