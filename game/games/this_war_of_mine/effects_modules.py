"""This War of Mine's schema for its modes and modules: their ops (a pet kept, the Opportunity card, the
children's Happiness and the Kid Actions, the figures at the door and the Market's Tolerance) and their
tables (Hidden Objectives, Heart of the City, Semi-Coop's Roles and Conflict cards, the pets, the figures,
the Wares, the Our Street cards, the Orphan cards, the Opportunity cards, Short Mode's starts). effects.py takes them into the
game's tables; import them from there, as from the rest of the schema."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.effects import Ops, bounds, ident, max_length, ref
from .effects_base import Goods, vocabulary

# --- ops: the modules ----------------------------------------------------------------------------------------------
@vocabulary.op("keep_pet")
@dataclass(frozen=True, slots=True)
class KeepPet:
    """The animal `pet` (a companions id) comes to live in the shelter (Companions, L1312). The group keeps
    one pet at a time: when one already lives there, or this one has left the game (eaten), `otherwise`
    runs instead."""
    pet: str = field(metadata=max_length(24))
    otherwise: Ops = Ops()


@vocabulary.op("opportunity")
@dataclass(frozen=True, slots=True)
class OpportunityOp:
    """Draw the top Opportunity card from under the Table and resolve it; it is then removed from the game
    (The Table, L1674-1684). With none left, nothing happens."""


@vocabulary.op("happiness")
@dataclass(frozen=True, slots=True)
class HappinessOp:
    """Move the children's Happiness marker along their Orphan card's track (Orphans of War, L1376), never
    past its ends; at 0 the children are lost to the group. Without the children, nothing happens."""
    amount: int = field(metadata=bounds(-4, 4))


FIGURE_PLACES = ("outside", "findings")     # the Outside space (the shelter's door) and the Findings Pile


@vocabulary.op("figure")
@dataclass(frozen=True, slots=True)
class FigureOp:
    """Put `amount` figures of `kind` (a figures id: a Farmer, a Thug, a Soldier) from the pool `at` the
    Outside space (the shelter's door) or the Findings Pile, as far as the pool holds them; with none free,
    `otherwise` runs (Farmers and Market, L1416; Our Street, L1338)."""
    kind: str = field(metadata=ref("figures"))
    amount: int = field(default=1, metadata=bounds(1, 3))
    at: Literal[FIGURE_PLACES] = "outside"
    otherwise: Ops = Ops()


@vocabulary.op("remove_figure")
@dataclass(frozen=True, slots=True)
class RemoveFigure:
    """Send `amount` figures of `kind` back to the pool, from `at` (as many as stand there); from "anywhere",
    the Leader chooses which when they stand both on the Outside space and on the Findings Pile (L1340)."""
    kind: str = field(metadata=ref("figures"))
    amount: int = field(default=1, metadata=bounds(1, 3))
    at: Literal[(*FIGURE_PLACES, "anywhere")] = "anywhere"


@vocabulary.op("if_figure")
@dataclass(frozen=True, slots=True)
class IfFigure:
    """Run `then` while at least `at_least` figures of `kind` stand `at` the Outside space or the Findings
    Pile (or the two together, "anywhere"), else `otherwise`."""
    kind: str = field(metadata=ref("figures"))
    at_least: int = field(default=1, metadata=bounds(1, 6))
    at: Literal[(*FIGURE_PLACES, "anywhere")] = "outside"
    then: Ops = Ops()
    otherwise: Ops = Ops()


@vocabulary.op("way_up")
@dataclass(frozen=True, slots=True)
class WayUp:
    """In the Sewers: a way up found early. Once the card's entry is done, the party climbs out to one of the
    three Locations (the black die: 1-5 Near, 6-8 Distant, 9-10 Far) and scavenges there (Sewers, L1486).
    Anywhere else, nothing happens."""


@vocabulary.op("tolerance")
@dataclass(frozen=True, slots=True)
class ToleranceOp:
    """Move the Market's Tolerance, within 0..5 (Farmers and Market): at 0 the Market deals with you no more.
    Without the Market, nothing happens."""
    amount: int = field(metadata=bounds(-3, 3))


@vocabulary.op("kid_action")
@dataclass(frozen=True, slots=True)
class KidActionOp:
    """Draw the top card of the Kid Actions deck into the group's hand, to be played like a Narrative Action
    at its timing (Orphans of War, L1382). With the deck empty, nothing happens."""



@dataclass(frozen=True, slots=True)
class HiddenObjective:
    """A Hidden Objective (L1354-1366): drawn in secret by each player; revealed and removed once its
    condition holds (checked after every answer): `amount` of what `condition` counts."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(300))
    condition: Literal["storage_value", "fittings", "board_ups", "characters", "private_takes", "all_fed",
                       "kills", "days_without_death"]
    amount: int = field(default=1, metadata=bounds(0, 99))
    scenario_removed: bool = False           # the Thief: left out of a Scenario (L1364)


@dataclass(frozen=True, slots=True)
class HeartCard:
    """A Heart of the City card (L1384-1400): drawn when the party visits the square after Scavenging, its
    script read with the party at the centre, then removed from the game. Its face says nothing more."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(40))
    script: str = field(metadata=ref("scripts"))


ROLE_WINS = ("", "tokens", "leader", "starting_alive", "few_alive", "target_gone", "storage_value", "fittings",
             "board_ups", "private_takes", "kills")
NIGHT_TASKS = ("bed", "floor", "guard", "scavenge")
CONFLICT_MOMENTS = ("action", "food", "night_task", "vote", "leader_vote")


@dataclass(frozen=True, slots=True)
class Role:
    """A Semi-Coop Role card (L1872-1880), kept secret until `reveal`: "now" (shown when drawn), "use" (the
    first time its compulsion acts) or "end". `win`: what else its player needs, besides their Character alive
    at the end, to win (`amount` of it; `target_gone`: the Character of the player named at the deal, the
    next clockwise, dead or gone). `takes`: at each Dusk, before anyone eats, the first of these goods in the
    Storage goes onto the card (its tokens), else `without` runs on its Character. `refuses`: night tasks its
    Character never takes."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(300))
    reveal: Literal["now", "use", "end"] = "end"
    win: Literal[ROLE_WINS] = ""
    amount: int = field(default=0, metadata=bounds(0, 99))
    takes: tuple[str, ...] = ()
    without: Ops = Ops()
    refuses: tuple[Literal[NIGHT_TASKS], ...] = ()


@dataclass(frozen=True, slots=True)
class Conflict:
    """A Semi-Coop Conflict card (L1882-1888): played once, when its player is asked `when` ("action": their
    Character's Day action; "food": what they eat at Dusk; "night_task": their task for the night; "vote" or
    "leader_vote": their ballot), as an answer that interrupts the question (asked again after). `target`:
    whose Character `effects` reach ("other": another Character present, chosen in the answer); `own_effects`
    reach the player's own. `vote_weight`: the ballot counts this many times; `take_leader`: the Leader vote
    ends with its player holding the token. `must`: played the first time the moment comes."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(300))
    when: Literal[CONFLICT_MOMENTS]
    target: Literal["self", "other"] = "self"
    effects: Ops = Ops()
    own_effects: Ops = Ops()
    vote_weight: int = field(default=1, metadata=bounds(1, 3))
    take_leader: bool = False
    must: bool = False


@dataclass(frozen=True, slots=True)
class PetMoment:
    """What a pet does each day at `at` (Dawn: after the Spirits and the Dawn skills). Its ops have no
    Character at the centre: "chosen" asks the Leader, "all" reaches the group."""
    at: Literal["dawn"]
    text: str = field(metadata=max_length(200))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class Companion:
    """A pet of the Companions module (L1308-1318): kept when a script or card says so (op keep_pet), or
    from the start in place of the 3 Raw Food (L1314). `guard`: while it lives in the shelter, each Night
    Raid card is cut this much more, as a Board-Up would (someone is always on Guard, or the night ends the
    story). Eaten (L783-785), it leaves the game, `raw_food` Raw Food go into the Storage, and `eaten` runs."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(24))
    text: str = field(metadata=max_length(400))
    raw_food: int = field(metadata=bounds(1, 8))
    guard: int = field(default=0, metadata=bounds(0, 3))
    moments: tuple[PetMoment, ...] = ()
    eaten: Ops = Ops()


@dataclass(frozen=True, slots=True)
class Figure:
    """A kind of figure (Farmers and Market, L1402-1424; Our Street, L1330-1342): `count` in the pool, placed
    by the `figure` op. With Farmers and Market, while one stands at the shelter's door the Outside action
    may go out to it instead of drawing a Visitor: `visit` runs for that Character ("here" is the Storage),
    and the figure goes back to the pool unless it `stays` (then only an op sends it back); at each Dawn,
    `dawn` runs once for each at the door. Our Street uses the same figures its own way: there they do only
    what its Street cards say (L1342), and `visit` and `dawn` are not run."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(24))
    count: int = field(metadata=bounds(1, 6))
    text: str = field(metadata=max_length(300))
    visit_label: str = field(default="", metadata=max_length(60))
    visit: Ops = Ops()
    stays: bool = False
    dawn: Ops = Ops()


@dataclass(frozen=True, slots=True)
class StreetCard:
    """An Our Street card (L1330-1342): the four lie face up along the board in their `order`. Each is a place
    in the street and what goes on there: `morning` runs once the day's Event is read (the street changes
    overnight: figures come and go), `scavenging` as the party sets out for the night, `dawn` at each Dawn;
    an `action` (labelled `action_label`) is a Day action for one Character a day, offered while at least
    one `needs` figure stands on the Outside space (or always, with no `needs`)."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    order: int = field(metadata=bounds(1, 9))
    text: str = field(metadata=max_length(400))
    morning: Ops = Ops()
    action_label: str = field(default="", metadata=max_length(70))
    needs: str = field(default="", metadata=ref("figures"))
    action: Ops = Ops()
    scavenging: Ops = Ops()
    dawn: Ops = Ops()


