"""Wasted Wilds' bots: the shared random bot, and the survivor bot, a co-operative heuristic player for
any seat. It sees only the view, the prompt and the printed cards (public knowledge), and plays the
mission: kill what clings to it, eat before it starves, carry what the objectives ask for to where they
ask for it, and otherwise explore and scavenge."""
from __future__ import annotations

from collections import deque

from ...core.bots import RandomBot
from ...core.effects import walk_ops
from ...core.prompt import Prompt
from ...core.rng import Rng

__all__ = ["RandomBot", "SurvivorBot"]

PREFERENCE = ("chef", "contractor", "thief", "driver")


def _content():
    from .rules import RULES
    return RULES.base_content()


def _damage_of(ops) -> int:
    """The damage an op list deals to monsters (a choose counts its best option)."""
    best = 0
    for op, _depth in walk_ops(ops):
        if op.op_name == "damage" and op.who in ("monster", "monsters", "target", "targets"):
            best = max(best, op.amount + (6 * op.per if op.count else 0))
    return best


def _has(ops, name: str, **fields) -> bool:
    return any(op.op_name == name and all(getattr(op, k, None) == v for k, v in fields.items())
               for op, _d in walk_ops(ops))


def _feeds(ops) -> int:
    return max([-op.amount for op, _d in walk_ops(ops) if op.op_name == "hunger" and op.amount < 0] or [0])


def _heals(ops) -> int:
    return max([op.amount for op, _d in walk_ops(ops) if op.op_name == "heal"] or [0])


def _path_step(view: dict, start: str, goals: set[str]) -> str | None:
    """The first step (a direction) of a shortest path over the map's tiles to any goal cell."""
    if start in goals:
        return None
    steps = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
    cells = view["map"]
    seen = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        x, y = (int(v) for v in here.split(","))
        for direction, (dx, dy) in steps.items():
            nxt = f"{x + dx},{y + dy}"
            if nxt in cells and nxt not in seen:
                seen[nxt] = direction if here == start else seen[here]
                if nxt in goals:
                    return seen[nxt]
                queue.append(nxt)
    return None


