"""The Character boards module's look (L1654-1658), headless: with "character_boards" in the view's options
each Character's panel draws a board of five tracks where the State tokens stood (and nothing else on the
table changes); every track keeps its token's element id and tooltip, inside its panel, for 1-4 Characters
at both window sizes (and for a fifth, whose short panels keep the tokens); the cube moves from the first
slot (level 0) to the last (level 4); the dead still draw; the track that limits the day is ringed; the
tracks' words stay readable; and drawing never raises along a live game with the module."""
from __future__ import annotations

import copy
import random

import pygame
import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.board.character_boards import CUBE, RING
from game.games.this_war_of_mine.board.layout import LEAST_PX, READABLE_PX
from game.games.this_war_of_mine.effects import STATES
from game.games.this_war_of_mine.rules import RULES

from .test_board import SIZES, frame, new_board
from .board_fixtures import content, display  # noqa: F401  (fixtures)

OPTION = "character_boards"
PEOPLE = ("ilija", "jasna", "petar", "danica", "hasan")




@pytest.fixture(scope="module")
def start(content):
    """The first view of a live game played with the module."""
    setup = MatchSetup("this_war_of_mine", (Seat("Ana"), Seat("Ben")), 3, ("normal", OPTION))
    match = Match(RULES, setup, content, keep_undo=False)
    view = match.view(match.pending.seat)
    assert OPTION in view["options"]
    return view


def with_people(view: dict, states: list[dict], alive: list[bool] | None = None, boards: bool = True) -> dict:
    """The view with one Character per entry of states (at those levels), with or without the module."""
    out = copy.deepcopy(view)
    model = (out.get("characters") or [{}])[0]
    out["characters"] = []
    for k, levels in enumerate(states):
        person = copy.deepcopy(model)
        person.update(id=PEOPLE[k], states=dict(levels), alive=True if alive is None else alive[k], left=False,
                      away=False, asleep=False, place="floor", treatments=[])
        out["characters"].append(person)
    options = [o for o in out.get("options") or [] if o != OPTION]
    out["options"] = options + [OPTION] if boards else options
    return out


def drawn(content, size, view):
    board = new_board(content, size, speed=0)
    surface = pygame.Surface(size)
    board.draw(surface, frame(view, None, 0))
    return board, surface


def state_boxes(board, i: int) -> dict:
    return {box.target.rpartition(":")[2]: box for box in board.hitboxes if box.target.startswith(f"state:{i}:")}


def differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if a.get_at((x, y)) != b.get_at((x, y)))


MIXED = [{"fatigue": 2, "hunger": 3, "wounds": 1}, {}, {"illness": 3, "misery": 2}, {"hunger": 1, "fatigue": 1},
         {"wounds": 2}]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (1, 2, 3, 4))
def test_the_tracks_stand_where_the_tokens_stood_and_nothing_else_changes(content, start, size, n):
    tokens, plain = drawn(content, size, with_people(start, MIXED[:n], boards=False))
    tracks, boarded = drawn(content, size, with_people(start, MIXED[:n]))
    lay = tracks._layout
    for i in range(n):
        where = state_boxes(tokens, i)
        assert len(where) == 5 and all(box.rect.width == box.rect.height for box in where.values()), "tokens"
        area = where["fatigue"].rect.unionall([box.rect for box in where.values()])
        assert differs(plain, boarded, area) > area.width * area.height // 10, f"panel {i}'s States look the same"
        rows = state_boxes(tracks, i)
        assert all(box.rect.width > 2 * box.rect.height for box in rows.values()), "a track is a row"
    for name in ("track", "house", "goods", "cards"):
        region = getattr(lay, name)
        assert differs(plain, boarded, region) == 0, f"the {name} changed"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (1, 2, 3, 4, 5))      # 5: a joiner's panels, too short for tracks: tokens
def test_every_track_keeps_its_element_id_and_tooltip_inside_its_panel(content, start, size, n):
    view = with_people(start, MIXED[:n], alive=[k != 1 for k in range(n)])
    board, _surface = drawn(content, size, view)
    panels = board._layout.panels
    for i in range(n):
        rows = state_boxes(board, i)
        assert sorted(rows) == sorted(STATES), (i, sorted(rows))
        for name, box in rows.items():
            assert panels[i].contains(box.rect), (i, name)
            assert box.tooltip == tips.tooltip(view, f"state:{i}:{name}", content)
            assert board.hit_test(box.rect.center) == f"state:{i}:{name}"
            assert board.tooltip_at(box.rect.center) == box.tooltip, "the hover says the State's words"
        ordered = [rows[name].rect for name in STATES]
        stacked = all(a.bottom <= b.top for a, b in zip(ordered, ordered[1:]))
        assert stacked or (n > 4 and all(a.right <= b.left for a, b in zip(ordered, ordered[1:]))), (i, ordered)
        assert stacked or n > 4, "five rows, top to bottom"


