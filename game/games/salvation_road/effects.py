"""Salvation Road's content schema: the effect vocabulary and the table records.

Everything a modder may write in data/salvation_road/*.toml is declared here as
a frozen dataclass; the core parser (game.core.effects) validates the TOML
against these types and their metadata (bounds, refs, ids), and
`check_content` adds the whole-set rules (counts, which ops fit which trigger).
The rules module (rules.py) runs the parsed ops with its own interpreter.

Who an op acts on
-----------------
Every op list runs for one character, "the actor":
    character abilities   the character who has the ability
    location abilities    the character using the location
    apocalypse cards      each affected character in turn (death: everyone
                          outside the compound; war: everyone at the compound;
                          famine and pestilence: everyone not protected)
    wound types           the character on whom the wound was revealed
"Here" is the actor's location: a location card, or the compound.

The modder-facing reference is the Salvation Road section of docs/modding.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.content import Content, ContentSpec, dice_problems, table_specs
from ...core.effects import Ops, Vocabulary, bounds, ident, max_length, walk_ops

GAME_ID = "salvation_road"
# what the shared `if` op may count, for the acting character (counted in rules/ops.py)
QUANTITIES = {
    "food": "the Food the actor carries", "ammo": "the Ammo the actor carries", "med": "the Meds the actor carries",
    "fuel": "the Fuel the actor carries", "resources": "every resource the actor carries",
    "wounds": "the wounds on the actor's card", "characters_here": "the characters at the actor's location",
    "marauders": "the marauders on the fence",
}
vocabulary = Vocabulary(GAME_ID, QUANTITIES)

RESOURCES = ("food", "ammo", "med", "fuel")
ACTIONS = ("move", "gather", "search", "heal", "transfer", "recover", "fight", "shoot", "rest",
           "food", "drive")
APOCALYPSE_TYPES = ("death", "war", "famine", "pestilence")

Resource = Literal["food", "ammo", "med", "fuel"]
AnyResource = Literal["food", "ammo", "med", "fuel", "any"]
ActionKind = Literal["move", "gather", "search", "heal", "transfer", "recover", "fight", "shoot", "rest",
                     "food", "drive"]
Trigger = Literal["action", "free", "passive", "on_threat_roll", "after_action", "end_activation", "refresh"]


# --- ops: things that happen ------------------------------------------------------------
@vocabulary.op("gain")
@dataclass(frozen=True, slots=True)
class Gain:
    """Take resources from the pool onto the actor's card ("any": the player picks, one at a time)."""
    resource: AnyResource
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("add_supply")
@dataclass(frozen=True, slots=True)
class AddSupply:
    """Put resources from the pool into here's location supply (on the truck at the compound).

    "any": the player picks one type for the whole amount. survival_bonus is
    added to the amount in the Survival version (5-8 players, all survivors).
    """
    resource: AnyResource
    amount: int = field(default=1, metadata=bounds(1, 6))
    survival_bonus: int = field(default=0, metadata=bounds(0, 3))


@vocabulary.op("discard")
@dataclass(frozen=True, slots=True)
class Discard:
    """The actor discards resources to the pool. In a choose option it is a price:
    the option is offered only when the actor holds them all."""
    resource: AnyResource
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("drop")
@dataclass(frozen=True, slots=True)
class Drop:
    """The actor drops resources of the player's choice (to here's supply, or the truck)."""
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("heal")
@dataclass(frozen=True, slots=True)
class Heal:
    """Remove up to `unrevealed` unrevealed wounds, or instead up to `revealed` revealed ones.
    target "here": the player picks a wounded character at the actor's location."""
    unrevealed: int = field(default=0, metadata=bounds(0, 6))
    revealed: int = field(default=0, metadata=bounds(0, 3))
    target: Literal["self", "here"] = "self"


@vocabulary.op("wound")
@dataclass(frozen=True, slots=True)
class Wound:
    """The actor takes unrevealed wound tokens."""
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("reveal")
@dataclass(frozen=True, slots=True)
class Reveal:
    """The actor flips unrevealed wounds face up (as many as there are, up to amount);
    then resolves the effects of the ones just revealed, of all its revealed wounds, or none."""
    amount: int = field(default=1, metadata=bounds(1, 6))
    resolve: Literal["revealed", "all", "none"] = "revealed"


