"""The Wasted Wilds board, headless: it draws every view along bot-played missions at both window sizes,
gives a hitbox to every legal answer's target it shows, maps a click on a lit tile back to it, shows
only the hand the seat may see, pans and zooms its map, and its animations start, end and go quiet; a
moved monster token slides and lands where the map draws it, and so does a moving survivor's standee, never
shown twice; four survivors' panels at 1280x720 lie side by side clear of each other and of the map, with
readable text, and the scavenge tray's words and the map's hint are readable and whole."""
from __future__ import annotations

import copy
import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.prompt import Event
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.wasted_wilds.board import WastedWildsBoard, map_picture
from game.games.wasted_wilds.board.layout import READABLE_PX, lay_out_table
from game.games.wasted_wilds.board.map_area import tile_rect, token_spot
from game.games.wasted_wilds.board.table import DrawContext
from game.games.wasted_wilds.bots import SurvivorBot
from game.games.wasted_wilds.rules import RULES
from game.ui.board import BoardFrame, BoardSettings

from .support import content
from tests.board_helpers import display  # noqa: F401  (the fixture)

SIZES = ((866, 700), (1450, 1060))          # the match screen's board at 1280x720 and 1920x1080
SHOWN = ("cell:", "hand:", "supply:", "gear:", "monster:", "survivor:", "deck:")     # targets the board draws




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


def beside_on_the_map(view):
    """Two face-up tiles side by side (east-west) on this view's map, or None."""
    up = {key for key, place in view["map"].items() if place["up"]}
    for key in sorted(up):
        x, y = (int(v) for v in key.split(","))
        if f"{x + 1},{y}" in up:
            return key, f"{x + 1},{y}"
    return None


def test_a_moved_token_slides_and_lands_where_the_map_draws_it(played):
    view, prompt, seat, _events = next(p for p in played if beside_on_the_map(p[0]))
    src, dest = beside_on_the_map(view)
    before, after = copy.deepcopy(view), copy.deepcopy(view)
    before["map"][src]["tokens"], before["map"][dest]["tokens"] = 1, 0
    after["map"][src]["tokens"], after["map"][dest]["tokens"] = 0, 1
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[0]))
    surface = pygame.Surface(SIZES[0])

    def token_at(key, shown):
        # no lit answers: their glows lie over the tokens near a tile's edge, the slide over the glows
        board.draw(surface, BoardFrame(shown, prompt, seat, frozenset()))
        spot = token_spot(tile_rect(board._map_view.cell_rect(board._to_grid(key))), 0)
        return pygame.image.tobytes(surface.subsurface(spot), "RGB")

    nowhere = {**after, "map": {**after["map"], dest: before["map"][dest]}}
    empty_dest, landed, standing = token_at(dest, nowhere), token_at(dest, after), token_at(src, before)
    assert empty_dest != landed and token_at(src, after) != standing
    board.animate([Event("token_moved", "", "rule:day", None, {"from": src, "to": dest})])
    assert [anim.kind for anim in board._anims] == ["token"]
    assert token_at(dest, after) == empty_dest, "not shown twice: hidden where it lands until it is there"
    assert token_at(src, after) == standing, "it starts where it stood"
    for _ in range(10):             # about half a second at speed 1
        board.update(0.05)
    assert not board.animating
    assert token_at(dest, after) == landed


def test_tokens_moved_at_once_each_slide_and_none_at_speed_0(played):
    view, prompt, seat, _events = next(p for p in played if beside_on_the_map(p[0]))
    src, dest = beside_on_the_map(view)
    moves = [Event("token_moved", "", "rule:day", None, {"from": src, "to": dest}) for _ in range(2)]
    for speed, slides in ((1.0, [1, 0]), (0.0, [])):
        board = WastedWildsBoard(content(), BoardSettings(animation_speed=speed))
        board.set_rect(pygame.Rect(0, 0, *SIZES[1]))
        board.draw(pygame.Surface(SIZES[1]), frame(view, prompt, seat))
        board.animate(moves)
        assert [anim.data["landed_after"] for anim in board._anims] == slides       # each lands on its own spot


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (1, 2, 3, 4))
def test_the_panels_lie_clear_of_each_other_and_of_the_rest(size, n):
    lay = lay_out_table(*size, 1.0, n)
    board = pygame.Rect(0, 0, *size)
    regions = [lay.map, lay.hand, lay.clock, lay.night, lay.tribes, lay.objectives, lay.tray, *lay.survivors]
    assert len(lay.survivors) == n
    for a, b in itertools.combinations(regions, 2):
        assert not a.colliderect(b), (a, b)
    assert all(board.contains(r) for r in regions)
    if n >= 3:
        assert len({r.y for r in lay.survivors}) == 2, "two abreast"
        assert min(r.width for r in lay.survivors) >= 200 and min(r.height for r in lay.survivors) >= 150


