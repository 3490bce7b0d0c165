"""Orphans of War (L1368-1382): one Orphan card drawn at setup, the child (or the two) living in the shelter,
their Happiness on the card's track, the Kid's Room set up at once and the other Kid Fittings shuffled into
the Fittings deck, the Kid Actions in a deck of their own that some of those Fittings draw from.

Ours (the rulebook leaves them to the module's cards, A45; docs/games/this-war-of-mine.md, "Orphans of War"):
the children are not Characters (no actions, no States, no guarding or scavenging, not one of the four);
they eat first at Dusk, or Happiness falls; at Dawn the Cold, a death or departure that day, and a day
nobody made time for them lower it; Kid Fittings and Kid Actions raise it. At 0 they are lost to the group,
and SURVIVE then fails; while they are with you, each point of Happiness adds to the final score.

`state.orphans` holds it all: the card, the Happiness, the Kid Actions deck (top first), the scripts
already read at the marks (`seen`), whether anyone raised their Happiness today (`cared`), and `lost`.

Answers (pick:<value>): kids_room place:<space> / clear:<space>; kids_food <token id> / none."""
from __future__ import annotations

from ....core.flow import finish_task
from ..effects import HappinessOp, KidActionOp
from .asking import GROUP, ask
from .ops import BEHAVIOURS, run_ops
from .scripts import read_script
from .state import State, _ev

MODULE = "orphans_of_war"
KIDS_ROOM = "kids-room"             # its Kid Fitting, set up at once (fittings_orphans_of_war.toml)
ROOM_OVER = ("furniture",)          # the Shelter cards it may take the place of (its back)
NEGLECT = 1                         # Happiness lost at Dawn after a day nobody raised it
COLD = 1                            # ... after a night as cold as the card's `cold_at`
HUNGER = 1                          # ... at Dusk, when they go without
SCORE_PER_HAPPINESS = 5             # each point at the end, while they are still with you (final score, A13)


def on(state: State) -> bool:
    """The children are with the group (the module chosen, and not yet lost)."""
    return bool(state.orphans) and not state.orphans["lost"]


def card(state: State):
    return state.content.tables["orphans"][state.orphans["card"]]


def happiness(state: State) -> int:
    return state.orphans["happiness"] if on(state) else 0


def deal(state: State, options) -> None:
    """Setup: one Orphan card drawn, the Happiness token on its marked space, the Kid Actions shuffled
    beside the board; the Kid's Room is set up by the task pushed under every other setup task."""
    from .setup import shuffled
    state.orphans = {}
    if MODULE not in options:
        return
    cards = sorted(state.content.tables["orphans"])
    picked = cards[state.rng.below(len(cards))]
    record = state.content.tables["orphans"][picked]
    deck = shuffled(state.content, state.rng, "narrative_actions", lambda c: c.kid_action, options)
    state.orphans = {"card": picked, "happiness": min(record.happiness_start, record.happiness_max), "deck": deck,
                     "seen": [], "cared": False, "lost": False}
    _ev(state._opening_events, "orphans", f"{record.name} {'share' if record.children > 1 else 'shares'} the "
        f"shelter: Happiness {state.orphans['happiness']} of {record.happiness_max}.", f"rule:{MODULE}", {"card": picked})
    state.task_stack.insert(0, {"t": "orphans_setup", "chosen": {}})


def setup_task(state: State, task: dict, events: list) -> bool:
    """The Kid's Room as its back says: on an empty space within reach, or in a room cleared of its
    furniture (the Furniture card removed, unsearched), the Leader's pick; with neither, it waits in the
    Fittings deck. Then the children's arrival is read."""
    from .setup import set_up_fitting
    if set_up_fitting(state, task, KIDS_ROOM, ROOM_OVER, True, "kids_room", f"rule:{MODULE}", events) is None:
        return False
    finish_task(state.task_stack, task)
    if card(state).arrival:
        read_script(state, card(state).arrival, None)
    return True


# --- Happiness --------------------------------------------------------------------------------------------------
def change(state: State, amount: int, events: list, cause: str) -> None:
    """Move the marker, never past the track's ends; any rise counts as time given them today. The first
    fall to the card's low mark and the first time at the top each read the card's script; at 0 the
    children are lost."""
    if not on(state) or not amount:
        return
    kids = state.orphans
    if amount > 0:
        kids["cared"] = True
    record = card(state)
    was = kids["happiness"]
    now = max(0, min(record.happiness_max, was + amount))
    if now == was:
        return
    kids["happiness"] = now
    _ev(events, "happiness", f"The children's Happiness {'rises' if now > was else 'falls'} to {now}.", cause,
        {"happiness": now, "was": was})
    if now == 0:
        kids["lost"] = True
        _ev(events, "orphans_lost", f"{record.name} {'are' if record.children > 1 else 'is'} no longer with you.", cause,
            {"card": kids["card"]})
        if record.lost:
            read_script(state, record.lost, None)
    elif now <= record.low_at < was and "low" not in kids["seen"]:
        kids["seen"].append("low")
        if record.low:
            read_script(state, record.low, None)
    elif now == record.happiness_max and "full" not in kids["seen"]:
        kids["seen"].append("full")
        if record.full:
            read_script(state, record.full, None)


