"""A playthrough's setup in the rulebook's order (L474-561): the Events deck built from the bottom up
(the Ending Events shuffled, Chapter III, 4 Events, Chapter II, 3 Events, Chapter I on top; Hard and
Hardcore add Events before Chapters II and III, L439-441); the three Locations on Close, Distant and
Far; every deck shuffled, with the red-corner Residents and Night Raid cards set aside and the Ideas
apart from the Fittings; each Shelter card on a space of its name, unseen; the starting Storage; the
first red-bordered and the first two black-bordered Characters, Hunger 2, on the Guard space; a
random Leader.

Three modules end the setup with a question for the Leader, as tasks run after every other setup task,
before the first Morning: Orphans of War, where the Kid's Room stands (rules/orphans.py); Farmers and
Market, where its two farm Fittings stand (rules/farmers_market.py); Companions, a pet to start with in place of the 3 Raw Food (L1314; not in Short
Mode, which is not Campaign mode, L254, L1398, and has no Raw Food to give up); The Table, placed at once
for 3 Wood and 1 Component on an empty space one can reach, or with none, over a Heap or Furniture card
there, removed from the game (L1676-1678), its Opportunity deck shuffled under it either way (L1680).

Answers (pick:<value>): <companions id> / none; place:<space>, clear:<space> / deck (and the Kid's Room's,
rules/orphans.py)."""
from __future__ import annotations

from ....core.flow import finish_task
from . import (farmers_market, figures, goods, heart_of_the_city, hidden_objectives, one_each, orphans, our_street,
               scenarios, semi_coop, sewers, short_mode, tactics)
from .asking import LEADER, ask
from .ops import take_in_pet
from .shelter import clear_card, reachable, side_of
from .state import (DIFFICULTY_EVENTS, LOCATION_SLOTS, STARTING_HUNGER, STARTING_STORAGE, State, _ev)


def events_deck(events: dict, rng, difficulty: str) -> tuple[list[str], list[str]]:
    """The Events deck, top first, and the Events left out (to the Waste bag)."""
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


def in_play(content, options, table: str) -> dict:
    """The cards of a table this playthrough uses: the core box's and those of the modules chosen, less
    those a chosen module's card stands in for."""
    cards = {card_id: card for card_id, card in content.tables[table].items()
             if getattr(card, "module", "") in ("", *options)}
    replaced = {getattr(card, "replaces", "") for card in cards.values()}
    return {card_id: card for card_id, card in cards.items() if card_id not in replaced}


def shuffled(content, rng, table: str, keep=lambda card: True, options=()) -> list[str]:
    deck = sorted(card_id for card_id, card in in_play(content, options, table).items() if keep(card))
    rng.shuffle(deck)
    return deck


def lay_shelter(content, rng, side: str = "front") -> dict[str, dict]:
    """Every space of the board's side in play; the Shelter cards of each kind shuffled and laid on the spaces
    holding that kind, as many on each as its `stack` (the rest of a stack under the top card); cards left
    over when a side has fewer spaces stay in the box."""
    spaces = {space_id: space for space_id, space in content.tables["shelter"].items() if space.side == side}
    shelter = {space_id: {"card": None, "remnants": False, "fitting": None, "wait": False, "board_up": False}
               for space_id in sorted(spaces)}
    for kind in sorted({card.kind for card in content.tables["shelter_cards"].values()}):
        cards = shuffled(content, rng, "shelter_cards", lambda card, kind=kind: card.kind == kind)
        for space_id in sorted(space_id for space_id, space in spaces.items() if space.holds == kind):
            laid, cards = cards[:spaces[space_id].stack], cards[spaces[space_id].stack:]
            if laid:
                shelter[space_id]["card"] = laid[0]
            if laid[1:]:
                shelter[space_id]["under"] = laid[1:]
    return shelter


