"""This War of Mine's bots: the shared random bot, and the Leader bot, a co-operative heuristic player for
any seat. It sees only the view, the prompt and the printed cards (read by bot_reading.py), and plays for
SURVIVE: by day it builds what the shelter needs (water, a bed, a workbench, heat before the Cold climbs),
clears the way to more rooms and pokes about when short of Wood or Components; at Dusk it shares Water
and food out by need; in the Evening it keeps the strongest on guard, sends the fittest out and puts the
tired to bed; out in the city it weighs Noise against what a search brings, fights only when it is the
stronger side and carries home what the group lacks most for its weight; at Dawn it treats the worst
hurt first; and in the book it takes the choices that keep people alive and in heart.

Every answer is a function of the view and the prompt alone (no memory between questions), so a person
may hand it any single question."""
from __future__ import annotations

import math
from itertools import product

from ...core.bots import RandomBot
from ...core.prompt import Prompt
from ...core.rng import Rng
from .bot_reading import WANTED_FITTINGS, Reader, die_odds, labels_to_choose, tables

__all__ = ["LeaderBot", "RandomBot"]

# The Narrative Actions worth keeping, best first (what each can do at its moment, and how often that comes).
KEEP = ("a-steady-hand", "the-spring-in-the-park", "a-letter-gets-through", "stretch-the-pot", "one-clean-blow",
        "brace-the-door", "blankets-from-the-church", "second-wind", "a-remembered-pantry", "behind-the-boiler",
        "soft-footsteps", "a-friend-at-the-market", "under-the-streets", "songs-by-candlelight",
        "overheard-at-the-well")

IDEAS = ("armchair", "garden-beds", "ducted-heater", "shortwave-radio", "metalwork-bench", "filtered-cistern",
         "brick-range", "chemists-bench", "gunsmith-bench", "pot-still")
# What a Fitting does for the group each day it stands (beds, heat and the one-time bonuses are reckoned apart).
PER_DAY = {"gutter-barrel": 3.0, "filtered-cistern": 1.2, "workbench": 2.0, "metalwork-bench": 0.3, "armchair": 0.9,
           "garden-beds": 0.8, "shortwave-radio": 0.5, "bookshelf": 0.5, "tin-stove": 0.2, "brick-range": 0.3,
           "gunsmith-bench": 0.3, "pot-still": 0.1}
STAGE_WORK = 1.4          # what one more Action stage open to a Character is worth
ASLEEP = 5.0              # a Character falling asleep: no actions tomorrow, no guard or scavenging
SCAVENGE_HAUL = 20.0      # what a night's scavenging brings at best, by the party's Inventory
RAID_ITEM = 2.0           # one Damage point of a Night Raid, in goods lost
LOCATION_CARD = 0.7       # what each card of a Location's Unknown deck is worth when choosing where to go
PLAY_AT = 2.5             # what a Narrative Action must do now to be played rather than kept
INTERRUPTIONS = ("play:", "any_time", "feed:", "skill:")
KEEP_FOOD = 0.75          # food kept is food a Night Raid may take: eaten, nobody can
QUIET_AT = 3              # the Noise at which the quiet one's skill is used


def _options(prompt: Prompt) -> list[tuple[str, str, str | None]]:
    return [(o.value.partition(":")[2], o.label, o.target) for o in prompt.options]


def _index(target: str | None) -> int | None:
    if target and target.startswith("character:"):
        return int(target.partition(":")[2])
    return None


def _best(options, score):
    """The option with the highest score; the first of them on a tie."""
    best, best_score = None, -math.inf
    for option in options:
        value = score(option)
        if value > best_score + 1e-9:
            best, best_score = option, value
    return best