@vocabulary.op("delay")
@dataclass(frozen=True, slots=True)
class Delay:
    """The actor is delayed (its next action must be recover); already delayed: a wound instead."""


@vocabulary.op("threat_up")
@dataclass(frozen=True, slots=True)
class ThreatUp:
    """Raise the threat of the actor's location; at the compound add marauders instead
    (at_compound = "marauder") or do nothing (at_compound = "nothing")."""
    amount: int = field(default=1, metadata=bounds(1, 3))
    at_compound: Literal["marauder", "nothing"] = "marauder"


@vocabulary.op("threat_down")
@dataclass(frozen=True, slots=True)
class ThreatDown:
    """Lower the threat of the actor's location (never below the first space; an overrun
    location stays overrun)."""
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("marauders_add")
@dataclass(frozen=True, slots=True)
class MaraudersAdd:
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("marauders_remove")
@dataclass(frozen=True, slots=True)
class MaraudersRemove:
    """Take marauders off the fence, buggies first."""
    amount: int = field(default=1, metadata=bounds(1, 6))


@vocabulary.op("scout")
@dataclass(frozen=True, slots=True)
class Scout:
    """Draw road cards from the bottom of the road deck onto the roadmap (up to players + 1)."""
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("explore")
@dataclass(frozen=True, slots=True)
class Explore:
    """Flip unexplored road cards on the roadmap (the player picks which)."""
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("free_search")
@dataclass(frozen=True, slots=True)
class FreeSearch:
    """Draw a search card and add its resources here without raising the threat
    (as on a first visit; an overrun location adds one chosen resource). Nothing at the compound."""


@vocabulary.op("extra_action")
@dataclass(frozen=True, slots=True)
class ExtraAction:
    """The actor gains actions this round."""
    amount: int = field(default=1, metadata=bounds(1, 2))


@vocabulary.op("command")
@dataclass(frozen=True, slots=True)
class Command:
    """Another character at the actor's location (the player picks) takes one action now."""


@vocabulary.op("move")
@dataclass(frozen=True, slots=True)
class Move:
    """The actor moves to a location of the player's choice (a move: the three-character limit
    applies, a face-down location is turned up)."""


@vocabulary.op("drive")
@dataclass(frozen=True, slots=True)
class Drive:
    """The actor drives (not a move) to a location of the player's choice, taking one
    character from its location along when companion is true. No Fuel is paid."""
    companion: bool = True


@vocabulary.op("rest")
@dataclass(frozen=True, slots=True)
class Rest:
    """Roll red threat dice; the actor removes that many unrevealed wounds."""
    dice: int = field(default=1, metadata=bounds(1, 2))


@vocabulary.op("peek_apocalypse")
@dataclass(frozen=True, slots=True)
class PeekApocalypse:
    """Everyone sees the top cards of the apocalypse deck; with may_bottom the player may
    put one of them on the bottom."""
    count: int = field(default=2, metadata=bounds(1, 4))
    may_bottom: bool = False


@vocabulary.op("reroll_threat")
@dataclass(frozen=True, slots=True)
class RerollThreat:
    """During a threat roll at the actor's location: reroll the dice showing a wound,
    every die, or the dice the player picks."""
    which: Literal["wounded", "all", "choose"] = "wounded"


@vocabulary.op("discard_wound")
@dataclass(frozen=True, slots=True)
class DiscardWound:
    """Wound types only: this revealed wound is discarded."""


@vocabulary.op("if_lacking")
@dataclass(frozen=True, slots=True)
class IfLacking:
    """Run the nested ops only when the actor carries fewer than `amount` of the resource."""
    resource: Resource
    amount: int = field(default=1, metadata=bounds(1, 6))
    effects: Ops = Ops()


# choose (with its ChooseOption) is one of the core's shared ops: game.core.effects.Choose


# --- ops: standing rules (trigger = "passive" only) -----------------------------------------
@vocabulary.op("cannot")
@dataclass(frozen=True, slots=True)
class Cannot:
    """The character may never take this kind of action (or use this extra)."""
    action: ActionKind


@vocabulary.op("extra_threat_dice")
@dataclass(frozen=True, slots=True)
class ExtraThreatDice:
    """Threat rolls where the character stands roll this many more dice."""
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("carry_limit")
@dataclass(frozen=True, slots=True)
class CarryLimit:
    """The character never holds more than `amount` of the resource ("any": in total)."""
    resource: AnyResource
    amount: int = field(default=1, metadata=bounds(0, 6))


