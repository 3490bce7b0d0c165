"""Day Actions (L649-746): three Action stages (a fourth with the optional rule, A14). In each, every
available Character (black markers allowing, L673-681; a Character who joined this stage waits, L721)
is given one action the Leader picks among those reachable from the Guard space, its cost paid at
once; then the stage's actions are resolved, in the order given (they are simultaneous: what one gains
reaches the Storage after it, and nothing gained is used this stage, since costs were paid before).

Actions: rest; outside; figure:<kind> (out to a figure at the door) and market (Farmers and Market,
rules/farmers_market.py); new_idea; poke_about; build:<fitting>:<space>; card:<space> (a Shelter card);
use:<space>:<k> (a Fitting's action k); nap:<space> (a Bed's nap, open to sleepers and any markers);
printed:<space> (an action printed on the board: the back's Poke About, Search and Wild Garden, No Man's
Home's Neighbourhood places); repair:<space> (The Crossing's wrecks); build:<fitting>:<space>:<there> (a
Fitting put together at one of The Crossing's Place a New Fitting spaces, L1722).
On the back, an action on the top floor draws sniper fire once it is done (L455). In No Man's Home's
Neighbourhood the sniper fires as the Character comes home, on 1..the place's distance; whoever it kills
fails the action and what it brought in is lost (L1700-1704). On The Crossing, each time an action takes a
Character across the gap between the wings the sniper fires first (1-2), and whoever it kills does nothing
(L1708-1718); before their first action of the day a Character may stand in either wing (L1714).
Rubble wants a Shovel or two Characters (the second answers help:<space>); Bars a Sawblade; a Closed
Door a Lockpick and 4-10 on the black die (which uses the Lockpick up). One Character a Fitting, one
action a card per stage; a tool serves one action a stage (A15).

Answers (pick:<value>): the actions above, idea:<fitting>, split:<wood>, again / enough."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ..effects import WAIT_TOKENS
from . import farmers_market, goods, one_each, our_street, sewers
from .asking import GROUP, ask
from .ops import roll_black, run_ops
from .people import change_state, name
from .shelter import beside, board, clear_card, free_to_build, has_areas, printed_open, reachable, wrecked
from .boards import (LABEL_MOST, action_space, cross_the_gap, leave_wings, placing_space, repair, repair_cost,
                     repair_option, risk_words, sniper_fire, street_fire, warn_of_the_gap)
from .skills import offcuts, skill_of
from .state import State, _ev, in_group, stages_open

STAGES = 3
POKE_ABOUT = ((1, 3, 1), (4, 7, 2), (8, 10, 3))      # black die band -> Wood or Components (ours, A42)
TOOLS = {"rubble": "shovel", "bars": "sawblade", "closed_door": "lockpick"}
DOOR_OPENS_AT = 4                                     # L733


def day_step(state: State, events: list) -> bool:
    stages = STAGES + ("fourth_action" in state.options)
    if state.stage >= stages:
        state.stage = 0
        state.phase = "dusk"
        leave_wings(state)
        return True
    if state.stage == 0 and sewers.offer(state):   # the Sewers first, before anyone acts at home (L1446)
        return True
    state.stage += 1
    if state.stage == 1:
        leave_wings(state)
    _ev(events, "stage", f"Day {state.day}, action stage {state.stage}.", "rule:day", {"stage": state.stage})
    push_task(state.task_stack, "stage", who=available(state), given={}, tools=[], done=False, chosen={})
    return True


def available(state: State) -> list[int]:
    out = []
    for i, person in enumerate(state.characters):
        if person not in in_group(state) or person["away"]:
            continue
        if person.get("joined_day") == state.day and person.get("joined_stage") == state.stage:
            continue
        if state.stage == STAGES + 1:
            if stages_open(state, person) == STAGES and not person["asleep"]:
                out.append(i)              # the fourth action: no black marker at all (A14)
            continue
        if stages_open(state, person) >= state.stage or person["asleep"] or beds(state):
            out.append(i)                  # a Bed's nap is open even with three markers (L1952)
    return out


def beds(state: State) -> list[str]:
    fittings = state.content.tables["fittings"]
    return [space for space, spot in sorted(state.shelter.items())
            if spot["fitting"] and any(action.nap for action in fittings[spot["fitting"]].actions)]


def _can_act(state: State, person: dict) -> bool:
    return not person["asleep"] and (state.stage == STAGES + 1 or stages_open(state, person) >= state.stage)


def options_for(state: State, index: int, task: dict) -> list[tuple[str, str, str | None]]:
    person = state.characters[index]
    taken = list(task["given"].values())
    options = [("rest", f"{name(state, index)} rests", f"character:{index}")]
    tables = state.content.tables
    open_spaces = reachable(state)
    for space in beds(state):
        fitting = tables["fittings"][state.shelter[space]["fitting"]]
        if space in open_spaces and not in_hand(space, taken):
            options.append((f"nap:{space}", f"{name(state, index)} naps in the {fitting.name}", f"space:{space}"))
    if not _can_act(state, person):
        return options
    options.append(("outside", "Go outside (a Visitor; 1 on the black die: 2 Wounds)", None))
    if state.ideas_deck:                      # none in Short Mode or on the board's back (one Fittings deck)
        options.append(("new_idea", "Have a new idea (2 Ideas into the Fittings deck)", None))
    if any(space.holds == "poke_about" for space in board(state).values()):
        options.append(("poke_about", "Poke about for Wood and Components", None))
    options += farmers_market.visit_options(state, taken) + farmers_market.market_option(state)
    options += our_street.action_options(state, taken)
    if "no_outside" in state.rules_on:            # nor to the door, nor to the Market
        options = [o for o in options if o[0] not in ("outside", "market")
                   and not o[0].startswith(("figure:", our_street.ACTION))]
    for space in sorted(open_spaces):
        spot = state.shelter[space]
        if printed_open(state, space) and not any(v == f"printed:{space}" for v in taken):
            printed, distance = tables["shelter"][space].printed, tables["shelter"][space].distance
            label = printed.name + (f" ({printed.text})" if printed.text else "")
            if distance:
                label = f"{printed.name}: {printed.text} Shot at on {risk_words(distance)} coming home."
                if len(label) > LABEL_MOST:
                    label = f"{printed.name} (in the Neighbourhood: shot at on {risk_words(distance)} coming home)"
            if printed.kind != "place_fitting" and not (distance and "no_outside" in state.rules_on):
                options.append((f"printed:{space}", label, f"space:{space}"))
        if wrecked(state, space):
            option = repair_option(state, space, taken)
            if option:
                options.append(option)
        if spot["card"]:
            card = tables["shelter_cards"][spot["card"]]
            value = f"card:{space}"
            tool = TOOLS.get(card.kind)
            helpers = sum(1 for v in taken if v == value)
            if helpers >= (2 if card.kind == "rubble" else 1):
                continue
            if card.kind in ("bars", "closed_door") and tool not in _tools_left(state, task):
                continue
            label = {"rubble": "Clear the rubble" if not spot["remnants"] else "Clear the last of the rubble",
                     "bars": "Cut through the bars", "closed_door": "Pick the lock of the closed door"}.get(
                card.kind, f"Search the {card.name}")
            options.append((value, label, f"space:{space}"))
        elif spot["fitting"]:
            fitting = tables["fittings"][spot["fitting"]]
            if in_hand(space, taken):
                continue
            for k, action in enumerate(fitting.actions):
                if action.nap or (action.wait and (spot["wait"] or not wait_tokens_left(state, taken))):
                    continue
                if not state.opportunities and any(op.op_name == "opportunity" for op in action.effects):
                    continue                      # the Table's deck is spent: nothing to sit down to
                if goods.holds(state, "storage", action.cost):
                    options.append((f"use:{space}:{k}", f"{fitting.name}: {action.name}", f"space:{space}"))
            if "move_fittings" in state.options and unoccupied(state, space, taken) and \
                    not tables["shelter"][space].ruined:          # a repaired wreck stays where it was put right
                if _destinations(state, space, taken):
                    options.append((f"move:{space}", f"Move the {fitting.name}", f"space:{space}"))
                options.append((f"dismantle:{space}", f"Dismantle the {fitting.name} (its cost back)", f"space:{space}"))
    building = {v.split(":")[1] for v in taken if v.startswith("build:")} | {
        tables["shelter"][v.split(":")[1]].ruined for v in taken if v.startswith("repair:")}
    claimed = {v.split(":")[2] for v in taken if v.startswith(("build:", "move:"))}   # spaces spoken for
    there = placing_space(state, person, open_spaces, taken)
    for fitting_id in state.fittings_deck:
        fitting = tables["fittings"][fitting_id]
        if fitting_id in building or not goods.holds(state, "storage", fitting.cost):
            continue                        # one of each card, one Fitting a space, even within a stage
        for space in build_spaces(state, fitting, open_spaces - claimed):
            if there and tables["shelter"][space].area == tables["shelter"][there].area:
                options.append((f"build:{fitting_id}:{space}:{there}", f"Build the {fitting.name} here (put "
                                "together at the Place a New Fitting space)", f"space:{space}"))
            else:
                options.append((f"build:{fitting_id}:{space}", f"Build the {fitting.name} here", f"space:{space}"))
    return warn_of_the_gap(state, person, options)


def wait_tokens_left(state: State, taken: list[str]) -> int:
    """The box's WAIT tokens (three) neither on a Fitting nor spoken for by an action given this stage."""
    fittings = state.content.tables["fittings"]
    spoken = 0
    for value in taken:
        kind, _, rest = value.partition(":")
        if kind == "use":
            space, _, k = rest.partition(":")
            fitting = state.shelter[space]["fitting"]
            spoken += bool(fitting and fittings[fitting].actions[int(k)].wait)
    return WAIT_TOKENS - sum(spot["wait"] for spot in state.shelter.values()) - spoken


