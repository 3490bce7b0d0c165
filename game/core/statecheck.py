"""Checking a saved state before it is trusted: shapes, ranges and known ids, in words.

A save can be edited by hand and given a fresh checksum, so a game declares
the shape of its state with the pieces below and the loader checks a
snapshot against it before anything reads it. The check names the place
and what is wrong ("resources[0][1]: 9223372036854775808 is more than 999"),
so a player or a bug report can say what happened. Replaying the saved
answers (see saves.load_match) is the final word; this is the fast first
look that explains most damage in words.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

MAX_PROBLEMS = 12     # one bad list can hold thousands of bad items; a reader needs the first few
MAX_TEXT = 200
MAX_ITEMS = 5000      # no list in any game's state comes near this (decks are under 100 cards)
MAX_INT = 2**31 - 1


@dataclass
class _Context:
    content: Any
    problems: list[str] = field(default_factory=list)

    @property
    def full(self) -> bool:
        return len(self.problems) >= MAX_PROBLEMS

    def report(self, path: str, message: str) -> None:
        if not self.full:
            self.problems.append(f"{path or 'the state'}: {message}")


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 24 else text[:20] + "..."
    if isinstance(value, str):
        return repr(value[:40] + ("..." if len(value) > 40 else ""))
    return {list: "a list", dict: "a table"}.get(type(value), type(value).__name__)


class Shape:
    """What one value in a state must look like."""

    def check(self, value: Any, path: str, context: _Context) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Shape):
    low: int = -MAX_INT
    high: int = MAX_INT

    def check(self, value, path, context):
        if isinstance(value, bool) or not isinstance(value, int):
            context.report(path, f"{_describe(value)} is not a whole number")
        elif value < self.low:
            context.report(path, f"{_describe(value)} is less than {self.low}")
        elif value > self.high:
            context.report(path, f"{_describe(value)} is more than {self.high}")


@dataclass(frozen=True)
class Flag(Shape):
    def check(self, value, path, context):
        if not isinstance(value, bool):
            context.report(path, f"{_describe(value)} is not true or false")


@dataclass(frozen=True)
class Text(Shape):
    choices: tuple[str, ...] = ()     # empty: any short text
    max_length: int = MAX_TEXT

    def check(self, value, path, context):
        if not isinstance(value, str):
            context.report(path, f"{_describe(value)} is not text")
        elif self.choices and value not in self.choices:
            context.report(path, f"{_describe(value)} is not one of {', '.join(self.choices)}")
        elif len(value) > self.max_length:
            context.report(path, f"text of {len(value)} characters is longer than {self.max_length}")


@dataclass(frozen=True)
class IdOf(Shape):
    """The id of a row in one of the content's tables (a card, a character, a token kind)."""

    table: str

    def check(self, value, path, context):
        if not isinstance(value, str):
            context.report(path, f"{_describe(value)} is not an id")
        elif value not in context.content.tables[self.table]:
            context.report(path, f"{_describe(value)} is not a known {self.table} id")


@dataclass(frozen=True)
class Maybe(Shape):
    shape: Shape

    def check(self, value, path, context):
        if value is not None:
            self.shape.check(value, path, context)


@dataclass(frozen=True)
class ListOf(Shape):
    item: Shape
    max_length: int = MAX_ITEMS
    length: int | None = None      # an exact length, when the game fixes one

    def check(self, value, path, context):
        if not isinstance(value, list):
            context.report(path, f"{_describe(value)} is not a list")
            return
        if self.length is not None and len(value) != self.length:
            context.report(path, f"has {len(value)} items, not {self.length}")
            return
        if len(value) > self.max_length:
            context.report(path, f"has {len(value)} items; at most {self.max_length} are possible")
            return
        for index, item in enumerate(value):
            if context.full:
                return
            self.item.check(item, f"{path}[{index}]", context)


@dataclass(frozen=True)
class Row(Shape):
    """A list of fixed length whose positions each have their own shape."""

    items: tuple[Shape, ...]

    def check(self, value, path, context):
        if not isinstance(value, list):
            context.report(path, f"{_describe(value)} is not a list")
        elif len(value) != len(self.items):
            context.report(path, f"has {len(value)} items, not {len(self.items)}")
        else:
            for index, (item, shape) in enumerate(zip(value, self.items)):
                shape.check(item, f"{path}[{index}]", context)


