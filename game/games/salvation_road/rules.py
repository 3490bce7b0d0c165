"""Salvation Road: the complete co-operative rules as an explicit state machine (pure Python, no pygame).

The state always knows its pending decision (`state.pending_decision`); everything else runs
on its own inside `apply` until the next decision: rolling threat dice that
leave no choice, placing a wound when only one character can take it, drawing
and resolving cards, paying road costs.

Work that spans several decisions (an ability's ops, a pile of wounds, an
apocalypse card) runs on an explicit task stack held in the state; a task
that needs a person sets `state.pending_decision` and the answer resumes it. Nothing is a
generator, so a state round-trips through JSON at any moment.

Seats, players and characters
-----------------------------
MatchSetup.seats are the people and bots at the table. "Players" own
characters: 2-4 seats: one player per seat, a hero and a survivor each;
1 seat (solo-2/3/4, default solo-2): that many hero-survivor pairs, all
answered by seat 0; 5-8 seats (heroic, the default, or survival): one
player per seat with one character each (heroes or survivors), the setup
uses half the seats rounded up, and with 5 or 7 seats seat 0's player has two.

Answer grammar (every legal answer is listed in the prompt's options)
---------------------------------------------------------------------
    activate:<cid>          choose the character to activate
    recover                 a delayed character's action
    move:<k> / move:compound     move to location slot k (0-based, left to right) or the compound
    gather:<res>            take one resource from the supply here
    search                  search here (threat up, draw a search card)
    heal:<cid>:unrevealed   discard a Med: remove 3 unrevealed wounds from <cid>
    heal:<cid>:<type>       discard a Med: remove one revealed wound of that type
    fight / shoot / rest    compound actions
    ability:<cid>           use that character's action or free ability
    site:<location id>      use the ability of the location the character stands on
    food                    discard a Food for an extra action
    drive:<k> / drive:compound   discard a Fuel and drive there (then with:<cid> or alone)
    give:<res>:<cid>        free transfer: one resource to a character here
    truck:<res> / truck:all free transfer at the compound: resources onto the truck (then more, or done)
    take:<res>              free transfer at the compound: one resource from the truck
    end                     end the activation (forfeits actions left)
    drop:<res>              which resource makes room (wound or new resource on a full card)
    with:<cid> / alone      who rides along on a drive
    option:<k>              a card's or ability's choice, 0-based
    res:<res>               pick a resource type (gain any, add any, discard any, drop, overrun search)
    char:<cid>              pick a character (heal a character here, command)
    heal:unrevealed / heal:<type>   an ability's heal: the unrevealed wounds, or one revealed wound of that type
    dest:<k> / dest:compound     pick where a move/drive op goes
    road:<i>                pick the road card to explore (0-based on the roadmap)
    bottom:<k> / keep       after a peek: put the k-th peeked card on the bottom, or leave them
    ammo:<cid>              threat roll: discard an Ammo of <cid> to reroll dice
    die:<k> / roll          choose the dice to reroll one at a time, then roll them
    accept                  threat roll: take the result
    wound:<cid>             threat roll: the next wound goes to <cid>
    discard / resolve       apocalypse: discard a card of the same type as the discard pile's top and draw again, or resolve it
    prevent:<cid> / no      famine/pestilence: <cid> discards a Food/Med to cover up to three characters there
    cover:<cid>             which other characters that Food/Med covers (more than three there)
    hold:<cid> / done       war: <cid> takes a second wound to hold back one marauder
    use / skip              an end-of-activation ability
    travel / stay           refresh: travel to Salvation or play another round
    toll:left / toll:right  how to pay a toll card
    penalty, penalty:<cid>  limited communication: we broke the rule, and whose location pays

Targets: "character:<id>", "location:<id>" ("location:slot-<k>" for a face-down
location), "compound", "truck", "truck:<res>", "supply:<location id>:<res>",
"slot:<character id>:<index>", "die:<k>", "road:<index>", "fence", "apocalypse",
"action:<name>".

View format (`view(state, seat)`; seats 0-based; nothing in it is secret from anyone)
--------------------------------------------------------------------------------------
    {"game": "salvation_road", "round": int,
     "phase": "action" | "threat" | "apocalypse" | "refresh" | "travel" | "over",
     "mode": "standard" | "solo" | "heroic" | "survival",
     "seats": [{"seat", "name", "color", "bot"}],
     "players": [{"player", "seat", "characters": [ids]}],
     "setup_players": 2..4, "variants": [ids], "first_player": player index,
     "active_character": id | None, "commanded_character": id | None,
     "characters": [{"id", "name", "kind": "hero"|"survivor", "player", "seat",
                     "location": "compound" | location id | None (defeated),
                     "health", "slots": [None | {"resource": r} | {"wound": "unrevealed"} | {"wound": type}],
                     "activated", "delayed", "defeated", "actions_left", "used_transfer",
                     "used_food", "used_fuel", "used_ability",
                     "ability": {"name", "text", "trigger", "action", "where", "once_per_round",
                                 "effects": [ops as plain data]}}],
     "locations": [{"slot", "id" (None while face down), "name", "recon", "face_up",
                    "threat": index on the track | None, "track": [modifiers] | None,
                    "modifier": int | None, "overrun", "used",
                    "supply": {res: int}, "ability": {as for characters} | None,
                    "characters": [ids]}],
     "compound": {"characters": [ids], "fence": {"bikes", "buggies"},
                  "pool": {"bikes", "buggies"}, "capacity": tokens in play},
     "truck": {res: int},
     "roadmap": [{"id" | None, "explored", "needs": [res], "cost": {res: int} | None, "name" | None}],
     "road_target": int, "road_deck": int, "road_deck_top": [res] | None (its unexplored side),
     "toll": {"count": int},
     "apocalypse": {"deck": int, "discard": [{"id", "type", "name"}], "top_type": str | None,
                    "current": {"id", "type", "name", "text", "marauders", "effects"} | None},
     "search": {"deck": int, "discard": int},
     "threat_roll": None | {"location": id, "slot": k, "dice": [{"color", "wounds"}], "wounds": int,
                            "stage": "reroll" | "pick" | "assign", "selected": [k], "left": int},
     "last_roll": None | [{"color": "blue" | "red", "wounds": int}], the latest roll of any kind,
     "last_roll_kind": None | "threat" | "fight" | "rest",
     "wound_pool": {"unrevealed": int, "revealed_discards": int},
     "pool": {res: int}, "dice": {"blue": [faces], "red": [faces]},
     "talk_groups": [[seat, ...]] | None (limited communication only: one group per occupied
                    location, the seats with a character there; seats may talk while they share a group),
     "outcome": None | {"winners", "scores", "summary", "details"}}
A wound's type appears only once it is revealed; deck orders and face-down
locations never appear.

Events (cause "rule:<part>", "card:<id>", "ability:<character id>",
"location:<id>", "wound:<type>", "search:<id>", "road:<id>"): setup, activated,
moved, flipped, searched, gathered, transfer, healed, wounded, dropped,
wound_revealed, wound_discarded, delayed, recovered, threat, overrun, marauders,
dice_rolled (data kind, faces, colors, location), card_drawn (data card,
deck), card_resolved (data card), card_discarded, prevented, peeked, scouted,
explored, defeated, round_end, travel, road_paid, toll_paid, game_over.
"""
from __future__ import annotations

from typing import Any

from ...core import piles
from ...core.content import Content
from ...core.content import load_content as core_load_content
from ...core.effects import op_to_json
from ...core.jsondata import copy_json
from ...core.prompt import Event, Option, Prompt
from ...core.rng import Rng
from ...core.rules import GameInfo, MatchSetup, Variant
from ...core.rules_base import GameRulesBase
from .effects import CONTENT_SPEC, RESOURCES
from .state_check import STATE_SHAPE

STATE_VERSION = 2
ACTIONS_PER_ROUND = 2
LOCATION_LIMIT = 3
SHOOT_REMOVES = 3
HEAL_UNREVEALED = 3
HEAL_REVEALED = 1
REST_DICE = 1
PREVENT_COVERS = 3
SET_ASIDE_APOCALYPSE = 5
RI = {"food": 0, "ammo": 1, "med": 2, "fuel": 3}
RNAME = {"food": "Food", "ammo": "Ammo", "med": "Med", "fuel": "Fuel"}
COMPOUND = -1

VARIANTS = (
    Variant("solo-2", "Solo: 2 pairs", "Play alone with two hero-survivor pairs (the 2-player setup).", (1, 1),
            group="solo", default=True),
    Variant("solo-3", "Solo: 3 pairs", "Play alone with three hero-survivor pairs (the 3-player setup).", (1, 1),
            group="solo"),
    Variant("solo-4", "Solo: 4 pairs", "Play alone with four hero-survivor pairs (the 4-player setup).", (1, 1),
            group="solo"),
    Variant("heroic", "Heroic", "5-8 players: one hero each, half the players' setup; any hero lost loses the "
            "game; search cards add one of each type.", (5, 8), group="version", default=True),
    Variant("survival", "Survival", "5-8 players: one survivor each, half the players' setup; any survivor "
            "lost loses the game; search cards add two of each type.", (5, 8), group="version"),
    Variant("limited-communication", "Limited communication",
            "Talk only to players whose characters share a location with yours.", (2, 8)),
)
KNOWN_VARIANTS = {v.id for v in VARIANTS}

CAUSE_TEXT = {
    "compound_fell": "the compound fell",
    "deck_ran_out": "the apocalypse deck ran out",
}


# ---------------------------------------------------------------------------
class State:
    """The whole game. Plain data (JSON round-trip via state_to_json); `rng` is the only generator."""

    DATA = ("seat_names", "seat_colors", "seat_bots", "variants", "mode", "limited_communication",
            "setup_players", "players", "character_order", "characters", "locations",
            "fence", "marauder_pool", "marauder_box", "capacity", "truck", "pool",
            "roadmap", "road_deck", "road_target", "tolls",
            "apocalypse_deck", "apocalypse_discard", "apocalypse_set_aside", "search_deck", "search_discard",
            "wound_pool", "unknown_wounds", "revealed_wound_pile",
            "round", "phase", "first_player", "player_to_act", "active_character", "end_ability_queue",
            "threat_roll", "apocalypse", "refresh", "travel", "task_stack", "pending_decision",
            "penalty_pending", "last_roll", "result")
    __slots__ = ("content", "rng", "_prompt", "_opening") + DATA

    def invalidate(self) -> None:
        """Forget the cached prompt (tests that edit the state by hand call this)."""
        self._prompt = None


# --- static facts derived from the content (cached per content object) --------------------------
class _Facts:
    __slots__ = ("passive", "blue", "red", "nblue", "nred", "wound_total", "info")

    def __init__(self, content: Content) -> None:
        self.passive: dict[str, dict] = {}
        for cid, card in content.tables["characters"].items():
            p = {"cannot": set(), "dice": 0, "limit": {}, "fight": None}
            if card.ability.trigger == "passive":
                for op in card.ability.effects:
                    name = op.op_name
                    if name == "cannot":
                        p["cannot"].add(op.action)
                    elif name == "extra_threat_dice":
                        p["dice"] += op.amount
                    elif name == "carry_limit":
                        p["limit"][op.resource] = min(op.amount, p["limit"].get(op.resource, 99))
                    elif name == "fight_dice":
                        p["fight"] = op.amount
            self.passive[cid] = p
        dice = content.tables["dice"]
        self.blue = tuple(dice["blue"].faces)
        self.red = tuple(dice["red"].faces)
        self.nblue = dice["blue"].count
        self.nred = dice["red"].count
        self.wound_total = sum(w.count for w in content.tables["wounds"].values())
        # abilities and card effects as plain data, for views (bots reason about them)
        self.info: dict[tuple, dict] = {}
        for cid, card in content.tables["characters"].items():
            self.info[("char", cid)] = _ability_info(card.ability)
        for lid, card in content.tables["locations"].items():
            self.info[("loc", lid)] = _ability_info(card.ability)
        for aid, card in content.tables["apocalypse"].items():
            self.info[("apoc", aid)] = {"effects": op_to_json(card.effects)}


def _ability_info(ab) -> dict:
    return {"name": ab.name, "text": ab.text, "trigger": ab.trigger, "action": ab.action, "where": ab.where,
            "once_per_round": ab.once_per_round, "effects": op_to_json(ab.effects)}


_FACTS: dict[int, tuple[Content, _Facts]] = {}


def facts(content: Content) -> _Facts:
    entry = _FACTS.get(id(content))
    if entry is None or entry[0] is not content:
        entry = (content, _Facts(content))
        _FACTS[id(content)] = entry
    return entry[1]


# ---------------------------------------------------------------------------
INFO = GameInfo(
    "salvation_road", "Salvation Road", 1, 8,
    "Co-op: hold the compound, scavenge the town, and drive the road to Salvation.",
    variants=VARIANTS, bot_kinds=("cooperative", "random"), hidden_information=False, cooperative=True)


