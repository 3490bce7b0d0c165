"""Everything Lost's content schema: the effect vocabulary and the table records.

Everything a modder may write in data/everything_lost/*.toml is declared here as a frozen
dataclass; the core parser (game.core.effects) validates the TOML against these types and
their metadata, and `check_content` adds the whole-set rules (counts, ids, levels).
The rules (rules/ops.py) run the parsed ops. There is one actor: the survivor you play.

Where the ops run
-----------------
    building loot        after a successful break in, the player picks one of a card's two loots
    building room        when clearing a building, each card drawn shows a room behind a door
    rubble opportunity   after a successful opportunity roll
    rubble rest          after the rest action (before its dilemma)
    rubble dilemma       the player picks one option they can fully pay (else the worst one)
    side mission reward  when its goal is met
    mission bonus        carried into the next mission when the mission is won

The modder-facing reference is the Everything Lost section of docs/modding.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.content import ContentSpec, table_specs
from ...core.effects import Ops, Vocabulary, bounds, ident, max_length, ref, walk_ops

GAME_ID = "everything_lost"
MAX_CHAPTERS = 9       # the rulebook's four, and room for a mod's own chapters after them

RESOURCES = ("antidote", "bandages", "materials", "food")
DIRECTIONS = ("N", "E", "S", "W")
COLOURS = ("green", "blue", "red", "yellow")
SKILLS = ("scavenger", "burglar", "leader", "soldier", "scout")
SPECIAL_ACTIONS = ("ambush", "barricade", "craft", "climb", "escape", "navigate")
BUILDING_TYPES = ("supermarket", "hospital", "diy", "police", "church", "school")
MOB_SKILLS = ("tough", "vicious", "swarm", "biter", "relentless", "stubborn", "fast")

QUANTITIES = {
    "health": "your health (1-6)", "willpower": "your willpower (1-6)", "threat": "the threat track (0-7)",
    "level": "your level (1-6)", "antidote": "your antidote", "bandages": "your bandages",
    "materials": "your building materials", "food": "your food", "home": "the home status",
    "survivors": "the survivors with you", "mob": "the zombie cards in the mob", "bitten": "1 when you are bitten",
    "dice": "the white dice in front of you (not in the holding box)",
}
vocabulary = Vocabulary(GAME_ID, QUANTITIES)

Resource = Literal["antidote", "bandages", "materials", "food"]
Direction = Literal["N", "E", "S", "W"]
Colour = Literal["green", "blue", "red", "yellow", "none"]
Skill = Literal["scavenger", "burglar", "leader", "soldier", "scout"]
BuildingType = Literal["supermarket", "hospital", "diy", "police", "church", "school"]
MobSkill = Literal["tough", "vicious", "swarm", "biter", "relentless", "stubborn", "fast"]
CardActionKind = Literal["break_in", "strip", "opportunity", "clear", "barricade", "craft", "climb", "escape",
                         "navigate", "ambush"]


# --- ops: things that happen to you ------------------------------------------------------
@vocabulary.op("gain")
@dataclass(frozen=True, slots=True)
class Gain:
    """Move a resource track up (it stops at the track's top)."""
    resource: Resource
    amount: int = field(default=1, metadata=bounds(1, 5))


@vocabulary.op("lose")
@dataclass(frozen=True, slots=True)
class Lose:
    """Move a resource track down, as far as it goes."""
    resource: Resource
    amount: int = field(default=1, metadata=bounds(1, 5))


@vocabulary.op("pay")
@dataclass(frozen=True, slots=True)
class Pay:
    """Like lose, but a price: a choose or dilemma option holding it is offered only when you have it all."""
    resource: Resource
    amount: int = field(default=1, metadata=bounds(1, 5))


@vocabulary.op("health")
@dataclass(frozen=True, slots=True)
class Health:
    """Health up or down (past 6 or below 1 it moves willpower instead; both at 1 and one drops: death)."""
    amount: int = field(metadata=bounds(-6, 6))


@vocabulary.op("willpower")
@dataclass(frozen=True, slots=True)
class Willpower:
    """Willpower up or down (it stops at 6; below 1 it takes health)."""
    amount: int = field(metadata=bounds(-6, 6))


@vocabulary.op("threat")
@dataclass(frozen=True, slots=True)
class Threat:
    """The threat track up or down (past the top: the mob attacks)."""
    amount: int = field(metadata=bounds(-7, 7))


@vocabulary.op("xp")
@dataclass(frozen=True, slots=True)
class Xp:
    """Gain experience (crossing a level border levels you up)."""
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("home")
@dataclass(frozen=True, slots=True)
class Home:
    """The home status up or down (at 0 the mob is in: the mission is lost)."""
    amount: int = field(metadata=bounds(-5, 5))


@vocabulary.op("mob")
@dataclass(frozen=True, slots=True)
class Mob:
    """Zombie cards from the deck join the mob, one by one; with 5 there, each costs 1 home status instead."""
    amount: int = field(default=1, metadata=bounds(1, 5))


@vocabulary.op("weapon")
@dataclass(frozen=True, slots=True)
class WeaponOp:
    """Take this weapon card from the weapon deck (if it is still there; you carry two at most)."""
    weapon: str = field(metadata=ref("weapons"))


@vocabulary.op("bitten")
@dataclass(frozen=True, slots=True)
class Bitten:
    """You are bitten (a bandage on the bite is used up instead; bitten again: death)."""


@vocabulary.op("death_if_bitten")
@dataclass(frozen=True, slots=True)
class DeathIfBitten:
    """Bitten and the bite not covered by bandages: you die."""


@vocabulary.op("check_bites")
@dataclass(frozen=True, slots=True)
class CheckBites:
    """Flip a rubble card: a bite mark on it means you are bitten."""


@dataclass(frozen=True, slots=True)
class Outcome:
    faces: tuple[int, ...] = field(metadata=bounds(1, 6))
    label: str = field(metadata=max_length(60))
    effects: Ops = Ops()


@vocabulary.op("black_die")
@dataclass(frozen=True, slots=True)
class BlackDie:
    """Roll the black die; the outcome listing the face runs (faces no outcome lists: nothing happens)."""
    outcomes: tuple[Outcome, ...]


@vocabulary.op("fight")
@dataclass(frozen=True, slots=True)
class FightOp:
    """Zombies: a fight with a zombie card from the mob (from the deck when the mob is empty)."""


@vocabulary.op("spend_dice")
@dataclass(frozen=True, slots=True)
class SpendDice:
    """Lose time: white dice go to the holding box (as many as you still have)."""
    amount: int = field(default=1, metadata=bounds(1, 5))


@vocabulary.op("survivor")
@dataclass(frozen=True, slots=True)
class SurvivorOp:
    """You meet a survivor of this kind, who may join (5+ or 1 food; one claimed building each)."""
    survivor: str = field(metadata=ref("survivors"))


@vocabulary.op("side_mission")
@dataclass(frozen=True, slots=True)
class SideMissionOp:
    """Survivors here ask for help: take the next side mission card, its side a or b."""
    side: Literal["a", "b"] = "a"


@vocabulary.op("search")
@dataclass(frozen=True, slots=True)
class SearchOp:
    """Roll on the mission's search track (6+, then 5+, 4+ ... after each miss)."""


@vocabulary.op("loyalty_test")
@dataclass(frozen=True, slots=True)
class LoyaltyTest:
    """Each survivor rolls the black die against their loyalty; higher and they leave."""


@vocabulary.op("skill")
@dataclass(frozen=True, slots=True)
class SkillOp:
    """Learn the next level of a skill (if it has one left)."""
    skill: Skill


# --- records ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardAction:
    """An action printed on a card. Special actions (barricade, craft, climb, escape, navigate,
    ambush) carry a lock: you must have learned them. after_flip: printed transparent, usable once
    the card is flipped."""
    action: CardActionKind
    colour: Colour = "none"
    after_flip: bool = False


@dataclass(frozen=True, slots=True)
class Loot:
    label: str = field(metadata=max_length(40))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class Room:
    """What lies behind one door while clearing a building; cleared = true is the CLEARED! card."""
    label: str = field(metadata=max_length(60))
    effects: Ops = Ops()
    cleared: bool = False


@dataclass(frozen=True, slots=True)
class BuildingCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(32))
    types: tuple[BuildingType, ...]            # what it is by the black die, faces 1..6
    hint: str = field(metadata=max_length(40))  # what you think is inside
    break_in: int = field(metadata=bounds(2, 6))
    actions: tuple[CardAction, ...] = ()       # besides break in (and move, which every card has)
    loot: tuple[Loot, ...] = ()                # the back: choose 1 of 2
    room: Room = None
    roads: tuple[Direction, ...] = ()          # the back's move part: roads out of the zone entered
    threat: int = field(default=1, metadata=bounds(0, 3))
    bullets: int = field(default=0, metadata=bounds(0, 2))    # bullet symbols: shots for a ranged weapon here
    flavor: str = field(default="", metadata=max_length(140))


