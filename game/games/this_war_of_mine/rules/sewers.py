"""Sewers (L1426-1507): at the start of the Day Actions, before anyone acts in the shelter, any Characters may
go down into the sewers (even those whose States leave them no action). They take their equipment, climb
down onto the Starting Zone's room S, and cross the tile map it grows into: a path of the tile they are on to
one of its exits, each Rooms letter and Corridors number on it read from the top card of its deck, then the
next tile laid against that exit, edge to matching edge (sewer_tiles.py's arithmetic). Instead of laying a tile
they may go home (Choose Findings, with no free Water, Wood or Components, L1473). On the third tile laid,
the paths to its brightly coloured room lead up, to one of the three Locations by the black die (1-5 Near,
6-8 Distant, 9-10 Far), scavenged as at night but with half the Unknown deck, Reality Impact cards redrawn
and no visit on the way home (L1488-1492). The party is away until Dusk, when it comes home with what it
carries (L1446-1450); it may go out again that night. The map is then shuffled back, the Starting Zone on top.

With the optional Thugs rule, entering puts 1-3 Thugs on the Starting Zone (the black die: 1-5, 6-8,
9-10): the Threat. Going home early means a black die for each; any at most the Threat is a fight with that
many Thugs armed with Knives (STOP is 40, beating them all 33), after which the Threat is 0 (L1497-1507).

`state.sewers`: the tile pile (top first), the Rooms and Corridors decks and their discards, and the trip
under way (`trip`: the tiles laid, where the party stands, the path being walked, the Threat), or None.

Answers (pick:<value>): sewers go:<Character> / done; equipment as when scavenging; sewer_path path:<k>;
sewer_next tile / home; sewer_turn plain / turned."""
from __future__ import annotations

from ....core.flow import finish_task, push_task
from ....core.piles import draw_reshuffling
from ....core.words import join, the
from . import goods
from .asking import GROUP, ask
from .findings import party
from ..effects import WayUp
from .ops import BEHAVIOURS, roll_black, run_ops
from .people import name
from .sewer_tiles import cells_of, entry_for, neighbour, paths_from
from .state import LOCATION_SLOTS, State, _ev, in_group

MODULE = "sewers"
THUGS_RULE = "sewer_thugs"
TILES_TO_EXIT = 3                                   # the third tile laid after the Starting Zone (L1484)
EXITS = ((1, 5, "close"), (6, 8, "distant"), (9, 10, "far"))
THREAT = ((1, 5, 1), (6, 8, 2), (9, 10, 3))
THUG_STOP, THUGS_BEATEN = "40", "33"               # the fixed scripts of the Thugs rule (L1505-1507)


def on(state: State) -> bool:
    return MODULE in state.options


def deal(state: State, options) -> None:
    from .setup import shuffled
    if MODULE not in options:
        state.sewers = {}
        return
    content, rng = state.content, state.rng
    state.sewers = {"tiles": _pile(state), "rooms": shuffled(content, rng, "sewer_rooms"), "rooms_used": [],
                    "corridors": shuffled(content, rng, "sewer_corridors"), "corridors_used": [], "trip": None}


def _pile(state: State) -> list[str]:
    """The tiles shuffled, the Starting Zone on top (L1438, L1494)."""
    tiles = state.content.tables["sewer_tiles"]
    rest = sorted(t for t, tile in tiles.items() if not tile.start)
    state.rng.shuffle(rest)
    return sorted(t for t, tile in tiles.items() if tile.start)[:1] + rest


def offer(state: State) -> bool:
    """The start of the Day Actions: the question whether anyone goes down, once a day."""
    if not on(state) or state.stats.get("sewers_day") == state.day:
        return False
    state.stats["sewers_day"] = state.day
    if not in_group(state):
        return False
    push_task(state.task_stack, "sewers", stage="who", going=[], chosen={})
    return True


def sewers_task(state: State, task: dict, events: list) -> bool:
    stage = task["stage"]
    if stage == "who":
        return _who(state, task, events)
    if stage == "equipment":
        from .scavenging import take_along
        done = take_along(state, task, events, "The Sewers: what does the party take down?")
        if done is None:
            return False
        if done:
            _descend(state, task, events)
        return True
    if stage == "path":
        return _choose_path(state, task, events)
    if stage == "walk":
        return _walk(state, task, events)
    if stage == "next":
        return _next(state, task, events)
    if stage == "turn":
        return _turn(state, task, events)
    raise ValueError(stage)


