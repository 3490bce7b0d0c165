"""What one seat may see of a game of Hit Z Road (seat None is a spectator).

View format (`view(state, seat)`; seat None is the spectator)
-------------------------------------------------------------
    {"game": "hit_z_road", "round": 1..8, "rounds": 8,
     "phase": "planning" | "auction" | "payment" | "encounter" | "over",
     "solo": bool,
     "deck": {"count": cards left, "next_level": level of the top card or None},
     "dice": {"black": [faces], "horde": [faces]},
     "supply": {token id: count left},
     "paths": [{"index": 0-based, "key_cost": int, "taken_by": seat | None,
                "cards": [{"id": str | None, "face_up": bool, "level": int,
                           "fate": None | "won" | "box" | "discard",
                           "info": {card data} | None}, ...]}],
        (a card hides its id and info while face down, and once another seat
         has won it; "info" = name, points, zombies, horde, poker, scavenge,
         kind, text, effects as plain data)
     "auction": {"bids": {"<seat>": int}, "passed": [seats], "current": seat | None,
                 "max_bid": 10, "owed": {"<seat>": left to pay} (payment phase)},
     "initiative": [active seats, #1 first],
     "seats": [{"seat", "name", "color", "bot", "ammo", "gas", "adrenaline",
                "survivors" (not counting the lead), "eliminated",
                "won_cards": [ids] for the viewing seat (everyone once over) else None,
                "won_count", "points": int for the viewing seat (everyone once over) else None,
                "tokens": [token ids], "executor_card": bool}],
     "encounter": None | {"seat", "path": int | None, "card_index": 0 | 1 | None,
                          "card": id | None,
                          "step": "path" | "key" | "scavenge" | "event" | "fight"},
        ("key" also covers solo path 1's two free resources; "event" also
         covers the Molotov-or-red-text question)
     "fight": None | {"seat", "card", "zombies_total", "zombies_left", "horde",
                      "printed_horde", "executor", "no_ranged", "no_flee", "flee_cost",
                      "ranged_dice_per_ammo", "ranged_done", "melee_started",
                      "shotgun_loaded", "roll_kind": None | "ranged" | "melee",
                      "last_roll": [{"face", "horde": bool, "outcome": str}],
                      "pending_dice": [indices into last_roll still to decide]},
     "last_event_roll": None | [faces] (the current card's event roll),
     "epilogue": [{"id", "name", "resource", "points", "winner": seat | None}],
     "outcome": None | {"winners", "scores", "summary", "details"}}

Seats are 0-based ints everywhere.
"""
from __future__ import annotations

from ....core import piles
from ....core.jsondata import copy_json
from .state import ADRENALINE, AMMO, GAS, MAX_BID, ROUNDS, State, _card_points, _current_card_id, card_info


def _view(state: State, viewer: int | None, reveal: bool = False) -> dict:
    """What the viewer may see; with reveal, everything (the replay of a finished game: revealed_view)."""
    cards = state.cards
    dice = state.content.tables["dice"]
    outcome = state.outcome
    return {
        "game": "hit_z_road", "round": state.round, "rounds": ROUNDS, "phase": state.phase, "solo": state.solo,
        "deck": {**piles.deck_view(state.deck),     # the back of the top card shows its level
                 "next_level": cards[state.deck[0]].level if state.deck else None},
        "dice": {"black": list(dice["black"].faces), "horde": list(dice["horde"].faces)},
        "supply": dict(state.supply),
        "paths": _paths_view(state, viewer, reveal), "auction": _auction_view(state),
        "initiative": list(state.initiative), "seats": _seats_view(state, viewer, reveal),
        "encounter": _encounter_view(state), "fight": _fight_view(state),
        "last_event_roll": list(state.last_event_roll) if state.last_event_roll is not None else None,
        "epilogue": _epilogue_view(state),
        "outcome": None if outcome is None else copy_json(outcome),
    }


