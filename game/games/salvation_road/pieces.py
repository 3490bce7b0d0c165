"""Salvation Road's pieces: its resource tokens (Food, Med, Fuel), registered by name with
``game.ui.art`` (``art.resource_token("food", size)``) on the token body every game's tokens share.
"""
from __future__ import annotations

from ...ui.art import PALETTE, Pen, lighten, register_resource, teardrop_points

__all__ = ["RESOURCES"]


# ---------------------------------------------------------------------------
# Resource tokens
# ---------------------------------------------------------------------------
def _pictogram_food(pen: Pen) -> None:
    tin, dark, label = (214, 216, 220), (52, 36, 18), (170, 52, 36)
    pen.rect(dark, (0.3, 0.28, 0.4, 0.46), radius=0.06)
    pen.rect(tin, (0.32, 0.3, 0.36, 0.42), radius=0.05)
    pen.rect(label, (0.32, 0.4, 0.36, 0.2))
    pen.ellipse(dark, (0.3, 0.24, 0.4, 0.1))
    pen.ellipse(lighten(tin, 0.3), (0.32, 0.255, 0.36, 0.07))
    pen.circle(PALETTE["bone"], (0.5, 0.5), 0.05)


def _pictogram_med(pen: Pen) -> None:
    white, dark = (250, 250, 250), (24, 56, 96)
    pen.rect(white, (0.43, 0.24, 0.14, 0.52), radius=0.03)
    pen.rect(white, (0.24, 0.43, 0.52, 0.14), radius=0.03)
    pen.circle(dark, (0.5, 0.5), 0.04)


def _pictogram_fuel(pen: Pen) -> None:
    dark = (60, 36, 8)
    drop = teardrop_points((0.5, 0.36), (0.5, 0.66), 0.13)
    pen.polygon(dark, drop)
    pen.ellipse(lighten(dark, 0.4), (0.44, 0.63, 0.04, 0.08))


RESOURCES = ("food", "med", "fuel")
register_resource("food", "hexagon", (206, 150, 70), _pictogram_food)
register_resource("med", "cross", (64, 138, 214), _pictogram_med)
register_resource("fuel", "triangle", (236, 176, 40), _pictogram_fuel)
