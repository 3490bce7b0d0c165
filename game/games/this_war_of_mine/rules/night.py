"""The Night Raid (L990-1066): each Guard may take one Weapon from the Storage; the Night Raid card is
drawn (two with a draw-2 effect, never more; one fewer for an effect that calls the night off, L1972);
each Guard rolls the die of their Weapon, with Prowess re-rolls (a Firearm pays 1 Ammo a roll; an
Assault Rifle may shoot twice for 1 more); the icons and the Board-Ups reduce the card's Damage and
Wounds as the Leader splits them; a Hatchet's or Shotgun's own face turns the whole card away. The
Damage left is discarded from the Storage in the card's order (the Guards' Weapons are safe), the
Wounds left shared among the Guards; then the card's own effects, and it goes back into its deck
(A28). The Crime Wave: while red-corner cards are set aside, 2 are shuffled in each night (the Night
Raid cards first, A28).

Answers (pick:<value>): arm:<token> / none; fire:<red|other>; twice / once; cut:<damage>; item:<token>;
hurt:<character>."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import goods, one_each
from .asking import CLOCKWISE, GROUP, LEADER, ask
from .dice import INSTANT, WEAPON_DIE, icons, weapon_of
from .ops import run_ops
from .people import change_state, name
from .skills import keeps_watch, steady_aim
from .state import State, _ev, character_card, in_group

CRIME_WAVE = 2


def night_step(state: State, events: list) -> bool:
    guards = [i for i, p in enumerate(state.characters) if p in in_group(state) and p["place"] == "guard"
              and not p["away"]]
    cards = 2 if "two_night_raids" in state.rules_on else 1
    if state.rules_on.pop("no_night_raid", None):
        cards -= 1
    start_raid(state, guards, cards, crime_wave=True)
    state.phase = "dawn"
    return True


def start_raid(state: State, guards: list[int], cards: int, crime_wave: bool = False) -> None:
    push_task(state.task_stack, "night", guards=guards, armed={}, cards=cards, card=None, part="arm",
              crime_wave=crime_wave, chosen={})


def night_task(state: State, task: dict, events: list) -> bool:
    part = task["part"]
    if part == "arm":
        return _arm(state, task, events)
    if part == "draw":
        if task["cards"] <= 0 or not state.night_raids_deck:
            task["part"] = "crime_wave"
            return True
        task["cards"] -= 1
        task["card"] = state.night_raids_deck.pop(0)
        card = state.content.tables["night_raids"][task["card"]]
        _ev(events, "night_raid", f"{card.name}: {card.text}", f"night_raid:{card.id}", {"card": card.id})
        task.update(part="face", rolled=[], faces=[])
        if card.cancelled_by and any(spot["fitting"] == card.cancelled_by for spot in state.shelter.values()):
            fitting = state.content.tables["fittings"][card.cancelled_by]
            _ev(events, "raid_cancelled", f"The {fitting.name} keeps it away.", f"fitting:{fitting.id}", {"card": card.id})
            task["part"] = "ignored"
        return True
    if part == "face":
        return _face(state, task, events)
    if part == "ignored":
        _ev(events, "raid_ignored", "The card is set aside: tonight it does not happen.", f"night_raid:{task['card']}", {})
        return _next_card(state, task)
    if part == "roll":
        return _roll(state, task, events)
    if part == "split":
        return _split(state, task, events)
    if part == "damage":
        return _damage(state, task, events)
    if part == "wounds":
        return _wounds(state, task, events)
    if part == "crime_wave":
        if task.get("crime_wave"):
            crime_wave(state, events)
        for person in state.characters:
            person.pop("weapon", None)
        finish_task(state.task_stack, task)
        return True
    raise ValueError(part)


def _arm(state: State, task: dict, events: list) -> bool:
    tokens = state.content.tables["tokens"]
    for i in task["guards"]:
        if str(i) in task["armed"]:
            continue
        given = list(task["armed"].values())
        weapons = sorted(item for item, n in state.storage.items() if item in tokens
                         and tokens[item].weapon != "none" and n - given.count(item) > 0)
        options = [(f"arm:{item}", f"{name(state, i)} takes the {tokens[item].name}", f"character:{i}")
                   for item in weapons] + [("none", f"{name(state, i)} goes unarmed", f"character:{i}")]
        picked = ask(state, task, f"arm{i}", options, f"Night Raid: which Weapon does {name(state, i)} hold?", decides=i)
        if picked is None:
            return False
        task["armed"][str(i)] = picked.partition(":")[2] if picked != "none" else ""
        state.characters[i]["weapon"] = task["armed"][str(i)] or None
        return True
    task["part"] = "draw"
    return True


def _face(state: State, task: dict, events: list) -> bool:
    """Before the dice, the Narrative Actions for the Night Raid may be played (rules/narrative.py)."""
    from .narrative import playable
    if playable(state, "night_raid"):
        card = state.content.tables["night_raids"][task["card"]]
        picked = ask(state, task, "face", [("face", "Face them", None)], f"{card.name}: play a Narrative Action "
                     "before the dice?", window="night_raid", decides=LEADER)
        if picked is None:
            return False
    task["part"] = "roll"
    return True


def _roll(state: State, task: dict, events: list) -> bool:
    """Each Guard's roll in turn: the die of their Weapon (a Firearm only with Ammo to pay), re-rolls, and
    an Assault Rifle's second shot."""
    for i in task["guards"]:
        person = state.characters[i]
        if not person["alive"] or i in task["rolled"]:
            continue
        weapon = weapon_of(state, person.get("weapon"))
        die = WEAPON_DIE[weapon]
        shots = task.setdefault("shots", {}).get(str(i), 0)
        if die == "red" and not state.storage.get("ammo"):
            die = "gray"                                       # no Ammo: unarmed this night (L1042)
            weapon = "none"
        if shots == 1 and not (weapon == "assault_rifle" and state.storage.get("ammo")):
            task["rolled"].append(i)
            continue
        if shots == 1:
            picked = ask(state, task, f"twice{i}", [("twice", "Shoot again (1 more Ammo)", None),
                                                    ("once", "Once is enough", None)],
                         f"{name(state, i)}'s Assault Rifle: shoot twice?", decides=i)
            if picked is None:
                return False
            if picked == "once":
                task["rolled"].append(i)
                continue
        if shots == 2:
            task["rolled"].append(i)
            continue
        if die == "red":
            goods.remove(state, "storage", "ammo", 1, events, "rule:night_raid")
        task["shots"][str(i)] = shots + 1
        task.setdefault("weapons", {})[str(i)] = weapon
        prowess = character_card(state, person).prowess
        prowess += steady_aim(state, task, i, die)
        push_task(state.task_stack, "reroll", die=die, left=prowess, face=None, why=f"{name(state, i)} on guard",
                  **one_each.whose(state, i),
                  cause="rule:night_raid", chosen={})
        task.setdefault("roll_of", []).append(i)
        task.setdefault("dice_of", []).append(die)
        return True
    faces = task["faces"]
    weapons = [task["weapons"][str(i)] for i in task.get("roll_of", [])]
    if any(INSTANT.get(weapon) == face for face, weapon in zip(faces, weapons)):
        _ev(events, "raid_turned", "The intruders are driven off: the card is ignored.", f"night_raid:{task['card']}", {})
        return _next_card(state, task)
    board_ups = sum(spot["board_up"] for spot in state.shelter.values())
    task["cut"] = sum(icons(face) for face in faces) + board_ups + keeps_watch(state, task["guards"]) \
        + pet_guard(state, events)
    task["part"] = "split"
    return True


