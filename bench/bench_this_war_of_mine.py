"""This War of Mine speed: whole playthroughs by the random and the Leader bots, and the board's frames.

    .venv/bin/python bench/bench_this_war_of_mine.py [--games N] [--frames N]

Prints numbers only (no assertions):
  rules     µs per answer for whole playthroughs through Match (keep_undo=False), two players, per
            difficulty, with the random bot and with the Leader bot (the bot's own time left out);
  bot       the Leader bot's mean and max time per answer, and how often SURVIVE was met;
  board     ms per frame at 1450x1060 (the match screen's board at 1920x1080) and 866x700 (1280x720):
            `changed` (a new view every frame: the whole table composed again) and `steady` (the same
            view: one blit), median and p99, along Leader-played playthroughs.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import RandomBot  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import MatchSetup, Seat  # noqa: E402
from game.games.this_war_of_mine.bots import LeaderBot  # noqa: E402
from game.games.this_war_of_mine.rules import RULES  # noqa: E402

DIFFICULTIES = ("normal", "hard", "hardcore")


def setup(seed: int, difficulty: str) -> MatchSetup:
    return MatchSetup("this_war_of_mine", (Seat("A", 0), Seat("B", 1)), seed, (difficulty,))


def playthroughs(content, difficulty: str, games: int, bot_kind) -> dict:
    answers, won, bot_times, rules_time = 0, 0, [], 0.0
    for seed in range(games):
        match = Match(RULES, setup(seed, difficulty), content, keep_undo=False)
        bots = [bot_kind(k, Rng(seed * 7 + k)) for k in range(2)]
        while match.pending is not None:
            seat = match.pending.seat
            t0 = time.process_time()
            value = bots[seat].choose(match.view(seat), match.pending)
            t1 = time.process_time()
            match.apply(value)
            bot_times.append(t1 - t0)
            rules_time += time.process_time() - t1
        answers += len(match.answers)
        won += bool(match.outcome().details["won"])
    return {"answers": answers, "us_per_answer": 1e6 * rules_time / max(1, answers), "won": won / games,
            "bot_mean_us": 1e6 * statistics.mean(bot_times), "bot_max_ms": 1000 * max(bot_times)}


def board_frames(content, frames: int) -> None:
    import pygame
    from bench.render_harness import print_board_frames
    from game.games.this_war_of_mine.board import ThisWarOfMineBoard
    from game.ui.board import BoardFrame
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    shown = []
    for seed in range(3, 60):
        match = Match(RULES, setup(seed, "normal"), content, keep_undo=False)
        bots = [LeaderBot(k, Rng(seed + k)) for k in range(2)]
        while match.pending is not None and len(shown) < frames:
            seat = match.pending.seat
            shown.append(BoardFrame(match.view(seat), match.pending, seat,
                                    frozenset(o.target for o in match.pending.options if o.target)))
            match.apply(bots[seat].choose(match.view(seat), match.pending))
        if len(shown) >= frames:
            break
    print_board_frames(lambda: ThisWarOfMineBoard(content), shown)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    content = RULES.load_content()
    for difficulty in DIFFICULTIES:
        rand = playthroughs(content, difficulty, args.games, RandomBot)
        leader = playthroughs(content, difficulty, args.games, LeaderBot)
        print(f"rules {difficulty}: random {rand['us_per_answer']:.0f} µs/answer ({rand['answers']} answers); "
              f"Leader {leader['us_per_answer']:.0f} µs/answer ({leader['answers']} answers), bot "
              f"{leader['bot_mean_us']:.0f} µs mean, {leader['bot_max_ms']:.1f} ms max, SURVIVE met {leader['won']:.0%}")
    board_frames(content, args.frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
