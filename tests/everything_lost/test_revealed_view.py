"""Everything Lost's revealed view (the replay of a finished mission, seen with everything face up): it
names the face-down zombie cards of the mob that view(state, None) and view(state, 0) hold as None, says
which ones were face down ("mob_face_down"), keeps the decks as counts, and is otherwise the table's
view; it leaves the ordinary views and the state as they were; the board draws it (the face-down cards
face up in a gold rim) at both window sizes, along a whole bot-played mission."""
from __future__ import annotations

import copy
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.core.session import Session
from game.games.everything_lost.board import EverythingLostBoard
from game.games.everything_lost.board.cards_row import HIDDEN_RIM
from game.games.everything_lost.rules import RULES
from tests.board_helpers import WINDOWS, display, render_board  # noqa: F401  (display: the fixture)

from .support import content

REVEALED_ONLY = ("mob", "mob_face_down")      # the keys where the revealed view differs from the table's


def _mission(seed: int) -> list[dict]:
    """The state (as JSON) after every answer of a bot-played mission, its start first."""
    match = Match(RULES, MatchSetup("everything_lost", (Seat("Me", 0, "survivor"),), seed, ()), content(),
                  keep_undo=False)
    session = Session(match)
    states = [RULES.state_to_json(match.state)]
    for _ in range(2000):
        if match.pending is None:
            break
        session.step_bot()
        states.append(RULES.state_to_json(match.state))
    assert match.pending is None, "the mission did not end"
    return states


def _hidden(data: dict) -> int:
    return sum(1 for entry in data["mob"] if not entry["known"])


@pytest.fixture(scope="module")
def mission() -> list[dict]:
    """A bot-played mission where the mob once held at least three face-down cards outside a fight."""
    for seed in (38, *range(1, 60)):
        states = _mission(seed)
        if any(_hidden(data) >= 3 and data["phase"] == "play" for data in states):
            return states
    pytest.fail("no bot-played mission with three face-down mob cards")


@pytest.fixture()
def mid(mission):
    """A mid-mission state (not over, not in a fight) with a mob of which some cards are face down and,
    set by hand as climbing would, one is known."""
    data = next(data for data in mission if _hidden(data) >= 3 and data["phase"] == "play"
                and not any(task["t"] in ("fight", "mob_attack") for task in data["task_stack"]))
    data = copy.deepcopy(data)
    data["mob"][0]["known"] = True           # as after "climb": the survivor has seen this one
    return RULES.state_from_json(data, content())


def test_the_revealed_view_names_every_face_down_mob_card(mid):
    cards = [entry["card"] for entry in mid.mob]
    known = [entry["known"] for entry in mid.mob]
    assert known[0] and known.count(False) >= 2
    table, seat = RULES.view(mid, None), RULES.view(mid, 0)
    revealed = RULES.revealed_view(mid)
    for k, card in enumerate(cards):
        if known[k]:
            assert table["mob"][k] == seat["mob"][k] == revealed["mob"][k] == card
        else:
            assert table["mob"][k] is None and seat["mob"][k] is None      # hidden from the table and the seat
            assert revealed["mob"][k] == card                               # named when everything is revealed
    assert revealed["mob_face_down"] == [not k for k in known]
    assert "mob_face_down" not in table and "mob_face_down" not in seat
    # the decks stay counts (their order is nothing the table shows), the side-mission deck included
    assert revealed["decks"] == table["decks"] == {"buildings": len(mid.building_deck), "rubble": len(mid.rubble_deck),
                                                   "zombies": len(mid.zombie_deck), "side_missions": len(mid.side_deck)}
    assert all(isinstance(n, int) for n in revealed["decks"].values())


def _outside_the_hidden(view: dict) -> dict:
    return {key: value for key, value in view.items() if key not in REVEALED_ONLY}


