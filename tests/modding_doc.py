"""Reading docs/modding.md for the tests that keep a game's reference in step with its schema
(tests/<game>/test_modding_doc.py): a game's section, its ### subsections, the field tables in them, and
the record types a schema record holds."""
from __future__ import annotations

import dataclasses
import re
import typing
from pathlib import Path

from game.core.effects import Ops

MODDING_DOC = Path(__file__).resolve().parents[1] / "docs" / "modding.md"


def reference_section(heading: str) -> str:
    """From the heading (e.g. "## Wasted Wilds reference") to the next ## heading or the end."""
    doc = MODDING_DOC.read_text(encoding="utf-8")
    start = doc.index(heading)
    end = doc.find("\n## ", start + len(heading))
    return doc[start:] if end < 0 else doc[start:end]


def subsections(section: str) -> dict[str, str]:
    """Heading text (after "### ") -> the body up to the next ### heading."""
    parts = re.split(r"^### ", section, flags=re.M)[1:]
    return {part.split("\n", 1)[0]: part for part in parts}


def subsection(section: str, start: str) -> str:
    sub = subsections(section)
    heading = next((h for h in sub if h.startswith(start)), None)
    assert heading is not None, f"no '### {start}...' section"
    return sub[heading]


def field_tables(text: str) -> list[set[str]]:
    """The first-column names of each markdown table in the text whose rows start with | `name` |."""
    tables, current = [], set()
    for line in text.splitlines():
        match = re.match(r"^\| `([a-z0-9_]+)` \|", line)
        if match:
            current.add(match.group(1))
        elif not line.startswith("|"):
            if current:
                tables.append(current)
            current = set()
    if current:
        tables.append(current)
    return tables


def nested_records(cls: type) -> list[type]:
    """The record types a record's fields hold (directly or as list items), not op lists."""
    found = []
    for hint in typing.get_type_hints(cls).values():
        for candidate in [hint, *typing.get_args(hint)]:
            if (isinstance(candidate, type) and dataclasses.is_dataclass(candidate) and candidate is not Ops
                    and candidate not in found):
                found.append(candidate)
    return found


def all_nested(cls: type) -> list[type]:
    """Every record type reached from a record's fields, however deep."""
    out: list[type] = []
    pending = nested_records(cls)
    while pending:
        record = pending.pop(0)
        if record not in out:
            out.append(record)
            pending.extend(nested_records(record))
    return out
