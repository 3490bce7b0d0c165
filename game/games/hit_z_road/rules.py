"""Hit Z Road: the complete rules as an explicit state machine (pure Python, no pygame).

The state always knows its pending decision (`prompt`); everything else runs
on its own inside `apply` until the next decision: dealing the paths,
auto-passing a bidder who cannot raise, paying when only one resource type
can pay, scavenging, running card ops, resolving dice that leave no choice.

Card effects are data (effects.py). They run on an explicit stack of frames
held in the state, so a `choose`, or a "take/lose any" that needs the player,
simply stops the interpreter; the answer resumes it. Nothing is a generator.

Answer grammar (every legal answer is listed in the prompt's options)
---------------------------------------------------------------------
    bid:N               auction: move your marker up to space N (1..10)
    pass                auction: leave your marker where it is
    pay:R               pay 1 resource of a bid, a key, a card cost or a loss with R
    take:R              take 1 resource (solo path 1, a card's "gain any")
                        R is ammo, gas or adrenaline
    path:I              choose path I (0-based: path:0 is the top path)
    molotov             throw a Molotov (before a card's red text, or at any fight prompt)
    continue            read a fight card's red text instead of throwing a Molotov
    ranged:N            the fight's ranged roll, spending N Ammo (N=0 only with a loaded shotgun)
    shotgun             discard the Shotgun: 4 free extra dice in the coming ranged roll
    fight               skip the ranged roll and make the first melee roll
    roll                the next melee roll
    flee                pay the flee cost in Gas and leave the fight (the card goes to the box)
    adrenaline:casualty spend 1 Adrenaline to save the survivor bitten on that die
    lose-survivor       accept the loss of a survivor (casualty or horrible death die)
    first-aid           discard a First Aid Kit to cancel a casualty or horrible death die
    adrenaline:opportunity / adrenaline:bonus   spend 1 Adrenaline to kill one more zombie
    skip                do not spend Adrenaline on that opportunity/bonus die
    option:K            a card's choice, K is 0-based in the card's order

Targets: "bid:N", "path:I", "resource:R", "token:T", "die:K" (index in the
fight's last_roll), "card:<id>".

View format (`view(state, seat)`; seat None is the spectator)
-------------------------------------------------------------
    {"game": "hit_z_road", "round": 1..8, "rounds": 8,
     "phase": "planning" | "auction" | "payment" | "encounter" | "over",
     "solo": bool,
     "deck": {"count": cards left, "next_level": level of the top card or None},
     "dice": {"black": [faces], "horde": [faces]},
     "supply": {token id: count left},
     "paths": [{"index": 0-based, "key_cost": int, "taken_by": seat | None,
                "cards": [{"id": str | None, "face_up": bool, "level": int,
                           "fate": None | "won" | "box" | "discard",
                           "info": {card data} | None}, ...]}],
        (a card hides its id and info while face down, and once another seat
         has won it; "info" = name, points, zombies, horde, poker, scavenge,
         kind, text, effects as plain data)
     "auction": {"bids": {"<seat>": int}, "passed": [seats], "current": seat | None,
                 "max_bid": 10, "owed": {"<seat>": left to pay} (payment phase)},
     "initiative": [active seats, #1 first],
     "seats": [{"seat", "name", "color", "bot", "ammo", "gas", "adrenaline",
                "survivors" (not counting the lead), "eliminated",
                "won_cards": [ids] for the viewing seat (everyone once over) else None,
                "won_count", "points": int for the viewing seat (everyone once over) else None,
                "tokens": [token ids], "executor_card": bool}],
     "encounter": None | {"seat", "path": int | None, "card_index": 0 | 1 | None,
                          "card": id | None,
                          "step": "path" | "key" | "scavenge" | "event" | "fight"},
        ("key" also covers solo path 1's two free resources; "event" also
         covers the Molotov-or-red-text question)
     "fight": None | {"seat", "card", "zombies_total", "zombies_left", "horde",
                      "printed_horde", "executor", "no_ranged", "no_flee", "flee_cost",
                      "ranged_dice_per_ammo", "ranged_done", "melee_started",
                      "shotgun_loaded", "roll_kind": None | "ranged" | "melee",
                      "last_roll": [{"face", "horde": bool, "outcome": str}],
                      "pending_dice": [indices into last_roll still to decide]},
     "last_event_roll": None | [faces] (the current card's event roll),
     "epilogue": [{"id", "name", "resource", "points", "winner": seat | None}],
     "outcome": None | {"winners", "scores", "summary", "details"}}

Seats are 0-based ints everywhere.

Options and events
------------------
Which answers roll or turn cards over (and so end what can be undone) is
found by Match trying each one on a copy; the options here don't say.

Event kinds (cause "rule:<phase>", "card:<id>", "token:<id>" or
"epilogue:<id>"; every text is a plain sentence for the log):
round_started, card_drawn (data card/path/slot/face_up; face-down draws are
visible to nobody), key_placed, paths_laid, bid, passed, auction_ended,
initiative, paid, gained, lost, path_chosen, card_revealed (solo), scavenged,
chose, survivor_gained, survivor_lost, token_gained, token_used, executor,
fight_started, dice_rolled (data faces = black dice, horde = red dice,
kind = "event" | "ranged" | "melee"), adrenaline, card_resolved (data card,
seat, result = "won" | "fled" | "box"), eliminated, epilogue, game_over.
"""
from __future__ import annotations

from typing import Any

from ...core.content import Content
from ...core.content import load_content as core_load_content
from ...core.effects import op_to_json
from ...core.jsondata import copy_json
from ...core.prompt import Event, Option, Prompt
from ...core.rng import Rng
from ...core.rules import GameInfo, MatchSetup
from ...core.rules_base import GameRulesBase
from .effects import CONTENT_SPEC, FIGHT_RULE_OPS, RESOURCES
from .state_check import STATE_SHAPE

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
STATE_VERSION = 2

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


