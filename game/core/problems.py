"""Problems found in content and mod files, reported as file:line: field: message."""
from __future__ import annotations

from dataclasses import dataclass

_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def visible(text: str) -> str:
    """Text from a mod made safe to print: invisible characters become escapes such as \\x1b and \\n.

    Keys, names and folder names are the mod author's text. Printed raw, an escape sequence could
    repaint the terminal and a newline could forge a line such as "some-mod (folder): ok".
    What counts as invisible is what repr escapes, so a message quoting a value with !r is unchanged.
    """
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def _escape(char: str) -> str:
    if char in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


@dataclass(frozen=True, slots=True)
class Problem:
    """A problem at a key path inside one parsed document, before we know its line."""

    path: str
    message: str


@dataclass(frozen=True, slots=True)
class ContentError:
    file: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        # Every part can quote mod text (a folder name, a key, a value), so the whole line is made visible.
        where = f"{self.file}:{self.line}" if self.line else self.file
        return visible(f"{where}: {self.field or '(file)'}: {self.message}")


class ContentLoadError(ValueError):
    def __init__(self, errors: list[ContentError]) -> None:
        self.errors = errors
        super().__init__("\n".join(map(str, errors)))
