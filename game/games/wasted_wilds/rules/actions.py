"""The active survivor's actions: four a turn (move, draw, scavenge, play a card, use a card's or the
innate Action, a tile's Action, parlay or trade with a tribe, refuel), the free actions (once a turn
each: discard 2 cards to draw 1, give or take a scavenge card on the same tile, store cards on an
objective; any time: a gear card's Discard, picking up what an eliminated survivor left), and ending.

Answers: move:<dir>, draw, scavenge:<deck>, free_scavenge:<deck>, play:<hand index>, supply:<index>,
use:<gear slot>, innate, tile_action, parlay:<tribe>:supply:<k> / parlay:<tribe>:gear:<slot>,
trade:<tribe>:<k>, refuel:<gear slot>:<survivor>:<fuel slot>, discard:<gear slot>, swap, give:<k>:<to>,
take:<from>:<k>, store, pickup:<k>, end."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.flow import push_task
from ....core.option_cache import option
from ....core.prompt import Prompt
from ....core.words import count
from .asking import ask
from .cards import discard_gear, draw_cards, draw_scavenge, equipped_ids, start_equip
from .combat import change_hostility, discard_monster, place_token
from .moving import start_enter, ways_out
from .ops import run_ops
from .state import (DIRECTION_WORDS, HOSTILITY, State, _ev, alive, beside, card, character, gear_card, mission,
                    monster, name_of, scavenge_card, seat_of, tile)
from .stats import starving

FREE = frozenset({"free_scavenge", "discard", "swap", "give", "take", "store", "pickup", "end"})


def _tribes_here(state: State, index: int) -> dict[str, list[tuple[int, int]]]:
    """Tribes with a monster card within short range (attached to anyone on this tile): tribe -> cards."""
    here = state.survivors[index]["pos"]
    found: dict[str, list[tuple[int, int]]] = {}
    for i in alive(state):
        if state.survivors[i]["pos"] != here:
            continue
        for slot, entry in enumerate(state.survivors[i]["monsters"]):
            tribe_id = monster(state, entry["card"]).tribe
            if tribe_id in state.tribes:
                found.setdefault(tribe_id, []).append((i, slot))
    return found


def _store_objectives(state: State, index: int) -> list[int]:
    here = state.map[state.survivors[index]["pos"]]
    return [k for k, objective in enumerate(mission(state).objectives)
            if objective.kind == "store" and objective.tile == here["tile"] and here["up"]
            and state.objectives[k]["stored"] < objective.amount and _storable(state, index, objective.tag)]


def _storable(state: State, index: int, tag: str) -> list[tuple[str, int]]:
    survivor = state.survivors[index]
    found = [("supply", k) for k, card_id in enumerate(survivor["supplies"]) if tag in scavenge_card(state, card_id).tags]
    found += [("gear", k) for k, held in enumerate(survivor["gear"]) if tag in gear_card(state, held).tags]
    return found


def action_options(state: State) -> list:
    index = state.active
    survivor = state.survivors[index]
    here_key = survivor["pos"]
    place = state.map[here_key]
    here = tile(state, place["tile"])
    has_actions = state.actions > 0
    options = []
    if has_actions:
        if not state.stopped:
            for d in ways_out(state, index):
                to = beside(here_key, d)
                ahead = state.map[to]
                what = tile(state, ahead["tile"]).name if ahead["up"] else "a face-down tile"
                tokens = f" ({count(ahead['tokens'], 'monster token')})" if ahead["tokens"] else ""
                options.append(option(f"move:{d}", f"Move {DIRECTION_WORDS[d]} to {what}{tokens}", f"cell:{to}"))
        options.append(option("draw", f"Draw a card ({len(survivor['deck'])} in your deck)"))
        if here.scavenge and not here.free_scavenge and not place["scavenged"]:
            for deck in here.scavenge:
                options.append(option(f"scavenge:{deck}", f"Scavenge the {here.name}: the {deck} deck", f"deck:{deck}"))
        have = equipped_ids(state, index)
        for k, card_id in enumerate(survivor["hand"]):
            printed = card(state, card_id)
            if printed.kind == "gear" and card_id in have:
                continue              # one copy of each gear
            if printed.requires and printed.requires not in have:
                continue
            verb = "Equip" if printed.kind == "gear" else "Play"
            options.append(option(f"play:{k}", f"{verb} {printed.name}: {printed.text}", f"hand:{k}"))
        for k, card_id in enumerate(survivor["supplies"]):
            printed = scavenge_card(state, card_id)
            if printed.play:
                options.append(option(f"supply:{k}", f"Use {printed.name}: {printed.text}", f"supply:{k}"))
        for slot, held in enumerate(survivor["gear"]):
            printed = gear_card(state, held)
            if held.get("src") != "g" and printed.action and (printed.ammo_kind == "none" or held["ammo"] > 0):
                ammo = f" ({held['ammo']} {printed.ammo_kind} left)" if printed.ammo_kind != "none" else ""
                options.append(option(f"use:{slot}", f"Use the {printed.name}{ammo}: {printed.text}",
                                      f"gear:{index}:{slot}"))
        innate = character(state, survivor).innate
        if innate.action and not starving(state, index):
            options.append(option("innate", f"{innate.name}: {innate.text}", f"survivor:{index}"))
        if here.trigger == "action" and place["up"]:
            options.append(option("tile_action", f"{here.name}: {here.text}", f"cell:{here_key}"))
        for tribe_id, cards in _tribes_here(state, index).items():
            level = HOSTILITY[state.tribes[tribe_id]]
            name = state.content.tables["tribes"][tribe_id].name
            if level != "enraged":
                for k, card_id in enumerate(survivor["supplies"]):
                    options.append(option(f"parlay:{tribe_id}:supply:{k}", f"Parlay with {name} ({level}): give "
                                          f"up your {scavenge_card(state, card_id).name}"))
                for slot, held in enumerate(survivor["gear"]):
                    options.append(option(f"parlay:{tribe_id}:gear:{slot}", f"Parlay with {name} ({level}): give "
                                          f"up your {gear_card(state, held).name}", f"gear:{index}:{slot}"))
            if level in ("trade", "allied"):
                for k, card_id in enumerate(survivor["supplies"]):
                    options.append(option(f"trade:{tribe_id}:{k}", f"Trade with {name}: your "
                                          f"{scavenge_card(state, card_id).name} for a scavenge card"))
        for slot, held in enumerate(survivor["gear"]):
            printed = gear_card(state, held)
            if held.get("src") != "g" and printed.ammo_kind == "fuel" and held["ammo"] < printed.ammo:
                for i in alive(state):
                    if state.survivors[i]["pos"] != here_key:
                        continue
                    for fuel_slot, fuel in enumerate(state.survivors[i]["gear"]):
                        if fuel.get("src") == "g" and scavenge_card(state, fuel["card"]).kind == "fuel":
                            whose = "your" if i == index else f"{name_of(state, i)}'s"
                            options.append(option(f"refuel:{slot}:{i}:{fuel_slot}", f"Refuel the {printed.name} "
                                                  f"with {whose} {scavenge_card(state, fuel['card']).name}"))
    options.extend(free_options(state, index))
    options.append(option("end", "End your actions" if has_actions else "Done"))
    return options


def free_options(state: State, index: int) -> list:
    survivor = state.survivors[index]
    here_key = survivor["pos"]
    place = state.map[here_key]
    here = tile(state, place["tile"])
    used = state.free_used
    options = []
    if here.free_scavenge and place["up"] and "free_scavenge" not in used:
        for deck in here.scavenge:
            options.append(option(f"free_scavenge:{deck}", f"Free scavenge on the {here.name}: the {deck} deck",
                                  f"deck:{deck}"))
    for slot, held in enumerate(survivor["gear"]):
        printed = gear_card(state, held)
        if held.get("src") != "g" and printed.discard:
            options.append(option(f"discard:{slot}", f"Discard the {printed.name}: {printed.text}",
                                  f"gear:{index}:{slot}"))
    if "swap" not in used and len(survivor["hand"]) >= 2 and survivor["deck"]:
        options.append(option("swap", "Free: discard 2 survivor cards to draw 1"))
    if "exchange" not in used:
        for other in alive(state):
            if other == index or state.survivors[other]["pos"] != here_key:
                continue
            for k, card_id in enumerate(survivor["supplies"]):
                options.append(option(f"give:{k}:{other}", f"Free: give your {scavenge_card(state, card_id).name} "
                                      f"to {name_of(state, other)}", f"survivor:{other}"))
            for k, card_id in enumerate(state.survivors[other]["supplies"]):
                options.append(option(f"take:{other}:{k}", f"Free: take {name_of(state, other)}'s "
                                      f"{scavenge_card(state, card_id).name}", f"survivor:{other}"))
    if "store" not in used and _store_objectives(state, index):
        options.append(option("store", "Free: store what the objective asks for here", f"cell:{here_key}"))
    for k, card_id in enumerate(place["dropped"]):
        options.append(option(f"pickup:{k}", f"Free: pick up the {scavenge_card(state, card_id).name} left here"))
    return options


class Act(Decision):
    kind = "act"
    answers = frozenset({"move", "draw", "scavenge", "free_scavenge", "play", "supply", "use", "innate", "tile_action",
                         "parlay", "trade", "refuel", "discard", "swap", "give", "take", "store", "pickup", "end"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        index = state.active
        left = f"{count(state.actions, 'action')} left" if state.actions else "no actions left"
        return Prompt(seat_of(state, index), "act", f"{name_of(state, index)}: what now? ({left})",
                      tuple(action_options(state)), {"survivor": index, "actions": state.actions})

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        head, _, rest = value.partition(":")
        if head not in FREE:
            state.actions -= 1
        ACTIONS[head](state, state.active, rest, events)


# --- the actions ---------------------------------------------------------------------------------------------
def _move(state, index, rest, events):
    start_enter(state, index, rest, events, "action:move")


def _draw(state, index, rest, events):
    draw_cards(state, index, 1, events, "action:draw")


def _scavenge(state, index, rest, events):
    state.map[state.survivors[index]["pos"]]["scavenged"] = True
    draw_scavenge(state, index, rest, events, "action:scavenge")


def _free_scavenge(state, index, rest, events):
    state.free_used.append("free_scavenge")
    draw_scavenge(state, index, rest, events, "action:free_scavenge")


def _play(state, index, rest, events):
    survivor = state.survivors[index]
    card_id = survivor["hand"].pop(int(rest))
    printed = card(state, card_id)
    state.stats["cards_played"] = state.stats.get("cards_played", 0) + 1
    if printed.kind == "gear":
        start_equip(state, index, card_id, events, f"card:{card_id}")
        return
    _ev(events, "card_played", f"{name_of(state, index)} plays {printed.name}.", f"card:{card_id}",
        {"survivor": index, "card": card_id}, reveals=True)
    survivor["discard"].append(card_id)
    run_ops(state, ["survivor_cards", card_id, "play"], index, printed.range, f"card:{card_id}", by_survivor=True)


def _supply(state, index, rest, events):
    survivor = state.survivors[index]
    card_id = survivor["supplies"].pop(int(rest))
    printed = scavenge_card(state, card_id)
    _ev(events, "card_played", f"{name_of(state, index)} uses {printed.name}.", f"scavenge:{card_id}",
        {"survivor": index, "card": card_id}, reveals=True)
    state.scavenge_discards[printed.deck].append(card_id)
    run_ops(state, ["scavenge", card_id, "play"], index, "short", f"scavenge:{card_id}", by_survivor=True)


def _use(state, index, rest, events):
    held = state.survivors[index]["gear"][int(rest)]
    printed = gear_card(state, held)
    if printed.ammo_kind != "none":
        held["ammo"] -= 1
    _ev(events, "gear_used", f"{name_of(state, index)} uses the {printed.name}.", f"card:{held['card']}",
        {"survivor": index, "card": held["card"]})
    run_ops(state, ["survivor_cards", held["card"], "action"], index, printed.range, f"card:{held['card']}",
            by_survivor=True)


def _innate(state, index, rest, events):
    printed = character(state, state.survivors[index])
    _ev(events, "innate", f"{name_of(state, index)}: {printed.innate.name}.", f"innate:{printed.id}", {"survivor": index})
    run_ops(state, ["characters", printed.id, "innate", "action"], index, printed.innate.range,
            f"innate:{printed.id}", by_survivor=True)


def _tile_action(state, index, rest, events):
    record = tile(state, state.map[state.survivors[index]["pos"]]["tile"])
    run_ops(state, ["tiles", record.id, "effects"], index, "short", f"tile:{record.id}")


def _parlay(state, index, rest, events):
    tribe_id, where, k = rest.split(":")
    survivor = state.survivors[index]
    if where == "supply":
        card_id = survivor["supplies"].pop(int(k))
        state.scavenge_discards[scavenge_card(state, card_id).deck].append(card_id)
        given = scavenge_card(state, card_id).name
    else:
        given = gear_card(state, survivor["gear"][int(k)]).name
        discard_gear(state, index, int(k), events, "action:parlay")
    _ev(events, "parlay", f"{name_of(state, index)} parlays, giving up the {given}.", "action:parlay",
        {"survivor": index, "tribe": tribe_id})
    change_hostility(state, tribe_id, -1, events, "action:parlay")


def _trade(state, index, rest, events):
    tribe_id, k = rest.split(":")
    survivor = state.survivors[index]
    card_id = survivor["supplies"].pop(int(k))
    state.scavenge_discards[scavenge_card(state, card_id).deck].append(card_id)
    push_task(state.task_stack, "trade", who=index, tribe=tribe_id, chosen={})


def trade_task(state: State, task: dict, events: list) -> bool:
    """The trade: a card from any scavenge deck; then the tribe's monster in range leaves, as a token."""
    index = task["who"]
    picked = ask(state, task, "deck", [(d, f"Draw from the {d} deck", f"deck:{d}") for d in ("red", "green", "blue")],
                 "Trade: draw from which scavenge deck?", seat_of(state, index))
    if picked is None:
        return False
    state.task_stack.pop()
    draw_scavenge(state, index, picked, events, "action:trade")
    cards = _tribes_here(state, index).get(task["tribe"], [])
    if cards:
        owner, slot = cards[0]
        discard_monster(state, owner, slot, events, "action:trade")
        place_token(state, state.survivors[index]["pos"], events, "action:trade")
    return True


