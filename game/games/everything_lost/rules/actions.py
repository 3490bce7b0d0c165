"""The survivor's turn, which never ends until the mission does: every action the active cards, the
sheet and the tracks allow, one answer at a time.

Answers: break_in:<i>, scavenge:<i>:<loot>, strip:<i>, opportunity:<i>, talk:<kind>, clear:<i>,
barricade:<i>, craft:<i>:<weapon>, climb:<i>, move:<dir> / offroad:<dir> / navigate:<dir>, rest,
rest_claimed, bandage:heal, bandage:cover, deliver:<k>, search (missions with the search track), go_home. <i> is the active card's place.
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.flow import push_task
from ....core.option_cache import option
from ....core.piles import draw_reshuffling
from ....core.prompt import Prompt
from ....core.words import count
from .dice import alone_allowed, can_roll, helpers, pay_dice, start_roll, take_back_dice
from .gear import craft, craft_options
from .missions import check_side_missions, deliverable, mission, mission_goals_met, side
from .ops import can_pay, ops_at, run_ops
from .state import (ACTION_COLOUR, RECRUIT_TARGET, State, _ev, building, rubble, survivor_kind, weapon_side)
from .survivors import recruit, room_for_survivors
from .town import claimed_near, home_zone, mark, move_options, start_move
from .tracks import bite, change_health, end_mission, lower_threat

DIRECTION_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def play_step(state: State, events: list) -> bool:
    """Between actions: side missions whose goals were met pay out, then the survivor acts."""
    check_side_missions(state, events)
    if state.task_stack or state.phase == "over":
        return True
    state.pending = {"k": "act"}
    return True


def _card_actions(state: State, entry: dict) -> list:
    record = building(state, entry["card"]) if entry["deck"] == "building" else rubble(state, entry["card"])
    return [action for action in record.actions if action.after_flip == entry["flipped"] or
            (not action.after_flip and entry["flipped"] and entry["deck"] == "rubble")]


def _listed(state: State, entry: dict, name: str):
    return next((action for action in _card_actions(state, entry) if action.action == name), None)


def _label(state: State, entry: dict) -> str:
    if entry["deck"] == "building":
        return f"the {entry['type'].replace('diy', 'DIY shop')} ({building(state, entry['card']).name})"
    return f"the rubble ({rubble(state, entry['card']).name})"


def action_options(state: State) -> list:
    options = []
    zone = state.zones[state.pos]
    for i, entry in enumerate(state.active):
        name = _label(state, entry)
        target = f"card:{i}"
        if entry["deck"] == "building":
            card = building(state, entry["card"])
            if not entry["flipped"] and "break_in" not in entry["used"] and can_roll(state, "green"):
                bonus = state.skills["burglar"]
                options.append(option(f"break_in:{i}", f"Break into {name}: {card.break_in}+"
                                      + (f" (+{bonus})" if bonus else ""), target))
            if entry["flipped"] and "scavenge" not in entry["used"]:
                for k, loot in enumerate(card.loot):
                    options.append(option(f"scavenge:{i}:{k}", f"Scavenge {name}: {loot.label}", target))
            if entry["flipped"] and _listed(state, entry, "clear") and not zone["claimed"] and \
                    state.res["materials"] >= 1 and not claimed_near(state, state.pos) and "clear" not in entry["used"]:
                options.append(option(f"clear:{i}", f"Clear {name} room by room, to claim it", target))
            if entry["flipped"] and not zone["barricaded"] and state.res["materials"] >= 1 and (
                    (_listed(state, entry, "barricade") and "barricade" in state.specials)
                    or state.nickname == "Builder of Strongholds"):
                options.append(option(f"barricade:{i}", f"Barricade {name} (1 building materials)", target))
            crafting = _listed(state, entry, "craft")
            if entry["flipped"] and crafting and "craft" in state.specials and state.res["materials"] >= 1:
                for w in craft_options(state):
                    weapon = weapon_side(state, state.weapons[w]).name
                    if state.hand >= 1:
                        options.append(option(f"craft:{i}:{w}", f"Craft: upgrade the {weapon} (1 die, 1 materials)",
                                              target))
                    for h in _lone_helpers(state, crafting.colour):
                        options.append(option(f"craft:{i}:{w}:{h}", f"{state.survivors[h]['name']} upgrades the "
                                              f"{weapon} (1 materials, no die)", target))
        else:
            card = rubble(state, entry["card"])
            if card.strip and "strip" not in entry["used"] and (state.hand >= 1 or helpers(state, "yellow")):
                options.append(option(f"strip:{i}", f"Strip {name}: 1 die for 1 building materials", target))
            if "opportunity" not in entry["used"] and can_roll(state, "blue"):
                options.append(option(f"opportunity:{i}", f"Look for an opportunity in {name} "
                                      f"({state.willpower} or less): {card.hint}", target))
        climbing = _listed(state, entry, "climb")
        if climbing and "climb" in state.specials and state.health >= 3 and \
                any(not m["known"] for m in state.mob) and "climb" not in entry["used"]:
            if state.hand >= 1:
                options.append(option(f"climb:{i}", "Climb: 1 die to look at a zombie card of the mob", target))
            for h in _lone_helpers(state, climbing.colour):
                options.append(option(f"climb:{i}:{h}", f"{state.survivors[h]['name']} climbs up to look at the mob "
                                      "(no die)", target))
    for kind in state.meetings:
        if room_for_survivors(state) > 0 and (state.hand > 0 or state.res["food"] > 0 or helpers(state, "blue")):
            options.append(option(f"talk:{kind}", f"Ask the {survivor_kind(state, kind).name} to join you "
                                  f"({RECRUIT_TARGET}+ or 1 food)", f"survivor:{kind}"))
    for how, direction, to in move_options(state):
        if how == "navigate" and not any(_listed(state, e, "navigate") for e in state.active):
            continue
        word = {"road": "Move", "offroad": "Go offroad (3 dice)", "navigate": "Navigate (1 die)"}[how]
        value = {"road": "move", "offroad": "offroad", "navigate": "navigate"}[how]
        known = " (known)" if to in state.zones else ""
        options.append(option(f"{value}:{direction}", f"{word} {DIRECTION_WORDS[direction]} to {to}{known}",
                              f"zone:{to}"))
    if mission(state).search and not state.stats.get("searched") and state.hand >= 1 and \
            not any(m["kind"] == "search" for m in zone["marks"]):
        need = max(2, 6 - state.search_track)
        options.append(option("search", f"Search this zone (1 die, the black die: {need}+)"))
    options.append(option("rest", "Rest: take back your dice (a rubble card, then its dilemma)"))
    if zone["claimed"] and not zone["rested"]:
        options.append(option("rest_claimed", "Rest in your claimed building: dice back, threat -2, health +1"))
    if state.res["bandages"] and state.health < 6:
        options.append(option("bandage:heal", "Use a bandage: health +1"))
    if state.res["bandages"] and state.bitten and not state.bite_covered:
        options.append(option("bandage:cover", "Use a bandage to cover your bite"))
    for k, record in enumerate(state.side_missions):
        if deliverable(state, record):
            options.append(option(f"deliver:{k}", f"Side mission: {side(state, record).goal.kind} to "
                                  f"{side(state, record).title}"))
    if state.pos == home_zone(state) and state.hand >= 1:
        if mission_goals_met(state):
            options.append(option("go_home", "Go inside (1 die): the mission is done"))
        else:
            options.append(option("go_home", "Go inside (1 die) without the goals: the mission is lost"))
    return options


class Act(Decision):
    kind = "act"
    answers = frozenset({"break_in", "scavenge", "strip", "opportunity", "talk", "clear", "barricade", "craft",
                         "climb", "move", "offroad", "navigate", "rest", "rest_claimed", "bandage", "deliver",
                         "go_home", "search"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        m = mission(state)
        # the goals as words (the mission card's **bold** is for the campaign screen's Markdown)
        goals = "the goals are done: head home" if mission_goals_met(state) else \
            (m.goal_text or m.name).replace("**", "")
        return Prompt(0, "act", f"{state.pos}: what do you do? ({count(state.hand, 'white die', 'white dice')} left; "
                      f"mission {m.code}: {goals})", tuple(action_options(state)))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        head, _, rest = value.partition(":")
        ACTIONS[head](state, rest, events)


# --- each action ---------------------------------------------------------------------------------
def _entry(state: State, rest: str) -> tuple[int, dict]:
    i = int(rest.split(":")[0])
    return i, state.active[i]


def _break_in(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    card = building(state, entry["card"])
    entry["used"].append("break_in")
    start_roll(state, "break_in", need=card.break_in, mode="at_least", colour=ACTION_COLOUR["break_in"],
               bonus=state.skills["burglar"] + _locksmith(state), card=i, label=f"Break into {_label(state, entry)}")


def _locksmith(state: State) -> int:
    return 1 if _with(state, "scavenge_extra") else 0


def _with(state: State, ability: str) -> bool:
    return any(survivor_kind(state, person["kind"]).ability == ability for person in state.survivors)


def _scavenge(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    loot = int(rest.split(":")[1])
    entry["used"].append("scavenge")
    card = building(state, entry["card"])
    mark(state, "scavenged", entry["type"])
    _ev(events, "scavenged", f"You scavenge {_label(state, entry)}: {card.loot[loot].label}.",
        f"card:{entry['card']}", {"card": entry["card"], "loot": loot})
    run_ops(state, ["buildings", entry["card"], "loot", loot, "effects"], f"card:{entry['card']}")


def _strip(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    entry["used"].append("strip")
    by = helpers(state, "yellow") if state.hand == 0 else []
    if by:
        state.helped.append(by[0])
        _ev(events, "helped", f"{state.survivors[by[0]]['name']} strips the rubble for you.", "rule:strip", {})
    else:
        pay_dice(state, 1, events, "rule:strip")
    first = not any(m["kind"] == "stripped" for m in state.zones[state.pos]["marks"])
    mark(state, "stripped")
    amount = 2 if first and _with(state, "builder") else 1
    from .tracks import gain
    gain(state, "materials", amount, events, "rule:strip")


def _opportunity(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    entry["used"].append("opportunity")
    start_roll(state, "opportunity", need=state.willpower, mode="at_most", colour=ACTION_COLOUR["opportunity"],
               card=i, label=f"An opportunity in {_label(state, entry)}")


def _talk(state: State, rest: str, events: list) -> None:
    kind = rest
    state.meetings.remove(kind)      # each survivor is asked once
    start_roll(state, "recruit", need=RECRUIT_TARGET, mode="at_least", colour=ACTION_COLOUR["recruit"], survivor=kind,
               food=True, label=f"Win over the {survivor_kind(state, kind).name}")


def _clear(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    entry["used"].append("clear")
    _ev(events, "clearing", f"You open the first door of {_label(state, entry)}.", "rule:clear", {})
    push_task(state.task_stack, "clear", card=i, drawn=[], stage="door")


def clear_task(state: State, task: dict, events: list) -> bool:
    if state.phase == "over":
        state.task_stack.pop()
        return True
    if task["stage"] == "ask":
        state.pending = {"k": "clear_next"}
        return True
    if task["stage"] == "claim":
        state.pending = {"k": "claim"}
        return True
    card, _ = draw_reshuffling(state.building_deck, state.building_discard, state.rng)
    task["drawn"].append(card)
    room = building(state, card).room
    if room.cleared:
        _ev(events, "room", "CLEARED! The building is yours to claim.", f"card:{card}", {"card": card}, reveals=True)
        task["stage"] = "claim"
        return True
    _ev(events, "room", f"Behind the door: {room.label}", f"card:{card}", {"card": card}, reveals=True)
    task["stage"] = "ask"
    run_ops(state, ["buildings", card, "room", "effects"], f"card:{card}")
    return True


def _end_clearing(state: State, task: dict) -> None:
    state.building_discard.extend(task["drawn"])
    state.task_stack.remove(task)


class ClearNext(Decision):
    kind = "clear_next"
    answers = frozenset({"door", "stop"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        return Prompt(0, "clear_next", f"{count(len(task['drawn']), 'room')} cleared so far. Open the next door?",
                      (option("door", "Open the next door"), option("stop", "Stop clearing")))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        if value == "door":
            task["stage"] = "door"
        else:
            _end_clearing(state, task)
            _ev(events, "clearing", "You leave the building as it is.", "rule:clear", {})


class Claim(Decision):
    kind = "claim"
    answers = frozenset({"claim", "leave"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        options = [option("leave", "Leave it unclaimed")]
        if state.res["materials"] >= 1:
            options.insert(0, option("claim", "Claim it: pay 1 building materials"))
        return Prompt(0, "claim", "The building is cleared.", tuple(options))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        _end_clearing(state, task)
        if value == "claim":
            state.res["materials"] -= 1
            state.zones[state.pos]["claimed"] = True
            mark(state, "claimed", state.active[task["card"]]["type"])
            _ev(events, "claimed", f"You claim the building in {state.pos}: a place to rest, room for one more "
                "survivor.", "rule:claim", {"zone": state.pos})


def _barricade(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    state.res["materials"] -= 1
    state.zones[state.pos]["barricaded"] = True
    mark(state, "barricaded", entry["type"])
    _ev(events, "barricaded", f"You barricade {_label(state, entry)}.", "action:barricade", {"zone": state.pos})


def _lone_helpers(state: State, colour: str) -> list[int]:
    """Survivors who may do a special action of this printed colour on their own (green and yellow ones):
    the action then costs none of your dice."""
    return helpers(state, colour) if alone_allowed(colour) else []


def _helped_by(state: State, helper: str | None, events: list, action: str) -> bool:
    """The survivor named in the answer does it (once in this zone); without one, you pay the die."""
    if helper is None:
        return False
    index = int(helper)
    state.helped.append(index)
    _ev(events, "helped", f"{state.survivors[index]['name']} does it for you.", f"action:{action}", {})
    return True


def _craft(state: State, rest: str, events: list) -> None:
    parts = rest.split(":")
    helped = _helped_by(state, parts[2] if len(parts) > 2 else None, events, "craft")
    craft(state, int(parts[1]), events, pay_die=not helped)


def _climb(state: State, rest: str, events: list) -> None:
    i, entry = _entry(state, rest)
    entry["used"].append("climb")
    parts = rest.split(":")
    if not _helped_by(state, parts[1] if len(parts) > 1 else None, events, "climb"):
        pay_dice(state, 1, events, "action:climb")
    look = 2 if _with(state, "climb_extra") else 1
    for m in state.mob:
        if not m["known"] and look:
            m["known"] = True
            look -= 1
            _ev(events, "climbed", f"From the roof you see the mob: {state.content.tables['zombies'][m['card']].name}.",
                "action:climb", {"card": m["card"]}, reveals=True)


def _move(how: str):
    def act(state: State, rest: str, events: list) -> None:
        start_move(state, how, rest, events)
    return act


def _search(state: State, rest: str, events: list) -> None:
    """The mission's search track: once in each zone, 1 die and the black die (6+, then 5+, ...)."""
    pay_dice(state, 1, events, "rule:search")
    mark(state, "search")
    from .ops import search_roll
    search_roll(state, events, "rule:search")


