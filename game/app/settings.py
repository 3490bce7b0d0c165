"""The player's settings, kept as JSON in config_dir()/settings.json.

Written atomically (temp file + rename) so a crash never leaves half a file;
a damaged file falls back to the defaults and the app says so once.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

from ..core.paths import config_dir
from ..core.saves import write_atomic

SETTINGS_NAME = "settings.json"

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080))
UI_SCALES: tuple[int, ...] = (100, 125, 150, 175, 200)
# seconds a dice roll or card draw takes to play, and the pause before a bot answers
ANIMATION_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
HANDOFF_MODES: dict[str, str] = {"when_needed": "When needed", "always": "Always", "never": "Never"}
VOLUMES: tuple[int, ...] = (25, 50, 75, 100)     # percent; any whole number 0-100 is kept when read


@dataclass(frozen=True)
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: int = 100              # percent
    colorblind: bool = False         # every colour-coded thing also gets a shape or letter
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    handoff: str = "when_needed"     # a key of HANDOFF_MODES
    confirm_final: bool = True       # ask once before an answer that can't be undone (it rolls or reveals)
    muted: bool = False              # no sound at all, the volumes kept for when it is turned back on
    master_volume: int = 75          # percent, every sound
    effects_volume: int = 100        # percent of master, the table's sounds (dice, cards, tokens, wounds, threats)
    disabled_mods: tuple[str, ...] = field(default=())

    @property
    def scale(self) -> float:
        return self.ui_scale / 100

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def with_changes(self, **changes) -> "Settings":
        return replace(self, **changes)

    def to_json(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["disabled_mods"] = list(self.disabled_mods)
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Settings":
        """Each field read on its own; a bad value falls back to its default instead of failing the file."""
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        defaults = cls()
        values = {}
        for item in fields(cls):
            values[item.name] = _checked(item.name, data.get(item.name), getattr(defaults, item.name))
        return cls(**values)


def _checked(name: str, value, default):
    if value is None:
        return default
    if name == "window_size":
        if (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)
                and 320 <= value[0] <= 10000 and 240 <= value[1] <= 10000):
            return (value[0], value[1])
        return default
    if name in ("master_volume", "effects_volume"):
        return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100 else default
    if name == "ui_scale":
        return value if isinstance(value, int) and 100 <= value <= 200 else default
    if name == "animation_speed":
        return value if value in ANIMATION_SPEEDS else default
    if name == "handoff":
        return value if value in HANDOFF_MODES else default
    if name == "disabled_mods":
        return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else default
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    return value


def settings_path() -> Path:
    return config_dir() / SETTINGS_NAME


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and, when the file was damaged, a message saying defaults are used."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        return Settings.from_json(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return Settings(), f"Settings file was damaged ({exc.__class__.__name__}); using the defaults."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    data = json.dumps(settings.to_json(), indent=2).encode("utf-8")
    write_atomic(path, data, keep_backup=False)
