"""This War of Mine's card art, drawn from code: every card face (``card_face``), each deck's back
(``card_back``), the face-down Shelter cards (``shelter_card``) and the Characters' portraits
(``portrait``). Each returns an SRCALPHA surface of exactly the size asked, cached by its arguments and
shared between callers: ``.copy()`` one before drawing on it.

The modules, one family each: ``common`` (palette, text fitting, frame, plates, tags, goods rows),
``cards`` (what each deck shows: name, tags, goods, paragraphs by level), ``faces`` (the layout: the
words get their room, the picture gives way), ``pictures`` (which picture a card gets), ``brush`` (a
painter's brush for pictures that are not square), ``scenes`` (the Locations' streets), ``rooms`` (the
rooms of Exploration, the Residents, a Visitor at the door, a Night Raid), ``figures`` (people and a dog
in those), ``moods`` (the Events', Chapters' and Fate cards' skies), ``objects`` (the Fittings),
``stills`` (still lifes for Narrative Actions and Objectives), ``people`` (the Characters' looks and
portraits), ``miniatures`` (their standees), ``pictograms`` (the goods), ``symbols`` (dice faces, States,
card stats, markers), ``backs`` (deck backs, Shelter cards) and ``shelter`` (the Shelter cards' rooms).
pieces.py, beside this package, draws the small pieces from the same families."""
from __future__ import annotations

import functools

import pygame

from ....ui import art
from . import backs, faces, people

TABLES = ("characters", "fittings", "locations", "events", "chapters", "objectives", "narrative_actions",
          "night_raids", "fate", "visitors", "residents", "exploration", "findings", "colors")

# The content a face was asked with, by id(), so the cache can key on (table, id, size) and the
# record itself (frozen dataclasses are hashable: a changed card is a new key).
_CONTENTS: dict[int, object] = {}


def _size(size) -> tuple[int, int]:
    w, h = (int(v) for v in size)
    return max(1, w), max(1, h)


def card_face(content, table: str, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of card ``card_id`` of ``table`` (one of TABLES) at ``size``: the deck's frame, the name,
    the painted picture (a mod's PNG from ``content.art`` in its place when there is one) and the
    card's words fitted to their boxes. Cached by (table, record, size, picture); the surface is shared:
    ``.copy()`` it before drawing on it."""
    record = content.tables[table][card_id]
    _CONTENTS[id(content)] = content
    picture_path = str((getattr(content, "art", None) or {}).get(card_id, ""))
    return _card_face(id(content), str(table), record, _size(size), picture_path)


@functools.lru_cache(maxsize=1024)
def _card_face(content_key: int, table: str, record, size: tuple[int, int], picture_path: str) -> pygame.Surface:
    content = _CONTENTS[content_key]
    return art.finish(faces.draw_face(content, table, record, size, _mod_picture(picture_path)))


@functools.lru_cache(maxsize=64)
def _mod_picture(path: str) -> pygame.Surface | None:
    """A modder's PNG (content.art), loaded once; None when there is none or it cannot be read."""
    if not path:
        return None
    try:
        return pygame.image.load(path)
    except (pygame.error, OSError, FileNotFoundError):
        return None


def card_back(table: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a deck (each its tint, emblem and name). Cached; shared: ``.copy()`` before drawing on it."""
    return _card_back(str(table), _size(size))


@functools.lru_cache(maxsize=256)
def _card_back(table: str, size: tuple[int, int]) -> pygame.Surface:
    return art.finish(backs.draw_back(table, size))


def shelter_card(kind: str, remnants: bool, size: tuple[int, int]) -> pygame.Surface:
    """A face-down Shelter card as the board shows it: its kind ("furniture", "heap", "rubble", "bars",
    "closed_door") painted, or its remnants side. Cached; shared: ``.copy()`` before drawing on it."""
    return _shelter_card(str(kind), bool(remnants), _size(size))


@functools.lru_cache(maxsize=256)
def _shelter_card(kind: str, remnants: bool, size: tuple[int, int]) -> pygame.Surface:
    return art.finish(backs.draw_shelter(kind, remnants, size))


def portrait(character_id: str, size: int) -> pygame.Surface:
    """A Character's face, square: the same person as on their card and standee. Cached; shared:
    ``.copy()`` before drawing on it."""
    return _portrait(str(character_id), max(1, int(size)))


@functools.lru_cache(maxsize=256)
def _portrait(character_id: str, size: int) -> pygame.Surface:
    return art.finish(people.portrait_surface(character_id, size))


__all__ = ["TABLES", "card_face", "card_back", "shelter_card", "portrait"]
