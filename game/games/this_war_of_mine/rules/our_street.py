"""Our Street (L1330-1342): the four Our Street cards face up along the board in the order on their backs,
and the pool of Soldier, Thug and Farmer figures their texts place and discard (rules/figures.py: on the
Outside space or the Findings Pile). The cards' texts are not in the rulebook: ours are in street.toml, and
what a figure means is what those cards say of it, nothing else (L1342: the same figures, used another way).

Each card is a place in the street (`state.street`: their ids in order) and the times it matters: its
`morning` runs once the day's Event is read (the street changes overnight), in the cards' order; its
`action` is a Day action for one Character at a time (as at a space of the shelter), while a figure it `needs` stands on the Outside space
(going there is going outside: not while a rule keeps everyone in); its `scavenging` runs as the party sets
out, before the first card of the Unknown deck; its `dawn` at each Dawn.

Answers: the Day action street:<card> (rules/day.py)."""
from __future__ import annotations

from . import figures
from .ops import run_ops
from .state import State

MODULE = "our_street"
ACTION = "street:"


def on(state: State) -> bool:
    return MODULE in state.options


def deal(state: State, options) -> None:
    """Setup: the cards laid out in their order."""
    cards = state.content.tables["street"]
    state.street = sorted(cards, key=lambda card_id: (cards[card_id].order, card_id)) if MODULE in options else []


def _cards(state: State, hook: str) -> list[str]:
    return [card_id for card_id in state.street if getattr(state.content.tables["street"][card_id], hook)]


def run_hook(state: State, hook: str, actor: int | None) -> None:
    """Each card's `hook` in the cards' order (pushed last first, so the first runs first)."""
    for card_id in reversed(_cards(state, hook)):
        run_ops(state, ["street", card_id, hook], actor, f"street:{card_id}")


def action_options(state: State, taken: list[str]) -> list[tuple[str, str, str]]:
    """The Day actions along the street: one Character at each place in a stage."""
    options = []
    for card_id in _cards(state, "action"):
        card = state.content.tables["street"][card_id]
        if card.needs and not figures.standing(state, card.needs, "outside"):
            continue
        if f"{ACTION}{card_id}" not in taken:
            options.append((f"{ACTION}{card_id}", f"{card.action_label} ({card.name})", f"street:{card_id}"))
    return options


def act(state: State, card_id: str, index: int) -> None:
    run_ops(state, ["street", card_id, "action"], index, f"street:{card_id}")
