"""Refresh and travel: the next round, or the road to Salvation with its tolls."""
from __future__ import annotations

from ....core import piles
from ....core.option_cache import option
from ....core.prompt import Prompt
from ..effects import RESOURCES
from .asking import SeatDecision, _ask_seat
from .ending import _lose, _win
from .frames import _push_ops
from .locations import _draw_search
from .ops import _explore
from .state import (ACTIONS_PER_ROUND, COMPOUND, RI, RNAME, State, _ability, _char_ability_ok, _ev, _living, _pname,
                    _res_text)

# refresh and travel
def _refresh_step(state: State, ev: list) -> bool:
    rf = state.refresh
    if rf["stage"] == "triggers":
        rf["stage"] = "decide"
        for cid in reversed(_living(state)):
            ab = _ability(state, cid)
            if ab.trigger == "refresh" and _char_ability_ok(state, cid, ab):
                _push_ops(state, "char", cid, cid)
        return True
    # decide
    for cid in state.character_order:
        c = state.characters[cid]
        c.update(activated=False, left=ACTIONS_PER_ROUND, transfer=False, food=False, fuel=False, ability=False)
    for loc in state.locations:
        loc["used"] = False
    alive = _living(state)
    home = all(state.characters[c]["loc"] == COMPOUND for c in alive)
    if home and not state.apocalypse_deck:
        _start_travel(state, ev)
        return True
    if home:
        rf["stage"] = "ask"
        state.pending_decision = {"k": "travel"}
        return True
    if not state.apocalypse_deck:
        _lose(state, "deck_ran_out", "the apocalypse deck ran out", ev)
        return True
    _next_round(state, ev)
    return True


def _next_round(state: State, ev: list) -> None:
    _ev(ev, "round_end", f"Round {state.round} ends.", "rule:refresh", {"round": state.round})
    # to the next player clockwise; in solo to the next pair on the right, and the pairs are laid out
    # left to right (Alternate Player Counts, Solo Play): either way the next player in order
    state.first_player = (state.first_player + 1) % len(state.players)
    state.round += 1
    state.phase = "action"
    state.refresh = None
    state.player_to_act = state.first_player
    state.active_character = None
    _ev(ev, "first_player", f"Round {state.round}: {_pname(state, state.first_player)} holds the first player marker.",
        "rule:refresh", {"player": state.first_player, "round": state.round})


def _start_travel(state: State, ev: list) -> None:
    _ev(ev, "round_end", f"Round {state.round} ends.", "rule:refresh", {"round": state.round})
    state.phase = "travel"
    state.refresh = None
    moved = [0, 0, 0, 0]
    for cid in _living(state):
        slots = state.characters[cid]["slots"]
        for idx, s in enumerate(slots):
            i = RI.get(s)
            if i is not None:
                slots[idx] = ""
                state.truck[i] += 1
                moved[i] += 1
    _ev(ev, "travel", f"The survivors load {_res_text(moved)} onto the truck and drive for Salvation.",
        "rule:travel", {"moved": dict(zip(RESOURCES, moved)), "truck": dict(zip(RESOURCES, state.truck))})
    state.travel = {"stage": "roads", "i": 0, "tolls": 0, "toll": None}