# ---------------------------------------------------------------------------
class State:
    """The whole game as plain data (JSON round-trip via state_to_json); `rng` is the only generator.

    Seats:      players, names, colors, bots, solo
    Progress:   round (1..8), phase ("planning" | "auction" | "payment" | "encounter" | "over")
    Deck:       deck (card ids, top first), deck_drawn (cards dealt from it so far), set_aside
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
                 "round", "phase", "deck", "deck_drawn", "set_aside",
                 "paths", "face_up", "key_costs", "taken_by", "card_fates",
                 "resources", "survivors", "eliminated", "won_cards", "tokens", "executor_card", "supply",
                 "initiative", "bids", "bidder", "passes_in_a_row", "passed", "bid_payers",
                 "encounter_order", "encounter_turn", "encounter", "effect_stack", "pending_choice", "fight",
                 "last_event_roll", "transfer", "epilogue", "outcome")

    DATA = ("players", "names", "colors", "bots", "solo",
            "round", "phase", "deck", "deck_drawn", "set_aside",
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


# ---------------------------------------------------------------------------
class HitZRoadRules(GameRulesBase):
    state_type = State
    autosave_events = frozenset({"round_started"})
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations: dict = {}      # state version -> the step to the next; none yet (2 is the first shipped)
    info = GameInfo(
        "hit_z_road", "Hit Z Road", 1, 4,
        "Bid for the safest road west, scavenge, and fight zombies from Chicago to L.A.",
        variants=(), bot_kinds=("heuristic", "random"), hidden_information=True)

    def __init__(self) -> None:
        from .bots import HeuristicBot, RandomBot
        self.bots = {"random": RandomBot, "heuristic": HeuristicBot}

    # --- content ------------------------------------------------------
    def load_content(self, mods: Any = None, base_dir: Any = None) -> Content:
        return core_load_content(CONTENT_SPEC, mods, base_dir)

    # --- setup --------------------------------------------------------
    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        n = len(setup.seats)
        if not 1 <= n <= 4:
            raise ValueError(f"Hit Z Road takes 1-4 players, not {n}")
        state = State(content, rng)
        state.players = n
        state.names = [seat.name for seat in setup.seats]
        state.colors = [seat.color for seat in setup.seats]
        state.bots = [seat.bot for seat in setup.seats]
        state.solo = n == 1
        state.round, state.phase = 1, "planning"
        state.resources = [[START_RESOURCES] * 3 for _ in range(n)]
        state.survivors = [START_SURVIVORS] * n
        state.eliminated = [False] * n
        state.won_cards = [[] for _ in range(n)]
        state.tokens = [[] for _ in range(n)]
        state.executor_card = [False] * n
        state.supply = {tid: tok.count for tid, tok in sorted(content.tables["tokens"].items())}
        order = list(range(n))
        rng.shuffle(order)                       # the initiative tiles are dealt at random
        state.initiative = order
        state.bids = [0] * n
        state.bidder, state.passes_in_a_row, state.passed = 0, 0, []
        state.bid_payers, state.transfer = [], None
        state.set_aside, state.deck = _build_deck(content, n, rng)
        state.deck_drawn = 0
        state.paths, state.face_up, state.key_costs, state.taken_by, state.card_fates = [], [], [], [], []
        state.encounter_order, state.encounter_turn, state.encounter = [], 0, None
        state.effect_stack, state.pending_choice, state.fight, state.last_event_roll = [], None, None, None
        state.epilogue = [] if state.solo else [
            {"id": e.id, "resource": e.resource, "points": e.points, "winner": None}
            for e in sorted(content.tables["epilogue"].values(), key=lambda e: e.id)]
        state.outcome = None
        _run_until_decision(state, state._opening_events)
        return state

    def opening_events(self, state: State) -> list[Event]:
        """What setup did (initiative, the first deal), for the log; handed over once."""
        events, state._opening_events = state._opening_events, []
        return events

    # --- the one door (prompt, apply and outcome come from GameRulesBase) ---
    def build_prompt(self, state: State) -> Prompt | None:
        return _build_prompt(state)

    def resolve(self, state: State, prompt: Prompt, value: str, events: list[Event]) -> None:
        _ANSWER_HANDLERS[prompt.kind](state, prompt.seat, value, events)
        _run_until_decision(state, events)

    def explain_illegal(self, state: State, value: str) -> str | None:
        return _explain(state, value)

    # --- what a seat may see ------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def progress(self, state: State) -> str:
        return f"Round {state.round} of {ROUNDS}"

    # --- persistence (the JSON round trip and migrations come from GameRulesBase) ---
    def check_loaded_state(self, state: State) -> None:
        missing = [cid for cid in state.deck + state.set_aside if cid not in state.cards]
        if missing:
            raise ValueError(f"the save uses cards this content lacks: {', '.join(missing[:5])}")


def _build_deck(content: Content, players: int, rng: Rng) -> tuple[list[str], list[str]]:
    """The set-aside cards and the adventure deck: per level shuffle, set 4 aside, stack 1 on 2 on 3."""
    with_poker = players == 4
    candidates = _derived(content)["deck_levels"]
    stacks: dict[int, list[str]] = {}
    set_aside: list[str] = []
    for level in (3, 2, 1):
        key = (level, with_poker)
        if key not in candidates:
            candidates[key] = sorted(cid for cid, card in content.tables["cards"].items()
                                     if card.level == level and (with_poker or not card.poker))
        ids = list(candidates[key])
        rng.shuffle(ids)
        set_aside.extend(ids[:4])
        stacks[level] = ids[4:]
    return set_aside, stacks[1] + stacks[2] + stacks[3]


# ===========================================================================
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
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


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


# ===========================================================================
# the automatic part: run until a decision or the end
def _run_until_decision(state: State, events: list) -> None:
    while True:
        phase = state.phase
        if phase == "over":
            return
        transfer = state.transfer
        if transfer is not None:
            if _finish_forced_transfer(state, transfer, events):
                continue
            return
        if state.pending_choice is not None:
            return
        if phase == "encounter":
            if _encounter_step(state, events):
                continue
            return
        if phase == "auction":
            if state.passes_in_a_row >= len(state.initiative):
                _end_auction(state, events)
                continue
            seat = state.initiative[state.bidder]
            bids = _legal_bids(state, seat)
            if bids:
                # the legal bids decide both whether the bidder must pass and what they may answer
                state._prompt = _auction_prompt(state, seat, bids)
                return
            _pass(state, seat, events, forced=True)
            continue
        if phase == "payment":
            if state.bid_payers:
                seat = state.bid_payers[0]
                _start_transfer(state, seat, "pay", state.bids[seat], "bid", "bid", "rule:auction")
                continue
            _new_initiative(state, events)
            continue
        if phase == "planning":
            _deal_paths(state, events)
            continue
        raise AssertionError(f"unknown phase {phase!r}")


# --- resources paid or taken one at a time ----------------------------------
def _start_transfer(state: State, seat: int, kind: str, amount: int, reason: str, on_done: str,
                    cause: str) -> None:
    """A payment ("pay") or a gain ("take") of `amount` resources of the seat's choosing.

    reason ("bid" | "key" | "solo" | "card") words the prompt and the event;
    on_done ("bid" | "key" | "op") says what the finished transfer unblocks;
    moved counts what was paid or taken so far, per resource.
    """
    state.transfer = {"seat": seat, "kind": kind, "remaining": amount, "reason": reason, "on_done": on_done,
                      "moved": [0, 0, 0], "cause": cause}


def _finish_forced_transfer(state: State, transfer: dict, events: list) -> bool:
    """Finish the transfer when the seat has no choice left (done, or one way to pay); True if it did."""
    if transfer["remaining"] <= 0:
        _finish_transfer(state, transfer, events)
        return True
    if transfer["kind"] == "take":
        return False
    have = state.resources[transfer["seat"]]
    total = have[0] + have[1] + have[2]
    if total == 0:
        _finish_transfer(state, transfer, events)
        return True
    kinds_held = (have[0] > 0) + (have[1] > 0) + (have[2] > 0)
    if total <= transfer["remaining"] or kinds_held == 1:
        moved = transfer["moved"]
        remaining = transfer["remaining"]
        for i in range(3):
            n = min(have[i], remaining)
            have[i] -= n
            moved[i] += n
            remaining -= n
        transfer["remaining"] = remaining
        _finish_transfer(state, transfer, events)
        return True
    return False


def _transfer_purpose(state: State, transfer: dict) -> str:
    reason = transfer["reason"]
    if reason == "bid":
        return "the bid"
    if reason == "key":
        return f"the key of path {state.encounter['path'] + 1}" if state.encounter else "the key"
    if reason == "solo":
        return "the face-down path"
    return "the card"


def _finish_transfer(state: State, transfer: dict, events: list) -> None:
    moved = transfer["moved"]
    if moved[0] or moved[1] or moved[2]:
        seat = transfer["seat"]
        # one event per transfer, once it is complete
        if transfer["kind"] == "take":
            events.append(Event("gained", f"{state.names[seat]} takes {_resources_text(moved)}.",
                                transfer["cause"], EVERYONE,
                                {"seat": seat, "gained": dict(zip(RESOURCES, moved))}))
        else:
            events.append(Event("paid", f"{state.names[seat]} pays {_resources_text(moved)} for "
                                f"{_transfer_purpose(state, transfer)}.", transfer["cause"], EVERYONE,
                                {"seat": seat, "paid": dict(zip(RESOURCES, moved)), "reason": transfer["reason"]}))
    state.transfer = None
    on_done = transfer["on_done"]
    if on_done == "bid":
        state.bid_payers.pop(0)
    elif on_done == "key":
        _reveal_path(state, events)
        state.encounter["step"] = "scavenge"


# --- planning ----------------------------------------------------------------
def _deal_paths(state: State, events: list) -> None:
    per_round = 8 if state.players == 4 else 6
    drawn = state.deck[state.deck_drawn:state.deck_drawn + per_round]
    state.deck_drawn += len(drawn)
    state.paths = [drawn[i:i + 2] for i in range(0, len(drawn) - 1, 2)]
    n_paths = len(state.paths)
    if state.solo:
        state.face_up = [[False, False], [True, False], [True, True]][:n_paths]
    else:
        state.face_up = [[True, True] for _ in range(n_paths)]
    state.key_costs = key_costs(state.players, state.eliminated.count(True), n_paths)
    state.taken_by = [None] * n_paths
    state.card_fates = [[None, None] for _ in range(n_paths)]
    events.append(Event("round_started", f"Round {state.round} of {ROUNDS} begins.", "rule:planning", EVERYONE,
                        {"round": state.round}))
    cards = state.cards
    for index, ids in enumerate(state.paths):
        for slot, cid in enumerate(ids):
            data = {"card": cid, "path": index, "slot": slot, "face_up": state.face_up[index][slot]}
            if data["face_up"]:
                card = cards[cid]
                events.append(Event("card_drawn", f"Path {index + 1}: {card.name} (level {card.level}).",
                                    "rule:planning", EVERYONE, data, reveals=True))
            else:
                events.append(Event("card_drawn", f"Path {index + 1}: a face-down card.", "rule:planning", (), data))
    for index, cost in enumerate(state.key_costs):
        if cost:
            events.append(Event("key_placed", f"The +{cost} key points at path {index + 1}.", "rule:keys",
                                EVERYONE, {"path": index, "cost": cost}))
    if state.solo:
        state.phase = "encounter"
        state.encounter_order, state.encounter_turn, state.encounter = [0], 0, None
        return
    drawer = state.initiative[0] if state.initiative else 0
    events.append(Event("paths_laid", f"{state.names[drawer]} lays out {n_paths} paths.", "rule:planning",
                        EVERYONE, {"seat": drawer, "paths": n_paths}))
    state.phase = "auction"
    state.bids = [0] * state.players
    state.bidder, state.passes_in_a_row, state.passed = 0, 0, []


# --- auction -------------------------------------------------------------
def _next_bidder(state: State) -> None:
    state.bidder = (state.bidder + 1) % len(state.initiative)


def _bid(state: State, seat: int, amount: int, events: list) -> None:
    state.bids[seat] = amount
    state.passes_in_a_row = 0
    state.passed = []
    events.append(Event("bid", f"{state.names[seat]} bids {amount}.", "rule:auction", EVERYONE,
                        {"seat": seat, "bid": amount}))
    _next_bidder(state)


def _pass(state: State, seat: int, events: list, forced: bool = False) -> None:
    state.passes_in_a_row += 1
    state.passed.append(seat)
    name = state.names[seat]
    text = f"{name} cannot raise and passes." if forced else f"{name} passes."
    events.append(Event("passed", text, "rule:auction", EVERYONE, {"seat": seat, "forced": forced}))
    _next_bidder(state)


def _end_auction(state: State, events: list) -> None:
    bids = ", ".join(f"{state.names[s]} {state.bids[s]}" for s in state.initiative)
    events.append(Event("auction_ended", f"Everyone passed in a row; the auction ends ({bids}).", "rule:auction",
                        EVERYONE, {"bids": {str(s): state.bids[s] for s in state.initiative}}))
    state.phase = "payment"
    state.bid_payers = [s for s in state.initiative if state.bids[s] > 0]


def _new_initiative(state: State, events: list) -> None:
    bids = state.bids
    state.initiative = sorted(state.initiative, key=lambda s: -bids[s])   # stable: 0-bid ties keep their order
    order = ", ".join(f"#{i + 1} {state.names[s]}" for i, s in enumerate(state.initiative))
    events.append(Event("initiative", f"New turn order: {order}.", "rule:auction", EVERYONE,
                        {"order": list(state.initiative)}))
    state.bids = [0] * state.players
    state.passed = []
    state.phase = "encounter"
    state.encounter_order, state.encounter_turn, state.encounter = list(state.initiative), 0, None


# --- encounter -------------------------------------------------------------
def _start_encounter(state: State, seat: int) -> None:
    """The seat's turn on the road.

    path: the chosen path (None until chosen); slot: the card being resolved (0 or 1);
    step: "path" | "key" | "scavenge" | "event" | "red_text" | "fight" | "resolved";
    event_started: the card's black text has begun; fight_rules: what its red text
    changed in the fight; executor: the card is an Executor.
    """
    state.encounter = {"seat": seat, "path": None, "slot": 0, "step": "path", "event_started": False,
                       "fight_rules": _no_fight_rules(), "executor": False}
    state.last_event_roll = None


def _no_fight_rules() -> dict:
    return {"no_ranged": False, "no_flee": False, "extra_zombies": 0, "horde": None,
            "ranged_dice_per_ammo": None, "flee_cost": None}


def _encounter_step(state: State, events: list) -> bool:
    """One automatic step of the encounter phase; False when a seat must answer."""
    encounter = state.encounter
    if encounter is None:
        order = state.encounter_order
        while state.encounter_turn < len(order) and state.eliminated[order[state.encounter_turn]]:
            state.encounter_turn += 1
        if state.encounter_turn >= len(order):
            _end_encounter_phase(state, events)
            return True
        _start_encounter(state, order[state.encounter_turn])
        return False
    step = encounter["step"]
    if step == "scavenge":
        _scavenge(state, events)
        encounter["step"] = "event"
        return True
    if step == "event":
        if not encounter["event_started"]:
            cid = _card_being_resolved(state, encounter)
            card = state.cards[cid]
            if not card.effects:
                encounter["event_started"] = True
                encounter["step"] = "fight"
                return True
            if card.kind == "fight" and "molotov" in state.tokens[encounter["seat"]]:
                encounter["step"] = "red_text"
                return False
            encounter["event_started"] = True
            _push_effects(state, cid, [])
        return _run_effects(state, events)
    if step == "fight":
        if state.fight is None:
            return _start_fight(state, events)
        return False
    if step == "resolved":
        _next_card(state)
        return True
    return False   # "path", "red_text", "key" wait for an answer


def _reveal_path(state: State, events: list) -> None:
    index = state.encounter["path"]
    face_up = state.face_up[index]
    for slot, cid in enumerate(state.paths[index]):
        if not face_up[slot]:
            face_up[slot] = True
            events.append(Event("card_revealed", f"Path {index + 1} card turned face up: {state.cards[cid].name}.",
                                "rule:solo", EVERYONE, {"card": cid, "path": index, "slot": slot}, reveals=True))


def _choose_path(state: State, seat: int, index: int, events: list) -> None:
    encounter = state.encounter
    encounter["path"] = index
    encounter["slot"] = 0
    state.taken_by[index] = seat
    names = " and ".join(state.cards[c].name if state.face_up[index][i] else "a face-down card"
                         for i, c in enumerate(state.paths[index]))
    events.append(Event("path_chosen", f"{state.names[seat]} takes path {index + 1} ({names}).", "rule:encounter",
                        EVERYONE, {"seat": seat, "path": index}))
    if state.solo and index == 0:
        encounter["step"] = "key"
        _start_transfer(state, seat, "take", SOLO_TAKE, "solo", "key", "rule:solo")
    elif state.key_costs[index] > 0:
        encounter["step"] = "key"
        _start_transfer(state, seat, "pay", state.key_costs[index], "key", "key",
                        "rule:solo" if state.solo else "rule:keys")
    else:
        _reveal_path(state, events)
        encounter["step"] = "scavenge"


def _scavenge(state: State, events: list) -> None:
    encounter = state.encounter
    seat = encounter["seat"]
    cid = _card_being_resolved(state, encounter)
    card = state.cards[cid]
    found = card.scavenge
    got = [found.ammo, found.gas, found.adrenaline]
    have = state.resources[seat]
    have[0] += got[0]
    have[1] += got[1]
    have[2] += got[2]
    events.append(Event("scavenged", f"{state.names[seat]} scavenges {_resources_text(got)} at {card.name}.",
                        f"card:{cid}", EVERYONE, {"seat": seat, "card": cid, "gained": {
                            "ammo": found.ammo, "gas": found.gas, "adrenaline": found.adrenaline}}))


def _next_card(state: State) -> None:
    encounter = state.encounter
    state.fight = None
    encounter["slot"] += 1
    if encounter["slot"] >= len(state.paths[encounter["path"]]):
        state.encounter = None
        state.encounter_turn += 1
        return
    encounter["step"] = "scavenge"
    encounter["event_started"] = False
    encounter["fight_rules"] = _no_fight_rules()
    encounter["executor"] = False
    state.last_event_roll = None


def _take_card(state: State, events: list, how: str) -> None:
    encounter = state.encounter
    seat = encounter["seat"]
    cid = _card_being_resolved(state, encounter)
    card = state.cards[cid]
    name = state.names[seat]
    state.won_cards[seat].append(cid)
    state.card_fates[encounter["path"]][encounter["slot"]] = "won"
    points = _plural(card.points, "point")
    if how == "fight":
        text = f"{name} wins the fight and keeps {card.name} ({points})."
    elif how == "molotov":
        text = f"{name} burns every zombie and keeps {card.name} ({points})."
    else:
        text = f"{name} keeps {card.name} ({points})."
    events.append(Event("card_resolved", text, f"card:{cid}", EVERYONE,
                        {"seat": seat, "card": cid, "points": card.points, "result": "won", "how": how}))
    if encounter["executor"]:
        state.executor_card[seat] = True
        events.append(Event("executor", f"{name} keeps {card.name} face up: it is the Executor.", f"card:{cid}",
                            EVERYONE, {"seat": seat, "card": cid}))
    state.fight = None
    encounter["step"] = "resolved"


# --- the end of a round and of the game ----------------------------------------
def _end_encounter_phase(state: State, events: list) -> None:
    state.encounter = None
    for index, ids in enumerate(state.paths):
        if state.taken_by[index] is None:
            fates = state.card_fates[index]
            for slot in range(len(ids)):
                if fates[slot] is None:
                    fates[slot] = "discard"
    active = _active_seats(state)
    if state.solo:
        if not active:
            _finish_solo(state, events, eliminated=True)
            return
    elif len(active) <= 1:
        _last_group_standing(state, events, active)
        return
    if state.round >= ROUNDS:
        if state.solo:
            _finish_solo(state, events, eliminated=False)
        else:
            _final_scoring(state, events)
        return
    state.round += 1
    state.phase = "planning"


def _last_group_standing(state: State, events: list, active: list[int]) -> None:
    if not active:
        events.append(Event("game_over", "Nobody has survivors left: there is no winner.", "rule:end", EVERYONE,
                            {"winners": []}))
        _set_outcome(state, [], [0] * state.players, "Every group was lost on the road. Nobody wins.",
                     {"reason": "all_eliminated"})
        return
    winner = active[0]
    name = state.names[winner]
    points = [_card_points(state, s) for s in range(state.players)]
    events.append(Event("game_over", f"{name} is the only one with survivors left and wins at once.", "rule:end",
                        EVERYONE, {"winners": [winner]}))
    _set_outcome(state, [winner], points, f"{name} is the last group still on the road and wins.",
                 {"reason": "last_survivor", "points": points})


def _set_outcome(state: State, winners: list[int], scores: list[int], summary: str, details: dict) -> None:
    state.phase = "over"
    state.transfer = state.pending_choice = state.fight = None
    state.effect_stack = []
    state.outcome = {"winners": winners, "scores": scores, "summary": summary, "details": details}


def _final_scoring(state: State, events: list) -> None:
    active = _active_seats(state)
    card_points = [_card_points(state, s) if not state.eliminated[s] else 0 for s in range(state.players)]
    totals = list(card_points)
    for epilogue in state.epilogue:
        _score_epilogue(state, epilogue, active, totals, events)
    top = max(totals[s] for s in active)
    best = [s for s in active if totals[s] == top]
    if len(best) > 1:   # ties go to the most survivors
        most = max(state.survivors[s] for s in best)
        best = [s for s in best if state.survivors[s] == most]
    names = " and ".join(state.names[s] for s in best)
    if len(best) == 1:
        summary = f"{names} reaches L.A. with {top} points and wins."
    else:
        summary = f"{names} reach L.A. tied on {top} points and survivors, and share the victory."
    events.append(Event("game_over", summary, "rule:end", EVERYONE, {"winners": best, "scores": totals}))
    _set_outcome(state, best, totals, summary, {"reason": "score", "card_points": card_points, "scores": totals,
                                                "epilogue": [copy_json(e) for e in state.epilogue]})


def _score_epilogue(state: State, epilogue: dict, active: list[int], totals: list[int], events: list) -> None:
    """An epilogue card scores for the single seat with the most of its resource; a tie scores nobody."""
    resource = epilogue["resource"]
    if resource == "survivors":
        amounts = {s: state.survivors[s] for s in active}
    else:
        i = RESOURCE_INDEX[resource]
        amounts = {s: state.resources[s][i] for s in active}
    best = max(amounts.values())
    leaders = [s for s, n in amounts.items() if n == best]
    cause = f"epilogue:{epilogue['id']}"
    if len(leaders) == 1:
        winner = leaders[0]
        epilogue["winner"] = winner
        totals[winner] += epilogue["points"]
        events.append(Event("epilogue", f"{state.names[winner]} has the most {RESOURCE_NAMES[resource]} ({best}) "
                            f"and scores {epilogue['points']} points.", cause, EVERYONE,
                            {"epilogue": epilogue["id"], "winner": winner}))
    else:
        epilogue["winner"] = None
        events.append(Event("epilogue", f"Tie for the most {RESOURCE_NAMES[resource]}: nobody scores it.", cause,
                            EVERYONE, {"epilogue": epilogue["id"], "winner": None}))


def _finish_solo(state: State, events: list, eliminated: bool) -> None:
    if eliminated:
        summary = "Your group did not make it to L.A. The solo game is lost."
        events.append(Event("game_over", summary, "rule:solo", EVERYONE, {"winners": []}))
        _set_outcome(state, [], [0], summary, {"reason": "eliminated", "rank": None, "card_points": 0, "sets": 0})
        return
    points = _card_points(state, 0)
    have = state.resources[0]
    sets = min(state.survivors[0], have[0], have[1], have[2])
    score = points + sets
    rank = solo_rank(score)
    summary = f"You reach L.A. with {score} points ({points} from cards, {sets} from sets): rank “{rank}”."
    events.append(Event("game_over", summary, "rule:solo", EVERYONE, {"winners": [0], "score": score, "rank": rank}))
    _set_outcome(state, [0], [score], summary, {"reason": "solo", "rank": rank, "card_points": points, "sets": sets})


# --- losing survivors ---------------------------------------------------------
def _eliminate(state: State, seat: int, events: list, cause: str) -> None:
    state.eliminated[seat] = True
    state.survivors[seat] = 0
    won = state.won_cards[seat]
    for index, ids in enumerate(state.paths):
        fates = state.card_fates[index]
        for slot, cid in enumerate(ids):
            if fates[slot] == "won" and cid in won:
                fates[slot] = "box"
    returned = len(won)
    state.won_cards[seat] = []
    state.executor_card[seat] = False
    for token in state.tokens[seat]:
        state.supply[token] = state.supply.get(token, 0) + 1
    state.tokens[seat] = []
    state.resources[seat] = [0, 0, 0]
    if seat in state.initiative:
        state.initiative.remove(seat)
    encounter = state.encounter
    if encounter is not None and encounter["seat"] == seat:
        _abandon_path(state, seat, events, cause)
    events.append(Event("eliminated", f"{state.names[seat]} has lost every survivor and is out of the game"
                        + (f"; {returned} won cards go back to the box." if returned else "."), cause, EVERYONE,
                        {"seat": seat}))


def _abandon_path(state: State, seat: int, events: list, cause: str) -> None:
    """The seat was eliminated on its own turn: its unresolved cards go to the box and the turn ends."""
    encounter = state.encounter
    index = encounter["path"]
    if index is not None:
        ids = state.paths[index]
        fates = state.card_fates[index]
        for slot in range(encounter["slot"], len(ids)):
            if fates[slot] is None:
                fates[slot] = "box"
                cid = ids[slot]
                events.append(Event("card_resolved", f"{state.cards[cid].name} goes back to the box.", cause,
                                    EVERYONE, {"seat": seat, "card": cid, "result": "box"}))
    state.encounter = None
    state.encounter_turn += 1
    state.effect_stack = []
    state.pending_choice = state.transfer = state.fight = None


def _lose_survivors(state: State, seat: int, n: int, events: list, cause: str, why: str) -> bool:
    """Remove survivors; True when this eliminated the seat."""
    n = min(n, state.survivors[seat])
    state.survivors[seat] -= n
    left = state.survivors[seat]
    events.append(Event("survivor_lost", f"{state.names[seat]} loses {n} survivor{'s' if n != 1 else ''} ({why}); "
                        f"{left} left.", cause, EVERYONE, {"seat": seat, "amount": n}))
    if left == 0:
        _eliminate(state, seat, events, cause)
        return True
    return False


# --- the effect interpreter ---------------------------------------------------
# A card's ops run from a stack of frames: {"card", "address", "next", "repeats"}.
# The address finds a nested op list from the card's top level: a flat list of
# (op index, branch, k) triples, branch "outcome" (a roll's k-th outcome),
# "option" (a choose's k-th option) or "repeat" (a roll_count's effects).
def _push_effects(state: State, card_id: str, address: list, repeats: int = 1) -> None:
    state.effect_stack.append({"card": card_id, "address": address, "next": 0, "repeats": repeats})


def _ops_at(effects: tuple, address: list) -> tuple:
    """The op list an address points at, from a card's top-level effects."""
    ops = effects
    for j in range(0, len(address), 3):
        op = ops[address[j]]
        branch = address[j + 1]
        if branch == "outcome":
            ops = op.outcomes[address[j + 2]].effects
        elif branch == "option":
            ops = op.options[address[j + 2]].effects
        else:
            ops = op.effects
    return ops


