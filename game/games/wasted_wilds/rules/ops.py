"""What each op of Wasted Wilds' vocabulary does. An op list runs as a task holding its address in the
content (table, id, then fields and indexes), the survivor it runs for ("actor"), the range of the card
or tile it came from, and the targets already chosen (an op list's ops reach the same chosen survivor
or monster: Herbs and Spices feeds and warms one survivor), so a saved game resumes inside one.

Target values: s:<survivor>, m:<survivor>:<slot>:<card>, g:<survivor>:<slot> (gear with health)."""
from __future__ import annotations

from ....core.effects import Choose, If, OpBehaviours, Repeat, ops_at as core_ops_at
from ....core.flow import push_task
from ..effects import (Armour, BarricadeOp, Burn, ClearStatus, Damage, DiscardGear, DiscardMonster, Draw, DrawMonster,
                       EndTurn, ExposureOp, ExtraActions, GroupPay, Heal, HostilityOp, Hunger, MoveOp, MoveVan,
                       Poison, PullTokens, Recover, Reload, Reveal, ScavengeOp, StealthTest, Stun, Tokens, vocabulary)
from .asking import WAIT, ask
from .cards import (change_hunger, clear_status, discard_gear, draw_cards, draw_scavenge, draw_status)
from .combat import (change_hostility, discard_monster, draw_monster, heal_survivor, hurt_monster, hurt_survivor,
                     place_token, remove_tokens)
from .state import (STEP, State, _ev, alive, beside, card, distance, gear_card, in_range, mission, monster,
                    name_of, seat_of, tile, xy)

BEHAVIOURS = OpBehaviours(vocabulary)
SINGLE = {"survivor": "survivor", "monster": "monster", "target": "target"}


def ops_at(state: State, addr: list):
    return core_ops_at(state.content.tables, addr)


def run_ops(state: State, addr: list, actor: int, range_name: str, cause: str, *, monster_card: str | None = None,
            targets: dict | None = None, by_survivor: bool = False) -> None:
    """Run an op list for `actor` (pushed as a task; it runs when the flow reaches it). A night card's
    ops run for each survivor under one cause, and its group payment is decided once for them all."""
    if not cause.startswith("night:"):
        state.stats.get("group_pays", {}).pop(cause, None)
    if ops_at(state, addr):
        push_task(state.task_stack, "ops", addr=list(addr), i=0, actor=actor, range=range_name, cause=cause,
                  monster=monster_card, targets=dict(targets or {}), by=by_survivor, chosen={})


def ops_task(state: State, task: dict, events: list) -> bool:
    ops = ops_at(state, task["addr"])
    if task["i"] >= len(ops) or state.phase == "over" or not state.survivors[task["actor"]]["alive"]:
        state.task_stack.pop()
        return True
    op = ops[task["i"]]
    task["i"] += 1
    if BEHAVIOURS.behaviour[type(op)](op, state, task, task["i"] - 1, events) == WAIT:
        task["i"] -= 1           # asked a question: the same op runs again with the answer
        return False
    return True


def _nested(state: State, task: dict, tail: list) -> None:
    push_task(state.task_stack, "ops", addr=task["addr"] + tail, i=0, actor=task["actor"], range=task["range"],
              cause=task["cause"], monster=task["monster"], targets=dict(task["targets"]), by=task["by"], chosen={})


# --- what ops count --------------------------------------------------------------------------------
def night_time(state: State) -> bool:
    """From Night until Day on the dial: walking back from the hand, Night comes before Day."""
    steps = state.content.tables["clock"]["clock"].steps
    for back in range(len(steps)):
        event = steps[(state.clock - back) % len(steps)]
        if event in ("night", "day"):
            return event == "night" and bool(state.night)
    return False


def quantity(state: State, actor: int, name: str) -> int:
    survivor = state.survivors[actor]
    place = state.map[survivor["pos"]]
    cards = state.content.tables["survivor_cards"]
    counts = {
        "instants_in_discard": lambda: sum(1 for c in survivor["discard"] if cards[c].kind == "instant"),
        "gear_in_discard": lambda: sum(1 for c in survivor["discard"] if cards[c].kind == "gear"),
        "cards_in_hand": lambda: len(survivor["hand"]) + len(survivor["supplies"]),
        "cards_in_deck": lambda: len(survivor["deck"]),
        "tokens_here": lambda: place["tokens"],
        "monsters_attached": lambda: len(survivor["monsters"]),
        "damage_taken": lambda: survivor["damage"],
        "hunger": lambda: survivor["hunger"] + max(0, survivor["starve"]),
        "equipped_gear": lambda: len(survivor["gear"]),
        "survivors_here": lambda: sum(1 for i in alive(state) if i != actor
                                      and state.survivors[i]["pos"] == survivor["pos"]),
        "night": lambda: int(night_time(state)),
        "outdoors": lambda: int(not tile(state, place["tile"]).indoor),
    }
    return counts[name]()


