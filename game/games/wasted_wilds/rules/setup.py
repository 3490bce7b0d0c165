"""A mission's setup in the rulebook's order: the survivors picked (each seat its own; a solo player may
run several), the mission's tiles shuffled and laid face down (a suggested layout, a random legal one,
or one tile at a time), the Van on an open place beside the map, the monster deck from the mission's
sets with a starting monster for each survivor, the scavenge decks, the tokens and the clock.

Answers: survivor:<character>, layout:<k> / layout:random / layout:place, place:<x,y>."""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import option
from ....core.prompt import Prompt
from ....core.rules import MatchSetup
from ....core.rules_base import fresh_state
from ..effects import monster_cards
from .board_map import lay_layout, lay_random, lay_tile, lay_van, open_beside
from .cards import start_equip
from .combat import draw_monster
from .state import (HOSTILITY, MAX_SURVIVORS, STARTING_HAND, TOKEN_SUPPLY, State, _ev, cell, mission, name_of)


def _variant(setup: MatchSetup, prefix: str, default: str) -> str:
    return next((v[len(prefix):] for v in setup.variants if v.startswith(prefix)), default)


def new_state(setup: MatchSetup, content, rng) -> State:
    state = fresh_state(State, content, rng)
    carry = setup.carry if isinstance(setup.carry, dict) else {}
    state.seat_names = [seat.name for seat in setup.seats]
    state.variants = list(setup.variants)
    state.mission = carry.get("mission") or _variant(setup, "mission-", "frozen-1")
    state.lenient = "lenient" in setup.variants
    players = len(setup.seats)
    state.team = max(players, min(MAX_SURVIVORS, len(content.tables["characters"]),
                                  int(_variant(setup, "team-", str(players)))))
    state.phase = "choose"
    state.survivors = [{"char": None, "seat": k % players, "name": "", "damage": 0, "hunger": 1, "starve": -1,
                        "hand": [], "supplies": [], "deck": [], "discard": [], "gear": [], "monsters": [],
                        "status": [], "poison": 0, "armour": 0, "pos": "", "alive": True, "out": ""}
                       for k in range(state.team)]
    state.map, state.setup_tiles = {}, []
    state.monster_deck, state.monster_discard = [], []
    state.scavenge_decks = {deck: [] for deck in ("red", "green", "blue")}
    state.scavenge_discards = {deck: [] for deck in ("red", "green", "blue")}
    state.status_decks, state.status_discards = {}, {}
    state.day_deck, state.day_discard, state.night = [], [], None
    state.tokens, state.laps = TOKEN_SUPPLY, 0
    plan = mission(state)
    state.clock = content.tables["clock"]["clock"].steps.index(plan.clock_start)
    state.tribes = {start.tribe: HOSTILITY.index(start.hostility) for start in plan.tribes}
    state.objectives = [{"stored": 0} for _ in plan.objectives]
    state.active, state.step, state.actions, state.free_used, state.stopped = 0, "start", 0, [], False
    state.round, state.turns = 0, 0
    state.task_stack, state.pending, state.last_roll, state.result = [], None, None, None
    state.stats = {}
    _ev(state._opening_events, "setup", f"Mission: {plan.name}. {plan.teaches}", "rule:setup",
        {"mission": state.mission})
    state.pending = {"k": "survivor", "i": 0}
    return state


