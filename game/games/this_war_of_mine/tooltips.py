"""The words of This War of Mine's board: every element's tooltip, built from the view and the content's
card text (no pygame, so it is tested without a display).

``tooltip(view, element_id, content=None)`` answers for any element id the board draws (see the board
package's docstring), or "" when the view has no such element. The view names cards by id only, so the
words come from the content (``content=None`` loads the game's own once). Hidden things stay hidden: a
face-down Shelter card is only its kind (the view holds no card id, and no tip names one), and nothing
here looks at a deck's order.
"""
from __future__ import annotations

import functools
from typing import Any

from .effects import COLD_LIMIT, NOISE_RANGE, STATES

PHASES = ("morning", "day", "dusk", "evening", "scavenging", "night_raid", "dawn")
PHASE_NAMES = {"morning": "Morning", "day": "Day Actions", "dusk": "Dusk", "evening": "Evening",
               "scavenging": "Scavenging", "night_raid": "Night Raid", "dawn": "Dawn", "over": "The end"}
PHASE_WORDS = {
    "morning": "an Event is drawn (its Cold first), and the Chapter may turn.",
    "day": "three Action stages: each Character able to act takes one action the Leader picks.",
    "dusk": "eat and drink: each Character without Food is Hungrier, without Water they roll for thirst.",
    "evening": "each Character at home takes a task for the night: a Bed, the Floor, Guard duty or Scavenging.",
    "scavenging": "the party goes to a Location, explores it card by card and chooses what to carry home.",
    "night_raid": "the Guards face the Night Raid card; what gets past them is taken from the Storage.",
    "dawn": "the party comes home, the Fate card is read, WAIT tokens are resolved and the Cold bites.",
}
CHAPTER_NUMERALS = {1: "I", 2: "II", 3: "III"}
STATE_NAMES = {"fatigue": "Fatigue", "hunger": "Hunger", "illness": "Illness", "misery": "Misery",
               "wounds": "Wounds"}
KIND_NAMES = {"furniture": "Furniture", "heap": "Heap", "rubble": "Rubble", "bars": "Bars",
              "closed_door": "Closed Door"}
KIND_WORDS = {
    "furniture": "search it (one action) for what it holds; then the space is free to build on.",
    "heap": "search it (one action) for what is buried in it; then the space is free to build on.",
    "rubble": "clear it with a Shovel, or two Characters together; it blocks the way beyond it.",
    "bars": "cut through them with a Sawblade; they block the way beyond them.",
    "closed_door": "pick its lock with a Lockpick (4-10 on the black die opens it); it blocks the way beyond.",
}
FIXED = {   # the fixed spaces of the shelter board (data/this_war_of_mine/shelter.toml `holds`)
    "guard": ("Guard", "Where the Characters stand in the Shelter, and the Guards keep watch at night. Every "
                       "path through the Shelter starts here."),
    "storage": ("Storage", "What the group owns: goods, Water, Wood and Components (Wood and Components five "
                           "to an x5 marker)."),
    "outside": ("Outside", "Go outside (one action): a Visitor card. On 1 on the black die: 2 Wounds."),
    "new_idea": ("New Idea", "Have a new idea (one action): 2 Ideas into the Fittings deck."),
    "poke_about": ("Poke About", "Poke about (one action): the black die gives 1-3: 1, 4-7: 2, 8-10: 3 Wood "
                                 "or Components."),
    "floor_bed": ("Sleep on the Floor", "Sleeping on the floor at night: Fatigue -2."),
}
RULE_WORDS = {
    "two_night_raids": "Two Night Raid cards are drawn each night.",
    "no_night_raid": "No Night Raid card tonight.",
    "no_outside": "Nobody may go Outside.",
    "no_scavenging": "Nobody may go Scavenging.",
    "snipers": "Snipers: each Character setting out to scavenge is shot at (1-2 on the black die: 1 Wound), "
               "until one is hit.",
    "double_cold": "The Cold counts double.",
    "water_rationing": "Water rationing: at most 1 Water carried home a night.",
    "dear_trade": "Trading costs 2 more commission.",
}
UNTIL_WORDS = {"game": "for the rest of the war", "day": "until the end of the day",
               "chapter": "until the end of the Chapter"}
DECK_NAMES = {"events_deck": "Events", "locations_deck": "Locations", "exploration_deck": "Exploration",
              "unknown": "Unknown", "residents_deck": "Residents", "night_raids_deck": "Night Raids",
              "findings_deck": "Findings", "visitors_deck": "Visitors", "characters_deck": "Characters",
              "fate_deck": "Fate", "narrative_deck": "Narrative Actions", "colors_deck": "Colors"}
