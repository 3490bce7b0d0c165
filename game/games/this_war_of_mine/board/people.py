"""The Characters' panels, one each (those who left the group have none; the dead keep theirs, stamped):
the portrait, the name with the SURVIVE mark of a starting Character, where they are (and asleep, away;
while the Action stage is assigned, what they will do),
Prowess, Empathy and Inventory, the five State tokens with their levels and black markers (the one that
limits the day ringed), the Action stages open today (3 less the most markers on one token), and the
treatments on the card. With the Character boards module the States are a board of five tracks instead
(character_boards.py); where the panel is short, Prowess, Empathy and Inventory stand in a column beside it.
Element ids: ``character:<i>`` (the panel; its hover shows the Character card large), ``state:<i>:<state>``
(over the panel's box, so a State's hover says the State's words)."""
from __future__ import annotations

import pygame

from ....ui import art
from .. import card_art as ca
from .. import pieces
from .. import tooltips as tips
from ..effects import STATES
from .character_boards import CharacterBoards
from .layout import CARD_RATIO, READABLE_PX

PANEL = (36, 33, 31)
PANEL_OUT = (40, 44, 52)          # out scavenging: a colder tone
RIM = {"red": (150, 64, 52), "black": (92, 88, 84)}
INK = (238, 230, 214)
MUTED = (168, 158, 144)
GOLD = (226, 182, 92)
RING = (232, 86, 60)
DEAD = (196, 52, 44)
PLAYER_FILL = (58, 74, 96)        # the chip naming a Character's player: cool, apart from SURVIVE's gold


