"""The boards' own dangers and makings beyond the front's rules, for the Day Actions (rules/day.py): sniper
fire on the back's top floor once an action there is done (L455); No Man's Home's street, where the sniper
fires as the Character comes home from a Neighbourhood place, on 1..its distance, and a death there loses
what the action brought in (L1700-1704); The Crossing's gap between its wings, where each crossing by day is
a sniper's roll first (L1708-1718), the wings left at the Day Actions' start and end (L1714), its wrecks
repaired for half their cost (L1720) and its Place a New Fitting spaces (L1722)."""
from __future__ import annotations

from ..effects import Goods
from . import goods
from .ops import roll_black
from .people import change_state, name
from .shelter import action_areas, board, crossings, has_areas, printed_open, wrecked
from .state import SNIPER_HITS, State, _ev

LABEL_MOST = 200                                      # an answer's words, at most (the saved prompt's shape)


def leave_wings(state: State) -> None:
    """Before and after the Day Actions a Character may go to either wing of The Crossing without risk
    (L1714): nobody is in a wing until their first action of the day."""
    if has_areas(board(state)):
        for person in state.characters:
            person.pop("area", None)


def risk_words(distance: int) -> str:
    """The black die's shot faces at a Neighbourhood place: "a 1", "1-2", "1-3"."""
    return "a 1" if distance == 1 else f"1-{distance}"


def repair_cost(fitting) -> tuple[Goods, ...]:
    """Repairing a wreck costs half the Fitting's cost, each item rounded down (ours, L1720)."""
    return tuple(Goods(item.item, item.amount // 2) for item in fitting.cost if item.amount // 2)


def repair_option(state: State, space: str, taken: list[str]) -> tuple[str, str, str] | None:
    """Repair the Fitting (The Crossing, L1720): exactly the wreck's Fitting, while its card is in the deck,
    nobody else repairs or builds it this stage, and the Storage holds half its cost."""
    fitting = state.content.tables["fittings"][state.content.tables["shelter"][space].ruined]
    cost = repair_cost(fitting)
    if fitting.id not in state.fittings_deck or f"repair:{space}" in taken or any(
            v.startswith(f"build:{fitting.id}:") for v in taken) or not goods.holds(state, "storage", cost):
        return None
    paid = ", ".join(f"{item.amount} {goods.label(state, item.item)}" for item in cost) or "nothing"
    return f"repair:{space}", f"Repair the {fitting.name} ({paid})", f"space:{space}"


def placing_space(state: State, person: dict, open_spaces: set[str], taken: list[str]) -> str | None:
    """A Place a New Fitting space (The Crossing's left wing, L1722) this Character can build from this stage:
    reachable, in their wing (or before their first action of the day, L1714), nobody building there."""
    spaces = state.content.tables["shelter"]
    for space in sorted(open_spaces):
        printed = spaces[space].printed
        if printed is None or printed.kind != "place_fitting" or not printed_open(state, space):
            continue
        if person.get("area", "") not in ("", spaces[space].area):
            continue
        if not any(v.startswith("build:") and v.split(":")[3:] == [space] for v in taken):
            return space
    return None


def warn_of_the_gap(state: State, person: dict, options: list) -> list:
    """On The Crossing, an action across the gap says so in its label (each crossing is a sniper's roll)."""
    spaces = board(state)
    if not has_areas(spaces):
        return options
    out = []
    for value, label, target in options:
        count, _end = crossings(person.get("area", ""), action_areas(spaces, value))
        if count:
            label += f" - across the gap{' and back' if count > 1 else ''}: shot at on 1-{SNIPER_HITS}" + (
                " each way" if count > 1 else "")
        out.append((value, label[:LABEL_MOST], target))
    return out


def action_space(action: str) -> str | None:
    """The space an action is taken on, if it is taken on one."""
    parts = action.split(":")
    if parts[0] in ("card", "use", "nap", "printed", "dismantle", "move", "repair"):
        return parts[1]
    return parts[2] if parts[0] == "build" else None


def sniper_fire(state: State, index: int, action: str, events: list) -> None:
    """Whoever has just acted on a space under sniper fire (the back's top floor, L455) is shot on a 1 or 2."""
    space = action_space(action)
    if space is None or not state.content.tables["shelter"][space].sniper or not state.characters[index]["alive"]:
        return
    if roll_black(state, events, f"Sniper fire on {name(state, index)}", "rule:sniper") <= SNIPER_HITS:
        change_state(state, index, "wounds", 1, events, "rule:sniper")


def street_fire(state: State, task: dict, events: list) -> None:
    """Coming home from No Man's Home's Neighbourhood: the sniper fires on 1..the place's distance (ours,
    L1700); if the shot kills, the action failed and what it brought into the Storage is lost (L1702-1704)."""
    space, index = action_space(task["action"]), task["who"]
    distance = state.content.tables["shelter"][space].distance if space is not None else 0
    person = state.characters[index]
    if not distance or not person["alive"]:
        return
    if roll_black(state, events, f"Sniper fire on {name(state, index)}, coming home", "rule:neighbourhood") > distance:
        return
    change_state(state, index, "wounds", 1, events, "rule:neighbourhood")
    if person["alive"]:
        return
    before = task.get("before") or {}
    for item, held in sorted(state.storage.items()):
        if held > before.get(item, 0):
            goods.remove(state, "storage", item, held - before.get(item, 0), events, "rule:neighbourhood")
    _ev(events, "carried_lost", f"What {name(state, index)} was carrying home lies in the street.",
        "rule:neighbourhood", {"character": index, "space": space})


def cross_the_gap(state: State, index: int, action: str, events: list) -> bool:
    """The Crossing: each time the action takes the Character across the gap, the sniper fires first (1-2 on
    the black die: a Wound, L1708-1712). Returns whether they live to do it; they end in its last wing."""
    person = state.characters[index]
    count, end = crossings(person.get("area", ""), action_areas(board(state), action))
    for _ in range(count):
        if roll_black(state, events, f"{name(state, index)} crosses the gap", "rule:crossing") <= SNIPER_HITS:
            change_state(state, index, "wounds", 1, events, "rule:crossing")
        if not person["alive"]:
            return False
    if end:
        person["area"] = end
    return True


def repair(state: State, space: str, index: int, events: list) -> None:
    """Repair the Fitting: the wreck's own Fitting stands on its space (L1720), its one-time bonus had."""
    fitting_id = state.content.tables["shelter"][space].ruined
    if not wrecked(state, space) or fitting_id not in state.fittings_deck:
        return                                        # (its cost was paid at assignment, and is spent)
    _ev(events, "repaired", f"The wrecked {state.content.tables['fittings'][fitting_id].name} is put right.",
        f"fitting:{fitting_id}", {"fitting": fitting_id, "space": space})
    from .day import place_fitting      # here: the Day Actions import this module
    place_fitting(state, fitting_id, space, index, events)
