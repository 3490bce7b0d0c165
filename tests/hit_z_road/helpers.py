"""Shared helpers for the Hit Z Road rule tests (no pygame anywhere)."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from game.core.jsondata import fingerprint
from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.hit_z_road import rules as R
from game.games.hit_z_road.rules import RULES

FIXTURES = Path(__file__).resolve().parent / "fixtures"
NAMES = ("Ana", "Bruno", "Chen", "Dara")


@lru_cache(maxsize=None)
def fixture_content():
    return RULES.load_content(base_dir=FIXTURES)


@lru_cache(maxsize=None)
def real_content():
    return RULES.load_content()


def setup_for(players: int, seed: int = 1, bots: str | None = None) -> MatchSetup:
    return MatchSetup("hit_z_road", tuple(Seat(NAMES[i], i, bots) for i in range(players)), seed)


def new_state(players: int = 2, seed: int = 1, content=None):
    content = content or fixture_content()
    return RULES.new_state(setup_for(players, seed), content, Rng(seed))


def new_match(players: int = 2, seed: int = 1, content=None, keep_undo: bool = True) -> Match:
    return Match(RULES, setup_for(players, seed), content or fixture_content(), keep_undo=keep_undo)


def state_hash(state) -> str:
    return fingerprint(RULES.state_to_json(state))


def values(state) -> list[str]:
    prompt = RULES.prompt(state)
    return prompt.values if prompt is not None else []


def answer(state, *answers: str) -> list:
    events = []
    for value in answers:
        events.extend(RULES.apply(state, value))
    return events


def settle(state) -> list:
    """Run the automatic steps after a test edited the state by hand."""
    events: list = []
    state.invalidate()
    RULES.flow.run(state, events)
    state.invalidate()
    return events


def pass_auction(state) -> None:
    """Everyone passes (nobody pays): the encounter phase starts."""
    while state.phase == "auction":
        RULES.apply(state, "pass")


def to_encounter(players: int = 2, seed: int = 1, paths=None, initiative=None, content=None):
    """A state at the first path choice of round 1, with the given paths laid out."""
    state = new_state(players, seed, content)
    if initiative is not None:
        state.initiative = list(initiative)
    if state.phase == "auction":
        pass_auction(state)
    if paths is not None:
        lay_paths(state, paths)
    return state


def lay_paths(state, paths, keys=None, face_up=None) -> None:
    state.paths = [list(p) for p in paths]
    n = len(paths)
    state.face_up = face_up or [[True] * len(p) for p in paths]
    state.key_costs = list(keys) if keys is not None else R.key_costs(state.players, state.eliminated.count(True), n)
    state.taken_by = [None] * n
    state.card_fates = [[None] * len(p) for p in paths]
    state.invalidate()


def set_res(state, seat: int, ammo=None, gas=None, adrenaline=None, survivors=None) -> None:
    r = state.resources[seat]
    if ammo is not None:
        r[0] = ammo
    if gas is not None:
        r[1] = gas
    if adrenaline is not None:
        r[2] = adrenaline
    if survivors is not None:
        state.survivors[seat] = survivors
    state.invalidate()


def current_seat(state) -> int:
    return RULES.prompt(state).seat


def json_round_trip(state):
    data = json.loads(json.dumps(RULES.state_to_json(state)))
    return RULES.state_from_json(data, state.content)
