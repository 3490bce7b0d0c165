"""Salvation Road's portraits and standees: every character has a face (skin, eyes, hair), two
characters look different, and a character looks the same every time."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.salvation_road.card_art import portraits  # noqa: E402

BASE_CAST = sorted(portraits._CAST)


@pytest.fixture(autouse=True, scope="module")
def display():
    pygame.display.init()
    pygame.display.set_mode((16, 16))
    yield


def colours(surface: pygame.Surface, box: pygame.Rect) -> list[tuple[int, int, int]]:
    return [tuple(surface.get_at((x, y)))[:3] for y in range(box.top, box.bottom) for x in range(box.left, box.right)]


def face_box(char_id: str, size: int) -> pygame.Rect:
    """Where the head lies in a square portrait of ``size`` (the bust is drawn on a unit square)."""
    look = portraits._look(char_id)
    cx, hw, hh = 0.5 + look.lean, look.head_w, look.head_w * 1.22
    return pygame.Rect(round((cx - hw * 0.8) * size), round((0.42 - hh * 0.5) * size),
                       round(hw * 1.6 * size), round(hh * 1.3 * size))


def near(a, b, tolerance: int) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def is_skin(colour, skin) -> bool:
    """``colour`` is the skin tone lit or in shade (the light and the vignette scale it)."""
    k = sum(colour) / sum(skin)
    return 0.4 <= k <= 1.08 and near(colour, [v * k for v in skin], 16)


def test_every_base_character_is_in_the_data_file():
    with open("data/salvation_road/characters.toml", encoding="utf-8") as handle:
        ids = {line.split('"')[1] for line in handle if line.startswith("id = ")}
    assert ids == set(BASE_CAST)


@pytest.mark.parametrize("char_id", BASE_CAST + ["some-mod-character"])
def test_a_portrait_has_a_face_not_a_flat_silhouette(char_id):
    size = 60
    image = portraits.portrait(char_id, "hero", (size, size))
    look = portraits._look(char_id)
    face = colours(image, face_box(char_id, size))
    quantised = {(r // 16, g // 16, b // 16) for r, g, b in face}
    assert len(quantised) >= 8, f"{char_id}: the face has only {len(quantised)} colours"
    # the skin shows (lit or in shade) somewhere on the face or neck, even under a mask
    skin = look.skin
    skin_pixels = [c for c in colours(image, image.get_rect()) if is_skin(c, skin)]
    assert len(skin_pixels) >= 20, f"{char_id}: no skin tone {skin} in the portrait"
    # and the figure is not one dark shape: a good share of the face is brighter than the ink
    # (a gas mask may cover it: its rubber is dark, its lenses and filter are not)
    bright = sum(1 for c in face if max(c) > 70)
    assert bright > (len(face) // 3 if look.gear != "gasmask" else len(face) // 8)


def test_faces_cover_a_range_of_skin_tones_and_hair_colours():
    looks = [portraits._look(char_id) for char_id in BASE_CAST]
    skins = {look.skin for look in looks}
    assert len(skins) >= 5
    lightest = max(skins, key=sum)
    deepest = min(skins, key=sum)
    assert sum(lightest) - sum(deepest) > 250
    assert len({look.hair_color for look in looks}) >= 4
    assert len({look.hat for look in looks}) >= 4 and len({look.gear for look in looks}) >= 5


def test_two_characters_get_different_faces():
    size = 60
    a = portraits.portrait("ines-calder", "hero", (size, size))
    b = portraits.portrait("mags-hale", "hero", (size, size))
    box = face_box("ines-calder", size).union(face_box("mags-hale", size))
    differing = sum(1 for p, q in zip(colours(a, box), colours(b, box)) if not near(p, q, 24))
    assert differing > box.width * box.height // 4
    assert portraits._look("ines-calder") != portraits._look("mags-hale")
    # every character of the base game has its own look
    assert len({portraits._look(char_id) for char_id in BASE_CAST}) == len(BASE_CAST)


def test_a_portrait_is_the_same_every_time():
    first = pygame.image.tobytes(portraits.portrait("otto-brandt", "survivor", (90, 120)), "RGBA")
    portraits.cached_portrait.cache_clear()
    again = pygame.image.tobytes(portraits.portrait("otto-brandt", "survivor", (90, 120)), "RGBA")
    assert first == again
    assert portraits._look("new-mod-person") == portraits._look("new-mod-person")


@pytest.mark.parametrize("char_id", ["dell-okafor", "june-achterberg", "lottie-marsh"])
def test_the_board_size_standee_shows_the_face(char_id):
    image = portraits.standee(char_id, "hero", (30, 50), (110, 172, 236))
    assert image.get_size() == (30, 50)
    skin = portraits._look(char_id).skin
    pixels = colours(image, image.get_rect())
    assert sum(1 for c in pixels if is_skin(c, skin)) >= 6
    assert len({(r // 16, g // 16, b // 16) for r, g, b in pixels}) >= 20


def test_large_portraits_draw_eyes_on_the_face():
    size = 240
    char_id = "lottie-marsh"        # no mask, no goggles
    image = portraits.portrait(char_id, "hero", (size, size))
    face = colours(image, face_box(char_id, size))
    whites = [c for c in face if min(c) > 170]
    darks = [c for c in face if max(c) < 50]
    assert whites and darks        # the whites of the eyes and the pupils, brows and lid lines