def _who(state: State, task: dict, events: list) -> bool:
    going = task["going"]
    options = [(f"go:{i}", f"{name(state, i)} goes down", f"character:{i}")
               for i, person in enumerate(state.characters) if person in in_group(state) and not person["away"]
               and i not in going]
    options.append(("done", "Set off with them" if going else "Nobody goes into the Sewers today", None))
    picked = ask(state, task, "sewers", options, "The Sewers: who goes down this morning?" + (
        f" Going: {join(name(state, i) for i in going)}." if going else ""), decides=GROUP)
    if picked is None:
        return False
    if picked != "done":
        going.append(int(picked.partition(":")[2]))
        return True
    if not going:
        finish_task(state.task_stack, task)
        return True
    for i in going:                                  # on the Findings Pile, out of the Day Actions (L1444)
        state.characters[i]["place"] = "scavenging"
    state.phase = "scavenging"                       # their scene: what is "here", who is present
    state.scene = {"location": None, "discard": [], "met": [], "used": [], "ended": False, "fewer": 0,
                   "sewers": True}
    _ev(events, "sewers", f"{join(name(state, i) for i in going)} {'goes' if len(going) == 1 else 'go'} down into "
        "the Sewers.", "rule:sewers",
        {"party": going})
    task["stage"] = "equipment"
    return True


def _descend(state: State, task: dict, events: list) -> None:
    """The Starting Zone laid, the party on its room S; with the Thugs rule, the Threat rolled."""
    start = state.sewers["tiles"].pop(0)
    trip = {"laid": [{"tile": start, "at": [0, 0], "turned": False}], "on": 0, "from": "S", "path": None,
            "walked": [], "step": 0, "threat": 0}
    state.sewers["trip"] = trip
    _ev(events, "sewer_tile", f"Down the ladder: {state.content.tables['sewer_tiles'][start].name}.", "rule:sewers",
        {"tile": start, "at": [0, 0]})
    if THUGS_RULE in state.options:
        result = roll_black(state, events, "Thugs in the Sewers", "rule:sewer_thugs")
        trip["threat"] = next(n for low, high, n in THREAT if low <= result <= high)
        _ev(events, "threat", f"The Threat: {trip['threat']} Thug{'s' if trip['threat'] > 1 else ''} down here.",
            "rule:sewer_thugs", {"threat": trip["threat"]})
    task["stage"] = "path"


def _choose_path(state: State, task: dict, events: list) -> bool:
    trip = state.sewers["trip"]
    if not party(state):                             # nobody left standing down here
        return _home(state, task, events)
    laid = trip["laid"][trip["on"]]
    tile = state.content.tables["sewer_tiles"][laid["tile"]]
    up = len(trip["laid"]) - 1 >= TILES_TO_EXIT
    choices = paths_from(tile, laid["turned"], trip["from"], up)
    occupied = {cell for piece in trip["laid"] for cell in cells_of(piece["at"])}
    choices = [(k, path, end) for k, path, end in choices
               if end == "UP" or not occupied & set(cells_of(neighbour(laid["at"], end)[0]))]
    if not choices:
        _ev(events, "sewer_dead_end", "No way on from here but back the way you came, and that is no way.",
            "rule:sewers", {})
        return _home(state, task, events)
    options = [(f"path:{k}", _path_words(state, steps, end), f"sewer_path:{k}") for k, steps, end in choices]
    picked = ask(state, task, "sewer_path", options, f"The Sewers, {tile.name}: which way?",
                 decides=GROUP)
    if picked is None:
        return False
    k = int(picked.partition(":")[2])
    _k, steps, end = next(c for c in choices if c[0] == k)
    trip["path"], trip["step"] = {"k": k, "steps": list(steps), "to": end}, 0
    task["stage"] = "walk"
    return True


