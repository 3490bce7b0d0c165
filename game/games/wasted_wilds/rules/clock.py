"""The start of a turn: the spawn roll and the clock.

Spawn: two dice; a monster token on every face-up tile with that spawn number (3 at most a tile; a
barricade there is removed instead; survivors on such a tile each draw a monster card instead). A 7
spawns nothing and turns the clock four steps; any other roll turns it one. Each event the dial
reaches or passes is triggered in order: Exposure (everyone outdoors draws from the mission's exposure
deck), Night (the top day/night card is turned to its night side: its effect now, its ongoing effect
until the next), Tribes (each tribe's hostility one step toward Wary) and Day (every monster token
moves one tile along the red arrow of the day/night deck's top card, in the deck's fixed orientation;
one that enters a survivor's tile becomes a monster card)."""
from __future__ import annotations

from ....core.flow import push_task
from .asking import ask
from .combat import change_hostility, draw_monster, place_token
from .moving import roll_2d6
from .state import HOSTILITY, MAX_TOKENS_PER_TILE, STEP, State, _ev, alive, beside, mission, name_of, seat_of, tile

WARY = HOSTILITY.index("wary")


def spawn(state: State, events: list) -> int:
    total = roll_2d6(state, events, "Spawn", "rule:spawn")
    if total == 7:
        _ev(events, "spawn", "A 7: nothing spawns, and the clock turns four steps.", "rule:spawn", {"roll": 7})
        return total
    hit = [key for key, place in sorted(state.map.items())
           if place["up"] and tile(state, place["tile"]).spawn == total]
    if not hit:
        _ev(events, "spawn", f"Spawn {total}: no face-up tile has that number.", "rule:spawn", {"roll": total})
    for key in hit:
        place = state.map[key]
        here = [i for i in alive(state) if state.survivors[i]["pos"] == key]
        name = tile(state, place["tile"]).name
        if place["barricade"]:
            place["barricade"] = False
            _ev(events, "barricade_broken", f"Spawn {total}: the barricade on the {name} holds them off and "
                "is gone.", "rule:spawn", {"cell": key})
        elif here:
            _ev(events, "spawn", f"Spawn {total} on the {name}: everyone there draws a monster.", "rule:spawn",
                {"cell": key})
            for index in here:
                draw_monster(state, index, events, "rule:spawn")
        elif place["tokens"] < MAX_TOKENS_PER_TILE:
            if not place_token(state, key, events, "rule:spawn"):
                return total
    return total


def advance_clock(state: State, steps: int, events: list) -> None:
    """Turn the dial; the events reached are triggered as tasks, in dial order."""
    dial = state.content.tables["clock"]["clock"].steps
    reached = []
    for _ in range(steps):
        state.clock = (state.clock + 1) % len(dial)
        if state.clock == state.content.tables["clock"]["clock"].steps.index(mission(state).clock_start):
            state.laps += 1
        if dial[state.clock]:
            reached.append(dial[state.clock])
    _ev(events, "clock", f"The clock turns {steps} step{'s' if steps > 1 else ''}"
        + (f": {', '.join(e.title() for e in reached)}." if reached else "."), "rule:clock",
        {"clock": state.clock, "events": reached})
    for event in reversed(reached):       # the stack runs the first reached first
        push_task(state.task_stack, "clock_event", event=event, stage=0, chosen={})


def clock_event_task(state: State, task: dict, events: list) -> bool:
    event = task["event"]
    plan = mission(state)
    state.task_stack.pop()
    if event == "exposure" and plan.exposure:
        from .cards import draw_status
        exposed = [i for i in alive(state) if not tile(state, state.map[state.survivors[i]["pos"]]["tile"]).indoor]
        _ev(events, "exposure", "Exposure: " + (", ".join(name_of(state, i) for i in exposed) + " out in the open."
                                               if exposed else "everyone is indoors."), "rule:exposure", {})
        for index in exposed:
            draw_status(state, index, plan.exposure, events, "rule:exposure")
        from .ops import run_ops
        for index in reversed(alive(state)):      # an Exposure tile acts on whoever is on it, indoors or out
            record = tile(state, state.map[state.survivors[index]["pos"]]["tile"])
            if record.trigger == "exposure" and state.map[state.survivors[index]["pos"]]["up"]:
                run_ops(state, ["tiles", record.id, "effects"], index, "short", f"tile:{record.id}")
    elif event == "night" and plan.day_night:
        night_falls(state, events)
    elif event == "tribes" and state.tribes:
        _ev(events, "cooldown", "Tribe cooldown: every tribe's hostility moves toward Wary.", "rule:tribes", {})
        for tribe_id, level in list(state.tribes.items()):
            if level != WARY:
                change_hostility(state, tribe_id, 1 if level < WARY else -1, events, "rule:tribes")
    elif event == "day" and plan.day_night:
        day_breaks(state, events)
    return True