@pytest.mark.parametrize("size", SIZES)
def test_what_lies_off_the_map_stays_on_the_board(played, size):
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    for view, prompt, seat, _events in played[::5]:
        board.draw(surface, frame(view, prompt, seat))
        for box in board.hitboxes:
            if not box.rect.colliderect(board._layout.map):       # the map's tiles are clipped to its window
                assert board.rect.contains(box.rect), box.target


def test_four_survivors_at_1280x720_are_drawn_inside_their_panels_in_readable_text(played, monkeypatch):
    four = [p for p in played if len(p[0]["survivors"]) == 4 and all(s["char"] for s in p[0]["survivors"])]
    assert four
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[0]))
    surface = pygame.Surface(SIZES[0])
    sizes, art_text = [], board._art_text

    def text(words, size, *args, **kwargs):
        sizes.append(size)
        return art_text(words, size, *args, **kwargs)
    for view, prompt, seat, _events in four[::10]:
        board.draw(surface, frame(view, prompt, seat))
        panels = board._layout.survivors
        for box in board.hitboxes:
            kind, _, rest = box.target.partition(":")
            if kind in ("gear", "monster", "status", "hunger", "character") or \
                    (kind == "survivor" and not box.rect.colliderect(board._layout.map)):
                assert panels[int(rest.split(":")[0])].contains(box.rect), box.target
        with monkeypatch.context() as patch:          # every text the panels draw, by its size in pixels
            patch.setattr(board, "_art_text", text)
            board._draw_survivors(surface.copy(), DrawContext(view))
    assert sizes and min(sizes) >= READABLE_PX


@pytest.mark.parametrize("company", (False, True), ids=("alone", "joining someone"))
def test_a_moving_survivor_slides_from_where_they_stood_to_where_the_map_draws_them(played, company):
    """The first frame of the slide is the map as it was (the standee not yet at its destination, whoever
    is there in their old places), the last the map as it is."""
    view, prompt, seat, _events = next(p for p in played if beside_on_the_map(p[0]) and len(p[0]["map"]) > 2
                                       and len(p[0]["survivors"]) >= 2)
    src, dest = beside_on_the_map(view)
    elsewhere = next(key for key in sorted(view["map"]) if key not in (src, dest))
    before, after = copy.deepcopy(view), copy.deepcopy(view)
    for shown, mover_at in ((before, src), (after, dest)):
        for i, survivor in enumerate(shown["survivors"]):
            survivor["alive"] = True
            survivor["pos"] = mover_at if i == 0 else dest if (i == 1 and company) else elsewhere
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *SIZES[0]))
    surface = pygame.Surface(SIZES[0])

    def the_map(shown):
        board.draw(surface, BoardFrame(shown, prompt, seat, frozenset()))      # no glows: see the token slide
        return pygame.image.tobytes(surface.subsurface(board._layout.map), "RGB")

    was, now = the_map(before), the_map(after)
    assert was != now
    board.animate([Event("moved", "", "action:move", None, {"survivor": 0, "from": src, "to": dest})])
    assert [anim.kind for anim in board._anims] == ["slide"]
    assert the_map(after) == was, "at first only where they stood, the others on the tile where they were"
    slide = board._anims[0]
    slide.t = slide.duration * 0.999
    if not company:               # (joining someone, they are drawn over their neighbour until they land)
        assert the_map(after) == now, "the last frame: on the very spot the map draws them"
    while board.update(0.05):
        pass
    assert the_map(after) == now


@pytest.mark.parametrize("size", SIZES)
def test_the_trays_words_and_the_maps_hint_are_readable_and_whole(played, size, monkeypatch):
    board = WastedWildsBoard(content())
    board.set_rect(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    drawn, art_text = [], board._art_text

    def text(words, px, *args, **kwargs):
        drawn.append((str(words), px))
        return art_text(words, px, *args, **kwargs)
    for n in (1, 2, 4):
        view, prompt, seat, _events = next(p for p in played if len(p[0]["survivors"]) >= n)
        view = {**view, "survivors": view["survivors"][:n]}
        board.draw(surface, frame(view, prompt, seat))
        lay = board._layout
        decks = [box.rect for box in board.hitboxes if box.target.startswith("deck:") or box.target == "tokens"]
        assert len(decks) == 5 and all(lay.tray.contains(rect) for rect in decks)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(decks, 2))
        with monkeypatch.context() as patch:
            patch.setattr(board, "_art_text", text)
            board._draw_tray(surface.copy(), DrawContext(view))
            board._draw_map_hint(surface.copy(), lay.map)
    words = {w for w, _ in drawn}
    assert {"Fuel", "Food", "Ammo & Gear", "Monsters", "Tokens"} <= words
    assert not any("…" in w for w in words), "nothing cut"
    assert min(px for _, px in drawn) >= READABLE_PX