@vocabulary.op("fight_dice")
@dataclass(frozen=True, slots=True)
class FightDice:
    """The fight action rolls this many red dice for the character (normally 1 for a hero,
    2 for a survivor)."""
    amount: int = field(default=1, metadata=bounds(0, 3))


PASSIVE_OPS = frozenset({"cannot", "extra_threat_dice", "carry_limit", "fight_dice"})
# ops that need a character acting in the action phase
ACTING_OPS = frozenset({"command", "move", "drive", "extra_action"})
# threat-roll and wound-type only
THREAT_OPS = frozenset({"reroll_threat"})
WOUND_OPS = frozenset({"discard_wound"})


# --- table records ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Resources:
    food: int = field(default=0, metadata=bounds(0, 9))
    ammo: int = field(default=0, metadata=bounds(0, 9))
    med: int = field(default=0, metadata=bounds(0, 9))
    fuel: int = field(default=0, metadata=bounds(0, 9))

    def amounts(self) -> tuple[int, int, int, int]:
        return (self.food, self.ammo, self.med, self.fuel)


@dataclass(frozen=True, slots=True)
class Ability:
    name: str = field(metadata=max_length(32))
    text: str = field(metadata=max_length(220))
    trigger: Trigger = "action"
    # after_action: which action sets it off
    action: Literal["", "move", "gather", "search", "heal", "transfer", "recover", "fight", "shoot", "rest",
                    "food", "drive"] = ""
    # where the character must stand to use it (characters only; a location's ability is used on it)
    where: Literal["anywhere", "compound", "location"] = "anywhere"
    once_per_round: bool = True
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class CharacterCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    kind: Literal["hero", "survivor"]
    health: int = field(metadata=bounds(4, 7))
    ability: Ability
    flavor: str = field(default="", metadata=max_length(160))


@dataclass(frozen=True, slots=True)
class LocationCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    # threat track modifiers, left to right; the last space is the skull (overrun)
    track: tuple[int, ...] = field(metadata=bounds(-3, 6))
    ability: Ability
    recon: bool = False
    flavor: str = field(default="", metadata=max_length(160))


@dataclass(frozen=True, slots=True)
class MarauderChart:
    p2: int = field(default=0, metadata=bounds(0, 9))
    p3: int = field(default=0, metadata=bounds(0, 9))
    p4: int = field(default=0, metadata=bounds(0, 9))

    def for_players(self, players: int) -> int:
        return (self.p2, self.p3, self.p4)[min(4, max(2, players)) - 2]


@dataclass(frozen=True, slots=True)
class ApocalypseCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    type: Literal["death", "war", "famine", "pestilence"]
    marauders: MarauderChart
    text: str = field(default="", metadata=max_length(220))
    flavor: str = field(default="", metadata=max_length(160))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class TollOption:
    resource: Resource
    amount: int = field(default=1, metadata=bounds(1, 3))


@dataclass(frozen=True, slots=True)
class SearchCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    resources: Resources
    toll_left: TollOption
    toll_right: TollOption


@dataclass(frozen=True, slots=True)
class RoadCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    needs: tuple[Resource, ...]
    cost: Resources
    text: str = field(default="", metadata=max_length(160))


@dataclass(frozen=True, slots=True)
class WoundType:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    count: int = field(metadata=bounds(0, 36))
    text: str = field(default="", metadata=max_length(160))
    effects: Ops = Ops()


@dataclass(frozen=True, slots=True)
class ResourceSpec:
    id: Resource
    name: str = field(metadata=max_length(16))
    count: int = field(default=15, metadata=bounds(1, 40))


@dataclass(frozen=True, slots=True)
class DieSpec:
    id: Literal["blue", "red"]
    name: str = field(metadata=max_length(28))
    count: int = field(metadata=bounds(0, 6))
    faces: tuple[int, ...] = field(default=(), metadata=bounds(0, 6))


@dataclass(frozen=True, slots=True)
class MarauderSpec:
    id: Literal["bike", "buggy"]
    name: str = field(metadata=max_length(28))
    count: int = field(metadata=bounds(0, 20))