@dataclass(frozen=True, slots=True)
class DilemmaOption:
    label: str = field(metadata=max_length(60))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class Dilemma:
    text: str = field(metadata=max_length(120))
    options: tuple[DilemmaOption, ...] = ()
    worst: int = field(default=0, metadata=bounds(0, 1))   # the option taken when none can be paid in full


@dataclass(frozen=True, slots=True)
class RubbleCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(32))
    hint: str = field(metadata=max_length(40))          # below "opportunity": a hint of what is there
    strip: bool = True
    actions: tuple[CardAction, ...] = ()                # besides strip, opportunity (and rest)
    opportunity: Ops = Ops()
    opportunity_text: str = field(default="", metadata=max_length(120))
    rest: Ops = Ops()
    rest_text: str = field(default="", metadata=max_length(120))
    dilemma: Dilemma = None
    bite: bool = False                                   # the bite mark "check for bites" looks for
    meets: tuple[str, ...] = field(default=(), metadata=ref("survivors"))   # "who goes there": survivors met
    bullets: int = field(default=0, metadata=bounds(0, 2))
    flavor: str = field(default="", metadata=max_length(140))


@dataclass(frozen=True, slots=True)
class Band:
    """From this threat level up (until the next band), this many zombies."""
    from_level: int = field(metadata=bounds(1, 13))
    count: int = field(metadata=bounds(1, 5))


