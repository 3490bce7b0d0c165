"""This War of Mine: The Board Game's content schema: the effect vocabulary and the table records.

Everything a modder may write in data/this_war_of_mine/*.toml is declared here as a frozen dataclass;
the core parser (game.core.effects) validates the TOML against these types and their metadata, and
content_check.py adds the whole-set rules (the core box's counts, references between cards and the
book of scripts, scripts nobody can reach).

Who an op reaches
-----------------
Every op runs in a scene: a card or script resolved for the group, usually with one Character at its
centre ("you": the one acting, visiting, guarding, or the one the card names). `who` says whom a state
change reaches:

    self         the Character at the centre of the scene
    chosen       one Character the Leader chooses (among those present)
    present      every Character present (the Scavenging party while scavenging, else the Shelter)
    all          every Character in the group, sleepers included unless the rules exclude them
    guards       every Character on Guard duty
    party        every Character in the Scavenging party
    fated        one Character chosen at random (a Character "fate has chosen", L1838)

Where goods go or come from (`where`): `here` is the Findings Pile while Scavenging and the Storage
otherwise; `storage` and `findings` name one.

Where the ops run
-----------------
    script               effects: when the script is read; then its choices are offered (each
                         choice passes the Leader, L244), or `next` is read
    event card           effects: when drawn at Morning (after its Cold)
    chapter card         effects: when drawn
    objective card       reward / penalty: when resolved at the end of its Chapter
    night raid card      effects: after its Damage and Wounds are dealt
    fate card            treatment: first at Dawn; cold_effects: when Cold less Board-Ups reaches
                         cold_at; combat: on a trusted § rolled on the die of its colour
    exploration card     each option's effects (after its cost: cards returned, Noise raised or
                         rolled); a Map card's options are used from the Exploration slot
    residents card       effects: when drawn; options while it lies in the Exploration slot
    visitor card         effects: when drawn at the Outside action; its options
    location card        each option's effects (after its cards are returned)
    fitting card         build: once when crafted; each action's effects; wait: at Dawn, for a WAIT
                         token on it
    shelter card         back: when the card is searched, opened or cleared
    narrative action     effects: when played at its timing
    character card       spirit_a / spirit_b: at Dawn when the Fate card names it
    companion (a pet)    moments: each day at their moment; eaten: once it is eaten (Companions)
    opportunity card     effects: when drawn at the Table (The Table)
    figure               visit: when a Character goes out to one at the door (the Outside action); dawn:
                         at each Dawn, once for each at the door (Farmers and Market)
    wares card           script: read when the ware is bought at the Market (Farmers and Market)
    street card          morning: once the day's Event is read; action: a Day action at that place;
                         scavenging: as the party sets out; dawn: at each Dawn (Our Street)
    orphan card          moments: each day at their moment (Orphans of War); its scripts at the Happiness
                         marks (arrival, low, full, lost) and at the end (epilogue)

The modder-facing reference is the This War of Mine section of docs/modding.md. The schema is in five
files: effects_base.py (the box's counts, the literals, the vocabulary and the goods), effects_modules.py
(the modes' and modules' ops and tables), effects_tactics.py (Tactics' map, cards and ops),
effects_scenarios.py (the Scenario Sheets), and here the core box's ops and tables, and the whole schema
gathered (every name is read from here).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.content import ContentSpec, TableSpec, table_specs
from ...core.effects import Ops, bounds, ident, max_length, ref
from .effects_base import (  # noqa: F401  (the shared schema, read from here by the rules and the tests)
    GAME_ID, MAX_CHARACTERS, MAX_STATE, NOISE_RANGE, COLD_LIMIT, WAIT_TOKENS, BOARD_UPS, ENEMY_TOKENS, SCAVENGERS,
    SNIPER_HITS, LOCATION_SIZES, STATES, COLORS, CORE_COUNTS, MODULES, TOKEN_COLOR_COUNTS, State, Who, Where, Color,
    Die, Face, Weapon, vocabulary, Goods, Outcome, EnemyBand)
from .effects_modules import (  # noqa: F401  (the modes' and modules' schema, read from here too)
    KeepPet, OpportunityOp, HappinessOp, FigureOp, RemoveFigure, IfFigure, ToleranceOp, KidActionOp,
    HiddenObjective, HeartCard, Role, Conflict, PetMoment, Companion, Figure, StreetCard, WaresCard, OrphanCard, SewerTile, SewerCard,
    SewerEntry, SewerPath, WayUp, SEWER_SLOTS, SEWER_ROOMS, SEWER_CORRIDORS,
    OpportunityCard, ShortStart, ROLE_WINS, NIGHT_TASKS, CONFLICT_MOMENTS, FIGURE_PLACES)
from .effects_scenarios import ObjectiveProgress, Scenario  # noqa: F401  (Scenario mode's schema, read from here too)
from .effects_tactics import (  # noqa: F401  (Tactics' schema, read from here too)
    MarkEnemy, HideTest, NoiseTest, AlarmOp, TacticsTokenOp, TacticsSpace, TacticsPassage, TacticsMap,
    TacticsAction, TacticsSpecial, TacticsCard, TACTICS_COLOURS, SPECIAL_PASSAGES, SPECIAL_SPACES, TACTICS_ACTIONS,
    TACTICS_TOKENS, SOLDIER_MINIS)


# the Residents a fight on the Tactics map may be had with (L1523); Thugs are also every fight with `thugs`
Force = Literal["", "soldiers", "deserters", "rebels", "thugs"]


# --- ops: the group's states --------------------------------------------------------------------------------
@vocabulary.op("state")
@dataclass(frozen=True, slots=True)
class StateOp:
    """Raise (amount > 0) or lower (amount < 0) a State of `who`. A level reaching 4 is resolved at
    once: Sleep (script 150) for Fatigue, death and the Character's Epilogue for the others. `only`
    narrows `who` to those whose `state` is at least `only_at_least` (e.g. "every wounded Character"), and
    `treated` to those with (or without) a treatment token on their card ("unbandaged": no_bandages;
    no_treatment: neither Meds nor Herbal Meds)."""
    state: State
    amount: int = field(metadata=bounds(-4, 4))
    who: Who = "self"
    only_at_least: int = field(default=0, metadata=bounds(0, 4))
    treated: Literal["", "meds", "herbal_meds", "bandages", "no_meds", "no_bandages", "no_treatment"] = ""
    set_to: int = field(default=-1, metadata=bounds(-1, 4))       # set the level instead (then amount is ignored)


@vocabulary.op("discard_treatment")
@dataclass(frozen=True, slots=True)
class DiscardTreatment:
    """Discard every token of one kind (Meds, Herbal Meds or Bandages) lying on Character cards (L1110)."""
    kind: Literal["meds", "herbal_meds", "bandages"]


@vocabulary.op("gain")
@dataclass(frozen=True, slots=True)
class Gain:
    """Goods into the Storage or the Findings Pile, as far as the box's supply allows (L339)."""
    goods: tuple[Goods, ...]
    where: Where = "here"


