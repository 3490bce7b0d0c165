"""Hand-built Salvation Road views for the board renderer's tests and benchmark.

They follow the view format agreed with the rules (see the board module's
docstring), so the renderer can be drawn and tested without the rules.
`load_content()` uses the real rules' loader when it exists, else None (the
board reads everything it draws from the view).

Each fixture: (view, viewer seat, highlighted element ids).
"""
from __future__ import annotations

import copy
from typing import Any

SEAT_NAMES = ("Ana", "Bruno", "Chen", "Dara", "Eli", "Fay", "Gus", "Hana")


def load_content() -> Any:
    try:
        from game.games.salvation_road import rules
        return rules.RULES.load_content()
    except Exception:   # the rules are written in parallel: the board needs no content to draw
        return None


# ---------------------------------------------------------------------------
def _seats(n: int, bots: dict | None = None) -> list[dict]:
    bots = bots or {}
    return [{"seat": i, "name": SEAT_NAMES[i], "color": i, "bot": bots.get(i)} for i in range(n)]


CHARACTERS = {
    "ines-calder": ("Ines Calder", "hero", {"name": "Rally Call", "text": "Action, once a round: move. Then one other "
                    "character where you arrive takes one action at once."}),
    "dell-okafor": ("Dell Okafor", "hero", {"name": "Covering Fire", "text": "Once a round, in a threat roll where you "
                    "stand: reroll every die that shows a wound."}),
    "mags-hale": ("Mags Hale", "hero", {"name": "Field Dressing", "text": "Action, once a round: without a Med, a "
                  "character here loses 2 unrevealed wounds or 1 revealed wound."}),
    "sunny-vang": ("Sunny Vang", "hero", {"name": "Keen Eye", "text": "Once a round, after you search: add one more "
                   "resource of your choice to the location supply."}),
    "otto-brandt": ("Otto Brandt", "hero", {"name": "Hotwire", "text": "Free, once a round: drive to another location "
                    "without spending Fuel, taking one character from here along."}),
    "priya-sandoval": ("Priya Sandoval", "hero", {"name": "Overwatch", "text": "Action, once a round, at the compound: "
                       "take 2 marauders off the fence (buggies first)."}),
    "wren-castillo": ("Wren Castillo", "hero", {"name": "Long Sight", "text": "Action, once a round, anywhere: scout "
                      "one road, or explore one road on the roadmap."}),
    "ezra-kane": ("Ezra Kane", "hero", {"name": "Cover Tracks", "text": "Action, once a round, at a location: lower its "
                  "threat by one space (not once it is overrun)."}),
    "gus-pellman": ("Gus Pellman", "survivor", {"name": "Gun-Shy", "text": "Gus can never fight or shoot."}),
    "lottie-marsh": ("Lottie Marsh", "survivor", {"name": "Loud", "text": "Threat rolls where Lottie stands roll one "
                     "more die."}),
    "nico-ferrante": ("Nico Ferrante", "survivor", {"name": "Careless Hands", "text": "Each time Nico searches, he "
                      "takes an unrevealed wound."}),
    "birdie-lang": ("Birdie Lang", "survivor", {"name": "Light Pack", "text": "Birdie never carries more than 2 "
                    "resources."}),
    "walt-dobrev": ("Walt Dobrev", "survivor", {"name": "Carsick", "text": "Walt can never spend Fuel to drive (others "
                    "may still drive him)."}),
    "june-achterberg": ("June Achterberg", "survivor", {"name": "Squeamish", "text": "June can never take the heal "
                        "action."}),
    "hector-bui": ("Hector Bui", "survivor", {"name": "Bottomless", "text": "Every refresh phase Hector discards a Food "
                   "he carries or takes an unrevealed wound."}),
}


