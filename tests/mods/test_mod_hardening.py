"""Mod files that are links, pipes or devices; adversarial TOML; byte-order marks; control characters; broken PNGs.

One section per item of the hardening issue. Tests that could hang on a regression (a FIFO opened
for reading blocks until someone writes) run under `no_hang`, so they fail instead.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game.core import mods as mod_files
from game.core.mods import check_png
from game.core.problems import ContentError, visible
from game.core.tomlfile import MAX_FILE_BYTES, locate_keys, parse_toml_bytes

from .helpers import (check_mods_output, make_link, make_special_file, manifest_text, needs_posix, no_hang,
                      write_files)

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "docs" / "example-mod" / "desert-detour"
CORPUS = Path(__file__).resolve().parent / "corpus"
BOM = b"\xef\xbb\xbf"


def _example_copy(root: Path, name: str = "desert-detour") -> Path:
    folder = root / name
    shutil.copytree(EXAMPLE, folder)
    return folder


def _only_mod(root: Path) -> mod_files.Mod:
    (mod,) = mod_files.discover([root])
    return mod


# --- 5. a linked mod.toml is refused before it is opened -----------------------------------------------
@needs_posix
def test_a_manifest_linked_to_a_system_file_is_refused_unread(tmp_path):
    outside = tmp_path / "etc" / "passwd"
    write_files(outside.parent, {"passwd": "root:x:0:0:root:/root:/bin/bash\n"})
    make_link(tmp_path / "mods" / "sneaky" / "mod.toml", outside)
    mod = _only_mod(tmp_path / "mods")
    # not "TOML syntax error" about the passwd file: it was never read
    assert mod.errors == [ContentError("sneaky/mod.toml", None, "",
                                       "path 'mod.toml' leads outside the mod folder (through a link)")]


@needs_posix
def test_a_manifest_linked_to_one_outside_the_folder_is_refused_before_it_is_parsed(tmp_path):
    write_files(tmp_path / "elsewhere", {"mod.toml": manifest_text("elsewhere")})
    make_link(tmp_path / "mods" / "borrowed" / "mod.toml", tmp_path / "elsewhere" / "mod.toml")
    mod = _only_mod(tmp_path / "mods")
    assert mod.manifest is None and mod.id == "borrowed"
    assert [error.message for error in mod.errors] == ["path 'mod.toml' leads outside the mod folder (through a link)"]


@needs_posix
def test_a_mod_folder_that_is_a_link_still_loads(tmp_path):
    make_link(tmp_path / "mods" / "desert-detour", EXAMPLE)
    status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 0, out
    assert out.endswith(": ok\n")


@needs_posix
def test_a_linked_mod_folder_names_its_files_relative_to_itself(tmp_path):
    # with `files`, data files used to be shown by their resolved, absolute path
    kept = _example_copy(tmp_path / "kept")
    mod_toml = kept / "mod.toml"
    mod_toml.write_text(mod_toml.read_text(encoding="utf-8") + 'files = ["cards.toml"]\n', encoding="utf-8")
    cards = kept / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("points = 2", "points = 2.5", 1), encoding="utf-8")
    make_link(tmp_path / "mods" / "linked", kept)
    status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 1
    assert "\n  linked/cards.toml:" in out and str(tmp_path) not in out.split("\n", 1)[1]


# --- 6. only regular files are opened ------------------------------------------------------------------
@needs_posix
def test_a_link_loop_is_reported_not_raised(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    make_link(folder / "a.toml", "b.toml")
    make_link(folder / "b.toml", "a.toml")
    status, out, err = check_mods_output(tmp_path / "mods")
    assert status == 1 and err == ""
    assert "  desert-detour/a.toml: (file): path 'a.toml' is a link that loops back on itself\n" in out
    assert "  desert-detour/b.toml: (file): path 'b.toml' is a link that loops back on itself\n" in out


@needs_posix
@pytest.mark.parametrize("place", ["extra.toml", "art/x.png", "mod.toml"])
def test_a_fifo_is_reported_without_blocking(tmp_path, place):
    folder = _example_copy(tmp_path / "mods")
    (folder / place).unlink(missing_ok=True)
    os.mkfifo(folder / place)
    with no_hang(10, f"a FIFO at {place}"):
        status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 1
    assert f"  desert-detour/{place}: (file): path '{place}' is a named pipe (FIFO), not a regular file\n" in out


@needs_posix
def test_check_mods_given_a_mod_folder_whose_manifest_is_a_fifo_checks_that_mod(tmp_path):
    # not the mods folder it is in, nor its art/ subfolder taken for a mod
    folder = _example_copy(tmp_path / "mods")
    (folder / "mod.toml").unlink()
    os.mkfifo(folder / "mod.toml")
    with no_hang(10, "check-mods on the mod folder"):
        status, out, _ = check_mods_output(folder)
    assert status == 1
    assert [line for line in out.split("\n") if line and not line.startswith("  ")] == [
        f"desert-detour ({folder}): 1 problem(s)"]


@needs_posix
def test_a_fifo_named_in_the_files_list_is_reported_without_blocking(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    with (folder / "mod.toml").open("a", encoding="utf-8") as manifest:
        manifest.write('files = ["cards.toml", "pipe.toml"]\n')
    os.mkfifo(folder / "pipe.toml")
    with no_hang(10, "a FIFO in files"):
        mod = _only_mod(tmp_path / "mods")
    assert "files[1]: path 'pipe.toml' is a named pipe (FIFO), not a regular file" in [
        f"{error.field}: {error.message}" for error in mod.errors]


@needs_posix
def test_a_device_file_is_reported_unread(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    try:
        os.mknod(folder / "null.toml", 0o020600, os.makedev(1, 3))   # a character device, like /dev/null
    except (OSError, AttributeError):
        pytest.skip("this system does not let the tests make device files")
    with no_hang(10, "a device file"):
        mod = _only_mod(tmp_path / "mods")
    assert mod.errors == [ContentError("desert-detour/null.toml", None, "",
                                       "path 'null.toml' is a device, not a regular file")]


@needs_posix
def test_a_link_to_a_missing_file_says_so(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    make_link(folder / "gone.toml", "moved-away.toml")
    mod = _only_mod(tmp_path / "mods")
    assert [error.message for error in mod.errors] == ["path 'gone.toml' is a link to a file that does not exist"]


@needs_posix
def test_a_link_inside_the_folder_to_a_regular_file_is_followed(tmp_path):
    # as before: only links that leave the folder or reach something that is not a file are refused
    folder = _example_copy(tmp_path / "mods")
    (folder / "cards.toml").rename(folder / "cards.txt")
    make_link(folder / "cards.toml", "cards.txt")
    (folder / "mod.toml").rename(folder / "manifest.txt")
    make_link(folder / "mod.toml", "manifest.txt")
    assert _only_mod(tmp_path / "mods").errors == []


# --- 7. the line finder is linear --------------------------------------------------------------------
def _fill(head: str, unit: str, tail: str = "") -> str:
    """head + unit repeated + tail, as close to the size limit as the unit allows."""
    room = MAX_FILE_BYTES - len(head.encode()) - len(tail.encode())
    return head + unit * (room // len(unit.encode())) + tail


# The shapes that cost the old regexes or a naive walk the most, each filling the 512 KiB limit.
ADVERSARIAL = {
    "header padded before a non-ASCII key": _fill("[", " ", '"é"]\n'),
    "key padded before a non-ASCII key": _fill("", " ", '"é" = 1\n'),
    "dotted header padded with spaces": _fill("[a", " " * 500 + ". a", "]\n")[: MAX_FILE_BYTES - 3] + "]\n",
    "one long array of numbers": _fill("a = [", "1,", "]\n"),
    "one long array over many lines": _fill("a = [", "\n# x\n1,", "]\n"),
    "an array of empty inline tables": _fill("a = [", "{},", "]\n"),
    "one inline table with many keys": "a = {" + ",".join(f"k{i}=1" for i in range(MAX_FILE_BYTES // 10)) + "}\n",
    "many keys": "".join(f"k{i} = 1\n" for i in range(MAX_FILE_BYTES // 12)),
    "many array-of-tables headers": _fill("", "[[t]]\n"),
    "deep arrays holding long arrays": "a = " + "[" * 350 + _fill("", "1,", "")[: MAX_FILE_BYTES - 800] + "]" * 350 + "\n",
    "a long key's table with many decimals": "[" + "k" * 190 + "]\n" + "".join(
        f"a{i} = 1.5\n" for i in range(MAX_FILE_BYTES // 14)),
    "one enormous quoted key full of escapes": '"' + "\\t" * (MAX_FILE_BYTES // 2 - 8) + '" = 1\n',
    "a multi-line string of escapes": _fill('a = """', "\\t", '"""\n'),
    "a multi-line string of almost-closing quotes": _fill('a = """', '""x', '"""\n'),
    "comment lines": _fill("", "#\n"),
    "runs of digits before a number too long to convert": _fill("", "#" + "1" * 998 + "\n", "a = " + "1" * 5000 + "\n"),
}


@pytest.mark.parametrize("text", ADVERSARIAL.values(), ids=ADVERSARIAL.keys())
def test_any_file_within_the_size_limit_is_read_without_hanging(text):
    # how fast each shape is read is measured by bench/bench_mod_reading.py; a quadratic walk of
    # these files would take minutes, which the watchdog turns into a failure
    raw = text.encode()
    assert len(raw) <= MAX_FILE_BYTES
    with no_hang(60, "reading an adversarial file"):
        document, errors = parse_toml_bytes(raw, "adversarial.toml")
    assert (document is None) == bool(errors)      # read, or refused with its reasons


@pytest.mark.parametrize("spaces", [3000, 8000])
def test_spaces_before_a_quoted_key_in_a_header_cost_nothing(spaces):
    # the case: 3,000 spaces took the old regexes 15 s, 8,000 minutes
    text = "[" + " " * spaces + '"é"]\nx = 1\n'
    with no_hang(30, "locating keys after many spaces"):
        assert locate_keys(text) == {"é": 1, "é.x": 2}


QUOTED_KEYS = '''\
"with space" = 1
"with\\nnewline" = 2
'literal.dot' = 3
plain . "dotted key" = 4
[ "spaced table" . "caf\\u00e9" ]
"esc\\e" = 5
[[ "array of" ]]
text = """
[[array of]]
not = "a key"
"""
[[ "array of" ]]
items = [
  "one",
  { "inline key" = 1 },
]
'''


def test_quoted_keys_get_their_line_numbers():
    assert locate_keys(QUOTED_KEYS) == {
        "with space": 1, "with\nnewline": 2, "literal.dot": 3, "plain": 4, "plain.dotted key": 4,
        "spaced table": 5, "spaced table.café": 5, "spaced table.café.esc\x1b": 6,
        "array of": 7, "array of[0]": 7, "array of[0].text": 8,
        "array of[1]": 12, "array of[1].items": 13, "array of[1].items[0]": 14,
        "array of[1].items[1]": 15, "array of[1].items[1].inline key": 15,
    }


def test_a_multiline_string_holding_a_header_does_not_shift_the_lines():
    text = 'format_version = 1\n[[cards]]\nid = "a"\ntext = """\n[[cards]]\n"""\npoints = 1.5\n'
    _, errors = parse_toml_bytes(text.encode(), "cards.toml")
    assert [(error.line, error.field) for error in errors] == [(7, "cards[0].points")]


# --- 8. a UTF-8 byte-order mark is skipped -------------------------------------------------------------
def test_files_starting_with_a_byte_order_mark_load(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    for name in ("mod.toml", "cards.toml"):
        (folder / name).write_bytes(BOM + (folder / name).read_bytes())
    status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 0, out


def test_line_numbers_after_a_byte_order_mark_are_unchanged():
    raw = (CORPUS / "float-points" / "cards.toml").read_bytes()
    _, plain = parse_toml_bytes(raw, "cards.toml")
    _, marked = parse_toml_bytes(BOM + raw, "cards.toml")
    assert marked == plain and [(error.line, error.field) for error in plain] == [(7, "cards[0].points")]


# --- 9. mod text is printed with its control characters escaped ---------------------------------------
FORGED_LINE = "desert-detour (fake): ok"


def test_visible_escapes_control_and_invisible_characters_only():
    assert visible("plain text, café · ok") == "plain text, café · ok"
    assert visible(f"a\x1b[2K\r\n{FORGED_LINE}\t\x00\x7f\u202e\u2028") == \
        f"a\\x1b[2K\\r\\n{FORGED_LINE}\\t\\x00\\x7f\\u202e\\u2028"
    error = ContentError("mod\n/cards.toml", 3, "cards[0].\x1b[31m", "got '\x07'")
    assert str(error) == "mod\\n/cards.toml:3: cards[0].\\x1b[31m: got '\\x07'"


def test_a_key_holding_escapes_and_a_newline_cannot_forge_a_check_mods_line(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    cards = folder / "cards.toml"
    evil_key = f'"\\u001b[2K\\r\\n{FORGED_LINE}" = 1\n'
    cards.write_text(cards.read_text(encoding="utf-8").replace("[[cards]]\n", "[[cards]]\n" + evil_key, 1),
                     encoding="utf-8")
    status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 1
    assert all(line.isprintable() for line in out.split("\n"))
    assert FORGED_LINE not in out.split("\n")
    headers = [line for line in out.split("\n") if line and not line.startswith("  ")]
    assert headers == [f"desert-detour ({folder}): 1 problem(s)"]
    # and the key, spaces, newline and all, still has its line number
    first_card = cards.read_text(encoding="utf-8").splitlines().index("[[cards]]") + 1
    assert f"  desert-detour/cards.toml:{first_card + 1}: cards[0].\\x1b[2K\\r\\n{FORGED_LINE}: unknown field" in out


@needs_posix
def test_the_manifest_and_the_folder_name_cannot_forge_a_check_mods_line(tmp_path):
    folder = tmp_path / "mods" / f"odd\n{FORGED_LINE}"
    write_files(folder, {"mod.toml": manifest_text("odd", mod_id=f"odd\\u001b[1A\\n{FORGED_LINE}")})
    status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 1
    assert all(line.isprintable() for line in out.split("\n"))
    assert [line for line in out.split("\n") if line and not line.startswith("  ")] == [
        f"odd\\x1b[1A\\n{FORGED_LINE} ({visible(str(folder))}): 1 problem(s)"]


def test_the_mods_screen_shows_mod_text_escaped(tmp_path):
    pytest.importorskip("pygame")
    from game.app.scenes.mods import row_texts
    description = f"fine\\u001b[2J\\n{FORGED_LINE}"
    write_files(tmp_path / "mods" / "odd", {"mod.toml": manifest_text(
        "odd", f'description = "{description}"\n').replace('name = "Corpus: odd"', 'name = "Odd\\u0007"')})
    mod = _only_mod(tmp_path / "mods")
    title, about = row_texts(mod, {"hit_z_road": "Hit Z Road"})
    assert title == "Odd\\x07 1.0.0"
    assert about.startswith(f"fine\\x1b[2J\\n{FORGED_LINE} · odd · for Hit Z Road · ")
    assert all(text.isprintable() for text in (title, about, *map(str, mod.errors)))


# --- 10. PNG problems in words, with the mod-relative path ---------------------------------------------
PNG_REASONS = {"broken PNG: its header is damaged or the file is cut short",
               "broken PNG: the image data is damaged or cut short"}


@pytest.mark.parametrize("cut", [20, 33, 40, 60, 200, 800, -10])
def test_a_cut_short_png_is_described_in_words(tmp_path, cut):
    art = tmp_path / "deep" / "temp" / "folder" / "l2-dust-storm.png"
    write_files(art.parent, {art.name: (EXAMPLE / "art" / "dd-mirage-motel.png").read_bytes()[:cut]})
    reason = check_png(art)
    assert reason in PNG_REASONS
    assert str(tmp_path) not in reason and "/" not in reason


def test_a_broken_png_in_a_mod_is_reported_against_its_path_in_the_mod(tmp_path):
    folder = _example_copy(tmp_path / "mods")
    art = folder / "art" / "dd-mirage-motel.png"
    damaged = bytearray(art.read_bytes())
    damaged[len(damaged) // 2] ^= 0xFF
    art.write_bytes(bytes(damaged))
    status, out, _ = check_mods_output(tmp_path / "mods")
    assert status == 1
    assert "  desert-detour/art/dd-mirage-motel.png: (file): broken PNG: the image data is damaged or cut short\n" in out


@needs_posix
def test_special_files_as_art_are_refused_in_words(tmp_path):
    art = tmp_path / "mod" / "art" / "x.png"
    make_special_file("fifo", art, tmp_path / "outside")
    with no_hang(10, "a FIFO as art"):
        assert check_png(art) == "image is a named pipe (FIFO), not a regular file"
