"""The table's sounds played for what happens: events pick the sounds (a game names its own kinds), and the
app plays them. The rules never know about sound.

Silence is always a safe answer: no audio device (as in CI, or a muted laptop), a mixer that won't start,
or a cache that can't be written each leave the app quiet, with the reason in `problem` and no error.
The mixer is opened after the first frame (pre-initialised with a small buffer, so a sound starts
promptly), and the sounds are read from the cache, or made and cached, on a thread of their own, so
neither slows the start."""
from __future__ import annotations

import io
import threading
import time
from collections import deque
from pathlib import Path
from typing import Iterable, Sequence

import pygame

from ...core.paths import cache_dir
from ...core.prompt import ROLL_EVENT, Event, matches
from ...core.saves import write_atomic
from .palette import PALETTE_VERSION, SAMPLE_RATE, SOUND_NAMES, dice_sound, render, wav_bytes

MIXER_BUFFER = 512         # samples: about 23 ms at 22050 Hz, short enough that a click feels like the click

# a game's own `sound_events` come first; these are the kinds every game shares
COMMON_SOUNDS: tuple[tuple[str, tuple[str, dict]], ...] = (
    ("dice", (ROLL_EVENT, {})),
    ("card_draw", ("card_drawn", {})), ("card_draw", ("cards_drawn", {})), ("card_draw", ("cards_dealt", {})),
    ("card_flip", ("card_revealed", {})), ("card_flip", ("flipped", {})),
    ("shuffle", ("shuffled", {})), ("shuffle", ("reshuffled", {})),
    ("token", ("token_placed", {})),
)
# one answer can set off a dozen events: the most telling of their sounds play, not all of them
PRIORITY = ("threat", "wound", "dice", "shuffle", "card_flip", "card_draw", "token")
MOST_AT_ONCE = 2
REPEAT_GAP_S = 0.09        # bots answering at instant speed: the same sound no closer together than this
# the screen's own sounds follow the master volume alone; the table's (dice, cards...) the effects volume too
INTERFACE_SOUNDS = frozenset({"click", "your_turn", "win", "lose"})


def sounds_for(events: Iterable[Event], game_sounds: Sequence[tuple[str, tuple[str, dict]]] = ()) -> list[str]:
    """The sounds these events make, the most telling first, at most MOST_AT_ONCE. A roll's rattle is sized
    by its dice: the most dice rolled among the events."""
    patterns = tuple(game_sounds) + COMMON_SOUNDS
    found: set[str] = set()
    most_dice = 0
    for event in events:
        sound = next((sound for sound, pattern in patterns if matches(event, (pattern,))), None)
        if sound == "dice":
            most_dice = max(most_dice, len(event.data.get("faces") or ()) or 1)
        if sound is not None:
            found.add(sound)
    ranked = sorted(found, key=lambda name: PRIORITY.index(name) if name in PRIORITY else len(PRIORITY))
    return [dice_sound(most_dice) if name == "dice" else name for name in ranked[:MOST_AT_ONCE]]


def sound_folder() -> Path:
    return cache_dir() / f"sounds-{PALETTE_VERSION}"


def cached_wavs(folder: Path) -> dict[str, bytes]:
    """Every sound's WAV: read from the cache, or made and put there. A cache that can't be written is no
    loss: the sounds are then made again at the next start."""
    made: dict[str, bytes] = {}
    for name in SOUND_NAMES:
        path = folder / f"{name}.wav"
        try:
            made[name] = path.read_bytes()
            continue
        except OSError:
            pass
        made[name] = wav_bytes(render(name))
        try:
            write_atomic(path, made[name], keep_backup=False)
        except OSError:
            pass
    return made


class SoundPlayer:
    def __init__(self, settings) -> None:
        self.settings = settings
        self.started = False
        self.problem = ""
        self.played: deque[str] = deque(maxlen=64)    # what reached the mixer, newest last (tests read it)
        self._wavs: dict[str, bytes] | None = None
        self._making: threading.Thread | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._last_played: dict[str, float] = {}

    @staticmethod
    def pre_init() -> None:
        """Before the display opens: the format the mixer will open with, and its small buffer."""
        pygame.mixer.pre_init(SAMPLE_RATE, -16, 2, MIXER_BUFFER)

    def start(self) -> None:
        """Open the mixer (after the first frame) and start making the sounds; once only, never raising."""
        if self.started:
            return
        self.started = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except pygame.error as exc:
            self.problem = f"no sound: {exc}"
            return
        self._making = threading.Thread(target=self._make, name="sounds", daemon=True)
        self._making.start()

    def _make(self) -> None:
        try:
            self._wavs = cached_wavs(sound_folder())
        except Exception as exc:       # a sound that can't be made is silence, never a crash
            self.problem = f"the sounds could not be made: {exc}"
            self._wavs = {}

    def wait_until_ready(self, timeout: float = 30.0) -> bool:
        """Whether the sounds are ready to play (waiting for them up to timeout): for tests and the smoke test."""
        if self._making is not None:
            self._making.join(timeout)
        return self._ready()

    def _ready(self) -> bool:
        if self._sounds:
            return True
        if self._wavs is None or (self._making is not None and self._making.is_alive()):
            return False
        for name, data in self._wavs.items():
            try:
                self._sounds[name] = pygame.mixer.Sound(file=io.BytesIO(data))
            except pygame.error:      # a damaged cached file: make that one again
                try:
                    self._sounds[name] = pygame.mixer.Sound(file=io.BytesIO(wav_bytes(render(name))))
                except pygame.error as exc:
                    self.problem = f"a sound could not be loaded: {exc}"
        self._wavs = {}
        return bool(self._sounds)

    @property
    def loaded(self) -> int:
        """How many sounds are ready to play."""
        return len(self._sounds)

    def volume(self, name: str) -> float:
        settings = self.settings
        if settings.muted:
            return 0.0
        level = settings.master_volume / 100
        return level if name in INTERFACE_SOUNDS else level * settings.effects_volume / 100

    def play(self, name: str) -> bool:
        """Play one sound now; True when it reached the mixer."""
        volume = self.volume(name)
        if volume <= 0 or not self.started or self.problem or not self._ready():
            return False
        sound = self._sounds.get(name)
        now = time.monotonic()
        if sound is None or now - self._last_played.get(name, -1.0) < REPEAT_GAP_S:
            return False
        self._last_played[name] = now
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error as exc:
            self.problem = f"sound stopped: {exc}"
            return False
        self.played.append(name)
        return True

    def play_events(self, events: Iterable[Event], game_sounds: Sequence[tuple[str, tuple[str, dict]]] = ()) -> None:
        for name in sounds_for(events, game_sounds):
            self.play(name)