@dataclass(frozen=True, slots=True)
class SetupSpec:
    """One row per setup player count (solo and 5-8 players use 2, 3 or 4)."""
    id: Literal["p2", "p3", "p4"]
    bikes: int = field(metadata=bounds(0, 20))
    buggies: int = field(metadata=bounds(0, 20))
    tolls: int = field(metadata=bounds(0, 6))
    start_truck: Resources = field(default_factory=Resources)


# --- whole-set check ------------------------------------------------------------------------
def _check_ability(table: str, row_id: str, ability: Ability, is_location: bool, problems: list) -> None:
    if ability is None:
        problems.append((table, row_id, "ability", "missing the ability table"))
        return
    trig = ability.trigger
    if is_location and trig not in ("action", "free", "end_activation"):
        problems.append((table, row_id, "ability.trigger",
                         f"a location's ability is used by a character there: trigger must be action, free or "
                         f"end_activation, not {trig!r}"))
    if trig == "after_action" and not ability.action:
        problems.append((table, row_id, "ability.action", "after_action needs the action that sets it off"))
    if trig != "after_action" and ability.action:
        problems.append((table, row_id, "ability.action", "action is only for trigger = \"after_action\""))
    if not ability.effects:
        problems.append((table, row_id, "ability.effects", "an ability needs at least one op"))
    for op, depth in walk_ops(ability.effects):
        name = op.op_name
        if trig == "passive":
            if name not in PASSIVE_OPS:
                problems.append((table, row_id, "ability.effects",
                                 f"op {name!r} happens, it does not stand: a passive ability holds only "
                                 f"{', '.join(sorted(PASSIVE_OPS))}"))
            elif depth:
                problems.append((table, row_id, "ability.effects",
                                 f"passive op {name!r} cannot sit inside a choose or an if_lacking"))
            continue
        if name in PASSIVE_OPS:
            problems.append((table, row_id, "ability.effects",
                             f"op {name!r} is a standing rule: it needs trigger = \"passive\""))
        if name in THREAT_OPS and trig != "on_threat_roll":
            problems.append((table, row_id, "ability.effects", f"op {name!r} needs trigger = \"on_threat_roll\""))
        if name in WOUND_OPS:
            problems.append((table, row_id, "ability.effects", f"op {name!r} is only for wound types"))
        if name in ACTING_OPS and trig not in ("action", "free", "end_activation"):
            problems.append((table, row_id, "ability.effects",
                             f"op {name!r} needs a character acting: trigger action, free or end_activation"))
        _check_choose(table, row_id, "ability.effects", op, problems)


def _check_choose(table, row_id, where, op, problems) -> None:
    if op.op_name == "choose" and not 2 <= len(op.options) <= 4:
        problems.append((table, row_id, where, f"a choose needs 2 to 4 options, not {len(op.options)}"))