def starting_characters(content, rng, options=()) -> tuple[list[str], list[str]]:
    """Draw until the first red-bordered and the first two black-bordered are found (L548): those three,
    and the rest shuffled back as the Characters deck."""
    cards = in_play(content, options, "characters")
    deck = shuffled(content, rng, "characters", options=options)
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
    """`options`: every variant chosen but the difficulty (the optional rules, the modes, the modules)."""
    content, rng = state.content, state.rng
    state.seat_names, state.variants = list(seat_names), []
    state.difficulty, state.options = difficulty, list(options)
    short = short_mode.MODE in options
    events = in_play(content, options, "events")
    scenario = scenarios.on(state)
    state.events_deck, left_out = (short_mode.events_deck(state, events) if short else
                                   scenarios.events_deck(state, events, difficulty) if scenario else
                                   events_deck(events, rng, difficulty))
    state.waste = [f"events:{card_id}" for card_id in left_out]
    state.events_up, state.chapter = [], 0
    state.objectives_deck, state.objective_counter = [], 0        # Chapter I deals them (A12)
    if short:
        state.objectives_deck = short_mode.objectives(state, in_play(content, options, "objectives"))
    deck = lambda table, keep=lambda card: True: shuffled(content, rng, table, keep, options)  # noqa: E731
    locations = deck("locations")
    state.locations = dict(zip(LOCATION_SLOTS, locations[:3]))
    state.locations_deck, state.locations_removed = locations[3:], []
    state.exploration_deck, state.exploration_discard, state.unknown, state.slot = deck("exploration"), [], [], []
    residents, raids = in_play(content, options, "residents"), in_play(content, options, "night_raids")
    state.residents_deck = deck("residents", lambda card: not card.crime_wave)
    state.residents_aside = sorted(k for k, card in residents.items() if card.crime_wave)
    state.night_raids_deck = deck("night_raids", lambda card: not card.crime_wave)
    state.night_raids_aside = sorted(k for k, card in raids.items() if card.crime_wave)
    state.findings_deck = deck("findings")
    state.visitors_deck = deck("visitors")
    fittings = in_play(content, options, "fittings")
    state.fittings_deck = sorted(k for k, card in fittings.items() if card.deck == "fittings")
    state.ideas_deck = sorted(k for k, card in fittings.items() if card.deck == "ideas")
    state.fate_deck = deck("fate")
    state.narrative_deck, state.narrative_held = deck("narrative_actions", lambda card: not (card.after_loss or card.kid_action)), []
    state.colors_deck = deck("colors")
    state.shelter = lay_shelter(content, rng, side_of(options))
    if side_of(options) != "front":     # one Fittings deck: no other board has an Ideas space (L466, L1692)
        state.fittings_deck, state.ideas_deck = sorted(state.fittings_deck + state.ideas_deck), []
    state.storage, state.storage_x5, state.findings_pile = dict(STARTING_STORAGE), {"wood": 0, "components": 0}, {}
    if scenario:
        state.storage = scenarios.starting_storage(state, state.storage)
    if one_each.MODE in options:        # each player picks one of two, once setup is laid (rules/one_each.py)
        chosen, state.characters_deck = [], shuffled(content, rng, "characters", options=options)
        state.leader = 0
    else:
        chosen, state.characters_deck = starting_characters(content, rng, options)
        if scenario:
            chosen, state.characters_deck = scenarios.starting_characters(state, chosen, state.characters_deck)
        state.leader = rng.below(len(seat_names))
    state.characters = [new_person(card_id, True) for card_id in chosen]
    state.day, state.phase, state.stage = 1, "morning", 0
    state.cold, state.noise, state.scene, state.flags, state.rules_on = 0, 1, None, {}, {}
    if scenario:
        state.cold = scenarios.sheet(state).cold
    state.task_stack, state.pending, state.last_roll, state.result, state.stats = [], None, None, None, {}
    state.story, state.hidden = [], {}
    kept = sorted(k for k, card in in_play(content, options, "narrative_actions").items() if card.after_loss)
    if kept:                                    # people.first_loss shuffles them in
        state.stats["after_loss"] = kept
    names = ", ".join(content.tables["characters"][card_id].name for card_id in chosen)
    _ev(state._opening_events, "setup", "The war has come to the city." + (f" In the shelter: {names}." if names
        else " Each of you will keep one of two Characters."), "rule:setup", {"characters": chosen, "leader": state.leader})
    if short:                             # its task runs once the Characters are there
        short_mode.prepare(state, state._opening_events)
        _ev(state._opening_events, "short_mode", "Short Mode: five or six days of war, and the shelter already "
            "half made.", "rule:short_mode", {})
    state.roles, state.conflicts, state.roles_deck, state.conflicts_deck = {}, {}, [], []
    if semi_coop.MODE in options:       # its Roles are picked once the Characters are (the task below theirs)
        semi_coop.deal(state)
    if one_each.MODE in options:
        one_each.deal(state)
    state.secret_objectives = {}
    if hidden_objectives.MODULE in options:
        hidden_objectives.deal(state, scenario=scenario)
    state.pet, state.opportunities = None, []
    state.heart_deck = shuffled(content, rng, "heart_of_the_city") if heart_of_the_city.MODULE in options else []
    orphans.deal(state, options)
    farmers_market.deal(state, options)
    our_street.deal(state, options)
    figures.deal(state, options)
    sewers.deal(state, options)
    tactics.deal(state, options)
    if PACKAGE in options:
        _ev(state._opening_events, "strange_package", "You open the strange package at last. Inside, wrapped in "
            "newspaper from an older war, five keepsakes and a note: 'For whoever lives through the next one.' "
            "They go into the Narrative Actions deck.", "rule:strange_package", {})
    module_setup(state, options)
    if scenario:
        scenarios.open_story(state)


