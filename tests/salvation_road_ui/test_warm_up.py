"""SalvationRoadBoard.warm_up: the table and the cards drawn ahead on quiet frames, as Hit Z Road's
board does (both with game.ui.board_kit.WarmUpQueue; see tests/hit_z_road_ui/test_warm_up.py)."""
from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.salvation_road.card_art import character_cards, location_cards  # noqa: E402
from game.games.salvation_road.board import SalvationRoadBoard  # noqa: E402
from game.ui.board import BoardFrame  # noqa: E402
from tests.board_helpers import pixels, render_board, warm_until_done  # noqa: E402
from tests.salvation_road_ui import fixtures as fx  # noqa: E402

QUIET_FRAME_S = 0.008          # what the match screen lends a quiet frame (BOARD_WARM_UP_S)
SIZE = (1280, 720)


@pytest.fixture(scope="module")
def rules_content():
    pygame.display.init()
    pygame.font.init()
    loaded = fx.load_content()
    if loaded is None:
        pytest.skip("the Salvation Road rules' content is needed")
    return loaded


def faces_drawn() -> tuple[int, int]:
    """How many location and character faces card_art has drawn (its caches' misses)."""
    return location_cards._location_card.cache_info().misses, character_cards._character_card.cache_info().misses


def with_other_locations(content, view: dict) -> dict:
    """The view with every face-up location replaced by another card of the content (a new round)."""
    shown = {str(loc.get("id")) for loc in view["locations"]}
    others = [card for lid, card in sorted(content.table("locations").items()) if lid not in shown]
    deal = copy.deepcopy(view)
    for loc, card in zip((loc for loc in deal["locations"] if loc.get("face_up", True)), others):
        loc.update(id=card.id, name=card.name, recon=card.recon, track=list(card.track), face_up=True,
                   ability={"name": card.ability.name, "text": card.ability.text})
    assert {loc["id"] for loc in deal["locations"]} != {loc["id"] for loc in view["locations"]}
    return deal


def test_nothing_to_warm_up_before_a_view_is_drawn_or_prepared(rules_content):
    board = SalvationRoadBoard(rules_content)
    board.set_rect(pygame.Rect((0, 0), SIZE))
    assert board.warm_up(QUIET_FRAME_S) is False


def test_warm_up_draws_the_next_locations_ahead_within_its_budget(rules_content):
    view, viewer, highlights = fx.fixture("opening_2p")
    board, surface = render_board(SalvationRoadBoard, rules_content, view, viewer, highlights, size=SIZE)
    times = warm_until_done(board, QUIET_FRAME_S)
    assert sorted(times)[len(times) // 2] < 4 * QUIET_FRAME_S    # a stage may overrun; the typical call does not
    assert board.warm_up(QUIET_FRAME_S) is False                 # done, until the view changes
    deal = with_other_locations(rules_content, view)
    before = faces_drawn()
    board.draw(surface, BoardFrame(deal, None, viewer, frozenset(highlights)))
    assert faces_drawn() == before                               # every location turned up was ready


def test_a_prepared_board_draws_its_first_frame_from_what_warm_up_drew(rules_content):
    view, viewer, highlights = fx.fixture("threat_4p")
    location_cards._location_card.cache_clear()
    character_cards._character_card.cache_clear()
    board = SalvationRoadBoard(rules_content)
    board.set_rect(pygame.Rect((0, 0), SIZE))
    board.prepare(view)
    warm_until_done(board, QUIET_FRAME_S)
    before = faces_drawn()
    _, warmed = render_board(SalvationRoadBoard, rules_content, view, viewer, highlights, size=SIZE, board=board)
    assert faces_drawn() == before
    # and the picture is the one a board drawn without warm-up makes
    _, plain = render_board(SalvationRoadBoard, rules_content, view, viewer, highlights, size=SIZE)
    assert pixels(warmed) == pixels(plain)


def test_a_new_size_plans_the_faces_again(rules_content):
    view, viewer, highlights = fx.fixture("apocalypse_3p")
    board, _ = render_board(SalvationRoadBoard, rules_content, view, viewer, highlights, size=SIZE)
    warm_until_done(board, QUIET_FRAME_S)
    board, big = render_board(SalvationRoadBoard, rules_content, view, viewer, highlights, size=(1920, 1080),
                              board=board)
    warm_until_done(board, QUIET_FRAME_S)
    before = faces_drawn()
    board.draw(big, BoardFrame(with_other_locations(rules_content, view), None, viewer, frozenset(highlights)))
    assert faces_drawn() == before
