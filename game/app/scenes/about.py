"""About: the version, credits, the licences, and where the player's files are kept (from the title and the
pause menu)."""
from __future__ import annotations

import platform
import sys
from importlib import metadata

import pygame

from ... import __version__
from ...core import paths
from ...core.campaign import campaigns_dir
from ...ui import art
from ...ui.widgets import ScrollText, TextLine, draw_panel
from .base import ReadingScreen

# the libraries the app runs on, as pyproject.toml names them; their licences are read from what is installed
DEPENDENCIES = ("pygame-ce", "pygame_gui", "pillow", "platformdirs", "tomli")
CREDITS = (
    "The code, the card texts, the mission logs and scripts, the sounds and the art are our own, made for "
    "Survival Tabletop by its authors.",
    "The rules are those of the published games, played here with our own cards: Hit Z Road (design: Martin "
    "Wallace; Space Cowboys), Maximum Apocalypse: Wasted Wilds (design: Mike Gnade; Rock Manor Games), and This "
    "War of Mine: The Board Game, Salvation Road and Everything Lost, by their designers and publishers. "
    "Survival Tabletop is not made or endorsed by any of them.",
)


def dependency_licences() -> list[tuple[str, str, str]]:
    """(name, version, licence) of each library, from its installed metadata; "unknown" where it has none."""
    found = []
    for name in DEPENDENCIES:
        try:
            meta = metadata.metadata(name)
            version = metadata.version(name)
        except metadata.PackageNotFoundError:
            found.append((name, "?", "unknown"))
            continue
        licence = meta.get("License-Expression") or meta.get("License") or next(
            (c.split("::")[-1].strip() for c in meta.get_all("Classifier") or () if c.startswith("License ::")),
            "unknown")
        found.append((name, version, licence))
    return found


def data_folders() -> list[tuple[str, str]]:
    return [("Saves", str(paths.saves_dir())), ("Campaigns", str(campaigns_dir())),
            ("Records and their replays", str(paths.records_dir())), ("Exported replays", str(paths.replays_dir())),
            ("Mods", str(paths.mods_dir())), ("Bug reports", str(paths.bug_reports_dir())),
            ("Settings", str(paths.config_dir())), ("Made sounds (safe to delete)", str(paths.cache_dir()))]


def about_lines() -> list[TextLine]:
    lines = [TextLine(f"Survival Tabletop {__version__}", "h1"),
             TextLine(f"Python {sys.version.split()[0]} on {platform.system() or 'an unknown system'} · "
                      f"pygame-ce {pygame.version.ver} · SDL {'.'.join(map(str, pygame.get_sdl_version()))}",
                      "muted"),
             TextLine("Credits", "h2"), *(TextLine(text) for text in CREDITS),
             TextLine("Licences", "h2"),
             TextLine("Survival Tabletop, its code and its art: the MIT licence (the LICENSE file)."),
             *(TextLine(f"{name} {version}: {licence}", "bullet") for name, version, licence in dependency_licences()),
             TextLine("pygame-ce is copyright the pygame and pygame-ce developers, and free software under the "
                      "GNU Lesser General Public License 2.1: a built app keeps its files separate, so that they "
                      "may be replaced, and its licence's text in THIRD_PARTY_LICENSES.", "muted"),
             TextLine("The libraries and fonts those bring keep their own licences: SDL 2 and its image, mixer "
                      "and font libraries (zlib), FreeType (FreeType licence), the Noto Sans fonts (SIL Open Font "
                      "License 1.1), and audio decoders under LGPL 2.1, which the app loads as separate shared "
                      "libraries, as the LGPL asks. A built app lists every one, with its licence's text, in "
                      "THIRD_PARTY_LICENSES beside it.", "muted"),
             TextLine("Your files", "h2")]
    lines += [TextLine(f"{what}: {where}", "bullet") for what, where in data_folders()]
    return lines


class AboutScene(ReadingScreen):
    name = "about"
    title = "About"

    def build_content(self) -> None:
        app = self.app
        self.emblem_rect = pygame.Rect(self.content.x, self.content.y, app.px(180), app.px(180))
        self.text_rect = pygame.Rect(self.emblem_rect.right + app.px(24), self.content.y,
                                     self.content.right - self.emblem_rect.right - app.px(24), self.content.height)
        self.text = ScrollText(app.fonts)
        self.text.set_rect(self.text_rect.inflate(-app.px(48), -app.px(40)))
        self.text.set_lines(about_lines())
        self.focus.set_buttons([self.back_button])

    def draw_content(self, surface: pygame.Surface) -> None:
        surface.blit(art.app_icon(self.emblem_rect.width), self.emblem_rect)
        draw_panel(surface, self.text_rect)
        self.text.draw(surface)
