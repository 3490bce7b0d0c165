"""The tooltips of the figures (Farmers and Market's at the door, Our Street's there and on the Findings Pile),
the Our Street cards, and Farmers and Market's Market panel, a ware on a stall and what is left to pay with
(rules/figures.py, rules/our_street.py, rules/farmers_market.py)."""
from __future__ import annotations

from typing import Any

from .words import goods_list, goods_name, goods_value, plural, record

TOLERANCE_MOST = 5


def figure_tip(view: dict, rest: str, content: Any = None) -> str:
    """A figure's tooltip: ``<kind>`` at the door (the Outside space), ``findings:<kind>`` on the Findings Pile."""
    at, _, kind = rest.rpartition(":")
    at = at or "outside"
    figure = record(content, "figures", kind)
    standing = ((view.get("figures") or {}).get(at) or {}).get(kind, 0)
    if figure is None or not standing:
        return ""
    if view.get("street"):               # Our Street: they do what its cards say, nothing else (L1342)
        where = "on the Outside space, by the door" if at == "outside" else "on the Findings Pile, on tonight's way out"
        return (f"{plural(standing, figure.name)} {where} ({figure.count} in the box). {figure.text} What they do "
                "is on the Our Street cards.")
    stays = ("They stay until seen off." if figure.stays else "Going out to one sends them on their way.")
    return (f"{plural(standing, figure.name)} at the door ({figure.count} in the box). {figure.text} The Outside "
            f"action may go out to them instead of drawing a Visitor: {figure.visit_label.lower()}. {stays}")


def street_tip(view: dict, card_id: str, content: Any = None) -> str:
    card = record(content, "street", card_id)
    if card is None:
        return ""
    return f"Our Street, card {card.order}: {card.name}. {card.text}"


def way_out_tip(view: dict, content: Any = None) -> str:
    pile = (view.get("figures") or {}).get("findings") or {}
    standing = [plural(n, getattr(record(content, "figures", kind), "name", kind)) for kind, n in sorted(pile.items()) if n]
    return ("The Findings Pile: figures here are out on the way the party takes tonight"
            + (f": {', '.join(standing)}." if standing else "; none now.")
            + " What they do is on the Our Street cards, as the party sets out.")


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
