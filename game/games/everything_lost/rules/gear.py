"""Weapons: taking one (two carried at most), and crafting the upgrade on its back."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option
from ....core.prompt import Prompt
from .state import State, _ev, weapon_side

CARRIED = 2


def take_weapon(state: State, weapon: str, events: list, cause: str) -> None:
    if weapon not in state.weapon_deck:
        _ev(events, "weapon", "That weapon is already yours or gone.", cause, {"weapon": weapon})
        return
    state.weapon_deck.remove(weapon)
    state.weapons.append({"id": weapon, "up": False})
    name = weapon_side(state, state.weapons[-1]).name
    _ev(events, "weapon", f"You take the {name}.", cause, {"weapon": weapon})
    if len(state.weapons) > CARRIED:
        state.pending = {"k": "weapon_drop"}


def craft_options(state: State) -> list[int]:
    return [index for index, held in enumerate(state.weapons) if not held["up"]]


def craft(state: State, index: int, events: list, pay_die: bool = True) -> None:
    from .dice import pay_dice
    if pay_die:
        pay_dice(state, 1, events, "action:craft")
    state.res["materials"] -= 1
    held = state.weapons[index]
    before = weapon_side(state, held).name
    held["up"] = True
    _ev(events, "crafted", f"You rework the {before} into the {weapon_side(state, held).name}.", "action:craft",
        {"weapon": held["id"]})


class WeaponDrop(Decision):
    """Three weapons: one must stay behind."""
    kind = "weapon_drop"
    answers = frozenset({"drop"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        options = tuple(option(f"drop:{index}", f"Leave the {weapon_side(state, held).name}")
                        for index, held in enumerate(state.weapons))
        return Prompt(0, "weapon_drop", "You can carry two weapons. Which one stays behind?", options)

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        held = state.weapons.pop(int(value.split(":")[1]))
        state.weapon_deck.append(held["id"])
        _ev(events, "weapon", f"You leave the {weapon_side(state, held).name} behind.", "rule:carry",
            {"weapon": held["id"]})
