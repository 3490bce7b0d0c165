"""Salvation Road's state as plain data, its constants, and the small facts every part reads."""
from __future__ import annotations

from ....core.content import Content
from ....core.effects import op_to_json
from ....core.prompt import Event, Option
from ....core.rules import GameInfo, Variant
from ....core.search import SEARCH_KINDS
from ....core.words import a, count, join
from ..effects import RESOURCES


STATE_VERSION = 2


ACTIONS_PER_ROUND = 2


LOCATION_LIMIT = 3


SHOOT_REMOVES = 3


HEAL_UNREVEALED = 3


HEAL_REVEALED = 1


REST_DICE = 1


PREVENT_COVERS = 3


SET_ASIDE_APOCALYPSE = 5


RI = {"food": 0, "ammo": 1, "med": 2, "fuel": 3}     # RESOURCES' order (effects.py); _held counts in it


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
    # content, rng and facts (what the rules read of the content on every answer) are derived, never saved
    __slots__ = ("content", "rng", "facts", "_prompt", "_opening_events") + DATA

    def invalidate(self) -> None:
        """Forget the cached prompt (tests that edit the state by hand call this)."""
        self._prompt = None


class _Facts:
    __slots__ = ("passive", "blue", "red", "nblue", "nred", "wound_total", "info", "options", "skull_space",
                 "gather", "search", "give", "ability_option", "site_option", "names")

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
        # the last space of each location's threat track: a threat there means the location is overrun
        self.skull_space = {lid: len(card.track) - 1 for lid, card in content.tables["locations"].items()}
        # the action menu's answers whose words depend only on the content, built once each: the menu offers
        # the same gathers, searches and gifts again and again, and their words cost more to build than to look up
        self.options: dict[tuple, Option] = {}      # travel answers, made on first use (see _travel_option)
        characters, locations = content.tables["characters"], content.tables["locations"]
        self.names = {cid: card.name for cid, card in characters.items()}     # read by nearly every log line
        self.gather = {(lid, r): Option(f"gather:{r}", f"Gather {a(RNAME[r])}", f"supply:{lid}:{r}")
                       for lid in locations for r in RESOURCES}
        self.search = {(lid, overrun): Option("search", f"Search {card.name}"
                                              + (" (overrun: only one resource, for its supply)" if overrun else ""), f"location:{lid}")
                       for lid, card in locations.items() for overrun in (False, True)}
        self.give = {(r, cid): Option(f"give:{r}:{cid}", f"Give {a(RNAME[r])} to {card.name}", f"character:{cid}")
                     for cid, card in characters.items() for r in RESOURCES}
        self.ability_option = {cid: Option(f"ability:{cid}", f"{ab.name} ({ab.trigger}): {ab.text}", f"character:{cid}")
                               for cid, ab in ((cid, card.ability) for cid, card in characters.items())}
        self.site_option = {lid: Option(f"site:{lid}", f"{ab.name} ({ab.trigger}): {ab.text}", f"location:{lid}")
                            for lid, ab in ((lid, card.ability) for lid, card in locations.items())}
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


# small helpers
def _ev(events: list, kind: str, text: str, cause: str, data: dict | None = None, reveals: bool = False) -> None:
    events.append(Event(kind, text, cause, None, data or {}, reveals))


def _cname(state: State, cid: str) -> str:
    return state.facts.names[cid]


def _pname(state: State, p: int) -> str:
    if state.mode == "solo":
        return f"Pair {p + 1}"
    return state.seat_names[state.players[p]["seat"]]


def _lname(state: State, k: int) -> str:
    if k == COMPOUND:
        return "the compound"
    loc = state.locations[k]
    return state.content.tables["locations"][loc["id"]].name if loc["up"] else f"face-down location {k + 1}"


