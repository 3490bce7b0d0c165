"""The bot every game gets: a random player, the baseline for tests, simulations and balance."""
from __future__ import annotations

from typing import Any

from .prompt import Option, Prompt
from .rng import Rng


class RandomBot:
    """Uniform over the legal answers (one draw per answer). A game may name answers a random
    player should give only seldom, as `rare` (answer -> one chance in how many)."""

    __slots__ = ("seat", "rng")
    rare: dict[str, int] = {}
    rare_comes_last = False  # a game whose rare answer is always its prompts' last option: look only there
    reads_view = False      # it answers from the prompt alone, so nobody builds it a view

    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: Any, prompt: Prompt) -> str:
        options = prompt.options
        if len(options) == 1:
            return options[0].value
        rare = self.rare
        if rare:
            if self.rare_comes_last:
                if options[-1].value in rare:
                    return self._choose_with_rare(options)
            else:
                for option in options:
                    if option.value in rare:
                        return self._choose_with_rare(options)
        return options[self.rng.below(len(options))].value

    def _choose_with_rare(self, options: tuple[Option, ...]) -> str:
        rare = self.rare
        for option in options:          # each rare answer in turn gets its one chance
            chance = rare.get(option.value)
            if chance is not None and self.rng.below(chance) == 0:
                return option.value
        common = [option for option in options if option.value not in rare]
        options = common or options
        return options[self.rng.below(len(options))].value