def in_hand(space: str, taken: list[str]) -> bool:
    """Whether a Fitting is already someone's this stage: used, napped in, being moved or taken apart."""
    return any(v.split(":")[1:2] == [space] for v in taken if v.startswith(("use:", "nap:", "move:", "dismantle:")))


def unoccupied(state: State, space: str, taken: list[str]) -> bool:
    """A Fitting nobody uses or sleeps in, with no WAIT token (L745)."""
    sleeping = any(p["place"] == f"bed:{space}" for p in state.characters if p["alive"])
    return not (state.shelter[space]["wait"] or in_hand(space, taken) or sleeping)


def build_spaces(state: State, fitting, open_spaces: set[str]) -> list[str]:
    spaces = [s for s in sorted(open_spaces) if free_to_build(state, s)]
    if fitting.improves:
        bases = [s for s, spot in state.shelter.items() if spot["fitting"] == fitting.improves]
        spaces = [s for s in spaces if any(s in beside(state, base) for base in bases)]
    return spaces


def _tools_left(state: State, task: dict) -> list[str]:
    """The tools in the Storage not yet taken by another action this stage (A15)."""
    taken = [tool for _who, tool in task["tools"]]
    left = []
    for tool in ("shovel", "sawblade", "lockpick"):
        left += [tool] * (state.storage.get(tool, 0) - taken.count(tool))
    return left


