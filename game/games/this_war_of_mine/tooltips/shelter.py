"""The tooltips of the shelter and its people: each space (fixed, a face-down Shelter card or a stack of them, a
Fitting, empty; with everything revealed, in a replay, its cards named and what lies on their backs; the action
printed on it and the sniper fire on the back of the board; on the New Boards a Neighbourhood place's odds, The
Crossing's wing, wreck and Place a New Fitting; its ladder, Hole, WAIT token and who stands there), the New
Boards' sniper marks (the street's distances, the gap), the action each Character is given this Action stage and
where it is done, and each Character (their card, States, black markers, place, wing and treatments) and State
token."""
from __future__ import annotations

from typing import Any

from ..effects import SNIPER_HITS, STATES
from .track import phase_now

from .words import as_index, content_tables, goods_name, plural, record, the


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


# --- the shelter ----------------------------------------------------------------------------------------
def place_words(view: dict, person: dict, content: Any = None) -> str:
    """Where a Character is, in words."""
    if not person.get("alive", True):
        return "dead"
    if person.get("left"):
        return "has left the group"
    place = str(person.get("place") or "guard")
    if person.get("away"):
        return "back from the Sewers at Dusk" if place == "scavenging" else "away from the Shelter until Dawn"
    if place == "scavenging":
        scene = view.get("scene") or {}
        location = record(content, "locations", scene.get("location"))
        if location is not None:
            return f"out scavenging at {the(location.name)}"
        if scene.get("sewers"):
            return "down in the Sewers"
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
        at = action_space(given[i], content, view) if i in given else None
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
FLOOR_NAMES = {"top": "top floor", "ground": "ground floor", "cellar": "cellar", "street": "the Neighbourhood"}
DISTANCE_WORDS = {1: "near", 2: "farther off", 3: "far"}
WING_NAMES = {"left": "the left wing", "right": "the right wing"}
CARD_WORK = {"rubble": "clear the rubble", "bars": "cut through the bars", "closed_door": "pick the lock",
             "furniture": "search the Furniture", "heap": "search the Heap"}
PLAIN_ACTIONS = {"rest": "rest", "outside": "go outside", "new_idea": "have a new idea", "poke_about": "poke about"}
PRINTED_ACTIONS = {"poke_about": "poke about", "search": "search the {floor}", "garden": "look for food in {name}",
                   "ruin": "strip {name}", "neighbour": "go to {name}", "place_fitting": "put a Fitting together"}
FIXED_ACTIONS = ("outside", "new_idea", "poke_about")       # done at the fixed space of that name


def assigned(view: dict) -> dict[int, str]:
    """{Character index: the action given them} while the Action stage is being assigned."""
    given = ((view.get("under_way") or {}).get("stage") or {}).get("assigned") or {}
    return {as_index(k): str(v) for k, v in given.items() if as_index(k) >= 0}


def action_space(action: str, content: Any = None, view: dict | None = None) -> str | None:
    """The shelter space where a given action is done (None for resting, which is done where one stands);
    a fixed space's action is done at that space of the board's side in the view (either side without one)."""
    kind, _, rest = str(action).partition(":")
    parts = rest.split(":")
    if kind in ("card", "use", "nap", "move", "dismantle", "printed", "repair"):
        return parts[0] or None
    if kind == "build":
        return parts[1] if len(parts) > 1 and parts[1] else None
    if kind in FIXED_ACTIONS:
        shown = (view or {}).get("shelter") or {}
        spaces = [s for s in (content_tables(content).get("shelter") or {}).values() if s.holds == kind]
        return next((s.id for s in spaces if s.id in shown), spaces[0].id if spaces and not shown else None)
    return None