SEWER_SLOTS = ("N0", "N1", "S0", "S1", "E", "W")   # a tile's openings: two on each long edge, one on each short
SEWER_ROOMS = ("A", "B", "C", "D")                   # the letters of a Rooms card's entries
SEWER_CORRIDORS = ("1", "2", "3", "4")               # the numbers of a Corridors card's entries


@dataclass(frozen=True, slots=True)
class SewerEntry:
    """One entry of a Rooms card (a letter) or a Corridors card (a number): read when the party's path passes
    that letter or number; its effects run with the party's first Character at the centre ("here" is the
    Findings Pile)."""
    at: Literal[(*SEWER_ROOMS, *SEWER_CORRIDORS)]
    text: str = field(metadata=max_length(240))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class SewerCard:
    """A Rooms or a Corridors card of the Sewers (L1460-1466): drawn for one letter or number of a path, that
    entry read, the card discarded (the deck reshuffled when it runs out)."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(200))
    entries: tuple[SewerEntry, ...] = ()


@dataclass(frozen=True, slots=True)
class SewerPath:
    """A way across a tile, between two of its openings (or from the Starting Zone's room "S", or to the
    tile's way up, "UP"), passing its `steps` in order from `a` to `b`: Rooms letters and Corridors numbers
    (an unnumbered corridor is not a step)."""
    a: Literal[(*SEWER_SLOTS, "S")]
    b: Literal[(*SEWER_SLOTS, "UP")]
    steps: tuple[Literal[(*SEWER_ROOMS, *SEWER_CORRIDORS)], ...] = ()


@dataclass(frozen=True, slots=True)
class SewerTile:
    """A Sewers Map tile (L1454-1486): two squares wide and one high, laid long edge to long edge or short to
    short (turned end for end when it must be), an exit of the tile the party is on meeting one of its
    openings. The Starting Zone (`start`) is always the first. On the third tile laid after it, the paths
    to "UP" lead to the room with the brightly coloured letter, the way out to a Location."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    openings: tuple[Literal[SEWER_SLOTS], ...]
    paths: tuple[SewerPath, ...]
    start: bool = False


@dataclass(frozen=True, slots=True)
class WaresCard:
    """A Wares card of the Market (Farmers and Market, L1418-1424): one of the stalls turned up at each visit.
    Bought, its `goods` go into the Storage for tokens worth at least `price`, its `script` is read with the
    buyer at the centre, and the card leaves the game (docs/games/this-war-of-mine.md, "The Market")."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(300))
    goods: tuple[Goods, ...] = ()
    price: int = field(default=4, metadata=bounds(1, 30))
    script: str = field(default="", metadata=ref("scripts"))


@dataclass(frozen=True, slots=True)
class OrphanCard:
    """An Orphan card of Orphans of War (L1368-1382): one is drawn at setup. The children are not Characters:
    they take no actions, keep no States, never guard or scavenge, and do not count toward the four (A45,
    ours). At Dusk they eat `food` Food tokens before anyone else, or Happiness falls by 1; at Dawn a Cold
    felt of `cold_at` or more lowers it by 1, and a death or a departure that day by `grief`. Happiness runs
    0..`happiness_max` from `happiness_start`; at 0 they are lost, and SURVIVE then fails. Their scripts:
    `arrival` at setup, `low` the first time Happiness falls to `low_at` or below, `full` the first time it
    reaches the top, `lost` at 0, `epilogue` at the war's end while they are still with the group."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(400))
    children: int = field(default=1, metadata=bounds(1, 2))
    food: int = field(default=1, metadata=bounds(1, 2))
    happiness_max: int = field(default=6, metadata=bounds(3, 10))
    happiness_start: int = field(default=4, metadata=bounds(1, 10))
    low_at: int = field(default=2, metadata=bounds(1, 9))
    cold_at: int = field(default=3, metadata=bounds(1, 6))
    grief: int = field(default=2, metadata=bounds(0, 4))
    arrival: str = field(default="", metadata=ref("scripts"))
    low: str = field(default="", metadata=ref("scripts"))
    full: str = field(default="", metadata=ref("scripts"))
    lost: str = field(default="", metadata=ref("scripts"))
    epilogue: str = field(default="", metadata=ref("scripts"))
    moments: tuple[PetMoment, ...] = ()


@dataclass(frozen=True, slots=True)
class OpportunityCard:
    """One of the Opportunity cards under the Table (The Table, L1674-1684): drawn by the Table's action,
    its effects run for the one sitting there ("self"; "here" is the Storage), then it leaves the game."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(400))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class ShortStart:
    """Short Mode's starting States and Storage goods for one result of a Character's black-die roll
    (L1755-1764). A token the box has run out of is made up by another of the same value."""
    id: str = field(metadata={"pattern": r"([1-9]|10)", "max_length": 2})
    fatigue: int = field(default=0, metadata=bounds(0, 3))
    hunger: int = field(default=0, metadata=bounds(0, 3))
    illness: int = field(default=0, metadata=bounds(0, 3))
    misery: int = field(default=0, metadata=bounds(0, 3))
    wounds: int = field(default=0, metadata=bounds(0, 3))
    goods: tuple[Goods, ...] = ()