SLOTS = ("close", "distant", "far")
ENEMY_STAGES = ("Healthy", "Wounded", "Severely wounded", "Dead")
WEAPON_NAMES = {"none": "unarmed", "knife": "a Knife", "hatchet": "a Hatchet", "pistol": "a Pistol",
                "shotgun": "a Shotgun", "assault_rifle": "an Assault Rifle"}
RESOURCES = ("water", "wood", "components")


@functools.lru_cache(maxsize=1)
def _own_content() -> Any:
    from .rules import RULES
    return RULES.base_content()


def _tables(content: Any) -> dict:
    content = content if content is not None else _own_content()
    return getattr(content, "tables", None) or {}


def record(content: Any, table: str, card_id: Any) -> Any:
    """The content record of an id (None when unknown)."""
    return (_tables(content).get(table) or {}).get(str(card_id)) if card_id is not None else None


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def goods_name(content: Any, item: str) -> str:
    found = record(content, "tokens", item) or record(content, "resources", item)
    return found.name if found is not None else str(item).replace("-", " ").title()


def goods_weight(content: Any, item: str) -> int:
    token = record(content, "tokens", item)
    return 1 if token is None else int(token.weight)


def goods_value(content: Any, item: str) -> int:
    token = record(content, "tokens", item)
    return 0 if token is None else int(token.value)


def goods_list(content: Any, basket: dict) -> str:
    parts = [f"{n} {goods_name(content, item)}" for item, n in sorted((basket or {}).items()) if n]
    return ", ".join(parts) if parts else "nothing"


def the(name: str) -> str:
    """A card's name after "at" or "in": with "the" unless the name has its own."""
    return name if name.lower().startswith(("the ", "a ", "an ")) else f"the {name}"


def _index(text: str) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        return -1


# --- the day track --------------------------------------------------------------------------------------
def chapter_name(view: dict, content: Any = None) -> str:
    number = int(view.get("chapter") or 1)
    chapter = record(content, "chapters", f"chapter-{number}")
    return chapter.name if chapter is not None else f"Chapter {CHAPTER_NUMERALS.get(number, number)}"


def day_tip(view: dict, content: Any = None) -> str:
    return (f"Day {view.get('day', 1)}, {chapter_name(view, content)} ({str(view.get('difficulty', 'normal')).title()}). "
            "The war ends with the Ceasefire; until then, keep the starting Characters alive and well.")


def phase_now(view: dict) -> str:
    """The phase being played, as the view says (its `phase` moves on early while a phase's work is queued)."""
    return str(view.get("phase_now") or view.get("phase") or "")


def leader_name(view: dict) -> str:
    """The Leader's player by name (their seat when the view names nobody)."""
    names = view.get("seat_names") or []
    leader = _index(view.get("leader") or 0)
    if 0 <= leader < len(names) and names[leader]:
        return str(names[leader])
    return f"seat {max(0, leader) + 1}"


def phase_tip(view: dict, phase: str) -> str:
    if phase not in PHASE_WORDS:
        return ""
    now = " (now)" if phase_now(view) == phase else ""
    return f"{PHASE_NAMES[phase]}{now}: {PHASE_WORDS[phase]}"


def stage_tip(view: dict) -> str:
    stage = int(view.get("stage") or 0)
    if phase_now(view) != "day" or not stage:
        return "The Action stages: three each day. A Character's black markers close stages to them."
    return (f"Action stage {stage} of 3. A Character may act in a stage while 3 less their most black markers "
            "is at least its number.")


def leader_tip(view: dict) -> str:
    return (f"The Leader: {leader_name(view)}. The Leader makes every decision the group "
            "can't agree on, and passes to the left after each day and after each choice in a script.")


def noise_tip(view: dict) -> str:
    low, high = NOISE_RANGE
    noise = int(view.get("noise") or low)
    return (f"Noise: {noise} (of {low}-{high}). While scavenging, a roll of the black die at or under the Noise "
            "means someone heard you: a Residents card.")


def cold_felt(view: dict, content: Any = None) -> int:
    """The Cold the Fate card reads at Dawn: the tokens (twice over in a hard frost) less the Board-Ups and
    what the heaters keep out."""
    shelter = (view.get("shelter") or {}).values()
    board_ups = sum(1 for spot in shelter if spot.get("board_up"))
    heat = sum(getattr(record(content, "fittings", spot.get("fitting")), "cold_shield", 0) for spot in shelter
               if spot.get("fitting"))
    cold = int(view.get("cold") or 0) * (2 if "double_cold" in (view.get("rules_on") or {}) else 1)
    return max(0, cold - board_ups - heat)


def cold_tip(view: dict, content: Any = None) -> str:
    cold = int(view.get("cold") or 0)
    board_ups = sum(1 for spot in (view.get("shelter") or {}).values() if spot.get("board_up"))
    return (f"Cold: {cold} of {COLD_LIMIT}; {plural(board_ups, 'Board-Up')} in the Shelter. Felt at Dawn: "
            f"{cold_felt(view, content)} (less the Board-Ups and what the heaters keep out); the Fate card says "
            "what the Cold does once it reaches its number.")


