"""Card effects as data: each game registers named ops, card TOML lists them.

An op is a small frozen dataclass. Its fields' types say what the TOML may
hold; bounds and references ride in field metadata:

    @vocabulary.op("gain")
    @dataclass(frozen=True, slots=True)
    class Gain:
        resource: Literal["ammo", "gas", "adrenaline", "any"]
        amount: int = field(metadata=bounds(1, 10))

Supported field types: int (with `bounds`), bool, str (with `max_length` or
`ref`), Literal[...] choices, tuple[X, ...] of any of these, `Ops` (a nested
list of ops from the same vocabulary) and nested record dataclasses.
Parsing never stops at the first problem: it reports every one it finds.
"""
from __future__ import annotations

import dataclasses
import re
import typing
from typing import Any, Callable, Literal

from .problems import Problem

MAX_INT = 2**31 - 1


class Ops(tuple):
    """Marker type: a field holding a nested list of ops."""


def bounds(low: int, high: int) -> dict:
    return {"min": low, "max": high}


def max_length(limit: int) -> dict:
    return {"max_length": limit}


def ident() -> dict:
    """An id: lowercase letters, digits and dashes, as used in file names for art overrides."""
    return {"pattern": r"[a-z0-9][a-z0-9-]{0,47}", "max_length": 48}


def ref(table: str) -> dict:
    """The string names an id in another content table; checked after loading."""
    return {"ref": table}


@dataclasses.dataclass(frozen=True, slots=True)
class PendingRef:
    path: str
    table: str
    id: str