def _deal(state: State, events: list) -> None:
    """Everything after the survivors and the map: decks, hands, starting gear and monsters, the clock."""
    content, plan = state.content, mission(state)
    cards = content.tables["survivor_cards"]
    for index, survivor in enumerate(state.survivors):
        printed = content.tables["characters"][survivor["char"]]
        deck = [card_id for card_id, record in sorted(cards.items()) if record.deck == survivor["char"]
                for _ in range(record.count)]
        start_gear = printed.innate.start_gear
        if start_gear and start_gear in deck:
            deck.remove(start_gear)
        state.rng.shuffle(deck)
        survivor["deck"] = deck
        survivor["hand"] = [deck.pop(0) for _ in range(min(STARTING_HAND, len(deck)))]
        if start_gear:
            start_equip(state, index, start_gear, events, f"innate:{printed.id}", ammo=printed.innate.start_ammo)
    state.monster_deck = monster_cards(content, plan)
    state.rng.shuffle(state.monster_deck)
    # the quarry comes soon after the starting monsters, never as one of them
    dealt = len(state.survivors) if plan.start_monsters else 0
    for early in plan.early_monsters:
        state.monster_deck.remove(early.monster)
        place = dealt + state.rng.below(early.within)
        state.monster_deck.insert(min(place, len(state.monster_deck)), early.monster)
    for card_id, record in sorted(content.tables["scavenge"].items()):
        state.scavenge_decks[record.deck].extend([card_id] * record.count)
    for deck in ("red", "green", "blue"):
        state.rng.shuffle(state.scavenge_decks[deck])
    for deck_id in sorted(content.tables["status_decks"]):
        pile = [card_id for card_id, record in sorted(content.tables["status_cards"].items())
                if record.deck == deck_id for _ in range(record.count)]
        state.rng.shuffle(pile)
        state.status_decks[deck_id], state.status_discards[deck_id] = pile, []
    if plan.day_night:
        state.day_deck = sorted(content.tables["day_night"])
        state.rng.shuffle(state.day_deck)
    from .ops import run_ops
    for index in reversed(range(len(state.survivors))):
        if plan.setup:
            run_ops(state, ["missions", plan.id, "setup"], index, "short", f"mission:{plan.id}")
    if plan.start_monsters:
        for index in range(len(state.survivors)):
            draw_monster(state, index, events, "rule:setup")
    state.phase = "play"
    state.step = "start"


class SurvivorChoice(Decision):
    kind = "survivor"
    answers = frozenset({"survivor"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        taken = {s["char"] for s in state.survivors if s["char"]}
        k = pending["i"]
        options = tuple(option(f"survivor:{cid}", f"{record.name}: {record.title} (health {record.health}, "
                               f"stealth {record.stealth}; {record.innate.name})")
                        for cid, record in state.content.tables["characters"].items() if cid not in taken)
        who = state.seat_names[state.survivors[k]["seat"]]
        several = sum(1 for s in state.survivors if s["seat"] == state.survivors[k]["seat"]) > 1
        return Prompt(state.survivors[k]["seat"], "survivor",
                      f"{who}, pick {'survivor ' + str(k + 1) if several else 'your survivor'}.", options, {"i": k})

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        k = pending["i"]
        survivor = state.survivors[k]
        survivor["char"] = value.partition(":")[2]
        survivor["name"] = state.seat_names[survivor["seat"]]
        _ev(events, "survivor_chosen", f"{state.seat_names[survivor['seat']]} plays {name_of(state, k)}.",
            "rule:setup", {"survivor": k, "char": survivor["char"]})
        if k + 1 < len(state.survivors):
            state.pending = {"k": "survivor", "i": k + 1}
            return
        plan = mission(state)
        state.setup_tiles = list(plan.tiles)
        state.rng.shuffle(state.setup_tiles)
        state.phase = "map"
        state.pending = {"k": "layout"}


class LayoutChoice(Decision):
    kind = "layout"
    answers = frozenset({"layout"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        plan = mission(state)
        options = [option(f"layout:{k}", f"The mission's layout: {layout.name}")
                   for k, layout in enumerate(plan.layouts)]
        options += [option("layout:random", "A random map (every tile beside another)"),
                    option("layout:place", "Lay the tiles yourselves, one at a time")]
        return Prompt(0, "layout", f"{plan.name}: how is the map of {len(plan.tiles)} tiles laid?", tuple(options))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        how = value.partition(":")[2]
        if how == "random":
            lay_random(state, events)
        elif how == "place":
            lay_tile(state, cell(0, 0))
            state.pending = {"k": "place"}
            return
        else:
            layout = mission(state).layouts[int(how)]
            lay_layout(state, [list(c) for c in layout.cells], list(layout.van), events)
        _deal(state, events)


class PlaceTile(Decision):
    kind = "place"
    answers = frozenset({"place"})

    def prompt(self, state: State, pending: dict) -> Prompt:
        places = open_beside(state.map)
        what = (f"Where does the next face-down tile go? ({len(state.setup_tiles)} to lay)" if state.setup_tiles
                else "Where does the Van go (beside the map)?")
        return Prompt(0, "place", what, tuple(option(f"place:{key}", f"At {key}", f"cell:{key}") for key in places))

    def resolve(self, state: State, pending: dict, prompt: Prompt, value: str, events: list) -> None:
        key = value.partition(":")[2]
        if state.setup_tiles:
            lay_tile(state, key)
            state.pending = {"k": "place"}
            return
        lay_van(state, key, events)
        _deal(state, events)
