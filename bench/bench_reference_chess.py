"""The yardstick for engine speed: a random chess playout with python-chess, on this machine.

    python build/dev.py bench          (installs python-chess, the [bench] extra)
    .venv/bin/python bench/bench_reference_chess.py

Plays random games (every legal move equally likely, games capped at 300 plies) and prints the
mean cost of one step: listing the legal moves, picking one, making it, and checking for the
end of the game. The goal for our engines is at most half of this per answer (see the game
benches); run them in the same session, as machines differ. Prints a note instead when
python-chess is not installed.
"""
from __future__ import annotations

import random
import time

GAMES = 200
MAX_PLIES = 300


def main() -> None:
    try:
        import chess
    except ImportError:
        print("python-chess is not installed: run `python build/dev.py bench` (the [bench] extra)")
        return
    rng = random.Random(1)
    best = None
    for _ in range(3):
        steps = 0
        started = time.process_time()
        for _game in range(GAMES):
            board = chess.Board()
            while not board.is_game_over(claim_draw=False) and board.ply() < MAX_PLIES:
                moves = list(board.legal_moves)
                board.push(moves[rng.randrange(len(moves))])
                steps += 1
        per_step = (time.process_time() - started) / steps
        best = per_step if best is None else min(best, per_step)
    print(f"python-chess {chess.__version__} random playout: {1e6 * best:.1f} µs per move "
          f"(best of 3 passes of {GAMES} games); our goal is at most {5e5 * best:.1f} µs per answer")


if __name__ == "__main__":
    main()
