"""Short Mode (L1724-1781): a playthrough of five or six days, only its setup changed.

What setup does alone (rules/setup.py calls `prepare`): the Events deck of 4 Events over Chapter III over
Ceasefire and one other Ending Event shuffled; one Chapter Objective face up over SURVIVE, the rest
removed; one Fittings deck, no Ideas; each Character's States and the Storage goods by a black-die roll
(data/this_war_of_mine/short_starts.toml, in place of the core game's Hunger 2); the Storage of 4 Wood, 4
Components, a Shovel and a Lockpick; Cold 4; two red-corner Night Raids and two red-corner Residents
shuffled in.

The starting States are rolled as the `short_setup` task begins (after One Character Per Player's picks,
if it is played). What the Leader decides, before the first Morning (the same task): the 3 red and the 3 blue
Shelter cards removed (ours: the red are the obstacles, Rubble, Bars and Closed Doors; the blue are what
is searched, Furniture and Heaps, A37), the places of the 2 random green Fittings, then 3 Fittings of
their choice and their places (an improvement beside its base), all free and on spaces reachable from
the Guard space; and the final choice: 2 Water, tokens worth up to 10, a Board-Up on a Hole of their
choice, or 2 Cold fewer."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from . import goods
from .asking import ask
from .ops import roll_black
from .state import BOARD_UPS, RESOURCES, State, _ev

MODE = "short_mode"
EVENTS = 4
STORAGE = {"wood": 4, "components": 4, "shovel": 1, "lockpick": 1}
COLD = 4
CRIME_WAVE = 2                      # of each: red-corner Night Raids and Residents shuffled in at setup
RED = ("rubble", "bars", "closed_door")
BLUE = ("furniture", "heap")
REMOVED = 3                         # of each colour
RANDOM_FITTINGS, CHOSEN_FITTINGS = 2, 3
CHOICE_VALUE = 10
CHOICE_WATER, CHOICE_COLD = 2, 2


def events_deck(state: State, events_table: dict) -> tuple[list[str], list[str]]:
    """4 Events over Chapter III over Ceasefire and one other Ending Event, shuffled (L1736-1740): the deck,
    top first, and the Events left out."""
    rng = state.rng
    ceasefire = sorted(k for k, card in events_table.items() if card.kind == "ceasefire")
    others = sorted(k for k, card in events_table.items() if card.kind == "ending")
    ordinary = sorted(k for k, card in events_table.items() if card.kind == "event")
    rng.shuffle(others)
    rng.shuffle(ordinary)
    bottom = ceasefire[:1] + others[:1]
    rng.shuffle(bottom)
    left_out = ordinary[EVENTS:] + others[1:] + ceasefire[1:]
    return [*ordinary[:EVENTS], "chapter-3", *bottom], left_out


def objectives(state: State, objectives_table: dict) -> list[str]:
    """One random Chapter Objective over SURVIVE, both face up; the rest are removed (L1742)."""
    chapter = sorted(k for k, card in objectives_table.items() if not card.final)
    state.rng.shuffle(chapter)
    final = sorted(k for k, card in objectives_table.items() if card.final)
    state.waste.extend(f"objectives:{k}" for k in chapter[1:])
    return chapter[:1] + final


def starting_states(state: State, events: list) -> None:
    """A black-die roll for each Character: their States, and goods for the Storage (L1753-1766)."""
    starts = state.content.tables["short_starts"]
    for index, person in enumerate(state.characters):
        name = state.content.tables["characters"][person["id"]].name
        row = starts[str(roll_black(state, events, f"{name}'s start", "rule:short_mode"))]
        person["states"] = {s: getattr(row, s) for s in ("fatigue", "hunger", "illness", "misery", "wounds")
                            if getattr(row, s)}
        for item in row.goods:
            for _ in range(item.amount):
                found = item.item if goods.in_box(state, item.item) else stand_in(state, item.item)
                if found:
                    goods.add(state, "storage", found, 1, events, "rule:short_mode")


def stand_in(state: State, item: str) -> str | None:
    """Another token of the same value, the box's first still there (L1766)."""
    tokens = state.content.tables["tokens"]
    worth = tokens[item].value
    return next((k for k in sorted(tokens) if k != item and tokens[k].value == worth and goods.in_box(state, k)),
                None)


def prepare(state: State, events: list) -> None:
    """Everything Short Mode's setup does without a decision; the decisions follow as a task."""
    state.fittings_deck = sorted(state.fittings_deck + state.ideas_deck)
    state.ideas_deck = []
    state.storage = dict(STORAGE)
    state.cold = COLD
    for deck, aside in (("night_raids_deck", "night_raids_aside"), ("residents_deck", "residents_aside")):
        pool = list(getattr(state, aside))
        state.rng.shuffle(pool)
        cards = getattr(state, deck) + pool[:CRIME_WAVE]
        state.rng.shuffle(cards)
        setattr(state, deck, cards)
        setattr(state, aside, sorted(pool[CRIME_WAVE:]))
    from .morning import reveal_objective
    reveal_objective(state, events)
    greens = sorted(state.fittings_deck)
    greens = [k for k in greens if state.content.tables["fittings"][k].deck == "fittings"
              and not state.content.tables["fittings"][k].improves]
    state.rng.shuffle(greens)
    push_task(state.task_stack, "short_setup", step="states", left=REMOVED, random=greens[:RANDOM_FITTINGS],
              chosen_left=CHOSEN_FITTINGS, value_left=CHOICE_VALUE, chosen={})


def _cards_of(state: State, kinds: tuple[str, ...]) -> list[str]:
    cards = state.content.tables["shelter_cards"]
    return [space for space, spot in sorted(state.shelter.items())
            if spot["card"] and cards[spot["card"]].kind in kinds]


