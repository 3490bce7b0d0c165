"""Maximum Apocalypse: Wasted Wilds' content schema: the effect vocabulary and the table records.

Everything a modder may write in data/wasted_wilds/*.toml is declared here as a frozen dataclass;
the core parser (game.core.effects) validates the TOML against these types and their metadata, and
`check_content` adds the whole-set rules (deck sizes, spawn numbers, references).

Who "you" are
-------------
Every op runs for one survivor, "you": the one who played the card, used the gear, revealed or
entered the tile, drew the monster or the exposure card. A monster's ops run for the survivor it is
attached to. `who` says whom an op reaches, always within the range of the card or tile it is on:

    self       you
    survivor   one survivor in range you choose (you among them, unless the range is long)
    survivors  every survivor in range
    monster    one monster card in range you choose (attached to anyone in range)
    monsters   every monster card in range
    target     one target in range you choose: a survivor, a monster or a gear card with health
    targets    every target in range (the Bear's "all targets")

Ranges (the rulebook's "Card Ranges"): short is your tile; mid is your tile and the four tiles
beside it; long is 1-2 tiles away counted along rows and columns, never your own tile. A monster is
on the tile of the survivor it is attached to.

Where the ops run
-----------------
    instant card        play: when played (1 action), then the card is discarded
    gear card           equip: when it enters your play area; action: 1 action (and 1 ammo if it
                        has ammo); discard: discard it from play (free) to run them; end: after your
                        4 actions; struck: when a monster's attack damages you at short range
                        (there `monster` is the one that attacked)
    scavenge card       play, as an instant (Fuel is equipped at once or discarded)
    character innate    action (1 action), or passive; lost while starving
    monster card        drawn: when drawn; activation: each time it activates, before its attack;
                        attack: when its attack damages a survivor; destroyed: when killed (only
                        its survivor); night: when the clock reaches Night
    exposure card       end: after your actions each turn while it lies before you
    night card          now: when drawn at Night; end: after each survivor's actions while it shows
    tile                effects by trigger: reveal, enter, stop, end, action, test (success / fail)
    mission             setup: once when the mission starts, for each survivor

The modder-facing reference is the Wasted Wilds section of docs/modding.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.content import ContentSpec, table_specs
from ...core.effects import Ops, Vocabulary, bounds, ident, max_length, ref, walk_ops

GAME_ID = "wasted_wilds"

SURVIVOR_DECK_SIZE = 50
STARTING_HAND = 4
STORAGE = 4
MAX_TOKENS_PER_TILE = 3
SPAWN_NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)      # never 7: a 7 moves the clock four steps
HOSTILITY = ("allied", "trade", "wary", "angry", "irate", "enraged")
CLOCK_EVENTS = ("exposure", "night", "tribes", "day")
MONSTER_SETS = ("W", "N", "I", "O")

Who = Literal["self", "survivor", "survivors", "monster", "monsters", "target", "targets"]
Range = Literal["short", "mid", "long"]
ScavengeDeck = Literal["red", "green", "blue"]
Status = Literal["any", "exposure", "poison", "insanity"]
Direction = Literal["N", "E", "S", "W", "none"]

vocabulary = Vocabulary(GAME_ID, quantities={
    "instants_in_discard": "instant cards in your survivor discard pile",
    "gear_in_discard": "gear cards in your survivor discard pile",
    "cards_in_hand": "cards in your hand",
    "cards_in_deck": "cards left in your survivor deck",
    "tokens_here": "monster tokens on your tile",
    "monsters_attached": "monster cards attached to you",
    "damage_taken": "damage on your survivor",
    "hunger": "your hunger (6 and up: starving; each step down the hunger track adds 1)",
    "equipped_gear": "gear cards in your play area",
    "survivors_here": "other survivors on your tile",
    "night": "1 from Night until Day on the clock, else 0",
    "outdoors": "1 on an outdoor tile, else 0",
})


# --- ops: damage and healing ----------------------------------------------------------------
@vocabulary.op("damage")
@dataclass(frozen=True, slots=True)
class Damage:
    """Deal damage: `amount`, plus `per` times the count of `count` (e.g. Assassinate: 1 per instant in
    your discard). Damage to a survivor from a card of yours (who = self) is irreducible."""
    who: Who = "monster"
    amount: int = field(default=0, metadata=bounds(0, 30))
    count: str = field(default="", metadata={"quantity": True, "max_length": 32})
    per: int = field(default=1, metadata=bounds(1, 5))
    stun: bool = False          # a monster that survives is stunned too (its counter comes first)


@vocabulary.op("stun")
@dataclass(frozen=True, slots=True)
class Stun:
    """Stun monsters: a stunned monster does not activate; at its activation it is unstunned instead."""
    who: Literal["monster", "monsters"] = "monster"


@vocabulary.op("heal")
@dataclass(frozen=True, slots=True)
class Heal:
    """Restore health (never above the survivor's starting health)."""
    amount: int = field(metadata=bounds(1, 30))
    who: Literal["self", "survivor", "survivors"] = "self"


@vocabulary.op("hunger")
@dataclass(frozen=True, slots=True)
class Hunger:
    """Move hunger: negative feeds (below 6 a starving survivor's card flips back), positive starves."""
    amount: int = field(metadata=bounds(-6, 6))
    who: Literal["self", "survivor", "survivors"] = "self"


@vocabulary.op("armour")
@dataclass(frozen=True, slots=True)
class Armour:
    """Until the start of your next turn, each monster attack on you deals `amount` less."""
    amount: int = field(metadata=bounds(1, 10))


@vocabulary.op("poison")
@dataclass(frozen=True, slots=True)
class Poison:
    """Poison counters: at the end of each of its survivor's turns, a card takes 1 damage per counter."""
    amount: int = field(default=1, metadata=bounds(1, 5))
    who: Who = "monster"


@vocabulary.op("clear_status")
@dataclass(frozen=True, slots=True)
class ClearStatus:
    """Remove status effects (exposure and insanity cards, poison counters) of that kind."""
    kind: Status = "any"
    who: Literal["self", "survivor", "survivors"] = "self"


# --- ops: cards ----------------------------------------------------------------------------------
@vocabulary.op("draw")
@dataclass(frozen=True, slots=True)
class Draw:
    """Draw survivor cards into your hand (an empty deck eliminates you)."""
    amount: int = field(default=1, metadata=bounds(1, 5))


@vocabulary.op("burn")
@dataclass(frozen=True, slots=True)
class Burn:
    """Discard the top cards of your survivor deck into your discard pile."""
    amount: int = field(default=1, metadata=bounds(1, 10))


@vocabulary.op("recover")
@dataclass(frozen=True, slots=True)
class Recover:
    """Shuffle cards from your discard pile back into your survivor deck (at random)."""
    amount: int = field(default=1, metadata=bounds(1, 10))


@vocabulary.op("scavenge")
@dataclass(frozen=True, slots=True)
class ScavengeOp:
    """Draw scavenge cards: from a named deck, from a deck of your tile's icons (tile), or any deck."""
    deck: Literal["red", "green", "blue", "tile", "any"] = "tile"
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("discard_gear")
@dataclass(frozen=True, slots=True)
class DiscardGear:
    """Discard one of your equipped gear cards: the one named (a card's `requires`), else your choice
    (nothing happens if you have none)."""
    gear: str = field(default="", metadata=max_length(48))


@vocabulary.op("reload")
@dataclass(frozen=True, slots=True)
class Reload:
    """Put bullets on one of your gear cards that uses bullets (up to its starting ammo)."""
    amount: int = field(default=2, metadata=bounds(1, 10))


@vocabulary.op("extra_actions")
@dataclass(frozen=True, slots=True)
class ExtraActions:
    """Take more actions this turn."""
    amount: int = field(default=1, metadata=bounds(1, 3))


# --- ops: monsters and the map -----------------------------------------------------------------
@vocabulary.op("discard_monster")
@dataclass(frozen=True, slots=True)
class DiscardMonster:
    """Discard a monster card in range without killing it (a boss only when non_boss is false)."""
    who: Literal["monster", "monsters"] = "monster"
    non_boss: bool = True
    to_token: bool = False      # a monster token takes its place on your tile


@vocabulary.op("draw_monster")
@dataclass(frozen=True, slots=True)
class DrawMonster:
    """Draw monster cards from the monster deck; they attach to you."""
    amount: int = field(default=1, metadata=bounds(1, 3))


@vocabulary.op("tokens")
@dataclass(frozen=True, slots=True)
class Tokens:
    """Place (positive) or remove (negative) monster tokens on your tile (3 at most on a tile); with
    range mid or long, on each revealed tile in that range."""
    amount: int = field(metadata=bounds(-3, 3))
    range: Range = "short"


@vocabulary.op("pull_tokens")
@dataclass(frozen=True, slots=True)
class PullTokens:
    """Every monster token in range moves one tile toward you; one reaching you becomes a monster card."""
    range: Range = "mid"


@vocabulary.op("barricade")
@dataclass(frozen=True, slots=True)
class BarricadeOp:
    """A barricade token on your tile: the next spawn there removes the barricade instead."""


@vocabulary.op("move")
@dataclass(frozen=True, slots=True)
class MoveOp:
    """Move up to `steps` tiles at once for no action (each tile entered is entered as usual)."""
    steps: int = field(default=1, metadata=bounds(1, 3))
    sneak: bool = False         # monster tokens on the tiles passed are not met (no stealth test)


@vocabulary.op("move_van")
@dataclass(frozen=True, slots=True)
class MoveVan:
    """Drive the Van tile, with everyone on it, to another open place beside the map's edge."""


@vocabulary.op("reveal")
@dataclass(frozen=True, slots=True)
class Reveal:
    """Turn a face-down tile in range face up without entering it (its Reveal effect runs)."""
    range: Range = "mid"


@vocabulary.op("exposure")
@dataclass(frozen=True, slots=True)
class ExposureOp:
    """Draw a card from the mission's exposure deck, or from the named status deck (insanity)."""
    deck: str = field(default="", metadata=max_length(48))


@vocabulary.op("hostility")
@dataclass(frozen=True, slots=True)
class HostilityOp:
    """Move a tribe's hostility (positive: toward Enraged). The tribe of the monster card the ops run
    for, or the one named."""
    amount: int = field(metadata=bounds(-5, 5))
    tribe: str = field(default="", metadata=max_length(48))


@vocabulary.op("stealth_test")
@dataclass(frozen=True, slots=True)
class StealthTest:
    """Roll the two spawn dice against your stealth (less 1 per monster token on your tile)."""
    success: Ops = Ops()
    fail: Ops = Ops()


@vocabulary.op("group_pay")
@dataclass(frozen=True, slots=True)
class GroupPay:
    """As a group, discard one card with any of these tags (hand, play area or scavenge cards), or
    `otherwise` runs for every survivor."""
    tags: tuple[str, ...]
    otherwise: Ops = Ops()


@vocabulary.op("end_turn")
@dataclass(frozen=True, slots=True)
class EndTurn:
    """Your actions are over for this turn (a tile's Stop)."""


# --- records --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Modifiers:
    """Passive changes while a card is in play (or shows): storage slots, stealth, damage.
    outdoors: only while its survivor is on an outdoor tile."""
    storage: int = field(default=0, metadata=bounds(-4, 4))
    stealth: int = field(default=0, metadata=bounds(-6, 6))
    armour: int = field(default=0, metadata=bounds(0, 5))             # less damage from each monster attack
    short_bonus: int = field(default=0, metadata=bounds(0, 5))        # your short-range damage deals more
    monster_damage: int = field(default=0, metadata=bounds(-3, 5))    # every monster attack deals more
    actions: int = field(default=0, metadata=bounds(-2, 2))
    outdoors: bool = False


@dataclass(frozen=True, slots=True)
class Starving:
    """The back of a character card: stealth while starving, and the hunger track's damage per step.
    The step after the last is the skull: that survivor starves to death."""
    stealth: int = field(metadata=bounds(0, 12))
    track: tuple[int, ...] = field(default=(2, 2, 3, 3, 4), metadata=bounds(0, 9))


@dataclass(frozen=True, slots=True)
class Innate:
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(160))
    range: Range = "short"
    action: Ops = Ops()          # an action (1 action each time); empty: a passive ability
    passive: Modifiers = None
    start_gear: str = field(default="", metadata=max_length(48))   # a gear card of your deck, equipped at setup
    start_ammo: int = field(default=-1, metadata=bounds(-1, 10))    # -1: the gear's own starting ammo