def fitting_coming(view: dict, space_id: str, content: Any = None) -> tuple[str, str] | None:
    """(the Fitting, "build", "repair" or "move") to stand on this space once the stage's actions are done."""
    shelter = view.get("shelter") or {}
    for action in assigned(view).values():
        kind, _, rest = action.partition(":")
        parts = rest.split(":")
        if kind == "build" and len(parts) > 1 and parts[1] == space_id:
            return parts[0], kind
        ruined = getattr(record(content, "shelter", parts[0]), "ruined", "") if kind == "repair" else ""
        if ruined and parts[0] == space_id:
            return ruined, kind
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
    if kind == "printed":
        space = record(content, "shelter", parts[0])
        printed = getattr(space, "printed", None)
        if printed is None:
            return "will take the action printed there"
        return "will " + PRINTED_ACTIONS.get(printed.kind, "{name}").format(
            floor=FLOOR_NAMES.get(space.floor, space.floor), name=the(printed.name))
    if kind == "card":
        spot = shelter.get(parts[0]) or {}
        work = CARD_WORK.get(spot.get("kind"), "work on the card")
        if spot.get("kind") == "rubble" and spot.get("remnants"):
            work = "clear the last of the rubble"
        company = [character_name(view, k, content) for k, v in sorted(given.items()) if v == action and k != index]
        return f"will {work}" + (f" with {', '.join(company)}" if company else "")
    if kind == "use":
        k = as_index(parts[1] if len(parts) > 1 else "")
        actions = getattr(fitting, "actions", ()) or ()
        if 0 <= k < len(actions):
            return f"will {actions[k].name.lower()} at {name}"
        return f"will use {name}"
    if kind == "nap":
        return f"will nap in {name}"
    if kind == "build":
        built = record(content, "fittings", parts[0])
        there = " at the Place a New Fitting space" if len(parts) > 2 else ""
        return (f"will build {the(built.name)}" if built is not None else "will build a Fitting") + there
    if kind == "repair":
        wreck = record(content, "fittings", getattr(record(content, "shelter", parts[0]), "ruined", ""))
        return f"will repair {the(wreck.name)}" if wreck is not None else "will repair the wreck"
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
        stack = int(spot.get("stack") or 1)
        if spot.get("remnants") and stack > 1:
            parts.append(f"The last of the rubble on top of a stack of {stack} cards ({floor}): one more "
                         f"clearing and the next card shows.")
        elif spot.get("remnants"):
            parts.append(f"The last of the rubble ({floor}): one more clearing and the space is free.")
        elif stack > 1:
            parts.append(f"A stack of {stack} face-down {KIND_NAMES.get(kind, kind)} cards ({floor}), one on "
                         f"another: {KIND_WORDS.get(kind, '')} Each one gone shows the next.")
        else:
            parts.append(f"A face-down {KIND_NAMES.get(kind, kind)} card ({floor}): {KIND_WORDS.get(kind, '')}")
        if getattr(space, "barren", False) and not spot.get("remnants"):
            parts.append("Nothing lies under this rubble: clearing it only makes room.")
        if spot.get("card"):
            parts.append(revealed_card_words(spot, content))
    elif getattr(space, "ruined", ""):
        parts.append(wreck_words(space, floor, content))
    elif getattr(space, "printed", None) is None:
        parts.append(f"An empty space ({floor}): " + ("a Fitting may be built here." if space.buildable
                                                         else "nothing may be built here."))
    if getattr(space, "ruined", "") and spot.get("fitting"):
        parts.append("Repaired from the wreck that lay here: it stays where it stands (it can't be moved or "
                     "taken apart).")
    parts.extend(printed_words(space, spot, floor))
    if getattr(space, "distance", 0):
        parts.append(street_words(space.distance))
    if getattr(space, "area", ""):
        parts.append(wing_words(space.area))
    if getattr(space, "sniper", False):
        parts.append(f"Sniper fire: whoever takes an action here is shot at once it is done (1-"
                     f"{SNIPER_HITS} on the black die: a Wound).")
    if space.ladder:
        parts.append("A ladder here joins the floors.")
    if space.hole_left:
        parts.append("A Hole in the wall on its left blocks the way sideways" +
                     (", boarded up against the Cold." if spot.get("board_up") else " and lets the Cold in."))
    if spot.get("wait"):
        parts.append("A WAIT token: resolved at Dawn.")
    coming = fitting_coming(view, space_id, content)
    fitting = record(content, "fittings", coming[0]) if coming else None
    if fitting is not None:
        how = {"build": "built", "repair": "repaired"}.get(coming[1], "moved")
        name = the(fitting.name)
        parts.append(f"{name[:1].upper()}{name[1:]} is to be {how} here this Action stage.")
    names = []
    for i in standing_on(view, space_id, space, content):
        doing = action_words(view, i, content)
        names.append(character_name(view, i, content) + (f" ({doing})" if doing else ""))
    if names:
        parts.append("Here: " + ", ".join(names) + ".")
    return " ".join(parts)


def shelter_back_name(card_id: str | None, content: Any = None) -> str:
    """What a Shelter card's back names (its own name, for Rubble, whose back is its Remnants side): the words
    on its plate with everything revealed (a replay). "" for no such card."""
    card = record(content, "shelter_cards", card_id)
    if card is None:
        return ""
    return card.name if card.kind == "rubble" or not card.back_name else card.back_name


