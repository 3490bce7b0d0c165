"""What a seat may see: the whole table as it lies (tiles face up, tokens, every survivor's health,
hunger, gear, monsters and face-up status cards, the tribes, the clock, the night card and the day arrow
on the day/night deck's top card), its own survivors' hands, and of everything hidden only how much
there is: other hands, every deck's order, face-down tiles (and which tile each is), face-down
status cards.

`view(state, seat, reveal=True)` (the rules' `revealed_view`: the replay of a finished game, where nothing is
secret any more) is the same view with everything hidden shown: every survivor's hand and supplies, the tile
under each face-down tile and the card of each face-down status card. What lies face down still says so
("up" False), so the board can draw it face up and marked face down. Decks stay counts (their order is no
secret worth drawing)."""
from __future__ import annotations

from ....core.jsondata import copy_json
from .clock import day_arrow
from .ending import objective_progress
from .state import HOSTILITY, State, mission
from .stats import health_left, stealth, storage_limit, storage_used


def _survivor_view(state: State, index: int, seat: int | None, reveal: bool = False) -> dict:
    survivor = state.survivors[index]
    mine = reveal or (seat is not None and survivor["seat"] == seat)
    status = [{"deck": s["deck"], "card": s["card"] if s["up"] or reveal else None, "up": s["up"]}
              for s in survivor["status"]]
    out = {key: copy_json(survivor[key]) for key in ("char", "seat", "name", "damage", "hunger", "starve", "gear",
                                                        "monsters", "poison", "armour", "pos", "alive", "out")}
    out.update({"status": status, "deck": len(survivor["deck"]), "discard": list(survivor["discard"]),
                "hand": list(survivor["hand"]) if mine else None, "hand_size": len(survivor["hand"]),
                "supplies": list(survivor["supplies"]) if mine else None,
                "supplies_size": len(survivor["supplies"])})
    if survivor["char"]:
        out.update({"health": health_left(state, index), "stealth": stealth(state, index),
                    "storage": [storage_used(state, index), storage_limit(state, index)]})
    return out


def view(state: State, seat: int | None, reveal: bool = False) -> dict:
    """What the seat may see (None: the table); with reveal, everything (see the module's docstring)."""
    places = {key: {"tile": place["tile"] if place["up"] or reveal else None, "up": place["up"],
                    "tokens": place["tokens"], "barricade": place["barricade"], "scavenged": place["scavenged"],
                    "dropped": list(place["dropped"])} for key, place in state.map.items()}
    plan = mission(state)
    return {
        "mission": state.mission, "phase": state.phase, "lenient": state.lenient,
        "survivors": [_survivor_view(state, i, seat, reveal) for i in range(len(state.survivors))],
        "map": places, "tiles_to_lay": len(state.setup_tiles),
        "decks": {"monsters": len(state.monster_deck), "day_night": len(state.day_deck),
                  **{f"scavenge_{deck}": len(pile) for deck, pile in state.scavenge_decks.items()},
                  **{f"status_{deck}": len(pile) for deck, pile in state.status_decks.items()}},
        "discards": {"monsters": list(state.monster_discard),
                     **{f"scavenge_{deck}": list(pile) for deck, pile in state.scavenge_discards.items()},
                     "day_night": list(state.day_discard)},
        "night": state.night, "day_arrow": day_arrow(state) if plan.day_night else "none",
        "tokens": state.tokens, "clock": state.clock, "laps": state.laps,
        "tribes": {tribe: HOSTILITY[level] for tribe, level in state.tribes.items()},
        "objectives": [list(objective_progress(state, k)) for k in range(len(plan.objectives))],
        "active": state.active, "step": state.step, "actions": state.actions, "round": state.round,
        "turns": state.turns, "last_roll": copy_json(state.last_roll), "result": copy_json(state.result),
    }
