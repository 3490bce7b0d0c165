"""The Hit Z Road table: draws one seat's view into the board rectangle.

What is on the table (all read from the view, never from the state):

* top bar: the round ("Round 3 / 8") and the trip from Chicago to L.A. as
  8 mile markers, the phase, and the initiative order;
* left column: the adventure deck (back, count, next level), a large
  preview of the hovered card (or of the card being resolved) and the last
  event roll;
* centre: the paths as road lanes, 4 (or 3) rows of 2 cards, each with its
  route-shield number, its key tile (+2/+4) and a summary (points, zombies,
  scavenge); taken lanes are dimmed in the taker's colour, resolved cards
  stamped; to their right the auction track 0..10 with the bid markers
  (not in solo games);
* right column: one panel per seat: lead + survivor meeples, resource
  stacks, special tokens, won cards face down (the viewer sees their points),
  eliminated seats greyed with a skull;
* overlays: the fight panel while ``view["fight"]`` is set (the card, the
  zombies left, the last roll and what each die did, the fight's rules),
  the epilogue and final standings when the game is over.

Element ids (prompt option targets) with hitboxes: ``path:<i>``, ``card:<id>``,
``bid:<n>`` (0..max_bid), ``resource:<ammo|gas|adrenaline>`` and
``token:<token id>`` (of the asked seat: the prompt's seat, else the viewer),
``die:<k>`` (index into ``fight["last_roll"]``), ``deck``. Hitboxes that only
carry a tooltip use other ids: ``seat:<s>``, ``seat:<s>:<resource>``,
``seat:<s>:token:<id>``, ``seat:<s>:executor``, ``pile:<s>``,
``initiative:<s>``, ``epilogue:<id>``, ``eventdie:<k>``, ``zombies``, ``round``.
A face-down card's hitbox is its ``path:<i>``: it never names the card.

Speed: everything static is composed into one cached layer, rebuilt only when
the view, highlights, prompt, settings or size change. Animations never
recompose it: the patches of table under the dice and the card slots are kept
from composition and laid over the layer while dice tumble or cards fly in. A frame with nothing new is one blit plus the hover outline, the
hover preview and the animations.

Card faces are the slow part of a first draw (5-20 ms each). ``warm_up`` draws
them ahead in stages on quiet frames: the faces on the table at the preview and
fight sizes, and every card of the deck's next level at the table size, so a new
deal finds its faces ready. Once warm_up is in use, a face still missing when a
layer is composed shows as a plain placeholder (the card's name) and is drawn
in the next quiet frames; the layer is composed again when all are ready.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterator

import pygame

from ...ui import art
from . import pieces
from ...ui.board import BoardFrame, BoardSettings
from ...ui.board_kit import Anim as _Anim, LayeredBoard, WarmUpQueue, art_text as _art_text, blit_tumbling_die
from ...ui.board_kit import asphalt_band, draw_cracks, shade_edges, speckle_floor
from ...ui.board_kit import ease_out as _ease_out, int_or as _int, lerp_rect as _lerp_rect

RESOURCES = ("ammo", "gas", "adrenaline")
RESOURCE_NAMES = {"ammo": "Ammo", "gas": "Gas", "adrenaline": "Adrenaline", "survivors": "Survivors"}
RESOURCE_HELP = {
    "ammo": "Each Ammo spent on a fight's ranged roll rolls dice (2 unless the card says otherwise).",
    "gas": "Flee a fight before melee by spending Gas (2 unless the card says otherwise).",
    "adrenaline": "Spend 1 to save a bitten survivor, or to kill one more zombie on an opportunity "
                  "or bonus kill.",
}
RESOURCE_TAIL = "Any resource pays for bids and key tiles."

FACE_HELP = {
    "casualty": "Casualty: spend 1 Adrenaline or lose a survivor.",
    "blank": "Blank: you dodged; nothing happens.",
    "opportunity": "Opportunity kill: spend 1 Adrenaline to kill 1 zombie.",
    "kill": "Kill: 1 zombie dies.",
    "bonus": "Bonus kill: 1 zombie dies; spend 1 Adrenaline to kill 1 more.",
    "horrible": "Horrible death (horde die only): a survivor dies.",
}
FACE_SHORT = {"casualty": "Casualty", "blank": "Blank", "opportunity": "Opportunity", "kill": "Kill",
              "bonus": "Bonus kill", "horrible": "Horrible death"}
FACE_LEGEND = {"casualty": "1 Adrenaline or lose a survivor", "blank": "nothing happens",
               "opportunity": "1 Adrenaline: kill 1", "kill": "kill 1 zombie",
               "bonus": "kill 1; 1 Adrenaline: 1 more", "horrible": "a survivor dies"}
RANGED_HELP = "In a ranged roll only kills and bonus kills count (1 zombie each)."

TOKEN_NAMES = {"school_bus": "School Bus", "molotov": "Molotov Cocktail", "first_aid": "First Aid Kit",
               "shotgun": "Shotgun"}
TOKEN_HELP = {
    "school_bus": "Your group rides a school bus. With the Executor card as well, every horde fights you "
                  "as ordinary zombies (black dice only).",
    "molotov": "Discard on your turn, before or during a fight: every zombie of that card dies at once "
               "and you take the card.",
    "first_aid": "Discard as a Casualty or Horrible Death die is resolved to cancel that die.",
    "shotgun": "Discard before your ranged roll: it rolls 4 extra dice for free.",
}

PHASE_NAMES = {"planning": "Planning", "auction": "Auction", "payment": "Payment",
               "encounter": "Encounter", "over": "Game over"}
STEP_NAMES = {"path": "Choosing", "key": "Key tile", "scavenge": "Scavenge", "event": "Event", "fight": "Fight"}
FATE_STAMPS = {"won": "KEPT", "box": "FLED", "discard": "DISCARDED"}

GLOW = (255, 214, 74)
BONE = art.PALETTE["bone"]
INK = art.PALETTE["ink"]
YELLOW = art.PALETTE["road_yellow"]
MUTED = (176, 166, 148)
FALLBACK_ACCENTS = {1: YELLOW, 2: (234, 128, 40), 3: (206, 46, 40)}

CARD_RATIO = 0.714       # width / height of an adventure card

DICE_TIME = 0.4          # seconds, at animation speed 1
SLIDE_TIME = 0.32
STAGGER = 0.03
MAX_STAGGER = 0.22       # slides end by SLIDE_TIME + MAX_STAGGER = 0.54 s


def _fields(record: Any) -> dict:
    if isinstance(record, dict):
        return dict(record)
    names = getattr(record, "__dataclass_fields__", None)
    if names is None:
        names = [n for n in dir(record) if not n.startswith("_")]
    return {name: getattr(record, name) for name in names if hasattr(record, name)}


def card_dict(record: Any) -> dict:
    """A card record (the content's frozen dataclass, or the view's "info" dict) as the plain
    dict card_art.card_face reads: id, name, level, points, zombies, horde, poker,
    scavenge {ammo, gas, adrenaline}, kind, text, effects."""
    data = _fields(record)
    scavenge = data.get("scavenge")
    if scavenge is not None and not isinstance(scavenge, dict):
        scavenge = _fields(scavenge)
    data["scavenge"] = {res: _int((scavenge or {}).get(res, 0)) for res in RESOURCES}
    for key, default in (("id", ""), ("name", "?"), ("poker", ""), ("kind", "none"), ("text", "")):
        if data.get(key) is None:
            data[key] = default
    for key, default in (("level", 1), ("points", 0), ("zombies", 0), ("horde", 0)):
        data[key] = _int(data.get(key), default)
    effects = data.get("effects") or ()
    data["effects"] = [op if isinstance(op, dict) else {"op": getattr(op, "op_name", type(op).__name__)}
                       for op in effects]
    return data


def token_kind(token_id: Any) -> str | None:
    """The special token a token id names: "molotov", "molotov-2", "molotov:1" -> "molotov"."""
    token_id = str(token_id)
    for kind in pieces.SPECIAL_TOKENS:
        if token_id == kind or token_id.startswith((kind + "-", kind + ":", kind + "#")):
            return kind
    return None


# ---------------------------------------------------------------------------
# Layout
# ---------------------------------------------------------------------------
@dataclass
class _Layout:
    size: tuple[int, int]
    s: float
    pad: int
    top: pygame.Rect
    left: pygame.Rect
    center: pygame.Rect
    right: pygame.Rect
    deck: pygame.Rect
    preview: pygame.Rect
    event_dice: pygame.Rect
    lanes: pygame.Rect            # lanes beside the auction track
    auction: pygame.Rect


def _layout(width: int, height: int, ui_scale: float) -> _Layout:
    s = max(0.45, min(width / 1600, height / 940)) * max(0.6, min(1.6, ui_scale or 1.0))
    pad = max(5, round(12 * s))
    top = pygame.Rect(pad, pad, width - 2 * pad, round(50 * s))
    body_y = top.bottom + pad
    body_h = height - body_y - pad
    left_w = max(150, round(width * 0.16))
    right_w = max(230, round(width * 0.235))
    left = pygame.Rect(pad, body_y, left_w, body_h)
    right = pygame.Rect(width - pad - right_w, body_y, right_w, body_h)
    center = pygame.Rect(left.right + pad, body_y, right.left - left.right - 2 * pad, body_h)
    auction_w = max(74, round(112 * s))
    auction = pygame.Rect(center.right - auction_w, center.y, auction_w, center.height)
    lanes = pygame.Rect(center.x, center.y, auction.x - pad - center.x, center.height)
    # left column: deck at the top, card preview in the middle, event dice at the bottom
    inner_w = left.width - 2 * pad
    deck_h = min(round(left.height * 0.27), round(inner_w * 0.56 / CARD_RATIO))
    deck = pygame.Rect(left.x + pad + round(6 * s), left.y + round(36 * s), round(deck_h * CARD_RATIO), deck_h)
    dice_h = round(78 * s)
    event_dice = pygame.Rect(left.x + pad, left.bottom - pad - dice_h, inner_w, dice_h)
    avail_top = deck.bottom + round(52 * s)
    avail_h = event_dice.top - round(14 * s) - avail_top
    prev_h = max(40, min(avail_h, round(inner_w / CARD_RATIO)))
    preview = pygame.Rect(0, 0, round(prev_h * CARD_RATIO), prev_h)
    preview.midtop = (left.centerx, avail_top)
    return _Layout((width, height), s, pad, top, left, center, right, deck, preview, event_dice, lanes, auction)


@dataclass
class _Ctx:
    """What one composition knows: the view, the frame, the seats by number, the cards' info."""
    view: dict
    frame: BoardFrame
    asked: int | None
    seats: dict = field(default_factory=dict)
    infos: dict = field(default_factory=dict)     # card id -> "info" dict from the view
    glows: list = field(default_factory=list)
    glowed: set = field(default_factory=set)
    epilogue_unscored: bool = False


