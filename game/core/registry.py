"""The games this app knows, registered by explicit import (no plugin discovery)."""
from __future__ import annotations

from .rules import GameInfo, GameRules

# Games whose rules are not written yet are still listed, so players see what is coming.
_PLANNED = (
    GameInfo("wasted_wilds", "Maximum Apocalypse: Wasted Wilds", 1, 4,
             "Co-op: survivors with their own decks explore map tiles against monsters and the clock.",
             startable=False, cooperative=True),
    GameInfo("this_war_of_mine", "This War of Mine", 1, 4,
             "Co-op narrative: keep the shelter by day, scavenge by night, live with the choices.",
             startable=False, cooperative=True),
    GameInfo("everything_lost", "Everything Lost", 1, 1,
             "Solo campaign: spend dice to rebuild a ruined town across four chapters.", startable=False),
)


def _built_rules() -> dict[str, GameRules]:
    from ..games.hit_z_road.rules import RULES as hit_z_road
    from ..games.salvation_road.rules import RULES as salvation_road
    return {rules.info.id: rules for rules in (hit_z_road, salvation_road)}


_rules_cache: dict[str, GameRules] | None = None


def built_rules() -> dict[str, GameRules]:
    global _rules_cache
    if _rules_cache is None:
        _rules_cache = _built_rules()
    return _rules_cache


def all_games() -> list[GameInfo]:
    """Every game, in the order the New game screen lists them."""
    built = [rules.info for rules in built_rules().values()]
    return built + [info for info in _PLANNED if info.id not in {b.id for b in built}]


def rules_for(game_id: str) -> GameRules:
    try:
        return built_rules()[game_id]
    except KeyError:
        known = ", ".join(info.id for info in all_games())
        raise KeyError(f"no playable game {game_id!r}; games: {known}") from None


def game_ids() -> list[str]:
    return [info.id for info in all_games()]
