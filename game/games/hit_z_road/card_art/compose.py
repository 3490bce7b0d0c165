"""Which drawn elements (the elements/ package) a card's picture is composed of.

A card names them in its optional ``art`` field (``art = ["church", "cactus"]``, the first is
the main subject). A card without one (a mod's) gets elements picked from keywords in its
name (``KEYWORDS``: "Old Church" -> church), and a name with no keyword falls back to the
landmark its id hashes to (landmarks.landmark_for), as every card did before.

``card_fields`` / ``epilogue_fields`` resolve a card's elements once (``resolve_art``) and the
faces hand them to the scene, whose cache key includes them.
"""
from __future__ import annotations

import re
from typing import Any

from ..effects import ART_ELEMENTS

KNOWN = frozenset(ART_ELEMENTS)
MAX_ELEMENTS = 3

# A word in a card's name -> the elements it calls up (first = main subject). Words are
# matched whole and lowercased, with a trailing "s" dropped ("Churches" -> no, "Tanks" -> tank).
KEYWORDS: dict[str, tuple[str, ...]] = {
    "church": ("church",), "chapel": ("church",), "bell": ("church",), "steeple": ("church",),
    "diner": ("diner",), "cafe": ("diner",), "café": ("diner",), "restaurant": ("diner",),
    "gas": ("gas_station",), "station": ("gas_station",), "fuel": ("fuel_tanks",), "tank": ("fuel_tanks",),
    "pump": ("gas_pump",), "bus": ("school_bus",), "school": ("school_bus",),
    "farm": ("barn", "fence"), "barn": ("barn",), "ranch": ("barn", "fence"), "fence": ("fence",),
    "silo": ("grain_elevator",), "grain": ("grain_elevator",), "elevator": ("grain_elevator",),
    "cave": ("cave",), "cavern": ("cave",), "mine": ("mine_headframe",), "mining": ("mine_headframe",),
    "drive-in": ("drive_in", "night"), "movie": ("drive_in",), "cinema": ("drive_in",),
    "pharmacy": ("pharmacy",), "drugstore": ("pharmacy",), "clinic": ("pharmacy",), "hospital": ("pharmacy",),
    "teepee": ("teepee",), "tipi": ("teepee",), "wigwam": ("teepee",),
    "trading": ("trading_post",), "store": ("trading_post",), "shop": ("pawn_shop",), "pawn": ("pawn_shop",),
    "truck": ("big_rig",), "rig": ("big_rig",), "trucker": ("big_rig",),
    "fair": ("ferris_wheel",), "carnival": ("ferris_wheel",), "midway": ("ferris_wheel",),
    "police": ("roadblock",), "roadblock": ("roadblock",), "sheriff": ("patrol_car",), "patrol": ("patrol_car",),
    "oil": ("oil_derrick",), "derrick": ("oil_derrick",), "refinery": ("fuel_tanks",),
    "whale": ("whale",), "pond": ("oasis",), "lake": ("oasis",), "oasis": ("oasis",), "spring": ("oasis",),
    "cattle": ("cattle", "fence"), "cow": ("cattle", "fence"), "stockyard": ("cattle", "fence"),
    "stampede": ("cattle", "dust"), "steak": ("steak_sign",), "bbq": ("steak_sign",),
    "tornado": ("tornado", "storm"), "twister": ("tornado", "storm"), "storm": ("storm",),
    "thunder": ("storm",), "lightning": ("storm",), "rain": ("storm",),
    "radio": ("radio_tower",), "tower": ("radio_tower",), "antenna": ("radio_tower",),
    "motel": ("neon_motel",), "hotel": ("neon_motel",), "inn": ("neon_motel",), "neon": ("neon_motel", "night"),
    "dust": ("dust",), "sand": ("dust",), "trailer": ("trailer",), "camper": ("trailer",),
    "snake": ("snake",), "rattlesnake": ("snake",), "army": ("fuel_tanks",), "depot": ("fuel_tanks",),
    "garage": ("garage",), "workshop": ("garage",), "welder": ("garage",), "mechanic": ("garage",),
    "adobe": ("adobe",), "pueblo": ("adobe",), "mission": ("adobe",), "plaza": ("adobe",),
    "lab": ("lab_dome",), "laboratory": ("lab_dome",), "research": ("lab_dome",),
    "checkpoint": ("checkpoint",), "border": ("checkpoint",), "gate": ("checkpoint",),
    "overpass": ("bridge",), "bridge": ("truss_bridge",), "arch": ("gateway_arch",),
    "saloon": ("saloon",), "bar": ("saloon",), "tavern": ("saloon",), "ghost": ("saloon",),
    "petrified": ("stumps",), "stone": ("stumps",), "forest": ("stumps",),
    "overlook": ("overlook",), "viewpoint": ("overlook",), "vista": ("overlook",),
    "tent": ("revival_tent",), "revival": ("revival_tent",), "circus": ("revival_tent",),
    "flood": ("flood",), "river": ("flood",), "wash": ("flood",),
    "train": ("freight_train",), "railroad": ("freight_train",), "freight": ("freight_train",),
    "rail": ("rail_yard",), "yard": ("rail_yard",),
    "crater": ("crater",), "meteor": ("crater",), "corner": ("street_sign",), "street": ("street_sign",),
    "fire": ("fire",), "wildfire": ("fire",), "burning": ("fire",), "canyon": ("canyon",), "gorge": ("canyon",),
    "heat": ("heat",), "heatwave": ("heat",), "sun": ("heat",), "desert": ("cactus", "heat"),
    "volcano": ("volcano",), "lava": ("volcano",), "bottle": ("bottle_tree",),
    "pileup": ("car_pileup",), "crash": ("car_pileup",), "wreck": ("wrecked_car",), "gridlock": ("car_pileup",),
    "traffic": ("car_pileup",), "mountain": ("mountains",), "pass": ("mountains",), "peak": ("mountains",),
    "helicopter": ("helicopter",), "evac": ("helicopter",), "chopper": ("helicopter",),
    "suburb": ("houses",), "suburban": ("houses",), "house": ("houses",), "town": ("houses",),
    "parade": ("parade_float",), "float": ("parade_float",), "observatory": ("observatory",),
    "telescope": ("observatory",), "studio": ("film_studio",), "film": ("film_studio",),
    "star": ("star_sidewalk",), "letters": ("hillside_letters",), "sign": ("road_sign",),
    "mansion": ("mansion",), "villa": ("mansion",), "party": ("mansion", "night"),
    "interchange": ("interchange",), "freeway": ("interchange",), "highway": ("interchange",),
    "concrete": ("concrete_channel",), "pier": ("pier",), "beach": ("pier",), "ocean": ("pier",),
    "coast": ("pier",), "sea": ("pier",), "prison": ("prison",), "jail": ("prison",),
    "mural": ("mural",), "alley": ("mural", "city_skyline"), "capitol": ("capitol",),
    "courthouse": ("capitol",), "city": ("city_skyline",), "mile": ("road_sign",),
    "night": ("night",), "midnight": ("night",), "moon": ("night",), "moonlight": ("night",),
    "billboard": ("billboard",), "water": ("water_tower",), "mesa": ("mesa",), "butte": ("mesa",),
    "cactus": ("cactus",), "palm": ("palm_trees",), "windmill": ("windmill",), "car": ("wrecked_car",),
}

