"""The apocalypse phase: drawing the card, matching discards, famine, pestilence and war."""
from __future__ import annotations

from ....core import piles
from ....core.decisions import Several
from ....core.option_cache import option
from ....core.prompt import Prompt
from .asking import SeatDecision, _ask_seat
from .characters import _discard_res
from .frames import _push_ops
from .marauders import _add_marauders
from .state import COMPOUND, PREVENT_COVERS, RNAME, State, _at, _cname, _ev, _living, _lname
from ....core.words import a, count, join

# what spares a character from each type of card, for the log
_PREVENTION = {"famine": "food", "pestilence": "med"}

# the apocalypse phase
def _start_apocalypse(state: State, ev: list) -> None:
    state.phase = "apocalypse"
    state.apocalypse = {"card": None, "stage": "draw", "covered": [], "declined": [], "held": 0, "decided": []}
    _ev(ev, "phase", "Apocalypse phase.", "rule:apocalypse", {"phase": "apocalypse"})


def _apoc_card(state: State, cid: str):
    return state.content.tables["apocalypse"][cid]


def _apoc_step(state: State, ev: list) -> bool:
    ap = state.apocalypse
    stage = ap["stage"]
    if stage == "draw":
        if not state.apocalypse_deck:
            ap["stage"] = "done"
            return True
        card_id = piles.draw(state.apocalypse_deck)
        ap["card"] = card_id
        card = _apoc_card(state, card_id)
        _ev(ev, "card_drawn", f"Apocalypse: {card.name} ({a(card.type)} card). {card.text}", f"card:{card_id}",
            {"card": card_id, "deck": "apocalypse", "type": card.type, "left": len(state.apocalypse_deck)}, True)
        if state.apocalypse_discard and _apoc_card(state, state.apocalypse_discard[-1]).type == card.type:
            ap["stage"] = "choice"
            state.pending_decision = {"k": "apoc"}
            return True
        ap["stage"] = "resolve"
        return True
    if stage == "resolve":
        _resolve_apocalypse(state, ev)
        ap["stage"] = "resolving"
        return True
    if stage == "resolving":
        card_id = ap["card"]
        state.apocalypse_discard.append(card_id)
        _ev(ev, "card_resolved", f"{_apoc_card(state, card_id).name} is resolved.", f"card:{card_id}",
            {"card": card_id, "deck": "apocalypse"})
        ap["stage"] = "done"
        return True
    if stage == "done":
        state.apocalypse = None
        state.phase = "refresh"
        state.refresh = {"stage": "triggers"}
        return True
    raise AssertionError(f"apocalypse stage {stage!r} waits for an answer")
    return True


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
            _ev(ev, "prevented", f"{count(ap['held'], 'marauder')} held back by second wounds.", f"card:{card_id}",
                {"held": ap["held"]})
        _add_marauders(state, n, f"card:{card_id}", ev)
        return
    # effects for each affected, not covered character, in character order
    covered = set(ap["covered"])
    targets = [c for c in _affected(state, card) if c not in covered]
    if not card.effects:
        return
    _log_targets(state, card, card_id, targets, ev)
    for cid in reversed(targets):
        _push_ops(state, "apoc", card_id, cid)


def _log_targets(state: State, card, card_id: str, targets: list[str], ev: list) -> None:
    """Say whom the card's effect strikes, and why the others escape it."""
    names = join((_cname(state, c) for c in targets), "nobody")
    if card.type == "death":
        safe = _at(state, COMPOUND)
        why = f" ({join(_cname(state, c) for c in safe)} at the compound ignore it)" if safe else \
            " (nobody is at the compound, where death cards are ignored)"
    elif card.type == "war":
        why = " (characters away from the compound are not affected)" if len(targets) < len(_living(state)) else ""
    else:
        spared = [c for c in state.apocalypse["covered"] if not state.characters[c]["dead"]]
        why = f" ({join(_cname(state, c) for c in spared)} spared)" if spared else " (nobody was spared)"
    _ev(ev, "apocalypse_targets", f"{card.name} strikes {names}{why}.", f"card:{card_id}",
        {"card": card_id, "characters": list(targets)})


