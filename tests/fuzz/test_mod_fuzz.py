"""Seeded fuzzing of mods through check-mods: damaged files, and things that are not files at all.

Each case damages one file of a mod (the docs' example mod, or a mod made of one base data file)
and runs check-mods the way `python -m game check-mods` does. It must not raise or print to stderr,
every line it prints must be printable, it must print exactly one header line for the one mod,
and it must be done within 2 s. When the damaged TOML still parses, every key path in it must
have a line. Links, link loops, FIFOs, devices and sockets put where mod.toml, a data file or a
picture belongs must each be reported with a reason, and never hang. The quick sample runs in the
normal suite (each game's base files sharing a budget of cases); `--long` or SURVIVAL_FUZZ_LONG=1 runs
thousands of cases, 300 for every file.
"""
from __future__ import annotations

import codecs
import random
import time
from collections import Counter
from pathlib import Path

import pytest

from game.core import mods as mod_files
from game.core.tomlfile import MAX_LOCATED_PATH, locate_keys, toml_parser

from tests.mods.helpers import (SPECIAL_FILES, check_mods_output, make_special_file, manifest_text, needs_posix,
                                no_hang, write_files)

QUICK, LONG = 20, 300          # cases per damaged file
QUICK_PER_GAME = 500           # in the normal suite, a game's base files share this many cases (at most QUICK each):
                               # a game whose data is spread over many files (a chapter of scripts, a story's
                               # cards) is fuzzed as hard as a whole, not once more for every file

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "docs" / "example-mod" / "desert-detour"
EXAMPLE_FILES = {relative: (EXAMPLE / relative).read_bytes()
                 for relative in ("mod.toml", "cards.toml", "art/dd-mirage-motel.png")}
BASE_FILES = sorted((REPO / "data").rglob("*.toml"))   # data/<game>/...
FILES_PER_GAME = Counter(path.relative_to(REPO / "data").parts[0] for path in BASE_FILES)

NASTY_TOKENS = [token.encode() for token in (
    "[", "]", "[[", "]]", "{", "}", "=", ".", ",", '"', "'", '"""', "'''", "\\", "#", "\n", "\r", "\r\n", "\t",
    "\x00", "\x7f", "\x1b[2J", "\x1b]0;title\x07", "\u202e", "\u2028", "\ufeff", "é", "\U0001f480", "\\u00e9",
    "\\uD800", "\\U0010FFFF", "\\e", "\\x1b", "inf", "nan", "-0", "0x7fffffff", "1e400", "99999999999", "1.0",
    "1979-05-27T07:32:00Z", "07:32", "true", '""', "''", "[]", "{}", "x = 1", "[[cards]]", "[cards]", "[remove]",
    'remove = { cards = ["l1-church-bell"] }', "format_version = 2", 'op = "teleport"', 'files = ["../x.toml"]',
    '"\\u001b[2K\\rdesert-detour (fake): ok" = 1', "../../etc/passwd", "C:/Windows", "a . 'b c' . \"d\\te\" = 1",
)]


# --- the damage ---------------------------------------------------------------------------------
def _line_starts(raw: bytes) -> list[int]:
    return [0] + [index + 1 for index, byte in enumerate(raw) if byte == 0x0A]


