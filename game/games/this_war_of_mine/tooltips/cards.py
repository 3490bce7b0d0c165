"""The tooltips of goods and cards: goods in the Storage or on the Findings Pile and the piles themselves;
the Locations, the cards in the exploration slot, the Objectives, Events, lasting rules, flags and
Narrative Actions in force, the Hidden Objectives, Semi-Coop's Roles and Conflict cards, and the decks.

A secret card (a Hidden Objective, a Role, a Conflict card) is in a view only for its own player, or once it
is shown to all (fulfilled, revealed, played; with Semi-Coop, every card once the war is over): so one still
secret in a view before the end is the viewer's own, and its words say so without knowing the seat."""
from __future__ import annotations

from typing import Any

from .shelter import character_name
from .words import goods_list, goods_name, goods_weight, plural, record


RULE_WORDS = {
    "two_night_raids": "Two Night Raid cards are drawn each night.",
    "no_night_raid": "No Night Raid card tonight.",
    "no_outside": "Nobody may go Outside.",
    "no_scavenging": "Nobody may go Scavenging.",
    "snipers": "Snipers: each Character setting out to scavenge is shot at (1-2 on the black die: 1 Wound), "
               "until one is hit.",
    "double_cold": "The Cold counts double.",
    "water_rationing": "Water rationing: at most 1 Water carried home a night.",
    "dear_trade": "Trading costs 2 more commission.",
}
UNTIL_WORDS = {"game": "for the rest of the war", "day": "until the end of the day",
               "chapter": "until the end of the Chapter"}
DECK_NAMES = {"events_deck": "Events", "locations_deck": "Locations", "exploration_deck": "Exploration",
              "unknown": "Unknown", "residents_deck": "Residents", "night_raids_deck": "Night Raids",
              "findings_deck": "Findings", "visitors_deck": "Visitors", "characters_deck": "Characters",
              "fate_deck": "Fate", "narrative_deck": "Narrative Actions", "colors_deck": "Colors",
              "opportunities": "Opportunity", "heart_of_the_city": "Heart of the City"}
SLOTS = ("close", "distant", "far")
ROLE_REVEAL_WORDS = {"now": "shown to all at once", "use": "shown the first time it acts",
                     "end": "kept secret until the war ends"}
CONFLICT_WHEN_WORDS = {"action": "{your} Character's Day action", "food": "what {your} Character drinks or eats at Dusk",
                       "night_task": "{your} Character's task for the night", "vote": "a vote {you} cast",
                       "leader_vote": "the Leader vote"}
OWN_WHEN = {"you": "you", "your": "your"}
THEIR_WHEN = {"you": "they", "your": "their"}


# --- goods ----------------------------------------------------------------------------------------------------
def goods_tip(view: dict, where: str, item: str, content: Any = None) -> str:
    pile = {"storage": view.get("storage"), "findings": view.get("findings_pile")}.get(where) or {}
    n = int(pile.get(item, 0))
    x5 = int((view.get("storage_x5") or {}).get(item, 0)) if where == "storage" else 0
    if not n and not x5:
        return ""
    place = "in the Storage" if where == "storage" else "on the Findings Pile"
    count = f"{n}" + (f" and {plural(x5, 'x5 marker')} ({n + 5 * x5} in all)" if x5 else "")
    return f"{goods_name(content, item)}: {count} {place}. " + item_words(item, content)


def item_words(item: str, content: Any = None) -> str:
    token = record(content, "tokens", item)
    if token is None:
        return "A resource: weight 1, no value, never traded."
    return f"Value {token.value}, weight {token.weight}. {token.text}".strip()


def pile_tip(view: dict, where: str, content: Any = None) -> str:
    if where == "storage":
        stored = dict(view.get("storage") or {})
        for item, n in (view.get("storage_x5") or {}).items():
            stored[item] = stored.get(item, 0) + 5 * int(n)
        return "The Storage: " + goods_list(content, stored) + "."
    pile = view.get("findings_pile") or {}
    weight = sum(goods_weight(content, item) * n for item, n in pile.items())
    return f"The Findings Pile (weight {weight}): " + goods_list(content, pile) + "."