def night_falls(state: State, events: list) -> None:
    from ....core.piles import draw_reshuffling
    from .ops import run_ops
    if not state.day_deck and not state.day_discard:
        return
    if state.night:
        state.day_discard.append(state.night)
    card_id, _ = draw_reshuffling(state.day_deck, state.day_discard, state.rng)
    state.night = card_id
    record = state.content.tables["day_night"][card_id]
    _ev(events, "night", f"Night falls: {record.name}. {record.text}", "rule:night", {"card": card_id}, reveals=True)
    pays = state.stats.setdefault("group_pays", {})
    for cause in [c for c in pays if c.startswith("night:")]:
        del pays[cause]
    cause = f"night:{card_id}:{state.turns}"
    for index in reversed(alive(state)):
        if record.now:
            run_ops(state, ["day_night", card_id, "now"], index, "short", cause)
        for slot, entry in reversed(list(enumerate(state.survivors[index]["monsters"]))):
            if state.content.tables["monsters"][entry["card"]].night:
                run_ops(state, ["monsters", entry["card"], "night"], index, "short", f"monster:{entry['card']}",
                        monster_card=entry["card"])


def day_arrow(state: State) -> str:
    """The red arrow on the day side of the deck's top card ("none" without one, or without a deck)."""
    if not state.day_deck:
        return "none"
    return state.content.tables["day_night"][state.day_deck[0]].arrow


def day_breaks(state: State, events: list) -> None:
    arrow = day_arrow(state)
    if arrow == "none":
        _ev(events, "day", "Day breaks: no arrow, the monsters stay where they are.", "rule:day", {})
        return
    _ev(events, "day", f"Day breaks: the monster tokens move {arrow}.", "rule:day", {"arrow": arrow})
    # every token moves once: read the whole map first, then move, farthest along the arrow first
    dx, dy = STEP[arrow]
    moving = sorted(((key, place["tokens"]) for key, place in state.map.items() if place["tokens"]),
                    key=lambda item: -(int(item[0].split(",")[0]) * dx + int(item[0].split(",")[1]) * dy))
    for key, tokens in moving:
        to = beside(key, arrow)
        if to not in state.map or not state.map[to]["up"]:
            continue          # tokens never leave the map, nor step onto a tile still face down
        for _ in range(tokens):
            token_enters(state, key, to, events, "rule:day")


def token_enters(state: State, start: str, end: str, events: list, cause: str) -> None:
    """One token moves from `start` to `end`: onto a survivor it becomes a monster card (the players
    choose who draws), else it joins the tokens there if there is room."""
    from .combat import remove_tokens
    here = [i for i in alive(state) if state.survivors[i]["pos"] == end]
    if here:
        remove_tokens(state, start, 1, events, cause)
        if len(here) == 1:
            draw_monster(state, here[0], events, cause)
        else:
            push_task(state.task_stack, "who_draws", cell=end, cause=cause, chosen={})
        return
    if state.map[end]["tokens"] >= MAX_TOKENS_PER_TILE:
        return
    state.map[start]["tokens"] -= 1
    state.map[end]["tokens"] += 1
    _ev(events, "token_moved", f"A monster token moves to the {tile(state, state.map[end]['tile']).name}.", cause,
        {"from": start, "to": end})


def who_draws_task(state: State, task: dict, events: list) -> bool:
    here = [i for i in alive(state) if state.survivors[i]["pos"] == task["cell"]]
    if not here:
        state.task_stack.pop()
        return True
    picked = ask(state, task, "who", [(f"{i}", f"{name_of(state, i)} draws it", f"survivor:{i}") for i in here],
                 "A monster reaches your tile: who draws it?", seat_of(state, state.active))
    if picked is None:
        return False
    state.task_stack.pop()
    draw_monster(state, int(picked), events, task["cause"])
    return True