def short_setup_task(state: State, task: dict, events: list) -> bool:
    from .day import build_spaces, place_fitting
    from .shelter import reachable
    step = task["step"]
    fittings = state.content.tables["fittings"]
    if step == "states":                  # after One Character Per Player's picks, when that is played
        starting_states(state, events)
        task["step"] = "remove_red"
        return True
    if step in ("remove_red", "remove_blue"):
        kinds, colour = (RED, "red") if step == "remove_red" else (BLUE, "blue")
        spaces = _cards_of(state, kinds)
        if task["left"] > 0 and spaces:
            cards = state.content.tables["shelter_cards"]
            options = [(space, f"Remove the {cards[state.shelter[space]['card']].name}", f"space:{space}")
                       for space in spaces]
            picked = ask(state, task, f"short_remove_{colour}{task['left']}", options,
                         f"Short Mode: remove a {colour} Shelter card ({task['left']} to go).")
            if picked is None:
                return False
            card_id = state.shelter[picked]["card"]
            state.shelter[picked]["card"] = None
            state.waste.append(f"shelter_cards:{card_id}")
            _ev(events, "shelter_card_removed", f"The {cards[card_id].name} is taken away before the war begins.",
                "rule:short_mode", {"space": picked, "card": card_id})
            task["left"] -= 1
            return True
        task["step"], task["left"] = ("remove_blue", REMOVED) if step == "remove_red" else ("fittings", 0)
        return True
    if step == "fittings":
        pick_fitting = not task["random"] and task["chosen_left"] > 0
        open_spaces = reachable(state)
        if task["random"]:
            fitting_id = task["random"][0]
            options = [(f"{fitting_id}|{space}", f"Set the {fittings[fitting_id].name} here", f"space:{space}")
                       for space in build_spaces(state, fittings[fitting_id], open_spaces)]
            text = f"Short Mode: where does the {fittings[fitting_id].name} stand (a free Fitting drawn at random)?"
        elif pick_fitting:
            options = [(f"{k}|{space}", f"Set the {fittings[k].name} here", f"space:{space}")
                       for k in sorted(state.fittings_deck) for space in build_spaces(state, fittings[k], open_spaces)]
            text = f"Short Mode: a free Fitting of your choice, and where ({task['chosen_left']} to go)."
        else:
            options = []
        if options:
            picked = ask(state, task, f"short_fitting{len(task['random'])}{task['chosen_left']}", options, text)
            if picked is None:
                return False
            fitting_id, space = picked.split("|")
            place_fitting(state, fitting_id, space, None, events)
        if task["random"]:
            task["random"].pop(0)
        elif pick_fitting:
            task["chosen_left"] = task["chosen_left"] - 1 if options else 0
        else:
            task["step"] = "final"
        return True
    if step == "final":
        return _final_choice(state, task, events)
    if step == "tokens":
        return _tokens_worth(state, task, events)
    if step == "board_up":
        holes = [s for s, spot in sorted(state.shelter.items())
                 if state.content.tables["shelter"][s].hole_left and not spot["board_up"]]
        if holes:
            picked = ask(state, task, "short_board_up", [(s, "Board up this Hole", f"space:{s}") for s in holes],
                         "Short Mode: which Hole is boarded up?")
            if picked is None:
                return False
            state.shelter[picked]["board_up"] = True
            _ev(events, "board_up", "A Hole is boarded up.", "rule:short_mode", {"space": picked})
    finish_task(state.task_stack, task)
    return True


def _final_choice(state: State, task: dict, events: list) -> bool:
    ups = sum(spot["board_up"] for spot in state.shelter.values())
    options = [("water", f"{CHOICE_WATER} Water into the Storage", None),
               ("tokens", f"Tokens worth up to {CHOICE_VALUE} into the Storage", None),
               ("cold", f"{CHOICE_COLD} Cold fewer", None)]
    if ups < BOARD_UPS:
        options.insert(2, ("board_up", "A Board-Up on a Hole", None))
    picked = ask(state, task, "short_final", options, "Short Mode's last step of setup: choose one.")
    if picked is None:
        return False
    if picked == "water":
        goods.add(state, "storage", "water", CHOICE_WATER, events, "rule:short_mode")
    elif picked == "cold":
        state.cold = max(0, state.cold - CHOICE_COLD)
        _ev(events, "cold", f"The Cold eases: {state.cold}.", "rule:short_mode", {"cold": state.cold})
    if picked in ("tokens", "board_up"):
        task["step"] = picked
    else:
        finish_task(state.task_stack, task)
    return True


def _tokens_worth(state: State, task: dict, events: list) -> bool:
    """One token at a time, while their value so far leaves room (tokens of no value are not on offer)."""
    tokens = state.content.tables["tokens"]
    left = task["value_left"]
    options = [(k, f"{tokens[k].name} (value {tokens[k].value})", f"goods:{k}") for k in sorted(tokens)
               if k not in RESOURCES and 0 < tokens[k].value <= left and goods.in_box(state, k)]
    if not options:
        finish_task(state.task_stack, task)
        return True
    options.append(("done", f"That is all ({CHOICE_VALUE - left} of {CHOICE_VALUE} taken)", None))
    picked = ask(state, task, f"short_tokens{left}", options, f"Short Mode: a token for the Storage ({left} of value left).")
    if picked is None:
        return False
    if picked == "done":
        finish_task(state.task_stack, task)
        return True
    goods.add(state, "storage", picked, 1, events, "rule:short_mode")
    task["value_left"] = left - tokens[picked].value
    return True