@dataclass(frozen=True, slots=True)
class Character:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(24))          # "The Driver"
    title: str = field(metadata=max_length(60))         # one line about them
    health: int = field(metadata=bounds(5, 40))
    stealth: int = field(metadata=bounds(0, 12))
    innate: Innate = None
    starving: Starving = None
    text: str = field(default="", metadata=max_length(400))    # the overview


@dataclass(frozen=True, slots=True)
class SurvivorCard:
    """A card of one character's 50-card deck: an instant (played, then discarded) or gear."""
    id: str = field(metadata=ident())
    deck: str = field(metadata=ref("characters"))
    name: str = field(metadata=max_length(28))
    kind: Literal["instant", "gear"]
    text: str = field(metadata=max_length(200))
    count: int = field(default=1, metadata=bounds(1, 12))
    range: Range = "short"
    storage: int = field(default=0, metadata=bounds(0, 4))          # gear
    ammo: int = field(default=0, metadata=bounds(0, 10))            # gear: starting ammo
    ammo_kind: Literal["bullets", "fuel", "none"] = "none"
    health: int = field(default=0, metadata=bounds(0, 30))          # gear with health is a target
    tags: tuple[str, ...] = ()
    requires: str = field(default="", metadata=max_length(48))     # instant: playable only with this gear equipped
    play: Ops = Ops()            # instant
    equip: Ops = Ops()
    action: Ops = Ops()
    discard: Ops = Ops()
    end: Ops = Ops()
    struck: Ops = Ops()          # a monster's attack damaged you at short range: these run against it
    passive: Modifiers = None


