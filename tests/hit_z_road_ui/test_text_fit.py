"""Every text the Hit Z Road board and its card faces draw fits its box, at the app's window
sizes and UI scales; nothing is shortened where the whole text was due; the card view reads at
14 px or more; the seat panels draw one meeple per survivor; PASS fits its auction space.

The board and the card faces report what they draw to game/ui/text_fit.py (``recording()``): the
words drawn, the words asked for, the rect they were drawn at and the box they had to fit.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.hit_z_road import card_art  # noqa: E402
from game.games.hit_z_road.board import HitZRoadBoard, card_dict  # noqa: E402
from game.games.hit_z_road.board.layout import ZOOM_WIDTH, layout  # noqa: E402
from game.games.hit_z_road.card_art import faces  # noqa: E402
from game.games.hit_z_road.card_art.fields import card_fields  # noqa: E402
from game.ui.board import BoardFrame, BoardSettings  # noqa: E402
from game.ui.text_fit import ELLIPSIS, recording  # noqa: E402
from tests.board_helpers import SCALES, WINDOWS, content_fixture  # noqa: E402
from tests.hit_z_road_ui import hzr_board_fixtures as fx  # noqa: E402

content = content_fixture(fx.load_content)


def board_rect(window: tuple[int, int], scale: float) -> pygame.Rect:
    """Where the match screen puts the board (game/app/scenes/match.py: the answer panel on the right)."""
    width, height = window
    px = lambda v: round(v * scale)   # noqa: E731
    pad = px(10)
    side_w = min(max(px(340), int(width * 0.3)), px(440), int(width * 0.42))
    return pygame.Rect(pad, pad, width - side_w - pad - 2 * pad, height - 2 * pad)


def draw(content, view, viewer, highlights, window, scale, hover=None, board=None):
    surface = pygame.Surface(window)
    board = board or HitZRoadBoard(content, BoardSettings(ui_scale=scale))
    board.set_rect(board_rect(window, scale))
    board.draw(surface, BoardFrame(view, None, viewer, frozenset(highlights), hover))
    return board, surface


def problems(log) -> list[str]:
    out = []
    for record in log:
        if not record.box.contains(record.rect):
            out.append(f"out of its box: {record}")
        if record.drawn.endswith(ELLIPSIS) or " ".join(record.drawn.split()) != " ".join(record.asked.split()):
            out.append(f"shortened: {record}")
    return out


def fresh_faces():
    # faces are cached across boards: draw them again so that they report what they draw
    faces._procedural_face.cache_clear()
    card_art.epilogue._epilogue_face.cache_clear()


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("name", list(fx.FIXTURES))
def test_every_board_text_fits_its_box(content, name, window, scale):
    view, viewer, highlights = fx.fixture(name)
    fresh_faces()
    with recording() as log:
        board, _ = draw(content, view, viewer, highlights, window, scale)
        # and a pointed card in the card view (over the table)
        card = next((b.target for b in board.hitboxes if b.target.startswith("card:")), None)
        epilogue = next((b.target for b in board.hitboxes if b.target.startswith("epilogue:")), None)
        for hover in (card, epilogue):
            if hover:
                draw(content, view, viewer, highlights, window, scale, hover=hover, board=board)
    assert len(log) > 20
    assert {"card name"} <= {r.where for r in log}
    assert problems(log) == []


def test_the_fight_legend_and_captions_are_whole(content):
    view, viewer, highlights = fx.fixture("mid_fight")
    view["fight"]["last_roll"] = [{"face": f, "outcome": "1 Adrenaline: kill 1", "horde": i > 3}
                                  for i, f in enumerate(("casualty", "opportunity", "bonus", "kill", "horrible"))]
    for window in WINDOWS:
        for scale in SCALES:
            with recording() as log:
                draw(content, view, viewer, highlights, window, scale)
            legends = {r.drawn for r in log if r.drawn in
                       {"1 Adrenaline or lose a survivor", "1 Adrenaline: kill 1", "kill 1; 1 Adrenaline: 1 more"}}
            if scale == 1.0:        # at larger scales a narrow panel may leave the legend out, never cut it
                assert "1 Adrenaline or lose a survivor" in legends, (window, scale)
            assert "Opportunity" in {r.drawn for r in log}
            assert problems(log) == [], (window, scale)


def test_real_match_views_fit(content):
    rules = pytest.importorskip("game.games.hit_z_road.rules")
    from game.core.match import Match
    from game.core.rules import MatchSetup, Seat

    seats = tuple(Seat(n, i) for i, n in enumerate(("Ana", "Bruno", "Chen", "Dara")))
    match = Match(rules.RULES, MatchSetup("hit_z_road", seats, 11), content, keep_undo=False)
    boards = {(w, s): HitZRoadBoard(content, BoardSettings(ui_scale=s)) for w in WINDOWS for s in (1.0, 2.0)}
    steps = 0
    while not match.is_over and steps < 200:
        prompt = match.pending
        view = match.view(prompt.seat)
        if steps % 9 == 0 or view.get("fight"):
            targets = frozenset(o.target for o in prompt.options if o.target)
            for (window, scale), board in boards.items():
                with recording() as log:
                    draw(content, view, prompt.seat, targets, window, scale, board=board)
                assert problems(log) == [], (steps, window, scale)
        match.apply(prompt.options[(steps * 7) % len(prompt.options)].value)
        steps += 1


@pytest.mark.parametrize("size", [(60, 84), (80, 112), (94, 132), (130, 182), (200, 280), (260, 364), (400, 560)])
def test_card_faces_fit_at_every_size(content, size):
    """Names never cut, and card text is whole at 9 px or more, or left off."""
    with recording() as log:
        for card in content.table("cards").values():
            faces._procedural_face.function(card_fields(card_dict(card)), size)
    assert problems(log) == []
    text = [r for r in log if r.where == "card text"]
    assert all(r.size >= 9 for r in text)
    names = [r for r in log if r.where == "card name"]
    assert len({r.drawn for r in names}) >= 50
    if size[0] >= 100:
        assert all(r.size >= 9 for r in names)


def test_card_view_reads_at_14_px_at_1280x720(content):
    view, viewer, highlights = fx.fixture("mid_auction")
    for scale in SCALES:
        rect = board_rect((1280, 720), scale)
        lay = layout(rect.width, rect.height, scale)
        assert lay.zoom[0] >= ZOOM_WIDTH
        board, _ = draw(content, view, viewer, highlights, (1280, 720), scale)
        cards = [b for b in board.hitboxes if b.target.startswith("card:")]
        assert len(cards) >= 4
        for hit in cards[:3]:
            fresh_faces()
            with recording() as log:
                _, surface = draw(content, view, viewer, highlights, (1280, 720), scale, hover=hit.target,
                                  board=board)
            text = [r for r in log if r.where == "card text"]
            assert text, hit.target                 # the whole card text is shown...
            assert min(r.size for r in text) >= 14   # ...at 14 px or more
            assert min(r.rect.height for r in text) >= 14
            whole = [r for r in log if r.where == "card text whole"]
            assert whole and all(r.drawn == r.asked for r in whole)
            # the zoomed card stays inside the board and doesn't cover the pointed card
            zoom = board._zoom_rect(hit.rect.move(-rect.x, -rect.y)).move(rect.topleft)
            assert rect.contains(zoom)
            assert not zoom.colliderect(hit.rect)


@pytest.mark.parametrize("survivors", [0, 1, 2, 3, 4, 5, 7])
def test_one_meeple_per_survivor(content, survivors):
    view, viewer, highlights = fx.fixture("mid_auction")
    for seat in view["seats"]:
        if not seat["eliminated"]:
            seat["survivors"] = survivors
    for window in WINDOWS:
        for scale in (1.0, 2.0):
            board, _ = draw(content, view, viewer, highlights, window, scale)
            live = [s["seat"] for s in view["seats"] if not s["eliminated"]]
            assert {s: board._seat_meeples[s] for s in live} == {s: survivors for s in live}


def test_many_survivors_are_capped_and_counted(content):
    view, viewer, highlights = fx.fixture("mid_auction")
    view["seats"][0]["survivors"] = 15
    with recording() as log:
        board, _ = draw(content, view, viewer, highlights, (1280, 720), 1.0)
    assert board._seat_meeples[0] == HitZRoadBoard.MEEPLE_CAP
    assert "1 + 15" in {r.drawn for r in log}


def test_pass_fits_its_auction_space(content):
    view, viewer, highlights = fx.fixture("mid_auction")       # Chen has passed
    for window in WINDOWS:
        for scale in SCALES:
            with recording() as log:
                board, _ = draw(content, view, viewer, highlights, window, scale)
            passes = [r for r in log if r.where == "pass"]
            assert len(passes) == 1, (window, scale)
            space = next(b.rect for b in board.hitboxes if b.target == "bid:3").move(
                -board.rect.x, -board.rect.y)
            assert space.contains(passes[0].rect), (window, scale)
            assert passes[0].size >= 7
