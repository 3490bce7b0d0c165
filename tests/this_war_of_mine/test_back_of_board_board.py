"""The board on the back of the board (L447-472), headless, from a live Leader-played match: the house of the
side in play is drawn at both window sizes, a room for each of its spaces and none of the other side's, laid
out in the back's own shape (a smaller house, the garden past its left wall, the outbuildings apart on the
right, all in the house's area); the front still draws its 3 x 9 house as before; the printed actions show
a plaque while open and a faint pictogram while covered; a stack's card carries its count; a printed space's,
a sniper room's and a stack's tooltips say so; a Character given a printed action stands on it; the house's
picture is kept per size and side."""
from __future__ import annotations

import collections

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.board.layout import COLUMNS, FLOORS, lay_out_table
from game.games.this_war_of_mine.effects import SNIPER_HITS
from game.ui.board import BoardFrame, BoardSettings
from .board_fixtures import content, day_prompts, display  # noqa: F401  (fixtures)

SIZES = ((866, 700), (1450, 1060))          # the match screen's board at 1280x720 and 1920x1080




def sides(content) -> dict[str, set[str]]:
    out = collections.defaultdict(set)
    for space_id, space in content.tables["shelter"].items():
        out[space.side].add(space_id)
    return out



@pytest.fixture(scope="module")
def back(content):
    return day_prompts(content, ("normal", "back_of_board"), 6)


@pytest.fixture(scope="module")
def front(content):
    return day_prompts(content, ("normal",), 2)


def new_board(content, size):
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *size))
    return board


def draw(board, view, prompt=None, size=None):
    lit = frozenset(o.target for o in prompt.options if o.target) if prompt else frozenset()
    surface = pygame.Surface(size or board.rect.size)
    board.draw(surface, BoardFrame(view, prompt, prompt.seat if prompt else 0, lit))
    return surface


def space_ids(board) -> set[str]:
    return {box.target[len("space:"):] for box in board.hitboxes if box.target.startswith("space:")}


def test_the_match_shows_only_the_back(content, back):
    view, _prompt = back[0]
    assert "back_of_board" in view["options"]
    assert set(view["shelter"]) == sides(content)["back"]
    assert any(spot["stack"] == 6 for spot in view["shelter"].values())


@pytest.mark.parametrize("size", SIZES)
def test_the_back_draws_a_room_for_each_of_its_spaces_and_none_of_the_front(content, back, size):
    board = new_board(content, size)
    for view, prompt in back[::7]:
        draw(board, view, prompt)
        assert space_ids(board) == sides(content)["back"]
        for box in board.hitboxes:
            assert board.rect.contains(box.rect), box.target
        for target in {o.target for o in prompt.options if o.target and o.target.startswith("space:")}:
            assert board.target_rect(target) is not None, target


@pytest.mark.parametrize("size", SIZES)
def test_the_front_draws_as_before(content, front, size):
    board = new_board(content, size)
    view, prompt = front[0]
    draw(board, view, prompt)
    assert space_ids(board) == sides(content)["front"]
    legacy = lay_out_table(*size, 1.0, 3)
    assert board._layout.cells == legacy.cells, "the front's layout is the one it always had"
    rooms = legacy.house.width - 2 * max(4, round(legacy.house.width * 0.012))
    assert len(legacy.cells) == len(FLOORS) * COLUMNS
    assert abs(sum(legacy.cells[("ground", c)].width for c in range(COLUMNS)) - rooms) <= 1


@pytest.mark.parametrize("size", SIZES)
def test_the_back_is_laid_out_in_its_own_shape(content, size):
    spaces = [s for s in content.tables["shelter"].values() if s.side == "back"]
    shape = frozenset((s.floor, s.column) for s in spaces)
    lay = lay_out_table(*size, 1.0, 3, shape)
    front = lay_out_table(*size, 1.0, 3)
    cells = lay.cells
    assert set(cells) == shape
    assert all(lay.house.contains(c) for c in cells.values())
    assert not any(a.colliderect(b) for a, b in itertools.combinations(cells.values(), 2))
    assert min(c.width for c in cells.values()) >= 80 and min(c.height for c in cells.values()) >= 80
    assert lay.house.contains(lay.building) and lay.building.width < 0.7 * lay.house.width, "a smaller house"
    inside = [c for c in cells.values() if lay.building.contains(c)]
    assert len(inside) == len(cells) - 4, "all but the garden and the three rooms outside lie in the house"
    garden = next(s for s in spaces if s.printed is not None and s.printed.kind == "garden")
    assert cells[(garden.floor, garden.column)].x < lay.building.x, "the Wild Garden reaches past the wall"
    outside = [c for (f, col), c in cells.items() if f == "ground" and c.x >= lay.building.right]
    assert len(outside) == 3
    spread = pygame.Rect(cells[(garden.floor, garden.column)]).unionall(list(cells.values()))
    assert spread.width > 0.9 * lay.house.width, "well placed: across the same area, not a front with holes"
    room_w = [c.width for (f, col), c in cells.items() if f == "top"]
    assert min(room_w) >= front.cells[("top", 0)].width - 1, "rooms at least as wide as the front's"