@dataclass(frozen=True, slots=True)
class Counter:
    """The monster strikes back at a survivor who damages it from this range and does not kill it."""
    range: Range = "short"


@dataclass(frozen=True, slots=True)
class MonsterCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    set: Literal["W", "N", "I", "O"]
    health: int = field(metadata=bounds(1, 40))
    damage: int = field(metadata=bounds(0, 15))
    count: int = field(default=1, metadata=bounds(1, 8))
    range: Literal["none", "short", "mid", "long"] = "none"     # none: it hits only its own survivor
    tribe: str = field(default="", metadata=max_length(48))
    boss: bool = False
    all_targets: bool = False    # its attack hits every target in range, monsters and gear included
    docile: bool = False         # activates only if damaged this round
    drain_life: bool = False     # heals itself by the damage it deals
    stampede: bool = False       # when damaged: it attacks, then goes to the nearest other survivor
    burn: int = field(default=0, metadata=bounds(0, 5))       # survivor cards burned by each attack
    poison: int = field(default=0, metadata=bounds(0, 3))     # poison counters by each attack that damages
    counter: Counter = None
    drawn: Ops = Ops()
    activation: Ops = Ops()      # each time it activates, before it attacks (the Mammoth's pull)
    attack: Ops = Ops()
    destroyed: Ops = Ops()
    night: Ops = Ops()
    text: str = field(default="", metadata=max_length(200))


