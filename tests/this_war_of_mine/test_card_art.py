"""This War of Mine's art, headless: every card of every deck drawn at the board's size and at the hover
size (exactly that size, never one flat colour, no two cards of a deck alike), each deck's back, the
Shelter cards, every goods token and resource, every face of every die, every State at every level,
each Character's standee and portrait, the Enemy tokens and markers, a roll's dice; the caches hand
back the same surface; a mod's picture shows through; and every word fits its box (never under 9 px,
shortened only at 9 px)."""
from __future__ import annotations

import copy
import functools
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.this_war_of_mine import card_art as ca, pieces  # noqa: E402
from game.games.this_war_of_mine.card_art import faces  # noqa: E402
from game.games.this_war_of_mine.card_art.common import MIN_TEXT  # noqa: E402
from game.games.this_war_of_mine.rules import RULES  # noqa: E402
from game.ui import art, text_fit  # noqa: E402
from .board_fixtures import display  # noqa: F401  (the fixture)

CARDS = ((140, 200), (300, 430))
SHELTER_KINDS = ("furniture", "heap", "rubble", "bars", "closed_door")
RED = (255, 0, 0)




@functools.lru_cache(maxsize=None)
def content():
    return RULES.base_content()


def ids(table: str) -> list[str]:
    return list(content().tables[table])


def sample(surface: pygame.Surface, step: int = 5) -> list[tuple[int, int, int, int]]:
    w, h = surface.get_size()
    return [tuple(surface.get_at((x, y))) for y in range(0, h, step) for x in range(0, w, step)]


