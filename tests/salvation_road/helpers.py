"""Shared helpers for the Salvation Road rule tests (no pygame anywhere)."""
from __future__ import annotations

import json
from functools import lru_cache

from game.core.jsondata import fingerprint
from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.salvation_road import rules as R
from game.games.salvation_road.rules import state as S
from game.games.salvation_road.rules import apocalypse
from game.games.salvation_road.rules import threat
from game.games.salvation_road.rules import RULES
from game.games.salvation_road.state_check import conservation_problems

NAMES = ("Ana", "Bruno", "Chen", "Dara", "Eli", "Fay", "Gus", "Hana", "Ivo")
RES = ("food", "ammo", "med", "fuel")


@lru_cache(maxsize=None)
def content():
    return RULES.load_content()


def setup_for(players: int, seed: int = 1, variants=(), bots: str | None = None) -> MatchSetup:
    return MatchSetup("salvation_road", tuple(Seat(NAMES[i], i, bots) for i in range(players)), seed,
                      tuple(variants))


def new_state(players: int = 2, seed: int = 1, variants=()):
    return RULES.new_state(setup_for(players, seed, variants), content(), Rng(seed))


def new_match(players: int = 2, seed: int = 1, variants=(), keep_undo: bool = False) -> Match:
    return Match(RULES, setup_for(players, seed, variants), content(), keep_undo=keep_undo)


def state_hash(state) -> str:
    return fingerprint(RULES.state_to_json(state))


def values(state) -> list[str]:
    prompt = RULES.prompt(state)
    return prompt.values if prompt is not None else []


def prompt(state):
    return RULES.prompt(state)


def finals(state) -> dict[str, bool]:
    """Each pending answer: whether it would end what can be undone (tried on a copy, as Match does)."""
    from game.core.match import final_answers
    pending = RULES.prompt(state)
    final = final_answers(RULES, state, state.content, pending)
    return {value: value in final for value in pending.values}


def answer(state, *answers: str) -> list:
    events = []
    for value in answers:
        events.extend(RULES.apply(state, value))
    return events


def settle(state) -> list:
    """Run the automatic steps after a test edited the state by hand."""
    events: list = []
    state.invalidate()
    R.RULES.flow.run(state, events)
    state.invalidate()
    return events


def json_round_trip(state):
    data = json.loads(json.dumps(RULES.state_to_json(state)))
    return RULES.state_from_json(data, state.content)


def die(color: str, wounds: int) -> int:
    """The face index to force for a die showing that many wounds."""
    faces = content().get("dice", color).faces
    return list(faces).index(wounds)


def kinds(state) -> list[str]:
    """Face indices to force for a threat roll: see die()."""
    return []


# --- building positions by hand -----------------------------------------------------------------
def place(state, cid: str, where) -> None:
    """Put a character at 'compound' or a location slot (turning the location up)."""
    if where == "compound":
        state.characters[cid]["loc"] = R.COMPOUND
    else:
        state.characters[cid]["loc"] = where
        state.locations[where]["up"] = True
    state.invalidate()


def set_slots(state, cid: str, *tokens: str) -> None:
    """Fill a character's circles: resource names, '?' (unrevealed) or '!type' (revealed).

    Keeps token totals conserved: resources come from / go back to the pool, wounds from the pool."""
    c = state.characters[cid]
    for s in c["slots"]:
        if s in R.RI:
            state.pool[R.RI[s]] += 1
        elif s == "?":
            state.wound_pool += 1
        elif s and s[0] == "!":
            state.unknown_wounds[s[1:]] = state.unknown_wounds.get(s[1:], 0) + 1
            state.wound_pool += 1
    slots = [""] * len(c["slots"])
    for i, tok in enumerate(tokens):
        slots[i] = tok
        if tok in R.RI:
            state.pool[R.RI[tok]] -= 1
        elif tok == "?":
            state.wound_pool -= 1
        elif tok and tok[0] == "!":
            state.wound_pool -= 1
            state.unknown_wounds[tok[1:]] -= 1
            if not state.unknown_wounds[tok[1:]]:
                del state.unknown_wounds[tok[1:]]
    c["slots"] = slots
    state.invalidate()


def set_location(state, slot: int, loc_id: str, threat: int = 0, supply=(0, 0, 0, 0)) -> None:
    """Swap the location in a slot for loc_id (face up), with a threat position and a supply."""
    loc = state.locations[slot]
    for i in range(4):
        state.pool[i] += loc["supply"][i] - supply[i]
    loc.update(id=loc_id, up=True, threat=threat, used=False, supply=list(supply))
    state.invalidate()


def set_fence(state, bikes: int, buggies: int) -> None:
    total_b = state.fence[0] + state.marauder_pool[0]
    total_g = state.fence[1] + state.marauder_pool[1]
    state.fence = [bikes, buggies]
    state.marauder_pool = [total_b - bikes, total_g - buggies]
    state.invalidate()


