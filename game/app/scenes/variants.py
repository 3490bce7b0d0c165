"""The variants a game has too many of to show on New game: listed by section (optional rules, modes,
modules), each a toggle; what one does, and what it can't go with, under the pointer or the keyboard's
highlight. It edits the New game screen's draft, so Back keeps every choice. A long section of
alternatives (This War of Mine's Scenarios) is a page of its own, so the other sections keep room for
whole names."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ...ui.theme import Colors
from ...ui.widgets import blit_text, blit_wrapped, draw_panel, ellipsize, make_button
from .base import MenuScreen


MAX_COLUMNS = 4          # more sections than this are stacked, two to a column
SECTION_HEAD_ROWS = 2    # a section's heading and margins, reckoned in rows of buttons
OWN_PAGE_CHOICES = 7     # a section of alternatives with at least this many has a page of its own


class VariantPage(NamedTuple):
    sections: tuple[str, ...]
    alternatives: bool = False     # one section whose variants are alternatives: one at most is chosen


def variant_pages(variants) -> list[VariantPage]:
    """The sections of these variants as the pages that list them: all together, except that a section of
    alternatives (every one in the same group) long enough to crowd the others gets a page to itself."""
    sections: dict[str, list] = {}
    for variant in variants:
        if variant.section:
            sections.setdefault(variant.section, []).append(variant)
    alone = [name for name, listed in sections.items() if len(listed) >= OWN_PAGE_CHOICES
             and listed[0].group is not None and all(v.group == listed[0].group for v in listed)]
    shared = tuple(name for name in sections if name not in alone)
    return ([VariantPage(shared)] if shared else []) + [VariantPage((name,), alternatives=True) for name in alone]


class VariantsScene(MenuScreen):
    name = "variants"
    subtitle = "Each is a choice for this playthrough; those that don't go together are refused with the reason."
    back_label = "Done"

    def __init__(self, app, new_game, page: VariantPage | None = None) -> None:
        self.new_game = new_game
        self.page = page or variant_pages(new_game.game.variants_for(len(new_game.seats)))[0]
        if self.page.alternatives:
            self.title = f"{new_game.game.name}: {self.page.sections[0].lower()}"
            self.subtitle = "One at most: choosing another takes its place, and choosing it again plays without."
        else:
            self.title = f"{new_game.game.name}: variants"
        super().__init__(app)

    @property
    def players(self) -> int:
        return len(self.new_game.seats)

    def sections(self) -> dict[str, list]:
        found: dict[str, list] = {}
        for variant in self.new_game.game.variants_for(self.players):
            if variant.section in self.page.sections:
                found.setdefault(variant.section, []).append(variant)
        return found

    def build_content(self) -> None:
        app = self.app
        area = self.content
        sections = self.sections()
        self.about_rect = pygame.Rect(area.x, area.bottom - app.px(96), area.width, app.px(96))
        lists = pygame.Rect(area.x, area.y, area.width, self.about_rect.y - area.y - app.px(12))
        gap = app.px(16)
        font = app.fonts.get(15)
        columns = self._columns(sections)
        widths = self._column_widths(columns, sections, lists.width - gap * (len(columns) - 1), font)
        chosen = set(self.new_game.chosen_variants())
        self.section_rects: list[tuple[str, pygame.Rect]] = []
        self.variant_buttons: dict[str, object] = {}
        x = lists.x
        for names, column_w in zip(columns, widths):
            y = lists.y
            rows_in_column = sum(len(sections[name]) + SECTION_HEAD_ROWS for name in names)
            # a section above another gets what its buttons need one to a row, when the column has room for
            # that; else the column is shared out by rows
            needed = [app.px(52) + len(sections[name]) * app.px(34) + app.px(8) for name in names]
            roomy = sum(needed) + gap * (len(names) - 1) <= lists.height
            for k, name in enumerate(names):
                last = k == len(names) - 1
                height = (lists.bottom - y) if last else needed[k] if roomy else \
                    lists.height * (len(sections[name]) + SECTION_HEAD_ROWS) // rows_in_column - gap
                panel = pygame.Rect(x, y, column_w, height)
                self.section_rects.append((name, panel))
                self._lay_buttons(sections[name], panel, font, chosen)
                y = panel.bottom + gap
            x += column_w + gap
        self.section_rects.sort(key=lambda item: list(sections).index(item[0]))
        # the keyboard's highlight looks like a toggle that is on: it starts on Done, as New game's on Start
        self.focus.set_buttons([*self.variant_buttons.values(), self.back_button], index=len(self.variant_buttons))

    def _columns(self, sections: dict[str, list]) -> list[list[str]]:
        """The sections in columns, one each up to MAX_COLUMNS; past that, the smallest section is stacked under
        the column with the fewest variants after it (so no column's names need cutting short, and a long
        section keeps a column of its own)."""
        columns = [[name] for name in sections]
        size = lambda column: sum(len(sections[name]) for name in column)   # noqa: E731
        while len(columns) > MAX_COLUMNS:
            moved = min(reversed(columns), key=size)
            k = columns.index(moved)
            columns.remove(moved)
            under = min(columns[k:] + columns[:k], key=size)
            under.extend(moved)
        return columns

    def _lay_buttons(self, variants: list, panel: pygame.Rect, font, chosen: set) -> None:
        app = self.app
        room = panel.height - app.px(52)
        # one button per row where they fit at the least height, else two to a row
        per_row = 1 if len(variants) * app.px(34) <= room else 2
        rows = -(-len(variants) // per_row)
        row_h = max(app.px(28), min(app.px(36), room // max(1, rows) - app.px(6)))
        button_w = (panel.width - app.px(24) - app.px(8) * (per_row - 1)) // per_row
        for k, variant in enumerate(variants):
            row, place = divmod(k, per_row)
            rect = pygame.Rect(panel.x + app.px(12) + place * (button_w + app.px(8)),
                               panel.y + app.px(48) + row * (row_h + app.px(6)), button_w, row_h)
            label = ellipsize(variant.name, font, button_w - app.px(16))
            button = make_button(self.manager, rect, label, self._toggler(variant.id), class_id="@segment",
                                 tooltip=variant.description)
            if variant.id in chosen:
                button.select()
            self.variant_buttons[variant.id] = button

    def _column_widths(self, columns: list[list[str]], sections: dict[str, list], room: int, font) -> list[int]:
        """Each column as wide as its longest name needs (a button's padding and the panel's margins beside
        it), shared out in proportion when they don't all fit; room left over is shared evenly."""
        pad = self.app.px(24) + self.app.px(16) + self.app.px(4)
        heading = self.app.fonts.heading()
        wanted = [max(max([font.size(v.name)[0] + pad for v in sections[name]] + [heading.size(name)[0] + self.app.px(28)])
                      for name in names) for names in columns]
        total = sum(wanted) or 1
        if total > room:
            return [room * w // total for w in wanted]
        spare = (room - total) // max(1, len(wanted))
        return [w + spare for w in wanted]

    def _toggler(self, variant_id: str):
        def toggle() -> None:
            self.new_game.toggle_variant(variant_id)
            self.relayout()
        return toggle

    def pointed(self):
        """The variant under the pointer, else the keyboard's highlight."""
        mouse = pygame.mouse.get_pos()
        for variant_id, button in self.variant_buttons.items():
            if button.rect.collidepoint(mouse):
                return variant_id
        buttons = self.focus.buttons
        if 0 <= self.focus.index < len(buttons):
            for variant_id, button in self.variant_buttons.items():
                if button is buttons[self.focus.index]:
                    return variant_id
        return None

    def back(self) -> None:
        self.app.stack.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        for section, rect in self.section_rects:
            draw_panel(surface, rect)
            blit_text(surface, section, fonts.heading(), Colors.ACCENT, (rect.x + app.px(14), rect.y + app.px(10)))
        draw_panel(surface, self.about_rect)
        info = self.new_game.game
        variant_id = self.pointed()
        inner = self.about_rect.inflate(-app.px(28), -app.px(20))
        if variant_id is None:
            on = [v.name for v in info.variants_for(self.players)
                  if v.section in self.page.sections and v.id in self.new_game.chosen_variants()]
            none = f"No {self.page.sections[0].lower()}: the game as it comes." if self.page.alternatives else \
                "None on: the core game as it comes."
            blit_wrapped(surface, "On: " + ", ".join(on) if on else none, fonts.body(), Colors.TEXT, inner, max_lines=3)
            return
        variant = next(v for v in info.variants if v.id == variant_id)
        title = blit_text(surface, variant.name, fonts.get(17, bold=True), Colors.TEXT, inner.topleft)
        chosen = set(self.new_game.chosen_variants()) | self.new_game.variants
        _after, refused = info.toggled(chosen, variant_id, self.players)
        refused = refused or (None if variant_id in chosen else self.app.progress.locked(info.id, variant))
        text = variant.description + (f"  Refused now: {refused}" if refused else "")
        blit_wrapped(surface, text, fonts.small(), Colors.DANGER if refused else Colors.TEXT_MUTED,
                     pygame.Rect(inner.x, title.bottom + app.px(4), inner.width, inner.bottom - title.bottom - app.px(4)),
                     max_lines=3)
