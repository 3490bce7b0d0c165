"""Reading content and mod files defensively, and finding the line of a key path in a TOML file."""
from __future__ import annotations

import codecs
import os
import re
import stat
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
MAX_KEY_CHARS = 100   # field and table names are short; a huge key would repeat in every path below it
MAX_LOCATED_PATH = 200   # longer key paths (absurd keys or nesting) take a parent's line
MAX_LOCATED_KEYS = 100_000   # keys and items the line finder visits; a 512 KB file of real cards has ~30,000

# Opened this way a FIFO returns at once instead of waiting for a writer; O_BINARY stops Windows translating newlines.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


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


def not_regular_reason(mode: int, subject: str) -> str | None:
    """Why a file of this mode (from stat) must not be read, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    kind = ("a folder" if stat.S_ISDIR(mode) else "a named pipe (FIFO)" if stat.S_ISFIFO(mode)
            else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "a special file")
    return f"{subject} is {kind}, not a regular file"


def read_regular_file(path: Path, max_bytes: int, noun: str = "file") -> tuple[bytes | None, str]:
    """The bytes of a regular file of at most max_bytes, or why they can't be read.

    A FIFO or device where a file belongs would block or never end, so the type is checked before
    opening, and again on the open handle in case the file was swapped after the first look.
    """
    try:
        refused = not_regular_reason(os.stat(path).st_mode, noun)
        if refused:
            return None, refused
        descriptor = os.open(path, _OPEN_FLAGS)
        with open(descriptor, "rb") as handle:
            info = os.fstat(descriptor)
            refused = not_regular_reason(info.st_mode, noun)
            if refused:
                return None, refused
            if info.st_size > max_bytes:
                return None, f"{noun} is {info.st_size} bytes; the limit is {max_bytes}"
            raw = handle.read(max_bytes + 1)   # a file growing while we read still stops at the limit
    except OSError as exc:
        return None, f"cannot read {noun}: {exc.strerror or exc}"
    if len(raw) > max_bytes:
        return None, f"{noun} is more than {max_bytes} bytes; the limit is {max_bytes}"
    return raw, ""


def read_toml(path: Path, shown_as: str) -> tuple[TomlDocument | None, list[ContentError]]:
    """Parse a file, returning the document or every reason it can't be used."""
    raw, reason = read_regular_file(path, MAX_FILE_BYTES)
    if raw is None:
        return None, [ContentError(shown_as, None, "", reason)]
    return parse_toml_bytes(raw, shown_as)


def parse_toml_bytes(raw: bytes, shown_as: str) -> tuple[TomlDocument | None, list[ContentError]]:
    if len(raw) > MAX_FILE_BYTES:
        return None, [ContentError(shown_as, None, "", f"file is {len(raw)} bytes; the limit is {MAX_FILE_BYTES}")]
    if raw.startswith(codecs.BOM_UTF8):   # Windows Notepad writes one; TOML has no place for it
        raw = raw[len(codecs.BOM_UTF8):]
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
        # the lookbehind starts a try only where a run of digits starts, keeping the search linear
        long_number = re.search(r"(?<![0-9_])[0-9][0-9_]{999,}", text)
        line = text.count("\n", 0, long_number.start()) + 1 if long_number else None
        return None, [ContentError(shown_as, line, "", f"number is far too long (limit {MAX_ABS_INT})")]
    document = TomlDocument(shown_as, data, locate_keys(text))
    problems = list(_structural_problems(data, "", 0))
    return (None if problems else document), [document.error(p) for p in problems]


def _line_from_message(message: str) -> int | None:
    found = re.search(r"line (\d+)", message)
    return int(found.group(1)) if found else None


