"""Setup for every player count and variant, and the game's static facts."""
from __future__ import annotations

import pytest

from game.core.search import SEARCH_KINDS
from game.games.salvation_road import rules as R
from game.games.salvation_road.rules import RULES

from .helpers import check_invariants, content, new_state


def test_game_info():
    info = RULES.info
    assert (info.id, info.name, info.min_players, info.max_players) == ("salvation_road", "Salvation Road", 1, 8)
    assert info.cooperative and not info.hidden_information
    assert set(info.bot_kinds) == {"random", "cooperative"}
    assert info.search_bot_kinds == SEARCH_KINDS
    assert set(info.bot_kinds) | set(info.search_bot_kinds) == set(RULES.bots)
    ids = {v.id: v.players for v in info.variants}
    assert ids == {"solo-2": (1, 1), "solo-3": (1, 1), "solo-4": (1, 1), "heroic": (5, 8), "survival": (5, 8),
                   "limited-communication": (2, 8)}
    groups = {v.id: (v.group, v.default) for v in info.variants}
    assert groups["solo-2"] == ("solo", True) and groups["solo-4"] == ("solo", False)
    assert groups["heroic"] == ("version", True) and groups["survival"] == ("version", False)
    assert groups["limited-communication"] == (None, False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players(players):
    st = new_state(players, seed=players)
    assert st.mode == "standard" and st.setup_players == players
    assert [p["seat"] for p in st.players] == list(range(players))
    kinds = content().tables["characters"]
    for p in st.players:
        assert sorted(kinds[c].kind for c in p["chars"]) == ["hero", "survivor"]
    assert len(set(st.character_order)) == 2 * players
    assert all(st.characters[c]["loc"] == R.COMPOUND for c in st.character_order)
    # locations: one per player plus one recon, face down
    assert len(st.locations) == players + 1
    assert sum(content().tables["locations"][loc["id"]].recon for loc in st.locations) == 1
    assert not any(loc["up"] for loc in st.locations)
    # roads: one unexplored road from the top of the deck, target players + 1
    assert len(st.roadmap) == 1 and st.roadmap[0][1] is False
    assert st.road_target == players + 1
    # apocalypse: 16 - 5 set aside
    assert len(st.apocalypse_deck) == 11 and len(st.apocalypse_set_aside) == 5
    row = content().tables["setups"][f"p{players}"]
    assert st.marauder_pool == [row.bikes, row.buggies] and st.fence == [0, 0]
    assert sum(st.marauder_box) == 13 - row.bikes - row.buggies
    assert st.tolls == row.tolls
    assert st.truck == [1, 0, 0, 0]           # one Food on the truck
    assert st.pool == [14, 15, 15, 15]
    assert st.wound_pool == 36
    assert 0 <= st.first_player < players
    check_invariants(st)


@pytest.mark.parametrize("variant,pairs", [((), 2), (("solo-2",), 2), (("solo-3",), 3), (("solo-4",), 4)])
def test_solo_pairs(variant, pairs):
    st = new_state(1, seed=3, variants=variant)
    assert st.mode == "solo" and st.setup_players == pairs
    assert len(st.players) == pairs and all(p["seat"] == 0 for p in st.players)
    assert st.first_player == 0                                      # the leftmost "player"
    assert len(st.locations) == pairs + 1 and st.road_target == pairs + 1
    kinds = content().tables["characters"]
    for p in st.players:
        assert sorted(kinds[c].kind for c in p["chars"]) == ["hero", "survivor"]
    assert RULES.prompt(st).seat == 0
    assert st.variants == [f"solo-{pairs}"]


@pytest.mark.parametrize("seats,setup,variant,kind", [
    (5, 3, (), "hero"), (6, 3, ("heroic",), "hero"), (7, 4, ("heroic",), "hero"), (8, 4, (), "hero"),
    (5, 3, ("survival",), "survivor"), (6, 3, ("survival",), "survivor"), (7, 4, ("survival",), "survivor"),
    (8, 4, ("survival",), "survivor")])
def test_five_to_eight_players(seats, setup, variant, kind):
    st = new_state(seats, seed=seats, variants=variant)
    assert st.setup_players == setup
    assert st.mode == ("survival" if kind == "survivor" else "heroic")
    assert len(st.players) == seats and [p["seat"] for p in st.players] == list(range(seats))
    kinds = content().tables["characters"]
    assert all(kinds[c].kind == kind for c in st.character_order)
    assert len(st.character_order) == 2 * setup
    counts = [len(p["chars"]) for p in st.players]
    assert counts == ([2] + [1] * (seats - 1) if seats % 2 else [1] * seats)   # 5/7: one seat has two
    assert len(st.locations) == setup + 1 and st.road_target == setup + 1
    row = content().tables["setups"][f"p{setup}"]
    assert st.marauder_pool == [row.bikes, row.buggies] and st.tolls == row.tolls


def test_variants_are_checked():
    with pytest.raises(ValueError, match="unknown variant"):
        new_state(2, variants=("hardcore",))
    st = new_state(2, variants=("heroic", "solo-3"))      # not for 2 players: ignored
    assert st.mode == "standard" and st.variants == []
    st = new_state(6, variants=("heroic", "survival"))    # alternatives: the last one named wins
    assert st.mode == "survival" and st.variants == ["survival"]
    st = new_state(6)                                      # none named: the group's default
    assert st.mode == "heroic" and st.variants == ["heroic"]
    st = new_state(1, variants=("solo-4", "solo-3"))
    assert st.setup_players == 3
    with pytest.raises(ValueError):
        new_state(9)


def test_limited_communication_flag():
    assert new_state(3, variants=("limited-communication",)).limited_communication
    assert not new_state(3).limited_communication
    assert not new_state(1, variants=("limited-communication",)).limited_communication


def test_setup_is_deterministic_and_seeded():
    a, b, c = new_state(3, seed=11), new_state(3, seed=11), new_state(3, seed=12)
    assert RULES.state_to_json(a) == RULES.state_to_json(b)
    assert RULES.state_to_json(a) != RULES.state_to_json(c)


def test_opening_events_name_the_deal():
    st = new_state(2, seed=5)
    events = RULES.opening_events(st)
    assert [e.kind for e in events][:2] == ["setup", "first_player"]
    assert RULES.opening_events(st) == []
