"""Every sound the table makes, synthesised here: no sound file from elsewhere ships with the app.

Each named sound renders as mono 16-bit samples at SAMPLE_RATE with the standard library alone, so this
module loads without pygame (the app caches the WAVs and plays them through pygame.mixer later). A name
always gives the same samples: its randomness is seeded by the name and PALETTE_VERSION.

The mood is a worn, tense table of wooden dice and cardboard: sounds are warm, soft and short, and the
win and lose stings are the loudest things heard."""
from __future__ import annotations

import array
import functools
import io
import math
import random
import sys
import wave
from typing import Callable

SAMPLE_RATE = 22050
PALETTE_VERSION = 1          # bump when any sound changes, so every cached copy is made again
SOUND_NAMES: tuple[str, ...] = ("dice_1", "dice_few", "dice_many", "card_draw", "card_flip", "shuffle",
                                "token", "wound", "threat", "click", "your_turn", "win", "lose")

TAU = 2.0 * math.pi
FULL_SCALE = 32767
# peaks as a fraction of full scale: the stings stand above the table, the click barely registers
STING, LOUD, SOFT, QUIET = 0.70, 0.50, 0.355, 0.126      # -3, -6, -9, -18 dBFS

Samples = list[float]


# --- building blocks: plain lists of floats, turned into int16 only at the end -------------------------

def _n(seconds: float) -> int:
    return max(1, int(round(seconds * SAMPLE_RATE)))


def _buffer(seconds: float) -> Samples:
    return [0.0] * _n(seconds)


def _noise(rng: random.Random, seconds: float) -> Samples:
    r = rng.random
    return [2.0 * r() - 1.0 for _ in range(_n(seconds))]


def _lowpass(xs: Samples, cutoff: float, passes: int = 1) -> Samples:
    """A one-pole low-pass: gentle (6 dB an octave a pass), which keeps the sounds soft rather than hollow."""
    a = 1.0 - math.exp(-TAU * cutoff / SAMPLE_RATE)
    for _ in range(passes):
        y, out = 0.0, []
        append = out.append
        for x in xs:
            y += a * (x - y)
            append(y)
        xs = out
    return xs


def _highpass(xs: Samples, cutoff: float) -> Samples:
    return [x - y for x, y in zip(xs, _lowpass(xs, cutoff))]


def _band(xs: Samples, low: float, high: float) -> Samples:
    return _lowpass(_highpass(xs, low), high)


def _sweep(xs: Samples, start_hz: float, end_hz: float) -> Samples:
    """A low-pass whose cutoff glides from start_hz to end_hz: the movement that makes noise a swish."""
    n = len(xs)
    a0 = 1.0 - math.exp(-TAU * start_hz / SAMPLE_RATE)
    a1 = 1.0 - math.exp(-TAU * end_hz / SAMPLE_RATE)
    da = (a1 - a0) / max(1, n - 1)
    y, a, out = 0.0, a0, []
    for x in xs:
        y += a * (x - y)
        a += da
        out.append(y)
    return out


def _envelope(seconds: float, attack: float, decay: float) -> Samples:
    """Gains: a straight rise over `attack` s, then an exponential fall with time constant `decay` s."""
    n, rise = _n(seconds), _n(attack)
    out = [i / rise for i in range(min(rise, n))]
    k = math.exp(-1.0 / (decay * SAMPLE_RATE))
    g = 1.0
    for _ in range(n - len(out)):
        out.append(g)
        g *= k
    return out


def _swell(seconds: float, peak: float = 0.5) -> Samples:
    """Gains that rise and fall smoothly, highest `peak` of the way through: a sound that passes by."""
    n = _n(seconds)
    m = max(1, min(n - 1, int(n * peak)))
    up = [0.5 - 0.5 * math.cos(math.pi * i / m) for i in range(m)]
    return up + [0.5 + 0.5 * math.cos(math.pi * i / (n - m)) for i in range(n - m)]


def _shape(xs: Samples, gains: Samples) -> Samples:
    return [x * g for x, g in zip(xs, gains)]


