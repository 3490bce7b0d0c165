"""What a saved Everything Lost state must look like before it is trusted (see core/statecheck.py).

`conservation_problems` is also the simulation tests' invariant: the five white dice are in front of
you or in the holding box, every card of each deck is in exactly one place, the mob has room for 5.
"""
from __future__ import annotations

from ...core.statecheck import RNG_SHAPE, Check, Fields, Flag, IdOf, Int, Json, ListOf, MapOf, Maybe, Text

MANY = 999
ZONE = Text(tuple(f"{column}{row}" for column in "ABCDEF" for row in range(1, 5)))
SKILL = Text(("scavenger", "burglar", "leader", "soldier", "scout"))
SPECIAL = Text(("ambush", "barricade", "craft", "climb", "escape", "navigate"))
RESOURCE = Text(("antidote", "bandages", "materials", "food"))


def _where_cards_are(data: dict) -> dict[str, list[str]]:
    places = {
        "buildings": data["building_deck"] + data["building_discard"]
        + [c["card"] for c in data["active"] if c["deck"] == "building"]
        + [card for task in data["task_stack"] if task.get("t") == "clear" for card in task.get("drawn", [])],
        "rubble": data["rubble_deck"] + data["rubble_discard"]
        + [c["card"] for c in data["active"] if c["deck"] == "rubble"],
        "zombies": data["zombie_deck"] + data["zombie_discard"] + data["zombie_box"] + data["mob_skills"]
        + [entry["card"] for entry in data["mob"]]
        + [task["card"] for task in data["task_stack"] if task.get("t") == "fight" and task.get("card")],
        "weapons": data["weapon_deck"] + [w["id"] for w in data["weapons"]],
        "side_missions": data["side_deck"] + [record["card"] for record in data["side_missions"]],
    }
    return places


def conservation_problems(data: dict, content) -> list[str]:
    problems = []
    if data["hand"] + data["held"] != 5:
        problems.append(f"{data['hand']} white dice in front of you and {data['held']} in the holding box; there are 5")
    if len(data["mob"]) > 5:
        problems.append(f"the mob has {len(data['mob'])} cards; there is room for 5")
    for table, cards in _where_cards_are(data).items():
        expected = set(content.tables[table]) - ({"stick"} if table == "weapons" else set())
        if sorted(cards) != sorted(expected) and not (table == "rubble" and set(cards) <= expected
                                                      and len(cards) == len(set(cards))):
            doubled = sorted({card for card in cards if cards.count(card) > 1})
            missing = sorted(expected - set(cards))
            problems.append(f"the {table} cards are not each in one place"
                            + (f" (twice: {', '.join(doubled[:3])})" if doubled else "")
                            + (f" (nowhere: {', '.join(missing[:3])})" if missing and table != "rubble" else ""))
    return problems


def _state_problems(data: dict, content) -> list[str]:
    problems = []
    if data["pos"] not in data["zones"]:
        problems.append(f"you stand in {data['pos']}, a zone not on the map")
    if sum(1 for zone in data["zones"].values() if zone["home"]) != 1:
        problems.append("the map must have exactly one home zone")
    if data["mission"] not in content.tables["missions"]:
        problems.append(f"the mission {data['mission']!r} is not in this game's content")
    return problems + ([] if problems else conservation_problems(data, content))


CARD = Fields({"deck": Text(("building", "rubble")), "card": Text(), "flipped": Flag(),
               "used": ListOf(Text(), max_length=20), "type": Text()})
STATE_SHAPE = Check(Fields({
    "version": Int(1, 99),
    "rng": RNG_SHAPE,
    "seat_name": Text(),
    "variants": ListOf(Text(), max_length=20),
    "mission": Text(),
    "chapter": Int(1, 4),
    "nightmare": Flag(),
    "phase": Text(("play", "over")),
    "carried": Flag(),
    "level": Int(1, 6), "xp": Int(0, 6), "threat": Int(0, 7), "willpower": Int(1, 6), "health": Int(1, 6),
    "home": Int(0, 5),
    "res": MapOf(RESOURCE, Int(0, 5)),
    "bitten": Flag(), "bite_covered": Flag(),
    "skills": MapOf(SKILL, Int(0, 2)),
    "specials": ListOf(SPECIAL, max_length=6),
    "nickname": Text(),
    "hand": Int(0, 5), "held": Int(0, 5),
    "weapons": ListOf(Fields({"id": IdOf("weapons"), "up": Flag()}), max_length=3),
    "survivors": ListOf(Fields({"kind": IdOf("survivors"), "name": Text()}), max_length=40),
    "claims_before": Int(0, MANY),
    "helped": ListOf(Int(0, 40), max_length=40),
    "building_deck": ListOf(IdOf("buildings"), max_length=200),
    "building_discard": ListOf(IdOf("buildings"), max_length=200),
    "rubble_deck": ListOf(IdOf("rubble"), max_length=200),
    "rubble_discard": ListOf(IdOf("rubble"), max_length=200),
    "zombie_deck": ListOf(IdOf("zombies"), max_length=200),
    "zombie_discard": ListOf(IdOf("zombies"), max_length=200),
    "zombie_box": ListOf(IdOf("zombies"), max_length=200),
    "zombies_up": ListOf(IdOf("zombies"), max_length=200),
    "weapon_deck": ListOf(IdOf("weapons"), max_length=100),
    "side_deck": ListOf(IdOf("side_missions"), max_length=100),
    "mob": ListOf(Fields({"card": IdOf("zombies"), "known": Flag()}), max_length=5),
    "mob_skills": ListOf(IdOf("zombies"), max_length=20),
    "active": ListOf(CARD, max_length=6),
    "meetings": ListOf(IdOf("survivors"), max_length=20),
    "zones": MapOf(ZONE, Fields({"roads": ListOf(Text(("N", "E", "S", "W")), max_length=4),
                                 "buildings": ListOf(Text(), max_length=50), "marks": ListOf(Json(), max_length=200),
                                 "claimed": Flag(), "barricaded": Flag(), "rested": Flag(), "home": Flag()})),
    "pos": ZONE,
    "side_missions": ListOf(Json(), max_length=20),
    "search_track": Int(0, 10),
    "stats": Json(),
    "task_stack": ListOf(Json(), max_length=200),
    "pending": Maybe(Fields({"k": Text()}, open=True)),
    "last_roll": Json(),
    "result": Json(),
}), _state_problems)
