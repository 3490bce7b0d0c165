"""Hit Z Road card faces and backs, drawn from card data (docs/modding.md (Hit Z Road reference)).

A face follows the physical card anatomy: resources top-left, points in a
blue star top-right, the zombie count in a hand badge bottom-right (red with
skulls for a horde), the poker symbol bottom-left, level diamonds between
them, the name on a ribbon and the card text in a box above the bottom strip.

Behind it is a roadside scene made of the drawn elements the card's ``art`` names
(or its name's keywords, compose.py), laid out from a hash of the card id, so a
card always looks the same on every machine and every run.  All results
are cached by the card's id, the fields that are drawn, and the size; the
cached surfaces are shared and must not be drawn on.

The package, one concern a module: ``fields`` (what a face is drawn from), ``faces``
(composing a face), ``badges`` (its corner badges), ``scene`` (the roadside illustration),
``landmarks`` (the scene's landmarks), ``epilogue`` (the epilogue face) and ``memo`` (the
caches). The public API is here: ``card_face``, ``card_face_job``, ``card_back``,
``epilogue_face``, ``landmark_for`` and ``LANDMARK_NAMES``, ``LEVEL_ACCENTS``.
"""
from __future__ import annotations

from typing import Iterator, Mapping, Sequence

import pygame

from ....ui import art
from .epilogue import _epilogue_face
from .faces import _override_face, _procedural_face
from .fields import (LEVEL_ACCENTS, RESOURCES, ROMAN, CardFields, EpilogueFields, _int, _size, card_fields,
                     epilogue_fields)
from .landmarks import LANDMARK_NAMES, landmark_for
from .scene import _scene, _scene_stages


def card_face(card: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> pygame.Surface:
    """The face of an adventure card.

    ``override`` is a modder's picture (art/hit_z_road/<id>.png): it is scaled
    to fill the card frame, and the rules-relevant corner badges (resources,
    points, zombies, poker symbol) are still drawn over it so the numbers the
    game uses are always the ones shown.
    """
    fields = card_fields(card)
    size = _size(size)
    if override is not None:
        return _override_face(fields, size, override)
    return _procedural_face(fields, size)


def card_face_job(card: Mapping, size: Sequence[int], override: pygame.Surface | None = None) -> Iterator[None]:
    """card_face's work in stages of a few milliseconds (a whole face takes 5-20 ms), so a
    board can draw faces ahead of time within a frame budget: iterate it, stopping between
    stages as you like; once it is exhausted card_face(card, size, override) returns at once."""
    fields = card_fields(card)
    size = _size(size)
    if override is not None:
        yield
        _override_face(fields, size, override)
        return
    if _procedural_face.get(fields, size) is not None:
        return
    key = (fields.id, fields.level, fields.zombies, fields.horde, size, fields.art)
    if _scene.get(*key) is None:
        scene = yield from _scene_stages(*key)
        _scene.put(key, scene)
        yield
    _procedural_face(fields, size)


def card_back(level: int, size: Sequence[int]) -> pygame.Surface:
    """The back of the level 1, 2 or 3 adventure deck."""
    level = _int(level, 1, 3, 1)
    return art.card_back("Hit Z Road", f"Level {ROMAN[level]}", _size(size), LEVEL_ACCENTS[level])


def epilogue_face(card: Mapping, size: Sequence[int]) -> pygame.Surface:
    """The face of an epilogue card (id, name, resource, points, text)."""
    return _epilogue_face(epilogue_fields(card), _size(size))


# _procedural_face and _scene are the face and scene caches (tests clear them)
__all__ = ["card_face", "card_face_job", "card_back", "epilogue_face", "landmark_for", "LANDMARK_NAMES",
           "LEVEL_ACCENTS", "RESOURCES", "CardFields", "EpilogueFields", "card_fields", "_procedural_face", "_scene"]