@vocabulary.op("lose")
@dataclass(frozen=True, slots=True)
class Lose:
    """Goods out of the Storage or the Findings Pile, as many as there are (discarded to the box)."""
    goods: tuple[Goods, ...]
    where: Where = "here"


@vocabulary.op("pay")
@dataclass(frozen=True, slots=True)
class Pay:
    """Pay `goods` to run `effects`, or, unable or unwilling, run `otherwise` (a Spirit's "discard 1
    Coffee or raise Misery by 1", a script's price). The Leader decides when both are possible."""
    goods: tuple[Goods, ...]
    effects: Ops = Ops()
    otherwise: Ops = Ops()
    where: Where = "here"


@vocabulary.op("lose_most_valuable")
@dataclass(frozen=True, slots=True)
class LoseMostValuable:
    """Discard `amount` goods from the Storage, the most valuable first (resources count 0), or all of
    `color` first when named (a Night Raid's Damage order, L1018-1020). Guards' weapons are safe."""
    amount: int = field(metadata=bounds(1, 20))
    color: Literal["", "green", "red", "yellow", "gray"] = ""


# --- ops: scavenging --------------------------------------------------------------------------------------------
@vocabulary.op("noise")
@dataclass(frozen=True, slots=True)
class Noise:
    """Raise (amount > 0) or lower the Noise, within 1-8; with `roll`, then roll for the Noise (black die
    at most the Noise: an encounter, L857)."""
    amount: int = field(default=0, metadata=bounds(-7, 7))
    roll: bool = False


