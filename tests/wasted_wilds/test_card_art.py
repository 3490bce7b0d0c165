"""Wasted Wilds' card art, headless: every row of every table drawn through its face at a small and a
large size (exactly that size, never one flat colour), face-down tiles that say nothing about the tile,
a mod's picture showing through in place of the painted one, faces cached, and the words fitted (never
under 9 px, inside their boxes, shortened only at the smallest size)."""
from __future__ import annotations

import functools
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.wasted_wilds import card_art as ca  # noqa: E402
from game.games.wasted_wilds.card_art.common import MIN_TEXT  # noqa: E402
from game.games.wasted_wilds.rules import RULES  # noqa: E402
from game.ui import text_fit  # noqa: E402

SQUARES = ((140, 140), (360, 360))
CARDS = ((140, 196), (300, 420))
HOSTILITY = ("allied", "trade", "wary", "angry", "irate", "enraged")
RED = (255, 0, 0)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


@functools.lru_cache(maxsize=None)
def content():
    return RULES.load_content()


def rows(table: str) -> list:
    return list(content().table(table).values())


def sample(surface: pygame.Surface, step: int = 6) -> list[tuple[int, int, int, int]]:
    w, h = surface.get_size()
    return [tuple(surface.get_at((x, y))) for y in range(0, h, step) for x in range(0, w, step)]


def assert_face(surface, size, what: str) -> None:
    assert isinstance(surface, pygame.Surface), what
    assert surface.get_size() == tuple(size), what
    colours = set(sample(surface))
    assert len(colours) > 12, f"{what} is (nearly) one flat colour"


def red_share(surface: pygame.Surface) -> float:
    pixels = sample(surface, 3)
    return sum(1 for p in pixels if p[:3] == RED and p[3] == 255) / len(pixels)


def red_square(side: int = 64) -> pygame.Surface:
    square = pygame.Surface((side, side), pygame.SRCALPHA)
    square.fill((*RED, 255))
    return square


# --- every row of every table ---------------------------------------------------------------------------
@pytest.mark.parametrize("size", SQUARES)
def test_every_tile_face_and_the_van_and_camp(size):
    for tile in rows("tiles"):
        assert_face(ca.tile_face(tile, size), size, tile.id)
        if tile.van:
            assert_face(ca.van_face(tile, size), size, tile.id)


@pytest.mark.parametrize("size", SQUARES)
def test_tile_backs_carry_nothing_of_the_tile(size):
    by_campaign: dict[str, list] = {}
    for tile in rows("tiles"):
        by_campaign.setdefault(ca.campaign_of(tile), []).append(tile)
    assert set(by_campaign) == {"frozen", "scorched"}
    backs = {}
    for campaign, tiles in by_campaign.items():
        assert len(tiles) >= 2
        first, second = tiles[0], tiles[-1]
        a = ca.tile_back(size, ca.campaign_of(first))
        b = ca.tile_back(size, ca.campaign_of(second))
        assert_face(a, size, f"{campaign} back")
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), "two tiles' backs differ"
        assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(ca.tile_face(first, size), "RGBA")
        backs[campaign] = pygame.image.tobytes(a, "RGBA")
    assert backs["frozen"] != backs["scorched"], "the campaigns' patterns should tell them apart"


def test_tile_text_is_hidden_on_small_tiles_and_shown_on_large_ones():
    for tile in rows("tiles"):
        if not tile.text:
            continue
        shown = {tile.name, str(tile.spawn), tile.trigger.upper(), "FREE"}
        with text_fit.recording() as small:
            ca.tile_face.__wrapped__(tile, (140, 140))
        with text_fit.recording() as large:
            ca.tile_face.__wrapped__(tile, (360, 360))
        assert {r.drawn for r in small} <= shown, tile.id
        assert tile.name in {r.drawn for r in small}, tile.id
        assert any(r.drawn not in shown for r in large), tile.id


@pytest.mark.parametrize("size", CARDS)
def test_every_survivor_card_and_deck_back(size):
    characters = {c.id: c for c in rows("characters")}
    for card in rows("survivor_cards"):
        assert_face(ca.survivor_card_face(card, size, characters.get(card.deck)), size, card.id)
    for character in characters.values():
        assert_face(ca.survivor_card_back(character.id, size), size, f"{character.id} back")


@pytest.mark.parametrize("size", CARDS)
def test_every_character_on_both_sides(size):
    for character in rows("characters"):
        fed = ca.character_face(character, size)
        starving = ca.character_face(character, size, starving=True)
        assert_face(fed, size, character.id)
        assert_face(starving, size, f"{character.id} starving")
        assert pygame.image.tobytes(fed, "RGBA") != pygame.image.tobytes(starving, "RGBA")


@pytest.mark.parametrize("size", CARDS)
def test_every_monster_and_the_monster_back(size):
    tribes = {t.id: t for t in rows("tribes")}
    for monster in rows("monsters"):
        assert_face(ca.monster_face(monster, size, tribes.get(monster.tribe)), size, monster.id)
    assert_face(ca.monster_back(size), size, "monster back")


