"""A content table kept in several base files (TableSpec.base_file as a pattern): every file is read in
name order, and an id may be in only one of them, since a base row never replaces another."""
from __future__ import annotations

import dataclasses

import pytest

from game.core.content import ContentLoadError, ContentSpec, TableSpec, load_content
from game.core.effects import Vocabulary, ident, max_length


@dataclasses.dataclass(frozen=True, slots=True)
class Entry:
    id: str = dataclasses.field(metadata=ident())
    text: str = dataclasses.field(default="", metadata=max_length(80))


SPEC = ContentSpec("book_game", Vocabulary("book_game"), (TableSpec("entries", Entry, "entries_*.toml"),))


def write(folder, name: str, *ids: str) -> None:
    rows = "".join(f'\n[[entries]]\nid = "{i}"\ntext = "from {name}"\n' for i in ids)
    (folder / name).write_text("format_version = 1\n" + rows)


def test_every_file_of_the_pattern_is_read(tmp_path):
    write(tmp_path, "entries_a.toml", "1", "2")
    write(tmp_path, "entries_b.toml", "3")
    write(tmp_path, "other.toml", "9")
    content = load_content(SPEC, base_dir=tmp_path)
    assert sorted(content.table("entries")) == ["1", "2", "3"]
    assert content.origins[("entries", "3")][0].endswith("entries_b.toml")


def test_an_id_in_two_base_files_is_an_error_naming_the_second(tmp_path):
    write(tmp_path, "entries_a.toml", "1")
    write(tmp_path, "entries_b.toml", "1")
    with pytest.raises(ContentLoadError) as raised:
        load_content(SPEC, base_dir=tmp_path)
    [error] = raised.value.errors
    assert "entries_b.toml" in str(error) and "another entries file has it" in str(error)
