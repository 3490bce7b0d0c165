"""Wasted Wilds' revealed view (the replay of a finished mission, everything face up): at a mid-game state it
shows every survivor's hand and supplies, the tile under each face-down tile and the card of each face-down
status card, which the table's view and every seat's view hide; everything else is the table's view; it
changes neither the state nor any seat's view; and the board draws it (every hand, the face-down tiles and
status cards by name) at both window sizes, along a whole bot-played mission too."""
from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.wasted_wilds.board import WastedWildsBoard
from game.games.wasted_wilds.bots import SurvivorBot
from game.games.wasted_wilds.rules import RULES
from game.ui.board import BoardFrame

from .support import content
from tests.board_helpers import WINDOWS, display, pixels  # noqa: F401  (display: the fixture)

PLAYERS = 4


def new_mission(mission: str, players: int, seed: int):
    setup = MatchSetup("wasted_wilds", tuple(Seat(f"P{k}") for k in range(players)), seed,
                       (f"mission-{mission}", f"team-{players}"))
    return RULES.new_state(setup, content(), Rng(seed)), [SurvivorBot(k, Rng(seed * 7 + k)) for k in range(players)]


def answer(state, bots) -> bool:
    prompt = RULES.prompt(state)
    if prompt is None:
        return False
    RULES.apply(state, bots[prompt.seat].choose(RULES.view(state, prompt.seat), prompt))
    return True


def face_down_status(state) -> list[tuple[int, int]]:
    return [(i, k) for i, s in enumerate(state.survivors) for k, status in enumerate(s["status"]) if not status["up"]]


@pytest.fixture(scope="module")
def mid_game():
    """Four survivors (a seat each) some way into Frozen 1: cards in every hand, face-down tiles on the map
    and a face-down status card (a Frostnip) on someone."""
    state, bots = new_mission("frozen-1", PLAYERS, 0)
    for _ in range(400):
        if state.phase == "play" and face_down_status(state) and all(s["hand"] for s in state.survivors):
            break
        assert answer(state, bots), "the mission ended before the state the test needs"
    for _ in range(5):             # a few answers further on, still with everything hidden there
        answer(state, bots)
    assert state.phase == "play"
    assert face_down_status(state), "a face-down status card"
    assert any(not place["up"] for place in state.map.values()), "face-down tiles"
    assert all(s["hand"] for s in state.survivors), "a hand for every survivor"
    return state


def test_the_revealed_view_shows_what_the_table_and_every_seat_miss(mid_game):
    state = mid_game
    shown = RULES.revealed_view(state)
    hidden_views = [RULES.view(state, None)] + [RULES.view(state, seat) for seat in range(PLAYERS)]
    for i, survivor in enumerate(state.survivors):
        assert shown["survivors"][i]["hand"] == survivor["hand"]
        assert shown["survivors"][i]["supplies"] == survivor["supplies"]
        for seat, view in enumerate(hidden_views, start=-1):
            if seat != survivor["seat"]:       # the table (-1) and every other seat see no hand
                assert view["survivors"][i]["hand"] is None and view["survivors"][i]["supplies"] is None
    down = [key for key, place in state.map.items() if not place["up"]]
    for key in down:
        assert shown["map"][key]["tile"] == state.map[key]["tile"] and shown["map"][key]["up"] is False
        assert all(view["map"][key]["tile"] is None for view in hidden_views)
    for i, k in face_down_status(state):
        status = shown["survivors"][i]["status"][k]
        assert status["card"] == state.survivors[i]["status"][k]["card"] and status["up"] is False
        assert all(view["survivors"][i]["status"][k]["card"] is None for view in hidden_views)
    # decks stay counts: their order is not shown
    assert all(isinstance(n, int) for n in shown["decks"].values())
    assert shown["decks"] == hidden_views[0]["decks"]