# --- targets ----------------------------------------------------------------------------------------
def candidates(state: State, actor: int, range_name: str, who: str, *, non_boss: bool = False) -> list:
    """(value, label, board target) for every survivor / monster / target in range of the actor."""
    here = state.survivors[actor]["pos"]
    out = []
    wants_survivors = who in ("survivor", "survivors", "target", "targets")
    wants_monsters = who in ("monster", "monsters", "target", "targets")
    for i in alive(state):
        where = state.survivors[i]["pos"]
        if not in_range(range_name, here, where):
            continue
        if wants_survivors:
            out.append((f"s:{i}", name_of(state, i), f"survivor:{i}"))
        if wants_monsters:
            for slot, entry in enumerate(state.survivors[i]["monsters"]):
                record = monster(state, entry["card"])
                if non_boss and record.boss:
                    continue
                out.append((f"m:{i}:{slot}:{entry['card']}", f"{record.name} (on {name_of(state, i)})",
                            f"monster:{i}:{slot}"))
        if who in ("target", "targets"):
            for slot, held in enumerate(state.survivors[i]["gear"]):
                printed = gear_card(state, held)
                if getattr(printed, "health", 0):
                    out.append((f"g:{i}:{slot}", f"the {printed.name} (of {name_of(state, i)})", f"gear:{i}:{slot}"))
    return out


def _still_there(state: State, value: str) -> bool:
    parts = value.split(":")
    if parts[0] == "s":
        return state.survivors[int(parts[1])]["alive"]
    if parts[0] == "m":
        attached = state.survivors[int(parts[1])]["monsters"]
        slot = int(parts[2])
        return slot < len(attached) and attached[slot]["card"] == parts[3]
    if parts[0] == "g":
        return int(parts[2]) < len(state.survivors[int(parts[1])]["gear"])
    return False


def chosen_targets(state: State, task: dict, who: str, text: str, *, non_boss: bool = False):
    """The targets an op reaches: everyone in range for the plural `who`, the one chosen (asked once per op
    list) for the single ones, the actor for self. WAIT while a choice is pending."""
    actor = task["actor"]
    if who == "self":
        return [f"s:{actor}"]
    if who in ("survivors", "monsters", "targets"):
        return [value for value, _label, _t in candidates(state, actor, task["range"], who, non_boss=non_boss)]
    kept = task["targets"].get(who)
    if kept and _still_there(state, kept):
        return [kept]
    options = candidates(state, actor, task["range"], who, non_boss=non_boss)
    if not options:
        return []
    picked = ask(state, task, who, options, text, seat_of(state, state.active))
    if picked is None:
        return WAIT
    task["targets"][who] = picked
    return [picked]


def _monsters_last(values: list[str]) -> list[str]:
    """Survivors first, then monsters from the highest slot down, so removing one never moves another."""
    survivors = [v for v in values if not v.startswith("m:")]
    monsters = sorted((v for v in values if v.startswith("m:")), key=lambda v: (int(v.split(":")[1]),
                                                                                -int(v.split(":")[2])))
    return survivors + monsters


# --- damage and healing --------------------------------------------------------------------------------
@BEHAVIOURS.runs("damage")
def _damage(op: Damage, state, task, index, events):
    targets = chosen_targets(state, task, op.who, f"Deal damage with {_source(state, task)}: to which target?")
    if targets == WAIT:
        return WAIT
    amount = op.amount + (op.per * quantity(state, task["actor"], op.count) if op.count else 0)
    bonus = 0
    if task["by"] and task["range"] == "short":
        from .stats import total
        bonus = total(state, task["actor"], "short_bonus")      # a better blade hits monsters harder, not you
    for value in _monsters_last(targets):
        strike(state, task, value, amount + (bonus if value.startswith("m:") else 0), op.stun, events)
    return None