@dataclass(frozen=True, slots=True)
class Tribe:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(default="", metadata=max_length(200))


@dataclass(frozen=True, slots=True)
class ScavengeCard:
    """A card of the red (fuel), green (food) or blue (ammo and gear) scavenge deck. Every one is an
    instant for the one who plays it, except Fuel (kind fuel): equipped at once (storage 1) or discarded."""
    id: str = field(metadata=ident())
    deck: ScavengeDeck
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(160))
    kind: Literal["instant", "fuel"] = "instant"
    count: int = field(default=1, metadata=bounds(1, 20))
    tags: tuple[str, ...] = ()   # what a night card or an objective may ask for: "fuel", "food", "blanket"
    play: Ops = Ops()


@dataclass(frozen=True, slots=True)
class StatusDeck:
    """An exposure deck (cold, heat) or another status deck (insanity). With a `back`, the first card a
    survivor holds lies face down as the back; later ones lie face up and stack."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    kind: Literal["exposure", "insanity"] = "exposure"
    back_name: str = field(default="", metadata=max_length(28))
    back_text: str = field(default="", metadata=max_length(120))
    back_end: Ops = Ops()
    back_modifiers: Modifiers = None


@dataclass(frozen=True, slots=True)
class StatusCard:
    id: str = field(metadata=ident())
    deck: str = field(metadata=ref("status_decks"))
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(160))
    count: int = field(default=1, metadata=bounds(1, 8))
    end: Ops = Ops()
    modifiers: Modifiers = None


@dataclass(frozen=True, slots=True)
class DayNightCard:
    """Day side: the red arrow monster tokens move along at Day ("none": they stay). Night side: its
    effect now, and what goes on while it shows."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))                 # the night side's name
    text: str = field(metadata=max_length(200))
    arrow: Direction = "none"
    now: Ops = Ops()
    end: Ops = Ops()
    modifiers: Modifiers = None