def _option_cost(ops) -> tuple[list[int], int]:
    """What the top-level pay ops of an option demand: per resource, and 'any'."""
    need = [0, 0, 0]
    any_kind = 0
    for op in ops:
        if op.op_name == "pay":
            if op.resource == "any":
                any_kind += op.amount
            else:
                need[RESOURCE_INDEX[op.resource]] += op.amount
    return need, any_kind


def _run_effects(state: State, events: list) -> bool:
    """Run card ops until the stack is empty or an op waits for an answer; then the fight step."""
    stack = state.effect_stack
    cards = state.cards
    while stack:
        if state.pending_choice is not None or state.transfer is not None or state.encounter is None:
            return True
        frame = stack[-1]
        ops = _ops_at(cards[frame["card"]].effects, frame["address"])
        index = frame["next"]
        if index >= len(ops):
            if frame["repeats"] > 1:
                frame["repeats"] -= 1
                frame["next"] = 0
            else:
                stack.pop()
            continue
        frame["next"] = index + 1
        _run_op(state, events, frame["card"], ops[index], frame["address"], index)
    if state.encounter is not None and state.pending_choice is None and state.transfer is None:
        state.encounter["step"] = "fight"
    return True


def _run_op(state: State, events: list, cid: str, op: Any, address: list, index: int) -> None:
    name = op.op_name
    if name in FIGHT_RULE_OPS:
        _apply_fight_rule(state.encounter["fight_rules"], op)
        return
    seat = state.encounter["seat"]
    cause = f"card:{cid}"
    who = state.names[seat]
    have = state.resources[seat]
    if name == "gain":
        if op.resource == "any":
            _start_transfer(state, seat, "take", op.amount, "card", "op", cause)
        else:
            have[RESOURCE_INDEX[op.resource]] += op.amount
            events.append(Event("gained", f"{who} gains {op.amount} {RESOURCE_NAMES[op.resource]}.", cause, EVERYONE,
                                {"seat": seat, "resource": op.resource, "amount": op.amount}))
    elif name == "lose" or name == "pay":
        if op.resource == "any":
            amount = min(op.amount, have[0] + have[1] + have[2])
            if amount:
                _start_transfer(state, seat, "pay", amount, "card", "op", cause)
        else:
            i = RESOURCE_INDEX[op.resource]
            n = min(op.amount, have[i])
            have[i] -= n
            verb = "pays" if name == "pay" else "loses"
            events.append(Event("lost", f"{who} {verb} {n} {RESOURCE_NAMES[op.resource]}.", cause, EVERYONE,
                                {"seat": seat, "resource": op.resource, "amount": n}))
    elif name == "gain_survivor":
        n = min(op.amount, _survivors_in_box(state))
        state.survivors[seat] += n
        if n == op.amount:
            text = f"{who} gains {_plural(n, 'survivor')}."
        elif n:
            text = f"{who} gains {_plural(n, 'survivor')} (no more are left in the box)."
        else:
            text = f"No survivor is left in the box to join {who}."
        events.append(Event("survivor_gained", text, cause, EVERYONE, {"seat": seat, "amount": n}))
    elif name == "lose_survivor":
        _lose_survivors(state, seat, op.amount, events, cause, state.cards[cid].name)
    elif name == "roll":
        face = state.rng.roll(state.black_die)
        state.last_event_roll = [face]
        events.append(Event("dice_rolled", f"{who} rolls a die for {state.cards[cid].name}: {face}.", cause, EVERYONE,
                            {"faces": [face], "horde": [], "kind": "event", "seat": seat}))
        for k, outcome in enumerate(op.outcomes):
            if face in outcome.faces:
                if outcome.effects:
                    _push_effects(state, cid, address + [index, "outcome", k])
                break
    elif name == "roll_count":
        roll, black = state.rng.roll, state.black_die
        faces = [roll(black) for _ in range(op.dice)]
        state.last_event_roll = faces
        count = faces.count(op.face)
        events.append(Event("dice_rolled", f"{who} rolls {op.dice} dice for {state.cards[cid].name}: "
                            f"{', '.join(faces)} ({count} × {op.face}).", cause, EVERYONE,
                            {"faces": faces, "horde": [], "kind": "event", "seat": seat}))
        if count and op.effects:
            _push_effects(state, cid, address + [index, "repeat", 0], count)
    elif name == "choose":
        state.pending_choice = {"card": cid, "address": list(address), "op": index}
    elif name == "gain_token":
        token = op.token
        token_name = _token_name(state, token)
        if state.supply.get(token, 0) > 0:
            state.supply[token] -= 1
            state.tokens[seat].append(token)
            events.append(Event("token_gained", f"{who} takes the {token_name} token.", cause, EVERYONE,
                                {"seat": seat, "token": token}))
        else:
            events.append(Event("token_gained", f"No {token_name} token is left in the supply.", cause, EVERYONE,
                                {"seat": seat, "token": token, "none_left": True}))
    elif name == "executor":
        state.encounter["executor"] = True
    else:  # pragma: no cover - the vocabulary and this interpreter are kept in step by a test
        raise AssertionError(f"op {name!r} has no interpreter")


