"""What a Hit Z Road card face is drawn from: the card's drawn fields read leniently from a
card dict (``card_fields``), the epilogue's (``epilogue_fields``), the level colours, the
checked size, and the stable per-card seed every picture is laid out from."""
from __future__ import annotations

import hashlib
from typing import Mapping, NamedTuple, Sequence

from ....ui.art import PALETTE
from .compose import resolve_art

RESOURCES = ("ammo", "gas", "adrenaline")
LEVEL_ACCENTS = {1: PALETTE["road_yellow"], 2: (234, 128, 40), 3: (206, 46, 40)}
EPILOGUE_ACCENT = PALETTE["sky"]
ROMAN = {1: "I", 2: "II", 3: "III"}


class CardFields(NamedTuple):
    """The drawn fields of an adventure card, hashable for the caches."""

    id: str
    name: str
    level: int
    points: int
    zombies: int
    horde: int
    poker: str
    ammo: int
    gas: int
    adrenaline: int
    kind: str
    text: str
    art: tuple[str, ...] = ()  # the picture's drawn elements (compose.resolve_art); () = id-hash landmark


class EpilogueFields(NamedTuple):
    id: str
    name: str
    resource: str
    points: int
    text: str
    art: tuple[str, ...] = ()


def _int(value, low: int, high: int, default: int = 0) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return max(low, min(high, number))


def card_fields(card: Mapping) -> CardFields:
    """Read a card dict leniently: a modder's half-finished card should still
    draw, so missing or odd values fall back to harmless defaults."""
    scavenge = card.get("scavenge") or {}
    card_id, name = str(card.get("id", "")), str(card.get("name", ""))
    elements = resolve_art(card.get("art"), name)
    return CardFields(
        id=card_id,
        name=name,
        level=_int(card.get("level", 1), 1, 3, 1),
        points=_int(card.get("points", 0), 0, 99),
        zombies=_int(card.get("zombies", 0), 0, 99),
        horde=_int(card.get("horde", 0), 0, 3),
        poker=str(card.get("poker", "") or "").upper()[:1],
        ammo=_int(scavenge.get("ammo", 0), 0, 99),
        gas=_int(scavenge.get("gas", 0), 0, 99),
        adrenaline=_int(scavenge.get("adrenaline", 0), 0, 99),
        kind=str(card.get("kind", "none") or "none"),
        text=str(card.get("text", "") or ""),
        art=elements,
    )


def _size(size: Sequence[int]) -> tuple[int, int]:
    width, height = (int(v) for v in size)
    if width < 8 or height < 8:
        raise ValueError(f"card size must be at least 8x8, got {size!r}")
    return width, height


def _seed(card_id: str) -> int:
    # Python's hash() is salted per process; a digest keeps the art stable
    # between runs and machines.
    return int.from_bytes(hashlib.sha256(card_id.encode("utf-8")).digest()[:8], "big")


def epilogue_fields(card: Mapping) -> EpilogueFields:
    """Read an epilogue card dict (id, name, resource, points, text, optional art) leniently."""
    card_id, name = str(card.get("id", "")), str(card.get("name", ""))
    elements = resolve_art(card.get("art"), name)
    return EpilogueFields(
        id=card_id,
        name=name,
        resource=str(card.get("resource", "")),
        points=_int(card.get("points", 0), 0, 99),
        text=str(card.get("text", "") or ""),
        art=elements,
    )


__all__ = ["RESOURCES", "LEVEL_ACCENTS", "EPILOGUE_ACCENT", "ROMAN",
           "CardFields", "EpilogueFields", "card_fields", "epilogue_fields"]
