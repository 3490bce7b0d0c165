"""Hit Z Road card pictures composed from drawn elements: the cards' `art` field, the keyword
fallback for mod cards without one, the id-hash landmark fallback, and bad element names."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import mods as mod_files  # noqa: E402
from game.games.hit_z_road import card_art  # noqa: E402
from game.games.hit_z_road.card_art import compose  # noqa: E402
from game.games.hit_z_road.card_art.elements import ELEMENTS  # noqa: E402
from game.games.hit_z_road.card_art.scene import _scene, _scene_stages  # noqa: E402
from game.games.hit_z_road.effects import ART_ELEMENTS  # noqa: E402
from game.games.hit_z_road.rules import RULES  # noqa: E402
from tests.mods.helpers import manifest_text, write_files  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BASE_CARDS = tomllib.loads((ROOT / "data" / "hit_z_road" / "cards.toml").read_text("utf-8"))["cards"]
SIZE = (120, 170)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


def base_card(card_id: str) -> dict:
    return dict(next(card for card in BASE_CARDS if card["id"] == card_id))


def scene_pixels(card: dict) -> bytes:
    """The card's scene (no name, text or badges on it), as RGB bytes."""
    fields = card_art.card_fields(card)
    return pygame.image.tobytes(_scene(fields.id, fields.level, fields.zombies, fields.horde, SIZE, fields.art), "RGB")


def differing_share(a: bytes, b: bytes) -> float:
    """How much of the picture differs (share of bytes that changed)."""
    return sum(x != y for x, y in zip(a, b)) / len(a)


# --- the base cards ----------------------------------------------------------------------
def test_the_schema_and_the_drawings_name_the_same_elements():
    assert set(ELEMENTS) == set(ART_ELEMENTS)
    assert len(ART_ELEMENTS) == len(set(ART_ELEMENTS)) >= 70
    assert {"church", "gas_station", "diner", "school_bus", "night", "dust"} <= set(ELEMENTS)
    assert {element.layer for element in ELEMENTS.values()} == {"sky", "far", "near", "overlay"}


def test_every_base_card_names_known_elements_led_by_something_that_stands():
    assert len(BASE_CARDS) == 76
    for card in BASE_CARDS:
        art = card.get("art")
        assert art, f"{card['id']} has no art"
        assert all(name in ELEMENTS for name in art), (card["id"], art)
        assert len(art) == len(set(art)) <= compose.MAX_ELEMENTS, (card["id"], art)
        standing = [name for name in art if ELEMENTS[name].layer in ("near", "far")]
        weather_only = all(ELEMENTS[name].layer in ("sky", "overlay") for name in art)
        assert standing or weather_only, (card["id"], art)
    # the loaded content carries them too
    content = RULES.load_content()
    assert content.get("cards", "l1-church-bell").art == ("church",)
    assert content.get("cards", "l1-gas-n-go").art == ("gas_station",)


def test_base_card_pictures_fit_their_names():
    by_id = {card["id"]: card["art"][0] for card in BASE_CARDS}
    assert by_id["l1-church-bell"] == "church"
    assert by_id["l1-gas-n-go"] == "gas_station"
    assert by_id["l1-moonlight-diner"] == "diner"
    assert by_id["l1-school-bus-depot"] == "school_bus"
    assert by_id["l2-tornado-alley"] == "tornado"
    assert by_id["l3-end-of-the-trail-pier"] == "pier"
    # no two thirds of the deck share one main subject: the pictures really vary
    mains = list(by_id.values())
    assert max(mains.count(name) for name in mains) <= 3
    assert len(set(mains)) >= 60


def test_the_church_bell_and_the_gas_n_go_look_different():
    church, gas = scene_pixels(base_card("l1-church-bell")), scene_pixels(base_card("l1-gas-n-go"))
    assert differing_share(church, gas) > 0.3


def test_the_named_element_not_the_id_makes_the_picture():
    """One card id (so one layout) drawn with different main elements: different pictures."""
    card = {**base_card("l1-church-bell"), "id": "zz-scene-probe"}
    church = scene_pixels({**card, "art": ["church"]})
    gas = scene_pixels({**card, "art": ["gas_station"]})
    assert differing_share(church, gas) > 0.05
    assert scene_pixels({**card, "art": ["church"]}) == church  # and the same again
    _scene.cache_clear()
    assert scene_pixels({**card, "art": ["church"]}) == church  # drawn afresh: still the same


@pytest.mark.parametrize("name", sorted(ELEMENTS))
def test_every_element_draws_something(name):
    card = {"id": "zz-element-probe", "name": "", "level": 2, "zombies": 2}
    plain = scene_pixels({**card, "art": ["fence"] if name != "fence" else ["cactus"]})
    assert differing_share(scene_pixels({**card, "art": [name]}), plain) > 0.01, name


