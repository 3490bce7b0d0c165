"""Goals: the mission's bold goals and the side missions (taken from the deck, done when their goal is met)."""
from __future__ import annotations

from ....core.words import count
from .ops import run_ops
from .state import State, _ev
from .tracks import RESOURCE_NAMES


def mission(state: State):
    return state.content.tables["missions"][state.mission]


def side(state: State, record: dict):
    return getattr(state.content.tables["side_missions"][record["card"]], record["side"])


def kills_since(state: State, since: int, level: int) -> int:
    return sum(1 for killed in state.stats.get("kills_by_level", [])[since:] if killed >= level)


def goal_met(state: State, goal, since: int = 0) -> bool:
    kind = goal.kind
    if kind == "kill":
        return kills_since(state, since, goal.level) >= goal.amount
    if kind == "explore":
        return state.stats.get("farthest", 0) >= goal.amount
    if kind == "claim":
        return sum(1 for zone in state.zones.values() if zone["claimed"]) >= goal.amount
    if kind == "survivors":
        return len(state.survivors) >= goal.amount
    if kind == "search":
        return bool(state.stats.get("searched"))
    if kind == "barricade":
        return sum(1 for zone in state.zones.values() if zone["barricaded"]) >= goal.amount
    if kind == "bring":
        return state.res[goal.resource] >= goal.amount
    return False      # deliver: done by the deliver action


def goal_words(goal) -> str:
    what = RESOURCE_NAMES.get(goal.resource, "")
    return {"deliver": f"deliver {count(goal.amount, what, what)}", "kill": f"defeat {count(goal.amount, 'zombie card')}"
            + (f" of level {goal.level}+" if goal.level > 1 else ""),
            "explore": f"reach a zone {goal.amount} steps from home", "claim": f"claim {count(goal.amount, 'building')}",
            "survivors": f"have {count(goal.amount, 'survivor')} with you", "search": "succeed on the search track",
            "barricade": f"barricade {count(goal.amount, 'building')}",
            "bring": f"bring {count(goal.amount, what, what)} home"}[goal.kind]


def mission_goals_met(state: State) -> bool:
    return all(goal_met(state, goal) for goal in mission(state).goals)


def take_side_mission(state: State, which: str, events: list, cause: str) -> None:
    if not state.side_deck:
        _ev(events, "side_mission", "They ask for help, but you have promised all you can.", cause, {})
        return
    card = state.side_deck.pop(0)
    record = {"card": card, "side": which, "zone": state.pos, "since": len(state.stats.get("kills_by_level", [])),
              "done": False}
    state.side_missions.append(record)
    _ev(events, "side_mission", f"Side mission: {side(state, record).title}. {side(state, record).text}", cause,
        {"card": card, "side": which}, reveals=True)


def check_side_missions(state: State, events: list) -> None:
    for record in state.side_missions:
        if not record["done"] and side(state, record).goal.kind != "deliver" and \
                goal_met(state, side(state, record).goal, record["since"]):
            complete_side_mission(state, record, events)


def deliverable(state: State, record: dict) -> bool:
    goal = side(state, record).goal
    return (not record["done"] and goal.kind == "deliver" and state.pos == record["zone"]
            and state.res[goal.resource] >= goal.amount)


def complete_side_mission(state: State, record: dict, events: list) -> None:
    from .leveling import nickname_rows
    record["done"] = True
    this = side(state, record)
    _ev(events, "side_done", f"Side mission done: {this.title}. {this.reward_text}", f"side:{record['card']}",
        {"card": record["card"]})
    if this.goal.kind == "deliver":
        state.res[this.goal.resource] -= this.goal.amount
    if this.nickname and not state.nickname and this.nickname in nickname_rows(state.skills):
        state.nickname = this.nickname
        _ev(events, "nickname", f"People in town call you {this.nickname}.", f"side:{record['card']}", {})
    run_ops(state, ["side_missions", record["card"], record["side"], "reward"], f"side:{record['card']}")
