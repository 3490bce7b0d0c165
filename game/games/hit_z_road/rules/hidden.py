"""What a seat can't see in Hit Z Road, drawn afresh for the searching bot (core/search.py).

Hidden from a seat: the order of the deck, the four cards of each level set aside at setup, the
road's face-down cards, the cards other seats have won (until the end), a card boxed unseen with an
eliminated seat, and the dice still to fall. Cards only ever trade places with hidden cards of the
same level: the level of every card back is public (the deck shows its top card's, the road its
cards').
"""
from __future__ import annotations

import math
import random

from ....core.hidden import Place, fresh_generator, redeal
from .state import State
from .view import _view


def sample_hidden(rules, state: State, seat: int, rng: random.Random) -> State:
    data = rules.state_to_json(state)
    view = _view(state, seat)
    cards = state.cards
    places: list[Place] = [(data["deck"], i) for i in range(len(data["deck"]))]
    places += [(data["set_aside"], i) for i in range(len(data["set_aside"]))]
    for path, entries in zip(data["paths"], view["paths"]):
        places += [(path, slot) for slot, entry in enumerate(entries["cards"]) if entry["id"] is None]
    for won, shown in zip(data["won_cards"], view["seats"]):
        if shown["won_cards"] is None:
            places += [(won, i) for i in range(len(won))]
    for level in sorted({cards[pile[index]].level for pile, index in places}):
        redeal([place for place in places if cards[place[0][place[1]]].level == level], rng)
    sampled = rules.state_from_json(data, state.content)
    sampled.rng = fresh_generator(rng)
    return sampled


# --- the searching bot's guess at a game it stopped short of its end ---------------------------------------
SPREAD = 4.0     # points: a lead of this much is worth e (2.7) to 1 in the odds of winning


def search_value(state: State) -> tuple[float, ...]:
    """Each seat's chance to win, guessed from what it would score now: its cards, the epilogue cards it
    leads, and a little for what it still has to spend and to lose (resources, survivors, tokens),
    weighed as odds (a softmax over the seats still on the road)."""
    from .ending import RESOURCE_INDEX
    from .state import _card_points
    players = state.players
    if state.solo:
        return (1.0 if not state.eliminated[0] else 0.0,) if state.outcome is None else (0.5,)
    standing = []
    for seat in range(players):
        if state.eliminated[seat]:
            standing.append(None)
            continue
        have = state.resources[seat]
        standing.append(_card_points(state, seat) + 0.4 * sum(have) + 1.0 * state.survivors[seat]
                        + 1.5 * len(state.tokens[seat]))
    for epilogue in state.epilogue:
        resource = epilogue["resource"]
        amounts = [None if standing[s] is None else
                   (state.survivors[s] if resource == "survivors" else state.resources[s][RESOURCE_INDEX[resource]])
                   for s in range(players)]
        best = max((a for a in amounts if a is not None), default=None)
        leaders = [s for s, a in enumerate(amounts) if a is not None and a == best]
        if len(leaders) == 1:
            standing[leaders[0]] += epilogue["points"]
    alive = [v for v in standing if v is not None]
    if not alive:
        return (0.0,) * players
    top = max(alive)
    weights = [0.0 if v is None else math.exp((v - top) / SPREAD) for v in standing]
    total = sum(weights)
    return tuple(w / total for w in weights)
