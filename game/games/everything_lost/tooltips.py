"""The words of Everything Lost's board: every element's tooltip, built from the view and the content's
card text (no pygame, so it is tested without a display).

``tooltip(view, element_id, content=None)`` answers for any element id the board draws (see the board
package's docstring), or "" when the view has no such element. The view names cards by id only, so the
card words come from the content (``content=None`` loads the game's own once). Hidden things stay
hidden: a face-down mob card's tip never names it, and nothing here looks at a deck's order.
"""
from __future__ import annotations

import functools
from typing import Any

from .rules.state import COLUMNS, ROWS, THREAT_DROP, THREAT_TOP, TRACK_TOP, XP_TO_LEVEL

RESOURCE_NAMES = {"antidote": "Antidote", "bandages": "Bandages", "materials": "Building materials", "food": "Food"}
MARK_WORDS = {"success": "broken into", "fail": "failed to break in", "scavenged": "scavenged", "stripped": "stripped",
              "searched": "searched", "claimed": "claimed", "barricaded": "barricaded", "rested": "rested here"}
ACTION_NAMES = {"break_in": "Break in", "strip": "Strip", "opportunity": "Opportunity", "clear": "Clear and claim",
                "barricade": "Barricade", "craft": "Craft", "climb": "Climb", "escape": "Escape",
                "navigate": "Navigate", "ambush": "Ambush", "scavenge": "Scavenge"}
SPECIALS = ("barricade", "craft", "climb", "escape", "navigate", "ambush")


@functools.lru_cache(maxsize=1)
def _own_content() -> Any:
    from .rules import RULES
    return RULES.load_content()


def _tables(content: Any) -> dict:
    content = content if content is not None else _own_content()
    return getattr(content, "tables", None) or {}


def card_record(content: Any, table: str, card_id: Any) -> Any:
    """The content record of a card id (None when unknown)."""
    return (_tables(content).get(table) or {}).get(str(card_id)) if card_id is not None else None


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def xp_needed(level: int) -> int:
    return XP_TO_LEVEL.get(max(1, min(6, int(level or 1))), 6)


def zone_label(name: str) -> str:
    return f"Zone {name}"


# --- the player board --------------------------------------------------------------
def track_tip(view: dict, track: str) -> str:
    if track == "xp":
        need = xp_needed(view.get("level", 1))
        return (f"Experience: {view.get('xp', 0)} of {need} XP. Crossing the level {int(view.get('level', 1)) + 1} "
                "border resets the track and gains a level (and a skill).")
    if track == "threat":
        threat = int(view.get("threat", 0))
        return (f"Threat: {threat} of {THREAT_TOP}. Threat plus your level is the threat level zombies come in at; "
                f"past {THREAT_TOP} the whole mob attacks. After a fight it falls by the small number beside the "
                f"space ({THREAT_DROP[max(0, min(THREAT_TOP, threat))]} from here).")
    if track == "willpower":
        return (f"Willpower: {view.get('willpower')} of {TRACK_TOP}. Opportunities need a roll at or under it; "
                "below 1 it takes health.")
    if track == "health":
        return (f"Health: {view.get('health')} of {TRACK_TOP}. Past the top it moves willpower instead; with both "
                "at 1, any loss kills you.")
    return ""


def bitten_tip(view: dict) -> str:
    if view.get("bitten") and view.get("bite_covered"):
        return "Bitten, the bite covered with a bandage: the next bite uses the bandage up instead."
    if view.get("bitten"):
        return "Bitten! Cover the bite with a bandage, or find antidote; bitten again means death."
    return "Not bitten: the chip is still on the bitten spot."


def resource_tip(view: dict, resource: str) -> str:
    have = int((view.get("res") or {}).get(resource, 0))
    top = int((view.get("limits") or {}).get(resource, 0))
    return f"{RESOURCE_NAMES.get(resource, resource)}: {have} of {top} (the track holds no more)."


