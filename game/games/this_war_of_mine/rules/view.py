"""What a seat may see. The group's Characters, the Storage, the Findings Pile, the shelter, the
Locations, the Objectives (which may be looked through, L627), the Cold, the Noise, the flags and the
Narrative Actions held (and the children's Happiness, with Orphans of War) are open to all: there is no secret between the players (they share every
Character). Hidden from everyone: the order of every deck and what lies on the back of each Shelter
card (only its kind shows, L528; of a stack, how many cards it holds). With One Character Per Player a
seat also sees the votes it has cast in a vote still open, and nobody else's (`my_votes`); each
Character's player is its `seat`. With Semi-Coop, a seat sees its own Role and Conflict card, and the others'
once shown (`roles`, `conflicts`; all of them once the war is over).

`revealed_view(state)` (rules/__init__.py) is `view(state, None, reveal=True)`: the view of someone who sees
everything, for the replay of a war that is over. It is the table's view with, besides: each Shelter space's
top card (`card`) and the cards under it (`under`), face up; every player's Hidden Objective; every Role and
Conflict card; every ballot of a vote still open (`votes`: why -> seat -> vote, `my_votes` staying the seat's
own, empty here); the Characters and Roles dealt to each player to keep one of (`offers`: "characters" /
"roles" -> seat -> {"offered", "kept"}); and `revealed`: True. The decks still show only their counts."""
from __future__ import annotations

from ....core.jsondata import copy_json
from . import hidden_objectives, semi_coop
from .sewers import seen as sewers_view
from .tactics import seen as tactics_view
from .findings import room_for, weight
from .one_each import on as one_each_on, own_votes
from .shelter import side_of
from .state import State
from .trade import value as trade_value

DECKS = ("events_deck", "locations_deck", "exploration_deck", "unknown", "residents_deck", "night_raids_deck",
         "findings_deck", "visitors_deck", "characters_deck", "fate_deck", "narrative_deck", "colors_deck")


def view(state: State, seat: int | None, reveal: bool = False) -> dict:
    """What the seat sees (None: the table); with reveal, everything (the module's docstring)."""
    cards = state.content.tables["shelter_cards"]
    shelter = {space: {"kind": cards[spot["card"]].kind if spot["card"] else None, "remnants": spot["remnants"],
                       "fitting": spot["fitting"], "wait": spot["wait"], "board_up": spot["board_up"],
                       "stack": (1 + len(spot.get("under", ()))) if spot["card"] else 0,
                       **({"card": spot["card"], "under": list(spot.get("under", ()))} if reveal else {})}
               for space, spot in state.shelter.items()}
    shown = {
        "secret_objectives": copy_json(state.secret_objectives) if reveal else hidden_objectives.seen_by(state, seat),
        **dict(zip(("roles", "conflicts"), (copy_json(state.roles), copy_json(state.conflicts)) if reveal
                   else semi_coop.seen_by(state, seat))),
    }
    if reveal:
        shown.update(revealed=True, votes=_ballots(state), offers=_offers(state))
    return {
        "day": state.day, "phase": state.phase, "stage": state.stage, "leader": state.leader,
        "phase_now": "over" if state.phase == "over" else state.stats.get("playing", state.phase),
        "seat_names": list(state.seat_names),
        "difficulty": state.difficulty, "options": list(state.options), "side": side_of(state.options),
        "chapter": state.chapter,
        "characters": copy_json(state.characters), "storage": dict(state.storage), "storage_x5": dict(state.storage_x5),
        "findings_pile": dict(state.findings_pile), "shelter": shelter, "locations": dict(state.locations), "hidden": copy_json(state.hidden),
        "objectives": list(state.objectives_deck), "objective_counter": state.objective_counter,
        "events_up": list(state.events_up), "slot": list(state.slot), "scene": copy_json(state.scene),
        "cold": state.cold, "noise": state.noise, "flags": dict(state.flags), "rules_on": dict(state.rules_on),
        "narrative_held": list(state.narrative_held), "fittings_deck": sorted(state.fittings_deck),
        "ideas_deck": sorted(state.ideas_deck), "decks": decks(state), "pet": state.pet,
        "orphans": {key: state.orphans[key] for key in ("card", "happiness", "cared", "lost")} if state.orphans else {},
        "figures": copy_json(state.figures), "street": list(state.street),
        "sewers": sewers_view(state), "tactics": tactics_view(state), "tolerance": state.market["tolerance"] if state.market else None,
        "aside": {"residents": len(state.residents_aside), "night_raids": len(state.night_raids_aside)},
        "last_roll": copy_json(state.last_roll), "result": copy_json(state.result),
        "under_way": under_way(state),
        "my_votes": own_votes(state, seat) if seat is not None and one_each_on(state) else {},
        **shown,
    }


