"""Reading one TOML file defensively, and finding the line of a key path in it."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

try:  # tomli reports line and column on every syntax error; tomllib is the same code in 3.11+
    import tomli as toml_parser
except ModuleNotFoundError:  # pragma: no cover - tomli is a declared dependency
    import tomllib as toml_parser

from .problems import ContentError, Problem

MAX_FILE_BYTES = 512 * 1024
MAX_DEPTH = 20   # room for ops nested three deep (a choose holding a roll holding a roll_count)
MAX_ABS_INT = 2**31 - 1


@dataclass
class TomlDocument:
    file: str                       # as shown in messages
    data: dict[str, Any]
    lines: dict[str, int] = field(default_factory=dict)

    def line_of(self, path: str) -> int | None:
        """The line of the longest known prefix of a key path like cards[3].effects[0].amount."""
        probe = path
        while probe:
            if probe in self.lines:
                return self.lines[probe]
            cut = max(probe.rfind("."), probe.rfind("["))
            if cut <= 0:
                break
            probe = probe[:cut]
        return self.lines.get(probe)

    def error(self, problem: Problem) -> ContentError:
        return ContentError(self.file, self.line_of(problem.path), problem.path, problem.message)


def read_toml(path: Path, shown_as: str) -> tuple[TomlDocument | None, list[ContentError]]:
    """Parse a file, returning the document or every reason it can't be used."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return None, [ContentError(shown_as, None, "", f"file is {size} bytes; the limit is {MAX_FILE_BYTES}")]
        raw = path.read_bytes()
    except OSError as exc:
        return None, [ContentError(shown_as, None, "", f"cannot read file: {exc.strerror or exc}")]
    return parse_toml_bytes(raw, shown_as)


def parse_toml_bytes(raw: bytes, shown_as: str) -> tuple[TomlDocument | None, list[ContentError]]:
    if len(raw) > MAX_FILE_BYTES:
        return None, [ContentError(shown_as, None, "", f"file is {len(raw)} bytes; the limit is {MAX_FILE_BYTES}")]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        return None, [ContentError(shown_as, line, "", f"not valid UTF-8 (byte 0x{raw[exc.start]:02x})")]
    try:
        data = toml_parser.loads(text)
    except toml_parser.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None) or _line_from_message(str(exc))
        message = getattr(exc, "msg", None) or re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        return None, [ContentError(shown_as, line, "", f"TOML syntax error: {message}")]
    except RecursionError:
        return None, [ContentError(shown_as, None, "", f"nested too deeply (limit {MAX_DEPTH} levels)")]
    except ValueError:  # Python refuses to convert integers with thousands of digits
        long_number = re.search(r"[0-9][0-9_]{999,}", text)
        line = text.count("\n", 0, long_number.start()) + 1 if long_number else None
        return None, [ContentError(shown_as, line, "", f"number is far too long (limit {MAX_ABS_INT})")]
    document = TomlDocument(shown_as, data, locate_keys(text))
    problems = list(_structural_problems(data, "", 0))
    return (None if problems else document), [document.error(p) for p in problems]


def _line_from_message(message: str) -> int | None:
    found = re.search(r"line (\d+)", message)
    return int(found.group(1)) if found else None


def _structural_problems(value: Any, path: str, depth: int):
    if depth > MAX_DEPTH:
        yield Problem(path, f"nested too deeply (limit {MAX_DEPTH} levels)")
        return
    if isinstance(value, bool):
        return
    if isinstance(value, int) and abs(value) > MAX_ABS_INT:
        yield Problem(path, f"number {value} is too large (limit {MAX_ABS_INT})")
    elif isinstance(value, float):
        yield Problem(path, "decimal numbers are not used in card files; write a whole number")
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _structural_problems(item, f"{path}.{key}" if path else key, depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _structural_problems(item, f"{path}[{index}]", depth + 1)


_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\-\"' ]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_\-\"']+(?:\s*\.\s*[A-Za-z0-9_\-\"']+)*)\s*=")


def locate_keys(text: str) -> dict[str, int]:
    """Map key paths (cards[2].effects[0]) to the line they start on.

    TOML parsers keep no positions, so this follows table headers and keys
    line by line. Array items written one per line are located too; keys
    it cannot place fall back to their parent's line in `line_of`.
    """
    lines: dict[str, int] = {}
    array_counts: dict[str, int] = {}
    table = ""
    open_array: str | None = None
    array_index = 0
    depth = 0
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if open_array is not None:
            # One item per line is how our files and docs write long arrays.
            if depth == 1 and (stripped[:1] in "{[\"'" or stripped[:1].isalnum()) and stripped[:1]:
                lines.setdefault(f"{open_array}[{array_index}]", number)
                array_index += 1
            depth += _bracket_balance(stripped)
            if depth <= 0:
                open_array = None
            continue
        if not stripped or stripped.startswith("#"):
            continue
        header = _HEADER.match(line)
        if header:
            name = _clean_key(header.group(2))
            if header.group(1) == "[[":
                parent = _resolve_parent(name, array_counts)
                index = array_counts.get(parent, 0)
                array_counts[parent] = index + 1
                lines.setdefault(parent, number)   # the first [[name]] stands for the whole array
                table = f"{parent}[{index}]"
            else:
                table = _resolve_parent(name, array_counts)
            lines.setdefault(table, number)
            continue
        key = _KEY.match(line)
        if key:
            path = f"{table}.{_clean_key(key.group(1))}" if table else _clean_key(key.group(1))
            lines.setdefault(path, number)
            rest = line[key.end():].strip()
            balance = _bracket_balance(rest)
            if rest.startswith("[") and balance > 0:
                open_array, array_index, depth = path, 0, balance
                if rest[1:].strip():
                    lines.setdefault(f"{path}[0]", number)
    return lines


def _clean_key(key: str) -> str:
    return ".".join(part.strip().strip("\"'") for part in key.split("."))


def _resolve_parent(name: str, array_counts: dict[str, int]) -> str:
    """cards.effects -> cards[2].effects when cards is an array of tables."""
    parts = name.split(".")
    resolved = ""
    for part in parts[:-1]:
        resolved = f"{resolved}.{part}" if resolved else part
        if resolved in array_counts:
            resolved = f"{resolved}[{array_counts[resolved] - 1}]"
    return f"{resolved}.{parts[-1]}" if resolved else parts[-1]


def _bracket_balance(text: str) -> int:
    balance, quote = 0, None
    for char in text:
        if quote:
            if char == quote:
                quote = None
        elif char in "\"'":
            quote = char
        elif char == "#":
            break
        elif char in "[{":
            balance += 1
        elif char in "]}":
            balance -= 1
    return balance
