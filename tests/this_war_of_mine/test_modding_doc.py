"""The This War of Mine section of docs/modding.md stays in step with the schema in
game/games/this_war_of_mine/effects.py.

Modelled on tests/wasted_wilds/test_modding_doc.py: every op and each of its fields, every table and each field of
its records (nested records included, each in a field table of its own), every value a "one of" field takes, every
quantity and every `who` and `where` are documented; every ```TOML example parses and holds rows the schema
accepts; the "Adding and replacing" example loads as a mod; and the problems the section shows are the ones the
loader really reports.
"""
from __future__ import annotations

import dataclasses
import re
import tomllib
import typing
from pathlib import Path

from game.core import mods as mod_files
from tests.modding_doc import all_nested, field_tables, reference_section, subsection, subsections
from game.core.modcheck import check_mods
from game.games.this_war_of_mine import content_check, effects

REPO = Path(__file__).resolve().parents[2]
MODDING_DOC = REPO / "docs" / "modding.md"
HEADING = "## This War of Mine reference"

# Records several tables share are documented once, in a subsection of their own (its heading's start).
SHARED_SECTIONS = {effects.Goods: "Goods:", effects.CardOption: "Card options:"}



def _section() -> str:
    return reference_section('## This War of Mine reference')


def _subsections(section: str) -> dict[str, str]:
    return subsections(section)


def _subsection(start: str) -> str:
    return subsection(_section(), start)

def _choices(hint) -> tuple:
    """The values a Literal field (or a list of Literals) takes; () for any other field."""
    if typing.get_origin(hint) is tuple:
        hint = typing.get_args(hint)[0]
    return typing.get_args(hint) if typing.get_origin(hint) is typing.Literal else ()


def _names_value(text: str, value: str) -> bool:
    return f"`{value}`" in text or f'`"{value}"`' in text


def _where_documented(record: type, table_body: str) -> list[str]:
    sub = _subsections(_section())
    shared = SHARED_SECTIONS.get(record)
    return [table_body] + [text for heading, text in sub.items() if shared and heading.startswith(shared)]


def _toml_blocks(text: str) -> list[str]:
    return re.findall(r"```TOML\n(.*?)```", text, flags=re.S)


def _problems(folder: Path, files: dict[str, str]) -> list[str]:
    """Write a mod folder and check it as check-mods does: every problem, as the app prints it."""
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    mod = mod_files.read_mod(folder)
    check_mods([mod])
    return [str(error) for error in mod.errors]


def _manifest(mod_id: str) -> str:
    return f'id = "{mod_id}"\nname = "{mod_id}"\nversion = "1.0.0"\ngame = "this_war_of_mine"\nformat_version = 1\n'


# --- the schema is all there -----------------------------------------------------------------------------------
def test_reference_names_every_op_and_its_fields():
    rows = _subsection("Effect ops").splitlines()
    for name, cls in effects.vocabulary.ops.items():
        row = next((line for line in rows if line.startswith(f"| `{name}` |")), None)
        assert row is not None, f"op {name} is not documented"
        for op_field in dataclasses.fields(cls):
            assert f"`{op_field.name}`" in row, f"op {name}: field {op_field.name} is not documented"
        for record in all_nested(cls):      # choose's options, if's condition, roll's outcomes, goods
            for record_field in dataclasses.fields(record):
                assert record_field.name in row, f"op {name}: {record.__name__}.{record_field.name} is not documented"


def test_reference_names_every_value_of_every_op_field():
    ops, who = _subsection("Effect ops"), _subsection("Who")
    for name, cls in effects.vocabulary.ops.items():
        for op_field, hint in typing.get_type_hints(cls).items():
            for value in _choices(hint):
                assert not value or _names_value(ops, value) or _names_value(who, value), \
                    f"op {name}: {op_field} = {value!r} is not documented"


