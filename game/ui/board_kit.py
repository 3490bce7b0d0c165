"""What the games' board renderers share: a renderer that composes the table into one cached
layer (``LayeredBoard``), and the small helpers around it (text, animation timing, tumbling dice).

A ``LayeredBoard`` keeps everything static in ``self._layer`` with its hitboxes in
``self._layer_boxes``; a steady frame is one blit of the layer plus the hover outline and the
animations (``_present``). Legal answers (``frame.highlights``) get a glowing outline when the
layer is composed (``_box`` collects them, ``_end_layer`` draws them) and win the hit test over
whatever is drawn above them. Animations lay kept patches of the table (``_keep_patch`` while
composing, ``_lay_patch`` while animating) back under what moves, never recomposing the layer.

Each game tunes the look with the class attributes (glow colour and reach, chip padding, the
marker letter's height, the smallest text size, the dice's random seed).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterator

import pygame

from ..core.jsondata import int_or
from . import art
from .board import BoardRenderer, BoardSettings, HitBox

BONE = art.PALETTE["bone"]
INK = art.PALETTE["ink"]
HOVER = (250, 248, 240)


def art_text(words: Any, size: int, color=BONE, bold: bool = False, outline=None,
             min_size: int | None = None) -> pygame.Surface:
    """art.text, but an empty string gives an empty 1x1-wide surface instead of reaching the
    renderer; with min_size, the size is never under it."""
    words = str(words)
    if not words.strip():
        return art.new_surface((1, max(1, int(size))))
    if min_size is not None:
        size = max(min_size, int(size))
    return art.text(words, size, color, bold=bold, outline=outline)


def cover(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A picture (a modder's PNG for a card) scaled to fill ``size`` keeping its aspect ratio, the
    excess cropped equally from both sides (the PNG may not be card-shaped)."""
    src_w, src_h = picture.get_size()
    if src_w == 0 or src_h == 0:
        return art.new_surface(size)
    if picture.get_bitsize() not in (24, 32):
        # smoothscale needs 24/32-bit pixels; paletted PNGs are common.
        wide = art.new_surface(picture.get_size())
        wide.blit(picture, (0, 0))
        picture = wide
    scale = max(size[0] / src_w, size[1] / src_h)
    scaled = (max(size[0], round(src_w * scale)), max(size[1], round(src_h * scale)))
    big = pygame.transform.smoothscale(picture, scaled)
    out = art.new_surface(size)
    out.blit(big, ((size[0] - scaled[0]) // 2, (size[1] - scaled[1]) // 2))
    return out


def speckle_floor(surface: pygame.Surface, rng: random.Random, side: int, specks: tuple[int, int, int],
                  pebbles: tuple[int, int, int, int, int, int]) -> None:
    """Tile surface with a side x side square of grit drawn from rng: specks[0] black or white
    specks of alpha specks[1]..specks[2]-1, then pebbles[0] pebbles of grey pebbles[1]..pebbles[2]-1,
    tinted warm by pebbles[3] (green) and pebbles[4] (blue) less, at alpha pebbles[5]."""
    tile = art.new_surface((side, side))
    count, low, high = specks
    for _ in range(count):
        v = rng.choice((0, 0, 255))
        tile.set_at((rng.randrange(side), rng.randrange(side)), (v, v, v, rng.randrange(low, high)))
    count, low, high, green, blue, alpha = pebbles
    for _ in range(count):
        c = rng.randrange(low, high)
        pygame.draw.circle(tile, (c, c - green, c - blue, alpha), (rng.randrange(side), rng.randrange(side)),
                           rng.randrange(1, 3))
    w, h = surface.get_size()
    for ty in range(0, h, side):
        for tx in range(0, w, side):
            surface.blit(tile, (tx, ty))


def draw_cracks(surface: pygame.Surface, rng: random.Random, count: int, y_range: tuple[int, int],
                step: tuple[int, int], color) -> None:
    """count hairline cracks across a table's floor: random walks of 4 to 8 steps (at most step
    (dx, dy) each) from a point with y in y_range, drawn from rng."""
    w = surface.get_width()
    for _ in range(count):
        x, y = rng.randrange(w), rng.randrange(*y_range)
        pts = [(x, y)]
        for _ in range(rng.randrange(4, 9)):
            x += rng.randrange(-step[0], step[0] + 1)
            y += rng.randrange(-step[1], step[1] + 1)
            pts.append((x, y))
        pygame.draw.lines(surface, color, False, pts, 1)


def asphalt_band(size: tuple[int, int], radius: int, rim, body, sheen: list, rng: random.Random,
                 grain: tuple[int, int, int, int]) -> pygame.Surface:
    """A rounded band of tarmac: a dark rim, the body, a sheen (vertical_gradient stops) and grain,
    one speck per grain[0] pixels, grey grain[1]..grain[2] with grain[3] more blue, drawn from rng."""
    w, h = size
    surf = art.new_surface((w, h))
    pygame.draw.rect(surf, rim, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, body, surf.get_rect().inflate(-4, -4), border_radius=radius)
    surf.blit(art.vertical_gradient((w, h), sheen), (0, 0))
    every, low, high, blue = grain
    for _ in range(w * h // every):
        c = rng.randrange(low, high)
        surf.set_at((rng.randrange(4, w - 4), rng.randrange(4, h - 4)), (c, c, c + blue, 255))
    return surf


def shade_edges(surface: pygame.Surface, strength: int) -> None:
    """Darken a table towards its edges and corners (a soft oval vignette, at most strength alpha)."""
    small = art.new_surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx, dy = (x + 0.5) / 16 - 1, (y + 0.5) / 9 - 1
            small.set_at((x, y), (0, 0, 0, int(strength * min(1.0, (dx * dx + dy * dy) / 2) ** 1.5)))
    surface.blit(pygame.transform.smoothscale(small, surface.get_size()), (0, 0))


# ---------------------------------------------------------------------------
# Animation timing
# ---------------------------------------------------------------------------
@dataclass
class Anim:
    kind: str                    # "dice" or "slide" (or what the game makes of it)
    duration: float
    delay: float = 0.0
    t: float = 0.0
    data: dict = field(default_factory=dict)

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        if self.t <= self.delay:
            return 0.0
        return min(1.0, (self.t - self.delay) / self.duration)


def event_parts(event: Any) -> tuple[str, dict]:
    """An event's kind (lower case) and its data (a dict, empty when it has none)."""
    kind = str(getattr(event, "kind", "")).lower()
    data = getattr(event, "data", None) or {}
    return kind, data if isinstance(data, dict) else {}


def ease_out(x: float) -> float:
    return 1 - (1 - x) ** 3


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       max(1, round(a.width + (b.width - a.width) * t)),
                       max(1, round(a.height + (b.height - a.height) * t)))


def blit_tumbling_die(surface: pygame.Surface, die: pygame.Surface, rect: pygame.Rect, i: int, p: float,
                      offset: tuple[int, int], spin: float, spin_step: float, hop: float) -> None:
    """Draw die number i of a roll tumbling into rect at progress p (0..1): it spins (spin +
    spin_step * i degrees in all, alternating direction, slowing down) and hops (up to hop * the
    rect's height, settling)."""
    ox, oy = offset
    angle = (1 - p) ** 2 * (spin + spin_step * i) * (1 if i % 2 else -1)
    lift = abs(math.sin(p * math.pi * 2.5 + i)) * (1 - p) * rect.height * hop
    rot = pygame.transform.rotate(die, angle)
    surface.blit(rot, rot.get_rect(center=(rect.centerx + ox, round(rect.centery + oy - lift))))


# ---------------------------------------------------------------------------
# Drawing ahead on quiet frames
# ---------------------------------------------------------------------------
WarmJob = tuple[Hashable, Iterator[None]]


class WarmUpQueue:
    """Slow pictures (card faces) drawn ahead in stages on quiet frames, for a board's ``warm_up``.

    The board keeps the plan: ``next_job()`` gives the next (key, stages) to draw, or None when
    nothing is left; ``finish(key)`` is told when a job's stages are all done (or one failed: a
    broken modded card is drawn with its fallback when it is needed). ``run(budget_s, more)``
    does at least one stage, then as many as fit in the budget by a slowly forgotten estimate of
    the longest stage; True while work remains."""

    def __init__(self, next_job: Callable[[], WarmJob | None], finish: Callable[[Any], None]) -> None:
        self._next_job = next_job
        self._finish = finish
        self.job: WarmJob | None = None
        self.stage_s = 0.004                   # running estimate of one stage

    def clear(self) -> None:
        self.job = None

    def run(self, budget_s: float, more: Callable[[], bool]) -> bool:
        """Work for about budget_s; more() says whether the plan holds anything yet."""
        deadline = time.perf_counter() + budget_s
        stages = 0
        while self.job is not None or more():
            now = time.perf_counter()
            if stages and now + self.stage_s > deadline:
                break
            if self.job is None:
                self.job = self._next_job()
                continue
            try:
                next(self.job[1])
            except StopIteration:
                self._done()
            except Exception:       # a broken modded card: the board draws its fallback when it is needed
                self._done()
            stages += 1
            # a slowly forgotten maximum: a face's stages differ, and the budget is what matters
            self.stage_s = max(time.perf_counter() - now, 0.9 * self.stage_s)
        return self.job is not None or more()

    def _done(self) -> None:
        key = self.job[0]
        self.job = None
        self._finish(key)


def one_stage(draw: Callable[[], Any]) -> Iterator[None]:
    """A job of one stage: draw() (which fills the caches the board draws from)."""
    draw()
    yield


# ---------------------------------------------------------------------------
# The layered renderer
# ---------------------------------------------------------------------------
def table_scale(width: int, height: int, ui_scale: float) -> float:
    """The scale a board's regions multiply their sizes by: the table's size against 1100x800, times the
    player's UI scale within 70-140%, never more than the table's size against 900x640 allows."""
    s = max(0.5, min(width / 1100, height / 800)) * max(0.7, min(1.4, ui_scale or 1.0))
    return min(s, max(0.5, min(width / 900, height / 640)))


class LayeredBoard(BoardRenderer):
    """A BoardRenderer that composes the table into one cached layer (see the module docstring).

    Subclasses implement ``draw_frame`` (decide whether to compose, then call ``_present``),
    ``_draw_hover`` and ``_draw_anims``; they fill ``ctx.glows`` / ``ctx.glowed`` (through
    ``_box``) while composing."""

    GLOW_COLOR: tuple[int, int, int] = (255, 214, 74)
    GLOW_MARGIN: tuple[int, int] = (6, 12)    # (at least, base size): how far the glow reaches out
    CHIP_PAD_Y: float = 0.45                  # a chip's vertical padding, in text sizes
    MARKER_LETTER_Y: float = 0.54             # the colour-blind marker letter's centre, in marker sizes
    TEXT_MIN: int | None = None               # the smallest text size (None: as asked)
    ANIM_SEED: int = 0                        # the tumbling dice's look (never the game's)
    STAMP: tuple[float, int, int] = (0.12, 16, 10)   # a stamp's text size (in widths), padding, tilt (degrees)

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: Any = None
        self._background: pygame.Surface | None = None
        self._misc: dict[tuple, pygame.Surface] = {}       # glows, shades, markers...
        self._overrides: dict[str, pygame.Surface | None] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key: Any = None
        self._layer_boxes: list[HitBox] = []
        self._highlights: frozenset[str] = frozenset()
        self._anims: list[Anim] = []
        self._anim_rng = random.Random(self.ANIM_SEED)     # only the look of tumbling dice, never the game
        self._patches: dict[tuple, tuple[pygame.Surface, pygame.Rect]] = {}   # table under what animates

    def _frame_view(self, surface: pygame.Surface, frame: Any) -> dict:
        """The opening of every draw_frame: a rectangle to draw in, and the frame's view and highlights kept."""
        if self.rect.width <= 0 or self.rect.height <= 0:
            self.set_rect(surface.get_rect())
        view = frame.view if isinstance(frame.view, dict) else {}
        self._last_view = view
        self._highlights = frozenset(frame.highlights or ())
        return view

    # --- BoardRenderer API ---------------------------------------------
    def on_resize(self) -> None:
        """Drop what depends on the size: the layout, the background, the layer, the small pieces."""
        self._layout = None
        self._background = None
        self._layer = None
        self._layer_key = None
        self._misc.clear()

    def hit_test(self, pos: tuple[int, int]) -> str | None:
        """The element at pos. A legal answer (highlighted) wins over what lies above it."""
        top = None
        for box in reversed(self.hitboxes):
            if box.rect.collidepoint(pos):
                if box.target in self._highlights:
                    return box.target
                if top is None:
                    top = box.target
        return top

    def update(self, dt: float) -> bool:
        if not self._anims:
            return False
        for anim in self._anims:
            anim.t += max(0.0, float(dt))
        self._anims = [a for a in self._anims if not a.done]
        return bool(self._anims)

    @property
    def animating(self) -> bool:
        return bool(self._anims)

    def animate(self, events: list) -> None:
        """Start the animations of these events (``_start_animations`` with each one's kind and
        data, and the speed setting); at animation speed 0 (instant) none, and the running ones stop."""
        speed = float(self.settings.animation_speed or 0)
        if speed <= 0:
            self._anims.clear()
            return
        self._start_animations([event_parts(event) for event in events or ()], speed)

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        pass

    # --- the layer --------------------------------------------------------
    def _begin_layer(self, surface: pygame.Surface, size: tuple[int, int]) -> tuple[pygame.Surface, list[HitBox]]:
        """The layer to compose into (made again at a new size), and the hitboxes to give back
        to _end_layer; hitboxes added meanwhile are the layer's."""
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size, 0, surface)
        outer = self.hitboxes
        self.hitboxes = []
        return self._layer, outer

    def _end_layer(self, layer: pygame.Surface, ctx: Any, outer: list[HitBox]) -> None:
        """Draw the glows of the legal answers, keep the layer's hitboxes, restore the outer ones."""
        for rect, radius, _target in ctx.glows:
            surf, margin = self._glow(rect.size, radius)
            layer.blit(surf, (rect.x - margin, rect.y - margin))
        self._layer_boxes = self.hitboxes
        self.hitboxes = outer

    def _present(self, surface: pygame.Surface, frame: Any) -> None:
        """A frame from the composed layer: the layer, its hitboxes moved to the board's place,
        the hover and the animations on top."""
        ox, oy = self.rect.topleft
        surface.blit(self._layer, (ox, oy))
        self.hitboxes = [HitBox(b.target, b.rect.move(ox, oy), b.tooltip) for b in self._layer_boxes]
        self._draw_hover(surface, frame)
        if self._anims:
            self._draw_anims(surface)

    def _draw_hover(self, surface: pygame.Surface, frame: Any) -> None:
        """The hovered element's outline (a highlighted one glows already), then what the game
        shows over it (``_draw_over_hovered``: a card read large, say)."""
        hover = frame.hover
        if not hover:
            return
        rect = self._hover_rect(hover)
        if rect is None:
            return
        if hover not in self._highlights:
            self._hover_outline(surface, rect)
        self._draw_over_hovered(surface, hover, rect)

    def _draw_over_hovered(self, surface: pygame.Surface, hover: str, rect: pygame.Rect) -> None:
        """What the game draws over the hovered element at rect (on screen); nothing by default."""

    def _draw_anims(self, surface: pygame.Surface) -> None:
        pass

    def _hover_rect(self, target: str) -> pygame.Rect | None:
        """Where the topmost hitbox of target is on screen (None: nowhere)."""
        return next((b.rect for b in reversed(self.hitboxes) if b.target == target), None)

    def _hover_outline(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, HOVER, rect.inflate(4, 4), width=2, border_radius=self._sz(8))

    def _map_input(self, map_view: Any, event: Any) -> bool:
        """A board with a MapView: the wheel, right/middle drags and + - 0 the match screen passes go to
        it, in board coordinates; the layer is composed again when the view moved."""
        if self._layout is None:
            return False
        pos = getattr(event, "pos", None)
        if pos is None:
            pos = pygame.mouse.get_pos()
        changed = map_view.handle_event(event, (pos[0] - self.rect.x, pos[1] - self.rect.y))
        if changed:
            self._layer_key = None
        return changed

    def _keep_patch(self, layer: pygame.Surface, key: tuple, rect: pygame.Rect) -> None:
        """Remember the table under rect (before something is drawn there) for the animations."""
        rect = rect.clip(layer.get_rect())
        if rect.width > 0 and rect.height > 0:
            self._patches[key] = (layer.subsurface(rect).copy(), rect)

    def _lay_patch(self, surface: pygame.Surface, key: tuple) -> None:
        patch = self._patches.get(key)
        if patch is not None:
            surface.blit(patch[0], patch[1].move(*self.rect.topleft))

    # --- small cached pieces ------------------------------------------------
    def _sz(self, base: float) -> int:
        return max(1, round(base * self._layout.s))

    def _art_text(self, words: Any, size: int, color=BONE, bold: bool = False, outline=None) -> pygame.Surface:
        return art_text(words, size, color, bold, outline, min_size=self.TEXT_MIN)

    def _text(self, words: Any, size: float, color=BONE, bold: bool = False, outline=None) -> pygame.Surface:
        return self._art_text(str(words), max(8, self._sz(size)), color, bold=bold, outline=outline)

    def _put_text(self, target: pygame.Surface, words: Any, size: float, color=BONE, *,
                  bold: bool = False, outline=None, **anchor: Any) -> pygame.Rect:
        surf = self._text(words, size, color, bold, outline)
        rect = surf.get_rect(**anchor)
        target.blit(surf, rect)
        return rect

    def _text_width(self, words: str, px: int, bold: bool) -> int:
        """How wide _fit_text reckons words at px."""
        return art.text_size(words, px, bold)[0]

    def _fit_text(self, words: str, size: float, max_width: int, color=BONE, bold: bool = False,
                  px: int | None = None, min_px: int | None = None) -> pygame.Surface:
        """Text shrunk (down to 70%, never under 8 px) and then cut with an ellipsis to fit max_width.
        With min_px it is never under min_px pixels: it starts there when the scale makes it smaller,
        and is cut rather than shrunk below it (text that must stay readable on a small table)."""
        words = str(words)
        px = px or max(8, self._sz(size))
        low = max(8, round(px * 0.7))
        if min_px is not None:
            px = max(px, min_px)
            low = max(low, min_px)
        while px > low and self._text_width(words, px, bold) > max_width:
            px -= 1
        if self._text_width(words, px, bold) > max_width:
            while len(words) > 1 and self._text_width(words + "…", px, bold) > max_width:
                words = words[:-1]
            words = words.rstrip() + "…"
        return self._art_text(words, px, color, bold=bold)

    def _chip_size(self, words: str, size: float) -> tuple[int, int]:
        """How large _chip draws words at size: the bold text with its padding round it."""
        w, h = self._text(words, size, bold=True).get_size()
        return w + self._sz(size * 0.9) + 4, h + self._sz(size * self.CHIP_PAD_Y) + 2

    def _chip(self, target: pygame.Surface, words: str, size: float, fill, color=INK, **anchor: Any) -> pygame.Rect:
        """Bold words on a rounded pill (``_chip_size``); anchor is one Rect attribute (e.g. midleft=(x, y))."""
        txt = self._text(words, size, color, bold=True)
        rect = pygame.Rect((0, 0), self._chip_size(words, size))
        setattr(rect, *next(iter(anchor.items())))
        pygame.draw.rect(target, fill, rect, border_radius=rect.height // 2)
        target.blit(txt, txt.get_rect(center=rect.center))
        return rect

    def _cached(self, key: tuple, make) -> pygame.Surface:
        surf = self._misc.get(key)
        if surf is None:
            surf = art.finish(make())       # display format when a window exists: faster blits
            self._misc[key] = surf
        return surf

    def _stamp(self, words: str, color, width: int) -> pygame.Surface:
        """Words in a tilted outlined box, like a rubber stamp across a card (width: the card's)."""
        text_frac, pad, tilt = self.STAMP

        def make() -> pygame.Surface:
            txt = self._art_text(words, max(9, round(width * text_frac)), color, bold=True)
            box = art.new_surface((txt.get_width() + pad, txt.get_height() + 8))
            pygame.draw.rect(box, (*color, 255), box.get_rect(), width=3, border_radius=6)
            box.blit(txt, txt.get_rect(center=box.get_rect().center))
            return pygame.transform.rotozoom(box, tilt, 1.0)
        return self._cached(("stamp", words, tuple(color), width), make)

    def _shade(self, size: tuple[int, int], color, radius: int = 0) -> pygame.Surface:
        def make() -> pygame.Surface:
            surf = art.new_surface(size)
            pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
            return surf
        return self._cached(("shade", tuple(size), tuple(color), radius), make)

    def _glow(self, size: tuple[int, int], radius: int | None) -> tuple[pygame.Surface, int]:
        """A soft glowing outline around a rect of this size, and how far it reaches out."""
        least, base = self.GLOW_MARGIN
        margin = max(least, self._sz(base))
        glow = self.GLOW_COLOR

        def make() -> pygame.Surface:
            w, h = size
            r = radius if radius is not None else max(least, min(w, h) // 9)
            surf = art.new_surface((w + 2 * margin, h + 2 * margin))
            for i in range(margin, 0, -1):
                alpha = int(170 * (1 - i / (margin + 1)) ** 2)
                rect = pygame.Rect(margin - i, margin - i, w + 2 * i, h + 2 * i)
                pygame.draw.rect(surf, (*glow, alpha), rect, width=2, border_radius=r + i)
            pygame.draw.rect(surf, (*glow, 255), pygame.Rect(margin - 1, margin - 1, w + 2, h + 2),
                             width=max(2, self._sz(3)), border_radius=r)
            return surf
        return self._cached(("glow", tuple(size), radius), make), margin

    def _box(self, ctx: Any, target: str, rect: pygame.Rect, tooltip: str = "",
             radius: int | None = None, glow: bool = True) -> None:
        """A hitbox; if its id is a legal answer now, it also gets the glowing outline."""
        self.add_hitbox(target, rect, tooltip)
        if glow and target in self._highlights and target not in ctx.glowed:
            ctx.glowed.add(target)
            ctx.glows.append((pygame.Rect(rect), radius, target))

    def _seat_color(self, seat: dict | None) -> art.PlayerColor:
        index = int_or(seat.get("color"), 0) if isinstance(seat, dict) else 0
        return art.PLAYER_COLORS[index % len(art.PLAYER_COLORS)]

    def _marker(self, seat: dict | None, size: int, dim: bool = False) -> pygame.Surface:
        """A seat's marker: a coloured disc; in colour-blind mode its shape carrying its letter."""
        pc = self._seat_color(seat)
        cb = bool(self.settings.colorblind)
        size = max(8, size)
        letter_y = self.MARKER_LETTER_Y

        def make() -> pygame.Surface:
            rgb = art.mix(pc.rgb, (96, 96, 96), 0.65) if dim else pc.rgb
            surf = art.new_surface((size, size))
            if cb:
                surf.blit(art.shape_marker(pc.shape, size, rgb), (0, 0))
                letter = self._art_text(pc.letter, max(7, round(size * 0.42)), INK, bold=True)
                surf.blit(letter, letter.get_rect(center=(size // 2, round(size * letter_y))))
            else:
                def draw(canvas: pygame.Surface) -> None:
                    pen = art.Pen(canvas)
                    pen.circle((0, 0, 0, 110), (0.5, 0.55), 0.46)
                    pen.circle(art.PALETTE["asphalt_dark"], (0.5, 0.5), 0.46)
                    pen.circle(art.darken(rgb, 0.3), (0.5, 0.5), 0.41)
                    pen.circle(rgb, (0.49, 0.47), 0.36)
                    pen.circle(art.lighten(rgb, 0.4), (0.41, 0.37), 0.09)
                surf.blit(art.supersampled((size, size), draw), (0, 0))
            return surf
        return self._cached(("marker", pc.name, size, cb, dim), make)

    def _override(self, item_id: str) -> pygame.Surface | None:
        """A modder's PNG for this item (content.art), loaded once."""
        if item_id not in self._overrides:
            surf = None
            try:
                path = (getattr(self.content, "art", None) or {}).get(item_id)
            except Exception:
                path = None
            if path:
                try:
                    surf = pygame.image.load(str(path))
                    if pygame.display.get_surface() is not None:
                        surf = surf.convert_alpha()
                except (pygame.error, OSError):
                    surf = None
            self._overrides[item_id] = surf
        return self._overrides[item_id]


__all__ = ["LayeredBoard", "WarmUpQueue", "one_stage", "cover", "draw_cracks", "shade_edges", "speckle_floor", "asphalt_band", "event_parts", "Anim", "ease_out", "lerp_rect", "blit_tumbling_die",
           "art_text", "int_or",
           "BONE", "INK", "HOVER"]
