"""What each deck's card shows, read from its record (game/games/this_war_of_mine/effects.py): the name,
the tags across the picture's foot (numbers with their icon, keywords), the goods in the picture's
corner, and the paragraphs of words, each with a level: 0 the rules every face keeps, 1 and 2 the
story and the rest, which a face shows when it has the room."""
from __future__ import annotations

import re
from typing import Any, Callable, NamedTuple

from .common import BORDER, CIRCLE_RGB, TW, Para, darken

STORY = (88, 80, 72)
RULES = TW["ink"]
KICKER = (124, 56, 34)
CHOICE = (44, 52, 62)


class Parts(NamedTuple):
    name: str
    tags: tuple = ()                    # (stat_icon kind or "", words, fill)
    paras: tuple = ()                   # (level, Para)
    goods: tuple = ()                   # Goods-like (item, amount) in the picture's corner
    goods_label: str = ""
    edge: Any = None                    # the frame's colour, when not the deck's
    band: tuple = ()                    # (die, title, words): a band across the foot (the Fate card's §)


class Item(NamedTuple):
    item: str
    amount: int = 1


def split_story(text: str) -> tuple[str, str]:
    """(story, rules): a text's opening sentences of scene-setting and the rest, from the first sentence
    that speaks of the game (a number, a game word, a word in capitals). No rule at all: all story."""
    sentences = re.split(r"(?<=[.!?])\s+", (text or "").strip())
    for k, sentence in enumerate(sentences):
        if _is_rule(sentence):
            return " ".join(sentences[:k]), " ".join(sentences[k:])
    return " ".join(sentences), ""


_GAME_WORDS = re.compile(r"\b(\d|Noise|Wound|Misery|Hunger|Fatigue|Illness|Storage|Character|Leader|Draw|Roll|"
                         r"Place|Discard|Findings|Exploration|Night Raid|Cold|Fate|Dawn|Dusk|Enem|Combat|Pay|"
                         r"Remove|Shuffle|Each|From now on|Until|Any Character|Scavenging|Hole|Board-Up|action|"
                         r"Improves|Repair|Objective|Resolve|Reveal|Chapter|SURVIVE|Play|Put|Look|Read|See|Trade|Gain|Lower|Raise)\w*|\b[A-Z]{3,}\b")


def _is_rule(sentence: str) -> bool:
    return bool(_GAME_WORDS.search(sentence))


def rules(text: str, level_story: int = 1) -> tuple:
    story, rule = split_story(text)
    out = []
    if story:
        out.append((level_story, Para(story, STORY, italic=True)))
    if rule:
        out.append((0, Para(rule, RULES)))
    return tuple(out)


def choices(labels, level: int = 0) -> tuple:
    return tuple((level, Para("• " + label, CHOICE, gap=0.2)) for label in labels)


def kicker(words: str, level: int = 0) -> tuple:
    return ((level, Para(words.upper(), KICKER, gap=0.2)),) if words else ()


def parts(content, table: str, record) -> Parts:
    return PARTS.get(table, _generic)(content, record)


def _generic(content, r) -> Parts:
    return Parts(getattr(r, "name", "") or r.id.replace("-", " ").title(), paras=rules(getattr(r, "text", "")))


def _character(content, r) -> Parts:
    skill = r.skill
    paras = kicker(skill.name if skill else "") + ((0, Para(skill.text, RULES)),) if skill else ()
    spirit = tuple((1, Para(f"{mark} {text}", STORY, gap=0.4)) for mark, text in (("A:", r.spirit_a_text),
                                                                                   ("B:", r.spirit_b_text)) if text)
    paras += kicker("Spirit", 1) + spirit + ((2, Para(r.bio, STORY, italic=True, gap=0.5)),)
    return Parts(r.name, tags=(("prowess", f"{r.prowess}", (150, 60, 44)), ("empathy", f"{r.empathy}", (72, 98, 124)),
                               ("inventory", f"{r.inventory}", (118, 100, 66))),
                 paras=paras, edge=BORDER.get(r.border, BORDER["black"]))


def _fitting(content, r) -> Parts:
    tags = tuple(("", a.name, (190, 176, 140)) for a in r.actions)
    if r.improves:
        improved = content.tables["fittings"].get(r.improves)
        tags = (("", "Improves " + (improved.name if improved else r.improves), (160, 160, 150)),) + tags
    if r.cold_shield:
        tags = (("cold", f"-{r.cold_shield}", TW["cold"]),) + tags
    return Parts(r.name, tags=tags, paras=rules(r.text), goods=tuple(r.cost), goods_label="Build")


PROPERTY_WORDS = {"open_space": "Open space", "dark": "Dark", "ruined": "Ruined", "inhabited": "Inhabited",
                  "military": "Military", "shop": "Shop"}
PROPERTY_FILLS = {"dark": (58, 58, 68), "military": (96, 100, 70), "inhabited": (160, 128, 84),
                  "ruined": (130, 120, 110), "shop": (170, 150, 110), "open_space": (150, 160, 166)}


def _location(content, r) -> Parts:
    tags = tuple(("", PROPERTY_WORDS.get(p, p), PROPERTY_FILLS.get(p, (150, 146, 136))) for p in r.properties)
    size = str(getattr(r, "size", "") or "")
    paras = kicker("Special rule") + ((0, Para(r.special_rule, RULES)),) if r.special_rule else ()
    paras += ((1, Para(r.text, STORY, italic=True, gap=0.5)),)
    if size:
        paras += ((2, Para(f"A {size} Location.", STORY, gap=0.5)),)
    return Parts(r.name, tags=tags, paras=paras, goods=tuple(Item(i) for i in r.special_findings),
                 goods_label="Special")