def test_reference_documents_every_table_and_its_records():
    sub = _subsections(_section())
    assert len(effects.CONTENT_SPEC.tables) == 38
    for table in effects.CONTENT_SPEC.tables:
        heading = next((h for h in sub if h.startswith(f"{table.key}: ")), None)
        assert heading is not None, f"no '### {table.key}: ...' section"
        body = sub[heading]
        fields = {f.name for f in dataclasses.fields(table.record)}
        for record_field in fields:
            assert f"| `{record_field}` |" in body, f"{table.key}.{record_field} is not documented"
        assert any(fields <= names for names in field_tables(body)), f"{table.key}: no one field table lists them all"
        assert "```TOML" in body, f"{table.key}: no example"
        for record in all_nested(table.record):
            names = {f.name for f in dataclasses.fields(record)}
            assert any(names <= found for text in _where_documented(record, body) for found in field_tables(text)), \
                f"{table.key}: the {record.__name__} record's fields ({', '.join(sorted(names))}) have no table"


def test_reference_names_every_value_of_every_table_field():
    sub = _subsections(_section())
    for table in effects.CONTENT_SPEC.tables:
        body = sub[next(h for h in sub if h.startswith(f"{table.key}: "))]
        for record in [table.record, *all_nested(table.record)]:
            texts = _where_documented(record, body)
            for record_field, hint in typing.get_type_hints(record).items():
                for value in _choices(hint):
                    assert not value or any(_names_value(text, value) for text in texts), \
                        f"{table.key}: {record.__name__}.{record_field} = {value!r} is not documented"


def test_reference_names_every_quantity_who_and_where():
    quantities, who = _subsection("Quantities"), _subsection("Who")
    for quantity in effects.vocabulary.quantities:
        assert f"| `{quantity}` |" in quantities, f"quantity {quantity} is not documented"
    for value in typing.get_args(effects.Who):
        assert f"| `{value}` |" in who, f"who = {value!r} is not documented"
    for value in typing.get_args(effects.Where):
        assert f"| `{value}` |" in who, f"where = {value!r} is not documented"


def test_the_book_of_scripts_section_names_the_fixed_scripts_and_the_circles_order():
    scripts = _subsection("scripts: ")
    for number in content_check.FIXED_SCRIPTS:
        assert f"| `{number}` |" in scripts, f"fixed script {number} is not documented"
    assert ", ".join(effects.COLORS) in " ".join(scripts.split()), "the circles' order"     # red, green, ... white
    for name in ("number", "goto", "next", "epilogue", "arrival", "stop_fight", "won", "script"):
        assert f"`{name}`" in scripts, f"{name} is not said to lead to a script"


def test_the_numbers_the_section_gives_are_the_codes():
    section = _section()
    counts = effects.TOKEN_COLOR_COUNTS
    assert f"{counts['green']} green, {counts['red']} red, {counts['yellow']} yellow and {counts['gray']} gray" in section
    sizes = effects.LOCATION_SIZES
    assert f"{sizes['small']}, {sizes['medium']} or {sizes['large']} Exploration cards" in _subsection("locations: ")
    pictures = _subsection("Adding and replacing")
    for table in effects.CONTENT_SPEC.art_tables:
        assert f"`{table}`" in pictures, f"art for {table} is not mentioned"


# --- the examples are real ---------------------------------------------------------------------------------------
def test_every_toml_example_parses_and_fits_the_schema():
    section = _section()
    blocks = _toml_blocks(section)
    assert len(blocks) >= 25
    assert not re.findall(r"```toml\n", section), "examples here are fenced as TOML in capitals"
    specs = {table.key: table for table in effects.CONTENT_SPEC.tables}
    for block in blocks:
        data = tomllib.loads(block)
        for key, rows in data.items():
            if key not in specs:
                continue
            for index, raw in enumerate(rows):
                problems: list = []
                record = effects.vocabulary.parse_record(specs[key].record, raw, f"{key}[{index}]", problems, [], None)
                assert record is not None and not problems, [str(p) for p in problems]