def _log_unpreventable(state: State, r: str, ev: list) -> None:
    """Where the card could not be prevented because nobody there holds the Food or Med, say so."""
    ap = state.apocalypse
    covered = set(ap["covered"])
    card = _apoc_card(state, ap["card"])
    for k in list(range(len(state.locations))) + [COMPOUND]:
        if k in ap["declined"]:
            continue
        open_ = [c for c in _at(state, k) if c not in covered]
        if open_ and not any(r in state.characters[c]["slots"] for c in _at(state, k)):
            _ev(ev, "not_prevented", f"{card.name}: nobody at {_lname(state, k)} holds {a(RNAME[r])}, so "
                f"{join(_cname(state, c) for c in open_)} cannot be spared.", f"card:{ap['card']}",
                {"slot": k, "resource": r, "characters": open_})


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
    _log_unpreventable(state, r, ev)
    state.task_stack.pop()


def _hold_step(state: State, task: dict, ev: list) -> None:
    ap = state.apocalypse
    if ap["held"] >= task["n"]:
        state.task_stack.pop()
        return
    opts = [c for c in _at(state, COMPOUND) if c not in ap["decided"]]
    if not opts:
        if not ap["decided"]:
            _ev(ev, "not_prevented", f"{_apoc_card(state, ap['card']).name}: nobody is at the compound to take a "
                f"second wound, so no marauder is held back.", f"card:{ap['card']}", {"held": 0})
        state.task_stack.pop()
        return
    state.pending_decision = {"k": "hold", "opts": opts}


def _apoc_card_task(state: State, task: dict, ev: list) -> bool:
    """An apocalypse card's own effect once it resolves."""
    state.task_stack.pop()
    _apoc_task(state, task, ev)
    return True


def _prevent_task(state: State, task: dict, ev: list) -> bool:
    _prevent_step(state, task, ev)
    return True


def _hold_task(state: State, task: dict, ev: list) -> bool:
    _hold_step(state, task, ev)
    return True


