"""Widgets every scene shares: buttons and menus, wrapped and scrolling text,
a small Markdown renderer, seat badges, the answer list, the players' status
and the log. Scenes compose these; none of them knows any game's rules.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIScrollingContainer

from ..core.prompt import Event, Option
from . import art
from .theme import Colors, FontBook, seat_style


# --- plain text ------------------------------------------------------------
def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; words longer than the width are cut so nothing spills out."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def blit_text(surface: pygame.Surface, text: str, font: pygame.font.Font, color, pos,
              anchor: str = "topleft") -> pygame.Rect:
    image = font.render(text, True, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def blit_wrapped(surface: pygame.Surface, text: str, font: pygame.font.Font, color, rect: pygame.Rect,
                 max_lines: int | None = None) -> int:
    """Wrapped text from rect's top-left; returns the height used."""
    lines = wrap_text(text, font, rect.width)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [ellipsize(" ".join(lines[max_lines - 1:]), font, rect.width)]
    y = rect.top
    for line in lines:
        blit_text(surface, line, font, color, (rect.left, y))
        y += font.get_linesize()
    return y - rect.top


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


# --- surfaces: backdrop, panels, tooltips, toasts ----------------------------
@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Night asphalt with a faded centre line and a hazard stripe along the bottom."""
    width, height = size
    surface = art.vertical_gradient(size, [(0.0, (30, 32, 36)), (0.6, (22, 24, 27)), (1.0, (14, 15, 17))]).convert()
    dash_w, dash_h = max(6, width // 160), max(30, height // 14)
    x = int(width * 0.78)
    for y in range(-dash_h // 2, height, dash_h * 2):
        pygame.draw.rect(surface, (58, 54, 38), (x, y, dash_w, dash_h), border_radius=2)
    stripe_h = max(10, height // 60)
    stripe = pygame.Surface((width, stripe_h))
    stripe.fill(Colors.ACCENT)
    step = stripe_h * 2
    for sx in range(-stripe_h, width + stripe_h, step):
        pygame.draw.polygon(stripe, Colors.HAZARD_DARK,
                            [(sx, stripe_h), (sx + stripe_h, 0), (sx + stripe_h * 2, 0), (sx + stripe_h, stripe_h)])
    surface.blit(stripe, (0, height - stripe_h))
    return surface


def draw_backdrop(surface: pygame.Surface) -> None:
    surface.blit(_backdrop(surface.get_size()), (0, 0))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, raised: bool = False, radius: int = 10,
               border=None) -> None:
    color = Colors.PANEL_RAISED if raised else Colors.PANEL
    surface.blit(art.panel(rect.size, color + (250,), radius=radius, border=border), rect.topleft)


def draw_dim(surface: pygame.Surface, alpha: int = 190) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(Colors.OVERLAY[:3] + (alpha,))
    surface.blit(veil, (0, 0))


def draw_tooltip(surface: pygame.Surface, fonts: FontBook, text: str, pos: tuple[int, int],
                 avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A tooltip near pos: never under the pointer, inside the window, and clear of `avoid` (the
    answer list) whenever the window has room for that. Returns where it was drawn."""
    font = fonts.small()
    bounds = surface.get_rect()
    pad = round(8 * fonts.scale)
    width = min(round(300 * fonts.scale), bounds.width - 2 * pad - 8)
    lines = wrap_text(text, font, width)
    inner_w = min(width, max(font.size(line)[0] for line in lines))
    box = tooltip_box((inner_w + pad * 2, len(lines) * font.get_linesize() + pad * 2), pos, bounds, avoid,
                      round(16 * fonts.scale))
    draw_panel(surface, box, raised=True, radius=6, border=Colors.ACCENT + (255,))
    clip = surface.get_clip()
    surface.set_clip(box.inflate(-2, -2))
    for index, line in enumerate(lines):
        blit_text(surface, line, font, Colors.TEXT, (box.x + pad, box.y + pad + index * font.get_linesize()))
    surface.set_clip(clip)
    return box


