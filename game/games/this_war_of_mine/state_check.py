"""What a saved This War of Mine state must look like before it is trusted (see core/statecheck.py): the
shape of every field, and the rules across them. Every card of each deck in play (the core box's and the
chosen modules') is in exactly one place; no
more than 4 Characters are in the group; every State is 1-4 (0 is no token); no goods beyond the box
(Wood and Components may pass it through the Storage x5, L349); at most 3 WAIT tokens and 3 Board-Ups."""
from __future__ import annotations

from collections import Counter

from ...core.statecheck import RNG_SHAPE, Check, Fields, Flag, IdOf, Int, Json, ListOf, MapOf, Maybe, Text
from .effects import BOARD_UPS, FIGURE_PLACES, MAX_CHARACTERS, STATES, WAIT_TOKENS

MANY = 10**6
RESOURCES = ("water", "wood", "components")
PHASES = ("morning", "day", "dusk", "evening", "scavenging", "night_raid", "dawn", "over")


def _goods(data: dict) -> Counter:
    held = Counter(data["storage"]) + Counter(data["findings_pile"])
    for pile in data["hidden"].values():
        held += Counter(pile)
    for person in data["characters"]:
        held += Counter(person["treatments"])
    for role in data["roles"].values():         # what a Semi-Coop Role has taken out of the Storage
        held += Counter(role["tokens"])
    return held


def _places(data: dict, table: str) -> Counter:
    """Where each card of a table is: its decks, the cards in play, the Waste bag."""
    lists = {
        "events": [[c for c in data["events_deck"] if not c.startswith("chapter-")], data["events_up"]],
        "locations": [data["locations_deck"], data["locations_removed"], list(data["locations"].values())],
        "exploration": [data["exploration_deck"], data["unknown"]],
        "residents": [data["residents_deck"], data["residents_aside"]],
        "night_raids": [data["night_raids_deck"], data["night_raids_aside"]],
        "visitors": [data["visitors_deck"]],
        "fate": [data["fate_deck"]],
        "narrative_actions": [data["narrative_deck"], data["narrative_held"], (data["orphans"] or {}).get("deck", [])],
        "fittings": [data["fittings_deck"], data["ideas_deck"],
                     [spot["fitting"] for spot in data["shelter"].values() if spot["fitting"]]],
        "opportunities": [data["opportunities"]],
        "roles": [data["roles_deck"], [held["card"] for held in data["roles"].values()]],
        "conflicts": [data["conflicts_deck"], [held["card"] for held in data["conflicts"].values()]],
        "heart_of_the_city": [data["heart_deck"]],
        "wares": [(data["market"] or {}).get("wares", [])] + [t["stalls"] for t in data["task_stack"] if t["t"] == "market"],
    }[table]
    found = Counter(card for cards in lists for card in cards)
    found += Counter(entry.partition(":")[2] for entry in data["waste"] if entry.startswith(f"{table}:"))
    return found


# the decks only a module or mode plays, whole: the Table's, and Semi-Coop's Roles and Conflicts
OWN_DECKS = {"opportunities": "the_table", "roles": "semi_coop", "conflicts": "semi_coop",
             "heart_of_the_city": "heart_of_the_city", "wares": "farmers_market"}
# what may be away from its deck in the middle of a scene (a card being read, the slot, a discard, an offer)
IN_PLAY = {"exploration", "residents", "visitors", "night_raids", "narrative_actions", "events",
           "roles"}        # the Roles offered at setup, until each player has kept one