# --- the shelter ----------------------------------------------------------------------------------------
def place_words(view: dict, person: dict, content: Any = None) -> str:
    """Where a Character is, in words."""
    if not person.get("alive", True):
        return "dead"
    if person.get("left"):
        return "has left the group"
    if person.get("away"):
        return "away from the Shelter until Dawn"
    place = str(person.get("place") or "guard")
    if place == "scavenging":
        scene = view.get("scene") or {}
        location = record(content, "locations", scene.get("location"))
        if location is not None:
            return f"out scavenging at {the(location.name)}"
        return "heading home" if phase_now(view) in ("night_raid", "dawn") else "setting out to scavenge"
    if place == "floor":
        return "sleeping on the floor"
    if place.startswith("bed:"):
        fitting = record(content, "fittings", ((view.get("shelter") or {}).get(place[4:]) or {}).get("fitting"))
        return f"sleeping in {the(fitting.name)}" if fitting else "sleeping in a Bed"
    if place == "guard" and phase_now(view) in ("scavenging", "night_raid"):
        return "on Guard duty"
    return "in the Shelter"


def standing_on(view: dict, space_id: str, space: Any, content: Any = None) -> list[int]:
    """The Characters the board draws on this space (see the board's shelter module): one given an action
    this stage stands where it is done."""
    out = []
    holds = getattr(space, "holds", "")
    given = assigned(view)
    for i, person in enumerate(view.get("characters") or []):
        if not person.get("alive", True) or person.get("left"):
            continue
        place = str(person.get("place") or "guard")
        at = action_space(given[i], content) if i in given else None
        if at is not None:
            here = at == space_id
        elif person.get("away"):
            here = holds == "outside"
        elif place == "scavenging":
            here = holds == "outside" and not view.get("scene")      # at the door, not out at a Location yet
        elif place.startswith("bed:"):
            here = place[4:] == space_id
        elif place == "floor":
            here = holds == "floor_bed"
        else:
            here = holds == "guard"
        if here:
            out.append(i)
    return out


# --- the Action stage being assigned ----------------------------------------------------------------------
FLOOR_NAMES = {"top": "top floor", "ground": "ground floor", "cellar": "cellar"}
CARD_WORK = {"rubble": "clear the rubble", "bars": "cut through the bars", "closed_door": "pick the lock",
             "furniture": "search the Furniture", "heap": "search the Heap"}
PLAIN_ACTIONS = {"rest": "rest", "outside": "go outside", "new_idea": "have a new idea", "poke_about": "poke about"}
FIXED_ACTIONS = ("outside", "new_idea", "poke_about")       # done at the fixed space of that name


def assigned(view: dict) -> dict[int, str]:
    """{Character index: the action given them} while the Action stage is being assigned."""
    given = ((view.get("under_way") or {}).get("stage") or {}).get("assigned") or {}
    return {_index(k): str(v) for k, v in given.items() if _index(k) >= 0}


def action_space(action: str, content: Any = None) -> str | None:
    """The shelter space where a given action is done (None for resting, which is done where one stands)."""
    kind, _, rest = str(action).partition(":")
    parts = rest.split(":")
    if kind in ("card", "use", "nap", "move", "dismantle"):
        return parts[0] or None
    if kind == "build":
        return parts[1] if len(parts) > 1 and parts[1] else None
    if kind in FIXED_ACTIONS:
        return next((s.id for s in (_tables(content).get("shelter") or {}).values() if s.holds == kind), None)
    return None


def fitting_coming(view: dict, space_id: str) -> tuple[str, str] | None:
    """(the Fitting, "build" or "move") to stand on this space once the stage's actions are done."""
    shelter = view.get("shelter") or {}
    for action in assigned(view).values():
        kind, _, rest = action.partition(":")
        parts = rest.split(":")
        if kind == "build" and len(parts) > 1 and parts[1] == space_id:
            return parts[0], kind
        moved = (shelter.get(parts[0]) or {}).get("fitting")
        if kind == "move" and len(parts) > 1 and parts[1] == space_id and moved:
            return moved, kind
    return None