def tooltip_box(size: tuple[int, int], pos: tuple[int, int], bounds: pygame.Rect, avoid: pygame.Rect | None,
                offset: int = 16) -> pygame.Rect:
    """Where a tooltip of `size` goes: below right of the pointer, else below left, above right,
    above left; the first that fits inside bounds, off the pointer and clear of avoid."""
    x, y = pos
    box = pygame.Rect((0, 0), size)
    spots = ((x + offset, y + offset + 2), (x - offset - box.width, y + offset + 2),
             (x + offset, y - offset - box.height), (x - offset - box.width, y - offset - box.height))
    fallback = None
    for left, top in spots:
        box.topleft = (left, top)
        if not bounds.contains(box) or box.collidepoint(pos):
            continue
        if avoid is None or not box.colliderect(avoid):
            return box
        fallback = fallback or pygame.Rect(box)
    if fallback is None:
        box.topleft = spots[0]
        box.clamp_ip(bounds)
        if avoid is not None and box.colliderect(avoid) and avoid.left - box.width >= bounds.left:
            box.right = avoid.left - 1          # beside the answer list rather than over it
        return box
    if avoid is not None and avoid.left - fallback.width >= bounds.left:
        fallback.right = avoid.left - 1
    return fallback


def draw_toast(surface: pygame.Surface, fonts: FontBook, text: str, bottom: int, *, error: bool = False) -> pygame.Rect:
    font = fonts.body()
    pad = round(12 * fonts.scale)
    image = font.render(text, True, Colors.TEXT)
    box = image.get_rect().inflate(pad * 2, pad)
    box.midbottom = (surface.get_width() // 2, bottom)
    border = (Colors.DANGER if error else Colors.ACCENT) + (255,)
    draw_panel(surface, box, raised=True, radius=8, border=border)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def draw_screen_title(surface: pygame.Surface, fonts: FontBook, title: str, subtitle: str = "",
                      margin: int = 48) -> int:
    """The heading every menu screen shares; returns the y where content may start."""
    scale = fonts.scale
    x, y = round(margin * scale), round(30 * scale)
    bar = pygame.Rect(x, y + round(6 * scale), round(8 * scale), round(40 * scale))
    pygame.draw.rect(surface, Colors.ACCENT, bar, border_radius=2)
    rect = blit_text(surface, title, fonts.get(34, bold=True), Colors.TEXT, (bar.right + round(14 * scale), y))
    bottom = rect.bottom
    if subtitle:
        bottom = blit_text(surface, subtitle, fonts.body(), Colors.TEXT_MUTED,
                           (rect.left, rect.bottom)).bottom
    return bottom + round(18 * scale)


# --- seats -------------------------------------------------------------------
def seat_badge(color_index: int, size: int, colorblind: bool) -> pygame.Surface:
    """A seat's marker: its colour as a disc, or with colour-blind mode its shape and letter."""
    style = seat_style(color_index)
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    if colorblind:
        badge.blit(art.shape_marker(style.shape, size, style.rgb), (0, 0))
    else:
        center = (size // 2, size // 2)
        pygame.draw.circle(badge, (12, 12, 14), center, size // 2)
        pygame.draw.circle(badge, style.rgb, center, size // 2 - max(1, size // 12))
    if colorblind:
        font = art.get_font(max(8, int(size * 0.5)), bold=True)
        letter = font.render(style.letter, True, (16, 16, 16))
        badge.blit(letter, letter.get_rect(center=(size // 2, size // 2 + 1)))
    return badge


# --- buttons and menus ---------------------------------------------------------
def make_button(manager, rect: pygame.Rect, text: str, command: Callable[[], None] | None = None, *,
                container=None, object_id: str | None = None, class_id: str | None = None,
                tooltip: str | None = None, enabled: bool = True) -> UIButton:
    button = UIButton(rect, text, manager, container=container, tool_tip_text=tooltip or None,
                      object_id=pygame_gui.core.ObjectID(object_id=object_id, class_id=class_id),
                      command=command)
    if not enabled:
        button.disable()
    return button


def make_label(manager, rect: pygame.Rect, text: str, *, container=None, object_id: str | None = None) -> UILabel:
    return UILabel(rect, text, manager, container=container,
                   object_id=pygame_gui.core.ObjectID(object_id=object_id))


@dataclass
class MenuEntry:
    text: str
    command: Callable[[], None]
    enabled: bool = True
    tooltip: str | None = None
    primary: bool = False


def build_menu(manager, entries: Sequence[MenuEntry], *, center_x: int, top: int, width: int, height: int,
               gap: int) -> list[UIButton]:
    """A column of large buttons (title and pause menus)."""
    buttons = []
    for index, entry in enumerate(entries):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (center_x, top + index * (height + gap))
        buttons.append(make_button(manager, rect, entry.text, entry.command, enabled=entry.enabled,
                                   tooltip=entry.tooltip, object_id="#primary" if entry.primary else "#menu"))
    return buttons


class KeyboardFocus:
    """Tab/Shift-Tab/arrows move a highlight among buttons; Enter presses the highlighted one.

    pygame_gui has no focus ring for buttons, so the highlight is the
    button's 'selected' look and Enter calls the same command a click does.
    """

    def __init__(self, buttons: Sequence[UIButton] = (), index: int = 0) -> None:
        self.buttons: list[UIButton] = []
        self.index = -1
        self.set_buttons(buttons, index)

    def set_buttons(self, buttons: Sequence[UIButton], index: int = 0) -> None:
        self.buttons = list(buttons)
        self.index = -1
        enabled = [i for i, b in enumerate(self.buttons) if b.is_enabled]
        if enabled:
            self._move_to(index if index in enabled else enabled[0])

    @property
    def current(self) -> UIButton | None:
        return self.buttons[self.index] if 0 <= self.index < len(self.buttons) else None

    def focus(self, index: int) -> None:
        """Move the highlight to the index-th button, if it is enabled."""
        if 0 <= index < len(self.buttons) and self.buttons[index].is_enabled and index != self.index:
            self._move_to(index)

    def _move_to(self, index: int) -> None:
        if self.current is not None and self.current.alive():
            self.current.unselect()
        self.index = index
        if self.current is not None:
            self.current.select()

    def move(self, step: int) -> None:
        count = len(self.buttons)
        if count == 0:
            return
        index = self.index
        for _ in range(count):
            index = (index + step) % count
            if self.buttons[index].is_enabled:
                self._move_to(index)
                return

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Move or press on Tab, Shift-Tab, arrows, Enter; True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move(-1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.press()
        return False

    def press(self) -> bool:
        button = self.current
        if button is None or not button.is_enabled:
            return False
        press_button(button)
        return True


def press_button(button: UIButton) -> None:
    """Do what a click on the button does (keyboard activation)."""
    button.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})


# --- rich text: wrapped, styled lines in a scrolling view -------------------------------
@dataclass(frozen=True)
class TextLine:
    text: str
    style: str = "body"      # h1, h2, body, bullet, muted, error, accent, event
    color: tuple[int, int, int] | None = None


_STYLES = {
    # style: (size, bold, colour, space before, indent)
    "h1": (28, True, Colors.ACCENT, 14, 0),
    "h2": (20, True, Colors.TEXT, 12, 0),
    "body": (16, False, Colors.TEXT, 4, 0),
    "bullet": (16, False, Colors.TEXT, 2, 22),
    "muted": (14, False, Colors.TEXT_MUTED, 2, 0),
    "error": (15, False, Colors.DANGER, 2, 0),
    "accent": (16, True, Colors.ACCENT, 8, 0),
    "event": (15, False, Colors.TEXT, 3, 0),
}
_BOLD_SPLIT = re.compile(r"(\*\*[^*]+\*\*)")


def markdown_lines(source: str) -> list[TextLine]:
    """The Markdown our rules files use: # and ## headings, - bullets, **bold**, paragraphs."""
    lines: list[TextLine] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            lines.append(TextLine(" ".join(paragraph)))
            paragraph.clear()

    for raw in source.splitlines():
        stripped = raw.strip()
        if not stripped:
            flush()
        elif stripped.startswith("## "):
            flush()
            lines.append(TextLine(stripped[3:].strip(), "h2"))
        elif stripped.startswith("# "):
            flush()
            lines.append(TextLine(stripped[2:].strip(), "h1"))
        elif stripped.startswith(("- ", "* ")):
            flush()
            lines.append(TextLine(stripped[2:].strip(), "bullet"))
        elif lines and lines[-1].style == "bullet" and raw.startswith("  ") and not paragraph:
            lines[-1] = TextLine(lines[-1].text + " " + stripped, "bullet")   # continued bullet
        else:
            paragraph.append(stripped)
    flush()
    return lines


def render_rich(lines: Iterable[TextLine], fonts: FontBook, width: int) -> pygame.Surface:
    """All lines wrapped to width on one transparent surface (the scroll view's content)."""
    scale = fonts.scale
    placed: list[tuple[pygame.Surface, int, int]] = []
    y = 0
    for line in lines:
        size, bold, color, space, indent = _STYLES.get(line.style, _STYLES["body"])
        color = line.color or color
        y += round(space * scale) if placed else 0
        indent_px = round(indent * scale)
        regular, strong = fonts.get(size, bold), fonts.get(size, True)
        if line.style == "bullet":
            radius = max(2, round(3 * scale))
            bullet = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            pygame.draw.circle(bullet, Colors.ACCENT, (radius, radius), radius)
            placed.append((bullet, round(8 * scale), y + regular.get_linesize() // 2 - radius))
        for row in _wrap_runs(_bold_runs(line.text, bold), regular, strong, width - indent_px):
            x = indent_px
            for text, is_bold in row:
                font = strong if is_bold else regular
                image = font.render(text, True, Colors.TEXT if is_bold and not bold and line.style != "error" else color)
                placed.append((image, x, y))
                x += image.get_width()
            y += regular.get_linesize()
        if line.style == "h1":
            rule_y = y + round(4 * scale)
            rule = pygame.Surface((width, max(1, round(2 * scale))))
            rule.fill(Colors.ACCENT_DARK)
            placed.append((rule, 0, rule_y))
            y = rule_y + round(6 * scale)
    surface = pygame.Surface((max(1, width), max(1, y)), pygame.SRCALPHA)
    for image, x, top in placed:
        surface.blit(image, (x, top))
    return surface


def _bold_runs(text: str, all_bold: bool) -> list[tuple[str, bool]]:
    runs = []
    for part in _BOLD_SPLIT.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**"):
            runs.append((part[2:-2], True))
        else:
            runs.append((part, all_bold))
    return runs


def _wrap_runs(runs: list[tuple[str, bool]], regular: pygame.font.Font, strong: pygame.font.Font,
               width: int) -> list[list[tuple[str, bool]]]:
    """Word-wrap a line made of bold and plain runs, keeping each word's style."""
    words: list[tuple[str, bool]] = []
    for text, is_bold in runs:
        for index, word in enumerate(re.split(r"(\s+)", text)):
            if word:
                words.append((word, is_bold))
    rows: list[list[tuple[str, bool]]] = [[]]
    x = 0
    for word, is_bold in words:
        font = strong if is_bold else regular
        w = font.size(word)[0]
        if word.isspace():
            if rows[-1]:
                rows[-1].append((" ", is_bold))
                x += font.size(" ")[0]
            continue
        if x + w > width and rows[-1]:
            while rows[-1] and rows[-1][-1][0] == " ":
                rows[-1].pop()
            rows.append([])
            x = 0
        rows[-1].append((word, is_bold))
        x += w
    return rows


class ScrollText:
    """Custom-drawn scrolling text (log, rules, away summary): wheel, PageUp/PageDown, a thin bar."""

    def __init__(self, fonts: FontBook) -> None:
        self.fonts = fonts
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[TextLine] = []
        self.offset = 0
        self._content: pygame.Surface | None = None

    def set_rect(self, rect: pygame.Rect) -> None:
        if rect.size != self.rect.size:
            self._content = None
        self.rect = pygame.Rect(rect)

    def set_lines(self, lines: list[TextLine], *, stick_to_bottom: bool = False) -> None:
        was_at_bottom = self.at_bottom
        self.lines = list(lines)
        self._content = None
        if stick_to_bottom and was_at_bottom:
            self.scroll_to_bottom()
        else:
            self.offset = min(self.offset, self.max_offset)

    @property
    def content(self) -> pygame.Surface:
        if self._content is None:
            self._content = render_rich(self.lines, self.fonts, max(1, self.rect.width - round(14 * self.fonts.scale)))
        return self._content

    @property
    def max_offset(self) -> int:
        return max(0, self.content.get_height() - self.rect.height)

    @property
    def at_bottom(self) -> bool:
        return self._content is None and self.offset == 0 or self.offset >= self.max_offset

    def scroll_to_bottom(self) -> None:
        self.offset = self.max_offset

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset, self.offset + pixels))

    def handle_event(self, event: pygame.event.Event, *, keys: bool = False,
                     pos: tuple[int, int] | None = None) -> bool:
        """Wheel over the text (at pos, else where the mouse is); with keys, PageUp/PageDown, arrows, Home/End."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pos or pygame.mouse.get_pos()):
            self.scroll(-event.y * round(48 * self.fonts.scale))
            return True
        if keys and event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: self.rect.height - 40, pygame.K_PAGEUP: -(self.rect.height - 40),
                    pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_HOME: -10 ** 9, pygame.K_END: 10 ** 9}.get(event.key)
            if step is not None:
                self.scroll(step)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        content = self.content
        visible = pygame.Rect(0, self.offset, content.get_width(), min(self.rect.height, content.get_height()))
        surface.blit(content, self.rect.topleft, visible)
        if content.get_height() > self.rect.height:
            track = pygame.Rect(self.rect.right - round(6 * self.fonts.scale), self.rect.top,
                                round(5 * self.fonts.scale), self.rect.height)
            pygame.draw.rect(surface, Colors.BACKGROUND_LINE, track, border_radius=3)
            thumb_h = max(20, track.height * self.rect.height // content.get_height())
            thumb_y = track.top + (track.height - thumb_h) * self.offset // max(1, self.max_offset)
            pygame.draw.rect(surface, Colors.ACCENT_DARK if self.offset < self.max_offset else Colors.PANEL_BORDER,
                             (track.left, thumb_y, track.width, thumb_h), border_radius=3)


def event_lines(events: Iterable[Event]) -> list[TextLine]:
    """Log entries: a round's end stands out as a divider, reveals and fights in the accent colour."""
    lines = []
    for event in events:
        if event.kind in ("round_end", "round_start"):
            lines.append(TextLine(event.text, "accent"))
        elif event.kind in ("game_end", "outcome"):
            lines.append(TextLine(event.text, "h2"))
        else:
            lines.append(TextLine(event.text, "event"))
    return lines


# --- the answers to the pending prompt ----------------------------------------------------
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


# --- players' status -------------------------------------------------------------------
HIDDEN_STATUS_KEYS = {"name", "color", "bot", "seat", "index", "id", "is_human", "human", "hand", "cards"}


def status_items(seat_view: dict) -> list[tuple[str, str]]:
    """The (key, value) pairs of a seat's view worth showing: short numbers and words, never nested data."""
    items = []
    for key, value in seat_view.items():
        if key in HIDDEN_STATUS_KEYS or isinstance(value, (dict, list, tuple)) or value is None:
            continue
        if isinstance(value, bool):
            continue
        if isinstance(value, str) and len(value) > 18:
            continue
        items.append((key, str(value)))
    return items


def status_icon(key: str, size: int) -> pygame.Surface | None:
    """The icon for a status counter (resources, points), or None to show its name instead."""
    if key in art.RESOURCE_SHAPES:
        return art.resource_token(key, size)
    if key in ("points", "score", "stars"):
        return art.icon("star", size, Colors.ACCENT)
    if key == "survivors":
        return art.icon("human", size, Colors.TEXT)
    return None


STATUS_LABELS = {"won_count": "cards won"}


def status_label(key: str) -> str:
    return STATUS_LABELS.get(key, key.replace("_", " "))