def stage_task(state: State, task: dict, events: list) -> bool:
    if task["who"]:
        index = task["who"][0]
        options = options_for(state, index, task)
        picked = task.pop("moving", None) or ask(
            state, task, "action", options, f"Action stage {state.stage}: what does {name(state, index)} do?",
            window="day", decides=index)
        if picked is None:
            return False
        if picked.startswith("move:") and picked.count(":") == 1:
            destination = _where_to(state, picked.partition(":")[2], task)
            if destination is None:
                task["moving"] = picked
                return False
            picked = f"{picked}:{destination}"
        task["who"].pop(0)
        task["given"][str(index)] = picked
        pay_for(state, picked, index, task, events)
        return True
    finish_task(state.task_stack, task)
    tools = {who: tool for who, tool in task["tools"]}
    actions, seen = [], set()
    for key, action in sorted(task["given"].items(), key=lambda item: int(item[0])):
        if action.startswith("card:") and action in seen:
            continue                      # two Characters on one Rubble card clear it once, together
        seen.add(action)
        company = [int(k) for k, v in task["given"].items() if v == action]
        actions.append((int(key), action, company))
    wings = has_areas(board(state))
    for who, action, company in reversed(actions):          # the first given is resolved first
        helpers = {"helpers": [k for k in company if k != who]} if wings and len(company) > 1 else {}
        push_task(state.task_stack, "action", who=who, action=action, company=len(company),
                  tool=next((tools[k] for k in company if k in tools), ""), chosen={}, **helpers)
    if state.stage == STAGES + 1:
        for key in task["given"]:
            change_state(state, int(key), "fatigue", 2, events, "rule:fourth_action")
    return True