# --- the decisions ---------------------------------------------------------------
class ApocalypseMatch(SeatDecision):
    """An apocalypse card of the discard pile's type: discard it and draw again, or resolve it."""
    kind = "apoc"
    prompt_kinds = ("apocalypse",)
    answers = frozenset({"discard", "resolve"})
    asks = "decide on a matching apocalypse card"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        card = _apoc_card(state, state.apocalypse["card"])
        opts = (option("resolve", f"Resolve {card.name}", "apocalypse"),
                option("discard", f"Discard it unresolved and draw again ({count(len(state.apocalypse_deck), 'card')} "
                       "left)", "apocalypse"))
        return Prompt(seat, "apocalypse", f"{card.name} is {a(card.type)} card, like the top of the discard pile: "
                      "discard it unresolved and draw again (this costs a round), or resolve it?",
                      opts, {"card": state.apocalypse["card"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        ap = state.apocalypse
        if value == "discard":
            state.apocalypse_discard.append(ap["card"])
            _ev(ev, "card_discarded", f"{_apoc_card(state, ap['card']).name} is discarded unresolved.", "rule:apocalypse",
                {"card": ap["card"]})
            ap["card"] = None
            ap["stage"] = "draw"
        else:
            ap["stage"] = "resolve"


class Prevention(SeatDecision):
    """Famine or pestilence at a location: a character there discards a Food or Med to spare up to three."""
    kind = "prevent"
    answers = frozenset({"prevent", "no"})
    asks = "spend a Food or Med against the card"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        r = ask["res"]
        slot = ask["slot"]
        opts = tuple(option(f"prevent:{cid}", f"{_cname(state, cid)} discards {a(RNAME[r])}: up to {PREVENT_COVERS} "
                          "characters here are spared", f"character:{cid}") for cid in ask["opts"]) + \
            (option("no", f"Nobody here discards {a(RNAME[r])}", None),)
        card = _apoc_card(state, state.apocalypse["card"])
        return Prompt(seat, "prevent", f"{card.name} ({card.type}) at {_lname(state, slot)}: discard {a(RNAME[r])} to "
                      f"spare up to {PREVENT_COVERS} characters here?", opts, {"slot": slot})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        ap = state.apocalypse
        slot = ask["slot"]
        if value == "no":
            ap["declined"].append(slot)
            covered = set(ap["covered"])
            open_ = [c for c in _at(state, slot) if c not in covered]
            _ev(ev, "not_prevented", f"Nobody at {_lname(state, slot)} discards {a(RNAME[ask['res']])}: "
                f"{join((_cname(state, c) for c in open_), 'nobody')} {'is' if len(open_) == 1 else 'are'} not spared.",
                f"card:{ap['card']}", {"slot": slot, "resource": ask["res"], "characters": open_})
            return
        r = ask["res"]
        _discard_res(state, tail, r)
        covered = set(ap["covered"])
        others = [c for c in _at(state, slot) if c != tail and c not in covered]
        spared = [tail] + others[:PREVENT_COVERS - 1] if len(others) <= PREVENT_COVERS - 1 else [tail]
        ap["covered"].extend(c for c in spared if c not in covered)
        _ev(ev, "prevented", f"{_cname(state, tail)} discards {a(RNAME[r])}: "
            f"{join(_cname(state, c) for c in spared)} {'is' if len(spared) == 1 else 'are'} spared.", f"card:{ap['card']}",
            {"character": tail, "resource": r, "spared": spared})
        if len(others) > PREVENT_COVERS - 1:
            state.pending_decision = {"k": "cover", "left": PREVENT_COVERS - 1, "opts": others, "slot": slot}


class Covered(SeatDecision):
    """Who else that Food or Med spares, when more characters stand there than it covers."""
    kind = "cover"
    answers = frozenset({"cover"})
    asks = "pick who else is spared"

    # the one who spends the Food or Med is spared, and up to this many others, picked one at a time
    OTHERS = Several(at_least=PREVENT_COVERS - 1, at_most=PREVENT_COVERS - 1)

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        picks = [option(f"cover:{cid}", f"Spare {_cname(state, cid)}", f"character:{cid}") for cid in ask["opts"]]
        card = _apoc_card(state, state.apocalypse["card"])
        what = RNAME[_PREVENTION.get(card.type, "food")]
        return Prompt(seat, "cover", f"The {what} at {_lname(state, ask['slot'])} spares "
                      f"{count(ask['left'], 'more character')}: choose who else is spared from {card.name}.", self.OTHERS.options(picks, PREVENT_COVERS - 1 - ask["left"]),
                      {})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        ap = state.apocalypse
        ap["covered"].append(tail)
        left = ask["left"] - 1
        opts = [c for c in ask["opts"] if c != tail]
        if not self.OTHERS.finished(PREVENT_COVERS - 1 - left, len(opts)):
            state.pending_decision = {"k": "cover", "left": left, "opts": opts, "slot": ask["slot"]}


class HoldBack(SeatDecision):
    """War: a character takes a second wound to hold back one marauder, or nobody more does."""
    kind = "hold"
    answers = frozenset({"hold", "done"})
    asks = "take a wound to hold back a marauder"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        opts = tuple(option(f"hold:{cid}", f"{_cname(state, cid)} takes a second wound to hold back a marauder",
                          f"character:{cid}") for cid in ask["opts"]) + (option("done", "Nobody else takes a second wound", None),)
        return Prompt(seat, "hold", f"War: marauders held back {state.apocalypse['held']} so far. Does "
                      "someone at the compound take a second wound to hold back one more?", opts, {})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        ap = state.apocalypse
        if value == "done":
            state.task_stack.pop()
            return
        ap["decided"].append(tail)
        ap["held"] += 1
        _ev(ev, "hold", f"{_cname(state, tail)} takes a second wound to hold back a marauder.", f"card:{ap['card']}",
            {"character": tail})
        state.task_stack.append({"t": "wound", "c": tail, "n": 1, "cause": f"card:{ap['card']}"})
