"""Everything Lost's state as plain data, its constants, and the small facts every part reads.

Numbers the rulebook prints on the board but not in its text (track limits, the threat drops
after a fight, the XP needed per level) are ours; docs/games/everything_lost.md lists them under
"Where the rulebook is silent".
"""
from __future__ import annotations

from ....core.prompt import Event
from ....core.rules import GameInfo, Variant
from ....core.search import SEARCH_KINDS

STATE_VERSION = 1
DICE = 5                      # white dice
AUTO_SUCCESS_DICE = 3         # pay this many instead of rolling (never in fights)
YOUR_TOUGHNESS = 5            # zombie dice at or above it hit you
BARRICADE_TOUGHNESS = 6       # leaving a zone with a barricaded building
MOB_SIZE = 5                  # room around the zombie deck
THREAT_TOP = 7
THREAT_DROP = (0, 1, 1, 1, 1, 2, 2, 3)      # after a fight, by the threat before it
MOB_ATTACK_RESET = 2          # the threat after a mob attack (the rulebook's example)
TRACK_TOP = 6                 # health and willpower run 1..6
LIMITS = {"antidote": 2, "bandages": 4, "materials": 5, "food": 5}
NIGHTMARE_LIMITS = {"antidote": 1, "bandages": 3, "materials": 4, "food": 4}
HOME_TOP = 5
XP_TO_LEVEL = {1: 3, 2: 4, 3: 5, 4: 5, 5: 6, 6: 6}     # at 6 a full track still gives a skill
LEVEL_CAP = 6
FIGHT_ROLLS = 3
SEARCH_START = 6              # the search track needs 6+, then 5+, ... after each miss
RECRUIT_TARGET = 5
COLUMNS = "ABCDEF"
ROWS = 4
STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
ACTION_COLOUR = {"break_in": "green", "opportunity": "blue", "strip": "yellow", "fight": "red", "clear": "yellow",
                 "recruit": "blue"}
SKILL_ORDER = ("scavenger", "burglar", "leader", "soldier", "scout")
# the special actions between two adjacent skills: (first-level action, second-level action) and the
# nickname a side mission can grant once both are unlocked
SPECIAL_ROWS = (
    (("scavenger", "burglar"), ("barricade", "craft"), "Builder of Strongholds"),
    (("burglar", "leader"), ("climb", "escape"), "Freerunning Hitman"),
    (("leader", "soldier"), ("ambush", "escape"), "Shadow Attack"),
    (("soldier", "scout"), ("navigate", "climb"), "Scout of the Apocalypse"),
)
RANKS = ((80, "Couch potato"), (100, "Zombie series binge-watcher"), (120, "Scavenger"), (135, "Crafty survivalist"),
         (150, "Zombie stalker"), (10_000, "King of the apocalypse"))
STANDALONE_SKILLS = {"normal": (1, 2, 4, 6), "hard": (0, 1, 2, 4), "expert": (0, 0, 1, 3)}   # by start level 1-4

MISSION_IDS = ("m1a", "m1b", "m2a", "m2b", "m2c", "m3a", "m3b", "m3c", "m4a", "m4b")
VARIANTS = (
    Variant("nightmare", "Nightmare side", "The harder side of the player board: lower track limits, a weaker "
            "home and threat that falls slower after fights."),
    *(Variant(f"mission-{mid}", f"Mission {mid[1:].upper()}", f"Play mission {mid[1:].upper()} on its own.",
              group="mission", default=mid == "m1a") for mid in MISSION_IDS),
    *(Variant(f"level-{n}", f"Start at level {n}", f"A standalone mission starting at level {n}.",
              group="level", default=n == 1) for n in range(1, 5)),
    *(Variant(f"skills-{name}", f"{name.title()} skills", f"The {name} table of skills unlocked at the start.",
              group="difficulty", default=name == "normal") for name in ("normal", "hard", "expert")),
)

INFO = GameInfo(
    id="everything_lost", name="Everything Lost", min_players=1, max_players=1,
    description="Solo survival in your own town: five dice of time and energy, a map you draw as you go, "
                "a mob that grows every night, and a campaign of four chapters.",
    variants=VARIANTS, bot_kinds=("survivor", "random"), search_bot_kinds=SEARCH_KINDS,
    hidden_information=True, cooperative=True, campaign=True)


class State:
    """One mission. Plain data (JSON round trip via state_to_json); `rng` is the only generator."""

    DATA = ("seat_name", "variants", "mission", "chapter", "nightmare", "phase", "carried",
            "level", "xp", "threat", "willpower", "health", "home", "res", "bitten", "bite_covered",
            "skills", "specials", "nickname", "hand", "held",
            "weapons", "survivors", "claims_before", "helped",
            "building_deck", "building_discard", "rubble_deck", "rubble_discard",
            "zombie_deck", "zombie_discard", "zombie_box", "zombies_up", "weapon_deck", "side_deck",
            "mob", "mob_skills", "active", "meetings", "zones", "pos", "side_missions", "search_track",
            "stats", "task_stack", "pending", "last_roll", "result")
    __slots__ = ("content", "rng", "_prompt", "_opening_events") + DATA

    def invalidate(self) -> None:
        """Forget the cached prompt (tests that edit the state by hand call this)."""
        self._prompt = None


def _ev(events: list, kind: str, text: str, cause: str, data: dict | None = None, reveals: bool = False) -> None:
    events.append(Event(kind, text, cause, None, data or {}, reveals))


def limits(state: State) -> dict[str, int]:
    return NIGHTMARE_LIMITS if state.nightmare else LIMITS


def home_top(state: State) -> int:
    return HOME_TOP - 1 if state.nightmare else HOME_TOP


def threat_drop(state: State, threat: int) -> int:
    drop = THREAT_DROP[max(0, min(THREAT_TOP, threat))]
    return max(0, drop - 1) if state.nightmare else drop


def over(state: State) -> bool:
    return state.phase == "over"


def zone_name(x: int, y: int) -> str:
    return f"{COLUMNS[x]}{y + 1}"


def zone_xy(name: str) -> tuple[int, int]:
    return COLUMNS.index(name[0]), int(name[1:]) - 1


def neighbour(name: str, direction: str) -> str | None:
    x, y = zone_xy(name)
    dx, dy = STEP[direction]
    nx, ny = x + dx, y + dy
    if 0 <= nx < len(COLUMNS) and 0 <= ny < ROWS:
        return zone_name(nx, ny)
    return None


def distance(a: str, b: str) -> int:
    (ax, ay), (bx, by) = zone_xy(a), zone_xy(b)
    return abs(ax - bx) + abs(ay - by)


def rank(score: int) -> str:
    return next(name for top, name in RANKS if score <= top)


def building(state: State, card: str):
    return state.content.tables["buildings"][card]


def rubble(state: State, card: str):
    return state.content.tables["rubble"][card]


def zombie(state: State, card: str):
    return state.content.tables["zombies"][card]


def weapon_side(state: State, held: dict):
    card = state.content.tables["weapons"][held["id"]]
    return card.back if held["up"] else card.front


def survivor_kind(state: State, kind: str):
    return state.content.tables["survivors"][kind]