def _apply_fight_rule(rules: dict, op: Any) -> None:
    """Red text: the op shapes this card's coming fight (kept in the encounter's fight_rules)."""
    name = op.op_name
    if name == "no_ranged":
        rules["no_ranged"] = True
    elif name == "no_flee":
        rules["no_flee"] = True
    elif name == "extra_zombies":
        rules["extra_zombies"] += op.amount
    elif name == "set_horde":
        rules["horde"] = op.strength
    elif name == "ranged_dice_per_ammo":
        rules["ranged_dice_per_ammo"] = op.dice
    elif name == "flee_cost":
        rules["flee_cost"] = op.gas
    else:  # pragma: no cover - FIGHT_RULE_OPS and this function are kept in step by a test
        raise AssertionError(f"fight rule {name!r} has no interpreter")


def _affordable_options(state: State, seat: int, op: Any) -> list[int]:
    have = state.resources[seat]
    total = have[0] + have[1] + have[2]
    affordable = []
    for k, option in enumerate(op.options):
        need, any_kind = _option_cost(option.effects)
        if need[0] <= have[0] and need[1] <= have[1] and need[2] <= have[2] and any_kind <= total - sum(need):
            affordable.append(k)
    return affordable or list(range(len(op.options)))   # nothing affordable: every option, and pay acts as lose


