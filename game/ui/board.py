"""What a game's board renderer gives the match screen.

A renderer draws a view (never the state) into a rectangle, remembers where
it put each element so clicks can be mapped back to element ids, and plays
short animations for events. Drawing never changes game state.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..core.prompt import Event, Prompt


@dataclass
class BoardSettings:
    colorblind: bool = False
    animation_speed: float = 1.0   # 0 = instant; 1 = normal; 2 = slow
    ui_scale: float = 1.0


@dataclass
class HitBox:
    target: str
    rect: pygame.Rect
    tooltip: str = ""


@dataclass
class BoardFrame:
    """Everything a renderer needs for one frame."""

    view: dict[str, Any]
    prompt: Prompt | None
    viewer: int | None            # the seat whose view this is (None: spectator)
    highlights: frozenset[str] = frozenset()   # element ids that are legal answers now
    hover: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class BoardRenderer:
    """Base class for per-game renderers; subclasses implement `draw_frame`."""

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        self.content = content
        self.settings = settings or BoardSettings()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hitboxes: list[HitBox] = []

    # --- layout and drawing ------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        if rect != self.rect:
            self.rect = pygame.Rect(rect)
            self.on_resize()

    def on_resize(self) -> None:
        """Drop caches that depend on the rectangle's size."""

    def draw(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        self.hitboxes = []
        self.draw_frame(surface, frame)

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        raise NotImplementedError

    @property
    def showing_stand_ins(self) -> bool:
        """Whether the last frame showed a stand-in for a picture still being drawn (a card face);
        the match screen then keeps the board warming every frame until the real one is up."""
        return False

    def roll_dice(self, event: Event, size: int) -> list[pygame.Surface]:
        """The dice of a "dice_rolled" event as this game draws them, size px each, in the order
        rolled; the match screen shows them beside the roll's words. None drawn: the words alone."""
        return []

    def add_hitbox(self, target: str, rect: pygame.Rect, tooltip: str = "") -> None:
        self.hitboxes.append(HitBox(target, pygame.Rect(rect), tooltip))

    # --- input ---------------------------------------------------------
    def handle_event(self, event) -> bool:
        """A board's own use of an input event over it (a map's wheel zoom, drag pan, + - 0 keys);
        True when it took the event (the screen then redraws). Default: none."""
        return False

    def hit_test(self, pos: tuple[int, int]) -> str | None:
        for box in reversed(self.hitboxes):   # last drawn is on top
            if box.rect.collidepoint(pos):
                return box.target
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        for box in reversed(self.hitboxes):
            if box.rect.collidepoint(pos) and box.tooltip:
                return box.tooltip
        return ""

    def target_rect(self, target: str) -> pygame.Rect | None:
        for box in self.hitboxes:
            if box.target == target:
                return box.rect
        return None

    # --- animation -----------------------------------------------------
    def animate(self, events: list[Event]) -> None:
        """Start brief animations for these events (dice tumbling, a card sliding)."""

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; True while anything still moves."""
        return False

    def warm_up(self, budget_s: float) -> bool:
        """Spend at most about budget_s seconds preparing what the next frames will draw (a
        renderer with slow first draws, such as card faces, does them here ahead of time).
        The screen calls it on frames with nothing else to do; True while work remains."""
        return False

    @property
    def animating(self) -> bool:
        return False
