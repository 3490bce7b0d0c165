"""The end of a mission: settling in (antidote, bandages, repairs, feeding) and the survival points."""
from __future__ import annotations

from .state import State, home_top, rank


def settle_in(state: State) -> dict:
    """What the rulebook's settling in does, in order; returns what it changed (for the summary)."""
    done = {}
    for goal in state.content.tables["missions"][state.mission].goals:
        if goal.kind == "bring" and goal.resource != "food":
            state.res[goal.resource] = max(0, state.res[goal.resource] - goal.amount)
    if state.bitten and state.res["antidote"]:
        state.res["antidote"] -= 1
        state.bitten = state.bite_covered = False
        done["cured"] = True
    while state.res["bandages"] and state.health < 6:
        state.res["bandages"] -= 1
        state.health += 1
        done["healed"] = done.get("healed", 0) + 1
    while state.res["materials"] and state.home < home_top(state):
        state.res["materials"] -= 1
        state.home += 1
        done["repaired"] = done.get("repaired", 0) + 1
    people = len(state.survivors) + 1          # 1 food feeds two; you eat first
    food = min((people + 1) // 2, state.res["food"])
    state.res["food"] -= food
    if food == 0:
        done["hungry"] = True                  # next mission starts with 2 less health
    fed_survivors = max(0, food * 2 - 1)
    if fed_survivors < len(state.survivors):
        done["left"] = [person["name"] for person in state.survivors[fed_survivors:]]
        state.survivors = state.survivors[:fed_survivors]
    if state.res["food"]:
        state.willpower = min(6, state.willpower + state.res["food"])
        done["food_to_willpower"] = state.res["food"]
        state.res["food"] = 0
    return done


def mission_points(state: State) -> int:
    m = state.content.tables["missions"][state.mission]
    units = {"none": 0, "food": state.stats.get("food_home", 0), "materials": state.stats.get("materials_home", 0),
             "kills": state.stats.get("kills", 0), "explore": state.stats.get("farthest", 0),
             "survivors": len(state.survivors),
             "claims": sum(1 for zone in state.zones.values() if zone["claimed"])}[m.points]
    return units * m.points_each


def score_mission(state: State, won: bool) -> dict:
    """The survival points, part by part (the rulebook's formula), and the rank."""
    if won:
        state.stats["food_home"] = state.res["food"]
        state.stats["materials_home"] = state.res["materials"]
        state.stats["settled"] = settle_in(state)
    claims = state.claims_before + sum(1 for zone in state.zones.values() if zone["claimed"])
    parts = {
        "not bitten": 0 if state.bitten else 3,
        "supplies": sum(state.res.values()),
        "willpower and health": 2 * (state.willpower + state.health),
        "home": 3 * state.home,
        "level": 5 * state.level,
        "survivors": 5 * len(state.survivors),
        "claimed buildings": 2 * claims,
        "nickname": 5 if state.nickname else 0,
        "side missions": 3 * sum(1 for record in state.side_missions if record["done"]),
        "mission": mission_points(state),
    }
    total = sum(parts.values())
    return {"parts": parts, "total": total, "rank": rank(total) if won else "Dead" if state.stats.get("died") else
            "Mission failed"}


def campaign_score(mission_scores: list[int]) -> float:
    """The overall score: the best mission and every mission after it, averaged (a new record deletes
    the lower results before it; an equal score is no new record, so the first best counts)."""
    if not mission_scores:
        return 0.0
    best = mission_scores.index(max(mission_scores))
    kept = mission_scores[best:]
    return sum(kept) / len(kept)