def _pending_choice_op(state: State) -> Any:
    choice = state.pending_choice
    return _ops_at(state.cards[choice["card"]].effects, choice["address"])[choice["op"]]


# --- fights -------------------------------------------------------------------
def _start_fight(state: State, events: list) -> bool:
    """Set up the current card's fight (its red text applied); a card with no zombies is simply kept."""
    encounter = state.encounter
    seat = encounter["seat"]
    cid = _card_being_resolved(state, encounter)
    card = state.cards[cid]
    rules = encounter["fight_rules"]
    zombies = card.zombies + rules["extra_zombies"]
    if zombies <= 0:
        _take_card(state, events, "calm")
        return True
    horde = card.horde if rules["horde"] is None else rules["horde"]
    executor = "school_bus" in state.tokens[seat] and state.executor_card[seat]
    state.fight = {"card": cid, "zombies_total": zombies, "zombies_left": zombies, "printed_horde": horde,
                   "horde": 0 if executor else horde, "executor": executor and horde > 0,
                   "no_ranged": rules["no_ranged"], "no_flee": rules["no_flee"],
                   "flee_cost": FLEE_COST if rules["flee_cost"] is None else rules["flee_cost"],
                   "ranged_dice_per_ammo": (DICE_PER_AMMO if rules["ranged_dice_per_ammo"] is None
                                            else rules["ranged_dice_per_ammo"]),
                   "ranged_done": False, "melee_started": False, "shotgun_dice": 0, "roll_kind": None,
                   "last_roll": [], "pending_dice": []}
    horde_text = f" (a strength-{horde} horde)" if horde else ""
    if executor and horde:
        horde_text += "; the Executor makes them fight as ordinary zombies"
    events.append(Event("fight_started", f"{state.names[seat]} must fight {_plural(zombies, 'zombie')}{horde_text} "
                        f"at {card.name}.", f"card:{cid}", EVERYONE,
                        {"seat": seat, "card": cid, "zombies": zombies, "horde": state.fight["horde"]}))
    return False


def _ranged_roll(state: State, ammo: int, events: list) -> None:
    fight = state.fight
    seat = state.encounter["seat"]
    state.resources[seat][AMMO] -= ammo
    dice = ammo * fight["ranged_dice_per_ammo"] + fight["shotgun_dice"]
    roll, black = state.rng.roll, state.black_die
    faces = [roll(black) for _ in range(dice)]
    fight["shotgun_dice"] = 0
    fight["ranged_done"] = True
    fight["roll_kind"] = "ranged"
    rolled = []
    kills = 0
    left = fight["zombies_left"]
    for face in faces:
        if face in KILL_FACES and left > 0:
            left -= 1
            kills += 1
            outcome = "killed a zombie"
        elif face in KILL_FACES:
            outcome = "no zombie left"
        else:
            outcome = "ignored (ranged)"
        rolled.append({"face": face, "horde": False, "outcome": outcome})
    fight["zombies_left"] = left
    fight["last_roll"] = rolled
    fight["pending_dice"] = []
    events.append(Event("dice_rolled", f"{state.names[seat]} spends {ammo} Ammo on a ranged roll of {dice} dice: "
                        f"{kills} zombie{'s' if kills != 1 else ''} down, {left} left.", f"card:{fight['card']}",
                        EVERYONE, {"faces": faces, "horde": [], "kind": "ranged", "seat": seat, "kills": kills}))


# what a melee die that kills nothing does; the three that wait for a decision are resolved in the
# order horrible, casualty, bonus, opportunity (a bonus die has killed already and offers one more kill)
_MELEE_OUTCOMES = {"blank": "dodged", "horrible": "to resolve", "casualty": "to resolve", "opportunity": "to resolve"}


def _melee_roll(state: State, events: list) -> None:
    fight = state.fight
    seat = state.encounter["seat"]
    meeples = state.survivors[seat] + 1
    red = min(fight["horde"], meeples)
    roll = state.rng.roll
    black_die, horde_die = state.black_die, state.horde_die
    black = [roll(black_die) for _ in range(meeples - red)]
    reds = [roll(horde_die) for _ in range(red)]
    faces = black + reds
    first_red = len(black)
    left = fight["zombies_left"]
    kills = 0
    waiting: dict[str, list[int]] = {"horrible": [], "casualty": [], "bonus": [], "opportunity": []}
    rolled = []
    for k, face in enumerate(faces):
        if face in KILL_FACES:
            if left > 0:
                left -= 1
                kills += 1
                outcome = "killed a zombie"
            else:
                outcome = "no zombie left"
            if face == "bonus":
                waiting["bonus"].append(k)
        else:
            outcome = _MELEE_OUTCOMES.get(face, "")
            if face in waiting:
                waiting[face].append(k)
        rolled.append({"face": face, "horde": k >= first_red, "outcome": outcome})
    fight["zombies_left"] = left
    fight["last_roll"] = rolled
    fight["pending_dice"] = waiting["horrible"] + waiting["casualty"] + waiting["bonus"] + waiting["opportunity"]
    fight["melee_started"] = True
    fight["roll_kind"] = "melee"
    events.append(Event("dice_rolled", f"{state.names[seat]} rolls {meeples} dice in melee"
                        + (f" ({red} horde)" if red else "") + f": {', '.join(faces)}. "
                        f"{kills} zombie{'s' if kills != 1 else ''} down, {left} left.", f"card:{fight['card']}",
                        EVERYONE, {"faces": black, "horde": reds, "kind": "melee", "seat": seat, "kills": kills}))


def _settle_fight(state: State, events: list) -> None:
    """Resolve the dice that leave no choice; end the fight when one side is gone."""
    fight = state.fight
    seat = state.encounter["seat"]
    have = state.resources[seat]
    tokens = state.tokens[seat]
    pending = fight["pending_dice"]
    cause = f"card:{fight['card']}"
    while pending:
        die = fight["last_roll"][pending[0]]
        face = die["face"]
        if face == "horrible":
            if "first_aid" in tokens:
                return
            pending.pop(0)
            die["outcome"] = "a survivor died"
            if _lose_survivors(state, seat, 1, events, cause, "horrible death"):
                return
        elif face == "casualty":
            if have[ADRENALINE] > 0 or "first_aid" in tokens:
                return
            pending.pop(0)
            die["outcome"] = "a survivor died"
            if _lose_survivors(state, seat, 1, events, cause, "casualty, no Adrenaline"):
                return
        else:
            if fight["zombies_left"] > 0 and have[ADRENALINE] > 0:
                return
            pending.pop(0)
            base = "killed a zombie; " if face == "bonus" and die["outcome"] == "killed a zombie" else ""
            die["outcome"] = base + ("no zombie left" if fight["zombies_left"] == 0 else "no Adrenaline to spend")
    if fight["zombies_left"] == 0:
        _take_card(state, events, "fight")