def _char(cid, seat, location, slots, *, activated=False, delayed=False, defeated=False, actions_left=None,
          used=(), player=None) -> dict:
    """slots: one code per health circle (a string of one-letter codes, or a list): "." empty,
    "f"/"a"/"m"/"u" food/ammo/med/fuel, "w" an unrevealed wound, or a revealed wound type name."""
    name, kind, ability = CHARACTERS[cid]
    codes = {"f": "food", "a": "ammo", "m": "med", "u": "fuel"}
    out = []
    for code in (list(slots) if isinstance(slots, str) else slots):
        if code == ".":
            out.append(None)
        elif code in codes:
            out.append({"resource": codes[code]})
        elif code == "w":
            out.append({"wound": "unrevealed"})
        else:
            out.append({"wound": code})
    if actions_left is None:
        actions_left = 0 if activated else 2
    return {"id": cid, "name": name, "kind": kind, "player": seat if player is None else player, "seat": seat,
            "location": None if defeated else location, "health": len(out), "slots": out,
            "activated": activated, "delayed": delayed, "defeated": defeated, "actions_left": actions_left,
            "used_transfer": "transfer" in used, "used_food": "food" in used, "used_fuel": "fuel" in used,
            "used_ability": "ability" in used, "ability": dict(ability, trigger="action")}


LOCATIONS = {
    "mercy-street-clinic": ("Mercy Street Clinic", False, [-1, 0, 0, 1, 2, 3, 3, 4],
                            {"name": "Supply Closet", "text": "Action: a character here loses 1 unrevealed wound, "
                                                              "or 1 revealed wound, without a Med."}),
    "pawn-and-pistol": ("Pawn & Pistol", False, [0, 0, 1, 1, 2, 3, 3, 4],
                        {"name": "Back Room", "text": "Action: take 1 Ammo from the pool."}),
    "grain-co-op": ("Harlan Grain Co-op", False, [-1, 0, 1, 1, 2, 3, 3, 4],
                    {"name": "Silo Hatch", "text": "Action: add 2 Food from the pool to this supply."}),
    "bluebird-truck-stop": ("Bluebird Truck Stop", False, [0, 0, 1, 2, 2, 3, 3, 4],
                            {"name": "Hand Pump", "text": "End your activation here: add 1 Fuel from the pool to "
                                                          "this supply."}),
    "st-brigid-chapel": ("Chapel of St. Brigid", False, [-1, -1, 0, 1, 2, 2, 3, 4],
                         {"name": "Sanctuary", "text": "End your activation here: roll a red die and remove that "
                                                       "many of your unrevealed wounds."}),
    "rustbelt-scrapyard": ("Rustbelt Scrapyard", False, [0, 1, 1, 2, 2, 3, 3, 4],
                           {"name": "Siphon", "text": "Action: draw a search card and add its resources here "
                                                      "without raising the threat."}),
    "relay-tower": ("Relay Tower", True, [0, 0, 1, 1, 2, 3, 3, 4],
                    {"name": "The Long Climb", "text": "Action: scout one road and take an unrevealed wound from "
                                                       "the climb, or explore one road."}),
    "ridge-lookout": ("Ridge Lookout", True, [-1, 0, 1, 1, 2, 3, 3, 4],
                      {"name": "Binoculars", "text": "End your activation here: scout one road, or explore one "
                                                     "road."}),
}


def _loc(slot, lid=None, *, threat=0, used=False, overrun=False, supply=None, chars=()) -> dict:
    if lid is None:
        return {"slot": slot, "id": None, "name": None, "recon": None, "face_up": False, "threat": None,
                "track": None, "overrun": False, "used": False,
                "supply": {"food": 0, "ammo": 0, "med": 0, "fuel": 0}, "ability": None, "characters": []}
    name, recon, track, ability = LOCATIONS[lid]
    supply = {"food": 0, "ammo": 0, "med": 0, "fuel": 0, **(supply or {})}
    if overrun:
        threat = len(track) - 1
    return {"slot": slot, "id": lid, "name": name, "recon": recon, "face_up": True, "threat": threat,
            "track": list(track), "overrun": overrun, "used": used, "supply": supply,
            "ability": dict(ability), "characters": list(chars)}


def _road(rid=None, explored=False, needs=(), cost=None, name=None) -> dict:
    return {"id": rid if explored else None, "explored": explored, "needs": list(needs),
            "cost": dict(cost) if explored and cost else None, "name": name if explored else None}