class SalvationRoadRules(GameRulesBase):
    info = INFO
    state_type = State
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    migrations: dict = {}      # state version -> the step to the next; none yet (2 is the first shipped)
    outcome_field = "result"
    autosave_events = frozenset({"round_end"})

    def __init__(self) -> None:
        from .bots import CooperativeBot, RandomBot
        self.bots = {"random": RandomBot, "cooperative": CooperativeBot}

    # --- content ------------------------------------------------------
    def load_content(self, mods: Any = None, base_dir: Any = None) -> Content:
        return core_load_content(CONTENT_SPEC, mods, base_dir)

    # --- setup --------------------------------------------------------
    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        return _new_state(setup, content, rng)

    def opening_events(self, state: State) -> list[Event]:
        events, state._opening = getattr(state, "_opening", None) or [], []
        return events

    # --- the one door (prompt, apply and outcome come from GameRulesBase) ---
    def build_prompt(self, state: State) -> Prompt | None:
        return None if state.phase == "over" else _build_prompt(state)

    def resolve(self, state: State, prompt: Prompt, value: str, events: list[Event]) -> None:
        _apply(state, prompt, value, events)
        _advance(state, events)

    def explain_illegal(self, state: State, value: str) -> str | None:
        prompt = self.prompt(state)
        if prompt is None:
            return "the game is over"
        head = value.split(":", 1)[0]
        same = [v for v in prompt.values if v.split(":", 1)[0] == head]
        if same:
            return f"not now; this prompt allows {', '.join(same[:6])}"
        return f"this prompt asks: {prompt.text}"

    # --- what a seat may see ------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def progress(self, state: State) -> str:
        return f"Round {state.round}"

    # --- persistence (the JSON round trip and migrations come from GameRulesBase) ---
    def blank_state(self, content: Content, rng: Rng) -> State:
        state = State()
        state.content, state.rng, state._prompt, state._opening = content, rng, None, []
        return state

    def check_loaded_state(self, state: State) -> None:
        content = state.content
        chars = content.tables["characters"]
        locs = content.tables["locations"]
        missing = [cid for cid in state.character_order if cid not in chars] + \
                  [loc["id"] for loc in state.locations if loc["id"] not in locs] + \
                  [c for c in state.apocalypse_deck + state.apocalypse_discard if c not in content.tables["apocalypse"]] + \
                  [r for r in state.road_deck + [x[0] for x in state.roadmap] if r not in content.tables["roads"]]
        if missing:
            raise ValueError(f"the save uses cards this content lacks: {', '.join(missing[:5])}")


# ===========================================================================
# setup
def _new_state(setup: MatchSetup, content: Content, rng: Rng) -> State:
    n = len(setup.seats)
    if not 1 <= n <= 8:
        raise ValueError(f"Salvation Road takes 1-8 players, not {n}")
    variants = list(dict.fromkeys(setup.variants))
    unknown = [v for v in variants if v not in KNOWN_VARIANTS]
    if unknown:
        raise ValueError(f"unknown variant(s) {', '.join(unknown)}; Salvation Road has: {', '.join(sorted(KNOWN_VARIANTS))}")
    # only those for this player count, one per group (the last one named), each group's default otherwise
    applicable = list(INFO.resolve_variants(tuple(variants), n))
    state = State()
    state.content, state.rng, state._prompt, state._opening = content, rng, None, []
    state.seat_names = [s.name for s in setup.seats]
    state.seat_colors = [s.color for s in setup.seats]
    state.seat_bots = [s.bot for s in setup.seats]
    state.limited_communication = "limited-communication" in applicable and n >= 2
    if n == 1:
        solo = [v for v in applicable if v.startswith("solo-")]
        mode, setup_players = "solo", int((solo[0] if solo else "solo-2")[-1])
    elif n <= 4:
        mode, setup_players = "standard", n
    else:
        mode = "survival" if "survival" in applicable else "heroic"
        setup_players = (n + 1) // 2
    state.variants = applicable
    state.mode, state.setup_players = mode, setup_players
    table = content.tables
    heroes = sorted(cid for cid, c in table["characters"].items() if c.kind == "hero")
    survivors = sorted(cid for cid, c in table["characters"].items() if c.kind == "survivor")
    rng.shuffle(heroes)
    rng.shuffle(survivors)
    players: list[dict] = []
    if mode in ("standard", "solo"):
        for p in range(setup_players):
            players.append({"seat": 0 if mode == "solo" else p, "chars": [heroes.pop(0), survivors.pop(0)]})
    else:
        deck = heroes if mode == "heroic" else survivors
        for s in range(n):
            players.append({"seat": s, "chars": [deck.pop(0)]})
        if n % 2:
            players[0]["chars"].append(deck.pop(0))
    state.players = players
    state.character_order = [cid for p in players for cid in p["chars"]]
    state.characters = {}
    for p_index, p in enumerate(players):
        for cid in p["chars"]:
            card = table["characters"][cid]
            state.characters[cid] = {"player": p_index, "seat": p["seat"], "loc": COMPOUND, "slots": [""] * card.health,
                             "activated": False, "delayed": False, "dead": False, "left": ACTIONS_PER_ROUND,
                             "transfer": False, "food": False, "fuel": False, "ability": False}
    # locations: one per setup player plus a recon location, shuffled face down
    plain = sorted(lid for lid, loc in table["locations"].items() if not loc.recon)
    recon = sorted(lid for lid, loc in table["locations"].items() if loc.recon)
    rng.shuffle(plain)
    rng.shuffle(recon)
    chosen = plain[:setup_players] + recon[:1]
    rng.shuffle(chosen)
    state.locations = [{"id": lid, "up": False, "threat": 0, "used": False, "supply": [0, 0, 0, 0]} for lid in chosen]
    # marauders
    row = table["setups"][f"p{setup_players}"]
    tokens = table["marauders"]
    state.marauder_pool = [row.bikes, row.buggies]
    state.marauder_box = [tokens["bike"].count - row.bikes, tokens["buggy"].count - row.buggies]
    state.fence = [0, 0]
    state.capacity = row.bikes + row.buggies
    state.tolls = row.tolls
    # resources
    state.pool = [table["resources"][r].count for r in RESOURCES]
    state.truck = [0, 0, 0, 0]
    for i, amount in enumerate(row.start_truck.amounts()):
        moved = min(amount, state.pool[i])
        state.pool[i] -= moved
        state.truck[i] += moved
    # decks
    roads = sorted(table["roads"])
    rng.shuffle(roads)
    state.roadmap = [[roads.pop(0), False]]
    state.road_deck = roads
    state.road_target = setup_players + 1
    apoc = sorted(table["apocalypse"])
    rng.shuffle(apoc)
    state.apocalypse_set_aside = apoc[:SET_ASIDE_APOCALYPSE]
    state.apocalypse_deck = apoc[SET_ASIDE_APOCALYPSE:]
    state.apocalypse_discard = []
    search = sorted(table["search"])
    rng.shuffle(search)
    state.search_deck, state.search_discard = search, []
    # wounds: types stay unknown until revealed (see _reveal)
    state.wound_pool = sum(w.count for w in table["wounds"].values())
    state.unknown_wounds = {wid: w.count for wid, w in sorted(table["wounds"].items()) if w.count}
    state.revealed_wound_pile = {}
    state.round, state.phase = 1, "action"
    state.first_player = 0 if mode == "solo" else rng.below(len(players))
    state.player_to_act, state.active_character, state.end_ability_queue = state.first_player, None, None
    state.threat_roll = state.apocalypse = state.refresh = state.travel = None
    state.task_stack, state.pending_decision, state.penalty_pending, state.last_roll, state.result = [], None, False, None, None
    ev = state._opening
    dealt = "; ".join(f"{_pname(state, i)}: {', '.join(_cname(state, c) for c in p['chars'])}" for i, p in enumerate(players))
    _ev(ev, "setup", f"Salvation Road, {_mode_text(state)}. {dealt}.", "rule:setup",
        {"players": [list(p["chars"]) for p in players], "setup_players": setup_players, "mode": mode,
         "first_player": state.first_player})
    _ev(ev, "first_player", f"{_pname(state, state.first_player)} holds the first player marker.", "rule:setup",
        {"player": state.first_player})
    _advance(state, ev)
    return state


def _mode_text(state: State) -> str:
    if state.mode == "solo":
        return f"solo with {state.setup_players} pairs"
    if state.mode == "standard":
        return f"{state.setup_players} players"
    return f"{len(state.players)} players, {state.mode} version ({state.setup_players}-player setup)"


# ===========================================================================
# small helpers
def _ev(events: list, kind: str, text: str, cause: str, data: dict | None = None, reveals: bool = False) -> None:
    events.append(Event(kind, text, cause, None, data or {}, reveals))


def _cname(state: State, cid: str) -> str:
    return state.content.tables["characters"][cid].name


def _pname(state: State, p: int) -> str:
    if state.mode == "solo":
        return f"Pair {p + 1}"
    return state.seat_names[state.players[p]["seat"]]


def _lname(state: State, k: int) -> str:
    if k == COMPOUND:
        return "the compound"
    loc = state.locations[k]
    return state.content.tables["locations"][loc["id"]].name if loc["up"] else f"face-down location {k + 1}"


def _ltarget(state: State, k: int) -> str:
    if k == COMPOUND:
        return "compound"
    loc = state.locations[k]
    return f"location:{loc['id']}" if loc["up"] else f"location:slot-{k}"


def _lcard(state: State, k: int):
    return state.content.tables["locations"][state.locations[k]["id"]]


def _opt(value: str, label: str, target: str | None = None, hint: str = "") -> Option:
    return Option(value, label, target, hint)


def _living(state: State) -> list[str]:
    chars = state.characters
    return [cid for cid in state.character_order if not chars[cid]["dead"]]


def _at(state: State, k: int) -> list[str]:
    chars = state.characters
    return [cid for cid in state.character_order if chars[cid]["loc"] == k and not chars[cid]["dead"]]


def _count(slots: list, token: str) -> int:
    return slots.count(token)


def _wounds(slots: list) -> int:
    n = 0
    for s in slots:
        if s and (s[0] == "?" or s[0] == "!"):
            n += 1
    return n


def _held(slots: list) -> list[int]:
    out = [0, 0, 0, 0]
    for s in slots:
        i = RI.get(s)
        if i is not None:
            out[i] += 1
    return out


def _overrun(state: State, k: int) -> bool:
    loc = state.locations[k]
    return loc["up"] and loc["threat"] >= len(_lcard(state, k).track) - 1


def _modifier(state: State, k: int) -> int:
    return _lcard(state, k).track[state.locations[k]["threat"]]


def _seat_of(state: State, cid: str) -> int:
    return state.characters[cid]["seat"]


def _first_seat(state: State) -> int:
    return state.players[state.first_player]["seat"]


def _passive(state: State, cid: str) -> dict:
    return facts(state.content).passive[cid]


def _ability(state: State, cid: str):
    return state.content.tables["characters"][cid].ability


def _res_text(amounts) -> str:
    parts = [f"{n} {RNAME[r]}" for r, n in zip(RESOURCES, amounts) if n]
    return ", ".join(parts) if parts else "nothing"


def _drop_target(state: State, k: int) -> list[int]:
    return state.truck if k == COMPOUND else state.locations[k]["supply"]


def _can_carry(state: State, cid: str, r: str, slots: list | None = None) -> bool:
    limit = _passive(state, cid)["limit"]
    if not limit:
        return True
    slots = slots if slots is not None else state.characters[cid]["slots"]
    held = _held(slots)
    if r in limit and held[RI[r]] >= limit[r]:
        return False
    if "any" in limit and sum(held) >= limit["any"]:
        return False
    return True


def _room_for(state: State, cid: str, r: str) -> list[str] | None:
    """How the character can take one more r: [] = a free circle; [types] = drop one of these first;
    None = cannot take it."""
    c = state.characters[cid]
    slots = c["slots"]
    limit = _passive(state, cid)["limit"]
    if limit:
        held = _held(slots)
        if r in limit and held[RI[r]] >= limit[r]:
            return None
        if "any" in limit and sum(held) >= limit["any"]:
            others = [x for x in RESOURCES if x != r and held[RI[x]] > 0]
            return others or None
    if "" in slots:
        return []
    held = _held(slots)
    others = [x for x in RESOURCES if x != r and held[RI[x]] > 0]
    return others or None


# ===========================================================================
# the automatic part: run until a decision or the end
def _advance(state: State, ev: list) -> None:
    while True:
        if state.phase == "over" or state.pending_decision is not None:
            return
        if state.task_stack:
            _run_task(state, ev)
            continue
        phase = state.phase
        if phase == "action":
            if _action_step(state, ev):
                continue
            return
        if phase == "threat":
            if _threat_step(state, ev):
                continue
            return
        if phase == "apocalypse":
            _apoc_step(state, ev)
            continue
        if phase == "refresh":
            _refresh_step(state, ev)
            continue
        if phase == "travel":
            _travel_step(state, ev)
            continue
        raise AssertionError(f"unknown phase {phase!r}")


def _lose(state: State, cause: str, summary: str, ev: list) -> None:
    if state.phase == "over":
        return
    state.phase = "over"
    state.task_stack, state.pending_decision, state.penalty_pending = [], None, False
    state.result = {"winners": [], "scores": [0] * len(state.seat_names), "summary": summary,
                 "details": {"cause": cause, "round": state.round, "won": False}}
    _ev(ev, "game_over", f"The survivors lose: {summary}.", "rule:defeat", {"won": False, "cause": cause})


def _win(state: State, ev: list) -> None:
    left = sum(state.truck)
    state.phase = "over"
    state.task_stack, state.pending_decision, state.penalty_pending = [], None, False
    summary = f"reached Salvation on round {state.round} with {left} resources to spare"
    state.result = {"winners": list(range(len(state.seat_names))), "scores": [left] * len(state.seat_names),
                 "summary": summary.capitalize(),
                 "details": {"cause": None, "round": state.round, "won": True, "resources_left": left}}
    _ev(ev, "game_over", f"The survivors {summary}!", "rule:travel", {"won": True})


# ===========================================================================
# the action phase
def _available(state: State, p: int) -> list[str]:
    chars = state.characters
    return [cid for cid in state.players[p]["chars"] if not chars[cid]["dead"] and not chars[cid]["activated"]]


def _action_step(state: State, ev: list) -> bool:
    cid = state.active_character
    if cid is None:
        n = len(state.players)
        for step in range(n):
            p = (state.player_to_act + step) % n
            avail = _available(state, p)
            if avail:
                state.player_to_act = p
                if len(avail) == 1:
                    _activate(state, avail[0], ev)
                    return True
                state.pending_decision = {"k": "activate", "p": p}
                return False
        _start_threat(state, ev)
        return True
    c = state.characters[cid]
    if state.end_ability_queue is not None:
        return _end_step(state, ev)
    if c["dead"]:
        _finish_activation(state, ev)
        return True
    if c["left"] <= 0 and not _free_options(state, cid):
        _begin_end(state, ev)
        return True
    state.pending_decision = {"k": "action", "c": cid, "sub": False}
    return False


