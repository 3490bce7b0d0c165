"""The sound palette: every sound is made by our own code, the same each time, the right length and
level, silent at both ends, and a well-formed WAV. No pygame needed."""
from __future__ import annotations

import ast
import io
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from game.ui.sound import palette
from game.ui.sound.palette import SAMPLE_RATE, SOUND_NAMES, dice_sound, render, wav_bytes

FULL = 32767
ROOT = Path(__file__).resolve().parents[2]

# (shortest, longest) in seconds
DURATIONS = {
    "dice_1": (0.25, 0.45), "dice_few": (0.4, 0.6), "dice_many": (0.6, 0.85),
    "card_draw": (0.12, 0.25), "card_flip": (0.06, 0.15), "shuffle": (0.55, 0.85),
    "token": (0.1, 0.2), "wound": (0.25, 0.45), "threat": (0.7, 1.1), "click": (0.015, 0.05),
    "your_turn": (0.35, 0.65), "win": (1.1, 1.5), "lose": (1.3, 1.7),
}
# (lowest, highest) peak as a fraction of full scale: -3, -6, -9 and -18 dBFS give or take a little
STINGS, LOUD, SOFT, QUIET = (0.62, 0.75), (0.42, 0.57), (0.30, 0.40), (0.09, 0.16)
PEAKS = {
    "win": STINGS, "lose": STINGS,
    "your_turn": LOUD, "threat": LOUD, "wound": LOUD, "dice_1": LOUD, "dice_few": LOUD, "dice_many": LOUD,
    "card_draw": SOFT, "card_flip": SOFT, "shuffle": SOFT, "token": SOFT,
    "click": QUIET,
}


@pytest.fixture(scope="module")
def sounds():
    return {name: render(name) for name in SOUND_NAMES}


def seconds(samples) -> float:
    return len(samples) / SAMPLE_RATE


def peak(samples) -> float:
    return max(map(abs, samples)) / FULL


def roughness(samples) -> float:
    """The energy of the signal's first difference over its own: small for low sounds, large for bright."""
    energy = sum(x * x for x in samples)
    step = sum((b - a) ** 2 for a, b in zip(samples, samples[1:]))
    return step / energy


def test_the_names_are_the_ones_the_app_plays():
    assert len(set(SOUND_NAMES)) == len(SOUND_NAMES) == 13
    assert set(SOUND_NAMES) == set(DURATIONS) == set(PEAKS)
    assert SAMPLE_RATE == 22050
    assert isinstance(palette.PALETTE_VERSION, int) and palette.PALETTE_VERSION >= 1


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_int16_of_its_length(sounds, name):
    samples = sounds[name]
    assert samples.typecode == "h" and samples.itemsize == 2
    shortest, longest = DURATIONS[name]
    assert shortest <= seconds(samples) <= longest, (name, seconds(samples))


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_the_same_every_time(sounds, name):
    assert render(name) == sounds[name]


def test_renders_are_fresh_arrays(sounds):
    """The caller may change what it gets back without changing the next render."""
    first = render("click")
    first[len(first) // 2] = 12345
    assert render("click") == sounds["click"]


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_peaks_at_its_level_without_clipping(sounds, name):
    samples = sounds[name]
    assert max(map(abs, samples)) < FULL and min(samples) > -FULL
    lowest, highest = PEAKS[name]
    assert lowest <= peak(samples) <= highest, (name, peak(samples))


def test_the_stings_are_loudest_and_the_click_quietest(sounds):
    peaks = {name: peak(samples) for name, samples in sounds.items()}
    others = [name for name in SOUND_NAMES if name not in ("win", "lose")]
    assert min(peaks["win"], peaks["lose"]) > max(peaks[name] for name in others)
    table = ("dice_1", "dice_few", "dice_many", "wound", "threat", "your_turn")
    cardboard = ("card_draw", "card_flip", "shuffle", "token")
    assert min(peaks[name] for name in table) > max(peaks[name] for name in cardboard)
    assert peaks["click"] < min(peaks[name] for name in cardboard) / 2


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_starts_and_ends_in_silence(sounds, name):
    samples = sounds[name]
    # a start from zero that takes at least a millisecond to reach full scale: no pop as it begins
    assert abs(samples[0]) < 100
    for i, sample in enumerate(samples[:SAMPLE_RATE // 1000]):
        assert abs(sample) <= FULL * (i + 1) / (SAMPLE_RATE / 1000), (name, i, sample)
    # and the last 5 ms are all but silent, ending at zero
    tail = samples[-SAMPLE_RATE * 5 // 1000:]
    assert max(map(abs, tail)) < 0.02 * FULL, (name, max(map(abs, tail)))
    assert abs(samples[-1]) < 100


def test_a_silent_stretch_is_not_all_there_is(sounds):
    for name, samples in sounds.items():
        middle = samples[len(samples) // 10: len(samples) * 9 // 10]
        assert sum(1 for x in middle if abs(x) > 0.01 * FULL) > len(middle) // 20, name


@pytest.mark.parametrize("name", ["click", "threat", "win"])
def test_wav_bytes_round_trip(sounds, name):
    samples = sounds[name]
    data = wav_bytes(samples)
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    with wave.open(io.BytesIO(data), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, SAMPLE_RATE)
        assert wav.getnframes() == len(samples)
        frames = wav.readframes(wav.getnframes())
    back = type(samples)("h")
    back.frombytes(frames)
    if sys.byteorder == "big":
        back.byteswap()
    assert back == samples


def test_dice_sound_is_sized_by_the_roll():
    assert [dice_sound(n) for n in (-3, 0, 1)] == ["dice_1"] * 3
    assert [dice_sound(n) for n in (2, 3)] == ["dice_few"] * 2
    assert [dice_sound(n) for n in (4, 5, 12, 100)] == ["dice_many"] * 4
    assert {dice_sound(n) for n in range(-1, 20)} <= set(SOUND_NAMES)


def test_more_dice_rattle_longer(sounds):
    assert seconds(sounds["dice_many"]) > seconds(sounds["dice_few"]) > seconds(sounds["dice_1"])


def test_dice_are_separate_hits(sounds):
    """A rattle, not a hiss: the one die's loud moments come in several bursts with quiet between."""
    samples = sounds["dice_1"]
    window = SAMPLE_RATE // 500     # 2 ms
    loud = [max(map(abs, samples[i:i + window])) > 0.03 * FULL for i in range(0, len(samples), window)]
    bursts = sum(1 for before, now in zip([False] + loud, loud) if now and not before)
    assert 4 <= bursts <= 9, bursts


def test_the_threat_is_low_and_the_clicks_are_bright(sounds):
    threat, wound = roughness(sounds["threat"]), roughness(sounds["wound"])
    assert threat < 0.01 and wound < 0.02
    for bright in ("click", "card_flip", "shuffle"):
        assert roughness(sounds[bright]) > 0.1, bright
        assert roughness(sounds[bright]) > 20 * threat, bright


def test_unknown_names_raise_key_error():
    with pytest.raises(KeyError):
        render("nope")
    with pytest.raises(KeyError):
        render("")


def test_the_palette_uses_the_standard_library_only():
    source = Path(palette.__file__).read_text(encoding="utf-8")
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            imported.add(node.module.split(".")[0])
    assert imported and imported <= set(sys.stdlib_module_names) | {"__future__"}, imported


def test_the_palette_imports_and_renders_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None; sys.modules['numpy'] = None\n"
            "from game.ui.sound.palette import render; print(len(render('click')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 0
