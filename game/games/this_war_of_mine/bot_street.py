"""The Leader bot's answers for Our Street: what a Day action along the street is worth (its card's ops, as
the bot reckons any card's), and which figure goes back to the pool when the Leader chooses: the one whose
standing costs the group most (rules/our_street.py, rules/figures.py)."""
from __future__ import annotations

from .bot_reading import Reader


class StreetAnswers:
    """LeaderBot's answers of Our Street."""

    def _work_worth(self, r: Reader, who: int, value: str, rubble) -> float:
        kind, _, card_id = value.partition(":")
        if kind == "street":
            return r.worth(r.t["street"][card_id].action, who)
        return super()._work_worth(r, who, value, rubble)

    def _which_figure(self, r: Reader, prompt, opts):
        worth = {at: r.figure_worth(target.rpartition(":")[2], at) for at, _label, target in opts}
        return min(worth, key=lambda at: (worth[at], at))
