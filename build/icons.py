"""The app's icon files for each system's package, from the emblem our code draws (game.ui.art.app_icon):
Windows' .ico (16 to 256 pixels), macOS' .icns (16 to 1024) and a 256-pixel .png for Linux's .desktop entry.

    python build/icons.py OUT_FOLDER      # writes all three (the build calls write_icons for its own system's)
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
NAME = "SurvivalTabletop"


def emblem_image(size: int):
    """The emblem at this size as a Pillow image (drawn by pygame, with no window)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from PIL import Image

    from game.ui.art import app_icon
    pygame.display.init()
    surface = app_icon(size)
    return Image.frombytes("RGBA", surface.get_size(), pygame.image.tobytes(surface, "RGBA"))


def write_icons(folder: Path, kinds: tuple[str, ...] = ("ico", "icns", "png")) -> dict[str, Path]:
    """The icon files asked for, written into folder: {kind: path}."""
    folder.mkdir(parents=True, exist_ok=True)
    written = {}
    if "ico" in kinds:
        written["ico"] = folder / f"{NAME}.ico"
        emblem_image(256).save(written["ico"], sizes=[(size, size) for size in ICO_SIZES])
    if "icns" in kinds:
        written["icns"] = folder / f"{NAME}.icns"
        emblem_image(1024).save(written["icns"])         # Pillow makes every smaller size from it
    if "png" in kinds:
        written["png"] = folder / f"{NAME}.png"
        emblem_image(256).save(written["png"])
    return written


def own_kind() -> str:
    """The icon file this system's package takes."""
    return "ico" if sys.platform == "win32" else "icns" if sys.platform == "darwin" else "png"


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    for kind, path in write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "build/work")).items():
        print(f"{kind}: {path}")