def action_words(view: dict, index: int, content: Any = None) -> str:
    """What a Character given an action this stage will do ("will clear the rubble"); "" when none."""
    given = assigned(view)
    action = given.get(index)
    if action is None:
        return ""
    kind, _, rest = action.partition(":")
    parts = rest.split(":")
    shelter = view.get("shelter") or {}
    fitting = record(content, "fittings", (shelter.get(parts[0]) or {}).get("fitting"))
    name = the(fitting.name) if fitting is not None else "the Fitting"
    if kind in PLAIN_ACTIONS:
        return f"will {PLAIN_ACTIONS[kind]}"
    if kind == "card":
        spot = shelter.get(parts[0]) or {}
        work = CARD_WORK.get(spot.get("kind"), "work on the card")
        if spot.get("kind") == "rubble" and spot.get("remnants"):
            work = "clear the last of the rubble"
        company = [character_name(view, k, content) for k, v in sorted(given.items()) if v == action and k != index]
        return f"will {work}" + (f" with {', '.join(company)}" if company else "")
    if kind == "use":
        k = _index(parts[1] if len(parts) > 1 else "")
        actions = getattr(fitting, "actions", ()) or ()
        if 0 <= k < len(actions):
            return f"will {actions[k].name.lower()} at {name}"
        return f"will use {name}"
    if kind == "nap":
        return f"will nap in {name}"
    if kind == "build":
        built = record(content, "fittings", parts[0])
        return f"will build {the(built.name)}" if built is not None else "will build a Fitting"
    if kind == "move":
        to = record(content, "shelter", parts[1] if len(parts) > 1 else None)
        return f"will move {name}" + (f" to the {FLOOR_NAMES.get(to.floor, to.floor)}" if to is not None else "")
    if kind == "dismantle":
        return f"will dismantle {name}"
    return ""


def fitting_words(fitting: Any) -> str:
    actions = " ".join(f"{a.name}: {a.text}" for a in fitting.actions if a.name.lower() not in fitting.text.lower())
    cost = ", ".join(f"{g.amount} {g.item.replace('-', ' ')}" for g in fitting.cost)
    return (f"{fitting.name} (Fitting{', built from ' + cost if cost else ''}). {fitting.text}"
            + (f" {actions}" if actions else ""))


def space_tip(view: dict, space_id: str, content: Any = None) -> str:
    spot = (view.get("shelter") or {}).get(space_id)
    space = record(content, "shelter", space_id)
    if spot is None or space is None:
        return ""
    floor = FLOOR_NAMES.get(space.floor, space.floor)
    parts = []
    if space.holds in FIXED:
        name, words = FIXED[space.holds]
        parts.append(f"{name} ({floor}). {words}")
    elif spot.get("fitting"):
        fitting = record(content, "fittings", spot["fitting"])
        parts.append(fitting_words(fitting) if fitting else "A Fitting.")
    elif spot.get("kind"):
        kind = spot["kind"]
        if spot.get("remnants"):
            parts.append(f"The last of the rubble ({floor}): one more clearing and the space is free.")
        else:
            parts.append(f"A face-down {KIND_NAMES.get(kind, kind)} card ({floor}): {KIND_WORDS.get(kind, '')}")
    else:
        parts.append(f"An empty space ({floor}): " + ("a Fitting may be built here." if space.buildable
                                                         else "nothing may be built here."))
    if space.ladder:
        parts.append("A ladder here joins the floors.")
    if space.hole_left:
        parts.append("A Hole in the wall on its left blocks the way sideways" +
                     (", boarded up against the Cold." if spot.get("board_up") else " and lets the Cold in."))
    if spot.get("wait"):
        parts.append("A WAIT token: resolved at Dawn.")
    coming = fitting_coming(view, space_id)
    fitting = record(content, "fittings", coming[0]) if coming else None
    if fitting is not None:
        how = "built" if coming[1] == "build" else "moved"
        name = the(fitting.name)
        parts.append(f"{name[:1].upper()}{name[1:]} is to be {how} here this Action stage.")
    names = []
    for i in standing_on(view, space_id, space, content):
        doing = action_words(view, i, content)
        names.append(character_name(view, i, content) + (f" ({doing})" if doing else ""))
    if names:
        parts.append("Here: " + ", ".join(names) + ".")
    return " ".join(parts)


# --- the Characters -----------------------------------------------------------------------------------------
def character_name(view: dict, index: int, content: Any = None) -> str:
    people = view.get("characters") or []
    if not 0 <= index < len(people):
        return ""
    card = record(content, "characters", people[index].get("id"))
    return card.name if card is not None else str(people[index].get("id"))


def markers_of(person: dict, content: Any = None) -> dict[str, int]:
    """Each State's black markers at its level."""
    out = {}
    for name in STATES:
        level = int((person.get("states") or {}).get(name, 0))
        state = record(content, "states", name)
        out[name] = state.markers[level - 1] if state is not None and level > 0 else 0
    return out


def limiting_state(person: dict, content: Any = None) -> str | None:
    """The State whose black markers limit the Character's day (the first of the most)."""
    markers = markers_of(person, content)
    top = max(markers.values(), default=0)
    return next((name for name in STATES if markers[name] == top), None) if top else None


def stages_open(person: dict, content: Any = None) -> int:
    return max(0, 3 - max(markers_of(person, content).values(), default=0))


