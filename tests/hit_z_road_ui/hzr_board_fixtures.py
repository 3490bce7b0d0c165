"""Hand-built Hit Z Road views for the board renderer's tests and benchmark.

They follow the agreed view shape (see the board module's docstring), so the
renderer can be tested without the rules. `load_content()` uses the real
rules' loader when it exists, else reads data/hit_z_road/*.toml directly.
"""
from __future__ import annotations

import copy
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class _Scavenge:
    ammo: int = 0
    gas: int = 0
    adrenaline: int = 0


@dataclass(frozen=True)
class _Card:
    id: str
    name: str
    level: int
    points: int
    zombies: int
    horde: int
    poker: str
    scavenge: _Scavenge
    kind: str
    text: str
    effects: tuple = ()
    art: tuple = ()


@dataclass(frozen=True)
class _Epilogue:
    id: str
    name: str
    resource: str
    points: int
    text: str


@dataclass
class _Content:
    game_id: str
    tables: dict
    art: dict = field(default_factory=dict)

    def table(self, key: str) -> dict:
        return self.tables[key]

    def get(self, key: str, item_id: str) -> Any:
        return self.tables[key][item_id]


def _plain_content() -> _Content:
    data = tomllib.loads((ROOT / "data/hit_z_road/cards.toml").read_text("utf-8"))
    cards = {}
    for raw in data["cards"]:
        raw = dict(raw)
        raw["scavenge"] = _Scavenge(**raw.get("scavenge", {}))
        raw["effects"] = tuple(MappingProxyType(e) for e in raw.get("effects", ()))
        cards[raw["id"]] = _Card(**raw)
    epi = tomllib.loads((ROOT / "data/hit_z_road/epilogue.toml").read_text("utf-8"))
    epilogue = {e["id"]: _Epilogue(**e) for e in epi["epilogue"]}
    return _Content("hit_z_road", {"cards": cards, "epilogue": epilogue})


def load_content():
    """The real content when the rules module can load it, else a plain TOML read."""
    try:
        from game.games.hit_z_road import rules
        return rules.RULES.load_content()
    except Exception:   # the rules are written in parallel: fall back quietly
        pass
    return _plain_content()


# ---------------------------------------------------------------------------
def _seat(seat, name, color, *, bot=None, ammo=4, gas=4, adrenaline=4, survivors=4,
          eliminated=False, won=None, won_count=0, points=None, tokens=(), executor=False):
    return {"seat": seat, "name": name, "color": color, "bot": bot, "ammo": ammo, "gas": gas,
            "adrenaline": adrenaline, "survivors": survivors, "eliminated": eliminated,
            "won_cards": won, "won_count": won_count, "points": points, "tokens": list(tokens),
            "executor_card": executor}


def _path(index, a, b, *, key_cost=0, taken_by=None, level=None, up=(True, True)):
    def card(cid, face_up):
        lvl = level or int(cid[1]) if cid else (level or 1)
        return {"id": cid if face_up else None, "face_up": face_up, "level": lvl}
    return {"index": index, "cards": [card(a, up[0]), card(b, up[1])], "key_cost": key_cost,
            "taken_by": taken_by}


def _base(**over) -> dict:
    view = {"game": "hit_z_road", "round": 1, "rounds": 8, "phase": "planning", "solo": False,
            "deck": {"count": 64, "next_level": 1}, "paths": [],
            "auction": {"bids": {}, "passed": [], "current": None, "max_bid": 10},
            "initiative": [], "seats": [], "encounter": None, "fight": None,
            "last_event_roll": None, "epilogue": [], "outcome": None}
    view.update(over)
    return view


def mid_auction() -> dict:
    """Round 3 of 4 players, seat 0 to bid (Bruno 5, Chen 3 and passed); Dara is out (+2 key)."""
    seats = [
        _seat(0, "Ana", 0, ammo=3, gas=5, adrenaline=2, survivors=3,
              won=["l1-lake-shore-gridlock", "l1-under-the-arch", "l1-mural-alley", "l1-church-bell"],
              won_count=4, points=5, tokens=["molotov", "first_aid"]),
        _seat(1, "Bruno", 1, bot="greedy", ammo=6, gas=2, adrenaline=4, survivors=2, won_count=3,
              tokens=["school_bus"]),
        _seat(2, "Chen", 2, bot="careful", ammo=1, gas=3, adrenaline=5, survivors=4, won_count=4),
        _seat(3, "Dara", 3, ammo=0, gas=0, adrenaline=0, survivors=0, eliminated=True, won_count=0),
    ]
    paths = [
        _path(0, "l2-oil-derrick-field", "l2-smiling-whale-pond"),
        _path(1, "l2-stockyard-stampede", "l2-neon-motel-row"),
        _path(2, "l2-halfway-cafe", "l2-dead-air-radio"),
        _path(3, "l2-tumbleweed-trailer-park", "l2-grain-elevator", key_cost=2),
    ]
    return _base(round=3, phase="auction", deck={"count": 40, "next_level": 2}, paths=paths,
                 auction={"bids": {"0": 0, "1": 5, "2": 3}, "passed": [2], "current": 0, "max_bid": 10},
                 initiative=[1, 2, 0], seats=seats)


