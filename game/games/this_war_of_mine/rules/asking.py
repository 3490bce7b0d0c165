"""The one small question every part of the rules asks mid-task, always of the Leader (L246): pick one of
these (a Character, a choice of a script, whether to pay). The shared mechanism is game/core/asking.py.
A choice made while a script is read passes the Leader on (L244).

At some moments the Leader may also do what the rules allow "at any time": play a Narrative Action
(rules/narrative.py), or, with the optional rules, eat, treat or drink (L781, L1090, L1102). Those answers
interrupt the question instead of answering it: it is asked again once they are done. So does
giving goods to the current Objective's counter (L623).

With Semi-Coop, a player's Conflict card is offered beside the answers of their own questions at its moment,
and interrupts them too (rules/semi_coop.py).

The Closed Envelope "317", when in play and still sealed, is one more such answer by day and while scavenging.

Answers: pick:<value>; pick:play:<card>, pick:any_time, pick:feed:<item>, pick:conflict:<self or Character>,
pick:open_envelope."""
from __future__ import annotations

from ....core.asking import WAIT, Pick  # noqa: F401  (the rules' modules import them from here)
from ....core.asking import ask as ask_seat
from ....core.flow import push_task
from . import one_each
from .one_each import CLOCKWISE, GROUP, LEADER, TURNS  # noqa: F401  (the rules' modules import them from here)
from .state import State

PLAY = "play:"
ANY_TIME = "any_time"
ANY_TIME_WINDOWS = ("day", "scavenging")     # not in a fight, nor in a script (L781)
FEED = "feed:"
QUIET = "skill:quiet"                         # a skill used at will (rules/skills.py)
FEEDING_WINDOWS = ("day",)                    # from the Storage, at home (L623)
CONFLICT = "conflict:"                        # a Semi-Coop Conflict card played (rules/semi_coop.py)
OPEN_ENVELOPE = "open_envelope"               # the Closed Envelope "317" torn open (rules/sealed.py)


def ask(state: State, task: dict, why: str, options: list[tuple[str, str, str | None]], text: str,
        window: str | None = None, decides: int | str = GROUP) -> str | None:
    """Ask the Leader; the story read since the last question goes with it, for the reader to show. At a
    Narrative Actions window (rules/narrative.py) the cards playable now are offered beside the answers.
    With One Character Per Player, `decides` says who answers: a Character's index (their player), GROUP (a
    vote of those present), TURNS, CLOCKWISE or LEADER (rules/one_each.py)."""
    if window is not None:
        options = options + interruptions(state, window)
    if one_each.on(state):
        answer = one_each.ask(state, task, why, options, text, decides)
    else:
        answer = ask_seat(state, task, why, options, text, state.leader)
    if state.pending is not None and state.story:
        state.pending["body"] = "\n\n".join(state.story + [state.pending.get("body", "")]).strip()
        state.story = []
    return answer


def interruptions(state: State, window: str) -> list[tuple[str, str, str | None]]:
    """What the Leader may do at this moment instead of answering: the Narrative Actions playable now,
    eating, treating or drinking (an optional rule), giving goods to the Objective's counter."""
    extra = []
    if state.narrative_held:
        from .narrative import play_options
        extra += play_options(state, window)
    if window in ANY_TIME_WINDOWS and "any_time" in state.options:
        extra.append((ANY_TIME, "Eat, treat or drink now", None))
    if window in FEEDING_WINDOWS:
        from .morning import feed_options
        extra += feed_options(state)
    if window == "scavenging":
        from .skills import quiet_option
        extra += quiet_option(state)
    from .sealed import envelope_option
    extra += envelope_option(state, window)
    return extra


def pass_leader(state: State) -> None:
    """The first player miniature goes to the next player on the left (L242-244); with One Character Per
    Player the Leader token moves only by a vote (rules/one_each.py)."""
    if not one_each.on(state):
        state.leader = (state.leader + 1) % len(state.seat_names)


class LeaderPick(Pick):
    """The Leader's one question, where playing a card or eating, treating or drinking interrupts it: the
    asking task gets no answer, and asks again once that is done."""

    def resolve(self, state, pending, prompt, value: str, events: list) -> None:
        answer = value.partition(":")[2]
        if answer.startswith(PLAY):
            state.pending = None
            from .narrative import play
            play(state, answer[len(PLAY):])
        elif answer == ANY_TIME:
            state.pending = None
            push_task(state.task_stack, "give_out", what=ANY_TIME, chosen={})
        elif answer == QUIET:
            state.pending = None
            from .skills import go_quietly
            go_quietly(state, events)
        elif answer == OPEN_ENVELOPE:
            state.pending = None
            from .sealed import open_envelope
            open_envelope(state, events)
        elif answer.startswith(CONFLICT):
            state.pending = None
            from .semi_coop import play_conflict
            play_conflict(state, prompt.seat, answer[len(CONFLICT):], prompt.context["why"], events)
        elif answer.startswith(FEED):
            state.pending = None
            from .morning import feed_objective
            feed_objective(state, answer[len(FEED):], events)
        else:
            super().resolve(state, pending, prompt, value, events)
