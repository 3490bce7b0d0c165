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
An option is `final` when answering it rolls dice or turns cards over
directly (ranged:N, fight, roll, path:I, the last key token, a card choice
or red text that rolls); knock-on draws are caught by Match's own barrier.

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
from ...core.prompt import Event, IllegalAnswer, Option, Prompt
from ...core.rng import Rng
from ...core.rules import GameInfo, MatchSetup, Outcome
from .effects import CONTENT_SPEC, RESOURCES

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
STATE_VERSION = 1

RI = {"ammo": 0, "gas": 1, "adrenaline": 2}
RNAME = {"ammo": "Ammo", "gas": "Gas", "adrenaline": "Adrenaline", "survivors": "survivors"}
SOLO_RANKS = ((22, "Lucky or Genius"), (19, "Call Me Daryl"), (16, "Very Good"), (11, "Good"),
              (6, "Cool"), (0, "Father Gabriel"))
KILL_FACES = ("kill", "bonus")
TOKEN_NAMES = {"school_bus": "School Bus", "molotov": "Molotov", "first_aid": "First Aid Kit",
               "shotgun": "Shotgun"}


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


def _fresh_mods() -> dict:
    return {"no_ranged": False, "no_flee": False, "extra": 0, "horde": None, "dpa": None, "flee": None}


# ---------------------------------------------------------------------------
class State:
    """The whole game. Plain data (JSON round-trip via state_to_json); `rng` is the only generator."""

    __slots__ = ("content", "rng", "_prompt", "_opening",
                 "players", "names", "colors", "bots", "solo",
                 "round", "phase", "deck", "deck_pos", "set_aside",
                 "paths", "face_up", "keys", "taken", "fates",
                 "res", "surv", "out", "won", "tokens", "exec_card", "supply",
                 "initiative", "bids", "turn", "passes", "passed",
                 "payers", "unit",
                 "order", "eturn", "enc", "stack", "choice", "fight", "last_event_roll",
                 "epilogue", "result")

    DATA = ("players", "names", "colors", "bots", "solo",
            "round", "phase", "deck", "deck_pos", "set_aside",
            "paths", "face_up", "keys", "taken", "fates",
            "res", "surv", "out", "won", "tokens", "exec_card", "supply",
            "initiative", "bids", "turn", "passes", "passed",
            "payers", "unit",
            "order", "eturn", "enc", "stack", "choice", "fight", "last_event_roll",
            "epilogue", "result")

    def invalidate(self) -> None:
        """Forget the cached prompt (tests that edit the state by hand call this)."""
        self._prompt = None


_NESTED = (list, dict)


def _copy(value: Any) -> Any:
    """A deep copy of plain JSON-like data (lists, dicts, scalars)."""
    kind = type(value)
    if kind is list:
        return [_copy(item) if type(item) in _NESTED else item for item in value]
    if kind is dict:
        return {key: _copy(item) if type(item) in _NESTED else item for key, item in value.items()}
    return value


_CARD_INFO: dict[int, tuple[Content, dict[str, dict]]] = {}


def card_info(content: Content, card_id: str) -> dict:
    """A card's public face as plain data (cached per content object)."""
    entry = _CARD_INFO.get(id(content))
    if entry is None or entry[0] is not content:
        entry = (content, {})
        _CARD_INFO[id(content)] = entry
    cache = entry[1]
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


def _ops_at(effects: tuple, addr: list) -> tuple:
    ops = effects
    for j in range(0, len(addr), 3):
        op = ops[addr[j]]
        kind = addr[j + 1]
        if kind == "o":
            ops = op.outcomes[addr[j + 2]].effects
        elif kind == "c":
            ops = op.options[addr[j + 2]].effects
        else:
            ops = op.effects
    return ops


def _has_roll(ops) -> bool:
    for op in ops:
        name = op.op_name
        if name in ("roll", "roll_count"):
            return True
        if name == "choose" and any(_has_roll(o.effects) for o in op.options):
            return True
    return False


def _cost_of(ops) -> tuple[list[int], int]:
    """What the top-level pay ops of an option demand: per resource, and 'any'."""
    need = [0, 0, 0]
    anyn = 0
    for op in ops:
        if op.op_name == "pay":
            if op.resource == "any":
                anyn += op.amount
            else:
                need[RI[op.resource]] += op.amount
    return need, anyn


# ---------------------------------------------------------------------------
class HitZRoadRules:
    info = GameInfo(
        "hit_z_road", "Hit Z Road", 1, 4,
        "Bid for the safest road west, scavenge, and fight zombies from Chicago to L.A.",
        variants=(), bot_kinds=("random", "heuristic"), hidden_information=True)

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
        st = State()
        st.content, st.rng, st._prompt = content, rng, None
        st.players = n
        st.names = [seat.name for seat in setup.seats]
        st.colors = [seat.color for seat in setup.seats]
        st.bots = [seat.bot for seat in setup.seats]
        st.solo = n == 1
        st.round, st.phase = 1, "planning"
        st.res = [[START_RESOURCES] * 3 for _ in range(n)]
        st.surv = [START_SURVIVORS] * n
        st.out = [False] * n
        st.won = [[] for _ in range(n)]
        st.tokens = [[] for _ in range(n)]
        st.exec_card = [False] * n
        st.supply = {tid: tok.count for tid, tok in sorted(content.tables["tokens"].items())}
        order = list(range(n))
        rng.shuffle(order)                       # the initiative tiles are dealt at random
        st.initiative = order
        st.bids = [0] * n
        st.turn, st.passes, st.passed = 0, 0, []
        st.payers, st.unit = [], None
        # the adventure deck: per level shuffle, set 4 aside, stack 1 on 2 on 3
        cards = content.tables["cards"]
        stacks: dict[int, list[str]] = {}
        st.set_aside = []
        for level in (3, 2, 1):
            ids = sorted(cid for cid, card in cards.items() if card.level == level and (n == 4 or not card.poker))
            rng.shuffle(ids)
            st.set_aside.extend(ids[:4])
            stacks[level] = ids[4:]
        st.deck = stacks[1] + stacks[2] + stacks[3]
        st.deck_pos = 0
        st.paths, st.face_up, st.keys, st.taken, st.fates = [], [], [], [], []
        st.order, st.eturn, st.enc = [], 0, None
        st.stack, st.choice, st.fight, st.last_event_roll = [], None, None, None
        st.epilogue = [{"id": e.id, "resource": e.resource, "points": e.points, "winner": None}
                       for e in sorted(content.tables["epilogue"].values(), key=lambda e: e.id)] if not st.solo else []
        st.result = None
        st._opening = []
        _advance(st, st._opening)
        return st

    def opening_events(self, state: State) -> list[Event]:
        """What setup did (initiative, the first deal), for the log; handed over once."""
        events, state._opening = getattr(state, "_opening", None) or [], []
        return events

    # --- the one door -------------------------------------------------
    def prompt(self, state: State) -> Prompt | None:
        cached = state._prompt
        if cached is None:
            cached = state._prompt = _build_prompt(state)
        return cached

    def apply(self, state: State, value: str) -> list[Event]:
        prompt = self.prompt(state)
        if prompt is None:
            raise IllegalAnswer(f"{value!r} refused: the game is over")
        if prompt.option(value) is None:
            reason = self.explain_illegal(state, value)
            raise IllegalAnswer(f"{value!r} is not a legal answer" + (f": {reason}" if reason else ""))
        state._prompt = None
        events: list[Event] = []
        _apply(state, prompt, value, events)
        _advance(state, events)
        return events

    def explain_illegal(self, state: State, value: str) -> str | None:
        try:
            return _explain(state, value)
        except Exception:  # a reason is a courtesy; never let it break a refusal
            return None

    # --- what a seat may see ------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        return Outcome(tuple(r["winners"]), tuple(r["scores"]), r["summary"], _copy(r["details"]))

    # --- persistence --------------------------------------------------
    def state_to_json(self, state: State) -> dict:
        data = {name: _copy(getattr(state, name)) for name in State.DATA}
        data["version"] = STATE_VERSION
        data["rng"] = state.rng.to_json()
        return data

    def state_from_json(self, data: dict, content: Content) -> State:
        if data.get("version") != STATE_VERSION:
            raise ValueError(f"state version {data.get('version')!r} is not {STATE_VERSION}")
        st = State()
        st.content, st._prompt = content, None
        st.rng = Rng.from_json(data["rng"])
        for name in State.DATA:
            setattr(st, name, _copy(data[name]))
        cards = content.tables["cards"]
        missing = [cid for cid in st.deck + st.set_aside if cid not in cards]
        if missing:
            raise ValueError(f"the save uses cards this content lacks: {', '.join(missing[:5])}")
        return st