def _activate(state: State, cid: str, ev: list) -> None:
    state.active_character = cid
    c = state.characters[cid]
    c["left"] = ACTIONS_PER_ROUND
    _ev(ev, "activated", f"{_cname(state, cid)} is activated.", "rule:action",
        {"character": cid, "player": c["player"]})


def _begin_end(state: State, ev: list) -> None:
    """The activation ends: offer end-of-activation abilities (the character's, then the location's)."""
    cid = state.active_character
    c = state.characters[cid]
    q = []
    if not c["dead"]:
        ab = _ability(state, cid)
        if ab.trigger == "end_activation" and _char_ability_ok(state, cid, ab):
            q.append("char")
        k = c["loc"]
        if k >= 0 and _site_ok(state, k) and _lcard(state, k).ability.trigger == "end_activation":
            q.append("loc")
    state.end_ability_queue = q


def _end_step(state: State, ev: list) -> bool:
    cid = state.active_character
    q = state.end_ability_queue
    c = state.characters[cid]
    while q:
        what = q[0]
        if c["dead"]:
            q.clear()
            break
        if what == "char" and _char_ability_ok(state, cid, _ability(state, cid)):
            state.pending_decision = {"k": "end_ability", "c": cid, "what": "char"}
            return False
        if what == "loc" and c["loc"] >= 0 and _site_ok(state, c["loc"]) and \
                _lcard(state, c["loc"]).ability.trigger == "end_activation":
            state.pending_decision = {"k": "end_ability", "c": cid, "what": "loc"}
            return False
        q.pop(0)
    _finish_activation(state, ev)
    return True


def _finish_activation(state: State, ev: list) -> None:
    cid = state.active_character
    c = state.characters[cid]
    c["activated"] = True
    c["left"] = 0
    state.active_character = None
    state.end_ability_queue = None
    state.player_to_act = (c["player"] + 1) % len(state.players)


def _char_ability_ok(state: State, cid: str, ab) -> bool:
    c = state.characters[cid]
    if c["dead"] or (ab.once_per_round and c["ability"]):
        return False
    if ab.where == "compound" and c["loc"] != COMPOUND:
        return False
    if ab.where == "location" and c["loc"] == COMPOUND:
        return False
    return True


def _site_ok(state: State, k: int) -> bool:
    loc = state.locations[k]
    return loc["up"] and not loc["used"] and not _overrun(state, k)


def _free_options(state: State, cid: str) -> bool:
    """Anything a character with no action left may still do (food, drive, transfer, free abilities)."""
    c = state.characters[cid]
    slots = c["slots"]
    cannot = _passive(state, cid)["cannot"]
    if not c["food"] and "food" in slots and "food" not in cannot:
        return True
    if not c["fuel"] and "fuel" in slots and "drive" not in cannot:
        return True
    if not c["transfer"] and "transfer" not in cannot and _transfer_options(state, cid):
        return True
    ab = _ability(state, cid)
    if ab.trigger == "free" and _char_ability_ok(state, cid, ab):
        return True
    k = c["loc"]
    if k >= 0 and _site_ok(state, k) and _lcard(state, k).ability.trigger == "free":
        return True
    return False


def _destinations(state: State, frm: int, room: int = 1) -> list[int]:
    out = []
    for k in range(len(state.locations)):
        if k != frm and len(_at(state, k)) + room <= LOCATION_LIMIT:
            out.append(k)
    if frm != COMPOUND:
        out.append(COMPOUND)
    return out


def _transfer_options(state: State, cid: str) -> list[Option]:
    c = state.characters[cid]
    k = c["loc"]
    held = _held(c["slots"])
    out: list[Option] = []
    for other in _at(state, k):
        if other == cid:
            continue
        for i, r in enumerate(RESOURCES):
            if held[i] and _room_for(state, other, r) is not None:
                out.append(_opt(f"give:{r}:{other}", f"Give a {RNAME[r]} to {_cname(state, other)}",
                                f"character:{other}"))
    if k == COMPOUND:
        if sum(held) > 1:
            out.append(_opt("truck:all", "Load everything onto the truck", "truck"))
        for i, r in enumerate(RESOURCES):
            if held[i]:
                out.append(_opt(f"truck:{r}", f"Load a {RNAME[r]} onto the truck", "truck"))
        for i, r in enumerate(RESOURCES):
            if state.truck[i] and _room_for(state, cid, r) is not None:
                out.append(_opt(f"take:{r}", f"Take a {RNAME[r]} from the truck", f"truck:{r}"))
    return out


def _ability_options(state: State, cid: str, k: int, trigger: str, opts: list, with_character: bool = True) -> None:
    """Offer the active character's and its location's abilities that use this trigger."""
    if with_character:
        ab = _ability(state, cid)
        if ab.trigger == trigger and _char_ability_ok(state, cid, ab):
            opts.append(_opt(f"ability:{cid}", f"{ab.name} ({trigger}): {ab.text}", f"character:{cid}"))
    if k >= 0 and _site_ok(state, k):
        lab = _lcard(state, k).ability
        if lab.trigger == trigger:
            lid = state.locations[k]["id"]
            opts.append(_opt(f"site:{lid}", f"{lab.name} ({trigger}): {lab.text}", f"location:{lid}"))


def _action_menu(state: State, cid: str, sub: bool) -> list[Option]:
    c = state.characters[cid]
    k = c["loc"]
    slots = c["slots"]
    name = _cname(state, cid)
    cannot = _passive(state, cid)["cannot"]
    opts: list[Option] = []
    can_act = sub or c["left"] > 0
    held = _held(slots)
    if can_act:
        if c["delayed"]:
            opts.append(_opt("recover", f"{name} recovers (stands up)", f"character:{cid}"))
        else:
            if "move" not in cannot:
                for dest in _destinations(state, k):
                    face_down = dest >= 0 and not state.locations[dest]["up"]
                    label = f"Move to {_lname(state, dest)}" + (" (turn it up)" if face_down else "")
                    opts.append(_opt(f"move:{dest if dest >= 0 else 'compound'}", label, _ltarget(state, dest)))
            if k >= 0:
                supply = state.locations[k]["supply"]
                lid = state.locations[k]["id"]
                if "gather" not in cannot:
                    for i, r in enumerate(RESOURCES):
                        if supply[i] and _room_for(state, cid, r) is not None:
                            opts.append(_opt(f"gather:{r}", f"Gather a {RNAME[r]}", f"supply:{lid}:{r}"))
                if "search" not in cannot:
                    over = " (overrun: one resource)" if _overrun(state, k) else ""
                    opts.append(_opt("search", f"Search {_lname(state, k)}{over}", f"location:{lid}"))
            if held[2] and "heal" not in cannot:
                for other in _at(state, k):
                    oslots = state.characters[other]["slots"]
                    who = "yourself" if other == cid else _cname(state, other)
                    if "?" in oslots:
                        opts.append(_opt(f"heal:{other}:unrevealed",
                                         f"Heal {who}: a Med removes {HEAL_UNREVEALED} unrevealed wounds",
                                         f"character:{other}"))
                    seen = set()
                    for s in oslots:
                        if s and s[0] == "!" and s not in seen:
                            seen.add(s)
                            wname = state.content.tables["wounds"][s[1:]].name
                            opts.append(_opt(f"heal:{other}:{s[1:]}", f"Heal {who}: a Med removes the {wname}",
                                             f"character:{other}"))
            if k == COMPOUND:
                marauders = state.fence[0] + state.fence[1]
                if marauders and "fight" not in cannot:
                    dice = _fight_dice(state, cid)
                    opts.append(_opt("fight", f"Fight: a marauder off the fence, roll {dice} red "
                                     f"{'die' if dice == 1 else 'dice'} of wounds", "fence"))
                if marauders and held[1] and "shoot" not in cannot:
                    opts.append(_opt("shoot", f"Shoot: an Ammo takes {min(SHOOT_REMOVES, marauders)} marauders "
                                     "off the fence", "fence"))
                if "?" in slots and "rest" not in cannot:
                    opts.append(_opt("rest", "Rest: roll a red die, remove that many unrevealed wounds",
                                     f"character:{cid}"))
            _ability_options(state, cid, k, "action", opts, with_character=not sub)
    if not sub:
        _ability_options(state, cid, k, "free", opts)
        if not c["food"] and held[0] and "food" not in cannot:
            opts.append(_opt("food", "Eat a Food: one extra action this round", f"slot:{cid}:{slots.index('food')}"))
        if not c["fuel"] and held[3] and "drive" not in cannot:
            for dest in _destinations(state, k):
                opts.append(_opt(f"drive:{dest if dest >= 0 else 'compound'}",
                                 f"Spend a Fuel: drive to {_lname(state, dest)}", _ltarget(state, dest)))
        if not c["transfer"] and "transfer" not in cannot:
            opts.extend(_transfer_options(state, cid))
    opts.append(_opt("end", "End the activation" if not sub else "Take no action", None))
    return opts


def _fight_dice(state: State, cid: str) -> int:
    fixed = _passive(state, cid)["fight"]
    if fixed is not None:
        return fixed
    return 1 if state.content.tables["characters"][cid].kind == "hero" else 2


# --- carrying out an action --------------------------------------------------------
def _do_action(state: State, cid: str, value: str, sub: bool, ev: list) -> None:
    c = state.characters[cid]
    head, _, tail = value.partition(":")
    name = _cname(state, cid)
    if head == "end":
        if not sub:
            _begin_end(state, ev)
        return
    # free extras -------------------------------------------------------
    if head == "food":
        _discard_res(state, cid, "food")
        c["food"] = True
        c["left"] += 1
        _ev(ev, "food", f"{name} eats a Food for an extra action.", "rule:food", {"character": cid})
        return
    if head == "drive":
        _discard_res(state, cid, "fuel")
        c["fuel"] = True
        dest = COMPOUND if tail == "compound" else int(tail)
        _start_drive(state, cid, dest, "rule:fuel", ev)
        return
    if head in ("give", "truck", "take"):
        c["transfer"] = True
        _transfer(state, cid, value, ev)
        return
    if head == "ability":
        ab = _ability(state, cid)
        if ab.trigger == "action":
            c["left"] -= 1
        c["ability"] = True
        _ev(ev, "ability", f"{name} uses {ab.name}.", f"ability:{cid}", {"character": cid})
        _push_ops(state, "char", cid, cid)
        return
    if head == "site":
        k = c["loc"]
        lab = _lcard(state, k).ability
        if lab.trigger == "action" and not sub:    # a commanded action is the command's
            c["left"] -= 1
        state.locations[k]["used"] = True
        _ev(ev, "site", f"{name} uses {lab.name} at {_lname(state, k)}.", f"location:{tail}",
            {"character": cid, "location": tail})
        _push_ops(state, "loc", tail, cid)
        return
    # actions -----------------------------------------------------------
    if not sub:
        c["left"] -= 1
    kind = head
    ab = _ability(state, cid)
    if ab.trigger == "after_action" and ab.action == kind and _char_ability_ok(state, cid, ab):
        state.task_stack.append({"t": "after", "c": cid})
    if head == "recover":
        c["delayed"] = False
        _ev(ev, "recovered", f"{name} recovers.", "rule:recover", {"character": cid})
    elif head == "move":
        dest = COMPOUND if tail == "compound" else int(tail)
        _relocate(state, [cid], dest, "rule:move", ev, "moves")
    elif head == "gather":
        k = c["loc"]
        i = RI[tail]
        state.locations[k]["supply"][i] -= 1
        _ev(ev, "gathered", f"{name} gathers a {RNAME[tail]}.", "rule:gather",
            {"character": cid, "resource": tail, "location": state.locations[k]["id"]})
        _give_token(state, cid, tail, ev)
    elif head == "search":
        _search(state, cid, ev, raise_threat=True)
    elif head == "heal":
        target, _, what = tail.partition(":")
        _discard_res(state, cid, "med")
        if what == "unrevealed":
            _heal(state, target, HEAL_UNREVEALED, 0, None, "rule:heal", ev)
        else:
            _heal(state, target, 0, HEAL_REVEALED, what, "rule:heal", ev)
    elif head == "fight":
        taken = _remove_marauders(state, 1)
        _ev(ev, "marauders", f"{name} fights a {'buggy' if taken[1] else 'bike'} off the fence.", "rule:fight",
            {"removed": {"bikes": taken[0], "buggies": taken[1]}, "fence": _fence_json(state)})
        n = _fight_dice(state, cid)
        faces = _roll(state, ["red"] * n)
        total = sum(faces)
        state.last_roll = {"kind": "fight", "dice": [{"color": "red", "wounds": f} for f in faces]}
        _ev(ev, "dice_rolled", f"{name} rolls {faces} in the fight: {total} wound(s).", "rule:fight",
            {"kind": "fight", "faces": faces, "colors": ["red"] * n, "character": cid}, True)
        if total:
            state.task_stack.append({"t": "wound", "c": cid, "n": total, "cause": "rule:fight"})
    elif head == "shoot":
        _discard_res(state, cid, "ammo")
        taken = _remove_marauders(state, SHOOT_REMOVES)
        _ev(ev, "marauders", f"{name} shoots: {taken[1]} buggies and {taken[0]} bikes off the fence.",
            "rule:shoot", {"removed": {"bikes": taken[0], "buggies": taken[1]}, "fence": _fence_json(state)})
    elif head == "rest":
        _rest(state, cid, REST_DICE, "rule:rest", ev)


def _transfer(state: State, cid: str, value: str, ev: list) -> None:
    c = state.characters[cid]
    head, _, tail = value.partition(":")
    name = _cname(state, cid)
    if head == "give":
        r, _, other = tail.partition(":")
        _take_from_char(state, cid, r)
        _ev(ev, "transfer", f"{name} gives a {RNAME[r]} to {_cname(state, other)}.", "rule:transfer",
            {"from": cid, "to": other, "resource": r})
        _give_token(state, other, r, ev)
    elif head == "truck":
        _load_truck(state, cid, tail, ev)
        if any(_held(c["slots"])):
            state.pending_decision = {"k": "truck", "c": cid}
    elif head == "take":
        state.truck[RI[tail]] -= 1
        _ev(ev, "transfer", f"{name} takes a {RNAME[tail]} from the truck.", "rule:transfer",
            {"from": "truck", "to": cid, "resource": tail})
        _give_token(state, cid, tail, ev)