@pytest.mark.parametrize("size", CARDS)
def test_every_scavenge_card_and_deck_back(size):
    decks = set()
    for card in rows("scavenge"):
        assert_face(ca.scavenge_face(card, size), size, card.id)
        decks.add(card.deck)
    assert decks == {"red", "green", "blue"}
    for deck in sorted(decks):
        assert_face(ca.scavenge_back(deck, size), size, f"{deck} back")


@pytest.mark.parametrize("size", CARDS)
def test_every_status_card_and_deck_back(size):
    decks = {d.id: d for d in rows("status_decks")}
    for card in rows("status_cards"):
        assert_face(ca.status_face(card, size, decks.get(card.deck)), size, card.id)
        assert_face(ca.status_face(card, size), size, f"{card.id} without its deck")
    for deck in decks.values():
        assert_face(ca.status_back(deck, size), size, f"{deck.id} back")


def test_an_exposure_back_shows_its_back_card():
    deck = next(d for d in rows("status_decks") if d.back_name)
    with text_fit.recording() as records:
        ca.status_back.__wrapped__(deck, (300, 420))
    words = " ".join(r.drawn for r in records)
    assert deck.back_name in words
    assert deck.back_text.split()[-1] in words


@pytest.mark.parametrize("size", CARDS)
def test_every_day_and_night_side(size):
    for card in rows("day_night"):
        assert_face(ca.day_face(card, size), size, f"{card.id} day")
        assert_face(ca.night_face(card, size), size, f"{card.id} night")


def test_day_sides_differ_by_arrow():
    by_arrow = {}
    for card in rows("day_night"):
        by_arrow.setdefault(card.arrow, card)
    faces = {arrow: pygame.image.tobytes(ca.day_face(card, (140, 196)), "RGBA") for arrow, card in by_arrow.items()}
    assert len(set(faces.values())) == len(faces)


@pytest.mark.parametrize("size", CARDS)
def test_every_tribe_at_every_hostility(size):
    for tribe in rows("tribes"):
        faces = set()
        for level in HOSTILITY:
            face = ca.tribe_card(tribe, size, level)
            assert_face(face, size, f"{tribe.id} {level}")
            faces.add(pygame.image.tobytes(face, "RGBA"))
        assert len(faces) == len(HOSTILITY), "the current level should be marked"


@pytest.mark.parametrize("size", SQUARES)
def test_the_clock_at_every_position(size):
    clock = rows("clock")[0]
    events = {step for step in clock.steps if step}
    for position in range(len(clock.steps)):
        assert_face(ca.clock_dial(size, clock.steps, position, events), size, f"clock at {position}")
    used = pygame.image.tobytes(ca.clock_dial(size, clock.steps, 0, events), "RGBA")
    faded = pygame.image.tobytes(ca.clock_dial(size, clock.steps, 0, {"exposure"}), "RGBA")
    heat = pygame.image.tobytes(ca.clock_dial(size, clock.steps, 0, events, "heat"), "RGBA")
    assert len({used, faded, heat}) == 3


# --- pictures, caching, words --------------------------------------------------------------------------
def test_a_mods_picture_replaces_the_painted_one():
    tile = rows("tiles")[2]
    monster = rows("monsters")[0]
    card = rows("survivor_cards")[0]
    character = rows("characters")[0]
    scavenge = rows("scavenge")[0]
    status = rows("status_cards")[0]
    night = rows("day_night")[0]
    square = red_square()
    for name, painted, modded in (
        ("tile", ca.tile_face(tile, (360, 360)), ca.tile_face(tile, (360, 360), square)),
        ("small tile", ca.tile_face(tile, (140, 140)), ca.tile_face(tile, (140, 140), square)),
        ("monster", ca.monster_face(monster, (300, 420)), ca.monster_face(monster, (300, 420), picture=square)),
        ("survivor card", ca.survivor_card_face(card, (300, 420)), ca.survivor_card_face(card, (300, 420),
                                                                                         picture=square)),
        ("character", ca.character_face(character, (300, 420)), ca.character_face(character, (300, 420),
                                                                                  picture=square)),
        ("scavenge", ca.scavenge_face(scavenge, (300, 420)), ca.scavenge_face(scavenge, (300, 420), square)),
        ("status", ca.status_face(status, (300, 420)), ca.status_face(status, (300, 420), picture=square)),
        ("night", ca.night_face(night, (300, 420)), ca.night_face(night, (300, 420), square)),
    ):
        assert red_share(painted) < 0.01, name
        assert red_share(modded) > 0.08, f"the red square does not show through on the {name}"


def test_the_picture_keeps_the_words():
    tile = rows("tiles")[2]
    with text_fit.recording() as records:
        ca.tile_face.__wrapped__(tile, (360, 360), red_square())
    assert tile.name in [r.drawn for r in records]


