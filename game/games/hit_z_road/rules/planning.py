"""Planning: each round's paths dealt from the deck with their key tiles; solo path cards turned over."""
from __future__ import annotations

from ....core import piles
from ....core.prompt import Event
from .state import EVERYONE, ROUNDS, State, key_costs


def _deal_paths(state: State, events: list) -> None:
    per_round = 8 if state.players == 4 else 6
    deck = state.deck
    drawn = [piles.draw(deck) for _ in range(min(per_round, len(deck)))]
    state.paths = [drawn[i:i + 2] for i in range(0, len(drawn) - 1, 2)]
    n_paths = len(state.paths)
    if state.solo:
        state.face_up = [[False, False], [True, False], [True, True]][:n_paths]
    else:
        state.face_up = [[True, True] for _ in range(n_paths)]
    state.key_costs = key_costs(state.players, state.eliminated.count(True), n_paths)
    state.taken_by = [None] * n_paths
    state.card_fates = [[None, None] for _ in range(n_paths)]
    events.append(Event("round_started", f"Round {state.round} of {ROUNDS} begins.", "rule:planning", EVERYONE,
                        {"round": state.round}))
    cards = state.cards
    for index, ids in enumerate(state.paths):
        for slot, cid in enumerate(ids):
            data = {"card": cid, "path": index, "slot": slot, "face_up": state.face_up[index][slot]}
            if data["face_up"]:
                card = cards[cid]
                events.append(Event("card_drawn", f"Path {index + 1}: {card.name} (level {card.level}).",
                                    "rule:planning", EVERYONE, data, reveals=True))
            else:
                events.append(Event("card_drawn", f"Path {index + 1}: a face-down card.", "rule:planning", (), data))
    for index, cost in enumerate(state.key_costs):
        if cost:
            events.append(Event("key_placed", f"The +{cost} key points at path {index + 1}.", "rule:keys",
                                EVERYONE, {"path": index, "cost": cost}))
    if state.solo:
        state.phase = "encounter"
        state.encounter_order, state.encounter_turn, state.encounter = [0], 0, None
        return
    drawer = state.initiative[0] if state.initiative else 0
    events.append(Event("paths_laid", f"{state.names[drawer]} lays out {n_paths} paths.", "rule:planning",
                        EVERYONE, {"seat": drawer, "paths": n_paths}))
    state.phase = "auction"
    state.bids = [0] * state.players
    state.bidder, state.passes_in_a_row, state.passed = 0, 0, []


def _reveal_path(state: State, events: list) -> None:
    index = state.encounter["path"]
    face_up = state.face_up[index]
    for slot, cid in enumerate(state.paths[index]):
        if not face_up[slot]:
            face_up[slot] = True
            events.append(Event("card_revealed", f"Path {index + 1} card turned face up: {state.cards[cid].name}.",
                                "rule:solo", EVERYONE, {"card": cid, "path": index, "slot": slot}, reveals=True))


def _planning_step(state: State, events: list) -> bool:
    _deal_paths(state, events)
    return True
