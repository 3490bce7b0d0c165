"""Hit Z Road bots (placeholder while the heuristic bot is written)."""
from __future__ import annotations


class RandomBot:
    def __init__(self, seat, rng):
        self.seat, self.rng = seat, rng

    def choose(self, view, prompt):
        options = prompt.options
        return options[self.rng.below(len(options))].value


HeuristicBot = RandomBot