def pay_for(state: State, action: str, index: int, task: dict, events: list) -> None:
    """Costs are paid on assignment (L663); a tool is taken for the stage."""
    tables = state.content.tables
    parts = action.split(":")
    if parts[0] == "build":
        for item in tables["fittings"][parts[1]].cost:
            goods.remove(state, "storage", item.item, item.amount, events, "rule:build")
    elif parts[0] == "repair":
        for item in repair_cost(tables["fittings"][tables["shelter"][parts[1]].ruined]):
            goods.remove(state, "storage", item.item, item.amount, events, "rule:repair")
    elif parts[0] == "use":
        fitting = tables["fittings"][state.shelter[parts[1]]["fitting"]]
        for item in fitting.actions[int(parts[2])].cost:
            goods.remove(state, "storage", item.item, item.amount, events, f"fitting:{fitting.id}")
    elif parts[0] == "card":
        card = tables["shelter_cards"][state.shelter[parts[1]]["card"]]
        tool = TOOLS.get(card.kind)
        if tool and tool in _tools_left(state, task):
            task["tools"].append([index, tool])


def action_task(state: State, task: dict, events: list) -> bool:
    """One Character's action carried out; the task stays under what it sets going (a script, a roll, a
    trade) until that is done, so the table shows who is at work where."""
    if task.get("done"):
        finish_task(state.task_stack, task)
        if not task.get("failed"):
            sniper_fire(state, task["who"], task["action"], events)
            street_fire(state, task, events)
        return True
    index, action = task["who"], task["action"]
    tables = state.content.tables
    if "crossed" not in task and has_areas(board(state)):
        task["crossed"] = True
        for helper in task.get("helpers", []):        # the second pair of hands at the Rubble crosses too
            if not cross_the_gap(state, helper, action, events):
                task["company"] -= 1
        if not cross_the_gap(state, index, action, events):
            task.update(done=True, failed=True)          # shot dead on the way: nothing is done (L1708)
            return True
    space = action_space(action)
    if space is not None and tables["shelter"][space].distance:
        task["before"] = dict(state.storage)          # what the Storage held before they went out (L1702)
    task["done"] = True
    parts = action.split(":")
    kind = parts[0]
    if kind == "rest":
        return True
    if kind == "nap":
        fitting = tables["fittings"][state.shelter[parts[1]]["fitting"]]
        k = next(k for k, a in enumerate(fitting.actions) if a.nap)
        run_ops(state, ["fittings", fitting.id, "actions", k, "effects"], index, f"fitting:{fitting.id}")
    elif kind == "outside":
        if roll_black(state, events, f"{name(state, index)} goes outside", "rule:outside") == 1:
            change_state(state, index, "wounds", 2, events, "rule:outside")
        push_task(state.task_stack, "visitor", who=index, card=None, chosen={})
    elif kind == "figure":
        farmers_market.visit(state, parts[1], index, events)
    elif kind == "market":
        farmers_market.go(state, index, events)
    elif kind == "street":
        our_street.act(state, parts[1], index)
    elif kind == "new_idea":
        push_task(state.task_stack, "new_idea", left=2, chosen={}, **one_each.whose(state, index))
    elif kind == "poke_about" or (kind == "printed" and tables["shelter"][parts[1]].printed.kind == "poke_about"):
        result = roll_black(state, events, f"{name(state, index)} pokes about", "rule:poke_about")
        result = min(10, result + skill_of(state, index, "handyman"))
        found = next(n for low, high, n in POKE_ABOUT if low <= result <= high)
        push_task(state.task_stack, "split", amount=found, chosen={}, **one_each.whose(state, index))
    elif kind == "printed":
        run_ops(state, ["shelter", parts[1], "printed", "effects"], index, f"space:{parts[1]}")
    elif kind == "build":
        place_fitting(state, parts[1], parts[2], index, events)
        offcuts(state, index, parts[1], events)
    elif kind == "repair":
        repair(state, parts[1], index, events)
    elif kind == "use":
        use_fitting(state, index, parts[1], int(parts[2]), events)
    elif kind == "card":
        work_card(state, index, parts[1], task, events)
    elif kind == "move":
        move_fitting(state, parts[1], parts[2], events)
    elif kind == "dismantle":
        dismantle(state, parts[1], events)
    return True