def strike(state: State, task: dict, value: str, amount: int, stun: bool, events: list) -> None:
    parts = value.split(":")
    if parts[0] == "s":
        hurt_survivor(state, int(parts[1]), amount, events, task["cause"])
    elif parts[0] == "m":
        if _still_there(state, value):
            attacker = task["actor"] if task["by"] else None
            hurt_monster(state, int(parts[1]), int(parts[2]), amount, events, task["cause"], attacker=attacker,
                         attack_range=task["range"], stun=stun)
    elif parts[0] == "g":
        hurt_gear(state, int(parts[1]), int(parts[2]), amount, events, task["cause"])


def hurt_gear(state: State, owner: int, slot: int, amount: int, events: list, cause: str) -> None:
    held = state.survivors[owner]["gear"][slot]
    printed = gear_card(state, held)
    held["damage"] = held.get("damage", 0) + amount
    _ev(events, "gear_hurt", f"The {printed.name} takes {amount} damage.", cause, {"survivor": owner, "slot": slot})
    if held["damage"] >= getattr(printed, "health", 0):
        discard_gear(state, owner, slot, events, cause)


def _source(state: State, task: dict) -> str:
    table, row = task["addr"][0], task["addr"][1]
    names = {"survivor_cards": "survivor_cards", "scavenge": "scavenge", "monsters": "monsters", "tiles": "tiles",
             "characters": "characters", "day_night": "day_night", "status_cards": "status_cards"}
    record = state.content.tables[names.get(table, table)].get(row)
    return getattr(record, "name", row) if record is not None else row


@BEHAVIOURS.runs("stun")
def _stun(op: Stun, state, task, index, events):
    targets = chosen_targets(state, task, op.who, f"{_source(state, task)}: stun which monster?")
    if targets == WAIT:
        return WAIT
    for value in targets:
        if _still_there(state, value):
            hurt_monster(state, int(value.split(":")[1]), int(value.split(":")[2]), 0, events, task["cause"],
                         stun=True)
    return None


def _survivor_targets(state, task, who: str, text: str):
    targets = chosen_targets(state, task, who, text)
    if targets == WAIT:
        return WAIT
    return [int(value.split(":")[1]) for value in targets if value.startswith("s:")]


def _for_survivors(state, task, who: str, question: str, act) -> str | None:
    """act(survivor) for each survivor the op reaches (WAIT while the choice of one is pending)."""
    people = _survivor_targets(state, task, who, f"{_source(state, task)}: {question}")
    if people == WAIT:
        return WAIT
    for person in people:
        act(person)
    return None


@BEHAVIOURS.runs("heal")
def _heal(op: Heal, state, task, index, events):
    return _for_survivors(state, task, op.who, "heal whom?",
                          lambda person: heal_survivor(state, person, op.amount, events, task["cause"]))


@BEHAVIOURS.runs("hunger")
def _hunger(op: Hunger, state, task, index, events):
    return _for_survivors(state, task, op.who, "for whom?",
                          lambda person: change_hunger(state, person, op.amount, events, task["cause"]))


@BEHAVIOURS.runs("armour")
def _armour(op: Armour, state, task, index, events):
    survivor = state.survivors[task["actor"]]
    survivor["armour"] += op.amount
    _ev(events, "armour", f"{name_of(state, task['actor'])} takes {op.amount} less from each monster attack "
        "until their next turn.", task["cause"], {"survivor": task["actor"]})


@BEHAVIOURS.runs("poison")
def _poison(op: Poison, state, task, index, events):
    targets = chosen_targets(state, task, op.who, f"{_source(state, task)}: poison which target?")
    if targets == WAIT:
        return WAIT
    for value in targets:
        parts = value.split(":")
        if parts[0] == "s":
            state.survivors[int(parts[1])]["poison"] += op.amount
            _ev(events, "poisoned", f"{name_of(state, int(parts[1]))} is poisoned "
                f"({state.survivors[int(parts[1])]['poison']} counters).", task["cause"], {"survivor": int(parts[1])})
        elif parts[0] == "m" and _still_there(state, value):
            entry = state.survivors[int(parts[1])]["monsters"][int(parts[2])]
            entry["poison"] += op.amount
            _ev(events, "poisoned", f"{monster(state, entry['card']).name} is poisoned ({entry['poison']} counters).",
                task["cause"], {"card": entry["card"]})
    return None


@BEHAVIOURS.runs("clear_status")
def _clear_status(op: ClearStatus, state, task, index, events):
    return _for_survivors(state, task, op.who, "for whom?",
                          lambda person: clear_status(state, person, op.kind, events, task["cause"]))


# --- cards -----------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("draw")
def _draw(op: Draw, state, task, index, events):
    draw_cards(state, task["actor"], op.amount, events, task["cause"])


