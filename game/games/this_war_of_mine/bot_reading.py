"""What the Leader bot reads off the table: the group as it stands, what each State level costs, what each
kind of goods is worth to the group now, how many days the war has left, what a list of ops would do for
or to the group (the book of scripts followed a few pages ahead), and the odds of the combat dice. It reads
the view and the printed cards only (public knowledge); never the state."""
from __future__ import annotations

import functools

BAD_STATES = ("hunger", "misery", "wounds", "illness")
# What a State level costs (4 is death, or asleep for Fatigue); the steps rise where black markers and death come.
LEVEL_COST = {"hunger": (0, 0.6, 1.8, 6.0, 30.0), "misery": (0, 2.0, 4.5, 9.5, 30.0),
              "wounds": (0, 2.8, 6.0, 11.0, 30.0), "illness": (0, 2.2, 4.8, 9.5, 30.0),
              "fatigue": (0, 0.2, 1.0, 2.4, 5.0)}
# An untreated wound or illness festers (most Fate cards raise it at Dawn): each level costs more with
# nothing at hand to treat it.
UNTREATED = {"wounds": (0, 4.5, 9.0, 16.0, 30.0), "illness": (0, 3.5, 7.5, 14.0, 30.0)}
DEATH = 30.0
NOISE_ROLLS_AHEAD = 2.5          # how many more rolls for the Noise a raised Noise is expected to meet
DIE_FACES = {"gray": ("blank", "blank", "blank", "1", "1", "script"),
             "yellow": ("blank", "1", "1", "2", "hatchet", "script"),
             "red": ("out_of_ammo", "1", "2", "2", "shotgun", "script")}
WEAPON_DIE = {"none": "gray", "knife": "yellow", "hatchet": "yellow", "pistol": "red", "shotgun": "red",
              "assault_rifle": "red"}
INSTANT = {"hatchet": "hatchet", "shotgun": "shotgun"}


@functools.lru_cache(maxsize=1)
def _content():
    from .rules import RULES
    return RULES.base_content()


def tables() -> dict:
    return _content().tables


@functools.lru_cache(maxsize=None)
def die_odds(weapon: str, rerolls: int) -> tuple[float, float]:
    """(expected icons, chance of the weapon's own instant face) of a roll taken again while it deals nothing."""
    faces = DIE_FACES[WEAPON_DIE[weapon]]
    instant = INSTANT.get(weapon)
    hits = [int(f) if f.isdigit() else 0 for f in faces]
    nothing = sum(1 for f, h in zip(faces, hits) if not h and f != instant) / len(faces)
    icons, kill, carry = 0.0, 0.0, 1.0
    for _ in range(rerolls + 1):
        icons += carry * sum(hits) / len(faces)
        kill += carry * (faces.count(instant) / len(faces) if instant else 0.0)
        carry *= nothing
    return icons, kill


@functools.lru_cache(maxsize=1)
def labels_to_choose() -> dict:
    """Every `choose` op in the cards, by its options' labels (a prompt shows only the labels)."""
    from ...core.effects import walk_ops
    found: dict = {}
    for table in tables().values():
        for row in table.values():
            for field in getattr(row, "__dataclass_fields__", {}):
                value = getattr(row, field, None)
                for ops in _op_lists(value):
                    for op, _depth in walk_ops(ops):
                        if op.op_name == "choose":
                            found.setdefault(tuple(o.label for o in op.options), op)
    return found


def _op_lists(value):
    if isinstance(value, tuple) and value and hasattr(value[0], "op_name"):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            for field in getattr(item, "__dataclass_fields__", {}):
                yield from _op_lists(getattr(item, field, None))