def _molotov(state: State, seat: int, events: list) -> None:
    state.tokens[seat].remove("molotov")
    cid = _current_card_id(state)
    events.append(Event("token_used", f"{state.names[seat]} throws a Molotov at {state.cards[cid].name}.",
                        "token:molotov", EVERYONE, {"seat": seat, "token": "molotov", "card": cid}))
    if state.fight is not None:
        state.fight["zombies_left"] = 0
        state.fight["pending_dice"] = []
    _take_card(state, events, "molotov")


def _flee(state: State, seat: int, events: list) -> None:
    fight = state.fight
    encounter = state.encounter
    state.resources[seat][GAS] -= fight["flee_cost"]
    state.card_fates[encounter["path"]][encounter["slot"]] = "box"
    cid = fight["card"]
    events.append(Event("card_resolved", f"{state.names[seat]} spends {fight['flee_cost']} Gas and flees from "
                        f"{state.cards[cid].name}; the card goes back to the box.", f"card:{cid}", EVERYONE,
                        {"seat": seat, "card": cid, "result": "fled"}))
    state.fight = None
    encounter["step"] = "resolved"


# ===========================================================================
# answers: one handler per prompt kind, (state, seat, value, events)
_TRANSFER_ANSWERS = {f"{kind}:{r}": RESOURCE_INDEX[r] for kind in ("pay", "take") for r in RESOURCES}


def _answer_transfer(state: State, seat: int, value: str, events: list) -> None:
    transfer = state.transfer
    i = _TRANSFER_ANSWERS[value]
    state.resources[seat][i] += -1 if transfer["kind"] == "pay" else 1
    transfer["moved"][i] += 1
    transfer["remaining"] -= 1


def _answer_choice(state: State, seat: int, value: str, events: list) -> None:
    choice = state.pending_choice
    k = int(value.split(":", 1)[1])
    cid = choice["card"]
    option = _pending_choice_op(state).options[k]
    state.pending_choice = None
    events.append(Event("chose", f"{state.names[seat]} chooses: {option.label}.", f"card:{cid}", EVERYONE,
                        {"seat": seat, "card": cid, "option": k}))
    if option.effects:
        _push_effects(state, cid, choice["address"] + [choice["op"], "option", k])


def _answer_auction(state: State, seat: int, value: str, events: list) -> None:
    if value == "pass":
        _pass(state, seat, events)
    else:
        _bid(state, seat, int(value.split(":", 1)[1]), events)


def _answer_path(state: State, seat: int, value: str, events: list) -> None:
    _choose_path(state, seat, int(value.split(":", 1)[1]), events)


def _answer_red_text(state: State, seat: int, value: str, events: list) -> None:
    if value == "molotov":
        _molotov(state, seat, events)
        return
    encounter = state.encounter
    encounter["step"] = "event"
    encounter["event_started"] = True
    _push_effects(state, _current_card_id(state), [])


def _answer_die(state: State, seat: int, value: str, events: list) -> None:
    fight = state.fight
    k = fight["pending_dice"].pop(0)
    die = fight["last_roll"][k]
    cause = f"card:{fight['card']}"
    who = state.names[seat]
    if value == "adrenaline:casualty":
        state.resources[seat][ADRENALINE] -= 1
        die["outcome"] = "saved with 1 Adrenaline"
        events.append(Event("adrenaline", f"{who} spends 1 Adrenaline: the bitten survivor pulls through.", cause,
                            EVERYONE, {"seat": seat, "die": k}))
    elif value == "first-aid":
        state.tokens[seat].remove("first_aid")
        die["outcome"] = "cancelled by First Aid"
        events.append(Event("token_used", f"{who} uses a First Aid Kit and cancels the {die['face']} die.",
                            "token:first_aid", EVERYONE, {"seat": seat, "token": "first_aid", "die": k}))
    elif value == "lose-survivor":
        die["outcome"] = "a survivor died"
        _lose_survivors(state, seat, 1, events, cause, "horrible death" if die["face"] == "horrible" else "casualty")
    elif value == "adrenaline:opportunity" or value == "adrenaline:bonus":
        state.resources[seat][ADRENALINE] -= 1
        fight["zombies_left"] -= 1
        die["outcome"] = ("killed a zombie; " if die["face"] == "bonus" else "") + "1 Adrenaline: killed a zombie"
        events.append(Event("adrenaline", f"{who} spends 1 Adrenaline and kills a zombie; {fight['zombies_left']} "
                            "left.", cause, EVERYONE, {"seat": seat, "die": k}))
    elif value == "skip":
        die["outcome"] = ("killed a zombie; " if die["face"] == "bonus" else "") + "Adrenaline not spent"
    _settle_if_still_fighting(state, events)


def _answer_fight(state: State, seat: int, value: str, events: list) -> None:
    if value == "fight" or value == "roll":
        _melee_roll(state, events)
    elif value.startswith("ranged:"):
        _ranged_roll(state, int(value.split(":", 1)[1]), events)
    elif value == "shotgun":
        state.tokens[seat].remove("shotgun")
        state.fight["shotgun_dice"] = SHOTGUN_DICE
        events.append(Event("token_used", f"{state.names[seat]} loads the Shotgun: {SHOTGUN_DICE} extra dice in the "
                            "ranged roll.", "token:shotgun", EVERYONE, {"seat": seat, "token": "shotgun"}))
        return
    elif value == "flee":
        _flee(state, seat, events)
        return
    elif value == "molotov":
        _molotov(state, seat, events)
        return
    _settle_if_still_fighting(state, events)


def _settle_if_still_fighting(state: State, events: list) -> None:
    # a lost survivor may have eliminated the seat, which ends its turn and the fight
    if state.fight is not None and state.encounter is not None:
        _settle_fight(state, events)


_ANSWER_HANDLERS = {
    "pay": _answer_transfer, "take": _answer_transfer, "choose": _answer_choice, "auction": _answer_auction,
    "path": _answer_path, "red_text": _answer_red_text, "die": _answer_die,
    "fight_start": _answer_fight, "melee": _answer_fight,
}


# ===========================================================================
# prompts
def _build_prompt(state: State) -> Prompt | None:
    if state.phase == "over":
        return None
    if state.transfer is not None:
        return _transfer_prompt(state, state.transfer)
    if state.pending_choice is not None:
        return _choice_prompt(state)
    if state.phase == "auction":
        seat = state.initiative[state.bidder]
        return _auction_prompt(state, seat, _legal_bids(state, seat))
    step = state.encounter["step"]
    if step == "path":
        return _path_prompt(state)
    if step == "red_text":
        return _red_text_prompt(state)
    if step == "fight":
        if state.fight["pending_dice"]:
            return _die_prompt(state)
        return _fight_prompt(state)
    raise AssertionError(f"no decision pending at step {step!r}")  # pragma: no cover


# Options are immutable values, and the same few come up again and again: each
# distinct one (or tuple of them) is built once and shared by every prompt.
_OPTIONS: dict[tuple, Option] = {}
_OPTION_SETS: dict[tuple, tuple[Option, ...]] = {}
_CACHE_LIMIT = 50_000


def _option(value: str, label: str, target: str | None = None) -> Option:
    key = (value, label, target)
    option = _OPTIONS.get(key)
    if option is None:
        if len(_OPTIONS) > _CACHE_LIMIT:
            _OPTIONS.clear()
        option = _OPTIONS[key] = Option(value, label, target)
    return option


def _remember_options(key: tuple, options: tuple[Option, ...]) -> tuple[Option, ...]:
    if len(_OPTION_SETS) > _CACHE_LIMIT:
        _OPTION_SETS.clear()
    _OPTION_SETS[key] = options
    return options


_PASS_OPTION = Option("pass", "Pass", None, hint="You may still bid later if someone else bids.")


def _transfer_prompt(state: State, transfer: dict) -> Prompt:
    seat = transfer["seat"]
    remaining = transfer["remaining"]
    who = state.names[seat]
    context = {"left": remaining, "reason": transfer["reason"]}
    if transfer["kind"] == "take":
        text = (f"{who}, take 1 free resource before the cards are turned over ({remaining} to take)"
                if transfer["reason"] == "solo" else f"{who}, take 1 resource of your choice ({remaining} to take)")
        return Prompt(seat, "take", text, _TAKE_OPTIONS, context)
    have = state.resources[seat]
    held = (have[0] > 0) + 2 * (have[1] > 0) + 4 * (have[2] > 0)
    text = f"{who}, pay 1 resource toward {_transfer_purpose(state, transfer)} ({remaining} left to pay)"
    return Prompt(seat, "pay", text, _PAY_OPTIONS[held], context)


def _take_options() -> tuple[Option, ...]:
    return tuple(Option(f"take:{r}", f"Take 1 {RESOURCE_NAMES[r]}", f"resource:{r}") for r in RESOURCES)


