"""What the Everything Lost rules tests share: building states, forcing dice, setting cards and fights by hand."""
from __future__ import annotations

from functools import lru_cache

from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.everything_lost.rules import RULES
from game.games.everything_lost.rules import fight
from game.games.everything_lost.rules.flow import FLOW


@lru_cache(maxsize=None)
def content():
    return RULES.load_content()


def faces(*values: int) -> list[int]:
    """Die faces as forced outcomes of below(6)."""
    return [v - 1 for v in values]


def new_state(seed: int = 7, skill: str = "leader", mission: str = "m1a", variants=()):
    """A fresh mission past its setup questions, at the act prompt in the home zone."""
    setup = MatchSetup("everything_lost", (Seat("Me"),), seed, (f"mission-{mission}", *variants))
    state = RULES.new_state(setup, content(), Rng(seed))
    RULES.apply(state, f"skill:{skill}")
    prompt = RULES.prompt(state)
    assert prompt.kind == "tool_choice"
    RULES.apply(state, prompt.values[0])
    assert RULES.prompt(state).kind == "act"
    return state


def set_weapons(state, *ids: str) -> None:
    """Carry exactly these weapons (the others go back to the weapon deck)."""
    for held in state.weapons:
        state.weapon_deck.append(held["id"])
    state.weapons = [{"id": wid, "up": False} for wid in ids]
    for wid in ids:
        if wid in state.weapon_deck:
            state.weapon_deck.remove(wid)
    state.invalidate()


def _take_out(pile_names, state, card):
    for name in pile_names:
        pile = getattr(state, name)
        if card in pile:
            pile.remove(card)


def set_active(state, buildings=(), rubble=(), flipped=()) -> None:
    """Make these the zone's active cards (swapping the old ones back into their decks)."""
    for entry in state.active:
        (state.building_deck if entry["deck"] == "building" else state.rubble_deck).append(entry["card"])
    state.active = []
    for card in buildings:
        _take_out(("building_deck", "building_discard"), state, card)
        state.active.append({"deck": "building", "card": card, "flipped": card in flipped, "used": [],
                             "type": content().tables["buildings"][card].types[0]})
    for card in rubble:
        _take_out(("rubble_deck", "rubble_discard"), state, card)
        state.active.append({"deck": "rubble", "card": card, "flipped": card in flipped, "used": [], "type": ""})
    # as when the cards are dealt: the survivors on "who goes there" cards may be asked
    state.meetings = [kind for card in rubble for kind in content().tables["rubble"][card].meets]
    state.invalidate()


def top_of(state, deck: str, card: str) -> None:
    """Put a card on top of a deck (index 0 is the top: piles.draw pops index 0)."""
    _take_out((f"{deck}_deck", f"{deck}_discard"), state, card)
    getattr(state, f"{deck}_deck").insert(0, card)


def set_dice(state, hand: int) -> None:
    state.hand, state.held = hand, 5 - hand
    state.invalidate()


def run(state) -> list:
    """Run the flow after pushing a task or editing state by hand (the pending question is dropped)."""
    events: list = []
    state.pending = None
    state.invalidate()
    FLOW.run(state, events)
    return events


def values(state) -> list[str]:
    prompt = RULES.prompt(state)
    return prompt.values if prompt is not None else []


def kind(state) -> str | None:
    prompt = RULES.prompt(state)
    return prompt.kind if prompt is not None else None


def zombie_card(toughness: int, level: int = 1) -> str:
    return next(cid for cid, z in sorted(content().tables["zombies"].items())
                if z.toughness == toughness and z.level == level)


def start_fight_against(state, card: str, **task_fields) -> dict:
    """A fight against this card (the only one in the mob), its numbers overridden; at fight_prep."""
    _take_out(("zombie_deck", "zombie_discard", "zombie_box"), state, card)
    state.mob = [{"card": card, "known": True}]
    fight.start_fight(state, [], "test")
    run(state)
    task = state.task_stack[-1]
    assert task["t"] == "fight" and task["stage"] == "prep"
    task.update(task_fields)
    state.invalidate()
    return task



def all_buildings(state) -> list[str]:
    """Every building card wherever it is: deck, discard, the active cards, a clearing under way."""
    cards = list(state.building_deck) + list(state.building_discard)
    cards += [e["card"] for e in state.active if e["deck"] == "building"]
    for task in state.task_stack:
        if task["t"] == "clear":
            cards += task["drawn"]
    return sorted(cards)


def fight_one_zombie(state, card: str, brown: int, red: int) -> list:
    """A one-zombie fight with the red die only (no white dice): the red die pushes the zombie twice if it can."""
    task = start_fight_against(state, card, zombies=1, tough=3, damage=1)
    RULES.apply(state, "fight")
    state.rng.force(*faces(brown), *faces(red))
    events = RULES.apply(state, "dice:0")
    while kind(state) == "fight_assign":
        use = [v for v in values(state) if v.startswith("use:")]
        events += RULES.apply(state, use[0] if use else "done")
        if task["stage"] == "assign" and not use:
            break
        if kind(state) == "fight_assign" and task["rolls"] > 1:
            state.rng.force(*faces(brown), *faces(red))
    return events


# --- health and willpower (section 3) ------------------------------------------------------------