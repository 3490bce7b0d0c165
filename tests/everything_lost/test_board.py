"""The Everything Lost board, headless: it draws every region along a bot-played mission at both
window sizes, gives every legal answer's target a hitbox, maps clicks to zones and zombie dice, never
names a face-down mob card, and its shared map view zooms, pans and clamps."""
from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.everything_lost import tooltips
from game.games.everything_lost.board import EverythingLostBoard
from game.games.everything_lost.bots import SurvivorBot
from game.games.everything_lost.rules import RULES
from game.ui.board import BoardFrame
from game.ui.map_view import CELL, MapView
from tests.board_helpers import display  # noqa: F401  (the fixture)

SIZES = ((860, 620), (1300, 960))




@pytest.fixture(scope="module")
def content():
    return RULES.load_content()


@pytest.fixture(scope="module")
def played(content):
    """(view, prompt) pairs along bot-played missions until one had a fight with dice and 50+ answers."""
    for seed in range(3, 20):
        state = RULES.new_state(MatchSetup("everything_lost", (Seat("Me"),), seed), content, Rng(seed))
        bot = SurvivorBot(0, Rng(seed + 1))
        out = []
        for _ in range(400):
            prompt = RULES.prompt(state)
            view = RULES.view(state, 0)
            out.append((view, prompt))
            if prompt is None or view["phase"] == "over":
                break
            RULES.apply(state, bot.choose(view, prompt))
        if len(out) > 50 and any((v["fight"] or {}).get("mine") for v, _ in out):
            return out
    pytest.fail("no bot-played mission with a fight")


def highlights(prompt) -> frozenset:
    return frozenset(o.target for o in (prompt.options if prompt else ()) if o.target)


