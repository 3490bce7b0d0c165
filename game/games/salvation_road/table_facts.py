"""What the Salvation Road table reads from one seat's view, made safe: every count clamped, every
list a list, the characters, seats and face-up locations indexed by id.

Pure (no pygame): the board draws from these facts and ``tooltips`` words them, so a picture and
its tooltip can never read the view two different ways. A view is never trusted to be whole:
a missing or odd part reads as empty or as the printed default.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ...core.jsondata import int_or
from .piece_names import RESOURCE_NAMES, RESOURCES


def as_dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list:
    return list(value) if isinstance(value, (list, tuple)) else []


def track_label(modifier: Any) -> str:
    """How a threat track space prints its modifier: "+2", "0", "-1"."""
    modifier = int_or(modifier)
    return f"+{modifier}" if modifier > 0 else str(modifier)


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 wound", "2 wounds"; an upper-case word takes an upper-case S."""
    if many is None:
        many = word + ("S" if word.isupper() else "s")
    return f"{n} {word if n == 1 else many}"


def resource_list(counts: dict) -> str:
    """"2 Food, 1 Fuel" (in the printed order), or "nothing"."""
    parts = [f"{int_or(counts.get(r))} {RESOURCE_NAMES[r]}" for r in RESOURCES if int_or(counts.get(r)) > 0]
    return ", ".join(parts) if parts else "nothing"


def die_fields(die: Any) -> tuple[str, int]:
    """A die of a roll as (colour, wounds 0-3): a dict, a (colour, wounds) pair or a bare number."""
    if isinstance(die, dict):
        color = "red" if str(die.get("color")) == "red" else "blue"
        return color, max(0, min(3, int_or(die.get("wounds"), int_or(die.get("face")))))
    if isinstance(die, (list, tuple)) and len(die) == 2:
        return ("red" if str(die[0]) == "red" else "blue"), max(0, min(3, int_or(die[1])))
    return "blue", max(0, min(3, int_or(die)))


def health_of(ch: dict) -> int:
    """How many health circles a character card has."""
    return len(as_list(ch.get("slots"))) or max(1, int_or(ch.get("health"), 5))


class Roadmap(NamedTuple):
    roads: list          # the scouted road cards, left to right
    target: int          # how many the group needs (players + 1)
    slots: int           # what the strip shows: the target, or more if more were scouted
    deck: int            # cards left in the road deck
    deck_top: list       # what the top card of the deck needs (resource kinds)
    toll: int            # search cards to pay at Salvation's gate


class Compound(NamedTuple):
    bikes: int           # on the fence
    buggies: int
    pool_bikes: int      # still in the marauder pool
    pool_buggies: int
    capacity: int        # sockets on the fence
    here: list           # character ids at home


class Apocalypse(NamedTuple):
    deck: int
    discard: list        # card dicts, oldest first
    current: dict | None  # the card being resolved
    top_type: Any        # the type on top of the discard


class Roll(NamedTuple):
    current: bool        # a threat roll being resolved (else the last roll, or none)
    dice: list
    where: Any           # a location id, or None
    wounds: int
    stage: str
    selected: set        # dice picked for the ammo reroll
    kind: Any            # what the last roll was for ("fight", "rest", ...)
    left: int            # wounds still to place

    @property
    def prefix(self) -> str:
        """The element ids of its dice: ``die:<k>`` for a threat roll, ``lastdie:<k>`` for the last roll."""
        return "die" if self.current else "lastdie"


