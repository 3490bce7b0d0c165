"""The tooltips' common words: the content record of an id (the game's own content loaded once when none
is given), plurals, goods' names, weights and values, a goods list, "the" before a name, and a number
read from an element id's part."""
from __future__ import annotations

import functools
from typing import Any

from ....core.words import the  # noqa: F401  (a name after "at" or "in", for the tooltips)

RESOURCES = ("water", "wood", "components")


@functools.lru_cache(maxsize=1)
def _own_content() -> Any:
    from ..rules import RULES
    return RULES.base_content()


def content_tables(content: Any) -> dict:
    content = content if content is not None else _own_content()
    return getattr(content, "tables", None) or {}


def record(content: Any, table: str, card_id: Any) -> Any:
    """The content record of an id (None when unknown)."""
    return (content_tables(content).get(table) or {}).get(str(card_id)) if card_id is not None else None


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def goods_name(content: Any, item: str) -> str:
    found = record(content, "tokens", item) or record(content, "resources", item)
    return found.name if found is not None else str(item).replace("-", " ").title()


def goods_weight(content: Any, item: str) -> int:
    token = record(content, "tokens", item)
    return 1 if token is None else int(token.weight)


def goods_value(content: Any, item: str) -> int:
    token = record(content, "tokens", item)
    return 0 if token is None else int(token.value)


def goods_list(content: Any, basket: dict) -> str:
    parts = [f"{n} {goods_name(content, item)}" for item, n in sorted((basket or {}).items()) if n]
    return ", ".join(parts) if parts else "nothing"




def as_index(text: str) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        return -1
