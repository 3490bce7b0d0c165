"""Setting up Salvation Road: the players and their characters, the town, the decks and the compound."""
from __future__ import annotations

from ....core.content import Content
from ....core.rng import Rng
from ....core.rules import MatchSetup
from ..effects import RESOURCES
from .flow import FLOW
from .state import (ACTIONS_PER_ROUND, COMPOUND, INFO, KNOWN_VARIANTS, SET_ASIDE_APOCALYPSE, State, _cname, _ev,
                    _pname, facts)

# setup
def _new_state(setup: MatchSetup, content: Content, rng: Rng) -> State:
    n = len(setup.seats)
    if not 1 <= n <= 8:
        raise ValueError(f"Salvation Road takes 1-8 players, not {n}")
    variants = list(dict.fromkeys(setup.variants))
    unknown = [v for v in variants if v not in KNOWN_VARIANTS]
    if unknown:
        raise ValueError(f"unknown variant(s) {', '.join(unknown)}; Salvation Road has: {', '.join(sorted(KNOWN_VARIANTS))}")
    # only those for this player count, one per group (the last one named), each group's default otherwise
    applicable = list(INFO.resolve_variants(tuple(variants), n))
    state = State()
    state.content, state.rng, state._prompt, state._opening_events = content, rng, None, []
    state.facts = facts(content)
    state.seat_names = [s.name for s in setup.seats]
    state.seat_colors = [s.color for s in setup.seats]
    state.seat_bots = [s.bot for s in setup.seats]
    state.limited_communication = "limited-communication" in applicable and n >= 2
    if n == 1:
        solo = [v for v in applicable if v.startswith("solo-")]
        mode, setup_players = "solo", int((solo[0] if solo else "solo-2")[-1])
    elif n <= 4:
        mode, setup_players = "standard", n
    else:
        mode = "survival" if "survival" in applicable else "heroic"
        setup_players = (n + 1) // 2
    state.variants = applicable
    state.mode, state.setup_players = mode, setup_players
    table = content.tables
    heroes = sorted(cid for cid, c in table["characters"].items() if c.kind == "hero")
    survivors = sorted(cid for cid, c in table["characters"].items() if c.kind == "survivor")
    rng.shuffle(heroes)
    rng.shuffle(survivors)
    players: list[dict] = []
    if mode in ("standard", "solo"):
        for p in range(setup_players):
            players.append({"seat": 0 if mode == "solo" else p, "chars": [heroes.pop(0), survivors.pop(0)]})
    else:
        deck = heroes if mode == "heroic" else survivors
        for s in range(n):
            players.append({"seat": s, "chars": [deck.pop(0)]})
        if n % 2:
            players[0]["chars"].append(deck.pop(0))
    state.players = players
    state.character_order = [cid for p in players for cid in p["chars"]]
    state.characters = {}
    for p_index, p in enumerate(players):
        for cid in p["chars"]:
            card = table["characters"][cid]
            state.characters[cid] = {"player": p_index, "seat": p["seat"], "loc": COMPOUND, "slots": [""] * card.health,
                             "activated": False, "delayed": False, "dead": False, "left": ACTIONS_PER_ROUND,
                             "transfer": False, "food": False, "fuel": False, "ability": False}
    # locations: one per setup player plus a recon location, shuffled face down
    plain = sorted(lid for lid, loc in table["locations"].items() if not loc.recon)
    recon = sorted(lid for lid, loc in table["locations"].items() if loc.recon)
    rng.shuffle(plain)
    rng.shuffle(recon)
    chosen = plain[:setup_players] + recon[:1]
    rng.shuffle(chosen)
    state.locations = [{"id": lid, "up": False, "threat": 0, "used": False, "supply": [0, 0, 0, 0]} for lid in chosen]
    # marauders
    row = table["setups"][f"p{setup_players}"]
    tokens = table["marauders"]
    state.marauder_pool = [row.bikes, row.buggies]
    state.marauder_box = [tokens["bike"].count - row.bikes, tokens["buggy"].count - row.buggies]
    state.fence = [0, 0]
    state.capacity = row.bikes + row.buggies
    state.tolls = row.tolls
    # resources
    state.pool = [table["resources"][r].count for r in RESOURCES]
    state.truck = [0, 0, 0, 0]
    for i, amount in enumerate(row.start_truck.amounts()):
        moved = min(amount, state.pool[i])
        state.pool[i] -= moved
        state.truck[i] += moved
    # decks
    roads = sorted(table["roads"])
    rng.shuffle(roads)
    state.roadmap = [[roads.pop(0), False]]
    state.road_deck = roads
    state.road_target = setup_players + 1
    apoc = sorted(table["apocalypse"])
    rng.shuffle(apoc)
    state.apocalypse_set_aside = apoc[:SET_ASIDE_APOCALYPSE]
    state.apocalypse_deck = apoc[SET_ASIDE_APOCALYPSE:]
    state.apocalypse_discard = []
    search = sorted(table["search"])
    rng.shuffle(search)
    state.search_deck, state.search_discard = search, []
    # wounds: types stay unknown until revealed (see _reveal)
    state.wound_pool = sum(w.count for w in table["wounds"].values())
    state.unknown_wounds = {wid: w.count for wid, w in sorted(table["wounds"].items()) if w.count}
    state.revealed_wound_pile = {}
    state.round, state.phase = 1, "action"
    state.first_player = 0 if mode == "solo" else rng.below(len(players))
    state.player_to_act, state.active_character, state.end_ability_queue = state.first_player, None, None
    state.threat_roll = state.apocalypse = state.refresh = state.travel = None
    state.task_stack, state.pending_decision, state.penalty_pending, state.last_roll, state.result = [], None, False, None, None
    ev = state._opening_events
    dealt = "; ".join(f"{_pname(state, i)}: {', '.join(_cname(state, c) for c in p['chars'])}" for i, p in enumerate(players))
    _ev(ev, "setup", f"Salvation Road, {_mode_text(state)}. {dealt}.", "rule:setup",
        {"players": [list(p["chars"]) for p in players], "setup_players": setup_players, "mode": mode,
         "first_player": state.first_player})
    _ev(ev, "first_player", f"{_pname(state, state.first_player)} holds the first player marker.", "rule:setup",
        {"player": state.first_player})
    FLOW.run(state, ev)
    return state


def _mode_text(state: State) -> str:
    if state.mode == "solo":
        return f"solo with {state.setup_players} pairs"
    if state.mode == "standard":
        return f"{state.setup_players} players"
    return f"{len(state.players)} players, {state.mode} version ({state.setup_players}-player setup)"
