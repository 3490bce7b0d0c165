"""The answers to the pending question: the list the match screen shows and the keys that answer it.

The answers stand in a scrolling column as buttons whose labels wrap (nothing is cut off), with the
game's declines pinned below it; a new question starts at the top with its first answer focused.
Enter gives the focused answer, number keys the answer showing that number, and in a list of values
(bids) digits type the value. See AnswerList.
"""
from __future__ import annotations

import re
import time
from typing import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UIScrollingContainer

from ..core.prompt import Option
from . import art
from .theme import Colors, FontBook
from .widgets import KeyboardFocus, wrap_text


FINAL_TOOLTIP = "Can't be undone: this rolls dice, draws or reveals cards."


class AnswerButton(UIButton):
    """A button whose label the AnswerList draws itself, wrapped onto several lines.

    `text` keeps the whole label (what the driver, tests and tooltips read);
    only the button's own one-line rendering of it is left out, because
    pygame_gui cuts a button's text at its edge instead of wrapping it.
    """

    def rebuild(self):
        text = self.text
        self.text = ""
        try:
            super().rebuild()
        finally:
            self.text = text


class AnswerLabel(UIImage):
    """The wrapped label drawn over an AnswerButton: it follows the button's look
    (bright when hovered or highlighted, greyed when disabled) and lets the
    mouse through, so hover, clicks and tooltips stay the button's."""

    def __init__(self, rect: pygame.Rect, images: dict[str, pygame.Surface], button: UIButton, manager,
                 container) -> None:
        self.images = images
        self.button = button
        self._state = "disabled" if not button.is_enabled else "normal"
        super().__init__(rect, images[self._state], manager, container=container, starting_height=2)

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        button = self.button
        if not button.is_enabled:
            state = "disabled"
        elif button.hovered or button.is_selected or button.held:
            state = "bright"
        else:
            state = "normal"
        if state != self._state:
            self._state = state
            self.set_image(self.images[state])


def answer_label_lines(number: str, label: str, font: pygame.font.Font, width: int) -> list[str]:
    """An answer's label wrapped to width, the number prefix on the first line and
    later lines indented past it (the prefix is the caller's to draw)."""
    indent = font.size(number)[0]
    return wrap_text(label, font, max(1, width - indent))


