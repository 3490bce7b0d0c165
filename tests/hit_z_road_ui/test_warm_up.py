"""Drawing card faces ahead of time: card_art.card_face_job and HitZRoadBoard.warm_up."""
from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.hit_z_road import card_art  # noqa: E402
from game.games.hit_z_road.board import HitZRoadBoard, card_dict  # noqa: E402
from game.ui.board import BoardFrame, BoardRenderer, BoardSettings  # noqa: E402
from tests.board_helpers import warm_until_done as warm_all  # noqa: E402
from tests.hit_z_road_ui import hzr_board_fixtures as fx  # noqa: E402

BUDGET_S = 0.008


@pytest.fixture(scope="module")
def content():
    pygame.display.init()
    pygame.font.init()
    return fx.load_content()


def card(content, card_id: str) -> dict:
    data = card_dict(content.table("cards")[card_id])
    data["id"] = card_id
    return data


def board_showing(content, view) -> tuple[HitZRoadBoard, pygame.Surface]:
    surface = pygame.Surface((1280, 720))
    board = HitZRoadBoard(content, BoardSettings())
    board.set_rect(surface.get_rect())
    board.draw(surface, BoardFrame(view, None, 0))
    return board, surface


def warm_until_done(board: HitZRoadBoard) -> list[float]:
    return warm_all(board, BUDGET_S)


def count_card_faces(monkeypatch) -> list[str]:
    drawn: list[str] = []
    real = card_art.card_face

    def counting(data, size, override=None):
        drawn.append(data["id"])
        return real(data, size, override)
    monkeypatch.setattr(card_art, "card_face", counting)
    return drawn


def test_a_face_drawn_in_stages_is_the_face(content):
    for card_id in sorted(content.table("cards"))[:3]:
        data = card(content, card_id)
        card_art._procedural_face.cache_clear()
        card_art._scene.cache_clear()
        whole = pygame.image.tobytes(card_art.card_face(data, (120, 168)), "RGBA")
        card_art._procedural_face.cache_clear()
        card_art._scene.cache_clear()
        stages = sum(1 for _ in card_art.card_face_job(data, (120, 168)))
        assert stages > 3
        face = card_art.card_face(data, (120, 168))
        assert face is card_art.card_face(data, (120, 168))          # from the cache
        assert pygame.image.tobytes(face, "RGBA") == whole
        assert not list(card_art.card_face_job(data, (120, 168)))    # nothing left to do


def test_the_base_renderer_has_nothing_to_warm_up(content):
    assert BoardRenderer(content).warm_up(BUDGET_S) is False


def test_warm_up_draws_the_next_deal_ahead_within_its_budget(content, monkeypatch):
    view = fx.mid_auction()                    # 4 players, the deck's next level is 2
    board, surface = board_showing(content, view)
    times = warm_until_done(board)
    assert sorted(times)[len(times) // 2] < 4 * BUDGET_S     # a stage may overrun; the typical call does not
    # the next deal: any level-2 cards, poker ones included (4 players)
    level_two = sorted(cid for cid, c in content.table("cards").items() if c.level == 2)
    assert any(content.table("cards")[cid].poker for cid in level_two)
    deal = copy.deepcopy(view)
    for index, path in enumerate(deal["paths"]):
        for slot, entry in enumerate(path["cards"]):
            entry["id"] = level_two[-(2 * index + slot + 1)]
    drawn = count_card_faces(monkeypatch)
    board._warming = False                     # a missing face would now be drawn, and counted
    board.draw(surface, BoardFrame(deal, None, 0))
    assert drawn == []                         # every face on the new table was ready


def test_missing_faces_wait_as_placeholders_once_warm_up_is_in_use(content, monkeypatch):
    view = fx.mid_auction()
    board, surface = board_showing(content, view)
    board.warm_up(BUDGET_S)                    # the screen has started lending quiet frames
    level_three = sorted(cid for cid, c in content.table("cards").items() if c.level == 3)
    deal = copy.deepcopy(view)
    deal["deck"] = {"count": 20, "next_level": 3}
    for index, path in enumerate(deal["paths"]):
        for slot, entry in enumerate(path["cards"]):
            entry["id"] = level_three[2 * index + slot]
    drawn = count_card_faces(monkeypatch)
    board.draw(surface, BoardFrame(deal, None, 0))
    assert drawn == []                         # the first frame did not wait for a face
    first = pygame.image.tobytes(surface, "RGB")
    asked_to_redraw = False
    for _ in range(5000):
        more = board.warm_up(BUDGET_S)
        asked_to_redraw |= board.update(0.0)
        if not more:
            break
    assert asked_to_redraw
    assert set(drawn) >= {entry["id"] for path in deal["paths"] for entry in path["cards"]}
    board.draw(surface, BoardFrame(deal, None, 0))
    assert pygame.image.tobytes(surface, "RGB") != first
    # the same hitboxes either way: a placeholder is only a picture
    assert {b.target for b in board.hitboxes} >= {f"card:{level_three[0]}", "path:0"}


def test_without_warm_up_faces_are_drawn_at_once(content, monkeypatch):
    view = fx.mid_auction()
    drawn = count_card_faces(monkeypatch)
    board_showing(content, view)
    assert set(drawn) >= {entry["id"] for path in view["paths"] for entry in path["cards"]}
