"""The town map on the player sheet: zones, the roads drawn from building cards, the marks the
player would pencil in, the active cards of the zone you are in, and the move action."""
from __future__ import annotations

from ....core.flow import push_task
from ....core.piles import draw_reshuffling
from .state import COLUMNS, OPPOSITE, ROWS, State, _ev, building, distance, neighbour, zone_name
from .tracks import change_threat, lower_threat

DIRECTION_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def new_zone(roads=()) -> dict:
    return {"roads": sorted(roads), "buildings": [], "marks": [], "claimed": False, "barricaded": False,
            "rested": False, "home": False}


def mark(state: State, kind: str, what: str = "") -> None:
    """Pencil a mark into the current zone (tried, success, fail, scavenged, stripped, searched, claimed, ...)."""
    state.zones[state.pos]["marks"].append({"kind": kind, "what": what})


def home_zone(state: State) -> str:
    return next(name for name, zone in state.zones.items() if zone["home"])


def claimed_near(state: State, name: str) -> bool:
    """A claimed building (home counts) in this zone or the 8 around it."""
    cx, cy = COLUMNS.index(name[0]), int(name[1:]) - 1
    for x in range(cx - 1, cx + 2):
        for y in range(cy - 1, cy + 2):
            if 0 <= x < len(COLUMNS) and 0 <= y < ROWS:
                zone = state.zones.get(zone_name(x, y))
                if zone and (zone["claimed"] or zone["home"]):
                    return True
    return False


def farthest_from_home(state: State) -> int:
    home = home_zone(state)
    return max(distance(home, name) for name in state.zones)


# --- active cards ------------------------------------------------------------------------------
def refresh_cards(state: State, events: list, draw_on_map: bool) -> None:
    """Discard the zone's cards and deal the new zone's: 1-3 buildings (scavenger) and 1-3 rubble (scout)."""
    for card in state.active:
        (state.building_discard if card["deck"] == "building" else state.rubble_discard).append(card["card"])
    state.active = []
    for deck, discard, kind, many in (
            (state.building_deck, state.building_discard, "building", 1 + state.skills["scavenger"]),
            (state.rubble_deck, state.rubble_discard, "rubble", 1 + state.skills["scout"])):
        for _ in range(many):
            if not deck and not discard:
                break
            card, _reshuffled = draw_reshuffling(deck, discard, state.rng)
            entry = {"deck": kind, "card": card, "flipped": False, "used": [], "type": ""}
            if kind == "building":
                face = state.rng.below(6)
                entry["type"] = building(state, card).types[face]
                if draw_on_map:
                    state.zones[state.pos]["buildings"].append(entry["type"])
            state.active.append(entry)
    # the "who goes there" rubble cards: the survivors on them may be asked, until you leave or rest
    state.meetings = [kind for card in state.active if card["deck"] == "rubble"
                      for kind in state.content.tables["rubble"][card["card"]].meets]
    state.helped = []
    _ev(events, "cards_dealt", "New cards for this zone: " + ", ".join(
        (c["type"].replace("diy", "DIY shop") if c["deck"] == "building" else "rubble") for c in state.active) + ".",
        "rule:refresh", {"cards": [c["card"] for c in state.active]}, reveals=True)


# --- moving ------------------------------------------------------------------------------------
def move_options(state: State) -> list[tuple[str, str, str]]:
    """(how, direction, destination) for each way out: along a road, offroad (3 dice) or navigate (1 die)."""
    here = state.zones[state.pos]
    ways = []
    for direction in ("N", "E", "S", "W"):
        target = neighbour(state.pos, direction)
        if target is None:
            continue
        if direction in here["roads"]:
            ways.append(("road", direction, target))
        else:
            if state.hand >= 3:
                ways.append(("offroad", direction, target))
            if "navigate" in state.specials and state.hand >= 1:
                ways.append(("navigate", direction, target))
    return ways


def start_move(state: State, how: str, direction: str, events: list) -> None:
    from .dice import pay_dice
    if how == "offroad":
        pay_dice(state, 3, events, "rule:offroad")
    elif how == "navigate":
        pay_dice(state, 1, events, "rule:navigate")
    target = neighbour(state.pos, direction)
    known = target in state.zones
    word = {"road": "along the road", "offroad": "offroad", "navigate": "navigating"}[how]
    _ev(events, "move_started", f"You head {DIRECTION_NAMES[direction]} {word} to {target}"
        + (" (a zone you know: no threat check)." if known else "."), "rule:move",
        {"from": state.pos, "to": target, "how": how})
    push_task(state.task_stack, "move", how=how, dir=direction, to=target, known=known, stage="check",
              barricaded=state.zones[state.pos]["barricaded"])


def move_task(state: State, task: dict, events: list) -> bool:
    """Threat check (unknown zones only) and its fight, then the move card: roads and threat; then the pawn
    moves and the zone's cards are dealt again."""
    if task["stage"] == "check":
        task["stage"] = "card"
        if not task["known"]:
            from .dice import roll_black
            face = roll_black(state, events, "threat check", "rule:threat_check")
            if face <= state.threat and any(state.content.tables["survivors"][p["kind"]].ability == "lookout"
                                            for p in state.survivors):
                face = roll_black(state, events, "the lookout's second look", "survivor:lookout")
            if face <= state.threat:
                _ev(events, "threat_check", f"Threat check: {face} is at most the threat {state.threat}: zombies!",
                    "rule:threat_check", {"face": face, "fight": True})
                from .fight import start_fight
                start_fight(state, events, "rule:threat_check", leaving_barricade=task["barricaded"])
                return True
            _ev(events, "threat_check", f"Threat check: {face} is above the threat {state.threat}: nobody saw you.",
                "rule:threat_check", {"face": face, "fight": False})
        return True
    state.task_stack.pop()
    card, _reshuffled = draw_reshuffling(state.building_deck, state.building_discard, state.rng)
    drawn = building(state, card)
    state.building_discard.append(card)
    here, target, direction = state.pos, task["to"], task["dir"]
    if direction not in state.zones[here]["roads"]:
        state.zones[here]["roads"] = sorted(state.zones[here]["roads"] + [direction])
    new = target not in state.zones
    if new:
        state.zones[target] = new_zone(set(drawn.roads) | {OPPOSITE[direction]})
    if drawn.threat:     # the card's threat comes before the pawn moves (a mob attack happens here)
        change_threat(state, drawn.threat, events, f"card:{card}")
    state.pos = target
    _ev(events, "moved", f"You move to {target}" + (
        f"; roads lead {', '.join(DIRECTION_NAMES[d] for d in state.zones[target]['roads'])}." if new else "."),
        "rule:move", {"from": here, "to": target, "card": card, "new": new, "roads": list(drawn.roads)},
        reveals=True)
    state.stats["moves"] = state.stats.get("moves", 0) + 1
    if task["how"] == "navigate" and state.nickname == "Scout of the Apocalypse":
        lower_threat(state, 1, events, "nickname:scout")
    refresh_cards(state, events, draw_on_map=new)
    state.stats["farthest"] = max(state.stats.get("farthest", 0), farthest_from_home(state))
    return True