class HitZRoadBoard(LayeredBoard):
    """Renderer for Hit Z Road (see the module docstring for what it draws and its element ids).

    API: ``set_rect(rect)``, ``draw(surface, frame)`` (fills ``hitboxes``), ``hit_test(pos)``,
    ``tooltip_at(pos)``, ``target_rect(id)``, ``animate(events)``, ``update(dt)``, ``animating``,
    ``warm_up(budget_s)`` (draws planned card faces ahead; ``prepare(view)`` makes the plan).
    """

    GLOW_COLOR = GLOW
    GLOW_MARGIN = (6, 12)
    CHIP_PAD_Y = 0.45
    MARKER_LETTER_Y = 0.54
    TEXT_MIN = None
    ANIM_SEED = 66
    STAMP = (0.16, 16, 14)

    def __init__(self, content: Any, settings: BoardSettings | None = None) -> None:
        super().__init__(content, settings)
        self._layout: _Layout | None = None
        self._base: pygame.Surface | None = None       # background + roads + auction board
        self._base_key: Any = None
        self._cards: dict[tuple, pygame.Surface] = {}      # scaled faces and backs
        self._card_dicts: dict[str, dict] = {}             # card id -> card_dict of the content's record
        self._layer_preview: str | None = None
        self._card_spots: dict[str, pygame.Rect] = {}          # card id -> where it lies (board coords)
        self._slot_spots: dict[tuple[int, int], pygame.Rect] = {}   # (path, slot) -> rect
        self._slot_cards: dict[tuple[int, int], tuple[str | None, int | None]] = {}   # -> (face-up id, level)
        self._pile_spots: dict[int, pygame.Rect] = {}
        self._fight_dice: list[tuple[pygame.Rect, bool]] = []
        self._event_dice: list[pygame.Rect] = []
        self._last_view: dict = {}
        self._pointer: tuple[int, int] | None = None      # last position asked of hit_test
        # drawing faces ahead (warm_up): the plan, the face in progress, what the layer shows as placeholders
        self._warming = False                  # warm_up is in use: missing faces may wait for it
        self._planned_for: Any = None          # the view the plan was made for
        self._plan: list[tuple[str, tuple[int, int]]] = []     # (card id, size), most urgent first
        self._warmer = WarmUpQueue(self._next_job, self._finish_job)   # the face in progress
        self._placeholders: dict[tuple[str, tuple[int, int]], None] = {}   # in the layer, in drawing order
        self._hover_waits: tuple[str, tuple[int, int]] | None = None       # a hover preview waiting for its face
        self._table_card_size: tuple[int, int] | None = None
        self._redraw = False                   # warm_up finished something on screen

    # ------------------------------------------------------------------
    # BoardRenderer API
    # ------------------------------------------------------------------
    def on_resize(self) -> None:
        super().on_resize()
        self._base = None
        self._cards.clear()
        self._planned_for, self._plan = None, []
        self._warmer.clear()
        self._placeholders.clear()
        self._hover_waits = None
        self._table_card_size = None

    def hit_test(self, pos: tuple[int, int]) -> str | None:
        """The element at pos. A legal answer (highlighted) wins over what lies above it, so a
        click anywhere on a highlighted path picks the path even over its cards."""
        self._pointer = (int(pos[0]), int(pos[1]))
        return super().hit_test(pos)

    def draw_frame(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            self.set_rect(surface.get_rect())
        size = self.rect.size
        if self._layout is None or self._layout.size != size:
            self._layout = _layout(size[0], size[1], self.settings.ui_scale)
        view = frame.view if isinstance(frame.view, dict) else {}
        self._last_view = view
        self._highlights = frozenset(frame.highlights or ())
        prompt = frame.prompt
        key = (repr(view), self._highlights, frame.viewer, prompt.seat if prompt else None,
               bool(self.settings.colorblind), size, self.settings.ui_scale)
        if self._layer is None or key != self._layer_key:
            self._compose(surface, frame, view)
            self._layer_key = key
        self._present(surface, frame)

    def _start_animations(self, events: list[tuple[str, dict]], speed: float) -> None:
        """Dice tumble for "dice_rolled"; cards slide from the deck for "card_drawn" and
        to the winner's pile for "card_won". Instant (nothing) at animation speed 0."""
        dealt = 0
        for kind, data in events:
            if kind in ("dice_rolled", "roll", "dice") or "roll" in kind:
                roll_kind = str(data.get("kind", ""))
                target = "fight" if roll_kind in ("ranged", "melee") or "fight" in kind else "event"
                self._anims = [a for a in self._anims if not (a.kind == "dice" and a.data["target"] == target)]
                self._anims.append(_Anim("dice", DICE_TIME * speed, data={"target": target}))
            elif kind in ("card_drawn", "deal", "card_dealt"):
                path, slot = data.get("path"), data.get("slot")
                if path is None or slot is None:
                    continue
                delay = min(MAX_STAGGER, STAGGER * dealt) * speed
                dealt += 1
                self._anims.append(_Anim("slide", SLIDE_TIME * speed, delay, data={
                    "deal": (_int(path), _int(slot)), "face_up": bool(data.get("face_up", True))}))
            elif kind in ("card_won", "card_kept", "won"):
                card, seat = data.get("card"), data.get("seat")
                if not isinstance(card, str) or seat is None:
                    continue
                src = self._card_spots.get(card)
                if src is not None:
                    self._anims.append(_Anim("slide", SLIDE_TIME * speed, data={
                        "card": card, "to_pile": _int(seat), "src": pygame.Rect(src)}))

    def update(self, dt: float) -> bool:
        redraw, self._redraw = self._redraw, False
        if not self._anims:
            return redraw
        return super().update(dt)

    def warm_up(self, budget_s: float) -> bool:
        """Draw planned card faces for about budget_s seconds (at least one stage of one face);
        True while faces remain. The plan is remade whenever the drawn view changes."""
        self._warming = True
        if self._layout is None:
            return False            # nothing drawn yet: the sizes are unknown
        if self._planned_for is not self._last_view:
            self.prepare(self._last_view)
        return self._warmer.run(budget_s, lambda: bool(self._plan))

    def prepare(self, view: dict) -> None:
        """Plan the faces the next frames will want, most urgent first: placeholders in the
        layer; the card being resolved at the fight and preview sizes; the face-up cards at the
        preview size (hover); every card of the deck's next level at the table size, so the
        next deal is ready (all of that level: which ones are in the deal is hidden); the
        face-up cards at the fight size (a fight starts in the answer that picks the path)."""
        self._planned_for = view
        lay = self._layout
        plan: list[tuple[str, tuple[int, int]]] = list(self._placeholders)
        if self._hover_waits is not None:
            plan.insert(0, self._hover_waits)
        if lay is None or not isinstance(view, dict):
            self._plan = plan
            return
        table = [str(c["id"]) for path in view.get("paths") or [] if isinstance(path, dict)
                 for c in path.get("cards") or [] if isinstance(c, dict) and c.get("id") and c.get("face_up")]
        current = self._default_preview(_Ctx(view=view, frame=None, asked=None))
        if current:
            plan += [(str(current), self._fight_card_size()), (str(current), lay.preview.size)]
        plan += [(cid, lay.preview.size) for cid in table]
        if self._table_card_size is not None:
            plan += [(cid, self._table_card_size) for cid in table + self._next_deal_candidates(view)]
        plan += [(cid, self._fight_card_size()) for cid in table]
        seen: set = set()
        self._plan = [job for job in plan if job not in seen and not seen.add(job)
                      and ("face", job[0], job[1]) not in self._cards]

    def _next_deal_candidates(self, view: dict) -> list[str]:
        deck = view.get("deck") if isinstance(view.get("deck"), dict) else {}
        level = _int(deck.get("next_level"), 0)
        if not level or view.get("phase") == "over":
            return []
        poker = len(view.get("seats") or []) >= 4          # poker cards are only in 4-player games
        try:
            cards = self.content.table("cards")
        except Exception:
            return []
        return sorted(cid for cid, card in cards.items()
                      if _int(getattr(card, "level", 0)) == level and (poker or not getattr(card, "poker", "")))

    def _next_job(self) -> tuple[tuple[str, tuple[int, int], dict], Iterator[None]] | None:
        module = _card_art()
        while self._plan:
            cid, size = self._plan.pop(0)
            data = self._card_data(cid)
            if ("face", cid, size) in self._cards or data is None:
                continue
            if module is None or not hasattr(module, "card_face_job"):
                return ((cid, size, data), iter(()))      # _face draws it in one go
            return ((cid, size, data), module.card_face_job(data, size, self._override(cid)))
        return None

    def _finish_job(self, job: tuple[str, tuple[int, int], dict]) -> None:
        cid, size, data = job
        self._face(cid, size, data)       # at once now: card_art has it
        if self._hover_waits == (cid, size):
            self._hover_waits = None
            self._redraw = True
        if (cid, size) in self._placeholders:
            del self._placeholders[(cid, size)]
            if not self._placeholders:
                self._layer_key = None    # compose again, with the real faces
                self._redraw = True

    def _face_or_placeholder(self, card_id: str, size: tuple[int, int], data: dict | None) -> pygame.Surface:
        """The face, or once warm_up is in use and it isn't drawn yet, a placeholder meanwhile."""
        face = self._cards.get(("face", card_id, size))
        if face is not None:
            return face
        if not self._warming or data is None:       # without data the face is a plain one anyway
            return self._face(card_id, size, data)
        self._placeholders[(card_id, size)] = None
        self._planned_for = None          # plan again, placeholders first
        return self._plain_face(data["name"], size)

    # ------------------------------------------------------------------
    # Small cached pieces
    # ------------------------------------------------------------------
    def _text_width(self, words: str, px: int, bold: bool) -> int:
        return art.get_font(px, bold).size(words)[0]

    # --- cards ---------------------------------------------------------------
    def _record(self, table: str, item_id: str) -> Any:
        try:
            return self.content.table(table).get(item_id)
        except Exception:
            return None

    def _card_data(self, card_id: str, ctx: _Ctx | None = None) -> dict | None:
        """The card as a plain dict: from the content (cached), else from the view's "info"."""
        data = self._card_dicts.get(card_id)
        if data is not None:
            return data
        record = self._record("cards", card_id)
        if record is None:
            info = ctx.infos.get(card_id) if ctx is not None else None
            if info is None:
                return None
            data = card_dict(info)
            data["id"] = card_id
            return data
        data = card_dict(record)
        data["id"] = card_id
        self._card_dicts[card_id] = data
        return data

    def _face(self, card_id: str, size: tuple[int, int], data: dict | None = None) -> pygame.Surface:
        key = ("face", card_id, size)
        surf = self._cards.get(key)
        if surf is None:
            data = data or self._card_data(card_id)
            surf = None
            module = _card_art()
            if data is not None and module is not None:
                try:
                    surf = module.card_face(data, size, self._override(card_id))
                except Exception:       # a broken modded card must not take the table down
                    surf = None
            if surf is None:
                surf = self._plain_face(data["name"] if data else card_id, size)
            if surf.get_size() != size:
                surf = pygame.transform.smoothscale(surf, size)
            self._cards[key] = surf
        return surf

    def _back(self, level: int | None, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", level, size)
        surf = self._cards.get(key)
        if surf is None:
            module = _card_art()
            surf = None
            if module is not None:
                try:
                    surf = module.card_back(level or 1, size)
                except Exception:
                    surf = None
            if surf is None:
                surf = art.card_back("Hit Z Road", f"Level {level}" if level else "", size,
                                     FALLBACK_ACCENTS.get(level or 1, YELLOW))
            if surf.get_size() != size:
                surf = pygame.transform.smoothscale(surf, size)
            self._cards[key] = surf
        return surf

    def _epilogue_face(self, entry: dict, size: tuple[int, int]) -> pygame.Surface:
        epi_id = str(entry.get("id"))
        key = ("epilogue", epi_id, size)
        surf = self._cards.get(key)
        if surf is None:
            record = self._record("epilogue", epi_id)
            data = _fields(record) if record is not None else dict(entry)
            module = _card_art()
            surf = None
            if module is not None and hasattr(module, "epilogue_face"):
                try:
                    surf = module.epilogue_face(data, size)
                except Exception:
                    surf = None
            if surf is None:
                surf = self._plain_face(str(data.get("name", epi_id)), size)
            if surf.get_size() != size:
                surf = pygame.transform.smoothscale(surf, size)
            self._cards[key] = surf
        return surf

    def _plain_face(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        surf = art.panel(size, (238, 230, 212, 255), radius=max(4, size[0] // 14)).copy()
        words = _art_text(str(name), max(8, size[1] // 12), INK, bold=True)
        if words.get_width() > size[0] - 8:
            words = pygame.transform.smoothscale(words, (size[0] - 8, words.get_height()))
        surf.blit(words, words.get_rect(midtop=(size[0] // 2, size[1] // 12)))
        return surf

    def _card_tip(self, card_id: str, ctx: _Ctx | None = None) -> str:
        d = self._card_data(card_id, ctx)
        if d is None:
            return f"Card {card_id}"
        pts = d["points"]
        lines = [f"{d['name']} (level {d['level']}): {pts} point{'s' if pts != 1 else ''}"]
        if d["zombies"]:
            fight = f"{d['zombies']} zombie{'s' if d['zombies'] != 1 else ''}"
            if d["horde"]:
                fight += f", a strength-{d['horde']} horde ({d['horde']} red horde dice in melee)"
        else:
            fight = "no fight"
        lines.append(f"Fight: {fight}")
        got = ", ".join(f"{v} {RESOURCE_NAMES[r]}" for r, v in d["scavenge"].items() if v)
        lines.append(f"Scavenge: {got or 'nothing'}")
        if d["text"]:
            lines.append(("Fight rule: " if d["kind"] == "fight" else "") + str(d["text"]))
        if d.get("poker"):
            lines.append(f"Poker symbol {d['poker']}: left out of 1-3 player games.")
        return "\n".join(lines)

    def _token_info(self, token_id: str) -> tuple[str | None, str, str]:
        kind = token_kind(token_id)
        record = self._record("tokens", kind) if kind else None
        name = getattr(record, "name", None) or TOKEN_NAMES.get(kind or "", str(token_id))
        text = getattr(record, "text", None) or TOKEN_HELP.get(kind or "", "A special token.")
        return kind, name, text

    # ------------------------------------------------------------------
    # Background (cached per size)
    # ------------------------------------------------------------------
    def _make_background(self, fmt: pygame.Surface) -> pygame.Surface:
        lay = self._layout
        w, h = lay.size
        bg = art.vertical_gradient((w, h), [(0.0, (86, 64, 44)), (0.22, (58, 47, 39)),
                                            (0.62, (36, 34, 35)), (1.0, (22, 22, 25))])
        rng = random.Random(1966)        # a fixed seed: the table looks the same every run
        speckle_floor(bg, rng, 160, (3400, 5, 20), (40, 60, 120, 6, 12, 26))     # grit and pebbles
        draw_cracks(bg, rng, 18, (h // 4, h), (34, 14), (14, 14, 16))     # hairline cracks in the asphalt
        shade_edges(bg, 150)
        radius = self._sz(14)
        for rect in (lay.left, lay.right):
            bg.blit(art.panel(rect.size, (14, 14, 17, 150), radius=radius), rect)
        bg.blit(art.panel(lay.center.size, (22, 22, 25, 190), radius=radius, border=(255, 255, 255, 22)),
                lay.center)
        bg.blit(art.panel(lay.top.size, (14, 14, 17, 175), radius=self._sz(12)), lay.top)
        out = pygame.Surface((w, h), 0, fmt)
        out.blit(bg, (0, 0))
        return out

    def _base_for(self, view: dict) -> pygame.Surface:
        """Background + road lanes + the auction board: changes only with the number of paths."""
        lanes = self._lane_rects(view)
        over = view.get("phase") == "over" or bool(view.get("outcome"))
        show_auction = not over and not view.get("solo")
        auction = view.get("auction") if isinstance(view.get("auction"), dict) else {}
        max_bid = max(1, _int(auction.get("max_bid"), 10))
        key = (tuple(tuple(r) for r in lanes), show_auction, max_bid)
        if self._base is None or self._base_key != key or self._base.get_size() != self._background.get_size():
            base = self._background.copy()
            for lane in lanes:
                self._blit_road(base, lane)
            if show_auction:
                self._draw_auction_board(base, max_bid)
            self._base, self._base_key = base, key
        return self._base

    # ------------------------------------------------------------------
    # Composition of the static layer
    # ------------------------------------------------------------------
    def _compose(self, surface: pygame.Surface, frame: BoardFrame, view: dict) -> None:
        lay = self._layout
        if self._background is None or self._background.get_size() != lay.size:
            self._background = self._make_background(surface)
            self._base_key = None
        layer, outer_boxes = self._begin_layer(surface, lay.size)
        layer.blit(self._base_for(view), (0, 0))
        self._card_spots, self._slot_spots, self._slot_cards, self._pile_spots = {}, {}, {}, {}
        self._fight_dice, self._event_dice = [], []
        self._patches = {}
        self._placeholders.clear()
        ctx = _Ctx(view=view, frame=frame,
                   asked=frame.prompt.seat if frame.prompt is not None else frame.viewer)
        for i, seat in enumerate(s for s in (view.get("seats") or []) if isinstance(s, dict)):
            ctx.seats[_int(seat.get("seat"), i)] = seat
        for path in view.get("paths") or []:
            for card in (path.get("cards") or []) if isinstance(path, dict) else []:
                if isinstance(card, dict) and card.get("id") and isinstance(card.get("info"), dict):
                    ctx.infos[str(card["id"])] = card["info"]

        over = view.get("phase") == "over" or bool(view.get("outcome"))
        self._draw_top(layer, ctx)
        self._draw_deck(layer, ctx)
        road_from = road_to = len(self.hitboxes)
        if not over:
            solo = bool(view.get("solo"))
            self._draw_lanes(layer, ctx, lay.center if solo else lay.lanes)
            if not solo:
                self._draw_auction(layer, ctx)
            road_to = len(self.hitboxes)
        self._draw_players(layer, ctx)
        self._draw_preview_default(layer, ctx)
        self._draw_event_roll(layer, ctx)
        if over:
            self._draw_game_over(layer, ctx)
        elif isinstance(view.get("fight"), dict):
            # the fight panel covers the road and the auction: what lies under it can't be
            # clicked and doesn't glow (the fight card glows in the panel instead)
            gone = {b.target for b in self.hitboxes[road_from:road_to]}
            self.hitboxes = self.hitboxes[:road_from] + self.hitboxes[road_to:]
            ctx.glows = [g for g in ctx.glows if g[2] not in gone]
            ctx.glowed -= gone
            self._patches = {k: v for k, v in self._patches.items() if k[0] != "slot"}
            self._card_spots.clear()
            self._draw_fight(layer, ctx)
        self._end_layer(layer, ctx, outer_boxes)

    # --- top bar ---------------------------------------------------------
    def _draw_top(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        lay, view = self._layout, ctx.view
        top = lay.top
        rnd, rounds = _int(view.get("round"), 1), max(1, _int(view.get("rounds"), 8))
        over = view.get("phase") == "over"
        r = self._put_text(layer, f"ROUND {rnd} / {rounds}", 24, YELLOW, bold=True,
                           midleft=(top.x + self._sz(16), top.centery))
        # the trip: Chicago -> L.A., one mile marker per round
        trip_w = min(round(top.width * 0.3), self._sz(430))
        trip = pygame.Rect(r.right + self._sz(22), top.y, trip_w, top.height)
        west = self._put_text(layer, "CHICAGO", 11, MUTED, bold=True, midleft=(trip.x, trip.centery))
        east = self._put_text(layer, "L.A.", 11, MUTED, bold=True, midright=(trip.right, trip.centery))
        road_l, road_r = west.right + self._sz(16), east.left - self._sz(16)
        y = trip.centery
        pygame.draw.line(layer, (10, 10, 12), (road_l - self._sz(8), y), (road_r + self._sz(8), y), self._sz(10))
        for x in range(road_l, road_r, self._sz(12)):
            pygame.draw.line(layer, (120, 100, 40), (x, y), (x + self._sz(5), y), 1)
        step = (road_r - road_l) / max(1, rounds - 1)
        for i in range(rounds):
            cx = round(road_l + step * i)
            current = i + 1 == rnd and not over
            done = i + 1 < rnd or over
            rad = self._sz(10) if current else self._sz(6)
            color = YELLOW if current else ((168, 156, 130) if done else (74, 74, 78))
            pygame.draw.circle(layer, (8, 8, 10), (cx, y), rad + 2)
            pygame.draw.circle(layer, color, (cx, y), rad)
            if current:
                self._put_text(layer, i + 1, 12, INK, bold=True, center=(cx, y + 1))
        self._box(ctx, "round", trip, f"Round {rnd} of {rounds}: the trip from Chicago to L.A.", glow=False)
        label = PHASE_NAMES.get(str(view.get("phase")), str(view.get("phase") or "").title())
        if view.get("solo"):
            label = f"Solo · {label}"
        chip = self._chip(layer, label.upper(), 14, YELLOW, midleft=(trip.right + self._sz(22), top.centery))
        # initiative order, on the right
        order = [_int(o, -1) for o in (view.get("initiative") or [])]
        order = [o for o in order if o in ctx.seats]
        if not order or view.get("solo"):
            return
        names = [self._fit_text(str(ctx.seats[o].get("name", f"Seat {o}")), 14, self._sz(120), BONE, True)
                 for o in order]
        h = self._sz(30)
        widths = [h + n.get_width() + self._sz(14) + (self._sz(14) if self.settings.colorblind else 0) for n in names]
        gap = self._sz(6)
        x = top.right - self._sz(14) - sum(widths) - gap * (len(widths) - 1)
        label = self._text("TURN ORDER", 11, MUTED, bold=True)
        if x - label.get_width() - self._sz(10) > chip.right + self._sz(10):
            layer.blit(label, label.get_rect(midright=(x - self._sz(10), top.centery)))
        for pos, (seat_no, name, width) in enumerate(zip(order, names, widths), 1):
            seat = ctx.seats[seat_no]
            pc = self._seat_color(seat)
            rect = pygame.Rect(x, top.centery - h // 2, width, h)
            pygame.draw.rect(layer, (40, 40, 44), rect, border_radius=h // 2)
            pygame.draw.rect(layer, pc.rgb, rect, width=2, border_radius=h // 2)
            disc = pygame.Rect(rect.x + 3, rect.y + 3, h - 6, h - 6)
            pygame.draw.circle(layer, pc.rgb, disc.center, disc.width // 2)
            self._put_text(layer, pos, 14, INK, bold=True, center=disc.center)
            nr = layer.blit(name, name.get_rect(midleft=(disc.right + self._sz(6), rect.centery)))
            if self.settings.colorblind:
                mk = art.shape_marker(pc.shape, self._sz(13), pc.rgb)
                layer.blit(mk, mk.get_rect(midleft=(nr.right + self._sz(4), rect.centery)))
            self._box(ctx, f"initiative:{seat_no}", rect, f"Initiative #{pos}: {seat.get('name')}", glow=False)
            x += width + gap

    # --- deck -------------------------------------------------------------
    def _draw_deck(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        lay = self._layout
        deck = ctx.view.get("deck") if isinstance(ctx.view.get("deck"), dict) else {}
        count = max(0, _int(deck.get("count"), 0))
        level = deck.get("next_level")
        self._put_text(layer, "ADVENTURE DECK", 13, MUTED, bold=True,
                       midtop=(lay.left.centerx, lay.left.y + self._sz(12)))
        rect = pygame.Rect(lay.deck)
        depth = min(6, (count + 7) // 8)
        off = max(1, self._sz(2))
        if count <= 0:
            pygame.draw.rect(layer, (70, 66, 62), rect, width=2, border_radius=self._sz(10))
            self._put_text(layer, "EMPTY", 14, (120, 116, 110), bold=True, center=rect.center)
        else:
            edge = self._shade(rect.size, (20, 20, 22, 255), self._sz(8))
            for i in range(depth, 0, -1):
                layer.blit(edge, rect.move(i * off, i * off))
                pygame.draw.rect(layer, (120, 112, 98), rect.move(i * off, i * off), width=1,
                                 border_radius=self._sz(8))
            layer.blit(self._back(_int(level, 1) or 1, rect.size), rect)
        x = rect.right + depth * off + self._sz(16)
        big = self._put_text(layer, count, 36, BONE, bold=True, topleft=(x, rect.y + self._sz(4)))
        self._put_text(layer, "cards left", 12, MUTED, topleft=(x, big.bottom))
        if level:
            self._put_text(layer, "NEXT", 11, MUTED, bold=True, topleft=(x, rect.centery + self._sz(12)))
            accent = FALLBACK_ACCENTS.get(_int(level), YELLOW)
            module = _card_art()
            if module is not None:
                accent = getattr(module, "LEVEL_ACCENTS", {}).get(_int(level), accent)
            self._chip(layer, f"LEVEL {level}", 13, accent, topleft=(x, rect.centery + self._sz(30)))
        tip = (f"Adventure deck: {count} card{'s' if count != 1 else ''} left"
               + (f"; the next card is level {level}." if level else ".") + " It is never shuffled.")
        self._box(ctx, "deck", rect.union(pygame.Rect(x, rect.y, self._sz(60), rect.height)), tip,
                  radius=self._sz(10))

    # --- lanes (the paths) -------------------------------------------------
    def _lane_rects(self, view: dict) -> list[pygame.Rect]:
        """Where the lanes lie: one row per path (at least 3 rows' worth of height each)."""
        count = len([p for p in (view.get("paths") or []) if isinstance(p, dict)])
        if not count or view.get("phase") == "over" or view.get("outcome"):
            return []
        area = self._layout.center if view.get("solo") else self._layout.lanes
        gap = self._sz(10)
        inner = area.inflate(-2 * self._sz(8), -2 * self._sz(8))
        rows = max(count, 3)
        h = (inner.height - gap * (rows - 1)) // rows
        return [pygame.Rect(inner.x, inner.y + i * (h + gap), inner.width, h) for i in range(count)]

    def _draw_lanes(self, layer: pygame.Surface, ctx: _Ctx, area: pygame.Rect) -> None:
        paths = [p for p in (ctx.view.get("paths") or []) if isinstance(p, dict)]
        if not paths:
            msg = "The road ahead is still dark" if ctx.view.get("phase") == "planning" else "No paths on the table"
            self._put_text(layer, msg, 20, (128, 122, 112), bold=True, center=area.center)
            return
        enc = ctx.view.get("encounter") if isinstance(ctx.view.get("encounter"), dict) else None
        for rect, path in zip(self._lane_rects(ctx.view), paths):
            self._draw_lane(layer, ctx, rect, path, enc)

    def _draw_lane(self, layer: pygame.Surface, ctx: _Ctx, lane: pygame.Rect, path: dict, enc: dict | None) -> None:
        index = _int(path.get("index"), 0)
        target = f"path:{index}"
        taken = path.get("taken_by")
        taker = ctx.seats.get(_int(taken, -99)) if taken is not None else None
        key_cost = _int(path.get("key_cost"), 0)
        active = enc is not None and enc.get("path") is not None and _int(enc.get("path"), -1) == index
        self._box(ctx, target, lane, self._lane_tip(ctx, path), radius=self._sz(12))
        # the route shield with the path number, the key tile under it
        shield_h = min(round(lane.height * 0.44), self._sz(78))
        shield = pygame.Rect(lane.x + self._sz(14), 0, round(shield_h * 0.92), shield_h)
        shield.centery = lane.centery - (round(lane.height * 0.12) if key_cost else 0)
        layer.blit(self._shield(index + 1, shield.size), shield)
        if key_cost:
            key_rect = pygame.Rect(0, 0, round(shield.width * 1.15), round(shield_h * 0.46))
            key_rect.midtop = (shield.centerx, shield.bottom + self._sz(6))
            layer.blit(self._key_tile(key_cost, key_rect.size), key_rect)
            self.add_hitbox(target, key_rect, f"+{key_cost}: pay {key_cost} resources to take this path.")
        # the two cards, as big as the lane allows
        left = max(shield.right, shield.centerx + round(shield.width * 0.58)) + self._sz(20)
        summary_w = self._sz(150)
        ch = lane.height - 2 * self._sz(9)
        gap = max(self._sz(30), round(ch * CARD_RATIO * 0.2))
        cw = min(round(ch * CARD_RATIO), (lane.right - left - summary_w - gap - self._sz(30)) // 2)
        ch = min(ch, round(cw / CARD_RATIO))
        cards = [c for c in (path.get("cards") or []) if isinstance(c, dict)][:2]
        rects = []
        for slot, card in enumerate(cards):
            rect = pygame.Rect(left + slot * (cw + gap), lane.centery - ch // 2, cw, ch)
            rects.append(rect)
            if slot == 1:
                self._road_arrow(layer, rects[0].right, rect.left, lane.centery)
            current = active and enc.get("card_index") is not None and _int(enc.get("card_index"), -1) == slot
            self._draw_table_card(layer, ctx, rect, card, index, slot, taker, current,
                                  enc.get("step") if (enc and current) else None)
        sx = (rects[-1].right if rects else left) + self._sz(28)
        self._draw_lane_summary(layer, ctx, pygame.Rect(sx, lane.y, lane.right - sx - self._sz(12), lane.height),
                                cards)
        if taker is not None:
            pc = self._seat_color(taker)
            layer.blit(self._shade(lane.size, (*pc.rgb, 34), self._sz(12)), lane)
            pygame.draw.rect(layer, pc.rgb, pygame.Rect(lane.x, lane.y + self._sz(6), self._sz(6),
                                                        lane.height - self._sz(12)), border_radius=self._sz(3))
            tag = self._text(f"TAKEN BY {str(taker.get('name', '')).upper()}", 12, INK, bold=True)
            tag_rect = tag.get_rect().inflate(self._sz(44), self._sz(10))
            tag_rect.bottomright = (lane.right - self._sz(14), lane.bottom - self._sz(10))
            pygame.draw.rect(layer, pc.rgb, tag_rect, border_radius=tag_rect.height // 2)
            mk = self._marker(taker, tag_rect.height - 4)
            layer.blit(mk, mk.get_rect(midleft=(tag_rect.x + 2, tag_rect.centery)))
            layer.blit(tag, tag.get_rect(midright=(tag_rect.right - self._sz(10), tag_rect.centery)))
        if active:
            pygame.draw.rect(layer, YELLOW, lane, width=max(2, self._sz(2)), border_radius=self._sz(12))

    def _lane_tip(self, ctx: _Ctx, path: dict) -> str:
        index = _int(path.get("index"), 0)
        parts = [f"Path {index + 1}"]
        key_cost = _int(path.get("key_cost"), 0)
        if ctx.view.get("solo"):
            parts.append({0: "solo: take any 2 resources from the reserve, then flip both cards",
                          1: "solo: resolve it as usual"}.get(index, "solo: resolve it as usual"))
        if key_cost:
            parts.append(f"+{key_cost}: pay {key_cost} resources to take this path")
        taken = path.get("taken_by")
        if taken is not None and _int(taken, -1) in ctx.seats:
            parts.append(f"taken by {ctx.seats[_int(taken)].get('name')}")
        return " · ".join(parts)

    def _blit_road(self, layer: pygame.Surface, lane: pygame.Rect) -> None:
        def make() -> pygame.Surface:
            w, h = lane.size
            r = self._sz(12)
            rng = random.Random(w * 31 + h)
            surf = asphalt_band((w, h), r, (12, 12, 14, 230), (44, 44, 48, 255),
                                [(0.0, (255, 255, 255, 16)), (0.45, (255, 255, 255, 0)), (1.0, (0, 0, 0, 50))],
                                rng, (900, 30, 80, 4))          # aggregate in the tarmac
            edge, inset = max(2, self._sz(3)), self._sz(9)
            for y in (inset, h - inset - 1):
                pygame.draw.line(surf, (216, 210, 196, 140), (r, y), (w - r, y), edge)
            dash, gap = self._sz(28), self._sz(22)
            for x in range(r + self._sz(8), w - r, dash + gap):
                pygame.draw.line(surf, (*YELLOW, 130), (x, h // 2), (min(w - r, x + dash), h // 2), self._sz(5))
            return surf
        layer.blit(self._cached(("road", lane.size), make), lane)

    def _road_arrow(self, layer: pygame.Surface, x0: int, x1: int, y: int) -> None:
        cx = (x0 + x1) // 2
        r = max(5, min((x1 - x0) // 2 - 3, self._sz(12)))
        pts = [(cx - r * 0.7, y - r), (cx + r * 0.8, y), (cx - r * 0.7, y + r)]
        pygame.draw.polygon(layer, (8, 8, 10), [(px + 1, py + 2) for px, py in pts])
        pygame.draw.polygon(layer, YELLOW, pts)

    def _shield(self, number: int, size: tuple[int, int]) -> pygame.Surface:
        """A US-route style shield carrying the path number."""
        def outline(pen: art.Pen, color, grow: float) -> None:
            g = grow
            pen.polygon(color, [(0.07 - g, 0.05 - g), (0.5, 0.12 - g), (0.93 + g, 0.05 - g), (0.99 + g, 0.36),
                                (0.87 + g, 0.7), (0.5, 0.97 + g), (0.13 - g, 0.7), (0.01 - g, 0.36)], corner=0.05)

        def make() -> pygame.Surface:
            def draw(canvas: pygame.Surface) -> None:
                pen = art.Pen(canvas)
                outline(pen.sub(0.0, 0.03, 1.0), (0, 0, 0, 120), 0.0)
                outline(pen, (18, 18, 20), 0.0)
                outline(pen, (238, 232, 216), -0.045)
                outline(pen, (18, 18, 20), -0.08)
                pen.rect((18, 18, 20), (0.1, 0.1, 0.8, 0.16))
            surf = art.supersampled(size, draw)
            lbl = _art_text("PATH", max(7, round(size[1] * 0.13)), (238, 232, 216), bold=True)
            surf.blit(lbl, lbl.get_rect(center=(size[0] // 2, round(size[1] * 0.2))))
            num = _art_text(str(number), max(10, round(size[1] * 0.5)), (238, 232, 216), bold=True)
            surf.blit(num, num.get_rect(center=(size[0] // 2, round(size[1] * 0.56))))
            return surf
        return self._cached(("shield", number, size), make)

    def _key_tile(self, cost: int, size: tuple[int, int]) -> pygame.Surface:
        """The contaminated-area key tile: a key shape in hazard orange (+2) or red (+4)."""
        def make() -> pygame.Surface:
            color = (226, 126, 34) if cost <= 2 else (196, 48, 40)
            w, h = size
            surf = art.new_surface(size)
            big = art.new_surface((w * 3, h * 3))
            bw, bh = big.get_size()
            dark = (18, 18, 20)
            ring_r = bh * 0.48
            cx, cy = ring_r + 2, bh / 2
            pygame.draw.circle(big, dark, (cx, cy), ring_r)
            pygame.draw.rect(big, dark, pygame.Rect(cx, cy - bh * 0.3, bw - cx - 2, bh * 0.6), border_radius=round(bh * 0.12))
            pygame.draw.circle(big, color, (cx, cy), ring_r - bh * 0.08)
            pygame.draw.rect(big, color, pygame.Rect(cx, cy - bh * 0.22, bw - cx - bh * 0.1, bh * 0.44),
                             border_radius=round(bh * 0.08))
            for i in range(2):            # the bit's teeth
                tx = bw - bh * (0.35 + i * 0.38)
                pygame.draw.rect(big, dark, pygame.Rect(tx, cy + bh * 0.22 - 1, bh * 0.2, bh * 0.24))
                pygame.draw.rect(big, color, pygame.Rect(tx + bh * 0.05, cy + bh * 0.2, bh * 0.1, bh * 0.2))
            pygame.draw.circle(big, dark, (cx, cy), ring_r * 0.34)
            surf.blit(pygame.transform.smoothscale(big, size), (0, 0))
            lbl = _art_text(f"+{cost}", max(8, round(h * 0.5)), (252, 248, 236), bold=True, outline=dark)
            surf.blit(lbl, lbl.get_rect(center=(round(w * 0.62), round(h * 0.47))))
            return surf
        return self._cached(("key", cost, size), make)

    def _draw_table_card(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, card: dict, path: int,
                         slot: int, taker: dict | None, current: bool, step: str | None) -> None:
        cid = card.get("id")
        face_up = bool(card.get("face_up")) and bool(cid)
        level = _int(card.get("level"), 0) or None
        fate = card.get("fate")
        self._slot_spots[(path, slot)] = pygame.Rect(rect)
        self._slot_cards[(path, slot)] = (str(cid) if face_up else None, level)
        radius = self._sz(8)
        self._keep_patch(layer, ("slot", path, slot), rect.inflate(self._sz(10), self._sz(14)))
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), radius), rect.move(self._sz(3), self._sz(5)))
        self._table_card_size = rect.size
        if face_up:
            data = self._card_data(str(cid), ctx)
            layer.blit(self._face_or_placeholder(str(cid), rect.size, data), rect)
            self._card_spots[str(cid)] = pygame.Rect(rect)
            self._box(ctx, f"card:{cid}", rect, self._card_tip(str(cid), ctx), radius=radius)
        else:
            layer.blit(self._back(level, rect.size), rect)
            # a face-down card never names itself: its hitbox is the path's
            self.add_hitbox(f"path:{path}", rect, f"Face-down card (level {level})." if level else "Face-down card.")
        if taker is not None or fate:
            layer.blit(self._shade(rect.size, (10, 10, 12, 130 if fate else 110), radius), rect)
        if fate in FATE_STAMPS:
            color = self._seat_color(taker).rgb if (fate == "won" and taker) else (200, 196, 186)
            stamp = self._stamp(FATE_STAMPS[fate], color, rect.width)
            layer.blit(stamp, stamp.get_rect(center=rect.center))
        if current:
            pygame.draw.rect(layer, YELLOW, rect.inflate(8, 8), width=max(3, self._sz(3)), border_radius=radius + 3)
            if step:
                self._chip(layer, STEP_NAMES.get(step, str(step)).upper(), 12, YELLOW,
                           midtop=(rect.centerx, rect.bottom - self._sz(8)))

    def _draw_lane_summary(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, cards: list[dict]) -> None:
        """What the path holds in total: points, zombies (and the worst horde), scavenge."""
        if rect.width < self._sz(70):
            return
        known = [d for d in (self._card_data(str(c["id"]), ctx) for c in cards
                             if c.get("id") and c.get("face_up")) if d is not None]
        unknown = len(cards) - len(known)
        pad = self._sz(12)
        if not known and unknown:
            q = self._text("?", 26, (170, 164, 150), bold=True)
            fd = self._text("face down", 13, MUTED)
            sheet = pygame.Rect(rect.x - pad, 0, q.get_width() + fd.get_width() + 3 * pad, q.get_height() + pad)
            sheet.centery = rect.centery
            layer.blit(art.panel(sheet.size, (20, 20, 23, 225), radius=self._sz(10)), sheet)
            layer.blit(q, q.get_rect(midleft=(sheet.x + pad, sheet.centery)))
            layer.blit(fd, fd.get_rect(midleft=(sheet.x + 2 * pad + q.get_width(), sheet.centery)))
            return
        more = "+?" if unknown else ""
        ico = self._sz(26)
        line = ico + self._sz(8)
        gap = self._sz(6)
        horde = max([c["horde"] for c in known] + [0])
        points = self._text(f"{sum(c['points'] for c in known)}{more}", 21, BONE, bold=True)
        zombies = self._text(f"{sum(c['zombies'] for c in known)}{more}", 21, BONE, bold=True)
        label1 = self._text("points", 11, MUTED)
        label2 = None if horde else self._text("zombies", 11, MUTED)
        scav = [(res, self._text(f"+{n}", 15, (222, 216, 202), bold=True))
                for res in RESOURCES if (n := sum(c["scavenge"][res] for c in known)) > 0]
        tok = self._sz(22)
        widths = [ico + gap + points.get_width() + gap + label1.get_width(),
                  ico + gap + zombies.get_width() + gap + (label2.get_width() if label2 else self._sz(70)),
                  sum(tok + self._sz(3) + t.get_width() + self._sz(9) for _, t in scav)]
        room = rect.width
        width = min(room, max(widths) + 2 * pad)
        if max(widths) + 2 * pad > room:          # narrow: drop the words, keep the numbers
            label1 = label2 = None
        sheet = pygame.Rect(rect.x - pad, 0, width, 3 * line + self._sz(12))
        sheet.centery = rect.centery
        layer.blit(art.panel(sheet.size, (20, 20, 23, 225), radius=self._sz(10)), sheet)
        x, y = sheet.x + pad, sheet.y + self._sz(6)
        layer.blit(art.icon("star", ico, YELLOW), (x, y))
        r = layer.blit(points, points.get_rect(midleft=(x + ico + gap, y + ico // 2)))
        if label1:
            layer.blit(label1, label1.get_rect(midleft=(r.right + gap, y + ico // 2 + 1)))
        y += line
        layer.blit(pieces.zombie(ico + self._sz(4)), (x - self._sz(2), y - self._sz(3)))
        r = layer.blit(zombies, zombies.get_rect(midleft=(x + ico + gap, y + ico // 2)))
        if horde:
            self._chip(layer, f"HORDE {horde}", 10, art.PALETTE["horde_red"], (250, 232, 224),
                       midleft=(r.right + gap, y + ico // 2))
        elif label2:
            layer.blit(label2, label2.get_rect(midleft=(r.right + gap, y + ico // 2 + 1)))
        y += line
        tx = x
        for res, t in scav:
            if tx + tok > sheet.right:
                break
            token = art.resource_token(res, tok)
            layer.blit(token, token.get_rect(midleft=(tx, y + ico // 2)))
            r = layer.blit(t, t.get_rect(midleft=(tx + tok + self._sz(3), y + ico // 2)))
            tx = r.right + self._sz(9)

    # --- auction track (vertical, 10 at the top) ---------------------------
    def _auction_spaces(self, max_bid: int) -> list[pygame.Rect]:
        """The rects of spaces 0..max_bid, 0 at the bottom."""
        area = self._layout.auction
        track = pygame.Rect(area.x + self._sz(8), area.y + self._sz(48), area.width - self._sz(16),
                            area.height - self._sz(56))
        n = max_bid + 1
        gap = self._sz(5)
        sh = (track.height - gap * (n - 1)) / n
        return [pygame.Rect(track.x, round(track.bottom - (b + 1) * sh - b * gap), track.width, round(sh))
                for b in range(n)]

    def _auction_number(self, b: int, height: int) -> pygame.Surface:
        return self._text(b, min(24, max(12, height * 0.5 / self._layout.s)), (236, 222, 186), bold=True)

    def _draw_auction_board(self, base: pygame.Surface, max_bid: int) -> None:
        """The printed auction board (no markers): part of the cached base."""
        area = self._layout.auction
        base.blit(art.panel(area.size, (34, 30, 26, 240), radius=self._sz(12), border=(214, 168, 72, 110)), area)
        self._put_text(base, "AUCTION", 14, art.PALETTE["brass"], bold=True,
                       midtop=(area.centerx, area.y + self._sz(10)))
        self._put_text(base, "bid to go first", 10, (160, 150, 134), midtop=(area.centerx, area.y + self._sz(28)))
        for b, rect in enumerate(self._auction_spaces(max_bid)):
            fill = (52, 62, 50) if b == 0 else art.mix((70, 60, 46), (110, 56, 36), b / max_bid)
            pygame.draw.rect(base, (10, 10, 12), rect.move(0, 2), border_radius=self._sz(7))
            pygame.draw.rect(base, fill, rect, border_radius=self._sz(7))
            pygame.draw.rect(base, art.lighten(fill, 0.25), rect, width=1, border_radius=self._sz(7))
            num = self._auction_number(b, rect.height)
            base.blit(num, num.get_rect(midleft=(rect.x + self._sz(8), rect.centery)))

    def _draw_auction(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        """Bid markers and the spaces' hitboxes (the board itself is in the cached base)."""
        view = ctx.view
        auction = view.get("auction") if isinstance(view.get("auction"), dict) else {}
        max_bid = max(1, _int(auction.get("max_bid"), 10))
        bids = {str(k): _int(v) for k, v in (auction.get("bids") or {}).items()}
        passed = {_int(p, -1) for p in (auction.get("passed") or [])}
        phase = view.get("phase")
        live = phase in ("auction", "payment")
        current = _int(auction.get("current"), -99) if phase == "auction" and auction.get("current") is not None else None
        occupants: dict[int, list[dict]] = {}
        for seat_no, seat in ctx.seats.items():
            if seat.get("eliminated"):
                continue
            occupants.setdefault(bids.get(str(seat_no), 0) if live else 0, []).append(seat)
        for b, rect in enumerate(self._auction_spaces(max_bid)):
            who = occupants.get(b, [])
            tip = (f"Bid {b}: spend {b} resource{'s' if b != 1 else ''} when the auction ends; the highest "
                   "bid plays first." if b else "Bid 0: spend nothing; any number of markers may stand here.")
            if who:
                tip += " Here: " + ", ".join(str(s.get("name")) for s in who) + "."
            self._box(ctx, f"bid:{b}", rect, tip, radius=self._sz(7))
            if not who:
                continue
            size = max(10, min(rect.height - self._sz(8), self._sz(34)))
            room = rect.right - self._sz(6) - (rect.x + self._auction_number(b, rect.height).get_width() + self._sz(14))
            step = min(size + 2, (room - size) // max(1, len(who) - 1)) if len(who) > 1 else 0
            x = rect.right - self._sz(6) - size - step * (len(who) - 1)
            for i, seat in enumerate(who):
                seat_no = _int(seat.get("seat"), -1)
                gone = phase == "auction" and seat_no in passed
                mr = pygame.Rect(x + i * step, rect.centery - size // 2, size, size)
                layer.blit(self._marker(seat, size, dim=gone), mr)
                if current is not None and seat_no == current:
                    pygame.draw.circle(layer, YELLOW, mr.center, size // 2 + 3, 2)
                    tip_x = mr.left - self._sz(4)
                    pygame.draw.polygon(layer, YELLOW, [(tip_x, mr.centery), (tip_x - self._sz(8), mr.centery - self._sz(6)),
                                                        (tip_x - self._sz(8), mr.centery + self._sz(6))])
                if gone:
                    p = self._text("PASS", 8, (250, 240, 220), bold=True, outline=(10, 10, 10))
                    layer.blit(p, p.get_rect(center=mr.center))

    # --- player panels -------------------------------------------------------
    def _draw_players(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        area = self._layout.right
        seats = list(ctx.seats.values())
        if not seats:
            return
        gap = self._sz(10)
        inner = area.inflate(-2 * self._sz(8), -2 * self._sz(8))
        n = len(seats)
        ph = min((inner.height - gap * (n - 1)) // n, round(inner.width * 0.62))
        order = {_int(s, -1): i for i, s in enumerate(ctx.view.get("initiative") or [])}
        active = self._active_seat(ctx)
        for i, seat in enumerate(seats):
            rect = pygame.Rect(inner.x, inner.y + i * (ph + gap), inner.width, ph)
            self._draw_player(layer, ctx, rect, seat, order.get(_int(seat.get("seat"), -1)), active)
        if ctx.view.get("solo") and n == 1:
            y = inner.y + ph + gap * 2
            box = pygame.Rect(inner.x, y, inner.width, min(inner.bottom - y, self._sz(230)))
            if box.height > self._sz(120):
                self._draw_solo_notes(layer, box)

    def _active_seat(self, ctx: _Ctx) -> int | None:
        view = ctx.view
        for key in ("fight", "encounter"):
            part = view.get(key)
            if isinstance(part, dict) and part.get("seat") is not None:
                return _int(part.get("seat"))
        auction = view.get("auction")
        if view.get("phase") == "auction" and isinstance(auction, dict) and auction.get("current") is not None:
            return _int(auction.get("current"))
        return ctx.frame.prompt.seat if ctx.frame.prompt is not None else None

    def _draw_player(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, seat: dict,
                     init_pos: int | None, active: int | None) -> None:
        seat_no = _int(seat.get("seat"), -1)
        pc = self._seat_color(seat)
        elim = bool(seat.get("eliminated"))
        u = rect.height / 236            # this panel's own scale
        px = lambda v: max(1, round(v * u))   # noqa: E731
        radius = self._sz(12)
        layer.blit(art.panel(rect.size, (32, 32, 36, 244) if not elim else (24, 24, 26, 240), radius=radius,
                             border=(*pc.rgb, 150) if not elim else (110, 110, 110, 70)), rect)
        strip = pygame.Rect(rect.x, rect.y, px(9), rect.height)
        pygame.draw.rect(layer, pc.rgb if not elim else (78, 78, 78), strip,
                         border_top_left_radius=radius, border_bottom_left_radius=radius)
        if active == seat_no and not elim:
            pygame.draw.rect(layer, YELLOW, rect.inflate(4, 4), width=2, border_radius=radius + 1)
        self._box(ctx, f"seat:{seat_no}", rect, self._seat_tip(seat), glow=False)
        # header: initiative tile, name, bot / you tags, status
        head = pygame.Rect(strip.right + px(10), rect.y + px(8), rect.right - strip.right - px(20), px(34))
        x = head.x
        if init_pos is not None and not elim:
            tile = pygame.Rect(x, 0, px(28), px(28))
            tile.centery = head.centery
            pygame.draw.rect(layer, (232, 224, 204), tile, border_radius=px(6))
            pygame.draw.rect(layer, (120, 110, 90), tile, width=1, border_radius=px(6))
            num = _art_text(str(init_pos + 1), max(9, px(18)), INK, bold=True)
            layer.blit(num, num.get_rect(center=tile.center))
            self._box(ctx, f"initiative:{seat_no}", tile, f"{seat.get('name')} holds initiative tile "
                      f"#{init_pos + 1}.", glow=False)
            x = tile.right + px(9)
        if self.settings.colorblind:
            mk = art.shape_marker(pc.shape, max(10, px(22)), pc.rgb)
            layer.blit(mk, mk.get_rect(midleft=(x, head.centery)))
            x += mk.get_width() + px(7)
        status = self._seat_status(ctx, seat)
        status_surf = _art_text(status[0], max(8, px(13)), INK, bold=True) if status else None
        reserve = (status_surf.get_width() + px(20) if status_surf else 0) + px(64)
        name = _art_text(str(seat.get("name", f"Seat {seat_no}")), max(10, px(24)),
                        (246, 240, 228) if not elim else (130, 130, 130), bold=True)
        if name.get_width() > head.right - reserve - x:
            name = self._fit_text(str(seat.get("name")), 24 * u / self._layout.s, max(30, head.right - reserve - x),
                                  (246, 240, 228) if not elim else (130, 130, 130), True)
        nr = layer.blit(name, name.get_rect(midleft=(x, head.centery)))
        tx = nr.right + px(8)
        if seat.get("bot"):
            tag = _art_text("BOT", max(8, px(11)), (200, 194, 180), bold=True)
            tr = tag.get_rect(midleft=(tx, head.centery)).inflate(px(10), px(4))
            tr.x = tx
            pygame.draw.rect(layer, (70, 70, 76), tr, border_radius=tr.height // 2)
            layer.blit(tag, tag.get_rect(center=tr.center))
            self.add_hitbox(f"seat:{seat_no}:bot", tr, f"A bot plays this seat ({seat.get('bot')}).")
            tx = tr.right + px(6)
        if ctx.frame.viewer is not None and seat_no == ctx.frame.viewer:
            tag = _art_text("YOU", max(8, px(11)), INK, bold=True)
            tr = tag.get_rect().inflate(px(10), px(4))
            tr.midleft = (tx, head.centery)
            pygame.draw.rect(layer, pc.rgb, tr, border_radius=tr.height // 2)
            layer.blit(tag, tag.get_rect(center=tr.center))
        if status:
            sr = status_surf.get_rect().inflate(px(16), px(8))
            sr.midright = (head.right, head.centery)
            pygame.draw.rect(layer, status[1], sr, border_radius=sr.height // 2)
            layer.blit(status_surf, status_surf.get_rect(center=sr.center))
        body = pygame.Rect(head.x, head.bottom + px(8), head.width, rect.bottom - head.bottom - px(16))
        if elim:
            sk = art.icon("skull", min(body.height, px(96)), (150, 146, 138))
            sr = layer.blit(sk, sk.get_rect(midleft=(body.x + px(20), body.centery)))
            r = self._put_text(layer, "ELIMINATED", 20 * u / self._layout.s, (206, 196, 186), bold=True,
                               bottomleft=(sr.right + px(18), body.centery))
            self._put_text(layer, "no survivors left", 12 * u / self._layout.s, (140, 136, 128),
                           topleft=(r.x, body.centery + px(6)))
            return
        pile_w = round(body.width * 0.22)
        rows = pygame.Rect(body.x, body.y, body.width - pile_w - px(12), body.height)
        pile = pygame.Rect(rows.right + px(12), body.y, pile_w, body.height)
        h1, h2 = round(rows.height * 0.40), round(rows.height * 0.33)
        self._draw_meeples(layer, pygame.Rect(rows.x, rows.y, rows.width, h1), seat, pc, u)
        self._draw_resources(layer, ctx, pygame.Rect(rows.x, rows.y + h1 + px(4), rows.width, h2), seat, u)
        self._draw_tokens(layer, ctx, pygame.Rect(rows.x, rows.y + h1 + h2 + px(8), rows.width,
                                                  rows.height - h1 - h2 - px(8)), seat, u)
        self._draw_pile(layer, ctx, pile, seat, u)

    def _seat_status(self, ctx: _Ctx, seat: dict) -> tuple[str, tuple] | None:
        view = ctx.view
        seat_no = _int(seat.get("seat"), -1)
        if seat.get("eliminated"):
            return ("OUT", (156, 64, 58))
        outcome = view.get("outcome") if isinstance(view.get("outcome"), dict) else None
        if outcome:
            if seat_no in [_int(w, -1) for w in (outcome.get("winners") or [])]:
                return ("WINNER", YELLOW)
            return None
        fight = view.get("fight")
        if isinstance(fight, dict) and _int(fight.get("seat"), -2) == seat_no:
            return ("FIGHTING", (222, 96, 74))
        enc = view.get("encounter")
        if isinstance(enc, dict) and _int(enc.get("seat"), -2) == seat_no:
            return ("ON THE ROAD", YELLOW)
        auction = view.get("auction") if isinstance(view.get("auction"), dict) else {}
        if view.get("phase") == "payment":
            owed = _int((auction.get("owed") or {}).get(str(seat_no)), 0)
            if owed:
                return (f"PAYS {owed}", (226, 170, 70))
        if view.get("phase") == "auction":
            if auction.get("current") is not None and _int(auction.get("current"), -2) == seat_no:
                return ("BIDDING", YELLOW)
            bid = _int((auction.get("bids") or {}).get(str(seat_no)), 0)
            if seat_no in [_int(p, -1) for p in (auction.get("passed") or [])]:
                return (f"PASSED · {bid}" if bid else "PASSED", (156, 150, 140))
            if bid:
                return (f"BID {bid}", (206, 194, 160))
        for path in view.get("paths") or []:
            if isinstance(path, dict) and path.get("taken_by") is not None and _int(path.get("taken_by"), -2) == seat_no:
                return (f"PATH {_int(path.get('index')) + 1}", (150, 174, 140))
        return None

    def _seat_tip(self, seat: dict) -> str:
        surv = _int(seat.get("survivors"))
        parts = [str(seat.get("name")) + (f" (bot: {seat.get('bot')})" if seat.get("bot") else "")]
        if seat.get("eliminated"):
            parts.append("eliminated")
        else:
            parts.append(f"lead survivor + {surv} survivor{'s' if surv != 1 else ''}")
            parts.append(", ".join(f"{_int(seat.get(r))} {RESOURCE_NAMES[r]}" for r in RESOURCES))
            parts.append(f"{_int(seat.get('won_count'))} cards won")
        return " · ".join(parts)

    def _draw_meeples(self, layer: pygame.Surface, rect: pygame.Rect, seat: dict, pc: art.PlayerColor,
                      u: float) -> None:
        surv = max(0, _int(seat.get("survivors")))
        lead = rect.height
        layer.blit(art.meeple(lead, pc.rgb, lead=True), (rect.x - round(4 * u), rect.y))
        small = round(lead * 0.76)
        step = round(small * 0.6)
        count_w = round(86 * u)
        x = rect.x + lead - round(4 * u)
        fit = max(0, (rect.right - count_w - x - small) // max(1, step) + 1)
        shown = min(surv, fit, 12)
        for i in range(shown):
            layer.blit(art.meeple(small, (214, 204, 180)), (x + i * step, rect.bottom - small))
        tx = x + (step * (shown - 1) + small + round(10 * u) if shown else round(6 * u))
        r = layer.blit(_art_text(f"1 + {surv}", max(10, round(24 * u)), (246, 240, 228), bold=True),
                       (tx, rect.centery - round(20 * u)))
        layer.blit(_art_text("survivors", max(8, round(12 * u)), MUTED), (tx, r.bottom))

    def _draw_resources(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, seat: dict, u: float) -> None:
        seat_no = _int(seat.get("seat"), -1)
        asked = ctx.asked is not None and seat_no == _int(ctx.asked, -2)
        tok = min(rect.height - round(10 * u), round(42 * u))
        off = max(2, round(4 * u))
        cell_w = (rect.width - round(8 * u) * 2) // 3
        for i, res in enumerate(RESOURCES):
            n = max(0, _int(seat.get(res)))
            cell = pygame.Rect(rect.x + i * (cell_w + round(8 * u)), rect.y, cell_w, rect.height)
            layers = max(1, min(n, 4))
            base_y = cell.centery - tok // 2 + off * (layers - 1) // 2
            if n == 0:
                faded = self._cached(("faded", res, tok), lambda: art.fade(art.resource_token(res, tok).copy(), 70))
                layer.blit(faded, (cell.x, base_y))
            else:
                for k in range(layers):
                    layer.blit(art.resource_token(res, tok), (cell.x, base_y - k * off))
            num = _art_text(str(n), max(10, round(24 * u)), (246, 240, 228) if n else (118, 114, 106), bold=True)
            layer.blit(num, num.get_rect(midleft=(cell.x + tok + round(8 * u), cell.centery)))
            tip = f"{RESOURCE_NAMES[res]}: {n}. {RESOURCE_HELP[res]} {RESOURCE_TAIL}"
            self._box(ctx, f"resource:{res}" if asked else f"seat:{seat_no}:{res}",
                      cell.inflate(round(6 * u), 0), tip, radius=self._sz(8))

    def _draw_tokens(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, seat: dict, u: float) -> None:
        seat_no = _int(seat.get("seat"), -1)
        asked = ctx.asked is not None and seat_no == _int(ctx.asked, -2)
        tokens = [t for t in (seat.get("tokens") or []) if t is not None]
        size = max(12, min(rect.height - 2, round(36 * u)))
        x = rect.x
        if not tokens and not seat.get("executor_card"):
            layer.blit(_art_text("no special tokens", max(8, round(12 * u)), (110, 106, 98)),
                       (x, rect.centery - round(7 * u)))
            return
        for tid in tokens:
            if x + size > rect.right:
                break
            kind, name, text = self._token_info(str(tid))
            tr = pygame.Rect(x, rect.centery - size // 2, size, size)
            if kind:
                layer.blit(pieces.special_token(kind, size), tr)
            else:
                pygame.draw.circle(layer, (120, 110, 90), tr.center, size // 2)
            self._box(ctx, f"token:{tid}" if asked else f"seat:{seat_no}:token:{tid}", tr, f"{name}: {text}",
                      radius=size // 2)
            x += size + round(6 * u)
        if seat.get("executor_card") and x + size <= rect.right + size:
            er = pygame.Rect(x + round(4 * u), rect.centery - size // 2, round(size * 1.5), size)
            pygame.draw.rect(layer, (226, 182, 62), er, border_radius=round(5 * u))
            pygame.draw.rect(layer, (60, 44, 10), er, width=1, border_radius=round(5 * u))
            e = _art_text("EXEC", max(7, round(size * 0.34)), INK, bold=True)
            layer.blit(e, e.get_rect(center=er.center))
            self.add_hitbox(f"seat:{seat_no}:executor", er, "Executor card (kept face up): with the School Bus "
                            "token as well, hordes fight as ordinary zombies.")

    def _draw_pile(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, seat: dict, u: float) -> None:
        seat_no = _int(seat.get("seat"), -1)
        count = max(0, _int(seat.get("won_count"), 0))
        won = seat.get("won_cards")
        points = seat.get("points")
        outcome = ctx.view.get("outcome") if isinstance(ctx.view.get("outcome"), dict) else None
        label_h = round(26 * u)
        ch = min(rect.height - label_h, round(rect.width / CARD_RATIO))
        card = pygame.Rect(0, 0, round(ch * CARD_RATIO), ch)
        card.midtop = (rect.centerx, rect.y)
        self._pile_spots[seat_no] = pygame.Rect(card)
        radius = max(3, round(7 * u))
        if count == 0:
            pygame.draw.rect(layer, (74, 70, 64), card, width=1, border_radius=radius)
        else:
            for i in range(min(3, count) - 1, 0, -1):
                layer.blit(self._back(None, card.size), card.move(i * 2, -i * 2))
                layer.blit(self._shade(card.size, (0, 0, 0, 90), radius), card.move(i * 2, -i * 2))
            layer.blit(self._back(None, card.size), card)
        if count:
            badge_r = max(8, round(15 * u))
            bc = (card.right - round(2 * u), card.top + round(4 * u))
            pygame.draw.circle(layer, (12, 12, 14), bc, badge_r + 2)
            pygame.draw.circle(layer, (236, 228, 208), bc, badge_r)
            cnt = _art_text(str(count), max(8, round(badge_r * 1.15)), INK, bold=True)
            layer.blit(cnt, cnt.get_rect(center=(bc[0], bc[1] + 1)))
        else:
            for i, word in enumerate(("no cards", "won yet")):
                t = _art_text(word, max(8, round(11 * u)), (110, 106, 98))
                layer.blit(t, t.get_rect(center=(card.centerx, card.centery + round((i * 2 - 1) * 8 * u))))
        if outcome and isinstance(outcome.get("scores"), (list, tuple)) and seat_no < len(outcome["scores"]):
            points = outcome["scores"][seat_no]
        own = isinstance(won, list)
        label_y = card.bottom + round(4 * u)
        if points is not None and (own or outcome):
            star = art.icon("star", max(9, round(17 * u)), YELLOW)
            t = _art_text(str(points), max(9, round(18 * u)), YELLOW, bold=True)
            w = star.get_width() + round(4 * u) + t.get_width()
            sx = card.centerx - w // 2
            layer.blit(star, (sx, label_y))
            layer.blit(t, (sx + star.get_width() + round(4 * u), label_y + (star.get_height() - t.get_height()) // 2))
        else:
            t = _art_text("won", max(8, round(12 * u)), MUTED)
            layer.blit(t, t.get_rect(midtop=(card.centerx, label_y + round(2 * u))))
        if own:
            names = []
            for cid in won:
                d = self._card_data(str(cid), ctx)
                names.append(f"{d['name']} ({d['points']})" if d else str(cid))
            tip = f"Your cards, face down: {count}" + (f", {points} points" if points is not None else "")
            if names:
                tip += "\n" + ", ".join(names)
        else:
            tip = f"{seat.get('name')} has won {count} card{'s' if count != 1 else ''} (face down)."
        self._box(ctx, f"pile:{seat_no}", card.inflate(6, 6), tip, glow=False)

    def _draw_solo_notes(self, layer: pygame.Surface, box: pygame.Rect) -> None:
        layer.blit(art.panel(box.size, (30, 30, 34, 210), radius=self._sz(12)), box)
        x, y = box.x + self._sz(16), box.y + self._sz(14)
        self._put_text(layer, "THE SOLO ROAD", 14, YELLOW, bold=True, topleft=(x, y))
        y += self._sz(30)
        notes = [("Path 1", "both cards face down: take any 2 resources, then flip them."),
                 ("Path 2", "left card face up: resolve it as usual."),
                 ("Path 3", "face up: pay 2 resources before you start."),
                 ("Goal", "survive 8 rounds. +1 point per full set of survivor, Ammo, Gas, Adrenaline.")]
        width = box.width - self._sz(32)
        for head, words in notes:
            hr = self._put_text(layer, head, 13, BONE, bold=True, topleft=(x, y))
            for line in art.wrap_text(words, max(8, self._sz(13)), width - hr.width - self._sz(10)):
                if y + self._sz(18) > box.bottom - self._sz(6):
                    return
                self._put_text(layer, line, 13, (196, 190, 176), topleft=(hr.right + self._sz(10), y))
                y += self._sz(19)
            y += self._sz(6)

    # --- preview and event roll ---------------------------------------------
    def _default_preview(self, ctx: _Ctx) -> str | None:
        view = ctx.view
        fight = view.get("fight")
        if isinstance(fight, dict) and fight.get("card"):
            return str(fight["card"])
        enc = view.get("encounter")
        if isinstance(enc, dict):
            if enc.get("card"):
                return str(enc["card"])
            for path in view.get("paths") or []:
                if isinstance(path, dict) and enc.get("path") is not None and \
                        _int(path.get("index"), -1) == _int(enc.get("path"), -2):
                    cards = path.get("cards") or []
                    k = _int(enc.get("card_index"), -1)
                    if 0 <= k < len(cards) and isinstance(cards[k], dict) and cards[k].get("face_up"):
                        return cards[k].get("id")
        return None

    def _draw_preview_default(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        rect = self._layout.preview
        self._put_text(layer, "CARD VIEW", 12, MUTED, bold=True, midbottom=(rect.centerx, rect.y - self._sz(6)))
        cid = self._default_preview(ctx)
        data = self._card_data(cid, ctx) if cid else None
        self._layer_preview = cid if data is not None else None
        if data is not None:
            layer.blit(self._shade(rect.size, (0, 0, 0, 140), self._sz(10)), rect.move(self._sz(4), self._sz(6)))
            layer.blit(self._face_or_placeholder(cid, rect.size, data), rect)
            self._card_spots.setdefault(cid, pygame.Rect(rect))
            self.add_hitbox(f"card:{cid}", rect, self._card_tip(cid, ctx))
        else:
            layer.blit(self._placeholder(rect.size), rect)

    def _placeholder(self, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            surf = art.new_surface(size)
            r = surf.get_rect()
            pygame.draw.rect(surf, (255, 255, 255, 10), r, border_radius=self._sz(12))
            dash = self._sz(10)
            for x in range(self._sz(12), r.width - self._sz(12), dash * 2):
                for y in (1, r.height - 2):
                    pygame.draw.line(surf, (255, 255, 255, 46), (x, y), (x + dash, y), 2)
            for y in range(self._sz(12), r.height - self._sz(12), dash * 2):
                for x in (1, r.width - 2):
                    pygame.draw.line(surf, (255, 255, 255, 46), (x, y), (x, y + dash), 2)
            ic = art.icon("eye", self._sz(40), (120, 116, 108))
            surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery - self._sz(16))))
            t = _art_text("Point at a card to read it", max(8, self._sz(13)), (130, 126, 116))
            surf.blit(t, t.get_rect(center=(r.centerx, r.centery + self._sz(22))))
            return surf
        return self._cached(("placeholder", size), make)

    def _draw_event_roll(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        roll = ctx.view.get("last_event_roll")
        if not isinstance(roll, list) or not roll:
            return
        rect = self._layout.event_dice
        self._put_text(layer, "EVENT ROLL", 12, MUTED, bold=True, midtop=(rect.centerx, rect.y))
        size = min(self._sz(46), rect.height - self._sz(24), (rect.width - self._sz(6) * (len(roll) - 1)) // len(roll))
        gap = self._sz(6)
        x = rect.centerx - (len(roll) * size + (len(roll) - 1) * gap) // 2
        for k, face in enumerate(roll):
            dr = pygame.Rect(x + k * (size + gap), rect.bottom - size, size, size)
            self._event_dice.append(dr)
            self._keep_patch(layer, ("eventdie", k), dr.inflate(self._sz(6), self._sz(6)))
            layer.blit(self._die(str(face), size, False), dr)
            self.add_hitbox(f"eventdie:{k}", dr, FACE_HELP.get(str(face), str(face)))

    def _die(self, face: str, size: int, horde: bool) -> pygame.Surface:
        try:
            return pieces.die_face(face, size, horde=horde, colorblind=bool(self.settings.colorblind))
        except ValueError:
            return pieces.die_face("blank", size, horde=horde, colorblind=bool(self.settings.colorblind))

    # --- fight overlay -----------------------------------------------------
    def _draw_fight(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        view, area = ctx.view, self._layout.center
        fight = view["fight"]
        layer.fill((92, 84, 84), area, special_flags=pygame.BLEND_RGB_MULT)     # dim the road behind
        avail = area.inflate(-self._sz(28), -self._sz(28))
        seat = ctx.seats.get(_int(fight.get("seat"), -1))
        cid = str(fight.get("card") or "")
        data = self._card_data(cid, ctx)
        horde = _int(fight.get("horde"))
        # measure first, so the panel hugs its content and the road stays visible around it
        head_h, margin = self._sz(58), self._sz(22)
        body_w = avail.width - 2 * margin
        forecast_h = self._sz(78) if seat is not None else 0
        cw, ch = self._fight_card_size(forecast=seat is not None)
        right_w = body_w - cw - self._sz(30)
        right_h = self._fight_right_height(ctx, fight, right_w, horde)
        body_h = min(avail.height - head_h - 2 * margin, max(ch + forecast_h, right_h))
        panel = pygame.Rect(avail.x, 0, avail.width, head_h + body_h + 2 * margin)
        panel.centery = avail.centery
        radius = self._sz(16)
        layer.blit(art.panel(panel.size, (36, 24, 24, 250), radius=radius, border=(190, 30, 28, 220)), panel)
        head = pygame.Rect(panel.x, panel.y, panel.width, head_h)
        pygame.draw.rect(layer, (118, 18, 18), head, border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.line(layer, (190, 40, 34), head.bottomleft, (head.right - 1, head.bottom), 2)
        x = head.x + self._sz(18)
        if seat:
            mk = self._marker(seat, self._sz(34))
            x = layer.blit(mk, mk.get_rect(midleft=(x, head.centery))).right + self._sz(12)
        printed = _int(fight.get("printed_horde"), horde)
        chip_w = self._sz(200) if (horde or printed) else 0
        title = f"FIGHT · {seat.get('name') if seat else '?'} vs {data['name'] if data else cid}"
        t = self._fit_text(title, 26, head.right - x - chip_w - self._sz(20), (250, 240, 228), True)
        layer.blit(t, t.get_rect(midleft=(x, head.centery)))
        if horde:
            words = self._text(f"HORDE {horde}", 16, (252, 240, 228), bold=True)
            cr = words.get_rect().inflate(self._sz(22) + horde * self._sz(22), self._sz(12))
            cr.midright = (head.right - self._sz(18), head.centery)
            pygame.draw.rect(layer, art.PALETTE["horde_red"], cr, border_radius=cr.height // 2)
            pygame.draw.rect(layer, (240, 120, 100), cr, width=2, border_radius=cr.height // 2)
            for i in range(horde):
                sk = art.icon("skull", self._sz(18), (252, 232, 222))
                layer.blit(sk, sk.get_rect(midleft=(cr.x + self._sz(10) + i * self._sz(22), cr.centery)))
            layer.blit(words, words.get_rect(midright=(cr.right - self._sz(11), cr.centery)))
            self.add_hitbox("horde", cr, f"Horde strength {horde}: {horde} of your melee dice are red horde "
                            "dice, which can also roll Horrible Death.")
        elif printed and fight.get("executor"):
            cr = self._chip(layer, f"HORDE {printed} · EXECUTOR", 13, YELLOW,
                            midright=(head.right - self._sz(18), head.centery))
            self.add_hitbox("horde", cr, "The Executor and the School Bus: this horde fights as ordinary zombies.")
        body = pygame.Rect(panel.x + margin, head.bottom + margin, body_w, body_h)
        card = pygame.Rect(body.x, body.y, cw, ch)
        if data is not None:
            layer.blit(self._shade(card.size, (0, 0, 0, 160), self._sz(10)), card.move(self._sz(5), self._sz(7)))
            # the card being fought is the one thing the player looks at: never a placeholder here
            layer.blit(self._face(cid, card.size, data), card)
            self._card_spots[cid] = pygame.Rect(card)
            self._box(ctx, f"card:{cid}", card, self._card_tip(cid, ctx), radius=self._sz(10))
        if seat is not None:
            self._draw_melee_forecast(layer, seat, fight, pygame.Rect(card.x, card.bottom + self._sz(16),
                                                                      card.width, forecast_h))
        right = pygame.Rect(card.right + self._sz(30), body.y, right_w, body.height)
        y = self._draw_fight_zombies(layer, ctx, fight, right, horde)
        y = self._draw_fight_rules(layer, fight, pygame.Rect(right.x, y, right.width, self._sz(30)))
        y = self._draw_fight_roll(layer, ctx, fight, pygame.Rect(right.x, y + self._sz(16), right.width,
                                                                 right.bottom - y - self._sz(16)))
        legend = pygame.Rect(right.x, y + self._sz(16), right.width, right.bottom - y - self._sz(16))
        if legend.height >= self._sz(70):
            self._draw_dice_legend(layer, ctx, legend, horde > 0)

    def _fight_card_size(self, forecast: bool = True) -> tuple[int, int]:
        """The card's size in the fight panel (with room for the melee forecast under it)."""
        avail = self._layout.center.inflate(-self._sz(28), -self._sz(28))
        head_h, margin = self._sz(58), self._sz(22)
        forecast_h = self._sz(78) if forecast else 0
        ch = min(round((avail.width - 2 * margin) * 0.36 / CARD_RATIO), avail.height - head_h - 2 * margin - forecast_h)
        return round(ch * CARD_RATIO), ch

    def _zombie_size(self, total: int, width: int) -> int:
        return max(self._sz(30), min(self._sz(92), width // max(1, total) + self._sz(8)))

    def _roll_metrics(self, count: int, width: int) -> tuple[int, int, int, int]:
        """(columns, cell width, die size, row height) for a fight roll of `count` dice."""
        cols = max(1, min(count, 8))
        cell_w = min(self._sz(132), width // cols)
        dsize = min(self._sz(78), cell_w - self._sz(22))
        return cols, cell_w, dsize, dsize + self._sz(46)

    def _legend_faces(self, ctx: _Ctx, horde: bool) -> list[str]:
        dice = ctx.view.get("dice") if isinstance(ctx.view.get("dice"), dict) else {}
        faces: list[str] = []
        black = list(dice.get("black") or pieces.DIE_FACES[:5])
        red = list(dice.get("horde") or pieces.DIE_FACES) if horde else []
        for face in black + red:
            if str(face) in FACE_LEGEND and str(face) not in faces:
                faces.append(str(face))
        return faces

    def _fight_right_height(self, ctx: _Ctx, fight: dict, width: int, horde: int) -> int:
        total = max(0, _int(fight.get("zombies_total")))
        h = self._sz(26) + self._zombie_size(total, width) + self._sz(14) + self._sz(30)
        roll = [d for d in (fight.get("last_roll") or []) if isinstance(d, dict)]
        h += self._sz(16) + self._sz(28)
        if roll:
            cols, _, _, row_h = self._roll_metrics(len(roll), width)
            h += ((len(roll) + cols - 1) // cols) * row_h
        legend_cols = 3 if width > self._sz(560) else 2
        rows = (len(self._legend_faces(ctx, horde > 0)) + legend_cols - 1) // legend_cols
        return h + self._sz(16) + self._sz(30) + rows * self._sz(38)

    def _draw_fight_zombies(self, layer: pygame.Surface, ctx: _Ctx, fight: dict, right: pygame.Rect, horde: int) -> int:
        total = max(0, _int(fight.get("zombies_total")))
        left = max(0, min(total, _int(fight.get("zombies_left"))))
        self._put_text(layer, "ZOMBIES", 14, (226, 170, 160), bold=True, topleft=(right.x, right.y))
        self._put_text(layer, f"{left} of {total} still standing", 14, (214, 204, 192),
                       topright=(right.right, right.y))
        zy = right.y + self._sz(26)
        zsize = self._zombie_size(total, right.width)
        zstep = min(zsize - self._sz(6), (right.width - zsize) // max(1, total - 1)) if total > 1 else 0
        for i in range(total):
            zr = pygame.Rect(right.x + i * zstep, zy, zsize, zsize)
            if i < left:
                layer.blit(pieces.zombie(zsize), zr)
            else:
                layer.blit(self._cached(("deadz", zsize), lambda: art.fade(pieces.zombie(zsize).copy(), 55)), zr)
                w = max(2, self._sz(4))
                pygame.draw.line(layer, (206, 42, 36), (zr.x + zsize * 0.28, zr.y + zsize * 0.3),
                                 (zr.x + zsize * 0.72, zr.y + zsize * 0.8), w)
                pygame.draw.line(layer, (206, 42, 36), (zr.x + zsize * 0.72, zr.y + zsize * 0.3),
                                 (zr.x + zsize * 0.28, zr.y + zsize * 0.8), w)
        zone = pygame.Rect(right.x, zy, right.width, zsize)
        self.add_hitbox("zombies", zone, f"{left} of {total} zombies still standing"
                        + (f"; horde strength {horde}: {horde} of your melee dice are red horde dice." if horde else "."))
        return zone.bottom + self._sz(14)

    def _draw_fight_rules(self, layer: pygame.Surface, fight: dict, row: pygame.Rect) -> int:
        chips = []
        if fight.get("no_ranged"):
            chips.append(("NO RANGED ROLL", (156, 40, 36)))
        elif fight.get("ranged_done"):
            chips.append(("RANGED ROLL DONE", (84, 84, 88)))
        elif fight.get("melee_started"):
            chips.append(("NO RANGED ROLL NOW", (84, 84, 88)))
        else:
            chips.append((f"RANGED: {_int(fight.get('ranged_dice_per_ammo'), 2)} DICE PER AMMO", (62, 104, 66)))
        if fight.get("shotgun_loaded"):
            chips.append(("SHOTGUN LOADED +4", (96, 86, 70)))
        if fight.get("no_flee"):
            chips.append(("NO FLEEING", (156, 40, 36)))
        else:
            chips.append((f"FLEE: {_int(fight.get('flee_cost'), 2)} GAS", (66, 80, 118)))
        if fight.get("melee_started"):
            chips.append(("IN MELEE", (168, 96, 30)))
        x = row.x
        for words, color in chips:
            txt = self._text(words, 12, (246, 238, 226), bold=True)
            cr = txt.get_rect().inflate(self._sz(18), self._sz(10))
            cr.topleft = (x, row.y)
            if cr.right > row.right:
                break
            pygame.draw.rect(layer, color, cr, border_radius=cr.height // 2)
            layer.blit(txt, txt.get_rect(center=cr.center))
            x = cr.right + self._sz(8)
        return row.y + self._sz(30)

    def _draw_fight_roll(self, layer: pygame.Surface, ctx: _Ctx, fight: dict, area: pygame.Rect) -> int:
        roll = [d for d in (fight.get("last_roll") or []) if isinstance(d, dict)]
        kind = str(fight.get("roll_kind") or ("melee" if fight.get("melee_started") else ""))
        title = {"ranged": "LAST ROLL · RANGED", "melee": "LAST ROLL · MELEE"}.get(kind, "LAST ROLL")
        self._put_text(layer, title if roll else "NO DICE ROLLED YET", 14, (226, 170, 160), bold=True,
                       topleft=(area.x, area.y))
        y = area.y + self._sz(28)
        if not roll:
            return y
        pending = self._pending_dice(fight)
        first = min(pending, key=lambda k: list(fight.get("pending_dice") or []).index(k)
                    if k in (fight.get("pending_dice") or []) else 0) if pending else None
        cols, cell_w, dsize, row_h = self._roll_metrics(len(roll), area.width)
        rows = (len(roll) + cols - 1) // cols
        if rows * row_h > area.height - self._sz(28):          # many dice: shrink to fit
            dsize = max(self._sz(28), (area.height - self._sz(28)) // rows - self._sz(46))
            row_h = dsize + self._sz(46)
        for k, die in enumerate(roll):
            row, col = divmod(k, cols)
            cell = pygame.Rect(area.x + col * cell_w, y + row * row_h, cell_w, row_h)
            dr = pygame.Rect(0, 0, dsize, dsize)
            dr.midtop = (cell.centerx, cell.y)
            face = str(die.get("face", "blank"))
            red = bool(die.get("horde"))
            self._fight_dice.append((pygame.Rect(dr), red))
            # what lies under the die and its captions, glow margin included: laid back while it tumbles
            self._keep_patch(layer, ("fightdie", k), pygame.Rect(cell.x, cell.y - self._sz(14), cell.width,
                                                                 row_h + self._sz(14)))
            layer.blit(self._shade(dr.size, (0, 0, 0, 120), self._sz(10)), dr.move(self._sz(2), self._sz(4)))
            layer.blit(self._die(face, dsize, red), dr)
            if k in pending:
                pygame.draw.rect(layer, YELLOW if k == first else (200, 170, 90), dr.inflate(8, 8),
                                 width=2, border_radius=self._sz(12))
            outcome = str(die.get("outcome") or "")
            caption = self._fit_text(FACE_SHORT.get(face, face), 12, cell_w - self._sz(8), (240, 232, 220), True)
            layer.blit(caption, caption.get_rect(midtop=(cell.centerx, dr.bottom + self._sz(6))))
            if outcome:
                o = self._fit_text(outcome, 11, cell_w - self._sz(6), (198, 186, 172))
                layer.blit(o, o.get_rect(midtop=(cell.centerx, dr.bottom + self._sz(22))))
            tip = FACE_HELP.get(face, face) + (f"\nThis die: {die.get('outcome')}." if die.get("outcome") else "")
            if kind == "ranged":
                tip += "\n" + RANGED_HELP
            self._box(ctx, f"die:{k}", dr, tip, radius=self._sz(10))
        return y + rows * row_h

    def _draw_melee_forecast(self, layer: pygame.Surface, seat: dict, fight: dict, rect: pygame.Rect) -> None:
        meeples = 1 + max(0, _int(seat.get("survivors")))
        red = min(_int(fight.get("horde")), meeples)
        black = meeples - red
        self._put_text(layer, "NEXT MELEE ROLL", 12, (226, 170, 160), bold=True, midtop=(rect.centerx, rect.y))
        size = self._sz(26)
        dice = [False] * black + [True] * red
        gap = self._sz(4)
        size = min(size, (rect.width - gap * (len(dice) - 1)) // max(1, len(dice)))
        x = rect.centerx - (len(dice) * size + (len(dice) - 1) * gap) // 2
        y = rect.y + self._sz(20)
        for i, is_red in enumerate(dice):
            layer.blit(self._die("blank", size, is_red), (x + i * (size + gap), y))
        words = f"{black} black" + (f" + {red} red" if red else "") + f" ({meeples} in the group)"
        self._put_text(layer, words, 11, (200, 190, 178), midtop=(rect.centerx, y + size + self._sz(4)))

    def _draw_dice_legend(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, horde: bool) -> None:
        faces = self._legend_faces(ctx, horde)
        pygame.draw.line(layer, (90, 44, 40), (rect.x, rect.y), (rect.right, rect.y), 1)
        self._put_text(layer, "THE DICE", 12, (190, 150, 140), bold=True, topleft=(rect.x, rect.y + self._sz(8)))
        size = self._sz(30)
        cols = 3 if rect.width > self._sz(560) else 2
        col_w = rect.width // cols
        y0 = rect.y + self._sz(30)
        for i, face in enumerate(faces):
            row, col = divmod(i, cols)
            x, y = rect.x + col * col_w, y0 + row * (size + self._sz(8))
            if y + size > rect.bottom:
                break
            layer.blit(self._die(face, size, face == "horrible"), (x, y))
            room = col_w - size - self._sz(16)
            layer.blit(self._fit_text(FACE_SHORT[face], 12, room, (236, 228, 216), True), (x + size + self._sz(8), y))
            layer.blit(self._fit_text(FACE_LEGEND[face], 11, room, (184, 172, 160)),
                       (x + size + self._sz(8), y + self._sz(15)))

    @staticmethod
    def _pending_dice(fight: dict) -> set[int]:
        out = set()
        for item in fight.get("pending_dice") or []:
            if isinstance(item, dict):
                item = item.get("index", item.get("die"))
            if item is not None:
                out.add(_int(item, -1))
        return out

    # --- game over ------------------------------------------------------------
    def _draw_game_over(self, layer: pygame.Surface, ctx: _Ctx) -> None:
        view, area = ctx.view, self._layout.center
        panel = area.inflate(-self._sz(24), -self._sz(24))
        layer.blit(art.panel(panel.size, (30, 28, 30, 244), radius=self._sz(16), border=(214, 168, 72, 170)), panel)
        outcome = view.get("outcome") if isinstance(view.get("outcome"), dict) else {}
        winners = [_int(w, -1) for w in (outcome.get("winners") or [])]
        summary = str(outcome.get("summary") or "")
        if not summary:
            summary = (" and ".join(str(ctx.seats.get(w, {}).get("name", w)) for w in winners) + " won.") \
                if winners else "There is no winner."
        lines = art.wrap_text(summary, max(8, self._sz(18)), panel.width - self._sz(60))[:3]
        epis = [e for e in (view.get("epilogue") or []) if isinstance(e, dict)]
        # the epilogue is only scored when two or more groups reach L.A.
        left = sum(1 for seat in ctx.seats.values() if not seat.get("eliminated"))
        ctx.epilogue_unscored = left <= 1 and all(e.get("winner") is None for e in epis)
        # measure: title, summary, epilogue row, standings; then centre the block
        row_h = self._sz(40)
        standings_h = row_h * max(1, len(ctx.seats))
        head_h = self._sz(48) + len(lines) * self._sz(24) + self._sz(20)
        ch = cw = 0
        per_row = len(epis)
        gap, row_gap = self._sz(36), self._sz(60)
        if epis:
            room = panel.height - self._sz(48) - head_h - self._sz(28) - standings_h
            best = None
            for rows in (1, 2):          # one row, or two when the panel is narrow and tall
                per = -(-len(epis) // rows)
                w = min(round((panel.width - self._sz(80) - gap * (per - 1)) / per), self._sz(250))
                w = min(w, round((room - row_gap * rows) / rows * CARD_RATIO))
                if best is None or w > best[0] * 1.15:
                    best = (w, rows, per)
            cw, rows, per_row = best
            cw = max(self._sz(56), cw)
            ch = round(cw / CARD_RATIO)
        rows_n = -(-len(epis) // max(1, per_row)) if epis else 0
        block = head_h + ((self._sz(28) + rows_n * (ch + row_gap)) if epis else 0) + standings_h
        y = panel.y + max(self._sz(20), (panel.height - block) // 2)
        title = "THE ROAD ENDS IN L.A." if winners or view.get("solo") else "NOBODY MADE IT TO L.A."
        y = self._put_text(layer, title, 32, YELLOW, bold=True, midtop=(panel.centerx, y)).bottom + self._sz(8)
        for line in lines:
            y = self._put_text(layer, line, 18, (232, 224, 208), midtop=(panel.centerx, y)).bottom + self._sz(2)
        y += self._sz(20)
        if epis:
            heading = ("EPILOGUE · NOT USED IN A SOLO GAME" if ctx.epilogue_unscored and view.get("solo") else
                       "EPILOGUE · NOT SCORED: ONLY ONE GROUP WAS LEFT" if ctx.epilogue_unscored
                       else "EPILOGUE · 3 POINTS EACH, A TIE SCORES FOR NOBODY")
            self._put_text(layer, heading, 13, MUTED, bold=True,
                           midtop=(panel.centerx, y))
            y += self._sz(28)
            for start in range(0, len(epis), per_row):
                row = epis[start:start + per_row]
                x = panel.centerx - (len(row) * cw + (len(row) - 1) * gap) // 2
                for entry in row:
                    self._draw_epilogue_card(layer, ctx, pygame.Rect(x, y, cw, ch), entry)
                    x += cw + gap
                y += ch + row_gap
        self._draw_standings(layer, ctx, pygame.Rect(panel.x, y, panel.width, panel.bottom - y - self._sz(12)),
                             outcome, winners, row_h)

    def _draw_epilogue_card(self, layer: pygame.Surface, ctx: _Ctx, rect: pygame.Rect, entry: dict) -> None:
        layer.blit(self._shade(rect.size, (0, 0, 0, 150), self._sz(10)), rect.move(self._sz(4), self._sz(6)))
        layer.blit(self._epilogue_face(entry, rect.size), rect)
        winner = entry.get("winner")
        wseat = ctx.seats.get(_int(winner, -99)) if winner is not None else None
        tag = pygame.Rect(0, 0, rect.width, self._sz(30))
        tag.midtop = (rect.centerx, rect.bottom + self._sz(10))
        if wseat:
            pc = self._seat_color(wseat)
            pygame.draw.rect(layer, pc.rgb, tag, border_radius=tag.height // 2)
            mk = self._marker(wseat, tag.height - 4)
            layer.blit(mk, mk.get_rect(midleft=(tag.x + 2, tag.centery)))
            nm = self._fit_text(f"{wseat.get('name')} +{_int(entry.get('points'), 3)}", 14,
                                tag.width - tag.height - self._sz(10), INK, True)
            layer.blit(nm, nm.get_rect(center=(tag.centerx + tag.height // 2, tag.centery)))
            words = f"{wseat.get('name')} scores it"
        else:
            pygame.draw.rect(layer, (70, 68, 66), tag, border_radius=tag.height // 2)
            if ctx.epilogue_unscored:
                self._put_text(layer, "NOT SCORED", 13, (206, 200, 190), bold=True, center=tag.center)
                words = "not scored: the game ended with one group left"
            else:
                self._put_text(layer, "TIE · NOBODY", 13, (206, 200, 190), bold=True, center=tag.center)
                words = "a tie: nobody scores it"
        record = self._record("epilogue", str(entry.get("id")))
        name = getattr(record, "name", None) or entry.get("name") or entry.get("id")
        res = RESOURCE_NAMES.get(str(entry.get("resource")), str(entry.get("resource")))
        self._box(ctx, f"epilogue:{entry.get('id')}", rect, f"{name}: most {res} at the end scores "
                  f"{_int(entry.get('points'), 3)} points ({words}).", glow=False)

    def _draw_standings(self, layer: pygame.Surface, ctx: _Ctx, area: pygame.Rect, outcome: dict,
                        winners: list[int], row_h: int) -> None:
        scores = outcome.get("scores")
        rows = []
        for seat_no, seat in ctx.seats.items():
            score = seat.get("points")
            if isinstance(scores, (list, tuple)) and 0 <= seat_no < len(scores):
                score = scores[seat_no]
            rows.append((seat_no, seat, score))
        rows.sort(key=lambda r: (r[0] not in winners, bool(r[1].get("eliminated")), -_int(r[2], -1)))
        row_h = max(self._sz(22), min(row_h, area.height // max(1, len(rows))))
        width = min(area.width - self._sz(80), self._sz(640))
        x = area.centerx - width // 2
        y = area.y
        for rank, (seat_no, seat, score) in enumerate(rows, 1):
            rr = pygame.Rect(x, y, width, row_h - self._sz(5))
            if rr.bottom > area.bottom:
                break
            win = seat_no in winners
            out = bool(seat.get("eliminated"))
            pygame.draw.rect(layer, (72, 60, 28) if win else (42, 42, 46), rr, border_radius=self._sz(8))
            if win:
                pygame.draw.rect(layer, YELLOW, rr, width=1, border_radius=self._sz(8))
            mk = self._marker(seat, rr.height - 6, dim=out)
            layer.blit(mk, mk.get_rect(midleft=(rr.x + self._sz(8), rr.centery)))
            color = YELLOW if win else ((146, 142, 136) if out else (238, 232, 218))
            self._put_text(layer, f"{rank}. {seat.get('name')}", 18, color, bold=True,
                           midleft=(rr.x + self._sz(16) + mk.get_width(), rr.centery))
            words = "eliminated" if out else (f"{score} points" if score is not None else "")
            if win:
                words = "WINNER · " + words
            self._put_text(layer, words, 17, color, bold=win, midright=(rr.right - self._sz(14), rr.centery))
            y += row_h

    # ------------------------------------------------------------------
    # Per-frame overlays: hover, animations
    # ------------------------------------------------------------------
    def _draw_hover(self, surface: pygame.Surface, frame: BoardFrame) -> None:
        hover = frame.hover
        if not hover:
            return
        rect = self._hover_rect(hover)
        if rect is None:
            return
        if hover not in self._highlights:
            self._hover_outline(surface, rect)
        # the card to preview: the hovered one, or the card under the pointer inside a hovered
        # path (a highlighted path wins the hit test over its cards, but the card is what to read)
        cid = hover[5:] if hover.startswith("card:") else None
        if cid is None and self._pointer is not None and rect.collidepoint(self._pointer):
            cid = next((b.target[5:] for b in reversed(self.hitboxes)
                        if b.target.startswith("card:") and b.rect.collidepoint(self._pointer)), None)
        if hover.startswith("epilogue:"):
            entry = next((e for e in (self._last_view.get("epilogue") or [])
                          if isinstance(e, dict) and str(e.get("id")) == hover[9:]), None)
            if entry is not None:
                surface.blit(self._epilogue_face(entry, self._layout.preview.size),
                             self._layout.preview.move(*self.rect.topleft))
            return
        if cid and cid != self._layer_preview:
            preview = self._layout.preview
            face = self._cards.get(("face", cid, preview.size))
            data = self._card_data(cid) if face is None else None
            if face is None and data is not None:
                if self._warming:         # show its name now; warm_up draws the face next
                    self._hover_waits = (cid, preview.size)
                    self._planned_for = None
                    face = self._plain_face(data["name"], preview.size)
                else:
                    face = self._face(cid, preview.size)
            if face is not None:
                surface.blit(face, preview.move(*self.rect.topleft))

    def _draw_anims(self, surface: pygame.Surface) -> None:
        ox, oy = self.rect.topleft
        for anim in self._anims:
            if anim.kind == "dice":
                fight = anim.data["target"] == "fight"
                spots = self._fight_dice if fight else [(r, False) for r in self._event_dice]
                for k in range(len(spots)):
                    self._lay_patch(surface, ("fightdie" if fight else "eventdie", k))
                p = anim.progress
                for i, (rect, red) in enumerate(spots):
                    faces = pieces.DIE_FACES if red else pieces.DIE_FACES[:5]
                    die = self._die(faces[self._anim_rng.randrange(len(faces))], rect.width, red)
                    blit_tumbling_die(surface, die, rect, i, p, (ox, oy), 300, 60, 0.5)
            else:
                self._draw_slide(surface, anim, ox, oy)

    def _draw_slide(self, surface: pygame.Surface, anim: _Anim, ox: int, oy: int) -> None:
        p = _ease_out(anim.progress)
        if "deal" in anim.data:
            dest = self._slot_spots.get(tuple(anim.data["deal"]))
            if dest is None:
                return
            self._lay_patch(surface, ("slot",) + tuple(anim.data["deal"]))    # not landed yet
            src = pygame.Rect(self._layout.deck)
            if anim.t <= anim.delay:
                return
            rect = _lerp_rect(src, dest, p)
            cid, level = self._slot_cards.get(tuple(anim.data["deal"]), (None, None))
            face = (self._cards.get(("face", cid, dest.size)) if self._warming else self._face(cid, dest.size)) \
                if (cid and p > 0.6) else None
            img = face if face is not None else self._back(level, dest.size)
            surface.blit(pygame.transform.scale(img, rect.size) if rect.size != img.get_size() else img,
                         rect.move(ox, oy))
            return
        src, dest = anim.data.get("src"), self._pile_spots.get(anim.data.get("to_pile"))
        if src is None or dest is None:
            return
        rect = _lerp_rect(src, dest, p)
        img = self._face(anim.data["card"], src.size) if p < 0.5 else self._back(None, src.size)
        surface.blit(pygame.transform.scale(img, rect.size) if rect.size != src.size else img,
                     rect.move(ox, oy))


_CARD_ART: Any = None


def _card_art() -> Any:
    """game.games.hit_z_road.card_art, imported on first use (None if it can't be imported)."""
    global _CARD_ART
    if _CARD_ART is None:
        try:
            from . import card_art as module
        except ImportError:
            return None
        _CARD_ART = module
    return _CARD_ART


__all__ = ["HitZRoadBoard", "card_dict", "token_kind", "FACE_HELP", "TOKEN_HELP"]
