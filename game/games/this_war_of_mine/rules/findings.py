"""Choose Findings (L902-924), the end of Scavenging: every card shuffled back, then the Leader picks
what the party carries home, item by item, within the party's Inventory (tokens by their weight; Water,
Wood and Components from the supply at 1 each); the rest is left behind, and the party heads home.

Two optional rules live here: Overload (L908), one more weight for a Character at Fatigue 2 or less who
takes Fatigue +2; and Hiding Findings (L918), what is left hidden on the Location card and found again
on 7-10 at the next visit there (`state.hidden`, by Location).

Answers (pick:<value>): carry:<item>, overload:<index>, done."""
from __future__ import annotations

from ....core.flow import finish_task
from ....core.words import join
from . import goods
from .asking import TURNS, ask
from .ops import roll_black
from .people import change_state, name
from .state import RESOURCES, State, _ev, character_card, in_group

OVERLOAD_FATIGUE = 2         # the Fatigue an overloaded Character takes, and the most they may have (L908)
HIDDEN_FOUND = 7             # the black die at least this: the hidden findings are still there (L918)


def party(state: State) -> list[int]:
    return [i for i, p in enumerate(state.characters) if p in in_group(state) and p["place"] == "scavenging"]


def capacity(state: State) -> int:
    from .skills import packs_more
    people = party(state)
    return sum(character_card(state, state.characters[i]).inventory for i in people) + packs_more(state, people)


def weight(state: State, item: str) -> int:
    return 1 if item in RESOURCES else state.content.tables["tokens"][item].weight


def room_for(state: State, task: dict) -> int:
    """The Inventory (a Guard's lent by a card, and the overloads, added) less the weight carried."""
    total = capacity(state) + task.get("extra_room", 0) + len(task.get("overloaded", []))
    return total - sum(weight(state, item) * n for item, n in task["carried"].items())


def _options(state: State, task: dict, room: int) -> list[tuple[str, str, str | None]]:
    options = [(f"carry:{item}", f"Carry {goods.label(state, item)} (weight {weight(state, item)})", None)
               for item, n in sorted(task["left"].items()) if n and weight(state, item) <= room]
    if not state.scene.get("no_free"):         # home early from the Sewers: nothing from the supply (L1473)
        options += [(f"carry:{item}", f"Carry {goods.label(state, item)} from the supply (weight 1)", None)
                    for item in RESOURCES if room >= 1 and not task["left"].get(item)
                    and goods.in_box(state, item) > task["carried"].get(item, 0)]
    if "water_rationing" in state.rules_on and task["carried"].get("water", 0) >= 1:
        options = [o for o in options if o[0] != "carry:water"]          # at most 1 Water home
    if "overload" in state.options and options:
        options += [(f"overload:{i}", f"Overload {name(state, i)}: 1 more weight, Fatigue +{OVERLOAD_FATIGUE}",
                     f"character:{i}") for i in party(state) if i not in task.get("overloaded", [])
                    and state.characters[i]["states"].get("fatigue", 0) <= OVERLOAD_FATIGUE]
    return options


def choose_findings(state: State, task: dict, events: list) -> bool:
    if "carried" not in task:
        shuffle_back(state)
        task["carried"], task["left"] = {}, dict(state.findings_pile)
    room = room_for(state, task)
    options = _options(state, task, room)
    if options:
        picked = ask(state, task, "carry", options + [("done", "Head home with this", None)],
                     f"Choose Findings: room for {room} more.", window="choose_findings", decides=TURNS)
        if picked is None:
            return False
        verb, _, item = picked.partition(":")
        if verb == "overload":
            task.setdefault("overloaded", []).append(int(item))
            change_state(state, int(item), "fatigue", OVERLOAD_FATIGUE, events, "rule:overload")
            return True
        if verb == "carry":
            task["carried"][item] = task["carried"].get(item, 0) + 1
            if task["left"].get(item):
                task["left"][item] -= 1
            return True
    _leave_the_rest(state, task, events)
    state.findings_pile = dict(task["carried"])
    finish_task(state.task_stack, task)
    _head_home(state, events)
    return True


def _leave_the_rest(state: State, task: dict, events: list) -> None:
    tokens = state.content.tables["tokens"]
    left_behind = {item: n for item, n in task["left"].items() if n and item not in RESOURCES}
    if not left_behind:
        return
    words = ", ".join(f"{n} {tokens[i].name}" for i, n in sorted(left_behind.items()))
    if "hide_findings" in state.options and state.scene["location"]:
        hidden = state.hidden.setdefault(state.scene["location"], {})
        for item, n in left_behind.items():
            hidden[item] = hidden.get(item, 0) + n
        _ev(events, "hidden", f"Hidden on the spot for another night: {words}.", "rule:hide_findings",
            {"goods": left_behind, "location": state.scene["location"]})
    else:
        _ev(events, "left_behind", f"Left behind: {words}.", "rule:choose_findings", {"goods": left_behind})


def _head_home(state: State, events: list) -> None:
    location = state.scene["location"]
    if location and state.content.tables["locations"][location].rule == "flooded":
        for i in party(state):
            change_state(state, i, "fatigue", 1, events, f"location:{location}")
    people = party(state)
    _ev(events, "heading_home", f"{join(name(state, i) for i in people)} {'heads' if len(people) == 1 else 'head'} home.",
        "rule:scavenging", {})
    if state.scene.get("sewers"):
        from .sewers import back_to_the_day
        back_to_the_day(state, events)
        return
    state.scene = None
    state.phase = "night_raid"
    for i in party(state):
        state.characters[i]["stopped"] = False


def recover_hidden(state: State, events: list) -> None:
    """Back where something was hidden: on 7-10 it is still there (onto the Findings Pile), else gone (L918)."""
    location = state.scene["location"]
    hidden = state.hidden.pop(location, None)
    if not hidden:
        return
    if roll_black(state, events, "Is what you hid still there?", "rule:hide_findings") >= HIDDEN_FOUND:
        for item, n in hidden.items():
            state.findings_pile[item] = state.findings_pile.get(item, 0) + n
        _ev(events, "found_hidden", "What you hid is where you left it.", "rule:hide_findings", {"goods": hidden})
    else:
        _ev(events, "lost_hidden", "Someone found your hiding place first.", "rule:hide_findings", {"goods": hidden})


def drop_hidden(state: State, location: str, events: list) -> None:
    """A Location leaves the game: what was hidden there is lost (L918)."""
    if state.hidden.pop(location, None):
        _ev(events, "lost_hidden", "What you hid there is lost with the place.", "rule:hide_findings", {})


def shuffle_back(state: State) -> None:
    """Every Exploration and Residents card back into its deck: the Unknown deck, the discard, the slot (L904)."""
    explorations = state.content.tables["exploration"]
    for card_id in state.unknown + state.scene["discard"] + state.scene["met"] + state.slot:
        (state.exploration_deck if card_id in explorations else state.residents_deck).append(card_id)
    state.unknown, state.slot = [], []
    state.scene["discard"], state.scene["met"] = [], []
    state.rng.shuffle(state.exploration_deck)
    state.rng.shuffle(state.residents_deck)
