"""The Leader bot's answers for Farmers and Market: where the farm Fittings stand, what going to the Market
and going out to a figure at the door are worth among the day's actions, which stall to buy from and with
which tokens (the cheapest to part with for their value first), and never haggling or stealing: a Tolerance
lost is the Market lost (rules/farmers_market.py)."""
from __future__ import annotations

from .bot_ops import DOOR_DAYS
from .bot_reading import Reader, best_of
from .effects import StateOp
from .rules.farmers_market import STALLS, STREET

MARKET_SHARE = 0.9       # the best of three stalls, reckoned from a stall's mean worth (the deck is unseen)
BUY_MARGIN = 0.3         # a ware is bought when it is worth this much more than what pays for it


def _tokens(r: Reader, held: dict | None = None) -> dict:
    tokens = r.t["tokens"]
    pile = held if held is not None else r.view["storage"]
    return {k: n for k, n in pile.items() if n and k in tokens and tokens[k].value}


def payment(r: Reader, price: int, held: dict | None = None) -> tuple[list[str], float]:
    """The tokens that pay `price` at the least worth to the group (the cheapest for their value first; the
    last one the smallest that closes the gap), and what they are worth; ([], inf) when they can't."""
    tokens = r.t["tokens"]
    left = dict(_tokens(r, held))
    given, cost, paid = [], 0.0, 0
    while paid < price:
        if not left:
            return [], float("inf")
        gap = price - paid
        closing = [k for k in left if tokens[k].value >= gap]
        pick = (min(closing, key=lambda k: (r.value(k), k)) if closing else
                min(left, key=lambda k: (r.value(k) / tokens[k].value, k)))
        given.append(pick)
        cost += r.value(pick)
        paid += tokens[pick].value
        left[pick] -= 1
        if not left[pick]:
            del left[pick]
    return given, cost


def ware_worth(r: Reader, ware: str, who: int | None, price: int | None = None) -> float:
    """What buying the ware is worth, net of what pays for it."""
    card = r.t["wares"][ware]
    _given, cost = payment(r, card.price if price is None else price)
    story = r.script_worth(card.script, who, 1) if card.script else 0.0
    return r.goods_worth(card.goods) + story - cost


class MarketAnswers:
    """LeaderBot's answers of Farmers and Market."""

    def _work_worth(self, r: Reader, who: int, value: str, rubble) -> float:
        kind, _, rest = value.partition(":")
        if kind == "market":
            return self._market_worth(r, who)
        if kind == "figure":
            return self._door_worth(r, who, rest)
        return super()._work_worth(r, who, value, rubble)

    def _market_worth(self, r: Reader, who: int) -> float:
        actors = self._actors(r)
        if not actors or who != actors[0]:
            return -1.0                                   # one at the Market is plenty
        wares = list(r.t["wares"])
        mean = sum(max(0.0, ware_worth(r, w, who)) for w in wares) / max(1, len(wares))
        street = STREET / 10 * -r.worth((StateOp("wounds", 1),), who)
        return MARKET_SHARE * min(STALLS, len(wares)) / STALLS * mean - street

    def _door_worth(self, r: Reader, who: int, kind: str) -> float:
        """Going out to the figure: its visit, and for one that stays until seen off, the Dawns it would
        cost if left there."""
        record = r.t["figures"][kind]
        worth = r.worth(record.visit, who)
        if record.stays:
            worth -= 0.5 * min(DOOR_DAYS, r.nights + 1) * r.worth(record.dawn, None)
        return worth

    def _farm_setup(self, r: Reader, prompt, opts):
        return next((v for v, _l, _t in opts if v.startswith("place:")), opts[0][0])

    def _market(self, r: Reader, prompt, opts):
        market = r.view["under_way"].get("market") or {}
        who = market.get("who")
        buys = [v.partition(":")[2] for v, _l, _t in opts if v.startswith("buy:")]
        worth = {ware: ware_worth(r, ware, who, self._price(r, ware)) for ware in buys}
        best = best_of(buys, worth.get)
        return f"buy:{best}" if best is not None and worth[best] > BUY_MARGIN else "leave"

    def _market_pay(self, r: Reader, prompt, opts):
        market = r.view["under_way"]["market"]
        ware = market["buying"]
        tokens = r.t["tokens"]
        paid = sum(tokens[k].value * n for k, n in market["paid"].items())
        held = {k: n - market["paid"].get(k, 0) for k, n in r.view["storage"].items()}
        given, _cost = payment(r, self._price(r, ware) - paid, held)
        return f"give:{given[0]}" if given and f"give:{given[0]}" in {v for v, _l, _t in opts} else "back"

    @staticmethod
    def _price(r: Reader, ware: str) -> int:
        market = r.view["under_way"].get("market") or {}
        return r.t["wares"][ware].price - (market.get("haggled") or {}).get(ware, 0)
