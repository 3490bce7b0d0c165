"""What a seat sees of Salvation Road (nothing in it is secret from anyone).

View format (`view(state, seat)`; seats 0-based; nothing in it is secret from anyone)
--------------------------------------------------------------------------------------
    {"game": "salvation_road", "round": int,
     "phase": "action" | "threat" | "apocalypse" | "refresh" | "travel" | "over",
     "mode": "standard" | "solo" | "heroic" | "survival",
     "seats": [{"seat", "name", "color", "bot"}],
     "players": [{"player", "seat", "characters": [ids]}],
     "setup_players": 2..4, "variants": [ids], "first_player": player index,
     "active_character": id | None, "commanded_character": id | None,
     "characters": [{"id", "name", "kind": "hero"|"survivor", "player", "seat",
                     "location": "compound" | location id | None (defeated),
                     "health", "slots": [None | {"resource": r} | {"wound": "unrevealed"} | {"wound": type}],
                     "activated", "delayed", "defeated", "actions_left", "used_transfer",
                     "used_food", "used_fuel", "used_ability",
                     "ability": {"name", "text", "trigger", "action", "where", "once_per_round",
                                 "effects": [ops as plain data]}}],
     "locations": [{"slot", "id" (None while face down), "name", "recon", "face_up",
                    "threat": index on the track | None, "track": [modifiers] | None,
                    "modifier": int | None, "overrun", "used",
                    "supply": {res: int}, "ability": {as for characters} | None,
                    "characters": [ids]}],
     "compound": {"characters": [ids], "fence": {"bikes", "buggies"},
                  "pool": {"bikes", "buggies"}, "capacity": tokens in play},
     "truck": {res: int},
     "roadmap": [{"id" | None, "explored", "needs": [res], "cost": {res: int} | None, "name" | None}],
     "road_target": int, "road_deck": int, "road_deck_top": [res] | None (its unexplored side),
     "toll": {"count": int},
     "apocalypse": {"deck": int, "discard": [{"id", "type", "name"}], "top_type": str | None,
                    "current": {"id", "type", "name", "text", "marauders", "effects"} | None},
     "search": {"deck": int, "discard": int},
     "threat_roll": None | {"location": id, "slot": k, "dice": [{"color", "wounds"}], "wounds": int,
                            "stage": "reroll" | "pick" | "assign", "selected": [k], "left": int},
     "last_roll": None | [{"color": "blue" | "red", "wounds": int}], the latest roll of any kind,
     "last_roll_kind": None | "threat" | "fight" | "rest",
     "wound_pool": {"unrevealed": int, "revealed_discards": int},
     "pool": {res: int}, "dice": {"blue": [faces], "red": [faces]},
     "talk_groups": [[seat, ...]] | None (limited communication only: one group per occupied
                    location, the seats with a character there; seats may talk while they share a group),
     "outcome": None | {"winners", "scores", "summary", "details"}}
A wound's type appears only once it is revealed; deck orders and face-down
locations never appear.

The revealed view (`revealed_view(state)`, the replay of a finished game: someone who sees
everything) has the same format. What it adds: a face-down location comes with its "id",
"name", "recon", "track" and "ability" and "face_up": True, and an unexplored road card on
the roadmap with its "id", "name", "cost" and "explored": True (its hidden green side), each
marked "revealed": True (only there: the table still sees its back). Its "threat" and
"modifier" stay None (no threat token lies on a face-down card). Nothing else differs from the
table's view: an unrevealed wound has no type yet (one is drawn from the unknown tokens when it
is revealed), and the decks stay counts (their order is not shown).
"""
from __future__ import annotations

from ....core.jsondata import copy_json
from ..effects import RESOURCES
from .marauders import _fence_json
from .state import ACTIONS_PER_ROUND, COMPOUND, State, _at, _living, _overrun, facts

