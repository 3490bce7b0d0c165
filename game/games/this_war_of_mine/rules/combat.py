"""Combat (L1154-1264): the Enemies drawn from the 9 Enemy tokens (each with its Prowess, A22) and armed
by the card in order (the rest unarmed); each Character present may hold one melee and one firearm from
the Findings Pile (the Storage in the Shelter). Before every round the party may flee together (the
Enemies backstab, then the party goes to Choose Findings with what it carries, A16). In a round every
combatant rolls the die of the weapon they use (a Character with both picks; a red die costs 1 Ammo,
and an Assault Rifle may fire twice for 1 more, as Enemies always do); Characters may re-roll up to
their Prowess, Enemies re-roll by themselves while they deal nothing. The red dice are resolved first,
then the yellow and gray ones of those still standing. The Leader shares every Wound out on both sides
(A19, A21); an Enemy dies at its third Wound, a Character at Wounds 4. A Shotgun's or a Hatchet's own
face kills its target outright; § is a miss, or, trusting fate, a Fate card whose bottom matches the die
(L1228); an Enemy's Out of Ammo that stands leaves it unarmed. When every Enemy is dead the party takes
their weapons (firearms empty, L2005) and, unless they were Thugs, the black die is rolled once: each
Character present whose Empathy is at least it suffers Misery +1 (A24). A death while Scavenging reads
script 266 once the fight is over.

Answers (pick:<value>): melee:<token> / firearm:<token> / none; fight / flee; die:<yellow|red>;
keep / reroll; twice / once; hit:<c|e>:<k>; miss / trust."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import goods, one_each
from .asking import CLOCKWISE, GROUP, ask
from .dice import INSTANT, WEAPON_DIE, icons, roll_die
from .ops import roll_black, run_ops
from .people import change_state, dies, name, present
from .scripts import read_script
from .skills import steady_aim
from .state import State, _ev, character_card

ENEMY_PROWESS = (0, 0, 0, 1, 1, 1, 1, 2, 2)     # the 9 Enemy tokens (ours, A22)
ENEMY_WOUNDS = 3                                 # Healthy, Wounded, Severely Wounded, then dead (L1196)
DEATH_WHILE_SCAVENGING = "266"
MELEE, FIREARMS = ("knife", "hatchet"), ("pistol", "shotgun", "assault_rifle")


def enemy_count(state: State, enemies: int, bands, events: list, cause: str) -> int:
    """A fixed number, or a black-die roll against bands (the gang's 1-4: two, 5-7: three, 8-10: four)."""
    if not bands:
        return enemies
    result = roll_black(state, events, "How many are there", cause)
    return next((band.enemies for band in bands if band.at_least <= result <= band.at_most), enemies or 1)


def start_combat(state: State, enemies: int, weapons: tuple, events: list, cause: str, *, thugs: bool = False,
                 won: list | None = None, fled: list | None = None, won_script: str = "", stop_script: str = "",
                 foes: list | None = None, fighters: list | None = None, gear: dict | None = None,
                 tactics: bool = False, space_rules: tuple = ()) -> None:
    """A fight with `enemies` Enemies armed in order with `weapons`, or with the Enemy tokens `foes` already
    drawn (the Tactics map's Combat chart); `fighters` (else all present) holding `gear` (else they arm
    first). With `tactics`, the fight is one of several on the Tactics map: rules/tactics_fights.py takes it
    from its end, and `space_rules` are the special rules of the space it is fought on."""
    foes = foes if foes is not None else make_foes(state, enemies, weapons)
    _ev(events, "combat", f"A fight: {len(foes)} against you.", cause, {"enemies": foes})
    push_task(state.task_stack, "combat", enemies=foes, fighters=list(fighters if fighters is not None else present(state)),
              gear=gear or {}, stage="arm", rolls=[], thugs=thugs, won=won or [], fled=fled or [], won_script=won_script,
              stop_script=stop_script, killed=False, dead=[], cause=cause, faces=[], chosen={},
              **({"tactics": True, "space_rules": list(space_rules), "shots": 0} if tactics else {}))


def make_foes(state: State, enemies: int, weapons: tuple) -> list[dict]:
    """The Enemies of a fight: each an Enemy token drawn for its Prowess, armed in order (the rest unarmed)."""
    tokens = list(ENEMY_PROWESS)
    state.rng.shuffle(tokens)
    return [{"prowess": tokens[k % len(tokens)], "weapon": weapons[k] if k < len(weapons) else "none",
             "hurt": 0, "alive": True} for k in range(enemies)]


def _standing(state: State, task: dict) -> list[int]:
    return [i for i in task["fighters"] if state.characters[i]["alive"]]


def foes_standing(task: dict) -> list[int]:
    return [k for k, foe in enumerate(task["enemies"]) if foe["alive"]]


def combat_task(state: State, task: dict, events: list) -> bool:
    stage = task["stage"]
    if stage == "arm":
        return _arm(state, task, events)
    if not foes_standing(task) or not _standing(state, task):
        return _end(state, task, events)
    if stage == "flee":
        options = [("fight", "Fight on", None), ("flee", "Flee, all together", None)]
        if task["stop_script"]:
            options.append(("stop", "Try to stop the fight", None))
        picked = ask(state, task, "flee", options, f"{len(foes_standing(task))} Enemies stand. Fight on, or flee?",
                     window="combat", decides=GROUP)
        if picked is None:
            return False
        if picked == "stop":                        # once: the script says whether it works (it ends the scene)
            read_script(state, task["stop_script"], _standing(state, task)[0])
            task["stop_script"], task["stage"] = "", "stopped"
            return True
        task["stage"] = "choose_dice" if picked == "fight" else "backstab"
        task["rolls"], task["resolving"], task["twice_asked"] = [], 0, []
        return True
    if stage == "stopped":
        if state.scene is not None and state.scene["ended"]:
            _ev(events, "fight_stopped", "The fight never starts.", task["cause"], {})
            finish_task(state.task_stack, task)
            return True
        task["stage"] = "flee"
        return True
    if stage == "backstab":
        task["rolls"] = [_enemy_roll(state, task, k, events) for k in foes_standing(task)]
        task["rolls"] = [r for pair in task["rolls"] for r in pair]
        task["stage"], task["fled_now"] = "resolve", True
        return True
    if stage == "choose_dice":
        return _choose_dice(state, task, events)
    if stage == "resolve":
        return _resolve(state, task, events)
    raise ValueError(stage)


def _arm(state: State, task: dict, events: list) -> bool:
    done = arm(state, task)
    if done is None:
        return False
    if done:
        task["stage"] = "flee"
    return True


def arm(state: State, task: dict) -> bool | None:
    """Each of the task's fighters takes a melee weapon and a firearm from the pile, or none, one question at a
    time: True once all are armed, False after an answer, None while the question waits."""
    tokens = state.content.tables["tokens"]
    pile = goods.pile(state, "here")
    for i in task["fighters"]:
        held = task["gear"].setdefault(str(i), {})
        for kind, kinds in (("melee", MELEE), ("firearm", FIREARMS)):
            if kind in held:
                continue
            taken = [g.get(kind) for g in task["gear"].values()]
            choices = sorted(item for item, n in pile.items() if item in tokens and tokens[item].weapon in kinds
                             and n - taken.count(item) > 0)
            options = [(f"{kind}:{item}", f"{name(state, i)} takes the {tokens[item].name}", f"character:{i}")
                       for item in choices] + [("none", f"No {kind} for {name(state, i)}", f"character:{i}")]
            picked = ask(state, task, f"{kind}{i}", options, f"Combat: a {kind} for {name(state, i)}?", decides=i)
            if picked is None:
                return None
            held[kind] = picked.partition(":")[2] if picked != "none" else None
            return False
    return True


def _choose_dice(state: State, task: dict, events: list) -> bool:
    """Each Character picks the weapon they use this round (a firearm only with Ammo), and rolls."""
    tokens = state.content.tables["tokens"]
    rolled = {r["who"] for r in task["rolls"] if r["side"] == "c"}
    for i in _standing(state, task):
        if i in rolled:
            second = _second_shot(state, task, i, events)
            if second is not None:
                return second                     # rolling again (True), or asked whether to (False)
            continue
        held = task["gear"].get(str(i), {})
        firearm = held.get("firearm") if goods.pile(state, "here").get("ammo") and "narrow" not in task.get(
            "space_rules", ()) else None
        melee = held.get("melee")
        use = firearm or melee
        if firearm and melee:
            picked = ask(state, task, f"die{i}", [("die:red", f"{name(state, i)} fires the {tokens[firearm].name}", None),
                                                  ("die:yellow", f"{name(state, i)} uses the {tokens[melee].name}", None)],
                         f"Combat: which weapon does {name(state, i)} use?", decides=i)
            if picked is None:
                return False
            use = firearm if picked == "die:red" else melee
        weapon = tokens[use].weapon if use else "none"
        if WEAPON_DIE[weapon] == "red":
            goods.remove(state, "here", "ammo", 1, events, task["cause"])
            _shot(task)
        task["rolls"].append({"side": "c", "who": i, "die": WEAPON_DIE[weapon], "weapon": weapon, "face": None})
        prowess = character_card(state, state.characters[i]).prowess + steady_aim(state, task, i, WEAPON_DIE[weapon])
        push_task(state.task_stack, "reroll", die=WEAPON_DIE[weapon], left=0 if "dark" in task.get("space_rules", ())
                  else prowess, face=None, why=f"{name(state, i)} attacks",
                  **one_each.whose(state, i),
                  cause=task["cause"], chosen={})
        return True
    faces = task.pop("faces", [])
    for roll, face in zip([r for r in task["rolls"] if r["side"] == "c" and r["face"] is None], faces):
        roll["face"] = face
    task["faces"] = []
    for k in foes_standing(task):
        task["rolls"].extend(_enemy_roll(state, task, k, events))
    task["stage"], task["resolving"] = "resolve", 0
    task["rolls"].sort(key=lambda r: r["die"] != "red")           # shooters first (L1184)
    return True


def _second_shot(state: State, task: dict, i: int, events: list) -> bool | None:
    """A Character firing an Assault Rifle may shoot twice, for 1 more Ammo (L1222): True once the second
    roll is under way, False while the question waits, None when there is nothing more to fire."""
    mine = [r for r in task["rolls"] if r["side"] == "c" and r["who"] == i]
    if len(mine) != 1 or mine[0]["weapon"] != "assault_rifle" or i in task.setdefault("twice_asked", []):
        return None
    if not goods.pile(state, "here").get("ammo"):
        task["twice_asked"].append(i)
        return None
    picked = ask(state, task, f"twice{i}", [("twice", "Shoot again (1 more Ammo)", f"character:{i}"),
                                            ("once", "Once is enough", f"character:{i}")],
                 f"{name(state, i)}'s Assault Rifle: shoot twice?", decides=i)
    if picked is None:
        return False
    task["twice_asked"].append(i)
    if picked == "once":
        return None
    goods.remove(state, "here", "ammo", 1, events, task["cause"])
    _shot(task)
    task["rolls"].append({"side": "c", "who": i, "die": "red", "weapon": "assault_rifle", "face": None})
    push_task(state.task_stack, "reroll", die="red", left=0 if "dark" in task.get("space_rules", ()) else
              character_card(state, state.characters[i]).prowess,
              face=None, why=f"{name(state, i)} fires again", cause=task["cause"], chosen={},
              **one_each.whose(state, i))
    return True


def _enemy_roll(state: State, task: dict, k: int, events: list) -> list[dict]:
    """An Enemy's roll: again by itself while it deals nothing, as far as its Prowess goes (L1216); an
    Assault Rifle always fires twice."""
    foe = task["enemies"][k]
    rules = task.get("space_rules", ())
    weapon = "none" if "narrow" in rules and foe["weapon"] in FIREARMS else foe["weapon"]
    die = WEAPON_DIE[weapon]
    out = []
    for _ in range(2 if weapon == "assault_rifle" else 1):
        if die == "red":
            _shot(task)
        face = roll_die(state, die, events, f"Enemy {k + 1} attacks", task["cause"])
        for _ in range(0 if "dark" in rules else foe["prowess"]):
            if icons(face) or INSTANT.get(foe["weapon"]) == face:
                break
            face = roll_die(state, die, events, f"Enemy {k + 1} tries again", task["cause"])
        out.append({"side": "e", "who": k, "die": die, "weapon": weapon, "face": face})
    return out


def _shot(task: dict) -> None:
    """A firearm used: on the Tactics map, each may raise the Alarm (L1618)."""
    if task.get("tactics"):
        task["shots"] += 1


def _alive(state: State, task: dict, roll: dict) -> bool:
    if roll["side"] == "c":
        return state.characters[roll["who"]]["alive"]
    return task["enemies"][roll["who"]]["alive"]


def _resolve(state: State, task: dict, events: list) -> bool:
    rolls = task["rolls"]
    while task["resolving"] < len(rolls):
        roll = rolls[task["resolving"]]
        first_melee = next((n for n, r in enumerate(rolls) if r["die"] != "red"), len(rolls))
        if task["resolving"] == first_melee and not task.get("melee_alive"):
            task["melee_alive"] = [[r["side"], r["who"]] for r in rolls[first_melee:] if _alive(state, task, r)]
        if roll["die"] != "red" and [roll["side"], roll["who"]] not in task.get("melee_alive", []):
            task["resolving"] += 1                       # struck down by a shooter before they could swing
            continue
        done = _apply(state, task, roll, events)
        if done is None:
            return False
        task["resolving"] += 1
    task.pop("melee_alive", None)
    if task.pop("fled_now", False):
        return _flee(state, task, events)
    task["stage"], task["rolls"], task["twice_asked"] = "flee", [], []
    return True


def _targets(state: State, task: dict, side: str) -> list[tuple[str, str, str | None]]:
    if side == "e":          # an Enemy's blow lands on a Character
        return [(f"c:{i}", name(state, i), f"character:{i}") for i in _standing(state, task)]
    return [(f"e:{k}", f"Enemy {k + 1} ({['healthy', 'wounded', 'severely wounded'][task['enemies'][k]['hurt']]})",
             f"enemy:{k}") for k in foes_standing(task)]


def _apply(state: State, task: dict, roll: dict, events: list):
    """One roll's result; None while a question is pending (the roll is resumed where it stopped)."""
    if task.get("tactics"):
        from .tactics_fights import spend_on_roll
        if spend_on_roll(state, task, roll, events) is None:
            return None
    face = roll["face"]
    if face == "script":
        picked = ask(state, task, "fate", [("miss", "Take it as a miss", None), ("trust", "Trust fate", None)],
                     "§: a miss, or trust fate?", decides=GROUP)
        if picked is None:
            return None
        roll["face"] = _fate(state, roll, events) if picked == "trust" else "blank"
        return _apply(state, task, roll, events)
    if face == "out_of_ammo" and roll["side"] == "e":
        task["enemies"][roll["who"]]["weapon"] = "none"
        return True
    if face in ("kill", "double_hit", "self_hit", "drop_weapon", "jam", "dodge"):
        return _fate_effect(state, task, roll, face, events)
    hits = icons(face) if face.isdigit() else 0
    kill = INSTANT.get(roll["weapon"]) == face
    if not hits and not kill:
        return True
    left = roll.setdefault("left", 1 if kill else hits)
    while left > 0:
        targets = _targets(state, task, roll["side"])
        if not targets:
            break
        picked = ask(state, task, f"hit{task['resolving']}", targets, "Whom does it strike?", decides=CLOCKWISE)
        if picked is None:
            return None
        strike(state, task, picked, kill, events)
        left -= 1
        roll["left"] = left
    return True


def strike(state: State, task: dict, target: str, kill: bool, events: list) -> None:
    side, _, index = target.partition(":")
    k = int(index)
    if target in task.setdefault("dodging", []):          # a Dodge: the next attack on them misses
        task["dodging"].remove(target)
        _ev(events, "dodged", "The blow misses: they dodged it.", task["cause"], {"target": target})
        return
    if side == "c":
        if kill:
            dies(state, k, events, "killed in a fight")
        else:
            change_state(state, k, "wounds", 1, events, task["cause"])
        if not state.characters[k]["alive"]:
            task["dead"].append(k)
        return
    foe = task["enemies"][k]
    foe["hurt"] = ENEMY_WOUNDS if kill else foe["hurt"] + 1
    if foe["hurt"] >= ENEMY_WOUNDS:
        foe["alive"] = False
        task["killed"] = True
        if state.secret_objectives:           # counted only for a Hidden Objective that counts them
            state.stats["kills"] = state.stats.get("kills", 0) + 1
        _ev(events, "enemy_dead", f"Enemy {k + 1} is dead.", task["cause"], {"enemy": k})


def _fate(state: State, roll: dict, events: list) -> str:
    """Trusting fate: a Fate card's bottom, if its die is the one rolled; else a miss. Shuffled back (A21)."""
    card_id = state.fate_deck.pop(0)
    state.fate_deck.append(card_id)
    state.rng.shuffle(state.fate_deck)
    bottom = state.content.tables["fate"][card_id].combat
    _ev(events, "trust_fate", f"Fate: {bottom.name if bottom else 'nothing'}.", f"fate:{card_id}", {"card": card_id})
    if bottom is None or bottom.die != roll["die"]:
        return "blank"
    return {"hit": "1"}.get(bottom.effect, bottom.effect)


def _fate_effect(state: State, task: dict, roll: dict, effect: str, events: list):
    if effect == "double_hit":
        roll["face"] = "2"
        return _apply(state, task, roll, events)
    if effect == "kill":
        roll["face"], roll["weapon"] = "hatchet", "hatchet"      # as an instant kill of one target
        return _apply(state, task, roll, events)
    own = f"{roll['side']}:{roll['who']}"
    if effect == "self_hit":
        strike(state, task, own, False, events)
    elif effect == "dodge":
        task.setdefault("dodging", []).append(own)
    elif roll["side"] == "e" and effect in ("drop_weapon", "jam"):
        task["enemies"][roll["who"]]["weapon"] = "none"
    elif roll["side"] == "c" and effect in ("drop_weapon", "jam"):
        gear = task["gear"].get(str(roll["who"]), {})
        gear["firearm" if effect == "jam" else "melee"] = None    # back after the fight (L1987)
    return True


def _flee(state: State, task: dict, events: list) -> bool:
    _ev(events, "fled", "The party runs for it.", task["cause"], {})
    for i in task["dead"]:
        for kind in ("melee", "firearm"):
            weapon = task["gear"].get(str(i), {}).get(kind)
            if weapon:
                goods.remove(state, "here", weapon, 1, events, task["cause"])   # lost with them (L1250)
    finish_task(state.task_stack, task)
    if task.get("tactics"):
        from .tactics_fights import fight_over
        fight_over(state, task, True, events)
        return True
    if state.scene:
        state.scene["ended"] = True
    _after(state, task, events, task["fled"])
    return True


def _end(state: State, task: dict, events: list) -> bool:
    finish_task(state.task_stack, task)
    if task.get("tactics"):
        if not foes_standing(task) and _standing(state, task):
            _take_their_weapons(state, task, events)
        from .tactics_fights import fight_over
        fight_over(state, task, False, events)
        return True
    if not foes_standing(task) and _standing(state, task):
        _take_their_weapons(state, task, events)
        if task["won_script"]:
            read_script(state, task["won_script"], _standing(state, task)[0])
        _after(state, task, events, task["won"])
        if task["killed"] and not task["thugs"]:
            result = roll_black(state, events, "A life taken (Empathy at least the roll)", task["cause"])
            for i in _standing(state, task):
                if character_card(state, state.characters[i]).empathy >= result:
                    change_state(state, i, "misery", 1, events, task["cause"])
    return True


def _take_their_weapons(state: State, task: dict, events: list) -> None:
    _ev(events, "won", "The fight is over.", task["cause"], {})
    for foe in task["enemies"]:
        item = next((k for k, t in state.content.tables["tokens"].items() if t.weapon == foe["weapon"]), None)
        if item and foe["weapon"] != "none":
            goods.add(state, "here", item, 1, events, task["cause"])       # their weapons, empty (L2005)


def _after(state: State, task: dict, events: list, addr: list) -> None:
    if addr:
        run_ops(state, addr, _standing(state, task)[0] if _standing(state, task) else None, task["cause"])
    if task["dead"] and state.scene:
        read_script(state, DEATH_WHILE_SCAVENGING, _standing(state, task)[0] if _standing(state, task) else None)