@dataclass(frozen=True, slots=True)
class ZombieCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    level: int = field(metadata=bounds(1, 5))
    bands: tuple[Band, ...]
    toughness: int = field(metadata=bounds(2, 6))
    damage: int = field(default=1, metadata=bounds(1, 3))
    xp: int = field(default=1, metadata=bounds(1, 4))
    bites: bool = True
    skill: MobSkill = "tough"
    flavor: str = field(default="", metadata=max_length(140))


@dataclass(frozen=True, slots=True)
class WeaponSide:
    """One side of a weapon card. Melee numbers apply in hand-to-hand fights, ranged ones to shots."""
    name: str = field(metadata=max_length(24))
    kind: Literal["melee", "ranged"]
    level: int = field(default=1, metadata=bounds(1, 3))
    text: str = field(default="", metadata=max_length(120))
    discard_die: int = field(default=0, metadata=bounds(0, 2))     # selected dice you must put aside first
    reroll_ones: bool = False                                      # re-roll your 1s, once per roll
    bonus: int = field(default=0, metadata=bounds(0, 2))           # added to each of your dice (up to 6)
    extra_dice: int = field(default=0, metadata=bounds(0, 2))      # free dice beside the red one
    shots: int = field(default=0, metadata=bounds(0, 3))           # ranged: shots besides the bullets found
    hit_bonus: int = field(default=0, metadata=bounds(0, 2))       # ranged: added to each shot
    noise: int = field(default=0, metadata=bounds(0, 2))           # threat after a fight it was used in
    calm: int = field(default=0, metadata=bounds(0, 2))            # willpower after a fight without health lost


@dataclass(frozen=True, slots=True)
class WeaponCard:
    id: str = field(metadata=ident())
    tool: bool = False
    front: WeaponSide = None
    back: WeaponSide = None     # the upgrade, reached with the craft action


@dataclass(frozen=True, slots=True)
class SurvivorKind:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(24))
    colour: Literal["green", "blue", "red", "yellow"]
    loyalty: int = field(metadata=bounds(1, 6))
    ability: Literal["climb_extra", "fight_bonus", "ranged_bonus", "scavenge_extra", "medic", "forager",
                     "lookout", "builder"]
    text: str = field(metadata=max_length(120))


@dataclass(frozen=True, slots=True)
class Goal:
    """A side mission's or mission's goal the rules can check.
    deliver: pay `amount` of `resource` in the zone where it was taken (side missions) or at home;
    kill: win `amount` fights (zombie cards defeated) after it was taken;
    explore: reach a zone at least `amount` zones (steps) from home;
    claim: claim `amount` buildings; survivors: have `amount` survivors; search: succeed on the search track;
    barricade: barricade `amount` buildings; bring: carry `amount` of `resource` home."""
    kind: Literal["deliver", "kill", "explore", "claim", "survivors", "search", "barricade", "bring"]
    amount: int = field(default=1, metadata=bounds(1, 9))
    resource: Literal["antidote", "bandages", "materials", "food", "none"] = "none"
    level: int = field(default=1, metadata=bounds(1, 5))    # kill: zombie cards of this level or higher