def test_the_printed_actions_show_open_or_faint_and_the_stack_its_count(content, back, monkeypatch):
    board = new_board(content, SIZES[0])
    printed, chips = [], []
    plaque = ThisWarOfMineBoard._draw_printed
    chip = ThisWarOfMineBoard._chip

    def spy_printed(self, layer, kind, name, rect, covered):
        printed.append((name, covered, tuple(rect)))
        return plaque(self, layer, kind, name, rect, covered)

    def spy_chip(self, target, words, *args, **kwargs):
        chips.append(words)
        return chip(self, target, words, *args, **kwargs)
    monkeypatch.setattr(ThisWarOfMineBoard, "_draw_printed", spy_printed)
    monkeypatch.setattr(ThisWarOfMineBoard, "_chip", spy_chip)
    view, prompt = back[0]
    draw(board, view, prompt)
    table = content.tables["shelter"]
    shown = {name for name, _c, _r in printed}
    assert shown == {table[s].printed.name for s in view["shelter"] if table[s].printed is not None}
    for space_id, spot in view["shelter"].items():
        space = table[space_id]
        if space.printed is None:
            continue
        rect = tuple(board._layout.cells[(space.floor, space.column)])
        covered = bool(spot["kind"] or spot["fitting"])
        assert (space.printed.name, covered, rect) in printed, space_id
    stacks = {spot["stack"] for spot in view["shelter"].values() if spot["stack"] > 1}
    assert stacks == {2, 6}
    assert {f"x{n}" for n in stacks} <= set(chips)


def test_the_stack_s_badge_is_drawn_on_its_card(content, back):
    view, _prompt = back[0]
    stacked = next(s for s, spot in view["shelter"].items() if spot["stack"] == 6)
    alone = dict(view, shelter=dict(view["shelter"], **{stacked: dict(view["shelter"][stacked], stack=1)}))
    board = new_board(content, SIZES[1])
    with_badge = draw(board, view)
    space = content.tables["shelter"][stacked]
    cell = board._layout.cells[(space.floor, space.column)]
    without = draw(new_board(content, SIZES[1]), alone)
    changed = [(x, y) for x in range(cell.x, cell.right, 2) for y in range(cell.y, cell.bottom, 2)
               if with_badge.get_at((x, y)) != without.get_at((x, y))]
    assert changed and all(cell.contains(pygame.Rect(p, (1, 1))) for p in changed)
    assert min(y for _x, y in changed) < cell.y + cell.height // 3, "the badge and the edges lie at the card's head"


def test_the_tooltips_name_printed_actions_sniper_fire_and_stacks(content, back):
    table = content.tables["shelter"]
    seen = set()
    for view, _prompt in back:
        for space_id, spot in view["shelter"].items():
            space, tip = table[space_id], tips.tooltip(view, f"space:{space_id}", content)
            if space.printed is not None:
                assert space.printed.name in tip, space_id
                covered = bool(spot["kind"] or spot["fitting"])
                assert ("Printed under" in tip) == covered, tip
                seen.add("printed covered" if covered else "printed open")
            if space.sniper:
                assert "Sniper fire" in tip and f"1-{SNIPER_HITS}" in tip, space_id
                seen.add("sniper")
            if spot["stack"] > 1:
                assert f"stack of {spot['stack']}" in tip.lower(), tip
                seen.add("stack")
    assert seen == {"printed covered", "printed open", "sniper", "stack"}



def test_a_character_given_a_printed_action_stands_on_it(content, back):
    view, _prompt = next((v, p) for v, p in back if any(
        content.tables["shelter"][s].printed is not None and not spot["kind"] and not spot["fitting"]
        for s, spot in v["shelter"].items()))
    open_space = next(s for s, spot in view["shelter"].items() if content.tables["shelter"][s].printed is not None
                      and not spot["kind"] and not spot["fitting"])
    given = dict(view, under_way=dict(view["under_way"], stage={"assigned": {"0": f"printed:{open_space}",
                                                                              "1": "outside"}}))
    assert tips.action_space(f"printed:{open_space}", content, given) == open_space
    door = next(s for s in view["shelter"] if content.tables["shelter"][s].holds == "outside")
    assert tips.action_space("outside", content, given) == door, "the fixed space of the side in play"
    assert tips.action_words(given, 0, content).startswith("will ")
    board = new_board(content, SIZES[0])
    draw(board, given)
    for index, space_id in ((0, open_space), (1, door)):
        space = content.tables["shelter"][space_id]
        cell = board._layout.cells[(space.floor, space.column)]
        assert any(cell.contains(box.rect) for box in board.hitboxes if box.target == f"character:{index}"), space_id


def test_the_house_s_picture_is_kept_per_size_and_side(content, back, front):
    board = new_board(content, SIZES[0])
    draw(board, back[0][0])
    back_picture = board._background
    draw(board, front[0][0])
    assert board._background is not back_picture
    draw(board, back[-1][0])
    assert board._background is back_picture, "the back's picture again, not drawn anew"
    assert len(board._houses) == 2
    board.set_rect(pygame.Rect(0, 0, *SIZES[1]))
    draw(board, back[0][0])
    assert board._background is not back_picture and board._background.get_size() == board._layout.house.size
