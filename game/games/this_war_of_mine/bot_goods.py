"""What goods are worth to the Leader bot's group now: `GoodsWorth`, the part of the bot's Table that prices
one more of each kind of goods (by what the group holds and will need over the nights left), reckons the
Wood and Components the wanted Fittings would take, reads a pile, and trades: what to give for a price
and what to buy from a trader's pool."""
from __future__ import annotations

from .bot_cards import WEAPON_DIE

# Who misses a kind of goods at Dawn when the Storage has none (their Spirit).
HABITS = {"cigarette": ("tomo", "vlado"), "coffee": ("mira", "senad"), "sugar": ("dino",), "book": ("ljuba", "danica"),
          "vegetable": ("nada",), "ammo": ("hasan",)}

KEPT_HABITS = ("book", "vegetable", "ammo")      # only looked at, never used up: one in the Storage does

# The Fittings worth building, best first while nothing else says otherwise.
WANTED_FITTINGS = ("gutter-barrel", "camp-bed", "workbench", "drum-heater", "kitchen-chair", "iron-bedstead",
                   "armchair", "garden-beds", "ducted-heater", "first-aid-corner", "bookshelf", "drying-rack",
                   "filtered-cistern", "shortwave-radio", "metalwork-bench", "chemists-bench", "tin-stove",
                   "brick-range", "gunsmith-bench", "pot-still")


