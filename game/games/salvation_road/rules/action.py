"""The action phase: activating characters, their actions, free extras and transfers, and its decisions."""
from __future__ import annotations

from ....core.effects import ops_as_json
from ....core.option_cache import option
from ....core.prompt import Option, Prompt
from ..effects import RESOURCES
from .action_refusals import why_not_action
from .asking import SeatDecision, _ask_seat
from .characters import _discard_res, _give_token, _heal, _rest, _roll, _take_from_char
from .frames import _push_ops
from .locations import _relocate, _search, _start_drive
from .marauders import _fence_json, _remove_marauders
from .state import (ACTIONS_PER_ROUND, COMPOUND, HEAL_REVEALED, HEAL_UNREVEALED, REST_DICE, RI, RNAME, SHOOT_REMOVES,
                    State, _ability, _at, _char_ability_ok, _cname, _destinations, _ev, _held, _lcard, _lname,
                    _marauders_text, _overrun, _passive, _pname, _res_text, _roll_text, _room_for, _site_ok,
                    _travel_option)
from .threat import _start_threat
from ....core.words import a, count

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


def _free_options(state: State, cid: str) -> bool:
    """Anything a character with no action left may still do (food, drive, transfer, free abilities)."""
    c = state.characters[cid]
    slots = c["slots"]
    cannot = _passive(state, cid)["cannot"]
    if not c["food"] and "food" in slots and "food" not in cannot:
        return True
    if not c["fuel"] and "fuel" in slots and "drive" not in cannot:
        return True
    if not c["transfer"] and "transfer" not in cannot and _can_transfer(state, cid):
        return True
    ab = _ability(state, cid)
    if ab.trigger == "free" and _char_ability_ok(state, cid, ab):
        return True
    k = c["loc"]
    if k >= 0 and _site_ok(state, k) and _lcard(state, k).ability.trigger == "free":
        return True
    return False


def _can_transfer(state: State, cid: str) -> bool:
    """Whether the character has any free transfer to make (_transfer_options without building them)."""
    chars = state.characters
    c = chars[cid]
    k = c["loc"]
    held = _held(c["slots"])
    if k == COMPOUND and (any(held) or any(state.truck[i] and _room_for(state, cid, r) is not None
                                           for i, r in enumerate(RESOURCES))):
        return True
    if not any(held):
        return False
    for other in state.character_order:
        oc = chars[other]
        if oc["loc"] == k and other != cid and not oc["dead"]:
            for i, r in enumerate(RESOURCES):
                if held[i] and _room_for(state, other, r) is not None:
                    return True
    return False


def _transfer_options(state: State, cid: str, held: list[int]) -> list[Option]:
    """The character's free transfers (held: what its card holds, as _held counts it)."""
    chars = state.characters
    k = chars[cid]["loc"]
    out: list[Option] = []
    if any(held):
        give = state.facts.give
        for other in state.character_order:
            oc = chars[other]
            if oc["loc"] == k and other != cid and not oc["dead"]:
                for i, r in enumerate(RESOURCES):
                    if held[i] and _room_for(state, other, r) is not None:
                        out.append(give[r, other])
    if k == COMPOUND:
        if sum(held) > 1:
            out.append(_LOAD_ALL)
        for i, r in enumerate(RESOURCES):
            if held[i]:
                out.append(_LOAD[i])
        for i, r in enumerate(RESOURCES):
            if state.truck[i] and _room_for(state, cid, r) is not None:
                out.append(_TAKE[i])
    return out


_LOAD_ALL = option("truck:all", "Load everything onto the truck", "truck")
_LOAD = tuple(option(f"truck:{r}", f"Load {a(RNAME[r])} onto the truck", "truck") for r in RESOURCES)
_TAKE = tuple(option(f"take:{r}", f"Take {a(RNAME[r])} from the truck", f"truck:{r}") for r in RESOURCES)


def _ability_offers(state: State, cid: str, k: int) -> tuple[str | None, str | None]:
    """The triggers of the active character's and its location's abilities it may use now (None: not usable)."""
    ab = _ability(state, cid)
    mine = ab.trigger if _char_ability_ok(state, cid, ab) else None
    site = _lcard(state, k).ability.trigger if k >= 0 and _site_ok(state, k) else None
    return mine, site


def _offer_abilities(state: State, cid: str, k: int, trigger: str, offers: tuple, opts: list,
                     with_character: bool = True) -> None:
    """Offer the active character's and its location's abilities that use this trigger."""
    mine, site = offers
    if with_character and mine == trigger:
        opts.append(state.facts.ability_option[cid])
    if site == trigger:
        opts.append(state.facts.site_option[state.locations[k]["id"]])