@dataclass(frozen=True, slots=True)
class SideMissionSide:
    title: str = field(metadata=max_length(40))
    text: str = field(metadata=max_length(160))
    goal: Goal = None
    reward: Ops = Ops()
    reward_text: str = field(default="", metadata=max_length(80))
    nickname: str = field(default="", metadata=max_length(32))   # the nickname it can earn ("" for none)


@dataclass(frozen=True, slots=True)
class SideMissionCard:
    id: str = field(metadata=ident())
    a: SideMissionSide = None
    b: SideMissionSide = None


@dataclass(frozen=True, slots=True)
class MissionSetup:
    """The tracks a chapter's mission starts with; -1 keeps what the last mission left."""
    xp: int = field(default=-1, metadata=bounds(-1, 6))
    threat: int = field(default=2, metadata=bounds(0, 7))
    willpower: int = field(default=5, metadata=bounds(1, 6))
    health: int = field(default=5, metadata=bounds(1, 6))
    home: int = field(default=-1, metadata=bounds(-1, 5))     # -1: carried over from the last mission
    bandages: int = field(default=1, metadata=bounds(0, 4))
    mob: int = field(default=0, metadata=bounds(0, 5))


@dataclass(frozen=True, slots=True)
class Mission:
    id: str = field(metadata=ident())
    chapter: int = field(metadata=bounds(1, MAX_CHAPTERS))
    code: str = field(metadata=max_length(3))                  # "1A"
    name: str = field(metadata=max_length(40))
    text: str = field(metadata=max_length(400))                # the briefing
    goals: tuple[Goal, ...] = ()                               # the bold goals: all must be met
    goal_text: str = field(default="", metadata=max_length(200))
    points: Literal["none", "food", "materials", "kills", "explore", "survivors", "claims"] = "none"
    points_each: int = field(default=0, metadata=bounds(0, 10))   # mission points per unit of `points`
    bonus: Ops = Ops()                                         # the success bonus for the next mission
    bonus_text: str = field(default="", metadata=max_length(120))
    search: bool = False                                       # the mission uses the search track


@dataclass(frozen=True, slots=True)
class Chapter:
    id: str = field(metadata=ident())
    number: int = field(metadata=bounds(1, MAX_CHAPTERS))
    sector: Literal["N-E", "S-E", "S-W", "N-W"]
    home: str = field(metadata=max_length(3))                  # the home zone, e.g. "A1"
    title: str = field(metadata=max_length(40))
    story: str = field(metadata=max_length(2400))
    setup: MissionSetup = None
    tools_only: bool = False          # the mission 1 rule: pick 2 random tools, keep 1
    who_goes_there: bool = True       # the "who goes there" rubble cards are in the deck


