"""Wasted Wilds' state as plain data, its constants, and the small facts every part reads.

The map is a dict of cells "x,y" (x to the east, y to the north) holding a tile each; survivors,
their cards and the monsters attached to them are dicts in `survivors`. Numbers the rulebook leaves
to its components (the token supply, the clock dial) are ours; docs/games/wasted-wilds.md lists them.
"""
from __future__ import annotations

from ....core.prompt import Event
from ....core.rules import GameInfo, Variant
from ....core.search import SEARCH_KINDS
from ..effects import HOSTILITY, MAX_TOKENS_PER_TILE, STARTING_HAND, STORAGE  # noqa: F401  (re-exported)

STATE_VERSION = 1
ACTIONS = 4
TOKEN_SUPPLY = 30             # monster tokens in the box; placing one when none is left loses the game
MAX_SURVIVORS = 4
STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
DIRECTION_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
FRIENDLY = ("allied", "trade")
HOSTILE = ("angry", "irate", "enraged")

MISSION_IDS = ("frozen-1", "frozen-2", "frozen-3", "frozen-4", "frozen-5",
               "scorched-1", "scorched-2", "scorched-3", "scorched-4")


def _mission_name(mission_id: str) -> str:
    campaign, _, number = mission_id.partition("-")
    return f"{'Frozen' if campaign == 'frozen' else 'Scorched'} {number}"


VARIANTS = (
    Variant("lenient", "Play on after an elimination",
            "The game ends only when every survivor is eliminated (the rulebook's easier rule). Without it, "
            "any elimination ends the game, as the game was balanced."),
    # one survivor a seat, or more in all (shared out among the seats): only counts above the seats'
    *(Variant(f"team-{n}", f"{n} survivors", f"{n} survivors in all, shared out among the players in turn (a "
              "solo player runs them all).", players=(1, n - 1), group="team") for n in range(2, MAX_SURVIVORS + 1)),
    *(Variant(f"mission-{mid}", _mission_name(mid), f"Play mission {mid.split('-')[1]} of the "
              f"{'Frozen Wilds' if mid.startswith('frozen') else 'Scorched Wasteland'} on its own.",
              group="mission", default=mid == "frozen-1") for mid in MISSION_IDS),
    Variant("campaign-frozen", "Frozen Wilds campaign", "Start a campaign plays missions 1-5 of the Frozen "
            "Wilds, which bring in one module at a time.", group="campaign", default=True),
    Variant("campaign-scorched", "Scorched campaign", "Start a campaign plays the Scorched Wasteland: every "
            "module from the start, and several tribes.", group="campaign"),
)

INFO = GameInfo(
    id="wasted_wilds", name="Maximum Apocalypse: Wasted Wilds", min_players=1, max_players=4,
    description="Co-op for 1-4: survivors with their own 50-card decks explore a map of tiles turned up as "
                "they go, against monsters, hunger, the cold and the clock; two campaigns of missions.",
    variants=VARIANTS, bot_kinds=("survivor", "random"), search_bot_kinds=SEARCH_KINDS,
    hidden_information=True, cooperative=True, campaign=True)


class State:
    """One mission. Plain data (JSON round trip via state_to_json); `rng` is the only generator."""

    DATA = ("seat_names", "variants", "mission", "phase", "lenient", "team", "survivors", "map",
            "monster_deck", "monster_discard", "scavenge_decks", "scavenge_discards", "status_decks",
            "status_discards", "day_deck", "day_discard", "night", "tokens", "clock", "laps", "tribes",
            "objectives", "active", "step", "actions", "free_used", "stopped", "round", "turns",
            "setup_tiles", "task_stack", "pending", "last_roll", "stats", "result")
    __slots__ = ("content", "rng", "_prompt", "_opening_events") + DATA

    def invalidate(self) -> None:
        """Forget the cached prompt (tests that edit the state by hand call this)."""
        self._prompt = None


def _ev(events: list, kind: str, text: str, cause: str, data: dict | None = None, reveals: bool = False,
        visible_to=None) -> None:
    events.append(Event(kind, text, cause, visible_to, data or {}, reveals))


def over(state: State) -> bool:
    return state.phase == "over"


# --- content lookups ------------------------------------------------------------------------------
def character(state: State, survivor: dict):
    return state.content.tables["characters"][survivor["char"]]


def card(state: State, card_id: str):
    return state.content.tables["survivor_cards"][card_id]


def scavenge_card(state: State, card_id: str):
    return state.content.tables["scavenge"][card_id]


def monster(state: State, card_id: str):
    return state.content.tables["monsters"][card_id]


def tile(state: State, tile_id: str):
    return state.content.tables["tiles"][tile_id]


def mission(state: State):
    return state.content.tables["missions"][state.mission]


def gear_card(state: State, held: dict):
    """A gear card in play: from the survivor's deck, or a Fuel from the red scavenge deck."""
    return scavenge_card(state, held["card"]) if held.get("src") == "g" else card(state, held["card"])


def name_of(state: State, index: int) -> str:
    survivor = state.survivors[index]
    return f"{survivor['name']} ({character(state, survivor).name})" if survivor.get("name") else \
        character(state, survivor).name


def seat_of(state: State, index: int) -> int:
    return state.survivors[index]["seat"]


def alive(state: State) -> list[int]:
    return [i for i, s in enumerate(state.survivors) if s["alive"]]


# --- the map ------------------------------------------------------------------------------------
def cell(x: int, y: int) -> str:
    return f"{x},{y}"


def xy(key: str) -> tuple[int, int]:
    x, _, y = key.partition(",")
    return int(x), int(y)


def beside(key: str, direction: str) -> str:
    x, y = xy(key)
    dx, dy = STEP[direction]
    return cell(x + dx, y + dy)


def distance(a: str, b: str) -> int:
    (ax, ay), (bx, by) = xy(a), xy(b)
    return abs(ax - bx) + abs(ay - by)


def in_range(rng_name: str, origin: str, where: str) -> bool:
    """The rulebook's card ranges: short is your tile; mid your tile and the four beside it; long 1-2
    tiles away (counted along rows and columns), never your own tile. (A monster printed with no range
    hits only its own survivor; its other effects reach as far as short.)"""
    d = distance(origin, where)
    if rng_name in ("short", "none"):
        return d == 0
    if rng_name == "mid":
        return d <= 1
    return 1 <= d <= 2


def tile_at(state: State, key: str):
    place = state.map.get(key)
    return tile(state, place["tile"]) if place else None


def outdoors(state: State, index: int) -> bool:
    place = state.map.get(state.survivors[index]["pos"])
    return place is not None and place["up"] and not tile(state, place["tile"]).indoor


def van_cell(state: State) -> str:
    return next(key for key, place in state.map.items() if tile(state, place["tile"]).van)
