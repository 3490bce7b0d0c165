"""Monster activation at the end of a survivor's turn: each monster attached to them, left to right.

A stunned monster is unstunned instead; a docile one acts only if damaged this round. A tribe's
monster acts by its tribe's hostility: Angry, Irate or Enraged as any monster; Wary attacks and then
is discarded; Trade does nothing; Allied deals its damage to a target in range of the player's choice.
A monster with no range printed hits only its own survivor; one with a range hits every survivor in it
(a monster is on the tile of the survivor it is attached to) and, with "all targets", every monster and
gear with health there too. A survivor about to be damaged
may have an Allied monster attached to them take it instead (its tribe then grows one step more
hostile). Each survivor damaged suffers the attack's keywords: the Attack ops, poison, burn; drain life
heals the monster; gear struck at short range strikes back.

Tasks: "activation" (the queue of monsters by uid), "attack" (one monster's targets, one by one) and
"stampede" (a damaged stampeding monster attacks, then goes to the nearest other survivor)."""
from __future__ import annotations

from ....core.flow import push_task
from .asking import ask
from .combat import change_hostility, discard_monster, hurt_monster, hurt_survivor, monster_health_left
from .ops import burn, candidates, run_ops, strike
from .state import HOSTILITY, State, _ev, alive, distance, gear_card, in_range, monster, name_of, seat_of


def find(state: State, uid: int) -> tuple[int, int] | None:
    """(survivor, slot) of the attached monster with this uid, or None once it is gone."""
    for index, survivor in enumerate(state.survivors):
        for slot, entry in enumerate(survivor["monsters"]):
            if entry["uid"] == uid:
                return index, slot
    return None


def stance(state: State, card_id: str) -> str:
    """hostile, wary, trade or allied: how a monster acts (one of no tribe in play acts as hostile)."""
    tribe_id = monster(state, card_id).tribe
    if not tribe_id or tribe_id not in state.tribes:
        return "hostile"
    level = HOSTILITY[state.tribes[tribe_id]]
    return "hostile" if level in ("angry", "irate", "enraged") else level


def start_activation(state: State, index: int) -> None:
    queue = [entry["uid"] for entry in state.survivors[index]["monsters"]]
    if queue:
        push_task(state.task_stack, "activation", who=index, queue=queue, chosen={})


def activation_task(state: State, task: dict, events: list) -> bool:
    if not task["queue"] or not state.survivors[task["who"]]["alive"]:
        state.task_stack.pop()
        return True
    uid = task["queue"].pop(0)
    where = find(state, uid)
    if where is None or where[0] != task["who"]:
        return True
    owner, slot = where
    entry = state.survivors[owner]["monsters"][slot]
    record = monster(state, entry["card"])
    if entry["stunned"]:
        entry["stunned"] = False
        _ev(events, "unstunned", f"{record.name} shakes off the stun.", f"monster:{entry['card']}", {"uid": uid})
        return True
    if record.docile and not entry["hurt"]:
        _ev(events, "docile", f"{record.name} is docile and leaves {name_of(state, owner)} be.",
            f"monster:{entry['card']}", {"uid": uid})
        return True
    how = stance(state, entry["card"])
    if how == "trade":
        _ev(events, "trading", f"{record.name} only watches: its tribe will trade.", f"monster:{entry['card']}", {})
        return True
    if how == "allied":
        push_task(state.task_stack, "allied", uid=uid, chosen={})
        return True
    push_task(state.task_stack, "attack", uid=uid, targets=None, k=0, wary=how == "wary", chosen={})
    if record.activation:
        run_ops(state, ["monsters", entry["card"], "activation"], owner, record.range, f"monster:{entry['card']}",
                monster_card=entry["card"])
    return True


