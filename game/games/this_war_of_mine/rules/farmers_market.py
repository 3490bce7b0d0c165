"""Farmers and Market (L1402-1424): its main part, the two farm Fittings set up at setup, its cards shuffled
into their decks, and the Farmer and Thug figures that come to the shelter's door when a card says so; and
its Market, whose rules the rulebook keeps on a sheet it does not reproduce (L1420): ours, in the module's
spirit (docs/games/this-war-of-mine.md, "Farmers and Market").

The figures (rules/figures.py; here they stand only at the door, the Outside space): while one stands there,
the Outside action may go out to it instead of drawing a Visitor (its card's `visit`), and at each Dawn each
one at the door does what its card's `dawn` says.

The Market (`state.market`: the Wares deck, top first, and the Tolerance, 0..5 from 3): a Day action for one
Character, while the Tolerance is above 0. The way there is the street's (1 on the black die: a Wound).
The top three Wares are the stalls, face up. The group may deal for one of them: buy it (tokens from the
Storage worth at least its price, no change given; a fair price paid raises the Tolerance by 1), haggle
first (6-10 on the black die takes 2 off the price; else the stall-holder shuts up shop and the Tolerance
falls by 1), or steal it (the black die at least 7 less the thief's Prowess: it is theirs, and the
Tolerance falls by 2; else a Wound, the Tolerance falls by 1 and a Thug follows them home). A ware
bought or stolen leaves the game, and its script is read; the stalls left go under the deck.

Answers (pick:<value>): farm_setup place:<space> / clear:<space>; market buy:<ware> / haggle:<ware> /
steal:<ware> / leave; market_pay give:<token> / back."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ....core.words import first_up, the
from ..effects import ToleranceOp
from . import figures, goods
from .asking import GROUP, ask
from .ops import BEHAVIOURS, roll_black, run_ops
from .people import change_state, name
from .scripts import read_script
from .state import RESOURCES, State, _ev

MODULE = "farmers_market"
FARM_FITTINGS = ("seed-boxes", "rabbit-hutch")     # set up at setup (fittings_farmers_market.toml)
FARM_OVER = ("heap",)                              # the Shelter cards they may take the place of (their backs)
THUG = "thug"                                      # the figure that follows a thief home (figures.toml)
STALLS = 3
TOLERANCE_START, TOLERANCE_MOST = 3, 5
HAGGLE_AT, HAGGLE_OFF = 6, 2
STEAL_AT = 7                                       # the black die at least this, less the thief's Prowess
STREET = 1                                         # the black die at most this on the way: a Wound
FAIR_PRICE = 1                                     # the Tolerance a price paid in full earns


def on(state: State) -> bool:
    return MODULE in state.options


def deal(state: State, options) -> None:
    """Setup: the pool full, nobody at the door; the Wares shuffled, the Tolerance on 3; the farm Fittings'
    placing pushed under every other setup task."""
    from .setup import shuffled
    state.market = {}
    if MODULE not in options:
        return
    state.market = {"wares": shuffled(state.content, state.rng, "wares"), "tolerance": TOLERANCE_START}
    state.task_stack.insert(0, {"t": "farm_setup", "chosen": {}})


def farm_setup_task(state: State, task: dict, events: list) -> bool:
    """Each farm Fitting as its back says: on an empty space within reach, or with none, in place of a Heap."""
    from .setup import set_up_fitting
    waiting = [f for f in FARM_FITTINGS if f in state.fittings_deck and f not in task.get("done", [])]
    if not waiting:
        finish_task(state.task_stack, task)
        return True
    fitting = waiting[0]
    placed = set_up_fitting(state, task, fitting, FARM_OVER, False, "farm_setup", f"rule:{MODULE}", events)
    if placed is None:
        return False
    task.setdefault("done", []).append(fitting)
    task["chosen"] = {}
    return True


# --- the figures at the door (rules/figures.py has where they stand) ---------------------------------------------
def visit_options(state: State, taken: list[str]) -> list[tuple[str, str, None]]:
    """The Outside action's other answers: going out to a figure at the door, one Character to each."""
    if not on(state):
        return []
    records = state.content.tables["figures"]
    return [(f"figure:{kind}", f"{records[kind].visit_label} (instead of a Visitor)", None)
            for kind in figures.at_door(state) if taken.count(f"figure:{kind}") < figures.standing(state, kind, "outside")]


