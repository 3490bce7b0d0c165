"""What a seat can't see in Wasted Wilds, drawn afresh for the searching bot (core/search.py).

The view (view.py) shows the table as it lies; hidden from a seat are, each dealt as its own pool since
its cards can only ever trade places among themselves:

- Each survivor's deck: its order, and for a survivor of another seat the survivor cards in its hand
  too (one pool per survivor: every survivor has its own 50-card deck). The seat's own hands stay.
- The scavenge cards: each colour's deck order, and the scavenge cards in other seats' hands
  ("supplies"). The view shows the colour of a deck but not of a card in a hand, so the hands' colours
  are redrawn first (as many of each as the hidden cards hold), then each colour's cards are dealt to
  its deck and to the hand places given that colour. A hand never gets a Fuel (drawn, it is equipped or
  discarded at once). The discard piles, the gear in play and the cards dropped on tiles are face up.
- The monster deck's order (its discard pile and the monsters attached are face up).
- The day/night deck's order; the red arrow of its top card is shown (the Day moves tokens by it), so
  the top card keeps its arrow.
- The status cards, per status deck: its order, its discard pile (the view does not show it at all)
  and the cards lying face down on survivors (the view shows only the deck they came from, even to
  their own seat). Face-up ones stay.
- The face-down tiles: which tile lies at each face-down place, and while the map is being laid the
  order of the tiles still to lay (one pool: any of the mission's unseen tiles could be in either).
- The dice still to fall: the generator is a fresh one.

A question the seat is asked may name cards the view hides (taking another survivor's scavenge card on
your tile, a group payment listing everyone's cards with the tags asked for): those cards stay where
they are, and while a group payment is asked the other hidden hand places take only cards without the
tags (the question would have named them). A card only ever trades places with another of its pool;
every pool is pooled, sorted and shuffled (core/hidden.py's redeal), so a draw depends only on which
cards the pool holds, never on where each one was.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Hashable, Sequence

from ....core.hidden import distinct, fresh_generator, places_of, redeal
from ..effects import GroupPay
from .state import State

Spot = tuple[Any, Any]      # a list and an index, or a dict and a key: where one hidden card lies
COLOURS = ("red", "green", "blue")


def sample_hidden(rules, state: State, seat: int, rng: random.Random) -> State:
    data = rules.state_to_json(state)
    tables = state.content.tables
    named, tags = _asked(rules, state, seat)
    paying = _has_tags(tags)
    survivors = data["survivors"]
    others = [i for i, survivor in enumerate(survivors) if survivor["seat"] != seat]

    def unnamed(i: int, pile: str) -> list[Spot]:
        items = survivors[i][pile]
        return [(items, k) for k in range(len(items)) if (i, pile, k) not in named]

    def strict(i: int) -> bool:      # a group payment is asked: this hand would have shown tagged cards
        return bool(tags) and survivors[i]["alive"]

    # survivor cards: each survivor's own deck, and another seat's survivor's hand with it
    cards = tables["survivor_cards"]
    for i, survivor in enumerate(survivors):
        hand = unnamed(i, "hand") if i in others else []
        deck = places_of(survivor["deck"])
        groups = [(hand, lambda cid: not paying(cards[cid])), (deck, None)] if strict(i) else [(deck + hand, None)]
        _deal(_cards(deck + hand), groups, rng)
    # scavenge cards: the colours of the hidden hand places first (as many of each as the hidden cards
    # hold), then each colour's cards to its deck and its hand places; never a Fuel in a hand
    scavenge = tables["scavenge"]
    hands = [(spot, strict(i)) for i in others for spot in unnamed(i, "supplies")]
    held = _cards([spot for spot, _ in hands])
    colours = distinct(sorted(scavenge[cid].deck for cid in held))
    redeal(places_of(colours), rng)
    for colour in COLOURS:
        deck = places_of(data["scavenge_decks"][colour])
        mine = [(spot, fussy) for (spot, fussy), (drawn, _) in zip(hands, colours) if drawn == colour]
        pool = _cards(deck) + [cid for cid in held if scavenge[cid].deck == colour]
        _deal(pool, [([spot for spot, fussy in mine if fussy],
                      lambda cid: scavenge[cid].kind != "fuel" and not paying(scavenge[cid])),
                     ([spot for spot, fussy in mine if not fussy], lambda cid: scavenge[cid].kind != "fuel"),
                     (deck, None)], rng)
    # the monster deck, the day/night deck (its top card's arrow is shown)
    _shuffle(places_of(data["monster_deck"]), rng)
    day, nights = places_of(data["day_deck"]), tables["day_night"]
    if day:
        arrow = nights[data["day_deck"][0]].arrow
        _deal(_cards(day), [(day[:1], lambda cid: nights[cid].arrow == arrow), (day[1:], None)], rng)
    # status cards: each deck, its discard pile and its cards face down on survivors
    for deck_id in sorted(data["status_decks"]):
        spots = places_of(data["status_decks"][deck_id]) + places_of(data["status_discards"].get(deck_id, []))
        spots += [(status, "card") for survivor in survivors for status in survivor["status"]
                  if status["deck"] == deck_id and not status["up"]]
        _shuffle(spots, rng)
    # tiles: the face-down places (in a fixed order of places) and the tiles still to lay
    board = data["map"]
    _shuffle([(board[key], "tile") for key in sorted(board) if not board[key]["up"]] + places_of(data["setup_tiles"]),
             rng)
    sampled = rules.state_from_json(data, state.content)
    sampled.rng = fresh_generator(rng)
    return sampled


def _deal(cards: Sequence[Hashable], groups: Sequence[tuple[Sequence[Spot], Callable[[Any], bool] | None]],
          rng: random.Random) -> None:
    """Deal these cards afresh to the groups of spots (as many spots in all as cards), in place. Each
    group takes, in the shuffled order, the first cards that fit it (None: any card); the strictest group
    comes first, each one's cards a subset of the next's, so the deal can't run short. The cards are
    first put in a fixed order (copies of one card numbered), then shuffled with core/hidden.py's redeal,
    so the deal depends only on which cards there are, never on where each one was."""
    tokens = distinct(sorted(cards, key=repr))
    redeal(places_of(tokens), rng)
    for spots, fits in groups:
        taken, left = [], []
        for token in tokens:
            (taken if len(taken) < len(spots) and (fits is None or fits(token[0])) else left).append(token)
        assert len(taken) == len(spots), "fewer cards fit these places than they held"
        for (pile, key), (card, _) in zip(spots, taken):
            pile[key] = card
        tokens = left
    assert not tokens, "more cards than places"


def _shuffle(spots: Sequence[Spot], rng: random.Random) -> None:
    """Any of these cards may lie at any of these spots."""
    _deal(_cards(spots), [(spots, None)], rng)


def _cards(spots: Sequence[Spot]) -> list:
    return [pile[key] for pile, key in spots]


def _asked(rules, state: State, seat: int) -> tuple[set[tuple[int, str, int]], tuple[str, ...]]:
    """The hidden hand places the seat's question names (survivor, "hand"/"supplies", index: taking a
    scavenge card from another survivor, a group payment), and the tags a group payment asks for (it
    lists every card held with one of them, so a hand place it doesn't name holds none)."""
    prompt = rules.prompt(state)
    if prompt is None or prompt.seat != seat:
        return set(), ()
    named = set()
    for value in prompt.values:
        parts = value.removeprefix("pick:").split(":")
        if len(parts) == 3 and parts[0] in ("take", "supply", "hand") and parts[1].isdigit() and parts[2].isdigit():
            named.add((int(parts[1]), "hand" if parts[0] == "hand" else "supplies", int(parts[2])))
    tags: tuple[str, ...] = ()
    pending = state.pending or {}
    if pending.get("k") == "pick" and pending.get("why") == "group_pay":
        from .ops import ops_at
        for task in reversed(state.task_stack):
            if task.get("t") == "ops":
                ops = ops_at(state, task["addr"])
                if task["i"] < len(ops) and isinstance(ops[task["i"]], GroupPay):
                    tags = tuple(ops[task["i"]].tags)
                    break
    return named, tags


def _has_tags(tags: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda record: bool(set(getattr(record, "tags", ())) & set(tags))



# --- the searching bot's guess at a mission it stopped short of its end ------------------------------------
# The team's chance is its progress times its safety. Progress: the share of the objectives done, from a
# floor of 0.4 (the survivor bots win about half their missions, so a mission barely begun is far from
# lost). Safety: how far each survivor is from being eliminated: health left as a share of their health,
# 0.1 less for each monster on them (it hurts them every turn), 0.15 less while starving, scaled down as
# their deck runs under 5 cards (an empty draw eliminates); the weakest survivor counts (any elimination
# loses the mission), or the average, dead ones as 0, in the lenient variant (only the last elimination
# loses); its square root, as a survivor at half health is still more likely to live than not. The token
# supply scales it down under 5 tokens (a token to place with none left loses too).
def search_value(state: State) -> tuple[float, ...]:
    """The team's chance to win, the same for every seat, guessed from the (fully known) state."""
    from .ending import objective_progress
    from .state import character, mission
    from .stats import health_left
    players = len(state.seat_names)
    objectives = mission(state).objectives
    if state.phase != "play" or not state.survivors:
        return (0.5,) * players
    done = [min(1.0, have / need) if need else 1.0 for have, need in
            (objective_progress(state, k) for k in range(len(objectives)))]
    progress = sum(done) / len(done) if done else 0.0
    standing = []
    for index, survivor in enumerate(state.survivors):
        if not survivor["alive"]:
            standing.append(0.0)
            continue
        health = max(1, character(state, survivor).health)
        left = health_left(state, index) / health - 0.1 * len(survivor["monsters"])
        left -= 0.15 if survivor["starve"] >= 0 else 0.0
        left *= min(1.0, len(survivor["deck"]) / 5)
        standing.append(min(1.0, max(0.0, left)))
    safety = sum(standing) / len(standing) if state.lenient else min(standing)
    chance = (0.4 + 0.6 * progress) * safety ** 0.5 * min(1.0, state.tokens / 5)
    return (min(1.0, max(0.0, chance)),) * players