def _load_truck(state: State, cid: str, what: str, ev: list) -> None:
    c = state.characters[cid]
    moved = [0, 0, 0, 0]
    for idx, s in enumerate(c["slots"]):
        i = RI.get(s)
        if i is not None and (what == "all" or s == what):
            c["slots"][idx] = ""
            state.truck[i] += 1
            moved[i] += 1
            if what != "all":
                break
    _ev(ev, "transfer", f"{_cname(state, cid)} loads {_res_text(moved)} onto the truck.", "rule:transfer",
        {"from": cid, "to": "truck", "moved": dict(zip(RESOURCES, moved))})


# --- tokens on character cards --------------------------------------------------
def _take_from_char(state: State, cid: str, r: str) -> None:
    slots = state.characters[cid]["slots"]
    for idx in range(len(slots) - 1, -1, -1):
        if slots[idx] == r:
            slots[idx] = ""
            return
    raise AssertionError(f"{cid} holds no {r}")


def _discard_res(state: State, cid: str, r: str) -> None:
    _take_from_char(state, cid, r)
    state.pool[RI[r]] += 1


def _drop_res(state: State, cid: str, r: str, ev: list, cause: str) -> int:
    """Drop one r from the character (to the supply here or the truck); returns the freed circle."""
    c = state.characters[cid]
    slots = c["slots"]
    for idx in range(len(slots) - 1, -1, -1):
        if slots[idx] == r:
            slots[idx] = ""
            _drop_target(state, c["loc"])[RI[r]] += 1
            _ev(ev, "dropped", f"{_cname(state, cid)} drops a {RNAME[r]} {'on the truck' if c['loc'] == COMPOUND else 'here'}.",
                cause, {"character": cid, "resource": r})
            return idx
    raise AssertionError(f"{cid} holds no {r}")


def _give_token(state: State, cid: str, r: str, ev: list) -> None:
    """A resource token arrives on a character (already taken from wherever it was)."""
    room = _room_for(state, cid, r)
    c = state.characters[cid]
    if room is None:     # cannot hold it: it falls where the character stands
        _drop_target(state, c["loc"])[RI[r]] += 1
        _ev(ev, "dropped", f"{_cname(state, cid)} cannot carry the {RNAME[r]}; it is left "
            f"{'on the truck' if c['loc'] == COMPOUND else 'here'}.", "rule:carry", {"character": cid, "resource": r})
        return
    if not room:
        slots = c["slots"]
        slots[slots.index("")] = r
        return
    if len(room) == 1:
        idx = _drop_res(state, cid, room[0], ev, "rule:drop")
        c["slots"][idx] = r
        return
    state.pending_decision = {"k": "drop", "c": cid, "for": r, "opts": room}


# --- wounds ----------------------------------------------------------------------------
def _place_wound(state: State, cid: str, ev: list, cause: str, drop: str | None = None) -> bool:
    """Place one unrevealed wound; False when a drop choice is needed first."""
    c = state.characters[cid]
    slots = c["slots"]
    if state.wound_pool == 0:
        if not state.revealed_wound_pile:
            return True    # every wound token is on a character: nothing to place
        for wid, n in state.revealed_wound_pile.items():
            state.unknown_wounds[wid] = state.unknown_wounds.get(wid, 0) + n
            state.wound_pool += n
        state.revealed_wound_pile = {}
        _ev(ev, "wound_pool", "The wound pool is empty: the revealed wounds are turned face down and mixed in.",
            "rule:wounds", {})
    if "" in slots:
        idx = slots.index("")
    else:
        if drop is None:
            held = _held(slots)
            kinds = [r for i, r in enumerate(RESOURCES) if held[i]]
            if len(kinds) > 1:
                return False
            drop = kinds[0]
        idx = _drop_res(state, cid, drop, ev, "rule:wound")
    slots[idx] = "?"
    state.wound_pool -= 1
    _ev(ev, "wounded", f"{_cname(state, cid)} takes a wound.", cause, {"character": cid, "slot": idx})
    if _wounds(slots) >= len(slots):
        _defeat(state, cid, ev)
    return True


def _defeat(state: State, cid: str, ev: list) -> None:
    c = state.characters[cid]
    for idx, s in enumerate(c["slots"]):
        if s == "?":
            state.wound_pool += 1
        elif s and s[0] == "!":
            state.revealed_wound_pile[s[1:]] = state.revealed_wound_pile.get(s[1:], 0) + 1
        elif s:
            _drop_target(state, c["loc"])[RI[s]] += 1
        c["slots"][idx] = ""
    c["dead"] = True
    c["delayed"] = False
    c["loc"] = None
    _ev(ev, "defeated", f"{_cname(state, cid)} is defeated.", "rule:defeat", {"character": cid})
    if state.mode in ("heroic", "survival"):
        _lose(state, "characters_lost", f"{_cname(state, cid)} was lost", ev)
        return
    mates = state.players[c["player"]]["chars"]
    if all(state.characters[m]["dead"] for m in mates):
        _lose(state, "characters_lost", " and ".join(_cname(state, m) for m in mates) + " were lost", ev)


def _reveal(state: State, cid: str, amount: int, ev: list, cause: str) -> list[int]:
    """Flip up to `amount` unrevealed wounds; their types are drawn from the unknown tokens."""
    slots = state.characters[cid]["slots"]
    flipped = []
    for idx, s in enumerate(slots):
        if len(flipped) >= amount:
            break
        if s == "?":
            types = [wid for wid, n in sorted(state.unknown_wounds.items()) for _ in range(n)]
            wid = state.rng.choice(types)
            state.unknown_wounds[wid] -= 1
            if not state.unknown_wounds[wid]:
                del state.unknown_wounds[wid]
            slots[idx] = "!" + wid
            flipped.append(idx)
            wname = state.content.tables["wounds"][wid].name
            _ev(ev, "wound_revealed", f"{_cname(state, cid)} reveals a {wname}.", cause,
                {"character": cid, "wound": wid, "slot": idx}, True)
    return flipped


def _heal(state: State, cid: str, unrevealed: int, revealed: int, which: str | None, cause: str, ev: list) -> None:
    slots = state.characters[cid]["slots"]
    removed_u = removed_r = 0
    for idx in range(len(slots) - 1, -1, -1):
        if removed_u < unrevealed and slots[idx] == "?":
            slots[idx] = ""
            state.wound_pool += 1
            removed_u += 1
    for idx in range(len(slots)):
        s = slots[idx]
        if removed_r < revealed and s and s[0] == "!" and (which is None or s[1:] == which):
            slots[idx] = ""
            state.revealed_wound_pile[s[1:]] = state.revealed_wound_pile.get(s[1:], 0) + 1
            removed_r += 1
    parts = []
    if removed_u:
        parts.append(f"{removed_u} unrevealed")
    if removed_r:
        parts.append(f"{removed_r} revealed")
    _ev(ev, "healed", f"{_cname(state, cid)} loses {' and '.join(parts) or 'no'} wound(s).", cause,
        {"character": cid, "unrevealed": removed_u, "revealed": removed_r})


def _delay(state: State, cid: str, ev: list, cause: str) -> None:
    c = state.characters[cid]
    if c["delayed"]:
        _ev(ev, "delayed", f"{_cname(state, cid)} is already delayed and takes a wound instead.", cause,
            {"character": cid, "again": True})
        state.task_stack.append({"t": "wound", "c": cid, "n": 1, "cause": cause})
    else:
        c["delayed"] = True
        _ev(ev, "delayed", f"{_cname(state, cid)} is delayed.", cause, {"character": cid, "again": False})


def _rest(state: State, cid: str, dice: int, cause: str, ev: list) -> None:
    faces = _roll(state, ["red"] * dice)
    state.last_roll = {"kind": "rest", "dice": [{"color": "red", "wounds": f} for f in faces]}
    _ev(ev, "dice_rolled", f"{_cname(state, cid)} rests and rolls {faces}.", cause,
        {"kind": "rest", "faces": faces, "colors": ["red"] * dice, "character": cid}, True)
    if sum(faces):
        _heal(state, cid, sum(faces), 0, None, cause, ev)


# --- dice ---------------------------------------------------------------------------------
def _roll(state: State, colors: list[str]) -> list[int]:
    f = facts(state.content)
    return [state.rng.roll(f.blue if color == "blue" else f.red) for color in colors]


# --- marauders ------------------------------------------------------------------------------
def _fence_json(state: State) -> dict:
    return {"bikes": state.fence[0], "buggies": state.fence[1]}


def _remove_marauders(state: State, n: int) -> list[int]:
    taken = [0, 0]
    for _ in range(n):
        if state.fence[1]:
            state.fence[1] -= 1
            state.marauder_pool[1] += 1
            taken[1] += 1
        elif state.fence[0]:
            state.fence[0] -= 1
            state.marauder_pool[0] += 1
            taken[0] += 1
    return taken


def _add_marauders(state: State, n: int, cause: str, ev: list) -> None:
    if n <= 0:
        return
    added = [0, 0]
    for _ in range(n):
        if state.marauder_pool[0]:
            state.marauder_pool[0] -= 1
            state.fence[0] += 1
            added[0] += 1
        elif state.marauder_pool[1]:
            state.marauder_pool[1] -= 1
            state.fence[1] += 1
            added[1] += 1
        if not state.marauder_pool[0] and not state.marauder_pool[1]:
            break
    on = state.fence[0] + state.fence[1]
    _ev(ev, "marauders", f"{added[0]} bikes and {added[1]} buggies join the fence ({on} of {state.capacity}).", cause,
        {"added": {"bikes": added[0], "buggies": added[1]}, "fence": _fence_json(state)})
    if not state.marauder_pool[0] and not state.marauder_pool[1]:
        _lose(state, "compound_fell", "the compound fell", ev)


def _threat_up(state: State, k: int, n: int, at_compound: str, cause: str, ev: list) -> None:
    if k == COMPOUND:
        if at_compound == "marauder":
            _add_marauders(state, n, cause, ev)
        return
    if k is None or not state.locations[k]["up"] or _overrun(state, k):
        return
    last = len(_lcard(state, k).track) - 1
    loc = state.locations[k]
    before = loc["threat"]
    loc["threat"] = min(last, before + n)
    _ev(ev, "threat", f"The threat at {_lname(state, k)} rises to {_modifier(state, k):+d}.", cause,
        {"location": loc["id"], "threat": loc["threat"], "modifier": _modifier(state, k)})
    if loc["threat"] == last:
        _ev(ev, "overrun", f"{_lname(state, k)} is overrun: its ability is lost.", cause, {"location": loc["id"]})


# --- locations: arriving, searching ---------------------------------------------------------
def _relocate(state: State, cids: list[str], dest: int, cause: str, ev: list, verb: str) -> None:
    for cid in cids:
        state.characters[cid]["loc"] = dest
    who = " and ".join(_cname(state, c) for c in cids)
    face_down = dest >= 0 and not state.locations[dest]["up"]
    _ev(ev, "moved", f"{who} {verb if len(cids) == 1 else verb.rstrip('s')} to {_lname(state, dest)}.", cause,
        {"characters": list(cids), "to": "compound" if dest == COMPOUND else (state.locations[dest]["id"] if not face_down
                                                                             else None),
         "slot": dest, "how": verb})
    if face_down:
        loc = state.locations[dest]
        loc["up"] = True
        loc["threat"] = 0
        _ev(ev, "flipped", f"{_lname(state, dest)} is turned face up.", "rule:move",
            {"location": loc["id"], "slot": dest}, True)
        _search(state, cids[0], ev, raise_threat=False, first_visit=True)


def _draw_search(state: State, ev: list) -> str:
    card, shuffled = piles.draw_reshuffling(state.search_deck, state.search_discard, state.rng)
    if shuffled:
        _ev(ev, "shuffled", "The search cards are shuffled into a new deck.", "rule:search", {})
    return card


def _search(state: State, cid: str, ev: list, raise_threat: bool, first_visit: bool = False) -> None:
    k = state.characters[cid]["loc"]
    if k is None or k == COMPOUND:
        return
    was_overrun = _overrun(state, k)
    if raise_threat and not was_overrun:
        _threat_up(state, k, 1, "nothing", "rule:search", ev)
    sid = _draw_search(state, ev)
    card = state.content.tables["search"][sid]
    state.search_discard.append(sid)
    amounts = list(card.resources.amounts())
    if state.mode == "heroic":
        amounts = [1 if a else 0 for a in amounts]
    elif state.mode == "survival":
        amounts = [2 if a else 0 for a in amounts]
    lid = state.locations[k]["id"]
    cause = f"search:{sid}"
    _ev(ev, "card_drawn", f"Search card: {card.name}.", cause, {"card": sid, "deck": "search", "location": lid}, True)
    if was_overrun:
        kinds = [r for i, r in enumerate(RESOURCES) if amounts[i] and state.pool[i]]
        if len(kinds) > 1:      # the card is resolved once the one resource is chosen
            state.pending_decision = {"k": "res", "c": cid, "why": "overrun", "opts": kinds, "slot": k, "cause": cause}
            return
        if kinds:
            _add_supply(state, k, kinds[0], 1, cause, ev)
    else:
        for i, r in enumerate(RESOURCES):
            if amounts[i]:
                _add_supply(state, k, r, amounts[i], cause, ev)
    _search_card_resolved(state, sid, lid, ev)


def _search_card_resolved(state: State, sid: str, lid: str, ev: list) -> None:
    _ev(ev, "card_resolved", f"{state.content.tables['search'][sid].name} is resolved.", f"search:{sid}",
        {"card": sid, "deck": "search", "location": lid})