def test_a_main_subject_and_its_company_are_both_drawn():
    card = {"id": "zz-company-probe", "name": "", "level": 1}
    alone = scene_pixels({**card, "art": ["diner"]})
    with_night = scene_pixels({**card, "art": ["diner", "night"]})
    with_sign = scene_pixels({**card, "art": ["diner", "road_sign"]})
    assert differing_share(alone, with_night) > 0.1
    assert differing_share(alone, with_sign) > 0.005


def test_faces_drawn_in_stages_match_faces_drawn_at_once():
    card = base_card("l2-neon-motel-row")
    card_art._procedural_face.cache_clear()
    _scene.cache_clear()
    for _ in card_art.card_face_job(card, SIZE):
        pass
    staged = pygame.image.tobytes(card_art.card_face(card, SIZE), "RGBA")
    card_art._procedural_face.cache_clear()
    _scene.cache_clear()
    assert pygame.image.tobytes(card_art.card_face(card, SIZE), "RGBA") == staged
    fields = card_art.card_fields(card)
    stages = _scene_stages(fields.id, fields.level, fields.zombies, fields.horde, SIZE, fields.art)
    count = 0
    while True:
        try:
            next(stages)
            count += 1
        except StopIteration:
            break
    assert count >= 6  # still drawn in small steps


# --- mod cards without art ----------------------------------------------------------------
def test_a_mod_card_without_art_gets_elements_from_its_name():
    assert compose.keyword_elements("Old Church") == ("church",)
    assert set(compose.keyword_elements("Moonlight Diner")) == {"diner", "night"}  # night is weather: diner leads
    assert compose.keyword_elements("Tank Farm Trucks")[:1] == ("fuel_tanks",)
    card = {"id": "zz-old-church", "name": "Old Church", "level": 1}
    assert card_art.card_fields(card).art == ("church",)
    assert scene_pixels(card) == scene_pixels({**card, "art": ["church"]})


def test_a_name_without_keywords_keeps_the_id_hash_landmark():
    card = {"id": "zz-no-keywords", "name": "Quiet Stretch", "level": 1}
    assert card_art.card_fields(card).art == ()
    assert card_art.landmark_for("zz-no-keywords") in card_art.LANDMARK_NAMES
    assert scene_pixels(card) != scene_pixels({**card, "art": ["church"]})
    assert scene_pixels(card) == scene_pixels(dict(card))  # and it is stable


def test_art_in_the_toml_wins_over_the_name_and_unknown_names_are_skipped_when_drawing():
    card = {"id": "zz-art-wins", "name": "Old Church", "level": 1, "art": ["no_such_thing", "diner"]}
    assert card_art.card_fields(card).art == ("diner",)
    assert card_art.card_fields({**card, "art": ["no_such_thing"]}).art == ("church",)  # falls back to the name


# --- a mod naming an unknown element ------------------------------------------------------
MOD_CARD = """format_version = 1

[[cards]]
id = "zz-art-card"
name = "Old Church"
level = 2
points = 1
zombies = 2
kind = "none"
text = "Quiet."
art = ["church", "steeple_of_doom"]
"""


def test_an_unknown_element_is_a_problem_with_file_line_and_field(tmp_path):
    folder = tmp_path / "mods" / "bad-art"
    write_files(folder, {"mod.toml": manifest_text("bad-art"), "cards.toml": MOD_CARD})
    mod = mod_files.read_mod(folder)
    base = RULES.load_content()
    content = RULES.load_content(mods=[mod])
    assert mod.errors, "the mod loaded without errors"
    first = mod.errors[0]
    assert first.file == "bad-art/cards.toml"
    assert first.line == 11
    assert first.field == "cards[0].art[1]"
    assert "steeple_of_doom" in first.message and "church" in first.message
    assert len(mod.errors) == 1
    # the game still starts, on the base cards, with the mod off
    assert not mod.active
    assert content.active_mods == []
    assert content.tables == base.tables
    assert "zz-art-card" not in content.table("cards")
    assert content.get("cards", "l1-church-bell").art == ("church",)


def test_a_mod_card_with_good_art_loads_and_draws_it(tmp_path):
    folder = tmp_path / "mods" / "good-art"
    write_files(folder, {"mod.toml": manifest_text("good-art"),
                         "cards.toml": MOD_CARD.replace('"steeple_of_doom"', '"cactus"')})
    mod = mod_files.read_mod(folder)
    content = RULES.load_content(mods=[mod])
    assert mod.errors == [] and mod.active
    record = content.get("cards", "zz-art-card")
    assert record.art == ("church", "cactus")
    card = {"id": record.id, "name": record.name, "level": record.level, "art": list(record.art)}
    assert card_art.card_fields(card).art == ("church", "cactus")
    assert scene_pixels(card) != scene_pixels({**card, "art": ["church"]})
