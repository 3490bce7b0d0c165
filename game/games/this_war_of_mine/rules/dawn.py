"""Dawn (L1068-1152): the party comes home with what it carried; Meds, Herbal Meds and Bandages are given
out (they stay on the Character's card until a Fate card discards them); alcohol is drunk; the Fate card
is resolved top to bottom (the treated and untreated, the Cold less Board-Ups and heaters, a Location
exchanged, WAIT tokens, then SPIRIT for every Character awake, in the order the Leader picks, each time
anew); two Narrative Action cards are drawn and one kept; Death Among Us; and a new day (the Leader
passes on, A4). On the day Ceasefire! was drawn, the final Epilogue (900) is read instead.

Answers (pick:<value>): give:<token>:<character> / done; drink:<token>:<character> / done;
spirit:<character>; keep:<card>."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import farmers_market, goods, one_each, orphans, our_street, scenarios
from .asking import GROUP, ask, pass_leader
from .findings import drop_hidden
from .ops import pet_moment, roll_black, run_ops
from .people import change_state, name, present
from .scripts import read_script
from .skills import skill_of
from .state import LOCATION_SLOTS, State, _ev, character_card, in_group

FINAL_EPILOGUE = "900"
TREATMENTS = ("meds", "herbal-meds", "bandages")
ALCOHOL_FATIGUE_LIMIT = 4          # a Character at Fatigue 4 may not drink (L1100)
STEPS = ("home", "play", "treat", "drink", "fate", "skills", "narrative", "grief", "end")


def dawn_step(state: State, events: list) -> bool:
    step = state.stats.get("dawn", "home")
    state.stats["dawn"] = STEPS[STEPS.index(step) + 1] if step != "end" else "home"
    if step == "home":
        come_home(state, events)
    elif step == "play":
        push_task(state.task_stack, "window", window="dawn", chosen={})
    elif step == "treat":
        push_task(state.task_stack, "give_out", what="treat", chosen={})
    elif step == "drink":
        push_task(state.task_stack, "give_out", what="drink", chosen={})
    elif step == "fate":
        resolve_fate(state, events)
    elif step == "skills":
        farmers_market.dawn(state)           # (pushed first: they run once the Dawn skills are done)
        our_street.run_hook(state, "dawn", None)
        scenarios.run_hook(state, "dawn")
        pet_moment(state, "dawn")
        push_task(state.task_stack, "dawn_skills", done=[], chosen={})
    elif step == "narrative":
        push_task(state.task_stack, "narrative_draw", drawn=[], draw=2, keep=1, chosen={})
    elif step == "grief":
        orphans.dawn(state, events, cold_felt(state))
        death_among_us(state, events)
    else:
        new_day(state, events)
    return True


def come_home(state: State, events: list) -> None:
    brought = goods.unload_findings(state)
    if brought:
        _ev(events, "home", "The party is home with what it carried.", "rule:dawn", {"goods": brought})
    for person in state.characters:
        person["away"] = False
        if person["place"] in ("scavenging", "floor") or person["place"].startswith("bed:"):
            person["place"] = "guard"


def _can_take(state: State, person: dict, item: str) -> bool:
    """Alive, with the group, not given one already; with One Character Per Player, only to someone it
    helps: Bandages to the wounded, Meds to the ill (nothing wasted, L1826)."""
    if not (person["alive"] and not person["left"] and item not in person["treatments"]):
        return False
    if one_each.on(state):
        treats = state.content.tables["tokens"][item].treats
        return bool(person["states"].get("wounds" if treats == "bandages" else "illness"))
    return True


def _give_out_options(state: State, what: str) -> list[tuple[str, str, str]]:
    """Each treatment (what "treat") or alcohol ("drink") in the Storage for each Character who may take it;
    at any time (the optional rules), those and food, from the pile at hand, for those present."""
    tokens = state.content.tables["tokens"]
    any_time = what == "any_time"
    people = present(state) if any_time else [i for i, p in enumerate(state.characters) if p["alive"] and not p["left"]]
    options = []
    for item in sorted(goods.pile(state, "here" if any_time else "storage")):
        record = tokens.get(item)
        if record is None:
            continue
        for i in people:
            person = state.characters[i]
            if record.treats and what in ("treat", "any_time") and _can_take(state, person, item):
                options.append((f"give:{item}:{i}", f"Give {record.name} to {name(state, i)}", f"character:{i}"))
            if record.fatigue and what in ("drink", "any_time") \
                    and person["states"].get("fatigue", 0) < ALCOHOL_FATIGUE_LIMIT:
                options.append((f"drink:{item}:{i}", f"{name(state, i)} drinks the {record.name}", f"character:{i}"))
            if any_time and (record.food or record.edible):
                options.append((f"eat:{item}:{i}", f"{name(state, i)} eats {record.name} (Hunger {record.food:+d})",
                                f"character:{i}"))
    return options


GIVE_OUT_QUESTIONS = {"treat": "Dawn: give out Meds and Bandages?", "drink": "Dawn: does anyone drink?",
                      "any_time": "Eat, treat or drink: what, and who?"}


def give_out_task(state: State, task: dict, events: list) -> bool:
    """Offer what may be given out until the Leader is done (L1088-1102; at any time, L781, L1090, L1102)."""
    tokens = state.content.tables["tokens"]
    options = _give_out_options(state, task["what"])
    if not options:
        finish_task(state.task_stack, task)
        return True
    options.append(("done", "Nothing more", None))
    picked = ask(state, task, task["what"], options, GIVE_OUT_QUESTIONS[task["what"]], decides=GROUP)
    if picked is None:
        return False
    if picked == "done":
        finish_task(state.task_stack, task)
        return True
    verb, item, who = picked.split(":")
    index = int(who)
    cause = "rule:any_time" if task["what"] == "any_time" else "rule:dawn"
    goods.remove(state, "here" if task["what"] == "any_time" else "storage", item, 1, events, cause)
    if verb == "eat":
        if tokens[item].food:                # as at Dusk, which still comes (L781)
            change_state(state, index, "hunger", tokens[item].food, events, cause)
    elif verb == "give":
        state.characters[index]["treatments"].append(item)
        _ev(events, "treated", f"{name(state, index)} is given {tokens[item].name}.", cause,
            {"character": index, "item": item})
    else:
        change_state(state, index, "fatigue", tokens[item].fatigue, events, cause)
        change_state(state, index, "misery", tokens[item].misery, events, cause)
    return True


def cold_felt(state: State) -> int:
    """Cold tokens less the Board-Ups and what the heaters keep out."""
    fittings = state.content.tables["fittings"]
    board_ups = sum(spot["board_up"] for spot in state.shelter.values())
    heat = sum(fittings[spot["fitting"]].cold_shield for spot in state.shelter.values() if spot["fitting"])
    cold = state.cold * (2 if "double_cold" in state.rules_on else 1)      # a hard frost counts each twice
    return max(0, cold - board_ups - heat)


def resolve_fate(state: State, events: list) -> None:
    card_id = state.fate_deck.pop(0)
    state.fate_deck.append(card_id)
    state.rng.shuffle(state.fate_deck)
    _ev(events, "fate", state.content.tables["fate"][card_id].text, f"fate:{card_id}", {"card": card_id})
    push_task(state.task_stack, "fate", card=card_id, part=0, chosen={})


FATE_PARTS = ("treatment", "cold", "location", "wait", "spirit")


def fate_task(state: State, task: dict, events: list) -> bool:
    """The Fate card's parts, top to bottom; what one part sets going runs before the next."""
    if task["part"] >= len(FATE_PARTS):
        finish_task(state.task_stack, task)
        return True
    part = FATE_PARTS[task["part"]]
    task["part"] += 1
    card_id = task["card"]
    card = state.content.tables["fate"][card_id]
    if part == "treatment":
        run_ops(state, ["fate", card_id, "treatment"], None, f"fate:{card_id}")
    elif part == "cold" and cold_felt(state) >= card.cold_at:
        run_ops(state, ["fate", card_id, "cold_effects"], None, f"fate:{card_id}")
    elif part == "location" and card.location_change != "none":
        exchange_location(state, card.location_change, events)
    elif part == "wait" and card.wait:
        resolve_waits(state, events)
    elif part == "spirit":
        push_task(state.task_stack, "spirit", card=card_id, done=[], chosen={})
    return True


