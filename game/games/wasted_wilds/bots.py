"""Wasted Wilds' bots: the shared random bot, and the survivor bot, a co-operative heuristic player for
any seat. It sees only the view, the prompt and the printed cards (public knowledge, read by
bot_reading.py), and plays the mission: kill what clings to it and to those beside it, eat before it
starves, talk a tribe round when the mission needs it friendly, carry what the objectives ask for to
where they ask for it by the safest way, and otherwise explore and scavenge."""
from __future__ import annotations

from ...core.bots import RandomBot
from ...core.prompt import Prompt
from ...core.rng import Rng
from .bot_reading import (beside, choices, damage_of, distances, exposure_chance, feeds, has_op, heals, ops_cost,
                          path_step)

__all__ = ["RandomBot", "SurvivorBot"]

PREFERENCE = ("chef", "contractor", "thief", "driver")


def _content():
    from .rules import RULES
    return RULES.base_content()


class SurvivorBot:
    # its judgement, tuned by simulate (docs/games/wasted-wilds.md, "Balance")
    SHELTER_CHANCE = 0.9      # how likely Exposure must be before its next turn for it to step indoors
    SHELTER_REACH = 2         # ... and how many moves it will spend getting there
    FORAGE_AT = 3             # the hunger at which it looks for food before the objectives
    RESCUE = 10               # the monster health on an ally that makes it go and help

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
        hand = me["hand"] or []
        instants = self._instants(me, values, content)
        if me["hunger"] >= 4 or me["starve"] >= 0:
            food = max(instants, key=lambda item: feeds(item[1]), default=None)
            if food and feeds(food[1]):
                return food[0]
        if me["health"] <= 10:
            heal = max(instants, key=lambda item: heals(item[1]), default=None)
            if heal and heals(heal[1]):
                return heal[0]
        if me["status"] or me["poison"]:
            cure = next((value for value, ops in instants if has_op(ops, "clear_status")), None)
            if cure:
                return cure
        shelter = self._shelter(view, me, values, content)
        if shelter:
            return shelter
        trade = next((v for v in values if v.startswith("trade:")), None)
        if trade:                     # a friendly tribe's monster leaves for a card: better than a fight
            return trade
        parlay = self._win_over(view, me, values, content)
        if parlay:                    # a tribe the mission wants friendly: talk before its monster is killed
            return parlay
        attacks = self._attacks(view, me, values, content)
        if attacks and (me["monsters"] or self._ally_beset(view, me)):
            return max(attacks, key=lambda item: item[1])[0]
        gear = self._gear_to_equip(me, values, content)
        if gear:
            return gear
        if view["actions"] == 0:
            return "end"
        if any(v.startswith("refuel:") for v in values):
            return next(v for v in values if v.startswith("refuel:"))
        forage = self._forage(view, me, values, content)
        if forage:
            return forage
        rescue = self._rescue(view, me, values, content)
        if rescue:
            return rescue
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

    @staticmethod
    def _instants(me, values, content) -> list[tuple[str, tuple]]:
        """The answers that play a card for its effect at once: a scavenge card, or an instant in hand."""
        cards, supplies = content.tables["survivor_cards"], content.tables["scavenge"]
        out = []
        for value in values:
            head, _, rest = value.partition(":")
            if head == "supply":
                out.append((value, supplies[me["supplies"][int(rest)]].play))
            elif head == "play" and cards[me["hand"][int(rest)]].kind == "instant":
                out.append((value, cards[me["hand"][int(rest)]].play))
        return out

    def _shelter(self, view, me, values, content):
        """Exposure is all but sure to come before this survivor acts again and this tile lets the cold
        in: with no action to spare, spend the last ones reaching a known shelter close by."""
        mission = content.tables["missions"][view["mission"]]
        if not mission.exposure or self._sheltered(view, me["pos"], content):
            return None
        if exposure_chance(view, content) < self.SHELTER_CHANCE or self._gathering(view, me, mission):
            return None
        far = distances(view, me["pos"])
        havens = {key for key in far if self._sheltered(view, key, content)}
        if not havens:
            return None
        nearest = min(far[key] for key in havens)
        if nearest != view["actions"] or nearest > self.SHELTER_REACH:
            return None
        step = path_step(view, me["pos"], havens, content.tables["tiles"], me)
        return f"move:{step}" if step and f"move:{step}" in values else None

    @staticmethod
    def _gathering(view, me, mission) -> bool:
        """Everyone meeting on one tile is all that is left, and this survivor is there waiting."""
        open_ones = [objective for objective, (done, needed) in zip(mission.objectives, view["objectives"])
                     if done < needed]
        return bool(open_ones) and all(objective.kind == "reach" for objective in open_ones) and any(
            view["map"][me["pos"]]["tile"] == objective.tile for objective in open_ones)

    @staticmethod
    def _sheltered(view, key: str, content) -> bool:
        place = view["map"].get(key)
        if not place or not place["up"] or not place["tile"]:
            return False
        record = content.tables["tiles"][place["tile"]]
        return record.indoor and record.trigger != "exposure"

    @staticmethod
    def _ally_beset(view, me) -> bool:
        """Someone on this tile has monsters on them: this survivor's short-range blows reach them."""
        return any(other is not me and other["alive"] and other["monsters"] and other["pos"] == me["pos"]
                   for other in view["survivors"])

    def _rescue(self, view, me, values, content):
        """Free of monsters, go and help whoever carries the heaviest load of them (a boss above all)."""
        if me["monsters"] or me["health"] <= 8:
            return None
        monsters = content.tables["monsters"]
        def load(other):
            return sum(monsters[entry["card"]].health - entry["damage"] for entry in other["monsters"])
        beset = [other for other in view["survivors"] if other is not me and other["alive"]
                 and load(other) >= self.RESCUE]
        if not beset:
            return None
        far = distances(view, me["pos"])
        target = max(beset, key=lambda other: load(other) - 3 * far.get(other["pos"], 99))
        if far.get(target["pos"], 99) > 2:
            return None
        step = path_step(view, me["pos"], {target["pos"]}, content.tables["tiles"], me)
        return f"move:{step}" if step and f"move:{step}" in values else None

    def _forage(self, view, me, values, content):
        """Hunger is climbing and nothing to eat is in hand: find food before the objectives."""
        if me["hunger"] < self.FORAGE_AT or self._food_held(me, content):
            return None
        for value in ("free_scavenge:green", "scavenge:green"):
            if value in values:
                return value
        if me["hunger"] < self.FORAGE_AT + 1:
            return None
        tiles = content.tables["tiles"]
        sources = {key for key, place in view["map"].items() if place["up"] and place["tile"] and key != me["pos"]
                   and "green" in tiles[place["tile"]].scavenge}
        step = path_step(view, me["pos"], sources, tiles, me) if sources else None
        return f"move:{step}" if step and f"move:{step}" in values else None

    @staticmethod
    def _food_held(me, content) -> bool:
        cards, supplies = content.tables["survivor_cards"], content.tables["scavenge"]
        return any(feeds(supplies[card_id].play) for card_id in me["supplies"] or ()) or any(
            cards[card_id].kind == "instant" and feeds(cards[card_id].play) for card_id in me["hand"] or ())

    def _attacks(self, view, me, values, content) -> list[tuple[str, int]]:
        cards = content.tables["survivor_cards"]
        hand = me["hand"] or []
        out = []
        for v in values:
            if v.startswith("use:"):
                held = me["gear"][int(v.split(":")[1])]
                if held.get("src") != "g":
                    out.append((v, damage_of(cards[held["card"]].action) + 1))     # gear is used again
            elif v.startswith("play:"):
                record = cards[hand[int(v.split(":")[1])]]
                if record.kind == "instant":
                    worth = damage_of(record.play)
                    if has_op(record.play, "discard_monster"):
                        worth = max(worth, 6)
                    if has_op(record.play, "stun"):
                        worth = max(worth, 3)
                    out.append((v, worth))
            elif v == "innate":
                printed = content.tables["characters"][me["char"]]
                out.append((v, damage_of(printed.innate.action)))
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
                worth = damage_of(record.action) + 2 * bool(record.passive) + bool(record.struck) * 3
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
                    step = path_step(view, me["pos"], goals, tiles, me)
                    if step and f"move:{step}" in values:
                        return f"move:{step}"
                deck = {"fuel": "red", "food": "green"}.get(objective.tag)
                if deck and carrying + done < needed:
                    if f"scavenge:{deck}" in values or f"free_scavenge:{deck}" in values:
                        return f"scavenge:{deck}" if f"scavenge:{deck}" in values else f"free_scavenge:{deck}"
                    sources = {key for key, place in known.items() if deck in tiles[place["tile"]].scavenge
                               and not place["scavenged"] and key != me["pos"]}
                    step = path_step(view, me["pos"], sources, tiles, me) if sources else None
                    if step and f"move:{step}" in values:
                        return f"move:{step}"
            elif objective.kind == "reach":
                goals = {key for key, place in known.items() if place["tile"] == objective.tile}
                if me["pos"] in goals:
                    return "end" if "end" in values else None       # here: wait for the others
                step = path_step(view, me["pos"], goals, tiles, me) if goals else None
                if step and f"move:{step}" in values:
                    return f"move:{step}"
        sought = {mission.objectives[k].tile for k in open_ones if mission.objectives[k].kind in ("reach", "store")}
        if sought - {place["tile"] for place in known.values()}:
            return self._explore(view, me, values, hidden_only=True)     # an objective's tile is still face down
        return None

    def _win_over(self, view, me, values, content):
        """Parlay with a tribe an open objective wants at Trade or Allied: a scavenge card the objectives
        do not need first, else the least useful gear."""
        mission = content.tables["missions"][view["mission"]]
        wanted = {objective.tag for objective in mission.objectives if objective.kind == "store"}
        supplies = content.tables["scavenge"]
        for objective, (done, needed) in zip(mission.objectives, view["objectives"]):
            if objective.kind != "tribe" or done >= needed or view["tribes"].get(objective.tribe) in ("trade", "allied"):
                continue
            spare = [v for v in values if v.startswith(f"parlay:{objective.tribe}:supply:")
                     and not wanted & set(supplies[me["supplies"][int(v.split(":")[3])]].tags)]
            parlay = (spare[0] if spare else None) or self._cheapest_parlay(view, me, values, objective.tribe, content)
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
            return damage_of(record.action) + 2 * bool(record.passive) + 3 * bool(record.struck)
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

    def _explore(self, view, me, values, hidden_only: bool = False):
        hidden = {key for key, place in view["map"].items() if not place["up"]}
        red = {key for key, place in view["map"].items() if place["up"] and not place["scavenged"]
               and place["tile"] and _content().tables["tiles"][place["tile"]].scavenge}
        goals = hidden if hidden_only else hidden | (red - {me["pos"]})
        if not goals:
            return None
        step = path_step(view, me["pos"], goals, _content().tables["tiles"], me)
        if step and f"move:{step}" in values:
            ahead = view["map"][beside(me["pos"], step)]
            if ahead["tokens"] >= 2 and me["health"] < 12:
                return None
            return f"move:{step}"
        return None

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
            options = choices(content).get(tuple(o.label for o in prompt.options))
            if options:
                costs = [ops_cost(effects, me, view["actions"]) for effects in options]
                return values[costs.index(min(costs))]
            return values[0]
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
            return damage_of(record.action) + 2 * bool(record.passive) + 3 * bool(record.struck)
        return min(prompt.options, key=worth).value
