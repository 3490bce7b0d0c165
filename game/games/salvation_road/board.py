"""The Salvation Road table: draws one seat's view of the co-op game into the board rectangle.

What is on the table (all read from the view, never from the state):

* top: the roadmap: the road deck on the left, the road cards left to right
  (unexplored: the types they need; explored: the green side with the cost),
  empty slots up to the target count (players + 1) with numbered markers, and
  the gate of Salvation with the toll (how many search cards to pay);
* middle: the compound on the left (the fence ring with one socket per
  marauder, bikes then buggies, the marauder pool beside it, the yard with the
  standees of characters at home, the truck with its cargo and its 3X spot),
  then the location row: 3-5 location cards (face down: the back only), each
  with its threat token on the printed track, its supply lying on the
  picture, the use / overrun marker over the ability, and the standees of the
  characters there under it (delayed ones lying down);
* bottom: the character cards (up to 8): name, hero / survivor, portrait,
  ability, the health circles holding resource or wound tokens, markers for
  acted, delayed, defeated and the active character;
* right column: the round and phase, the first player, the apocalypse deck,
  the card being resolved and the discard spread by type, the search deck,
  the threat dice tray (the current threat roll, else the last roll), the
  supply pools, and the limited-communication talk groups when that variant
  is on;
* the outcome panel when the game is over.

Element ids (prompt option targets) with hitboxes: ``character:<id>`` (card
first, then its standee), ``location:<id>`` (a face-down location is
``location-slot:<slot>`` and, as the rules spell it, ``location:slot-<slot>``:
it never names itself), ``compound``, ``truck``, ``truck:<resource>``,
``supply:<location id>:<resource>``, ``slot:<character id>:<index>`` (a
health circle), ``die:<k>`` (dice of the current threat roll),
``road:<index>`` (scouted cards and the empty slots up to the target),
``fence`` (the ring's four bands, not the yard), ``apocalypse`` (the deck and
the card being resolved). Hitboxes that only carry a tooltip: ``round``,
``phase``, ``phase:<name>``, ``first-player``, ``road-deck``, ``toll``,
``marauder-pool``, ``discard:<type>``, ``discard:last``, ``search``,
``lastdie:<k>``, ``dice:<color>``, ``roll-total``,
``pool:<resource>``, ``wounds``, ``talk``, ``outcome``. An unrevealed
wound's tooltip never names a type. ``hit_test`` prefers a highlighted
element over whatever is drawn on top of it (a supply token on a location
the prompt asks for, a standee in the compound when the fence is asked for).

Speed: everything is composed into one cached layer, rebuilt only when the
view, highlights, prompt seat, viewer, settings or size change; the
background (table, band panels, the road strip, the compound yard) is cached
per layout. A steady frame is one blit plus the hover outline. Animations lay
the kept patches of table back under the dice / the card spot and draw on
top, never recomposing the layer.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from typing import Any, Iterator

import pygame

from ...ui import art
from ...ui.board import BoardFrame, BoardSettings
from ...ui.board_kit import Anim as _Anim, LayeredBoard, WarmUpQueue, art_text as _art_text_any, blit_tumbling_die
from ...ui.board_kit import asphalt_band, draw_cracks, one_stage, shade_edges, speckle_floor
from ...ui.board_kit import ease_out as _ease_out, int_or as _int, lerp_rect as _lerp_rect
from . import card_art as ca

RESOURCES = ca.RESOURCES
RESOURCE_NAMES = ca.RESOURCE_NAMES
RESOURCE_HELP = {
    "food": "prevents a famine card's effect for up to 3 characters sharing a location, or buys one extra "
            "action (once per character per round).",
    "ammo": "shoots the marauders from the compound (3 off the fence), or rerolls threat dice.",
    "med": "heals (3 unrevealed wounds or 1 revealed), or prevents a pestilence card for up to 3 characters "
           "sharing a location.",
    "fuel": "drives up to 2 characters to another location; every road card needs some.",
}
WOUND_HELP = {
    "critical": "Critical wound: the character immediately takes a new unrevealed wound.",
    "sprained_ankle": "Sprained ankle: the character is delayed (already delayed: takes a wound instead).",
    "sprained_wrist": "Sprained wrist: the character drops one resource (to the location supply, or the truck "
                      "at the compound).",
    "painful": "Painful wound: the threat of the character's location goes up; at the compound a marauder "
               "joins the fence instead.",
    "flesh_wound": "Flesh wound: discarded as soon as it is revealed - not badly hurt!",
    "injury": "Injury: no further effect, but it fills a health circle.",
}
UNREVEALED_HELP = ("Unrevealed wound: what it hides stays secret until a card reveals it. A Med heals three "
                   "unrevealed wounds; a rest at the compound removes as many as the die shows.")
APOCALYPSE_HELP = {
    "death": "Death: hits every character outside the compound (characters in the compound ignore it).",
    "war": "War: many marauders join the fence and each character at the compound takes a wound; each may "
           "take a second wound to add one marauder fewer.",
    "famine": "Famine: harsh effects on every character; a Food token feeds up to 3 characters at its location.",
    "pestilence": "Pestilence: characters reveal unrevealed wounds and resolve them; a Med protects up to 3 "
                  "characters at its location.",
}
PHASES = ("action", "threat", "apocalypse", "refresh")
PHASE_NAMES = {"action": "Action", "threat": "Threat", "apocalypse": "Apocalypse", "refresh": "Refresh",
               "travel": "Travel", "over": "Game over"}
PHASE_HELP = {
    "action": "Action phase: in turn, each player activates one character for two actions and one free "
              "transfer, until everyone has acted.",
    "threat": "Threat phase: threat dice are rolled for every occupied location, left to right.",
    "apocalypse": "Apocalypse phase: an apocalypse card is drawn, marauders join the fence and its effect "
                  "is resolved.",
    "refresh": "Refresh phase: markers come off; with everyone at the compound the group may travel.",
    "travel": "Travel: the truck pays every road card, then the toll at Salvation's gate.",
    "over": "The game is over.",
}

GLOW = (255, 210, 80)
BONE = art.PALETTE["bone"]
INK = art.PALETTE["ink"]
YELLOW = art.PALETTE["road_yellow"]
MUTED = (178, 170, 152)
DIM = (120, 116, 106)
HAZARD = ca.SR["hazard"]
RUST = ca.SR["rust"]
RUST_LIGHT = ca.SR["rust_light"]
DANGER = (226, 74, 56)

LOC_RATIO = 0.64         # width / height of a location card (it may be a little taller)
APOC_RATIO = 0.71
ROAD_RATIO = 1.42        # road cards lie landscape

DICE_TIME = 0.42         # seconds at animation speed 1
SLIDE_TIME = 0.34
STAGGER = 0.04
MAX_STAGGER = 0.12       # slides end by SLIDE_TIME + MAX_STAGGER = 0.46 s


def _dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return list(value) if isinstance(value, (list, tuple)) else []


def _plural(n: int, word: str, plural: str | None = None) -> str:
    if plural is None:
        plural = word + ("S" if word.isupper() else "s")
    return f"{n} {word if n == 1 else plural}"


_art_text = functools.partial(_art_text_any, min_size=6)   # never under 6 px


def _res_list(counts: dict) -> str:
    parts = [f"{_int(counts.get(r))} {RESOURCE_NAMES[r]}" for r in RESOURCES if _int(counts.get(r)) > 0]
    return ", ".join(parts) if parts else "nothing"


def die_tip(die: Any) -> str:
    color, wounds = _die_fields(die)
    return (f"{color.title()} threat die: {_plural(wounds, 'wound')}."
            + (" Red dice are grabbed only when the blue ones run out." if color == "red" else ""))


def _die_fields(die: Any) -> tuple[str, int]:
    if isinstance(die, dict):
        color = "red" if str(die.get("color")) == "red" else "blue"
        return color, max(0, min(3, _int(die.get("wounds"), _int(die.get("face")))))
    if isinstance(die, (list, tuple)) and len(die) == 2:
        return ("red" if str(die[0]) == "red" else "blue"), max(0, min(3, _int(die[1])))
    return "blue", max(0, min(3, _int(die)))


def wound_tip(kind: Any) -> str:
    """What a wound token's tooltip says: a revealed type's meaning, or only that it is hidden."""
    kind = str(kind)
    if kind in WOUND_HELP:
        return WOUND_HELP[kind]
    return UNREVEALED_HELP


# ---------------------------------------------------------------------------
# Layout
# ---------------------------------------------------------------------------
@dataclass
class _Layout:
    size: tuple[int, int]
    s: float
    pad: int
    gap: int
    main: pygame.Rect
    right: pygame.Rect
    road: pygame.Rect
    mid: pygame.Rect
    chars: pygame.Rect
    compound: pygame.Rect
    locs: pygame.Rect
    loc_cards: list            # one rect per location slot
    loc_strips: list           # where its standees stand
    char_cards: list           # one rect per character
    # right column
    header: pygame.Rect
    apoc: pygame.Rect
    search: pygame.Rect
    tray: pygame.Rect
    pools: pygame.Rect
    talk: pygame.Rect | None


def _layout(width: int, height: int, ui_scale: float, n_chars: int, n_locs: int, talk: bool) -> _Layout:
    s = max(0.42, min(width / 1600, height / 1000)) * max(0.6, min(1.6, ui_scale or 1.0))
    s = min(s, max(0.42, min(width / 1250, height / 800)))      # a big ui scale can't burst the board
    pad = max(4, round(10 * s))
    gap = max(4, round(12 * s))
    right_w = max(150, min(round(width * 0.2), round(360 * max(1.0, s))))
    right = pygame.Rect(width - pad - right_w, pad, right_w, height - 2 * pad)
    main = pygame.Rect(pad, pad, right.x - 2 * pad, height - 2 * pad)
    road_h = max(64, min(round(height * 0.15), round(176 * s)))
    road = pygame.Rect(main.x, main.y, main.width, road_h)
    avail = main.height - road_h - 2 * pad

    # characters: one row up to 4, else two; four on a narrow board make a 2 x 2 block of wide cards
    n_chars = max(1, n_chars)
    rows = 1 if n_chars < 4 or (n_chars == 4 and main.width >= main.height * 1.3) else 2
    cols = -(-n_chars // rows)
    cgap = max(4, round(10 * s))
    card_w = (main.width - cgap * (cols - 1)) // cols
    char_h = max(56, min(round(card_w / 1.75), round(avail * 0.46 / rows), round(250 * s)))
    card_w = min(card_w, round(char_h * 2.5))

    # locations beside the compound
    n_locs = max(3, n_locs)
    compound_w = max(150, min(round(main.width * 0.27), round(470 * s)))
    lgap = max(4, round(12 * s))
    locs_w = main.width - compound_w - gap
    loc_w = min((locs_w - lgap * (n_locs - 1)) // n_locs, round(290 * s))
    strip_h = max(30, min(round(loc_w * 0.46), round(110 * s)))
    mid_h = avail - rows * char_h - (rows - 1) * cgap
    loc_h = mid_h - strip_h
    tallest = round(loc_w / 0.52)
    if loc_h > tallest:
        # too much room for the locations: give the characters taller cards
        spare = loc_h - tallest
        grow = min(spare // rows, max(0, round(card_w / 1.3) - char_h))
        char_h += grow
        mid_h -= grow * rows
        loc_h = mid_h - strip_h
        if loc_h > tallest:
            extra = loc_h - tallest
            strip_h = min(strip_h + extra // 2, round(loc_w * 0.7))
            loc_h = min(tallest, mid_h - strip_h)
    if loc_h * LOC_RATIO < loc_w:
        loc_w = max(40, round(loc_h * LOC_RATIO) if loc_h * LOC_RATIO < loc_w * 0.8 else loc_w)
    mid = pygame.Rect(main.x, road.bottom + pad, main.width, mid_h)
    chars_rect = pygame.Rect(main.x, mid.bottom + pad, main.width, main.bottom - mid.bottom - pad)
    compound = pygame.Rect(main.x, mid.y, compound_w, mid.height)
    locs = pygame.Rect(compound.right + gap, mid.y, main.right - compound.right - gap, mid.height)
    row_w = n_locs * loc_w + (n_locs - 1) * lgap
    x0 = locs.x + (locs.width - row_w) // 2
    block = loc_h + strip_h
    y0 = locs.y + max(0, (locs.height - block) // 2)
    loc_cards = [pygame.Rect(x0 + i * (loc_w + lgap), y0, loc_w, loc_h) for i in range(n_locs)]
    loc_strips = [pygame.Rect(r.x - lgap // 2 + 1, r.bottom, r.width + lgap - 2, strip_h) for r in loc_cards]

    char_cards = []
    for r in range(rows):
        in_row = cols if r < rows - 1 else n_chars - cols * (rows - 1)
        row_w = in_row * card_w + (in_row - 1) * cgap
        x = chars_rect.x + (chars_rect.width - (cols * card_w + (cols - 1) * cgap)) // 2
        if in_row < cols:
            x = chars_rect.x + (chars_rect.width - row_w) // 2
        total_h = rows * char_h + (rows - 1) * cgap
        y = chars_rect.y + max(0, (chars_rect.height - total_h) // 2) + r * (char_h + cgap)
        for c in range(in_row):
            char_cards.append(pygame.Rect(x + c * (card_w + cgap), y, card_w, char_h))

    # the right column, top to bottom
    header_h = max(58, round(96 * s))
    talk_h = max(60, round(118 * s)) if talk else 0
    pools_h = max(46, round(82 * s))
    search_h = max(48, round(84 * s))
    rest = right.height - header_h - talk_h - pools_h - search_h - pad * (4 + (1 if talk else 0))
    # the apocalypse section is as tall as its cards need (the card being resolved takes ~58% of
    # the column's width), the dice tray gets the rest
    inner_w = right.width - 2 * max(4, round(12 * s))
    cur_h = round(inner_w * 0.58 / APOC_RATIO)
    spread_h = max(round(78 * s), 52)
    apoc_h = max(150, min(round(rest * 0.66), round(34 * s) + cur_h + round(18 * s) + spread_h + round(8 * s)))
    tray_h = rest - apoc_h
    y = right.y
    header = pygame.Rect(right.x, y, right.width, header_h)
    y = header.bottom + pad
    apoc = pygame.Rect(right.x, y, right.width, apoc_h)
    y = apoc.bottom + pad
    search = pygame.Rect(right.x, y, right.width, search_h)
    y = search.bottom + pad
    tray = pygame.Rect(right.x, y, right.width, tray_h)
    y = tray.bottom + pad
    pools = pygame.Rect(right.x, y, right.width, pools_h)
    y = pools.bottom + pad
    talk_rect = pygame.Rect(right.x, y, right.width, right.bottom - y) if talk else None
    return _Layout((width, height), s, pad, gap, main, right, road, mid, chars_rect, compound, locs, loc_cards,
                   loc_strips, char_cards, header, apoc, search, tray, pools, talk_rect)


@dataclass
class _Ctx:
    view: dict
    frame: BoardFrame
    seats: dict = field(default_factory=dict)        # seat number -> seat dict
    chars: dict = field(default_factory=dict)        # character id -> character dict
    locs: dict = field(default_factory=dict)         # location id -> location dict
    glows: list = field(default_factory=list)
    glowed: set = field(default_factory=set)
    standees: list = field(default_factory=list)     # (target, rect, tooltip): added after the cards


class SalvationRoadBoard(LayeredBoard):
    """Renderer for Salvation Road (see the module docstring for what it draws and its element ids).

    API: ``set_rect(rect)``, ``draw(surface, frame)`` (fills ``hitboxes``), ``hit_test(pos)`` (a
    highlighted element wins over what lies above it), ``tooltip_at(pos)``, ``target_rect(id)``,
    ``animate(events)``, ``update(dt)``, ``animating``.
    """

    GLOW_COLOR = GLOW
    GLOW_MARGIN = (5, 11)
    CHIP_PAD_Y = 0.4
    MARKER_LETTER_Y = 0.56
    TEXT_MIN = 6
    ANIM_SEED = 2024
    STAMP = (0.09, 18, 8)

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: _Layout | None = None
        self._layout_key: Any = None
        self._background_key: Any = None
        self._dice_spots: list[tuple[pygame.Rect, str]] = []
        self._spots: dict[str, pygame.Rect] = {}    # named places for slides (decks, cards)
        self._spot_images: dict[str, pygame.Surface] = {}
        self._spot_patches: dict[str, tuple] = {}   # spot -> the kept patch of table under it
        self._spot_backs: dict[str, pygame.Surface] = {}   # spot -> what it showed before turning
        self._setup_players = 2
        # drawing ahead (warm_up): the plan for the last view, most urgent first
        self._last_view: dict | None = None
        self._planned_for: Any = None
        self._plan: list[tuple[tuple, Any]] = []          # (key, how to draw it)
        self._warmed: set[tuple] = set()                   # keys drawn ahead (the caches hold them)
        self._warmer = WarmUpQueue(self._next_job, self._finish_job)

    # ------------------------------------------------------------------
    # BoardRenderer API
    # ------------------------------------------------------------------
    def on_resize(self) -> None:
        super().on_resize()
        self._layout_key = None
        self._planned_for, self._plan = None, []
        self._warmed.clear()
        self._warmer.clear()

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            self.set_rect(surface.get_rect())
        view = frame.view if isinstance(frame.view, dict) else {}
        self._last_view = view
        self._highlights = frozenset(frame.highlights or ())
        lkey = self._lay_out(view)
        prompt = frame.prompt
        key = (repr(view), self._highlights, frame.viewer, prompt.seat if prompt else None,
               bool(self.settings.colorblind), lkey)
        if self._layer is None or key != self._layer_key:
            self._compose(surface, frame, view)
            self._layer_key = key
        self._present(surface, frame)

    def _lay_out(self, view: dict) -> tuple:
        """The layout for this view (made again when the counts of cards or the size change); its key."""
        size = self.rect.size
        n_chars = len([c for c in _list(view.get("characters")) if isinstance(c, dict)])
        n_locs = len([loc for loc in _list(view.get("locations")) if isinstance(loc, dict)])
        talk = bool(_list(view.get("talk_groups")))
        lkey = (size, self.settings.ui_scale, n_chars, n_locs, talk)
        if self._layout is None or self._layout_key != lkey:
            self._layout = _layout(size[0], size[1], self.settings.ui_scale, n_chars, n_locs, talk)
            self._layout_key = lkey
        return lkey

    # --- drawing ahead ---------------------------------------------------
    def warm_up(self, budget_s: float) -> bool:
        """Draw planned pictures for about budget_s seconds (at least one stage of one); True while
        some remain. The plan is remade whenever the drawn view changes (see ``prepare``)."""
        if self._last_view is not None and self._planned_for is not self._last_view:
            self.prepare(self._last_view)
        if self._planned_for is None or self._layout is None:
            return False            # nothing drawn or prepared yet: the sizes are unknown
        return self._warmer.run(budget_s, lambda: bool(self._plan))

    def prepare(self, view: dict) -> None:
        """Plan what drawing this view and the next ones will want, most urgent first: the table's
        background, the characters' and face-up locations' cards, the location back; then every
        location card of the content at the table size, so a location turned face up later (which
        one is hidden) finds its face ready."""
        if not isinstance(view, dict) or self.rect.width <= 0 or self.rect.height <= 0:
            return
        self._planned_for = view
        lkey = self._lay_out(view)
        lay = self._layout
        plan: list[tuple[tuple, Any]] = []
        if self._background is None or self._background_key != (lay.size, lkey):
            plan.append((("background", lkey), None))
        chars = [c for c in _list(view.get("characters")) if isinstance(c, dict)]
        for ch, rect in zip(chars, lay.char_cards):
            plan.append((("char", str(ch.get("id")), len(_list(ch.get("slots"))), rect.size), ch))
        locs = [loc for loc in _list(view.get("locations")) if isinstance(loc, dict)]
        sizes = sorted({rect.size for rect in lay.loc_cards})
        for loc, rect in zip(locs, lay.loc_cards):
            if loc.get("id") and loc.get("face_up", True):
                plan.append((("loc", str(loc["id"]), rect.size), loc))
        for size in sizes:
            plan.append((("loc-back", size), None))
        for loc in self._content_locations():
            for size in sizes:
                plan.append((("loc", loc["id"], size), loc))
        self._plan = [job for job in plan if job[0] not in self._warmed]

    def _content_locations(self) -> list[dict]:
        """Every location card of the content, as the view shows one face up."""
        try:
            table = self.content.table("locations") if self.content is not None else {}
        except Exception:
            return []
        out = []
        for lid, card in sorted(table.items()):
            ability = getattr(card, "ability", None)
            out.append({"id": str(lid), "name": getattr(card, "name", lid), "recon": bool(getattr(card, "recon", False)),
                        "face_up": True, "track": list(getattr(card, "track", ()) or ()),
                        "ability": {"name": getattr(ability, "name", ""), "text": getattr(ability, "text", "")}})
        return out

    def _next_job(self) -> tuple[tuple, Any] | None:
        while self._plan:
            key, data = self._plan.pop(0)
            if key in self._warmed:
                continue
            kind = key[0]
            if kind == "background":
                if self._background is not None and self._background_key == (self._layout.size, key[1]) \
                        or self._layout_key != key[1]:
                    continue
                made: list[pygame.Surface] = []
                return (key, made), self._background_stages(pygame.display.get_surface() or self._fmt(), made)
            if kind == "char":
                return (key, None), one_stage(lambda: self._char_face(data, key[3]))
            if kind == "loc":
                return (key, None), one_stage(lambda: self._location_face(data, key[2]))
            if kind == "loc-back":
                return (key, None), one_stage(lambda: ca.location_back(key[1]))
        return None

    def _finish_job(self, job: tuple[tuple, Any]) -> None:
        key, made = job
        self._warmed.add(key)
        if key[0] == "background" and made and self._layout_key == key[1]:
            self._background = made[0]
            self._background_key = (self._layout.size, key[1])

    @staticmethod
    def _fmt() -> pygame.Surface:
        return pygame.Surface((1, 1))

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        """Short animations (all over within 0.5 s; none at animation speed 0):
        "dice_rolled": the dice in the tray tumble; "card_drawn": an apocalypse card slides from its
        deck to the card being resolved, a search card slides from its deck onto the location (or the
        gate, for a toll); "flipped": a location card turns face up; "scouted": a road card slides
        from the road deck to its slot; "explored": a road card turns to its green side."""
        slides = 0
        for kind, data in events:
            if kind == "dice_rolled" or kind in ("threat_roll", "roll"):
                if data.get("faces") == []:
                    continue
                self._anims = [a for a in self._anims if a.kind != "dice"]
                self._anims.append(_Anim("dice", DICE_TIME * speed))
                continue
            spec = self._anim_spec(kind, data)
            if spec is None:
                continue
            delay = min(MAX_STAGGER, STAGGER * slides) * speed
            slides += 1
            self._anims.append(_Anim("slide", SLIDE_TIME * speed, delay, data=spec))
        for anim in self._anims:      # never longer than half a second, whatever the speed setting
            if anim.delay + anim.duration > 0.5:
                scale = 0.5 / (anim.delay + anim.duration)
                anim.delay *= scale
                anim.duration *= scale

    def _anim_spec(self, kind: str, data: dict) -> dict | None:
        """What a card event animates: a slide or a flip between kept spots (None: nothing)."""
        if kind == "card_drawn":
            deck = str(data.get("deck") or "")
            if deck == "apocalypse" and "apoc_current" in self._spot_images:
                return {"mode": "slide", "src": "apoc_deck", "dest": "apoc_current", "cover": True}
            if deck == "search":
                dest = f"loc:{data.get('location')}"
                return {"mode": "slide", "src": "search_deck", "dest": dest, "cover": False} if dest in self._spots \
                    else None
            if deck == "toll" and "gate" in self._spots:
                return {"mode": "slide", "src": "search_deck", "dest": "gate", "cover": False}
            return None
        if kind == "flipped":
            dest = f"loc:{data.get('location')}"
            if dest not in self._spot_images and data.get("slot") is not None:
                dest = f"slot:{_int(data.get('slot'))}"
            return {"mode": "flip", "dest": dest, "back": "location"} if dest in self._spot_images else None
        if kind == "scouted" and data.get("index") is not None:
            dest = f"road:{_int(data.get('index'))}"
            return {"mode": "slide", "src": "road_deck", "dest": dest, "cover": True} if dest in self._spot_images \
                else None
        if kind == "explored" and data.get("index") is not None:
            dest = f"road:{_int(data.get('index'))}"
            return {"mode": "flip", "dest": dest, "back": "road"} if dest in self._spot_images else None
        return None

    # ------------------------------------------------------------------
    # Small cached pieces
    # ------------------------------------------------------------------
    def _token(self, res: str, size: int) -> pygame.Surface:
        if res in art.RESOURCE_SHAPES:
            return art.resource_token(res, max(4, size))
        return self._cached(("unknown-token", size), lambda: self._unknown_token(size))

    def _unknown_token(self, size: int) -> pygame.Surface:
        surf = art.new_surface((size, size))
        pygame.draw.circle(surf, (120, 116, 100), (size // 2, size // 2), size // 2)
        q = _art_text("?", max(7, size // 2), INK, bold=True)
        surf.blit(q, q.get_rect(center=(size // 2, size // 2)))
        return surf

    def _counted(self, res: str, n: int, size: int, dim: bool = False, three_x: bool = False) -> pygame.Surface:
        """A token with its count in a dark bubble at its lower right."""
        def make() -> pygame.Surface:
            bubble = max(9, round(size * 0.56))
            num = _art_text(str(n), max(7, round(bubble * 0.78)), BONE, bold=True)
            bw = max(bubble, num.get_width() + bubble // 3)
            out = art.new_surface((size + bw // 2 + 1, size + bubble // 4 + 1))
            tok = ca.three_x_token(res, size) if three_x else self._token(res, size)
            if dim:
                tok = art.fade(tok.copy(), 90)
            out.blit(tok, (0, 0))
            br = pygame.Rect(out.get_width() - bw, out.get_height() - bubble, bw, bubble)
            out.blit(art.panel(br.size, (16, 16, 18, 240), bubble // 2, border=(255, 255, 255, 90)), br)
            out.blit(num, num.get_rect(center=br.center))
            return out
        return self._cached(("counted", res, n, size, dim, three_x), make)

    # ------------------------------------------------------------------
    # Background (cached per layout)
    # ------------------------------------------------------------------
    def _make_background(self, fmt: pygame.Surface) -> pygame.Surface:
        made: list[pygame.Surface] = []
        for _ in self._background_stages(fmt, made):
            pass
        return made[0]

    def _background_stages(self, fmt: pygame.Surface, made: list) -> Iterator[None]:
        """_make_background in stages (for warm_up): the finished background is appended to made."""
        lay = self._layout
        w, h = lay.size
        bg = art.vertical_gradient((w, h), [(0.0, (70, 68, 62)), (0.35, (54, 53, 50)), (1.0, (28, 28, 28))])
        rng = random.Random(1987)            # fixed: the table looks the same every run
        speckle_floor(bg, rng, 192, (4200, 5, 18), (26, 70, 130, 4, 10, 24))
        yield
        # slab joints of a concrete floor
        slab = max(120, round(300 * lay.s))
        for x in range(slab // 2, w, slab):
            pygame.draw.line(bg, (24, 24, 24), (x, 0), (x, h), 2)
            pygame.draw.line(bg, (92, 90, 84), (x + 2, 0), (x + 2, h), 1)
        for y in range(slab // 3, h, slab):
            pygame.draw.line(bg, (24, 24, 24), (0, y), (w, y), 2)
            pygame.draw.line(bg, (92, 90, 84), (0, y + 2), (w, y + 2), 1)
        # rust stains and cracks
        for _ in range(10):
            cx, cy = rng.randrange(w), rng.randrange(h)
            r = rng.randrange(30, 90)
            blot = art.new_surface((r * 2, r * 2))
            pygame.draw.ellipse(blot, (*RUST, 22), blot.get_rect())
            pygame.draw.ellipse(blot, (*ca.SR["rust_dark"], 20), blot.get_rect().inflate(-r // 2, -r // 3))
            bg.blit(blot, (cx - r, cy - r))
        draw_cracks(bg, rng, 16, (0, h), (30, 18), (18, 18, 18))
        shade_edges(bg, 140)
        yield
        radius = self._sz(14)
        # the bands: road strip, compound yard, location row, character row, the right column
        bg.blit(self._road_strip(), lay.road)
        yield
        bg.blit(self._yard(), lay.compound)
        yield
        bg.blit(art.panel(lay.locs.size, (20, 20, 22, 120), radius=radius, border=(255, 255, 255, 18)), lay.locs)
        bg.blit(art.panel(lay.chars.size, (18, 18, 20, 150), radius=radius, border=(255, 255, 255, 18)), lay.chars)
        for rect in (lay.header, lay.apoc, lay.search, lay.tray, lay.pools) + ((lay.talk,) if lay.talk else ()):
            bg.blit(art.panel(rect.size, (16, 16, 18, 200), radius=self._sz(12)), rect)
        out = pygame.Surface((w, h), 0, fmt)
        out.blit(bg, (0, 0))
        made.append(out)

    def _road_strip(self) -> pygame.Surface:
        """The roadmap band: cracked asphalt with a faded centre line running to Salvation."""
        lay = self._layout
        w, h = lay.road.size
        r = self._sz(14)
        rng = random.Random(w * 7 + h)
        surf = asphalt_band((w, h), r, (10, 10, 12, 235), (40, 40, 42, 255),
                            [(0.0, (255, 255, 255, 14)), (0.5, (255, 255, 255, 0)), (1.0, (0, 0, 0, 60))],
                            rng, (700, 26, 78, 3))
        for _ in range(max(3, w // 160)):
            x, y = rng.randrange(w), rng.randrange(h)
            pts = [(x, y)]
            for _ in range(5):
                x += rng.randrange(-24, 25)
                y += rng.randrange(-10, 11)
                pts.append((x, y))
            pygame.draw.lines(surf, (16, 16, 16, 255), False, pts, 1)
        dash, gap = self._sz(30), self._sz(24)
        y = h // 2
        for x in range(r + self._sz(10), w - r, dash + gap):
            if rng.random() < 0.18:       # worn away
                continue
            pygame.draw.line(surf, (*YELLOW, 90), (x, y), (min(w - r, x + dash), y), max(2, self._sz(5)))
        edge = max(1, self._sz(2))
        for yy in (self._sz(7), h - self._sz(7)):
            pygame.draw.line(surf, (210, 204, 190, 70), (r, yy), (w - r, yy), edge)
        return surf

    def _yard(self) -> pygame.Surface:
        """The compound's printed area: a concrete yard with hazard-striped edges."""
        lay = self._layout
        w, h = lay.compound.size
        surf = art.new_surface((w, h))
        r = self._sz(14)
        base = art.vertical_gradient((w, h), [(0.0, (66, 64, 58, 255)), (1.0, (40, 39, 37, 255))])
        rng = random.Random(5)
        for _ in range(w * h // 260):
            v = rng.choice((0, 255))
            base.set_at((rng.randrange(w), rng.randrange(h)), (v, v, v, 30))
        mask = art.new_surface((w, h))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(base, (0, 0))
        # hazard stripes along the top edge
        stripe_h = max(4, self._sz(8))
        band = art.new_surface((w - 2 * r, stripe_h))
        step = stripe_h * 2
        for off in range(-stripe_h, band.get_width() + stripe_h, step * 2):
            pygame.draw.polygon(band, (*HAZARD, 150), [(off, stripe_h), (off + step, stripe_h), (off + step + stripe_h, 0),
                                                       (off + stripe_h, 0)])
        pygame.draw.rect(band, (20, 20, 20, 255), band.get_rect(), 0)
        for off in range(-stripe_h, band.get_width() + stripe_h, step * 2):
            pygame.draw.polygon(band, (*HAZARD, 170), [(off, stripe_h), (off + step, stripe_h), (off + step + stripe_h, 0),
                                                       (off + stripe_h, 0)])
        surf.blit(band, (r, 2))
        pygame.draw.rect(surf, (12, 12, 12, 255), surf.get_rect(), 2, border_radius=r)
        return surf

    # ------------------------------------------------------------------
    # Composition
    # ------------------------------------------------------------------
    def _compose(self, surface: pygame.Surface, frame: BoardFrame, view: dict) -> None:
        lay = self._layout
        bkey = (lay.size, self._layout_key)
        if self._background is None or self._background_key != bkey:
            self._background = self._make_background(surface)
            self._background_key = bkey
        layer, outer = self._begin_layer(surface, lay.size)
        layer.blit(self._background, (0, 0))
        self._patches = {}
        self._dice_spots = []
        self._spots = {}
        self._spot_images = {}
        self._spot_patches = {}
        self._spot_backs = {}
        self._setup_players = max(2, min(4, _int(view.get("setup_players"), 2)))
        ctx = _Ctx(view=view, frame=frame)
        for i, seat in enumerate(s for s in _list(view.get("seats")) if isinstance(s, dict)):
            ctx.seats[_int(seat.get("seat"), i)] = seat
        for ch in _list(view.get("characters")):
            if isinstance(ch, dict) and ch.get("id") is not None:
                ctx.chars[str(ch["id"])] = ch
        for loc in _list(view.get("locations")):
            if isinstance(loc, dict) and loc.get("id") and loc.get("face_up", True):
                ctx.locs[str(loc["id"])] = loc

        self._draw_header(layer, ctx)
        self._draw_roadmap(layer, ctx)
        self._draw_compound(layer, ctx)
        self._draw_locations(layer, ctx)
        self._draw_characters(layer, ctx)
        # standees after the cards: a character's first hitbox (target_rect) is its card
        for target, rect, tip in ctx.standees:
            self.add_hitbox(target, rect, tip)
            if target in self._highlights:          # the standee glows as well as the card
                ctx.glows.append((pygame.Rect(rect), self._sz(6), target))
        self._draw_apocalypse(layer, ctx)
        self._draw_search(layer, ctx)
        self._draw_tray(layer, ctx)
        self._draw_pools(layer, ctx)
        if lay.talk is not None:
            self._draw_talk(layer, ctx)
        if view.get("phase") == "over" or _dict(view.get("outcome")):
            self._draw_outcome(layer, ctx)
        self._end_layer(layer, ctx, outer)

    def _char_name(self, ctx: _Ctx, cid: Any) -> str:
        ch = ctx.chars.get(str(cid))
        return str(ch.get("name") or cid) if ch else str(cid)

    def _loc_name(self, ctx: _Ctx, where: Any) -> str:
        if where in (None, ""):
            return "nowhere"
        if where == "compound":
            return "the compound"
        loc = ctx.locs.get(str(where))
        return str(loc.get("name") or where) if loc else str(where)

    # --- header: round, phase, first player ---------------------------------
    def _draw_header(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        view, rect = ctx.view, self._layout.header
        pad = self._sz(12)
        phase = str(view.get("phase") or "")
        rnd = _int(view.get("round"), 1)
        title = self._put_text(layer, f"ROUND {rnd}", 26, YELLOW, bold=True, topleft=(rect.x + pad, rect.y + self._sz(9)))
        self._box(ctx, "round", title.inflate(6, 4), f"Round {rnd}. The game ends when the group travels to "
                  "Salvation, or is lost.", glow=False)
        # first player (a player index: solo players share seat 0)
        seat = self._first_seat(ctx)
        if seat is not None:
            size = self._sz(24)
            badge = ca.first_player_marker(size)
            br = badge.get_rect(midright=(rect.right - pad, title.centery))
            name = self._fit_text(str(seat.get("name", "")), 13, max(20, br.left - title.right - self._sz(40)),
                                  BONE, True)
            nr = name.get_rect(midright=(br.left - self._sz(6), title.centery))
            mk = self._marker(seat, self._sz(18))
            mr = mk.get_rect(midright=(nr.left - self._sz(4), title.centery))
            if mr.left > title.right + self._sz(6):
                layer.blit(badge, br)
                layer.blit(name, nr)
                layer.blit(mk, mr)
                self._box(ctx, "first-player", mr.union(br), f"First player: {seat.get('name')}. The first "
                          "player activates first, rolls the threat dice and draws the apocalypse card.", glow=False)
        # the phase track
        y = title.bottom + self._sz(8)
        steps = list(PHASES)
        track = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, max(14, rect.bottom - y - self._sz(10)))
        if phase in ("travel", "over"):
            chip = self._chip(layer, PHASE_NAMES[phase].upper(), 14, DANGER if phase == "over" else HAZARD,
                              INK, midleft=(track.x, track.centery))
            self._box(ctx, "phase", chip, PHASE_HELP[phase], glow=False)
            return
        gap = self._sz(4)
        cell_w = (track.width - gap * (len(steps) - 1)) // len(steps)
        widest = max(art.text_size(PHASE_NAMES[p].upper(), 9, True)[0] for p in steps)
        if cell_w < widest + 6:
            # too narrow for four names: the current phase as a chip, the others as pips
            if phase not in steps:
                return
            k = steps.index(phase)
            chip = self._chip(layer, f"{PHASE_NAMES[phase].upper()} PHASE", 11, HAZARD, INK,
                              midleft=(track.x, track.centery))
            self._box(ctx, "phase", chip, PHASE_HELP[phase], glow=False)
            r = max(3, self._sz(5))
            x = chip.right + self._sz(10) + r
            for i, step in enumerate(steps):
                if x + r > track.right:
                    break
                color = HAZARD if i == k else ((150, 144, 130) if i < k else (70, 70, 72))
                pygame.draw.circle(layer, color, (x, track.centery), r)
                self.add_hitbox(f"phase:{step}", pygame.Rect(x - r, track.centery - r, 2 * r, 2 * r), PHASE_HELP[step])
                x += 3 * r
            return
        for i, step in enumerate(steps):
            cell = pygame.Rect(track.x + i * (cell_w + gap), track.y, cell_w, track.height)
            current = step == phase
            done = phase in steps and steps.index(phase) > i
            fill = HAZARD if current else ((74, 70, 62) if done else (40, 40, 42))
            pygame.draw.rect(layer, fill, cell, border_radius=cell.height // 3)
            if current:
                pygame.draw.rect(layer, (255, 236, 180), cell, 1, border_radius=cell.height // 3)
            words = self._fit_text(PHASE_NAMES[step].upper(), 11, cell.width - 4, INK if current else
                                   ((200, 194, 180) if done else DIM), True)
            layer.blit(words, words.get_rect(center=cell.center))
            self._box(ctx, "phase" if current else f"phase:{step}", cell, PHASE_HELP[step], glow=False)

    def _first_seat(self, ctx: _Ctx) -> dict | None:
        fp = ctx.view.get("first_player")
        if fp is None:
            return None
        for player in _list(ctx.view.get("players")):
            if isinstance(player, dict) and _int(player.get("player"), -1) == _int(fp, -2):
                return ctx.seats.get(_int(player.get("seat"), -99))
        return ctx.seats.get(_int(fp, -99))

    # --- roadmap -----------------------------------------------------------
    def _draw_roadmap(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        view, band = ctx.view, self._layout.road
        roadmap = [r for r in _list(view.get("roadmap")) if isinstance(r, dict)]
        target = max(1, _int(view.get("road_target"), len(roadmap) or 3))
        slots = max(target, len(roadmap))
        deck_n = max(0, _int(view.get("road_deck")))
        toll = _dict(view.get("toll"))
        pad = self._sz(12)
        label_h = self._sz(20)
        ch = band.height - 2 * pad - label_h
        cw = round(ch * ROAD_RATIO)
        gate_w = round(ch * 1.15)
        gap = self._sz(18)
        avail = band.width - 2 * pad
        need = (slots + 1) * cw + gate_w + (slots + 1) * gap + self._sz(24)
        if need > avail:
            scale = avail / need
            cw, ch, gate_w = round(cw * scale), round(ch * scale), round(gate_w * scale)
            gap = max(3, round(gap * scale))
        cw, ch, gate_w = max(23, cw), max(16, ch), max(16, gate_w)
        y = band.y + pad + label_h + ((band.height - 2 * pad - label_h) - ch) // 2
        # the road deck, at the far left; its top card's unexplored side shows what it needs
        deck = pygame.Rect(band.x + pad, y, cw, ch)
        top = [str(r) for r in _list(view.get("road_deck_top"))]
        deck_face = ca.road_card({"explored": False, "needs": top}, deck.size) if top else ca.road_back(deck.size)
        self._spots["road_deck"] = pygame.Rect(deck)
        self._spot_images["road_deck"] = ca.road_back(deck.size)
        self._stack(layer, deck, deck_face, deck_n)
        self._put_text(layer, "ROAD DECK", 11, MUTED, bold=True, midbottom=(deck.centerx, deck.y - self._sz(4)))
        self._count_badge(layer, deck_n, (deck.right - self._sz(2), deck.y + self._sz(4)))
        self._box(ctx, "road-deck", deck, f"Road deck: {_plural(deck_n, 'card')}"
                  + (f" (the top one needs {', '.join(RESOURCE_NAMES.get(r, r) for r in top)})" if top else "")
                  + ". Scouting draws from the bottom of the deck; travelling draws any missing road cards "
                  "from it too.", glow=False)
        # the gate, at the far right
        gate = pygame.Rect(band.right - pad - gate_w, y, gate_w, ch)
        self._spots["gate"] = pygame.Rect(gate)
        # the road cards spread between them
        x0 = deck.right + gap + self._sz(14)
        room = gate.x - gap - x0
        step = cw + gap
        if slots * step - gap < room:
            step = min(cw + gap * 3, (room + gap) // slots)
        scouted = len(roadmap)
        head = f"ROAD TO SALVATION · {scouted} OF {target} SCOUTED"
        self._put_text(layer, head, 12, (214, 206, 186), bold=True, bottomleft=(x0, y - self._sz(4)))
        marker_r = max(6, self._sz(10))
        for i in range(slots):
            rect = pygame.Rect(x0 + i * step, y, cw, ch)
            self._spots[f"road:{i}"] = pygame.Rect(rect)
            self._spot_patches[f"road:{i}"] = ("road", i)
            if i < len(roadmap):
                road = roadmap[i]
                self._keep_patch(layer, ("road", i), rect.inflate(self._sz(8), self._sz(10)))
                layer.blit(self._shade(rect.size, (0, 0, 0, 150), self._sz(8)), rect.move(self._sz(3), self._sz(4)))
                face = ca.road_card(road, rect.size)
                layer.blit(face, rect)
                self._spot_images[f"road:{i}"] = face
                self._spot_backs[f"road:{i}"] = ca.road_card({"explored": False, "needs": _list(road.get("needs"))},
                                                             rect.size)
                tip = self._road_tip(i, road)
            else:
                self._keep_patch(layer, ("road", i), rect.inflate(self._sz(8), self._sz(10)))
                self._empty_slot(layer, rect, "NOT SCOUTED", "?")
                tip = (f"Road {i + 1}: not scouted yet. When the group travels, a road card is drawn from the bottom "
                       "of the deck, explored and paid for this slot.")
            self._box(ctx, f"road:{i}", rect, tip, radius=self._sz(8))
            if i < target:
                # the target count: numbered markers up to players + 1
                mc = (rect.x + marker_r - 2, rect.bottom + 1 - marker_r)
                pygame.draw.circle(layer, (12, 12, 12), mc, marker_r + 1)
                pygame.draw.circle(layer, YELLOW if i < scouted else (96, 92, 80), mc, marker_r)
                self._put_text(layer, i + 1, max(8, marker_r * 1.2 / self._layout.s), INK, bold=True,
                               center=(mc[0], mc[1] + 1))
            nxt = gate.x if i == slots - 1 else rect.x + step
            self._arrow(layer, (rect.right + nxt) // 2, rect.centery, max(4, min((nxt - rect.right) // 2 - 1,
                                                                                 self._sz(8))))
        self._arrow(layer, (deck.right + x0) // 2, deck.centery, max(4, min((x0 - deck.right) // 2 - 1, self._sz(8))))
        layer.blit(self._shade(gate.size, (0, 0, 0, 150), self._sz(8)), gate.move(self._sz(3), self._sz(4)))
        layer.blit(ca.salvation_gate(gate.size), gate)
        self._put_text(layer, "SALVATION", 12, (250, 222, 150), bold=True, midbottom=(gate.centerx, gate.y - self._sz(4)))
        count = max(0, _int(toll.get("count"), 1))
        chip = self._chip(layer, f"TOLL ×{count}", 12, (236, 196, 110), INK,
                          midbottom=(gate.centerx, gate.bottom - self._sz(5)))
        self._box(ctx, "toll", gate.union(chip), f"Salvation's toll: at the gate, draw {_plural(count, 'search card')} "
                  "and pay, for each, one or two of the resources it shows from the truck.", glow=False)

    def _road_tip(self, i: int, road: dict) -> str:
        if road.get("explored"):
            cost = _dict(road.get("cost"))
            name = road.get("name") or "Explored road"
            return (f"Road {i + 1}: {name} (explored). Cost to pass: {_res_list(cost)}, paid from the truck "
                    "when the group travels.")
        needs = [RESOURCE_NAMES.get(str(r), str(r)) for r in _list(road.get("needs"))]
        return (f"Road {i + 1}: unexplored. It needs {', '.join(needs) if needs else 'resources'}; the exact cost "
                "shows once it is explored (at a recon location, or when the group travels).")

    def _arrow(self, layer: pygame.Surface, cx: int, cy: int, r: int) -> None:
        pts = [(cx - r * 0.6, cy - r), (cx + r * 0.7, cy), (cx - r * 0.6, cy + r)]
        pygame.draw.polygon(layer, (8, 8, 10), [(px + 1, py + 2) for px, py in pts])
        pygame.draw.polygon(layer, YELLOW, pts)

    def _empty_slot(self, layer: pygame.Surface, rect: pygame.Rect, words: str, mark: str) -> None:
        def make() -> pygame.Surface:
            surf = art.new_surface(rect.size)
            r = surf.get_rect()
            pygame.draw.rect(surf, (255, 255, 255, 12), r, border_radius=self._sz(8))
            dash = max(4, self._sz(9))
            for x in range(self._sz(8), r.width - self._sz(8), dash * 2):
                for y in (1, r.height - 2):
                    pygame.draw.line(surf, (255, 255, 255, 60), (x, y), (min(r.width - 4, x + dash), y), 2)
            for y in range(self._sz(8), r.height - self._sz(8), dash * 2):
                for x in (1, r.width - 2):
                    pygame.draw.line(surf, (255, 255, 255, 60), (x, y), (x, min(r.height - 4, y + dash)), 2)
            q = _art_text(mark, max(9, round(r.height * 0.36)), (160, 152, 136), bold=True)
            surf.blit(q, q.get_rect(center=(r.centerx, r.centery - round(r.height * 0.08))))
            t = _art_text(words, max(8, min(round(r.height * 0.12), self._sz(11))), (140, 134, 122), bold=True)
            if t.get_width() < r.width - 6:
                surf.blit(t, t.get_rect(midtop=(r.centerx, r.centery + round(r.height * 0.16))))
            return surf
        layer.blit(self._cached(("empty", rect.size, words, mark), make), rect)

    def _stack(self, layer: pygame.Surface, rect: pygame.Rect, face: pygame.Surface, count: int) -> None:
        """A deck: a few card edges under the top card, or an empty outline."""
        radius = max(3, rect.width // 14)
        if count <= 0:
            pygame.draw.rect(layer, (80, 76, 70), rect, 2, border_radius=radius)
            self._put_text(layer, "EMPTY", 11, (120, 116, 110), bold=True, center=rect.center)
            return
        depth = min(5, (count + 3) // 4)
        off = max(1, self._sz(2))
        edge = self._shade(rect.size, (18, 18, 20, 255), radius)
        for i in range(depth, 0, -1):
            layer.blit(edge, rect.move(i * off, i * off))
            pygame.draw.rect(layer, (110, 104, 92), rect.move(i * off, i * off), 1, border_radius=radius)
        layer.blit(face, rect)

    def _count_badge(self, layer: pygame.Surface, n: int, center: tuple[int, int], color=(236, 228, 208)) -> pygame.Rect:
        r = max(8, self._sz(13))
        words = _art_text(str(n), max(8, round(r * 1.15)), INK, bold=True)
        rect = pygame.Rect(0, 0, max(2 * r, words.get_width() + r), 2 * r)
        rect.center = center
        pygame.draw.rect(layer, (12, 12, 14), rect.inflate(4, 4), border_radius=r + 2)
        pygame.draw.rect(layer, color, rect, border_radius=r)
        layer.blit(words, words.get_rect(center=(rect.centerx, rect.centery + 1)))
        return rect

    # --- compound ------------------------------------------------------------
    def _draw_compound(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        view, area = ctx.view, self._layout.compound
        comp = _dict(view.get("compound"))
        fence = _dict(comp.get("fence"))
        pool = _dict(comp.get("pool"))
        bikes, buggies = max(0, _int(fence.get("bikes"))), max(0, _int(fence.get("buggies")))
        pool_bikes, pool_buggies = max(0, _int(pool.get("bikes"))), max(0, _int(pool.get("buggies")))
        capacity = max(1, _int(comp.get("capacity"), bikes + buggies + pool_bikes + pool_buggies) or 1)
        here = [str(c) for c in _list(comp.get("characters"))]
        if not here:
            here = [cid for cid, ch in ctx.chars.items() if ch.get("location") == "compound" and not ch.get("defeated")]
        on_fence = bikes + buggies
        tip = (f"The compound: {_plural(len(here), 'character')} at home"
               + (f" ({', '.join(self._char_name(ctx, c) for c in here)})" if here else "")
               + ". Fight, shoot and rest happen here; the truck is loaded here; no threat roll here.")
        self._box(ctx, "compound", area, tip, radius=self._sz(14))
        pad = self._sz(10)
        title = self._put_text(layer, "THE COMPOUND", 15, BONE, bold=True,
                               topleft=(area.x + pad, area.y + self._sz(14)))
        danger = buggies > 0
        status = f"{on_fence}/{capacity} ON THE FENCE"
        chip = self._text(status, 11, INK, bold=True)
        if title.right + chip.get_width() + self._sz(26) < area.right:
            self._chip(layer, status, 11, DANGER if danger else (196, 186, 160), INK if not danger else (255, 240, 230),
                       midright=(area.right - pad, title.centery))
        # the marauder pool: a row under the title ("to the left of the fence" on the printed board)
        pool_h = max(self._sz(30), 18)
        pool_rect = pygame.Rect(area.x + pad, title.bottom + self._sz(6), area.width - 2 * pad, pool_h)
        self._draw_marauder_pool(layer, ctx, pool_rect, pool_bikes, pool_buggies)
        body = pygame.Rect(area.x + pad, pool_rect.bottom + self._sz(6), area.width - 2 * pad,
                           area.bottom - pool_rect.bottom - self._sz(6) - pad)
        truck_h = max(self._sz(78), min(round(body.height * 0.36), self._sz(150)))
        fence_rect = pygame.Rect(body.x, body.y, body.width, body.height - truck_h - self._sz(8))
        truck_rect = pygame.Rect(body.x, fence_rect.bottom + self._sz(8), body.width, truck_h)
        self._draw_fence(layer, ctx, fence_rect, capacity, bikes, buggies)
        # standees in the yard
        inset = self._fence_inset(fence_rect)
        yard = fence_rect.inflate(-2 * inset, -2 * inset)
        self._draw_standees(layer, ctx, yard, here, cols=4)
        if not [c for c in here if c in ctx.chars]:
            self._put_text(layer, "nobody home", 11, DIM, center=yard.center)
        self._draw_truck(layer, ctx, truck_rect)

    def _fence_inset(self, rect: pygame.Rect) -> int:
        return max(self._sz(16), min(rect.width, rect.height) // 6)

    def _fence_slots(self, rect: pygame.Rect, capacity: int) -> tuple[list[tuple[int, int]], int]:
        """Socket centres evenly around the fence ring (clockwise from the top-left) and their size."""
        inset = self._fence_inset(rect) // 2
        ring = rect.inflate(-inset, -inset)
        perim = 2 * (ring.width + ring.height)
        step = perim / capacity
        size = max(10, min(round(step * 0.86), self._fence_inset(rect) + self._sz(4), self._sz(40)))
        points = []
        for k in range(capacity):
            d = (k + 0.5) * step
            if d < ring.width:
                p = (ring.x + d, ring.y)
            elif d < ring.width + ring.height:
                p = (ring.right, ring.y + d - ring.width)
            elif d < 2 * ring.width + ring.height:
                p = (ring.right - (d - ring.width - ring.height), ring.bottom)
            else:
                p = (ring.x, ring.bottom - (d - 2 * ring.width - ring.height))
            points.append((round(p[0]), round(p[1])))
        return points, size

    def _draw_fence(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, capacity: int, bikes: int,
                    buggies: int) -> None:
        danger = buggies > 0
        inset = self._fence_inset(rect) // 2
        ring = rect.inflate(-inset, -inset)
        layer.blit(self._fence_ring(ring.size, danger), ring)
        points, size = self._fence_slots(rect, capacity)
        for k, (px, py) in enumerate(points):
            r = pygame.Rect(0, 0, size, size)
            r.center = (px, py)
            if k < bikes:
                layer.blit(ca.marauder_token("bike", size), r)
            elif k < bikes + buggies:
                layer.blit(ca.marauder_token("buggy", size), r)
            else:
                layer.blit(self._socket(size, k == capacity - 1), r)
        on = bikes + buggies
        left = capacity - on
        tip = (f"The fence: {on} of {capacity} marauders ({_plural(bikes, 'bike')}, {_plural(buggies, 'buggy', 'buggies')}). "
               f"{_plural(left, 'socket')} left: if the last marauder is placed, the compound falls and the group loses."
               " Bikes are placed first, buggies only when the bikes run out; fight removes one and shoot (1 Ammo) "
               "three, buggies first.")
        if danger:
            tip += " A buggy is on the fence: a war card could overrun the compound."
        # the ring's four bands (not the yard inside, where the standees stand); the top band first,
        # so target_rect("fence") is a band whose centre is the fence
        outer = ring.inflate(size, size)
        band = size
        bands = [pygame.Rect(outer.x, outer.y, outer.width, band),
                 pygame.Rect(outer.x, outer.bottom - band, outer.width, band),
                 pygame.Rect(outer.x, outer.y + band, band, outer.height - 2 * band),
                 pygame.Rect(outer.right - band, outer.y + band, band, outer.height - 2 * band)]
        for r in bands:
            self.add_hitbox("fence", r, tip)
        if "fence" in self._highlights and "fence" not in ctx.glowed:
            ctx.glowed.add("fence")
            ctx.glows.append((ring.inflate(size // 2, size // 2), self._sz(12), "fence"))

    def _fence_ring(self, size: tuple[int, int], danger: bool) -> pygame.Surface:
        def make() -> pygame.Surface:
            w, h = size
            surf = art.new_surface(size)
            r = max(6, min(w, h) // 8)
            post = (36, 34, 32)
            wire = (150, 150, 146, 120) if not danger else (220, 110, 90, 150)
            # chain-link: a diamond mesh inside the ring line, clipped to a band
            band = max(6, self._sz(12))
            mesh = art.new_surface(size)
            step = max(5, self._sz(8))
            for off in range(-h, w + h, step):
                pygame.draw.line(mesh, wire, (off, 0), (off + h, h), 1)
                pygame.draw.line(mesh, wire, (off + h, 0), (off, h), 1)
            mask = art.new_surface(size)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), band, border_radius=r)
            mesh.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(mesh, (0, 0))
            pygame.draw.rect(surf, (20, 20, 20, 220), surf.get_rect(), max(2, self._sz(3)), border_radius=r)
            inner = surf.get_rect().inflate(-2 * band, -2 * band)
            pygame.draw.rect(surf, (20, 20, 20, 220), inner, max(1, self._sz(2)), border_radius=max(2, r - band))
            if danger:
                pygame.draw.rect(surf, (*DANGER, 200), surf.get_rect(), max(1, self._sz(2)), border_radius=r)
            # posts
            for x in range(r, w - r, max(12, self._sz(34))):
                for y in (0, h - band):
                    pygame.draw.rect(surf, post, (x, y, max(2, self._sz(4)), band))
            for y in range(r, h - r, max(12, self._sz(34))):
                for x in (0, w - band):
                    pygame.draw.rect(surf, post, (x, y, band, max(2, self._sz(4))))
            return surf
        return self._cached(("fence", tuple(size), danger), make)

    def _socket(self, size: int, last: bool) -> pygame.Surface:
        def make() -> pygame.Surface:
            def draw(canvas: pygame.Surface) -> None:
                pen = art.Pen(canvas)
                pen.circle((10, 10, 10, 200), (0.5, 0.5), 0.42)
                pen.circle((70, 68, 62, 230) if not last else (110, 30, 26, 230), (0.5, 0.5), 0.42, width=0.06)
                if last:
                    art_layer = art.new_surface(canvas.get_size())
                    art.Pen(art_layer)
                    sk = pygame.transform.smoothscale(art.icon("skull", 64, (170, 60, 50)),
                                                      (round(canvas.get_width() * 0.5),) * 2)
                    canvas.blit(sk, sk.get_rect(center=canvas.get_rect().center))
            return art.supersampled((size, size), draw)
        return self._cached(("socket", size, last), make)

    def _draw_marauder_pool(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, bikes: int,
                            buggies: int) -> None:
        label = self._put_text(layer, "POOL", 10, MUTED, bold=True, midleft=(rect.x, rect.centery))
        size = max(12, min(rect.height - 2, self._sz(28)))
        x = label.right + self._sz(8)
        for kind, n, word in (("bike", bikes, "BIKES"), ("buggy", buggies, "BUGGIES")):
            img = self._counted_marauder(kind, n, size)
            r = layer.blit(img, img.get_rect(midleft=(x, rect.centery)))
            t = self._text(word, 9, MUTED if n else DIM, bold=True)
            tr = layer.blit(t, t.get_rect(midleft=(r.right + self._sz(3), rect.centery)))
            x = tr.right + self._sz(12)
        hit = pygame.Rect(rect.x, rect.y, min(rect.width, x - rect.x), rect.height)
        self._box(ctx, "marauder-pool", hit, f"Marauder pool: {_plural(bikes, 'bike')} and "
                  f"{_plural(buggies, 'buggy', 'buggies')} still to come. Apocalypse cards, painful wounds and some "
                  "abilities put them on the fence, bikes first.", glow=False)

    def _counted_marauder(self, kind: str, n: int, size: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            bubble = max(9, round(size * 0.58))
            num = _art_text(str(n), max(7, round(bubble * 0.78)), BONE, bold=True)
            bw = max(bubble, num.get_width() + bubble // 3)
            out = art.new_surface((size + bw // 2 + 1, size + bubble // 4 + 1))
            tok = ca.marauder_token(kind, size)
            out.blit(tok if n else art.fade(tok.copy(), 80), (0, 0))
            br = pygame.Rect(out.get_width() - bw, out.get_height() - bubble, bw, bubble)
            out.blit(art.panel(br.size, (16, 16, 18, 240), bubble // 2, border=(255, 255, 255, 90)), br)
            out.blit(num, num.get_rect(center=br.center))
            return out
        return self._cached(("counted-marauder", kind, n, size), make)

    def _draw_truck(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect) -> None:
        truck = _dict(ctx.view.get("truck"))
        layer.blit(art.panel(rect.size, (24, 22, 20, 215), radius=self._sz(10), border=(214, 168, 72, 90)), rect)
        inner = rect.inflate(-self._sz(12), -self._sz(10))
        label = self._put_text(layer, "THE TRUCK", 11, (226, 190, 120), bold=True, topleft=inner.topleft)
        pic_h = min(inner.height - label.height - self._sz(4), round(inner.width * 0.42 / 1.75))
        pic = pygame.Rect(inner.x, label.bottom + self._sz(4), round(pic_h * 1.75), pic_h)
        pic.centery = max(pic.centery, (label.bottom + inner.bottom) // 2)
        layer.blit(ca.truck_token(pic.size), pic)
        total = sum(max(0, _int(truck.get(r))) for r in RESOURCES)
        self._box(ctx, "truck", pic, f"The truck: {total} resources loaded ({_res_list(truck)}). Characters at the "
                  "compound load it with a transfer, or take one resource back. Its cargo can't pay costs or actions "
                  "and apocalypse cards can't touch it; it pays the road and the toll when the group travels. "
                  "A 3X token stands for three.", radius=self._sz(8))
        # the cargo: one cell per resource; each group of three lies on the 3X spot as one 3X token
        cells = pygame.Rect(pic.right + self._sz(10), inner.y, inner.right - pic.right - self._sz(10), inner.height)
        cols = 2 if cells.width < self._sz(300) else 4
        rows = 4 // cols
        cw, chh = cells.width // cols, cells.height // rows
        tok = max(10, min(chh - self._sz(6), self._sz(30)))
        for i, res in enumerate(RESOURCES):
            n = max(0, _int(truck.get(res)))
            col, row = i % cols, i // cols
            cell = pygame.Rect(cells.x + col * cw, cells.y + row * chh, cw, chh)
            groups, singles = divmod(n, 3)
            num = self._text(n, 16, BONE if n else DIM, bold=True)
            items = [True] * groups + [False] * singles or [None]
            room = cell.width - num.get_width() - self._sz(10)
            step = tok + self._sz(2)
            if len(items) > 1 and tok + step * (len(items) - 1) > room:
                step = max(3, (room - tok) // (len(items) - 1))
            x, y = cell.x, cell.centery - tok // 2
            for k, three in enumerate(items):
                if three is None:
                    img = self._cached(("faded-tok", res, tok), lambda r=res: art.fade(self._token(r, tok).copy(), 60))
                elif three:
                    img = ca.three_x_token(res, tok)
                else:
                    img = self._token(res, tok)
                layer.blit(img, (x + k * step, y))
            end = x + (len(items) - 1) * step + tok
            layer.blit(num, num.get_rect(midleft=(end + self._sz(5), cell.centery)))
            detail = f" ({groups} on the 3X spot + {singles})" if groups else ""
            self._box(ctx, f"truck:{res}", cell.inflate(-2, -2), f"{RESOURCE_NAMES[res]} on the truck: {n}{detail}. "
                      f"{RESOURCE_NAMES[res]} {RESOURCE_HELP[res]}", radius=self._sz(6))

    # --- standees ---------------------------------------------------------
    def _standee_img(self, ctx: _Ctx, ch: dict, h: int, lying: bool) -> pygame.Surface:
        seat = ctx.seats.get(_int(ch.get("seat"), -99))
        rim = self._seat_color(seat).rgb if seat is not None else (200, 190, 170)
        w = max(6, round(h * 0.56))
        cid = str(ch.get("id"))
        kind = "survivor" if ch.get("kind") == "survivor" else "hero"
        img = ca.standee(cid, kind, (w, h), rim)
        if self.settings.colorblind and seat is not None:
            def make() -> pygame.Surface:
                out = img.copy()
                mk = self._marker(seat, max(8, round(w * 0.55)))
                out.blit(mk, mk.get_rect(midbottom=(w // 2, h - max(1, h // 30))))
                return out
            img = self._cached(("cb-standee", cid, w, h, rim), make)
        if lying:
            img = self._cached(("lying", cid, w, h, rim, bool(self.settings.colorblind)),
                               lambda im=img: pygame.transform.rotate(im, 90))
        return img

    def _standee_h(self) -> int:
        """One standee height for the whole table: what fits the strips under the locations."""
        strips = self._layout.loc_strips
        return max(16, min(strips[0].height - self._sz(8) if strips else self._sz(80), self._sz(110)))

    def _draw_standees(self, layer: pygame.Surface, ctx: _Ctx, area: pygame.Rect, ids: list[str], cols: int = 3) -> None:
        chars = [ctx.chars[c] for c in ids if c in ctx.chars and not ctx.chars[c].get("defeated")]
        if not chars:
            return
        n = len(chars)
        rows = 1 if n <= cols else -(-n // cols)
        per_row = -(-n // rows)
        h = min(round(area.height / rows) - self._sz(4), round(area.width / per_row / 0.62) - self._sz(2),
                self._standee_h())
        h = max(16, h)
        w = max(6, round(h * 0.56))
        active = ctx.view.get("active_character")
        for r in range(rows):
            row = chars[r * per_row:(r + 1) * per_row]
            widths = [h if ch.get("delayed") else w for ch in row]
            gap = self._sz(6)
            total = sum(widths) + gap * (len(row) - 1)
            if total > area.width:
                gap = (area.width - sum(widths)) // max(1, len(row) - 1)
                total = sum(widths) + gap * (len(row) - 1)
            x = area.centerx - total // 2
            base = area.y + (area.height - rows * h) // 2 + (r + 1) * h
            for j, (ch, width) in enumerate(zip(row, widths)):
                lying = bool(ch.get("delayed"))
                img = self._standee_img(ctx, ch, h, lying)
                rect = img.get_rect(bottomleft=(x, base))
                layer.blit(img, rect)
                if lying and rect.height >= self._sz(14):
                    band = pygame.Rect(rect.x, rect.y - self._sz(14), rect.width, self._sz(12))
                    layer.blit(self._hazard_band(band.size), band)
                    t = self._fit_text("DELAYED", 8, band.width - 2, BONE, True)
                    layer.blit(t, t.get_rect(center=band.center))
                cid = str(ch.get("id"))
                if active is not None and str(active) == cid:
                    tip_y = rect.top - self._sz(3)
                    s = max(4, self._sz(7))
                    pygame.draw.polygon(layer, (10, 10, 10), [(rect.centerx - s, tip_y - s * 1.5 + 1),
                                                              (rect.centerx + s, tip_y - s * 1.5 + 1),
                                                              (rect.centerx, tip_y + 1)])
                    pygame.draw.polygon(layer, YELLOW, [(rect.centerx - s + 1, tip_y - s * 1.5),
                                                        (rect.centerx + s - 1, tip_y - s * 1.5),
                                                        (rect.centerx, tip_y - 1)])
                hit = pygame.Rect(rect)
                if gap < 0 and j < len(row) - 1:       # packed tight: only the part not under the next one
                    hit.width = max(4, hit.width + gap)
                ctx.standees.append((f"character:{cid}", hit, self._char_tip(ctx, ch)))
                x += width + gap

    # --- locations ------------------------------------------------------------
    def _draw_locations(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        lay = self._layout
        locs = [loc for loc in _list(ctx.view.get("locations")) if isinstance(loc, dict)]
        if not locs:
            self._put_text(layer, "No locations on the table", 18, DIM, bold=True, center=lay.locs.center)
            return
        chars_at: dict[str, list[str]] = {}
        for cid, ch in ctx.chars.items():
            where = ch.get("location")
            if where not in (None, "compound") and not ch.get("defeated"):
                chars_at.setdefault(str(where), []).append(cid)
        threat_loc = _dict(ctx.view.get("threat_roll")).get("location")
        for loc, rect, strip in zip(locs, lay.loc_cards, lay.loc_strips):
            self._draw_location(layer, ctx, loc, rect, strip, chars_at, threat_loc)

    def _draw_location(self, layer: pygame.Surface, ctx: _Ctx, loc: dict, rect: pygame.Rect, strip: pygame.Rect,
                       chars_at: dict, threat_loc: Any) -> None:
        radius = max(4, rect.width // 18)
        slot = _int(loc.get("slot"), 0)
        face_up = bool(loc.get("face_up")) and bool(loc.get("id"))
        self._keep_patch(layer, ("loc", slot), rect.inflate(self._sz(8), self._sz(10)))
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), radius), rect.move(self._sz(4), self._sz(6)))
        if not face_up:
            layer.blit(ca.location_back(rect.size), rect)
            self._spots[f"slot:{slot}"] = pygame.Rect(rect)
            tip = (f"Face-down location (slot {slot + 1}). The first character to move here flips it, puts the "
                   "threat token on its track and draws a search card for its supply.")
            # the agreed id, and the rules' own spelling of it: either may be a prompt's target
            self._box(ctx, f"location:slot-{slot}", rect, tip, radius=radius)
            self._box(ctx, f"location-slot:{slot}", rect, tip, radius=radius)
            return
        lid = str(loc.get("id"))
        self._spots[f"loc:{lid}"] = pygame.Rect(rect)
        self._spots[f"slot:{slot}"] = pygame.Rect(rect)
        self._spot_patches[f"loc:{lid}"] = ("loc", slot)
        track = [_int(v) for v in _list(loc.get("track"))] or [0, 1, 1, 2, 2, 3]
        face = self._location_face(loc, rect.size)
        layer.blit(face, rect)
        self._spot_images[f"loc:{lid}"] = face
        lay = ca.location_layout(rect.size, len(track), str(loc.get("name") or lid))
        here = chars_at.get(lid, []) or [str(c) for c in _list(loc.get("characters"))]
        self._box(ctx, f"location:{lid}", rect, self._loc_tip(ctx, loc, track, here), radius=radius)
        # threat token
        threat = loc.get("threat")
        if threat is not None and track:
            k = max(0, min(len(track) - 1, _int(threat)))
            for j in range(k):          # passed spaces dimmed
                layer.blit(self._shade(lay.spaces[j].size, (0, 0, 0, 130), max(1, lay.spaces[j].height // 5)),
                           lay.spaces[j].move(rect.topleft))
            space = lay.spaces[k].move(rect.topleft)
            pygame.draw.rect(layer, (255, 236, 170), space.inflate(4, 4), 2, border_radius=max(2, space.height // 4))
            size = max(10, min(round(space.height * 1.25), round(space.width * 1.5)))
            mk = ca.threat_marker(size)
            layer.blit(mk, mk.get_rect(midbottom=(space.centerx, space.y + round(size * 0.55))))
        # use / overrun marker over the ability
        ab = lay.ability.move(rect.topleft)
        if loc.get("overrun"):
            marker = ab.inflate(-max(2, ab.width // 20), -max(2, ab.height // 8))
            layer.blit(ca.use_marker(marker.size, True), marker)
        elif loc.get("used"):
            marker = pygame.Rect(0, 0, round(ab.width * 0.72), max(14, min(round(ab.height * 0.5), self._sz(40))))
            marker.center = ab.center
            layer.blit(ca.use_marker(marker.size, False), marker)
        # the supply on the picture
        pic = lay.picture.move(rect.topleft)
        pic.height = lay.name.y + rect.y - pic.y - 1          # the name plate overlaps the picture's foot
        self._draw_supply(layer, ctx, lid, pic, _dict(loc.get("supply")))
        # threat roll here
        if threat_loc is not None and str(threat_loc) == lid:
            pygame.draw.rect(layer, DANGER, rect.inflate(6, 6), max(2, self._sz(3)), border_radius=radius + 3)
            self._chip(layer, "THREAT ROLL", 11, DANGER, (255, 240, 230), midtop=(rect.centerx, rect.y - self._sz(8)))
        # standees under the card
        n = len(here)
        self._draw_standees(layer, ctx, strip, here, cols=3)
        if n >= 3:
            self._chip(layer, "FULL 3/3", 9, (200, 190, 170), INK, bottomright=(rect.right - self._sz(4),
                                                                                 lay.picture.y + rect.y + self._sz(18)))

    def _location_face(self, loc: dict, size: tuple[int, int]) -> pygame.Surface:
        lid = str(loc.get("id"))
        try:
            return ca.location_card(loc, size, self._override(lid))
        except Exception:            # a broken modded location must not take the table down
            return ca.location_card({"id": lid, "name": str(loc.get("name") or lid)}, size)

    def _draw_supply(self, layer: pygame.Surface, ctx: _Ctx, lid: str, pic: pygame.Rect, supply: dict) -> None:
        items = [(r, max(0, _int(supply.get(r)))) for r in RESOURCES]
        shown = [(r, n) for r, n in items if n > 0 or f"supply:{lid}:{r}" in self._highlights]
        cols = 2 if len(shown) > 2 and pic.width < self._sz(200) else max(1, len(shown))
        tok = max(10, min(round(pic.height * 0.3), round(pic.width / max(2, cols) * 0.62), self._sz(34)))
        if not shown:
            t = self._text("SUPPLY EMPTY", 9, (220, 210, 190), bold=True, outline=(0, 0, 0))
            if t.get_width() < pic.width - 4:
                layer.blit(t, t.get_rect(midbottom=(pic.centerx, pic.bottom - self._sz(4))))
            return
        rows = -(-len(shown) // cols)
        cell_w = pic.width // cols
        cell_h = round(tok * 1.18)
        y0 = pic.bottom - rows * cell_h - self._sz(2)
        # a dark scrim so the tokens read over the picture
        scrim = pygame.Rect(pic.x, y0 - self._sz(3), pic.width, pic.bottom - y0 + self._sz(3))
        layer.blit(self._scrim(scrim.size), scrim)
        for i, (res, n) in enumerate(shown):
            col, row = i % cols, i // cols
            cell = pygame.Rect(pic.x + col * cell_w, y0 + row * cell_h, cell_w, cell_h)
            img = self._counted(res, n, tok, dim=n == 0)
            r = img.get_rect(center=cell.center)
            layer.blit(img, r)
            self._box(ctx, f"supply:{lid}:{res}", r.inflate(2, 2), f"{RESOURCE_NAMES[res]} in the supply of "
                      f"{self._loc_name(ctx, lid)}: {n}. A gather action takes one. {RESOURCE_NAMES[res]} "
                      f"{RESOURCE_HELP[res]}", radius=tok // 2)

    def _scrim(self, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("scrim", tuple(size)), lambda: art.vertical_gradient(
            size, [(0.0, (0, 0, 0, 0)), (0.35, (0, 0, 0, 120)), (1.0, (0, 0, 0, 170))]))

    def _loc_tip(self, ctx: _Ctx, loc: dict, track: list[int], here: list[str]) -> str:
        name = str(loc.get("name") or loc.get("id"))
        lines = [name + (" (recon location: scout or explore road cards here)" if loc.get("recon") else "")]
        ability = _dict(loc.get("ability"))
        if ability:
            state = " - OVERRUN: gone for the rest of the game" if loc.get("overrun") else (
                " - used this round" if loc.get("used") else " (once per round)")
            lines.append(f"{ability.get('name', 'Ability')}{state}: {ability.get('text', '')}")
        spaces = []
        threat = loc.get("threat")
        k = _int(threat, -1) if threat is not None else -1
        for i, mod in enumerate(track):
            label = "skull (overrun)" if i == len(track) - 1 else f"+{mod}"
            spaces.append(f"[{label}]" if i == k else label)
        line = "Threat track: " + " ".join(spaces)
        if 0 <= k < len(track):
            line += (f". A threat roll here rolls one die per character + {track[k]}."
                     + (" Overrun: a search adds only one resource, the ability is lost." if k == len(track) - 1 or
                        loc.get("overrun") else " Each search moves the threat one space right."))
        lines.append(line)
        lines.append(f"Supply: {_res_list(_dict(loc.get('supply')))}")
        if here:
            lines.append(f"Here ({len(here)}/3): " + ", ".join(self._char_name(ctx, c) for c in here))
        else:
            lines.append("Nobody here (at most 3 characters).")
        return "\n".join(lines)

    # --- characters -------------------------------------------------------------
    def _draw_characters(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        chars = [c for c in _list(ctx.view.get("characters")) if isinstance(c, dict)]
        if not chars:
            self._put_text(layer, "No characters", 18, DIM, bold=True, center=self._layout.chars.center)
            return
        for ch, rect in zip(chars, self._layout.char_cards):
            self._draw_character(layer, ctx, ch, rect)

    def _char_face(self, ch: dict, size: tuple[int, int]) -> pygame.Surface:
        cid = str(ch.get("id"))
        data = dict(ch)
        slots = _list(ch.get("slots"))
        if slots:
            data["health"] = len(slots)
        try:
            return ca.character_card(data, size, self._override(cid))
        except Exception:
            return ca.character_card({"id": cid, "name": str(ch.get("name") or cid), "health": data.get("health")}, size)

    def _draw_character(self, layer: pygame.Surface, ctx: _Ctx, ch: dict, rect: pygame.Rect) -> None:
        cid = str(ch.get("id"))
        seat = ctx.seats.get(_int(ch.get("seat"), -99))
        pc = self._seat_color(seat)
        slots = _list(ch.get("slots"))
        health = len(slots) or max(1, _int(ch.get("health"), 5))
        radius = max(4, min(rect.width, rect.height) // 14)
        active = ctx.view.get("active_character") is not None and str(ctx.view.get("active_character")) == cid
        defeated = bool(ch.get("defeated"))
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), radius), rect.move(self._sz(3), self._sz(5)))
        face = self._char_face(ch, rect.size)
        layer.blit(face, rect)
        lay = ca.character_layout(rect.size, health)
        self._box(ctx, f"character:{cid}", rect, self._char_tip(ctx, ch), radius=radius)
        # the seat: a coloured tab on the left edge with its marker
        tab = pygame.Rect(rect.x - self._sz(3), rect.y + radius, max(4, self._sz(6)), rect.height - 2 * radius)
        pygame.draw.rect(layer, (10, 10, 10), tab.inflate(2, 2), border_radius=tab.width)
        pygame.draw.rect(layer, pc.rgb, tab, border_radius=tab.width)
        info_r = lay.info.move(rect.topleft)
        badge = lay.badge.move(rect.topleft)
        mk = self._marker(seat, max(10, min(badge.height, self._sz(24))), dim=defeated)
        layer.blit(mk, mk.get_rect(center=badge.center))
        # where the character is: a small chip right of the kind tag
        where = ch.get("location")
        where_name = "Compound" if where == "compound" else (self._loc_name(ctx, where) if where else "")
        tag_r = lay.tag.move(rect.topleft)
        room = info_r.right - tag_r.right - self._sz(6)
        px = max(8, min(self._sz(10), tag_r.height - 2))
        if where_name and art.text_size(where_name.upper(), 8, True)[0] > room - self._sz(10):
            where_name = where_name.replace("Chapel of ", "").replace("Old ", "").split(" ")[0]   # its first word
        if where_name and not defeated and art.text_size(where_name.upper(), 8, True)[0] <= room - self._sz(10):
            words = self._fit_text(where_name.upper(), 9, room - self._sz(10), BONE, True, px=px)
            wr = words.get_rect().inflate(self._sz(10), 0)
            wr.height = tag_r.height
            wr.midright = (info_r.right, tag_r.centery)
            pygame.draw.rect(layer, (14, 14, 16), wr, border_radius=wr.height // 2)
            pygame.draw.rect(layer, (90, 86, 76), wr, 1, border_radius=wr.height // 2)
            layer.blit(words, words.get_rect(center=wr.center))
        # tokens in the health circles
        for i, circle in enumerate(lay.circles):
            cr = circle.move(rect.topleft)
            content = slots[i] if i < len(slots) else None
            tip = self._slot_tip(ctx, ch, i, content)
            if isinstance(content, dict) and content.get("wound") is not None:
                wound = str(content.get("wound"))
                img = ca.wound_token(wound if wound in ca.WOUND_TYPES else "unrevealed", cr.width,
                                     bool(self.settings.colorblind))
                layer.blit(img, cr)
            elif isinstance(content, dict) and content.get("resource") is not None:
                tok = self._token(str(content.get("resource")), max(6, round(cr.width * 0.9)))
                layer.blit(tok, tok.get_rect(center=cr.center))
            self._box(ctx, f"slot:{cid}:{i}", cr, tip, radius=cr.width // 2)
        # markers
        portrait = lay.portrait.move(rect.topleft)
        if ch.get("delayed") and not defeated:
            band = pygame.Rect(portrait.x - 2, portrait.bottom - max(12, portrait.height // 4), portrait.width + 4,
                               max(12, portrait.height // 4))
            layer.blit(self._hazard_band(band.size), band)
            t = self._fit_text("DELAYED", 10, band.width - 4, BONE, True)
            layer.blit(t, t.get_rect(center=band.center))
        if ch.get("activated") and not defeated:
            layer.blit(self._shade(rect.size, (0, 0, 0, 90), radius), rect)
            size = max(14, min(portrait.width // 2, self._sz(44)))
            am = ca.activation_marker(size)
            layer.blit(am, am.get_rect(center=(portrait.right - size // 4, portrait.y + size // 2)))
        if defeated:
            layer.blit(self._grey(rect, layer), rect)
            stamp = self._stamp("DEFEATED", (220, 200, 190), rect.width)
            layer.blit(stamp, stamp.get_rect(center=(rect.centerx, rect.y + round(rect.height * 0.38))))
        commanded = ctx.view.get("commanded_character") is not None and \
            str(ctx.view.get("commanded_character")) == cid
        if active or commanded:
            pygame.draw.rect(layer, YELLOW if active else HAZARD, rect.inflate(6, 6), max(2, self._sz(3)),
                             border_radius=radius + 3)
            left = max(0, _int(ch.get("actions_left")))
            words = f"ACTING · {_plural(left, 'ACTION')} LEFT" if active and not commanded else "COMMANDED: 1 ACTION"
            chip = self._chip(layer, words, 10, YELLOW if active else HAZARD, INK,
                              midtop=(rect.centerx, rect.y - self._sz(9)))
            if active:
                self._draw_used_row(layer, ch, (chip.right + self._sz(4), chip.centery))

    def _draw_used_row(self, layer: pygame.Surface, ch: dict, at: tuple[int, int]) -> None:
        """Free transfer / food / fuel once per round: shown bright while still available."""
        size = max(10, self._sz(18))
        x, cy = at
        for key, res in (("used_transfer", None), ("used_food", "food"), ("used_fuel", "fuel")):
            used = bool(ch.get(key))
            if res:
                img = self._token(res, size)
            else:
                img = self._cached(("xfer", size), lambda: self._transfer_icon(size))
            if used:
                img = self._cached(("used-icon", key, size), lambda im=img: art.fade(im.copy(), 70))
            r = layer.blit(img, img.get_rect(midleft=(x, cy)))
            if used:
                pygame.draw.line(layer, (230, 80, 60), (r.x + 2, r.bottom - 2), (r.right - 2, r.y + 2), 2)
            x = r.right + self._sz(3)

    def _transfer_icon(self, size: int) -> pygame.Surface:
        def draw(canvas: pygame.Surface) -> None:
            pen = art.Pen(canvas)
            pen.circle((20, 20, 22), (0.5, 0.5), 0.48)
            pen.circle((200, 196, 180), (0.5, 0.5), 0.42)
            c = (30, 30, 32)
            pen.line(c, [(0.22, 0.38), (0.76, 0.38)], 0.08)
            pen.polygon(c, [(0.7, 0.26), (0.84, 0.38), (0.7, 0.5)])
            pen.line(c, [(0.78, 0.62), (0.24, 0.62)], 0.08)
            pen.polygon(c, [(0.3, 0.5), (0.16, 0.62), (0.3, 0.74)])
        return art.supersampled((size, size), draw)

    def _hazard_band(self, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            w, h = size
            surf = art.new_surface(size)
            surf.fill((20, 20, 20, 230))
            step = max(4, h // 2)
            for off in range(-h, w + h, step * 2):
                pygame.draw.polygon(surf, (*HAZARD, 230), [(off, h), (off + step, h), (off + step + h, 0), (off + h, 0)])
            dark = art.new_surface(size)
            dark.fill((0, 0, 0, 110))
            surf.blit(dark, (0, 0))
            return surf
        return self._cached(("hazard", tuple(size)), make)

    def _grey(self, rect: pygame.Rect, layer: pygame.Surface) -> pygame.Surface:
        """The card as it lies on the layer now, in grey and darkened (not cached: it's per card)."""
        sub = layer.subsurface(rect.clip(layer.get_rect())).copy()
        grey = pygame.transform.grayscale(sub)
        grey.fill((120, 120, 120), special_flags=pygame.BLEND_RGB_MULT)
        return grey

    def _char_tip(self, ctx: _Ctx, ch: dict) -> str:
        name = str(ch.get("name") or ch.get("id"))
        kind = "survivor" if ch.get("kind") == "survivor" else "hero"
        seat = ctx.seats.get(_int(ch.get("seat"), -99))
        owner = f", played by {seat.get('name')}" if seat else ""
        where = ch.get("location")
        lines = [f"{name} ({kind}{owner})" + ("" if ch.get("defeated") else f" · at {self._loc_name(ctx, where)}")]
        ability = _dict(ch.get("ability"))
        if ability:
            lines.append(f"{ability.get('name', 'Ability')}: {ability.get('text', '')}")
        slots = _list(ch.get("slots"))
        wounds = [s for s in slots if isinstance(s, dict) and s.get("wound") is not None]
        res = [s for s in slots if isinstance(s, dict) and s.get("resource") is not None]
        hidden = sum(1 for s in wounds if str(s.get("wound")) not in ca.WOUND_TYPES)
        shown = [ca.WOUND_NAMES.get(str(s.get("wound")), "wound").lower() for s in wounds
                 if str(s.get("wound")) in ca.WOUND_TYPES]
        wparts = ([_plural(hidden, 'unrevealed wound')] if hidden else []) + shown
        lines.append(f"Health {len(slots) or _int(ch.get('health'))}: "
                     + (", ".join(wparts) if wparts else "no wounds")
                     + (f"; holding {', '.join(RESOURCE_NAMES.get(str(s.get('resource')), str(s.get('resource'))) for s in res)}"
                        if res else "; holding nothing"))
        state = []
        if ch.get("defeated"):
            state.append("defeated: out of the game")
        else:
            if ch.get("activated"):
                state.append("has acted this round")
            elif ctx.view.get("active_character") is not None and str(ctx.view.get("active_character")) == str(ch.get("id")):
                state.append(f"acting now: {_plural(max(0, _int(ch.get('actions_left'))), 'action')} left")
            if ch.get("delayed"):
                state.append("delayed: must spend the next action to recover")
            used = [w for k, w in (("used_transfer", "free transfer"), ("used_food", "food for an extra action"),
                                   ("used_fuel", "fuel to drive")) if ch.get(k)]
            if used:
                state.append("used this round: " + ", ".join(used))
        if state:
            lines.append("; ".join(state).capitalize() + ".")
        return "\n".join(lines)

    def _slot_tip(self, ctx: _Ctx, ch: dict, i: int, content: Any) -> str:
        name = str(ch.get("name") or ch.get("id"))
        head = f"{name}, health circle {i + 1}: "
        if isinstance(content, dict) and content.get("wound") is not None:
            return head + wound_tip(content.get("wound"))
        if isinstance(content, dict) and content.get("resource") is not None:
            res = str(content.get("resource"))
            return head + f"{RESOURCE_NAMES.get(res, res)}. {RESOURCE_NAMES.get(res, res)} {RESOURCE_HELP.get(res, '')}"
        return head + "empty: it can hold a resource or take a wound."

    # --- apocalypse --------------------------------------------------------------
    def _draw_apocalypse(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        area = self._layout.apoc
        apoc = _dict(ctx.view.get("apocalypse"))
        deck_n = max(0, _int(apoc.get("deck")))
        discard = [d for d in _list(apoc.get("discard")) if isinstance(d, dict)]
        current = _dict(apoc.get("current")) or None
        pad = self._sz(12)
        self._put_text(layer, "APOCALYPSE", 14, (236, 150, 120), bold=True, topleft=(area.x + pad, area.y + self._sz(9)))
        top_type = apoc.get("top_type") or (discard[-1].get("type") if discard else None)
        spread_h = max(self._sz(78), 52)
        cards = pygame.Rect(area.x + pad, area.y + self._sz(34), area.width - 2 * pad,
                            area.height - self._sz(34) - spread_h - self._sz(10))
        # deck (left) and the card being resolved (right, bigger)
        cur_h = cards.height
        cur_w = round(cur_h * APOC_RATIO)
        deck_w = min(round(cards.width * 0.36), round((cards.height - self._sz(24)) * APOC_RATIO))
        if cur_w + deck_w + self._sz(14) > cards.width:
            cur_w = cards.width - deck_w - self._sz(14)
            cur_h = round(cur_w / APOC_RATIO)
        deck_w, cur_w = max(16, deck_w), max(16, cur_w)
        deck_h, cur_h = max(22, round(deck_w / APOC_RATIO)), max(22, cur_h)
        deck = pygame.Rect(cards.x, cards.y + self._sz(6), deck_w, deck_h)
        cur = pygame.Rect(cards.right - cur_w, cards.y, cur_w, cur_h)
        self._spots["apoc_deck"] = pygame.Rect(deck)
        self._stack(layer, deck, ca.apocalypse_back(deck.size), deck_n)
        self._spot_images["apoc_deck"] = ca.apocalypse_back(deck.size)
        words = "LAST CARD!" if deck_n == 1 else ("EMPTY: TRAVEL!" if deck_n == 0 else f"{deck_n} LEFT")
        self._put_text(layer, words, 10, (236, 120, 90) if deck_n <= 1 else MUTED, bold=True,
                       midtop=(deck.centerx, deck.bottom + self._sz(5)))
        tip = (f"Apocalypse deck: {_plural(deck_n, 'card')} left. One is drawn each round; when the last is drawn "
               "the group must travel that round or lose.")
        if top_type:
            tip += (f" If a drawn card is a {top_type} card like the top of the discard, the group may discard it "
                    "unresolved and draw again (losing a round).")
        self._box(ctx, "apocalypse", deck, tip, radius=self._sz(8))
        if current:
            self._keep_patch(layer, ("apoc_current",), cur.inflate(self._sz(6), self._sz(8)))
            layer.blit(self._shade(cur.size, (0, 0, 0, 160), self._sz(8)), cur.move(self._sz(4), self._sz(5)))
            face = self._apoc_face(current, cur.size)
            layer.blit(face, cur)
            self._spots["apoc_current"] = pygame.Rect(cur)
            self._spot_images["apoc_current"] = face
            self._put_text(layer, "RESOLVING", 10, (250, 200, 120), bold=True, midbottom=(cur.centerx, cur.y - 1))
            ctip = self._apoc_tip(current)
            self._box(ctx, "apocalypse", cur, ctip, radius=self._sz(8))
        else:
            self._spots["apoc_current"] = pygame.Rect(cur)
            self._empty_slot(layer, cur, "NO CARD DRAWN", "")
            if discard:
                last = discard[-1]
                mini = cur.inflate(-round(cur.width * 0.3), -round(cur.height * 0.3))
                face = self._apoc_face(last, mini.size)
                layer.blit(face, mini)
                layer.blit(self._shade(mini.size, (0, 0, 0, 80), self._sz(6)), mini)
                self._put_text(layer, "LAST DRAWN", 10, MUTED, bold=True, midbottom=(cur.centerx, mini.y - self._sz(3)))
                self.add_hitbox("discard:last", mini, "Last drawn: " + self._apoc_tip(last))
        # the discard spread by type
        spread = pygame.Rect(area.x + pad, area.bottom - spread_h - self._sz(8), area.width - 2 * pad, spread_h)
        self._draw_discard_spread(layer, ctx, spread, discard, top_type)

    def _apoc_face(self, card: dict, size: tuple[int, int]) -> pygame.Surface:
        data = dict(card)
        try:
            record = self.content.table("apocalypse").get(str(card.get("id"))) if self.content is not None else None
        except Exception:
            record = None
        if record is not None:
            for key in ("text", "name", "type"):
                if data.get(key) in (None, "") and isinstance(getattr(record, key, None), str):
                    data[key] = getattr(record, key)
            chart = getattr(record, "marauders", None)
            if data.get("marauders") is None and hasattr(chart, "for_players"):
                try:
                    data["marauders"] = int(chart.for_players(self._setup_players))
                except Exception:
                    pass
        return ca.apocalypse_card(data, size, bool(self.settings.colorblind))

    def _apoc_tip(self, card: dict) -> str:
        kind = str(card.get("type") or "")
        name = str(card.get("name") or "Apocalypse card")
        text = str(card.get("text") or "")
        return f"{name} ({kind}): {text}\n{APOCALYPSE_HELP.get(kind, '')}".strip()

    def _draw_discard_spread(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, discard: list[dict],
                             top_type: Any) -> None:
        self._put_text(layer, "DISCARD BY TYPE", 10, MUTED, bold=True, topleft=(rect.x, rect.y))
        cells = pygame.Rect(rect.x, rect.y + self._sz(16), rect.width, rect.height - self._sz(16))
        gap = self._sz(6)
        cw = (cells.width - 3 * gap) // 4
        for i, kind in enumerate(ca.APOCALYPSE_TYPES):
            cards = [d for d in discard if str(d.get("type")) == kind]
            cell = pygame.Rect(cells.x + i * (cw + gap), cells.y, cw, cells.height)
            color = ca.APOCALYPSE_COLORS[kind]
            n = len(cards)
            fill = art.mix(color, (24, 24, 26), 0.25 if n else 0.78)
            pygame.draw.rect(layer, (8, 8, 8), cell.move(0, 2), border_radius=self._sz(6))
            pygame.draw.rect(layer, fill, cell, border_radius=self._sz(6))
            # fanned card edges, one per card drawn
            for k in range(min(n, 6)):
                y = cell.y + self._sz(3) + k * max(2, self._sz(4))
                pygame.draw.line(layer, art.lighten(fill, 0.35), (cell.x + self._sz(5), y), (cell.right - self._sz(5), y), 1)
            ico = ca.apocalypse_icon(kind, max(10, min(cell.width - self._sz(18), cell.height - self._sz(22))),
                                     (240, 232, 214) if n else (110, 106, 100), bool(self.settings.colorblind))
            layer.blit(ico, ico.get_rect(midtop=(cell.centerx, cell.y + self._sz(4))))
            num = self._text(f"×{n}", 12, BONE if n else DIM, bold=True)
            layer.blit(num, num.get_rect(midbottom=(cell.centerx, cell.bottom - self._sz(2))))
            is_top = top_type is not None and str(top_type) == kind and n
            if is_top:
                pygame.draw.rect(layer, YELLOW, cell, max(2, self._sz(2)), border_radius=self._sz(6))
                self._chip(layer, "TOP", 8, YELLOW, INK, midtop=(cell.centerx, cell.y - self._sz(7)))
            names = ", ".join(str(d.get("name") or d.get("id")) for d in cards)
            tip = (f"{kind.title()} cards drawn: {n}" + (f" ({names})" if names else "") + ". "
                   + APOCALYPSE_HELP[kind] + (" It is the top of the discard now." if is_top else ""))
            self._box(ctx, f"discard:{kind}", cell, tip, glow=False)

    # --- search ----------------------------------------------------------------
    def _draw_search(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        area = self._layout.search
        search = _dict(ctx.view.get("search"))
        deck_n, disc = max(0, _int(search.get("deck"))), max(0, _int(search.get("discard")))
        pad = self._sz(12)
        ch = max(22, area.height - self._sz(16))
        cw = max(16, round(ch * APOC_RATIO))
        deck = pygame.Rect(area.x + pad, area.y + self._sz(8), cw, ch)
        self._spots["search_deck"] = pygame.Rect(deck)
        self._spot_images["search_deck"] = ca.search_back(deck.size)
        self._stack(layer, deck, ca.search_back(deck.size), deck_n)
        x = deck.right + self._sz(12) + min(5, (deck_n + 3) // 4) * max(1, self._sz(2))
        t = self._put_text(layer, "SEARCH DECK", 13, BONE, bold=True, topleft=(x, area.y + self._sz(12)))
        self._put_text(layer, f"{deck_n} in the deck · {disc} discarded", 11, MUTED,
                       topleft=(x, t.bottom + self._sz(4)))
        self._put_text(layer, "reshuffled when it runs out", 10, DIM, topleft=(x, t.bottom + self._sz(20)))
        self._box(ctx, "search", pygame.Rect(area.x, area.y, area.width, area.height),
                  f"Search deck: {deck_n} cards, {disc} in the discard. A search (and the first visit to a location) "
                  "draws one and adds the resources it shows to the location supply; at Salvation's gate they set "
                  "the toll.", glow=False)

    # --- threat dice tray --------------------------------------------------------
    def _draw_tray(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        area = self._layout.tray
        roll = _dict(ctx.view.get("threat_roll"))
        last = ctx.view.get("last_roll")
        pad = self._sz(12)
        title_y = area.y + self._sz(9)
        if roll:
            dice = [d for d in _list(roll.get("dice"))]
            where = self._loc_name(ctx, roll.get("location"))
            head = self._put_text(layer, "THREAT ROLL", 14, (240, 130, 110), bold=True, topleft=(area.x + pad, title_y))
            sub = self._fit_text(f"at {where}", 11, area.width - 2 * pad, MUTED)
            layer.blit(sub, (area.x + pad, head.bottom + self._sz(2)))
            ids = "die"
            wounds = _int(roll.get("wounds"), sum(_die_fields(d)[1] for d in dice))
            stage = str(roll.get("stage") or "")
            selected = {_int(k, -1) for k in _list(roll.get("selected"))}
        else:
            if isinstance(last, dict):
                dice = _list(last.get("dice"))
                where = last.get("location")
                wounds = _int(last.get("wounds"), sum(_die_fields(d)[1] for d in dice))
                label = "LAST ROLL" + (f" · {str(last.get('kind')).upper()}" if last.get("kind") else "")
            else:
                dice = _list(last)
                where = None
                wounds = sum(_die_fields(d)[1] for d in dice)
                label = "LAST ROLL"
            head = self._put_text(layer, label if dice else "THREAT DICE", 14, MUTED, bold=True,
                                  topleft=(area.x + pad, title_y))
            if where:
                sub = self._fit_text(f"at {self._loc_name(ctx, where)}", 11, area.width - 2 * pad, DIM)
                layer.blit(sub, (area.x + pad, head.bottom + self._sz(2)))
            ids = "lastdie"
            stage = ""
            selected = set()
        top = title_y + self._sz(40)
        box = pygame.Rect(area.x + pad, top, area.width - 2 * pad, area.bottom - top - self._sz(40))
        if not dice:
            self._draw_dice_legend(layer, ctx, pygame.Rect(area.x + pad, title_y + self._sz(26), area.width - 2 * pad,
                                                           area.bottom - title_y - self._sz(34)))
            return
        n = len(dice)
        cols = min(n, 4 if box.width < self._sz(300) else 6)
        rows = -(-n // cols)
        gap = self._sz(8)
        gap_y = gap + (self._sz(12) if selected else 0)
        size = max(14, min((box.width - gap * (cols - 1)) // cols, (box.height - gap_y * (rows - 1)) // rows,
                           self._sz(58)))
        total_w = cols * size + (cols - 1) * gap
        total_h = rows * size + (rows - 1) * gap_y
        x0 = box.centerx - total_w // 2
        y0 = box.y + (box.height - total_h) // 2
        for k, die in enumerate(dice):
            row, col = divmod(k, cols)
            dr = pygame.Rect(x0 + col * (size + gap), y0 + row * (size + gap_y), size, size)
            color, w = _die_fields(die)
            self._keep_patch(layer, ("die", k), dr.inflate(self._sz(16), self._sz(16)))
            layer.blit(ca.threat_die(color, w, size, bool(self.settings.colorblind)), dr)
            self._dice_spots.append((pygame.Rect(dr), color))
            tip = die_tip(die)
            if k in selected:
                # picked for the ammo reroll: a dashed yellow ring and a circular arrow tag
                pygame.draw.rect(layer, YELLOW, dr.inflate(self._sz(8), self._sz(8)), max(2, self._sz(2)),
                                 border_radius=size // 4)
                tag = self._text("REROLL", 8, INK, bold=True)
                tr = tag.get_rect().inflate(self._sz(6), self._sz(2))
                tr.midtop = (dr.centerx, dr.bottom + self._sz(2))
                pygame.draw.rect(layer, YELLOW, tr, border_radius=tr.height // 2)
                layer.blit(tag, tag.get_rect(center=tr.center))
                tip += " Picked to be rerolled."
            self._box(ctx, f"{ids}:{k}", dr, tip, radius=size // 5)
        # total
        chip_color = DANGER if wounds else (110, 150, 110)
        words = f"{_plural(wounds, 'WOUND')}" if wounds else "NO WOUNDS"
        chip = self._chip(layer, words, 12, chip_color, (255, 244, 236) if wounds else INK,
                          midbottom=(area.centerx, area.bottom - self._sz(9)))
        if stage:
            left = _int(roll.get("left"), wounds) if roll else wounds
            stage_words = {"rolled": "rolled", "reroll": "ammo may reroll", "pick": "pick dice to reroll",
                           "assign": f"{left} to place", "done": "resolved"}.get(stage, stage.replace("_", " "))
            t = self._text(stage_words, 10, MUTED)
            if chip.right + t.get_width() + self._sz(8) < area.right - pad:
                layer.blit(t, t.get_rect(midleft=(chip.right + self._sz(8), chip.centery)))
        self.add_hitbox("roll-total", chip, f"{_plural(wounds, 'wound')} from this roll"
                        + (", divided among the characters there; ammo can buy rerolls first." if roll else "."))

    def _draw_dice_legend(self, layer: pygame.Surface, ctx: _Ctx, box: pygame.Rect) -> None:
        """No roll yet: the dice in the box and their faces (how many wounds each side shows)."""
        faces = _dict(ctx.view.get("dice"))
        counts = {"blue": max(0, _int(faces.get("blue_count"), 4)), "red": max(0, _int(faces.get("red_count"), 2))}
        rows = []
        for color in ("blue", "red"):
            sides = [max(0, min(3, _int(f))) for f in _list(faces.get(color))]
            rows.append((color, sides or ([0, 0, 0, 1, 1, 2] if color == "blue" else [0, 1, 1, 2, 2, 3])))
        gap = self._sz(5)
        label_w = max(art.text_size(f"{counts[c]} {c.upper()}", max(8, self._sz(10)), True)[0] for c in counts) \
            + self._sz(8)
        size = max(10, min((box.width - label_w - gap * 5) // 6, (box.height - self._sz(28)) // 2 - gap, self._sz(34)))
        y = box.y + max(0, (box.height - self._sz(22) - 2 * size - gap * 2) // 3)
        cb = bool(self.settings.colorblind)
        for color, sides in rows:
            n = counts[color]
            words = self._text(f"{n} {color.upper()}", 10, (140, 170, 220) if color == "blue" else (230, 130, 110), True)
            layer.blit(words, words.get_rect(midleft=(box.x, y + size // 2)))
            x = box.x + label_w
            for k, wounds in enumerate(sides[:6]):
                img = self._cached(("legend-die", color, wounds, size, cb), lambda c=color, w=wounds: art.fade(
                    ca.threat_die(c, w, size, cb).copy(), 170))
                layer.blit(img, (x + k * (size + gap), y))
            row = pygame.Rect(box.x, y, label_w + 6 * (size + gap), size)
            self.add_hitbox(f"dice:{color}", row, f"{n} {color} threat dice; their six sides show "
                            + ", ".join(str(w) for w in sides[:6]) + " wounds."
                            + (" Red dice are grabbed only when the blue ones run out." if color == "red" else ""))
            y += size + gap * 2
        note = self._fit_text("a roll: characters there + the threat modifier", 10, box.width, DIM)
        layer.blit(note, note.get_rect(midtop=(box.centerx, y + gap)))

    # --- pools -------------------------------------------------------------------------
    def _draw_pools(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        area = self._layout.pools
        pool = _dict(ctx.view.get("pool"))
        wounds = _dict(ctx.view.get("wound_pool"))
        pad = self._sz(12)
        self._put_text(layer, "SUPPLY POOLS", 10, MUTED, bold=True, topleft=(area.x + pad, area.y + self._sz(7)))
        row = pygame.Rect(area.x + pad, area.y + self._sz(22), area.width - 2 * pad, area.height - self._sz(28))
        items = [(r, max(0, _int(pool.get(r))) if pool.get(r) is not None else None) for r in RESOURCES]
        items.append(("wound", max(0, _int(wounds.get("unrevealed"))) if wounds else None))
        cw = row.width // len(items)
        tok = max(10, min(row.height - 2, round(cw * 0.55), self._sz(30)))
        for i, (kind, n) in enumerate(items):
            cell = pygame.Rect(row.x + i * cw, row.y, cw, row.height)
            if kind == "wound":
                img = ca.wound_token("unrevealed", tok)
                tip = (f"Wound pool: {n if n is not None else '?'} unrevealed wound tokens. Wounds are drawn face down; "
                       "nobody may look at the other side.")
                target = "wounds"
            else:
                img = self._token(kind, tok)
                tip = f"{RESOURCE_NAMES[kind]} in the pool: {n if n is not None else 'plenty'}."
                target = f"pool:{kind}"
            r = layer.blit(img, img.get_rect(midleft=(cell.x, cell.centery)))
            if n is not None:
                num = self._text(n, 12, BONE, bold=True)
                layer.blit(num, num.get_rect(midleft=(r.right + self._sz(2), cell.centery)))
            self.add_hitbox(target, cell, tip)

    # --- talk groups -------------------------------------------------------------------
    def _draw_talk(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        area = self._layout.talk
        groups = [[_int(s, -1) for s in _list(g)] for g in _list(ctx.view.get("talk_groups"))]
        groups = [g for g in groups if g]
        pad = self._sz(12)
        head = self._put_text(layer, "LIMITED COMMUNICATION", 11, HAZARD, bold=True,
                              topleft=(area.x + pad, area.y + self._sz(7)))
        note = self._fit_text("Talk only with players sharing a location:", 10, area.width - 2 * pad, MUTED)
        layer.blit(note, (area.x + pad, head.bottom + self._sz(2)))
        y = head.bottom + self._sz(4) + note.get_height() + self._sz(4)
        size = max(12, self._sz(22))
        x = area.x + pad
        line_h = size + self._sz(8)
        for group in sorted(groups, key=lambda g: (-len(g), g)):
            seats = [ctx.seats.get(s) for s in group]
            names = [str((s or {}).get("name", "?")) for s in seats]
            label = self._text(" · ".join(names), 10, BONE, bold=True)
            width = len(group) * size + (len(group) - 1) * self._sz(10) + self._sz(16)
            if width + label.get_width() + self._sz(6) <= area.width - 2 * pad:
                width += label.get_width() + self._sz(6)
            else:
                label = None
            if x + width > area.right - pad:
                x = area.x + pad
                y += line_h
            if y + size > area.bottom - self._sz(4):
                break
            pill = pygame.Rect(x, y, width, size + self._sz(4))
            alone = len(group) == 1
            pygame.draw.rect(layer, (40, 40, 44) if alone else (70, 58, 30), pill, border_radius=pill.height // 2)
            pygame.draw.rect(layer, (90, 90, 90) if alone else HAZARD, pill, 1, border_radius=pill.height // 2)
            cx = pill.x + self._sz(8)
            for k, seat in enumerate(seats):
                mk = self._marker(seat, size, dim=alone)
                r = layer.blit(mk, mk.get_rect(midleft=(cx, pill.centery)))
                if k < len(seats) - 1:
                    pygame.draw.line(layer, HAZARD, (r.right, pill.centery), (r.right + self._sz(10), pill.centery), 2)
                cx = r.right + self._sz(10)
            if label is not None:
                layer.blit(label, label.get_rect(midleft=(cx - self._sz(4), pill.centery)))
            self.add_hitbox("talk", pill, ("May talk together: " + ", ".join(names)) if not alone else
                            f"{names[0]} is alone and may talk to nobody.")
            x = pill.right + self._sz(6)
        self.add_hitbox("talk", pygame.Rect(area.x, area.y, area.width, head.height + note.get_height() + 8),
                        "Limited communication: players may only talk when they control characters sharing a "
                        "location. Slipping up costs threat (or a marauder at the compound).")

    # --- game over ---------------------------------------------------------------------
    def _draw_outcome(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        lay, view = self._layout, ctx.view
        outcome = _dict(view.get("outcome"))
        won = bool(outcome.get("won")) if "won" in outcome else bool(_list(outcome.get("winners")))
        layer.fill((104, 98, 94), lay.main, special_flags=pygame.BLEND_RGB_MULT)
        edge = (236, 196, 110) if won else (206, 64, 52)
        summary = str(outcome.get("summary") or outcome.get("reason") or
                      ("The group paid every road and the toll." if won else "The group did not make it."))
        chars = list(ctx.chars.values())
        alive = [c for c in chars if not c.get("defeated")]
        comp = _dict(view.get("compound"))
        fence = _dict(comp.get("fence"))
        on_fence = _int(fence.get("bikes")) + _int(fence.get("buggies"))
        roads = [r for r in _list(view.get("roadmap")) if isinstance(r, dict)]
        facts = [f"Round {_int(view.get('round'), 1)}",
                 f"{len(alive)} of {len(chars)} characters alive",
                 f"{_plural(len(roads), 'road')} on the map",
                 f"{on_fence}/{max(1, _int(comp.get('capacity'), on_fence or 1))} marauders on the fence"]
        width = min(lay.main.width - self._sz(60), self._sz(820))
        emblem = self._sz(150)
        text_w = width - emblem - self._sz(70)
        title = "SALVATION! THE GATES OPEN" if won else "THE ROAD ENDS HERE"
        t = self._fit_text(title, 32, text_w, edge, True)
        size = max(9, self._sz(17))
        lines = art.wrap_text(summary, size, text_w)[:4]
        fact_size = max(8, self._sz(13))
        height = (self._sz(28) + t.get_height() + self._sz(12) + len(lines) * art.line_height(size)
                  + self._sz(14) + 2 * (art.line_height(fact_size) + self._sz(4)) + self._sz(26))
        height = max(height, emblem + self._sz(44))
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (lay.main.centerx, lay.mid.centery)
        layer.blit(self._shade(panel.size, (0, 0, 0, 140), self._sz(16)), panel.move(self._sz(6), self._sz(9)))
        layer.blit(art.panel(panel.size, (26, 24, 24, 248), radius=self._sz(16), border=(*edge, 230)), panel)
        er = pygame.Rect(panel.x + self._sz(24), 0, emblem, round(emblem * 0.86))
        er.centery = panel.centery
        if won:
            layer.blit(ca.salvation_gate(er.size), er)
        else:
            sk = art.icon("skull", min(er.width, er.height), (206, 64, 52))
            layer.blit(sk, sk.get_rect(center=er.center))
        x = er.right + self._sz(28)
        y = panel.y + self._sz(24)
        y = layer.blit(t, (x, y)).bottom + self._sz(12)
        for line in lines:
            surf = _art_text(line, size, (232, 224, 208))
            layer.blit(surf, (x, y))
            y += art.line_height(size)
        y += self._sz(14)
        col_w = text_w // 2
        for i, fact in enumerate(facts):
            fx = x + (i % 2) * col_w
            fy = y + (i // 2) * (art.line_height(fact_size) + self._sz(4))
            pygame.draw.circle(layer, edge, (fx + self._sz(4), fy + art.line_height(fact_size) // 2), max(2, self._sz(3)))
            layer.blit(_art_text(fact, fact_size, MUTED, bold=True), (fx + self._sz(14), fy))
        self.add_hitbox("outcome", panel, summary)

    # ------------------------------------------------------------------
    # Per-frame overlays: hover, animations
    # ------------------------------------------------------------------
    def _draw_hover(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        hover = frame.hover
        if not hover or hover in self._highlights:
            return
        rect = self._hover_rect(hover)
        if rect is None:
            return
        self._hover_outline(surface, rect)

    def _draw_anims(self, surface: pygame.Surface) -> None:
        ox, oy = self.rect.topleft
        for anim in self._anims:
            if anim.kind == "dice":
                for k in range(len(self._dice_spots)):
                    self._lay_patch(surface, ("die", k))
                p = anim.progress
                for i, (rect, color) in enumerate(self._dice_spots):
                    face = self._anim_rng.randrange(4)
                    die = ca.threat_die(color, face, rect.width, bool(self.settings.colorblind))
                    blit_tumbling_die(surface, die, rect, i, p, (ox, oy), 280, 50, 0.45)
            else:
                self._draw_slide(surface, anim, ox, oy)

    def _draw_slide(self, surface: pygame.Surface, anim: _Anim, ox: int, oy: int) -> None:
        spec = anim.data
        dest = self._spots.get(spec["dest"])
        if dest is None:
            return
        if spec.get("mode") == "flip" or spec.get("cover"):
            key = self._patch_key(spec["dest"])
            if key is not None:
                self._lay_patch(surface, key)          # the card has not landed / turned yet
        front = self._spot_images.get(spec["dest"])
        if spec.get("mode") == "flip":
            back = self._spot_backs.get(spec["dest"]) or ca.location_back(dest.size)
            p = anim.progress
            pic = back if p < 0.5 else (front or back)
            w = max(1, round(dest.width * abs(1 - 2 * p)))
            if anim.t <= anim.delay:
                pic, w = back, dest.width
            scaled = pygame.transform.scale(pic, (w, dest.height))
            surface.blit(scaled, scaled.get_rect(center=dest.move(ox, oy).center))
            return
        if anim.t <= anim.delay:
            return
        src = self._spots.get(spec["src"])
        if src is None:
            return
        p = _ease_out(anim.progress)
        if spec.get("cover"):
            rect = _lerp_rect(src, dest, p)
            pic = front if (front is not None and p > 0.55) else self._spot_images.get(spec["src"])
        else:
            # a search card flies onto the location at its own size and fades as it lands
            end = pygame.Rect(src)
            end.center = dest.center
            rect = _lerp_rect(src, end, p)
            pic = self._spot_images.get(spec["src"])
            if pic is not None and p > 0.7:
                pic = art.fade(pic.copy(), round(255 * (1 - p) / 0.3))
        if pic is None:
            return
        if pic.get_size() != rect.size:
            pic = pygame.transform.scale(pic, rect.size)
        surface.blit(pic, rect.move(ox, oy))

    def _patch_key(self, dest_name: str) -> tuple | None:
        if dest_name in self._spot_patches:
            return self._spot_patches[dest_name]
        if dest_name == "apoc_current":
            return ("apoc_current",)
        if dest_name.startswith("road:"):
            return ("road", _int(dest_name[5:]))
        if dest_name.startswith("slot:"):
            return ("loc", _int(dest_name[5:]))
        return None


__all__ = ["SalvationRoadBoard", "die_tip", "wound_tip", "WOUND_HELP", "RESOURCE_HELP", "APOCALYPSE_HELP"]