def kept(state: State) -> bool:
    """SURVIVE's part for the children: with the module, they must still be with you at the end."""
    return MODULE not in state.options or on(state)


def score(state: State) -> int:
    return SCORE_PER_HAPPINESS * happiness(state)


# --- Dusk: the children eat first -------------------------------------------------------------------------------
def hungry(state: State, task: dict) -> bool:
    return on(state) and not task.get("kids_done")


def feed(state: State, task: dict, events: list, foods: list[str]) -> bool:
    """One Food token at a time, up to the card's `food`; short of that, Happiness falls. What they eat does
    them no more good than any other: a child's meal is a meal (ours)."""
    from . import goods
    record = card(state)
    ate = task.get("kids_ate", 0)
    if ate < record.food and foods:
        tokens = state.content.tables["tokens"]
        options = [(item, f"The children eat {tokens[item].name}", "orphans") for item in foods]
        options.append(("none", f"They go without (Happiness -{HUNGER})" if not ate else
                        f"That is all there is for them (Happiness -{HUNGER})", "orphans"))
        meal = f" ({ate} of {record.food} eaten)" if record.food > 1 else ""
        picked = ask(state, task, "kids_food", options, f"Dusk: the children eat first{meal}. What do they have?",
                     decides=GROUP)
        if picked is None:
            return False
        if picked != "none":
            goods.remove(state, "storage", picked, 1, events, f"rule:{MODULE}")
            task["kids_ate"] = ate + 1
            return True
    task["kids_done"] = True
    if task.get("kids_ate", 0) < record.food:
        _ev(events, "kids_hungry", "The children go to bed hungry.", f"rule:{MODULE}", {})
        change(state, -HUNGER, events, f"rule:{MODULE}")
    return True


# --- Dawn ------------------------------------------------------------------------------------------------------
def dawn(state: State, events: list, cold: int) -> None:
    """Before Death Among Us: the night's Cold (`cold`, as the Characters felt it), a death or a departure
    today, a day nobody made time for them; then what the children do at Dawn (the card's moments)."""
    if not on(state):
        return
    record, cause = card(state), f"rule:{MODULE}"
    if cold >= record.cold_at:
        _ev(events, "kids_cold", "The children shivered all night.", cause, {"cold": cold})
        change(state, -COLD, events, cause)
    if state.stats.get("died_today") and record.grief:
        _ev(events, "kids_grief", "The children saw what happened today.", cause, {})
        change(state, -record.grief, events, cause)
    if on(state) and not state.orphans["cared"]:
        _ev(events, "kids_neglected", "Nobody had time for the children yesterday.", cause, {})
        change(state, -NEGLECT, events, cause)
    if not on(state):
        return
    state.orphans["cared"] = False
    for k in reversed(range(len(record.moments))):       # pushed last first: the first written runs first
        if record.moments[k].at == "dawn":
            run_ops(state, ["orphans", state.orphans["card"], "moments", k, "effects"], None, f"orphans:{record.id}")


def epilogue(state: State) -> str:
    """The children's last page, read after every Character's (rules/ending.py), while they are with you."""
    return card(state).epilogue if on(state) else ""


# --- the module's two ops -------------------------------------------------------------------------------------
@BEHAVIOURS.runs("happiness")
def _happiness(op: HappinessOp, state, task, index, events):
    change(state, op.amount, events, task["cause"])


@BEHAVIOURS.runs("kid_action")
def _kid_action(op: KidActionOp, state, task, index, events):
    """The top Kid Action into the group's hand, with the Narrative Actions held (played as they are)."""
    deck = state.orphans.get("deck") if state.orphans else None
    if not deck:
        _ev(events, "kid_action", "No Kid Action is left to draw.", task["cause"], {})
        return None
    card_id = deck.pop(0)
    state.narrative_held.append(card_id)
    record = state.content.tables["narrative_actions"][card_id]
    _ev(events, "kid_action", f"A Kid Action for the group: {record.name}.", f"narrative:{card_id}",
        {"card": card_id}, reveals=True)
    return None
