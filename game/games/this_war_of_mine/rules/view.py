"""What a seat may see. The group's Characters, the Storage, the Findings Pile, the shelter, the
Locations, the Objectives (which may be looked through, L627), the Cold, the Noise, the flags and the
Narrative Actions held are open to all: there is no secret between the players (they share every
Character). Hidden from everyone: the order of every deck and what lies on the back of each Shelter
card (only its kind shows, L528)."""
from __future__ import annotations

from ....core.jsondata import copy_json
from .state import State

DECKS = ("events_deck", "locations_deck", "exploration_deck", "unknown", "residents_deck", "night_raids_deck",
         "findings_deck", "visitors_deck", "characters_deck", "fate_deck", "narrative_deck", "colors_deck")


def view(state: State, seat: int | None) -> dict:
    cards = state.content.tables["shelter_cards"]
    shelter = {space: {"kind": cards[spot["card"]].kind if spot["card"] else None, "remnants": spot["remnants"],
                       "fitting": spot["fitting"], "wait": spot["wait"], "board_up": spot["board_up"]}
               for space, spot in state.shelter.items()}
    return {
        "day": state.day, "phase": state.phase, "stage": state.stage, "leader": state.leader,
        "difficulty": state.difficulty, "chapter": state.chapter,
        "characters": copy_json(state.characters), "storage": dict(state.storage), "storage_x5": dict(state.storage_x5),
        "findings_pile": dict(state.findings_pile), "shelter": shelter, "locations": dict(state.locations),
        "objectives": list(state.objectives_deck), "objective_counter": state.objective_counter,
        "events_up": list(state.events_up), "slot": list(state.slot), "scene": copy_json(state.scene),
        "cold": state.cold, "noise": state.noise, "flags": dict(state.flags), "rules_on": dict(state.rules_on),
        "narrative_held": list(state.narrative_held), "fittings_deck": sorted(state.fittings_deck),
        "ideas_deck": sorted(state.ideas_deck), "decks": {deck: len(getattr(state, deck)) for deck in DECKS},
        "aside": {"residents": len(state.residents_aside), "night_raids": len(state.night_raids_aside)},
        "last_roll": copy_json(state.last_roll), "result": copy_json(state.result),
    }
