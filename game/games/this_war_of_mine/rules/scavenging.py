"""Scavenging (L811-988) (its fights are rules/combat.py, its trades rules/trade.py): the party (the Characters sent in the
Evening) picks one of the three Locations; takes tokens from the Storage as equipment (onto the
Findings Pile); the Noise starts at 1; the Unknown deck is dealt from the shuffled Exploration deck by
the Location's size (10/12/14). Then, before each draw, the Leader resolves the top Unknown card, uses
the Location's option or an option of a card in the Exploration slot (each paying its cards returned
from the Unknown deck), or ends early where the last card discarded allows it. Exploration ends when
the Unknown deck is empty; then Choose Findings: the party carries home what its Inventory allows
(tokens by their weight, Water, Wood and Components from the supply at 1 each), and the rest is left.

A Map card that matches the Location goes to the slot; one that doesn't is discarded and a card from
the Exploration deck replaces it (L938-942). Each option of an Exploration card is used once (L1954).

The scene while scavenging is `state.scene`: the Location, the Exploration cards discarded, the
Residents met, the options used, and whether exploring has ended.

Answers (pick:<value>): go:<slot>; take:<token> / done; draw, location, slot:<card>:<k>, end; option:<k>;
carry:<item> / done."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ....core.words import the
from . import goods, heart_of_the_city, our_street, sewers
from .asking import GROUP, TURNS, ask
from .findings import choose_findings, party, recover_hidden
from .ops import run_ops
from .people import name
from .state import LOCATION_SIZES, LOCATION_SLOTS, SNIPER_HITS, State, _ev, character_card


def scavenging_step(state: State, events: list) -> bool:
    """The phase lasts while the party is out (what is "here", and who is present, depend on it): the
    scavenge task ends it."""
    if party(state):
        push_task(state.task_stack, "scavenge", stage="location", chosen={})
    else:
        state.phase = "night_raid"
    return True


def scavenge_task(state: State, task: dict, events: list) -> bool:
    stage = task["stage"]
    if stage == "location":
        return _choose_location(state, task, events)
    if stage == "equipment":
        return _equipment(state, task, events)
    if stage == "explore":
        return _explore(state, task, events)
    if stage == "heart":
        return heart_of_the_city.visit(state, task, events)
    if stage == "choose":
        return choose_findings(state, task, events)
    raise ValueError(stage)


def _choose_location(state: State, task: dict, events: list) -> bool:
    table = state.content.tables["locations"]
    options = [(f"go:{slot}", f"{slot.title()}: {table[state.locations[slot]].name} "
                f"({table[state.locations[slot]].size})", f"location:{slot}")
               for slot in LOCATION_SLOTS if state.locations.get(slot)]
    if "location_swap" in state.options and not task.get("fewer"):
        options += _swap_options(state, f"first ({SWAP_CARDS} fewer cards tonight)")
    picked = ask(state, task, "location", options, "Scavenging: where does the party go tonight?", decides=GROUP)
    if picked is None:
        return False
    verb, _, slot = picked.partition(":")
    if verb == "swap":
        from .dawn import exchange_location
        exchange_location(state, slot, events)
        task["fewer"] = SWAP_CARDS
        return True
    location = state.locations[slot]
    state.scene = {"location": location, "discard": [], "met": [], "used": [], "ended": False,
                   "fewer": task.get("fewer", 0)}
    _ev(events, "location_chosen", f"The party goes to {the(table[location].name)}.", f"location:{location}",
        {"location": location})
    task["stage"] = "equipment"
    return True


def _equipment(state: State, task: dict, events: list) -> bool:
    done = take_along(state, task, events, "Scavenging: what does the party take along?")
    if done is None:
        return False
    if done:
        set_out(state, events)
        task["stage"] = "explore"
    return True


def take_along(state: State, task: dict, events: list, question: str) -> bool | None:
    """Choose Equipment (L821): one token at a time from the Storage onto the Findings Pile. True once the
    party sets out, False after a token taken (ask again), None while waiting for the answer."""
    tokens = state.content.tables["tokens"]
    held = sorted(item for item, n in state.storage.items() if n and item in tokens)
    if not held:
        return True
    options = [(f"take:{item}", f"Take the {tokens[item].name} (weight {tokens[item].weight})", None) for item in held]
    picked = ask(state, task, "equipment", options + [("done", "Set out", None)], question, decides=TURNS)
    if picked is None:
        return None
    if picked == "done":
        return True
    item = picked.partition(":")[2]
    state.storage[item] -= 1
    if not state.storage[item]:
        del state.storage[item]
    state.findings_pile[item] = state.findings_pile.get(item, 0) + 1
    return False


SWAP_CARDS = 4          # the Location swap's price: 4 fewer Unknown cards, or 4 returned (L835, L894)


def _swap_options(state: State, price: str, keep: str | None = None) -> list[tuple[str, str, str]]:
    table = state.content.tables["locations"]
    return [(f"swap:{slot}", f"Exchange the {slot.title()} Location, {table[location].name}, {price}",
             f"location:{location}") for slot, location in state.locations.items() if location and location != keep]


NOISY_START = 3         # a noisy Location's Noise to begin with (its special rule)
GUARDED_NOISE = 5       # leaving a guarded Location at this Noise or more means one more roll


def set_out(state: State, events: list) -> None:
    location = state.content.tables["locations"][state.scene["location"]]
    state.noise = NOISY_START if location.rule == "noisy" else 1
    if location.rule == "snipers":
        _sniper(state, [state.rng.choice(party(state))], events, f"location:{location.id}")
    if "snipers" in state.rules_on:
        if _sniper(state, party(state), events, "rule:snipers"):
            del state.rules_on["snipers"]                 # only one is ever hit (L1964)
            for card_id in [c for c in state.events_up if any(
                    op.op_name == "rule" and op.rule == "snipers" for op in state.content.tables["events"][c].effects)]:
                state.events_up.remove(card_id)
                state.waste.append(f"events:{card_id}")
    recover_hidden(state, events)
    state.rng.shuffle(state.exploration_deck)
    size = max(0, LOCATION_SIZES[location.size] - state.scene.get("fewer", 0))
    if sewers.halved(state):
        size //= 2                                        # up from the Sewers: half the cards (L1490)
    state.unknown = state.exploration_deck[:size]
    del state.exploration_deck[:size]
    _ev(events, "unknown", f"{len(state.unknown)} cards in the Unknown deck.", f"location:{location.id}",
        {"cards": len(state.unknown)})
    if party(state):
        our_street.run_hook(state, "scavenging", party(state)[0])


def _sniper(state: State, targets: list[int], events: list, cause: str) -> bool:
    """One black die for each in turn; on 1-2 that one is hit (1 Wound) and the rolling stops."""
    from .ops import roll_black
    for i in targets:
        if roll_black(state, events, f"A sniper's sights on {name(state, i)}", cause) <= SNIPER_HITS:
            from .people import change_state
            change_state(state, i, "wounds", 1, events, cause)
            return True
    return False


def _explore(state: State, task: dict, events: list) -> bool:
    scene = state.scene
    if scene["ended"] or not state.unknown or not party(state) or all(
            state.characters[i]["stopped"] for i in party(state)):
        if state.content.tables["locations"][scene["location"]].rule == "guarded" and not scene.get("guards_passed") \
                and state.noise >= GUARDED_NOISE:
            scene["guards_passed"] = True                 # the guards at the door: one more roll (its rule)
            from .ops import raise_noise
            raise_noise(state, 0, True, events, f"location:{scene['location']}")
            return True
        task["stage"] = "heart" if heart_of_the_city.open_to(state) and not sewers.halved(state) else "choose"
        return True
    tables = state.content.tables
    location = tables["locations"][scene["location"]]
    options = [("draw", "Resolve the top card of the Unknown deck", None)]
    if location.option and location.option.returns <= len(state.unknown):
        options.append(("location", f"{location.option.kind.replace('_', ' ').title()} (return "
                        f"{location.option.returns})", f"location:{location.id}"))
    for card_id in state.slot:
        card = tables["exploration"].get(card_id) or tables["residents"].get(card_id)
        for k, option in enumerate(card.options):
            if option.returns <= len(state.unknown) and f"{card_id}:{k}" not in scene["used"] \
                    and goods.holds(state, "findings", option.needs):
                options.append((f"slot:{card_id}:{k}", f"{card.name}: {option.label}", None))
    last = scene["discard"][-1] if scene["discard"] else None
    if "location_swap" in state.options and len(state.unknown) >= SWAP_CARDS:
        options += _swap_options(state, f"for {SWAP_CARDS} cards returned", keep=scene["location"])
    if (last and tables["exploration"][last].or_end) or "free_end" in state.options:
        options.append(("end", "End exploration and choose what to carry home", None))
    picked = ask(state, task, "explore", options, f"Exploring {the(location.name)} ({len(state.unknown)} cards "
                 f"left, Noise {state.noise}).", window="scavenging", decides=GROUP)
    if picked is None:
        return False
    if picked == "draw":
        card_id = state.unknown.pop(0)
        push_task(state.task_stack, "exploration", card=card_id, stage="drawn", chosen={})
    elif picked == "location":
        from .scripts import read_script
        read_script(state, location.option.script, _centre(state))
        push_task(state.task_stack, "returns", amount=location.option.returns)      # the time first
    elif picked == "end":
        scene["ended"] = True
    elif picked.startswith("swap:"):
        from .dawn import exchange_location
        return_cards(state, SWAP_CARDS, events)
        exchange_location(state, picked.partition(":")[2], events)
    else:
        _kind, card_id, k = picked.split(":")
        scene["used"].append(f"{card_id}:{k}")
        card = tables["exploration"].get(card_id)
        table = "exploration" if card is not None else "residents"
        use_option(state, table, card_id, int(k), events)
    return True


def _centre(state: State) -> int | None:
    """The Character at the centre of a scavenging scene: the first of the party still going."""
    going = [i for i in party(state) if not state.characters[i]["stopped"]]
    return going[0] if going else None


def use_option(state: State, table: str, card_id: str, k: int, events: list) -> None:
    """An option's price (cards returned, Noise raised, a roll for the Noise), then its effects. Pushed in
    reverse so they run in that order."""
    option = state.content.tables[table][card_id].options[k]
    run_ops(state, [table, card_id, "options", k, "effects"], _centre(state), f"{table}:{card_id}")
    if option.noise or option.noise_roll:
        push_task(state.task_stack, "noise_cost", amount=option.noise, roll=option.noise_roll, cause=f"{table}:{card_id}")
    if option.returns:
        push_task(state.task_stack, "returns", amount=option.returns)


def returns_task(state: State, task: dict, events: list) -> bool:
    finish_task(state.task_stack, task)
    return_cards(state, task["amount"], events)
    return True


def return_cards(state: State, amount: int, events: list) -> None:
    """Cards from the top of the Unknown deck back onto the Exploration deck, unseen (L876)."""
    back = state.unknown[:amount]
    del state.unknown[:amount]
    state.exploration_deck[:0] = back
    if back:
        _ev(events, "time_passes", f"Time passes: {len(back)} card{'s' if len(back) > 1 else ''} returned.",
            "rule:scavenging", {"returned": len(back)})


def noise_cost_task(state: State, task: dict, events: list) -> bool:
    from .ops import raise_noise
    finish_task(state.task_stack, task)
    raise_noise(state, task["amount"], task["roll"], events, task["cause"])
    return True


def exploration_task(state: State, task: dict, events: list) -> bool:
    tables = state.content.tables
    card = tables["exploration"][task["card"]]
    scene = state.scene
    if task["stage"] == "drawn":
        _ev(events, "exploration", f"{card.name}: {card.text}", f"exploration:{card.id}", {"card": card.id})
        if sewers.halved(state) and any(op.op_name == "reality_impact" for op in card.effects):
            finish_task(state.task_stack, task)           # up from the Sewers: ignored, another drawn (L1489)
            scene["discard"].append(card.id)
            _ev(events, "reality_ignored", f"{card.name} is ignored: the war above is far from the Sewers' way "
                "out.", "rule:sewers", {})
            if state.exploration_deck:
                push_task(state.task_stack, "exploration", card=state.exploration_deck.pop(0), stage="drawn",
                          chosen={})
            return True
        if card.kind == "map":
            finish_task(state.task_stack, task)
            here = tables["locations"].get(scene["location"] or "")          # (none in the Sewers' tunnels)
            if here is not None and card.matches in here.properties:
                state.slot.append(card.id)
                _ev(events, "to_slot", f"{card.name} goes to the Exploration slot.", f"exploration:{card.id}", {})
            else:
                scene["discard"].append(card.id)
                if state.exploration_deck:                     # a replacement from the Exploration deck (L940)
                    push_task(state.task_stack, "exploration", card=state.exploration_deck.pop(0), stage="drawn",
                              chosen={})
            return True
        task["stage"] = "options"
        run_ops(state, ["exploration", card.id, "effects"], _centre(state), f"exploration:{card.id}")
        return True
    options = [] if card.id in state.slot else [
        (f"option:{k}", option.label, None) for k, option in enumerate(card.options)
        if option.returns <= len(state.unknown) and goods.holds(state, "findings", option.needs)]
    picked = ask(state, task, "option", options, f"{card.name}: what do you do?", decides=GROUP) if options else None
    if options and picked is None:
        return False
    finish_task(state.task_stack, task)
    if card.id not in state.slot:
        scene["discard"].append(card.id)
    if picked is not None:
        if card.private and _minded(state):           # look first, then take or not (L964), below the effects
            push_task(state.task_stack, "private_look", before=dict(state.findings_pile),
                      cause=f"exploration:{card.id}", chosen={})
        use_option(state, "exploration", card.id, int(picked.split(":")[1]), events)
    return True


def _minded(state: State) -> list[str]:
    """What weighs on taking from someone's home: the slot cards that mind it (a family hiding here), and a
    crowded Location (its rule)."""
    minding = [card_id for card_id in state.slot if getattr(state.content.tables["residents"].get(card_id), "on_private", ())]
    if state.content.tables["locations"][state.scene["location"]].rule == "crowded":
        minding.append("crowded")
    return minding


def private_look_task(state: State, task: dict, events: list) -> bool:
    """What the search of a PRIVATE card found, seen before it is taken; left, it costs nothing (L964)."""
    found = {item: n - task["before"].get(item, 0) for item, n in state.findings_pile.items()
             if n > task["before"].get(item, 0)}
    if found:
        words = ", ".join(f"{n} {goods.label(state, item)}" for item, n in sorted(found.items()))
        picked = ask(state, task, "private", [("take", f"Take it: {words}", None),
                                              ("leave", "Leave it where it is", None)],
                     f"In someone's home you found {words}. Take it, and live with it?", decides=GROUP)
        if picked is None:
            return False
        finish_task(state.task_stack, task)
        if picked == "leave":
            for item, n in found.items():
                goods.remove(state, "findings", item, n, events, task["cause"])
            return True
        taking_private(state, events, task["cause"])
        return True
    finish_task(state.task_stack, task)
    return True


def taking_private(state: State, events: list, cause: str) -> None:
    """Taking from someone's home: at a crowded Location, and with a slot card that minds it (the family
    hiding here), the black die against each one's Empathy (L976). Each time is counted (a Hidden
    Objective's, when the Hidden Objectives are played)."""
    if state.secret_objectives:
        state.stats["private_takes"] = state.stats.get("private_takes", 0) + 1
    from .ops import run_ops as _run
    for card_id in state.slot:
        card = state.content.tables["residents"].get(card_id)
        if card is not None and card.on_private:
            _run(state, ["residents", card_id, "on_private"], _centre(state), cause)
    if state.content.tables["locations"][state.scene["location"]].rule == "crowded":
        from .ops import roll_black
        from .people import change_state
        result = roll_black(state, events, "Families on every floor (Empathy at least the roll)", cause)
        for i in party(state):
            if character_card(state, state.characters[i]).empathy >= result:
                change_state(state, i, "misery", 1, events, cause)


def encounter_task(state: State, task: dict, events: list) -> bool:
    """Someone heard you (L857-862): the top Residents card, now, into the slot, or a fight."""
    finish_task(state.task_stack, task)
    if not state.residents_deck:
        return True
    card_id = state.residents_deck.pop(0)
    card = state.content.tables["residents"][card_id]
    if card.kind == "slot":
        state.slot.append(card_id)
    else:
        state.scene["met"].append(card_id)
    _ev(events, "residents", f"{card.name}: {card.text}", f"residents:{card_id}", {"card": card_id, "kind": card.kind})
    if card.kind == "combat":
        from .combat import enemy_count
        from .tactics import fight_or_tactics
        count = enemy_count(state, card.enemies, card.enemy_bands, events, f"residents:{card_id}")
        fight_or_tactics(state, count, card.weapons, events, f"residents:{card_id}", card.force, thugs=card.thugs,
                         won_script=card.won, stop_script=card.stop_fight)
    run_ops(state, ["residents", card_id, "effects"], _centre(state), f"residents:{card_id}")
    return True