def _rest(state: State, rest: str, events: list) -> None:
    take_back_dice(state)
    state.meetings = []
    card, _ = draw_reshuffling(state.rubble_deck, state.rubble_discard, state.rng)
    state.rubble_discard.append(card)
    record = rubble(state, card)
    state.stats["rests"] = state.stats.get("rests", 0) + 1
    _ev(events, "rested", f"You rest and take back your dice. {record.rest_text}", f"card:{card}", {"card": card},
        reveals=True)
    push_task(state.task_stack, "dilemma", card=card)
    run_ops(state, ["rubble", card, "rest"], f"card:{card}")


def dilemma_task(state: State, task: dict, events: list) -> bool:
    dilemma = rubble(state, task["card"]).dilemma
    payable = [k for k, choice in enumerate(dilemma.options) if can_pay(state, choice.effects)]
    if not payable:
        state.task_stack.pop()
        _ev(events, "dilemma", f"{dilemma.text} You can pay for neither: {dilemma.options[dilemma.worst].label}.",
            f"card:{task['card']}", {})
        run_ops(state, ["rubble", task["card"], "dilemma", "options", dilemma.worst, "effects"], f"card:{task['card']}")
        return True
    state.pending = {"k": "dilemma", "offered": payable}
    return True


class DilemmaChoice(Decision):
    kind = "dilemma"
    answers = frozenset({"option"})
    prompt_kinds = ("dilemma",)

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        dilemma = rubble(state, task["card"]).dilemma
        return Prompt(0, "dilemma", dilemma.text, tuple(option(f"option:{k}", dilemma.options[k].label)
                                                        for k in pending["offered"]))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack.pop()
        k = int(value.split(":")[1])
        _ev(events, "dilemma", rubble(state, task["card"]).dilemma.options[k].label, f"card:{task['card']}", {})
        run_ops(state, ["rubble", task["card"], "dilemma", "options", k, "effects"], f"card:{task['card']}")