class AnswerList:
    """The legal answers as buttons: a scrolling column, with the "decline" answers pinned below it.

    Labels wrap onto as many lines as they need (the button grows to fit), so nothing is ever cut
    off, and a scroll bar shows whenever the column holds more than its view. A new question
    starts at the top with its first answer focused. Declines (Pass, End the activation) stay in
    view under the column, wherever the list is scrolled.

    Keys: Enter answers the focused answer only (the mouse moves the focus to what it points at,
    so Enter never answers something other than the lit button). A number key answers the button
    showing that number. When the answers are values (bids), no numbers are shown; digits typed
    pick the answer with that value, and Enter gives it.

    Answers named in `final` (they roll or reveal) get a dice icon and a tooltip saying they can't
    be undone. `on_choose(option)` is called for a click, Enter or a number key.
    """

    FONT_SIZE = 16
    TYPING_PAUSE_S = 1.2        # digits typed further apart than this start a new number
    SCROLL_BAR_W = 20           # pygame_gui's own scroll bar width, in pixels at every scale

    def __init__(self, manager, rect: pygame.Rect, fonts: FontBook, on_choose: Callable[[Option], None]) -> None:
        self.manager = manager
        self.rect = pygame.Rect(rect)
        self.fonts = fonts
        self.on_choose = on_choose
        self.options: list[Option] = []         # as shown: the column's, then the pinned ones
        self.pinned_count = 0
        self.buttons: list[UIButton] = []
        self.labels: list[AnswerLabel] = []
        self.label_lines: list[list[str]] = []      # each answer's wrapped lines, as drawn
        self.numbers: list[int | None] = []         # the number shown on each button, if any
        self.values: list[int | None] = []          # each answer's typed value, in a list of values
        self.typed = ""
        self._typed_at = 0.0
        self.focus = KeyboardFocus()
        self.container = UIScrollingContainer(self.rect, manager, allow_scroll_x=False)
        self._icons: list[UIImage] = []
        self.content_height = 0
        self._shown: tuple = ((), True, frozenset(), frozenset())

    @property
    def font(self) -> pygame.font.Font:
        return self.fonts.get(self.FONT_SIZE)

    @property
    def by_value(self) -> bool:
        """Whether the answers are typed as values (bids) rather than picked by number."""
        return any(value is not None for value in self.values)

    def _geometry(self) -> tuple[int, int, int, int]:
        """(min button height, gap, horizontal text padding, vertical text padding)."""
        scale = self.fonts.scale
        return round(40 * scale), round(6 * scale), round(12 * scale), round(8 * scale)

    def show(self, options: Sequence[Option], enabled: bool = True, final: frozenset[str] = frozenset(),
             pinned: frozenset[str] = frozenset()) -> None:
        """Show a question's answers; those whose value (or its head before ":") is in `pinned`
        stay in view under the column."""
        self._shown = (tuple(options), enabled, final, pinned)
        for element in self.buttons + self._icons + self.labels:
            element.kill()
        listed = [o for o in options if not _is_pinned(o, pinned)]
        kept = [o for o in options if _is_pinned(o, pinned)]
        if not listed:               # nothing but declines: they are the list
            listed, kept = kept, []
        self.options = listed + kept
        self.pinned_count = len(kept)
        self.values = _typed_values(self.options, pinned)
        self.numbers = [None] * len(self.options) if self.by_value else \
            [index + 1 if index < 9 else None for index in range(len(self.options))]
        self.typed = ""
        self.buttons, self._icons, self.labels, self.label_lines = [], [], [], []
        _, gap, _, _ = self._geometry()
        pinned_heights = [self._height(index, self.rect.width, final) for index in range(len(listed), len(self.options))]
        pinned_h = sum(pinned_heights) + gap * len(pinned_heights)
        self._column_rect = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, max(1, self.rect.height - pinned_h))
        width = self._column_rect.width
        column_h = sum(self._height(index, width, final) + gap for index in range(len(listed))) - gap
        if column_h > self._column_rect.height:          # a scroll bar shows: keep the buttons clear of it
            width -= self.SCROLL_BAR_W + gap
        self._place_container()
        y = 0
        for index in range(len(listed)):
            y += self._add_button(index, pygame.Rect(0, y, width, 0), enabled, final, self.container) + gap
        self.content_height = max(1, y - gap)
        self._scroll_to_top()
        self.container.set_scrollable_area_dimensions((width, self.content_height))
        y = self._column_rect.bottom + gap
        for index in range(len(listed), len(self.options)):
            y += self._add_button(index, pygame.Rect(self.rect.x, y, self.rect.width, 0), enabled, final, None) + gap
        self.focus.set_buttons(self.buttons if enabled else [])

    def _label_prefix(self, index: int) -> str:
        number = self.numbers[index] if index < len(self.numbers) else None
        return f"{number}.  " if number is not None else ("" if self.by_value else "     ")

    def _text_width(self, width: int, is_final: bool) -> int:
        scale = self.fonts.scale
        _, _, pad_x, _ = self._geometry()
        return width - 2 * pad_x - (round(22 * scale) + round(8 * scale) if is_final else 0)

    def _height(self, index: int, width: int, final: frozenset[str]) -> int:
        option = self.options[index]
        min_height, _, _, pad_y = self._geometry()
        lines = answer_label_lines(self._label_prefix(index), option.label, self.font,
                                   self._text_width(width, option.value in final))
        return max(min_height, len(lines) * self.font.get_linesize() + 2 * pad_y)

    def _add_button(self, index: int, rect: pygame.Rect, enabled: bool, final: frozenset[str], container) -> int:
        """Make the index-th answer's button at rect's top-left and width; returns its height."""
        option = self.options[index]
        scale = self.fonts.scale
        _, _, pad_x, _ = self._geometry()
        icon_size = round(22 * scale)
        font = self.font
        line_h = font.get_linesize()
        is_final = option.value in final
        number = self._label_prefix(index)
        text_w = self._text_width(rect.width, is_final)
        lines = answer_label_lines(number, option.label, font, text_w)
        rect.height = self._height(index, rect.width, final)
        tooltip = "\n".join(part for part in (option.hint, FINAL_TOOLTIP if is_final else "") if part)
        button = AnswerButton(rect, number + option.label, self.manager, container=container,
                              tool_tip_text=tooltip or None, command=self._chooser(option),
                              object_id=pygame_gui.core.ObjectID(object_id="#final" if is_final else None,
                                                                 class_id="@answer"))
        if not enabled:
            button.disable()
        self.buttons.append(button)
        self.label_lines.append(lines)
        label_rect = pygame.Rect(rect.x + pad_x, rect.y + (rect.height - len(lines) * line_h) // 2,
                                 text_w, len(lines) * line_h)
        self.labels.append(AnswerLabel(label_rect, self._label_images(button, number, lines, label_rect.size),
                                       button, self.manager, container))
        if is_final:
            icon_rect = pygame.Rect(0, 0, icon_size, icon_size)
            icon_rect.midright = (rect.right - round(10 * scale), rect.centery)
            self._icons.append(UIImage(icon_rect, art.icon("dice", icon_size, Colors.ACCENT), self.manager,
                                       container=container, starting_height=2))
        return rect.height

    def _place_container(self) -> None:
        self.container.set_relative_position(self._column_rect.topleft)
        self.container.set_dimensions(self._column_rect.size)

    def _scroll_to_top(self) -> None:
        """A new question starts at the top (an old offset would show the new, shorter list as blank)."""
        self.container.scrollable_container.set_relative_position((0, 0))
        bar = getattr(self.container, "vert_scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(0)

    def _label_images(self, button: UIButton, number: str, lines: list[str],
                      size: tuple[int, int]) -> dict[str, pygame.Surface]:
        """The label in the button theme's text colours: normal, bright (hovered or highlighted), disabled."""
        font = self.font
        indent = font.size(number)[0]
        colours = getattr(button, "colours", {})
        images = {}
        for state, key, fallback in (("normal", "normal_text", Colors.TEXT), ("bright", "hovered_text", Colors.TEXT),
                                     ("disabled", "disabled_text", Colors.TEXT_MUTED)):
            color = colours.get(key, fallback)
            surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
            if number.strip():
                surface.blit(font.render(number.rstrip(), True, color), (0, 0))
            for row, line in enumerate(lines):
                surface.blit(font.render(line, True, color), (indent, row * font.get_linesize()))
            images[state] = surface
        return images

    def _chooser(self, option: Option) -> Callable[[], None]:
        return lambda: self.on_choose(option)

    def set_rect(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) == self.rect:
            return
        self.rect = pygame.Rect(rect)
        options, enabled, final, pinned = self._shown
        focused = self.focus.index
        self.show(options, enabled, final, pinned)       # the pinned answers and the bar's room follow the rect
        if 0 <= focused < len(self.buttons) and enabled:
            self.focus.set_buttons(self.buttons, focused)

    def follow_mouse(self) -> bool:
        """The button under the mouse takes the keyboard focus, so Enter answers what is lit.
        True when the focus moved (the list looks different)."""
        for index, button in enumerate(self.focus.buttons):
            if button.hovered and button.is_enabled and index != self.focus.index:
                self.focus.focus(index)
                return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or not self.focus.buttons:
            return False
        digit = _digit_key(event.key)
        if digit is not None:
            if self.by_value:
                return self._type_digit(digit)
            index = self.numbers.index(digit) if digit in self.numbers else None
            if index is not None and self.buttons[index].is_enabled:
                self.on_choose(self.options[index])
            return True
        if event.key == pygame.K_BACKSPACE and self.typed:
            self.typed = self.typed[:-1]
            self._focus_typed()
            return True
        if self.focus.handle_key(event):
            self._scroll_to_focus()
            return True
        return False

    def _type_digit(self, digit: int) -> bool:
        now = time.monotonic()
        if now - self._typed_at > self.TYPING_PAUSE_S:
            self.typed = ""
        self._typed_at = now
        wanted = self.typed + str(digit)
        if not any(value is not None and str(value).startswith(wanted) for value in self.values):
            wanted = str(digit)      # no value goes on like that: start a new number
        self.typed = wanted
        self._focus_typed()
        return True

    def _focus_typed(self) -> None:
        """Focus the answer whose value is what was typed (or the first that begins with it)."""
        if not self.typed:
            return
        exact = [i for i, value in enumerate(self.values) if value is not None and str(value) == self.typed]
        begins = [i for i, value in enumerate(self.values) if value is not None and str(value).startswith(self.typed)]
        for index in exact or begins:
            if self.buttons[index].is_enabled:
                self.focus.focus(index)
                self._scroll_to_focus()
                return

    def _scroll_to_focus(self) -> None:
        button = self.focus.current
        bar = getattr(self.container, "vert_scroll_bar", None)
        if button is None or bar is None or self.buttons.index(button) >= len(self.options) - self.pinned_count:
            return
        total = self.container.scrollable_container.rect.height
        view = self.container.rect.height
        top = button.relative_rect.top
        start = bar.start_percentage * total
        if top < start or top + button.relative_rect.height > start + view:
            wanted = max(0, min(top - view / 2, total - view))
            bar.set_scroll_from_start_percentage(wanted / max(1, total))

    def focus_value(self, value: str) -> bool:
        """Give the keyboard focus to this answer's button (a hint's answer), scrolled into view."""
        for index, option in enumerate(self.options):
            if option.value == value and index < len(self.focus.buttons) and self.buttons[index].is_enabled:
                self.focus.focus(index)
                self._scroll_to_focus()
                return True
        return False

    def button_for(self, value: str) -> UIButton | None:
        for option, button in zip(self.options, self.buttons):
            if option.value == value:
                return button
        return None


def _is_pinned(option: Option, pinned: frozenset[str]) -> bool:
    return option.value in pinned or option.value.partition(":")[0] in pinned


def _typed_values(options: Sequence[Option], pinned: frozenset[str]) -> list[int | None]:
    """Each answer's number when the answers (declines aside) are one kind of value that their
    labels show ("bid:4", "Bid 4"), two or more of them; else all None (picked by position)."""
    heads, values = set(), []
    for option in options:
        head, _, tail = option.value.partition(":")
        if _is_pinned(option, pinned):
            values.append(None)
            continue
        if not tail.isdigit() or tail not in re.findall(r"\d+", option.label):
            return [None] * len(options)
        heads.add(head)
        values.append(int(tail))
    if len(heads) != 1 or sum(value is not None for value in values) < 2:
        return [None] * len(options)
    return values


def _digit_key(key: int) -> int | None:
    if pygame.K_0 <= key <= pygame.K_9:
        return key - pygame.K_0
    if key == pygame.K_KP0:
        return 0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None
