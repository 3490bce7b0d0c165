"""Survivor cards, scavenge cards and status cards: drawing (an empty survivor deck eliminates), gear
coming into play (one copy each except Fuel, storage 4, discard to fit), Fuel equipped at once or
discarded, hunger and starving, and status cards (exposure lying face down first, then face up).

Tasks: "equip" (a gear card entering play: its ammo, its Equip ops, then discarding to fit) and
"supply" (a scavenge card drawn: Fuel asks equip or discard; others go to the hand)."""
from __future__ import annotations

from ....core.flow import push_task
from ....core.piles import draw_reshuffling
from ....core.words import count
from .asking import WAIT, ask
from .combat import eliminate, hurt_survivor
from .state import State, _ev, card, character, gear_card, name_of, scavenge_card, seat_of


# --- survivor cards ---------------------------------------------------------------------------------
def draw_cards(state: State, index: int, amount: int, events: list, cause: str) -> bool:
    """Draw into the hand; False (and the survivor eliminated) when the deck is empty."""
    survivor = state.survivors[index]
    for _ in range(amount):
        if not survivor["deck"]:
            eliminate(state, index, "had no card left to draw", events)
            return False
        survivor["hand"].append(survivor["deck"].pop(0))
    _ev(events, "cards_drawn", f"{name_of(state, index)} draws {count(amount, 'card')} "
        f"({len(survivor['deck'])} left in the deck).", cause, {"survivor": index, "amount": amount})
    return True


def equipped_ids(state: State, index: int) -> set[str]:
    return {held["card"] for held in state.survivors[index]["gear"] if held.get("src") != "g"}


def start_equip(state: State, index: int, card_id: str, events: list, cause: str, src: str = "s",
                ammo: int = -1) -> None:
    survivor = state.survivors[index]
    printed = scavenge_card(state, card_id) if src == "g" else card(state, card_id)
    loaded = (getattr(printed, "ammo", 0) if ammo < 0 else ammo)
    survivor["gear"].append({"card": card_id, "src": src, "ammo": loaded, "damage": 0})
    _ev(events, "equipped", f"{name_of(state, index)} equips the {printed.name}"
        + (f" ({loaded} {printed.ammo_kind})" if src == "s" and printed.ammo else "") + ".", cause,
        {"survivor": index, "card": card_id})
    push_task(state.task_stack, "equip", who=index, card=card_id, stage="fit", chosen={})
    if src == "s" and printed.equip:
        from .ops import run_ops
        run_ops(state, ["survivor_cards", card_id, "equip"], index, printed.range, f"card:{card_id}")


def equip_task(state: State, task: dict, events: list) -> bool:
    """After a gear card came into play: discard gear of the survivor's choice until it all fits."""
    from .stats import storage_limit, storage_used
    index = task["who"]
    survivor = state.survivors[index]
    if not survivor["alive"] or storage_used(state, index) <= storage_limit(state, index):
        state.task_stack.pop()
        return True
    options = [(f"gear:{k}", f"Discard the {gear_card(state, held).name}", f"gear:{index}:{k}")
               for k, held in enumerate(survivor["gear"])]
    picked = ask(state, task, "overflow", options,
                 f"Your gear takes {storage_used(state, index)} storage of {storage_limit(state, index)}: "
                 "discard gear until it fits.", seat_of(state, index))
    if picked is None:
        return False
    discard_gear(state, index, int(picked.split(":")[1]), events, "rule:storage")
    return True


def over_storage(state: State) -> int | None:
    """A living survivor whose gear takes more storage than they have now (a Frostbite, a tool belt gone),
    unless they are already choosing what to discard."""
    from .stats import storage_limit, storage_used
    if state.phase != "play" or any(task["t"] == "equip" for task in state.task_stack):
        return None
    return next((k for k, survivor in enumerate(state.survivors)
                 if survivor["alive"] and storage_used(state, k) > storage_limit(state, k)), None)


def fit_storage(state: State, index: int) -> None:
    """The rulebook: gear over the limit is discarded, the survivor's choice, until it fits."""
    push_task(state.task_stack, "equip", who=index, card="", stage="fit", chosen={})


def discard_gear(state: State, index: int, slot: int, events: list, cause: str) -> None:
    survivor = state.survivors[index]
    held = survivor["gear"].pop(slot)
    if held.get("src") == "g":
        state.scavenge_discards["red"].append(held["card"])
    else:
        survivor["discard"].append(held["card"])
    _ev(events, "gear_discarded", f"{name_of(state, index)} discards the {gear_card(state, held).name}.", cause,
        {"survivor": index, "card": held["card"]})


# --- scavenge cards --------------------------------------------------------------------------------
def draw_scavenge(state: State, index: int, deck: str, events: list, cause: str) -> None:
    pile, used = state.scavenge_decks[deck], state.scavenge_discards[deck]
    if not pile and not used:
        _ev(events, "scavenge_empty", f"The {deck} scavenge deck is used up.", cause)
        return
    card_id, reshuffled = draw_reshuffling(pile, used, state.rng)
    if reshuffled:
        _ev(events, "reshuffled", f"The {deck} scavenge discards are shuffled into a new deck.", cause)
    record = scavenge_card(state, card_id)
    _ev(events, "scavenged", f"{name_of(state, index)} scavenges: {record.name}.", cause,
        {"survivor": index, "card": card_id, "deck": deck}, reveals=True, visible_to=(seat_of(state, index),))
    others = tuple(seat for seat in range(len(state.seat_names)) if seat != seat_of(state, index))
    if others:
        _ev(events, "scavenged", f"{name_of(state, index)} scavenges a {deck} card.", cause,
            {"survivor": index, "deck": deck}, reveals=True, visible_to=others)
    state.stats["scavenged"] = state.stats.get("scavenged", 0) + 1
    if record.kind == "fuel":
        push_task(state.task_stack, "supply", who=index, card=card_id, chosen={})
    else:
        state.survivors[index]["supplies"].append(card_id)