# ===========================================================================
# helpers on the state
def _name(st: State, seat: int) -> str:
    return st.names[seat]


def _card(st: State, cid: str):
    return st.content.tables["cards"][cid]


def _ev(events: list, kind: str, text: str, cause: str, data: dict | None = None,
        seats: tuple | None = None, reveals: bool = False) -> None:
    events.append(Event(kind, text, cause, seats, data or {}, reveals))


def _active(st: State) -> list[int]:
    return [s for s in range(st.players) if not st.out[s]]


def _cur_card_id(st: State) -> str | None:
    enc = st.enc
    if enc is None or enc["path"] is None:
        return None
    cards = st.paths[enc["path"]]
    return cards[enc["card"]] if enc["card"] < len(cards) else None


def _pl(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _res_text(amounts: list[int]) -> str:
    parts = [f"{n} {RNAME[r]}" for r, n in zip(RESOURCES, amounts) if n]
    return ", ".join(parts) if parts else "nothing"


def _legal_bids(st: State, seat: int) -> list[int]:
    top = min(MAX_BID, sum(st.res[seat]))
    current = st.bids[seat]
    if top <= current:
        return []
    taken = {st.bids[s] for s in st.initiative if s != seat}
    return [n for n in range(current + 1, top + 1) if n not in taken]


def _survivors_in_box(st: State) -> int:
    return max(0, SURVIVOR_POOL - sum(st.surv[s] for s in range(st.players) if not st.out[s]))


# ===========================================================================
# the automatic part: run until a decision or the end
def _advance(st: State, ev: list) -> None:
    while True:
        if st.phase == "over":
            return
        unit = st.unit
        if unit is not None:
            if _unit_auto(st, unit, ev):
                continue
            return
        if st.choice is not None:
            return
        phase = st.phase
        if phase == "encounter":
            if _encounter_step(st, ev):
                continue
            return
        if phase == "auction":
            if st.passes >= len(st.initiative):
                _end_auction(st, ev)
                continue
            seat = st.initiative[st.turn]
            if _legal_bids(st, seat):
                return
            _pass(st, seat, ev, forced=True)
            continue
        if phase == "payment":
            if st.payers:
                seat = st.payers[0]
                st.unit = {"seat": seat, "mode": "pay", "left": st.bids[seat], "reason": "bid", "then": "bid",
                           "paid": [0, 0, 0], "cause": "rule:auction"}
                continue
            _new_initiative(st, ev)
            continue
        if phase == "planning":
            _plan(st, ev)
            continue
        raise AssertionError(f"unknown phase {phase!r}")


def _unit_auto(st: State, unit: dict, ev: list) -> bool:
    """Resolve a single-resource payment when it leaves no choice; False when the player must choose."""
    if unit["left"] <= 0:
        _finish_unit(st, unit, ev)
        return True
    if unit["mode"] == "take":
        return False
    r = st.res[unit["seat"]]
    total = r[0] + r[1] + r[2]
    if total == 0:
        _finish_unit(st, unit, ev)
        return True
    nonzero = (r[0] > 0) + (r[1] > 0) + (r[2] > 0)
    if total <= unit["left"] or nonzero == 1:
        paid = unit["paid"]
        left = unit["left"]
        for i in range(3):
            n = min(r[i], left)
            r[i] -= n
            paid[i] += n
            left -= n
        unit["left"] = left
        _finish_unit(st, unit, ev)
        return True
    return False


def _unit_reason(st: State, unit: dict) -> str:
    reason = unit["reason"]
    if reason == "bid":
        return "the bid"
    if reason == "key":
        return f"the key of path {st.enc['path'] + 1}" if st.enc else "the key"
    if reason == "solo":
        return "the face-down path"
    return "the card"


def _finish_unit(st: State, unit: dict, ev: list) -> None:
    paid = unit["paid"]
    if paid[0] or paid[1] or paid[2]:
        seat = unit["seat"]
        if unit["mode"] == "take":
            _ev(ev, "gained", f"{_name(st, seat)} takes {_res_text(paid)}.", unit["cause"],
                {"seat": seat, "gained": dict(zip(RESOURCES, paid))})
        else:
            _ev(ev, "paid", f"{_name(st, seat)} pays {_res_text(paid)} for {_unit_reason(st, unit)}.",
                unit["cause"], {"seat": seat, "paid": dict(zip(RESOURCES, paid)), "reason": unit["reason"]})
    st.unit = None
    then = unit["then"]
    if then == "bid":
        st.payers.pop(0)
    elif then == "key":
        _reveal_path(st, ev)
        st.enc["step"] = "scavenge"


def _plan(st: State, ev: list) -> None:
    per_round = 8 if st.players == 4 else 6
    drawn = st.deck[st.deck_pos:st.deck_pos + per_round]
    st.deck_pos += len(drawn)
    st.paths = [drawn[i:i + 2] for i in range(0, len(drawn) - 1, 2)]
    n_paths = len(st.paths)
    if st.solo:
        st.face_up = [[False, False], [True, False], [True, True]][:n_paths]
    else:
        st.face_up = [[True, True] for _ in range(n_paths)]
    st.keys = key_costs(st.players, st.out.count(True), n_paths)
    st.taken = [None] * n_paths
    st.fates = [[None, None] for _ in range(n_paths)]
    _ev(ev, "round_started", f"Round {st.round} of {ROUNDS} begins.", "rule:planning", {"round": st.round})
    drawer = st.initiative[0] if st.initiative else 0
    for index, cards in enumerate(st.paths):
        for slot, cid in enumerate(cards):
            up = st.face_up[index][slot]
            card = _card(st, cid)
            if up:
                _ev(ev, "card_drawn", f"Path {index + 1}: {card.name} (level {card.level}).", "rule:planning",
                    {"card": cid, "path": index, "slot": slot, "face_up": True}, reveals=True)
            else:
                _ev(ev, "card_drawn", f"Path {index + 1}: a face-down card.", "rule:planning",
                    {"card": cid, "path": index, "slot": slot, "face_up": False}, seats=())
    for index, cost in enumerate(st.keys):
        if cost:
            _ev(ev, "key_placed", f"The +{cost} key points at path {index + 1}.", "rule:keys",
                {"path": index, "cost": cost})
    if not st.solo:
        _ev(ev, "paths_laid", f"{_name(st, drawer)} lays out {n_paths} paths.", "rule:planning",
            {"seat": drawer, "paths": n_paths})
        st.phase = "auction"
        st.bids = [0] * st.players
        st.turn, st.passes, st.passed = 0, 0, []
    else:
        st.phase = "encounter"
        st.order, st.eturn, st.enc = [0], 0, None


# --- auction -------------------------------------------------------------
def _next_bidder(st: State) -> None:
    st.turn = (st.turn + 1) % len(st.initiative)


def _pass(st: State, seat: int, ev: list, forced: bool = False) -> None:
    st.passes += 1
    st.passed.append(seat)
    text = (f"{_name(st, seat)} cannot raise and passes." if forced else f"{_name(st, seat)} passes.")
    _ev(ev, "passed", text, "rule:auction", {"seat": seat, "forced": forced})
    _next_bidder(st)


def _end_auction(st: State, ev: list) -> None:
    bids = ", ".join(f"{_name(st, s)} {st.bids[s]}" for s in st.initiative)
    _ev(ev, "auction_ended", f"Everyone passed in a row; the auction ends ({bids}).", "rule:auction",
        {"bids": {str(s): st.bids[s] for s in st.initiative}})
    st.phase = "payment"
    st.payers = [s for s in st.initiative if st.bids[s] > 0]


def _new_initiative(st: State, ev: list) -> None:
    old = st.initiative
    st.initiative = sorted(old, key=lambda s: -st.bids[s])   # stable: 0-bid ties keep their order
    order = ", ".join(f"#{i + 1} {_name(st, s)}" for i, s in enumerate(st.initiative))
    _ev(ev, "initiative", f"New turn order: {order}.", "rule:auction", {"order": list(st.initiative)})
    st.bids = [0] * st.players
    st.passed = []
    st.phase = "encounter"
    st.order, st.eturn, st.enc = list(st.initiative), 0, None


# --- encounter -------------------------------------------------------------
def _encounter_step(st: State, ev: list) -> bool:
    enc = st.enc
    if enc is None:
        while st.eturn < len(st.order) and st.out[st.order[st.eturn]]:
            st.eturn += 1
        if st.eturn >= len(st.order):
            _end_encounter_phase(st, ev)
            return True
        st.enc = {"seat": st.order[st.eturn], "path": None, "card": 0, "step": "path", "started": False,
                  "mods": _fresh_mods(), "executor": False}
        st.last_event_roll = None
        return False
    step = enc["step"]
    if step == "scavenge":
        _scavenge(st, ev)
        enc["step"] = "event"
        return True
    if step == "event":
        if not enc["started"]:
            cid = _cur_card_id(st)
            card = _card(st, cid)
            if card.kind == "fight" and card.effects and "molotov" in st.tokens[enc["seat"]]:
                enc["step"] = "red"
                return False
            enc["started"] = True
            if card.effects:
                st.stack.append([cid, [], 0, 1])
        return _run_ops(st, ev)
    if step == "fight":
        if st.fight is None:
            return _start_fight(st, ev)
        return False
    if step == "next":
        _next_card(st, ev)
        return True
    return False   # "path", "red", "key" wait for an answer


def _reveal_path(st: State, ev: list) -> None:
    enc = st.enc
    index = enc["path"]
    for slot, cid in enumerate(st.paths[index]):
        if not st.face_up[index][slot]:
            st.face_up[index][slot] = True
            card = _card(st, cid)
            _ev(ev, "card_revealed", f"Path {index + 1} card turned face up: {card.name}.", "rule:solo",
                {"card": cid, "path": index, "slot": slot}, reveals=True)


def _choose_path(st: State, index: int, ev: list) -> None:
    enc = st.enc
    seat = enc["seat"]
    enc["path"] = index
    enc["card"] = 0
    st.taken[index] = seat
    names = " and ".join(_card(st, c).name if st.face_up[index][i] else "a face-down card"
                         for i, c in enumerate(st.paths[index]))
    _ev(ev, "path_chosen", f"{_name(st, seat)} takes path {index + 1} ({names}).", "rule:encounter",
        {"seat": seat, "path": index})
    if st.solo and index == 0:
        enc["step"] = "key"
        st.unit = {"seat": seat, "mode": "take", "left": SOLO_TAKE, "reason": "solo", "then": "key",
                   "paid": [0, 0, 0], "cause": "rule:solo"}
    elif st.keys[index] > 0:
        enc["step"] = "key"
        st.unit = {"seat": seat, "mode": "pay", "left": st.keys[index], "reason": "key", "then": "key",
                   "paid": [0, 0, 0], "cause": "rule:solo" if st.solo else "rule:keys"}
    else:
        _reveal_path(st, ev)
        enc["step"] = "scavenge"


def _scavenge(st: State, ev: list) -> None:
    seat = st.enc["seat"]
    cid = _cur_card_id(st)
    card = _card(st, cid)
    s = card.scavenge
    got = [s.ammo, s.gas, s.adrenaline]
    r = st.res[seat]
    for i in range(3):
        r[i] += got[i]
    _ev(ev, "scavenged", f"{_name(st, seat)} scavenges {_res_text(got)} at {card.name}.", f"card:{cid}",
        {"seat": seat, "card": cid, "gained": dict(zip(RESOURCES, got))})


def _next_card(st: State, ev: list) -> None:
    enc = st.enc
    st.fight = None
    enc["card"] += 1
    if enc["card"] >= len(st.paths[enc["path"]]):
        st.enc = None
        st.eturn += 1
        return
    enc["step"] = "scavenge"
    enc["started"] = False
    enc["mods"] = _fresh_mods()
    enc["executor"] = False
    st.last_event_roll = None


def _take_card(st: State, ev: list, how: str) -> None:
    enc = st.enc
    seat = enc["seat"]
    cid = _cur_card_id(st)
    card = _card(st, cid)
    st.won[seat].append(cid)
    st.fates[enc["path"]][enc["card"]] = "won"
    points = _pl(card.points, "point")
    if how == "fight":
        text = f"{_name(st, seat)} wins the fight and keeps {card.name} ({points})."
    elif how == "molotov":
        text = f"{_name(st, seat)} burns every zombie and keeps {card.name} ({points})."
    else:
        text = f"{_name(st, seat)} keeps {card.name} ({points})."
    _ev(ev, "card_resolved", text, f"card:{cid}",
        {"seat": seat, "card": cid, "points": card.points, "result": "won", "how": how})
    if enc["executor"]:
        st.exec_card[seat] = True
        _ev(ev, "executor", f"{_name(st, seat)} keeps {card.name} face up: it is the Executor.", f"card:{cid}",
            {"seat": seat, "card": cid})
    st.fight = None
    enc["step"] = "next"


def _end_encounter_phase(st: State, ev: list) -> None:
    st.enc = None
    for index, cards in enumerate(st.paths):
        for slot in range(len(cards)):
            if st.fates[index][slot] is None and st.taken[index] is None:
                st.fates[index][slot] = "discard"
    active = _active(st)
    if st.solo:
        if not active:
            _finish_solo(st, ev, eliminated=True)
            return
    else:
        if len(active) == 1:
            winner = active[0]
            points = [sum(_card(st, c).points for c in st.won[s]) for s in range(st.players)]
            _ev(ev, "game_over", f"{_name(st, winner)} is the only one with survivors left and wins at once.",
                "rule:end", {"winners": [winner]})
            _set_result(st, [winner], points,
                        f"{_name(st, winner)} is the last group still on the road and wins.",
                        {"reason": "last_survivor", "points": points})
            return
        if not active:
            _ev(ev, "game_over", "Nobody has survivors left: there is no winner.", "rule:end", {"winners": []})
            _set_result(st, [], [0] * st.players, "Every group was lost on the road. Nobody wins.",
                        {"reason": "all_eliminated"})
            return
    if st.round >= ROUNDS:
        if st.solo:
            _finish_solo(st, ev, eliminated=False)
        else:
            _final_scoring(st, ev)
        return
    st.round += 1
    st.phase = "planning"


def _set_result(st: State, winners: list[int], scores: list[int], summary: str, details: dict) -> None:
    st.phase = "over"
    st.unit = st.choice = st.fight = None
    st.stack = []
    st.result = {"winners": winners, "scores": scores, "summary": summary, "details": details}


def _final_scoring(st: State, ev: list) -> None:
    active = _active(st)
    cards = [sum(_card(st, c).points for c in st.won[s]) if not st.out[s] else 0 for s in range(st.players)]
    totals = list(cards)
    for epi in st.epilogue:
        resource = epi["resource"]
        amounts = {s: (st.surv[s] if resource == "survivors" else st.res[s][RI[resource]]) for s in active}
        best = max(amounts.values())
        leaders = [s for s, n in amounts.items() if n == best]
        if len(leaders) == 1:
            epi["winner"] = leaders[0]
            totals[leaders[0]] += epi["points"]
            _ev(ev, "epilogue", f"{_name(st, leaders[0])} has the most {RNAME[resource]} ({best}) and scores "
                f"{epi['points']} points.", f"epilogue:{epi['id']}", {"epilogue": epi["id"], "winner": leaders[0]})
        else:
            epi["winner"] = None
            _ev(ev, "epilogue", f"Tie for the most {RNAME[resource]}: nobody scores it.",
                f"epilogue:{epi['id']}", {"epilogue": epi["id"], "winner": None})
    top = max(totals[s] for s in active)
    best = [s for s in active if totals[s] == top]
    if len(best) > 1:
        most = max(st.surv[s] for s in best)
        best = [s for s in best if st.surv[s] == most]
    names = " and ".join(_name(st, s) for s in best)
    if len(best) == 1:
        summary = f"{names} reaches L.A. with {top} points and wins."
    else:
        summary = f"{names} reach L.A. tied on {top} points and survivors, and share the victory."
    _ev(ev, "game_over", summary, "rule:end", {"winners": best, "scores": totals})
    _set_result(st, best, totals, summary, {"reason": "score", "card_points": cards, "scores": totals,
                                             "epilogue": [_copy(e) for e in st.epilogue]})


def _finish_solo(st: State, ev: list, eliminated: bool) -> None:
    if eliminated:
        summary = "Your group did not make it to L.A. The solo game is lost."
        _ev(ev, "game_over", summary, "rule:solo", {"winners": []})
        _set_result(st, [], [0], summary, {"reason": "eliminated", "rank": None, "card_points": 0, "sets": 0})
        return
    points = sum(_card(st, c).points for c in st.won[0])
    r = st.res[0]
    sets = min(st.surv[0], r[0], r[1], r[2])
    score = points + sets
    rank = solo_rank(score)
    summary = f"You reach L.A. with {score} points ({points} from cards, {sets} from sets): rank “{rank}”."
    _ev(ev, "game_over", summary, "rule:solo", {"winners": [0], "score": score, "rank": rank})
    _set_result(st, [0], [score], summary, {"reason": "solo", "rank": rank, "card_points": points, "sets": sets})


def _eliminate(st: State, seat: int, ev: list, cause: str) -> None:
    st.out[seat] = True
    st.surv[seat] = 0
    for index, cards in enumerate(st.paths):
        for slot, cid in enumerate(cards):
            if st.fates[index][slot] == "won" and cid in st.won[seat]:
                st.fates[index][slot] = "box"
    returned = len(st.won[seat])
    st.won[seat] = []
    st.exec_card[seat] = False
    for token in st.tokens[seat]:
        st.supply[token] = st.supply.get(token, 0) + 1
    st.tokens[seat] = []
    st.res[seat] = [0, 0, 0]
    if seat in st.initiative:
        st.initiative.remove(seat)
    enc = st.enc
    if enc is not None and enc["seat"] == seat:
        if enc["path"] is not None:
            for slot in range(enc["card"], len(st.paths[enc["path"]])):
                if st.fates[enc["path"]][slot] is None:
                    st.fates[enc["path"]][slot] = "box"
                    cid = st.paths[enc["path"]][slot]
                    _ev(ev, "card_resolved", f"{_card(st, cid).name} goes back to the box.", cause,
                        {"seat": seat, "card": cid, "result": "box"})
        st.enc = None
        st.eturn += 1
        st.stack = []
        st.choice = st.unit = st.fight = None
    _ev(ev, "eliminated", f"{_name(st, seat)} has lost every survivor and is out of the game"
        + (f"; {returned} won cards go back to the box." if returned else "."), cause,
        {"seat": seat})


def _lose_survivors(st: State, seat: int, n: int, ev: list, cause: str, why: str) -> bool:
    """Remove survivors; True when this eliminated the seat."""
    n = min(n, st.surv[seat])
    st.surv[seat] -= n
    _ev(ev, "survivor_lost", f"{_name(st, seat)} loses {n} survivor{'s' if n != 1 else ''} ({why}); "
        f"{st.surv[seat]} left.", cause, {"seat": seat, "amount": n})
    if st.surv[seat] == 0:
        _eliminate(st, seat, ev, cause)
        return True
    return False


# --- the effect interpreter ---------------------------------------------------
def _run_ops(st: State, ev: list) -> bool:
    stack = st.stack
    cards = st.content.tables["cards"]
    while stack:
        if st.choice is not None or st.unit is not None or st.enc is None:
            return True
        frame = stack[-1]
        cid, addr, idx, repeat = frame
        ops = _ops_at(cards[cid].effects, addr)
        if idx >= len(ops):
            if repeat > 1:
                frame[3] = repeat - 1
                frame[2] = 0
            else:
                stack.pop()
            continue
        frame[2] = idx + 1
        _exec(st, ev, cid, ops[idx], addr, idx)
    if st.enc is not None and st.choice is None and st.unit is None:
        st.enc["step"] = "fight"
    return True


def _exec(st: State, ev: list, cid: str, op: Any, addr: list, idx: int) -> None:
    enc = st.enc
    seat = enc["seat"]
    name = op.op_name
    cause = f"card:{cid}"
    who = _name(st, seat)
    r = st.res[seat]
    if name == "gain":
        if op.resource == "any":
            st.unit = {"seat": seat, "mode": "take", "left": op.amount, "reason": "card", "then": "op",
                       "paid": [0, 0, 0], "cause": cause}
        else:
            r[RI[op.resource]] += op.amount
            _ev(ev, "gained", f"{who} gains {op.amount} {RNAME[op.resource]}.", cause,
                {"seat": seat, "resource": op.resource, "amount": op.amount})
    elif name == "lose" or name == "pay":
        if op.resource == "any":
            left = min(op.amount, r[0] + r[1] + r[2])
            if left:
                st.unit = {"seat": seat, "mode": "pay", "left": left, "reason": "card", "then": "op",
                           "paid": [0, 0, 0], "cause": cause}
        else:
            i = RI[op.resource]
            n = min(op.amount, r[i])
            r[i] -= n
            verb = "pays" if name == "pay" else "loses"
            _ev(ev, "lost", f"{who} {verb} {n} {RNAME[op.resource]}.", cause,
                {"seat": seat, "resource": op.resource, "amount": n})
    elif name == "gain_survivor":
        n = min(op.amount, _survivors_in_box(st))
        st.surv[seat] += n
        if n == op.amount:
            text = f"{who} gains {_pl(n, 'survivor')}."
        elif n:
            text = f"{who} gains {_pl(n, 'survivor')} (no more are left in the box)."
        else:
            text = f"No survivor is left in the box to join {who}."
        _ev(ev, "survivor_gained", text, cause, {"seat": seat, "amount": n})
    elif name == "lose_survivor":
        _lose_survivors(st, seat, op.amount, ev, cause, _card(st, cid).name)
    elif name == "roll":
        face = st.rng.roll(_black_faces(st))
        st.last_event_roll = [face]
        _ev(ev, "dice_rolled", f"{who} rolls a die for {_card(st, cid).name}: {face}.", cause,
            {"faces": [face], "horde": [], "kind": "event", "seat": seat})
        for k, outcome in enumerate(op.outcomes):
            if face in outcome.faces:
                if outcome.effects:
                    st.stack.append([cid, addr + [idx, "o", k], 0, 1])
                break
    elif name == "roll_count":
        black = _black_faces(st)
        faces = [st.rng.roll(black) for _ in range(op.dice)]
        st.last_event_roll = faces
        count = faces.count(op.face)
        _ev(ev, "dice_rolled", f"{who} rolls {op.dice} dice for {_card(st, cid).name}: {', '.join(faces)} "
            f"({count} × {op.face}).", cause, {"faces": faces, "horde": [], "kind": "event", "seat": seat})
        if count and op.effects:
            st.stack.append([cid, addr + [idx, "r", 0], 0, count])
    elif name == "choose":
        st.choice = {"card": cid, "addr": list(addr), "op": idx}
    elif name == "gain_token":
        token = op.token
        tname = _token_name(st, token)
        if st.supply.get(token, 0) > 0:
            st.supply[token] -= 1
            st.tokens[seat].append(token)
            _ev(ev, "token_gained", f"{who} takes the {tname} token.", cause, {"seat": seat, "token": token})
        else:
            _ev(ev, "token_gained", f"No {tname} token is left in the supply.", cause,
                {"seat": seat, "token": token, "none_left": True})
    elif name == "executor":
        enc["executor"] = True
    else:   # fight rules: they shape this card's fight
        mods = enc["mods"]
        if name == "no_ranged":
            mods["no_ranged"] = True
        elif name == "no_flee":
            mods["no_flee"] = True
        elif name == "extra_zombies":
            mods["extra"] += op.amount
        elif name == "set_horde":
            mods["horde"] = op.strength
        elif name == "ranged_dice_per_ammo":
            mods["dpa"] = op.dice
        elif name == "flee_cost":
            mods["flee"] = op.gas
        else:  # pragma: no cover - the vocabulary and this interpreter are kept in step by a test
            raise AssertionError(f"op {name!r} has no interpreter")


def _black_faces(st: State) -> tuple:
    return st.content.tables["dice"]["black"].faces


def _token_name(st: State, token: str) -> str:
    spec = st.content.tables["tokens"].get(token)
    return spec.name if spec is not None else TOKEN_NAMES.get(token, token)


def _affordable_options(st: State, seat: int, op: Any) -> list[int]:
    r = st.res[seat]
    total = r[0] + r[1] + r[2]
    ok = []
    for k, option in enumerate(op.options):
        need, anyn = _cost_of(option.effects)
        if need[0] <= r[0] and need[1] <= r[1] and need[2] <= r[2] and anyn <= total - sum(need):
            ok.append(k)
    return ok or list(range(len(op.options)))   # nothing affordable: every option, and pay acts as lose


# --- fights -------------------------------------------------------------------
def _start_fight(st: State, ev: list) -> bool:
    enc = st.enc
    seat = enc["seat"]
    cid = _cur_card_id(st)
    card = _card(st, cid)
    mods = enc["mods"]
    zombies = card.zombies + mods["extra"]
    if zombies <= 0:
        _take_card(st, ev, "calm")
        return True
    horde = card.horde if mods["horde"] is None else mods["horde"]
    executor = "school_bus" in st.tokens[seat] and st.exec_card[seat]
    st.fight = {"card": cid, "total": zombies, "left": zombies, "printed_horde": horde,
                "horde": 0 if executor else horde, "executor": executor and horde > 0,
                "no_ranged": mods["no_ranged"], "no_flee": mods["no_flee"],
                "flee_cost": FLEE_COST if mods["flee"] is None else mods["flee"],
                "dpa": DICE_PER_AMMO if mods["dpa"] is None else mods["dpa"],
                "ranged_done": False, "melee_started": False, "shotgun": 0, "roll_kind": None,
                "last_roll": [], "pending": []}
    horde_text = f" (a strength-{horde} horde)" if horde else ""
    if executor and horde:
        horde_text += "; the Executor makes them fight as ordinary zombies"
    _ev(ev, "fight_started", f"{_name(st, seat)} must fight {_pl(zombies, 'zombie')}{horde_text} at {card.name}.",
        f"card:{cid}", {"seat": seat, "card": cid, "zombies": zombies, "horde": st.fight["horde"]})
    return False


def _ranged_roll(st: State, n: int, ev: list) -> None:
    f = st.fight
    seat = st.enc["seat"]
    st.res[seat][0] -= n
    dice = n * f["dpa"] + f["shotgun"]
    black = _black_faces(st)
    faces = [st.rng.roll(black) for _ in range(dice)]
    f["shotgun"] = 0
    f["ranged_done"] = True
    f["roll_kind"] = "ranged"
    rolled = []
    kills = 0
    for face in faces:
        if face in KILL_FACES and f["left"] > 0:
            f["left"] -= 1
            kills += 1
            rolled.append({"face": face, "horde": False, "outcome": "killed a zombie"})
        elif face in KILL_FACES:
            rolled.append({"face": face, "horde": False, "outcome": "no zombie left"})
        else:
            rolled.append({"face": face, "horde": False, "outcome": "ignored (ranged)"})
    f["last_roll"] = rolled
    f["pending"] = []
    _ev(ev, "dice_rolled", f"{_name(st, seat)} spends {n} Ammo on a ranged roll of {dice} dice: "
        f"{kills} zombie{'s' if kills != 1 else ''} down, {f['left']} left.", f"card:{f['card']}",
        {"faces": faces, "horde": [], "kind": "ranged", "seat": seat, "kills": kills})


def _melee_roll(st: State, ev: list) -> None:
    f = st.fight
    seat = st.enc["seat"]
    meeples = st.surv[seat] + 1
    red = min(f["horde"], meeples)
    black_n = meeples - red
    dice = st.content.tables["dice"]
    black_faces, red_faces = dice["black"].faces, dice["horde"].faces
    roll = st.rng.roll
    black = [roll(black_faces) for _ in range(black_n)]
    reds = [roll(red_faces) for _ in range(red)]
    rolled = [{"face": face, "horde": False, "outcome": ""} for face in black]
    rolled += [{"face": face, "horde": True, "outcome": ""} for face in reds]
    kills = 0
    order = {"horrible": [], "casualty": [], "bonus": [], "opportunity": []}
    for k, die in enumerate(rolled):
        face = die["face"]
        if face in KILL_FACES:
            if f["left"] > 0:
                f["left"] -= 1
                kills += 1
                die["outcome"] = "killed a zombie"
            else:
                die["outcome"] = "no zombie left"
        elif face == "blank":
            die["outcome"] = "dodged"
        if face in order:
            order[face].append(k)
            if face != "bonus":
                die["outcome"] = "to resolve"
    f["last_roll"] = rolled
    f["pending"] = order["horrible"] + order["casualty"] + order["bonus"] + order["opportunity"]
    f["melee_started"] = True
    f["roll_kind"] = "melee"
    _ev(ev, "dice_rolled", f"{_name(st, seat)} rolls {meeples} dice in melee"
        + (f" ({red} horde)" if red else "") + f": {', '.join(black + reds)}. "
        f"{kills} zombie{'s' if kills != 1 else ''} down, {f['left']} left.", f"card:{f['card']}",
        {"faces": black, "horde": reds, "kind": "melee", "seat": seat, "kills": kills})


def _settle_fight(st: State, ev: list) -> None:
    """Resolve the dice that leave no choice; end the fight when one side is gone."""
    f = st.fight
    seat = st.enc["seat"]
    r = st.res[seat]
    tokens = st.tokens[seat]
    pending = f["pending"]
    cause = f"card:{f['card']}"
    while pending:
        k = pending[0]
        die = f["last_roll"][k]
        face = die["face"]
        if face == "horrible":
            if "first_aid" in tokens:
                return
            pending.pop(0)
            die["outcome"] = "a survivor died"
            if _lose_survivors(st, seat, 1, ev, cause, "horrible death"):
                return
        elif face == "casualty":
            if r[2] > 0 or "first_aid" in tokens:
                return
            pending.pop(0)
            die["outcome"] = "a survivor died"
            if _lose_survivors(st, seat, 1, ev, cause, "casualty, no Adrenaline"):
                return
        else:
            if f["left"] > 0 and r[2] > 0:
                return
            pending.pop(0)
            base = "killed a zombie; " if face == "bonus" and die["outcome"] == "killed a zombie" else ""
            die["outcome"] = base + ("no zombie left" if f["left"] == 0 else "no Adrenaline to spend")
    if f["left"] == 0:
        _take_card(st, ev, "fight")


def _apply_die(st: State, value: str, ev: list) -> None:
    f = st.fight
    seat = st.enc["seat"]
    k = f["pending"].pop(0)
    die = f["last_roll"][k]
    cause = f"card:{f['card']}"
    who = _name(st, seat)
    if value == "adrenaline:casualty":
        st.res[seat][2] -= 1
        die["outcome"] = "saved with 1 Adrenaline"
        _ev(ev, "adrenaline", f"{who} spends 1 Adrenaline: the bitten survivor pulls through.", cause,
            {"seat": seat, "die": k})
    elif value == "first-aid":
        st.tokens[seat].remove("first_aid")
        die["outcome"] = "cancelled by First Aid"
        _ev(ev, "token_used", f"{who} uses a First Aid Kit and cancels the {die['face']} die.", "token:first_aid",
            {"seat": seat, "token": "first_aid", "die": k})
    elif value == "lose-survivor":
        die["outcome"] = "a survivor died"
        _lose_survivors(st, seat, 1, ev, cause, "horrible death" if die["face"] == "horrible" else "casualty")
    elif value in ("adrenaline:opportunity", "adrenaline:bonus"):
        st.res[seat][2] -= 1
        f["left"] -= 1
        die["outcome"] = ("killed a zombie; " if die["face"] == "bonus" else "") + "1 Adrenaline: killed a zombie"
        _ev(ev, "adrenaline", f"{who} spends 1 Adrenaline and kills a zombie; {f['left']} left.", cause,
            {"seat": seat, "die": k})
    elif value == "skip":
        die["outcome"] = ("killed a zombie; " if die["face"] == "bonus" else "") + "Adrenaline not spent"


def _molotov(st: State, ev: list) -> None:
    enc = st.enc
    seat = enc["seat"]
    st.tokens[seat].remove("molotov")
    cid = _cur_card_id(st)
    _ev(ev, "token_used", f"{_name(st, seat)} throws a Molotov at {_card(st, cid).name}.", "token:molotov",
        {"seat": seat, "token": "molotov", "card": cid})
    if st.fight is not None:
        st.fight["left"] = 0
        st.fight["pending"] = []
    _take_card(st, ev, "molotov")


def _flee(st: State, ev: list) -> None:
    f = st.fight
    enc = st.enc
    seat = enc["seat"]
    st.res[seat][1] -= f["flee_cost"]
    st.fates[enc["path"]][enc["card"]] = "box"
    card = _card(st, f["card"])
    _ev(ev, "card_resolved", f"{_name(st, seat)} spends {f['flee_cost']} Gas and flees from {card.name}; "
        "the card goes back to the box.", f"card:{f['card']}", {"seat": seat, "card": f["card"], "result": "fled"})
    st.fight = None
    enc["step"] = "next"


# ===========================================================================
# prompts
def _build_prompt(st: State) -> Prompt | None:
    if st.phase == "over":
        return None
    if st.unit is not None:
        return _unit_prompt(st, st.unit)
    if st.choice is not None:
        return _choice_prompt(st)
    if st.phase == "auction":
        return _auction_prompt(st)
    enc = st.enc
    step = enc["step"]
    if step == "path":
        return _path_prompt(st)
    if step == "red":
        return _red_prompt(st)
    if step == "fight":
        return _fight_prompt(st)
    raise AssertionError(f"no decision pending at step {step!r}")  # pragma: no cover


_OPTIONS: dict[tuple, Option] = {}


def _opt(value: str, label: str, target: str | None = None, final: bool = False) -> Option:
    """Options are immutable: build each distinct one once and reuse it."""
    key = (value, label, target, final)
    option = _OPTIONS.get(key)
    if option is None:
        if len(_OPTIONS) > 50_000:
            _OPTIONS.clear()
        option = _OPTIONS[key] = Option(value, label, target, final)
    return option


_PASS_OPTION = Option("pass", "Pass", None, hint="You may still bid later if someone else bids.")
_PAY_OPTIONS = {r: Option(f"pay:{r}", f"Pay 1 {RNAME[r]}", f"resource:{r}") for r in RESOURCES}
_TAKE_OPTIONS = tuple(Option(f"take:{r}", f"Take 1 {RNAME[r]}", f"resource:{r}") for r in RESOURCES)
_TAKE_OPTIONS_FINAL = tuple(Option(f"take:{r}", f"Take 1 {RNAME[r]}", f"resource:{r}", final=True)
                            for r in RESOURCES)


def _unit_prompt(st: State, unit: dict) -> Prompt:
    seat = unit["seat"]
    left = unit["left"]
    who = _name(st, seat)
    if unit["mode"] == "take":
        final = left == 1 and unit["then"] == "key"
        text = (f"{who}, take 1 free resource before the cards are turned over ({left} to take)"
                if unit["reason"] == "solo" else f"{who}, take 1 resource of your choice ({left} to take)")
        return Prompt(seat, "take", text, _TAKE_OPTIONS_FINAL if final else _TAKE_OPTIONS,
                      {"left": left, "reason": unit["reason"]})
    r = st.res[seat]
    final = left == 1 and unit["then"] == "key"
    options = tuple((_opt(f"pay:{res}", f"Pay 1 {RNAME[res]}", f"resource:{res}", True) if final
                     else _PAY_OPTIONS[res]) for i, res in enumerate(RESOURCES) if r[i] > 0)
    text = f"{who}, pay 1 resource toward {_unit_reason(st, unit)} ({left} left to pay)"
    return Prompt(seat, "pay", text, options, {"left": left, "reason": unit["reason"]})


def _choice_prompt(st: State) -> Prompt:
    choice = st.choice
    seat = st.enc["seat"]
    cid = choice["card"]
    card = _card(st, cid)
    op = _ops_at(card.effects, choice["addr"])[choice["op"]]
    options = tuple(_opt(f"option:{k}", op.options[k].label, f"card:{cid}", _has_roll(op.options[k].effects))
                    for k in _affordable_options(st, seat, op))
    return Prompt(seat, "choose", f"{_name(st, seat)}, {card.name}: choose one", options, {"card": cid})


def _auction_prompt(st: State) -> Prompt:
    seat = st.initiative[st.turn]
    bids = _legal_bids(st, seat)
    key = tuple(bids)
    options = _AUCTION_OPTIONS.get(key)
    if options is None:
        options = tuple(_opt(f"bid:{n}", f"Bid {n}", f"bid:{n}") for n in bids) + (_PASS_OPTION,)
        _AUCTION_OPTIONS[key] = options
    top = max(st.bids[s] for s in st.initiative)
    text = f"{_name(st, seat)}, raise your bid or pass (your marker: {st.bids[seat]}, highest: {top})"
    return Prompt(seat, "auction", text, options, {"current": st.bids[seat]})


_AUCTION_OPTIONS: dict[tuple, tuple] = {}   # at most 2^10 distinct sets of legal bids


def _path_prompt(st: State) -> Prompt:
    seat = st.enc["seat"]
    total = sum(st.res[seat])
    options = []
    fallback = []
    for index, cards in enumerate(st.paths):
        if st.taken[index] is not None:
            continue
        names = " + ".join(_card(st, c).name if st.face_up[index][i] else "face down" for i, c in enumerate(cards))
        cost = st.keys[index]
        label = f"Path {index + 1}: {names}"
        if st.solo and index == 0:
            label += " (take 2 resources first)"
        elif cost:
            label += f" (pay {cost} resources)"
        option = _opt(f"path:{index}", label, f"path:{index}", True)
        fallback.append(option)
        if cost <= total or (st.solo and index == 0):
            options.append(option)
    # by the key rules a free path is always left; should content ever break that, every path stays open
    return Prompt(seat, "path", f"{_name(st, seat)}, choose your path", tuple(options or fallback))


def _red_prompt(st: State) -> Prompt:
    seat = st.enc["seat"]
    cid = _cur_card_id(st)
    card = _card(st, cid)
    options = (_opt("molotov", "Throw a Molotov: every zombie dies, the red text is ignored", "token:molotov"),
               _opt("continue", "Keep the Molotov and read the red text", f"card:{cid}",
                      _has_roll(card.effects)))
    return Prompt(seat, "red_text", f"{_name(st, seat)}, {card.name} has red text: throw a Molotov first?",
                  options, {"card": cid})


def _fight_prompt(st: State) -> Prompt:
    f = st.fight
    seat = st.enc["seat"]
    who = _name(st, seat)
    pending = f["pending"]
    if pending:
        k = pending[0]
        face = f["last_roll"][k]["face"]
        r = st.res[seat]
        first_aid = "first_aid" in st.tokens[seat]
        options = []
        if face == "horrible":
            options.append(_opt("first-aid", "Use a First Aid Kit: cancel the horrible death", "token:first_aid"))
            options.append(_opt("lose-survivor", "Lose a survivor", f"die:{k}"))
            text = f"{who}, horrible death: a survivor dies unless you use First Aid"
        elif face == "casualty":
            if r[2] > 0:
                options.append(_opt("adrenaline:casualty", "Spend 1 Adrenaline to save the survivor",
                                      "resource:adrenaline"))
            if first_aid:
                options.append(_opt("first-aid", "Use a First Aid Kit: cancel the casualty", "token:first_aid"))
            options.append(_opt("lose-survivor", "Lose a survivor", f"die:{k}"))
            text = f"{who}, casualty: a survivor is bitten"
        else:
            options.append(_opt(f"adrenaline:{face}", "Spend 1 Adrenaline to kill a zombie", "resource:adrenaline"))
            options.append(_opt("skip", "Keep your Adrenaline", f"die:{k}"))
            text = f"{who}, {'bonus kill' if face == 'bonus' else 'opportunity kill'}: kill one more zombie?"
        return Prompt(seat, "die", text, tuple(options), {"die": k, "face": face})
    r = st.res[seat]
    tokens = st.tokens[seat]
    meeples = st.surv[seat] + 1
    options = []
    start = not f["melee_started"] and not f["ranged_done"]
    if start and not f["no_ranged"]:
        low = 0 if f["shotgun"] else 1
        for n in range(low, r[0] + 1):
            dice = n * f["dpa"] + f["shotgun"]
            label = (f"Ranged roll: spend {n} Ammo ({dice} dice)" if n
                     else f"Ranged roll with the shotgun only ({dice} dice)")
            options.append(_opt(f"ranged:{n}", label, "resource:ammo", True))
        if not f["shotgun"] and "shotgun" in tokens:
            options.append(_opt("shotgun", f"Load the Shotgun: {SHOTGUN_DICE} free dice in the ranged roll",
                                  "token:shotgun"))
    red = min(f["horde"], meeples)
    dice_text = f"{meeples} dice" + (f", {red} of them horde dice" if red else "")
    if start:
        options.append(_opt("fight", f"Fight in melee ({dice_text})", f"card:{f['card']}", True))
    else:
        options.append(_opt("roll", f"Melee roll ({dice_text})", f"card:{f['card']}", True))
    if not f["no_flee"] and r[1] >= f["flee_cost"]:
        options.append(_opt("flee", f"Flee: spend {f['flee_cost']} Gas, the card goes to the box", "resource:gas"))
    if "molotov" in tokens:
        options.append(_opt("molotov", "Throw a Molotov: every zombie dies", "token:molotov"))
    text = f"{who}, {f['left']} of {f['total']} zombies left"
    return Prompt(seat, "fight_start" if start else "melee", text, tuple(options), {"card": f["card"]})


# ===========================================================================
# answers
def _apply(st: State, prompt: Prompt, value: str, ev: list) -> None:
    kind = prompt.kind
    seat = prompt.seat
    if kind == "pay" or kind == "take":
        unit = st.unit
        res = value.split(":", 1)[1]
        i = RI[res]
        # one event per payment, when it is complete (see _finish_unit)
        st.res[seat][i] += -1 if kind == "pay" else 1
        unit["paid"][i] += 1
        unit["left"] -= 1
        return
    if kind == "choose":
        choice = st.choice
        k = int(value.split(":", 1)[1])
        cid = choice["card"]
        op = _ops_at(_card(st, cid).effects, choice["addr"])[choice["op"]]
        st.choice = None
        _ev(ev, "chose", f"{_name(st, seat)} chooses: {op.options[k].label}.", f"card:{cid}",
            {"seat": seat, "card": cid, "option": k})
        if op.options[k].effects:
            st.stack.append([cid, choice["addr"] + [choice["op"], "c", k], 0, 1])
        return
    if kind == "auction":
        if value == "pass":
            _pass(st, seat, ev)
        else:
            n = int(value.split(":", 1)[1])
            st.bids[seat] = n
            st.passes = 0
            st.passed = []
            _ev(ev, "bid", f"{_name(st, seat)} bids {n}.", "rule:auction", {"seat": seat, "bid": n})
            _next_bidder(st)
        return
    if kind == "path":
        _choose_path(st, int(value.split(":", 1)[1]), ev)
        return
    if kind == "red_text":
        if value == "molotov":
            _molotov(st, ev)
        else:
            enc = st.enc
            enc["step"] = "event"
            enc["started"] = True
            cid = _cur_card_id(st)
            st.stack.append([cid, [], 0, 1])
        return
    if kind == "die":
        _apply_die(st, value, ev)
    elif value.startswith("ranged:"):
        _ranged_roll(st, int(value.split(":", 1)[1]), ev)
    elif value == "shotgun":
        st.tokens[seat].remove("shotgun")
        st.fight["shotgun"] = SHOTGUN_DICE
        _ev(ev, "token_used", f"{_name(st, seat)} loads the Shotgun: {SHOTGUN_DICE} extra dice in the ranged roll.",
            "token:shotgun", {"seat": seat, "token": "shotgun"})
        return
    elif value == "fight" or value == "roll":
        _melee_roll(st, ev)
    elif value == "flee":
        _flee(st, ev)
        return
    elif value == "molotov":
        _molotov(st, ev)
        return
    if st.fight is not None and st.enc is not None:
        _settle_fight(st, ev)


# ===========================================================================
# reasons for refusals
def _explain(st: State, value: str) -> str | None:
    if st.phase == "over":
        return "the game is over"
    prompt = _build_prompt(st)
    head, _, tail = value.partition(":")
    seat = prompt.seat
    r = st.res[seat]
    total = sum(r)
    kind = prompt.kind
    if head == "bid":
        if kind != "auction":
            return "there is no auction going on now"
        if not tail.isdigit():
            return f"{tail!r} is not a whole number"
        n = int(tail)
        if n > MAX_BID:
            return f"bid {n} is above the maximum of {MAX_BID}"
        if n <= st.bids[seat]:
            return f"a bid must be higher than your marker, which is on {st.bids[seat]}"
        if n > total:
            return f"you have only {total} resources"
        for s in st.initiative:
            if s != seat and st.bids[s] == n:
                return f"space {n} is taken by {_name(st, s)}"
        return None
    if value == "pass" and kind != "auction":
        return "passing is only for the auction"
    if head == "path":
        if kind != "path":
            return "nobody is choosing a path now"
        if not tail.isdigit() or int(tail) >= len(st.paths):
            return f"there are only {len(st.paths)} paths (path:0 to path:{len(st.paths) - 1})"
        index = int(tail)
        if st.taken[index] is not None:
            return f"path {index + 1} was taken by {_name(st, st.taken[index])}"
        if st.keys[index] > total:
            return f"path {index + 1} costs {st.keys[index]} resources and you have {total}"
        return None
    if head in ("pay", "take"):
        if tail not in RI:
            return f"{tail!r} is not a resource (ammo, gas or adrenaline)"
        if head == "pay" and kind == "pay" and r[RI[tail]] == 0:
            return f"you have no {RNAME[tail]}"
        return f"nothing is to be {'paid' if head == 'pay' else 'taken'} now"
    if head == "option":
        if kind != "choose":
            return "no card is asking you to choose"
        op = _ops_at(_card(st, st.choice["card"]).effects, st.choice["addr"])[st.choice["op"]]
        if not tail.isdigit() or int(tail) >= len(op.options):
            return f"this card has options option:0 to option:{len(op.options) - 1}"
        need, anyn = _cost_of(op.options[int(tail)].effects)
        return f"you cannot pay for that option ({_res_text(need)}{f' and {anyn} of any' if anyn else ''})"
    fight = st.fight
    if head in ("ranged", "fight", "roll", "flee", "shotgun") and fight is None:
        return "there is no fight going on"
    if fight is not None and fight["pending"] and head in ("ranged", "fight", "roll", "flee", "shotgun", "molotov"):
        return "first decide what happens with the dice just rolled"
    if head == "ranged":
        if fight["no_ranged"]:
            return "this fight allows no ranged roll"
        if fight["ranged_done"] or fight["melee_started"]:
            return "the ranged roll can only be the first roll of a fight"
        if not tail.isdigit():
            return f"{tail!r} is not a whole number"
        if int(tail) > r[0]:
            return f"you have only {r[0]} Ammo"
        if int(tail) == 0:
            return "spend at least 1 Ammo (or load the shotgun first)"
        return None
    if head == "flee":
        if fight["no_flee"]:
            return "this fight forbids fleeing"
        if r[1] < fight["flee_cost"]:
            return f"fleeing costs {fight['flee_cost']} Gas and you have {r[1]}"
        return None
    if head == "fight" and kind == "melee":
        return "the fight has started: answer roll for the next melee roll"
    if head == "roll" and kind == "fight_start":
        return "answer fight to skip the ranged roll, or ranged:N to shoot first"
    if head == "shotgun":
        if "shotgun" not in st.tokens[seat]:
            return "you have no Shotgun token"
        return "the shotgun only adds dice to the ranged roll, before it is made"
    if head == "molotov":
        if "molotov" not in st.tokens[seat]:
            return "you have no Molotov token"
        return "a Molotov is thrown at a card's zombies, on your turn"
    if head == "first-aid":
        if "first_aid" not in st.tokens[seat]:
            return "you have no First Aid Kit"
        return "First Aid cancels a casualty or horrible death die as it is resolved"
    if head == "adrenaline":
        if kind != "die":
            return "no die is waiting for Adrenaline"
        if r[2] == 0:
            return "you have no Adrenaline"
        return f"the die to decide shows {prompt.context.get('face')}"
    if head in ("lose-survivor", "skip"):
        return "no die is waiting for that decision"
    if head in ("molotov", "continue") or kind == "red_text":
        return "answer molotov or continue"
    return f"{value!r} does not answer “{prompt.text}”"


# ===========================================================================
# views
def _view(st: State, viewer: int | None) -> dict:
    over = st.phase == "over"
    content = st.content
    cards = content.tables["cards"]
    dice = content.tables["dice"]
    paths = []
    for index, ids in enumerate(st.paths):
        entries = []
        for slot, cid in enumerate(ids):
            fate = st.fates[index][slot]
            up = st.face_up[index][slot]
            hidden = not up or (fate == "won" and st.taken[index] != viewer and not over) or \
                (fate == "box" and st.taken[index] is not None and st.out[st.taken[index]] and not up)
            entries.append({"id": None if hidden else cid, "face_up": up and not hidden,
                            "level": cards[cid].level, "fate": fate,
                            "info": None if hidden else card_info(content, cid)})
        paths.append({"index": index, "cards": entries, "key_cost": st.keys[index], "taken_by": st.taken[index]})
    seats = []
    for s in range(st.players):
        mine = over or viewer == s
        r = st.res[s]
        seats.append({"seat": s, "name": st.names[s], "color": st.colors[s], "bot": st.bots[s],
                      "ammo": r[0], "gas": r[1], "adrenaline": r[2], "survivors": st.surv[s],
                      "eliminated": st.out[s],
                      "won_cards": list(st.won[s]) if mine else None, "won_count": len(st.won[s]),
                      "points": sum(cards[c].points for c in st.won[s]) if mine else None,
                      "tokens": list(st.tokens[s]), "executor_card": st.exec_card[s]})
    auction = {"bids": {str(s): st.bids[s] for s in st.initiative}, "passed": list(st.passed),
               "current": st.initiative[st.turn] if st.phase == "auction" else None, "max_bid": MAX_BID}
    if st.phase == "payment":
        owed = {str(s): st.bids[s] for s in st.payers}
        if st.unit is not None and st.unit["reason"] == "bid":
            owed[str(st.unit["seat"])] = st.unit["left"]
        auction["owed"] = owed
    enc = st.enc
    encounter = None
    if enc is not None:
        step = enc["step"]
        step = {"red": "event", "next": "fight"}.get(step, step)
        encounter = {"seat": enc["seat"], "path": enc["path"],
                     "card_index": enc["card"] if enc["path"] is not None else None,
                     "card": _cur_card_id(st), "step": step}
    fight = None
    f = st.fight
    if f is not None:
        fight = {"seat": enc["seat"], "card": f["card"], "zombies_total": f["total"], "zombies_left": f["left"],
                 "horde": f["horde"], "printed_horde": f["printed_horde"], "executor": f["executor"],
                 "no_ranged": f["no_ranged"], "no_flee": f["no_flee"], "flee_cost": f["flee_cost"],
                 "ranged_dice_per_ammo": f["dpa"], "ranged_done": f["ranged_done"],
                 "melee_started": f["melee_started"], "shotgun_loaded": bool(f["shotgun"]),
                 "roll_kind": f["roll_kind"], "last_roll": [dict(d) for d in f["last_roll"]],
                 "pending_dice": list(f["pending"])}
    epilogue_table = content.tables["epilogue"]
    epilogue = [{"id": e["id"], "name": epilogue_table[e["id"]].name if e["id"] in epilogue_table else e["id"],
                 "resource": e["resource"], "points": e["points"], "winner": e["winner"]} for e in st.epilogue]
    result = st.result
    return {
        "game": "hit_z_road", "round": st.round, "rounds": ROUNDS, "phase": st.phase, "solo": st.solo,
        "deck": {"count": len(st.deck) - st.deck_pos,
                 "next_level": cards[st.deck[st.deck_pos]].level if st.deck_pos < len(st.deck) else None},
        "dice": {"black": list(dice["black"].faces), "horde": list(dice["horde"].faces)},
        "supply": dict(st.supply),
        "paths": paths, "auction": auction, "initiative": list(st.initiative), "seats": seats,
        "encounter": encounter, "fight": fight,
        "last_event_roll": list(st.last_event_roll) if st.last_event_roll is not None else None,
        "epilogue": epilogue,
        "outcome": None if result is None else _copy(result),
    }


RULES = HitZRoadRules()