def _where_to(state: State, space: str, task: dict) -> str | None:
    """Where the Fitting being moved goes, asked as it is assigned: an empty reachable space nobody has
    spoken for this stage (an Improvement, its base gone, may stand anywhere)."""
    fitting = state.content.tables["fittings"][state.shelter[space]["fitting"]]
    spaces = state.content.tables["shelter"]
    options = [(s, f"To the {spaces[s].floor} floor, space {spaces[s].column + 1}", f"space:{s}")
               for s in _destinations(state, space, list(task["given"].values()))]
    return ask(state, task, "move_to", options, f"Where does the {fitting.name} go?", decides=task["who"][0]) if options else space


def _destinations(state: State, space: str, taken: list[str]) -> list[str]:
    claimed = {v.split(":")[2] for v in taken if v.startswith(("build:", "move:"))}
    return [s for s in sorted(reachable(state)) if s != space and s not in claimed and free_to_build(state, s)]


def move_fitting(state: State, space: str, destination: str, events: list) -> None:
    spot, there = state.shelter[space], state.shelter[destination]
    if spot["fitting"] is None or there["fitting"] is not None or there["card"] is not None:
        return                                  # taken apart or built over since: nothing to move
    fitting = state.content.tables["fittings"][spot["fitting"]]
    there["fitting"], spot["fitting"] = spot["fitting"], None
    _ev(events, "moved_fitting", f"The {fitting.name} is moved.", f"fitting:{fitting.id}",
        {"from": space, "to": destination})


def dismantle(state: State, space: str, events: list) -> None:
    """The card back to the Fittings deck and its cost back to the Storage; its one-time bonus stays spent (L746)."""
    spot = state.shelter[space]
    fitting = state.content.tables["fittings"][spot["fitting"]]
    spot["fitting"] = None
    state.fittings_deck.append(fitting.id)
    for item in fitting.cost:
        goods.add(state, "storage", item.item, item.amount, events, f"fitting:{fitting.id}")
    _ev(events, "dismantled", f"The {fitting.name} is taken apart.", f"fitting:{fitting.id}", {"space": space})


def place_fitting(state: State, fitting_id: str, space: str, index: int | None, events: list) -> None:
    """A Fitting stands on its space; its one-time bonus is had only the first time it is built (L746)."""
    fitting = state.content.tables["fittings"][fitting_id]
    for deck in (state.fittings_deck, state.ideas_deck):
        if fitting_id in deck:
            deck.remove(fitting_id)
    state.shelter[space]["fitting"] = fitting_id
    if fitting.improves:                       # it replaces its base, which leaves the game
        base = next((s for s in beside(state, space) if state.shelter[s]["fitting"] == fitting.improves), None)
        if base is not None:
            state.shelter[base]["fitting"], state.shelter[base]["wait"] = None, False
            state.waste.append(f"fittings:{fitting.improves}")
    _ev(events, "built", f"The {fitting.name} is built.", f"fitting:{fitting_id}", {"fitting": fitting_id,
                                                                                     "space": space})
    if fitting_id not in state.stats.setdefault("built_once", []):
        state.stats["built_once"].append(fitting_id)
        run_ops(state, ["fittings", fitting_id, "build"], index, f"fitting:{fitting_id}")


def use_fitting(state: State, index: int, space: str, k: int, events: list) -> None:
    spot = state.shelter[space]
    fitting = state.content.tables["fittings"][spot["fitting"]]
    action = fitting.actions[k]
    if action.wait:
        spot["wait"] = True
        state.stats.setdefault("wait_by", {})[space] = index
        _ev(events, "wait", f"A WAIT token on the {fitting.name}.", f"fitting:{fitting.id}", {"space": space})
    if action.repeat:
        push_task(state.task_stack, "again", who=index, space=space, k=k, chosen={})
    run_ops(state, ["fittings", fitting.id, "actions", k, "effects"], index, f"fitting:{fitting.id}")


