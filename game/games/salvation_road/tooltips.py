"""The words of Salvation Road's table: the tooltip of every element the board draws, as plain
text built from the view alone (no pygame, so it is tested without a display).

``tooltip(view, element_id)`` answers for any element id the board uses (see the board package's
docstring for the list), or None when the view has no such element. The board calls the
functions below as it draws each element, so its hitboxes carry the same words. Two ids stand
on the table more than once: ``apocalypse`` (the deck, then the card being resolved:
``apocalypse_card_tip``) and ``talk`` (the heading, ``TALK_HELP``, and one pill per group:
``talk_group_tip``); ``tooltip`` gives the deck's and the heading's.

The rules' sentences the words are built around (``RESOURCE_HELP``, ``WOUND_HELP``,
``PHASE_HELP``...) live in ``help_texts`` and are re-exported here. Hidden information stays
hidden: an unrevealed wound's text never names a type, and a face-down location's never names
the location.
"""
from __future__ import annotations

from typing import Any

from .help_texts import (APOCALYPSE_HELP, PHASE_HELP, PHASE_NAMES, PHASES, RESOURCE_HELP, TALK_HELP, UNREVEALED_HELP,
                         WOUND_HELP)
from .piece_names import APOCALYPSE_TYPES, RESOURCE_NAMES, RESOURCES, WOUND_NAMES, WOUND_TYPES
from .table_facts import (TableFacts, as_dict, as_list, die_fields, health_of, int_or, outcome_summary, plural,
                          resource_list, track_label)


# --- header -------------------------------------------------------------------
def round_tip(rnd: int) -> str:
    """The round counter."""
    return f"Round {rnd}. The game ends when the group travels to Salvation, or is lost."


def first_player_tip(seat: dict) -> str:
    """The first player's badge (``seat``: the first player's seat)."""
    return (f"First player: {seat.get('name')}. The first player activates first, rolls the threat dice and "
            "draws the apocalypse card.")


# --- roadmap ------------------------------------------------------------------
def road_deck_tip(count: int, top: list[str]) -> str:
    """The road deck: how many cards are left and what the top one needs."""
    return (f"Road deck: {plural(count, 'card')}"
            + (f" (the top one needs {', '.join(RESOURCE_NAMES.get(r, r) for r in top)})" if top else "")
            + ". Scouting draws from the bottom of the deck; travelling draws any missing road cards from it too.")


def road_tip(i: int, road: dict | None) -> str:
    """Road slot i: a scouted road card (explored or not), or None for a slot not scouted yet."""
    if road is None:
        return (f"Road {i + 1}: not scouted yet. When the group travels, a road card is drawn from the bottom "
                "of the deck, explored and paid for this slot.")
    if road.get("explored"):
        name = road.get("name") or "Explored road"
        return (f"Road {i + 1}: {name} (explored). Cost to pass: {resource_list(as_dict(road.get('cost')))}, paid "
                "from the truck when the group travels.")
    needs = [RESOURCE_NAMES.get(str(r), str(r)) for r in as_list(road.get("needs"))]
    return (f"Road {i + 1}: unexplored. It needs {', '.join(needs) if needs else 'resources'}; the exact cost "
            "shows once it is explored (at a recon location, or when the group travels).")


def toll_tip(count: int) -> str:
    """Salvation's gate: how many search cards the toll draws."""
    return (f"Salvation's toll: at the gate, draw {plural(count, 'search card')} and pay, for each, one or two of "
            "the resources it shows from the truck.")


# --- compound and truck -------------------------------------------------------------
def compound_tip(facts: TableFacts, here: list[str]) -> str:
    """The compound, naming who is at home."""
    return (f"The compound: {plural(len(here), 'character')} at home"
            + (f" ({', '.join(facts.char_name(c) for c in here)})" if here else "")
            + ". Fight, shoot and rest happen here; the truck is loaded here; no threat roll here.")


def marauder_pool_tip(bikes: int, buggies: int) -> str:
    """The marauders still to come."""
    return (f"Marauder pool: {plural(bikes, 'bike')} and {plural(buggies, 'buggy', 'buggies')} still to come. "
            "Apocalypse cards, painful wounds and some abilities put them on the fence, bikes first.")