@dataclass(frozen=True, slots=True)
class Tile:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    spawn: int = field(default=0, metadata=bounds(0, 12))      # 0 only on the Van/Camp
    indoor: bool = False
    scavenge: tuple[ScavengeDeck, ...] = ()
    free_scavenge: bool = False        # the icons are a Free Scavenge (no action, not the tile's scavenge)
    van: bool = False                  # the Van/Camp tile: the start, and where fuel is stored
    trigger: Literal["none", "reveal", "enter", "stop", "end", "action", "test", "exposure"] = "none"
    text: str = field(default="", metadata=max_length(200))
    effects: Ops = Ops()
    success: Ops = Ops()               # trigger test: after a stealth test passed
    fail: Ops = Ops()


@dataclass(frozen=True, slots=True)
class Objective:
    """What the mission asks; every objective done wins it.
    store: play `amount` scavenge cards tagged `tag` onto the objective on tile `tile` (a free action);
    kill: destroy `amount` monster cards (of `monster` if named, or of tribe `tribe`);
    reveal: every tile of the map face up; reach: every survivor on tile `tile` at once;
    tribe: tribe `tribe` at Allied or Trade; survive: `amount` turns of the clock's full circle."""
    kind: Literal["store", "kill", "reveal", "reach", "tribe", "survive"]
    text: str = field(metadata=max_length(160))
    amount: int = field(default=1, metadata=bounds(1, 30))
    tag: str = field(default="", metadata=max_length(24))
    tile: str = field(default="", metadata=max_length(48))
    monster: str = field(default="", metadata=max_length(48))
    tribe: str = field(default="", metadata=max_length(48))


@dataclass(frozen=True, slots=True)
class TribeStart:
    tribe: str = field(metadata=ref("tribes"))
    hostility: Literal["allied", "trade", "wary", "angry", "irate", "enraged"] = "angry"


@dataclass(frozen=True, slots=True)
class EarlyMonster:
    """A monster the mission wants met soon (the quarry of a kill objective): once the starting monsters
    are dealt, one copy of it is moved to a random place among the monster deck's top `within` cards (a
    copy is added if the mission's sets hold none)."""
    monster: str = field(metadata=ref("monsters"))
    within: int = field(default=8, metadata=bounds(1, 40))


@dataclass(frozen=True, slots=True)
class Layout:
    """A suggested map: where each face-down tile goes ([column, row] pairs, as many as the mission's
    tiles, each beside another), then where the Van goes (beside the edge)."""
    name: str = field(metadata=max_length(28))
    cells: tuple[tuple[int, ...], ...] = ()
    van: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Mission:
    id: str = field(metadata=ident())
    campaign: Literal["frozen", "scorched"]
    number: int = field(metadata=bounds(1, 12))
    name: str = field(metadata=max_length(40))
    intro: str = field(metadata=max_length(1600))           # the mission log's story (Markdown)
    teaches: str = field(default="", metadata=max_length(200))   # what it introduces, for the screen
    tiles: tuple[str, ...] = field(default=(), metadata=ref("tiles"))        # face-down tiles, shuffled
    van: str = field(default="van", metadata=ref("tiles"))
    monster_sets: tuple[Literal["W", "N", "I", "O"], ...] = ("W",)
    start_monsters: bool = True
    clock_start: Literal["exposure", "night", "tribes", "day"] = "exposure"
    exposure: str = field(default="", metadata=max_length(48))      # the status deck at Exposure
    day_night: bool = False
    tribes: tuple[TribeStart, ...] = ()
    objectives: tuple[Objective, ...] = ()
    early_monsters: tuple[EarlyMonster, ...] = ()
    setup: Ops = Ops()
    rules: str = field(default="", metadata=max_length(600))        # special rules, in words
    layouts: tuple[Layout, ...] = ()


