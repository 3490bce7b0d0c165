"""A game's content: its TOML tables, validated, with enabled mods laid over them.

A game declares a ContentSpec: which tables it has, the record type of each
row (a dataclass parsed by its Vocabulary, so cards and their ops share one
validator), and a whole-set check (counts, cross rules). Loading collects
every problem as file:line: field: message. A mod with any problem is
disabled and reported; the base content still loads.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .effects import PendingRef, Vocabulary
from .mods import Mod, check_png
from .paths import resource_path
from .problems import ContentError, ContentLoadError, Problem
from .tomlfile import TomlDocument, read_toml

CONTENT_FORMAT_VERSION = 1


@dataclass(frozen=True)
class TableSpec:
    key: str          # the TOML array-of-tables name, e.g. "cards"
    record: type      # dataclass with an `id` field
    base_file: str    # file under data/<game>/ holding the base rows, or a pattern ("scripts_*.toml") for a
                      # table kept in several files, read in name order (an id may appear in only one of them)


def dice_problems(dice: dict, die_ids: tuple[str, ...], what: str = "die") -> list[tuple[str, str, str, str]]:
    """The whole-set check every dice game makes: each die it needs is in the "dice" table and has faces."""
    problems = []
    for die_id in die_ids:
        die = dice.get(die_id)
        if die is None:
            problems.append(("dice", "", "", f"the {die_id!r} {what} is missing"))
        elif not die.faces:
            problems.append(("dice", die_id, "faces", "a die needs at least one face"))
    return problems


def table_specs(**records: type) -> tuple[TableSpec, ...]:
    """One TableSpec per table, in the order given (a table's references are checked against the
    tables before it), each read from data/<game>/<table>.toml: table_specs(cards=Card, ...)."""
    return tuple(TableSpec(key, record, f"{key}.toml") for key, record in records.items())


@dataclass(frozen=True)
class ContentSpec:
    game_id: str
    vocabulary: Vocabulary
    tables: tuple[TableSpec, ...]
    # whole-set rules (counts, ops allowed per card kind); returns (table, id, field, message)
    check: Callable[["Content"], list[tuple[str, str, str, str]]] | None = None
    art_tables: tuple[str, ...] = ()  # the tables whose ids name art overrides (art/<id>.png)


@dataclass
class Content:
    game_id: str
    tables: dict[str, dict[str, Any]]
    art: dict[str, Path] = field(default_factory=dict)     # id -> PNG override from mods
    mods: list[Mod] = field(default_factory=list)          # the mods considered, with their errors
    origins: dict[tuple[str, str], tuple[str, int | None]] = field(default_factory=dict)  # (table, id) -> file, line
    # (table, id) -> the document a row came from and the references its fields make to other tables
    refs: dict[tuple[str, str], tuple[TomlDocument, tuple[PendingRef, ...]]] = field(default_factory=dict)

    def table(self, key: str) -> dict[str, Any]:
        return self.tables[key]

    def get(self, key: str, item_id: str) -> Any:
        return self.tables[key][item_id]

    @property
    def active_mods(self) -> list[Mod]:
        return [mod for mod in self.mods if mod.active and mod.game == self.game_id]

    def fingerprint(self) -> list[str]:
        """What a save records to know it was played on the same content."""
        return [f"{mod.id}@{mod.manifest.version}" for mod in self.active_mods]


def data_dir(game_id: str) -> Path:
    return resource_path("data", game_id)


def load_content(spec: ContentSpec, mods: list[Mod] | None = None, base_dir: Path | None = None) -> Content:
    """Base content (errors there are ours and raise), then each enabled mod for this game in order."""
    base_dir = base_dir or data_dir(spec.game_id)
    content = Content(spec.game_id, {table.key: {} for table in spec.tables})
    errors: list[ContentError] = []
    for table in spec.tables:
        paths = sorted(base_dir.glob(table.base_file)) if "*" in table.base_file else [base_dir / table.base_file]
        for path in paths:
            document, read_errors = read_toml(path, f"data/{spec.game_id}/{path.name}")
            errors.extend(read_errors)
            if document is not None:
                errors.extend(_merge_document(spec, content, document, only_table=table.key,
                                              taken=set(content.tables[table.key])))
    if not errors:
        errors.extend(_whole_set_errors(spec, content))
    if errors:
        raise ContentLoadError(errors)
    for mod in mods or []:
        content.mods.append(mod)
        if mod.game != spec.game_id or not mod.active:
            continue
        apply_mod(spec, content, mod)
    return content


def apply_mod(spec: ContentSpec, content: Content, mod: Mod) -> bool:
    """Lay one mod over the content; on any problem leave the content as it was and disable the mod."""
    trial = Content(content.game_id, {key: dict(rows) for key, rows in content.tables.items()},
                    dict(content.art), content.mods, dict(content.origins), dict(content.refs))
    errors: list[ContentError] = []
    for path in mod.data_files:
        document, read_errors = read_toml(path, mod.shown(path))
        errors.extend(read_errors)
        if document is not None:
            errors.extend(_merge_document(spec, trial, document, only_table=None))
    # Art names a row of the art table; when a data file failed, its rows are missing and the art would look orphaned.
    check_ids = bool(spec.art_tables) and not errors
    for art_id, path in mod.art.items():
        known = not check_ids or any(art_id in trial.tables[table] for table in spec.art_tables)
        reason = check_png(path) or (None if known else
                                     f"no {' or '.join(spec.art_tables)} row with id {art_id!r} to override")
        if reason:
            errors.append(ContentError(mod.shown(path), None, "", reason))
        else:
            trial.art[art_id] = path
    if not errors:
        errors.extend(_whole_set_errors(spec, trial, mod.folder.name))
    if errors:
        mod.errors.extend(errors)
        return False
    content.tables, content.art, content.origins, content.refs = trial.tables, trial.art, trial.origins, trial.refs
    return True


def _merge_document(spec: ContentSpec, content: Content, document: TomlDocument,
                    only_table: str | None, taken: set[str] | None = None) -> list[ContentError]:
    """Lay one file's rows into the content. `taken` (base files only) are the ids an earlier base file of
    the same table already holds: a base row can't replace another, only a mod's can."""
    problems: list[Problem] = []
    refs: list[PendingRef] = []
    data = document.data
    version = data.get("format_version")
    if version is None:
        problems.append(Problem("format_version", f"missing; write format_version = {CONTENT_FORMAT_VERSION}"))
    elif not isinstance(version, int) or isinstance(version, bool):
        problems.append(Problem("format_version", "must be a whole number"))
    elif version > CONTENT_FORMAT_VERSION:
        problems.append(Problem("format_version", f"{version} is newer than this app reads ({CONTENT_FORMAT_VERSION})"))
    tables = {table.key: table for table in spec.tables}
    allowed_keys = {"format_version", "remove"} | (set(tables) if only_table is None else {only_table})
    for key in data:
        if key not in allowed_keys:
            problems.append(Problem(key, f"unknown table; expected one of: {', '.join(sorted(allowed_keys))}"))
    for key, table in tables.items():
        if key not in data or (only_table is not None and key != only_table):
            continue
        rows = data[key]
        if not isinstance(rows, list):
            problems.append(Problem(key, f"expected [[{key}]] entries"))
            continue
        seen_here: set[str] = set()
        for index, raw in enumerate(rows):
            path = f"{key}[{index}]"
            if not isinstance(raw, dict):
                problems.append(Problem(path, "expected a table"))
                continue
            refs_before = len(refs)
            record = spec.vocabulary.parse_record(table.record, raw, path, problems, refs, None)
            if record is None:
                continue
            if record.id in seen_here:
                problems.append(Problem(f"{path}.id", f"duplicate id {record.id!r} in this file"))
                continue
            if taken is not None and record.id in taken:
                problems.append(Problem(f"{path}.id", f"duplicate id {record.id!r}: another {key} file has it"))
                continue
            seen_here.add(record.id)
            content.tables[key][record.id] = record   # a mod row with a base id replaces it
            content.origins[(key, record.id)] = (document.file, document.line_of(path))
            content.refs[(key, record.id)] = (document, tuple(refs[refs_before:]))
    if "remove" in data:
        problems.extend(_apply_removals(content, data["remove"], tables, only_table is None))
    # References are checked once every file is in (_whole_set_errors), so table order never matters.
    return [document.error(problem) for problem in problems]


def _apply_removals(content: Content, remove: Any, tables: dict[str, TableSpec], allowed: bool) -> list[Problem]:
    if not allowed:
        return [Problem("remove", "only mods may remove rows")]
    if not isinstance(remove, dict):
        return [Problem("remove", "expected a table like remove = { cards = [\"id\", ...] }")]
    problems = []
    for key, ids in remove.items():
        if key not in tables:
            problems.append(Problem(f"remove.{key}", f"unknown table {key!r}"))
            continue
        if not isinstance(ids, list):
            problems.append(Problem(f"remove.{key}", "expected a list of ids"))
            continue
        for index, item_id in enumerate(ids):
            if not isinstance(item_id, str) or item_id not in content.tables[key]:
                problems.append(Problem(f"remove.{key}[{index}]", f"no {key} row with id {item_id!r} to remove"))
            else:
                del content.tables[key][item_id]
                content.refs.pop((key, item_id), None)
    return problems


def _whole_set_errors(spec: ContentSpec, content: Content, where: str | None = None) -> list[ContentError]:
    """Rules over the whole set; `where` names the mod for problems no single row is to blame for."""
    errors = []
    # Checked over the whole set: a row may refer to one from a later file, or to one a mod removed.
    for document, pending_refs in content.refs.values():
        for pending in pending_refs:
            if pending.table not in content.tables:
                errors.append(document.error(Problem(pending.path, f"refers to unknown table {pending.table!r}")))
            elif pending.id not in content.tables[pending.table]:
                errors.append(document.error(Problem(
                    pending.path, f"refers to {pending.id!r}, which is not in {pending.table}")))
    if spec.check is None:
        return errors
    for table, item_id, field_name, message in spec.check(content):
        file, line = content.origins.get((table, item_id), (where or f"data/{spec.game_id}", None))
        label = f"{table}[{item_id}].{field_name}" if item_id else f"{table}{'.' + field_name if field_name else ''}"
        errors.append(ContentError(file, line, label, message))
    return errors