def fence_tip(capacity: int, bikes: int, buggies: int) -> str:
    """The fence ring: how full it is, and what happens when it fills."""
    on = bikes + buggies
    tip = (f"The fence: {on} of {capacity} marauders ({plural(bikes, 'bike')}, {plural(buggies, 'buggy', 'buggies')}). "
           f"{plural(capacity - on, 'socket')} left: if the last marauder is placed, the compound falls and the group "
           "loses. Bikes are placed first, buggies only when the bikes run out; fight removes one and shoot (1 Ammo) "
           "three, buggies first.")
    if buggies > 0:
        tip += " A buggy is on the fence: a war card could overrun the compound."
    return tip


def truck_tip(truck: dict) -> str:
    """The truck and everything loaded on it."""
    total = sum(max(0, int_or(truck.get(r))) for r in RESOURCES)
    return (f"The truck: {total} resources loaded ({resource_list(truck)}). Characters at the compound load it "
            "with a transfer, or take one resource back. Its cargo can't pay costs or actions and apocalypse cards "
            "can't touch it; it pays the road and the toll when the group travels. A 3X token stands for three.")


def truck_cargo_tip(res: str, n: int) -> str:
    """One resource of the truck's cargo (groups of three lie on the 3X spot)."""
    groups, singles = divmod(n, 3)
    detail = f" ({groups} on the 3X spot + {singles})" if groups else ""
    return f"{RESOURCE_NAMES[res]} on the truck: {n}{detail}. {RESOURCE_NAMES[res]} {RESOURCE_HELP[res]}"


# --- locations ----------------------------------------------------------------------
def face_down_tip(slot: int) -> str:
    """A face-down location: only its slot, never its name."""
    return (f"Face-down location (slot {slot + 1}). The first character to move here flips it, puts the "
            "threat token on its track and draws a search card for its supply.")


def location_track(loc: dict) -> list[int]:
    """A location's printed threat track (the usual one when the view has none)."""
    return [int_or(v) for v in as_list(loc.get("track"))] or [0, 1, 1, 2, 2, 3]


def location_tip(facts: TableFacts, loc: dict, track: list[int], here: list[str]) -> str:
    """A face-up location: name, ability, threat track, supply and who is here (one line each)."""
    name = str(loc.get("name") or loc.get("id"))
    lines = [name + (" (recon location: scout or explore road cards here)" if loc.get("recon") else "")]
    ability = as_dict(loc.get("ability"))
    if ability:
        state = " - OVERRUN: gone for the rest of the game" if loc.get("overrun") else (
            " - used this round" if loc.get("used") else " (once per round)")
        lines.append(f"{ability.get('name', 'Ability')}{state}: {ability.get('text', '')}")
    spaces = []
    threat = loc.get("threat")
    k = int_or(threat, -1) if threat is not None else -1
    for i, mod in enumerate(track):
        label = "skull (overrun)" if i == len(track) - 1 else track_label(mod)
        spaces.append(f"[{label}]" if i == k else label)
    line = "Threat track: " + " ".join(spaces)
    if 0 <= k < len(track):
        line += (f". A threat roll here rolls one die per character + {track[k]}."
                 + (" Overrun: a search adds only one resource, the ability is lost." if k == len(track) - 1 or
                    loc.get("overrun") else " Each search moves the threat one space right."))
    lines.append(line)
    lines.append(f"Supply: {resource_list(as_dict(loc.get('supply')))}")
    if here:
        lines.append(f"Here ({len(here)}/3): " + ", ".join(facts.char_name(c) for c in here))
    else:
        lines.append("Nobody here (at most 3 characters).")
    return "\n".join(lines)


def supply_tip(facts: TableFacts, lid: str, res: str, n: int) -> str:
    """One resource of a location's supply."""
    return (f"{RESOURCE_NAMES[res]} in the supply of {facts.loc_name(lid)}: {n}. A gather action takes one. "
            f"{RESOURCE_NAMES[res]} {RESOURCE_HELP[res]}")


