"""What the Leader bot reads off the table, and its Reader, the one object each answer asks. It reads the
view and the printed cards only (public knowledge); never the state. The reading is in parts:

- bot_cards.py   the printed cards and the dice (the tables, die odds, `choose` ops by label, `treated`)
- bot_table.py   the group as it stands, what each State level costs, the war's clock
- bot_goods.py   what each kind of goods is worth to the group now, and trade
- bot_ops.py     what a list of ops would do for or to the group, the book of scripts followed ahead
- here           the Reader (those parts together, with the night out: scavenging and fights) and the
                 prompt read for an answer (its options, a Character's target, the best-scoring option)
"""
from __future__ import annotations

import math

from ...core.prompt import Prompt
from .bot_cards import DIE_FACES, INSTANT, WEAPON_DIE, die_odds, labels_to_choose, tables, treated
from .bot_goods import HABITS, KEPT_HABITS, WANTED_FITTINGS, GoodsWorth
from .bot_ops import BOARD_UP, FLAT_WORTH, RULE_WORTH, SCRIPT_DEPTH, OpsWorth
from .bot_table import BAD_STATES, DEATH, LEVEL_COST, OBJECTIVE_GOALS, UNTREATED, Table

__all__ = ["BAD_STATES", "BOARD_UP", "CARD_VALUE", "DEATH", "DIE_FACES", "ENCOUNTER_AT_LEAST", "FLAT_WORTH",
           "GoodsWorth", "HABITS", "INSTANT", "KEPT_HABITS", "LEVEL_COST", "NOISE_ROLLS_AHEAD", "OBJECTIVE_GOALS",
           "OpsWorth", "RULE_WORTH", "Reader", "SCRIPT_DEPTH", "Table", "UNTREATED", "WANTED_FITTINGS",
           "WEAPON_DIE", "best_of", "die_odds", "labels_to_choose", "option_parts", "tables", "target_index",
           "treated"]

NOISE_ROLLS_AHEAD = 2.5    # how many more rolls for the Noise a raised Noise is expected to meet
ENCOUNTER_AT_LEAST = 3.0   # being heard never costs less than this: who comes is rarely good news
CARD_VALUE = 1.5           # one more card of the Unknown deck, while the party still has room to carry


def option_parts(prompt: Prompt) -> list[tuple[str, str, str | None]]:
    return [(o.value.partition(":")[2], o.label, o.target) for o in prompt.options]


def target_index(target: str | None) -> int | None:
    if target and target.startswith("character:"):
        return int(target.partition(":")[2])
    return None


def best_of(options, score):
    """The option with the highest score; the first of them on a tie."""
    best, best_score = None, -math.inf
    for option in options:
        value = score(option)
        if value > best_score + 1e-9:
            best, best_score = option, value
    return best


class Reader(OpsWorth, Table):
    """The view with a judgement of ops: what running them would be worth to the group, in State points."""

    def __init__(self, view: dict) -> None:
        super().__init__(view)
        self._encounter: float | None = None
        self._rows: dict = {}
        self.fight_goes_on: float | None = None      # what the fight under way is worth if it goes on

    # --- scavenging ---------------------------------------------------------------------------------------
    def capacity(self) -> int:
        return sum(self.card(i).inventory for i in self.party()) + self.best_skill(self.party(), "packer")

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