def _base(**over) -> dict:
    view = {"game": "salvation_road", "round": 1, "phase": "action", "mode": "standard", "seats": [], "players": [],
            "setup_players": 2, "variants": [], "first_player": 0, "active_character": None,
            "characters": [], "locations": [],
            "compound": {"characters": [], "fence": {"bikes": 0, "buggies": 0},
                         "pool": {"bikes": 7, "buggies": 4}, "capacity": 11},
            "truck": {"food": 1, "ammo": 0, "med": 0, "fuel": 0},
            "roadmap": [], "road_target": 3, "road_deck": 11, "road_deck_top": None, "toll": {"count": 1},
            "apocalypse": {"deck": 11, "discard": [], "top_type": None, "current": None},
            "search": {"deck": 12, "discard": 0}, "threat_roll": None, "last_roll": None,
            "wound_pool": {"unrevealed": 36, "revealed_discards": 0},
            "pool": {"food": 14, "ammo": 15, "med": 15, "fuel": 15},
            "dice": {"blue": [0, 0, 0, 1, 1, 2], "red": [0, 1, 1, 2, 2, 3], "blue_count": 4, "red_count": 2},
            "commanded_character": None, "talk_groups": None, "outcome": None}
    view.update(over)
    return view


def _players(chars: list[dict]) -> list[dict]:
    by_seat: dict[int, list[str]] = {}
    for ch in chars:
        by_seat.setdefault(ch["seat"], []).append(ch["id"])
    return [{"player": s, "seat": s, "characters": ids} for s, ids in sorted(by_seat.items())]


def _with_locations(view: dict) -> dict:
    """Fill compound / location character lists from the characters' locations."""
    comp = [c["id"] for c in view["characters"] if c["location"] == "compound" and not c["defeated"]]
    view["compound"]["characters"] = comp
    for loc in view["locations"]:
        if loc["id"]:
            loc["characters"] = [c["id"] for c in view["characters"] if c["location"] == loc["id"]]
    view["players"] = _players(view["characters"])
    return view


# ---------------------------------------------------------------------------
def opening_2p() -> dict:
    """Round 1, action: Ines flipped Mercy Street Clinic; Gus (at the compound) is to act: he may
    move to the clinic or to one of the two face-down locations, or load the truck."""
    chars = [
        _char("ines-calder", 0, "mercy-street-clinic", "f....", activated=True),
        _char("gus-pellman", 0, "compound", "a......"),
        _char("dell-okafor", 1, "compound", "......"),
        _char("june-achterberg", 1, "compound", "....."),
    ]
    locs = [_loc(0, "mercy-street-clinic", threat=0, supply={"med": 2, "food": 1}), _loc(1), _loc(2)]
    view = _base(round=1, phase="action", seats=_seats(2, {1: "cooperative"}), characters=chars, locations=locs,
                 active_character="gus-pellman", roadmap=[_road(needs=("fuel", "food"))], road_deck=11,
                 road_deck_top=["fuel", "ammo"], search={"deck": 11, "discard": 1})
    return _with_locations(view)