def revealed_card_words(spot: dict, content: Any = None) -> str:
    """With everything revealed (a replay, the view naming each card): the card on top, what lies on its back,
    and the cards under it, top first."""
    card = record(content, "shelter_cards", spot.get("card"))
    if card is None:
        return ""
    back = f"{card.back_name}: {card.back_text}" if card.back_text else card.back_name
    words = f"Revealed: {card.name}" + (f"; on its back, {back}" if back and not spot.get("remnants") else "")
    words += "" if words.endswith((".", "!", "?", ")")) else "."
    under = [getattr(record(content, "shelter_cards", c), "name", c) for c in spot.get("under") or ()]
    if under:
        words += " Under it: " + ", ".join(under) + "."
    return words


def risk(distance: int) -> str:
    return "a 1" if distance == 1 else f"1-{distance}"


def street_words(distance: int) -> str:
    return (f"The sniper: coming home from here ({DISTANCE_WORDS.get(distance, 'far')}), whoever went is shot "
            f"at on {risk(distance)} on the black die (a Wound). If that shot kills them, the action failed and "
            f"what it brought home is lost.")


def street_tip(distance: int) -> str:
    """The words over a distance of No Man's Home's Neighbourhood (element ``street:<distance>``)."""
    return (f"The Neighbourhood, {DISTANCE_WORDS.get(distance, 'far')}: places to go by day through the street "
            f"door, one action each, one Character a place each Action stage. " + street_words(distance) +
            " The farther the place, the likelier the shot. Shut on a day nobody may go Outside.")


def wing_words(area: str) -> str:
    return (f"In {WING_NAMES.get(area, area)} of The Crossing. By day, an action here for a Character last in "
            f"the other wing crosses the gap: shot at on 1-{SNIPER_HITS} on the black die first (a Wound; a shot "
            f"that kills means nothing is done). Before their first action of the day a Character may stand in "
            f"either wing, and the Storage is open from both.")


def gap_tip(floor: str) -> str:
    """The words of The Crossing's gap, where a floor's way crosses it (element ``gap:<floor>``)."""
    way = {"top": "a plank laid between the top floors", "ground": "the ground floor's passage behind sandbags",
           "cellar": "a tunnel dug between the cellars"}.get(floor, "the way across")
    return (f"The gap between the wings, crossed here by {way}. A sniper watches it: by day, whoever crosses "
            f"for an action (to the other wing than the one they were last in, either way) is shot at on "
            f"1-{SNIPER_HITS} on the black die (a Wound), before the action; killed, they do nothing. Never at "
            f"other times, nor for what needs no Character action.")


def wreck_words(space: Any, floor: str, content: Any = None) -> str:
    fitting = record(content, "fittings", space.ruined)
    if fitting is None:
        return f"A wrecked Fitting ({floor})."
    half = [(g.item, g.amount // 2) for g in fitting.cost if g.amount // 2]
    cost = ", ".join(f"{n} {goods_name(content, item)}" for item, n in half) or "nothing"
    return (f"A wrecked {fitting.name} ({floor}). Repair the Fitting (one action, {cost}: half its cost) builds "
            f"the {fitting.name} here, while its card is in the Fittings deck; nothing else can be built on it. "
            + fitting_words(fitting))


def printed_words(space: Any, spot: dict, floor: str) -> list[str]:
    """The action printed on a space of the board's back: what it does, open or covered."""
    printed = getattr(space, "printed", None)
    if printed is None:
        return []
    text = printed.text or (FIXED["poke_about"][1].partition(": ")[2] if printed.kind == "poke_about" else "")
    text = text[:1].upper() + text[1:]
    if spot.get("kind") or spot.get("fitting"):
        under = "the card" if spot.get("kind") else "the Fitting"
        return [f"Printed under {under}: {printed.name}, open once the space is clear. {text}"]
    build = " A Fitting may be built here, covering it." if space.buildable else ""
    if printed.kind == "place_fitting":
        return [f"{printed.name} ({floor}, printed on the board). {text} A Fitting built from the left wing's "
                f"own place needs nobody to cross the gap; nothing is built on this space itself."]
    return [f"{printed.name} ({floor}, printed on the board; one action). {text}{build}"]


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
    if person.get("area") and person.get("alive", True):
        parts.append(f"Today in {WING_NAMES.get(person['area'], person['area'])} of The Crossing.")
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
