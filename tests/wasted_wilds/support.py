"""What the Wasted Wilds rules tests share: a table set by hand (who is where with what), forced dice and
cards, and answering through the one door."""
from __future__ import annotations

from functools import lru_cache

from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.wasted_wilds.rules import RULES
from game.games.wasted_wilds.rules.board_map import new_place
from game.games.wasted_wilds.rules.flow import FLOW


@lru_cache(maxsize=None)
def content():
    return RULES.load_content()


def faces(*values: int) -> list[int]:
    """Die faces as forced outcomes of below(6)."""
    return [v - 1 for v in values]


def started(mission: str = "frozen-1", characters=("chef", "thief"), seed: int = 3, variants=()):
    """A mission past its setup questions (survivors picked, a random map), at the first survivor's act."""
    seats = tuple(Seat(f"P{k + 1}") for k in range(len(characters)))
    setup = MatchSetup("wasted_wilds", seats, seed, (f"mission-{mission}", f"team-{len(characters)}", *variants))
    state = RULES.new_state(setup, content(), Rng(seed))
    for char in characters:
        RULES.apply(state, f"survivor:{char}")
    RULES.apply(state, "layout:random")
    return state


def table(mission: str = "frozen-1", characters=("chef", "thief"), tiles=(), positions=(), variants=()):
    """A hand-set table: `tiles` are (cell, tile id, face up) on an otherwise empty map, survivors stand at
    `positions`, with empty hands, no gear, no monsters and hunger 1; the turn is about to start for
    survivor 0 (nothing pending). Decks are as dealt."""
    state = started(mission, characters, variants=variants)
    state.task_stack, state.pending = [], None
    state.map = {key: new_place(tile_id, up) for key, tile_id, up in tiles}
    state.tokens = 30
    for survivor, key in zip(state.survivors, positions):
        survivor["deck"] += survivor["hand"] + [g["card"] for g in survivor["gear"] if g.get("src") != "g"]
        state.monster_deck += [m["card"] for m in survivor["monsters"]]
        for status in survivor["status"]:
            state.status_decks[status["deck"]].append(status["card"])
        for card_id in survivor["supplies"] + [g["card"] for g in survivor["gear"] if g.get("src") == "g"]:
            state.scavenge_decks[content().tables["scavenge"][card_id].deck].append(card_id)
        survivor.update({"pos": key, "hand": [], "gear": [], "monsters": [], "damage": 0, "hunger": 1, "starve": -1,
                         "status": [], "supplies": [], "poison": 0, "armour": 0})
    state.active, state.step, state.actions, state.free_used = 0, "start", 0, []
    state.invalidate()
    return state


def attach(state, index: int, card_id: str, **fields) -> dict:
    """A monster card taken from the deck and attached (no Draw effect)."""
    state.monster_deck.remove(card_id)
    entry = {"card": card_id, "uid": 1000 + len(state.survivors[index]["monsters"]) + 10 * index, "damage": 0,
             "stunned": False, "poison": 0, "hurt": False, **fields}
    state.survivors[index]["monsters"].append(entry)
    return entry


def equip(state, index: int, card_id: str, ammo: int = 0) -> None:
    survivor = state.survivors[index]
    survivor["deck"].remove(card_id)
    survivor["gear"].append({"card": card_id, "src": "s", "ammo": ammo, "damage": 0})


def hold(state, index: int, *card_ids: str) -> None:
    survivor = state.survivors[index]
    for card_id in card_ids:
        survivor["deck"].remove(card_id)
        survivor["hand"].append(card_id)


def on_top(pile: list, card_id: str) -> None:
    pile.remove(card_id)
    pile.insert(0, card_id)


def run(state) -> None:
    """Run the flow on to the next question (after editing the state by hand)."""
    FLOW.run(state, [])
    state.invalidate()


def answer(state, value: str) -> list:
    return RULES.apply(state, value)


def prompt(state):
    return RULES.prompt(state)


def health(state, index: int) -> int:
    from game.games.wasted_wilds.rules.stats import health_left
    return health_left(state, index)
