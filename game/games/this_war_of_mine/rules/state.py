"""This War of Mine's state as plain data, and the small facts every part reads.

Goods are counted by id in `storage` and `findings_pile` (tokens and the three resources alike;
`storage_x5` holds the Wood and Components kept five to a marker). Decks are lists of card ids, top
first. The shelter is a dict of space ids, each with what lies there. Characters are dicts in
`characters`, in the order they joined. Numbers the rulebook leaves to its components are ours;
docs/games/this-war-of-mine.md lists them."""
from __future__ import annotations

from ....core.prompt import Event
from ..effects import (BOARD_UPS, COLD_LIMIT, LOCATION_SIZES, MAX_CHARACTERS, NOISE_RANGE, SCAVENGERS,  # noqa: F401
                       SNIPER_HITS, STATES)

STATE_VERSION = 9            # 2: the Hidden Objectives' secret cards, the pet, the Opportunity deck; 3: Semi-Coop's
                             # Roles and Conflict cards; 4: the Heart of the City deck; 5: Orphans of War;
                             # 6: Farmers and Market's figures and Market; 7: Our Street (the figures' two places); 8: the Sewers;
                             # 9: Tactics
DIFFICULTY_EVENTS = {"normal": (3, 4), "hard": (4, 5), "hardcore": (5, 6)}   # Events before Chapters II, III
STARTING_STORAGE = {"lockpick": 1, "shovel": 1, "raw-food": 3, "components": 4, "wood": 4, "water": 2}  # L535-544
STARTING_HUNGER = 2                                                          # L552
LOCATION_SLOTS = ("close", "distant", "far")
SHELTER_CARD_KINDS = ("furniture", "heap", "rubble", "bars", "closed_door")
RESOURCES = ("water", "wood", "components")


class State:
    """One playthrough. Plain data (JSON round trip); `rng` is the only generator."""

    DATA = ("seat_names", "variants", "difficulty", "options", "leader", "day", "phase", "stage",
            "events_deck", "events_up", "chapter", "objectives_deck", "objective_counter",
            "locations", "locations_deck", "locations_removed", "exploration_deck", "exploration_discard",
            "unknown", "slot", "residents_deck", "residents_aside", "night_raids_deck", "night_raids_aside",
            "findings_deck", "visitors_deck", "characters_deck", "fittings_deck", "ideas_deck", "fate_deck",
            "narrative_deck", "narrative_held", "colors_deck", "shelter", "storage", "storage_x5",
            "findings_pile", "characters", "cold", "noise", "scene", "flags", "rules_on", "waste", "task_stack",
            "pending", "story", "hidden", "last_roll", "stats", "result", "secret_objectives", "pet", "opportunities",
            "roles", "conflicts", "roles_deck", "conflicts_deck", "heart_deck", "orphans", "figures", "market",
            "street", "sewers", "tactics")
    __slots__ = ("content", "rng", "_prompt", "_opening_events") + DATA

    def invalidate(self) -> None:
        self._prompt = None


def _ev(events: list, kind: str, text: str, cause: str, data: dict | None = None, reveals: bool = False) -> None:
    """An event for every seat; `reveals` when it shows what was hidden (a card off a shuffled deck drawn
    without a roll): like a roll, it ends what can be undone."""
    events.append(Event(kind, text, cause, None, data or {}, reveals))


def character_card(state: State, person: dict):
    return state.content.tables["characters"][person["id"]]


def level(person: dict, state_name: str) -> int:
    return person["states"].get(state_name, 0)


def black_markers(state: State, person: dict) -> int:
    """The most black markers on any one of the Character's State tokens (they never add up, L675)."""
    table = state.content.tables["states"]
    return max((table[name].markers[lvl - 1] for name, lvl in person["states"].items() if lvl > 0), default=0)


def stages_open(state: State, person: dict) -> int:
    """How many of the day's three Action stages the Character may act in: 3 less the markers (L675-681)."""
    return max(0, 3 - black_markers(state, person))


def in_group(state: State) -> list[dict]:
    return [person for person in state.characters if person["alive"] and not person["left"]]
