"""The encounter phase: in turn order each seat takes a path and resolves its two cards.

A card is resolved in steps (encounter["step"]): the key or solo path 1's free resources, scavenging,
the black and red text (its ops, see ops.py), then the fight (fight.py), then the next card.
"""
from __future__ import annotations

from ....core.decisions import Decision
from ....core.option_cache import CACHE_LIMIT, option
from ....core.prompt import Event, Option, Prompt
from .ending import _end_encounter_phase
from .fight import _molotov, _start_fight
from .ops import _push_effects, _run_effects
from .planning import _reveal_path
from .state import EVERYONE, SOLO_TAKE, State, _card_being_resolved, _current_card_id, _derived, _resources_text
from .transfers import _start_transfer


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


# --- the decisions: which path, and the Molotov before red text ----------------
def _path_option(state: State, index: int) -> Option:
    """A path's option; the label names its face-up cards (cached per content and path layout)."""
    ids = state.paths[index]
    face_up = state.face_up[index]
    solo_first = state.solo and index == 0
    cost = state.key_costs[index]
    key = (index, *ids, *face_up, cost, solo_first)
    cache = _derived(state.content)["path_options"]
    found = cache.get(key)
    if found is None:
        cards = state.cards
        names = " + ".join(cards[c].name if face_up[i] else "face down" for i, c in enumerate(ids))
        label = f"Path {index + 1}: {names}"
        if solo_first:
            label += " (take 2 resources first)"
        elif cost:
            label += f" (pay {cost} resources)"
        if len(cache) > CACHE_LIMIT:
            cache.clear()
        found = cache[key] = Option(f"path:{index}", label, f"path:{index}")
    return found


class PathChoice(Decision):
    """The seat whose turn it is takes one of the paths still open that it can pay the key of."""
    kind = "path"
    answers = frozenset({"path"})

    def prompt(self, state: State, pending: None) -> Prompt:
        seat = state.encounter["seat"]
        total = sum(state.resources[seat])
        open_paths = []
        affordable = []
        for index, taker in enumerate(state.taken_by):
            if taker is not None:
                continue
            path = _path_option(state, index)
            open_paths.append(path)
            if state.key_costs[index] <= total or (state.solo and index == 0):
                affordable.append(path)
        # by the key rules a free path is always left; should content ever break that, every path stays open
        return Prompt(seat, "path", f"{state.names[seat]}, choose your path", tuple(affordable or open_paths))

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        _choose_path(state, prompt.seat, int(value.split(":", 1)[1]), events)

    def why_not(self, state: State, prompt: Prompt, value: str) -> str | None:
        tail = value.partition(":")[2]
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

    def not_now(self, state: State, prompt: Prompt, value: str) -> str:
        return "nobody is choosing a path now"


class RedText(Decision):
    """A seat holding a Molotov may throw it before a fight card's red text is read."""
    kind = "red_text"
    answers = frozenset({"molotov", "continue"})

    def prompt(self, state: State, pending: None) -> Prompt:
        seat = state.encounter["seat"]
        cid = _current_card_id(state)
        card = state.cards[cid]
        options = (option("molotov", "Throw a Molotov: every zombie dies, the red text is ignored", "token:molotov"),
                   option("continue", "Keep the Molotov and read the red text", f"card:{cid}"))
        return Prompt(seat, "red_text", f"{state.names[seat]}, {card.name} has red text: throw a Molotov first?",
                      options, {"card": cid})

    def resolve(self, state: State, pending: None, prompt: Prompt, value: str, events: list) -> None:
        if value == "molotov":
            _molotov(state, prompt.seat, events)
            return
        encounter = state.encounter
        encounter["step"] = "event"
        encounter["event_started"] = True
        _push_effects(state, _current_card_id(state), [])

    def why_not(self, state: State, prompt: Prompt, value: str) -> str:
        return "answer molotov or continue"

    def not_now(self, state: State, prompt: Prompt, value: str) -> str:
        return "answer molotov or continue" if prompt.kind == "red_text" else f"{value!r} is not an answer now"