@BEHAVIOURS.runs("burn")
def _burn(op: Burn, state, task, index, events):
    burn(state, task["actor"], op.amount, events, task["cause"])


def burn(state: State, actor: int, amount: int, events: list, cause: str) -> None:
    survivor = state.survivors[actor]
    burned = survivor["deck"][:amount]
    del survivor["deck"][:amount]
    survivor["discard"].extend(burned)
    if burned:
        _ev(events, "burned", f"{name_of(state, actor)} burns {len(burned)} from the deck "
            f"({len(survivor['deck'])} left).", cause, {"survivor": actor, "cards": burned}, reveals=True)


@BEHAVIOURS.runs("recover")
def _recover(op: Recover, state, task, index, events):
    survivor = state.survivors[task["actor"]]
    picked = []
    for _ in range(min(op.amount, len(survivor["discard"]))):
        picked.append(survivor["discard"].pop(state.rng.below(len(survivor["discard"]))))
    if picked:
        survivor["deck"].extend(picked)
        state.rng.shuffle(survivor["deck"])
        _ev(events, "recovered", f"{name_of(state, task['actor'])} shuffles {len(picked)} from the discard into the "
            "deck.", task["cause"], {"survivor": task["actor"]})


@BEHAVIOURS.runs("scavenge")
def _scavenge(op: ScavengeOp, state, task, index, events):
    actor = task["actor"]
    here = tile(state, state.map[state.survivors[actor]["pos"]]["tile"])
    decks = {"tile": list(here.scavenge), "any": ["red", "green", "blue"]}.get(op.deck, [op.deck])
    if not decks:
        return None
    picked = ask(state, task, "deck", [(d, f"The {d} deck", f"deck:{d}") for d in decks],
                 "Scavenge from which deck?", seat_of(state, actor))
    if picked is None:
        return WAIT
    for _ in range(op.amount):
        draw_scavenge(state, actor, picked, events, task["cause"])
    return None


@BEHAVIOURS.runs("discard_gear")
def _discard_gear(op: DiscardGear, state, task, index, events):
    actor = task["actor"]
    gear = state.survivors[actor]["gear"]
    if op.gear:
        slot = next((k for k, held in enumerate(gear) if held["card"] == op.gear and held.get("src") != "g"), None)
        if slot is not None:
            discard_gear(state, actor, slot, events, task["cause"])
        return None
    options = [(f"{k}", f"Discard the {gear_card(state, held).name}", f"gear:{actor}:{k}") for k, held in enumerate(gear)]
    if not options:
        return None
    picked = ask(state, task, "gear", options, "Discard which gear?", seat_of(state, actor))
    if picked is None:
        return WAIT
    discard_gear(state, actor, int(picked), events, task["cause"])
    return None


@BEHAVIOURS.runs("reload")
def _reload(op: Reload, state, task, index, events):
    actor = task["actor"]
    gear = state.survivors[actor]["gear"]
    options = [(f"{k}", f"Reload the {card(state, held['card']).name} ({held['ammo']} bullets)", f"gear:{actor}:{k}")
               for k, held in enumerate(gear) if held.get("src") != "g"
               and card(state, held["card"]).ammo_kind == "bullets" and held["ammo"] < card(state, held["card"]).ammo]
    if not options:
        return None
    picked = ask(state, task, "reload", options, "Reload which gear?", seat_of(state, actor))
    if picked is None:
        return WAIT
    held = gear[int(picked)]
    held["ammo"] = min(card(state, held["card"]).ammo, held["ammo"] + op.amount)
    _ev(events, "reloaded", f"The {card(state, held['card']).name} has {held['ammo']} bullets.", task["cause"],
        {"survivor": actor})
    return None


@BEHAVIOURS.runs("extra_actions")
def _extra_actions(op: ExtraActions, state, task, index, events):
    if task["actor"] == state.active:
        state.actions += op.amount
        _ev(events, "extra_actions", f"{op.amount} more action{'s' if op.amount > 1 else ''} this turn.",
            task["cause"], {})


# --- monsters and the map ------------------------------------------------------------------------------------
@BEHAVIOURS.runs("discard_monster")
def _discard_monster(op: DiscardMonster, state, task, index, events):
    targets = chosen_targets(state, task, op.who, f"{_source(state, task)}: which monster leaves?", non_boss=op.non_boss)
    if targets == WAIT:
        return WAIT
    for value in _monsters_last(targets):
        if _still_there(state, value):
            owner = int(value.split(":")[1])
            discard_monster(state, owner, int(value.split(":")[2]), events, task["cause"])
            if op.to_token:
                place_token(state, state.survivors[owner]["pos"], events, task["cause"])
    return None