def check_content(content: Content) -> list[tuple[str, str, str, str]]:
    """The rules' needs of a whole content set; every problem is reported."""
    problems: list[tuple[str, str, str, str]] = []
    chars = content.table("characters")
    heroes = sum(1 for c in chars.values() if c.kind == "hero")
    survivors = len(chars) - heroes
    if heroes < 8 or survivors < 8:
        problems.append(("characters", "", "kind",
                         f"{heroes} heroes and {survivors} survivors; the 7-8 player games need 8 heroes "
                         f"(Heroic) or 8 survivors (Survival)"))
    for c in chars.values():
        _check_ability("characters", c.id, c.ability, False, problems)
        if c.ability is not None and c.ability.where != "anywhere" and c.ability.trigger == "passive":
            problems.append(("characters", c.id, "ability.where", "a passive ability applies everywhere"))

    locs = content.table("locations")
    recon = sum(1 for loc in locs.values() if loc.recon)
    if recon < 1 or len(locs) - recon < 4:
        problems.append(("locations", "", "recon",
                         f"{len(locs) - recon} ordinary and {recon} recon locations; a 4-player setup needs "
                         f"4 ordinary and 1 recon location"))
    for loc in locs.values():
        if len(loc.track) < 2:
            problems.append(("locations", loc.id, "track", "a threat track needs at least 2 spaces (the last is the skull)"))
        _check_ability("locations", loc.id, loc.ability, True, problems)
        if loc.ability is not None and loc.ability.where != "anywhere":
            problems.append(("locations", loc.id, "ability.where", "a location's ability is used on it; leave where out"))

    apoc = content.table("apocalypse")
    if len(apoc) < 6:
        problems.append(("apocalypse", "", "", f"{len(apoc)} apocalypse cards; setup sets 5 aside, so at least 6"))
    for card in apoc.values():
        for op, _depth in walk_ops(card.effects):
            name = op.op_name
            if name in PASSIVE_OPS or name in ACTING_OPS or name in THREAT_OPS or name in WOUND_OPS:
                problems.append(("apocalypse", card.id, "effects",
                                 f"op {name!r} does not fit an apocalypse card (it needs a character acting, "
                                 f"a threat roll or a wound)"))
            _check_choose("apocalypse", card.id, "effects", op, problems)

    if not content.table("search"):
        problems.append(("search", "", "", "at least one search card is needed"))
    for card in content.table("search").values():
        if sum(card.resources.amounts()) == 0:
            problems.append(("search", card.id, "resources", "a search card should find something"))

    roads = content.table("roads")
    if len(roads) < 5:
        problems.append(("roads", "", "", f"{len(roads)} road cards; a 4-player trip needs 5"))
    for road in roads.values():
        cost = dict(zip(RESOURCES, road.cost.amounts()))
        if not road.needs:
            problems.append(("roads", road.id, "needs", "a road needs at least one resource type"))
        if "fuel" not in road.needs or cost["fuel"] == 0:
            problems.append(("roads", road.id, "needs", "every road needs Fuel"))
        for res in RESOURCES:
            if (res in road.needs) != (cost[res] > 0):
                problems.append(("roads", road.id, "cost",
                                 f"{res} is {'listed' if res in road.needs else 'not listed'} in needs but costs "
                                 f"{cost[res]}; the unexplored side must show exactly the types the cost asks"))
        if len(set(road.needs)) != len(road.needs):
            problems.append(("roads", road.id, "needs", "a type is listed twice"))

    wounds = content.table("wounds")
    if sum(w.count for w in wounds.values()) < 1:
        problems.append(("wounds", "", "count", "there must be at least one wound token"))
    for w in wounds.values():
        for op, _depth in walk_ops(w.effects):
            name = op.op_name
            if name in PASSIVE_OPS or name in ACTING_OPS or name in THREAT_OPS:
                problems.append(("wounds", w.id, "effects", f"op {name!r} does not fit a wound"))
            _check_choose("wounds", w.id, "effects", op, problems)

    dice = content.table("dice")
    problems.extend(dice_problems(dice, ("blue", "red"), "threat die"))
    if "red" in dice and dice["red"].count < 1:
        problems.append(("dice", "red", "count", "fight and rest roll a red die: at least 1"))
    if "red" in dice and "blue" in dice and dice["red"].count + dice["blue"].count < 2:
        problems.append(("dice", "", "count", "at least 2 threat dice (a survivor fights with 2)"))

    for res in RESOURCES:
        if res not in content.table("resources"):
            problems.append(("resources", "", "", f"the {res!r} resource row is missing"))

    tokens = content.table("marauders")
    for kind in ("bike", "buggy"):
        if kind not in tokens:
            problems.append(("marauders", "", "", f"the {kind!r} marauder row is missing"))
    setups = content.table("setups")
    for sid in ("p2", "p3", "p4"):
        s = setups.get(sid)
        if s is None:
            problems.append(("setups", "", "", f"the {sid!r} setup row is missing"))
            continue
        if s.bikes + s.buggies < 1:
            problems.append(("setups", sid, "bikes", "at least one marauder token must be in play"))
        if "bike" in tokens and s.bikes > tokens["bike"].count:
            problems.append(("setups", sid, "bikes", f"{s.bikes} bikes but only {tokens['bike'].count} tokens"))
        if "buggy" in tokens and s.buggies > tokens["buggy"].count:
            problems.append(("setups", sid, "buggies", f"{s.buggies} buggies but only {tokens['buggy'].count} tokens"))
    return problems


CONTENT_SPEC = ContentSpec(
    GAME_ID, vocabulary,
    table_specs(resources=ResourceSpec, dice=DieSpec, marauders=MarauderSpec, setups=SetupSpec, wounds=WoundType,
                characters=CharacterCard, locations=LocationCard, apocalypse=ApocalypseCard, search=SearchCard,
                roads=RoadCard),
    check=check_content, art_tables=("characters", "locations"))
