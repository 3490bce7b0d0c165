"""Playing the Narrative Actions the group holds (L1126-1136): each card says when it may be played, and
the rules offer it beside the Leader's question at those moments (the windows below), as "play:<card>"
answers. A card played runs its effects, then goes to the box for good (the Waste, as "removed from the
game"), and the question it interrupted is asked again.

The windows (docs/games/this-war-of-mine.md, "Narrative Actions"): "day" at every Action stage's
assignment; "scavenging" before each exploration draw; "choose_findings" while choosing what to carry;
"combat" before each round of a fight; "night_raid" once a Night Raid card is drawn, before the dice;
"dawn" once at the start of Dawn; "any" at all of those. A card's `needs` must be at hand: in the Storage
(or the Findings Pile while out), or in the hands of a Guard or a fighter."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ..effects import IgnoreNightRaid, KeepFindings
from . import goods
from .asking import LEADER, PLAY, ask, interruptions
from .ops import BEHAVIOURS, run_ops
from .state import State, _ev, character_card

WINDOWS = {
    "day": ("day", "any"),
    "scavenging": ("scavenging", "any"),
    "choose_findings": ("choose_findings", "any"),
    "combat": ("combat", "combat_or_night_raid", "any"),
    "night_raid": ("night_raid", "combat_or_night_raid", "any"),
    "dawn": ("dawn", "any"),
}


def _in_hands(state: State) -> list[str]:
    """The weapons the Guards hold tonight and the fighters hold in the fight under way."""
    held = [person["weapon"] for person in state.characters if person.get("weapon")]
    for task in state.task_stack:
        if task["t"] == "combat":
            for gear in task["gear"].values():
                held += [w for w in gear.values() if w]
    return held


def playable(state: State, window: str) -> list[str]:
    """The held cards whose timing is this window and whose needs are at hand."""
    cards = state.content.tables["narrative_actions"]
    in_hands = _in_hands(state)
    out = []
    for card_id in state.narrative_held:
        card = cards[card_id]
        if card.timing not in WINDOWS[window]:
            continue
        if all(goods.holds(state, "here", [need]) or in_hands.count(need.item) >= need.amount for need in card.needs):
            out.append(card_id)
    return out


def play_options(state: State, window: str) -> list[tuple[str, str, None]]:
    cards = state.content.tables["narrative_actions"]
    return [(f"{PLAY}{card_id}", f"Play {cards[card_id].name}", None) for card_id in playable(state, window)]


def play_task(state: State, task: dict, events: list) -> bool:
    """The card leaves the hand for good, then its effects run (above the question it interrupted)."""
    finish_task(state.task_stack, task)
    card_id = task["card"]
    card = state.content.tables["narrative_actions"][card_id]
    state.narrative_held.remove(card_id)
    state.waste.append(f"narrative_actions:{card_id}")
    _ev(events, "narrative_played", f"{card.name}: {card.text}", f"narrative:{card_id}", {"card": card_id})
    run_ops(state, ["narrative_actions", card_id, "effects"], task["actor"], f"narrative:{card_id}")
    return True


def window_task(state: State, task: dict, events: list) -> bool:
    """A moment for the cards alone (Dawn's): asked only while a card may be played."""
    if interruptions(state, task["window"]):
        picked = ask(state, task, "window", [("on", "Go on", None)], "Play a Narrative Action now?",
                     window=task["window"], decides=LEADER)
        if picked is None:
            return False
    finish_task(state.task_stack, task)
    return True


# The two ops only Narrative Actions use (effects.py), taught here beside the windows they need.
@BEHAVIOURS.runs("ignore_night_raid")
def _ignore_night_raid(op: IgnoreNightRaid, state, task, index, events):
    raid = next((t for t in reversed(state.task_stack) if t["t"] == "night"), None)
    if raid is not None and raid["part"] == "face":
        raid["part"] = "ignored"
    return None


@BEHAVIOURS.runs("keep_findings")
def _keep_findings(op: KeepFindings, state, task, index, events):
    """The Guard with the most Inventory meets the party after the Night Raid: their Inventory is added to
    this Choose Findings (docs/games/this-war-of-mine.md, "Under the Streets")."""
    choosing = next((t for t in reversed(state.task_stack) if t["t"] == "scavenge" and "carried" in t), None)
    guards = [i for i, p in enumerate(state.characters) if p["alive"] and not p["left"] and p["place"] == "guard"]
    if choosing is not None and guards:
        choosing["extra_room"] = max(character_card(state, state.characters[i]).inventory for i in guards)
    return None


def play(state: State, card_id: str) -> None:
    """The Leader plays a held card, interrupting the question asked (asking.LeaderPick)."""
    asking = state.task_stack[-1] if state.task_stack else {}
    push_task(state.task_stack, "narrative_play", card=card_id, actor=_player(state, asking))


def _player(state: State, asking: dict) -> int | None:
    """Who plays the card, for the effects that name "self": the asking task's Character, else the first
    fighter standing, the first Guard, or the first of the party out scavenging."""
    if asking.get("actor") is not None:
        return asking["actor"]
    for task in reversed(state.task_stack):
        people = task.get("fighters") if task["t"] == "combat" else task.get("guards") if task["t"] == "night" else None
        alive = [i for i in people or () if state.characters[i]["alive"]]
        if alive:
            return alive[0]
    out = [i for i, person in enumerate(state.characters) if person["alive"] and person["place"] == "scavenging"]
    return out[0] if out else None
