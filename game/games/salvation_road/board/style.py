"""The look of the Salvation Road table in numbers: its colours (over the ruined-town palette of
``card_art``) and the proportions of the cards lying on it. Every region draws with these."""
from __future__ import annotations

from ....ui import art
from .. import card_art as ca

GLOW = (255, 210, 80)          # the outline of a legal answer
BONE = art.PALETTE["bone"]     # light text
INK = art.PALETTE["ink"]       # dark text on a bright chip
YELLOW = art.PALETTE["road_yellow"]
MUTED = (178, 170, 152)        # labels
DIM = (120, 116, 106)          # what is empty or out of play
HAZARD = ca.SR["hazard"]
RUST = ca.SR["rust"]
DANGER = (226, 74, 56)

LOC_RATIO = 0.64         # width / height of a location card (it may be a little taller)
APOC_RATIO = 0.71
ROAD_RATIO = 1.42        # road cards lie landscape

__all__ = ["GLOW", "BONE", "INK", "YELLOW", "MUTED", "DIM", "HAZARD", "RUST", "DANGER", "LOC_RATIO", "APOC_RATIO",
           "ROAD_RATIO"]