def _path_words(state: State, steps: list, end: str) -> str:
    marks = ", ".join(f"room {s}" if s.isalpha() else f"corridor {s}" for s in steps) or "no marks"
    where = "up to the way out" if end == "UP" else f"to the {EDGE_WORDS[end]} exit"
    return f"Go {where} ({marks})"


EDGE_WORDS = {"N0": "north-west", "N1": "north-east", "S0": "south-west", "S1": "south-east", "E": "east",
              "W": "west"}


def _walk(state: State, task: dict, events: list) -> bool:
    """The next letter or number on the path: the top card of its deck, that entry's ops; then on."""
    trip = state.sewers["trip"]
    path = trip["path"]
    if trip.get("up_now"):                           # a card found a way up (the way_up op)
        return _climb_out(state, task, events)
    if not party(state):
        return _home(state, task, events)
    if trip["step"] < len(path["steps"]):
        mark = path["steps"][trip["step"]]
        trip["step"] += 1
        _read(state, "sewer_rooms" if mark.isalpha() else "sewer_corridors", mark, events)
        return True
    trip["walked"].append([trip["on"], trip["from"], path["to"]])
    if path["to"] == "UP":
        return _climb_out(state, task, events)
    task["stage"] = "next"
    return True


def _read(state: State, table: str, mark: str, events: list) -> None:
    deck_key = "rooms" if table == "sewer_rooms" else "corridors"
    used = state.sewers[f"{deck_key}_used"]
    card_id, _shuffled = draw_reshuffling(state.sewers[deck_key], used, state.rng)    # spent: made again (ours)
    used.append(card_id)
    card = state.content.tables[table][card_id]
    k = next(k for k, entry in enumerate(card.entries) if entry.at == mark)
    kind = "Room" if deck_key == "rooms" else "Corridor"
    _ev(events, "sewer_card", f"{kind} {mark}, {card.name}: {card.entries[k].text}", f"{table}:{card_id}",
        {"card": card_id, "mark": mark}, reveals=True)
    run_ops(state, [table, card_id, "entries", k, "effects"], party(state)[0], f"{table}:{card_id}")


def _next(state: State, task: dict, events: list) -> bool:
    trip = state.sewers["trip"]
    left = len(state.sewers["tiles"])
    options = [("tile", "Go on: lay the next tile", None)] if left else []
    options.append(("home", "Go home now (Choose Findings, no free Water, Wood or Components)" + (
        f"; the Threat is {trip['threat']}" if trip["threat"] else ""), None))
    picked = ask(state, task, "sewer_next", options, "At the exit of the tile: on, or home?",
                 decides=GROUP)
    if picked is None:
        return False
    if picked == "home":
        return _home(state, task, events)
    return _lay(state, task, events)


def _lay(state: State, task: dict, events: list) -> bool:
    """The top tile against the exit left by: as it lies or turned, whichever lets an opening meet it (the
    Leader chooses when both do); a tile that fits neither way goes under the pile (ours)."""
    trip, pile = state.sewers["trip"], state.sewers["tiles"]
    here = trip["laid"][trip["on"]]
    at, entry = neighbour(here["at"], trip["walked"][-1][2])
    tiles = state.content.tables["sewer_tiles"]
    for _ in range(len(pile)):
        tile_id = pile.pop(0)
        ways = [turned for turned in (False, True) if entry_for(tiles[tile_id], turned, entry)]
        if ways:
            task["laying"] = {"tile": tile_id, "at": at, "entry": entry, "ways": ways}
            _ev(events, "sewer_tile", f"The next tile: {tiles[tile_id].name}.", "rule:sewers",
                {"tile": tile_id, "at": at}, reveals=True)
            task["stage"] = "turn"
            return True
        pile.append(tile_id)
    _ev(events, "sewer_dead_end", "No passage meets this exit: the way on is bricked up.", "rule:sewers", {})
    return _home(state, task, events)


