"""The searching bot's guess at a war it stopped short of its end (core/search.py's search_value).

The war is won when, at its end, a starting Character is in the group with Hunger, Misery, Wounds and
Illness each at 2 or lower (rules/ending.py); with Orphans of War the children must still be there. So the
guess is how far the fittest starting Character is from that, lifted a little by what the Storage holds to
eat and drink and by how far the war has gone (fewer days left to go wrong)."""
from __future__ import annotations

from . import orphans, semi_coop
from .ending import SURVIVE_STATES
from .state import State, in_group

STRAIN_LIMIT = 10        # the four States' levels added up: at 10 (say 3, 3, 2, 2) the Character is as good as lost
FOOD = ("raw-food", "canned-food", "vegetable", "water")    # what keeps Hunger (and thirst) down
HEALTH, SUPPLY, PROGRESS = 0.6, 0.25, 0.15                  # the weights: the fittest, the Storage, the Chapter


def search_value(state: State) -> tuple[float, ...]:
    """The team's chance to win, the same for every seat (with Semi-Coop, half of it for each seat whose
    Character lives: its Role is the other half, unguessed)."""
    seats = len(state.seat_names)
    group = in_group(state)
    starting = [person for person in group if person["starting"]]
    if not starting or not orphans.kept(state):
        return (0.0,) * seats
    health = max(max(0.0, 1.0 - sum(person["states"].get(s, 0) for s in SURVIVE_STATES) / STRAIN_LIMIT)
                 for person in starting)
    food = sum(state.storage.get(item, 0) for item in FOOD)
    supply = min(1.0, food / (2 * len(group)))
    chance = health * (HEALTH + SUPPLY * supply + PROGRESS * min(state.chapter, 3) / 3)
    if not semi_coop.on(state):
        return (chance,) * seats
    living = {person.get("seat") for person in group}
    return tuple(chance / 2 if seat in living else 0.0 for seat in range(seats))
