"""What the Leader bot knows of the printed cards and the dice, public knowledge only: the game's own
tables (loaded once), the odds of each weapon's combat die, every `choose` op by its options' labels (a
prompt shows only the labels), and who counts for a `treated` filter as the rules read it."""
from __future__ import annotations

import functools

DIE_FACES = {"gray": ("blank", "blank", "blank", "1", "1", "script"),
             "yellow": ("blank", "1", "1", "2", "hatchet", "script"),
             "red": ("out_of_ammo", "1", "2", "2", "shotgun", "script")}
WEAPON_DIE = {"none": "gray", "knife": "yellow", "hatchet": "yellow", "pistol": "red", "shotgun": "red",
              "assault_rifle": "red"}
INSTANT = {"hatchet": "hatchet", "shotgun": "shotgun"}


@functools.lru_cache(maxsize=1)
def _content():
    from .rules import RULES
    return RULES.base_content()


def tables() -> dict:
    return _content().tables


def cards_in_play(table: str, options) -> dict:
    """A table's cards this playthrough uses (the core box's and the chosen modules'), as setup deals them."""
    from .rules.setup import in_play
    return in_play(_content(), tuple(options), table)


@functools.lru_cache(maxsize=None)
def die_odds(weapon: str, rerolls: int) -> tuple[float, float]:
    """(expected icons, chance of the weapon's own instant face) of a roll taken again while it deals nothing."""
    faces = DIE_FACES[WEAPON_DIE[weapon]]
    instant = INSTANT.get(weapon)
    hits = [int(f) if f.isdigit() else 0 for f in faces]
    nothing = sum(1 for f, h in zip(faces, hits) if not h and f != instant) / len(faces)
    icons, kill, carry = 0.0, 0.0, 1.0
    for _ in range(rerolls + 1):
        icons += carry * sum(hits) / len(faces)
        kill += carry * (faces.count(instant) / len(faces) if instant else 0.0)
        carry *= nothing
    return icons, kill


@functools.lru_cache(maxsize=1)
def labels_to_choose() -> dict:
    """Every `choose` op in the cards, by its options' labels (a prompt shows only the labels)."""
    from ...core.effects import walk_ops
    found: dict = {}
    for table in tables().values():
        for row in table.values():
            for field in getattr(row, "__dataclass_fields__", {}):
                value = getattr(row, field, None)
                for ops in _op_lists(value):
                    for op, _depth in walk_ops(ops):
                        if op.op_name == "choose":
                            found.setdefault(tuple(o.label for o in op.options), op)
    return found


def _op_lists(value):
    if isinstance(value, tuple) and value and hasattr(value[0], "op_name"):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            for field in getattr(item, "__dataclass_fields__", {}):
                yield from _op_lists(getattr(item, field, None))


def treated(person: dict, treated_kind: str) -> bool:
    """Whether a Character counts for a `treated` filter (as the rules read it)."""
    if not treated_kind:
        return True
    held = person["treatments"]
    if treated_kind.startswith("no_"):
        kind = treated_kind[len("no_"):]
        if kind == "treatment":
            return "meds" not in held and "herbal-meds" not in held
        return kind.replace("_", "-") not in held
    return treated_kind.replace("_", "-") in held