@dataclass
class TableFacts:
    """One view, indexed: ``seats`` by seat number, ``chars`` by character id, ``locs`` (face-up
    locations only) by location id. Build it with ``TableFacts.read(view)``."""

    view: dict
    seats: dict = field(default_factory=dict)
    chars: dict = field(default_factory=dict)
    locs: dict = field(default_factory=dict)

    @classmethod
    def read(cls, view: Any, **more: Any):
        facts = cls(view=as_dict(view), **more)
        for i, seat in enumerate(s for s in as_list(facts.view.get("seats")) if isinstance(s, dict)):
            facts.seats[int_or(seat.get("seat"), i)] = seat
        for ch in as_list(facts.view.get("characters")):
            if isinstance(ch, dict) and ch.get("id") is not None:
                facts.chars[str(ch["id"])] = ch
        for loc in as_list(facts.view.get("locations")):
            if isinstance(loc, dict) and loc.get("id") and loc.get("face_up", True):
                facts.locs[str(loc["id"])] = loc
        return facts

    # --- names ------------------------------------------------------------
    def char_name(self, cid: Any) -> str:
        ch = self.chars.get(str(cid))
        return str(ch.get("name") or cid) if ch else str(cid)

    def loc_name(self, where: Any) -> str:
        if where in (None, ""):
            return "nowhere"
        if where == "compound":
            return "the compound"
        loc = self.locs.get(str(where))
        return str(loc.get("name") or where) if loc else str(where)

    def seat_of(self, ch: dict) -> dict | None:
        return self.seats.get(int_or(ch.get("seat"), -99))

    def first_seat(self) -> dict | None:
        """The first player's seat (a player index: solo players share seat 0)."""
        fp = self.view.get("first_player")
        if fp is None:
            return None
        for player in as_list(self.view.get("players")):
            if isinstance(player, dict) and int_or(player.get("player"), -1) == int_or(fp, -2):
                return self.seats.get(int_or(player.get("seat"), -99))
        return self.seats.get(int_or(fp, -99))

    def is_active(self, cid: Any) -> bool:
        active = self.view.get("active_character")
        return active is not None and str(active) == str(cid)

    # --- the parts of the table ----------------------------------------------
    def characters_at(self, loc: dict) -> list[str]:
        """Who stands at a face-up location (by where the characters are, else the location's list)."""
        lid = str(loc.get("id"))
        here = [cid for cid, ch in self.chars.items()
                if ch.get("location") not in (None, "compound") and not ch.get("defeated")
                and str(ch.get("location")) == lid]
        return here or [str(c) for c in as_list(loc.get("characters"))]

    def compound(self) -> Compound:
        comp = as_dict(self.view.get("compound"))
        fence, pool = as_dict(comp.get("fence")), as_dict(comp.get("pool"))
        bikes, buggies = max(0, int_or(fence.get("bikes"))), max(0, int_or(fence.get("buggies")))
        pool_bikes, pool_buggies = max(0, int_or(pool.get("bikes"))), max(0, int_or(pool.get("buggies")))
        capacity = max(1, int_or(comp.get("capacity"), bikes + buggies + pool_bikes + pool_buggies) or 1)
        here = [str(c) for c in as_list(comp.get("characters"))]
        if not here:
            here = [cid for cid, ch in self.chars.items()
                    if ch.get("location") == "compound" and not ch.get("defeated")]
        return Compound(bikes, buggies, pool_bikes, pool_buggies, capacity, here)

    def roadmap(self) -> Roadmap:
        roads = [r for r in as_list(self.view.get("roadmap")) if isinstance(r, dict)]
        target = max(1, int_or(self.view.get("road_target"), len(roads) or 3))
        return Roadmap(roads, target, max(target, len(roads)), max(0, int_or(self.view.get("road_deck"))),
                       [str(r) for r in as_list(self.view.get("road_deck_top"))],
                       max(0, int_or(as_dict(self.view.get("toll")).get("count"), 1)))

    def truck(self) -> dict:
        return as_dict(self.view.get("truck"))

    def apocalypse(self) -> Apocalypse:
        apoc = as_dict(self.view.get("apocalypse"))
        discard = [d for d in as_list(apoc.get("discard")) if isinstance(d, dict)]
        top_type = apoc.get("top_type") or (discard[-1].get("type") if discard else None)
        return Apocalypse(max(0, int_or(apoc.get("deck"))), discard, as_dict(apoc.get("current")) or None, top_type)

    def search(self) -> tuple[int, int]:
        """The search deck: (cards in the deck, cards discarded)."""
        search = as_dict(self.view.get("search"))
        return max(0, int_or(search.get("deck"))), max(0, int_or(search.get("discard")))

    def roll(self) -> Roll:
        """The threat roll being resolved, else the last roll of any kind (its dice may be none)."""
        roll = as_dict(self.view.get("threat_roll"))
        if roll:
            dice = list(as_list(roll.get("dice")))
            wounds = int_or(roll.get("wounds"), sum(die_fields(d)[1] for d in dice))
            return Roll(True, dice, roll.get("location"), wounds, str(roll.get("stage") or ""),
                        {int_or(k, -1) for k in as_list(roll.get("selected"))}, None, int_or(roll.get("left"), wounds))
        last = self.view.get("last_roll")
        if isinstance(last, dict):
            dice = as_list(last.get("dice"))
            wounds = int_or(last.get("wounds"), sum(die_fields(d)[1] for d in dice))
            return Roll(False, dice, last.get("location"), wounds, "", set(), last.get("kind"), wounds)
        dice = as_list(last)
        wounds = sum(die_fields(d)[1] for d in dice)
        return Roll(False, dice, None, wounds, "", set(), None, wounds)

    def dice_legend(self) -> list[tuple[str, int, list[int]]]:
        """The dice in the box: (colour, how many, the wounds on its six sides) for blue and red."""
        faces = as_dict(self.view.get("dice"))
        counts = {"blue": max(0, int_or(faces.get("blue_count"), 4)), "red": max(0, int_or(faces.get("red_count"), 2))}
        rows = []
        for color in ("blue", "red"):
            sides = [max(0, min(3, int_or(f))) for f in as_list(faces.get(color))]
            printed = [0, 0, 0, 1, 1, 2] if color == "blue" else [0, 1, 1, 2, 2, 3]
            rows.append((color, counts[color], sides or printed))
        return rows

    def pools(self) -> list[tuple[str, int | None]]:
        """The supply pools: (resource, count or None when unknown) and last ("wound", unrevealed left)."""
        pool, wounds = as_dict(self.view.get("pool")), as_dict(self.view.get("wound_pool"))
        items = [(r, max(0, int_or(pool.get(r))) if pool.get(r) is not None else None) for r in RESOURCES]
        items.append(("wound", max(0, int_or(wounds.get("unrevealed"))) if wounds else None))
        return items

    def talk_groups(self) -> list[list[int]]:
        """The limited-communication groups of seat numbers, biggest first."""
        groups = [[int_or(s, -1) for s in as_list(g)] for g in as_list(self.view.get("talk_groups"))]
        return sorted((g for g in groups if g), key=lambda g: (-len(g), g))

    def seat_names(self, group: list[int]) -> list[str]:
        return [str((self.seats.get(s) or {}).get("name", "?")) for s in group]

    def outcome(self) -> dict | None:
        """The outcome once the game is over (None while it runs)."""
        outcome = as_dict(self.view.get("outcome"))
        return outcome if self.view.get("phase") == "over" or outcome else None


def won(outcome: dict) -> bool:
    return bool(outcome.get("won")) if "won" in outcome else bool(as_list(outcome.get("winners")))


def outcome_summary(outcome: dict) -> str:
    return str(outcome.get("summary") or outcome.get("reason") or
               ("The group paid every road and the toll." if won(outcome) else "The group did not make it."))


__all__ = ["TableFacts", "Roadmap", "Compound", "Apocalypse", "Roll", "as_dict", "as_list", "int_or", "plural",
           "resource_list", "die_fields", "health_of", "won", "outcome_summary"]
