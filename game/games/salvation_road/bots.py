"""Salvation Road bots. They see only the seat's view and the prompt, never the state.

RandomBot       uniform over the legal answers, except that it owns up to breaking the
                limited-communication rule only once in 20 chances (fast: one or two
                draws per answer).
CooperativeBot  a team heuristic that can sit in any seat: every copy reads the same
                view and follows the same plan, so bots and people can share a table.
                The plan: estimate what the road to Salvation will cost (exact for
                explored roads, cautious for the rest), gather what is short, bank it
                on the truck, keep the fence below the line with Ammo and Overwatch,
                keep characters out of lethal threat rolls, and drive off as soon as
                the truck can pay (or when the apocalypse deck is about to run out).
"""
from __future__ import annotations


from ...core.bots import RandomBot as CoreRandomBot
from ...core.prompt import Prompt
from ...core.rng import Rng

RES = ("food", "ammo", "med", "fuel")
RI = {r: i for i, r in enumerate(RES)}
UNKNOWN_FUEL = 2.9          # a road's Fuel before it is explored
UNKNOWN_OTHER = 1.3         # each other resource type a road lists
UNSCOUTED_FLEX = 1.5         # the non-Fuel part of a road never scouted
TOLL_FLEX = 1.6             # one toll card
WORST_FUEL = 4.0            # the most Fuel a road asks
WORST_OTHER = 2.0           # the most of another type a road asks
TOLL_WORST = 2.0            # a toll card's dearer side
KEEP = {"food": 1, "ammo": 1, "med": 1, "fuel": 0}


class RandomBot(CoreRandomBot):
    """The shared random player, owning up to breaking the limited-communication rule only now and then."""

    __slots__ = ()
    rare = {"penalty": 20}
    rare_comes_last = True      # rules/decisions.py build_prompt adds the penalty answer after the others


# ---------------------------------------------------------------------------
def _ev_face(faces: list[int]) -> float:
    return sum(faces) / len(faces) if faces else 0.0