@dataclass(frozen=True)
class MapOf(Shape):
    """A table whose keys are ids or names (token kinds, character ids) and whose values share a shape."""

    key: Shape
    value: Shape
    max_length: int = MAX_ITEMS

    def check(self, value, path, context):
        if not isinstance(value, dict):
            context.report(path, f"{_describe(value)} is not a table")
            return
        if len(value) > self.max_length:
            context.report(path, f"has {len(value)} entries; at most {self.max_length} are possible")
            return
        for key, item in value.items():
            if context.full:
                return
            self.key.check(key, f"{path}.{key}" if path else str(key), context)
            self.value.check(item, f"{path}.{key}" if path else str(key), context)


@dataclass(frozen=True)
class Fields(Shape):
    """A table with named fields: the required ones must be there, unknown ones are refused."""

    required: dict[str, Shape]
    optional: dict[str, Shape] = field(default_factory=dict)
    open: bool = False             # more fields allowed (engine bookkeeping checked by Json only)

    def check(self, value, path, context):
        if not isinstance(value, dict):
            context.report(path, f"{_describe(value)} is not a table")
            return
        for name, shape in self.required.items():
            if context.full:
                return
            where = f"{path}.{name}" if path else name
            if name not in value:
                context.report(where, "is missing")
            else:
                shape.check(value[name], where, context)
        for name, shape in self.optional.items():
            if name in value:
                shape.check(value[name], f"{path}.{name}" if path else name, context)
        if not self.open:
            unknown = sorted(str(key) for key in value if key not in self.required and key not in self.optional)
            if unknown:
                context.report(path, f"unknown field {_describe(unknown[0])}"
                                     + (f" and {len(unknown) - 1} more" if len(unknown) > 1 else ""))
        else:
            for name, item in value.items():
                if name not in self.required and name not in self.optional:
                    Json().check(item, f"{path}.{name}" if path else str(name), context)


@dataclass(frozen=True)
class Json(Shape):
    """Engine bookkeeping whose shape is the game's own business: plain data, shallow, with sane numbers."""

    max_depth: int = 8

    def check(self, value, path, context):
        self._walk(value, path, context, 0)

    def _walk(self, value, path, context, depth):
        if context.full:
            return
        if depth > self.max_depth:
            context.report(path, f"is nested more than {self.max_depth} levels deep")
        elif isinstance(value, bool) or value is None:
            return
        elif isinstance(value, int):
            Int().check(value, path, context)
        elif isinstance(value, float):
            if not math.isfinite(value):
                context.report(path, f"{_describe(value)} is not a number")
        elif isinstance(value, str):
            Text().check(value, path, context)
        elif isinstance(value, list):
            if len(value) > MAX_ITEMS:
                context.report(path, f"has {len(value)} items; at most {MAX_ITEMS} are possible")
                return
            for index, item in enumerate(value):
                self._walk(item, f"{path}[{index}]", context, depth + 1)
        elif isinstance(value, dict):
            for key, item in value.items():
                self._walk(item, f"{path}.{key}" if path else str(key), context, depth + 1)
        else:
            context.report(path, f"{_describe(value)} is not plain data")


@dataclass(frozen=True)
class Check(Shape):
    """A shape plus a rule that spans its parts (a conserved total, lists of equal length).

    rule(value, content) returns the problems in words; it runs only when the shape held.
    """

    shape: Shape
    rule: Callable[[Any, Any], list[str]]

    def check(self, value, path, context):
        before = len(context.problems)
        self.shape.check(value, path, context)
        if len(context.problems) == before:
            for message in self.rule(value, context.content):
                context.report(path, message)


# What every game's generator looks like saved (see Rng.to_json): Python's Mersenne Twister state.
RNG_SHAPE = Fields({
    "seed": Int(0, 2**63),
    "draws": Int(0),
    "state": Row((Int(), ListOf(Int(0, 2**32), length=625), Maybe(Json()))),
    "forced": ListOf(Json()),
})


def problems_in(shape: Shape, value: Any, content: Any) -> list[str]:
    """Every way the value fails its shape, in words (the first few, at most MAX_PROBLEMS)."""
    context = _Context(content)
    shape.check(value, "", context)
    return context.problems


def in_words(problems: list[str]) -> str:
    """The first few problems as one sentence for a message."""
    shown = "; ".join(problems[:3])
    return shown + (f"; and {len(problems) - 3} more" if len(problems) > 3 else "")