def _state_problems(data: dict, content) -> list[str]:
    from .rules.setup import in_play       # here: the rules import this module
    problems = []
    group = [p for p in data["characters"] if p["alive"] and not p["left"]]
    if len(group) > MAX_CHARACTERS:
        problems.append(f"{len(group)} Characters in the group; at most {MAX_CHARACTERS}")
    for item, n in _goods(data).items():
        table = content.tables["resources"] if item in RESOURCES else content.tables["tokens"]
        if item not in table:
            problems.append(f"{item!r} is no token or resource of this game")
        elif n > table[item].count and item not in ("wood", "components"):
            problems.append(f"{n} {item} held; the box has {table[item].count}")
    for kind, record in content.tables["figures"].items():
        n = sum(place.get(kind, 0) for place in (data["figures"] or {}).values())
        if n > record.count:
            problems.append(f"{n} {kind} figures on the board; the box has {record.count}")
    if sum(spot["wait"] for spot in data["shelter"].values()) > WAIT_TOKENS:
        problems.append(f"more than {WAIT_TOKENS} WAIT tokens")
    if sum(spot["board_up"] for spot in data["shelter"].values()) > BOARD_UPS:
        problems.append(f"more than {BOARD_UPS} Board-Ups")
    for table in ("events", "locations", "exploration", "residents", "night_raids", "visitors", "fate",
                  "narrative_actions", "fittings", "opportunities", "roles", "conflicts", "heart_of_the_city", "wares"):
        wanted = set(in_play(content, data["options"], table)) if table not in OWN_DECKS else (
            set(content.tables[table]) if OWN_DECKS[table] in data["options"] else set())
        found, wanted = _places(data, table), Counter(wanted)
        extra = found - wanted
        if extra:
            problems.append(f"{table} cards in two places at once: {', '.join(sorted(extra)[:3])}")
        missing = wanted - found
        if missing and table not in IN_PLAY:
            problems.append(f"{table} cards missing: {', '.join(sorted(missing)[:3])}")
    return problems


PERSON = Fields({
    "id": IdOf("characters"), "states": MapOf(Text(STATES), Int(1, 4)), "treatments": ListOf(IdOf("tokens"), 12),
    "place": Text(), "starting": Flag(), "alive": Flag(), "left": Flag(), "away": Flag(), "asleep": Flag(),
    "stopped": Flag(), "joined_day": Int(0, MANY)}, open=True)
SPOT = Fields({"card": Maybe(IdOf("shelter_cards")), "remnants": Flag(), "fitting": Maybe(IdOf("fittings")),
               "wait": Flag(), "board_up": Flag()}, optional={"under": ListOf(IdOf("shelter_cards"), max_length=8)})
GOODS = MapOf(Text(), Int(0, 99))
ROLE = Fields({"card": IdOf("roles"), "revealed": Flag(), "tokens": GOODS, "character": Maybe(Int(0, 99)),
               "target": Maybe(Int(0, 99))})
ORPHANS = Fields({}, optional={"card": IdOf("orphans"), "happiness": Int(0, 10), "deck": ListOf(IdOf("narrative_actions"), 12),
                             "seen": ListOf(Text(("low", "full")), 2), "cared": Flag(), "lost": Flag()})
STORY_PARAGRAPH = 4000                    # a script's heading and text, as the reader shows it
STORY = Text(max_length=STORY_PARAGRAPH * 40)   # the story read since the last question
TACTICS_RUN = Fields({   # the fight under way on the Tactics map (rules/tactics.py)
    "side": IdOf("tactics_maps"), "tokens": MapOf(Text(), Int(1, 2)), "held": Int(0, 9), "at": MapOf(Text(), Text()),
    "gear": Json(), "marks": ListOf(Text(), max_length=4), "foes": ListOf(Json(), max_length=9), "turn": Int(1, 31),
    "turns": Int(4, 30), "alarm": Flag(), "acting": Json(), "left": ListOf(Int(0, 40), max_length=20), "killed": Flag(),
    "thugs": Flag(), "cause": Text(), "won_script": Text(), "won": Json(), "fled": Json(), "card": Json()})