class _Team:
    """What the whole team knows and wants, read from one view."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.characters = {c["id"]: c for c in view["characters"]}
        self.alive = [c for c in view["characters"] if not c["defeated"]]
        self.locations = view["locations"]
        self.loc_by_id = {loc["id"]: loc for loc in self.locations if loc["id"]}
        dice = view["dice"]
        self.ev_blue = _ev_face(dice["blue"])
        self.ev_red = _ev_face(dice["red"])
        self.n_blue = dice.get("blue_count", 4)
        self.n_red = dice.get("red_count", 2)
        self.truck = [view["truck"][r] for r in RES]
        carried = [0, 0, 0, 0]
        for c in self.alive:
            for s in c["slots"]:
                if s and "resource" in s:
                    carried[RI[s["resource"]]] += 1
        self.carried = carried
        self.have = [self.truck[i] + carried[i] for i in range(4)]
        need = [0.0, 0.0, 0.0, 0.0]
        exact = [0, 0, 0, 0]
        flex = 0.0
        unknown_roads = 0
        for road in view["roadmap"]:
            if road["explored"]:
                for r, n in road["cost"].items():
                    need[RI[r]] += n
                    exact[RI[r]] += n
            else:
                unknown_roads += 1
                for r in road["needs"]:
                    need[RI[r]] += UNKNOWN_FUEL if r == "fuel" else UNKNOWN_OTHER
        missing = max(0, view["road_target"] - len(view["roadmap"]))
        need[3] += UNKNOWN_FUEL * missing
        flex += UNSCOUTED_FLEX * missing + TOLL_FLEX * view["toll"]["count"]
        self.unknown_roads = unknown_roads + missing
        # reserves: Ammo for the shots the fence will need, a Food and a Med for famine and pestilence
        self.deck = view["apocalypse"]["deck"]
        fence = view["compound"]["fence"]
        self.fence = fence["bikes"] + fence["buggies"]
        self.capacity = view["compound"]["capacity"]
        future = 1.9 * self.deck * (1.0 + 0.15 * (view["setup_players"] - 2))
        room = self.capacity - 1 - self.fence
        self.shots = max(0, int((future - room) / 3.0 + 0.99)) if future > room else 0
        need[1] += self.shots
        need[0] += 1.0
        need[2] += 1.0
        self.need, self.flex, self.exact = need, flex, exact
        deficit = [need[i] - self.have[i] for i in range(4)]
        surplus = sum(-d for d in deficit if d < 0)
        self.deficit = [max(0.0, d) for d in deficit]
        self.flex_def = max(0.0, flex - surplus)
        self.total_def = sum(self.deficit) + self.flex_def
        margin = 1.0 * self.unknown_roads
        # ready to travel: the road can be paid even if every unexplored card is a bad one
        worst = [float(x) for x in exact]
        worst_flex = TOLL_WORST * view["toll"]["count"]
        for road in view["roadmap"]:
            if not road["explored"]:
                for r in road["needs"]:
                    worst[RI[r]] += WORST_FUEL if r == "fuel" else WORST_OTHER
        worst[3] += WORST_FUEL * missing
        worst_flex += WORST_OTHER * missing
        road_def = [worst[i] - self.have[i] for i in range(4)]
        road_surplus = sum(-d for d in road_def if d < 0)
        self.ready = all(d <= 0 for d in road_def) and road_surplus >= worst_flex + 0.5 * margin
        setup = view["setup_players"]
        self.war_max = 4 + (1 if setup >= 4 else 0)
        # how many marauders must leave before the next apocalypse card to survive a bad war
        self.pressure = self.fence + self.war_max - (self.capacity - 1)
        self.home_now = self.ready or self.deck <= 1
        self.mode = view.get("mode", "standard")
        self.players = view["players"]
        self.phase = view["phase"]

    # --- resource values --------------------------------------------------
    def weight(self, r: str, c: dict | None = None) -> float:
        i = RI[r]
        w = 2.0
        if self.deficit[i] > 0:
            w = 8.0
        elif self.flex_def > 0:
            w = 5.0
        if r == "ammo" and self.pressure > -3:
            w += 3.0
        if r == "med" and any(self.wounds(c) >= 2 for c in self.alive):
            w += 1.5
        if r == "food" and self.have[0] < 2:
            w += 1.0
        if c is not None:
            held = self.held(c)
            if r == "food" and not held[0]:
                w += 4.0      # famine: a Food in hand spares up to three
                if self.hungry(c):
                    w += 6.0
            if r == "med" and not held[2]:
                w += 3.0      # pestilence, and healing
            if r == "ammo" and not held[1] and self.pressure > -4:
                w += 1.5
        return w

    # --- characters -----------------------------------------------------
    @staticmethod
    def hungry(c: dict) -> bool:
        """A weakness that hurts whenever the character carries no Food."""
        ab = c["ability"]
        return any(op["op"] == "if_lacking" and op["resource"] == "food" for op in ab["effects"])

    @staticmethod
    def wounds(c: dict) -> int:
        return sum(1 for s in c["slots"] if s and "wound" in s)

    @staticmethod
    def unrevealed(c: dict) -> int:
        return sum(1 for s in c["slots"] if s and s.get("wound") == "unrevealed")

    @staticmethod
    def held(c: dict) -> list[int]:
        out = [0, 0, 0, 0]
        for s in c["slots"]:
            if s and "resource" in s:
                out[RI[s["resource"]]] += 1
        return out

    def free(self, c: dict) -> int:
        return c["health"] - self.wounds(c)

    def empty(self, c: dict) -> int:
        return sum(1 for s in c["slots"] if s is None)

    def partner_down(self, c: dict) -> bool:
        if self.mode in ("heroic", "survival"):
            return True
        mates = self.players[c["player"]]["characters"]
        return any(self.characters[m]["defeated"] for m in mates if m != c["id"])

    def wound_cost(self, c: dict, n: float = 1.0) -> float:
        free = self.free(c)
        if n >= free:
            return 60.0 if self.partner_down(c) else 25.0
        cost = n * (1.5 + 6.0 / max(1, free - n))
        return cost * (1.8 if self.partner_down(c) else 1.0)

    # --- locations ------------------------------------------------------
    def chars_at(self, where: str) -> list[dict]:
        return [c for c in self.alive if c["location"] == where]

    def extra_dice(self, c: dict) -> int:
        ab = c["ability"]
        if ab["trigger"] != "passive":
            return 0
        return sum(op.get("amount", 1) for op in ab["effects"] if op["op"] == "extra_threat_dice")

    def expected_wounds(self, loc: dict, joining: dict | None = None, leaving: dict | None = None) -> float:
        if not loc["face_up"]:
            mod = -0.3
        else:
            mod = loc["modifier"]
        here = [c for c in self.chars_at(loc["id"]) if leaving is None or c["id"] != leaving["id"]] \
            if loc["id"] else []
        if joining is not None:
            here = here + [joining]
        if not here:
            return 0.0
        n = len(here) + mod + sum(self.extra_dice(c) for c in here)
        n = max(0.0, min(n, self.n_blue + self.n_red))
        blue = min(n, self.n_blue)
        return blue * self.ev_blue + (n - blue) * self.ev_red

    # --- values of ops (abilities and card options) ---------------------
    def ops_value(self, ops: list, c: dict, where: dict | None) -> float:
        total = 0.0
        for op in ops:
            total += self.op_value(op, c, where)
        return total

    def op_value(self, op: dict, c: dict, where: dict | None) -> float:
        name = op["op"]
        amount = op.get("amount", 1)
        if name == "gain":
            r = op["resource"]
            w = max(self.weight(x) for x in RES) if r == "any" else self.weight(r)
            return amount * w
        if name == "add_supply":
            r = op["resource"]
            w = max(self.weight(x) for x in RES) if r == "any" else self.weight(r)
            return amount * w * 0.7
        if name == "free_search":
            if where is None or where.get("overrun"):
                return 2.0
            return 7.0
        if name == "heal":
            best = 0.0
            pool = [c] if op.get("target") == "self" else (self.chars_at(c["location"]))
            for t in pool:
                u = min(self.unrevealed(t), op.get("unrevealed", 0))
                rv = min(self.wounds(t) - self.unrevealed(t), op.get("revealed", 0))
                best = max(best, u * 3.0 * (1.5 if self.free(t) <= 2 else 1.0), rv * 3.5)
            return best
        if name == "wound":
            return -self.wound_cost(c, amount)
        if name == "rest":
            return 2.0 * min(self.unrevealed(c), 2) * (1.5 if self.free(c) <= 2 else 1.0)
        if name == "threat_down":
            if where is None or where.get("overrun") or (where.get("threat") or 0) == 0:
                return 0.0
            return 2.5 if len(self.chars_at(where["id"])) else 1.0
        if name == "threat_up":
            if c["location"] == "compound":
                return -4.0 if op.get("at_compound", "marauder") == "marauder" else 0.0
            return -2.5
        if name == "marauders_remove":
            return min(amount, self.fence) * (1.5 + max(0, self.pressure) * 1.5)
        if name == "marauders_add":
            return -amount * (2.0 + max(0, self.pressure + 2) * 2)
        if name == "scout":
            return 2.0 if len(self.view["roadmap"]) < self.view["road_target"] else 0.0
        if name == "explore":
            unexplored = sum(1 for r in self.view["roadmap"] if not r["explored"])
            return 3.0 * min(amount, unexplored)
        if name == "peek_apocalypse":
            return 1.0
        if name == "choose":
            return max((self.ops_value(o["effects"], c, where) for o in op["options"]), default=0.0)
        if name == "delay":
            return -2.0
        if name == "discard":
            r = op["resource"]
            return -amount * (min(self.weight(x) for x in RES) if r == "any" else self.weight(r))
        if name == "drop":
            return -0.5 * amount
        if name == "reveal":
            return -1.5 * min(amount, self.unrevealed(c))
        if name == "extra_action":
            return 4.0 * amount
        if name == "if_lacking":
            if self.held(c)[RI[op["resource"]]] >= op.get("amount", 1):
                return 0.0
            return self.ops_value(op.get("effects", []), c, where)
        return 0.0


# ---------------------------------------------------------------------------
class CooperativeBot:
    """The team heuristic (see the module docstring). Sees only the view."""

    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: dict, prompt: Prompt) -> str:
        values = [v for v in prompt.values if v != "penalty"]
        if len(values) == 1:
            return values[0]
        team = _Team(view)
        handler = getattr(self, "_on_" + prompt.kind, None)
        value = handler(team, prompt, values) if handler is not None else None
        return value if value in values else values[0]

    # --- whose turn -------------------------------------------------------
    def _on_activate(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        def score(value: str) -> float:
            c = team.characters[value.split(":", 1)[1]]
            s = 0.0
            if c["location"] == "compound":
                held = team.held(c)
                if team.pressure > 0 and held[1]:
                    s += 5
                if not team.home_now:
                    s += 1
            else:
                loc = team.loc_by_id.get(c["location"])
                if loc and sum(loc["supply"].values()):
                    s += 3
                if team.home_now:
                    s += 4
            if c["delayed"]:
                s -= 1
            return s
        return max(values, key=score)

    # --- the action menu ----------------------------------------------------
    def _on_action(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        cid = prompt.context["character"]
        sub = prompt.context.get("sub", False)
        c = team.characters[cid]
        opts = set(values)
        left = 1 if sub else c["actions_left"]
        if not sub:
            feed = self._feed_hungry(team, c, opts)
            if feed:
                return feed
        if "recover" in opts:
            return "recover"
        if c["location"] == "compound" and not sub:
            transfer = self._compound_transfer(team, c, opts, left)
            if transfer:
                return transfer
        if left <= 0:
            return self._no_actions_left(team, c, opts)
        if c["location"] == "compound":
            return self._compound_action(team, c, opts, values)
        return self._field_action(team, c, opts, values)

    @staticmethod
    def _feed_hungry(team: _Team, c: dict, opts: set) -> str | None:
        """Hand a Food to a teammate here whose weakness hurts without one."""
        if team.hungry(c) and team.held(c)[0] < 2:
            return None
        for v in sorted(opts):   # sorted: a set's order follows the hash seed, and a tie must break the same way every run
            if v.startswith("give:food:"):
                other = team.characters[v.split(":", 2)[2]]
                if team.hungry(other) and not team.held(other)[0]:
                    return v
        return None

    @staticmethod
    def _cannot(c: dict) -> set:
        ab = c["ability"]
        if ab["trigger"] != "passive":
            return set()
        return {op.get("action") for op in ab["effects"] if op["op"] == "cannot"}

    @staticmethod
    def _hurts_to(c: dict, action: str) -> bool:
        ab = c["ability"]
        return ab["trigger"] == "after_action" and ab.get("action") == action and \
            any(op["op"] in ("wound", "threat_up") for op in ab["effects"])

    def _compound_transfer(self, team: _Team, c: dict, opts: set, left: int) -> str | None:
        held = team.held(c)
        if left > 0 and team.pressure > 0 and not held[1] and team.fence and "take:ammo" in opts \
                and "shoot" not in self._cannot(c):
            return "take:ammo"
        going_out = not team.home_now and left > 0
        if not held[0] and team.hungry(c) and "take:food" in opts:
            return "take:food"
        if going_out and not held[0] and "take:food" in opts and not any(held[i] > KEEP[r] for i, r in enumerate(RES)):
            return "take:food"
        if going_out and not held[2] and "take:med" in opts and team.truck[2] > team.need[2] \
                and not any(held[i] > KEEP[r] for i, r in enumerate(RES)):
            return "take:med"
        return self._bank_choice(team, c, opts)

    def _compound_action(self, team: _Team, c: dict, opts: set, values: list[str]) -> str:
        cid = c["id"]
        held = team.held(c)
        free = team.free(c)
        ability = c["ability"]
        ab_value = f"ability:{cid}"
        if team.pressure > 0 and "shoot" in opts:
            return "shoot"
        if ab_value in opts and any(op["op"] == "marauders_remove" for op in ability["effects"]) \
                and team.fence >= 2 and (team.pressure > -3 or team.fence >= 4):
            return ab_value
        if team.pressure > 1 and "fight" in opts and free >= 4:
            return "fight"
        heal = self._heal_choice(team, c, opts)
        if heal and (free <= 2 or team.unrevealed(c) >= 3 or team.home_now):
            return heal
        if "rest" in opts and (free <= 2 or (team.unrevealed(c) >= 2 and team.home_now)):
            return "rest"
        if team.home_now:
            if heal:
                return heal
            if "rest" in opts:
                return "rest"
            if "shoot" in opts and team.fence >= 3 and held[1] > 0 and team.pressure > -2 and team.deck >= 1:
                return "shoot"
            useful = self._ability_if_good(team, c, opts, threshold=2.0)
            if useful and not any(op["op"] in ("move", "drive") for op in ability["effects"]):
                return useful
            return "end"
        if team.pressure > -2 and "shoot" in opts and team.fence >= 3 and team.have[1] > team.need[1] - team.shots + 1:
            return "shoot"
        useful = self._ability_if_good(team, c, opts, threshold=3.0, where=None)
        if useful and not any(op["op"] in ("move", "drive") for op in ability["effects"]):
            return useful
        if free <= 3 and "rest" in opts and team.unrevealed(c) >= 2:
            return "rest"
        dest = self._best_destination(team, c)
        if dest is not None:
            go = self._go(team, c, dest, opts)
            if go != "end":
                return go
        if "rest" in opts and team.unrevealed(c):
            return "rest"
        if heal:
            return heal
        return "end"

    def _field_action(self, team: _Team, c: dict, opts: set, values: list[str]) -> str:
        loc = team.loc_by_id[c["location"]]
        held = team.held(c)
        free = team.free(c)
        ability = c["ability"]
        if team.home_now:
            # last round: one more gather when the walk home still fits
            left = c["actions_left"]
            if not team.ready and left >= 2 and "move:compound" in opts:
                gathers = [v for v in values if v.startswith("gather:")]
                if gathers:
                    best = max(gathers, key=lambda v: team.weight(v.split(":", 1)[1], c))
                    if team.weight(best.split(":", 1)[1], c) >= 5.0:
                        return best
            return self._go(team, c, "compound", opts)
        heal = self._heal_choice(team, c, opts)
        if heal and free <= 2:
            return heal
        if free <= 2:
            return self._go(team, c, "compound", opts)
        empty = team.empty(c)
        gathers = [v for v in values if v.startswith("gather:")]
        if gathers:
            best = max(gathers, key=lambda v: team.weight(v.split(":", 1)[1], c))
            r = best.split(":", 1)[1]
            worst_held = min((team.weight(x, c) for x in RES if held[RI[x]] and x != r), default=99.0)
            if empty > 0 or team.weight(r, c) > worst_held + 3:
                return best
        if empty == 0:
            return self._go(team, c, "compound", opts)
        site = self._site_if_good(team, c, loc, opts)
        if site:
            return site
        useful = self._ability_if_good(team, c, opts, threshold=3.0, where=loc)
        if useful and not any(op["op"] in ("move", "drive") for op in ability["effects"]):
            return useful
        if "search" in opts and self._search_ok(team, c, loc) and \
                (not self._hurts_to(c, "search") or free >= 4):
            return "search"
        dest = self._best_destination(team, c)
        if dest is not None and dest != c["location"]:
            go = self._go(team, c, dest, opts)
            if go != "end":
                return go
        if "search" in opts and self._search_ok(team, c, loc, lenient=True) and not self._hurts_to(c, "search"):
            return "search"
        if sum(held) >= 2 or team.unrevealed(c) >= 2:
            return self._go(team, c, "compound", opts)
        return "end"

    def _no_actions_left(self, team: _Team, c: dict, opts: set) -> str:
        """Only free things remain: eat for an extra action if it pays, drive home when it must."""
        here = c["location"]
        if team.hungry(c) and team.held(c)[0] < 2:
            opts = opts - {"food"}
        if here != "compound" and team.home_now:
            ab = f"ability:{c['id']}"
            if ab in opts and any(op["op"] == "drive" for op in c["ability"]["effects"]):
                return ab
            if "drive:compound" in opts and team.deck <= 1:
                return "drive:compound"
            if "food" in opts and (team.deck <= 1 or team.have[0] > team.need[0] + 2):
                return "food"
        if "food" in opts and here != "compound" and team.have[0] > team.need[0] + 3:
            loc = team.loc_by_id.get(here)
            if loc and sum(loc["supply"].values()) and team.empty(c):
                return "food"
        return "end"

    def _bank_choice(self, team: _Team, c: dict, opts: set) -> str | None:
        held = team.held(c)
        keep = dict(KEEP)
        if team.home_now:
            keep = {"food": 1, "ammo": 2, "med": 1, "fuel": 0}
        extra = [r for r in RES if held[RI[r]] > keep[r]]
        if not extra:
            return None
        if team.home_now:
            keep = dict(keep)
        if sum(max(0, held[RI[r]] - keep[r]) for r in RES) == sum(held) and "truck:all" in opts:
            return "truck:all"
        for r in sorted(extra, key=lambda x: -held[RI[x]]):
            if f"truck:{r}" in opts:
                return f"truck:{r}"
        return None

    def _on_truck(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        c = team.characters[prompt.context["character"]]
        choice = self._bank_choice(team, c, set(values))
        return choice or "done"

    def _heal_choice(self, team: _Team, c: dict, opts: set) -> str | None:
        best, best_score = None, 0.0
        for v in sorted(opts):   # sorted: a set's order follows the hash seed, and a tie must break the same way every run
            if not v.startswith("heal:"):
                continue
            _, target, what = v.split(":")
            t = team.characters[target]
            free = team.free(t)
            if what == "unrevealed":
                score = min(3, team.unrevealed(t)) * (2.0 if free <= 2 else 1.0)
            else:
                score = 1.2 * (2.0 if free <= 2 else 1.0) + (0.5 if what != "injury" else 0)
            if score > best_score:
                best, best_score = v, score
        return best if best_score >= 2.0 else None

    def _ability_if_good(self, team: _Team, c: dict, opts: set, threshold: float, where: dict | None = None) -> str | None:
        value = f"ability:{c['id']}"
        if value not in opts:
            return None
        ab = c["ability"]
        if ab["trigger"] not in ("action", "free"):
            return None
        score = team.ops_value(ab["effects"], c, where)
        return value if score >= threshold else None

    def _site_if_good(self, team: _Team, c: dict, loc: dict, opts: set) -> str | None:
        value = f"site:{loc['id']}"
        if value not in opts:
            return None
        score = team.ops_value(loc["ability"]["effects"], c, loc)
        return value if score >= 3.0 else None

    def _search_ok(self, team: _Team, c: dict, loc: dict, lenient: bool = False) -> bool:
        if loc["overrun"]:
            return lenient and team.total_def > 0
        track = loc["track"]
        nxt = track[min(len(track) - 1, loc["threat"] + 1)]
        here = team.chars_at(loc["id"])
        n = len(here) + nxt + sum(team.extra_dice(x) for x in here)
        n = max(0, min(n, team.n_blue + team.n_red))
        blue = min(n, team.n_blue)
        ew = blue * team.ev_blue + (n - blue) * team.ev_red
        worst_free = min(team.free(x) for x in here)
        limit = 2.6 if lenient else 2.0
        return ew <= limit and ew < worst_free - 1.2

    def _loc_value(self, team: _Team, c: dict, loc: dict) -> float:
        if loc["id"] is None:
            return 6.0 - team.expected_wounds(loc, joining=c) * team.wound_cost(c) * 0.5
        supply = loc["supply"]
        room = c["health"] - team.wounds(c)
        value = 0.0
        taken = 0
        for r in sorted(RES, key=lambda x: -team.weight(x)):
            n = min(supply[r], room - taken)
            if n > 0:
                value += n * team.weight(r) * 0.55
                taken += n
        if not loc["overrun"]:
            value += 3.0
            ab = loc["ability"]
            if ab and not loc["used"]:
                value += max(0.0, team.ops_value(ab["effects"], c, loc)) * 0.4
        danger = team.expected_wounds(loc, joining=c, leaving=c)
        value -= danger * team.wound_cost(c) * 0.6
        if len(team.chars_at(loc["id"])) >= 2:
            value -= 1.0
        return value

    def _best_destination(self, team: _Team, c: dict) -> str | None:
        best, best_value = None, 0.5
        for k, loc in enumerate(team.locations):
            if loc["id"] == c["location"]:
                continue
            if len([x for x in team.alive if x["location"] == loc["id"] and loc["id"]]) >= 3:
                continue
            value = self._loc_value(team, c, loc)
            if value > best_value:
                best, best_value = (loc["id"] if loc["id"] else f"#{k}"), value
        return best

    def _dest_key(self, team: _Team, dest: str) -> str:
        if dest == "compound":
            return "compound"
        if dest.startswith("#"):
            return dest[1:]
        for k, loc in enumerate(team.locations):
            if loc["id"] == dest:
                return str(k)
        return "compound"

    def _go(self, team: _Team, c: dict, dest: str, opts: set) -> str:
        key = self._dest_key(team, dest)
        ab = f"ability:{c['id']}"
        effects = c["ability"]["effects"]
        if ab in opts and c["ability"]["trigger"] in ("action", "free"):
            kinds = {op["op"] for op in effects}
            if "drive" in kinds:
                return ab
            if "move" in kinds and "command" in kinds:
                target = "compound" if key == "compound" else team.locations[int(key)]["id"]
                if target and any(x["id"] != c["id"] for x in team.chars_at(target)):
                    return ab
        if f"move:{key}" in opts:
            return f"move:{key}"
        if f"drive:{key}" in opts and (team.home_now and key == "compound"):
            return f"drive:{key}"
        return "end"

    # --- follow-up choices ------------------------------------------------
    def _on_destination(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        c = team.characters[prompt.context["character"]]
        if team.home_now or (c["location"] != "compound" and (team.free(c) <= 2 or not team.empty(c))):
            if "dest:compound" in values:
                return "dest:compound"
        dest = self._best_destination(team, c)
        if dest is not None:
            key = f"dest:{self._dest_key(team, dest)}"
            if key in values:
                return key
        return "dest:compound" if "dest:compound" in values else values[0]

    def _on_with(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        dest = prompt.context.get("dest")
        best, best_score = "alone", 0.0
        for v in values:
            if not v.startswith("with:"):
                continue
            o = team.characters[v.split(":", 1)[1]]
            score = 0.0
            if dest == "compound":
                score = (3 if team.home_now else 0) + (2 if team.free(o) <= 2 else 0) + (1 if not team.empty(o) else 0)
            else:
                score = 1.0 if o["activated"] is False and team.free(o) >= 3 else 0.0
            if score > best_score:
                best, best_score = v, score
        return best

    def _on_character(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        if prompt.context.get("why") == "heal":
            return max(values, key=lambda v: (team.wounds(team.characters[v.split(':', 1)[1]]),
                                              -team.free(team.characters[v.split(':', 1)[1]])))
        return max(values, key=lambda v: (not team.characters[v.split(':', 1)[1]]["delayed"],
                                          team.free(team.characters[v.split(':', 1)[1]])))

    def _on_heal(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        for v in values:
            if v != "heal:unrevealed" and v != "heal:injury":
                return v
        return "heal:unrevealed" if "heal:unrevealed" in values else values[0]

    def _on_drop(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        c = team.characters.get(prompt.context.get("character"))
        return min(values, key=lambda v: team.weight(v.split(":", 1)[1], c))

    def _on_resource(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        why = prompt.context.get("why")
        c = team.characters.get(prompt.context.get("character"))
        if why in ("drop", "discard"):
            return min(values, key=lambda v: team.weight(v.split(":", 1)[1], c))
        return max(values, key=lambda v: team.weight(v.split(":", 1)[1]))

    def _on_road(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        return values[0]

    def _on_peek(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        # put a war card on the bottom when the fence is filling up
        for v, option in zip(prompt.values, prompt.options):
            if v.startswith("bottom:") and team.pressure > -3 and "war" in option.label.lower():
                return v
        return "keep"

    def _on_option(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        c = team.characters[prompt.context["character"]]
        effects = prompt.context.get("effects") or []
        where = team.loc_by_id.get(c["location"])
        best, best_score = values[0], None
        for v, ops in zip(prompt.values, effects):
            if v not in values:
                continue
            score = team.ops_value(ops, c, where)
            if best_score is None or score > best_score:
                best, best_score = v, score
        return best

    def _on_end_ability(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        c = team.characters[prompt.context["character"]]
        where = team.loc_by_id.get(c["location"])
        score = team.ops_value(prompt.context.get("effects") or [], c, where)
        return "use" if score > 0 else "skip"

    # --- the threat phase ------------------------------------------------
    def _on_reroll(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        roll = team.view["threat_roll"]
        dice = roll["dice"]
        total = roll["wounds"]
        here = team.chars_at(roll["location"])
        gain_any = 0.0
        for d in dice:
            ev = team.ev_blue if d["color"] == "blue" else team.ev_red
            gain_any += max(0.0, d["wounds"] - ev)
        for v in values:
            if v.startswith("ability:"):
                c = team.characters[v.split(":", 1)[1]]
                gain = 0.0
                which = next((op.get("which", "wounded") for op in c["ability"]["effects"]
                              if op["op"] == "reroll_threat"), "wounded")
                for d in dice:
                    ev = team.ev_blue if d["color"] == "blue" else team.ev_red
                    if which == "all" or (which == "wounded" and d["wounds"] > 0):
                        gain += d["wounds"] - ev
                    elif which == "choose":
                        gain += max(0.0, d["wounds"] - ev)
                if gain > 0.2:
                    return v
        # what the wounds would cost, at best spread
        danger = min((team.wound_cost(c, total / max(1, len(here))) for c in here), default=0.0)
        ammo_users = [v for v in values if v.startswith("ammo:")]
        if ammo_users and gain_any >= 0.9 and danger * gain_any / max(1, total) > team.weight("ammo") * 1.2:
            return ammo_users[0]
        return "accept"

    def _on_pick(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        roll = team.view["threat_roll"]
        for v in values:
            if v.startswith("die:"):
                d = roll["dice"][int(v.split(":", 1)[1])]
                ev = team.ev_blue if d["color"] == "blue" else team.ev_red
                if d["wounds"] > ev:
                    return v
        return "roll" if "roll" in values else values[0]

    def _on_assign(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        def score(v: str) -> tuple:
            c = team.characters[v.split(":", 1)[1]]
            return (-team.wound_cost(c), team.empty(c) > 0)
        return max(values, key=score)

    # --- the apocalypse phase ---------------------------------------------
    def _card_harm(self, team: _Team, card: dict) -> float:
        kind = card["type"]
        n = card.get("marauders", 2)
        harm = n * (1.0 + max(0, team.fence + n - team.capacity + 3))
        if kind == "war":
            at = team.chars_at("compound")
            harm += sum(team.wound_cost(c) for c in at)
            if team.fence + n >= team.capacity:
                harm += 30
        elif kind == "death":
            harm += sum(2.5 for c in team.alive if c["location"] != "compound")
        elif kind == "famine":
            harm += 2.0 * len(team.alive)
        else:
            harm += sum(1.5 for c in team.alive if team.unrevealed(c))
        return harm

    def _on_apocalypse(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        card = team.view["apocalypse"]["current"]
        harm = self._card_harm(team, card)
        deck = team.deck
        rounds_wanted = 1 + int(team.total_def / max(1.0, 1.2 * len(team.alive)))
        if harm >= 12 and deck >= rounds_wanted + 2:
            return "discard"
        if harm >= 30 and deck >= 2:
            return "discard"
        return "resolve"

    def _on_prevent(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        card = team.view["apocalypse"]["current"]
        slot = prompt.context["slot"]
        where = "compound" if slot == -1 else team.locations[slot]["id"]
        here = team.chars_at(where)
        harm = 0.0
        for c in here[:3]:
            if card["type"] == "pestilence":
                if not team.wounds(c):
                    continue
                harm += -team.ops_value(card.get("effects", []), c, None) + 1.0 * team.unrevealed(c) ** 0.5
            else:
                harm += -team.ops_value(card.get("effects", []), c, None)
        resource = "food" if card["type"] == "famine" else "med"
        cost = team.weight(resource)
        users = [v for v in values if v.startswith("prevent:")]
        if users and harm > cost * 0.8:
            def payer(v: str) -> tuple:
                h = team.characters[v.split(":", 1)[1]]
                n = team.held(h)[RI[resource]]
                spare = not (resource == "food" and team.hungry(h) and n < 2)
                return (spare, n)
            best = max(users, key=payer)
            if payer(best)[0] or harm > cost + team.wound_cost(team.characters[best.split(":", 1)[1]]):
                return best
        return "no"

    def _on_cover(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        return min(values, key=lambda v: team.free(team.characters[v.split(":", 1)[1]]))

    def _on_hold(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        card = team.view["apocalypse"]["current"]
        n = card.get("marauders", 0)
        held_so_far = int(prompt.text.split("held back ")[1].split(" ")[0]) if "held back " in prompt.text else 0
        after = team.fence + n - held_so_far
        candidates = [v for v in values if v.startswith("hold:")]
        if not candidates:
            return "done"
        best = max(candidates, key=lambda v: team.free(team.characters[v.split(":", 1)[1]]))
        c = team.characters[best.split(":", 1)[1]]
        if after >= team.capacity and team.free(c) >= 2:
            return best
        if after >= team.capacity - 2 and team.free(c) >= 4:
            return best
        return "done"

    # --- refresh and travel ---------------------------------------------------
    def _on_travel(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        if team.ready or team.deck <= 1:
            return "travel"
        if team.total_def <= 0 and team.deck <= 3:
            return "travel"
        return "stay"

    def _on_toll(self, team: _Team, prompt: Prompt, values: list[str]) -> str:
        truck = team.view["truck"]

        def left_after(option) -> int:
            label = option.label.split()
            amount, res = int(label[1]), label[2].lower()
            return truck.get(res, 0) - amount
        return max(prompt.options, key=left_after).value