def resolve_waits(state: State, events: list) -> None:
    placed_by = state.stats.setdefault("wait_by", {})
    for space, spot in sorted(state.shelter.items(), reverse=True):
        if spot["wait"] and spot["fitting"]:
            spot["wait"] = False
            if skill_of(state, placed_by.pop(space, None), "gardener"):      # runs after the token's effects
                push_task(state.task_stack, "gardener", fitting=spot["fitting"], chosen={})
            run_ops(state, ["fittings", spot["fitting"], "wait"], None, f"fitting:{spot['fitting']}")


def exchange_location(state: State, which: str, events: list) -> None:
    """Remove one Location, slide the others toward Close, and draw a new one into Far (L1112)."""
    sizes = {"small": 0, "medium": 1, "large": 2}
    table = state.content.tables["locations"]
    slots = [slot for slot in LOCATION_SLOTS if state.locations.get(slot)]
    if not slots:
        return
    if which in LOCATION_SLOTS:
        slot = which if which in slots else slots[0]
    else:                                      # the nearest of the smallest (or largest) size there is
        size_of = {s: sizes[table[state.locations[s]].size] for s in slots}
        best = (min if which == "smallest" else max)(size_of.values())
        slot = next(s for s in slots if size_of[s] == best)
    gone = state.locations[slot]
    state.locations_removed.append(gone)
    drop_hidden(state, gone, events)
    kept = [state.locations[s] for s in LOCATION_SLOTS if s != slot and state.locations.get(s)]
    if not state.locations_deck:
        state.locations_deck, state.locations_removed = state.locations_removed, []
        state.rng.shuffle(state.locations_deck)
    kept.append(state.locations_deck.pop(0))
    state.locations = dict(zip(LOCATION_SLOTS, kept))
    _ev(events, "location", f"{table[gone].name} can't be reached any more; {table[kept[-1]].name} can.",
        "rule:fate", {"removed": gone, "new": kept[-1]})