def cube_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], CUBE)) <= 6)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (1, 2, 4))
def test_the_cube_goes_from_the_first_slot_to_the_last_and_the_dead_still_draw(content, start, size, n):
    fresh, spent = [{name: 0 for name in STATES}] * n, [{name: 4 for name in STATES}] * n
    for alive in (True, False):
        board, low = drawn(content, size, with_people(start, fresh, alive=[alive] * n))
        again, high = drawn(content, size, with_people(start, spent, alive=[alive] * n))
        for i in range(n):
            rows = state_boxes(board, i)
            assert sorted(rows) == sorted(STATES) and sorted(state_boxes(again, i)) == sorted(STATES)
            for name, box in rows.items():
                row = box.rect
                last = pygame.Rect(row.right - row.width // 8, row.y, row.width // 8, row.height)
                left = pygame.Rect(row.x, row.y, row.width // 2, row.height)
                assert differs(low, high, row), (alive, i, name, "levels 0 and 4 look the same")
                if alive:       # (the dead lie under a veil: the cube's colour is dimmed)
                    assert cube_pixels(high, last) and not cube_pixels(low, last), (i, name, "the cube at 4")
                    assert cube_pixels(low, left) and not cube_pixels(high, left), (i, name, "the cube at 0")


def test_the_track_that_limits_the_day_is_ringed(content, start):
    view = with_people(start, [{"fatigue": 3, "hunger": 1}, {"fatigue": 3, "hunger": 1}], alive=[True, False])
    board, surface = drawn(content, SIZES[1], view)
    for i, ringed in ((0, True), (1, False)):          # the dead have no day to limit
        rows = state_boxes(board, i)
        for name, box in rows.items():
            left = (box.rect.x - 1, box.rect.centery)
            is_ring = tuple(surface.get_at(left))[:3] == RING
            assert is_ring == (ringed and name == tips.limiting_state(view["characters"][i], content)), (i, name)


@pytest.mark.parametrize("size", SIZES)
def test_the_tracks_words_stay_readable(content, start, size, monkeypatch):
    board = new_board(content, size, speed=0)
    sizes, inside = [], []
    art_text, tracks = board._art_text, board._draw_state_tracks

    def text(words, px, *args, **kwargs):
        if inside:
            sizes.append(px)
        return art_text(words, px, *args, **kwargs)

    def spy(*args, **kwargs):
        inside.append(True)
        try:
            return tracks(*args, **kwargs)
        finally:
            inside.pop()
    monkeypatch.setattr(board, "_art_text", text)
    monkeypatch.setattr(board, "_draw_state_tracks", spy)
    for n in (1, 2, 3, 4):
        board.draw(pygame.Surface(size), frame(with_people(start, MIXED[:n]), None, 0))
    assert sizes and min(sizes) >= READABLE_PX


@pytest.mark.parametrize("size", SIZES)
def test_drawing_never_raises_along_a_game_with_the_module(content, size, monkeypatch):
    board = new_board(content, size, speed=0)
    surface = pygame.Surface(size)
    sizes, art_text = [], board._art_text

    def text(words, px, *args, **kwargs):
        sizes.append(px)
        return art_text(words, px, *args, **kwargs)
    monkeypatch.setattr(board, "_art_text", text)
    for seed in range(4):
        setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{k + 1}") for k in range(1 + seed)), seed,
                           ("normal", OPTION))
        match = Match(RULES, setup, content, keep_undo=False)
        pick = random.Random(seed)
        for step in range(160):
            prompt = match.pending
            if prompt is None:
                break
            if step % 4 == 0:
                board.draw(surface, frame(match.view(prompt.seat), prompt, prompt.seat))
                for box in board.hitboxes:
                    assert box.tooltip, box.target
            match.apply(pick.choice(prompt.options).value)
    assert sizes and min(sizes) >= LEAST_PX
