"""Trade (L1266-1278): your side is the Findings Pile while Scavenging, else the Storage; theirs is the
card's or script's pool. First the commission: tokens worth at least it, no change given. Then any
number of deals: pick what you want from the pool and what you give for it; a deal is struck when what
you give is worth at least what you take (the excess is lost). Only tokens trade: Water, Wood and
Components never do (L1276). What they sell comes out of the box, so it must still be in it.

Answers (pick:<value>): pay:<token> / leave; want:<token>, give:<token>, deal, clear, leave."""
from __future__ import annotations

from ....core.flow import finish_task
from . import goods
from .asking import GROUP, ask
from .state import RESOURCES, State, _ev


def start_trade(state: State, pool, commission: int, cause: str) -> None:
    from ....core.flow import push_task
    from .people import present
    from .skills import best_among
    commission += 2 if "dear_trade" in state.rules_on else 0
    _who, knows = best_among(state, "haggler", present(state))
    commission = max(0, commission - knows)
    push_task(state.task_stack, "trade", pool={g.item: g.amount for g in pool if g.item not in RESOURCES},
              commission=commission, paid=0, want={}, give={}, cause=cause, chosen={})


def value(state: State, basket: dict) -> int:
    return sum(goods.value(state, item) * n for item, n in basket.items())


def _mine(state: State, task: dict) -> dict:
    """Our tokens not yet offered."""
    pile = goods.pile(state, "here")
    return {item: n - task["give"].get(item, 0) for item, n in pile.items()
            if item not in RESOURCES and n - task["give"].get(item, 0) > 0}


def trade_task(state: State, task: dict, events: list) -> bool:
    tokens = state.content.tables["tokens"]
    mine = _mine(state, task)
    if task["paid"] < task["commission"]:
        options = [(f"pay:{item}", f"Pay the {tokens[item].name} ({tokens[item].value}) toward the commission", None)
                   for item in sorted(mine) if tokens[item].value]
        picked = ask(state, task, "commission", options + [("leave", "No trade", None)],
                     f"Trade: the commission is {task['commission']} ({task['paid']} paid).", decides=GROUP)
        if picked is None:
            return False
        if picked == "leave":
            finish_task(state.task_stack, task)
            return True
        item = picked.partition(":")[2]
        goods.remove(state, "here", item, 1, events, task["cause"])
        task["paid"] += tokens[item].value
        return True
    want_value, give_value = value(state, task["want"]), value(state, task["give"])
    options = [(f"want:{item}", f"Want the {tokens[item].name} ({tokens[item].value})", None)
               for item, n in sorted(task["pool"].items()) if n - task["want"].get(item, 0) > 0
               and goods.in_box(state, item) > task["want"].get(item, 0)]
    options += [(f"give:{item}", f"Offer the {tokens[item].name} ({tokens[item].value})", None)
                for item in sorted(mine) if tokens[item].value]
    if task["want"] and give_value >= want_value:
        options.append(("deal", f"Deal: {give_value} for {want_value}", None))
    if task["want"] or task["give"]:
        options.append(("clear", "Start this deal again", None))
    options.append(("leave", "Done trading", None))
    picked = ask(state, task, "deal", options, f"Trade: you want {want_value}, you offer {give_value}.", decides=GROUP)
    if picked is None:
        return False
    verb, _, item = picked.partition(":")
    if verb in ("want", "give"):
        task[verb][item] = task[verb].get(item, 0) + 1
    elif verb == "clear":
        task["want"], task["give"] = {}, {}
    elif verb == "deal":
        for given, n in task["give"].items():
            goods.remove(state, "here", given, n, events, task["cause"])
        for wanted, n in task["want"].items():
            goods.add(state, "here", wanted, n, events, task["cause"])
            task["pool"][wanted] -= n
        _ev(events, "traded", f"A deal: {give_value} given for {want_value}.", task["cause"],
            {"gave": dict(task["give"]), "got": dict(task["want"])})
        task["want"], task["give"] = {}, {}
    else:
        finish_task(state.task_stack, task)
    return True