def _refuel(state, index, rest, events):
    slot, owner, fuel_slot = (int(part) for part in rest.split(":"))
    fuel = state.survivors[owner]["gear"].pop(fuel_slot)
    held = state.survivors[index]["gear"][slot if not (owner == index and fuel_slot < slot) else slot - 1]
    printed = card(state, held["card"])
    held["ammo"] = printed.ammo
    state.stats.setdefault("out_of_game", []).append(fuel["card"])
    _ev(events, "refuelled", f"The {printed.name} is refuelled ({held['ammo']} fuel); the Fuel is used up.",
        "action:refuel", {"survivor": index})


def _discard(state, index, rest, events):
    held = state.survivors[index]["gear"][int(rest)]
    printed = gear_card(state, held)
    card_id = held["card"]
    discard_gear(state, index, int(rest), events, f"card:{card_id}")
    run_ops(state, ["survivor_cards", card_id, "discard"], index, printed.range, f"card:{card_id}", by_survivor=True)


def _swap(state, index, rest, events):
    state.free_used.append("swap")
    push_task(state.task_stack, "swap", who=index, picked=[], chosen={})


def swap_task(state: State, task: dict, events: list) -> bool:
    survivor = state.survivors[task["who"]]
    options = [(f"{k}", f"Discard {card(state, card_id).name}", f"hand:{k}") for k, card_id in enumerate(survivor["hand"])
               if k not in task["picked"]]
    picked = ask(state, task, "swap", options, f"Discard {'two cards' if not task['picked'] else 'one more'} "
                 "to draw one.", seat_of(state, task["who"]))
    if picked is None:
        return False
    task["picked"].append(int(picked))
    if len(task["picked"]) < 2:
        return True
    state.task_stack.pop()
    for k in sorted(task["picked"], reverse=True):
        survivor["discard"].append(survivor["hand"].pop(k))
    draw_cards(state, task["who"], 1, events, "action:swap")
    return True