class Table:
    """The view read once for one decision: the group, the goods and what they are worth now."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.t = tables()
        self.chars = view["characters"]
        self.group = [i for i, p in enumerate(self.chars) if p["alive"] and not p["left"]]
        self.home = [i for i in self.group if not self.chars[i]["away"]]
        self.scavenging = view["phase"] == "scavenging" and view["scene"] is not None
        self.stock = dict(view["storage"])
        choosing = view["under_way"].get("choosing")
        extra = choosing["carried"] if choosing else view["findings_pile"]
        for item, n in extra.items():
            self.stock[item] = self.stock.get(item, 0) + n
        self.last_day = "ceasefire" in view["rules_on"]
        self.nights = self.nights_left()
        self._values: dict = {}
        self._scripts: dict = {}
        self.worse = 0
        self._goal = self.objective_goal()
        self._levels = dict(LEVEL_COST)
        if not self.can_treat("bandages"):
            self._levels["wounds"] = UNTREATED["wounds"]
        if not self.can_treat("meds"):
            self._levels["illness"] = UNTREATED["illness"]

    def can_treat(self, kind: str) -> bool:
        """Whether a wound (or an illness) taken now could be treated: a token at hand, or a Fitting that
        treats with what the Storage holds."""
        items = ("bandages",) if kind == "bandages" else ("meds", "herbal-meds")
        if any(self.has(k) for k in items):
            return True
        built = {s["fitting"] for s in self.view["shelter"].values() if s["fitting"]}
        if kind == "bandages":
            return "first-aid-corner" in built and self.has("alcohol") > 0
        return "chemists-bench" in built and self.has("alcohol") > 0 and (self.has("herb") or self.has("chems") >= 2)

    # --- people ---------------------------------------------------------------------------------------
    def level(self, i: int, state: str) -> int:
        return self.chars[i]["states"].get(state, 0)

    def card(self, i: int):
        return self.t["characters"][self.chars[i]["id"]]

    def name_of(self, i: int) -> str:
        return self.card(i).name

    def weight(self, i: int) -> float:
        return 1.35 if self.chars[i]["starting"] else 1.0

    def cost(self, i: int, state: str, level: int) -> float:
        level = max(0, min(4, level))
        value = self._levels[state][level]
        if self.nights <= 1 and self.chars[i]["starting"] and state in BAD_STATES and level == 3:
            value += 6.0                           # SURVIVE is judged at the end of the last day
        goal = self._goal
        if goal and goal[0] == state and level > goal[1]:
            value += goal[2]                       # the Chapter's Objective, judged at the next Chapter card
        return value * self.weight(i)

    def change(self, i: int, state: str, amount: int, set_to: int = -1) -> float:
        """What raising (or lowering) a State costs (negative: a gain). `worse` reads every State one level
        higher than it is (for what will fall due later, when things may have got worse meanwhile)."""
        now = min(4, self.level(i, state) + (self.worse if state in BAD_STATES else 0))
        after = set_to if set_to >= 0 else max(0, min(4, now + amount))
        return self.cost(i, state, after) - self.cost(i, state, now)

    def markers(self, i: int) -> int:
        table = self.t["states"]
        states = self.chars[i]["states"]
        return max((table[s].markers[lv - 1] for s, lv in states.items() if lv > 0), default=0)

    def wound_cost(self, i: int) -> float:
        return self.change(i, "wounds", 1)

    def death_cost(self, i: int) -> float:
        """Losing this Character: the life (a starting one counts more), less what their States cost now."""
        return DEATH * self.weight(i) - sum(self.cost(i, s, self.level(i, s)) for s in BAD_STATES) * 0.5

    def treatment_gain(self, i: int, item: str) -> float:
        """What a treatment token on this Character is expected to save at the next Dawn, over the Fate
        cards' treatment rows (and a little for the Dawns after, when the card leaves it on)."""
        person = self.chars[i]
        fates = list(self.t["fate"].values())
        total = 0.0
        for card in fates:
            without, _held = self._after_fate(person, card.treatment, person["treatments"])
            with_it, held = self._after_fate(person, card.treatment, person["treatments"] + [item])
            total += sum(self.cost(i, s, without.get(s, 0)) - self.cost(i, s, with_it.get(s, 0)) for s in BAD_STATES)
            if held.count(item) > person["treatments"].count(item):
                total += 0.3
        return total / max(1, len(fates))

    @staticmethod
    def _after_fate(person: dict, ops, treatments: list) -> tuple[dict, list]:
        levels = dict(person["states"])
        held = list(treatments)
        for op in ops:
            if op.op_name == "discard_treatment":
                held = [t for t in held if t != op.kind.replace("_", "-")]
            elif op.op_name == "state" and op.who == "all":
                if levels.get(op.state, 0) < op.only_at_least or not treated({"treatments": held}, op.treated):
                    continue
                levels[op.state] = max(0, min(4, levels.get(op.state, 0) + op.amount))
        return levels, held

    # --- the war's clock ------------------------------------------------------------------------------
    def nights_left(self) -> float:
        """Nights still to come after tonight (expected), from the Events deck's known make-up."""
        if self.last_day:
            return 0.0
        before_two, before_three = {"normal": (3, 4), "hard": (4, 5), "hardcore": (5, 6)}.get(
            self.view["difficulty"], (3, 4))
        left = self.view["decks"]["events_deck"]
        total = 3 + before_two + before_three + 3
        drawn = total - left
        chapters = (1 + before_two, 2 + before_two + before_three)
        first_end = 3 + before_two + before_three
        endings = [e for e in range(max(first_end, drawn), total)]
        if not endings:
            return 0.0
        nights = []
        for end in endings:
            mornings = (end - drawn + 1) - sum(1 for c in chapters if drawn <= c <= end)
            nights.append(mornings)
        return sum(nights) / len(nights)

    def objective_goal(self) -> tuple[str, int, float] | None:
        """(State, the most it may be, what going over costs each Character) of the current Objective, once
        its Chapter is about to end (on its last day for a Dusk target, a day sooner for the others)."""
        objectives = self.view["objectives"]
        if not objectives:
            return None
        goal = OBJECTIVE_GOALS.get(objectives[0])
        days = self.chapter_days()
        if goal is None or days > 1 or (goal[0] == "hunger" and days > 0):
            return None
        return goal

    def chapter_days(self) -> int:
        """Days after today before the next Chapter card resolves the current Objective (99: none to come)."""
        before_two, before_three = {"normal": (3, 4), "hard": (4, 5), "hardcore": (5, 6)}.get(
            self.view["difficulty"], (3, 4))
        total = 3 + before_two + before_three + 3
        drawn = total - self.view["decks"]["events_deck"]
        for index in (1 + before_two, 2 + before_two + before_three):
            if index >= drawn:
                return index - drawn
        return 99

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

    # --- quantities the cards count -----------------------------------------------------------------------
    def quantity(self, actor: int | None, what: str) -> int:
        if what.startswith("self_"):
            attribute = what[len("self_"):]
            if actor is None:
                return 0
            if attribute in ("prowess", "empathy"):
                return getattr(self.card(actor), attribute)
            return self.level(actor, attribute)
        if what.startswith("most_"):
            return max((self.level(i, what[len("most_"):]) for i in self.group), default=0)
        board_ups = sum(1 for s in self.view["shelter"].values() if s["board_up"])
        counts = {"noise": self.view["noise"], "cold": self.view["cold"],
                  "cold_less_board_ups": max(0, self.view["cold"] - board_ups), "characters": len(self.group),
                  "day": self.view["day"], "unknown_left": self.view["decks"].get("unknown", 0),
                  "present": len(self.present()), "board_ups": board_ups,
                  "guards": sum(1 for i in self.group if self.chars[i]["place"] == "guard")}
        return counts.get(what, 0)

    def present(self) -> list[int]:
        return [i for i in self.home if (self.chars[i]["place"] == "scavenging") == self.scavenging]

    def party(self) -> list[int]:
        return [i for i in self.group if self.chars[i]["place"] == "scavenging"]