def mid_fight() -> dict:
    """Round 6, seat 1 fights a strength-2 horde: 3 of 6 zombies left after a melee roll."""
    seats = [
        _seat(0, "Ana", 0, ammo=2, gas=1, adrenaline=1, survivors=2, won_count=9,
              tokens=["molotov"]),
        _seat(1, "Bruno", 1, ammo=0, gas=3, adrenaline=2, survivors=3,
              won=["l1-prison-yard-break", "l2-army-fuel-depot", "l2-welders-bus-garage",
                   "l2-stone-forest", "l2-mesa-checkpoint", "l1-gas-n-go", "l3-mojave-crossing"],
              won_count=7, points=16, tokens=["shotgun", "school_bus", "first_aid"], executor=True),
        _seat(2, "Chen", 2, bot="careful", ammo=5, gas=6, adrenaline=0, survivors=1, won_count=8),
        _seat(3, "Dara", 3, bot="reckless", ammo=3, gas=2, adrenaline=7, survivors=5, won_count=10),
    ]
    paths = [
        _path(0, "l3-impact-crater-rim", "l3-famous-street-corner", taken_by=2),
        _path(1, "l3-desert-rail-yard", "l3-burro-mining-town"),
        _path(2, "l3-heatwave-town", "l3-mojave-crossing"),
        _path(3, "l3-dead-volcano-roadstop", "l3-forest-fire", key_cost=2),
    ]
    fight = {"seat": 1, "card": "l3-desert-rail-yard", "zombies_total": 6, "zombies_left": 3, "horde": 2,
             "no_ranged": False, "no_flee": False, "flee_cost": 2, "ranged_dice_per_ammo": 3,
             "ranged_done": True, "melee_started": True,
             "last_roll": [{"face": "kill", "horde": False, "outcome": "killed a zombie"},
                           {"face": "opportunity", "horde": False, "outcome": "spend 1 Adrenaline to kill"},
                           {"face": "horrible", "horde": True, "outcome": "a survivor died"},
                           {"face": "bonus", "horde": True, "outcome": "killed; +1 for 1 Adrenaline"}],
             "pending_dice": [1, 3]}
    return _base(round=6, phase="encounter", deck={"count": 16, "next_level": 3}, paths=paths,
                 initiative=[2, 1, 3, 0], seats=seats,
                 encounter={"seat": 1, "path": 1, "card_index": 0, "step": "fight"}, fight=fight,
                 last_event_roll=["kill", "blank"])


def solo_planning() -> dict:
    """Solo round 2: path 1 face down, path 2 half face down, path 3 face up with a +2 key."""
    seats = [_seat(0, "Ana", 0, ammo=5, gas=3, adrenaline=4, survivors=4,
                   won=["l1-capitol-steps", "l1-moonlight-diner"], won_count=2, points=3,
                   tokens=["first_aid"])]
    paths = [
        _path(0, "l1-outlaw-cavern", "l1-crooked-bridge", up=(False, False)),
        _path(1, "l1-county-fair-midway", "l1-pharmacy-run", up=(True, False)),
        _path(2, "l1-police-roadblock", "l1-big-rig-truck-stop", key_cost=2),
    ]
    return _base(round=2, phase="encounter", solo=True, deck={"count": 36, "next_level": 1}, paths=paths,
                 initiative=[0], seats=seats)


SOLO_HIDDEN = ("l1-outlaw-cavern", "l1-crooked-bridge", "l1-pharmacy-run")   # face down in solo_planning()


def game_over() -> dict:
    seats = [
        _seat(0, "Ana", 0, ammo=4, gas=1, adrenaline=3, survivors=2, won_count=14, points=31,
              won=["l3-army-evac-point", "l3-studio-backlot", "l2-desert-research-lab"]),
        _seat(1, "Bruno", 1, bot="greedy", ammo=6, gas=2, adrenaline=1, survivors=1, won_count=12, points=27),
        _seat(2, "Chen", 2, bot="careful", ammo=0, gas=0, adrenaline=0, survivors=0, eliminated=True,
              won_count=0, points=0),
        _seat(3, "Dara", 3, bot="reckless", ammo=2, gas=5, adrenaline=3, survivors=3, won_count=13, points=29),
    ]
    epilogue = [{"id": "epilogue-ammo", "resource": "ammo", "winner": 1},
                {"id": "epilogue-gas", "resource": "gas", "winner": 3},
                {"id": "epilogue-adrenaline", "resource": "adrenaline", "winner": None},
                {"id": "epilogue-survivors", "resource": "survivors", "winner": 3}]
    outcome = {"winners": [3], "scores": [31, 27, 0, 35], "summary": "Dara reaches L.A. with 35 points."}
    return _base(round=8, phase="over", deck={"count": 0, "next_level": None}, paths=[],
                 initiative=[0, 3, 1], seats=seats, epilogue=epilogue, outcome=outcome)


FIXTURES = {
    "mid_auction": (mid_auction, 0, "auction"),
    "mid_fight": (mid_fight, 1, "fight"),
    "solo": (solo_planning, 0, "solo"),
    "game_over": (game_over, 0, "over"),
}


def highlights_for(name: str, view: dict) -> frozenset[str]:
    """The element ids a prompt would make legal for this fixture."""
    if name == "mid_auction":
        return frozenset(f"bid:{n}" for n in (1, 2, 4, 6, 7, 8, 9, 10))
    if name == "mid_fight":
        return frozenset({"die:1", "die:3", "resource:adrenaline", "token:first_aid"})
    if name == "solo":
        return frozenset({"path:0", "path:1", "path:2"})
    return frozenset()


def fixture(name: str) -> tuple[dict, int, frozenset[str]]:
    make, viewer, _ = FIXTURES[name]
    view = make()
    return view, viewer, highlights_for(name, view)


def clone(view: dict) -> dict:
    return copy.deepcopy(view)