class SurvivorBot:
    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: dict, prompt: Prompt) -> str:
        values = [o.value for o in prompt.options]
        pick = getattr(self, "_" + prompt.kind, None)
        chosen = pick(view, prompt, values) if pick is not None else None
        return chosen if chosen in values else values[0]

    # --- setup ---------------------------------------------------------------------------------
    def _survivor(self, view, prompt, values):
        for name in PREFERENCE:
            if f"survivor:{name}" in values:
                return f"survivor:{name}"
        return None

    def _layout(self, view, prompt, values):
        return "layout:0" if "layout:0" in values else "layout:random"

    # --- the turn --------------------------------------------------------------------------------
    def _act(self, view, prompt, values):
        content = _content()
        me = view["survivors"][view["active"]]
        for head in ("store", "pickup"):
            found = next((v for v in values if v == head or v.startswith(head + ":")), None)
            if found:
                return found
        cards = content.tables["survivor_cards"]
        supplies = content.tables["scavenge"]
        hand = me["hand"] or []
        my_supplies = me["supplies"] or []
        hungry = me["hunger"] >= 4 or me["starve"] >= 0
        if hungry:
            food = [(v, _feeds(supplies[my_supplies[int(v.split(":")[1])]].play)) for v in values
                    if v.startswith("supply:")]
            food += [(v, _feeds(cards[hand[int(v.split(":")[1])]].play)) for v in values if v.startswith("play:")
                     and cards[hand[int(v.split(":")[1])]].kind == "instant"]
            food = [item for item in food if item[1] > 0]
            if food:
                return max(food, key=lambda item: item[1])[0]
        if me["health"] <= 10:
            heal = [(v, _heals(supplies[my_supplies[int(v.split(":")[1])]].play)) for v in values
                    if v.startswith("supply:")]
            heal += [(v, _heals(cards[hand[int(v.split(":")[1])]].play)) for v in values if v.startswith("play:")
                     and cards[hand[int(v.split(":")[1])]].kind == "instant"]
            heal = [item for item in heal if item[1] > 0]
            if heal:
                return max(heal, key=lambda item: item[1])[0]
        if me["status"] or me["poison"]:
            cure = [v for v in values if (v.startswith("supply:") and _has(supplies[my_supplies[int(v.split(":")[1])]].play,
                                                                           "clear_status"))
                    or (v.startswith("play:") and cards[hand[int(v.split(":")[1])]].kind == "instant"
                        and _has(cards[hand[int(v.split(":")[1])]].play, "clear_status"))]
            if cure:
                return cure[0]
        shelter = self._shelter(view, me, values, content)
        if shelter:
            return shelter
        trade = next((v for v in values if v.startswith("trade:")), None)
        if trade:                     # a friendly tribe's monster leaves for a card: better than a fight
            return trade
        attacks = self._attacks(view, me, values, content)
        if me["monsters"] and attacks:
            return max(attacks, key=lambda item: item[1])[0]
        gear = self._gear_to_equip(me, values, content)
        if gear:
            return gear
        if view["actions"] == 0:
            return "end"
        if any(v.startswith("refuel:") for v in values):
            return next(v for v in values if v.startswith("refuel:"))
        goal = self._goal_move(view, me, values, content)
        if goal:
            return goal
        scavenges = [v for v in values if v.startswith("scavenge:") or v.startswith("free_scavenge:")]
        if scavenges:
            return self._best_deck(view, me, scavenges)
        if me["monsters"] and me["deck"] > 8 and "draw" in values:
            return "draw"
        explore = self._explore(view, me, values)
        if explore:
            return explore
        if "draw" in values and me["deck"] > 12 and len(hand) < 8:
            return "draw"
        return "end" if "end" in values else None

    def _shelter(self, view, me, values, content):
        """Exposure is a step or two away and this tile is outdoors: step onto a known indoor tile beside."""
        mission = content.tables["missions"][view["mission"]]
        if not mission.exposure:
            return None
        steps = content.tables["clock"]["clock"].steps
        here = view["clock"]
        ahead = next((k for k in range(1, len(steps) + 1) if steps[(here + k) % len(steps)] == "exposure"), 99)
        place = view["map"].get(me["pos"])
        tiles = content.tables["tiles"]
        if ahead > 2 or place is None or not place["up"] or tiles[place["tile"]].indoor:
            return None
        for direction in ("N", "E", "S", "W"):
            ahead_place = view["map"].get(self._beside(me["pos"], direction))
            if ahead_place and ahead_place["up"] and tiles[ahead_place["tile"]].indoor and \
                    f"move:{direction}" in values and ahead_place["tokens"] == 0:
                return f"move:{direction}"
        return None

    def _attacks(self, view, me, values, content) -> list[tuple[str, int]]:
        cards = content.tables["survivor_cards"]
        hand = me["hand"] or []
        out = []
        for v in values:
            if v.startswith("use:"):
                held = me["gear"][int(v.split(":")[1])]
                if held.get("src") != "g":
                    out.append((v, _damage_of(cards[held["card"]].action) + 1))     # gear is used again
            elif v.startswith("play:"):
                record = cards[hand[int(v.split(":")[1])]]
                if record.kind == "instant":
                    worth = _damage_of(record.play)
                    if _has(record.play, "discard_monster"):
                        worth = max(worth, 6)
                    if _has(record.play, "stun"):
                        worth = max(worth, 3)
                    out.append((v, worth))
            elif v == "innate":
                printed = content.tables["characters"][me["char"]]
                out.append((v, _damage_of(printed.innate.action)))
        return [item for item in out if item[1] > 0]

    def _gear_to_equip(self, me, values, content):
        cards = content.tables["survivor_cards"]
        hand = me["hand"] or []
        used, limit = me["storage"]
        best = None
        for v in values:
            if not v.startswith("play:"):
                continue
            record = cards[hand[int(v.split(":")[1])]]
            if record.kind == "gear" and used + record.storage <= limit:
                worth = _damage_of(record.action) + 2 * bool(record.passive) + bool(record.struck) * 3
                if best is None or worth > best[1]:
                    best = (v, worth)
        return best[0] if best else None

    def _goal_move(self, view, me, values, content):
        mission = content.tables["missions"][view["mission"]]
        tiles = content.tables["tiles"]
        known = {key: place for key, place in view["map"].items() if place["up"]}
        open_ones = [k for k, objective in enumerate(mission.objectives)
                     if view["objectives"][k][0] < view["objectives"][k][1]]
        others_done = all(mission.objectives[k].kind == "reach" for k in open_ones)
        # everyone on one tile at once comes last: first what has to be carried or won
        for k in sorted(open_ones, key=lambda k: mission.objectives[k].kind == "reach"):
            objective = mission.objectives[k]
            done, needed = view["objectives"][k]
            if objective.kind == "reach" and not others_done:
                continue
            if objective.kind == "store":
                carrying = sum(1 for held in me["gear"] if objective.tag in self._tags(held, content)) + sum(
                    1 for card_id in (me["supplies"] or []) if objective.tag in content.tables["scavenge"][card_id].tags)
                goals = {key for key, place in known.items() if place["tile"] == objective.tile}
                if carrying and goals and (carrying + done >= needed or carrying >= 2):
                    step = _path_step(view, me["pos"], goals)
                    if step and f"move:{step}" in values:
                        return f"move:{step}"
                deck = {"fuel": "red", "food": "green"}.get(objective.tag)
                if deck and carrying + done < needed:
                    if f"scavenge:{deck}" in values or f"free_scavenge:{deck}" in values:
                        return f"scavenge:{deck}" if f"scavenge:{deck}" in values else f"free_scavenge:{deck}"
                    sources = {key for key, place in known.items() if deck in tiles[place["tile"]].scavenge
                               and not place["scavenged"] and key != me["pos"]}
                    step = _path_step(view, me["pos"], sources) if sources else None
                    if step and f"move:{step}" in values:
                        return f"move:{step}"
            elif objective.kind == "reach":
                goals = {key for key, place in known.items() if place["tile"] == objective.tile}
                if me["pos"] in goals:
                    return "end" if "end" in values else None       # here: wait for the others
                step = _path_step(view, me["pos"], goals) if goals else None
                if step and f"move:{step}" in values:
                    return f"move:{step}"
            elif objective.kind == "tribe" and view["tribes"].get(objective.tribe) not in ("trade", "allied"):
                parlay = next((v for v in values if v.startswith(f"parlay:{objective.tribe}:supply:")), None) or \
                    self._cheapest_parlay(view, me, values, objective.tribe, content)
                if parlay:
                    return parlay
        return None

    def _cheapest_parlay(self, view, me, values, tribe: str, content):
        gear = [v for v in values if v.startswith(f"parlay:{tribe}:gear:")]
        if not gear:
            return None
        def worth(value):
            held = me["gear"][int(value.split(":")[3])]
            if held.get("src") == "g":
                return 5
            record = content.tables["survivor_cards"][held["card"]]
            return _damage_of(record.action) + 2 * bool(record.passive) + 3 * bool(record.struck)
        return min(gear, key=worth)

    @staticmethod
    def _tags(held: dict, content) -> tuple:
        table = content.tables["scavenge"] if held.get("src") == "g" else content.tables["survivor_cards"]
        return table[held["card"]].tags

    def _best_deck(self, view, me, scavenges):
        want = "green" if me["hunger"] >= 3 else "red"
        for v in scavenges:
            if v.endswith(want):
                return v
        return scavenges[0]

    def _explore(self, view, me, values):
        hidden = {key for key, place in view["map"].items() if not place["up"]}
        red = {key for key, place in view["map"].items() if place["up"] and not place["scavenged"]
               and place["tile"] and _content().tables["tiles"][place["tile"]].scavenge}
        goals = hidden | (red - {me["pos"]})
        if not goals:
            return None
        step = _path_step(view, me["pos"], goals)
        if step and f"move:{step}" in values:
            ahead = view["map"][self._beside(me["pos"], step)]
            if ahead["tokens"] >= 2 and me["health"] < 12:
                return None
            return f"move:{step}"
        return None

    @staticmethod
    def _beside(key: str, direction: str) -> str:
        x, y = (int(v) for v in key.split(","))
        dx, dy = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}[direction]
        return f"{x + dx},{y + dy}"

    # --- the small questions ------------------------------------------------------------------------
    def _pick(self, view, prompt, values):
        why = prompt.context.get("why")
        content = _content()
        me = view["survivors"][view["active"]]
        if why in ("monster", "target", "ally"):
            monsters = [v for v in values if v.startswith("pick:m:")]
            calm = [v for v in monsters if view["tribes"].get(content.tables["monsters"][v.split(":")[4]].tribe)
                    not in ("wary", "trade", "allied")]
            monsters = calm or monsters          # hitting a calm tribe's monster makes the tribe angrier
            if monsters:
                def left(value):
                    _p, _m, owner, slot, card_id = value.split(":")
                    entry = view["survivors"][int(owner)]["monsters"][int(slot)]
                    return content.tables["monsters"][card_id].health - entry["damage"]
                return min(monsters, key=left)
        if why == "survivor":
            people = [v for v in values if v.startswith("pick:s:")]
            if people:
                return max(people, key=lambda v: view["survivors"][int(v.split(":")[2])]["damage"]
                           + 3 * view["survivors"][int(v.split(":")[2])]["hunger"])
        if why == "tokens":
            return "pick:sneak"
        if why == "fuel":
            return "pick:equip"
        if why == "overflow":
            return self._least_gear(view, prompt, content)
        if why == "deck":
            want = "green" if me["hunger"] >= 3 else "red"
            return f"pick:{want}" if f"pick:{want}" in values else values[0]
        if why == "shield":
            return next((v for v in values if v != "pick:none"), "pick:none")
        if why == "group_pay":
            return next((v for v in values if v != "pick:none"), "pick:none")
        if why == "who":
            return max(values, key=lambda v: view["survivors"][int(v.split(":")[1])]["health"])
        if why == "choose":
            return "pick:1" if me["health"] <= 12 and "pick:1" in values else values[0]
        if why == "step":
            return values[0]
        return values[0]

    def _least_gear(self, view, prompt, content):
        def worth(option):
            _gear, owner, slot = option.target.split(":")
            held = view["survivors"][int(owner)]["gear"][int(slot)]
            if held.get("src") == "g":
                return 5          # fuel is what most missions ask to be carried home
            record = content.tables["survivor_cards"][held["card"]]
            return _damage_of(record.action) + 2 * bool(record.passive) + 3 * bool(record.struck)
        return min(prompt.options, key=worth).value