def _adding_example() -> tuple[str, str]:
    part = _subsection("Adding and replacing This War of Mine cards")
    manifest, *data = _toml_blocks(part)
    text = "\n".join(data)
    assert text.startswith("format_version = 1")
    return manifest, text


def test_the_adding_example_loads_as_a_mod(tmp_path):
    from game.games.this_war_of_mine.rules import RULES
    manifest, text = _adding_example()
    folder = tmp_path / "mods" / "cellar-radio"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text(manifest, encoding="utf-8")
    (folder / "cards.toml").write_text(text, encoding="utf-8")
    found = mod_files.discover([tmp_path / "mods"])
    content = RULES.load_content(mods=found)
    assert found[0].ok and not found[0].errors, [str(e) for e in found[0].errors]
    assert "cr-vesna" in content.table("characters") and "cr-cellar-radio" in content.table("fittings")
    assert {"1001", "1010", "1013"} <= set(content.table("scripts"))
    assert content.table("night_raids")["hungry-neighbours"].damage == 4
    assert "second-wind" not in content.table("narrative_actions")


def test_the_adding_examples_problems_are_the_loaders(tmp_path):
    manifest, text = _adding_example()
    shown = re.findall(r"```\n(cellar-radio/cards\.toml.*?)```", _subsection("Adding and replacing"), flags=re.S)
    assert len(shown) == 2
    misspelt = text.replace('number = "1002"', 'number = "1020"')
    assert misspelt != text and 'kind = "cheerful"' in misspelt
    both = _problems(tmp_path / "one" / "cellar-radio",
                     {"mod.toml": manifest, "cards.toml": misspelt.replace('kind = "cheerful"', 'kind = "singer"')})
    assert both == shown[0].strip().splitlines()
    fixed = _problems(tmp_path / "two" / "cellar-radio", {"mod.toml": manifest, "cards.toml": misspelt})
    assert fixed == shown[1].strip().splitlines()


def test_the_broken_books_problems_are_the_loaders(tmp_path):
    scripts = _subsection("scripts: ")
    block = next(b for b in _toml_blocks(scripts) if 'id = "bb-old-soldier"' in b)
    shown = re.search(r"```\n(broken-book/.*?)```", scripts, flags=re.S)
    assert shown is not None
    problems = _problems(tmp_path / "broken-book", {"mod.toml": _manifest("broken-book"), "scripts.toml": block})
    assert problems == shown.group(1).strip().splitlines()
    fixed_removed = _problems(tmp_path / "fixed" / "no-sleep", {
        "mod.toml": _manifest("no-sleep"), "cards.toml": 'format_version = 1\nremove = { scripts = ["150"] }\n'})
    assert any(p.endswith("scripts[150].id: script 150 (Sleep) is missing") for p in fixed_removed), fixed_removed
    assert "`scripts[150].id: script 150 (Sleep) is missing`" in scripts


def test_the_checking_section_names_the_games_variants_and_bots():
    from game.games.this_war_of_mine.rules import RULES
    checking = _subsection("Checking and balance-testing a This War of Mine mod")
    assert "python -m game check-mods mods/cellar-radio" in checking
    assert "python -m game simulate this_war_of_mine" in checking
    for variant in RULES.info.variants:
        if variant.id != "normal":
            assert f"`{variant.id}`" in checking or f"--variant {variant.id}" in checking, variant.id
    from game.core.search import SEARCH_KINDS
    for bot in RULES.bots:
        if bot not in SEARCH_KINDS:           # the searching bots are the app's, not a simulation's
            assert f"`{bot}`" in checking, bot


def test_check_mods_passes_the_adding_example(tmp_path, capsys):
    import argparse
    from game.cli_tools import check_mods_command
    manifest, text = _adding_example()
    folder = tmp_path / "mods" / "cellar-radio"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text(manifest, encoding="utf-8")
    (folder / "cards.toml").write_text(text, encoding="utf-8")
    assert check_mods_command(argparse.Namespace(folder=folder)) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(": ok")
