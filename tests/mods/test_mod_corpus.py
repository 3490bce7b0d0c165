"""The malformed-mod corpus, the docs' example mod, and check-mods.

Every case is a mod folder with one thing wrong. For each we assert the exact
first error (file, line, field path, a message fragment) and how many errors
there are, and that the game still starts on its base content with the mod
switched off. Cases live as plain files in tests/mods/corpus/<case>/; cases
that need binary content (bad UTF-8, images, huge files, links, two folders)
are built into tmp_path by the GENERATED table below.
"""
from __future__ import annotations

import argparse
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from game.cli_tools import check_mods_command
from game.core.modcheck import check_mods
from game.core import mods as mod_files
from game.core.mods import MAX_IMAGE_BYTES, MAX_MOD_FILES, check_png
from game.core.tomlfile import MAX_FILE_BYTES
from game.games.hit_z_road.rules import RULES

from .helpers import make_link, manifest_text, png_bytes, write_files

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = HERE / "corpus"
EXAMPLE_ROOT = REPO / "docs" / "example-mod"
EXAMPLE = EXAMPLE_ROOT / "desert-detour"
BASE_CARDS = REPO / "data" / "hit_z_road" / "cards.toml"


@dataclass(frozen=True)
class Case:
    name: str
    file: str                 # as the error shows it: <mod folder>/<path inside>, or a base data file
    line: int | None          # None where no line can be known (missing key, whole file)
    field: str                # key path, "" for the file as a whole
    fragment: str             # part of the message
    count: int = 1            # how many errors the mod gets in all