def home_tip(view: dict) -> str:
    return (f"Home status: {view.get('home')}. A mob with all five places taken costs home status instead of "
            "growing; at 0 the mob is in and you die.")


def dice_tip(view: dict, where: str) -> str:
    if where == "held":
        return (f"Holding box: {plural(int(view.get('held', 0)), 'white die', 'white dice')} spent. Rest to take "
                "them back.")
    return (f"In front of you: {plural(int(view.get('hand', 0)), 'white die', 'white dice')} of time and energy. "
            "Actions roll or pay them into the holding box.")


# --- the sheet ----------------------------------------------------------------------------
def mission_tip(view: dict, content: Any = None) -> str:
    mission = card_record(content, "missions", view.get("mission"))
    if mission is None:
        return "The mission."
    return f"Mission {mission.code}: {mission.name}. {mission.goal_text.replace('**', '')}"


def level_tip(view: dict) -> str:
    level = int(view.get("level", 1))
    return f"Level {level}: threat plus your level is the threat level that sets how many zombies come; each level up gains a skill."


def skill_tip(view: dict, skill: str) -> str:
    have = int((view.get("skills") or {}).get(skill, 0))
    return f"{skill.title()}: {have} of 2 boxes marked. Each level up marks one box of a skill."


def special_tip(view: dict, action: str) -> str:
    have = action in (view.get("specials") or [])
    return (f"{ACTION_NAMES.get(action, action)}: " + ("unlocked; its lock no longer stops you." if have else
            "locked. Two adjacent skills unlock it."))


def nickname_tip(view: dict) -> str:
    nick = view.get("nickname") or ""
    return f"Nickname: {nick}." if nick else "No nickname yet: a side mission can grant one."


def zone_tip(view: dict, name: str) -> str:
    zone = (view.get("zones") or {}).get(name)
    here = view.get("pos") == name
    if zone is None:
        return f"{zone_label(name)}: not explored yet."
    parts = [zone_label(name) + (" (you are here)" if here else "") + (", home" if zone.get("home") else "")]
    roads = zone.get("roads") or []
    parts.append("roads " + (", ".join(roads) if roads else "none"))
    blds = zone.get("buildings") or []
    if blds:
        parts.append("buildings: " + ", ".join(str(b) for b in blds))
    marks = [MARK_WORDS.get(m.get("kind"), m.get("kind")) + (f" {m['what']}" if m.get("what") else "")
             for m in zone.get("marks") or [] if isinstance(m, dict)]
    if marks:
        parts.append("; ".join(dict.fromkeys(marks)))
    flags = [word for word in ("claimed", "barricaded", "rested") if zone.get(word)]
    if flags:
        parts.append(", ".join(flags))
    return ". ".join(parts) + "."


# --- cards ------------------------------------------------------------------------------------
def active_card_tip(view: dict, i: int, content: Any = None) -> str:
    active = view.get("active") or []
    if not 0 <= i < len(active):
        return ""
    entry = active[i]
    used = ", ".join(ACTION_NAMES.get(u, u) for u in entry.get("used") or [])
    used_words = f" Used here: {used}." if used else ""
    if entry.get("deck") == "building":
        card = card_record(content, "buildings", entry.get("card"))
        if card is None:
            return "A building card."
        kind = f" ({entry['type']})" if entry.get("type") else ""
        if entry.get("flipped"):
            loots = " or ".join(loot.label for loot in card.loot)
            return f"{card.name}{kind}, broken into. Scavenge one: {loots}.{used_words}"
        return (f"{card.name}{kind}: {card.hint}. Break in on {card.break_in}+"
                + (f"; {plural(card.bullets, 'bullet')} here" if card.bullets else "") + f".{used_words}")
    card = card_record(content, "rubble", entry.get("card"))
    if card is None:
        return "A rubble card."
    meets = card_record(content, "survivors", card.meets[0]) if card.meets else None
    return (f"{card.name} (rubble): opportunity, {card.hint}" + ("; strip it for building materials" if card.strip else "")
            + (f"; {plural(card.bullets, 'bullet')} here" if card.bullets else "")
            + (f"; who goes there: {meets.name}" if meets is not None else "") + f".{used_words}")


