"""What the app keeps of an unexpected error, and the bug report a player can save from it.

An error inside the loop never takes the app down: App catches it, keeps a
CrashReport and shows the error screen. The report holds the traceback and
what was on screen; the running match, if any, is written beside it as an
ordinary save (its answers replay the game up to the error), so a bug report
is something a developer can load. The autosave is left as it was: the
state at the moment of the error may be the broken thing.
"""
from __future__ import annotations

import platform
import sys
import time
import traceback
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.paths import bug_reports_dir
from ..core.saves import encode, match_body, write_atomic


@dataclass
class CrashReport:
    summary: str                 # one line for the screen: the error's kind and message
    details: str                 # the traceback
    where: str                   # the scenes on the stack, bottom first
    match: Any = None            # the match being played, when there was one
    when: float = field(default_factory=time.time)
    saved_to: Path | None = None

    @classmethod
    def capture(cls, error: BaseException, scenes: list, during: str) -> "CrashReport":
        match = next((scene.match for scene in reversed(scenes) if getattr(scene, "match", None) is not None), None)
        message = str(error).strip().splitlines()[0][:300] if str(error).strip() else ""
        summary = f"{type(error).__name__} while {during}" + (f": {message}" if message else "")
        details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        where = " > ".join(getattr(scene, "name", type(scene).__name__) for scene in scenes) or "(no screen)"
        return cls(summary, details, where, match)

    def text(self) -> str:
        import pygame
        lines = [
            "Survival Tabletop bug report",
            f"time: {datetime.fromtimestamp(self.when):%Y-%m-%d %H:%M:%S}",
            f"app version: {__version__}",
            f"python: {sys.version.split()[0]} on {platform.platform()}",
            f"pygame-ce: {getattr(pygame, 'version', None) and pygame.version.ver}",
            f"screens: {self.where}",
            f"error: {self.summary}",
        ]
        if self.match is not None:
            setup = self.match.setup
            lines.append(f"game: {setup.game_id}, {setup.players} seats, seed {setup.seed}, "
                         f"variants {list(setup.variants)}, {len(self.match.answers)} answers")
        return "\n".join(lines) + "\n\n" + self.details

    def write(self, folder: Path | None = None) -> Path:
        """Write the report (and the match as a save) to the bug-reports folder; returns the report's path."""
        folder = folder or bug_reports_dir()
        stem = f"bug-{datetime.fromtimestamp(self.when):%Y%m%d-%H%M%S}"
        report = folder / f"{stem}.txt"
        text = self.text()
        if self.match is not None:
            try:
                write_atomic(folder / f"{stem}-save.json", encode(match_body(self.match, f"Bug report {stem}")),
                             keep_backup=False)
                text += f"\nThe match is saved beside this file as {stem}-save.json.\n"
            except Exception as exc:   # the broken state may not even serialize; the traceback still helps
                text += f"\nThe match could not be saved with the report ({type(exc).__name__}: {exc}).\n"
        write_atomic(report, text.encode("utf-8"), keep_backup=False)
        self.saved_to = report
        return report
