"""Hit Z Road's state as plain data, its constants, and the small facts the other modules read."""
from __future__ import annotations

from ....core.content import Content
from ....core.effects import op_to_json
from ....core.prompt import Event
from ....core.words import count
from ....core.rng import Rng
from ..effects import RESOURCES


ROUNDS = 8


MAX_BID = 10


START_RESOURCES = 4


START_SURVIVORS = 4


SURVIVOR_POOL = 18            # survivor figures in the box: 4 per player at the start, the rest join by events


FLEE_COST = 2


DICE_PER_AMMO = 2


SHOTGUN_DICE = 4


SOLO_TAKE = 2


SOLO_KEY = 2


STATE_VERSION = 3


AMMO, GAS, ADRENALINE = 0, 1, 2          # positions in a seat's resources list
RESOURCE_INDEX = {"ammo": AMMO, "gas": GAS, "adrenaline": ADRENALINE}


RESOURCE_NAMES = {"ammo": "Ammo", "gas": "Gas", "adrenaline": "Adrenaline", "survivors": "survivors"}


SOLO_RANKS = ((22, "Lucky or Genius"), (19, "Call Me Daryl"), (16, "Very Good"), (11, "Good"),
              (6, "Cool"), (0, "Father Gabriel"))


KILL_FACES = ("kill", "bonus")


TOKEN_NAMES = {"school_bus": "School Bus", "molotov": "Molotov", "first_aid": "First Aid Kit",
               "shotgun": "Shotgun"}


EVERYONE = None                          # an Event's seats: every seat may know it


def solo_rank(score: int) -> str:
    for threshold, name in SOLO_RANKS:
        if score >= threshold:
            return name
    return SOLO_RANKS[-1][1]


def key_costs(players: int, eliminated: int, paths: int) -> list[int]:
    """The key tiles for a round: +2/+4 on the bottom paths.

    4 players: none; after one elimination +2 on the 4th path; after two, +2 on
    the 3rd and +4 on the 4th. 3 players: +2 on the bottom (3rd) path once one
    player is out (there is no 4th path). 2 players: +2 on the 3rd path always.
    Solo: the 3rd path costs 2 (the solo rule, same mechanism).
    """
    keys = [0] * paths
    if paths == 0:
        return keys
    if players == 1 or players == 2:
        keys[min(2, paths - 1)] = SOLO_KEY if players == 1 else 2
    elif players == 3:
        if eliminated >= 1:
            keys[min(2, paths - 1)] = 2
    else:
        if eliminated == 1:
            keys[min(3, paths - 1)] = 2
        elif eliminated >= 2 and paths >= 4:
            keys[2], keys[3] = 2, 4
    return keys


class State:
    """The whole game as plain data (JSON round-trip via state_to_json); `rng` is the only generator.

    Seats:      players, names, colors, bots, solo
    Progress:   round (1..8), phase ("planning" | "auction" | "payment" | "encounter" | "over")
    Deck:       deck (the cards still to deal, top first: a pile, game/core/piles.py), set_aside
    The road:   paths ([card id, card id] per path, top path first), face_up, key_costs,
                taken_by (seat or None per path), card_fates (None | "won" | "box" | "discard")
    Per seat:   resources ([ammo, gas, adrenaline]), survivors (not counting the lead),
                eliminated, won_cards, tokens, executor_card (holds an Executor card)
    Supply:     supply (token id -> count left)
    Auction:    initiative (active seats, #1 first), bids, bidder (index into initiative),
                passes_in_a_row, passed (since the last bid), bid_payers (seats still to pay)
    Encounter:  encounter_order (seats), encounter_turn (index into it),
                encounter (see _start_encounter), effect_stack (see _push_effects),
                pending_choice, fight (see _start_fight), last_event_roll
    Payments:   transfer: resources paid or taken one at a time (see _start_transfer)
    The end:    epilogue, outcome

    The other attributes are derived and never saved: the content and the parts
    of it the rules read on every answer, and the cached prompt.
    """

    __slots__ = ("content", "rng", "cards", "black_die", "horde_die", "_prompt", "_opening_events",
                 "players", "names", "colors", "bots", "solo",
                 "round", "phase", "deck", "set_aside",
                 "paths", "face_up", "key_costs", "taken_by", "card_fates",
                 "resources", "survivors", "eliminated", "won_cards", "tokens", "executor_card", "supply",
                 "initiative", "bids", "bidder", "passes_in_a_row", "passed", "bid_payers",
                 "encounter_order", "encounter_turn", "encounter", "effect_stack", "pending_choice", "fight",
                 "last_event_roll", "transfer", "epilogue", "outcome")

    DATA = ("players", "names", "colors", "bots", "solo",
            "round", "phase", "deck", "set_aside",
            "paths", "face_up", "key_costs", "taken_by", "card_fates",
            "resources", "survivors", "eliminated", "won_cards", "tokens", "executor_card", "supply",
            "initiative", "bids", "bidder", "passes_in_a_row", "passed", "bid_payers",
            "encounter_order", "encounter_turn", "encounter", "effect_stack", "pending_choice", "fight",
            "last_event_roll", "transfer", "epilogue", "outcome")

    def __init__(self, content: Content, rng: Rng) -> None:
        self.content = content
        self.rng = rng
        self.cards = content.tables["cards"]
        dice = content.tables["dice"]
        self.black_die = dice["black"].faces
        self.horde_die = dice["horde"].faces
        self._prompt = None
        self._opening_events: list[Event] = []

    def invalidate(self) -> None:
        """Forget the cached prompt (tests that edit the state by hand call this)."""
        self._prompt = None