# --- characters ---------------------------------------------------------------------
def character_tip(facts: TableFacts, ch: dict) -> str:
    """A character's card and standee: who, where, ability, health and what it did this round."""
    name = str(ch.get("name") or ch.get("id"))
    kind = "survivor" if ch.get("kind") == "survivor" else "hero"
    seat = facts.seat_of(ch)
    owner = f", played by {seat.get('name')}" if seat else ""
    lines = [f"{name} ({kind}{owner})" + ("" if ch.get("defeated") else f" · at {facts.loc_name(ch.get('location'))}")]
    ability = as_dict(ch.get("ability"))
    if ability:
        lines.append(f"{ability.get('name', 'Ability')}: {ability.get('text', '')}")
    slots = as_list(ch.get("slots"))
    wounds = [s for s in slots if isinstance(s, dict) and s.get("wound") is not None]
    res = [s for s in slots if isinstance(s, dict) and s.get("resource") is not None]
    hidden = sum(1 for s in wounds if str(s.get("wound")) not in WOUND_TYPES)
    shown = [WOUND_NAMES.get(str(s.get("wound")), "wound").lower() for s in wounds
             if str(s.get("wound")) in WOUND_TYPES]
    wparts = ([plural(hidden, 'unrevealed wound')] if hidden else []) + shown
    holding = ', '.join(RESOURCE_NAMES.get(str(s.get('resource')), str(s.get('resource'))) for s in res)
    lines.append(f"Health {len(slots) or int_or(ch.get('health'))}: " + (", ".join(wparts) if wparts else "no wounds")
                 + (f"; holding {holding}" if res else "; holding nothing"))
    state = []
    if ch.get("defeated"):
        state.append("defeated: out of the game")
    else:
        if ch.get("activated"):
            state.append("has acted this round")
        elif facts.is_active(ch.get("id")):
            state.append(f"acting now: {plural(max(0, int_or(ch.get('actions_left'))), 'action')} left")
        if ch.get("delayed"):
            state.append("delayed: must spend the next action to recover")
        used = [w for k, w in (("used_transfer", "free transfer"), ("used_food", "food for an extra action"),
                               ("used_fuel", "fuel to drive")) if ch.get(k)]
        if used:
            state.append("used this round: " + ", ".join(used))
    if state:
        lines.append("; ".join(state).capitalize() + ".")
    return "\n".join(lines)


def wound_tip(kind: Any) -> str:
    """What a wound token's tooltip says: a revealed type's meaning, or only that it is hidden."""
    kind = str(kind)
    if kind in WOUND_HELP:
        return WOUND_HELP[kind]
    return UNREVEALED_HELP


def health_circle_tip(ch: dict, i: int, content: Any) -> str:
    """One health circle of a character's card: the wound or resource in it, or empty."""
    head = f"{str(ch.get('name') or ch.get('id'))}, health circle {i + 1}: "
    if isinstance(content, dict) and content.get("wound") is not None:
        return head + wound_tip(content.get("wound"))
    if isinstance(content, dict) and content.get("resource") is not None:
        res = str(content.get("resource"))
        return head + f"{RESOURCE_NAMES.get(res, res)}. {RESOURCE_NAMES.get(res, res)} {RESOURCE_HELP.get(res, '')}"
    return head + "empty: it can hold a resource or take a wound."


# --- decks --------------------------------------------------------------------------
def apocalypse_deck_tip(count: int, top_type: Any) -> str:
    """The apocalypse deck (``top_type``: the type on top of the discard)."""
    tip = (f"Apocalypse deck: {plural(count, 'card')} left. One is drawn each round; when the last is drawn "
           "the group must travel that round or lose.")
    if top_type:
        tip += (f" If a drawn card is a {top_type} card like the top of the discard, the group may discard it "
                "unresolved and draw again (losing a round).")
    return tip


def apocalypse_card_tip(card: dict) -> str:
    """An apocalypse card: its name, type, text and what its type does."""
    kind = str(card.get("type") or "")
    name = str(card.get("name") or "Apocalypse card")
    text = str(card.get("text") or "")
    return f"{name} ({kind}): {text}\n{APOCALYPSE_HELP.get(kind, '')}".strip()


def discard_tip(kind: str, cards: list[dict], is_top: bool) -> str:
    """One type's pile in the apocalypse discard."""
    names = ", ".join(str(d.get("name") or d.get("id")) for d in cards)
    return (f"{kind.title()} cards drawn: {len(cards)}" + (f" ({names})" if names else "") + ". "
            + APOCALYPSE_HELP[kind] + (" It is the top of the discard now." if is_top else ""))


def search_tip(deck: int, discarded: int) -> str:
    """The search deck and its discard."""
    return (f"Search deck: {deck} cards, {discarded} in the discard. A search (and the first visit to a location) "
            "draws one and adds the resources it shows to the location supply; at Salvation's gate they set the toll.")


# --- dice ---------------------------------------------------------------------------
def die_tip(die: Any) -> str:
    """One die of a roll: its colour and wounds."""
    color, wounds = die_fields(die)
    return (f"{color.title()} threat die: {plural(wounds, 'wound')}."
            + (" Red dice are grabbed only when the blue ones run out." if color == "red" else ""))


