"""Hidden Objectives (L1354-1366): each player draws one in secret at setup; once its condition holds
(checked after every answer) it is revealed to all and removed, fulfilled. The view shows a seat only its
own card until then (so the screen is covered between players); a fulfilled one adds FULFILLED_POINTS to
that player's final score (ours: the rulebook names no reward, L1362). With a Scenario the Thief is left
out (L1364)."""
from __future__ import annotations

from . import goods
from .state import RESOURCES, State, _ev, in_group

MODULE = "hidden_objectives"
FULFILLED_POINTS = 10


def deal(state: State, scenario: bool = False) -> None:
    table = state.content.tables["hidden_objectives"]
    deck = sorted(k for k, card in table.items() if not (scenario and card.scenario_removed))
    state.rng.shuffle(deck)
    state.secret_objectives = {str(seat): {"card": deck[seat], "fulfilled": False}
                               for seat in range(min(len(state.seat_names), len(deck)))}


def holds(state: State, card) -> bool:
    return condition_holds(state, card.condition, card.amount)


def condition_holds(state: State, condition: str, amount: int) -> bool:
    """What a Hidden Objective (or a Semi-Coop Role) asks for: `amount` or more of what `condition` counts."""
    group = in_group(state)
    counts = {
        "storage_value": lambda: sum(goods.value(state, item) * n for item, n in state.storage.items()
                                     if item not in RESOURCES),
        "fittings": lambda: sum(1 for spot in state.shelter.values() if spot["fitting"]),
        "board_ups": lambda: sum(spot["board_up"] for spot in state.shelter.values()),
        "characters": lambda: len(group),
        "private_takes": lambda: state.stats.get("private_takes", 0),
        "kills": lambda: state.stats.get("kills", 0),
        "days_without_death": lambda: 0 if state.stats.get("deaths") else state.day,
    }
    if condition == "all_fed":
        return bool(group) and all(not person["states"].get("hunger") for person in group)
    return counts[condition]() >= amount


def check(state: State, events: list) -> None:
    """Reveal every secret objective whose condition now holds."""
    table = state.content.tables["hidden_objectives"]
    for seat, secret in sorted(state.secret_objectives.items()):
        if secret["fulfilled"] or not holds(state, table[secret["card"]]):
            continue
        secret["fulfilled"] = True
        card = table[secret["card"]]
        _ev(events, "hidden_objective", f"{state.seat_names[int(seat)]} reveals a Hidden Objective, fulfilled: "
            f"{card.name}. {card.text}", f"hidden_objective:{card.id}", {"seat": int(seat), "card": card.id})


def seen_by(state: State, seat: int | None) -> dict:
    """What a seat sees of the Hidden Objectives: its own card, and every card fulfilled (revealed)."""
    shown = {}
    for owner, secret in state.secret_objectives.items():
        if secret["fulfilled"] or (seat is not None and owner == str(seat)):
            shown[owner] = dict(secret)
    return shown


def bonus(state: State, seat: int) -> int:
    secret = state.secret_objectives.get(str(seat))
    return FULFILLED_POINTS if secret and secret["fulfilled"] else 0
