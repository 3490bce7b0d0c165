"""What a seat can't see in This War of Mine, drawn afresh for the searching bot (core/search.py).

The view (view.py) shows the table to everyone alike but for a few secrets a seat keeps. Each pool below is
dealt on its own, because its cards only ever trade places among themselves (a card never moves to a place
whose kind the view, or the rules laid open, tell otherwise):

- The Events deck: the Chapter cards stay where the rules put them (the difficulty tells where); the Events
  between them, and the Events left out at setup (the Waste bag's first entries, unseen), are dealt by kind
  (an ordinary Event, an Ending, the Ceasefire; with a Scenario, its own Events apart from the core's): each
  run between two Chapter cards keeps how many of each kind it holds, in an order drawn afresh.
- The decks shown only as a count, each a pool of its own: Locations, Findings, Visitors, Fate, Narrative
  Actions, Colours, the Table's Opportunities, Heart of the City, the Kid Actions (Orphans of War), the Wares
  (Farmers and Market), the Sewers' Rooms and Corridors and the Tactics Rooms and Cover.
- The Exploration deck and the Unknown deck drawn from it at a Location: one pool in two piles.
- Residents and Night Raids: each deck with its red-corner cards set aside (a count in the view); a card set
  aside is always a red-corner one, the deck keeps how many it holds, the aside stays sorted.
- The Sewers' tile pile: the Starting Zone stays on top while it is there; the rest are dealt afresh.
- The Characters deck, with (One Character Per Player, while the players pick) the two Characters offered
  to every other player and the one each has kept of them.
- The Shelter cards face down: by kind (the view shows the kind of each top card, and a stack is one kind,
  as laid at setup), the top cards and those under them, with the cards of that kind the board's side left in
  the box.
- The Hidden Objectives of the other players not yet fulfilled, with those left in the box (never one whose
  condition already holds: it would have been revealed).
- Semi-Coop: the Roles of the other players not yet revealed, with the Roles deck (a Role revealed when dealt
  is never one of those), or while the Roles are being picked, the others' offers and picks with the deck; the
  others' Conflict cards not yet played, with the Conflict deck and those discarded unseen.
- One Character Per Player: the others' ballots in the vote being cast, each drawn among the vote's answers.
- The dice still to fall: the generator is a fresh one.
The Fittings and Ideas decks are open (the view lists them), and so are the discards, the slot and the
scene; they stay.
"""
from __future__ import annotations

import random

from ....core.hidden import Place, deal_by_kind, fresh_generator, places_of, redeal
from . import hidden_objectives, scenarios, semi_coop
from .state import State


def sample_hidden(rules, state: State, seat: int, rng: random.Random) -> State:
    data = rules.state_to_json(state)
    tables = state.content.tables
    _events(state, data, rng)
    for deck in ("locations_deck", "findings_deck", "visitors_deck", "fate_deck", "narrative_deck", "colors_deck",
                 "opportunities", "heart_deck"):
        redeal(places_of(data[deck]), rng)
    for owner, key in ((data["orphans"], "deck"), (data["market"], "wares"), (data["sewers"], "rooms"),
                       (data["sewers"], "corridors"), (data["tactics"], "rooms"), (data["tactics"], "cover")):
        if owner and key in owner:
            redeal(places_of(owner[key]), rng)
    redeal(places_of(data["exploration_deck"]) + places_of(data["unknown"]), rng)
    for deck, aside, table in (("residents_deck", "residents_aside", "residents"),
                               ("night_raids_deck", "night_raids_aside", "night_raids")):
        cards = tables[table]
        deal_by_kind([places_of(data[deck])] + [[place] for place in places_of(data[aside])],
                     lambda card, cards=cards: cards[card].crime_wave, rng)
        data[aside].sort()
    if data["sewers"]:
        tiles = data["sewers"]["tiles"]
        redeal([(tiles, i) for i, tile in enumerate(tiles) if not tables["sewer_tiles"][tile].start], rng)
    _characters(data, seat, rng)
    _shelter(state, data, rng)
    _objectives(state, data, seat, rng)
    _roles(state, data, seat, rng)
    _ballots(data, seat, rng)
    sampled = rules.state_from_json(data, state.content)
    sampled.rng = fresh_generator(rng)
    return sampled