# --- the modules' setup: Companions and The Table ---------------------------------------------------------------
PETS, TABLE_MODULE = "companions", "the_table"
PACKAGE = "strange_package"             # its cards are the module's Narrative Actions (rules/sealed.py)
TABLE = "the-table"                     # its Fitting card (fittings_the_table.toml)
PET_IN_PLACE_OF = 3                     # the Raw Food a starting pet takes the place of (L1314)


def module_setup(state: State, options) -> None:
    """The Opportunity deck shuffled; the modules' questions pushed under every other setup task, so they
    come last (the pet's, then the Table's)."""
    if PETS in options and short_mode.MODE not in options:
        state.task_stack.insert(0, {"t": "pet_setup", "chosen": {}})
    if TABLE_MODULE in options:
        state.opportunities = shuffled(state.content, state.rng, "opportunities")
        state.task_stack.insert(0, {"t": "table_setup", "chosen": {}})


def pet_setup_task(state: State, task: dict, events: list) -> bool:
    pets = state.content.tables["companions"]
    options = [(pet, f"Start with {record.name}, without the {PET_IN_PLACE_OF} Raw Food", None)
               for pet, record in sorted(pets.items())]
    options.append(("none", f"No pet: keep the {PET_IN_PLACE_OF} Raw Food", None))
    picked = ask(state, task, "starting_pet", options, "Companions: does a pet share the shelter from the "
                 f"start, in place of the {PET_IN_PLACE_OF} Raw Food?", decides=LEADER)
    if picked is None:
        return False
    finish_task(state.task_stack, task)
    if picked != "none":
        goods.remove(state, "storage", "raw-food", PET_IN_PLACE_OF, events, "rule:companions")
        take_in_pet(state, picked, events, "rule:companions")
    return True