def threat_4p() -> dict:
    """Round 6 of four players, threat phase: five dice rolled at the clinic (4 blue, 1 red); the
    characters there may spend ammo to reroll chosen dice (two are picked already)."""
    chars = [
        _char("ines-calder", 0, "mercy-street-clinic", "wa.uf", activated=True),
        _char("gus-pellman", 0, "mercy-street-clinic", ["w", "sprained_ankle", "m", ".", ".", ".", "."],
              activated=True),
        _char("dell-okafor", 1, "rustbelt-scrapyard", ["u", "u", "painful", ".", ".", "."], activated=True),
        _char("nico-ferrante", 1, "relay-tower", ["w", "critical", "injury", ".", "a", "."], activated=True,
              delayed=True),
        _char("mags-hale", 2, "compound", "ff.a.", activated=True),
        _char("walt-dobrev", 2, "compound", ["w", "injury", "w", "sprained_wrist", "w", "w"], defeated=True),
        _char("sunny-vang", 3, "grain-co-op", "m....", activated=True),
        _char("lottie-marsh", 3, "mercy-street-clinic", "w.f...", activated=True),
    ]
    locs = [_loc(0, "mercy-street-clinic", threat=3, used=True, supply={"med": 1}),
            _loc(1, "relay-tower", threat=2, supply={"fuel": 2, "ammo": 1}),
            _loc(2, "rustbelt-scrapyard", overrun=True, supply={"fuel": 1}),
            _loc(3, "grain-co-op", threat=4, supply={"food": 3, "ammo": 1, "med": 2, "fuel": 1}),
            _loc(4, "st-brigid-chapel", threat=1)]
    roll = {"location": "mercy-street-clinic", "slot": 0,
            "dice": [{"color": "blue", "wounds": 1}, {"color": "blue", "wounds": 0}, {"color": "blue", "wounds": 2},
                     {"color": "blue", "wounds": 0}, {"color": "red", "wounds": 0}],
            "wounds": 3, "stage": "pick", "selected": [0, 2], "left": 3}
    discard = [{"id": "hunger-moon", "type": "famine", "name": "Hunger Moon"},
               {"id": "night-raid", "type": "war", "name": "Night Raid"},
               {"id": "siege-line", "type": "war", "name": "Siege Line"},
               {"id": "ash-fall", "type": "death", "name": "Ash Fall"},
               {"id": "fever-wave", "type": "pestilence", "name": "Fever Wave"}]
    view = _base(round=6, phase="threat", setup_players=4, seats=_seats(4, {1: "cooperative", 2: "random"}),
                 characters=chars, locations=locs, first_player=2,
                 compound={"characters": [], "fence": {"bikes": 7, "buggies": 1}, "pool": {"bikes": 0, "buggies": 3},
                           "capacity": 11},
                 truck={"food": 4, "ammo": 2, "med": 1, "fuel": 7},
                 roadmap=[_road("toll-bridge-gang", True, ("fuel", "ammo"), {"fuel": 3, "ammo": 2}, "Toll Bridge Gang"),
                          _road(needs=("food", "fuel")),
                          _road("glowing-crater", True, ("med", "fuel"), {"med": 1, "fuel": 4}, "Glowing Crater"),
                          _road(needs=("food", "med", "fuel"))],
                 road_target=5, road_deck=8, road_deck_top=["ammo", "fuel"], toll={"count": 2},
                 apocalypse={"deck": 6, "discard": discard, "top_type": "pestilence", "current": None},
                 search={"deck": 4, "discard": 8}, threat_roll=roll,
                 last_roll={"kind": "threat", "dice": roll["dice"]},
                 wound_pool={"unrevealed": 24, "revealed_discards": 2}, pool={"food": 6, "ammo": 9, "med": 8, "fuel": 3})
    return _with_locations(view)


def apocalypse_3p() -> dict:
    """Round 8 of three players: a war card is being resolved; the characters at the compound may
    each take a second wound to hold one marauder back."""
    chars = [
        _char("mags-hale", 0, "compound", "w.f...", activated=True),
        _char("lottie-marsh", 0, "compound", "wwa...", activated=True),
        _char("otto-brandt", 1, "bluebird-truck-stop", "uu.w..", activated=True),
        _char("june-achterberg", 1, "compound", "w..m.", activated=True),
        _char("priya-sandoval", 2, "grain-co-op", "f.f..", activated=True),
        _char("hector-bui", 2, "grain-co-op", "w...u", activated=True, delayed=True),
    ]
    locs = [_loc(0, "bluebird-truck-stop", threat=2, supply={"fuel": 3}),
            _loc(1, "grain-co-op", threat=5, used=True, supply={"food": 2}),
            _loc(2, "st-brigid-chapel", threat=1, supply={"med": 1, "ammo": 2}),
            _loc(3)]
    discard = [{"id": "night-raid", "type": "war", "name": "Night Raid"},
               {"id": "empty-shelves", "type": "famine", "name": "Empty Shelves"},
               {"id": "ash-fall", "type": "death", "name": "Ash Fall"},
               {"id": "dust-storm", "type": "death", "name": "Dust Storm"},
               {"id": "lean-winter", "type": "famine", "name": "Lean Winter"},
               {"id": "siege-line", "type": "war", "name": "Siege Line"}]
    current = {"id": "gate-crashers", "type": "war", "name": "Gate Crashers", "marauders": 4,
               "text": "Each character at the compound takes 1 wound. Each may take a second wound to hold back "
                       "one marauder."}
    view = _base(round=8, phase="apocalypse", setup_players=3, seats=_seats(3, {2: "cooperative"}), characters=chars,
                 locations=locs, first_player=1,
                 compound={"characters": [], "fence": {"bikes": 5, "buggies": 0}, "pool": {"bikes": 1, "buggies": 6},
                           "capacity": 12},
                 truck={"food": 3, "ammo": 1, "med": 0, "fuel": 10},
                 roadmap=[_road("washed-out-pass", True, ("food", "fuel"), {"food": 2, "fuel": 3}, "Washed-Out Pass"),
                          _road(needs=("fuel", "ammo")), _road(needs=("med", "fuel"))],
                 road_target=4, road_deck=9, toll={"count": 2},
                 apocalypse={"deck": 3, "discard": discard, "top_type": "war", "current": current},
                 search={"deck": 7, "discard": 5},
                 last_roll={"kind": "fight", "dice": [{"color": "red", "wounds": 1}, {"color": "red", "wounds": 0}]},
                 wound_pool={"unrevealed": 20, "revealed_discards": 1})
    return _with_locations(view)


