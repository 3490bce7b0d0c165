"""A survivor's turn, step by step: spawn, advance the clock, draw, four actions, End effects, monster
activation, hunger, check for win; then the next survivor clockwise (the eliminated are skipped)."""
from __future__ import annotations

from .activation import poison_damage, start_activation
from .cards import draw_cards, hunger_step
from .clock import advance_clock, spawn
from .ending import check_loss, check_win
from .state import State, _ev, alive, gear_card, name_of, tile

STEPS = ("start", "spawn", "clock", "draw", "actions", "end", "activate", "hunger", "win", "next")


def play_step(state: State, events: list) -> bool:
    index = state.active
    survivor = state.survivors[index]
    step = state.step
    if not survivor["alive"] and step not in ("next",):
        check_loss(state, events)
        state.step = "next"
        return True
    if step == "start":
        from .stats import actions_per_turn
        living = alive(state)
        if index == living[0]:
            state.round += 1
            for person in state.survivors:
                for entry in person["monsters"]:
                    entry["hurt"] = False
        survivor["armour"] = 0          # "until the start of your next turn"
        state.free_used = []
        state.stopped = False
        for place in state.map.values():
            place["scavenged"] = False
        state.actions = actions_per_turn(state, index)
        _ev(events, "turn", f"{name_of(state, index)}'s turn.", "rule:turn", {"survivor": index, "turn": state.turns})
        state.step = "spawn"
        return True
    if step == "spawn":
        total = spawn(state, events)
        state.step = "clock"
        state.stats["clock_steps"] = 4 if total == 7 else 1
        return True
    if step == "clock":
        state.step = "draw"
        advance_clock(state, state.stats.pop("clock_steps", 1), events)
        return True
    if step == "draw":
        state.step = "actions"
        draw_cards(state, index, 1, events, "rule:draw")
        return True
    if step == "actions":
        from .actions import free_options
        if "ended" not in state.free_used and (state.actions > 0 or free_options(state, index)):
            state.pending = {"k": "act"}
            return False
        state.step = "end"
        return True
    if step == "end":
        state.step = "activate"
        end_effects(state, index, events)
        return True
    if step == "activate":
        state.step = "hunger"
        start_activation(state, index)
        return True
    if step == "hunger":
        state.step = "win"
        hunger_step(state, index, events, "rule:hunger")
        return True
    if step == "win":
        state.step = "next"
        check_win(state, events)
        return True
    # next: the next survivor still in the game, clockwise
    state.turns += 1
    living = alive(state)
    if not living:
        check_loss(state, events)
        return True
    later = [i for i in living if i > index]
    state.active = later[0] if later else living[0]
    state.step = "start"
    return True


def end_effects(state: State, index: int, events: list) -> None:
    """After the actions: End effects of gear, the tile, status cards and the night; then poison. They are
    pushed so the first listed runs first."""
    from .ops import run_ops
    survivor = state.survivors[index]
    runs = []
    for held in survivor["gear"]:
        printed = gear_card(state, held)
        if held.get("src") != "g" and printed.end:
            runs.append((["survivor_cards", held["card"], "end"], printed.range, f"card:{held['card']}"))
    place = state.map[survivor["pos"]]
    record = tile(state, place["tile"])
    if record.trigger == "end" and place["up"]:
        runs.append((["tiles", record.id, "effects"], "short", f"tile:{record.id}"))
    decks = state.content.tables["status_decks"]
    for status in survivor["status"]:
        if status["up"]:
            if state.content.tables["status_cards"][status["card"]].end:
                runs.append((["status_cards", status["card"], "end"], "short", f"status:{status['card']}"))
        elif decks[status["deck"]].back_end:
            runs.append((["status_decks", status["deck"], "back_end"], "short", f"status:{status['deck']}"))
    if state.night and state.content.tables["day_night"][state.night].end:
        runs.append((["day_night", state.night, "end"], "short", f"night-end:{state.night}"))
    from ....core.flow import push_task
    push_task(state.task_stack, "poison", who=index)
    for addr, range_name, cause in reversed(runs):
        run_ops(state, addr, index, range_name, cause, by_survivor=addr[0] == "survivor_cards")


def poison_task(state: State, task: dict, events: list) -> bool:
    state.task_stack.pop()
    poison_damage(state, task["who"], events)
    return True
