"""Hit Z Road bots. They see only the seat's view and the prompt, never the state.

RandomBot    the shared random player (game/core/bots.py).
HeuristicBot values each path by expected points minus expected losses,
             using a small Monte Carlo of its own fights (dice faces come from
             the view), bids what being earlier in the order is worth to it,
             shoots when it has Ammo, flees or throws a Molotov when a fight
             looks deadly, and spends Adrenaline to keep its survivors.
"""
from __future__ import annotations

import math
import random

from ...core.bots import RandomBot
from ...core.prompt import Prompt
from ...core.rng import Rng

__all__ = ["HeuristicBot", "RandomBot"]

KILL = ("kill", "bonus")
RES = ("ammo", "gas", "adrenaline")


# ---------------------------------------------------------------------------
POINT = 1.0            # a card point
RESOURCE = 0.4         # a token of Ammo, Gas or Adrenaline
SURVIVOR = 2.0         # a survivor lost (more when few are left)
ELIMINATION = 40.0     # losing the last survivor
TOKEN = 1.5            # a special token
UNKNOWN_CARD = 1.0     # a face-down card (solo)
TRIALS = 60


class HeuristicBot:
    """Expected-value play with a quick fight simulator."""

    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng
        self.rnd = random.Random(rng.fork_seed())
        self._fights: dict[tuple, tuple] = {}

    # --- the door -------------------------------------------------------------
    def choose(self, view: dict, prompt: Prompt) -> str:
        values = prompt.values
        if len(values) == 1:
            return values[0]
        handler = getattr(self, "_on_" + prompt.kind, None)
        value = handler(view, prompt) if handler is not None else None
        return value if value in values else values[0]

    # --- reading the view ----------------------------------------------------------
    def _me(self, view: dict) -> dict:
        return view["seats"][self.seat]

    @staticmethod
    def _res(me: dict) -> list[int]:
        return [me["ammo"], me["gas"], me["adrenaline"]]

    def _faces(self, view: dict) -> tuple[list[str], list[str]]:
        dice = view.get("dice") or {}
        black = dice.get("black") or ["casualty", "blank", "opportunity", "kill", "kill", "bonus"]
        red = dice.get("horde") or ["horrible", "casualty", "blank", "opportunity", "kill", "bonus"]
        return black, red

    # --- fights --------------------------------------------------------------
    def _ranged_plan(self, view: dict, left: int, ammo: int, dpa: int, extra: int = 0) -> int:
        black, _ = self._faces(view)
        p = sum(f in KILL for f in black) / len(black)
        if p <= 0 or ammo <= 0:
            return 0
        need = max(0.0, left - extra * p)
        return min(ammo, math.ceil(need / (dpa * p))) if need > 0 else 0

    def _sim(self, view: dict, zombies: int, horde: int, surv: int, ammo_k: int, adr: int, dpa: int,
             first_aid: int, extra_dice: int = 0) -> tuple[float, float, float, float]:
        """(p_win, expected survivors lost, p_elimination, expected adrenaline used) for a fight."""
        key = (zombies, horde, surv, ammo_k, adr, dpa, first_aid, extra_dice)
        cached = self._fights.get(key)
        if cached is not None:
            return cached
        black, red = self._faces(view)
        nb, nr = len(black), len(red)
        rnd = self.rnd.random
        wins = lost = elim = used = 0
        ranged = ammo_k * dpa + extra_dice
        for _ in range(TRIALS):
            left, s, a, fa = zombies, surv, adr, first_aid
            for _d in range(ranged):
                if black[int(rnd() * nb)] in KILL:
                    left -= 1
            rolls = 0
            while left > 0 and s > 0 and rolls < 30:
                rolls += 1
                m = s + 1
                r = min(horde, m)
                cas = hor = opp = 0
                for i in range(m):
                    face = red[int(rnd() * nr)] if i < r else black[int(rnd() * nb)]
                    if face == "kill":
                        left -= 1
                    elif face == "bonus":
                        left -= 1
                        opp += 1
                    elif face == "opportunity":
                        opp += 1
                    elif face == "casualty":
                        cas += 1
                    elif face == "horrible":
                        hor += 1
                for _h in range(hor):
                    if fa:
                        fa -= 1
                    else:
                        s -= 1
                for _c in range(cas):
                    if a > 0:
                        a -= 1
                    elif fa:
                        fa -= 1
                    else:
                        s -= 1
                for _o in range(opp):
                    if left > 0 and a >= 2:
                        a -= 1
                        left -= 1
            if s <= 0:
                elim += 1
            elif left <= 0:
                wins += 1
            lost += surv - max(s, 0)
            used += adr - a
        result = (wins / TRIALS, lost / TRIALS, elim / TRIALS, used / TRIALS)
        if len(self._fights) > 5000:
            self._fights.clear()
        self._fights[key] = result
        return result

    def _survivor_cost(self, surv: int, lost: float, p_elim: float) -> float:
        per = SURVIVOR + (3.0 / max(surv - 1, 1))
        return lost * per + p_elim * ELIMINATION

    def _fight_value(self, view: dict, card: dict, mods: dict, res: list[int], surv: int, tokens: list[str],
                     executor: bool) -> float:
        zombies = card["zombies"] + mods.get("extra", 0)
        if zombies <= 0:
            return card["points"] * POINT
        horde = mods.get("horde", card["horde"])
        if executor and "school_bus" in tokens:
            horde = 0
        dpa = mods.get("dpa", 2)
        k = 0 if mods.get("no_ranged") else self._ranged_plan(view, zombies, res[0], dpa)
        p_win, lost, p_elim, used = self._sim(view, zombies, horde, surv, k, res[2], dpa,
                                              tokens.count("first_aid"))
        fight = (card["points"] * POINT * p_win - self._survivor_cost(surv, lost, p_elim)
                 - used * RESOURCE - k * RESOURCE * 0.8)
        best = fight
        flee_cost = mods.get("flee", 2)
        if not mods.get("no_flee") and res[1] >= flee_cost:
            best = max(best, -flee_cost * RESOURCE)
        if "molotov" in tokens:
            best = max(best, card["points"] * POINT - TOKEN * 1.5)
        return best

    # --- card and op estimates ---------------------------------------------------
    def _ops_value(self, view: dict, ops: list, res: list[int], surv: int, mods: dict, depth: int = 0) -> float:
        """A rough value of card ops for this seat; fight rules are collected into mods."""
        value = 0.0
        black, _ = self._faces(view)
        for op in ops:
            name = op.get("op")
            if name == "gain":
                value += op["amount"] * RESOURCE * (1.2 if op["resource"] == "any" else 1.0)
            elif name in ("lose", "pay"):
                have = sum(res) if op["resource"] == "any" else res[RES.index(op["resource"])]
                value -= min(have, op["amount"]) * RESOURCE
            elif name == "gain_survivor":
                value += op["amount"] * SURVIVOR
            elif name == "lose_survivor":
                value -= self._survivor_cost(surv, min(op["amount"], surv), 1.0 if op["amount"] >= surv else 0.0)
            elif name == "roll" and depth < 4:
                for outcome in op["outcomes"]:
                    p = sum(f in outcome["faces"] for f in black) / len(black)
                    value += p * self._ops_value(view, outcome["effects"], res, surv, {}, depth + 1)
            elif name == "roll_count" and depth < 4:
                p = sum(f == op["face"] for f in black) / len(black)
                value += op["dice"] * p * self._ops_value(view, op["effects"], res, surv, {}, depth + 1)
            elif name == "choose" and depth < 4:
                value += max(self._ops_value(view, o["effects"], res, surv, {}, depth + 1) for o in op["options"])
            elif name == "gain_token":
                value += TOKEN if (view.get("supply") or {}).get(op["token"], 1) > 0 else 0.0
            elif name == "executor":
                value += 1.0
            elif name == "no_ranged":
                mods["no_ranged"] = True
            elif name == "no_flee":
                mods["no_flee"] = True
            elif name == "extra_zombies":
                mods["extra"] = mods.get("extra", 0) + op["amount"]
            elif name == "set_horde":
                mods["horde"] = op["strength"]
            elif name == "ranged_dice_per_ammo":
                mods["dpa"] = op["dice"]
            elif name == "flee_cost":
                mods["flee"] = op["gas"]
        return value

    def _card_value(self, view: dict, card: dict | None, res: list[int], surv: int, tokens: list[str],
                    executor: bool) -> tuple[float, list[int]]:
        """Value of one card and the resources expected after it."""
        if card is None:
            return UNKNOWN_CARD, res
        s = card["scavenge"]
        res = [res[0] + s["ammo"], res[1] + s["gas"], res[2] + s["adrenaline"]]
        value = (s["ammo"] + s["gas"] + s["adrenaline"]) * RESOURCE
        mods: dict = {}
        value += self._ops_value(view, card["effects"], res, surv, mods)
        if any(op.get("op") == "executor" for op in card["effects"]):
            executor = True
        value += self._fight_value(view, card, mods, res, surv, tokens, executor)
        return value, res

    def _path_value(self, view: dict, path: dict, me: dict | None = None) -> float:
        me = me or self._me(view)
        res = self._res(me)
        value = -path["key_cost"] * RESOURCE * 1.2
        if view["solo"] and path["index"] == 0:
            value += 2 * RESOURCE
        for entry in path["cards"]:
            card_value, res = self._card_value(view, entry.get("info"), res, me["survivors"], me["tokens"],
                                               me["executor_card"])
            value += card_value
        return value

    # --- answers -----------------------------------------------------------------
    def _on_path(self, view: dict, prompt: Prompt) -> str:
        best, choice = -1e9, prompt.values[0]
        for value in prompt.values:
            index = int(value.split(":")[1])
            score = self._path_value(view, view["paths"][index])
            if score > best:
                best, choice = score, value
        return choice

    def _on_auction(self, view: dict, prompt: Prompt) -> str:
        me = self._me(view)
        open_paths = [p for p in view["paths"] if p["taken_by"] is None]
        values = sorted((self._path_value(view, p) for p in open_paths), reverse=True)
        bids = {int(s): b for s, b in view["auction"]["bids"].items()}
        order = view["initiative"]
        mine = bids.get(self.seat, 0)
        total = me["ammo"] + me["gas"] + me["adrenaline"]
        rounds_left = view["rounds"] - view["round"]
        unit = RESOURCE * (1.6 if total <= 6 else 1.2) * (0.6 if rounds_left == 0 else 1.0)

        def rank_with(bid: int) -> int:
            ahead = 0
            for seat in order:
                if seat == self.seat:
                    continue
                other = bids.get(seat, 0)
                if other > bid or (other == bid == 0 and order.index(seat) < order.index(self.seat)):
                    ahead += 1
            return ahead

        def worth(bid: int) -> float:
            rank = min(rank_with(bid), len(values) - 1)
            return values[rank] - bid * unit

        best_value, best = worth(mine), "pass"
        reserve = 3
        for value in prompt.values:
            if not value.startswith("bid:"):
                continue
            bid = int(value[4:])
            if bid > total - reserve:
                continue
            score = worth(bid) - 0.05 * bid
            if score > best_value + 0.25:
                best_value, best = score, value
        return best

    def _pay_choice(self, view: dict, prompt: Prompt, targets=(2, 2, 3)) -> str:
        me = self._me(view)
        res = self._res(me)
        best, choice = -1e9, prompt.values[0]
        for value in prompt.values:
            i = RES.index(value.split(":")[1])
            score = res[i] - targets[i]
            if score > best:
                best, choice = score, value
        return choice

    def _on_pay(self, view: dict, prompt: Prompt) -> str:
        return self._pay_choice(view, prompt)

    def _on_take(self, view: dict, prompt: Prompt) -> str:
        me = self._me(view)
        res = self._res(me)
        targets = (3, 3, 4)
        best, choice = -1e9, prompt.values[0]
        for value in prompt.values:
            i = RES.index(value.split(":")[1])
            score = targets[i] - res[i]
            if score > best:
                best, choice = score, value
        return choice

    def _on_choose(self, view: dict, prompt: Prompt) -> str:
        me = self._me(view)
        card_id = prompt.context.get("card")
        info = None
        for path in view["paths"]:
            for entry in path["cards"]:
                if entry["id"] == card_id:
                    info = entry["info"]
        if info is None:
            return prompt.values[-1]
        choose = [op for op in _walk(info["effects"]) if op.get("op") == "choose"]
        if not choose:
            return prompt.values[-1]
        options = choose[0]["options"]
        best, choice = -1e9, prompt.values[0]
        for value in prompt.values:
            k = int(value.split(":")[1])
            if k >= len(options):
                continue
            score = self._ops_value(view, options[k]["effects"], self._res(me), me["survivors"], {})
            if score > best:
                best, choice = score, value
        return choice

    def _current_card(self, view: dict) -> dict | None:
        enc = view.get("encounter")
        if not enc or enc.get("path") is None:
            return None
        entry = view["paths"][enc["path"]]["cards"][enc["card_index"]]
        return entry.get("info")

    def _on_red_text(self, view: dict, prompt: Prompt) -> str:
        me = self._me(view)
        card = self._current_card(view)
        if card is None:
            return "continue"
        mods: dict = {}
        self._ops_value(view, card["effects"], self._res(me), me["survivors"], mods)
        tokens = [t for t in me["tokens"] if t != "molotov"]
        fight = self._fight_value(view, card, mods, self._res(me), me["survivors"], tokens, me["executor_card"])
        molotov = card["points"] * POINT - TOKEN * 1.5
        return "molotov" if molotov > fight else "continue"

    def _fight_state(self, view: dict) -> tuple[dict, dict, list[int]]:
        me = self._me(view)
        return view["fight"], me, self._res(me)

    def _on_fight_start(self, view: dict, prompt: Prompt) -> str:
        f, me, res = self._fight_state(view)
        values = prompt.values
        left, surv = f["zombies_left"], me["survivors"]
        card = self._current_card(view) or {"points": 1}
        first_aid = me["tokens"].count("first_aid")
        if "shotgun" in values and left >= 3:
            return "shotgun"
        k = 0 if f["no_ranged"] else self._ranged_plan(view, left, res[0], f["ranged_dice_per_ammo"],
                                                        4 if f["shotgun_loaded"] else 0)
        p_win, lost, p_elim, used = self._sim(view, left, f["horde"], surv, k, res[2], f["ranged_dice_per_ammo"],
                                              first_aid, 4 if f["shotgun_loaded"] else 0)
        fight = card["points"] * p_win - self._survivor_cost(surv, lost, p_elim) - used * RESOURCE - k * RESOURCE * 0.8
        if "molotov" in values and card["points"] * POINT - TOKEN * 1.5 > fight:
            return "molotov"
        if "flee" in values and -f["flee_cost"] * RESOURCE > fight:
            return "flee"
        if f["shotgun_loaded"] and f"ranged:{k}" in values:
            return f"ranged:{k}"
        if k > 0 and f"ranged:{k}" in values:
            return f"ranged:{k}"
        return "fight"

    def _on_melee(self, view: dict, prompt: Prompt) -> str:
        f, me, res = self._fight_state(view)
        values = prompt.values
        left, surv = f["zombies_left"], me["survivors"]
        card = self._current_card(view) or {"points": 1}
        p_win, lost, p_elim, used = self._sim(view, left, f["horde"], surv, 0, res[2], 2,
                                              me["tokens"].count("first_aid"))
        fight = card["points"] * p_win - self._survivor_cost(surv, lost, p_elim) - used * RESOURCE
        if "molotov" in values and card["points"] * POINT - TOKEN * 1.5 > fight:
            return "molotov"
        if "flee" in values and -f["flee_cost"] * RESOURCE > fight:
            return "flee"
        return "roll"

    def _on_die(self, view: dict, prompt: Prompt) -> str:
        f, me, res = self._fight_state(view)
        values = prompt.values
        face = prompt.context.get("face")
        if face == "horrible":
            return "first-aid" if "first-aid" in values else "lose-survivor"
        if face == "casualty":
            if "adrenaline:casualty" in values:
                return "adrenaline:casualty"
            return "first-aid" if "first-aid" in values else "lose-survivor"
        # opportunity / bonus: keep one Adrenaline back for the casualties to come
        casualties_left = sum(1 for k in f["pending_dice"][1:] if f["last_roll"][k]["face"] == "casualty")
        spare = res[2] - casualties_left - (1 if f["zombies_left"] > 1 else 0)
        key = f"adrenaline:{face}"
        return key if key in values and spare > 0 else "skip"


def _walk(ops: list):
    for op in ops:
        yield op
        name = op.get("op")
        if name == "roll":
            for outcome in op["outcomes"]:
                yield from _walk(outcome["effects"])
        elif name == "roll_count":
            yield from _walk(op["effects"])
        elif name == "choose":
            for option in op["options"]:
                yield from _walk(option["effects"])
