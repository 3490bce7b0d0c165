"""Wasted Wilds speed: random playouts, the survivor bot, and the board's frames.

    .venv/bin/python bench/bench_wasted_wilds.py [--games N] [--frames N]

Prints numbers only (no assertions):
  rules     µs per answer for random playouts through Match (keep_undo=False), two players, per mission;
  bot       the survivor bot's mean and max time per answer, and its team win rate;
  board     ms per frame at 1450x1060 (the match screen's board at 1920x1080) and 866x700 (1280x720):
            `changed` (a new view every frame: the whole table composed again) and `steady` (the same
            view: one blit and the hover outline), median and p99, along bot-played missions.
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

from game.core.match import Match  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import MatchSetup, Seat  # noqa: E402
from game.games.wasted_wilds.bots import RandomBot, SurvivorBot  # noqa: E402
from game.games.wasted_wilds.rules import RULES  # noqa: E402

MISSIONS = ("frozen-1", "frozen-3", "frozen-5", "scorched-4")


def setup(seed: int, mission: str) -> MatchSetup:
    return MatchSetup("wasted_wilds", (Seat("A", 0), Seat("B", 1)), seed, (f"mission-{mission}",))


def playouts(content, mission: str, games: int, bot_kind) -> dict:
    answers, won, times = 0, 0, []
    started = time.process_time()
    for seed in range(games):
        match = Match(RULES, setup(seed, mission), content, keep_undo=False)
        bots = [bot_kind(k, Rng(seed * 7 + k)) for k in range(2)]
        while match.pending is not None:
            seat = match.pending.seat
            t0 = time.process_time()
            value = bots[seat].choose(match.view(seat), match.pending)
            times.append(time.process_time() - t0)
            match.apply(value)
        answers += len(match.answers)
        won += bool(match.outcome().details["won"])
    elapsed = time.process_time() - started
    return {"answers": answers, "us_per_answer": 1e6 * elapsed / max(1, answers), "won": won / games,
            "bot_mean_us": 1e6 * statistics.mean(times), "bot_max_ms": 1000 * max(times)}


def board_frames(content, frames: int) -> None:
    import pygame
    from game.games.wasted_wilds.board import WastedWildsBoard
    from game.ui.board import BoardFrame
    from bench.render_harness import print_board_frames
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    views = []
    for seed in range(3, 60):
        match = Match(RULES, setup(seed, "frozen-3"), content, keep_undo=False)
        bots = [SurvivorBot(k, Rng(seed + k)) for k in range(2)]
        while match.pending is not None and len(views) < frames:
            seat = match.pending.seat
            views.append((match.view(seat), match.pending, seat))
            match.apply(bots[seat].choose(match.view(seat), match.pending))
        if len(views) >= frames:
            break
    shown = [BoardFrame(view, prompt, seat, frozenset(o.target for o in prompt.options if o.target))
             for view, prompt, seat in views]
    print_board_frames(lambda: WastedWildsBoard(content), shown)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    content = RULES.load_content()
    for mission in MISSIONS:
        rand = playouts(content, mission, args.games, RandomBot)
        smart = playouts(content, mission, args.games, SurvivorBot)
        print(f"rules {mission}: random playouts {rand['us_per_answer']:.0f} µs/answer ({rand['answers']} answers); "
              f"survivor bots {smart['us_per_answer']:.0f} µs/answer, bot {smart['bot_mean_us']:.0f} µs mean, "
              f"{smart['bot_max_ms']:.1f} ms max, team won {smart['won']:.0%}")
    board_frames(content, args.frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
