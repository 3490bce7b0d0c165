"""What a release says of itself: the version (one place, in game/__init__.py) on the command line, the title
and the About screen; the licence; the icon our code draws, and the icon files each system's package takes."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game import __version__  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def test_the_version_is_one_number_the_command_line_and_pyproject_share():
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    printed = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.strip()
    assert printed == f"Survival Tabletop {__version__}"
    assert 'version = { attr = "game.__version__" }' in (ROOT / "pyproject.toml").read_text()


def test_the_licence_is_mit_for_the_code_and_the_art():
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License") and "the art" in text and "THIRD_PARTY_LICENSES" in text
    assert 'license = { text = "MIT" }' in (ROOT / "pyproject.toml").read_text()


def test_the_emblem_is_drawn_at_every_size_a_system_asks_for():
    pygame.display.init()
    from game.ui.art import app_icon
    for size in (16, 32, 64, 256):
        icon = app_icon(size)
        assert icon.get_size() == (size, size) and icon.get_flags() & pygame.SRCALPHA
        corner, middle = icon.get_at((0, 0)), icon.get_at((size // 2, size // 4))
        assert corner.a < 40 and middle.a == 255, "a rounded square: clear corners, a solid sign"


def test_the_icon_files_for_windows_macos_and_linux_are_written_and_read_back(tmp_path):
    from PIL import Image
    sys.path.insert(0, str(ROOT / "build"))
    from icons import ICO_SIZES, write_icons
    written = write_icons(tmp_path)
    with Image.open(written["ico"]) as ico:
        assert ico.format == "ICO" and {size for size, _ in ico.info["sizes"]} == set(ICO_SIZES)
    with Image.open(written["icns"]) as icns:
        assert icns.format == "ICNS" and icns.size == (1024, 1024)
    with Image.open(written["png"]) as png:
        assert png.format == "PNG" and png.size == (256, 256) and png.mode == "RGBA"
