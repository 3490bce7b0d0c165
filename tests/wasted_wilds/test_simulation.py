"""Bots play whole Wasted Wilds missions, every mission at 1, 2 and 4 survivors, with this game's
invariants checked after every answer: every card in exactly one place, the monster tokens conserved
and at most 3 on a tile, gear within storage, hidden hands never in another seat's view, and a legal
answer exactly while the mission runs. The saved state round-trips at every step of some games."""
from __future__ import annotations

import json

import pytest

from game.core.bots import RandomBot
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.wasted_wilds.bots import SurvivorBot
from game.games.wasted_wilds.rules import RULES
from game.games.wasted_wilds.rules.state import MISSION_IDS
from game.games.wasted_wilds.state_check import conservation_problems, storage_problems

from .support import content

LIMIT = 6000


def play(mission: str, players: int, seed: int, bot_kind, round_trip: bool = False) -> dict:
    seats = tuple(Seat(f"P{k}") for k in range(players))
    setup = MatchSetup("wasted_wilds", seats, seed, (f"mission-{mission}", f"team-{players}"))
    state = RULES.new_state(setup, content(), Rng(seed))
    bots = [bot_kind(k, Rng(seed * 7 + k)) for k in range(players)]
    for step in range(LIMIT):
        prompt = RULES.prompt(state)
        if state.phase == "over":
            assert prompt is None, "no question once the mission is over"
            return state.result
        assert prompt is not None and prompt.options, "a running mission always asks something"
        for seat in range(players):
            view = RULES.view(state, seat)
            for k, survivor in enumerate(state.survivors):
                if survivor["seat"] != seat:
                    assert view["survivors"][k]["hand"] is None and view["survivors"][k]["supplies"] is None
        value = bots[prompt.seat].choose(RULES.view(state, prompt.seat), prompt)
        RULES.apply(state, value)
        data = RULES.state_to_json(state)
        problems = RULES.saved_state_problems(data, content()) + storage_problems(state)
        assert not problems, f"after answer {step} ({value}): {problems}"
        if round_trip and step % 7 == 0:
            again = RULES.state_from_json(json.loads(json.dumps(data)), content())
            assert RULES.state_to_json(again) == data
    pytest.fail(f"{mission} with {players} did not end in {LIMIT} answers")


@pytest.mark.parametrize("players", (1, 2, 4))
@pytest.mark.parametrize("mission", MISSION_IDS)
def test_the_survivor_bots_play_every_mission_to_its_end(mission, players):
    for seed in range(2):
        result = play(mission, players, seed, SurvivorBot, round_trip=seed == 0)
        assert result["summary"]


@pytest.mark.parametrize("mission", ("frozen-1", "frozen-5", "scorched-4"))
def test_random_play_keeps_every_invariant(mission):
    for seed in range(4):
        play(mission, 1 + seed % 3, seed, RandomBot)


def test_conservation_catches_a_card_in_two_places():
    state = RULES.new_state(MatchSetup("wasted_wilds", (Seat("A"),), 1, ("mission-frozen-1",)), content(), Rng(1))
    for answer in ("survivor:chef", "layout:random"):
        RULES.apply(state, answer)
    data = RULES.state_to_json(state)
    data["survivors"][0]["hand"].append(data["survivors"][0]["deck"][0])
    assert any("not each in one place" in p for p in conservation_problems(data, content()))
