"""The Leader bot by day: `DayAnswers`, the answers of the Day Actions (who does what each Action stage:
Rubble cleared by a plan every Character asked agrees on; what a Shelter card, a Fitting's action, a
build, a nap, the door or a New Idea is worth, a New Board's repair, each net of the sniper's risk where
one fires: the back's top floor, No Man's Home's Neighbourhood, The Crossing's gap; Wood or Components;
which Idea to keep; a repeat; a free Fitting) and of Dusk (Water and food shared out by need). `reach`
walks the shelter as the rules do."""
from __future__ import annotations

from .bot_reading import WANTED_FITTINGS, Reader, best_of, target_index
from .effects import SNIPER_HITS, StateOp
from .rules.boards import action_space, repair_cost
from .rules.shelter import OBSTACLES, action_areas, crossings, walk

IDEAS = ("armchair", "garden-beds", "ducted-heater", "shortwave-radio", "metalwork-bench", "filtered-cistern",
         "brick-range", "chemists-bench", "gunsmith-bench", "pot-still")
# What a Fitting does for the group each day it stands (beds, heat and the one-time bonuses are reckoned apart).
PER_DAY = {"gutter-barrel": 3.0, "filtered-cistern": 1.2, "workbench": 2.0, "metalwork-bench": 0.3, "armchair": 0.9,
           "garden-beds": 0.8, "shortwave-radio": 0.5, "bookshelf": 0.5, "tin-stove": 0.2, "brick-range": 0.3,
           "gunsmith-bench": 0.3, "pot-still": 0.1}
STAGE_WORK = 1.4          # what one more Action stage open to a Character is worth
ASLEEP = 5.0              # a Character falling asleep: no actions tomorrow, no guard or scavenging
COVERS_PRINTED = 1.5      # a Fitting built over an action printed on the board's back: that action is gone
KEEP_FOOD = 0.75          # food kept is food a Night Raid may take: eaten, nobody can


class DayAnswers:
    """LeaderBot's answers of the Day Actions and Dusk."""

    # ====================================================================== Day Actions
    def _action(self, r: Reader, prompt, opts):
        who = next(target_index(t) for v, _l, t in opts if v == "rest")
        rubble = self._rubble_plan(r, opts)
        scored = [(v, self._action_worth(r, who, v, rubble)) for v, _l, _t in opts]
        return best_of(scored, lambda item: item[1])[0]

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
        worth = self._work_worth(r, who, value, rubble)
        space = action_space(value)
        wound = r.worth((StateOp("wounds", 1),), who)
        if space is not None and r.board[space].sniper:      # the back's top floor: a 1 or 2 is a Wound
            worth += SNIPER_HITS / 10 * wound
        if space is not None and r.board[space].distance:    # the Neighbourhood: shot at on the way home
            hit = r.board[space].distance / 10
            if r.level(who, "wounds") >= 3:
                worth *= 1 - hit                             # a shot that kills loses what was brought home
            worth += hit * wound
        gap, _end = crossings(r.chars[who].get("area", ""), action_areas(r.board, value))
        if gap:                                              # The Crossing: shot at before the work, each way
            hit = SNIPER_HITS / 10
            if r.level(who, "wounds") >= 3:
                worth *= (1 - hit) ** gap                    # a shot that kills: nothing done
            worth += gap * hit * wound
        return worth

    def _work_worth(self, r: Reader, who: int, value: str, rubble) -> float:
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
        if kind == "poke_about" or (kind == "printed" and r.board[rest].printed.kind == "poke_about"):
            return 2.0 * max(r.value("wood"), r.value("components")) + 0.1
        if kind == "printed":
            return r.worth(r.board[rest].printed.effects, who)
        if kind == "card":
            if r.view["shelter"][rest]["kind"] == "rubble":
                space, workers = rubble
                return 100.0 if value == space and who in workers else -5.0     # the plan holds: both hands
            return self._card_worth(r, rest)
        if kind == "use":
            space, _, k = rest.partition(":")
            fitting = t["fittings"][r.view["shelter"][space]["fitting"]]
            return self._use_worth(r, who, fitting, int(k))
        if kind == "repair":                       # The Crossing's wreck: the Fitting for half its cost
            fitting = t["fittings"][r.board[rest].ruined]
            return self.build_worth(r, fitting.id) - 0.6 * r.goods_worth(repair_cost(fitting))
        if kind == "build":
            fitting_id, space = rest.split(":")[:2]   # (then, on The Crossing, where it is put together)
            fitting = t["fittings"][fitting_id]
            covered = COVERS_PRINTED if r.board[space].printed else 0.0    # the action printed there is lost
            return self.build_worth(r, fitting_id) - 0.6 * r.goods_worth(fitting.cost) - covered
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
        joined = {p["id"] for p in r.chars}
        visitors = [v for v in r.in_play("visitors").values() if not v.arrival       # a named join already
                    and not any(op.op_name == "join" and op.character in joined for o in v.options for op in o.effects)]
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
        free = sum(1 for s, row in r.board.items() if row.buildable and not row.ruined
                   and r.view["shelter"][s]["kind"] is None and not r.view["shelter"][s]["fitting"])
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
        worth += per_day.get(fitting_id, self._unknown_per_day(r, fitting)) * days
        if fitting_id in ("gutter-barrel", "filtered-cistern") and any(
                f in built for f in ("gutter-barrel", "filtered-cistern")):
            worth *= 0.3
        if r.view["objectives"] and r.view["objectives"][0] == "a-place-to-live":
            worth += 2.0
        return worth

    def _unknown_per_day(self, r: Reader, fitting) -> float:
        """A Fitting the bot has no figure for (a module's, a mod's): half its best action's net worth a day,
        and what it keeps away, for a Night Raid it cancels (its share of the deck)."""
        best = max([0.0] + [r.worth(a.effects, None) - r.goods_worth(a.cost) + (0.85 * r.worth(fitting.wait, None)
                                                                             if a.wait else 0.0)
                            for a in fitting.actions])
        raids = r.in_play("night_raids")
        kept_away = sum(1 for raid in raids.values() if raid.cancelled_by == fitting.id) / max(1, len(raids))
        return 0.5 * best + 4.0 * kept_away

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
        return best_of([v for v, _l, _t in opts], lambda v: self.build_worth(r, v.partition("|")[0]))

    # ====================================================================== Dusk
    def _dusk_queue(self, r: Reader, opts) -> list[int]:
        """Those still to be served at Dusk, the one asked now first (the rest follow in the group's order)."""
        now = next(target_index(t) for _v, _l, t in opts if target_index(t) is not None)
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


def reach(r: Reader, blocked_ok=()) -> set[str]:
    """The shelter spaces reachable from the Guard space, as the rules walk it (obstacles block beyond
    themselves), with the obstacles in `blocked_ok` taken as gone."""
    shelter = r.view["shelter"]
    return walk(r.board, lambda space: shelter[space]["kind"] in OBSTACLES and space not in blocked_ok)
