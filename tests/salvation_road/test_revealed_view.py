"""The revealed view (`RULES.revealed_view`, a finished game's replay with everything face up): it shows the
face-down locations and the hidden sides of unexplored road cards, equals the table's view everywhere else,
changes neither the state nor any seat's view, and the board draws it (headless, at the app's window sizes)."""
from __future__ import annotations

import copy
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.games.salvation_road.board import SalvationRoadBoard  # noqa: E402
from game.games.salvation_road.rules import RULES  # noqa: E402
from tests.board_helpers import WINDOWS, display, pixels, render_board  # noqa: E402,F401  (display: the fixture)

from .helpers import content, setup_for  # noqa: E402

# the fields a face-down location / an unexplored road hides from the table (and every seat), and shows revealed
LOCATION_SECRETS = ("id", "name", "recon", "face_up", "track", "ability")
ROAD_SECRETS = ("id", "name", "cost", "explored")


def bot_match(players: int = 3, seed: int = 4) -> Session:
    return Session(Match(RULES, setup_for(players, seed, bots="cooperative"), content(), keep_undo=False))


@pytest.fixture(scope="module")
def mid_game():
    """A bot game a few answers in: some locations face up, some still face down, an unexplored road scouted."""
    session = bot_match()
    for _ in range(200):
        st = session.match.state
        ups = [loc["up"] for loc in st.locations]
        if any(ups) and not all(ups) and any(not done for _, done in st.roadmap):
            return session.match
        session.step_bot()
    raise AssertionError("no state with face-down locations and an unexplored road")


def strip_revealed(view: dict, table: dict) -> dict:
    """The revealed view with its revealed parts put back as the table sees them."""
    view = copy.deepcopy(view)
    for loc, seen in zip(view["locations"], table["locations"]):
        if loc.pop("revealed", False):
            loc.update({k: seen[k] for k in LOCATION_SECRETS})
    for road, seen in zip(view["roadmap"], table["roadmap"]):
        if road.pop("revealed", False):
            road.update({k: seen[k] for k in ROAD_SECRETS})
    return view


def test_revealed_view_shows_face_down_locations_and_unexplored_roads(mid_game):
    st = mid_game.state
    seats = range(len(st.seat_names))
    before_state = json.dumps(RULES.state_to_json(st), sort_keys=True)
    before = {seat: copy.deepcopy(RULES.view(st, seat)) for seat in [None, *seats]}
    revealed = RULES.revealed_view(st)
    # neither the state nor any seat's view (nor the table's) changed
    assert json.dumps(RULES.state_to_json(st), sort_keys=True) == before_state
    for seat in [None, *seats]:
        assert RULES.view(st, seat) == before[seat], seat
        # the marker is the revealed view's own
        assert not any("revealed" in entry for entry in before[seat]["locations"] + before[seat]["roadmap"])
    table = before[None]
    ltab, rtab = st.content.tables["locations"], st.content.tables["roads"]
    face_down = [k for k, loc in enumerate(st.locations) if not loc["up"]]
    assert face_down and len(face_down) < len(st.locations)
    for k, loc in enumerate(st.locations):
        shown = revealed["locations"][k]
        card = ltab[loc["id"]]
        assert shown["id"] == loc["id"] and shown["name"] == card.name and shown["recon"] == card.recon
        assert shown["face_up"] and shown["track"] == list(card.track) and shown["ability"]["name"]
        if k in face_down:
            assert shown["revealed"] is True
            assert shown["threat"] is None and shown["modifier"] is None      # no threat token on its back
            for seat in [None, *seats]:
                hidden = before[seat]["locations"][k]
                assert hidden["id"] is None and hidden["name"] is None and hidden["track"] is None
                assert hidden["ability"] is None and hidden["recon"] is None and not hidden["face_up"]
        else:
            assert "revealed" not in shown and shown == table["locations"][k]
    unexplored = [i for i, (_, done) in enumerate(st.roadmap) if not done]
    assert unexplored
    for i, (rid, done) in enumerate(st.roadmap):
        road, card = revealed["roadmap"][i], rtab[rid]
        assert road["id"] == rid and road["name"] == card.name and road["explored"]
        assert road["cost"] == dict(zip(("food", "ammo", "med", "fuel"), card.cost.amounts()))
        if i in unexplored:
            assert road["revealed"] is True and road["needs"] == list(card.needs)
            for seat in [None, *seats]:
                hidden = before[seat]["roadmap"][i]
                assert hidden["id"] is None and hidden["name"] is None and hidden["cost"] is None
                assert not hidden["explored"]
    text = json.dumps(revealed)
    for secret in [st.locations[k]["id"] for k in face_down] + [st.roadmap[i][0] for i in unexplored]:
        assert f'"{secret}"' in text and f'"{secret}"' not in json.dumps(table), secret
    # everything else is the table's view: the decks stay counts, unrevealed wounds stay unrevealed (their type
    # is drawn only when one is revealed), the supplies, characters and the rest are public anyway
    assert strip_revealed(revealed, table) == table
    assert revealed["apocalypse"] == table["apocalypse"] and revealed["search"] == table["search"]
    assert revealed["characters"] == table["characters"]


def test_the_table_view_of_an_opening_hides_what_the_revealed_one_shows():
    session = bot_match(2, 7)
    st = session.match.state
    table, revealed = RULES.view(st, None), RULES.revealed_view(st)
    assert all(loc["id"] is None for loc in table["locations"])
    assert [loc["id"] for loc in revealed["locations"]] == [loc["id"] for loc in st.locations]
    assert all(loc["revealed"] for loc in revealed["locations"])
    assert strip_revealed(revealed, table) == table


def draw(view, size, board=None):
    return render_board(SalvationRoadBoard, content(), view, None, size=size, board=board)


@pytest.mark.parametrize("size", WINDOWS)
def test_the_board_draws_the_revealed_view(mid_game, size):
    st = mid_game.state
    revealed, table = RULES.revealed_view(st), RULES.view(st, None)
    board, surface = draw(revealed, size)
    targets = {b.target for b in board.hitboxes}
    tboard, tsurface = draw(table, size)
    ttargets = {b.target for b in tboard.hitboxes}
    for k, loc in enumerate(st.locations):
        if not loc["up"]:      # drawn face up (its own id) revealed, as a card back (its slot) at the table
            assert f"location:{loc['id']}" in targets and f"location-slot:{k}" not in targets
            assert f"location-slot:{k}" in ttargets and f"location:{loc['id']}" not in ttargets
            tip = next(b.tooltip for b in board.hitboxes if b.target == f"location:{loc['id']}")
            assert "Face down on the table" in tip and st.content.tables["locations"][loc["id"]].name in tip
    for i, (rid, done) in enumerate(st.roadmap):
        if not done:
            tip = next(b.tooltip for b in board.hitboxes if b.target == f"road:{i}")
            assert "Unexplored on the table" in tip and st.content.tables["roads"][rid].name in tip
    assert pixels(surface) != pixels(tsurface)


def test_every_tenth_state_of_a_bot_game_gives_a_revealed_view_the_board_draws():
    session = bot_match(3, 11)
    boards = {size: None for size in WINDOWS}
    steps = 0
    drawn = 0
    while True:
        if steps % 10 == 0:
            st = session.match.state
            before = json.dumps(RULES.state_to_json(st), sort_keys=True)
            table = RULES.view(st, None)
            revealed = RULES.revealed_view(st)
            assert json.dumps(RULES.state_to_json(st), sort_keys=True) == before
            assert strip_revealed(revealed, table) == table
            assert all(loc["id"] is not None for loc in revealed["locations"])
            assert all(road["id"] is not None for road in revealed["roadmap"])
            size = WINDOWS[drawn % len(WINDOWS)]
            boards[size], _ = draw(revealed, size, boards[size])
            drawn += 1
        if session.match.pending is None:
            break
        session.step_bot()
        steps += 1
    assert steps > 20 and drawn > 2
    # the finished game's revealed view (what the replay shows at its last answer) draws too
    final = RULES.revealed_view(session.match.state)
    assert final["outcome"] is not None
    for size in WINDOWS:
        draw(final, size)