def pet_guard(state: State, events: list) -> int:
    """What the pet takes off a Night Raid card, as a Board-Up would (the Dog at the door, companions.toml)."""
    pet = state.pet
    guard = state.content.tables["companions"][pet].guard if pet else 0
    if guard:
        name_of_pet = state.content.tables["companions"][pet].name
        _ev(events, "pet_guard", f"{name_of_pet} is at the door: {guard} more off the card.", f"pet:{pet}",
            {"pet": pet, "cut": guard})
    return guard


def _split(state: State, task: dict, events: list) -> bool:
    card = state.content.tables["night_raids"][task["card"]]
    cut = task["cut"]
    low, high = max(0, cut - card.wounds), min(cut, card.damage)
    options = [(str(d), f"Take {d} off the Damage and {min(cut - d, card.wounds)} off the Wounds", None)
               for d in range(low, high + 1)]
    picked = ask(state, task, "cut", options, f"{card.name}: reduce by {cut} (Damage {card.damage}, Wounds "
                 f"{card.wounds}). How?", decides=GROUP) if options else "0"
    if picked is None:
        return False
    task["damage"] = card.damage - int(picked)
    task["wounds"] = max(0, card.wounds - (cut - int(picked)))
    task["part"] = "damage"
    return True


def _damage(state: State, task: dict, events: list) -> bool:
    card = state.content.tables["night_raids"][task["card"]]
    safe = [w for w in task["armed"].values() if w]
    if task["damage"] > 0 and card.order in ("most_valuable", "green", "red", "yellow", "gray"):
        goods.lose_most_valuable(state, task["damage"], "" if card.order == "most_valuable" else card.order, events,
                                 f"night_raid:{card.id}", spare=safe)
        task["damage"] = 0
    while task["damage"] > 0:
        held = sorted(item for item, n in state.storage.items() if n - safe.count(item) > 0)
        if not held:
            break
        picked = ask(state, task, "item", [(item, f"Lose {goods.label(state, item)}", None) for item in held],
                     f"{card.name}: {task['damage']} Damage left. What do they take?", decides=GROUP)
        if picked is None:
            return False
        goods.remove(state, "storage", picked, 1, events, f"night_raid:{card.id}")
        task["damage"] -= 1
    task["part"] = "wounds"
    return True