def _give(state, index, rest, events):
    k, other = (int(part) for part in rest.split(":"))
    state.free_used.append("exchange")
    card_id = state.survivors[index]["supplies"].pop(k)
    state.survivors[other]["supplies"].append(card_id)
    _ev(events, "given", f"{name_of(state, index)} gives {name_of(state, other)} a scavenge card.", "action:give",
        {"from": index, "to": other})


def _take(state, index, rest, events):
    other, k = (int(part) for part in rest.split(":"))
    state.free_used.append("exchange")
    card_id = state.survivors[other]["supplies"].pop(k)
    state.survivors[index]["supplies"].append(card_id)
    _ev(events, "taken", f"{name_of(state, index)} takes a scavenge card from {name_of(state, other)}.",
        "action:take", {"from": other, "to": index})


def _store(state, index, rest, events):
    """Every card the objectives here ask for goes onto them, out of the game."""
    state.free_used.append("store")
    survivor = state.survivors[index]
    for k in _store_objectives(state, index):
        objective = mission(state).objectives[k]
        for where, slot in reversed(_storable(state, index, objective.tag)):
            if state.objectives[k]["stored"] >= objective.amount:
                break
            card_id = survivor["supplies"].pop(slot) if where == "supply" else survivor["gear"].pop(slot)["card"]
            state.stats.setdefault("out_of_game", []).append(card_id)
            state.objectives[k]["stored"] += 1
        _ev(events, "stored", f"{objective.text}: {state.objectives[k]['stored']} of {objective.amount}.",
            "action:store", {"objective": k, "stored": state.objectives[k]["stored"]})


def _pickup(state, index, rest, events):
    card_id = state.map[state.survivors[index]["pos"]]["dropped"].pop(int(rest))
    state.survivors[index]["supplies"].append(card_id)
    _ev(events, "picked_up", f"{name_of(state, index)} picks up what was left here.", "action:pickup", {})


def _end(state, index, rest, events):
    state.actions = 0
    state.free_used.append("ended")


ACTIONS = {"move": _move, "draw": _draw, "scavenge": _scavenge, "free_scavenge": _free_scavenge, "play": _play,
           "supply": _supply, "use": _use, "innate": _innate, "tile_action": _tile_action, "parlay": _parlay,
           "trade": _trade, "refuel": _refuel, "discard": _discard, "swap": _swap, "give": _give, "take": _take,
           "store": _store, "pickup": _pickup, "end": _end}