def _event(content, r) -> Parts:
    tags = (("cold", f"{r.cold}", TW["cold"]),) if r.cold else ()
    kind = {"ending": "Ending", "ceasefire": "Ceasefire"}.get(r.kind, "")
    if kind:
        tags += (("", kind, TW["candle"]),)
    if not r.remove:
        tags += (("", "Stays", (150, 146, 136)),)
    return Parts(r.name, tags=tags, paras=rules(r.text))


def _chapter(content, r) -> Parts:
    numeral = {1: "I", 2: "II", 3: "III"}.get(r.number, str(r.number))
    name = r.name.split(":", 1)[-1].strip() if ":" in r.name else r.name
    return Parts(name, tags=(("chapter", f"Chapter {numeral}", TW["candle"]),), paras=rules(r.text))


def _objective(content, r) -> Parts:
    tags = (("track", f"{r.counter}", TW["candle"]),) if r.counter else ()
    if r.final:
        tags += (("", "Final", (150, 40, 32)),)
    paras = rules(r.text)
    if r.reward_name:
        paras += ((0, Para(f"Reward: {r.reward_name}", (66, 90, 56), gap=0.4)),)
    if r.penalty_name:
        paras += ((0, Para(f"Penalty: {r.penalty_name}", (130, 40, 32), gap=0.2)),)
    return Parts(r.name, tags=tags, paras=paras, goods=tuple(Item(t.item) for t in r.takes),
                 goods_label="Takes")


TIMINGS = {"combat": "Combat", "night_raid": "Night Raid", "combat_or_night_raid": "Combat or Raid",
           "scavenging": "Scavenging", "choose_findings": "Findings", "day": "Day", "dawn": "Dawn", "any": "Any time"}


def _narrative(content, r) -> Parts:
    return Parts(r.name, tags=(("", TIMINGS.get(r.timing, r.timing), (184, 160, 176)),), paras=rules(r.text),
                 goods=tuple(r.needs), goods_label="Needs")


def _night_raid(content, r) -> Parts:
    tags = ()
    if r.damage:
        tags += (("damage", f"{r.damage}", (150, 110, 70)),)
    if r.wounds:
        tags += (("wounds", f"{r.wounds}", TW["danger"]),)
    if r.crime_wave:
        tags += (("", "Crime Wave", (60, 60, 64)),)
    order = {"most_valuable": "Takes the most valuable first.", "green": "Takes green goods first.",
             "red": "Takes red goods first.", "yellow": "Takes yellow goods first.",
             "gray": "Takes gray goods first."}.get(r.order, "")
    paras = rules(r.text, 1) + (((0, Para(order, RULES, gap=0.3)),) if order else ())
    return Parts(r.name, tags=tags, paras=paras)


def _fate(content, r) -> Parts:
    number = r.id.rsplit("-", 1)[-1]
    tags = (("cold", f"{r.cold_at}+", TW["cold"]), ("spirit", r.spirit.upper(), (140, 120, 150)))
    band = (r.combat.die, r.combat.name, r.combat.text) if r.combat else ()
    return Parts(f"Fate {number}", tags=tags, paras=((0, Para(r.text, RULES)),), band=band)


def _visitor(content, r) -> Parts:
    tags = (("", "Arrival", TW["candle"]),) if r.arrival else ()
    return Parts(r.name, tags=tags, paras=rules(r.text) + choices(o.label for o in r.options))


def _residents(content, r) -> Parts:
    tags = (("enemies", f"{r.enemies}", TW["danger"]),) if r.enemies else ()
    if r.enemy_bands and not r.enemies:
        tags = (("enemies", "?", TW["danger"]),)
    tags += ({"combat": (("", "Combat", (150, 60, 44)),), "slot": (("", "Stays", (150, 146, 136)),)}
             .get(r.kind, ()))
    if r.crime_wave:
        tags += (("", "Crime Wave", (60, 60, 64)),)
    return Parts(r.name, tags=tags, paras=rules(r.text) + choices(o.label for o in r.options))


def _exploration(content, r) -> Parts:
    kind = {"map": "Map", "hiding_place": "Hiding place", "reality_impact": "Reality", "event": "Event"}.get(r.kind)
    tags = ((("", kind, (150, 160, 170)),) if kind else ()) + ((("", "Private", (176, 150, 112)),) if r.private else ())
    labels = [o.label for o in r.options] + (["Or end exploration."] if r.or_end else [])
    return Parts(r.name, tags=tags, paras=rules(r.text) + choices(labels))


def _findings(content, r) -> Parts:
    return Parts("Findings " + r.id.rsplit("-", 1)[-1].lstrip("0"))


def _color(content, r) -> Parts:
    return Parts(r.name, edge=darken(CIRCLE_RGB.get(r.id, (120, 120, 120)), 0.4))


PARTS: dict[str, Callable] = {
    "characters": _character, "fittings": _fitting, "locations": _location, "events": _event, "chapters": _chapter,
    "objectives": _objective, "narrative_actions": _narrative, "night_raids": _night_raid, "fate": _fate,
    "visitors": _visitor, "residents": _residents, "exploration": _exploration, "findings": _findings,
    "colors": _color,
}

__all__ = ["Parts", "Item", "parts", "split_story", "PARTS", "TIMINGS", "PROPERTY_WORDS"]