# --- cards -----------------------------------------------------------------------------------------------------
def location_tip(view: dict, key: str, content: Any = None) -> str:
    locations = view.get("locations") or {}
    slot = key if key in SLOTS else next((s for s, loc in locations.items() if loc == key), None)
    location_id = locations.get(key) if key in SLOTS else key
    if key not in SLOTS and location_id != (view.get("scene") or {}).get("location") and slot is None:
        return ""
    location = record(content, "locations", location_id)
    if location is None:
        return ""
    where = f"{slot.title()} Location: " if slot else ""
    props = ", ".join(p.replace("_", " ") for p in location.properties)
    words = [f"{where}{location.name} ({location.size}{'; ' + props if props else ''}). {location.text}"]
    if location.special_rule:
        words.append(location.special_rule)
    if location.option is not None:
        words.append(f"Its option: {location.option.kind.replace('_', ' ')} (return {location.option.returns}).")
    return " ".join(words)


def card_tip(content: Any, table: str, card_id: str) -> str:
    card = record(content, table, card_id)
    if card is None:
        return ""
    name = getattr(card, "name", "")
    text = getattr(card, "text", "")
    options = getattr(card, "options", ()) or ()
    extra = " ".join(f"Option: {o.label}." for o in options)
    return " ".join(part for part in (f"{name}:" if name else "", text, extra) if part)


def slot_card_tip(view: dict, card_id: str, table: str, content: Any = None) -> str:
    scene = view.get("scene") or {}
    if card_id not in (view.get("slot") or []) and card_id not in (scene.get("discard") or []) \
            and card_id not in (scene.get("met") or []):
        return ""
    return card_tip(content, table, card_id)


def objective_tip(view: dict, objective_id: str, content: Any = None) -> str:
    objectives = view.get("objectives") or []
    if objective_id not in objectives:
        return ""
    card = record(content, "objectives", objective_id)
    if card is None:
        return ""
    words = [f"{'Objective' if objectives[0] == objective_id else 'Next Objective'}: {card.name}. {card.text}"]
    if card.counter and objectives[0] == objective_id:
        words.append(f"Counter: {view.get('objective_counter', 0)} of {card.counter}.")
    if card.reward_name:
        words.append(f"Met: {card.reward_name}.")
    if card.penalty_name:
        words.append(f"Failed: {card.penalty_name}.")
    return " ".join(words)


def event_tip(view: dict, event_id: str, content: Any = None) -> str:
    if event_id not in (view.get("events_up") or []):
        return ""
    return "In force: " + card_tip(content, "events", event_id)


def rule_tip(view: dict, rule: str) -> str:
    until = (view.get("rules_on") or {}).get(rule)
    if until is None:
        return ""
    return f"{RULE_WORDS.get(rule, rule.replace('_', ' ').capitalize() + '.')} ({UNTIL_WORDS.get(until, until)})"


def flag_tip(view: dict, flag: str) -> str:
    flags = view.get("flags") or {}
    if flag not in flags:
        return ""
    text = flags[flag] or flag.replace("_", " ")
    return f"Written on a blank token: {text}. A script will look for it."


def secret_tip(view: dict, seat: str, content: Any = None) -> str:
    """A Hidden Objective: the viewer's own (kept secret until fulfilled), or one revealed; with everything
    revealed (a replay), any player's."""
    secret = (view.get("secret_objectives") or {}).get(seat)
    if secret is None:
        return ""
    card = record(content, "hidden_objectives", secret["card"])
    if card is None:
        return ""
    if secret["fulfilled"]:
        return f"Hidden Objective, fulfilled: {card.name}. {card.text} (+10 to that player's score)"
    if _revealed(view):
        return (f"{seat_name(view, seat)}'s Hidden Objective, still secret from the others: {card.name}. "
                f"{card.text} Once it holds it is revealed, and adds 10 to their score.")
    return (f"Your Hidden Objective, secret from the others: {card.name}. {card.text} Once it holds it is "
            f"revealed, and adds 10 to your score.")


