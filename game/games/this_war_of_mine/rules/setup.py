"""A playthrough's setup in the rulebook's order (L474-561): the Events deck built from the bottom up
(the Ending Events shuffled, Chapter III, 4 Events, Chapter II, 3 Events, Chapter I on top; Hard and
Hardcore add Events before Chapters II and III, L439-441); the three Locations on Close, Distant and
Far; every deck shuffled, with the red-corner Residents and Night Raid cards set aside and the Ideas
apart from the Fittings; each Shelter card on a space of its name, unseen; the starting Storage; the
first red-bordered and the first two black-bordered Characters, Hunger 2, on the Guard space; a
random Leader."""
from __future__ import annotations

from .state import (DIFFICULTY_EVENTS, LOCATION_SLOTS, STARTING_HUNGER, STARTING_STORAGE, State, _ev)


def events_deck(content, rng, difficulty: str) -> tuple[list[str], list[str]]:
    """The Events deck, top first, and the Events left out (to the Waste bag)."""
    events = content.tables["events"]
    endings = sorted(card_id for card_id, card in events.items() if card.kind != "event")
    ordinary = sorted(card_id for card_id, card in events.items() if card.kind == "event")
    rng.shuffle(endings)
    rng.shuffle(ordinary)
    before_two, before_three = DIFFICULTY_EVENTS[difficulty]
    chapter_one = ordinary[:before_two]
    chapter_two = ordinary[before_two:before_two + before_three]
    left_out = ordinary[before_two + before_three:]
    deck = ["chapter-1", *chapter_one, "chapter-2", *chapter_two, "chapter-3", *endings]
    return deck, left_out


def shuffled(content, rng, table: str, keep=lambda card: True) -> list[str]:
    deck = sorted(card_id for card_id, card in content.tables[table].items() if keep(card))
    rng.shuffle(deck)
    return deck


def lay_shelter(content, rng) -> dict[str, dict]:
    """Every space of the board; each Shelter card on a space holding its kind, shuffled among them."""
    spaces = content.tables["shelter"]
    shelter = {space_id: {"card": None, "remnants": False, "fitting": None, "wait": False, "board_up": False}
               for space_id in sorted(spaces)}
    for kind in sorted({card.kind for card in content.tables["shelter_cards"].values()}):
        cards = shuffled(content, rng, "shelter_cards", lambda card, kind=kind: card.kind == kind)
        places = sorted(space_id for space_id, space in spaces.items() if space.holds == kind)
        for space_id, card_id in zip(places, cards):
            shelter[space_id]["card"] = card_id
    return shelter


def starting_characters(content, rng) -> tuple[list[str], list[str]]:
    """Draw until the first red-bordered and the first two black-bordered are found (L548): those three,
    and the rest shuffled back as the Characters deck."""
    cards = content.tables["characters"]
    deck = shuffled(content, rng, "characters")
    red = next(card_id for card_id in deck if cards[card_id].border == "red")
    black = [card_id for card_id in deck if cards[card_id].border == "black"][:2]
    chosen = [red, *black]
    rest = [card_id for card_id in deck if card_id not in chosen]
    rng.shuffle(rest)
    return chosen, rest


def new_person(card_id: str, starting: bool) -> dict:
    return {"id": card_id, "states": {"hunger": STARTING_HUNGER} if starting else {}, "treatments": [],
            "place": "guard", "starting": starting, "alive": True, "left": False, "away": False,
            "asleep": False, "stopped": False, "joined_day": 0}


def set_up(state: State, seat_names: list[str], difficulty: str = "normal", options=()) -> None:
    content, rng = state.content, state.rng
    state.seat_names, state.variants = list(seat_names), []
    state.difficulty, state.options = difficulty, list(options)
    state.events_deck, left_out = events_deck(content, rng, difficulty)
    state.waste = [f"events:{card_id}" for card_id in left_out]
    state.events_up, state.chapter = [], 0
    state.objectives_deck, state.objective_counter = [], 0        # Chapter I deals them (A12)
    locations = shuffled(content, rng, "locations")
    state.locations = dict(zip(LOCATION_SLOTS, locations[:3]))
    state.locations_deck, state.locations_removed = locations[3:], []
    state.exploration_deck, state.exploration_discard, state.unknown, state.slot = (
        shuffled(content, rng, "exploration"), [], [], [])
    state.residents_deck = shuffled(content, rng, "residents", lambda card: not card.crime_wave)
    state.residents_aside = sorted(k for k, card in content.tables["residents"].items() if card.crime_wave)
    state.night_raids_deck = shuffled(content, rng, "night_raids", lambda card: not card.crime_wave)
    state.night_raids_aside = sorted(k for k, card in content.tables["night_raids"].items() if card.crime_wave)
    state.findings_deck = shuffled(content, rng, "findings")
    state.visitors_deck = shuffled(content, rng, "visitors")
    state.fittings_deck = sorted(k for k, card in content.tables["fittings"].items() if card.deck == "fittings")
    state.ideas_deck = sorted(k for k, card in content.tables["fittings"].items() if card.deck == "ideas")
    state.fate_deck = shuffled(content, rng, "fate")
    state.narrative_deck, state.narrative_held = shuffled(content, rng, "narrative_actions"), []
    state.colors_deck = shuffled(content, rng, "colors")
    state.shelter = lay_shelter(content, rng)
    state.storage, state.storage_x5, state.findings_pile = dict(STARTING_STORAGE), {"wood": 0, "components": 0}, {}
    chosen, state.characters_deck = starting_characters(content, rng)
    state.characters = [new_person(card_id, True) for card_id in chosen]
    state.leader = rng.below(len(seat_names))
    state.day, state.phase, state.stage = 1, "morning", 0
    state.cold, state.noise, state.scene, state.flags, state.rules_on = 0, 1, None, {}, {}
    state.task_stack, state.pending, state.last_roll, state.result, state.stats = [], None, None, None, {}
    state.story, state.hidden = [], {}
    names = ", ".join(content.tables["characters"][card_id].name for card_id in chosen)
    _ev(state._opening_events, "setup", f"The war has come to the city. In the shelter: {names}.", "rule:setup",
        {"characters": chosen, "leader": state.leader})