def rolled_die_tip(die: Any, picked: bool) -> str:
    """A die of the threat roll being resolved (``picked``: chosen for the ammo reroll)."""
    return die_tip(die) + (" Picked to be rerolled." if picked else "")


def dice_legend_tip(color: str, count: int, sides: list[int]) -> str:
    """The dice of one colour in the box, with their six sides."""
    return (f"{count} {color} threat dice; their six sides show " + ", ".join(str(w) for w in sides[:6]) + " wounds."
            + (" Red dice are grabbed only when the blue ones run out." if color == "red" else ""))


def roll_total_tip(wounds: int, current: bool) -> str:
    """The wound total of a roll (``current``: the threat roll being resolved)."""
    return (f"{plural(wounds, 'wound')} from this roll"
            + (", divided among the characters there; ammo can buy rerolls first." if current else "."))


# --- pools, talk ----------------------------------------------------------------------
def pool_tip(kind: str, n: int | None) -> str:
    """A supply pool: a resource's, or the wound pool's (kind "wound")."""
    if kind == "wound":
        return (f"Wound pool: {n if n is not None else '?'} unrevealed wound tokens. Wounds are drawn face down; "
                "nobody may look at the other side.")
    return f"{RESOURCE_NAMES[kind]} in the pool: {n if n is not None else 'plenty'}."


def talk_group_tip(names: list[str]) -> str:
    """One group of players who may talk together (a group of one talks to nobody)."""
    if len(names) == 1:
        return f"{names[0]} is alone and may talk to nobody."
    return "May talk together: " + ", ".join(names)


# --- any element ------------------------------------------------------------------------
def tooltip(view: Any, element_id: str) -> str | None:
    """The tooltip of one element of the table in this view (None: the view has no such element)."""
    facts = view if isinstance(view, TableFacts) else TableFacts.read(view)
    kind, _, rest = str(element_id).partition(":")
    simple = _SIMPLE.get(str(element_id))
    if simple is not None:
        return simple(facts)
    maker = _BY_KIND.get(kind)
    return maker(facts, rest) if maker is not None and rest else None


def _phase(facts: TableFacts) -> str | None:
    return PHASE_HELP.get(str(facts.view.get("phase") or ""))


def _first_player(facts: TableFacts) -> str | None:
    seat = facts.first_seat()
    return first_player_tip(seat) if seat is not None else None


def _road_deck(facts: TableFacts) -> str:
    road = facts.roadmap()
    return road_deck_tip(road.deck, road.deck_top)


def _compound(facts: TableFacts) -> str:
    return compound_tip(facts, facts.compound().here)


def _marauder_pool(facts: TableFacts) -> str:
    comp = facts.compound()
    return marauder_pool_tip(comp.pool_bikes, comp.pool_buggies)


def _fence(facts: TableFacts) -> str:
    comp = facts.compound()
    return fence_tip(comp.capacity, comp.bikes, comp.buggies)


def _search(facts: TableFacts) -> str:
    return search_tip(*facts.search())


def _discard_last(facts: TableFacts) -> str | None:
    apoc = facts.apocalypse()
    return "Last drawn: " + apocalypse_card_tip(apoc.discard[-1]) if apoc.discard and not apoc.current else None


def _roll_total(facts: TableFacts) -> str | None:
    roll = facts.roll()
    return roll_total_tip(roll.wounds, roll.current) if roll.dice else None


def _wounds(facts: TableFacts) -> str:
    return pool_tip("wound", facts.pools()[-1][1])


def _outcome(facts: TableFacts) -> str | None:
    outcome = facts.outcome()
    return outcome_summary(outcome) if outcome is not None else None


def _phase_named(facts: TableFacts, name: str) -> str | None:
    return PHASE_HELP.get(name) if name in PHASES else None


def _road(facts: TableFacts, index: str) -> str | None:
    road, i = facts.roadmap(), int_or(index, -1)
    if not 0 <= i < road.slots:
        return None
    return road_tip(i, road.roads[i] if i < len(road.roads) else None)


def _face_down(facts: TableFacts, slot: str) -> str | None:
    for loc in as_list(facts.view.get("locations")):
        if isinstance(loc, dict) and not (loc.get("face_up") and loc.get("id")) and \
                str(int_or(loc.get("slot"), 0)) == slot:
            return face_down_tip(int_or(slot))
    return None