# --- Semi-Coop: the Roles and the Conflict cards ------------------------------------------------------------------
def seat_name(view: dict, seat: str) -> str:
    names = view.get("seat_names") or []
    try:
        return names[int(seat)]
    except (ValueError, IndexError):
        return f"Player {seat}"


def _over(view: dict) -> bool:
    return view.get("phase") == "over"


def _revealed(view: dict) -> bool:
    """The view of someone who sees everything (a replay's revealed_view): each player's secrets, named."""
    return bool(view.get("revealed"))


def secret_words(view: dict, seat: str, title: str) -> tuple[str, ...]:
    """A Hidden Objective not yet fulfilled, as a chip says it, from the fullest words to the shortest: the
    viewer's own, or (everything revealed) whose."""
    if not _revealed(view):
        return (f"Your secret: {title}",)
    who = seat_name(view, seat)
    return f"{who}'s secret: {title}", f"{who}: {title}", f"{who}: {_bare(title)}"


def _bare(name: str) -> str:
    """A card's name without its "The " (a chip's shortest words)."""
    return name[4:] if name.startswith("The ") and len(name) > 4 else name


def role_words(view: dict, seat: str, content: Any = None) -> tuple[str, tuple[str, ...]] | None:
    """A Role's chip, (kind, words from the fullest to the shortest): the viewer's own, still secret, "Your Role:
    <name>" ("secret"), one shown "<player>: <name>" ("revealed"); its tokens counted after, " (N)". None when the
    view holds no such Role."""
    held = (view.get("roles") or {}).get(seat)
    if held is None:
        return None
    card = record(content, "roles", held.get("card"))
    name = str(getattr(card, "name", held.get("card")))
    tokens = sum(int(n) for n in (held.get("tokens") or {}).values())
    count = f" ({tokens})" if tokens else ""
    if held.get("revealed") or _over(view):
        who = seat_name(view, seat)
        return "revealed", (f"{who}: {name}{count}", f"{who}: {_bare(name)}{count}")
    if _revealed(view):           # another player's secret, shown in the replay
        who = seat_name(view, seat)
        return "secret", (f"{who}'s Role: {name}{count}", f"{who}: {name}{count}", f"{who}: {_bare(name)}{count}")
    return "secret", (f"Your Role: {name}{count}", f"Role: {name}{count}", f"Role: {_bare(name)}{count}",
                      f"{_bare(name)}{count}")


def conflict_words(view: dict, seat: str, content: Any = None) -> tuple[str, tuple[str, ...]] | None:
    """A Conflict card's chip, (kind, words from the fullest to the shortest): the viewer's own unplayed "Your
    Conflict: <name>" ("secret"), one played "<player>: <name> (played)" ("revealed"; at the war's end one never
    played "(not played)"). None when the view holds no such card."""
    held = (view.get("conflicts") or {}).get(seat)
    if held is None:
        return None
    card = record(content, "conflicts", held.get("card"))
    name = str(getattr(card, "name", held.get("card")))
    who = seat_name(view, seat)
    if held.get("played"):
        return "revealed", (f"{who}: {name} (played)", f"{who} played {name}", f"{who} played {_bare(name)}")
    if _over(view):
        return "revealed", (f"{who}: {name} (not played)", f"{who}: {name} (unplayed)", f"{who}: {_bare(name)}")
    if _revealed(view):
        return "secret", (f"{who}'s Conflict: {name}", f"{who}: {name}", f"{who}: {_bare(name)}")
    return "secret", (f"Your Conflict: {name}", f"Conflict: {name}", f"Conflict: {_bare(name)}", _bare(name))