class LeaderBot:
    reads_view = True

    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: dict, prompt: Prompt) -> str:
        values = [o.value for o in prompt.options]
        if len(values) == 1 or prompt.kind != "pick":
            return values[0]
        opts = _options(prompt)
        main = [o for o in opts if not o[0].startswith(INTERRUPTIONS)]
        extra = [o for o in opts if o[0].startswith(INTERRUPTIONS)]
        r = Reader(view)
        picked = self._interrupt(r, extra) if extra else None
        if picked is None and main:
            picked = main[0][0]
            if len(main) > 1:
                why = prompt.context.get("why", "")
                handler = getattr(self, "_" + why.rstrip("0123456789"), None)
                if handler is not None:
                    picked = handler(r, prompt, main)
        answer = f"pick:{picked}"
        return answer if answer in values else values[0]

    # ====================================================================== Between the questions
    def _interrupt(self, r: Reader, extra) -> str | None:
        """A Narrative Action worth playing now, or goods the Objective's counter should have; else None."""
        cards = r.t["narrative_actions"]
        best, gain = None, PLAY_AT if r.nights >= 1 else 0.3      # nothing is kept for after the war
        for value, _label, _t in extra:
            if value.startswith("play:"):
                card = cards[value[len("play:"):]]
                worth = r.worth(card.effects, r.centre() if r.scavenging else None)
                if worth > gain:
                    best, gain = value, worth
        if best is not None:
            return best
        if "skill:quiet" in [v for v, _l, _t in extra] and r.view["noise"] >= QUIET_AT:
            return "skill:quiet"
        feeds = [v for v, _l, _t in extra if v.startswith("feed:")]
        return self._feed(r, feeds) if feeds else None

    def _feed(self, r: Reader, feeds: list[str]) -> str | None:
        """Give to the Objective's counter only from what the group can spare, only once the Chapter is near
        its end, and only when it completes the counter and meeting it is worth more than what it takes."""
        near_end = r.chapter_days() <= 1
        card = r.t["objectives"][r.view["objectives"][0]]
        short = card.counter - r.view["objective_counter"]
        steps = sorted((s for s in card.takes if f"feed:{s.item}" in feeds),
                       key=lambda s: r.value(s.item) / s.advance)
        tokens = r.t["tokens"]
        spare = dict(r.view["storage"])
        if any(tokens[s.item].food for s in steps):          # keep food for the days to come
            keep = len(r.group) * (1 if near_end else 2)
            food = sorted((k for k in spare if k in tokens and tokens[k].food), key=lambda k: tokens[k].food)
            for k in food:
                points = -tokens[k].food
                while spare.get(k, 0) and keep > 0:
                    spare[k] -= 1
                    keep -= points
        if any(tokens[s.item].treats for s in steps):        # and a treatment for each one hurt or ill
            hurt = sum(1 for i in r.group if r.level(i, "wounds") or r.level(i, "illness"))
            for k in ("bandages", "meds", "herbal-meds"):
                while spare.get(k, 0) and hurt > 0:
                    spare[k] -= 1
                    hurt -= 1
        spend, cost = [], 0.0
        for step in steps:
            while short > 0 and spare.get(step.item, 0) > 0:
                spare[step.item] -= 1
                short -= step.advance
                spend.append(step.item)
                cost += r.value(step.item)
        if short > 0 or not spend:
            return None
        r.worse = 1
        swing = r.worth(card.reward, None) - r.worth(card.penalty, None)
        r.worse = 0
        return f"feed:{spend[0]}" if swing > 1.2 * cost else None

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

    # ====================================================================== Day Actions
    def _action(self, r: Reader, prompt, opts):
        who = next(_index(t) for v, _l, t in opts if v == "rest")
        rubble = self._rubble_plan(r, opts)
        scored = [(v, self._action_worth(r, who, v, rubble)) for v, _l, _t in opts]
        return _best(scored, lambda item: item[1])[0]

    def _actors(self, r: Reader) -> list[int]:
        """Those who can act this stage (not asleep, markers allowing, not just arrived), in the order asked."""
        stage, day = r.view["stage"], r.view["day"]
        return [i for i in r.home if not r.chars[i]["asleep"] and 3 - r.markers(i) >= stage
                and not (r.chars[i].get("joined_day") == day and r.chars[i].get("joined_stage") == stage)]

    def _rubble_plan(self, r: Reader, opts) -> tuple[str, list[int]]:
        """Which Rubble card this stage's workers clear, and who: worked out from what stays the same all
        through the stage's questions, so every Character asked agrees without seeing the others' answers."""
        spaces = sorted(v for v, _l, _t in opts if v.startswith("card:")
                        and r.view["shelter"][v.partition(":")[2]]["kind"] == "rubble")
        actors = [i for i in self._actors(r) if r.level(i, "fatigue") <= 2]
        if not spaces or not actors:
            return "", []
        space = max(spaces, key=lambda v: self._card_worth(r, v.partition(":")[2]))
        if self._card_worth(r, space.partition(":")[2]) < 1.5:
            return "", []
        strong = [i for i in actors if r.card(i).skill and r.card(i).skill.kind == "strong"]
        if r.view["storage"].get("shovel") or strong:
            return space, (strong or actors)[-1:]
        return (space, actors[-2:]) if len(actors) >= 3 else ("", [])

    def _action_worth(self, r: Reader, who: int, value: str, rubble) -> float:
        kind, _, rest = value.partition(":")
        t = r.t
        if kind == "rest":
            return 0.0
        if kind in ("move", "dismantle"):          # (an optional rule) the shelter is laid out well enough
            return -0.5
        if kind == "nap":
            fitting = t["fittings"][r.view["shelter"][rest]["fitting"]]
            nap = next(a for a in fitting.actions if a.nap)
            worth = r.worth(nap.effects, who)
            if r.chars[who]["asleep"]:
                worth += ASLEEP
            return worth + STAGE_WORK * self._stages_gained(r, who)
        if r.chars[who]["asleep"]:
            return -1.0
        if kind == "outside":
            return self._outside_worth(r, who)
        if kind == "new_idea":
            return self._idea_worth(r, who)
        if kind == "poke_about":
            return 2.0 * max(r.value("wood"), r.value("components")) + 0.1
        if kind == "card":
            if r.view["shelter"][rest]["kind"] == "rubble":
                space, workers = rubble
                return 100.0 if value == space and who in workers else -5.0     # the plan holds: both hands
            return self._card_worth(r, rest)
        if kind == "use":
            space, _, k = rest.partition(":")
            fitting = t["fittings"][r.view["shelter"][space]["fitting"]]
            return self._use_worth(r, who, fitting, int(k))
        if kind == "build":
            fitting_id = rest.partition(":")[0]
            fitting = t["fittings"][fitting_id]
            return self.build_worth(r, fitting_id) - 0.6 * r.goods_worth(fitting.cost)
        return 0.0

    def _stages_gained(self, r: Reader, who: int) -> int:
        """The later stages today a Nap's -2 Fatigue opens to this Character."""
        fatigue = r.level(who, "fatigue")
        markers = r.t["states"]["fatigue"].markers
        before = markers[fatigue - 1] if fatigue else 0
        after_level = max(0, fatigue - 2)
        after = markers[after_level - 1] if after_level else 0
        others = max((r.t["states"][s].markers[lv - 1] for s, lv in r.chars[who]["states"].items()
                      if lv and s != "fatigue"), default=0)
        open_before, open_after = 3 - max(before, others), 3 - max(after, others)
        stage = r.view["stage"]
        return sum(1 for s in range(stage + 1, 4) if open_after >= s > open_before)

    def _outside_worth(self, r: Reader, who: int) -> float:
        risk = 0.1 * r.change(who, "wounds", 2)
        actors = self._actors(r)
        if not actors or who != actors[0]:
            return -1.0                      # one at the door is plenty
        if len(r.group) <= 2:
            return 6.5 - risk
        if r.view["stage"] != 1:
            return -1.0
        visitors = [v for v in r.t["visitors"].values() if not v.arrival]
        total = 0.0
        for card in visitors:
            options = [r.worth(o.effects, who) for o in card.options if r.holds(o.needs, "storage")]
            total += r.worth(card.effects, who) + max([0.0] + options)
        return total / max(1, len(visitors)) - risk - 0.5

    def _idea_worth(self, r: Reader, who: int) -> float:
        """A New Idea is worth having while a good one waits and the Fittings deck offers little to build."""
        actors = self._actors(r)
        if not actors or who != actors[-1]:
            return -1.0
        have = set(r.view["fittings_deck"]) | {s["fitting"] for s in r.view["shelter"].values() if s["fitting"]}
        good = [i for i in IDEAS[:5] if i in r.view["ideas_deck"]
                and (not r.t["fittings"][i].improves or r.t["fittings"][i].improves in have)]
        waiting = [f for f in r.view["fittings_deck"] if f in WANTED_FITTINGS[:9]]
        if not good:
            return -1.0
        return 2.5 if len(waiting) <= 2 else 0.2

    def _card_worth(self, r: Reader, space: str) -> float:
        """What working a Shelter card is worth: the average back of its kind, the space it frees, what lies
        beyond it (for an obstacle)."""
        spot = r.view["shelter"][space]
        kind = spot["kind"]
        backs = [c for c in r.t["shelter_cards"].values() if c.kind == kind]
        average = sum(r.worth(c.back, None) for c in backs) / max(1, len(backs))
        free = sum(1 for s, row in r.t["shelter"].items() if row.buildable and r.view["shelter"][s]["kind"] is None
                   and not r.view["shelter"][s]["fitting"])
        room = 1.2 if free < 2 else 0.4
        if kind in ("furniture", "heap"):
            return average + room
        beyond = self._beyond(r, space)
        if kind == "rubble":
            return (room + beyond) if spot["remnants"] else average + 0.6 * (room + beyond)
        if kind == "closed_door":
            return 0.7 * (average + beyond + room) - 0.7 * r.value("lockpick")
        return average + beyond + room

    def _beyond(self, r: Reader, space: str) -> float:
        """The Furniture and Heaps an obstacle keeps out of reach (those behind it and nothing else)."""
        now = reach(r, blocked_ok=())
        later = reach(r, blocked_ok=(space,))
        gained = later - now
        return sum(2.5 if r.view["shelter"][s]["kind"] in ("furniture", "heap") else
                   1.0 if r.view["shelter"][s]["kind"] else 0.3 for s in sorted(gained))

    def _use_worth(self, r: Reader, who: int, fitting, k: int) -> float:
        action = fitting.actions[k]
        worth = r.worth(action.effects, who) - r.goods_worth(action.cost)
        if action.wait:
            worth += 0.85 * r.worth(fitting.wait, who)
        return worth

    def build_worth(self, r: Reader, fitting_id: str) -> float:
        """What a new Fitting is worth over the days left."""
        days = min(r.nights + 1, 8)
        built = [s["fitting"] for s in r.view["shelter"].values() if s["fitting"]]
        people = len(r.group)
        fitting = r.t["fittings"][fitting_id]
        worth = r.worth(fitting.build, None)
        if fitting.bed:
            beds = sum(1 for f in built if r.t["fittings"][f].bed)
            worth += days * (0.6 if beds == 0 else 0.15 if beds < people - 1 else 0.0)
            if fitting_id == "iron-bedstead":
                worth += 0.15 * days
        if fitting.cold_shield:
            board_ups = sum(1 for s in r.view["shelter"].values() if s["board_up"])
            shields = sum(r.t["fittings"][f].cold_shield for f in built)
            coming = r.view["cold"] + 0.7 * min(r.nights, 6)
            felt = coming - board_ups - shields
            worth += fitting.cold_shield * people * days * (0.35 if felt >= 3 else 0.12)
        wounded = any(r.level(i, "wounds") for i in r.group)
        per_day = dict(PER_DAY, **{"first-aid-corner": (1.2 if wounded else 0.4) if r.has("alcohol") else 0.1,
                                   "drying-rack": 0.5 if r.has("herb") else 0.0,
                                   "chemists-bench": 0.3 if r.has("chems") else 0.0})
        worth += per_day.get(fitting_id, 0.0) * days
        if fitting_id in ("gutter-barrel", "filtered-cistern") and any(
                f in built for f in ("gutter-barrel", "filtered-cistern")):
            worth *= 0.3
        if r.view["objectives"] and r.view["objectives"][0] == "a-place-to-live":
            worth += 2.0
        return worth

    def _split(self, r: Reader, prompt, opts):
        amount = len(opts) - 1
        wood_short = r.building_need("wood") - r.has("wood")
        parts_short = r.building_need("components") - r.has("components")
        wood = 0
        for _ in range(amount):
            if wood_short >= parts_short:
                wood, wood_short = wood + 1, wood_short - 1
            else:
                parts_short -= 1
        return str(wood)

    def _idea(self, r: Reader, prompt, opts):
        values = [v for v, _l, _t in opts]
        have = set(r.view["fittings_deck"]) | {s["fitting"] for s in r.view["shelter"].values() if s["fitting"]}
        for idea in IDEAS:
            if idea not in values:
                continue
            base = r.t["fittings"][idea].improves
            if base and base not in have:
                continue
            return idea
        return values[0]

    def _again(self, r: Reader, prompt, opts):
        name = prompt.text.partition(":")[0]
        for space, spot in r.view["shelter"].items():
            fitting = r.t["fittings"].get(spot["fitting"] or "")
            if fitting is None or fitting.name != name:
                continue
            for action in fitting.actions:
                if action.repeat and r.holds(action.cost, "storage"):
                    worth = r.worth(action.effects, None) - r.goods_worth(action.cost)
                    return "again" if worth > 0.2 else "enough"
        return "enough"

    def _free_fitting(self, r: Reader, prompt, opts):
        return _best([v for v, _l, _t in opts], lambda v: self.build_worth(r, v.partition("|")[0]))

    # ====================================================================== Dusk
    def _dusk_queue(self, r: Reader, opts) -> list[int]:
        """Those still to be served at Dusk, the one asked now first (the rest follow in the group's order)."""
        now = next(_index(t) for _v, _l, t in opts if _index(t) is not None)
        return [i for i in r.home if i >= now]

    def _water(self, r: Reader, prompt, opts):
        queue = self._dusk_queue(r, opts)
        water = r.view["storage"].get("water", 0)
        if water >= len(queue):
            return "yes"
        thirst = {i: 0.5 * r.change(i, "hunger", 1) + 0.5 * r.change(i, "misery", 1) for i in queue}
        ranked = sorted(queue, key=lambda i: (-thirst[i], i))
        return "yes" if queue[0] in ranked[:water] else "no"

    def _food(self, r: Reader, prompt, opts):
        queue = self._dusk_queue(r, opts)
        ate_now = any(v == "done" and "more" in label for v, label, _t in opts)
        plan = self.share_food(r, queue, ate_now)
        return plan[0] if plan else "done"

    def share_food(self, r: Reader, queue: list[int], ate_now: bool) -> list[str]:
        """Food shared out by need: each token to whoever it saves most, while that beats keeping it.
        Returns what the first in the queue eats (now, in order)."""
        tokens = r.t["tokens"]
        stock = {k: n for k, n in r.view["storage"].items() if k in tokens and (tokens[k].food or tokens[k].edible) and n}
        hunger = {i: r.level(i, "hunger") for i in queue}
        eaten = {i: [] for i in queue}
        if ate_now:
            eaten[queue[0]].append("")

        def after(i, extra):
            foods = [tokens[k].food for k in eaten[i] + extra if k]
            if not eaten[i] and not extra:
                return hunger[i] + 1
            return max(0, hunger[i] + sum(foods))

        while True:
            best, gain = None, 0.4
            for i in queue:
                now = r.cost(i, "hunger", after(i, []))
                for item in sorted(stock):
                    if not stock[item]:
                        continue
                    saved = now - r.cost(i, "hunger", after(i, [item])) - KEEP_FOOD * r.value(item)
                    if saved > gain + 1e-9:
                        best, gain = (i, item), saved
            if best is None:
                break
            i, item = best
            eaten[i].append(item)
            stock[item] -= 1
        return [k for k in eaten[queue[0]] if k]

    # ====================================================================== Evening
    def _night_task(self, r: Reader, prompt, opts):
        who = next(_index(t) for v, _l, t in opts if v == "floor")
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
            choices.append(tasks)
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
        raids = r.t["night_raids"]
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
            after = 0 if task.startswith("bed:") else max(0, fatigue - 2) if task == "floor" else fatigue + 1
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
        cut += sum(1 for s in r.view["shelter"].values() if s["board_up"])
        turned = 1.0 - math.prod(1 - die_odds(weapons[g], r.card(g).prowess)[1] for g in guards)
        hurt = max(0.0, wounds - cut)
        lost = max(0.0, damage - max(0.0, cut - wounds))
        wound = min(r.wound_cost(g) for g in guards) if len(guards) == 1 else sum(
            sorted(r.wound_cost(g) for g in guards)[:2]) / 2
        score -= cards * (1 - turned) * (hurt * wound + lost * RAID_ITEM)
        if party:
            capacity = sum(r.card(i).inventory for i in party)
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
        return _best(go, lambda v: self.location_worth(r, r.view["locations"][v[3:]]))

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
        return _best([v for v, _l, _t in opts], worth)

    def _option(self, r: Reader, prompt, opts):
        name = prompt.text.rpartition(":")[0]
        card = next((c for c in r.t["exploration"].values() if c.name == name), None)
        if card is None:
            return opts[0][0]
        return _best([v for v, _l, _t in opts], lambda v: self._exploration_option(r, card, int(v.partition(":")[2])))

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
        return _best([v for v, _l, _t in opts], density)

    def _special(self, r: Reader, prompt, opts):
        return _best([v for v, _l, _t in opts], r.value)

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
        return _best([v for v, _l, _t in opts], lambda v: worth.get(v, -math.inf))

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
        who = next(_index(t) for _v, _l, t in opts if _index(t) is not None)
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
                return _best(values, lambda v: -r.death_cost(int(v[2:])))
            return _best(values, lambda v: (-r.wound_cost(int(v[2:])) - (0.5 if r.chars[int(v[2:])]["starting"] else 0)))
        enemies = r.view["under_way"]["fight"]["enemies"]
        return _best(values, lambda v: self._enemy_threat(enemies[int(v[2:])]))

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
        return _best([v for v, _l, _t in opts], lambda v: self._enemy_threat(enemies[int(v[2:])]) - enemies[int(v[2:])]["hurt"] * 2.0)

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
        who = next(_index(t) for _v, _l, t in opts if _index(t) is not None)
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
        return _best([v for v, _l, _t in opts], cost)

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
        return _best([v for v, _l, _t in opts], lambda v: -r.value(v))

    def _hurt(self, r: Reader, prompt, opts):
        return _best([v for v, _l, _t in opts], lambda v: (-r.wound_cost(int(v)) - (0.5 if r.chars[int(v)]["starting"] else 0)))


    # ====================================================================== Dawn
    def _treat(self, r: Reader, prompt, opts):
        def net(value):
            if value == "done":
                return 0.3
            _give, item, who = value.split(":")
            return r.treatment_gain(int(who), item) - 0.25 * r.value(item)
        return _best([v for v, _l, _t in opts], net)

    def _drink(self, r: Reader, prompt, opts):
        def net(value):
            if value == "done":
                return 0.3
            _drink, item, who = value.split(":")
            i = int(who)
            record = r.t["tokens"][item]
            if r.level(i, "fatigue") + record.fatigue >= 4:
                return -5.0
            return -r.change(i, "misery", record.misery) - r.change(i, "fatigue", record.fatigue) - 0.6 * r.value(item)
        return _best([v for v, _l, _t in opts], net)

    def _spirit(self, r: Reader, prompt, opts):
        return opts[0][0]

    def _keep(self, r: Reader, prompt, opts):
        def rank(value):
            card = r.t["narrative_actions"].get(value)
            if card is None:
                return -99.0
            order = KEEP.index(value) if value in KEEP else len(KEEP)
            needs_met = all(r.has(g.item) >= g.amount for g in card.needs)
            return -order - (8 if not needs_met else 0)
        return _best([v for v, _l, _t in opts], rank)

    def _pay(self, r: Reader, prompt, opts):
        price = prompt.text[len("Pay "):].rstrip("?")
        for op, actor in self._pay_ops(r):
            label = ", ".join(f"{g.amount} {self._goods_name(g.item)}" for g in op.goods)
            if label == price:
                pay = r.worth(op.effects, actor) - r.goods_worth(op.goods)
                return "yes" if pay >= r.worth(op.otherwise, actor) else "no"
        return "yes"

    def _pay_ops(self, r: Reader):
        from ...core.effects import walk_ops
        script = r.view["under_way"].get("script")
        if script:
            for op, _d in walk_ops(r.t["scripts"][script["number"]].effects):
                if op.op_name == "pay":
                    yield op, script["actor"]
        for i in r.group:
            card = r.card(i)
            for ops in (card.spirit_a, card.spirit_b):
                for op, _d in walk_ops(ops):
                    if op.op_name == "pay":
                        yield op, i

    @staticmethod
    def _goods_name(item: str) -> str:
        t = tables()
        return (t["resources"] if item in t["resources"] else t["tokens"])[item].name

    def _medic(self, r: Reader, prompt, opts):
        return _best([v for v, _l, _t in opts], lambda v: self._eased(r, v))

    _cheerful = _medic

    @staticmethod
    def _eased(r: Reader, value: str) -> float:
        who, _, state = value.partition(":")
        if not who.isdigit() or state not in r.t["states"]:
            return 0.0
        return -r.change(int(who), state, -1)

    def _gardener(self, r: Reader, prompt, opts):
        return _best([v for v, _l, _t in opts], r.value)

    # ====================================================================== The book
    def _choice(self, r: Reader, prompt, opts):
        script = r.view["under_way"].get("script")
        if not script:
            return opts[0][0]
        record = r.t["scripts"][script["number"]]
        return _best([v for v, _l, _t in opts],
                     lambda v: r.script_worth(record.choices[int(v)].goto, script["actor"], 1))

    def _choose(self, r: Reader, prompt, opts):
        op = labels_to_choose().get(tuple(label for _v, label, _t in opts))
        if op is None:
            return opts[0][0]
        script = r.view["under_way"].get("script")
        actor = script["actor"] if script else r.centre()
        return _best([v for v, _l, _t in opts], lambda v: r.worth(op.options[int(v)].effects, actor))

    def _chosen(self, r: Reader, prompt, opts):
        label = prompt.text[len("Whose "):].rpartition(" changes")[0]
        state = next((k for k, row in r.t["states"].items() if row.name == label), "misery")
        amount = self._chosen_amount(r, state)
        values = [v for v, _l, _t in opts]
        if amount < 0:
            return _best(values, lambda v: -r.change(int(v), state, amount))
        return _best(values, lambda v: -r.change(int(v), state, amount) - (0.3 if r.chars[int(v)]["starting"] else 0))

    def _chosen_amount(self, r: Reader, state: str) -> int:
        """Whether the chosen one's State goes up or down: read off the script being read, else the usual sign."""
        from ...core.effects import walk_ops
        script = r.view["under_way"].get("script")
        if script:
            for op, _d in walk_ops(r.t["scripts"][script["number"]].effects):
                if op.op_name == "state" and op.who == "chosen" and op.state == state:
                    return op.amount
        return 1 if state == "fatigue" and r.scavenging else -1

    def _visitor(self, r: Reader, prompt, opts):
        name = prompt.text.rpartition(":")[0]
        card = next((c for c in r.t["visitors"].values() if c.name == name), None)
        if card is None:
            return "none"
        who = r.home[0] if r.home else None          # the view does not say who went to the door

        def worth(value):
            if value == "none":
                return 0.0
            return r.worth(card.options[int(value.partition(":")[2])].effects, who)
        return _best([v for v, _l, _t in opts], worth)

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


def reach(r: Reader, blocked_ok=()) -> set[str]:
    """The shelter spaces reachable from the Guard space, as the rules walk it (obstacles block beyond
    themselves), with the obstacles in `blocked_ok` taken as gone."""
    spaces = r.t["shelter"]
    grid = {(s.floor, s.column): sid for sid, s in spaces.items()}
    floors = ("top", "ground", "cellar")
    start = next(sid for sid, s in spaces.items() if s.holds == "guard")
    seen, queue = {start}, [start]
    while queue:
        here = queue.pop()
        kind = r.view["shelter"][here]["kind"]
        if here != start and kind in ("rubble", "bars", "closed_door") and here not in blocked_ok:
            continue
        space = spaces[here]
        steps = []
        left, right = grid.get((space.floor, space.column - 1)), grid.get((space.floor, space.column + 1))
        if left and not space.hole_left:
            steps.append(left)
        if right and not spaces[right].hole_left:
            steps.append(right)
        if space.ladder:
            level = floors.index(space.floor)
            for other in (level - 1, level + 1):
                if 0 <= other < 3:
                    linked = grid.get((floors[other], space.column))
                    if linked and spaces[linked].ladder:
                        steps.append(linked)
        for nxt in steps:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen
