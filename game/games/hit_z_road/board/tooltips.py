"""The Hit Z Road table's tooltips: the hover text of every element id, as pure text.

``tooltip(view, target, ...)`` is a pure function of the view (plus the content, for the
cards' and tokens' own words) and an element id; it never imports pygame, so what the
table says can be tested without a display. The board draws through the same ``Tips``
methods, handing them the objects it is drawing, so both give the same words.

Some ids carry several hitboxes that say different things; ``part`` picks one:

========================  =========================================================
``path:<i>``              the lane; ``part="key"`` its key tile, ``part="slot:<k>"``
                          a face-down card in it
``initiative:<s>``        the turn order in the top bar; ``part="tile"`` the
                          initiative tile on the seat's panel
everything else           one text (``part`` is ignored)
========================  =========================================================

The ids: ``round``, ``initiative:<s>``, ``deck``, ``path:<i>``, ``card:<id>``, ``bid:<n>``,
``seat:<s>``, ``seat:<s>:bot``, ``resource:<r>`` (the asked seat's) and ``seat:<s>:<r>``,
``token:<id>`` and ``seat:<s>:token:<id>``, ``seat:<s>:executor``, ``pile:<s>``,
``eventdie:<k>``, ``die:<k>``, ``horde``, ``zombies``, ``epilogue:<id>``.
"""
from __future__ import annotations

from typing import Any

from .records import (RESOURCES, CardBook, auction_occupants, card_infos, epilogue_entries, epilogue_unscored,
                      int_or as _int, seats_by_number, token_kind)

RESOURCE_NAMES = {"ammo": "Ammo", "gas": "Gas", "adrenaline": "Adrenaline", "survivors": "Survivors"}
RESOURCE_HELP = {
    "ammo": "Each Ammo spent on a fight's ranged roll rolls dice (2 unless the card says otherwise).",
    "gas": "Flee a fight before melee by spending Gas (2 unless the card says otherwise).",
    "adrenaline": "Spend 1 to save a bitten survivor, or to kill one more zombie on an opportunity "
                  "or bonus kill.",
}
RESOURCE_TAIL = "Any resource pays for bids and key tiles."

FACE_HELP = {
    "casualty": "Casualty: spend 1 Adrenaline or lose a survivor.",
    "blank": "Blank: you dodged; nothing happens.",
    "opportunity": "Opportunity kill: spend 1 Adrenaline to kill 1 zombie.",
    "kill": "Kill: 1 zombie dies.",
    "bonus": "Bonus kill: 1 zombie dies; spend 1 Adrenaline to kill 1 more.",
    "horrible": "Horrible death (horde die only): a survivor dies.",
}
RANGED_HELP = "In a ranged roll only kills and bonus kills count (1 zombie each)."

TOKEN_NAMES = {"school_bus": "School Bus", "molotov": "Molotov Cocktail", "first_aid": "First Aid Kit",
               "shotgun": "Shotgun"}
TOKEN_HELP = {
    "school_bus": "Your group rides a school bus. With the Executor card as well, every horde fights you "
                  "as ordinary zombies (black dice only).",
    "molotov": "Discard on your turn, before or during a fight: every zombie of that card dies at once "
               "and you take the card.",
    "first_aid": "Discard as a Casualty or Horrible Death die is resolved to cancel that die.",
    "shotgun": "Discard before your ranged roll: it rolls 4 extra dice for free.",
}
EXECUTOR_HELP = ("Executor card (kept face up): with the School Bus token as well, hordes fight as "
                 "ordinary zombies.")