def zombie_card_tip(content: Any, card_id: Any) -> str:
    card = card_record(content, "zombies", card_id)
    if card is None:
        return "A zombie card."
    return (f"{card.name}, level {card.level}: toughness {card.toughness}, damage {card.damage}, {card.xp} XP"
            f"{'' if card.bites else ', no bite'}. Mob skill when one escapes: {card.skill}.")


def mob_tip(view: dict, k: int, content: Any = None) -> str:
    mob = view.get("mob") or []
    if not 0 <= k < len(mob):
        return f"Mob place {k + 1}: empty."
    if mob[k] is None:
        return f"Mob place {k + 1}: a face-down zombie card. Climb to look at it."
    return f"Mob place {k + 1}: " + zombie_card_tip(content, mob[k])


def deck_tip(view: dict, deck: str) -> str:
    n = int((view.get("decks") or {}).get(deck, 0))
    words = {"buildings": "Building deck: %s. Drawn for new zones, moves and clearing.",
             "rubble": "Rubble deck: %s. Drawn for new zones, rests and bite checks.",
             "zombies": "Zombie deck: %s. The mob grows from it, face down."}
    return words.get(deck, "%s") % plural(n, "card")


def discard_tip(view: dict, deck: str) -> str:
    n = len((view.get("discards") or {}).get(deck) or [])
    return f"{deck.title()} discard pile: {plural(n, 'card')}."


def mob_skill_tip(view: dict, k: int, content: Any = None) -> str:
    skills = view.get("mob_skills") or []
    if not 0 <= k < len(skills):
        return ""
    card = card_record(content, "zombies", skills[k])
    name = card.skill if card is not None else "a skill"
    return f"Mob skill: {name} (from {card.name if card else 'a zombie card'} that escaped). It makes every fight harder."


def weapon_tip(view: dict, k: int, content: Any = None) -> str:
    weapons = view.get("weapons") or []
    if not 0 <= k < len(weapons):
        return ""
    card = card_record(content, "weapons", weapons[k].get("id"))
    if card is None:
        return "A weapon."
    side = card.back if weapons[k].get("up") else card.front
    return f"{side.name} ({side.kind}, level {side.level}{', upgraded' if weapons[k].get('up') else ''}): {side.text}"


def ally_tip(view: dict, k: int, content: Any = None) -> str:
    people = view.get("survivors") or []
    if not 0 <= k < len(people):
        return ""
    kind = card_record(content, "survivors", people[k].get("kind"))
    if kind is None:
        return f"{people[k].get('name')}, a survivor with you."
    return (f"{people[k].get('name')}, {kind.name} ({kind.colour} actions, loyalty {kind.loyalty}): {kind.text}")


def met_tip(view: dict, kind_id: str, content: Any = None) -> str:
    kind = card_record(content, "survivors", kind_id)
    name = kind.name if kind is not None else kind_id
    return f"You met a {name} here. Talk to ask them to join you (5+ or 1 food; one claimed building each)."


def side_mission_tip(view: dict, k: int, content: Any = None) -> str:
    records = view.get("side_missions") or []
    if not 0 <= k < len(records):
        return ""
    card = card_record(content, "side_missions", records[k].get("card"))
    side = getattr(card, str(records[k].get("side", "a")), None) if card is not None else None
    if side is None:
        return "A side mission."
    state = "done" if records[k].get("done") else f"taken in {records[k].get('zone')}"
    return f"Side mission ({state}): {side.title}. {side.text} Reward: {side.reward_text}."


# --- the fight ------------------------------------------------------------------------------
LANE_WORDS = {"hit": "in the hit lane (it hurts you at the end of the roll)",
              "down": "knocked down", "eliminated": "eliminated"}


