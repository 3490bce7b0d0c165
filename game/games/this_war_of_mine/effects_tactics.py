"""This War of Mine's schema for Tactics (L1509-1634): the double-sided Tactics Map, the Tactics cards (the
Rooms and Corridors deck, the Hiding Space and Open Space deck, the 2 Action cards, the 2 Special cards, the
Noise card and the Alarm card) and the ops those cards are written in. effects.py takes them into the game's
tables; import them from there, as from the rest of the schema."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...core.effects import Ops, bounds, ident, max_length
from .effects_base import vocabulary

TACTICS_COLOURS = ("blue", "green", "red")          # blue: Rooms and Corridors; green: Hiding Space; red: Open
SPECIAL_PASSAGES = ("ladder", "rubble")
SPECIAL_SPACES = ("dark", "narrow")
TACTICS_ACTIONS = ("move", "sneak", "run", "hide", "assault", "sneak_up")
TACTICS_TOKENS = 9                                   # in the box (L1517)
SOLDIER_MINIS = 4                                    # the marks an Enemy can have on the map at once (L1517)


# --- ops: what the Tactics cards do ----------------------------------------------------------------------------------
@vocabulary.op("mark_enemy")
@dataclass(frozen=True, slots=True)
class MarkEnemy:
    """Tactics: an Enemy is heard `distance` spaces from the group that acted; the Leader puts a Soldier there
    (L1590-1596). Only while an Enemy token waits on the Combat chart and a Soldier is free; anywhere else,
    nothing happens."""
    distance: int = field(default=2, metadata=bounds(1, 3))


@vocabulary.op("hide_test")
@dataclass(frozen=True, slots=True)
class HideTest:
    """Tactics: `enemies` Enemies come onto the acting group's space. A Hide test: the black die, at most the
    action's Hide + the space's blue number + `modifier` (less the Alarm's penalty), the group's lowest
    Prowess in re-rolls. Passed, one Enemy is marked 2 spaces away; failed, the fight begins there (L1598-1606)."""
    modifier: int = field(default=0, metadata=bounds(-3, 3))
    enemies: int = field(default=1, metadata=bounds(1, 2))


@vocabulary.op("noise_test")
@dataclass(frozen=True, slots=True)
class NoiseTest:
    """Tactics: a Noise test: the black die, at most the action's Noise + the space's red number + `modifier`
    means an Enemy heard: the Noise card is read (L1608-1614)."""
    modifier: int = field(default=0, metadata=bounds(-3, 3))


@vocabulary.op("alarm")
@dataclass(frozen=True, slots=True)
class AlarmOp:
    """Tactics: the Alarm card is read (it is read whenever a firearm is used and the black die shows 1-5,
    L1618-1620). Anywhere else, nothing happens."""


@vocabulary.op("tactics_token")
@dataclass(frozen=True, slots=True)
class TacticsTokenOp:
    """Tactics: the group takes `amount` Tactics tokens from the box's nine, as far as they go."""
    amount: int = field(default=1, metadata=bounds(1, 2))


# --- the map -------------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TacticsSpace:
    """A space of the Tactics Map. `x`, `y` place it on the drawn section of the building (columns from the
    left, floors from the top). `colour` names the deck read on finishing a move here; `hide` (blue) and `noise` (red) are its
    numbers for the tests; a Hiding Space holds at most `dots` Characters; `starts` are the black-die results
    that put a Character here at the start; `tokens` Tactics tokens lie here; an `exit` leads off the map."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    x: int = field(metadata=bounds(0, 12))
    y: int = field(metadata=bounds(0, 8))
    colour: Literal[TACTICS_COLOURS]
    hide: int = field(default=0, metadata=bounds(0, 6))
    noise: int = field(default=0, metadata=bounds(0, 6))
    dots: int = field(default=0, metadata=bounds(0, 4))
    starts: tuple[int, ...] = field(default=(), metadata=bounds(1, 10))
    tokens: int = field(default=0, metadata=bounds(0, 2))
    exit: bool = False
    special: Literal[("", *SPECIAL_SPACES)] = ""
    text: str = field(default="", metadata=max_length(200))


@dataclass(frozen=True, slots=True)
class TacticsPassage:
    """A way between two spaces; `kind` a special passage (the Special Passages card)."""
    a: str = field(metadata=max_length(32))
    b: str = field(metadata=max_length(32))
    kind: Literal[("", *SPECIAL_PASSAGES)] = ""


@dataclass(frozen=True, slots=True)
class TacticsMap:
    """One side of the Tactics Map (L1537): A for a Medium or Large Location, B for a Small one. The Enemies
    search for `turns` turns (ours: the rulebook gives the mode no end but the Enemies' defeat or the group's
    leaving; after that, those still on the map scavenge on)."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    text: str = field(metadata=max_length(300))
    sizes: tuple[Literal["small", "medium", "large"], ...]
    turns: int = field(default=12, metadata=bounds(4, 30))
    spaces: tuple[TacticsSpace, ...] = ()
    passages: tuple[TacticsPassage, ...] = ()


# --- the cards -----------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TacticsAction:
    """An action on the back of an Action card: the group (or a Character) moves up to `range` spaces along the
    passages, and its tests that turn add `hide` and `noise`."""
    id: Literal[TACTICS_ACTIONS]
    name: str = field(metadata=max_length(20))
    range: int = field(default=1, metadata=bounds(0, 4))
    hide: int = field(default=0, metadata=bounds(-2, 6))
    noise: int = field(default=0, metadata=bounds(-2, 6))
    text: str = field(default="", metadata=max_length(300))


@dataclass(frozen=True, slots=True)
class TacticsSpecial:
    """A special passage or space, as the Special cards explain it (its rule is the game's; the words ours)."""
    id: Literal[(*SPECIAL_PASSAGES, *SPECIAL_SPACES)]
    name: str = field(metadata=max_length(24))
    text: str = field(metadata=max_length(300))


@dataclass(frozen=True, slots=True)
class TacticsCard:
    """A Tactics card (L1513-1517). A `rooms` card (the Rooms and Corridors deck, read on a blue space) runs
    `effects`; a `hiding_open` card (one deck, L1565) runs `hiding` on a green space and `open` on a red one; the
    `noise` card runs `effects` whenever a Noise test is failed; the `alarm` card runs `effects` each time it
    is read, and from the first time every Hide test is `hide_penalty` harder; the two `actions` and two
    `special` cards carry the actions and the special passages and spaces. Effects run with the acting
    group's first Character at the centre ("here" is the Findings Pile)."""
    id: str = field(metadata=ident())
    name: str = field(metadata=max_length(28))
    kind: Literal["rooms", "hiding_open", "noise", "alarm", "actions", "special"]
    text: str = field(default="", metadata=max_length(400))
    effects: Ops = Ops()
    hiding_text: str = field(default="", metadata=max_length(300))
    hiding: Ops = Ops()
    open_text: str = field(default="", metadata=max_length(300))
    open: Ops = Ops()
    actions: tuple[TacticsAction, ...] = ()
    specials: tuple[TacticsSpecial, ...] = ()
    hide_penalty: int = field(default=0, metadata=bounds(0, 3))
