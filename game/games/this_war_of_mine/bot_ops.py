"""What running a list of ops would do for (or to) the Leader bot's group, in State points: `OpsWorth`, the
Reader's judgement of every op the cards hold (a `_w_<op>` method each, FLAT_WORTH for the rest), and the
book of scripts followed a few pages ahead."""
from __future__ import annotations

from .bot_cards import die_odds, treated
from .bot_table import DEATH

BOARD_UP = 1.5            # a Board-Up, each night it stays: a point off every Night Raid card and off the Cold
SCRIPT_DEPTH = 4
RULE_WORTH = {"two_night_raids": -6.0, "no_night_raid": 2.0, "no_outside": -0.3, "no_scavenging": -4.0,
              "snipers": -2.0, "double_cold": -1.0, "water_rationing": -2.0, "dear_trade": -0.5}
# what the children's Happiness at each level costs the group (Orphans of War): at 0 they are lost, and the war
# with them; each point above is 5 of the final score and a day's fall further from that
HAPPINESS_COST = (40.0, 12.0, 6.0, 3.0, 1.6, 0.8, 0.4, 0.2, 0.1, 0.05, 0.0)
DOOR_DAYS = 4             # the Dawns a figure left on the board is reckoned over, at most (Farmers, Our Street)
TOLERANCE_POINT = 0.6     # a point of the Market's Tolerance, worth more the nearer it is to 0 (the Market shut)
KID_ACTION = 1.0          # a Kid Action drawn: a card in hand that raises Happiness at its timing
FLAT_WORTH = {"stop_scavenging": -1.5, "away": -1.0, "free_fitting": 5.0, "peek_events": 0.2, "keep_findings": 2.0, "night_raid": -4.0,
              "reality_impact": 0.0, "flag": 0.0, "to_slot": 0.0}


class OpsWorth:
    """The Reader's judgement of ops (bot_reading.py); what the cards' ops look at is the Table's."""

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

    def _w_happiness(self, op, actor, depth):
        return happiness_gain(self.view, op.amount)

    def _w_kid_action(self, op, actor, depth):
        return KID_ACTION if self.view["decks"].get("kid_actions") else 0.0

    def figure_worth(self, kind: str, at: str = "outside") -> float:
        """One figure standing `at` a place over the days it stands there. With Farmers and Market (at the
        door): what it does at each Dawn, and half what going out to it would bring (one that stays is only
        seen off by a fight); a Farmer moves on after a Dawn. With Our Street: what the Street cards do
        differently while it stands there (half of it for a Day action, which may not be taken)."""
        reckoning = getattr(self, "_figures_reckoned", set())
        if (kind, at) in reckoning:           # a figure whose own ops send it away: not counted twice
            return 0.0
        self._figures_reckoned = reckoning | {(kind, at)}
        try:
            if self.view.get("street"):
                return self._street_figure_worth(kind, at)
            record = self.t["figures"][kind]
            leaves = any(op.op_name == "remove_figure" and op.kind == kind for op in record.dawn)
            days = 1 if leaves else min(DOOR_DAYS, self.nights + 1)
            dawn = self.worth(record.dawn, None, SCRIPT_DEPTH)
            visit = 0.0 if record.stays else 0.5 * self.worth(record.visit, None, SCRIPT_DEPTH)
            return dawn * days + visit
        finally:
            self._figures_reckoned = reckoning

    def _street_figure_worth(self, kind: str, at: str) -> float:
        days = min(DOOR_DAYS, self.nights + 1)
        total = 0.0
        for card_id in self.view["street"]:
            card = self.t["street"][card_id]
            for hook, share in (("morning", 1.0), ("scavenging", 1.0), ("dawn", 1.0), ("action", 0.5)):
                for op in getattr(card, hook):
                    if op.op_name == "if_figure" and op.kind == kind and op.at in (at, "anywhere"):
                        total += share * (self.worth(op.then, None, SCRIPT_DEPTH)
                                          - self.worth(op.otherwise, None, SCRIPT_DEPTH))
            if card.needs == kind and at == "outside":
                total += 0.5 * self.worth(card.action, None, SCRIPT_DEPTH)
        return total * days

    def standing(self, kind: str, at: str) -> int:
        places = self.view.get("figures") or {}
        return sum(n.get(kind, 0) for place, n in places.items() if at in (place, "anywhere"))

    def _w_figure(self, op, actor, depth):
        if not self.view.get("figures"):
            return 0.0
        return op.amount * self.figure_worth(op.kind, op.at)

    def _w_remove_figure(self, op, actor, depth):
        at = op.at if op.at != "anywhere" else ("findings" if self.standing(op.kind, "findings") else "outside")
        standing = min(op.amount, self.standing(op.kind, op.at))
        return -standing * self.figure_worth(op.kind, at) if standing else 0.0

    def _w_if_figure(self, op, actor, depth):
        holds = self.standing(op.kind, op.at) >= op.at_least
        return self.worth(op.then if holds else op.otherwise, actor, depth)

    def _w_tolerance(self, op, actor, depth):
        tolerance = self.view.get("tolerance")
        if tolerance is None:
            return 0.0
        after = max(0, min(5, tolerance + op.amount))
        shut = 3.0 if after == 0 < tolerance else -3.0 if tolerance == 0 < after else 0.0
        return TOLERANCE_POINT * (after - tolerance) - shut

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


def happiness_gain(view: dict, amount: int) -> float:
    """What moving the children's Happiness by `amount` is worth. The first rise of a day also spares them the
    fall at Dawn for a day nobody made time for them (rules/orphans.py)."""
    kids = view.get("orphans") or {}
    if not kids or kids["lost"]:
        return 0.0
    now = kids["happiness"]
    if amount > 0 and not kids["cared"]:
        now -= 1
    after = max(0, min(len(HAPPINESS_COST) - 1, now + amount))
    now = max(0, now)
    return HAPPINESS_COST[now] - HAPPINESS_COST[after]