def draw(content, view, prompt, size=SIZES[0]):
    board = EverythingLostBoard(content)
    board.set_rect(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    board.draw(surface, BoardFrame(view, prompt, 0, highlights(prompt)))
    return board


@pytest.mark.parametrize("size", SIZES)
def test_draws_every_view_of_a_mission(content, played, size):
    board = EverythingLostBoard(content)
    board.set_rect(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    seen_fight = False
    for view, prompt in played:
        hl = highlights(prompt)
        board.draw(surface, BoardFrame(view, prompt, 0, hl))
        targets = {box.target for box in board.hitboxes}
        assert hl <= targets, hl - targets
        assert {"track:threat", "bitten", "res:food", "home", "dice:hand", "mission", "deck:zombies"} <= targets
        if view["fight"]:
            seen_fight = True
            assert "fight" in targets
        elif view["phase"] != "over":
            assert {f"card:{i}" for i in range(len(view["active"]))} <= targets
        for box in board.hitboxes:
            assert box.tooltip, box.target
    assert seen_fight
    board.warm_up(0.05)
    assert played[-1][0]["phase"] != "over" or "outcome" in targets


def test_zone_and_zombie_die_hit_test(content, played):
    view, prompt = next((v, p) for v, p in played if len(v["zones"]) >= 2 and not v["fight"])
    board = draw(content, view, prompt)
    for name in view["zones"]:
        rect = board.target_rect(f"zone:{name}")
        assert rect is not None, name
        assert board.hit_test(rect.center) == f"zone:{name}"
    view, prompt = next((v, p) for v, p in played if (v["fight"] or {}).get("brown"))
    board = draw(content, view, prompt)
    for j in range(len(view["fight"]["brown"])):
        rect = board.target_rect(f"zombie_die:{j}")
        assert rect is not None and board.hit_test(rect.center) == f"zombie_die:{j}"


def test_face_down_mob_cards_stay_hidden(content, played):
    view, prompt = next((v, p) for v, p in played if v["mob"])
    view = copy.deepcopy(view)
    view["mob"] = [None] * len(view["mob"])
    names = [card.name for card in content.tables["zombies"].values()]
    board = draw(content, view, prompt)
    for box in board.hitboxes:
        if box.target.startswith("mob:"):
            assert not any(name in box.tooltip for name in names)
            assert "face-down" in box.tooltip
    for k in range(len(view["mob"])):
        assert not any(name in tooltips.tooltip(view, f"mob:{k}", content) for name in names)


def test_tooltips_headless(content, played):
    view = played[len(played) // 2][0]
    for element in ("track:xp", "track:threat", "bitten", "res:bandages", "home", "mission", "level",
                    "skill:scout", "special:climb", "deck:rubble", "zone:A1", "card:0"):
        assert tooltips.tooltip(view, element, content), element
    assert tooltips.tooltip(view, "zone:Z9", content) == ""


def test_roll_dice(content):
    board = EverythingLostBoard(content)
    from game.core.prompt import Event
    event = Event("dice_rolled", "", "", None, {"faces": [3, 5, 2], "colors": ["red", "white", "brown"]}, False)
    dice = board.roll_dice(event, 24)
    assert len(dice) == 3 and all(d.get_size() == (24, 24) for d in dice)


# --- the shared map view ---------------------------------------------------------------
def make_view() -> MapView:
    mv = MapView(6, 4)
    mv.set_viewport(pygame.Rect(10, 20, 300, 200))
    return mv


def test_map_view_fits_and_hit_tests():
    mv = make_view()
    mv.fit([(0, 3), (1, 3)])
    rect = mv.cell_rect((1, 3))
    assert mv.viewport.contains(mv.cell_rect((0, 3))) and mv.viewport.contains(rect)
    assert mv.cell_at(rect.center) == (1, 3)
    assert mv.cell_at((0, 0)) is None


def test_map_view_zooms_at_the_pointer():
    mv = make_view()
    mv.fit([(2, 1), (3, 2)])
    pointer = (120, 90)
    before = mv.to_world(*pointer)
    assert mv.zoom_at(pointer, 1.3)
    after = mv.to_world(*pointer)
    assert abs(before[0] - after[0]) < 1e-6 and abs(before[1] - after[1]) < 1e-6
    assert mv.user_moved
    for _ in range(50):
        mv.zoom_at(pointer, 2.0)
    assert mv.zoom == pytest.approx(mv.max_zoom())
    for _ in range(50):
        mv.zoom_at(pointer, 0.5)
    assert mv.zoom == pytest.approx(mv.min_zoom())


def test_map_view_pans_and_clamps():
    mv = make_view()
    mv.fit([(0, 0)])
    x0 = mv.origin[0]
    assert mv.pan(-30, 0)
    assert mv.origin[0] == pytest.approx(x0 + 30 / mv.zoom)
    mv.pan(100000, 100000)                   # far off: the grid stays in sight
    assert mv.origin[0] >= -CELL / 2 - 1e-6 and mv.origin[1] >= -CELL / 2 - 1e-6
    mv.pan(-100000, -100000)
    vw = mv.viewport.width / mv.zoom
    assert mv.origin[0] <= 6 * CELL - vw + CELL / 2 + 1e-6


def test_map_view_input_events():
    mv = make_view()
    mv.fit([(0, 0)])
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)      # fitted on one cell: at most zoom, so out
    assert mv.handle_event(wheel, (100, 100))
    assert not mv.handle_event(wheel, (1000, 1000))          # outside the viewport
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(100, 100))
    assert mv.handle_event(down) and mv.dragging
    origin = mv.origin
    assert mv.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(80, 100), rel=(-20, 0), buttons=(0, 0, 1)))
    assert mv.origin != origin
    assert mv.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=(80, 100)))
    assert not mv.dragging
    assert mv.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0))
    assert not mv.user_moved


def test_board_routes_map_events(content, played):
    view, prompt = played[0]
    board = draw(content, view, prompt)
    centre = board._layout.map.center
    assert board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=2, pos=centre))
    assert board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=2, pos=centre))
    assert not board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=2, pos=(1, 1)))


def test_a_mods_picture_replaces_a_cards_own(content, tmp_path):
    """Art overrides by id (content.art): the mod's PNG takes the place of the building's facade, the
    rubble heap or the zombie figure; the words on the card stay."""
    from game.games.everything_lost import card_art as ca
    red = pygame.Surface((40, 30))
    red.fill((255, 0, 0))
    zombie = content.tables["zombies"]["shamblers"]
    own, modded = ca.zombie_face(zombie, (160, 100)), ca.zombie_face(zombie, (160, 100), red)
    assert modded.get_at((20, 50))[:3] == (255, 0, 0) and own.get_at((20, 50))[:3] != (255, 0, 0)
    path = tmp_path / "shamblers.png"
    pygame.image.save(red, str(path))
    modded_content = copy.copy(content)
    modded_content.art = {"shamblers": path}
    board = EverythingLostBoard(modded_content)
    assert board._override("shamblers").get_at((0, 0))[:3] == (255, 0, 0)


