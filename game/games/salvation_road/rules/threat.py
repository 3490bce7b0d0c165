"""The threat phase: threat rolls where characters stand, rerolls, and sharing out the wounds."""
from __future__ import annotations

from ....core.decisions import Several
from ....core.option_cache import option
from ....core.prompt import Option, Prompt
from .apocalypse import _start_apocalypse
from .asking import SeatDecision, _ask_seat
from .characters import _discard_res, _roll
from .frames import _push_ops
from .state import (State, _ability, _at, _char_ability_ok, _cname, _ev, _faces_text, _lname, _modifier, _passive,
                    _roll_text, _wounds, facts)
from ....core.words import count

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
                _ev(ev, "dice_rolled", f"No threat dice at {_lname(state, k)}: {count(len(_at(state, k)), 'character')} there "
                    f"and a threat modifier of {_modifier(state, k):+d} leave no dice to roll.", "rule:threat",
                    {"kind": "threat", "faces": [], "colors": [], "location": state.locations[k]["id"]})
                continue
            nb = min(n, facts(state.content).nblue)
            colors = ["blue"] * nb + ["red"] * (n - nb)
            faces = _roll(state, colors)
            th.update(slot=k, dice=[[c, f] for c, f in zip(colors, faces)], stage="reroll", sel=[], left=0)
            state.last_roll = {"kind": "threat", "dice": [{"color": c, "wounds": f} for c, f in zip(colors, faces)]}
            _ev(ev, "dice_rolled", f"Threat roll at {_lname(state, k)}: {_roll_text(faces, colors)}.", "rule:threat",
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
            if total:
                _ev(ev, "not_prevented", f"Nobody at {_lname(state, k)} has an Ammo or an ability to reroll the "
                    f"threat dice: {count(total, 'wound')} to take.", "rule:threat",
                    {"location": state.locations[k]["id"], "wounds": total})
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
            out.append(option(f"ammo:{cid}", f"{_cname(state, cid)} discards an Ammo to reroll some dice", f"character:{cid}"))
        ab = _ability(state, cid)
        if ab.trigger == "on_threat_roll" and _char_ability_ok(state, cid, ab):
            out.append(option(f"ability:{cid}", f"{_cname(state, cid)} uses {ab.name}: {ab.text}", f"character:{cid}"))
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
    _ev(ev, "dice_rolled", f"Reroll at {_lname(state, th['slot'])}: {count(len(picks), 'die')} rerolled ("
        f"{_faces_text(faces, colors)}); the dice now show {_faces_text(all_faces, [d[0] for d in th['dice']])}, "
        f"{count(sum(all_faces), 'wound')}.", cause,
        {"kind": "threat", "reroll": picks, "faces": all_faces, "colors": [d[0] for d in th["dice"]],
         "location": state.locations[th["slot"]]["id"]}, True)


# --- the decisions ---------------------------------------------------------------
class ThreatReroll(SeatDecision):
    """A threat roll: spend an Ammo or use an ability to reroll, or take the wounds."""
    kind = "reroll"
    answers = frozenset({"ammo", "ability", "accept"})
    asks = "decide on a threat roll"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        th = state.threat_roll
        total = sum(d[1] for d in th["dice"])
        opts = tuple(_reroll_options(state, th["slot"])) + (option("accept", f"Take the {count(total, 'wound')}", None),)
        faces = _faces_text([d[1] for d in th["dice"]], [d[0] for d in th["dice"]])
        return Prompt(seat, "reroll", f"Threat roll at {_lname(state, th['slot'])}: {faces}, {count(total, 'wound')}. "
                      "Reroll some dice, or take the wounds?", opts,
                      {"location": th["slot"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        head, _, tail = value.partition(":")
        th = state.threat_roll
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


class RerollPick(SeatDecision):
    """The dice to reroll, one at a time, then the reroll."""
    kind = "pick"
    answers = frozenset({"die", "roll"})
    asks = "pick dice to reroll"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        th = state.threat_roll
        picks = [option(f"die:{i}", f"Reroll the {d[0]} die showing {d[1]}", f"die:{i}")
                 for i, d in enumerate(th["dice"]) if i not in th["sel"]]
        # any number of dice, at least one, then the reroll
        several = Several(at_least=1, done=option("roll", f"Reroll the {count(len(th['sel']), 'chosen die')}", None))
        return Prompt(seat, "pick", f"Choose the dice to reroll, one at a time ({len(th['sel'])} chosen), then roll them.", several.options(picks, len(th["sel"])),
                      {"selected": list(th["sel"])})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        head, _, tail = value.partition(":")
        th = state.threat_roll
        if head == "die":
            th["sel"].append(int(tail))
        else:
            picks = sorted(th["sel"])
            th["sel"] = []
            th["stage"] = "reroll"
            _reroll(state, picks, "rule:ammo", ev)


class WoundShare(SeatDecision):
    """Who takes the next wound of a threat roll at a location with several characters."""
    kind = "assign"
    answers = frozenset({"wound"})
    asks = "share out wounds"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        th = state.threat_roll
        here = _at(state, th["slot"])
        opts = tuple(option(f"wound:{cid}", f"{_cname(state, cid)} takes it "
                          f"({_wounds(state.characters[cid]['slots'])} of {len(state.characters[cid]['slots'])} spaces "
                          "wounded)", f"character:{cid}")
                     for cid in here)
        return Prompt(seat, "assign", f"{count(th['left'], 'wound')} to share out at {_lname(state, th['slot'])}: choose who takes the next one.",
                      opts, {"left": th["left"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        th = state.threat_roll
        th["left"] -= 1
        state.task_stack.append({"t": "wound", "c": tail, "n": 1, "cause": "rule:threat"})