# views
def _view(state: State, viewer: int | None, reveal: bool = False) -> dict:
    """What the viewer may see (nothing in the view depends on the seat); with reveal, everything
    (revealed_view: see the module docstring)."""
    tables = state.content.tables
    ctab, ltab = tables["characters"], tables["locations"]
    info = facts(state.content).info
    chars = []
    for cid in state.character_order:
        c = state.characters[cid]
        card = ctab[cid]
        slots = []
        for s in c["slots"]:
            if not s:
                slots.append(None)
            elif s == "?":
                slots.append({"wound": "unrevealed"})
            elif s[0] == "!":
                slots.append({"wound": s[1:]})
            else:
                slots.append({"resource": s})
        k = c["loc"]
        chars.append({"id": cid, "name": card.name, "kind": card.kind, "player": c["player"], "seat": c["seat"],
                      "location": None if k is None else ("compound" if k == COMPOUND else state.locations[k]["id"]),
                      "health": card.health, "slots": slots, "activated": c["activated"], "delayed": c["delayed"],
                      "defeated": c["dead"], "actions_left": c["left"] if state.active_character == cid else
                      (0 if c["activated"] else ACTIONS_PER_ROUND),
                      "used_transfer": c["transfer"], "used_food": c["food"], "used_fuel": c["fuel"],
                      "used_ability": c["ability"],
                      "ability": copy_json(info[("char", cid)])})
    locs = []
    for k, loc in enumerate(state.locations):
        up = loc["up"]
        shown = up or reveal            # face up, or face down but everything is revealed
        card = ltab[loc["id"]]
        entry = {"slot": k, "id": loc["id"] if shown else None, "name": card.name if shown else None,
                 "recon": card.recon if shown else None, "face_up": shown,
                 "threat": loc["threat"] if up else None, "track": list(card.track) if shown else None,
                 "modifier": card.track[loc["threat"]] if up else None,
                 "overrun": _overrun(state, k), "used": loc["used"],
                 "supply": dict(zip(RESOURCES, loc["supply"])),
                 "ability": copy_json(info[("loc", loc["id"])]) if shown else None,
                 "characters": _at(state, k)}
        if shown and not up:
            entry["revealed"] = True    # the table sees only its back
        locs.append(entry)
    roads = tables["roads"]
    roadmap = []
    for rid, explored in state.roadmap:
        road = roads[rid]
        shown = explored or reveal      # the green side: explored, or everything is revealed
        entry = {"id": rid if shown else None, "explored": shown, "needs": list(road.needs),
                 "cost": dict(zip(RESOURCES, road.cost.amounts())) if shown else None,
                 "name": road.name if shown else None}
        if shown and not explored:
            entry["revealed"] = True    # the table sees only its unexplored side
        roadmap.append(entry)
    atab = tables["apocalypse"]
    current = None
    if state.apocalypse is not None and state.apocalypse.get("card"):
        card = atab[state.apocalypse["card"]]
        current = {"id": card.id, "type": card.type, "name": card.name, "text": card.text,
                   "marauders": card.marauders.for_players(state.setup_players),
                   "effects": copy_json(info[("apoc", card.id)]["effects"])}
    threat = None
    th = state.threat_roll
    if th is not None and th["slot"] is not None:
        dice = [{"color": d[0], "wounds": d[1]} for d in th["dice"]]
        threat = {"location": state.locations[th["slot"]]["id"], "slot": th["slot"], "dice": dice,
                  "wounds": sum(d[1] for d in th["dice"]), "stage": th["stage"], "selected": list(th["sel"]),
                  "left": th["left"]}
    f = facts(state.content)
    return {
        "game": "salvation_road", "round": state.round, "phase": state.phase, "mode": state.mode,
        "seats": [{"seat": i, "name": state.seat_names[i], "color": state.seat_colors[i], "bot": state.seat_bots[i]}
                  for i in range(len(state.seat_names))],
        "players": [{"player": i, "seat": p["seat"], "characters": list(p["chars"])} for i, p in enumerate(state.players)],
        "setup_players": state.setup_players, "variants": list(state.variants), "first_player": state.first_player,
        "active_character": state.active_character,
        "commanded_character": state.pending_decision["c"] if state.pending_decision and state.pending_decision["k"] == "action" and state.pending_decision["sub"] else None,
        "characters": chars, "locations": locs,
        "compound": {"characters": _at(state, COMPOUND), "fence": _fence_json(state),
                     "pool": {"bikes": state.marauder_pool[0], "buggies": state.marauder_pool[1]}, "capacity": state.capacity},
        "truck": dict(zip(RESOURCES, state.truck)),
        "roadmap": roadmap, "road_target": state.road_target, "road_deck": len(state.road_deck),
        "road_deck_top": list(roads[state.road_deck[0]].needs) if state.road_deck else None,
        "toll": {"count": state.tolls},
        "apocalypse": {"deck": len(state.apocalypse_deck),
                       "discard": [{"id": x, "type": atab[x].type, "name": atab[x].name} for x in state.apocalypse_discard],
                       "top_type": atab[state.apocalypse_discard[-1]].type if state.apocalypse_discard else None,
                       "current": current},
        "search": {"deck": len(state.search_deck), "discard": len(state.search_discard)},
        "threat_roll": threat,
        "last_roll": copy_json(state.last_roll["dice"]) if state.last_roll else None,
        "last_roll_kind": state.last_roll["kind"] if state.last_roll else None,
        "wound_pool": {"unrevealed": state.wound_pool, "revealed_discards": sum(state.revealed_wound_pile.values())},
        "pool": dict(zip(RESOURCES, state.pool)),
        "dice": {"blue": list(f.blue), "red": list(f.red), "blue_count": f.nblue, "red_count": f.nred},
        "talk_groups": _talk_groups(state) if state.limited_communication else None,
        "outcome": None if state.result is None else copy_json(state.result),
    }


def _talk_groups(state: State) -> list[list[int]]:
    """Who may talk to whom: one group per occupied location (the compound included), listing the
    seats with a character there. Two seats may talk while they share a group; talking is not passed
    along (A and B at one place, B and C at another: A and C may not talk). Duplicates are merged."""
    places: dict[int, set[int]] = {}
    for cid in _living(state):
        c = state.characters[cid]
        places.setdefault(c["loc"], set()).add(c["seat"])
    groups = sorted({tuple(sorted(seats)) for seats in places.values()})
    return [list(g) for g in groups]
