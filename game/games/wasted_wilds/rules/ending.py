"""How a mission ends: won when every objective is done (checked at the end of each turn), lost when
every survivor is eliminated (or any one, without the lenient variant: the game was balanced so), or
when a monster token must be placed and the supply is empty."""
from __future__ import annotations

from ....core.words import count
from .state import FRIENDLY, HOSTILITY, State, _ev, alive, mission


def objective_progress(state: State, k: int) -> tuple[int, int]:
    """(done, needed) for the mission's objective k."""
    objective = mission(state).objectives[k]
    needed = objective.amount
    kind = objective.kind
    if kind == "store":
        return min(needed, state.objectives[k]["stored"]), needed
    if kind == "kill":
        kills = state.stats.get("kills", {})
        monsters = state.content.tables["monsters"]
        done = sum(n for card_id, n in kills.items()
                   if (not objective.monster or card_id == objective.monster)
                   and (not objective.tribe or monsters[card_id].tribe == objective.tribe))
        return min(needed, done), needed
    if kind == "reveal":
        up = sum(1 for place in state.map.values() if place["up"])
        return up, len(state.map)
    if kind == "reach":
        living = alive(state)
        places = [state.map.get(state.survivors[i]["pos"]) for i in living]
        there = sum(1 for place in places if place is not None and place["up"] and place["tile"] == objective.tile)
        return there, max(1, len(living))
    if kind == "tribe":
        return int(HOSTILITY[state.tribes.get(objective.tribe, 3)] in FRIENDLY), 1
    if kind == "survive":
        return min(needed, state.laps), needed
    return 0, needed


def objectives_done(state: State) -> bool:
    return all(done >= needed for done, needed in
               (objective_progress(state, k) for k in range(len(mission(state).objectives))))


def check_win(state: State, events: list) -> bool:
    if state.phase == "over" or not objectives_done(state):
        return False
    _finish(state, True, "every objective is done", events)
    return True


def check_loss(state: State, events: list) -> None:
    if state.phase == "over":
        return
    living = alive(state)
    if not living:
        lose(state, "every survivor was eliminated", events)
    elif not state.lenient and len(living) < len(state.survivors):
        lose(state, "a survivor was eliminated", events)


def lose(state: State, why: str, events: list) -> None:
    if state.phase != "over":
        _finish(state, False, why, events)


def _cause(state: State, won: bool, why: str) -> str:
    """Why the mission was lost, for the simulate report: how the survivor went, else the rule's reason."""
    if won:
        return ""
    gone = [s["out"] for s in state.survivors if not s["alive"]]
    return gone[0] if gone else why


def _finish(state: State, won: bool, why: str, events: list) -> None:
    state.phase = "over"
    state.pending = None
    state.task_stack = []
    progress = [list(objective_progress(state, k)) for k in range(len(mission(state).objectives))]
    summary = (f"Mission {mission(state).name} won: {why}." if won else f"Mission {mission(state).name} lost: {why}.")
    seats = list(range(len(state.seat_names)))
    score = sum(done for done, _needed in progress)
    state.result = {"winners": seats if won else [], "scores": [score] * len(seats), "summary": summary,
                    "details": {"won": won, "why": why, "cause": _cause(state, won, why), "turns": state.turns,
                                                    "objectives": progress,
                                                    "eliminated": [s["out"] for s in state.survivors if not s["alive"]]}}
    _ev(events, "mission_over", summary + f" ({count(state.turns, 'turn')})", "rule:end",
        {"won": won, "why": why})