def test_faces_are_cached():
    tile, card, character = rows("tiles")[0], rows("survivor_cards")[0], rows("characters")[0]
    monster, tribe, scavenge = rows("monsters")[0], rows("tribes")[0], rows("scavenge")[0]
    status, deck, time_card = rows("status_cards")[0], rows("status_decks")[0], rows("day_night")[0]
    clock = rows("clock")[0]
    calls = (
        lambda: ca.tile_face(tile, (140, 140)), lambda: ca.tile_back((140, 140), "frozen"),
        lambda: ca.survivor_card_face(card, (140, 196)), lambda: ca.survivor_card_back(character.id, (140, 196)),
        lambda: ca.character_face(character, (140, 196)), lambda: ca.character_face(character, (140, 196),
                                                                                    starving=True),
        lambda: ca.monster_face(monster, (140, 196)), lambda: ca.monster_back((140, 196)),
        lambda: ca.scavenge_face(scavenge, (140, 196)), lambda: ca.scavenge_back("red", (140, 196)),
        lambda: ca.status_face(status, (140, 196)), lambda: ca.status_back(deck, (140, 196)),
        lambda: ca.day_face(time_card, (140, 196)), lambda: ca.night_face(time_card, (140, 196)),
        lambda: ca.tribe_card(tribe, (140, 196), "wary"),
        lambda: ca.clock_dial((140, 140), list(clock.steps), 1, {"exposure", "night"}),
    )
    for call in calls:
        assert call() is call()


def test_equal_records_share_a_face():
    tile = rows("tiles")[3]
    twin = type(tile)(**{name: getattr(tile, name) for name in tile.__slots__})
    assert twin is not tile and twin == tile
    assert ca.tile_face(twin, (140, 140)) is ca.tile_face(tile, (140, 140))


@pytest.mark.parametrize("scale", (0, 1))
def test_words_fit_their_boxes_and_never_go_under_nine_px(scale):
    cards, squares = CARDS[scale], SQUARES[scale]
    tribes = {t.id: t for t in rows("tribes")}
    characters = {c.id: c for c in rows("characters")}
    decks = {d.id: d for d in rows("status_decks")}
    clock = rows("clock")[0]
    with text_fit.recording() as records:
        for tile in rows("tiles"):
            ca.tile_face.__wrapped__(tile, squares)
        for card in rows("survivor_cards"):
            ca.survivor_card_face.__wrapped__(card, cards, characters.get(card.deck))
        for character in characters.values():
            ca.character_face.__wrapped__(character, cards)
            ca.character_face.__wrapped__(character, cards, True)
            ca.survivor_card_back.__wrapped__(character.id, cards)
        for monster in rows("monsters"):
            ca.monster_face.__wrapped__(monster, cards, tribes.get(monster.tribe))
        for card in rows("scavenge"):
            ca.scavenge_face.__wrapped__(card, cards)
        for card in rows("status_cards"):
            ca.status_face.__wrapped__(card, cards, decks.get(card.deck))
        for deck in decks.values():
            ca.status_back.__wrapped__(deck, cards)
        for card in rows("day_night"):
            ca.day_face.__wrapped__(card, cards)
            ca.night_face.__wrapped__(card, cards)
        for tribe in tribes.values():
            ca.tribe_card.__wrapped__(tribe, cards, "angry")
        ca.clock_dial((360, 360), clock.steps, 0, {"exposure"})
    assert records
    for r in records:
        assert r.size >= MIN_TEXT, f"{r.drawn!r} at {r.size}px on a {r.target} face"
        assert r.box.contains(r.rect), f"{r.drawn!r} leaves its box on a {r.target} face"
        if r.drawn != r.asked:
            assert r.size == MIN_TEXT, f"{r.asked!r} was shortened at {r.size}px, above the minimum"
            assert r.drawn.endswith(text_fit.ELLIPSIS)


def test_every_tile_gets_a_scene_and_unknown_names_a_default():
    for tile in rows("tiles"):
        assert ca.scene_for(tile) in ca.SCENE_KINDS, tile.id
    tiles = {t.id: t for t in rows("tiles")}
    assert ca.scene_for(tiles["van"]) == "van"
    assert ca.scene_for(tiles["camp"]) == "home_camp"
    assert ca.scene_for(tiles["pine-forest"]) == "forest"
    assert ca.scene_for(tiles["gas-station"]) == "gas_station"
    assert ca.scene_for(tiles["sw-dunes"]) == "dunes"
    stranger = type(tiles["tundra"])(id="odd-place", name="Quiet Nowhere", spawn=5)
    assert ca.scene_for(stranger) == "ruins"
    assert_face(ca.tile_face(stranger, (140, 140)), (140, 140), "an unknown place")


def test_monster_kinds_by_keyword_with_a_default():
    monsters = {m.id: m for m in rows("monsters")}
    assert ca.creature_kind(monsters["wolf"]) == "wolf"
    assert ca.creature_kind(monsters["bear"]) == "bear"
    assert ca.creature_kind(monsters["mammoth"]) == "mammoth"
    assert ca.creature_kind(monsters["geirolfr"]) == "person"
    stranger = type(monsters["wolf"])(id="thing", name="The Thing", set="W", health=5, damage=2)
    assert ca.creature_kind(stranger) == "beast"
    assert_face(ca.monster_face(stranger, (140, 196)), (140, 196), "an unknown monster")