def _travel_step(state: State, ev: list) -> bool:
    tr = state.travel
    roads = state.content.tables["roads"]
    if tr["stage"] == "roads":
        i = tr["i"]
        if i >= len(state.roadmap):
            if len(state.roadmap) < state.road_target and state.road_deck:
                rid = piles.draw_from_bottom(state.road_deck)
                state.roadmap.append([rid, False])
                _ev(ev, "scouted", f"Road {i + 1} was never scouted: it is drawn from the bottom of the deck.",
                    "rule:travel", {"index": i})
            else:
                tr["stage"] = "tolls"
                piles.shuffle_in_discards(state.search_deck, state.search_discard, state.rng)
                _ev(ev, "shuffled", "At Salvation's gate: the search cards are shuffled for the toll.", "rule:travel", {})
                return True
        rid, explored = state.roadmap[i]
        if not explored:
            _explore(state, i, "rule:travel", ev)
        road = roads[rid]
        cost = road.cost.amounts()
        if any(state.truck[j] < cost[j] for j in range(4)):
            _lose(state, "road_unpaid", f"could not pay road {road.name}", ev)
            return True
        for j in range(4):
            state.truck[j] -= cost[j]
            state.pool[j] += cost[j]
        _ev(ev, "road_paid", f"{road.name} overcome for {_res_text(cost)}.", f"road:{rid}",
            {"index": i, "road": rid, "paid": dict(zip(RESOURCES, cost)), "truck": dict(zip(RESOURCES, state.truck))})
        tr["i"] += 1
        return True
    # tolls
    if tr["toll"] is None:
        if tr["tolls"] >= state.tolls:
            _win(state, ev)
            return True
        sid = _draw_search(state, ev)
        tr["toll"] = sid
        card = state.content.tables["search"][sid]
        _ev(ev, "card_drawn", f"Toll: {card.toll_left.amount} {RNAME[card.toll_left.resource]} or "
            f"{card.toll_right.amount} {RNAME[card.toll_right.resource]}.", f"search:{sid}",
            {"card": sid, "deck": "search", "toll": True}, True)
        sides = _toll_sides(state, card)
        if not sides:
            _lose(state, "toll_unpaid", "turned away at Salvation's gate", ev)
            return True
        if len(sides) == 1:
            _pay_toll(state, sides[0], ev)
            return True
        state.pending_decision = {"k": "toll"}
        return True
    raise AssertionError("a toll waits for an answer")
    return True


def _toll_sides(state: State, card) -> list[str]:
    out = []
    for side, opt in (("left", card.toll_left), ("right", card.toll_right)):
        if state.truck[RI[opt.resource]] >= opt.amount:
            out.append(side)
    return out


def _pay_toll(state: State, side: str, ev: list) -> None:
    tr = state.travel
    sid = tr["toll"]
    card = state.content.tables["search"][sid]
    opt = card.toll_left if side == "left" else card.toll_right
    i = RI[opt.resource]
    state.truck[i] -= opt.amount
    state.pool[i] += opt.amount
    state.search_discard.append(sid)
    tr["toll"] = None
    tr["tolls"] += 1
    _ev(ev, "toll_paid", f"Toll paid: {opt.amount} {RNAME[opt.resource]}.", f"search:{sid}",
        {"card": sid, "side": side, "paid": {opt.resource: opt.amount}})


# --- the decisions ---------------------------------------------------------------
class TravelNow(SeatDecision):
    """Everyone is at the compound: travel to Salvation now, or play another round."""
    kind = "travel"
    answers = frozenset({"travel", "stay"})
    asks = "decide whether to travel"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        opts = (option("travel", "Travel to Salvation now", "truck"),
                option("stay", "Play another round", None))
        return Prompt(seat, "travel", "Everyone is at the compound: travel to Salvation?", opts, {})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        if value == "travel":
            _start_travel(state, ev)
        else:
            _next_round(state, ev)


class TollPayment(SeatDecision):
    """A toll card on the way: which of its two prices to pay from the truck."""
    kind = "toll"
    answers = frozenset({"toll"})
    asks = "pay a toll"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        card = state.content.tables["search"][state.travel["toll"]]
        opts = (option("toll:left", f"Pay {card.toll_left.amount} {RNAME[card.toll_left.resource]}",
                     f"truck:{card.toll_left.resource}"),
                option("toll:right", f"Pay {card.toll_right.amount} {RNAME[card.toll_right.resource]}",
                     f"truck:{card.toll_right.resource}"))
        return Prompt(seat, "toll", "The guards want a toll: how do you pay?", opts, {})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        _pay_toll(state, tail, ev)