def _events(state: State, data: dict, rng: random.Random) -> None:
    """The Events deck's runs between the Chapter cards, and the Events left out at setup, by kind."""
    from .setup import in_play
    events = in_play(state.content, state.options, "events")
    own = scenarios.sheet(state).id if scenarios.on(state) else None
    deck, runs, run = data["events_deck"], [], []
    for index, card in enumerate(deck):
        if card.startswith("chapter-"):
            runs, run = runs + [run] if run else runs, []
        else:
            run.append((deck, index))
    runs += [run] if run else []
    # the setup's Waste bag begins with the Events it left out; every Event is in the deck, drawn, or one of them
    left_out = len(events) - sum(1 for card in deck if not card.startswith("chapter-")) \
        - state.stats.get("events_drawn", 0)
    waste = data["waste"]
    count = next((i for i, entry in enumerate(waste[:max(0, left_out)]) if not entry.startswith("events:")),
                 max(0, min(left_out, len(waste))))
    out = [entry.partition(":")[2] for entry in waste[:count]]
    deal_by_kind(runs + [places_of(out)], lambda card: (events[card].kind, events[card].module == own), rng)
    waste[:count] = [f"events:{card}" for card in out]


def _characters(data: dict, seat: int, rng: random.Random) -> None:
    places = places_of(data["characters_deck"])
    for task in data["task_stack"]:
        if task["t"] == "pick_characters":
            places += _offers(task, seat)
    redeal(places, rng)


def _offers(task: dict, seat: int) -> list[Place]:
    """The cards offered to every other seat, and the one each has kept (the same card, at two places)."""
    places: list[Place] = []
    picks = task.get("picks") or {}
    for owner, offer in sorted(task["offers"].items()):
        if owner != str(seat):
            places += places_of(offer)
            if owner in picks:
                places.append((picks, owner))
    return places


def _shelter(state: State, data: dict, rng: random.Random) -> None:
    """The Shelter cards face down, by kind, with those of the kind the board's side left in the box."""
    from .setup import in_play
    cards = state.content.tables["shelter_cards"]
    places: list[Place] = []
    for _space, spot in sorted(data["shelter"].items()):
        if spot["card"]:
            places.append((spot, "card"))
            places += places_of(spot.get("under", []))
    used = {pile[index] for pile, index in places}
    used |= {entry.partition(":")[2] for entry in data["waste"] if entry.startswith("shelter_cards:")}
    box = sorted(card for card in in_play(state.content, (), "shelter_cards") if card not in used)
    deal_by_kind([[place] for place in places], lambda card: cards[card].kind, rng, spare=box)


def _objectives(state: State, data: dict, seat: int, rng: random.Random) -> None:
    """The others' Hidden Objectives not yet fulfilled, with the box's whose condition doesn't hold now."""
    secrets = data["secret_objectives"]
    if not secrets:
        return
    table = state.content.tables["hidden_objectives"]
    hidden = [secrets[owner] for owner in sorted(secrets) if owner != str(seat) and not secrets[owner]["fulfilled"]]
    dealt = {secret["card"] for secret in secrets.values()}
    scenario = scenarios.on(state)
    box = [card for card in sorted(table) if card not in dealt and not (scenario and table[card].scenario_removed)
           and not hidden_objectives.holds(state, table[card])]
    cards = [secret["card"] for secret in hidden] + box
    redeal(places_of(cards), rng)
    for secret, card in zip(hidden, cards):
        secret["card"] = card


def _roles(state: State, data: dict, seat: int, rng: random.Random) -> None:
    """Semi-Coop's Roles and Conflict cards that are not the seat's and not yet shown."""
    if not semi_coop.on(state):
        return
    if data["phase"] == "over":                 # every Role and Conflict card is shown
        return
    mine = str(seat)
    picking = [task for task in data["task_stack"] if task["t"] == "pick_roles"]
    if picking:
        redeal(places_of(data["roles_deck"]) + [place for task in picking for place in _offers(task, seat)], rng)
    else:
        roles = state.content.tables["roles"]
        held = [[(role, "card")] for owner, role in sorted(data["roles"].items())
                if owner != mine and not role["revealed"]]
        deal_by_kind(held + [places_of(data["roles_deck"])], lambda card: roles[card].reveal == "now", rng)
    waste = data["waste"]
    gone = [i for i, entry in enumerate(waste) if entry.startswith("conflicts:")]
    unseen = [waste[i].partition(":")[2] for i in gone]
    redeal([(held, "card") for owner, held in sorted(data["conflicts"].items()) if owner != mine and not held["played"]]
           + places_of(data["conflicts_deck"]) + places_of(unseen), rng)
    for i, card in zip(gone, unseen):
        waste[i] = f"conflicts:{card}"


def _ballots(data: dict, seat: int, rng: random.Random) -> None:
    """One Character Per Player: the others' ballots in the vote being cast, each among the vote's answers."""
    pending = data["pending"] or {}
    why = pending.get("why", "")
    if "@" not in why:
        return
    asked = why.rpartition("@")[0]
    values = [value for value, _label, _target in pending.get("options", ())
              if not value.startswith(semi_coop.CONFLICT)]
    for task in data["task_stack"]:
        ballot = task.get("votes", {}).get(asked)
        if not ballot or "_decided" in ballot or not values:
            continue
        for owner in sorted(ballot):
            if owner != str(seat):
                ballot[owner] = rng.choice(values)