def _add_supply(state: State, k: int, r: str, n: int, cause: str, ev: list) -> int:
    i = RI[r]
    moved = min(n, state.pool[i])
    state.pool[i] -= moved
    _drop_target(state, k)[i] += moved
    if moved:
        _ev(ev, "supplied", f"{moved} {RNAME[r]} {'go onto the truck' if k == COMPOUND else 'added to ' + _lname(state, k)}.",
            cause, {"slot": k, "resource": r, "amount": moved})
    return moved


def _start_drive(state: State, cid: str, dest: int, cause: str, ev: list, companion: bool = True) -> None:
    k = state.characters[cid]["loc"]
    mates = [o for o in _at(state, k) if o != cid] if companion else []
    if dest != COMPOUND and len(_at(state, dest)) + 2 > LOCATION_LIMIT:
        mates = []
    if mates:
        state.pending_decision = {"k": "with", "c": cid, "dest": dest, "cause": cause, "opts": mates}
        return
    _relocate(state, [cid], dest, cause, ev, "drives")


# ===========================================================================
# tasks: ops and multi-step work
def _push_ops(state: State, kind: str, item: str, actor: str, wslot: int | None = None, addr: list | None = None) -> None:
    state.task_stack.append({"t": "ops", "src": [kind, item], "addr": addr or [], "i": 0, "c": actor, "w": wslot})


def _source_ops(state: State, src: list, addr: list) -> tuple:
    kind, item = src
    tables = state.content.tables
    if kind == "char":
        ops = tables["characters"][item].ability.effects
    elif kind == "loc":
        ops = tables["locations"][item].ability.effects
    elif kind == "apoc":
        ops = tables["apocalypse"][item].effects
    else:
        ops = tables["wounds"][item].effects
    for op_index, option in addr:
        ops = ops[op_index].options[option].effects if option >= 0 else ops[op_index].effects
    return ops


def _cause(src: list) -> str:
    kind, item = src
    return {"char": "ability", "loc": "location", "apoc": "card", "wound": "wound"}[kind] + ":" + item


def _run_task(state: State, ev: list) -> None:
    task = state.task_stack[-1]
    t = task["t"]
    if t == "ops":
        ops = _source_ops(state, task["src"], task["addr"])
        cid = task["c"]
        if task["i"] >= len(ops) or state.characters[cid]["dead"]:
            state.task_stack.pop()
            return
        op = ops[task["i"]]
        task["i"] += 1
        _run_op(state, op, task, ev)
        return
    if t == "wound":
        cid = task["c"]
        if task["n"] <= 0 or state.characters[cid]["dead"]:
            state.task_stack.pop()
            return
        if _place_wound(state, cid, ev, task["cause"]):
            task["n"] -= 1
        else:
            held = _held(state.characters[cid]["slots"])
            state.pending_decision = {"k": "drop", "c": cid, "for": "wound",
                      "opts": [r for i, r in enumerate(RESOURCES) if held[i]]}
        return
    if t == "after":
        state.task_stack.pop()
        cid = task["c"]
        ab = _ability(state, cid)
        if _char_ability_ok(state, cid, ab):
            if ab.once_per_round:
                state.characters[cid]["ability"] = True
            _ev(ev, "ability", f"{_cname(state, cid)}: {ab.name}.", f"ability:{cid}", {"character": cid})
            _push_ops(state, "char", cid, cid)
        return
    if t == "drop":       # drop op: amount left
        cid = task["c"]
        held = _held(state.characters[cid]["slots"])
        kinds = [r for i, r in enumerate(RESOURCES) if held[i]]
        if task["n"] <= 0 or not kinds or state.characters[cid]["dead"]:
            state.task_stack.pop()
            return
        if len(kinds) == 1:
            _drop_res(state, cid, kinds[0], ev, task["cause"])
            task["n"] -= 1
            return
        state.pending_decision = {"k": "res", "c": cid, "why": "drop", "opts": kinds, "cause": task["cause"]}
        return
    if t == "pick":       # gain any / discard any, one unit at a time
        cid = task["c"]
        if task["n"] <= 0 or state.characters[cid]["dead"]:
            state.task_stack.pop()
            return
        if task["why"] == "gain":
            only = task.get("only")
            kinds = [r for i, r in enumerate(RESOURCES) if state.pool[i] and (only is None or r == only)]
        else:
            held = _held(state.characters[cid]["slots"])
            kinds = [r for i, r in enumerate(RESOURCES) if held[i]]
        if not kinds:
            state.task_stack.pop()
            return
        if len(kinds) == 1:
            task["n"] -= 1
            _pick_resource(state, task, kinds[0], ev)
            return
        state.pending_decision = {"k": "res", "c": cid, "why": task["why"], "opts": kinds, "cause": task["cause"]}
        return
    if t == "explore":
        unexplored = [i for i, (rid, done) in enumerate(state.roadmap) if not done]
        if task["n"] <= 0 or not unexplored:
            state.task_stack.pop()
            return
        if len(unexplored) == 1:
            task["n"] -= 1
            _explore(state, unexplored[0], task["cause"], ev)
            return
        state.pending_decision = {"k": "road", "c": task["c"], "opts": unexplored, "cause": task["cause"]}
        return
    if t == "sub":
        state.task_stack.pop()
        cid = task["c"]
        if not state.characters[cid]["dead"]:
            state.pending_decision = {"k": "action", "c": cid, "sub": True}
        return
    if t == "apoc":
        state.task_stack.pop()
        _apoc_task(state, task, ev)
        return
    if t == "prevent":
        _prevent_step(state, task, ev)
        return
    if t == "hold":
        _hold_step(state, task, ev)
        return
    raise AssertionError(f"unknown task {t!r}")


def _pick_resource(state: State, task: dict, r: str, ev: list) -> None:
    cid = task["c"]
    if task["why"] == "gain":
        state.pool[RI[r]] -= 1
        _ev(ev, "gained", f"{_cname(state, cid)} takes a {RNAME[r]} from the pool.", task["cause"],
            {"character": cid, "resource": r})
        _give_token(state, cid, r, ev)
    else:
        _discard_res(state, cid, r)
        _ev(ev, "discarded", f"{_cname(state, cid)} discards a {RNAME[r]}.", task["cause"],
            {"character": cid, "resource": r})


def _choose_options(state: State, op, cid: str) -> list[int]:
    """The options of a choose the actor can take: top-level discards must be payable."""
    held = _held(state.characters[cid]["slots"])
    out = []
    for k, option in enumerate(op.options):
        need = [0, 0, 0, 0]
        anyn = 0
        for sub in option.effects:
            if sub.op_name == "discard":
                if sub.resource == "any":
                    anyn += sub.amount
                else:
                    need[RI[sub.resource]] += sub.amount
        if all(h >= n for h, n in zip(held, need)) and sum(held) - sum(need) >= anyn:
            out.append(k)
    return out


def _run_op(state: State, op, frame: dict, ev: list) -> None:
    name = op.op_name
    cid = frame["c"]
    c = state.characters[cid]
    k = c["loc"]
    cause = _cause(frame["src"])
    if name == "gain":
        if op.resource == "any":
            state.task_stack.append({"t": "pick", "c": cid, "why": "gain", "n": op.amount, "cause": cause})
            return
        state.task_stack.append({"t": "pick", "c": cid, "why": "gain", "n": op.amount, "cause": cause, "only": op.resource})
        return
    if name == "add_supply":
        amount = op.amount + (op.survival_bonus if state.mode == "survival" else 0)
        if op.resource == "any":
            kinds = [r for i, r in enumerate(RESOURCES) if state.pool[i]]
            if len(kinds) > 1:
                state.pending_decision = {"k": "res", "c": cid, "why": "supply", "opts": kinds, "n": amount, "cause": cause}
            elif kinds:
                _add_supply(state, k, kinds[0], amount, cause, ev)
            return
        _add_supply(state, k, op.resource, amount, cause, ev)
        return
    if name == "discard":
        if op.resource == "any":
            state.task_stack.append({"t": "pick", "c": cid, "why": "discard", "n": op.amount, "cause": cause})
            return
        n = min(op.amount, c["slots"].count(op.resource))
        for _ in range(n):
            _discard_res(state, cid, op.resource)
        if n:
            _ev(ev, "discarded", f"{_cname(state, cid)} discards {n} {RNAME[op.resource]}.", cause,
                {"character": cid, "resource": op.resource, "amount": n})
        return
    if name == "drop":
        state.task_stack.append({"t": "drop", "c": cid, "n": op.amount, "cause": cause})
        return
    if name == "heal":
        if op.target == "self":
            _heal_choice(state, cid, cid, op.unrevealed, op.revealed, cause, ev)
            return
        targets = [o for o in _at(state, k) if _wounds(state.characters[o]["slots"])]
        if len(targets) == 1:
            _heal_choice(state, cid, targets[0], op.unrevealed, op.revealed, cause, ev)
        elif targets:
            state.pending_decision = {"k": "char", "c": cid, "why": "heal", "opts": targets, "cause": cause,
                      "u": op.unrevealed, "r": op.revealed}
        return
    if name == "wound":
        state.task_stack.append({"t": "wound", "c": cid, "n": op.amount, "cause": cause})
        return
    if name == "reveal":
        flipped = _reveal(state, cid, op.amount, ev, cause)
        if op.resolve == "none":
            return
        slots = c["slots"]
        if op.resolve == "all":
            todo = [idx for idx, s in enumerate(slots) if s and s[0] == "!"]
        else:
            todo = flipped
        for idx in reversed(todo):
            _push_ops(state, "wound", slots[idx][1:], cid, wslot=idx)
        return
    if name == "delay":
        _delay(state, cid, ev, cause)
        return
    if name == "threat_up":
        _threat_up(state, k, op.amount, op.at_compound, cause, ev)
        return
    if name == "threat_down":
        if k is not None and k >= 0 and not _overrun(state, k) and state.locations[k]["threat"] > 0:
            state.locations[k]["threat"] = max(0, state.locations[k]["threat"] - op.amount)
            _ev(ev, "threat", f"The threat at {_lname(state, k)} falls to {_modifier(state, k):+d}.", cause,
                {"location": state.locations[k]["id"], "threat": state.locations[k]["threat"], "modifier": _modifier(state, k)})
        return
    if name == "marauders_add":
        _add_marauders(state, op.amount, cause, ev)
        return
    if name == "marauders_remove":
        taken = _remove_marauders(state, op.amount)
        _ev(ev, "marauders", f"{taken[1]} buggies and {taken[0]} bikes leave the fence.", cause,
            {"removed": {"bikes": taken[0], "buggies": taken[1]}, "fence": _fence_json(state)})
        return
    if name == "scout":
        _scout(state, op.amount, cause, ev)
        return
    if name == "explore":
        state.task_stack.append({"t": "explore", "c": cid, "n": op.amount, "cause": cause})
        return
    if name == "free_search":
        _search(state, cid, ev, raise_threat=False)
        return
    if name == "extra_action":
        c["left"] += op.amount
        _ev(ev, "extra_action", f"{_cname(state, cid)} gains {op.amount} action(s).", cause,
            {"character": cid, "amount": op.amount})
        return
    if name == "command":
        others = [o for o in _at(state, k) if o != cid]
        if len(others) == 1:
            state.task_stack.append({"t": "sub", "c": others[0]})
            _ev(ev, "command", f"{_cname(state, cid)} gives {_cname(state, others[0])} an action.", cause,
                {"character": cid, "target": others[0]})
        elif others:
            state.pending_decision = {"k": "char", "c": cid, "why": "command", "opts": others, "cause": cause}
        return
    if name == "move" or name == "drive":
        dests = _destinations(state, k, 1)
        if dests:
            state.pending_decision = {"k": "dest", "c": cid, "why": name, "opts": dests, "cause": cause,
                      "companion": bool(name == "drive" and op.companion)}
        return
    if name == "rest":
        _rest(state, cid, op.dice, cause, ev)
        return
    if name == "peek_apocalypse":
        top = piles.peek(state.apocalypse_deck, op.count)
        if not top:
            return
        cards = state.content.tables["apocalypse"]
        _ev(ev, "peeked", "The top of the apocalypse deck: " + ", ".join(cards[x].name for x in top) + ".", cause,
            {"cards": list(top)}, True)
        if op.may_bottom and len(state.apocalypse_deck) > 1:
            state.pending_decision = {"k": "peek", "c": cid, "cards": list(top), "cause": cause}
        return
    if name == "reroll_threat":
        th = state.threat_roll
        if th is None or th.get("slot") != k or th["stage"] != "reroll":
            return
        if op.which == "choose":
            th["stage"] = "pick"
            th["sel"] = []
            return
        picks = [i for i, d in enumerate(th["dice"]) if op.which == "all" or d[1] > 0]
        _reroll(state, picks, cause, ev)
        return
    if name == "discard_wound":
        idx = frame["w"]
        slots = c["slots"]
        if idx is not None and slots[idx] and slots[idx][0] == "!":
            wid = slots[idx][1:]
            slots[idx] = ""
            state.revealed_wound_pile[wid] = state.revealed_wound_pile.get(wid, 0) + 1
            _ev(ev, "wound_discarded", f"{_cname(state, cid)} discards the {state.content.tables['wounds'][wid].name}.",
                cause, {"character": cid, "wound": wid})
        return
    if name == "if_lacking":
        if c["slots"].count(op.resource) < op.amount and op.effects:
            _push_ops(state, frame["src"][0], frame["src"][1], cid, frame["w"], frame["addr"] + [[frame["i"] - 1, -1]])
        return
    if name == "choose":
        allowed = _choose_options(state, op, cid)
        if not allowed:
            return
        op_index = frame["i"] - 1
        if len(allowed) == 1:
            _push_ops(state, frame["src"][0], frame["src"][1], cid, frame["w"], frame["addr"] + [[op_index, allowed[0]]])
            return
        state.pending_decision = {"k": "option", "c": cid, "opts": allowed, "frame": len(state.task_stack) - 1, "op": op_index}
        return
    raise AssertionError(f"op {name!r} has no rule")


