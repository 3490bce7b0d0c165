"""The one small question every part of the rules asks mid-task, always of the Leader (L246): pick one of
these (a Character, a choice of a script, whether to pay). The shared mechanism is game/core/asking.py.
A choice made while a script is read passes the Leader on (L244).

Answers: pick:<value>."""
from __future__ import annotations

from ....core.asking import WAIT, Pick  # noqa: F401  (the rules' modules import them from here)
from ....core.asking import ask as ask_seat
from .state import State


def ask(state: State, task: dict, why: str, options: list[tuple[str, str, str | None]], text: str,
        window: str | None = None) -> str | None:
    """Ask the Leader; the story read since the last question goes with it, for the reader to show. At a
    Narrative Actions window (rules/narrative.py) the cards playable now are offered beside the answers."""
    if window is not None and state.narrative_held:
        from .narrative import play_options
        options = options + play_options(state, window)
    answer = ask_seat(state, task, why, options, text, state.leader)
    if state.pending is not None and state.story:
        state.pending["body"] = "\n\n".join(state.story)
        state.story = []
    return answer


def pass_leader(state: State) -> None:
    """The first player miniature goes to the next player on the left (L242-244)."""
    state.leader = (state.leader + 1) % len(state.seat_names)
