"""Tests for the procedural art (the game/ui/art/ package, game/games/hit_z_road/card_art.py).

They run headless: SDL's dummy drivers must be chosen before pygame is imported.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import ast  # noqa: E402
import importlib  # noqa: E402
import itertools  # noqa: E402
import pkgutil  # noqa: E402
import random  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

pygame.display.init()
pygame.font.init()

from game.games.hit_z_road import card_art, pieces  # noqa: E402
from game.ui import art  # noqa: E402

CARD_SIZES = [(180, 252), (300, 420)]

SAMPLE_CARD = {
    "id": "l2-test-card",
    "name": "Flooded Underpass",
    "level": 2,
    "points": 3,
    "zombies": 4,
    "horde": 0,
    "poker": "Q",
    "scavenge": {"ammo": 2, "gas": 1, "adrenaline": 0},
    "kind": "fight",
    "text": "Knee-deep water: no ranged roll in this fight, and fleeing costs 3 Gas.",
}


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def assert_surface(surface, size):
    assert isinstance(surface, pygame.Surface)
    assert surface.get_size() == tuple(size)
    assert surface.get_flags() & pygame.SRCALPHA
    # Something was actually drawn.
    assert surface.get_bounding_rect().width > 0


def assert_pairwise_different(surfaces: dict):
    for (name_a, a), (name_b, b) in itertools.combinations(surfaces.items(), 2):
        assert pixels(a) != pixels(b), f"{name_a} and {name_b} look identical"


# --- palette -----------------------------------------------------------------


def test_palette_has_the_theme_colours():
    for key in ("asphalt", "road_yellow", "rust", "sage", "sky"):
        assert len(art.PALETTE[key]) == 3


def test_player_colors_are_distinguishable_without_colour():
    seats = art.PLAYER_COLORS
    assert len(seats) == 8
    assert len({seat.name for seat in seats}) == 8
    assert len({seat.rgb for seat in seats}) == 8
    assert len({seat.letter for seat in seats}) == 8
    assert len({seat.shape for seat in seats}) == 8
    for seat in seats:
        # Letters must render in the bundled font (it has no geometric glyphs).
        assert seat.letter.isascii()
        assert_surface(art.shape_marker(seat.shape, 24, seat.rgb), (24, 24))


# --- dice --------------------------------------------------------------------


@pytest.mark.parametrize("horde", [False, True])
def test_die_faces_have_size_and_differ(horde):
    faces = {face: pieces.die_face(face, 48, horde=horde) for face in pieces.DIE_FACES + pieces.PIP_FACES}
    for face, surface in faces.items():
        if face != "blank":
            assert_surface(surface, (48, 48))
        assert surface.get_size() == (48, 48)
    assert_pairwise_different(faces)


def test_horde_and_colorblind_variants_differ():
    for face in pieces.DIE_FACES:
        plain = pieces.die_face(face, 40)
        assert pixels(plain) != pixels(pieces.die_face(face, 40, horde=True))
        assert pixels(plain) != pixels(pieces.die_face(face, 40, colorblind=True))


def test_die_face_is_cached_and_validates():
    assert pieces.die_face("kill", 36) is pieces.die_face("kill", 36)
    assert pieces.die_face("kill", 36) is not pieces.die_face("kill", 37)
    with pytest.raises(ValueError):
        pieces.die_face("jackpot", 36)
    with pytest.raises(ValueError):
        pieces.die_face("kill", 0)


def test_tiny_dice_still_draw():
    assert pieces.die_face("6", 8).get_size() == (8, 8)


# --- tokens and figures ----------------------------------------------------


def test_resource_tokens():
    tokens = {kind: art.resource_token(kind, 40) for kind in ("ammo", "gas", "adrenaline", "food", "med", "fuel")}
    for surface in tokens.values():
        assert_surface(surface, (40, 40))
    assert_pairwise_different(tokens)
    assert art.resource_token("gas", 40) is tokens["gas"]
    # Each resource has its own outline shape, not just a colour.
    assert len(set(art.RESOURCE_SHAPES.values())) == len(art.RESOURCE_SHAPES)
    with pytest.raises(ValueError):
        art.resource_token("gold", 40)


def test_special_tokens():
    tokens = {kind: pieces.special_token(kind, 44) for kind in ("school_bus", "molotov", "first_aid", "shotgun")}
    for surface in tokens.values():
        assert_surface(surface, (44, 44))
    assert_pairwise_different(tokens)
    assert pieces.special_token("molotov", 44) is tokens["molotov"]


def test_meeples_and_zombie():
    red = art.meeple(48, (200, 60, 50))
    assert_surface(red, (48, 48))
    assert art.meeple(48, (200, 60, 50)) is red
    assert art.meeple(48, [200, 60, 50]) is red  # lists are normalised for the cache
    assert pixels(art.meeple(48, (200, 60, 50), lead=True)) != pixels(red)
    assert pixels(art.meeple(48, (50, 60, 200))) != pixels(red)
    walker = pieces.zombie(64)
    assert_surface(walker, (64, 64))
    assert pieces.zombie(64) is walker


# --- icons -------------------------------------------------------------------

REQUIRED_ICONS = [
    "star",
    "skull",
    "hand",
    "dice",
    "undo",
    "save",
    "load",
    "settings",
    "rules",
    "mods",
    "quit",
    "play",
    "pause",
    "bot",
    "human",
    "key",
    "flag",
    "arrow_right",
    "check",
    "cross",
    "eye",
    "eye_off",
]


def test_every_icon_draws_and_differs():
    icons = {name: art.icon(name, 32) for name in REQUIRED_ICONS}
    for surface in icons.values():
        assert_surface(surface, (32, 32))
    assert_pairwise_different(icons)


def test_icon_colour_and_cache():
    default = art.icon("play", 24)
    assert art.icon("play", 24) is default
    assert pixels(art.icon("play", 24, (255, 0, 0))) != pixels(default)
    with pytest.raises(ValueError):
        art.icon("teleport", 24)


# --- card backs, panels, text ---------------------------------------------


def test_card_back():
    back = art.card_back("Hit Z Road", "Level I", (180, 252), (240, 188, 38))
    assert_surface(back, (180, 252))
    assert art.card_back("Hit Z Road", "Level I", (180, 252), (240, 188, 38)) is back
    other = art.card_back("Other Game", "Deck", (180, 252), (240, 188, 38))
    assert pixels(other) != pixels(back)
    # Rounded corners: the very corner pixel is transparent.
    assert back.get_at((0, 0)).a == 0


def test_panel_is_translucent_and_cached():
    surface = art.panel((200, 120), (20, 20, 24, 200), 10, None)
    assert_surface(surface, (200, 120))
    assert 0 < surface.get_at((100, 60)).a < 255
    assert art.panel((200, 120), (20, 20, 24, 200), 10, None) is surface
    assert art.panel([200, 120], (20, 20, 24, 200), 10, None) is surface
    assert art.panel((50, 30)).get_size() == (50, 30)


def test_text():
    label = art.text("Hit Z Road", 20, (255, 255, 255))
    assert isinstance(label, pygame.Surface)
    assert label.get_width() > 40 and label.get_height() >= 15
    assert art.text("Hit Z Road", 20, (255, 255, 255)) is label
    assert pixels(art.text("Hit Z Road", 20, (255, 255, 255), bold=True)) != pixels(label)
    outlined = art.text("7", 20, (255, 255, 255), outline=(0, 0, 0))
    assert outlined.get_width() > art.text("7", 20, (255, 255, 255)).get_width()
    # Small text is measured the way it is rendered, so wrapping is exact.
    small = art.text("survivor hides", 11)
    assert small.get_size() == art.text_size("survivor hides", 11)


def test_wrap_text_respects_width():
    lines = art.wrap_text("the quick brown fox jumps over the lazy dog " * 3, 14, 120)
    assert len(lines) > 1
    for line in lines:
        assert art.text_size(line, 14)[0] <= 120


# --- Hit Z Road cards --------------------------------------------------------


@pytest.mark.parametrize("size", CARD_SIZES)
def test_card_face_size_and_cache(size):
    face = card_art.card_face(SAMPLE_CARD, size)
    assert_surface(face, size)
    assert card_art.card_face(dict(SAMPLE_CARD), size) is face


def test_card_faces_differ_by_content_and_id():
    base = card_art.card_face(SAMPLE_CARD, (180, 252))
    variants = {
        "points": {**SAMPLE_CARD, "points": 5},
        "zombies": {**SAMPLE_CARD, "zombies": 7},
        "horde": {**SAMPLE_CARD, "horde": 2},
        "event": {**SAMPLE_CARD, "kind": "event"},
        "none": {**SAMPLE_CARD, "kind": "none", "text": "Quiet out here."},
        "poker": {**SAMPLE_CARD, "poker": ""},
        "level": {**SAMPLE_CARD, "level": 3},
        "id": {**SAMPLE_CARD, "id": "l2-another-card"},
    }
    for name, card in variants.items():
        assert pixels(card_art.card_face(card, (180, 252))) != pixels(base), name


def test_card_art_is_deterministic_and_leaves_global_random_alone():
    random.seed(1234)
    state = random.getstate()
    first = pixels(card_art.card_face({**SAMPLE_CARD, "id": "determinism-check"}, (120, 168)))
    assert random.getstate() == state
    card_art._procedural_face.cache_clear()
    card_art._scene.cache_clear()
    again = pixels(card_art.card_face({**SAMPLE_CARD, "id": "determinism-check"}, (120, 168)))
    assert again == first
    assert card_art.landmark_for("l1-abandoned-diner") == card_art.landmark_for("l1-abandoned-diner")
    assert card_art.landmark_for("l1-abandoned-diner") in card_art.LANDMARK_NAMES


def test_every_landmark_is_reachable():
    seen = {card_art.landmark_for(f"card-{n}") for n in range(400)}
    assert seen == set(card_art.LANDMARK_NAMES)


def test_override_picture_is_used_with_badges_on_top():
    picture = pygame.Surface((64, 80))
    picture.fill((10, 200, 90))
    size = (180, 252)
    face = card_art.card_face(SAMPLE_CARD, size, override=picture)
    assert_surface(face, size)
    centre = face.get_at((size[0] // 2, size[1] // 2))
    assert (centre.r, centre.g, centre.b) == (10, 200, 90)
    assert pixels(face) != pixels(card_art.card_face(SAMPLE_CARD, size))
    assert card_art.card_face(SAMPLE_CARD, size, override=picture) is face
    # The corner badges are still drawn over the modder's picture.
    no_badges = {**SAMPLE_CARD, "points": 0, "zombies": 0, "poker": "", "scavenge": {}}
    assert pixels(card_art.card_face(no_badges, size, override=picture)) != pixels(face)
    # Paletted (8-bit) pictures, as PNG files often are, work too.
    paletted = picture.convert(8) if pygame.display.get_surface() else pygame.Surface((30, 30), depth=8)
    assert card_art.card_face(SAMPLE_CARD, (120, 168), override=paletted).get_size() == (120, 168)


def test_card_backs_per_level():
    backs = {level: card_art.card_back(level, (180, 252)) for level in (1, 2, 3)}
    for surface in backs.values():
        assert_surface(surface, (180, 252))
    assert_pairwise_different(backs)
    assert card_art.card_back(2, (180, 252)) is backs[2]


@pytest.mark.parametrize("resource", ["ammo", "gas", "adrenaline", "survivors"])
def test_epilogue_faces(resource):
    card = {
        "id": f"epilogue-{resource}",
        "name": "The End of the Road",
        "resource": resource,
        "points": 3,
        "text": "The player with the most of it scores 3 points.",
    }
    face = card_art.epilogue_face(card, (180, 252))
    assert_surface(face, (180, 252))
    assert card_art.epilogue_face(card, (180, 252)) is face


def test_long_text_and_sparse_cards_still_draw():
    wordy = {**SAMPLE_CARD, "kind": "event", "text": "Loot the pharmacy shelves. " * 6}
    assert card_art.card_face(wordy, (180, 252)).get_size() == (180, 252)
    assert card_art.card_face({"id": "bare"}, (180, 252)).get_size() == (180, 252)


def test_works_with_a_display_mode_too():
    # With a window, surfaces are converted for fast blits; sizes stay right.
    pygame.display.set_mode((64, 64))
    try:
        assert pieces.die_face("bonus", 41).get_size() == (41, 41)
        assert card_art.card_face({**SAMPLE_CARD, "id": "with-display"}, (90, 126)).get_size() == (90, 126)
    finally:
        pygame.display.quit()
        pygame.display.init()


def test_empty_text_renders_without_crashing():
    for outline in (None, (0, 0, 0)):
        surface = art.text("", 14, outline=outline)
        assert surface.get_width() >= 1 and surface.get_height() > 0


# --- the package's shape -----------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]
ART_DIR = ROOT / "game" / "ui" / "art"
# Private helpers the package re-exports because the games' pieces import them.
PRIVATE_REEXPORTS = {"_CLEAR", "_as_side"}


def _art_modules():
    return [importlib.import_module(f"game.ui.art.{info.name}") for info in pkgutil.iter_modules([str(ART_DIR)])]


def _names_used_outside() -> dict[str, str]:
    """Every ``art.X`` and ``from ...ui.art import X`` outside the package: name -> first file using it."""
    used: dict[str, str] = {}
    for folder in ("game", "build", "bench", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if ART_DIR in path.parents or path == Path(__file__).resolve():
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            imports_art = False
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    module = node.module or ""
                    if module.endswith("ui.art") or (module == "art" and node.level == 1):
                        for alias in node.names:
                            used.setdefault(alias.name, str(path.relative_to(ROOT)))
                    elif any(alias.name == "art" and alias.asname is None for alias in node.names) and (
                        module.endswith("ui") or (module == "" and path.parent.name == "ui")
                    ):
                        imports_art = True
            if imports_art:
                for node in ast.walk(tree):
                    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "art":
                        used.setdefault(node.attr, str(path.relative_to(ROOT)))
    return used


def test_public_face_exports_every_name_the_code_base_uses():
    assert len(art.__all__) == len(set(art.__all__))
    for name in art.__all__:
        assert hasattr(art, name), name
    used = _names_used_outside()
    assert {"Pen", "text", "resource_token"} <= set(used)  # the scan does find the users
    for name, where in used.items():
        assert hasattr(art, name), f"{where} uses art.{name}, which the package no longer exports"
        assert name in art.__all__ or name in PRIVATE_REEXPORTS, f"{where} uses art.{name}: add it to __all__"
    assert callable(art.text)  # the function, not a submodule of the same name


def test_package_modules_import_each_other_without_cycles():
    depends: dict[str, set[str]] = {}
    for path in ART_DIR.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        deps = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                if node.module:
                    deps.add(node.module)
                else:
                    assert path.name == "__init__.py", f"{path.name} imports the package root: a cycle through it"
                    deps |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.ui.art"):
                raise AssertionError(f"{path.name} imports {node.module} absolutely: use a relative import")
        depends[path.stem] = deps
    front = depends.pop("__init__")
    done: set[str] = set()
    while len(done) < len(depends):
        ready = {name for name, deps in depends.items() if name not in done and deps <= done}
        assert ready, f"import cycle among {sorted(set(depends) - done)}"
        done |= ready
    # Every module is imported, statically, from the package's face, so a bundler
    # following imports (PyInstaller, see installer.spec) takes all of them.
    reached, queue = set(), list(front)
    while queue:
        name = queue.pop()
        if name not in reached:
            reached.add(name)
            queue.extend(depends[name])
    assert reached == set(depends), f"not imported by __init__: {sorted(set(depends) - reached)}"


def test_every_cache_exists_once():
    caches: dict[str, set[int]] = {}
    for module in [art, *_art_modules()]:
        for value in vars(module).values():
            if hasattr(value, "cache_clear"):
                caches.setdefault(value.__wrapped__.__qualname__, set()).add(id(value))
    assert {"get_font", "_text", "_resource_token", "_icon", "_meeple", "_panel"} <= set(caches)
    assert all(len(ids) == 1 for ids in caches.values()), caches


def test_games_pieces_load_lazily_on_first_use():
    script = (
        "import sys, pygame; pygame.display.init(); pygame.font.init()\n"
        "from game.ui import art\n"
        "assert not any(name.endswith('.pieces') for name in sys.modules), 'pieces imported eagerly'\n"
        "assert 'ammo' in art.RESOURCE_SHAPES and 'food' in art.RESOURCE_SHAPES\n"
        "assert 'game.games.hit_z_road.pieces' in sys.modules\n"
        "assert art.resource_token('food', 20).get_size() == (20, 20)\n"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