def _paths_view(state: State, viewer: int | None, reveal: bool = False) -> list[dict]:
    over = state.phase == "over"
    cards = state.cards
    paths = []
    for index, ids in enumerate(state.paths):
        taker = state.taken_by[index]
        entries = []
        for slot, cid in enumerate(ids):
            fate = state.card_fates[index][slot]
            up = state.face_up[index][slot]
            # a won card is the winner's secret until the end; a card boxed with an eliminated seat
            # before it was turned stays unknown
            hidden = not reveal and (not up or (fate == "won" and taker != viewer and not over)
                                     or (fate == "box" and taker is not None and state.eliminated[taker] and not up))
            entries.append({"id": None if hidden else cid, "face_up": (up or reveal) and not hidden,
                            "level": cards[cid].level, "fate": fate,
                            "info": None if hidden else card_info(state.content, cid)})
        paths.append({"index": index, "cards": entries, "key_cost": state.key_costs[index], "taken_by": taker})
    return paths


def _seats_view(state: State, viewer: int | None, reveal: bool = False) -> list[dict]:
    over = state.phase == "over" or reveal
    seats = []
    for s in range(state.players):
        # kept cards are the keeper's secret; with none kept there is no secret, and every seat's view
        # says the same (so the hot-seat hand-off, which compares what two seats see, need not cover it)
        mine = over or (viewer == s and bool(state.won_cards[s]))
        have = state.resources[s]
        seats.append({"seat": s, "name": state.names[s], "color": state.colors[s], "bot": state.bots[s],
                      "ammo": have[AMMO], "gas": have[GAS], "adrenaline": have[ADRENALINE],
                      "survivors": state.survivors[s], "eliminated": state.eliminated[s],
                      "won_cards": list(state.won_cards[s]) if mine else None,
                      "won_count": len(state.won_cards[s]),
                      "points": _card_points(state, s) if mine else None,
                      "tokens": list(state.tokens[s]), "executor_card": state.executor_card[s]})
    return seats


def _auction_view(state: State) -> dict:
    auction = {"bids": {str(s): state.bids[s] for s in state.initiative}, "passed": list(state.passed),
               "current": state.initiative[state.bidder] if state.phase == "auction" else None, "max_bid": MAX_BID}
    if state.phase == "payment":
        owed = {str(s): state.bids[s] for s in state.bid_payers}
        transfer = state.transfer
        if transfer is not None and transfer["reason"] == "bid":
            owed[str(transfer["seat"])] = transfer["remaining"]
        auction["owed"] = owed
    return auction


# internal encounter steps as the view names them
_VIEW_STEPS = {"red_text": "event", "resolved": "fight"}


def _encounter_view(state: State) -> dict | None:
    encounter = state.encounter
    if encounter is None:
        return None
    step = encounter["step"]
    path = encounter["path"]
    card = _current_card_id(state)
    if card is not None and not state.face_up[path][encounter["slot"]]:
        card = None     # solo path 1: its free resources are taken before its cards are turned over
    return {"seat": encounter["seat"], "path": path, "card_index": encounter["slot"] if path is not None else None,
            "card": card, "step": _VIEW_STEPS.get(step, step)}


def _fight_view(state: State) -> dict | None:
    fight = state.fight
    if fight is None:
        return None
    return {"seat": state.encounter["seat"], "card": fight["card"], "zombies_total": fight["zombies_total"],
            "zombies_left": fight["zombies_left"], "horde": fight["horde"], "printed_horde": fight["printed_horde"],
            "executor": fight["executor"], "no_ranged": fight["no_ranged"], "no_flee": fight["no_flee"],
            "flee_cost": fight["flee_cost"], "ranged_dice_per_ammo": fight["ranged_dice_per_ammo"],
            "ranged_done": fight["ranged_done"], "melee_started": fight["melee_started"],
            "shotgun_loaded": bool(fight["shotgun_dice"]), "roll_kind": fight["roll_kind"],
            "last_roll": [dict(d) for d in fight["last_roll"]], "pending_dice": list(fight["pending_dice"])}


def _epilogue_view(state: State) -> list[dict]:
    table = state.content.tables["epilogue"]
    return [{"id": e["id"], "name": table[e["id"]].name if e["id"] in table else e["id"],
             "resource": e["resource"], "points": e["points"], "winner": e["winner"]} for e in state.epilogue]