def _heal_choice(state: State, actor: str, target: str, u: int, r: int, cause: str, ev: list) -> None:
    slots = state.characters[target]["slots"]
    choices = []
    if u and "?" in slots:
        choices.append("unrevealed")
    if r:
        choices.extend(sorted({s[1:] for s in slots if s and s[0] == "!"}))
    if not choices:
        return
    if len(choices) == 1:
        _apply_heal(state, target, choices[0], u, r, cause, ev)
        return
    state.pending_decision = {"k": "healwhat", "c": actor, "t": target, "opts": choices, "u": u, "r": r, "cause": cause}


def _apply_heal(state: State, target: str, choice: str, u: int, r: int, cause: str, ev: list) -> None:
    if choice == "unrevealed":
        _heal(state, target, u, 0, None, cause, ev)
    else:
        _heal(state, target, 0, r, choice, cause, ev)


def _scout(state: State, amount: int, cause: str, ev: list) -> None:
    roads = state.content.tables["roads"]
    for _ in range(amount):
        if len(state.roadmap) >= state.road_target or not state.road_deck:
            _ev(ev, "scouted", "No more roads can be scouted.", cause, {"roadmap": len(state.roadmap)})
            return
        rid = piles.draw_from_bottom(state.road_deck)
        state.roadmap.append([rid, False])
        needs = ", ".join(RNAME[r] for r in roads[rid].needs)
        _ev(ev, "scouted", f"A road is scouted: it needs {needs}.", cause,
            {"index": len(state.roadmap) - 1, "needs": list(roads[rid].needs)})


def _explore(state: State, index: int, cause: str, ev: list) -> None:
    rid = state.roadmap[index][0]
    state.roadmap[index][1] = True
    road = state.content.tables["roads"][rid]
    _ev(ev, "explored", f"Road {index + 1} explored: {road.name}, {_res_text(road.cost.amounts())}.", cause,
        {"index": index, "road": rid}, True)


# ===========================================================================
# the threat phase
def _start_threat(state: State, ev: list) -> None:
    state.phase = "threat"
    state.active_character = None
    state.threat_roll = {"todo": [k for k in range(len(state.locations)) if _at(state, k)], "slot": None, "dice": [], "stage": "",
                 "sel": [], "left": 0}
    _ev(ev, "phase", "Threat phase.", "rule:threat", {"phase": "threat"})


def _threat_dice_count(state: State, k: int) -> int:
    here = _at(state, k)
    n = len(here) + _modifier(state, k) + sum(_passive(state, cid)["dice"] for cid in here)
    f = facts(state.content)
    return max(0, min(n, f.nblue + f.nred))


def _threat_step(state: State, ev: list) -> bool:
    th = state.threat_roll
    if th["slot"] is None:
        while th["todo"]:
            k = th["todo"].pop(0)
            if not _at(state, k):
                continue
            n = _threat_dice_count(state, k)
            if n <= 0:
                _ev(ev, "dice_rolled", f"No threat dice at {_lname(state, k)}.", "rule:threat",
                    {"kind": "threat", "faces": [], "colors": [], "location": state.locations[k]["id"]})
                continue
            nb = min(n, facts(state.content).nblue)
            colors = ["blue"] * nb + ["red"] * (n - nb)
            faces = _roll(state, colors)
            th.update(slot=k, dice=[[c, f] for c, f in zip(colors, faces)], stage="reroll", sel=[], left=0)
            state.last_roll = {"kind": "threat", "dice": [{"color": c, "wounds": f} for c, f in zip(colors, faces)]}
            _ev(ev, "dice_rolled", f"Threat roll at {_lname(state, k)}: {faces}, {sum(faces)} wound(s).", "rule:threat",
                {"kind": "threat", "faces": faces, "colors": colors, "location": state.locations[k]["id"]}, True)
            return True
        state.threat_roll = None
        _start_apocalypse(state, ev)
        return True
    k = th["slot"]
    stage = th["stage"]
    if stage == "reroll":
        total = sum(d[1] for d in th["dice"])
        if total == 0 or not _reroll_options(state, k):
            th["stage"] = "assign"
            th["left"] = total
            return True
        state.pending_decision = {"k": "reroll"}
        return False
    if stage == "pick":
        state.pending_decision = {"k": "pick"}
        return False
    # assign
    here = _at(state, k)
    if th["left"] <= 0 or not here:
        th["slot"] = None
        return True
    if len(here) == 1:
        th["left"] -= 1
        state.task_stack.append({"t": "wound", "c": here[0], "n": 1, "cause": "rule:threat"})
        return True
    state.pending_decision = {"k": "assign"}
    return False


def _reroll_options(state: State, k: int) -> list[Option]:
    out = []
    for cid in _at(state, k):
        if "ammo" in state.characters[cid]["slots"]:
            out.append(_opt(f"ammo:{cid}", f"{_cname(state, cid)} discards an Ammo to reroll dice", f"character:{cid}"))
        ab = _ability(state, cid)
        if ab.trigger == "on_threat_roll" and _char_ability_ok(state, cid, ab):
            out.append(_opt(f"ability:{cid}", f"{_cname(state, cid)}: {ab.name} - {ab.text}", f"character:{cid}"))
    return out


def _reroll(state: State, picks: list[int], cause: str, ev: list) -> None:
    th = state.threat_roll
    if not picks:
        return
    colors = [th["dice"][i][0] for i in picks]
    faces = _roll(state, colors)
    for i, f in zip(picks, faces):
        th["dice"][i][1] = f
    all_faces = [d[1] for d in th["dice"]]
    state.last_roll = {"kind": "threat", "dice": [{"color": d[0], "wounds": d[1]} for d in th["dice"]]}
    _ev(ev, "dice_rolled", f"Reroll at {_lname(state, th['slot'])}: now {all_faces}, {sum(all_faces)} wound(s).", cause,
        {"kind": "threat", "reroll": picks, "faces": all_faces, "colors": [d[0] for d in th["dice"]],
         "location": state.locations[th["slot"]]["id"]}, True)


# ===========================================================================
# the apocalypse phase
def _start_apocalypse(state: State, ev: list) -> None:
    state.phase = "apocalypse"
    state.apocalypse = {"card": None, "stage": "draw", "covered": [], "declined": [], "held": 0, "decided": []}
    _ev(ev, "phase", "Apocalypse phase.", "rule:apocalypse", {"phase": "apocalypse"})


def _apoc_card(state: State, cid: str):
    return state.content.tables["apocalypse"][cid]


def _apoc_step(state: State, ev: list) -> None:
    ap = state.apocalypse
    stage = ap["stage"]
    if stage == "draw":
        if not state.apocalypse_deck:
            ap["stage"] = "done"
            return
        card_id = piles.draw(state.apocalypse_deck)
        ap["card"] = card_id
        card = _apoc_card(state, card_id)
        _ev(ev, "card_drawn", f"Apocalypse: {card.name} ({card.type}). {card.text}", f"card:{card_id}",
            {"card": card_id, "deck": "apocalypse", "type": card.type, "left": len(state.apocalypse_deck)}, True)
        if state.apocalypse_discard and _apoc_card(state, state.apocalypse_discard[-1]).type == card.type:
            ap["stage"] = "choice"
            state.pending_decision = {"k": "apoc"}
            return
        ap["stage"] = "resolve"
        return
    if stage == "resolve":
        _resolve_apocalypse(state, ev)
        ap["stage"] = "resolving"
        return
    if stage == "resolving":
        card_id = ap["card"]
        state.apocalypse_discard.append(card_id)
        _ev(ev, "card_resolved", f"{_apoc_card(state, card_id).name} is resolved.", f"card:{card_id}",
            {"card": card_id, "deck": "apocalypse"})
        ap["stage"] = "done"
        return
    if stage == "done":
        state.apocalypse = None
        state.phase = "refresh"
        state.refresh = {"stage": "triggers"}
        return
    raise AssertionError(f"apocalypse stage {stage!r} waits for an answer")


def _affected(state: State, card) -> list[str]:
    alive = _living(state)
    if card.type == "death":
        return [c for c in alive if state.characters[c]["loc"] != COMPOUND]
    if card.type == "war":
        return [c for c in alive if state.characters[c]["loc"] == COMPOUND]
    return alive


def _resolve_apocalypse(state: State, ev: list) -> None:
    ap = state.apocalypse
    card = _apoc_card(state, ap["card"])
    n = card.marauders.for_players(state.setup_players)
    # tasks run last-pushed first
    if card.type == "war":
        state.task_stack.append({"t": "apoc", "what": "marauders", "n": n})
        state.task_stack.append({"t": "hold", "n": n})
        state.task_stack.append({"t": "apoc", "what": "effects"})
    else:
        state.task_stack.append({"t": "apoc", "what": "effects"})
        if card.type in ("famine", "pestilence"):
            state.task_stack.append({"t": "prevent", "res": "food" if card.type == "famine" else "med"})
        state.task_stack.append({"t": "apoc", "what": "marauders", "n": n})


def _apoc_task(state: State, task: dict, ev: list) -> None:
    ap = state.apocalypse
    card_id = ap["card"]
    card = _apoc_card(state, card_id)
    if task["what"] == "marauders":
        n = task["n"] - (ap["held"] if card.type == "war" else 0)
        if ap["held"] and card.type == "war":
            _ev(ev, "prevented", f"{ap['held']} marauder(s) held back.", f"card:{card_id}", {"held": ap["held"]})
        _add_marauders(state, n, f"card:{card_id}", ev)
        return
    # effects for each affected, not covered character, in character order
    covered = set(ap["covered"])
    targets = [c for c in _affected(state, card) if c not in covered]
    if not card.effects:
        return
    for cid in reversed(targets):
        _push_ops(state, "apoc", card_id, cid)


def _prevent_step(state: State, task: dict, ev: list) -> None:
    """Famine / pestilence: location by location, someone may discard a Food / Med for up to three there."""
    ap = state.apocalypse
    r = task["res"]
    covered = set(ap["covered"])
    for k in list(range(len(state.locations))) + [COMPOUND]:
        if k in ap["declined"]:
            continue
        here = _at(state, k)
        open_ = [c for c in here if c not in covered]
        holders = [c for c in here if r in state.characters[c]["slots"]]
        if open_ and holders:
            state.pending_decision = {"k": "prevent", "slot": k, "res": r, "opts": holders}
            return
    state.task_stack.pop()


def _hold_step(state: State, task: dict, ev: list) -> None:
    ap = state.apocalypse
    if ap["held"] >= task["n"]:
        state.task_stack.pop()
        return
    opts = [c for c in _at(state, COMPOUND) if c not in ap["decided"]]
    if not opts:
        state.task_stack.pop()
        return
    state.pending_decision = {"k": "hold", "opts": opts}


# ===========================================================================
# refresh and travel
def _refresh_step(state: State, ev: list) -> None:
    rf = state.refresh
    if rf["stage"] == "triggers":
        rf["stage"] = "decide"
        for cid in reversed(_living(state)):
            ab = _ability(state, cid)
            if ab.trigger == "refresh" and _char_ability_ok(state, cid, ab):
                _push_ops(state, "char", cid, cid)
        return
    # decide
    for cid in state.character_order:
        c = state.characters[cid]
        c.update(activated=False, left=ACTIONS_PER_ROUND, transfer=False, food=False, fuel=False, ability=False)
    for loc in state.locations:
        loc["used"] = False
    alive = _living(state)
    home = all(state.characters[c]["loc"] == COMPOUND for c in alive)
    if home and not state.apocalypse_deck:
        _start_travel(state, ev)
        return
    if home:
        rf["stage"] = "ask"
        state.pending_decision = {"k": "travel"}
        return
    if not state.apocalypse_deck:
        _lose(state, "deck_ran_out", "the apocalypse deck ran out", ev)
        return
    _next_round(state, ev)


def _next_round(state: State, ev: list) -> None:
    _ev(ev, "round_end", f"Round {state.round} ends.", "rule:refresh", {"round": state.round})
    # to the next player clockwise; in solo to the next pair on the right, and the pairs are laid out
    # left to right (Alternate Player Counts, Solo Play): either way the next player in order
    state.first_player = (state.first_player + 1) % len(state.players)
    state.round += 1
    state.phase = "action"
    state.refresh = None
    state.player_to_act = state.first_player
    state.active_character = None
    _ev(ev, "first_player", f"Round {state.round}: {_pname(state, state.first_player)} holds the first player marker.",
        "rule:refresh", {"player": state.first_player, "round": state.round})


def _start_travel(state: State, ev: list) -> None:
    _ev(ev, "round_end", f"Round {state.round} ends.", "rule:refresh", {"round": state.round})
    state.phase = "travel"
    state.refresh = None
    moved = [0, 0, 0, 0]
    for cid in _living(state):
        slots = state.characters[cid]["slots"]
        for idx, s in enumerate(slots):
            i = RI.get(s)
            if i is not None:
                slots[idx] = ""
                state.truck[i] += 1
                moved[i] += 1
    _ev(ev, "travel", f"The survivors load {_res_text(moved)} onto the truck and drive for Salvation.",
        "rule:travel", {"moved": dict(zip(RESOURCES, moved)), "truck": dict(zip(RESOURCES, state.truck))})
    state.travel = {"stage": "roads", "i": 0, "tolls": 0, "toll": None}


