"""The Leader bot before the first Morning: `SetupAnswers`, Short Mode's setup decisions (which red and blue
Shelter cards go, where the free Fittings stand and which, the final choice and its tokens) and One
Character Per Player's pick of a Character."""
from __future__ import annotations

from .bot_day import reach
from .bot_reading import Reader, best_of

FINAL_ORDER = ("board_up", "cold", "water", "tokens")   # lasting shelter before a one-off gift


class SetupAnswers:
    """LeaderBot's answers of Short Mode's setup."""

    def _short_remove_red(self, r: Reader, prompt, opts):
        """The obstacle that opens the most beyond it."""
        return best_of([v for v, _l, _t in opts], lambda space: self._beyond(r, space))

    def _short_remove_blue(self, r: Reader, prompt, opts):
        """Furniture or a Heap out of reach first (its goods would wait behind an obstacle), else any."""
        near = reach(r)
        return best_of([v for v, _l, _t in opts], lambda space: 0.0 if space in near else 1.0)

    def _short_fitting(self, r: Reader, prompt, opts):
        return best_of([v for v, _l, _t in opts], lambda v: self.build_worth(r, v.partition("|")[0]))

    def _short_final(self, r: Reader, prompt, opts):
        values = [v for v, _l, _t in opts]
        return next(v for v in FINAL_ORDER if v in values)

    def _short_tokens(self, r: Reader, prompt, opts):
        """The token worth most to the group, by what it is worth to them (not its price)."""
        tokens = [v for v, _l, _t in opts if v != "done"]
        return best_of(tokens, lambda item: r.value(item)) if tokens else "done"

    def _short_board_up(self, r: Reader, prompt, opts):
        return opts[0][0]

    def _pick_character(self, r: Reader, prompt, opts):
        """The stronger and roomier of the two, a black border before a red one (no roll for a bad start)."""
        cards = r.t["characters"]
        return best_of([v for v, _l, _t in opts], lambda k: cards[k].prowess + 0.5 * cards[k].inventory
                       + 0.1 * cards[k].empathy - (1.0 if cards[k].border == "red" else 0.0))
