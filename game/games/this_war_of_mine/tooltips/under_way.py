"""The tooltips of what is under way: a fight (each Enemy, this round's rolls), a Night Raid (its card, the
Guards' kept dice, the cut and what is left), a trade, the choice of Findings to carry, the script being
read, the last roll and the outcome."""
from __future__ import annotations

from typing import Any

from .shelter import character_name
from .words import as_index, goods_list, goods_name, goods_value, goods_weight, plural, record


ENEMY_STAGES = ("Healthy", "Wounded", "Severely wounded", "Dead")
WEAPON_NAMES = {"none": "unarmed", "knife": "a Knife", "hatchet": "a Hatchet", "pistol": "a Pistol",
                "shotgun": "a Shotgun", "assault_rifle": "an Assault Rifle"}


FACE_WORDS = {"blank": "a blank", "1": "1 icon", "2": "2 icons", "hatchet": "the Hatchet", "shotgun": "the Shotgun",
              "out_of_ammo": "Out of Ammo", "script": "§"}
DIE_NAMES = {"gray": "unarmed", "yellow": "melee", "red": "firearm", "black": "black"}


def face_words(face: Any) -> str:
    return FACE_WORDS.get(str(face), str(face))


def fight_rolls(view: dict, side: str, who: int) -> list[dict]:
    """This round's rolls of one combatant (side "c": a Character, "e": an Enemy), in the order made."""
    fight = (view.get("under_way") or {}).get("fight") or {}
    return [r for r in fight.get("rolls") or [] if r.get("side") == side and as_index(r.get("who")) == who]


def rolls_words(rolls: list[dict]) -> str:
    """"rolled 2 icons" / "rolled a blank and 1 icon" / "is yet to roll the melee die" ("" for no roll)."""
    done = [face_words(r["face"]) for r in rolls if r.get("face") is not None]
    waiting = [DIE_NAMES.get(r.get("die"), r.get("die")) for r in rolls if r.get("face") is None]
    words = f"rolled {' and '.join(done)}" if done else ""
    if waiting:
        words += (" and " if words else "") + f"is yet to roll the {' and the '.join(waiting)} die"
    return words


def enemy_tip(view: dict, k: int) -> str:
    fight = (view.get("under_way") or {}).get("fight") or {}
    enemies = fight.get("enemies") or []
    if not 0 <= k < len(enemies):
        return ""
    foe = enemies[k]
    hurt = int(foe.get("hurt", 0))
    stage = ENEMY_STAGES[3] if not foe.get("alive", True) else ENEMY_STAGES[min(2, hurt)]
    rolled = rolls_words(fight_rolls(view, "e", k))
    return (f"Enemy {k + 1}: Prowess {foe.get('prowess', 0)} (re-rolls while it deals nothing), "
            f"{WEAPON_NAMES.get(foe.get('weapon'), foe.get('weapon'))}. {stage}"
            + ("." if not foe.get("alive", True) else f": dies at its third Wound ({hurt} taken).")
            + (f" This round it {rolled}." if rolled else ""))


def fight_tip(view: dict, content: Any = None) -> str:
    fight = (view.get("under_way") or {}).get("fight")
    if not fight:
        return ""
    standing = sum(1 for foe in fight.get("enemies") or [] if foe.get("alive", True))
    who = ", ".join(character_name(view, i, content) for i in fight.get("fighters") or [])
    rolled = []
    for i in fight.get("fighters") or []:
        words = rolls_words(fight_rolls(view, "c", i))
        if words:
            rolled.append(f"{character_name(view, i, content)} {words}")
    for k in range(len(fight.get("enemies") or [])):
        words = rolls_words(fight_rolls(view, "e", k))
        if words:
            rolled.append(f"Enemy {k + 1} {words}")
    return (f"Combat: {plural(standing, 'Enemy', 'Enemies')} standing against {who or 'nobody'}. Each round "
            "every combatant rolls the die of their weapon; red dice are resolved first."
            + (f" This round: {'; '.join(rolled)}." if rolled else ""))


def raid_faces(view: dict) -> list[tuple[int, str]]:
    """(the Guard's Character index, the face kept) for each die the Guards kept, in the order rolled."""
    raid = (view.get("under_way") or {}).get("raid") or {}
    by = [as_index(i) for i in raid.get("rolled_by") or []]
    return [(by[k] if k < len(by) else -1, str(face)) for k, face in enumerate(raid.get("faces") or [])]


