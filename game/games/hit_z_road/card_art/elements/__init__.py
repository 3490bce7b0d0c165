"""The library of drawn elements a Hit Z Road card scene is composed from (see compose.py).

Every element is a silhouette drawn on the roadside scene (scene.py) in the landmarks' style:
"landmark units", a Pen whose unit is the element's height, x=0.5 on its centre line and y=1 on
the ground (landmarks._landmark_pen), dark against the sunset with a few lit accents (signs,
windows, neon). Each has a layer that says when the scene draws it:

- "sky":     over the sky, before the far hills (night, storm, tornado, heat, fire glow)
- "far":     on the horizon, before the ground (canyon, volcano, crater, mountains, letters)
- "near":    beside (or across) the road, after the telephone poles: the usual main subject
- "overlay": over the finished picture, before the vignette (dust, flood water)

The twelve older landmarks (landmarks.py) are elements too. ``ELEMENTS`` maps every name to
(drawer, layer); the names are the ones a card's ``art`` field may use (effects.ART_ELEMENTS).

The package, one family a module: ``kit`` (``Hero``, ``Element`` and the shared drawing bits),
``buildings`` (churches, diners, motels, shops, houses, halls), ``roadside`` (vehicles, signs,
animals and other things by the road), ``horizon`` (land forms and big works on the horizon:
canyon, volcano, mountains, crater, oasis, bridges) and ``sky`` (night, storm, tornado, heat,
fire, and the dust and flood overlays). The registry tables are here.
"""
from __future__ import annotations

from ...effects import ART_ELEMENTS
from ..landmarks import _LANDMARKS
from .buildings import (_adobe, _barn, _capitol, _checkpoint, _church, _diner, _drive_in, _film_studio, _fuel_tanks,
                        _garage, _gas_station, _grain_elevator, _houses, _lab_dome, _mansion, _mine_headframe,
                        _mural, _neon_motel, _observatory, _pawn_shop, _pharmacy, _prison, _revival_tent, _saloon,
                        _teepee, _trading_post)
from .horizon import (_arch_bridge, _canyon, _cave, _concrete_channel, _crater, _gateway_arch, _hillside_letters,
                      _interchange, _mountains, _oasis, _overlook, _pier, _truss_bridge, _volcano)
from .kit import Element, Hero
from .roadside import (_big_rig, _bottle_tree, _buried_cars, _car_pileup, _cattle, _fence, _ferris_wheel,
                       _freight_train, _helicopter, _oil_derrick, _parade_float, _patrol_car, _rail_yard, _road_sign,
                       _roadblock, _school_bus, _snake, _star_sidewalk, _steak_sign, _street_sign, _stumps, _trailer,
                       _tram, _whale)
from .sky import _dust, _fire, _flood, _heat, _night, _storm, _tornado

