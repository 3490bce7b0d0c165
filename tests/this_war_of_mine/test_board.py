"""The This War of Mine board, headless: it draws every view along random playthroughs (fights, night
raids, trades and choosing findings among them) at both window sizes, gives a hitbox inside the board to
every legal answer's target and maps a click on it back to it; its regions never overlap, whatever the
number of Characters; what is in hand opens its panel; nothing hidden is drawn or named; its text stays
readable; a Character who moves slides there, the dice tumble, the goods fly, and at animation speed 0
nothing moves; a steady frame composes nothing. It shows what the view says of the moment: the Leader by
name, the phase being played, each Character given an action standing where it is done, each roll of a
fight beside its combatant, each Guard's faces beside them with the raid's cut and what is left; only
"dice_rolled" events roll."""
from __future__ import annotations

import copy
import itertools
import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.match import Match
from game.core.prompt import ROLL_EVENT, Event
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.board import ThisWarOfMineBoard, faces
from game.games.this_war_of_mine.board.layout import LEAST_PX, lay_out_table
from game.games.this_war_of_mine.rules import RULES
from game.ui.board import BoardFrame, BoardSettings
from .board_fixtures import content, display  # noqa: F401  (fixtures)

SIZES = ((866, 700), (1450, 1060))          # the match screen's board at 1280x720 and 1920x1080
SHOWN = ("space:", "character:", "location:", "enemy:", "exploration:", "residents:", "objective:")   # targets the board draws
UNDER_WAY = ("fight", "raid", "trade", "choosing")




@pytest.fixture(scope="module")
def played(content):
    """(view, prompt, seat, events) along random playthroughs of 1-4 seats, up to a few hundred answers
    each, until every kind of work in hand and a finished war were seen."""
    out, seen = [], set()
    for seed in range(400):
        setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{k + 1}") for k in range(1 + seed % 4)), seed, ("normal",))
        match = Match(RULES, setup, content, keep_undo=False)
        pick, events = random.Random(seed), []
        for _ in range(300):
            prompt = match.pending
            if match.is_over or prompt is None:
                view = match.view(0)
                if "over" not in seen and view.get("result"):
                    out.append((view, None, 0, events))
                    seen.add("over")
                break
            view = match.view(prompt.seat)
            new = {kind for kind in view["under_way"] if kind not in seen}
            if seed < 6 or new or (len(out) < 260 and pick.random() < 0.1):
                out.append((view, prompt, prompt.seat, events))
                seen |= new
            events = match.apply(pick.choice(prompt.options).value)
        if seed >= 6 and seen >= {*UNDER_WAY, "over"}:
            break
    assert seen >= {*UNDER_WAY, "over"}, sorted(seen)
    return out


def lit(prompt) -> frozenset:
    return frozenset(o.target for o in (prompt.options if prompt else ()) if o.target)


def frame(view, prompt, seat, hover=None, highlights=None):
    return BoardFrame(view, prompt, seat, lit(prompt) if highlights is None else highlights, hover=hover)


def new_board(content, size, speed=1.0):
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=speed))
    board.set_rect(pygame.Rect(0, 0, *size))
    return board


@pytest.mark.parametrize("size", SIZES)
def test_draws_every_view_and_a_hitbox_inside_the_board_for_every_lit_target(content, played, size):
    board = new_board(content, size)
    surface = pygame.Surface(size)
    missing, outside = set(), set()
    for view, prompt, seat, _events in played:
        board.draw(surface, frame(view, prompt, seat))
        boxes = {box.target: box.rect for box in board.hitboxes}
        for target in lit(prompt):
            if target.startswith(SHOWN) and target not in boxes:
                missing.add(target)
            elif target in boxes and not board.rect.contains(boxes[target]):
                outside.add(target)
    assert not missing, f"targets without a place on the board: {sorted(missing)[:5]}"
    assert not outside, f"targets drawn off the board: {sorted(outside)[:5]}"