_DERIVED: dict[int, tuple[Content, dict]] = {}


def _derived(content: Content) -> dict:
    """A cache of facts derived from a content object, which never changes once loaded."""
    entry = _DERIVED.get(id(content))
    if entry is None or entry[0] is not content:
        entry = _DERIVED[id(content)] = (content, {"card_info": {}, "deck_levels": {}, "path_options": {}})
    return entry[1]


def card_info(content: Content, card_id: str) -> dict:
    """A card's public face as plain data (cached per content object)."""
    cache = _derived(content)["card_info"]
    info = cache.get(card_id)
    if info is None:
        card = content.tables["cards"][card_id]
        info = {"name": card.name, "level": card.level, "points": card.points, "zombies": card.zombies,
                "horde": card.horde, "poker": card.poker,
                "scavenge": {"ammo": card.scavenge.ammo, "gas": card.scavenge.gas,
                             "adrenaline": card.scavenge.adrenaline},
                "kind": card.kind, "text": card.text, "effects": op_to_json(card.effects)}
        cache[card_id] = info
    return info


# small helpers
def _active_seats(state: State) -> list[int]:
    return [s for s in range(state.players) if not state.eliminated[s]]


def _current_card_id(state: State) -> str | None:
    """The card the encounter is on, if any (see _card_being_resolved for the hot paths)."""
    encounter = state.encounter
    if encounter is None or encounter["path"] is None:
        return None
    cards = state.paths[encounter["path"]]
    return cards[encounter["slot"]] if encounter["slot"] < len(cards) else None


def _card_being_resolved(state: State, encounter: dict) -> str:
    """The current card, for steps that only run once a path is chosen and a card is left on it."""
    return state.paths[encounter["path"]][encounter["slot"]]


def _plural(n: int, word: str) -> str:
    """ "1 zombie", "2 zombies", "3 dice" (the shared helper in core/words.py)."""
    return count(n, word)


# the same few amounts are scavenged, paid and taken again and again
_RESOURCES_TEXTS: dict[tuple[int, int, int], str] = {}


def _resources_text(amounts: list[int]) -> str:
    """[1, 0, 2] -> "1 Ammo, 2 Adrenaline"."""
    key = (amounts[0], amounts[1], amounts[2])
    text = _RESOURCES_TEXTS.get(key)
    if text is None:
        parts = [f"{n} {RESOURCE_NAMES[r]}" for r, n in zip(RESOURCES, amounts) if n]
        text = ", ".join(parts) if parts else "nothing"
        if len(_RESOURCES_TEXTS) < 10_000:
            _RESOURCES_TEXTS[key] = text
    return text


def _card_points(state: State, seat: int) -> int:
    cards = state.cards
    return sum(cards[c].points for c in state.won_cards[seat])


def _legal_bids(state: State, seat: int) -> list[int]:
    """Raises to a space nobody holds. Every bid is a space: the seat's own is below any raise, and
    seats out of the game hold 0 (bids are reset each round, eliminations come after the auction)."""
    have = state.resources[seat]
    top = min(MAX_BID, have[0] + have[1] + have[2])
    bids = state.bids
    current = bids[seat]
    if top <= current:
        return []
    return [n for n in range(current + 1, top + 1) if n not in bids]


def _survivors_in_box(state: State) -> int:
    return max(0, SURVIVOR_POOL - sum(state.survivors[s] for s in range(state.players)
                                      if not state.eliminated[s]))


def _token_name(state: State, token: str) -> str:
    spec = state.content.tables["tokens"].get(token)
    return spec.name if spec is not None else TOKEN_NAMES.get(token, token)