def _rest_claimed(state: State, rest: str, events: list) -> None:
    take_back_dice(state)
    state.meetings = []
    state.zones[state.pos]["rested"] = True
    mark(state, "rested")
    _ev(events, "rested", "Safe for the night in your own building.", "rule:rest_claimed", {})
    lower_threat(state, 2, events, "rule:rest_claimed")
    change_health(state, 1, events, "rule:rest_claimed")


def _bandage(state: State, rest: str, events: list) -> None:
    state.res["bandages"] -= 1
    if rest == "cover":
        state.bite_covered = True
        _ev(events, "bandaged", "You bind the bite.", "rule:bandage", {})
    else:
        change_health(state, 2 if _with(state, "medic") else 1, events, "rule:bandage")


def _deliver(state: State, rest: str, events: list) -> None:
    from .missions import complete_side_mission
    complete_side_mission(state, state.side_missions[int(rest)], events)


def _go_home(state: State, rest: str, events: list) -> None:
    pay_dice(state, 1, events, "rule:home")
    if mission_goals_met(state):
        end_mission(state, True, f"You are home, and mission {mission(state).code} is done.", events)
    else:
        end_mission(state, False, f"You are home without the goals of mission {mission(state).code}: "
                    "it must be played again.", events)


ACTIONS = {"break_in": _break_in, "scavenge": _scavenge, "strip": _strip, "opportunity": _opportunity,
           "talk": _talk, "clear": _clear, "barricade": _barricade, "craft": _craft, "climb": _climb,
           "move": _move("road"), "offroad": _move("offroad"), "navigate": _move("navigate"), "rest": _rest,
           "rest_claimed": _rest_claimed, "search": _search, "bandage": _bandage, "deliver": _deliver, "go_home": _go_home}


def after_roll(state: State, task: dict, events: list) -> None:
    """What a roll's success or failure does, by the action that rolled."""
    action, ok = task["action"], task["ok"]
    if action == "recruit":
        if ok:
            recruit(state, task["survivor"], events, "rule:recruit")
        return
    entry = state.active[task["card"]]
    if action == "break_in":
        mark(state, "success" if ok else "fail", entry["type"])
        if ok:
            entry["flipped"] = True
            _ev(events, "flipped", f"You are inside {_label(state, entry)}.", f"card:{entry['card']}",
                {"card": entry["card"]}, reveals=True)
    elif action == "opportunity":
        mark(state, "searched")
        if ok:
            entry["flipped"] = True
            record = rubble(state, entry["card"])
            _ev(events, "opportunity", record.opportunity_text or "You find something.", f"card:{entry['card']}",
                {"card": entry["card"]}, reveals=True)
            run_ops(state, ["rubble", entry["card"], "opportunity"], f"card:{entry['card']}")


__all__ = ["Act", "ClearNext", "Claim", "DilemmaChoice", "play_step", "clear_task", "dilemma_task", "after_roll",
           "alone_allowed", "bite", "ops_at"]
