"""The card pictures the Hit Z Road table shows, and drawing them ahead of time.

Faces, backs and epilogue faces come from ``card_art`` and are kept here scaled to the sizes
the table uses (``self._cards``). A broken modded card must not take the table down: when
card_art fails, a plain face carrying the card's name stands in.

Faces are the slow part of a first draw (5-20 ms each), so ``warm_up`` draws them ahead in
stages on quiet frames, following the plan ``prepare`` makes from the view. Once warm_up is
in use, a face still missing when the layer is composed shows as a placeholder (its name)
and the layer is composed again when all are drawn.
"""
from __future__ import annotations

from typing import Iterator

import pygame

from .. import card_art
from ....ui import art
from ....ui.board_kit import art_text as _art_text, int_or as _int
from .layout import INK, YELLOW
from ....ui import text_fit
from .records import record_fields, resolved_card


class CardFacesMixin:
    """HitZRoadBoard's card pictures (needs ``self._book``, ``self._cards``, ``self._layout``
    and the warm-up state set up in HitZRoadBoard.__init__)."""

    # --- warm-up: drawing planned faces ahead ---------------------------------
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
        layer; the card being resolved at the fight, preview and pointed (zoom) sizes; the face-up
        cards at the pointed size (hover); every card of the deck's next level at the table size, so the
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
        current = resolved_card(view)
        if current:
            plan += [(str(current), self._fight_card_size()), (str(current), lay.preview.size),
                     (str(current), lay.zoom)]
        plan += [(cid, lay.zoom) for cid in table]
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
        while self._plan:
            cid, size = self._plan.pop(0)
            data = self._book.card(cid)
            if ("face", cid, size) in self._cards or data is None:
                continue
            return ((cid, size, data), card_art.card_face_job(data, size, self._override(cid)))
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

    @property
    def showing_stand_ins(self) -> bool:
        return bool(self._placeholders)

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

    # --- the pictures, scaled and cached ----------------------------------------
    def _face(self, card_id: str, size: tuple[int, int], data: dict | None = None) -> pygame.Surface:
        key = ("face", card_id, size)
        surf = self._cards.get(key)
        if surf is None:
            data = data or self._book.card(card_id)
            surf = None
            if data is not None:
                try:
                    surf = card_art.card_face(data, size, self._override(card_id))
                except Exception:       # a broken modded card must not take the table down
                    surf = None
            if surf is None:
                surf = self._plain_face(data["name"] if data else card_id, size)
            self._cards[key] = self._sized(surf, size)
        return self._cards[key]

    def _back(self, level: int | None, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", level, size)
        surf = self._cards.get(key)
        if surf is None:
            try:
                surf = card_art.card_back(level or 1, size)
            except Exception:
                surf = art.card_back("Hit Z Road", f"Level {level}" if level else "", size,
                                     card_art.LEVEL_ACCENTS.get(level or 1, YELLOW))
            self._cards[key] = self._sized(surf, size)
        return self._cards[key]

    def _epilogue_face(self, entry: dict, size: tuple[int, int]) -> pygame.Surface:
        epi_id = str(entry.get("id"))
        key = ("epilogue", epi_id, size)
        surf = self._cards.get(key)
        if surf is None:
            record = self._book.record("epilogue", epi_id)
            data = record_fields(record) if record is not None else dict(entry)
            try:
                surf = card_art.epilogue_face(data, size)
            except Exception:
                surf = self._plain_face(str(data.get("name", epi_id)), size)
            self._cards[key] = self._sized(surf, size)
        return self._cards[key]

    @staticmethod
    def _sized(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        return surf if surf.get_size() == size else pygame.transform.smoothscale(surf, size)

    def _plain_face(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        surf = art.panel(size, (238, 230, 212, 255), radius=max(4, size[0] // 14)).copy()
        box = pygame.Rect(4, size[1] // 12, size[0] - 8, size[1] // 2)
        fit = text_fit.fit_paragraph(str(name), box.width, box.height, max(9, size[1] // 12), 7, bold=True)
        px, lines = fit if fit is not None else (7, [text_fit.shorten(str(name), box.width, 7, True)])
        y = box.y
        for line in lines:
            words = _art_text(line, px, INK, bold=True)
            rect = surf.blit(words, words.get_rect(midtop=(size[0] // 2, y)))
            text_fit.report("card name", line, line, rect, box, px)
            y += art.line_height(px, True)
        return surf


__all__ = ["CardFacesMixin"]