@BEHAVIOURS.runs("draw_monster")
def _draw_monster(op: DrawMonster, state, task, index, events):
    for _ in range(op.amount):
        draw_monster(state, task["actor"], events, task["cause"])


@BEHAVIOURS.runs("tokens")
def _tokens(op: Tokens, state, task, index, events):
    here = state.survivors[task["actor"]]["pos"]
    cells = [here] if op.range == "short" else [key for key, place in state.map.items()
                                                 if place["up"] and in_range(op.range, here, key)]
    for key in cells:
        if op.amount > 0:
            for _ in range(op.amount):
                if not place_token(state, key, events, task["cause"]):
                    return None
        else:
            remove_tokens(state, key, -op.amount, events, task["cause"])
    return None


@BEHAVIOURS.runs("pull_tokens")
def _pull_tokens(op: PullTokens, state, task, index, events):
    pull_tokens(state, task["actor"], op.range, events, task["cause"])


def pull_tokens(state: State, actor: int, range_name: str, events: list, cause: str) -> None:
    """Every token in range steps one tile toward the survivor (across first, then up or down, onto tiles
    that are face up and not full); one that reaches them becomes a monster card."""
    from .clock import token_enters
    here = state.survivors[actor]["pos"]
    hx, hy = xy(here)
    moves = []
    for key, place in state.map.items():
        if key == here or not place["tokens"] or not in_range(range_name, here, key):
            continue
        x, y = xy(key)
        step = (x + (1 if hx > x else -1), y) if hx != x else (x, y + (1 if hy > y else -1))
        moves.append((key, f"{step[0]},{step[1]}", place["tokens"]))
    for start, end, tokens in moves:
        target = state.map.get(end)
        if target is None or not target["up"]:
            continue
        for _ in range(tokens):
            token_enters(state, start, end, events, cause)


@BEHAVIOURS.runs("barricade")
def _barricade(op: BarricadeOp, state, task, index, events):
    place = state.map[state.survivors[task["actor"]]["pos"]]
    if not place["barricade"]:
        place["barricade"] = True
        _ev(events, "barricaded", f"{name_of(state, task['actor'])} barricades the {tile(state, place['tile']).name}.",
            task["cause"], {"cell": state.survivors[task["actor"]]["pos"]})


@BEHAVIOURS.runs("move")
def _move(op: MoveOp, state, task, index, events):
    push_task(state.task_stack, "free_move", who=task["actor"], steps=op.steps, sneak=op.sneak, chosen={})


@BEHAVIOURS.runs("move_van")
def _move_van(op: MoveVan, state, task, index, events):
    from .board_map import move_van, van_places
    actor = task["actor"]
    options = [(key, f"Drive the Van to {key}", f"cell:{key}") for key in van_places(state)]
    if not options:
        return None
    picked = ask(state, task, "van", options, "Drive the Van where?", seat_of(state, actor))
    if picked is None:
        return WAIT
    move_van(state, picked, events, task["cause"])
    return None


@BEHAVIOURS.runs("reveal")
def _reveal(op: Reveal, state, task, index, events):
    from .board_map import reveal_tile
    actor = task["actor"]
    here = state.survivors[actor]["pos"]
    options = [(key, f"Turn up the tile at {key}", f"cell:{key}") for key, place in state.map.items()
               if not place["up"] and in_range(op.range, here, key)]
    if not options:
        return None
    picked = ask(state, task, "reveal", options, "Turn up which tile?", seat_of(state, actor))
    if picked is None:
        return WAIT
    reveal_tile(state, picked, actor, events, task["cause"])
    return None


@BEHAVIOURS.runs("exposure")
def _exposure(op: ExposureOp, state, task, index, events):
    deck = op.deck or mission(state).exposure
    if deck:
        draw_status(state, task["actor"], deck, events, task["cause"])


@BEHAVIOURS.runs("hostility")
def _hostility(op: HostilityOp, state, task, index, events):
    tribe_id = op.tribe or (monster(state, task["monster"]).tribe if task["monster"] else "")
    if tribe_id:
        change_hostility(state, tribe_id, op.amount, events, task["cause"])


