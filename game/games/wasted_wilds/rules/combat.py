"""Damage and what follows it: survivors hurt and eliminated, monsters hurt, stunned, countering,
stampeding and destroyed; monster cards drawn and attached; monster tokens placed from the supply.

Damage from hunger, poison and other status effects, and from a survivor's own cards, is irreducible;
only a monster's attack is reduced by armour. A monster whose tribe is Wary, Trade or Allied raises
that tribe's hostility when a survivor damages it."""
from __future__ import annotations

from ....core.flow import push_task
from ....core.piles import draw_reshuffling
from ....core.words import count
from .state import HOSTILITY, MAX_TOKENS_PER_TILE, State, _ev, monster, name_of, tile


# --- survivors ---------------------------------------------------------------------------------------
def hurt_survivor(state: State, index: int, amount: int, events: list, cause: str, *,
                  from_monster: bool = False) -> int:
    """Damage a survivor (a monster's attack less their armour); at 0 health they are eliminated."""
    from .stats import armour, health_left
    survivor = state.survivors[index]
    if not survivor["alive"] or amount <= 0:
        return 0
    if from_monster:
        amount = max(0, amount - armour(state, index))
        if amount == 0:
            _ev(events, "blocked", f"{name_of(state, index)} takes no damage.", cause, {"survivor": index})
            return 0
    amount = min(amount, health_left(state, index))
    survivor["damage"] += amount
    _ev(events, "survivor_hurt", f"{name_of(state, index)} takes {amount} damage "
        f"({health_left(state, index)} health left).", cause, {"survivor": index, "amount": amount})
    if health_left(state, index) <= 0:
        eliminate(state, index, "ran out of health", events)
    return amount


def heal_survivor(state: State, index: int, amount: int, events: list, cause: str) -> None:
    survivor = state.survivors[index]
    healed = min(amount, survivor["damage"])
    if healed and survivor["alive"]:
        survivor["damage"] -= healed
        _ev(events, "healed", f"{name_of(state, index)} heals {healed}.", cause, {"survivor": index, "amount": healed})


def eliminate(state: State, index: int, why: str, events: list) -> None:
    """Out of the game: the monsters attached become tokens on the tile, the scavenge cards stay there."""
    from .ending import check_loss
    survivor = state.survivors[index]
    if not survivor["alive"]:
        return
    survivor["alive"] = False
    survivor["out"] = why
    place = state.map[survivor["pos"]]
    place["dropped"].extend(survivor["supplies"])
    survivor["supplies"] = []
    for held in survivor["gear"]:
        if held.get("src") == "g":
            place["dropped"].append(held["card"])
        else:
            survivor["discard"].append(held["card"])
    survivor["gear"] = []
    attached = [entry["card"] for entry in survivor["monsters"]]
    survivor["monsters"] = []
    _ev(events, "eliminated", f"{name_of(state, index)} is eliminated: {why}.", "rule:elimination",
        {"survivor": index, "why": why})
    for card_id in attached:
        state.monster_discard.append(card_id)
        if not place_token(state, survivor["pos"], events, "rule:elimination"):
            return
    check_loss(state, events)


# --- monsters ------------------------------------------------------------------------------------------
def draw_monster(state: State, index: int, events: list, cause: str) -> None:
    """The top monster card attaches to the survivor (right of the others); its Draw effect runs."""
    if not state.monster_deck and not state.monster_discard:
        _ev(events, "no_monster", "The monster deck and its discard are empty: nothing comes.", cause)
        return
    card_id, reshuffled = draw_reshuffling(state.monster_deck, state.monster_discard, state.rng)
    if reshuffled:
        _ev(events, "reshuffled", "The monster discard is shuffled into a new deck.", cause)
    survivor = state.survivors[index]
    uid = state.stats["next_uid"] = state.stats.get("next_uid", 0) + 1      # names it while cards shift about
    survivor["monsters"].append({"card": card_id, "uid": uid, "damage": 0, "stunned": False, "poison": 0,
                                 "hurt": False})
    record = monster(state, card_id)
    _ev(events, "monster_drawn", f"{name_of(state, index)} draws a monster: {record.name} "
        f"({record.health} health, {record.damage} damage).", cause,
        {"survivor": index, "card": card_id}, reveals=True)
    state.stats["monsters_drawn"] = state.stats.get("monsters_drawn", 0) + 1
    if record.drawn:
        from .ops import run_ops
        run_ops(state, ["monsters", card_id, "drawn"], index, record.range, f"monster:{card_id}",
                monster_card=card_id)


def monster_health_left(state: State, entry: dict) -> int:
    return monster(state, entry["card"]).health - entry["damage"]


def provoke(state: State, card_id: str, events: list, cause: str) -> None:
    """Damaging a monster of a Wary, Trade or Allied tribe makes that tribe more hostile."""
    tribe_id = monster(state, card_id).tribe
    if tribe_id and tribe_id in state.tribes and HOSTILITY[state.tribes[tribe_id]] in ("wary", "trade", "allied"):
        change_hostility(state, tribe_id, 1, events, cause)