def attack_targets(state: State, owner: int, slot: int) -> list[str]:
    """Whom the monster's attack reaches: the survivors in its range, and with all targets every monster
    and gear with health there too (never itself)."""
    entry = state.survivors[owner]["monsters"][slot]
    record = monster(state, entry["card"])
    who = "targets" if record.all_targets else "survivors"
    values = [value for value, _l, _t in candidates(state, owner, record.range, who)]
    if record.range == "none":          # no range printed: "the Monster deals its damage to you"
        values = [v for v in values if v.split(":")[1] == str(owner)]
    return [v for v in values if not (v.startswith("m:") and v.split(":")[1:3] == [str(owner), str(slot)])]


def attack_task(state: State, task: dict, events: list) -> bool:
    where = find(state, task["uid"])
    if where is None or state.phase == "over":
        state.task_stack.pop()
        return True
    owner, slot = where
    entry = state.survivors[owner]["monsters"][slot]
    record = monster(state, entry["card"])
    if task["targets"] is None:
        task["targets"] = attack_targets(state, owner, slot)
        _ev(events, "monster_attacks", f"{record.name} attacks ({record.damage} damage"
            + (", all targets" if record.all_targets else "") + ").", f"monster:{entry['card']}",
            {"uid": task["uid"], "survivor": owner})
    if task["k"] >= len(task["targets"]):
        state.task_stack.pop()
        if task["wary"]:
            discard_monster(state, owner, slot, events, "rule:wary")
        return True
    value = task["targets"][task["k"]]
    from .stats import total
    damage = record.damage
    if value.startswith("s:"):
        victim = int(value.split(":")[1])
        damage += total(state, victim, "monster_damage")     # the night's, and the victim's own status cards
        if not state.survivors[victim]["alive"]:
            task["k"] += 1
            return True
        shields = [(f"{k}", f"{monster(state, e['card']).name} takes it (its tribe grows more hostile)",
                    f"monster:{victim}:{k}") for k, e in enumerate(state.survivors[victim]["monsters"])
                   if e["uid"] != task["uid"] and stance(state, e["card"]) == "allied"]
        if shields:
            picked = ask(state, task, "shield", shields + [("none", f"{name_of(state, victim)} takes it", None)],
                         f"{record.name} attacks {name_of(state, victim)} for {damage}: sacrifice an ally?",
                         seat_of(state, victim))
            if picked is None:
                return False
            if picked != "none":
                task["k"] += 1
                shield = state.survivors[victim]["monsters"][int(picked)]
                tribe_id = monster(state, shield["card"]).tribe
                hurt_monster(state, victim, int(picked), damage, events, f"monster:{entry['card']}")
                change_hostility(state, tribe_id, 1, events, "rule:sacrifice")
                return True
        task["k"] += 1
        dealt = hurt_survivor(state, victim, damage, events, f"monster:{entry['card']}", from_monster=True)
        if dealt:
            after_damage(state, task["uid"], victim, dealt, events)
        return True
    task["k"] += 1
    if value.startswith("m:") and value.split(":")[3:] and find(state, task["uid"]) is not None:
        # another monster in the way of an all-targets attack (its slot may have moved: find it again)
        strike(state, {"actor": owner, "by": False, "range": record.range, "cause": f"monster:{entry['card']}"},
               value, damage, False, events)
    elif value.startswith("g:"):
        strike(state, {"actor": owner, "by": False, "range": record.range, "cause": f"monster:{entry['card']}"},
               value, damage, False, events)
    return True


def after_damage(state: State, uid: int, victim: int, dealt: int, events: list) -> None:
    where = find(state, uid)
    if where is None:
        return
    owner, slot = where
    entry = state.survivors[owner]["monsters"][slot]
    record = monster(state, entry["card"])
    cause = f"monster:{entry['card']}"
    if record.poison:
        state.survivors[victim]["poison"] += record.poison
        _ev(events, "poisoned", f"{name_of(state, victim)} is poisoned ({state.survivors[victim]['poison']} "
            "counters).", cause, {"survivor": victim})
    if record.burn:
        burn(state, victim, record.burn, events, cause)
    if record.drain_life and entry["damage"]:
        healed = min(dealt, entry["damage"])
        entry["damage"] -= healed
        _ev(events, "drained", f"{record.name} drains {healed} life.", cause, {"uid": uid})
    if record.attack:
        run_ops(state, ["monsters", entry["card"], "attack"], victim, record.range, cause, monster_card=entry["card"])
    if state.survivors[victim]["pos"] == state.survivors[owner]["pos"]:
        target = {"monster": f"m:{owner}:{slot}:{entry['card']}"}
        for held in state.survivors[victim]["gear"]:
            printed = gear_card(state, held)
            if getattr(printed, "struck", ()):
                run_ops(state, ["survivor_cards", held["card"], "struck"], victim, "short", f"card:{held['card']}",
                        targets=target, by_survivor=True)


