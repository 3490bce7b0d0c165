"""What one composition of the table carries from region to region: the view's facts (seats,
characters and face-up locations by id; see ``table_facts``) and what the regions collect for the
end: the glows of the legal answers and the standees' hitboxes (added after every card, so a
character's first hitbox, the one ``target_rect`` finds, is its card)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..table_facts import TableFacts


@dataclass
class DrawContext(TableFacts):
    glows: list = field(default_factory=list)        # (rect, radius, target) to outline when the layer is done
    glowed: set = field(default_factory=set)         # targets that have their glow already
    standees: list = field(default_factory=list)     # (target, rect, tooltip): added after the cards


__all__ = ["DrawContext"]