def fitting_spaces(state: State, fitting_id: str, over: tuple[str, ...] = ("heap", "furniture"),
                   both: bool = False) -> list[tuple[str, str]]:
    """Where a module's Fitting may be set at setup, as (how, space): the empty spaces one can reach ("place"),
    or with none (or `both`), the reachable single Shelter cards of the kinds `over` on spaces that may hold
    a Fitting ("clear"). The Table's are L1678's; the Kid's Room's, its back's."""
    from .day import build_spaces
    fitting = state.content.tables["fittings"][fitting_id]
    open_spaces = reachable(state)
    empty = [("place", space) for space in build_spaces(state, fitting, open_spaces)]
    if empty and not both:
        return empty
    cards, board = state.content.tables["shelter_cards"], state.content.tables["shelter"]
    return empty + [("clear", space) for space in sorted(open_spaces) if board[space].buildable
                    and state.shelter[space]["card"] and not state.shelter[space].get("under")
                    and not state.shelter[space]["fitting"] and cards[state.shelter[space]["card"]].kind in over]


def set_up_fitting(state: State, task: dict, fitting_id: str, over: tuple[str, ...], both: bool, why: str,
                   cause: str, events: list) -> bool | None:
    """A module's Fitting that stands from the start, where its back says (`fitting_spaces`), the Leader
    picking the space: True once it stands, False with nowhere for it (it waits in the Fittings deck), None
    while the Leader is asked."""
    from .day import place_fitting
    places = fitting_spaces(state, fitting_id, over=over, both=both)
    if not places or fitting_id not in state.fittings_deck:
        return False
    cards, fitting = state.content.tables["shelter_cards"], state.content.tables["fittings"][fitting_id]
    options = [(f"{how}:{space}", f"Set up the {fitting.name} here" if how == "place" else
                f"Clear the {cards[state.shelter[space]['card']].name} out for the {fitting.name}", f"space:{space}")
               for how, space in places]
    picked = ask(state, task, why, options, f"Where does the {fitting.name} stand?", decides=LEADER)
    if picked is None:
        return None
    how, _, space = picked.partition(":")
    if how == "clear":
        clear_for_fitting(state, space, f"the {fitting.name}", events, cause)
    place_fitting(state, fitting_id, space, None, events)
    return True


def clear_for_fitting(state: State, space: str, what: str, events: list, cause: str) -> None:
    """The Shelter card on the space leaves the game unsearched (what it was stays unseen) for `what`."""
    cards = state.content.tables["shelter_cards"]
    card_id = clear_card(state, space)
    state.waste.append(f"shelter_cards:{card_id}")
    _ev(events, "shelter_card_removed", f"The {cards[card_id].name} is taken away to make room for {what}.", cause,
        {"space": space})


def priced(state: State, cost) -> str:
    """A price in words: "3 Wood and 1 Component"."""
    names = [goods.label(state, g.item) for g in cost]
    return " and ".join(f"{g.amount} {name.removesuffix('s') if g.amount == 1 else name}"
                        for g, name in zip(cost, names))


def table_setup_task(state: State, task: dict, events: list) -> bool:
    from .day import place_fitting
    table = state.content.tables["fittings"][TABLE]
    places = fitting_spaces(state, TABLE)
    if TABLE not in state.fittings_deck or not goods.holds(state, "storage", table.cost) or not places:
        finish_task(state.task_stack, task)
        return True
    price = priced(state, table.cost)
    cards = state.content.tables["shelter_cards"]
    options = [(f"{how}:{space}", f"Set the Table here ({price})" if how == "place" else
                f"Take the {cards[state.shelter[space]['card']].name} away and set the Table there ({price})",
                f"space:{space}") for how, space in places]
    options.append(("deck", "Not now: the Table goes into the Fittings deck", None))
    picked = ask(state, task, "table_setup", options, f"The Table: set it in the shelter now, for {price}?",
                 decides=LEADER)
    if picked is None:
        return False
    finish_task(state.task_stack, task)
    if picked == "deck":
        return True
    how, _, space = picked.partition(":")
    if how == "clear":
        clear_for_fitting(state, space, "the Table", events, "rule:the_table")
    for item in table.cost:
        goods.remove(state, "storage", item.item, item.amount, events, "rule:the_table")
    place_fitting(state, TABLE, space, None, events)
    return True
