"""The searching bot's throughput: playouts per second and answers per second, per game that has it.

    .venv/bin/python bench/bench_search.py [--seconds S] [--positions N]

For every built game with a `sample_hidden`, it takes positions along a game of the game's first bot
(every few answers, where the seat asked has more than one answer), lets a SearchBot think --seconds
(default 0.5, the "search" level) on each, and prints the playouts it ran per second and per decision,
the answers its playouts gave per second, and the time one sample_hidden takes. Prints numbers only.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.registry import built_rules  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import MatchSetup, Seat  # noqa: E402
from game.core.search import InformationSet, SearchBot  # noqa: E402
from game.core.session import Session  # noqa: E402


def positions(rules, content, players: int, count: int):
    kind = rules.info.bot_kinds[0]
    setup = MatchSetup(rules.info.id, tuple(Seat(f"P{i}", i, kind) for i in range(players)), 11)
    session = Session(Match(rules, setup, content, keep_undo=False))
    found, step = [], 0
    while session.bot_to_answer and len(found) < count:
        if step % 7 == 0 and len(session.match.pending.options) > 1:
            found.append((rules.state_from_json(rules.state_to_json(session.match.state), content),
                          session.seat_to_answer))
        session.step_bot()
        step += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--positions", type=int, default=8)
    args = parser.parse_args()
    for game_id, rules in sorted(built_rules().items()):
        if not hasattr(rules, "sample_hidden"):
            print(f"{game_id}: no sample_hidden yet, so no searching bot")
            continue
        content = rules.load_content()
        players = 2 if rules.info.max_players >= 2 else 1
        places = positions(rules, content, players, args.positions)
        rng = random.Random(1)
        started = time.perf_counter()
        for state, seat in places * 20:
            rules.sample_hidden(state, seat, rng)
        sample_ms = (time.perf_counter() - started) / (len(places) * 20) * 1000
        playouts, answers, thinking = [], 0, 0.0
        for state, seat in places:
            bot = SearchBot(seat, Rng(3), seconds=args.seconds)
            counted = _count_answers(rules)
            started = time.perf_counter()
            bot.choose(InformationSet(rules, state, seat, players), rules.prompt(state))
            thinking += time.perf_counter() - started
            playouts.append(bot.playouts)
            answers += counted()
        print(f"{game_id} ({players} players, {len(places)} positions, {args.seconds} s each): "
              f"{sum(playouts) / thinking:.0f} playouts/s, median {statistics.median(playouts):.0f} per decision "
              f"(min {min(playouts)}), {answers / thinking:,.0f} answers/s in playouts, "
              f"sample_hidden {sample_ms:.2f} ms")


def _count_answers(rules):
    """Count the answers the rules apply from now on (the playouts' own), by wrapping apply_legal."""
    apply = rules.apply_legal
    counter = [0]

    def counting(state, prompt, value):
        counter[0] += 1
        return apply(state, prompt, value)
    rules.apply_legal = counting

    def stop() -> int:
        del rules.apply_legal
        return counter[0]
    return stop


if __name__ == "__main__":
    main()
