"""What a saved Wasted Wilds state must look like before it is trusted (see core/statecheck.py).

`conservation_problems` is also the simulation tests' invariant: every card is in exactly one place
(a deck, a hand, a discard pile, a play area, attached, on a tile, on an objective or out of the game),
the monster tokens on the map and in the supply add up, no tile holds more than 3, and gear fits its
survivor's storage (except while they are choosing what to discard to make it fit)."""
from __future__ import annotations

from collections import Counter

from ...core.statecheck import RNG_SHAPE, Check, Fields, Flag, IdOf, Int, Json, ListOf, MapOf, Maybe, Text
from .effects import monster_cards

MANY = 999
TOKEN_SUPPLY = 30      # rules/state.py holds the same number; the check is read without the rules
MAX_TOKENS = 3


def _scavenge_places(data: dict) -> list[str]:
    cards = []
    for deck in ("red", "green", "blue"):
        cards += data["scavenge_decks"][deck] + data["scavenge_discards"][deck]
    for survivor in data["survivors"]:
        cards += survivor["supplies"] + [held["card"] for held in survivor["gear"] if held.get("src") == "g"]
    for place in data["map"].values():
        cards += place["dropped"]
    cards += [task["card"] for task in data["task_stack"] if task.get("t") == "supply"]
    return cards


def conservation_problems(data: dict, content) -> list[str]:
    problems = []
    out = Counter(data["stats"].get("out_of_game", []))
    scavenge_tables = content.tables["scavenge"]
    expected = Counter({card_id: record.count for card_id, record in scavenge_tables.items()})
    found = Counter(_scavenge_places(data)) + Counter({c: n for c, n in out.items() if c in scavenge_tables})
    monsters = Counter(data["monster_deck"] + data["monster_discard"]
                       + [entry["card"] for survivor in data["survivors"] for entry in survivor["monsters"]])
    if data["phase"] not in ("choose", "map"):
        if found != expected:
            problems.append(f"the scavenge cards are not each in one place ({_difference(found, expected)})")
        wanted = Counter(monster_cards(content, content.tables["missions"][data["mission"]]))
        if monsters != wanted:
            problems.append(f"the monster cards are not each in one place ({_difference(monsters, wanted)})")
        for k, survivor in enumerate(data["survivors"]):
            mine = Counter(survivor["deck"] + survivor["hand"] + survivor["discard"]
                           + [held["card"] for held in survivor["gear"] if held.get("src") != "g"])
            mine += Counter({c: n for c, n in out.items() if c in content.tables["survivor_cards"]
                             and content.tables["survivor_cards"][c].deck == survivor["char"]})
            deck = Counter({c: r.count for c, r in content.tables["survivor_cards"].items()
                            if r.deck == survivor["char"]})
            if mine != deck:
                problems.append(f"survivor {k}'s cards are not each in one place ({_difference(mine, deck)})")
        statuses = Counter()
        for deck_id in data["status_decks"]:
            statuses += Counter(data["status_decks"][deck_id] + data["status_discards"][deck_id])
        statuses += Counter(s["card"] for survivor in data["survivors"] for s in survivor["status"])
        wanted_status = Counter({c: r.count for c, r in content.tables["status_cards"].items()})
        if statuses != wanted_status:
            problems.append(f"the status cards are not each in one place ({_difference(statuses, wanted_status)})")
    on_map = sum(place["tokens"] for place in data["map"].values())
    if on_map + data["tokens"] != TOKEN_SUPPLY:
        problems.append(f"{on_map} monster tokens on the map and {data['tokens']} in the supply; there are "
                        f"{TOKEN_SUPPLY}")
    crowded = [key for key, place in data["map"].items() if place["tokens"] > MAX_TOKENS]
    if crowded:
        problems.append(f"the tile at {crowded[0]} holds more than {MAX_TOKENS} monster tokens")
    return problems


def storage_problems(state) -> list[str]:
    """Gear within each living survivor's storage (read from the live state: the limits are the rules')."""
    from .rules.stats import storage_limit, storage_used
    if any(task.get("t") == "equip" for task in state.task_stack):
        return []
    return [f"survivor {k}'s gear takes {storage_used(state, k)} storage of {storage_limit(state, k)}"
            for k, survivor in enumerate(state.survivors)
            if survivor["alive"] and survivor["char"] and storage_used(state, k) > storage_limit(state, k)]