SOLO_PATHS = {0: "solo: take any 2 resources from the reserve, then flip both cards",
              1: "solo: resolve it as usual"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


class Tips:
    """The tooltips of one view. ``book`` looks cards and records up in the content; ``asked``
    is the seat whose resources and tokens are answers (the prompt's seat, else the viewer)."""

    def __init__(self, view: dict, book: CardBook, asked: int | None = None) -> None:
        self.view = view if isinstance(view, dict) else {}
        self.book = book
        self.asked = asked
        self.seats = seats_by_number(self.view)
        self.infos = card_infos(self.view)

    # --- any element id ---------------------------------------------------
    def text(self, target: str, part: str = "") -> str:
        """The tooltip of element ``target`` ("" for an id the view doesn't hold)."""
        kind, _, rest = str(target).partition(":")
        handler = getattr(self, f"_id_{kind}", None)
        return handler(rest, part) if handler is not None else ""

    def _id_round(self, _rest: str, _part: str) -> str:
        return self.round()

    def _id_deck(self, _rest: str, _part: str) -> str:
        return self.deck()

    def _id_initiative(self, rest: str, part: str) -> str:
        seat_no = _int(rest, -99)
        initiative = list(self.view.get("initiative") or [])
        if part == "tile":
            order = {_int(s, -1): i for i, s in enumerate(initiative)}
            seat = self.seats.get(seat_no)
            return self.initiative_tile(seat, order[seat_no]) if seat and seat_no in order else ""
        order = [o for o in (_int(o, -1) for o in initiative) if o in self.seats]
        if self.view.get("solo"):
            return ""               # no turn order in a solo game
        return self.initiative(self.seats[seat_no], order.index(seat_no) + 1) if seat_no in order else ""

    def _id_path(self, rest: str, part: str) -> str:
        path = next((p for p in (self.view.get("paths") or [])
                     if isinstance(p, dict) and _int(p.get("index"), 0) == _int(rest, -1)), None)
        if path is None:
            return ""
        if part == "key":
            return self.key_tile(_int(path.get("key_cost"), 0))
        if part.startswith("slot:"):
            cards = [c for c in (path.get("cards") or []) if isinstance(c, dict)]
            k = _int(part[5:], -1)
            return self.face_down(_int(cards[k].get("level"), 0) or None) if 0 <= k < len(cards) else ""
        return self.lane(path)

    def _id_card(self, rest: str, _part: str) -> str:
        return self.card(rest)

    def _id_bid(self, rest: str, _part: str) -> str:
        b = _int(rest, -1)
        return self.bid(b, auction_occupants(self.view, self.seats).get(b, [])) if b >= 0 else ""

    def _id_resource(self, rest: str, _part: str) -> str:
        seat = self.seats.get(_int(self.asked, -99)) if self.asked is not None else None
        return self.resource(seat, rest) if seat is not None and rest in RESOURCES else ""

    def _id_token(self, rest: str, _part: str) -> str:
        return self.token(rest)

    def _id_seat(self, rest: str, _part: str) -> str:
        number, _, what = rest.partition(":")
        seat = self.seats.get(_int(number, -99))
        if seat is None:
            return ""
        if not what:
            return self.seat(seat)
        if what == "bot":
            return self.bot(seat)
        if what == "executor":
            return EXECUTOR_HELP
        if what.startswith("token:"):
            return self.token(what[6:])
        return self.resource(seat, what) if what in RESOURCES else ""

    def _id_pile(self, rest: str, _part: str) -> str:
        seat = self.seats.get(_int(rest, -99))
        return self.pile(seat) if seat is not None else ""

    def _id_eventdie(self, rest: str, _part: str) -> str:
        roll = self.view.get("last_event_roll")
        k = _int(rest, -1)
        return self.event_die(str(roll[k])) if isinstance(roll, list) and 0 <= k < len(roll) else ""

    def _fight(self) -> dict:
        fight = self.view.get("fight")
        return fight if isinstance(fight, dict) else {}

    def _id_die(self, rest: str, _part: str) -> str:
        roll = [d for d in (self._fight().get("last_roll") or []) if isinstance(d, dict)]
        k = _int(rest, -1)
        return self.fight_die(self._fight(), roll[k]) if 0 <= k < len(roll) else ""

    def _id_horde(self, _rest: str, _part: str) -> str:
        return self.horde(self._fight()) if self._fight() else ""

    def _id_zombies(self, _rest: str, _part: str) -> str:
        return self.zombies(self._fight()) if self._fight() else ""

    def _id_epilogue(self, rest: str, _part: str) -> str:
        entry = next((e for e in epilogue_entries(self.view) if str(e.get("id")) == rest), None)
        return self.epilogue(entry, epilogue_unscored(self.view, self.seats)) if entry is not None else ""

    # --- the top bar and the deck -------------------------------------------
    def round(self) -> str:
        rnd, rounds = _int(self.view.get("round"), 1), max(1, _int(self.view.get("rounds"), 8))
        return f"Round {rnd} of {rounds}: the trip from Chicago to L.A."

    @staticmethod
    def initiative(seat: dict, position: int) -> str:
        """The turn order in the top bar: position counts from 1."""
        return f"Initiative #{position}: {seat.get('name')}"

    @staticmethod
    def initiative_tile(seat: dict, index: int) -> str:
        """The initiative tile on a seat's panel: index counts from 0."""
        return f"{seat.get('name')} holds initiative tile #{index + 1}."

    def deck(self) -> str:
        deck = self.view.get("deck") if isinstance(self.view.get("deck"), dict) else {}
        count = max(0, _int(deck.get("count"), 0))
        level = deck.get("next_level")
        return (f"Adventure deck: {_plural(count, 'card')} left"
                + (f"; the next card is level {level}." if level else ".") + " It is never shuffled.")

    # --- the road ------------------------------------------------------------
    def lane(self, path: dict) -> str:
        index = _int(path.get("index"), 0)
        parts = [f"Path {index + 1}"]
        key_cost = _int(path.get("key_cost"), 0)
        if self.view.get("solo"):
            parts.append(SOLO_PATHS.get(index, SOLO_PATHS[1]))
        if key_cost:
            parts.append(f"+{key_cost}: pay {key_cost} resources to take this path")
        taken = path.get("taken_by")
        if taken is not None and _int(taken, -1) in self.seats:
            parts.append(f"taken by {self.seats[_int(taken)].get('name')}")
        return " · ".join(parts)

    def card(self, card_id: str) -> str:
        d = self.book.card(card_id, self.infos)
        if d is None:
            return f"Card {card_id}"
        lines = [f"{d['name']} (level {d['level']}): {_plural(d['points'], 'point')}"]
        if d["zombies"]:
            fight = _plural(d["zombies"], "zombie")
            if d["horde"]:
                fight += f", a strength-{d['horde']} horde ({d['horde']} red horde dice in melee)"
        else:
            fight = "no fight"
        lines.append(f"Fight: {fight}")
        got = ", ".join(f"{v} {RESOURCE_NAMES[r]}" for r, v in d["scavenge"].items() if v)
        lines.append(f"Scavenge: {got or 'nothing'}")
        if d["text"]:
            lines.append(("Fight rule: " if d["kind"] == "fight" else "") + str(d["text"]))
        if d.get("poker"):
            lines.append(f"Poker symbol {d['poker']}: left out of 1-3 player games.")
        return "\n".join(lines)

    @staticmethod
    def key_tile(cost: int) -> str:
        return f"+{cost}: pay {cost} resources to take this path."

    @staticmethod
    def face_down(level: int | None) -> str:
        """A face-down card never names itself: only its level."""
        return f"Face-down card (level {level})." if level else "Face-down card."

    # --- the auction -------------------------------------------------------------
    @staticmethod
    def bid(b: int, who: list[dict]) -> str:
        """Auction space b, with the seats whose markers stand on it."""
        tip = (f"Bid {b}: spend {_plural(b, 'resource')} when the auction ends; the highest "
               "bid plays first." if b else "Bid 0: spend nothing; any number of markers may stand here.")
        if who:
            tip += " Here: " + ", ".join(str(s.get("name")) for s in who) + "."
        return tip

    # --- the seats ---------------------------------------------------------------
    @staticmethod
    def bot(seat: dict) -> str:
        return f"A bot plays this seat ({seat.get('bot')})."

    @staticmethod
    def seat(seat: dict) -> str:
        surv = _int(seat.get("survivors"))
        parts = [str(seat.get("name")) + (f" (bot: {seat.get('bot')})" if seat.get("bot") else "")]
        if seat.get("eliminated"):
            parts.append("eliminated")
        else:
            parts.append(f"lead survivor + {_plural(surv, 'survivor')}")
            parts.append(", ".join(f"{_int(seat.get(r))} {RESOURCE_NAMES[r]}" for r in RESOURCES))
            parts.append(f"{_int(seat.get('won_count'))} cards won")
        return " · ".join(parts)

    @staticmethod
    def resource(seat: dict, res: str) -> str:
        n = max(0, _int(seat.get(res)))
        return f"{RESOURCE_NAMES[res]}: {n}. {RESOURCE_HELP[res]} {RESOURCE_TAIL}"

    def token(self, token_id: str) -> str:
        kind = token_kind(token_id)
        record = self.book.record("tokens", kind) if kind else None
        name = getattr(record, "name", None) or TOKEN_NAMES.get(kind or "", str(token_id))
        text = getattr(record, "text", None) or TOKEN_HELP.get(kind or "", "A special token.")
        return f"{name}: {text}"

    def pile(self, seat: dict) -> str:
        """A seat's won cards: the viewer's own (a list in the view) are named, others counted."""
        seat_no = _int(seat.get("seat"), -1)
        count = max(0, _int(seat.get("won_count"), 0))
        won = seat.get("won_cards")
        if count == 0:
            return f"{seat.get('name')} has won no cards yet."
        if not isinstance(won, list):
            return f"{seat.get('name')} has won {_plural(count, 'card')} (face down)."
        points = pile_points(self.view, seat, seat_no)
        names = []
        for cid in won:
            d = self.book.card(str(cid), self.infos)
            names.append(f"{d['name']} ({d['points']})" if d else str(cid))
        tip = f"Your cards, face down: {count}" + (f", {points} points" if points is not None else "")
        if names:
            tip += "\n" + ", ".join(names)
        return tip

    # --- dice and the fight --------------------------------------------------------
    @staticmethod
    def event_die(face: str) -> str:
        return FACE_HELP.get(face, face)

    @staticmethod
    def fight_die(fight: dict, die: dict) -> str:
        face = str(die.get("face", "blank"))
        kind = str(fight.get("roll_kind") or ("melee" if fight.get("melee_started") else ""))
        tip = FACE_HELP.get(face, face) + (f"\nThis die: {die.get('outcome')}." if die.get("outcome") else "")
        if kind == "ranged":
            tip += "\n" + RANGED_HELP
        return tip

    @staticmethod
    def horde(fight: dict) -> str:
        """The horde chip: its strength, or how the Executor and the School Bus tame it ("": no chip)."""
        horde = _int(fight.get("horde"))
        if horde:
            return (f"Horde strength {horde}: {horde} of your melee dice are red horde dice, which can "
                    "also roll Horrible Death.")
        if _int(fight.get("printed_horde"), horde) and fight.get("executor"):
            return "The Executor and the School Bus: this horde fights as ordinary zombies."
        return ""

    @staticmethod
    def zombies(fight: dict) -> str:
        total = max(0, _int(fight.get("zombies_total")))
        left = max(0, min(total, _int(fight.get("zombies_left"))))
        horde = _int(fight.get("horde"))
        return (f"{left} of {total} zombies still standing"
                + (f"; horde strength {horde}: {horde} of your melee dice are red horde dice." if horde else "."))

    # --- the end of the game ---------------------------------------------------------
    def epilogue(self, entry: dict, unscored: bool) -> str:
        winner = entry.get("winner")
        wseat = self.seats.get(_int(winner, -99)) if winner is not None else None
        if wseat:
            words = f"{wseat.get('name')} scores it"
        elif unscored:
            words = "not scored: the game ended with one group left"
        else:
            words = "a tie: nobody scores it"
        record = self.book.record("epilogue", str(entry.get("id")))
        name = getattr(record, "name", None) or entry.get("name") or entry.get("id")
        res = RESOURCE_NAMES.get(str(entry.get("resource")), str(entry.get("resource")))
        return f"{name}: most {res} at the end scores {_int(entry.get('points'), 3)} points ({words})."


def pile_points(view: dict, seat: dict, seat_no: int) -> Any:
    """The points shown under a seat's pile: the final score once there is one, else the view's."""
    points = seat.get("points")
    outcome = view.get("outcome") if isinstance(view.get("outcome"), dict) else None
    if outcome and isinstance(outcome.get("scores"), (list, tuple)) and seat_no < len(outcome["scores"]):
        points = outcome["scores"][seat_no]
    return points


def tooltip(view: dict, target: str, *, content: Any = None, asked: int | None = None, part: str = "") -> str:
    """The tooltip of element ``target`` in ``view`` ("" when the view doesn't hold it).
    ``content`` (with ``.table(name)``) gives the cards' and tokens' own words; ``asked`` is
    the seat whose resources and tokens are answers; ``part`` picks one of an id's hitboxes
    (see the module docstring)."""
    return Tips(view, CardBook(content), asked).text(target, part)


__all__ = ["tooltip", "Tips", "pile_points", "RESOURCE_NAMES", "RESOURCE_HELP", "RESOURCE_TAIL", "FACE_HELP",
           "RANGED_HELP", "TOKEN_NAMES", "TOKEN_HELP", "EXECUTOR_HELP"]