def _action_menu(state: State, cid: str, sub: bool) -> list[Option]:
    c = state.characters[cid]
    k = c["loc"]
    slots = c["slots"]
    cannot = _passive(state, cid)["cannot"]
    opts: list[Option] = []
    can_act = sub or c["left"] > 0
    held = _held(slots)
    dests = None              # where it could move or drive, worked out once if needed
    offers = _ability_offers(state, cid, k)
    if can_act:
        if c["delayed"]:
            opts.append(option("recover", f"Recover: {_cname(state, cid)} stands up (the only action while delayed)", f"character:{cid}"))
        else:
            if "move" not in cannot:
                dests = _destinations(state, k)
                for dest in dests:
                    opts.append(_travel_option(state, "move", dest))
            if k >= 0:
                supply = state.locations[k]["supply"]
                lid = state.locations[k]["id"]
                if "gather" not in cannot:
                    gather = state.facts.gather
                    for i, r in enumerate(RESOURCES):
                        if supply[i] and _room_for(state, cid, r) is not None:
                            opts.append(gather[lid, r])
                if "search" not in cannot:
                    opts.append(state.facts.search[lid, _overrun(state, k)])
            if held[2] and "heal" not in cannot:
                for other in _at(state, k):
                    oslots = state.characters[other]["slots"]
                    who = "yourself" if other == cid else _cname(state, other)
                    if "?" in oslots:
                        opts.append(option(f"heal:{other}:unrevealed",
                                         f"Heal {who}: spend a Med to remove up to {count(HEAL_UNREVEALED, 'unrevealed wound')}",
                                         f"character:{other}"))
                    seen = set()
                    for s in oslots:
                        if s and s[0] == "!" and s not in seen:
                            seen.add(s)
                            wname = state.content.tables["wounds"][s[1:]].name
                            opts.append(option(f"heal:{other}:{s[1:]}", f"Heal {who}: spend a Med to remove the {wname}",
                                             f"character:{other}"))
            if k == COMPOUND:
                marauders = state.fence[0] + state.fence[1]
                if marauders and "fight" not in cannot:
                    dice = _fight_dice(state, cid)
                    opts.append(option("fight", f"Fight: take a marauder off the fence and roll {count(dice, 'red die')} "
                                     "for your wounds", "fence"))
                if marauders and held[1] and "shoot" not in cannot:
                    opts.append(option("shoot", f"Shoot: spend an Ammo to take {count(min(SHOOT_REMOVES, marauders), 'marauder')} "
                                     "off the fence", "fence"))
                if "?" in slots and "rest" not in cannot:
                    opts.append(option("rest", "Rest: roll a red die and remove that many unrevealed wounds",
                                     f"character:{cid}"))
            _offer_abilities(state, cid, k, "action", offers, opts, with_character=not sub)
    if not sub:
        _offer_abilities(state, cid, k, "free", offers, opts)
        if not c["food"] and held[0] and "food" not in cannot:
            opts.append(option("food", "Eat a Food: take one extra action this round", f"slot:{cid}:{slots.index('food')}"))
        if not c["fuel"] and held[3] and "drive" not in cannot:
            for dest in dests if dests is not None else _destinations(state, k):
                opts.append(_travel_option(state, "drive", dest))
        if not c["transfer"] and "transfer" not in cannot:
            opts.extend(_transfer_options(state, cid, held))
    opts.append(_TAKE_NO_ACTION if sub else _END_ACTIVATION)
    return opts


_END_ACTIVATION = option("end", "End the activation")
_TAKE_NO_ACTION = option("end", "Take no action")