@vocabulary.op("findings")
@dataclass(frozen=True, slots=True)
class Findings:
    """Draw a Findings card and take its `row` onto the Findings Pile, with the Special Findings roll."""
    row: Literal["pantry", "furniture", "heap"]


@vocabulary.op("residents")
@dataclass(frozen=True, slots=True)
class Residents:
    """An encounter: draw and resolve the top Residents card (the Noise is set to 1 first)."""


@vocabulary.op("return_cards")
@dataclass(frozen=True, slots=True)
class ReturnCards:
    """Return cards from the Unknown deck to the Exploration deck, unseen (time spent, L876)."""
    amount: int = field(metadata=bounds(1, 14))


@vocabulary.op("end_exploration")
@dataclass(frozen=True, slots=True)
class EndExploration:
    """Stop exploring and go on to Choose Findings."""


@vocabulary.op("to_slot")
@dataclass(frozen=True, slots=True)
class ToSlot:
    """Put the card being resolved into the Exploration slot (its options stay open until you leave)."""


@vocabulary.op("explore")
@dataclass(frozen=True, slots=True)
class Explore:
    """Draw and resolve `amount` more cards from the Exploration deck (not the Unknown deck)."""
    amount: int = field(default=1, metadata=bounds(1, 3))


# --- ops: tests and fights ------------------------------------------------------------------------------------------
@vocabulary.op("roll")
@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the black die once; the band it falls in runs. `plus` adds a quantity of the vocabulary to the
    result (capped at 10)."""
    outcomes: tuple[Outcome, ...]
    plus: str = field(default="", metadata={"quantity": True, "max_length": 32})


@vocabulary.op("empathy_check")
@dataclass(frozen=True, slots=True)
class EmpathyCheck:
    """One black-die roll for the group: each Character of `who` whose Empathy is at least the roll
    runs `effects` as the Character at the centre (the reactions of L984, L1142, L1254)."""
    effects: Ops
    who: Who = "present"


@vocabulary.op("combat_test")
@dataclass(frozen=True, slots=True)
class CombatTest:
    """The Character at the centre rolls a combat die (`die`, or their weapon's with "weapon") with Prowess
    re-rolls (L1224): `need` icons or more runs `success`, fewer runs `fail`."""
    need: int = field(default=1, metadata=bounds(1, 3))
    die: Literal["gray", "yellow", "red", "weapon"] = "gray"
    success: Ops = Ops()
    fail: Ops = Ops()


@vocabulary.op("combat")
@dataclass(frozen=True, slots=True)
class Combat:
    """A fight (L1154-1264) with `enemies` Enemies, or as many as a black-die roll gives by `enemy_bands`,
    armed in order with `weapons` (the rest unarmed); each draws an Enemy token for its Prowess. `won`
    runs when every Enemy is dead, `fled` after the Characters flee."""
    enemies: int = field(default=1, metadata=bounds(1, 6))
    enemy_bands: tuple[EnemyBand, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    won: Ops = Ops()
    fled: Ops = Ops()
    thugs: bool = False                     # killing them asks no Empathy check (L1254)
    in_shelter: bool = False                # weapons from the Storage, captured ones into it
    force: Force = ""                       # who they are: against these (or Thugs) Tactics may be used


@vocabulary.op("trade")
@dataclass(frozen=True, slots=True)
class Trade:
    """A trade (L1266-1278): pay a commission worth `commission`, then buy from `pool` with goods tokens
    of at least the same value (no change; resources are never traded)."""
    pool: tuple[Goods, ...]
    commission: int = field(default=0, metadata=bounds(0, 20))


# --- ops: the story ----------------------------------------------------------------------------------------------
@vocabulary.op("script")
@dataclass(frozen=True, slots=True)
class ScriptOp:
    """Read script `number` of the book of scripts now (then carry on with what follows)."""
    number: str = field(metadata=ref("scripts"))


@vocabulary.op("flag")
@dataclass(frozen=True, slots=True)
class Flag:
    """Write a Blank token (a flag that lasts the playthrough), or clear it (L256-258)."""
    name: str = field(metadata=ident())
    text: str = field(default="", metadata=max_length(80))     # what the token says, shown on the board
    clear: bool = False


@vocabulary.op("if_flag")
@dataclass(frozen=True, slots=True)
class IfFlag:
    name: str = field(metadata=ident())
    then: Ops = Ops()
    otherwise: Ops = Ops()


@vocabulary.op("if_goods")
@dataclass(frozen=True, slots=True)
class IfGoods:
    """Run `then` when `where` holds the goods (without spending them), else `otherwise`."""
    goods: tuple[Goods, ...]
    then: Ops = Ops()
    otherwise: Ops = Ops()
    where: Where = "here"


@vocabulary.op("cold")
@dataclass(frozen=True, slots=True)
class Cold:
    """Add (or remove) Cold tokens, 0-6."""
    amount: int = field(metadata=bounds(-6, 6))


@vocabulary.op("join")
@dataclass(frozen=True, slots=True)
class Join:
    """A Character joins the group (the top of the Characters deck, or `character`), if there are fewer
    than 4 (L361); else `full` runs. They take no action in the stage they arrive (L721)."""
    character: str = field(default="", metadata=max_length(48))
    full: Ops = Ops()


@vocabulary.op("leave")
@dataclass(frozen=True, slots=True)
class Leave:
    """The Character at the centre leaves the group for good (counted by Death Among Us)."""


@vocabulary.op("die")
@dataclass(frozen=True, slots=True)
class DieOp:
    """The Character at the centre dies: their Epilogue is read."""


@vocabulary.op("stop_scavenging")
@dataclass(frozen=True, slots=True)
class StopScavenging:
    """The Character at the centre stops Scavenging: they sit by the Findings Pile and come back into play
    at Choose Findings (a reaction to a death, L984-988)."""


@vocabulary.op("if_alive")
@dataclass(frozen=True, slots=True)
class IfAlive:
    """Run `then` if the Character at the centre is alive (an Epilogue read at the end), else `otherwise`
    (read when they died)."""
    then: Ops = Ops()
    otherwise: Ops = Ops()


@vocabulary.op("away")
@dataclass(frozen=True, slots=True)
class Away:
    """The Character at the centre is away until Dawn: they miss Dusk, the Evening and the Night Raid."""


@vocabulary.op("narrative")
@dataclass(frozen=True, slots=True)
class Narrative:
    """Draw `draw` Narrative Action cards and keep `keep`."""
    draw: int = field(default=1, metadata=bounds(1, 3))
    keep: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("free_fitting")
@dataclass(frozen=True, slots=True)
class FreeFitting:
    """Craft one Fitting for free, from the Fittings deck (or the Ideas deck too, with `ideas`)."""
    ideas: bool = False


@vocabulary.op("rule")
@dataclass(frozen=True, slots=True)
class RuleOp:
    """Turn on a lasting rule change until `until` (an event's "from now on"). The rules know each."""
    rule: Literal["two_night_raids", "no_night_raid", "no_outside", "no_scavenging", "snipers", "double_cold",
                  "water_rationing", "dear_trade"]
    until: Literal["game", "day", "chapter"] = "game"


@vocabulary.op("board_up")
@dataclass(frozen=True, slots=True)
class BoardUp:
    """Put a Board-Up on a Hole that has none (at most 3, L174); it stays until a card removes it."""
    remove: bool = False


@vocabulary.op("peek_events")
@dataclass(frozen=True, slots=True)
class PeekEvents:
    """Look at the top `amount` cards of the Events deck, and put them back in order (a radio's Tune In)."""
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("kill_enemy")
@dataclass(frozen=True, slots=True)
class KillEnemy:
    """In a fight: one Enemy of the Leader's choice dies at once (it counts as killed)."""


@vocabulary.op("ignore_night_raid")
@dataclass(frozen=True, slots=True)
class IgnoreNightRaid:
    """At the Night Raid: the Night Raid card being resolved is ignored (shuffled back unresolved)."""


@vocabulary.op("keep_findings")
@dataclass(frozen=True, slots=True)
class KeepFindings:
    """At Choose Findings: nothing is left behind tonight; after the Night Raid, Choose Findings again with
    one Guard's Inventory added to the party's (the Guard goes out to meet them)."""


@vocabulary.op("night_raid")
@dataclass(frozen=True, slots=True)
class NightRaidOp:
    """Draw and resolve a Night Raid card now (The Last Offensive)."""


@vocabulary.op("reality_impact")
@dataclass(frozen=True, slots=True)
class RealityImpact:
    """Draw a Colors card, reveal the top card of `deck` (or look at the current Location), and read the
    script in that colour's circle on it (L365-371); the card goes back shuffled."""
    deck: Literal["location", "visitors"]


@vocabulary.op("epilogue")
@dataclass(frozen=True, slots=True)
class Epilogue:
    """The playthrough ends here: every Character's Epilogue is read and the final score is counted."""
    won: bool = False


# --- tables -----------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Token:
    """A kind of goods token: its colour, how many the box holds, its value (yellow icon) and weight."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    color: Literal["green", "red", "yellow", "gray"]
    count: int = field(metadata=bounds(1, 20))
    value: int = field(default=0, metadata=bounds(0, 30))
    weight: int = field(default=1, metadata=bounds(0, 5))
    food: int = field(default=0, metadata=bounds(-3, 1))          # eaten at Dusk: its Hunger change (0: not food)
    edible: bool = False                                          # food even when `food` is 0 (a Vegetable)
    weapon: Weapon = "none"
    broken: bool = False                                          # broken gear: repaired at a workshop
    treats: Literal["", "meds", "herbal_meds", "bandages"] = ""
    fatigue: int = field(default=0, metadata=bounds(0, 3))        # alcohol: Fatigue up ...
    misery: int = field(default=0, metadata=bounds(-3, 0))        # ... and Misery down
    tool: Literal["", "shovel", "lockpick", "sawblade"] = ""
    ammo: bool = False
    text: str = field(default="", metadata=max_length(160))


@dataclass(frozen=True, slots=True)
class Resource:
    """Water, Wood, Components: pieces, not tokens (value 0, weight 1, never traded)."""
    id: Literal["water", "wood", "components"]
    name: str = field(metadata=max_length(20))
    count: int = field(metadata=bounds(1, 30))
    x5: bool = False                                              # may go in the Storage x5 (L343-349)


@dataclass(frozen=True, slots=True)
class DieRecord:
    id: Literal["gray", "yellow", "red"]
    name: str = field(metadata=max_length(28))
    faces: tuple[Face, ...]


@dataclass(frozen=True, slots=True)
class StateRecord:
    """A State's black markers at levels 1-4 and what level 4 does."""
    id: State
    name: str = field(metadata=max_length(20))
    markers: tuple[int, ...] = field(metadata=bounds(0, 3))     # levels 1, 2, 3, 4
    at_four: Literal["sleep", "death"] = "death"


@dataclass(frozen=True, slots=True)
class Skill:
    """A Character's skill: one of our skill kinds, with its number."""
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(240))
    kind: Literal["quiet", "strong", "scrounger", "handyman", "cook", "medic", "haggler", "lockpicker", "cheerful",
                  "night_owl", "marksman", "gardener", "packer", "carpenter", "pharmacist", "watchman", "steady",
                  "rough_sleeper"]
    amount: int = field(default=1, metadata=bounds(1, 4))


@dataclass(frozen=True, slots=True)
class Character:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(24))
    border: Literal["red", "black"]
    prowess: int = field(metadata=bounds(0, 3))
    empathy: int = field(metadata=bounds(1, 10))
    inventory: int = field(metadata=bounds(3, 8))
    bio: str = field(metadata=max_length(400))
    skill: Skill = None
    spirit_a_text: str = field(default="", metadata=max_length(200))
    spirit_a: Ops = Ops()
    spirit_b_text: str = field(default="", metadata=max_length(200))
    spirit_b: Ops = Ops()
    epilogue: str = field(default="", metadata=ref("scripts"))           # read when they die or at the end
    arrival: str = field(default="", metadata=ref("scripts"))            # read when they join after Setup
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))  # the colour circles, in COLORS order
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class PrintedAction:
    """An action printed on a space of the board's back (L447-472) or of a New Board (L1686-1722), open while
    nothing covers the space (no Shelter card, L463, and no Fitting). A Poke About is the rules' own (its roll,
    its split of Wood and Components, the Handyman's bonus, L1944), and so is The Crossing's Place a New
    Fitting (a Fitting built on that side from there, L1722); a search, a garden, a ruin (No Man's Home's
    Neighbourhood: a wreck or a ruin to strip) and a neighbour (someone to trade or talk with) run `effects`."""
    kind: Literal["poke_about", "search", "garden", "ruin", "neighbour", "place_fitting"]
    name: str = field(metadata=max_length(28))
    text: str = field(default="", metadata=max_length(200))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class ShelterSpace:
    """One space of the shelter board: its side, floor and column, what stands there at the start, and what
    it allows. Spaces named like a Shelter card get one at setup (L526-528); a space with `stack` takes that
    many, one on top of the other (the back's "2 x Rubble" and its Furniture stack, L469-472)."""
    id: str = field(metadata=ident())
    floor: Literal["top", "ground", "cellar", "street"]   # street: No Man's Home's Neighbourhood, outside
    column: int = field(metadata=bounds(0, 8))
    holds: Literal["empty", "furniture", "heap", "rubble", "bars", "closed_door", "guard", "storage", "outside",
                   "new_idea", "poke_about", "floor_bed"] = "empty"
    ladder: bool = False                   # climb up and down here
    hole_left: bool = False                # a Hole on its left edge blocks moving sideways (L701)
    buildable: bool = True                 # a Fitting may be placed here once it is empty
    side: Literal["front", "back", "no_mans_home", "the_crossing"] = "front"   # the board it is on (a variant)
    stack: int = field(default=1, metadata=bounds(1, 8))
    barren: bool = False                   # a Shelter card cleared here gives nothing (the back's rubble, L457)
    sniper: bool = False                   # an action taken here draws sniper fire (the back's top floor, L455)
    printed: PrintedAction = None
    distance: int = field(default=0, metadata=bounds(0, 3))   # a Neighbourhood place: shot at on 1..distance (L1700)
    area: Literal["", "left", "right"] = ""   # The Crossing's side: acting across the gap draws a roll (L1708)
    ruined: str = field(default="", metadata=ref("fittings"))  # a wreck of this Fitting, repaired here (L1720)