def _turn(state: State, task: dict, events: list) -> bool:
    laying = task["laying"]
    if len(laying["ways"]) > 1:
        picked = ask(state, task, "sewer_turn", [("plain", "Lay it as it lies", f"sewer_turn:plain"),
                                                 ("turned", "Lay it turned end for end", f"sewer_turn:turned")],
                     "Which way round is the new tile laid?", decides=GROUP)
        if picked is None:
            return False
        turned = picked == "turned"
    else:
        turned = laying["ways"][0]
    trip = state.sewers["trip"]
    trip["laid"].append({"tile": laying["tile"], "at": laying["at"], "turned": turned})
    trip["on"], trip["from"], trip["path"] = len(trip["laid"]) - 1, entry_for(
        state.content.tables["sewer_tiles"][laying["tile"]], turned, laying["entry"]), None
    del task["laying"]
    task["stage"] = "path"
    return True


def _climb_out(state: State, task: dict, events: list) -> bool:
    """Up into one of the three Locations by the black die, and scavenging there."""
    from .scavenging import set_out
    trip = state.sewers["trip"]
    trip.pop("up_now", None)
    result = roll_black(state, events, "Which way up?", "rule:sewers")
    slot = next(s for low, high, s in EXITS if low <= result <= high)
    location = state.locations.get(slot) or next(state.locations[s] for s in LOCATION_SLOTS if state.locations.get(s))
    state.scene["location"] = location
    table = state.content.tables["locations"]
    _ev(events, "location_chosen", f"Up through a grating: {the(table[location].name)}.", f"location:{location}",
        {"location": location, "sewers": True})
    set_out(state, events)
    finish_task(state.task_stack, task)
    push_task(state.task_stack, "scavenge", stage="explore", chosen={})
    return True


def _home(state: State, task: dict, events: list) -> bool:
    """Back the way they came: the Thugs first, if any are down here, then Choose Findings with no free
    resources."""
    trip = state.sewers["trip"]
    finish_task(state.task_stack, task)
    state.scene["no_free"] = True
    push_task(state.task_stack, "scavenge", stage="choose", chosen={})
    if trip and trip["threat"] and party(state):
        threat = trip["threat"]
        rolls = [roll_black(state, events, f"The Thugs (Threat {threat})", "rule:sewer_thugs") for _ in range(threat)]
        if min(rolls) <= threat:
            from .combat import start_combat
            start_combat(state, threat, ("knife",) * threat, events, "rule:sewer_thugs", thugs=True,
                         won_script=THUGS_BEATEN, stop_script=THUG_STOP)
        trip["threat"] = 0
    return True


def back_to_the_day(state: State, events: list) -> None:
    """Choose Findings done: the party waits on the Findings Pile with what it carries until Dusk; the map
    is shuffled back, the Starting Zone on top (L1494); the shelter's day goes on."""
    for i in party(state):
        state.characters[i]["away"] = True
        state.characters[i]["stopped"] = False
    state.sewers["trip"] = None
    state.sewers["tiles"] = _pile(state)
    state.scene = None
    state.phase = "day"


def come_home(state: State, events: list) -> None:
    """The start of Dusk: the party from the Sewers is home, and what it carried is in the Storage (L1448)."""
    back = [i for i, p in enumerate(state.characters) if p["away"] and p["place"] == "scavenging"]
    if not back:
        return
    brought = goods.unload_findings(state)
    _ev(events, "home", f"{join(name(state, i) for i in back)} {'is' if len(back) == 1 else 'are'} back from the "
        "Sewers.", "rule:sewers", {"goods": brought})
    for i in back:
        state.characters[i].update(away=False, place="guard")


@BEHAVIOURS.runs("way_up")
def _way_up(op: WayUp, state, task, index, events):
    """The path ends here, and the party climbs out once the card's entry is done."""
    trip = (state.sewers or {}).get("trip")
    if trip is not None and trip.get("path") is not None:
        trip["up_now"] = True
        trip["step"] = len(trip["path"]["steps"])


def seen(state: State) -> dict:
    """What the table shows of the Sewers: how many tiles and cards are left (never their order), and the trip
    under way, every tile laid being face up."""
    if not state.sewers:
        return {}
    from ....core.jsondata import copy_json
    return {"tiles_left": len(state.sewers["tiles"]), "rooms_left": len(state.sewers["rooms"]),
            "corridors_left": len(state.sewers["corridors"]), "trip": copy_json(state.sewers["trip"])}


def halved(state: State) -> bool:
    return bool(state.scene and state.scene.get("sewers"))