# The Objectives judged on the group's States: (State, the most each may have, what missing it costs each).
OBJECTIVE_GOALS = {"nobody-goes-hungry": ("hunger", 0, 3.0), "hold-on-to-each-other": ("misery", 1, 2.5),
                   "keep-the-fever-out": ("illness", 0, 2.0), "no-wounded": ("wounds", 0, 2.0)}

# Who misses a kind of goods at Dawn when the Storage has none (their Spirit).
HABITS = {"cigarette": ("tomo", "vlado"), "coffee": ("mira", "senad"), "sugar": ("dino",), "book": ("ljuba", "danica"),
          "vegetable": ("nada",), "ammo": ("hasan",)}

KEPT_HABITS = ("book", "vegetable", "ammo")      # only looked at, never used up: one in the Storage does

# The Fittings worth building, best first while nothing else says otherwise.
WANTED_FITTINGS = ("gutter-barrel", "camp-bed", "workbench", "drum-heater", "kitchen-chair", "iron-bedstead",
                   "armchair", "garden-beds", "ducted-heater", "first-aid-corner", "bookshelf", "drying-rack",
                   "filtered-cistern", "shortwave-radio", "metalwork-bench", "chemists-bench", "tin-stove",
                   "brick-range", "gunsmith-bench", "pot-still")