def character_tip(view: dict, index: int, content: Any = None) -> str:
    people = view.get("characters") or []
    if not 0 <= index < len(people):
        return ""
    person = people[index]
    card = record(content, "characters", person.get("id"))
    if card is None:
        return ""
    states = person.get("states") or {}
    levels = ", ".join(f"{STATE_NAMES[s]} {states[s]}" for s in STATES if states.get(s)) or "No State tokens"
    parts = [f"{card.name}{' (starting Character: counts for SURVIVE)' if person.get('starting') else ''}: "
             f"Prowess {card.prowess}, Empathy {card.empathy}, Inventory {card.inventory}.",
             f"{levels}."]
    if person.get("alive", True) and not person.get("left"):
        limit = limiting_state(person, content)
        open_now = stages_open(person, content)
        parts.append(f"Open to {plural(open_now, 'Action stage')} a day"
                     + (f" ({STATE_NAMES[limit]} limits it)." if limit else "."))
    where = place_words(view, person, content)
    parts.append(f"Now {where}{', asleep' if person.get('asleep') and where != 'dead' else ''}.")
    doing = action_words(view, index, content)
    if doing:
        parts.append(f"This Action stage: {doing}.")
    if person.get("treatments"):
        parts.append("Treated with " + ", ".join(goods_name(content, t) for t in person["treatments"]) + ".")
    if person.get("weapon"):
        parts.append(f"Holding the {goods_name(content, person['weapon'])}.")
    if card.skill is not None:
        parts.append(f"{card.skill.name}: {card.skill.text}")
    return " ".join(parts)


def state_tip(view: dict, index: int, name: str, content: Any = None) -> str:
    people = view.get("characters") or []
    if not 0 <= index < len(people) or name not in STATES:
        return ""
    level = int((people[index].get("states") or {}).get(name, 0))
    state = record(content, "states", name)
    at_four = "sleep" if state is not None and state.at_four == "sleep" else "death"
    markers = markers_of(people[index], content)[name]
    return (f"{character_name(view, index, content)}'s {STATE_NAMES[name]}: {level} of 4"
            f"{', ' + plural(markers, 'black marker') if markers else ''}. At 4: {at_four}.")


# --- goods ----------------------------------------------------------------------------------------------------
def goods_tip(view: dict, where: str, item: str, content: Any = None) -> str:
    pile = {"storage": view.get("storage"), "findings": view.get("findings_pile")}.get(where) or {}
    n = int(pile.get(item, 0))
    x5 = int((view.get("storage_x5") or {}).get(item, 0)) if where == "storage" else 0
    if not n and not x5:
        return ""
    place = "in the Storage" if where == "storage" else "on the Findings Pile"
    count = f"{n}" + (f" and {plural(x5, 'x5 marker')} ({n + 5 * x5} in all)" if x5 else "")
    return f"{goods_name(content, item)}: {count} {place}. " + item_words(item, content)


def item_words(item: str, content: Any = None) -> str:
    token = record(content, "tokens", item)
    if token is None:
        return "A resource: weight 1, no value, never traded."
    return f"Value {token.value}, weight {token.weight}. {token.text}".strip()


def pile_tip(view: dict, where: str, content: Any = None) -> str:
    if where == "storage":
        stored = dict(view.get("storage") or {})
        for item, n in (view.get("storage_x5") or {}).items():
            stored[item] = stored.get(item, 0) + 5 * int(n)
        return "The Storage: " + goods_list(content, stored) + "."
    pile = view.get("findings_pile") or {}
    weight = sum(goods_weight(content, item) * n for item, n in pile.items())
    return f"The Findings Pile (weight {weight}): " + goods_list(content, pile) + "."


# --- cards -----------------------------------------------------------------------------------------------------
def location_tip(view: dict, key: str, content: Any = None) -> str:
    locations = view.get("locations") or {}
    slot = key if key in SLOTS else next((s for s, loc in locations.items() if loc == key), None)
    location_id = locations.get(key) if key in SLOTS else key
    if key not in SLOTS and location_id != (view.get("scene") or {}).get("location") and slot is None:
        return ""
    location = record(content, "locations", location_id)
    if location is None:
        return ""
    where = f"{slot.title()} Location: " if slot else ""
    props = ", ".join(p.replace("_", " ") for p in location.properties)
    words = [f"{where}{location.name} ({location.size}{'; ' + props if props else ''}). {location.text}"]
    if location.special_rule:
        words.append(location.special_rule)
    if location.option is not None:
        words.append(f"Its option: {location.option.kind.replace('_', ' ')} (return {location.option.returns}).")
    return " ".join(words)


def card_tip(content: Any, table: str, card_id: str) -> str:
    card = record(content, table, card_id)
    if card is None:
        return ""
    name = getattr(card, "name", "")
    text = getattr(card, "text", "")
    options = getattr(card, "options", ()) or ()
    extra = " ".join(f"Option: {o.label}." for o in options)
    return " ".join(part for part in (f"{name}:" if name else "", text, extra) if part)