STATE_SHAPE = Check(Fields({
    "version": Int(1, 99), "rng": RNG_SHAPE,
    "seat_names": ListOf(Text(), max_length=4), "variants": ListOf(Text(), max_length=40),
    "difficulty": Text(("normal", "hard", "hardcore")), "options": ListOf(Text(), max_length=40),
    "leader": Int(0, 3), "day": Int(1, 99), "phase": Text(PHASES), "stage": Int(0, 4),
    "events_deck": ListOf(Text(), max_length=30), "events_up": ListOf(IdOf("events"), max_length=30),
    "chapter": Int(0, 3), "objectives_deck": ListOf(IdOf("objectives"), max_length=20),
    "objective_counter": Int(0, 99),
    "locations": MapOf(Text(("close", "distant", "far")), IdOf("locations")),
    "locations_deck": ListOf(IdOf("locations"), max_length=60),
    "locations_removed": ListOf(IdOf("locations"), max_length=60),
    "exploration_deck": ListOf(IdOf("exploration"), max_length=60),
    "exploration_discard": ListOf(IdOf("exploration"), max_length=60),
    "unknown": ListOf(IdOf("exploration"), max_length=60), "slot": ListOf(Text(), max_length=20),
    "residents_deck": ListOf(IdOf("residents"), max_length=60),
    "residents_aside": ListOf(IdOf("residents"), max_length=60),
    "night_raids_deck": ListOf(IdOf("night_raids"), max_length=60),
    "night_raids_aside": ListOf(IdOf("night_raids"), max_length=60),
    "findings_deck": ListOf(IdOf("findings"), max_length=60), "visitors_deck": ListOf(IdOf("visitors"), max_length=60),
    "characters_deck": ListOf(IdOf("characters"), max_length=30),
    "fittings_deck": ListOf(IdOf("fittings"), max_length=60), "ideas_deck": ListOf(IdOf("fittings"), max_length=60),
    "fate_deck": ListOf(IdOf("fate"), max_length=30),
    "narrative_deck": ListOf(IdOf("narrative_actions"), max_length=60),
    "narrative_held": ListOf(IdOf("narrative_actions"), max_length=60),
    "colors_deck": ListOf(IdOf("colors"), max_length=10),
    "shelter": MapOf(IdOf("shelter"), SPOT),
    "secret_objectives": MapOf(Text(), Fields({"card": IdOf("hidden_objectives"), "fulfilled": Flag()})),
    "roles": MapOf(Text(), ROLE), "conflicts": MapOf(Text(), Fields({"card": IdOf("conflicts"), "played": Flag()})),
    "roles_deck": ListOf(IdOf("roles"), max_length=40), "conflicts_deck": ListOf(IdOf("conflicts"), max_length=40),
    "heart_deck": ListOf(IdOf("heart_of_the_city"), max_length=20),
    "orphans": ORPHANS,
    "figures": MapOf(Text(choices=FIGURE_PLACES), MapOf(IdOf("figures"), Int(1, 6))),
    "street": ListOf(IdOf("street"), max_length=9),
    "sewers": Fields({}, optional={"tiles": ListOf(IdOf("sewer_tiles"), 20), "rooms": ListOf(IdOf("sewer_rooms"), 30),
                                   "rooms_used": ListOf(IdOf("sewer_rooms"), 30),
                                   "corridors": ListOf(IdOf("sewer_corridors"), 30),
                                   "corridors_used": ListOf(IdOf("sewer_corridors"), 30), "trip": Json()}),
    "tactics": Fields({}, optional={"rooms": ListOf(IdOf("tactics_cards"), 30), "rooms_used": ListOf(IdOf("tactics_cards"), 30),
                                    "cover": ListOf(IdOf("tactics_cards"), 30), "cover_used": ListOf(IdOf("tactics_cards"), 30),
                                    "run": Maybe(TACTICS_RUN)}),
    "market": Fields({}, optional={"wares": ListOf(IdOf("wares"), 30), "tolerance": Int(0, 5)}),
    "pet": Maybe(IdOf("companions")), "opportunities": ListOf(IdOf("opportunities"), max_length=20), "storage": GOODS, "storage_x5": GOODS, "findings_pile": GOODS,
    "characters": ListOf(PERSON, max_length=20), "cold": Int(0, 6), "noise": Int(1, 8), "scene": Json(),
    "flags": MapOf(Text(), Text()), "rules_on": MapOf(Text(), Text()), "waste": ListOf(Text(), max_length=300),
    "task_stack": ListOf(Json(), max_length=200), "pending": Maybe(Fields({"k": Text()}, optional={"body": STORY}, open=True)),
    "last_roll": Json(), "stats": Json(), "result": Json(), "hidden": MapOf(IdOf("locations"), GOODS), "story": ListOf(Text(max_length=STORY_PARAGRAPH), max_length=400),
}), _state_problems)