@dataclass(frozen=True, slots=True)
class Clock:
    """The clock dial: its steps in order, each an event or "" (a quiet step)."""
    id: str = field(metadata=ident())
    steps: tuple[Literal["exposure", "night", "tribes", "day", ""], ...]


def monster_cards(content, plan) -> list[str]:
    """The mission's monster deck, unshuffled: every card of its sets, and its early monsters from
    other sets (one copy each)."""
    cards = [card_id for card_id, record in sorted(content.tables["monsters"].items())
             if record.set in plan.monster_sets for _ in range(record.count)]
    return cards + [early.monster for early in plan.early_monsters if early.monster not in cards]


# --- whole-set check ------------------------------------------------------------------------------
def check_content(content) -> list[tuple[str, str, str, str]]:
    problems: list[tuple[str, str, str, str]] = []
    characters = content.table("characters")
    cards = content.table("survivor_cards")
    monsters = content.table("monsters")
    tribes = content.table("tribes")
    tiles = content.table("tiles")
    status_decks = content.table("status_decks")
    for character in characters.values():
        size = sum(card.count for card in cards.values() if card.deck == character.id)
        if size != SURVIVOR_DECK_SIZE:
            problems.append(("survivor_cards", "", "count",
                             f"{character.name}'s deck has {size} cards; a survivor deck has {SURVIVOR_DECK_SIZE}"))
        if character.innate is None or character.starving is None:
            problems.append(("characters", character.id, "innate", "a character needs innate and starving"))
        elif character.innate.start_gear:
            gear = cards.get(character.innate.start_gear)
            if gear is None or gear.kind != "gear":
                problems.append(("characters", character.id, "innate.start_gear",
                                 f"{character.innate.start_gear!r} is not a gear card"))
    for card in cards.values():
        if card.kind == "instant" and (card.equip or card.action or card.discard or card.end or card.passive
                                       or card.storage):
            problems.append(("survivor_cards", card.id, "kind", "an instant has only play ops (no gear parts)"))
        if card.kind == "gear" and card.play:
            problems.append(("survivor_cards", card.id, "play", "gear has equip/action/discard/end, not play"))
        if card.requires and (card.requires not in cards or cards[card.requires].kind != "gear"):
            problems.append(("survivor_cards", card.id, "requires", f"{card.requires!r} is not a gear card"))
        if card.ammo and card.ammo_kind == "none":
            problems.append(("survivor_cards", card.id, "ammo_kind", "starting ammo needs bullets or fuel"))
    for monster in monsters.values():
        if monster.tribe and monster.tribe not in tribes:
            problems.append(("monsters", monster.id, "tribe", f"{monster.tribe!r} is not a tribe"))
    for tile in tiles.values():
        if not tile.van and tile.spawn not in SPAWN_NUMBERS:
            problems.append(("tiles", tile.id, "spawn", "a tile's spawn number is 2-12 but never 7"))
        if tile.trigger == "test" and not (tile.success or tile.fail):
            problems.append(("tiles", tile.id, "success", "a test tile says what success or failure does"))
    for status in content.table("status_cards").values():
        if status.deck not in status_decks:
            problems.append(("status_cards", status.id, "deck", f"{status.deck!r} is not a status deck"))
    for mission in content.table("missions").values():
        if mission.exposure and mission.exposure not in status_decks:
            problems.append(("missions", mission.id, "exposure", f"{mission.exposure!r} is not a status deck"))
        if not mission.objectives:
            problems.append(("missions", mission.id, "objectives", "a mission needs an objective"))
        if mission.van in tiles and not tiles[mission.van].van:
            problems.append(("missions", mission.id, "van", f"{mission.van!r} is not a Van/Camp tile"))
        for tile_id in mission.tiles:
            if tile_id in tiles and tiles[tile_id].van:
                problems.append(("missions", mission.id, "tiles", "the Van/Camp is placed apart, not shuffled in"))
        for k, objective in enumerate(mission.objectives):
            where = f"objectives[{k}]"
            if objective.kind in ("store", "reach") and objective.tile not in tiles:
                problems.append(("missions", mission.id, f"{where}.tile", f"{objective.tile!r} is not a tile"))
            if objective.kind == "tribe" and objective.tribe not in tribes:
                problems.append(("missions", mission.id, f"{where}.tribe", f"{objective.tribe!r} is not a tribe"))
            if objective.monster and objective.monster not in monsters:
                problems.append(("missions", mission.id, f"{where}.monster", f"{objective.monster!r} is not a monster"))
        for k, layout in enumerate(mission.layouts):
            problems.extend(_layout_problems(mission, k, layout))
        if not any(monster.set in mission.monster_sets for monster in monsters.values()):
            problems.append(("missions", mission.id, "monster_sets", "no monster card belongs to these sets"))
    clocks = content.table("clock")
    if "clock" not in clocks:
        problems.append(("clock", "", "id", "the clock dial (id \"clock\") is missing"))
    else:
        for event in CLOCK_EVENTS:
            if event not in clocks["clock"].steps:
                problems.append(("clock", "clock", "steps", f"the dial has no {event} step"))
    names = {"discard_gear": ("gear", cards), "exposure": ("deck", status_decks), "hostility": ("tribe", tribes)}
    for table in ("characters", "survivor_cards", "monsters", "scavenge", "status_decks", "status_cards", "day_night",
                  "tiles", "missions"):
        for row in content.table(table).values():
            for ops in _ops_of(row):
                for op, _depth in walk_ops(ops):
                    if op.op_name == "choose" and not 2 <= len(op.options) <= 4:
                        problems.append((table, row.id, "effects", "a choose needs 2 to 4 options"))
                    if op.op_name in names:
                        field_name, known = names[op.op_name]
                        value = getattr(op, field_name)
                        if value and value not in known:
                            problems.append((table, row.id, op.op_name,
                                             f"{field_name} {value!r} names nothing this game has"))
    for character in characters.values():
        gear = character.innate.start_gear if character.innate else ""
        if gear and gear in cards and cards[gear].deck != character.id:
            problems.append(("characters", character.id, "innate.start_gear", f"{gear!r} is not in this survivor's deck"))
    for mission in content.table("missions").values():
        for k, objective in enumerate(mission.objectives):
            if objective.kind in ("store", "reach") and objective.tile not in (*mission.tiles, mission.van):
                problems.append(("missions", mission.id, f"objectives[{k}].tile",
                                 f"{objective.tile!r} is not on this mission's map"))
    return problems


