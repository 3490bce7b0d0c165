"""Plain data the Hit Z Road table reads from the view and the content, without pygame.

* ``card_dict`` turns a card record (the content's frozen dataclass, or the view's "info"
  dict) into the plain dict card_art draws and the tooltips read;
* ``token_kind`` names the special token a token id stands for;
* ``CardBook`` looks cards (and other records) up in the content, caching the card dicts;
* the view readers (``seats_by_number``, ``card_infos``, ``auction_occupants``,
  ``resolved_card``, ``epilogue_unscored``) answer questions several table regions ask.

Everything here is a pure function of its arguments (pygame is never imported), so the
tooltips built on it can be tested without a display.
"""
from __future__ import annotations

from typing import Any

from ....core.jsondata import int_or
from ..effects import TOKENS as SPECIAL_TOKENS

RESOURCES = ("ammo", "gas", "adrenaline")


_int = int_or


def _fields(record: Any) -> dict:
    if isinstance(record, dict):
        return dict(record)
    names = getattr(record, "__dataclass_fields__", None)
    if names is None:
        names = [n for n in dir(record) if not n.startswith("_")]
    return {name: getattr(record, name) for name in names if hasattr(record, name)}


def card_dict(record: Any) -> dict:
    """A card record (the content's frozen dataclass, or the view's "info" dict) as the plain
    dict card_art.card_face reads: id, name, level, points, zombies, horde, poker,
    scavenge {ammo, gas, adrenaline}, kind, text, effects."""
    data = _fields(record)
    scavenge = data.get("scavenge")
    if scavenge is not None and not isinstance(scavenge, dict):
        scavenge = _fields(scavenge)
    data["scavenge"] = {res: _int((scavenge or {}).get(res, 0)) for res in RESOURCES}
    for key, default in (("id", ""), ("name", "?"), ("poker", ""), ("kind", "none"), ("text", "")):
        if data.get(key) is None:
            data[key] = default
    for key, default in (("level", 1), ("points", 0), ("zombies", 0), ("horde", 0)):
        data[key] = _int(data.get(key), default)
    effects = data.get("effects") or ()
    data["effects"] = [op if isinstance(op, dict) else {"op": getattr(op, "op_name", type(op).__name__)}
                       for op in effects]
    return data


def record_fields(record: Any) -> dict:
    """Any record (a dataclass, or a dict) as a plain dict of its fields."""
    return _fields(record)


def token_kind(token_id: Any) -> str | None:
    """The special token a token id names: "molotov", "molotov-2", "molotov:1" -> "molotov"."""
    token_id = str(token_id)
    for kind in SPECIAL_TOKENS:
        if token_id == kind or token_id.startswith((kind + "-", kind + ":", kind + "#")):
            return kind
    return None


class CardBook:
    """The content's records, and its cards as card dicts (cached per card id)."""

    def __init__(self, content: Any) -> None:
        self.content = content
        self._card_dicts: dict[str, dict] = {}

    def record(self, table: str, item_id: str) -> Any:
        """The record item_id of the content's table, or None."""
        try:
            return self.content.table(table).get(item_id)
        except Exception:
            return None

    def card(self, card_id: str, infos: dict | None = None) -> dict | None:
        """The card as a plain dict: from the content (cached), else from the view's "info"
        (``infos``: card id -> info dict, see card_infos)."""
        data = self._card_dicts.get(card_id)
        if data is not None:
            return data
        record = self.record("cards", card_id)
        if record is None:
            info = infos.get(card_id) if infos is not None else None
            if info is None:
                return None
            data = card_dict(info)
            data["id"] = card_id
            return data
        data = card_dict(record)
        data["id"] = card_id
        self._card_dicts[card_id] = data
        return data


# ---------------------------------------------------------------------------
# Reading the view
# ---------------------------------------------------------------------------
def seats_by_number(view: dict) -> dict[int, dict]:
    """The view's seats by seat number (a seat without one by its place in the list)."""
    seats: dict[int, dict] = {}
    for i, seat in enumerate(s for s in (view.get("seats") or []) if isinstance(s, dict)):
        seats[_int(seat.get("seat"), i)] = seat
    return seats


def card_infos(view: dict) -> dict[str, dict]:
    """The "info" dicts the view carries for the cards on the paths, by card id."""
    infos: dict[str, dict] = {}
    for path in view.get("paths") or []:
        for card in (path.get("cards") or []) if isinstance(path, dict) else []:
            if isinstance(card, dict) and card.get("id") and isinstance(card.get("info"), dict):
                infos[str(card["id"])] = card["info"]
    return infos


def auction_of(view: dict) -> dict:
    """The view's auction part ({} when there is none)."""
    return view.get("auction") if isinstance(view.get("auction"), dict) else {}


def max_bid(view: dict) -> int:
    """The auction track's top space (10 unless the view says otherwise)."""
    return max(1, _int(auction_of(view).get("max_bid"), 10))


def auction_occupants(view: dict, seats: dict[int, dict]) -> dict[int, list[dict]]:
    """Which seats' markers stand on each auction space: their bids while the auction or the
    payment is on, else all on 0 (eliminated seats have no marker)."""
    bids = {str(k): _int(v) for k, v in (auction_of(view).get("bids") or {}).items()}
    live = view.get("phase") in ("auction", "payment")
    occupants: dict[int, list[dict]] = {}
    for seat_no, seat in seats.items():
        if seat.get("eliminated"):
            continue
        occupants.setdefault(bids.get(str(seat_no), 0) if live else 0, []).append(seat)
    return occupants


def resolved_card(view: dict) -> str | None:
    """The card being resolved: the one fought, else the encounter's (named, or face up in
    the encounter's path and slot); None when there is none."""
    fight = view.get("fight")
    if isinstance(fight, dict) and fight.get("card"):
        return str(fight["card"])
    enc = view.get("encounter")
    if isinstance(enc, dict):
        if enc.get("card"):
            return str(enc["card"])
        for path in view.get("paths") or []:
            if isinstance(path, dict) and enc.get("path") is not None and \
                    _int(path.get("index"), -1) == _int(enc.get("path"), -2):
                cards = path.get("cards") or []
                k = _int(enc.get("card_index"), -1)
                if 0 <= k < len(cards) and isinstance(cards[k], dict) and cards[k].get("face_up"):
                    return cards[k].get("id")
    return None


def epilogue_entries(view: dict) -> list[dict]:
    """The epilogue cards of a finished game (dicts only)."""
    return [e for e in (view.get("epilogue") or []) if isinstance(e, dict)]


def epilogue_unscored(view: dict, seats: dict[int, dict]) -> bool:
    """True when the epilogue isn't scored: only when two or more groups reach L.A. is it."""
    left = sum(1 for seat in seats.values() if not seat.get("eliminated"))
    return left <= 1 and all(e.get("winner") is None for e in epilogue_entries(view))


def is_over(view: dict) -> bool:
    """The game has ended (the phase says so, or there is an outcome)."""
    return view.get("phase") == "over" or bool(view.get("outcome"))


__all__ = ["RESOURCES", "SPECIAL_TOKENS", "int_or", "card_dict", "record_fields", "token_kind", "CardBook",
           "seats_by_number", "card_infos", "auction_of", "max_bid", "auction_occupants", "resolved_card",
           "epilogue_entries", "epilogue_unscored", "is_over"]
