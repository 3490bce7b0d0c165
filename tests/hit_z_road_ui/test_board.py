"""The Hit Z Road board renderer: hitboxes, hidden cards, colour-blind mode, animations, real views."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.prompt import Event  # noqa: E402
from game.games.hit_z_road import card_art  # noqa: E402
from game.games.hit_z_road.board import HitZRoadBoard, card_dict, token_kind  # noqa: E402
from game.ui.board import BoardFrame, BoardSettings  # noqa: E402
from tests.board_helpers import assert_targets_clickable, pixels, render_board  # noqa: E402
from tests.hit_z_road_ui import hzr_board_fixtures as fx  # noqa: E402

SIZES = [(1920, 1080), (1280, 720)]


@pytest.fixture(scope="module")
def content():
    pygame.display.init()
    pygame.font.init()
    return fx.load_content()


def render(content, view, viewer, highlights=frozenset(), **options):
    return render_board(HitZRoadBoard, content, view, viewer, highlights, **options)


# --- every fixture, every size ---------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", list(fx.FIXTURES))
def test_fixture_draws_and_highlights_map_back(content, name, size):
    view, viewer, highlights = fx.fixture(name)
    board, surface = render(content, view, viewer, highlights, size=size)
    assert board.hitboxes
    assert_targets_clickable(board, highlights)
    for box in board.hitboxes:
        assert surface.get_rect().contains(box.rect) or surface.get_rect().colliderect(box.rect), box


def test_auction_element_ids(content):
    view, viewer, _ = fx.fixture("mid_auction")
    board, _ = render(content, view, viewer)
    targets = {b.target for b in board.hitboxes}
    assert {f"bid:{n}" for n in range(11)} <= targets
    assert {f"path:{i}" for i in range(4)} <= targets
    for path in view["paths"]:
        for card in path["cards"]:
            assert f"card:{card['id']}" in targets
    assert {"deck", "resource:ammo", "resource:gas", "resource:adrenaline",
            "token:molotov", "token:first_aid"} <= targets
    # other seats' stacks are shown but are not answers
    assert "seat:1:ammo" in targets and "token:school_bus" not in targets


def test_fight_element_ids_and_tooltips(content):
    view, viewer, highlights = fx.fixture("mid_fight")
    board, _ = render(content, view, viewer, highlights)
    targets = {b.target for b in board.hitboxes}
    assert {f"die:{k}" for k in range(4)} <= targets
    assert "card:l3-desert-rail-yard" in targets
    assert {"resource:ammo", "resource:gas", "resource:adrenaline", "token:shotgun",
            "token:school_bus", "token:first_aid"} <= targets
    # the road under the fight panel can't be clicked
    assert not any(t.startswith(("path:", "bid:")) for t in targets)
    die = board.target_rect("die:2")
    assert "Horrible death" in board.tooltip_at(die.center)
    assert "Opportunity" in board.tooltip_at(board.target_rect("die:1").center)
    card = board.target_rect("card:l3-desert-rail-yard")
    tip = board.tooltip_at(card.center)
    assert "Desert Rail Yard" in tip and "4 points" in tip and "6 zombies" in tip and "horde" in tip
    assert "Every boxcar" in tip
    assert "Adrenaline" in board.tooltip_at(board.target_rect("resource:adrenaline").center)


def test_key_tile_and_deck_tooltips(content):
    view, viewer, _ = fx.fixture("mid_auction")
    board, _ = render(content, view, viewer)
    keys = [b for b in board.hitboxes if b.target == "path:3" and b.tooltip.startswith("+2")]
    assert keys and "+2: pay 2 resources to take this path" in keys[0].tooltip
    assert "40 cards" in board.tooltip_at(board.target_rect("deck").center)


def test_a_highlighted_path_wins_over_its_cards(content):
    view, viewer, _ = fx.fixture("mid_auction")
    board, _ = render(content, view, viewer, {"path:1"})
    card = board.target_rect("card:l2-stockyard-stampede")
    assert board.hit_test(card.center) == "path:1"
    assert "Stockyard Stampede" in board.tooltip_at(card.center)     # its tooltip still shows
    # hovering the path over one of its cards still previews that card
    board.hit_test(board.target_rect("path:1").topleft)     # the pointer on the lane, off the cards
    _, plain = render(content, view, viewer, {"path:1"}, hover="path:1", board=board)
    board.hit_test(card.center)
    _, previewed = render(content, view, viewer, {"path:1"}, hover="path:1", board=board)
    assert pixels(plain) != pixels(previewed)
    board, _ = render(content, view, viewer, {"card:l2-stockyard-stampede"})
    assert board.hit_test(card.center) == "card:l2-stockyard-stampede"


# --- hidden information ------------------------------------------------------
def test_face_down_cards_never_show_their_card(content, monkeypatch):
    drawn = []
    real = card_art.card_face

    def spy(card, size, override=None):
        drawn.append(card["id"])
        return real(card, size, override)

    monkeypatch.setattr(card_art, "card_face", spy)
    view, viewer, highlights = fx.fixture("solo")
    # a careless view: face_up claimed but no id, and a stray level only
    view["paths"][0]["cards"][0] = {"id": None, "face_up": True, "level": 1}
    board, _ = render(content, view, viewer, highlights)
    hidden_names = [content.table("cards")[cid].name for cid in fx.SOLO_HIDDEN]
    for box in board.hitboxes:
        assert "None" not in box.target
        for name in hidden_names:
            assert name not in box.tooltip
    assert not set(drawn) & set(fx.SOLO_HIDDEN)
    face_down = [b for b in board.hitboxes if b.tooltip.startswith("Face-down card")]
    assert len(face_down) == 3
    assert all(b.target.startswith("path:") for b in face_down)


def test_other_seats_won_cards_stay_face_down(content):
    view, viewer, _ = fx.fixture("mid_auction")
    board, _ = render(content, view, viewer)
    own = board.tooltip_at(board.target_rect("pile:0").center)
    assert "Lake Shore Gridlock" in own and "5 points" in own
    other = board.tooltip_at(board.target_rect("pile:1").center)
    assert "3 cards" in other and "(" in other


# --- settings ------------------------------------------------------------------
@pytest.mark.parametrize("name", ["mid_auction", "game_over"])
def test_colorblind_mode_changes_the_output(content, name):
    view, viewer, highlights = fx.fixture(name)
    _, plain = render(content, view, viewer, highlights)
    _, cb = render(content, view, viewer, highlights, settings=BoardSettings(colorblind=True))
    assert pixels(plain) != pixels(cb)


def test_board_in_a_sub_rectangle(content):
    view, viewer, highlights = fx.fixture("mid_auction")
    rect = pygame.Rect(40, 30, 1380, 1000)
    board, surface = render(content, view, viewer, highlights, rect=rect)
    for box in board.hitboxes:
        assert rect.contains(box.rect), box
    assert_targets_clickable(board, highlights)
    assert surface.get_at((5, 5)) == pygame.Color(0, 0, 0)      # nothing drawn outside the rect


def test_ui_scale(content):
    view, viewer, highlights = fx.fixture("mid_fight")
    board, _ = render(content, view, viewer, highlights, settings=BoardSettings(ui_scale=1.25))
    assert_targets_clickable(board, highlights)


# --- caching -------------------------------------------------------------------
def test_same_frame_twice_is_identical_and_a_change_redraws(content):
    view, viewer, highlights = fx.fixture("mid_auction")
    board, first = render(content, view, viewer, highlights)
    boxes = [(b.target, tuple(b.rect)) for b in board.hitboxes]
    _, second = render(content, view, viewer, highlights, board=board)
    assert pixels(first) == pixels(second)
    assert boxes == [(b.target, tuple(b.rect)) for b in board.hitboxes]
    changed = fx.clone(view)
    changed["seats"][0]["ammo"] = 9
    _, third = render(content, changed, viewer, highlights, board=board)
    assert pixels(third) != pixels(first)


def test_hover_outlines_and_previews_a_card(content):
    view, viewer, _ = fx.fixture("mid_auction")
    board, plain = render(content, view, viewer)
    _, hovered = render(content, view, viewer, hover="card:l2-neon-motel-row", board=board)
    assert pixels(plain) != pixels(hovered)
    _, back = render(content, view, viewer, board=board)
    assert pixels(back) == pixels(plain)


# --- animations ----------------------------------------------------------------
EVENTS = [
    Event("dice_rolled", "Bruno rolls 4 dice in melee", "card:l3-desert-rail-yard",
          data={"faces": ["kill", "opportunity"], "horde": ["horrible", "bonus"], "kind": "melee", "seat": 1}),
    Event("card_drawn", "Path 2: Desert Rail Yard", "rule:planning",
          data={"card": "l3-desert-rail-yard", "path": 1, "slot": 0, "face_up": True}),
    Event("card_drawn", "Path 3", "rule:planning", data={"card": "l3-heatwave-town", "path": 2, "slot": 0,
                                                         "face_up": True}),
    Event("card_won", "Chen keeps it", "card:l3-impact-crater-rim",
          data={"seat": 2, "card": "l3-famous-street-corner", "points": 2, "how": "fight"}),
]


def test_animations_end_within_0_6_seconds(content):
    view, viewer, highlights = fx.fixture("mid_fight")
    board, still = render(content, view, viewer, highlights)
    board.animate(EVENTS)
    assert board.animating
    elapsed = 0.0
    moving_frames = 0
    while board.animating:
        _, frame = render(content, view, viewer, highlights, board=board)
        moving_frames += pixels(frame) != pixels(still)
        board.update(1 / 60)
        elapsed += 1 / 60
        assert elapsed <= 0.6 + 1e-9, "animation still running after 0.6 s"
    assert moving_frames > 5
    _, after = render(content, view, viewer, highlights, board=board)
    assert pixels(after) == pixels(still)


def test_animations_are_instant_at_speed_zero(content):
    view, viewer, highlights = fx.fixture("mid_fight")
    board, still = render(content, view, viewer, highlights, settings=BoardSettings(animation_speed=0))
    board.animate(EVENTS)
    assert not board.animating
    assert board.update(0.016) is False
    _, frame = render(content, view, viewer, highlights, board=board)
    assert pixels(frame) == pixels(still)


def test_deal_animation_hides_the_cards_until_they_land(content):
    view, viewer, _ = fx.fixture("mid_auction")
    board, still = render(content, view, viewer)
    board.animate([Event("card_drawn", "dealt", "rule:planning",
                         data={"card": "l2-oil-derrick-field", "path": 0, "slot": 0, "face_up": True})])
    _, first = render(content, view, viewer, board=board)
    assert pixels(first) != pixels(still)
    while board.update(0.05):
        pass
    _, done = render(content, view, viewer, board=board)
    assert pixels(done) == pixels(still)


# --- helpers -------------------------------------------------------------------
def test_card_dict_from_a_record_and_from_view_info(content):
    record = content.table("cards")["l2-stockyard-stampede"]
    d = card_dict(record)
    assert d["name"] == "Stockyard Stampede" and d["horde"] == 1
    assert d["scavenge"] == {"ammo": 1, "gas": 1, "adrenaline": 0}
    assert all(isinstance(op, dict) for op in d["effects"])
    info = {"name": "X", "level": 2, "points": 3, "zombies": 4, "horde": 0, "poker": "",
            "scavenge": {"ammo": 1}, "kind": "none", "text": "", "effects": []}
    assert card_dict(info)["scavenge"] == {"ammo": 1, "gas": 0, "adrenaline": 0}
    assert token_kind("molotov-2") == "molotov" and token_kind("first_aid") == "first_aid"
    assert token_kind("nonsense") is None


def test_modded_art_is_loaded_once_and_passed_as_override(content, tmp_path, monkeypatch):
    png = tmp_path / "l2-oil-derrick-field.png"
    picture = pygame.Surface((50, 70))
    picture.fill((200, 30, 200))
    pygame.image.save(picture, str(png))
    modded = fx._plain_content()
    modded.art = {"l2-oil-derrick-field": png}
    seen = []
    real = card_art.card_face

    def spy(card, size, override=None):
        if card["id"] == "l2-oil-derrick-field":
            seen.append(override)
        return real(card, size, override)

    monkeypatch.setattr(card_art, "card_face", spy)
    loads = []
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a, **k: loads.append(a) or real_load(*a, **k))
    view, viewer, _ = fx.fixture("mid_auction")
    board, _ = render(content=modded, view=view, viewer=viewer)
    render(modded, view, viewer, hover="card:l2-oil-derrick-field", board=board)
    assert seen and all(isinstance(s, pygame.Surface) for s in seen)
    assert len(loads) == 1


def test_unknown_keys_and_missing_parts_do_not_break_the_board(content):
    view, viewer, _ = fx.fixture("mid_auction")
    view["something_new"] = {"x": 1}
    view["seats"][1]["tokens"] = ["mystery-token"]
    del view["auction"]
    view["paths"][0]["cards"][0]["id"] = "no-such-card"
    render(content, view, viewer)
    render(content, {}, None)


# --- real views from a real match ---------------------------------------------
def test_real_match_views_render_with_clickable_answers(content):
    rules = pytest.importorskip("game.games.hit_z_road.rules")
    from game.core.match import Match
    from game.core.rules import MatchSetup, Seat

    for players, seed in ((4, 11), (1, 5)):
        seats = tuple(Seat(n, i) for i, n in enumerate(("Ana", "Bruno", "Chen", "Dara")[:players]))
        match = Match(rules.RULES, MatchSetup("hit_z_road", seats, seed), content, keep_undo=False)
        board = HitZRoadBoard(content, BoardSettings())
        surface = pygame.Surface((1280, 720))
        board.set_rect(surface.get_rect())
        steps = 0
        seen_phases = set()
        while not match.is_over and steps < 260:
            prompt = match.pending
            view = match.view(prompt.seat)
            seen_phases.add(view["phase"] + ("+fight" if view.get("fight") else ""))
            targets = frozenset(o.target for o in prompt.options if o.target)
            board.draw(surface, BoardFrame(view, prompt, prompt.seat, targets))
            assert_targets_clickable(board, targets)
            events = match.apply(prompt.options[(steps * 7) % len(prompt.options)].value)
            board.animate(events)
            board.update(1.0)
            steps += 1
        final = match.view(0)
        board.draw(surface, BoardFrame(final, None, 0))
        assert "encounter" in {p.split("+")[0] for p in seen_phases}
