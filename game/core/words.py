"""Small English helpers every game's texts share: counts with the right plural, "a" or "an", lists.

Pure Python, no game knowledge beyond a few irregular nouns board games use:

    count(1, "die") == "1 die"          count(2, "die") == "2 dice"
    count(3, "buggy") == "3 buggies"    count(0, "wound") == "0 wounds"
    plural("die") == "dice"             plural("die", 1) == "die"
    a("Ammo") == "an Ammo"              a("Med") == "a Med"        a("unrevealed wound") == "an unrevealed wound"
    join(["Ana", "Bo", "Cy"]) == "Ana, Bo and Cy"      join([], "nobody") == "nobody"

Resource names that are mass nouns (Food, Ammo, Fuel, Gas, ...) stay as they are:
pass them as uninflected=True, or just write f"{n} {name}".
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

# nouns whose plural is not the word plus "s"/"es"
IRREGULAR = {
    "die": "dice", "person": "people", "man": "men", "woman": "women", "child": "children",
    "knife": "knives", "life": "lives", "wolf": "wolves", "foot": "feet", "tooth": "teeth",
    "mouse": "mice", "is": "are", "was": "were", "has": "have", "goes": "go",
}

# words that start with a vowel letter but a consonant sound ("a unit"), and the reverse ("an hour")
_CONSONANT_SOUND = ("one", "once", "uni", "use", "usu", "uti", "ute", "eu", "ewe", "ubi", "uro", "ura", "ure")
_VOWEL_SOUND = ("hour", "honest", "honor", "honour", "heir")


# the rules word their prompts and log on every answer, from a few hundred distinct nouns:
# each form is worked out once
@lru_cache(maxsize=4096)
def plural(word: str, n: int = 2) -> str:
    """The form of `word` (a singular noun, or the last word of a phrase) for a count of n."""
    if n == 1 or not word:
        return word
    head, space, last = word.rpartition(" ")
    lower = last.lower()
    if lower in IRREGULAR:
        out = IRREGULAR[lower]
        out = out[0].upper() + out[1:] if last[0].isupper() else out
    elif lower.endswith("y") and len(lower) > 1 and lower[-2] not in "aeiou":
        out = last[:-1] + "ies"
    elif lower.endswith(("s", "x", "z", "ch", "sh")):
        out = last + "es"
    else:
        out = last + "s"
    return head + space + out


@lru_cache(maxsize=4096)
def count(n: int, word: str, many: str | None = None, uninflected: bool = False) -> str:
    """"1 die", "2 dice": the number and the noun in the right form (`many` overrides the plural)."""
    if n == 1 or uninflected:
        return f"{n} {word}"
    return f"{n} {many if many is not None else plural(word, n)}"


@lru_cache(maxsize=4096)
def article(word: str) -> str:
    """"a" or "an" for the word that follows, by its sound as far as its spelling tells."""
    lower = word.lstrip("\"'“(").lower()
    if not lower:
        return "a"
    if lower.startswith(_VOWEL_SOUND):
        return "an"
    if lower.startswith(_CONSONANT_SOUND):
        return "a"
    if lower[0].isdigit():
        # "an 8", "an 11", "an 18"; "a 1", "a 5"
        return "an" if lower.startswith(("8", "11", "18")) and not lower.startswith(("110", "111", "112")) else "a"
    return "an" if lower[0] in "aeiou" else "a"


@lru_cache(maxsize=4096)
def a(word: str) -> str:
    """The word with its indefinite article: a("Ammo") == "an Ammo", a("Food") == "a Food"."""
    return f"{article(word)} {word}"


def the(name: str) -> str:
    """A proper name with "the" unless it carries its own article (then in the middle of a sentence, "a" or
    "an" small): the("Kiosk at the Tram Stop") == "the Kiosk at the Tram Stop", the("The Quiet House") ==
    "The Quiet House", the("A Sack of Flour") == "a Sack of Flour"."""
    head, _, rest = name.partition(" ")
    if head.lower() in ("a", "an") and rest:
        return f"{head.lower()} {rest}"
    return name if head.lower() == "the" and rest else f"the {name}"


def first_up(words: str) -> str:
    """The first letter a capital, the rest as written (unlike str.capitalize): "a Sack" -> "A Sack"."""
    return words[:1].upper() + words[1:]


def join(items: Iterable[str], empty: str = "", conjunction: str = "and") -> str:
    """"A", "A and B", "A, B and C"; `empty` when there is nothing to list."""
    items = items if isinstance(items, list) else list(items)
    if not items:
        return empty
    if len(items) == 1:
        return str(items[0])
    return f"{', '.join(map(str, items[:-1]))} {conjunction} {items[-1]}"