def visit(state: State, kind: str, index: int, events: list) -> None:
    record = state.content.tables["figures"][kind]
    if not figures.standing(state, kind, "outside"):   # gone since the action was given (a card sent them away)
        _ev(events, "figure_gone", f"Nobody is at the door any more.", f"figure:{kind}", {"figure": kind})
        return
    if not record.stays:
        figures.take_off(state, kind, 1, "outside")
    _ev(events, "figure_visit", f"{name(state, index)} goes out to the {record.name}.", f"figure:{kind}",
        {"figure": kind, "character": index})
    run_ops(state, ["figures", kind, "visit"], index, f"figure:{kind}")


def dawn(state: State) -> None:
    """Each figure at the door, kind by kind: its card's `dawn` (pushed last first, so in order)."""
    if not on(state):
        return
    for kind in reversed(figures.at_door(state)):
        for _ in range(figures.standing(state, kind, "outside")):
            run_ops(state, ["figures", kind, "dawn"], None, f"figure:{kind}")


# --- the Market -----------------------------------------------------------------------------------------------------
def tolerance(state: State) -> int:
    return state.market["tolerance"] if state.market else 0


def change_tolerance(state: State, amount: int, events: list, cause: str) -> None:
    if not state.market:
        return
    was = state.market["tolerance"]
    now = max(0, min(TOLERANCE_MOST, was + amount))
    if now != was:
        state.market["tolerance"] = now
        _ev(events, "tolerance", f"The Market's Tolerance {'rises' if now > was else 'falls'} to {now}."
            + (" It will not deal with you any more." if now == 0 else ""), cause, {"tolerance": now})


@BEHAVIOURS.runs("tolerance")
def _tolerance(op: ToleranceOp, state, task, index, events):
    change_tolerance(state, op.amount, events, task["cause"])


def market_option(state: State) -> list[tuple[str, str, None]]:
    if not state.market or not tolerance(state) or not state.market["wares"]:
        return []
    return [("market", f"Go to the Market (three stalls; Tolerance {tolerance(state)} of {TOLERANCE_MOST})", None)]


def go(state: State, index: int, events: list) -> None:
    """The way there, then the stalls turned up."""
    if roll_black(state, events, f"{name(state, index)} crosses the city to the Market", "rule:market") <= STREET:
        change_state(state, index, "wounds", 1, events, "rule:market")
    if not state.characters[index]["alive"]:
        return
    deck = state.market["wares"]
    stalls = [deck.pop(0) for _ in range(min(STALLS, len(deck)))]
    wares = state.content.tables["wares"]
    _ev(events, "market", "At the Market: " + "; ".join(f"{wares[w].name} ({wares[w].price})" for w in stalls) + ".",
        "rule:market", {"stalls": stalls}, reveals=True)
    push_task(state.task_stack, "market", who=index, stalls=stalls, haggled={}, buying=None, paid={}, chosen={})


def _price(state: State, task: dict, ware: str) -> int:
    return max(0, state.content.tables["wares"][ware].price - task["haggled"].get(ware, 0))


def _worth(state: State, basket: dict) -> int:
    return sum(goods.value(state, item) * n for item, n in basket.items())


def _tokens(state: State, task: dict | None = None) -> dict:
    """The Storage's tokens worth something, less those already handed over for the ware being bought."""
    paid = task["paid"] if task else {}
    return {item: n - paid.get(item, 0) for item, n in state.storage.items()
            if n - paid.get(item, 0) > 0 and item not in RESOURCES and goods.value(state, item)}