# --- the hover card view ------------------------------------------------------------------
def mid_view(played):
    """A view of the mission's middle with active cards (no fight)."""
    views = [(v, p) for v, p in played if v["active"] and not v["fight"] and v["phase"] != "over"]
    return views[len(views) // 2]


def hovered(content, view, prompt, hover, size=(866, 700), board=None):
    board = board or EverythingLostBoard(content)
    board.set_rect(pygame.Rect(0, 0, *size))
    plain, shown = pygame.Surface(size), pygame.Surface(size)
    board.draw(plain, BoardFrame(view, prompt, 0, highlights(prompt)))
    board.draw(shown, BoardFrame(view, prompt, 0, highlights(prompt), hover=hover))
    return board, plain, shown


def changed_outside(plain, shown, rect) -> pygame.Rect | None:
    """The bounding rect of the pixels that differ between plain and shown outside rect (None: none)."""
    diff = shown.copy()
    diff.blit(plain, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = plain.copy()
    back.blit(shown, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    diff.fill((0, 0, 0), rect)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


@pytest.mark.parametrize("size", ((866, 700), (1450, 1060)))
def test_hovering_an_active_card_shows_it_large_inside_the_board(content, played, size):
    view, prompt = mid_view(played)
    board, plain, shown = hovered(content, view, prompt, "card:0", size)
    card = board.target_rect("card:0")
    drawn = changed_outside(plain, shown, card.inflate(8, 8))
    assert drawn is not None and drawn.height >= 300, drawn
    assert pygame.Rect(0, 0, *size).contains(drawn)
    picture, spot = board._card_view("card:0", card)
    assert not spot.colliderect(card) and board.rect.contains(spot)
    assert spot.height >= round(card.height * 2.2) - 1 or spot.height >= size[1] - 40


def test_hovering_a_face_down_mob_card_shows_nothing_large(content, played):
    view, prompt = next((v, p) for v, p in played if v["mob"] and not v["fight"])
    view = copy.deepcopy(view)
    view["mob"] = [None] * len(view["mob"])
    board, plain, shown = hovered(content, view, prompt, "mob:0")
    assert board._card_view("mob:0", board.target_rect("mob:0")) is None
    assert changed_outside(plain, shown, board.target_rect("mob:0").inflate(8, 8)) is None
    view["mob"][0] = "shamblers"              # a known one is shown large
    board, plain, shown = hovered(content, view, prompt, "mob:0")
    assert changed_outside(plain, shown, board.target_rect("mob:0").inflate(8, 8)) is not None


def test_a_steady_hover_draws_the_large_face_once(content, played, monkeypatch):
    from game.games.everything_lost import card_art as ca
    view, prompt = mid_view(played)
    board = EverythingLostBoard(content)
    board.set_rect(pygame.Rect(0, 0, 866, 700))
    surface = pygame.Surface((866, 700))
    frame = BoardFrame(view, prompt, 0, highlights(prompt), hover="card:0")
    board.draw(surface, frame)
    calls = []
    for name in ("building_front", "building_back", "rubble_front", "zombie_face", "weapon_face"):
        real = getattr(ca, name)
        monkeypatch.setattr(ca, name, lambda *a, _real=real, **k: calls.append(a) or _real(*a, **k))
    board.draw(surface, frame)
    board.draw(surface, frame)
    assert calls == []


def test_the_large_faces_keep_their_text_in_their_boxes(content):
    from game.games.everything_lost import card_art as ca
    from game.ui import text_fit
    board = EverythingLostBoard(content)
    board.set_rect(pygame.Rect(0, 0, 866, 700))
    tables = content.tables
    with text_fit.recording() as records:
        for card in tables["buildings"].values():
            ca.building_front(card, (297, 517))
            ca.building_back(card, (297, 517))
        for card in tables["rubble"].values():
            ca.rubble_front(card, (297, 517), "Someone")
        for card in tables["zombies"].values():
            ca.zombie_face(card, (300, 190))
        for card in tables["weapons"].values():
            ca.weapon_face(card.front, (211, 301), False)
            ca.weapon_face(card.back, (211, 301), True)
    assert records
    assert all(r.box.contains(r.rect) or r.rect.width <= r.box.width + 1 for r in records)
    assert [r.asked for r in records if r.drawn != r.asked] == []


# --- the animations ---------------------------------------------------------------------
def animated_board(content, view, prompt, speed=1.0, size=(866, 700)):
    """A board that drew view once (the still frame), and a function drawing the next frame."""
    from game.ui.board import BoardSettings
    board = EverythingLostBoard(content, BoardSettings(animation_speed=speed))
    board.set_rect(pygame.Rect(0, 0, *size))
    frame = BoardFrame(view, prompt, 0, highlights(prompt))

    def shot() -> pygame.Surface:
        surface = pygame.Surface(size)
        board.draw(surface, frame)
        return surface
    return board, shot


def event(kind, data):
    from game.core.prompt import Event
    return Event(kind, "", "", None, data, False)


def fight_roll(view):
    fight = view["fight"]
    live = [b["v"] for b in fight["brown"] if b["lane"] != "eliminated"]
    return event("dice_rolled", {"faces": list(fight["mine"]) + live, "fight": True,
                                 "colors": ["red"] + ["white"] * (len(fight["mine"]) - 1) + ["brown"] * len(live)})


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_fight_roll_tumbles_the_dice_and_stops(content, played):
    from game.games.everything_lost.board.animations import DICE_TIME
    view, prompt = next((v, p) for v, p in played if (v["fight"] or {}).get("mine") and not any(v["fight"]["used"]))
    board, shot = animated_board(content, view, prompt)
    still = shot()
    assert not board.animating
    board.animate([fight_roll(view)])
    assert board.animating
    assert board.update(DICE_TIME * 0.4)
    mid = shot()
    assert not same(mid, still)
    # what moves stays in the fight panel (lanes and your dice)
    assert changed_outside(still, mid, board._layout.decks.union(board._layout.cards)) is None
    assert not board.update(DICE_TIME)
    assert not board.animating
    assert same(shot(), still)


def test_no_animation_at_speed_zero(content, played):
    view, prompt = next((v, p) for v, p in played if (v["fight"] or {}).get("mine"))
    board, shot = animated_board(content, view, prompt, speed=0)
    shot()
    board.animate([fight_roll(view), event("bitten", {}), event("mob", {"amount": 1, "size": 1})])
    assert not board.animating and not board.update(0.1)


def test_an_action_roll_tumbles_over_the_dice_tray(content, played):
    view, prompt = next((v, p) for v, p in played if not v["fight"] and v["phase"] != "over")
    board, shot = animated_board(content, view, prompt)
    still = shot()
    board.animate([event("dice_rolled", {"faces": [4, 2], "colors": ["white", "black"], "action": "scavenge"})])
    board.update(0.2)
    mid = shot()
    assert changed_outside(still, mid, board._layout.dice) is None
    assert not same(mid, still)
    board.update(1.0)
    assert not board.animating and same(shot(), still)


def test_moving_slides_the_pawn(content, played):
    from game.games.everything_lost.board.animations import SLIDE_TIME
    view, prompt = next((v, p) for v, p in played if len(v["zones"]) >= 2 and not v["fight"] and v["phase"] != "over")
    came_from = next(name for name in view["zones"] if name != view["pos"])
    board, shot = animated_board(content, view, prompt)
    end = shot()
    board.animate([event("moved", {"from": came_from, "to": view["pos"], "new": False})])
    board.update(0.001)
    start = shot()
    board.update(SLIDE_TIME * 0.35)
    mid = shot()
    assert board.animating
    for a, b in ((start, end), (mid, end), (mid, start)):
        assert not same(a, b)
        assert changed_outside(a, b, board._layout.map) is None      # only the map's window changes
    board.update(SLIDE_TIME)
    assert not board.animating and same(shot(), end)


def test_the_mob_and_a_bite_flash(content, played):
    view, prompt = next((v, p) for v, p in played if v["mob"] and not v["fight"] and v["phase"] != "over")
    board, shot = animated_board(content, view, prompt)
    still = shot()
    board.animate([event("mob", {"amount": 1, "size": len(view["mob"])}), event("bitten", {})])
    board.update(0.05)
    mid = shot()
    spot = board._layout.mob_spots[len(view["mob"]) - 1]
    health = board._layout.tracks.union(board._layout.bitten)
    assert not same(mid.subsurface(spot), still.subsurface(spot))
    assert changed_outside(still, mid, spot.union(health).inflate(2, 2)) is None
    board.update(1.0)
    assert not board.animating and same(shot(), still)