def test_outside_the_hidden_parts_it_is_the_table_view(mid_game):
    state = mid_game
    shown, table = RULES.revealed_view(state), RULES.view(state, None)
    assert shown != table
    blanked = copy.deepcopy(shown)
    for survivor in blanked["survivors"]:
        survivor["hand"] = survivor["supplies"] = None
        for status in survivor["status"]:
            if not status["up"]:
                status["card"] = None
    for place in blanked["map"].values():
        if not place["up"]:
            place["tile"] = None
    assert blanked == table


def test_it_changes_neither_the_state_nor_any_seats_view(mid_game):
    state = mid_game
    saved = RULES.state_to_json(state)
    before = {seat: copy.deepcopy(RULES.view(state, seat)) for seat in (None, *range(PLAYERS))}
    RULES.revealed_view(state)
    assert RULES.state_to_json(state) == saved
    assert {seat: RULES.view(state, seat) for seat in (None, *range(PLAYERS))} == before
    # what each seat sees is still only its own survivor's hand
    for seat in range(PLAYERS):
        hands = [i for i, s in enumerate(before[seat]["survivors"]) if s["hand"] is not None]
        assert hands == [i for i, s in enumerate(state.survivors) if s["seat"] == seat]


def draw(view, viewer, size):
    board = WastedWildsBoard(content())
    surface = pygame.Surface(size)
    board.set_rect(surface.get_rect())
    board.draw(surface, BoardFrame(view, None, viewer, frozenset()))
    return board, surface


@pytest.mark.parametrize("size", WINDOWS)
def test_the_board_draws_every_hand_and_what_lies_face_down(mid_game, size):
    state = mid_game
    shown = RULES.revealed_view(state)
    board, surface = draw(shown, None, size)
    targets = {box.target: box for box in board.hitboxes}
    for i, survivor in enumerate(state.survivors):
        prefix = ("hand:", "supply:") if i == shown["active"] else (f"hand-of-{i}:", f"supply-of-{i}:")
        drawn = [t for t in targets if t.startswith(prefix)]
        assert len(drawn) == len(survivor["hand"]) + len(survivor["supplies"]), f"survivor {i}'s hand"
    for key, place in state.map.items():
        if not place["up"]:
            kind, record, _ = board._zoomable[f"cell:{key}"]
            assert kind == "tile" and record.id == place["tile"]
            assert targets[f"cell:{key}"].tooltip == f"A face-down tile: {record.name}"
    for i, k in face_down_status(state):
        kind, record, _ = board._zoomable[f"status:{i}:{k}"]
        assert kind == "status" and record.id == state.survivors[i]["status"][k]["card"]
        assert targets[f"status:{i}:{k}"].tooltip.startswith(f"{record.name} (face down)")
    # the table's view of the same state draws none of it
    table_board, table_surface = draw(RULES.view(state, None), None, size)
    assert not any(box.target.startswith(("hand", "supply")) for box in table_board.hitboxes)
    assert all(table_board._zoomable.get(f"cell:{key}") is None for key, p in state.map.items() if not p["up"])
    assert pixels(surface) != pixels(table_surface)


def test_a_whole_missions_revealed_views_are_drawn():
    state, bots = new_mission("scorched-1", 3, 1)     # three hands, tribes, the heat
    boards = {size: WastedWildsBoard(content()) for size in WINDOWS}
    surfaces = {size: pygame.Surface(size) for size in WINDOWS}
    for board, size in zip(boards.values(), WINDOWS):
        board.set_rect(pygame.Rect(0, 0, *size))
    drawn = 0
    for step in range(3000):
        if step % 10 == 0 or state.phase == "over":
            shown = RULES.revealed_view(state)
            for size in WINDOWS:
                boards[size].draw(surfaces[size], BoardFrame(shown, None, None, frozenset()))
            drawn += 1
            hands = [box.target for box in boards[WINDOWS[0]].hitboxes if box.target.startswith(("hand", "supply"))]
            assert len(hands) == sum(len(s["hand"]) + len(s["supplies"]) for s in state.survivors)
        if not answer(state, bots):
            break
    assert state.phase == "over" and drawn >= 5