def _fight_dice(state: State, cid: str) -> int:
    fixed = _passive(state, cid)["fight"]
    if fixed is not None:
        return fixed
    return 1 if state.content.tables["characters"][cid].kind == "hero" else 2


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
        _ev(ev, "gathered", f"{name} gathers {a(RNAME[tail])}.", "rule:gather",
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
        _ev(ev, "dice_rolled", f"{name} fights and rolls {_roll_text(faces, ['red'] * n)}.", "rule:fight",
            {"kind": "fight", "faces": faces, "colors": ["red"] * n, "character": cid}, True)
        if total:
            state.task_stack.append({"t": "wound", "c": cid, "n": total, "cause": "rule:fight"})
    elif head == "shoot":
        _discard_res(state, cid, "ammo")
        taken = _remove_marauders(state, SHOOT_REMOVES)
        _ev(ev, "marauders", f"{name} spends an Ammo and shoots {_marauders_text(taken[0], taken[1])} off the fence.",
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
        _ev(ev, "transfer", f"{name} gives {a(RNAME[r])} to {_cname(state, other)}.", "rule:transfer",
            {"from": cid, "to": other, "resource": r})
        _give_token(state, other, r, ev)
    elif head == "truck":
        _load_truck(state, cid, tail, ev)
        if any(_held(c["slots"])):
            state.pending_decision = {"k": "truck", "c": cid}
    elif head == "take":
        state.truck[RI[tail]] -= 1
        _ev(ev, "transfer", f"{name} takes {a(RNAME[tail])} from the truck.", "rule:transfer",
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


# --- the decisions ---------------------------------------------------------------
class Activate(SeatDecision):
    """The player to act picks which of their characters takes its turn."""
    kind = "activate"
    answers = frozenset({"activate"})
    asks = "choose a character to activate"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        p = ask["p"]
        opts = tuple(option(f"activate:{cid}", f"Activate {_cname(state, cid)}", f"character:{cid}")
                     for cid in _available(state, p))
        return Prompt(seat, "activate", f"{_pname(state, p)}: choose a character to activate.", opts, {"player": p})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        _activate(state, tail, ev)

    def why_not(self, state: State, prompt: Prompt, value: str) -> str | None:
        cid = value.partition(":")[2]
        c = state.characters.get(cid)
        if c is None or cid not in state.players[prompt.context["player"]]["chars"]:
            return f"{cid!r} is not one of {_pname(state, prompt.context['player'])}'s characters"
        if c["dead"]:
            return f"{_cname(state, cid)} has been defeated"
        return f"{_cname(state, cid)} has already been activated this round" if c["activated"] else None


class Action(SeatDecision):
    """The active character's next action, free extra or transfer, or the end of its activation (or a commanded
    character's one action)."""
    kind = "action"
    answers = frozenset({"recover", "move", "gather", "search", "heal", "fight", "shoot", "rest", "ability", "site",
                         "food", "drive", "give", "truck", "take", "end"})
    asks = "take an action"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        c = state.characters[cid]
        opts = tuple(_action_menu(state, cid, ask["sub"]))
        if ask["sub"]:
            text = f"{_cname(state, cid)} was given one action: choose it, or take none."
        elif c["left"] > 0:
            text = (f"{_cname(state, cid)} has {count(c['left'], 'action')} left: choose an action, a free extra, "
                    "or end the activation.")
        else:
            text = f"{_cname(state, cid)} has no actions left: choose a free extra, or end the activation."
        return Prompt(seat, "action", text, opts, {"character": cid, "sub": ask["sub"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        _do_action(state, ask["c"], value, ask["sub"], ev)

    def why_not(self, state: State, prompt: Prompt, value: str) -> str | None:
        return why_not_action(state, prompt.context["character"], prompt.context["sub"], value)


class TruckLoading(SeatDecision):
    """After loading the truck: load more, one resource at a time, or stop."""
    kind = "truck"
    answers = frozenset({"truck", "done"})
    asks = "load the truck"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        held = _held(state.characters[cid]["slots"])
        opts = [option(f"truck:{r}", f"Load {a(RNAME[r])} too", "truck") for i, r in enumerate(RESOURCES) if held[i]]
        if sum(held) > 1:
            opts.insert(0, option("truck:all", "Load everything", "truck"))
        opts.append(option("done", "Stop loading", None))
        return Prompt(seat, "truck", f"{_cname(state, cid)} is loading the truck: load another resource, or stop?", tuple(opts), {"character": cid})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        if value != "done":
            _load_truck(state, ask["c"], tail, ev)
            if any(_held(state.characters[ask["c"]]["slots"])):
                state.pending_decision = ask


class RideAlong(SeatDecision):
    """A drive: take one character from here along, or drive alone."""
    kind = "with"
    answers = frozenset({"with", "alone"})
    asks = "pick who rides along"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        opts = tuple(option(f"with:{o}", f"Take {_cname(state, o)} along", f"character:{o}") for o in ask["opts"]) + \
            (option("alone", "Drive alone", None),)
        return Prompt(seat, "with", f"{_cname(state, cid)} drives to {_lname(state, ask['dest'])}: choose someone here to take along, or drive alone.",
                      opts, {"character": cid, "dest": "compound" if ask["dest"] == COMPOUND else ask["dest"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        head, _, tail = value.partition(":")
        cid = ask["c"]
        group = [cid] + ([tail] if head == "with" else [])
        _relocate(state, group, ask["dest"], ask["cause"], ev, "drives")


class EndAbility(SeatDecision):
    """As an activation ends: use the character's or the location's end-of-activation ability, or not."""
    kind = "end_ability"
    answers = frozenset({"use", "skip"})
    asks = "use an end-of-activation ability"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        if ask["what"] == "char":
            ab = _ability(state, cid)
            target = f"character:{cid}"
        else:
            lid = state.locations[state.characters[cid]["loc"]]["id"]
            ab = state.content.tables["locations"][lid].ability
            target = f"location:{lid}"
        opts = (option("use", f"Use {ab.name}: {ab.text}", target), option("skip", f"Do not use {ab.name}", None))
        return Prompt(seat, "end_ability", f"{_cname(state, cid)} ends the activation: use {ab.name} now?", opts,
                      {"character": cid, "what": ask["what"], "effects": ops_as_json(ab.effects)})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
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
                _ev(ev, "site", f"{_cname(state, cid)} uses {_lcard(state, kk).ability.name} at {_lname(state, kk)}.", f"location:{lid}",
                    {"character": cid, "location": lid})
                _push_ops(state, "loc", lid, cid)
