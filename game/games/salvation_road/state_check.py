"""What a saved Salvation Road state must look like before it is trusted (see core/statecheck.py).

`conservation_problems` is also the simulation tests' token-total invariant, so
the loader and the tests hold the game to the same counts.
"""
from __future__ import annotations

from ...core.statecheck import (RNG_SHAPE, Check, Fields, Flag, IdOf, Int, Json, ListOf, MapOf, Maybe, Row,
                                Text)

RESOURCES = ("food", "ammo", "med", "fuel")
MAX_SEATS = 8
MAX_PLAYERS = 8
MANY = 999
COMPOUND = -1
PHASES = ("action", "threat", "apocalypse", "refresh", "travel", "over")
SEAT = Int(0, MAX_SEATS - 1)
FOUR_COUNTS = Row(tuple(Int(0, MANY) for _ in RESOURCES))
CHARACTER = IdOf("characters")


def _slot_problems(slot: str, content) -> bool:
    return not (slot in ("", "?") or slot in RESOURCES
                or (slot.startswith("!") and slot[1:] in content.tables["wounds"]))


def conservation_problems(data: dict, content) -> list[str]:
    """Every resource, wound and marauder is somewhere, and nothing is counted twice."""
    tables = content.tables
    problems = []
    resources = list(data["pool"])
    for index in range(len(RESOURCES)):
        resources[index] += data["truck"][index] + sum(location["supply"][index] for location in data["locations"])
    wounds_on, unrevealed_on = 0, 0
    for character_id in data["character_order"]:
        character = data["characters"].get(character_id)
        if character is None:
            problems.append(f"character {character_id!r} is in the turn order but not in play")
            continue
        for slot in character["slots"]:
            if slot in RESOURCES:
                resources[RESOURCES.index(slot)] += 1
            elif slot:
                wounds_on += 1
                unrevealed_on += slot == "?"
    decision = data["pending_decision"]
    if isinstance(decision, dict) and decision.get("k") == "drop" and decision.get("for") in RESOURCES:
        resources[RESOURCES.index(decision["for"])] += 1      # a token in hand, waiting for a circle
    for name, counted in zip(RESOURCES, resources):
        total = tables["resources"][name].count
        if counted != total:
            problems.append(f"{counted} {name} tokens are in play; the game has {total}")
    wound_total = sum(wound.count for wound in tables["wounds"].values())
    wounds = data["wound_pool"] + wounds_on + sum(data["revealed_wound_pile"].values())
    if wounds != wound_total:
        problems.append(f"{wounds} wounds are in play; the game has {wound_total}")
    if sum(data["unknown_wounds"].values()) != data["wound_pool"] + unrevealed_on:
        problems.append("the face-down wounds don't add up to the wound pool and the unrevealed wounds")
    marauder_total = tables["marauders"]["bike"].count + tables["marauders"]["buggy"].count
    marauders = sum(data["fence"]) + sum(data["marauder_pool"]) + sum(data["marauder_box"])
    if marauders != marauder_total:
        problems.append(f"{marauders} marauders are in play; the game has {marauder_total}")
    return problems


def _state_problems(data: dict, content) -> list[str]:
    problems = [f"{name} has {len(data[name])} entries for {len(data['seat_names'])} seats"
                for name in ("seat_colors", "seat_bots") if len(data[name]) != len(data["seat_names"])]
    for character_id, character in data["characters"].items():
        bad = [slot for slot in character["slots"] if _slot_problems(slot, content)]
        if bad:
            problems.append(f"characters.{character_id}.slots holds {bad[0]!r}, which is no resource or wound")
        location = character["loc"]
        if location is not None and location != COMPOUND and not 0 <= location < len(data["locations"]):
            problems.append(f"characters.{character_id}.loc is {location}, but there are "
                            f"{len(data['locations'])} locations")
    return problems + ([] if problems else conservation_problems(data, content))


STATE_SHAPE = Check(Fields({
    "version": Int(1, 99),
    "rng": RNG_SHAPE,
    "seat_names": ListOf(Text(), max_length=MAX_SEATS),
    "seat_colors": ListOf(Int(0, 99), max_length=MAX_SEATS),
    "seat_bots": ListOf(Maybe(Text()), max_length=MAX_SEATS),
    "variants": ListOf(Text(), max_length=20),
    "mode": Text(("solo", "standard", "heroic", "survival")),
    "limited_communication": Flag(),
    "setup_players": Int(1, MAX_PLAYERS),
    "players": ListOf(Fields({"seat": SEAT, "chars": ListOf(CHARACTER, max_length=4)}), max_length=MAX_PLAYERS),
    "character_order": ListOf(CHARACTER, max_length=32),
    "characters": MapOf(CHARACTER, Fields({
        "player": Int(0, MAX_PLAYERS - 1), "seat": SEAT, "loc": Maybe(Int(COMPOUND, 20)),
        "slots": ListOf(Text(), max_length=12), "activated": Flag(), "delayed": Flag(), "dead": Flag(),
        "left": Int(0, MANY)}, open=True)),
    "locations": ListOf(Fields({"id": IdOf("locations"), "supply": FOUR_COUNTS, "threat": Int(0, MANY),
                                "up": Flag(), "used": Flag()}, open=True), max_length=20),
    "fence": ListOf(Int(0, MANY), max_length=10),
    "marauder_pool": ListOf(Int(0, MANY), max_length=10),
    "marauder_box": ListOf(Int(0, MANY), max_length=10),
    "capacity": Int(0, MANY),
    "truck": FOUR_COUNTS,
    "pool": FOUR_COUNTS,
    "roadmap": ListOf(Row((IdOf("roads"), Flag())), max_length=40),
    "road_deck": ListOf(IdOf("roads"), max_length=100),
    "road_target": Int(0, MANY),
    "tolls": Int(0, MANY),
    "apocalypse_deck": ListOf(IdOf("apocalypse"), max_length=200),
    "apocalypse_discard": ListOf(IdOf("apocalypse"), max_length=200),
    "apocalypse_set_aside": ListOf(IdOf("apocalypse"), max_length=200),
    "search_deck": ListOf(IdOf("search"), max_length=200),
    "search_discard": ListOf(IdOf("search"), max_length=200),
    "wound_pool": Int(0, MANY),
    "unknown_wounds": MapOf(IdOf("wounds"), Int(0, MANY)),
    "revealed_wound_pile": MapOf(IdOf("wounds"), Int(0, MANY)),
    "round": Int(1, MANY),
    "phase": Text(PHASES),
    "first_player": Int(0, MAX_PLAYERS - 1),
    "player_to_act": Int(0, MAX_PLAYERS - 1),
    "active_character": Maybe(CHARACTER),
    "end_ability_queue": Maybe(ListOf(Text(("char", "loc")), max_length=2)),
    "threat_roll": Json(),
    "apocalypse": Maybe(Fields({"card": IdOf("apocalypse")}, open=True)),
    "refresh": Json(),
    "travel": Json(),
    "task_stack": ListOf(Json(), max_length=200),
    "pending_decision": Maybe(Fields({"k": Text()}, open=True)),
    "penalty_pending": Flag(),
    "last_roll": Json(),
    "result": Json(),
}), _state_problems)