@dataclass(frozen=True, slots=True)
class ShelterCard:
    """A Shelter card: the face shows its kind; the back (blue corner) what it gives or does (L726-733)."""
    id: str = field(metadata=ident())
    kind: Literal["furniture", "heap", "rubble", "bars", "closed_door"]
    name: str = field(metadata=max_length(28))
    back_name: str = field(default="", metadata=max_length(28))
    back_text: str = field(default="", metadata=max_length(200))
    back: Ops = Ops()                      # furniture, heap, bars: the goods; a door: what lies behind it


@dataclass(frozen=True, slots=True)
class FittingAction:
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(200))
    cost: tuple[Goods, ...] = ()
    effects: Ops = Ops()
    repeat: bool = False                   # "For each X -> Y": may be paid and run again in the same action
    wait: bool = False                     # places a WAIT token; the card's `wait` runs at Dawn
    nap: bool = False                      # a Bed's Nap: open to sleepers and any black markers (L1952)


@dataclass(frozen=True, slots=True)
class Fitting:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    deck: Literal["fittings", "ideas"]     # green corner: the Fittings deck at setup; orange: the Ideas deck
    text: str = field(metadata=max_length(300))
    cost: tuple[Goods, ...] = ()
    improves: str = field(default="", metadata=max_length(48))     # a fittings id: placed beside it, replaces it
    bed: bool = False                      # sleeping in it sets Fatigue to 0 (one Character)
    cold_shield: int = field(default=0, metadata=bounds(0, 4))     # Cold counts this much less at Dawn
    build: Ops = Ops()                     # once, when crafted (not again if rebuilt, L746)
    actions: tuple[FittingAction, ...] = ()
    wait: Ops = Ops()
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class LocationOption:
    kind: Literal["trade", "heal", "socialize", "look_around"]
    returns: int = field(default=2, metadata=bounds(0, 8))
    script: str = field(metadata=ref("scripts"), default="")