def test_outside_the_mob_the_revealed_view_is_the_table_view(mission, mid):
    for data in [*mission[::7], RULES.state_to_json(mid)]:
        state = RULES.state_from_json(data, content())
        table, revealed = RULES.view(state, None), RULES.revealed_view(state)
        assert set(revealed) == set(table) | {"mob_face_down"}
        assert _outside_the_hidden(revealed) == _outside_the_hidden(table)
        assert len(revealed["mob"]) == len(table["mob"])
        # where the table names a mob card, the revealed view names the same one
        assert all(shown is None or shown == named for shown, named in zip(table["mob"], revealed["mob"]))
        assert None not in revealed["mob"]
        json.dumps(revealed)        # plain data, like every view


def test_the_ordinary_views_and_the_state_stay_as_they_were(mission, mid):
    for state in [mid, *(RULES.state_from_json(data, content()) for data in mission[::11])]:
        before_state = json.dumps(RULES.state_to_json(state), sort_keys=True)
        before = {seat: copy.deepcopy(RULES.view(state, seat)) for seat in (None, 0)}
        revealed = RULES.revealed_view(state)
        revealed["mob"].append("tampered")         # the revealed view is a copy: changing it changes nothing
        revealed["zones"].clear()
        assert {seat: RULES.view(state, seat) for seat in (None, 0)} == before
        assert json.dumps(RULES.state_to_json(state), sort_keys=True) == before_state
        # and what a seat sees of the mob is still only what it knew
        assert before[0]["mob"] == [entry["card"] if entry["known"] else None for entry in state.mob]


@pytest.mark.parametrize("size", WINDOWS)
def test_the_board_draws_the_revealed_mob_face_up(mid, size):
    board, surface = render_board(EverythingLostBoard, content(), RULES.revealed_view(mid), None, size=size)
    table_board, _ = render_board(EverythingLostBoard, content(), RULES.view(mid, None), None, size=size)
    for k, entry in enumerate(mid.mob):
        rect = board.target_rect(f"mob:{k}")
        assert rect is not None and rect.width > 0, f"no mob:{k}"
        # a card drawn face up can be pointed at and shown large; a face-down one of the table's view never
        assert board._card_view(f"mob:{k}", rect) is not None
        assert (table_board._card_view(f"mob:{k}", table_board.target_rect(f"mob:{k}")) is None) == \
            (not entry["known"])
        # the gold rim round the cards the survivor saw only from the back
        rim = tuple(surface.get_at((rect.centerx, rect.top - 1)))[:3]
        assert (rim == HIDDEN_RIM) == (not entry["known"]), (k, rim)


def test_a_whole_mission_gives_revealed_views_the_board_draws(mission):
    board = EverythingLostBoard(content())
    for size in WINDOWS:
        for data in mission[::10] + mission[-1:]:
            state = RULES.state_from_json(data, content())
            view = RULES.revealed_view(state)
            render_board(EverythingLostBoard, content(), view, None, size=size, board=board)
            targets = {box.target for box in board.hitboxes}
            assert {f"mob:{k}" for k in range(len(state.mob))} <= targets
            assert {"deck:zombies", "mission", "track:threat"} <= targets


def test_mob_faces_drawn_later_are_each_their_own_card(mid):
    """With five named mob cards a frame draws some as stand-ins and warm_up makes their faces later:
    each must be its own card's face, not the last card of the loop's."""
    from tests.board_helpers import pixels, warm_until_done
    board = EverythingLostBoard(content())
    board.NEW_FACES_PER_FRAME = 0              # every face is left for warm_up
    render_board(EverythingLostBoard, content(), RULES.revealed_view(mid), None, size=(1920, 1080), board=board)
    assert board.showing_stand_ins
    warm_until_done(board, 0.05)
    size = board.target_rect("mob:0").size
    for entry in mid.mob:
        record = content().tables["zombies"][entry["card"]]
        made_later = board._faces[("zombie", record.id, size)]
        assert pixels(made_later) == pixels(board._card_face("zombie", record, None, size)), record.id