def _travel_step(state: State, ev: list) -> None:
    tr = state.travel
    roads = state.content.tables["roads"]
    if tr["stage"] == "roads":
        i = tr["i"]
        if i >= len(state.roadmap):
            if len(state.roadmap) < state.road_target and state.road_deck:
                rid = piles.draw_from_bottom(state.road_deck)
                state.roadmap.append([rid, False])
                _ev(ev, "scouted", f"Road {i + 1} was never scouted: it is drawn from the bottom of the deck.",
                    "rule:travel", {"index": i})
            else:
                tr["stage"] = "tolls"
                piles.shuffle_in_discards(state.search_deck, state.search_discard, state.rng)
                _ev(ev, "shuffled", "At Salvation's gate: the search cards are shuffled for the toll.", "rule:travel", {})
                return
        rid, explored = state.roadmap[i]
        if not explored:
            _explore(state, i, "rule:travel", ev)
        road = roads[rid]
        cost = road.cost.amounts()
        if any(state.truck[j] < cost[j] for j in range(4)):
            _lose(state, "road_unpaid", f"could not pay road {road.name}", ev)
            return
        for j in range(4):
            state.truck[j] -= cost[j]
            state.pool[j] += cost[j]
        _ev(ev, "road_paid", f"{road.name} overcome for {_res_text(cost)}.", f"road:{rid}",
            {"index": i, "road": rid, "paid": dict(zip(RESOURCES, cost)), "truck": dict(zip(RESOURCES, state.truck))})
        tr["i"] += 1
        return
    # tolls
    if tr["toll"] is None:
        if tr["tolls"] >= state.tolls:
            _win(state, ev)
            return
        sid = _draw_search(state, ev)
        tr["toll"] = sid
        card = state.content.tables["search"][sid]
        _ev(ev, "card_drawn", f"Toll: {card.toll_left.amount} {RNAME[card.toll_left.resource]} or "
            f"{card.toll_right.amount} {RNAME[card.toll_right.resource]}.", f"search:{sid}",
            {"card": sid, "deck": "search", "toll": True}, True)
        sides = _toll_sides(state, card)
        if not sides:
            _lose(state, "toll_unpaid", "turned away at Salvation's gate", ev)
            return
        if len(sides) == 1:
            _pay_toll(state, sides[0], ev)
            return
        state.pending_decision = {"k": "toll"}
        return
    raise AssertionError("a toll waits for an answer")


def _toll_sides(state: State, card) -> list[str]:
    out = []
    for side, opt in (("left", card.toll_left), ("right", card.toll_right)):
        if state.truck[RI[opt.resource]] >= opt.amount:
            out.append(side)
    return out


def _pay_toll(state: State, side: str, ev: list) -> None:
    tr = state.travel
    sid = tr["toll"]
    card = state.content.tables["search"][sid]
    opt = card.toll_left if side == "left" else card.toll_right
    i = RI[opt.resource]
    state.truck[i] -= opt.amount
    state.pool[i] += opt.amount
    state.search_discard.append(sid)
    tr["toll"] = None
    tr["tolls"] += 1
    _ev(ev, "toll_paid", f"Toll paid: {opt.amount} {RNAME[opt.resource]}.", f"search:{sid}",
        {"card": sid, "side": side, "paid": {opt.resource: opt.amount}})


# ===========================================================================
# prompts
def _build_prompt(state: State) -> Prompt | None:
    ask = state.pending_decision
    if ask is None:
        return None
    if state.penalty_pending:
        return _penalty_prompt(state, _ask_seat(state, ask))
    prompt = _ask_prompt(state, ask)
    if state.limited_communication and state.phase == "action":
        prompt.options = prompt.options + (_opt("penalty", "We broke the rule (talked across locations)", None,
                                                 "Limited communication: pick a character of yours; "
                                                 "the threat rises where it stands, or a marauder joins"),)
    return prompt


def _ask_seat(state: State, ask: dict) -> int:
    k = ask["k"]
    if k == "activate":
        return state.players[ask["p"]]["seat"]
    if "c" in ask:
        return _seat_of(state, ask["c"])
    if k in ("reroll", "pick", "assign"):
        return _seat_of(state, _at(state, state.threat_roll["slot"])[0])
    if k == "prevent":
        return _seat_of(state, ask["opts"][0])
    if k == "hold":
        return _seat_of(state, ask["opts"][0])
    return _first_seat(state)


def _penalty_prompt(state: State, seat: int) -> Prompt:
    opts = []
    for p in state.players:
        if p["seat"] != seat:
            continue
        for cid in p["chars"]:
            c = state.characters[cid]
            if c["dead"]:
                continue
            where = "a marauder joins the fence" if c["loc"] == COMPOUND else f"the threat at {_lname(state, c['loc'])} rises"
            opts.append(_opt(f"penalty:{cid}", f"{_cname(state, cid)}: {where}", f"character:{cid}"))
    return Prompt(seat, "penalty", "You broke the limited-communication rule: pick one of your characters.",
                  tuple(opts))


def _ask_prompt(state: State, ask: dict) -> Prompt:
    k = ask["k"]
    seat = _ask_seat(state, ask)
    if k == "activate":
        p = ask["p"]
        opts = tuple(_opt(f"activate:{cid}", f"Activate {_cname(state, cid)}", f"character:{cid}")
                     for cid in _available(state, p))
        return Prompt(seat, "activate", f"{_pname(state, p)}: choose a character to activate.", opts, {"player": p})
    if k == "action":
        cid = ask["c"]
        c = state.characters[cid]
        opts = tuple(_action_menu(state, cid, ask["sub"]))
        if ask["sub"]:
            text = f"{_cname(state, cid)} takes one action (commanded)."
        else:
            text = f"{_cname(state, cid)}: {c['left']} action(s) left."
        return Prompt(seat, "action", text, opts, {"character": cid, "sub": ask["sub"]})
    if k == "drop":
        cid = ask["c"]
        what = "the wound" if ask["for"] == "wound" else f"the {RNAME[ask['for']]}"
        opts = tuple(_opt(f"drop:{r}", f"Drop a {RNAME[r]}", f"slot:{cid}:{state.characters[cid]['slots'].index(r)}")
                     for r in ask["opts"])
        return Prompt(seat, "drop", f"{_cname(state, cid)} is full: drop a resource to make room for {what}.", opts,
                      {"character": cid})
    if k == "truck":
        cid = ask["c"]
        held = _held(state.characters[cid]["slots"])
        opts = [_opt(f"truck:{r}", f"Load a {RNAME[r]} too", "truck") for i, r in enumerate(RESOURCES) if held[i]]
        if sum(held) > 1:
            opts.insert(0, _opt("truck:all", "Load everything", "truck"))
        opts.append(_opt("done", "That is all", None))
        return Prompt(seat, "truck", f"{_cname(state, cid)} loads the truck: more?", tuple(opts), {"character": cid})
    if k == "with":
        cid = ask["c"]
        opts = tuple(_opt(f"with:{o}", f"Take {_cname(state, o)} along", f"character:{o}") for o in ask["opts"]) + \
            (_opt("alone", "Drive alone", None),)
        return Prompt(seat, "with", f"{_cname(state, cid)} drives to {_lname(state, ask['dest'])}: take someone along?",
                      opts, {"character": cid, "dest": "compound" if ask["dest"] == COMPOUND else ask["dest"]})
    if k == "res":
        cid = ask["c"]
        why = ask["why"]
        texts = {"overrun": "The location is overrun: which one resource goes to the supply?",
                 "drop": "Drop which resource?", "gain": "Take which resource from the pool?",
                 "discard": "Discard which resource?", "supply": "Add which resource to the supply?"}
        opts = tuple(_opt(f"res:{r}", RNAME[r], None) for r in ask["opts"])
        return Prompt(seat, "resource", f"{_cname(state, cid)}: {texts[why]}", opts, {"character": cid, "why": why})
    if k == "char":
        cid = ask["c"]
        verb = "Heal" if ask["why"] == "heal" else "Give an action to"
        opts = tuple(_opt(f"char:{o}", f"{verb} {_cname(state, o)}", f"character:{o}") for o in ask["opts"])
        return Prompt(seat, "character", f"{_cname(state, cid)}: {verb.lower()} whom?", opts,
                      {"character": cid, "why": ask["why"]})
    if k == "healwhat":
        target = ask["t"]
        opts = []
        for choice in ask["opts"]:
            if choice == "unrevealed":
                opts.append(_opt("heal:unrevealed", f"Remove up to {ask['u']} unrevealed wound(s)",
                                 f"character:{target}"))
            else:
                opts.append(_opt(f"heal:{choice}", f"Remove the {state.content.tables['wounds'][choice].name}",
                                 f"character:{target}"))
        return Prompt(seat, "heal", f"Heal {_cname(state, target)}: which wounds?", tuple(opts), {"character": target})
    if k == "dest":
        cid = ask["c"]
        opts = tuple(_opt(f"dest:{d if d >= 0 else 'compound'}", f"To {_lname(state, d)}", _ltarget(state, d)) for d in ask["opts"])
        return Prompt(seat, "destination", f"{_cname(state, cid)}: where to?", opts,
                      {"character": cid, "why": ask["why"]})
    if k == "road":
        roads = state.content.tables["roads"]
        opts = tuple(_opt(f"road:{i}", f"Explore road {i + 1} (needs "
                          f"{', '.join(RNAME[r] for r in roads[state.roadmap[i][0]].needs)})", f"road:{i}")
                     for i in ask["opts"])
        return Prompt(seat, "road", "Explore which road?", opts, {})
    if k == "peek":
        cards = state.content.tables["apocalypse"]
        opts = tuple(_opt(f"bottom:{i}", f"Put {cards[x].name} on the bottom", "apocalypse")
                     for i, x in enumerate(ask["cards"])) + (_opt("keep", "Leave them as they are", "apocalypse"),)
        return Prompt(seat, "peek", "Put one of the peeked apocalypse cards on the bottom?", opts, {})
    if k == "option":
        frame = state.task_stack[ask["frame"]]
        op = _source_ops(state, frame["src"], frame["addr"])[ask["op"]]
        opts = tuple(_opt(f"option:{i}", op.options[i].label, None)
                     for i in ask["opts"])
        return Prompt(seat, "option", f"{_cname(state, ask['c'])}: choose.", opts,
                      {"character": ask["c"], "source": _cause(frame["src"]),
                       "effects": [op_to_json(op.options[i].effects) for i in ask["opts"]]})
    if k == "end_ability":
        cid = ask["c"]
        if ask["what"] == "char":
            ab = _ability(state, cid)
            target = f"character:{cid}"
        else:
            lid = state.locations[state.characters[cid]["loc"]]["id"]
            ab = state.content.tables["locations"][lid].ability
            target = f"location:{lid}"
        opts = (_opt("use", f"Use {ab.name}: {ab.text}", target), _opt("skip", "Do not use it", None))
        return Prompt(seat, "end_ability", f"{_cname(state, cid)} ends the activation: use {ab.name}?", opts,
                      {"character": cid, "what": ask["what"], "effects": op_to_json(ab.effects)})
    th = state.threat_roll
    if k == "reroll":
        total = sum(d[1] for d in th["dice"])
        opts = tuple(_reroll_options(state, th["slot"])) + (_opt("accept", f"Take the {total} wound(s)", None),)
        return Prompt(seat, "reroll", f"Threat roll at {_lname(state, th['slot'])}: {total} wound(s). Reroll?", opts,
                      {"location": th["slot"]})
    if k == "pick":
        opts = [_opt(f"die:{i}", f"Reroll the {d[0]} die showing {d[1]}", f"die:{i}")
                for i, d in enumerate(th["dice"]) if i not in th["sel"]]
        if th["sel"]:
            opts.append(_opt("roll", f"Reroll the {len(th['sel'])} chosen dice", None))
        return Prompt(seat, "pick", "Choose the dice to reroll, then roll.", tuple(opts), {"selected": list(th["sel"])})
    if k == "assign":
        here = _at(state, th["slot"])
        opts = tuple(_opt(f"wound:{cid}", f"{_cname(state, cid)} takes the wound "
                          f"({_wounds(state.characters[cid]['slots'])}/{len(state.characters[cid]['slots'])})", f"character:{cid}")
                     for cid in here)
        return Prompt(seat, "assign", f"{th['left']} wound(s) to share at {_lname(state, th['slot'])}: who takes the next?",
                      opts, {"left": th["left"]})
    if k == "apoc":
        card = _apoc_card(state, state.apocalypse["card"])
        opts = (_opt("resolve", f"Resolve {card.name}", "apocalypse"),
                _opt("discard", f"Discard it unresolved and draw again ({len(state.apocalypse_deck)} left)", "apocalypse"))
        return Prompt(seat, "apocalypse", f"{card.name} matches the discard pile's {card.type}: discard it and draw again?",
                      opts, {"card": state.apocalypse["card"]})
    if k == "prevent":
        r = ask["res"]
        slot = ask["slot"]
        opts = tuple(_opt(f"prevent:{cid}", f"{_cname(state, cid)} discards a {RNAME[r]}: up to {PREVENT_COVERS} "
                          "characters here are spared", f"character:{cid}") for cid in ask["opts"]) + \
            (_opt("no", "Nobody here uses one", None),)
        return Prompt(seat, "prevent", f"{_apoc_card(state, state.apocalypse['card']).name} at {_lname(state, slot)}: spend a "
                      f"{RNAME[r]}?", opts, {"slot": slot})
    if k == "cover":
        opts = tuple(_opt(f"cover:{cid}", f"Spare {_cname(state, cid)}", f"character:{cid}") for cid in ask["opts"])
        return Prompt(seat, "cover", "Who else is spared?", opts, {})
    if k == "hold":
        opts = tuple(_opt(f"hold:{cid}", f"{_cname(state, cid)} takes a second wound to hold back a marauder",
                          f"character:{cid}") for cid in ask["opts"]) + (_opt("done", "Nobody else", None),)
        return Prompt(seat, "hold", f"War: held back {state.apocalypse['held']} so far. Take another wound?", opts, {})
    if k == "travel":
        opts = (_opt("travel", "Travel to Salvation now", "truck"),
                _opt("stay", "Play another round", None))
        return Prompt(seat, "travel", "Everyone is at the compound: travel to Salvation?", opts, {})
    if k == "toll":
        card = state.content.tables["search"][state.travel["toll"]]
        opts = (_opt("toll:left", f"Pay {card.toll_left.amount} {RNAME[card.toll_left.resource]}",
                     f"truck:{card.toll_left.resource}"),
                _opt("toll:right", f"Pay {card.toll_right.amount} {RNAME[card.toll_right.resource]}",
                     f"truck:{card.toll_right.resource}"))
        return Prompt(seat, "toll", "The guards want a toll: how do you pay?", opts, {})
    raise AssertionError(f"unknown ask {k!r}")


