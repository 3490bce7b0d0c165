"""The New Boards drawn (L1686-1722), headless, from live Leader-played matches at both window sizes: each board's
house draws a room for every one of its spaces (`space:<id>`) and none of another board's, inside the board, in
its own shape (No Man's Home: the small house with the Neighbourhood beside it, one column a distance; The
Crossing: two wings with the gap between them); the sniper's marks (each place's odds, the distances over the
street, the gap on each floor) are hitboxes with their words; a wreck is drawn as its Fitting's card, and a
repair to come as its ghost; the tooltips name a place's odds, a wing, a wreck's repair and its half cost, the
Place a New Fitting space and a Character's wing; the house's picture is kept per size and board."""
from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.board.layout import lay_out_table
from game.ui.board import BoardFrame, BoardSettings
from .board_fixtures import content, day_prompts, display  # noqa: F401  (fixtures)

SIZES = ((866, 700), (1450, 1060))          # the match screen's board at 1280x720 and 1920x1080
HOME, CROSSING = "no_mans_home", "the_crossing"




def spaces_of(content, side: str) -> set[str]:
    return {space_id for space_id, space in content.tables["shelter"].items() if space.side == side}



@pytest.fixture(scope="module")
def home(content):
    return day_prompts(content, ("normal", HOME), 4)


@pytest.fixture(scope="module")
def crossing(content):
    return day_prompts(content, ("normal", CROSSING), 4)


def new_board(content, size):
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *size))
    return board


def draw(board, view, prompt=None):
    lit = frozenset(o.target for o in prompt.options if o.target) if prompt else frozenset()
    surface = pygame.Surface(board.rect.size)
    board.draw(surface, BoardFrame(view, prompt, prompt.seat if prompt else 0, lit))
    return surface


def space_ids(board) -> set[str]:
    return {box.target[len("space:"):] for box in board.hitboxes if box.target.startswith("space:")}


def grid_of(content, side: str) -> dict:
    return {(s.floor, s.column): s for s in content.tables["shelter"].values() if s.side == side}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", [HOME, CROSSING])
def test_each_board_draws_a_room_for_each_of_its_spaces_and_no_other(content, home, crossing, variant, size):
    played = home if variant == HOME else crossing
    board = new_board(content, size)
    for view, prompt in played[::9]:
        assert set(view["shelter"]) == spaces_of(content, variant)
        draw(board, view, prompt)
        assert space_ids(board) == spaces_of(content, variant)
        for box in board.hitboxes:
            assert board.rect.contains(box.rect), box.target
            assert box.tooltip, box.target
        for target in {o.target for o in prompt.options if o.target and o.target.startswith("space:")}:
            assert board.target_rect(target) is not None, target


@pytest.mark.parametrize("size", SIZES)
def test_no_mans_home_lays_the_neighbourhood_beside_the_house(content, size):
    grid = grid_of(content, HOME)
    lay = lay_out_table(*size, 1.0, 3, frozenset(grid), grid)
    front = lay_out_table(*size, 1.0, 3)
    cells = lay.cells
    assert set(cells) == set(grid)
    assert all(lay.house.contains(c) for c in cells.values())
    assert not any(a.colliderect(b) for a, b in itertools.combinations(cells.values(), 2))
    house = [c for (f, _c), c in cells.items() if f != "street"]
    street = {col: c for (f, col), c in cells.items() if f == "street"}
    assert all(lay.building.contains(c) for c in house) and min(c.width for c in house) >= front.cells[("top", 0)].width - 1
    assert all(c.x > lay.building.right and lay.street.contains(c) for c in street.values())
    by_distance = sorted(street, key=lambda col: grid[("street", col)].distance)
    xs = [street[col].x for col in by_distance]
    assert xs == sorted(xs), "the farther, the farther from the house"
    assert min(min(c.width, c.height) for c in street.values()) >= 80


@pytest.mark.parametrize("size", SIZES)
def test_the_crossing_lays_two_wings_with_the_gap_between(content, size):
    grid = grid_of(content, CROSSING)
    lay = lay_out_table(*size, 1.0, 3, frozenset(grid), grid)
    cells = lay.cells
    assert set(cells) == set(grid) and len(cells) == 27
    assert all(lay.house.contains(c) for c in cells.values())
    assert not any(a.colliderect(b) for a, b in itertools.combinations(cells.values(), 2))
    left, right = lay.wings["left"], lay.wings["right"]
    assert left.right <= lay.crossing.x and lay.crossing.right <= right.x
    for key, cell in cells.items():
        assert (lay.wings[grid[key].area]).contains(cell), key
    assert min(min(c.width, c.height) for c in cells.values()) >= 76


