"""The Leader bot against others: `FightAnswers`, the answers of a fight (fight, flee or stop; the weapons
shared out; which die, which blow on whom, a re-roll), of a Night Raid (the Guards armed, the Damage and
Wounds cut, what is lost and who is hurt) and of a trade (the commission paid, what to want and give)."""
from __future__ import annotations

import math

from .bot_reading import Reader, best_of, die_odds, target_index


class FightAnswers:
    """LeaderBot's answers of fights, Night Raids and trades."""

    # ====================================================================== Combat
    def _flee(self, r: Reader, prompt, opts):
        fight = r.view["under_way"]["fight"]
        enemies = [e for e in fight["enemies"] if e["alive"]]
        card_id = fight["cause"].partition(":")[2] if fight["cause"].startswith("residents:") else ""
        resident = r.t["residents"].get(card_id)
        thugs = resident.thugs if resident is not None else True
        fight_cost, flee_cost = r.fight_costs(enemies, thugs=thugs)
        lost = r.view["decks"].get("unknown", 0) * r.card_value() * 0.5 if r.scavenging else 0.0
        worth = {"fight": -fight_cost, "flee": -flee_cost - lost}
        if resident is not None and resident.stop_fight:
            r.fight_goes_on = max(worth.values())          # a stop that fails leaves this same choice
            worth["stop"] = r.fight_goes_on + r.script_worth(resident.stop_fight, r.fighters()[0], 1)
        return best_of([v for v, _l, _t in opts], lambda v: worth.get(v, -math.inf))

    def _gear_plan(self, r: Reader, kind: str) -> dict[int, str]:
        """The fight's weapons of one kind (melee or firearm) shared out: the best to the most skilful."""
        fight = r.view["under_way"]["fight"]
        tokens = r.t["tokens"]
        kinds = ("knife", "hatchet") if kind == "melee" else ("pistol", "shotgun", "assault_rifle")
        pile = r.here()
        taken = [g.get(kind) for g in fight["gear"].values()]
        left = []
        for item in sorted(pile):
            record = tokens.get(item)
            if record is not None and record.weapon in kinds:
                left += [item] * (pile[item] - taken.count(item))
        left.sort(key=lambda item: -sum(die_odds(tokens[item].weapon, 1)))
        waiting = [i for i in fight["fighters"] if kind not in fight["gear"].get(str(i), {})]
        waiting.sort(key=lambda i: (-r.card(i).prowess, r.level(i, "wounds"), i))
        return {i: left[k] for k, i in enumerate(waiting) if k < len(left)}

    def _melee(self, r: Reader, prompt, opts):
        return self._arm_fighter(r, opts, "melee")

    def _firearm(self, r: Reader, prompt, opts):
        if not r.here().get("ammo"):
            return "none"
        return self._arm_fighter(r, opts, "firearm")

    def _arm_fighter(self, r: Reader, opts, kind: str):
        who = next(target_index(t) for _v, _l, t in opts if target_index(t) is not None)
        item = self._gear_plan(r, kind).get(who)
        return f"{kind}:{item}" if item else "none"

    def _die(self, r: Reader, prompt, opts):
        ammo = r.here().get("ammo", 0)
        return "die:red" if ammo >= 2 or (ammo and len(r.view["under_way"]["fight"]["enemies"]) > 1) else "die:yellow"

    def _twice(self, r: Reader, prompt, opts):
        return "twice" if r.here().get("ammo", 0) >= 2 else "once"

    def _hit(self, r: Reader, prompt, opts):
        values = [v for v, _l, _t in opts]
        if values[0].startswith("c:"):             # an Enemy's blow: on whoever it costs least
            if self._killing_blow(r):
                return best_of(values, lambda v: -r.death_cost(int(v[2:])))
            return best_of(values, lambda v: (-r.wound_cost(int(v[2:])) - (0.5 if r.chars[int(v[2:])]["starting"] else 0)))
        enemies = r.view["under_way"]["fight"]["enemies"]
        return best_of(values, lambda v: self._enemy_threat(enemies[int(v[2:])]))

    @staticmethod
    def _killing_blow(r: Reader) -> bool:
        """Whether the blow being shared out kills: the last die rolled shows the kill of a weapon an Enemy
        standing holds (the view does not say whose roll it is; this is the best reading of it)."""
        face = (r.view["last_roll"] or {}).get("face")
        enemies = r.view["under_way"]["fight"]["enemies"]
        return face in ("hatchet", "shotgun") and any(e["alive"] and e["weapon"] == face for e in enemies)

    @staticmethod
    def _enemy_threat(enemy: dict) -> float:
        icons, kill = die_odds(enemy["weapon"], 1)
        return enemy["hurt"] * 2.0 + icons + 3 * kill

    def _kill(self, r: Reader, prompt, opts):
        enemies = r.view["under_way"]["fight"]["enemies"]
        return best_of([v for v, _l, _t in opts], lambda v: self._enemy_threat(enemies[int(v[2:])]) - enemies[int(v[2:])]["hurt"] * 2.0)

    def _fate(self, r: Reader, prompt, opts):
        return "miss"                         # the view does not say whose roll it is: never gamble an Enemy's

    def _reroll(self, r: Reader, prompt, opts):
        roll = r.view["last_roll"] or {}
        face = roll.get("face", "")
        if face.isdigit() and int(face) > 0:
            return "keep"
        weapon = self._roller_weapon(r, roll.get("why", ""), roll.get("die", ""))
        if face in ("hatchet", "shotgun") and weapon == face:
            return "keep"
        return "reroll"

    def _roller_weapon(self, r: Reader, why: str, die: str) -> str:
        """The weapon behind the roll being judged (its die tells the firearm from the blade)."""
        tokens = r.t["tokens"]
        for i in r.group:
            if not why.startswith(r.name_of(i) + " "):
                continue
            raid = r.view["under_way"].get("raid")
            if raid and str(i) in raid["armed"] and raid["armed"][str(i)]:
                return tokens[raid["armed"][str(i)]].weapon
            fight = r.view["under_way"].get("fight")
            if fight:
                gear = fight["gear"].get(str(i), {})
                held = gear.get("firearm" if die == "red" else "melee")
                return tokens[held].weapon if held else "none"
        return "none"

    # ====================================================================== Night Raid
    def _arm(self, r: Reader, prompt, opts):
        raid = r.view["under_way"]["raid"]
        tokens = r.t["tokens"]
        who = next(target_index(t) for _v, _l, t in opts if target_index(t) is not None)
        waiting = [g for g in raid["guards"] if str(g) not in raid["armed"]]
        storage = r.view["storage"]
        given = [w for w in raid["armed"].values() if w]
        ammo = storage.get("ammo", 0)
        left = []
        for item in sorted(storage):
            record = tokens.get(item)
            if record is None or record.weapon == "none":
                continue
            if record.weapon in ("pistol", "shotgun", "assault_rifle") and not ammo:
                continue
            left += [item] * (storage[item] - given.count(item))
        left.sort(key=lambda item: -(die_odds(tokens[item].weapon, 1)[0] + 4 * die_odds(tokens[item].weapon, 1)[1]))
        waiting.sort(key=lambda g: (-r.card(g).prowess, g))
        plan = {g: left[k] for k, g in enumerate(waiting) if k < len(left)}
        return f"arm:{plan[who]}" if who in plan else "none"

    def _raid_card(self, r: Reader):
        return r.t["night_raids"][r.view["under_way"]["raid"]["card"]]

    def _cut(self, r: Reader, prompt, opts):
        card = self._raid_card(r)
        raid = r.view["under_way"]["raid"]
        guards = [g for g in raid["guards"] if r.chars[g]["alive"]]
        losses = self._raid_losses(r, card, raid)

        def cost(value):
            damage_off = int(value)
            label = next(lab for v, lab, _t in opts if v == value)
            wounds_off = int(label.split(" and ")[1].split()[0])
            wounds = card.wounds - wounds_off
            hurt = sorted(r.wound_cost(g) for g in guards) if guards else [0.0]
            wound_total = sum(hurt[k % len(hurt)] * (1 + k // len(hurt)) for k in range(max(0, wounds)))
            return -(wound_total + sum(losses[:max(0, card.damage - damage_off)]))
        return best_of([v for v, _l, _t in opts], cost)

    def _raid_losses(self, r: Reader, card, raid) -> list[float]:
        """What each point of Damage would take, in the order it takes it."""
        tokens = r.t["tokens"]
        safe = [w for w in raid["armed"].values() if w]
        held = []
        for item, n in r.view["storage"].items():
            held += [item] * max(0, n - safe.count(item))
        if card.order in ("most_valuable", "green", "red", "yellow", "gray"):
            color = "" if card.order == "most_valuable" else card.order
            held.sort(key=lambda item: (not (color and item in tokens and tokens[item].color == color),
                                        -(tokens[item].value if item in tokens else 0), item))
        else:
            held.sort(key=r.value)
        return [r.value(item) for item in held]

    def _item(self, r: Reader, prompt, opts):
        return best_of([v for v, _l, _t in opts], lambda v: -r.value(v))

    def _hurt(self, r: Reader, prompt, opts):
        return best_of([v for v, _l, _t in opts], lambda v: (-r.wound_cost(int(v)) - (0.5 if r.chars[int(v)]["starting"] else 0)))

    # ====================================================================== Trade
    def _trade_mine(self, r: Reader) -> dict:
        trade = r.view["under_way"]["trade"]
        return r.tradeable(trade["give"])

    def _commission(self, r: Reader, prompt, opts):
        trade = r.view["under_way"]["trade"]
        mine = self._trade_mine(r)
        owed = trade["commission"] - trade["paid"]
        fee = r.cover(mine, owed)
        if not fee:
            return "leave"
        rest = dict(mine)
        for item in fee:
            rest[item] -= 1
        _want, gain = r.best_want(trade["pool"], trade["want"], {k: n for k, n in rest.items() if n})
        if gain - sum(r.value(k) for k in fee) <= 0.3:
            return "leave"
        return f"pay:{fee[0]}"

    def _deal(self, r: Reader, prompt, opts):
        trade = r.view["under_way"]["trade"]
        values = [v for v, _l, _t in opts]
        mine = self._trade_mine(r)
        if not trade["want"]:
            want, _gain = r.best_want(trade["pool"], trade["want"], mine)
            return f"want:{want}" if want and f"want:{want}" in values else "leave"
        if trade["give_value"] >= trade["want_value"]:
            return "deal"
        cover = r.cover(mine, trade["want_value"] - trade["give_value"])
        return f"give:{cover[0]}" if cover else "leave"