def role_tip(view: dict, seat: str, content: Any = None) -> str:
    """A Role card: the viewer's own (secret from the others until its `reveal`), or one shown to all; when it is
    revealed, its Character, its tokens (supplies consumed) and, for the Old Score, its mark."""
    held = (view.get("roles") or {}).get(seat)
    card = record(content, "roles", (held or {}).get("card"))
    if held is None or card is None:
        return ""
    secret = not held.get("revealed") and not _over(view)
    own = secret and not _revealed(view)
    who = seat_name(view, seat)
    shown = "shown to all" if held.get("revealed") else "shown at the war's end"
    head = "Your Role, secret from the other players" if own else \
        f"{who}'s Role, still secret from the others" if secret else f"{who}'s Role, {shown}"
    words = [f"{head}: {card.name}. {card.text}", f"This Role is {ROLE_REVEAL_WORDS.get(card.reveal, card.reveal)}."]
    index = held.get("character")
    person = character_name(view, index, content) if isinstance(index, int) else ""
    if person:
        words.append(f"{'Your' if own else 'Their'} Character: {person}.")
    if card.win == "target_gone" and isinstance(held.get("target"), int):
        mark = character_name(view, held["target"], content)
        if mark:
            words.append(f"The mark: {mark}.")
    tokens = {item: int(n) for item, n in (held.get("tokens") or {}).items() if n}
    total = sum(tokens.values())
    if tokens:
        need = f" ({total} of the {card.amount} it needs)" if card.win == "tokens" and card.amount else ""
        words.append(f"On the card: {plural(total, 'token')}{need}, {goods_list(content, tokens)}: supplies "
                     f"{'your' if own else 'their'} Character has consumed, taken from the Storage and never used "
                     f"again.")
    elif card.takes:
        words.append("No tokens on the card yet (each is a supply its Character has consumed).")
    alive = "your Character" if own else "their Character"
    words.append(f"{'You win' if own else 'They win'} if {alive} is alive and with the group at the war's end"
                 f"{', and what this card asks holds' if card.win else ''}.")
    return " ".join(words)


def conflict_tip(view: dict, seat: str, content: Any = None) -> str:
    """A Conflict card: the viewer's own (secret from the others until played), or one played; when it may be
    played (its `when`), on whom, and whether it must be."""
    held = (view.get("conflicts") or {}).get(seat)
    card = record(content, "conflicts", (held or {}).get("card"))
    if held is None or card is None:
        return ""
    played = bool(held.get("played"))
    own = not played and not _over(view) and not _revealed(view)
    on = ", on another Character" if card.target == "other" else ""
    if own:
        moment = CONFLICT_WHEN_WORDS.get(card.when, card.when).format(**OWN_WHEN)
        must = ("You must play it the first time that moment comes." if card.must else
                "Whether to play it is your choice.")
        return (f"Your Conflict card, secret from the other players until you play it: {card.name}. {card.text} "
                f"Played at: {moment}{on}, as your answer. {must} Once played it is shown to all, and the "
                f"question is asked again.")
    moment = CONFLICT_WHEN_WORDS.get(card.when, card.when).format(**THEIR_WHEN)
    must = " (it had to be played)" if card.must else ""
    state = "played" if played else "not played yet, still secret" if not _over(view) else "never played"
    return (f"{seat_name(view, seat)}'s Conflict card, {state}: {card.name}. "
            f"{card.text} Played at: {moment}{on}{must}.")


def narrative_tip(view: dict, card_id: str, content: Any = None) -> str:
    if card_id not in (view.get("narrative_held") or []):
        return ""
    card = record(content, "narrative_actions", card_id)
    if card is None:
        return ""
    kind = "Kid Action" if card.kid_action else "Narrative Action"
    return f"{kind} held: {card.name} (played {card.timing.replace('_', ' ')}). {card.text}"


