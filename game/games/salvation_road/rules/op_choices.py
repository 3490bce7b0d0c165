"""The questions Salvation Road's ops ask: which resource, character, wounds, destination or road,
what to do with a peek at the apocalypse deck, and which option of a choose."""
from __future__ import annotations

from ....core import piles
from ....core.effects import ops_as_json
from ....core.option_cache import option
from ....core.prompt import Prompt
from .apocalypse import _apoc_card
from .asking import SeatDecision, _ask_seat
from .characters import _drop_res
from .frames import _cause, _push_ops, _source_name, _source_ops
from ....core.words import a, count
from .locations import _add_supply, _relocate, _search_card_resolved, _start_drive
from .ops import _apply_heal, _explore, _heal_choice, _pick_resource
from .state import COMPOUND, RNAME, State, _cname, _ev, _lname, _ltarget


class ResourcePick(SeatDecision):
    """Which resource: to gain, discard, drop, add to a supply, or leave at an overrun location."""
    kind = "res"
    prompt_kinds = ("resource",)
    answers = frozenset({"res"})
    asks = "pick a resource"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        why = ask["why"]
        texts = {"overrun": "searched an overrun location: choose the one resource that goes to its supply.",
                 "drop": "must drop a resource: choose which.", "gain": "takes a resource from the pool: choose which.",
                 "discard": "must discard a resource: choose which.",
                 "supply": "adds resources to the supply: choose which kind."}
        labels = {"overrun": "Put {} in its supply", "drop": "Drop {}", "gain": "Take {}", "discard": "Discard {}",
                  "supply": "Add {}"}
        opts = tuple(option(f"res:{r}", labels[why].format(a(RNAME[r]) if why != "supply" else RNAME[r]), None)
                     for r in ask["opts"])
        return Prompt(seat, "resource", f"{_cname(state, cid)} {texts[why]}", opts, {"character": cid, "why": why})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
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


class CharacterPick(SeatDecision):
    """Which character an ability heals or commands."""
    kind = "char"
    prompt_kinds = ("character",)
    answers = frozenset({"char"})
    asks = "pick a character"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        verb = "Heal" if ask["why"] == "heal" else "Give an action to"
        opts = tuple(option(f"char:{o}", f"{verb} {_cname(state, o)}", f"character:{o}") for o in ask["opts"])
        what = "whom to heal" if ask["why"] == "heal" else "who takes an extra action"
        return Prompt(seat, "character", f"{_cname(state, cid)}: choose {what}.", opts,
                      {"character": cid, "why": ask["why"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        cid = ask["c"]
        if ask["why"] == "heal":
            _heal_choice(state, cid, tail, ask["u"], ask["r"], ask["cause"], ev)
        else:
            state.task_stack.append({"t": "sub", "c": tail})
            _ev(ev, "command", f"{_cname(state, cid)} gives {_cname(state, tail)} an action.", ask["cause"],
                {"character": cid, "target": tail})


class HealWhich(SeatDecision):
    """An ability's heal: the unrevealed wounds, or one revealed wound of a type."""
    kind = "healwhat"
    prompt_kinds = ("heal",)
    answers = frozenset({"heal"})
    asks = "pick the wounds to heal"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        target = ask["t"]
        opts = []
        for choice in ask["opts"]:
            if choice == "unrevealed":
                opts.append(option("heal:unrevealed", f"Remove up to {count(ask['u'], 'unrevealed wound')}",
                                 f"character:{target}"))
            else:
                opts.append(option(f"heal:{choice}", f"Remove the {state.content.tables['wounds'][choice].name}",
                                 f"character:{target}"))
        return Prompt(seat, "heal", f"Heal {_cname(state, target)}: choose which wounds to remove.", tuple(opts), {"character": target})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        _apply_heal(state, ask["t"], tail, ask["u"], ask["r"], ask["cause"], ev)


class Destination(SeatDecision):
    """Where an ability's move or drive goes."""
    kind = "dest"
    prompt_kinds = ("destination",)
    answers = frozenset({"dest"})
    asks = "pick where to go"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cid = ask["c"]
        opts = tuple(option(f"dest:{d if d >= 0 else 'compound'}", f"To {_lname(state, d)}", _ltarget(state, d)) for d in ask["opts"])
        return Prompt(seat, "destination", f"{_cname(state, cid)} {'moves' if ask['why'] == 'move' else 'drives'}: choose where to.", opts,
                      {"character": cid, "why": ask["why"]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        cid = ask["c"]
        dest = COMPOUND if tail == "compound" else int(tail)
        if ask["why"] == "move":
            _relocate(state, [cid], dest, ask["cause"], ev, "moves")
        else:
            _start_drive(state, cid, dest, ask["cause"], ev, ask["companion"])


class RoadToExplore(SeatDecision):
    """Which road card on the roadmap to explore."""
    kind = "road"
    answers = frozenset({"road"})
    asks = "pick a road to explore"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        roads = state.content.tables["roads"]
        opts = tuple(option(f"road:{i}", f"Explore road {i + 1} (needs "
                          f"{', '.join(RNAME[r] for r in roads[state.roadmap[i][0]].needs)})", f"road:{i}")
                     for i in ask["opts"])
        return Prompt(seat, "road", "Choose a road on the roadmap to explore.", opts, {})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        state.task_stack[-1]["n"] -= 1
        _explore(state, int(tail), ask["cause"], ev)


class PeekBottom(SeatDecision):
    """After a peek at the apocalypse deck: put one of the cards on the bottom, or leave them."""
    kind = "peek"
    answers = frozenset({"bottom", "keep"})
    asks = "put a peeked card on the bottom"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        cards = state.content.tables["apocalypse"]
        opts = tuple(option(f"bottom:{i}", f"Put {cards[x].name} on the bottom", "apocalypse")
                     for i, x in enumerate(ask["cards"])) + (option("keep", "Leave them as they are", "apocalypse"),)
        return Prompt(seat, "peek", "You peeked at the apocalypse deck: put one of these cards on the bottom, or leave them?", opts, {})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        head, _, tail = value.partition(":")
        if head == "bottom":
            card = ask["cards"][int(tail)]
            state.apocalypse_deck.remove(card)
            piles.put_on_bottom(state.apocalypse_deck, [card])
            _ev(ev, "peeked", f"{_apoc_card(state, card).name} goes to the bottom of the apocalypse deck.", ask["cause"],
                {"bottom": card})


class AbilityChoice(SeatDecision):
    """A card's or ability's choose: one of the options the actor can pay for."""
    kind = "option"
    answers = frozenset({"option"})
    asks = "choose an option"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        frame = state.task_stack[ask["frame"]]
        op = _source_ops(state, frame["src"], frame["addr"])[ask["op"]]
        opts = tuple(option(f"option:{i}", op.options[i].label, None)
                     for i in ask["opts"])
        return Prompt(seat, "option", f"{_cname(state, ask['c'])}, {_source_name(state, frame['src'])}: choose one "
                      "of its options.", opts,
                      {"character": ask["c"], "source": _cause(frame["src"]),
                       "effects": [ops_as_json(op.options[i].effects) for i in ask["opts"]]})

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        tail = value.partition(":")[2]
        frame = state.task_stack[ask["frame"]]
        _push_ops(state, frame["src"][0], frame["src"][1], frame["c"], frame["w"],
                  frame["addr"] + [[ask["op"], int(tail)]])