def _base_token_ref(token: str) -> tuple[int, str]:
    """Line and field path of the first base card handing out `token` (the base file may grow)."""
    index = -1
    for number, line in enumerate(BASE_CARDS.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip() == "[[cards]]":
            index += 1
        elif f'token = "{token}"' in line:
            nested = ".outcomes[0].effects[0]" if '"roll"' in line else ""
            return number, f"cards[{index}].effects[0]{nested}.token"
    raise AssertionError(f"no base card hands out {token}")


_SHOTGUN_LINE, _SHOTGUN_FIELD = _base_token_ref("shotgun")
_ZZ = "cards[zz-corpus-card]"

STATIC: list[Case] = [
    # TOML syntax errors: the parser gives the line; the field is the whole file
    Case("syntax-unclosed-string", "syntax-unclosed-string/cards.toml", 13, "", "TOML syntax error: Illegal character"),
    Case("syntax-missing-value", "syntax-missing-value/cards.toml", 7, "", "TOML syntax error: Invalid value"),
    Case("syntax-duplicate-key", "syntax-duplicate-key/cards.toml", 7, "", "Cannot overwrite a value"),
    Case("syntax-unclosed-array", "syntax-unclosed-array/cards.toml", 16, "", "TOML syntax error"),
    Case("syntax-bad-header", "syntax-bad-header/cards.toml", 3, "", "Expected ']]'"),
    Case("syntax-bare-word", "syntax-bare-word/cards.toml", 5, "", "TOML syntax error: Invalid value"),
    Case("syntax-manifest", "syntax-manifest/mod.toml", 2, "", "TOML syntax error: Invalid value"),
    # wrong types
    Case("type-text-for-number", "type-text-for-number/cards.toml", 7, "cards[0].points", "expected a whole number, got text"),
    Case("type-number-for-text", "type-number-for-text/cards.toml", 5, "cards[0].name", "expected text, got a number"),
    Case("type-boolean-for-number", "type-boolean-for-number/cards.toml", 8, "cards[0].zombies",
         "expected a whole number, got a boolean"),
    Case("type-date-for-number", "type-date-for-number/cards.toml", 7, "cards[0].points", "expected a whole number"),
    Case("type-effects-not-a-list", "type-effects-not-a-list/cards.toml", 14, "cards[0].effects",
         "expected a list of ops, got a table"),
    Case("type-cards-not-array", "type-cards-not-array/cards.toml", 3, "cards", "expected [[cards]] entries"),
    Case("type-manifest-version-number", "type-manifest-version-number/mod.toml", 3, "version", "expected text, got a number"),
    Case("type-op-not-table", "type-op-not-table/cards.toml", 15, "cards[0].effects[0]", "expected an op table"),
    # decimals where whole numbers belong
    Case("float-points", "float-points/cards.toml", 7, "cards[0].points", "decimal numbers are not used"),
    Case("float-in-op", "float-in-op/cards.toml", 16, "cards[0].effects[1].amount", "write a whole number"),
    # unknown ops and fields
    Case("unknown-op", "unknown-op/cards.toml", 16, "cards[0].effects[1].op", "unknown op 'teleport'"),
    Case("unknown-op-nested", "unknown-op-nested/cards.toml", 15, "cards[0].effects[0].options[1].effects[0].op",
         "unknown op 'fly_away'"),
    Case("missing-op-name", "missing-op-name/cards.toml", 15, "cards[0].effects[0].op", "missing the op name"),
    Case("unknown-card-field", "unknown-card-field/cards.toml", 14, "cards[0].rarity", "unknown field"),
    Case("unknown-op-field", "unknown-op-field/cards.toml", 15, "cards[0].effects[0].times",
         "unknown field; expected one of: resource, amount"),
    Case("unknown-scavenge-key", "unknown-scavenge-key/cards.toml", 11, "cards[0].scavenge.food", "unknown field"),
    Case("unknown-table", "unknown-table/cards.toml", 3, "monsters", "unknown table"),
    Case("unknown-manifest-field", "unknown-manifest-field/mod.toml", 7, "author", "unknown field"),
    # missing required fields
    Case("missing-card-name", "missing-card-name/cards.toml", 3, "cards[0].name", "missing required field"),
    Case("missing-op-field", "missing-op-field/cards.toml", 15, "cards[0].effects[0].amount", "missing required field"),
    Case("missing-roll-faces", "missing-roll-faces/cards.toml", 15, "cards[0].effects[0].outcomes[0].faces",
         "missing required field"),
    Case("missing-format-version", "missing-format-version/cards.toml", None, "format_version",
         "missing; write format_version = 1"),
    Case("missing-manifest-game", "missing-manifest-game/mod.toml", None, "game", "missing required field"),
    Case("missing-mod-toml", "missing-mod-toml/mod.toml", None, "", "missing mod.toml"),
    # duplicates and dangling references
    Case("duplicate-id-in-file", "duplicate-id-in-file/cards.toml", 19, "cards[1].id", "duplicate id 'zz-corpus-card'"),
    Case("dangling-token", "dangling-token/cards.toml", 15, "cards[0].effects[0].token",
         "refers to 'jetpack', which is not in tokens"),
    Case("dangling-remove-id", "dangling-remove-id/cards.toml", 19, "remove.cards[0]",
         "no cards row with id 'l2-no-such-card' to remove"),
    Case("dangling-remove-table", "dangling-remove-table/cards.toml", 3, "remove.monsters", "unknown table 'monsters'"),
    Case("dangling-removed-token", "data/hit_z_road/cards.toml", _SHOTGUN_LINE, _SHOTGUN_FIELD,
         "refers to 'shotgun', which is not in tokens", count=2),
    Case("roll-face-not-on-die", "roll-face-not-on-die/cards.toml", 3, f"{_ZZ}.effects",
         "face 'horrible' is not on the black die"),
    Case("roll-count-face-not-on-die", "roll-count-face-not-on-die/cards.toml", 3, f"{_ZZ}.effects",
         "face 'skull' is not on the black die"),
    # the manifest's files list
    Case("path-dotdot", "path-dotdot/mod.toml", 7, "files[0]", "goes up with '..'"),
    Case("path-absolute", "path-absolute/mod.toml", 7, "files[0]", "is absolute"),
    Case("path-drive-letter", "path-drive-letter/mod.toml", 7, "files[0]", "is absolute"),
    Case("path-backslash", "path-backslash/mod.toml", 7, "files[0]", "uses backslashes"),
    Case("path-missing-file", "path-missing-file/mod.toml", 9, "files[1]", "no such file 'more-cards.toml'"),
    Case("path-not-toml", "path-not-toml/mod.toml", 7, "files[0]", "data files must be .toml"),
    # art
    Case("art-text-named-png", "art-text-named-png/art/l2-dust-storm.png", None, "", "not a PNG file"),
    Case("art-jpeg", "art-jpeg/art/l2-dust-storm.jpg", None, "", "art must be PNG"),
    # nesting and numbers
    Case("deep-nesting", "deep-nesting/cards.toml", 14, "cards[0].effects" + "[0]" * 18, "nested too deeply"),
    Case("huge-integer", "huge-integer/cards.toml", 7, "cards[0].points", "number 99999999999 is too large"),
    Case("huge-integer-digits", "huge-integer-digits/cards.toml", 7, "", "number is far too long"),
    Case("out-of-range-level", "out-of-range-level/cards.toml", 6, "cards[0].level", "4 is out of range 1..3"),
    Case("out-of-range-negative", "out-of-range-negative/cards.toml", 8, "cards[0].zombies", "-1 is out of range 0..8"),
    Case("out-of-range-op", "out-of-range-op/cards.toml", 15, "cards[0].effects[0].amount", "11 is out of range 1..10"),
    Case("bad-choice-resource", "bad-choice-resource/cards.toml", 15, "cards[0].effects[0].resource", "got 'food'"),
    Case("bad-choice-poker", "bad-choice-poker/cards.toml", 10, "cards[0].poker", "got 'Z'"),
    Case("text-too-long", "text-too-long/cards.toml", 5, "cards[0].name", "text is 35 characters; at most 28"),
    # versions
    Case("future-format-manifest", "future-format-manifest/mod.toml", 5, "format_version",
         "format_version 2 is newer than this app reads (1)"),
    Case("future-format-data", "future-format-data/cards.toml", 1, "format_version", "99 is newer than this app reads (1)"),
    Case("format-version-zero", "format-version-zero/mod.toml", 5, "format_version", "must be 1 or more"),
    # manifest contents
    Case("unknown-game", "unknown-game/mod.toml", 4, "game", "unknown game 'monopoly'"),
    Case("bad-mod-id", "bad-mod-id/mod.toml", 1, "id", "mod id must be lowercase"),
    Case("bad-card-id", "bad-card-id/cards.toml", 4, "cards[0].id", "'ZZ Corpus Card' is not a valid id"),
    # whole-set rules: ops per card kind, choose sizes, the deck, the dice
    Case("fight-op-on-event", "fight-op-on-event/cards.toml", 3, f"{_ZZ}.effects", "op 'no_flee' is a fight rule"),
    Case("effects-on-plain-card", "effects-on-plain-card/cards.toml", 3, f"{_ZZ}.effects",
         'kind = "none" cards have no effects'),
    Case("fight-without-zombies", "fight-without-zombies/cards.toml", 3, f"{_ZZ}.kind",
         "fight rules on a card with no zombies never apply"),
    Case("empty-choose", "empty-choose/cards.toml", 3, f"{_ZZ}.effects", "a choose needs 2 to 4 options, not 0"),
    Case("choose-one-option", "choose-one-option/cards.toml", 3, f"{_ZZ}.effects", "a choose needs 2 to 4 options, not 1"),
    Case("remove-not-a-table", "remove-not-a-table/cards.toml", 3, "remove", "expected a table like remove = {"),
    Case("remove-ids-not-a-list", "remove-ids-not-a-list/cards.toml", 3, "remove.cards", "expected a list of ids"),
    Case("remove-breaks-deck", "remove-breaks-deck", None, "cards.level", "level 1 has 19 cards", count=2),
    Case("remove-die", "remove-die", None, "dice", "the 'horde' die is missing"),
    # the other tables
    Case("token-new-id", "token-new-id/tokens.toml", 4, "tokens[0].id", "got 'jetpack'"),
    Case("token-count-too-high", "token-count-too-high/tokens.toml", 6, "tokens[0].count", "10 is out of range 0..9"),
    Case("die-unknown-face", "die-unknown-face/dice.toml", 8, "dice[0].faces[1]", "got 'skull'"),
    Case("die-no-faces", "die-no-faces/dice.toml", 3, "dice[horde].faces", "a die needs at least one face"),
    Case("epilogue-bad-resource", "epilogue-bad-resource/epilogue.toml", 6, "epilogue[0].resource", "got 'food'"),
]


# --- cases built at test time ------------------------------------------------------
def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _bomb_png(side: int = 10_000) -> bytes:
    """A real decompression bomb: a few KB that inflate to side x side 1-bit pixels."""
    row = b"\x00" + bytes((side + 7) // 8)
    image = zlib.compress(row * side, 9)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0))
            + _chunk(b"IDAT", image) + _chunk(b"IEND", b""))


