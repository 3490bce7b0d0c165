"""Heart of the City (L1384-1400): once the party has finished exploring, before Choose Findings, it may go
by the square with the broken angel: the top card of the Heart of the City deck is drawn, its script read
with the party's first Character standing at the centre, and the card removed from the game (into the Waste
bag). With the deck spent, the square is passed by without a question for the rest of the war. Ours: the
party decides together (a vote with One Character Per Player), and a party that fled a fight or has nobody
standing still may go (the rulebook puts the visit after all Scavenging, L1392).

Answers (pick:<value>): visit, home."""
from __future__ import annotations

from .asking import GROUP, ask
from .state import State, _ev

MODULE = "heart_of_the_city"


def open_to(state: State) -> bool:
    return MODULE in state.options and bool(state.heart_deck)


def visit(state: State, task: dict, events: list) -> bool:
    """The scavenge task's stage between exploring and choosing: the question, and the card if they go."""
    from .findings import party
    from .scripts import read_script
    people = party(state)
    if not people:
        task["stage"] = "choose"
        return True
    left = len(state.heart_deck)
    picked = ask(state, task, "heart_visit", [
        ("visit", f"Go by the Heart of the City on the way home (one of its {left} cards, good or bad)", None),
        ("home", "Go straight home", None)], "The square with the broken angel is on your way. Go by it?",
        decides=GROUP)
    if picked is None:
        return False
    task["stage"] = "choose"
    if picked == "visit":
        card_id = state.heart_deck.pop(0)
        card = state.content.tables["heart_of_the_city"][card_id]
        state.waste.append(f"{MODULE}:{card_id}")
        _ev(events, "heart_of_the_city", f"At the Heart of the City: {card.name}.", f"heart_of_the_city:{card_id}",
            {"card": card_id}, reveals=True)
        read_script(state, card.script, people[0])
    return True