def _flip(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    damaged = bytearray(raw)
    for _ in range(rng.choice((1, 1, 2, 8))):
        if damaged:
            damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
    return bytes(damaged), "bit flips"


def _truncate(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    cut = rng.randrange(len(raw) + 1)
    return raw[:cut], f"cut at {cut}"


def _insert_random(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    at = rng.randrange(len(raw) + 1)
    return raw[:at] + rng.randbytes(rng.randint(1, 16)) + raw[at:], f"random bytes at {at}"


def _insert_token(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    token = rng.choice(NASTY_TOKENS)
    at = rng.choice(_line_starts(raw)) if rng.random() < 0.5 else rng.randrange(len(raw) + 1)
    return raw[:at] + token + raw[at:], f"{token!r} at {at}"


def _delete_line(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    lines = raw.split(b"\n")
    index = rng.randrange(len(lines))
    return b"\n".join(lines[:index] + lines[index + 1:]), f"line {index + 1} deleted"


def _duplicate_line(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    lines = raw.split(b"\n")
    index = rng.randrange(len(lines))
    return b"\n".join(lines[:index + 1] + lines[index:]), f"line {index + 1} duplicated"


def _byte_order_mark(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    at = 0 if rng.random() < 0.7 else rng.randrange(len(raw) + 1)
    return raw[:at] + codecs.BOM_UTF8 + raw[at:], f"BOM at {at}"


def _huge_whitespace(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    blank = rng.choice((b" ", b"\t", b"\n", b"\r\n", b" \n")) * rng.choice((1_000, 8_000, 100_000, 300_000))
    headers = [index + 1 for index in range(len(raw)) if raw[index:index + 1] == b"["]
    at = rng.choice(headers) if headers and rng.random() < 0.5 else rng.randrange(len(raw) + 1)
    return raw[:at] + blank + raw[at:], f"{len(blank)} blanks at {at}"


def _deep_nesting(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    depth = rng.choice((19, 20, 21, 100, 399, 1_000))
    opener, closer = rng.choice(((b"[", b"]"), (b"{a=", b"}")))
    value = opener * depth + b"1" + closer * depth
    return value + b"\n" + raw if rng.random() < 0.3 else b"nest = " + value + b"\n" + raw, f"nesting {depth}"


def _long_number(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    number = rng.choice((b"9", b"1_0", b"-9")) * rng.choice((11, 100, 1_000, 5_000, 50_000))
    digits = [index for index in range(len(raw)) if raw[index:index + 1].isdigit()]
    at = rng.choice(digits) if digits else len(raw)
    return raw[:at] + number + raw[at:], f"{len(number)}-character number at {at}"


def _control_characters(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    chars = "".join(chr(rng.choice((*range(32), 0x7F, 0x85, 0x202E, 0x2028))) for _ in range(rng.randint(1, 6)))
    quotes = [index + 1 for index in range(len(raw)) if raw[index:index + 1] == b'"']
    at = rng.choice(quotes) if quotes else rng.randrange(len(raw) + 1)
    return raw[:at] + chars.encode() + raw[at:], f"control characters {chars!r} at {at}"


TEXT_DAMAGE = (_flip, _truncate, _insert_random, _insert_token, _insert_token, _delete_line, _duplicate_line,
               _byte_order_mark, _huge_whitespace, _deep_nesting, _long_number, _control_characters)
IMAGE_DAMAGE = (_flip, _flip, _truncate, _insert_random, _duplicate_line)


def damage(raw: bytes, rng: random.Random, kinds) -> tuple[bytes, str]:
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        raw, what = rng.choice(kinds)(raw, rng)
        done.append(what)
    return raw, "; ".join(done)


# --- what every run of check-mods must look like ------------------------------------------------------
def _check_one_mod(folder: Path, what: str) -> tuple[str, float]:
    """Run check-mods on a mods folder holding one mod; returns 'ok' or 'refused', and the seconds it took
    (printed, not asserted: a hang fails the watchdog; speed is bench/bench_mod_reading.py's to measure)."""
    started = time.perf_counter()
    try:
        with no_hang(30, what):
            status, out, err = check_mods_output(folder)
    except Exception as error:   # pragma: no cover - this is the failure the suite looks for
        raise AssertionError(f"{what}: check-mods raised {type(error).__name__}: {error}") from error
    elapsed = time.perf_counter() - started
    assert err == "", f"{what}: printed to stderr: {err[:500]}"
    lines = out.split("\n")
    assert lines[-1] == "" and all(line.isprintable() for line in lines), f"{what}: unprintable output {out[:500]!r}"
    headers = [line for line in lines if line and not line.startswith("  ")]
    assert len(headers) == 1, f"{what}: expected one header line, got {headers[:5]!r}"
    assert status == (0 if headers[0].endswith(": ok") else 1), f"{what}: status {status} for {headers[0]!r}"
    return ("ok" if status == 0 else "refused"), elapsed


def _key_paths(value, path=""):
    """Every key path of a parsed document, written as messages write them (cards[2].effects[0].op)."""
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in children:
        child = f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else key
        if len(child) >= MAX_LOCATED_PATH:
            continue
        if child:
            yield child
        yield from _key_paths(item, child)


def _assert_every_key_has_a_line(raw: bytes, what: str) -> None:
    try:
        text = raw.removeprefix(codecs.BOM_UTF8).decode("utf-8")
        data = toml_parser.loads(text)
    except (UnicodeDecodeError, toml_parser.TOMLDecodeError, RecursionError, ValueError):
        return
    lines = locate_keys(text)
    missing = [path for path in _key_paths(data) if path not in lines]
    assert not missing, f"{what}: no line for {missing[:5]!r}"


# --- damaged files ------------------------------------------------------------------------------------
@pytest.mark.parametrize("relative", EXAMPLE_FILES)
def test_the_example_mod_with_one_file_damaged(relative, tmp_path, long_run):
    rng = random.Random(f"example/{relative}")
    kinds = IMAGE_DAMAGE if relative.endswith(".png") else TEXT_DAMAGE
    results, slowest = Counter(), 0.0
    for case in range(LONG if long_run else QUICK):
        raw, what = damage(EXAMPLE_FILES[relative], rng, kinds)
        what = f"example {relative}, case {case}: {what}"
        mods_folder = tmp_path / f"case-{case}"
        write_files(mods_folder / "desert-detour", {**EXAMPLE_FILES, relative: raw})
        if relative.endswith(".toml"):
            _assert_every_key_has_a_line(raw, what)
        outcome, elapsed = _check_one_mod(mods_folder, what)
        results[outcome] += 1
        slowest = max(slowest, elapsed)
    print(f"example {relative}: {dict(results)}, slowest {slowest:.3f} s")
    assert results["refused"] >= 1


@pytest.mark.parametrize("base_file", BASE_FILES, ids=lambda path: path.relative_to(REPO / "data").as_posix())
def test_a_mod_made_of_one_damaged_base_data_file(base_file, tmp_path, long_run):
    game_id, original = base_file.relative_to(REPO / "data").parts[0], base_file.read_bytes()
    rng = random.Random(f"base/{game_id}/{base_file.name}")
    results, slowest = Counter(), 0.0
    quick = max(3, min(QUICK, QUICK_PER_GAME // FILES_PER_GAME[game_id]))
    for case in range(LONG if long_run else quick):
        raw, what = damage(original, rng, TEXT_DAMAGE)
        what = f"data/{game_id}/{base_file.name}, case {case}: {what}"
        mods_folder = tmp_path / f"case-{case}"
        write_files(mods_folder / "damaged", {"mod.toml": manifest_text("damaged", game=game_id), base_file.name: raw})
        _assert_every_key_has_a_line(raw, what)
        outcome, elapsed = _check_one_mod(mods_folder, what)
        results[outcome] += 1
        slowest = max(slowest, elapsed)
    print(f"data/{game_id}/{base_file.name}: {dict(results)}, slowest {slowest:.3f} s")


# --- things that are not files -----------------------------------------------------------------------------
PLACES = {
    "mod.toml": "mod.toml",
    "a data file": "extra.toml",
    "a data file in the files list": "listed.toml",
    "a picture": "art/dd-mirage-motel.png",
}
# A folder named like a data file or a picture is just a subfolder to look in.
SPECIAL_CASES = [(kind, place) for kind in SPECIAL_FILES for place in PLACES
                 if kind != "folder" or place in ("mod.toml", "a data file in the files list")]


@needs_posix
@pytest.mark.parametrize("kind,place", SPECIAL_CASES, ids=[f"{kind} as {place}" for kind, place in SPECIAL_CASES])
def test_something_that_is_not_a_file_where_a_mod_file_belongs(kind, place, tmp_path):
    relative = PLACES[place]
    folder = tmp_path / "mods" / "desert-detour"
    files = dict(EXAMPLE_FILES)
    if relative == "listed.toml":
        files["mod.toml"] += b'files = ["cards.toml", "listed.toml"]\n'
    files.pop(relative, None)
    write_files(folder, files)
    make_special_file(kind, folder / relative, tmp_path / "outside")
    what = f"{kind} as {relative}"
    assert _check_one_mod(tmp_path / "mods", what)[0] == "refused"
    with no_hang(30, what):
        (mod,) = mod_files.discover([tmp_path / "mods"])
    reason = SPECIAL_FILES[kind]
    if relative == "listed.toml":
        expected = [(error.file, error.field) for error in mod.errors if reason in error.message]
        assert ("desert-detour/mod.toml", "files[1]") in expected, (what, [str(e) for e in mod.errors])
    else:
        assert any(error.file == f"desert-detour/{relative}" and reason in error.message and f"'{relative}'" in
                   error.message for error in mod.errors), (what, [str(e) for e in mod.errors])