_WORD = re.compile(r"[a-zé]+(?:-[a-z]+)?")


def _dedupe(names) -> tuple[str, ...]:
    seen: list[str] = []
    for name in names:
        if name in KNOWN and name not in seen:
            seen.append(name)
    return tuple(seen[:MAX_ELEMENTS])


def keyword_elements(name: str) -> tuple[str, ...]:
    """The elements the words of a card name call up, in the order the words come."""
    found: list[str] = []
    for word in _WORD.findall(str(name).lower()):
        hits = KEYWORDS.get(word)
        if hits is None and "-" in word:
            hits = tuple(e for part in word.split("-") for e in KEYWORDS.get(part, ()))
        if hits is None and word.endswith("s"):
            hits = KEYWORDS.get(word[:-1])
        found.extend(hits or ())
    return _dedupe(found)


def resolve_art(art: Any, name: str) -> tuple[str, ...]:
    """A card's elements: its ``art`` list (names the drawer knows; the content check reports
    the others), else the keywords of its name, else () for the id-hash landmark."""
    if isinstance(art, (list, tuple)):
        named = _dedupe(item for item in art if isinstance(item, str))
        if named:
            return named
    return keyword_elements(name)


__all__ = ["KEYWORDS", "KNOWN", "keyword_elements", "resolve_art"]
