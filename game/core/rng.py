"""The seeded random generator every game draws from.

It lives inside the match state and is saved with it, so a seed plus the list
of answers replays a game exactly. Tests script outcomes with `force`.
"""
from __future__ import annotations

import random
from collections import deque
from typing import Any, MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A seeded generator whose state round-trips through JSON.

    `draws` counts every random decision; the match compares it before and
    after an answer to know that the answer consumed randomness and so
    cannot be undone.
    """

    __slots__ = ("seed", "draws", "_random", "_forced")

    def __init__(self, seed: int) -> None:
        self.seed = int(seed)
        self.draws = 0
        self._random = random.Random(self.seed)
        self._forced: deque[Any] = deque()

    # --- the test hook -------------------------------------------------
    def force(self, *outcomes: Any) -> None:
        """Script the next random decisions, in order.

        Each outcome is used by the next call to `below`, `choice`, `roll`
        or `shuffle`: an int is taken as the index (`below`, `choice`,
        `roll`), any other value must be one of the sequence's items
        (`choice`, `roll`), and a list is the exact result of a `shuffle`.
        A forced outcome that does not fit raises ValueError at once, so a
        test never silently plays a different game than it meant to.
        """
        self._forced.extend(outcomes)

    @property
    def forced_pending(self) -> int:
        return len(self._forced)

    # --- drawing -------------------------------------------------------
    # random.Random.randrange(n) is _randbelow(n) for every n > 0 (CPython 3.11 to 3.13): calling it
    # directly draws the very same numbers, without randrange's argument handling on every die.
    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError(f"cannot draw below {n}")
        self.draws += 1
        if self._forced:
            forced = self._forced.popleft()
            if not isinstance(forced, int) or isinstance(forced, bool) or not 0 <= forced < n:
                raise ValueError(f"forced outcome {forced!r} is not an index below {n}")
            return forced
        return self._random._randbelow(n)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("cannot choose from an empty sequence")
        self.draws += 1
        if self._forced:
            return self._forced_pick(self._forced.popleft(), items)
        return items[self._random._randbelow(len(items))]

    roll = choice  # a die is a choice among its faces

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.draws += 1
        if self._forced:
            forced = self._forced.popleft()
            if not isinstance(forced, (list, tuple)) or sorted(map(repr, forced)) != sorted(map(repr, items)):
                raise ValueError(f"forced order {forced!r} is not a permutation of {list(items)!r}")
            items[:] = list(forced)
            return
        self._random.shuffle(items)

    def fork_seed(self) -> int:
        """A seed for a separate generator (a bot's), drawn from this one."""
        self.draws += 1
        return self._random.getrandbits(48)

    @staticmethod
    def _forced_pick(forced: Any, items: Sequence[T]) -> T:
        if isinstance(forced, int) and not isinstance(forced, bool):
            if not 0 <= forced < len(items):
                raise ValueError(f"forced index {forced} is out of range for {len(items)} items")
            return items[forced]
        if forced in items:
            return forced
        raise ValueError(f"forced outcome {forced!r} is not one of {list(items)!r}")

    # --- persistence ---------------------------------------------------
    def to_json(self) -> dict:
        version, internal, gauss = self._random.getstate()
        return {"seed": self.seed, "draws": self.draws, "state": [version, list(internal), gauss],
                "forced": list(self._forced)}

    @classmethod
    def from_json(cls, data: dict) -> "Rng":
        rng = cls(data["seed"])
        version, internal, gauss = data["state"]
        rng._random.setstate((version, tuple(internal), gauss))
        rng.draws = int(data["draws"])
        rng._forced = deque(data.get("forced", []))
        return rng
