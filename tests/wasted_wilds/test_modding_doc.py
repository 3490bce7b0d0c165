"""The Wasted Wilds section of docs/modding.md stays in step with the schema in game/games/wasted_wilds/effects.py.

Modelled on tests/mods/test_mod_corpus.py::test_reference_names_every_op_field_and_table: every op and each of
its fields, every table and each field of its records (nested records included, each in a field table of its
own), every quantity and every `who` value is documented; and every ```TOML example parses, holds rows the
schema accepts, and the "Adding and replacing" example loads as a mod.
"""
from __future__ import annotations

import dataclasses
import re
import tomllib
import typing
from pathlib import Path

from game.core import mods as mod_files
from tests.modding_doc import all_nested, field_tables, reference_section, subsection, subsections
from game.games.wasted_wilds import effects

REPO = Path(__file__).resolve().parents[2]
MODDING_DOC = REPO / "docs" / "modding.md"



def _section() -> str:
    return reference_section('## Wasted Wilds reference')


def _subsections(section: str) -> dict[str, str]:
    return subsections(section)


def _subsection(start: str) -> str:
    return subsection(_section(), start)

def test_reference_names_every_op_and_its_fields():
    rows = _subsection("Effect ops").splitlines()     # table fields share names with ops (damage, burn)
    for name, cls in effects.vocabulary.ops.items():
        row = next((line for line in rows if line.startswith(f"| `{name}` |")), None)
        assert row is not None, f"op {name} is not documented"
        for op_field in dataclasses.fields(cls):
            assert f"`{op_field.name}`" in row, f"op {name}: field {op_field.name} is not documented"
        for record in all_nested(cls):      # choose's options, if's condition
            for record_field in dataclasses.fields(record):
                assert record_field.name in row, f"op {name}: {record.__name__}.{record_field.name} is not documented"


def test_reference_documents_every_table_and_its_records():
    sub = _subsections(_section())
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
            # a nested record's fields make a table of their own: in the table's section, or in a section
            # named after the record (Modifiers, which several tables share)
            own = [text for h, text in sub.items() if h.startswith(f"{record.__name__}:")]
            names = {f.name for f in dataclasses.fields(record)}
            assert any(names <= found for text in [body, *own] for found in field_tables(text)), \
                f"{table.key}: the {record.__name__} record's fields ({', '.join(sorted(names))}) have no table"


def test_reference_names_every_quantity_who_range_trigger_and_objective():
    ops, who_section = _subsection("Effect ops"), _subsection("Who")
    for quantity in effects.vocabulary.quantities:
        assert f"| `{quantity}` |" in ops, f"quantity {quantity} is not documented"
    for who in typing.get_args(effects.Who):
        assert f"| `{who}` |" in who_section, f"who = {who!r} is not documented"
    for range_name in typing.get_args(effects.Range):
        assert f"| `{range_name}` |" in who_section, f"range {range_name!r} is not documented"
    tiles = _subsection("tiles: ")
    for value in typing.get_args(typing.get_type_hints(effects.Tile)["trigger"]):
        assert f"| `{value}` |" in tiles, f"tile trigger {value!r} is not documented"
    missions = _subsection("missions: ")
    for kind in typing.get_args(typing.get_type_hints(effects.Objective)["kind"]):
        assert f"| `{kind}` |" in missions, f"objective kind {kind!r} is not documented"
    clock = _subsection("clock: ")
    for event in effects.CLOCK_EVENTS:
        assert f"| `{event}` |" in clock, f"clock event {event!r} is not documented"


def _toml_blocks(text: str) -> list[str]:
    return re.findall(r"```TOML\n(.*?)```", text, flags=re.S)


def test_every_toml_example_parses_and_fits_the_schema():
    blocks = _toml_blocks(_section())
    assert len(blocks) >= 14
    assert not re.findall(r"```toml\n", _section()), "examples here are fenced as TOML in capitals"
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


def test_the_adding_example_loads_as_a_mod(tmp_path):
    from game.games.wasted_wilds.rules import RULES
    section = _section()
    part = section[section.index("### Adding and replacing Wasted Wilds cards"):section.index("### Whole-set rules")]
    manifest, *data = _toml_blocks(part)
    folder = tmp_path / "mods" / "frost-and-fur"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text(manifest, encoding="utf-8")
    text = "\n".join(data)
    if "format_version" not in text:
        text = "format_version = 1\n" + text
    (folder / "cards.toml").write_text(text, encoding="utf-8")
    found = mod_files.discover([tmp_path / "mods"])
    content = RULES.load_content(mods=found)
    assert found[0].ok and not found[0].errors, [str(e) for e in found[0].errors]
    assert "ff-snow-leopard" in content.table("monsters") and "ff-frozen-6" in content.table("missions")
    assert content.table("tiles")["tundra"].trigger == "enter"
    assert "mise-en-place" not in content.table("survivor_cards")