def test_the_sniper_marks_are_hitboxes_with_their_odds(content, home, crossing):
    board = new_board(content, SIZES[0])
    draw(board, *home[0])
    marks = {box.target: box.tooltip for box in board.hitboxes if box.target.startswith("street:")}
    assert set(marks) == {"street:1", "street:2", "street:3"}
    assert "a 1" in marks["street:1"] and "1-2" in marks["street:2"] and "1-3" in marks["street:3"]
    draw(board, *crossing[0])
    marks = {box.target: box.tooltip for box in board.hitboxes if box.target.startswith("gap:")}
    assert set(marks) == {"gap:top", "gap:ground", "gap:cellar"}
    assert all("1-2" in words and "gap" in words for words in marks.values())
    gap = board._layout.crossing
    assert all(gap.contains(box.rect.clip(gap)) and box.rect.colliderect(gap)
               for box in board.hitboxes if box.target.startswith("gap:"))


def test_a_wreck_is_drawn_as_its_fitting_and_a_repair_to_come_as_its_ghost(content, crossing, monkeypatch):
    drawn, ghosts = [], []
    wreck, ghost = ThisWarOfMineBoard._draw_wreck, ThisWarOfMineBoard._draw_fitting_coming

    def spy_wreck(self, layer, space_id, fitting_id, rect, card):
        drawn.append((space_id, fitting_id))
        return wreck(self, layer, space_id, fitting_id, rect, card)

    def spy_ghost(self, layer, fitting_id, how, rect, card):
        ghosts.append((fitting_id, how))
        return ghost(self, layer, fitting_id, how, rect, card)
    monkeypatch.setattr(ThisWarOfMineBoard, "_draw_wreck", spy_wreck)
    monkeypatch.setattr(ThisWarOfMineBoard, "_draw_fitting_coming", spy_ghost)
    table = content.tables["shelter"]
    view, prompt = crossing[0]
    board = new_board(content, SIZES[1])
    draw(board, view, prompt)
    wrecks = {(s, table[s].ruined) for s, spot in view["shelter"].items() if table[s].ruined and not spot["fitting"]}
    assert wrecks and set(drawn) == wrecks
    space, fitting = sorted(wrecks)[0]
    given = dict(view, under_way=dict(view["under_way"], stage={"assigned": {"0": f"repair:{space}"}}))
    draw(board, given)
    assert (fitting, "repair") in ghosts
    assert "to be repaired here" in tips.tooltip(given, f"space:{space}", content)
    assert tips.action_words(given, 0, content).startswith("will repair")


def test_the_tooltips_name_odds_wings_wrecks_and_the_place_to_build(content, home, crossing):
    table = content.tables["shelter"]
    seen = set()
    for view, _prompt in home[::5] + crossing[::5]:
        for space_id, spot in view["shelter"].items():
            space, tip = table[space_id], tips.tooltip(view, f"space:{space_id}", content)
            assert tip, space_id
            if space.distance:
                risk = "a 1" if space.distance == 1 else f"1-{space.distance}"
                assert space.printed.name in tip and f"shot at on {risk}" in tip, tip
                seen.add("street")
            if space.area:
                assert f"{space.area} wing" in tip, tip
                seen.add("wing")
            if space.ruined and not spot["fitting"]:
                fitting = content.tables["fittings"][space.ruined]
                assert f"wrecked {fitting.name}" in tip and "Repair the Fitting" in tip and "half" in tip, tip
                seen.add("wreck")
            if space.ruined and spot["fitting"]:
                assert "Repaired" in tip
                seen.add("repaired")
            if space.printed is not None and space.printed.kind == "place_fitting":
                assert "Place a New Fitting" in tip and "cross the gap" in tip, tip
                seen.add("place")
    assert seen == {"street", "wing", "wreck", "repaired", "place"}


def test_a_character_s_tooltip_names_their_wing(content, crossing):
    view, _prompt = crossing[0]
    people = [dict(p) for p in view["characters"]]
    people[0]["area"] = "left"
    assert "left wing of The Crossing" in tips.tooltip(dict(view, characters=people), "character:0", content)
    assert "wing" not in tips.tooltip(view, "character:1", content)


def test_the_house_s_picture_is_kept_per_size_and_board(content, home, crossing):
    board = new_board(content, SIZES[0])
    draw(board, home[0][0])
    home_picture = board._background
    draw(board, crossing[0][0])
    assert board._background is not home_picture
    assert board._background.get_size() == board._layout.house.size
    draw(board, home[-1][0])
    assert board._background is home_picture, "No Man's Home's picture again, not drawn anew"
    assert len(board._houses) == 2