def market_task(state: State, task: dict, events: list) -> bool:
    if task["buying"] is not None:
        return _pay(state, task, events)
    wares, index = state.content.tables["wares"], task["who"]
    can_pay = _worth(state, _tokens(state))
    options = []
    for ware in task["stalls"]:
        card, price = wares[ware], _price(state, task, ware)
        if can_pay >= price:
            options.append((f"buy:{ware}", f"Buy {the(card.name)} for {price}", f"ware:{ware}"))
        if ware not in task["haggled"]:
            options.append((f"haggle:{ware}", f"Haggle over {the(card.name)} (6-10: 2 off; else the stall shuts, "
                            "Tolerance -1)", f"ware:{ware}"))
        options.append((f"steal:{ware}", f"Steal {the(card.name)} ({STEAL_AT}-10 less Prowess; Tolerance -2, or "
                        "caught: a Wound, Tolerance -1, a Thug follows)", f"ware:{ware}"))
    options.append(("leave", "Leave the Market", None))
    picked = ask(state, task, "market", options, f"The Market: {name(state, index)} at the stalls. Deal for one?",
                 decides=GROUP)
    if picked is None:
        return False
    verb, _, ware = picked.partition(":")
    if verb == "buy":
        task["buying"] = ware
    elif verb == "haggle":
        if roll_black(state, events, f"{name(state, index)} haggles", "rule:market") >= HAGGLE_AT:
            task["haggled"][ware] = HAGGLE_OFF
            _ev(events, "haggled", f"{first_up(the(wares[ware].name))} for {_price(state, task, ware)} now.",
                "rule:market", {})
        else:
            task["haggled"][ware] = 0
            task["stalls"].remove(ware)
            state.market["wares"].append(ware)
            _ev(events, "haggled", f"The seller of {the(wares[ware].name)} shuts up shop.", "rule:market", {})
            change_tolerance(state, -1, events, "rule:market")
    elif verb == "steal":
        _steal(state, task, ware, events)
    else:
        _leave(state, task)
    return True


def _pay(state: State, task: dict, events: list) -> bool:
    ware = task["buying"]
    card, price = state.content.tables["wares"][ware], _price(state, task, ware)
    paid = _worth(state, task["paid"])
    if paid >= price:
        _bought(state, task, ware, events)
        return True
    tokens = state.content.tables["tokens"]
    options = [(f"give:{item}", f"Pay with the {tokens[item].name} ({tokens[item].value})", None)
               for item in sorted(_tokens(state, task))]
    options.append(("back", "Not this after all (what was handed over comes back)", None))
    picked = ask(state, task, "market_pay", options,
                 f"{first_up(the(card.name))} costs {price}: {paid} handed over.", decides=GROUP)
    if picked is None:
        return False
    if picked == "back":
        task["paid"], task["buying"] = {}, None
        return True
    item = picked.partition(":")[2]
    task["paid"][item] = task["paid"].get(item, 0) + 1
    return True


def _bought(state: State, task: dict, ware: str, events: list) -> None:
    card = state.content.tables["wares"][ware]
    _ev(events, "bought", f"Bought: {the(card.name)}, for {_worth(state, task['paid'])}.", f"ware:{ware}",
        {"ware": ware, "paid": dict(task["paid"])})
    for item, n in task["paid"].items():             # into the box: the stall-holder takes them away
        goods.remove(state, "storage", item, n, events, f"ware:{ware}")
    fair = not task["haggled"].get(ware)
    _take(state, task, ware, events)
    if fair:
        change_tolerance(state, FAIR_PRICE, events, "rule:market")
    if card.script:
        read_script(state, card.script, task["who"])


def _steal(state: State, task: dict, ware: str, events: list) -> None:
    from .state import character_card
    index = task["who"]
    card = state.content.tables["wares"][ware]
    prowess = character_card(state, state.characters[index]).prowess
    if roll_black(state, events, f"{name(state, index)} tries to steal", "rule:market") >= STEAL_AT - prowess:
        _ev(events, "stolen", f"{name(state, index)} gets away with {the(card.name)}.", f"ware:{ware}", {"ware": ware})
        _take(state, task, ware, events)
        change_tolerance(state, -2, events, "rule:market")
        return
    _ev(events, "caught", f"{name(state, index)} is caught stealing {the(card.name)}.", f"ware:{ware}", {"ware": ware})
    task["stalls"].remove(ware)
    state.market["wares"].append(ware)
    change_state(state, index, "wounds", 1, events, "rule:market")
    change_tolerance(state, -1, events, "rule:market")
    figures.place(state, THUG, 1, "outside", events, "rule:market",
                  f"A {state.content.tables['figures'][THUG].name} follows them home.")
    _leave(state, task)


def _take(state: State, task: dict, ware: str, events: list) -> None:
    """The ware's goods into the Storage, its card out of the game; the visit is over."""
    card = state.content.tables["wares"][ware]
    for item in card.goods:
        goods.add(state, "storage", item.item, item.amount, events, f"ware:{ware}")
    task["stalls"].remove(ware)
    state.waste.append(f"wares:{ware}")
    _leave(state, task)


def _leave(state: State, task: dict) -> None:
    state.market["wares"].extend(task["stalls"])       # the stalls left go under the deck
    task["stalls"] = []
    finish_task(state.task_stack, task)