def _pay_options(held: int) -> tuple[Option, ...]:
    """The resources a seat holds, as a bit mask (1 ammo, 2 gas, 4 adrenaline), to pay with."""
    return tuple(Option(f"pay:{r}", f"Pay 1 {RESOURCE_NAMES[r]}", f"resource:{r}")
                 for bit, r in enumerate(RESOURCES) if held >> bit & 1)


_TAKE_OPTIONS = _take_options()
_PAY_OPTIONS = tuple(_pay_options(held) for held in range(8))     # by the mask of resources held


def _choice_prompt(state: State) -> Prompt:
    seat = state.encounter["seat"]
    cid = state.pending_choice["card"]
    op = _pending_choice_op(state)
    options = tuple(_option(f"option:{k}", op.options[k].label, f"card:{cid}")
                    for k in _affordable_options(state, seat, op))
    return Prompt(seat, "choose", f"{state.names[seat]}, {state.cards[cid].name}: choose one", options,
                  {"card": cid})


def _auction_prompt(state: State, seat: int, bids: list[int]) -> Prompt:
    key = ("auction", *bids)       # at most 2^10 distinct sets of legal bids
    options = _OPTION_SETS.get(key)
    if options is None:
        options = _remember_options(key, tuple(_option(f"bid:{n}", f"Bid {n}", f"bid:{n}") for n in bids)
                                    + (_PASS_OPTION,))
    mine = state.bids[seat]
    top = max(state.bids)                  # seats out of the game hold 0
    text = f"{state.names[seat]}, raise your bid or pass (your marker: {mine}, highest: {top})"
    return Prompt(seat, "auction", text, options, {"current": mine})


def _path_option(state: State, index: int) -> Option:
    """A path's option; the label names its face-up cards (cached per content and path layout)."""
    ids = state.paths[index]
    face_up = state.face_up[index]
    solo_first = state.solo and index == 0
    cost = state.key_costs[index]
    key = (index, *ids, *face_up, cost, solo_first)
    cache = _derived(state.content)["path_options"]
    option = cache.get(key)
    if option is None:
        cards = state.cards
        names = " + ".join(cards[c].name if face_up[i] else "face down" for i, c in enumerate(ids))
        label = f"Path {index + 1}: {names}"
        if solo_first:
            label += " (take 2 resources first)"
        elif cost:
            label += f" (pay {cost} resources)"
        if len(cache) > _CACHE_LIMIT:
            cache.clear()
        option = cache[key] = Option(f"path:{index}", label, f"path:{index}")
    return option


def _path_prompt(state: State) -> Prompt:
    seat = state.encounter["seat"]
    total = sum(state.resources[seat])
    open_paths = []
    affordable = []
    for index, taker in enumerate(state.taken_by):
        if taker is not None:
            continue
        option = _path_option(state, index)
        open_paths.append(option)
        if state.key_costs[index] <= total or (state.solo and index == 0):
            affordable.append(option)
    # by the key rules a free path is always left; should content ever break that, every path stays open
    return Prompt(seat, "path", f"{state.names[seat]}, choose your path", tuple(affordable or open_paths))


def _red_text_prompt(state: State) -> Prompt:
    seat = state.encounter["seat"]
    cid = _current_card_id(state)
    card = state.cards[cid]
    options = (_option("molotov", "Throw a Molotov: every zombie dies, the red text is ignored", "token:molotov"),
               _option("continue", "Keep the Molotov and read the red text", f"card:{cid}"))
    return Prompt(seat, "red_text", f"{state.names[seat]}, {card.name} has red text: throw a Molotov first?",
                  options, {"card": cid})


def _die_prompt(state: State) -> Prompt:
    """The first die of a melee roll still waiting for its decision."""
    fight = state.fight
    seat = state.encounter["seat"]
    who = state.names[seat]
    k = fight["pending_dice"][0]
    face = fight["last_roll"][k]["face"]
    if face == "horrible":
        text = f"{who}, horrible death: a survivor dies unless you use First Aid"
    elif face == "casualty":
        text = f"{who}, casualty: a survivor is bitten"
    else:
        text = f"{who}, {'bonus kill' if face == 'bonus' else 'opportunity kill'}: kill one more zombie?"
    options = _die_options(face, k, state.resources[seat][ADRENALINE] > 0, "first_aid" in state.tokens[seat])
    return Prompt(seat, "die", text, options, {"die": k, "face": face})


def _die_options(face: str, k: int, adrenaline: bool, first_aid: bool) -> tuple[Option, ...]:
    key = ("die", face, k, adrenaline, first_aid)
    options = _OPTION_SETS.get(key)
    if options is not None:
        return options
    if face == "horrible":
        options = (_option("first-aid", "Use a First Aid Kit: cancel the horrible death", "token:first_aid"),
                   _option("lose-survivor", "Lose a survivor", f"die:{k}"))
    elif face == "casualty":
        options = ()
        if adrenaline:
            options += (_option("adrenaline:casualty", "Spend 1 Adrenaline to save the survivor",
                                "resource:adrenaline"),)
        if first_aid:
            options += (_option("first-aid", "Use a First Aid Kit: cancel the casualty", "token:first_aid"),)
        options += (_option("lose-survivor", "Lose a survivor", f"die:{k}"),)
    else:
        options = (_option(f"adrenaline:{face}", "Spend 1 Adrenaline to kill a zombie", "resource:adrenaline"),
                   _option("skip", "Keep your Adrenaline", f"die:{k}"))
    return _remember_options(key, options)


def _fight_prompt(state: State) -> Prompt:
    """Before the first roll (shoot, load the shotgun or go to melee) or between melee rolls."""
    fight = state.fight
    seat = state.encounter["seat"]
    tokens = state.tokens[seat]
    have = state.resources[seat]
    flee_cost = fight["flee_cost"]
    common = (fight["card"], state.survivors[seat] + 1, fight["horde"],
              not fight["no_flee"] and have[GAS] >= flee_cost, flee_cost, "molotov" in tokens)
    if fight["melee_started"] or fight["ranged_done"]:
        kind = "melee"
        key = ("melee", *common)
    else:
        kind = "fight_start"
        key = ("fight_start", *common, fight["no_ranged"], fight["shotgun_dice"], fight["ranged_dice_per_ammo"],
               have[AMMO], "shotgun" in tokens)
    options = _OPTION_SETS.get(key) or _remember_options(key, _fight_options(*key))
    text = f"{state.names[seat]}, {fight['zombies_left']} of {fight['zombies_total']} zombies left"
    return Prompt(seat, kind, text, options, {"card": fight["card"]})


def _fight_options(kind: str, card_id: str, meeples: int, horde: int, can_flee: bool, flee_cost: int,
                   molotov: bool, no_ranged: bool = True, shotgun_dice: int = 0, dice_per_ammo: int = 0,
                   ammo: int = 0, shotgun_in_hand: bool = False) -> tuple[Option, ...]:
    options = []
    if kind == "fight_start" and not no_ranged:
        for n in range(0 if shotgun_dice else 1, ammo + 1):
            dice = n * dice_per_ammo + shotgun_dice
            label = (f"Ranged roll: spend {n} Ammo ({dice} dice)" if n
                     else f"Ranged roll with the shotgun only ({dice} dice)")
            options.append(_option(f"ranged:{n}", label, "resource:ammo"))
        if not shotgun_dice and shotgun_in_hand:
            options.append(_option("shotgun", f"Load the Shotgun: {SHOTGUN_DICE} free dice in the ranged roll",
                                   "token:shotgun"))
    red = min(horde, meeples)
    dice_text = f"{meeples} dice" + (f", {red} of them horde dice" if red else "")
    if kind == "fight_start":
        options.append(_option("fight", f"Fight in melee ({dice_text})", f"card:{card_id}"))
    else:
        options.append(_option("roll", f"Melee roll ({dice_text})", f"card:{card_id}"))
    if can_flee:
        options.append(_option("flee", f"Flee: spend {flee_cost} Gas, the card goes to the box", "resource:gas"))
    if molotov:
        options.append(_option("molotov", "Throw a Molotov: every zombie dies", "token:molotov"))
    return tuple(options)


# ===========================================================================
# reasons for refusals
def _explain(state: State, value: str) -> str | None:
    if state.phase == "over":
        return "the game is over"
    prompt = _build_prompt(state)
    head, _, tail = value.partition(":")
    why_not = _WHY_NOT.get(head)
    if why_not is not None:
        return why_not(state, prompt, head, tail)
    if value == "pass" and prompt.kind != "auction":
        return "passing is only for the auction"
    return _why_not_in_fight(state, prompt, value, head, tail)


def _why_not_bid(state: State, prompt: Prompt, head: str, tail: str) -> str | None:
    if prompt.kind != "auction":
        return "there is no auction going on now"
    if not tail.isdigit():
        return f"{tail!r} is not a whole number"
    seat = prompt.seat
    n = int(tail)
    if n > MAX_BID:
        return f"bid {n} is above the maximum of {MAX_BID}"
    if n <= state.bids[seat]:
        return f"a bid must be higher than your marker, which is on {state.bids[seat]}"
    total = sum(state.resources[seat])
    if n > total:
        return f"you have only {total} resources"
    for other in state.initiative:
        if other != seat and state.bids[other] == n:
            return f"space {n} is taken by {state.names[other]}"
    return None


