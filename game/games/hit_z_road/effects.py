"""Hit Z Road's content schema: the card-effect vocabulary and the table records.

Everything a modder may write in data/hit_z_road/*.toml is declared here as a
frozen dataclass; the core parser (game.core.effects) validates the TOML
against these types and the metadata (bounds, refs, ids). The rules module
walks the parsed ops with its own interpreter (game.games.hit_z_road.rules).

The schema contract for humans is docs/modding.md (Hit Z Road reference).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.content import Content, ContentSpec, dice_problems, table_specs
from ...core.effects import Ops, Vocabulary, bounds, ident, max_length, ref, walk_ops

GAME_ID = "hit_z_road"
# what the shared `if` op may count, for the seat whose card it is (counted in rules/ops.py)
QUANTITIES = {
    "ammo": "the seat's Ammo", "gas": "the seat's Gas", "adrenaline": "the seat's Adrenaline",
    "resources": "the seat's Ammo, Gas and Adrenaline together", "survivors": "the seat's survivors (not the lead)",
    "tokens": "the special tokens the seat holds", "cards_won": "the cards the seat has won",
}
vocabulary = Vocabulary(GAME_ID, QUANTITIES)

RESOURCES = ("ammo", "gas", "adrenaline")
FACES = ("casualty", "blank", "opportunity", "kill", "bonus", "horrible")
TOKENS = ("school_bus", "molotov", "first_aid", "shotgun")

Resource = Literal["ammo", "gas", "adrenaline", "any"]
Face = Literal["casualty", "blank", "opportunity", "kill", "bonus", "horrible"]

# Rounds of play each level's cards feed: the deck is stacked level 1 on top
# of level 2 on top of level 3 and each round draws a fixed number of cards,
# so with the base counts every round draws cards of exactly one level.
LEVEL_ROUNDS = {1: 2, 2: 3, 3: 3}
SET_ASIDE_PER_LEVEL = 4
CARDS_PER_ROUND_FULL = 8      # 4 players
CARDS_PER_ROUND_SMALL = 6     # 1-3 players


# --- ops: events (black text) ---------------------------------------------
@vocabulary.op("gain")
@dataclass(frozen=True, slots=True)
class Gain:
    resource: Resource
    amount: int = field(metadata=bounds(1, 10))


@vocabulary.op("lose")
@dataclass(frozen=True, slots=True)
class Lose:
    resource: Resource
    amount: int = field(metadata=bounds(1, 10))


@vocabulary.op("pay")
@dataclass(frozen=True, slots=True)
class Pay:
    resource: Resource
    amount: int = field(metadata=bounds(1, 10))


@vocabulary.op("gain_survivor")
@dataclass(frozen=True, slots=True)
class GainSurvivor:
    amount: int = field(metadata=bounds(1, 3))


@vocabulary.op("lose_survivor")
@dataclass(frozen=True, slots=True)
class LoseSurvivor:
    amount: int = field(metadata=bounds(1, 3))


@dataclass(frozen=True, slots=True)
class RollOutcome:
    faces: tuple[str, ...]
    effects: Ops = Ops()


@vocabulary.op("roll")
@dataclass(frozen=True, slots=True)
class Roll:
    outcomes: tuple[RollOutcome, ...]


@vocabulary.op("roll_count")
@dataclass(frozen=True, slots=True)
class RollCount:
    dice: int = field(metadata=bounds(1, 6))
    face: str = field(default="kill", metadata=max_length(16))
    effects: Ops = Ops()


# choose (with its ChooseOption) is one of the core's shared ops: game.core.effects.Choose


@vocabulary.op("gain_token")
@dataclass(frozen=True, slots=True)
class GainToken:
    token: str = field(metadata=ref("tokens"))


@vocabulary.op("executor")
@dataclass(frozen=True, slots=True)
class Executor:
    pass


# --- ops: fight rules (red text) -------------------------------------------
@vocabulary.op("no_ranged")
@dataclass(frozen=True, slots=True)
class NoRanged:
    pass


@vocabulary.op("no_flee")
@dataclass(frozen=True, slots=True)
class NoFlee:
    pass


@vocabulary.op("extra_zombies")
@dataclass(frozen=True, slots=True)
class ExtraZombies:
    amount: int = field(metadata=bounds(1, 4))


@vocabulary.op("set_horde")
@dataclass(frozen=True, slots=True)
class SetHorde:
    strength: int = field(metadata=bounds(0, 3))


@vocabulary.op("ranged_dice_per_ammo")
@dataclass(frozen=True, slots=True)
class RangedDicePerAmmo:
    dice: int = field(metadata=bounds(1, 4))


@vocabulary.op("flee_cost")
@dataclass(frozen=True, slots=True)
class FleeCost:
    gas: int = field(metadata=bounds(0, 6))


FIGHT_RULE_OPS = frozenset({"no_ranged", "no_flee", "extra_zombies", "set_horde",
                            "ranged_dice_per_ammo", "flee_cost"})
EVENT_OPS = frozenset(vocabulary.ops) - FIGHT_RULE_OPS


# --- card pictures -------------------------------------------------------------
# The drawn elements a card's `art` field may name (drawn by card_art/elements/, which checks
# it draws exactly these; docs/modding.md lists them). The first named is the main subject.
ART_ELEMENTS = (
    # the older roadside landmarks
    "billboard", "motel_sign", "gas_pump", "water_tower", "mesa", "cactus", "bridge", "palm_trees",
    "city_skyline", "wrecked_car", "windmill", "radio_tower",
    # buildings and roadside things
    "church", "diner", "gas_station", "school_bus", "barn", "fence", "cave", "drive_in", "pharmacy",
    "teepee", "trading_post", "big_rig", "ferris_wheel", "roadblock", "patrol_car", "oil_derrick",
    "whale", "cattle", "buried_cars", "steak_sign", "grain_elevator", "neon_motel", "trailer", "snake",
    "fuel_tanks", "garage", "adobe", "lab_dome", "checkpoint", "saloon", "pawn_shop", "stumps",
    "overlook", "revival_tent", "freight_train", "rail_yard", "street_sign", "mine_headframe",
    "bottle_tree", "car_pileup", "helicopter", "houses", "parade_float", "film_studio", "star_sidewalk",
    "mansion", "interchange", "concrete_channel", "prison", "mural", "capitol", "road_sign",
    "truss_bridge", "oasis", "tram",
    # on the horizon
    "gateway_arch", "arch_bridge", "observatory", "hillside_letters", "pier", "canyon", "volcano", "mountains",
    "crater", "fire",
    # sky and weather
    "night", "storm", "tornado", "heat", "dust", "flood",
)
ArtElement = Literal[ART_ELEMENTS]


# --- table records ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Scavenge:
    ammo: int = field(default=0, metadata=bounds(0, 10))
    gas: int = field(default=0, metadata=bounds(0, 10))
    adrenaline: int = field(default=0, metadata=bounds(0, 10))


@dataclass(frozen=True, slots=True)
class AdventureCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    level: int = field(metadata=bounds(1, 3))
    points: int = field(default=0, metadata=bounds(0, 6))
    zombies: int = field(default=0, metadata=bounds(0, 8))
    horde: int = field(default=0, metadata=bounds(0, 3))
    poker: Literal["", "J", "Q", "K", "A"] = ""
    scavenge: Scavenge = field(default_factory=Scavenge)
    kind: Literal["none", "event", "fight"] = "none"
    text: str = field(default="", metadata=max_length(140))
    effects: Ops = Ops()
    art: tuple[ArtElement, ...] = ()


@dataclass(frozen=True, slots=True)
class EpilogueCard:
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(40))
    resource: Literal["ammo", "gas", "adrenaline", "survivors"]
    points: int = field(default=3, metadata=bounds(0, 10))
    text: str = field(default="", metadata=max_length(140))


@dataclass(frozen=True, slots=True)
class DieSpec:
    id: Literal["black", "horde"]
    name: str = field(metadata=max_length(28))
    faces: tuple[Face, ...] = ()


@dataclass(frozen=True, slots=True)
class TokenSpec:
    id: Literal["school_bus", "molotov", "first_aid", "shotgun"]
    name: str = field(metadata=max_length(28))
    count: int = field(default=1, metadata=bounds(0, 9))
    text: str = field(default="", metadata=max_length(200))


# --- whole-set check ----------------------------------------------------------
def check_content(content: Content) -> list[tuple[str, str, str, str]]:
    """The rules' needs of a whole content set; every problem is reported."""
    problems: list[tuple[str, str, str, str]] = []
    cards = content.table("cards")
    dice = content.table("dice")
    black = dice.get("black")
    problems.extend(dice_problems(dice, ("black", "horde")))
    black_faces = set(black.faces) if black is not None else set(FACES)
    face_list = ", ".join(black.faces if black is not None else FACES)

    # Deck building: per level, set 4 aside, then every round that level serves
    # draws 8 cards (4 players) or 6 cards (1-3 players, after the poker cards leave).
    for level, rounds in LEVEL_ROUNDS.items():
        at_level = [card for card in cards.values() if card.level == level]
        plain = [card for card in at_level if not card.poker]
        need_full = rounds * CARDS_PER_ROUND_FULL + SET_ASIDE_PER_LEVEL
        need_small = rounds * CARDS_PER_ROUND_SMALL + SET_ASIDE_PER_LEVEL
        if len(at_level) < need_full:
            problems.append(("cards", "", "level",
                             f"level {level} has {len(at_level)} cards; a 4-player game sets "
                             f"{SET_ASIDE_PER_LEVEL} aside and draws {rounds} rounds x {CARDS_PER_ROUND_FULL} "
                             f"from it, so it needs at least {need_full}"))
        if len(plain) < need_small:
            problems.append(("cards", "", "poker",
                             f"level {level} has {len(plain)} cards without a poker symbol; a 1-3 player "
                             f"game sets {SET_ASIDE_PER_LEVEL} aside and draws {rounds} rounds x "
                             f"{CARDS_PER_ROUND_SMALL} from them, so it needs at least {need_small}"))

    for card in cards.values():
        ops = list(walk_ops(card.effects))
        if card.kind == "none" and card.effects:
            problems.append(("cards", card.id, "effects",
                             'kind = "none" cards have no effects; use kind "event" or "fight"'))
        for op, _depth in ops:
            name = op.op_name
            if card.kind == "event" and name in FIGHT_RULE_OPS:
                problems.append(("cards", card.id, "effects",
                                 f'op {name!r} is a fight rule; it needs kind = "fight" (red text)'))
            if name == "roll":
                if not op.outcomes:
                    problems.append(("cards", card.id, "effects", "a roll needs at least one outcome"))
                for outcome in op.outcomes:
                    for face in outcome.faces:
                        if face not in black_faces:
                            problems.append(("cards", card.id, "effects",
                                             f"face {face!r} is not on the black die ({face_list})"))
            elif name == "roll_count" and op.face not in black_faces:
                problems.append(("cards", card.id, "effects",
                                 f"face {op.face!r} is not on the black die ({face_list})"))
            elif name == "choose" and not 2 <= len(op.options) <= 4:
                problems.append(("cards", card.id, "effects",
                                 f"a choose needs 2 to 4 options, not {len(op.options)}"))
        if card.kind == "fight" and card.zombies == 0 and not any(op.op_name == "extra_zombies" for op, _ in ops):
            problems.append(("cards", card.id, "kind",
                             'fight rules on a card with no zombies never apply; use kind "event" or add zombies'))
    return problems


# tokens and dice first: card rows refer to token ids, checked against the tables loaded before them
CONTENT_SPEC = ContentSpec(GAME_ID, vocabulary, table_specs(tokens=TokenSpec, dice=DieSpec, cards=AdventureCard,
                                                            epilogue=EpilogueCard),
                           check=check_content, art_tables=("cards",))