# name -> element; the older landmarks keep their own drawers
_NEW: dict[str, Element] = {
    "church": Element(_church, "near"),
    "diner": Element(_diner, "near"),
    "gas_station": Element(_gas_station, "near"),
    "school_bus": Element(_school_bus, "near"),
    "barn": Element(_barn, "near"),
    "fence": Element(_fence, "near"),
    "cave": Element(_cave, "near"),
    "drive_in": Element(_drive_in, "near"),
    "pharmacy": Element(_pharmacy, "near"),
    "teepee": Element(_teepee, "near"),
    "trading_post": Element(_trading_post, "near"),
    "big_rig": Element(_big_rig, "near"),
    "ferris_wheel": Element(_ferris_wheel, "near"),
    "roadblock": Element(_roadblock, "near"),
    "patrol_car": Element(_patrol_car, "near"),
    "oil_derrick": Element(_oil_derrick, "near"),
    "whale": Element(_whale, "near"),
    "cattle": Element(_cattle, "near"),
    "buried_cars": Element(_buried_cars, "near"),
    "steak_sign": Element(_steak_sign, "near"),
    "grain_elevator": Element(_grain_elevator, "near"),
    "neon_motel": Element(_neon_motel, "near"),
    "trailer": Element(_trailer, "near"),
    "snake": Element(_snake, "near"),
    "fuel_tanks": Element(_fuel_tanks, "near"),
    "garage": Element(_garage, "near"),
    "adobe": Element(_adobe, "near"),
    "lab_dome": Element(_lab_dome, "near"),
    "checkpoint": Element(_checkpoint, "near"),
    "saloon": Element(_saloon, "near"),
    "pawn_shop": Element(_pawn_shop, "near"),
    "stumps": Element(_stumps, "near"),
    "overlook": Element(_overlook, "near"),
    "revival_tent": Element(_revival_tent, "near"),
    "freight_train": Element(_freight_train, "near"),
    "rail_yard": Element(_rail_yard, "near"),
    "street_sign": Element(_street_sign, "near"),
    "mine_headframe": Element(_mine_headframe, "near"),
    "bottle_tree": Element(_bottle_tree, "near"),
    "car_pileup": Element(_car_pileup, "near"),
    "helicopter": Element(_helicopter, "near"),
    "houses": Element(_houses, "near"),
    "parade_float": Element(_parade_float, "near"),
    "film_studio": Element(_film_studio, "near"),
    "star_sidewalk": Element(_star_sidewalk, "near"),
    "mansion": Element(_mansion, "near"),
    "interchange": Element(_interchange, "near"),
    "concrete_channel": Element(_concrete_channel, "near"),
    "prison": Element(_prison, "near"),
    "mural": Element(_mural, "near"),
    "capitol": Element(_capitol, "near"),
    "road_sign": Element(_road_sign, "near"),
    "truss_bridge": Element(_truss_bridge, "near"),
    "oasis": Element(_oasis, "near"),
    "tram": Element(_tram, "near"),
    "arch_bridge": Element(_arch_bridge, "far"),
    "gateway_arch": Element(_gateway_arch, "far"),
    "observatory": Element(_observatory, "far"),
    "hillside_letters": Element(_hillside_letters, "far"),
    "pier": Element(_pier, "far"),
    "canyon": Element(_canyon, "far"),
    "volcano": Element(_volcano, "far"),
    "mountains": Element(_mountains, "far"),
    "crater": Element(_crater, "far"),
    "night": Element(_night, "sky"),
    "storm": Element(_storm, "sky"),
    "tornado": Element(_tornado, "sky"),
    "heat": Element(_heat, "sky"),
    "fire": Element(_fire, "far"),
    "dust": Element(_dust, "overlay"),
    "flood": Element(_flood, "overlay"),
}

