"""What a player has done on this computer that unlocks a variant (a `Variant.unlocked_by`): for now, which
games have been won by a person (a co-operative table's win is everyone's at it). Kept in one small JSON file in the user data folder's
records/, written atomically; a damaged file is reported and read as no progress, never a crash, and the
next win writes it anew. No drawing here."""
from __future__ import annotations

import json
from pathlib import Path

from ..core.paths import records_dir
from ..core.saves import write_atomic

FILE_VERSION = 1


def progress_path() -> Path:
    return records_dir() / "progress.json"


class Progress:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or progress_path()
        self.won: set[str] = set()
        self.problem = ""
        self._read()

    def _read(self) -> None:
        if not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text("utf-8"))
            if not isinstance(data, dict) or data.get("version") != FILE_VERSION or \
                    not all(isinstance(game, str) for game in data.get("won", ())):
                raise ValueError("not a progress file this app writes")
            self.won = set(data["won"])
        except (OSError, ValueError) as exc:
            self.problem = f"Your progress file ({self.path.name}) could not be read and was set aside: {exc}"

    def has_won(self, game_id: str) -> bool:
        return game_id in self.won

    def locked(self, game_id: str, variant) -> str | None:
        """Why this variant can't be chosen yet, in words; None when it can."""
        if not variant.unlocked_by or self.has_won(game_id):
            return None
        return f"{variant.name} opens only after {variant.unlocked_by} on this computer."

    def refusal(self, info, chosen) -> str | None:
        """Why this choice of variants can't be started yet: the first of them still locked; None if none is."""
        return next((why for variant in info.variants if variant.id in chosen
                     for why in [self.locked(info.id, variant)] if why), None)

    def record_end(self, match) -> bool:
        """Note a match won by a person (a co-op table's win is everyone's); True when that is news."""
        outcome = match.outcome()
        game_id = match.setup.game_id
        seats = match.setup.seats
        if outcome is None or game_id in self.won or \
                not any(seats[i].is_human for i in outcome.winners if i < len(seats)):
            return False
        self.won.add(game_id)
        body = {"version": FILE_VERSION, "won": sorted(self.won)}
        write_atomic(self.path, json.dumps(body, indent=1).encode("utf-8"), keep_backup=False)
        self.problem = ""
        return True