@dataclass(frozen=True, slots=True)
class Location:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    size: Literal["small", "medium", "large"]
    text: str = field(metadata=max_length(400))
    properties: tuple[Literal["open_space", "dark", "ruined", "inhabited", "military", "shop"], ...] = ()
    option: LocationOption = None
    special_rule: str = field(default="", metadata=max_length(200))
    rule: Literal["", "noisy", "quiet", "guarded", "snipers", "crowded", "flooded"] = ""
    special_findings: tuple[str, ...] = field(default=(), metadata=ref("tokens"))
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))   # the colour circles


@dataclass(frozen=True, slots=True)
class CardOption:
    """One option on an Exploration, Residents or Visitor card: its cost in time (cards returned) and
    Noise, then its effects. Each option of an Exploration card is used at most once (L1954)."""
    label: str = field(metadata=max_length(80))
    returns: int = field(default=0, metadata=bounds(0, 8))
    noise: int = field(default=0, metadata=bounds(0, 4))
    noise_roll: bool = False
    needs: tuple[Goods, ...] = ()           # goods the party must carry (not spent)
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class ExplorationCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(400))
    kind: Literal["search", "map", "hiding_place", "reality_impact", "event"] = "search"
    private: bool = False
    matches: Literal["", "open_space", "dark", "ruined", "inhabited", "military", "shop"] = ""   # a Map card
    effects: Ops = Ops()                     # when drawn, before its options
    options: tuple[CardOption, ...] = ()
    or_end: bool = False                     # "Or end exploration." (L888)
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class FindingsCard:
    id: str = field(metadata=ident())
    pantry: tuple[Goods, ...] = ()
    furniture: tuple[Goods, ...] = ()
    heap: tuple[Goods, ...] = ()