def slot_card_tip(view: dict, card_id: str, table: str, content: Any = None) -> str:
    scene = view.get("scene") or {}
    if card_id not in (view.get("slot") or []) and card_id not in (scene.get("discard") or []) \
            and card_id not in (scene.get("met") or []):
        return ""
    return card_tip(content, table, card_id)


def objective_tip(view: dict, objective_id: str, content: Any = None) -> str:
    objectives = view.get("objectives") or []
    if objective_id not in objectives:
        return ""
    card = record(content, "objectives", objective_id)
    if card is None:
        return ""
    words = [f"{'Objective' if objectives[0] == objective_id else 'Next Objective'}: {card.name}. {card.text}"]
    if card.counter and objectives[0] == objective_id:
        words.append(f"Counter: {view.get('objective_counter', 0)} of {card.counter}.")
    if card.reward_name:
        words.append(f"Met: {card.reward_name}.")
    if card.penalty_name:
        words.append(f"Failed: {card.penalty_name}.")
    return " ".join(words)


def event_tip(view: dict, event_id: str, content: Any = None) -> str:
    if event_id not in (view.get("events_up") or []):
        return ""
    return "In force: " + card_tip(content, "events", event_id)


def rule_tip(view: dict, rule: str) -> str:
    until = (view.get("rules_on") or {}).get(rule)
    if until is None:
        return ""
    return f"{RULE_WORDS.get(rule, rule.replace('_', ' ').capitalize() + '.')} ({UNTIL_WORDS.get(until, until)})"


def flag_tip(view: dict, flag: str) -> str:
    flags = view.get("flags") or {}
    if flag not in flags:
        return ""
    text = flags[flag] or flag.replace("_", " ")
    return f"Written on a blank token: {text}. A script will look for it."


def narrative_tip(view: dict, card_id: str, content: Any = None) -> str:
    if card_id not in (view.get("narrative_held") or []):
        return ""
    card = record(content, "narrative_actions", card_id)
    if card is None:
        return ""
    return f"Narrative Action held: {card.name} (played {card.timing.replace('_', ' ')}). {card.text}"


def force_tip(view: dict, content: Any = None) -> str:
    """Everything in force, in one list."""
    parts = [getattr(record(content, "events", e), "name", e) for e in view.get("events_up") or []]
    parts += [RULE_WORDS.get(r, r.replace("_", " ")).rstrip(".") for r in view.get("rules_on") or {}]
    parts += [text or flag.replace("_", " ") for flag, text in (view.get("flags") or {}).items()]
    parts += [f"{getattr(record(content, 'narrative_actions', n), 'name', n)} (held)" for n in view.get("narrative_held") or []]
    return ("In force: " + "; ".join(parts) + ".") if parts else ""


def deck_tip(view: dict, deck: str, content: Any = None) -> str:
    if deck == "fittings":
        names = [record(content, "fittings", f) for f in view.get("fittings_deck") or []]
        return ("The Fittings deck, what can be built now: " + ", ".join(f.name for f in names if f) + "."
                if names else "The Fittings deck is empty: have a New Idea.")
    if deck == "ideas":
        return f"The Ideas deck: {plural(len(view.get('ideas_deck') or []), 'Fitting')} not yet thought of."
    count = (view.get("decks") or {}).get(deck)
    if count is None:
        return ""
    return f"The {DECK_NAMES.get(deck, deck)} deck: {plural(int(count), 'card')}, face down."


# --- what is under way ------------------------------------------------------------------------------------------
FACE_WORDS = {"blank": "a blank", "1": "1 icon", "2": "2 icons", "hatchet": "the Hatchet", "shotgun": "the Shotgun",
              "out_of_ammo": "Out of Ammo", "script": "§"}
DIE_NAMES = {"gray": "unarmed", "yellow": "melee", "red": "firearm", "black": "black"}


def face_words(face: Any) -> str:
    return FACE_WORDS.get(str(face), str(face))


def fight_rolls(view: dict, side: str, who: int) -> list[dict]:
    """This round's rolls of one combatant (side "c": a Character, "e": an Enemy), in the order made."""
    fight = (view.get("under_way") or {}).get("fight") or {}
    return [r for r in fight.get("rolls") or [] if r.get("side") == side and _index(r.get("who")) == who]


def rolls_words(rolls: list[dict]) -> str:
    """"rolled 2 icons" / "rolled a blank and 1 icon" / "is yet to roll the melee die" ("" for no roll)."""
    done = [face_words(r["face"]) for r in rolls if r.get("face") is not None]
    waiting = [DIE_NAMES.get(r.get("die"), r.get("die")) for r in rolls if r.get("face") is None]
    words = f"rolled {' and '.join(done)}" if done else ""
    if waiting:
        words += (" and " if words else "") + f"is yet to roll the {' and the '.join(waiting)} die"
    return words