def _difference(found: Counter, expected: Counter) -> str:
    extra = sorted((found - expected).elements())[:3]
    missing = sorted((expected - found).elements())[:3]
    return ", ".join(filter(None, [f"extra: {', '.join(extra)}" if extra else "",
                                   f"missing: {', '.join(missing)}" if missing else ""]))


def _state_problems(data: dict, content) -> list[str]:
    problems = []
    if data["mission"] not in content.tables["missions"]:
        return [f"the mission {data['mission']!r} is not in this game's content"]
    for k, survivor in enumerate(data["survivors"]):
        if survivor["pos"] and survivor["pos"] not in data["map"]:
            problems.append(f"survivor {k} stands at {survivor['pos']}, off the map")
    return problems + ([] if problems else conservation_problems(data, content))


SURVIVOR = Fields({
    "char": Maybe(IdOf("characters")), "seat": Int(0, 3), "name": Text(), "damage": Int(0, MANY),
    "hunger": Int(1, 6), "starve": Int(-1, 20), "hand": ListOf(IdOf("survivor_cards"), max_length=60),
    "supplies": ListOf(IdOf("scavenge"), max_length=60), "deck": ListOf(IdOf("survivor_cards"), max_length=60),
    "discard": ListOf(IdOf("survivor_cards"), max_length=60), "gear": ListOf(Json(), max_length=20),
    "monsters": ListOf(Fields({"card": IdOf("monsters"), "uid": Int(0, 10**9), "damage": Int(0, MANY),
                               "stunned": Flag(), "poison": Int(0, MANY), "hurt": Flag()}), max_length=60),
    "status": ListOf(Fields({"card": IdOf("status_cards"), "deck": IdOf("status_decks"), "up": Flag()}),
                     max_length=40),
    "poison": Int(0, MANY), "armour": Int(0, MANY), "pos": Text(), "alive": Flag(), "out": Text()})
PLACE = Fields({"tile": IdOf("tiles"), "up": Flag(), "tokens": Int(0, TOKEN_SUPPLY), "barricade": Flag(),
                "scavenged": Flag(), "dropped": ListOf(IdOf("scavenge"), max_length=60)})
STATE_SHAPE = Check(Fields({
    "version": Int(1, 99),
    "rng": RNG_SHAPE,
    "seat_names": ListOf(Text(), max_length=4),
    "variants": ListOf(Text(), max_length=20),
    "mission": Text(),
    "phase": Text(("choose", "map", "play", "over")),
    "lenient": Flag(),
    "team": Int(1, 4),
    "survivors": ListOf(SURVIVOR, max_length=4),
    "map": MapOf(Text(), PLACE, max_length=60),
    "monster_deck": ListOf(IdOf("monsters"), max_length=200),
    "monster_discard": ListOf(IdOf("monsters"), max_length=200),
    "scavenge_decks": MapOf(Text(("red", "green", "blue")), ListOf(IdOf("scavenge"), max_length=200)),
    "scavenge_discards": MapOf(Text(("red", "green", "blue")), ListOf(IdOf("scavenge"), max_length=200)),
    "status_decks": MapOf(IdOf("status_decks"), ListOf(IdOf("status_cards"), max_length=200)),
    "status_discards": MapOf(IdOf("status_decks"), ListOf(IdOf("status_cards"), max_length=200)),
    "day_deck": ListOf(IdOf("day_night"), max_length=100),
    "day_discard": ListOf(IdOf("day_night"), max_length=100),
    "night": Maybe(IdOf("day_night")),
    "tokens": Int(0, TOKEN_SUPPLY),
    "clock": Int(0, 40), "laps": Int(0, MANY),
    "tribes": MapOf(IdOf("tribes"), Int(0, 5)),
    "objectives": ListOf(Fields({"stored": Int(0, MANY)}), max_length=20),
    "active": Int(0, 3), "step": Text(), "actions": Int(0, 20), "free_used": ListOf(Text(), max_length=20),
    "stopped": Flag(), "round": Int(0, 10**6), "turns": Int(0, 10**6),
    "setup_tiles": ListOf(IdOf("tiles"), max_length=60),
    "task_stack": ListOf(Json(), max_length=200),
    "pending": Maybe(Fields({"k": Text()}, open=True)),
    "last_roll": Json(),
    "stats": Json(),
    "result": Json(),
}), _state_problems)