def _wounds(state: State, task: dict, events: list) -> bool:
    card = state.content.tables["night_raids"][task["card"]]
    standing = [i for i in task["guards"] if state.characters[i]["alive"]]
    if task["wounds"] > 0 and standing:
        picked = ask(state, task, "hurt", [(str(i), f"{name(state, i)} takes a Wound", f"character:{i}")
                                           for i in standing], f"{card.name}: {task['wounds']} Wounds. Who?", decides=CLOCKWISE)
        if picked is None:
            return False
        task["wounds"] -= 1
        change_state(state, int(picked), "wounds", 1, events, f"night_raid:{card.id}")
        return True
    run_ops(state, ["night_raids", card.id, "effects"], standing[0] if standing else None, f"night_raid:{card.id}")
    return _next_card(state, task)


def _next_card(state: State, task: dict) -> bool:
    state.night_raids_deck.append(task["card"])
    state.rng.shuffle(state.night_raids_deck)
    task.update(part="draw", card=None, rolled=[], faces=[], shots={}, roll_of=[], weapons={}, dice_of=[])
    for spent in ("cut", "damage", "wounds"):
        task.pop(spent, None)
    return True


def crime_wave(state: State, events: list) -> None:
    """2 red-corner cards into their decks, the Night Raid cards first while any are set aside (A28)."""
    moved = 0
    for aside, deck, table in (("night_raids_aside", "night_raids_deck", "Night Raid"),
                               ("residents_aside", "residents_deck", "Residents")):
        while moved < CRIME_WAVE and getattr(state, aside):
            card = getattr(state, aside).pop(0)
            getattr(state, deck).append(card)
            state.rng.shuffle(getattr(state, deck))
            moved += 1
            _ev(events, "crime_wave", f"The city grows meaner: a {table} card joins its deck.", "rule:crime_wave", {})