def _travel_option(state: State, verb: str, k: int) -> Option:
    """The "move:<k>" or "drive:<k>" answer to slot k (or the compound), made once per content and place."""
    if k == COMPOUND:
        key = (verb, k)
    else:
        loc = state.locations[k]
        key = (verb, k, loc["id"], loc["up"])
    cache = state.facts.options
    found = cache.get(key)
    if found is None:
        where = _lname(state, k)
        if verb == "move":
            label = f"Move to {where}" + (" (turn it up)" if k != COMPOUND and not state.locations[k]["up"] else "")
        else:
            label = f"Spend a Fuel: drive to {where}"
        found = cache[key] = Option(f"{verb}:{k if k >= 0 else 'compound'}", label, _ltarget(state, k))
    return found


def _ltarget(state: State, k: int) -> str:
    if k == COMPOUND:
        return "compound"
    loc = state.locations[k]
    return f"location:{loc['id']}" if loc["up"] else f"location:slot-{k}"


def _lcard(state: State, k: int):
    return state.content.tables["locations"][state.locations[k]["id"]]




def _living(state: State) -> list[str]:
    chars = state.characters
    return [cid for cid in state.character_order if not chars[cid]["dead"]]


def _at(state: State, k: int) -> list[str]:
    chars = state.characters
    return [cid for cid in state.character_order if (c := chars[cid])["loc"] == k and not c["dead"]]


def _count(slots: list, token: str) -> int:
    return slots.count(token)


def _wounds(slots: list) -> int:
    n = 0
    for s in slots:
        if s and (s[0] == "?" or s[0] == "!"):
            n += 1
    return n


def _held(slots: list) -> list[int]:
    """How many of each resource (in RESOURCES order) a character's card holds."""
    return [slots.count("food"), slots.count("ammo"), slots.count("med"), slots.count("fuel")]


def _overrun(state: State, k: int) -> bool:
    loc = state.locations[k]
    return loc["up"] and loc["threat"] >= state.facts.skull_space[loc["id"]]


def _modifier(state: State, k: int) -> int:
    return _lcard(state, k).track[state.locations[k]["threat"]]


def _seat_of(state: State, cid: str) -> int:
    return state.characters[cid]["seat"]


def _first_seat(state: State) -> int:
    return state.players[state.first_player]["seat"]


def _passive(state: State, cid: str) -> dict:
    return state.facts.passive[cid]


def _ability(state: State, cid: str):
    return state.content.tables["characters"][cid].ability


def _faces_text(faces, colors=None) -> str:
    """A roll's faces for the log: "2, 0, 1", or with colours "blue 2, blue 0, red 1"."""
    if colors is None:
        return ", ".join(str(f) for f in faces) or "no dice"
    return ", ".join(f"{c} {f}" for c, f in zip(colors, faces)) or "no dice"


def _roll_text(faces, colors=None) -> str:
    """ "3 dice (blue 2, blue 0, red 1), 3 wounds": what a roll showed and the wounds it deals."""
    return f"{count(len(faces), 'die')} ({_faces_text(faces, colors)}), {count(sum(faces), 'wound')}"


def _marauders_text(bikes: int, buggies: int) -> str:
    """ "2 bikes and 1 buggy", "1 bike", "no marauders"."""
    return join([count(n, w) for n, w in ((bikes, "bike"), (buggies, "buggy")) if n], "no marauders")


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


def _destinations(state: State, frm: int, room: int = 1) -> list[int]:
    here = [0] * len(state.locations)       # living characters per location, counted in one pass
    chars = state.characters
    for cid in state.character_order:
        c = chars[cid]
        if not c["dead"] and c["loc"] >= 0:      # the dead stand nowhere (loc None)
            here[c["loc"]] += 1
    out = []
    for k, n_here in enumerate(here):
        if k != frm and n_here + room <= LOCATION_LIMIT:
            out.append(k)
    if frm != COMPOUND:
        out.append(COMPOUND)
    return out


INFO = GameInfo(
    "salvation_road", "Salvation Road", 1, 8,
    "Co-op: hold the compound, scavenge the town, and drive the road to Salvation.",
    variants=VARIANTS, bot_kinds=("cooperative", "random"), search_bot_kinds=SEARCH_KINDS,
    hidden_information=False, cooperative=True)