# --- whole-set check ------------------------------------------------------------------------
def check_content(content) -> list[tuple[str, str, str, str]]:
    problems: list[tuple[str, str, str, str]] = []
    buildings = content.table("buildings")
    if len(buildings) < 12:
        problems.append(("buildings", "", "", f"{len(buildings)} building cards; moves and clearing need 12 at least"))
    if not any(card.room is not None and card.room.cleared for card in buildings.values()):
        problems.append(("buildings", "", "room.cleared", "no building card says CLEARED!; clearing could never end"))
    for card in buildings.values():
        if len(card.types) != 6:
            problems.append(("buildings", card.id, "types", "six building types, one per face of the black die"))
        if len(card.loot) != 2:
            problems.append(("buildings", card.id, "loot", "a building's back shows 2 loots to choose from"))
        if card.room is None:
            problems.append(("buildings", card.id, "room", "missing the room behind its door (or cleared = true)"))
        if len(set(card.roads)) != len(card.roads):
            problems.append(("buildings", card.id, "roads", "a direction is listed twice"))
        for action in card.actions:
            if action.action in ("strip", "opportunity"):
                problems.append(("buildings", card.id, "actions", f"{action.action} belongs on rubble cards"))
    rubble = content.table("rubble")
    if len(rubble) < 10:
        problems.append(("rubble", "", "", f"{len(rubble)} rubble cards; rests and bite checks need 10 at least"))
    if sum(1 for card in rubble.values() if not card.meets) < 6:
        problems.append(("rubble", "", "meets", "chapter 1 leaves out the 'who goes there' cards: 6 others at least"))
    for card in rubble.values():
        if card.dilemma is None or len(card.dilemma.options) != 2:
            problems.append(("rubble", card.id, "dilemma", "a rubble card's dilemma has 2 options"))
        for action in card.actions:
            if action.action in ("break_in", "clear"):
                problems.append(("rubble", card.id, "actions", f"{action.action} belongs on building cards"))
    zombies = content.table("zombies")
    if sum(1 for card in zombies.values() if card.level == 1) < 5:
        problems.append(("zombies", "", "level", "the mob needs 5 level-1 zombie cards to start"))
    for card in zombies.values():
        levels = [band.from_level for band in card.bands]
        if not levels or levels[0] != 1 or levels != sorted(set(levels)):
            problems.append(("zombies", card.id, "bands", "bands start at threat level 1 and rise"))
    weapons = content.table("weapons")
    if sum(1 for card in weapons.values() if card.tool) < 2:
        problems.append(("weapons", "", "tool", "mission 1 draws 2 tools: at least 2"))
    if "stick" not in weapons:
        problems.append(("weapons", "", "", "the stick (id \"stick\") is missing"))
    for card in weapons.values():
        if card.front is None or card.back is None:
            problems.append(("weapons", card.id, "front", "a weapon card has a front and a back (its upgrade)"))
    for card in content.table("side_missions").values():
        for side_name in ("a", "b"):
            side = getattr(card, side_name)
            if side is None or side.goal is None:
                problems.append(("side_missions", card.id, side_name, "each side needs a title, text and goal"))
            else:
                _check_goal("side_missions", card.id, f"{side_name}.goal", side.goal, problems)
    missions = content.table("missions")
    chapters = content.table("chapters")
    # the four printed chapters at least; a mod may add more after them, each with a mission to play
    last = max([4, *(chapter.number for chapter in chapters.values()), *(m.chapter for m in missions.values())])
    for number in range(1, last + 1):
        if not any(chapter.number == number for chapter in chapters.values()):
            problems.append(("chapters", "", "number", f"chapter {number} is missing"))
        if not any(mission.chapter == number for mission in missions.values()):
            problems.append(("missions", "", "chapter", f"chapter {number} has no mission"))
    for mission in missions.values():
        for index, goal in enumerate(mission.goals):
            _check_goal("missions", mission.id, f"goals[{index}]", goal, problems)
            if goal.kind == "deliver":
                problems.append(("missions", mission.id, f"goals[{index}].kind",
                                 "deliver is a side mission's goal; a mission brings things home (bring)"))
    numbers = [chapter.number for chapter in chapters.values()]
    for number in sorted({n for n in numbers if numbers.count(n) > 1}):
        problems.append(("chapters", "", "number", f"chapter {number} is there twice"))
    for chapter in chapters.values():
        if chapter.setup is None:
            problems.append(("chapters", chapter.id, "setup", "missing the mission setup"))
        home = chapter.home
        if len(home) < 2 or home[0] not in "ABCDEF" or not home[1:].isdigit() or not 1 <= int(home[1:]) <= 4:
            problems.append(("chapters", chapter.id, "home", f"{home!r} is not a zone A1..F4"))
    for table, rows in (("buildings", buildings), ("rubble", rubble)):
        for row in rows.values():
            for ops in _ops_of(row):
                for op, _depth in walk_ops(ops):
                    if op.op_name == "choose" and not 2 <= len(op.options) <= 4:
                        problems.append((table, row.id, "effects", "a choose needs 2 to 4 options"))
    return problems


def _check_goal(table: str, row_id: str, where: str, goal, problems: list) -> None:
    if goal.kind in ("deliver", "bring") and goal.resource == "none":
        problems.append((table, row_id, f"{where}.resource", f"a {goal.kind} goal names what: antidote, bandages, "
                         "materials or food"))


def _ops_of(row) -> list:
    if isinstance(row, BuildingCard):
        return [loot.effects for loot in row.loot] + ([row.room.effects] if row.room else [])
    return [row.opportunity, row.rest] + ([option.effects for option in row.dilemma.options] if row.dilemma else [])


CONTENT_SPEC = ContentSpec(
    GAME_ID, vocabulary,
    table_specs(survivors=SurvivorKind, weapons=WeaponCard, buildings=BuildingCard, rubble=RubbleCard,
                zombies=ZombieCard, side_missions=SideMissionCard, missions=Mission, chapters=Chapter),
    check=check_content, art_tables=("buildings", "rubble", "zombies"))