def raid_tip(view: dict, content: Any = None) -> str:
    raid = (view.get("under_way") or {}).get("raid")
    if not raid:
        return ""
    guards = ", ".join(character_name(view, i, content) for i in raid.get("guards") or []) or "nobody"
    card = record(content, "night_raids", raid.get("card"))
    head = (f"Night Raid: {card.name}. {card.text} Damage {card.damage}, Wounds {card.wounds}."
            if card else "Night Raid: the card is about to be drawn.")
    parts = [f"{head} Guards: {guards}. Their dice and the Board-Ups cut the Damage and Wounds."]
    kept = [f"{character_name(view, i, content) or 'a Guard'} {face_words(face)}" for i, face in raid_faces(view)]
    if kept:
        parts.append("Kept: " + ", ".join(kept) + ".")
    tally = raid_tally(view)
    if "cut" in tally:
        parts.append(f"Cut by {tally['cut']}.")
    if "damage_left" in tally:
        parts.append(f"Left: Damage {tally['damage_left']}, Wounds {tally['wounds_left']}.")
    return " ".join(parts)


def raid_tally(view: dict) -> dict[str, int]:
    """The raid's reduction ("cut") once the dice are in, and the Damage and Wounds left once it is split;
    only the keys the raid's part has reached (a value kept from the night's last card is not shown)."""
    raid = (view.get("under_way") or {}).get("raid") or {}
    part = raid.get("part")
    out = {}
    if part in ("split", "damage", "wounds") and raid.get("cut") is not None:
        out["cut"] = int(raid["cut"])
    if part in ("damage", "wounds"):
        out["damage_left"] = int(raid.get("damage_left") or 0)
        out["wounds_left"] = int(raid.get("wounds_left") or 0)
    return out


def trade_tip(view: dict, content: Any = None) -> str:
    trade = (view.get("under_way") or {}).get("trade")
    if not trade:
        return ""
    return (f"Trade: commission {trade.get('commission', 0)} ({trade.get('paid', 0)} paid). You want "
            f"{goods_list(content, trade.get('want'))} (worth {trade.get('want_value', 0)}) and offer "
            f"{goods_list(content, trade.get('give'))} (worth {trade.get('give_value', 0)}). A deal is struck when "
            "what you give is worth at least what you take; no change is given.")


def trade_item_tip(view: dict, side: str, item: str, content: Any = None) -> str:
    trade = (view.get("under_way") or {}).get("trade")
    if not trade:
        return ""
    words = {"pool": "on offer", "want": "wanted", "give": "offered", "mine": "yours"}.get(side)
    if words is None:
        return ""
    return f"{goods_name(content, item)} ({words}): value {goods_value(content, item)}."


def choosing_tip(view: dict, content: Any = None) -> str:
    choosing = (view.get("under_way") or {}).get("choosing")
    if not choosing:
        return ""
    return (f"Choose Findings: carrying weight {choosing.get('weight', 0)} of {choosing.get('inventory', 0)} "
            f"(the party's Inventory). Carried: {goods_list(content, choosing.get('carried'))}. Left: "
            f"{goods_list(content, choosing.get('left'))}; what is left behind is lost.")


def choosing_item_tip(view: dict, side: str, item: str, content: Any = None) -> str:
    choosing = (view.get("under_way") or {}).get("choosing")
    if not choosing or side not in ("left", "carried"):
        return ""
    n = int((choosing.get(side) or {}).get(item, 0))
    if not n:
        return ""
    where = "carried home" if side == "carried" else "still on the pile"
    return (f"{goods_name(content, item)}: {n} {where}; weight {goods_weight(content, item)} each, "
            f"value {goods_value(content, item)}.")


def script_tip(view: dict) -> str:
    script = (view.get("under_way") or {}).get("script")
    if not script:
        return ""
    title = f": {script['title']}" if script.get("title") else ""
    return f"Reading script {script.get('number')}{title}. The words are in the reader beside the board."


def roll_tip(view: dict) -> str:
    roll = view.get("last_roll") or {}
    if not roll:
        return ""
    face = roll.get("face", roll.get("result"))
    return f"The last roll: the {roll.get('die', '')} die showed {face}" + (f" ({roll['why']})." if roll.get("why") else ".")


def outcome_tip(view: dict) -> str:
    result = view.get("result") or {}
    if not result:
        return ""
    return str(result.get("summary", ""))