def enemy_tip(view: dict, k: int) -> str:
    fight = (view.get("under_way") or {}).get("fight") or {}
    enemies = fight.get("enemies") or []
    if not 0 <= k < len(enemies):
        return ""
    foe = enemies[k]
    hurt = int(foe.get("hurt", 0))
    stage = ENEMY_STAGES[3] if not foe.get("alive", True) else ENEMY_STAGES[min(2, hurt)]
    rolled = rolls_words(fight_rolls(view, "e", k))
    return (f"Enemy {k + 1}: Prowess {foe.get('prowess', 0)} (re-rolls while it deals nothing), "
            f"{WEAPON_NAMES.get(foe.get('weapon'), foe.get('weapon'))}. {stage}"
            + ("." if not foe.get("alive", True) else f": dies at its third Wound ({hurt} taken).")
            + (f" This round it {rolled}." if rolled else ""))


def fight_tip(view: dict, content: Any = None) -> str:
    fight = (view.get("under_way") or {}).get("fight")
    if not fight:
        return ""
    standing = sum(1 for foe in fight.get("enemies") or [] if foe.get("alive", True))
    who = ", ".join(character_name(view, i, content) for i in fight.get("fighters") or [])
    rolled = []
    for i in fight.get("fighters") or []:
        words = rolls_words(fight_rolls(view, "c", i))
        if words:
            rolled.append(f"{character_name(view, i, content)} {words}")
    for k in range(len(fight.get("enemies") or [])):
        words = rolls_words(fight_rolls(view, "e", k))
        if words:
            rolled.append(f"Enemy {k + 1} {words}")
    return (f"Combat: {plural(standing, 'Enemy', 'Enemies')} standing against {who or 'nobody'}. Each round "
            "every combatant rolls the die of their weapon; red dice are resolved first."
            + (f" This round: {'; '.join(rolled)}." if rolled else ""))


def raid_faces(view: dict) -> list[tuple[int, str]]:
    """(the Guard's Character index, the face kept) for each die the Guards kept, in the order rolled."""
    raid = (view.get("under_way") or {}).get("raid") or {}
    by = [_index(i) for i in raid.get("rolled_by") or []]
    return [(by[k] if k < len(by) else -1, str(face)) for k, face in enumerate(raid.get("faces") or [])]


def raid_tip(view: dict, content: Any = None) -> str:
    raid = (view.get("under_way") or {}).get("raid")
    if not raid:
        return ""
    guards = ", ".join(character_name(view, i, content) for i in raid.get("guards") or []) or "nobody"
    card = record(content, "night_raids", raid.get("card"))
    head = (f"Night Raid: {card.name}. {card.text} Damage {card.damage}, Wounds {card.wounds}."
            if card else "Night Raid: the card is about to be drawn.")
    parts = [f"{head} Guards: {guards}. Their dice and the Board-Ups cut the Damage and Wounds."]
    kept = [f"{character_name(view, i, content) or 'a Guard'} {face_words(face)}" for i, face in raid_faces(view)]
    if kept:
        parts.append("Kept: " + ", ".join(kept) + ".")
    tally = raid_tally(view)
    if "cut" in tally:
        parts.append(f"Cut by {tally['cut']}.")
    if "damage_left" in tally:
        parts.append(f"Left: Damage {tally['damage_left']}, Wounds {tally['wounds_left']}.")
    return " ".join(parts)


def raid_tally(view: dict) -> dict[str, int]:
    """The raid's reduction ("cut") once the dice are in, and the Damage and Wounds left once it is split;
    only the keys the raid's part has reached (a value kept from the night's last card is not shown)."""
    raid = (view.get("under_way") or {}).get("raid") or {}
    part = raid.get("part")
    out = {}
    if part in ("split", "damage", "wounds") and raid.get("cut") is not None:
        out["cut"] = int(raid["cut"])
    if part in ("damage", "wounds"):
        out["damage_left"] = int(raid.get("damage_left") or 0)
        out["wounds_left"] = int(raid.get("wounds_left") or 0)
    return out


def trade_tip(view: dict, content: Any = None) -> str:
    trade = (view.get("under_way") or {}).get("trade")
    if not trade:
        return ""
    return (f"Trade: commission {trade.get('commission', 0)} ({trade.get('paid', 0)} paid). You want "
            f"{goods_list(content, trade.get('want'))} (worth {trade.get('want_value', 0)}) and offer "
            f"{goods_list(content, trade.get('give'))} (worth {trade.get('give_value', 0)}). A deal is struck when "
            "what you give is worth at least what you take; no change is given.")