_CARD = ('[[cards]]\nid = "zz-generated"\nname = "Generated"\nlevel = 2\npoints = 1\nzombies = 2\n'
         'kind = "none"\ntext = "{text}"\n')


def _bad_utf8(root: Path, name: str) -> None:
    body = ("format_version = 1\n\n" + _CARD.format(text="caf@")).encode().replace(b"@", b"\xe9")
    write_files(root / name, {"mod.toml": manifest_text(name), "cards.toml": body})


def _bad_utf8_manifest(root: Path, name: str) -> None:
    write_files(root / name, {"mod.toml": manifest_text(name).encode().replace(b"Corpus", b"Corp\xffus")})


def _oversized_file(root: Path, name: str) -> None:
    filler = "# padding\n" * (MAX_FILE_BYTES // 10 + 1)
    write_files(root / name, {"mod.toml": manifest_text(name), "cards.toml": "format_version = 1\n" + filler})


def _symlink_in_files(root: Path, name: str) -> None:
    outside = root.parent / "outside"
    write_files(outside, {"cards.toml": "format_version = 1\n"})
    write_files(root / name, {"mod.toml": manifest_text(name, 'files = ["cards.toml"]\n')})
    make_link(root / name / "cards.toml", outside / "cards.toml")


def _symlink_art(root: Path, name: str) -> None:
    outside = root.parent / "outside"
    write_files(outside, {"secret.png": png_bytes()})
    write_files(root / name, {"mod.toml": manifest_text(name)})
    make_link(root / name / "art" / "l2-dust-storm.png", outside / "secret.png")


def _oversized_pixels(root: Path, name: str) -> None:
    write_files(root / name, {"mod.toml": manifest_text(name), "art/l2-dust-storm.png": png_bytes((2049, 2048))})


def _bomb(root: Path, name: str) -> None:
    write_files(root / name, {"mod.toml": manifest_text(name), "art/l2-dust-storm.png": _bomb_png()})


def _oversized_bytes(root: Path, name: str) -> None:
    body = png_bytes() + bytes(MAX_IMAGE_BYTES)  # junk after IEND makes the file too big
    write_files(root / name, {"mod.toml": manifest_text(name), "art/l2-dust-storm.png": body})


def _broken_png(root: Path, name: str) -> None:
    body = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\x0dIHDR" + b"garbage, not a header"
    write_files(root / name, {"mod.toml": manifest_text(name), "art/l2-dust-storm.png": body})


def _art_unknown_id(root: Path, name: str) -> None:
    write_files(root / name, {"mod.toml": manifest_text(name), "art/no-such-card.png": png_bytes()})


def _art_for_removed_card(root: Path, name: str) -> None:
    cards = ("format_version = 1\n\n" + _CARD.format(text="A stand-in.").replace("level = 2", "level = 1")
             + '\n[remove]\ncards = ["l1-church-bell"]\n')
    write_files(root / name, {"mod.toml": manifest_text(name), "cards.toml": cards,
                         "art/l1-church-bell.png": png_bytes()})


def _too_many_files(root: Path, name: str) -> None:
    write_files(root / name, {"mod.toml": manifest_text(name)})
    for index in range(MAX_MOD_FILES + 1):
        (root / name / f"note-{index:03}.txt").write_bytes(b"")


def _duplicate_mod_ids(root: Path, name: str) -> None:
    # the first folder (in name order) keeps the id; the second is refused
    write_files(root / "dup-a", {"mod.toml": manifest_text("dup-a", mod_id="dup-mod")})
    write_files(root / name, {"mod.toml": manifest_text(name, mod_id="dup-mod")})


GENERATED: list[tuple[Case, Callable[[Path, str], None]]] = [
    (Case("bad-utf8", "bad-utf8/cards.toml", 10, "", "not valid UTF-8 (byte 0xe9)"), _bad_utf8),
    (Case("bad-utf8-manifest", "bad-utf8-manifest/mod.toml", 2, "", "not valid UTF-8 (byte 0xff)"), _bad_utf8_manifest),
    (Case("oversized-file", "oversized-file/cards.toml", None, "", f"the limit is {MAX_FILE_BYTES}"), _oversized_file),
    (Case("symlink-in-files", "symlink-in-files/mod.toml", 6, "files[0]", "leads outside the mod folder", count=2),
     _symlink_in_files),
    (Case("symlink-art", "symlink-art/art/l2-dust-storm.png", None, "", "leads outside the mod folder"), _symlink_art),
    (Case("art-oversized-pixels", "art-oversized-pixels/art/l2-dust-storm.png", None, "",
          "image is 2049x2048; the limit is 4194304 pixels"), _oversized_pixels),
    (Case("art-decompression-bomb", "art-decompression-bomb/art/l2-dust-storm.png", None, "",
          "decompression bomb"), _bomb),
    (Case("art-oversized-bytes", "art-oversized-bytes/art/l2-dust-storm.png", None, "",
          f"the limit is {MAX_IMAGE_BYTES}"), _oversized_bytes),
    (Case("art-broken-png", "art-broken-png/art/l2-dust-storm.png", None, "",
          "broken PNG: its header is damaged or the file is cut short"), _broken_png),
    (Case("art-unknown-id", "art-unknown-id/art/no-such-card.png", None, "", "no cards row with id 'no-such-card' to override"),
     _art_unknown_id),
    (Case("art-for-removed-card", "art-for-removed-card/art/l1-church-bell.png", None, "",
          "no cards row with id 'l1-church-bell' to override"), _art_for_removed_card),
    (Case("too-many-files", "too-many-files", None, "", f"more than {MAX_MOD_FILES} files"), _too_many_files),
    (Case("duplicate-mod-ids", "duplicate-mod-ids/mod.toml", 1, "id",
          "mod id 'dup-mod' is already used by folder dup-a"), _duplicate_mod_ids),
]


# --- helpers -------------------------------------------------------------------------
@pytest.fixture(scope="module")
def base():
    return RULES.load_content()


def _check(mod: mod_files.Mod, case: Case, base) -> None:
    content = RULES.load_content(mods=[mod])   # applies the mod (it must fail) on fresh base content
    check_mods([mod])                          # what check-mods adds: the manifest's game
    assert mod.errors, f"{case.name}: the mod loaded without errors"
    first = mod.errors[0]
    assert (first.file, first.line, first.field) == (case.file, case.line, case.field), \
        f"{case.name}: got {first}"
    assert case.fragment in first.message, f"{case.name}: got {first}"
    assert len(mod.errors) == case.count, f"{case.name}: {[str(e) for e in mod.errors]}"
    # the game still starts, on the base content, with this mod off
    assert not mod.active
    assert content.active_mods == [] and content.fingerprint() == []
    assert content.tables == base.tables
    assert content.art == {}


# --- the corpus ------------------------------------------------------------------------
def test_corpus_has_every_case_and_no_stray_folders():
    on_disk = {entry.name for entry in CORPUS.iterdir() if entry.is_dir()}
    assert on_disk == {case.name for case in STATIC}
    assert len(STATIC) + len(GENERATED) >= 40


@pytest.mark.parametrize("case", STATIC, ids=lambda case: case.name)
def test_static_case(case: Case, base):
    mod = mod_files.read_mod(CORPUS / case.name)
    _check(mod, case, base)


@pytest.mark.parametrize("case,build", [pytest.param(case, build, id=case.name) for case, build in GENERATED])
def test_generated_case(case: Case, build, tmp_path: Path, base):
    root = tmp_path / "mods"
    root.mkdir()
    build(root, case.name)
    found = {mod.folder.name: mod for mod in mod_files.discover([root])}
    _check(found[case.name], case, base)


def test_bomb_is_small_on_disk_and_refused_without_decoding():
    data = _bomb_png()
    assert len(data) < 64 * 1024


def test_check_mods_on_the_corpus_reports_every_case(capsys):
    status = check_mods_command(argparse.Namespace(folder=CORPUS))
    out = capsys.readouterr().out
    assert status == 1
    headers = [line for line in out.splitlines() if not line.startswith("  ")]
    assert len(headers) == len(STATIC)
    assert all(line.endswith("problem(s)") for line in headers), [h for h in headers if not h.endswith("problem(s)")]
    problem_lines = [line.strip() for line in out.splitlines() if line.startswith("  ")]
    for case in STATIC:
        where = f"{case.file}:{case.line}" if case.line else case.file
        prefix = f"{where}: {case.field or '(file)'}: "
        assert any(line.startswith(prefix) and case.fragment in line for line in problem_lines), \
            f"{case.name}: no line starting {prefix!r}"


def test_a_mod_for_a_game_listed_but_not_playable_yet_is_refused(tmp_path, monkeypatch):
    """Every listed game is playable today; a game to come would be named, and its mods refused."""
    from game.core import modcheck
    from game.core.rules import GameInfo
    coming = GameInfo("board_game_to_come", "A Game to Come", 1, 4, "Not yet.", startable=False)
    monkeypatch.setattr(modcheck, "all_games", lambda: [coming])
    folder = tmp_path / "for-a-game-to-come"
    folder.mkdir()
    (folder / "mod.toml").write_text('id = "for-a-game-to-come"\nname = "To come"\nversion = "1.0.0"\n'
                                     'game = "board_game_to_come"\nformat_version = 1\n', "utf-8")
    (mod,) = modcheck.check_mods(mod_files.discover([tmp_path]))
    assert any(error.field == "game" and "is not playable yet" in error.message for error in mod.errors)


# --- the example mod from docs/modding.md -----------------------------------------------------
def test_example_mod_loads_cleanly_and_changes_the_game(base):
    found = mod_files.discover([EXAMPLE_ROOT])
    assert [mod.id for mod in found] == ["desert-detour"]
    content = RULES.load_content(mods=found)
    mod = found[0]
    assert mod.errors == []
    assert content.active_mods == [mod]
    assert content.fingerprint() == ["desert-detour@1.0.0"]
    cards, base_cards = content.table("cards"), base.table("cards")
    # added
    assert set(cards) - set(base_cards) == {"dd-mirage-motel", "dd-salt-flat-speedway"}
    assert cards["dd-mirage-motel"].level == 2 and cards["dd-salt-flat-speedway"].level == 3
    assert [op.op_name for op in cards["dd-mirage-motel"].effects] == ["choose"]
    assert [op.op_name for op in cards["dd-salt-flat-speedway"].effects] == ["gain", "flee_cost"]
    # replaced
    assert base_cards["l2-dust-storm"].points == 1 and cards["l2-dust-storm"].points == 2
    assert cards["l2-dust-storm"].text != base_cards["l2-dust-storm"].text
    assert cards["l2-dust-storm"].effects == base_cards["l2-dust-storm"].effects
    # removed
    assert set(base_cards) - set(cards) == {"l3-heatwave-town"}
    # art
    assert content.art == {"dd-mirage-motel": EXAMPLE / "art" / "dd-mirage-motel.png"}
    # the other tables are untouched
    assert {key: rows for key, rows in content.tables.items() if key != "cards"} == \
           {key: rows for key, rows in base.tables.items() if key != "cards"}


def test_example_art_is_a_small_sane_png():
    art = EXAMPLE / "art" / "dd-mirage-motel.png"
    assert art.stat().st_size < 50 * 1024
    assert check_png(art) is None


@pytest.mark.parametrize("folder", [EXAMPLE_ROOT, EXAMPLE], ids=["mods-folder", "mod-folder"])
def test_check_mods_on_the_example_passes(folder: Path, capsys):
    assert check_mods_command(argparse.Namespace(folder=folder)) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("desert-detour (") and out.splitlines()[0].endswith(": ok")


# --- the docs stay in step with the example and the schema -------------------------------------
MODDING_DOC = REPO / "docs" / "modding.md"


def _toml_blocks(text: str) -> list[str]:
    import re
    return re.findall(r"```toml\n(.*?)```", text, flags=re.S)


def test_worked_example_in_the_docs_matches_the_example_mod():
    import tomllib
    doc = MODDING_DOC.read_text(encoding="utf-8")
    section = doc[doc.index("## Worked example"):doc.index("## Hit Z Road reference")]
    manifest, *cards = _toml_blocks(section)
    assert tomllib.loads(manifest) == tomllib.loads((EXAMPLE / "mod.toml").read_text(encoding="utf-8"))
    assert tomllib.loads("\n".join(cards)) == tomllib.loads((EXAMPLE / "cards.toml").read_text(encoding="utf-8"))


def test_reference_names_every_op_field_and_table():
    import dataclasses
    from game.games.hit_z_road import effects
    doc = MODDING_DOC.read_text(encoding="utf-8")
    reference = doc[doc.index("## Hit Z Road reference"):doc.index("## Other games")]
    for name, cls in effects.vocabulary.ops.items():
        row = next((line for line in reference.splitlines() if line.startswith(f"| `{name}` |")), None)
        assert row is not None, f"op {name} is not documented"
        for op_field in dataclasses.fields(cls):
            assert f"`{op_field.name}`" in row, f"op {name}: field {op_field.name} is not documented"
    for table in effects.CONTENT_SPEC.tables:
        assert f"### {table.key}:" in reference, f"table {table.key} is not documented"
        for record_field in dataclasses.fields(table.record):
            assert f"| `{record_field.name}` |" in reference, f"{table.key}.{record_field.name} is not documented"
