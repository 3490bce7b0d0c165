"""The Salvation Road board renderer: hitboxes, hidden information, colour-blind mode, animations,
caching, and real views from a real match."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.prompt import Event  # noqa: E402
from game.games.salvation_road import board as board_module  # noqa: E402
from game.games.salvation_road import card_art as ca  # noqa: E402
from game.games.salvation_road.board import SalvationRoadBoard  # noqa: E402
from game.ui.board import BoardFrame, BoardSettings  # noqa: E402
from tests.board_helpers import assert_targets_clickable, pixels, render_board  # noqa: E402
from tests.salvation_road_ui import fixtures as fx  # noqa: E402

# (surface size, board rect): whole windows, and the match screen's board areas
SIZES = [((1920, 1080), None), ((1280, 720), None), ((1920, 1080), (10, 10, 1450, 1060)),
         ((1280, 720), (10, 10, 866, 700))]
BOARD_PREFIXES = ("character:", "location:", "location-slot:", "compound", "truck", "supply:", "slot:", "die:",
                  "road:", "fence", "apocalypse")
REVEALED_WORDS = ("critical", "sprain", "ankle", "wrist", "painful", "flesh", "injury")


@pytest.fixture(scope="module")
def content():
    pygame.display.init()
    pygame.font.init()
    return fx.load_content()


def render(content, view, viewer, highlights=frozenset(), **options):
    return render_board(SalvationRoadBoard, content, view, viewer, highlights, **options)


def tips_of(board: SalvationRoadBoard, prefix: str) -> dict[str, str]:
    return {b.target: b.tooltip for b in board.hitboxes if b.target.startswith(prefix)}


# --- every fixture, every size ---------------------------------------------
@pytest.mark.parametrize("size,rect", SIZES)
@pytest.mark.parametrize("name", list(fx.FIXTURES))
def test_fixture_draws_and_highlights_map_back(content, name, size, rect):
    view, viewer, highlights = fx.fixture(name)
    board, surface = render(content, view, viewer, highlights, size=size, rect=rect)
    assert board.hitboxes
    assert_targets_clickable(board, highlights)
    area = pygame.Rect(rect) if rect else surface.get_rect()
    for box in board.hitboxes:
        assert area.contains(box.rect), box


def test_element_ids(content):
    view, viewer, _ = fx.fixture("threat_4p")
    board, _ = render(content, view, viewer)
    targets = {b.target for b in board.hitboxes}
    for ch in view["characters"]:
        assert f"character:{ch['id']}" in targets
        for i in range(len(ch["slots"])):
            assert f"slot:{ch['id']}:{i}" in targets
    for loc in view["locations"]:
        assert f"location:{loc['id']}" in targets
        for res, n in loc["supply"].items():
            assert (f"supply:{loc['id']}:{res}" in targets) == (n > 0)
    assert {"compound", "truck", "fence", "apocalypse"} <= targets
    assert {f"truck:{r}" for r in ca.RESOURCES} <= targets
    assert {f"road:{i}" for i in range(5)} <= targets            # 4 scouted + 1 empty slot up to the target
    assert {f"die:{k}" for k in range(5)} <= targets
    # a standee is the character too: two hitboxes for each character on the board
    standing = [ch for ch in view["characters"] if not ch["defeated"]]
    for ch in standing:
        assert sum(1 for b in board.hitboxes if b.target == f"character:{ch['id']}") == 2


def test_face_down_locations_use_both_spellings_of_their_id(content):
    view, viewer, _ = fx.fixture("opening_2p")
    for target in ("location-slot:1", "location:slot-2"):
        board, _ = render(content, view, viewer, {target})
        assert_targets_clickable(board, {target})


def test_last_roll_dice_are_not_answers(content):
    view, viewer, _ = fx.fixture("apocalypse_3p")        # a fight's last roll, no threat roll
    board, _ = render(content, view, viewer)
    targets = {b.target for b in board.hitboxes}
    assert not any(t.startswith("die:") for t in targets)
    assert {"lastdie:0", "lastdie:1"} <= targets


def test_highlighted_element_wins_over_what_lies_on_it(content):
    view, viewer, _ = fx.fixture("opening_2p")
    board, _ = render(content, view, viewer, {"location:mercy-street-clinic"})
    supply = board.target_rect("supply:mercy-street-clinic:med")
    assert board.hit_test(supply.center) == "location:mercy-street-clinic"
    board, _ = render(content, view, viewer, {"fence", "character:gus-pellman"})
    assert_targets_clickable(board, {"fence", "character:gus-pellman"})


# --- tooltips ----------------------------------------------------------------
def test_tooltips_say_what_matters(content):
    view, viewer, _ = fx.fixture("threat_4p")
    board, _ = render(content, view, viewer)
    tip = board.tooltip_at(board.target_rect("character:ines-calder").center)
    assert "Rally Call" in tip and "move" in tip
    tip = board.tooltip_at(board.target_rect("location:mercy-street-clinic").center)
    assert "Supply Closet" in tip and "Threat track" in tip and "[+1]" in tip and "skull" in tip
    tip = board.tooltip_at(board.target_rect("road:0").center)
    assert "Toll Bridge Gang" in tip and "3 Fuel" in tip and "2 Ammo" in tip
    tip = board.tooltip_at(board.target_rect("road:1").center)
    assert "unexplored" in tip and "Food" in tip and "Fuel" in tip
    assert "2 wounds" in board.tooltip_at(board.target_rect("die:2").center)
    assert "Red" in board.tooltip_at(board.target_rect("die:4").center)
    # a revealed wound's meaning
    tip = board.tooltip_at(board.target_rect("slot:gus-pellman:1").center)
    assert "Sprained ankle" in tip and "delayed" in tip
    tip = board.tooltip_at(board.target_rect("slot:nico-ferrante:1").center)
    assert "Critical" in tip
    assert "Fuel" in board.tooltip_at(board.target_rect("truck:fuel").center)
    assert "8 of 11" in board.tooltip_at(board.target_rect("fence").center)
    view, viewer, _ = fx.fixture("apocalypse_3p")
    board, _ = render(content, view, viewer)
    tips = [b.tooltip for b in board.hitboxes if b.target == "apocalypse"]
    assert any("Gate Crashers" in t and "second wound" in t for t in tips)
    assert any("3 cards left" in t for t in tips)


def test_talk_groups_are_drawn(content):
    view, viewer, _ = fx.fixture("heroic_talk_7p")
    board, surface = render(content, view, viewer)
    tips = [b.tooltip for b in board.hitboxes if b.target == "talk"]
    assert any("Bruno" in t and "Gus" in t for t in tips)
    assert any("Ana is alone" in t for t in tips)
    view["talk_groups"] = None
    _, without = render(content, view, viewer)
    assert pixels(surface) != pixels(without)


# --- hidden information ------------------------------------------------------
def test_unrevealed_wounds_never_show_a_type(content, monkeypatch):
    asked = []
    real = ca.wound_token

    def spy(kind, size, colorblind=False):
        asked.append(kind)
        return real(kind, size, colorblind)

    monkeypatch.setattr(ca, "wound_token", spy)
    view, viewer, _ = fx.fixture("threat_4p")
    for ch in view["characters"]:           # every wound hidden
        ch["slots"] = [{"wound": "unrevealed"} if isinstance(s, dict) and "wound" in s else s for s in ch["slots"]]
    board, _ = render(content, view, viewer)
    assert asked and set(asked) == {"unrevealed"}
    for box in board.hitboxes:
        if box.target.startswith(("slot:", "character:")):
            words = box.tooltip.lower().replace("unrevealed", "")
            for word in REVEALED_WORDS:
                assert word not in words, (box.target, box.tooltip)
    # and a revealed one is drawn as its type
    asked.clear()
    view["characters"][0]["slots"][0] = {"wound": "painful"}
    render(content, view, viewer)
    assert "painful" in asked


def test_an_odd_wound_value_is_drawn_as_unrevealed(content, monkeypatch):
    asked = []
    real = ca.wound_token
    monkeypatch.setattr(ca, "wound_token", lambda kind, size, cb=False: asked.append(kind) or real(kind, size, cb))
    view, viewer, _ = fx.fixture("opening_2p")
    view["characters"][0]["slots"][1] = {"wound": "secret-sauce"}
    board, _ = render(content, view, viewer)
    assert set(asked) == {"unrevealed"}      # the circle, and the wound pool's token
    assert board_module.UNREVEALED_HELP in board.tooltip_at(board.target_rect("slot:ines-calder:1").center)


def test_face_down_locations_never_show_their_identity(content, monkeypatch):
    drawn = []
    real = ca.location_card

    def spy(data, size, override=None):
        drawn.append(data.get("id"))
        return real(data, size, override)

    monkeypatch.setattr(ca, "location_card", spy)
    view, viewer, highlights = fx.fixture("opening_2p")
    # a careless view: a face-down location that still carries its id and name
    view["locations"][1].update(id="grain-co-op", name="Harlan Grain Co-op", face_up=False, threat=0,
                                track=[0, 1, 2], ability={"name": "Silo Hatch", "text": "Secret."})
    board, _ = render(content, view, viewer, highlights)
    assert "grain-co-op" not in drawn and drawn == ["mercy-street-clinic"]
    for box in board.hitboxes:
        assert "grain-co-op" not in box.target
        for word in ("Harlan", "Grain", "Silo", "Secret"):
            assert word not in box.tooltip, box
    down = [b for b in board.hitboxes if b.target in ("location-slot:1", "location:slot-1")]
    assert down and all(b.tooltip.startswith("Face-down location") for b in down)


# --- settings ----------------------------------------------------------------
@pytest.mark.parametrize("name", ["threat_4p", "heroic_talk_7p"])
def test_colorblind_mode_changes_the_output(content, name):
    view, viewer, highlights = fx.fixture(name)
    _, plain = render(content, view, viewer, highlights)
    _, cb = render(content, view, viewer, highlights, settings=BoardSettings(colorblind=True))
    assert pixels(plain) != pixels(cb)


def test_colorblind_pieces_differ_by_more_than_colour():
    assert pixels(ca.threat_die("red", 2, 40, True)) != pixels(ca.threat_die("red", 2, 40, False))
    assert pixels(ca.wound_token("painful", 40, True)) != pixels(ca.wound_token("painful", 40, False))
    # an unrevealed wound looks the same in both modes: no letter can give it away
    assert pixels(ca.wound_token("unrevealed", 40, True)) == pixels(ca.wound_token("unrevealed", 40, False))


def test_board_in_a_sub_rectangle(content):
    view, viewer, highlights = fx.fixture("threat_4p")
    rect = pygame.Rect(40, 30, 1380, 1000)
    board, surface = render(content, view, viewer, highlights, rect=rect)
    for box in board.hitboxes:
        assert rect.contains(box.rect), box
    assert_targets_clickable(board, highlights)
    assert surface.get_at((5, 5)) == pygame.Color(0, 0, 0)


@pytest.mark.parametrize("scale", [0.75, 1.25, 1.6])
def test_ui_scale(content, scale):
    view, viewer, highlights = fx.fixture("heroic_talk_7p")
    board, _ = render(content, view, viewer, highlights, settings=BoardSettings(ui_scale=scale))
    assert_targets_clickable(board, highlights)


# --- caching -------------------------------------------------------------------
def test_same_frame_twice_is_identical_and_a_change_redraws(content):
    view, viewer, highlights = fx.fixture("threat_4p")
    board, first = render(content, view, viewer, highlights)
    boxes = [(b.target, tuple(b.rect)) for b in board.hitboxes]
    _, second = render(content, view, viewer, highlights, board=board)
    assert pixels(first) == pixels(second)
    assert boxes == [(b.target, tuple(b.rect)) for b in board.hitboxes]
    changed = fx.clone(view)
    changed["truck"]["fuel"] = 12
    _, third = render(content, changed, viewer, highlights, board=board)
    assert pixels(third) != pixels(first)


def test_hover_outlines_and_goes_away(content):
    view, viewer, _ = fx.fixture("threat_4p")
    board, plain = render(content, view, viewer)
    _, hovered = render(content, view, viewer, hover="location:relay-tower", board=board)
    assert pixels(plain) != pixels(hovered)
    _, back = render(content, view, viewer, board=board)
    assert pixels(back) == pixels(plain)


# --- animations ----------------------------------------------------------------
EVENTS = [
    Event("dice_rolled", "threat roll", "rule:threat",
          data={"kind": "threat", "faces": [1, 0, 2, 0, 0], "colors": ["blue"] * 4 + ["red"],
                "location": "mercy-street-clinic"}),
    Event("card_drawn", "Search card", "rule:search",
          data={"card": "s1", "deck": "search", "location": "grain-co-op"}),
    Event("flipped", "turned face up", "rule:move", data={"location": "st-brigid-chapel", "slot": 4}),
    Event("scouted", "a road is scouted", "location:relay-tower", data={"index": 3, "needs": ["food"]}),
    Event("explored", "explored", "location:relay-tower", data={"index": 2, "road": "glowing-crater"}),
]


def test_animations_end_within_0_6_seconds(content):
    view, viewer, highlights = fx.fixture("threat_4p")
    board, still = render(content, view, viewer, highlights)
    board.animate(EVENTS)
    assert board.animating
    elapsed = 0.0
    moving = 0
    while board.animating:
        _, frame = render(content, view, viewer, highlights, board=board)
        moving += pixels(frame) != pixels(still)
        board.update(1 / 60)
        elapsed += 1 / 60
        assert elapsed <= 0.6 + 1e-9, "animation still running after 0.6 s"
    assert moving > 5
    _, after = render(content, view, viewer, highlights, board=board)
    assert pixels(after) == pixels(still)


@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_a_drawn_apocalypse_card_slides_in_and_lands(content, speed):
    view, viewer, highlights = fx.fixture("apocalypse_3p")
    board, still = render(content, view, viewer, highlights, settings=BoardSettings(animation_speed=speed))
    board.animate([Event("card_drawn", "Gate Crashers", "card:gate-crashers",
                         data={"card": "gate-crashers", "deck": "apocalypse"})])
    _, first = render(content, view, viewer, highlights, board=board)
    assert pixels(first) != pixels(still)
    elapsed = 0.0
    while board.update(0.05):
        elapsed += 0.05
    assert elapsed <= 0.55
    _, done = render(content, view, viewer, highlights, board=board)
    assert pixels(done) == pixels(still)


def test_animations_are_instant_at_speed_zero(content):
    view, viewer, highlights = fx.fixture("threat_4p")
    board, still = render(content, view, viewer, highlights, settings=BoardSettings(animation_speed=0))
    board.animate(EVENTS)
    assert not board.animating
    assert board.update(0.016) is False
    _, frame = render(content, view, viewer, highlights, board=board)
    assert pixels(frame) == pixels(still)


def test_unknown_events_do_nothing(content):
    view, viewer, highlights = fx.fixture("opening_2p")
    board, _ = render(content, view, viewer, highlights)
    board.animate([Event("moved", "x", "rule:move", data={}), Event("card_drawn", "x", "rule:x", data={"deck": "?"}),
                   Event("flipped", "x", "rule:move", data={"location": "nowhere"})])
    assert not board.animating


# --- robustness ----------------------------------------------------------------
def test_unknown_keys_and_missing_parts_do_not_break_the_board(content):
    view, viewer, _ = fx.fixture("threat_4p")
    view["something_new"] = {"x": 1}
    view["characters"][0]["slots"].append({"resource": "plutonium"})
    view["characters"][1]["kind"] = None
    view["locations"][0]["track"] = []
    del view["compound"]
    del view["apocalypse"]["discard"]
    view["threat_roll"]["dice"].append("garbage")
    view["last_roll"] = [2, {"color": "red", "wounds": 9}]
    render(content, view, viewer)
    render(content, {}, None)
    render(content, {"characters": [None, {"id": "x"}], "locations": [{"slot": 0}]}, None)


# --- real views from a real match ---------------------------------------------
@pytest.mark.parametrize("players,seed,variants", [(2, 11, ()), (4, 5, ()), (1, 3, ("solo-2",)),
                                                   (7, 2, ("heroic", "limited-communication"))])
def test_real_match_views_render_with_clickable_answers(content, players, seed, variants):
    rules = pytest.importorskip("game.games.salvation_road.rules")
    from game.core.match import Match
    from game.core.rules import MatchSetup, Seat

    seats = tuple(Seat(fx.SEAT_NAMES[i], i) for i in range(players))
    match = Match(rules.RULES, MatchSetup("salvation_road", seats, seed, variants), content, keep_undo=False)
    board = SalvationRoadBoard(content, BoardSettings())
    surface = pygame.Surface((1280, 720))
    board.set_rect(pygame.Rect(10, 10, 866, 700))
    steps = 0
    phases = set()
    while not match.is_over and steps < 400:
        prompt = match.pending
        view = match.view(prompt.seat)
        phases.add(view["phase"])
        targets = frozenset(o.target for o in prompt.options if o.target and o.target.startswith(BOARD_PREFIXES))
        board.draw(surface, BoardFrame(view, prompt, prompt.seat, targets))
        assert_targets_clickable(board, targets)
        for box in board.hitboxes:     # nothing hidden leaks into a tooltip
            if box.target.startswith("slot:") and board_module.UNREVEALED_HELP in box.tooltip:
                assert not any(w in box.tooltip.lower() for w in REVEALED_WORDS), box.tooltip
        events = match.apply(prompt.options[(steps * 7 + 3) % len(prompt.options)].value)
        board.animate(events)
        board.update(1.0)
        steps += 1
    board.draw(surface, BoardFrame(match.view(0), None, 0))
    assert "action" in phases
