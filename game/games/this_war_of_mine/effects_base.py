"""This War of Mine's effect vocabulary and the small records and numbers every part of its schema shares:
the box's counts, the literals (States, `who`, `where`, dice faces, weapons), the quantities `if` counts,
and the goods, roll bands and enemy bands that ops and cards hold. effects.py (the core box's ops and
tables) and effects_modules.py (the modes' and modules') build on it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.effects import Ops, Vocabulary, bounds, max_length

GAME_ID = "this_war_of_mine"

MAX_CHARACTERS = 4
MAX_STATE = 4
NOISE_RANGE = (1, 8)
COLD_LIMIT = 6
WAIT_TOKENS = 3
BOARD_UPS = 3
ENEMY_TOKENS = 9
SCAVENGERS = 3
SNIPER_HITS = 2                 # a sniper's shot finds someone on the black die at most this (ours, A42)
LOCATION_SIZES = {"small": 10, "medium": 12, "large": 14}     # Exploration cards in the Unknown deck
STATES = ("fatigue", "hunger", "illness", "misery", "wounds")
COLORS = ("red", "green", "blue", "yellow", "white")          # the Colors deck, and each card's script circles
CORE_COUNTS = {"fate": 7, "fittings": 20, "characters": 12, "findings": 11, "exploration": 26, "residents": 14,
               "locations": 18, "visitors": 12, "narrative_actions": 15, "chapters": 3, "colors": 5,
               "shelter_cards": 19, "night_raids": 10, "events": 15, "objectives": 8}
# the modules whose cards are written beside the core box's, each a variant of the same id: a card naming one
# (`module`) is in play only when it is chosen, and stands in for the card it `replaces`
MODULES = ("new_characters", "variety_pack", "desperate_measures", "the_table", "companions", "emira",
           "strange_package", "orphans_of_war", "farmers_market")
TOKEN_COLOR_COUNTS = {"green": 33, "red": 30, "yellow": 18, "gray": 23}

State = Literal["fatigue", "hunger", "illness", "misery", "wounds"]
Who = Literal["self", "chosen", "present", "all", "guards", "party", "fated"]
Where = Literal["here", "storage", "findings"]
Color = Literal["red", "green", "blue", "yellow", "white"]
Die = Literal["gray", "yellow", "red"]
Face = Literal["blank", "1", "2", "3", "hatchet", "shotgun", "script", "out_of_ammo"]
Weapon = Literal["none", "knife", "hatchet", "pistol", "shotgun", "assault_rifle"]

vocabulary = Vocabulary(GAME_ID, quantities={
    "noise": "the Noise marker (1-8) while Scavenging",
    "cold": "Cold tokens on the Cold space",
    "cold_less_board_ups": "Cold tokens less the Board-Ups in the Shelter",
    "characters": "Characters in the group",
    "day": "the day of the playthrough (Day 1 is the first)",
    "unknown_left": "cards left in the Unknown deck",
    "present": "Characters present in the scene",
    "guards": "Characters on Guard duty",
    "board_ups": "Board-Ups in the Shelter",
    "happiness": "the children's Happiness (Orphans of War; 0 without them)",
    "tolerance": "the Market's Tolerance (Farmers and Market; 0 without it)",
    "self_fatigue": "the Fatigue of the Character at the centre of the scene (likewise self_hunger, ...)",
    "self_hunger": "the Hunger of the Character at the centre of the scene",
    "self_illness": "the Illness of the Character at the centre of the scene",
    "self_misery": "the Misery of the Character at the centre of the scene",
    "self_wounds": "the Wounds of the Character at the centre of the scene",
    "self_prowess": "the Prowess of the Character at the centre of the scene",
    "self_empathy": "the Empathy of the Character at the centre of the scene",
    "most_hunger": "the highest Hunger in the group (likewise most_misery, most_wounds, most_illness)",
    "most_misery": "the highest Misery in the group",
    "most_wounds": "the highest Wounds in the group",
    "most_illness": "the highest Illness in the group",
})


# --- records used inside ops and cards -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Goods:
    """Some goods: a token kind or a resource (water, wood, components), and how many."""
    item: str = field(metadata=max_length(48))      # a tokens id, or water / wood / components
    amount: int = field(default=1, metadata=bounds(1, 20))


@dataclass(frozen=True, slots=True)
class Outcome:
    """One band of a black-die roll: `at_least`..`at_most` (1-10) runs `effects`."""
    at_least: int = field(default=1, metadata=bounds(1, 10))
    at_most: int = field(default=10, metadata=bounds(1, 10))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class EnemyBand:
    """How many Enemies a black-die band gives (the Thugs' 1-4: two, 5-7: three, 8-10: four)."""
    at_least: int = field(metadata=bounds(1, 10))
    at_most: int = field(metadata=bounds(1, 10))
    enemies: int = field(metadata=bounds(1, 6))