# how each near element stands as a main subject (Hero: top, x0, x1, height_frac, depth, spread)
_HEROES: dict[str, Hero] = {
    "church": Hero(-0.14, -0.6, 0.72, 0.42, 2.6, 0.72),
    "diner": Hero(-0.07, -0.6, 1.3, 0.26, 2.3, 0.72),
    "gas_station": Hero(0.05, -0.7, 1.55, 0.3, 2.2, 0.74),
    "school_bus": Hero(0.3, 0.2, 1.9, 0.2, 1.9, 0.62),
    "barn": Hero(0.05, -0.2, 1.65, 0.36, 2.7, 0.74),
    "cave": Hero(-0.15, -0.6, 1.65, 0.36, 2.7, 0.78),
    "drive_in": Hero(0.0, -0.5, 1.5, 0.38, 3.0, 0.8),
    "pharmacy": Hero(-0.12, -0.55, 1.35, 0.3, 2.4, 0.74),
    "teepee": Hero(-0.05, 0.0, 1.0, 0.36, 2.4, 0.62),
    "trading_post": Hero(0.05, -0.6, 1.4, 0.3, 2.4, 0.76),
    "big_rig": Hero(-0.1, -1.1, 1.6, 0.24, 2.0, 0.64),
    "ferris_wheel": Hero(0.03, 0.05, 0.95, 0.46, 3.0, 0.7),
    "patrol_car": Hero(-0.3, -1.0, 2.0, 0.1, 1.8, 0.56),
    "oil_derrick": Hero(-0.04, 0.2, 0.8, 0.46, 2.6, 0.62),
    "whale": Hero(0.15, -0.9, 1.7, 0.22, 2.3, 0.72),
    "cattle": Hero(0.3, -1.2, 1.0, 0.15, 2.2, 0.5),
    "buried_cars": Hero(0.05, -0.6, 1.2, 0.26, 2.4, 0.6),
    "steak_sign": Hero(0.0, -0.15, 1.15, 0.42, 2.6, 0.66),
    "grain_elevator": Hero(-0.08, -0.2, 1.6, 0.5, 3.0, 0.7),
    "neon_motel": Hero(0.02, 0.18, 0.82, 0.42, 2.0, 0.5),
    "trailer": Hero(0.2, -1.4, 1.6, 0.14, 2.4, 0.6),
    "snake": Hero(0.1, 0.0, 1.2, 0.28, 2.8, 0.9),
    "fuel_tanks": Hero(0.15, -0.6, 2.1, 0.24, 2.7, 0.78),
    "garage": Hero(0.1, -0.6, 1.5, 0.32, 2.5, 0.76),
    "adobe": Hero(-0.12, -0.5, 1.3, 0.28, 2.4, 0.7),
    "lab_dome": Hero(0.0, -0.5, 1.5, 0.3, 2.8, 0.76),
    "checkpoint": Hero(0.08, 0.1, 0.9, 0.22, 2.1, 0.55),
    "saloon": Hero(-0.02, -0.6, 1.2, 0.34, 2.5, 0.76),
    "pawn_shop": Hero(-0.02, -0.5, 1.3, 0.3, 2.4, 0.74),
    "stumps": Hero(0.2, 0.1, 0.9, 0.2, 2.0, 0.5),
    "revival_tent": Hero(-0.15, -0.7, 2.25, 0.3, 2.6, 0.76),
    "rail_yard": Hero(0.1, -0.6, 1.6, 0.4, 3.0, 0.7),
    "street_sign": Hero(0.02, 0.05, 0.95, 0.36, 1.8, 0.46),
    "mine_headframe": Hero(-0.02, -0.75, 1.4, 0.44, 2.8, 0.7),
    "bottle_tree": Hero(0.0, 0.2, 0.8, 0.42, 2.4, 0.64),
    "helicopter": Hero(0.2, -0.9, 1.9, 0.22, 2.4, 0.7),
    "houses": Hero(0.15, -0.4, 1.45, 0.24, 2.2, 0.6),
    "parade_float": Hero(0.0, -0.6, 1.2, 0.34, 2.5, 0.74),
    "film_studio": Hero(0.14, -0.6, 1.7, 0.32, 2.8, 0.78),
    "star_sidewalk": Hero(-0.2, -0.2, 1.2, 0.4, 3.0, 1.0),
    "mansion": Hero(-0.05, -0.9, 1.6, 0.34, 2.8, 0.8),
    "prison": Hero(-0.12, -0.8, 1.6, 0.4, 2.8, 0.74),
    "mural": Hero(0.05, -0.7, 1.5, 0.36, 2.3, 0.76),
    "capitol": Hero(-0.08, -0.75, 1.75, 0.42, 3.0, 0.78),
    "road_sign": Hero(0.0, 0.1, 0.9, 0.32, 1.9, 0.44),
    "tram": Hero(-0.1, -1.2, 1.3, 0.14, 1.9, 0.6),
    "oasis": Hero(0.0, -0.3, 1.3, 0.4, 2.3, 0.68),
    "billboard": Hero(0.08, -0.25, 1.15, 0.2, 2.6, 0.62),
    "motel_sign": Hero(0.0, 0.05, 0.98, 0.3, 2.3, 0.58),
    "gas_pump": Hero(-0.01, 0.28, 0.98, 0.3, 1.9, 0.55),
    "water_tower": Hero(0.0, 0.1, 0.9, 0.3, 3.2, 0.62),
    "cactus": Hero(0.05, 0.2, 0.8, 0.36, 1.8, 0.4),
    "palm_trees": Hero(0.0, 0.1, 0.9, 0.38, 2.2, 0.72),
    "wrecked_car": Hero(-0.3, -0.4, 1.5, 0.14, 2.2, 0.42),
    "windmill": Hero(0.0, 0.3, 0.85, 0.34, 2.8, 0.62),
    "radio_tower": Hero(-0.05, 0.05, 0.95, 0.48, 3.4, 0.7),
}
# across the road: a main subject there uses _across's horizon placement
_ACROSS = ("roadblock", "car_pileup")

ELEMENTS: dict[str, Element] = {
    name: element._replace(hero=_HEROES.get(name)) if element.layer == "near" else element
    for name, element in {
        **{name: Element(draw, "far" if is_far else "near") for name, (draw, is_far) in _LANDMARKS.items()},
        **_NEW,
    }.items()
}
if set(ELEMENTS) != set(ART_ELEMENTS):  # the content schema and the drawings must agree
    raise RuntimeError(f"card art elements out of step with effects.ART_ELEMENTS: "
                       f"{sorted(set(ELEMENTS) ^ set(ART_ELEMENTS))}")

__all__ = ["ELEMENTS", "Element", "Hero"]
