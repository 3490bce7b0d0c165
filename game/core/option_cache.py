"""Answer options built once each and shared.

Options are immutable values and a game offers the same few again and again (Pass, Pay 1 Gas, Move
to the compound), so building each distinct one, or each distinct tuple of them, once and sharing
it between prompts saves work on every answer. The caches are bounded: past CACHE_LIMIT entries
they start again empty.
"""
from __future__ import annotations

from .prompt import Option

_OPTIONS: dict[tuple, Option] = {}
_OPTION_SETS: dict[tuple, tuple[Option, ...]] = {}
CACHE_LIMIT = 50_000


def option(value: str, label: str, target: str | None = None, hint: str = "") -> Option:
    key = (value, label, target, hint)
    found = _OPTIONS.get(key)
    if found is None:
        if len(_OPTIONS) > CACHE_LIMIT:
            _OPTIONS.clear()
        found = _OPTIONS[key] = Option(value, label, target, hint)
    return found


# option_set(key): the options remembered under key, if any (the dict's own get: no frame of ours)
option_set = _OPTION_SETS.get


def remember_options(key: tuple, options: tuple[Option, ...]) -> tuple[Option, ...]:
    if len(_OPTION_SETS) > CACHE_LIMIT:
        _OPTION_SETS.clear()
    _OPTION_SETS[key] = options
    return options
