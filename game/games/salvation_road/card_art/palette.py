"""The ruined-town palette of Salvation Road's pieces, and the size and seed rules every drawing
function shares (sizes checked before drawing, seeds stable across processes)."""
from __future__ import annotations

import hashlib
from typing import Sequence

# The ruined-town palette.
SR = {
    "soot": (22, 22, 22),
    "rust": (160, 78, 38),
    "rust_light": (210, 124, 64),
    "rust_dark": (92, 44, 26),
    "hazard": (232, 164, 46),
    "hero": (110, 172, 236),
    "survivor": (236, 98, 76),
    "paper": (230, 224, 206),
    "ink": (30, 28, 26),
    "bone": (238, 230, 212),
}
APOCALYPSE_COLORS = {
    "death": (54, 52, 58),
    "war": (158, 36, 30),
    "famine": (196, 140, 44),
    "pestilence": (92, 128, 50),
}
DIE_BODIES = {"blue": (44, 92, 170), "red": (168, 34, 30)}

SCENE_SUPERSAMPLE = 2        # town and road pictures are drawn this many times larger, then scaled down
CLEAR = (0, 0, 0, 0)


def stable_seed(key: str) -> int:
    """A seed for the random look of a piece, the same in every process."""
    # hash() is salted per process; a digest keeps the art stable everywhere.
    return int.from_bytes(hashlib.sha256(str(key).encode("utf-8")).digest()[:8], "big")


def card_size(size: Sequence[int], minimum: int = 8) -> tuple[int, int]:
    """A card's (width, height), refused under minimum x minimum."""
    width, height = (int(v) for v in size)
    if width < minimum or height < minimum:
        raise ValueError(f"size must be at least {minimum}x{minimum}, got {size!r}")
    return width, height


def piece_side(size: int) -> int:
    """A square piece's side, refused under 4 px."""
    size = int(size)
    if size < 4:
        raise ValueError(f"size must be at least 4, got {size}")
    return size


__all__ = ["SR", "APOCALYPSE_COLORS", "DIE_BODIES", "SCENE_SUPERSAMPLE", "CLEAR", "stable_seed", "card_size",
           "piece_side"]
