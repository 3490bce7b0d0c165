"""A Visitor at the Outside action (L721): the top Visitor card, or, with 2 Characters or fewer, the
first Arrival in the deck (A26: the cards drawn before it go back shuffled). Its effects run for the
Character who went out, then the Leader may take one of its options (those whose goods are in the
Storage); then it is shuffled back, unless it says to remove it.

Answers (pick:<value>): option:<k> / none."""
from __future__ import annotations

from ....core.flow import finish_task

from . import goods
from .asking import ask
from .ops import run_ops
from .state import State, _ev, in_group

ARRIVALS_AT = 2         # with this many Characters or fewer, an Arrival comes (L721)


def draw_visitor(state: State) -> str | None:
    cards = state.content.tables["visitors"]
    if not state.visitors_deck:
        return None
    if len(in_group(state)) <= ARRIVALS_AT:
        arrival = next((card_id for card_id in state.visitors_deck if cards[card_id].arrival), None)
        if arrival is not None:
            state.visitors_deck.remove(arrival)
            state.rng.shuffle(state.visitors_deck)
            return arrival
    return state.visitors_deck.pop(0)


def visitor_task(state: State, task: dict, events: list) -> bool:
    cards = state.content.tables["visitors"]
    if task["card"] is None:
        task["card"] = draw_visitor(state)
        if task["card"] is None:
            finish_task(state.task_stack, task)
            return True
        card = cards[task["card"]]
        _ev(events, "visitor", f"{card.name}: {card.text}", f"visitor:{card.id}", {"card": card.id})
        run_ops(state, ["visitors", card.id, "effects"], task["who"], f"visitor:{card.id}")
        return True
    card = cards[task["card"]]
    options = [(f"option:{k}", option.label, None) for k, option in enumerate(card.options)
               if goods.holds(state, "storage", option.needs)]
    picked = "none"
    if options:
        picked = ask(state, task, "visitor", options + [("none", "Let them go", None)], f"{card.name}: what do you do?", decides=task["who"])
        if picked is None:
            return False
    finish_task(state.task_stack, task)
    if card.remove:
        state.waste.append(f"visitors:{card.id}")
    else:
        state.visitors_deck.append(card.id)
        state.rng.shuffle(state.visitors_deck)
    if picked != "none":
        k = int(picked.split(":")[1])
        run_ops(state, ["visitors", card.id, "options", k, "effects"], task["who"], f"visitor:{card.id}")
    return True
