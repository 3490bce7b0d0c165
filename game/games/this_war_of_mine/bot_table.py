"""The Leader bot's Table: the view read once for one decision. The group as it stands (who is home, who is
out), what each State level costs (more where nothing could treat it, or where SURVIVE or the Chapter's
Objective is judged), the war's clock (nights left, when the Objective falls due) and the quantities the
cards count. What goods are worth comes from its GoodsWorth part (bot_goods.py)."""
from __future__ import annotations

from .bot_cards import cards_in_play, tables, treated
from .bot_goods import GoodsWorth

BAD_STATES = ("hunger", "misery", "wounds", "illness")
# What a State level costs (4 is death, or asleep for Fatigue); the steps rise where black markers and death come.
LEVEL_COST = {"hunger": (0, 0.6, 1.8, 6.0, 30.0), "misery": (0, 2.0, 4.5, 9.5, 30.0),
              "wounds": (0, 2.8, 6.0, 11.0, 30.0), "illness": (0, 2.2, 4.8, 9.5, 30.0),
              "fatigue": (0, 0.2, 1.0, 2.4, 5.0)}
# An untreated wound or illness festers (most Fate cards raise it at Dawn): each level costs more with
# nothing at hand to treat it.
UNTREATED = {"wounds": (0, 4.5, 9.0, 16.0, 30.0), "illness": (0, 3.5, 7.5, 14.0, 30.0)}
DEATH = 30.0


# The Objectives judged on the group's States: (State, the most each may have, what missing it costs each).
OBJECTIVE_GOALS = {"nobody-goes-hungry": ("hunger", 0, 3.0), "hold-on-to-each-other": ("misery", 1, 2.5),
                   "keep-the-fever-out": ("illness", 0, 2.0), "no-wounded": ("wounds", 0, 2.0)}


class Table(GoodsWorth):
    """The view read once for one decision: the group, the goods and what they are worth now."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.t = tables()
        self.board = {space: self.t["shelter"][space] for space in view["shelter"]}   # the side in play
        self.options = tuple(view.get("options") or ())
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

    def in_play(self, table: str) -> dict:
        """The cards of a table this playthrough uses: the core box's and those of the modules chosen."""
        return cards_in_play(table, self.options)

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

    def skill(self, i: int, kind: str) -> int:
        """The Character's amount of a skill kind, as the rules read it (rules/skills.skill_of)."""
        skill = self.card(i).skill
        return skill.amount if skill is not None and skill.kind == kind else 0

    def best_skill(self, people, kind: str) -> int:
        """The skill's amount the group gets from these people (one of them counts, as in the rules)."""
        return next((self.skill(i, kind) for i in people if self.skill(i, kind)), 0)

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
