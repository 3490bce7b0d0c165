"""Drawing ahead on quiet frames: ``prepare(view)`` plans the pictures the next frames will want
(the background, the character and location faces, the location back, then every location card of
the content so a location turned face up later finds its face drawn) and ``warm_up(budget_s)``
draws them through board_kit's ``WarmUpQueue``, a stage at a time.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....ui.board_kit import LayeredBoard, one_stage
from .. import card_art as ca
from ..table_facts import as_list


class WarmUp(LayeredBoard):
    """Plans and draws pictures ahead of need (see the module docstring)."""

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
        chars = [c for c in as_list(view.get("characters")) if isinstance(c, dict)]
        for ch, rect in zip(chars, lay.char_cards):
            plan.append((("char", str(ch.get("id")), len(as_list(ch.get("slots"))), rect.size), ch))
        locs = [loc for loc in as_list(view.get("locations")) if isinstance(loc, dict)]
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


__all__ = ["WarmUp"]
