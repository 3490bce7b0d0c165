"""The cost of trusting a save: listing, checking and replaying the longest games we can play.

    .venv/bin/python bench/bench_saves.py [--games N]

For each built game, plays N whole games with its strongest bot at the largest
player count, keeps the longest, saves it, and prints (no assertions):
the file's size, the Load list's cost per row (summarize: the envelope and
checksum only), and the full check that runs when the save is opened
(load_match: the state-shape check plus the replay of every answer), split
into its parts. Times are the median of 5 runs, in milliseconds.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core import saves  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.registry import built_rules  # noqa: E402
from game.core.rules import MatchSetup, Seat  # noqa: E402
from game.core.session import Session  # noqa: E402

RUNS = 5


def median_ms(action) -> float:
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def longest_game(rules, content, games: int) -> Match:
    players, bot = rules.info.max_players, rules.info.bot_kinds[0]
    longest = None
    for seed in range(games):
        setup = MatchSetup(rules.info.id, tuple(Seat(f"P{i + 1}", i, bot) for i in range(players)), seed)
        session = Session(Match(rules, setup, content, keep_undo=False))
        session.play_bots_to_end()
        if longest is None or len(session.match.answers) > len(longest.answers):
            longest = session.match
    return longest


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for game_id, rules in built_rules().items():
            content = rules.load_content()
            match = longest_game(rules, content, args.games)
            path = saves.save_match(match, Path(folder) / f"{game_id}.json", "bench")
            body = saves.read_body(path)
            summarize = median_ms(lambda: saves.summarize(path))
            shape = median_ms(lambda: rules.saved_state_problems(body["snapshot"], content))
            full = median_ms(lambda: saves.load_match(path, lambda _rules: content))
            print(f"{rules.info.name}: longest of {args.games} games at {rules.info.max_players} players: "
                  f"{len(match.answers)} answers, save {path.stat().st_size / 1024:.0f} KiB")
            print(f"  Load list row (summarize):           {summarize:7.1f} ms")
            print(f"  opening it (load_match, all checks): {full:7.1f} ms")
            print(f"    of which the state-shape check:    {shape:7.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