def spirit_task(state: State, task: dict, events: list) -> bool:
    card = state.content.tables["fate"][task["card"]]
    awake = [i for i, person in enumerate(state.characters) if person in in_group(state) and not person["asleep"]
             and not person["away"] and i not in task["done"]]
    if not awake:
        finish_task(state.task_stack, task)
        return True
    options = [(str(i), name(state, i), f"character:{i}") for i in awake]
    picked = ask(state, task, "spirit", options, f"Spirit {card.spirit.upper()}: whose comes next?", decides=GROUP)
    if picked is None:
        return False
    index = int(picked)
    task["done"].append(index)
    run_ops(state, ["characters", state.characters[index]["id"], f"spirit_{card.spirit}"], index, "rule:spirit")
    return True


def narrative_task(state: State, task: dict, events: list) -> bool:
    """Draw Narrative Action cards and keep some, the others shuffled back (at Dawn 2 and 1, L1126-1136)."""
    if not task["drawn"]:
        task["drawn"] = [state.narrative_deck.pop(0) for _ in range(min(task["draw"], len(state.narrative_deck)))]
        task["keep"] = min(task["keep"], len(task["drawn"]))
    if task["keep"] <= 0 or not task["drawn"]:
        state.narrative_deck.extend(task["drawn"])
        state.rng.shuffle(state.narrative_deck)
        finish_task(state.task_stack, task)
        return True
    cards = state.content.tables["narrative_actions"]
    picked = ask(state, task, "keep", [(card_id, f"Keep {cards[card_id].name}", None) for card_id in task["drawn"]],
                 "Keep which Narrative Action?", decides=GROUP)
    if picked is None:
        return False
    state.narrative_held.append(picked)
    task["drawn"].remove(picked)
    task["keep"] -= 1
    return True


def death_among_us(state: State, events: list) -> None:
    """One black-die roll if anyone died or left today; Misery +2 for each with Empathy at least the roll.
    Deaths this causes never call for it again (L1138-1146)."""
    if not state.stats.pop("died_today", None):
        return
    result = roll_black(state, events, "Death Among Us", "rule:dawn")
    for i, person in enumerate(state.characters):
        if person in in_group(state) and character_card(state, person).empathy >= result:
            change_state(state, i, "misery", 2, events, "rule:death_among_us")
    state.stats.pop("died_today", None)


def new_day(state: State, events: list) -> None:
    if state.rules_on.get("ceasefire"):
        read_script(state, FINAL_EPILOGUE, None)
        return
    for until in ("day",):
        for rule, when in list(state.rules_on.items()):
            if when == until:
                del state.rules_on[rule]
    pass_leader(state)
    if one_each.on(state):               # the Leader token, put to a vote at each Dawn's end (L1834)
        push_task(state.task_stack, "leader_vote", chosen={})
    state.day += 1
    state.phase = "morning"
    _ev(events, "new_day", f"Day {state.day}.", "rule:dawn", {"day": state.day})