# --- what ops would do --------------------------------------------------------------------------------
ENCOUNTER_AT_LEAST = 3.0  # being heard never costs less than this: who comes is rarely good news
BOARD_UP = 1.5            # a Board-Up, each night it stays: a point off every Night Raid card and off the Cold
CARD_VALUE = 1.5          # one more card of the Unknown deck, while the party still has room to carry
SCRIPT_DEPTH = 4
RULE_WORTH = {"two_night_raids": -6.0, "no_night_raid": 2.0, "no_outside": -0.3, "no_scavenging": -4.0,
              "snipers": -2.0, "double_cold": -1.0, "water_rationing": -2.0, "dear_trade": -0.5}


class Reader(Table):
    """The view with a judgement of ops: what running them would be worth to the group, in State points."""

    def __init__(self, view: dict) -> None:
        super().__init__(view)
        self._encounter: float | None = None
        self._rows: dict = {}
        self.fight_goes_on: float | None = None      # what the fight under way is worth if it goes on

    def worth(self, ops, actor: int | None, depth: int = 0) -> float:
        return sum(self.op_worth(op, actor, depth) for op in ops)

    def op_worth(self, op, actor, depth) -> float:
        name = op.op_name
        method = getattr(self, "_w_" + name, None)
        if method is not None:
            return method(op, actor, depth)
        return FLAT_WORTH.get(name, 0.0)

    def targets(self, who: str, actor: int | None) -> list[int]:
        if who == "self":
            return [actor] if actor is not None and actor in self.group else []
        if who in ("present", "chosen", "fated"):
            return self.present() or self.home
        if who == "all":
            return self.group
        if who == "guards":
            return [i for i in self.group if self.chars[i]["place"] == "guard"]
        if who == "party":
            return self.party()
        return []

    def _w_state(self, op, actor, depth):
        gains = []
        for i in self.targets(op.who, actor):
            if self.level(i, op.state) < op.only_at_least or not treated(self.chars[i], op.treated):
                continue
            gains.append(-self.change(i, op.state, op.amount, op.set_to))
        if not gains:
            return 0.0
        if op.who == "chosen":
            return max(gains)
        if op.who == "fated":
            return sum(gains) / len(gains)
        return sum(gains)

    def _w_discard_treatment(self, op, actor, depth):
        item = op.kind.replace("_", "-")
        return -1.0 * sum(p["treatments"].count(item) for p in self.chars if p["alive"])

    def _w_gain(self, op, actor, depth):
        return self.goods_worth(op.goods)

    def _w_lose(self, op, actor, depth):
        pile = self.here(op.where)
        return -sum(self.value(g.item) * min(g.amount, pile.get(g.item, 0)) for g in op.goods)

    def _w_pay(self, op, actor, depth):
        otherwise = self.worth(op.otherwise, actor, depth)
        if self.holds(op.goods, op.where):
            return max(otherwise, self.worth(op.effects, actor, depth) - self.goods_worth(op.goods))
        return otherwise

    def _w_if_goods(self, op, actor, depth):
        return self.worth(op.then if self.holds(op.goods, op.where) else op.otherwise, actor, depth)

    def _w_lose_most_valuable(self, op, actor, depth):
        return -2.5 * op.amount

    def _w_cold(self, op, actor, depth):
        return -op.amount * 0.35 * len(self.group) * min(self.nights + 1, 5) / 2

    def _w_noise(self, op, actor, depth):
        return -self.noise_cost(op.amount, op.roll) if self.scavenging else 0.0

    def _w_kill_enemy(self, op, actor, depth):
        return 4.0 if self.view["under_way"].get("fight") else 0.0

    def _w_ignore_night_raid(self, op, actor, depth):
        raid = self.view["under_way"].get("raid")
        if not raid or not raid.get("card"):
            return 0.0
        card = self.t["night_raids"][raid["card"]]
        return 1.5 * card.damage + 3.0 * card.wounds

    def _w_findings(self, op, actor, depth):
        return self.row_worth(op.row)

    def _w_residents(self, op, actor, depth):
        return -self.encounter_cost() if self.scavenging else 0.0

    def _w_return_cards(self, op, actor, depth):
        return -op.amount * self.card_value()

    def _w_end_exploration(self, op, actor, depth):
        lost = self.view["decks"].get("unknown", 0) * self.card_value()
        if self.view["under_way"].get("fight") and self.fight_goes_on is not None:
            return -self.fight_goes_on - 0.4 * lost       # the fight is over, and the night's work with it
        return -0.6 * lost

    def _w_explore(self, op, actor, depth):
        return op.amount * self.card_value()

    def _w_roll(self, op, actor, depth):
        plus = self.quantity(actor, op.plus) if op.plus else 0
        total = 0.0
        for face in range(1, 11):
            result = min(10, face + plus)
            for outcome in op.outcomes:
                if outcome.at_least <= result <= outcome.at_most:
                    total += self.worth(outcome.effects, actor, depth) / 10
                    break
        return total

    def _w_empathy_check(self, op, actor, depth):
        return sum(min(10, self.card(i).empathy) / 10 * self.worth(op.effects, i, depth)
                   for i in self.targets(op.who, actor))

    def _w_combat_test(self, op, actor, depth):
        prowess = self.card(actor).prowess if actor is not None else 0
        icons, _kill = die_odds("knife" if op.die == "yellow" else "none", prowess)
        chance = min(0.9, max(0.1, icons / op.need * 0.7))
        return chance * self.worth(op.success, actor, depth) + (1 - chance) * self.worth(op.fail, actor, depth)

    def _w_combat(self, op, actor, depth):
        count = op.enemies if not op.enemy_bands else sum(
            b.enemies * (b.at_most - b.at_least + 1) for b in op.enemy_bands) / 10
        enemies = [{"weapon": op.weapons[k] if k < len(op.weapons) else "none", "hurt": 0, "alive": True}
                   for k in range(max(1, round(count)))]
        fight, flee = self.fight_costs(enemies, thugs=op.thugs)
        return -min(fight - 0.7 * self.worth(op.won, actor, depth), flee - self.worth(op.fled, actor, depth))

    def _w_trade(self, op, actor, depth):
        return self.trade_worth(op.pool, op.commission + (2 if "dear_trade" in self.view["rules_on"] else 0))

    def _w_script(self, op, actor, depth):
        return self.script_worth(op.number, actor, depth + 1)

    def _w_if_flag(self, op, actor, depth):
        return self.worth(op.then if op.name in self.view["flags"] else op.otherwise, actor, depth)

    def _w_join(self, op, actor, depth):
        if len(self.group) >= 4:
            return self.worth(op.full, actor, depth)
        return 7.0 if len(self.group) <= 2 else 3.5

    def _w_leave(self, op, actor, depth):
        return -14.0 * (self.weight(actor) if actor is not None else 1.0)

    def _w_die(self, op, actor, depth):
        return -DEATH * (self.weight(actor) if actor is not None else 1.0)

    def _w_if_alive(self, op, actor, depth):
        return self.worth(op.then, actor, depth)

    def _w_narrative(self, op, actor, depth):
        return 0.3 * op.keep

    def _w_rule(self, op, actor, depth):
        return RULE_WORTH.get(op.rule, 0.0)

    def _w_board_up(self, op, actor, depth):
        boarded = sum(1 for s in self.view["shelter"].values() if s["board_up"])
        value = BOARD_UP * min(self.nights + 1, 8)
        if op.remove:
            return -value if boarded else 0.0
        return value if boarded < 3 else 0.0

    def _w_epilogue(self, op, actor, depth):
        return 20.0 if op.won else -300.0

    def _w_choose(self, op, actor, depth):
        return max((self.worth(o.effects, actor, depth) for o in op.options), default=0.0)

    def _w_if(self, op, actor, depth):
        holds = op.when.holds(self.quantity(actor, op.when.count))
        return self.worth(op.then if holds else op.otherwise, actor, depth)

    def _w_repeat(self, op, actor, depth):
        return op.times * self.worth(op.effects, actor, depth)

    # --- the book -------------------------------------------------------------------------------------
    def open_choices(self, script) -> list[int]:
        return [k for k, c in enumerate(script.choices)
                if self.holds(c.needs) and (not c.flag or c.flag in self.view["flags"])]

    def script_worth(self, number: str, actor: int | None, depth: int = 0) -> float:
        if depth > SCRIPT_DEPTH:
            return 0.0
        key = (number, actor, depth)
        if key not in self._scripts:
            self._scripts[key] = 0.0                       # a loop in the book counts nothing
            script = self.t["scripts"][number]
            total = self.worth(script.effects, actor, depth)
            choices = self.open_choices(script)
            if choices:
                total += max(self.script_worth(script.choices[k].goto, actor, depth + 1) for k in choices)
            elif script.next:
                total += self.script_worth(script.next, actor, depth + 1)
            self._scripts[key] = total
        return self._scripts[key]

    # --- scavenging ---------------------------------------------------------------------------------------
    def capacity(self) -> int:
        return sum(self.card(i).inventory for i in self.party())

    def load(self) -> int:
        tokens = self.t["tokens"]
        return sum((tokens[k].weight if k in tokens else 1) * n for k, n in self.view["findings_pile"].items())

    def card_value(self) -> float:
        if not self.scavenging:
            return CARD_VALUE
        room = self.capacity() - self.load()
        return CARD_VALUE if room > 2 else 0.9 if room > 0 else 0.5

    def row_worth(self, row: str) -> float:
        if row not in self._rows:
            cards = self.t["findings"].values()
            base = sum(self.goods_worth(getattr(card, row)) for card in cards) / max(1, len(cards))
            location = self.t["locations"].get((self.view["scene"] or {}).get("location", ""))
            special = max((self.value(item) for item in location.special_findings), default=0.0) if location else 0.0
            self._rows[row] = base + 0.3 * special
        return self._rows[row]

    def noise_cost(self, amount: int, roll: bool) -> float:
        noise = max(1, min(8, self.view["noise"] + amount))
        enc = self.encounter_cost()
        chance = noise / 10
        location = self.t["locations"].get((self.view["scene"] or {}).get("location", ""))
        if location is not None and location.rule == "quiet":
            chance *= chance
        raised = noise - self.view["noise"]
        return raised * 0.1 * NOISE_ROLLS_AHEAD * enc + (chance * enc if roll else 0.0)

    def encounter_cost(self) -> float:
        """What being heard is expected to cost: the Residents deck's cards, the set-aside ones as they come in."""
        if self._encounter is None:
            self._encounter = 0.0                          # (a card's own encounter counts nothing)
            cards = self.t["residents"]
            shuffled_in = (5 - self.view["aside"]["residents"]) / 5
            total = weight = 0.0
            for card in cards.values():
                share = shuffled_in if card.crime_wave else 1.0
                if not share:
                    continue
                total += share * self.resident_worth(card)
                weight += share
            self._encounter = max(ENCOUNTER_AT_LEAST, -total / max(weight, 1.0))
        return self._encounter

    def resident_worth(self, card) -> float:
        worth = self.worth(card.effects, self.centre(), 1)
        if card.kind == "combat":
            count = card.enemies if not card.enemy_bands else sum(
                b.enemies * (b.at_most - b.at_least + 1) for b in card.enemy_bands) / 10
            enemies = [{"weapon": card.weapons[k] if k < len(card.weapons) else "none", "hurt": 0, "alive": True}
                       for k in range(max(1, round(count)))]
            fight, flee = self.fight_costs(enemies, thugs=card.thugs)
            won = self.script_worth(card.won, self.centre(), 2) if card.won else 0.0
            worth -= min(fight - 0.7 * won, flee + 1.0)
        elif card.kind == "slot":
            worth += 0.3
        return worth

    def centre(self) -> int | None:
        party = self.party()
        return party[0] if party else None

    # --- fights ---------------------------------------------------------------------------------------
    def fighters(self) -> list[int]:
        fight = self.view["under_way"].get("fight")
        if fight:
            return [i for i in fight["fighters"] if self.chars[i]["alive"]]
        return self.present() or self.home

    def armed(self, people: list[int]) -> dict[int, str]:
        """The weapon each would use: the best at hand to the most skilful (a firearm only with Ammo)."""
        fight = self.view["under_way"].get("fight")
        tokens = self.t["tokens"]
        if fight and fight["gear"]:
            out = {}
            for i in people:
                gear = fight["gear"].get(str(i), {})
                firearm = gear.get("firearm") if self.here().get("ammo") else None
                pick = firearm or gear.get("melee")
                out[i] = tokens[pick].weapon if pick else "none"
            return out
        pile = self.here()
        weapons = []
        for item, n in pile.items():
            record = tokens.get(item)
            if record is None or record.weapon == "none":
                continue
            if WEAPON_DIE[record.weapon] == "red" and not pile.get("ammo"):
                continue
            weapons += [record.weapon] * n
        weapons.sort(key=lambda w: -sum(die_odds(w, 1)))
        order = sorted(people, key=lambda i: -self.card(i).prowess)
        return {i: (weapons[k] if k < len(weapons) else "none") for k, i in enumerate(order)}

    def our_damage(self, people: list[int]) -> float:
        armed = self.armed(people)
        total = 0.0
        for i in people:
            icons, kill = die_odds(armed[i], self.card(i).prowess)
            total += icons + 2.5 * kill
        return total

    def fight_costs(self, enemies: list[dict], thugs: bool = True) -> tuple[float, float]:
        """(fighting it out, fleeing now): what each is expected to cost the party, in State points."""
        people = self.fighters()
        if not people:
            return 0.0, 0.0
        wound = sorted(self.wound_cost(i) for i in people)
        per_wound = sum(wound[:2]) / len(wound[:2])
        death = min(self.death_cost(i) for i in people) + 4.0
        dangers = []
        for foe in enemies:
            if not foe.get("alive", True):
                continue
            icons, kill = die_odds(foe["weapon"], 1)
            dangers.append((icons * per_wound + kill * death, 3 - foe.get("hurt", 0)))
        dangers.sort(reverse=True)
        damage = max(0.25, self.our_damage(people))
        fight, done = 0.0, 0.0
        for danger, health in dangers:
            done += health
            fight += danger * (done / damage + 0.5)
        flee = sum(d for d, _h in dangers)
        if not thugs:
            fight += sum(self.card(i).empathy / 10 * self.change(i, "misery", 1) for i in people)
        return fight, flee


FLAT_WORTH = {"stop_scavenging": -1.5, "away": -1.0, "free_fitting": 5.0, "peek_events": 0.2, "keep_findings": 2.0, "night_raid": -4.0,
              "reality_impact": 0.0, "flag": 0.0, "to_slot": 0.0}


def treated(person: dict, treated_kind: str) -> bool:
    """Whether a Character counts for a `treated` filter (as the rules read it)."""
    if not treated_kind:
        return True
    held = person["treatments"]
    if treated_kind.startswith("no_"):
        kind = treated_kind[len("no_"):]
        if kind == "treatment":
            return "meds" not in held and "herbal-meds" not in held
        return kind.replace("_", "-") not in held
    return treated_kind.replace("_", "-") in held