@dataclass(frozen=True, slots=True)
class ResidentsCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(500))
    crime_wave: bool = False                 # red corner: set aside at setup, shuffled in later (L502)
    kind: Literal["combat", "now", "slot"] = "now"
    enemies: int = field(default=0, metadata=bounds(0, 6))
    enemy_bands: tuple[EnemyBand, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    thugs: bool = False
    force: Force = ""                        # who they are: against these (or Thugs) Tactics may be used
    stop_fight: str = field(default="", metadata=ref("scripts"))      # "You may try to STOP the fight"
    won: str = field(default="", metadata=ref("scripts"))             # "After defeating all Enemies"
    effects: Ops = Ops()
    options: tuple[CardOption, ...] = ()
    on_private: Ops = Ops()                  # while in the slot: each time you take from a PRIVATE card
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class VisitorCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(500))
    arrival: bool = False                    # an Arrival: someone who may join (L721)
    effects: Ops = Ops()
    options: tuple[CardOption, ...] = ()
    remove: bool = False
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(400))
    kind: Literal["event", "ending", "ceasefire"] = "event"
    cold: int = field(default=0, metadata=bounds(0, 6))
    effects: Ops = Ops()
    remove: bool = True
    first_event_safe: bool = False           # only its Cold when it is the first Event drawn (L1974)
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class ChapterCard:
    id: Literal["chapter-1", "chapter-2", "chapter-3"]
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(600))
    number: int = field(metadata=bounds(1, 3))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class CounterStep:
    """What a counter Objective takes: each `item` discarded moves its token `advance` spaces."""
    item: str = field(metadata=max_length(48))
    advance: int = field(default=1, metadata=bounds(1, 5))


