"""Morning (L575-647): the top card of the Events deck. A Chapter card is removed: Chapter I deals the
Objectives (two random Chapter Objectives, one for each of Chapters I and II, over SURVIVE; A12) and
no Event follows it; Chapters II and III resolve the current Objective (its Reward if met, else its
Penalty), reveal the next, and the next Event is drawn at once. An Event or Ending Event adds its Cold,
runs its effects (only its Cold if it is a first-Event-safe card drawn first, L1974) and is removed
unless it stays in play. Ceasefire! ends the playthrough at the end of its day."""
from __future__ import annotations

from . import goods, our_street, scenarios
from .ops import run_ops
from .state import COLD_LIMIT, State, _ev, in_group

CHAPTER_OBJECTIVES = 2


def morning_step(state: State, events: list) -> bool:
    """Draw the day's card; a Chapter II or III card calls for the next Event, drawn once what the chapter
    set going (its Objective's Reward or Penalty) has run; then, with Our Street, its cards' mornings, and in
    a scenario, its sheet's."""
    if state.stats.get("morning") not in ("drawn", "street", "scenario"):
        state.stats["morning"] = "drawn"
        draw_event(state, events)
        return True
    if state.stats.pop("event_follows", False):
        draw_event(state, events)
        return True
    if our_street.on(state) and state.stats.get("morning") == "drawn":
        state.stats["morning"] = "street"            # the street changes overnight (Our Street)
        our_street.run_hook(state, "morning", None)
        return True
    if scenarios.has_hook(state, "morning") and state.stats.get("morning") != "scenario":
        state.stats["morning"] = "scenario"          # the scenario's own rule for the morning
        scenarios.run_hook(state, "morning")
        return True
    state.stats.pop("morning", None)
    state.phase = "day"
    return True


def draw_event(state: State, events: list) -> None:
    if not state.events_deck:
        return
    card_id = state.events_deck.pop(0)
    if card_id.startswith("chapter-"):
        chapter(state, card_id, events)
        return
    card = state.content.tables["events"][card_id]
    first = not state.stats.get("events_drawn")
    state.stats["events_drawn"] = state.stats.get("events_drawn", 0) + 1
    state.cold = min(COLD_LIMIT, state.cold + card.cold)
    _ev(events, "event", f"{card.name}: {card.text}", f"event:{card_id}",
        {"card": card_id, "cold": state.cold, "kind": card.kind})
    if card.kind == "ceasefire":
        state.rules_on["ceasefire"] = "game"
    if card.remove:
        state.waste.append(f"events:{card_id}")
    else:
        state.events_up.append(card_id)
    if not (first and card.first_event_safe):
        run_ops(state, ["events", card_id, "effects"], None, f"event:{card_id}")


def chapter(state: State, card_id: str, events: list) -> None:
    card = state.content.tables["chapters"][card_id]
    state.chapter = card.number
    for rule, until in list(state.rules_on.items()):
        if until == "chapter":
            del state.rules_on[rule]
    state.waste.append(f"chapters:{card_id}")
    _ev(events, "chapter", f"{card.name}: {card.text}", f"chapter:{card_id}", {"card": card_id, "chapter": card.number})
    if card.number == 1:
        deal_objectives(state, events)
    else:
        resolve_objective(state, events)
        reveal_objective(state, events)
        state.stats["event_follows"] = True
    run_ops(state, ["chapters", card_id, "effects"], None, f"chapter:{card_id}")


def deal_objectives(state: State, events: list) -> None:
    from .setup import in_play
    objectives = in_play(state.content, state.options, "objectives")
    chapter_ones = sorted(k for k, card in objectives.items() if not card.final)
    state.rng.shuffle(chapter_ones)
    final = sorted(k for k, card in objectives.items() if card.final)
    dealt = CHAPTER_OBJECTIVES
    if scenarios.on(state):                       # one goal, the sheet's, for the one Chapter before the end
        chapter_ones, dealt = [k for k in chapter_ones if k != scenarios.sheet(state).objective], 0
        final = scenarios.objectives(state, final)
    state.objectives_deck = chapter_ones[:dealt] + final
    state.waste.extend(f"objectives:{k}" for k in chapter_ones[dealt:])
    reveal_objective(state, events)


def reveal_objective(state: State, events: list) -> None:
    state.objective_counter = 0
    if state.objectives_deck:
        card = state.content.tables["objectives"][state.objectives_deck[0]]
        _ev(events, "objective", f"The objective: {card.name}. {card.text}", f"objective:{card.id}",
            {"card": card.id, "counter": card.counter})


def feed_options(state: State) -> list[tuple[str, str, str]]:
    """What the current Objective's counter takes from the Storage, while it is short (L623)."""
    if not state.objectives_deck:
        return []
    card = state.content.tables["objectives"][state.objectives_deck[0]]
    if not card.counter or state.objective_counter >= card.counter:
        return []
    return [(f"feed:{step.item}", f"Give {goods.label(state, step.item)} to {card.name} (+{step.advance}, "
             f"{state.objective_counter}/{card.counter} so far)", f"objective:{card.id}")
            for step in card.takes if state.storage.get(step.item)]


def feed_objective(state: State, item: str, events: list) -> None:
    card = state.content.tables["objectives"][state.objectives_deck[0]]
    step = next(step for step in card.takes if step.item == item)
    goods.remove(state, "storage", item, 1, events, f"objective:{card.id}")
    state.objective_counter = min(card.counter, state.objective_counter + step.advance)
    _ev(events, "objective_fed", f"{card.name}: {state.objective_counter} of {card.counter}.", f"objective:{card.id}",
        {"card": card.id, "counter": state.objective_counter})


def objective_met(state: State, card) -> bool:
    group = in_group(state)
    def all_at(name: str, most: int) -> bool:
        return all(person["states"].get(name, 0) <= most for person in group)
    fittings = sum(1 for spot in state.shelter.values() if spot["fitting"])
    checks = {
        "counter": lambda: state.objective_counter >= card.counter,
        "all_hunger_0": lambda: all_at("hunger", 0),
        "all_misery_at_most_1": lambda: all_at("misery", 1),
        "no_wounded": lambda: all_at("wounds", 0),
        "no_ill": lambda: all_at("illness", 0),
        "fittings_at_least_6": lambda: fittings >= 6,
        "board_ups_3": lambda: sum(spot["board_up"] for spot in state.shelter.values()) >= 3,
        "four_characters": lambda: len(group) >= 4,
        "survive": lambda: False,         # SURVIVE is judged at the end of the last day
        "flag": lambda: bool(card.flag) and card.flag in state.flags,
    }
    return checks.get(card.condition or "counter", checks["counter"])()


def resolve_objective(state: State, events: list) -> None:
    """The current Objective at the end of its Chapter: Reward if met, else Penalty; then removed."""
    if not state.objectives_deck:
        return
    card = state.content.tables["objectives"][state.objectives_deck[0]]
    if card.final:
        return
    state.objectives_deck.pop(0)
    state.waste.append(f"objectives:{card.id}")
    met = objective_met(state, card)
    scenarios.remember_goal(state, card.id, met)
    _ev(events, "objective_resolved", f"{card.name}: {'met' if met else 'not met'} "
        f"({card.reward_name if met else card.penalty_name}).", f"objective:{card.id}", {"card": card.id, "met": met})
    run_ops(state, ["objectives", card.id, "reward" if met else "penalty"], None, f"objective:{card.id}")
