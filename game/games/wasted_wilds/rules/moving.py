"""Moving onto a tile: a face-down tile is turned up (its Reveal effect), monster tokens there are met
(with a monster already attached you draw one per token; without, you may sneak past by a stealth
test, 2 dice at most your stealth less 1 per token, or draw them on purpose), then the tile's Enter,
Stop, Test or Exposure trigger.

Tasks: "enter" (stages reveal → tokens → trigger) and "free_move" (a card's move of up to N tiles)."""
from __future__ import annotations

from ....core.flow import push_task
from ....core.prompt import ROLL_EVENT
from ....core.words import count
from .asking import ask
from .board_map import reveal_tile
from .combat import draw_monster, remove_tokens
from .state import DIRECTION_WORDS, STEP, State, _ev, beside, name_of, seat_of, tile


def roll_2d6(state: State, events: list, why: str, cause: str) -> int:
    faces = [state.rng.below(6) + 1, state.rng.below(6) + 1]
    state.last_roll = {"faces": faces, "why": why}
    _ev(events, ROLL_EVENT, f"{why}: rolled {faces[0]} + {faces[1]} = {sum(faces)}.", cause,
        {"faces": faces, "why": why})
    return sum(faces)


def stealth_roll(state: State, index: int, events: list, cause: str) -> bool:
    from .stats import stealth
    tokens = state.map[state.survivors[index]["pos"]]["tokens"]
    need = stealth(state, index) - tokens
    total = roll_2d6(state, events, f"Stealth test ({need} or less)", cause)
    passed = total <= need
    _ev(events, "stealth", f"{name_of(state, index)} {'slips by unseen' if passed else 'is seen'} "
        f"({total} against {need}).", cause, {"survivor": index, "passed": passed})
    return passed


def ways_out(state: State, index: int) -> list[str]:
    """The directions with a tile of the map beside the survivor."""
    here = state.survivors[index]["pos"]
    return [d for d in STEP if beside(here, d) in state.map]


def start_enter(state: State, index: int, direction: str, events: list, cause: str, sneak: bool = False) -> None:
    to = beside(state.survivors[index]["pos"], direction)
    _ev(events, "moved", f"{name_of(state, index)} moves {DIRECTION_WORDS[direction]}.", cause,
        {"survivor": index, "from": state.survivors[index]["pos"], "to": to})
    state.survivors[index]["pos"] = to
    state.stats["moves"] = state.stats.get("moves", 0) + 1
    push_task(state.task_stack, "enter", who=index, to=to, stage="reveal", sneak=sneak, chosen={})


def enter_task(state: State, task: dict, events: list) -> bool:
    index, key = task["who"], task["to"]
    survivor = state.survivors[index]
    place = state.map[key]
    if not survivor["alive"]:
        state.task_stack.pop()
        return True
    if task["stage"] == "reveal":
        task["stage"] = "tokens"
        reveal_tile(state, key, index, events, "rule:move")
        return True
    if task["stage"] == "tokens":
        tokens = place["tokens"]
        if tokens and not task["sneak"]:
            if survivor["monsters"]:
                meet_tokens(state, index, key, events)
            else:
                picked = ask(state, task, "tokens", [
                    ("sneak", f"Sneak past ({count(tokens, 'token')}: a stealth test)", None),
                    ("draw", f"Face them: draw {count(tokens, 'monster card')}", None)],
                    f"{count(tokens, 'monster token')} on this tile.", seat_of(state, index))
                if picked is None:
                    return False
                if picked == "draw" or not stealth_roll(state, index, events, "rule:stealth"):
                    meet_tokens(state, index, key, events)
        task["stage"] = "trigger"
        return True
    state.task_stack.pop()
    record = tile(state, place["tile"])
    from .ops import run_ops
    # a Stop tile's data offers its own choice (stop here, or pay to go on), so it runs like Enter
    if record.trigger in ("enter", "stop") or (record.trigger == "test" and record.effects):
        run_ops(state, ["tiles", record.id, "effects"], index, "short", f"tile:{record.id}")
    if record.trigger == "test":
        push_task(state.task_stack, "tile_test", who=index, tile=record.id)
    return True


def meet_tokens(state: State, index: int, key: str, events: list) -> None:
    """Every token on the tile becomes a monster card for this survivor."""
    taken = remove_tokens(state, key, state.map[key]["tokens"], events, "rule:tokens")
    for _ in range(taken):
        draw_monster(state, index, events, "rule:tokens")


def tile_test_task(state: State, task: dict, events: list) -> bool:
    state.task_stack.pop()
    passed = stealth_roll(state, task["who"], events, f"tile:{task['tile']}")
    from .ops import run_ops
    run_ops(state, ["tiles", task["tile"], "success" if passed else "fail"], task["who"], "short", f"tile:{task['tile']}")
    return True


def free_move_task(state: State, task: dict, events: list) -> bool:
    """A card's move: up to `steps` tiles for no action, one answer per step."""
    index = task["who"]
    if task["steps"] <= 0 or not state.survivors[index]["alive"]:
        state.task_stack.pop()
        return True
    options = [(d, f"Move {DIRECTION_WORDS[d]}", f"cell:{beside(state.survivors[index]['pos'], d)}")
               for d in ways_out(state, index)] + [("stop", "Stop moving", None)]
    picked = ask(state, task, "step", options, f"Move up to {count(task['steps'], 'more tile')}.",
                 seat_of(state, index))
    if picked is None:
        return False
    if picked == "stop":
        state.task_stack.pop()
        return True
    task["steps"] -= 1
    start_enter(state, index, picked, events, "rule:free_move", sneak=task["sneak"])
    return True