def _why_not_path(state: State, prompt: Prompt, head: str, tail: str) -> str | None:
    if prompt.kind != "path":
        return "nobody is choosing a path now"
    count = len(state.paths)
    if not tail.isdigit() or int(tail) >= count:
        return f"there are only {count} paths (path:0 to path:{count - 1})"
    index = int(tail)
    if state.taken_by[index] is not None:
        return f"path {index + 1} was taken by {state.names[state.taken_by[index]]}"
    total = sum(state.resources[prompt.seat])
    if state.key_costs[index] > total:
        return f"path {index + 1} costs {state.key_costs[index]} resources and you have {total}"
    return None


def _why_not_transfer(state: State, prompt: Prompt, head: str, tail: str) -> str:
    if tail not in RESOURCE_INDEX:
        return f"{tail!r} is not a resource (ammo, gas or adrenaline)"
    if head == "pay" and prompt.kind == "pay" and state.resources[prompt.seat][RESOURCE_INDEX[tail]] == 0:
        return f"you have no {RESOURCE_NAMES[tail]}"
    return f"nothing is to be {'paid' if head == 'pay' else 'taken'} now"


def _why_not_option(state: State, prompt: Prompt, head: str, tail: str) -> str:
    if prompt.kind != "choose":
        return "no card is asking you to choose"
    op = _pending_choice_op(state)
    if not tail.isdigit() or int(tail) >= len(op.options):
        return f"this card has options option:0 to option:{len(op.options) - 1}"
    need, any_kind = _option_cost(op.options[int(tail)].effects)
    return f"you cannot pay for that option ({_resources_text(need)}{f' and {any_kind} of any' if any_kind else ''})"


_WHY_NOT = {"bid": _why_not_bid, "path": _why_not_path, "pay": _why_not_transfer, "take": _why_not_transfer,
            "option": _why_not_option}

_FIGHT_MOVES = ("ranged", "fight", "roll", "flee", "shotgun")
# token -> (the answer's head, without the token, with it but not now)
_TOKEN_REFUSALS = {
    "shotgun": ("shotgun", "you have no Shotgun token",
                "the shotgun only adds dice to the ranged roll, before it is made"),
    "molotov": ("molotov", "you have no Molotov token", "a Molotov is thrown at a card's zombies, on your turn"),
    "first-aid": ("first_aid", "you have no First Aid Kit",
                  "First Aid cancels a casualty or horrible death die as it is resolved"),
}


def _why_not_in_fight(state: State, prompt: Prompt, value: str, head: str, tail: str) -> str | None:
    fight = state.fight
    kind = prompt.kind
    have = state.resources[prompt.seat]
    if head in _FIGHT_MOVES and fight is None:
        return "there is no fight going on"
    if fight is not None and fight["pending_dice"] and (head in _FIGHT_MOVES or head == "molotov"):
        return "first decide what happens with the dice just rolled"
    if head == "ranged":
        if fight["no_ranged"]:
            return "this fight allows no ranged roll"
        if fight["ranged_done"] or fight["melee_started"]:
            return "the ranged roll can only be the first roll of a fight"
        if not tail.isdigit():
            return f"{tail!r} is not a whole number"
        if int(tail) > have[AMMO]:
            return f"you have only {have[AMMO]} Ammo"
        if int(tail) == 0:
            return "spend at least 1 Ammo (or load the shotgun first)"
        return None
    if head == "flee":
        if fight["no_flee"]:
            return "this fight forbids fleeing"
        if have[GAS] < fight["flee_cost"]:
            return f"fleeing costs {fight['flee_cost']} Gas and you have {have[GAS]}"
        return None
    if head == "fight" and kind == "melee":
        return "the fight has started: answer roll for the next melee roll"
    if head == "roll" and kind == "fight_start":
        return "answer fight to skip the ranged roll, or ranged:N to shoot first"
    if head in _TOKEN_REFUSALS:
        token, missing, not_now = _TOKEN_REFUSALS[head]
        return not_now if token in state.tokens[prompt.seat] else missing
    if head == "adrenaline":
        if kind != "die":
            return "no die is waiting for Adrenaline"
        if have[ADRENALINE] == 0:
            return "you have no Adrenaline"
        return f"the die to decide shows {prompt.context.get('face')}"
    if head in ("lose-survivor", "skip"):
        return "no die is waiting for that decision"
    if head == "continue" or kind == "red_text":
        return "answer molotov or continue"
    return f"{value!r} does not answer “{prompt.text}”"


# ===========================================================================
# views
def _view(state: State, viewer: int | None) -> dict:
    cards = state.cards
    dice = state.content.tables["dice"]
    outcome = state.outcome
    return {
        "game": "hit_z_road", "round": state.round, "rounds": ROUNDS, "phase": state.phase, "solo": state.solo,
        "deck": {"count": len(state.deck) - state.deck_drawn,
                 "next_level": (cards[state.deck[state.deck_drawn]].level
                                if state.deck_drawn < len(state.deck) else None)},
        "dice": {"black": list(dice["black"].faces), "horde": list(dice["horde"].faces)},
        "supply": dict(state.supply),
        "paths": _paths_view(state, viewer), "auction": _auction_view(state),
        "initiative": list(state.initiative), "seats": _seats_view(state, viewer),
        "encounter": _encounter_view(state), "fight": _fight_view(state),
        "last_event_roll": list(state.last_event_roll) if state.last_event_roll is not None else None,
        "epilogue": _epilogue_view(state),
        "outcome": None if outcome is None else copy_json(outcome),
    }


def _paths_view(state: State, viewer: int | None) -> list[dict]:
    over = state.phase == "over"
    cards = state.cards
    paths = []
    for index, ids in enumerate(state.paths):
        taker = state.taken_by[index]
        entries = []
        for slot, cid in enumerate(ids):
            fate = state.card_fates[index][slot]
            up = state.face_up[index][slot]
            # a won card is the winner's secret until the end; a card boxed with an eliminated seat
            # before it was turned stays unknown
            hidden = (not up or (fate == "won" and taker != viewer and not over)
                      or (fate == "box" and taker is not None and state.eliminated[taker] and not up))
            entries.append({"id": None if hidden else cid, "face_up": up and not hidden,
                            "level": cards[cid].level, "fate": fate,
                            "info": None if hidden else card_info(state.content, cid)})
        paths.append({"index": index, "cards": entries, "key_cost": state.key_costs[index], "taken_by": taker})
    return paths


def _seats_view(state: State, viewer: int | None) -> list[dict]:
    over = state.phase == "over"
    seats = []
    for s in range(state.players):
        mine = over or viewer == s
        have = state.resources[s]
        seats.append({"seat": s, "name": state.names[s], "color": state.colors[s], "bot": state.bots[s],
                      "ammo": have[AMMO], "gas": have[GAS], "adrenaline": have[ADRENALINE],
                      "survivors": state.survivors[s], "eliminated": state.eliminated[s],
                      "won_cards": list(state.won_cards[s]) if mine else None,
                      "won_count": len(state.won_cards[s]),
                      "points": _card_points(state, s) if mine else None,
                      "tokens": list(state.tokens[s]), "executor_card": state.executor_card[s]})
    return seats


def _auction_view(state: State) -> dict:
    auction = {"bids": {str(s): state.bids[s] for s in state.initiative}, "passed": list(state.passed),
               "current": state.initiative[state.bidder] if state.phase == "auction" else None, "max_bid": MAX_BID}
    if state.phase == "payment":
        owed = {str(s): state.bids[s] for s in state.bid_payers}
        transfer = state.transfer
        if transfer is not None and transfer["reason"] == "bid":
            owed[str(transfer["seat"])] = transfer["remaining"]
        auction["owed"] = owed
    return auction


# internal encounter steps as the view names them
_VIEW_STEPS = {"red_text": "event", "resolved": "fight"}


def _encounter_view(state: State) -> dict | None:
    encounter = state.encounter
    if encounter is None:
        return None
    step = encounter["step"]
    path = encounter["path"]
    card = _current_card_id(state)
    if card is not None and not state.face_up[path][encounter["slot"]]:
        card = None     # solo path 1: its free resources are taken before its cards are turned over
    return {"seat": encounter["seat"], "path": path, "card_index": encounter["slot"] if path is not None else None,
            "card": card, "step": _VIEW_STEPS.get(step, step)}


def _fight_view(state: State) -> dict | None:
    fight = state.fight
    if fight is None:
        return None
    return {"seat": state.encounter["seat"], "card": fight["card"], "zombies_total": fight["zombies_total"],
            "zombies_left": fight["zombies_left"], "horde": fight["horde"], "printed_horde": fight["printed_horde"],
            "executor": fight["executor"], "no_ranged": fight["no_ranged"], "no_flee": fight["no_flee"],
            "flee_cost": fight["flee_cost"], "ranged_dice_per_ammo": fight["ranged_dice_per_ammo"],
            "ranged_done": fight["ranged_done"], "melee_started": fight["melee_started"],
            "shotgun_loaded": bool(fight["shotgun_dice"]), "roll_kind": fight["roll_kind"],
            "last_roll": [dict(d) for d in fight["last_roll"]], "pending_dice": list(fight["pending_dice"])}


def _epilogue_view(state: State) -> list[dict]:
    table = state.content.tables["epilogue"]
    return [{"id": e["id"], "name": table[e["id"]].name if e["id"] in table else e["id"],
             "resource": e["resource"], "points": e["points"], "winner": e["winner"]} for e in state.epilogue]


RULES = HitZRoadRules()