def _location(facts: TableFacts, lid: str) -> str | None:
    loc = facts.locs.get(lid)
    if loc is not None and loc.get("face_up"):
        return location_tip(facts, loc, location_track(loc), facts.characters_at(loc))
    return _face_down(facts, lid[5:]) if lid.startswith("slot-") else None


def _supply(facts: TableFacts, rest: str) -> str | None:
    lid, _, res = rest.rpartition(":")
    loc = facts.locs.get(lid)
    if loc is None or not loc.get("face_up") or res not in RESOURCES:
        return None
    return supply_tip(facts, lid, res, max(0, int_or(as_dict(loc.get("supply")).get(res))))


def _truck_cargo(facts: TableFacts, res: str) -> str | None:
    return truck_cargo_tip(res, max(0, int_or(facts.truck().get(res)))) if res in RESOURCES else None


def _character(facts: TableFacts, cid: str) -> str | None:
    ch = facts.chars.get(cid)
    return character_tip(facts, ch) if ch is not None else None


def _health_circle(facts: TableFacts, rest: str) -> str | None:
    cid, _, index = rest.rpartition(":")
    ch, i = facts.chars.get(cid), int_or(index, -1)
    if ch is None or not 0 <= i < health_of(ch):
        return None
    slots = as_list(ch.get("slots"))
    return health_circle_tip(ch, i, slots[i] if i < len(slots) else None)


def _discard(facts: TableFacts, kind: str) -> str | None:
    if kind not in APOCALYPSE_TYPES:
        return None
    apoc = facts.apocalypse()
    cards = [d for d in apoc.discard if str(d.get("type")) == kind]
    return discard_tip(kind, cards, bool(apoc.top_type is not None and str(apoc.top_type) == kind and cards))


def _rolled_die(current: bool):
    def tip(facts: TableFacts, index: str) -> str | None:
        roll, k = facts.roll(), int_or(index, -1)
        if roll.current != current or not 0 <= k < len(roll.dice):
            return None
        return rolled_die_tip(roll.dice[k], k in roll.selected)
    return tip


def _legend(facts: TableFacts, color: str) -> str | None:
    if facts.roll().dice:
        return None
    return next((dice_legend_tip(c, n, sides) for c, n, sides in facts.dice_legend() if c == color), None)


def _pool(facts: TableFacts, res: str) -> str | None:
    return next((pool_tip(kind, n) for kind, n in facts.pools() if kind == res and kind != "wound"), None)


_SIMPLE = {
    "round": lambda facts: round_tip(int_or(facts.view.get("round"), 1)),
    "phase": _phase,
    "first-player": _first_player,
    "road-deck": _road_deck,
    "toll": lambda facts: toll_tip(facts.roadmap().toll),
    "compound": _compound,
    "marauder-pool": _marauder_pool,
    "fence": _fence,
    "truck": lambda facts: truck_tip(facts.truck()),
    "apocalypse": lambda facts: apocalypse_deck_tip(facts.apocalypse().deck, facts.apocalypse().top_type),
    "discard:last": _discard_last,
    "search": _search,
    "roll-total": _roll_total,
    "wounds": _wounds,
    "talk": lambda facts: TALK_HELP if as_list(facts.view.get("talk_groups")) else None,
    "outcome": _outcome,
}
_BY_KIND = {
    "phase": _phase_named,
    "road": _road,
    "location-slot": _face_down,
    "location": _location,
    "supply": _supply,
    "truck": _truck_cargo,
    "character": _character,
    "slot": _health_circle,
    "discard": _discard,
    "die": _rolled_die(True),
    "lastdie": _rolled_die(False),
    "dice": _legend,
    "pool": _pool,
}

__all__ = ["tooltip", "RESOURCE_HELP", "WOUND_HELP", "UNREVEALED_HELP", "APOCALYPSE_HELP", "PHASES", "PHASE_NAMES",
           "PHASE_HELP", "TALK_HELP", "round_tip", "first_player_tip", "road_deck_tip", "road_tip", "toll_tip",
           "compound_tip", "marauder_pool_tip", "fence_tip", "truck_tip", "truck_cargo_tip", "face_down_tip",
           "location_track", "location_tip", "supply_tip", "character_tip", "wound_tip", "health_circle_tip",
           "apocalypse_deck_tip", "apocalypse_card_tip", "discard_tip", "search_tip", "die_tip", "rolled_die_tip",
           "dice_legend_tip", "roll_total_tip", "pool_tip", "talk_group_tip"]