def force_tip(view: dict, content: Any = None) -> str:
    """Everything in force, in one list."""
    parts = [getattr(record(content, "events", e), "name", e) for e in view.get("events_up") or []]
    parts += [RULE_WORDS.get(r, r.replace("_", " ")).rstrip(".") for r in view.get("rules_on") or {}]
    parts += [text or flag.replace("_", " ") for flag, text in (view.get("flags") or {}).items()]
    parts += [f"{getattr(record(content, 'narrative_actions', n), 'name', n)} (held)" for n in view.get("narrative_held") or []]
    for seat, secret in sorted((view.get("secret_objectives") or {}).items()):
        title = getattr(record(content, "hidden_objectives", secret.get("card")), "name", secret.get("card"))
        parts.append(f"{seat_name(view, seat)}: {title} (fulfilled)" if secret.get("fulfilled") else
                     secret_words(view, seat, title)[0])
    parts += [role_words(view, seat, content)[1][0] for seat in sorted(view.get("roles") or {})]
    parts += [conflict_words(view, seat, content)[1][0] for seat in sorted(view.get("conflicts") or {})]
    kids = view.get("orphans") or {}
    card = record(content, "orphans", kids.get("card"))
    if card is not None:
        parts.append(f"{card.name}: " + ("lost" if kids.get("lost") else
                                         f"Happiness {kids.get('happiness', 0)} of {card.happiness_max}"))
    return ("In force: " + "; ".join(parts) + ".") if parts else ""


def pet_tip(view: dict, content: Any = None) -> str:
    """The pet living in the shelter (Companions): its card, and that it may be eaten at Dusk (L783)."""
    pet = record(content, "companions", view.get("pet"))
    if pet is None:
        return ""
    return (f"{pet.name}, who lives in the shelter. {pet.text} If there is no other way, it can be eaten at Dusk: "
            f"{pet.raw_food} Raw Food, and a black-die roll against everyone's Empathy.")


def orphans_tip(view: dict, content: Any = None) -> str:
    """The children (Orphans of War): their card, their Happiness, and what moves it (rules/orphans.py)."""
    kids = view.get("orphans") or {}
    card = record(content, "orphans", kids.get("card"))
    if card is None:
        return ""
    if kids.get("lost"):
        return f"{card.name} {'are' if card.children > 1 else 'is'} no longer with you: SURVIVE can't be met."
    today = "someone has made time for them today" if kids.get("cared") else "nobody has made time for them today yet"
    left = (view.get("decks") or {}).get("kid_actions", 0)
    return (f"{card.name}: Happiness {kids.get('happiness', 0)} of {card.happiness_max}. {card.text} At 0 they are "
            f"lost, and with them the war; {today}. Kid Actions left to draw: {left}.")


def deck_tip(view: dict, deck: str, content: Any = None) -> str:
    if deck == "fittings":
        names = [record(content, "fittings", f) for f in view.get("fittings_deck") or []]
        return ("The Fittings deck, what can be built now: " + ", ".join(f.name for f in names if f) + "."
                if names else "The Fittings deck is empty: have a New Idea.")
    if deck == "ideas":
        return f"The Ideas deck: {plural(len(view.get('ideas_deck') or []), 'Fitting')} not yet thought of."
    count = (view.get("decks") or {}).get(deck)
    if count is None:
        return ""
    if deck == "wares":
        return (f"The Wares deck: {plural(int(count), 'card')}, face down. At each visit to the Market the top "
                "three are its stalls; the ones left go back under the deck.")
    if deck == "kid_actions":
        return (f"The Kid Actions: {plural(int(count), 'card')} left, face down. Some Kid Fittings draw one when "
                "built, into the group's hand; each is played once, at its time.")
    if deck == "heart_of_the_city":
        return (f"The Heart of the City: {plural(int(count), 'card')} left, face down. After Scavenging the party "
                "may go by the square and draw one, good or bad; it is then removed from the game.")
    return f"The {DECK_NAMES.get(deck, deck)} deck: {plural(int(count), 'card')}, face down."