def allied_task(state: State, task: dict, events: list) -> bool:
    """An Allied tribe's monster: its damage to a target in range that the players choose."""
    where = find(state, task["uid"])
    if where is None:
        state.task_stack.pop()
        return True
    owner, slot = where
    entry = state.survivors[owner]["monsters"][slot]
    record = monster(state, entry["card"])
    options = [(value, label, target) for value, label, target in candidates(state, owner, record.range, "target")
               if not (value.startswith("m:") and value.split(":")[1:3] == [str(owner), str(slot)])]
    if not options:
        state.task_stack.pop()
        return True
    picked = ask(state, task, "ally", options, f"{record.name} (allied) deals {record.damage} damage: to which target?",
                 seat_of(state, owner))
    if picked is None:
        return False
    state.task_stack.pop()
    _ev(events, "ally_strikes", f"{record.name} fights for you.", f"monster:{entry['card']}", {"uid": task["uid"]})
    strike(state, {"actor": owner, "by": False, "range": record.range, "cause": f"monster:{entry['card']}"},
           picked, record.damage, False, events)
    return True


def stampede_task(state: State, task: dict, events: list) -> bool:
    """Stampede: damaged, it attacks at once, then attaches to the nearest other survivor."""
    where = find(state, task["uid"])
    if where is None or state.phase == "over":
        state.task_stack.pop()
        return True
    owner, slot = where
    if task["stage"] == "attack":
        task["stage"] = "move"
        _ev(events, "stampede", f"{monster(state, state.survivors[owner]['monsters'][slot]['card']).name} stampedes!",
            "rule:stampede", {"uid": task["uid"]})
        push_task(state.task_stack, "attack", uid=task["uid"], targets=None, k=0, wary=False, chosen={})
        return True
    others = [i for i in alive(state) if i != owner]
    if not others:
        state.task_stack.pop()
        return True
    here = state.survivors[owner]["pos"]
    nearest = min(distance(here, state.survivors[i]["pos"]) for i in others)
    closest = [i for i in others if distance(here, state.survivors[i]["pos"]) == nearest]
    picked = ask(state, task, "to", [(f"{i}", f"It goes to {name_of(state, i)}", f"survivor:{i}") for i in closest],
                 "The stampede: which survivor does it go to?", seat_of(state, state.active))
    if picked is None:
        return False
    state.task_stack.pop()
    entry = state.survivors[owner]["monsters"].pop(slot)
    state.survivors[int(picked)]["monsters"].append(entry)
    _ev(events, "monster_moves", f"{monster(state, entry['card']).name} goes after {name_of(state, int(picked))}.",
        "rule:stampede", {"uid": task["uid"], "to": int(picked)})
    return True


def poison_damage(state: State, index: int, events: list) -> None:
    """End of turn: every card of this survivor's with poison counters takes that much (irreducible)."""
    survivor = state.survivors[index]
    if survivor["poison"]:
        hurt_survivor(state, index, survivor["poison"], events, "rule:poison")
    for slot in reversed(range(len(survivor["monsters"]))):
        entry = survivor["monsters"][slot]
        if entry["poison"]:
            hurt_monster(state, index, slot, entry["poison"], events, "rule:poison")


__all__ = ["activation_task", "allied_task", "attack_task", "in_range", "monster_health_left", "poison_damage",
           "stampede_task", "start_activation"]