def change_hostility(state: State, tribe_id: str, amount: int, events: list, cause: str) -> None:
    if tribe_id not in state.tribes:
        return
    before = state.tribes[tribe_id]
    after = max(0, min(len(HOSTILITY) - 1, before + amount))
    if after != before:
        state.tribes[tribe_id] = after
        name = state.content.tables["tribes"][tribe_id].name
        _ev(events, "hostility", f"{name}: {HOSTILITY[before].title()} → {HOSTILITY[after].title()}.", cause,
            {"tribe": tribe_id, "hostility": HOSTILITY[after]})


def hurt_monster(state: State, owner: int, slot: int, amount: int, events: list, cause: str, *,
                 attacker: int | None = None, attack_range: str | None = None, stun: bool = False) -> bool:
    """Damage a monster attached to `owner`; True if it was destroyed. A survivor's attack may provoke its
    tribe, be countered (before the stun lands) and set off a stampede."""
    entry = state.survivors[owner]["monsters"][slot]
    record = monster(state, entry["card"])
    if amount > 0:
        entry["damage"] += amount
        entry["hurt"] = True
        _ev(events, "monster_hurt", f"{record.name} takes {amount} damage "
            f"({max(0, monster_health_left(state, entry))} left).", cause,
            {"survivor": owner, "slot": slot, "card": entry["card"], "amount": amount})
        if attacker is not None:
            provoke(state, entry["card"], events, cause)
    if monster_health_left(state, entry) <= 0:
        destroy_monster(state, owner, slot, events, cause, by=attacker)
        return True
    countering = (amount > 0 and attacker is not None and record.counter is not None and not entry["stunned"]
                  and attack_range == record.counter.range and state.survivors[attacker]["alive"])
    if countering:
        _ev(events, "counter", f"{record.name} strikes back!", f"monster:{entry['card']}", {"card": entry["card"]})
        hurt_survivor(state, attacker, record.damage, events, f"monster:{entry['card']}", from_monster=True)
    if stun and not entry["stunned"]:
        entry["stunned"] = True
        _ev(events, "stunned", f"{record.name} is stunned.", cause, {"survivor": owner, "slot": slot})
    if amount > 0 and record.stampede and state.phase != "over":
        push_task(state.task_stack, "stampede", uid=entry["uid"], stage="attack", chosen={})
    return False


def destroy_monster(state: State, owner: int, slot: int, events: list, cause: str, by: int | None = None) -> None:
    survivor = state.survivors[owner]
    entry = survivor["monsters"].pop(slot)
    record = monster(state, entry["card"])
    state.monster_discard.append(entry["card"])
    _ev(events, "monster_destroyed", f"{record.name} is destroyed.", cause,
        {"survivor": owner, "card": entry["card"], "boss": record.boss})
    kills = state.stats.setdefault("kills", {})
    kills[entry["card"]] = kills.get(entry["card"], 0) + 1
    if record.destroyed and survivor["alive"]:
        from .ops import run_ops
        run_ops(state, ["monsters", entry["card"], "destroyed"], owner, "short", f"monster:{entry['card']}",
                monster_card=entry["card"])


def discard_monster(state: State, owner: int, slot: int, events: list, cause: str) -> None:
    """Gone without being killed (a trade, a wary tribe leaving, a card's discard)."""
    entry = state.survivors[owner]["monsters"].pop(slot)
    state.monster_discard.append(entry["card"])
    _ev(events, "monster_discarded", f"{monster(state, entry['card']).name} leaves.", cause,
        {"survivor": owner, "card": entry["card"]})


# --- tokens ---------------------------------------------------------------------------------------------
def place_token(state: State, key: str, events: list, cause: str, capped: bool = True) -> bool:
    """A monster token from the supply onto a tile (3 at most unless `capped` is off). False when the
    supply was empty: the survivors lose."""
    from .ending import lose
    place = state.map[key]
    if capped and place["tokens"] >= MAX_TOKENS_PER_TILE:
        return True
    if state.tokens <= 0:
        lose(state, "a monster token had to be placed and none were left", events)
        return False
    state.tokens -= 1
    place["tokens"] += 1
    _ev(events, "token_placed", f"A monster token on the {tile(state, place['tile']).name} "
        f"({count(place['tokens'], 'token')} there).", cause, {"cell": key, "tokens": place["tokens"]})
    return True


def remove_tokens(state: State, key: str, amount: int, events: list, cause: str) -> int:
    place = state.map[key]
    taken = min(amount, place["tokens"])
    if taken:
        place["tokens"] -= taken
        state.tokens += taken
        _ev(events, "tokens_removed", f"{count(taken, 'monster token')} leave the {tile(state, place['tile']).name}.",
            cause, {"cell": key, "tokens": place["tokens"]})
    return taken