def supply_task(state: State, task: dict, events: list) -> bool:
    """A Fuel card: equipped at once as a free action, or discarded."""
    index = task["who"]
    name = scavenge_card(state, task["card"]).name
    picked = ask(state, task, "fuel", [("equip", f"Equip the {name} (1 storage)", None),
                                       ("discard", f"Discard the {name}", None)],
                 f"{name}: equip it now or discard it.", seat_of(state, index))
    if picked is None:
        return False
    state.task_stack.pop()
    if picked == "equip":
        start_equip(state, index, task["card"], events, "rule:fuel", src="g")
    else:
        state.scavenge_discards["red"].append(task["card"])
        _ev(events, "fuel_discarded", f"{name_of(state, index)} discards the {name}.", "rule:fuel", {"survivor": index})
    return True


# --- hunger -------------------------------------------------------------------------------------------
def change_hunger(state: State, index: int, amount: int, events: list, cause: str) -> None:
    """Hunger up or down. Reaching 6 starts starving (the card flips, 2 damage); fed below 6 it flips back."""
    survivor = state.survivors[index]
    if not survivor["alive"] or not amount:
        return
    if amount < 0:
        was_starving = survivor["starve"] >= 0
        survivor["hunger"] = max(1, survivor["hunger"] + amount)
        if was_starving and survivor["hunger"] < 6:
            survivor["starve"] = -1
            _ev(events, "fed", f"{name_of(state, index)} eats and is no longer starving (hunger "
                f"{survivor['hunger']}).", cause, {"survivor": index, "hunger": survivor["hunger"]})
        else:
            _ev(events, "fed", f"{name_of(state, index)}'s hunger falls to {survivor['hunger']}.", cause,
                {"survivor": index, "hunger": survivor["hunger"]})
        return
    for _ in range(amount):
        hunger_step(state, index, events, cause)


def hunger_step(state: State, index: int, events: list, cause: str) -> None:
    survivor = state.survivors[index]
    if not survivor["alive"]:
        return
    track = character(state, survivor).starving.track
    if survivor["starve"] < 0:
        survivor["hunger"] = min(6, survivor["hunger"] + 1)
        if survivor["hunger"] < 6:
            _ev(events, "hunger", f"{name_of(state, index)}'s hunger rises to {survivor['hunger']}.", cause,
                {"survivor": index, "hunger": survivor["hunger"]})
            return
        survivor["starve"] = 0
        _ev(events, "starving", f"{name_of(state, index)} is starving: the card flips (no innate ability).", cause,
            {"survivor": index})
    else:
        survivor["starve"] += 1
    step = survivor["starve"]
    if step >= len(track):
        eliminate(state, index, "starved to death", events)
        return
    hurt_survivor(state, index, track[step], events, "rule:starving")


# --- status cards --------------------------------------------------------------------------------------
def draw_status(state: State, index: int, deck: str, events: list, cause: str) -> None:
    """A status card: with the deck's back and no card of that deck before them, it lies face down."""
    decks = state.content.tables["status_decks"]
    if deck not in decks or deck not in state.status_decks:
        return
    pile, used = state.status_decks[deck], state.status_discards[deck]
    if not pile and not used:
        return
    card_id, _ = draw_reshuffling(pile, used, state.rng)
    survivor = state.survivors[index]
    face_down = bool(decks[deck].back_name) and not any(s["deck"] == deck for s in survivor["status"])
    survivor["status"].append({"card": card_id, "deck": deck, "up": not face_down})
    shown = decks[deck].back_name if face_down else state.content.tables["status_cards"][card_id].name
    _ev(events, "status", f"{name_of(state, index)} suffers {shown}" + (" (face down)." if face_down else "."), cause,
        {"survivor": index, "deck": deck, "name": shown}, reveals=not face_down)


def clear_status(state: State, index: int, kind: str, events: list, cause: str) -> None:
    survivor = state.survivors[index]
    decks = state.content.tables["status_decks"]
    kept = []
    for status in survivor["status"]:
        if kind in ("any", decks[status["deck"]].kind):
            state.status_discards[status["deck"]].append(status["card"])
        else:
            kept.append(status)
    cleared = len(survivor["status"]) - len(kept)
    survivor["status"] = kept
    if kind in ("any", "poison") and survivor["poison"]:
        cleared += survivor["poison"]
        survivor["poison"] = 0
    if cleared:
        _ev(events, "status_cleared", f"{name_of(state, index)} is rid of {kind if kind != 'any' else 'every'} "
            "status effect.", cause, {"survivor": index})


def hand_size(state: State, index: int) -> int:
    survivor = state.survivors[index]
    return len(survivor["hand"]) + len(survivor["supplies"])


__all__ = ["WAIT", "change_hunger", "clear_status", "discard_gear", "draw_cards", "draw_scavenge", "draw_status",
           "equip_task", "equipped_ids", "hand_size", "start_equip", "supply_task"]
