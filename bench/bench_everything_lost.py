"""Everything Lost speed: random playouts, the survivor bot, and the board's frames.

    .venv/bin/python bench/bench_everything_lost.py [--games N] [--frames N]

Prints numbers only (no assertions):
  rules     µs per answer for random playouts through Match (keep_undo=False), per mission chapter;
  bot       the survivor bot's mean and max time per answer, and its mission win rate;
  board     ms per frame at 1450x1060 (the match screen's board at 1920x1080) and 866x700 (1280x720):
            `changed` (a new view every frame: the whole table composed again) and `steady` (the same
            view: one blit and the hover outline), median and p99, for views along a bot-played mission.
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
from game.games.everything_lost.bots import RandomBot, SurvivorBot  # noqa: E402
from game.games.everything_lost.rules import RULES  # noqa: E402

MISSIONS = ("m1a", "m2a", "m3a", "m4a")


def setup(seed: int, mission: str) -> MatchSetup:
    return MatchSetup("everything_lost", (Seat("Me", 0),), seed, (f"mission-{mission}",))


def playouts(content, mission: str, games: int, bot_kind) -> dict:
    answers, won, times = 0, 0, []
    started = time.process_time()
    for seed in range(games):
        match = Match(RULES, setup(seed, mission), content, keep_undo=False)
        bot = bot_kind(0, Rng(seed * 7 + 1))
        while match.pending is not None:
            t0 = time.process_time()
            value = bot.choose(match.view(0), match.pending) if bot_kind is SurvivorBot else \
                bot.choose(None, match.pending)
            times.append(time.process_time() - t0)
            match.apply(value)
        answers += len(match.answers)
        won += bool(match.outcome().details["won"])
    elapsed = time.process_time() - started
    return {"answers": answers, "us_per_answer": 1e6 * elapsed / max(1, answers), "won": won / games,
            "bot_mean_us": 1e6 * statistics.mean(times), "bot_max_ms": 1000 * max(times)}


def board_frames(content, frames: int) -> None:
    import pygame
    from game.games.everything_lost.board import EverythingLostBoard
    from game.ui.board import BoardFrame
    from bench.render_harness import changed_and_steady
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    views = []
    for seed in range(3, 60):          # missions one after another until there are enough views
        match = Match(RULES, setup(seed, "m1a"), content, keep_undo=False)
        bot = SurvivorBot(0, Rng(seed + 1))
        while match.pending is not None and len(views) < frames:
            views.append((match.view(0), match.pending))
            match.apply(bot.choose(match.view(0), match.pending))
        if len(views) >= frames:
            break
    for size in ((1450, 1060), (866, 700)):
        board = EverythingLostBoard(content)
        surface = pygame.Surface(size)
        board.set_rect(surface.get_rect())
        for view, prompt in views[:20]:                  # warm the card faces first, as idle frames would
            board.draw(surface, BoardFrame(view, prompt, 0, frozenset(o.target for o in prompt.options if o.target)))
            while board.warm_up(0.05):
                pass
        def settle():
            while board.warm_up(0.05):
                pass
        frames = [BoardFrame(view, prompt, 0, frozenset(o.target for o in prompt.options if o.target))
                  for view, prompt in views]
        changed, steady = changed_and_steady(board, surface, frames, settle)
        p99 = lambda xs: 1000 * xs[min(len(xs) - 1, int(len(xs) * 0.99))]   # noqa: E731
        print(f"board {size[0]}x{size[1]}: changed median {1000 * statistics.median(changed):.1f} ms, "
              f"p99 {p99(changed):.1f} ms; steady median {1000 * statistics.median(steady):.2f} ms "
              f"({len(views)} views)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--frames", type=int, default=150)
    args = parser.parse_args()
    content = RULES.load_content()
    for mission in MISSIONS:
        random = playouts(content, mission, args.games, RandomBot)
        bot = playouts(content, mission, args.games, SurvivorBot)
        print(f"{mission}: random playout {random['us_per_answer']:.1f} µs/answer; survivor bot "
              f"{bot['bot_mean_us']:.0f} µs mean, {bot['bot_max_ms']:.1f} ms max per answer, "
              f"wins {bot['won']:.0%} standalone at level 1")
    board_frames(content, args.frames)


if __name__ == "__main__":
    main()