def _knock(freq: float, decay: float, seconds: float | None = None) -> Samples:
    """A damped sine, r^n sin(wn), by its two-term recurrence: one multiply-add a sample, and it starts at
    zero, so even a hard knock has no click of its own. decay=0 rings on undamped."""
    n = _n(seconds if seconds is not None else decay * 7)
    w = TAU * freq / SAMPLE_RATE
    r = math.exp(-1.0 / (decay * SAMPLE_RATE)) if decay else 1.0
    c, r2 = 2.0 * r * math.cos(w), r * r
    y2, y1 = 0.0, r * math.sin(w)
    out = [y2, y1]
    append = out.append
    for _ in range(n - 2):
        y2, y1 = y1, c * y1 - r2 * y2
        append(y1)
    return out[:n]


def _table(partials: tuple[tuple[int, float], ...], size: int = 4096) -> Samples:
    """One cycle of a wave made of harmonics (number, amplitude), looked up instead of summing sines."""
    return [sum(a * math.sin(TAU * h * i / size) for h, a in partials) for i in range(size)]


# made when first needed, not on import: the app imports this module while it starts
@functools.cache
def _wave(kind: str) -> Samples:
    if kind == "saw":       # band-limited (1/h), so the growl is dark without aliasing into a buzz
        return _table(tuple((h, 1.0 / h) for h in range(1, 13)))
    # mellow: mostly the fundamental, so held notes are warm rather than buzzy
    return _table(((1, 1.0), (2, 0.32), (3, 0.12), (4, 0.05)))


def _tone(freq: float, seconds: float, kind: str = "mellow") -> Samples:
    table = _wave(kind)
    step, mask = freq * len(table) / SAMPLE_RATE, len(table) - 1
    return [table[int(i * step) & mask] for i in range(_n(seconds))]


def _bell(freq: float, seconds: float, partials: tuple[tuple[float, float, float], ...]) -> Samples:
    """A struck note: partials (ratio, amplitude, decay s) each ringing down at their own pace."""
    out = [0.0] * _n(seconds)
    for ratio, amp, decay in partials:
        _mix(out, _knock(freq * ratio, decay, seconds), 0.0, amp)
    return out


def _mix(buf: Samples, xs: Samples, at: float = 0.0, gain: float = 1.0) -> None:
    start = int(round(at * SAMPLE_RATE))
    end = min(len(buf), start + len(xs))
    if end > start:
        buf[start:end] = [b + gain * x for b, x in zip(buf[start:end], xs)]


def _finish(buf: Samples, peak: float, fade_in: float = 0.0015, fade_out: float = 0.012) -> array.array:
    """Fade both ends to silence (a sound cut off mid-wave pops) and scale to its peak level."""
    n = len(buf)
    fi, fo = min(n, _n(fade_in)), min(n, _n(fade_out))
    for i in range(fi):
        buf[i] *= i / fi
    for i in range(fo):
        buf[n - 1 - i] *= i / fo
    top = max(map(abs, buf)) or 1.0
    scale = peak * FULL_SCALE / top
    return array.array("h", [int(round(x * scale)) for x in buf])


# --- the sounds ------------------------------------------------------------------------------------

def _dice_hit(rng: random.Random) -> Samples:
    """One die striking: a few ms of bright noise, the wood's short ring (a new pitch each time), a body."""
    hit = _knock(rng.uniform(900, 2500), rng.uniform(0.004, 0.010), 0.06)
    _mix(hit, _knock(rng.uniform(380, 560), 0.006), 0.0, 0.35)
    tick = _shape(_highpass(_noise(rng, 0.004), 1200), _envelope(0.004, 0.0003, 0.0012))
    _mix(hit, _lowpass(tick, 6000), 0.0, 1.3)
    return hit


