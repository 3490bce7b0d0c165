"""Every question Salvation Road asks: which one is pending, and the limited-communication penalty.

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

Each decision lives with the part of the game that asks it; this module lists them all.
"""
from __future__ import annotations

from ....core.decisions import DecisionTable
from ....core.option_cache import option
from ....core.prompt import Prompt
from .action import Action, Activate, EndAbility, RideAlong, TruckLoading
from .apocalypse import ApocalypseMatch, Covered, HoldBack, Prevention
from .asking import SeatDecision, _ask_seat
from .characters import DropToMakeRoom
from .marauders import _threat_up
from .op_choices import AbilityChoice, CharacterPick, Destination, HealWhich, PeekBottom, ResourcePick, RoadToExplore
from .refresh import TollPayment, TravelNow
from .state import COMPOUND, State, _cname, _ev, _lname
from .threat import RerollPick, ThreatReroll, WoundShare


def pending_decision(state: State) -> tuple[str, dict] | None:
    ask = state.pending_decision
    if ask is None:
        return None
    return ("penalty", ask) if state.penalty_pending else (ask["k"], ask)


class Penalty(SeatDecision):
    """Limited communication broken: the player picks one of their characters, and its location pays."""
    kind = "penalty"
    answers = frozenset({"penalty"})
    asks = "pay for breaking the limited-communication rule"

    def prompt(self, state: State, ask: dict) -> Prompt:
        seat = _ask_seat(state, ask)
        opts = []
        for p in state.players:
            if p["seat"] != seat:
                continue
            for cid in p["chars"]:
                c = state.characters[cid]
                if c["dead"]:
                    continue
                where = ("a marauder joins the fence" if c["loc"] == COMPOUND
                         else f"the threat at {_lname(state, c['loc'])} rises")
                opts.append(option(f"penalty:{cid}", f"{_cname(state, cid)}: {where}", f"character:{cid}"))
        return Prompt(seat, "penalty", "You broke the limited-communication rule: choose which of your characters pays for it.",
                      tuple(opts))

    def resolve(self, state: State, ask: dict, prompt: Prompt, value: str, ev: list) -> None:
        state.penalty_pending = False
        cid = value.split(":", 1)[1]
        k = state.characters[cid]["loc"]
        _ev(ev, "penalty", f"Limited communication broken: {_cname(state, cid)} pays for it.", "rule:limited",
            {"character": cid})
        _threat_up(state, k, 1, "marauder", "rule:limited", ev)


DECISIONS = DecisionTable(
    [Activate(), Action(), DropToMakeRoom(), TruckLoading(), RideAlong(), ResourcePick(), CharacterPick(),
     HealWhich(), Destination(), RoadToExplore(), PeekBottom(), AbilityChoice(), EndAbility(), ThreatReroll(),
     RerollPick(), WoundShare(), ApocalypseMatch(), Prevention(), Covered(), HoldBack(), TravelNow(),
     TollPayment(), Penalty()],
    pending=pending_decision)

_PENALTY_OPTION = option("penalty", "We broke the rule (talked across locations)", None,
                       "Limited communication: pick a character of yours; the threat rises where it stands, "
                       "or a marauder joins")


def build_prompt(state: State) -> Prompt | None:
    """The pending question; in the action phase of limited communication, with the penalty answer too."""
    prompt = DECISIONS.prompt(state)
    if prompt is not None and not state.penalty_pending and state.limited_communication and state.phase == "action":
        prompt.options = prompt.options + (_PENALTY_OPTION,)
    return prompt


def resolve(state: State, prompt: Prompt, value: str, ev: list) -> None:
    """Carry out an answer (the flow then runs on): the penalty answer opens the penalty question."""
    if value == "penalty":
        state.penalty_pending = True
        return
    if prompt.kind == "penalty":
        DECISIONS.resolve(state, prompt, value, ev, pending=state.pending_decision)
        return
    ask = state.pending_decision
    state.pending_decision = None
    DECISIONS.resolve(state, prompt, value, ev, pending=ask)
