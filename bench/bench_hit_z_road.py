"""Hit Z Road speed: random playouts through Match, rules-only time, and the heuristic bot.

    .venv/bin/python bench/bench_hit_z_road.py [--games N] [--repeat N] [--heuristic-games N]

Prints numbers only (no assertions): answers/second and µs per answer for
random playouts (Match with keep_undo=False), the rules' own share of that
(apply + prompt), ms per whole game by player count, and the heuristic bot's
mean/max time per answer.

The playouts run --repeat times (default 3). On a shared machine a pass can
run 30% slow when a neighbour is busy, so the figures are the best pass (as
timeit reports); the mean over all passes is printed beside them.
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
from game.games.hit_z_road.bots import HeuristicBot, RandomBot  # noqa: E402
from game.games.hit_z_road.rules import RULES  # noqa: E402


def setup(players: int, seed: int, kinds: list[str]) -> MatchSetup:
    return MatchSetup("hit_z_road", tuple(Seat(f"P{i + 1}", i, kinds[i]) for i in range(players)), seed)


def random_playouts(content, players: int, games: int) -> dict:
    """CPU time (time.process_time, steadier than wall time on a shared machine)."""
    answers = 0
    game_times = []
    recorded: list[list[str]] = []
    started = time.process_time()
    for seed in range(games):
        game_start = time.process_time()
        match = Match(RULES, setup(players, seed, ["random"] * players), content, keep_undo=False)
        bots = [RandomBot(i, Rng(seed * 7 + i)) for i in range(players)]
        while match.pending is not None:
            prompt = match.pending
            match.apply(bots[prompt.seat].choose(None, prompt))
        game_times.append(time.process_time() - game_start)
        answers += len(match.answers)
        recorded.append([a.value for a in match.answers])
    elapsed = time.process_time() - started
    # the rules' own share: the same answers again, straight into apply + prompt
    started = time.process_time()
    for seed, values in enumerate(recorded):
        state = RULES.new_state(setup(players, seed, ["random"] * players), content, Rng(seed))
        RULES.prompt(state)
        for value in values:
            RULES.apply(state, value)
            RULES.prompt(state)
    rules_time = time.process_time() - started
    return {"answers": answers, "seconds": elapsed, "rules_seconds": rules_time,
            "ms_per_game": 1000 * statistics.mean(game_times), "ms_max_game": 1000 * max(game_times)}


def heuristic_timing(content, players: int, games: int) -> tuple[list[float], list[int]]:
    times: list[float] = []
    wins = [0.0, 0.0]
    for seed in range(games):
        kinds = ["heuristic"] + ["random"] * (players - 1)
        if seed % 2:
            kinds = ["random"] * (players - 1) + ["heuristic"]
        match = Match(RULES, setup(players, 10_000 + seed, kinds), content, keep_undo=False)
        bots = [HeuristicBot(i, Rng(seed * 11 + i)) if kinds[i] == "heuristic" else RandomBot(i, Rng(seed * 11 + i))
                for i in range(players)]
        while match.pending is not None:
            prompt = match.pending
            if kinds[prompt.seat] == "heuristic":
                view = match.view(prompt.seat)
                t0 = time.perf_counter()
                value = bots[prompt.seat].choose(view, prompt)
                times.append(time.perf_counter() - t0)
            else:
                value = bots[prompt.seat].choose(None, prompt)
            match.apply(value)
        outcome = match.outcome()
        hseat = kinds.index("heuristic")
        if hseat in outcome.winners:
            wins[0] += 1 / len(outcome.winners)
        wins[1] += 1
    return times, wins


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3, help="passes of the random playouts (the best is shown)")
    parser.add_argument("--heuristic-games", type=int, default=60)
    args = parser.parse_args()
    content = RULES.load_content()
    print(f"Hit Z Road benchmark ({args.games} random games per player count, best of {args.repeat} passes)")
    total_answers = total_seconds = total_rules = total_mean = 0.0
    for players in (1, 2, 3, 4):
        passes = [random_playouts(content, players, args.games) for _ in range(max(1, args.repeat))]
        r = min(passes, key=lambda p: p["seconds"])
        mean = statistics.mean(p["seconds"] for p in passes)
        total_answers += r["answers"]
        total_seconds += r["seconds"]
        total_rules += min(p["rules_seconds"] for p in passes)
        total_mean += mean
        print(f"  {players} player(s): {r['answers'] / args.games:6.1f} answers/game, "
              f"{r['answers'] / r['seconds']:9,.0f} answers/s, "
              f"{1e6 * r['seconds'] / r['answers']:5.1f} µs/answer (match+bot; mean of passes "
              f"{1e6 * mean / r['answers']:.1f}), "
              f"{1e6 * min(p['rules_seconds'] for p in passes) / r['answers']:5.1f} µs/answer "
              f"(rules apply+prompt, incl. setup), "
              f"{r['ms_per_game']:5.2f} ms/game (max {max(p['ms_max_game'] for p in passes):.1f})")
    print(f"  all: {total_answers / total_seconds:,.0f} answers/s, "
          f"{1e6 * total_seconds / total_answers:.1f} µs/answer "
          f"(mean of passes {1e6 * total_mean / total_answers:.1f}), "
          f"rules {1e6 * total_rules / total_answers:.1f} µs/answer")
    for players in (2, 4):
        times, wins = heuristic_timing(content, players, args.heuristic_games)
        print(f"  heuristic bot, {players} players: {len(times)} answers, mean {1000 * statistics.mean(times):.2f} ms, "
              f"max {1000 * max(times):.1f} ms; won {wins[0]:.1f} of {wins[1]:.0f} games against random bots "
              f"({100 * wins[0] / wins[1]:.0f}%)")


if __name__ == "__main__":
    main()
