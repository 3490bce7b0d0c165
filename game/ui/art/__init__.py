"""Procedural, game-independent art drawn with pygame-ce: the shared drawing toolkit.

We never ship a publisher's art, so every die, token, figure, icon and card
back is drawn from code.  This package holds what every game shares: the
palette, the drawing tools (``Pen``, supersampling, text), the line icons, card
backs, ribbons and panels, the seats' markers and meeples, and the body every
token has.  A game's own pieces live in its folder (``game/games/<game>/pieces.py``:
Hit Z Road's dice faces, special tokens and zombie; each game's resource
pictograms), and its resource tokens are registered here by name
(``register_resource``) and drawn with ``resource_token(name, size)``.

This module is the package's one public face: callers write ``from game.ui
import art`` and ``art.X``, or ``from game.ui.art import X``, and never import
the modules below directly, so things can move between them freely.
Everything importable is listed in ``__all__`` (plus ``_CLEAR`` and
``_as_side``, private helpers the games' pieces use).  The modules import
each other directly, never through this file, and each only from modules
listed above it:

* ``palette``    PALETTE, PlayerColor, PLAYER_COLORS, MARKER_SHAPES
* ``color``      mix, lighten, darken, with_alpha (pure tuple maths)
* ``geometry``   star, polygon, arc, Bezier and teardrop outline points
* ``surfaces``   new_surface, finish, downsample, supersampled; fade,
  gradients, shading, round corners, vignette
* ``primitives`` capsule, polyline, rounded_polygon in pixel coordinates
* ``pen``        Pen: the same in unit coordinates
* ``typography`` the font cache; measuring, wrapping, rendering text
  (not ``text.py``: that name would clash with the ``text`` function)
* ``tokens``     the token body, the seats' shape markers, the skull
* ``dice``       a die with pips, in the colours a game names
* ``resources``  the resource registry and its tokens
* ``figures``    meeples
* ``icons``      line icons by name
* ``panels``     card backs, ribbons and UI panels
* ``emblem``     the app's icon

Rules for everything drawn here:

* Each public drawing function returns a ``pygame.Surface`` with per-pixel
  alpha (SRCALPHA) of exactly the requested size.
* Results are cached by their arguments, so callers may ask again every frame.
  The cached surface is shared: treat it as read-only and ``.copy()`` it
  before drawing on it.  Each cache lives in the one module that draws it.
* Only ``pygame.display.init()`` and ``pygame.font.init()`` are needed: no
  window has to exist (surfaces are converted only once a display mode is set).

pygame.draw does not anti-alias filled shapes, so shapes are drawn on a canvas
``SUPERSAMPLE`` times larger and shrunk with ``smoothscale`` (an area average),
which gives clean edges at any size.  Shapes are described in *unit
coordinates* (0..1 across the canvas) through ``Pen``, so one description
serves every output size.
"""

from __future__ import annotations

from . import color as _color, surfaces as _surfaces
from .color import Color, darken, lighten, mix, with_alpha
from .dice import pip_die
from .emblem import app_icon
from .figures import meeple
from .geometry import Point, arc_points, bezier_points, regular_polygon_points, star_points, teardrop_points
from .icons import ICON_NAMES, icon
from .palette import MARKER_SHAPES, PALETTE, PLAYER_COLORS, PlayerColor
from .panels import card_back, panel, ribbon
from .pen import Pen
from .primitives import capsule, polyline, rounded_polygon
from .resources import RESOURCE_SHAPES, register_resource, resource_token
from .surfaces import (SUPERSAMPLE, downsample, fade, finish, new_surface, round_corners, shade_vertically,
                       supersampled, vertical_gradient, vignette)
from .tokens import draw_skull, draw_token, draw_token_shape, shape_marker
from .typography import fit_text_size, get_font, line_height, text, text_size, wrap_text

__all__ = [
    # palette
    "PALETTE", "PlayerColor", "PLAYER_COLORS", "MARKER_SHAPES",
    # colour
    "Color", "mix", "lighten", "darken", "with_alpha",
    # geometry
    "Point", "star_points", "regular_polygon_points", "arc_points", "bezier_points", "teardrop_points",
    # surfaces
    "SUPERSAMPLE", "new_surface", "finish", "downsample", "supersampled", "fade", "vertical_gradient",
    "shade_vertically", "round_corners", "vignette",
    # primitives and the pen
    "capsule", "polyline", "rounded_polygon", "Pen",
    # text (typography)
    "get_font", "text_size", "line_height", "wrap_text", "fit_text_size", "text",
    # tokens, resources, figures
    "draw_token", "draw_token_shape", "draw_skull", "shape_marker", "pip_die",
    "register_resource", "RESOURCE_SHAPES", "resource_token",
    "meeple",
    # icons and panels
    "ICON_NAMES", "icon", "card_back", "ribbon", "panel", "app_icon",
]

# Private, so not in __all__, but the games' pieces import them by name.
_CLEAR = _color._CLEAR
_as_side = _surfaces._as_side