class PeopleArea(CharacterBoards):
    def _draw_people(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        people = view.get("characters") or []
        shown = self._shown_people(view)
        if not shown:
            self._line(layer, "Nobody is left in the shelter.", 13, MUTED, lay.people.width, center=lay.people.center)
            return
        for i, rect in zip(shown, lay.panels):
            self._draw_person(layer, ctx, i, people[i], rect)

    def _draw_person(self, layer: pygame.Surface, ctx, i: int, person: dict, rect: pygame.Rect) -> None:
        card = tips.record(self.content, "characters", person.get("id"))
        alive = bool(person.get("alive", True))
        out = person.get("place") == "scavenging" or person.get("away")
        rim = RIM.get(getattr(card, "border", "black"), RIM["black"])
        layer.blit(art.panel(rect.size, PANEL_OUT if out else PANEL, self._sz(8), border=rim), rect)
        # the panel's box first, so the States' boxes lie over it and their hover says theirs
        self._note_card(f"character:{i}", "characters", person.get("id"))
        self._lit_box(ctx, f"character:{i}", rect, radius=self._sz(8))
        pad = max(4, self._sz(8))
        inner = rect.inflate(-2 * pad, -2 * pad)
        card_w = min(round(inner.height * CARD_RATIO), inner.width - pad - max(210, self._sz(250)))
        carded = card is not None and card_w >= max(120, self._sz(150))
        if carded:                       # room for the card itself
            face = pygame.Rect(inner.right - card_w, inner.y, card_w, round(card_w / CARD_RATIO))
            layer.blit(self._face("characters", card.id, face.size), face)
            inner.width -= card_w + pad
        chip_h = self._chip_size("0", self._readable(10))[1] if card is not None else 0
        gap = max(3, self._sz(6))
        # a panel as wide as a row (the odd one of three): its States and numbers at the right, level with
        # the name, instead of under it
        wide = not carded and inner.width >= 2.6 * inner.height
        tracks = "character_boards" in (ctx.view.get("options") or ())
        block = pygame.Rect(inner)
        if wide:
            block.width = min(round(inner.width * 0.44), 5 * self._sz(52) + 4 * gap)
            block.right = inner.right
            side = max(36, min(round(inner.height * 0.75), self._sz(118)))
        else:
            side = max(36, min(round(inner.height * (0.36 if tracks else 0.5)), round(inner.width * 0.3),
                               self._sz(118)))
        portrait = pygame.Rect(inner.x, inner.y, side, side)
        layer.blit(self._portrait(person.get("id"), side, alive), portrait)
        pygame.draw.rect(layer, rim, portrait.inflate(2, 2), 1)
        x = portrait.right + pad
        col_w = (block.x - pad if wide else inner.right) - x
        name = card.name if card is not None else str(person.get("id"))
        top = self._line(layer, name, 14, INK, col_w - (self._survive_w() if person.get("starting") else 0),
                         bold=True, least=12, topleft=(x, inner.y - 1))
        if person.get("starting"):
            self._survive_mark(layer, (top.right + 6, top.centery))
        player = self._player_of(ctx.view, person)
        if player:             # One Character Per Player: whose Character this is, a name tag on the portrait
            size, tag = self._readable(10), player
            while len(tag) > 2 and self._chip_size(tag, size)[0] > portrait.width - 4:
                tag = tag[:-2].rstrip() + "…"
            self._chip(layer, tag, size, PLAYER_FILL, INK, midbottom=(portrait.centerx, portrait.bottom - 2))
        doing = tips.action_words(ctx.view, i, self.content) if alive else ""
        where = doing or tips.place_words(ctx.view, person, self.content)
        if person.get("asleep") and alive and not doing:
            where += ", asleep"
        place = self._lines(layer, where[:1].upper() + where[1:], 11, GOLD if doing else MUTED if alive else DEAD,
                            col_w, 2, topleft=(x, top.bottom))
        foot_h = self._px(11) + 4
        if alive:
            self._draw_foot(layer, person, pygame.Rect(x, place.bottom + 2, col_w, foot_h))
        if wide:
            size = self._state_size(pygame.Rect(block.x, 0, block.width, block.height - chip_h - 4), gap)
            tokens_top = block.y + max(0, (block.height - size - 4 - chip_h) // 2)
        else:
            tokens_top = max(portrait.bottom, place.bottom + foot_h + 2) + max(3, self._sz(6))
        board_top = block.y if wide else tokens_top      # the tracks take all the height they are given
        board_body = pygame.Rect(block.x, board_top, block.width, inner.bottom - board_top)
        if not (tracks and self._draw_board_states(layer, ctx, i, person, card, board_body, chip_h)):
            room = inner.bottom - tokens_top - (chip_h + 4 if card is not None else 0)
            size = self._draw_states(layer, ctx, i, person, pygame.Rect(block.x, tokens_top, block.width, room))
            if card is not None:
                self._stat_chips(layer, card, pygame.Rect(block.x, tokens_top + size + 4, block.width, chip_h))
        if not alive:            # what they were, faded under the stamp
            veil = rect.inflate(-4, -4)
            layer.blit(self._shade(veil.size, (18, 16, 14, 150), self._sz(6)), veil)
            stamp = self._stamp("DEAD", DEAD, min(rect.width, self._sz(220)))
            layer.blit(stamp, stamp.get_rect(center=rect.center))

    def _portrait(self, character_id: str, side: int, alive: bool) -> pygame.Surface:
        def make() -> pygame.Surface:
            try:
                surf = ca.portrait(character_id, side).copy()
            except Exception:
                surf = art.new_surface((side, side))
                surf.fill((70, 64, 58))
            if not alive:
                grey = pygame.transform.grayscale(surf)
                grey.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
                surf = grey
            return surf
        return self._cached(("portrait", character_id, side, alive), make)

    def _survive_w(self) -> int:
        return self._chip_size("SURVIVE", self._readable(10))[0] + 8

    def _survive_mark(self, layer: pygame.Surface, midleft: tuple[int, int]) -> pygame.Rect:
        return self._chip(layer, "SURVIVE", self._readable(10), GOLD, (32, 24, 12), midleft=midleft)

    @staticmethod
    def _player_of(view: dict, person: dict) -> str:
        """The player's name on a Character they play (One Character Per Player); "" otherwise."""
        seat, names = person.get("seat"), view.get("seat_names") or []
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    def _stat_chips(self, layer: pygame.Surface, card, start: pygame.Rect) -> int:
        """Prowess, Empathy and Inventory as chips in a row (short words when the full ones don't fit);
        returns the row's bottom."""
        size = self._readable(10)
        chips = self._stat_names(card, lambda widths: sum(w + 3 for w in widths) <= start.width)
        total = sum(self._chip_size(words, size)[0] + 3 for words, _ in chips) - 3
        x, h = start.x + max(0, (start.width - total) // 2), self._chip_size("0", size)[1]
        for words, fill in chips:
            x = self._chip(layer, words, size, fill, INK, topleft=(x, start.y)).right + 3
        return start.y + h

    def _draw_board_states(self, layer: pygame.Surface, ctx, i: int, person: dict, card, body: pygame.Rect,
                           chip_h: int) -> bool:
        """The Character board's tracks in body, Prowess, Empathy and Inventory under it; beside it, in a
        column, when under it would leave the tracks too short to read. False (nothing drawn) when even
        that is too short (a fifth Character's panel): the tokens then stand in for the board."""
        if card is None:
            if not self._tracks_fit(body):
                return False
            self._draw_state_tracks(layer, ctx, i, person, body)
            return True
        above = pygame.Rect(body.x, body.y, body.width, body.height - chip_h - 4)
        if self._tracks_geometry(above).row_h >= max(14, self._sz(15)) and self._tracks_fit(above):
            board = self._draw_state_tracks(layer, ctx, i, person, above)
            self._stat_chips(layer, card, pygame.Rect(body.x, board.bottom + 4, body.width, chip_h))
            return True
        gap = max(4, self._sz(6))
        chips = self._stat_names(card, lambda widths: max(widths) <= body.width * 0.32)
        column_w = max(self._chip_size(words, self._readable(10))[0] for words, _ in chips)
        beside = pygame.Rect(body.x, body.y, body.width - column_w - gap, body.height)
        if not self._tracks_fit(beside) or 3 * chip_h + 4 > body.height:
            return False
        board = self._draw_state_tracks(layer, ctx, i, person, beside)
        self._stat_column(layer, chips, pygame.Rect(board.right + gap, board.y, column_w, board.height))
        return True

    def _stat_names(self, card, fits) -> list[tuple[str, tuple]]:
        """Prowess, Empathy and Inventory as (words, fill) chips, in the longest words whose chips' widths
        `fits` takes (the shortest, else)."""
        size = self._readable(10)
        values = ((card.prowess, (120, 70, 58)), (card.empathy, (70, 96, 120)), (card.inventory, (96, 88, 62)))
        for names in (("Prowess", "Empathy", "Inventory"), ("Prow", "Emp", "Inv"), ("P", "E", "I")):
            chips = [(f"{word} {value}", fill) for word, (value, fill) in zip(names, values)]
            if fits([self._chip_size(words, size)[0] for words, _ in chips]):
                break
        return chips

    def _stat_column(self, layer: pygame.Surface, chips: list, column: pygame.Rect) -> None:
        size = self._readable(10)
        h = self._chip_size("0", size)[1]
        step = min(h + self._sz(6), max(h + 2, column.height // 3))
        y = column.centery - (2 * step + h) // 2
        for words, fill in chips:
            self._chip(layer, words, size, fill, INK, midleft=(column.x, y + h // 2))
            y += step

    def _draw_states(self, layer: pygame.Surface, ctx, i: int, person: dict, row: pygame.Rect) -> int:
        """The five State tokens in a row (an empty slot for a State at 0), the limiting one ringed."""
        states = person.get("states") or {}
        markers = tips.markers_of(person, self.content)
        limit = tips.limiting_state(person, self.content) if person.get("alive", True) else None
        gap = max(3, self._sz(6))
        size = self._state_size(row, gap)
        x = row.x + (row.width - (5 * size + 4 * gap)) // 2
        for name in STATES:
            rect = pygame.Rect(x, row.y, size, size)
            level = int(states.get(name, 0))
            if level:
                layer.blit(pieces.state_token(name, level, size, markers[name]), rect)
            else:
                self._empty_state(layer, rect, name)
            if name == limit:
                pygame.draw.rect(layer, RING, rect.inflate(4, 4), 2, border_radius=max(3, size // 6))
            self._lit_box(ctx, f"state:{i}:{name}", rect, radius=max(3, size // 6))
            x += size + gap
        return size

    def _state_size(self, row: pygame.Rect, gap: int) -> int:
        return max(18, min((row.width - 4 * gap) // 5, self._sz(52), row.height))

    def _empty_state(self, layer: pygame.Surface, rect: pygame.Rect, name: str) -> None:
        """A State at 0: its token faded to a ghost, a 0 on it."""
        def make() -> pygame.Surface:
            surf = pieces.state_token(name, 1, rect.width).copy()
            grey = pygame.transform.grayscale(surf)
            grey.fill((255, 255, 255, 70), special_flags=pygame.BLEND_RGBA_MULT)
            zero = self._art_text("0", max(READABLE_PX, rect.width // 3), (200, 192, 178), bold=True)
            grey.blit(zero, zero.get_rect(bottomright=(rect.width - 2, rect.height)))
            return grey
        layer.blit(self._cached(("empty state", name, rect.size), make), rect)

    def _draw_foot(self, layer: pygame.Surface, person: dict, foot: pygame.Rect) -> None:
        """The stages open today as three pips, then the treatments on the card."""
        open_now = tips.stages_open(person, self.content)
        label = self._line(layer, "Stages", 11, MUTED, foot.width // 3, midleft=(foot.x, foot.centery))
        pip = max(8, self._sz(10))
        cy = label.centery
        x = label.right + 5
        for k in range(3):
            centre = (x + pip // 2, cy)
            if k < open_now:
                pygame.draw.circle(layer, GOLD, centre, pip // 2)
            pygame.draw.circle(layer, MUTED, centre, pip // 2, 1)
            x += pip + 3
        treatments = person.get("treatments") or []
        if treatments:
            x += self._sz(10)
            size = max(14, min(self._sz(22), foot.height))
            for item in treatments:
                if x + size > foot.right:
                    break
                layer.blit(pieces.token_picture(self.content, item, size), (x, cy - size // 2))
                x += size + 2
            words = ", ".join(tips.goods_name(self.content, t) for t in treatments)
            if x + 30 < foot.right:
                self._line(layer, words, 10, MUTED, foot.right - x - 2, least=10, midleft=(x + 2, cy))


__all__ = ["PeopleArea"]