def again_task(state: State, task: dict, events: list) -> bool:
    """"For each X -> Y" (L739): pay again and run again, as often as the Leader likes and the Storage allows."""
    fitting = state.content.tables["fittings"][state.shelter[task["space"]]["fitting"]]
    action = fitting.actions[task["k"]]
    if not goods.holds(state, "storage", action.cost):
        finish_task(state.task_stack, task)
        return True
    picked = ask(state, task, "again", [("again", f"{action.name} again", None), ("enough", "Enough", None)],
                 f"{fitting.name}: once more?", decides=task.get("who", GROUP))
    if picked is None:
        return False
    if picked == "enough":
        finish_task(state.task_stack, task)
        return True
    for item in action.cost:
        goods.remove(state, "storage", item.item, item.amount, events, f"fitting:{fitting.id}")
    run_ops(state, ["fittings", fitting.id, "actions", task["k"], "effects"], task["who"], f"fitting:{fitting.id}")
    return True


def work_card(state: State, index: int, space: str, task: dict, events: list) -> None:
    spot = state.shelter[space]
    if spot["card"] is None:
        return
    card = state.content.tables["shelter_cards"][spot["card"]]
    if card.kind == "rubble":
        if task["company"] < 2 and task["tool"] != "shovel" and not skill_of(state, index, "strong"):
            _ev(events, "too_heavy", "The rubble needs a Shovel or a second pair of hands.", f"shelter:{card.id}",
                {"space": space})
            return
        if spot["remnants"]:
            _clear(state, space, events)
        else:
            spot["remnants"] = True
            _ev(events, "rubble", "The rubble is half cleared.", f"shelter:{card.id}", {"space": space})
            if not state.content.tables["shelter"][space].barren:
                run_ops(state, ["shelter_cards", card.id, "back"], index, f"shelter:{card.id}")
        return
    if card.kind == "closed_door":
        if task["tool"] != "lockpick":
            return
        roll = roll_black(state, events, f"{name(state, index)} picks the lock", f"shelter:{card.id}")
        if roll + skill_of(state, index, "lockpicker") < DOOR_OPENS_AT:
            _ev(events, "door_holds", "The lock holds.", f"shelter:{card.id}", {"space": space})
            return
        goods.remove(state, "storage", "lockpick", 1, events, f"shelter:{card.id}")
    elif card.kind == "bars" and task["tool"] != "sawblade":
        return
    _clear(state, space, events)
    if not state.content.tables["shelter"][space].barren:
        run_ops(state, ["shelter_cards", card.id, "back"], index, f"shelter:{card.id}")


def _clear(state: State, space: str, events: list) -> None:
    card_id = clear_card(state, space)
    state.waste.append(f"shelter_cards:{card_id}")
    _ev(events, "cleared", "The space is clear." if state.shelter[space]["card"] is None else
        "The next card of the stack lies there now.", f"shelter:{card_id}", {"space": space})


def split_task(state: State, task: dict, events: list) -> bool:
    """Poke About's find, in any mix of Wood and Components (the Leader says how much Wood)."""
    options = [(str(w), f"{w} Wood, {task['amount'] - w} Components", None) for w in range(task["amount"] + 1)]
    picked = ask(state, task, "split", options, "Poke About: how much of it is Wood?", decides=task.get("who", GROUP))
    if picked is None:
        return False
    finish_task(state.task_stack, task)
    goods.add(state, "storage", "wood", int(picked), events, "rule:poke_about")
    goods.add(state, "storage", "components", task["amount"] - int(picked), events, "rule:poke_about")
    return True


def new_idea_task(state: State, task: dict, events: list) -> bool:
    if task["left"] <= 0 or not state.ideas_deck:
        finish_task(state.task_stack, task)
        return True
    fittings = state.content.tables["fittings"]
    picked = ask(state, task, "idea", [(k, fittings[k].name, None) for k in state.ideas_deck],
                 "New Idea: which Idea goes into the Fittings deck?", decides=task.get("who", GROUP))
    if picked is None:
        return False
    state.ideas_deck.remove(picked)
    state.fittings_deck.append(picked)
    task["left"] -= 1
    _ev(events, "idea", f"A new idea: the {fittings[picked].name}.", "rule:new_idea", {"fitting": picked})
    return True
