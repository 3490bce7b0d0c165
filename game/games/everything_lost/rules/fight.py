"""Fights: a zombie card from the mob, shooting or an ambush first, then three rolls of your dice against
the brown zombie dice with the hit / down / eliminated lanes; and the mob attack.

A fight is one task on the stack (its stage says where it stands), so a save resumes mid-fight.
Answers: card:<k> (which mob card), shoot / ambush / escape / melee (before the fight), dice:<n> or
dice:<n>:<survivor> (how many white dice), use:<mine>:<zombie> (push that zombie die one lane on),
reroll:<resource>:zombies|mine (pay to re-roll), escape, done (end the roll).
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.flow import push_task
from ....core.option_cache import option
from ....core.prompt import ROLL_EVENT, Prompt
from ....core.words import count
from .dice import helpers, roll_black, to_holding_box
from .mob import add_mob_skill, clear_mob, draw_zombie, has_skill
from .state import (BARRICADE_TOUGHNESS, FIGHT_ROLLS, MOB_ATTACK_RESET, MOB_SIZE, YOUR_TOUGHNESS, State, _ev,
                    survivor_kind, threat_drop, zombie)
from .tracks import bite, change_health, change_threat, change_willpower, die, gain_xp, lower_threat

LANES = ("hit", "down", "eliminated")
ASKED_AT = {"prep": "fight_prep", "dice": "fight_dice", "assign": "fight_assign"}   # stage -> its question
RESOURCE_ORDER = ("food", "materials", "bandages", "antidote")


def start_fight(state: State, events: list, cause: str, leaving_barricade: bool = False) -> None:
    push_task(state.task_stack, "fight", stage="card", cause=cause, barricade=leaving_barricade)


def start_mob_attack(state: State, events: list) -> None:
    """The threat wanted to pass the top: the whole mob attacks (a clearing under way is abandoned)."""
    for task in [task for task in state.task_stack if task["t"] == "clear"]:
        state.building_discard.extend(task["drawn"])
        state.task_stack.remove(task)
    size = max(len(state.mob), min(state.level, MOB_SIZE))
    size = min(size, MOB_SIZE)
    if state.zones[state.pos]["barricaded"]:
        size = (size + 1) // 2
    _ev(events, "mob_attack", f"MOB ATTACK! {count(size, 'zombie die', 'zombie dice')} come at you.", "rule:mob_attack",
        {"zombies": size})
    state.stats["mob_attacks"] = state.stats.get("mob_attacks", 0) + 1
    push_task(state.task_stack, "mob_attack", stage="dice", zombies=size)


# --- helpers ------------------------------------------------------------------------------------
def weapon_ok(state: State, held: dict) -> bool:
    from .state import weapon_side
    return weapon_side(state, held).level <= 1 + state.skills["soldier"]


def usable(state: State, kind: str) -> list[int]:
    from .state import weapon_side
    return [index for index, held in enumerate(state.weapons)
            if weapon_side(state, held).kind == kind and weapon_ok(state, held)]


def melee_side(state: State, task: dict):
    from .state import weapon_side
    if task.get("melee") is None:
        return state.content.tables["weapons"]["stick"].front
    return weapon_side(state, state.weapons[task["melee"]])


def bullets(state: State) -> int:
    from .state import building, rubble
    return sum((building(state, c["card"]) if c["deck"] == "building" else rubble(state, c["card"])).bullets
               for c in state.active)


def red_helpers(state: State) -> list[int]:
    return helpers(state, "red")


def _zombie_toughness(state: State, card) -> int:
    return min(6, card.toughness + (1 if has_skill(state, "tough") else 0))


def _printed(state: State, action: str) -> bool:
    """A special action is done only where a card in the zone prints it."""
    from .state import building, rubble
    return any(a.action == action for c in state.active
               for a in (building(state, c["card"]) if c["deck"] == "building" else rubble(state, c["card"])).actions)


def _escape_allowed(state: State) -> bool:
    # the Freerunning Hitman escapes wherever a card says climb or escape, learned or not
    if state.nickname == "Freerunning Hitman":
        return _printed(state, "escape") or _printed(state, "climb")
    return "escape" in state.specials and _printed(state, "escape")


# --- the fight task -----------------------------------------------------------------------------
def fight_task(state: State, task: dict, events: list) -> bool:
    stage = task["stage"]
    if state.phase == "over":
        state.task_stack.pop()
        return True
    if stage == "card":
        if len(state.mob) > 1:
            state.pending = {"k": "fight_card"}
            return True
        if state.mob:
            entry = state.mob.pop(0)
            card = entry["card"]
        else:
            card = draw_zombie(state)
            if card is None:
                state.task_stack.pop()
                return True
        _reveal(state, task, card, events)
        return True
    if stage in ASKED_AT:
        state.pending = {"k": ASKED_AT[stage]}
        return True
    if stage == "roll":
        _roll(state, task, events)
        return True
    if stage == "end":
        _finish(state, task, events)
        return True
    raise ValueError(f"fight stage {stage!r}")


def _reveal(state: State, task: dict, card: str, events: list) -> None:
    z = zombie(state, card)
    threat_level = state.threat + state.level
    number = max(band.count for band in z.bands if band.from_level <= threat_level) if z.bands else 1
    if has_skill(state, "swarm"):
        number += 1
    number = min(number, MOB_SIZE)
    task.update(card=card, zombies=number, tough=_zombie_toughness(state, z),
                damage=z.damage + (1 if has_skill(state, "vicious") else 0),
                you=(BARRICADE_TOUGHNESS if task["barricade"] else YOUR_TOUGHNESS)
                - (1 if has_skill(state, "relentless") else 0),
                stage="prep", rolls=0, brown=[], bite=[], bitten=False, lost=0, dice=0, extra=[])
    melee = usable(state, "melee")
    task["melee"] = max(melee, key=lambda i: melee_side(state, {"melee": i}).level) if melee else None
    ranged = usable(state, "ranged")
    task["ranged"] = ranged[0] if ranged else None
    _ev(events, "zombies", f"{z.name}: {count(number, 'zombie')} (threat level {threat_level}), toughness "
        f"{task['tough']}, damage {task['damage']}.", f"zombie:{card}",
        {"card": card, "zombies": number, "threat_level": threat_level}, reveals=True)


def _shoot(state: State, task: dict, events: list) -> None:
    from .state import weapon_side
    side = weapon_side(state, state.weapons[task["ranged"]])
    shots = bullets(state) + side.shots
    hunter = sum(1 for p in state.survivors if survivor_kind(state, p["kind"]).ability == "ranged_bonus")
    faces = [state.rng.below(6) + 1 for _ in range(shots)]
    kills = min(task["zombies"], sum(1 for face in faces if min(6, face + side.hit_bonus + hunter) >= task["tough"]))
    task["zombies"] -= kills
    task["shot"] = True
    state.stats["shots"] = state.stats.get("shots", 0) + shots
    _ev(events, ROLL_EVENT, f"You shoot {count(shots, 'time')}: {', '.join(map(str, faces)) or 'no bullets'}; "
        f"{count(kills, 'zombie')} down before they reach you.", "rule:ranged",
        {"faces": faces, "colors": ["black"] * len(faces), "kills": kills})
    if side.noise:
        task["noise"] = task.get("noise", 0) + side.noise


def _start_rolls(state: State, task: dict) -> None:
    task["brown"] = [{"v": 0, "lane": "hit"} for _ in range(task["zombies"])]
    task["stage"] = "roll" if task["zombies"] else "end"


def _my_dice(state: State, task: dict) -> int:
    side = melee_side(state, task)
    return max(0, task["dice"] - side.discard_die) + 1 + side.extra_dice + len(task["extra"])


def _roll(state: State, task: dict, events: list) -> None:
    side = melee_side(state, task)
    live = [die_ for die_ in task["brown"] if die_["lane"] != "eliminated"]
    for brown in live:
        brown["v"] = state.rng.below(6) + 1
    mine = [state.rng.below(6) + 1 for _ in range(_my_dice(state, task))]
    if side.reroll_ones:
        mine = [state.rng.below(6) + 1 if face == 1 else face for face in mine]
    task["mine"] = [min(6, face + side.bonus) for face in mine]
    helper = task.get("helper")
    if helper is not None and survivor_kind(state, state.survivors[helper]["kind"]).ability == "fight_bonus":
        task["mine"][-1] = min(6, task["mine"][-1] + 1)      # the helper's black die is the last
    task["used"] = [False] * len(task["mine"])
    task["rolls"] += 1
    _place(state, task, live, events)
    _ev(events, ROLL_EVENT, f"Roll {task['rolls']} of {FIGHT_ROLLS}: you {', '.join(map(str, task['mine']))}; "
        f"zombies {', '.join(str(b['v']) for b in live)}.", "rule:fight",
        {"faces": task["mine"] + [b["v"] for b in live],
         "colors": ["red"] + ["white"] * (len(task["mine"]) - 1) + ["brown"] * len(live), "fight": True})
    task["stage"] = "assign"


def _place(state: State, task: dict, live: list, events: list) -> None:
    for brown in live:
        brown["lane"] = "hit" if brown["v"] >= task["you"] else "down"
    z = zombie(state, task["card"])
    if not task["bitten"] and z.bites:
        low = 5 if has_skill(state, "biter") else 6
        pair = next((value for value in (6, 5) if value >= low and sum(1 for b in live if b["v"] == value) >= 2), None)
        if pair is not None:
            task["bitten"] = True
            for brown in [b for b in live if b["v"] == pair][:2]:
                task["brown"].remove(brown)
                task["bite"].append(brown["v"])
            _ev(events, "bitten", "A double on the zombie dice: a bite!", f"zombie:{task['card']}", {})
            bite(state, events, f"zombie:{task['card']}")


def _finish(state: State, task: dict, events: list) -> None:
    state.task_stack.pop()
    if state.phase == "over":
        return
    to_holding_box(state, task["dice"])     # the white dice chosen for the fight
    card = task["card"]
    won = all(b["lane"] == "eliminated" for b in task["brown"])
    state.stats["fights"] = state.stats.get("fights", 0) + 1
    if won:
        state.zombie_discard.append(card)
        state.stats["kills"] = state.stats.get("kills", 0) + 1
        state.stats.setdefault("kills_by_level", []).append(zombie(state, card).level)
        _ev(events, "fight_won", f"Every zombie is down for good: {count(zombie(state, card).xp, 'XP', 'XP')}.",
            f"zombie:{card}", {"card": card})
        gain_xp(state, zombie(state, card).xp, events, f"zombie:{card}")
    elif task.get("escaped"):
        pass
    else:
        _ev(events, "fight_lost", "Some of them got away into the mob.", f"zombie:{card}", {"card": card})
        add_mob_skill(state, card, events, f"zombie:{card}")
    lower_threat(state, threat_drop(state, state.threat), events, "rule:after_fight")
    side = melee_side(state, task)
    noise = task.get("noise", 0) + side.noise        # a gun fired, a noisy tool swung
    if noise:
        change_threat(state, noise, events, "weapon:noise")
    if side.calm and task["lost"] == 0:
        change_willpower(state, side.calm, events, "weapon:calm")


def _escape(state: State, task: dict, events: list) -> None:
    face = roll_black(state, events, "escape", "action:escape")
    if face <= 2:
        _ev(events, "escape", "You can't get away: fight!", "action:escape", {"ok": False})
        task["escape_tried"] = True
        return
    card = task["card"]
    task["escaped"] = True
    if face == 3:
        _ev(events, "escape", "You get away, but they will remember you.", "action:escape", {"ok": True})
        add_mob_skill(state, card, events, "action:escape")
    else:
        _ev(events, "escape", "You get away clean; they shamble back to the deck.", "action:escape", {"ok": True})
        state.zombie_deck.insert(0, card)      # on top, zombie side up
        state.zombies_up.append(card)
    state.task_stack.pop()
    to_holding_box(state, task["dice"])


def _assign_options(state: State, task: dict) -> list:
    options = []
    seen = set()
    for k, value in enumerate(task["mine"]):
        if task["used"][k] or value < task["tough"]:
            continue
        for j, brown in enumerate(task["brown"]):
            if brown["lane"] == "eliminated" or brown["v"] > value:
                continue
            key = (value, brown["lane"], brown["v"])
            if key in seen:
                continue
            seen.add(key)
            verb = "block" if brown["lane"] == "hit" else "kill"
            if value == 6 and state.nickname == "Shadow Attack":
                verb = "kill outright"
            options.append(option(f"use:{k}:{j}", f"Your {value}: {verb} the zombie showing {brown['v']} "
                                  f"({brown['lane']})", f"zombie_die:{j}"))
    if not has_skill(state, "stubborn"):
        for resource in RESOURCE_ORDER:
            if state.res[resource] > 0:
                if any(b["lane"] == "hit" for b in task["brown"]):
                    options.append(option(f"reroll:{resource}:zombies", f"Throw 1 {resource}: re-roll the zombies "
                                          "in hit"))
                if any(not used and value < task["tough"] for value, used in zip(task["mine"], task["used"])):
                    options.append(option(f"reroll:{resource}:mine", f"Throw 1 {resource}: re-roll your missed dice"))
                break
    if _escape_allowed(state) and not task.get("escape_tried"):
        options.append(option("escape", "Escape (the black die: 3+ gets you away)"))
    hits = sum(1 for b in task["brown"] if b["lane"] == "hit")
    options.append(option("done", f"End the roll: take {hits * task['damage']} damage" if hits
                          else "End the roll: no damage"))
    return options


class FightCard(Decision):
    kind = "fight_card"
    answers = frozenset({"card"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        options = []
        for k, entry in enumerate(state.mob):
            name = zombie(state, entry["card"]).name if entry["known"] else "a face-down zombie card"
            options.append(option(f"card:{k}", f"Face {name}", f"mob:{k}"))
        return Prompt(0, "fight_card", "Zombies! Which card of the mob do you face?", tuple(options))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        entry = state.mob.pop(int(value.split(":")[1]))
        _reveal(state, state.task_stack[-1], entry["card"], events)


class FightPrep(Decision):
    kind = "fight_prep"
    answers = frozenset({"shoot", "ambush", "escape", "melee", "fight"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        options = []
        fast = has_skill(state, "fast")
        if task["ranged"] is not None and not task.get("shot") and not fast and task["zombies"]:
            shots = bullets(state)
            options.append(option("shoot", f"Shoot first ({count(shots, 'bullet')} here)"))
        if "ambush" in state.specials and _printed(state, "ambush") and not task.get("shot") and not fast and state.hand:
            options.append(option("ambush", "Ambush: roll your fight dice first, each 5-6 kills"))
        if _escape_allowed(state) and not task.get("escape_tried"):
            options.append(option("escape", "Escape before it starts (the black die: 3+)"))
        for index in usable(state, "melee"):
            if index != task["melee"]:
                options.append(option(f"melee:{index}", f"Fight with the {melee_side(state, {'melee': index}).name}"))
        name = melee_side(state, task).name
        options.append(option("fight", f"Fight hand to hand with the {name}"))
        return Prompt(0, "fight_prep", f"{count(task['zombies'], 'zombie')}, toughness {task['tough']}. Before "
                      "the fight:", tuple(options))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        if value == "shoot":
            _shoot(state, task, events)
        elif value == "ambush":
            task["ambush"] = True
            task["shot"] = True
            task["stage"] = "dice"
        elif value == "escape":
            _escape(state, task, events)
        elif value.startswith("melee:"):
            task["melee"] = int(value.split(":")[1])
        else:
            task["stage"] = "dice"


class FightDice(Decision):
    kind = "fight_dice"
    answers = frozenset({"dice"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        options = []
        for n in range(state.hand, -1, -1):
            options.append(option(f"dice:{n}", f"Fight with {count(n, 'white die', 'white dice')} and the red die"))
            for index in red_helpers(state):
                options.append(option(f"dice:{n}:{index}", f"{count(n, 'white die', 'white dice')}, the red die "
                                      f"and {state.survivors[index]['name']}'s black die"))
        side = melee_side(state, task)
        note = f" The {side.name} makes you put {count(side.discard_die, 'die', 'dice')} aside." \
            if side.discard_die else ""
        return Prompt(0, "fight_dice", f"How many of your {count(state.hand, 'white die', 'white dice')} do you fight "
                      f"with? They go to the holding box after the fight.{note}", tuple(options))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        parts = value.split(":")
        task["dice"] = int(parts[1])
        if len(parts) > 2:
            state.helped.append(int(parts[2]))
            task["extra"] = ["black"]
            task["helper"] = int(parts[2])
        if task.get("ambush"):
            faces = [state.rng.below(6) + 1 for _ in range(_my_dice(state, task))]
            kills = min(task["zombies"], sum(1 for face in faces if face >= 5))
            task["zombies"] -= kills
            _ev(events, ROLL_EVENT, f"Ambush: {', '.join(map(str, faces))}: {count(kills, 'zombie')} killed.",
                "action:ambush", {"faces": faces, "colors": ["red"] + ["white"] * (len(faces) - 1), "kills": kills})
            if 1 in faces:
                task["lost"] += 1
                change_health(state, -1, events, "action:ambush")
        _start_rolls(state, task)


class FightAssign(Decision):
    kind = "fight_assign"
    answers = frozenset({"use", "reroll", "escape", "done"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        lanes = {lane: [b["v"] for b in task["brown"] if b["lane"] == lane] for lane in LANES}
        free = [str(v) for v, used in zip(task["mine"], task["used"]) if not used]
        return Prompt(0, "fight_assign", f"Roll {task['rolls']} of {FIGHT_ROLLS}. Your dice: {', '.join(free) or 'none'} "
                      f"(toughness {task['tough']} to count). Hit: {lanes['hit'] or '-'}; down: {lanes['down'] or '-'}; "
                      f"eliminated: {len(lanes['eliminated'])}.", tuple(_assign_options(state, task)),
                      context={"mine": task["mine"], "used": task["used"], "brown": task["brown"]})

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        head, _, rest = value.partition(":")
        if head == "use":
            k, j = (int(part) for part in rest.split(":"))
            task["used"][k] = True
            brown = task["brown"][j]
            if task["mine"][k] == 6 and state.nickname == "Shadow Attack":
                brown["lane"] = "eliminated"
            else:
                brown["lane"] = LANES[LANES.index(brown["lane"]) + 1]
        elif head == "reroll":
            resource, which = rest.split(":")
            state.res[resource] -= 1
            if which == "zombies":
                for brown in task["brown"]:
                    if brown["lane"] == "hit":
                        brown["v"] = state.rng.below(6) + 1
                _place(state, task, [b for b in task["brown"] if b["lane"] == "hit"], events)
            else:
                task["mine"] = [state.rng.below(6) + 1 if (not used and value < task["tough"]) else value
                                for value, used in zip(task["mine"], task["used"])]
            _ev(events, ROLL_EVENT, f"You throw 1 {resource} and re-roll: you {', '.join(map(str, task['mine']))}; "
                f"zombies {', '.join(str(b['v']) for b in task['brown'] if b['lane'] != 'eliminated')}.",
                "rule:reroll", {"faces": task["mine"], "colors": ["white"] * len(task["mine"]), "fight": True})
        elif head == "escape":
            _escape(state, task, events)
        else:
            hits = sum(1 for b in task["brown"] if b["lane"] == "hit")
            if hits:
                task["lost"] += hits * task["damage"]
                change_health(state, -hits * task["damage"], events, f"zombie:{task['card']}")
            if state.phase == "over":
                return
            if task["rolls"] >= FIGHT_ROLLS or all(b["lane"] == "eliminated" for b in task["brown"]):
                task["stage"] = "end"
            else:
                task["stage"] = "roll"


# --- the mob attack ----------------------------------------------------------------------------
def mob_attack_task(state: State, task: dict, events: list) -> bool:
    if state.phase == "over":
        state.task_stack.pop()
        return True
    state.pending = {"k": "mob_dice" if task["stage"] == "dice" else "mob_block"}
    return True


class MobDice(Decision):
    kind = "mob_dice"
    answers = frozenset({"dice"})
    prompt_kinds = ("mob_dice",)

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        options = tuple(option(f"dice:{n}", f"Meet them with {count(n, 'white die', 'white dice')}")
                        for n in range(state.hand, -1, -1))
        return Prompt(0, "mob_dice", f"The mob attacks with {count(task['zombies'], 'die', 'dice')}: every die you "
                      f"don't block costs {state.level} health. One roll.", options)

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        n = int(value.split(":")[1])
        to_holding_box(state, n)
        task["mine"] = [state.rng.below(6) + 1 for _ in range(n)]
        task["used"] = [False] * n
        task["brown"] = [{"v": state.rng.below(6) + 1, "lane": "hit"} for _ in range(task["zombies"])]
        task["stage"] = "block"
        _ev(events, ROLL_EVENT, f"Mob attack: you {', '.join(map(str, task['mine'])) or 'nothing'}; the mob "
            f"{', '.join(str(b['v']) for b in task['brown'])}.", "rule:mob_attack",
            {"faces": task["mine"] + [b["v"] for b in task["brown"]],
             "colors": ["white"] * n + ["brown"] * len(task["brown"]), "fight": True})


class MobBlock(Decision):
    kind = "mob_block"
    answers = frozenset({"block", "done"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        task = state.task_stack[-1]
        options, seen = [], set()
        for k, value in enumerate(task["mine"]):
            if task["used"][k]:
                continue
            for j, brown in enumerate(task["brown"]):
                if brown["lane"] == "hit" and brown["v"] <= value and (value, brown["v"]) not in seen:
                    seen.add((value, brown["v"]))
                    options.append(option(f"block:{k}:{j}", f"Your {value} blocks the {brown['v']}", f"zombie_die:{j}"))
        hits = sum(1 for b in task["brown"] if b["lane"] == "hit")
        options.append(option("done", f"Take the rest: {hits * state.level} damage"))
        return Prompt(0, "mob_block", "Block what you can.", tuple(options),
                      context={"mine": task["mine"], "used": task["used"], "brown": task["brown"]})

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        task = state.task_stack[-1]
        if value.startswith("block:"):
            k, j = (int(part) for part in value.split(":")[1:])
            task["used"][k] = True
            task["brown"][j]["lane"] = "down"
            return
        state.task_stack.pop()
        hits = sum(1 for b in task["brown"] if b["lane"] == "hit")
        if hits:
            change_health(state, -hits * state.level, events, "rule:mob_attack")
        if state.phase == "over":
            return
        clear_mob(state, events, "rule:mob_attack")
        state.threat = MOB_ATTACK_RESET
        _ev(events, "threat", f"The threat falls back to {MOB_ATTACK_RESET}.", "rule:mob_attack", {})


FIGHT_DECISIONS = (FightCard(), FightPrep(), FightDice(), FightAssign(), MobDice(), MobBlock())
__all__ = ["start_fight", "start_mob_attack", "fight_task", "mob_attack_task", "FIGHT_DECISIONS", "die"]