class GoodsWorth:
    """The goods half of the bot's Table (bot_table.py), which sets the view, the tables, the group, the
    stock and the nights left that these prices read."""

    # --- goods ------------------------------------------------------------------------------------------
    def has(self, item: str) -> int:
        return self.stock.get(item, 0)

    def value(self, item: str) -> float:
        """What one more of `item` is worth to the group now, in State points."""
        if item not in self._values:
            self._values[item] = self._value(item)
        return self._values[item]

    def _value(self, item: str) -> float:
        people = max(1, len(self.group))
        horizon = min(self.nights + 1, 6)
        if self.nights <= 0 and not self.scavenging:
            horizon = 0.5
        tokens = self.t["tokens"]
        record = tokens.get(item)
        trade = 0.12 * record.value if record else 0.0
        if item == "water":
            need = people * horizon
            return 2.4 if self.has("water") < min(6, need) * 0.8 else 1.0
        if item in ("wood", "components"):
            if self.has(item) >= self.t["resources"][item].count - 1:
                return 0.2                         # the box is all but empty: more can't be had
            return 1.3 if self.has(item) < self.building_need(item) else 0.45
        if record is None:
            return 0.0
        if record.food or record.edible:
            points = {-2: 3.0, -1: 2.0}.get(record.food, 1.0)
            food = sum({-2: 3, -1: 2}.get(tokens[k].food, 1) * n for k, n in self.stock.items()
                       if k in tokens and (tokens[k].food or tokens[k].edible))
            starving = sum(1 for i in self.group if self.level(i, "hunger") >= 3)
            days = food / people / 2
            scarce = (3.0 if food < 2 * starving else 1.8 if days < 1 else 1.3 if days < 2 else
                      1.0 if days < min(horizon, 4) else 0.6)
            return points * scarce + trade
        if record.treats:
            need = any(self.level(i, "illness" if record.treats != "bandages" else "wounds") for i in self.group)
            base = {"meds": 4.5, "bandages": 4.5, "herbal_meds": 3.0}[record.treats]
            held = sum(self.has(k) for k in (("bandages",) if record.treats == "bandages" else ("meds", "herbal-meds")))
            plenty = 0.4 if held >= people + 1 else 1.0
            return (base + (2.5 if need else 0.0)) * plenty + trade * 0.5
        if record.weapon != "none":
            weapons = sum(n for k, n in self.stock.items() if k in tokens and tokens[k].weapon != "none")
            firearm = WEAPON_DIE[record.weapon] == "red"
            base = {"knife": 3.0, "hatchet": 4.5, "pistol": 3.0, "shotgun": 5.0, "assault_rifle": 4.5}[record.weapon]
            if firearm and not self.has("ammo"):
                base *= 0.6
            return base * (1.0 if weapons < 2 else 0.6) + trade
        if record.ammo:
            firearms = any(tokens[k].weapon in ("pistol", "shotgun", "assault_rifle") for k in self.stock if k in tokens)
            return (1.6 if firearms else 0.5) + trade
        if record.fatigue:                                   # alcohol: Misery -1 at Dawn, and the workshop's
            return 1.6 + trade
        if record.tool:
            kind = {"shovel": "rubble", "sawblade": "bars", "lockpick": "closed_door"}[record.tool]
            blocked = sum(1 for s in self.view["shelter"].values() if s["kind"] == kind)
            have = self.has(item)
            return (2.4 if blocked and not have else 0.9) + trade
        wanting = sum(1 for i in self.group if self.chars[i]["id"] in HABITS.get(item, ()))
        if wanting and self.has(item) < (1 if item in KEPT_HABITS else 2 * wanting):
            return 1.2 + 1.3 * wanting + trade
        parts = {"mechanical-part": 1.4, "electrical-part": 1.1, "filter": 0.9, "book": 1.0, "herb": 0.9,
                 "weapon-part": 0.5, "chems": 0.4, "shell": 0.2, "guitar": 0.8}
        return parts.get(item, 0.2) + trade

    def building_need(self, item: str) -> int:
        """How much Wood or Components the Fittings still wanted (and the Board-Ups) would take."""
        fittings = self.t["fittings"]
        built = {s["fitting"] for s in self.view["shelter"].values() if s["fitting"]}
        want = [f for f in self.view["fittings_deck"] if f not in built and f in WANTED_FITTINGS]
        need = sum(g.amount for f in want[:4] for g in fittings[f].cost if g.item == item)
        if item == "wood" and ("workbench" in built or "metalwork-bench" in built):
            boarded = sum(1 for s in self.view["shelter"].values() if s["board_up"])
            need += 3 * (3 - boarded)
        return max(need, 3)

    def goods_worth(self, goods) -> float:
        return sum(self.value(g.item) * g.amount for g in goods)

    def holds(self, goods, where: str = "here") -> bool:
        pile = self.here(where)
        return all(pile.get(g.item, 0) >= g.amount for g in goods)

    def here(self, where: str = "here") -> dict:
        if where == "here":
            where = "findings" if self.scavenging else "storage"
        return self.view["findings_pile"] if where == "findings" else self.view["storage"]

    # --- trade ------------------------------------------------------------------------------------------------
    def tradeable(self, offered: dict | None = None) -> dict:
        """Our tokens with a value, not yet offered (the Findings Pile while out, else the Storage)."""
        offered = offered or {}
        tokens = self.t["tokens"]
        return {k: n - offered.get(k, 0) for k, n in self.here().items()
                if k in tokens and tokens[k].value and n - offered.get(k, 0) > 0}

    def cover(self, mine: dict, value: int) -> list[str] | None:
        """The goods to give for `value` that the group misses least (None: it can't be covered)."""
        tokens = self.t["tokens"]
        items = sorted((k for k, n in mine.items() for _ in range(n)),
                       key=lambda k: (self.value(k) / tokens[k].value, -tokens[k].value, k))
        given, total = [], 0
        for item in items:
            if total >= value:
                break
            given.append(item)
            total += tokens[item].value
        if total < value:
            return None
        for item in sorted(given, key=lambda k: (tokens[k].value, k)):      # drop what is not needed
            if total - tokens[item].value >= value:
                given.remove(item)
                total -= tokens[item].value
        return given

    def best_want(self, pool: dict, wanted: dict, mine: dict) -> tuple[str | None, float]:
        """The one thing in a trader's pool most worth buying with what we can spare, and what it gains."""
        tokens = self.t["tokens"]
        best, gain = None, 0.4
        for item, n in sorted(pool.items()):
            if n - wanted.get(item, 0) <= 0 or item not in tokens:
                continue
            cover = self.cover(mine, tokens[item].value)
            if cover is None:
                continue
            net = self.value(item) - sum(self.value(k) for k in cover)
            if net > gain:
                best, gain = item, net
        return best, gain

    def trade_worth(self, pool, commission: int) -> float:
        """What a trade is likely worth: its commission paid with what we miss least, then the best buy."""
        mine = self.tradeable()
        fee = self.cover(mine, commission) if commission else []
        if fee is None:
            return 0.0
        for item in fee:
            mine[item] -= 1
        pool = {g.item: g.amount for g in pool}
        total, wanted = 0.0, {}
        for _ in range(3):
            item, gain = self.best_want(pool, wanted, {k: n for k, n in mine.items() if n})
            if item is None:
                break
            for given in self.cover(mine, self.t["tokens"][item].value) or []:
                mine[given] -= 1
            wanted[item] = wanted.get(item, 0) + 1
            total += gain
        return max(0.0, total - sum(self.value(k) for k in fee))