def set_truck(state, **amounts) -> None:
    for r, n in amounts.items():
        i = R.RI[r]
        state.pool[i] += state.truck[i] - n
        state.truck[i] = n
    state.invalidate()


def to_action(state, cid: str) -> None:
    """Make cid the active character with two actions (the action phase)."""
    state.phase = "action"
    state.threat_roll = state.apocalypse = state.refresh = state.travel = None
    state.task_stack, state.end_ability_queue = [], None
    state.active_character = cid
    c = state.characters[cid]
    c["left"] = R.ACTIONS_PER_ROUND
    state.player_to_act = c["player"]
    state.pending_decision = {"k": "action", "c": cid, "sub": False}
    state.invalidate()


# --- invariants ------------------------------------------------------------------------------
def check_invariants(state, match_pending=None) -> None:
    # the token totals are the loader's own check of a saved game (state_check.py): one rule, one place
    data = {name: getattr(state, name) for name in R.State.DATA}
    assert not conservation_problems(data, state.content)
    for cid in state.character_order:
        c = state.characters[cid]
        slots = c["slots"]
        w = 0
        for s in slots:
            if s and s not in R.RI:
                assert s == "?" or (s[0] == "!" and s[1:] in state.content.tables["wounds"]), s
                w += 1
        if c["dead"]:
            assert c["loc"] is None and not any(slots)
        else:
            assert w < len(slots), f"{cid} should be defeated"
            assert c["loc"] is not None
    assert all(x >= 0 for x in state.pool + state.truck)
    assert all(n > 0 for n in state.unknown_wounds.values())
    assert min(state.fence + state.marauder_pool) >= 0
    for k in range(len(state.locations)):
        assert len(S._at(state, k)) <= R.LOCATION_LIMIT
    over = state.phase == "over"
    p = RULES.prompt(state)
    assert (p is None) == over
    assert (RULES.outcome(state) is not None) == over
    if not over:
        assert p.options, "a prompt with no options"
        assert len(set(p.values)) == len(p.values), p.values


def assign_characters(state, pairs) -> None:
    """Give player p exactly the characters in pairs[p] (all at the compound, unwounded)."""
    assert len(pairs) == len(state.players)
    for cid in list(state.character_order):
        set_slots(state, cid)
    ctab = state.content.tables["characters"]
    state.characters = {}
    for p, chars in enumerate(pairs):
        state.players[p]["chars"] = list(chars)
        for cid in chars:
            state.characters[cid] = {"player": p, "seat": state.players[p]["seat"], "loc": R.COMPOUND,
                                "slots": [""] * ctab[cid].health, "activated": False, "delayed": False,
                                "dead": False, "left": R.ACTIONS_PER_ROUND, "transfer": False, "food": False,
                                "fuel": False, "ability": False}
    state.character_order = [cid for chars in pairs for cid in chars]
    state.invalidate()


def setup_locations(state, *loc_ids) -> None:
    """Lay out exactly these locations, face down, in these slots."""
    for loc in state.locations:
        for i in range(4):
            state.pool[i] += loc["supply"][i]
    state.locations = [{"id": lid, "up": False, "threat": 0, "used": False, "supply": [0, 0, 0, 0]} for lid in loc_ids]
    state.invalidate()


def slot_of(state, loc_id: str) -> int:
    return next(k for k, loc in enumerate(state.locations) if loc["id"] == loc_id)


def stack_apocalypse(state, *card_ids, discard=()) -> None:
    """The apocalypse deck becomes these cards (top first); the discard pile these (last = top)."""
    state.apocalypse_deck = list(card_ids)
    state.apocalypse_discard = list(discard)
    state.invalidate()


def start_apocalypse(state) -> list:
    """Jump to the apocalypse phase (the action and threat phases are over)."""
    for c in state.characters.values():
        c["activated"] = True
    state.active_character, state.end_ability_queue, state.threat_roll = None, None, None
    state.task_stack, state.pending_decision = [], None
    events: list = []
    apocalypse._start_apocalypse(state, events)
    events.extend(settle(state))
    return events


def start_threat(state) -> list:
    for c in state.characters.values():
        c["activated"] = True
    state.active_character, state.end_ability_queue = None, None
    state.task_stack, state.pending_decision = [], None
    events: list = []
    threat._start_threat(state, events)
    events.extend(settle(state))
    return events


def wounds_of(state, cid: str) -> list[str]:
    return [s for s in state.characters[cid]["slots"] if s and s[0] in "?!"]


def held(state, cid: str) -> list[int]:
    return S._held(state.characters[cid]["slots"])


def kinds_of(events) -> list[str]:
    return [e.kind for e in events]