def _structural_problems(value: Any, path: str, depth: int):
    """Decimals, oversized numbers, overlong keys and deep nesting anywhere in a parsed document.

    A child's path is built only when it is visited, so a long path is never copied once per value below it.
    """
    if depth > MAX_DEPTH:
        yield Problem(path, f"nested too deeply (limit {MAX_DEPTH} levels)")
        return
    if isinstance(value, dict):
        children = value.items()
    elif isinstance(value, list):
        children = enumerate(value)
    else:
        message = _value_problem(value)
        if message:
            yield Problem(path, message)
        return
    for key, item in children:
        if isinstance(key, str) and len(key) > MAX_KEY_CHARS:
            yield Problem(path, f"a key is {len(key)} characters long; the limit is {MAX_KEY_CHARS}")
        elif isinstance(item, (dict, list)) or depth + 1 > MAX_DEPTH or _value_problem(item):
            child = f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else key
            yield from _structural_problems(item, child, depth + 1)


def _value_problem(value: Any) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int) and abs(value) > MAX_ABS_INT:
        return f"number {value} is too large (limit {MAX_ABS_INT})"
    if isinstance(value, float):
        return "decimal numbers are not used in card files; write a whole number"
    return None


def locate_keys(text: str) -> dict[str, int]:
    """Map key paths (cards[2].effects[0].op) to the line they start on.

    TOML parsers keep no positions, so this walks the text once more, following table headers,
    keys, arrays and inline tables. It runs only on text the parser accepted, so it can trust the
    syntax. Every token is read by a pattern that cannot backtrack and the walk stops after
    MAX_LOCATED_KEYS keys and items, so any file within the size limit is done in a fraction of
    a second. Paths it did not reach take a parent's line in `TomlDocument.line_of`.
    """
    return _KeyLocator(text).run()


# Possessive quantifiers (*+, ++) never give back what they matched, so no input makes these retry.
_SPACES = re.compile(r"[ \t]*+")
_GAP = r"(?:[ \t\r\n]++|#[^\n]*+)*+"   # blanks, line ends and comments
_BLANK_LINES = re.compile(_GAP)
_AFTER_ITEM = re.compile(_GAP + ",?+" + _GAP)
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]++")
_BASIC_STRING = re.compile(r'"((?:[^"\\\n]++|\\.)*+)"')
_LITERAL_STRING = re.compile(r"'([^'\n]*+)'")
_STRINGS = {
    '"""': re.compile(r'"""(?:[^"\\]++|\\.|"(?!""))*+"{3,5}', re.S),   # up to two quotes may end the text
    "'''": re.compile(r"'''(?:[^']++|'(?!''))*+'{3,5}"),
    '"': _BASIC_STRING,
    "'": _LITERAL_STRING,
}
_BARE_VALUE = re.compile(r"[^,\]}#\r\n]++")   # numbers, booleans, dates (which may hold a space)
_ESCAPE = re.compile(r"\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))", re.S)
_ESCAPED_CHARS = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", "e": "\x1b", '"': '"', "\\": "\\"}


class _StopLocating(Exception):
    """The walk is over early: the budget is spent, or the text is not TOML as the walk reads it."""


