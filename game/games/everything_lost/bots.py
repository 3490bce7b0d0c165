"""Everything Lost's bots: the shared random bot, and the survivor bot, a heuristic player that sees only
the view and the prompt (it plays for `simulate` and for "let the bot take this turn")."""
from __future__ import annotations

from ...core.bots import RandomBot
from ...core.prompt import Prompt
from ...core.rng import Rng
from .rules.state import distance, neighbour      # the map's geometry (pure), as the rules measure it

__all__ = ["RandomBot", "SurvivorBot"]

SKILL_PREFERENCE = ("scavenger", "burglar", "soldier", "scout", "leader")


def _values(prompt: Prompt) -> list[str]:
    return [option.value for option in prompt.options]


def _first(values: list[str], *heads: str) -> str | None:
    for head in heads:
        for value in values:
            if value == head or value.startswith(head + ":"):
                return value
    return None


def _goal_words(text: str) -> set[str]:
    """What the mission's goals (quoted in the turn's question) ask to bring home."""
    goals = text.lower().partition("mission")[2]
    return {word for word in ("food", "material", "bandage", "antidote") if word in goals}


def _single_die_chance(text: str) -> float:
    """One die's chance for the roll the question describes ("you need 4+ (+1 to the die)", "5 or less")."""
    import re
    bonus = re.search(r"\(\+(\d) to the die\)", text)
    plus = int(bonus.group(1)) if bonus else 0
    at_least = re.search(r"you need (\d)\+", text)
    if at_least:
        return max(0, min(6, 7 - int(at_least.group(1)) + plus)) / 6
    at_most = re.search(r"you need (\d) or less", text)
    return max(0, min(6, int(at_most.group(1)))) / 6 if at_most else 0.5


def _cost_in_words(view: dict, label: str) -> float:
    """What a dilemma's option costs the survivor, read from its words ("threat +1, lose 1 food"): the
    home and the mob weigh most, health and willpower more as they run low, supplies by what is held."""
    import re
    words = label.lower()
    cost = 0.0
    for what, sign, amount in re.findall(r"(home|mob|health|willpower|threat|food|bandages|materials|antidote|xp)"
                                         r" ([+-])(\d)", words):
        change = int(amount) * (1 if sign == "+" else -1)
        cost += _track_cost(view, what, change)
    for verb, amount, what in re.findall(r"(lose|pay) (\d) (die|dice|food|bandages|materials|antidote)", words):
        if what in ("die", "dice"):
            cost += 0.8 * int(amount)
        else:
            cost += _track_cost(view, what, -int(amount))
    if "loyalty test" in words:
        cost += 1.5
    return cost


def _track_cost(view: dict, what: str, change: int) -> float:
    """The cost of a track moving by `change` (a gain is a negative cost)."""
    if what == "home":
        return -change * (4.0 if view["home"] <= 2 else 2.5)
    if what == "mob":
        full = len(view["mob"]) >= 5
        return change * (3.0 if full else 1.0)
    if what in ("health", "willpower"):
        low = view[what] <= 3
        return -change * (2.5 if low else 1.2)
    if what == "threat":
        return change * (2.0 if view["threat"] >= 5 else 0.8)
    if what == "xp":
        return -change * 0.8
    held = view["res"].get(what, 0)
    return -change * 1.0 if change > 0 or held >= -change else 6.0     # an option you can't pay is the worst