@dataclass(frozen=True, slots=True)
class ObjectiveCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(400))
    final: bool = False                      # SURVIVE, the Final Objective
    counter: int = field(default=0, metadata=bounds(0, 12))    # spaces on its track (0: no counter)
    takes: tuple[CounterStep, ...] = ()
    condition: Literal["", "counter", "all_hunger_0", "all_misery_at_most_1", "no_wounded", "no_ill",
                       "fittings_at_least_6", "board_ups_3", "four_characters", "survive", "flag"] = "counter"
    flag: str = field(default="", metadata=max_length(48))      # condition "flag": met once a script writes it
    reward_name: str = field(default="", metadata=max_length(28))
    reward: Ops = Ops()
    penalty_name: str = field(default="", metadata=max_length(28))
    penalty: Ops = Ops()
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class NightRaidCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(400))
    crime_wave: bool = False
    damage: int = field(default=0, metadata=bounds(0, 12))
    wounds: int = field(default=0, metadata=bounds(0, 6))
    order: Literal["any", "most_valuable", "green", "red", "yellow", "gray"] = "any"
    effects: Ops = Ops()
    scripts: tuple[str, ...] = field(default=(), metadata=ref("scripts"))
    cancelled_by: str = field(default="", metadata=max_length(48))   # a fittings id: standing, the card is ignored
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class FateCombat:
    """The bottom of a Fate card: on a trusted § rolled on a die of `die`, `effects` (for the combatant
    who rolled) with `name`; otherwise a miss (L1228)."""
    die: Die
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(160))
    effect: Literal["hit", "double_hit", "self_hit", "jam", "dodge", "kill", "drop_weapon"] = "hit"