def _layout_problems(mission, k: int, layout) -> list[tuple[str, str, str, str]]:
    where = f"layouts[{k}]"
    cells = [tuple(cell) for cell in layout.cells]
    out = []
    if any(len(cell) != 2 for cell in cells) or len(layout.van) != 2:
        return [("missions", mission.id, where, "each cell and the van is a [column, row] pair")]
    if len(cells) != len(mission.tiles) or len(set(cells)) != len(cells):
        out.append(("missions", mission.id, f"{where}.cells",
                    f"{len(set(cells))} distinct cells for {len(mission.tiles)} tiles"))
    if len(cells) > 1 and any(not any(abs(a - c) + abs(b - d) == 1 for c, d in cells) for a, b in cells):
        out.append(("missions", mission.id, f"{where}.cells", "every tile must be beside another"))
    van = tuple(layout.van)
    if van in cells or not any(abs(van[0] - c) + abs(van[1] - d) == 1 for c, d in cells):
        out.append(("missions", mission.id, f"{where}.van", "the van goes on an open place beside a tile"))
    return out


def _ops_of(row) -> list:
    names = ("play", "equip", "action", "discard", "end", "struck", "drawn", "activation", "attack", "destroyed",
             "night", "now", "effects", "success", "fail", "setup", "back_end")
    found = [getattr(row, name) for name in names if getattr(row, name, None)]
    innate = getattr(row, "innate", None)
    if innate is not None and innate.action:
        found.append(innate.action)
    return found


CONTENT_SPEC = ContentSpec(
    GAME_ID, vocabulary,
    table_specs(clock=Clock, characters=Character, survivor_cards=SurvivorCard, tribes=Tribe, monsters=MonsterCard,
                scavenge=ScavengeCard, status_decks=StatusDeck, status_cards=StatusCard, day_night=DayNightCard,
                tiles=Tile, missions=Mission),
    check=check_content, art_tables=("characters", "survivor_cards", "monsters", "scavenge", "tiles"))
