"""The tooltips of Farmers and Market: a figure at the door, the Market panel, a ware on a stall and what
is left to pay with (rules/farmers_market.py)."""
from __future__ import annotations

from typing import Any

from .words import goods_list, goods_name, goods_value, plural, record

TOLERANCE_MOST = 5


def figure_tip(view: dict, kind: str, content: Any = None) -> str:
    figure = record(content, "figures", kind)
    standing = (view.get("figures") or {}).get(kind, 0)
    if figure is None or not standing:
        return ""
    stays = ("They stay until seen off." if figure.stays else "Going out to one sends them on their way.")
    return (f"{plural(standing, figure.name)} at the door ({figure.count} in the box). {figure.text} The Outside "
            f"action may go out to them instead of drawing a Visitor: {figure.visit_label.lower()}. {stays}")


def tolerance_words(view: dict) -> str:
    tolerance = view.get("tolerance")
    if tolerance is None:
        return ""
    if not tolerance:
        return "The Market's Tolerance is 0: it deals with you no more."
    return (f"The Market's Tolerance: {tolerance} of {TOLERANCE_MOST}. A fair price paid raises it by 1; a failed "
            "haggle lowers it by 1, a theft by 2 (by 1 if caught); at 0 the Market deals with you no more.")


def market_tip(view: dict, content: Any = None) -> str:
    market = (view.get("under_way") or {}).get("market")
    if not market:
        return tolerance_words(view)
    stalls = [getattr(record(content, "wares", w), "name", w) for w in market.get("stalls") or []]
    return (f"The Market: {', '.join(stalls) or 'no stall left'}. One deal a visit: buy for tokens worth the "
            "price (no change given), haggle first (6-10: 2 off), or steal. " + tolerance_words(view))


def ware_tip(view: dict, rest: str, content: Any = None) -> str:
    """A stall (``ware:<id>``) or one of its goods (``ware:<id>:goods:<item>``)."""
    ware, _, item = rest.partition(":goods:")
    card = record(content, "wares", ware)
    market = (view.get("under_way") or {}).get("market") or {}
    if card is None or ware not in (market.get("stalls") or []):
        return ""
    if item:
        return f"{goods_name(content, item)} (value {goods_value(content, item)}), sold at the {card.name}'s stall."
    off = (market.get("haggled") or {}).get(ware, 0)
    price = f"{card.price - off} (haggled down from {card.price})" if off else str(card.price)
    sold = goods_list(content, {g.item: g.amount for g in card.goods})
    return f"{card.name}: {card.text} Sells {sold}, for tokens worth {price}."


def pay_with_tip(view: dict, item: str, content: Any = None) -> str:
    return f"{goods_name(content, item)} (value {goods_value(content, item)}) in the Storage, to pay with."
