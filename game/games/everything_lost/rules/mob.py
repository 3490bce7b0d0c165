"""The zombie deck and the mob around it: growing the mob, its skills, and new zombies at level-up."""
from __future__ import annotations

from ....core.piles import draw_reshuffling
from ....core.words import count
from .state import MOB_SIZE, State, _ev, zombie
from .tracks import change_home


def draw_zombie(state: State) -> str | None:
    """The top zombie card (the discards shuffled in when the deck is out); None when there is none."""
    if not state.zombie_deck and not state.zombie_discard:
        return None
    card, _reshuffled = draw_reshuffling(state.zombie_deck, state.zombie_discard, state.rng)
    return card


def grow_mob(state: State, amount: int, events: list, cause: str) -> None:
    """Zombie cards join the mob face down; with 5 there is no room: each costs 1 home status instead."""
    joined = 0
    for _ in range(amount):
        if state.phase == "over":
            return
        if len(state.mob) >= MOB_SIZE:
            _ev(events, "mob_full", "The mob is too big: it attacks your home.", cause, {})
            change_home(state, -1, events, cause)
            continue
        card = draw_zombie(state)
        if card is None:
            change_home(state, -1, events, cause)
            continue
        known = card in state.zombies_up
        if known:
            state.zombies_up.remove(card)
        state.mob.append({"card": card, "known": known})
        joined += 1
    if joined:
        _ev(events, "mob", f"The mob grows by {count(joined, 'zombie card')} (now {len(state.mob)}).", cause,
            {"amount": joined, "size": len(state.mob)})


def has_skill(state: State, skill: str) -> bool:
    return any(zombie(state, card).skill == skill for card in state.mob_skills)


def add_mob_skill(state: State, card: str, events: list, cause: str) -> None:
    """Zombies that got away make the mob stronger: the card's skill joins (never the same skill twice)."""
    skill = zombie(state, card).skill
    if has_skill(state, skill):
        state.zombie_discard.append(card)
        _ev(events, "mob_skill", f"Some got away; the mob already has the {skill} skill.", cause, {"skill": skill})
        return
    state.mob_skills.append(card)
    _ev(events, "mob_skill", f"Some got away: the mob gains the {skill} skill.", cause, {"skill": skill, "card": card})


def clear_mob(state: State, events: list, cause: str) -> None:
    state.zombie_discard.extend(entry["card"] for entry in state.mob)
    state.zombie_discard.extend(state.mob_skills)
    state.mob = []
    state.mob_skills = []
    _ev(events, "mob_cleared", "The mob and its skills are gone, for now.", cause, {})


def bring_in_level(state: State, level: int, events: list) -> None:
    """Level up: that level's zombies are shuffled into the deck with the mob's cards, and the mob is
    dealt again to the same size (cards flipped by climbing stay zombie side up)."""
    joining = [card for card in state.zombie_box if zombie(state, card).level == level]
    for card in joining:
        state.zombie_box.remove(card)
    size = len(state.mob)
    for entry in state.mob:
        if entry["known"]:
            state.zombies_up.append(entry["card"])
    state.zombie_deck.extend(joining + [entry["card"] for entry in state.mob])
    state.mob = []
    state.rng.shuffle(state.zombie_deck)
    if joining:
        _ev(events, "zombies_join", f"Level {level} zombies join the deck ({count(len(joining), 'card')}).",
            "rule:level", {"level": level, "cards": len(joining)})
    for _ in range(size):
        card = draw_zombie(state)
        if card is None:
            break
        known = card in state.zombies_up
        if known:
            state.zombies_up.remove(card)
        state.mob.append({"card": card, "known": known})