class SurvivorBot:
    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng
        self.hunting = False

    def choose(self, view: dict, prompt: Prompt) -> str:
        values = _values(prompt)
        pick = getattr(self, "_" + prompt.kind, None)
        chosen = pick(view, prompt, values) if pick is not None else None
        return chosen if chosen in values else values[0]

    # --- the survivor's turn -------------------------------------------------------------
    def _act(self, view: dict, prompt: Prompt, values: list[str]) -> str | None:
        hand, health = view["hand"], view["health"]
        self.hunting = "defeat" in prompt.text.lower() and health >= 4   # fights come with threat checks
        home = next(name for name, zone in view["zones"].items() if zone["home"])
        goals_met = "goals are done" in prompt.text
        if view["bitten"] and not view["bite_covered"] and "bandage:cover" in values:
            return "bandage:cover"
        if health <= 4 and "bandage:heal" in values:
            return "bandage:heal"
        if goals_met:
            if "go_home" in values:
                return "go_home"
            if view["pos"] == home or hand == 0:
                return "rest_claimed" if "rest_claimed" in values else "rest"    # a die to go inside with
            return self._move(view, values, home, True) or "rest"
        deliver = _first(values, "deliver")
        if deliver:
            return deliver
        scavenges = [v for v in values if v.startswith("scavenge:")]
        if scavenges:
            return self._loot(view, prompt, scavenges, _goal_words(prompt.text))
        if "search" in values:
            return "search"
        if "rest_claimed" in values and hand <= 1:
            return "rest_claimed"
        goals = prompt.text.lower().partition("mission")[2]
        if "barricade" in goals and _first(values, "barricade"):
            return _first(values, "barricade")
        claiming = "claim" in goals
        clear_ok = view["res"]["materials"] >= (1 if claiming else 2) and health >= (3 if claiming else 4)
        if hand >= 2 or (hand >= 1 and health >= 4):
            for head in ("talk", "clear" if clear_ok and claiming else "-", "break_in", "clear" if clear_ok else "-",
                         "strip" if view["res"]["materials"] < 3 else "-",
                         "opportunity" if view["willpower"] >= 4 else "-"):
                found = _first(values, head)
                if found:
                    return found
        if hand == 0 or (hand == 1 and health <= 3):
            return "rest_claimed" if "rest_claimed" in values else "rest"
        return self._move(view, values, home, goals_met) or "rest"

    def _move(self, view: dict, values: list[str], home: str, heading_home: bool) -> str | None:
        moves = [v for v in values if v.split(":")[0] in ("move", "offroad", "navigate")]
        if not moves:
            return None
        def score(value: str) -> float:
            to = neighbour(view["pos"], value.split(":")[1])
            cost = {"move": 0, "navigate": 1, "offroad": 3}[value.split(":")[0]]
            if heading_home or view["health"] <= 2:
                return distance(to, home) * 2 + cost
            unknown = to not in view["zones"]
            risky = view["threat"] >= 5 and unknown and not self.hunting
            return cost * 1.5 - (2 if unknown else 0) + (3 if risky else 0) - distance(to, home) * 0.3 \
                + self.rng.below(10) / 20
        return min(moves, key=score)

    def _loot(self, view: dict, prompt: Prompt, scavenges: list[str], wanted: set[str]) -> str:
        labels = {o.value: o.label.lower() for o in prompt.options}
        melee_weapons = sum(1 for w in view["weapons"])

        def worth(value: str) -> float:
            label = labels[value]
            score = 1.0 + sum(3.0 for word in wanted if word in label)
            for word, points in (("food", 2.0), ("material", 1.6), ("bandage", 1.5), ("antidote", 2.5),
                                 ("willpower", 1.2), ("xp", 1.4)):
                if word in label:
                    score += points
            if any(word in label for word in ("pistol", "rifle", "shotgun", "bat", "machete", "axe", "chainsaw")):
                score += 3.0 if melee_weapons < 2 else 0.5
            if "risk" in label or "search" in label or "?" in label:
                score += 1.0 if view["health"] >= 4 else -2.0
            return score
        return max(scavenges, key=worth)

    # --- rolls and cards ---------------------------------------------------------------------
    def _roll(self, view: dict, prompt: Prompt, values: list[str]) -> str | None:
        hand = view["hand"]
        helped = [v for v in values if v.startswith("roll:") and v.count(":") == 2]
        if helped:
            alone = [v for v in helped if v.startswith("roll:0:")]
            return alone[0] if alone else helped[0]
        if "pay" in values and hand >= 4 and ("5+" in prompt.text or "6+" in prompt.text):
            return "pay"
        chance = _single_die_chance(prompt.text)
        want, success = 1, chance          # the fewest dice for an even chance: dice are time
        while want < hand and success < 0.5:
            want += 1
            success = 1 - (1 - chance) ** want
        if f"roll:{want}" not in values:
            return "food" if "food" in values else values[0]
        return f"roll:{want}"

    def _dilemma(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        labels = {o.value: o.label for o in prompt.options}
        return min(values, key=lambda value: (_cost_in_words(view, labels[value]), self.rng.below(100)))

    def _choose(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        return values[0]

    def _skill_choice(self, view: dict, prompt: Prompt, values: list[str]) -> str | None:
        for skill in SKILL_PREFERENCE:
            if f"skill:{skill}" in values:
                return f"skill:{skill}"
        return None

    def _tool_choice(self, view: dict, prompt: Prompt, values: list[str]) -> str | None:
        return _first(values, "tool:pipe-wrench", "tool:claw-hammer") or values[0]

    def _weapon_drop(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        return values[0]

    def _clear_next(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        return "door" if view["health"] >= 3 and view["threat"] <= 5 else "stop"

    def _claim(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        return "claim" if "claim" in values else "leave"

    # --- fights ----------------------------------------------------------------------------
    def _fight_card(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        return values[0]

    def _fight_prep(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        if "shoot" in values:
            return "shoot"
        if "escape" in values and view["health"] <= 2:
            return "escape"
        if "ambush" in values and view["health"] >= 3:
            return "ambush"
        return "fight"

    def _fight_dice(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        fight = view["fight"] or {}
        zombies = fight.get("zombies", 1)
        want = view["hand"]        # every die: a zombie left standing costs more than the dice
        helped = [v for v in values if v.startswith(f"dice:{want}:")]
        return helped[0] if helped else f"dice:{want}"

    def _fight_assign(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        fight = view["fight"] or {}
        mine, brown = fight.get("mine", []), fight.get("brown", [])
        uses = [v for v in values if v.startswith("use:")]

        def priority(value: str) -> tuple:
            k, j = (int(part) for part in value.split(":")[1:])
            lane = brown[j]["lane"] if j < len(brown) else "down"
            # kill the zombies already down first when we can spare a die, else block the hits; waste no big die
            return (0 if lane == "down" and self._spare(fight) else 1 if lane == "hit" else 2, mine[k] if k < len(mine)
                    else 6)
        if uses:
            return min(uses, key=priority)
        hits = sum(1 for b in brown if b["lane"] == "hit")
        reroll = _first(values, "reroll")
        if reroll and reroll.endswith(":zombies") and hits * fight.get("damage", 1) >= 2 and view["health"] <= 4:
            return reroll
        return "done"

    @staticmethod
    def _spare(fight: dict) -> bool:
        free = sum(1 for value, used in zip(fight.get("mine", []), fight.get("used", []))
                   if not used and value >= fight.get("tough", 5))
        hits = sum(1 for b in fight.get("brown", []) if b["lane"] == "hit")
        return free > hits

    def _mob_dice(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        return values[0]     # every die there is

    def _mob_block(self, view: dict, prompt: Prompt, values: list[str]) -> str:
        blocks = [v for v in values if v.startswith("block:")]
        return blocks[0] if blocks else "done"
