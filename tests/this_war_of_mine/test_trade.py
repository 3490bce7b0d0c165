"""Trade (L1266-1278), with the rulebook's example (E21): a trader at the door, commission 2 paid with a
Broken Guitar (3, no change), then Electrical Part (3), Moonshine (3) and Shovel (6), 12 in all, for
Bandages (10), a Cigarette (1) and Chems (1); the Lockpick is kept. Resources never trade."""
from __future__ import annotations

from game.core.flow import push_task

from .support import Driver, content, options, started

DOOR = Driver("dusk")
run, answer = DOOR.run, DOOR.answer


def trader_at_the_door():
    state = started(phase="day")
    trader = next(k for k, v in content().tables["visitors"].items()
                  if any(op.op_name == "trade" and op.commission == 2 for option in v.options for op in option.effects))
    state.visitors_deck.remove(trader)
    state.visitors_deck.insert(0, trader)
    state.storage = {"shovel": 1, "lockpick": 1, "broken-guitar": 1, "moonshine": 1, "electrical-part": 1,
                     "water": 2}
    push_task(state.task_stack, "visitor", who=0, card=None, chosen={})
    run(state)
    answer(state, "option:0")
    return state


def test_e21_the_trade_example():
    state = trader_at_the_door()
    assert state.pending["why"] == "commission"
    assert not any(v.endswith(":water") for v in options(state)), "resources never trade"
    answer(state, "pay:broken-guitar")                    # 3 for a commission of 2: the 1 over is lost
    assert state.pending["why"] == "deal" and "broken-guitar" not in state.storage
    for want in ("bandages", "cigarette", "chems"):
        answer(state, f"want:{want}")
    for give in ("electrical-part", "moonshine"):
        answer(state, f"give:{give}")
    assert "deal" not in options(state), "6 offered for 12 wanted"
    answer(state, "give:shovel")
    answer(state, "deal")
    assert state.storage == {"lockpick": 1, "water": 2, "bandages": 1, "cigarette": 1, "chems": 1}
    answer(state, "leave")
    assert not any(task["t"] == "trade" for task in state.task_stack)


def test_no_commission_paid_means_no_trade():
    state = trader_at_the_door()
    before = dict(state.storage)
    answer(state, "leave")
    assert state.storage == before and not any(task["t"] == "trade" for task in state.task_stack)