def _ballots(state: State) -> dict:
    """Every vote still open, each seat's ballot in it (why -> seat -> what it voted): the revealed view's."""
    votes: dict = {}
    for task in state.task_stack:
        for why, ballot in task.get("votes", {}).items():
            votes.setdefault(why, {}).update(ballot)
    return copy_json(votes)


def _offers(state: State) -> dict:
    """The Characters (One Character Per Player) and Roles (Semi-Coop) dealt to each player while they pick,
    and what each has kept so far: the revealed view's."""
    offers = {}
    for task in state.task_stack:
        if task["t"] in ("pick_characters", "pick_roles"):
            kept = task.get("picks") or {}
            offers[task["t"].partition("_")[2]] = {seat: {"offered": list(cards), "kept": kept.get(seat)}
                                                   for seat, cards in task["offers"].items()}
    return offers


def decks(state: State) -> dict:
    """How many cards each deck holds; with The Table, the Opportunity cards under it too, with Heart of the
    City, the cards left of its deck, with Orphans of War, the Kid Actions, and with Farmers and Market, the
    Wares (the order of each unseen)."""
    counts = {deck: len(getattr(state, deck)) for deck in DECKS}
    if "the_table" in state.options:
        counts["opportunities"] = len(state.opportunities)
    if "heart_of_the_city" in state.options:
        counts["heart_of_the_city"] = len(state.heart_deck)
    if state.orphans:
        counts["kid_actions"] = len(state.orphans["deck"])
    if state.market:
        counts["wares"] = len(state.market["wares"])
    return counts


def under_way(state: State) -> dict:
    """What the table shows of the work in hand, all of it open to the players: the fight or the night
    raid, the trade with its values added up, the findings being chosen with their weights against the
    Inventory, and the script being read. The innermost task of each kind counts."""
    shown: dict = {}
    for task in reversed(state.task_stack):
        kind = task["t"]
        if kind == "combat" and "fight" not in shown:
            shown["fight"] = {"enemies": copy_json(task["enemies"]), "fighters": list(task["fighters"]),
                              "dead": list(task["dead"]), "gear": copy_json(task["gear"]), "stage": task["stage"],
                              "cause": task["cause"], "rolls": copy_json(task["rolls"])}
        elif kind == "tactics" and task["stage"] == "arm" and "fight" not in shown:     # arming for the map
            shown["fight"] = {"enemies": copy_json(state.tactics["run"]["foes"]), "fighters": list(task["fighters"]),
                              "dead": [], "gear": copy_json(task["gear"]), "stage": "arm", "cause": task["cause"],
                              "rolls": []}
        elif kind == "night" and "raid" not in shown:
            shown["raid"] = {"guards": list(task["guards"]), "armed": dict(task["armed"]), "card": task["card"],
                             "cards_left": task["cards"], "part": task["part"], "faces": list(task.get("faces", [])),
                             "rolled_by": list(task.get("roll_of", [])), "dice": list(task.get("dice_of", [])),
                             "cut": task.get("cut"),
                             "damage_left": task.get("damage"), "wounds_left": task.get("wounds")}
        elif kind == "action" and "action" not in shown:
            shown["action"] = {"who": task["who"], "action": task["action"]}     # the one being carried out
        elif kind == "stage" and "stage" not in shown:
            shown["stage"] = {"assigned": dict(task["given"])}      # Character index (as text) -> action
        elif kind == "trade" and "trade" not in shown:
            shown["trade"] = {"pool": dict(task["pool"]), "commission": task["commission"], "paid": task["paid"],
                              "want": dict(task["want"]), "give": dict(task["give"]),
                              "want_value": trade_value(state, task["want"]),
                              "give_value": trade_value(state, task["give"]), "cause": task["cause"]}
        elif kind == "scavenge" and "carried" in task and "choosing" not in shown:
            carried = sum(weight(state, item) * n for item, n in task["carried"].items())
            shown["choosing"] = {"carried": dict(task["carried"]), "left": dict(task["left"]),
                                 "weight": carried, "inventory": carried + room_for(state, task)}
        elif kind == "market" and "market" not in shown:
            shown["market"] = {"who": task["who"], "stalls": list(task["stalls"]), "buying": task["buying"],
                               "haggled": dict(task["haggled"]), "paid": dict(task["paid"])}
        elif kind == "script" and "script" not in shown:
            script = state.content.tables["scripts"][task["number"]]
            shown["script"] = {"number": task["number"], "title": script.title, "text": script.text,
                               "actor": task["actor"]}
    return shown
