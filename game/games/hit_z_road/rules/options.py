"""Answer options, built once each: they are immutable values and the same few come up again and
again, so each distinct one (or tuple of them) is shared by every prompt that offers it."""
from __future__ import annotations

from ....core.prompt import Option


_OPTIONS: dict[tuple, Option] = {}
_OPTION_SETS: dict[tuple, tuple[Option, ...]] = {}
CACHE_LIMIT = 50_000


def option(value: str, label: str, target: str | None = None) -> Option:
    key = (value, label, target)
    found = _OPTIONS.get(key)
    if found is None:
        if len(_OPTIONS) > CACHE_LIMIT:
            _OPTIONS.clear()
        found = _OPTIONS[key] = Option(value, label, target)
    return found


def option_set(key: tuple) -> tuple[Option, ...] | None:
    """The options remembered under `key`, if any."""
    return _OPTION_SETS.get(key)


def remember_options(key: tuple, options: tuple[Option, ...]) -> tuple[Option, ...]:
    if len(_OPTION_SETS) > CACHE_LIMIT:
        _OPTION_SETS.clear()
    _OPTION_SETS[key] = options
    return options
