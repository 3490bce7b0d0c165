"""What a seat can't see in Salvation Road, drawn afresh for the searching bot (core/search.py).

The view (view.py) is the same for every seat, so what is hidden is hidden from the whole table. Each
pool below is dealt on its own, because its cards can only ever trade places among themselves:

- The apocalypse cards: the deck's order and the five cards set aside unseen at setup (one pool: any
  of them could be in either). The discard pile and the card being resolved are face up. While a
  peek waits for its answer, the peeked cards (named in the seat's prompt) stay on top.
- The search cards: the deck's order, and the discard pile too, which the view shows only as a count.
  A toll card being paid lies in neither and stays.
- The road cards: the deck's order and the unexplored roads on the roadmap. Their unexplored side (the
  resources a road needs) is public for the roads on the roadmap and the deck's top card, so a card
  only ever goes to one of those places if it needs the same; the needs of the rest of the deck are
  hidden and dealt afresh too.
- The locations face down: which location each one is, drawn from the face-down ones and those left
  in the box at setup (which ones are on the table is hidden as well), keeping the number of recon
  locations in play (the setup lays out exactly one), while which face-down slot holds it is redrawn.
- The wound tokens: the types of the unrevealed ones (in the pool and on characters: a type is
  chosen only when a wound is revealed) and of the revealed wounds discarded, which the view shows
  only as a count; the two piles keep their sizes.
- The dice still to fall: the generator is a fresh one.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Hashable, Sequence

from ....core.hidden import deal_by_kind, distinct, fresh_generator, places_of, redeal
from .state import State


def sample_hidden(rules, state: State, seat: int, rng: random.Random) -> State:
    data = rules.state_to_json(state)
    tables = state.content.tables
    pending = data["pending_decision"] or {}
    # apocalypse: the deck and the set-aside cards, less the peeked cards the seat's prompt names
    peeked = set(pending["cards"]) if pending.get("k") == "peek" else set()
    deck = data["apocalypse_deck"]
    redeal([(deck, i) for i, card in enumerate(deck) if card not in peeked]
           + places_of(data["apocalypse_set_aside"]), rng)
    # search: the deck and the discard pile (a count in the view)
    redeal(places_of(data["search_deck"]) + places_of(data["search_discard"]), rng)
    # roads: the needs of the roadmap's unexplored roads and of the deck's top card are shown
    roads = tables["roads"]
    deck = data["road_deck"]
    shown = [(entry, 0) for entry in data["roadmap"] if not entry[1]] + ([(deck, 0)] if deck else [])
    deal_by_kind([[place] for place in shown] + [[(deck, i) for i in range(1, len(deck))]],
                 lambda rid: roads[rid].needs, rng)
    # locations: face down, any of those not face up; exactly as many recon ones in play as before
    locations = tables["locations"]
    in_play = {loc["id"] for loc in data["locations"]}
    face_down = [(loc, "id") for loc in data["locations"] if not loc["up"]]
    deal_by_kind([face_down], lambda lid: locations[lid].recon, rng,
                 spare=sorted(lid for lid in locations if lid not in in_play))
    # wounds: the unrevealed types and the revealed discards, one pool of tokens in two piles
    unknown, discards = data["unknown_wounds"], data["revealed_wound_pile"]
    tokens = distinct(sorted((Counter(unknown) + Counter(discards)).elements()))
    redeal(places_of(tokens), rng)
    split = sum(unknown.values())
    data["unknown_wounds"] = _counts(tokens[:split])
    data["revealed_wound_pile"] = _counts(tokens[split:])
    sampled = rules.state_from_json(data, state.content)
    sampled.rng = fresh_generator(rng)
    return sampled




def _counts(tokens: Sequence[tuple[Hashable, int]]) -> dict:
    return dict(sorted(Counter(item for item, _ in tokens).items()))
