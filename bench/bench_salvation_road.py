"""Salvation Road speed: random playouts through Match, the rules' own share, and the co-operative bot.

    .venv/bin/python bench/bench_salvation_road.py [--games N] [--coop-games N]

Prints numbers only (no assertions): µs per answer and ms per game for random
playouts (Match with keep_undo=False) by player count, the rules' own share
(apply + prompt, replaying the same answers), and the co-operative bot's
mean/max time per answer and its team's win rate.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import MatchSetup, Seat  # noqa: E402
from game.games.salvation_road.bots import CooperativeBot, RandomBot  # noqa: E402
from game.games.salvation_road.rules import RULES  # noqa: E402

COUNTS = ((1, ()), (2, ()), (3, ()), (4, ()), (6, ("heroic",)), (8, ("survival",)))


def setup(players: int, seed: int, kind: str, variants=()) -> MatchSetup:
    return MatchSetup("salvation_road", tuple(Seat(f"P{i + 1}", i, kind) for i in range(players)), seed,
                      tuple(variants))


def random_playouts(content, players: int, variants, games: int) -> dict:
    """CPU time (time.process_time, steadier than wall time on a shared machine)."""
    answers = 0
    game_times = []
    recorded: list[list[str]] = []
    started = time.process_time()
    for seed in range(games):
        t0 = time.process_time()
        match = Match(RULES, setup(players, seed, "random", variants), content, keep_undo=False)
        bot = RandomBot(0, Rng(seed * 7 + 1))
        while match.pending is not None:
            match.apply(bot.choose(None, match.pending))
        game_times.append(time.process_time() - t0)
        answers += len(match.answers)
        recorded.append([a.value for a in match.answers])
    elapsed = time.process_time() - started
    started = time.process_time()
    for seed, values in enumerate(recorded):
        state = RULES.new_state(setup(players, seed, "random", variants), content, Rng(seed))
        RULES.prompt(state)
        for value in values:
            RULES.apply(state, value)
            RULES.prompt(state)
    rules_time = time.process_time() - started
    return {"answers": answers, "seconds": elapsed, "rules_seconds": rules_time,
            "ms_per_game": 1000 * statistics.mean(game_times), "ms_max_game": 1000 * max(game_times)}


def coop_timing(content, players: int, games: int) -> tuple[list[float], int, list[float]]:
    times: list[float] = []
    game_ms: list[float] = []
    wins = 0
    for seed in range(games):
        match = Match(RULES, setup(players, 10_000 + seed, "cooperative"), content, keep_undo=False)
        bots = [CooperativeBot(i, Rng(seed * 11 + i)) for i in range(players)]
        t_game = time.perf_counter()
        while match.pending is not None:
            prompt = match.pending
            view = match.view(prompt.seat)
            t0 = time.perf_counter()
            value = bots[prompt.seat].choose(view, prompt)
            times.append(time.perf_counter() - t0)
            match.apply(value)
        game_ms.append(1000 * (time.perf_counter() - t_game))
        wins += bool(match.outcome().winners)
    return times, wins, game_ms


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--coop-games", type=int, default=40)
    args = parser.parse_args()
    content = RULES.load_content()
    print(f"Salvation Road benchmark ({args.games} random games per player count)")
    total_answers = total_seconds = total_rules = 0.0
    for players, variants in COUNTS:
        r = random_playouts(content, players, variants, args.games)
        total_answers += r["answers"]
        total_seconds += r["seconds"]
        total_rules += r["rules_seconds"]
        label = f"{players} seat(s)" + (f" {'/'.join(variants)}" if variants else "")
        print(f"  {label:<18} {r['answers'] / args.games:6.1f} answers/game, "
              f"{1e6 * r['seconds'] / r['answers']:5.1f} µs/answer (match+bot), "
              f"{1e6 * r['rules_seconds'] / r['answers']:5.1f} µs/answer (rules apply+prompt, incl. setup), "
              f"{r['ms_per_game']:5.2f} ms/game (max {r['ms_max_game']:.1f})")
    print(f"  all: {total_answers / total_seconds:,.0f} answers/s, "
          f"{1e6 * total_seconds / total_answers:.1f} µs/answer, rules {1e6 * total_rules / total_answers:.1f} µs/answer")
    for players in (2, 4):
        times, wins, game_ms = coop_timing(content, players, args.coop_games)
        print(f"  cooperative bot, {players} players: {len(times)} answers, mean {1e6 * statistics.mean(times):.0f} µs, "
              f"max {1000 * max(times):.1f} ms per answer; {statistics.mean(game_ms):.0f} ms/game with views; "
              f"won {wins} of {args.coop_games}")


if __name__ == "__main__":
    main()
