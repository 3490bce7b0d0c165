"""Tactics (L1509-1634): when a fight with Soldiers, Deserters, Rebels or Thugs begins while scavenging, the
Leader may take it onto the Tactics Map instead (side A in a Medium or Large Location, B in a Small one). The
Enemies wait as tokens on the Combat chart; the Characters start where the black die puts each, and the
group plays turns: at the start of each, every marked Enemy may slip away (1-3); then a group or one
Character does one action of the Action cards (moving along the passages, picking up the Tactics tokens on
the way), and the card of the colour of the space it ends on is read (rules/tactics_fights.py has the tests,
the marks, the fights, the tokens and the Alarm). An exit takes those who reach it off the map, onto the
Findings Pile. Tactics ends when every Enemy is dead (then everyone scavenges on, the Noise ignored), when
nobody is left on the map (on to Choose Findings), or when the map's turns are played (ours: the Enemies give
up the search; those still on the map scavenge on).

`state.tactics`: the two decks and their discards for the whole playthrough, and `run`, the Tactics fight
under way (or None): the side, the tokens on each space and those the group holds, where each Character
stands and what they hold, the marks, the Enemy tokens still on the chart, the turn, the Alarm, and what the
acting group is doing this turn.

Answers (pick:<value>): tactics map / fight; tactics_who group:<space> / one:<Character> /
pass:<from>:<to>:<kind>; tactics_action <action>; tactics_step to:<space> / stop; tactics_target <space>;
the rest are rules/tactics_fights.py's."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ....core.piles import draw_reshuffling
from ....core.words import join
from .asking import GROUP, ask
from .findings import party
from .ops import roll_black, run_ops
from .people import name
from .state import State, _ev
from .tactics_map import distances, passages_from, shortest_path, side_for, spaces_of, steps_open

MODULE = "tactics"
FORCES = ("soldiers", "deserters", "rebels", "thugs")      # the Residents the Tactics map is used against (L1523)
UNMARK_AT = 3                                              # a marked Enemy slips away on 1-3 (L1596)
DECKS = {"blue": "rooms", "green": "cover", "red": "cover"}  # the Hiding Space and Open Space halves share a deck


def on(state: State) -> bool:
    return MODULE in state.options


def deal(state: State, options) -> None:
    """At the start of the playthrough the cards are divided into their decks (L1513)."""
    if MODULE not in options:
        state.tactics = {}
        return
    state.tactics = {"rooms": _deck(state, "rooms"), "rooms_used": [], "cover": _deck(state, "hiding_open"),
                     "cover_used": [], "run": None}


def _deck(state: State, kind: str) -> list[str]:
    cards = sorted(c for c, card in state.content.tables["tactics_cards"].items() if card.kind == kind)
    state.rng.shuffle(cards)
    return cards


def card_of(state: State, kind: str):
    return next(card for card in state.content.tables["tactics_cards"].values() if card.kind == kind)


def running(state: State) -> dict | None:
    return (state.tactics or {}).get("run")


def board(state: State):
    return state.content.tables["tactics_maps"][running(state)["side"]]


def open_to(state: State, force: str) -> bool:
    """Whether this fight may go onto the Tactics map: with the module, against its kinds of Enemy, while
    scavenging at a Location (not in the Sewers' tunnels), and not already on the map."""
    scene = state.scene
    return (on(state) and force in FORCES and bool(scene) and bool(scene.get("location")) and state.phase == "scavenging"
            and not running(state))


def fight_or_tactics(state: State, count: int, weapons: tuple, events: list, cause: str, force: str, **fight) -> None:
    """A fight begins: the usual one, or, when Tactics is open to it, the Leader's choice of the two."""
    from .combat import start_combat
    force = "thugs" if fight.get("thugs") else force
    if not open_to(state, force):
        start_combat(state, count, weapons, events, cause, **fight)
        return
    push_task(state.task_stack, "tactics", stage="offer", count=count, weapons=list(weapons), cause=cause,
              fight=fight, chosen={})


def tactics_task(state: State, task: dict, events: list) -> bool:
    stage = task["stage"]
    if stage == "offer":
        return _offer(state, task, events)
    if stage == "arm":
        from .combat import arm
        done = arm(state, task)
        if done is None:
            return False
        if done:
            _place_party(state, task, events)
        return True
    run = running(state)
    if stage == "turn":
        return _turn(state, task, run, events)
    if stage == "who":
        return _who(state, task, run, events)
    if stage == "action":
        return _action(state, task, run, events)
    if stage in ("step", "flee"):
        return _step(state, task, run, events)
    if stage == "target":
        return _target(state, task, run, events)
    if stage == "arrive":
        return _arrive(state, task, run, events)
    if stage == "end":
        run["turn"] += 1
        run["acting"] = None
        task["stage"] = "turn"
        return True
    raise ValueError(stage)


def _offer(state: State, task: dict, events: list) -> bool:
    from .combat import make_foes, start_combat
    location = state.content.tables["locations"][state.scene["location"]]
    side = side_for(state.content, location.size)
    picked = ask(state, task, "tactics", [
        ("map", f"Take it onto the Tactics map ({side.name}): find them one by one", None),
        ("fight", "Fight it out here, as usual", None)],
        f"A fight with {task['count']} Enem{'y' if task['count'] == 1 else 'ies'}: the Tactics map, or the usual fight?",
        decides=GROUP)
    if picked is None:
        return False
    if picked == "fight":
        finish_task(state.task_stack, task)
        start_combat(state, task["count"], tuple(task["weapons"]), events, task["cause"], **task["fight"])
        return True
    fight = task["fight"]
    state.tactics["run"] = {
        "side": side.id, "tokens": {s.id: s.tokens for s in side.spaces if s.tokens}, "held": 0, "at": {}, "gear": {},
        "marks": [], "foes": make_foes(state, task["count"], tuple(task["weapons"])), "turn": 1, "turns": side.turns,
        "alarm": False, "acting": None, "left": [], "killed": False, "thugs": fight.get("thugs", False),
        "cause": task["cause"], "won_script": fight.get("won_script", ""), "won": fight.get("won") or [],
        "fled": fight.get("fled") or [],
        "card": None}
    _ev(events, "tactics", f"Into the building: {side.name}. {task['count']} Enem{'y waits' if task['count'] == 1 else 'ies wait'} "
        "somewhere inside.", "rule:tactics", {"side": side.id, "enemies": state.tactics["run"]["foes"]})
    task.update(stage="arm", fighters=party(state), gear={})
    return True


def _place_party(state: State, task: dict, events: list) -> None:
    """Each Character's black die puts them on the space with that number (L1545)."""
    run = running(state)
    run["gear"] = task.pop("gear")
    spaces = board(state).spaces
    for i in task.pop("fighters"):
        result = roll_black(state, events, f"Where {name(state, i)} starts", "rule:tactics")
        space = next(s for s in spaces if result in s.starts)
        run["at"][str(i)] = space.id
        _ev(events, "tactics_start", f"{name(state, i)} starts in {space.name}.", "rule:tactics", {"who": i, "space": space.id})
    task["stage"] = "turn"


def on_map(state: State) -> list[int]:
    run = running(state)
    return [int(i) for i in run["at"] if state.characters[int(i)]["alive"]]


def group_at(state: State, space: str) -> list[int]:
    return [i for i in on_map(state) if running(state)["at"][str(i)] == space]


def space_of(state: State, space: str):
    return spaces_of(board(state))[space]


def _turn(state: State, task: dict, run: dict, events: list) -> bool:
    """The end of Tactics, or a new turn: each marked Enemy rolled for (1-3: the mark is lifted)."""
    from .tactics_fights import finish
    for i in [i for i in list(run["at"]) if not state.characters[int(i)]["alive"]]:
        del run["at"][i]
    if not run["foes"] or not on_map(state) or run["turn"] > run["turns"]:
        finish(state, task, events)
        return True
    for space in list(run["marks"]):
        if roll_black(state, events, f"The Enemy heard at {space_of(state, space).name}", "rule:tactics") <= UNMARK_AT:
            run["marks"].remove(space)
            _ev(events, "unmarked", f"You lose track of the Enemy at {space_of(state, space).name}.", "rule:tactics",
                {"space": space})
    task["stage"] = "who"
    return True


def _who(state: State, task: dict, run: dict, events: list) -> bool:
    """Which group, or which Character alone (splitting it), acts this turn; or a weapon handed over."""
    options = []
    for space in sorted({run["at"][str(i)] for i in on_map(state)}):
        group = group_at(state, space)
        where = space_of(state, space).name
        options.append((f"group:{space}", f"{join(name(state, i) for i in group)} in {where}", f"tactics_space:{space}"))
        if len(group) > 1:
            options += [(f"one:{i}", f"{name(state, i)} alone, leaving the others in {where}", f"character:{i}")
                        for i in group]
        options += _passes(state, run, group)
    picked = ask(state, task, "tactics_who", options, f"Tactics, turn {run['turn']} of {run['turns']}: who acts?",
                 decides=GROUP)
    if picked is None:
        return False
    verb, _, rest = picked.partition(":")
    if verb == "pass":
        giver, taker, kind = rest.split(":")
        item = run["gear"][giver][kind]
        run["gear"][giver][kind], run["gear"][taker][kind] = None, item
        _ev(events, "handed", f"{name(state, int(giver))} hands the {state.content.tables['tokens'][item].name} to "
            f"{name(state, int(taker))}.", "rule:tactics", {"from": int(giver), "to": int(taker), "item": item})
        return True
    who = group_at(state, rest) if verb == "group" else [int(rest)]
    run["acting"] = {"who": who, "action": None, "space": run["at"][str(who[0])], "rubble": False, "fled": False}
    task["stage"] = "action"
    return True


def _passes(state: State, run: dict, group: list[int]) -> list[tuple[str, str, str]]:
    """Weapons handed between Characters on one space (L1624): to an empty hand of the same kind."""
    tokens = state.content.tables["tokens"]
    out = []
    for giver in group:
        for taker in group:
            for kind in ("melee", "firearm"):
                item = run["gear"].get(str(giver), {}).get(kind)
                if giver != taker and item and not run["gear"].get(str(taker), {}).get(kind):
                    out.append((f"pass:{giver}:{taker}:{kind}", f"{name(state, giver)} hands the {tokens[item].name} "
                                f"to {name(state, taker)}", f"character:{taker}"))
    return out


def actions(state: State) -> dict:
    return {a.id: a for card in state.content.tables["tactics_cards"].values() for a in card.actions}


def marks_within(state: State, space: str, reach: int) -> list[str]:
    far = distances(board(state), space)
    return sorted({m for m in running(state)["marks"] if far.get(m, 99) <= reach})


def _action(state: State, task: dict, run: dict, events: list) -> bool:
    acting = run["acting"]
    options = []
    for action in actions(state).values():
        if action.id in ("assault", "sneak_up"):
            if not marks_within(state, acting["space"], action.range):
                continue
        elif action.id != "hide" and not _steps(state, run, acting, action.id == "run"):
            continue
        reach = {0: "staying put", 1: "1 space"}.get(action.range, f"up to {action.range} spaces")
        words = f"{action.name}, {reach} (Hide {action.hide:+d}, Noise {action.noise:+d})"
        options.append((action.id, words, None))
    picked = ask(state, task, "tactics_action", options, f"{join(name(state, i) for i in acting['who'])}: which action?",
                 decides=GROUP)
    if picked is None:
        return False
    action = actions(state)[picked]
    acting["action"] = picked
    _ev(events, "tactics_action", f"{join(name(state, i) for i in acting['who'])}: {action.name}.", "rule:tactics",
        {"action": picked, "who": acting["who"]})
    if picked == "hide":
        task["stage"] = "arrive"
    elif picked in ("assault", "sneak_up"):
        task["stage"] = "target"
    else:
        acting["steps"] = action.range
        task["stage"] = "step"
    return True


def _steps(state: State, run: dict, acting: dict, running_: bool) -> list[tuple[str, str]]:
    """Where the moving group may step next: along a passage, never to finish beyond a Hiding Space's dots."""
    here = acting["space"]
    out = []
    for there, kind in steps_open(board(state), here, running_):
        last = acting.get("steps", 1) <= 1 or kind == "ladder"
        if last and not _room_for(state, there, acting["who"]):
            continue
        out.append((there, kind))
    return out


def _room_for(state: State, space: str, who: list[int]) -> bool:
    spot = space_of(state, space)
    if spot.colour != "green" or spot.exit:
        return True
    others = [i for i in group_at(state, space) if i not in who]
    return len(others) + len(who) <= spot.dots


def _step(state: State, task: dict, run: dict, events: list) -> bool:
    """One space at a time, up to the action's range (three when fleeing), or stop where they are."""
    acting = run["acting"]
    fleeing = task["stage"] == "flee"
    options = [] if fleeing and acting.get("steps", 0) == 3 else [("stop", "Stop here", f"tactics_space:{acting['space']}")]
    if not _room_for(state, acting["space"], acting["who"]):
        options = []
    if acting.get("steps", 0) > 0:
        options += [(f"to:{there}", f"On to {space_of(state, there).name}" + {"ladder": " (a ladder: the move ends there)",
                     "rubble": " (over rubble: Noise +2)"}.get(kind, ""), f"tactics_space:{there}")
                    for there, kind in _steps(state, run, acting, acting["action"] == "run")]
    if not options:
        options = [("stop", "Stop here", f"tactics_space:{acting['space']}")]
    picked = ask(state, task, "tactics_step", options, f"{join(name(state, i) for i in acting['who'])} "
                 f"{'flee' if fleeing else 'move'}: {acting.get('steps', 0)} space{'s' if acting.get('steps', 0) != 1 else ''} "
                 "left.", decides=GROUP)
    if picked is None:
        return False
    if picked == "stop":
        task["stage"] = "end" if fleeing else "arrive"
        if fleeing:
            from .tactics_fights import alarm
            alarm(state, events)
        return True
    there = picked.partition(":")[2]
    kind = next(k for s, k in passages_from(board(state), acting["space"]) if s == there)
    acting["steps"] = 0 if kind == "ladder" else acting["steps"] - 1
    acting["rubble"] = acting["rubble"] or kind == "rubble"
    _enter(state, run, acting, there, events)
    if space_of(state, there).exit:
        _leave(state, run, acting, events)
        task["stage"] = "end"
        if fleeing:
            from .tactics_fights import alarm
            alarm(state, events)
    return True


def _enter(state: State, run: dict, acting: dict, there: str, events: list) -> None:
    acting["space"] = there
    for i in acting["who"]:
        run["at"][str(i)] = there
    found = run["tokens"].pop(there, 0)
    if found:
        run["held"] += found
        _ev(events, "tactics_token", f"{found} Tactics token{'s' if found > 1 else ''} picked up in "
            f"{space_of(state, there).name}.", "rule:tactics", {"space": there, "tokens": found})


def _leave(state: State, run: dict, acting: dict, events: list) -> None:
    """Off the map by an exit: their Scavenging is over, and they wait on the Findings Pile (L1628)."""
    for i in acting["who"]:
        run["at"].pop(str(i), None)
        run["left"].append(i)
        state.characters[i]["stopped"] = True
    _ev(events, "tactics_out", f"{join(name(state, i) for i in acting['who'])} slip{'s' if len(acting['who']) == 1 else ''} "
        f"out by {space_of(state, acting['space']).name}.", "rule:tactics", {"who": acting["who"]})


def _target(state: State, task: dict, run: dict, events: list) -> bool:
    """Assault or Sneak Up: which marked Enemy; the group goes to it (by the shortest way, picking up the tokens
    on it) and the fight, or the Hide test of sneaking up, begins there."""
    from .tactics_fights import begin_fight, sneak_up
    acting = run["acting"]
    action = actions(state)[acting["action"]]
    choices = marks_within(state, acting["space"], action.range)
    picked = ask(state, task, "tactics_target", [(space, f"The Enemy in {space_of(state, space).name}", f"tactics_space:{space}")
                                                 for space in choices], f"{action.name}: which marked Enemy?", decides=GROUP)
    if picked is None:
        return False
    for there in shortest_path(board(state), acting["space"], picked)[1:]:
        _enter(state, run, acting, there, events)
    run["marks"].remove(picked)
    task["stage"] = "arrive"
    if acting["action"] == "sneak_up":
        sneak_up(state, events)
    else:
        begin_fight(state, 1, events)
    return True


def _arrive(state: State, task: dict, run: dict, events: list) -> bool:
    """The move over: the card of the space's colour is read, unless the group fled, left the map or has fallen,
    or there is nobody left to find."""
    acting = run["acting"]
    task["stage"] = "end"
    standing = [i for i in acting["who"] if state.characters[i]["alive"] and str(i) in run["at"]]
    if acting.get("fled") or not standing or not run["foes"]:
        return True
    space = space_of(state, run["at"][str(standing[0])])
    deck_key = DECKS[space.colour]
    used = state.tactics[f"{deck_key}_used"]
    card_id, _shuffled = draw_reshuffling(state.tactics[deck_key], used, state.rng)   # spent: made again (ours)
    used.append(card_id)
    card = state.content.tables["tactics_cards"][card_id]
    half = {"blue": "effects", "green": "hiding", "red": "open"}[space.colour]
    words = {"effects": card.text, "hiding": card.hiding_text, "open": card.open_text}[half]
    run["card"] = {"card": card_id, "half": half}
    _ev(events, "tactics_card", f"{space.name}: {card.name}. {words}", f"tactics_cards:{card_id}",
        {"card": card_id, "half": half, "space": space.id}, reveals=True)
    run_ops(state, ["tactics_cards", card_id, half], standing[0], f"tactics_cards:{card_id}")
    return True


def seen(state: State) -> dict:
    """What the table shows of Tactics: the decks' sizes (never their order) and the map under way, all of it
    open: where everyone stands, the marks, the tokens, and the Enemy tokens waiting on the Combat chart."""
    if not state.tactics:
        return {}
    from ....core.jsondata import copy_json
    return {"rooms_left": len(state.tactics["rooms"]), "cover_left": len(state.tactics["cover"]),
            "run": copy_json(running(state))}
