"""Tactics (rules/tactics.py has the map and the turns): the Hide and Noise tests, the marks, the fights with the
Enemy tokens from the Combat chart, the Tactics tokens, the Alarm and the end of it all.

- A Hide test (L1598-1606): the black die, at most the action's Hide + the space's blue number (less 1 once the
  Alarm is raised) passes, and the Enemy is marked 2 spaces away; more, and the fight begins there.
- A Noise test (L1608-1614): at most the action's Noise + the space's red number (+2 over rubble) is heard: the
  Noise card is read.
- Both re-roll by the group's lowest Prowess (L1616), and a Tactics token buys one more roll.
- A fight: the Leader chooses the Enemy tokens from the chart (L1584); each group on a space next to it may join
  as a free move (L1622). It is the usual fight (rules/combat.py) of those on that space with what each holds,
  under the space's special rule; a Tactics token re-rolls any die of it or moves its Wounds by 1 (L1576-1580).
  Afterwards the Enemies still standing go back to the chart, the weapons of the dead go to empty hands, and each
  firearm used rolls for the Alarm (1-5, L1618). Fleeing (L1620): the Backstab, then up to 3 spaces away, the
  Alarm, and the turn is over.
- The end: every Enemy dead, everyone scavenges on (those who left too) and the Noise is ignored (L1632-1634);
  Tactics over any other way, those who left have finished Scavenging. Killing any but Thugs asks the Empathy
  roll once, at the end.

Answers (pick:<value>): tactics_test keep / reroll / token (the task's `test` is hide or noise); tactics_mark <space>; tactics_foe foe:<k>;
tactics_support join / stay; token<n> keep / token_reroll / token_up / token_down."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ....core.words import join
from ..effects import SOLDIER_MINIS, TACTICS_TOKENS, AlarmOp, HideTest, MarkEnemy, NoiseTest, TacticsTokenOp
from .asking import GROUP, ask
from .dice import icons, roll_die
from .findings import party
from .ops import BEHAVIOURS, roll_black, run_ops
from .people import change_state, name
from .scripts import read_script
from .state import State, _ev, character_card
from .tactics import actions, board, card_of, group_at, on_map, running, space_of
from .tactics_map import at_distance, passages_from

HIDE_PASSED_MARK = 2                   # a Hide test passed: the Enemy is marked this far away (L1604)
ALARM_AT = 5                           # a firearm used: the black die at most this reads the Alarm (L1618)
RUBBLE_NOISE = 2                       # ours (the Special Passages card)
DEATH_WHILE_SCAVENGING = "266"


# --- the tests -------------------------------------------------------------------------------------------------
def _acting(state: State) -> dict:
    return running(state)["acting"] or {}


def _targets(state: State, kind: str, modifier: int) -> int:
    run, acting = running(state), _acting(state)
    action = actions(state).get(acting.get("action") or "", None)
    space = space_of(state, acting["space"])
    if kind == "hide":
        penalty = card_of(state, "alarm").hide_penalty if run["alarm"] else 0
        return (action.hide if action else 0) + space.hide + modifier - penalty
    return (action.noise if action else 0) + space.noise + modifier + (RUBBLE_NOISE if acting.get("rubble") else 0)


def start_test(state: State, kind: str, modifier: int = 0, enemies: int = 1, then: str = "") -> None:
    run, acting = running(state), _acting(state)
    who = [i for i in acting.get("who", []) if str(i) in run["at"] and state.characters[i]["alive"]]
    if not who or (kind == "hide" and not run["foes"]):
        return
    prowess = min(character_card(state, state.characters[i]).prowess for i in who)
    push_task(state.task_stack, "tactics_test", test=kind, target=_targets(state, kind, modifier), enemies=enemies,
              then=then, left=prowess, result=None, chosen={})


def test_task(state: State, task: dict, events: list) -> bool:
    run = running(state)
    word = "Hide" if task["test"] == "hide" else "Noise"
    if task["result"] is None:
        task["result"] = roll_black(state, events, f"A {word} test ({task['target']} or less)", "rule:tactics")
    good = (task["result"] <= task["target"]) == (task["test"] == "hide")
    options = [("keep", f"Let {task['result']} stand: " + (
        ("unseen" if good else "seen") if task["test"] == "hide" else ("unheard" if good else "heard")), None)]
    if task["left"] > 0:
        options.append(("reroll", f"Roll again by Prowess ({task['left']} left)", None))
    if run["held"]:
        options.append(("token", f"Spend a Tactics token to roll again ({run['held']} held)", None))
    picked = ask(state, task, "tactics_test", options, f"The {word} test: {task['result']} "
                 f"(at most {task['target']} {'passes' if task['test'] == 'hide' else 'is heard'}).", decides=GROUP)
    if picked is None:
        return False
    if picked != "keep":
        if picked == "reroll":
            task["left"] -= 1
        else:
            run["held"] -= 1
        task["result"] = None
        return True
    finish_task(state.task_stack, task)
    passed = task["result"] <= task["target"]
    if task["test"] == "noise":
        if passed:
            noise = card_of(state, "noise")
            _ev(events, "tactics_card", f"{noise.name}. {noise.text}", f"tactics_cards:{noise.id}", {"card": noise.id})
            run_ops(state, ["tactics_cards", noise.id, "effects"], _centre(state), f"tactics_cards:{noise.id}")
        return True
    _ev(events, "test", "Unseen." if passed else "Seen!", "rule:tactics", {"passed": passed})
    if task["then"] == "sneak_up":
        begin_fight(state, 1, events, first_strike=passed)
    elif passed:
        mark(state, HIDE_PASSED_MARK)
    else:
        begin_fight(state, task["enemies"], events)
    return True


def _centre(state: State) -> int | None:
    acting = _acting(state)
    standing = [i for i in acting.get("who", []) if state.characters[i]["alive"]] or on_map(state)
    return standing[0] if standing else None


def sneak_up(state: State, events: list) -> None:
    start_test(state, "hide", then="sneak_up")


# --- marks -----------------------------------------------------------------------------------------------------
def mark(state: State, distance: int) -> None:
    """An Enemy heard `distance` spaces away: the Leader puts a Soldier there, while one is free and an Enemy
    token still waits (a mark is one of them)."""
    run = running(state)
    if run is None or not _acting(state) or len(run["marks"]) >= min(SOLDIER_MINIS, len(run["foes"])):
        return
    push_task(state.task_stack, "tactics_mark", distance=distance, chosen={})


def mark_task(state: State, task: dict, events: list) -> bool:
    run = running(state)
    spaces = [s for s in at_distance(board(state), _acting(state)["space"], task["distance"]) if s not in run["marks"]]
    finish = not spaces
    if not finish:
        picked = ask(state, task, "tactics_mark", [(s, f"Heard in {space_of(state, s).name}", f"tactics_space:{s}")
                                                   for s in spaces],
                     f"An Enemy is heard {task['distance']} space{'s' if task['distance'] > 1 else ''} away: where?",
                     decides=GROUP)
        if picked is None:
            return False
        run["marks"].append(picked)
        _ev(events, "marked", f"An Enemy is marked in {space_of(state, picked).name}.", "rule:tactics", {"space": picked})
    finish_task(state.task_stack, task)
    return True


# --- the fights ------------------------------------------------------------------------------------------------
def begin_fight(state: State, enemies: int, events: list, first_strike: bool = False) -> None:
    run = running(state)
    if run is None or not run["foes"] or not _acting(state).get("who"):
        return
    push_task(state.task_stack, "tactics_fight", stage="foe", count=min(enemies, len(run["foes"])), foes=[],
              first_strike=first_strike, asked=[], chosen={})


def _foe_words(foe: dict) -> str:
    weapon = foe["weapon"].replace("_", " ")
    hurt = ["", ", wounded", ", severely wounded"][min(2, foe["hurt"])]
    return f"Prowess {foe['prowess']}, {'unarmed' if weapon == 'none' else 'with a ' + weapon.title()}{hurt}"


def fight_task(state: State, task: dict, events: list) -> bool:
    run = running(state)
    acting = _acting(state)
    space = acting["space"]
    if task["stage"] == "foe":
        if len(task["foes"]) >= task["count"]:
            task["stage"] = "support"
            return True
        left = [k for k in range(len(run["foes"])) if k not in task["foes"]]
        kinds = {}
        for k in left:                                # identical tokens make one choice, not several
            kinds.setdefault(_foe_words(run["foes"][k]), k)
        picked = ask(state, task, "tactics_foe", [(f"foe:{k}", f"Enemy token: {words}", f"enemy_token:{k}")
                                                  for words, k in kinds.items()],
                     "Which Enemy token from the Combat chart is it?", decides=GROUP)
        if picked is None:
            return False
        task["foes"].append(int(picked.partition(":")[2]))
        return True
    if task["stage"] == "support":
        near = sorted({run["at"][str(i)] for i in on_map(state)} & {s for s, _kind in passages_from(board(state), space)}
                      - set(task["asked"]))
        if near:
            there = near[0]
            group = group_at(state, there)
            picked = ask(state, task, "tactics_support", [
                ("join", f"{join(name(state, i) for i in group)} join{'s' if len(group) == 1 else ''} the fight", None),
                ("stay", "They stay where they are", None)],
                f"A fight in {space_of(state, space).name}: do those in {space_of(state, there).name} join it?",
                decides=GROUP)
            if picked is None:
                return False
            task["asked"].append(there)
            if picked == "join":
                for i in group:
                    run["at"][str(i)] = space
            return True
        task["stage"] = "fight"
        return True
    finish_task(state.task_stack, task)
    foes = [run["foes"][k] for k in task["foes"]]
    run["foes"] = [foe for k, foe in enumerate(run["foes"]) if k not in task["foes"]]
    if task["first_strike"]:
        foes[0]["hurt"] = max(foes[0]["hurt"], 1)
        _ev(events, "first_strike", "You strike first: the Enemy is wounded before it can turn.", "rule:tactics", {})
    fighters = group_at(state, space)
    from .combat import start_combat
    special = space_of(state, space).special
    start_combat(state, len(foes), (), events, run["cause"], thugs=run["thugs"], foes=foes, fighters=fighters,
                 gear={str(i): dict(run["gear"].get(str(i)) or {"melee": None, "firearm": None}) for i in fighters},
                 tactics=True, space_rules=(special,) if special else ())
    return True


def fight_over(state: State, fight: dict, fled: bool, events: list) -> None:
    """A fight on the map is over (rules/combat.py hands it back): those still standing back on the chart,
    the weapons of the dead in empty hands, the Alarm for each firearm used; fleeing, the rest of the turn
    is a move of up to 3 spaces, then the Alarm."""
    run = running(state)
    standing = [foe for foe in fight["enemies"] if foe["alive"]]
    run["foes"].extend(standing)
    dead_foes = [foe for foe in fight["enemies"] if not foe["alive"]]
    run["killed"] = run["killed"] or bool(dead_foes)
    for i in fight["dead"]:
        run["at"].pop(str(i), None)
        run["gear"].pop(str(i), None)
    alive = [i for i in fight["fighters"] if state.characters[i]["alive"]]
    if fled and alive:                                       # the rest of the turn is lost: the move away
        stack = state.task_stack
        base = max(k for k, t in enumerate(stack) if t["t"] == "tactics")
        del stack[base + 1:]
        run["acting"].update(who=alive, fled=True, steps=3, action="flee", space=run["at"][str(alive[0])])
        stack[base]["stage"] = "flee"
    if not standing:
        _pick_up(state, run, alive, dead_foes, events)
    for _ in range(fight["shots"]):
        if roll_black(state, events, "A shot rings out: the Alarm?", "rule:tactics") <= ALARM_AT:
            alarm(state, events)
            break
    if fight["dead"] and state.scene:
        read_script(state, DEATH_WHILE_SCAVENGING, alive[0] if alive else None)


def _pick_up(state: State, run: dict, fighters: list[int], dead_foes: list[dict], events: list) -> None:
    """The weapons of the dead, picked up at once (L1588): each into the first empty hand of its kind."""
    from .combat import FIREARMS
    tokens = state.content.tables["tokens"]
    for foe in dead_foes:
        item = next((k for k, t in tokens.items() if t.weapon == foe["weapon"]), None)
        if not item or foe["weapon"] == "none":
            continue
        kind = "firearm" if foe["weapon"] in FIREARMS else "melee"
        taker = next((i for i in fighters if not run["gear"].setdefault(str(i), {"melee": None, "firearm": None}).get(kind)),
                     None)
        if taker is not None:
            run["gear"][str(taker)][kind] = item
            _ev(events, "picked_up", f"{name(state, taker)} takes up the {tokens[item].name}.", "rule:tactics",
                {"who": taker, "item": item})


def spend_on_roll(state: State, fight: dict, roll: dict, events: list) -> bool | None:
    """Before a roll of a fight on the map counts: a Tactics token may roll it again, or move its Wounds by 1
    (L1576-1580), as many as the group holds. None while the question waits."""
    run = running(state)
    if run is None or not run["held"] or roll.get("settled"):
        return True
    face = roll["face"]
    whose = name(state, roll["who"]) if roll["side"] == "c" else f"Enemy {roll['who'] + 1}"
    target = f"character:{roll['who']}" if roll["side"] == "c" else f"enemy:{roll['who']}"
    options = [("keep", f"Let {face} stand", target), ("token_reroll", "Spend a token: roll it again", target)]
    if face == "blank" or face.isdigit():
        if icons(face) < 3:
            options.append(("token_up", "Spend a token: 1 Wound more", target))
        if icons(face) > 0:
            options.append(("token_down", "Spend a token: 1 Wound less", target))
    picked = ask(state, fight, f"token{fight['resolving']}", options,
                 f"{whose}'s roll: {face}. Spend a Tactics token on it ({run['held']} held)?", decides=GROUP)
    if picked is None:
        return None
    if picked == "keep":
        roll["settled"] = True
        return True
    run["held"] -= 1
    if picked == "token_reroll":
        roll["face"] = roll_die(state, roll["die"], events, f"{whose} rolls again (a Tactics token)", fight["cause"])
    else:
        n = icons(face) + (1 if picked == "token_up" else -1)
        roll["face"] = str(n) if n else "blank"
        _ev(events, "token_spent", f"A Tactics token: {whose}'s roll now counts {n}.", "rule:tactics", {"face": roll["face"]})
    return spend_on_roll(state, fight, roll, events)


# --- the Alarm, and the end ------------------------------------------------------------------------------------
def alarm(state: State, events: list) -> None:
    run = running(state)
    if run is None:
        return
    card = card_of(state, "alarm")
    first = not run["alarm"]
    run["alarm"] = True
    _ev(events, "alarm", f"{card.name}! {card.text}", f"tactics_cards:{card.id}", {"first": first})
    run_ops(state, ["tactics_cards", card.id, "effects"], _centre(state), f"tactics_cards:{card.id}")


def finish(state: State, task: dict, events: list) -> None:
    """Tactics is over: every Enemy dead, nobody left on the map, or the search given up."""
    run = running(state)
    still = on_map(state)
    finish_task(state.task_stack, task)
    state.tactics["run"] = None
    everyone = party(state)
    if not run["foes"]:
        _ev(events, "won", "Every Enemy in the building is dead; the search is yours again.", "rule:tactics", {})
        for i in everyone:
            state.characters[i]["stopped"] = False           # even those who had left (L1632)
        state.scene["noise_ignored"] = True                 # for the rest of this Scavenging (L1634)
        if run["won"]:
            run_ops(state, run["won"], everyone[0] if everyone else None, run["cause"])
        if run["won_script"]:
            read_script(state, run["won_script"], everyone[0] if everyone else None)
    elif not still:
        _ev(events, "tactics_over", "Everyone is out of the building.", "rule:tactics", {})
        state.scene["ended"] = True
        if run["fled"] and everyone:
            run_ops(state, run["fled"], everyone[0], run["cause"])
    else:
        _ev(events, "tactics_over", "The search is given up: the Enemies go back to their posts, and those still "
            "inside can go on scavenging.", "rule:tactics", {})
    if run["killed"] and not run["thugs"] and everyone:
        result = roll_black(state, events, "A life taken (Empathy at least the roll)", run["cause"])
        for i in everyone:
            if character_card(state, state.characters[i]).empathy >= result:
                change_state(state, i, "misery", 1, events, run["cause"])


# --- the ops of the Tactics cards ------------------------------------------------------------------------------
@BEHAVIOURS.runs("mark_enemy")
def _mark_enemy(op: MarkEnemy, state, task, index, events):
    if running(state):
        mark(state, op.distance)


@BEHAVIOURS.runs("hide_test")
def _hide_test(op: HideTest, state, task, index, events):
    if running(state):
        start_test(state, "hide", op.modifier, op.enemies)


@BEHAVIOURS.runs("noise_test")
def _noise_test(op: NoiseTest, state, task, index, events):
    if running(state):
        start_test(state, "noise", op.modifier)


@BEHAVIOURS.runs("alarm")
def _alarm(op: AlarmOp, state, task, index, events):
    alarm(state, events)


@BEHAVIOURS.runs("tactics_token")
def _tactics_token(op: TacticsTokenOp, state, task, index, events):
    run = running(state)
    if run is None:
        return
    free = TACTICS_TOKENS - run["held"] - sum(run["tokens"].values())
    got = min(op.amount, max(0, free))
    run["held"] += got
    if got:
        _ev(events, "tactics_token", f"{got} Tactics token{'s' if got > 1 else ''} taken.", task["cause"], {"tokens": got})