class _KeyLocator:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.lines: dict[str, int] = {}
        self.array_counts: dict[str, int] = {}   # [[name]] path -> how many entries so far
        self.budget = MAX_LOCATED_KEYS
        self._line, self._counted_to = 1, 0

    def run(self) -> dict[str, int]:
        try:
            self._statements()
        except _StopLocating:
            pass   # keep what was found
        return self.lines

    def _statements(self) -> None:
        text, table = self.text, ""
        while True:
            self.pos = _BLANK_LINES.match(text, self.pos).end()
            if self.pos >= len(text):
                return
            start = self.pos
            if text.startswith("[", start):
                is_array = text.startswith("[[", start)
                self.pos += 2 if is_array else 1
                parts = self._key()
                self._expect("]]" if is_array else "]")
                table = self._header(parts, is_array, start)
            else:
                path = self._note_key(table, self._key(), start)
                self._expect("=")
                self._value(path)

    def _header(self, parts: list[str], is_array: bool, start: int) -> str | None:
        # cards.effects -> cards[2].effects when cards is an array of tables
        resolved: str | None = ""
        for part in parts[:-1]:
            resolved = _join(resolved, part)
            if resolved in self.array_counts:
                resolved = _join_index(resolved, self.array_counts[resolved] - 1)
            self._note(resolved, start)
        name = _join(resolved, parts[-1])
        if is_array and name is not None:
            index = self.array_counts.get(name, 0)
            self.array_counts[name] = index + 1
            self._note(name, start)   # the first [[name]] stands for the whole array
            name = _join_index(name, index)
        self._note(name, start)
        return name

    def _note_key(self, parent: str | None, parts: list[str], start: int) -> str | None:
        path = parent
        for part in parts:   # a dotted key a.b = 1 also places a
            path = _join(path, part)
            self._note(path, start)
        return path

    def _note(self, path: str | None, pos: int) -> None:
        self.budget -= 1
        if self.budget < 0:
            raise _StopLocating
        if path and path not in self.lines:
            self._line += self.text.count("\n", self._counted_to, pos)   # the walk only moves forward
            self._counted_to = pos
            self.lines[path] = self._line

    def _value(self, path: str | None) -> None:
        """Skip one value, noting the line of every item and key inside it.

        Open arrays and inline tables are kept on a list rather than the call stack, so nesting
        as deep as the parser allows costs no recursion.
        """
        text = self.text
        open_containers: list[list] = []   # [path, next index] for an array, [path, None] for an inline table
        while True:
            opener = text[self.pos:self.pos + 1]
            if opener == "[" or opener == "{":
                self.pos += 1
                open_containers.append([path, 0 if opener == "[" else None])
            else:
                self._match(_STRINGS.get(text[self.pos:self.pos + 3]) or _STRINGS.get(opener) or _BARE_VALUE)
            while open_containers:   # find where the next value starts, closing finished containers
                self.pos = _AFTER_ITEM.match(text, self.pos).end()
                char = text[self.pos:self.pos + 1]
                if char == "]" or char == "}":
                    self.pos += 1
                    open_containers.pop()
                    continue
                container = open_containers[-1]
                parent, index = container
                if index is None:
                    path = self._note_key(parent, self._key(), self.pos)
                    self._expect("=")
                else:
                    container[1] = index + 1
                    path = _join_index(parent, index)
                    self._note(path, self.pos)
                break
            else:
                return

    def _key(self) -> list[str]:
        """A dotted key, split and unescaped as the parser does: "a.b".c -> ["a.b", "c"]."""
        parts = []
        while True:
            self.pos = _SPACES.match(self.text, self.pos).end()
            char = self.text[self.pos:self.pos + 1]
            if char == '"':
                parts.append(_unescape(self._match(_BASIC_STRING).group(1)))
            elif char == "'":
                parts.append(self._match(_LITERAL_STRING).group(1))
            else:
                parts.append(self._match(_BARE_KEY).group())
            self.pos = _SPACES.match(self.text, self.pos).end()
            if not self.text.startswith(".", self.pos):
                return parts
            self.pos += 1

    def _expect(self, token: str) -> None:
        self.pos = _SPACES.match(self.text, self.pos).end()
        if not self.text.startswith(token, self.pos):
            raise _StopLocating
        self.pos = _SPACES.match(self.text, self.pos + len(token)).end()

    def _match(self, pattern: re.Pattern) -> re.Match:
        found = pattern.match(self.text, self.pos)
        if found is None:
            raise _StopLocating
        self.pos = found.end()
        return found


def _join(parent: str | None, key: str) -> str | None:
    if parent is None or len(parent) + len(key) >= MAX_LOCATED_PATH:
        return None
    return f"{parent}.{key}" if parent else key


def _join_index(parent: str | None, index: int) -> str | None:
    return None if parent is None or len(parent) >= MAX_LOCATED_PATH else f"{parent}[{index}]"


def _unescape(body: str) -> str:
    """A basic string's escapes (\\n, \\u00e9, ...) turned into the characters the parser made of them."""
    if "\\" not in body:
        return body
    return _ESCAPE.sub(lambda found: _ESCAPED_CHARS.get(found[4], found[0]) if found[4] is not None
                       else chr(int(found[1] or found[2] or found[3], 16)), body)