@dataclass(frozen=True, slots=True)
class FateCard:
    id: str = field(metadata=ident())
    text: str = field(metadata=max_length(500))
    treatment: Ops = Ops()                   # the ill and wounded, treated or not
    cold_at: int = field(default=5, metadata=bounds(1, 6))
    cold_effects: Ops = Ops()
    location_change: Literal["none", "close", "distant", "far", "smallest", "largest"] = "none"
    wait: bool = True                        # WAIT tokens are resolved
    spirit: Literal["a", "b"] = "a"
    combat: FateCombat = None


@dataclass(frozen=True, slots=True)
class NarrativeAction:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(300))
    timing: Literal["combat", "night_raid", "combat_or_night_raid", "scavenging", "choose_findings", "day",
                    "dawn", "any"] = "any"
    needs: tuple[Goods, ...] = ()
    effects: Ops = Ops()
    after_loss: bool = False                 # set aside; shuffled in once a Character dies or leaves
    kid_action: bool = False                 # a Kid Action (Orphans of War): in its own deck, drawn by op kid_action
    module: str = field(default="", metadata=max_length(32))    # a module's card: in play only with it
    replaces: str = field(default="", metadata=max_length(48))  # a card of the same deck it stands in for


@dataclass(frozen=True, slots=True)
class ColorCard:
    id: Color
    name: str = field(metadata=max_length(20))


@dataclass(frozen=True, slots=True)
class ScriptChoice:
    """A choice at the end of a script; picking one passes the Leader (L244)."""
    label: str = field(metadata=max_length(120))
    goto: str = field(metadata=ref("scripts"))
    needs: tuple[Goods, ...] = ()            # offered only while `here` holds these (not spent)
    flag: str = field(default="", metadata=max_length(48))          # offered only with this flag written
    unless: str = field(default="", metadata=max_length(48))        # offered only without this flag written


@dataclass(frozen=True, slots=True)
class Script:
    """One numbered entry of the book of scripts: its text, then its effects, then either its choices
    or `next` (or the end of the script)."""
    id: str = field(metadata={"pattern": r"[0-9]{1,4}", "max_length": 4})
    text: str = field(metadata=max_length(2000))
    effects: Ops = Ops()
    choices: tuple[ScriptChoice, ...] = ()
    next: str = field(default="", metadata=ref("scripts"))
    title: str = field(default="", metadata=max_length(60))


# the book of scripts is long, and a module's cards are kept apart from the core box's: those tables are read
# from several files each (scripts_core.toml, events.toml and events_variety_pack.toml, ...)
SPREAD_TABLES = {"scripts": "scripts_*.toml", **{key: f"{key}*.toml" for key in (
    "characters", "fittings", "exploration", "residents", "visitors", "events", "objectives", "night_raids",
    "narrative_actions", "scenarios")}}
TABLES = tuple(TableSpec(t.key, t.record, SPREAD_TABLES.get(t.key, t.base_file)) for t in table_specs(
    scripts=Script, tokens=Token, resources=Resource, dice=DieRecord, states=StateRecord, characters=Character,
    shelter=ShelterSpace, shelter_cards=ShelterCard, fittings=Fitting, locations=Location,
    exploration=ExplorationCard, findings=FindingsCard, residents=ResidentsCard, visitors=VisitorCard,
    events=EventCard, chapters=ChapterCard, objectives=ObjectiveCard, night_raids=NightRaidCard, fate=FateCard,
    narrative_actions=NarrativeAction, colors=ColorCard, short_starts=ShortStart,
    hidden_objectives=HiddenObjective, companions=Companion, opportunities=OpportunityCard, roles=Role,
    conflicts=Conflict, heart_of_the_city=HeartCard, orphans=OrphanCard, figures=Figure, wares=WaresCard,
    street=StreetCard, sewer_tiles=SewerTile, sewer_rooms=SewerCard, sewer_corridors=SewerCard,
    tactics_maps=TacticsMap, tactics_cards=TacticsCard, scenarios=Scenario))



def check_content(content) -> list[tuple[str, str, str, str]]:
    """The whole-set check, content_check.py's (imported here: it reads this module's records)."""
    from .content_check import check_content as whole_set_check
    return whole_set_check(content)


CONTENT_SPEC = ContentSpec(
    GAME_ID, vocabulary, TABLES,
    check=check_content,
    art_tables=("characters", "fittings", "locations", "exploration", "residents", "visitors", "events",
                "night_raids", "narrative_actions", "wares"))
