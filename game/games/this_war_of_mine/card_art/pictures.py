"""Which picture a card gets, by its deck: a portrait for a Character, a street for a Location, a room for
an Exploration card, the people met for Residents, a figure at the door for a Visitor, the dark shelter
for a Night Raid, the sky's mood for an Event or Chapter, the window at night's end for Fate, the thing
built for a Fitting, a Market stall with what it sells for a Ware, a still life (or a room, a street, a mood) for a Narrative Action or an Objective.
Each painted at the size asked, supersampled, and vignetted."""
from __future__ import annotations

import pygame

from ....ui import art
from . import moods, objects, people, rooms, scenes, stills
from .common import paint


def picture(content, table: str, record, size: tuple[int, int], seed: int) -> pygame.Surface:
    if table == "characters":
        return portrait_box(record.id, size)
    name = getattr(record, "name", "") or record.id
    surf = paint(size, _painter(table, record, name, size, seed, content))
    art.vignette(surf, 110)
    return surf


def _painter(table: str, record, name: str, size, seed: int, content=None):
    if table == "locations":
        return scenes.paint_location(size, name, record.id, seed)
    if table == "exploration":
        return rooms.paint_room(size, name, seed, night=record.kind == "reality_impact")
    if table == "residents":
        return rooms.paint_people(size, name, seed)
    if table == "visitors":
        return rooms.paint_visitor(size, name, seed)
    if table == "night_raids":
        return rooms.paint_raid(size, name, seed)
    if table == "fittings":
        return objects.paint_fitting(size, name, seed)
    if table == "wares":
        from .pictograms import sort_of
        tokens = (getattr(content, "tables", {}) or {}).get("tokens") or {}
        items = [(g.item, sort_of(tokens.get(g.item))) for g in record.goods]
        return objects.paint_stall(size, items, seed)
    if table == "fate":
        digits = "".join(ch for ch in record.id if ch.isdigit())
        return moods.paint_fate(size, int(digits or 0), seed)
    if table in ("events", "chapters"):
        mood = None
        if table == "chapters":
            mood = {1: "siege", 2: "frost", 3: "dawn"}.get(getattr(record, "number", 0), "siege")
        return moods.paint_mood(size, name, seed, mood)
    kind, what = stills.subject_for(name, record.id)
    if kind == "room":
        return rooms.paint_room(size, what, seed)
    if kind == "street":
        return scenes.paint_location(size, what, record.id, seed)
    if kind == "mood":
        return moods.paint_mood(size, name, seed, what)
    if kind == "people":
        return rooms.paint_people(size, what, seed)
    return stills.paint_still(size, what, seed)


def portrait_box(character_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The character's portrait cut to a box (the face kept in view)."""
    w, h = size
    side = max(w, h)
    square = people.portrait_surface(character_id, side)
    box = art.new_surface(size)
    box.blit(square, ((w - side) // 2, max(h - side, min(0, round(h * 0.5 - side * 0.44)))))
    return box


__all__ = ["picture", "portrait_box"]