class Vocabulary:
    """The named ops of one game: the shared ones every game gets (SHARED_OPS), then its own.

    `quantities` names what the shared `if` op may count in this game (name -> what it counts),
    such as the acting seat's Ammo; the game's rules say how much of each there is."""

    def __init__(self, game_id: str, quantities: dict[str, str] | None = None) -> None:
        self.game_id = game_id
        self.ops: dict[str, type] = dict(SHARED_OPS)
        self.quantities: dict[str, str] = dict(quantities or {})
        self._hints: dict[type, dict[str, Any]] = {}

    def op(self, name: str) -> Callable[[type], type]:
        def register(cls: type) -> type:
            if name in self.ops:
                raise ValueError(f"op {name!r} registered twice in {self.game_id}")
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"op {name!r} must be a dataclass")
            cls.op_name = name  # type: ignore[attr-defined]
            self.ops[name] = cls
            return cls
        return register

    def names(self) -> list[str]:
        return sorted(self.ops)

    # --- parsing -------------------------------------------------------
    def parse_ops(self, raw: Any, path: str, problems: list[Problem], refs: list[PendingRef],
                  allowed: frozenset[str] | None = None) -> tuple:
        if not isinstance(raw, list):
            problems.append(Problem(path, f"expected a list of ops, got {_kind(raw)}"))
            return ()
        parsed = []
        for index, item in enumerate(raw):
            op = self.parse_op(item, f"{path}[{index}]", problems, refs, allowed)
            if op is not None:
                parsed.append(op)
        return tuple(parsed)

    def parse_op(self, raw: Any, path: str, problems: list[Problem], refs: list[PendingRef],
                 allowed: frozenset[str] | None = None) -> Any:
        if not isinstance(raw, dict):
            problems.append(Problem(path, f"expected an op table like {{ op = \"...\" }}, got {_kind(raw)}"))
            return None
        name = raw.get("op")
        if not isinstance(name, str):
            problems.append(Problem(f"{path}.op", "missing the op name"))
            return None
        cls = self.ops.get(name)
        if cls is None:
            problems.append(Problem(f"{path}.op", f"unknown op {name!r}; this game knows: {', '.join(self.names())}"))
            return None
        if allowed is not None and name not in allowed:
            problems.append(Problem(f"{path}.op", f"op {name!r} is not allowed here; allowed: {', '.join(sorted(allowed))}"))
            return None
        body = {k: v for k, v in raw.items() if k != "op"}
        return self.parse_record(cls, body, path, problems, refs, allowed)

    def parse_record(self, cls: type, raw: dict, path: str, problems: list[Problem],
                      refs: list[PendingRef], allowed: frozenset[str] | None) -> Any:
        hints = self._type_hints(cls)
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        ok = True
        for key in raw:
            if key not in fields:
                problems.append(Problem(f"{path}.{key}", f"unknown field; expected one of: {', '.join(fields) or 'none'}"))
                ok = False
        for name, spec in fields.items():
            if name not in raw:
                if spec.default is dataclasses.MISSING and spec.default_factory is dataclasses.MISSING:
                    problems.append(Problem(f"{path}.{name}", "missing required field"))
                    ok = False
                continue
            before = len(problems)
            values[name] = self._parse_value(hints[name], spec.metadata, raw[name], f"{path}.{name}",
                                             problems, refs, allowed)
            ok = ok and len(problems) == before
        return cls(**values) if ok else None

    def _parse_value(self, hint: Any, meta: Any, raw: Any, path: str, problems: list[Problem],
                     refs: list[PendingRef], allowed: frozenset[str] | None) -> Any:
        origin = typing.get_origin(hint)
        if hint is Ops:
            return Ops(self.parse_ops(raw, path, problems, refs, allowed))
        if origin is Literal:
            choices = typing.get_args(hint)
            if raw not in choices or type(raw) is not type(choices[0]):
                problems.append(Problem(path, f"expected one of {', '.join(map(repr, choices))}, got {raw!r}"))
            return raw
        if origin is tuple:
            item_hint = typing.get_args(hint)[0]
            if not isinstance(raw, list):
                problems.append(Problem(path, f"expected a list, got {_kind(raw)}"))
                return ()
            return tuple(self._parse_value(item_hint, meta, item, f"{path}[{i}]", problems, refs, allowed)
                         for i, item in enumerate(raw))
        if hint is bool:
            if not isinstance(raw, bool):
                problems.append(Problem(path, f"expected true or false, got {_kind(raw)}"))
            return raw
        if hint is int:
            if not isinstance(raw, int) or isinstance(raw, bool):
                problems.append(Problem(path, f"expected a whole number, got {_kind(raw)}"))
                return 0
            low, high = meta.get("min", -MAX_INT), meta.get("max", MAX_INT)
            if not low <= raw <= high:
                problems.append(Problem(path, f"{raw} is out of range {low}..{high}"))
            return raw
        if hint is str:
            if not isinstance(raw, str):
                problems.append(Problem(path, f"expected text, got {_kind(raw)}"))
                return ""
            limit = meta.get("max_length")
            if limit is not None and len(raw) > limit:
                problems.append(Problem(path, f"text is {len(raw)} characters; at most {limit}"))
            if "pattern" in meta and not re.fullmatch(meta["pattern"], raw):
                problems.append(Problem(path, f"{raw!r} is not a valid id (lowercase letters, digits and '-')"))
            if "ref" in meta:
                refs.append(PendingRef(path, meta["ref"], raw))
            if meta.get("quantity") and raw not in self.quantities:
                known = ", ".join(sorted(self.quantities)) or "nothing (this game has no quantities)"
                problems.append(Problem(path, f"unknown quantity {raw!r}; this game counts: {known}"))
            return raw
        if dataclasses.is_dataclass(hint):
            if not isinstance(raw, dict):
                problems.append(Problem(path, f"expected a table, got {_kind(raw)}"))
                return None
            return self.parse_record(hint, raw, path, problems, refs, allowed)
        raise TypeError(f"unsupported field type {hint!r} at {path}")

    def _type_hints(self, cls: type) -> dict[str, Any]:
        hints = self._hints.get(cls)
        if hints is None:
            hints = typing.get_type_hints(cls, include_extras=False)
            self._hints[cls] = hints
        return hints


# --- the ops every game gets ----------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class ChooseOption:
    label: str = dataclasses.field(metadata=max_length(60))
    effects: Ops = Ops()