def assert_drawn(surface, size, what: str, variety: int = 12) -> None:
    assert isinstance(surface, pygame.Surface), what
    assert surface.get_size() == tuple(size), what
    assert surface.get_flags() & pygame.SRCALPHA, what
    assert len(set(sample(surface, max(1, min(size) // 24)))) > variety, f"{what} is (nearly) one flat colour"


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


# --- the cards ---------------------------------------------------------------------------------------------
def test_every_deck_is_drawn():
    assert set(ca.TABLES) <= set(content().tables)
    for table in ca.TABLES:
        assert ids(table), table


@pytest.mark.parametrize("size", CARDS)
@pytest.mark.parametrize("table", ca.TABLES)
def test_every_card_has_a_face_and_no_two_alike(table, size):
    seen = set()
    for card_id in ids(table):
        face = ca.card_face(content(), table, card_id, size)
        assert_drawn(face, size, f"{table}:{card_id}")
        seen.add(pixels(face))
    assert len(seen) == len(ids(table)), f"two {table} cards look the same"


@pytest.mark.parametrize("size", CARDS)
def test_every_deck_has_its_own_back(size):
    backs = {pixels(ca.card_back(table, size)) for table in ca.TABLES}
    for table in ca.TABLES:
        assert_drawn(ca.card_back(table, size), size, f"{table} back")
    assert len(backs) == len(ca.TABLES)


@pytest.mark.parametrize("size", ((60, 44), (120, 90), (200, 150)))
def test_every_shelter_card_on_both_sides(size):
    drawn = set()
    for kind in SHELTER_KINDS:
        for remnants in (False, True):
            card = ca.shelter_card(kind, remnants, size)
            assert_drawn(card, size, f"{kind} remnants={remnants}")
            drawn.add(pixels(card))
    assert len(drawn) == 2 * len(SHELTER_KINDS)


def test_a_character_card_shows_their_portrait_and_the_portrait_is_square():
    for character_id in ids("characters"):
        for side in (32, 96, 200):
            assert_drawn(ca.portrait(character_id, side), (side, side), f"{character_id} portrait")
    faces_ = {pixels(ca.portrait(c, 96)) for c in ids("characters")}
    assert len(faces_) == len(ids("characters"))


def test_a_mods_picture_replaces_the_painted_one(tmp_path):
    square = pygame.Surface((64, 64))
    square.fill(RED)
    path = tmp_path / "pic.png"
    pygame.image.save(square, str(path))
    for table, card_id in (("characters", ids("characters")[0]), ("locations", ids("locations")[0]),
                           ("fittings", ids("fittings")[0])):
        modded = copy.copy(content())
        modded.art = {card_id: path}
        painted = ca.card_face(content(), table, card_id, (300, 430))
        shown = ca.card_face(modded, table, card_id, (300, 430))
        share = sum(1 for p in sample(shown, 3) if p[:3] == RED) / len(sample(shown, 3))
        assert sum(1 for p in sample(painted, 3) if p[:3] == RED) == 0
        assert share > 0.08, f"the mod's picture does not show on {table}:{card_id}"


# --- the pieces --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", (24, 48, 96))
def test_every_goods_token_and_resource(size):
    goods = ids("tokens") + ids("resources")
    drawn = set()
    for item in goods:
        token = pieces.token_picture(content(), item, size)
        assert_drawn(token, (size, size), item, variety=6)
        drawn.add(pixels(token))
    assert len(drawn) == len(goods), "two goods share a token"
    assert_drawn(pieces.token_picture(content(), "a-mods-new-thing", size), (size, size), "an unknown id", 6)


def test_the_resources_are_registered_for_the_shared_art():
    for resource in ("water", "wood", "components"):
        assert resource in art.RESOURCE_SHAPES
        assert_drawn(art.resource_token(resource, 48), (48, 48), resource, variety=6)


def test_every_face_of_every_die_and_the_black_d10():
    for die, record in content().tables["dice"].items():
        for face in set(record.faces) | {"§"}:
            assert_drawn(pieces.die_face(die, face, 48), (48, 48), f"{die} {face}", variety=4)
        marks = {pixels(pieces.die_face(die, face, 48)) for face in set(record.faces)}
        assert len(marks) == len(set(record.faces)), die
    tens = {pixels(pieces.die_face("black", str(n), 48)) for n in range(1, 11)}
    assert len(tens) == 10


def test_a_rolls_dice_from_its_event_data():
    assert len(pieces.roll_faces({"die": "red", "face": "shotgun"}, 40)) == 1
    assert len(pieces.roll_faces({"die": "black", "result": 7}, 40)) == 1
    both = pieces.roll_faces({"faces": ["1", "script"], "colors": ["yellow", "gray"]}, 40)
    assert [s.get_size() for s in both] == [(40, 40), (40, 40)]
    assert both[1] is pieces.die_face("gray", "script", 40)
    assert pieces.roll_faces({}, 40) == []


def test_every_state_at_every_level_with_its_markers():
    drawn = set()
    for state in content().tables["states"]:
        for level in (1, 2, 3, 4):
            for markers in (0, 1, 3):
                token = pieces.state_token(state, level, 40, markers)
                assert_drawn(token, (40, 40), f"{state} {level}", variety=6)
                drawn.add(pixels(token))
    assert len(drawn) == len(content().tables["states"]) * 4 * 3


def test_every_character_has_a_standee_awake_and_asleep():
    for character_id in ids("characters") + ["a-mods-stranger"]:
        for height in (40, 120):
            awake = pieces.standee(character_id, height)
            asleep = pieces.standee(character_id, height, asleep=True)
            assert awake.get_size() == (round(height * 0.6), height)
            assert_drawn(awake, awake.get_size(), character_id, variety=6)
            assert_drawn(asleep, asleep.get_size(), f"{character_id} asleep", variety=4)
            assert pixels(awake) != pixels(asleep)
    assert len({pixels(pieces.standee(c, 90)) for c in ids("characters")}) == len(ids("characters"))


def test_enemy_tokens_and_markers():
    drawn = set()
    for prowess in (0, 1, 2):
        for weapon in (None, "knife", "hatchet", "pistol", "shotgun", "assault_rifle"):
            for hurt, alive in ((0, True), (2, True), (3, False)):
                token = pieces.enemy_token(prowess, weapon, 48, hurt, alive)
                assert_drawn(token, (48, 48), f"enemy {prowess} {weapon} {hurt} {alive}", variety=6)
                drawn.add(pixels(token))
    assert len(drawn) == 3 * 6 * 3
    kinds = ("noise", "cold", "board_up", "wait", "leader", "flag", "x5", "objective_counter")
    for kind in kinds:
        assert_drawn(pieces.marker(kind, 40), (40, 40), kind, variety=4)
    assert len({pixels(pieces.marker(kind, 40)) for kind in kinds}) == len(kinds)


def test_every_size_asked_is_the_size_given():
    for size in ((1, 1), (16, 24), (48, 70), (90, 128), (200, 140), (420, 600)):
        for table in ca.TABLES:
            card_id = ids(table)[-1]
            assert ca.card_face(content(), table, card_id, size).get_size() == size, (table, size)
            assert ca.card_back(table, size).get_size() == size
        assert ca.shelter_card("bars", False, size).get_size() == size
    for side in (1, 6, 200):
        for surface in (ca.portrait("nada", side), pieces.token_picture(content(), "ammo", side),
                        pieces.die_face("black", "10", side), pieces.state_token("misery", 4, side, 3),
                        pieces.enemy_token(2, "pistol", side, 3, False), pieces.marker("x5", side)):
            assert surface.get_size() == (side, side)
        assert pieces.standee("dino", side, True).get_size() == (max(1, round(side * 0.6)), side)


# --- caches and words --------------------------------------------------------------------------------------
def test_the_caches_hand_back_the_same_surface():
    c = content()
    calls = (
        lambda: ca.card_face(c, "characters", ids("characters")[0], (140, 200)),
        lambda: ca.card_face(c, "locations", ids("locations")[1], (300, 430)),
        lambda: ca.card_back("events", (140, 200)), lambda: ca.shelter_card("rubble", True, (90, 60)),
        lambda: ca.portrait("mira", 64), lambda: pieces.token_picture(c, "water", 30),
        lambda: pieces.die_face("red", "2", 30), lambda: pieces.state_token("hunger", 3, 30, 1),
        lambda: pieces.standee("tomo", 60, True), lambda: pieces.enemy_token(1, "knife", 30, 1),
        lambda: pieces.marker("leader", 30),
    )
    for call in calls:
        assert call() is call()


@pytest.mark.parametrize("size", CARDS)
def test_words_fit_their_boxes_never_under_nine_px(size):
    with text_fit.recording() as records:
        for table in ca.TABLES:
            for card_id in ids(table):
                record = content().tables[table][card_id]
                faces.draw_face(content(), table, record, size)
        for table in ca.TABLES:
            ca.backs.draw_back(table, size)
        for kind in SHELTER_KINDS:
            ca.backs.draw_shelter(kind, True, (120, 90))
    assert records
    for r in records:
        assert r.size >= MIN_TEXT, f"{r.drawn!r} at {r.size}px on a {r.target} face"
        assert r.box.contains(r.rect), f"{r.drawn!r} leaves its box on a {r.target} face"
        if r.drawn != r.asked:
            assert r.size == MIN_TEXT, f"{r.asked!r} was shortened at {r.size}px, above the minimum"
            assert r.drawn.endswith(text_fit.ELLIPSIS)


@pytest.mark.parametrize("size", CARDS)
def test_every_card_shows_its_name_whole(size):
    for table in ca.TABLES:
        for card_id in ids(table):
            record = content().tables[table][card_id]
            with text_fit.recording() as records:
                faces.draw_face(content(), table, record, size)
            drawn = " ".join(r.drawn for r in records)
            name = faces.parts(content(), table, record).name
            assert all(word in drawn.split() for word in name.split()), f"{table}:{card_id} lost its name"


def test_the_large_face_tells_more_than_the_small_one():
    for table in ("characters", "locations", "events", "visitors"):
        for card_id in ids(table)[:4]:
            record = content().tables[table][card_id]
            with text_fit.recording() as small:
                faces.draw_face(content(), table, record, CARDS[0])
            with text_fit.recording() as large:
                faces.draw_face(content(), table, record, CARDS[1])
            assert len(" ".join(r.drawn for r in large)) >= len(" ".join(r.drawn for r in small)), card_id