def heroic_talk_7p() -> dict:
    """Seven players, heroic, limited communication, refresh phase: Ana's player has two heroes; the
    heal prompt asks which health circle's wound to discard, or which supply to take from."""
    heroes = ["ines-calder", "dell-okafor", "mags-hale", "sunny-vang", "otto-brandt", "priya-sandoval",
              "wren-castillo", "ezra-kane"]
    seats_of = [0, 0, 1, 2, 3, 4, 5, 6]
    where = ["mercy-street-clinic", "mercy-street-clinic", "compound", "rustbelt-scrapyard", "rustbelt-scrapyard",
             "ridge-lookout", "compound", "pawn-and-pistol"]
    slots = [["w", ".", "sprained_ankle", ".", "."], "uu.f..", "m....", "wwa..", "f.....", ["critical", ".", ".", ".", "."],
             "a.a..", ["painful", ".", "u", "w", ".", "."]]
    chars = [_char(cid, seat, loc, code) for cid, seat, loc, code in zip(heroes, seats_of, where, slots)]
    chars[1]["used_food"] = True
    locs = [_loc(0, "mercy-street-clinic", threat=2, supply={"med": 3, "food": 1}),
            _loc(1, "ridge-lookout", threat=1, used=True),
            _loc(2, "rustbelt-scrapyard", threat=3, supply={"fuel": 2, "ammo": 2}),
            _loc(3, "pawn-and-pistol", threat=1, supply={"ammo": 4}),
            _loc(4, "bluebird-truck-stop", threat=0, supply={"fuel": 1})]
    view = _base(round=4, phase="refresh", setup_players=4, mode="heroic",
                 variants=["heroic", "limited-communication"],
                 seats=_seats(7, {4: "cooperative", 5: "random"}), characters=chars, locations=locs, first_player=3,
                 compound={"characters": [], "fence": {"bikes": 4, "buggies": 0}, "pool": {"bikes": 5, "buggies": 4},
                           "capacity": 13},
                 truck={"food": 2, "ammo": 3, "med": 1, "fuel": 5},
                 roadmap=[_road("broken-overpass", True, ("fuel",), {"fuel": 5}, "Broken Overpass"),
                          _road(needs=("ammo", "fuel")), _road(needs=("food", "fuel"))],
                 road_target=5, road_deck=9, toll={"count": 2},
                 apocalypse={"deck": 7, "discard": [{"id": "fever-wave", "type": "pestilence", "name": "Fever Wave"},
                                                    {"id": "lean-winter", "type": "famine", "name": "Lean Winter"},
                                                    {"id": "ash-fall", "type": "death", "name": "Ash Fall"}],
                             "top_type": "death", "current": None},
                 search={"deck": 6, "discard": 6},
                 talk_groups=[[0], [1, 6], [2, 3], [4], [5]])
    return _with_locations(view)