def trade_item_tip(view: dict, side: str, item: str, content: Any = None) -> str:
    trade = (view.get("under_way") or {}).get("trade")
    if not trade:
        return ""
    words = {"pool": "on offer", "want": "wanted", "give": "offered", "mine": "yours"}.get(side)
    if words is None:
        return ""
    return f"{goods_name(content, item)} ({words}): value {goods_value(content, item)}."


def choosing_tip(view: dict, content: Any = None) -> str:
    choosing = (view.get("under_way") or {}).get("choosing")
    if not choosing:
        return ""
    return (f"Choose Findings: carrying weight {choosing.get('weight', 0)} of {choosing.get('inventory', 0)} "
            f"(the party's Inventory). Carried: {goods_list(content, choosing.get('carried'))}. Left: "
            f"{goods_list(content, choosing.get('left'))}; what is left behind is lost.")


def choosing_item_tip(view: dict, side: str, item: str, content: Any = None) -> str:
    choosing = (view.get("under_way") or {}).get("choosing")
    if not choosing or side not in ("left", "carried"):
        return ""
    n = int((choosing.get(side) or {}).get(item, 0))
    if not n:
        return ""
    where = "carried home" if side == "carried" else "still on the pile"
    return (f"{goods_name(content, item)}: {n} {where}; weight {goods_weight(content, item)} each, "
            f"value {goods_value(content, item)}.")


def script_tip(view: dict) -> str:
    script = (view.get("under_way") or {}).get("script")
    if not script:
        return ""
    title = f": {script['title']}" if script.get("title") else ""
    return f"Reading script {script.get('number')}{title}. The words are in the reader beside the board."


def roll_tip(view: dict) -> str:
    roll = view.get("last_roll") or {}
    if not roll:
        return ""
    face = roll.get("face", roll.get("result"))
    return f"The last roll: the {roll.get('die', '')} die showed {face}" + (f" ({roll['why']})." if roll.get("why") else ".")


def outcome_tip(view: dict) -> str:
    result = view.get("result") or {}
    if not result:
        return ""
    return str(result.get("summary", ""))


# --- the dispatcher ------------------------------------------------------------------------------------------------
def tooltip(view: dict, element_id: str, content: Any = None) -> str:
    """The tooltip of element_id on this view ("" when the view has no such element)."""
    if not isinstance(view, dict) or not element_id:
        return ""
    head, _, rest = str(element_id).partition(":")
    simple = {
        "day": lambda: day_tip(view, content), "stage": lambda: stage_tip(view), "leader": lambda: leader_tip(view),
        "noise": lambda: noise_tip(view), "cold": lambda: cold_tip(view, content), "fight": lambda: fight_tip(view, content),
        "raid": lambda: raid_tip(view, content), "trade": lambda: trade_tip(view, content),
        "choosing": lambda: choosing_tip(view, content), "script": lambda: script_tip(view),
        "outcome": lambda: outcome_tip(view), "last_roll": lambda: roll_tip(view),
        "storage": lambda: pile_tip(view, "storage", content), "findings": lambda: pile_tip(view, "findings", content),
        "force": lambda: force_tip(view, content),
    }
    if head in simple and not rest:
        return simple[head]()
    if head == "phase":
        return phase_tip(view, rest)
    if head == "space":
        return space_tip(view, rest, content)
    if head == "character":
        return character_tip(view, _index(rest), content)
    if head == "state":
        who, _, name = rest.partition(":")
        return state_tip(view, _index(who), name, content)
    if head in ("storage", "findings"):
        return goods_tip(view, head, rest, content)
    if head == "location":
        return location_tip(view, rest, content)
    if head in ("exploration", "residents"):
        return slot_card_tip(view, rest, head, content)
    if head == "objective":
        return objective_tip(view, rest, content)
    if head == "event":
        return event_tip(view, rest, content)
    if head == "rule":
        return rule_tip(view, rest)
    if head == "flag":
        return flag_tip(view, rest)
    if head == "narrative":
        return narrative_tip(view, rest, content)
    if head == "deck":
        return deck_tip(view, rest, content)
    if head == "enemy":
        return enemy_tip(view, _index(rest))
    if head == "trade":
        side, _, item = rest.partition(":")
        return trade_item_tip(view, side, item, content)
    if head == "carry":
        side, _, item = rest.partition(":")
        return choosing_item_tip(view, side, item, content)
    return ""


__all__ = ["tooltip", "phase_now", "leader_name", "assigned", "action_space", "action_words", "fitting_coming", "fight_rolls", "raid_faces", "raid_tally", "cold_felt", "PHASES", "PHASE_NAMES", "STATE_NAMES", "KIND_NAMES", "FIXED", "CHAPTER_NUMERALS", "SLOTS",
           "record", "plural", "goods_name", "goods_weight", "goods_value", "place_words", "standing_on",
           "markers_of", "limiting_state", "stages_open", "character_name", "chapter_name"]
