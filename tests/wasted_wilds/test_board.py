"""The Wasted Wilds board, headless: it draws every view along bot-played missions at both window sizes,
gives a hitbox to every legal answer's target it shows, maps a click on a lit tile back to it, shows
only the hand the seat may see, pans and zooms its map, and its animations start, end and go quiet."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.wasted_wilds.board import WastedWildsBoard, map_picture
from game.games.wasted_wilds.bots import SurvivorBot
from game.games.wasted_wilds.rules import RULES
from game.ui.board import BoardFrame

from .support import content

SIZES = ((866, 700), (1450, 1060))
SHOWN = ("cell:", "hand:", "supply:", "gear:", "monster:", "survivor:", "deck:")     # targets the board draws


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture(scope="module")
def played():
    """(view, prompt, seat, events) along two missions played by the survivor bots."""
    out = []
    for mission, players in (("frozen-2", 2), ("scorched-1", 4)):
        state = RULES.new_state(MatchSetup("wasted_wilds", tuple(Seat(f"P{k}") for k in range(players)), 8,
                                           (f"mission-{mission}",)), content(), Rng(8))
        bots = [SurvivorBot(k, Rng(80 + k)) for k in range(players)]
        events = []
        for _ in range(160):
            prompt = RULES.prompt(state)
            seat = prompt.seat if prompt else 0
            out.append((RULES.view(state, seat), prompt, seat, events))
            if prompt is None:
                break
            events = RULES.apply(state, bots[seat].choose(RULES.view(state, seat), prompt))
    return out


def frame(view, prompt, seat, hover=None):
    lit = frozenset(o.target for o in (prompt.options if prompt else ()) if o.target)
    return BoardFrame(view, prompt, seat, lit, hover=hover)


@pytest.mark.parametrize("size", SIZES)
def test_draws_every_view_and_a_hitbox_for_every_lit_target(played, size):
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    missing = set()
    for view, prompt, seat, _events in played:
        board.draw(surface, frame(view, prompt, seat))
        boxes = {box.target for box in board.hitboxes}
        for option in prompt.options if prompt else ():
            if option.target and option.target.startswith(SHOWN) and option.target not in boxes:
                missing.add(option.target)
    assert not missing, f"targets without a place on the board: {sorted(missing)[:5]}"


def test_a_click_on_a_lit_tile_is_that_answer(played):
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[0]))
    surface = pygame.Surface(SIZES[0])
    for view, prompt, seat, _events in played:
        moves = [o for o in (prompt.options if prompt else ()) if o.value.startswith("move:")]
        if moves:
            board.draw(surface, frame(view, prompt, seat))
            rect = board.target_rect(moves[0].target)
            assert rect is not None and board.hit_test(rect.center) == moves[0].target
            return
    pytest.fail("no move was ever offered")


def test_only_the_seats_own_hand_is_drawn(played):
    for view, _prompt, seat, _events in played:
        for survivor in view["survivors"]:
            if survivor["seat"] != seat:
                assert survivor["hand"] is None
    view, prompt, seat, _events = played[40]
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[1]))
    board.draw(pygame.Surface(SIZES[1]), frame(view, prompt, seat))
    shown = [box.target for box in board.hitboxes if box.target.startswith(("hand:", "supply:"))]
    mine = next(s for k, s in enumerate(view["survivors"]) if s["hand"] is not None)
    assert len(shown) <= len(mine["hand"]) + len(mine["supplies"])


def test_the_hover_shows_a_card_large(played):
    view, prompt, seat, _events = played[30]
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[1]))
    plain, shown = pygame.Surface(SIZES[1]), pygame.Surface(SIZES[1])
    board.draw(plain, frame(view, prompt, seat))
    target = next(box.target for box in board.hitboxes if box.target in board._zoomable)
    board.draw(shown, frame(view, prompt, seat, hover=target))
    changed = sum(1 for x in range(0, SIZES[1][0], 8) for y in range(0, SIZES[1][1], 8)
                  if plain.get_at((x, y)) != shown.get_at((x, y)))
    assert changed > 500, "a large card over the table"


def test_the_map_zooms_and_pans_and_the_animations_go_quiet(played):
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[0]))
    surface = pygame.Surface(SIZES[0])
    view, prompt, seat, _events = played[50]
    board.draw(surface, frame(view, prompt, seat))
    centre = board._layout.map.center
    before = board._map_view.transform
    assert board.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, y=1, x=0, pos=centre)) or True
    board.draw(surface, frame(view, prompt, seat))
    assert board._map_view.transform != before
    kinds = set()
    for view, prompt, seat, events in played[:120]:
        board.draw(surface, frame(view, prompt, seat))
        board.animate(events)
        kinds |= {anim.kind for anim in board._anims}
        for _ in range(40):
            if not board.update(0.05):
                break
            board.draw(surface, frame(view, prompt, seat))
        assert not board.animating, "every animation ends"
    assert {"dice", "slide"} <= kinds


def test_a_finished_map_is_drawn_for_the_campaign_screen(played):
    view = played[-1][0]
    cells = {key: {"up": place["up"], "tokens": place["tokens"]} for key, place in view["map"].items()}
    picture = map_picture({"map": cells}, (160, 110))
    assert picture is not None and picture.get_size() == (160, 110)