def _dice(rng: random.Random, dice: int, seconds: float) -> array.array:
    """Each die bounces like a dropped ball: gaps and strengths shrink, irregularly, until it settles."""
    buf = _buffer(seconds)
    last = seconds - 0.06
    for d in range(dice):
        t = rng.uniform(0.0, 0.02) if d == 0 else rng.uniform(0.01, 0.25 * seconds)
        gap, amp = rng.uniform(0.075, 0.095 + 0.01 * dice), rng.uniform(0.8, 1.0)
        while t < last and amp > 0.07:
            _mix(buf, _dice_hit(rng), t, amp)
            t += gap * rng.uniform(0.8, 1.2)
            gap = max(0.012, gap * rng.uniform(0.6, 0.78))
            amp *= rng.uniform(0.55, 0.8)
    for _ in range(dice * (dice - 1) // 3):        # dice knocking into each other mid-roll
        _mix(buf, _dice_hit(rng), rng.uniform(0.03, last * 0.7), rng.uniform(0.25, 0.6))
    return _finish(buf, LOUD, fade_out=0.02)


def _card_draw(rng: random.Random) -> array.array:
    swish = _sweep(_highpass(_noise(rng, 0.18), 700), 1800, 4200)
    return _finish(_shape(_lowpass(swish, 5000), _swell(0.18, 0.4)), SOFT)


def _card_flip(rng: random.Random) -> array.array:
    """The edge lifting (a brief rising flutter), then the snap as the card lands face up."""
    buf = _buffer(0.1)
    _mix(buf, _shape(_band(_noise(rng, 0.035), 1500, 6000), _swell(0.035, 0.9)), 0.0, 0.25)
    snap = _shape(_band(_noise(rng, 0.06), 1000, 5000), _envelope(0.06, 0.0005, 0.009))
    _mix(buf, snap, 0.032)
    _mix(buf, _knock(340, 0.006, 0.04), 0.032, 0.35)
    return _finish(buf, SOFT)


def _shuffle(rng: random.Random) -> array.array:
    """A riffle: tiny paper clicks that come faster and faster, then the cards bridged back together."""
    buf = _buffer(0.7)
    t, gap = 0.02, 0.03
    while t < 0.5:
        click = _shape(_highpass(_noise(rng, 0.003), 2200), _envelope(0.003, 0.0002, 0.0008))
        _mix(click, _knock(rng.uniform(2500, 4500), 0.0015, 0.006), 0.0, 0.6)
        _mix(buf, click, t, rng.uniform(0.45, 0.8) * (0.7 + 0.6 * t))
        t += gap * rng.uniform(0.75, 1.25)
        gap = max(0.006, gap * 0.93)
    _mix(buf, _shape(_band(_noise(rng, 0.5), 1000, 5000), _swell(0.5, 0.7)), 0.02, 0.08)
    bridge = _shape(_sweep(_highpass(_noise(rng, 0.19), 400), 3500, 1200), _swell(0.19, 0.3))
    _mix(buf, bridge, 0.5, 0.7)
    return _finish(buf, SOFT)


def _token(rng: random.Random) -> array.array:
    buf = _knock(rng.uniform(300, 340), 0.025, 0.15)
    _mix(buf, _knock(760, 0.007, 0.05), 0.0, 0.3)
    _mix(buf, _shape(_lowpass(_noise(rng, 0.003), 4000), _envelope(0.003, 0.0002, 0.0008)), 0.0, 0.5)
    return _finish(_lowpass(buf, 2500), SOFT, fade_out=0.02)


def _wound(rng: random.Random) -> array.array:
    """A body blow: the thud's pitch sags as it lands; the crunch is noise chopped into rough grains."""
    n = _n(0.35)
    thud, phase = [], 0.0
    for i in range(n):
        phase += TAU * (68.0 + 42.0 * math.exp(-i / 1800.0)) / SAMPLE_RATE
        thud.append(math.sin(phase))
    buf = _shape(thud, _envelope(0.35, 0.003, 0.09))
    grains = [g for _ in range(_n(0.2) // 60 + 1) for g in [rng.uniform(0.15, 1.0)] * 60]
    crunch = _shape(_lowpass(_noise(rng, 0.2), 900, passes=2), grains)
    _mix(buf, _shape(crunch, _envelope(0.2, 0.002, 0.035)), 0.0, 2.2)
    return _finish(_highpass(buf, 30), LOUD, fade_out=0.03)


def _threat(rng: random.Random) -> array.array:
    """Something large coming: detuned low saws beating against a tritone, a wavering tremolo, a rumble."""
    seconds = 0.9
    buf = _buffer(seconds)
    for freq, gain in ((46.25, 1.0), (46.9, 0.8), (65.4, 0.55)):
        _mix(buf, _tone(freq, seconds, "saw"), 0.0, gain)
    buf = _lowpass(buf, 320, passes=2)
    _mix(buf, _lowpass(_noise(rng, seconds), 200, passes=2), 0.0, 6.0)
    wobble = [1.0 - 0.22 * (a + b) for a, b in zip(_knock(3.7, 0, seconds), _knock(5.3, 0, seconds))]
    return _finish(_shape(_shape(_highpass(buf, 25), wobble), _swell(seconds, 0.45)), LOUD)


def _click(rng: random.Random) -> array.array:
    buf = _knock(rng.uniform(1350, 1450), 0.0028, 0.03)
    _mix(buf, _shape(_lowpass(_noise(rng, 0.002), 3000), _envelope(0.002, 0.0002, 0.0005)), 0.0, 0.4)
    return _finish(buf, QUIET, fade_out=0.008)


# soft and round, like a felt mallet on a small bell: a strong fundamental, a faint shimmer above
_SOFT_BELL = ((1.0, 1.0, 0.22), (2.0, 0.2, 0.10), (2.76, 0.06, 0.06), (4.0, 0.03, 0.04))


def _your_turn(rng: random.Random) -> array.array:
    buf = _buffer(0.5)
    for at, freq in ((0.0, 392.0), (0.15, 523.25)):            # G4 up a fourth to C5
        note = _bell(freq, 0.5 - at, _SOFT_BELL)
        _mix(buf, _shape(note, _envelope(0.5 - at, 0.006, 10.0)), at)
    return _finish(buf, LOUD, fade_out=0.06)


def _pad(buf: Samples, freqs: tuple[float, ...], at: float, seconds: float, attack: float, decay: float,
         gain: float) -> None:
    """A held chord, each note doubled a little sharp and flat so it breathes instead of standing still."""
    env = _envelope(seconds, attack, decay)
    for freq in freqs:
        for detune in (-0.9, 0.9):
            _mix(buf, _shape(_tone(freq + detune, seconds), env), at, gain)


def _win(rng: random.Random) -> array.array:
    buf = _buffer(1.3)
    for k, freq in enumerate((261.63, 329.63, 392.0, 523.25)):          # C E G C, rising
        at = 0.11 * k
        _mix(buf, _shape(_tone(freq, 1.3 - at), _envelope(1.3 - at, 0.008, 0.32)), at, 0.9)
    _pad(buf, (130.81, 261.63, 329.63, 392.0), 0.3, 1.0, 0.3, 0.6, 0.16)
    return _finish(buf, STING, fade_out=0.2)


def _lose(rng: random.Random) -> array.array:
    buf = _buffer(1.5)
    _pad(buf, (55.0, 110.0, 164.81), 0.0, 1.5, 0.25, 1.2, 0.3)           # A and E: a bare, low drone
    for k, freq in enumerate((329.63, 293.66, 261.63, 220.0)):          # E D C A, falling
        at = 0.08 + 0.3 * k
        length = 1.5 - at
        decay = 0.5 if k == 3 else 0.28
        _mix(buf, _shape(_tone(freq, length), _envelope(length, 0.03, decay)), at, 0.8)
    return _finish(_lowpass(buf, 2500), STING, fade_out=0.25)


_SOUNDS: dict[str, Callable[[random.Random], array.array]] = {
    "dice_1": lambda rng: _dice(rng, 1, 0.35),
    "dice_few": lambda rng: _dice(rng, 3, 0.5),
    "dice_many": lambda rng: _dice(rng, 6, 0.7),
    "card_draw": _card_draw, "card_flip": _card_flip, "shuffle": _shuffle, "token": _token,
    "wound": _wound, "threat": _threat, "click": _click, "your_turn": _your_turn, "win": _win, "lose": _lose,
}


def render(name: str) -> array.array:
    """The sound `name` as mono int16 samples at SAMPLE_RATE; the same every time. KeyError if unknown."""
    if name not in _SOUNDS:
        raise KeyError(name)
    return _SOUNDS[name](random.Random(f"{name}/{PALETTE_VERSION}"))


def wav_bytes(samples: array.array) -> bytes:
    """A complete mono 16-bit WAV file of these samples."""
    data = array.array("h", samples)
    if sys.byteorder == "big":          # WAV is little-endian
        data.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(data.tobytes())
    return out.getvalue()


def dice_sound(count: int) -> str:
    """The rattle for a roll of `count` dice."""
    if count >= 4:
        return "dice_many"
    return "dice_few" if count >= 2 else "dice_1"