@BEHAVIOURS.runs("stealth_test")
def _stealth_test(op: StealthTest, state, task, index, events):
    from .moving import stealth_roll
    passed = stealth_roll(state, task["actor"], events, task["cause"])
    _nested(state, task, [index, "success" if passed else "fail"])


@BEHAVIOURS.runs("group_pay")
def _group_pay(op: GroupPay, state, task, index, events):
    """The group decides once per card it comes from (a night card's ops run for each survivor in turn):
    one card given up spares everyone; otherwise `otherwise` runs for each survivor the ops run for."""
    decided = state.stats.setdefault("group_pays", {})
    choice = decided.get(task["cause"])
    if choice is None:
        options = payable_cards(state, op.tags)
        choice = "none"
        if options:
            options.append(("none", "Give up nothing: each of you suffers it", None))
            picked = ask(state, task, "group_pay", options, f"As a group, give up a {' or '.join(op.tags)}?",
                         seat_of(state, state.active))
            if picked is None:
                return WAIT
            choice = picked
            if picked != "none":
                pay_card(state, picked, events, task["cause"])
        decided[task["cause"]] = "paid" if choice != "none" else "none"
        choice = decided[task["cause"]]
    if choice == "none":
        _nested(state, task, [index, "otherwise"])
    return None


def payable_cards(state: State, tags: tuple[str, ...]) -> list:
    """Cards anyone holds (scavenge cards in hand, gear in play, survivor cards in hand) with one of the tags."""
    out = []
    for i in alive(state):
        survivor = state.survivors[i]
        for k, card_id in enumerate(survivor["supplies"]):
            record = state.content.tables["scavenge"][card_id]
            if set(record.tags) & set(tags):
                out.append((f"supply:{i}:{k}", f"{name_of(state, i)}'s {record.name}", None))
        for k, held in enumerate(survivor["gear"]):
            record = gear_card(state, held)
            if set(record.tags) & set(tags):
                out.append((f"gear:{i}:{k}", f"{name_of(state, i)}'s {record.name} (in play)", f"gear:{i}:{k}"))
        for k, card_id in enumerate(survivor["hand"]):
            record = card(state, card_id)
            if set(record.tags) & set(tags):
                out.append((f"hand:{i}:{k}", f"{name_of(state, i)}'s {record.name} (in hand)", None))
    return out


def pay_card(state: State, value: str, events: list, cause: str) -> None:
    where, owner, k = value.split(":")
    survivor = state.survivors[int(owner)]
    if where == "supply":
        card_id = survivor["supplies"].pop(int(k))
        record = state.content.tables["scavenge"][card_id]
        state.scavenge_discards[record.deck].append(card_id)
        name = record.name
    elif where == "gear":
        name = gear_card(state, survivor["gear"][int(k)]).name
        discard_gear(state, int(owner), int(k), events, cause)
        return
    else:
        card_id = survivor["hand"].pop(int(k))
        survivor["discard"].append(card_id)
        name = card(state, card_id).name
    _ev(events, "paid", f"{name_of(state, int(owner))} gives up the {name}.", cause, {"survivor": int(owner)})


@BEHAVIOURS.runs("end_turn")
def _end_turn(op: EndTurn, state, task, index, events):
    if task["actor"] == state.active:
        state.stopped = True
        state.actions = 0
        _ev(events, "stopped", f"{name_of(state, task['actor'])} must stop here: no more actions this turn.",
            task["cause"], {})


# --- the shared ops -------------------------------------------------------------------------------------------
@BEHAVIOURS.runs("choose")
def _choose(op: Choose, state, task, index, events):
    options = [(str(k), choice.label, None) for k, choice in enumerate(op.options)]
    picked = ask(state, task, "choose", options, f"{_source(state, task)}: choose one.",
                 seat_of(state, task["actor"]))
    if picked is None:
        return WAIT
    _ev(events, "chosen", f"{name_of(state, task['actor'])}: {op.options[int(picked)].label}.", task["cause"], {})
    _nested(state, task, [index, "options", int(picked), "effects"])
    return None


@BEHAVIOURS.runs("if")
def _if(op: If, state, task, index, events):
    holds = op.when.holds(quantity(state, task["actor"], op.when.count))
    _nested(state, task, [index, "then" if holds else "otherwise"])


@BEHAVIOURS.runs("repeat")
def _repeat(op: Repeat, state, task, index, events):
    for _ in range(op.times):
        _nested(state, task, [index, "effects"])


__all__ = ["BEHAVIOURS", "STEP", "beside", "distance", "ops_at", "ops_task", "run_ops"]
