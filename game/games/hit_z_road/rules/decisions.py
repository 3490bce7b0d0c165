"""Every question Hit Z Road asks, and which one is pending.

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

Which answers roll or turn cards over (and so end what can be undone) is
found by Match trying each one on a copy; the options here don't say.
Each decision lives with the part of the game it belongs to.
"""
from __future__ import annotations

from ....core.decisions import DecisionTable
from .auction import Auction
from .encounter import PathChoice, RedText
from .fight import DieChoice, FightMove
from .ops import CardChoice
from .state import State
from .transfers import Transfer


def pending_decision(state: State) -> tuple[str, dict | None] | None:
    """Which question is waiting; the state says it all, so only a transfer has a record to pass."""
    if state.phase == "over":
        return None
    if state.transfer is not None:
        return "transfer", state.transfer
    if state.pending_choice is not None:
        return "choose", None
    if state.phase == "auction":
        return "auction", None
    step = state.encounter["step"]
    if step == "fight":
        return ("die" if state.fight["pending_dice"] else "fight"), None
    return step, None        # "path" or "red_text"


# FightMove before RedText: a Molotov refused outside a red-text question is the fight's to explain
DECISIONS = DecisionTable([Auction(), Transfer(), PathChoice(), FightMove(), RedText(), DieChoice(), CardChoice()],
                          pending=pending_decision)
