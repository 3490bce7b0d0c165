"""The words of the Tactics map (L1509-1634): the panel, each space (its numbers, its colour's deck, its special
rule, who and what is on it), the Enemy tokens waiting on the Combat chart, the Tactics tokens held and the
Alarm. All from the view's ``tactics`` (which holds only what the table shows: the decks' sizes, never their
order) and the content's map and cards."""
from __future__ import annotations

from typing import Any

from .shelter import character_name
from .under_way import WEAPON_NAMES
from .words import content_tables, plural, record

COLOUR_WORDS = {
    "blue": "Blue: finishing a move here, the top card of the Rooms and Corridors deck is read.",
    "green": "Green, a Hiding Space: finishing a move here, the Hiding Space half of the top Hiding and Open "
             "Space card is read.",
    "red": "Red, an Open Space: finishing a move here, the Open Space half of the top Hiding and Open Space card "
           "is read.",
}
UNMARK_WORDS = "At the start of every turn each marked Enemy is rolled for: on 1-3 you lose track of it."


def tactics_run(view: dict) -> dict | None:
    return ((view or {}).get("tactics") or {}).get("run")


def tactics_side(view: dict, content: Any = None):
    run = tactics_run(view)
    return (content_tables(content).get("tactics_maps") or {}).get(run["side"]) if run else None


def special_words(content: Any, special: str) -> tuple[str, str]:
    """(name, rule) of a special passage or space, as the Special cards put it."""
    for card in (content_tables(content).get("tactics_cards") or {}).values():
        for item in getattr(card, "specials", ()) or ():
            if item.id == special:
                return item.name, item.text
    return special.title(), ""


def standing_at(view: dict, space: str) -> list[int]:
    run = tactics_run(view) or {}
    return sorted(int(i) for i, there in (run.get("at") or {}).items() if there == space)


def tactics_tip(view: dict, content: Any = None) -> str:
    run, side = tactics_run(view), tactics_side(view, content)
    if not run or side is None:
        return ""
    waiting, marks = len(run.get("foes") or []), len(run.get("marks") or [])
    words = (f"Tactics on {side.name}: turn {run.get('turn')} of {run.get('turns')}. "
             f"{plural(waiting, 'Enemy', 'Enemies')} still on the Combat chart, {marks} heard and marked on the map. "
             "Each turn one group (or one Character, splitting from it) takes an action; meeting an Enemy is a fight "
             "with it alone. Tactics ends when the Enemies are beaten, when everyone has left by an exit, or after "
             f"the last turn.")
    if run.get("alarm"):
        words += " The Alarm is raised."
    return words


def tactics_space_tip(view: dict, space_id: str, content: Any = None) -> str:
    side = tactics_side(view, content)
    space = next((s for s in side.spaces if s.id == space_id), None) if side is not None else None
    if space is None:
        return ""
    run = tactics_run(view) or {}
    parts = [f"{space.name}. Hide {space.hide}, Noise {space.noise}: a Hide test here passes at most the action's "
             f"Hide + {space.hide}; a Noise test fails at most the action's Noise + {space.noise}.",
             COLOUR_WORDS[space.colour]]
    if space.colour == "green" and space.dots:
        parts.append(f"It holds at most {plural(space.dots, 'Character')}.")
    if space.special:
        name, rule = special_words(content, space.special)
        parts.append(f"{name}: {rule}")
    if space.exit:
        parts.append("An exit: from here a group can leave the map, and takes no further part.")
    if space.starts:
        parts.append("Starts here on a black die of " + " or ".join(str(n) for n in space.starts) + ".")
    ways = [p for p in side.passages if space_id in (p.a, p.b) and p.kind]
    for passage in ways:
        other = passage.b if passage.a == space_id else passage.a
        there = next((s.name for s in side.spaces if s.id == other), other)
        parts.append(f"{special_words(content, passage.kind)[0]} to {there}.")
    tokens = int((run.get("tokens") or {}).get(space_id, 0))
    if tokens:
        parts.append(f"{plural(tokens, 'Tactics token')} lying here, for whoever passes.")
    here = standing_at(view, space_id)
    if here:
        parts.append("Here: " + ", ".join(character_name(view, i, content) for i in here) + ".")
    if space_id in (run.get("marks") or []):
        parts.append("An Enemy has been heard here (a Soldier marks it). " + UNMARK_WORDS)
    if space.text:
        parts.append(space.text)
    return " ".join(parts)


def enemy_token_tip(view: dict, k: int) -> str:
    foes = (tactics_run(view) or {}).get("foes") or []
    if not 0 <= k < len(foes):
        return ""
    foe = foes[k]
    hurt = int(foe.get("hurt", 0))
    return (f"An Enemy token on the Combat chart: Prowess {foe.get('prowess', 0)}, "
            f"{WEAPON_NAMES.get(foe.get('weapon'), foe.get('weapon'))}"
            + (f", {plural(hurt, 'Wound')} already taken" if hurt else "")
            + ". Assault or Sneak Up on a marked Enemy, or a failed Hide test, brings one into a fight.")


def held_tip(view: dict) -> str:
    run = tactics_run(view)
    if not run:
        return ""
    return (f"Tactics tokens held: {run.get('held', 0)} (picked up on the map). After a roll, one token re-rolls a "
            "test's die, or a fight's die, or moves it 1 up or down.")


def alarm_tip(view: dict, content: Any = None) -> str:
    run = tactics_run(view)
    if not run:
        return ""
    card = next((c for c in (content_tables(content).get("tactics_cards") or {}).values() if c.kind == "alarm"), None)
    rule = card.text if card is not None else ""
    state = "Raised: " if run.get("alarm") else "Not yet raised. "
    return state + rule


def turn_tip(view: dict) -> str:
    run = tactics_run(view)
    if not run:
        return ""
    return (f"Turn {run.get('turn')} of {run.get('turns')}. After the last, the Enemies give up the search and those "
            "still on the map scavenge on. " + UNMARK_WORDS)


def last_card_tip(view: dict, content: Any = None) -> str:
    card = (tactics_run(view) or {}).get("card") or {}
    found = record(content, "tactics_cards", card.get("card"))
    if found is None:
        return ""
    half = card.get("half") or ""
    text = getattr(found, f"{half}_text", "") if half in ("hiding", "open") else found.text
    return f"The last Tactics card read: {found.name}. {text or found.text}"
