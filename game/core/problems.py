"""Problems found in content and mod files, reported as file:line: field: message."""
from __future__ import annotations

from dataclasses import dataclass


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
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.field or '(file)'}: {self.message}"


class ContentLoadError(ValueError):
    def __init__(self, errors: list[ContentError]) -> None:
        self.errors = errors
        super().__init__("\n".join(map(str, errors)))
