"""No text cut anywhere on the Salvation Road board: every text the board and the card faces draw
(routed through ``card_art.text.put`` to game/ui/text_fit.py's ``recording()``) is measured against
the box it belongs in, on real boards at 1280x720 and 1920x1080 and ui scales 1.0 / 1.5 / 2.0; the
dice legend shows the die's real faces (the view's, else the content's, never made-up ones); captions reach 4.5:1 contrast; the hover card view's text is at least 14 px."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.salvation_road import card_art as ca  # noqa: E402
from game.games.salvation_road.board import SalvationRoadBoard  # noqa: E402
from game.games.salvation_road.board import style  # noqa: E402
from game.games.salvation_road.board.text_fit import TEXT_FLOOR  # noqa: E402
from game.games.salvation_road.card_art import text as card_text  # noqa: E402
from game.ui.board import BoardFrame, BoardSettings  # noqa: E402
from game.ui.art.color import contrast_ratio, relative_luminance  # noqa: E402
from game.ui.text_fit import recording  # noqa: E402
from tests.board_helpers import SCALES, WINDOWS, content_fixture  # noqa: E402
from tests.salvation_road_ui import fixtures as fx  # noqa: E402

content = content_fixture(fx.load_content)


def clear_card_caches() -> None:
    """Card faces are cached: drop them so drawing again reports every text."""
    import importlib
    import pkgutil
    for info in pkgutil.iter_modules(ca.__path__):
        module = importlib.import_module(f"{ca.__name__}.{info.name}")
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def draw(content, view, viewer, highlights=frozenset(), size=(1280, 720), scale=1.0, hover=None, board=None):
    surface = pygame.Surface(size)
    board = board or SalvationRoadBoard(content, BoardSettings(ui_scale=scale))
    board.set_rect(surface.get_rect())
    board.draw(surface, BoardFrame(view, None, viewer, frozenset(highlights), hover))
    return board, surface


def real_views(content, players=2, seed=11, steps=60, variants=()):
    """Views from a real match, a few steps apart."""
    rules = pytest.importorskip("game.games.salvation_road.rules")
    from game.core.match import Match
    from game.core.rules import MatchSetup, Seat
    seats = tuple(Seat(fx.SEAT_NAMES[i], i) for i in range(players))
    match = Match(rules.RULES, MatchSetup("salvation_road", seats, seed, variants), content, keep_undo=False)
    views = []
    for step in range(steps):
        if match.is_over:
            break
        prompt = match.pending
        if step % 12 == 0:
            views.append((match.view(prompt.seat), prompt.seat,
                          frozenset(o.target for o in prompt.options if o.target)))
        match.apply(prompt.options[(step * 7 + 3) % len(prompt.options)].value)
    views.append((match.view(0), 0, frozenset()))
    return views


def overflows(records):
    bad = []
    for r in records:
        target = pygame.Rect((0, 0), r.target)
        if not r.box.contains(r.rect) or not target.contains(r.rect):
            bad.append(f"{r.where}: {r.drawn!r} at {r.size}px {tuple(r.rect)} outside {tuple(r.box)} "
                       f"(surface {r.target})")
    return bad


def cases(content):
    out = [(name, *fx.fixture(name)) for name in fx.FIXTURES]
    out += [(f"real-{i}", *v) for i, v in enumerate(real_views(content))]
    out += [(f"real7-{i}", *v) for i, v in enumerate(real_views(content, 7, 2, 40, ("heroic", "limited-communication")))]
    return out


# --- every text fits its box ------------------------------------------------------
@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("scale", SCALES)
def test_no_text_leaves_its_box(content, size, scale):
    bad, seen, words = [], 0, set()
    for name, view, viewer, highlights in cases(content):
        clear_card_caches()
        with recording() as records:
            draw(content, view, viewer, highlights, size, scale)
        assert records, name
        seen += len(records)
        words.update(r.drawn for r in records)
        bad += [f"{name}: {b}" for b in overflows(records)]
        board_px = [r.size for r in records if r.where == "board"]
        assert min(board_px) >= TEXT_FLOOR, (name, min(board_px))
    assert not bad, "\n".join(bad[:40])
    # the drawing really went through the recorder: board labels and card faces both
    assert {"APOCALYPSE", "SEARCH DECK", "SUPPLY POOLS", "THE TRUCK"} <= words
    assert any(w.startswith("Action") for w in words)          # ability texts on the cards
    assert seen > 200


def test_recorder_catches_a_text_outside_its_box():
    surface = pygame.Surface((100, 40))
    rendered = card_text.txt("A LONG LABEL HERE", 14)
    with recording() as records:
        card_text.put(surface, rendered, pygame.Rect(0, 0, 40, 40), topleft=(0, 0))
    assert overflows(records), "a text wider than its box must be reported"


def test_used_marker_leaves_the_ability_text_readable(content):
    """A used location: the USED marker lies on the picture, not over the ability's words."""
    view, viewer, _ = fx.fixture("opening_2p")
    view = fx.clone(view)
    loc = next(loc for loc in view["locations"] if loc.get("face_up"))
    loc["used"] = True
    board, surface = draw(content, view, viewer)
    rect = board.target_rect(f"location:{loc['id']}")
    lay = ca.location_layout(rect.size, len(loc.get("track") or (0, 1, 1, 2, 2, 3)), loc.get("name", ""))
    ability = lay.ability.move(rect.topleft)
    picture = lay.picture.move(rect.topleft)
    # the pixels of the ability box are those of the printed card, only dimmed: no marker drawn there
    face = ca.location_card(loc, rect.size)
    inner = ability.inflate(-8, -8)
    for x in range(inner.x, inner.right, 7):
        for y in range(inner.y, inner.bottom, 5):
            printed = face.get_at((x - rect.x, y - rect.y))
            shown = surface.get_at((x, y))
            assert sum(shown[:3]) <= sum(printed[:3]) + 3
            assert sum(shown[:3]) >= sum(printed[:3]) * 0.45 - 3, (x, y, printed, shown)
    # and the marker is on the picture
    plain, _ = draw(content, fx.fixture("opening_2p")[0], viewer)
    _, plain_surface = draw(content, fx.fixture("opening_2p")[0], viewer)
    changed = sum(1 for x in range(picture.x, picture.right, 3) for y in range(picture.y, picture.y + picture.height // 3, 3)
                  if surface.get_at((x, y)) != plain_surface.get_at((x, y)))
    assert changed > 20


# --- the dice legend -------------------------------------------------------------------
def content_faces(content) -> dict[str, list[int]]:
    return {color: sorted(content.table("dice")[color].faces) for color in ("blue", "red")}


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_dice_legend_shows_the_real_faces(content, size, scale):
    real = content_faces(content)
    view, viewer, _ = real_views(content, steps=1)[0]
    assert not view.get("threat_roll") and not view.get("last_roll")
    assert {c: sorted(view["dice"][c]) for c in real} == real
    clear_card_caches()
    with recording() as records:
        board, _ = draw(content, view, viewer, size=size, scale=scale)
    assert board._legend_faces == real
    assert not overflows(records)
    # the caption is drawn in full (wrapped, never shortened)
    caption = " ".join(r.drawn for r in records if r.where == "board" and r.box.colliderect(board._layout.tray)
                       and r.drawn[:1].islower() or r.drawn.startswith("Dice"))
    assert "Dice rolled: characters there + the threat modifier" == caption.strip()
    # a view without the dice (an old save, a hand-made view): the faces of the board's content
    bare = fx.clone(view)
    bare.pop("dice", None)
    board, _ = draw(content, bare, viewer, size=size, scale=scale)
    assert board._legend_faces == real
    # the view's faces come first, content or not
    odd = fx.clone(view)
    odd["dice"]["blue"] = [0, 0, 1, 1, 3, 3]
    board, _ = draw(content, odd, viewer, size=size, scale=scale)
    assert board._legend_faces == {**real, "blue": [0, 0, 1, 1, 3, 3]}
    board, _ = draw(None, odd, viewer, size=size, scale=scale)
    assert board._legend_faces == {"blue": [0, 0, 1, 1, 3, 3], "red": sorted(odd["dice"]["red"])}
    # neither the view nor the board's content has them: no faces, not made-up ones; the caption stays
    with recording() as records:
        board, _ = draw(None, bare, viewer, size=size, scale=scale)
    assert board._legend_faces == {}
    assert not [t for t in board.hitboxes if t.target.startswith("dice:")]
    assert "Dice rolled: characters there + the threat modifier" in " ".join(r.drawn for r in records)
    assert not overflows(records)


# --- caption contrast ------------------------------------------------------------------------
@pytest.mark.parametrize("size", WINDOWS)
def test_captions_reach_4_5_to_1_on_their_panels(content, size):
    board, _ = draw(content, *fx.fixture("opening_2p")[:2], size=size)
    lay = board._layout
    bg = board._background
    panels = {"header": lay.header, "apocalypse": lay.apoc, "search": lay.search, "tray": lay.tray,
              "pools": lay.pools, "locations": lay.locs, "characters": lay.chars, "compound": lay.compound}
    for name, rect in panels.items():
        inner = rect.inflate(-8, -8)
        pixels = [bg.get_at((x, y))[:3] for x in range(inner.x, inner.right, 5) for y in range(inner.y, inner.bottom, 5)]
        # the brightest tenth of the panel: a caption has to read there too
        pixels.sort(key=relative_luminance)
        light = pixels[int(len(pixels) * 0.9)]
        for caption_name in ("MUTED", "BONE"):
            color = getattr(style, caption_name)
            assert contrast_ratio(color, light) >= 4.5, (name, caption_name, light, round(contrast_ratio(color, light), 2))
    # the dark pill of an empty discard pile and an empty road slot carry MUTED words too
    empty_cell = ca.APOCALYPSE_COLORS["death"]
    from game.ui import art
    assert contrast_ratio(style.MUTED, art.mix(empty_cell, (24, 24, 26), 0.78)) >= 4.5


# --- the card view on hover ---------------------------------------------------------------------
def test_card_view_text_is_at_least_14px_at_1280x720(content):
    view, viewer, _ = fx.fixture("apocalypse_3p")
    board, _ = draw(content, view, viewer, size=(1280, 720))
    targets = [t for t in board._zoomable if t.startswith(("location:", "character:"))] + \
        [t for t in ("apocalypse", "discard:last") if t in board._zoomable]
    kinds = {board._zoomable[t][0] for t in targets}
    assert kinds == {"location", "character", "apocalypse"}
    shown = 0
    for target in targets:
        if not board.needs_card_view(target):
            continue
        clear_card_caches()
        board._misc = {k: v for k, v in board._misc.items() if k[0] != "card-view"}
        surface = pygame.Surface((1280, 720))
        with recording() as records:
            board.draw(surface, BoardFrame(view, None, viewer, frozenset(), target))
        card_px = [r.size for r in records if r.where == "card"]
        assert card_px, target
        assert min(card_px) >= 14, (target, sorted(set((r.size, r.drawn) for r in records if r.size < 14)))
        assert not overflows(records)
        image, where = board._card_view(target, board._hover_rect(target))
        assert board.rect.contains(where)
        assert not where.colliderect(board._hover_rect(target)) or target.startswith("character:")
        shown += 1
    assert shown >= 3, "small cards on a 1280x720 board get the card view"


def test_small_card_faces_ask_for_the_card_view(content):
    view, viewer, _ = fx.fixture("apocalypse_3p")
    board, _ = draw(content, view, viewer, size=(1280, 720))
    assert "discard:last" in board._zoomable or "apocalypse" in board._zoomable
    small = [t for t in board._zoomable if board.needs_card_view(t)]
    assert small
    for target in small:
        info = ca.face_info(board._zoomable[target][2])
        assert info is None or info.smallest < 9 or info.shortened
