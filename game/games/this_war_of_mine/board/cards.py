"""The cards region, bottom right: the three Location slots (Close, Distant, Far) with their cards; while
the party is out, the scene instead: the Location being explored with the party standing on it, the
Unknown deck with its count, the last card explored, and the Exploration slot's cards (and the Residents
met). Under them the current Objective (its card and its counter), what is in force (the Events up, the
lasting rules, the flags written on blank tokens, the Narrative Actions held) and the decks. Element ids:
``location:<slot>`` (a slot's card), ``location:<id>`` (the Location explored), ``exploration:<id>``,
``residents:<id>``, ``deck:unknown``, ``objective:<id>``, ``event:<id>``, ``rule:<name>``, ``flag:<name>``,
``narrative:<id>``, ``secret:<seat>`` (a Hidden Objective), ``role:<seat>`` and ``conflict:<seat>`` (Semi-Coop's
Role and Conflict card: the viewer's own, and the others' once shown), ``force`` (all that is in force, when it
is more than shows), ``deck:<fittings|ideas|events_deck|...>``."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import pieces
from .. import tooltips as tips
from .layout import CARD_RATIO

PANEL = (30, 30, 32)
RIM = (70, 66, 62)
INK = (236, 228, 212)
MUTED = (160, 150, 136)
CHIP = {"event": (150, 92, 60), "rule": (116, 70, 92), "flag": (88, 104, 84), "narrative": (70, 92, 128),
        "deck": (70, 66, 62), "secret": (60, 60, 86), "fulfilled": (112, 96, 48),
        "revealed": (64, 92, 100), "kids": (128, 92, 50), "market": (84, 100, 58)}
READABLE_CARD = 100      # a card at least this wide prints its own name large enough to read
DECKS = (("fittings", "Fittings"), ("ideas", "Ideas"), ("events_deck", "Events"), ("heart_of_the_city", "Heart"),
         ("night_raids_deck", "Raids"), ("narrative_deck", "Narrative"), ("kid_actions", "Kids"), ("wares", "Wares"))
MODULE_DECKS = {"heart_of_the_city", "kid_actions", "wares"}     # shown only while their module is in play (counted then)


class CardsArea:
    def _draw_cards(self, layer: pygame.Surface, ctx) -> None:
        area, view = self._layout.cards, ctx.view
        layer.blit(art.panel(area.size, PANEL, self._sz(8), border=RIM), area)
        inner = area.inflate(-2 * max(4, self._sz(8)), -2 * max(4, self._sz(6)))
        top_h = round(inner.height * 0.5)
        top = pygame.Rect(inner.x, inner.y, inner.width, top_h)
        if view.get("scene"):
            self._draw_scene(layer, ctx, top)
        else:
            self._draw_locations(layer, ctx, top)
        rest = pygame.Rect(inner.x, top.bottom + self._sz(6), inner.width, inner.bottom - top.bottom - self._sz(6))
        deck_h = self._chip_size("0", self._readable(10))[1]
        objective = pygame.Rect(rest.x, rest.y, rest.width, rest.height - deck_h - 4)
        self._draw_objective_and_force(layer, ctx, objective)
        self._draw_decks(layer, ctx, pygame.Rect(rest.x, rest.bottom - deck_h, rest.width, deck_h))

    # --- the Locations ---------------------------------------------------------------------------------------
    def _card_in(self, box: pygame.Rect, count: int, gap: int) -> tuple[int, int]:
        """The largest card size for count cards side by side in box."""
        w = min((box.width - gap * (count - 1)) // count, round(box.height * CARD_RATIO))
        return max(20, w), max(28, round(w / CARD_RATIO))

    def _draw_locations(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> None:
        """The three slots. A card large enough to be read (its own name READABLE_PX or more) stands whole
        under its distance; a smaller one has its distance across its head (over its own small name) and
        the Location's name under it in words the table can read (two lines)."""
        view = ctx.view
        gap = max(4, self._sz(8))
        w, _h = self._card_in(box, 3, gap)
        readable = w >= READABLE_CARD
        label_h = self._px(11) + 3 if readable else 0
        name_h = 0 if readable else 2 * art.line_height(self._px(11)) + 2
        cards = pygame.Rect(box.x, box.y + label_h, box.width, box.height - label_h - name_h)
        w, h = self._card_in(cards, 3, gap)
        x = cards.x + (cards.width - (3 * w + 2 * gap)) // 2
        locations = view.get("locations") or {}
        for slot in tips.SLOTS:
            rect = pygame.Rect(x, cards.y, w, h)
            location = locations.get(slot)
            if location:
                layer.blit(self._face("locations", location, rect.size), rect)
                self._note_card(f"location:{slot}", "locations", location)
                if not readable:
                    name = getattr(tips.record(self.content, "locations", location), "name", location)
                    self._lines(layer, name, 11, INK, w + gap - 2, 2, topleft=(rect.x - gap // 2 + 1, rect.bottom + 2),
                                centred=True, least=10)
            else:
                pygame.draw.rect(layer, (60, 58, 56), rect, 1, border_radius=4)
            if readable:
                self._line(layer, slot.upper(), 11, INK, w + gap, bold=True, midbottom=(rect.centerx, rect.y - 1))
            else:
                self._card_plate(layer, slot.upper(), rect, rect.inflate(gap, 0), top=True)
            self._lit_box(ctx, f"location:{slot}", rect, radius=4)
            x += w + gap

    def _draw_scene(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> None:
        view = ctx.view
        scene = view.get("scene") or {}
        location_id = scene.get("location")
        location = tips.record(self.content, "locations", location_id)
        words = f"SCAVENGING: {location.name}" if location else "IN THE SEWERS" if scene.get("sewers") else "SCAVENGING"
        head = self._line(layer, words, 11, INK, box.width, bold=True, topleft=box.topleft)
        body = pygame.Rect(box.x, head.bottom + 3, box.width, box.bottom - head.bottom - 3)
        gap = max(4, self._sz(6))
        lw = min(round(body.height * CARD_RATIO), body.width * 2 // 5)
        card = pygame.Rect(body.x, body.y, lw, round(lw / CARD_RATIO))
        if location_id:
            layer.blit(self._face("locations", location_id, card.size), card)
            if card.width < READABLE_CARD and location is not None:        # its own name too small to read
                self._card_plate(layer, location.name, card, card.inflate(4, 0), top=True, least=10)
            self._note_card(f"location:{location_id}", "locations", location_id)
        self._lit_box(ctx, f"location:{location_id}", card, radius=4)
        self._draw_party(layer, ctx, card)
        right = pygame.Rect(card.right + gap, body.y, body.right - card.right - gap, body.height)
        if not location_id:                    # under the city: the map is the panel over the house
            self._lines(layer, "No Location yet: the way up from the third tile leads to one of the three.", 11,
                        MUTED, right.width, 4, topleft=right.topleft)
            return
        self._draw_scene_cards(layer, ctx, right)

    def _draw_scene_cards(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> None:
        """The Unknown deck with its count, then a row per card of the scene: the last explored, the
        Residents met, the Exploration slot's cards (each its name; the hover shows the card)."""
        view = ctx.view
        scene = view.get("scene") or {}
        deck_h = min(box.height // 3, self._sz(60))
        deck = pygame.Rect(box.x, box.y, max(16, round(deck_h * CARD_RATIO)), deck_h)
        layer.blit(self._card_back("exploration", deck.size), deck)
        left = int((view.get("decks") or {}).get("unknown") or 0)
        words = self._line(layer, f"Unknown: {tips.plural(left, 'card')}", 11, INK, box.right - deck.right - 6,
                           bold=True, midleft=(deck.right + 6, deck.centery - self._px(11) // 2))
        ended = " · exploring ends" if scene.get("ended") else ""
        self._line(layer, f"Noise {view.get('noise', 1)}{ended}", 11, MUTED, box.right - deck.right - 6,
                   topleft=(words.x, words.bottom))
        self._lit_box(ctx, "deck:unknown", deck, radius=3)
        rows = []
        discard = scene.get("discard") or []
        if discard:
            rows.append(("Last", "exploration", discard[-1]))
        rows += [("Met", "residents", card_id) for card_id in (scene.get("met") or [])[-2:]]
        for card_id in view.get("slot") or []:
            table = "exploration" if tips.record(self.content, "exploration", card_id) else "residents"
            rows.append(("Slot", table, card_id))
        size = self._readable(10)
        h = self._chip_size("0", size)[1]
        y = deck.bottom + max(4, self._sz(6))
        if not rows:
            self._line(layer, "The Exploration slot is empty.", 10, MUTED, box.width, least=10, topleft=(box.x, y))
            return
        label_w = max(self._text_width(w, self._px(10, 10), False) for w, _, _ in rows) + 4
        for k, (label, table, card_id) in enumerate(rows):
            if y + h > box.bottom:
                self._line(layer, f"+{len(rows) - k} more", 10, MUTED, box.width, least=10, bottomright=box.bottomright)
                break
            self._line(layer, label, 10, MUTED, label_w, least=10, midleft=(box.x, y + h // 2))
            record = tips.record(self.content, table, card_id)
            name = self._cut(getattr(record, "name", card_id), box.width - label_w - self._sz(12), self._px(10))
            fill = (84, 100, 120) if label == "Slot" else (120, 84, 64) if label == "Met" else (86, 80, 72)
            rect = self._chip(layer, name, size, fill, INK, topleft=(box.x + label_w, y))
            self._note_card(f"{table}:{card_id}", table, card_id)
            self._lit_box(ctx, f"{table}:{card_id}", rect, radius=rect.height // 2)
            y += h + 3

    def _draw_party(self, layer: pygame.Surface, ctx, card: pygame.Rect) -> None:
        """The party's standees at the foot of the Location card they explore."""
        people = ctx.view.get("characters") or []
        party = [i for i, p in enumerate(people) if p.get("place") == "scavenging" and p.get("alive", True)
                 and not p.get("left")]
        if not party:
            return
        h = max(18, round(card.height * 0.42))
        w = round(h * 0.6)
        step = min(w + 2, (card.width - w) / max(1, len(party) - 1)) if len(party) > 1 else 0
        x0 = card.centerx - (w + step * (len(party) - 1)) / 2
        self._keep_patch(layer, ("party",), card)
        for k, i in enumerate(party):
            figure = pieces.standee(people[i].get("id"), h, bool(people[i].get("stopped")))
            at = figure.get_rect(midbottom=(round(x0 + k * step + w / 2), card.bottom - 2))
            layer.blit(figure, at)
            self._spots.setdefault("standee", {})[i] = (("party",), pygame.Rect(at))
            self._lit_box(ctx, f"character:{i}", at, radius=4)

    # --- the Objective and what is in force -------------------------------------------------------------------
    def _draw_objective_and_force(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> None:
        """The current Objective's card (OBJECTIVE across its head while the card is too small to read, its
        counter along its foot) with its name beside it, and under the name what is in force. With Semi-Coop's
        cards in force, when not all that is in force would fit beside the card, the Objective is one line
        instead (its name and counter; the hover shows the card) and what is in force has the box's whole
        width: more of its chips are seen, and read whole."""
        view = ctx.view
        objectives = view.get("objectives") or []
        force = pygame.Rect(box)
        if objectives:
            cw = min(round(box.height * CARD_RATIO), box.width * 2 // 5)
            if (view.get("roles") or view.get("conflicts")) and not self._force_fits_beside(view, box, cw):
                force = self._draw_objective_line(layer, ctx, box)
                self._draw_force(layer, ctx, force, held_beside=True)
                return
            card = pygame.Rect(box.x, box.y, cw, round(cw / CARD_RATIO))
            current = objectives[0]
            layer.blit(self._face("objectives", current, card.size), card)
            readable = card.width >= READABLE_CARD           # its own name is read on it: named beside only
            if not readable:
                self._card_plate(layer, "OBJECTIVE", card, card.inflate(2 * max(4, self._sz(6)), 0).clamp(box), top=True)
            self._note_card(f"objective:{current}", "objectives", current)
            self._lit_box(ctx, f"objective:{current}", card, radius=3)
            record = tips.record(self.content, "objectives", current)
            x = card.right + max(8, self._sz(12))
            top = self._line(layer, "OBJECTIVE", 11, INK, box.right - x, bold=True, topleft=(x, box.y)).bottom \
                if readable else box.y
            name = self._lines(layer, getattr(record, "name", current), 11, MUTED if readable else INK, box.right - x,
                               2, bold=not readable, topleft=(x, top))
            bottom = name.bottom
            if record is not None and record.counter:
                at = int(view.get("objective_counter") or 0)
                self._draw_counter(layer, card, at, record.counter)
                bottom = self._line(layer, f"counter {at} of {record.counter}", 11, MUTED, box.right - x,
                                    topleft=(x, name.bottom)).bottom
            force = pygame.Rect(x, bottom + max(4, self._sz(8)), box.right - x, box.bottom - bottom - max(4, self._sz(8)))
        self._draw_force(layer, ctx, force)

    def _force_fits_beside(self, view: dict, box: pygame.Rect, cw: int) -> bool:
        """Whether every chip in force fits beside an Objective card cw wide in box (under its name and counter,
        reckoned a little generously), each in its fullest words."""
        record = tips.record(self.content, "objectives", (view.get("objectives") or [None])[0])
        x_gap = max(8, self._sz(12))
        width = box.width - cw - x_gap
        px = self._px(11)
        step = art.line_height(px, True)
        name = str(getattr(record, "name", ""))
        lines = (1 if cw >= READABLE_CARD else 0) + (1 if self._text_width(name, px, True) <= width else 2) + \
            (1 if record is not None and record.counter else 0)
        top = lines * step + max(4, self._sz(8)) + step + 3           # the lines, the gap, IN FORCE
        height = box.height - top
        if view.get("narrative_held"):
            height -= min(round((box.height - lines * step) * 0.5), self._sz(96)) + 4
        chips = self._force_chips(view)
        placed, more = self._place_chips(chips, pygame.Rect(0, 0, width, max(0, height)), self._readable(10))
        return more is None and all(words == chip[1] for (_rect, words), chip in zip(placed, chips))

    def _draw_objective_line(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> pygame.Rect:
        """The current Objective as one line across box's head: OBJECTIVE, its name, its counter at the right
        (the hover shows the card large); returns the box left under it."""
        view = ctx.view
        current = (view.get("objectives") or [None])[0]
        record = tips.record(self.content, "objectives", current)
        label = self._line(layer, "OBJECTIVE", 11, INK, box.width // 2, bold=True, topleft=box.topleft)
        right = box.right
        x = label.right + max(4, self._sz(6))
        if record is not None and record.counter:
            at = int(view.get("objective_counter") or 0)
            words = f"counter {at} of {record.counter}"
            px = self._px(11)
            if self._text_width(f"{record.name}  {words}", px, False) > box.right - x:
                words = f"{at} of {record.counter}"
            right = self._line(layer, words, 11, MUTED, box.width // 3,
                               topright=(box.right, box.y)).x - max(4, self._sz(6))
        name = self._line(layer, getattr(record, "name", current), 11, MUTED, max(8, right - x), topleft=(x, box.y))
        line = pygame.Rect(box.x, box.y, box.width, max(label.height, name.height))
        self._note_card(f"objective:{current}", "objectives", current)
        self._lit_box(ctx, f"objective:{current}", line, radius=3)
        gap = max(4, self._sz(6))
        return pygame.Rect(box.x, line.bottom + gap, box.width, box.bottom - line.bottom - gap)

    def _draw_counter(self, layer: pygame.Surface, card: pygame.Rect, at: int, top: int) -> None:
        """The counter's track along the card's foot: a pip a space, the marker on the one reached."""
        strip = pygame.Rect(card.x + 2, card.bottom - max(10, card.height // 8) - 2, card.width - 4, max(10, card.height // 8))
        layer.blit(self._shade(strip.size, (16, 14, 12, 210), 3), strip)
        step = strip.width / max(1, top)
        r = max(2, min(round(step / 2) - 1, strip.height // 2 - 1))
        for k in range(top):
            centre = (round(strip.x + step * (k + 0.5)), strip.centery)
            pygame.draw.circle(layer, (226, 182, 92) if k < at else (90, 84, 76), centre, r)
        if 0 < at <= top:
            size = max(10, strip.height + 4)
            icon = pieces.marker("objective_counter", size)
            layer.blit(icon, icon.get_rect(center=(round(strip.x + step * (at - 0.5)), strip.y - size // 3)))

    def _force_chips(self, view: dict) -> list[tuple[str, str, str, tuple[str, ...]]]:
        """(target, words, kind, shorter words) for each thing in force (the Narrative Actions held are cards,
        under them); with Orphans of War, the children's Happiness first. Semi-Coop's cards the viewer holds in secret come first (nothing else shows them); those
        shown to all (a Role revealed, a Conflict card played) last, seat by seat. With everything revealed (a
        replay), every player's secrets come first, the Hidden Objectives among them."""
        mine, shown, chips = [], [], []
        kids = view.get("orphans") or {}
        record = tips.record(self.content, "orphans", kids.get("card"))
        if record is not None:                    # the children first: their track is the war's other clock
            track = "Children lost" if kids["lost"] else f"Happiness {kids['happiness']}/{record.happiness_max}"
            chips.append(("orphans", track, "kids", ()))        # (who they are: the tooltip)
        if view.get("tolerance") is not None:                    # the Market's (Farmers and Market)
            words = f"Market {view['tolerance']}/5" if view["tolerance"] else "Market shut"
            chips.append(("market", words, "market", ()))
        for seat in sorted(set(view.get("roles") or {}) | set(view.get("conflicts") or {})):
            for head, words in (("role", tips.role_words), ("conflict", tips.conflict_words)):
                found = words(view, seat, self.content)
                if found is not None:
                    kind, forms = found
                    (mine if kind == "secret" else shown).append((f"{head}:{seat}", forms[0], kind, forms[1:]))
        for event_id in view.get("events_up") or []:
            record = tips.record(self.content, "events", event_id)
            chips.append((f"event:{event_id}", getattr(record, "name", event_id), "event", ()))
        for rule in view.get("rules_on") or {}:
            chips.append((f"rule:{rule}", rule.replace("_", " ").capitalize(), "rule", ()))
        for flag, text in (view.get("flags") or {}).items():
            chips.append((f"flag:{flag}", text or flag.replace("_", " "), "flag", ()))
        names = view.get("seat_names") or []
        for seat, secret in sorted((view.get("secret_objectives") or {}).items()):   # the viewer's own (or, all
            # revealed in a replay, each player's), the fulfilled
            record = tips.record(self.content, "hidden_objectives", secret["card"])
            title = getattr(record, "name", secret["card"])
            if secret["fulfilled"]:
                who = names[int(seat)] if int(seat) < len(names) else seat
                chips.append((f"secret:{seat}", f"{who}: {title} (fulfilled)", "fulfilled", ()))
            else:
                # (all revealed, in a replay, nothing else shows them: first, with Semi-Coop's secrets)
                forms = tips.secret_words(view, seat, title)
                (mine if view.get("revealed") else chips).append((f"secret:{seat}", forms[0], "secret", forms[1:]))
        return mine + chips + shown

    def _draw_held(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> pygame.Rect:
        """The Narrative Actions held, as small cards along the box's foot; returns what is left above."""
        held = list(ctx.view.get("narrative_held") or [])
        if not held:
            return box
        h = min(round(box.height * 0.5), self._sz(96))
        w = min(round(h * CARD_RATIO), (box.width - 3 * (len(held) - 1)) // len(held))
        h = round(w / CARD_RATIO)
        x = box.x
        for card_id in held:
            rect = pygame.Rect(x, box.bottom - h, w, h)
            layer.blit(self._face("narrative_actions", card_id, rect.size), rect)
            self._note_card(f"narrative:{card_id}", "narrative_actions", card_id)
            self._lit_box(ctx, f"narrative:{card_id}", rect, radius=3)
            x += w + 3
        if x < box.right - 40:
            self._line(layer, "held", 10, MUTED, box.right - x - 2, least=10, bottomleft=(x + 2, box.bottom))
        return pygame.Rect(box.x, box.y, box.width, box.height - h - 4)

    def _draw_held_beside(self, layer: pygame.Surface, ctx, box: pygame.Rect) -> pygame.Rect:
        """The Narrative Actions held, as small cards side by side at the box's right ("held" under them), as
        wide as the chips leave room for (their widest whole, up to a third of the box); returns what is left
        at their left: the rows of chips keep the box's height."""
        held = list(ctx.view.get("narrative_held") or [])
        if not held:
            return box
        label_h = art.line_height(self._px(10, 10))
        size = self._readable(10)
        widest = max((self._chip_size(words, size)[0] for _t, words, _k, _s in self._force_chips(ctx.view)), default=0)
        room = max(24 * len(held), min(box.width // 3, box.width - widest - max(4, self._sz(6))))
        w = min(round((box.height - label_h - 2) * CARD_RATIO), (room - 3 * (len(held) - 1)) // len(held), self._sz(68))
        h = round(w / CARD_RATIO)
        x = box.right - (w * len(held) + 3 * (len(held) - 1))
        for card_id in held:
            rect = pygame.Rect(x, box.y, w, h)
            layer.blit(self._face("narrative_actions", card_id, rect.size), rect)
            self._note_card(f"narrative:{card_id}", "narrative_actions", card_id)
            self._lit_box(ctx, f"narrative:{card_id}", rect, radius=3)
            x += w + 3
        left = box.right - (w * len(held) + 3 * (len(held) - 1))
        self._line(layer, "held", 10, MUTED, box.right - left, least=10, midtop=((left + box.right) // 2, box.y + h + 1))
        return pygame.Rect(box.x, box.y, left - box.x - max(4, self._sz(6)), box.height)

    def _draw_force(self, layer: pygame.Surface, ctx, box: pygame.Rect, held_beside: bool = False) -> None:
        """IN FORCE and its chips, with the Narrative Actions held along the foot (or at the right)."""
        if held_beside:
            box = self._draw_held_beside(layer, ctx, box)
        head = self._line(layer, "IN FORCE", 11, INK, box.width, bold=True, topleft=box.topleft)
        if not held_beside:
            box = self._draw_held(layer, ctx, box)
        chips = self._force_chips(ctx.view)
        if not chips and not ctx.view.get("narrative_held"):
            self._line(layer, "nothing", 11, MUTED, box.width, topleft=(box.x, head.bottom + 2))
            return
        size = self._readable(10)
        area = pygame.Rect(box.x, head.bottom + 3, box.width, box.bottom - head.bottom - 3)
        placed, more = self._place_chips(chips, area, size, shorten=bool(ctx.view.get("revealed")))
        for (target, _words, kind, _shorter), (rect, words) in zip(chips, placed):
            self._chip(layer, words, size, CHIP[kind], INK, topleft=rect.topleft)
            table = {"event": "events", "narrative": "narrative_actions"}.get(kind)
            if table:
                self._note_card(target, table, target.partition(":")[2])
            self._lit_box(ctx, target, rect, radius=rect.height // 2)
        if more is not None:
            rect = self._line(layer, f"+{len(chips) - len(placed)} more", 10, MUTED, more.width, least=10,
                              bottomright=more.bottomright)
            self._lit_box(ctx, "force", rect)

    def _place_chips(self, chips: list, area: pygame.Rect, size: float,
                     shorten: bool = False) -> tuple[list, pygame.Rect | None]:
        """Where each chip goes, rows from area's top, (rect, words) for as many as fit; a chip's words the
        fullest that fit the row's width (else cut). When not all fit, the room for "+N more" at the end of
        the last row (a chip given up for it when it must be; with `shorten`, as with everything revealed in
        a replay, first said in its shorter words if those leave the room), else None."""
        h = self._chip_size("0", size)[1]
        gap = 3
        more_w = self._text_width("+99 more", self._px(10, 10), False) + 2
        placed: list[tuple[pygame.Rect, str]] = []
        x, y = area.x, area.y
        for _target, words, kind, shorter in chips:
            forms = (words, *shorter)
            fits = [w for w in forms if self._chip_size(w, size)[0] <= area.width]
            words = fits[0] if fits else self._cut(forms[-1], area.width - self._sz(12), self._px(10))
            # a little shorter (not the viewer's own secret card: it reads "Your ...") to keep it on this row
            on_row = [f for f in fits[:2] if x + self._chip_size(f, size)[0] <= area.right]
            if x > area.x and on_row and kind != "secret":
                words = on_row[0]
            w = min(area.width, self._chip_size(words, size)[0])
            if x > area.x and x + w > area.right:
                x, y = area.x, y + h + gap
            if y + h > area.bottom:
                break
            placed.append((pygame.Rect(x, y, w, h), words))
            x += w + gap
        if len(placed) == len(chips):
            return placed, None
        while placed:
            last = placed[-1][0]
            for form in chips[len(placed) - 1][3] if shorten else ():
                w = self._chip_size(form, size)[0]
                if w < last.width and last.x + w + gap + more_w <= area.right:
                    last = pygame.Rect(last.x, last.y, w, h)
                    placed[-1] = (last, form)
                    break
            if last.right + gap + more_w <= area.right:
                return placed, pygame.Rect(last.right + gap, last.y, area.right - last.right - gap, h)
            if last.bottom + gap + h <= area.bottom:
                return placed, pygame.Rect(area.x, last.bottom + gap, area.width, h)
            placed.pop()
        return placed, pygame.Rect(area.x, area.y, area.width, min(h, area.height))

    def _draw_decks(self, layer: pygame.Surface, ctx, row: pygame.Rect) -> None:
        view = ctx.view
        counts = dict(view.get("decks") or {})
        counts["fittings"] = len(view.get("fittings_deck") or [])
        counts["ideas"] = len(view.get("ideas_deck") or [])
        size = self._readable(10)
        x = row.x
        # one Fittings deck on every board but the front, and in Short Mode
        no_ideas = view.get("side", "front") != "front" or "short_mode" in (view.get("options") or ())
        for deck, name in DECKS:
            if (deck == "ideas" and no_ideas) or (deck in MODULE_DECKS and deck not in counts):
                continue
            words = f"{name} {counts.get(deck, 0)}"
            w = self._chip_size(words, size)[0]
            if x + w > row.right:
                break
            rect = self._chip(layer, words, size, CHIP["deck"], INK, topleft=(x, row.y))
            self._lit_box(ctx, f"deck:{deck}", rect, radius=rect.height // 2)
            x = rect.right + 3


__all__ = ["CardsArea"]