def zombie_die_tip(view: dict, j: int) -> str:
    fight = view.get("fight") or {}
    brown = fight.get("brown") or []
    if not 0 <= j < len(brown):
        return ""
    die = brown[j]
    return f"Zombie die showing {die.get('v')}, {LANE_WORDS.get(die.get('lane'), die.get('lane'))}."


def my_die_tip(view: dict, k: int) -> str:
    fight = view.get("fight") or {}
    mine = fight.get("mine") or []
    if not 0 <= k < len(mine):
        return ""
    used = (fight.get("used") or [False] * len(mine))[k] if k < len(fight.get("used") or []) else False
    colour = "red" if k == 0 else "white"
    return f"Your {colour} die showing {mine[k]}" + (", used." if used else ": push a zombie die one lane on.")


def fight_tip(view: dict, content: Any = None) -> str:
    fight = view.get("fight") or {}
    if not fight:
        return ""
    if fight.get("t") == "mob_attack":
        return f"Mob attack: {plural(int(fight.get('zombies', 0)), 'zombie die', 'zombie dice')}. Block what you can."
    card = card_record(content, "zombies", fight.get("card"))
    name = card.name if card is not None else "Zombies"
    return (f"Fight: {name}, {plural(int(fight.get('zombies', 0)), 'zombie')}, toughness {fight.get('tough')}, "
            f"damage {fight.get('damage')}. Roll {fight.get('rolls', 0)} of 3.")


def bite_tip(view: dict) -> str:
    bite = (view.get("fight") or {}).get("bite") or []
    return ("Bite spot: a double of zombie dice in the hit lane bites." +
            (f" Here: {', '.join(map(str, bite))}." if bite else ""))


def outcome_tip(view: dict) -> str:
    result = view.get("result") or {}
    return str(result.get("summary") or "The mission is over.")


# --- the dispatcher -------------------------------------------------------------------------
def _index(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return -1


def tooltip(view: dict, element_id: str, content: Any = None) -> str:
    """The tooltip of element_id on this view ("" when the view has no such element)."""
    if not isinstance(view, dict) or not element_id:
        return ""
    head, _, rest = str(element_id).partition(":")
    simple = {
        "bitten": lambda: bitten_tip(view), "home": lambda: home_tip(view), "level": lambda: level_tip(view),
        "mission": lambda: mission_tip(view, content), "nickname": lambda: nickname_tip(view),
        "fight": lambda: fight_tip(view, content), "bite": lambda: bite_tip(view),
        "outcome": lambda: outcome_tip(view),
    }
    if head in simple and not rest:
        return simple[head]()
    if head == "track":
        return track_tip(view, rest)
    if head == "res":
        return resource_tip(view, rest)
    if head == "dice":
        return dice_tip(view, rest)
    if head == "skill":
        return skill_tip(view, rest)
    if head == "special":
        return special_tip(view, rest)
    if head == "zone":
        return zone_tip(view, rest) if len(rest) >= 2 and rest[0] in COLUMNS and rest[1:].isdigit() \
            and 1 <= int(rest[1:]) <= ROWS else ""
    if head == "card":
        return active_card_tip(view, _index(rest), content)
    if head == "mob":
        return mob_tip(view, _index(rest), content)
    if head == "fight_card":
        return zombie_card_tip(content, (view.get("fight") or {}).get("card"))
    if head == "deck":
        return deck_tip(view, rest)
    if head == "discard":
        return discard_tip(view, rest)
    if head == "mob_skill":
        return mob_skill_tip(view, _index(rest), content)
    if head == "weapon":
        return weapon_tip(view, _index(rest), content)
    if head == "ally":
        return ally_tip(view, _index(rest), content)
    if head == "survivor":
        return met_tip(view, rest, content)
    if head == "side_mission":
        return side_mission_tip(view, _index(rest), content)
    if head == "zombie_die":
        return zombie_die_tip(view, _index(rest))
    if head == "my_die":
        return my_die_tip(view, _index(rest))
    return ""


__all__ = ["tooltip", "RESOURCE_NAMES", "ACTION_NAMES", "SPECIALS", "card_record", "xp_needed", "plural"]