@dataclasses.dataclass(frozen=True, slots=True)
class Choose:
    """The player picks one of the options and its ops run (each game says which options it offers,
    for instance only those the player can pay for)."""
    options: tuple[ChooseOption, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Condition:
    """A test of one quantity the game counts (its vocabulary's `quantities`): at_least..at_most."""
    count: str = dataclasses.field(metadata={"quantity": True, "max_length": 32})
    at_least: int = dataclasses.field(default=0, metadata=bounds(0, 99))
    at_most: int = dataclasses.field(default=99, metadata=bounds(0, 99))

    def holds(self, amount: int) -> bool:
        return self.at_least <= amount <= self.at_most


@dataclasses.dataclass(frozen=True, slots=True)
class If:
    """Run `then` when the condition holds, else `otherwise`."""
    when: Condition
    then: Ops = Ops()
    otherwise: Ops = Ops()


@dataclasses.dataclass(frozen=True, slots=True)
class Repeat:
    """Run the ops `times` times over."""
    times: int = dataclasses.field(metadata=bounds(1, 10))
    effects: Ops = Ops()


Choose.op_name = "choose"   # type: ignore[attr-defined]
If.op_name = "if"           # type: ignore[attr-defined]
Repeat.op_name = "repeat"   # type: ignore[attr-defined]
SHARED_OPS: dict[str, type] = {"choose": Choose, "if": If, "repeat": Repeat}


def ops_at(tables: dict, addr: list) -> Any:
    """The op list at a content address: [table, id, then field names and indexes], e.g.
    ["fittings", "rain-barrel", "actions", 0, "effects"]. Op lists run as tasks that hold their address,
    not the ops, so a saved game resumes inside one."""
    node = tables[addr[0]][addr[1]]
    for step in addr[2:]:
        node = node[step] if isinstance(step, int) else getattr(node, step)
    return node


class OpBehaviours:
    """What each op of a vocabulary does in the rules: one function per op, registered beside it.

        BEHAVIOURS = OpBehaviours(VOCABULARY)

        @BEHAVIOURS.runs("gain")
        def _gain(op, run, events): ...

    `run(op, *args)` calls the op's function with the game's own arguments (what the op acts on);
    `missing()` lists the ops nobody taught it, which a test keeps empty."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self.behaviour: dict[type, Callable[..., Any]] = {}

    def runs(self, *names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def register(function: Callable[..., Any]) -> Callable[..., Any]:
            for name in names:
                cls = self.vocabulary.ops.get(name)
                if cls is None:
                    raise ValueError(f"{self.vocabulary.game_id} has no op {name!r} to run")
                if cls in self.behaviour:
                    raise ValueError(f"op {name!r} already has a behaviour in {self.vocabulary.game_id}")
                self.behaviour[cls] = function
            return function
        return register

    def run(self, op: Any, *args: Any) -> Any:
        return self.behaviour[type(op)](op, *args)

    def missing(self) -> list[str]:
        return sorted(name for name, cls in self.vocabulary.ops.items() if cls not in self.behaviour)


def _kind(value: Any) -> str:
    return {dict: "a table", list: "a list", str: "text", bool: "a boolean", int: "a number",
            float: "a decimal number"}.get(type(value), type(value).__name__)


def op_to_json(op: Any) -> Any:
    """An op back to plain data (for docs, debugging and the simulate report)."""
    if dataclasses.is_dataclass(op):
        data = {f.name: op_to_json(getattr(op, f.name)) for f in dataclasses.fields(op)}
        name = getattr(type(op), "op_name", None)
        return {"op": name, **data} if name else data
    if isinstance(op, tuple):
        return [op_to_json(item) for item in op]
    return op




_AS_JSON: dict[int, tuple[Any, Any]] = {}


def ops_as_json(ops: Any) -> Any:
    """op_to_json, remembered per op list: loaded content never changes, and prompts hand the same
    abilities' ops to the screen and the bots again and again. The result is shared: read it only."""
    entry = _AS_JSON.get(id(ops))
    if entry is None or entry[0] is not ops:
        if len(_AS_JSON) > 10_000:
            _AS_JSON.clear()
        entry = _AS_JSON[id(ops)] = (ops, op_to_json(ops))
    return entry[1]


def walk_ops(ops: tuple, depth: int = 0):
    """Every op in a list with its nesting depth, the ops nested inside it included: those in any
    field that holds Ops, directly or inside records (a choice's options, a roll's outcomes).
    The one walker for content checks, statistics and the rules alike."""
    for op in ops:
        yield op, depth
        for nested in _nested_ops(op):
            yield from walk_ops(nested, depth + 1)


_NESTING_FIELDS: dict[type, tuple[str, ...]] = {}


def _nested_ops(record: Any):
    kind = type(record)
    names = _NESTING_FIELDS.get(kind)
    if names is None:
        names = _NESTING_FIELDS[kind] = tuple(f.name for f in dataclasses.fields(record))
    for name in names:
        value = getattr(record, name)
        if isinstance(value, Ops):
            yield value
        elif isinstance(value, tuple):
            for item in value:
                if dataclasses.is_dataclass(item) and not hasattr(type(item), "op_name"):
                    yield from _nested_ops(item)
        elif dataclasses.is_dataclass(value) and not hasattr(type(value), "op_name"):
            yield from _nested_ops(value)
