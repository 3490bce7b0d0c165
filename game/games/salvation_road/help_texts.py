"""Salvation Road's rules in a sentence each, as the table's tooltips tell them: what each resource,
wound type, apocalypse type and phase does, and the limited-communication rule.

Plain text (no pygame); ``tooltips`` builds every element's words around these.
"""
from __future__ import annotations

RESOURCE_HELP = {
    "food": "prevents a famine card's effect for up to 3 characters sharing a location, or buys one extra "
            "action (once per character per round).",
    "ammo": "shoots the marauders from the compound (3 off the fence), or rerolls threat dice.",
    "med": "heals (3 unrevealed wounds or 1 revealed), or prevents a pestilence card for up to 3 characters "
           "sharing a location.",
    "fuel": "drives up to 2 characters to another location; every road card needs some.",
}
WOUND_HELP = {
    "critical": "Critical wound: the character immediately takes a new unrevealed wound.",
    "sprained_ankle": "Sprained ankle: the character is delayed (already delayed: takes a wound instead).",
    "sprained_wrist": "Sprained wrist: the character drops one resource (to the location supply, or the truck "
                      "at the compound).",
    "painful": "Painful wound: the threat of the character's location goes up; at the compound a marauder "
               "joins the fence instead.",
    "flesh_wound": "Flesh wound: discarded as soon as it is revealed - not badly hurt!",
    "injury": "Injury: no further effect, but it fills a health circle.",
}
UNREVEALED_HELP = ("Unrevealed wound: what it hides stays secret until a card reveals it. A Med heals three "
                   "unrevealed wounds; a rest at the compound removes as many as the die shows.")
APOCALYPSE_HELP = {
    "death": "Death: hits every character outside the compound (characters in the compound ignore it).",
    "war": "War: many marauders join the fence and each character at the compound takes a wound; each may "
           "take a second wound to add one marauder fewer.",
    "famine": "Famine: harsh effects on every character; a Food token feeds up to 3 characters at its location.",
    "pestilence": "Pestilence: characters reveal unrevealed wounds and resolve them; a Med protects up to 3 "
                  "characters at its location.",
}
PHASES = ("action", "threat", "apocalypse", "refresh")
PHASE_NAMES = {"action": "Action", "threat": "Threat", "apocalypse": "Apocalypse", "refresh": "Refresh",
               "travel": "Travel", "over": "Game over"}
PHASE_HELP = {
    "action": "Action phase: in turn, each player activates one character for two actions and one free "
              "transfer, until everyone has acted.",
    "threat": "Threat phase: threat dice are rolled for every occupied location, left to right.",
    "apocalypse": "Apocalypse phase: an apocalypse card is drawn, marauders join the fence and its effect "
                  "is resolved.",
    "refresh": "Refresh phase: markers come off; with everyone at the compound the group may travel.",
    "travel": "Travel: the truck pays every road card, then the toll at Salvation's gate.",
    "over": "The game is over.",
}
TALK_HELP = ("Limited communication: players may only talk when they control characters sharing a "
             "location. Slipping up costs threat (or a marauder at the compound).")

__all__ = ["RESOURCE_HELP", "WOUND_HELP", "UNREVEALED_HELP", "APOCALYPSE_HELP", "PHASES", "PHASE_NAMES", "PHASE_HELP",
           "TALK_HELP"]
