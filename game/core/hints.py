"""A hint: what the searching bot would answer for a person, from that person's view only, with its
reason in one line of words drawn from the search's own numbers. It never answers for them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .prompt import Prompt
from .search import AnswerStats

HINT_SECONDS = 1.0          # the search a hint gets: a little more than the "search" bot's 0.5 s


@dataclass(frozen=True, slots=True)
class Hint:
    value: str
    label: str
    target: str | None          # the board element the answer is about, lit while the hint stands
    reason: str                 # one line
    playouts: int


def percent(rate: float) -> str:
    return f"{round(100 * rate)}%"


def short_label(label: str) -> str:
    """An answer named briefly ("Path 3" for "Path 3: Bunny Farm Stop + Police Roadblock"): the hint's line
    is read under the question, where the answer itself is lit in full."""
    head = label.split(":", 1)[0].strip()
    if head != label and 0 < len(head) <= 24:
        return head
    return label if len(label) <= 32 else label[:31].rstrip() + "…"


def reason_for(prompt: Prompt, stats: Sequence[AnswerStats], chosen: str, guide: str | None,
               team: bool) -> str:
    """The hint's line: how often the chosen answer won in the games played out after it, against the next
    best; or why it stands without such numbers."""
    option = prompt.option(chosen)
    label = option.label if option is not None else chosen
    by_value = {s.value: s for s in stats}
    mine = by_value.get(chosen)
    if len(prompt.options) == 1:
        return f"{label}: it is the only answer."
    if mine is None or mine.visits == 0:
        return f"{label}: the game's own bot would answer so (there was no time to play it out)."
    who = "The team wins" if team else "You win"
    line = f"{who} {percent(mine.win_rate)} of the {mine.visits} games played out after it"
    others = [s for s in stats if s.value != chosen and s.visits > 0]
    if others:
        rival = max(others, key=lambda s: (s.win_rate, s.visits))
        rival_option = prompt.option(rival.value)
        rival_label = short_label(rival_option.label if rival_option is not None else rival.value)
        if rival.win_rate > mine.win_rate and chosen == guide:
            line += (f"; {rival_label} did {percent(rival.win_rate)} in only {rival.visits}, "
                     "too few to be sure it is better")
        else:
            line += f"; the next best, {rival_label}, {percent(rival.win_rate)}"
    return line + "."