def solo_action() -> dict:
    """Solo (a two-player setup run by one seat): Walt acts at the compound: he may fight (the
    fence), take fuel or med from the truck, or move."""
    chars = [
        _char("priya-sandoval", 0, "grain-co-op", "f.a.m", activated=True, player=0),
        _char("hector-bui", 0, "grain-co-op", "w....", activated=True, player=0),
        _char("wren-castillo", 0, "relay-tower", "u....", player=1),
        _char("walt-dobrev", 0, "compound", "a.f...", actions_left=1, used=("transfer",), player=1),
    ]
    locs = [_loc(0, "grain-co-op", threat=2, supply={"food": 2, "med": 1}),
            _loc(1, "relay-tower", threat=1, supply={"ammo": 1}),
            _loc(2)]
    view = _base(round=3, phase="action", mode="solo", variants=["solo-2"], seats=_seats(1), characters=chars,
                 locations=locs, active_character="walt-dobrev",
                 compound={"characters": [], "fence": {"bikes": 6, "buggies": 0}, "pool": {"bikes": 1, "buggies": 4},
                           "capacity": 11},
                 truck={"food": 2, "ammo": 0, "med": 1, "fuel": 4},
                 roadmap=[_road("raider-camp", True, ("ammo", "fuel"), {"ammo": 3, "fuel": 2}, "Raider Camp"),
                          _road(needs=("fuel",))],
                 apocalypse={"deck": 8, "discard": [{"id": "night-raid", "type": "war", "name": "Night Raid"},
                                                    {"id": "empty-shelves", "type": "famine", "name": "Empty Shelves"}],
                             "top_type": "famine", "current": None},
                 search={"deck": 9, "discard": 3},
                 last_roll={"kind": "rest", "dice": [{"color": "red", "wounds": 1}]})
    view = _with_locations(view)
    view["players"] = [{"player": 0, "seat": 0, "characters": ["priya-sandoval", "hector-bui"]},
                       {"player": 1, "seat": 0, "characters": ["wren-castillo", "walt-dobrev"]}]
    return view


def game_over() -> dict:
    """The group reached Salvation: every road paid, the toll paid."""
    view = opening_2p()
    view.update(round=11, phase="over", active_character=None,
                roadmap=[_road("toll-bridge-gang", True, ("fuel", "ammo"), {"fuel": 3, "ammo": 2}, "Toll Bridge Gang"),
                         _road("washed-out-pass", True, ("food", "fuel"), {"food": 2, "fuel": 3}, "Washed-Out Pass"),
                         _road("glowing-crater", True, ("med", "fuel"), {"med": 1, "fuel": 4}, "Glowing Crater")],
                truck={"food": 1, "ammo": 0, "med": 0, "fuel": 0},
                outcome={"winners": [0, 1], "scores": [1, 1],
                         "summary": "The truck paid all three roads and the toll: the gates of Salvation open.",
                         "details": {}})
    for ch in view["characters"]:
        ch["location"] = "compound"
        ch["activated"] = False
    return _with_locations(view)


# ---------------------------------------------------------------------------
FIXTURES = {
    "opening_2p": opening_2p,
    "threat_4p": threat_4p,
    "apocalypse_3p": apocalypse_3p,
    "heroic_talk_7p": heroic_talk_7p,
    "solo_action": solo_action,
    "game_over": game_over,
}

VIEWERS = {"opening_2p": 0, "threat_4p": 0, "apocalypse_3p": 0, "heroic_talk_7p": 2, "solo_action": 0,
           "game_over": 0}


def highlights_for(name: str, view: dict) -> frozenset[str]:
    """The element ids a prompt would make legal for this fixture."""
    if name == "opening_2p":
        return frozenset({"location:mercy-street-clinic", "location-slot:1", "location-slot:2", "truck",
                          "slot:gus-pellman:1"})
    if name == "threat_4p":
        return frozenset({"die:1", "die:3", "die:4"})
    if name == "apocalypse_3p":
        return frozenset({"character:mags-hale", "character:lottie-marsh", "character:june-achterberg"})
    if name == "heroic_talk_7p":
        return frozenset({"slot:ines-calder:2", "slot:ines-calder:0", "supply:mercy-street-clinic:med",
                          "supply:mercy-street-clinic:food", "road:1", "road:2"})
    if name == "solo_action":
        return frozenset({"fence", "truck:fuel", "truck:med", "slot:walt-dobrev:1", "location:relay-tower",
                          "location-slot:2", "apocalypse"})
    return frozenset()


def fixture(name: str) -> tuple[dict, int, frozenset[str]]:
    view = FIXTURES[name]()
    return view, VIEWERS.get(name, 0), highlights_for(name, view)


def clone(view: dict) -> dict:
    return copy.deepcopy(view)


# Face-down locations never carry an id; these names must never appear for them.
HIDDEN_LOCATION_NAMES = tuple(v[0] for k, v in LOCATIONS.items())
