"""The face and scene caches: functools.lru_cache plus ``get`` and ``put``, so that a face can
be drawn ahead of time in stages (card_face_job) and handed to the cache when done."""
from __future__ import annotations

import functools
from collections import OrderedDict
from typing import Callable


class Memo:
    """functools.lru_cache for one function (cache_clear included), plus get and put, so a face
    can be drawn ahead of time in stages (card_face_job) and handed to the cache."""

    def __init__(self, function: Callable, maxsize: int) -> None:
        self.function = function
        self.maxsize = maxsize
        self._cache: OrderedDict = OrderedDict()
        functools.update_wrapper(self, function)

    def __call__(self, *args):
        value = self.get(*args)
        if value is None:
            value = self.function(*args)
            self.put(args, value)
        return value

    def get(self, *args):
        value = self._cache.get(args)
        if value is not None:
            self._cache.move_to_end(args)
        return value

    def put(self, args: tuple, value) -> None:
        self._cache[args] = value
        self._cache.move_to_end(args)
        while len(self._cache) > self.maxsize:
            self._cache.popitem(last=False)

    def cache_clear(self) -> None:
        self._cache.clear()


def memo(maxsize: int) -> Callable[[Callable], Memo]:
    return lambda function: Memo(function, maxsize)


__all__ = ["Memo", "memo"]