# ===========================================================================
# answers
def _apply(state: State, prompt: Prompt, value: str, ev: list) -> None:
    if value == "penalty":
        state.penalty_pending = True
        return
    if prompt.kind == "penalty":
        state.penalty_pending = False
        cid = value.split(":", 1)[1]
        k = state.characters[cid]["loc"]
        _ev(ev, "penalty", f"Limited communication broken: {_cname(state, cid)} pays for it.", "rule:limited",
            {"character": cid})
        _threat_up(state, k, 1, "marauder", "rule:limited", ev)
        return
    ask = state.pending_decision
    state.pending_decision = None
    k = ask["k"]
    head, _, tail = value.partition(":")
    if k == "activate":
        _activate(state, tail, ev)
        return
    if k == "action":
        _do_action(state, ask["c"], value, ask["sub"], ev)
        return
    if k == "drop":
        cid = ask["c"]
        if ask["for"] == "wound":
            task = state.task_stack[-1]
            task["n"] -= 1
            _place_wound(state, cid, ev, task["cause"], drop=tail)
        else:
            idx = _drop_res(state, cid, tail, ev, "rule:drop")
            state.characters[cid]["slots"][idx] = ask["for"]
        return
    if k == "truck":
        if value != "done":
            _load_truck(state, ask["c"], tail, ev)
            if any(_held(state.characters[ask["c"]]["slots"])):
                state.pending_decision = ask
        return
    if k == "with":
        cid = ask["c"]
        group = [cid] + ([tail] if head == "with" else [])
        _relocate(state, group, ask["dest"], ask["cause"], ev, "drives")
        return
    if k == "res":
        why = ask["why"]
        cid = ask["c"]
        if why == "overrun":
            _add_supply(state, ask["slot"], tail, 1, ask["cause"], ev)
            _search_card_resolved(state, ask["cause"].split(":", 1)[1], state.locations[ask["slot"]]["id"], ev)
        elif why == "supply":
            _add_supply(state, state.characters[cid]["loc"], tail, ask["n"], ask["cause"], ev)
        elif why == "drop":
            state.task_stack[-1]["n"] -= 1
            _drop_res(state, cid, tail, ev, ask["cause"])
        else:
            task = state.task_stack[-1]
            task["n"] -= 1
            _pick_resource(state, task, tail, ev)
        return
    if k == "char":
        cid = ask["c"]
        if ask["why"] == "heal":
            _heal_choice(state, cid, tail, ask["u"], ask["r"], ask["cause"], ev)
        else:
            state.task_stack.append({"t": "sub", "c": tail})
            _ev(ev, "command", f"{_cname(state, cid)} gives {_cname(state, tail)} an action.", ask["cause"],
                {"character": cid, "target": tail})
        return
    if k == "healwhat":
        _apply_heal(state, ask["t"], tail, ask["u"], ask["r"], ask["cause"], ev)
        return
    if k == "dest":
        cid = ask["c"]
        dest = COMPOUND if tail == "compound" else int(tail)
        if ask["why"] == "move":
            _relocate(state, [cid], dest, ask["cause"], ev, "moves")
        else:
            _start_drive(state, cid, dest, ask["cause"], ev, ask["companion"])
        return
    if k == "road":
        state.task_stack[-1]["n"] -= 1
        _explore(state, int(tail), ask["cause"], ev)
        return
    if k == "peek":
        if head == "bottom":
            card = ask["cards"][int(tail)]
            state.apocalypse_deck.remove(card)
            piles.put_on_bottom(state.apocalypse_deck, [card])
            _ev(ev, "peeked", f"{_apoc_card(state, card).name} goes to the bottom of the apocalypse deck.", ask["cause"],
                {"bottom": card})
        return
    if k == "option":
        frame = state.task_stack[ask["frame"]]
        _push_ops(state, frame["src"][0], frame["src"][1], frame["c"], frame["w"],
                  frame["addr"] + [[ask["op"], int(tail)]])
        return
    if k == "end_ability":
        cid = ask["c"]
        what = state.end_ability_queue.pop(0)
        if value == "use":
            if what == "char":
                state.characters[cid]["ability"] = True
                ab = _ability(state, cid)
                _ev(ev, "ability", f"{_cname(state, cid)} uses {ab.name}.", f"ability:{cid}", {"character": cid})
                _push_ops(state, "char", cid, cid)
            else:
                kk = state.characters[cid]["loc"]
                lid = state.locations[kk]["id"]
                state.locations[kk]["used"] = True
                _ev(ev, "site", f"{_cname(state, cid)} uses {_lcard(state, kk).ability.name}.", f"location:{lid}",
                    {"character": cid, "location": lid})
                _push_ops(state, "loc", lid, cid)
        return
    th = state.threat_roll
    if k == "reroll":
        if head == "ammo":
            _discard_res(state, tail, "ammo")
            _ev(ev, "ammo", f"{_cname(state, tail)} spends an Ammo to reroll.", "rule:threat", {"character": tail})
            th["stage"] = "pick"
            th["sel"] = []
        elif head == "ability":
            state.characters[tail]["ability"] = True
            _ev(ev, "ability", f"{_cname(state, tail)} uses {_ability(state, tail).name}.", f"ability:{tail}",
                {"character": tail})
            _push_ops(state, "char", tail, tail)
        else:
            th["stage"] = "assign"
            th["left"] = sum(d[1] for d in th["dice"])
        return
    if k == "pick":
        if head == "die":
            th["sel"].append(int(tail))
        else:
            picks = sorted(th["sel"])
            th["sel"] = []
            th["stage"] = "reroll"
            _reroll(state, picks, "rule:ammo", ev)
        return
    if k == "assign":
        th["left"] -= 1
        state.task_stack.append({"t": "wound", "c": tail, "n": 1, "cause": "rule:threat"})
        return
    if k == "apoc":
        ap = state.apocalypse
        if value == "discard":
            state.apocalypse_discard.append(ap["card"])
            _ev(ev, "card_discarded", f"{_apoc_card(state, ap['card']).name} is discarded unresolved.", "rule:apocalypse",
                {"card": ap["card"]})
            ap["card"] = None
            ap["stage"] = "draw"
        else:
            ap["stage"] = "resolve"
        return
    if k == "prevent":
        ap = state.apocalypse
        slot = ask["slot"]
        if value == "no":
            ap["declined"].append(slot)
            return
        r = ask["res"]
        _discard_res(state, tail, r)
        covered = set(ap["covered"])
        others = [c for c in _at(state, slot) if c != tail and c not in covered]
        spared = [tail] + others[:PREVENT_COVERS - 1] if len(others) <= PREVENT_COVERS - 1 else [tail]
        ap["covered"].extend(c for c in spared if c not in covered)
        _ev(ev, "prevented", f"{_cname(state, tail)} discards a {RNAME[r]}: "
            f"{', '.join(_cname(state, c) for c in spared)} spared so far.", f"card:{ap['card']}",
            {"character": tail, "resource": r, "spared": spared})
        if len(others) > PREVENT_COVERS - 1:
            state.pending_decision = {"k": "cover", "left": PREVENT_COVERS - 1, "opts": others, "slot": slot}
        return
    if k == "cover":
        ap = state.apocalypse
        ap["covered"].append(tail)
        left = ask["left"] - 1
        opts = [c for c in ask["opts"] if c != tail]
        if left > 0 and opts:
            state.pending_decision = {"k": "cover", "left": left, "opts": opts, "slot": ask["slot"]}
        return
    if k == "hold":
        ap = state.apocalypse
        if value == "done":
            state.task_stack.pop()
            return
        ap["decided"].append(tail)
        ap["held"] += 1
        _ev(ev, "hold", f"{_cname(state, tail)} takes a second wound to hold back a marauder.", f"card:{ap['card']}",
            {"character": tail})
        state.task_stack.append({"t": "wound", "c": tail, "n": 1, "cause": f"card:{ap['card']}"})
        return
    if k == "travel":
        if value == "travel":
            _start_travel(state, ev)
        else:
            _next_round(state, ev)
        return
    if k == "toll":
        _pay_toll(state, tail, ev)
        return
    raise AssertionError(f"unhandled answer {value!r} to {k!r}")


# ===========================================================================
# views
def _view(state: State, viewer: int | None) -> dict:
    tables = state.content.tables
    ctab, ltab = tables["characters"], tables["locations"]
    info = facts(state.content).info
    chars = []
    for cid in state.character_order:
        c = state.characters[cid]
        card = ctab[cid]
        slots = []
        for s in c["slots"]:
            if not s:
                slots.append(None)
            elif s == "?":
                slots.append({"wound": "unrevealed"})
            elif s[0] == "!":
                slots.append({"wound": s[1:]})
            else:
                slots.append({"resource": s})
        k = c["loc"]
        chars.append({"id": cid, "name": card.name, "kind": card.kind, "player": c["player"], "seat": c["seat"],
                      "location": None if k is None else ("compound" if k == COMPOUND else state.locations[k]["id"]),
                      "health": card.health, "slots": slots, "activated": c["activated"], "delayed": c["delayed"],
                      "defeated": c["dead"], "actions_left": c["left"] if state.active_character == cid else
                      (0 if c["activated"] else ACTIONS_PER_ROUND),
                      "used_transfer": c["transfer"], "used_food": c["food"], "used_fuel": c["fuel"],
                      "used_ability": c["ability"],
                      "ability": copy_json(info[("char", cid)])})
    locs = []
    for k, loc in enumerate(state.locations):
        up = loc["up"]
        card = ltab[loc["id"]]
        locs.append({"slot": k, "id": loc["id"] if up else None, "name": card.name if up else None,
                     "recon": card.recon if up else None, "face_up": up,
                     "threat": loc["threat"] if up else None, "track": list(card.track) if up else None,
                     "modifier": card.track[loc["threat"]] if up else None,
                     "overrun": _overrun(state, k), "used": loc["used"],
                     "supply": dict(zip(RESOURCES, loc["supply"])),
                     "ability": copy_json(info[("loc", loc["id"])]) if up else None,
                     "characters": _at(state, k)})
    roads = tables["roads"]
    roadmap = []
    for rid, explored in state.roadmap:
        road = roads[rid]
        roadmap.append({"id": rid if explored else None, "explored": explored, "needs": list(road.needs),
                        "cost": dict(zip(RESOURCES, road.cost.amounts())) if explored else None,
                        "name": road.name if explored else None})
    atab = tables["apocalypse"]
    current = None
    if state.apocalypse is not None and state.apocalypse.get("card"):
        card = atab[state.apocalypse["card"]]
        current = {"id": card.id, "type": card.type, "name": card.name, "text": card.text,
                   "marauders": card.marauders.for_players(state.setup_players),
                   "effects": copy_json(info[("apoc", card.id)]["effects"])}
    threat = None
    th = state.threat_roll
    if th is not None and th["slot"] is not None:
        dice = [{"color": d[0], "wounds": d[1]} for d in th["dice"]]
        threat = {"location": state.locations[th["slot"]]["id"], "slot": th["slot"], "dice": dice,
                  "wounds": sum(d[1] for d in th["dice"]), "stage": th["stage"], "selected": list(th["sel"]),
                  "left": th["left"]}
    f = facts(state.content)
    return {
        "game": "salvation_road", "round": state.round, "phase": state.phase, "mode": state.mode,
        "seats": [{"seat": i, "name": state.seat_names[i], "color": state.seat_colors[i], "bot": state.seat_bots[i]}
                  for i in range(len(state.seat_names))],
        "players": [{"player": i, "seat": p["seat"], "characters": list(p["chars"])} for i, p in enumerate(state.players)],
        "setup_players": state.setup_players, "variants": list(state.variants), "first_player": state.first_player,
        "active_character": state.active_character,
        "commanded_character": state.pending_decision["c"] if state.pending_decision and state.pending_decision["k"] == "action" and state.pending_decision["sub"] else None,
        "characters": chars, "locations": locs,
        "compound": {"characters": _at(state, COMPOUND), "fence": _fence_json(state),
                     "pool": {"bikes": state.marauder_pool[0], "buggies": state.marauder_pool[1]}, "capacity": state.capacity},
        "truck": dict(zip(RESOURCES, state.truck)),
        "roadmap": roadmap, "road_target": state.road_target, "road_deck": len(state.road_deck),
        "road_deck_top": list(roads[state.road_deck[0]].needs) if state.road_deck else None,
        "toll": {"count": state.tolls},
        "apocalypse": {"deck": len(state.apocalypse_deck),
                       "discard": [{"id": x, "type": atab[x].type, "name": atab[x].name} for x in state.apocalypse_discard],
                       "top_type": atab[state.apocalypse_discard[-1]].type if state.apocalypse_discard else None,
                       "current": current},
        "search": {"deck": len(state.search_deck), "discard": len(state.search_discard)},
        "threat_roll": threat,
        "last_roll": copy_json(state.last_roll["dice"]) if state.last_roll else None,
        "last_roll_kind": state.last_roll["kind"] if state.last_roll else None,
        "wound_pool": {"unrevealed": state.wound_pool, "revealed_discards": sum(state.revealed_wound_pile.values())},
        "pool": dict(zip(RESOURCES, state.pool)),
        "dice": {"blue": list(f.blue), "red": list(f.red), "blue_count": f.nblue, "red_count": f.nred},
        "talk_groups": _talk_groups(state) if state.limited_communication else None,
        "outcome": None if state.result is None else copy_json(state.result),
    }


def _talk_groups(state: State) -> list[list[int]]:
    """Who may talk to whom: one group per occupied location (the compound included), listing the
    seats with a character there. Two seats may talk while they share a group; talking is not passed
    along (A and B at one place, B and C at another: A and C may not talk). Duplicates are merged."""
    places: dict[int, set[int]] = {}
    for cid in _living(state):
        c = state.characters[cid]
        places.setdefault(c["loc"], set()).add(c["seat"])
    groups = sorted({tuple(sorted(seats)) for seats in places.values()})
    return [list(g) for g in groups]


RULES = SalvationRoadRules()
