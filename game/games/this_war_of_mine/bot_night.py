"""The Leader bot at night: `NightAnswers`, the answers of the Evening (everyone's task for the night
chosen together: a guard always, the fittest out, beds to the most tired, against an average Night
Raid) and of scavenging (where to go, what to take along, what to draw or take from the cards, a private
place's goods, what to carry home for its weight)."""
from __future__ import annotations

import math
from itertools import product

from .bot_day import ASLEEP
from .bot_semi_coop import refused_tasks
from .bot_reading import Reader, best_of, die_odds, target_index

SCAVENGE_HAUL = 20.0      # what a night's scavenging brings at best, by the party's Inventory
RAID_ITEM = 2.0           # one Damage point of a Night Raid, in goods lost
LOCATION_CARD = 0.7       # what each card of a Location's Unknown deck is worth when choosing where to go


class NightAnswers:
    """LeaderBot's answers of the Evening and of scavenging."""

    # ====================================================================== Evening
    def _night_task(self, r: Reader, prompt, opts):
        who = next(target_index(t) for v, _l, t in opts if v == "floor")
        plan = self.plan_night(r)
        wanted = plan.get(who, "floor")
        values = [v for v, _l, _t in opts]
        return wanted if wanted in values else ("floor" if "floor" in values else values[0])

    def plan_night(self, r: Reader) -> dict[int, str]:
        """Everyone's task tonight, chosen together: a guard always, the fittest out scavenging, beds to the
        most tired. The same for every question of the Evening (the view does not change until it ends)."""
        people = r.home
        beds = sorted(s for s, spot in r.view["shelter"].items()
                      if spot["fitting"] and r.t["fittings"][spot["fitting"]].bed)
        no_scavenging = "no_scavenging" in r.view["rules_on"]
        choices = []
        for i in people:
            tasks = ["floor"] + [f"bed:{b}" for b in beds]
            if not r.chars[i]["asleep"]:
                tasks += ["guard"] + ([] if no_scavenging else ["scavenge"])
            refused = refused_tasks(r, i, people)
            choices.append([t for t in tasks if t.partition(":")[0] not in refused] or tasks)
        raid = self._raid_outlook(r)
        best, best_score = None, -math.inf
        for combo in product(*choices):
            beds_used = [t for t in combo if t.startswith("bed:")]
            if len(beds_used) != len(set(beds_used)) or combo.count("scavenge") > 3:
                continue
            score = self._night_score(r, people, combo, raid)
            if score > best_score + 1e-9:
                best, best_score = combo, score
        return dict(zip(people, best)) if best else {}

    @staticmethod
    def _healer_near(r: Reader) -> bool:
        return any(r.t["locations"][loc].option is not None and r.t["locations"][loc].option.kind == "heal"
                   for loc in r.view["locations"].values() if loc)

    def _raid_outlook(self, r: Reader) -> tuple[float, float, float]:
        """(cards tonight, Damage, Wounds) of an average Night Raid card, the Crime Wave's share counted."""
        raids = r.in_play("night_raids")
        shuffled_in = (5 - r.view["aside"]["night_raids"]) / 5
        weights = [(shuffled_in if c.crime_wave else 1.0, c) for c in raids.values()]
        total = sum(w for w, _c in weights) or 1.0
        damage = sum(w * c.damage for w, c in weights) / total
        wounds = sum(w * c.wounds for w, c in weights) / total
        cards = 2 if "two_night_raids" in r.view["rules_on"] else 1
        if "no_night_raid" in r.view["rules_on"]:
            cards -= 1
        return cards, damage, wounds

    def _night_score(self, r: Reader, people, combo, raid) -> float:
        guards = [i for i, t in zip(people, combo) if t == "guard"]
        if not guards:
            return -1e6
        party = [i for i, t in zip(people, combo) if t == "scavenge"]
        score = 0.0
        awake_tomorrow = 0
        for i, task in zip(people, combo):
            fatigue = r.level(i, "fatigue")
            rough = r.skill(i, "rough_sleeper")
            after = 0 if task.startswith("bed:") else max(0, fatigue - 2 - rough) if task == "floor" else fatigue + 1
            score -= r.change(i, "fatigue", after - fatigue)
            if after >= 4:
                score -= ASLEEP
            else:
                awake_tomorrow += 1
        if not awake_tomorrow:
            score -= 50.0
        cards, damage, wounds = raid
        weapons = self._guard_weapons(r, guards)
        cut = sum(die_odds(weapons[g], r.card(g).prowess)[0] for g in guards)
        cut += sum(1 for s in r.view["shelter"].values() if s["board_up"]) + r.best_skill(guards, "watchman")
        turned = 1.0 - math.prod(1 - die_odds(weapons[g], r.card(g).prowess)[1] for g in guards)
        hurt = max(0.0, wounds - cut)
        lost = max(0.0, damage - max(0.0, cut - wounds))
        wound = min(r.wound_cost(g) for g in guards) if len(guards) == 1 else sum(
            sorted(r.wound_cost(g) for g in guards)[:2]) / 2
        score -= cards * (1 - turned) * (hurt * wound + lost * RAID_ITEM)
        if party:
            capacity = sum(r.card(i).inventory for i in party) + r.best_skill(party, "packer")
            outlook = 1.0 if r.nights >= 1 else 0.1
            score += SCAVENGE_HAUL * outlook * (1 - math.exp(-capacity / 8))
            if self._healer_near(r):                 # the wounded are stitched up where there is a doctor
                score += 0.6 * sum(-r.change(i, "wounds", -r.level(i, "wounds")) for i in party)
            for i in party:
                score -= 0.8 + 0.45 * r.wound_cost(i) + 0.2 * r.change(i, "wounds", 2)
        return score

    def _guard_weapons(self, r: Reader, guards: list[int]) -> dict[int, str]:
        """The Weapon each Guard would hold: the best of the Storage to the most skilful."""
        tokens = r.t["tokens"]
        storage = r.view["storage"]
        weapons = []
        for item, n in storage.items():
            record = tokens.get(item)
            if record is None or record.weapon == "none":
                continue
            if record.weapon in ("pistol", "shotgun", "assault_rifle") and not storage.get("ammo"):
                continue
            weapons += [record.weapon] * n
        weapons.sort(key=lambda w: -(die_odds(w, 1)[0] + 4 * die_odds(w, 1)[1]))
        order = sorted(guards, key=lambda g: (-r.card(g).prowess, g))
        return {g: (weapons[k] if k < len(weapons) else "none") for k, g in enumerate(order)}

    # ====================================================================== Scavenging
    def _location(self, r: Reader, prompt, opts):
        """Where to go tonight (an exchange of Locations, with its optional rule, is never worth 4 cards)."""
        go = [v for v, _l, _t in opts if v.startswith("go:")]
        if not go:
            return opts[0][0]
        return best_of(go, lambda v: self.location_worth(r, r.view["locations"][v[3:]]))

    def location_worth(self, r: Reader, location_id: str) -> float:
        location = r.t["locations"][location_id]
        party = r.party()
        cards = {"small": 10, "medium": 12, "large": 14}[location.size]
        worth = LOCATION_CARD * cards + 1.2 * max((r.value(i) for i in location.special_findings), default=0.0)
        rule = location.rule
        if rule == "snipers":
            worth -= 0.2 * min((r.wound_cost(i) for i in party), default=3.0)
        elif rule == "noisy":
            worth -= 2.0
        elif rule == "quiet":
            worth += 2.0
        elif rule == "guarded":
            worth -= 0.7
        elif rule == "crowded":
            worth -= 1.0
        elif rule == "flooded":
            worth -= sum(r.change(i, "fatigue", 1) + 0.3 for i in party)
        option = location.option
        if option is not None:
            if option.kind == "heal":
                worth += 0.7 * sum(-r.change(i, "wounds", -r.level(i, "wounds")) for i in party)
            elif option.kind == "trade":
                worth += 0.5 * r.trade_worth(self._pool_of(r, option.script), 0)
        return worth

    @staticmethod
    def _pool_of(r: Reader, number: str):
        """The goods a location's trade script offers (its trade op's pool, if it has one)."""
        from ...core.effects import walk_ops
        for op, _depth in walk_ops(r.t["scripts"][number].effects):
            if op.op_name == "trade":
                return op.pool
        return ()

    def _equipment(self, r: Reader, prompt, opts):
        tokens = r.t["tokens"]
        pile = r.view["findings_pile"]
        storage = r.view["storage"]
        guards = [i for i in r.group if r.chars[i]["place"] == "guard"]
        firearm_at_home = any(tokens[k].weapon in ("pistol", "shotgun", "assault_rifle") for k in storage if k in tokens)
        weapons_home = sum(n for k, n in storage.items() if k in tokens and tokens[k].weapon != "none")
        for value, _label, _t in opts:
            if value == "done":
                continue
            item = value.partition(":")[2]
            record = tokens[item]
            if record.weapon != "none":
                melee = record.weapon in ("knife", "hatchet")
                carried = sum(n for k, n in pile.items() if k in tokens and tokens[k].weapon != "none")
                if melee and weapons_home > len(guards) and not carried:
                    return value
                continue
            if record.weight:
                continue
            if item == "ammo" and firearm_at_home:
                continue
            if item == "lockpick" and pile.get("lockpick"):
                continue
            if record.value >= 3 or item == "lockpick":
                return value                  # light and dear: safer in a pocket than in a raided Storage
        return "done"

    def _explore(self, r: Reader, prompt, opts):
        scene = r.view["scene"]
        location = r.t["locations"][scene["location"]]
        card = r.card_value()
        party = r.party()
        danger = any(r.level(i, "wounds") >= 3 for i in party)

        def worth(value):
            if value == "draw":
                return card
            if value == "end":
                room = r.capacity() - r.load()
                noisy = r.view["noise"] >= 4
                return card + 0.5 if (room <= 0 and noisy) or (danger and r.view["noise"] >= 3) else card - 1.0
            if value == "location":
                option = location.option
                return r.script_worth(option.script, r.centre(), 1) - option.returns * card
            if not value.startswith("slot:"):
                return -1.0
            _slot, card_id, k = value.split(":")
            source = r.t["exploration"].get(card_id) or r.t["residents"][card_id]
            option = source.options[int(k)]
            return (r.worth(option.effects, r.centre()) - option.returns * card
                    - r.noise_cost(option.noise, option.noise_roll))
        return best_of([v for v, _l, _t in opts], worth)

    def _option(self, r: Reader, prompt, opts):
        name = prompt.text.rpartition(":")[0]
        card = next((c for c in r.t["exploration"].values() if c.name == name), None)
        if card is None:
            return opts[0][0]
        return best_of([v for v, _l, _t in opts], lambda v: self._exploration_option(r, card, int(v.partition(":")[2])))

    def _exploration_option(self, r: Reader, card, k: int) -> float:
        option = card.options[k]
        worth = (r.worth(option.effects, r.centre()) - option.returns * r.card_value()
                 - r.noise_cost(option.noise, option.noise_roll))
        if card.private and option.effects:
            location = r.t["locations"][r.view["scene"]["location"]]
            minding = location.rule == "crowded" or any(
                r.t["residents"].get(c) is not None and r.t["residents"][c].on_private for c in r.view["slot"])
            if minding:
                worth -= sum(r.card(i).empathy / 10 * r.change(i, "misery", 1) for i in r.party())
        return worth

    def _carry(self, r: Reader, prompt, opts):
        tokens = r.t["tokens"]

        def density(value):
            if value == "done":
                return 0.05
            if value.startswith("overload:"):      # one more weight for Fatigue +2 (an optional rule)
                who = int(value.partition(":")[2])
                left = [k for k, n in r.view["under_way"]["choosing"]["left"].items() if n]
                best = max((r.value(k) for k in left), default=0.0)
                return best - r.change(who, "fatigue", 2) - 1.0
            item = value.partition(":")[2]
            weight = tokens[item].weight if item in tokens else 1
            worth = r.value(item)
            return worth * 100 if weight == 0 and worth > 0 else worth / weight
        return best_of([v for v, _l, _t in opts], density)

    def _special(self, r: Reader, prompt, opts):
        return best_of([v for v, _l, _t in opts], r.value)

    def _private(self, r: Reader, prompt, opts):
        found = 0.0
        label = next(lab for v, lab, _t in opts if v == "take")
        names = {row.name: k for k, row in r.t["tokens"].items()}
        names.update({row.name: k for k, row in r.t["resources"].items()})
        for part in label.partition(": ")[2].split(", "):
            amount, _, item = part.partition(" ")
            if item in names and amount.isdigit():
                found += int(amount) * r.value(names[item])
        misery = sum(r.card(i).empathy / 10 * r.change(i, "misery", 1) for i in r.party())
        location = r.t["locations"][r.view["scene"]["location"]]
        checks = (location.rule == "crowded") + sum(
            1 for c in r.view["slot"] if r.t["residents"].get(c) is not None and r.t["residents"][c].on_private)
        return "take" if found >= checks * misery else "leave"