def test_a_click_on_a_lit_element_is_that_answer(content, played):
    board = new_board(content, SIZES[0])
    surface = pygame.Surface(SIZES[0])
    clicked = 0
    for view, prompt, seat, _events in played[::3]:
        board.draw(surface, frame(view, prompt, seat))
        for target in lit(prompt):
            rect = board.target_rect(target)
            if rect is None:
                continue
            points = [(x, y) for x in range(rect.x + 1, rect.right, max(1, rect.width // 6))
                      for y in range(rect.y + 1, rect.bottom, max(1, rect.height // 6))]
            assert any(board.hit_test(p) == target for p in points), target
            clicked += 1
    assert clicked > 50


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (1, 2, 3, 4))
def test_the_regions_lie_clear_of_each_other(size, n):
    lay = lay_out_table(*size, 1.0, n)
    board = pygame.Rect(0, 0, *size)
    regions = lay.regions()
    assert len(lay.panels) == n
    for (a_name, a), (b_name, b) in itertools.combinations(regions.items(), 2):
        assert not a.colliderect(b), (a_name, b_name)
    assert all(board.contains(rect) for rect in regions.values())
    cells = list(lay.cells.values())
    assert len(cells) == 27 and all(lay.house.contains(c) for c in cells)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(cells, 2))
    assert lay.house.contains(lay.overlay)
    assert min(c.width for c in cells) >= 80 and min(c.height for c in cells) >= 80, "a room holds a card and people"
    if n >= 3:
        assert min(r.width for r in lay.panels) >= 200 and min(r.height for r in lay.panels) >= 130


def test_what_is_in_hand_opens_its_panel(content, played):
    board = new_board(content, SIZES[0])
    surface = pygame.Surface(SIZES[0])
    opened = set()
    for view, prompt, seat, _events in played:
        under = view["under_way"]
        if not any(kind in under for kind in UNDER_WAY):
            continue
        board.draw(surface, frame(view, prompt, seat))
        targets = {box.target for box in board.hitboxes}
        kind = next(kind for kind in ("fight", "trade", "raid", "choosing") if kind in under)
        assert kind in targets, kind
        assert not any(t.startswith("space:") for t in targets), "the house under the panel is a picture only"
        opened.add(kind)
        if kind == "fight":
            assert {f"enemy:{k}" for k in range(len(under["fight"]["enemies"]))} <= targets
        if kind == "trade":
            assert all(f"trade:pool:{item}" in targets for item, n in under["trade"]["pool"].items()
                       if n - under["trade"]["want"].get(item, 0) > 0)
        if kind == "choosing":
            assert all(f"carry:left:{item}" in targets for item, n in under["choosing"]["left"].items() if n)
        if "script" in under:
            assert "script" in targets
    assert opened == set(UNDER_WAY)
    view = next(v for v, p, _s, _e in played if p is None and v.get("result"))
    board.draw(surface, frame(view, None, 0))
    assert "outcome" in {box.target for box in board.hitboxes}


def test_nothing_hidden_is_drawn_or_named(content, played):
    cards = content.tables["shelter_cards"]
    ids = set(cards)
    names = {card.name for card in cards.values()} | {card.back_name for card in cards.values() if card.back_name}
    board = new_board(content, SIZES[1])
    surface = pygame.Surface(SIZES[1])
    for view, prompt, seat, _events in played[::4]:
        text = json.dumps(view)
        assert not any(f'"{card_id}"' in text for card_id in ids), "the view holds no Shelter card id"
        board.draw(surface, frame(view, prompt, seat))
        for box in board.hitboxes:
            if box.target.startswith("space:"):
                assert not any(name in box.tooltip for name in names), box.tooltip
        assert not any(table == "shelter_cards" for table, _ in board._zoomable.values())


def test_every_hitbox_has_words_and_the_text_is_readable(content, played, monkeypatch):
    board = new_board(content, SIZES[0])
    surface = pygame.Surface(SIZES[0])
    sizes, art_text = [], board._art_text

    def text(words, px, *args, **kwargs):
        sizes.append(px)
        return art_text(words, px, *args, **kwargs)
    monkeypatch.setattr(board, "_art_text", text)
    for view, prompt, seat, _events in played[::6]:
        board.draw(surface, frame(view, prompt, seat))
        for box in board.hitboxes:
            assert box.tooltip, box.target
    assert sizes and min(sizes) >= LEAST_PX


def test_the_hover_shows_a_card_large(content, played):
    view, prompt, seat, _events = played[len(played) // 2]
    board = new_board(content, SIZES[1])
    plain, shown = pygame.Surface(SIZES[1]), pygame.Surface(SIZES[1])
    board.draw(plain, frame(view, prompt, seat))
    target = next(box.target for box in board.hitboxes if box.target.startswith("location:"))
    board.draw(shown, frame(view, prompt, seat, hover=target))
    changed = sum(1 for x in range(0, SIZES[1][0], 8) for y in range(0, SIZES[1][1], 8)
                  if plain.get_at((x, y)) != shown.get_at((x, y)))
    assert changed > 1000, "a large card over the table"


def moved_views(played):
    """A view before and after Character 0 goes from the Guard space to the floor's mattress."""
    view = next(v for v, _p, _s, _e in played if v["phase"] == "day" and v["characters"][0]["alive"])
    before, after = copy.deepcopy(view), copy.deepcopy(view)
    before["characters"][0]["place"], after["characters"][0]["place"] = "guard", "floor"
    return before, after


def test_a_standee_slides_when_a_character_moves_and_nothing_at_speed_0(content, played):
    before, after = moved_views(played)
    for speed, kinds in ((1.0, ["slide"]), (0.0, [])):
        board = new_board(content, SIZES[0], speed)
        surface = pygame.Surface(SIZES[0])
        board.draw(surface, frame(before, None, 0))
        board.draw(surface, frame(after, None, 0))
        assert sorted({anim.kind for anim in board._anims}) == kinds
        if kinds:                  # the one who moved goes to the mattress; those left at the Guard space close up
            slide = next(anim for anim in board._anims if anim.data["who"] == 0)
            floor = board._layout.cells[("ground", 5)]
            assert not floor.colliderect(slide.data["from"]) and floor.contains(slide.data["to"])
            for _ in range(20):
                board.draw(surface, frame(after, None, 0))
                if not board.update(0.05):
                    break
            assert not board.animating, "the slide ends"


def test_dice_tumble_goods_fly_the_noise_moves_and_all_end(content, played):
    view = next(v for v, _p, _s, _e in played if v["phase"] == "scavenging")
    events = [Event(ROLL_EVENT, "", "rule:combat", None, {"die": "red", "face": "2"}),
              Event(ROLL_EVENT, "", "rule:noise", None, {"die": "black", "result": 7}),
              Event("gained", "", "exploration:x", None, {"item": "wood", "amount": 2}),
              Event("lost", "", "rule:night_raid", None, {"item": "water", "amount": 1}),
              Event("noise", "", "rule:noise", None, {"noise": int(view["noise"]) % 8 + 1}),
              Event("home", "", "rule:dawn", None, {"goods": {"canned-food": 1, "wood": 2}})]
    for speed in (1.0, 0.0):
        board = new_board(content, SIZES[1], speed)
        surface = pygame.Surface(SIZES[1])
        board.draw(surface, frame(view, None, 0))
        board.animate(events)
        if not speed:
            assert not board.animating
            continue
        assert {anim.kind for anim in board._anims} == {"dice", "goods", "noise"}
        dice = next(anim for anim in board._anims if anim.kind == "dice")
        assert dice.data["dice"] == [("red", "2"), ("black", "7")], "one answer's dice tumble together"
        for _ in range(30):
            board.draw(surface, frame(view, None, 0))
            if not board.update(0.05):
                break
        assert not board.animating
    assert board.roll_dice(events[0], 24) and board.roll_dice(events[1], 24)


def test_a_steady_frame_composes_nothing(content, played, monkeypatch):
    view, prompt, seat, _events = played[10]
    board = new_board(content, SIZES[0])
    surface = pygame.Surface(SIZES[0])
    board.draw(surface, frame(view, prompt, seat))
    while board.warm_up(0.05):
        pass
    board.draw(surface, frame(view, prompt, seat))
    composed = []
    monkeypatch.setattr(board, "_compose", lambda *args: composed.append(args))
    for _ in range(3):
        board.draw(surface, frame(view, prompt, seat))
    assert not composed and not board.animating and not board.showing_stand_ins


def test_stand_ins_are_drawn_ahead_and_the_table_composed_again(content, played):
    """A first table with more new card faces than a frame draws shows stand-ins, says so, and is whole
    once warm_up has drawn them."""
    view, prompt, seat, _events = next(p for p in played if sum(1 for s in p[0]["shelter"].values() if s["fitting"]) >= 3)
    board = new_board(content, SIZES[1])
    board._faces.clear()
    surface = pygame.Surface(SIZES[1])
    old, faces.NEW_FACES_PER_FRAME = faces.NEW_FACES_PER_FRAME, 1
    try:
        board.draw(surface, frame(view, prompt, seat))
        assert board.showing_stand_ins
        while board.warm_up(0.05):
            pass
        board.draw(surface, frame(view, prompt, seat))
        assert not board.showing_stand_ins
    finally:
        faces.NEW_FACES_PER_FRAME = old


# --- what the view says of the moment: the seats' names, the phase being played, the actions given, the dice --
@pytest.fixture(scope="module")
def moments(content):
    """{moment: (view, the events of the answer that led to it)} along random playthroughs: an Action stage
    being assigned with a Shelter card worked ("card") and a Fitting being built ("build"), a fight round
    rolled ("fight"), a night raid's Guard rolling after another kept a face ("raid_roll"), and a raid's
    cut split with the Damage and Wounds left ("raid_left")."""
    found: dict = {}
    wanted = {"card", "build", "fight", "raid_roll", "raid_left"}
    for seed in range(200):
        seats = tuple(Seat(name) for name in ("Ana", "Ben", "Cy", "Dee")[:1 + seed % 4])
        match = Match(RULES, MatchSetup("this_war_of_mine", seats, seed, ("normal",)), content, keep_undo=False)
        pick, events = random.Random(seed), []
        for _ in range(700):
            if match.is_over or match.pending is None or wanted <= set(found):
                break
            prompt = match.pending
            view = match.view(prompt.seat)
            under = view["under_way"]
            for action in ((under.get("stage") or {}).get("assigned") or {}).values():
                found.setdefault(action.split(":")[0], (view, events))
            fight, raid = under.get("fight"), under.get("raid")
            if fight and fight["rolls"] and all(r["face"] for r in fight["rolls"]) and \
                    any(e.kind == ROLL_EVENT for e in events):
                found.setdefault("fight", (view, events))
            if raid and raid["part"] == "roll" and raid["faces"] and len(raid["rolled_by"]) > len(raid["faces"]):
                found.setdefault("raid_roll", (view, events))
            if raid and raid["part"] in ("damage", "wounds"):
                found.setdefault("raid_left", (view, events))
            events = match.apply(pick.choice(prompt.options).value)
        if wanted <= set(found):
            break
    assert wanted <= set(found), sorted(found)
    return found


def drawn_words(board, monkeypatch) -> list:
    """(words, colour) of every text the board draws from now on."""
    words, art_text = [], board._art_text

    def text(said, px, color=(0, 0, 0), *args, **kwargs):
        words.append((str(said), tuple(color)[:3]))
        return art_text(said, px, color, *args, **kwargs)
    monkeypatch.setattr(board, "_art_text", text)
    return words


def boxes(board, target: str) -> list:
    return [box.rect for box in board.hitboxes if box.target == target]


def test_the_leader_is_named_by_their_seat_s_name(content, played, monkeypatch):
    view, prompt, seat, _events = next(p for p in played if len(p[0]["seat_names"]) > 1 and p[0]["leader"])
    board = new_board(content, SIZES[0])
    words = drawn_words(board, monkeypatch)
    board.draw(pygame.Surface(SIZES[0]), frame(view, prompt, seat))
    name = view["seat_names"][view["leader"]]
    assert f"Leader: {name}" in [w for w, _c in words]
    tip = next(box.tooltip for box in board.hitboxes if box.target == "leader")
    assert name in tip and "seat" not in tip


def test_the_track_lights_the_phase_being_played(content, played, monkeypatch):
    from game.games.this_war_of_mine import tooltips as tips
    from game.games.this_war_of_mine.board.track import LIT
    assert not hasattr(tips, "shown_phase"), "the board shows the view's phase_now, it works out nothing"
    early = [p for p in played if p[0]["phase_now"] != p[0]["phase"] and p[0]["phase_now"] in tips.PHASES]
    assert early, "a phase whose work is still in hand when `phase` has moved on"
    board = new_board(content, SIZES[0])
    surface = pygame.Surface(SIZES[0])
    for view, prompt, seat, _events in early[:6]:
        board.draw(surface, frame(view, prompt, seat))
        chip = board.target_rect(f"phase:{view['phase_now']}")
        assert surface.get_at((chip.x + 3, chip.centery))[:3] == LIT, view["phase_now"]
        assert "(now)" in tips.tooltip(view, f"phase:{view['phase_now']}", content)
        assert "(now)" not in tips.tooltip(view, f"phase:{view['phase']}", content)


def test_a_character_given_an_action_stands_where_it_is_done_and_says_what(content, moments, monkeypatch):
    from game.games.this_war_of_mine import tooltips as tips
    for moment in ("card", "build"):
        view, _events = moments[moment]
        board = new_board(content, SIZES[0])
        words = drawn_words(board, monkeypatch)
        board.draw(pygame.Surface(SIZES[0]), frame(view, None, 0))
        shelter = content.tables["shelter"]
        for key, action in view["under_way"]["stage"]["assigned"].items():
            doing = tips.action_words(view, int(key), content)
            assert doing.startswith("will "), action
            assert any(w.startswith(doing[:12].capitalize()) for w, _c in words), doing
            space = tips.action_space(action, content)
            if space is None:
                continue
            cell = board._layout.cells[(shelter[space].floor, shelter[space].column)]
            assert any(cell.contains(rect) for rect in boxes(board, f"character:{key}")), (action, "stands there")
        if moment == "build":
            action = next(a for a in view["under_way"]["stage"]["assigned"].values() if a.startswith("build:"))
            name = content.tables["fittings"][action.split(":")[1]].name
            assert f"will build the {name}" in [tips.action_words(view, int(k), content) for k in
                                                view["under_way"]["stage"]["assigned"]]
            assert "to build" in [w for w, _c in words], "the Fitting to be built shows faded on its space"


def test_each_roll_of_the_round_lies_beside_its_combatant_and_tumbles_there(content, moments):
    view, events = moments["fight"]
    board = new_board(content, SIZES[0])
    surface = pygame.Surface(SIZES[0])
    board.draw(surface, frame(view, None, 0))
    spots = board._spots["dice"]
    rolls = view["under_way"]["fight"]["rolls"]
    assert len(spots) == len(rolls)
    overlay = board._layout.overlay
    for roll in rolls:
        target = f"character:{roll['who']}" if roll["side"] == "c" else f"enemy:{roll['who']}"
        rows = [rect for rect in boxes(board, target) if overlay.contains(rect)]
        assert any(face == (roll["die"], roll["face"]) and rows[0].contains(rect) for face, rect, _key in spots), roll
    board.animate(events)
    dice = next(anim for anim in board._anims if anim.kind == "dice")
    landed = [spot for spot in board._roll_rects(dice.data["dice"]) if spot is not None]
    assert landed and all(rect in [r for _f, r, _k in spots] for rect, _key in landed), "the dice land where they lie"
    for _ in range(20):
        board.draw(surface, frame(view, None, 0))
        if not board.update(0.05):
            break
    assert not board.animating


def test_a_night_raid_shows_each_guard_s_faces_and_what_is_left(content, moments, monkeypatch):
    from game.games.this_war_of_mine import tooltips as tips
    view, _events = moments["raid_roll"]
    raid = view["under_way"]["raid"]
    board = new_board(content, SIZES[0])
    board.draw(pygame.Surface(SIZES[0]), frame(view, None, 0))
    spots = board._spots["dice"]
    assert len(spots) == len(raid["faces"]) + 1, "the faces kept, and the die rolled now"
    for k, guard in enumerate(raid["rolled_by"][:len(raid["faces"])]):
        row = next(rect for rect in boxes(board, f"character:{guard}") if board._layout.overlay.contains(rect))
        assert spots[k][0][1] == raid["faces"][k] and row.contains(spots[k][1])
    assert "last_roll" in {box.target for box in board.hitboxes}
    view, _events = moments["raid_left"]
    raid = view["under_way"]["raid"]
    board = new_board(content, SIZES[0])
    drawn = drawn_words(board, monkeypatch)
    board.draw(pygame.Surface(SIZES[0]), frame(view, None, 0))
    assert {"DAMAGE LEFT", "WOUNDS LEFT", "CUT", str(raid["cut"]), str(raid["damage_left"]),
            str(raid["wounds_left"])} <= {w for w, _c in drawn}
    words = tips.tooltip(view, "raid", content)
    assert f"Cut by {raid['cut']}" in words and f"Damage {raid['damage_left']}, Wounds {raid['wounds_left']}" in words


def test_only_dice_rolled_events_roll(content, played):
    board = new_board(content, SIZES[0])
    board.draw(pygame.Surface(SIZES[0]), frame(played[0][0], None, 0))
    board.animate([Event("combat_die", "", "rule:combat", None, {"die": "red", "face": "2"})])
    assert not board.animating, "the old kinds of roll event no longer occur"
    assert board.roll_dice(Event("combat_die", "", "rule:combat", None, {"die": "red", "face": "2"}), 24) == []
    assert len(board.roll_dice(Event(ROLL_EVENT, "", "rule:combat", None, {"die": "red", "face": "2"}), 24)) == 1
    assert len(board.roll_dice(Event(ROLL_EVENT, "", "rule:noise", None, {"die": "black", "result": 7}), 24)) == 1
